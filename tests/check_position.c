/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_position.c: Check suite for lib/position.c: parse-then-format is
 * the identity on canonical lines, accepted layouts format canonically,
 * and every rejection names the right field and column and leaves the
 * output position untouched. */
#include "config.h"

#include <stdio.h>

#include "check_util.h"

/* The fields in canonical order, and a valid value for each. */
static const char *const keys[] = {
	"variant", "players", "jumps", "chain", "opening", "removal",
	"turn", "ply", "score", "board"
};
static const char *const base_values[] = {
	"traditional", "2", "orth", "free", "each", "any",
	"1", "0", "0,0", "11/11"
};
#define FIELDS 10

/* Room for the longest lines the suite builds (65 rows of 64 cells). */
#define LINE_MAX_TEST 16384

/* Compare everything a position holds. */
static void
expect_same_position(const struct lf_position *a, const struct lf_position *b)
{
	int p;

	ck_assert_int_eq(a->rules.variant, b->rules.variant);
	ck_assert_int_eq(a->rules.players, b->rules.players);
	ck_assert_int_eq(a->rules.jumps, b->rules.jumps);
	ck_assert_int_eq(a->rules.chain, b->rules.chain);
	ck_assert_int_eq(a->rules.opening, b->rules.opening);
	ck_assert_int_eq(a->rules.removal, b->rules.removal);
	ck_assert_int_eq(a->width, b->width);
	ck_assert_int_eq(a->height, b->height);
	ck_assert_int_eq(a->turn, b->turn);
	ck_assert_int_eq(a->ply, b->ply);
	for (p = 0; p < LF_MAX_PLAYERS; p++)
		ck_assert_int_eq(a->score[p], b->score[p]);
	ck_assert_int_eq(memcmp(a->priv.cell, b->priv.cell,
	    sizeof a->priv.cell), 0);
	ck_assert_int_eq(memcmp(a->priv.piece_bits, b->priv.piece_bits,
	    sizeof a->priv.piece_bits), 0);
	ck_assert_int_eq(memcmp(a->priv.empty_bits, b->priv.empty_bits,
	    sizeof a->priv.empty_bits), 0);
}

/* Parse a line that must be valid, format it, and check the result is
 * want; return the parsed position in *pos. */
static void
expect_formats_as(const char *line, size_t len, const char *want,
    struct lf_position *pos)
{
	struct lf_error err;
	struct lf_buf out;

	lf_error_clear(&err);
	ck_assert_msg(lf_position_parse(line, len, pos, &err) == LF_OK,
	    "'%.80s' rejected at column %d: %s", line, err.column, err.message);
	lf_buf_init(&out);
	ck_assert_int_eq(lf_position_format(pos, &out, NULL), LF_OK);
	ck_assert_int_eq(out.failed, 0);
	ck_assert_msg(strcmp(out.data, want) == 0, "'%.200s' formats as "
	    "'%.200s', want '%.200s'", line, out.data, want);
	lf_buf_free(&out);
}

/* Check that a canonical line parses and formats to the same bytes. */
static void
expect_canonical(const char *line)
{
	static struct lf_position pos;

	expect_formats_as(line, strlen(line), line, &pos);
}

/* Format a position, then check its line is canonical and parses back to
 * the same position. */
static void
expect_round_trip(const struct lf_position *pos)
{
	static struct lf_position back;
	struct lf_buf line;

	lf_buf_init(&line);
	ck_assert_int_eq(lf_position_format(pos, &line, NULL), LF_OK);
	ck_assert_int_eq(line.failed, 0);
	ck_assert_ptr_null(strchr(line.data, '\n'));
	ck_assert(lf_is_position_line(line.data, line.len));
	expect_formats_as(line.data, line.len, line.data, &back);
	expect_same_position(pos, &back);
	lf_buf_free(&line);
}

/* Check that a line of len bytes is rejected with status st at column,
 * with a lowercase message containing fragment, and that the output
 * position is untouched. */
static void
expect_reject_len(const char *line, size_t len, enum lf_status st,
    int column, const char *fragment)
{
	static struct lf_position pos, before;
	struct lf_error err;
	enum lf_status got;

	memset(&pos, 0xa5, sizeof pos);
	before = pos;
	lf_error_clear(&err);
	got = lf_position_parse(line, len, &pos, &err);
	ck_assert_msg(got == st, "'%.120s': status %d, want %d (%s)", line,
	    got, st, err.message);
	ck_assert_int_eq(err.status, st);
	ck_assert_msg(err.column == column, "'%.120s': column %d, want %d "
	    "(%s)", line, err.column, column, err.message);
	ck_assert_msg(strstr(err.message, fragment) != NULL,
	    "'%.120s': message '%s' lacks '%s'", line, err.message, fragment);
	ck_assert_msg(err.message[0] != '\0' &&
	    !(err.message[0] >= 'A' && err.message[0] <= 'Z'),
	    "message '%s' is empty or starts with a capital", err.message);
	ck_assert_msg(memcmp(&pos, &before, sizeof pos) == 0,
	    "'%.120s': the position was changed", line);
}

