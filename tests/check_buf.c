/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_buf.c: Check suite for lib/base/buf.c, the growable output buffer. */
#include "config.h"

#include "check_util.h"

/* Check that buf holds exactly the len bytes of want, NUL-terminated. */
static void
expect_contents(const struct lf_buf *buf, const char *want, size_t len)
{
	ck_assert_uint_eq(buf->len, len);
	ck_assert_ptr_nonnull(buf->data);
	ck_assert_int_eq(memcmp(buf->data, want, len), 0);
	ck_assert_int_eq(buf->data[len], '\0');
	ck_assert_uint_gt(buf->cap, len);
	ck_assert_int_eq(buf->failed, 0);
}

/* A new buffer owns nothing and is empty. */
START_TEST(test_init_empty)
{
	struct lf_buf buf;

	memset(&buf, 0x5a, sizeof buf);
	lf_buf_init(&buf);
	ck_assert_ptr_null(buf.data);
	ck_assert_uint_eq(buf.len, 0);
	ck_assert_uint_eq(buf.cap, 0);
	ck_assert_int_eq(buf.failed, 0);
}
END_TEST

/* add and puts append in order; add copies exactly len bytes, NULs
 * included. */
START_TEST(test_add_and_puts)
{
	struct lf_buf buf;

	lf_buf_init(&buf);
	ck_assert_int_eq(lf_buf_puts(&buf, "lf1"), LF_OK);
	ck_assert_int_eq(lf_buf_add(&buf, " variant", 8), LF_OK);
	ck_assert_int_eq(lf_buf_add(&buf, "=xyz", 1), LF_OK);
	ck_assert_int_eq(lf_buf_add(&buf, "a\0b", 3), LF_OK);
	expect_contents(&buf, "lf1 variant=a\0b", 15);
	lf_buf_free(&buf);
}
END_TEST

/* Appending nothing still leaves a valid, empty C string. */
START_TEST(test_add_nothing)
{
	struct lf_buf buf;

	lf_buf_init(&buf);
	lf_buf_add(&buf, "", 0);
	expect_contents(&buf, "", 0);
	lf_buf_puts(&buf, "");
	lf_buf_printf(&buf, "%s", "");
	expect_contents(&buf, "", 0);
	lf_buf_free(&buf);
}
END_TEST

/* printf appends formatted text after what is there. */
START_TEST(test_printf)
{
	struct lf_buf buf;

	lf_buf_init(&buf);
	lf_buf_puts(&buf, "score=");
	ck_assert_int_eq(lf_buf_printf(&buf, "%ld,%d", 2147483647L, 0), LF_OK);
	lf_buf_printf(&buf, " %s=%c%03d", "board", '#', 7);
	expect_contents(&buf, "score=2147483647,0 board=#007", 29);
	lf_buf_free(&buf);
}
END_TEST

/* printf of a string far longer than the first allocation is written
 * whole. */
START_TEST(test_printf_long)
{
	enum { N = 100000 };
	struct lf_buf buf;
	char *text = malloc(N + 1);
	size_t i;

	ck_assert_ptr_nonnull(text);
	for (i = 0; i < N; i++)
		text[i] = (char)('a' + i % 26);
	text[N] = '\0';
	lf_buf_init(&buf);
	lf_buf_puts(&buf, "<");
	lf_buf_printf(&buf, "%s>%d", text, 42);
	ck_assert_uint_eq(buf.len, N + 4);
	ck_assert_int_eq(buf.data[0], '<');
	ck_assert_int_eq(memcmp(buf.data + 1, text, N), 0);
	ck_assert_str_eq(buf.data + 1 + N, ">42");
	lf_buf_free(&buf);
	free(text);
}
END_TEST

/* reset empties the buffer but keeps its memory for reuse. */
START_TEST(test_reset)
{
	struct lf_buf buf;
	size_t cap;
	char *data;

	lf_buf_init(&buf);
	lf_buf_reset(&buf); /* resetting a buffer that owns nothing is fine */
	ck_assert_ptr_null(buf.data);
	lf_buf_printf(&buf, "%0999d", 1);
	cap = buf.cap;
	data = buf.data;
	lf_buf_reset(&buf);
	ck_assert_uint_eq(buf.len, 0);
	ck_assert_str_eq(buf.data, "");
	ck_assert_uint_eq(buf.cap, cap);
	ck_assert_ptr_eq(buf.data, data);
	lf_buf_puts(&buf, "again");
	expect_contents(&buf, "again", 5);
	lf_buf_free(&buf);
}
END_TEST

