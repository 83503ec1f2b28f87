/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING).
 *
 * movegen_best.c: the best route of one piece: the most jumps, which
 * chain=most demands, or the most points, which the search estimates.
 * Listing every route to find the longest takes exponential time on a
 * lattice of holes (10748902 routes from one piece of a 9 x 9 board), so
 * this is a branch and bound search over states, a state being where the
 * piece stands and which pieces it has captured:
 *
 * - a state reached again, by the same captures in another order, is
 *   not followed again: everything after it was followed the first time,
 *   against a best total no higher than now (the seen set, 128-bit
 *   Zobrist keys in a table of bounded size);
 * - the search ends when a route reaches the goal or takes every piece
 *   the piece could ever reach: it only ever lands on empty cells of its
 *   own parity class (it moves two cells at a time), which stay empty, so
 *   what it can capture is at most the pieces between such cells that
 *   are connected to its start (a flood fill counts them once).  The same
 *   count from each state, to cut the routes that could not beat the
 *   best, cost more than it saved: on the 45-cell lattice of issue 10 it
 *   halved the steps (5.8 to 2.9 million) but doubled the time (0.6 to
 *   1.3 s).
 */
#include "config.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "movegen_int.h"

#define QUICK_STEPS 64        /* steps before the seen set is worth it */

struct best_search {
	unsigned char *cell;
	const struct lf_direction *dirs;
	int ndirs;
	enum lf_jumps jumps;
	int weighted;
	int goal;              /* stop at this total */
	int best;              /* the best total found, or the floor */
	int reach;             /* the most the piece could ever capture */
	int best_length;
	uint16_t *best_route;  /* NULL: not wanted */
	uint64_t ka, kb;       /* keys of the captured set, once keyed */
	int keyed;             /* past QUICK_STEPS: the seen set is used */
	uint64_t steps;        /* steps taken */
	int done;              /* the goal reached, or the meter spent */
	struct lf_meter *meter;
	struct lf_state_set seen;
	uint32_t stamp;        /* the flood fill under way */
	uint32_t mark[LF_CELLS];
	uint16_t queue[LF_CELLS];
	uint16_t path[LF_MAX_ROUTE];
	unsigned char taken[LF_MAX_ROUTE]; /* the pieces the path took */
};

/* Double a state set, keeping its states; on failure it stays as it is
 * and overwrites old states from then on. */
static void
set_grow(struct lf_state_set *set)
{
	size_t size = (set->mask + 1) * 2, i, j;
	struct lf_state_slot *slot;

	if (size > LF_STATE_MAX || (slot = calloc(size, sizeof *slot)) == NULL)
		return;
	for (i = 0; i <= set->mask; i++) {
		if (set->slot[i].a == 0 && set->slot[i].b == 0)
			continue;
		for (j = set->slot[i].a & (size - 1);
		    slot[j].a != 0 || slot[j].b != 0; j = (j + 1) & (size - 1))
			;
		slot[j] = set->slot[i];
	}
	if (set->slot != set->small)
		free(set->slot);
	set->slot = slot;
	set->mask = size - 1;
}

/* Make a set empty, keeping no more than its first slots. */
void
lf_state_set_clear(struct lf_state_set *set)
{
	if (set->slot != set->small) {
		free(set->slot);
		set->slot = set->small;
		set->mask = LF_STATE_SMALL - 1;
		set->used = 1;
	}
	if (set->used > 0 || set->mask != LF_STATE_SMALL - 1)
		memset(set->small, 0, sizeof set->small);
	set->slot = set->small;
	set->mask = LF_STATE_SMALL - 1;
	set->used = 0;
}

/* Whether the state with keys a and b is in the set; if not and add is
 * set, put it in.  The set has bounded room: past it, an old state
 * makes way, which costs a search only time. */
int
lf_state_set_has(struct lf_state_set *set, uint64_t a, uint64_t b, int add)
{
	size_t i, probe;

	if (a == 0 && b == 0)
		a = 1;
	i = a & set->mask;
	for (probe = 0; probe < LF_STATE_PROBES; probe++) {
		struct lf_state_slot *e = &set->slot[(i + probe) & set->mask];
		if (e->a == a && e->b == b)
			return 1;
		if (e->a == 0 && e->b == 0) {
			if (add) {
				e->a = a;
				e->b = b;
				if (++set->used * 2 > set->mask + 1)
					set_grow(set);
			}
			return 0;
		}
	}
	if (add) {
		/* A full neighbourhood: forget its first state. */
		set->slot[i].a = a;
		set->slot[i].b = b;
	}
	return 0;
}

