/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING).
 *
 * movegen_list.c: listing the legal moves, into a move list or one by one
 * to a caller's function, and finding the n-th of them: the walker of
 * movegen.c with a visitor for each.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "movegen_int.h"

/* Start an empty move list that owns no memory. */
void
lf_move_list_init(struct lf_move_list *list)
{
	memset(list, 0, sizeof *list);
}

/* Release a move list's memory, leaving it empty. */
void
lf_move_list_release(struct lf_move_list *list)
{
	free(list->start);
	free(list->points);
	free(list->squares);
	lf_move_list_init(list);
}

/* Make an empty move list: LF_OK, or LF_ENOMEM with *list NULL. */
enum lf_status
lf_move_list_new(struct lf_move_list **list, struct lf_error *err)
{
	*list = malloc(sizeof **list);
	if (*list == NULL)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	lf_move_list_init(*list);
	return LF_OK;
}

/* Release a move list made by lf_move_list_new(); NULL is allowed. */
void
lf_move_list_free(struct lf_move_list *list)
{
	if (list == NULL)
		return;
	lf_move_list_release(list);
	free(list);
}

/* The number of moves in the list. */
size_t
lf_move_list_count(const struct lf_move_list *list)
{
	return list->count;
}

/* Fill move with a copy of the route of move i of the list, so that it
 * outlives the list; on failure the move holds no move. */
enum lf_status
lf_move_list_get(const struct lf_move_list *list, size_t i,
    struct lf_move *move, struct lf_error *err)
{
	move->length = 0;
	if (i >= list->count)
		return lf_error_set(err, LF_EINVAL, 0, "no move %zu in a list "
		    "of %zu", i, list->count);
	return lf_move_set(move, list->squares + list->start[i],
	    (int)(list->start[i + 1] - list->start[i]), err);
}

/* A listing under way: the list and the most moves it may hold. */
struct listing {
	struct lf_move_list *list;
	uint64_t most;
	int more;   /* there were more moves than that */
};

/* Append a route of length squares that captures points to the list:
 * 0, or -1 (and the list's failed set) when memory ran out. */
static int
list_add(struct lf_move_list *list, const uint16_t *square, int length,
    long points)
{
	if (list->count + 2 > list->start_cap) {
		size_t cap = list->start_cap ? list->start_cap * 2 : 64;
		int32_t *pts = realloc(list->points, cap * sizeof *pts);
		uint32_t *start;
		if (pts == NULL) {
			list->failed = 1;
			return -1;
		}
		list->points = pts;
		if ((start = realloc(list->start, cap * sizeof *start)) ==
		    NULL) {
			list->failed = 1;
			return -1;
		}
		list->start = start;
		list->start_cap = cap;
	}
	if (list->squares_len + (size_t)length > list->squares_cap) {
		size_t cap = list->squares_cap ? list->squares_cap * 2 : 256;
		uint16_t *sq;
		while (cap < list->squares_len + (size_t)length)
			cap *= 2;
		if (cap > UINT32_MAX ||
		    (sq = realloc(list->squares, cap * sizeof *sq)) == NULL) {
			list->failed = 1;
			return -1;
		}
		list->squares = sq;
		list->squares_cap = cap;
	}
	memcpy(list->squares + list->squares_len, square,
	    (size_t)length * sizeof *square);
	list->start[list->count] = (uint32_t)list->squares_len;
	list->points[list->count] = (int32_t)points;
	list->squares_len += (size_t)length;
	list->count++;
	list->start[list->count] = (uint32_t)list->squares_len;
	return 0;
}

/* Append a route of length squares to the list, its points counted as 0
 * (a line, not a listing): 0, or -1 (and the list's failed set) when
 * memory ran out. */
int
lf_move_list_add(struct lf_move_list *list, const uint16_t *square,
    int length)
{
	return list_add(list, square, length, 0);
}

/* Append the route in the walker to the move list. */
static void
list_visit(struct lf_walker *w, int length)
{
	struct listing *lst = w->data;

	if (lst->list->count >= lst->most) {
		lst->more = w->stop = 1;
		return;
	}
	if (list_add(lst->list, w->route, length, w->points) != 0)
		w->stop = 1;
}

/*
 * A listing of the jumps of a chain=free position, the rule of the
 * solver's boards and the search's, by a walker of its own: the walker of
 * movegen.c's routes, steps of the meter and order, but with none of its
 * other rules' work (no visitor to call, no position to set after each
 * move, no memo), the cells alone emptied and filled, and each route
 * copied straight to the end of the list when there is room.
 */
struct free_listing {
	unsigned char *cell;
	struct lf_move_list *list;
	struct lf_meter *meter;
	enum lf_jumps jumps;
	uint64_t most;
	long points; /* what the route so far captures */
	int stop;   /* the meter or memory ran out, or the list is full */
	int more;   /* there were more moves than most */
	uint16_t route[LF_MAX_ROUTE];
};

/* Append the route of length squares in the listing to its list: 0, or
 * nonzero (and the listing stopped) when the list is full or memory ran
 * out. */
