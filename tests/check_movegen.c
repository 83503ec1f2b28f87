/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_movegen.c: Check suite for lib/movegen.c: the exact move lists
 * of hand-worked positions under every kind of jump, chain rule, opening
 * and removal rule and on shaped boards, in the order of lf-moves(1);
 * counting, perft, the n-th and random moves, the end of the game and
 * the longest route agree with those lists; the best capture of a
 * position (lf_best_capture(), the search's estimate) is the best of
 * each piece's best route; and a plain reference generator written here
 * agrees with lf_generate() move for move on the positions of random
 * games. */
#include "config.h"

#include <stdio.h>

#include "check_util.h"
#include "movegen_int.h"

/* Room for a position line of the largest board. */
#define LINE_MAX_TEST 8192

/* A position under the given rules with no opening (removal=any,
 * player 1 to move at ply 0), the usual setting of the jump tests. */
static void
pos_with(const char *jumps, const char *chain, const char *board,
    struct lf_position *pos)
{
	char rules[64];

	snprintf(rules, sizeof rules, "jumps=%s chain=%s opening=none "
	    "removal=any", jumps, chain);
	parse_board_ok(rules, board, pos);
}

/* Fail the test unless pos is byte for byte what it was before a call
 * that must restore it. */
static void
expect_unchanged(const struct lf_position *pos,
    const struct lf_position *before, const char *call)
{
	ck_assert_msg(memcmp(pos, before, sizeof *pos) == 0,
	    "%s did not restore the position", call);
}

/* Append the moves of a list, formatted and joined by single spaces. */
static void
list_text(const struct lf_position *pos, const struct lf_move_list *list,
    struct lf_buf *out)
{
	const uint16_t *sq;
	size_t i;
	int len;

	lf_buf_add(out, "", 0); /* an empty list is "", not NULL */
	for (i = 0; i < list->count; i++) {
		len = route_at(list, i, &sq);
		if (i > 0)
			lf_buf_add(out, " ", 1);
		lf_move_format(pos, sq, len, out, NULL);
	}
}

/* Generate the moves of pos into list, which must succeed and leave pos
 * as it was. */
static void
generate_ok(struct lf_position *pos, struct lf_move_list *list)
{
	static struct lf_position before;
	struct lf_error err;

	memcpy(&before, pos, sizeof before);
	lf_error_clear(&err);
	ck_assert_msg(lf_generate(pos, list, NULL, &err) == LF_OK,
	    "lf_generate: %s",
	    err.message);
	ck_assert_int_eq(list->failed, 0);
	expect_unchanged(pos, &before, "lf_generate");
}

/* The index in list of a move, or -1 when the list does not hold it. */
static long
find_move(const struct lf_move_list *list, const struct lf_move *move)
{
	const uint16_t *sq;
	size_t i;

	for (i = 0; i < list->count; i++)
		if (route_at(list, i, &sq) == move->length &&
		    memcmp(sq, move->square,
		    (size_t)move->length * sizeof *sq) == 0)
			return (long)i;
	return -1;
}

/* Check that pos has exactly the moves want (formatted, joined by
 * spaces, in the documented order), and that counting, lf_nth_move()
 * and lf_game_over() agree with the list and leave pos unchanged. */
static void
expect_moves(struct lf_position *pos, const char *want)
{
	static struct lf_position before;
	LF_MOVE_STATIC(move);
	struct lf_move_list list;
	struct lf_buf text;
	const uint16_t *sq;
	size_t i;
	int len;

	memcpy(&before, pos, sizeof before);
	lf_move_list_init(&list);
	generate_ok(pos, &list);
	lf_buf_init(&text);
	list_text(pos, &list, &text);
	ck_assert_int_eq(text.failed, 0);
	ck_assert_msg(strcmp(text.data, want) == 0, "moves '%.2000s', want "
	    "'%.2000s'", text.data, want);
	lf_buf_free(&text);
	ck_assert_uint_eq(count_of(pos), list.count);
	expect_unchanged(pos, &before, "lf_count_moves");
	for (i = 0; i < list.count; i++) {
		len = route_at(&list, i, &sq);
		ck_assert_int_eq(lf_nth_move(pos, i, &move, NULL,
		    NULL), LF_OK);
		ck_assert_int_eq(move.length, len);
		ck_assert_int_eq(memcmp(move.square, sq,
		    (size_t)len * sizeof *sq), 0);
	}
	ck_assert_int_eq(lf_nth_move(pos, list.count, &move, NULL, NULL),
	    LF_EINVAL);
	expect_unchanged(pos, &before, "lf_nth_move");
	ck_assert_int_eq(lf_game_over(pos), list.count == 0);
	ck_assert_uint_eq(perft_of(pos, 1), list.count);
	expect_unchanged(pos, &before, "lf_perft");
	lf_move_list_release(&list);
}

/* orth: on the plus-shaped group only c3 can jump (each outer piece has
 * c3 beside it with an occupied cell behind, or an empty neighbour), over
 * each of its neighbours in the order up, right, down, left. */
START_TEST(test_orth)
{
	static struct lf_position pos;

	pos_with("orth", "free", "...../..1../.111./..1../.....", &pos);
	expect_moves(&pos, "c3-c5 c3-e3 c3-c1 c3-a3");
}
END_TEST

/* diag8: the outer pieces of the plus also jump diagonally over their
 * neighbours (c4 over d3 to e2 and over b3 to a2, and so on); moves come
 * by starting square in reading order (c4, b3, c3, d3, c2), each in the
 * order N, NE, E, SE, S, SW, W, NW, and no route extends since every
 * landing cell has no piece beside it with an empty cell behind. */
START_TEST(test_diag8)
{
	static struct lf_position pos;

	pos_with("diag8", "free", "...../..1../.111./..1../.....", &pos);
	expect_moves(&pos, "c4-e2 c4-a2 b3-d5 b3-d1 c3-c5 c3-e3 c3-c1 c3-a3 "
	    "d3-b1 d3-b5 c2-e4 c2-a4");
}
END_TEST

/* hex: of the diagonals only up-right (x+1, y+1) and down-left remain,
 * so c4-a2, b3-d5, d3-b1 and c2-e4 stay and the other four diagonal
 * jumps of diag8 go. */
START_TEST(test_hex)
{
	static struct lf_position pos;

	pos_with("hex", "free", "...../..1../.111./..1../.....", &pos);
	expect_moves(&pos, "c4-a2 b3-d5 c3-c5 c3-e3 c3-c1 c3-a3 d3-b1 c2-e4");
}
END_TEST

/* hex in all six directions: c3 has a piece beside it and an empty cell
 * behind in every direction, listed up (c5), up-right (e5), right (e3),
 * down (c1), down-left (a1), left (a3); the jumps of the other pieces
 * are those of tests/data/rules-hex.cases. */
START_TEST(test_hex_six_directions)
{
	static struct lf_position pos;

	pos_with("hex", "free", "...../..11./.111./.11../.....", &pos);
	expect_moves(&pos, "c4-e4 c4-a2 d4-d2 d4-b4 b3-d5 b3-b1 "
	    "c3-c5 c3-e5 c3-e3 c3-c1 c3-a1 c3-a3 "
	    "d3-d5 d3-b1 b2-b4 b2-d2 c2-e4 c2-a2");
}
END_TEST

/* The three chain rules on the board of lf-moves(1): a5 jumps right over
 * b5 once (c5 then has nothing to jump), or down over a4 to a3 and on
 * over a2 to a1.  free lists every route, a route before its extension;
 * continue only the routes that cannot go on; most only a5's longest. */
START_TEST(test_chain_rules)
{
	static struct lf_position pos;
	static const char board[] = "11.../1..../...../1..../.....";

	pos_with("orth", "free", board, &pos);
	expect_moves(&pos, "a5-c5 a5-a3 a5-a3-a1");
	pos_with("orth", "continue", board, &pos);
	expect_moves(&pos, "a5-c5 a5-a3-a1");
	pos_with("orth", "most", board, &pos);
	expect_moves(&pos, "a5-a3-a1");
}
END_TEST

/* The loop board: a1 is the only piece with a jump (a2, b3, c2, b1 stand
 * round the empty b2, each with an empty or off-board cell behind its
 * neighbours), and runs the ring up first or right first, depth first;
 * under continue and most only the two full loops, which capture all
 * four pieces, remain. */
START_TEST(test_depth_first_loop)
{
	static struct lf_position pos;
	static const char board[] = ".1./1.1/11.";

	pos_with("orth", "free", board, &pos);
	expect_moves(&pos, "a1-a3 a1-a3-c3 a1-a3-c3-c1 a1-a3-c3-c1-a1 "
	    "a1-c1 a1-c1-c3 a1-c1-c3-a3 a1-c1-c3-a3-a1");
	pos_with("orth", "continue", board, &pos);
	expect_moves(&pos, "a1-a3-c3-c1-a1 a1-c1-c3-a3-a1");
	pos_with("orth", "most", board, &pos);
	expect_moves(&pos, "a1-a3-c3-c1-a1 a1-c1-c3-a3-a1");
}
END_TEST

/* The crossing board of rules-chain.cases: c1's loop through a1 comes
 * back over its own starting cell and on over d1 to e1, so routes of
 * five captures cross c1 twice; continue keeps c1-e1 too (e1 cannot jump
 * on), most only the two five-capture routes. */
START_TEST(test_route_crosses_start)
{
	static struct lf_position pos;
	static const char board[] = ".1.../1.1../.111.";

	pos_with("orth", "free", board, &pos);
	expect_moves(&pos, "c1-c3 c1-c3-a3 c1-c3-a3-a1 c1-c3-a3-a1-c1 "
	    "c1-c3-a3-a1-c1-e1 c1-e1 c1-a1 c1-a1-a3 c1-a1-a3-c3 "
	    "c1-a1-a3-c3-c1 c1-a1-a3-c3-c1-e1");
	pos_with("orth", "continue", board, &pos);
	expect_moves(&pos, "c1-c3-a3-a1-c1-e1 c1-e1 c1-a1-a3-c3-c1-e1");
	pos_with("orth", "most", board, &pos);
	expect_moves(&pos, "c1-c3-a3-a1-c1-e1 c1-a1-a3-c3-c1-e1");
}
END_TEST

/* Two routes that capture the same pieces and end on the same cell are
 * two moves: the loop board's two full loops are both listed, differ in
 * their squares, and lead to the same board. */
START_TEST(test_distinct_loops)
{
	static struct lf_position pos, after1, after2;
	struct lf_move_list list;
	const uint16_t *sq1, *sq2;
	int len1, len2;

	pos_with("orth", "most", ".1./1.1/11.", &pos);
	lf_move_list_init(&list);
	generate_ok(&pos, &list);
	ck_assert_uint_eq(list.count, 2);
	len1 = route_at(&list, 0, &sq1);
	len2 = route_at(&list, 1, &sq2);
	ck_assert_int_eq(len1, 5);
	ck_assert_int_eq(len2, 5);
	ck_assert_int_ne(memcmp(sq1, sq2, 5 * sizeof *sq1), 0);
	memcpy(&after1, &pos, sizeof pos);
	memcpy(&after2, &pos, sizeof pos);
	lf_apply_unchecked(&after1, sq1, len1, NULL);
	lf_apply_unchecked(&after2, sq2, len2, NULL);
	ck_assert_int_eq(memcmp(&after1, &after2, sizeof after1), 0);
	ck_assert_int_eq(after1.score[0], 4);
	lf_move_list_release(&list);
}
END_TEST

/* diag8 on a 2 x 2 block: each piece has seven routes, three of which
 * come back to its starting square (b3-d3-b1-b3 and b3-b1-d3-b3 are the
 * same triangle run both ways); continue keeps the routes that cannot go
 * on (the loops and the single corner jumps such as b3-d1), most the
 * loops of three captures. */
START_TEST(test_diag8_loops)
{
	static struct lf_position pos;
	static const char board[] = "..../.11./.11./....";

	pos_with("diag8", "free", board, &pos);
	expect_moves(&pos,
	    "b3-d3 b3-d3-b1 b3-d3-b1-b3 b3-d1 b3-b1 b3-b1-d3 b3-b1-d3-b3 "
	    "c3-c1 c3-c1-a3 c3-c1-a3-c3 c3-a1 c3-a3 c3-a3-c1 c3-a3-c1-c3 "
	    "b2-b4 b2-b4-d2 b2-b4-d2-b2 b2-d4 b2-d2 b2-d2-b4 b2-d2-b4-b2 "
	    "c2-c4 c2-c4-a2 c2-c4-a2-c2 c2-a2 c2-a2-c4 c2-a2-c4-c2 c2-a4");
	pos_with("diag8", "continue", board, &pos);
	expect_moves(&pos,
	    "b3-d3-b1-b3 b3-d1 b3-b1-d3-b3 c3-c1-a3-c3 c3-a1 c3-a3-c1-c3 "
	    "b2-b4-d2-b2 b2-d4 b2-d2-b4-b2 c2-c4-a2-c2 c2-a2-c4-c2 c2-a4");
	pos_with("diag8", "most", board, &pos);
	expect_moves(&pos,
	    "b3-d3-b1-b3 b3-b1-d3-b3 c3-c1-a3-c3 c3-a3-c1-c3 "
	    "b2-b4-d2-b2 b2-d2-b4-b2 c2-c4-a2-c2 c2-a2-c4-c2");
}
END_TEST

/* The hex triangle: a1 runs round b2, c2, b1 up-right first or right
 * first and comes home; c2 jumps left over b2 and b1 up over b2, and no
 * other jump stays on the 3 x 3 board. */
START_TEST(test_hex_loops)
{
	static struct lf_position pos;

	pos_with("hex", "free", ".../.11/11.", &pos);
	expect_moves(&pos, "c2-a2 a1-c3 a1-c3-c1 a1-c3-c1-a1 a1-c1 a1-c1-c3 "
	    "a1-c1-c3-a1 b1-b3");
	pos_with("hex", "continue", ".../.11/11.", &pos);
	expect_moves(&pos, "c2-a2 a1-c3-c1-a1 a1-c1-c3-a1 b1-b3");
}
END_TEST

/* most is per moved piece and counts pieces, not points: a2's best is
 * one capture and stays legal beside a1's two; on the murray board a1
 * must take two 1s rather than the single 9. */
START_TEST(test_most_per_piece)
{
	static struct lf_position pos;

	pos_with("orth", "most", "11.../11.1.", &pos);
	expect_moves(&pos, "a2-c2 a1-c1-e1");
	pos_with("orth", "free", "11.../11.1.", &pos);
	expect_moves(&pos, "a2-c2 a1-c1 a1-c1-e1");
	parse_ok("lf1 variant=murray players=2 jumps=orth chain=most "
	    "opening=none removal=any turn=1 ply=0 score=0,0 "
	    "board=.1./1../19.", &pos);
	expect_moves(&pos, "a1-a3-c3");
}
END_TEST

/* Shaped boards: no jump over a '#' (a2 on 1#./11.), none onto one (a2
 * on 11#/11.), none diagonally across or onto one, and a ring round a
 * '#' centre is run along its edge only. */
START_TEST(test_shapes)
{
	static struct lf_position pos;

	pos_with("orth", "free", "1#./11.", &pos);
	expect_moves(&pos, "a1-c1");
	pos_with("orth", "free", "11#/11.", &pos);
	expect_moves(&pos, "a1-c1");
	pos_with("orth", "free", "1../###/...", &pos);
	expect_moves(&pos, "");
	pos_with("diag8", "free", "1../.#./...", &pos);
	expect_moves(&pos, "");
	pos_with("diag8", "free", "1../.1./..#", &pos);
	expect_moves(&pos, "");
	pos_with("orth", "free", "1##/1##/.11", &pos);
	expect_moves(&pos, "a3-a1 c1-a1");
	pos_with("orth", "free", "11./1#1/...", &pos);
	expect_moves(&pos, "a3-c3 a3-c3-c1 a3-a1");
	/* The hexagon of side 3, centre empty: the six pieces two cells
	 * from c3 along the six hex directions jump into it. */
	pos_with("hex", "free", "##111/#1111/11.11/1111#/111##", &pos);
	expect_moves(&pos, "c5-c3 e5-c3 a3-c3 e3-c3 a1-c3 c1-c3");
}
END_TEST

/* opening=each: every piece may be removed, in reading order, for as
 * many plies as there are players, even when a jump exists; then jumps. */
START_TEST(test_opening_each)
{
	static struct lf_position pos;

	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=0 score=0,0 "
	    "board=11/11", &pos);
	expect_moves(&pos, "a2 b2 a1 b1");
	/* Ply 1 of 2: c2-a2 would be a jump, but player 2 removes. */
	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=2 ply=1 score=1,0 board=.11/111",
	    &pos);
	expect_moves(&pos, "b2 c2 a1 b1 c1");
	/* Three players: ply 2 is still a removal, ply 3 a jump. */
	parse_ok("lf1 variant=traditional players=3 jumps=orth chain=free "
	    "opening=each removal=any turn=3 ply=2 score=1,1,0 board=..11.",
	    &pos);
	expect_moves(&pos, "c1 d1");
	parse_ok("lf1 variant=traditional players=3 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=3 score=1,1,1 board=..11.",
	    &pos);
	expect_moves(&pos, "c1-e1 d1-b1");
	/* A '#' place is never removed. */
	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=0 score=0,0 "
	    "board=1#/#1", &pos);
	expect_moves(&pos, "a2 b1");
}
END_TEST

