/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_movegen_best.c: the movegen suite's cases of lib/game/movegen_best.c:
 * the longest route of a piece, the route that captures all a piece can
 * reach, and the best capture of a position (lf_best_capture(), the
 * search's estimate), the best of each piece's best route; the longest
 * routes on lattices of holes are found within the budget. */
#include "config.h"

#include "check_movegen.h"

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
				random_position(&pos, LF_MURRAY, size, 2,
				    jumps[j],
				    LF_CHAIN_FREE,
				    (uint64_t)(size * 100 + plies),
				    plies);
				snprintf(what, sizeof what, "murray %dx%d, "
				    "jumps %d, ply %ld", size, size,
				    (int)jumps[j], pos.ply);
				expect_best_capture(&pos, what);
			}
		for (i = 0; i < sizeof lattices / sizeof lattices[0]; i++) {
			pos_with(jumps[j] == LF_JUMPS_ORTH ? "orth" :
			    jumps[j] == LF_JUMPS_DIAG8 ? "diag8" : "hex",
			    "free",
			    lattices[i], &pos);
			snprintf(what, sizeof what, "lattice %zu, jumps %d", i,
			    (int)jumps[j]);
			expect_best_capture(&pos, what);
		}
	}
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

/* Add the cases of this file to the suite. */
void
movegen_best_cases(TCase *core, TCase *limits)
{
	tcase_add_test(core, test_best_route_length);
	tcase_add_test(core, test_best_capture);
	tcase_add_test(core, test_capture_all_route);
	tcase_add_test(limits, test_longest_on_lattice);
	tcase_add_test(limits, test_most_on_lattice);
}
