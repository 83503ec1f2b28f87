/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_position_reject.c: the position suite's rejections: a line with
 * a wrong tag, a field missing, twice, unknown or empty, a bad name,
 * number, score, row, cell or byte, or too long, is rejected with a
 * message that names the field and column of the first fault. */
#include "config.h"

#include "check_position.h"

/* Check that the base line with key=value is rejected at offset bytes
 * into the value. */
static void
expect_bad_value(const char *key, const char *value, enum lf_status st,
    int offset, const char *fragment)
{
	const char *line = line_with(key, value);

	expect_reject(line, st, value_column(line, key) + offset, fragment);
}

/* Check that the base line with key=value is accepted. */
static void
expect_good_value(const char *key, const char *value)
{
	static struct lf_position pos;

	parse_ok(line_with(key, value), &pos);
}

/* A wrong or missing tag, or another version, is named at its column. */
START_TEST(test_reject_tag)
{
	const char *rest = " variant=traditional players=2 jumps=orth "
	    "chain=free opening=each removal=any turn=1 ply=0 score=0,0 "
	    "board=11/11";
	char line[512];

	snprintf(line, sizeof line, "LF1%s", rest);
	expect_reject(line, LF_EINVAL, 1, "tag 'lf1'");
	snprintf(line, sizeof line, "xx1%s", rest);
	expect_reject(line, LF_EINVAL, 1, "tag 'lf1'");
	snprintf(line, sizeof line, "lf%s", rest);
	expect_reject(line, LF_EINVAL, 1, "tag 'lf1'");
	snprintf(line, sizeof line, "%s", rest + 1);
	expect_reject(line, LF_EINVAL, 1, "tag 'lf1'");
	snprintf(line, sizeof line, "  lf2%s", rest);
	expect_reject(line, LF_EINVAL, 3, "version 'lf2'");
	snprintf(line, sizeof line, "lf0%s", rest);
	expect_reject(line, LF_EINVAL, 1, "version 'lf0'");
	snprintf(line, sizeof line, "lf10%s", rest);
	expect_reject(line, LF_EINVAL, 1, "version 'lf10'");
	snprintf(line, sizeof line, "lf1%s lf1", rest);
	expect_reject(line, LF_EINVAL, (int)strlen(line) - 2, "'lf1'");
	expect_reject("", LF_EINVAL, 1, "empty");
	expect_reject(" \t ", LF_EINVAL, 1, "empty");
	expect_reject("\r", LF_EINVAL, 1, "empty");
}
END_TEST

/* Leaving out any one field is an error naming it, at the line's end. */
START_TEST(test_reject_missing_field)
{
	char name[32];
	int f;

	for (f = 0; f < FIELDS; f++) {
		const char *line = line_with(keys[f], NULL);
		snprintf(name, sizeof name, "missing field '%s'", keys[f]);
		expect_reject(line, LF_EINVAL, (int)strlen(line) + 1, name);
	}
	expect_reject("lf1", LF_EINVAL, 4, "missing field 'variant'");
}
END_TEST

/* A trailing CR is not counted in the column of a missing field. */
START_TEST(test_reject_missing_field_crlf)
{
	char line[512];
	size_t len;

	snprintf(line, sizeof line, "%s\r", line_with("ply", NULL));
	len = strlen(line);
	expect_reject(line, LF_EINVAL, (int)len, "missing field 'ply'");
}
END_TEST

/* Giving any field twice is an error at the second, naming the first. */
START_TEST(test_reject_duplicate_field)
{
	char line[512], want[64];
	int f;

	for (f = 0; f < FIELDS; f++) {
		const char *base = line_with(NULL, NULL);
		int first = value_column(base, keys[f]) -
		    (int)strlen(keys[f]) - 1;
		snprintf(line, sizeof line, "%s %s=%s", base, keys[f],
		    base_values[f]);
		snprintf(want, sizeof want, "field '%s' appears twice (first "
		    "at column %d)", keys[f], first);
		expect_reject(line, LF_EINVAL, (int)strlen(base) + 2, want);
	}
}
END_TEST