/* expect_reject_len() for a NUL-terminated line. */
static void
expect_reject(const char *line, enum lf_status st, int column,
    const char *fragment)
{
	expect_reject_len(line, strlen(line), st, column, fragment);
}

/* The index of a field's key. */
static int
key_index(const char *key)
{
	int f;

	for (f = 0; f < FIELDS; f++)
		if (strcmp(keys[f], key) == 0)
			return f;
	ck_abort_msg("no field '%s'", key);
	return -1;
}

/* Build the valid base line with one field's value replaced (NULL
 * removes the field) into a static buffer. */
static const char *
line_with(const char *key, const char *value)
{
	static char line[LINE_MAX_TEST];
	int f, skip = key != NULL ? key_index(key) : -1;
	size_t n;

	n = (size_t)snprintf(line, sizeof line, "lf1");
	for (f = 0; f < FIELDS; f++) {
		if (f == skip && value == NULL)
			continue;
		n += (size_t)snprintf(line + n, sizeof line - n, " %s=%s",
		    keys[f], f == skip ? value : base_values[f]);
		ck_assert_uint_lt(n, sizeof line);
	}
	return line;
}

/* The 1-based column of the value of key in line. */
static int
value_column(const char *line, const char *key)
{
	char pattern[32];
	const char *at;

	snprintf(pattern, sizeof pattern, " %s=", key);
	at = strstr(line, pattern);
	ck_assert_ptr_nonnull(at);
	return (int)(at - line) + (int)strlen(pattern) + 1;
}

/* Check that the base line with key=value is rejected at offset bytes
 * into the value. */
static void
expect_bad_value(const char *key, const char *value, enum lf_status st,
    int offset, const char *fragment)
{
	const char *line = line_with(key, value);

	expect_reject(line, st, value_column(line, key) + offset, fragment);
}

/* Check that the base line with key=value is accepted. */
static void
expect_good_value(const char *key, const char *value)
{
	static struct lf_position pos;

	parse_ok(line_with(key, value), &pos);
}

/* Canonical lines written by hand: the smallest boards, shapes, every
 * kind of cell, the largest numbers. */
START_TEST(test_canonical_by_hand)
{
	static const char *const lines[] = {
		"lf1 variant=traditional players=2 jumps=orth chain=free opening=each removal=any turn=1 ply=0 score=0,0 board=111/111/111",
		"lf1 variant=traditional players=2 jumps=orth chain=free opening=each removal=any turn=1 ply=0 score=0,0 board=1",
		"lf1 variant=traditional players=2 jumps=orth chain=free opening=each removal=any turn=2 ply=1 score=0,1 board=.",
		"lf1 variant=murray players=3 jumps=diag8 chain=continue opening=first removal=low turn=3 ply=2147483647 score=2147483647,0,9 board=#1#/.9./###/123",
		"lf1 variant=froglet players=16 jumps=hex chain=most opening=none removal=any turn=16 ply=15 score=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16 board=1234/5678/9.#./####",
		"lf1 variant=capture players=2 jumps=hex chain=free opening=none removal=any turn=1 ply=0 score=0,0 board=####11111/###111111/##1111111/#11111111/1111.1111/11111111#/1111111##/111111###/11111####",
		"lf1 variant=capture players=2 jumps=orth chain=free opening=each removal=low turn=1 ply=0 score=0,0 board=#/#/#/./#",
		"lf1 variant=murray players=2 jumps=orth chain=free opening=each removal=low turn=1 ply=0 score=0,0 board=#########.",
	};
	size_t i;

	for (i = 0; i < sizeof lines / sizeof lines[0]; i++)
		expect_canonical(lines[i]);
}
END_TEST

/* Make a position with lf_new_game(), failing the test on error. */
static void
new_game(enum lf_variant v, int width, int height, const char *shape,
    int players, uint64_t seed, struct lf_position *pos)
{
	struct lf_new_options opt;
	struct lf_error err;

	ck_assert_int_eq(lf_new_options_default(v, &opt, NULL), LF_OK);
	opt.width = width;
	opt.height = height;
	opt.shape = shape;
	opt.rules.players = players;
	opt.seed = seed;
	lf_error_clear(&err);
	ck_assert_msg(lf_new_game(&opt, pos, &err) == LF_OK,
	    "lf_new_game %s %dx%d: %s", lf_variant_name(v), width, height,
	    err.message);
}

