/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* core.c: what the engines share: the table of Zobrist keys, made once,
 * the keys of the rules and the board's shape and of the pieces of a
 * position, and the order of a node's moves (core_int.h has the make and
 * unmake of a move, and the picker). */
#include "config.h"

#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "core_int.h"

struct lf_zobrist lf_zobrist;

/* Whether lf_zobrist is filled, and the lock of the thread filling it. */
static atomic_int zobrist_ready;
static atomic_flag zobrist_busy = ATOMIC_FLAG_INIT;

/* Fill the table of keys, once whatever the threads: each key is the
 * value that lf_piece_key() or lf_turn_key() hashes, so that the keys
 * (and the tables they index) are the same as when they were computed
 * at each use. */
void
lf_core_init(void)
{
	int index, v, t;

	if (atomic_load_explicit(&zobrist_ready, memory_order_acquire))
		return;
	while (atomic_flag_test_and_set_explicit(&zobrist_busy,
	    memory_order_acquire))
		;
	if (!atomic_load_explicit(&zobrist_ready, memory_order_relaxed)) {
		for (index = 0; index < LF_CELLS; index++) {
			lf_zobrist.piece[index][0] = 0;
			for (v = 1; v <= LF_MAX_VALUE; v++)
				lf_zobrist.piece[index][v] =
				    lf_piece_key(index, v);
		}
		for (t = 0; t < LF_MAX_PLAYERS; t++)
			lf_zobrist.turn[t] = lf_mix64(UINT64_C(0x100000) |
			    (uint64_t)t);
		lf_zobrist.removals[0] = 0;
		for (t = 1; t <= LF_MAX_PLAYERS; t++)
			lf_zobrist.removals[t] = lf_mix64(UINT64_C(0x200000) |
			    (uint64_t)t);
		atomic_store_explicit(&zobrist_ready, 1, memory_order_release);
	}
	atomic_flag_clear_explicit(&zobrist_busy, memory_order_release);
}

/* The key of what never changes in a game: the rules and the board's
 * shape (its cells), so that positions of different games never share a
 * key even when their pieces do. */
uint64_t
lf_core_game_key(const struct lf_position *pos)
{
	const struct lf_rules *r = &pos->rules;
	uint64_t k;
	int row, col;

	k = lf_mix64(UINT64_C(0x300000) | (uint64_t)r->players << 12 |
	    (uint64_t)r->jumps << 8 | (uint64_t)r->chain << 4 |
	    (uint64_t)r->opening << 2 | (uint64_t)r->removal);
	k ^= lf_mix64(UINT64_C(0x400000) | (uint64_t)pos->width << 8 |
	    (uint64_t)pos->height);
	for (row = 0; row < pos->height; row++)
		for (col = 0; col < pos->width; col++)
			if (pos->priv.cell[lf_cell_at(col, row)] == LF_OFF)
				k ^= lf_mix64(UINT64_C(0x500000) |
				    (uint64_t)lf_cell_at(col, row));
	return k;
}

/* The key of the pieces of pos, which lf_core_make() keeps up to date
 * (lf_core_init() first). */
uint64_t
lf_core_board_key(const struct lf_position *pos)
{
	uint64_t k = 0, bits;
	int row;

	for (row = 0; row < pos->height; row++)
		for (bits = pos->priv.piece_bits[row + 2]; bits;
		    bits &= bits - 1) {
			int index = lf_cell_at(lf_ctz64(bits), row);
			k ^= lf_core_piece_key(index, pos->priv.cell[index]);
		}
	return k;
}

/* Make room in an order for n moves; return -1 when out of memory. */
int
lf_core_order_reserve(struct lf_core_order *o, size_t n)
{
	uint32_t *order;
	int64_t *rank;
	size_t cap = o->cap ? o->cap : 64;

	if (n <= o->cap)
		return 0;
	while (cap < n)
		cap *= 2;
	order = realloc(o->order, cap * sizeof *order);
	if (order == NULL)
		return -1;
	o->order = order;
	rank = realloc(o->rank, cap * sizeof *rank);
	if (rank == NULL)
		return -1;
	o->rank = rank;
	o->cap = cap;
	return 0;
}

