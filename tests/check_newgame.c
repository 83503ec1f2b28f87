/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_newgame.c: Check suite for lib/game/newgame.c: the piece counts of
 * RULES.md, board shapes and the documented random placement.  The pinned
 * boards below were cross-checked with an independent Python 3
 * reimplementation of the algorithm (SplitMix64, pieces in ascending
 * value order, Fisher-Yates from the last piece down with rejection
 * sampling, laid on the cells in reading order). */
#include "config.h"

#include "check_util.h"

/* Fill opt with a variant's defaults and the given size and seed. */
static void
options(struct lf_new_options *opt, enum lf_variant v, int width,
    int height, uint64_t seed)
{
	ck_assert_int_eq(lf_new_options_default(v, opt, NULL), LF_OK);
	opt->width = width;
	opt->height = height;
	opt->seed = seed;
}

/* Make a game that must succeed. */
static void
make_ok(const struct lf_new_options *opt, struct lf_position *pos)
{
	struct lf_error err;

	lf_error_clear(&err);
	ck_assert_msg(lf_new_game(opt, pos, &err) == LF_OK,
	    "lf_new_game failed: %s", err.message);
}

/* Check that a game is refused with status st and a message holding
 * fragment. */
static void
make_bad(const struct lf_new_options *opt, enum lf_status st,
    const char *fragment)
{
	static struct lf_position pos;
	struct lf_error err;

	lf_error_clear(&err);
	ck_assert_int_eq(lf_new_game(opt, &pos, &err), st);
	ck_assert_int_eq(err.status, st);
	ck_assert_msg(strstr(err.message, fragment) != NULL,
	    "message '%s' lacks '%s'", err.message, fragment);
	ck_assert_msg(err.message[0] != '\0' &&
	    !(err.message[0] >= 'A' && err.message[0] <= 'Z'),
	    "message '%s' is empty or starts with a capital", err.message);
}

/* The board field of a position, into a static buffer. */
static const char *
board_of(const struct lf_position *pos)
{
	static char rows[LF_MAX_HEIGHT * (LF_MAX_WIDTH + 1) + 1];
	struct lf_buf line;
	const char *at;

	lf_buf_init(&line);
	ck_assert_int_eq(lf_position_format(pos, &line, NULL), LF_OK);
	at = strstr(line.data, " board=");
	ck_assert_ptr_nonnull(at);
	snprintf(rows, sizeof rows, "%s", at + 7);
	lf_buf_free(&line);
	return rows;
}

/* Count the pieces of each value on the board. */
static void
count_values(const struct lf_position *pos, int counts[LF_MAX_VALUE + 1])
{
	int r, c, v;

	memset(counts, 0, sizeof(int) * (LF_MAX_VALUE + 1));
	for (r = 0; r < pos->height; r++)
		for (c = 0; c < pos->width; c++) {
			v = pos->priv.cell[lf_index(c, r)];
			if (v != LF_OFF)
				counts[v]++;
		}
}

/* Check the board of a variant and size has the given numbers of pieces
 * of values 1 to 4 and nothing else. */
static void
expect_board_counts(enum lf_variant v, int width, int height, int ones,
    int twos, int threes, int fours)
{
	static struct lf_position pos;
	struct lf_new_options opt;
	int counts[LF_MAX_VALUE + 1], want[LF_MAX_VALUE + 1], i;

	options(&opt, v, width, height, 12345);
	make_ok(&opt, &pos);
	count_values(&pos, counts);
	memset(want, 0, sizeof want);
	want[1] = ones;
	want[2] = twos;
	want[3] = threes;
	want[4] = fours;
	for (i = 0; i <= LF_MAX_VALUE; i++)
		ck_assert_msg(counts[i] == want[i], "%s %dx%d: %d pieces of "
		    "value %d, want %d", lf_variant_name(v), width, height,
		    counts[i], i, want[i]);
	ck_assert_int_eq(lf_piece_counts(v, width * height, counts,
	    NULL), LF_OK);
	for (i = 1; i <= LF_MAX_VALUE; i++)
		ck_assert_int_eq(counts[i], want[i]);
}

/* murray 8 x 8: white 26, yellow 19, red 13, green 6, 127 points. */
START_TEST(test_murray_8x8)
{
	static struct lf_position pos;
	struct lf_new_options opt;

	expect_board_counts(LF_MURRAY, 8, 8, 26, 19, 13, 6);
	options(&opt, LF_MURRAY, 8, 8, 1);
	make_ok(&opt, &pos);
	ck_assert_int_eq(lf_points_on_board(&pos), 127);
	ck_assert_int_eq(lf_piece_count(&pos), 64);
}
END_TEST

