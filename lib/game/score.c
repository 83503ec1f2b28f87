/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* score.c: the end of the game, the ranking and the winner. */
#include "config.h"

#include "leapfrog.h"
#include "buf_int.h"
#include "position_handle_int.h"
#include "score_int.h"

/* Rank the players by score: rank 1 for the highest, equal scores sharing
 * a rank; the loser (a player who forfeited, or -1 for none) ranks last
 * whatever its score and is not counted among the winners. */
void
lf_rank_scores(int players, const long *score, int loser,
    struct lf_result *res)
{
	int i, j, first = 1;

	res->best = 0;
	res->winners = 0;
	for (i = 0; i < players; i++)
		if (i != loser && (first || score[i] > res->best)) {
			res->best = score[i];
			first = 0;
		}
	for (i = 0; i < players; i++) {
		res->rank[i] = 1;
		if (i == loser) {
			res->rank[i] = players;
			continue;
		}
		for (j = 0; j < players; j++)
			if (j != loser && score[j] > score[i])
				res->rank[i]++;
		if (score[i] == res->best)
			res->winners++;
	}
}

/* Fill res with whether the game is over, each player's rank (1 for the
 * highest score; equal scores share a rank) and how many players share
 * the highest score. */
void
lf_result(const struct lf_position *pos, struct lf_result *res)
{
	res->over = lf_game_over(pos);
	lf_rank_scores(pos->rules.players, pos->score, -1, res);
}

/* Append "player 1 wins" or "draw between players 1, 2 and 3": the
 * players of rank 1. */
void
lf_winners_format(int players, const struct lf_result *res,
    struct lf_buf *out)
{
	int i, seen = 0;

	lf_buf_puts(out, res->winners == 1 ? "player " :
	    "draw between players ");
	for (i = 0; i < players; i++) {
		if (res->rank[i] != 1)
			continue;
		seen++;
		if (seen > 1)
			lf_buf_puts(out, seen == res->winners ? " and " : ", ");
		lf_buf_printf(out, "%d", i + 1);
	}
	if (res->winners == 1)
		lf_buf_puts(out, " wins");
}

/* Append the outcome as one line without its newline: who won or drew
 * when the game is over, else who is to move; lf-score(1) and the
 * drawings of lf-render(1) print it alike. */
enum lf_status
lf_outcome_format(const struct lf_position *pos, const struct lf_result *res,
    struct lf_buf *out, struct lf_error *err)
{
	if (!res->over) {
		lf_buf_printf(out, "in progress: player %d to move, ply %ld",
		    pos->turn + 1, pos->ply);
		return lf_buf_status(out, err);
	}
	lf_buf_puts(out, "game over: ");
	lf_winners_format(pos->rules.players, res, out);
	lf_buf_printf(out, " with %ld", res->best);
	return lf_buf_status(out, err);
}
