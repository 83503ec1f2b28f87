/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_move.c: Check suite for lib/game/move.c: move notation ("e5",
 * "c3-c5-e5") is parsed in either case into the right board indices and
 * formatted back in lowercase, columns go on from z to aa, every
 * malformed move is rejected with a message naming the fault at the
 * right column, a route is limited to LF_MAX_ROUTE squares, and the
 * handles of lf_move_new() hold routes of any length. */
#include "config.h"

#include <stdio.h>

#include "check_util.h"

/* A position of the given board, with the other fields fixed: move
 * notation depends only on the board's size and shape. */
static void
board_from(const char *rows, struct lf_position *pos)
{
	parse_board_ok("jumps=orth chain=free opening=none removal=any", rows,
	    pos);
}

/* Parse a move of len bytes that must be valid, into *move; failure
 * messages quote at most 80 bytes, so that they fit Check's pipe. */
static void
parse_len_ok(const struct lf_position *pos, const char *text, size_t len,
    struct lf_move *move)
{
	struct lf_error err;

	lf_error_clear(&err);
	ck_assert_msg(lf_move_parse(pos, text, len, move, &err) == LF_OK,
	    "move '%.*s' rejected at column %d: %s",
	    (int)(len > 80 ? 80 : len), text, err.column, err.message);
}

/* Parse a NUL-terminated move that must be valid. */
static void
parse_move_ok(const struct lf_position *pos, const char *text,
    struct lf_move *move)
{
	parse_len_ok(pos, text, strlen(text), move);
}

/* Format a route and check it reads want. */
static void
expect_format(const struct lf_position *pos, uint16_t *square, int length,
    const char *want)
{
	struct lf_buf out;

	lf_buf_init(&out);
	lf_move_format(pos, ROUTE_MOVE(square, length), &out, NULL);
	ck_assert_int_eq(out.failed, 0);
	ck_assert_ptr_nonnull(out.data);
	ck_assert_str_eq(out.data, want);
	ck_assert_uint_eq(out.len, strlen(want));
	lf_buf_free(&out);
}

/* Check that text of len bytes is rejected with status st at column,
 * with a lowercase message that contains fragment (failure messages
 * quote at most 80 bytes of text), and with the same status when there
 * is no error record (err may always be NULL). */
static void
expect_bad_len(const struct lf_position *pos, const char *text, size_t len,
    enum lf_status st, int column, const char *fragment)
{
	LF_MOVE_STATIC(move);
	struct lf_error err;
	enum lf_status got;
	int shown;

	lf_error_clear(&err);
	got = lf_move_parse(pos, text, len, &move, &err);
	shown = (int)(len > 80 ? 80 : len);
	ck_assert_msg(got == st, "move '%.*s': status %d, want %d (%s)",
	    shown, text, got, st, err.message);
	ck_assert_int_eq(err.status, st);
	ck_assert_msg(err.column == column, "move '%.*s': column %d, want %d "
	    "(%s)", shown, text, err.column, column, err.message);
	ck_assert_msg(strstr(err.message, fragment) != NULL,
	    "move '%.*s': message '%s' lacks '%s'", shown, text,
	    err.message, fragment);
	ck_assert_msg(err.message[0] != '\0' &&
	    !(err.message[0] >= 'A' && err.message[0] <= 'Z'),
	    "message '%s' is empty or starts with a capital", err.message);
	ck_assert_int_eq(lf_move_parse(pos, text, len, &move, NULL), st);
}

/* expect_bad_len() for a NUL-terminated move, always LF_EINVAL. */
static void
expect_bad(const struct lf_position *pos, const char *text, int column,
    const char *fragment)
{
	expect_bad_len(pos, text, strlen(text), LF_EINVAL, column, fragment);
}

/* A removal is one square: e5 on a 5 x 5 board is the top-right cell,
 * column 4 and row 0 from the top, and a1 the bottom-left one. */
