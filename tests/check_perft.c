/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_perft.c: Check suite for lib/engines/perft.c: lf_perft() on the
 * packed line counts what the walker counts at every ply
 * (lf_perft_walked()), on both copies of its count (the portable one and
 * the x86-64 one, where this build and processor have it), under every jump
 * rule, on boards of one, two, four and eight words and at the edges of
 * what fits (29 columns, 512 bits), on hexagons and boards with holes, from
 * the opening to the end of the game; the positions that do not fit go to
 * the walker; and a budget of moves or steps stops it as it stops the
 * walker. */
#include "config.h"

#include "check_util.h"
#include "cpu_int.h"
#include "movegen_int.h"
#include "perft_int.h"

/* The copies of the count, in the order the tests run them. */
static const enum lf_cpu_path paths[] = { LF_CPU_PORTABLE, LF_CPU_X86 };
#define PATHS (sizeof paths / sizeof paths[0])

/* The deepest perft compared, and the most leaves after which a
 * comparison goes no deeper (so that a sanitizer build stays quick). */
#define DEEPEST 4
#define ENOUGH_LEAVES 20000

/* A new traditional game under chain=free on width x height or shape,
 * with jumps, then plies random moves from seed (fewer if the game
 * ends): openings, middle games and ends alike. */
static void
played(struct lf_position *pos, int width, int height, const char *shape,
    enum lf_jumps jumps, uint64_t seed, int plies)
{
	LF_MOVE_STATIC(move);
	struct lf_new_options opt;
	struct lf_random rng;
	struct lf_error err;
	int i;

	ck_assert_int_eq(lf_new_options_default(LF_TRADITIONAL, &opt, NULL),
	    LF_OK);
	opt.width = width;
	opt.height = height;
	opt.shape = shape;
	opt.rules.jumps = jumps;
	opt.rules.chain = LF_CHAIN_FREE;
	if (shape != NULL)
		opt.rules.opening = LF_OPENING_NONE;
	lf_error_clear(&err);
	ck_assert_msg(lf_new_game(&opt, pos, &err) == LF_OK, "%dx%d: %s",
	    width, height, err.message);
	lf_random_seed(&rng, seed);
	for (i = 0; i < plies; i++) {
		if (lf_random_move(pos, &rng, &move, NULL, NULL) != LF_OK)
			break;
		ck_assert_int_eq(lf_apply_unchecked(pos, &move, NULL), LF_OK);
	}
}

/* Whether pos should fit the line: chain=free past the opening, at most
 * 29 columns and (columns + 1) x rows at most 512. */
static int
should_fit(const struct lf_position *pos)
{
	return !lf_in_opening(pos) && pos->width <= 29 &&
	    (pos->width + 1) * pos->height <= 512;
}

/* Check that lf_perft() of pos, on each copy of the count, equals the
 * walker's count at depths 1 to DEEPEST (or until the count passes
 * ENOUGH_LEAVES), leaving pos as it was, and that pos goes to the line
 * exactly when it should.  what names pos in a failure. */
static void
expect_walker_count(struct lf_position *pos, const char *what)
{
	static struct lf_position before;
	struct lf_meter m;
	uint64_t want, got;
	size_t p;
	int depth;

	ck_assert_msg(lf_perft_line_fits(pos) == should_fit(pos),
	    "%s: fits the line %d, should %d", what, lf_perft_line_fits(pos),
	    should_fit(pos));
	memcpy(&before, pos, sizeof before);
	for (depth = 1; depth <= DEEPEST; depth++) {
		lf_meter_start(&m, NULL);
		want = lf_perft_walked(pos, depth, &m);
		ck_assert_int_eq(m.out, LF_METER_GOING);
		for (p = 0; p < PATHS; p++) {
			if (!lf_cpu_force(paths[p]))
				continue;
			got = perft_of(pos, depth);
			ck_assert_msg(got == want, "%s, %s copy: perft %d is "
			    "%llu,"
			    " the walker's %llu", what,
			    lf_cpu_path_name(paths[p]), depth,
			    (unsigned long long)got, (unsigned long long)want);
			ck_assert_msg(memcmp(pos, &before, sizeof before) == 0,
			    "%s: perft changed the position", what);
		}
		if (want > ENOUGH_LEAVES)
			break;
	}
	lf_cpu_force(paths[0]);
}

/* Boards of one word (up to 64 bits), two, four and eight, and just past
 * eight or 29 columns (the walker's), under every jump rule, after a
 * quarter, half and three quarters of the game's usual length. */
START_TEST(test_sizes)
{
	static const int sizes[][2] = {
		{ 2, 2 }, { 3, 5 }, { 7, 8 }, { 9, 9 }, { 11, 10 },
		{ 12, 10 }, { 15, 15 }, { 15, 16 }, { 16, 16 }, { 20, 20 },
		{ 29, 17 }, { 15, 32 }, { 15, 33 }, { 29, 18 }, { 30, 4 }
	};
	static const enum lf_jumps jumps[] = { LF_JUMPS_ORTH, LF_JUMPS_DIAG8,
	    LF_JUMPS_HEX };
	static struct lf_position pos;
	char what[96];
	size_t i, j;
	int part, cells;

	for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
		for (j = 0; j < sizeof jumps / sizeof jumps[0]; j++)
			for (part = 1; part <= 3; part++) {
				cells = sizes[i][0] * sizes[i][1];
				played(&pos, sizes[i][0], sizes[i][1], NULL,
				    jumps[j], i * 7 + j * 3 + (size_t)part,
				    cells * part / 8);
				snprintf(what, sizeof what, "%dx%d, jumps %d, "
				    "ply %ld", sizes[i][0], sizes[i][1],
				    (int)jumps[j], pos.ply);
				expect_walker_count(&pos, what);
			}
}
END_TEST

