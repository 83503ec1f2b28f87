/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_search.c: Check suite for lib/engines/search.c: the search finds
 * the best capture and the move that wins in hand-built positions, its
 * estimate is the one found by listing every move, it agrees with a plain
 * minimax written here at every depth (with and without its
 * transposition table), is deterministic at a fixed depth, and always
 * answers with a legal move, also when the clock stops it early; the
 * searches of three players and more are in check_search_players.c, the
 * pinned searches in check_search_pinned.c. */
#include "config.h"

#include <time.h>

#include <limits.h>

#include "check_search.h"

#define HEAD "lf1 variant=murray players=2 jumps=orth chain=free " \
    "opening=none removal=low turn=1 ply=0 score=0,0 board="

/* Search pos to a fixed depth (no clock), exactly or with late move
 * reductions, best-reply or paranoid, which must succeed. */
void
search_with(struct lf_search *s, struct lf_position *pos, int depth,
    int exact, int best_reply, struct lf_engine_info *info)
{
	struct lf_search_limits limits;
	struct lf_error err;

	memset(&limits, 0, sizeof limits);
	limits.depth = depth;
	limits.exact = exact;
	limits.best_reply = best_reply;
	lf_error_clear(&err);
	ck_assert_msg(lf_search_run(s, pos, &limits, NULL, info, &err) == LF_OK,
	    "%s", err.message);
}

/* Search pos to a fixed depth (no clock), exactly or with late move
 * reductions, which must succeed. */
static void
search_mode(struct lf_search *s, struct lf_position *pos, int depth,
    int exact, struct lf_engine_info *info)
{
	search_with(s, pos, depth, exact, 0, info);
}

/* Search pos exactly to a fixed depth, which must succeed. */
static void
search_depth(struct lf_search *s, struct lf_position *pos, int depth,
    struct lf_engine_info *info)
{
	search_mode(s, pos, depth, 1, info);
}

/* The paranoid reference (reference()). */
static long
minimax(struct lf_position *pos, int root, int depth)
{
	return reference(pos, root, depth, 0);
}

/* A 5 x 2 board where the greedy move d1-b1 takes 3 but lets the reply
 * a1-c1 take a 9; a2-c2 takes only 1 and comes out ahead by 7.  The
 * static value (five eighths of the best capture of the reply) is
 * enough to see it at depth 1. */
static const char trap[] = HEAD "91.../1.399";

START_TEST(test_greedy_takes_the_most)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);
	struct lf_error err;

	parse_ok(trap, &pos);
	ck_assert(lf_search_greedy(&pos, NULL, &move, NULL, &err) == LF_OK);
	ck_assert(move_is(&pos, &move, "d1-b1"));
	/* The best capture is a chain: a3-c3-c1 takes 9 and 4. */
	parse_ok(HEAD "19./..4/...", &pos);
	ck_assert(lf_search_greedy(&pos, NULL, &move, NULL, &err) == LF_OK);
	ck_assert(move_is(&pos, &move, "a3-c3-c1"));
}
END_TEST

START_TEST(test_search_best_capture)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_search *s = new_search(1 << 16);

	parse_ok(HEAD "19./..4/...", &pos);
	search_depth(s, &pos, 1, &info);
	ck_assert(move_is(&pos, info.best.move, "a3-c3-c1"));
	ck_assert_int_eq(info.depth, 1);
	lf_search_free(s);
}
END_TEST

START_TEST(test_search_avoids_the_trap)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_search *s = new_search(1 << 16);
	int depth;

	parse_ok(trap, &pos);
	for (depth = 1; depth <= 6; depth++) {
		search_depth(s, &pos, depth, &info);
		ck_assert(move_is(&pos, info.best.move, "a2-c2"));
	}
	/* Deep enough, every line reaches the end: the value is exact. */
	search_depth(s, &pos, 20, &info);
	ck_assert(move_is(&pos, info.best.move, "a2-c2"));
	ck_assert_int_eq(info.solved, 1);
	ck_assert_int_eq(info.best.value, 7);
	ck_assert_int_eq(info.best.value, minimax(&pos, 0, 20));
	lf_search_free(s);
}
END_TEST

