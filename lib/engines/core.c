/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* core.c: what the engines share: the table of Zobrist keys, made once,
 * and the keys of the rules and the board's shape and of the pieces of
 * a position (core_int.h has the make and unmake of a move). */
#include "config.h"

#include <stdatomic.h>
#include <stdint.h>

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