/* Whether the state of a piece standing on cur with the captures made so
 * far was seen before; if not, remember it. */
static int
seen_before(struct best_search *s, int cur)
{
	return lf_state_set_has(&s->seen,
	    s->ka ^ lf_state_key_a(cur + LF_CELLS),
	    s->kb ^ lf_state_key_b(cur + LF_CELLS), 1);
}

/* What a piece of value v counts for. */
static inline int
weight(const struct best_search *s, int v)
{
	return s->weighted ? v : 1;
}

/* The most the piece lifted from cur could capture: a flood fill over the
 * empty cells it can land on, through the pieces between them.  When
 * jumps are counted, a route that passes through a cell leaves it by as
 * many jumps as it came in by, so it makes at most half the jumps open at
 * each cell it reaches (rounded down), and one more from where it starts
 * or ends. */
static int
capturable_total(struct best_search *s, int cur)
{
	unsigned char *cell = s->cell;
	uint32_t stamp = ++s->stamp;
	int head = 0, tail = 0, found = 0, pairs = 1, i;

	if (stamp == 0) {
		memset(s->mark, 0, sizeof s->mark);
		stamp = s->stamp = 1;
	}
	s->mark[cur] = stamp;
	s->queue[tail++] = (uint16_t)cur;
	while (head < tail) {
		int x = s->queue[head++], open = 0;
		for (i = 0; i < s->ndirs; i++) {
			int mid = x + s->dirs[i].offset;
			int land = mid + s->dirs[i].offset;
			int v = cell[mid];
			if (!LF_IS_PIECE(v) || cell[land] != LF_EMPTY)
				continue;
			open++;
			if (s->mark[mid] != stamp) {
				s->mark[mid] = stamp;
				found += weight(s, v);
			}
			if (s->mark[land] != stamp) {
				s->mark[land] = stamp;
				s->queue[tail++] = (uint16_t)land;
			}
		}
		pairs += open / 2;
	}
	return s->weighted || found < pairs ? found : pairs;
}

/* The total of the pieces the piece could capture from its start, found
 * partway along a path of jumps jumps: the pieces the path took are put
 * back for the count. */
static int
start_total(struct best_search *s, int jumps)
{
	int i, total;

	for (i = 1; i <= jumps; i++)
		s->cell[(s->path[i - 1] + s->path[i]) / 2] = s->taken[i - 1];
	total = capturable_total(s, s->path[0]);
	for (i = 1; i <= jumps; i++)
		s->cell[(s->path[i - 1] + s->path[i]) / 2] = LF_EMPTY;
	return total;
}

/* A route of jumps jumps totalling total, its squares in s->path: if it
 * beats the best, it becomes the best; return nonzero once the search is
 * done (the goal reached, or all the piece could ever capture). */
static int
route_found(struct best_search *s, int total, int jumps)
{
	if (total <= s->best)
		return 0;
	s->best = total;
	if (s->best_route != NULL) {
		memcpy(s->best_route, s->path,
		    (size_t)(jumps + 1) * sizeof *s->path);
		s->best_length = jumps + 1;
	}
	if (total >= s->goal || total >= s->reach)
		s->done = 1;
	return s->done;
}

/* Whether the piece could jump again after jumping over the cell next to
 * land in direction -off, under the jump rule jumps (a constant where it
 * is inlined, so that the directions unroll): read before that jump,
 * which changes only that cell beside land, in the way back. */
LF_HOT_INLINE int
goes_on(const struct best_search *s, int land, int off, enum lf_jumps jumps)
{
	const unsigned char *cell = s->cell;

#define OPEN(dc, dr) \
	if (LF_OFFSET(dc, dr) != -off && \
	    LF_IS_PIECE(cell[land + LF_OFFSET(dc, dr)]) && \
	    cell[land + 2 * LF_OFFSET(dc, dr)] == LF_EMPTY) \
		return 1;
	LF_FOR_DIRS(jumps, OPEN)
#undef OPEN
	return 0;
}

static void best_from(struct best_search *s, int cur, int total,
    int jumps);

/* Add the piece on mid to the keys of the captured set, or take it out. */
static inline void
flip_key(struct best_search *s, int mid)
{
	s->ka ^= lf_state_key_a(mid);
	s->kb ^= lf_state_key_b(mid);
}

/* Start keying the captured set, partway along a path of jumps jumps: a
 * quick search, the usual one, never pays for the keys. */
static void
start_keys(struct best_search *s, int jumps)
{
	int i;

	s->keyed = 1;
	for (i = 1; i <= jumps; i++)
		flip_key(s, (s->path[i - 1] + s->path[i]) / 2);
}

