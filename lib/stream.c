/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* stream.c: reading a stream of position lines, move lines, comments and
 * blank lines, one bounded line at a time. */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"

/* Start reading lines from fp. */
void
lf_stream_init(struct lf_stream *s, FILE *fp)
{
	s->fp = fp;
	s->line_number = 0;
	s->line = NULL;
	s->len = 0;
	s->cap = 0;
	s->saw_eof = 0;
}

/* Release the line buffer (the FILE is the caller's). */
void
lf_stream_free(struct lf_stream *s)
{
	free(s->line);
	s->line = NULL;
	s->len = s->cap = 0;
}

/* Append one byte to the line buffer. */
static int
stream_push(struct lf_stream *s, char c)
{
	if (s->len + 1 >= s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 1024;
		char *p = realloc(s->line, cap);
		if (p == NULL)
			return -1;
		s->line = p;
		s->cap = cap;
	}
	s->line[s->len++] = c;
	return 0;
}

/* The kind of a line: blank, comment ('#' first), position (a format tag
 * first) or, otherwise, a move. */
static enum lf_line_kind
classify(const char *line, size_t len)
{
	size_t i = 0;

	while (i < len && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r'))
		i++;
	if (i == len)
		return LF_LINE_BLANK;
	if (line[i] == '#')
		return LF_LINE_COMMENT;
	if (lf_is_position_line(line, len))
		return LF_LINE_POSITION;
	return LF_LINE_MOVE;
}

/* Read the next line into s->line (NUL-terminated, without "\n" or a final
 * "\r") and classify it.  Returns LF_OK with *kind set, LF_OK with
 * s->saw_eof set at the end of the stream, or an error: a line longer than
 * LF_MAX_LINE, a NUL byte, or a read error. */
enum lf_status
lf_stream_next(struct lf_stream *s, enum lf_line_kind *kind,
    struct lf_error *err)
{
	int c, too_long = 0, nul_column = 0;

	s->len = 0;
	if (s->saw_eof)
		return LF_OK;
	for (;;) {
		c = getc(s->fp);
		if (c == EOF) {
			if (ferror(s->fp)) {
				int saved_errno = errno;
				lf_error_set(err, LF_ESYS, 0, "read error: %s",
				    strerror(saved_errno));
				if (err != NULL)
					err->sys_errno = saved_errno;
				return LF_ESYS;
			}
			if (s->len == 0 && !too_long) {
				s->saw_eof = 1;
				if (s->line != NULL)
					s->line[0] = '\0';
				return LF_OK;
			}
			break;
		}
		if (c == '\n')
			break;
		if (too_long)
			continue;
		/* The limit does not count a CR before the newline, which
		 * is dropped below; any byte after it is over the limit. */
		if (s->len > LF_MAX_LINE ||
		    (s->len == LF_MAX_LINE && c != '\r')) {
			too_long = 1;
			continue;
		}
		if (c == '\0' && nul_column == 0)
			nul_column = (int)s->len + 1;
		if (stream_push(s, (char)c) != 0)
			return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	}
	s->line_number++;
	if (stream_push(s, '\0') != 0)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	s->len--;
	if (too_long)
		return lf_error_set(err, LF_ELIMIT, LF_MAX_LINE + 1,
		    "line longer than %d bytes", LF_MAX_LINE);
	if (nul_column)
		return lf_error_set(err, LF_EINVAL, nul_column,
		    "NUL byte in line");
	if (s->len > 0 && s->line[s->len - 1] == '\r')
		s->line[--s->len] = '\0';
	*kind = classify(s->line, s->len);
	return LF_OK;
}
