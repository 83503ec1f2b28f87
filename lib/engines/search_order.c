/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* search_order.c: the search's order of a node's moves: the table's move,
 * then the engines' order (core_int.h: the points captured), history
 * breaking its ties; the moves are picked lazily (lf_core_pick()), the
 * root's sorted at once (lf_core_sort()). */
#include "config.h"

#include <string.h>

#include "leapfrog.h"
#include "search_int.h"

/* Rank the generated moves of a ply: the table's move first, then by the
 * points they capture (which the list holds), then by history. */
void
lf_order_rank(struct lf_search *s, struct ply *p, uint32_t first)
{
	size_t i, n = p->list.count;

	for (i = 0; i < n; i++) {
		const uint16_t *sq;
		int len = lf_list_route(&p->list, i, &sq);
		long points = lf_list_points(&p->list, i);
		p->o.order[i] = (uint32_t)i;
		p->o.rank[i] = i == first ? INT64_MAX : lf_core_rank(points,
		    (uint32_t)s->history[history_slot(sq, len)]);
	}
}

/* Put the root move at place i first, the others keeping their order. */
void
lf_order_promote(struct ply *p, size_t i)
{
	uint32_t m = p->o.order[i];

	memmove(p->o.order + 1, p->o.order, i * sizeof *p->o.order);
	p->o.order[0] = m;
}
