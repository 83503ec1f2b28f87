/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_stream.c: Check suite for lib/formats/stream.c: reading a stream
 * line by line, classifying lines, and the limits on what a line may hold. */
#include "config.h"

#include <errno.h>
#include <stdio.h>

#include "check_util.h"

/* A stream over len bytes of memory, so tests can hold NUL bytes. */
struct mem_stream {
	FILE *fp;
	struct lf_stream *s;
};

/* Open a stream on len bytes of data. */
static void
mem_open(struct mem_stream *m, const char *data, size_t len)
{
	if (len == 0) {
		m->fp = tmpfile();
	} else
		m->fp = fmemopen((void *)(uintptr_t)data, len, "r");
	ck_assert_ptr_nonnull(m->fp);
	ck_assert_int_eq(lf_stream_new(&m->s, m->fp, NULL), LF_OK);
}

/* Close a stream opened by mem_open(). */
static void
mem_close(struct mem_stream *m)
{
	lf_stream_free(m->s);
	fclose(m->fp);
}

/* Read the next line, which must be of the given kind and text. */
static void
expect_line(struct mem_stream *m, enum lf_line_kind want_kind,
    const char *want_text, long want_number)
{
	enum lf_line_kind kind = (enum lf_line_kind)-1;
	struct lf_error err;
	const char *line;
	size_t len;

	lf_error_clear(&err);
	ck_assert_msg(lf_stream_next(m->s, &kind, &err) == LF_OK,
	    "line %ld: %s", lf_stream_line_number(m->s), err.message);
	ck_assert_int_ne(kind, LF_LINE_END);
	ck_assert_int_eq(kind, want_kind);
	line = lf_stream_line(m->s, &len);
	ck_assert_uint_eq(len, strlen(want_text));
	ck_assert_str_eq(line, want_text);
	ck_assert_ptr_eq(lf_stream_line(m->s, NULL), line);
	ck_assert_int_eq(lf_stream_line_number(m->s), want_number);
}

/* The next read must report the end of the stream. */
static void
expect_eof(struct mem_stream *m, long want_number)
{
	enum lf_line_kind kind;
	struct lf_error err;

	size_t len = 1;

	lf_error_clear(&err);
	ck_assert_int_eq(lf_stream_next(m->s, &kind, &err), LF_OK);
	ck_assert_int_eq(kind, LF_LINE_END);
	ck_assert_str_eq(lf_stream_line(m->s, &len), "");
	ck_assert_uint_eq(len, 0);
	ck_assert_int_eq(lf_stream_line_number(m->s), want_number);
	/* And again: the end stays the end. */
	ck_assert_int_eq(lf_stream_next(m->s, &kind, &err), LF_OK);
	ck_assert_int_eq(kind, LF_LINE_END);
}

/* The next read must fail with status st at column. */
static void
expect_error(struct mem_stream *m, enum lf_status st, int column,
    long want_number, const char *fragment)
{
	enum lf_line_kind kind;
	struct lf_error err;

	lf_error_clear(&err);
	ck_assert_int_eq(lf_stream_next(m->s, &kind, &err), st);
	ck_assert_int_eq(err.status, st);
	ck_assert_int_eq(err.column, column);
	ck_assert_int_eq(lf_stream_line_number(m->s), want_number);
	ck_assert_msg(strstr(err.message, fragment) != NULL,
	    "message '%s' lacks '%s'", err.message, fragment);
}

/* Every kind of line is told apart. */
START_TEST(test_line_kinds)
{
	static const char text[] =
	    "\n"
	    "  \t \n"
	    "# a comment\n"
	    "   \t# a comment after blanks\n"
	    "lf1 variant=murray\n"
	    "lf2 a later version\n"
	    "  lf1 board=1\n"
	    "e5\n"
	    "c3-c5-e5\n"
	    "lf1x\n"
	    "garbage that is not a move\n"
	    "result end=over score=1,0\n"
	    " \tresult\n"
	    "results end=over\n"
	    "result=over\n";
	struct mem_stream m;

	mem_open(&m, text, sizeof text - 1);
	expect_line(&m, LF_LINE_BLANK, "", 1);
	expect_line(&m, LF_LINE_BLANK, "  \t ", 2);
	expect_line(&m, LF_LINE_COMMENT, "# a comment", 3);
	expect_line(&m, LF_LINE_COMMENT, "   \t# a comment after blanks", 4);
	expect_line(&m, LF_LINE_POSITION, "lf1 variant=murray", 5);
	expect_line(&m, LF_LINE_POSITION, "lf2 a later version", 6);
	expect_line(&m, LF_LINE_POSITION, "  lf1 board=1", 7);
	expect_line(&m, LF_LINE_MOVE, "e5", 8);
	expect_line(&m, LF_LINE_MOVE, "c3-c5-e5", 9);
	expect_line(&m, LF_LINE_MOVE, "lf1x", 10);
	expect_line(&m, LF_LINE_MOVE, "garbage that is not a move", 11);
	/* The word "result" alone makes a result line, well formed or not;
	 * the classifier does not parse it. */
	expect_line(&m, LF_LINE_RESULT, "result end=over score=1,0", 12);
	expect_line(&m, LF_LINE_RESULT, " \tresult", 13);
	expect_line(&m, LF_LINE_MOVE, "results end=over", 14);
	expect_line(&m, LF_LINE_MOVE, "result=over", 15);
	expect_eof(&m, 15);
	mem_close(&m);
}
END_TEST

