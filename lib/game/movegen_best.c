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
 * land in direction -off: read before that jump, which changes only that
 * cell beside land, in the way back. */
static int
goes_on(const struct best_search *s, int land, int off)
{
	const unsigned char *cell = s->cell;
	const struct lf_direction *dirs = s->dirs;
	int i, o, ndirs = s->ndirs;

	for (i = 0; i < ndirs; i++) {
		o = dirs[i].offset;
		if (o != -off && LF_IS_PIECE(cell[land + o]) &&
		    cell[land + 2 * o] == LF_EMPTY)
			return 1;
	}
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

/* Follow the routes from cur, where the piece stands after jumps jumps
 * totalling total.  A jump after which the piece cannot jump again ends
 * its route here, without a call of its own. */
static void
best_from(struct best_search *s, int cur, int total, int jumps)
{
	unsigned char *cell = s->cell;
	const struct lf_direction *dirs = s->dirs;
	int i, ndirs = s->ndirs;

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
	for (i = 0; i < ndirs && !s->done; i++) {
		int off = dirs[i].offset, mid = cur + off, land = mid + off;
		int v = cell[mid];
		if (!LF_IS_PIECE(v) || cell[land] != LF_EMPTY)
			continue;
		s->steps++;
		if (lf_meter_step(s->meter)) {
			s->done = 1;
			return;
		}
		if (goes_on(s, land, off)) {
			follow_jump(s, mid, land, v, total, jumps);
			continue;
		}
		s->path[jumps + 1] = (uint16_t)land;
		if (route_found(s, total + weight(s, v), jumps + 1))
			return;
	}
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
 * begin with the jump over the next cell in direction d: the search
 * after that jump, prepared by best_prepare(). */
static void
best_after_jump(struct best_search *s, int from, int d,
    struct lf_best_route *best)
{
	unsigned char *cell = s->cell;
	int off = s->dirs[d].offset, piece = cell[from];

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
	static _Thread_local struct lf_free_scan scan;
	static _Thread_local uint16_t found[LF_MAX_ROUTE];
	const struct lf_direction *dirs;
	struct lf_best_route best;
	struct best_search *s;
	int ndirs = lf_directions(pos->rules.jumps, &dirs), d, r, from, v;
	int before;
	uint64_t movers, ext;

	lf_free_scan_init(pos, dirs, ndirs, &scan);
	memset(&best, 0, sizeof best);
	best.weighted = 1;
	best.route = route != NULL ? found : NULL;
	s = best_prepare(pos, m, &best);
	for (d = 0; d < ndirs; d++) {
		const uint64_t *open = scan.open[d];
		int off = dirs[d].offset, dc2 = 2 * dirs[d].dc;
		int dr2 = 2 * dirs[d].dr;

		for (r = 2; r < pos->height + 2; r++) {
			movers = pos->priv.piece_bits[r] & open[r];
			if (movers == 0)
				continue;
			/* The movers whose landing cell is open (no bit of
			 * a mover's landing column falls off the row). */
			ext = movers & lf_shift_columns(scan.any_open[r + dr2],
			    dc2);
			for (; movers; movers &= movers - 1) {
				int c = lf_ctz64(movers);
				from = lf_cell_at(c, r - 2);
				v = pos->priv.cell[from + off];
				before = best.total;
				if (!(ext >> c & 1)) {
					if (v <= before)
						continue;
					best.total = v;
					best.length = 2;
					found[0] = (uint16_t)from;
					found[1] = (uint16_t)(from + 2 * off);
				} else {
					best_after_jump(s, from, d, &best);
					if (m->out != LF_METER_GOING)
						return best.total;
					if (best.total <= before)
						continue;
				}
				if (route != NULL) {
					memcpy(route, found,
					    (size_t)best.length *
					    sizeof *route);
					*length = best.length;
				}
			}
		}
	}
	return best.total;
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

/*
 * A longest route found without search: a route that captures every
 * piece the piece lifted from start could ever capture (what
 * capturable_total() counts) is the longest there is.  The landing cells
 * it can reach are the nodes of a graph whose edges are the pieces
 * between them, which stay the same as the route goes (a captured piece
 * is never a landing cell), so such a route is an Euler trail from
 * start: every node but start and the trail's end has even degree.  The
 * one complication is a diagonal crossing, a piece between two pairs of
 * nodes, of which a route takes one: the choices that make the degrees
 * right are a linear system over GF(2), solved by elimination, then
 * Hierholzer's walk makes the trail.  On a lattice of holes, where the
 * search for the longest route never ends, this takes milliseconds.
 */
#define EULER_NODES 1024     /* landing cells of one piece's class */
#define EULER_EDGES 4096
#define EULER_WORDS (EULER_NODES / 64)

struct euler {
	int nodes, edges, vars;
	int16_t node_of[LF_CELLS];        /* -1: not a node */
	uint16_t cell[EULER_NODES];       /* the node's cell */
	uint16_t end[EULER_EDGES][2];     /* the nodes of an edge */
	uint16_t mid[EULER_EDGES];        /* the piece it captures */
	int16_t twin[EULER_EDGES];        /* the crossing edge, or -1 */
	int16_t var_edge[EULER_EDGES];    /* edge A of each variable */
	unsigned char chosen[EULER_EDGES];
	uint64_t col[EULER_NODES][EULER_WORDS];  /* a variable's nodes */
	uint64_t comb[EULER_NODES][EULER_WORDS]; /* the variables in it */
	int16_t pivot[EULER_NODES];       /* the column whose lowest node */
	uint64_t want[EULER_WORDS], how[EULER_WORDS];
	uint16_t adj_start[EULER_NODES + 1], adj[2 * EULER_EDGES];
	uint16_t ptr[EULER_NODES], stack[EULER_EDGES + 1];
	uint16_t walk[EULER_EDGES + 1];
};

/* Find the nodes and edges reachable from start (its piece lifted);
 * 0, or -1 when there are more than the tables hold. */
static int
euler_graph(struct euler *e, const unsigned char *cell,
    const struct lf_direction *dirs, int ndirs, int start)
{
	static _Thread_local int16_t edge_of[LF_CELLS];
	int head = 0, i, x, mid, land, k;

	e->nodes = e->edges = 0;
	memset(e->node_of, 0xff, sizeof e->node_of);
	memset(edge_of, 0xff, sizeof edge_of);
	e->node_of[start] = 0;
	e->cell[e->nodes++] = (uint16_t)start;
	while (head < e->nodes) {
		x = e->cell[head++];
		for (i = 0; i < ndirs; i++) {
			mid = x + dirs[i].offset;
			land = mid + dirs[i].offset;
			if (!LF_IS_PIECE(cell[mid]) || cell[land] != LF_EMPTY)
				continue;
			if (e->node_of[land] < 0) {
				if (e->nodes == EULER_NODES)
					return -1;
				e->node_of[land] = (int16_t)e->nodes;
				e->cell[e->nodes++] = (uint16_t)land;
			}
			if (land < x)   /* each edge once, from its lower end */
				continue;
			if (e->edges == EULER_EDGES)
				return -1;
			k = e->edges++;
			e->end[k][0] = (uint16_t)e->node_of[x];
			e->end[k][1] = (uint16_t)e->node_of[land];
			e->mid[k] = (uint16_t)mid;
			e->twin[k] = edge_of[mid];
			if (edge_of[mid] >= 0)
				e->twin[edge_of[mid]] = (int16_t)k;
			edge_of[mid] = (int16_t)k;
		}
	}
	return 0;
}

/* Flip the bits of an edge's two nodes in a bit set of nodes. */
static void
flip_ends(const struct euler *e, int k, uint64_t *set)
{
	int a = e->end[k][0], b = e->end[k][1];

	set[a / 64] ^= (uint64_t)1 << (a % 64);
	set[b / 64] ^= (uint64_t)1 << (b % 64);
}

/* Reduce a bit set of nodes by the pivot columns, recording the
 * variables used in how; whether it reduced to nothing. */
static int
euler_reduce(struct euler *e, uint64_t *set, uint64_t *how)
{
	int w, r, p, j;

	for (w = 0; w < EULER_WORDS; w++)
		while (set[w] != 0) {
			r = w * 64 + lf_ctz64(set[w]);
			if ((p = e->pivot[r]) < 0)
				return 0;
			for (j = 0; j < EULER_WORDS; j++) {
				set[j] ^= e->col[p][j];
				how[j] ^= e->comb[p][j];
			}
		}
	return 1;
}

/* Choose an edge of each crossing so that every node but start and one
 * other has even degree; 0, or -1 when no choice does. */
static int
euler_choose(struct euler *e, int start)
{
	static _Thread_local uint64_t base[EULER_WORDS];
	int k, v, t, w;

	e->vars = 0;
	memset(base, 0, sizeof base);
	memset(e->pivot, 0xff, sizeof e->pivot);
	for (k = 0; k < e->edges; k++) {
		e->chosen[k] = 1;
		if (e->twin[k] >= 0 && e->twin[k] < k) {
			e->chosen[k] = 0;   /* edge B of a crossing, for now */
			continue;
		}
		flip_ends(e, k, base);
		if (e->twin[k] < 0)
			continue;
		/* Variable v swaps edge A (k) for edge B (its twin). */
		v = e->vars++;
		e->var_edge[v] = (int16_t)k;
		memset(e->col[v], 0, sizeof e->col[v]);
		memset(e->comb[v], 0, sizeof e->comb[v]);
		flip_ends(e, k, e->col[v]);
		flip_ends(e, e->twin[k], e->col[v]);
		e->comb[v][v / 64] |= (uint64_t)1 << (v % 64);
		if (!euler_reduce(e, e->col[v], e->comb[v])) {
			for (w = 0; e->col[v][w] == 0; w++)
				;
			e->pivot[w * 64 + lf_ctz64(e->col[v][w])] = (int16_t)v;
		}
	}
	/* The odd nodes must be start and t, or none (t == start). */
	for (t = 0; t < e->nodes; t++) {
		memcpy(e->want, base, sizeof base);
		memset(e->how, 0, sizeof e->how);
		e->want[start / 64] ^= (uint64_t)1 << (start % 64);
		e->want[t / 64] ^= (uint64_t)1 << (t % 64);
		if (euler_reduce(e, e->want, e->how))
			break;
	}
	if (t == e->nodes)
		return -1;
	for (v = 0; v < e->vars; v++)
		if (e->how[v / 64] >> (v % 64) & 1) {
			k = e->var_edge[v];
			e->chosen[k] = 0;
			e->chosen[e->twin[k]] = 1;
		}
	return 0;
}

/* Walk an Euler trail of the chosen edges from node 0 (Hierholzer's),
 * into e->walk; the number of nodes on it. */
static int
euler_walk(struct euler *e)
{
	static _Thread_local unsigned char used[EULER_EDGES];
	int n = 0, top = 0, v, k, i;

	memset(e->adj_start, 0, sizeof e->adj_start);
	for (k = 0; k < e->edges; k++)
		if (e->chosen[k]) {
			e->adj_start[e->end[k][0] + 1]++;
			e->adj_start[e->end[k][1] + 1]++;
		}
	for (i = 0; i < e->nodes; i++)
		e->adj_start[i + 1] += e->adj_start[i];
	memcpy(e->ptr, e->adj_start, sizeof e->ptr);
	for (k = 0; k < e->edges; k++)
		if (e->chosen[k]) {
			e->adj[e->ptr[e->end[k][0]]++] = (uint16_t)k;
			e->adj[e->ptr[e->end[k][1]]++] = (uint16_t)k;
		}
	memcpy(e->ptr, e->adj_start, sizeof e->ptr);
	memset(used, 0, sizeof used);
	e->stack[top++] = 0;
	while (top > 0) {
		v = e->stack[top - 1];
		while (e->ptr[v] < e->adj_start[v + 1] &&
		    used[e->adj[e->ptr[v]]])
			e->ptr[v]++;
		if (e->ptr[v] == e->adj_start[v + 1]) {
			e->walk[n++] = (uint16_t)v;
			top--;
			continue;
		}
		k = e->adj[e->ptr[v]++];
		used[k] = 1;
		e->stack[top++] = e->end[k][0] == v ? e->end[k][1] :
		    e->end[k][0];
	}
	return n;
}

/* The route of the piece lifted from start in pos that captures every
 * piece it could ever capture, into route (LF_MAX_ROUTE squares): its
 * jumps, or 0 when there is no such route that the method above finds
 * (the degrees cannot be made right, the chosen edges are not connected,
 * or the piece cannot jump).  No search: a time in proportion to the
 * square of the board's cells at worst. */
int
lf_capture_all_route(const struct lf_position *pos, int start,
    uint16_t *route)
{
	static _Thread_local struct euler e;
	const struct lf_direction *dirs;
	int ndirs = lf_directions(pos->rules.jumps, &dirs), n, i, pieces = 0;

	if (euler_graph(&e, pos->priv.cell, dirs, ndirs, start) != 0 ||
	    e.edges == 0 || euler_choose(&e, 0) != 0)
		return 0;
	for (i = 0; i < e.edges; i++)
		pieces += e.chosen[i];
	n = euler_walk(&e);
	if (n != pieces + 1 || n > LF_MAX_ROUTE)
		return 0;    /* not connected: some edges were left */
	/* The walk comes out from its end back to start. */
	for (i = 0; i < n; i++)
		route[i] = e.cell[e.walk[n - 1 - i]];
	return n - 1;
}
