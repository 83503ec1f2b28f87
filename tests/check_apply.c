/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_apply.c: Check suite for lib/apply.c: legal removals and routes
 * are made exactly (pieces, scores, turn, ply, bit rows), every reason a
 * move is refused is reported with its message and leaves the position
 * alone, the chain rules judge where a route may stop, the ply and the
 * scores stop at 2147483647, and lf_check_move() agrees with the move
 * generator on every move and every prefix of a route. */
#include "config.h"

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
static void
move_ok(const struct lf_position *pos, const char *text,
    struct lf_move *move)
{
	struct lf_error err;

	lf_error_clear(&err);
	ck_assert_msg(lf_move_parse(pos, text, strlen(text), move, &err) ==
	    LF_OK, "move '%s' rejected: %s", text, err.message);
}

/* Fail unless the bit rows of pos are those its cells give. */
static void
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
static void
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
	points = points_of(&pos, move.square, move.length);
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
	lf_apply_unchecked(&fast, move.square, move.length, NULL);
	ck_assert_msg(memcmp(&fast, &pos, sizeof pos) == 0,
	    "lf_apply_unchecked differs from lf_apply for %s", text);
}

/* Check that a move (parsed from text) is refused in pos with status st
 * and a lowercase message containing fragment, at column 0, by both
 * lf_check_move() and lf_apply(), and that pos is left untouched. */
static void
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
static void
expect_refused(const char *line, const char *text, const char *fragment)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);

	parse_ok(line, &pos);
	move_ok(&pos, text, &move);
	expect_refused_move(&pos, &move, text, LF_EINVAL, fragment);
}

/* A removal takes the piece off and scores its value for the remover: b2
 * is a 2 and a1 a 3, and the turn goes 1, 2, 1 as the ply counts 1, 2. */
START_TEST(test_apply_removal)
{
	expect_applies("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=0 score=0,0 board=12/31", "b2",
	    "lf1 variant=murray players=2 jumps=orth chain=free opening=each "
	    "removal=any turn=2 ply=1 score=2,0 board=1./31");
	expect_applies("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=2 ply=1 score=2,0 board=1./31", "A1",
	    "lf1 variant=murray players=2 jumps=orth chain=free opening=each "
	    "removal=any turn=1 ply=2 score=2,3 board=1./.1");
	/* removal=low: e1 holds a 1, the lowest value on the board. */
	expect_applies("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=each removal=low turn=1 ply=0 score=0,0 "
	    "board=1.3.#/24.../.2..1/22.31", "e1",
	    "lf1 variant=murray players=2 jumps=orth chain=free opening=each "
	    "removal=low turn=2 ply=1 score=1,0 board=1.3.#/24.../.2..1/22.3.");
}
END_TEST

/* A route empties its start and every jumped cell and puts the mover's
 * piece on its last square: a4 over a3 to a2, then over b2 to c2, two
 * captures for player 1. */
START_TEST(test_apply_route)
{
	expect_applies(HEAD("orth", "free") ERROR_BOARD, "a4-a2-c2",
	    "lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=none removal=any turn=2 ply=1 score=2,0 "
	    "board=..1.#/.1.../..1.1/11.11");
	/* The same board under diag8: a3 jumps down-right over b2. */
	expect_applies(HEAD("diag8", "free") ERROR_BOARD, "a3-c1",
	    "lf1 variant=traditional players=2 jumps=diag8 chain=free "
	    "opening=none removal=any turn=2 ply=1 score=1,0 "
	    "board=1.1.#/.1.../....1/11111");
	/* hex: a1 up-right over b2 to c3, then right over d3 to e3. */
	expect_applies(HEAD("hex", "free") "...../...../...1./.1.../1....",
	    "a1-c3-e3",
	    "lf1 variant=traditional players=2 jumps=hex chain=free "
	    "opening=none removal=any turn=2 ply=1 score=2,0 "
	    "board=...../...../....1/...../.....");
}
END_TEST

/* Points are the values captured: a1 takes the 9 on b1 for player 2,
 * whose score goes from 1 to 10, and the moved piece keeps its value
 * (1) on c1; two diagonal jumps over a 2 and a 3 score 5. */
