/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* search_lines.c: the search's best lines (multi-PV): the bound that
 * keeps a root move out of them, their order, and their moves read back
 * from the table. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "search_int.h"

/* Make move m of a ply the best move found, marking the search failed
 * when memory runs out. */
void
lf_lines_copy_best(struct lf_search *s, const struct ply *p, uint32_t m)
{
	const uint16_t *sq;
	int len = lf_list_route(&p->list, m, &sq);

	if (lf_move_set(&s->best, sq, len, NULL) != LF_OK)
		s->failed = 1;
}

/* The bound below which a root move cannot be one of the best lines:
 * the lines-th best value of the places before i, or -VALUE_INF while
 * fewer have been searched. */
int
lf_lines_alpha(const struct lf_search *s, size_t i)
{
	int best[LF_SEARCH_MAX_LINES], k, j, v;
	size_t at;

	if (i < (size_t)s->lines)
		return -VALUE_INF;
	for (k = 0; k < s->lines; k++)
		best[k] = -VALUE_INF;
	for (at = 0; at < i; at++) {
		v = s->root_value[at];
		for (k = 0; k < s->lines && best[k] >= v; k++)
			;
		for (j = s->lines - 1; j > k; j--)
			best[j] = best[j - 1];
		if (k < s->lines)
			best[k] = v;
	}
	return best[s->lines - 1];
}

/* Order the root places of a completed iteration by value, best first
 * (the earlier place first among equals): the best lines lead, and
 * the next iteration searches them first. */
void
lf_lines_sort_root(struct lf_search *s, struct ply *p, size_t n)
{
	size_t i, j;
	uint32_t m;
	int v;

	for (i = 1; i < n; i++) {
		m = p->o.order[i];
		v = s->root_value[i];
		for (j = i; j > 0 && s->root_value[j - 1] < v; j--) {
			p->o.order[j] = p->o.order[j - 1];
			s->root_value[j] = s->root_value[j - 1];
		}
		p->o.order[j] = m;
		s->root_value[j] = v;
	}
}

/* Keep the best lines of the completed iteration: for each, its value
 * and its moves, the root move's then those the table holds after it,
 * as far as it goes, at most depth moves, each made by the player the
 * search let make it (next_mover()). */
void
lf_lines_keep(struct lf_search *s, const struct lf_position *pos, size_t n,
    int depth)
{
	static _Thread_local struct lf_position work;
	struct ply *p = &s->ply[0];
	struct lf_meter m;
	const uint16_t *sq;
	uint32_t next;
	int k, d, len, to_move;

	s->line_count = n < (size_t)s->lines ? (int)n : s->lines;
	for (k = 0; k < s->line_count; k++) {
		struct lf_move_list *line = &s->line[k];
		line->count = line->squares_len = 0;
		line->failed = 0;
		s->line_value[k] = s->root_value[k];
		work = *pos;
		len = lf_list_route(&p->list, p->o.order[k], &sq);
		for (d = 0; d < depth; d++) {
			if (lf_move_list_add(line, sq, len) != 0) {
				s->failed = 1;
				s->line_count = k;
				return;
			}
			to_move = next_mover(s, &work);
			lf_apply_route(&work, sq, len);
			work.turn = to_move;
			next = tt_move(tt_find(s,
			    lf_tt_position_key(s, &work)));
			lf_meter_start(&m, NULL);
			if (next == NO_MOVE || lf_list_moves(&work, &s->scratch,
			    &m, NODE_MOVES) != LF_LIST_ALL ||
			    next >= s->scratch.count)
				break;
			len = lf_list_route(&s->scratch, next, &sq);
		}
		lf_core_move_view(&s->line_move[k], line->squares +
		    line->start[0], (int)(line->start[1] - line->start[0]));
	}
}

/* Ranked move i (from 0, best first) of the last iteration completed:
 * its value for the player to move and its line, the move first and
 * then those the table holds after it; valid until the next run. */
enum lf_status
lf_search_best(const struct lf_search *s, int i, struct lf_engine_move *best,
    struct lf_error *err)
{
	if (lf_core_best(best, i, s->line_count, err) != LF_OK)
		return LF_EINVAL;
	best->move = &s->line_move[i];
	best->value = s->line_value[i];
	best->line = &s->line[i];
	return LF_OK;
}
