/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* header_int.h: what the game reader needs of header lines and of the
 * comments of records of 0.1 that it takes as header data, inside the
 * library, and the seconds as header lines write them, which lf-play's
 * referee writes too. */
#ifndef LF_HEADER_INT_H
#define LF_HEADER_INT_H

#include <stddef.h>

#include "leapfrog.h"

/* The header that the comments of a record of 0.1 gave, with the names
 * of bots ("# name B: NAME") kept by bot until the position line. */
struct lf_old_header {
	struct lf_header h;
	char name[LF_MAX_PLAYERS][LF_MAX_NAME + 1];
	int lines;          /* comments taken in */
};

enum lf_status lf_format_seconds(long ms, char *out, size_t size,
    struct lf_error *err);
int lf_header_game_line(const char *line, size_t len);
void lf_header_old_init(struct lf_old_header *old);
int lf_header_old_comment(const char *line, size_t len,
    struct lf_old_header *old);
void lf_header_old_finish(const struct lf_old_header *old,
    struct lf_header *h);

#endif /* LF_HEADER_INT_H */