/* A key the format does not define, in any case, is an unknown field. */
START_TEST(test_reject_unknown_field)
{
	char line[512];
	const char *base = line_with(NULL, NULL);

	snprintf(line, sizeof line, "lf1 colour=red%s", base + 3);
	expect_reject(line, LF_EINVAL, 5, "unknown field 'colour'");
	snprintf(line, sizeof line, "%s Board=11/11", base);
	expect_reject(line, LF_EINVAL, (int)strlen(base) + 2,
	    "unknown field 'Board'");
	snprintf(line, sizeof line, "%s =1", base);
	expect_reject(line, LF_EINVAL, (int)strlen(base) + 2,
	    "unknown field ''");
	snprintf(line, sizeof line, "lf1 scores=0,0%s", base + 3);
	expect_reject(line, LF_EINVAL, 5, "unknown field 'scores'");
}
END_TEST

/* A field without '=' is not key=value. */
START_TEST(test_reject_no_equals)
{
	char line[512];
	const char *base = line_with(NULL, NULL);

	snprintf(line, sizeof line, "lf1 players2%s", base + 3);
	expect_reject(line, LF_EINVAL, 5, "'players2' is not of the form "
	    "key=value");
	snprintf(line, sizeof line, "%s extra", base);
	expect_reject(line, LF_EINVAL, (int)strlen(base) + 2, "key=value");
}
END_TEST

/* An empty value is an error for every field, at the column after '='. */
START_TEST(test_reject_empty_value)
{
	char want[64];
	int f;

	for (f = 0; f < FIELDS; f++) {
		snprintf(want, sizeof want, "field '%s' has an empty value",
		    keys[f]);
		expect_bad_value(keys[f], "", LF_EINVAL, 0, want);
	}
}
END_TEST

/* Unknown variant and rule names, case included. */
START_TEST(test_reject_unknown_names)
{
	expect_bad_value("variant", "chess", LF_EINVAL, 0,
	    "field 'variant': unknown value 'chess'");
	expect_bad_value("variant", "Murray", LF_EINVAL, 0, "'variant'");
	expect_bad_value("jumps", "diag", LF_EINVAL, 0,
	    "field 'jumps': unknown value 'diag'");
	expect_bad_value("jumps", "hex6", LF_EINVAL, 0, "'jumps'");
	expect_bad_value("chain", "max", LF_EINVAL, 0,
	    "field 'chain': unknown value 'max'");
	expect_bad_value("opening", "all", LF_EINVAL, 0,
	    "field 'opening': unknown value 'all'");
	expect_bad_value("removal", "lowest", LF_EINVAL, 0,
	    "field 'removal': unknown value 'lowest'");
	expect_bad_value("removal", "ANY", LF_EINVAL, 0, "'removal'");
}
END_TEST

/* players is 2 to 16; turn is 1 to players. */
START_TEST(test_reject_players_and_turn)
{
	static struct lf_position pos;
	char line[512];

	expect_bad_value("players", "1", LF_EINVAL, 0,
	    "field 'players': 1 is out of range (2 to 16)");
	expect_bad_value("players", "17", LF_EINVAL, 0,
	    "field 'players': 17 is out of range");
	expect_bad_value("players", "0", LF_EINVAL, 0, "'players'");
	expect_bad_value("turn", "0", LF_EINVAL, 0,
	    "field 'turn': 0 is out of range (1 to 2)");
	expect_bad_value("turn", "3", LF_EINVAL, 0,
	    "field 'turn': 3 is out of range (1 to 2)");
	expect_good_value("turn", "2");
	snprintf(line, sizeof line, "lf1 turn=17 players=16 variant=murray "
	    "jumps=orth chain=free opening=each removal=low ply=0 "
	    "score=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 board=1");
	expect_reject(line, LF_EINVAL, 10, "field 'turn': 17 is out of "
	    "range (1 to 16)");
	memcpy(line + 9, "16", 2);
	parse_ok(line, &pos);
	ck_assert_int_eq(pos.turn, 15);
}
END_TEST

