/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_movegen_limits.c: the movegen suite's limits: the largest
 * boards, the longest rows, the largest opening, sixteen players, and
 * every call that can take long stopping when its budget runs out;
 * lf_each_move() hands each move over in the documented order. */
#include "config.h"

#include "check_movegen.h"

/* Room for a position line of the largest board. */
#define LINE_MAX_TEST 8192

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
	uint16_t *sq;
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
	uint16_t *sq;
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
		uint16_t *sq;
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
		uint16_t *a, *b;
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
each_check(const struct lf_move *move, void *arg)
{
	struct each_seen *seen = arg;
	uint16_t *want;
	int len = lf_move_length(move);

	ck_assert_uint_lt(seen->n, seen->list->count);
	ck_assert_int_eq(route_at(seen->list, seen->n, &want), len);
	ck_assert_int_eq(memcmp(want, lf_move_squares(move),
	    (size_t)len * sizeof *want), 0);
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

/* Add the cases of this file to the suite. */
void
movegen_limits_cases(TCase *limits)
{
	tcase_add_test(limits, test_largest_board_corners);
	tcase_add_test(limits, test_longest_row_and_column);
	tcase_add_test(limits, test_largest_opening);
	tcase_add_test(limits, test_sixteen_players);
	tcase_add_test(limits, test_budget_steps);
	tcase_add_test(limits, test_budget_moves);
	tcase_add_test(limits, test_budget_deadline);
	tcase_add_test(limits, test_each_move);
}
