/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_position.c: Check suite for lib/formats/position.c:
 * parse-then-format is the identity on canonical lines, accepted layouts
 * format canonically, and every rejection names the right field and column
 * and leaves the output position untouched (the rejections are in
 * check_position_reject.c). */
#include "config.h"

#include "check_position.h"

/* Compare everything a position holds. */
static void
expect_same_position(const struct lf_position *a, const struct lf_position *b)
{
	int p;

	ck_assert_int_eq(a->rules.variant, b->rules.variant);
	ck_assert_int_eq(a->rules.players, b->rules.players);
	ck_assert_int_eq(a->rules.jumps, b->rules.jumps);
	ck_assert_int_eq(a->rules.chain, b->rules.chain);
	ck_assert_int_eq(a->rules.opening, b->rules.opening);
	ck_assert_int_eq(a->rules.removal, b->rules.removal);
	ck_assert_int_eq(a->width, b->width);
	ck_assert_int_eq(a->height, b->height);
	ck_assert_int_eq(a->turn, b->turn);
	ck_assert_int_eq(a->ply, b->ply);
	for (p = 0; p < LF_MAX_PLAYERS; p++)
		ck_assert_int_eq(a->score[p], b->score[p]);
	ck_assert_int_eq(memcmp(a->priv.cell, b->priv.cell,
	    sizeof a->priv.cell), 0);
	ck_assert_int_eq(memcmp(a->priv.piece_bits, b->priv.piece_bits,
	    sizeof a->priv.piece_bits), 0);
	ck_assert_int_eq(memcmp(a->priv.empty_bits, b->priv.empty_bits,
	    sizeof a->priv.empty_bits), 0);
}

/* Check that a canonical line parses and formats to the same bytes. */
static void
expect_canonical(const char *line)
{
	static struct lf_position pos;

	expect_formats_as(line, strlen(line), line, &pos);
}

/* Format a position, then check its line is canonical and parses back to
 * the same position. */
static void
expect_round_trip(const struct lf_position *pos)
{
	static struct lf_position back;
	struct lf_buf line;

	lf_buf_init(&line);
	ck_assert_int_eq(lf_position_format(pos, &line, NULL), LF_OK);
	ck_assert_int_eq(line.failed, 0);
	ck_assert_ptr_null(strchr(line.data, '\n'));
	ck_assert(lf_is_position_line(line.data, line.len));
	expect_formats_as(line.data, line.len, line.data, &back);
	expect_same_position(pos, &back);
	lf_buf_free(&line);
}

/* Canonical lines written by hand: the smallest boards, shapes, every
 * kind of cell, the largest numbers. */
START_TEST(test_canonical_by_hand)
{
	static const char *const lines[] = {
		"lf1 variant=traditional players=2 jumps=orth chain=free "
		"opening=each removal=any turn=1 ply=0 score=0,0 "
		"board=111/111/111",
		"lf1 variant=traditional players=2 jumps=orth chain=free "
		"opening=each removal=any turn=1 ply=0 score=0,0 board=1",
		"lf1 variant=traditional players=2 jumps=orth chain=free "
		"opening=each removal=any turn=2 ply=1 score=0,1 board=.",
		"lf1 variant=murray players=3 jumps=diag8 chain=continue "
		"opening=first removal=low turn=3 ply=2147483647 "
		"score=2147483647,0,9 board=#1#/.9./###/123",
		"lf1 variant=froglet players=16 jumps=hex chain=most "
		"opening=none removal=any turn=16 ply=15 "
		"score=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16 "
		"board=1234/5678/9.#./####",
		"lf1 variant=capture players=2 jumps=hex chain=free "
		"opening=none removal=any turn=1 ply=0 score=0,0 "
		"board=####11111/###111111/##1111111/#11111111/"
		"1111.1111/11111111#/1111111##/111111###/11111####",
		"lf1 variant=capture players=2 jumps=orth chain=free "
		"opening=each removal=low turn=1 ply=0 score=0,0 "
		"board=#/#/#/./#",
		"lf1 variant=murray players=2 jumps=orth chain=free "
		"opening=each removal=low turn=1 ply=0 score=0,0 "
		"board=#########.",
	};
	size_t i;

	for (i = 0; i < sizeof lines / sizeof lines[0]; i++)
		expect_canonical(lines[i]);
}
END_TEST

/* Make a position with lf_new_game(), failing the test on error. */
static void
new_game(enum lf_variant v, int width, int height, const char *shape,
    int players, uint64_t seed, struct lf_position *pos)
{
	struct lf_new_options opt;
	struct lf_error err;

	ck_assert_int_eq(lf_new_options_default(v, &opt, NULL), LF_OK);
	opt.width = width;
	opt.height = height;
	opt.shape = shape;
	opt.rules.players = players;
	opt.seed = seed;
	lf_error_clear(&err);
	ck_assert_msg(lf_new_game(&opt, pos, &err) == LF_OK,
	    "lf_new_game %s %dx%d: %s", lf_variant_name(v), width, height,
	    err.message);
}

