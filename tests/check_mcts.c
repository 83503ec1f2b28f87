/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_mcts.c: Check suite for lib/mcts.c: the Monte Carlo search takes
 * the capture that wins and avoids the one that loses, always answers
 * with a legal move (two, three and four players, every jump and chain
 * rule, on a clock or with a number of playouts), gives the same move and
 * figures for the same seed, ranks the root's moves by their playouts,
 * and fails as documented on a game that is over or a budget too small
 * to list the moves. */
#include "config.h"

#include "check_util.h"

#define HEAD "lf1 variant=murray players=2 jumps=orth chain=free " \
    "opening=none removal=low turn=1 ply=0 score=0,0 board="

/* A search with a tree of the given size, or fail the test. */
static struct lf_mcts *
new_mcts(size_t tree_bytes)
{
	struct lf_mcts *m = NULL;
	struct lf_error err;

	lf_error_clear(&err);
	ck_assert_msg(lf_mcts_new(&m, tree_bytes, &err) == LF_OK, "%s",
	    err.message);
	ck_assert_ptr_nonnull(m);
	return m;
}

/* Search pos with the given seed and playouts (no clock), which must
 * succeed. */
static void
run_playouts(struct lf_mcts *m, struct lf_position *pos, uint64_t seed,
    uint64_t playouts, struct lf_mcts_info *info)
{
	struct lf_mcts_limits limits;
	struct lf_error err;

	memset(&limits, 0, sizeof limits);
	limits.seed = seed;
	limits.playouts = playouts;
	lf_error_clear(&err);
	ck_assert_msg(lf_mcts_run(m, pos, &limits, NULL, info, &err) == LF_OK,
	    "%s", err.message);
}

START_TEST(test_mcts_takes_the_win)
{
	static struct lf_position pos;
	static struct lf_mcts_info info;
	struct lf_mcts *m = new_mcts(0);

	/* The chain a3-c3-c1 takes 13 of the 14 points: the game is won
	 * whatever follows, and the search sees it. */
	parse_ok(HEAD "19./..4/...", &pos);
	run_playouts(m, &pos, 1, 2000, &info);
	ck_assert(move_is(&pos, info.move, "a3-c3-c1"));
	ck_assert_uint_eq(info.playouts, 2000);
	ck_assert(info.value > 0.9);
	lf_mcts_free(m);
}
END_TEST

START_TEST(test_mcts_avoids_the_trap)
{
	static struct lf_position pos;
	static struct lf_mcts_info info;
	struct lf_mcts *m = new_mcts(0);
	uint64_t seed;

	/* A 5 x 2 board where the greedy d1-b1 takes 3 but lets the reply
	 * a1-c1 take a 9, and a2-c2 wins by 7: for every seed. */
	parse_ok(HEAD "91.../1.399", &pos);
	for (seed = 1; seed <= 5; seed++) {
		run_playouts(m, &pos, seed, 3000, &info);
		ck_assert(move_is(&pos, info.move, "a2-c2"));
	}
	lf_mcts_free(m);
}
END_TEST

START_TEST(test_mcts_deterministic)
{
	static struct lf_position pos;
	static struct lf_mcts_info a, b;
	static char first[64];
	struct lf_mcts *m = new_mcts(0), *other = new_mcts(1 << 24);
	struct lf_buf name;
	int i;

	/* The same seed and playouts: the same move, value and tree, also
	 * from another search and after a search of something else. */
	for (i = 0; i < 6; i++) {
		random_position(&pos, i % 2 ? LF_MURRAY : LF_TRADITIONAL,
		    7 + i, 2 + i % 3, LF_JUMPS_ORTH, LF_CHAIN_FREE,
		    (uint64_t)i + 1, 8 + i);
		run_playouts(m, &pos, 42, 500, &a);
		lf_buf_init(&name);
		lf_move_format(&pos, lf_move_squares(a.move),
		    lf_move_length(a.move), &name, NULL);
		snprintf(first, sizeof first, "%s", name.data);
		lf_buf_free(&name);
		run_playouts(other, &pos, 7, 300, &b);
		run_playouts(other, &pos, 42, 500, &b);
		ck_assert(move_is(&pos, b.move, first));
		ck_assert_uint_eq(a.playouts, b.playouts);
		ck_assert_uint_eq(a.nodes, b.nodes);
		ck_assert_uint_eq(a.visits, b.visits);
		ck_assert(a.value == b.value);
	}
	lf_mcts_free(m);
	lf_mcts_free(other);
}
END_TEST

