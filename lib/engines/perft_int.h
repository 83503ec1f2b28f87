/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* perft_int.h: perft.c's counts that the tests compare: the walker's at
 * every ply, and the packed line's for the positions that fit it; not
 * part of the public interface. */
#ifndef LF_PERFT_INT_H
#define LF_PERFT_INT_H

#include <stdint.h>

#include "movegen_int.h"

uint64_t lf_perft_walked(struct lf_position *p, int depth,
    struct lf_meter *m);
int lf_perft_line_fits(const struct lf_position *p);
uint64_t lf_perft_line(const struct lf_position *p, int depth,
    struct lf_meter *m);

#endif /* LF_PERFT_INT_H */
