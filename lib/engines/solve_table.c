/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* solve_table.c: the exact solver's transposition table (solve.c): its
 * size, how it grows, and what a bucket keeps. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "solve_int.h"

/* The most entries, a power of 2, that fit in bytes (at least 1). */
size_t
lf_solve_table_entries(size_t bytes)
{
	size_t entries = 1;

	/* Halve bytes rather than double the product, which would wrap
	 * round to 0 near SIZE_MAX and never end the loop. */
	while (entries <= bytes / sizeof(struct solve_entry) / 2)
		entries *= 2;
	return entries;
}

/* Double the table, when it may grow and memory allows (else keep it as
 * it is, which only costs lookups).  realloc() can move a big table's
 * pages without copying them; then each bucket's entries stay where
 * they are or go to the bucket of the new half that the key's next bit
 * names, in the same order, so that they keep their places as first and
 * second. */
static void
grow(struct lf_solver *s)
{
	size_t entries = s->mask + 1, i, k;
	struct solve_entry *table, old[2], *b;

	if (entries >= s->most || entries < 2)
		return;
	if ((table = realloc(s->table, 2 * entries * sizeof *table)) ==
	    NULL) {
		s->most = entries;
		return;
	}
	memset(table + entries, 0, entries * sizeof *table);
	for (i = 0; i < entries; i += 2) {
		memcpy(old, &table[i], sizeof old);
		memset(&table[i], 0, sizeof old);
		for (k = 0; k < 2 && old[k].work != 0; k++) {
			b = &table[old[k].key & (2 * entries - 1) &
			    ~(size_t)1];
			b[b[0].work != 0] = old[k];
		}
	}
	s->table = table;
	s->mask = 2 * entries - 1;
}

/* Record what a search of work nodes found of the position of key: its
 * value is at least lower and at most upper.  The bucket's first slot
 * keeps the entry that cost the most work, its second the newest of the
 * others.  The table doubles once half its slots are filled. */
void
lf_solve_store(struct lf_solver *s, uint64_t key, long lower, long upper,
    uint64_t work)
{
	struct solve_entry *e = probe(s, key), *b;
	uint32_t w = 1;

	while (w < 64 && work >> w != 0)
		w++;
	if (e == NULL) {
		if (s->used >= (s->mask + 1) / 2 && s->mask + 1 < s->most)
			grow(s);
		b = &s->table[key & s->mask & ~(size_t)1];
		e = s->mask == 0 || w >= b[0].work ? &b[0] : &b[1];
		if (e == &b[0] && s->mask > 0 && b[0].work != 0) {
			s->used += b[1].work == 0;
			b[1] = b[0];
		} else {
			s->used += e->work == 0;
		}
		e->key = key;
		e->lower = -SOLVE_INF;
		e->upper = SOLVE_INF;
		e->work = 0;
	}
	if (lower > e->lower)
		e->lower = (int32_t)lower;
	if (upper < e->upper)
		e->upper = (int32_t)upper;
	if (w > e->work)
		e->work = w;
}
