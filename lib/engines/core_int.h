/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* core_int.h: the core the engines share (core.c): the Zobrist keys of
 * a position, kept in a table made once; the key of the rules and the
 * board's shape; making and unmaking a move of the generator with the
 * points it takes and the key kept up to date; the order in which
 * the engines try a node's moves; and how the engines give their
 * ranked moves (lf_engine_move).  The search (search.c), the solver
 * (solve.c) and the Monte Carlo search (mcts.c) use them; not part of
 * the public interface. */
#ifndef LF_CORE_INT_H
#define LF_CORE_INT_H

#include <stdint.h>

#include "leapfrog.h"
#include "movegen_int.h"

/*
 * The Zobrist keys, the same values that lf_piece_key() and
 * lf_turn_key() compute, looked up instead of hashed at each use:
 * piece[index][v] for a piece of value v on cell index (0 for v = 0, an
 * empty cell), turn[t] for player t to move, removals[n] for n removals
 * of the opening still due (0 for none).  Filled by lf_core_init(),
 * which an engine calls before it reads them.
 */
struct lf_zobrist {
	uint64_t piece[LF_CELLS][LF_MAX_VALUE + 1];
	uint64_t turn[LF_MAX_PLAYERS];
	uint64_t removals[LF_MAX_PLAYERS + 1];
};
extern struct lf_zobrist lf_zobrist;

void lf_core_init(void);
uint64_t lf_core_game_key(const struct lf_position *pos);
uint64_t lf_core_board_key(const struct lf_position *pos);

/* The key of a piece of value v on cell index: lf_piece_key(index, v). */
static inline uint64_t
lf_core_piece_key(int index, int v)
{
	return lf_zobrist.piece[index][v];
}

/* The key of the side to move and the removals still due:
 * lf_turn_key(pos). */
static inline uint64_t
lf_core_turn_key(const struct lf_position *pos)
{
	long left = lf_opening_removals(&pos->rules) - pos->ply;

	return lf_zobrist.turn[pos->turn] ^
	    lf_zobrist.removals[left > 0 ? left : 0];
}

/*
 * Make the move sq (n squares, from the generator) in pos: record the
 * pieces it captures in captured[] (what lf_core_unmake() puts back),
 * update *board, the key of the pieces (lf_core_board_key()), and return
 * the points it takes.  Inline, since every node of the search and the
 * solver makes its moves through it; it empties the cells as it reads
 * them, in one pass, and leaves the position as lf_apply_route() does.
 */
static inline int
lf_core_make(struct lf_position *pos, const uint16_t *sq, int n,
    unsigned char *captured, uint64_t *board)
{
	uint64_t k = *board;
	int v = pos->priv.cell[sq[0]], points = 0, i, player = pos->turn;

	k ^= lf_core_piece_key(sq[0], v);
	lf_store_cell(pos, sq[0], LF_EMPTY);
	if (n == 1) {
		captured[0] = (unsigned char)v;
		points = v;
	} else {
		/* The jumped cells are distinct pieces of the board before the
		 * move, none of them the starting cell (lf_route_points); the
		 * landing cell is filled last, since a route may end where it
		 * began. */
		for (i = 1; i < n; i++) {
			int mid = (sq[i - 1] + sq[i]) / 2;
			int c = pos->priv.cell[mid];
			captured[i - 1] = (unsigned char)c;
			points += c;
			k ^= lf_core_piece_key(mid, c);
			lf_store_cell(pos, mid, LF_EMPTY);
		}
		k ^= lf_core_piece_key(sq[n - 1], v);
		lf_store_cell(pos, sq[n - 1], v);
	}
	pos->score[player] += points;
	pos->ply++;
	pos->turn = player + 1 == pos->rules.players ? 0 : player + 1;
	*board = k;
	return points;
}

/* Take back the move sq (n squares) made by lf_core_make(), which took
 * points and captured the pieces in captured[]; the caller keeps the
 * key it had before. */
static inline void
lf_core_unmake(struct lf_position *pos, const uint16_t *sq, int n,
    const unsigned char *captured, int points)
{
	int i, v;

	pos->turn = (pos->turn == 0 ? pos->rules.players : pos->turn) - 1;
	pos->ply--;
	pos->score[pos->turn] -= points;
	if (n == 1) {
		lf_store_cell(pos, sq[0], captured[0]);
		return;
	}
	/* Empty the landing cell first: a route may end where it began. */
	v = pos->priv.cell[sq[n - 1]];
	lf_store_cell(pos, sq[n - 1], LF_EMPTY);
	for (i = 1; i < n; i++)
		lf_store_cell(pos, (sq[i - 1] + sq[i]) / 2, captured[i - 1]);
	lf_store_cell(pos, sq[0], v);
}

/*
 * The order in which the engines try a node's moves: by the points each
 * captures, most first, and among equals by a tie-break, the generator's
 * order unless the engine has another (the search's history).  rank[i]
 * is the key of move i of the list, the points in its high 32 bits and
 * the tie-break in its low ones; order[] holds the moves' indices, best
 * first as far as they are picked (lf_core_pick()) or sorted
 * (lf_core_sort()).
 */
struct lf_core_order {
	uint32_t *order;
	int64_t *rank;
	size_t cap;
	int64_t *tree_best;   /* lf_core_sort()'s tree, kept from call to
				 call */
	uint32_t *tree_at;
	size_t tree_cap;
};

int lf_core_order_reserve(struct lf_core_order *o, size_t n);
void lf_core_order_release(struct lf_core_order *o);
void lf_core_order_points(struct lf_core_order *o,
    const struct lf_position *pos, const struct lf_move_list *list);
int lf_core_sort(struct lf_core_order *o, size_t n);

/* The rank of a move that captures points, its ties broken by tie (the
 * higher first). */
static inline int64_t
lf_core_rank(long points, uint32_t tie)
{
	return (int64_t)points * (INT64_C(1) << 32) + tie;
}

/* Bring the best ranked of the moves i..n-1 to place i and return its
 * index: a selection sort done lazily, since a cut-off often comes after
 * the first few moves. */
static inline uint32_t
lf_core_pick(struct lf_core_order *o, size_t i, size_t n)
{
	size_t j, best = i;
	uint32_t t;

	for (j = i + 1; j < n; j++)
		if (o->rank[o->order[j]] > o->rank[o->order[best]])
			best = j;
	t = o->order[i];
	o->order[i] = o->order[best];
	o->order[best] = t;
	return o->order[i];
}

/* Make *view the move of the route sq of len squares without a copy:
 * the engines give their ranked moves so, valid while the memory of
 * the route is, and nothing grows them. */
static inline void
lf_core_move_view(struct lf_move *view, uint16_t *sq, int len)
{
	view->length = len;
	view->cap = len;
	view->square = sq;
}

enum lf_status lf_core_best(struct lf_engine_move *best, int i, int count,
    struct lf_error *err);

#endif /* LF_CORE_INT_H */
