/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_apply.h: what the files of the apply suite (check_apply*.c)
 * share: the rules part of their lines, the error board, and making or
 * refusing a move with all it changes checked. */
#ifndef LF_CHECK_APPLY_H
#define LF_CHECK_APPLY_H

#include <stdio.h>

#include "check_util.h"

/* The rules part of most lines here: traditional, two players, no
 * opening, player 1 to move at ply 0. */
#define HEAD(jumps, chain) "lf1 variant=traditional players=2 jumps=" \
    jumps " chain=" chain " opening=none removal=any turn=1 ply=0 " \
    "score=0,0 board="

/* The error board of tests/data/rules-errors.cases, 5 x 4:
 *     4 1 . 1 . #
 *     3 1 1 . . .
 *     2 . 1 . . 1
 *     1 1 1 . 1 1
 *       a b c d e                                                  */
#define ERROR_BOARD "1.1.#/11.../.1..1/11.11"

/* Parse a move that must be valid notation. */
static inline void
move_ok(const struct lf_position *pos, const char *text,
    struct lf_move *move)
{
	struct lf_error err;

	lf_error_clear(&err);
	ck_assert_msg(lf_move_parse(pos, text, strlen(text), move, &err) ==
	    LF_OK, "move '%s' rejected: %s", text, err.message);
}

/* Fail unless the bit rows of pos are those its cells give. */
static inline void
expect_bits_in_step(const struct lf_position *pos)
{
	static struct lf_position synced;

	memcpy(&synced, pos, sizeof synced);
	lf_position_sync(&synced);
	ck_assert_msg(memcmp(synced.priv.piece_bits, pos->priv.piece_bits,
	    sizeof pos->priv.piece_bits) == 0 && memcmp(synced.priv.empty_bits,
	    pos->priv.empty_bits, sizeof pos->priv.empty_bits) == 0,
	    "the bit rows are out of step with the cells");
}

/* Apply the move text to the position line, which must be legal, and
 * check the canonical line after it is want; lf_apply_unchecked() must
 * give the same bytes and lf_move_points() the points the mover gained. */
static inline void
expect_applies(const char *line, const char *text, const char *want)
{
	static struct lf_position pos, fast, before;
	LF_MOVE_STATIC(move);
	struct lf_error err;
	struct lf_buf out;
	long points, old_score;
	int mover;

	parse_ok(line, &pos);
	move_ok(&pos, text, &move);
	memcpy(&before, &pos, sizeof pos);
	lf_error_clear(&err);
	ck_assert_msg(lf_check_move(&pos, &move, NULL, &err) == LF_OK,
	    "%s refused: %s", text, err.message);
	ck_assert_int_eq(memcmp(&pos, &before, sizeof pos), 0);
	mover = pos.turn;
	old_score = pos.score[mover];
	points = points_of(&pos, &move);
	ck_assert_int_eq(memcmp(&pos, &before, sizeof pos), 0);
	memcpy(&fast, &pos, sizeof pos);
	ck_assert_msg(lf_apply(&pos, &move, NULL, &err) == LF_OK,
	    "%s refused: %s", text, err.message);
	lf_buf_init(&out);
	ck_assert_int_eq(lf_position_format(&pos, &out, NULL), LF_OK);
	ck_assert_int_eq(out.failed, 0);
	ck_assert_msg(strcmp(out.data, want) == 0,
	    "%s gives\n%.2000s\nwant\n%.2000s", text, out.data, want);
	lf_buf_free(&out);
	ck_assert_int_eq(pos.score[mover], old_score + points);
	expect_bits_in_step(&pos);
	lf_apply_unchecked(&fast, &move, NULL);
	ck_assert_msg(memcmp(&fast, &pos, sizeof pos) == 0,
	    "lf_apply_unchecked differs from lf_apply for %s", text);
}

/* Check that a move (parsed from text) is refused in pos with status st
 * and a lowercase message containing fragment, at column 0, by both
 * lf_check_move() and lf_apply(), and that pos is left untouched. */
static inline void
expect_refused_move(struct lf_position *pos, const struct lf_move *move,
    const char *text, enum lf_status st, const char *fragment)
{
	static struct lf_position before;
	struct lf_error err;
	enum lf_status got;

	memcpy(&before, pos, sizeof before);
	lf_error_clear(&err);
	got = lf_check_move(pos, move, NULL, &err);
	ck_assert_msg(got == st, "%s: status %d, want %d (%s)", text, got, st,
	    err.message);
	ck_assert_int_eq(err.status, st);
	ck_assert_int_eq(err.column, 0);
	ck_assert_msg(strstr(err.message, fragment) != NULL,
	    "%s: message '%s' lacks '%s'", text, err.message, fragment);
	ck_assert_msg(err.message[0] != '\0' &&
	    !(err.message[0] >= 'A' && err.message[0] <= 'Z'),
	    "message '%s' is empty or starts with a capital", err.message);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_apply(pos, move, NULL, &err), st);
	ck_assert_msg(strstr(err.message, fragment) != NULL,
	    "lf_apply %s: message '%s' lacks '%s'", text, err.message,
	    fragment);
	ck_assert_msg(memcmp(pos, &before, sizeof before) == 0,
	    "%s: a refused move changed the position", text);
	/* The same without an error record, which may always be NULL. */
	ck_assert_int_eq(lf_check_move(pos, move, NULL, NULL), st);
	ck_assert_int_eq(lf_apply(pos, move, NULL, NULL), st);
	ck_assert_msg(memcmp(pos, &before, sizeof before) == 0,
	    "%s: a refused move changed the position", text);
}

/* expect_refused_move() for a move in notation, refused as LF_EINVAL. */
static inline void
expect_refused(const char *line, const char *text, const char *fragment)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);

	parse_ok(line, &pos);
	move_ok(&pos, text, &move);
	expect_refused_move(&pos, &move, text, LF_EINVAL, fragment);
}

/* The cases of check_apply_refuse.c. */
void apply_refuse_cases(TCase *core);

#endif /* LF_CHECK_APPLY_H */