/* opening=first: one removal at ply 0, jumps from ply 1 (on .111 only c1
 * can jump, over b1 to a1; d1 over c1 would land on b1); opening=none:
 * jumps at once, and a full board is then the end of the game. */
START_TEST(test_opening_first_none)
{
	static struct lf_position pos;

	parse_ok("lf1 variant=froglet players=2 jumps=orth chain=free "
	    "opening=first removal=any turn=1 ply=0 score=0,0 "
	    "board=1111", &pos);
	expect_moves(&pos, "a1 b1 c1 d1");
	parse_ok("lf1 variant=froglet players=2 jumps=orth chain=free "
	    "opening=first removal=any turn=2 ply=1 score=1,0 "
	    "board=.111", &pos);
	expect_moves(&pos, "c1-a1");
	parse_ok("lf1 variant=capture players=2 jumps=orth chain=free "
	    "opening=none removal=any turn=1 ply=0 score=0,0 "
	    "board=11.", &pos);
	expect_moves(&pos, "a1-c1");
	parse_ok("lf1 variant=capture players=2 jumps=orth chain=free "
	    "opening=none removal=any turn=1 ply=0 score=0,0 "
	    "board=111", &pos);
	expect_moves(&pos, "");
}
END_TEST

/* removal=low: only the pieces of the lowest value now on the board;
 * with the 1s gone that is the 2s, and when every piece has the same
 * value, any piece. */
START_TEST(test_removal_low)
{
	static struct lf_position pos;

	parse_ok("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=each removal=low turn=1 ply=0 score=0,0 "
	    "board=12/31", &pos);
	expect_moves(&pos, "a2 b1");
	parse_ok("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=0 score=0,0 "
	    "board=12/31", &pos);
	expect_moves(&pos, "a2 b2 a1 b1");
	parse_ok("lf1 variant=murray players=3 jumps=orth chain=free "
	    "opening=each removal=low turn=3 ply=2 score=1,1,0 board=.2/32",
	    &pos);
	expect_moves(&pos, "b2 b1");
	parse_ok("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=first removal=low turn=1 ply=0 score=0,0 "
	    "board=99/99", &pos);
	expect_moves(&pos, "a2 b2 a1 b1");
	parse_ok("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=each removal=low turn=1 ply=0 score=0,0 "
	    "board=3#/#2", &pos);
	expect_moves(&pos, "b1");
}
END_TEST

/* The end of the game: no jump anywhere, or a removal due with no piece
 * left; while a removal is due and a piece stands, or a jump exists, the
 * game goes on, whoever is to move. */
START_TEST(test_game_over)
{
	static struct lf_position pos;

	pos_with("orth", "free", "1.1/.../1.1", &pos);
	ck_assert_int_eq(lf_game_over(&pos), 1);
	pos.turn = 1;
	ck_assert_int_eq(lf_game_over(&pos), 1);
	pos_with("orth", "free", "11./.../...", &pos);
	ck_assert_int_eq(lf_game_over(&pos), 0);
	/* diag8 finds the jump orth misses. */
	pos_with("orth", "free", "1../.1./...", &pos);
	ck_assert_int_eq(lf_game_over(&pos), 1);
	pos_with("diag8", "free", "1../.1./...", &pos);
	ck_assert_int_eq(lf_game_over(&pos), 0);
	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=0 score=0,0 "
	    "board=11/11", &pos);
	ck_assert_int_eq(lf_game_over(&pos), 0);
	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=2 ply=1 score=1,0 "
	    "board=.", &pos);
	ck_assert_int_eq(lf_game_over(&pos), 1);
	expect_moves(&pos, "");
	/* At ply 2 the removals are over: a full 2 x 2 board has no jump. */
	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=2 score=0,0 "
	    "board=11/11", &pos);
	ck_assert_int_eq(lf_game_over(&pos), 1);
}
END_TEST

