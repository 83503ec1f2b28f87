/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_record.c: Check suite for lib/formats/record.c: the result line of
 * a game record (parse, canonical form, every fault at its column), its
 * check against the position, and the outcome where a forfeit loses
 * whatever the scores. */
#include "config.h"

#include <stdio.h>

#include "check_util.h"

/* A game over, player 1 with 2 points and player 2 with 1: no jump. */
#define OVER "lf1 variant=traditional players=2 jumps=orth chain=free " \
	"opening=none removal=any turn=1 ply=3 score=2,1 board=1.1"
/* A game that goes on: a1-c1 is a jump. */
#define GOES_ON "lf1 variant=traditional players=3 jumps=orth chain=free " \
	"opening=none removal=any turn=2 ply=3 score=5,9,9 board=11."

/* Parse a result line that must be valid, and check that its canonical
 * form is want (the line itself when want is NULL). */
static struct lf_ending
parse_result(const char *line, const char *want)
{
	struct lf_ending e;
	struct lf_error err;
	struct lf_buf out;

	lf_error_clear(&err);
	ck_assert_msg(lf_ending_parse(line, strlen(line), &e, &err) == LF_OK,
	    "'%s': column %d: %s", line, err.column, err.message);
	lf_buf_init(&out);
	ck_assert_int_eq(lf_ending_format(&e, &out, NULL), LF_OK);
	ck_assert_str_eq(out.data, want != NULL ? want : line);
	lf_buf_free(&out);
	return e;
}

/* A result line that must be rejected with status st at column, with a
 * message holding fragment; the ending given is left untouched. */
static void
reject(const char *line, enum lf_status st, int column, const char *fragment)
{
	struct lf_ending e;
	struct lf_error err;

	memset(&e, 0x5a, sizeof e);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_ending_parse(line, strlen(line), &e, &err), st);
	ck_assert_msg(err.column == column, "'%s': column %d, want %d (%s)",
	    line, err.column, column, err.message);
	ck_assert_msg(strstr(err.message, fragment) != NULL,
	    "'%s': message '%s' lacks '%s'", line, err.message, fragment);
	ck_assert_int_eq(e.players, 0x5a5a5a5a);
	/* Without a record the status is the same. */
	ck_assert_int_eq(lf_ending_parse(line, strlen(line), &e, NULL), st);
}

/* The outcome in words. */
static void
expect_words(const struct lf_ending *e, const char *want)
{
	struct lf_buf out;

	lf_buf_init(&out);
	ck_assert_int_eq(lf_ending_describe(e, &out, NULL), LF_OK);
	ck_assert_str_eq(out.data, want);
	lf_buf_free(&out);
}

START_TEST(test_names)
{
	ck_assert_str_eq(lf_end_name(LF_END_OVER), "over");
	ck_assert_str_eq(lf_end_name(LF_END_FORFEIT), "forfeit");
	ck_assert_str_eq(lf_end_name(LF_END_RESIGN), "resign");
	ck_assert_str_eq(lf_end_name(LF_END_COUNT), "unknown");
	ck_assert(lf_is_result_line("result", 6));
	ck_assert(lf_is_result_line(" \tresult end=over", 17));
	ck_assert(lf_is_result_line("result\r", 7));
	ck_assert(!lf_is_result_line("results", 7));
	ck_assert(!lf_is_result_line("result=over", 11));
	ck_assert(!lf_is_result_line("resul", 5));
	ck_assert(!lf_is_result_line("", 0));
}
END_TEST

/* Every kind of ending, read back and written in canonical form. */
START_TEST(test_parse_format)
{
	struct lf_ending e;

	e = parse_result("result end=over score=12,10", NULL);
	ck_assert_int_eq(e.end, LF_END_OVER);
	ck_assert_int_eq(e.player, -1);
	ck_assert_int_eq(e.players, 2);
	ck_assert_int_eq(e.score[0], 12);
	ck_assert_int_eq(e.score[1], 10);
	e = parse_result("result end=forfeit player=3 reason=illegal "
	    "score=0,0,2147483647", NULL);
	ck_assert_int_eq(e.end, LF_END_FORFEIT);
	ck_assert_int_eq(e.player, 2);
	ck_assert_int_eq(e.reason, LF_BOT_ILLEGAL);
	ck_assert_int_eq(e.score[2], 2147483647L);
	e = parse_result("result end=resign player=1 score=1,1", NULL);
	ck_assert_int_eq(e.end, LF_END_RESIGN);
	ck_assert_int_eq(e.player, 0);
	ck_assert_int_eq(e.reason, LF_BOT_OK);
	/* Readers accept any order and any layout. */
	parse_result("  result\tscore=0,0  reason=timeout player=2 "
	    "end=forfeit \r", "result end=forfeit player=2 reason=timeout "
	    "score=0,0");
	/* Every fault name. */
	parse_result("result end=forfeit player=1 reason=exit score=0,0", NULL);
	parse_result("result end=forfeit player=1 reason=signal score=0,0",
	    NULL);
	parse_result("result end=forfeit player=1 reason=silence score=0,0",
	    NULL);
	parse_result("result end=forfeit player=1 reason=incomplete "
	    "score=0,0", NULL);
	parse_result("result end=forfeit player=1 reason=garbage score=0,0",
	    NULL);
}
END_TEST