/* Generated boards of every variant and many sizes, from 1 x 2 to 64 x 64
 * and 16 players, round trip. */
START_TEST(test_round_trip_generated)
{
	static const int sizes[][2] = {
		{ 0, 0 }, { 1, 2 }, { 2, 1 }, { 1, 64 }, { 64, 1 }, { 64, 64 },
		{ 3, 5 }, { 5, 3 }, { 8, 8 }, { 12, 12 }, { 15, 15 }, { 63, 2 }
	};
	static struct lf_position pos;
	enum lf_variant v;
	size_t s;

	for (v = LF_TRADITIONAL; v <= LF_FROGLET; v++)
		for (s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
			new_game(v, sizes[s][0], sizes[s][1], NULL, 2,
			    (uint64_t)s * 7919, &pos);
			expect_round_trip(&pos);
		}
	new_game(LF_CAPTURE, 0, 0, NULL, 2, 1, &pos);
	expect_round_trip(&pos);
	new_game(LF_MURRAY, 4, 4, NULL, 16, 3, &pos);
	expect_round_trip(&pos);
	new_game(LF_FROGLET, 64, 64, NULL, 16, 4, &pos);
	expect_round_trip(&pos);
}
END_TEST

/* A 1 x 1 board (one piece or one empty cell) round trips; lf_new_game
 * cannot make it for two players, so it is built by hand. */
START_TEST(test_round_trip_one_cell)
{
	static struct lf_position pos;

	memset(&pos, 0, sizeof pos);
	ck_assert_int_eq(lf_rules_default(LF_TRADITIONAL, &pos.rules,
	    NULL), LF_OK);
	ck_assert_int_eq(lf_board_clear(&pos, 1, 1, NULL), LF_OK);
	expect_round_trip(&pos);
	pos.priv.cell[lf_index(0, 0)] = 9;
	lf_position_sync(&pos);
	pos.ply = 2;
	pos.score[1] = 1;
	expect_round_trip(&pos);
}
END_TEST

/* Every combination of the rule options, with 2, 3 and 16 players, the
 * last player to move and large numbers, round trips. */
START_TEST(test_round_trip_every_option)
{
	static const int players[] = { 2, 3, 16 };
	static struct lf_position pos;
	int j, c, o, r, p, i;

	for (j = 0; j < LF_JUMPS_COUNT; j++)
		for (c = 0; c < LF_CHAIN_COUNT; c++)
			for (o = 0; o < LF_OPENING_COUNT; o++)
				for (r = 0; r < LF_REMOVAL_COUNT; r++)
					for (p = 0; p < 3; p++) {
		new_game(LF_MURRAY, 5, 4, NULL, players[p],
		    (uint64_t)(j * 1000 + c * 100 + o * 10 + r), &pos);
		pos.rules.jumps = (enum lf_jumps)j;
		pos.rules.chain = (enum lf_chain)c;
		pos.rules.opening = (enum lf_opening)o;
		pos.rules.removal = (enum lf_removal)r;
		pos.turn = players[p] - 1;
		pos.ply = p == 2 ? LF_MAX_NUMBER : 10 * p + r;
		for (i = 0; i < players[p]; i++)
			pos.score[i] = i == 0 ? LF_MAX_NUMBER : i * 37;
		expect_round_trip(&pos);
					}
}
END_TEST

/* Shaped boards, random and fixed pieces, empty cells and rows or columns
 * with no cell, round trip. */
START_TEST(test_round_trip_shapes)
{
	static const char *const shapes[] = {
		"#o#/ooo/#o#", "o.o/.9./o.o", "###/#oo/###", "o#/#o", "oo",
		"o/o", "x1x2x3/oOXo.#", "#####/##o##/#####/o###o",
	};
	static struct lf_position pos;
	size_t i;

	for (i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
		new_game(LF_MURRAY, 0, 0, shapes[i], 2, i, &pos);
		expect_round_trip(&pos);
		new_game(LF_TRADITIONAL, 0, 0, shapes[i], 2, i, &pos);
		expect_round_trip(&pos);
	}
}
END_TEST

/* Join the given tokens with separator sep, between lead and trail. */
static void
join_tokens(char *out, size_t size, char *const *tokens, const int *order,
    int count, const char *lead, const char *const *seps, int nseps,
    const char *trail)
{
	size_t n;
	int i;

	n = (size_t)snprintf(out, size, "%s", lead);
	for (i = 0; i < count; i++) {
		n += (size_t)snprintf(out + n, size - n, "%s%s",
		    i ? seps[i % nseps] : "", tokens[order[i]]);
		ck_assert_uint_lt(n, size);
	}
	snprintf(out + n, size - n, "%s", trail);
}

