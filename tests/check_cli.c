/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_cli.c: Check suite for the number parser that the programs share
 * (bin/cli-number.c): cli_parse_long() takes exactly the numbers from min to
 * max of its arguments, whatever max is. */
#include "config.h"

#include <limits.h>

#include "check_util.h"
#include "../bin/cli.h"

/* Parse text within [min, max] and return what cli_parse_long() said:
 * the number, or -1 when it refused (and left *out alone). */
static long
parsed(const char *text, long min, long max)
{
	long v = -1;

	if (cli_parse_long(text, min, max, &v) != 0) {
		ck_assert_int_eq(v, -1);
		return -1;
	}
	return v;
}

/* Every number from min to max is taken, those just beyond are not,
 * for small bounds (a single digit beyond a max under 10 was taken) and
 * large ones. */
START_TEST(test_bounds)
{
	static const long maxes[] = { 0, 1, 4, 8, 9, 10, 11, 15, 19, 99, 100,
	    1000000 };
	char text[32];
	size_t i;
	long n;

	for (i = 0; i < sizeof maxes / sizeof maxes[0]; i++) {
		for (n = 0; n <= maxes[i] + 20; n++) {
			snprintf(text, sizeof text, "%ld", n);
			ck_assert_msg(parsed(text, 1, maxes[i]) ==
			    (n >= 1 && n <= maxes[i] ? n : -1),
			    "\"%s\" in [1, %ld]", text, maxes[i]);
		}
		snprintf(text, sizeof text, "%ld", maxes[i] * 10 + 9);
		ck_assert_int_eq(parsed(text, 0, maxes[i]), -1);
	}
	ck_assert_int_eq(parsed("9", 1, 4), -1);
	ck_assert_int_eq(parsed("5", 1, 4), -1);
	ck_assert_int_eq(parsed("4", 1, 4), 4);
	ck_assert_int_eq(parsed("0", 0, 0), 0);
	ck_assert_int_eq(parsed("7", 8, 9), -1);
}
END_TEST

/* The ends of long: LONG_MAX is taken when it is the bound, a number one
 * more is refused without overflow; leading zeros are digits like any. */
START_TEST(test_limits)
{
	char text[32];

	snprintf(text, sizeof text, "%ld", LONG_MAX);
	ck_assert_int_eq(parsed(text, 0, LONG_MAX), LONG_MAX);
	ck_assert_int_eq(parsed(text, 0, LONG_MAX - 1), -1);
	ck_assert_int_eq(parsed("9223372036854775808", 0, LONG_MAX), -1);
	ck_assert_int_eq(parsed("99999999999999999999999", 0, LONG_MAX), -1);
	ck_assert_int_eq(parsed("0004", 1, 4), 4);
	ck_assert_int_eq(parsed("0009", 1, 4), -1);
}
END_TEST

/* Only digits: no sign, blank, fraction or empty text. */
START_TEST(test_not_numbers)
{
	ck_assert_int_eq(parsed("", 0, 10), -1);
	ck_assert_int_eq(parsed("-1", -5, 10), -1);
	ck_assert_int_eq(parsed("+1", 0, 10), -1);
	ck_assert_int_eq(parsed(" 1", 0, 10), -1);
	ck_assert_int_eq(parsed("1 ", 0, 10), -1);
	ck_assert_int_eq(parsed("1.0", 0, 10), -1);
	ck_assert_int_eq(parsed("0x1", 0, 10), -1);
}
END_TEST

/* The suite for cli.c's number parser. */
static Suite *
cli_suite(void)
{
	Suite *s = suite_create("cli");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_bounds);
	tcase_add_test(core, test_not_numbers);
	suite_add_tcase(s, core);
	tcase_add_test(limits, test_limits);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(cli_suite)
