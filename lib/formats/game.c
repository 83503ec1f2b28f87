/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* game.c: game streams: replaying a stream of position lines, move lines
 * and result lines, where each move applies to the position before it, a
 * result line says how the game of that position ended and the header
 * lines before a position line say which game it is and who plays. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "board_int.h"
#include "header_int.h"
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
	struct lf_header header;  /* the header of the current game */
	int have_header;
	struct lf_header next;    /* the header lines read since its position */
	long next_line;           /* the line of the first of them, or 0 */
	long header_line;         /* where the header last read starts */
	struct lf_old_header old; /* the comments of 0.1 read since */
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
	lf_header_init(&g->next);
	lf_header_old_init(&g->old);
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

/* The header last read: while the header lines of a game are read, what
 * they say so far, then from its position line on that game's (in a
 * record of 0.1, what its comments say); NULL for a game with none. */
const struct lf_header *
lf_game_header(const struct lf_game *g)
{
	return g->have_header ? &g->header : NULL;
}

/* The line where the header last read starts, from 1 (its game line, or
 * its first line); 0 when lf_game_header() is NULL. */
long
lf_game_header_line(const struct lf_game *g)
{
	return g->have_header ? g->header_line : 0;
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
	if (g->next_line != 0)
		return lf_error_set(err, LF_EINVAL, first_column(g),
		    "a move after the header line of line %ld (which starts "
		    "the next game)", g->next_line);
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
	lf_apply_unchecked(&g->pos, &g->trial, NULL);
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
	if (g->next_line != 0)
		return lf_error_set(err, LF_EINVAL, first_column(g),
		    "a result line after the header line of line %ld (which "
		    "starts the next game)", g->next_line);
	st = lf_ending_parse_for(g->stream.line, g->stream.len, &g->pos,
	    &g->ending, err);
	if (st != LF_OK)
		return st;
	g->have_ending = 1;
	g->ending_line = g->stream.line_number;
	return LF_OK;
}

/* Take in a comment line: a header line is parsed into the header of the
 * next game, and so is a comment of 0.1 that said who plays.  A game line
 * starts that header anew (what a record cut short left is dropped), but
 * the header lines' game line after the comments of lf-play's own header
 * (which it writes first, as 0.1 did).  *header says whether the line was
 * either. */
static enum lf_status
game_comment(struct lf_game *g, int *header, struct lf_error *err)
{
	const char *line = g->stream.line;
	size_t len = g->stream.len;
	long number = g->stream.line_number;
	int none = g->next_line == 0 && g->old.lines == 0;
	struct lf_header fresh;
	enum lf_status st;

	*header = 1;
	if (lf_header_game_line(line, len)) {
		lf_header_init(&fresh);
		if ((st = lf_header_parse(line, len, &fresh, err)) != LF_OK)
			return st;
		if (g->next_line != 0) {
			lf_header_old_init(&g->old);
			none = 1;
		}
		g->next = fresh;
		g->next_line = number;
	} else if (lf_is_header_line(line, len)) {
		if ((st = lf_header_parse(line, len, &g->next, err)) != LF_OK)
			return st;
		if (g->next_line == 0)
			g->next_line = number;
	} else {
		switch (lf_header_old_comment(line, len, &g->old)) {
		case 2:
			lf_header_init(&g->next);
			g->next_line = 0;
			none = 1;
			break;
		case 1:
			break;
		default:
			*header = 0;
			return LF_OK;
		}
	}
	if (none)
		g->header_line = number;
	/* The header so far: its header lines, or else the comments. */
	if (g->next_line != 0)
		g->header = g->next;
	else
		lf_header_old_finish(&g->old, &g->header);
	g->have_header = 1;
	return LF_OK;
}

/* A position line starts a game: the header read before it, if any,
 * becomes the game's, and the next game's starts empty.  The headers
 * (18 KB each) are cleared only when a line went into them, so that a
 * stream of positions without headers reads as fast as before them. */
static void
game_take_header(struct lf_game *g)
{
	g->have_header = g->next_line != 0 || g->old.lines > 0;
	if (!g->have_header)
		g->header_line = 0;
	if (g->next_line != 0)
		lf_header_init(&g->next);
	if (g->old.lines > 0)
		lf_header_old_init(&g->old);
	g->next_line = 0;
}

/* Read up to the next line that is not blank and act on it: a position
 * replaces the current one and starts a game, a move is checked and
 * applied to it, a result line ends the game, a header line is kept for
 * the next position's game, a comment is passed on when
 * lf_game_set_comments() asked for it (a header line, or a comment of 0.1
 * that said who plays, as LF_GAME_HEADER).
 * *event says which, or LF_GAME_END at the end of the stream.  Errors
 * carry the column; lf_game_line_number() is the line.  A line in error
 * changes nothing. */
enum lf_status
lf_game_next(struct lf_game *g, enum lf_game_event *event,
    struct lf_error *err)
{
	enum lf_line_kind kind;
	enum lf_status st;
	int header;

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
			game_take_header(g);
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
			if ((st = game_comment(g, &header, err)) != LF_OK)
				return st;
			if (!g->comments)
				break;
			*event = header ? LF_GAME_HEADER : LF_GAME_COMMENT;
			return LF_OK;
		case LF_LINE_BLANK:
		default:
			break;
		}
	}
}