START_TEST(test_apply_values)
{
	expect_applies("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=none removal=any turn=2 ply=4 score=3,1 board=.1./1../19.",
	    "a1-c1",
	    "lf1 variant=murray players=2 jumps=orth chain=free opening=none "
	    "removal=any turn=1 ply=5 score=3,10 board=.1./1../..1");
	expect_applies("lf1 variant=murray players=2 jumps=diag8 chain=free "
	    "opening=none removal=any turn=1 ply=0 score=0,0 "
	    "board=...../...3./...../.2.../1....", "a1-c3-e5",
	    "lf1 variant=murray players=2 jumps=diag8 chain=free opening=none "
	    "removal=any turn=2 ply=1 score=5,0 "
	    "board=....1/...../...../...../.....");
	/* A 7 jumps a 9 and an 8: the 7 lands on e1, player 1 gains 17. */
	expect_applies("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=none removal=any turn=1 ply=3 score=4,5 board=79.8.",
	    "a1-c1-e1",
	    "lf1 variant=murray players=2 jumps=orth chain=free opening=none "
	    "removal=any turn=2 ply=4 score=21,5 board=....7");
}
END_TEST

/* lf_move_points before the move: the value removed, or the sum of the
 * values jumped, whatever the mover is worth. */
START_TEST(test_move_points)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);

	parse_ok("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=none removal=any turn=1 ply=0 score=0,0 board=.1./1../19.",
	    &pos);
	move_ok(&pos, "a1-c1", &move);
	ck_assert_int_eq(points_of(&pos, move.square, move.length), 9);
	move_ok(&pos, "a1-a3-c3", &move);
	ck_assert_int_eq(points_of(&pos, move.square, move.length), 2);
	move_ok(&pos, "a1-a3", &move);
	ck_assert_int_eq(points_of(&pos, move.square, move.length), 1);
	move_ok(&pos, "b1", &move);
	ck_assert_int_eq(points_of(&pos, move.square, move.length), 9);
}
END_TEST

/* The turn passes in a fixed order and wraps after the last player: 3
 * to 1 of three, 16 to 1 of sixteen. */
START_TEST(test_turn_wraps)
{
	expect_applies("lf1 variant=traditional players=3 jumps=orth "
	    "chain=free opening=none removal=any turn=3 ply=8 score=1,2,3 "
	    "board=11.", "a1-c1",
	    "lf1 variant=traditional players=3 jumps=orth chain=free "
	    "opening=none removal=any turn=1 ply=9 score=1,2,4 board=..1");
	expect_applies("lf1 variant=traditional players=3 jumps=orth "
	    "chain=free opening=none removal=any turn=1 ply=9 score=1,2,4 "
	    "board=11.", "a1-c1",
	    "lf1 variant=traditional players=3 jumps=orth chain=free "
	    "opening=none removal=any turn=2 ply=10 score=2,2,4 board=..1");
	expect_applies("lf1 variant=traditional players=16 jumps=orth "
	    "chain=free opening=each removal=any turn=16 ply=15 "
	    "score=1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0 board=1.11/1111/1111/1111",
	    "c4",
	    "lf1 variant=traditional players=16 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=16 "
	    "score=1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1 board=1..1/1111/1111/1111");
}
END_TEST

/* Routes that come back to their start, or cross it, are legal: the
 * loop run either way leaves a1 holding the piece and scores 4, and c1's
 * route crosses c1 on its way to e1. */
START_TEST(test_apply_loops)
{
	expect_applies(HEAD("orth", "free") ".1./1.1/11.", "a1-a3-c3-c1-a1",
	    "lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=none removal=any turn=2 ply=1 score=4,0 "
	    "board=.../.../1..");
	expect_applies(HEAD("orth", "most") ".1./1.1/11.", "a1-c1-c3-a3-a1",
	    "lf1 variant=traditional players=2 jumps=orth chain=most "
	    "opening=none removal=any turn=2 ply=1 score=4,0 "
	    "board=.../.../1..");
	expect_applies(HEAD("orth", "most") ".1.../1.1../.111.",
	    "c1-c3-a3-a1-c1-e1",
	    "lf1 variant=traditional players=2 jumps=orth chain=most "
	    "opening=none removal=any turn=2 ply=1 score=5,0 "
	    "board=...../...../....1");
}
END_TEST

/* Refusals of the whole move: an empty route, and any move at all once
 * the game is over (1.1/.../1.1 has no piece beside another). */
START_TEST(test_refuse_empty_and_over)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);

	parse_ok(HEAD("orth", "free") ERROR_BOARD, &pos);
	move.length = 0;
	expect_refused_move(&pos, &move, "(empty)", LF_EINVAL, "empty move");
	move.length = -1;
	expect_refused_move(&pos, &move, "(negative)", LF_EINVAL, "empty move");
	expect_refused(HEAD("orth", "free") "1.1/.../1.1", "a1-c1",
	    "the game is over: no move is possible");
	expect_refused(HEAD("orth", "free") "1.1/.../1.1", "a1",
	    "the game is over: no move is possible");
	/* A removal is due, but no piece is left. */
	expect_refused("lf1 variant=traditional players=2 jumps=orth "
	    "chain=free opening=each removal=any turn=2 ply=1 score=1,0 "
	    "board=..", "a1", "the game is over");
}
END_TEST