/* Hexagons (capture's own board and one of 15 columns) and boards with
 * cells left out, where routes loop and cross. */
START_TEST(test_shapes)
{
	static const int holes[][2] = { { 6, 6 }, { 12, 9 }, { 20, 14 },
	    { 29, 17 } };
	static const enum lf_jumps jumps[] = { LF_JUMPS_ORTH, LF_JUMPS_DIAG8,
	    LF_JUMPS_HEX };
	static struct lf_position pos;
	char what[96];
	size_t i, j;
	int side, plies;

	for (side = 3; side <= 8; side += 5)
		for (plies = 0; plies <= 24; plies += 8) {
			played(&pos, 2 * side - 1, 2 * side - 1, hexagon(side),
			    LF_JUMPS_HEX, (uint64_t)(side + plies), plies);
			snprintf(what, sizeof what, "hexagon of side %d, "
			    "ply %ld",
			    side, pos.ply);
			expect_walker_count(&pos, what);
		}
	for (i = 0; i < sizeof holes / sizeof holes[0]; i++)
		for (j = 0; j < sizeof jumps / sizeof jumps[0]; j++)
			for (plies = 0; plies <= 30; plies += 10) {
				played(&pos, holes[i][0], holes[i][1],
				    holed(holes[i][0], holes[i][1], i + j),
				    jumps[j], (uint64_t)plies, plies);
				snprintf(what, sizeof what, "%dx%d with holes, "
				    "jumps %d, ply %ld", holes[i][0],
				    holes[i][1],
				    (int)jumps[j], pos.ply);
				expect_walker_count(&pos, what);
			}
}
END_TEST

/* Boards sparse enough that routes of many jumps turn back on the cells
 * they emptied: a lattice of pieces, every other cell of every other
 * row empty, under every jump rule. */
START_TEST(test_lattices)
{
	static const enum lf_jumps jumps[] = { LF_JUMPS_ORTH, LF_JUMPS_DIAG8,
	    LF_JUMPS_HEX };
	static struct lf_position pos;
	char shape[8 * 9 + 1], what[64];
	size_t j;
	int r, c, len;

	for (j = 0; j < sizeof jumps / sizeof jumps[0]; j++) {
		len = 0;
		for (r = 0; r < 7; r++) {
			if (r > 0)
				shape[len++] = '/';
			for (c = 0; c < 7; c++)
				shape[len++] = r % 2 == 0 && c % 2 == 0 ? '.' :
				    'o';
		}
		shape[len] = '\0';
		played(&pos, 7, 7, shape, jumps[j], 1, 0);
		snprintf(what, sizeof what, "lattice, jumps %d", (int)jumps[j]);
		expect_walker_count(&pos, what);
	}
}
END_TEST

/* A budget of moves allows exactly the leaves there are; a budget of
 * steps stops a search that has more to do; either way the position is
 * left as it was. */
START_TEST(test_budget)
{
	static struct lf_position pos, before;
	struct lf_budget budget = { 0, 0, 0 };
	struct lf_error err;
	uint64_t leaves = 0, n = 0;

	played(&pos, 9, 9, NULL, LF_JUMPS_ORTH, 5, 12);
	ck_assert(lf_perft_line_fits(&pos));
	memcpy(&before, &pos, sizeof pos);
	leaves = perft_of(&pos, 3);
	ck_assert_uint_gt(leaves, 1000);
	budget.moves = leaves;
	ck_assert_int_eq(lf_perft(&pos, 3, &n, &budget, &err), LF_OK);
	ck_assert_uint_eq(n, leaves);
	budget.moves = leaves - 1;
	lf_error_clear(&err);
	ck_assert_int_eq(lf_perft(&pos, 3, &n, &budget, &err), LF_EBUDGET);
	ck_assert_msg(strstr(err.message, "perft: more than") != NULL, "%s",
	    err.message);
	ck_assert_int_eq(memcmp(&pos, &before, sizeof pos), 0);
	budget.moves = 0;
	budget.nodes = 1000;
	lf_error_clear(&err);
	ck_assert_int_eq(lf_perft(&pos, 5, &n, &budget, &err), LF_EBUDGET);
	ck_assert_msg(strstr(err.message, "perft: the budget of 1000 steps "
	    "ran out") != NULL, "%s", err.message);
	ck_assert_int_eq(memcmp(&pos, &before, sizeof pos), 0);
	/* Billions of routes at the first ply (check_movegen's HOSTILE_35):
	 * the count stops soon after it passes the moves allowed, long
	 * before the steps, which it would spend counting them all. */
	parse_board_ok("jumps=diag8 chain=free opening=none removal=any",
	    ".1.1.1./1111111/.111.1./1111111/.1.1.1.", &pos);
	ck_assert(lf_perft_line_fits(&pos));
	memcpy(&before, &pos, sizeof pos);
	budget.moves = 1000;
	budget.nodes = 10000000;
	lf_error_clear(&err);
	ck_assert_int_eq(lf_perft(&pos, 1, &n, &budget, &err), LF_EBUDGET);
	ck_assert_msg(strstr(err.message, "perft: more than 1000 moves") !=
	    NULL, "%s", err.message);
	ck_assert_int_eq(memcmp(&pos, &before, sizeof pos), 0);
}
END_TEST

/* The suite. */
static Suite *
perft_suite(void)
{
	Suite *s = suite_create("perft");
	TCase *core = tcase_create("core");

	tcase_set_timeout(core, 600);
	tcase_add_test(core, test_sizes);
	tcase_add_test(core, test_shapes);
	tcase_add_test(core, test_lattices);
	tcase_add_test(core, test_budget);
	suite_add_tcase(s, core);
	return s;
}

CHECK_MAIN(perft_suite)
