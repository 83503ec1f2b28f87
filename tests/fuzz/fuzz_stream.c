/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* fuzz_stream.c: fuzz the stream reader and the game replayer on an input
 * read as a file.  The reader must cut it into bounded lines, report each
 * fault with its line and column and go on with the next line; the
 * replayer must apply exactly the legal moves, and what it applies must
 * be what lf_apply() makes of the position before. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "fuzz.h"

/* Open the input as a stream, or return NULL when it cannot be (fmemopen
 * refuses an empty buffer on some systems: then read /dev/null). */
static FILE *
open_input(const uint8_t *data, size_t size)
{
	if (size == 0)
		return fopen("/dev/null", "r");
	return fmemopen((void *)(uintptr_t)data, size, "r");
}

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

/* Read every line, going on after faults; return 0 when the game replay
 * may run on this input (no position too big for chain=most checks). */
static int
check_lines(const uint8_t *data, size_t size)
{
	static struct lf_position pos;
	FILE *fp = open_input(data, size);
	struct lf_stream s;
	struct lf_error err;
	enum lf_line_kind kind;
	enum lf_status st;
	long lines = 0, calls = 0;
	int replay = 0;

	FUZZ_ASSERT(fp != NULL);
	lf_stream_init(&s, fp);
	for (;;) {
		FUZZ_ASSERT(++calls <= (long)size + 2);
		lf_error_clear(&err);
		st = lf_stream_next(&s, &kind, &err);
		if (st == LF_OK && s.saw_eof)
			break;
		FUZZ_ASSERT(s.line_number == ++lines);
		if (st != LF_OK) {
			fuzz_check_error(st, &err, LF_MAX_LINE);
			continue;
		}
		FUZZ_ASSERT(s.len <= LF_MAX_LINE && s.line[s.len] == '\0');
		FUZZ_ASSERT(memchr(s.line, '\n', s.len) == NULL);
		FUZZ_ASSERT(memchr(s.line, '\0', s.len) == NULL);
		FUZZ_ASSERT((kind == LF_LINE_BLANK) == blank(s.line, s.len));
		if (kind != LF_LINE_POSITION)
			continue;
		st = lf_position_parse(s.line, s.len, &pos, &err);
		if (st != LF_OK) {
			fuzz_check_error(st, &err, s.len);
			continue;
		}
		fuzz_check_position(&pos);
		if (pos.rules.chain == LF_CHAIN_MOST && !fuzz_small(&pos))
			replay = -1;
	}
	/* The end of the stream stays the end. */
	FUZZ_ASSERT(lf_stream_next(&s, &kind, &err) == LF_OK && s.saw_eof);
	FUZZ_ASSERT(s.line_number == lines);
	lf_stream_free(&s);
	fclose(fp);
	return replay;
}

/* Replay the input as a game up to its end or its first fault. */
static void
check_game(const uint8_t *data, size_t size)
{
	static struct lf_game game;
	static struct lf_position before;
	FILE *fp = open_input(data, size);
	enum lf_game_event event;
	struct lf_error err;
	enum lf_status st;
	int have = 0;

	FUZZ_ASSERT(fp != NULL);
	lf_game_init(&game, fp);
	for (;;) {
		lf_error_clear(&err);
		st = lf_game_next(&game, &event, &err);
		if (st != LF_OK) {
			fuzz_check_error(st, &err, LF_MAX_LINE);
			FUZZ_ASSERT(game.stream.line_number >= 1);
			/* A refused move leaves the position as it was. */
			if (have)
				fuzz_same_position(&game.pos, &before);
			break;
		}
		if (event == LF_GAME_END)
			break;
		FUZZ_ASSERT(game.have_position);
		if (event == LF_GAME_MOVE) {
			FUZZ_ASSERT(have);
			FUZZ_ASSERT(lf_check_move(&before, &game.move, NULL, &err) ==
			    LF_OK);
			FUZZ_ASSERT(lf_apply(&before, &game.move, NULL, &err) == LF_OK);
			fuzz_same_position(&game.pos, &before);
		}
		fuzz_check_position(&game.pos);
		before = game.pos;
		have = 1;
	}
	lf_game_free(&game);
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
