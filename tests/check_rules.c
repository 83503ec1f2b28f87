/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_rules.c: Check suite for lib/game/rules.c: variant and rule names,
 * each variant's defaults (the table of RULES.md), colours and the opening. */
#include "config.h"

#include "check_util.h"

/* A name and the value it stands for, for the round-trip tables. */
struct named {
	const char *name;
	int value;
};

static const struct named variants[] = {
	{ "traditional", LF_TRADITIONAL }, { "murray", LF_MURRAY },
	{ "froglet", LF_FROGLET }, { "capture", LF_CAPTURE }
};
static const struct named jumps[] = {
	{ "orth", LF_JUMPS_ORTH }, { "diag8", LF_JUMPS_DIAG8 },
	{ "hex", LF_JUMPS_HEX }
};
static const struct named chains[] = {
	{ "free", LF_CHAIN_FREE }, { "continue", LF_CHAIN_CONTINUE },
	{ "most", LF_CHAIN_MOST }
};
static const struct named openings[] = {
	{ "each", LF_OPENING_EACH }, { "first", LF_OPENING_FIRST },
	{ "none", LF_OPENING_NONE }
};
static const struct named removals[] = {
	{ "any", LF_REMOVAL_ANY }, { "low", LF_REMOVAL_LOW }
};

/* Every variant's name, and back. */
START_TEST(test_variant_names)
{
	enum lf_variant v = LF_VARIANT_COUNT;
	size_t i;

	ck_assert_int_eq(LF_VARIANT_COUNT, 4);
	for (i = 0; i < 4; i++) {
		const char *name = variants[i].name;
		ck_assert_str_eq(
		    lf_variant_name((enum lf_variant)variants[i].value),
		    name);
		ck_assert_int_eq(lf_variant_parse(name, strlen(name), &v,
		    NULL), LF_OK);
		ck_assert_int_eq(v, variants[i].value);
	}
}
END_TEST

/* Every jump rule's name, and back. */
START_TEST(test_jumps_names)
{
	enum lf_jumps j = LF_JUMPS_COUNT;
	size_t i;

	ck_assert_int_eq(LF_JUMPS_COUNT, 3);
	for (i = 0; i < 3; i++) {
		const char *name = jumps[i].name;
		ck_assert_str_eq(
		    lf_jumps_name((enum lf_jumps)jumps[i].value),
		    name);
		ck_assert_int_eq(lf_jumps_parse(name, strlen(name), &j,
		    NULL), LF_OK);
		ck_assert_int_eq(j, jumps[i].value);
	}
}
END_TEST

/* Every chain rule's name, and back. */
START_TEST(test_chain_names)
{
	enum lf_chain c = LF_CHAIN_COUNT;
	size_t i;

	ck_assert_int_eq(LF_CHAIN_COUNT, 3);
	for (i = 0; i < 3; i++) {
		const char *name = chains[i].name;
		ck_assert_str_eq(
		    lf_chain_name((enum lf_chain)chains[i].value),
		    name);
		ck_assert_int_eq(lf_chain_parse(name, strlen(name), &c,
		    NULL), LF_OK);
		ck_assert_int_eq(c, chains[i].value);
	}
}
END_TEST

/* Every opening rule's name, and back. */
START_TEST(test_opening_names)
{
	enum lf_opening o = LF_OPENING_COUNT;
	size_t i;

	ck_assert_int_eq(LF_OPENING_COUNT, 3);
	for (i = 0; i < 3; i++) {
		const char *name = openings[i].name;
		ck_assert_str_eq(
		    lf_opening_name((enum lf_opening)openings[i].value),
		    name);
		ck_assert_int_eq(lf_opening_parse(name, strlen(name), &o,
		    NULL), LF_OK);
		ck_assert_int_eq(o, openings[i].value);
	}
}
END_TEST