/* murray 15 x 15 (the default size) by the rule of RULES.md, halves up:
 * green 22.5 -> 23, red 45, yellow 67.5 -> 68, white the remaining 89. */
START_TEST(test_murray_15x15)
{
	static struct lf_position pos;
	struct lf_new_options opt;

	expect_board_counts(LF_MURRAY, 15, 15, 89, 68, 45, 23);
	options(&opt, LF_MURRAY, 0, 0, 1);
	make_ok(&opt, &pos);
	ck_assert_int_eq(pos.width, 15);
	ck_assert_int_eq(pos.height, 15);
	ck_assert_int_eq(lf_points_on_board(&pos),
	    89 + 2 * 68 + 3 * 45 + 4 * 23);
}
END_TEST

/* froglet 12 x 12 (its default size): 66 / 51 / 21 / 6. */
START_TEST(test_froglet_12x12)
{
	static struct lf_position pos;
	struct lf_new_options opt;

	expect_board_counts(LF_FROGLET, 12, 12, 66, 51, 21, 6);
	options(&opt, LF_FROGLET, 0, 0, 1);
	make_ok(&opt, &pos);
	ck_assert_int_eq(pos.width, 12);
	ck_assert_int_eq(pos.height, 12);
}
END_TEST

/* froglet on other sizes keeps 66 : 51 : 21 : 6, halves up: 100 cells
 * give blue 4.17 -> 4, red 14.58 -> 15, yellow 35.42 -> 35 and 46 green;
 * 256 cells give 10.67 -> 11, 37.33 -> 37, 90.67 -> 91 and 117 green;
 * 24 cells give exactly 1, 3.5 -> 4, 8.5 -> 9 and 10 green. */
START_TEST(test_froglet_scaled)
{
	expect_board_counts(LF_FROGLET, 10, 10, 46, 35, 15, 4);
	expect_board_counts(LF_FROGLET, 16, 16, 117, 91, 37, 11);
	expect_board_counts(LF_FROGLET, 6, 4, 10, 9, 4, 1);
}
END_TEST

/* The smallest boards never get a negative count: 1 cell is one white, 2
 * cells a white and a yellow, 3 cells one each of white, yellow, red. */
START_TEST(test_tiny_counts)
{
	int counts[LF_MAX_VALUE + 1];

	ck_assert_int_eq(lf_piece_counts(LF_MURRAY, 1, counts, NULL), LF_OK);
	ck_assert(counts[1] == 1 && counts[2] == 0 && counts[3] == 0 &&
	    counts[4] == 0);
	ck_assert_int_eq(lf_piece_counts(LF_FROGLET, 1, counts, NULL), LF_OK);
	ck_assert(counts[1] == 1 && counts[2] == 0 && counts[3] == 0 &&
	    counts[4] == 0);
	expect_board_counts(LF_MURRAY, 2, 1, 1, 1, 0, 0);
	expect_board_counts(LF_MURRAY, 3, 1, 1, 1, 1, 0);
	expect_board_counts(LF_FROGLET, 2, 1, 1, 1, 0, 0);
	expect_board_counts(LF_FROGLET, 1, 3, 2, 1, 0, 0);
	expect_board_counts(LF_TRADITIONAL, 3, 1, 3, 0, 0, 0);
	ck_assert_int_eq(lf_piece_counts(LF_MURRAY, 0, counts, NULL), LF_OK);
	ck_assert(counts[1] == 0 && counts[2] == 0 && counts[3] == 0 &&
	    counts[4] == 0);
}
END_TEST

/* Counts for no variant, a negative number of cells or more than a board
 * holds are refused with the counts untouched; the options of no variant
 * too. */
