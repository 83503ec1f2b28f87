/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_viewer.c: Check suite for lib/pictures/viewer.c: the games of the
 * replay page as data (start, routes as column and row pairs, notation, how
 * the game ended, its comments), hostile comment text kept out of the
 * markup and the script, moves refused before a game or after its result,
 * and the page whole.  tests/viewer.test runs the page in a browser. */
#include "config.h"

#include <stdio.h>

#include "check_util.h"

/* A game that player 1 ends with a1-c1: 1 point to 0. */
#define SHORT "lf1 variant=traditional players=2 jumps=orth chain=free " \
	"opening=none removal=any turn=1 ply=0 score=0,0 board=11."

/* Write the viewer's page into out, which must succeed. */
static void
write_ok(const struct lf_viewer *v, struct lf_buf *out)
{
	struct lf_error err;

	lf_buf_init(out);
	ck_assert_msg(lf_viewer_write(v, out, &err) == LF_OK, "%s",
	    err.message);
	ck_assert_ptr_nonnull(out->data);
}

/* Whether the page holds text. */
static int
holds(const struct lf_buf *page, const char *text)
{
	return strstr(page->data, text) != NULL;
}

/* Add the move text of pos to v, which must succeed. */
static void
add_move_ok(struct lf_viewer *v, const struct lf_position *pos,
    const char *text)
{
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(lf_move_parse(pos, text, strlen(text), &move, NULL),
	    LF_OK);
	ck_assert_int_eq(lf_viewer_add_move(v, &move, NULL), LF_OK);
}

/* One game: its fields, its routes as (column, row from the top) pairs
 * with their notation, and the outcome by the rules once it is over. */
