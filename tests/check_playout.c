/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_playout.c: Check suite for lib/engines/playout.c: lf_playout() plays
 * the very game that lf_playout_move() and lf_apply_unchecked() play move
 * by move from the same generator (the same final position, byte for
 * byte, and the same generator state), on both copies of its loop (the
 * portable one and the x86-64 one, where this build and processor have
 * it), under every variant, jump and chain rule, on boards of every
 * width and height from 2 to 64 (rows in 16-, 32- and 64-bit lanes),
 * shaped boards, from the start, from inside the opening and from the
 * middle game; a game that is over is left alone; a budget bounds only
 * chain=most; and pinned totals of thousands of games catch any change
 * to the policy or the generator. */
#include "config.h"

#include <stdio.h>

#include "check_util.h"
#include "cpu_int.h"

/* The copies of the loop, in the order the tests run them. */
static const enum lf_cpu_path paths[] = { LF_CPU_PORTABLE, LF_CPU_X86 };
#define PATHS (sizeof paths / sizeof paths[0])

/* A game to play: a new game of these rules, size (0: the variant's) or
 * shape; the opening and removal rules are the variant's unless
 * overridden. */
struct setup {
	enum lf_variant variant;
	int width, height;
	const char *shape;
	int players;
	enum lf_jumps jumps;
	enum lf_chain chain;
	int opening; /* an enum lf_opening, or -1: the variant's */
	int removal; /* an enum lf_removal, or -1: the variant's */
	uint64_t seed;
};

/* The starting position of a setup, which must be a valid game. */
static void
new_game(const struct setup *s, struct lf_position *pos)
{
	struct lf_new_options opt;
	struct lf_error err;

	ck_assert_int_eq(lf_new_options_default(s->variant, &opt, NULL),
	    LF_OK);
	opt.width = s->width;
	opt.height = s->height;
	opt.shape = s->shape;
	opt.rules.players = s->players;
	opt.rules.jumps = s->jumps;
	opt.rules.chain = s->chain;
	if (s->opening >= 0)
		opt.rules.opening = (enum lf_opening)s->opening;
	if (s->removal >= 0)
		opt.rules.removal = (enum lf_removal)s->removal;
	opt.seed = s->seed;
	lf_error_clear(&err);
	ck_assert_msg(lf_new_game(&opt, pos, &err) == LF_OK,
	    "variant %d %dx%d: %s", (int)s->variant, s->width, s->height,
	    err.message);
}

/* Play pos out move by move with the playout policy, the reference
 * that lf_playout() must match; return the status of the move that
 * ended it: LF_EINVAL at the end of the game, or the error (a budget
 * spent under chain=most) that stopped it. */
static enum lf_status
play_per_move(struct lf_position *pos, struct lf_random *rng,
    const struct lf_budget *budget)
{
	LF_MOVE_STATIC(move);
	enum lf_status st;
	int plies;

	/* Every move takes at least one piece off the board. */
	for (plies = 0; plies <= LF_MAX_WIDTH * LF_MAX_HEIGHT; plies++) {
		st = lf_playout_move(pos, rng, &move, budget, NULL);
		if (st != LF_OK)
			return st;
		ck_assert_int_eq(lf_apply_unchecked(pos, &move, NULL), LF_OK);
	}
	ck_abort_msg("a game of more plies than cells");
	return LF_OK;
}

/* The position line of pos, into static buffer which (0 or 1, for a
 * message that shows two). */
static const char *
line_of(const struct lf_position *pos, int which)
{
	static struct lf_buf buf[2];

	lf_buf_free(&buf[which]);
	lf_buf_init(&buf[which]);
	lf_position_format(pos, &buf[which], NULL);
	return buf[which].failed ? "(out of memory)" : buf[which].data;
}

/* Play start out with lf_playout() from a generator seeded with seed,
 * under each copy of the loop this build and processor have, and check
 * that the final position and generator are those of the move-by-move
 * game, and that the game is over (or stopped as the reference was).
 * what names the game in a failure. */