static inline int
free_add(struct free_listing *f, int length)
{
	struct lf_move_list *list = f->list;
	uint16_t *sq;
	int i;

	if (list->count >= f->most) {
		f->more = f->stop = 1;
		return 1;
	}
	if (list->count + 2 > list->start_cap ||
	    list->squares_len + (size_t)length > list->squares_cap) {
		if (list_add(list, f->route, length, f->points) != 0)
			f->stop = 1;
		return f->stop;
	}
	sq = list->squares + list->squares_len;
	for (i = 0; i < length; i++)
		sq[i] = f->route[i];
	list->start[list->count] = (uint32_t)list->squares_len;
	list->points[list->count] = (int32_t)f->points;
	list->squares_len += (size_t)length;
	list->start[++list->count] = (uint32_t)list->squares_len;
	return 0;
}

static void free_routes(struct free_listing *f, int cur, int jumps);

/* The jump in the direction of offset off from cur, where the lifted
 * piece stands after jumps jumps: if it is open, list the route that
 * makes it and follow it; nonzero once the listing stops.  Inline, so
 * that off is a constant. */
LF_HOT_INLINE int
free_step(struct free_listing *f, int cur, int jumps, int off)
{
	unsigned char *cell = f->cell;
	int mid = cur + off, land = mid + off, v = cell[mid];

	if (!LF_IS_PIECE(v) || cell[land] != LF_EMPTY)
		return 0;
	if (lf_meter_step(f->meter)) {
		f->stop = 1;
		return 1;
	}
	cell[mid] = LF_EMPTY;
	f->route[jumps + 1] = (uint16_t)land;
	f->points += v;
	if (free_add(f, jumps + 2) == 0)
		free_routes(f, land, jumps + 1);
	f->points -= v;
	cell[mid] = (unsigned char)v;
	return f->stop;
}

/* List every route from cur, where the lifted piece stands after jumps
 * jumps, a route before its extensions, the directions in the order of
 * the jump rule's table: written out, so that their offsets are
 * constants, but where size counts (-Os, the page's engine) read from
 * the table by one copy of the step. */
static void
free_routes(struct free_listing *f, int cur, int jumps)
{
#ifdef __OPTIMIZE_SIZE__
	const struct lf_direction *dirs;
	int i, ndirs = lf_directions(f->jumps, &dirs);

	for (i = 0; i < ndirs; i++)
		if (free_step(f, cur, jumps, dirs[i].offset))
			break;
#else
#define STEP(dc, dr) \
	if (free_step(f, cur, jumps, LF_OFFSET(dc, dr))) \
		break;
	LF_FOR_DIRS(f->jumps, STEP)
#undef STEP
#endif
}

/* List the moves of pos, a chain=free position past its opening, into
 * f's list (emptied), in the documented order: by starting square in
 * reading order, then as free_routes() finds them. */
static void
free_list(struct lf_position *pos, struct free_listing *f)
{
	int r, c, idx, v;
	uint64_t bits;

	f->cell = pos->priv.cell;
	f->jumps = pos->rules.jumps;
	f->stop = 0;
	f->more = 0;
	for (r = 0; r < pos->height && !f->stop; r++)
		for (bits = lf_jumpers_in_row(pos, r); bits && !f->stop;
		    bits &= bits - 1) {
			c = lf_ctz64(bits);
			idx = lf_cell_at(c, r);
			v = f->cell[idx];
			f->route[0] = (uint16_t)idx;
			f->points = 0;
			f->cell[idx] = LF_EMPTY;
			free_routes(f, idx, 0);
			f->cell[idx] = (unsigned char)v;
		}
}

/* Fill list with the legal moves of pos, in the documented order, but no
 * more than most of them, spending the meter: LF_LIST_ALL when it holds
 * them all or the meter ran out (the caller looks), LF_LIST_MORE when
 * there were more, LF_LIST_FAILED when memory ran out.  The moves listed
 * are legal in every case. */
enum lf_list_result
lf_list_moves(struct lf_position *pos, struct lf_move_list *list,
    struct lf_meter *m, uint64_t most)
{
	struct listing lst;
	uint16_t route[LF_MAX_ROUTE];

	list->count = 0;
	list->squares_len = 0;
	list->failed = 0;
	if (pos->rules.chain == LF_CHAIN_FREE && !lf_in_opening(pos)) {
		struct free_listing f;

		f.list = list;
		f.meter = m;
		f.most = most;
		free_list(pos, &f);
		if (list->failed)
			return LF_LIST_FAILED;
		return f.more ? LF_LIST_MORE : LF_LIST_ALL;
	}
	lst.list = list;
	lst.most = most;
	lst.more = 0;
	lf_walk(pos, list_visit, &lst, route, m, 0);
	if (list->failed)
		return LF_LIST_FAILED;
	return lst.more ? LF_LIST_MORE : LF_LIST_ALL;
}

/* Fill list with the legal moves of pos, in the documented order, within
 * the budget; the list's memory is reused from call to call.  When the
 * budget runs out the list holds the moves found until then, every one
 * legal.  pos is changed during the call and restored. */