/* Check that the route of length squares sq, which no generator makes,
 * is refused with st by every function that takes a move (a fragment of
 * the message is checked), reading and writing nothing outside the
 * board (ASan would say), and changing nothing. */
static void
expect_hand_made_refused(struct lf_position *pos, const uint16_t *sq,
    int length, enum lf_status st, const char *fragment)
{
	static struct lf_position before;
	LF_MOVE_STATIC(move);
	struct lf_error err;
	struct lf_buf out;
	long points = 7;

	memcpy(&before, pos, sizeof before);
	move.length = length;
	if (length > 0)
		memcpy(move.square, sq, (size_t)(length > LF_MAX_ROUTE ?
		    LF_MAX_ROUTE : length) * sizeof *sq);
	expect_refused_move(pos, &move, "(hand-made)", st, fragment);
	/* lf_apply_unchecked() and lf_move_points() refuse what would take
	 * them outside the board; a step that is no jump but stays on cells
	 * is the caller's to check. */
	if (strstr(fragment, "is not a jump") == NULL) {
		lf_error_clear(&err);
		ck_assert_int_eq(lf_apply_unchecked(pos, sq, length, &err), st);
		ck_assert_msg(strstr(err.message, fragment) != NULL, "message "
		    "'%s' lacks '%s'", err.message, fragment);
		ck_assert_int_eq(lf_apply_unchecked(pos, sq, length, NULL), st);
		ck_assert_int_eq(lf_move_points(pos, sq, length, &points, &err),
		    st);
		ck_assert_int_eq(points, 0);
		ck_assert_int_eq(lf_move_points(pos, sq, length, &points, NULL),
		    st);
	}
	/* Notation needs cells, not jumps. */
	lf_buf_init(&out);
	if (strstr(fragment, "jump") == NULL) {
		ck_assert_int_ne(lf_move_format(pos, sq, length, &out, NULL),
		    LF_OK);
		ck_assert_uint_eq(out.len, 0);
	}
	lf_buf_free(&out);
	ck_assert_msg(memcmp(pos, &before, sizeof before) == 0,
	    "a refused hand-made move changed the position");
}

/* Moves built by hand rather than parsed or generated: squares that are
 * no cell (outside the array, the border, a '#' place), routes of no or
 * too many squares, and steps that are no jump of the rule or jump over
 * no cell.  Before these were refused, a square outside the array was
 * read by lf_check_move() and written by lf_apply_unchecked(). */
START_TEST(test_refuse_hand_made)
{
	static struct lf_position pos;
	static uint16_t sq[LF_MAX_ROUTE + 2];
	const uint16_t outside[] = { UINT16_MAX, LF_CELLS, LF_CELLS - 1, 0 };
	size_t i;

	parse_ok(HEAD("orth", "free") ERROR_BOARD, &pos);
	for (i = 0; i < sizeof outside / sizeof outside[0]; i++) {
		sq[0] = outside[i];
		expect_hand_made_refused(&pos, sq, 1, LF_EINVAL,
		    "is not a cell of the board");
		sq[0] = (uint16_t)lf_index(0, 0);
		sq[1] = outside[i];
		expect_hand_made_refused(&pos, sq, 2, LF_EINVAL,
		    "square 2 of the move");
	}
	/* e4 is a '#' place, f1 the border beyond the last column. */
	sq[0] = (uint16_t)lf_index(4, 0);
	expect_hand_made_refused(&pos, sq, 1, LF_EINVAL, "not a cell");
	sq[0] = (uint16_t)lf_index(3, 3);
	sq[1] = (uint16_t)lf_index(5, 3);
	expect_hand_made_refused(&pos, sq, 2, LF_EINVAL, "not a cell");
	/* No squares, and more than a route may have. */
	expect_hand_made_refused(&pos, sq, 0, LF_EINVAL, "empty move");
	expect_hand_made_refused(&pos, sq, -5, LF_EINVAL, "empty move");
	for (i = 0; i < LF_MAX_ROUTE + 1; i++)
		sq[i] = (uint16_t)lf_index(0, 0);
	expect_hand_made_refused(&pos, sq, LF_MAX_ROUTE + 1, LF_ELIMIT,
	    "longer than");
	/* a1 to d4 is no jump, nor a1 to a1; e2 to e4 jumps over no cell. */
	sq[0] = (uint16_t)lf_index(0, 3);
	sq[1] = (uint16_t)lf_index(3, 0);
	expect_hand_made_refused(&pos, sq, 2, LF_EINVAL, "is not a jump");
	sq[1] = sq[0];
	expect_hand_made_refused(&pos, sq, 2, LF_EINVAL, "is not a jump");
	parse_ok(HEAD("orth", "free") "1.1/1#1/1.1", &pos);
	sq[0] = (uint16_t)lf_index(0, 1);
	sq[1] = (uint16_t)lf_index(2, 1);
	expect_hand_made_refused(&pos, sq, 2, LF_EINVAL, "jumps over no cell");
}
END_TEST

