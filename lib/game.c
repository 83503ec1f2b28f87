/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* game.c: game streams: replaying a stream of position lines and move
 * lines, where each move applies to the position before it. */
#include "config.h"

#include <string.h>

#include "leapfrog.h"

/* Start reading a game stream from fp. */
void
lf_game_init(struct lf_game *g, FILE *fp)
{
	lf_stream_init(&g->stream, fp);
	g->have_position = 0;
	g->budget = NULL;
}

/* Bound the work of checking each move that follows (NULL: no bound);
 * the budget must stay valid while the game is read. */
void
lf_game_set_budget(struct lf_game *g, const struct lf_budget *budget)
{
	g->budget = budget;
}

/* Release what the reader holds (the FILE is the caller's). */
void
lf_game_free(struct lf_game *g)
{
	lf_stream_free(&g->stream);
}

/* Apply the move on the current line to the current position, or say why
 * not, with the column of the move in the line. */
static enum lf_status
game_move(struct lf_game *g, struct lf_error *err)
{
	const char *line = g->stream.line;
	size_t start = 0, len = g->stream.len;
	struct lf_buf name;
	enum lf_status st;

	while (start < len && (line[start] == ' ' || line[start] == '\t'))
		start++;
	if (!g->have_position)
		return lf_error_set(err, LF_EINVAL, (int)start + 1,
		    "a move before any position line");
	st = lf_move_parse(&g->pos, line, len, &g->move, err);
	if (st != LF_OK)
		return st;
	st = lf_check_move(&g->pos, &g->move, g->budget, err);
	if (st != LF_OK) {
		char reason[sizeof err->message];
		memcpy(reason, err->message, sizeof reason);
		lf_buf_init(&name);
		lf_move_format(&g->pos, g->move.square, g->move.length, &name,
		    NULL);
		lf_error_set(err, st, (int)start + 1, "%s move %s: %s",
		    st == LF_EBUDGET ? "cannot check" : "illegal",
		    name.failed ? "?" : name.data, reason);
		lf_buf_free(&name);
		return st;
	}
	lf_apply_unchecked(&g->pos, g->move.square, g->move.length, NULL);
	return LF_OK;
}

/* Read up to the next position line or move line and act on it: a
 * position replaces the current one, a move is checked and applied to it.
 * *event says which, or LF_GAME_END at the end of the stream.  Errors
 * carry the column; g->stream.line_number is the line. */
enum lf_status
lf_game_next(struct lf_game *g, enum lf_game_event *event,
    struct lf_error *err)
{
	enum lf_line_kind kind;
	enum lf_status st;

	for (;;) {
		st = lf_stream_next(&g->stream, &kind, err);
		if (st != LF_OK)
			return st;
		if (g->stream.saw_eof) {
			*event = LF_GAME_END;
			return LF_OK;
		}
		if (kind == LF_LINE_POSITION) {
			st = lf_position_parse(g->stream.line, g->stream.len,
			    &g->pos, err);
			if (st != LF_OK)
				return st;
			g->have_position = 1;
			*event = LF_GAME_POSITION;
			return LF_OK;
		}
		if (kind == LF_LINE_MOVE) {
			st = game_move(g, err);
			if (st != LF_OK)
				return st;
			*event = LF_GAME_MOVE;
			return LF_OK;
		}
	}
}
