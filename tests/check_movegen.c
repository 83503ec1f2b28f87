/* check_movegen.c: Check suite for lib/movegen.c. */
#include "config.h"

#include "check_util.h"

/* Placeholder: replaced by the real suite. */
START_TEST(test_placeholder)
{
	ck_assert_int_eq(1, 1);
}
END_TEST

/* The suite for movegen.c. */
static Suite *
movegen_suite(void)
{
	Suite *s = suite_create("movegen");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_placeholder);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(movegen_suite)
