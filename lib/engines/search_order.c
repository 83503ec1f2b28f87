/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* search_order.c: the search's move picker: the order of a node's moves (the
 * table's move, then the points captured, then history), picked lazily,
 * and the root's sorted at once. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "search_int.h"

/* Make room in a ply's order arrays for n moves; return -1 when out of
 * memory. */
int
lf_order_reserve(struct ply *p, size_t n)
{
	uint32_t *order;
	int64_t *rank;
	size_t cap = p->cap ? p->cap : 64;

	if (n <= p->cap)
		return 0;
	while (cap < n)
		cap *= 2;
	order = realloc(p->order, cap * sizeof *order);
	if (order == NULL)
		return -1;
	p->order = order;
	rank = realloc(p->rank, cap * sizeof *rank);
	if (rank == NULL)
		return -1;
	p->rank = rank;
	p->cap = cap;
	return 0;
}

/* Rank the generated moves of a ply: the table's move first, then by the
 * points they capture, then by history. */
void
lf_order_rank(struct lf_search *s, const struct lf_position *pos,
    struct ply *p, uint32_t first)
{
	size_t i, n = p->list.count;

	for (i = 0; i < n; i++) {
		const uint16_t *sq;
		int len = lf_list_route(&p->list, i, &sq);
		long points = lf_route_points(pos, sq, len);
		p->order[i] = (uint32_t)i;
		p->rank[i] = i == first ? INT64_MAX :
		    (int64_t)points * (INT64_C(1) << 32) +
		    s->history[history_slot(sq, len)];
	}
}

/* Order all n moves of the root as n calls of pick_move() would, in
 * O(n log n) rather than O(n^2) (a lattice board has millions of
 * routes): a tree over the places holds the best rank of each range and
 * its leftmost place, so each pick finds the best of the moves left and
 * swaps it in as pick_move() does.  Return -1 when out of memory. */
int
lf_order_sort_root(struct ply *p, size_t n)
{
	size_t size = 1, i, j, k;
	int64_t *best;
	uint32_t *at, t;

	while (size < n)
		size *= 2;
	best = malloc(2 * size * sizeof *best);
	at = malloc(2 * size * sizeof *at);
	if (best == NULL || at == NULL) {
		free(best);
		free(at);
		return -1;
	}
	for (i = 0; i < size; i++) {
		best[size + i] = i < n ? p->rank[p->order[i]] : INT64_MIN;
		at[size + i] = (uint32_t)i;
	}
	for (k = size - 1; k > 0; k--) {
		/* The left child wins ties: the leftmost best. */
		int left = best[2 * k] >= best[2 * k + 1];
		best[k] = best[2 * k + !left];
		at[k] = at[2 * k + !left];
	}
	for (i = 0; i + 1 < n; i++) {
		j = at[1];
		t = p->order[i];
		p->order[i] = p->order[j];
		p->order[j] = t;
		/* Place i is done; place j holds what i held. */
		best[size + i] = INT64_MIN;
		best[size + j] = j == i ? INT64_MIN : p->rank[p->order[j]];
		for (k = (size + i) / 2; k > 0; k /= 2) {
			int left = best[2 * k] >= best[2 * k + 1];
			best[k] = best[2 * k + !left];
			at[k] = at[2 * k + !left];
		}
		for (k = (size + j) / 2; k > 0; k /= 2) {
			int left = best[2 * k] >= best[2 * k + 1];
			best[k] = best[2 * k + !left];
			at[k] = at[2 * k + !left];
		}
	}
	free(best);
	free(at);
	return 0;
}

/* Put the root move at place i first, the others keeping their order. */
void
lf_order_promote(struct ply *p, size_t i)
{
	uint32_t m = p->order[i];

	memmove(p->order + 1, p->order, i * sizeof *p->order);
	p->order[0] = m;
}