/* Refused removals: after the opening, of an empty cell, and under
 * removal=low of a piece above the lowest value on the board. */
START_TEST(test_refuse_removals)
{
	expect_refused(HEAD("orth", "free") ERROR_BOARD, "a1",
	    "a1 is a removal, but the opening is over: every move is now a "
	    "jump");
	expect_refused("lf1 variant=froglet players=2 jumps=orth chain=free "
	    "opening=first removal=any turn=2 ply=1 score=1,0 board=.111", "c1",
	    "c1 is a removal, but the opening is over");
	expect_refused("lf1 variant=traditional players=2 jumps=orth "
	    "chain=free opening=each removal=any turn=2 ply=1 score=1,0 "
	    "board=" ERROR_BOARD, "c1", "no piece on c1 to remove");
	expect_refused("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=each removal=low turn=1 ply=0 score=0,0 "
	    "board=1.3.#/24.../.2..1/22.31", "c4",
	    "c4 holds a 3, but removal=low takes only a piece of the lowest "
	    "value on the board (1)");
	/* With the 1s gone the lowest is 2: a 3 is still refused. */
	expect_refused("lf1 variant=murray players=3 jumps=orth chain=free "
	    "opening=each removal=low turn=3 ply=2 score=1,1,0 board=.2/32",
	    "a1", "a1 holds a 3, but removal=low takes only a piece of the "
	    "lowest value on the board (2)");
}
END_TEST

/* A jump while a removal is due names the player who must remove and
 * the opening rule. */
START_TEST(test_refuse_jump_in_opening)
{
	expect_refused("lf1 variant=traditional players=2 jumps=orth "
	    "chain=free opening=each removal=any turn=2 ply=1 score=1,0 "
	    "board=" ERROR_BOARD, "a1-c1", "a jump, but the opening is not "
	    "over: player 2 must remove a piece (opening=each)");
	expect_refused("lf1 variant=froglet players=2 jumps=orth chain=free "
	    "opening=first removal=low turn=1 ply=0 score=0,0 board=11.1",
	    "a1-c1", "a jump, but the opening is not over: player 1 must "
	    "remove a piece (opening=first)");
}
END_TEST

/* Refused jumps, each on the error board unless said: no piece on the
 * start, an empty middle cell (also in a later step, and the cell of a
 * piece already jumped), a full landing cell (also in a later step), a
 * jump over a place that is no cell. */
START_TEST(test_refuse_jump_cells)
{
	expect_refused(HEAD("orth", "free") ERROR_BOARD, "c1-c3",
	    "no piece on c1");
	expect_refused(HEAD("orth", "free") ERROR_BOARD, "a4-c4",
	    "a4 to c4: no piece on b4 to jump over");
	expect_refused(HEAD("orth", "free") ERROR_BOARD, "a4-a2-c2-c4",
	    "c2 to c4: no piece on c3 to jump over");
	expect_refused(HEAD("orth", "free") ".1./1.1/11.", "a1-a3-a1",
	    "a3 to a1: no piece on a2 to jump over");
	expect_refused(HEAD("orth", "free") ERROR_BOARD, "b1-b3",
	    "b1 to b3: the landing square b3 is occupied");
	/* a1 up to a3, right to c3, then down over c2 onto the full c1. */
	expect_refused(HEAD("orth", "free") ".1./1.1/111", "a1-a3-c3-c1",
	    "c3 to c1: the landing square c1 is occupied");
	expect_refused(HEAD("orth", "free") "1#./11.", "a2-c2",
	    "a2 to c2 jumps over no cell");
	/* (a1-c1 is there so that the game is not over.) */
	expect_refused(HEAD("diag8", "free") "1../.#./11.", "a3-c1",
	    "a3 to c1 jumps over no cell");
}
END_TEST

/* Steps that are not a jump of the rule: one cell, three cells, a bent
 * step, no step, a diagonal under orth, down-right under hex, a
 * knight's step under diag8, and a bad step after a good one. */
