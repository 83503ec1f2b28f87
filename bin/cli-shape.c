/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* cli-shape.c: the board's shape drawn in a file (--shape=FILE), read
 * and checked line by line. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "text_int.h"

/* Report a fault in a shape file at a line and column (column 0: none)
 * and exit with EXIT_USAGE. */
static _Noreturn void
shape_fail(const char *path, long line, int column, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static _Noreturn void
shape_fail(const char *path, long line, int column, const char *fmt, ...)
{
	struct lf_error err;
	va_list ap;

	lf_error_clear(&err);
	err.column = column;
	va_start(ap, fmt);
	vsnprintf(err.message, sizeof err.message, fmt, ap);
	va_end(ap);
	cli_report(path, line, &err);
	exit(EXIT_USAGE);
}

/* Whether c may stand for a place of a shape (lf-new(1)). */
static int
is_shape_char(char c)
{
	return c == '#' || c == '.' || c == 'o' || c == 'O' || c == 'x' ||
	    c == 'X' || (c >= '1' && c <= '9');
}

/* Read a shape file into one string of rows joined by '/', checking each
 * line as it is read so that a fault names its line and column.  Blank
 * lines are skipped; spaces, tabs and a trailing CR are dropped. */
char *
cli_shape_read(const char *path)
{
	FILE *fp = cli_open(path);
	struct lf_stream *s;
	struct lf_error err;
	struct lf_buf rows;
	enum lf_line_kind kind;
	const char *line;
	long first_line = 0, number;
	int height = 0, width = 0, cells, column;
	size_t i, len;

	lf_error_clear(&err);
	if (lf_stream_new(&s, fp, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	lf_buf_init(&rows);
	for (;;) {
		if (lf_stream_next(s, &kind, &err) != LF_OK) {
			cli_report(path, lf_stream_line_number(s), &err);
			exit(err.status == LF_ESYS || err.status == LF_ENOMEM ?
			    EXIT_SYSTEM : EXIT_USAGE);
		}
		if (kind == LF_LINE_END)
			break;
		line = lf_stream_line(s, &len);
		number = lf_stream_line_number(s);
		cells = 0;
		for (i = 0; i < len; i++) {
			char c = line[i];
			column = (int)i + 1;
			if (c == ' ' || c == '\t')
				continue;
			if (!is_shape_char(c)) {
				char shown[8];
				shape_fail(path, number, column,
				    "unexpected %s in the shape (a place is "
				    "'o', '.', '#' or a digit 1-9)",
				    lf_text_byte((unsigned char)c, shown));
			}
			if (cells == 0 && height == LF_MAX_HEIGHT)
				shape_fail(path, number, column,
				    "the shape has more than %d rows",
				    LF_MAX_HEIGHT);
			if (cells == LF_MAX_WIDTH)
				shape_fail(path, number, column,
				    "the row is longer than %d cells",
				    LF_MAX_WIDTH);
			if (height > 0 && cells == width)
				shape_fail(path, number, column,
				    "the row is longer than the first row "
				    "(line %ld, %d cells)", first_line, width);
			if (cells == 0 && height > 0)
				lf_buf_add(&rows, "/", 1);
			lf_buf_add(&rows, &c, 1);
			cells++;
		}
		if (cells == 0)
			continue;
		if (height == 0) {
			width = cells;
			first_line = number;
		} else if (cells < width)
			shape_fail(path, number, (int)len + 1,
			    "the row has %d cell%s, the first row (line %ld) "
			    "has %d", cells, cells == 1 ? "" : "s", first_line,
			    width);
		height++;
	}
	lf_stream_free(s);
	if (fp != stdin)
		fclose(fp);
	if (rows.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	if (rows.len == 0)
		cli_die(EXIT_USAGE, "%s: the shape has no rows",
		    strcmp(path, "-") == 0 ? "standard input" : path);
	return rows.data;
}
