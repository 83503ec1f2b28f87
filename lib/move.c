/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* move.c: move notation: a removal is one square ("e5"), a jump is its
 * route, the starting square and every landing square joined by '-'
 * ("c3-c5-e5").  Output is lowercase; input ignores case. */
#include "config.h"

#include "leapfrog.h"
#include "buf_int.h"

/* Parse a move (surrounding blanks and a trailing CR allowed) into *move.
 * Only the notation is checked here; lf_check_move() judges legality.
 * Error columns count from 1 at the start of text. */
enum lf_status
lf_move_parse(const struct lf_position *pos, const char *text, size_t len,
    struct lf_move *move, struct lf_error *err)
{
	size_t i = 0, end = len, start;
	enum lf_status st;
	int index;

	while (end > 0 && (text[end - 1] == ' ' || text[end - 1] == '\t' ||
	    text[end - 1] == '\r'))
		end--;
	while (i < end && (text[i] == ' ' || text[i] == '\t'))
		i++;
	if (i == end)
		return lf_error_set(err, LF_EINVAL, (int)i + 1, "empty move");
	move->length = 0;
	for (;;) {
		start = i;
		while (i < end && text[i] != '-')
			i++;
		if (i == start)
			return lf_error_set(err, LF_EINVAL, (int)start + 1,
			    "missing square in move '%.*s'",
			    (int)(end > 40 ? 40 : end), text);
		if (move->length == LF_MAX_ROUTE)
			return lf_error_set(err, LF_ELIMIT, (int)start + 1,
			    "route longer than %d squares", LF_MAX_ROUTE);
		st = lf_square_parse(pos, text + start, i - start, &index, err);
		if (st != LF_OK) {
			if (err != NULL)
				err->column += (int)start;
			return st;
		}
		move->square[move->length++] = (uint16_t)index;
		if (i == end)
			break;
		i++; /* the '-' */
		if (i == end)
			return lf_error_set(err, LF_EINVAL, (int)i + 1,
			    "move '%.*s' ends with '-'",
			    (int)(end > 40 ? 40 : end), text);
	}
	return LF_OK;
}

/* Append the notation of a route of length squares, or fail with
 * nothing appended when a square is not a cell of the board. */
enum lf_status
lf_move_format(const struct lf_position *pos, const uint16_t *square,
    int length, struct lf_buf *out, struct lf_error *err)
{
	char name[16];
	int i;

	if (length < 1 || length > LF_MAX_ROUTE)
		return lf_error_set(err, LF_EINVAL, 0, "a route of %d squares: "
		    "a move has 1 to %d", length, LF_MAX_ROUTE);
	for (i = 0; i < length; i++)
		if (!lf_on_board(pos, square[i]))
			return lf_error_set(err, LF_EINVAL, 0,
			    "square %d of the route (index %d) is not a cell "
			    "of the board", i + 1, square[i]);
	for (i = 0; i < length; i++) {
		if (i > 0)
			lf_buf_add(out, "-", 1);
		lf_square_name(pos, square[i], name, sizeof name, NULL);
		lf_buf_puts(out, name);
	}
	return lf_buf_status(out, err);
}
