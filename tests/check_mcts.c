/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_mcts.c: Check suite for lib/engines/mcts.c: the Monte Carlo search
 * takes the capture that wins and avoids the one that loses, always answers
 * with a legal move (two, three and four players, every jump and chain
 * rule, on a clock or with a number of playouts), gives the same move and
 * figures for the same seed, ranks the root's moves by their playouts, and
 * fails as documented on a game that is over or a budget too small to list
 * the moves. */
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

/* Search pos with the given seed, playouts and moves of a playout (no
 * clock), which must succeed. */
static void
run_plies(struct lf_mcts *m, struct lf_position *pos, uint64_t seed,
    uint64_t playouts, int plies, struct lf_engine_info *info)
{
	struct lf_mcts_limits limits;
	struct lf_error err;

	memset(&limits, 0, sizeof limits);
	limits.seed = seed;
	limits.playouts = playouts;
	limits.plies = plies;
	lf_error_clear(&err);
	ck_assert_msg(lf_mcts_run(m, pos, &limits, NULL, info, &err) == LF_OK,
	    "%s", err.message);
}

/* Search pos with the given seed and playouts and the default playouts
 * (no clock), which must succeed. */
static void
run_playouts(struct lf_mcts *m, struct lf_position *pos, uint64_t seed,
    uint64_t playouts, struct lf_engine_info *info)
{
	run_plies(m, pos, seed, playouts, 0, info);
}

START_TEST(test_mcts_takes_the_win)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_mcts *m = new_mcts(0);

	/* The chain a3-c3-c1 takes 13 of the 14 points: the game is won
	 * whatever follows, and the search sees it. */
	parse_ok(HEAD "19./..4/...", &pos);
	run_playouts(m, &pos, 1, 2000, &info);
	ck_assert(move_is(&pos, info.best.move, "a3-c3-c1"));
	ck_assert_uint_eq(info.playouts, 2000);
	ck_assert(info.best.reward > 0.9);
	lf_mcts_free(m);
}
END_TEST

START_TEST(test_mcts_rewards)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_mcts *m = new_mcts(0);

	/* Player 1 takes 13 of the 14 points but is 100 behind: its share
	 * of the points is the reward of a playout cut short, while a game
	 * played to its end is lost whatever it does. */
	parse_ok("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=none removal=low turn=1 ply=0 score=0,100 "
	    "board=19./..4/...", &pos);
	run_playouts(m, &pos, 1, 2000, &info);
	ck_assert(move_is(&pos, info.best.move, "a3-c3-c1"));
	ck_assert(info.best.reward > 0.9);
	run_plies(m, &pos, 1, 2000, LF_MCTS_TO_END, &info);
	ck_assert(info.best.reward < 0.1);
	lf_mcts_free(m);
}
END_TEST

START_TEST(test_mcts_plies)
{
	static struct lf_position pos, after;
	static struct lf_engine_info info;
	struct lf_mcts *m = new_mcts(0);
	struct lf_move *reply = NULL;
	struct lf_random rng;
	struct lf_engine_move best;
	double share;
	long mine, gained;
	int p, plies;

	/* One playout of one or two moves: the root's move tried first
	 * (the one that captures most), then the playout policy's moves
	 * with the search's seed, judged by the points; played again here
	 * move by move, the same value. */
	ck_assert_int_eq(lf_move_new(&reply, NULL), LF_OK);
	for (plies = 1; plies <= 2; plies++) {
		random_position(&pos, LF_MURRAY, 9, 3, LF_JUMPS_ORTH,
		    LF_CHAIN_FREE, 11, 12);
		run_plies(m, &pos, 7, 1, plies, &info);
		ck_assert_uint_eq(info.playouts, 1);
		ck_assert_int_eq(lf_mcts_best(m, 0, &best, NULL), LF_OK);
		ck_assert_uint_eq(best.playouts, 1);
		after = pos;
		ck_assert_int_eq(lf_apply_unchecked(&after,
		    best.move, NULL), LF_OK);
		lf_random_seed(&rng, 7);
		for (p = 0; p < plies; p++) {
			ck_assert_int_eq(lf_playout_move(&after, &rng, reply,
			    NULL, NULL), LF_OK);
			ck_assert_int_eq(lf_apply_unchecked(&after,
			    reply, NULL), LF_OK);
		}
		for (gained = 0, p = 0; p < 3; p++)
			gained += after.score[p] - pos.score[p];
		mine = after.score[pos.turn] - pos.score[pos.turn];
		share = gained > 0 ? (double)mine / (double)gained : 1.0 / 3;
		ck_assert_double_eq_tol(best.reward, share, 1e-12);
		ck_assert_double_eq_tol(info.best.reward, share, 1e-12);
	}
	lf_move_free(reply);
	lf_mcts_free(m);
}
END_TEST

