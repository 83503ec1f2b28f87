/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_position.h: what the files of the position suite
 * (check_position*.c) share: the fields in canonical order, lines made
 * from them with one value changed, and the checks that a line formats
 * as expected or is rejected at the right column. */
#ifndef LF_CHECK_POSITION_H
#define LF_CHECK_POSITION_H

#include <stdio.h>

#include "check_util.h"

/* The fields in canonical order, and a valid value for each. */
static const char *const keys[] = {
	"variant", "players", "jumps", "chain", "opening", "removal",
	"turn", "ply", "score", "board"
};
static const char *const base_values[] = {
	"traditional", "2", "orth", "free", "each", "any",
	"1", "0", "0,0", "11/11"
};
#define FIELDS 10

/* Room for the longest lines the suite builds (65 rows of 64 cells). */
#define LINE_MAX_TEST 16384

/* Parse a line that must be valid, format it, and check the result is
 * want; return the parsed position in *pos. */
static inline void
expect_formats_as(const char *line, size_t len, const char *want,
    struct lf_position *pos)
{
	struct lf_error err;
	struct lf_buf out;

	lf_error_clear(&err);
	ck_assert_msg(lf_position_parse(line, len, pos, &err) == LF_OK,
	    "'%.80s' rejected at column %d: %s", line, err.column, err.message);
	lf_buf_init(&out);
	ck_assert_int_eq(lf_position_format(pos, &out, NULL), LF_OK);
	ck_assert_int_eq(out.failed, 0);
	ck_assert_msg(strcmp(out.data, want) == 0, "'%.200s' formats as "
	    "'%.200s', want '%.200s'", line, out.data, want);
	lf_buf_free(&out);
}

/* Check that a line of len bytes is rejected with status st at column,
 * with a lowercase message containing fragment, and that the output
 * position is untouched. */
static inline void
expect_reject_len(const char *line, size_t len, enum lf_status st,
    int column, const char *fragment)
{
	static struct lf_position pos, before;
	struct lf_error err;
	enum lf_status got;

	memset(&pos, 0xa5, sizeof pos);
	before = pos;
	lf_error_clear(&err);
	got = lf_position_parse(line, len, &pos, &err);
	ck_assert_msg(got == st, "'%.120s': status %d, want %d (%s)", line,
	    got, st, err.message);
	ck_assert_int_eq(err.status, st);
	ck_assert_msg(err.column == column, "'%.120s': column %d, want %d "
	    "(%s)", line, err.column, column, err.message);
	ck_assert_msg(strstr(err.message, fragment) != NULL,
	    "'%.120s': message '%s' lacks '%s'", line, err.message, fragment);
	ck_assert_msg(err.message[0] != '\0' &&
	    !(err.message[0] >= 'A' && err.message[0] <= 'Z'),
	    "message '%s' is empty or starts with a capital", err.message);
	ck_assert_msg(memcmp(&pos, &before, sizeof pos) == 0,
	    "'%.120s': the position was changed", line);
}

/* expect_reject_len() for a NUL-terminated line. */
static inline void
expect_reject(const char *line, enum lf_status st, int column,
    const char *fragment)
{
	expect_reject_len(line, strlen(line), st, column, fragment);
}

/* The index of a field's key. */
static inline int
key_index(const char *key)
{
	int f;

	for (f = 0; f < FIELDS; f++)
		if (strcmp(keys[f], key) == 0)
			return f;
	ck_abort_msg("no field '%s'", key);
	return -1;
}

/* Build the valid base line with one field's value replaced (NULL
 * removes the field) into a static buffer.  Not inline: inlined, it shows
 * GCC the 16 KB buffer behind each %s that copies it into a smaller one
 * (-Wformat-truncation), where the line is short. */
static const char *
line_with(const char *key, const char *value)
{
	static char line[LINE_MAX_TEST];
	int f, skip = key != NULL ? key_index(key) : -1;
	size_t n;

	n = (size_t)snprintf(line, sizeof line, "lf1");
	for (f = 0; f < FIELDS; f++) {
		if (f == skip && value == NULL)
			continue;
		n += (size_t)snprintf(line + n, sizeof line - n, " %s=%s",
		    keys[f], f == skip ? value : base_values[f]);
		ck_assert_uint_lt(n, sizeof line);
	}
	return line;
}

/* The 1-based column of the value of key in line. */
static inline int
value_column(const char *line, const char *key)
{
	char pattern[32];
	const char *at;

	snprintf(pattern, sizeof pattern, " %s=", key);
	at = strstr(line, pattern);
	ck_assert_ptr_nonnull(at);
	return (int)(at - line) + (int)strlen(pattern) + 1;
}

/* The cases of check_position_reject.c. */
void position_reject_cases(TCase *core, TCase *limits);

#endif /* LF_CHECK_POSITION_H */
