/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* greedy.c: lf-bot's greedy level, the move that captures the most
 * points now. */
#include "config.h"

#include "leapfrog.h"
#include "movegen_int.h"

/* Put the move that captures the most points now into *move: the first
 * such move in the documented order, or with rng one of them chosen
 * uniformly at random, among the moves listed within the budget.  Fails
 * with LF_EINVAL when the game is over, LF_EBUDGET when the budget ran
 * out before a move was found. */
enum lf_status
lf_search_greedy(struct lf_position *pos, struct lf_random *rng,
    struct lf_move *move, const struct lf_budget *budget,
    struct lf_error *err)
{
	struct lf_move_list list;
	struct lf_meter m;
	const uint16_t *sq;
	size_t i, best_i = 0, ties = 0;
	long best = -1, points;
	enum lf_status st = LF_OK;
	int len;

	lf_move_list_init(&list);
	lf_meter_start(&m, budget);
	if (lf_list_moves(pos, &list, &m, m.max_moves) == LF_LIST_FAILED)
		st = lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	else if (list.count == 0 && m.out != LF_METER_GOING)
		st = lf_meter_fail(&m, err, "finding the greedy move");
	else if (list.count == 0)
		st = lf_error_set(err, LF_EINVAL, 0,
		    "the game is over: there is no legal move");
	for (i = 0; st == LF_OK && i < list.count; i++) {
		len = lf_list_route(&list, i, &sq);
		points = lf_route_points(pos, sq, len);
		if (points > best) {
			best = points;
			best_i = i;
			ties = 1;
		} else if (points == best && rng != NULL &&
		    lf_random_below(rng, ++ties) == 0) {
			/* Reservoir sampling: each tie kept with chance 1/k. */
			best_i = i;
		}
	}
	if (st == LF_OK) {
		len = lf_list_route(&list, best_i, &sq);
		st = lf_move_set(move, sq, len, err);
	}
	lf_move_list_release(&list);
	return st;
}