START_TEST(test_game_data)
{
	static struct lf_position pos;
	struct lf_viewer *v;
	struct lf_buf page;

	parse_ok(SHORT, &pos);
	ck_assert_int_eq(lf_viewer_new(&v, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_game(v, &pos, NULL), LF_OK);
	write_ok(v, &page);
	ck_assert(holds(&page, "<title>Leap Frog: traditional 3x1, 0 moves"
	    "</title>"));
	ck_assert(holds(&page, "\"w\":3,\"h\":1,\"hex\":false,\"players\":2,"
	    "\"turn\":0,\"ply\":0,\"removals\":0,\"board\":\"11.\","
	    "\"score\":[0,0]"));
	ck_assert(holds(&page, "\"moves\":[],\"notation\":[],\"notes\":[],"
	    "\"end\":null"));
	lf_buf_free(&page);
	add_move_ok(v, &pos, "a1-c1");
	write_ok(v, &page);
	ck_assert(holds(&page, "\"moves\":[[0,0,2,0]],\"notation\":"
	    "[\"a1-c1\"],\"notes\":[],\"end\":\"game over: player 1 wins "
	    "with 1\""));
	ck_assert(holds(&page, "<title>Leap Frog: traditional 3x1, 1 move"
	    "</title>"));
	/* The data is written once, where the page asks for it. */
	ck_assert(!holds(&page, "@GAMES@") && !holds(&page, "@TITLE@"));
	ck_assert(holds(&page, "</html>\n"));
	lf_buf_free(&page);
	lf_viewer_free(v);
	lf_viewer_free(NULL);
}
END_TEST

/* A result line's ending is shown as the game's, and no move may follow
 * it; a move before any game is refused too. */
START_TEST(test_ending)
{
	static struct lf_position pos;
	static struct lf_ending ending;
	struct lf_viewer *v;
	struct lf_buf page;
	struct lf_error err;
	LF_MOVE_STATIC(move);

	parse_ok(SHORT, &pos);
	ck_assert_int_eq(lf_viewer_new(&v, NULL), LF_OK);
	ck_assert_int_eq(lf_move_parse(&pos, "a1-c1", 5, &move, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_move(v, &move, &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "a move before any game");
	ck_assert_int_eq(lf_viewer_add_ending(v, &ending, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_viewer_add_game(v, &pos, NULL), LF_OK);
	ck_assert_int_eq(lf_ending_init(&ending, &pos, LF_END_RESIGN, 0,
	    LF_BOT_OK, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_ending(v, &ending, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_move(v, &move, &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "a move after the game's result");
	write_ok(v, &page);
	ck_assert(holds(&page, "\"end\":\"game over: player 1 resigns; "
	    "player 2 wins\""));
	lf_buf_free(&page);
	lf_viewer_free(v);
}
END_TEST

/* Comments go with their games, and no text can end the script or the
 * string it is in: markup characters, quotes and backslashes are
 * escaped, and control bytes and bytes that are no UTF-8 become '?'
 * while UTF-8 stays. */
START_TEST(test_comments)
{
	static struct lf_position pos;
	static const char hostile[] = "</script><b>\"x\\y\"</b>\001\377";
	struct lf_viewer *v;
	struct lf_buf page;

	parse_ok(SHORT, &pos);
	ck_assert_int_eq(lf_viewer_new(&v, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_comment(v, "game 1", 6, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_game(v, &pos, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_comment(v, hostile,
	    sizeof hostile - 1, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_comment(v, "caf\xc3\xa9", 5, NULL),
	    LF_OK);
	/* A note goes with its move: none before the first move. */
	ck_assert_int_eq(lf_viewer_add_comment(v, "move time=1", 11, NULL),
	    LF_OK);
	add_move_ok(v, &pos, "a1-c1");
	ck_assert_int_eq(lf_viewer_add_comment(v, "move time=0.5 comment=x",
	    23, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_game(v, &pos, NULL), LF_OK);
	write_ok(v, &page);
	ck_assert(holds(&page, "\"comments\":[\"game 1\",\"\\u003c/script"
	    "\\u003e\\u003cb\\u003e\\\"x\\\\y\\\"\\u003c/b\\u003e??"
	    "\",\"caf\xc3\xa9\",\"move time=1\"]}"));
	ck_assert(holds(&page, "\"notes\":[[0,\"time=0.5 comment=x\"]]"));
	ck_assert(holds(&page, "<title>Leap Frog: 2 games</title>"));
	/* Only the page's own script elements end. */
	ck_assert_ptr_eq(strstr(strstr(page.data, "id=\"lf-games\""),
	    "</script>"), strstr(page.data, "]</script>") + 1);
	lf_buf_free(&page);
	lf_viewer_free(v);
}
END_TEST

/* Make the move a1-c1 on pos, unchecked. */
static void
play_a1_c1(struct lf_position *pos)
{
	uint16_t route[2];

	route[0] = (uint16_t)lf_index(0, 0);
	route[1] = (uint16_t)lf_index(2, 0);
	ck_assert_int_eq(lf_apply_unchecked(pos, ROUTE_MOVE(route, 2), NULL),
	    LF_OK);
}

/* The header of a game record goes with its game, also after a game
 * without a result line (it went with the game before); a comment
 * between two moves, or before a result line, goes with its game. */
START_TEST(test_headers)
{
	static struct lf_position pos;
	static struct lf_ending ending;
	struct lf_viewer *v;
	struct lf_buf page;

	parse_ok(SHORT, &pos);
	ck_assert_int_eq(lf_viewer_new(&v, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_comment(v, "game 1", 6, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_game(v, &pos, NULL), LF_OK);
	add_move_ok(v, &pos, "a1-c1");
	ck_assert_int_eq(lf_viewer_add_comment(v, "move time=1", 11, NULL),
	    LF_OK);
	ck_assert_int_eq(lf_viewer_add_comment(v, "game 2", 6, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_comment(v, "player 1: b", 11, NULL),
	    LF_OK);
	ck_assert_int_eq(lf_viewer_add_game(v, &pos, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_comment(v, "in game 2", 9, NULL),
	    LF_OK);
	add_move_ok(v, &pos, "a1-c1");
	ck_assert_int_eq(lf_viewer_add_comment(v, "before", 6, NULL), LF_OK);
	play_a1_c1(&pos);
	ck_assert_int_eq(lf_ending_init(&ending, &pos, LF_END_OVER, -1,
	    LF_BOT_OK, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_ending(v, &ending, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_comment(v, "result: x", 9, NULL),
	    LF_OK);
	write_ok(v, &page);
	ck_assert(holds(&page, "\"notes\":[[0,\"time=1\"]],"));
	ck_assert(holds(&page, "\"comments\":[\"game 1\"]}"));
	ck_assert(holds(&page, "\"comments\":[\"game 2\",\"player 1: b\","
	    "\"in game 2\",\"before\",\"result: x\"]}"));
	lf_buf_free(&page);
	lf_viewer_free(v);
}
END_TEST

/* The "result:" comment that lf-play writes just after a result line
 * goes with that game, not with the next (it went with the next);
 * another comment after it waits for the next game. */
START_TEST(test_result_words)
{
	static struct lf_position pos, end;
	static struct lf_ending ending;
	struct lf_viewer *v;
	struct lf_buf page;

	parse_ok(SHORT, &pos);
	end = pos;
	play_a1_c1(&end);
	ck_assert_int_eq(lf_ending_init(&ending, &end, LF_END_OVER, -1,
	    LF_BOT_OK, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_new(&v, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_game(v, &pos, NULL), LF_OK);
	add_move_ok(v, &pos, "a1-c1");
	ck_assert_int_eq(lf_viewer_add_ending(v, &ending, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_comment(v, "result: 1", 9, NULL),
	    LF_OK);
	ck_assert_int_eq(lf_viewer_add_comment(v, "game 2", 6, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_comment(v, "result: x", 9, NULL),
	    LF_OK);
	ck_assert_int_eq(lf_viewer_add_game(v, &pos, NULL), LF_OK);
	write_ok(v, &page);
	ck_assert(holds(&page, "\"comments\":[\"result: 1\"]}"));
	ck_assert(holds(&page, "\"comments\":[\"game 2\",\"result: x\"]}"));
	lf_buf_free(&page);
	lf_viewer_free(v);
}
END_TEST

/* A hexagonal board says so, and its route steps keep their pairs. */
START_TEST(test_hex)
{
	static struct lf_position pos;
	struct lf_viewer *v;
	struct lf_buf page;

	parse_ok("lf1 variant=capture players=2 jumps=hex chain=free "
	    "opening=none removal=any turn=1 ply=0 score=0,0 "
	    "board=##11/#1.1/11.#/1.##", &pos);
	ck_assert_int_eq(lf_viewer_new(&v, NULL), LF_OK);
	ck_assert_int_eq(lf_viewer_add_game(v, &pos, NULL), LF_OK);
	add_move_ok(v, &pos, "a1-c3");
	write_ok(v, &page);
	ck_assert(holds(&page, "\"hex\":true"));
	ck_assert(holds(&page, "\"board\":\"##11/#1.1/11.#/1.##\""));
	ck_assert(holds(&page, "\"moves\":[[0,3,2,1]],\"notation\":"
	    "[\"a1-c3\"]"));
	lf_buf_free(&page);
	lf_viewer_free(v);
}
END_TEST

/* The header tells the rules in words, for people, beside the fields of
 * the position line: the variant, the board, the players and each rule
 * option (it showed only "variant=murray players=2 jumps=orth ..."). */
START_TEST(test_rules_in_words)
{
	static struct lf_position pos;
	struct lf_viewer *v;
	struct lf_buf page;

	ck_assert_int_eq(lf_viewer_new(&v, NULL), LF_OK);
	parse_ok("lf1 variant=murray players=3 jumps=diag8 chain=most "
	    "opening=first removal=low turn=1 ply=0 score=0,0,0 "
	    "board=1234/4321", &pos);
	ck_assert_int_eq(lf_viewer_add_game(v, &pos, NULL), LF_OK);
	parse_ok("lf1 variant=capture players=2 jumps=hex chain=continue "
	    "opening=each removal=any turn=1 ply=0 score=0,0 "
	    "board=##11/#1.1/11.#/1.##", &pos);
	ck_assert_int_eq(lf_viewer_add_game(v, &pos, NULL), LF_OK);
	parse_ok(SHORT, &pos);
	ck_assert_int_eq(lf_viewer_add_game(v, &pos, NULL), LF_OK);
	write_ok(v, &page);
	ck_assert(holds(&page, "\"about\":\"Murray's coloured game, 4 "
	    "\\u00d7 2 board, 3 players, orthogonal and diagonal jumps, "
	    "chains that must capture the most, the first player opens by "
	    "removing a piece of the lowest value\""));
	ck_assert(holds(&page, "\"about\":\"Capture, board of 10 cells, "
	    "2 players, hexagonal jumps, chains that must go on while they "
	    "can, each player opens by removing any piece\""));
	ck_assert(holds(&page, "\"about\":\"Traditional Leap Frog, 3 "
	    "\\u00d7 1 board, 2 players, orthogonal jumps, free chains, no "
	    "opening removals\""));
	/* The fields stay, for whoever reads position lines. */
	ck_assert(holds(&page, "\"rules\":\"variant=murray players=3 "
	    "jumps=diag8 chain=most opening=first removal=low\""));
	lf_buf_free(&page);
	lf_viewer_free(v);
}
END_TEST

/* The suite for viewer.c. */
static Suite *
viewer_suite(void)
{
	Suite *s = suite_create("viewer");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_game_data);
	tcase_add_test(core, test_ending);
	tcase_add_test(core, test_hex);
	tcase_add_test(core, test_rules_in_words);
	suite_add_tcase(s, core);
	tcase_add_test(limits, test_comments);
	tcase_add_test(limits, test_headers);
	tcase_add_test(limits, test_result_words);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(viewer_suite)
