/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_solve.c: Check suite for lib/engines/solve.c: the solver's value
 * agrees with a brute-force minimax written here (every move of every node,
 * no pruning, no table) on hundreds of small positions of every rule; its
 * line is legal, ends the game and adds up to the value; mirrored boards
 * have the same value; the symmetries of squares, rectangles, shapes and
 * the hexagon are found; a budget stops it; more than two players are
 * refused. */
#include "config.h"

#include <stdio.h>

#include "check_util.h"
#include "budget_int.h"

/* The value of pos for the player to move by plain minimax: the most,
 * over every legal move, of its points less the value of what follows;
 * 0 when the game is over. */
static long
brute(const struct lf_position *pos)
{
	struct lf_position child, work = *pos;
	struct lf_move_list list;
	uint16_t *sq;
	long best = 0, v, points;
	size_t i;
	int n;

	lf_move_list_init(&list);
	ck_assert_int_eq(lf_generate(&work, &list, NULL, NULL), LF_OK);
	for (i = 0; i < list.count; i++) {
		n = route_at(&list, i, &sq);
		lf_move_points(pos, ROUTE_MOVE(sq, n), &points, NULL);
		child = *pos;
		lf_apply_unchecked(&child, ROUTE_MOVE(sq, n), NULL);
		v = points - brute(&child);
		if (i == 0 || v > best)
			best = v;
	}
	lf_move_list_release(&list);
	return best;
}

/* A solver with a small table. */
static struct lf_solver *
new_solver(void)
{
	struct lf_solver *s;

	ck_assert_int_eq(lf_solver_new(&s, 1 << 20, NULL), LF_OK);
	return s;
}

/* Solve pos, which must finish, and check the line: every move legal,
 * the game over at its end, and the points of the mover's side less the
 * other's along it make the value. */
static long
solve_ok(struct lf_solver *s, const struct lf_position *pos)
{
	static struct lf_position work;
	struct lf_engine_info info;
	const struct lf_move_list *line;
	long total = 0, points;
	size_t i;
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(lf_solver_run(s, pos, NULL, &info, NULL), LF_OK);
	ck_assert(info.solved);
	if (info.moves == 0) {
		/* The game is over: nothing to play, nothing to gain. */
		ck_assert(lf_game_over(pos));
		ck_assert_int_eq(info.best.value, 0);
		ck_assert_ptr_null(info.best.line);
		return 0;
	}
	line = info.best.line;
	work = *pos;
	for (i = 0; i < lf_move_list_count(line); i++) {
		ck_assert_int_eq(lf_move_list_get(line, i, &move, NULL),
		    LF_OK);
		ck_assert_int_eq(lf_check_move(&work, &move, NULL, NULL),
		    LF_OK);
		lf_move_points(&work, &move, &points, NULL);
		total += work.turn == pos->turn ? points : -points;
		lf_apply_unchecked(&work, &move, NULL);
	}
	ck_assert(lf_game_over(&work));
	ck_assert_int_eq(total, info.best.value);
	return info.best.value;
}

/* A random position: a new game of the options, then plies random
 * moves. */
static void
random_board(struct lf_position *pos, enum lf_variant v, int w, int h,
    enum lf_jumps jumps, enum lf_chain chain, enum lf_opening opening,
    uint64_t seed, int plies)
{
	struct lf_new_options opt;
	struct lf_random rng;
	int i;
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(lf_new_options_default(v, &opt, NULL), LF_OK);
	opt.width = w;
	opt.height = h;
	opt.rules.jumps = jumps;
	opt.rules.chain = chain;
	opt.rules.opening = opening;
	opt.seed = seed;
	ck_assert_int_eq(lf_new_game(&opt, pos, NULL), LF_OK);
	if (opening == LF_OPENING_NONE)
		ck_assert_int_eq(lf_set_cell(pos, lf_index(w / 2, h / 2),
		    LF_EMPTY, NULL), LF_OK);
	lf_random_seed(&rng, seed * 7 + 1);
	for (i = 0; i < plies; i++) {
		if (lf_random_move(pos, &rng, &move, NULL, NULL) != LF_OK)
			break;
		lf_apply_unchecked(pos, &move, NULL);
	}
}