/* Numbers have no leading zero, no sign and only digits. */
START_TEST(test_reject_number_syntax)
{
	expect_bad_value("players", "02", LF_EINVAL, 0,
	    "field 'players': number '02' has a leading zero");
	expect_bad_value("turn", "01", LF_EINVAL, 0, "leading zero");
	expect_bad_value("ply", "00", LF_EINVAL, 0,
	    "field 'ply': number '00' has a leading zero");
	expect_bad_value("ply", "007", LF_EINVAL, 0, "leading zero");
	expect_bad_value("score", "00,0", LF_EINVAL, 0,
	    "field 'score': number '00' has a leading zero");
	expect_bad_value("score", "0,01", LF_EINVAL, 2, "leading zero");
	expect_bad_value("ply", "-1", LF_EINVAL, 0,
	    "field 'ply': '-' is not a digit");
	expect_bad_value("players", "-2", LF_EINVAL, 0, "'-' is not a digit");
	expect_bad_value("ply", "+1", LF_EINVAL, 0, "'+' is not a digit");
	expect_bad_value("score", "0,-1", LF_EINVAL, 2,
	    "field 'score': '-' is not a digit");
	expect_bad_value("ply", "1e3", LF_EINVAL, 1, "'e' is not a digit");
	expect_bad_value("ply", "0x10", LF_EINVAL, 1, "'x' is not a digit");
	expect_bad_value("ply", "1.0", LF_EINVAL, 1, "'.' is not a digit");
	expect_bad_value("turn", "one", LF_EINVAL, 0, "'o' is not a digit");
	expect_good_value("ply", "0");
	expect_good_value("ply", "10");
}
END_TEST

/* Numbers beyond 2147483647 are over the limit, however long. */
START_TEST(test_reject_number_overflow)
{
	char huge[1001];

	expect_good_value("ply", "2147483647");
	expect_good_value("score", "2147483647,2147483647");
	expect_bad_value("ply", "2147483648", LF_ELIMIT, 0,
	    "field 'ply': 2147483648 is out of range (0 to 2147483647)");
	expect_bad_value("score", "0,2147483648", LF_ELIMIT, 2,
	    "field 'score': 2147483648 is out of range");
	expect_bad_value("ply", "99999999999999999999", LF_ELIMIT, 0,
	    "field 'ply': 99999999999999999999 is out of range");
	expect_bad_value("ply", "18446744073709551617", LF_ELIMIT, 0, "'ply'");
	expect_bad_value("players", "4294967298", LF_ELIMIT, 0, "'players'");
	expect_bad_value("turn", "9223372036854775808", LF_ELIMIT, 0, "'turn'");
	memset(huge, '9', sizeof huge - 1);
	huge[sizeof huge - 1] = '\0';
	expect_bad_value("ply", huge, LF_ELIMIT, 0, "...");
}
END_TEST

/* Exactly one score per player, none of them empty. */
START_TEST(test_reject_scores)
{
	static struct lf_position pos;
	const char *line;

	expect_bad_value("score", "0", LF_EINVAL, 1,
	    "field 'score': 1 score for 2 players");
	expect_bad_value("score", "0,0,0", LF_EINVAL, 4,
	    "field 'score': more scores than the 2 players");
	expect_bad_value("score", "0,,0", LF_EINVAL, 2,
	    "field 'score': empty number");
	expect_bad_value("score", ",0", LF_EINVAL, 0, "empty number");
	expect_bad_value("score", "0,", LF_EINVAL, 2, "empty number");
	expect_bad_value("score", ",", LF_EINVAL, 0, "empty number");
	expect_bad_value("score", "0;0", LF_EINVAL, 1, "';' is not a digit");
	line = "lf1 variant=traditional players=3 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=0 score=5,6 board=111";
	expect_reject(line, LF_EINVAL, value_column(line, "score") + 3,
	    "2 scores for 3 players");
	parse_ok(line_with("score", "5,2147483647"), &pos);
	ck_assert_int_eq(pos.score[0], 5);
	ck_assert_int_eq(pos.score[1], LF_MAX_NUMBER);
}
END_TEST