START_TEST(test_search_is_minimax)
{
	static struct lf_position pos;
	static struct lf_engine_info with, without;
	struct lf_search *table = new_search(1 << 20), *plain = new_search(0);
	static const struct {
		enum lf_variant variant;
		int size, players;
		enum lf_jumps jumps;
		enum lf_chain chain;
	} games[] = {
		{ LF_MURRAY, 4, 2, LF_JUMPS_ORTH, LF_CHAIN_FREE },
		{ LF_MURRAY, 5, 2, LF_JUMPS_ORTH, LF_CHAIN_FREE },
		{ LF_TRADITIONAL, 5, 2, LF_JUMPS_ORTH, LF_CHAIN_FREE },
		{ LF_MURRAY, 4, 2, LF_JUMPS_DIAG8, LF_CHAIN_FREE },
		{ LF_MURRAY, 5, 2, LF_JUMPS_ORTH, LF_CHAIN_CONTINUE },
		{ LF_MURRAY, 5, 2, LF_JUMPS_ORTH, LF_CHAIN_MOST },
		{ LF_CAPTURE, 5, 2, LF_JUMPS_HEX, LF_CHAIN_FREE },
		{ LF_FROGLET, 4, 2, LF_JUMPS_ORTH, LF_CHAIN_FREE },
	};
	size_t g;
	int seed, depth, plies;

	for (g = 0; g < sizeof games / sizeof games[0]; g++)
		for (seed = 1; seed <= 6; seed++) {
			plies = games[g].variant == LF_CAPTURE ? 20 + seed :
			    seed * 2 - 2;
			random_position(&pos, games[g].variant, games[g].size,
			    games[g].players, games[g].jumps, games[g].chain,
			    (uint64_t)seed, plies);
			if (count_of(&pos) < 2)
				continue;
			for (depth = 1; depth <= 4; depth++) {
				long want = minimax(&pos, pos.turn, depth);
				search_depth(table, &pos, depth, &with);
				search_depth(plain, &pos, depth, &without);
				ck_assert_msg(with.best.value == want &&
				    without.best.value == want, "game %zu, "
				    "seed %d, depth %d: minimax %ld, search "
				    "%ld, without table %ld", g, seed, depth,
				    want, with.best.value, without.best.value);
				assert_legal(&pos, with.best.move);
				assert_legal(&pos, without.best.move);
			}
		}
	lf_search_free(table);
	lf_search_free(plain);
}
END_TEST

/* With limits.lines, the search ranks its best moves exactly: each line
 * holds a legal move, its value is that move's points less the minimax
 * value of what follows, at the iteration's depth, the lines go from best
 * to worst, and the first is the move played.  With every move a line,
 * the lines are the moves. */
START_TEST(test_search_lines)
{
	static struct lf_position pos, after;
	static struct lf_engine_info info;
	LF_MOVE_STATIC(move);
	struct lf_search *s = new_search(1 << 20);
	struct lf_search_limits limits;
	struct lf_engine_move best;
	long value, prev, want, points;
	int seed, depth, k, lines;

	for (seed = 1; seed <= 12; seed++)
		for (depth = 1; depth <= 4; depth++) {
			random_position(&pos, LF_MURRAY, 5 + seed % 2, 2,
			    (enum lf_jumps)(seed % 2),
			    (enum lf_chain)(seed % 3),
			    (uint64_t)seed, 2 + seed % 5);
			if (count_of(&pos) < 2)
				continue;
			lines = count_of(&pos) < LF_SEARCH_MAX_LINES ?
			    (int)count_of(&pos) : 5;
			memset(&limits, 0, sizeof limits);
			limits.depth = depth;
			limits.lines = lines;
			limits.exact = 1;
			lf_search_clear(s);
			ck_assert_int_eq(lf_search_run(s, &pos, &limits, NULL,
			    &info, NULL), LF_OK);
			ck_assert_int_eq(info.moves, lines);
			prev = LONG_MAX;
			for (k = 0; k < lines; k++) {
				ck_assert_int_eq(lf_search_best(s, k, &best,
				    NULL), LF_OK);
				value = best.value;
				ck_assert_uint_ge(lf_move_list_count(best.line),
				    1);
				ck_assert_int_eq(lf_move_list_get(best.line, 0,
				    &move, NULL), LF_OK);
				assert_legal(&pos, &move);
				/* The move is the line's first. */
				ck_assert_int_eq(move.length,
				    lf_move_length(best.move));
				ck_assert(memcmp(move.square,
				    lf_move_squares(best.move),
				    (size_t)move.length *
				    sizeof *move.square) == 0);
				points = points_of(&pos, &move);
				after = pos;
				lf_apply_unchecked(&after, &move, NULL);
				want = points - minimax(&after, after.turn,
				    depth - 1);
				ck_assert_msg(value == want, "seed %d depth %d "
				    "line %d: %ld, minimax %ld", seed, depth, k,
				    value, want);
				ck_assert_int_le(value, prev);
				prev = value;
				if (k == 0) {
					ck_assert_int_eq(value,
					    info.best.value);
					ck_assert_int_eq(move.length,
					    info.best.move->length);
				}
			}
			ck_assert_int_eq(lf_search_best(s, lines, &best,
			    NULL), LF_EINVAL);
		}
	memset(&limits, 0, sizeof limits);
	limits.lines = LF_SEARCH_MAX_LINES + 1;
	ck_assert_int_eq(lf_search_run(s, &pos, &limits, NULL, &info, NULL),
	    LF_EINVAL);
	lf_search_free(s);
}
END_TEST