START_TEST(test_mcts_always_legal)
{
	static const enum lf_jumps jumps[] = { LF_JUMPS_ORTH, LF_JUMPS_DIAG8,
	    LF_JUMPS_HEX };
	static const enum lf_chain chains[] = { LF_CHAIN_FREE,
	    LF_CHAIN_CONTINUE, LF_CHAIN_MOST };
	static struct lf_position pos;
	static struct lf_mcts_info info;
	struct lf_mcts *m = new_mcts(0);
	int j, c, players;

	/* Every jump and chain rule, two to four players, from the opening
	 * (removals) to the middle game. */
	for (j = 0; j < 3; j++)
		for (c = 0; c < 3; c++)
			for (players = 2; players <= 4; players++) {
				random_position(&pos, LF_TRADITIONAL, 6,
				    players, jumps[j], chains[c],
				    (uint64_t)(j * 9 + c * 3 + players),
				    (j + c + players) % 2 ? 0 : 6);
				if (lf_game_over(&pos))
					continue;
				run_playouts(m, &pos, 3, 200, &info);
				assert_legal(&pos, info.move);
				ck_assert(info.value >= 0 && info.value <= 1);
			}
	lf_mcts_free(m);
}
END_TEST

START_TEST(test_mcts_ranks_the_root)
{
	static struct lf_position pos;
	static struct lf_mcts_info info;
	struct lf_mcts *m = new_mcts(0);
	struct lf_error err;
	const uint16_t *sq;
	uint64_t visits, sum = 0, last = UINT64_MAX;
	double value;
	int i, n, len;

	/* Every playout goes through one move of the root: the moves'
	 * playouts sum to the search's, the first is the move chosen. */
	random_position(&pos, LF_MURRAY, 8, 3, LF_JUMPS_ORTH, LF_CHAIN_FREE,
	    5, 10);
	run_playouts(m, &pos, 9, 1000, &info);
	n = lf_mcts_moves(m);
	ck_assert_int_gt(n, 1);
	for (i = 0; i < n; i++) {
		ck_assert_int_eq(lf_mcts_move(m, i, &sq, &len, &visits, &value,
		    NULL), LF_OK);
		ck_assert_uint_le(visits, last);
		ck_assert(value >= 0 && value <= 1);
		if (i == 0) {
			ck_assert_int_eq(len, lf_move_length(info.move));
			ck_assert(memcmp(sq, lf_move_squares(info.move),
			    (size_t)len * sizeof *sq) == 0);
			ck_assert_uint_eq(visits, info.visits);
		}
		last = visits;
		sum += visits;
	}
	ck_assert_uint_eq(sum, info.playouts);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_mcts_move(m, n, &sq, &len, &visits, &value, &err),
	    LF_EINVAL);
	ck_assert_int_eq(lf_mcts_move(m, -1, &sq, &len, &visits, &value,
	    NULL), LF_EINVAL);
	lf_mcts_free(m);
}
END_TEST

START_TEST(test_mcts_game_over)
{
	static struct lf_position pos;
	static struct lf_mcts_info info;
	struct lf_mcts *m = new_mcts(0);
	struct lf_error err;

	parse_ok(HEAD "1.1", &pos);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_mcts_run(m, &pos, NULL, NULL, &info, &err),
	    LF_EINVAL);
	ck_assert_str_eq(err.message,
	    "the game is over: there is no legal move");
	ck_assert_int_eq(lf_mcts_moves(m), 0);
	lf_mcts_free(m);
	lf_mcts_free(NULL);
}
END_TEST