START_TEST(test_refuse_not_a_jump)
{
	static const char *const orth[] = {
		"a1-b1", "a1-d1", "a1-c2", "a1-a1", "a3-c1"
	};
	char want[128];
	size_t i;

	for (i = 0; i < sizeof orth / sizeof orth[0]; i++) {
		snprintf(want, sizeof want, "%.2s to %.2s is not a jump: a "
		    "jump goes two cells in a straight line in one of the "
		    "orth directions", orth[i], orth[i] + 3);
		expect_refused(HEAD("orth", "free") ERROR_BOARD, orth[i], want);
	}
	expect_refused(HEAD("hex", "free") ERROR_BOARD, "a3-c1",
	    "a3 to c1 is not a jump: a jump goes two cells in a straight line "
	    "in one of the hex directions");
	expect_refused(HEAD("diag8", "free") ERROR_BOARD, "a1-b3",
	    "a1 to b3 is not a jump: a jump goes two cells in a straight line "
	    "in one of the diag8 directions");
	expect_refused(HEAD("orth", "free") ERROR_BOARD, "a4-a2-b2",
	    "a2 to b2 is not a jump");
}
END_TEST

/* chain=continue refuses a route that stops where the piece can still
 * jump, and accepts one that stops where it cannot, however short;
 * chain=most refuses a route shorter than the piece's longest. */
START_TEST(test_refuse_chain)
{
	expect_refused(HEAD("orth", "continue") ERROR_BOARD, "b2-b4",
	    "the route stops on b4, but the piece can jump on and "
	    "chain=continue makes it");
	expect_refused(HEAD("orth", "continue") ".1./1.1/11.", "a1-a3-c3",
	    "the route stops on c3, but the piece can jump on");
	/* The crossing board: c1 must not stop on its own cell. */
	expect_refused(HEAD("orth", "continue") ".1.../1.1../.111.",
	    "c1-c3-a3-a1-c1", "the route stops on c1, but the piece can jump "
	    "on");
	expect_applies(HEAD("orth", "continue") ".1.../1.1../.111.", "c1-e1",
	    "lf1 variant=traditional players=2 jumps=orth chain=continue "
	    "opening=none removal=any turn=2 ply=1 score=1,0 "
	    "board=.1.../1.1../.1..1");
	expect_refused(HEAD("orth", "most") ".1.../1.1../.111.", "c1-e1",
	    "the route captures 1 piece, but the piece on c1 can capture 5 and "
	    "chain=most demands the most");
	expect_refused(HEAD("orth", "most") ERROR_BOARD, "a4-a2",
	    "the route captures 1 piece, but the piece on a4 can capture 2 and "
	    "chain=most demands the most");
	/* Two captures of three: the plural. */
	expect_refused(HEAD("diag8", "most") "..../.11./.11./....", "b3-d3-b1",
	    "the route captures 2 pieces, but the piece on b3 can capture 3");
	/* most is per piece: a2's single capture is its best. */
	expect_applies(HEAD("orth", "most") "11.../11.1.", "a2-c2",
	    "lf1 variant=traditional players=2 jumps=orth chain=most "
	    "opening=none removal=any turn=2 ply=1 score=1,0 "
	    "board=..1../11.1.");
}
END_TEST

/* Whether the list holds the route of k squares sq. */
static int
is_listed(const struct lf_move_list *list, const uint16_t *sq, int k)
{
	const uint16_t *other;
	size_t j;

	for (j = 0; j < list->count; j++)
		if (route_at(list, j, &other) == k &&
		    memcmp(other, sq, (size_t)k * sizeof *sq) == 0)
			return 1;
	return 0;
}

/* Judge every prefix of two squares or more of the route sq: a listed
 * one must be accepted, any other refused for the chain rule; return
 * the number refused. */
static int
judge_prefixes(const struct lf_position *pos,
    const struct lf_move_list *list, const uint16_t *sq, int len)
{
	LF_MOVE_STATIC(move);
	struct lf_error err;
	const char *why = pos->rules.chain == LF_CHAIN_MOST ?
	    "chain=most demands the most" : "chain=continue makes it";
	int k, refused = 0;

	for (k = 2; k <= len; k++) {
		move.length = k;
		memcpy(move.square, sq, (size_t)k * sizeof *sq);
		lf_error_clear(&err);
		if (is_listed(list, sq, k)) {
			ck_assert_msg(lf_check_move(pos, &move, NULL,
			    &err) == LF_OK,
			    "a listed move is refused: %s", err.message);
			continue;
		}
		ck_assert_int_ne(pos->rules.chain, LF_CHAIN_FREE);
		ck_assert_int_eq(lf_check_move(pos, &move, NULL, &err),
		    LF_EINVAL);
		ck_assert_msg(strstr(err.message, why) != NULL,
		    "message '%s' lacks '%s'", err.message, why);
		refused++;
	}
	return refused;
}

