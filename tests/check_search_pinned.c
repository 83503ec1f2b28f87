/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_search_pinned.c: the search suite's pinned searches: the nodes,
 * value and move of the search at fixed depths, which the engines' core
 * must keep. */
#include "config.h"

#include <string.h>

#include "check_search.h"

/*
 * Pinned searches: the nodes, value and move of the search at a fixed
 * depth on positions that exercise every part of its key and its order
 * (the middle game of tests/bench/bench.c, three players, paranoid and
 * best-reply, a board with holes in the opening, hexagonal jumps under
 * chain=continue), each with a table big enough to hold the tree and
 * with one small enough that positions share slots, so that the nodes depend
 * on every key's value.  A change of the engines' make/unmake, keys or move
 * order that changes any of these changes what lf-bot(1) plays.
 */
struct pinned_search {
	const char *what;
	size_t table;
	int depth, exact, lines;
	uint64_t nodes;
	long value;
	const char *move;
};

/* Search pos as p says, best-reply or not, and compare with what p
 * pins. */
static void
assert_pinned_mode(struct lf_position *pos, const struct pinned_search *p,
    int best_reply)
{
	static struct lf_engine_info info;
	struct lf_search_limits limits;
	struct lf_search *s = new_search(p->table);
	struct lf_error err;
	struct lf_buf name;

	memset(&limits, 0, sizeof limits);
	limits.depth = p->depth;
	limits.exact = p->exact;
	limits.lines = p->lines;
	limits.best_reply = best_reply;
	lf_error_clear(&err);
	ck_assert_msg(lf_search_run(s, pos, &limits, NULL, &info, &err) ==
	    LF_OK, "%s", err.message);
	lf_buf_init(&name);
	ck_assert_int_eq(lf_move_format(pos, info.best.move, &name, NULL),
	    LF_OK);
	ck_assert_msg(info.nodes == p->nodes && info.best.value == p->value &&
	    strcmp(name.data, p->move) == 0 && info.depth == p->depth,
	    "%s: %llu nodes, value %ld, move %s, depth %d; pinned %llu, %ld, "
	    "%s", p->what, (unsigned long long)info.nodes, info.best.value,
	    name.data, info.depth, (unsigned long long)p->nodes, p->value,
	    p->move);
	lf_buf_free(&name);
	lf_search_free(s);
}

/* Search pos as p says, and compare with what p pins. */
static void
assert_pinned_search(struct lf_position *pos, const struct pinned_search *p)
{
	assert_pinned_mode(pos, p, 0);
}

START_TEST(test_search_pinned)
{
	static struct lf_position pos;
	static const struct pinned_search middle[] = {
		{ "middle game", (size_t)32 << 20, 8, 0, 0, 209213, 4,
		    "f9-f7-f5-d5" },
		{ "middle game, small table", 1 << 16, 7, 0, 0, 52692, 4,
		    "f9-f7-f5-d5" },
		{ "middle game, exact, 3 lines", 1 << 20, 6, 1, 3, 189971,
		    4, "f9-f7-f5-d5" },
	}, three[] = {
		{ "three players", 1 << 20, 6, 0, 0, 87012, -10, "c4-c2-e2" },
		{ "three players, small table", 1 << 14, 6, 0, 0, 97574,
		    -10, "c4-c2-e2" },
	}, reply[] = {
		{ "three players, best reply", 1 << 20, 6, 0, 0, 78287, 4,
		    "c4-c2-e2" },
		{ "three players, best reply, small table", 1 << 14, 6, 0,
		    0, 88610, 4, "c4-c2-e2" },
	}, holes = { "holes, opening", 1 << 16, 6, 0, 0, 21089, 2,
	    "f8" },
	    hex = { "hex, chain=continue", 1 << 16, 6, 0, 0, 5341,
	    3, "f2-f4-d4-d2-f2" };
	struct lf_new_options opt;
	size_t i;

	bench_middle_game(&pos);
	for (i = 0; i < sizeof middle / sizeof middle[0]; i++)
		assert_pinned_search(&pos, &middle[i]);
	random_position(&pos, LF_MURRAY, 12, 3, LF_JUMPS_ORTH, LF_CHAIN_FREE,
	    3, 12);
	for (i = 0; i < sizeof three / sizeof three[0]; i++)
		assert_pinned_search(&pos, &three[i]);
	for (i = 0; i < sizeof reply / sizeof reply[0]; i++)
		assert_pinned_mode(&pos, &reply[i], 1);
	/* A diag8 board with holes at its first removal: the key of the
	 * shape and of the removals still due. */
	ck_assert_int_eq(lf_new_options_default(LF_TRADITIONAL, &opt, NULL),
	    LF_OK);
	opt.rules.jumps = LF_JUMPS_DIAG8;
	opt.shape = holed(9, 8, 5);
	opt.seed = 5;
	ck_assert_int_eq(lf_new_game(&opt, &pos, NULL), LF_OK);
	assert_pinned_search(&pos, &holes);
	random_position(&pos, LF_CAPTURE, 0, 2, LF_JUMPS_HEX,
	    LF_CHAIN_CONTINUE, 9, 6);
	assert_pinned_search(&pos, &hex);
}
END_TEST

/* Add the cases of this file to the suite. */
void
search_pinned_cases(TCase *core)
{
	tcase_add_test(core, test_search_pinned);
}
