/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* score-report.c: what lf-score writes of a game replayed to its end, in
 * a file of its own so that the page's engine (bin/wasm/) writes the
 * same. */
#include "config.h"

#include "score-report.h"

/* Append the scores, ranks and outcome of the game's last position, as a
 * table for a person or as bare numbers for a script. */
void
score_report(const struct lf_game *game, int table, struct lf_buf *out)
{
	const struct lf_position *pos = lf_game_position(game);
	const struct lf_ending *ending;
	struct lf_result res;
	int i;

	/* A record's result line says how the game ended: a player who
	 * forfeited or resigned loses, whatever the scores. */
	ending = lf_game_ending(game);
	if (ending != NULL)
		lf_ending_result(ending, &res, NULL);
	else
		lf_result(pos, &res);
	if (table)
		lf_buf_puts(out, "player  points  rank\n");
	for (i = 0; i < lf_position_rules(pos)->players; i++)
		lf_buf_printf(out, table ? "%6d  %6ld  %4d%s\n" : "%d %ld %d\n",
		    i + 1, lf_position_score(pos, i), res.rank[i], table &&
		    !res.over && i == lf_position_turn(pos) ? "  to move" : "");
	if (ending != NULL)
		lf_ending_describe(ending, out, NULL);
	else
		lf_outcome_format(pos, &res, out, NULL);
	lf_buf_add(out, "\n", 1);
}