/* A CR before the newline is dropped, and only that one. */
START_TEST(test_crlf)
{
	static const char text[] = "e5\r\n\r\n# c\r\nlf1 x\r\na\r\r\n \r \n";
	struct mem_stream m;

	mem_open(&m, text, sizeof text - 1);
	expect_line(&m, LF_LINE_MOVE, "e5", 1);
	expect_line(&m, LF_LINE_BLANK, "", 2);
	expect_line(&m, LF_LINE_COMMENT, "# c", 3);
	expect_line(&m, LF_LINE_POSITION, "lf1 x", 4);
	expect_line(&m, LF_LINE_MOVE, "a\r", 5);
	expect_line(&m, LF_LINE_BLANK, " \r ", 6);
	expect_eof(&m, 6);
	mem_close(&m);
}
END_TEST

/* The last line may lack its newline (and may end in a CR). */
START_TEST(test_last_line_without_newline)
{
	struct mem_stream m;

	mem_open(&m, "a1\nb2", 5);
	expect_line(&m, LF_LINE_MOVE, "a1", 1);
	expect_line(&m, LF_LINE_MOVE, "b2", 2);
	expect_eof(&m, 2);
	mem_close(&m);
	mem_open(&m, "# x\r", 4);
	expect_line(&m, LF_LINE_COMMENT, "# x", 1);
	expect_eof(&m, 1);
	mem_close(&m);
}
END_TEST

/* An empty stream ends at once; the end is reported again if asked. */
START_TEST(test_eof)
{
	struct mem_stream m;

	mem_open(&m, "", 0);
	expect_eof(&m, 0);
	expect_eof(&m, 0);
	mem_close(&m);
	mem_open(&m, "\n", 1);
	expect_line(&m, LF_LINE_BLANK, "", 1);
	expect_eof(&m, 1);
	expect_eof(&m, 1);
	mem_close(&m);
}
END_TEST

/* Lines are numbered from 1, blank and comment lines included. */
START_TEST(test_line_numbers)
{
	static char text[4000];
	struct mem_stream m;
	size_t n = 0;
	int i;

	for (i = 1; i <= 300; i++)
		n += (size_t)snprintf(text + n, sizeof text - n, "%s\n",
		    i % 3 == 0 ? "" : i % 3 == 1 ? "# c" : "e5");
	mem_open(&m, text, n);
	for (i = 1; i <= 300; i++)
		expect_line(&m, i % 3 == 0 ? LF_LINE_BLANK : i % 3 == 1 ?
		    LF_LINE_COMMENT : LF_LINE_MOVE, i % 3 == 0 ? "" :
		    i % 3 == 1 ? "# c" : "e5", i);
	expect_eof(&m, 300);
	mem_close(&m);
}
END_TEST

/* A NUL byte is an error at its column, and reading goes on at the next
 * line. */
START_TEST(test_nul_byte)
{
	static const char text[] = "ab\0cd\0\nxy\n\0";
	struct mem_stream m;

	mem_open(&m, text, sizeof text - 1);
	expect_error(&m, LF_EINVAL, 3, 1, "NUL byte");
	expect_line(&m, LF_LINE_MOVE, "xy", 2);
	expect_error(&m, LF_EINVAL, 1, 3, "NUL byte");
	expect_eof(&m, 3);
	mem_close(&m);
}
END_TEST

/* A line of text made of n copies of c, then tail, in a new buffer. */
static char *
long_line(size_t n, char c, const char *tail, size_t *len)
{
	size_t t = strlen(tail);
	char *p = malloc(n + t + 1);

	ck_assert_ptr_nonnull(p);
	memset(p, c, n);
	memcpy(p + n, tail, t + 1);
	*len = n + t;
	return p;
}

/* A line of LF_MAX_LINE bytes is read whole. */
START_TEST(test_longest_line)
{
	struct mem_stream m;
	size_t len, want_len;
	char *text = long_line(LF_MAX_LINE, 'a', "\ne5\n", &len);
	char *want = long_line(LF_MAX_LINE, 'a', "", &want_len);

	mem_open(&m, text, len);
	expect_line(&m, LF_LINE_MOVE, want, 1);
	free(want);
	expect_line(&m, LF_LINE_MOVE, "e5", 2);
	expect_eof(&m, 2);
	mem_close(&m);
	free(text);
}
END_TEST

