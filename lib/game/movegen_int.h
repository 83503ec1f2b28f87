/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* movegen_int.h: what the move generation files (movegen*.c), apply.c
 * and the engines share: the directions (dirs_int.h); the cell and
 * bit-row helpers; the meter that spends a budget (budget_int.h); the
 * route walker; and the search for the best route of one piece. */
#ifndef LF_MOVEGEN_INT_H
#define LF_MOVEGEN_INT_H

#include "leapfrog.h"
#include "bits_int.h"
#include "board_int.h"
#include "budget_int.h"
#include "dirs_int.h"

/* A function inlined always where speed counts, the hot loops of move
 * generation whose direction steps so become constants, but left to the
 * compiler where size counts (-Os: the engine in the page, whose module
 * every page of lf-render --format=html holds). */
#ifdef __OPTIMIZE_SIZE__
#define LF_HOT_INLINE static inline
#else
#define LF_HOT_INLINE static inline __attribute__((always_inline))
#endif

/* Whether a cell value is a piece (LF_EMPTY and LF_OFF have no low bits). */
#define LF_IS_PIECE(v) (((v) & 0x0f) != 0)

/* The SplitMix64 finaliser: a fixed, well-mixed 64-bit key for each
 * feature of a position (a piece on a cell, a captured cell), computed
 * instead of stored. */