enum lf_status
lf_generate(struct lf_position *pos, struct lf_move_list *list,
    const struct lf_budget *budget, struct lf_error *err)
{
	struct lf_meter m;

	lf_meter_start(&m, budget);
	switch (lf_list_moves(pos, list, &m, m.max_moves)) {
	case LF_LIST_FAILED:
		return lf_error_set(err, LF_ENOMEM, 0,
		    "out of memory listing moves");
	case LF_LIST_MORE:
		m.out = LF_METER_MOVES;
		break;
	case LF_LIST_ALL:
	default:
		break;
	}
	if (m.out != LF_METER_GOING)
		return lf_meter_fail(&m, err, "listing moves");
	return LF_OK;
}

/* What each_visit calls, and the move it hands over: a view of the
 * walker's route (no room of its own, cap 0), so that nothing is
 * copied. */
struct each {
	int (*visit)(const struct lf_move *move, void *arg);
	void *arg;
	struct lf_move view;
};

/* Hand the route in the walker to the caller's function. */
static void
each_visit(struct lf_walker *w, int length)
{
	struct each *each = w->data;

	each->view.length = length;
	if (lf_meter_moves(w->meter, 1) ||
	    each->visit(&each->view, each->arg) != 0)
		w->stop = 1;
}

/* Call visit with each legal move of pos in turn, in the documented
 * order, until it returns non-zero or the budget runs out: a list of any
 * length in constant memory.  The move is valid during the call only.
 * The walk runs on a copy of pos, so visit may read pos. */
enum lf_status
lf_each_move(const struct lf_position *pos,
    int (*visit)(const struct lf_move *move, void *arg), void *arg,
    const struct lf_budget *budget, struct lf_error *err)
{
	struct lf_position *work = malloc(sizeof *work);
	struct lf_meter m;
	struct each each;
	uint16_t route[LF_MAX_ROUTE];

	if (work == NULL)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	*work = *pos;
	each.visit = visit;
	each.arg = arg;
	each.view.length = 0;
	each.view.cap = 0;
	each.view.square = route;
	lf_meter_start(&m, budget);
	lf_walk(work, each_visit, &each, route, &m, 0);
	free(work);
	if (m.out != LF_METER_GOING)
		return lf_meter_fail(&m, err, "listing moves");
	return LF_OK;
}

/* What nth_visit looks for: the index of the wanted move and where to put
 * it. */
struct nth {
	uint64_t left;
	struct lf_move *move;
};

/* Stop the walk at the wanted move, keeping its route. */
static void
nth_visit(struct lf_walker *w, int length)
{
	struct nth *nth = w->data;

	if (nth->left-- == 0) {
		nth->move->length = length;
		w->stop = 1;
	}
}

/* Put move n (0-based, in the documented order) of pos into *move: 1 when
 * found, 0 when there are not that many or the meter ran out. */
int
lf_pick_nth(struct lf_position *pos, uint64_t n, struct lf_move *move,
    struct lf_meter *m)
{
	struct nth nth;

	nth.left = n;
	nth.move = move;
	move->length = 0;
	lf_walk(pos, nth_visit, &nth, move->square, m, 0);
	return move->length > 0;
}

/* Put the continuation k (0-based, in walk order) of the chain=free jump
 * in direction d from `from` into move: the board is set as after the
 * jump and walked from the landing cell. */
void
lf_pick_free_extension(struct lf_position *p, const struct lf_free_scan *scan,
    int d, int from, uint64_t k, struct lf_move *move, struct lf_meter *m)
{
	struct lf_walker w;
	struct nth nth;
	int off = scan->dirs[d].offset, mid = from + off, land = mid + off;
	int v = p->priv.cell[mid];

	nth.left = k;
	nth.move = move;
	w.placed = 0;
	w.pos = p;
	w.chain = LF_CHAIN_FREE;
	w.visit = nth_visit;
	w.data = &nth;
	w.route = move->square;
	w.stop = 0;
	w.meter = m;
	w.memo = 0;
	w.visits = 0;
	w.mover = p->priv.cell[from];
	w.points = v;
	w.route[0] = (uint16_t)from;
	w.route[1] = (uint16_t)land;
	lf_store_cell(p, from, LF_EMPTY);
	lf_store_cell(p, mid, LF_EMPTY);
	lf_walk_routes(&w, land, 1);
	lf_store_cell(p, mid, v);
	lf_store_cell(p, from, w.mover);
}

/* Put move n (0-based, in the documented order) of pos into *move, within
 * the budget.  pos is changed during the call and restored; nothing is
 * allocated but the move's room for a route of the board. */
enum lf_status
lf_nth_move(struct lf_position *pos, uint64_t n, struct lf_move *move,
    const struct lf_budget *budget, struct lf_error *err)
{
	struct lf_meter m;

	if (lf_move_fit(move, pos) != 0)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	lf_meter_start(&m, budget);
	if (lf_pick_nth(pos, n, move, &m))
		return LF_OK;
	if (m.out != LF_METER_GOING)
		return lf_meter_fail(&m, err, "finding a move");
	return lf_error_set(err, LF_EINVAL, 0, "no move %llu: the position "
	    "has fewer moves", (unsigned long long)n);
}
