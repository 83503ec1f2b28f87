/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_movegen.c: Check suite for lib/game/movegen*.c: the exact move
 * lists of hand-worked positions under every kind of jump, chain rule,
 * opening and removal rule and on shaped boards, in the order of
 * lf-moves(1); perft, the n-th move and the lists agree with them.  The
 * suite's other cases are in check_movegen_best.c (the best route and
 * capture), check_movegen_random.c (random and playout moves),
 * check_movegen_reference.c (a plain reference generator) and
 * check_movegen_limits.c (the largest boards and the budgets). */
#include "config.h"

#include "check_movegen.h"

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
	uint16_t *sq1, *sq2;
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
	lf_apply_unchecked(&after1, ROUTE_MOVE(sq1, len1), NULL);
	lf_apply_unchecked(&after2, ROUTE_MOVE(sq2, len2), NULL);
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
	ck_assert_int_eq(lf_apply_unchecked(pos, &move, NULL), LF_EINVAL);
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
	lf_move_format(&pos, &move, &text, NULL);
	ck_assert_str_eq(text.data, "c1-c3-a3-a1-c1-e1");
	lf_buf_free(&text);
	expect_no_nth(&pos, 11);
	expect_no_nth(&pos, UINT64_MAX);
	pos_with("orth", "free", "1.1/.../1.1", &pos);
	expect_no_nth(&pos, 0);
}
END_TEST

/* A list gives a copy of the route of a move it holds, and refuses an
 * index beyond its moves, saying how many it has, with the move then
 * holding none. */
START_TEST(test_list_get_range)
{
	static struct lf_position pos;
	struct lf_move_list list;
	struct lf_move *move;
	struct lf_error err;
	uint16_t *sq;
	int len;

	ck_assert_int_eq(lf_move_new(&move, NULL), LF_OK);
	lf_move_list_init(&list);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_move_list_get(&list, 0, move, &err), LF_EINVAL);
	ck_assert_int_eq(lf_move_length(move), 0);
	pos_with("orth", "free", ".1.../1.1../.111.", &pos);
	generate_ok(&pos, &list);
	ck_assert_int_eq(lf_move_list_get(&list, 10, move, &err), LF_OK);
	len = route_at(&list, 10, &sq);
	ck_assert_int_ge(len, 2);
	ck_assert_int_eq(lf_move_length(move), len);
	ck_assert_mem_eq(lf_move_squares(move), sq, (size_t)len * sizeof *sq);
	ck_assert_int_eq(lf_move_list_get(&list, 11, move, &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "no move 11 in a list of 11");
	ck_assert_int_eq(lf_move_length(move), 0);
	ck_assert_int_eq(lf_move_list_get(&list, 10, move, NULL), LF_OK);
	ck_assert_int_eq(lf_move_list_get(&list, SIZE_MAX, move, NULL),
	    LF_EINVAL);
	ck_assert_int_eq(lf_move_length(move), 0);
	lf_move_list_release(&list);
	lf_move_free(move);
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
	movegen_best_cases(core, limits);
	tcase_add_test(core, test_perft_loop);
	tcase_add_test(core, test_perft_opening);
	tcase_add_test(core, test_perft_pinned);
	tcase_add_test(core, test_nth_move);
	movegen_random_cases(core);
	tcase_add_test(core, test_list_reuse);
	tcase_add_test(core, test_list_get_range);
	movegen_reference_cases(core);
	tcase_set_timeout(core, 120);
	suite_add_tcase(s, core);

	movegen_limits_cases(limits);
	tcase_set_timeout(limits, 60);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(movegen_suite)