/* Fields in many orders, runs of spaces and tabs, blanks around the line
 * and a trailing CR all give the canonical line back. */
START_TEST(test_layouts_accepted)
{
	static const char *const leads[] = { "", " ", "\t", " \t  " };
	static const char *const trails[] = { "", "\r", " ", "\t \r", "  " };
	static const char *const seps[] = { " ", "\t", "  ", " \t \t", "\t\t" };
	static struct lf_position pos;
	static char line[LINE_MAX_TEST], copy[LINE_MAX_TEST];
	const char *canonical = line_with(NULL, NULL);
	char *tokens[FIELDS + 1], *save = NULL, *t;
	int order[FIELDS + 1], n = 0, i, k, trial;
	struct lf_random rng;

	snprintf(copy, sizeof copy, "%s", canonical);
	for (t = strtok_r(copy, " ", &save); t != NULL;
	    t = strtok_r(NULL, " ", &save))
		tokens[n++] = t;
	ck_assert_int_eq(n, FIELDS + 1);
	lf_random_seed(&rng, 42);
	for (trial = 0; trial < 200; trial++) {
		/* The tag stays first; the fields are shuffled. */
		for (i = 0; i <= FIELDS; i++)
			order[i] = i;
		if (trial == 1)
			for (i = 1; i <= FIELDS; i++)
				order[i] = FIELDS + 1 - i; /* reversed */
		else if (trial > 1)
			for (i = FIELDS; i > 1; i--) {
				int j = 1 + (int)lf_random_below(&rng,
				    (uint64_t)i);
				k = order[i];
				order[i] = order[j];
				order[j] = k;
			}
		join_tokens(line, sizeof line, tokens, order, n,
		    leads[trial % 4], seps + trial % 5, 5 - trial % 5,
		    trails[trial % 5]);
		expect_formats_as(line, strlen(line), canonical, &pos);
	}
}
END_TEST

/* The same position however the line is laid out, on a richer line. */
START_TEST(test_layout_rich_line)
{
	static struct lf_position pos;
	const char *want = "lf1 variant=froglet players=3 jumps=diag8 "
	    "chain=most opening=first removal=low turn=2 ply=7 "
	    "score=3,0,12 board=#12/.4#/999";
	const char *in = "\t lf1\tboard=#12/.4#/999  score=3,0,12 ply=7\t\t"
	    "turn=2 removal=low opening=first chain=most jumps=diag8 "
	    "players=3 variant=froglet \t\r";

	expect_formats_as(in, strlen(in), want, &pos);
	ck_assert_int_eq(pos.turn, 1);
	ck_assert_int_eq(pos.ply, 7);
	ck_assert_int_eq(pos.score[2], 12);
	ck_assert_int_eq(pos.priv.cell[lf_index(2, 0)], 2);
	ck_assert_int_eq(pos.priv.cell[lf_index(0, 1)], LF_EMPTY);
	ck_assert_int_eq(pos.priv.cell[lf_index(2, 1)], LF_OFF);
}
END_TEST

/* A wrong or missing tag, or another version, is named at its column. */
START_TEST(test_reject_tag)
{
	const char *rest = " variant=traditional players=2 jumps=orth "
	    "chain=free opening=each removal=any turn=1 ply=0 score=0,0 "
	    "board=11/11";
	char line[512];

	snprintf(line, sizeof line, "LF1%s", rest);
	expect_reject(line, LF_EINVAL, 1, "tag 'lf1'");
	snprintf(line, sizeof line, "xx1%s", rest);
	expect_reject(line, LF_EINVAL, 1, "tag 'lf1'");
	snprintf(line, sizeof line, "lf%s", rest);
	expect_reject(line, LF_EINVAL, 1, "tag 'lf1'");
	snprintf(line, sizeof line, "%s", rest + 1);
	expect_reject(line, LF_EINVAL, 1, "tag 'lf1'");
	snprintf(line, sizeof line, "  lf2%s", rest);
	expect_reject(line, LF_EINVAL, 3, "version 'lf2'");
	snprintf(line, sizeof line, "lf0%s", rest);
	expect_reject(line, LF_EINVAL, 1, "version 'lf0'");
	snprintf(line, sizeof line, "lf10%s", rest);
	expect_reject(line, LF_EINVAL, 1, "version 'lf10'");
	snprintf(line, sizeof line, "lf1%s lf1", rest);
	expect_reject(line, LF_EINVAL, (int)strlen(line) - 2, "'lf1'");
	expect_reject("", LF_EINVAL, 1, "empty");
	expect_reject(" \t ", LF_EINVAL, 1, "empty");
	expect_reject("\r", LF_EINVAL, 1, "empty");
}
END_TEST