START_TEST(test_counts_refused)
{
	int counts[LF_MAX_VALUE + 1] = { 7, 7, 7, 7, 7, 7, 7, 7, 7, 7 };
	struct lf_new_options opt;
	struct lf_error err;

	lf_error_clear(&err);
	ck_assert_int_eq(lf_piece_counts((enum lf_variant)LF_VARIANT_COUNT, 9,
	    counts, &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "unknown variant 4 (expected 0 to 3)");
	ck_assert_int_eq(lf_piece_counts((enum lf_variant)-1, 9, counts, NULL),
	    LF_EINVAL);
	ck_assert_int_eq(lf_piece_counts(LF_MURRAY, -1, counts, &err),
	    LF_EINVAL);
	ck_assert_str_eq(err.message,
	    "-1 cells are out of range (0 to 4096)");
	ck_assert_int_eq(lf_piece_counts(LF_FROGLET, 4097, counts, &err),
	    LF_ELIMIT);
	ck_assert_int_eq(lf_piece_counts(LF_FROGLET, 4097, counts, NULL),
	    LF_ELIMIT);
	ck_assert_int_eq(counts[1], 7);
	ck_assert_int_eq(lf_piece_counts(LF_FROGLET, 4096, counts, NULL),
	    LF_OK);
	memset(&opt, 0x5a, sizeof opt);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_new_options_default((enum lf_variant)9, &opt,
	    &err), LF_EINVAL);
	ck_assert_int_eq(err.status, LF_EINVAL);
	ck_assert_int_eq(lf_new_options_default((enum lf_variant)9, &opt,
	    NULL), LF_EINVAL);
	ck_assert_int_eq(opt.width, 0x5a5a5a5a);
}
END_TEST

/* The nearest whole number to num / den, halves up, computed another way
 * than the library does (quotient and remainder). */
static int
nearest(long num, long den)
{
	return (int)(num / den + (2 * (num % den) >= den ? 1 : 0));
}

/* For every number of cells a board can have, the counts are never
 * negative, add up to the cells, follow the ratio with halves rounded up
 * and leave the remainder to value 1. */
START_TEST(test_counts_every_size)
{
	static const long murray[] = { 0, 0, 3, 2, 1 };
	static const long froglet[] = { 0, 0, 51, 21, 6 };
	int counts[LF_MAX_VALUE + 1], cells, v, sum;
	enum lf_variant var;

	for (var = LF_TRADITIONAL; var < LF_VARIANT_COUNT; var++)
		for (cells = 1; cells <= LF_MAX_WIDTH * LF_MAX_HEIGHT;
		    cells++) {
			ck_assert_int_eq(lf_piece_counts(var, cells, counts,
			    NULL), LF_OK);
			sum = 0;
			for (v = 0; v <= LF_MAX_VALUE; v++) {
				ck_assert_int_ge(counts[v], 0);
				sum += counts[v];
			}
			ck_assert_int_eq(sum, cells);
			ck_assert_int_eq(counts[0], 0);
			for (v = 5; v <= LF_MAX_VALUE; v++)
				ck_assert_int_eq(counts[v], 0);
			for (v = 2; v <= 4; v++) {
				int want = var == LF_MURRAY ?
				    nearest(murray[v] * cells, 10) :
				    var == LF_FROGLET ?
				    nearest(froglet[v] * cells, 144) : 0;
				ck_assert_msg(counts[v] == want, "%s, %d "
				    "cells: %d of value %d, want %d",
				    lf_variant_name(var), cells, counts[v], v,
				    want);
			}
		}
}
END_TEST

/* Every square board from 2 x 2 to 64 x 64 is filled: one piece per cell,
 * as many pieces as lf_piece_counts() says. */
START_TEST(test_boards_full_every_size)
{
	static struct lf_position pos;
	struct lf_new_options opt;
	int n, v, counts[LF_MAX_VALUE + 1], want[LF_MAX_VALUE + 1];

	for (n = 1; n <= 64; n++) {
		options(&opt, _i == 0 ? LF_MURRAY : LF_FROGLET, n, n,
		    (uint64_t)n);
		if (n == 1) {
			make_bad(&opt, LF_EINVAL,
			    "more players (2) than pieces");
			continue;
		}
		make_ok(&opt, &pos);
		ck_assert_int_eq(pos.width, n);
		ck_assert_int_eq(pos.height, n);
		ck_assert_int_eq(lf_cell_count(&pos), n * n);
		ck_assert_int_eq(lf_piece_count(&pos), n * n);
		count_values(&pos, counts);
		ck_assert_int_eq(lf_piece_counts(opt.rules.variant, n * n, want,
		    NULL), LF_OK);
		for (v = 1; v <= LF_MAX_VALUE; v++)
			ck_assert_int_eq(counts[v], want[v]);
	}
}
END_TEST