/* Each fault of a result line at its column. */
START_TEST(test_faults)
{
	reject("result", LF_EINVAL, 7, "missing field 'end'");
	reject("result end=over", LF_EINVAL, 16, "missing field 'score'");
	reject("result end=won score=1,0", LF_EINVAL, 12,
	    "field 'end': unknown value 'won'");
	reject("result end=over score=1,0 end=over", LF_EINVAL, 27,
	    "field 'end' appears twice (first at column 8)");
	reject("result end=over score=1,0 winner=1", LF_EINVAL, 27,
	    "unknown field 'winner'");
	reject("result end=over score=1,0 junk", LF_EINVAL, 27,
	    "not of the form key=value");
	reject("result end= score=1,0", LF_EINVAL, 12, "empty value");
	reject("result end=over player=1 score=1,0", LF_EINVAL, 17,
	    "field 'player' does not go with end=over");
	reject("result end=forfeit reason=exit score=1,0", LF_EINVAL, 41,
	    "missing field 'player' (who forfeits)");
	reject("result end=resign score=1,0", LF_EINVAL, 28,
	    "missing field 'player' (who resigns)");
	reject("result end=forfeit player=1 score=1,0", LF_EINVAL, 38,
	    "missing field 'reason'");
	reject("result end=resign player=1 reason=exit score=1,0", LF_EINVAL,
	    28, "field 'reason' goes only with end=forfeit");
	reject("result end=forfeit player=1 reason=late score=1,0",
	    LF_EINVAL, 36, "field 'reason': unknown value 'late'");
	reject("result end=forfeit player=1 reason=ok score=1,0", LF_EINVAL,
	    36, "unknown value 'ok'");
	reject("result end=resign player=3 score=1,0", LF_EINVAL, 26,
	    "field 'player': 3 is out of range (1 to 2)");
	reject("result end=resign player=0 score=1,0", LF_EINVAL, 26,
	    "out of range");
	reject("result end=resign player=01 score=1,0", LF_EINVAL, 26,
	    "leading zero");
	reject("result end=over score=5", LF_EINVAL, 23,
	    "field 'score': one score");
	reject("result end=over score=1,,2", LF_EINVAL, 25, "empty number");
	reject("result end=over score=1,-2", LF_EINVAL, 25, "not a digit");
	reject("result end=over score=1,2147483648", LF_ELIMIT, 25,
	    "out of range");
	reject("result end=over score=0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0",
	    LF_EINVAL, 55, "more than 16 scores");
	reject("result end=over score=1,0\033[2J", LF_EINVAL, 26,
	    "unexpected byte 0x1b (a result line is printable ASCII)");
	reject("resultx end=over", LF_EINVAL, 1,
	    "a result line starts with the word 'result'");
	reject("e5", LF_EINVAL, 1, "a result line starts with the word");
}
END_TEST

/* A result line at the limit of a line's length, and beyond it. */
START_TEST(test_long_line)
{
	static char line[LF_MAX_LINE + 2];
	struct lf_ending e;
	size_t n;

	n = (size_t)snprintf(line, sizeof line, "result end=over score=1,0");
	memset(line + n, ' ', LF_MAX_LINE - n);
	line[LF_MAX_LINE] = '\0';
	ck_assert_int_eq(lf_ending_parse(line, LF_MAX_LINE, &e, NULL), LF_OK);
	line[LF_MAX_LINE] = ' ';
	line[LF_MAX_LINE + 1] = '\0';
	reject(line, LF_ELIMIT, LF_MAX_LINE + 1, "longer than 65536");
}
END_TEST

