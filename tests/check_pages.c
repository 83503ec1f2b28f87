/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_pages.c: Check suite for lib/base/pages.c, the advice of huge
 * pages for the big tables. */
#include "config.h"

#include <stdint.h>
#include <unistd.h>

#include "check_util.h"
#include "pages_int.h"

#define MB ((size_t)1 << 20)

/* Whether this system has transparent huge pages, which the advice is
 * for: then the kernel must take it (in any of their modes). */
static int
has_huge_pages(void)
{
#ifdef __linux__
	return access("/sys/kernel/mm/transparent_hugepage/enabled", F_OK) ==
	    0;
#else
	return 0;
#endif
}

/* Nothing to advise: no table, or none holding a whole huge page. */
START_TEST(test_nothing_to_advise)
{
	char *small = calloc(1, 4096);

	ck_assert_ptr_nonnull(small);
	ck_assert_int_eq(lf_pages_random_access(NULL, 0), 0);
	ck_assert_int_eq(lf_pages_random_access(NULL, 8 * MB), 0);
	ck_assert_int_eq(lf_pages_random_access(small, 0), 0);
	ck_assert_int_eq(lf_pages_random_access(small, 4096), 0);
	free(small);
}
END_TEST

/* A table of several huge pages, from any address: advised where the
 * system can, and its bytes what they were, zero, and writable. */
START_TEST(test_big_table)
{
	size_t bytes = 6 * MB + 100, i;
	unsigned char *table = calloc(1, bytes);

	ck_assert_ptr_nonnull(table);
	ck_assert_int_eq(lf_pages_random_access(table + 1, bytes - 1),
	    has_huge_pages());
	for (i = 0; i < bytes; i += 4096)
		ck_assert_int_eq(table[i], 0);
	memset(table, 0xa5, bytes);
	ck_assert_int_eq(table[bytes - 1], 0xa5);
	ck_assert_int_eq(table[3 * MB], 0xa5);
	free(table);
}
END_TEST

/* The suite for pages.c. */
static Suite *
pages_suite(void)
{
	Suite *s = suite_create("pages");
	TCase *core = tcase_create("core");

	tcase_add_test(core, test_nothing_to_advise);
	tcase_add_test(core, test_big_table);
	suite_add_tcase(s, core);
	return s;
}

CHECK_MAIN(pages_suite)