START_TEST(test_search_deterministic)
{
	static struct lf_position pos;
	static struct lf_engine_info a, b, c;
	LF_MOVE_STATIC(first);
	struct lf_search *s1 = new_search(1 << 20), *s2 = new_search(1 << 20);
	int seed;

	for (seed = 1; seed <= 4; seed++) {
		random_position(&pos, LF_MURRAY, 9, 2, LF_JUMPS_ORTH,
		    LF_CHAIN_FREE, (uint64_t)seed, 6 + seed);
		search_depth(s1, &pos, 4, &a);
		/* a.best.move is s1's, until s1 searches again. */
		ck_assert_int_eq(lf_move_set(&first, a.best.move->square,
		    a.best.move->length, NULL), LF_OK);
		search_depth(s2, &pos, 4, &b);
		lf_search_clear(s1);
		search_depth(s1, &pos, 4, &c);
		ck_assert_int_eq(a.best.value, b.best.value);
		ck_assert_uint_eq(a.nodes, b.nodes);
		ck_assert_uint_eq(a.nodes, c.nodes);
		ck_assert_int_eq(first.length, b.best.move->length);
		ck_assert_int_eq(first.length, c.best.move->length);
		ck_assert(memcmp(first.square, b.best.move->square,
		    (size_t)first.length * sizeof first.square[0]) == 0);
		ck_assert(memcmp(first.square, c.best.move->square,
		    (size_t)first.length * sizeof first.square[0]) == 0);
		lf_search_clear(s1);
		lf_search_clear(s2);
	}
	lf_search_free(s1);
	lf_search_free(s2);
}
END_TEST

START_TEST(test_search_always_legal)
{
	static struct lf_position pos, before;
	static struct lf_engine_info info;
	struct lf_search_limits limits;
	struct lf_budget budget = { 0, 0, 0 };
	struct lf_search *s = new_search(1 << 20);
	struct lf_error err;
	static const enum lf_variant variants[] = {
		LF_TRADITIONAL, LF_MURRAY, LF_FROGLET, LF_CAPTURE
	};
	int v, seed, plies;

	memset(&limits, 0, sizeof limits);
	for (v = 0; v < 4; v++)
		for (seed = 1; seed <= 8; seed++)
			for (plies = 0; plies < 60; plies += 7) {
				random_position(&pos, variants[v],
				    variants[v] == LF_CAPTURE ? 5 : 6,
				    2 + seed % 3,
				    variants[v] == LF_CAPTURE ? LF_JUMPS_HEX :
				    (enum lf_jumps)(seed % 2),
				    (enum lf_chain)(seed % 3), (uint64_t)seed,
				    plies);
				if (lf_game_over(&pos))
					continue;
				before = pos;
				/* A few milliseconds, or an instant: the clock
				 * stops the search wherever it is. */
				budget.deadline = lf_clock() +
				    (plies % 2 ? 0.002 : 1e-9);
				ck_assert(lf_search_run(s, &pos, &limits,
				    &budget, &info, &err) == LF_OK);
				assert_legal(&pos, info.best.move);
				ck_assert(memcmp(&pos, &before, sizeof pos) ==
				    0);
			}
	lf_search_free(s);
}
END_TEST

