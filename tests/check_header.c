/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_header.c: Check suite for lib/formats/header.c: the header lines
 * of a game record (parse, canonical form, every fault at its column, the
 * limits of its texts), the game reader that gives each game its header,
 * and the comments of records of 0.1 that it reads as one. */
#include "config.h"

#include <stdio.h>

#include "check_util.h"

#define POS "lf1 variant=traditional players=2 jumps=orth chain=free " \
	"opening=none removal=any turn=1 ply=0 score=0,0 board=11."

/* Parse header lines, one a line, that must be valid into *h. */
static void
parse_lines(const char *text, struct lf_header *h)
{
	struct lf_error err;
	const char *nl;

	lf_header_init(h);
	for (; *text != '\0'; text = nl + 1) {
		nl = strchr(text, '\n');
		ck_assert_ptr_nonnull(nl);
		lf_error_clear(&err);
		ck_assert_msg(lf_header_parse(text, (size_t)(nl - text), h,
		    &err) == LF_OK, "'%.*s': column %d: %s", (int)(nl - text),
		    text, err.column, err.message);
	}
}

/* Parse header lines and check that their canonical form is want (the
 * lines themselves when want is NULL). */
static void
round_trip(const char *text, const char *want)
{
	struct lf_header h;
	struct lf_buf out;

	parse_lines(text, &h);
	lf_buf_init(&out);
	ck_assert_int_eq(lf_header_format(&h, &out, NULL), LF_OK);
	ck_assert_str_eq(out.data != NULL ? out.data : "", want != NULL ?
	    want : text);
	lf_buf_free(&out);
}

/* A header line that must be rejected with status st at column, with a
 * message holding fragment, after the lines of before; the header is left
 * as they made it. */
static void
reject(const char *before, const char *line, enum lf_status st, int column,
    const char *fragment)
{
	struct lf_header h, kept;
	struct lf_error err;

	parse_lines(before, &h);
	kept = h;
	lf_error_clear(&err);
	ck_assert_int_eq(lf_header_parse(line, strlen(line), &h, &err), st);
	ck_assert_msg(err.column == column, "'%s': column %d, want %d (%s)",
	    line, err.column, column, err.message);
	ck_assert_msg(strstr(err.message, fragment) != NULL,
	    "'%s': message '%s' lacks '%s'", line, err.message, fragment);
	ck_assert_int_eq(memcmp(&h, &kept, sizeof h), 0);
	ck_assert_int_eq(lf_header_parse(line, strlen(line), &h, NULL), st);
}

START_TEST(test_is_header)
{
	ck_assert(lf_is_header_line("#: seat player=1", 16));
	ck_assert(lf_is_header_line(" \t#:", 4));
	ck_assert(!lf_is_header_line("# : seat", 8));
	ck_assert(!lf_is_header_line("# game 1 seed=1", 15));
	ck_assert(!lf_is_header_line("#", 1));
	ck_assert(!lf_is_header_line("a1", 2));
}
END_TEST

/* Canonical lines read and written again give the same bytes; lenient
 * layout and any order of fields give the canonical form. */
START_TEST(test_round_trip)
{
	struct lf_header h;

	round_trip("#: game number=1 seed=1\n", NULL);
	round_trip("#: game number=5 round=1 seed=18446744073709551615\n",
	    NULL);
	round_trip("#: game number=2147483647 start=3\n", NULL);
	round_trip("#: game number=3 seed=2\n"
	    "#: seat player=1 bot=2 name=\"first\" time=0.5 clock=60 "
	    "increment=0.25 command=\"lf-moves | head -n 1\"\n"
	    "#: seat player=2 bot=1 command=\"lf-bot --level=greedy\"\n",
	    NULL);
	round_trip("#: seat player=16\n", NULL);
	round_trip("#: seat player=1 time=1000000 clock=0.001 increment=0\n",
	    NULL);
	round_trip("#: seat player=1 command=\"say \\\"hi\\\" \\\\ bye\"\n",
	    NULL);
	round_trip("  #:\tseat  command=\"x\"\tplayer=2 bot=16\r\n"
	    "#:game seed=0 number=1\n",
	    "#: game number=1 seed=0\n"
	    "#: seat player=2 bot=16 command=\"x\"\n");
	/* Text is kept as UTF-8; control characters become '?'. */
	round_trip("#: seat player=1 name=\"gr\xc3\xbc\x6e\" command=\"a\tb"
	    "\x1b[2J\xe2\x80\xae\"\n", "#: seat player=1 name=\"gr\xc3\xbcn\" "
	    "command=\"a?b?[2J?\"\n");
	parse_lines("#: seat player=3 bot=1 name=\"n\" time=2 clock=1.5 "
	    "increment=0.1 command=\"c\"\n", &h);
	ck_assert_int_eq(h.game, 0);
	ck_assert_int_eq(h.seat[0].player, -1);
	ck_assert_int_eq(h.seat[2].player, 2);
	ck_assert_int_eq(h.seat[2].bot, 0);
	ck_assert_int_eq(h.seat[2].time_ms, 2000);
	ck_assert_int_eq(h.seat[2].clock_ms, 1500);
	ck_assert_int_eq(h.seat[2].increment_ms, 100);
	ck_assert_str_eq(h.seat[2].name, "n");
	ck_assert_str_eq(h.seat[2].command, "c");
}
END_TEST

