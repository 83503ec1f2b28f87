/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* score.c: the end of the game, the ranking and the winner. */
#include "config.h"

#include "leapfrog.h"

/* Fill res with whether the game is over, each player's rank (1 for the
 * highest score; equal scores share a rank) and how many players share
 * the highest score. */
void
lf_result(const struct lf_position *pos, struct lf_result *res)
{
	int i, j, n = pos->rules.players;

	res->over = lf_game_over(pos);
	res->best = 0;
	res->winners = 0;
	for (i = 0; i < n; i++)
		if (i == 0 || pos->score[i] > res->best)
			res->best = pos->score[i];
	for (i = 0; i < n; i++) {
		res->rank[i] = 1;
		for (j = 0; j < n; j++)
			if (pos->score[j] > pos->score[i])
				res->rank[i]++;
		if (pos->score[i] == res->best)
			res->winners++;
	}
}

/* Append "1", "1 and 2" or "1, 2 and 3": the players whose score is
 * best. */
static void
list_winners(const struct lf_position *pos, const struct lf_result *res,
    struct lf_buf *out)
{
	int i, seen = 0;

	for (i = 0; i < pos->rules.players; i++) {
		if (pos->score[i] != res->best)
			continue;
		seen++;
		if (seen > 1)
			lf_buf_puts(out, seen == res->winners ? " and " : ", ");
		lf_buf_printf(out, "%d", i + 1);
	}
}

/* Append the outcome as one line without its newline: who won or drew
 * when the game is over, else who is to move; lf-score(1) and the
 * drawings of lf-render(1) print it alike. */
void
lf_outcome_format(const struct lf_position *pos, const struct lf_result *res,
    struct lf_buf *out)
{
	if (!res->over) {
		lf_buf_printf(out, "in progress: player %d to move, ply %ld",
		    pos->turn + 1, pos->ply);
		return;
	}
	if (res->winners == 1) {
		lf_buf_puts(out, "game over: player ");
		list_winners(pos, res, out);
		lf_buf_printf(out, " wins with %ld", res->best);
	} else {
		lf_buf_puts(out, "game over: draw between players ");
		list_winners(pos, res, out);
		lf_buf_printf(out, " with %ld", res->best);
	}
}