/* lf_best_route_length: the jumps of a piece's longest route, 0 for a
 * piece that cannot jump, an empty cell, a '#' place or an index off the
 * board, and the position is left as it was. */
/* lf_best_route_length() refuses an index that is not a cell. */
static void
expect_not_a_cell(struct lf_position *pos, int index)
{
	struct lf_error err;
	int jumps = 7;

	lf_error_clear(&err);
	ck_assert_int_eq(lf_best_route_length(pos, index, &jumps, NULL, &err),
	    LF_EINVAL);
	ck_assert_int_eq(jumps, 0);
	ck_assert_msg(strstr(err.message, "not a cell") != NULL, "%s",
	    err.message);
	ck_assert_int_eq(lf_best_route_length(pos, index, &jumps, NULL, NULL),
	    LF_EINVAL);
}

START_TEST(test_best_route_length)
{
	static struct lf_position pos, before;

	pos_with("orth", "free", ".1./1.1/11.", &pos);
	memcpy(&before, &pos, sizeof pos);
	ck_assert_int_eq(longest_of(&pos, lf_index(0, 2)), 4);
	ck_assert_int_eq(longest_of(&pos, lf_index(0, 1)), 0);
	ck_assert_int_eq(longest_of(&pos, lf_index(1, 1)), 0);
	/* Not a cell: an error, and nothing read outside the board. */
	expect_not_a_cell(&pos, lf_index(-1, 0));
	expect_not_a_cell(&pos, lf_index(3, 2));
	expect_not_a_cell(&pos, -1);
	expect_not_a_cell(&pos, LF_CELLS);
	expect_not_a_cell(&pos, INT32_MAX);
	expect_unchanged(&pos, &before, "lf_best_route_length");
	/* c1 of the crossing board: five captures through its own cell. */
	pos_with("orth", "free", ".1.../1.1../.111.", &pos);
	ck_assert_int_eq(longest_of(&pos, lf_index(2, 2)), 5);
	/* a5 of the chains board: two down, not one right. */
	pos_with("orth", "free", "11.../1..../...../1..../.....", &pos);
	ck_assert_int_eq(longest_of(&pos, lf_index(0, 0)), 2);
	ck_assert_int_eq(longest_of(&pos, lf_index(1, 0)), 0);
	/* The same piece under other jumps: the diag8 block's triangles. */
	pos_with("diag8", "free", "..../.11./.11./....", &pos);
	ck_assert_int_eq(longest_of(&pos, lf_index(1, 1)), 3);
	/* A '#' place. */
	pos_with("orth", "free", "11./1#1/...", &pos);
	expect_not_a_cell(&pos, lf_index(1, 1));
	ck_assert_int_eq(longest_of(&pos, lf_index(0, 0)), 2);
}
END_TEST

/* The best of piece_best(pos, start, floor) over the pieces of pos, each
 * lifted from its cell start for the call, floor the best so far. */
static int
best_over_pieces(struct lf_position *pos,
    int (*piece_best)(struct lf_position *, int, int))
{
	int r, c, start, v, best = 0, t;

	for (r = 0; r < pos->height; r++)
		for (c = 0; c < pos->width; c++) {
			start = lf_index(c, r);
			v = pos->priv.cell[start];
			if (!LF_IS_PIECE(v))
				continue;
			pos->priv.cell[start] = LF_EMPTY;
			t = piece_best(pos, start, best);
			pos->priv.cell[start] = (unsigned char)v;
			if (t > best)
				best = t;
		}
	return best;
}

/* The points of the best route from start, lifted, searched by
 * lf_best_route() for a route beating floor. */
static int
route_search_best(struct lf_position *pos, int start, int floor)
{
	struct lf_best_route route;
	struct lf_meter m;

	memset(&route, 0, sizeof route);
	route.weighted = 1;
	route.total = floor;
	lf_meter_start(&m, NULL);
	lf_best_route(pos, start, &m, &route);
	return route.total;
}

/* The most points of a route from cur on, after total: every route
 * followed by a plain depth-first search, written here and sharing no
 * code with movegen_best.c. */
static int
plain_best_from(struct lf_position *pos, const struct lf_direction *dirs,
    int ndirs, int cur, int total)
{
	unsigned char *cell = pos->priv.cell;
	int best = total, i, t;

	for (i = 0; i < ndirs; i++) {
		int mid = cur + dirs[i].offset, land = mid + dirs[i].offset;
		int v = cell[mid];
		if (!LF_IS_PIECE(v) || cell[land] != LF_EMPTY)
			continue;
		cell[mid] = LF_EMPTY;
		t = plain_best_from(pos, dirs, ndirs, land, total + v);
		cell[mid] = (unsigned char)v;
		if (t > best)
			best = t;
	}
	return best;
}

/* The points of the best route from start, lifted, by plain_best_from()
 * (floor is not needed). */
static int
plain_search_best(struct lf_position *pos, int start, int floor)
{
	const struct lf_direction *dirs;
	int ndirs = lf_directions(pos->rules.jumps, &dirs);

	(void)floor;
	return plain_best_from(pos, dirs, ndirs, start, 0);
}

/* Check lf_best_capture() and lf_best_capture_route() on pos against the
 * piece by piece reference and the plain one: the same total, a legal
 * route that captures it (none when no piece can jump), and pos left as
 * it was. */
static void
expect_best_capture(struct lf_position *pos, const char *what)
{
	static struct lf_position before;
	static uint16_t route[LF_MAX_ROUTE];
	struct lf_move *move;
	struct lf_meter m;
	int want, got, length = -1;

	memcpy(&before, pos, sizeof *pos);
	want = best_over_pieces(pos, route_search_best);
	got = best_over_pieces(pos, plain_search_best);
	ck_assert_msg(got == want, "%s: piece by piece %d, plain %d", what,
	    want, got);
	lf_meter_start(&m, NULL);
	got = lf_best_capture(pos, &m);
	ck_assert_msg(got == want, "%s: %d, piece by piece %d", what, got,
	    want);
	expect_unchanged(pos, &before, "lf_best_capture");
	lf_meter_start(&m, NULL);
	got = lf_best_capture_route(pos, &m, route, &length);
	expect_unchanged(pos, &before, "lf_best_capture_route");
	ck_assert_msg(got == want, "%s: route total %d, piece by piece %d",
	    what, got, want);
	if (want == 0) {
		ck_assert_int_eq(length, 0);
		return;
	}
	ck_assert_int_ge(length, 2);
	ck_assert_msg(lf_route_points(pos, route, length) == want,
	    "%s: the route captures %ld, not %d", what,
	    lf_route_points(pos, route, length), want);
	ck_assert(lf_move_new(&move, NULL) == LF_OK);
	ck_assert(lf_move_set(move, route, length, NULL) == LF_OK);
	assert_legal(pos, move);
	lf_move_free(move);
}

/* lf_capture_all_route() finds a route that takes every piece the piece
 * could reach, legal under chain=most and shown so at once, on the 9 x 9
 * lattice of tests/data/most-lattice.game, where searching for it took
 * minutes (a1 takes 56 pieces, choosing one diagonal of each crossing);
 * and none on a board where no route takes all (three arms from c3). */
START_TEST(test_capture_all_route)
{
	static struct lf_position pos, before;
	struct lf_budget few = { 100, 0, 0 };
	struct lf_move *move;
	uint16_t route[LF_MAX_ROUTE];
	int start, jumps;

	pos_with("diag8", "most", ".1.1.1.1./111111111/.1.1.1.1./111111111/"
	    ".1.1.1.1./111111111/.1.1.1.1./111111111/11.1.1.1.", &pos);
	start = lf_index(0, 8);
	before = pos;
	lf_set_cell(&pos, start, LF_EMPTY, NULL);
	jumps = lf_capture_all_route(&pos, start, route);
	lf_set_cell(&pos, start, 1, NULL);
	expect_unchanged(&pos, &before, "lf_capture_all_route");
	ck_assert_int_eq(jumps, 56);
	ck_assert_int_eq(route[0], start);
	ck_assert(lf_move_new(&move, NULL) == LF_OK);
	ck_assert(lf_move_set(move, route, jumps + 1, NULL) == LF_OK);
	ck_assert(lf_check_move(&pos, move, &few, NULL) == LF_OK);
	lf_move_free(move);
	pos_with("orth", "most", "##.##/##1##/.111./#####/#####", &pos);
	start = lf_index(2, 2);
	lf_set_cell(&pos, start, LF_EMPTY, NULL);
	ck_assert_int_eq(lf_capture_all_route(&pos, start, route), 0);
}
END_TEST

/* lf_best_capture() finds the best route of all, piece by piece's best,
 * under every jump rule, on Murray's boards (pieces of 1 to 4 points) from
 * the opening to the end and on lattices where routes go on and loop,
 * and leaves the position as it was; lf_best_capture_route() finds a
 * legal route that captures as much. */
START_TEST(test_best_capture)
{
	static const enum lf_jumps jumps[] = { LF_JUMPS_ORTH, LF_JUMPS_DIAG8,
	    LF_JUMPS_HEX };
	static const char *lattices[] = {
		".1.1.1./1111111/.111.1./1111111/.1.1.1.",
		".1.1.1.1./111111111/.1.1.1.1./111111111/.1.1.1.1.",
		"11.11/1.1.1/.111./1.1.1/11.11"
	};
	static struct lf_position pos;
	char what[64];
	size_t j, i;
	int size, plies;

	for (j = 0; j < sizeof jumps / sizeof jumps[0]; j++) {
		for (size = 4; size <= 15; size += 11 - size / 2)
			for (plies = 2; plies <= size * size; plies += size) {
				random_position(&pos, LF_MURRAY, size, 2, jumps[j],
				    LF_CHAIN_FREE, (uint64_t)(size * 100 + plies),
				    plies);
				snprintf(what, sizeof what, "murray %dx%d, "
				    "jumps %d, ply %ld", size, size,
				    (int)jumps[j], pos.ply);
				expect_best_capture(&pos, what);
			}
		for (i = 0; i < sizeof lattices / sizeof lattices[0]; i++) {
			pos_with(jumps[j] == LF_JUMPS_ORTH ? "orth" :
			    jumps[j] == LF_JUMPS_DIAG8 ? "diag8" : "hex", "free",
			    lattices[i], &pos);
			snprintf(what, sizeof what, "lattice %zu, jumps %d", i,
			    (int)jumps[j]);
			expect_best_capture(&pos, what);
		}
	}
}
END_TEST

