/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* move.c: move notation: a removal is one square ("e5"), a jump is its
 * route, the starting square and every landing square joined by '-'
 * ("c3-c5-e5").  Output is lowercase; input ignores case. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "board_int.h"
#include "buf_int.h"

/* Start a move that holds no route and owns no memory. */
void
lf_move_init(struct lf_move *move)
{
	move->length = 0;
	move->cap = 0;
	move->square = NULL;
}

/* Release a move's memory, leaving it as lf_move_init() does. */
void
lf_move_release(struct lf_move *move)
{
	free(move->square);
	lf_move_init(move);
}

/* Make room for a route of the given squares (at most LF_MAX_ROUTE):
 * 0, or -1 when memory ran out, the move unchanged. */
int
lf_move_reserve(struct lf_move *move, int squares)
{
	uint16_t *sq;
	int cap = move->cap > 0 ? move->cap : 16;

	if (squares <= move->cap)
		return 0;
	while (cap < squares)
		cap *= 2;
	if (cap > LF_MAX_ROUTE)
		cap = LF_MAX_ROUTE;
	if (cap < squares ||
	    (sq = realloc(move->square, (size_t)cap * sizeof *sq)) == NULL)
		return -1;
	move->square = sq;
	move->cap = cap;
	return 0;
}

/* Make a move that holds no route yet: LF_OK, or LF_ENOMEM with *move
 * NULL. */
enum lf_status
lf_move_new(struct lf_move **move, struct lf_error *err)
{
	*move = malloc(sizeof **move);
	if (*move == NULL)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	lf_move_init(*move);
	return LF_OK;
}

/* Release a move made by lf_move_new(); NULL is allowed. */
void
lf_move_free(struct lf_move *move)
{
	if (move == NULL)
		return;
	lf_move_release(move);
	free(move);
}

/* The squares of the move's route: 1 for a removal, 0 when it holds no
 * move. */
int
lf_move_length(const struct lf_move *move)
{
	return move->length;
}

/* The route's squares, board indices (lf_cell_at()), lf_move_length() of
 * them; valid until the move is next changed or freed. */
const uint16_t *
lf_move_squares(const struct lf_move *move)
{
	return move->square;
}

/* Make the move the route of length squares (1 to LF_MAX_ROUTE), as a
 * caller that builds moves by hand needs; whether they are squares of
 * a board, and the move legal, is for lf_check_move() to judge. */
enum lf_status
lf_move_set(struct lf_move *move, const uint16_t *square, int length,
    struct lf_error *err)
{
	if (length < 1 || length > LF_MAX_ROUTE)
		return lf_error_set(err, LF_EINVAL, 0, "a route of %d squares: "
		    "a move has 1 to %d", length, LF_MAX_ROUTE);
	if (lf_move_reserve(move, length) != 0)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	memmove(move->square, square, (size_t)length * sizeof *square);
	move->length = length;
	return LF_OK;
}

/* Parse a move (surrounding blanks and a trailing CR allowed) into move,
 * which holds no move (length 0) on failure.
 * Only the notation is checked here; lf_check_move() judges legality.
 * Error columns count from 1 at the start of text. */
enum lf_status
lf_move_parse(const struct lf_position *pos, const char *text, size_t len,
    struct lf_move *move, struct lf_error *err)
{
	size_t i = 0, end = len, start;
	enum lf_status st;
	int index, length = 0, dashes = 0;

	move->length = 0;
	while (end > 0 && (text[end - 1] == ' ' || text[end - 1] == '\t' ||
	    text[end - 1] == '\r'))
		end--;
	while (i < end && (text[i] == ' ' || text[i] == '\t'))
		i++;
	if (i == end)
		return lf_error_set(err, LF_EINVAL, (int)i + 1, "empty move");
	for (start = i; start < end; start++)
		if (text[start] == '-' && ++dashes == LF_MAX_ROUTE)
			return lf_error_set(err, LF_ELIMIT, (int)start + 2,
			    "route longer than %d squares", LF_MAX_ROUTE);
	if (lf_move_reserve(move, dashes + 1) != 0)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	for (;;) {
		start = i;
		while (i < end && text[i] != '-')
			i++;
		if (i == start)
			return lf_error_set(err, LF_EINVAL, (int)start + 1,
			    "missing square in move '%.*s'",
			    (int)(end > 40 ? 40 : end), text);
		st = lf_square_parse(pos, text + start, i - start, &index, err);
		if (st != LF_OK) {
			if (err != NULL)
				err->column += (int)start;
			return st;
		}
		move->square[length++] = (uint16_t)index;
		if (i == end)
			break;
		i++; /* the '-' */
		if (i == end)
			return lf_error_set(err, LF_EINVAL, (int)i + 1,
			    "move '%.*s' ends with '-'",
			    (int)(end > 40 ? 40 : end), text);
	}
	move->length = length;
	return LF_OK;
}

/* Append the notation of a move, or fail with nothing appended when it
 * holds no route or a square is not a cell of the board. */
enum lf_status
lf_move_format(const struct lf_position *pos, const struct lf_move *move,
    struct lf_buf *out, struct lf_error *err)
{
	const uint16_t *square = move->square;
	char name[16];
	int i, length = move->length;

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

/* The name of a move for a message, into out: its notation, or for a
 * long route its first squares and its last with the number of jumps
 * ("a1-c1-c3-...-g9, 55 jumps"), so that the reason after it still fits
 * in an error record; "?" when a square is not a cell. */
void
lf_move_brief(const struct lf_position *pos, const struct lf_move *move,
    char *out, size_t size)
{
	struct lf_buf name;
	char last[16];
	size_t head = 0;
	int i;

	lf_buf_init(&name);
	if (lf_move_format(pos, move, &name, NULL) != LF_OK) {
		snprintf(out, size, "?");
	} else if (name.len <= 40) {
		snprintf(out, size, "%s", name.data);
	} else {
		/* The first three squares: up to the third '-'. */
		for (i = 0; i < 3; i++)
			head += strcspn(name.data + head, "-") + 1;
		lf_square_name(pos, move->square[move->length - 1], last,
		    sizeof last, NULL);
		snprintf(out, size, "%.*s...-%s, %d jumps", (int)head,
		    name.data, last, move->length - 1);
	}
	lf_buf_free(&name);
}
