/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_apply_refuse.c: the apply suite's refusals: every reason a move
 * is refused is reported with its message and leaves the position
 * alone, and the chain rules judge where a route may stop. */
#include "config.h"

#include "check_apply.h"

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
		ck_assert_int_eq(lf_apply_unchecked(pos, &move, &err), st);
		ck_assert_msg(strstr(err.message, fragment) != NULL, "message "
		    "'%s' lacks '%s'", err.message, fragment);
		ck_assert_int_eq(lf_apply_unchecked(pos, &move, NULL), st);
		ck_assert_int_eq(lf_move_points(pos, &move, &points, &err), st);
		ck_assert_int_eq(points, 0);
		ck_assert_int_eq(lf_move_points(pos, &move, &points, NULL), st);
	}
	/* Notation needs cells, not jumps. */
	lf_buf_init(&out);
	if (strstr(fragment, "jump") == NULL) {
		ck_assert_int_ne(lf_move_format(pos, &move, &out, NULL), LF_OK);
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

/* Add the cases of this file to the suite. */
void
apply_refuse_cases(TCase *core)
{
	tcase_add_test(core, test_refuse_empty_and_over);
	tcase_add_test(core, test_refuse_hand_made);
	tcase_add_test(core, test_refuse_removals);
	tcase_add_test(core, test_refuse_jump_in_opening);
	tcase_add_test(core, test_refuse_jump_cells);
	tcase_add_test(core, test_refuse_not_a_jump);
	tcase_add_test(core, test_refuse_chain);
}