/* Every removal rule's name, and back. */
START_TEST(test_removal_names)
{
	enum lf_removal r = LF_REMOVAL_COUNT;
	size_t i;

	ck_assert_int_eq(LF_REMOVAL_COUNT, 2);
	for (i = 0; i < 2; i++) {
		const char *name = removals[i].name;
		ck_assert_str_eq(
		    lf_removal_name((enum lf_removal)removals[i].value),
		    name);
		ck_assert_int_eq(lf_removal_parse(name, strlen(name), &r,
		    NULL), LF_OK);
		ck_assert_int_eq(r, removals[i].value);
	}
}
END_TEST

/* Parsing looks at len bytes only, so a name can be cut out of a line. */
START_TEST(test_parse_uses_length)
{
	enum lf_variant v = LF_TRADITIONAL;
	enum lf_jumps j = LF_JUMPS_ORTH;

	ck_assert_int_eq(lf_variant_parse("murray players=2", 6, &v,
	    NULL), LF_OK);
	ck_assert_int_eq(v, LF_MURRAY);
	ck_assert_int_eq(lf_jumps_parse("hexagon", 3, &j, NULL), LF_OK);
	ck_assert_int_eq(j, LF_JUMPS_HEX);
	ck_assert_int_eq(lf_variant_parse("murray", 5, &v, NULL), LF_EINVAL);
}
END_TEST

/* Unknown names, wrong case, prefixes and extensions are rejected and
 * leave the result untouched. */