START_TEST(test_parse_removal)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);

	board_from("11111/11111/11111/11111/11111", &pos);
	parse_move_ok(&pos, "e5", &move);
	ck_assert_int_eq(move.length, 1);
	ck_assert_int_eq(move.square[0], lf_index(4, 0));
	parse_move_ok(&pos, "a1", &move);
	ck_assert_int_eq(move.length, 1);
	ck_assert_int_eq(move.square[0], lf_index(0, 4));
	parse_move_ok(&pos, "c2", &move);
	ck_assert_int_eq(move.length, 1);
	ck_assert_int_eq(move.square[0], lf_index(2, 3));
}
END_TEST

/* A jump is its route: c3-c5-e5 is c3 (column 2, row 2 from the top),
 * then c5 (row 0), then e5 (column 4, row 0), in that order. */
START_TEST(test_parse_route)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);

	board_from("11111/11111/11111/11111/11111", &pos);
	parse_move_ok(&pos, "c3-c5-e5", &move);
	ck_assert_int_eq(move.length, 3);
	ck_assert_int_eq(move.square[0], lf_index(2, 2));
	ck_assert_int_eq(move.square[1], lf_index(2, 0));
	ck_assert_int_eq(move.square[2], lf_index(4, 0));
	/* A route that comes back to its start keeps every square. */
	parse_move_ok(&pos, "a1-a3-c3-c1-a1", &move);
	ck_assert_int_eq(move.length, 5);
	ck_assert_int_eq(move.square[0], lf_index(0, 4));
	ck_assert_int_eq(move.square[1], lf_index(0, 2));
	ck_assert_int_eq(move.square[2], lf_index(2, 2));
	ck_assert_int_eq(move.square[3], lf_index(2, 4));
	ck_assert_int_eq(move.square[4], lf_index(0, 4));
	/* Notation is not legality: a step that is no jump still parses. */
	parse_move_ok(&pos, "a1-b1", &move);
	ck_assert_int_eq(move.length, 2);
}
END_TEST

/* Input ignores case: every mix of cases gives the same squares as the
 * lowercase move. */
START_TEST(test_parse_case)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(lower); LF_MOVE_STATIC(upper);
	static const char *const mixed[] = {
		"C3-C5-E5", "c3-C5-e5", "C3-c5-E5"
	};
	size_t i;

	board_from("11111/11111/11111/11111/11111", &pos);
	parse_move_ok(&pos, "c3-c5-e5", &lower);
	for (i = 0; i < sizeof mixed / sizeof mixed[0]; i++) {
		parse_move_ok(&pos, mixed[i], &upper);
		ck_assert_int_eq(upper.length, lower.length);
		ck_assert_int_eq(memcmp(upper.square, lower.square,
		    (size_t)lower.length * sizeof lower.square[0]), 0);
	}
	parse_move_ok(&pos, "E5", &upper);
	ck_assert_int_eq(upper.length, 1);
	ck_assert_int_eq(upper.square[0], lf_index(4, 0));
}
END_TEST

/* Spaces and tabs around a move and one final carriage return are
 * allowed (leapfrog(3)), so a move line read with its CR still parses. */
START_TEST(test_parse_blanks)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);
	static const char *const texts[] = {
		" a1-c1", "\ta1-c1", "a1-c1 ", "a1-c1\t", "a1-c1\r",
		" \t a1-c1 \t\r", "a1-c1 \r"
	};
	size_t i;

	board_from("111/111/111", &pos);
	for (i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		parse_move_ok(&pos, texts[i], &move);
		ck_assert_int_eq(move.length, 2);
		ck_assert_int_eq(move.square[0], lf_index(0, 2));
		ck_assert_int_eq(move.square[1], lf_index(2, 2));
	}
}
END_TEST

/* Output is lowercase, squares joined by '-', and is appended to what
 * the buffer already holds. */