/* The ending must agree with the position it ends. */
START_TEST(test_check)
{
	struct lf_position over, goes_on;
	struct lf_ending e;
	struct lf_error err;

	parse_ok(OVER, &over);
	parse_ok(GOES_ON, &goes_on);
	e = parse_result("result end=over score=2,1", NULL);
	ck_assert_int_eq(lf_ending_check(&e, &over, NULL), LF_OK);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_ending_check(&e, &goes_on, &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "field 'score': 2 scores, but the game "
	    "has 3 players");
	ck_assert_int_eq(err.column, 0);
	e = parse_result("result end=over score=2,2", NULL);
	ck_assert_int_eq(lf_ending_check(&e, &over, &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "field 'score': player 2 has 2 points "
	    "here but 1 in the position");
	e = parse_result("result end=over score=5,9,9", NULL);
	ck_assert_int_eq(lf_ending_check(&e, &goes_on, &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "field 'end': end=over, but player 2 "
	    "can still move");
	e = parse_result("result end=resign player=1 score=2,1", NULL);
	ck_assert_int_eq(lf_ending_check(&e, &over, &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "field 'end': end=resign, but the game "
	    "is over (no player can move)");
	e = parse_result("result end=forfeit player=3 reason=timeout "
	    "score=5,9,9", NULL);
	ck_assert_int_eq(lf_ending_check(&e, &goes_on, NULL), LF_OK);
	/* lf_ending_init() takes the position's scores. */
	ck_assert_int_eq(lf_ending_init(&e, &goes_on, LF_END_FORFEIT, 1,
	    LF_BOT_GARBAGE, NULL), LF_OK);
	ck_assert_int_eq(lf_ending_check(&e, &goes_on, NULL), LF_OK);
	ck_assert_int_eq(e.players, 3);
	ck_assert_int_eq(e.score[1], 9);
	ck_assert_int_eq(lf_ending_init(&e, &over, LF_END_OVER, 1,
	    LF_BOT_GARBAGE, &err), LF_OK);
	ck_assert_int_eq(e.player, -1);
	ck_assert_int_eq(e.reason, LF_BOT_OK);
	ck_assert_int_eq(lf_ending_init(&e, &goes_on, LF_END_RESIGN, 0,
	    LF_BOT_GARBAGE, NULL), LF_OK);
	ck_assert_int_eq(e.reason, LF_BOT_OK);
}
END_TEST

/* lf_ending_init() refuses an ending no result line could write, with a
 * message or, with a NULL record, the status alone, and leaves *e as it
 * was. */
START_TEST(test_ending_init_refuses)
{
	struct lf_position goes_on;
	struct lf_ending e, before;
	struct lf_error err;

	parse_ok(GOES_ON, &goes_on);
	ck_assert_int_eq(lf_ending_init(&e, &goes_on, LF_END_RESIGN, 2,
	    LF_BOT_OK, NULL), LF_OK);
	before = e;
	lf_error_clear(&err);
	ck_assert_int_eq(lf_ending_init(&e, &goes_on, LF_END_COUNT, 0,
	    LF_BOT_OK, &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "unknown end 3");
	ck_assert_int_eq(lf_ending_init(&e, &goes_on, LF_END_RESIGN, 3,
	    LF_BOT_OK, &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "player 3 of 3 cannot resign (players "
	    "count from 0 here)");
	ck_assert_int_eq(lf_ending_init(&e, &goes_on, LF_END_FORFEIT, -1,
	    LF_BOT_TIMEOUT, &err), LF_EINVAL);
	ck_assert_int_eq(lf_ending_init(&e, &goes_on, LF_END_FORFEIT, 0,
	    LF_BOT_OK, &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "a forfeit for reason 0, which is not "
	    "a fault");
	ck_assert_int_eq(lf_ending_init(&e, &goes_on, LF_END_FORFEIT, 0,
	    LF_BOT_FAULT_COUNT, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_ending_init(&e, &goes_on, (enum lf_end)-1, 0,
	    LF_BOT_OK, NULL), LF_EINVAL);
	ck_assert_int_eq(e.end, before.end);
	ck_assert_int_eq(e.player, before.player);
	ck_assert_int_eq(e.reason, before.reason);
	ck_assert_int_eq(e.players, before.players);
}
END_TEST

/* A hand-made ending that no result line could write is refused by
 * every function that reads one, before it reads the scores. */
START_TEST(test_bad_ending_refused)
{
	static const struct lf_ending bad[] = {
		{ LF_END_OVER, -1, LF_BOT_OK, LF_MAX_PLAYERS + 1, { 0 } },
		{ LF_END_OVER, -1, LF_BOT_OK, 1, { 0 } },
		{ LF_END_OVER, -1, LF_BOT_OK, -5, { 0 } },
		{ LF_END_COUNT, -1, LF_BOT_OK, 2, { 0 } },
		{ LF_END_RESIGN, 2, LF_BOT_OK, 2, { 0 } },
		{ LF_END_FORFEIT, 0, LF_BOT_OK, 2, { 0 } },
		{ LF_END_FORFEIT, 0, LF_BOT_FAULT_COUNT, 2, { 0 } }
	};
	struct lf_position goes_on;
	struct lf_result res;
	struct lf_error err;
	struct lf_buf out;
	size_t i;

	parse_ok(GOES_ON, &goes_on);
	lf_buf_init(&out);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		lf_error_clear(&err);
		ck_assert_int_eq(lf_ending_result(&bad[i], &res, &err),
		    LF_EINVAL);
		ck_assert_int_eq(err.status, LF_EINVAL);
		ck_assert_int_eq(lf_ending_result(&bad[i], &res, NULL),
		    LF_EINVAL);
		ck_assert_int_eq(lf_ending_format(&bad[i], &out, NULL),
		    LF_EINVAL);
		ck_assert_int_eq(lf_ending_describe(&bad[i], &out, NULL),
		    LF_EINVAL);
		ck_assert_int_eq(lf_ending_check(&bad[i], &goes_on, NULL),
		    LF_EINVAL);
	}
	ck_assert_uint_eq(out.len, 0);
	lf_ending_result(&bad[0], &res, &err);
	ck_assert_str_eq(err.message, "an ending of 17 players (expected 2 "
	    "to 16)");
	lf_buf_free(&out);
}
END_TEST

/* The outcome: a game over ranks by score; a forfeit or a resignation
 * loses whatever the scores, and the others rank among themselves. */
START_TEST(test_outcome)
{
	struct lf_ending e;
	struct lf_result res;

	e = parse_result("result end=over score=12,10", NULL);
	ck_assert_int_eq(lf_ending_result(&e, &res, NULL), LF_OK);
	ck_assert_int_eq(res.over, 1);
	ck_assert_int_eq(res.rank[0], 1);
	ck_assert_int_eq(res.rank[1], 2);
	ck_assert_int_eq(res.winners, 1);
	ck_assert_int_eq(res.best, 12);
	expect_words(&e, "game over: player 1 wins with 12");
	e = parse_result("result end=over score=3,7,7", NULL);
	expect_words(&e, "game over: draw between players 2 and 3 with 7");
	/* The loser had the most points. */
	e = parse_result("result end=forfeit player=2 reason=timeout "
	    "score=0,5", NULL);
	ck_assert_int_eq(lf_ending_result(&e, &res, NULL), LF_OK);
	ck_assert_int_eq(res.rank[0], 1);
	ck_assert_int_eq(res.rank[1], 2);
	ck_assert_int_eq(res.winners, 1);
	ck_assert_int_eq(res.best, 0);
	expect_words(&e, "game over: player 2 forfeits on time; "
	    "player 1 wins");
	e = parse_result("result end=forfeit player=1 reason=illegal "
	    "score=9,4,4", NULL);
	ck_assert_int_eq(lf_ending_result(&e, &res, NULL), LF_OK);
	ck_assert_int_eq(res.rank[0], 3);
	ck_assert_int_eq(res.rank[1], 1);
	ck_assert_int_eq(res.rank[2], 1);
	ck_assert_int_eq(res.winners, 2);
	expect_words(&e, "game over: player 1 forfeits by an illegal move; "
	    "draw between players 2 and 3");
	e = parse_result("result end=forfeit player=2 reason=signal "
	    "score=1,0,3,2", NULL);
	ck_assert_int_eq(lf_ending_result(&e, &res, NULL), LF_OK);
	ck_assert_int_eq(res.rank[0], 3);
	ck_assert_int_eq(res.rank[1], 4);
	ck_assert_int_eq(res.rank[2], 1);
	ck_assert_int_eq(res.rank[3], 2);
	expect_words(&e, "game over: player 2 forfeits by being killed "
	    "without a move; player 3 wins");
	e = parse_result("result end=resign player=1 score=4,0", NULL);
	expect_words(&e, "game over: player 1 resigns; player 2 wins");
	e = parse_result("result end=forfeit player=1 reason=exit score=0,0",
	    NULL);
	expect_words(&e, "game over: player 1 forfeits by exiting without a "
	    "move; player 2 wins");
	e = parse_result("result end=forfeit player=1 reason=silence "
	    "score=0,0", NULL);
	expect_words(&e, "game over: player 1 forfeits by writing no move; "
	    "player 2 wins");
	e = parse_result("result end=forfeit player=1 reason=incomplete "
	    "score=0,0", NULL);
	expect_words(&e, "game over: player 1 forfeits by writing an "
	    "incomplete line; player 2 wins");
	e = parse_result("result end=forfeit player=1 reason=garbage "
	    "score=0,0", NULL);
	expect_words(&e, "game over: player 1 forfeits by writing a line "
	    "that is not a move; player 2 wins");
}
END_TEST

/* The game reader checks a result line against the position the moves
 * lead to, and the game ends there. */
START_TEST(test_in_game)
{
	static const char text[] = OVER "\n"
	    "result end=over score=2,1\n"
	    GOES_ON "\n"
	    "a1-c1\n"
	    "result end=over score=5,10,9\n";
	const struct lf_ending *e;
	enum lf_game_event event;
	struct lf_game *g;
	FILE *fp = fmemopen((void *)(uintptr_t)text, sizeof text - 1, "r");

	ck_assert_ptr_nonnull(fp);
	ck_assert_int_eq(lf_game_new(&g, fp, NULL), LF_OK);
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	ck_assert_int_eq(event, LF_GAME_POSITION);
	ck_assert_ptr_null(lf_game_ending(g));
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	ck_assert_int_eq(event, LF_GAME_RESULT);
	e = lf_game_ending(g);
	ck_assert_ptr_nonnull(e);
	ck_assert_int_eq(e->end, LF_END_OVER);
	/* A new position starts a new game, with no ending yet. */
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	ck_assert_int_eq(event, LF_GAME_POSITION);
	ck_assert_ptr_null(lf_game_ending(g));
	ck_assert_ptr_null(lf_game_move(g));
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	ck_assert_int_eq(event, LF_GAME_MOVE);
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	ck_assert_int_eq(event, LF_GAME_RESULT);
	ck_assert_int_eq(lf_game_ending(g)->score[1], 10);
	ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
	ck_assert_int_eq(event, LF_GAME_END);
	lf_game_free(g);
	fclose(fp);
}
END_TEST

/* The faults of a result line in a game, at their line and column. */
START_TEST(test_in_game_faults)
{
	static const struct {
		const char *text;
		long line;
		int column;
		const char *fragment;
	} cases[] = {
		{ "result end=over score=1,0\n", 1, 1,
		    "a result line before any position line" },
		{ OVER "\nresult end=over score=2,1\n  result end=over "
		    "score=2,1\n", 3, 3, "a second result line for the game "
		    "(the first is on line 2)" },
		{ OVER "\nresult end=over score=2,1\nb1\n", 3, 1,
		    "a move after the result line of line 2" },
		{ OVER "\nresult end=over  score=2,2\n", 2, 24,
		    "field 'score': player 2 has 2 points here but 1" },
		{ GOES_ON "\nresult end=over score=5,9,9\n", 2, 12,
		    "field 'end': end=over, but player 2 can still move" },
		{ GOES_ON "\nresult end=resign player=4 score=5,9,9\n", 2, 26,
		    "field 'player': 4 is out of range (1 to 3)" },
		{ OVER "\nresult end=over score=2,1,0\n", 2, 23,
		    "field 'score': 3 scores, but the game has 2 players" },
	};
	const struct lf_position *before;
	static struct lf_position kept;
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
		lf_error_clear(&err);
		for (n = 1; n < cases[i].line; n++)
			ck_assert_int_eq(lf_game_next(g, &event, NULL), LF_OK);
		before = lf_game_position(g);
		if (before != NULL)
			kept = *before;
		ck_assert_int_eq(lf_game_next(g, &event, &err), LF_EINVAL);
		ck_assert_int_eq(lf_game_line_number(g), cases[i].line);
		ck_assert_msg(err.column == cases[i].column,
		    "case %zu: column %d, want %d (%s)", i, err.column,
		    cases[i].column, err.message);
		ck_assert_msg(strstr(err.message, cases[i].fragment) != NULL,
		    "case %zu: '%s'", i, err.message);
		/* The line in error changes nothing. */
		if (before != NULL)
			ck_assert_int_eq(memcmp(lf_game_position(g), &kept,
			    sizeof kept), 0);
		lf_game_free(g);
		fclose(fp);
	}
}
END_TEST

/* The suite for record.c. */
static Suite *
record_suite(void)
{
	Suite *s = suite_create("record");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_names);
	tcase_add_test(core, test_parse_format);
	tcase_add_test(core, test_faults);
	tcase_add_test(core, test_check);
	tcase_add_test(core, test_ending_init_refuses);
	tcase_add_test(core, test_bad_ending_refused);
	tcase_add_test(core, test_outcome);
	tcase_add_test(core, test_in_game);
	tcase_add_test(core, test_in_game_faults);
	suite_add_tcase(s, core);
	tcase_add_test(limits, test_long_line);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(record_suite)
