/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/*
 * play-pairs.c: the pairs of games of bot 1 against bot 2, games 2k + 1
 * and 2k + 2 (k from 0) on one board with the seats swapped, as lf-play
 * schedules two bots.  The first game of a pair waits for its partner in
 * a hash table keyed by the pair's number, so that records of any game
 * numbers (up to 2^31 in a header) take memory for the pairs read only.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#include "play.h"

#define PAIRS_FIRST 64 /* slots of a table at first, a power of 2 */

/* The slot where pair k is, or the empty one where it would go. */
static struct pair_half *
pairs_slot(const struct pairs *p, long k)
{
	size_t i = (size_t)(((uint64_t)k * UINT64_C(0x9e3779b97f4a7c15)) >>
	    32) & (p->cap - 1);

	while (p->slot[i].used && p->slot[i].pair != k)
		i = (i + 1) & (p->cap - 1);
	return &p->slot[i];
}

/* Double the table (or make its first one); return 0, or -1 without
 * memory. */
static int
pairs_grow(struct pairs *p)
{
	struct pair_half *old = p->slot;
	size_t old_cap = p->cap, i;

	p->cap = old_cap == 0 ? PAIRS_FIRST : old_cap * 2;
	p->slot = calloc(p->cap, sizeof *p->slot);
	if (p->slot == NULL) {
		p->slot = old;
		p->cap = old_cap;
		return -1;
	}
	for (i = 0; i < old_cap; i++)
		if (old[i].used)
			*pairs_slot(p, old[i].pair) = old[i];
	free(old);
	return 0;
}

/* Take in bot 1's points (0, 0.5 or 1) from seat in game (from 1) against
 * bot 2.  Return 1 when it completes a pair, with bot 1's points in the
 * two games in *total and in *swapped whether it sat in the other seat
 * in the other game; 0 when the game waits for its partner; -1 without
 * memory.  A third game of a pair's number begins a new pair. */
int
pairs_take(struct pairs *p, long game, double points, int seat,
    double *total, int *swapped)
{
	struct pair_half *h;
	long k = (game - 1) / 2;

	if ((p->count + 1) * 2 > p->cap && pairs_grow(p) != 0)
		return -1;
	h = pairs_slot(p, k);
	if (!h->used) {
		h->used = 1;
		h->pair = k;
		p->count++;
	}
	if (!h->waiting) {
		h->waiting = 1;
		h->points = points;
		h->seat = seat;
		return 0;
	}
	h->waiting = 0;
	*total = h->points + points;
	*swapped = h->seat != seat;
	return 1;
}

/* Release the table. */
void
pairs_free(struct pairs *p)
{
	free(p->slot);
	p->slot = NULL;
	p->cap = p->count = 0;
}
