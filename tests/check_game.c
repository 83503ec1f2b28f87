/* check_game.c: Check suite for lib/game.c. */
#include "config.h"

#include "check_util.h"

/* Placeholder: replaced by the real suite. */
START_TEST(test_placeholder)
{
	ck_assert_int_eq(1, 1);
}
END_TEST

/* The suite for game.c. */
static Suite *
game_suite(void)
{
	Suite *s = suite_create("game");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_placeholder);
	suite_add_tcase(s, tc);
	return s;
}

CHECK_MAIN(game_suite)
