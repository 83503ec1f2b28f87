/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* search_tt.c: the keys of the search's positions (Zobrist keys of the
 * pieces, the side to move and what never changes in a game) and its
 * transposition table. */
#include "config.h"

#include <stdint.h>

#include "leapfrog.h"
#include "search_int.h"

/* The key of what never changes in a game: the rules and the board's
 * shape (its cells), so that positions of different games never share a
 * key even when their pieces do. */
uint64_t
lf_tt_game_key(const struct lf_position *pos)
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

/* The full key of a position in the search under way. */
uint64_t
lf_tt_position_key(const struct lf_search *s, const struct lf_position *pos)
{
	uint64_t k = s->game_key ^ lf_turn_key(pos), bits;
	int row;

	if (s->paranoid)
		k ^= lf_mix64(UINT64_C(0x600000) | (uint64_t)s->root_player);
	for (row = 0; row < pos->height; row++)
		for (bits = pos->priv.piece_bits[row + 2]; bits;
		    bits &= bits - 1) {
			int index = lf_cell_at(lf_ctz64(bits), row);
			k ^= lf_piece_key(index, pos->priv.cell[index]);
		}
	return k;
}

/* Store a node's result in the table, keeping a deeper entry of the same
 * search for another position. */
void
lf_tt_store(struct lf_search *s, uint64_t key, int value, int bound, int depth,
    int solved, uint32_t move)
{
	struct tt_entry *e;
	int age = s->age & 31;

	if (s->table == NULL)
		return;
	e = &s->table[key & s->table_mask];
	if (e->key != key && e->flags >> TT_AGE_SHIFT == age &&
	    e->depth > depth)
		return;
	e->key = key;
	e->value = value;
	e->move = move < UINT16_MAX ? (uint16_t)move : UINT16_MAX;
	e->depth = (uint8_t)depth;
	e->flags = (uint8_t)(bound | (solved ? TT_SOLVED : 0) |
	    age << TT_AGE_SHIFT);
}
