/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_board.c: Check suite for lib/game/board.c: the padded cell array,
 * column and square names, direction tables and board counts. */
#include "config.h"

#include "check_util.h"

/* The portable bit operations, whatever configure found: the fallbacks
 * of bits_int.h are what a compiler without the builtins gets. */
#undef HAVE_BUILTIN_CTZLL
#undef HAVE_BUILTIN_POPCOUNTLL
#include "bits_int.h"

/* A position parsed from a board field, with the other fields fixed. */
static void
board_from(const char *rows, struct lf_position *pos)
{
	parse_board_ok("jumps=orth chain=free opening=each removal=any", rows,
	    pos);
}

/* Parse a square that must be valid and return its index. */
static int
square_ok(const struct lf_position *pos, const char *text)
{
	struct lf_error err;
	int index = -1;

	lf_error_clear(&err);
	ck_assert_msg(lf_square_parse(pos, text, strlen(text), &index, &err) ==
	    LF_OK, "square '%s' rejected: %s", text, err.message);
	return index;
}

/* Check that a square is rejected at column, with *index untouched. */
static void
square_bad(const struct lf_position *pos, const char *text, int column)
{
	struct lf_error err;
	int index = -7;

	lf_error_clear(&err);
	ck_assert_msg(lf_square_parse(pos, text, strlen(text), &index, &err) ==
	    LF_EINVAL, "square '%s' accepted", text);
	ck_assert_msg(err.column == column, "square '%s': column %d, want %d "
	    "(%s)", text, err.column, column, err.message);
	ck_assert_int_eq(index, -7);
	ck_assert_msg(err.message[0] != '\0' &&
	    !(err.message[0] >= 'A' && err.message[0] <= 'Z'),
	    "message '%s' is empty or starts with a capital", err.message);
	/* The same without an error record, which may always be NULL. */
	ck_assert_int_eq(lf_square_parse(pos, text, strlen(text), &index,
	    NULL), LF_EINVAL);
	ck_assert_int_eq(index, -7);
}

/* (column, row) to index and back is the identity on the whole 64 x 64
 * area, and distinct cells get distinct indices inside the array. */
START_TEST(test_index_round_trip)
{
	static unsigned char seen[LF_CELLS];
	int r, c;

	memset(seen, 0, sizeof seen);
	for (r = 0; r < LF_MAX_HEIGHT; r++)
		for (c = 0; c < LF_MAX_WIDTH; c++) {
			int i = lf_index(c, r);
			ck_assert_int_ge(i, 0);
			ck_assert_int_lt(i, LF_CELLS);
			ck_assert_int_eq(lf_column_of(i), c);
			ck_assert_int_eq(lf_row_from_top(i), r);
			ck_assert_int_eq(seen[i], 0);
			seen[i] = 1;
		}
	/* Moving one column or one row is a fixed step. */
	ck_assert_int_eq(lf_index(5, 7) + 1, lf_index(6, 7));
	ck_assert_int_eq(lf_index(5, 7) + LF_STRIDE, lf_index(5, 8));
}
END_TEST

/* Column names as spreadsheets write them. */
START_TEST(test_column_names)
{
	static const struct {
		int column;
		const char *name;
	} want[] = {
		{ 0, "a" }, { 1, "b" }, { 25, "z" }, { 26, "aa" }, { 27, "ab" },
		{ 51, "az" }, { 52, "ba" }, { 63, "bl" }, { 701, "zz" },
		{ 702, "aaa" }
	};
	char name[16];
	size_t i;

	for (i = 0; i < sizeof want / sizeof want[0]; i++) {
		ck_assert_int_eq(lf_column_name(want[i].column, name,
		    sizeof name, NULL), LF_OK);
		ck_assert_str_eq(name, want[i].name);
	}
}
END_TEST