START_TEST(test_format)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);
	uint16_t route[3];
	struct lf_buf out;

	board_from("11111/11111/11111/11111/11111", &pos);
	route[0] = (uint16_t)lf_index(4, 0);
	expect_format(&pos, route, 1, "e5");
	route[0] = (uint16_t)lf_index(2, 2);
	route[1] = (uint16_t)lf_index(2, 0);
	route[2] = (uint16_t)lf_index(4, 0);
	expect_format(&pos, route, 3, "c3-c5-e5");
	/* An uppercase move comes back in lowercase. */
	parse_move_ok(&pos, "A1-A3-C3", &move);
	expect_format(&pos, move.square, move.length, "a1-a3-c3");
	/* Appending: the buffer keeps its earlier text. */
	lf_buf_init(&out);
	lf_buf_puts(&out, "move ");
	lf_move_format(&pos, ROUTE_MOVE(route, 2), &out, NULL);
	ck_assert_int_eq(out.failed, 0);
	ck_assert_str_eq(out.data, "move c3-c5");
	lf_buf_free(&out);
}
END_TEST

/* Columns go a ... z, then aa, ab, ...: on a 30 x 2 board the 26th to
 * 30th columns are z, aa, ab, ac and ad, in either case. */
START_TEST(test_columns_beyond_z)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);

	board_from("111111111111111111111111111111/"
	    "111111111111111111111111111111", &pos);
	parse_move_ok(&pos, "z1-ab1", &move);
	ck_assert_int_eq(move.length, 2);
	ck_assert_int_eq(move.square[0], lf_index(25, 1));
	ck_assert_int_eq(move.square[1], lf_index(27, 1));
	expect_format(&pos, move.square, move.length, "z1-ab1");
	parse_move_ok(&pos, "AA2-Ac2-ad2", &move);
	ck_assert_int_eq(move.length, 3);
	ck_assert_int_eq(move.square[0], lf_index(26, 0));
	ck_assert_int_eq(move.square[1], lf_index(28, 0));
	ck_assert_int_eq(move.square[2], lf_index(29, 0));
	expect_format(&pos, move.square, move.length, "aa2-ac2-ad2");
	/* ae is column 31, one beyond this board. */
	expect_bad(&pos, "ad1-ae1", 5, "square 'ae1' is off the board: its "
	    "column is beyond the board's 30");
}
END_TEST

/* Format then parse is the identity on every square of a 40 x 30 board,
 * where columns and rows cannot be mistaken for each other, also when
 * the squares are joined into one long route. */
START_TEST(test_round_trip)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);
	static uint16_t route[40 * 30];
	struct lf_buf out;
	int r, c, n = 0;

	ck_assert_int_eq(lf_board_clear(&pos, 40, 30, NULL), LF_OK);
	for (r = 0; r < 30; r++)
		for (c = 0; c < 40; c++) {
			route[n] = (uint16_t)lf_index(c, r);
			lf_buf_init(&out);
			lf_move_format(&pos, ROUTE_MOVE(route + n, 1), &out,
			    NULL);
			ck_assert_int_eq(out.failed, 0);
			parse_len_ok(&pos, out.data, out.len, &move);
			ck_assert_int_eq(move.length, 1);
			ck_assert_int_eq(move.square[0], route[n]);
			lf_buf_free(&out);
			n++;
		}
	lf_buf_init(&out);
	lf_move_format(&pos, ROUTE_MOVE(route, n), &out, NULL);
	ck_assert_int_eq(out.failed, 0);
	ck_assert_ptr_null(strpbrk(out.data, "ABCDEFGHIJKLMNOPQRSTUVWXYZ "));
	parse_len_ok(&pos, out.data, out.len, &move);
	ck_assert_int_eq(move.length, n);
	ck_assert_int_eq(memcmp(move.square, route, sizeof route), 0);
	lf_buf_free(&out);
}
END_TEST

/* Faults of the move itself: nothing, a missing square, a trailing
 * '-'; the column is that of the fault, counted from 1 at the start of
 * the text, blanks included. */