/* Release what an order holds. */
void
lf_core_order_release(struct lf_core_order *o)
{
	free(o->order);
	free(o->rank);
	free(o->tree_best);
	free(o->tree_at);
	o->order = NULL;
	o->rank = NULL;
	o->tree_best = NULL;
	o->tree_at = NULL;
	o->cap = o->tree_cap = 0;
}

/* Rank the moves of list, lf_list_moves()'s of pos, for which the order
 * has room, by the points they capture (which the list holds), the
 * generator's order breaking ties, and put them in the generator's
 * order, to be picked or sorted. */
void
lf_core_order_points(struct lf_core_order *o, const struct lf_position *pos,
    const struct lf_move_list *list)
{
	size_t i, n = list->count;

	(void)pos;
	for (i = 0; i < n; i++) {
		o->order[i] = (uint32_t)i;
		o->rank[i] = lf_core_rank(lf_list_points(list, i),
		    UINT32_MAX - (uint32_t)i);
	}
}

/* Recompute node k of the tree of lf_core_sort(): the better of its
 * children, the left one among equals. */
static inline void
tree_update(int64_t *best, uint32_t *at, size_t k)
{
	int left = best[2 * k] >= best[2 * k + 1];

	best[k] = best[2 * k + !left];
	at[k] = at[2 * k + !left];
}

/* Order the first n moves of o as n calls of lf_core_pick() would, in
 * O(n log n) rather than O(n^2) for long lists (a lattice board has
 * millions of routes): a tree over the places holds the best rank of
 * each range and its leftmost place, so each pick finds the best of the
 * moves left and swaps it in as lf_core_pick() does.  Return -1 when out
 * of memory. */
int
lf_core_sort(struct lf_core_order *o, size_t n)
{
	size_t size = 1, i, j, k;
	int64_t *best;
	uint32_t *at, t;

	if (n <= 32) {
		/* The picks themselves, quicker on short lists. */
		for (i = 0; i + 1 < n; i++)
			lf_core_pick(o, i, n);
		return 0;
	}
	while (size < n)
		size *= 2;
	if (2 * size > o->tree_cap) {
		best = realloc(o->tree_best, 2 * size * sizeof *best);
		if (best == NULL)
			return -1;
		o->tree_best = best;
		at = realloc(o->tree_at, 2 * size * sizeof *at);
		if (at == NULL)
			return -1;
		o->tree_at = at;
		o->tree_cap = 2 * size;
	}
	best = o->tree_best;
	at = o->tree_at;
	for (i = 0; i < size; i++) {
		best[size + i] = i < n ? o->rank[o->order[i]] : INT64_MIN;
		at[size + i] = (uint32_t)i;
	}
	for (k = size - 1; k > 0; k--)
		tree_update(best, at, k);
	for (i = 0; i + 1 < n; i++) {
		j = at[1];
		t = o->order[i];
		o->order[i] = o->order[j];
		o->order[j] = t;
		/* Place i is done; place j holds what i held. */
		best[size + i] = INT64_MIN;
		best[size + j] = j == i ? INT64_MIN : o->rank[o->order[j]];
		for (k = (size + i) / 2; k > 0; k /= 2)
			tree_update(best, at, k);
		for (k = (size + j) / 2; k > 0; k /= 2)
			tree_update(best, at, k);
	}
	return 0;
}

/* Start *best, one of an engine's ranked moves, empty, and check that
 * move i of count is there: LF_OK, or LF_EINVAL when it is not. */
enum lf_status
lf_core_best(struct lf_engine_move *best, int i, int count,
    struct lf_error *err)
{
	memset(best, 0, sizeof *best);
	if (i < 0 || i >= count)
		return lf_error_set(err, LF_EINVAL, 0, "no move %d: the engine "
		    "ranked %d", i, count);
	return LF_OK;
}