/* Check perft of pos at depths 0 .. n - 1 against want, and that pos is
 * left as it was. */
static void
expect_perft(struct lf_position *pos, const uint64_t *want, int n)
{
	static struct lf_position before;
	int d;

	memcpy(&before, pos, sizeof before);
	for (d = 0; d < n; d++) {
		uint64_t got = perft_of(pos, d);
		ck_assert_msg(got == want[d], "perft %d: %llu, want %llu", d,
		    (unsigned long long)got, (unsigned long long)want[d]);
		expect_unchanged(pos, &before, "lf_perft");
	}
}

/* Perft worked by hand on the loop board: 8 moves; after a1-a3 there are
 * 3 (a3 round the rest of the ring), after a1-a3-c3 2, after
 * a1-a3-c3-c1 1, after the loop 0, and the same for the other way round:
 * 12 at depth 2; at depth 3, 4 each way; only the ring jumped one step a
 * ply reaches depth 4 (2 sequences), and none reaches depth 5. */
START_TEST(test_perft_loop)
{
	static struct lf_position pos;
	static const uint64_t want[] = { 1, 8, 12, 8, 2, 0, 0 };

	pos_with("orth", "free", ".1./1.1/11.", &pos);
	expect_perft(&pos, want, 7);
	ck_assert_uint_eq(perft_of(&pos, 64), 0);
}
END_TEST

/* Perft through the opening on a 4 x 1 row.  each: 4 removals, then 3;
 * of the 6 pairs left, ab and cd have one jump and bc two, so depth 3 is
 * 2 x 4 = 8, and one piece is left.  first: after any one removal there
 * is one jump; only after b1 or c1 goes is a second jump left. */
START_TEST(test_perft_opening)
{
	static struct lf_position pos;
	static const uint64_t each[] = { 1, 4, 12, 8, 0 };
	static const uint64_t first[] = { 1, 4, 4, 2, 0 };

	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=0 score=0,0 "
	    "board=1111", &pos);
	expect_perft(&pos, each, 5);
	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=first removal=any turn=1 ply=0 score=0,0 "
	    "board=1111", &pos);
	expect_perft(&pos, first, 5);
}
END_TEST

/* Perft pinned in tests/data/perft-positions and checked there by the
 * reference implementation: the crossing board to the end of its games,
 * the 4 x 4 board from the start and the capture board. */
START_TEST(test_perft_pinned)
{
	static struct lf_position pos;
	static const uint64_t crossing[] = { 1, 11, 23, 26, 16, 4, 0 };
	static const uint64_t four[] = { 1, 16, 240, 896, 3584 };
	static const uint64_t capture[] = { 1, 6, 60, 942 };

	pos_with("orth", "free", ".1.../1.1../.111.", &pos);
	expect_perft(&pos, crossing, 7);
	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=0 score=0,0 "
	    "board=1111/1111/1111/1111", &pos);
	expect_perft(&pos, four, 5);
	pos_with("hex", "free", "####11111/###111111/##1111111/#11111111/"
	    "1111.1111/11111111#/1111111##/111111###/11111####", &pos);
	expect_perft(&pos, capture, 4);
	/* A finished game has perft 1 at depth 0 and 0 below. */
	pos_with("orth", "free", "1.1/.../1.1", &pos);
	ck_assert_uint_eq(perft_of(&pos, 0), 1);
	ck_assert_uint_eq(perft_of(&pos, 1), 0);
	ck_assert_uint_eq(perft_of(&pos, 3), 0);
}
END_TEST

/* Check that pos has no move n: an error, and a move that
 * lf_apply_unchecked() refuses rather than making outside the board. */
static void
expect_no_nth(struct lf_position *pos, uint64_t n)
{
	static struct lf_position before;
	LF_MOVE_STATIC(move);
	struct lf_error err;

	memcpy(&before, pos, sizeof before);
	lf_error_clear(&err);
	move.length = 3;
	ck_assert_int_eq(lf_nth_move(pos, n, &move, NULL, &err), LF_EINVAL);
	ck_assert_msg(strstr(err.message, "the position has fewer moves") !=
	    NULL, "%s", err.message);
	ck_assert_int_eq(lf_nth_move(pos, n, &move, NULL, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_apply_unchecked(pos, move.square, move.length,
	    NULL), LF_EINVAL);
	expect_unchanged(pos, &before, "lf_nth_move");
}

/* lf_nth_move beyond the last move is an error, for any n up to the
 * largest, and an early n picks the move of the documented order. */
START_TEST(test_nth_move)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);
	struct lf_buf text;

	pos_with("orth", "free", ".1.../1.1../.111.", &pos);
	ck_assert_int_eq(lf_nth_move(&pos, 4, &move, NULL, NULL), LF_OK);
	lf_buf_init(&text);
	lf_move_format(&pos, move.square, move.length, &text, NULL);
	ck_assert_str_eq(text.data, "c1-c3-a3-a1-c1-e1");
	lf_buf_free(&text);
	expect_no_nth(&pos, 11);
	expect_no_nth(&pos, UINT64_MAX);
	pos_with("orth", "free", "1.1/.../1.1", &pos);
	expect_no_nth(&pos, 0);
}
END_TEST

/* A list refuses an index beyond its moves, and says how many it has. */
START_TEST(test_list_get_range)
{
	static struct lf_position pos;
	struct lf_move_list list;
	struct lf_error err;
	const uint16_t *sq = NULL;
	int len = -1;

	lf_move_list_init(&list);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_move_list_get(&list, 0, &sq, &len, &err),
	    LF_EINVAL);
	ck_assert_ptr_null(sq);
	ck_assert_int_eq(len, 0);
	pos_with("orth", "free", ".1.../1.1../.111.", &pos);
	generate_ok(&pos, &list);
	ck_assert_int_eq(lf_move_list_get(&list, 10, &sq, &len, &err), LF_OK);
	ck_assert_int_ge(len, 2);
	ck_assert_int_eq(lf_move_list_get(&list, 11, &sq, &len, &err),
	    LF_EINVAL);
	ck_assert_str_eq(err.message, "no move 11 in a list of 11");
	ck_assert_int_eq(lf_move_list_get(&list, SIZE_MAX, &sq, &len, NULL),
	    LF_EINVAL);
	ck_assert_ptr_null(sq);
	lf_move_list_release(&list);
}
END_TEST

/* Draw per_move random moves per legal move of pos with a fixed seed:
 * every draw must be a move of the list, and every move must be drawn
 * between half and twice its expected count (uniform draws stay within
 * five standard deviations of it for per_move = 100). */
static void
expect_random_covers(struct lf_position *pos, uint64_t seed, int per_move)
{
	static struct lf_position before;
	LF_MOVE_STATIC(move);
	struct lf_move_list list;
	struct lf_random rng;
	long *hits, k;
	size_t i, draws;

	memcpy(&before, pos, sizeof before);
	lf_move_list_init(&list);
	generate_ok(pos, &list);
	ck_assert_uint_gt(list.count, 0);
	hits = calloc(list.count, sizeof *hits);
	ck_assert_ptr_nonnull(hits);
	lf_random_seed(&rng, seed);
	draws = list.count * (size_t)per_move;
	for (i = 0; i < draws; i++) {
		ck_assert_int_eq(lf_random_move(pos, &rng, &move, NULL, NULL),
		    LF_OK);
		k = find_move(&list, &move);
		ck_assert_msg(k >= 0, "lf_random_move drew a move that is not "
		    "legal (length %d)", move.length);
		hits[k]++;
	}
	expect_unchanged(pos, &before, "lf_random_move");
	for (i = 0; i < list.count; i++)
		ck_assert_msg(hits[i] >= per_move / 2 &&
		    hits[i] <= per_move * 2, "move %zu drawn %ld times in %zu "
		    "draws, expected about %d", i, hits[i], draws, per_move);
	free(hits);
	lf_move_list_release(&list);
}

/* lf_random_move draws only legal moves and reaches every move of small
 * positions, under each chain rule, each kind of jump and in the
 * opening. */
START_TEST(test_random_move_covers)
{
	static struct lf_position pos;

	pos_with("diag8", "free", "..../.11./.11./....", &pos);
	expect_random_covers(&pos, 1, 100);
	pos_with("diag8", "continue", "..../.11./.11./....", &pos);
	expect_random_covers(&pos, 2, 100);
	pos_with("orth", "free", ".1.../1.1../.111.", &pos);
	expect_random_covers(&pos, 3, 100);
	pos_with("orth", "most", ".1.../1.1../.111.", &pos);
	expect_random_covers(&pos, 4, 100);
	pos_with("hex", "free", ".../.11/11.", &pos);
	expect_random_covers(&pos, 5, 100);
	pos_with("orth", "free", "...../..11./.111./.11../.....", &pos);
	expect_random_covers(&pos, 6, 100);
	parse_ok("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=each removal=low turn=1 ply=0 score=0,0 "
	    "board=12/31", &pos);
	expect_random_covers(&pos, 7, 100);
	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=0 score=0,0 "
	    "board=1111/1111/1111/1111", &pos);
	expect_random_covers(&pos, 8, 100);
}
END_TEST

/* The draws are a function of the generator's state: two generators with
 * the same seed draw the same moves, one after the other different ones,
 * and there is none to draw when the game is over. */
START_TEST(test_random_move_repeatable)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(a); LF_MOVE_STATIC(b); LF_MOVE_STATIC(first);
	struct lf_random r1, r2;
	int i, differ = 0;

	pos_with("diag8", "free", "..../.11./.11./....", &pos);
	lf_random_seed(&r1, 42);
	lf_random_seed(&r2, 42);
	for (i = 0; i < 50; i++) {
		ck_assert_int_eq(lf_random_move(&pos, &r1, &a, NULL, NULL),
		    LF_OK);
		ck_assert_int_eq(lf_random_move(&pos, &r2, &b, NULL, NULL),
		    LF_OK);
		ck_assert_int_eq(a.length, b.length);
		ck_assert_int_eq(memcmp(a.square, b.square,
		    (size_t)a.length * sizeof a.square[0]), 0);
		if (i == 0)
			first = a;
		else if (a.length != first.length ||
		    memcmp(a.square, first.square,
		    (size_t)a.length * sizeof a.square[0]) != 0)
			differ = 1;
	}
	/* ... and the generator moves on: not every draw is the first. */
	ck_assert_int_eq(differ, 1);
	pos_with("orth", "free", "1.1/.../1.1", &pos);
	ck_assert_int_eq(lf_random_move(&pos, &r1, &a, NULL, NULL), LF_EINVAL);
	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=2 ply=1 score=1,0 "
	    "board=.", &pos);
	ck_assert_int_eq(lf_random_move(&pos, &r1, &a, NULL, NULL), LF_EINVAL);
	pos_with("orth", "continue", "1.1/.../1.1", &pos);
	ck_assert_int_eq(lf_random_move(&pos, &r1, &a, NULL, NULL), LF_EINVAL);
}
END_TEST