/* Every fault at its column, the header untouched. */
START_TEST(test_faults)
{
	reject("", "# seat player=1", LF_EINVAL, 1, "starts with '#:'");
	reject("", "#: sit player=1", LF_EINVAL, 4, "a 'game' or a 'seat'");
	reject("", "#:", LF_EINVAL, 3, "a 'game' or a 'seat'");
	reject("", "#: seat", LF_EINVAL, 8, "missing field 'player'");
	reject("", "#: game seed=1", LF_EINVAL, 15, "missing field 'number'");
	reject("", "#: seat player", LF_EINVAL, 9, "of the form key=value");
	reject("", "#: seat Player=1", LF_EINVAL, 9, "of the form key=value");
	reject("", "#: seat player=1 colour=red", LF_EINVAL, 18,
	    "unknown field 'colour'");
	reject("", "#: seat player=1 bot=1 player=2", LF_EINVAL, 24,
	    "field 'player' appears twice (first at column 9)");
	reject("", "#: seat player=", LF_EINVAL, 16, "empty value");
	reject("", "#: seat player=1 name=\"\"", LF_EINVAL, 23,
	    "field 'name' has an empty value");
	reject("", "#: seat player=0", LF_EINVAL, 16, "out of range (1 to 16)");
	reject("", "#: seat player=17", LF_EINVAL, 16,
	    "out of range (1 to 16)");
	reject("", "#: seat player=01", LF_EINVAL, 16, "leading zero");
	reject("", "#: seat player=\"1\"", LF_EINVAL, 16, "not text in quotes");
	reject("", "#: seat player=1 bot=x", LF_EINVAL, 22,
	    "'x' is not a digit");
	reject("", "#: seat player=1 name=first", LF_EINVAL, 23,
	    "text, in double quotes");
	reject("", "#: seat player=1 name=\"first", LF_EINVAL, 23,
	    "no closing '\"'");
	reject("", "#: seat player=1 name=\"a\"b", LF_EINVAL, 26,
	    "a blank must follow");
	reject("", "#: seat player=1 name=\"a\\n\"", LF_EINVAL, 25,
	    "escapes only");
	reject("", "#: seat player=1 name=\"a\\", LF_EINVAL, 25,
	    "escapes only");
	reject("", "#: seat player=1 bot=\xc3\xa9", LF_EINVAL, 22,
	    "outside printable ASCII");
	reject("", "#: seat player=1 time=0", LF_EINVAL, 23, "0 seconds");
	reject("", "#: seat player=1 time=1.", LF_EINVAL, 24, "decimals");
	reject("", "#: seat player=1 time=1.0", LF_EINVAL, 24, "decimals");
	reject("", "#: seat player=1 time=1.0001", LF_EINVAL, 24, "decimals");
	reject("", "#: seat player=1 time=1.x", LF_EINVAL, 25, "a decimal");
	reject("", "#: seat player=1 time=.5", LF_EINVAL, 23, "empty number");
	reject("", "#: seat player=1 time=1000000.5", LF_EINVAL, 23,
	    "more than 1000000 seconds");
	reject("", "#: seat player=1 time=1000001", LF_EINVAL, 23,
	    "out of range (0 to 1000000)");
	reject("", "#: seat player=1 increment=1", LF_EINVAL, 18,
	    "'increment' goes only with 'clock'");
	reject("", "#: game number=1 seed=18446744073709551616", LF_ELIMIT, 23,
	    "out of range");
	reject("", "#: game number=2147483648", LF_ELIMIT, 16, "out of range");
	reject("", "#: game number=1 round=0", LF_EINVAL, 24, "out of range");
	/* Once each: the game line, each player's seat. */
	reject("#: game number=1\n", "#: game number=2", LF_EINVAL, 1,
	    "a second game line");
	reject("#: seat player=2\n", "#: seat bot=1 player=2", LF_EINVAL, 22,
	    "a second seat line for player 2");
}
END_TEST