/* The same seed gives the same board; other seeds give other boards. */
START_TEST(test_seed_reproducible)
{
	static struct lf_position a, b;
	struct lf_new_options opt;
	char first[256];

	options(&opt, LF_MURRAY, 8, 8, 99);
	make_ok(&opt, &a);
	snprintf(first, sizeof first, "%s", board_of(&a));
	make_ok(&opt, &b);
	ck_assert_str_eq(board_of(&b), first);
	opt.seed = 100;
	make_ok(&opt, &b);
	ck_assert_str_ne(board_of(&b), first);
	opt.seed = 0;
	make_ok(&opt, &a);
	snprintf(first, sizeof first, "%s", board_of(&a));
	opt.seed = UINT64_MAX;
	make_ok(&opt, &b);
	ck_assert_str_ne(board_of(&b), first);
}
END_TEST

/* Pinned boards, cross-checked with the independent reimplementation. */
START_TEST(test_pinned_boards)
{
	static struct lf_position pos;
	struct lf_new_options opt;

	options(&opt, LF_MURRAY, 4, 4, 1);
	make_ok(&opt, &pos);
	ck_assert_str_eq(board_of(&pos), "1322/2341/3142/1211");
	options(&opt, LF_MURRAY, 8, 8, 42);
	make_ok(&opt, &pos);
	ck_assert_str_eq(board_of(&pos), "34111342/22121323/13321113/"
	    "21321122/11211122/42221324/11431341/22113311");
	options(&opt, LF_FROGLET, 0, 0, 7);
	make_ok(&opt, &pos);
	ck_assert_str_eq(board_of(&pos), "121211211221/122112121312/"
	    "111211321113/113111121222/112112432211/111212121212/"
	    "132114333312/121321223222/433112111223/124222311223/"
	    "232212332121/212114411311");
}
END_TEST

/* A new game keeps the rules it was asked for and starts at ply 0 with
 * player 1 to move and every score 0. */
START_TEST(test_start_state)
{
	static struct lf_position pos;
	struct lf_new_options opt;
	int p;

	options(&opt, LF_TRADITIONAL, 5, 7, 3);
	opt.rules.players = 16;
	opt.rules.jumps = LF_JUMPS_DIAG8;
	opt.rules.chain = LF_CHAIN_MOST;
	opt.rules.opening = LF_OPENING_FIRST;
	opt.rules.removal = LF_REMOVAL_LOW;
	memset(&pos, 0x77, sizeof pos);
	make_ok(&opt, &pos);
	ck_assert_int_eq(pos.rules.variant, LF_TRADITIONAL);
	ck_assert_int_eq(pos.rules.players, 16);
	ck_assert_int_eq(pos.rules.jumps, LF_JUMPS_DIAG8);
	ck_assert_int_eq(pos.rules.chain, LF_CHAIN_MOST);
	ck_assert_int_eq(pos.rules.opening, LF_OPENING_FIRST);
	ck_assert_int_eq(pos.rules.removal, LF_REMOVAL_LOW);
	ck_assert_int_eq(pos.turn, 0);
	ck_assert_int_eq(pos.ply, 0);
	for (p = 0; p < LF_MAX_PLAYERS; p++)
		ck_assert_int_eq(pos.score[p], 0);
	ck_assert_int_eq(pos.width, 5);
	ck_assert_int_eq(pos.height, 7);
	ck_assert_str_eq(board_of(&pos), "11111/11111/11111/11111/11111/"
	    "11111/11111");
}
END_TEST

/* The capture board: the hexagon of side 5 in a 9 x 9 box, centre empty,
 * hex jumps and no opening, whatever the seed. */
START_TEST(test_capture_board)
{
	static struct lf_position pos;
	struct lf_new_options opt;
	const char *want = "####11111/###111111/##1111111/#11111111/"
	    "1111.1111/11111111#/1111111##/111111###/11111####";

	options(&opt, LF_CAPTURE, 0, 0, 77);
	make_ok(&opt, &pos);
	ck_assert_str_eq(board_of(&pos), want);
	ck_assert_int_eq(lf_cell_count(&pos), 61);
	ck_assert_int_eq(lf_piece_count(&pos), 60);
	ck_assert_int_eq(pos.rules.jumps, LF_JUMPS_HEX);
	ck_assert_int_eq(pos.rules.opening, LF_OPENING_NONE);
	options(&opt, LF_CAPTURE, 5, 5, 78);
	make_ok(&opt, &pos);
	ck_assert_str_eq(board_of(&pos), want);
}
END_TEST