/* Draw draws playout moves of pos with a fixed seed and check that each
 * is the move of the list at its place in want (space-separated, the
 * list's order) about as often as the policy says: want_share[i] of the
 * draws in units of 1/16. */
static void
expect_playout_shares(struct lf_position *pos, const char *want,
    const int *want_share, int draws)
{
	static struct lf_position before;
	LF_MOVE_STATIC(move);
	struct lf_move_list list;
	struct lf_random rng;
	struct lf_buf text;
	long hits[8] = { 0 }, k;
	double expect, variance, off;
	size_t i;
	int d;

	memcpy(&before, pos, sizeof before);
	lf_move_list_init(&list);
	generate_ok(pos, &list);
	lf_buf_init(&text);
	list_text(pos, &list, &text);
	ck_assert_str_eq(text.data, want);
	lf_buf_free(&text);
	ck_assert_uint_le(list.count, 8);
	lf_random_seed(&rng, 2026);
	for (d = 0; d < draws; d++) {
		ck_assert_int_eq(lf_playout_move(pos, &rng, &move, NULL, NULL),
		    LF_OK);
		k = find_move(&list, &move);
		ck_assert_msg(k >= 0, "lf_playout_move drew a move that is "
		    "not legal (length %d)", move.length);
		hits[k]++;
	}
	expect_unchanged(pos, &before, "lf_playout_move");
	for (i = 0; i < list.count; i++) {
		/* Within five standard deviations, compared squared. */
		expect = draws * want_share[i] / 16.0;
		variance = expect * (1 - want_share[i] / 16.0);
		off = (double)hits[i] - expect;
		ck_assert_msg(off * off <= 25 * variance + 1,
		    "move %zu of '%s' drawn %ld times in %d, expected %.0f",
		    i, want, hits[i], draws, expect);
	}
	lf_move_list_release(&list);
}

/* The playout policy, worked by hand on a row: the piece is drawn first
 * (c1 and h1 can jump: h1-f1 takes half the draws, where a uniform draw
 * gives it a third), then its direction (c1-e1 and c1-a1 a quarter each);
 * under chain=free stopping is drawn with the open directions (a1-c1 half,
 * then a1-c1-e1 and a1-c1-e1-g1 a quarter each), and under
 * chain=continue the piece jumps on to the end. */
START_TEST(test_playout_move_policy)
{
	static struct lf_position pos;
	static const int pieces_first[] = { 4, 4, 8 };
	static const int stop_drawn[] = { 8, 4, 4 };
	static const int to_the_end[] = { 16 };

	pos_with("orth", "free", ".111..11", &pos);
	expect_playout_shares(&pos, "c1-e1 c1-a1 h1-f1", pieces_first, 4000);
	pos_with("orth", "free", "11.1.1.", &pos);
	expect_playout_shares(&pos, "a1-c1 a1-c1-e1 a1-c1-e1-g1", stop_drawn,
	    4000);
	pos_with("orth", "continue", "11.1.1.", &pos);
	expect_playout_shares(&pos, "a1-c1-e1-g1", to_the_end, 100);
}
END_TEST

/* Every move of the small positions of test_random_move_covers can be
 * drawn by the playout policy too (chain=most and removals are drawn as
 * lf_random_move draws them), nothing but legal moves is drawn, the same
 * seed draws the same moves, and there is none when the game is over. */
START_TEST(test_playout_move_covers)
{
	static const char *const cases[][3] = {
		{ "diag8", "free", "..../.11./.11./...." },
		{ "diag8", "continue", "..../.11./.11./...." },
		{ "orth", "free", ".1.../1.1../.111." },
		{ "orth", "continue", ".1.../1.1../.111." },
		{ "orth", "most", ".1.../1.1../.111." },
		{ "hex", "free", ".../.11/11." },
		{ "orth", "free", "...../..11./.111./.11../....." },
	};
	static struct lf_position pos, before;
	LF_MOVE_STATIC(move); LF_MOVE_STATIC(again);
	struct lf_move_list list;
	struct lf_random rng, same;
	long *hits, k;
	size_t c, i, draws;

	for (c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		pos_with(cases[c][0], cases[c][1], cases[c][2], &pos);
		memcpy(&before, &pos, sizeof before);
		lf_move_list_init(&list);
		generate_ok(&pos, &list);
		hits = calloc(list.count, sizeof *hits);
		ck_assert_ptr_nonnull(hits);
		lf_random_seed(&rng, c);
		lf_random_seed(&same, c);
		draws = 400 * list.count;
		for (i = 0; i < draws; i++) {
			ck_assert_int_eq(lf_playout_move(&pos, &rng, &move,
			    NULL, NULL), LF_OK);
			ck_assert_int_eq(lf_playout_move(&pos, &same, &again,
			    NULL, NULL), LF_OK);
			ck_assert_int_eq(move.length, again.length);
			ck_assert_int_eq(memcmp(move.square, again.square,
			    (size_t)move.length * sizeof move.square[0]), 0);
			k = find_move(&list, &move);
			ck_assert_msg(k >= 0, "case %zu: an illegal move", c);
			hits[k]++;
		}
		expect_unchanged(&pos, &before, "lf_playout_move");
		for (i = 0; i < list.count; i++)
			ck_assert_msg(hits[i] > 0, "case %zu: move %zu of %zu "
			    "never drawn in %zu draws", c, i, list.count,
			    draws);
		free(hits);
		lf_move_list_release(&list);
	}
	pos_with("orth", "free", "1.1/.../1.1", &pos);
	ck_assert_int_eq(lf_playout_move(&pos, &rng, &move, NULL, NULL),
	    LF_EINVAL);
	pos_with("orth", "continue", "1.1/.../1.1", &pos);
	ck_assert_int_eq(lf_playout_move(&pos, &rng, &move, NULL, NULL),
	    LF_EINVAL);
	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=2 ply=1 score=1,0 "
	    "board=.", &pos);
	ck_assert_int_eq(lf_playout_move(&pos, &rng, &move, NULL, NULL),
	    LF_EINVAL);
}
END_TEST

/* A list made by lf_move_list_new() is reused from call to call: a
 * second, shorter generation replaces the first; lf_move_list_count()
 * says how many moves it holds, and freeing takes NULL too. */
START_TEST(test_list_reuse)
{
	static struct lf_position pos;
	struct lf_move_list *list;
	struct lf_buf text;

	ck_assert_int_eq(lf_move_list_new(&list, NULL), LF_OK);
	ck_assert_uint_eq(lf_move_list_count(list), 0);
	pos_with("diag8", "free", "..../.11./.11./....", &pos);
	generate_ok(&pos, list);
	ck_assert_uint_eq(lf_move_list_count(list), 28);
	pos_with("orth", "free", "11.1.", &pos);
	generate_ok(&pos, list);
	ck_assert_uint_eq(lf_move_list_count(list), 2);
	lf_buf_init(&text);
	list_text(&pos, list, &text);
	ck_assert_str_eq(text.data, "a1-c1 a1-c1-e1");
	lf_buf_free(&text);
	pos_with("orth", "free", "1.1", &pos);
	generate_ok(&pos, list);
	ck_assert_uint_eq(lf_move_list_count(list), 0);
	lf_move_list_free(list);
	lf_move_list_free(NULL);
}
END_TEST

/*
 * A reference generator, written from RULES.md and lf-moves(1) and not
 * from movegen.c: it finds every route of a piece by a plain depth-first
 * search on the cells, keeps them all with their length and whether the
 * piece could jump on from their end, and only then filters them by the
 * chain rule.  Square names are built here too.
 */
#define REF_MAX 8192
struct ref_walk {
	struct lf_position *pos;
	const struct lf_direction *dirs;
	int ndirs;
	uint16_t route[LF_MAX_ROUTE];
	int n;                  /* routes found for the current piece */
	int jumps[REF_MAX];
	int terminal[REF_MAX];  /* no further jump from its end */
	struct lf_buf text[REF_MAX];
};

/* Append a square's name: column letters (two past z), row from 1 at
 * the bottom. */
static void
ref_name(const struct lf_position *pos, int index, struct lf_buf *out)
{
	int c = index % LF_STRIDE - 1, r = index / LF_STRIDE - 1;
	char letters[3] = { 0, 0, 0 };

	if (c < 26)
		letters[0] = (char)('a' + c);
	else {
		letters[0] = (char)('a' + c / 26 - 1);
		letters[1] = (char)('a' + c % 26);
	}
	lf_buf_printf(out, "%s%d", letters, pos->height - r);
}

/* Follow every jump from the end of a route of `jumps` jumps, recording
 * each longer route; return whether there was any. */
static int
ref_follow(struct ref_walk *w, int jumps)
{
	unsigned char *cell = w->pos->priv.cell;
	int cur = w->route[jumps], i, k, s, any = 0;

	for (i = 0; i < w->ndirs; i++) {
		int step = w->dirs[i].offset, mid = cur + step;
		int land = mid + step, v = cell[mid];
		if (v == LF_OFF || v == LF_EMPTY || cell[land] != LF_EMPTY)
			continue;
		any = 1;
		ck_assert_int_lt(w->n, REF_MAX);
		k = w->n++;
		w->route[jumps + 1] = (uint16_t)land;
		w->jumps[k] = jumps + 1;
		lf_buf_reset(&w->text[k]);
		for (s = 0; s <= jumps + 1; s++) {
			if (s > 0)
				lf_buf_add(&w->text[k], "-", 1);
			ref_name(w->pos, w->route[s], &w->text[k]);
		}
		cell[mid] = LF_EMPTY;
		w->terminal[k] = !ref_follow(w, jumps + 1);
		cell[mid] = (unsigned char)v;
	}
	return any;
}

