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