/* The capture board has one size; any other is refused. */
START_TEST(test_capture_other_size)
{
	static const int sizes[][2] = {
		{ 9, 9 }, { 4, 4 }, { 6, 6 }, { 5, 6 }, { 6, 5 }, { 1, 1 },
		{ 64, 64 }, { 5, 0 }
	};
	struct lf_new_options opt;
	size_t i;

	for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		options(&opt, LF_CAPTURE, sizes[i][0], sizes[i][1], 1);
		make_bad(&opt, LF_EINVAL, "capture is played on the 61-cell "
		    "hexagon");
	}
}
END_TEST

/* Shapes: '#' no cell, '.' an empty cell, 'o' or 'x' (either case) a
 * random piece, a digit a fixed piece. */
START_TEST(test_shapes)
{
	static struct lf_position pos;
	struct lf_new_options opt;
	int counts[LF_MAX_VALUE + 1];

	options(&opt, LF_TRADITIONAL, 0, 0, 1);
	opt.shape = "#o#/x.X/9O#";
	make_ok(&opt, &pos);
	ck_assert_int_eq(pos.width, 3);
	ck_assert_int_eq(pos.height, 3);
	ck_assert_str_eq(board_of(&pos), "#1#/1.1/91#");
	/* Random cells get the variant's mix; digits stay as they are. */
	options(&opt, LF_MURRAY, 0, 0, 5);
	opt.shape = "oooooooooo/##########/9999999999/.........8";
	make_ok(&opt, &pos);
	count_values(&pos, counts);
	ck_assert_int_eq(counts[1], 4);
	ck_assert_int_eq(counts[2], 3);
	ck_assert_int_eq(counts[3], 2);
	ck_assert_int_eq(counts[4], 1);
	ck_assert_int_eq(counts[8], 1);
	ck_assert_int_eq(counts[9], 10);
	ck_assert_int_eq(counts[LF_EMPTY], 9);
	ck_assert_int_eq(lf_cell_count(&pos), 30);
	ck_assert_str_eq(board_of(&pos) + 11, "##########/9999999999/"
	    ".........8");
	/* A shape overrides capture's hexagon. */
	options(&opt, LF_CAPTURE, 0, 0, 5);
	opt.shape = "o.o";
	make_ok(&opt, &pos);
	ck_assert_str_eq(board_of(&pos), "1.1");
	ck_assert_int_eq(pos.rules.jumps, LF_JUMPS_HEX);
}
END_TEST

/* A shape of one cell per row, and one row. */
START_TEST(test_shape_thin)
{
	static struct lf_position pos;
	struct lf_new_options opt;

	options(&opt, LF_TRADITIONAL, 0, 0, 1);
	opt.shape = "o/o/#/o";
	make_ok(&opt, &pos);
	ck_assert_int_eq(pos.width, 1);
	ck_assert_int_eq(pos.height, 4);
	ck_assert_str_eq(board_of(&pos), "1/1/#/1");
	opt.shape = "o#o";
	make_ok(&opt, &pos);
	ck_assert_str_eq(board_of(&pos), "1#1");
}
END_TEST

/* Bad shapes: rows of different lengths, empty rows, other characters. */
START_TEST(test_shape_errors)
{
	struct lf_new_options opt;

	options(&opt, LF_TRADITIONAL, 0, 0, 1);
	opt.shape = "ooo/oo";
	make_bad(&opt, LF_EINVAL, "shape row 2 has 2 cells, row 1 has 3");
	opt.shape = "oo/ooo";
	make_bad(&opt, LF_EINVAL, "shape row 2 has 3 cells, row 1 has 2");
	opt.shape = "oo//oo";
	make_bad(&opt, LF_EINVAL, "shape row 2 is empty");
	opt.shape = "oo/";
	make_bad(&opt, LF_EINVAL, "shape row 2 is empty");
	opt.shape = "";
	make_bad(&opt, LF_EINVAL, "shape row 1 is empty");
	opt.shape = "oo/o0";
	make_bad(&opt, LF_EINVAL,
	    "shape row 2, column 2: unexpected character");
	opt.shape = "o o";
	make_bad(&opt, LF_EINVAL,
	    "shape row 1, column 2: unexpected character");
	opt.shape = "oo/oy";
	make_bad(&opt, LF_EINVAL, "row 2, column 2");
}
END_TEST