static void
expect_same_game(const struct lf_position *start, uint64_t seed,
    const struct lf_budget *budget, const char *what)
{
	static struct lf_position want, got;
	struct lf_random want_rng, got_rng;
	struct lf_error err;
	enum lf_status want_st, st;
	size_t p;

	memcpy(&want, start, sizeof want);
	lf_random_seed(&want_rng, seed);
	want_st = play_per_move(&want, &want_rng, budget);
	ck_assert_msg(want_st == LF_EINVAL ? lf_game_over(&want) :
	    !lf_game_over(&want), "%s: the reference stopped with %d",
	    what, (int)want_st);
	for (p = 0; p < PATHS; p++) {
		if (!lf_cpu_force(paths[p]))
			continue;
		memcpy(&got, start, sizeof got);
		lf_random_seed(&got_rng, seed);
		lf_error_clear(&err);
		st = lf_playout(&got, &got_rng, budget, &err);
		ck_assert_msg(st == (want_st == LF_EINVAL ? LF_OK : want_st),
		    "%s, %s copy: lf_playout returned %d (%s), the moves "
		    "one by one %d", what, lf_cpu_path_name(paths[p]),
		    (int)st, err.message, (int)want_st);
		if (memcmp(&got, &want, sizeof got) != 0) {
			const char *g = line_of(&got, 0);
			const char *w = line_of(&want, 1);
			ck_abort_msg("%s, %s copy: lf_playout ended at\n"
			    "%.400s\nthe moves one by one at\n%.400s%s", what,
			    lf_cpu_path_name(paths[p]), g, w,
			    strcmp(g, w) == 0 ? "\n(the same line: the "
			    "board's bit rows differ)" : "");
		}
		ck_assert_msg(got_rng.state == want_rng.state,
		    "%s, %s copy: the same game but not the same generator "
		    "state", what, lf_cpu_path_name(paths[p]));
	}
}

/* Check the setup's game from its start, and from the middle game
 * (after the opening and as many playout moves as a third of the
 * board's cells, if the game lasts that long). */
static void
check_setup(const struct setup *s, const char *label)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);
	struct lf_random rng;
	char what[160];
	int i;

	new_game(s, &pos);
	snprintf(what, sizeof what, "%s: variant %d %dx%d%s players %d "
	    "jumps %d chain %d opening %d seed %llu", label, (int)s->variant,
	    pos.width, pos.height, s->shape != NULL ? " shaped" : "",
	    s->players, (int)s->jumps, (int)s->chain, (int)pos.rules.opening,
	    (unsigned long long)s->seed);
	expect_same_game(&pos, s->seed * 7919 + 1, NULL, what);
	lf_random_seed(&rng, s->seed + 99);
	for (i = 0; i < pos.width * pos.height / 3 || lf_in_opening(&pos);
	    i++) {
		if (lf_playout_move(&pos, &rng, &move, NULL, NULL) != LF_OK)
			return;
		lf_apply_unchecked(&pos, &move, NULL);
	}
	strncat(what, ", middle game", sizeof what - strlen(what) - 1);
	expect_same_game(&pos, s->seed * 7919 + 2, NULL, what);
}

/* The x86 copy is there exactly when this build has it and the
 * processor has its instructions; forcing a copy takes it. */
START_TEST(test_cpu_paths)
{
	int x86 = 0;

#ifdef HAVE_X86_DISPATCH
	__builtin_cpu_init();
	x86 = __builtin_cpu_supports("popcnt") &&
	    __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
	    __builtin_cpu_supports("avx2");
#endif
	ck_assert_int_eq(lf_cpu_force(LF_CPU_PORTABLE), 1);
	ck_assert_int_eq(lf_cpu_path(), LF_CPU_PORTABLE);
	ck_assert_int_eq(lf_cpu_force(LF_CPU_X86), x86);
	ck_assert_int_eq(lf_cpu_path(), x86 ? LF_CPU_X86 : LF_CPU_PORTABLE);
	if (!x86)
		fprintf(stderr, "# no x86-64 popcnt/bmi2/avx2 copy in this "
		    "build or processor: the portable copy alone is "
		    "tested\n");
}
END_TEST