/* The moves lf_generate() lists are exactly the routes lf_check_move()
 * accepts: every listed move is accepted, and under continue and most
 * every prefix of a listed route that is not listed itself is refused
 * with the chain rule's reason, while under free every prefix is a move. */
START_TEST(test_agrees_with_generator)
{
	static const char *const lines[] = {
		HEAD("orth", "free") ".1.../1.1../.111.",
		HEAD("orth", "continue") ".1.../1.1../.111.",
		HEAD("orth", "most") ".1.../1.1../.111.",
		HEAD("diag8", "continue") "..../.11./.11./....",
		HEAD("diag8", "most") "..../.11./.11./....",
		HEAD("hex", "continue") ".../.11/11.",
		HEAD("orth", "most") ERROR_BOARD,
		HEAD("orth", "continue") ERROR_BOARD,
	};
	static struct lf_position pos;
	struct lf_move_list list;
	struct lf_error err;
	const uint16_t *sq;
	size_t l, i;
	int len, refused = 0;

	lf_move_list_init(&list);
	for (l = 0; l < sizeof lines / sizeof lines[0]; l++) {
		parse_ok(lines[l], &pos);
		ck_assert_int_eq(lf_generate(&pos, &list, NULL, &err), LF_OK);
		ck_assert_uint_gt(list.count, 0);
		for (i = 0; i < list.count; i++) {
			len = route_at(&list, i, &sq);
			refused += judge_prefixes(&pos, &list, sq, len);
		}
	}
	/* Proper prefixes of listed routes: the crossing board's two
	 * five-capture routes have 4 each, under continue and under most
	 * (16); each diag8 block has 8 three-capture loops with 2 each,
	 * under continue and under most (32); the hex loops 2 each (4);
	 * the error board a4-a2 and b2-b4 under most and continue (4). */
	ck_assert_int_eq(refused, 56);
	lf_move_list_release(&list);
}
END_TEST

/* Make a legal move with lf_apply(), check it against
 * lf_apply_unchecked() and the bit rows, and return the points captured
 * so far plus the points on the board. */
static long
apply_and_count(struct lf_position *pos, const struct lf_move *move)
{
	static struct lf_position fast;
	struct lf_error err;
	long total;
	int p;

	memcpy(&fast, pos, sizeof fast);
	lf_error_clear(&err);
	ck_assert_msg(lf_apply(pos, move, NULL, &err) == LF_OK, "%s",
	    err.message);
	lf_apply_unchecked(&fast, move->square, move->length, NULL);
	ck_assert_int_eq(memcmp(&fast, pos, sizeof fast), 0);
	expect_bits_in_step(pos);
	total = lf_points_on_board(pos);
	for (p = 0; p < pos->rules.players; p++)
		total += pos->score[p];
	return total;
}

/* In random games under many rules, lf_apply() of a random legal move
 * equals lf_apply_unchecked(), keeps the bit rows in step, and keeps the
 * points captured plus the points on the board constant. */
START_TEST(test_random_games_conserve_points)
{
	static const enum lf_variant variants[] = {
		LF_TRADITIONAL, LF_MURRAY, LF_FROGLET, LF_CAPTURE
	};
	static const enum lf_chain chains[] = {
		LF_CHAIN_FREE, LF_CHAIN_CONTINUE, LF_CHAIN_MOST
	};
	static struct lf_position pos;
	LF_MOVE_STATIC(move);
	struct lf_new_options opt;
	struct lf_error err;
	struct lf_random rng;
	size_t v, c;
	long total;
	int ply, moves = 0;

	for (v = 0; v < sizeof variants / sizeof variants[0]; v++)
		for (c = 0; c < sizeof chains / sizeof chains[0]; c++) {
			ck_assert_int_eq(lf_new_options_default(variants[v],
			    &opt, NULL), LF_OK);
			if (variants[v] != LF_CAPTURE)
				opt.width = opt.height = 6;
			opt.rules.chain = chains[c];
			opt.rules.players = 3;
			opt.seed = (uint64_t)(10 * v + c);
			ck_assert_int_eq(lf_new_game(&opt, &pos, &err), LF_OK);
			total = lf_points_on_board(&pos);
			lf_random_seed(&rng, opt.seed);
			for (ply = 0; lf_random_move(&pos, &rng, &move, NULL,
			    NULL) == 0;
			    ply++) {
				ck_assert_int_eq(apply_and_count(&pos, &move),
				    total);
				ck_assert_int_eq(pos.ply, ply + 1);
				moves++;
			}
			ck_assert(lf_game_over(&pos));
		}
	ck_assert_int_gt(moves, 100);
}
END_TEST