/* Generated boards of every variant and many sizes, from 1 x 2 to 64 x 64
 * and 16 players, round trip. */
START_TEST(test_round_trip_generated)
{
	static const int sizes[][2] = {
		{ 0, 0 }, { 1, 2 }, { 2, 1 }, { 1, 64 }, { 64, 1 }, { 64, 64 },
		{ 3, 5 }, { 5, 3 }, { 8, 8 }, { 12, 12 }, { 15, 15 }, { 63, 2 }
	};
	static struct lf_position pos;
	enum lf_variant v;
	size_t s;

	for (v = LF_TRADITIONAL; v <= LF_FROGLET; v++)
		for (s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
			new_game(v, sizes[s][0], sizes[s][1], NULL, 2,
			    (uint64_t)s * 7919, &pos);
			expect_round_trip(&pos);
		}
	new_game(LF_CAPTURE, 0, 0, NULL, 2, 1, &pos);
	expect_round_trip(&pos);
	new_game(LF_MURRAY, 4, 4, NULL, 16, 3, &pos);
	expect_round_trip(&pos);
	new_game(LF_FROGLET, 64, 64, NULL, 16, 4, &pos);
	expect_round_trip(&pos);
}
END_TEST

/* A 1 x 1 board (one piece or one empty cell) round trips; lf_new_game
 * cannot make it for two players, so it is built by hand. */
START_TEST(test_round_trip_one_cell)
{
	static struct lf_position pos;

	memset(&pos, 0, sizeof pos);
	ck_assert_int_eq(lf_rules_default(LF_TRADITIONAL, &pos.rules,
	    NULL), LF_OK);
	ck_assert_int_eq(lf_board_clear(&pos, 1, 1, NULL), LF_OK);
	expect_round_trip(&pos);
	pos.priv.cell[lf_index(0, 0)] = 9;
	lf_position_sync(&pos);
	pos.ply = 2;
	pos.score[1] = 1;
	expect_round_trip(&pos);
}
END_TEST

/* Every combination of the rule options, with 2, 3 and 16 players, the
 * last player to move and large numbers, round trips. */
START_TEST(test_round_trip_every_option)
{
	static const int players[] = { 2, 3, 16 };
	static struct lf_position pos;
	int j, c, o, r, p, i;

	for (j = 0; j < LF_JUMPS_COUNT; j++)
		for (c = 0; c < LF_CHAIN_COUNT; c++)
			for (o = 0; o < LF_OPENING_COUNT; o++)
				for (r = 0; r < LF_REMOVAL_COUNT; r++)
					for (p = 0; p < 3; p++) {
		new_game(LF_MURRAY, 5, 4, NULL, players[p],
		    (uint64_t)(j * 1000 + c * 100 + o * 10 + r), &pos);
		pos.rules.jumps = (enum lf_jumps)j;
		pos.rules.chain = (enum lf_chain)c;
		pos.rules.opening = (enum lf_opening)o;
		pos.rules.removal = (enum lf_removal)r;
		pos.turn = players[p] - 1;
		pos.ply = p == 2 ? LF_MAX_NUMBER : 10 * p + r;
		for (i = 0; i < players[p]; i++)
			pos.score[i] = i == 0 ? LF_MAX_NUMBER : i * 37;
		expect_round_trip(&pos);
					}
}
END_TEST

/* Shaped boards, random and fixed pieces, empty cells and rows or columns
 * with no cell, round trip. */
START_TEST(test_round_trip_shapes)
{
	static const char *const shapes[] = {
		"#o#/ooo/#o#", "o.o/.9./o.o", "###/#oo/###", "o#/#o", "oo",
		"o/o", "x1x2x3/oOXo.#", "#####/##o##/#####/o###o",
	};
	static struct lf_position pos;
	size_t i;

	for (i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
		new_game(LF_MURRAY, 0, 0, shapes[i], 2, i, &pos);
		expect_round_trip(&pos);
		new_game(LF_TRADITIONAL, 0, 0, shapes[i], 2, i, &pos);
		expect_round_trip(&pos);
	}
}
END_TEST

/* Join the given tokens with separator sep, between lead and trail. */
static void
join_tokens(char *out, size_t size, char *const *tokens, const int *order,
    int count, const char *lead, const char *const *seps, int nseps,
    const char *trail)
{
	size_t n;
	int i;

	n = (size_t)snprintf(out, size, "%s", lead);
	for (i = 0; i < count; i++) {
		n += (size_t)snprintf(out + n, size - n, "%s%s",
		    i ? seps[i % nseps] : "", tokens[order[i]]);
		ck_assert_uint_lt(n, size);
	}
	snprintf(out + n, size - n, "%s", trail);
}