/* Record the depth of each iteration reported. */
static void
record_depth(const struct lf_engine_info *info, void *arg)
{
	int *depths = arg;

	depths[++depths[0]] = info->depth;
}

START_TEST(test_search_progress)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_search_limits limits;
	struct lf_search *s = new_search(1 << 16);
	struct lf_error err;
	struct lf_engine_move best;
	uint16_t *sq;
	int depths[8] = { 0 }, n;

	memset(&limits, 0, sizeof limits);
	limits.depth = 3;
	limits.progress = record_depth;
	limits.progress_arg = depths;
	parse_ok(trap, &pos);
	ck_assert(lf_search_run(s, &pos, &limits, NULL, &info, &err) == LF_OK);
	ck_assert_int_eq(depths[0], 3);
	ck_assert_int_eq(depths[1], 1);
	ck_assert_int_eq(depths[2], 2);
	ck_assert_int_eq(depths[3], 3);
	ck_assert_int_eq(info.depth, 3);
	ck_assert_uint_gt(info.nodes, 0);
	/* With limits->lines 0 the search keeps one line, as 1 does: the
	 * move played, with its value. */
	ck_assert_int_eq(info.moves, 1);
	ck_assert_int_eq(lf_search_best(s, 0, &best, NULL), LF_OK);
	ck_assert_int_eq(best.value, info.best.value);
	ck_assert_uint_ge(lf_move_list_count(best.line), 1);
	n = route_at(best.line, 0, &sq);
	ck_assert_int_eq(n, info.best.move->length);
	ck_assert(memcmp(sq, info.best.move->square,
	    (size_t)n * sizeof *sq) == 0);
	lf_search_free(s);
}
END_TEST

START_TEST(test_search_game_over)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	LF_MOVE_STATIC(move);
	struct lf_search_limits limits;
	struct lf_search *s = new_search(0);
	struct lf_error err;

	memset(&limits, 0, sizeof limits);
	parse_ok(HEAD "1.1", &pos);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_search_run(s, &pos, &limits, NULL, &info, &err),
	    LF_EINVAL);
	ck_assert_str_eq(err.message,
	    "the game is over: there is no legal move");
	ck_assert_int_eq(lf_search_greedy(&pos, NULL, &move, NULL, &err),
	    LF_EINVAL);
	lf_search_free(s);
}
END_TEST

START_TEST(test_search_one_move)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_search *s = new_search(0);

	/* One move: answered at once, with no search. */
	parse_ok(HEAD "11.", &pos);
	search_depth(s, &pos, 10, &info);
	ck_assert(move_is(&pos, info.best.move, "a1-c1"));
	ck_assert_int_eq(info.depth, 0);
	lf_search_free(s);
}
END_TEST

START_TEST(test_greedy_ties)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);
	struct lf_random rng;
	struct lf_error err;
	int seen[2] = { 0, 0 }, i;

	/* Two jumps of 1: the first in order without a generator, either
	 * with one. */
	parse_ok(HEAD "11.11", &pos);
	ck_assert(lf_search_greedy(&pos, NULL, &move, NULL, &err) == LF_OK);
	ck_assert(move_is(&pos, &move, "a1-c1"));
	lf_random_seed(&rng, 5);
	for (i = 0; i < 64; i++) {
		ck_assert(lf_search_greedy(&pos, &rng, &move, NULL,
		    &err) == LF_OK);
		assert_legal(&pos, &move);
		seen[move.square[0] == move.square[1] - 2 ? 0 : 1]++;
	}
	ck_assert_int_gt(seen[0], 0);
	ck_assert_int_gt(seen[1], 0);
}
END_TEST

START_TEST(test_evaluate)
{
	static struct lf_position pos;

	/* Five eighths of the best capture, rounded down; nothing at
	 * the end. */
	parse_ok(HEAD "19./..4/...", &pos);
	ck_assert_int_eq(lf_search_evaluate(&pos), 8);
	parse_ok(HEAD "1.1", &pos);
	ck_assert_int_eq(lf_search_evaluate(&pos), 0);
	parse_ok(HEAD "11.", &pos);
	ck_assert_int_eq(lf_search_evaluate(&pos), 0);
}
END_TEST