START_TEST(test_unknown_names)
{
	static const char *const bad[] = {
		"", "Murray", "MURRAY", "murra", "murrayx", " murray",
		"murray ", "trad", "orth", "diag", "diag4", "hex6", "any",
		"free", "none", "low", "each", "first", "capture\n"
	};
	enum lf_variant v = LF_CAPTURE;
	enum lf_jumps j = LF_JUMPS_DIAG8;
	enum lf_chain c = LF_CHAIN_MOST;
	enum lf_opening o = LF_OPENING_FIRST;
	enum lf_removal r = LF_REMOVAL_LOW;
	size_t i;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ck_assert_msg(lf_variant_parse(bad[i], strlen(bad[i]), &v,
		    NULL) == LF_EINVAL,
		    "variant '%s' accepted", bad[i]);
	ck_assert_int_eq(v, LF_CAPTURE);
	ck_assert_int_eq(lf_jumps_parse("Orth", 4, &j, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_jumps_parse("diag", 4, &j, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_jumps_parse("", 0, &j, NULL), LF_EINVAL);
	ck_assert_int_eq(j, LF_JUMPS_DIAG8);
	ck_assert_int_eq(lf_chain_parse("max", 3, &c, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_chain_parse("FREE", 4, &c, NULL), LF_EINVAL);
	ck_assert_int_eq(c, LF_CHAIN_MOST);
	ck_assert_int_eq(lf_opening_parse("all", 3, &o, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_opening_parse("eachx", 5, &o, NULL), LF_EINVAL);
	ck_assert_int_eq(o, LF_OPENING_FIRST);
	ck_assert_int_eq(lf_removal_parse("lowest", 6, &r, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_removal_parse("an", 2, &r, NULL), LF_EINVAL);
	ck_assert_int_eq(r, LF_REMOVAL_LOW);
}
END_TEST

/* An unknown name fills the record with a message that quotes the name
 * (cut after 20 bytes, control bytes replaced) and lists the accepted
 * ones, at column 1 of the text passed; NULL err gives the status alone. */
START_TEST(test_unknown_name_messages)
{
	struct lf_error err;
	enum lf_variant v = LF_CAPTURE;
	enum lf_jumps j = LF_JUMPS_DIAG8;
	enum lf_chain c = LF_CHAIN_MOST;
	enum lf_opening o = LF_OPENING_FIRST;
	enum lf_removal r = LF_REMOVAL_LOW;

	lf_error_clear(&err);
	ck_assert_int_eq(lf_variant_parse("chess", 5, &v, &err), LF_EINVAL);
	ck_assert_int_eq(err.status, LF_EINVAL);
	ck_assert_int_eq(err.column, 1);
	ck_assert_str_eq(err.message, "unknown value 'chess' (expected "
	    "traditional, murray, froglet or capture)");
	ck_assert_int_eq(lf_jumps_parse("knight", 6, &j, &err), LF_EINVAL);
	ck_assert_str_eq(err.message,
	    "unknown value 'knight' (expected orth, diag8 or hex)");
	ck_assert_int_eq(lf_chain_parse("max", 3, &c, &err), LF_EINVAL);
	ck_assert_str_eq(err.message,
	    "unknown value 'max' (expected free, continue or most)");
	ck_assert_int_eq(lf_opening_parse("", 0, &o, &err), LF_EINVAL);
	ck_assert_str_eq(err.message,
	    "unknown value '' (expected each, first or none)");
	ck_assert_int_eq(lf_removal_parse("lo\033w", 4, &r, &err), LF_EINVAL);
	ck_assert_str_eq(err.message,
	    "unknown value 'lo?w' (expected any or low)");
	ck_assert_int_eq(lf_variant_parse("abcdefghijklmnopqrstuvwxyz", 26, &v,
	    &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "unknown value 'abcdefghijklmnopqrst...' "
	    "(expected traditional, murray, froglet or capture)");
	/* A NULL name is the empty name. */
	ck_assert_int_eq(lf_chain_parse(NULL, 0, &c, &err), LF_EINVAL);
	ck_assert_str_eq(err.message,
	    "unknown value '' (expected free, continue or most)");
	ck_assert_int_eq(lf_variant_parse("chess", 5, &v, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_jumps_parse("x", 1, &j, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_chain_parse("x", 1, &c, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_opening_parse("x", 1, &o, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_removal_parse("x", 1, &r, NULL), LF_EINVAL);
	ck_assert_int_eq(v, LF_CAPTURE);
	ck_assert_int_eq(j, LF_JUMPS_DIAG8);
	ck_assert_int_eq(c, LF_CHAIN_MOST);
	ck_assert_int_eq(o, LF_OPENING_FIRST);
	ck_assert_int_eq(r, LF_REMOVAL_LOW);
	/* Success leaves the record alone. */
	lf_error_clear(&err);
	ck_assert_int_eq(lf_removal_parse("low", 3, &r, &err), LF_OK);
	ck_assert_int_eq(err.status, LF_OK);
}
END_TEST

/* Check one variant's default rules against the table of RULES.md. */
static void
expect_defaults(enum lf_variant v, enum lf_jumps j, enum lf_chain c,
    enum lf_opening o, enum lf_removal r, int size_want)
{
	struct lf_rules rules;
	int size = -1;

	memset(&rules, 0xff, sizeof rules);
	ck_assert_int_eq(lf_rules_default(v, &rules, NULL), LF_OK);
	ck_assert_int_eq(rules.variant, v);
	ck_assert_int_eq(rules.players, 2);
	ck_assert_int_eq(rules.jumps, j);
	ck_assert_int_eq(rules.chain, c);
	ck_assert_int_eq(rules.opening, o);
	ck_assert_int_eq(rules.removal, r);
	ck_assert_int_eq(lf_default_size(v, &size, NULL), LF_OK);
	ck_assert_int_eq(size, size_want);
}

/* A value that is no variant has no default rules nor size: LF_EINVAL,
 * with a message or, with a NULL record, the status alone, and the
 * outputs untouched. */
START_TEST(test_defaults_unknown_variant)
{
	static const int bad[] = { -1, LF_VARIANT_COUNT, 1000 };
	struct lf_rules rules;
	struct lf_error err;
	size_t i;
	int size = 7;

	memset(&rules, 0x5a, sizeof rules);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		enum lf_variant v = (enum lf_variant)bad[i];
		lf_error_clear(&err);
		ck_assert_int_eq(lf_rules_default(v, &rules, &err), LF_EINVAL);
		ck_assert_int_eq(err.status, LF_EINVAL);
		ck_assert_int_eq(lf_rules_default(v, &rules, NULL), LF_EINVAL);
		ck_assert_int_eq(lf_default_size(v, &size, NULL), LF_EINVAL);
		lf_error_clear(&err);
		ck_assert_int_eq(lf_default_size(v, &size, &err), LF_EINVAL);
		ck_assert_int_eq(err.status, LF_EINVAL);
	}
	ck_assert_str_eq(err.message, "unknown variant 1000 (expected 0 to 3)");
	ck_assert_int_eq(size, 7);
	ck_assert_int_eq(rules.players, 0x5a5a5a5a);
}
END_TEST

/* traditional: orth, free, each, any; 15 x 15. */
START_TEST(test_defaults_traditional)
{
	expect_defaults(LF_TRADITIONAL, LF_JUMPS_ORTH, LF_CHAIN_FREE,
	    LF_OPENING_EACH, LF_REMOVAL_ANY, 15);
}
END_TEST

/* murray: orth, free, each, low; 15 x 15. */
START_TEST(test_defaults_murray)
{
	expect_defaults(LF_MURRAY, LF_JUMPS_ORTH, LF_CHAIN_FREE,
	    LF_OPENING_EACH, LF_REMOVAL_LOW, 15);
}
END_TEST

/* froglet: orth, free, first, low; 12 x 12. */
START_TEST(test_defaults_froglet)
{
	expect_defaults(LF_FROGLET, LF_JUMPS_ORTH, LF_CHAIN_FREE,
	    LF_OPENING_FIRST, LF_REMOVAL_LOW, 12);
}
END_TEST

/* capture: hex, free, none; the hexagon of side 5. */
START_TEST(test_defaults_capture)
{
	expect_defaults(LF_CAPTURE, LF_JUMPS_HEX, LF_CHAIN_FREE,
	    LF_OPENING_NONE, LF_REMOVAL_ANY, 5);
}
END_TEST

/* The colours of RULES.md: murray 1 white, 2 yellow, 3 red, 4 green;
 * froglet 1 green, 2 yellow, 3 red, 4 blue; the one-colour variants name
 * value 1 only. */
START_TEST(test_colour_names)
{
	static const char *const murray[] = {
		"white", "yellow", "red", "green"
	};
	static const char *const froglet[] = {
		"green", "yellow", "red", "blue"
	};
	int value;

	for (value = 1; value <= 4; value++) {
		ck_assert_str_eq(lf_colour_name(LF_MURRAY, value),
		    murray[value - 1]);
		ck_assert_str_eq(lf_colour_name(LF_FROGLET, value),
		    froglet[value - 1]);
	}
	ck_assert_ptr_nonnull(lf_colour_name(LF_TRADITIONAL, 1));
	ck_assert_ptr_nonnull(lf_colour_name(LF_CAPTURE, 1));
	ck_assert_ptr_null(lf_colour_name(LF_TRADITIONAL, 2));
	ck_assert_ptr_null(lf_colour_name(LF_CAPTURE, 4));
}
END_TEST

/* Check lf_opening_removals() and lf_in_opening() for an opening rule and
 * a number of players: in the opening exactly while ply < want, the
 * number of removals. */
static void
expect_opening(enum lf_opening opening, int players, int want)
{
	static struct lf_position pos;
	long ply;

	memset(&pos, 0, sizeof pos);
	ck_assert_int_eq(lf_rules_default(LF_TRADITIONAL, &pos.rules,
	    NULL), LF_OK);
	pos.rules.opening = opening;
	pos.rules.players = players;
	ck_assert_int_eq(lf_opening_removals(&pos.rules), want);
	for (ply = 0; ply <= want + 2; ply++) {
		pos.ply = ply;
		ck_assert_msg(lf_in_opening(&pos) == (ply < want),
		    "opening %s, %d players, ply %ld: in_opening %d",
		    lf_opening_name(opening), players, ply,
		    lf_in_opening(&pos));
	}
	pos.ply = LF_MAX_NUMBER;
	ck_assert_int_eq(lf_in_opening(&pos), 0);
}

/* "each": one removal per player, so the opening lasts players plies. */
START_TEST(test_opening_each)
{
	expect_opening(LF_OPENING_EACH, 2, 2);
	expect_opening(LF_OPENING_EACH, 3, 3);
	expect_opening(LF_OPENING_EACH, 16, 16);
}
END_TEST

/* "first": only the first player removes, whatever the number of players. */
START_TEST(test_opening_first)
{
	expect_opening(LF_OPENING_FIRST, 2, 1);
	expect_opening(LF_OPENING_FIRST, 3, 1);
	expect_opening(LF_OPENING_FIRST, 16, 1);
}
END_TEST

/* "none": no removal at all; the game starts with jumps. */
START_TEST(test_opening_none)
{
	expect_opening(LF_OPENING_NONE, 2, 0);
	expect_opening(LF_OPENING_NONE, 3, 0);
	expect_opening(LF_OPENING_NONE, 16, 0);
}
END_TEST

/* Values outside the enumerations get "?" rather than a wild read. */
START_TEST(test_names_out_of_range)
{
	ck_assert_str_eq(lf_variant_name(LF_VARIANT_COUNT), "?");
	ck_assert_str_eq(lf_variant_name((enum lf_variant)-1), "?");
	ck_assert_str_eq(lf_jumps_name(LF_JUMPS_COUNT), "?");
	ck_assert_str_eq(lf_chain_name(LF_CHAIN_COUNT), "?");
	ck_assert_str_eq(lf_opening_name(LF_OPENING_COUNT), "?");
	ck_assert_str_eq(lf_removal_name(LF_REMOVAL_COUNT), "?");
	ck_assert_str_eq(lf_removal_name((enum lf_removal)1000), "?");
}
END_TEST

/* Colours for values no variant uses are NULL. */
START_TEST(test_colour_out_of_range)
{
	ck_assert_ptr_null(lf_colour_name(LF_MURRAY, 0));
	ck_assert_ptr_null(lf_colour_name(LF_MURRAY, 5));
	ck_assert_ptr_null(lf_colour_name(LF_FROGLET, 9));
	ck_assert_ptr_null(lf_colour_name(LF_FROGLET, -1));
	ck_assert_ptr_null(lf_colour_name(LF_TRADITIONAL, 0));
}
END_TEST

/* Names longer than any known one, or with NULs, are simply unknown. */
START_TEST(test_parse_odd_input)
{
	char longname[1000];
	enum lf_variant v = LF_MURRAY;

	memset(longname, 'm', sizeof longname);
	ck_assert_int_eq(lf_variant_parse(longname, sizeof longname,
	    &v, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_variant_parse("murray\0", 7, &v, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_variant_parse("\xff\xfe", 2, &v, NULL), LF_EINVAL);
	ck_assert_int_eq(v, LF_MURRAY);
}
END_TEST

/* The suite for rules.c. */
static Suite *
rules_suite(void)
{
	Suite *s = suite_create("rules");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_variant_names);
	tcase_add_test(core, test_jumps_names);
	tcase_add_test(core, test_chain_names);
	tcase_add_test(core, test_opening_names);
	tcase_add_test(core, test_removal_names);
	tcase_add_test(core, test_unknown_name_messages);
	tcase_add_test(core, test_defaults_unknown_variant);
	tcase_add_test(core, test_parse_uses_length);
	tcase_add_test(core, test_unknown_names);
	tcase_add_test(core, test_defaults_traditional);
	tcase_add_test(core, test_defaults_murray);
	tcase_add_test(core, test_defaults_froglet);
	tcase_add_test(core, test_defaults_capture);
	tcase_add_test(core, test_colour_names);
	tcase_add_test(core, test_opening_each);
	tcase_add_test(core, test_opening_first);
	tcase_add_test(core, test_opening_none);
	suite_add_tcase(s, core);

	tcase_add_test(limits, test_names_out_of_range);
	tcase_add_test(limits, test_colour_out_of_range);
	tcase_add_test(limits, test_parse_odd_input);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(rules_suite)