START_TEST(test_mcts_avoids_the_trap)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_mcts *m = new_mcts(0);
	uint64_t seed;

	/* A 5 x 2 board where the greedy d1-b1 takes 3 but lets the reply
	 * a1-c1 take a 9, and a2-c2 wins by 7: for every seed. */
	parse_ok(HEAD "91.../1.399", &pos);
	for (seed = 1; seed <= 5; seed++) {
		run_playouts(m, &pos, seed, 3000, &info);
		ck_assert(move_is(&pos, info.best.move, "a2-c2"));
	}
	lf_mcts_free(m);
}
END_TEST

START_TEST(test_mcts_deterministic)
{
	static struct lf_position pos;
	static struct lf_engine_info a, b;
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
		lf_move_format(&pos, a.best.move, &name, NULL);
		snprintf(first, sizeof first, "%s", name.data);
		lf_buf_free(&name);
		run_playouts(other, &pos, 7, 300, &b);
		run_playouts(other, &pos, 42, 500, &b);
		ck_assert(move_is(&pos, b.best.move, first));
		ck_assert_uint_eq(a.playouts, b.playouts);
		ck_assert_uint_eq(a.nodes, b.nodes);
		ck_assert_uint_eq(a.best.playouts, b.best.playouts);
		ck_assert(a.best.reward == b.best.reward);
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
	static struct lf_engine_info info;
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
				assert_legal(&pos, info.best.move);
				ck_assert(info.best.reward >= 0 &&
				    info.best.reward <= 1);
			}
	lf_mcts_free(m);
}
END_TEST

START_TEST(test_mcts_ranks_the_root)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_mcts *m = new_mcts(0);
	struct lf_error err;
	struct lf_engine_move best;
	uint64_t sum = 0, last = UINT64_MAX;
	int i, n;

	/* Every playout goes through one move of the root: the moves'
	 * playouts sum to the search's, the first is the move chosen. */
	random_position(&pos, LF_MURRAY, 8, 3, LF_JUMPS_ORTH, LF_CHAIN_FREE,
	    5, 10);
	run_playouts(m, &pos, 9, 1000, &info);
	n = info.moves;
	ck_assert_int_gt(n, 1);
	for (i = 0; i < n; i++) {
		ck_assert_int_eq(lf_mcts_best(m, i, &best, NULL), LF_OK);
		ck_assert_uint_le(best.playouts, last);
		ck_assert(best.reward >= 0 && best.reward <= 1);
		assert_legal(&pos, best.move);
		ck_assert_int_eq(best.value, 0);
		ck_assert_ptr_null(best.line);
		if (i == 0) {
			ck_assert_ptr_eq(best.move, info.best.move);
			ck_assert_uint_eq(best.playouts, info.best.playouts);
			ck_assert(best.reward == info.best.reward);
		}
		last = best.playouts;
		sum += best.playouts;
	}
	ck_assert_uint_eq(sum, info.playouts);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_mcts_best(m, n, &best, &err), LF_EINVAL);
	ck_assert_int_eq(err.status, LF_EINVAL);
	ck_assert_int_eq(lf_mcts_best(m, -1, &best, NULL), LF_EINVAL);
	lf_mcts_free(m);
}
END_TEST

START_TEST(test_mcts_game_over)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_mcts *m = new_mcts(0);
	struct lf_engine_move best;
	struct lf_error err;

	parse_ok(HEAD "1.1", &pos);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_mcts_run(m, &pos, NULL, NULL, &info, &err),
	    LF_EINVAL);
	ck_assert_str_eq(err.message,
	    "the game is over: there is no legal move");
	ck_assert_int_eq(info.moves, 0);
	ck_assert_int_eq(lf_mcts_best(m, 0, &best, NULL), LF_EINVAL);
	lf_mcts_free(m);
	lf_mcts_free(NULL);
}
END_TEST