/* Square names: letters, then the row counted from 1 at the bottom. */
START_TEST(test_square_names)
{
	static struct lf_position pos;
	char name[16];

	ck_assert_int_eq(lf_board_clear(&pos, 8, 8, NULL), LF_OK);
	ck_assert_int_eq(lf_square_name(&pos, lf_index(0, 7), name,
	    sizeof name, NULL), LF_OK);
	ck_assert_str_eq(name, "a1");
	lf_square_name(&pos, lf_index(7, 0), name, sizeof name, NULL);
	ck_assert_str_eq(name, "h8");
	lf_square_name(&pos, lf_index(4, 3), name, sizeof name, NULL);
	ck_assert_str_eq(name, "e5");
	ck_assert_int_eq(lf_board_clear(&pos, 64, 64, NULL), LF_OK);
	ck_assert_int_eq(lf_square_name(&pos, lf_index(63, 0), name,
	    sizeof name, NULL), LF_OK);
	ck_assert_str_eq(name, "bl64");
	lf_square_name(&pos, lf_index(26, 54), name, sizeof name, NULL);
	ck_assert_str_eq(name, "aa10");
}
END_TEST

/* Parsing finds the same cells, in either case. */
START_TEST(test_square_parse)
{
	static struct lf_position pos;

	ck_assert_int_eq(lf_board_clear(&pos, 8, 8, NULL), LF_OK);
	ck_assert_int_eq(square_ok(&pos, "a1"), lf_index(0, 7));
	ck_assert_int_eq(square_ok(&pos, "A1"), lf_index(0, 7));
	ck_assert_int_eq(square_ok(&pos, "h8"), lf_index(7, 0));
	ck_assert_int_eq(square_ok(&pos, "H8"), lf_index(7, 0));
	ck_assert_int_eq(square_ok(&pos, "e5"), lf_index(4, 3));
	ck_assert_int_eq(lf_board_clear(&pos, 64, 64, NULL), LF_OK);
	ck_assert_int_eq(square_ok(&pos, "bl64"), lf_index(63, 0));
	ck_assert_int_eq(square_ok(&pos, "BL64"), lf_index(63, 0));
	ck_assert_int_eq(square_ok(&pos, "Aa10"), lf_index(26, 54));
	ck_assert_int_eq(square_ok(&pos, "z1"), lf_index(25, 63));
}
END_TEST

/* name then parse is the identity on every square of a non-square
 * board, where rows and columns cannot be confused. */
START_TEST(test_square_round_trip)
{
	static struct lf_position pos;
	char name[16];
	int r, c;

	ck_assert_int_eq(lf_board_clear(&pos, 40, 30, NULL), LF_OK);
	for (r = 0; r < 30; r++)
		for (c = 0; c < 40; c++) {
			ck_assert_int_eq(lf_square_name(&pos, lf_index(c, r),
			    name, sizeof name, NULL), LF_OK);
			ck_assert_int_eq(square_ok(&pos, name), lf_index(c, r));
		}
}
END_TEST

/* Bad squares are rejected with the column of the fault. */
START_TEST(test_square_errors)
{
	static struct lf_position pos;

	board_from("1#1/111/111", &pos);
	square_bad(&pos, "", 1);          /* nothing */
	square_bad(&pos, "1a", 1);        /* no letter */
	square_bad(&pos, "-a1", 1);
	square_bad(&pos, "a", 2);         /* no row */
	square_bad(&pos, "a0", 2);        /* row 0 */
	square_bad(&pos, "a01", 2);       /* leading zero */
	square_bad(&pos, "a1x", 3);       /* trailing garbage */
	square_bad(&pos, "a1 ", 3);
	square_bad(&pos, "a-1", 2);
	square_bad(&pos, "d1", 1);        /* column off the board */
	square_bad(&pos, "aa1", 1);
	square_bad(&pos, "a4", 2);        /* row off the board */
	square_bad(&pos, "c44", 2);
	square_bad(&pos, "b3", 1);        /* a '#' cell */
	square_bad(&pos, "\xc3\xa9" "1", 1); /* not ASCII */
	ck_assert_int_eq(square_ok(&pos, "b2"), lf_index(1, 1));
}
END_TEST

