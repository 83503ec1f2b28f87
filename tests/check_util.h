/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_util.h: what every Check suite of libleapfrog shares: a main()
 * that runs the suite and reports TAP, helpers to build positions and
 * shapes and check moves (random_position(), bench_middle_game(),
 * hexagon(), holed(), move_is(), assert_legal()), and the library's internal
 * view (board_int.h: the board's layout, and moves kept in static storage
 * with LF_MOVE_STATIC). */
#ifndef LF_CHECK_UTIL_H
#define LF_CHECK_UTIL_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "board_int.h"

/* Whether the suite is built with AddressSanitizer, which reports an
 * allocation it cannot make instead of failing it: the tests of running
 * out of memory run in the other builds. */
#if defined(__SANITIZE_ADDRESS__)
#define RUNNING_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RUNNING_UNDER_ASAN 1
#endif
#endif
#ifndef RUNNING_UNDER_ASAN
#define RUNNING_UNDER_ASAN 0
#endif

/* Parse a position line that the test expects to be valid. */
static inline void
parse_ok(const char *line, struct lf_position *pos)
{
	struct lf_error err;

	lf_error_clear(&err);
	ck_assert_msg(lf_position_parse(line, strlen(line), pos, &err) == LF_OK,
	    "parse failed at column %d: %s", err.column, err.message);
}

/* Parse the usual position of a test about squares and moves: two
 * players, traditional, player 1 to move at ply 0 with no points, under
 * the given rule fields ("jumps=... chain=... opening=... removal=...")
 * and board field. */
static inline void
parse_board_ok(const char *rules, const char *board, struct lf_position *pos)
{
	static char line[LF_MAX_LINE + 1];
	int n;

	n = snprintf(line, sizeof line, "lf1 variant=traditional players=2 "
	    "%s turn=1 ply=0 score=0,0 board=%s", rules, board);
	ck_assert_int_lt(n, (int)sizeof line);
	parse_ok(line, pos);
}

/* A move that is a view of length squares of the array square (cap 0:
 * it owns nothing), for a route a test builds by hand. */
#define ROUTE_MOVE(square, length) \
	(&(struct lf_move){ (length), 0, (square) })

/* Point *sq at the route of move i of a list, which must be there, in
 * the list itself (lf_move_list_get() copies it), for ROUTE_MOVE() or to
 * read; return its length. */
static inline int
route_at(const struct lf_move_list *list, size_t i, uint16_t **sq)
{
	ck_assert_uint_lt(i, lf_move_list_count(list));
	*sq = list->squares + list->start[i];
	return (int)(list->start[i + 1] - list->start[i]);
}

/* The points of a move whose squares must be cells of pos. */
static inline long
points_of(const struct lf_position *pos, const struct lf_move *move)
{
	long points = -1;

	ck_assert_int_eq(lf_move_points(pos, move, &points, NULL), LF_OK);
	return points;
}

/* The number of legal moves of pos, counted without a budget. */
static inline uint64_t
count_of(struct lf_position *pos)
{
	uint64_t n = 0;

	ck_assert_int_eq(lf_count_moves(pos, &n, NULL, NULL), LF_OK);
	return n;
}

/* Perft of pos without a budget. */
static inline uint64_t
perft_of(struct lf_position *pos, int depth)
{
	uint64_t n = 0;

	ck_assert_int_eq(lf_perft(pos, depth, &n, NULL, NULL), LF_OK);
	return n;
}

/* The longest route of the piece on start, without a budget. */
static inline int
longest_of(struct lf_position *pos, int start)
{
	int jumps = -1;

	ck_assert_int_eq(lf_best_route_length(pos, start, &jumps, NULL, NULL),
	    LF_OK);
	return jumps;
}

/* Whether move has the notation text in pos. */
static inline int
move_is(const struct lf_position *pos, const struct lf_move *move,
    const char *text)
{
	struct lf_buf b;
	int same;

	lf_buf_init(&b);
	lf_move_format(pos, move, &b, NULL);
	same = !b.failed && strcmp(b.data, text) == 0;
	if (!same)
		fprintf(stderr, "# got %s, expected %s\n", b.data, text);
	lf_buf_free(&b);
	return same;
}

/* Assert that move is legal in pos. */
static inline void
assert_legal(const struct lf_position *pos, const struct lf_move *move)
{
	struct lf_error err;

	lf_error_clear(&err);
	ck_assert_msg(lf_check_move(pos, move, NULL, &err) == LF_OK,
	    "illegal move: %s", err.message);
}