START_TEST(test_mcts_one_move)
{
	static struct lf_position pos;
	static struct lf_mcts_info info;
	struct lf_mcts *m = new_mcts(0);

	/* One move: answered at once, with no playout. */
	parse_ok(HEAD "11.", &pos);
	run_playouts(m, &pos, 1, 1000, &info);
	ck_assert(move_is(&pos, info.move, "a1-c1"));
	ck_assert_uint_eq(info.playouts, 0);
	lf_mcts_free(m);
}
END_TEST

START_TEST(test_mcts_budget)
{
	static struct lf_position pos;
	static struct lf_mcts_info info;
	struct lf_budget budget = { 0, 0, 0 };
	struct lf_mcts_limits limits;
	struct lf_mcts *m = new_mcts(0);
	struct lf_error err;

	memset(&limits, 0, sizeof limits);
	random_position(&pos, LF_MURRAY, 12, 2, LF_JUMPS_ORTH, LF_CHAIN_FREE,
	    4, 12);
	/* Too few moves allowed to list the root's: LF_EBUDGET. */
	budget.moves = 2;
	lf_error_clear(&err);
	ck_assert_int_eq(lf_mcts_run(m, &pos, &limits, &budget, &info, &err),
	    LF_EBUDGET);
	ck_assert(err.message[0] != '\0');
	/* The budget's nodes bound the playouts (not the steps of listing
	 * the root's moves, which are more than 3 here). */
	budget.moves = 0;
	budget.nodes = 3;
	ck_assert_int_eq(lf_mcts_run(m, &pos, &limits, &budget, &info, &err),
	    LF_OK);
	ck_assert_uint_eq(info.playouts, 3);
	budget.nodes = 77;
	ck_assert_int_eq(lf_mcts_run(m, &pos, &limits, &budget, &info, &err),
	    LF_OK);
	ck_assert_uint_eq(info.playouts, 77);
	/* A deadline already past still gives a legal move, and the clock
	 * alone ends a search (the bound is generous: no benchmark). */
	budget.nodes = 0;
	budget.deadline = lf_clock() - 1;
	ck_assert_int_eq(lf_mcts_run(m, &pos, &limits, &budget, &info, &err),
	    LF_OK);
	assert_legal(&pos, info.move);
	ck_assert_uint_eq(info.playouts, 0);
	budget.deadline = lf_clock() + 0.05;
	ck_assert_int_eq(lf_mcts_run(m, &pos, &limits, &budget, &info, &err),
	    LF_OK);
	assert_legal(&pos, info.move);
	ck_assert(lf_clock() < budget.deadline + 5);
	lf_mcts_free(m);
}
END_TEST

START_TEST(test_mcts_small_tree)
{
	static struct lf_position pos;
	static struct lf_mcts_info info;
	struct lf_mcts *m = new_mcts(1);

	/* The largest board in the least memory (1 MB): the tree fills,
	 * the playouts go on from its leaves. */
	random_position(&pos, LF_TRADITIONAL, 64, 2, LF_JUMPS_ORTH,
	    LF_CHAIN_FREE, 1, 10);
	run_playouts(m, &pos, 1, 300, &info);
	assert_legal(&pos, info.move);
	ck_assert_uint_eq(info.playouts, 300);
	lf_mcts_free(m);
}
END_TEST

/* The suite for mcts.c. */
static Suite *
mcts_suite(void)
{
	Suite *s = suite_create("mcts");
	TCase *core = tcase_create("core");

	tcase_set_timeout(core, 300);
	tcase_add_test(core, test_mcts_takes_the_win);
	tcase_add_test(core, test_mcts_avoids_the_trap);
	tcase_add_test(core, test_mcts_deterministic);
	tcase_add_test(core, test_mcts_always_legal);
	tcase_add_test(core, test_mcts_ranks_the_root);
	tcase_add_test(core, test_mcts_game_over);
	tcase_add_test(core, test_mcts_one_move);
	tcase_add_test(core, test_mcts_budget);
	tcase_add_test(core, test_mcts_small_tree);
	suite_add_tcase(s, core);
	return s;
}

CHECK_MAIN(mcts_suite)
