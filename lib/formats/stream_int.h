/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* stream_int.h: the insides of a stream reader, which the game reader
 * embeds, inside the library. */
#ifndef LF_STREAM_INT_H
#define LF_STREAM_INT_H

#include <stddef.h>
#include <stdio.h>

#include "leapfrog.h"

struct lf_stream {
	FILE *fp;
	long line_number; /* of the line last read, 1-based */
	char *line;       /* the line last read, without its line end */
	size_t len;
	size_t cap;
	int saw_eof;
};

void lf_stream_setup(struct lf_stream *s, FILE *fp);
void lf_stream_release(struct lf_stream *s);

#endif /* LF_STREAM_INT_H */
