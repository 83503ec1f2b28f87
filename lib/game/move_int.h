/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* move_int.h: what move.c gives beyond the public interface to the
 * library and to lf-play's referee, which need nothing else of the
 * board's insides: a move written short for a message. */
#ifndef LF_MOVE_INT_H
#define LF_MOVE_INT_H

#include <stddef.h>

#include "leapfrog.h"

void lf_move_brief(const struct lf_position *pos, const struct lf_move *move,
    char *out, size_t size);

#endif /* LF_MOVE_INT_H */