/* Append the reference's legal moves of pos, joined by spaces. */
static void
ref_moves(struct ref_walk *w, struct lf_position *pos, struct lf_buf *out)
{
	const struct lf_rules *rules = &pos->rules;
	int removals, r, c, v, low = 0, k, best, first = 1;

	removals = rules->opening == LF_OPENING_EACH ? rules->players :
	    rules->opening == LF_OPENING_FIRST ? 1 : 0;
	w->pos = pos;
	w->ndirs = lf_directions(rules->jumps, &w->dirs);
	lf_buf_puts(out, "");
	for (r = 0; r < pos->height; r++)
		for (c = 0; c < pos->width; c++) {
			v = pos->priv.cell[lf_index(c, r)];
			if (v != LF_OFF && v != LF_EMPTY &&
			    (low == 0 || v < low))
				low = v;
		}
	for (r = 0; r < pos->height; r++)
		for (c = 0; c < pos->width; c++) {
			int idx = lf_index(c, r);
			v = pos->priv.cell[idx];
			if (v == LF_OFF || v == LF_EMPTY)
				continue;
			if (pos->ply < removals) {
				if (rules->removal == LF_REMOVAL_LOW &&
				    v != low)
					continue;
				if (!first)
					lf_buf_add(out, " ", 1);
				first = 0;
				ref_name(pos, idx, out);
				continue;
			}
			w->n = 0;
			w->route[0] = (uint16_t)idx;
			pos->priv.cell[idx] = LF_EMPTY;
			ref_follow(w, 0);
			pos->priv.cell[idx] = (unsigned char)v;
			best = 0;
			for (k = 0; k < w->n; k++)
				if (w->jumps[k] > best)
					best = w->jumps[k];
			for (k = 0; k < w->n; k++) {
				if (rules->chain != LF_CHAIN_FREE &&
				    !w->terminal[k])
					continue;
				if (rules->chain == LF_CHAIN_MOST &&
				    w->jumps[k] != best)
					continue;
				if (!first)
					lf_buf_add(out, " ", 1);
				first = 0;
				lf_buf_add(out, w->text[k].data,
				    w->text[k].len);
			}
		}
}

/* The rules and board of a random game for the cross-check. */
struct game_setup {
	enum lf_variant variant;
	int width, height;
	const char *shape;
	int players;
	enum lf_jumps jumps;
	enum lf_chain chain;
	enum lf_opening opening;
	enum lf_removal removal;
};

/* Check everything movegen.c says about one position against the
 * reference and against itself; return the number of moves and put a
 * random one of them in *move. */
static size_t
cross_check(struct ref_walk *w, struct lf_position *pos,
    struct lf_random *rng, struct lf_move *move)
{
	static struct lf_position before, after;
	struct lf_move_list list;
	struct lf_buf got, want;
	struct lf_error err;
	uint64_t perft2 = 0;
	size_t i, count;

	memcpy(&before, pos, sizeof before);
	lf_move_list_init(&list);
	generate_ok(pos, &list);
	count = list.count;
	lf_buf_init(&got);
	lf_buf_init(&want);
	list_text(pos, &list, &got);
	ref_moves(w, pos, &want);
	expect_unchanged(pos, &before, "the reference");
	if (strcmp(got.data, want.data) != 0) {
		struct lf_buf line;
		lf_buf_init(&line);
		ck_assert_int_eq(lf_position_format(pos, &line, NULL), LF_OK);
		ck_abort_msg("%.2000s: lf_generate '%.2000s', reference "
		    "'%.2000s'", line.data, got.data, want.data);
	}
	ck_assert_uint_eq(count_of(pos), list.count);
	ck_assert_int_eq(lf_game_over(pos), list.count == 0);
	ck_assert_uint_eq(perft_of(pos, 1), list.count);
	/* Perft 2 is the sum of the moves after each move. */
	for (i = 0; i < list.count; i++) {
		const uint16_t *sq;
		int len = route_at(&list, i, &sq);
		memcpy(&after, pos, sizeof after);
		lf_apply_unchecked(&after, sq, len, NULL);
		perft2 += count_of(&after);
	}
	ck_assert_uint_eq(perft_of(pos, 2), perft2);
	ck_assert_int_eq(lf_nth_move(pos, list.count, move, NULL, NULL),
	    LF_EINVAL);
	if (list.count > 0) {
		ck_assert_int_eq(lf_nth_move(pos, list.count - 1, move, NULL,
		    NULL), LF_OK);
		ck_assert_int_eq(find_move(&list, move), (long)list.count - 1);
		ck_assert_int_eq(lf_nth_move(pos, list.count / 2, move, NULL,
		    NULL), LF_OK);
		ck_assert_int_eq(find_move(&list, move),
		    (long)(list.count / 2));
		ck_assert_int_eq(lf_playout_move(pos, rng, move, NULL, NULL),
		    LF_OK);
		ck_assert_int_ge(find_move(&list, move), 0);
		ck_assert_int_eq(lf_random_move(pos, rng, move, NULL, NULL),
		    LF_OK);
		ck_assert_int_ge(find_move(&list, move), 0);
		lf_error_clear(&err);
		ck_assert_msg(lf_check_move(pos, move, NULL, &err) == LF_OK,
		    "a generated move is refused: %s", err.message);
	} else {
		ck_assert_int_eq(lf_random_move(pos, rng, move, NULL, NULL),
		    LF_EINVAL);
		ck_assert_int_eq(lf_playout_move(pos, rng, move, NULL, NULL),
		    LF_EINVAL);
	}
	expect_unchanged(pos, &before, "movegen");
	lf_buf_free(&got);
	lf_buf_free(&want);
	lf_move_list_release(&list);
	return count;
}

/* Play random games under many rules and check every position on the
 * way against the reference generator, until the game ends. */
START_TEST(test_reference_random_games)
{
	static const struct game_setup setups[] = {
		{ LF_TRADITIONAL, 5, 5, NULL, 2, LF_JUMPS_ORTH, LF_CHAIN_FREE,
		    LF_OPENING_EACH, LF_REMOVAL_ANY },
		{ LF_MURRAY, 6, 6, NULL, 3, LF_JUMPS_ORTH, LF_CHAIN_FREE,
		    LF_OPENING_EACH, LF_REMOVAL_LOW },
		{ LF_TRADITIONAL, 5, 5, NULL, 2, LF_JUMPS_DIAG8, LF_CHAIN_FREE,
		    LF_OPENING_EACH, LF_REMOVAL_ANY },
		{ LF_MURRAY, 5, 5, NULL, 2, LF_JUMPS_HEX, LF_CHAIN_FREE,
		    LF_OPENING_FIRST, LF_REMOVAL_LOW },
		{ LF_CAPTURE, 0, 0, NULL, 2, LF_JUMPS_HEX, LF_CHAIN_FREE,
		    LF_OPENING_NONE, LF_REMOVAL_ANY },
		{ LF_CAPTURE, 0, 0, NULL, 2, LF_JUMPS_HEX, LF_CHAIN_CONTINUE,
		    LF_OPENING_NONE, LF_REMOVAL_ANY },
		{ LF_TRADITIONAL, 6, 6, NULL, 2, LF_JUMPS_ORTH,
		    LF_CHAIN_CONTINUE, LF_OPENING_EACH, LF_REMOVAL_ANY },
		{ LF_MURRAY, 5, 5, NULL, 2, LF_JUMPS_DIAG8, LF_CHAIN_MOST,
		    LF_OPENING_FIRST, LF_REMOVAL_LOW },
		{ LF_FROGLET, 6, 6, NULL, 2, LF_JUMPS_ORTH, LF_CHAIN_MOST,
		    LF_OPENING_FIRST, LF_REMOVAL_LOW },
		{ LF_TRADITIONAL, 0, 0, "##ooo##/##ooo##/ooooooo/ooo.ooo/"
		    "ooooooo/##ooo##/##ooo##", 2, LF_JUMPS_ORTH, LF_CHAIN_FREE,
		    LF_OPENING_NONE, LF_REMOVAL_ANY },
		{ LF_MURRAY, 0, 0, "o#oo#o/oooooo/#oooo#/oooooo/o#oo#o", 2,
		    LF_JUMPS_DIAG8, LF_CHAIN_CONTINUE, LF_OPENING_EACH,
		    LF_REMOVAL_ANY },
		{ LF_MURRAY, 64, 2, NULL, 2, LF_JUMPS_ORTH, LF_CHAIN_FREE,
		    LF_OPENING_FIRST, LF_REMOVAL_LOW },
		{ LF_TRADITIONAL, 3, 40, NULL, 4, LF_JUMPS_DIAG8,
		    LF_CHAIN_FREE, LF_OPENING_EACH, LF_REMOVAL_ANY },
	};
	static struct ref_walk w;
	static struct lf_position pos;
	LF_MOVE_STATIC(move);
	struct lf_new_options opt;
	struct lf_error err;
	struct lf_random rng;
	size_t s, k;
	int seed, ply, positions = 0;

	for (k = 0; k < REF_MAX; k++)
		lf_buf_init(&w.text[k]);
	for (s = 0; s < sizeof setups / sizeof setups[0]; s++)
		for (seed = 1; seed <= 3; seed++) {
			const struct game_setup *g = &setups[s];
			ck_assert_int_eq(lf_new_options_default(g->variant,
			    &opt, NULL), LF_OK);
			opt.width = g->width;
			opt.height = g->height;
			opt.shape = g->shape;
			opt.rules.players = g->players;
			opt.rules.jumps = g->jumps;
			opt.rules.chain = g->chain;
			opt.rules.opening = g->opening;
			opt.rules.removal = g->removal;
			opt.seed = (uint64_t)seed;
			lf_error_clear(&err);
			ck_assert_msg(lf_new_game(&opt, &pos, &err) == LF_OK,
			    "setup %zu: %s", s, err.message);
			lf_random_seed(&rng, (uint64_t)(1000 * s) +
			    (uint64_t)seed);
			for (ply = 0; ply < 200; ply++) {
				positions++;
				if (cross_check(&w, &pos, &rng, &move) == 0)
					break;
				lf_apply_unchecked(&pos, move.square,
				    move.length, NULL);
			}
			ck_assert_int_lt(ply, 200);
		}
	ck_assert_int_gt(positions, 1000); /* 1045 with these seeds */
	for (k = 0; k < REF_MAX; k++)
		lf_buf_free(&w.text[k]);
}
END_TEST

/* A board of the largest size, every cell a piece but for one hole, in a
 * static buffer. */
static const char *
full_board(int hole_column, int hole_row_from_top)
{
	static char rows[LF_MAX_HEIGHT * (LF_MAX_WIDTH + 1)];
	int r, c, n = 0;

	for (r = 0; r < LF_MAX_HEIGHT; r++) {
		if (r > 0)
			rows[n++] = '/';
		for (c = 0; c < LF_MAX_WIDTH; c++)
			rows[n++] = c == hole_column && r == hole_row_from_top ?
			    '.' : '1';
	}
	rows[n] = '\0';
	return rows;
}

