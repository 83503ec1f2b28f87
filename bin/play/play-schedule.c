/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/*
 * play-schedule.c: the schedule of a tournament: which bots play game G,
 * in which seats, on which board and in which round.  By default every
 * bot plays every game, the seats turning one place a game, and as many
 * games as there are bots share a board.  A round robin (--tournament=
 * round-robin) pairs every two bots, a gauntlet the first bot with each
 * other; each pair plays twice a round on one board, the seats swapped,
 * so that neither gains by moving first.
 */
#include "config.h"

#include "play.h"

/* The number of pairs of bots that play each other in a round. */
static long
pairs(const struct settings *set)
{
	long n = set->bot_count;

	return set->tournament == TOURNAMENT_GAUNTLET ? n - 1 : n * (n - 1) / 2;
}

/* The number of games the schedule holds: --games, or for a round robin
 * or a gauntlet two games a pair a round. */
long
schedule_games(const struct settings *set)
{
	if (set->tournament == TOURNAMENT_ALL)
		return set->games;
	return set->rounds * pairs(set) * 2;
}

/* Put the two bots of pair k (0-based, in the order of the schedule:
 * (1,2), (1,3), ..., (2,3), ... for a round robin) into *a and *b. */
static void
pair_bots(const struct settings *set, long k, int *a, int *b)
{
	int i, j;

	if (set->tournament == TOURNAMENT_GAUNTLET) {
		*a = 0;
		*b = (int)k + 1;
		return;
	}
	for (i = 0; i < set->bot_count; i++)
		for (j = i + 1; j < set->bot_count; j++)
			if (k-- == 0) {
				*a = i;
				*b = j;
				return;
			}
	*a = 0;
	*b = 1;
}

/* Fill in the plan of game index (0-based): the bot in each seat, the
 * board it is played on (0-based: boards are made from the seed plus
 * this, or taken from --start in turn) and its round (from 1). */
void
schedule_game(const struct settings *set, long index, struct game_plan *plan)
{
	int s, a, b;

	if (set->tournament == TOURNAMENT_ALL) {
		for (s = 0; s < set->seats; s++)
			plan->seat_bot[s] = (int)((s + index) %
			    set->bot_count);
		plan->board = index / set->bot_count;
		plan->round = plan->board + 1;
		return;
	}
	pair_bots(set, index / 2 % pairs(set), &a, &b);
	plan->seat_bot[0] = index % 2 == 0 ? a : b;
	plan->seat_bot[1] = index % 2 == 0 ? b : a;
	plan->board = index / 2;
	plan->round = index / (2 * pairs(set)) + 1;
}

/* The number of boards the games up to index end - 1 are played on. */
long
schedule_boards(const struct settings *set, long end)
{
	struct game_plan plan;

	if (end <= 0)
		return 1;
	schedule_game(set, end - 1, &plan);
	return plan.board + 1;
}