/* The offset of a direction as (dx, dy), dy counted upwards. */
static void
offset_to_xy(int offset, int *dx, int *dy)
{
	int centre = lf_index(10, 10), n = centre + offset;

	*dx = lf_column_of(n) - 10;
	*dy = 10 - lf_row_from_top(n);
}

/* Check that a direction table holds exactly the (dx, dy) steps given, and
 * that each entry's column and row steps agree with its offset. */
static void
expect_directions(enum lf_jumps jumps, const int (*want)[2], int count)
{
	const struct lf_direction *dirs = NULL;
	int n, i, k, dx, dy, found;

	n = lf_directions(jumps, &dirs);
	ck_assert_int_eq(n, count);
	ck_assert_ptr_nonnull(dirs);
	for (i = 0; i < n; i++) {
		offset_to_xy(dirs[i].offset, &dx, &dy);
		ck_assert_int_eq(dirs[i].dc, dx);
		ck_assert_int_eq(dirs[i].dr, -dy);
	}
	for (k = 0; k < count; k++) {
		found = 0;
		for (i = 0; i < n; i++) {
			offset_to_xy(dirs[i].offset, &dx, &dy);
			if (dx == want[k][0] && dy == want[k][1])
				found++;
		}
		ck_assert_msg(found == 1, "%s: step (%d, %d) found %d times",
		    lf_jumps_name(jumps), want[k][0], want[k][1], found);
	}
}

/* orth: the four orthogonal steps. */
START_TEST(test_directions_orth)
{
	static const int want[][2] = {
		{ 0, 1 }, { 1, 0 }, { 0, -1 }, { -1, 0 }
	};

	expect_directions(LF_JUMPS_ORTH, want, 4);
}
END_TEST

/* diag8: the orthogonal and diagonal steps. */
START_TEST(test_directions_diag8)
{
	static const int want[][2] = {
		{ 0, 1 }, { 1, 1 }, { 1, 0 }, { 1, -1 },
		{ 0, -1 }, { -1, -1 }, { -1, 0 }, { -1, 1 }
	};

	expect_directions(LF_JUMPS_DIAG8, want, 8);
}
END_TEST

/* hex: the documented axial neighbours (x +- 1, y), (x, y +- 1),
 * (x + 1, y + 1) and (x - 1, y - 1), y counted from the bottom. */
START_TEST(test_directions_hex)
{
	static const int want[][2] = {
		{ 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 }, { 1, 1 }, { -1, -1 }
	};

	expect_directions(LF_JUMPS_HEX, want, 6);
}
END_TEST

/* The hex neighbours of the capture board's centre e5 are the six cells
 * around it in the hexagon: d5, f5, e6, e4, f6 and d4. */
START_TEST(test_hex_neighbours_by_name)
{
	static struct lf_position pos;
	static const char *const want[] = {
		"d4", "d5", "e4", "e6", "f5", "f6"
	};
	const struct lf_direction *dirs;
	char name[8];
	int n, i, k, centre, hits = 0;

	board_from("####11111/###111111/##1111111/#11111111/1111.1111/"
	    "11111111#/1111111##/111111###/11111####", &pos);
	centre = square_ok(&pos, "e5");
	n = lf_directions(LF_JUMPS_HEX, &dirs);
	for (i = 0; i < n; i++) {
		ck_assert(lf_on_board(&pos, centre + dirs[i].offset));
		lf_square_name(&pos, centre + dirs[i].offset, name,
		    sizeof name, NULL);
		for (k = 0; k < 6; k++)
			hits += strcmp(name, want[k]) == 0;
	}
	ck_assert_int_eq(hits, 6);
}
END_TEST

