/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* bot-solve.h: lf-bot --solve --jobs, the solver in several processes,
 * and --checkpoint (bot-solve.c). */
#ifndef LF_BOT_SOLVE_H
#define LF_BOT_SOLVE_H

#include "bot-choose.h"

#define BOT_JOBS_MAX 256 /* --jobs */

int bot_solve_jobs(struct bot *bot, struct lf_position *pos,
    const struct lf_budget *budget, int jobs, const char *checkpoint);

#endif /* LF_BOT_SOLVE_H */