/* Fields in many orders, runs of spaces and tabs, blanks around the line
 * and a trailing CR all give the canonical line back. */
START_TEST(test_layouts_accepted)
{
	static const char *const leads[] = { "", " ", "\t", " \t  " };
	static const char *const trails[] = { "", "\r", " ", "\t \r", "  " };
	static const char *const seps[] = { " ", "\t", "  ", " \t \t", "\t\t" };
	static struct lf_position pos;
	static char line[LINE_MAX_TEST], copy[LINE_MAX_TEST];
	const char *canonical = line_with(NULL, NULL);
	char *tokens[FIELDS + 1], *save = NULL, *t;
	int order[FIELDS + 1], n = 0, i, k, trial;
	struct lf_random rng;

	snprintf(copy, sizeof copy, "%s", canonical);
	for (t = strtok_r(copy, " ", &save); t != NULL;
	    t = strtok_r(NULL, " ", &save))
		tokens[n++] = t;
	ck_assert_int_eq(n, FIELDS + 1);
	lf_random_seed(&rng, 42);
	for (trial = 0; trial < 200; trial++) {
		/* The tag stays first; the fields are shuffled. */
		for (i = 0; i <= FIELDS; i++)
			order[i] = i;
		if (trial == 1)
			for (i = 1; i <= FIELDS; i++)
				order[i] = FIELDS + 1 - i; /* reversed */
		else if (trial > 1)
			for (i = FIELDS; i > 1; i--) {
				int j = 1 + (int)lf_random_below(&rng,
				    (uint64_t)i);
				k = order[i];
				order[i] = order[j];
				order[j] = k;
			}
		join_tokens(line, sizeof line, tokens, order, n,
		    leads[trial % 4], seps + trial % 5, 5 - trial % 5,
		    trails[trial % 5]);
		expect_formats_as(line, strlen(line), canonical, &pos);
	}
}
END_TEST

/* The same position however the line is laid out, on a richer line. */
START_TEST(test_layout_rich_line)
{
	static struct lf_position pos;
	const char *want = "lf1 variant=froglet players=3 jumps=diag8 "
	    "chain=most opening=first removal=low turn=2 ply=7 "
	    "score=3,0,12 board=#12/.4#/999";
	const char *in = "\t lf1\tboard=#12/.4#/999  score=3,0,12 ply=7\t\t"
	    "turn=2 removal=low opening=first chain=most jumps=diag8 "
	    "players=3 variant=froglet \t\r";

	expect_formats_as(in, strlen(in), want, &pos);
	ck_assert_int_eq(pos.turn, 1);
	ck_assert_int_eq(pos.ply, 7);
	ck_assert_int_eq(pos.score[2], 12);
	ck_assert_int_eq(pos.priv.cell[lf_index(2, 0)], 2);
	ck_assert_int_eq(pos.priv.cell[lf_index(0, 1)], LF_EMPTY);
	ck_assert_int_eq(pos.priv.cell[lf_index(2, 1)], LF_OFF);
}
END_TEST

/* Which lines are position lines: "lf" and digits first, any version. */
START_TEST(test_is_position_line)
{
	static const struct {
		const char *line;
		int want;
	} cases[] = {
		{ "lf1 variant=murray", 1 }, { "lf1", 1 }, { "  lf2 x", 1 },
		{ "\tlf10\t", 1 }, { "lf1\r", 1 }, { "lf0", 1 },
		{ "lf", 0 }, { "lfx", 0 }, { "lf1x", 0 }, { "e5", 0 },
		{ "LF1 x", 0 }, { "", 0 }, { "   ", 0 }, { "# lf1", 0 },
		{ "c3-c5", 0 }, { "l", 0 }, { "xlf1", 0 }
	};
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
		ck_assert_msg(lf_is_position_line(cases[i].line,
		    strlen(cases[i].line)) == cases[i].want, "'%s': want %d",
		    cases[i].line, cases[i].want);
	/* Only len bytes count. */
	ck_assert_int_eq(lf_is_position_line("lf1x", 3), 1);
	ck_assert_int_eq(lf_is_position_line("lf1", 2), 0);
}
END_TEST

/* The suite for position.c. */
static Suite *
position_suite(void)
{
	Suite *s = suite_create("position");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_set_timeout(core, 60);
	tcase_add_test(core, test_canonical_by_hand);
	tcase_add_test(core, test_round_trip_generated);
	tcase_add_test(core, test_round_trip_one_cell);
	tcase_add_test(core, test_round_trip_every_option);
	tcase_add_test(core, test_round_trip_shapes);
	tcase_add_test(core, test_layouts_accepted);
	tcase_add_test(core, test_layout_rich_line);
	position_reject_cases(core, limits);
	tcase_add_test(core, test_is_position_line);
	suite_add_tcase(s, core);

	tcase_set_timeout(limits, 60);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(position_suite)
