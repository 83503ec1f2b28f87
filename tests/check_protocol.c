/* check_protocol.c: Check suite for lib/protocol.c. */
#include "config.h"

#include "check_util.h"

START_TEST(test_placeholder)
{
	ck_assert_int_eq(1, 1);
}
END_TEST

/* The suite for protocol.c. */
static Suite *
protocol_suite(void)
{
	Suite *s = suite_create("protocol");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_placeholder);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(protocol_suite)