/* Leaving out any one field is an error naming it, at the line's end. */
START_TEST(test_reject_missing_field)
{
	char name[32];
	int f;

	for (f = 0; f < FIELDS; f++) {
		const char *line = line_with(keys[f], NULL);
		snprintf(name, sizeof name, "missing field '%s'", keys[f]);
		expect_reject(line, LF_EINVAL, (int)strlen(line) + 1, name);
	}
	expect_reject("lf1", LF_EINVAL, 4, "missing field 'variant'");
}
END_TEST

/* A trailing CR is not counted in the column of a missing field. */
START_TEST(test_reject_missing_field_crlf)
{
	char line[512];
	size_t len;

	snprintf(line, sizeof line, "%s\r", line_with("ply", NULL));
	len = strlen(line);
	expect_reject(line, LF_EINVAL, (int)len, "missing field 'ply'");
}
END_TEST

/* Giving any field twice is an error at the second, naming the first. */
START_TEST(test_reject_duplicate_field)
{
	char line[512], want[64];
	int f;

	for (f = 0; f < FIELDS; f++) {
		const char *base = line_with(NULL, NULL);
		int first = value_column(base, keys[f]) -
		    (int)strlen(keys[f]) - 1;
		snprintf(line, sizeof line, "%s %s=%s", base, keys[f],
		    base_values[f]);
		snprintf(want, sizeof want, "field '%s' appears twice (first "
		    "at column %d)", keys[f], first);
		expect_reject(line, LF_EINVAL, (int)strlen(base) + 2, want);
	}
}
END_TEST

/* A key the format does not define, in any case, is an unknown field. */
START_TEST(test_reject_unknown_field)
{
	char line[512];
	const char *base = line_with(NULL, NULL);

	snprintf(line, sizeof line, "lf1 colour=red%s", base + 3);
	expect_reject(line, LF_EINVAL, 5, "unknown field 'colour'");
	snprintf(line, sizeof line, "%s Board=11/11", base);
	expect_reject(line, LF_EINVAL, (int)strlen(base) + 2,
	    "unknown field 'Board'");
	snprintf(line, sizeof line, "%s =1", base);
	expect_reject(line, LF_EINVAL, (int)strlen(base) + 2,
	    "unknown field ''");
	snprintf(line, sizeof line, "lf1 scores=0,0%s", base + 3);
	expect_reject(line, LF_EINVAL, 5, "unknown field 'scores'");
}
END_TEST

/* A field without '=' is not key=value. */
START_TEST(test_reject_no_equals)
{
	char line[512];
	const char *base = line_with(NULL, NULL);

	snprintf(line, sizeof line, "lf1 players2%s", base + 3);
	expect_reject(line, LF_EINVAL, 5, "'players2' is not of the form "
	    "key=value");
	snprintf(line, sizeof line, "%s extra", base);
	expect_reject(line, LF_EINVAL, (int)strlen(base) + 2, "key=value");
}
END_TEST

/* An empty value is an error for every field, at the column after '='. */
START_TEST(test_reject_empty_value)
{
	char want[64];
	int f;

	for (f = 0; f < FIELDS; f++) {
		snprintf(want, sizeof want, "field '%s' has an empty value",
		    keys[f]);
		expect_bad_value(keys[f], "", LF_EINVAL, 0, want);
	}
}
END_TEST

/* Unknown variant and rule names, case included. */
START_TEST(test_reject_unknown_names)
{
	expect_bad_value("variant", "chess", LF_EINVAL, 0,
	    "field 'variant': unknown value 'chess'");
	expect_bad_value("variant", "Murray", LF_EINVAL, 0, "'variant'");
	expect_bad_value("jumps", "diag", LF_EINVAL, 0,
	    "field 'jumps': unknown value 'diag'");
	expect_bad_value("jumps", "hex6", LF_EINVAL, 0, "'jumps'");
	expect_bad_value("chain", "max", LF_EINVAL, 0,
	    "field 'chain': unknown value 'max'");
	expect_bad_value("opening", "all", LF_EINVAL, 0,
	    "field 'opening': unknown value 'all'");
	expect_bad_value("removal", "lowest", LF_EINVAL, 0,
	    "field 'removal': unknown value 'lowest'");
	expect_bad_value("removal", "ANY", LF_EINVAL, 0, "'removal'");
}
END_TEST