/* The ply stops at 2147483647: a move at that ply is refused as a limit
 * (LF_ELIMIT), one at the ply before it makes it exactly; an illegal
 * move there is still refused as illegal. */
START_TEST(test_limit_ply)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);

	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=none removal=any turn=1 ply=2147483647 score=0,0 "
	    "board=11.", &pos);
	move_ok(&pos, "a1-c1", &move);
	expect_refused_move(&pos, &move, "a1-c1", LF_ELIMIT,
	    "the ply would pass 2147483647, the largest a position line "
	    "holds");
	move_ok(&pos, "a1-b1", &move);
	expect_refused_move(&pos, &move, "a1-b1", LF_EINVAL, "not a jump");
	expect_applies("lf1 variant=traditional players=2 jumps=orth "
	    "chain=free opening=none removal=any turn=2 ply=2147483646 "
	    "score=0,0 board=11.", "a1-c1",
	    "lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=none removal=any turn=1 ply=2147483647 score=0,1 "
	    "board=..1");
}
END_TEST

/* The mover's score stops at 2147483647: a move that would pass it is
 * refused, one that reaches it exactly is made, for jumps of one and two
 * captures and for a removal of a 9; other players' scores do not
 * matter, and the message names the mover. */
START_TEST(test_limit_score)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);

	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=none removal=any turn=1 ply=5 score=2147483647,0 "
	    "board=11.", &pos);
	move_ok(&pos, "a1-c1", &move);
	expect_refused_move(&pos, &move, "a1-c1", LF_ELIMIT,
	    "player 1's score would pass 2147483647, the largest a position "
	    "line holds");
	expect_applies("lf1 variant=traditional players=2 jumps=orth "
	    "chain=free opening=none removal=any turn=1 ply=5 "
	    "score=2147483646,2147483647 board=11.", "a1-c1",
	    "lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=none removal=any turn=2 ply=6 "
	    "score=2147483647,2147483647 board=..1");
	/* Player 2, two captures: 2147483646 + 2 passes, 2147483645 + 2
	 * does not. */
	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=none removal=any turn=2 ply=5 score=0,2147483646 "
	    "board=11.1.", &pos);
	move_ok(&pos, "a1-c1-e1", &move);
	expect_refused_move(&pos, &move, "a1-c1-e1", LF_ELIMIT,
	    "player 2's score would pass 2147483647");
	expect_applies("lf1 variant=traditional players=2 jumps=orth "
	    "chain=free opening=none removal=any turn=2 ply=5 "
	    "score=0,2147483645 board=11.1.", "a1-c1-e1",
	    "lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=none removal=any turn=1 ply=6 score=0,2147483647 "
	    "board=....1");
	/* A removal of a 9: 2147483638 + 9 is the limit itself. */
	parse_ok("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=0 score=2147483639,0 "
	    "board=91", &pos);
	move_ok(&pos, "a1", &move);
	expect_refused_move(&pos, &move, "a1", LF_ELIMIT,
	    "player 1's score would pass 2147483647");
	expect_applies("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=0 score=2147483638,0 "
	    "board=91", "a1",
	    "lf1 variant=murray players=2 jumps=orth chain=free opening=each "
	    "removal=any turn=2 ply=1 score=2147483647,0 board=.1");
	/* Player 16 of 16. */
	parse_ok("lf1 variant=traditional players=16 jumps=orth chain=free "
	    "opening=none removal=any turn=16 ply=5 "
	    "score=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2147483647 board=11.", &pos);
	move_ok(&pos, "a1-c1", &move);
	expect_refused_move(&pos, &move, "a1-c1", LF_ELIMIT,
	    "player 16's score would pass 2147483647");
}
END_TEST

/* A 31-jump route along a 64-cell row is checked and made: 31 points,
 * the piece on bk1, every jumped cell empty; chain=most accepts only the
 * whole route, and a route of LF_MAX_ROUTE squares is judged at its
 * first bad step. */
