/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* score_int.h: the ranking of scores and the words for the winners, which
 * the outcome of a position (score.c) and of a game record (record.c)
 * share, inside the library. */
#ifndef LF_SCORE_INT_H
#define LF_SCORE_INT_H

#include "leapfrog.h"

void lf_rank_scores(int players, const long *score, int loser,
    struct lf_result *res);
void lf_winners_format(int players, const struct lf_result *res,
    struct lf_buf *out);

#endif /* LF_SCORE_INT_H */