/* free releases everything and leaves a buffer that can be used again. */
START_TEST(test_free_reuse)
{
	struct lf_buf buf;

	lf_buf_init(&buf);
	lf_buf_puts(&buf, "one");
	lf_buf_free(&buf);
	ck_assert_ptr_null(buf.data);
	ck_assert_uint_eq(buf.len, 0);
	ck_assert_uint_eq(buf.cap, 0);
	lf_buf_free(&buf);
	lf_buf_puts(&buf, "two");
	expect_contents(&buf, "two", 3);
	lf_buf_free(&buf);
}
END_TEST

/* The buffer grows well beyond several megabytes, in odd-sized pieces,
 * without losing or reordering a byte. */
START_TEST(test_growth_megabytes)
{
	enum { CHUNK = 4099, CHUNKS = 2048 }; /* about 8 MB */
	struct lf_buf buf;
	char chunk[CHUNK];
	size_t i, k;

	lf_buf_init(&buf);
	for (k = 0; k < CHUNKS; k++) {
		memset(chunk, 'A' + (int)(k % 26), sizeof chunk);
		lf_buf_add(&buf, chunk, sizeof chunk);
	}
	ck_assert_int_eq(buf.failed, 0);
	ck_assert_uint_eq(buf.len, (size_t)CHUNK * CHUNKS);
	ck_assert_uint_gt(buf.cap, buf.len);
	ck_assert_int_eq(buf.data[buf.len], '\0');
	for (i = 0; i < buf.len; i++)
		if (buf.data[i] != 'A' + (int)((i / CHUNK) % 26))
			ck_abort_msg("byte %zu is wrong", i);
	lf_buf_free(&buf);
}
END_TEST

/* One printf of several megabytes at once. */
START_TEST(test_printf_megabytes)
{
	enum { N = 5 * 1024 * 1024 };
	struct lf_buf buf;

	lf_buf_init(&buf);
	lf_buf_printf(&buf, "%*d", N, 7);
	ck_assert_int_eq(buf.failed, 0);
	ck_assert_uint_eq(buf.len, N);
	ck_assert_int_eq(buf.data[0], ' ');
	ck_assert_int_eq(buf.data[N - 1], '7');
	ck_assert_int_eq(buf.data[N], '\0');
	lf_buf_free(&buf);
}
END_TEST

/* lf_buf_json writes a JSON string that no text can break out of, in
 * JSON or in an HTML script, and that holds only valid UTF-8: quotes,
 * backslashes and markup escaped, printable UTF-8 kept, and each control
 * character (C0, DEL, C1), bidirectional control, line separator and
 * byte that is no UTF-8 (an overlong form, a surrogate, a sequence cut
 * short) one '?', as the rule for text from outside says; and it fails
 * on a failed buffer. */
START_TEST(test_json)
{
	static const char text[] = "a\"b\\c\n\001</script>&\xc3\xa9\xff"
	    "\xe2\x82\xc3\xf0\x9f\x98\x80\x7f\033[1m\xc2\x9b\xe2\x80\xae"
	    "\xe2\x81\xa6\xe2\x80\xa8\xe0\x80\xaf\xed\xa0\x80\xc2\xa0z";
	struct lf_buf buf;

	lf_buf_init(&buf);
	ck_assert_int_eq(lf_buf_json(&buf, text, sizeof text - 1), LF_OK);
	ck_assert_str_eq(buf.data, "\"a\\\"b\\\\c??"
	    "\\u003c/script\\u003e\\u0026\xc3\xa9????"
	    "\xf0\x9f\x98\x80" "??[1m" "???" "?" "???" "???" "\xc2\xa0z\"");
	lf_buf_reset(&buf);
	ck_assert_int_eq(lf_buf_json(&buf, "", 0), LF_OK);
	ck_assert_str_eq(buf.data, "\"\"");
	ck_assert_int_eq(lf_buf_add(&buf, "x", (size_t)-1), LF_ENOMEM);
	ck_assert_int_eq(lf_buf_json(&buf, "y", 1), LF_ENOMEM);
	ck_assert_str_eq(buf.data, "\"\"");
	lf_buf_free(&buf);
}
END_TEST

/* A request too large to satisfy is LF_ENOMEM and marks the buffer
 * failed instead of overflowing; later appends are ignored, and say
 * LF_ENOMEM too, until a reset. */