/* players is 2 to 16; turn is 1 to players. */
START_TEST(test_reject_players_and_turn)
{
	static struct lf_position pos;
	char line[512];

	expect_bad_value("players", "1", LF_EINVAL, 0,
	    "field 'players': 1 is out of range (2 to 16)");
	expect_bad_value("players", "17", LF_EINVAL, 0,
	    "field 'players': 17 is out of range");
	expect_bad_value("players", "0", LF_EINVAL, 0, "'players'");
	expect_bad_value("turn", "0", LF_EINVAL, 0,
	    "field 'turn': 0 is out of range (1 to 2)");
	expect_bad_value("turn", "3", LF_EINVAL, 0,
	    "field 'turn': 3 is out of range (1 to 2)");
	expect_good_value("turn", "2");
	snprintf(line, sizeof line, "lf1 turn=17 players=16 variant=murray "
	    "jumps=orth chain=free opening=each removal=low ply=0 "
	    "score=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 board=1");
	expect_reject(line, LF_EINVAL, 10, "field 'turn': 17 is out of "
	    "range (1 to 16)");
	memcpy(line + 9, "16", 2);
	parse_ok(line, &pos);
	ck_assert_int_eq(pos.turn, 15);
}
END_TEST

/* Numbers have no leading zero, no sign and only digits. */
START_TEST(test_reject_number_syntax)
{
	expect_bad_value("players", "02", LF_EINVAL, 0,
	    "field 'players': number '02' has a leading zero");
	expect_bad_value("turn", "01", LF_EINVAL, 0, "leading zero");
	expect_bad_value("ply", "00", LF_EINVAL, 0,
	    "field 'ply': number '00' has a leading zero");
	expect_bad_value("ply", "007", LF_EINVAL, 0, "leading zero");
	expect_bad_value("score", "00,0", LF_EINVAL, 0,
	    "field 'score': number '00' has a leading zero");
	expect_bad_value("score", "0,01", LF_EINVAL, 2, "leading zero");
	expect_bad_value("ply", "-1", LF_EINVAL, 0,
	    "field 'ply': '-' is not a digit");
	expect_bad_value("players", "-2", LF_EINVAL, 0, "'-' is not a digit");
	expect_bad_value("ply", "+1", LF_EINVAL, 0, "'+' is not a digit");
	expect_bad_value("score", "0,-1", LF_EINVAL, 2,
	    "field 'score': '-' is not a digit");
	expect_bad_value("ply", "1e3", LF_EINVAL, 1, "'e' is not a digit");
	expect_bad_value("ply", "0x10", LF_EINVAL, 1, "'x' is not a digit");
	expect_bad_value("ply", "1.0", LF_EINVAL, 1, "'.' is not a digit");
	expect_bad_value("turn", "one", LF_EINVAL, 0, "'o' is not a digit");
	expect_good_value("ply", "0");
	expect_good_value("ply", "10");
}
END_TEST

/* Numbers beyond 2147483647 are over the limit, however long. */
START_TEST(test_reject_number_overflow)
{
	char huge[1001];

	expect_good_value("ply", "2147483647");
	expect_good_value("score", "2147483647,2147483647");
	expect_bad_value("ply", "2147483648", LF_ELIMIT, 0,
	    "field 'ply': 2147483648 is out of range (0 to 2147483647)");
	expect_bad_value("score", "0,2147483648", LF_ELIMIT, 2,
	    "field 'score': 2147483648 is out of range");
	expect_bad_value("ply", "99999999999999999999", LF_ELIMIT, 0,
	    "field 'ply': 99999999999999999999 is out of range");
	expect_bad_value("ply", "18446744073709551617", LF_ELIMIT, 0, "'ply'");
	expect_bad_value("players", "4294967298", LF_ELIMIT, 0, "'players'");
	expect_bad_value("turn", "9223372036854775808", LF_ELIMIT, 0, "'turn'");
	memset(huge, '9', sizeof huge - 1);
	huge[sizeof huge - 1] = '\0';
	expect_bad_value("ply", huge, LF_ELIMIT, 0, "...");
}
END_TEST

/* Exactly one score per player, none of them empty. */
START_TEST(test_reject_scores)
{
	static struct lf_position pos;
	const char *line;

	expect_bad_value("score", "0", LF_EINVAL, 1,
	    "field 'score': 1 score for 2 players");
	expect_bad_value("score", "0,0,0", LF_EINVAL, 4,
	    "field 'score': more scores than the 2 players");
	expect_bad_value("score", "0,,0", LF_EINVAL, 2,
	    "field 'score': empty number");
	expect_bad_value("score", ",0", LF_EINVAL, 0, "empty number");
	expect_bad_value("score", "0,", LF_EINVAL, 2, "empty number");
	expect_bad_value("score", ",", LF_EINVAL, 0, "empty number");
	expect_bad_value("score", "0;0", LF_EINVAL, 1, "';' is not a digit");
	line = "lf1 variant=traditional players=3 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=0 score=5,6 board=111";
	expect_reject(line, LF_EINVAL, value_column(line, "score") + 3,
	    "2 scores for 3 players");
	parse_ok(line_with("score", "5,2147483647"), &pos);
	ck_assert_int_eq(pos.score[0], 5);
	ck_assert_int_eq(pos.score[1], LF_MAX_NUMBER);
}
END_TEST