/* What plain_estimate()'s visitor keeps: the position and the most
 * points a move of it captures. */
struct most_points {
	const struct lf_position *pos;
	long most;
};

/* Keep the points of one listed move if they are the most so far: the
 * removed piece, or the pieces between the squares of a route. */
static int
most_points_visit(const struct lf_move *move, void *arg)
{
	struct most_points *mp = arg;
	long points = 0;
	int i;

	if (move->length == 1)
		points = mp->pos->priv.cell[move->square[0]];
	for (i = 1; i < move->length; i++)
		points += mp->pos->priv.cell[(move->square[i - 1] +
		    move->square[i]) / 2];
	if (points > mp->most)
		mp->most = points;
	return 0;
}

/* The search's estimate of pos found the plain way: five eighths of the
 * most points of the moves the generator lists under chain=free (every
 * route of the other chain rules is one of them), rounded down, or -1
 * when they are too many to list within the budget. */
static long
plain_estimate(const struct lf_position *pos)
{
	static struct lf_position copy;
	struct lf_budget budget = { 2000000, 200000, 0 };
	struct most_points mp = { &copy, 0 };

	copy = *pos;
	copy.rules.chain = LF_CHAIN_FREE;
	if (lf_each_move(&copy, most_points_visit, &mp, &budget, NULL) !=
	    LF_OK)
		return -1;
	return mp.most * 5 / 8;
}

/* The search's estimate, lf_search_evaluate() (the best capture that
 * lf_best_capture() finds without listing the moves, or the best removal
 * in the opening), is the plain one on 553 positions of random games from
 * the opening to the end: Murray's boards from 6 x 6 to 18 x 18 and the
 * traditional 9 x 9, under every jump rule, two to four players, the
 * chain rule taking turns from one position to the next (each a game of
 * its own, played ply plies), until two of the games have ended before
 * their plies. */
START_TEST(test_evaluate_games)
{
	static const enum lf_jumps jumps[] = { LF_JUMPS_ORTH, LF_JUMPS_DIAG8,
	    LF_JUMPS_HEX };
	static const struct {
		enum lf_variant variant;
		int size, players;
	} boards[] = {
		{ LF_MURRAY, 6, 2 }, { LF_MURRAY, 9, 3 },
		{ LF_TRADITIONAL, 9, 2 }, { LF_MURRAY, 15, 2 },
		{ LF_MURRAY, 18, 4 }
	};
	static struct lf_position pos;
	size_t b, j;
	int plies, compared = 0, over;
	long want, got;

	for (b = 0; b < sizeof boards / sizeof boards[0]; b++)
		for (j = 0; j < sizeof jumps / sizeof jumps[0]; j++)
			for (plies = 0, over = 0; over < 2; plies += 1 +
			    boards[b].size / 9) {
				enum lf_chain chain = (enum lf_chain)
				    (((size_t)plies + j) % 3);
				random_position(&pos, boards[b].variant,
				    boards[b].size, boards[b].players, jumps[j],
				    chain, (uint64_t)(b * 10 + j + 1), plies);
				if (pos.ply < plies)
					over++;
				if ((want = plain_estimate(&pos)) < 0)
					continue;
				got = lf_search_evaluate(&pos);
				ck_assert_msg(got == want,
				    "board %zu, jumps %zu, ply %ld: estimate "
				    "%ld, plain %ld", b, j, pos.ply, got, want);
				compared++;
			}
	ck_assert_int_ge(compared, 500);
}
END_TEST

/* Seconds on the monotonic clock. */
static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

START_TEST(test_limits_time)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_search_limits limits;
	struct lf_budget budget = { 0, 0, 0 };
	struct lf_search *s = new_search(1 << 20);
	struct lf_error err;
	double t0;

	/* A board far too big to search to the end: the clock stops it.
	 * The bound is generous: this is no benchmark. */
	random_position(&pos, LF_MURRAY, 30, 2, LF_JUMPS_ORTH, LF_CHAIN_FREE,
	    3, 40);
	memset(&limits, 0, sizeof limits);
	budget.deadline = lf_clock() + 0.05;
	t0 = now();
	ck_assert(lf_search_run(s, &pos, &limits, &budget, &info, &err) ==
	    LF_OK);
	ck_assert(now() - t0 < 5);
	ck_assert_int_lt(info.depth, LF_SEARCH_MAX_DEPTH);
	assert_legal(&pos, info.best.move);
	lf_search_free(s);
}
END_TEST