START_TEST(test_errors_notation)
{
	static struct lf_position pos;

	board_from("11111/11111/11111/11111/11111", &pos);
	expect_bad(&pos, "", 1, "empty move");
	/* Blanks alone are an empty move too, reported at the start. */
	expect_bad(&pos, " \t \r", 1, "empty move");
	/* A '-' with no square before it: at the start, doubled, after
	 * blanks. */
	expect_bad(&pos, "-a1", 1, "missing square in move '-a1'");
	expect_bad(&pos, "a1--c1", 4, "missing square in move 'a1--c1'");
	expect_bad(&pos, "a1-c1--e1", 7, "missing square");
	expect_bad(&pos, "  -a1", 3, "missing square");
	/* A '-' with no square after it: the column just past it. */
	expect_bad(&pos, "a1-", 4, "move 'a1-' ends with '-'");
	expect_bad(&pos, "a1-c1-", 7, "move 'a1-c1-' ends with '-'");
	expect_bad(&pos, " a1-\r", 5, "ends with '-'");
	expect_bad(&pos, "-", 1, "missing square");
}
END_TEST

/* Faults inside a square are reported at their own column plus the
 * square's offset in the move, so a fault in the third square of a
 * route names a column in the third square. */
START_TEST(test_errors_square_columns)
{
	static struct lf_position pos;

	board_from("11111/11111/11111/11111/11111", &pos);
	/* No column letter: the first character of the square. */
	expect_bad(&pos, "1a", 1, "square '1a' does not start with a column "
	    "letter");
	expect_bad(&pos, "a1-1c", 4, "square '1c' does not start with a "
	    "column letter");
	/* Blanks inside a route are not allowed: " c1" is no square. */
	expect_bad(&pos, "a1- c1", 4, "does not start with a column letter");
	/* No row number: just after the letters. */
	expect_bad(&pos, "a1-c", 5, "square 'c' has no row number");
	expect_bad(&pos, "a1-c3-e", 8, "square 'e' has no row number");
	/* Row 0 and leading zeros: at the zero. */
	expect_bad(&pos, "a0", 2, "row number of square 'a0' starts with 0");
	expect_bad(&pos, "a1-c01", 5, "row number of square 'c01' starts "
	    "with 0");
	/* Trailing garbage: at the bad character. */
	expect_bad(&pos, "a1-c1x", 6, "unexpected character 'x' in square "
	    "'c1x'");
	expect_bad(&pos, "a1 c1", 3, "unexpected character ' ' in square "
	    "'a1 c1'");
	expect_bad(&pos, "a1-c1-e1;", 9, "unexpected character ';'");
	/* A column beyond the board: at the square's first letter. */
	expect_bad(&pos, "f1", 1, "square 'f1' is off the board: its column "
	    "is beyond the board's 5");
	expect_bad(&pos, "a1-c1-f1", 7, "its column is beyond the board's 5");
	expect_bad(&pos, "  a1-aa1", 6, "square 'aa1' is off the board");
	/* A row beyond the board: at the row number. */
	expect_bad(&pos, "a6", 2, "square 'a6' is off the board: its row is "
	    "beyond the board's 5");
	expect_bad(&pos, "a1-a99", 5, "its row is beyond the board's 5");
}
END_TEST

/* A '#' place is no cell and cannot be named in a move, as a removal or
 * anywhere in a route; the column is that of the square. */
START_TEST(test_errors_shape)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);

	board_from("1#1/111/#11", &pos);
	expect_bad(&pos, "b3", 1, "square 'b3' is not a cell of the board's "
	    "shape");
	expect_bad(&pos, "a1", 1, "square 'a1' is not a cell of the board's "
	    "shape");
	expect_bad(&pos, "c3-a3-b3", 7, "square 'b3' is not a cell");
	/* The cells around the holes are fine. */
	parse_move_ok(&pos, "a3-a2-c3", &move);
	ck_assert_int_eq(move.length, 3);
}
END_TEST

/* Bytes that are not letters, digits or '-' are rejected, non-printable
 * ones shown as '?', and the text is read only up to len, NUL bytes
 * included. */