/* Rows must all have the first row's length and none may be empty. */
START_TEST(test_reject_rows)
{
	expect_bad_value("board", "11/1", LF_EINVAL, 4,
	    "field 'board': row 2 has 1 cells, row 1 has 2");
	expect_bad_value("board", "1/11", LF_EINVAL, 3,
	    "field 'board': row 2 is longer than row 1 (1 cells)");
	expect_bad_value("board", "111/111/11/111", LF_EINVAL, 10,
	    "row 3 has 2 cells");
	expect_bad_value("board", "11//11", LF_EINVAL, 3,
	    "field 'board': row 2 is empty");
	expect_bad_value("board", "/11", LF_EINVAL, 0, "row 1 is empty");
	expect_bad_value("board", "11/", LF_EINVAL, 3, "row 2 is empty");
	expect_bad_value("board", "/", LF_EINVAL, 0, "row 1 is empty");
}
END_TEST

/* A board of n rows of the given width into out. */
static void
make_rows(char *out, size_t size, int width, int rows, char cell)
{
	size_t n = 0;
	int r, c;

	for (r = 0; r < rows; r++) {
		if (r > 0)
			out[n++] = '/';
		for (c = 0; c < width; c++)
			out[n++] = cell;
		ck_assert_uint_lt(n, size);
	}
	out[n] = '\0';
}

/* 64 columns and 64 rows are allowed; one more is over the limit and is
 * reported at the first cell beyond it. */
START_TEST(test_reject_board_size)
{
	static char rows[LINE_MAX_TEST];
	static struct lf_position pos;

	make_rows(rows, sizeof rows, 64, 64, '1');
	parse_ok(line_with("board", rows), &pos);
	ck_assert_int_eq(pos.width, 64);
	ck_assert_int_eq(pos.height, 64);
	make_rows(rows, sizeof rows, 65, 1, '1');
	expect_bad_value("board", rows, LF_ELIMIT, 64,
	    "field 'board': row 1 is longer than 64 cells");
	make_rows(rows, sizeof rows, 64, 2, '1');
	strcat(rows, "1");
	expect_bad_value("board", rows, LF_ELIMIT, 129,
	    "row 2 is longer than 64 cells");
	make_rows(rows, sizeof rows, 1, 65, '1');
	expect_bad_value("board", rows, LF_ELIMIT, 128,
	    "field 'board': more than 64 rows");
	make_rows(rows, sizeof rows, 64, 65, '.');
	expect_bad_value("board", rows, LF_ELIMIT, 64 * 65, "more than 64 rows");
}
END_TEST

/* Cells are '.', '#' or 1-9, and at least one must not be '#'. */
START_TEST(test_reject_cells)
{
	expect_bad_value("board", "1x/11", LF_EINVAL, 1,
	    "field 'board': unexpected 'x' in row 1");
	expect_bad_value("board", "10/11", LF_EINVAL, 1, "unexpected '0'");
	expect_bad_value("board", "11/1o", LF_EINVAL, 4, "'o' in row 2");
	expect_bad_value("board", "1=/11", LF_EINVAL, 1, "unexpected '='");
	expect_bad_value("board", "11,11", LF_EINVAL, 2, "unexpected ','");
	expect_bad_value("board", "##/##", LF_EINVAL, 0,
	    "field 'board': the board has no cell");
	expect_bad_value("board", "#", LF_EINVAL, 0, "no cell");
	expect_good_value("board", "#./##");
}
END_TEST

/* Bytes outside printable ASCII are rejected at their column, in keys and
 * values alike, NUL included. */
START_TEST(test_reject_bytes)
{
	static const char bad[] = { 0x01, 0x00, 0x1b, 0x7f, '\n', '\v',
	    '\f', (char)0x80, (char)0xe9, (char)0xff, '\r' };
	static char line[512];
	size_t i, len;
	int at;

	for (i = 0; i < sizeof bad; i++) {
		/* The last byte, except a CR, which ends a line. */
		snprintf(line, sizeof line, "%s", line_with("board", "11/1?"));
		len = strlen(line);
		line[len - 1] = bad[i];
		if (bad[i] != '\r')
			expect_reject_len(line, len, LF_EINVAL, (int)len,
			    "a position line is printable ASCII");
		/* A byte inside a key. */
		snprintf(line, sizeof line, "%s", line_with(NULL, NULL));
		len = strlen(line);
		at = value_column(line, "chain") - 3;
		line[at - 1] = bad[i];
		expect_reject_len(line, len, LF_EINVAL, at, "unexpected byte");
	}
	snprintf(line, sizeof line, "%s", line_with(NULL, NULL));
	line[0] = (char)0xef;
	expect_reject(line, LF_EINVAL, 1, "unexpected byte 0xef");
}
END_TEST

