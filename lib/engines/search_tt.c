/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* search_tt.c: the keys of the search's positions (the engines' keys,
 * core_int.h, with what sets a search apart) and its transposition
 * table. */
#include "config.h"

#include <stdint.h>

#include "leapfrog.h"
#include "core_int.h"
#include "search_int.h"

/* The full key of a position in the search under way (lf_core_init()
 * made). */
uint64_t
lf_tt_position_key(const struct lf_search *s, const struct lf_position *pos)
{
	return s->game_key ^ lf_core_board_key(pos) ^ lf_core_turn_key(pos);
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