/* A position to test with: a new game of the given rules and size, and
 * then plies random moves (fewer if the game ends). */
static inline void
random_position(struct lf_position *pos, enum lf_variant v, int size,
    int players, enum lf_jumps jumps, enum lf_chain chain, uint64_t seed,
    int plies)
{
	struct lf_new_options opt;
	struct lf_random rng;
	struct lf_move *move;
	struct lf_error err;
	int i;

	ck_assert_int_eq(lf_move_new(&move, NULL), LF_OK);
	ck_assert_int_eq(lf_new_options_default(v, &opt, NULL), LF_OK);
	opt.width = opt.height = size;
	opt.rules.players = players;
	opt.rules.jumps = jumps;
	opt.rules.chain = chain;
	opt.seed = seed;
	ck_assert_msg(lf_new_game(&opt, pos, &err) == LF_OK, "%s", err.message);
	lf_random_seed(&rng, seed * 31 + 7);
	for (i = 0; i < plies; i++) {
		if (lf_random_move(pos, &rng, move, NULL, NULL) != LF_OK)
			break;
		lf_apply_unchecked(pos, move, NULL);
	}
	lf_move_free(move);
}

/* The middle game of tests/bench/bench.c, where the engines' figures are
 * measured: murray 15 x 15 from seed 1, then 20 moves of the playout
 * policy drawn from seed 1. */
static inline void
bench_middle_game(struct lf_position *pos)
{
	struct lf_new_options opt;
	struct lf_random rng;
	struct lf_move *move;
	int i;

	ck_assert_int_eq(lf_move_new(&move, NULL), LF_OK);
	ck_assert_int_eq(lf_new_options_default(LF_MURRAY, &opt, NULL), LF_OK);
	opt.width = opt.height = 15;
	opt.seed = 1;
	ck_assert_int_eq(lf_new_game(&opt, pos, NULL), LF_OK);
	lf_random_seed(&rng, 1);
	for (i = 0; i < 20 && lf_playout_move(pos, &rng, move, NULL, NULL) ==
	    LF_OK; i++)
		lf_apply_unchecked(pos, move, NULL);
	lf_move_free(move);
}

/* A hexagon of the given side in the axial layout of capture
 * (leapfrog(5)), as a shape: 2 * side - 1 columns and rows, the centre
 * empty as on capture's own board. */
static inline const char *
hexagon(int side)
{
	static char shape[LF_MAX_HEIGHT * (LF_MAX_WIDTH + 1)];
	int r, c, n = 2 * side - 1, len = 0;

	for (r = 0; r < n; r++) {
		int y = n - 1 - r;
		if (r > 0)
			shape[len++] = '/';
		for (c = 0; c < n; c++)
			shape[len++] = c - y > side - 1 || y - c > side - 1 ?
			    '#' : r == side - 1 && c == side - 1 ? '.' : 'o';
	}
	shape[len] = '\0';
	return shape;
}

/* A width x height shape with about one cell in seven missing and one
 * in eleven empty, from a seed. */
static inline const char *
holed(int width, int height, uint64_t seed)
{
	static char shape[LF_MAX_HEIGHT * (LF_MAX_WIDTH + 1)];
	struct lf_random rng;
	int r, c, len = 0;

	lf_random_seed(&rng, seed);
	for (r = 0; r < height; r++) {
		if (r > 0)
			shape[len++] = '/';
		for (c = 0; c < width; c++)
			shape[len++] = lf_random_below(&rng, 7) == 0 ? '#' :
			    lf_random_below(&rng, 11) == 0 ? '.' : 'o';
	}
	shape[len] = '\0';
	return shape;
}

/* Run one suite, reporting every case as TAP on standard output, and exit
 * non-zero if any case failed. */
#define CHECK_MAIN(make_suite)						\
	int main(void)							\
	{								\
		SRunner *sr;						\
		int failed;						\
		/* Cases without a timeout of their own get 60 s, not Check's \
		 * 4 s, which a loaded machine or a sanitizer build can pass \
		 * (CK_DEFAULT_TIMEOUT in the environment still wins). */ \
		setenv("CK_DEFAULT_TIMEOUT", "60", 0);			\
		sr = srunner_create(make_suite());			\
		srunner_set_tap(sr, "-");				\
		srunner_run_all(sr, CK_SILENT);				\
		failed = srunner_ntests_failed(sr);			\
		srunner_free(sr);					\
		return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;	\
	}

#endif /* LF_CHECK_UTIL_H */
