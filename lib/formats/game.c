/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* game.c: game streams: replaying a stream of position lines, move lines
 * and result lines, where each move applies to the position before it and
 * a result line says how the game of that position ended. */
#include "config.h"

#include <stdlib.h>

#include "leapfrog.h"
#include "board_int.h"
#include "record_int.h"
#include "stream_int.h"

/* A game reader: the lines, and the game as replayed so far. */
struct lf_game {
	struct lf_stream stream;
	struct lf_position pos;   /* the current position */
	int have_position;
	struct lf_move move;      /* the move last applied */
	int have_move;
	struct lf_move trial;     /* the move being read */
	struct lf_ending ending;  /* the result line of the current game */
	int have_ending;
	long ending_line;         /* its line number */
	int comments;             /* comment lines are events */
	const struct lf_budget *budget; /* for checking moves, or NULL */
	struct lf_budget steps;   /* the default: LF_CHECK_STEPS */
};

/* Make a reader of the game stream in fp, which stays the caller's. */
enum lf_status
lf_game_new(struct lf_game **game, FILE *fp, struct lf_error *err)
{
	struct lf_game *g = calloc(1, sizeof *g);

	*game = NULL;
	if (g == NULL)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	lf_stream_setup(&g->stream, fp);
	lf_move_init(&g->move);
	lf_move_init(&g->trial);
	g->steps.nodes = LF_CHECK_STEPS;
	g->budget = &g->steps;
	*game = g;
	return LF_OK;
}

/* Release the reader (the FILE is the caller's); NULL is allowed. */
void
lf_game_free(struct lf_game *g)
{
	if (g == NULL)
		return;
	lf_stream_release(&g->stream);
	lf_move_release(&g->move);
	lf_move_release(&g->trial);
	free(g);
}

/* Bound the work of checking each move that follows (NULL: no bound;
 * by default LF_CHECK_STEPS steps); the budget must stay valid while the
 * game is read. */
void
lf_game_set_budget(struct lf_game *g, const struct lf_budget *budget)
{
	g->budget = budget;
}

/* Report comment lines as LF_GAME_COMMENT events (on non-zero), so that a
 * reader of game records can see their header; by default they are
 * skipped like blank lines. */
void
lf_game_set_comments(struct lf_game *g, int on)
{
	g->comments = on != 0;
}

/* The current position, or NULL before the first position line. */
const struct lf_position *
lf_game_position(const struct lf_game *g)
{
	return g->have_position ? &g->pos : NULL;
}

/* The move last applied, or NULL when none was since the last position
 * line. */
const struct lf_move *
lf_game_move(const struct lf_game *g)
{
	return g->have_move ? &g->move : NULL;
}

/* How the current game ended, from its result line, or NULL when no
 * result line followed its position and moves (yet). */
const struct lf_ending *
lf_game_ending(const struct lf_game *g)
{
	return g->have_ending ? &g->ending : NULL;
}

/* The line last read (a comment's text, say), as lf_stream_line(). */
const char *
lf_game_line(const struct lf_game *g, size_t *len)
{
	return lf_stream_line(&g->stream, len);
}

/* The number of the line last read, from 1; the line of an error. */
long
lf_game_line_number(const struct lf_game *g)
{
	return g->stream.line_number;
}

/* The column of the first byte of the current line that is not blank. */
static int
first_column(const struct lf_game *g)
{
	size_t i = 0;

	while (i < g->stream.len && (g->stream.line[i] == ' ' ||
	    g->stream.line[i] == '\t'))
		i++;
	return (int)i + 1;
}

/* Apply the move on the current line to the current position, or say why
 * not, with the column of the move in the line. */
static enum lf_status
game_move(struct lf_game *g, struct lf_error *err)
{
	const char *line = g->stream.line;
	size_t len = g->stream.len;
	struct lf_error why;
	struct lf_move played;
	char name[80];
	enum lf_status st;

	if (!g->have_position)
		return lf_error_set(err, LF_EINVAL, first_column(g),
		    "a move before any position line");
	if (g->have_ending)
		return lf_error_set(err, LF_EINVAL, first_column(g),
		    "a move after the result line of line %ld (the game has "
		    "ended)", g->ending_line);
	st = lf_move_parse(&g->pos, line, len, &g->trial, err);
	if (st != LF_OK)
		return st;
	lf_error_clear(&why);
	st = lf_check_move(&g->pos, &g->trial, g->budget, &why);
	if (st != LF_OK) {
		lf_move_brief(&g->pos, &g->trial, name, sizeof name);
		return lf_error_set(err, st, first_column(g), "%s move %s: %s",
		    st == LF_EBUDGET ? "cannot check" : "illegal", name,
		    why.message);
	}
	lf_apply_unchecked(&g->pos, g->trial.square, g->trial.length, NULL);
	played = g->trial;     /* the move read becomes the move played; */
	g->trial = g->move;    /* the old one's memory reads the next */
	g->move = played;
	g->have_move = 1;
	return LF_OK;
}

/* Take in the result line on the current line: it must follow a position
 * of its own game, and agree with the position the moves led to. */
static enum lf_status
game_result(struct lf_game *g, struct lf_error *err)
{
	enum lf_status st;

	if (!g->have_position)
		return lf_error_set(err, LF_EINVAL, first_column(g),
		    "a result line before any position line");
	if (g->have_ending)
		return lf_error_set(err, LF_EINVAL, first_column(g),
		    "a second result line for the game (the first is on "
		    "line %ld)", g->ending_line);
	st = lf_ending_parse_for(g->stream.line, g->stream.len, &g->pos,
	    &g->ending, err);
	if (st != LF_OK)
		return st;
	g->have_ending = 1;
	g->ending_line = g->stream.line_number;
	return LF_OK;
}

/* Read up to the next line that is not blank and act on it: a position
 * replaces the current one and starts a game, a move is checked and
 * applied to it, a result line ends the game, a comment is passed on
 * when lf_game_set_comments() asked for it.
 * *event says which, or LF_GAME_END at the end of the stream.  Errors
 * carry the column; lf_game_line_number() is the line.  A line in error
 * changes nothing. */
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
		switch (kind) {
		case LF_LINE_END:
			*event = LF_GAME_END;
			return LF_OK;
		case LF_LINE_POSITION:
			st = lf_position_parse(g->stream.line, g->stream.len,
			    &g->pos, err);
			if (st != LF_OK)
				return st;
			g->have_position = 1;
			g->have_move = 0;
			g->have_ending = 0;
			*event = LF_GAME_POSITION;
			return LF_OK;
		case LF_LINE_MOVE:
			if ((st = game_move(g, err)) != LF_OK)
				return st;
			*event = LF_GAME_MOVE;
			return LF_OK;
		case LF_LINE_RESULT:
			if ((st = game_result(g, err)) != LF_OK)
				return st;
			*event = LF_GAME_RESULT;
			return LF_OK;
		case LF_LINE_COMMENT:
			if (!g->comments)
				break;
			*event = LF_GAME_COMMENT;
			return LF_OK;
		case LF_LINE_BLANK:
		default:
			break;
		}
	}
}