/* On a full 64 x 64 board only the pieces two cells from the hole along
 * a direction can jump, into it: from the corner bl1 that is bl3 and
 * bj1 (and bj3 under diag8, while hex has no down-right); from the
 * corner a64, c64 and a62 (and c62 under diag8, and hex has no
 * up-left).  Nothing wraps round from one edge to the other. */
START_TEST(test_largest_board_corners)
{
	static struct lf_position pos;
	static const uint64_t two[] = { 1, 2 };

	pos_with("orth", "free", full_board(63, 63), &pos);
	expect_moves(&pos, "bl3-bl1 bj1-bl1");
	pos_with("diag8", "free", full_board(63, 63), &pos);
	expect_moves(&pos, "bj3-bl1 bl3-bl1 bj1-bl1");
	pos_with("hex", "free", full_board(63, 63), &pos);
	expect_moves(&pos, "bl3-bl1 bj1-bl1");
	pos_with("orth", "most", full_board(0, 0), &pos);
	expect_moves(&pos, "c64-a64 a62-a64");
	pos_with("diag8", "continue", full_board(0, 0), &pos);
	expect_moves(&pos, "c64-a64 a62-a64 c62-a64");
	pos_with("hex", "free", full_board(0, 0), &pos);
	expect_moves(&pos, "c64-a64 a62-a64");
	pos_with("orth", "free", full_board(63, 63), &pos);
	expect_perft(&pos, two, 2);
}
END_TEST

/* The longest routes a row allows: on a 64-cell row of a1, then pieces
 * on every other cell, a1 jumps 31 times to bk1 (the piece on bl1 has
 * nothing behind it); free lists the 31 prefixes in order, continue and
 * most the whole route.  The same down a 64-cell column from a64. */
START_TEST(test_longest_row_and_column)
{
	static struct lf_position pos;
	static char column[2 * LF_MAX_HEIGHT];
	struct lf_move_list list;
	const uint16_t *sq;
	char row[LF_MAX_WIDTH + 1];
	size_t i;
	int r, len;

	row[0] = '1';
	for (i = 1; i < LF_MAX_WIDTH; i++)
		row[i] = i % 2 ? '1' : '.';
	row[LF_MAX_WIDTH] = '\0';
	lf_move_list_init(&list);
	pos_with("orth", "free", row, &pos);
	generate_ok(&pos, &list);
	ck_assert_uint_eq(list.count, 31);
	for (i = 0; i < list.count; i++) {
		len = route_at(&list, i, &sq);
		ck_assert_int_eq(len, (int)i + 2);
		ck_assert_int_eq(sq[0], lf_index(0, 0));
		ck_assert_int_eq(sq[len - 1], lf_index(2 * (int)i + 2, 0));
	}
	ck_assert_uint_eq(count_of(&pos), 31);
	ck_assert_int_eq(longest_of(&pos, lf_index(0, 0)), 31);
	pos_with("orth", "most", row, &pos);
	generate_ok(&pos, &list);
	ck_assert_uint_eq(list.count, 1);
	ck_assert_int_eq(route_at(&list, 0, &sq), 32);
	ck_assert_int_eq(sq[31], lf_index(62, 0));
	ck_assert_uint_eq(count_of(&pos), 1);
	for (r = 0; r < LF_MAX_HEIGHT; r++) {
		column[2 * r] = row[r];
		column[2 * r + 1] = '/';
	}
	column[2 * LF_MAX_HEIGHT - 1] = '\0';
	pos_with("orth", "continue", column, &pos);
	generate_ok(&pos, &list);
	ck_assert_uint_eq(list.count, 1);
	ck_assert_int_eq(route_at(&list, 0, &sq), 32);
	ck_assert_int_eq(sq[0], lf_index(0, 0));
	ck_assert_int_eq(sq[31], lf_index(0, 62));
	ck_assert_uint_eq(count_of(&pos), 1);
	pos_with("orth", "free", column, &pos);
	ck_assert_uint_eq(count_of(&pos), 31);
	ck_assert_uint_eq(perft_of(&pos, 1), 31);
	lf_move_list_release(&list);
}
END_TEST

/* The opening of a full 64 x 64 board lists 4096 removals (the list
 * grows far past its first allocation), a64 first and bl1 last; under
 * removal=low one 2 among the 1s is left out. */
START_TEST(test_largest_opening)
{
	static char line[LINE_MAX_TEST + 200];
	static struct lf_position pos;
	struct lf_move_list list;
	const uint16_t *sq;
	const char *rows = full_board(-1, -1);

	snprintf(line, sizeof line, "lf1 variant=murray players=2 jumps=orth "
	    "chain=free opening=each removal=any turn=1 ply=0 score=0,0 "
	    "board=%s", rows);
	parse_ok(line, &pos);
	lf_move_list_init(&list);
	generate_ok(&pos, &list);
	ck_assert_uint_eq(list.count, 4096);
	ck_assert_uint_eq(count_of(&pos), 4096);
	ck_assert_int_eq(route_at(&list, 0, &sq), 1);
	ck_assert_int_eq(sq[0], lf_index(0, 0));
	ck_assert_int_eq(route_at(&list, 4095, &sq), 1);
	ck_assert_int_eq(sq[0], lf_index(63, 63));
	pos.priv.cell[lf_index(0, 0)] = 2;
	lf_position_sync(&pos);
	pos.rules.removal = LF_REMOVAL_LOW;
	generate_ok(&pos, &list);
	ck_assert_uint_eq(list.count, 4095);
	ck_assert_uint_eq(count_of(&pos), 4095);
	route_at(&list, 0, &sq);
	ck_assert_int_eq(sq[0], lf_index(1, 0));
	pos.rules.removal = LF_REMOVAL_ANY;
	ck_assert_uint_eq(count_of(&pos), 4096);
	lf_move_list_release(&list);
}
END_TEST

/* Sixteen players under opening=each remove for sixteen plies: a 4 x 4
 * board is emptied by removals alone, so perft is 16!/(16-d)! up to
 * depth 4, and at ply 15 the last removal is still due. */
START_TEST(test_sixteen_players)
{
	static struct lf_position pos;
	static const uint64_t want[] = { 1, 16, 240, 3360, 43680 };

	parse_ok("lf1 variant=traditional players=16 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=0 "
	    "score=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 "
	    "board=1111/1111/1111/1111", &pos);
	expect_perft(&pos, want, 5);
	parse_ok("lf1 variant=traditional players=16 jumps=orth chain=free "
	    "opening=each removal=any turn=16 ply=15 "
	    "score=1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0 "
	    "board=1.11/1111/1111/1111", &pos);
	ck_assert_uint_eq(count_of(&pos), 15);
	ck_assert_int_eq(lf_game_over(&pos), 0);
}
END_TEST

/* The hostile positions of issue 10, each one line of diag8 chain=free
 * with an empty cell in every other column of every other row: the
 * 25-cell one stalled lf-bot, the 45-cell one has 912838974 moves and
 * the 35-cell one 107292367, which took lf-moves 4.2 GB to list; and
 * the 9 x 9 lattice of lf-moves(1)'s CAVEATS, whose one piece has
 * 10748902 routes. */
#define HOSTILE_25 ".1.1./11111/.111./11111/.1.1."
#define HOSTILE_45 ".1.1.1.11/111111111/.1.111.1./111111111/.1.1.1.11"
#define HOSTILE_35 ".1.1.1./1111111/.111.1./1111111/.1.1.1."
#define LATTICE_9 ".1.1.1.1./111111111/.1.1.1.1./111111111/" \
    ".1.1.1.1./111111111/.1.1.1.1./111111111/11.1.1.1."

/* Check that a call stopped with LF_EBUDGET, its message naming what ran
 * out, and left pos as it was. */
static void
expect_spent(enum lf_status st, const struct lf_error *err,
    const struct lf_position *pos, const struct lf_position *before,
    const char *what)
{
	ck_assert_int_eq(st, LF_EBUDGET);
	ck_assert_int_eq(err->status, LF_EBUDGET);
	ck_assert_msg(strstr(err->message, what) != NULL, "message '%s' "
	    "lacks '%s'", err->message, what);
	expect_unchanged(pos, before, "a call whose budget ran out");
}

/* Every call that can take long stops when its budget of steps runs out,
 * on positions whose moves could not be listed or counted in hours, and
 * leaves the position as it was; a list holds the moves found until
 * then, every one legal.  Steps are counted, not seconds, so the cases
 * are the same on any machine. */
START_TEST(test_budget_steps)
{
	static struct lf_position pos, before;
	LF_MOVE_STATIC(move);
	struct lf_budget budget = { 100000, 0, 0 };
	struct lf_move_list list;
	struct lf_random rng;
	struct lf_error err;
	uint64_t n = 0;
	size_t i;
	int jumps;

	lf_move_list_init(&list);
	lf_random_seed(&rng, 1);
	pos_with("diag8", "free", HOSTILE_45, &pos);
	memcpy(&before, &pos, sizeof pos);
	expect_spent(lf_count_moves(&pos, &n, &budget, &err), &err, &pos,
	    &before, "counting moves: the budget of 100000 steps ran out");
	expect_spent(lf_perft(&pos, 2, &n, &budget, &err), &err, &pos,
	    &before, "perft: the budget of 100000 steps ran out");
	expect_spent(lf_generate(&pos, &list, &budget, &err), &err, &pos,
	    &before, "listing moves: the budget of 100000 steps ran out");
	ck_assert_uint_gt(list.count, 1000);
	for (i = 0; i < list.count; i += list.count / 50) {
		const uint16_t *sq;
		int len = route_at(&list, i, &sq);
		move.length = len;
		memcpy(move.square, sq, (size_t)len * sizeof *sq);
		ck_assert_int_eq(lf_check_move(&pos, &move, NULL,
		    NULL), LF_OK);
	}
	expect_spent(lf_nth_move(&pos, 500000000, &move, &budget, &err), &err,
	    &pos, &before, "the budget of 100000 steps ran out");
	expect_spent(lf_random_move(&pos, &rng, &move, &budget, &err), &err,
	    &pos, &before, "drawing a move: the budget");
	/* The playout policy follows one route: no count, within budget. */
	ck_assert_int_eq(lf_playout_move(&pos, &rng, &move, &budget, &err),
	    LF_OK);
	ck_assert_int_eq(lf_check_move(&pos, &move, NULL, NULL), LF_OK);
	/* The lattice of CAVEATS, and its move under chain=most. */
	pos_with("orth", "free", LATTICE_9, &pos);
	memcpy(&before, &pos, sizeof pos);
	expect_spent(lf_count_moves(&pos, &n, &budget, &err), &err, &pos,
	    &before, "ran out");
	pos_with("orth", "most", LATTICE_9, &pos);
	memcpy(&before, &pos, sizeof pos);
	budget.nodes = 1000;
	expect_spent(lf_generate(&pos, &list, &budget, &err), &err, &pos,
	    &before, "ran out");
	expect_spent(lf_best_route_length(&pos, lf_index(0, 8), &jumps,
	    &budget, &err), &err, &pos, &before, "finding the longest route");
	lf_move_list_release(&list);
}
END_TEST