/* Cells, pieces, points and the lowest value of a shaped board. */
START_TEST(test_counts)
{
	static struct lf_position pos;

	board_from("#93./2.1#/####/4..5", &pos);
	ck_assert_int_eq(pos.width, 4);
	ck_assert_int_eq(pos.height, 4);
	ck_assert_int_eq(lf_cell_count(&pos), 10);
	ck_assert_int_eq(lf_piece_count(&pos), 6);
	ck_assert_int_eq(lf_points_on_board(&pos), 24);
	ck_assert_int_eq(lf_lowest_value(&pos), 1);
	board_from("#9/7#", &pos);
	ck_assert_int_eq(lf_lowest_value(&pos), 7);
	ck_assert_int_eq(lf_points_on_board(&pos), 16);
	board_from("#./.#", &pos);
	ck_assert_int_eq(lf_cell_count(&pos), 2);
	ck_assert_int_eq(lf_piece_count(&pos), 0);
	ck_assert_int_eq(lf_points_on_board(&pos), 0);
	ck_assert_int_eq(lf_lowest_value(&pos), 0);
}
END_TEST

/* lf_on_board: cells of the shape, not '#' cells, the border or indices
 * outside the array. */
START_TEST(test_on_board)
{
	static struct lf_position pos;

	board_from("1#/.2", &pos);
	ck_assert_int_eq(lf_on_board(&pos, lf_index(0, 0)), 1);
	ck_assert_int_eq(lf_on_board(&pos, lf_index(1, 0)), 0);
	ck_assert_int_eq(lf_on_board(&pos, lf_index(0, 1)), 1);
	ck_assert_int_eq(lf_on_board(&pos, lf_index(2, 0)), 0);
	ck_assert_int_eq(lf_on_board(&pos, lf_index(0, 2)), 0);
	ck_assert_int_eq(lf_on_board(&pos, lf_index(-1, 0)), 0);
	ck_assert_int_eq(lf_on_board(&pos, lf_index(0, -1)), 0);
	ck_assert_int_eq(lf_on_board(&pos, -1), 0);
	ck_assert_int_eq(lf_on_board(&pos, LF_CELLS), 0);
}
END_TEST

/* lf_board_clear makes every cell of the rectangle empty and everything
 * else, the border included, no cell. */
START_TEST(test_board_clear)
{
	static struct lf_position pos;
	int i, inside = 0;

	memset(&pos, 3, sizeof pos);
	ck_assert_int_eq(lf_board_clear(&pos, 5, 3, NULL), LF_OK);
	ck_assert_int_eq(pos.width, 5);
	ck_assert_int_eq(pos.height, 3);
	for (i = 0; i < LF_CELLS; i++) {
		int c = lf_column_of(i), r = lf_row_from_top(i);
		if (c >= 0 && c < 5 && r >= 0 && r < 3) {
			ck_assert_int_eq(pos.priv.cell[i], LF_EMPTY);
			inside++;
		} else
			ck_assert_int_eq(pos.priv.cell[i], LF_OFF);
	}
	ck_assert_int_eq(inside, 15);
}
END_TEST

/* A size the board cannot have is refused and changes nothing: LF_EINVAL
 * below 1, LF_ELIMIT beyond the limits, a message or, with a NULL
 * record, the status alone. */
START_TEST(test_board_clear_refuses)
{
	static struct lf_position pos;
	static const int bad[][3] = {
		{ 0, 1, LF_EINVAL }, { 1, 0, LF_EINVAL }, { -1, 5, LF_EINVAL },
		{ INT32_MIN, 1, LF_EINVAL }, { 65, 1, LF_ELIMIT },
		{ 1, 65, LF_ELIMIT }, { INT32_MAX, INT32_MAX, LF_ELIMIT }
	};
	struct lf_error err;
	size_t i;

	ck_assert_int_eq(lf_board_clear(&pos, 5, 3, NULL), LF_OK);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		lf_error_clear(&err);
		ck_assert_int_eq(lf_board_clear(&pos, bad[i][0], bad[i][1],
		    &err), bad[i][2]);
		ck_assert_int_eq(err.status, bad[i][2]);
		ck_assert_int_eq(lf_board_clear(&pos, bad[i][0], bad[i][1],
		    NULL), bad[i][2]);
	}
	ck_assert_str_eq(err.message, "board size 2147483647x2147483647 is "
	    "out of range (1x1 to 64x64)");
	ck_assert_int_eq(pos.width, 5);
	ck_assert_int_eq(pos.height, 3);
	ck_assert_int_eq(lf_cell_count(&pos), 15);
}
END_TEST

