/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* bot-report.h: what lf-bot says of its thinking (bot-report.c): the
 * search's iterations and best lines, and the MCTS's moves. */
#ifndef LF_BOT_REPORT_H
#define LF_BOT_REPORT_H

#include "leapfrog.h"

/* The search, the position and whether --verbose was given, for
 * bot_report_lines(). */
struct bot_analysis {
	const struct lf_search *search;
	struct lf_position *pos;
	int verbose;
};

void bot_report_iteration(const struct lf_engine_info *info, void *arg);
void bot_report_lines(const struct lf_engine_info *info, void *arg);
void bot_report_summary(const struct bot_analysis *a,
    const struct lf_engine_info *info);
void bot_report_mcts(const struct lf_mcts *mcts, long lines, int verbose,
    const struct lf_position *pos, const struct lf_engine_info *info);

#endif /* LF_BOT_REPORT_H */