/* Rows must all have the first row's length and none may be empty. */
START_TEST(test_reject_rows)
{
	expect_bad_value("board", "11/1", LF_EINVAL, 4,
	    "field 'board': row 2 has 1 cells, row 1 has 2");
	expect_bad_value("board", "1/11", LF_EINVAL, 3,
	    "field 'board': row 2 is longer than row 1 (1 cells)");
	expect_bad_value("board", "111/111/11/111", LF_EINVAL, 10,
	    "row 3 has 2 cells");
	expect_bad_value("board", "11//11", LF_EINVAL, 3,
	    "field 'board': row 2 is empty");
	expect_bad_value("board", "/11", LF_EINVAL, 0, "row 1 is empty");
	expect_bad_value("board", "11/", LF_EINVAL, 3, "row 2 is empty");
	expect_bad_value("board", "/", LF_EINVAL, 0, "row 1 is empty");
}
END_TEST

/* A board of n rows of the given width into out. */
static void
make_rows(char *out, size_t size, int width, int rows, char cell)
{
	size_t n = 0;
	int r, c;

	for (r = 0; r < rows; r++) {
		if (r > 0)
			out[n++] = '/';
		for (c = 0; c < width; c++)
			out[n++] = cell;
		ck_assert_uint_lt(n, size);
	}
	out[n] = '\0';
}

/* 64 columns and 64 rows are allowed; one more is over the limit and is
 * reported at the first cell beyond it. */
START_TEST(test_reject_board_size)
{
	static char rows[LINE_MAX_TEST];
	static struct lf_position pos;

	make_rows(rows, sizeof rows, 64, 64, '1');
	parse_ok(line_with("board", rows), &pos);
	ck_assert_int_eq(pos.width, 64);
	ck_assert_int_eq(pos.height, 64);
	make_rows(rows, sizeof rows, 65, 1, '1');
	expect_bad_value("board", rows, LF_ELIMIT, 64,
	    "field 'board': row 1 is longer than 64 cells");
	make_rows(rows, sizeof rows, 64, 2, '1');
	strcat(rows, "1");
	expect_bad_value("board", rows, LF_ELIMIT, 129,
	    "row 2 is longer than 64 cells");
	make_rows(rows, sizeof rows, 1, 65, '1');
	expect_bad_value("board", rows, LF_ELIMIT, 128,
	    "field 'board': more than 64 rows");
	make_rows(rows, sizeof rows, 64, 65, '.');
	expect_bad_value("board", rows, LF_ELIMIT, 64 * 65,
	    "more than 64 rows");
}
END_TEST

/* Cells are '.', '#' or 1-9, and at least one must not be '#'. */
START_TEST(test_reject_cells)
{
	expect_bad_value("board", "1x/11", LF_EINVAL, 1,
	    "field 'board': unexpected 'x' in row 1");
	expect_bad_value("board", "10/11", LF_EINVAL, 1, "unexpected '0'");
	expect_bad_value("board", "11/1o", LF_EINVAL, 4, "'o' in row 2");
	expect_bad_value("board", "1=/11", LF_EINVAL, 1, "unexpected '='");
	expect_bad_value("board", "11,11", LF_EINVAL, 2, "unexpected ','");
	expect_bad_value("board", "##/##", LF_EINVAL, 0,
	    "field 'board': the board has no cell");
	expect_bad_value("board", "#", LF_EINVAL, 0, "no cell");
	expect_good_value("board", "#./##");
}
END_TEST

