/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_movegen_random.c: the movegen suite's cases of
 * lib/game/movegen_random.c: random moves are drawn uniformly from the
 * legal moves and are a function of the generator's state; playout
 * moves follow the documented policy and are legal. */
#include "config.h"

#include "check_movegen.h"

/* Draw per_move random moves per legal move of pos with a fixed seed:
 * every draw must be a move of the list, and every move must be drawn
 * between half and twice its expected count (uniform draws stay within
 * five standard deviations of it for per_move = 100). */
static void
expect_random_covers(struct lf_position *pos, uint64_t seed, int per_move)
{
	static struct lf_position before;
	LF_MOVE_STATIC(move);
	struct lf_move_list list;
	struct lf_random rng;
	long *hits, k;
	size_t i, draws;

	memcpy(&before, pos, sizeof before);
	lf_move_list_init(&list);
	generate_ok(pos, &list);
	ck_assert_uint_gt(list.count, 0);
	hits = calloc(list.count, sizeof *hits);
	ck_assert_ptr_nonnull(hits);
	lf_random_seed(&rng, seed);
	draws = list.count * (size_t)per_move;
	for (i = 0; i < draws; i++) {
		ck_assert_int_eq(lf_random_move(pos, &rng, &move, NULL, NULL),
		    LF_OK);
		k = find_move(&list, &move);
		ck_assert_msg(k >= 0, "lf_random_move drew a move that is not "
		    "legal (length %d)", move.length);
		hits[k]++;
	}
	expect_unchanged(pos, &before, "lf_random_move");
	for (i = 0; i < list.count; i++)
		ck_assert_msg(hits[i] >= per_move / 2 &&
		    hits[i] <= per_move * 2, "move %zu drawn %ld times in %zu "
		    "draws, expected about %d", i, hits[i], draws, per_move);
	free(hits);
	lf_move_list_release(&list);
}

/* lf_random_move draws only legal moves and reaches every move of small
 * positions, under each chain rule, each kind of jump and in the
 * opening. */
START_TEST(test_random_move_covers)
{
	static struct lf_position pos;

	pos_with("diag8", "free", "..../.11./.11./....", &pos);
	expect_random_covers(&pos, 1, 100);
	pos_with("diag8", "continue", "..../.11./.11./....", &pos);
	expect_random_covers(&pos, 2, 100);
	pos_with("orth", "free", ".1.../1.1../.111.", &pos);
	expect_random_covers(&pos, 3, 100);
	pos_with("orth", "most", ".1.../1.1../.111.", &pos);
	expect_random_covers(&pos, 4, 100);
	pos_with("hex", "free", ".../.11/11.", &pos);
	expect_random_covers(&pos, 5, 100);
	pos_with("orth", "free", "...../..11./.111./.11../.....", &pos);
	expect_random_covers(&pos, 6, 100);
	parse_ok("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=each removal=low turn=1 ply=0 score=0,0 "
	    "board=12/31", &pos);
	expect_random_covers(&pos, 7, 100);
	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=0 score=0,0 "
	    "board=1111/1111/1111/1111", &pos);
	expect_random_covers(&pos, 8, 100);
}
END_TEST

/* The draws are a function of the generator's state: two generators with
 * the same seed draw the same moves, one after the other different ones,
 * and there is none to draw when the game is over. */
START_TEST(test_random_move_repeatable)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(a); LF_MOVE_STATIC(b); LF_MOVE_STATIC(first);
	struct lf_random r1, r2;
	int i, differ = 0;

	pos_with("diag8", "free", "..../.11./.11./....", &pos);
	lf_random_seed(&r1, 42);
	lf_random_seed(&r2, 42);
	for (i = 0; i < 50; i++) {
		ck_assert_int_eq(lf_random_move(&pos, &r1, &a, NULL, NULL),
		    LF_OK);
		ck_assert_int_eq(lf_random_move(&pos, &r2, &b, NULL, NULL),
		    LF_OK);
		ck_assert_int_eq(a.length, b.length);
		ck_assert_int_eq(memcmp(a.square, b.square,
		    (size_t)a.length * sizeof a.square[0]), 0);
		if (i == 0)
			first = a;
		else if (a.length != first.length ||
		    memcmp(a.square, first.square,
		    (size_t)a.length * sizeof a.square[0]) != 0)
			differ = 1;
	}
	/* ... and the generator moves on: not every draw is the first. */
	ck_assert_int_eq(differ, 1);
	pos_with("orth", "free", "1.1/.../1.1", &pos);
	ck_assert_int_eq(lf_random_move(&pos, &r1, &a, NULL, NULL), LF_EINVAL);
	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=2 ply=1 score=1,0 "
	    "board=.", &pos);
	ck_assert_int_eq(lf_random_move(&pos, &r1, &a, NULL, NULL), LF_EINVAL);
	pos_with("orth", "continue", "1.1/.../1.1", &pos);
	ck_assert_int_eq(lf_random_move(&pos, &r1, &a, NULL, NULL), LF_EINVAL);
}
END_TEST

/* Draw draws playout moves of pos with a fixed seed and check that each
 * is the move of the list at its place in want (space-separated, the
 * list's order) about as often as the policy says: want_share[i] of the
 * draws in units of 1/16. */