START_TEST(test_limits_big_board)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_search *s = new_search(1 << 20);

	/* The largest board, at a small depth. */
	random_position(&pos, LF_TRADITIONAL, 64, 2, LF_JUMPS_ORTH,
	    LF_CHAIN_FREE, 1, 10);
	search_depth(s, &pos, 2, &info);
	assert_legal(&pos, info.best.move);
	ck_assert_int_eq(info.depth, 2);
	lf_search_free(s);
}
END_TEST

START_TEST(test_limits_max_depth)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_search *s = new_search(1 << 20);

	/* A small board is solved long before the deepest iteration. */
	random_position(&pos, LF_MURRAY, 4, 2, LF_JUMPS_ORTH, LF_CHAIN_FREE,
	    2, 6);
	search_depth(s, &pos, LF_SEARCH_MAX_DEPTH, &info);
	ck_assert_int_eq(info.solved, 1);
	ck_assert_int_lt(info.depth, LF_SEARCH_MAX_DEPTH);
	ck_assert_int_eq(info.best.value, minimax(&pos, pos.turn, 40));
	lf_search_free(s);
}
END_TEST

/* Late move reductions (limits.exact 0, the default; two players only)
 * search fewer nodes than the exact search to the same depth and still
 * give legal moves; a value that saw every line to the end is still the
 * game's; and the exact search after a reduced one in the same table is
 * still exact. */
START_TEST(test_search_reductions)
{
	static struct lf_position pos;
	static struct lf_engine_info exact, reduced;
	struct lf_search *s = new_search(1 << 20);
	uint64_t exact_nodes = 0, reduced_nodes = 0;
	int seed, depth;

	for (seed = 1; seed <= 6; seed++) {
		random_position(&pos, LF_MURRAY, 7, 2, LF_JUMPS_ORTH,
		    LF_CHAIN_FREE, (uint64_t)seed, 2 + seed);
		for (depth = 4; depth <= 6; depth++) {
			lf_search_clear(s);
			search_mode(s, &pos, depth, 0, &reduced);
			assert_legal(&pos, reduced.best.move);
			lf_search_clear(s);
			search_mode(s, &pos, depth, 1, &exact);
			exact_nodes += exact.nodes;
			reduced_nodes += reduced.nodes;
		}
	}
	ck_assert_msg(reduced_nodes < exact_nodes, "reduced %llu nodes, "
	    "exact %llu", (unsigned long long)reduced_nodes,
	    (unsigned long long)exact_nodes);
	/* With three players there are none: the same search either way. */
	random_position(&pos, LF_MURRAY, 7, 3, LF_JUMPS_ORTH, LF_CHAIN_FREE,
	    7, 6);
	lf_search_clear(s);
	search_mode(s, &pos, 5, 0, &reduced);
	lf_search_clear(s);
	search_mode(s, &pos, 5, 1, &exact);
	ck_assert_uint_eq(reduced.nodes, exact.nodes);
	ck_assert_int_eq(reduced.best.value, exact.best.value);
	for (seed = 1; seed <= 6; seed++) {
		random_position(&pos, LF_MURRAY, 4, 2, LF_JUMPS_ORTH,
		    LF_CHAIN_FREE, (uint64_t)seed, seed + 3);
		if (count_of(&pos) < 2)
			continue;
		lf_search_clear(s);
		search_mode(s, &pos, 5, 0, &reduced);
		search_depth(s, &pos, 4, &exact);
		ck_assert_int_eq(exact.best.value, minimax(&pos, pos.turn, 4));
		search_mode(s, &pos, LF_SEARCH_MAX_DEPTH, 0, &reduced);
		ck_assert_int_eq(reduced.solved, 1);
		ck_assert_int_eq(reduced.best.value,
		    minimax(&pos, pos.turn, 40));
	}
	lf_search_free(s);
}
END_TEST