/* Bytes outside printable ASCII are rejected at their column, in keys and
 * values alike, NUL included. */
START_TEST(test_reject_bytes)
{
	static const char bad[] = { 0x01, 0x00, 0x1b, 0x7f, '\n', '\v',
	    '\f', (char)0x80, (char)0xe9, (char)0xff, '\r' };
	static char line[512];
	size_t i, len;
	int at;

	for (i = 0; i < sizeof bad; i++) {
		/* The last byte, except a CR, which ends a line. */
		snprintf(line, sizeof line, "%s", line_with("board", "11/1?"));
		len = strlen(line);
		line[len - 1] = bad[i];
		if (bad[i] != '\r')
			expect_reject_len(line, len, LF_EINVAL, (int)len,
			    "a position line is printable ASCII");
		/* A byte inside a key. */
		snprintf(line, sizeof line, "%s", line_with(NULL, NULL));
		len = strlen(line);
		at = value_column(line, "chain") - 3;
		line[at - 1] = bad[i];
		expect_reject_len(line, len, LF_EINVAL, at, "unexpected byte");
	}
	snprintf(line, sizeof line, "%s", line_with(NULL, NULL));
	line[0] = (char)0xef;
	expect_reject(line, LF_EINVAL, 1, "unexpected byte 0xef");
}
END_TEST

/* A line of 65536 bytes is read (here padded with leading blanks), with
 * or without a CR after it; one byte more is over the limit. */
START_TEST(test_line_length_limit)
{
	static char line[LF_MAX_LINE + 2];
	static struct lf_position pos;
	const char *base = line_with(NULL, NULL);
	size_t n = strlen(base), pad = LF_MAX_LINE - n;

	memset(line, ' ', pad);
	memcpy(line + pad, base, n);
	line[LF_MAX_LINE] = '\r';
	expect_formats_as(line, LF_MAX_LINE, base, &pos);
	expect_formats_as(line, LF_MAX_LINE + 1, base, &pos);
	memmove(line, line + 1, LF_MAX_LINE);
	line[LF_MAX_LINE - 1] = ' ';
	line[LF_MAX_LINE] = ' ';
	expect_reject_len(line, LF_MAX_LINE + 1, LF_ELIMIT, LF_MAX_LINE + 1,
	    "line longer than 65536 bytes");
}
END_TEST

/* Errors in an earlier field are reported before later ones: the parser
 * reports the first fault it meets, reading left to right through the
 * layout and then the fields in canonical order. */
START_TEST(test_first_fault_reported)
{
	expect_reject("lf1 variant=chess players=99 board=", LF_EINVAL, 36,
	    "field 'board' has an empty value");
	expect_reject("lf1 variant=chess players=99 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=0 score=0,0 board=1",
	    LF_EINVAL, 13, "field 'variant'");
}
END_TEST

/* Add the cases of this file to the suite. */
void
position_reject_cases(TCase *core, TCase *limits)
{
	tcase_add_test(core, test_reject_tag);
	tcase_add_test(core, test_reject_missing_field);
	tcase_add_test(core, test_reject_missing_field_crlf);
	tcase_add_test(core, test_reject_duplicate_field);
	tcase_add_test(core, test_reject_unknown_field);
	tcase_add_test(core, test_reject_no_equals);
	tcase_add_test(core, test_reject_empty_value);
	tcase_add_test(core, test_reject_unknown_names);
	tcase_add_test(core, test_reject_players_and_turn);
	tcase_add_test(core, test_reject_number_syntax);
	tcase_add_test(core, test_reject_scores);
	tcase_add_test(core, test_reject_rows);
	tcase_add_test(core, test_reject_cells);
	tcase_add_test(core, test_reject_bytes);
	tcase_add_test(core, test_first_fault_reported);
	tcase_add_test(limits, test_reject_number_overflow);
	tcase_add_test(limits, test_reject_board_size);
	tcase_add_test(limits, test_line_length_limit);
}