/* Make the jump over mid, which holds a v, to land, the next of a path
 * of jumps jumps totalling total; follow the routes from land; and undo
 * the jump. */
static inline void
follow_jump(struct best_search *s, int mid, int land, int v, int total,
    int jumps)
{
	s->cell[mid] = LF_EMPTY;
	if (s->keyed)
		flip_key(s, mid);
	s->path[jumps + 1] = (uint16_t)land;
	s->taken[jumps] = (unsigned char)v;
	best_from(s, land, total + weight(s, v), jumps + 1);
	/* Keyed now if not before: the keys include mid (start_keys()). */
	if (s->keyed)
		flip_key(s, mid);
	s->cell[mid] = (unsigned char)v;
}

/* The jump in the direction of offset off from cur, where the piece
 * stands after jumps jumps totalling total, under the jump rule rule (a
 * constant where it is inlined): if it is open, followed, or a route of
 * its own when the piece cannot jump again; nonzero once the search is
 * done. */
LF_HOT_INLINE int
best_step(struct best_search *s, int cur, int total, int jumps, int off,
    enum lf_jumps rule)
{
	unsigned char *cell = s->cell;
	int mid = cur + off, land = mid + off, v = cell[mid];

	if (!LF_IS_PIECE(v) || cell[land] != LF_EMPTY)
		return 0;
	s->steps++;
	if (lf_meter_step(s->meter)) {
		s->done = 1;
		return 1;
	}
	if (goes_on(s, land, off, rule)) {
		follow_jump(s, mid, land, v, total, jumps);
		return s->done;
	}
	s->path[jumps + 1] = (uint16_t)land;
	return route_found(s, total + weight(s, v), jumps + 1);
}

/* Follow the routes from cur, where the piece stands after jumps jumps
 * totalling total, direction by direction in the order of the rule's
 * table, written out for each rule so that the offsets are constants.
 * A jump after which the piece cannot jump again ends its route here,
 * without a call of its own. */
static void
best_from(struct best_search *s, int cur, int total, int jumps)
{
	if (route_found(s, total, jumps))
		return;
	if (s->steps >= QUICK_STEPS) {
		/* The search is not a quick one: the seen set and the
		 * count of what can be captured are worth their cost from
		 * here on. */
		if (!s->keyed) {
			start_keys(s, jumps);
			s->reach = start_total(s, jumps);
			if (s->best >= s->reach) {
				s->done = 1;
				return;
			}
		}
		if (jumps >= 2 && seen_before(s, cur))
			return;
	}
#define STEP(dc, dr) \
	if (best_step(s, cur, total, jumps, LF_OFFSET(dc, dr), rule)) \
		return;
	switch (s->jumps) {
	case LF_JUMPS_DIAG8: {
		const enum lf_jumps rule = LF_JUMPS_DIAG8;
		LF_DIRS_DIAG8(STEP)
		break;
	}
	case LF_JUMPS_HEX: {
		const enum lf_jumps rule = LF_JUMPS_HEX;
		LF_DIRS_HEX(STEP)
		break;
	}
	case LF_JUMPS_ORTH:
	default: {
		const enum lf_jumps rule = LF_JUMPS_ORTH;
		LF_DIRS_ORTH(STEP)
		break;
	}
	}
#undef STEP
}

/* The state of every search of this thread: a search of a few steps,
 * the usual one, must cost no allocation and no clearing of its marks. */
static _Thread_local struct best_search state;

/* Set up the searches of pos that best asks for (what stays the same
 * from one piece to the next), with the meter m. */
static struct best_search *
best_prepare(struct lf_position *pos, struct lf_meter *m,
    const struct lf_best_route *best)
{
	struct best_search *s = &state;

	if (s->seen.slot == NULL)
		lf_state_set_clear(&s->seen);
	s->ndirs = lf_directions(pos->rules.jumps, &s->dirs);
	s->jumps = pos->rules.jumps;
	s->cell = pos->priv.cell;
	s->weighted = best->weighted;
	s->goal = best->goal > 0 ? best->goal : INT_MAX;
	s->best_route = best->route;
	s->meter = m;
	return s;
}

/* Start a prepared search for a route better than total, the piece
 * lifted from start. */
static void
best_start(struct best_search *s, int start, int total)
{
	s->best = total;
	s->reach = INT_MAX;
	s->best_length = 1;
	s->ka = s->kb = 0;
	s->keyed = 0;
	s->steps = 0;
	s->done = 0;
	s->path[0] = (uint16_t)start;
	if (s->best_route != NULL)
		s->best_route[0] = (uint16_t)start;
}

