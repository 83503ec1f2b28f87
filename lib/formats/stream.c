/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* stream.c: reading a stream of position lines, move lines, result
 * lines, comments and blank lines, one bounded line at a time. */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "stream_int.h"

/* Start reading lines from fp into a reader that the caller holds. */
void
lf_stream_setup(struct lf_stream *s, FILE *fp)
{
	s->fp = fp;
	s->line_number = 0;
	s->line = NULL;
	s->len = 0;
	s->cap = 0;
	s->saw_eof = 0;
}

/* Release the line buffer of a reader that the caller holds. */
void
lf_stream_release(struct lf_stream *s)
{
	free(s->line);
	s->line = NULL;
	s->len = s->cap = 0;
}

/* Make a reader of the lines of fp, which stays the caller's. */
enum lf_status
lf_stream_new(struct lf_stream **stream, FILE *fp, struct lf_error *err)
{
	struct lf_stream *s = malloc(sizeof *s);

	*stream = NULL;
	if (s == NULL)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	lf_stream_setup(s, fp);
	*stream = s;
	return LF_OK;
}

/* Release the reader (the FILE is the caller's); NULL is allowed. */
void
lf_stream_free(struct lf_stream *s)
{
	if (s == NULL)
		return;
	lf_stream_release(s);
	free(s);
}

/* The line last read, NUL-terminated, without its line end; its length
 * goes to *len when len is not NULL.  "" before the first line and at the
 * end of the stream. */
const char *
lf_stream_line(const struct lf_stream *s, size_t *len)
{
	if (len != NULL)
		*len = s->line != NULL ? s->len : 0;
	return s->line != NULL ? s->line : "";
}

/* The number of the line last read, from 1; 0 before the first. */
long
lf_stream_line_number(const struct lf_stream *s)
{
	return s->line_number;
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
 * first), result (the word "result" first) or, otherwise, a move. */
static enum lf_line_kind
classify(const char *line, size_t len)
{
	size_t i = 0;

	while (i < len &&
	    (line[i] == ' ' || line[i] == '\t' || line[i] == '\r'))
		i++;
	if (i == len)
		return LF_LINE_BLANK;
	if (line[i] == '#')
		return LF_LINE_COMMENT;
	if (lf_is_position_line(line, len))
		return LF_LINE_POSITION;
	if (lf_is_result_line(line, len))
		return LF_LINE_RESULT;
	return LF_LINE_MOVE;
}

/* Read the next line into s->line (NUL-terminated, without "\n" or a final
 * "\r") and classify it.  Returns LF_OK with *kind set (LF_LINE_END at
 * the end of the stream, and at every call after it), or an error: a line
 * longer than LF_MAX_LINE, a NUL byte, or a read error. */
enum lf_status
lf_stream_next(struct lf_stream *s, enum lf_line_kind *kind,
    struct lf_error *err)
{
	int c, too_long = 0, nul_column = 0;

	s->len = 0;
	*kind = LF_LINE_END;
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