/* The texts of a seat have limits, enforced with an error. */
START_TEST(test_text_limits)
{
	static char line[LF_MAX_COMMAND + 64];
	struct lf_header h;
	struct lf_buf out;
	int n;

	n = snprintf(line, sizeof line, "#: seat player=1 name=\"%0*d\"",
	    LF_MAX_NAME, 0);
	ck_assert_int_lt(n, (int)sizeof line);
	parse_lines("", &h);
	ck_assert_int_eq(lf_header_parse(line, strlen(line), &h, NULL), LF_OK);
	ck_assert_uint_eq(strlen(h.seat[0].name), LF_MAX_NAME);
	snprintf(line, sizeof line, "#: seat player=1 name=\"%0*d\"",
	    LF_MAX_NAME + 1, 0);
	reject("", line, LF_ELIMIT, 23, "'name': longer than 64 bytes");
	snprintf(line, sizeof line, "#: seat player=1 command=\"%0*d\"",
	    LF_MAX_COMMAND, 0);
	ck_assert_int_eq(lf_header_parse(line, strlen(line), &h, NULL),
	    LF_EINVAL); /* a second seat for player 1 */
	parse_lines("", &h);
	ck_assert_int_eq(lf_header_parse(line, strlen(line), &h, NULL), LF_OK);
	ck_assert_uint_eq(strlen(h.seat[0].command), LF_MAX_COMMAND);
	snprintf(line, sizeof line, "#: seat player=1 command=\"%0*d\"",
	    LF_MAX_COMMAND + 1, 0);
	reject("", line, LF_ELIMIT, 26, "'command': longer than 1024 bytes");
	/* A hand-made header is checked before it is written. */
	lf_buf_init(&out);
	lf_header_init(&h);
	h.seat[0].player = 0;
	memset(h.seat[0].command, 'x', sizeof h.seat[0].command);
	ck_assert_int_eq(lf_header_format(&h, &out, NULL), LF_ELIMIT);
	lf_header_init(&h);
	h.seat[1].player = 0;
	ck_assert_int_eq(lf_header_format(&h, &out, NULL), LF_EINVAL);
	lf_header_init(&h);
	h.round = 2;
	ck_assert_int_eq(lf_header_format(&h, &out, NULL), LF_EINVAL);
	lf_header_init(&h);
	h.seat[0].player = 0;
	h.seat[0].increment_ms = 5;
	ck_assert_int_eq(lf_header_format(&h, &out, NULL), LF_EINVAL);
	h.seat[0].increment_ms = 0;
	h.seat[0].bot = LF_MAX_PLAYERS;
	ck_assert_int_eq(lf_header_format(&h, &out, NULL), LF_EINVAL);
	ck_assert_uint_eq(out.len, 0);
	lf_buf_free(&out);
}
END_TEST

/* Read a stream with the game reader, comments on, into the events it
 * gives, as letters: p position, m move, r result, c comment, h header. */
static void
read_events(const char *text, const char *want, struct lf_game **game,
    FILE **fp)
{
	static const char letters[] = "epmrch";
	char got[64];
	enum lf_game_event event;
	struct lf_error err;
	size_t n = 0;

	*fp = fmemopen((void *)(uintptr_t)text, strlen(text), "r");
	ck_assert_ptr_nonnull(*fp);
	ck_assert_int_eq(lf_game_new(game, *fp, NULL), LF_OK);
	lf_game_set_comments(*game, 1);
	do {
		lf_error_clear(&err);
		ck_assert_msg(lf_game_next(*game, &event, &err) == LF_OK,
		    "line %ld: %s", lf_game_line_number(*game), err.message);
		got[n++] = letters[event];
	} while (event != LF_GAME_END && n < sizeof got - 1);
	got[n] = '\0';
	ck_assert_str_eq(got, want);
}

/* The header lines before a position are its game's header; the next
 * game's replace it at its position line. */