START_TEST(test_impossible_size_fails)
{
	struct lf_buf buf;

	lf_buf_init(&buf);
	lf_buf_puts(&buf, "kept");
	ck_assert_int_eq(lf_buf_add(&buf, "x", (size_t)-1), LF_ENOMEM);
	ck_assert_int_eq(buf.failed, 1);
	ck_assert_uint_eq(buf.len, 4);
	ck_assert_int_eq(lf_buf_puts(&buf, "ignored"), LF_ENOMEM);
	ck_assert_int_eq(lf_buf_printf(&buf, "%d", 1), LF_ENOMEM);
	ck_assert_int_eq(lf_buf_add(&buf, "", 0), LF_ENOMEM);
	ck_assert_uint_eq(buf.len, 4);
	ck_assert_str_eq(buf.data, "kept");
	lf_buf_reset(&buf);
	ck_assert_int_eq(buf.failed, 0);
	lf_buf_puts(&buf, "ok");
	expect_contents(&buf, "ok", 2);
	lf_buf_free(&buf);
}
END_TEST

/* A buffer whose append failed, on which every function of the library
 * that appends to a buffer, and takes an error record, fails. */
static void
fail_buffer(struct lf_buf *buf)
{
	lf_buf_init(buf);
	lf_buf_puts(buf, "kept");
	ck_assert_int_eq(lf_buf_add(buf, "x", (size_t)-1 / 2), LF_ENOMEM);
}

/* The library's formatting functions report a failed buffer, theirs or
 * an earlier append's, as LF_ENOMEM with the record filled, or alone
 * when the record is NULL, and leave the buffer's text as it was. */
START_TEST(test_formatters_report_failure)
{
	struct lf_position pos;
	struct lf_result res;
	struct lf_ending ending;
	struct lf_render_options opt = { LF_RENDER_SVG, 0, NULL, 0, NULL, NULL,
	    NULL };
	struct lf_error err;
	struct lf_buf buf;
	uint16_t square;

	parse_board_ok("jumps=orth chain=free opening=none removal=any",
	    "11./...", &pos);
	lf_result(&pos, &res);
	ck_assert_int_eq(lf_ending_init(&ending, &pos, LF_END_RESIGN, 1,
	    LF_BOT_OK, NULL), LF_OK);
	square = (uint16_t)lf_index(0, 0);
	fail_buffer(&buf);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_position_format(&pos, &buf, &err), LF_ENOMEM);
	ck_assert_int_eq(err.status, LF_ENOMEM);
	ck_assert_str_eq(err.message, "out of memory");
	ck_assert_int_eq(lf_position_format(&pos, &buf, NULL), LF_ENOMEM);
	ck_assert_int_eq(lf_render(&pos, NULL, &buf, NULL), LF_ENOMEM);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_render(&pos, &opt, &buf, &err), LF_ENOMEM);
	ck_assert_int_eq(err.status, LF_ENOMEM);
	ck_assert_int_eq(lf_outcome_format(&pos, &res, &buf, NULL), LF_ENOMEM);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_outcome_format(&pos, &res, &buf, &err), LF_ENOMEM);
	ck_assert_int_eq(err.status, LF_ENOMEM);
	ck_assert_int_eq(lf_move_format(&pos, ROUTE_MOVE(&square, 1),
	    &buf, NULL), LF_ENOMEM);
	ck_assert_int_eq(lf_ending_format(&ending, &buf, NULL), LF_ENOMEM);
	ck_assert_int_eq(lf_ending_describe(&ending, &buf, NULL), LF_ENOMEM);
	ck_assert_uint_eq(buf.len, 4);
	ck_assert_str_eq(buf.data, "kept");
	/* After a reset they work again. */
	lf_buf_reset(&buf);
	ck_assert_int_eq(lf_position_format(&pos, &buf, NULL), LF_OK);
	ck_assert_int_eq(lf_render(&pos, NULL, &buf, NULL), LF_OK);
	ck_assert_int_eq(lf_outcome_format(&pos, &res, &buf, NULL), LF_OK);
	ck_assert_int_eq(lf_move_format(&pos, ROUTE_MOVE(&square, 1), &buf,
	    NULL), LF_OK);
	lf_buf_free(&buf);
}
END_TEST

/* The suite for buf.c. */
static Suite *
buf_suite(void)
{
	Suite *s = suite_create("buf");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_init_empty);
	tcase_add_test(core, test_add_and_puts);
	tcase_add_test(core, test_add_nothing);
	tcase_add_test(core, test_printf);
	tcase_add_test(core, test_printf_long);
	tcase_add_test(core, test_reset);
	tcase_add_test(core, test_free_reuse);
	tcase_add_test(core, test_json);
	suite_add_tcase(s, core);

	tcase_set_timeout(limits, 60);
	tcase_add_test(limits, test_growth_megabytes);
	tcase_add_test(limits, test_printf_megabytes);
	tcase_add_test(limits, test_impossible_size_fails);
	tcase_add_test(limits, test_formatters_report_failure);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(buf_suite)
