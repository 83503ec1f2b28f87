/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-people.c: people at the terminal: the board and the moves shown
 * on standard error, moves read from standard input and explained when
 * they are wrong. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "play.h"

#define WRAP_COLUMN 72
#define SHOW_MOVES 1000          /* moves "?" lists, at most */
#define HUMAN_CHECK_SECONDS 10.0 /* to check a person's chain=most move */

static struct lf_stream *human_input; /* what people type */

/* Read people's moves from standard input, unbuffered: a game played in
 * a worker process must not take the input of the games after it. */
void
people_init(void)
{
	struct lf_error err;

	setvbuf(stdin, NULL, _IONBF, 0);
	if (lf_stream_new(&human_input, stdin, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
}

/* Show a line that was typed, with its control bytes made '?'. */
static void
echo_line(const char *line)
{
	struct lf_buf shown;

	lf_buf_init(&shown);
	printable_add(&shown, line, LF_MAX_LINE);
	fprintf(stderr, "%s\n", shown.failed ? "?" : shown.data);
	lf_buf_free(&shown);
}

/* Draw a position for the people playing, on standard error. */
void
show_position(const struct settings *set, const struct lf_position *pos)
{
	struct lf_render_options opt;
	struct lf_buf out;

	cli_drawing(set->colour, 0, &opt);
	lf_buf_init(&out);
	if (lf_render(pos, &opt, &out, NULL) == LF_OK)
		fputs(out.data, stderr);
	lf_buf_free(&out);
}

/* List the legal moves for a person, wrapped, on standard error. */
static void
show_moves(struct lf_position *pos)
{
	struct lf_move_list list;
	struct lf_error err;
	struct lf_buf out;
	size_t i, column = 0, before;
	const uint16_t *sq;
	int n;

	struct lf_budget budget = { 0, SHOW_MOVES, 0 };
	enum lf_status st;

	lf_move_list_init(&list);
	lf_buf_init(&out);
	st = lf_generate(pos, &list, &budget, &err);
	if (st != LF_OK && st != LF_EBUDGET)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	lf_buf_printf(&out, "%s%zu legal move%s:", st == LF_EBUDGET ?
	    "more than " : "", list.count, list.count == 1 ? "" : "s");
	column = out.len;
	for (i = 0; i < list.count; i++) {
		lf_move_list_get(&list, i, &sq, &n, NULL);
		before = out.len;
		lf_buf_add(&out, " ", 1);
		lf_move_format(pos, sq, n, &out, NULL);
		column += out.len - before;
		if (column > WRAP_COLUMN && i > 0) {
			/* Start a new line before this move. */
			out.data[before] = '\n';
			column = out.len - before - 1;
		}
	}
	lf_buf_add(&out, "\n", 1);
	if (out.data != NULL)
		fputs(out.data, stderr);
	lf_buf_free(&out);
	lf_move_list_free(&list);
}

/* Show the last move (then forget it, as seen) and the position, and ask
 * the person in the turn's seat for a move, on standard input, until a
 * legal one comes.  Return 0 with *move, 1 when they resign (or their
 * input ends), -1 when interrupted, EXIT_SYSTEM on a read error. */
int
human_move(const struct settings *set, struct lf_position *pos,
    char *last, struct lf_move *move, char *reason, size_t size)
{
	struct lf_budget budget = { 0, 0, 0 };
	enum lf_line_kind kind;
	struct lf_error err;
	struct lf_buf name;
	const char *text;
	size_t len;

	if (last[0] != '\0')
		fprintf(stderr, "%s\n", last);
	last[0] = '\0';
	show_position(set, pos);
	for (;;) {
		fprintf(stderr, "player %d, your move (? lists them): ",
		    pos->turn + 1);
		fflush(stderr);
		lf_error_clear(&err);
		if (lf_stream_next(human_input, &kind, &err) != LF_OK) {
			if (got_signal)
				return -1;
			fputc('\n', stderr);
			if (err.status == LF_ESYS || err.status == LF_ENOMEM) {
				snprintf(reason, size, "standard input: %s",
				    err.message);
				return EXIT_SYSTEM;
			}
			cli_warn("%s", err.message);
			continue;
		}
		if (kind == LF_LINE_END) {
			fputc('\n', stderr);
			snprintf(reason, size, "end of input");
			return 1;
		}
		text = lf_stream_line(human_input, &len);
		/* Show what was typed when it did not come from a terminal,
		 * so that a transcript reads as a dialogue. */
		if (!isatty(STDIN_FILENO))
			echo_line(text);
		if (kind == LF_LINE_BLANK || kind == LF_LINE_COMMENT)
			continue;
		while (len > 0 && (*text == ' ' || *text == '\t')) {
			text++;
			len--;
		}
		while (len > 0 && (text[len - 1] == ' ' ||
		    text[len - 1] == '\t'))
			len--;
		if ((len == 1 && text[0] == '?') ||
		    (len == 4 && strncmp(text, "help", 4) == 0)) {
			show_moves(pos);
			continue;
		}
		if ((len == 6 && strncmp(text, "resign", 6) == 0) ||
		    (len == 4 && strncmp(text, "quit", 4) == 0)) {
			snprintf(reason, size, "the player resigned");
			return 1;
		}
		if (lf_move_parse(pos, text, len, move, &err) != LF_OK) {
			cli_warn("not a move: %s (? lists the legal moves)",
			    err.message);
			continue;
		}
		budget.deadline = lf_clock() + HUMAN_CHECK_SECONDS;
		if (lf_check_move(pos, move, &budget, &err) != LF_OK) {
			lf_buf_init(&name);
			lf_move_format(pos, move->square, move->length, &name,
			    NULL);
			cli_warn("%s move %s: %s", err.status == LF_EBUDGET ?
			    "unchecked" : "illegal", name.failed ? "?" :
			    name.data, err.message);
			lf_buf_free(&name);
			continue;
		}
		return 0;
	}
}