START_TEST(test_mcts_one_move)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_mcts *m = new_mcts(0);

	/* One move: answered at once, with no playout. */
	parse_ok(HEAD "11.", &pos);
	run_playouts(m, &pos, 1, 1000, &info);
	ck_assert(move_is(&pos, info.best.move, "a1-c1"));
	ck_assert_uint_eq(info.playouts, 0);
	lf_mcts_free(m);
}
END_TEST

START_TEST(test_mcts_budget)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
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
	assert_legal(&pos, info.best.move);
	ck_assert_uint_eq(info.playouts, 0);
	budget.deadline = lf_clock() + 0.05;
	ck_assert_int_eq(lf_mcts_run(m, &pos, &limits, &budget, &info, &err),
	    LF_OK);
	assert_legal(&pos, info.best.move);
	ck_assert(lf_clock() < budget.deadline + 5);
	lf_mcts_free(m);
}
END_TEST

START_TEST(test_mcts_small_tree)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_mcts *m = new_mcts(1);

	/* The largest board in the least memory (1 MB): the tree fills,
	 * the playouts go on from its leaves. */
	random_position(&pos, LF_TRADITIONAL, 64, 2, LF_JUMPS_ORTH,
	    LF_CHAIN_FREE, 1, 10);
	run_playouts(m, &pos, 1, 300, &info);
	assert_legal(&pos, info.best.move);
	ck_assert_uint_eq(info.playouts, 300);
	lf_mcts_free(m);
}
END_TEST

/*
 * Pinned searches: the move, playouts through it, its value and the
 * tree's nodes of the Monte Carlo search at a fixed seed and number of
 * playouts, on the middle game of tests/bench/bench.c
 * (bench_middle_game()) with the default playouts and to the end of the
 * game, and with three players.  A change of the engines' make/unmake or
 * move order that changes any of these changes what lf-bot(1) plays.
 */
struct pinned_mcts {
	const char *what;
	int plies;
	uint64_t playouts, nodes, visits;
	double value;
	const char *move;
};

/* Search pos as p says, and compare with what p pins. */
static void
assert_pinned_mcts(struct lf_position *pos, const struct pinned_mcts *p)
{
	static struct lf_engine_info info;
	struct lf_mcts *m = new_mcts((size_t)64 << 20);
	struct lf_buf name;

	run_plies(m, pos, 1, p->playouts, p->plies, &info);
	lf_buf_init(&name);
	ck_assert_int_eq(lf_move_format(pos, info.best.move, &name, NULL),
	    LF_OK);
	ck_assert_msg(info.nodes == p->nodes &&
	    info.best.playouts == p->visits &&
	    info.best.reward > p->value - 1e-9 &&
	    info.best.reward < p->value + 1e-9 &&
	    strcmp(name.data, p->move) == 0,
	    "%s: %llu nodes, move %s, %llu visits, value %.9f; pinned %llu, "
	    "%s, %llu, %.9f", p->what, (unsigned long long)info.nodes,
	    name.data, (unsigned long long)info.best.playouts, info.best.reward,
	    (unsigned long long)p->nodes, p->move,
	    (unsigned long long)p->visits, p->value);
	lf_buf_free(&name);
	lf_mcts_free(m);
}

START_TEST(test_mcts_pinned)
{
	static struct lf_position pos;
	static const struct pinned_mcts middle[] = {
		{ "middle game", 0, 3000, 741, 230, 0.657121479,
		    "i1-g1-g3" },
		{ "middle game, to the end", LF_MCTS_TO_END, 1000, 75, 66,
		    0.535074067, "i1-g1" },
	}, three = { "three players", 0, 2000, 727, 131, 0.425856465,
	    "c4-c2-e2" };
	size_t i;

	bench_middle_game(&pos);
	for (i = 0; i < sizeof middle / sizeof middle[0]; i++)
		assert_pinned_mcts(&pos, &middle[i]);
	random_position(&pos, LF_MURRAY, 12, 3, LF_JUMPS_ORTH, LF_CHAIN_FREE,
	    3, 12);
	assert_pinned_mcts(&pos, &three);
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
	tcase_add_test(core, test_mcts_rewards);
	tcase_add_test(core, test_mcts_plies);
	tcase_add_test(core, test_mcts_avoids_the_trap);
	tcase_add_test(core, test_mcts_deterministic);
	tcase_add_test(core, test_mcts_pinned);
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
