/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_number.c: Check suite for lib/base/number.c, the one parser of
 * decimal numbers. */
#include "config.h"

#include <limits.h>

#include "check_util.h"
#include "number_int.h"

/* Parse text as a long in [min, max]; return the status, the value in
 * *out (left at -7 on a fault) and the error in *err. */
static enum lf_status
parse_long(const char *text, long min, long max, long *out,
    struct lf_error *err)
{
	*out = -7;
	lf_error_clear(err);
	return lf_number_long(text, strlen(text), min, max, out, err);
}

/* Check that text is refused with status st, at column, with a message
 * that contains want. */
static void
expect_refused(const char *text, long min, long max, enum lf_status st,
    int column, const char *want)
{
	struct lf_error err;
	long v;

	ck_assert_int_eq(parse_long(text, min, max, &v, &err), st);
	ck_assert_int_eq(err.status, st);
	ck_assert_int_eq(err.column, column);
	ck_assert_msg(strstr(err.message, want) != NULL,
	    "'%s': message '%s' lacks '%s'", text, err.message, want);
	ck_assert_int_eq(v, -7);
}

/* Whole numbers within bounds, leading zeros allowed, the bounds
 * included. */
START_TEST(test_long_accepts)
{
	struct lf_error err;
	long v;

	ck_assert_int_eq(parse_long("0", 0, 10, &v, &err), LF_OK);
	ck_assert_int_eq(v, 0);
	ck_assert_int_eq(parse_long("10", 0, 10, &v, &err), LF_OK);
	ck_assert_int_eq(v, 10);
	ck_assert_int_eq(parse_long("007", 1, 10, &v, &err), LF_OK);
	ck_assert_int_eq(v, 7);
	ck_assert_int_eq(parse_long("2147483647", 0, LF_MAX_NUMBER, &v, &err),
	    LF_OK);
	ck_assert_int_eq(v, LF_MAX_NUMBER);
	/* Only len bytes are read. */
	lf_error_clear(&err);
	ck_assert_int_eq(lf_number_long("12x", 2, 0, 99, &v, &err), LF_OK);
	ck_assert_int_eq(v, 12);
}
END_TEST

/* Empty text, a sign, spaces before or after, and anything after the
 * digits are refused, naming the column of the first fault. */
START_TEST(test_long_refuses_text)
{
	expect_refused("", 0, 10, LF_EINVAL, 1, "empty number");
	expect_refused("-1", 0, 10, LF_EINVAL, 1, "'-' is not a digit");
	expect_refused("+1", 0, 10, LF_EINVAL, 1, "'+' is not a digit");
	expect_refused(" 1", 0, 10, LF_EINVAL, 1, "0x20 is not a digit");
	expect_refused("\t1", 0, 10, LF_EINVAL, 1, "0x09 is not a digit");
	expect_refused("1 ", 0, 10, LF_EINVAL, 2, "0x20 is not a digit");
	expect_refused("12x", 0, 100, LF_EINVAL, 3, "'x' is not a digit");
	expect_refused("1.5", 0, 10, LF_EINVAL, 2, "'.' is not a digit");
	expect_refused("1e3", 0, 10000, LF_EINVAL, 2, "'e' is not a digit");
	expect_refused("0x10", 0, 100, LF_EINVAL, 2, "'x' is not a digit");
	/* A fault in the text is named before a value out of range. */
	expect_refused("99999999999999999999x", 0, 10, LF_EINVAL, 21,
	    "'x' is not a digit");
}
END_TEST

/* Values out of [min, max] are refused with the range; beyond
 * LF_MAX_NUMBER the status is LF_ELIMIT. */
START_TEST(test_long_range)
{
	expect_refused("11", 0, 10, LF_EINVAL, 1, "11 is out of range (0 to "
	    "10)");
	expect_refused("0", 1, 10, LF_EINVAL, 1, "0 is out of range (1 to "
	    "10)");
	expect_refused("2147483648", 0, LF_MAX_NUMBER, LF_ELIMIT, 1,
	    "2147483648 is out of range (0 to 2147483647)");
	expect_refused("123456789012345678901234567890", 0, 10, LF_ELIMIT, 1,
	    "12345678901234567890... is out of range");
}
END_TEST

/* The bounds of the types: LONG_MAX and UINT64_MAX are read, one more
 * overflows into a refusal, never into a small number. */
START_TEST(test_overflow)
{
	struct lf_error err;
	uint64_t u;
	long v;

	ck_assert_int_eq(parse_long("9223372036854775807", 0, LONG_MAX, &v,
	    &err), LF_OK);
	ck_assert_int_eq(v, LONG_MAX);
	expect_refused("9223372036854775808", 0, LONG_MAX, LF_ELIMIT, 1,
	    "out of range");
	/* 2^64 + 1 wraps to 1 in unsigned arithmetic. */
	expect_refused("18446744073709551617", 0, LONG_MAX, LF_ELIMIT, 1,
	    "out of range");
	expect_refused("36893488147419103232", 0, LONG_MAX, LF_ELIMIT, 1,
	    "out of range");
	ck_assert_int_eq(lf_number_u64("18446744073709551615", 20, 0,
	    UINT64_MAX, &u, &err), LF_OK);
	ck_assert(u == UINT64_MAX);
	u = 7;
	ck_assert_int_eq(lf_number_u64("18446744073709551616", 20, 0,
	    UINT64_MAX, &u, &err), LF_ELIMIT);
	ck_assert(u == 7);
	ck_assert_int_eq(lf_number_u64("184467440737095516150", 21, 0,
	    UINT64_MAX, &u, &err), LF_ELIMIT);
	ck_assert(u == 7);
	/* No error record is needed. */
	ck_assert_int_eq(lf_number_u64("x", 1, 0, 1, &u, NULL), LF_EINVAL);
}
END_TEST

