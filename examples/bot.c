/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/*
 * bot.c: a bot in C that links libleapfrog(3) and speaks the
 * bot protocol of lf-play(1): for each position line on standard input
 * it writes one move line, so it plays as a fresh process per move or as
 * a persistent one.  It looks one turn ahead: it plays the move that
 * gains the most points minus the best reply of the next player.
 *
 * Build it against an installed library:
 *     cc -o bot examples/bot.c $(pkg-config --cflags --libs leapfrog)
 * or against the build tree:
 *     ./libtool --mode=link cc -I lib -o bot examples/bot.c lib/libleapfrog.la
 * and play it:
 *     lf-play --persistent ./bot 'lf-moves | shuf -n 1'
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <leapfrog.h>

/* The most points any move of pos captures (0 when none is left); move
 * is room to read the list's moves into. */
static long
best_reply(struct lf_position *pos, struct lf_move_list *list,
    struct lf_move *move)
{
	struct lf_error err;
	long best = 0, points;
	size_t i;

	if (lf_generate(pos, list, NULL, &err) != LF_OK)
		return 0;
	for (i = 0; i < lf_move_list_count(list); i++) {
		if (lf_move_list_get(list, i, move, NULL) != LF_OK)
			return 0;
		lf_move_points(pos, move, &points, NULL);
		if (points > best)
			best = points;
	}
	return best;
}

/* Write the chosen move of pos, or return -1 when there is none. */
static int
choose(struct lf_position *pos)
{
	struct lf_position *after = NULL;
	struct lf_move_list *moves = NULL, *replies = NULL;
	struct lf_move *move = NULL, *reply = NULL;
	struct lf_error err;
	struct lf_buf out;
	long points, value, best_value = 0;
	size_t i, best = 0;
	int status = -1;

	lf_buf_init(&out);
	if (lf_position_new(&after, &err) == LF_OK &&
	    lf_move_new(&move, &err) == LF_OK &&
	    lf_move_new(&reply, &err) == LF_OK &&
	    lf_move_list_new(&moves, &err) == LF_OK &&
	    lf_move_list_new(&replies, &err) == LF_OK &&
	    lf_generate(pos, moves, NULL, &err) == LF_OK &&
	    lf_move_list_count(moves) > 0) {
		for (i = 0; i < lf_move_list_count(moves); i++) {
			if (lf_move_list_get(moves, i, move, NULL) != LF_OK)
				goto done;
			lf_move_points(pos, move, &points, NULL);
			lf_position_copy(after, pos);
			lf_apply_unchecked(after, move, NULL);
			value = points - best_reply(after, replies, reply);
			if (i == 0 || value > best_value) {
				best_value = value;
				best = i;
			}
		}
		if (lf_move_list_get(moves, best, move, NULL) == LF_OK &&
		    lf_move_format(pos, move, &out, NULL) == LF_OK) {
			printf("%s\n", out.data);
			status = fflush(stdout) == 0 ? 0 : -1;
		}
	}
done:
	lf_buf_free(&out);
	lf_move_free(reply);
	lf_move_free(move);
	lf_move_list_free(replies);
	lf_move_list_free(moves);
	lf_position_free(after);
	return status;
}

int
main(void)
{
	struct lf_position *pos;
	struct lf_stream *in;
	struct lf_error err;
	enum lf_line_kind kind;
	const char *line;
	size_t len;

	if (lf_position_new(&pos, &err) != LF_OK ||
	    lf_stream_new(&in, stdin, &err) != LF_OK) {
		fprintf(stderr, "bot: %s\n", err.message);
		return 1;
	}
	for (;;) {
		if (lf_stream_next(in, &kind, &err) != LF_OK) {
			fprintf(stderr, "bot: %s\n", err.message);
			return 1;
		}
		if (kind == LF_LINE_END)
			break;
		if (kind != LF_LINE_POSITION)
			continue;
		line = lf_stream_line(in, &len);
		if (lf_position_parse(line, len, pos, &err) != LF_OK) {
			fprintf(stderr, "bot: column %d: %s\n", err.column,
			    err.message);
			return 1;
		}
		if (choose(pos) != 0)
			return 1;
	}
	lf_stream_free(in);
	lf_position_free(pos);
	return 0;
}