static inline uint64_t
lf_mix64(uint64_t z)
{
	z += UINT64_C(0x9e3779b97f4a7c15);
	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

/* The Zobrist keys of the search's and the solver's tables: a piece of
 * value v on cell index, and the side to move with the removals still
 * due. */
static inline uint64_t
lf_piece_key(int index, int v)
{
	return lf_mix64((uint64_t)index << 4 | (uint64_t)v);
}

static inline uint64_t
lf_turn_key(const struct lf_position *pos)
{
	long left = lf_opening_removals(&pos->rules) - pos->ply;
	uint64_t k = lf_mix64(UINT64_C(0x100000) | (uint64_t)pos->turn);

	if (left > 0)
		k ^= lf_mix64(UINT64_C(0x200000) | (uint64_t)left);
	return k;
}

/* Shift a bit row so that bit c holds what was at column c + k. */
static inline uint64_t
lf_shift_columns(uint64_t bits, int k)
{
	return k >= 0 ? bits >> k : bits << -k;
}

/* The cells of bit row r (of rows with two zero rows either side) from
 * which a jump in direction (dc, dr) is open: with constant steps the
 * shifts fold into single instructions. */
static inline uint64_t
lf_open_in(const uint64_t *piece, const uint64_t *empty, int r, int dc, int dr)
{
	return lf_shift_columns(piece[r + dr], dc) &
	    lf_shift_columns(empty[r + 2 * dr], 2 * dc);
}

/* The pieces of bit row r (of rows with two zero rows either side) that
 * can jump in any direction of the rule: a piece, a piece beside it, and
 * an empty cell behind that; the directions written out from their
 * lists, so that every shift is a constant, and inline, since playouts
 * call it for every row they touch at every move. */
static inline uint64_t
lf_jumpers_of_row(const uint64_t *pc, const uint64_t *em, int r,
    enum lf_jumps jumps)
{
	uint64_t open = 0;

#define OPEN_IN(dc, dr) open |= lf_open_in(pc, em, r, dc, dr);
	LF_FOR_DIRS(jumps, OPEN_IN)
#undef OPEN_IN
	return open & pc[r];
}

/* The pieces of row r (from the top) of a position that can jump. */
static inline uint64_t
lf_jumpers_in_row(const struct lf_position *p, int r)
{
	return lf_jumpers_of_row(p->priv.piece_bits, p->priv.empty_bits, r + 2,
	    p->rules.jumps);
}

/*
 * A set of states of a route, a state being where the moving piece stands
 * and which pieces it has captured, each named by two 64-bit Zobrist keys
 * (XORs of lf_state_key_a() and lf_state_key_b() of the captured cells
 * and, offset by LF_CELLS, of the piece's cell): what the best route
 * search has seen and what the walker has found leads nowhere, so that
 * neither follows a state twice.  It starts in the struct and grows to at
 * most LF_STATE_MAX slots (16 MB); past that, old states make way.
 */
#define LF_STATE_SMALL 64
#define LF_STATE_MAX (1 << 20)
#define LF_STATE_PROBES 8
struct lf_state_slot {
	uint64_t a, b; /* both 0: empty */
};
struct lf_state_set {
	struct lf_state_slot *slot;
	size_t mask, used;
	struct lf_state_slot small[LF_STATE_SMALL];
};
void lf_state_set_clear(struct lf_state_set *set);
int lf_state_set_has(struct lf_state_set *set, uint64_t a, uint64_t b,
    int add);

/* The two keys of a cell in a state. */
static inline uint64_t
lf_state_key_a(int index)
{
	return lf_mix64((uint64_t)index);
}

static inline uint64_t
lf_state_key_b(int index)
{
	return lf_mix64((uint64_t)index | UINT64_C(0x5bd1e99500000000));
}

/*
 * The walker: a depth-first search over the routes of every piece,
 * calling visit() at each legal route with the board, scores, ply and
 * turn set to the position after the move, and route[0 .. length-1]
 * holding it.  Every jump tried is a step of the meter.
 */
struct lf_walker {
	struct lf_position *pos;
	enum lf_chain chain;
	int target;      /* under chain=most: the jumps a route must make */
	int mover;       /* the value of the moving piece */
	long points;     /* captured by the route so far */
	void (*visit)(struct lf_walker *w, int length);
	void *data;
	int stop;        /* set by visit() or the meter to end the walk */
	int placed;      /* visit() reads the position after the move, not
			    only the route */
	uint16_t *route; /* the route so far: LF_MAX_ROUTE squares */
	struct lf_meter *meter;
	/* Under chain=most (memo set): the states from which no route
	 * makes the target (see lf_walk_routes()), the keys of the
	 * captures made, and the routes visited so far. */
	int memo;
	uint64_t ka, kb;
	uint64_t visits;
	struct lf_state_set dead;
};

void lf_walk_moves(struct lf_walker *w);
void lf_walk(struct lf_position *pos, void (*visit)(struct lf_walker *, int),
    void *data, uint16_t *route, struct lf_meter *m, int placed);
void lf_walk_routes(struct lf_walker *w, int cur, int jumps);
int lf_can_jump_from(const struct lf_position *pos, int cur);

/*
 * The best route of one piece (movegen_best.c): the most jumps (what
 * chain=most demands) or, weighted, the most points, searched depth first
 * without listing every route: a route that reaches a landing cell with a
 * set of pieces captured that an earlier route reached is not followed
 * again, and the search ends once a route takes every piece it could.
 */
struct lf_best_route {
	int weighted;       /* count points, not jumps */
	int goal;           /* stop once a route totals this much; 0: none */
	int total;          /* out: the best total found */
	int length;         /* out: its squares, with the start */
	uint16_t *route;    /* out, when not NULL: its squares */
};
void lf_best_route(struct lf_position *pos, int start, struct lf_meter *m,
    struct lf_best_route *best);
int lf_best_capture(struct lf_position *pos, struct lf_meter *m);
int lf_best_capture_route(struct lf_position *pos, struct lf_meter *m,
    uint16_t *route, int *length);
/* movegen_euler.c: the route that captures all a piece can reach. */
int lf_capture_all_route(const struct lf_position *pos, int start,
    uint16_t *route);

/* movegen_scan.c: the removable pieces, and the scan with which
 * chain=free moves are counted (movegen_count.c) and picked
 * (movegen_random.c) a bit row at a time (see there). */
int lf_removable_value(const struct lf_position *pos);
uint64_t lf_removable_rows(const struct lf_position *p, uint64_t *rows);
struct lf_free_scan {
	const struct lf_direction *dirs;
	int ndirs;
	uint64_t open[LF_DIRS_MAX][LF_MAX_HEIGHT + 4];
	uint64_t any_open[LF_MAX_HEIGHT + 4];
	uint64_t group[LF_DIRS_MAX][LF_MAX_HEIGHT + 4]; /* routes per
							  * direction and row */
};
void lf_free_scan_init(const struct lf_position *p,
    const struct lf_direction *dirs, int ndirs, struct lf_free_scan *scan);

/* The landing cells, in bit row r + 2dr, of the jumps in direction d
 * from the movers of bit row r that might be extended: those open in any
 * direction.  Open back over m is never among them, since the cell behind
 * m is the jumping piece's own, which holds a piece on this board. */
static inline uint64_t
lf_free_scan_extendable(const struct lf_free_scan *scan, int d, int r,
    uint64_t movers)
{
	return lf_shift_columns(movers, -2 * scan->dirs[d].dc) &
	    scan->any_open[r + 2 * scan->dirs[d].dr];
}
uint64_t lf_free_extensions(struct lf_position *p,
    const struct lf_free_scan *scan, int d, int land, struct lf_meter *m);
uint64_t lf_free_count(struct lf_position *p, struct lf_free_scan *scan,
    struct lf_meter *m);
uint64_t lf_count_in_place(struct lf_position *p, struct lf_meter *m);

/* movegen_list.c: listing with a cap on the moves (the search), and
 * the routes of a list read without checks. */
enum lf_list_result { LF_LIST_ALL, LF_LIST_MORE, LF_LIST_FAILED };
enum lf_list_result lf_list_moves(struct lf_position *pos,
    struct lf_move_list *list, struct lf_meter *m, uint64_t most);
int lf_move_list_add(struct lf_move_list *list, const uint16_t *square,
    int length);

/* Point *squares at the route of move i of a list, which must be there,
 * and return its length. */
static inline int
lf_list_route(const struct lf_move_list *list, size_t i,
    const uint16_t **squares)
{
	*squares = list->squares + list->start[i];
	return (int)(list->start[i + 1] - list->start[i]);
}

/* The points move i of a list that lf_list_moves() filled captures:
 * lf_route_points() of its route in the position listed. */
static inline long
lf_list_points(const struct lf_move_list *list, size_t i)
{
	return list->points[i];
}

/* movegen_list.c: the n-th move, and the k-th extension of a chain=free
 * jump, found by walking to it. */
int lf_pick_nth(struct lf_position *pos, uint64_t n, struct lf_move *move,
    struct lf_meter *m);
void lf_pick_free_extension(struct lf_position *p,
    const struct lf_free_scan *scan, int d, int from, uint64_t k,
    struct lf_move *move, struct lf_meter *m);

/* apply.c: make a move whose squares are known to be cells and whose
 * steps are jumps, as the generator's are. */
void lf_apply_route(struct lf_position *pos, const uint16_t *square,
    int length);

/* The points a move whose shape is sound captures: the generator's
 * moves, for the engines, which rank every move of a node by them
 * (inline for that). */
static inline long
lf_route_points(const struct lf_position *pos, const uint16_t *square,
    int length)
{
	long points = 0;
	int i;

	if (length == 1)
		return pos->priv.cell[square[0]];
	/* A route never jumps the same cell twice: each jumped piece leaves
	 * the board at once. */
	for (i = 1; i < length; i++)
		points += pos->priv.cell[(square[i - 1] + square[i]) / 2];
	return points;
}

#endif /* LF_MOVEGEN_INT_H */
