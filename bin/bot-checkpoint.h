/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* bot-checkpoint.h: lf-bot --solve --checkpoint=FILE, what a solve in
 * jobs knows of the moves of its position, kept in a file so that a
 * solve cut off can be resumed (bot-checkpoint.c). */
#ifndef LF_BOT_CHECKPOINT_H
#define LF_BOT_CHECKPOINT_H

#include <stddef.h>
#include <stdint.h>

#define SOLVE_LOWEST (-2000000000L) /* no lower bound known yet */
#define SOLVE_HIGHEST 2000000000L   /* no upper bound known yet */

/* A move of the position, in the toolkit's notation, and the bounds
 * known of its value (its points less its child's value). */
struct checkpoint_move {
	const char *name;
	long lower, upper;
};

/* The work before: the nodes searched and the seconds they took. */
struct checkpoint_work {
	uint64_t nodes;
	double seconds;
};

int checkpoint_read(const char *path, const char *position,
    struct checkpoint_move *moves, size_t n, struct checkpoint_work *work);
int checkpoint_write(const char *path, const char *position,
    const struct checkpoint_move *moves, size_t n,
    const struct checkpoint_work *work);

#endif /* LF_BOT_CHECKPOINT_H */