START_TEST(test_limit_long_routes)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);
	char row[LF_MAX_WIDTH + 1], line[512];
	int i;

	row[0] = '1';
	for (i = 1; i < LF_MAX_WIDTH; i++)
		row[i] = i % 2 ? '1' : '.';
	row[LF_MAX_WIDTH] = '\0';
	snprintf(line, sizeof line, HEAD("orth", "most") "%s", row);
	parse_ok(line, &pos);
	move.length = 32;
	for (i = 0; i < 32; i++)
		move.square[i] = (uint16_t)lf_index(2 * i, 0);
	ck_assert_int_eq(points_of(&pos, move.square, move.length), 31);
	move.length = 31;
	expect_refused_move(&pos, &move, "30 jumps", LF_EINVAL,
	    "the route captures 30 pieces, but the piece on a1 can capture 31");
	move.length = 32;
	ck_assert_int_eq(lf_apply(&pos, &move, NULL, NULL), LF_OK);
	ck_assert_int_eq(pos.score[0], 31);
	ck_assert_int_eq(lf_piece_count(&pos), 2);
	ck_assert_int_eq(pos.priv.cell[lf_index(62, 0)], 1);
	ck_assert_int_eq(pos.priv.cell[lf_index(63, 0)], 1);
	ck_assert_int_eq(pos.priv.cell[lf_index(0, 0)], LF_EMPTY);
	expect_bits_in_step(&pos);
	/* The longest route notation allows: 31 good jumps, then a1 to
	 * a1 repeated to LF_MAX_ROUTE squares; the 32nd step is no jump. */
	parse_ok(line, &pos);
	for (i = 0; i < LF_MAX_ROUTE; i++)
		move.square[i] = (uint16_t)(i < 32 ? lf_index(2 * i, 0) :
		    lf_index(0, 0));
	move.length = LF_MAX_ROUTE;
	expect_refused_move(&pos, &move, "4096 squares", LF_EINVAL,
	    "bk1 to a1 is not a jump");
	for (i = 0; i < LF_MAX_ROUTE; i++)
		move.square[i] = (uint16_t)lf_index(0, 0);
	expect_refused_move(&pos, &move, "a1 4096 times", LF_EINVAL,
	    "a1 to a1 is not a jump");
}
END_TEST

/* The corner cells of the largest board: a jump into bl1 and one out of
 * a64 keep the bit rows in step at column 63 and at the last row. */
START_TEST(test_limit_largest_board)
{
	static char line[8192];
	static struct lf_position pos;
	LF_MOVE_STATIC(move);
	int n, r, c;

	n = snprintf(line, sizeof line, "%s", HEAD("orth", "free"));
	for (r = 0; r < LF_MAX_HEIGHT; r++) {
		if (r > 0)
			line[n++] = '/';
		for (c = 0; c < LF_MAX_WIDTH; c++)
			line[n++] = (r == 63 && c == 63) || (r == 0 && c == 2) ?
			    '.' : '1';
	}
	line[n] = '\0';
	parse_ok(line, &pos);
	move_ok(&pos, "bj1-bl1", &move);
	ck_assert_int_eq(lf_apply(&pos, &move, NULL, NULL), LF_OK);
	expect_bits_in_step(&pos);
	move_ok(&pos, "a64-c64", &move);
	ck_assert_int_eq(lf_apply(&pos, &move, NULL, NULL), LF_OK);
	expect_bits_in_step(&pos);
	ck_assert_int_eq(pos.score[0], 1);
	ck_assert_int_eq(pos.score[1], 1);
	ck_assert_int_eq(lf_piece_count(&pos), 4096 - 4);
	ck_assert_int_eq(pos.priv.cell[lf_index(63, 63)], 1);
	ck_assert_int_eq(pos.priv.cell[lf_index(0, 0)], LF_EMPTY);
	ck_assert_int_eq(pos.priv.cell[lf_index(1, 0)], LF_EMPTY);
	ck_assert_int_eq(pos.priv.cell[lf_index(2, 0)], 1);
}
END_TEST

/* The suite for apply.c. */
static Suite *
apply_suite(void)
{
	Suite *s = suite_create("apply");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_apply_removal);
	tcase_add_test(core, test_apply_route);
	tcase_add_test(core, test_apply_values);
	tcase_add_test(core, test_move_points);
	tcase_add_test(core, test_turn_wraps);
	tcase_add_test(core, test_apply_loops);
	tcase_add_test(core, test_refuse_empty_and_over);
	tcase_add_test(core, test_refuse_hand_made);
	tcase_add_test(core, test_refuse_removals);
	tcase_add_test(core, test_refuse_jump_in_opening);
	tcase_add_test(core, test_refuse_jump_cells);
	tcase_add_test(core, test_refuse_not_a_jump);
	tcase_add_test(core, test_refuse_chain);
	tcase_add_test(core, test_agrees_with_generator);
	tcase_add_test(core, test_random_games_conserve_points);
	tcase_set_timeout(core, 60);
	suite_add_tcase(s, core);

	tcase_add_test(limits, test_limit_ply);
	tcase_add_test(limits, test_limit_score);
	tcase_add_test(limits, test_limit_long_routes);
	tcase_add_test(limits, test_limit_largest_board);
	tcase_set_timeout(limits, 60);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(apply_suite)