/* Rectangular boards of every width and of every height from 2 to 64
 * (each four times), under the variants of rectangular boards, every
 * jump rule, chain=free and chain=continue, two to four players, and
 * now and then another opening or removal rule than the variant's (not
 * opening=none, under which a full board has no move: see
 * test_shapes). */
START_TEST(test_every_size)
{
	static const enum lf_variant variants[] = { LF_TRADITIONAL,
		LF_MURRAY, LF_FROGLET };
	struct setup s;
	int k, widths[LF_MAX_WIDTH + 1] = { 0 };
	int heights[LF_MAX_HEIGHT + 1] = { 0 };

	for (k = 0; k < 4 * 63; k++) {
		memset(&s, 0, sizeof s);
		s.variant = variants[k % 3];
		s.jumps = (enum lf_jumps)(k / 3 % 3);
		s.chain = k / 9 % 2 ? LF_CHAIN_CONTINUE : LF_CHAIN_FREE;
		s.players = 2 + k / 18 % 3;
		s.width = 2 + k * 29 % 63;
		s.height = 2 + (k * 41 + 11) % 63;
		s.opening = k % 7 == 0 ? LF_OPENING_EACH :
		    k % 7 == 3 ? LF_OPENING_FIRST : -1;
		s.removal = k % 5 == 0 ? LF_REMOVAL_ANY :
		    k % 5 == 2 ? LF_REMOVAL_LOW : -1;
		s.seed = (uint64_t)k + 1;
		widths[s.width]++;
		heights[s.height]++;
		check_setup(&s, "every size");
	}
	for (k = 2; k <= 64; k++) {
		ck_assert_int_eq(widths[k], 4);
		ck_assert_int_eq(heights[k], 4);
	}
}
END_TEST

/* The widths at which a row takes a wider lane (16 | 17, 32 | 33, 64),
 * with heights that fill the last word of rows or leave it part empty
 * and those at which the AVX2 copy's board leaves its registers (16 | 17
 * rows of 16-bit lanes, 24 | 25 of 32-bit ones), under every rectangular
 * variant, jump rule and free or continue. */
START_TEST(test_lane_edges)
{
	static const int widths[] = { 15, 16, 17, 31, 32, 33, 63, 64 };
	static const int heights[] = { 2, 4, 5, 12, 13, 16, 17, 24, 25, 64 };
	static const enum lf_variant variants[] = { LF_TRADITIONAL,
		LF_MURRAY, LF_FROGLET };
	struct setup s;
	size_t w, h;
	int j, c, k = 0;

	for (w = 0; w < sizeof widths / sizeof widths[0]; w++)
		for (h = 0; h < sizeof heights / sizeof heights[0]; h++)
			for (j = 0; j < LF_JUMPS_COUNT; j++)
				for (c = 0; c < 2; c++, k++) {
					memset(&s, 0, sizeof s);
					s.variant = variants[k % 3];
					s.width = widths[w];
					s.height = heights[h];
					s.players = 2 + k % 3;
					s.jumps = (enum lf_jumps)j;
					s.chain = c ? LF_CHAIN_CONTINUE :
					    LF_CHAIN_FREE;
					s.opening = s.removal = -1;
					s.seed = (uint64_t)k + 500;
					check_setup(&s, "lane edges");
				}
	/* Tall and narrow, wide and flat: the extreme shapes. */
	for (k = 0; k < 12; k++) {
		memset(&s, 0, sizeof s);
		s.variant = variants[k % 3];
		s.width = k % 2 ? 64 : 2 + k % 3;
		s.height = k % 2 ? 2 + k % 3 : 64;
		s.players = 2 + k % 3;
		s.jumps = (enum lf_jumps)(k / 2 % 3);
		s.chain = k / 6 ? LF_CHAIN_CONTINUE : LF_CHAIN_FREE;
		s.opening = s.removal = -1;
		s.seed = (uint64_t)k + 900;
		check_setup(&s, "extreme shape");
	}
}
END_TEST

/* Capture on its own board and on larger hexagons (17, 33 and 63
 * columns: each lane width), and the other variants on boards with
 * holes and empty cells (so that opening=none has moves), under every
 * jump rule and free or continue. */
