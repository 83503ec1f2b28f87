/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* record_int.h: the result line parsed and checked against the position
 * at once, so that the game reader can name the column of a disagreement,
 * inside the library. */
#ifndef LF_RECORD_INT_H
#define LF_RECORD_INT_H

#include <stddef.h>

#include "leapfrog.h"

enum lf_status lf_ending_parse_for(const char *line, size_t len,
    const struct lf_position *pos, struct lf_ending *e,
    struct lf_error *err);

#endif /* LF_RECORD_INT_H */
