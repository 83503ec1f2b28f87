/* check_apply.c: Check suite for lib/apply.c. */
#include "config.h"

#include "check_util.h"

/* Placeholder: replaced by the real suite. */
START_TEST(test_placeholder)
{
	ck_assert_int_eq(1, 1);
}
END_TEST

/* The suite for apply.c. */
static Suite *
apply_suite(void)
{
	Suite *s = suite_create("apply");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_placeholder);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(apply_suite)