START_TEST(test_shapes)
{
	static const int sides[] = { 0, 9, 17, 32 };
	static const int sizes[][2] = { { 12, 9 }, { 17, 30 }, { 33, 7 },
		{ 64, 64 } };
	struct setup s;
	size_t i;
	int j, c, k = 0;

	for (i = 0; i < sizeof sides / sizeof sides[0]; i++)
		for (j = 0; j < LF_JUMPS_COUNT; j++)
			for (c = 0; c < 2; c++, k++) {
				memset(&s, 0, sizeof s);
				s.variant = LF_CAPTURE;
				s.shape = sides[i] ? hexagon(sides[i]) : NULL;
				s.players = 2 + k % 3;
				s.jumps = (enum lf_jumps)j;
				s.chain = c ? LF_CHAIN_CONTINUE : LF_CHAIN_FREE;
				s.opening = s.removal = -1;
				s.seed = (uint64_t)k + 1000;
				check_setup(&s, "capture");
			}
	for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
		for (j = 0; j < LF_JUMPS_COUNT; j++)
			for (c = 0; c < 2; c++, k++) {
				memset(&s, 0, sizeof s);
				s.variant = (enum lf_variant)(k % 3);
				s.shape = holed(sizes[i][0], sizes[i][1],
				    (uint64_t)k);
				s.players = 2 + k % 3;
				s.jumps = (enum lf_jumps)j;
				s.chain = c ? LF_CHAIN_CONTINUE : LF_CHAIN_FREE;
				s.opening = k % 3 == 0 ? LF_OPENING_NONE :
				    k % 3 == 1 ? LF_OPENING_FIRST : -1;
				s.removal = -1;
				s.seed = (uint64_t)k + 1000;
				check_setup(&s, "holed");
			}
}
END_TEST

/* chain=most games go move by move inside lf_playout() too: the same
 * games, every variant. */
START_TEST(test_chain_most)
{
	static const struct setup setups[] = {
		{ LF_TRADITIONAL, 6, 6, NULL, 2, LF_JUMPS_ORTH,
		    LF_CHAIN_MOST, -1, -1, 1 },
		{ LF_MURRAY, 7, 5, NULL, 3, LF_JUMPS_DIAG8, LF_CHAIN_MOST,
		    -1, -1, 2 },
		{ LF_FROGLET, 8, 8, NULL, 2, LF_JUMPS_ORTH, LF_CHAIN_MOST,
		    -1, -1, 3 },
		{ LF_CAPTURE, 0, 0, NULL, 2, LF_JUMPS_HEX, LF_CHAIN_MOST,
		    -1, -1, 4 },
		{ LF_MURRAY, 17, 3, NULL, 4, LF_JUMPS_HEX, LF_CHAIN_MOST,
		    LF_OPENING_FIRST, -1, 5 },
	};
	size_t i;

	for (i = 0; i < sizeof setups / sizeof setups[0]; i++)
		check_setup(&setups[i], "chain=most");
}
END_TEST

/* From ply 0 with every player's removal due, and from between two
 * removals of the opening: the same game as move by move. */
START_TEST(test_from_the_opening)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);
	struct setup s;
	struct lf_random rng;
	int players, removals;

	for (players = 2; players <= 4; players++) {
		memset(&s, 0, sizeof s);
		s.variant = LF_MURRAY;
		s.width = 9;
		s.height = 9;
		s.players = players;
		s.jumps = LF_JUMPS_ORTH;
		s.chain = LF_CHAIN_FREE;
		s.opening = LF_OPENING_EACH;
		s.removal = -1;
		s.seed = (uint64_t)players;
		new_game(&s, &pos);
		ck_assert(lf_in_opening(&pos));
		expect_same_game(&pos, 11, NULL, "ply 0, removals due");
		lf_random_seed(&rng, 12);
		for (removals = 1; removals < players; removals++) {
			ck_assert_int_eq(lf_playout_move(&pos, &rng, &move,
			    NULL, NULL), LF_OK);
			lf_apply_unchecked(&pos, &move, NULL);
			ck_assert(lf_in_opening(&pos));
			ck_assert_int_eq(pos.ply, removals);
			expect_same_game(&pos, 13 + (uint64_t)removals, NULL,
			    "between removals");
		}
	}
}
END_TEST