/* Names need room for the letters and the NUL; otherwise LF_EINVAL, an
 * empty string and no overflow, with a message or, with a NULL record,
 * the status alone; a negative column has no name. */
START_TEST(test_name_buffer_too_small)
{
	static struct lf_position pos;
	struct lf_error err;
	char name[8];

	memset(name, '*', sizeof name);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_column_name(0, name, 1, &err), LF_EINVAL);
	ck_assert_str_eq(err.message,
	    "1 bytes cannot hold the name of column 0 and a NUL");
	ck_assert_str_eq(name, "");
	ck_assert_int_eq(name[1], '*');
	ck_assert_int_eq(lf_column_name(26, name, 2, NULL), LF_EINVAL);
	ck_assert_int_eq(name[2], '*');
	ck_assert_int_eq(lf_column_name(0, name, 0, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_column_name(26, name, 3, &err), LF_OK);
	ck_assert_str_eq(name, "aa");
	ck_assert_int_eq(lf_column_name(-1, name, sizeof name, &err),
	    LF_EINVAL);
	ck_assert_str_eq(err.message, "column -1 is negative");
	ck_assert_str_eq(name, "");
	ck_assert_int_eq(lf_column_name(INT32_MIN, name, sizeof name, NULL),
	    LF_EINVAL);
	ck_assert_int_eq(lf_column_name(INT32_MAX, name, sizeof name, NULL),
	    LF_OK);
	ck_assert_str_eq(name, "fxshrxx");
	ck_assert_int_eq(lf_board_clear(&pos, 64, 64, NULL), LF_OK);
	ck_assert_int_eq(lf_square_name(&pos, lf_index(63, 0), name, 4, &err),
	    LF_EINVAL);
	ck_assert_str_eq(err.message,
	    "4 bytes cannot hold the name of square bl64 and a NUL");
	ck_assert_str_eq(name, "");
	ck_assert_int_eq(lf_square_name(&pos, lf_index(63, 0), name, 4, NULL),
	    LF_EINVAL);
	ck_assert_int_eq(lf_square_name(&pos, lf_index(63, 0), name, 5, &err),
	    LF_OK);
	ck_assert_str_eq(name, "bl64");
}
END_TEST

/* An index that is no cell has no name: 0 and an empty string, for the
 * border, a '#' place and indices outside the array. */
START_TEST(test_name_not_a_cell)
{
	static struct lf_position pos;
	const int bad[] = { -1, 0, LF_CELLS, INT32_MAX, INT32_MIN,
	    lf_index(1, 1), lf_index(3, 0), lf_index(0, 3), lf_index(-1, 2) };
	struct lf_error err;
	char name[16];
	size_t i;

	parse_board_ok("jumps=orth chain=free opening=none removal=any",
	    "111/1#1/111", &pos);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		memset(name, '*', sizeof name);
		ck_assert_int_eq(lf_square_name(&pos, bad[i], name,
		    sizeof name, &err), LF_EINVAL);
		ck_assert_str_eq(name, "");
		ck_assert_int_eq(err.status, LF_EINVAL);
		ck_assert_int_eq(lf_square_name(&pos, bad[i], name,
		    sizeof name, NULL), LF_EINVAL);
	}
	ck_assert_int_eq(lf_square_name(&pos, lf_index(2, 2), name,
	    sizeof name, NULL), LF_OK);
	ck_assert_str_eq(name, "c1");
}
END_TEST