START_TEST(test_errors_bytes)
{
	static struct lf_position pos;

	board_from("111/111/111", &pos);
	expect_bad_len(&pos, "a1\0", 3, LF_EINVAL, 3, "unexpected character "
	    "'?'");
	expect_bad_len(&pos, "a1-\0c1", 6, LF_EINVAL, 4, "does not start "
	    "with a column letter");
	expect_bad(&pos, "a1\r-c1", 3, "unexpected character '?'");
	expect_bad(&pos, "a1\xc3\xa9", 3, "unexpected character '?'");
	expect_bad(&pos, "a1+c1", 3, "unexpected character '+'");
	expect_bad(&pos, "a1_", 3, "unexpected character '_'");
}
END_TEST

/* lf_move_format() refuses a route it cannot name: no squares, too
 * many, or a square that is no cell (off the board, a '#' place, the
 * border), appending nothing; err may be NULL. */
START_TEST(test_format_refuses)
{
	static struct lf_position pos;
	static uint16_t sq[LF_MAX_ROUTE + 1];
	struct lf_error err;
	struct lf_buf out;
	const int bad[] = { 0, LF_CELLS, UINT16_MAX, lf_index(1, 0),
	    lf_index(3, 0), lf_index(0, 3), lf_index(-1, 0) };
	size_t i;

	board_from("1#1/111/#11", &pos);
	lf_buf_init(&out);
	lf_buf_add(&out, "", 0);
	lf_error_clear(&err);
	sq[0] = (uint16_t)lf_index(0, 0);
	ck_assert_int_eq(lf_move_format(&pos, ROUTE_MOVE(sq, 0), &out, &err),
	    LF_EINVAL);
	ck_assert_ptr_nonnull(strstr(err.message, "a move has 1 to"));
	ck_assert_int_eq(lf_move_format(&pos, ROUTE_MOVE(sq, -3), &out, NULL),
	    LF_EINVAL);
	ck_assert_int_eq(lf_move_format(&pos, ROUTE_MOVE(sq, LF_MAX_ROUTE + 1),
	    &out, NULL), LF_EINVAL);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		sq[1] = (uint16_t)bad[i];
		lf_error_clear(&err);
		ck_assert_int_eq(lf_move_format(&pos, ROUTE_MOVE(sq, 2), &out,
		    &err), LF_EINVAL);
		ck_assert_msg(strstr(err.message, "square 2 of the route") !=
		    NULL, "%s", err.message);
		ck_assert_int_eq(lf_move_format(&pos, ROUTE_MOVE(sq, 2), &out,
		    NULL), LF_EINVAL);
	}
	ck_assert_uint_eq(out.len, 0);
	sq[1] = (uint16_t)lf_index(0, 1);
	ck_assert_int_eq(lf_move_format(&pos, ROUTE_MOVE(sq, 2), &out, NULL),
	    LF_OK);
	ck_assert_str_eq(out.data, "a3-a2");
	lf_buf_free(&out);
}
END_TEST

/* The largest board, 64 x 64: its last column is bl, and every square
 * formats and parses back; bm is beyond it. */
START_TEST(test_largest_board)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);
	char name[16];
	struct lf_buf out;
	int r, c;

	ck_assert_int_eq(lf_board_clear(&pos, LF_MAX_WIDTH, LF_MAX_HEIGHT,
	    NULL),
	    LF_OK);
	parse_move_ok(&pos, "BL64-bl62-bj62", &move);
	ck_assert_int_eq(move.length, 3);
	ck_assert_int_eq(move.square[0], lf_index(63, 0));
	ck_assert_int_eq(move.square[1], lf_index(63, 2));
	ck_assert_int_eq(move.square[2], lf_index(61, 2));
	expect_format(&pos, move.square, move.length, "bl64-bl62-bj62");
	expect_bad(&pos, "bl64-bm64", 6, "its column is beyond the board's "
	    "64");
	expect_bad(&pos, "bl65", 3, "its row is beyond the board's 64");
	for (r = 0; r < LF_MAX_HEIGHT; r++)
		for (c = 0; c < LF_MAX_WIDTH; c++) {
			uint16_t sq = (uint16_t)lf_index(c, r);
			lf_buf_init(&out);
			lf_move_format(&pos, ROUTE_MOVE(&sq, 1), &out, NULL);
			ck_assert_int_eq(out.failed, 0);
			ck_assert_uint_le(out.len, 4);
			lf_square_name(&pos, sq, name, sizeof name, NULL);
			ck_assert_str_eq(out.data, name);
			parse_len_ok(&pos, out.data, out.len, &move);
			ck_assert_int_eq(move.length, 1);
			ck_assert_int_eq(move.square[0], sq);
			lf_buf_free(&out);
		}
}
END_TEST