/* End a search: what it found goes into best, and the seen set (used
 * only by a search of more than QUICK_STEPS steps) is left empty for the
 * next search. */
static void
best_end(struct best_search *s, struct lf_best_route *best)
{
	best->total = s->best;
	best->length = s->best_length;
	if (s->seen.used != 0 || s->seen.slot != s->seen.small)
		lf_state_set_clear(&s->seen);
}

/* Find the best route of the piece lifted from start (its cell empty) in
 * pos: best->total receives the most jumps (or points, when weighted) a
 * route takes, or less when the meter ran out first (the caller looks at
 * it) or when best->goal (if not 0) was reached; best->route, when not
 * NULL, receives the route of best->length squares.  Routes that total
 * no more than best->total on entry are not looked for: set it to 0 for
 * the best route, or to a floor to learn only whether a route beats it.
 * pos's cells are changed during the call and restored. */
void
lf_best_route(struct lf_position *pos, int start, struct lf_meter *m,
    struct lf_best_route *best)
{
	struct best_search *s = best_prepare(pos, m, best);

	best_start(s, start, best->total);
	best_from(s, start, 0, 0);
	best_end(s, best);
}

/* lf_best_route() for the routes of the piece on from (not lifted) that
 * begin with the jump over the next cell in the direction of offset off:
 * the search after that jump, prepared by best_prepare().  Inline, so
 * that off is a constant. */
LF_HOT_INLINE void
best_after_jump(struct best_search *s, int from, int off,
    struct lf_best_route *best)
{
	unsigned char *cell = s->cell;
	int piece = cell[from];

	best_start(s, from, best->total);
	s->steps++;
	if (!lf_meter_step(s->meter)) {
		cell[from] = LF_EMPTY;
		follow_jump(s, from + off, from + 2 * off, cell[from + off], 0,
		    0);
		cell[from] = (unsigned char)piece;
	}
	best_end(s, best);
}

/* What best_capture() keeps while it scans a position: the position,
 * the meter, the best route so far (best.total, and its squares in
 * found), the search of the routes that go on, where the caller wants
 * the route, and the rows of the cells from which some jump is open. */
struct capture_scan {
	struct lf_position *pos;
	struct lf_meter *m;
	struct best_search *s;
	struct lf_best_route best;
	uint16_t *route;
	int *length;
	uint16_t found[LF_MAX_ROUTE];
	uint64_t any_open[LF_MAX_HEIGHT + 4];
};

/* The jumps in the direction of offset off of the movers of bit row r, in
 * column order: those of ext searched by best_after_jump(), the others
 * routes of their own; the best so far updated; nonzero when the meter
 * ran out.  Inline, so that off is a constant. */
LF_HOT_INLINE int
capture_row(struct capture_scan *c, int off, int r, uint64_t movers,
    uint64_t ext)
{
	const unsigned char *cell = c->pos->priv.cell;
	int base = lf_cell_at(0, r - 2), col, from, v, before;

	for (; movers; movers &= movers - 1) {
		col = lf_ctz64(movers);
		from = base + col;
		v = cell[from + off];
		before = c->best.total;
		if (!(ext >> col & 1)) {
			if (v <= before)
				continue;
			c->best.total = v;
			c->best.length = 2;
			c->found[0] = (uint16_t)from;
			c->found[1] = (uint16_t)(from + 2 * off);
		} else {
			best_after_jump(c->s, from, off, &c->best);
			if (c->m->out != LF_METER_GOING)
				return 1;
			if (c->best.total <= before)
				continue;
		}
		if (c->route != NULL) {
			memcpy(c->route, c->found, (size_t)c->best.length *
			    sizeof *c->route);
			*c->length = c->best.length;
		}
	}
	return 0;
}

/* The jumps of direction (dc, dr), row by row; nonzero when the meter
 * ran out.  Inline, so that with constant steps the shifts fold into
 * single instructions. */
LF_HOT_INLINE int
capture_direction(struct capture_scan *c, int dc, int dr)
{
	const uint64_t *pc = c->pos->priv.piece_bits;
	const uint64_t *em = c->pos->priv.empty_bits;
	uint64_t movers, ext;
	int r, h = c->pos->height;

	for (r = 2; r < h + 2; r++) {
		movers = pc[r] & lf_open_in(pc, em, r, dc, dr);
		if (movers == 0)
			continue;
		/* The movers whose landing cell is open (no bit of a
		 * mover's landing column falls off the row). */
		ext = movers &
		    lf_shift_columns(c->any_open[r + 2 * dr], 2 * dc);
		if (capture_row(c, LF_OFFSET(dc, dr), r, movers, ext))
			return 1;
	}
	return 0;
}