/* A game that is over, past the opening or in it, under each chain
 * rule: LF_OK, and neither the position nor the generator changes. */
START_TEST(test_game_over)
{
	static const char *const lines[] = {
		"lf1 variant=traditional players=2 jumps=orth chain=free "
		    "opening=none removal=any turn=1 ply=7 score=3,2 "
		    "board=1.1/.../1.1",
		"lf1 variant=murray players=3 jumps=diag8 chain=continue "
		    "opening=each removal=low turn=2 ply=40 score=9,4,7 "
		    "board=1..2/..../..../3..1",
		"lf1 variant=traditional players=2 jumps=hex chain=most "
		    "opening=none removal=any turn=2 ply=3 score=1,1 "
		    "board=1../.../..1",
		"lf1 variant=traditional players=2 jumps=orth chain=free "
		    "opening=each removal=any turn=2 ply=1 score=1,0 board=.",
		"lf1 variant=traditional players=2 jumps=orth chain=free "
		    "opening=none removal=any turn=1 ply=0 score=0,0 "
		    "board=1111/1111/1111",
	};
	static struct lf_position pos, before;
	struct lf_random rng, seeded;
	struct lf_error err;
	size_t i, p;

	for (i = 0; i < sizeof lines / sizeof lines[0]; i++)
		for (p = 0; p < PATHS; p++) {
			if (!lf_cpu_force(paths[p]))
				continue;
			parse_ok(lines[i], &pos);
			ck_assert(lf_game_over(&pos));
			memcpy(&before, &pos, sizeof before);
			lf_random_seed(&rng, 5);
			lf_random_seed(&seeded, 5);
			lf_error_clear(&err);
			ck_assert_int_eq(lf_playout(&pos, &rng, NULL, &err),
			    LF_OK);
			ck_assert_msg(memcmp(&pos, &before, sizeof pos) == 0,
			    "line %zu: a game that was over changed", i);
			ck_assert_msg(rng.state == seeded.state, "line %zu: "
			    "the generator moved", i);
		}
}
END_TEST

/* The budget bounds only chain=most's searches: the smallest budget
 * changes nothing under chain=free or continue; under chain=most, once
 * it is spent, a move is a route that takes all its piece could ever
 * take, legal, and the game stops where a move by move game stops, with
 * LF_EBUDGET and the position as far as it went, when no piece has such
 * a route (three arms from c3 leave four cells of odd degree). */
START_TEST(test_budget)
{
	static const struct lf_budget tiny = { 1, 1, 0 };
	struct setup s;
	static struct lf_position pos;

	memset(&s, 0, sizeof s);
	s.variant = LF_MURRAY;
	s.width = 12;
	s.height = 10;
	s.players = 2;
	s.jumps = LF_JUMPS_DIAG8;
	s.chain = LF_CHAIN_FREE;
	s.opening = s.removal = -1;
	s.seed = 77;
	new_game(&s, &pos);
	expect_same_game(&pos, 78, &tiny, "chain=free, the smallest budget");
	s.chain = LF_CHAIN_CONTINUE;
	new_game(&s, &pos);
	expect_same_game(&pos, 79, &tiny,
	    "chain=continue, the smallest budget");
	s.chain = LF_CHAIN_MOST;
	new_game(&s, &pos);
	{
		static const struct lf_budget small = { 4, 0, 0 };
		static const struct lf_budget one = { 1, 0, 0 };
		LF_MOVE_STATIC(move);
		static struct lf_position ref;
		struct lf_random rng;
		struct lf_error err;

		memcpy(&ref, &pos, sizeof ref);
		lf_random_seed(&rng, 80);
		while (lf_playout_move(&ref, &rng, &move, &small, NULL) ==
		    LF_OK) {
			lf_error_clear(&err);
			ck_assert_msg(lf_apply(&ref, &move, NULL, &err) ==
			    LF_OK,
			    "illegal move: %s", err.message);
		}
		expect_same_game(&pos, 80, &small,
		    "chain=most, a budget of 4 steps");
		parse_board_ok("jumps=orth chain=most opening=none removal=any",
		    "##.##/##1##/.111./#####/#####", &pos);
		lf_random_seed(&rng, 80);
		lf_error_clear(&err);
		ck_assert_int_eq(lf_playout(&pos, &rng, &one, &err),
		    LF_EBUDGET);
		ck_assert_int_eq(err.status, LF_EBUDGET);
		ck_assert_msg(strstr(err.message, "budget") != NULL,
		    "message '%s' lacks 'budget'", err.message);
	}
}
END_TEST