/* Build a route of n squares "a1-a1-..." (3 bytes a square) in a static
 * buffer and return its length. */
static size_t
long_route(size_t n, char **text)
{
	static char buf[3 * (LF_MAX_ROUTE + 2)];
	size_t i, len = 0;

	for (i = 0; i < n; i++) {
		if (i > 0)
			buf[len++] = '-';
		buf[len++] = 'a';
		buf[len++] = '1';
	}
	buf[len] = '\0';
	*text = buf;
	return len;
}

/* A route of LF_MAX_ROUTE (4096) squares is the longest accepted and
 * formats back to the same text; one more square is LF_ELIMIT at the
 * column where the 4097th square starts, 3 * 4096 + 1. */
START_TEST(test_route_limit)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);
	char *text;
	size_t len;
	struct lf_buf out;

	board_from("1.1", &pos);
	len = long_route(LF_MAX_ROUTE, &text);
	parse_len_ok(&pos, text, len, &move);
	ck_assert_int_eq(move.length, LF_MAX_ROUTE);
	ck_assert_int_eq(move.square[LF_MAX_ROUTE - 1], lf_index(0, 0));
	lf_buf_init(&out);
	lf_move_format(&pos, &move, &out, NULL);
	ck_assert_int_eq(out.failed, 0);
	ck_assert_uint_eq(out.len, len);
	ck_assert_int_eq(memcmp(out.data, text, len), 0);
	lf_buf_free(&out);
	len = long_route(LF_MAX_ROUTE + 1, &text);
	expect_bad_len(&pos, text, len, LF_ELIMIT, 3 * LF_MAX_ROUTE + 1,
	    "route longer than 4096 squares");
	/* The limit is checked before the square is read: a bad 4097th
	 * square is still a route too long. */
	text[len - 1] = '0';
	expect_bad_len(&pos, text, len, LF_ELIMIT, 3 * LF_MAX_ROUTE + 1,
	    "route longer than 4096 squares");
}
END_TEST

/* Only len bytes are read: a route cut out of a longer text, and a text
 * with no NUL at its end. */
START_TEST(test_parse_length)
{
	static struct lf_position pos;
	LF_MOVE_STATIC(move);
	static const char unterminated[5] = { 'a', '1', '-', 'c', '1' };

	board_from("11111/11111/11111/11111/11111", &pos);
	parse_len_ok(&pos, "a1-c1-e1", 5, &move);
	ck_assert_int_eq(move.length, 2);
	ck_assert_int_eq(move.square[1], lf_index(2, 4));
	parse_len_ok(&pos, unterminated, sizeof unterminated, &move);
	ck_assert_int_eq(move.length, 2);
	/* Cut just after a '-': the move ends with it. */
	expect_bad_len(&pos, "a1-c1", 3, LF_EINVAL, 4, "ends with '-'");
	expect_bad_len(&pos, "a1", 0, LF_EINVAL, 1, "empty move");
}
END_TEST

/* A long bad move is quoted in the message cut to 40 bytes, so the
 * message always fits its 256 bytes and names the start of the move. */