/* The solver agrees with minimax on small positions of every rule. */
START_TEST(test_against_brute_force)
{
	static struct lf_position pos;
	static const int sizes[][2] = { { 2, 2 }, { 3, 2 }, { 3, 3 },
	    { 4, 2 }, { 4, 3 }, { 2, 5 } };
	struct lf_solver *s = new_solver();
	int k, j, c, o, seed, tried = 0;
	long want, got;

	for (k = 0; k < (int)(sizeof sizes / sizeof sizes[0]); k++)
		for (j = 0; j < 2; j++)
			for (c = 0; c < 3; c++)
				for (o = 0; o < 3; o++)
					for (seed = 1; seed <= 3; seed++) {
			random_board(&pos, seed % 2 ? LF_MURRAY :
			    LF_TRADITIONAL, sizes[k][0], sizes[k][1],
			    (enum lf_jumps)j, (enum lf_chain)c,
			    (enum lf_opening)o, (uint64_t)seed, seed - 1);
			want = brute(&pos);
			got = solve_ok(s, &pos);
			ck_assert_msg(got == want, "%dx%d jumps %d chain %d "
			    "opening %d seed %d: solver %ld, minimax %ld",
			    sizes[k][0], sizes[k][1], j, c, o, seed, got, want);
			tried++;
		}
	ck_assert_int_eq(tried, 324);
	lf_solver_free(s);
}
END_TEST

/* Hexagonal boards: the solver agrees with minimax too. */
START_TEST(test_hex_against_brute_force)
{
	static struct lf_position pos;
	struct lf_solver *s = new_solver();
	int seed, c;

	for (c = 0; c < 3; c++)
		for (seed = 1; seed <= 6; seed++) {
			random_board(&pos, LF_MURRAY, 3, 3, LF_JUMPS_HEX,
			    (enum lf_chain)c, LF_OPENING_NONE, (uint64_t)seed,
			    seed % 3);
			ck_assert_int_eq(solve_ok(s, &pos), brute(&pos));
		}
	lf_solver_free(s);
}
END_TEST

/* A board and its mirror image have the same value, whichever the
 * solver saw first. */
START_TEST(test_mirror)
{
	static struct lf_position pos, mirror;
	struct lf_solver *s = new_solver(), *t = new_solver();
	int r, c, seed;

	for (seed = 1; seed <= 5; seed++) {
		random_board(&pos, LF_MURRAY, 4, 3, LF_JUMPS_ORTH,
		    LF_CHAIN_FREE, LF_OPENING_EACH, (uint64_t)seed, 3);
		mirror = pos;
		for (r = 0; r < 3; r++)
			for (c = 0; c < 4; c++)
				ck_assert_int_eq(lf_set_cell(&mirror,
				    lf_index(3 - c, r), lf_cell(&pos,
				    lf_index(c, r)), NULL), LF_OK);
		ck_assert_int_eq(solve_ok(s, &pos), solve_ok(s, &mirror));
		ck_assert_int_eq(solve_ok(t, &mirror), brute(&pos));
	}
	lf_solver_free(s);
	lf_solver_free(t);
}
END_TEST

/* The symmetries found: 8 of a square, 4 of a rectangle, 2 of a shape
 * symmetric one way (about a diagonal too), 1 of a shape that is not, 4
 * for hexagonal jumps on a square box, 12 of the capture hexagon. */