/* More players than pieces, and players outside 2 to 16, are refused. */
START_TEST(test_players)
{
	static struct lf_position pos;
	struct lf_new_options opt;

	options(&opt, LF_TRADITIONAL, 4, 4, 1);
	opt.rules.players = 1;
	make_bad(&opt, LF_ELIMIT, "1 players is out of range (2 to 16)");
	opt.rules.players = 17;
	make_bad(&opt, LF_ELIMIT, "17 players is out of range (2 to 16)");
	opt.rules.players = 0;
	make_bad(&opt, LF_ELIMIT, "out of range");
	opt.rules.players = 16;
	make_ok(&opt, &pos);
	options(&opt, LF_TRADITIONAL, 5, 3, 1);
	opt.rules.players = 16;
	make_bad(&opt, LF_EINVAL, "more players (16) than pieces on the "
	    "board (15)");
	options(&opt, LF_TRADITIONAL, 1, 1, 1);
	make_bad(&opt, LF_EINVAL, "more players (2) than pieces on the "
	    "board (1)");
	/* Fixed pieces count; empty cells do not. */
	options(&opt, LF_TRADITIONAL, 0, 0, 1);
	opt.shape = "9./.o";
	make_ok(&opt, &pos);
	opt.shape = "o./..";
	make_bad(&opt, LF_EINVAL, "more players (2) than pieces on the "
	    "board (1)");
	opt.shape = "##/##";
	make_bad(&opt, LF_EINVAL, "than pieces on the board (0)");
}
END_TEST

/* Sizes outside 1 x 1 to 64 x 64 are refused; the edges are made. */
START_TEST(test_size_limits)
{
	static const int bad[][2] = {
		{ 65, 65 }, { 65, 1 }, { 1, 65 }, { 0, 5 }, { 5, 0 },
		{ -1, 5 }, { 1000000, 1000000 }
	};
	static struct lf_position pos;
	struct lf_new_options opt;
	size_t i;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		options(&opt, LF_TRADITIONAL, bad[i][0], bad[i][1], 1);
		make_bad(&opt, LF_ELIMIT, "is out of range (1x1 to 64x64)");
	}
	options(&opt, LF_MURRAY, 64, 1, 1);
	make_ok(&opt, &pos);
	ck_assert_int_eq(pos.width, 64);
	ck_assert_int_eq(pos.height, 1);
	options(&opt, LF_MURRAY, 1, 64, 1);
	make_ok(&opt, &pos);
	ck_assert_int_eq(pos.width, 1);
	ck_assert_int_eq(pos.height, 64);
}
END_TEST

/* Shapes beyond 64 x 64 are refused; 64 x 64 is made. */
START_TEST(test_shape_too_large)
{
	static char shape[70 * 70];
	static struct lf_position pos;
	struct lf_new_options opt;
	size_t n = 0;
	int r, c;

	for (r = 0; r < 64; r++) {
		if (r)
			shape[n++] = '/';
		for (c = 0; c < 64; c++)
			shape[n++] = 'o';
	}
	shape[n] = '\0';
	options(&opt, LF_FROGLET, 0, 0, 1);
	opt.shape = shape;
	make_ok(&opt, &pos);
	ck_assert_int_eq(lf_piece_count(&pos), 4096);
	memcpy(shape + n, "/o", 3); /* a 65th row */
	make_bad(&opt, LF_ELIMIT, "shape is larger than 64 x 64");
	shape[n] = '\0';
	memmove(shape + 1, shape, n + 1); /* a 65th column in row 1 */
	make_bad(&opt, LF_ELIMIT, "shape is larger than 64 x 64");
}
END_TEST

/* The suite for newgame.c. */
static Suite *
newgame_suite(void)
{
	Suite *s = suite_create("newgame");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_set_timeout(core, 60);
	tcase_add_test(core, test_murray_8x8);
	tcase_add_test(core, test_murray_15x15);
	tcase_add_test(core, test_froglet_12x12);
	tcase_add_test(core, test_froglet_scaled);
	tcase_add_test(core, test_tiny_counts);
	tcase_add_test(limits, test_counts_refused);
	tcase_add_test(core, test_counts_every_size);
	tcase_add_loop_test(core, test_boards_full_every_size, 0, 2);
	tcase_add_test(core, test_seed_reproducible);
	tcase_add_test(core, test_pinned_boards);
	tcase_add_test(core, test_start_state);
	tcase_add_test(core, test_capture_board);
	tcase_add_test(core, test_shapes);
	tcase_add_test(core, test_shape_thin);
	suite_add_tcase(s, core);

	tcase_set_timeout(limits, 60);
	tcase_add_test(limits, test_capture_other_size);
	tcase_add_test(limits, test_shape_errors);
	tcase_add_test(limits, test_players);
	tcase_add_test(limits, test_size_limits);
	tcase_add_test(limits, test_shape_too_large);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(newgame_suite)