/* The digits a longer text starts with. */
START_TEST(test_digits)
{
	ck_assert_uint_eq(lf_number_digits("123, 4", 6), 3);
	ck_assert_uint_eq(lf_number_digits("123", 2), 2);
	ck_assert_uint_eq(lf_number_digits(" 1", 2), 0);
	ck_assert_uint_eq(lf_number_digits("", 0), 0);
}
END_TEST

/* Decimals: an optional fraction, the point first or last, no sign, no
 * exponent, no second point, at most max. */
START_TEST(test_decimal)
{
	static const char *const bad[] = {
		"", ".", "-1", "+1", " 1", "1 ", "1..5", "1.5.", "1e3", "0x1",
		"inf", "nan", "1,5"
	};
	struct lf_error err;
	double d;
	size_t i;

	ck_assert_int_eq(lf_number_decimal("2", 1, 10, &d, &err), LF_OK);
	ck_assert(d == 2);
	ck_assert_int_eq(lf_number_decimal("0.5", 3, 10, &d, &err), LF_OK);
	ck_assert(d == 0.5);
	ck_assert_int_eq(lf_number_decimal(".25", 3, 10, &d, &err), LF_OK);
	ck_assert(d == 0.25);
	ck_assert_int_eq(lf_number_decimal("3.", 2, 10, &d, &err), LF_OK);
	ck_assert(d == 3);
	ck_assert_int_eq(lf_number_decimal("10", 2, 10, &d, &err), LF_OK);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		d = -7;
		lf_error_clear(&err);
		ck_assert_msg(lf_number_decimal(bad[i], strlen(bad[i]), 10, &d,
		    &err) == LF_EINVAL, "'%s' accepted", bad[i]);
		ck_assert(d == -7);
		ck_assert_int_ge(err.column, 1);
	}
	lf_error_clear(&err);
	ck_assert_int_eq(lf_number_decimal("1 ", 2, 10, &d, &err), LF_EINVAL);
	ck_assert_int_eq(err.column, 2);
	ck_assert_int_eq(lf_number_decimal("10.5", 4, 10, &d, &err), LF_OK);
	ck_assert_int_eq(lf_number_decimal("11", 2, 10, &d, &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "11 is out of range (at most 10)");
	ck_assert_int_eq(lf_number_decimal("1e999", 5, 10, &d, &err),
	    LF_EINVAL);
	ck_assert_int_eq(lf_number_decimal("99999999999999999999999999", 26,
	    1e15, &d, &err), LF_EINVAL);
}
END_TEST

/* Fixed point: units of 10^-places, the digits beyond dropped, within
 * [min, max] units. */
START_TEST(test_fixed)
{
	struct lf_error err;
	uint64_t u;

	ck_assert_int_eq(lf_number_fixed("10", 2, 3, 0, 3600000, &u, &err),
	    LF_OK);
	ck_assert(u == 10000);
	ck_assert_int_eq(lf_number_fixed("0.5", 3, 3, 0, 3600000, &u, &err),
	    LF_OK);
	ck_assert(u == 500);
	ck_assert_int_eq(lf_number_fixed(".0019", 5, 3, 0, 3600000, &u, &err),
	    LF_OK);
	ck_assert(u == 1);
	ck_assert_int_eq(lf_number_fixed("0.007", 5, 3, 0, 3600000, &u, &err),
	    LF_OK);
	ck_assert(u == 7);
	ck_assert_int_eq(lf_number_fixed("3600", 4, 3, 0, 3600000, &u, &err),
	    LF_OK);
	ck_assert(u == 3600000);
	u = 7;
	ck_assert_int_eq(lf_number_fixed("3600.001", 8, 3, 0, 3600000, &u,
	    &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "3600.001 is out of range (0.000 to "
	    "3600.000)");
	ck_assert_int_eq(lf_number_fixed("0.0009", 6, 3, 1, 3600000, &u,
	    &err), LF_EINVAL);
	ck_assert_int_eq(lf_number_fixed("99999999999999999999", 20, 3, 0,
	    UINT64_MAX, &u, &err), LF_EINVAL);
	ck_assert_int_eq(lf_number_fixed("18446744073709551.616", 21, 3, 0,
	    UINT64_MAX, &u, &err), LF_EINVAL);
	ck_assert(u == 7);
	ck_assert_int_eq(lf_number_fixed("-1", 2, 3, 0, 10, &u, &err),
	    LF_EINVAL);
	ck_assert_int_eq(err.column, 1);
	ck_assert_int_eq(lf_number_fixed("", 0, 3, 0, 10, &u, &err),
	    LF_EINVAL);
	ck_assert_str_eq(err.message, "empty number");
}
END_TEST

/* The suite for number.c. */
static Suite *
number_suite(void)
{
	Suite *s = suite_create("number");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_long_accepts);
	tcase_add_test(core, test_long_refuses_text);
	tcase_add_test(core, test_digits);
	tcase_add_test(core, test_decimal);
	tcase_add_test(core, test_fixed);
	suite_add_tcase(s, core);
	tcase_add_test(limits, test_long_range);
	tcase_add_test(limits, test_overflow);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(number_suite)