START_TEST(test_symmetries)
{
	static struct lf_position pos;
	static const struct { const char *rules, *board; int want; } cases[] = {
		{ "jumps=orth chain=free opening=none removal=any",
		    "111/1.1/111", 8 },
		{ "jumps=diag8 chain=free opening=none removal=any",
		    "1111/1..1/1111", 4 },
		{ "jumps=orth chain=free opening=none removal=any",
		    "11#/1.1/11#", 2 },
		{ "jumps=orth chain=free opening=none removal=any",
		    "11#/1.1/111", 2 },
		{ "jumps=orth chain=free opening=none removal=any",
		    "11#/1.1/1#1", 1 },
		{ "jumps=hex chain=free opening=none removal=any",
		    "111/1.1/111", 4 },
	};
	struct lf_solver *s = new_solver();
	struct lf_engine_info info;
	struct lf_new_options opt;
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		parse_board_ok(cases[i].rules, cases[i].board, &pos);
		ck_assert_int_eq(lf_solver_run(s, &pos, NULL, &info, NULL),
		    LF_OK);
		ck_assert_msg(lf_solver_symmetries(s) == cases[i].want,
		    "%s: %d symmetries, want %d", cases[i].board,
		    lf_solver_symmetries(s), cases[i].want);
	}
	/* The capture board, with one move budgeted: only its symmetries
	 * are wanted here. */
	ck_assert_int_eq(lf_new_options_default(LF_CAPTURE, &opt, NULL), LF_OK);
	ck_assert_int_eq(lf_new_game(&opt, &pos, NULL), LF_OK);
	{
		struct lf_budget budget = { 1, 0, 0 };
		ck_assert_int_eq(lf_solver_run(s, &pos, &budget, &info,
		    NULL), LF_OK);
	}
	ck_assert_int_eq(lf_solver_symmetries(s), 12);
	lf_solver_free(s);
}
END_TEST

/* A budget too small stops the solver, which says it did not finish;
 * three players are refused. */
START_TEST(test_budget_and_players)
{
	static struct lf_position pos;
	struct lf_budget budget = { 100, 0, 0 };
	struct lf_solver *s = new_solver();
	struct lf_engine_info info;
	struct lf_engine_move best;
	struct lf_error err;

	random_board(&pos, LF_TRADITIONAL, 5, 5, LF_JUMPS_ORTH,
	    LF_CHAIN_FREE, LF_OPENING_EACH, 1, 0);
	ck_assert_int_eq(lf_solver_run(s, &pos, &budget, &info, NULL), LF_OK);
	ck_assert(!info.solved);
	ck_assert_uint_le(info.nodes, 100);
	ck_assert_int_eq(info.moves, 0);
	ck_assert_ptr_null(info.best.move);
	ck_assert_int_eq(lf_solver_best(s, 0, &best, NULL), LF_EINVAL);
	parse_ok("lf1 variant=traditional players=3 jumps=orth chain=free "
	    "opening=none removal=any turn=1 ply=0 score=0,0,0 board=11.",
	    &pos);
	ck_assert_int_eq(lf_solver_run(s, &pos, NULL, &info, &err),
	    LF_EINVAL);
	ck_assert_ptr_nonnull(strstr(err.message, "two players"));
	lf_solver_free(s);
	lf_solver_free(NULL);
}
END_TEST

/* lf_solver_below() against brute force: the test says on the right
 * side of the cap whether the value is below it, and its bound holds. */
START_TEST(test_below)
{
	static struct lf_position pos;
	struct lf_solver *s = new_solver();
	struct lf_engine_info info;
	long want, cap;
	int seed, o;

	for (seed = 1; seed <= 4; seed++)
		for (o = 0; o < 3; o++) {
			random_board(&pos, seed % 2 ? LF_MURRAY :
			    LF_TRADITIONAL, 4, 3, LF_JUMPS_ORTH, LF_CHAIN_FREE,
			    (enum lf_opening)o, (uint64_t)seed, seed - 1);
			want = brute(&pos);
			for (cap = want - 3; cap <= want + 3; cap++) {
				ck_assert_int_eq(lf_solver_below(s, &pos, cap,
				    NULL, &info, NULL), LF_OK);
				ck_assert(info.solved);
				ck_assert_int_eq(info.moves, 0);
				if (want < cap)
					ck_assert(info.best.value < cap &&
					    want <= info.best.value);
				else
					ck_assert(info.best.value >= cap &&
					    want >= info.best.value);
			}
		}
	lf_solver_free(s);
}
END_TEST