/* Scan the jumps of the jump rule jumps, a constant where it is inlined,
 * direction by direction in the order of the rule's table: first the
 * cells from which some jump is open, then each direction's movers. */
LF_HOT_INLINE void
capture_scan(struct capture_scan *c, enum lf_jumps jumps)
{
	const uint64_t *pc = c->pos->priv.piece_bits;
	const uint64_t *em = c->pos->priv.empty_bits;
	int r, h = c->pos->height;

	c->any_open[0] = c->any_open[1] = 0;
	c->any_open[h + 2] = c->any_open[h + 3] = 0;
	for (r = 2; r < h + 2; r++) {
		uint64_t open = 0;
#define OPEN_IN(dc, dr) open |= lf_open_in(pc, em, r, dc, dr);
		LF_FOR_DIRS(jumps, OPEN_IN)
#undef OPEN_IN
		c->any_open[r] = open;
	}
#define DIRECTION(dc, dr) \
	if (capture_direction(c, dc, dr)) \
		return;
	LF_FOR_DIRS(jumps, DIRECTION)
#undef DIRECTION
}

/*
 * The most points one chain=free route of pos captures (every route, as
 * if the chain rule were free), 0 when no piece can jump, or less when
 * the meter runs out first; with route not NULL, the squares of the first
 * route found that captures them go into route (LF_MAX_ROUTE squares)
 * and their number into *length.  The jumps are found a bit row and
 * direction at a time; a jump whose landing cell is open in no direction
 * is a route of its own (a jump can go on only in a direction other than
 * back, and those are open from its landing cell before it as after it),
 * and only the others are searched by best_from(), for a route beating
 * the best so far.  pos's cells are changed during the call and restored.
 */
static int
best_capture(struct lf_position *pos, struct lf_meter *m, uint16_t *route,
    int *length)
{
	static _Thread_local struct capture_scan c;

	c.pos = pos;
	c.m = m;
	c.route = route;
	c.length = length;
	memset(&c.best, 0, sizeof c.best);
	c.best.weighted = 1;
	c.best.route = route != NULL ? c.found : NULL;
	c.s = best_prepare(pos, m, &c.best);
	/* A case for each rule, so that its directions are constants. */
	switch (pos->rules.jumps) {
	case LF_JUMPS_DIAG8:
		capture_scan(&c, LF_JUMPS_DIAG8);
		break;
	case LF_JUMPS_HEX:
		capture_scan(&c, LF_JUMPS_HEX);
		break;
	case LF_JUMPS_ORTH:
	default:
		capture_scan(&c, LF_JUMPS_ORTH);
		break;
	}
	return c.best.total;
}

/* The most points one chain=free route of pos captures: best_capture()
 * without the route, the search's estimate of a position. */
int
lf_best_capture(struct lf_position *pos, struct lf_meter *m)
{
	return best_capture(pos, m, NULL, NULL);
}

/* The most points one chain=free route of pos captures, with the route:
 * its squares into route (LF_MAX_ROUTE squares), their number into
 * *length, 0 when no piece can jump (see best_capture()). */
int
lf_best_capture_route(struct lf_position *pos, struct lf_meter *m,
    uint16_t *route, int *length)
{
	*length = 0;
	return best_capture(pos, m, route, length);
}

/* The jumps of the longest route of the piece on start into *jumps (0
 * when it cannot jump), within the budget; pos is changed during the
 * call and restored. */
enum lf_status
lf_best_route_length(struct lf_position *pos, int start, int *jumps,
    const struct lf_budget *budget, struct lf_error *err)
{
	struct lf_best_route best;
	struct lf_meter m;
	int v;

	*jumps = 0;
	if (!lf_on_board(pos, start))
		return lf_error_set(err, LF_EINVAL, 0, "index %d is not a cell "
		    "of the board", start);
	v = pos->priv.cell[start];
	if (!LF_IS_PIECE(v))
		return LF_OK;
	memset(&best, 0, sizeof best);
	lf_meter_start(&m, budget);
	pos->priv.cell[start] = LF_EMPTY;
	lf_best_route(pos, start, &m, &best);
	pos->priv.cell[start] = (unsigned char)v;
	if (m.out != LF_METER_GOING)
		return lf_meter_fail(&m, err, "finding the longest route");
	*jumps = best.total;
	return LF_OK;
}