/*
 * Pinned totals: games from a fixed seed played with lf_playout(), one
 * generator running through all of them, must give these totals (plies,
 * points captured, and games that player 1 won outright).  Any change to
 * the playout policy, to the order of its draws or to the generator
 * changes them, and so does a change to lf_new_game()'s boards.  They
 * were computed once, on 2026-11-25, by playing the same games move by
 * move with lf_playout_move() and lf_apply_unchecked() (the loop of
 * play_per_move() above), at commit 06f19f8, before lf_playout()
 * existed, and again at 78483c1; lf_playout() gave the same on both
 * copies of its loop.  (7afc53a's shuffle, which stopped early, gave
 * other murray boards: 55094 plies, 131418 points, 535 wins.)
 */
struct pinned {
	enum lf_variant variant;
	int size, games;
	long plies, points, first_wins;
};

/* Play the games of one pinned line with lf_playout() and compare. */
static void
expect_pinned(const struct pinned *want)
{
	static struct lf_position pos;
	struct lf_new_options opt;
	struct lf_random rng;
	struct lf_error err;
	long plies = 0, points = 0, first_wins = 0;
	int g;

	lf_random_seed(&rng, 20261125);
	for (g = 0; g < want->games; g++) {
		ck_assert_int_eq(lf_new_options_default(want->variant, &opt,
		    NULL), LF_OK);
		opt.width = opt.height = want->size;
		opt.rules.players = 2;
		opt.seed = (uint64_t)g + 1;
		ck_assert_int_eq(lf_new_game(&opt, &pos, NULL), LF_OK);
		lf_error_clear(&err);
		ck_assert_msg(lf_playout(&pos, &rng, NULL, &err) == LF_OK,
		    "game %d: %s", g, err.message);
		plies += pos.ply;
		points += pos.score[0] + pos.score[1];
		first_wins += pos.score[0] > pos.score[1];
	}
	ck_assert_msg(plies == want->plies && points == want->points &&
	    first_wins == want->first_wins, "variant %d %dx%d, %d games, "
	    "%s copy: %ld plies, %ld points, %ld won by player 1; pinned "
	    "%ld, %ld, %ld", (int)want->variant, want->size, want->size,
	    want->games, lf_cpu_path_name(lf_cpu_path()), plies, points,
	    first_wins, want->plies, want->points, want->first_wins);
}

/* The pinned totals hold on each copy of the loop. */
START_TEST(test_pinned_totals)
{
	static const struct pinned pinned[] = {
		{ LF_TRADITIONAL, 15, 2000, 299415, 375906, 987 },
		{ LF_MURRAY, 9, 1000, 55082, 132060, 513 },
	};
	size_t i, p;

	for (p = 0; p < PATHS; p++) {
		if (!lf_cpu_force(paths[p]))
			continue;
		for (i = 0; i < sizeof pinned / sizeof pinned[0]; i++)
			expect_pinned(&pinned[i]);
	}
}
END_TEST

static Suite *
playout_suite(void)
{
	Suite *s = suite_create("playout");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_cpu_paths);
	tcase_add_test(core, test_every_size);
	tcase_add_test(core, test_shapes);
	tcase_add_test(core, test_chain_most);
	tcase_add_test(core, test_from_the_opening);
	tcase_add_test(core, test_game_over);
	tcase_add_test(core, test_budget);
	tcase_add_test(core, test_pinned_totals);
	suite_add_tcase(s, core);
	tcase_add_test(limits, test_lane_edges);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(playout_suite)
