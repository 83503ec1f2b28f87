/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* bot-choose.h: how lf-bot chooses a move (bot-choose.c), at its levels,
 * with the solver first under --solve, and writes it. */
#ifndef LF_BOT_CHOOSE_H
#define LF_BOT_CHOOSE_H

#include "bot-endgame.h"
#include "bot-time.h"
#include "leapfrog.h"

/* The levels; LEVEL_AUTO, the default, is the Monte Carlo search for
 * three players or more and the alpha-beta search for two, as the tables
 * of lf-bot(1), Strength, found. */
enum level {
	LEVEL_AUTO, LEVEL_RANDOM, LEVEL_GREEDY, LEVEL_SEARCH, LEVEL_MCTS,
	LEVEL_BRS
};

/* --solve=WHEN: the solver first, in the endgame (lf-bot's default) or
 * never. */
enum solve_when { SOLVE_FIRST, SOLVE_ENDGAME, SOLVE_NEVER };

/* What the command line asks for. */
struct bot {
	enum level level;
	struct bot_clock clock;
	long depth;         /* 0: as deep as the time allows */
	int have_seed;
	struct lf_random rng;
	int verbose;
	struct lf_search *search;
	int solve;          /* --solve=first: the exact value first */
	struct bot_endgame endgame; /* --solve=endgame: exact endgames */
	int exact;          /* --exact: no late move reductions */
	long lines;         /* --analyze: the best lines shown; 0: none */
	long nodes;         /* --nodes: the solver's budget; 0: none */
	long playouts;      /* --playouts: the MCTS level's; 0: the time's */
	long plies;         /* --plies: the moves of its playouts, or
			       LF_MCTS_TO_END; 0: LF_MCTS_PLIES */
	struct lf_mcts *mcts;
	struct lf_solver *solver;
	struct lf_move *move;     /* the move drawn or found */
	struct lf_move *fallback; /* a playout move, should the search fail */
};

/* The levels' names, as --level takes them, in one string for messages. */
#define BOT_LEVEL_NAMES "auto, random, greedy, search, mcts or brs"
int bot_level_parse(const char *name, enum level *level);
const char *bot_settle(struct bot *bot, enum solve_when when,
    const char **levels);
const struct lf_move *bot_choose(struct bot *bot, struct lf_position *pos,
    const char *file, long line);
void bot_print_move(const struct lf_position *pos, const struct lf_move *move);

#endif /* LF_BOT_CHOOSE_H */