START_TEST(test_long_message)
{
	static struct lf_position pos;
	static struct lf_error err;
	LF_MOVE_STATIC(move);
	char *text;
	size_t len;
	char want[64];

	board_from("1.1", &pos);
	len = long_route(500, &text);
	text[len++] = '-';
	text[len] = '\0';
	expect_bad_len(&pos, text, len, LF_EINVAL, (int)len + 1,
	    "ends with '-'");
	snprintf(want, sizeof want, "move '%.40s' ends with '-'", text);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_move_parse(&pos, text, len, &move, &err),
	    LF_EINVAL);
	ck_assert_str_eq(err.message, want);
	ck_assert_uint_lt(strlen(err.message), sizeof err.message);
}
END_TEST

/* A move made by lf_move_new() holds no route, grows with the routes
 * parsed or set into it, keeps its memory between uses, is read through
 * its accessors, and holds no route after a failed parse. */
START_TEST(test_handle)
{
	static struct lf_position pos;
	static uint16_t many[LF_MAX_ROUTE + 1];
	struct lf_move *move;
	char *text;
	size_t len;
	int i;

	board_from("1.1", &pos);
	ck_assert_int_eq(lf_move_new(&move, NULL), LF_OK);
	ck_assert_int_eq(lf_move_length(move), 0);
	parse_move_ok(&pos, "c1", move);
	ck_assert_int_eq(lf_move_length(move), 1);
	ck_assert_int_eq(lf_move_squares(move)[0], lf_index(2, 0));
	/* The longest route grows the move from its first room. */
	len = long_route(LF_MAX_ROUTE, &text);
	parse_len_ok(&pos, text, len, move);
	ck_assert_int_eq(lf_move_length(move), LF_MAX_ROUTE);
	ck_assert_int_eq(lf_move_squares(move)[LF_MAX_ROUTE - 1],
	    lf_index(0, 0));
	expect_bad_len(&pos, "a1-d1", 5, LF_EINVAL, 4, "off the board");
	ck_assert_int_eq(lf_move_parse(&pos, "a1-d1", 5, move, NULL),
	    LF_EINVAL);
	ck_assert_int_eq(lf_move_length(move), 0);
	/* lf_move_set copies a route of 1 to LF_MAX_ROUTE squares. */
	for (i = 0; i <= LF_MAX_ROUTE; i++)
		many[i] = (uint16_t)lf_index(i % 2 ? 2 : 0, 0);
	ck_assert_int_eq(lf_move_set(move, many, 3, NULL), LF_OK);
	ck_assert_int_eq(lf_move_length(move), 3);
	ck_assert_int_eq(memcmp(lf_move_squares(move), many, 3 * sizeof *many),
	    0);
	ck_assert_int_eq(lf_move_set(move, many, LF_MAX_ROUTE, NULL), LF_OK);
	ck_assert_int_eq(lf_move_length(move), LF_MAX_ROUTE);
	ck_assert_int_eq(lf_move_set(move, many, LF_MAX_ROUTE + 1, NULL),
	    LF_EINVAL);
	ck_assert_int_eq(lf_move_set(move, many, 0, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_move_length(move), LF_MAX_ROUTE);
	lf_move_free(move);
	lf_move_free(NULL);
}
END_TEST

/* The suite for move.c. */
static Suite *
move_suite(void)
{
	Suite *s = suite_create("move");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_parse_removal);
	tcase_add_test(core, test_parse_route);
	tcase_add_test(core, test_parse_case);
	tcase_add_test(core, test_parse_blanks);
	tcase_add_test(core, test_format);
	tcase_add_test(core, test_columns_beyond_z);
	tcase_add_test(core, test_round_trip);
	tcase_add_test(core, test_errors_notation);
	tcase_add_test(core, test_errors_square_columns);
	tcase_add_test(core, test_errors_shape);
	tcase_add_test(core, test_errors_bytes);
	tcase_add_test(core, test_format_refuses);
	suite_add_tcase(s, core);

	tcase_add_test(limits, test_largest_board);
	tcase_add_test(limits, test_route_limit);
	tcase_add_test(limits, test_parse_length);
	tcase_add_test(limits, test_long_message);
	tcase_add_test(limits, test_handle);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(move_suite)
