/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* render_int.h: what render.c shares with the replay viewer (viewer.c):
 * the colours pieces are drawn in. */
#ifndef LF_RENDER_INT_H
#define LF_RENDER_INT_H

#include "leapfrog.h"

void lf_render_piece_colour(enum lf_variant variant, int value,
    const char **fill, const char **ink);

#endif /* LF_RENDER_INT_H */
