/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_apply.c: Check suite for lib/game/apply.c: legal removals and routes
 * are made exactly (pieces, scores, turn, ply, bit rows), the ply and the
 * scores stop at 2147483647, and lf_check_move() agrees with the move
 * generator on every move and every prefix of a route; every reason a
 * move is refused, with its message, and the chain rules' judgement of
 * where a route may stop are in check_apply_refuse.c. */
#include "config.h"

#include "check_apply.h"

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
	ck_assert_int_eq(points_of(&pos, &move), 9);
	move_ok(&pos, "a1-a3-c3", &move);
	ck_assert_int_eq(points_of(&pos, &move), 2);
	move_ok(&pos, "a1-a3", &move);
	ck_assert_int_eq(points_of(&pos, &move), 1);
	move_ok(&pos, "b1", &move);
	ck_assert_int_eq(points_of(&pos, &move), 9);
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

/* Whether the list holds the route of k squares sq. */
static int
is_listed(const struct lf_move_list *list, const uint16_t *sq, int k)
{
	uint16_t *other;
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
	uint16_t *sq;
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
	lf_apply_unchecked(&fast, move, NULL);
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
	ck_assert_int_eq(points_of(&pos, &move), 31);
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
	apply_refuse_cases(core);
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