/* The CR of a CRLF line end does not count towards the limit. */
START_TEST(test_longest_line_crlf)
{
	struct mem_stream m;
	size_t len, want_len;
	char *text = long_line(LF_MAX_LINE, ' ', "\r\ne5\r", &len);
	char *want = long_line(LF_MAX_LINE, ' ', "", &want_len);

	mem_open(&m, text, len);
	expect_line(&m, LF_LINE_BLANK, want, 1);
	expect_line(&m, LF_LINE_MOVE, "e5", 2);
	expect_eof(&m, 2);
	mem_close(&m);
	free(want);
	free(text);
}
END_TEST

/* One byte more is over the limit: an error at column LF_MAX_LINE + 1,
 * and reading goes on at the next line. */
START_TEST(test_line_too_long)
{
	struct mem_stream m;
	size_t len;
	char *text = long_line(LF_MAX_LINE + 1, 'a', "\n# next\n", &len);

	mem_open(&m, text, len);
	expect_error(&m, LF_ELIMIT, LF_MAX_LINE + 1, 1,
	    "line longer than 65536 bytes");
	expect_line(&m, LF_LINE_COMMENT, "# next", 2);
	expect_eof(&m, 2);
	mem_close(&m);
	free(text);
}
END_TEST

/* A far longer line, at the end of the stream without a newline, is one
 * error and then the end. */
START_TEST(test_huge_last_line)
{
	struct mem_stream m;
	size_t len;
	char *text = long_line(5 * LF_MAX_LINE, 'z', "", &len);

	mem_open(&m, text, len);
	expect_error(&m, LF_ELIMIT, LF_MAX_LINE + 1, 1, "longer than");
	expect_eof(&m, 1);
	mem_close(&m);
	free(text);
}
END_TEST

/* Several over-long lines in a row are each reported once. */
START_TEST(test_several_long_lines)
{
	struct mem_stream m;
	size_t len;
	char *text = malloc(3 * (LF_MAX_LINE + 10) + 16);
	int i;

	ck_assert_ptr_nonnull(text);
	len = 0;
	for (i = 0; i < 3; i++) {
		memset(text + len, 'q', LF_MAX_LINE + 1 + (size_t)i);
		len += LF_MAX_LINE + 1 + (size_t)i;
		text[len++] = '\n';
	}
	memcpy(text + len, "e5\n", 3);
	len += 3;
	mem_open(&m, text, len);
	for (i = 1; i <= 3; i++)
		expect_error(&m, LF_ELIMIT, LF_MAX_LINE + 1, i, "longer than");
	expect_line(&m, LF_LINE_MOVE, "e5", 4);
	expect_eof(&m, 4);
	mem_close(&m);
	free(text);
}
END_TEST

/* A read error is a system error with errno kept in the record: reading
 * a directory fails with EISDIR on Linux (elsewhere fopen may refuse it,
 * and there is nothing to test). */
START_TEST(test_read_error)
{
	struct lf_stream *s;
	struct lf_error err;
	enum lf_line_kind kind;
	FILE *fp = fopen(".", "r");

	if (fp == NULL)
		return;
	ck_assert_int_eq(lf_stream_new(&s, fp, NULL), LF_OK);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_stream_next(s, &kind, &err), LF_ESYS);
	ck_assert_int_eq(err.status, LF_ESYS);
	ck_assert_int_eq(err.sys_errno, EISDIR);
	ck_assert_ptr_nonnull(strstr(err.message, "read error"));
	/* Without a record the error is still returned. */
	clearerr(fp);
	ck_assert_int_eq(lf_stream_next(s, &kind, NULL), LF_ESYS);
	lf_stream_free(s);
	lf_stream_free(NULL);
	fclose(fp);
}
END_TEST

/* The suite for stream.c. */
static Suite *
stream_suite(void)
{
	Suite *s = suite_create("stream");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_line_kinds);
	tcase_add_test(core, test_crlf);
	tcase_add_test(core, test_last_line_without_newline);
	tcase_add_test(core, test_eof);
	tcase_add_test(core, test_line_numbers);
	tcase_add_test(core, test_nul_byte);
	suite_add_tcase(s, core);

	tcase_set_timeout(limits, 60);
	tcase_add_test(limits, test_longest_line);
	tcase_add_test(limits, test_longest_line_crlf);
	tcase_add_test(limits, test_line_too_long);
	tcase_add_test(limits, test_huge_last_line);
	tcase_add_test(limits, test_several_long_lines);
	tcase_add_test(limits, test_read_error);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(stream_suite)