/* The budget's moves bound what a list holds and what a count or a
 * perft may reach: as many moves as there are is enough, one fewer is
 * not; a list then holds the first moves, in order. */
START_TEST(test_budget_moves)
{
	static struct lf_position pos, before;
	struct lf_budget budget = { 0, 11, 0 };
	struct lf_move_list list, all;
	struct lf_error err;
	uint64_t n = 0;
	size_t i;

	lf_move_list_init(&list);
	lf_move_list_init(&all);
	pos_with("orth", "free", ".1.../1.1../.111.", &pos);
	memcpy(&before, &pos, sizeof pos);
	generate_ok(&pos, &all);
	ck_assert_uint_eq(all.count, 11);
	ck_assert_int_eq(lf_generate(&pos, &list, &budget, &err), LF_OK);
	ck_assert_uint_eq(list.count, 11);
	ck_assert_int_eq(lf_count_moves(&pos, &n, &budget, &err), LF_OK);
	ck_assert_uint_eq(n, 11);
	ck_assert_int_eq(lf_perft(&pos, 1, &n, &budget, &err), LF_OK);
	budget.moves = 10;
	expect_spent(lf_generate(&pos, &list, &budget, &err), &err, &pos,
	    &before, "listing moves: more than 10 moves");
	ck_assert_uint_eq(list.count, 10);
	for (i = 0; i < list.count; i++) {
		const uint16_t *a, *b;
		int la = route_at(&list, i, &a), lb = route_at(&all, i, &b);
		ck_assert_int_eq(la, lb);
		ck_assert_int_eq(memcmp(a, b, (size_t)la * sizeof *a), 0);
	}
	expect_spent(lf_count_moves(&pos, &n, &budget, &err), &err, &pos,
	    &before, "counting moves: more than 10 moves");
	expect_spent(lf_perft(&pos, 1, &n, &budget, &err), &err, &pos,
	    &before, "perft: more than 10 moves");
	/* The 35-cell hostile position: a bounded list, not 4.2 GB. */
	pos_with("diag8", "free", HOSTILE_35, &pos);
	memcpy(&before, &pos, sizeof pos);
	budget.moves = 1000;
	expect_spent(lf_generate(&pos, &list, &budget, &err), &err, &pos,
	    &before, "more than 1000 moves");
	ck_assert_uint_eq(list.count, 1000);
	lf_move_list_release(&list);
	lf_move_list_release(&all);
}
END_TEST

/* A deadline that has passed stops a long call at its first look at the
 * clock; one far away changes nothing. */
START_TEST(test_budget_deadline)
{
	static struct lf_position pos, before;
	struct lf_budget budget = { 0, 0, 0 };
	struct lf_error err;
	uint64_t n = 0;

	pos_with("diag8", "free", HOSTILE_45, &pos);
	memcpy(&before, &pos, sizeof pos);
	budget.deadline = lf_clock() - 1;
	expect_spent(lf_count_moves(&pos, &n, &budget, &err), &err, &pos,
	    &before, "counting moves: the budget's deadline passed");
	pos_with("orth", "free", ".1.../1.1../.111.", &pos);
	budget.deadline = lf_clock() + 3600;
	ck_assert_int_eq(lf_count_moves(&pos, &n, &budget, &err), LF_OK);
	ck_assert_uint_eq(n, 11);
}
END_TEST

/* Each move is handed to the caller's function in the documented order,
 * in constant memory; the function may stop the walk, and the budget's
 * moves bound it as they bound a list. */
struct each_seen {
	const struct lf_move_list *list;
	size_t n, stop_at;
};

/* Check each move against the list and stop at stop_at. */
static int
each_check(const uint16_t *sq, int len, void *arg)
{
	struct each_seen *seen = arg;
	const uint16_t *want;

	ck_assert_uint_lt(seen->n, seen->list->count);
	ck_assert_int_eq(route_at(seen->list, seen->n, &want), len);
	ck_assert_int_eq(memcmp(want, sq, (size_t)len * sizeof *sq), 0);
	return ++seen->n == seen->stop_at;
}

START_TEST(test_each_move)
{
	static struct lf_position pos, before;
	struct lf_budget budget = { 0, 5, 0 };
	struct lf_move_list list;
	struct each_seen seen;
	struct lf_error err;

	lf_move_list_init(&list);
	pos_with("orth", "continue", ".1.../1.1../.111.", &pos);
	generate_ok(&pos, &list);
	memcpy(&before, &pos, sizeof pos);
	seen.list = &list;
	seen.n = 0;
	seen.stop_at = 0;
	ck_assert_int_eq(lf_each_move(&pos, each_check, &seen, NULL, &err),
	    LF_OK);
	ck_assert_uint_eq(seen.n, list.count);
	seen.n = 0;
	seen.stop_at = 2;
	ck_assert_int_eq(lf_each_move(&pos, each_check, &seen, NULL, &err),
	    LF_OK);
	ck_assert_uint_eq(seen.n, 2);
	seen.n = 0;
	seen.stop_at = 0;
	budget.moves = list.count - 1;
	ck_assert_int_eq(lf_each_move(&pos, each_check, &seen, &budget, &err),
	    LF_EBUDGET);
	ck_assert_uint_eq(seen.n, list.count - 1);
	expect_unchanged(&pos, &before, "lf_each_move");
	lf_move_list_release(&list);
}
END_TEST

/* The longest route of a piece on a lattice of holes is found without
 * following every route: the 45-cell hostile board under chain=most,
 * where i5 can capture 22 of its 24 pieces in reach (each route a trail
 * through the holes, of which there are millions). */
START_TEST(test_longest_on_lattice)
{
	static struct lf_position pos;
	struct lf_budget budget = { 5000000, 0, 0 };
	struct lf_error err;
	int jumps = 0;

	pos_with("diag8", "most", HOSTILE_45, &pos);
	lf_error_clear(&err);
	ck_assert_msg(lf_best_route_length(&pos, lf_index(8, 0), &jumps,
	    &budget, &err) == LF_OK, "%s", err.message);
	ck_assert_int_eq(jumps, 22);
	ck_assert_int_eq(lf_best_route_length(&pos, lf_index(8, 4), &jumps,
	    &budget, &err), LF_OK);
	ck_assert_int_eq(jumps, 22);
}
END_TEST

/* Under chain=most the routes are listed without following again a state
 * from which no longest route went on: the 25-cell hostile board has
 * 317896 routes under chain=free, every one a step of a walk that
 * followed them all, and its 6016 longest ones are counted in fewer than
 * half as many steps (about 92000). */
START_TEST(test_most_on_lattice)
{
	static struct lf_position pos, before;
	struct lf_budget budget = { 150000, 0, 0 };
	struct lf_move_list list;
	struct lf_error err;
	uint64_t n = 0;

	pos_with("diag8", "free", HOSTILE_25, &pos);
	ck_assert_uint_eq(count_of(&pos), 317896);
	pos_with("diag8", "most", HOSTILE_25, &pos);
	memcpy(&before, &pos, sizeof pos);
	lf_error_clear(&err);
	ck_assert_msg(lf_count_moves(&pos, &n, &budget, &err) == LF_OK, "%s",
	    err.message);
	ck_assert_uint_eq(n, 6016);
	lf_move_list_init(&list);
	ck_assert_int_eq(lf_generate(&pos, &list, &budget, &err), LF_OK);
	ck_assert_uint_eq(list.count, 6016);
	expect_unchanged(&pos, &before, "lf_generate");
	lf_move_list_release(&list);
}
END_TEST

/* The suite for movegen.c. */
static Suite *
movegen_suite(void)
{
	Suite *s = suite_create("movegen");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_orth);
	tcase_add_test(core, test_diag8);
	tcase_add_test(core, test_hex);
	tcase_add_test(core, test_hex_six_directions);
	tcase_add_test(core, test_chain_rules);
	tcase_add_test(core, test_depth_first_loop);
	tcase_add_test(core, test_route_crosses_start);
	tcase_add_test(core, test_distinct_loops);
	tcase_add_test(core, test_diag8_loops);
	tcase_add_test(core, test_hex_loops);
	tcase_add_test(core, test_most_per_piece);
	tcase_add_test(core, test_shapes);
	tcase_add_test(core, test_opening_each);
	tcase_add_test(core, test_opening_first_none);
	tcase_add_test(core, test_removal_low);
	tcase_add_test(core, test_game_over);
	tcase_add_test(core, test_best_route_length);
	tcase_add_test(core, test_best_capture);
	tcase_add_test(core, test_capture_all_route);
	tcase_add_test(core, test_perft_loop);
	tcase_add_test(core, test_perft_opening);
	tcase_add_test(core, test_perft_pinned);
	tcase_add_test(core, test_nth_move);
	tcase_add_test(core, test_random_move_covers);
	tcase_add_test(core, test_random_move_repeatable);
	tcase_add_test(core, test_playout_move_policy);
	tcase_add_test(core, test_playout_move_covers);
	tcase_add_test(core, test_list_reuse);
	tcase_add_test(core, test_list_get_range);
	tcase_add_test(core, test_reference_random_games);
	tcase_set_timeout(core, 120);
	suite_add_tcase(s, core);

	tcase_add_test(limits, test_largest_board_corners);
	tcase_add_test(limits, test_longest_row_and_column);
	tcase_add_test(limits, test_largest_opening);
	tcase_add_test(limits, test_sixteen_players);
	tcase_add_test(limits, test_budget_steps);
	tcase_add_test(limits, test_budget_moves);
	tcase_add_test(limits, test_budget_deadline);
	tcase_add_test(limits, test_each_move);
	tcase_add_test(limits, test_longest_on_lattice);
	tcase_add_test(limits, test_most_on_lattice);
	tcase_set_timeout(limits, 60);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(movegen_suite)