START_TEST(test_in_game)
{
	static const char text[] = "# a comment\n"
	    "#: game number=1 seed=1\n"
	    "#: seat player=1 bot=2 command=\"b\"\n"
	    "#: seat player=2 bot=1 name=\"a\" command=\"a\"\n"
	    POS "\n"
	    "a1-c1\n"
	    "# move time=0.5\n"
	    "result end=over score=1,0\n"
	    "#: game number=2 start=1\n"
	    POS "\n"
	    POS "\n";
	const struct lf_header *h;
	struct lf_game *g;
	enum lf_game_event event;
	FILE *fp;

	read_events(text, "chhhpmcrhppe", &g, &fp);
	lf_game_free(g);
	fclose(fp);
	fp = fmemopen((void *)(uintptr_t)text, sizeof text - 1, "r");
	ck_assert_int_eq(lf_game_new(&g, fp, NULL), LF_OK);
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	ck_assert_int_eq(event, LF_GAME_POSITION);
	h = lf_game_header(g);
	ck_assert_ptr_nonnull(h);
	ck_assert_int_eq(h->game, 1);
	ck_assert_int_eq(h->seeded, 1);
	ck_assert_int_eq(h->seat[0].bot, 1);
	ck_assert_str_eq(h->seat[1].name, "a");
	ck_assert_str_eq(h->seat[1].command, "a");
	ck_assert_int_eq(h->seat[2].player, -1);
	/* Header lines of the next game change nothing before its
	 * position. */
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	ck_assert_int_eq(event, LF_GAME_RESULT);
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	ck_assert_int_eq(event, LF_GAME_POSITION);
	h = lf_game_header(g);
	ck_assert_int_eq(h->game, 2);
	ck_assert_int_eq(h->start, 1);
	ck_assert_int_eq(h->seat[0].player, -1);
	/* A position with no header line before it has no header. */
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	ck_assert_ptr_null(lf_game_header(g));
	lf_game_free(g);
	fclose(fp);
}
END_TEST

/* A record of 0.1: its comments say which game it is and who plays. */
START_TEST(test_old_comments)
{
	static const char text[] = "# game 5 round=2 seed=3\n"
	    "# player 1: bot 3: echo x\n"
	    "# player 2: bot 1: lf-moves | head -n 1\n"
	    "# name 1: first\n"
	    "# name 3: junk\n"
	    "# name 2: nobody's\n"
	    "# player 3: not a seat\n"
	    "# game of life\n"
	    "#  game 6 seed=1\n"
	    POS "\n"
	    "# game 6 start=2\n"
	    "# player 2: bot 2: \x1b[2J\n"
	    POS "\n"
	    "# game 8 seed=1\n"
	    "# player 1: bot 1: a\n"
	    "#: game number=7\n"
	    POS "\n";
	const struct lf_header *h;
	struct lf_game *g;
	enum lf_game_event event;
	FILE *fp;

	read_events(text, "hhhhhhcccphhphhhpe", &g, &fp);
	lf_game_free(g);
	fclose(fp);
	fp = fmemopen((void *)(uintptr_t)text, sizeof text - 1, "r");
	ck_assert_int_eq(lf_game_new(&g, fp, NULL), LF_OK);
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	h = lf_game_header(g);
	ck_assert_ptr_nonnull(h);
	ck_assert_int_eq(h->game, 5);
	ck_assert_int_eq(h->round, 2);
	ck_assert_int_eq(h->seeded, 1);
	ck_assert_int_eq((int)h->seed, 3);
	ck_assert_int_eq(h->seat[0].bot, 2);
	ck_assert_str_eq(h->seat[0].command, "echo x");
	ck_assert_str_eq(h->seat[0].name, "junk");
	ck_assert_int_eq(h->seat[1].bot, 0);
	ck_assert_str_eq(h->seat[1].command, "lf-moves | head -n 1");
	ck_assert_str_eq(h->seat[1].name, "first");
	ck_assert_int_eq(h->seat[2].player, -1);
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	h = lf_game_header(g);
	ck_assert_int_eq(h->game, 6);
	ck_assert_int_eq(h->start, 2);
	ck_assert_int_eq(h->seeded, 0);
	ck_assert_str_eq(h->seat[1].command, "?[2J");
	ck_assert_str_eq(h->seat[1].name, "");
	/* Header lines and comments of 0.1 together: the lines count. */
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	h = lf_game_header(g);
	ck_assert_int_eq(h->game, 7);
	ck_assert_int_eq(h->seeded, 0);
	ck_assert_int_eq(h->seat[0].player, -1);
	lf_game_free(g);
	fclose(fp);
}
END_TEST