static void
expect_playout_shares(struct lf_position *pos, const char *want,
    const int *want_share, int draws)
{
	static struct lf_position before;
	LF_MOVE_STATIC(move);
	struct lf_move_list list;
	struct lf_random rng;
	struct lf_buf text;
	long hits[8] = { 0 }, k;
	double expect, variance, off;
	size_t i;
	int d;

	memcpy(&before, pos, sizeof before);
	lf_move_list_init(&list);
	generate_ok(pos, &list);
	lf_buf_init(&text);
	list_text(pos, &list, &text);
	ck_assert_str_eq(text.data, want);
	lf_buf_free(&text);
	ck_assert_uint_le(list.count, 8);
	lf_random_seed(&rng, 2026);
	for (d = 0; d < draws; d++) {
		ck_assert_int_eq(lf_playout_move(pos, &rng, &move, NULL, NULL),
		    LF_OK);
		k = find_move(&list, &move);
		ck_assert_msg(k >= 0, "lf_playout_move drew a move that is "
		    "not legal (length %d)", move.length);
		hits[k]++;
	}
	expect_unchanged(pos, &before, "lf_playout_move");
	for (i = 0; i < list.count; i++) {
		/* Within five standard deviations, compared squared. */
		expect = draws * want_share[i] / 16.0;
		variance = expect * (1 - want_share[i] / 16.0);
		off = (double)hits[i] - expect;
		ck_assert_msg(off * off <= 25 * variance + 1,
		    "move %zu of '%s' drawn %ld times in %d, expected %.0f",
		    i, want, hits[i], draws, expect);
	}
	lf_move_list_release(&list);
}

/* The playout policy, worked by hand on a row: the piece is drawn first
 * (c1 and h1 can jump: h1-f1 takes half the draws, where a uniform draw
 * gives it a third), then its direction (c1-e1 and c1-a1 a quarter each);
 * under chain=free stopping is drawn with the open directions (a1-c1 half,
 * then a1-c1-e1 and a1-c1-e1-g1 a quarter each), and under
 * chain=continue the piece jumps on to the end. */
START_TEST(test_playout_move_policy)
{
	static struct lf_position pos;
	static const int pieces_first[] = { 4, 4, 8 };
	static const int stop_drawn[] = { 8, 4, 4 };
	static const int to_the_end[] = { 16 };

	pos_with("orth", "free", ".111..11", &pos);
	expect_playout_shares(&pos, "c1-e1 c1-a1 h1-f1", pieces_first, 4000);
	pos_with("orth", "free", "11.1.1.", &pos);
	expect_playout_shares(&pos, "a1-c1 a1-c1-e1 a1-c1-e1-g1", stop_drawn,
	    4000);
	pos_with("orth", "continue", "11.1.1.", &pos);
	expect_playout_shares(&pos, "a1-c1-e1-g1", to_the_end, 100);
}
END_TEST

/* Every move of the small positions of test_random_move_covers can be
 * drawn by the playout policy too (chain=most and removals are drawn as
 * lf_random_move draws them), nothing but legal moves is drawn, the same
 * seed draws the same moves, and there is none when the game is over. */
START_TEST(test_playout_move_covers)
{
	static const char *const cases[][3] = {
		{ "diag8", "free", "..../.11./.11./...." },
		{ "diag8", "continue", "..../.11./.11./...." },
		{ "orth", "free", ".1.../1.1../.111." },
		{ "orth", "continue", ".1.../1.1../.111." },
		{ "orth", "most", ".1.../1.1../.111." },
		{ "hex", "free", ".../.11/11." },
		{ "orth", "free", "...../..11./.111./.11../....." },
	};
	static struct lf_position pos, before;
	LF_MOVE_STATIC(move); LF_MOVE_STATIC(again);
	struct lf_move_list list;
	struct lf_random rng, same;
	long *hits, k;
	size_t c, i, draws;

	for (c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		pos_with(cases[c][0], cases[c][1], cases[c][2], &pos);
		memcpy(&before, &pos, sizeof before);
		lf_move_list_init(&list);
		generate_ok(&pos, &list);
		hits = calloc(list.count, sizeof *hits);
		ck_assert_ptr_nonnull(hits);
		lf_random_seed(&rng, c);
		lf_random_seed(&same, c);
		draws = 400 * list.count;
		for (i = 0; i < draws; i++) {
			ck_assert_int_eq(lf_playout_move(&pos, &rng, &move,
			    NULL, NULL), LF_OK);
			ck_assert_int_eq(lf_playout_move(&pos, &same, &again,
			    NULL, NULL), LF_OK);
			ck_assert_int_eq(move.length, again.length);
			ck_assert_int_eq(memcmp(move.square, again.square,
			    (size_t)move.length * sizeof move.square[0]), 0);
			k = find_move(&list, &move);
			ck_assert_msg(k >= 0, "case %zu: an illegal move", c);
			hits[k]++;
		}
		expect_unchanged(&pos, &before, "lf_playout_move");
		for (i = 0; i < list.count; i++)
			ck_assert_msg(hits[i] > 0, "case %zu: move %zu of %zu "
			    "never drawn in %zu draws", c, i, list.count,
			    draws);
		free(hits);
		lf_move_list_release(&list);
	}
	pos_with("orth", "free", "1.1/.../1.1", &pos);
	ck_assert_int_eq(lf_playout_move(&pos, &rng, &move, NULL, NULL),
	    LF_EINVAL);
	pos_with("orth", "continue", "1.1/.../1.1", &pos);
	ck_assert_int_eq(lf_playout_move(&pos, &rng, &move, NULL, NULL),
	    LF_EINVAL);
	parse_ok("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=2 ply=1 score=1,0 "
	    "board=.", &pos);
	ck_assert_int_eq(lf_playout_move(&pos, &rng, &move, NULL, NULL),
	    LF_EINVAL);
}
END_TEST

/* Add the cases of this file to the suite. */
void
movegen_random_cases(TCase *core)
{
	tcase_add_test(core, test_random_move_covers);
	tcase_add_test(core, test_random_move_repeatable);
	tcase_add_test(core, test_playout_move_policy);
	tcase_add_test(core, test_playout_move_covers);
}