/* At the frontier a move that captures no more than alpha is not made:
 * it is worth its points less the reply's estimate, which is never
 * negative.  Here the first iteration visits the 2 leaves of the root;
 * the second plays a3-c3 (2 points), where the reply b1-b3-d3 takes 5
 * and ends the game (1 leaf), so that the replies of 3 and 1 are not
 * made; then d1-d3 (1 point) with a null window, where the reply a3-c3
 * of 2 points is not made either, and again with the full window, where
 * it is (1 leaf): 5 nodes, and 7 with the 2 of the first iteration,
 * where making every reply visits 11. */
START_TEST(test_search_frontier)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_search *s = new_search(1 << 16);

	parse_ok(HEAD "22../.3.1/.2.3", &pos);
	search_depth(s, &pos, 2, &info);
	ck_assert(move_is(&pos, info.best.move, "d1-d3"));
	ck_assert_int_eq(info.best.value, 0);
	ck_assert_int_eq(info.best.value, minimax(&pos, 0, 2));
	ck_assert_uint_eq(info.nodes, 7);
	/* The bound is not the move's value at a greater depth, and a node
	 * that skipped a move is not solved: when it was, the eighth
	 * iteration here took a bound of an earlier one for the value of a
	 * subtree, and found c1-e1 worth 3 instead of b3-d3 worth 2. */
	parse_ok(HEAD "135.4/95971/5786.", &pos);
	search_depth(s, &pos, 8, &info);
	ck_assert_int_eq(info.best.value, minimax(&pos, 0, 8));
	ck_assert(move_is(&pos, info.best.move, "b3-d3"));
	lf_search_free(s);
}
END_TEST

START_TEST(test_limits_tiny_table)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_search *s = new_search(1);

	/* A table too small for one entry is no table. */
	parse_ok(trap, &pos);
	search_depth(s, &pos, 5, &info);
	ck_assert(move_is(&pos, info.best.move, "a2-c2"));
	lf_search_free(s);
	lf_search_free(NULL);
}
END_TEST

/* At the frontier with a null window, the move that captures the most is
 * tried before the moves are listed (frontier_capture()), and it settles
 * the node only when it fails high: murray 5 x 5 positions, from the
 * opening to the end, at depth 3, against minimax.  Taking a value equal
 * to alpha for a cut-off gave 2 of them a value one point less. */
START_TEST(test_search_frontier_capture)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_search *s = new_search(1 << 20);
	int seed, plies;

	for (seed = 1; seed <= 40; seed++) {
		plies = seed % 17;
		random_position(&pos, LF_MURRAY, 5, 2, LF_JUMPS_ORTH,
		    LF_CHAIN_FREE, (uint64_t)seed, plies);
		if (count_of(&pos) < 2)
			continue;
		search_depth(s, &pos, 3, &info);
		ck_assert_msg(info.best.value == minimax(&pos, pos.turn, 3),
		    "seed %d, ply %d: search %ld, minimax %ld", seed, plies,
		    info.best.value, minimax(&pos, pos.turn, 3));
		assert_legal(&pos, info.best.move);
	}
	lf_search_free(s);
}
END_TEST

/* The suite for search.c. */
static Suite *
search_suite(void)
{
	Suite *s = suite_create("search");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_greedy_takes_the_most);
	tcase_add_test(core, test_greedy_ties);
	tcase_add_test(core, test_evaluate);
	tcase_add_test(core, test_evaluate_games);
	tcase_add_test(core, test_search_best_capture);
	tcase_add_test(core, test_search_avoids_the_trap);
	tcase_add_test(core, test_search_is_minimax);
	tcase_add_test(core, test_search_reductions);
	tcase_add_test(core, test_search_frontier);
	tcase_add_test(core, test_search_frontier_capture);
	tcase_add_test(core, test_search_lines);
	tcase_add_test(core, test_search_deterministic);
	tcase_add_test(core, test_search_always_legal);
	tcase_add_test(core, test_search_progress);
	tcase_add_test(core, test_search_game_over);
	tcase_add_test(core, test_search_one_move);
	search_players_cases(core);
	search_pinned_cases(core);
	tcase_set_timeout(core, 120);
	suite_add_tcase(s, core);
	tcase_add_test(limits, test_limits_time);
	tcase_add_test(limits, test_limits_big_board);
	tcase_add_test(limits, test_limits_max_depth);
	tcase_add_test(limits, test_limits_tiny_table);
	tcase_set_timeout(limits, 120);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(search_suite)
