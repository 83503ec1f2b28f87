/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* bot-endgame.h: lf-bot's switch to the exact solver in the endgame
 * (bot-endgame.c): when the solver may finish within the move, and what
 * it is given. */
#ifndef LF_BOT_ENDGAME_H
#define LF_BOT_ENDGAME_H

#include <stdint.h>

#include "leapfrog.h"

/* The endgame policy of one game (or, with --persistent, of the games
 * a process plays), and what it learnt at the last move. */
struct bot_endgame {
	int on;                   /* the level switches to the solver */
	int verbose;              /* describe each attempt on stderr */
	int fixed;                /* the level's work is fixed (--depth,
				     --playouts): the clock bounds no solver */
	uint64_t nodes;           /* --nodes: the solver's budget; 0: none */
	struct lf_solver *solver; /* made when first needed */
	int solved;               /* the last attempt finished */
	int tried;                /* the solver was tried at this move */
	long ply;                 /* the ply of the last position tried */
	struct lf_position *after; /* where the search's line ends */
	struct lf_move *step;     /* a move of that line */
};

int bot_endgame_move(struct bot_endgame *eg, const struct lf_position *pos,
    const struct lf_budget *budget, double seconds, struct lf_move *move);
int bot_endgame_after(struct bot_endgame *eg, const struct lf_position *pos,
    const struct lf_budget *budget, double seconds,
    const struct lf_engine_info *info, struct lf_move *move);
void bot_endgame_free(struct bot_endgame *eg);

#endif /* LF_BOT_ENDGAME_H */