/* A bad header line is an error of every reader, at its line and column;
 * a move or a result after a header line is too. */
START_TEST(test_in_game_faults)
{
	static const struct {
		const char *text;
		long line;
		int column;
		const char *fragment;
	} cases[] = {
		{ "#: seat player=1\n#: seat player=1\n", 2, 16,
		    "a second seat line for player 1" },
		{ POS "\n#: seat player=1 name=x\n", 2, 23, "double quotes" },
		{ POS "\n#: game number=2\na1-c1\n", 3, 1, "a move after the "
		    "header line of line 2 (which starts the next game)" },
		{ POS "\na1-c1\n#: game number=2\nresult end=over "
		    "score=1,0\n", 4, 1, "a result line after the header line "
		    "of line 3" },
	};
	enum lf_game_event event;
	struct lf_error err;
	struct lf_game *g;
	size_t i;
	long n;
	FILE *fp;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		fp = fmemopen((void *)(uintptr_t)cases[i].text,
		    strlen(cases[i].text), "r");
		ck_assert_ptr_nonnull(fp);
		ck_assert_int_eq(lf_game_new(&g, fp, NULL), LF_OK);
		lf_game_set_comments(g, 1);
		for (n = 1; n < cases[i].line; n++)
			ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
		lf_error_clear(&err);
		ck_assert_int_eq(lf_game_next(g, &event, &err), LF_EINVAL);
		ck_assert_int_eq(lf_game_line_number(g), cases[i].line);
		ck_assert_msg(err.column == cases[i].column,
		    "case %zu: column %d, want %d (%s)", i, err.column,
		    cases[i].column, err.message);
		ck_assert_msg(strstr(err.message, cases[i].fragment) != NULL,
		    "case %zu: '%s'", i, err.message);
		lf_game_free(g);
		fclose(fp);
	}
}
END_TEST

/* A header line of a record that ends before its position (a record cut
 * short, or a record of lf-play before 0.1, which had no position line)
 * is no error, and the header it makes is the last read; a game line, of
 * either kind, starts the header anew, so that what a record cut short left
 * is not the next game's. */
START_TEST(test_cut_short)
{
	static const char text[] = POS "\n"
	    "#: game number=2\n"
	    "#: seat player=1 bot=1\n"
	    "#: game number=3\n"
	    "#: seat player=2 bot=2\n"
	    POS "\n"
	    "# game 4 seed=1\n"
	    "# player 1: bot 1: a\n"
	    "#: seat player=2 bot=2\n"
	    "# game 5 seed=1\n"
	    POS "\n"
	    "#: game number=6\n";
	const struct lf_header *h;
	enum lf_game_event event;
	struct lf_game *g;
	FILE *fp;

	read_events(POS "\n#: game number=2\n#: seat player=1\n", "phhe", &g,
	    &fp);
	/* The header last read is the one being read. */
	ck_assert_ptr_nonnull(lf_game_header(g));
	ck_assert_int_eq(lf_game_header(g)->game, 2);
	ck_assert_int_eq(lf_game_header(g)->seat[0].player, 0);
	lf_game_free(g);
	fclose(fp);
	fp = fmemopen((void *)(uintptr_t)text, sizeof text - 1, "r");
	ck_assert_int_eq(lf_game_new(&g, fp, NULL), LF_OK);
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	h = lf_game_header(g);
	ck_assert_int_eq(h->game, 3);
	ck_assert_int_eq(h->seat[0].player, -1);
	ck_assert_int_eq(h->seat[1].bot, 1);
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	ck_assert_int_eq(event, LF_GAME_POSITION);
	h = lf_game_header(g);
	ck_assert_int_eq(h->game, 5);
	ck_assert_int_eq(h->seat[0].player, -1);
	ck_assert_int_eq(h->seat[1].player, -1);
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	ck_assert_int_eq(event, LF_GAME_END);
	lf_game_free(g);
	fclose(fp);
}
END_TEST

/* The suite for header.c. */
static Suite *
header_suite(void)
{
	Suite *s = suite_create("header");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_is_header);
	tcase_add_test(core, test_round_trip);
	tcase_add_test(core, test_faults);
	tcase_add_test(core, test_in_game);
	tcase_add_test(core, test_old_comments);
	tcase_add_test(core, test_in_game_faults);
	tcase_add_test(core, test_cut_short);
	suite_add_tcase(s, core);
	tcase_add_test(limits, test_text_limits);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(header_suite)