/* The meter that ends the solver at its deadline reads the clock less
 * often than once a step, but when steps are slow (a node of many
 * moves), its batches shrink, so that a deadline is seen soon after it
 * passes: after a few batches of steps of 20 microseconds or more (more
 * on a loaded machine, which only shrinks them further), a batch is an
 * eighth of a whole one at most. */
START_TEST(test_meter_pace)
{
	struct lf_budget budget = { 0, 0, 0 };
	struct lf_meter m;
	double t;
	int i;

	budget.deadline = lf_clock() + 600;
	lf_meter_start(&m, &budget);
	for (i = 0; i < 3 * LF_METER_BATCH; i++) {
		t = lf_clock() + 2e-5;
		while (lf_clock() < t)
			;
		ck_assert(!lf_meter_step(&m));
	}
	ck_assert_uint_le(m.batch, LF_METER_BATCH / 8);
}
END_TEST

/* The table starts small and grows as it fills, so that a solver whose
 * table may take any size (even the biggest there is, whose size in
 * entries once wrapped round, so that the sizing never ended) is made at
 * once and solves; a table of 0 bytes has one slot. */
START_TEST(test_table_any_size)
{
	static struct lf_position pos;
	static const size_t bytes[] = { SIZE_MAX, SIZE_MAX / 2 + 1, 0 };
	struct lf_engine_info info;
	struct lf_solver *s = NULL;
	struct lf_error err;
	size_t i;

	random_board(&pos, LF_MURRAY, 4, 3, LF_JUMPS_ORTH, LF_CHAIN_FREE,
	    LF_OPENING_NONE, 11, 1);
	for (i = 0; i < sizeof bytes / sizeof bytes[0]; i++) {
		ck_assert_int_eq(lf_solver_new(&s, bytes[i], &err), LF_OK);
		ck_assert_ptr_nonnull(s);
		ck_assert_int_eq(lf_solver_run(s, &pos, NULL, &info, &err),
		    LF_OK);
		ck_assert(info.solved);
		ck_assert_int_eq(info.best.value, brute(&pos));
		lf_solver_free(s);
	}
}
END_TEST

/*
 * Pinned solutions: the nodes, value and line of the solver on small
 * boards (a square, whose 8 symmetries fold the table, a rectangle in
 * its opening, a hexagon), with a table that holds them, with one that
 * grows as it fills, and with one small enough that positions share
 * slots, so that the nodes depend on
 * every key's value.  A change of the engines' make/unmake, keys or move
 * order that changes any of these changes what lf-bot --solve finds.
 */
struct pinned_solution {
	const char *what;
	size_t table;
	uint64_t nodes;
	long value;
	const char *line;
};

/* Solve pos as p says, and compare with what p pins. */
static void
assert_pinned_solution(const struct lf_position *pos,
    const struct pinned_solution *p)
{
	static struct lf_position work;
	struct lf_engine_info info;
	const struct lf_move_list *line;
	struct lf_solver *s;
	struct lf_buf text;
	size_t i;
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(lf_solver_new(&s, p->table, NULL), LF_OK);
	ck_assert_int_eq(lf_solver_run(s, pos, NULL, &info, NULL), LF_OK);
	ck_assert(info.solved);
	line = info.best.line;
	work = *pos;
	lf_buf_init(&text);
	for (i = 0; i < lf_move_list_count(line); i++) {
		ck_assert_int_eq(lf_move_list_get(line, i, &move, NULL),
		    LF_OK);
		if (i > 0)
			ck_assert_int_eq(lf_buf_add(&text, " ", 1), LF_OK);
		ck_assert_int_eq(lf_move_format(&work, &move, &text, NULL),
		    LF_OK);
		lf_apply_unchecked(&work, &move, NULL);
	}
	ck_assert_msg(info.nodes == p->nodes &&
	    info.best.value == p->value && strcmp(text.data, p->line) == 0,
	    "%s: %llu nodes, value %ld, line %s; pinned %llu, %ld, %s",
	    p->what, (unsigned long long)info.nodes,
	    info.best.value, text.data, (unsigned long long)p->nodes,
	    p->value, p->line);
	lf_buf_free(&text);
	lf_solver_free(s);
}

