/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* movegen.c: legal moves.  Pieces that can start a jump are found a whole
 * bit row at a time; routes are then followed cell by cell on the padded
 * board, capturing and restoring in place, so that nothing is copied or
 * allocated per jump.  Perft walks the routes and recurses at the end of
 * each one while the board stands in the position after it. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "movegen_int.h"

#define S LF_STRIDE

/* The number of bits set: the classic SWAR sum, inline, because without
 * -mpopcnt the compiler's builtin is a library call. */
static inline int
popcount64(uint64_t x)
{
	x = x - ((x >> 1) & UINT64_C(0x5555555555555555));
	x = (x & UINT64_C(0x3333333333333333)) +
	    ((x >> 2) & UINT64_C(0x3333333333333333));
	x = (x + (x >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
	return (int)((x * UINT64_C(0x0101010101010101)) >> 56);
}

/* Shift a bit row so that bit c holds what was at column c + k. */
static inline uint64_t
shift_columns(uint64_t bits, int k)
{
	return k >= 0 ? bits >> k : bits << -k;
}

/* The cells of bit row r (of rows with two zero rows either side) from
 * which a jump in direction (dc, dr) is open: with constant steps the
 * shifts fold into single instructions. */
static inline uint64_t
open_in(const uint64_t *piece, const uint64_t *empty, int r, int dc, int dr)
{
	return shift_columns(piece[r + dr], dc) &
	    shift_columns(empty[r + 2 * dr], 2 * dc);
}

/* The pieces of row r (from the top) that can jump in any direction:
 * a piece, a piece beside it, and an empty cell behind that.  The
 * directions are those of board.c's tables, written out for each kind of
 * jump, as count_free_orth() and its kin do, so that every shift is a
 * constant. */
static inline uint64_t
jumpers_in_row(const struct lf_position *p, int r)
{
	const uint64_t *pc = p->piece_bits, *em = p->empty_bits;
	uint64_t open;

	r += 2;
	open = open_in(pc, em, r, 0, -1) | open_in(pc, em, r, 1, 0) |
	    open_in(pc, em, r, 0, 1) | open_in(pc, em, r, -1, 0);
	if (p->rules.jumps == LF_JUMPS_HEX)
		open |= open_in(pc, em, r, 1, -1) | open_in(pc, em, r, -1, 1);
	else if (p->rules.jumps == LF_JUMPS_DIAG8)
		open |= open_in(pc, em, r, 1, -1) | open_in(pc, em, r, 1, 1) |
		    open_in(pc, em, r, -1, 1) | open_in(pc, em, r, -1, -1);
	return open & pc[r];
}

/* The pieces of row r (from the top) that can start a jump, as a bit row:
 * for the search's estimates (search.c). */
uint64_t
lf_jumpers_in_row(const struct lf_position *pos, int r)
{
	return jumpers_in_row(pos, r);
}

/* The length in jumps of the longest route of the piece lifted from cur
 * (its cell already empty): what chain=most demands. */
int
lf_longest_from(struct lf_position *pos, const struct lf_direction *dirs,
    int ndirs, int cur)
{
	int i, best = 0;

	for (i = 0; i < ndirs; i++) {
		int mid = cur + dirs[i].offset, land = mid + dirs[i].offset;
		int v = pos->cell[mid], n;
		if (!LF_IS_PIECE(v) || pos->cell[land] != LF_EMPTY)
			continue;
		pos->cell[mid] = LF_EMPTY;
		n = 1 + lf_longest_from(pos, dirs, ndirs, land);
		pos->cell[mid] = (unsigned char)v;
		if (n > best)
			best = n;
	}
	return best;
}

/* Whether a piece standing on cur could jump. */
int
lf_can_jump_from(const struct lf_position *pos, int cur)
{
	const struct lf_direction *dirs;
	int i, ndirs = lf_directions(pos->rules.jumps, &dirs);

	for (i = 0; i < ndirs; i++) {
		int mid = cur + dirs[i].offset;
		if (LF_IS_PIECE(pos->cell[mid]) &&
		    pos->cell[mid + dirs[i].offset] == LF_EMPTY)
			return 1;
	}
	return 0;
}

/* The lowest value a removal may take: that of the lowest piece under
 * removal=low, 0 (any piece) under removal=any. */
static int
removable_value(const struct lf_position *pos)
{
	return pos->rules.removal == LF_REMOVAL_LOW ? lf_lowest_value(pos) : 0;
}

/*
 * The walker: a depth-first search over the routes of every piece, calling
 * visit() at each legal route with the board, scores, ply and turn set to
 * the position after the move.
 */
struct walker {
	struct lf_position *pos;
	const struct lf_direction *dirs;
	int ndirs;
	enum lf_chain chain;
	int max;    /* under chain=most: the jumps a route must make */
	int mover;  /* the value of the moving piece */
	long points;
	void (*visit)(struct walker *w, int length);
	void *data;
	int stop;   /* set by visit() to end the walk */
	uint16_t *route; /* the route so far: LF_MAX_ROUTE squares */
};

/* Advance the turn and ply as after a move worth points, call the
 * visitor, and undo. */
static void
visit_after(struct walker *w, int length, long points)
{
	struct lf_position *p = w->pos;
	int player = p->turn;

	p->score[player] += points;
	p->ply++;
	p->turn = player + 1 == p->rules.players ? 0 : player + 1;
	w->visit(w, length);
	p->turn = player;
	p->ply--;
	p->score[player] -= points;
}

/* Visit the route that has reached cur after `jumps` jumps: the piece is
 * put down there for the visit and lifted again. */
static void
visit_route(struct walker *w, int cur, int jumps)
{
	lf_set_cell(w->pos, cur, w->mover);
	visit_after(w, jumps + 1, w->points);
	lf_set_cell(w->pos, cur, LF_EMPTY);
}

/* Follow every route from cur, where the lifted piece stands after jumps
 * jumps, visiting those the chain rule allows. */
static void
walk(struct walker *w, int cur, int jumps)
{
	struct lf_position *p = w->pos;
	int i, any = 0;

	for (i = 0; i < w->ndirs && !w->stop; i++) {
		int mid = cur + w->dirs[i].offset, land = mid + w->dirs[i].offset;
		int v = p->cell[mid];
		if (!LF_IS_PIECE(v) || p->cell[land] != LF_EMPTY)
			continue;
		any = 1;
		lf_set_cell(p, mid, LF_EMPTY);
		w->points += v;
		w->route[jumps + 1] = (uint16_t)land;
		if (w->chain == LF_CHAIN_FREE)
			visit_route(w, land, jumps + 1);
		if (!w->stop)
			walk(w, land, jumps + 1);
		w->points -= v;
		lf_set_cell(p, mid, v);
	}
	if (!any && jumps > 0 && w->chain != LF_CHAIN_FREE &&
	    (w->chain == LF_CHAIN_CONTINUE || jumps == w->max))
		visit_route(w, cur, jumps);
}

/* Visit every legal move of the position, in the documented order: by
 * starting square in reading order (top row first, left to right), then
 * routes depth first with directions in table order, a route before its
 * extensions. */
static void
walk_moves(struct walker *w)
{
	struct lf_position *p = w->pos;
	int r, c, idx, v;
	uint64_t bits;

	w->ndirs = lf_directions(p->rules.jumps, &w->dirs);
	w->chain = p->rules.chain;
	w->stop = 0;
	if (lf_in_opening(p)) {
		int low = removable_value(p);
		for (r = 0; r < p->height && !w->stop; r++)
			for (bits = p->piece_bits[r + 2]; bits && !w->stop;
			    bits &= bits - 1) {
				c = __builtin_ctzll(bits);
				idx = lf_index(c, r);
				v = p->cell[idx];
				if (low != 0 && v != low)
					continue;
				w->route[0] = (uint16_t)idx;
				lf_set_cell(p, idx, LF_EMPTY);
				visit_after(w, 1, v);
				lf_set_cell(p, idx, v);
			}
		return;
	}
	for (r = 0; r < p->height && !w->stop; r++) {
		bits = jumpers_in_row(p, r);
		for (; bits && !w->stop; bits &= bits - 1) {
			c = __builtin_ctzll(bits);
			idx = lf_index(c, r);
			w->mover = p->cell[idx];
			w->points = 0;
			w->route[0] = (uint16_t)idx;
			lf_set_cell(p, idx, LF_EMPTY);
			if (w->chain == LF_CHAIN_MOST)
				w->max = lf_longest_from(p, w->dirs, w->ndirs, idx);
			walk(w, idx, 0);
			lf_set_cell(p, idx, w->mover);
		}
	}
}

/* Count the routes the chain rule allows from cur, where the lifted piece
 * stands after jumps jumps, without visiting them. */
static uint64_t
count_from(struct lf_position *p, const struct lf_direction *dirs, int ndirs,
    int cur, int jumps, enum lf_chain chain, int max)
{
	uint64_t total = 0;
	int i, any = 0;

	for (i = 0; i < ndirs; i++) {
		int mid = cur + dirs[i].offset, land = mid + dirs[i].offset;
		int v = p->cell[mid];
		if (!LF_IS_PIECE(v) || p->cell[land] != LF_EMPTY)
			continue;
		any = 1;
		p->cell[mid] = LF_EMPTY;
		total += (chain == LF_CHAIN_FREE) +
		    count_from(p, dirs, ndirs, land, jumps + 1, chain, max);
		p->cell[mid] = (unsigned char)v;
	}
	if (!any && jumps > 0 && chain != LF_CHAIN_FREE &&
	    (chain == LF_CHAIN_CONTINUE || jumps == max))
		return 1;
	return total;
}

/*
 * The hot path of perft and random play: chain=free routes counted with
 * the directions unrolled, one function per kind of jump.  FREE_STEP
 * counts the jump in direction off and every route that extends it.
 */
#define FREE_STEP(fn, off)                                                 \
	do {                                                               \
		int v_ = cell[cur + (off)];                                \
		if (LF_IS_PIECE(v_) && cell[cur + 2 * (off)] == LF_EMPTY) { \
			cell[cur + (off)] = LF_EMPTY;                      \
			total += 1 + fn(cell, cur + 2 * (off));            \
			cell[cur + (off)] = (unsigned char)v_;             \
		}                                                          \
	} while (0)

/* Count chain=free routes from cur with orthogonal jumps. */
static uint64_t
count_free_orth(unsigned char *cell, int cur)
{
	uint64_t total = 0;

	FREE_STEP(count_free_orth, -S);
	FREE_STEP(count_free_orth, 1);
	FREE_STEP(count_free_orth, S);
	FREE_STEP(count_free_orth, -1);
	return total;
}

/* Count chain=free routes from cur with hexagonal jumps. */
static uint64_t
count_free_hex(unsigned char *cell, int cur)
{
	uint64_t total = 0;

	FREE_STEP(count_free_hex, -S);
	FREE_STEP(count_free_hex, -S + 1);
	FREE_STEP(count_free_hex, 1);
	FREE_STEP(count_free_hex, S);
	FREE_STEP(count_free_hex, S - 1);
	FREE_STEP(count_free_hex, -1);
	return total;
}

/* Count chain=free routes from cur with orthogonal and diagonal jumps. */
static uint64_t
count_free_diag8(unsigned char *cell, int cur)
{
	uint64_t total = 0;

	FREE_STEP(count_free_diag8, -S);
	FREE_STEP(count_free_diag8, -S + 1);
	FREE_STEP(count_free_diag8, 1);
	FREE_STEP(count_free_diag8, S + 1);
	FREE_STEP(count_free_diag8, S);
	FREE_STEP(count_free_diag8, S - 1);
	FREE_STEP(count_free_diag8, -1);
	FREE_STEP(count_free_diag8, -S - 1);
	return total;
}

/* Count the routes from cur (the piece lifted) under the position's
 * rules. */
static uint64_t
count_routes(struct lf_position *p, const struct lf_direction *dirs, int ndirs,
    int cur, int max)
{
	if (p->rules.chain != LF_CHAIN_FREE)
		return count_from(p, dirs, ndirs, cur, 0, p->rules.chain, max);
	switch (p->rules.jumps) {
	case LF_JUMPS_HEX:
		return count_free_hex(p->cell, cur);
	case LF_JUMPS_DIAG8:
		return count_free_diag8(p->cell, cur);
	case LF_JUMPS_ORTH:
	default:
		return count_free_orth(p->cell, cur);
	}
}

/*
 * Counting and picking chain=free moves a bit row at a time.  open[e]
 * marks the cells from which a jump in direction e is open (a piece next,
 * an empty cell behind).  A jump in direction d from p to l over m can be
 * extended only through a direction other than back over m (the cells p
 * and m that the jump empties are neither a piece beside l nor behind
 * one), and those are open from l before the jump as after it, so a jump
 * whose landing cell is open in no direction is exactly one route, and
 * only the rarer others are followed cell by cell.
 */
struct free_scan {
	const struct lf_direction *dirs;
	int ndirs;
	uint64_t open[8][LF_MAX_HEIGHT + 4];
	uint64_t any_open[LF_MAX_HEIGHT + 4];
	uint64_t group[8][LF_MAX_HEIGHT + 4]; /* routes per direction and row */
};

/* Fill the open rows of every direction. */
static void
free_scan_init(const struct lf_position *p, const struct lf_direction *dirs,
    int ndirs, struct free_scan *scan)
{
	int r, e, h = p->height;

	scan->dirs = dirs;
	scan->ndirs = ndirs;
	memset(scan->any_open, 0, sizeof(uint64_t) * (size_t)(h + 4));
	for (e = 0; e < ndirs; e++) {
		int dc = dirs[e].dc, dr = dirs[e].dr;
		uint64_t *open = scan->open[e];
		open[0] = open[1] = open[h + 2] = open[h + 3] = 0;
		/* A loop for each sign of dc, so the shifts have no branch. */
		if (dc >= 0)
			for (r = 2; r < h + 2; r++)
				open[r] = (p->piece_bits[r + dr] >> dc) &
				    (p->empty_bits[r + 2 * dr] >> 2 * dc);
		else
			for (r = 2; r < h + 2; r++)
				open[r] = (p->piece_bits[r + dr] << -dc) &
				    (p->empty_bits[r + 2 * dr] << -2 * dc);
		for (r = 2; r < h + 2; r++)
			scan->any_open[r] |= open[r];
	}
}

/* The landing cells, in bit row r + 2dr, of the jumps in direction d
 * from the movers of bit row r that might be extended: those open in any
 * direction.  Open back over m is never among them, since the cell behind
 * m is the jumping piece's own, which holds a piece on this board. */
static inline uint64_t
free_scan_extendable(const struct free_scan *scan, int d, int r,
    uint64_t movers)
{
	return shift_columns(movers, -2 * scan->dirs[d].dc) &
	    scan->any_open[r + 2 * scan->dirs[d].dr];
}

/* The routes that extend the jump in direction d landing on land. */
static uint64_t
free_extensions(struct lf_position *p, const struct free_scan *scan, int d,
    int land)
{
	int mid = land - scan->dirs[d].offset, from = mid - scan->dirs[d].offset;
	int v = p->cell[from], m = p->cell[mid];
	uint64_t n;

	p->cell[from] = LF_EMPTY;
	p->cell[mid] = LF_EMPTY;
	n = count_routes(p, scan->dirs, scan->ndirs, land, 0);
	p->cell[from] = (unsigned char)v;
	p->cell[mid] = (unsigned char)m;
	return n;
}

/* The number of chain=free routes whose first jump goes in direction d
 * from a mover of bit row r. */
static uint64_t
free_group_count(struct lf_position *p, const struct free_scan *scan, int d,
    int r, uint64_t movers)
{
	uint64_t total = (uint64_t)popcount64(movers), rest;
	int lr = r + 2 * scan->dirs[d].dr;

	for (rest = free_scan_extendable(scan, d, r, movers); rest;
	    rest &= rest - 1)
		total += free_extensions(p, scan, d,
		    lf_index(__builtin_ctzll(rest), lr - 2));
	return total;
}

/* Count every chain=free move of p. */
static uint64_t
count_free_bulk(struct lf_position *p, const struct lf_direction *dirs, int ndirs)
{
	static _Thread_local struct free_scan scan;
	uint64_t total = 0, movers;
	int r, d;

	free_scan_init(p, dirs, ndirs, &scan);
	for (d = 0; d < ndirs; d++)
		for (r = 2; r < p->height + 2; r++) {
			movers = p->piece_bits[r] & scan.open[d][r];
			if (movers != 0)
				total += free_group_count(p, &scan, d, r, movers);
		}
	return total;
}

/* Count the removals the opening allows in p. */
static uint64_t
count_removals(const struct lf_position *p)
{
	int low = removable_value(p), r;
	uint64_t total = 0, bits;

	for (r = 0; r < p->height; r++) {
		bits = p->piece_bits[r + 2];
		if (low == 0) {
			total += (uint64_t)popcount64(bits);
			continue;
		}
		for (; bits; bits &= bits - 1)
			total += p->cell[lf_index(__builtin_ctzll(bits), r)] == low;
	}
	return total;
}

/* Count the legal moves of p, changing cells only for the time of the
 * count. */
static uint64_t
count_in_place(struct lf_position *p)
{
	const struct lf_direction *dirs;
	int ndirs = lf_directions(p->rules.jumps, &dirs);
	enum lf_chain chain = p->rules.chain;
	uint64_t total = 0, bits;
	int r, c, idx, v, max = 0;

	if (lf_in_opening(p))
		return count_removals(p);
	if (chain == LF_CHAIN_FREE)
		return count_free_bulk(p, dirs, ndirs);
	for (r = 0; r < p->height; r++)
		for (bits = jumpers_in_row(p, r); bits;
		    bits &= bits - 1) {
			c = __builtin_ctzll(bits);
			idx = lf_index(c, r);
			v = p->cell[idx];
			p->cell[idx] = LF_EMPTY;
			if (chain == LF_CHAIN_MOST)
				max = lf_longest_from(p, dirs, ndirs, idx);
			total += count_routes(p, dirs, ndirs, idx, max);
			p->cell[idx] = (unsigned char)v;
		}
	return total;
}

/* The number of legal moves in a position (pos is changed during the call
 * and restored before it returns). */
uint64_t
lf_count_moves(struct lf_position *pos)
{
	return count_in_place(pos);
}

/* Whether the game is over: the player to move has no legal move. */
int
lf_game_over(const struct lf_position *pos)
{
	int r;

	if (lf_in_opening(pos))
		return lf_lowest_value(pos) == 0;
	for (r = 0; r < pos->height; r++)
		if (jumpers_in_row(pos, r) != 0)
			return 0;
	return 1;
}

/* The jumps of the longest route of the piece on start (0 if it cannot
 * jump or there is no piece). */
int
lf_best_route_length(struct lf_position *pos, int start)
{
	const struct lf_direction *dirs;
	int n, v, ndirs = lf_directions(pos->rules.jumps, &dirs);

	if (!lf_on_board(pos, start) || !LF_IS_PIECE(pos->cell[start]))
		return 0;
	v = pos->cell[start];
	pos->cell[start] = LF_EMPTY;
	n = lf_longest_from(pos, dirs, ndirs, start);
	pos->cell[start] = (unsigned char)v;
	return n;
}

/* Perft state: the depth still to search and the leaves found. */
struct perft {
	int depth;
	uint64_t nodes;
};

static uint64_t perft_in_place(struct lf_position *p, int depth);

/* At the end of a route, search the position after it. */
static void
perft_visit(struct walker *w, int length)
{
	struct perft *pf = w->data;

	(void)length;
	pf->nodes += perft_in_place(w->pos, pf->depth - 1);
}

/* The route squares perft writes and never reads, shared by every level. */
static _Thread_local uint16_t perft_route[LF_MAX_ROUTE];

/* The leaves depth plies below p, counting the moves of the last ply in
 * bulk. */
static uint64_t
perft_in_place(struct lf_position *p, int depth)
{
	struct walker w;
	struct perft pf;

	if (depth <= 0)
		return 1;
	if (depth == 1)
		return count_in_place(p);
	pf.depth = depth;
	pf.nodes = 0;
	w.pos = p;
	w.visit = perft_visit;
	w.data = &pf;
	w.route = perft_route;
	walk_moves(&w);
	return pf.nodes;
}

/* The number of move sequences of depth plies from pos (perft), counting
 * the last ply in bulk; pos is changed during the call and restored. */
uint64_t
lf_perft(struct lf_position *pos, int depth)
{
	return perft_in_place(pos, depth);
}

/* What nth_visit looks for: the index of the wanted move and where to put
 * it. */
struct nth {
	uint64_t left;
	struct lf_move *move;
};

/* Stop the walk at the wanted move, keeping its route. */
static void
nth_visit(struct walker *w, int length)
{
	struct nth *nth = w->data;

	if (nth->left-- == 0) {
		nth->move->length = length;
		w->stop = 1;
	}
}

/* Put move n (0-based, in the documented order) of pos into *move and
 * return 0, or return -1 if there are not that many moves.  pos is changed
 * during the call and restored; nothing is allocated. */
int
lf_nth_move(struct lf_position *pos, uint64_t n, struct lf_move *move)
{
	struct walker w;
	struct nth nth;

	nth.left = n;
	nth.move = move;
	move->length = 0;
	w.pos = pos;
	w.visit = nth_visit;
	w.data = &nth;
	w.route = move->square;
	walk_moves(&w);
	return move->length > 0 ? 0 : -1;
}

/* Put the continuation `k` (0-based, in walk order) of the jump in
 * direction d from `from` into move: the board is set as after the jump
 * and walked from the landing cell. */
static void
free_pick_extension(struct lf_position *p, const struct free_scan *scan,
    int d, int from, uint64_t k, struct lf_move *move)
{
	struct walker w;
	struct nth nth;
	int mid = from + scan->dirs[d].offset, land = mid + scan->dirs[d].offset;
	int m = p->cell[mid];

	nth.left = k;
	nth.move = move;
	w.pos = p;
	w.dirs = scan->dirs;
	w.ndirs = scan->ndirs;
	w.chain = LF_CHAIN_FREE;
	w.visit = nth_visit;
	w.data = &nth;
	w.route = move->square;
	w.stop = 0;
	w.mover = p->cell[from];
	w.points = m;
	w.route[0] = (uint16_t)from;
	w.route[1] = (uint16_t)land;
	lf_set_cell(p, from, LF_EMPTY);
	lf_set_cell(p, mid, LF_EMPTY);
	walk(&w, land, 1);
	lf_set_cell(p, mid, m);
	lf_set_cell(p, from, w.mover);
}

/* Pick chain=free move k of p, counting in scan order (by direction, then
 * bit row, then column), which is quick to skip through. */
static void
free_pick(struct lf_position *p, const struct free_scan *scan, uint64_t k,
    struct lf_move *move)
{
	uint64_t movers, group, ext, bit;
	int r, d;

	for (d = 0; d < scan->ndirs; d++)
		for (r = 2; r < p->height + 2; r++) {
			group = scan->group[d][r];
			if (k >= group) {
				k -= group;
				continue;
			}
			movers = p->piece_bits[r] & scan->open[d][r];
			ext = free_scan_extendable(scan, d, r, movers);
			for (; movers; movers &= movers - 1) {
				int c = __builtin_ctzll(movers);
				int from = lf_index(c, r - 2), more = 0;
				int land = from + 2 * scan->dirs[d].offset;
				bit = UINT64_C(1) << (c + 2 * scan->dirs[d].dc);
				if (ext & bit)
					more = (int)free_extensions(p, scan, d, land);
				if (k == 0) {
					move->length = 2;
					move->square[0] = (uint16_t)from;
					move->square[1] = (uint16_t)land;
					return;
				}
				if (k <= (uint64_t)more) {
					free_pick_extension(p, scan, d, from,
					    k - 1, move);
					return;
				}
				k -= 1 + (uint64_t)more;
			}
		}
}

/* Put a removal chosen uniformly at random into *move and return 0, or
 * return -1 when there is none: the pieces are counted and found a bit
 * row at a time, with no walk over the board. */
static int
random_removal(const struct lf_position *pos, struct lf_random *rng,
    struct lf_move *move)
{
	int low = removable_value(pos), r, c, here;
	uint64_t n = count_removals(pos), k, bits;

	if (n == 0)
		return -1;
	k = lf_random_below(rng, n);
	for (r = 0; r < pos->height; r++) {
		bits = pos->piece_bits[r + 2];
		/* Under removal=any a row is skipped whole. */
		if (low == 0 && (uint64_t)(here = popcount64(bits)) <= k) {
			k -= (uint64_t)here;
			continue;
		}
		for (; bits; bits &= bits - 1) {
			c = __builtin_ctzll(bits);
			if (low != 0 && pos->cell[lf_index(c, r)] != low)
				continue;
			if (k-- == 0) {
				move->square[0] = (uint16_t)lf_index(c, r);
				move->length = 1;
				return 0;
			}
		}
	}
	return -1;
}

/* Put a legal move of pos chosen uniformly at random into *move and return
 * 0, or return -1 when there is none.  pos is changed during the call and
 * restored; nothing is allocated. */
int
lf_random_move(struct lf_position *pos, struct lf_random *rng,
    struct lf_move *move)
{
	static _Thread_local struct free_scan scan;
	const struct lf_direction *dirs;
	int ndirs;
	uint64_t n;

	if (lf_in_opening(pos))
		return random_removal(pos, rng, move);
	if (pos->rules.chain != LF_CHAIN_FREE) {
		n = count_in_place(pos);
		if (n == 0)
			return -1;
		return lf_nth_move(pos, lf_random_below(rng, n), move);
	}
	ndirs = lf_directions(pos->rules.jumps, &dirs);
	free_scan_init(pos, dirs, ndirs, &scan);
	n = 0;
	{
		int d, r;
		for (d = 0; d < ndirs; d++)
			for (r = 2; r < pos->height + 2; r++) {
				uint64_t movers = pos->piece_bits[r] &
				    scan.open[d][r];
				scan.group[d][r] = movers == 0 ? 0 :
				    free_group_count(pos, &scan, d, r, movers);
				n += scan.group[d][r];
			}
	}
	if (n == 0)
		return -1;
	free_pick(pos, &scan, lf_random_below(rng, n), move);
	return 0;
}

/* A uniform number in [0, bound) for 0 < bound < 2^32, by Lemire's
 * multiply-and-shift with rejection: playouts draw at every jump, and the
 * two divisions of lf_random_below() would cost them more than the rest
 * of the draw. */
static inline uint32_t
draw_below(struct lf_random *rng, uint32_t bound)
{
	uint64_t m = (lf_random_next(rng) >> 32) * bound;
	uint32_t low = (uint32_t)m, threshold;

	if (low < bound) {
		threshold = (0 - bound) % bound;
		while (low < threshold) {
			m = (lf_random_next(rng) >> 32) * bound;
			low = (uint32_t)m;
		}
	}
	return (uint32_t)(m >> 32);
}

/* Follow a playout route from the jumping piece on from: each jump drawn
 * among the open directions, and under chain=free a stop drawn with them
 * after the first jump.  Cells are changed while the route is drawn and
 * restored before the return. */
static void
playout_route(struct lf_position *p, const struct lf_direction *dirs,
    int ndirs, int from, struct lf_random *rng, struct lf_move *move)
{
	unsigned char captured[LF_MAX_ROUTE];
	int open[8], nopen, i, cur = from, len = 1, v = p->cell[from];
	int may_stop = p->rules.chain == LF_CHAIN_FREE;
	uint32_t choice;

	move->square[0] = (uint16_t)from;
	p->cell[from] = LF_EMPTY;
	for (;;) {
		/* Without branches, since which directions are open is
		 * random: the cell two steps away is read only beside a
		 * piece (the border is one cell wide), else cur is. */
		nopen = 0;
		for (i = 0; i < ndirs; i++) {
			int off = dirs[i].offset;
			int piece = LF_IS_PIECE(p->cell[cur + off]);
			int land = piece ? cur + 2 * off : cur;
			open[nopen] = off;
			nopen += piece & (p->cell[land] == LF_EMPTY);
		}
		if (nopen == 0)
			break;
		choice = draw_below(rng,
		    (uint32_t)(nopen + (may_stop && len > 1)));
		if (choice == (uint32_t)nopen)
			break;
		captured[len - 1] = p->cell[cur + open[choice]];
		p->cell[cur + open[choice]] = LF_EMPTY;
		cur += 2 * open[choice];
		move->square[len++] = (uint16_t)cur;
	}
	for (i = len - 1; i > 0; i--)
		p->cell[(move->square[i - 1] + move->square[i]) / 2] =
		    captured[i - 1];
	p->cell[from] = (unsigned char)v;
	move->length = len;
}

/* Put a legal move drawn by the playout policy into *move and return 0,
 * or return -1 when there is none.  The policy is cheaper than a uniform
 * draw, which must count every route: the piece is drawn uniformly among
 * those that can jump, then each jump among the open directions, and
 * under chain=free, after the first jump, stopping is one more choice
 * equally likely.  Removals and chain=most moves are drawn uniformly, as
 * lf_random_move() draws them.  pos is changed during the call and
 * restored; nothing is allocated. */
int
lf_playout_move(struct lf_position *pos, struct lf_random *rng,
    struct lf_move *move)
{
	const struct lf_direction *dirs;
	uint64_t jumpers[LF_MAX_HEIGHT], n, k, bits;
	int ndirs, r, here;

	if (lf_in_opening(pos))
		return random_removal(pos, rng, move);
	if (pos->rules.chain == LF_CHAIN_MOST)
		return lf_random_move(pos, rng, move);
	ndirs = lf_directions(pos->rules.jumps, &dirs);
	for (n = 0, r = 0; r < pos->height; r++) {
		jumpers[r] = jumpers_in_row(pos, r);
		n += (uint64_t)popcount64(jumpers[r]);
	}
	if (n == 0)
		return -1;
	k = draw_below(rng, (uint32_t)n);
	for (r = 0; k >= (uint64_t)(here = popcount64(jumpers[r])); r++)
		k -= (uint64_t)here;
	for (bits = jumpers[r]; k > 0; k--)
		bits &= bits - 1;
	playout_route(pos, dirs, ndirs, lf_index(__builtin_ctzll(bits), r),
	    rng, move);
	return 0;
}

/* Start an empty move list. */
void
lf_move_list_init(struct lf_move_list *list)
{
	memset(list, 0, sizeof *list);
}

/* Release a move list's memory. */
void
lf_move_list_free(struct lf_move_list *list)
{
	free(list->start);
	free(list->squares);
	lf_move_list_init(list);
}

/* Point *squares at move i of the list and return its length. */
int
lf_move_list_get(const struct lf_move_list *list, size_t i,
    const uint16_t **squares)
{
	*squares = list->squares + list->start[i];
	return (int)(list->start[i + 1] - list->start[i]);
}

/* Append the route in the walker to the move list. */
static void
list_visit(struct walker *w, int length)
{
	struct lf_move_list *list = w->data;

	if (list->count + 2 > list->start_cap) {
		size_t cap = list->start_cap ? list->start_cap * 2 : 64;
		uint32_t *start = realloc(list->start, cap * sizeof *start);
		if (start == NULL) {
			list->failed = w->stop = 1;
			return;
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
			list->failed = w->stop = 1;
			return;
		}
		list->squares = sq;
		list->squares_cap = cap;
	}
	memcpy(list->squares + list->squares_len, w->route,
	    (size_t)length * sizeof *w->route);
	list->start[list->count] = (uint32_t)list->squares_len;
	list->squares_len += (size_t)length;
	list->count++;
	list->start[list->count] = (uint32_t)list->squares_len;
}

/* Fill list with every legal move of pos, in the documented order; the
 * list's memory is reused from call to call.  pos is changed during the
 * call and restored. */
enum lf_status
lf_generate(struct lf_position *pos, struct lf_move_list *list,
    struct lf_error *err)
{
	struct walker w;
	uint16_t route[LF_MAX_ROUTE];

	list->count = 0;
	list->squares_len = 0;
	list->failed = 0;
	w.pos = pos;
	w.visit = list_visit;
	w.data = list;
	w.route = route;
	walk_moves(&w);
	if (list->failed)
		return lf_error_set(err, LF_ENOMEM, 0,
		    "out of memory listing moves");
	return LF_OK;
}