/* A line of 65536 bytes is read (here padded with leading blanks), with
 * or without a CR after it; one byte more is over the limit. */
START_TEST(test_line_length_limit)
{
	static char line[LF_MAX_LINE + 2];
	static struct lf_position pos;
	const char *base = line_with(NULL, NULL);
	size_t n = strlen(base), pad = LF_MAX_LINE - n;

	memset(line, ' ', pad);
	memcpy(line + pad, base, n);
	line[LF_MAX_LINE] = '\r';
	expect_formats_as(line, LF_MAX_LINE, base, &pos);
	expect_formats_as(line, LF_MAX_LINE + 1, base, &pos);
	memmove(line, line + 1, LF_MAX_LINE);
	line[LF_MAX_LINE - 1] = ' ';
	line[LF_MAX_LINE] = ' ';
	expect_reject_len(line, LF_MAX_LINE + 1, LF_ELIMIT, LF_MAX_LINE + 1,
	    "line longer than 65536 bytes");
}
END_TEST

/* Which lines are position lines: "lf" and digits first, any version. */
START_TEST(test_is_position_line)
{
	static const struct {
		const char *line;
		int want;
	} cases[] = {
		{ "lf1 variant=murray", 1 }, { "lf1", 1 }, { "  lf2 x", 1 },
		{ "\tlf10\t", 1 }, { "lf1\r", 1 }, { "lf0", 1 },
		{ "lf", 0 }, { "lfx", 0 }, { "lf1x", 0 }, { "e5", 0 },
		{ "LF1 x", 0 }, { "", 0 }, { "   ", 0 }, { "# lf1", 0 },
		{ "c3-c5", 0 }, { "l", 0 }, { "xlf1", 0 }
	};
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
		ck_assert_msg(lf_is_position_line(cases[i].line,
		    strlen(cases[i].line)) == cases[i].want, "'%s': want %d",
		    cases[i].line, cases[i].want);
	/* Only len bytes count. */
	ck_assert_int_eq(lf_is_position_line("lf1x", 3), 1);
	ck_assert_int_eq(lf_is_position_line("lf1", 2), 0);
}
END_TEST

/* Errors in an earlier field are reported before later ones: the parser
 * reports the first fault it meets, reading left to right through the
 * layout and then the fields in canonical order. */
START_TEST(test_first_fault_reported)
{
	expect_reject("lf1 variant=chess players=99 board=", LF_EINVAL, 36,
	    "field 'board' has an empty value");
	expect_reject("lf1 variant=chess players=99 jumps=orth chain=free "
	    "opening=each removal=any turn=1 ply=0 score=0,0 board=1",
	    LF_EINVAL, 13, "field 'variant'");
}
END_TEST

/* The suite for position.c. */
static Suite *
position_suite(void)
{
	Suite *s = suite_create("position");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_set_timeout(core, 60);
	tcase_add_test(core, test_canonical_by_hand);
	tcase_add_test(core, test_round_trip_generated);
	tcase_add_test(core, test_round_trip_one_cell);
	tcase_add_test(core, test_round_trip_every_option);
	tcase_add_test(core, test_round_trip_shapes);
	tcase_add_test(core, test_layouts_accepted);
	tcase_add_test(core, test_layout_rich_line);
	tcase_add_test(core, test_reject_tag);
	tcase_add_test(core, test_reject_missing_field);
	tcase_add_test(core, test_reject_missing_field_crlf);
	tcase_add_test(core, test_reject_duplicate_field);
	tcase_add_test(core, test_reject_unknown_field);
	tcase_add_test(core, test_reject_no_equals);
	tcase_add_test(core, test_reject_empty_value);
	tcase_add_test(core, test_reject_unknown_names);
	tcase_add_test(core, test_reject_players_and_turn);
	tcase_add_test(core, test_reject_number_syntax);
	tcase_add_test(core, test_reject_scores);
	tcase_add_test(core, test_reject_rows);
	tcase_add_test(core, test_reject_cells);
	tcase_add_test(core, test_reject_bytes);
	tcase_add_test(core, test_is_position_line);
	tcase_add_test(core, test_first_fault_reported);
	suite_add_tcase(s, core);

	tcase_set_timeout(limits, 60);
	tcase_add_test(limits, test_reject_number_overflow);
	tcase_add_test(limits, test_reject_board_size);
	tcase_add_test(limits, test_line_length_limit);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(position_suite)