START_TEST(test_pinned)
{
	static struct lf_position pos;
	static const struct pinned_solution square[] = {
		{ "square", 1 << 20, 120599, 0,
		    "b2-d2 c4-c2-e2 b4-b2 e4-c4 b1-b3 c5-c3 e5-c5 b5-d5 "
		    "e1-c1 e3-e1 c3-e3 a3-c3 a5-a3 a2-a4" },
		{ "square, a table that grows", 64 << 20, 113443, 0,
		    "b2-d2 c4-c2-e2 b4-b2 e4-c4 b1-b3 c5-c3 e5-c5 b5-d5 "
		    "e1-c1 e3-e1 c3-e3 a3-c3 a5-a3 a2-a4" },
		{ "square, small table", 1 << 10, 307122, 0,
		    "b2-d2 c4-c2-e2 b4-b2 e4-c4 b1-b3 c5-c3 e5-c5 b5-d5 "
		    "e1-c1 e3-e1 c3-e3 a3-c3 a5-a3 a2-a4" },
	}, rectangle[] = {
		{ "rectangle, opening", 1 << 20, 650, 1,
		    "b2 a3-c3 a1-a3 d3-b3 e1-c3 b3-d3 e3-e1 c1-c3-e3 "
		    "e1-c1-a1" },
		{ "rectangle, opening, small table", 1 << 10, 1218, 1,
		    "b2 a3-c3 a1-a3 d3-b3 e1-c3 b3-d3 e3-e1 c1-c3-e3 "
		    "e1-c1-a1" },
	}, hex = { "hex", 1 << 20, 1150, 2, "c4-a2 c2-c4" };
	size_t i;

	random_board(&pos, LF_MURRAY, 5, 5, LF_JUMPS_ORTH, LF_CHAIN_FREE,
	    LF_OPENING_NONE, 11, 2);
	for (i = 0; i < sizeof square / sizeof square[0]; i++)
		assert_pinned_solution(&pos, &square[i]);
	random_board(&pos, LF_TRADITIONAL, 5, 3, LF_JUMPS_DIAG8,
	    LF_CHAIN_FREE, LF_OPENING_EACH, 12, 1);
	for (i = 0; i < sizeof rectangle / sizeof rectangle[0]; i++)
		assert_pinned_solution(&pos, &rectangle[i]);
	random_board(&pos, LF_MURRAY, 4, 4, LF_JUMPS_HEX, LF_CHAIN_CONTINUE,
	    LF_OPENING_NONE, 13, 1);
	assert_pinned_solution(&pos, &hex);
}
END_TEST

/* The suite for solve.c. */
static Suite *
solve_suite(void)
{
	Suite *s = suite_create("solve");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_against_brute_force);
	tcase_add_test(core, test_hex_against_brute_force);
	tcase_add_test(core, test_mirror);
	tcase_add_test(core, test_symmetries);
	tcase_add_test(core, test_pinned);
	tcase_add_test(core, test_below);
	suite_add_tcase(s, core);
	tcase_add_test(limits, test_budget_and_players);
	tcase_add_test(limits, test_table_any_size);
	tcase_add_test(limits, test_meter_pace);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(solve_suite)
