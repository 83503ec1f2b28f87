/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* score-report.h: what lf-score writes of a game (score-report.c). */
#ifndef LF_SCORE_REPORT_H
#define LF_SCORE_REPORT_H

#include "leapfrog.h"

void score_report(const struct lf_game *game, int table, struct lf_buf *out);

#endif /* LF_SCORE_REPORT_H */