/* A board built with lf_board_clear() and lf_set_cell() is the same
 * position, bit rows included, as the line that describes it; lf_cell()
 * reads every square back, LF_OFF outside the box. */
START_TEST(test_set_cell)
{
	static struct lf_position built, parsed, before;
	static const char *rows[] = { "1.2", "3#.", "..9" };
	struct lf_error err;
	struct lf_buf line;
	int r, c, v;

	parse_board_ok("jumps=orth chain=free opening=none removal=any",
	    "1.2/3#./..9", &parsed);
	memset(&built, 0, sizeof built);
	built.rules = parsed.rules;
	ck_assert_int_eq(lf_board_clear(&built, 3, 3, NULL), LF_OK);
	for (r = 0; r < 3; r++)
		for (c = 0; c < 3; c++) {
			v = rows[r][c] == '.' ? LF_EMPTY : rows[r][c] == '#' ?
			    LF_OFF : rows[r][c] - '0';
			ck_assert_int_eq(lf_set_cell(&built, lf_index(c, r), v,
			    &err), LF_OK);
			ck_assert_int_eq(lf_cell(&built, lf_index(c, r)), v);
		}
	ck_assert(memcmp(&built.priv, &parsed.priv, sizeof built.priv) == 0);
	lf_buf_init(&line);
	ck_assert_int_eq(lf_position_format(&built, &line, NULL), LF_OK);
	ck_assert_ptr_nonnull(strstr(line.data, " board=1.2/3#./..9"));
	lf_buf_free(&line);
	ck_assert_int_eq(lf_cell(&built, lf_index(3, 0)), LF_OFF);
	ck_assert_int_eq(lf_cell(&built, lf_index(0, 3)), LF_OFF);
	ck_assert_int_eq(lf_cell(&built, -1), LF_OFF);
	ck_assert_int_eq(lf_cell(&built, INT32_MAX), LF_OFF);
	/* A cell taken out of the shape comes back as a piece. */
	ck_assert_int_eq(lf_set_cell(&built, lf_index(0, 0), LF_OFF, NULL),
	    LF_OK);
	ck_assert_int_eq(lf_on_board(&built, lf_index(0, 0)), 0);
	ck_assert_int_eq(lf_set_cell(&built, lf_index(0, 0), 1, NULL), LF_OK);
	ck_assert(memcmp(&built.priv, &parsed.priv, sizeof built.priv) == 0);
	/* Refused, the position untouched: outside the box, contents that
	 * no cell holds. */
	before = built;
	ck_assert_int_eq(lf_set_cell(&built, lf_index(3, 0), 1, &err),
	    LF_EINVAL);
	ck_assert_ptr_nonnull(strstr(err.message, "not in the 3x3 board"));
	ck_assert_int_eq(lf_set_cell(&built, -1, 1, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_set_cell(&built, LF_CELLS, 1, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_set_cell(&built, lf_index(0, 0), 10, &err),
	    LF_EINVAL);
	ck_assert_ptr_nonnull(strstr(err.message, "no cell's contents"));
	ck_assert_int_eq(lf_set_cell(&built, lf_index(0, 0), -1, NULL),
	    LF_EINVAL);
	ck_assert_int_eq(lf_set_cell(&built, lf_index(0, 0), LF_OFF + 1,
	    NULL), LF_EINVAL);
	ck_assert(memcmp(&built, &before, sizeof built) == 0);
}
END_TEST

/* Very long letter runs and row numbers are off the board, not an
 * overflow. */
START_TEST(test_square_huge)
{
	static struct lf_position pos;

	ck_assert_int_eq(lf_board_clear(&pos, 64, 64, NULL), LF_OK);
	square_bad(&pos, "bm1", 1);
	square_bad(&pos, "a65", 2);
	square_bad(&pos, "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz1", 1);
	square_bad(&pos, "a99999999999999999999999999999999999999", 2);
	square_bad(&pos, "a2147483648", 2);
	square_bad(&pos, "a4294967297", 2);
}
END_TEST

/* A square name is only looked at up to len: a move's squares are cut
 * out of a longer text. */
START_TEST(test_square_length)
{
	static struct lf_position pos;
	struct lf_error err;
	int index = -1;

	ck_assert_int_eq(lf_board_clear(&pos, 8, 8, NULL), LF_OK);
	ck_assert_int_eq(lf_square_parse(&pos, "c3-c5", 2, &index, &err),
	    LF_OK);
	ck_assert_int_eq(index, lf_index(2, 5));
}
END_TEST

/* On the largest board one step from any cell stays inside the array on
 * the sentinel border, and a jump's landing cell (two steps, over a real
 * cell) stays inside the array too, for every kind of jump. */
START_TEST(test_padding)
{
	static struct lf_position pos;
	enum lf_jumps j;
	int r, c, i, n, checked = 0, bad = 0;
	char first[128] = "";
	const struct lf_direction *dirs;

	/* Every neighbour of every cell of the largest board is inside the
	 * array, and so is the cell beyond it when the neighbour is a cell;
	 * a neighbour that is no cell is the border.  Checked in plain C and
	 * asserted once: an assertion per case would be 45,000 of them, each
	 * a write to Check's pipe. */
	ck_assert_int_eq(lf_board_clear(&pos, 64, 64, NULL), LF_OK);
	for (j = LF_JUMPS_ORTH; j < LF_JUMPS_COUNT; j++) {
		n = lf_directions(j, &dirs);
		for (r = 0; r < 64; r++)
			for (c = 0; c < 64; c++)
				for (i = 0; i < n; i++) {
					int step = dirs[i].offset;
					int one = lf_index(c, r) + step;
					int two = one + step;
					int ok;

					checked++;
					if (one < 0 || one >= LF_CELLS)
						ok = 0;
					else if (lf_on_board(&pos, one))
						ok = two >= 0 && two < LF_CELLS;
					else
						ok = pos.priv.cell[one] ==
						    LF_OFF;
					if (!ok && bad++ == 0)
						snprintf(first, sizeof first,
						    "jumps %d, row %d, "
						    "column %d, direction "
						    "%d", (int)j, r, c, i);
				}
	}
	ck_assert_int_eq(checked, 64 * 64 * (4 + 8 + 6));
	ck_assert_msg(bad == 0, "%d cases out of the array or off the "
	    "border, the first at %s", bad, first);
}
END_TEST

/* The portable lowest set bit and bit count of bits_int.h agree with a
 * plain loop on every single bit, on words of every count of low bits,
 * and on words from the documented generator. */
START_TEST(test_bit_fallbacks)
{
	struct lf_random rng;
	uint64_t x;
	int i, n, want;

	for (i = 0; i < 64; i++) {
		ck_assert_int_eq(lf_ctz64(UINT64_C(1) << i), i);
		ck_assert_int_eq(lf_ctz64(~UINT64_C(0) << i), i);
		ck_assert_int_eq(lf_popcount64(UINT64_C(1) << i), 1);
		ck_assert_int_eq(lf_popcount64(~UINT64_C(0) >> i), 64 - i);
	}
	ck_assert_int_eq(lf_popcount64(0), 0);
	lf_random_seed(&rng, 64);
	for (n = 0; n < 10000; n++) {
		x = lf_random_next(&rng) >> (n % 64);
		if (x == 0)
			continue;
		for (want = 0, i = 0; i < 64; i++)
			want += (int)(x >> i & 1);
		ck_assert_int_eq(lf_popcount64(x), want);
		for (i = 0; !(x >> i & 1); i++)
			;
		ck_assert_int_eq(lf_ctz64(x), i);
	}
}
END_TEST

/* The bit row of row r's cells holding value v, read cell by cell. */
static uint64_t
same_value(const struct lf_position *pos, int r, int v)
{
	uint64_t bits = 0;
	int c;

	for (c = 0; c < pos->width; c++)
		bits |= (uint64_t)(pos->priv.cell[lf_cell_at(c, r)] == v) << c;
	return bits;
}

/* lf_position_sync() makes the bit rows of the cells, eight at a time:
 * on boards of every width from 1 to 64 (the last one read to the end of
 * cell[]), with every kind of cell (empty, pieces of 1 to 9, no cell)
 * and every run of a kind, as a cell by cell reading finds them; and so
 * are the rows of each value (lf_value_bits()) and the lowest value. */
START_TEST(test_sync)
{
	static const unsigned char kinds[] = { LF_EMPTY, 1, 2, 4, 8, 9,
	    LF_OFF };
	static struct lf_position pos;
	struct lf_random rng;
	uint64_t piece, empty;
	int width, height, r, c, v, round, value, low;

	lf_random_seed(&rng, 8);
	for (round = 0; round < 4; round++)
		for (width = 1; width <= LF_MAX_WIDTH; width++) {
			height = round == 3 ? LF_MAX_HEIGHT : 1 + width % 7;
			memset(&pos, 0, sizeof pos);
			lf_board_blank(&pos, width, height);
			for (r = 0; r < height; r++)
				for (c = 0; c < width; c++)
					pos.priv.cell[lf_cell_at(c, r)] =
					    kinds[round == 0 ?
					    (uint64_t)((c / 3 + r) % 7) :
					    lf_random_below(&rng, 7)];
			lf_position_sync(&pos);
			low = 0;
			for (r = 0; r < height; r++) {
				piece = empty = 0;
				for (c = 0; c < width; c++) {
					v = pos.priv.cell[lf_cell_at(c, r)];
					piece |= (uint64_t)(v >= 1 && v <= 9)
					    << c;
					empty |= (uint64_t)(v == LF_EMPTY) << c;
					if (v >= 1 && v <= 9 &&
					    (low == 0 || v < low))
						low = v;
				}
				for (value = 1; value <= LF_MAX_VALUE; value++)
					ck_assert_uint_eq(lf_value_bits(&pos, r,
					    value), same_value(&pos, r, value));
				ck_assert_msg(pos.priv.piece_bits[r + 2] ==
				    piece && pos.priv.empty_bits[r + 2] ==
				    empty, "width %d, row %d: pieces %llx, "
				    "empty %llx", width, r, (unsigned long long)
				    pos.priv.piece_bits[r + 2],
				    (unsigned long long)pos.priv.empty_bits[
				    r + 2]);
			}
			ck_assert_uint_eq(pos.priv.piece_bits[height + 2], 0);
			ck_assert_uint_eq(pos.priv.empty_bits[1], 0);
			ck_assert_int_eq(lf_lowest_value(&pos), low);
		}
}
END_TEST

/* The suite for board.c. */
static Suite *
board_suite(void)
{
	Suite *s = suite_create("board");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_index_round_trip);
	tcase_add_test(core, test_column_names);
	tcase_add_test(core, test_square_names);
	tcase_add_test(core, test_square_parse);
	tcase_add_test(core, test_square_round_trip);
	tcase_add_test(core, test_square_errors);
	tcase_add_test(core, test_directions_orth);
	tcase_add_test(core, test_directions_diag8);
	tcase_add_test(core, test_directions_hex);
	tcase_add_test(core, test_hex_neighbours_by_name);
	tcase_add_test(core, test_counts);
	tcase_add_test(core, test_on_board);
	tcase_add_test(core, test_board_clear);
	tcase_add_test(limits, test_board_clear_refuses);
	tcase_add_test(core, test_bit_fallbacks);
	suite_add_tcase(s, core);

	tcase_add_test(limits, test_name_buffer_too_small);
	tcase_add_test(limits, test_name_not_a_cell);
	tcase_add_test(limits, test_set_cell);
	tcase_add_test(limits, test_square_huge);
	tcase_add_test(limits, test_square_length);
	tcase_add_test(limits, test_padding);
	tcase_add_test(limits, test_sync);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(board_suite)
