/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* fuzz_stream.c: fuzz the stream reader and the game replayer on an input
 * read as a file.  The reader must cut it into bounded lines, report each
 * fault with its line and column and go on with the next line; the
 * replayer must apply exactly the legal moves, and what it applies must
 * be what lf_apply() makes of the position before; a header line that
 * parses must come back the same from its canonical form. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "fuzz.h"

/* Whether a line holds only blanks (and a CR), as a blank line does. */
static int
blank(const char *line, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (line[i] != ' ' && line[i] != '\t' && line[i] != '\r')
			return 0;
	return 1;
}

/* Whether two headers say the same. */
static int
same_header(const struct lf_header *a, const struct lf_header *b)
{
	const struct lf_seat *x, *y;
	int p;

	if (a->game != b->game || a->round != b->round ||
	    a->start != b->start || a->seeded != b->seeded ||
	    (a->seeded && a->seed != b->seed))
		return 0;
	for (p = 0; p < LF_MAX_PLAYERS; p++) {
		x = &a->seat[p];
		y = &b->seat[p];
		if (x->player != y->player || x->bot != y->bot ||
		    x->time_ms != y->time_ms || x->clock_ms != y->clock_ms ||
		    x->increment_ms != y->increment_ms ||
		    strcmp(x->name, y->name) != 0 ||
		    strcmp(x->command, y->command) != 0)
			return 0;
	}
	return 1;
}

/* A header line that parses has a canonical form that reads back as the
 * same header and is written again the same; one that does not is
 * refused with a column in it. */
static void
check_header(const char *line, size_t len)
{
	static struct lf_header h, again;
	struct lf_buf out, out2;
	struct lf_error err;
	enum lf_status st;
	const char *nl;

	lf_header_init(&h);
	lf_error_clear(&err);
	if ((st = lf_header_parse(line, len, &h, &err)) != LF_OK) {
		fuzz_check_error(st, &err, LF_MAX_LINE);
		return;
	}
	lf_buf_init(&out);
	lf_buf_init(&out2);
	FUZZ_ASSERT(lf_header_format(&h, &out, NULL) == LF_OK);
	FUZZ_ASSERT(out.len > 0 && out.data[out.len - 1] == '\n');
	nl = memchr(out.data, '\n', out.len);
	FUZZ_ASSERT(nl == out.data + out.len - 1);
	lf_header_init(&again);
	FUZZ_ASSERT(lf_header_parse(out.data, out.len - 1, &again, NULL) ==
	    LF_OK);
	FUZZ_ASSERT(same_header(&h, &again));
	FUZZ_ASSERT(lf_header_format(&again, &out2, NULL) == LF_OK);
	FUZZ_ASSERT(out2.len == out.len &&
	    memcmp(out.data, out2.data, out.len) == 0);
	lf_buf_free(&out);
	lf_buf_free(&out2);
}

/* Read every line, going on after faults; return 0 when the game replay
 * may run on this input (no position too big for chain=most checks). */
static int
check_lines(const uint8_t *data, size_t size)
{
	static struct lf_position pos;
	FILE *fp = fuzz_open_input(data, size);
	struct lf_ending ending;
	struct lf_stream *s;
	struct lf_error err;
	enum lf_line_kind kind;
	enum lf_status st;
	const char *line;
	long lines = 0, calls = 0;
	size_t len;
	int replay = 0;

	FUZZ_ASSERT(fp != NULL);
	FUZZ_ASSERT(lf_stream_new(&s, fp, NULL) == LF_OK);
	for (;;) {
		FUZZ_ASSERT(++calls <= (long)size + 2);
		lf_error_clear(&err);
		st = lf_stream_next(s, &kind, &err);
		if (st == LF_OK && kind == LF_LINE_END)
			break;
		FUZZ_ASSERT(lf_stream_line_number(s) == ++lines);
		if (st != LF_OK) {
			fuzz_check_error(st, &err, LF_MAX_LINE);
			continue;
		}
		line = lf_stream_line(s, &len);
		FUZZ_ASSERT(len <= LF_MAX_LINE && line[len] == '\0');
		FUZZ_ASSERT(memchr(line, '\n', len) == NULL);
		FUZZ_ASSERT(memchr(line, '\0', len) == NULL);
		FUZZ_ASSERT((kind == LF_LINE_BLANK) == blank(line, len));
		FUZZ_ASSERT((kind == LF_LINE_RESULT) ==
		    lf_is_result_line(line, len));
		if (kind == LF_LINE_RESULT) {
			st = lf_ending_parse(line, len, &ending, &err);
			if (st != LF_OK)
				fuzz_check_error(st, &err, len);
			continue;
		}
		FUZZ_ASSERT(!lf_is_header_line(line, len) ||
		    kind == LF_LINE_COMMENT);
		if (kind == LF_LINE_COMMENT && lf_is_header_line(line, len))
			check_header(line, len);
		if (kind != LF_LINE_POSITION)
			continue;
		st = lf_position_parse(line, len, &pos, &err);
		if (st != LF_OK) {
			fuzz_check_error(st, &err, len);
			continue;
		}
		fuzz_check_position(&pos);
		if (pos.rules.chain == LF_CHAIN_MOST && !fuzz_small(&pos))
			replay = -1;
	}
	/* The end of the stream stays the end. */
	FUZZ_ASSERT(lf_stream_next(s, &kind, &err) == LF_OK &&
	    kind == LF_LINE_END);
	FUZZ_ASSERT(lf_stream_line_number(s) == lines);
	lf_stream_free(s);
	fclose(fp);
	return replay;
}

/* Replay the input as a game up to its end or its first fault. */
static void
check_game(const uint8_t *data, size_t size)
{
	static struct lf_position before;
	FILE *fp = fuzz_open_input(data, size);
	const struct lf_position *pos;
	const struct lf_ending *ending;
	struct lf_game *game;
	enum lf_game_event event;
	struct lf_error err;
	enum lf_status st;
	int have = 0;

	FUZZ_ASSERT(fp != NULL);
	FUZZ_ASSERT(lf_game_new(&game, fp, NULL) == LF_OK);
	for (;;) {
		lf_error_clear(&err);
		st = lf_game_next(game, &event, &err);
		pos = lf_game_position(game);
		if (st != LF_OK) {
			fuzz_check_error(st, &err, LF_MAX_LINE);
			FUZZ_ASSERT(lf_game_line_number(game) >= 1);
			/* A refused line leaves the position as it was. */
			if (have)
				fuzz_same_position(pos, &before);
			break;
		}
		if (event == LF_GAME_END)
			break;
		FUZZ_ASSERT(pos != NULL);
		if (event == LF_GAME_MOVE) {
			FUZZ_ASSERT(have);
			FUZZ_ASSERT(lf_check_move(&before, lf_game_move(game),
			    NULL, &err) == LF_OK);
			FUZZ_ASSERT(lf_apply(&before, lf_game_move(game), NULL,
			    &err) == LF_OK);
			fuzz_same_position(pos, &before);
		}
		if (event == LF_GAME_RESULT) {
			/* A result line agrees with the position it ends. */
			ending = lf_game_ending(game);
			FUZZ_ASSERT(ending != NULL);
			FUZZ_ASSERT(lf_ending_check(ending, pos, &err) ==
			    LF_OK);
			fuzz_same_position(pos, &before);
		}
		fuzz_check_position(pos);
		before = *pos;
		have = 1;
	}
	lf_game_free(game);
	fclose(fp);
}

/* Read the input as a stream of lines, then replay it as a game. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (check_lines(data, size) == 0)
		check_game(data, size);
	return 0;
}
