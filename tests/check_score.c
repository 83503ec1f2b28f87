/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_score.c: Check suite for lib/game/score.c: whether the game is over,
 * the ranking (equal scores share a rank, and the next rank counts them
 * all), and the players who share the highest score, from 2 players to
 * LF_MAX_PLAYERS. */
#include "config.h"

#include <stdio.h>

#include "check_util.h"

/* Room for the longest line the suite builds (64 rows of 64 cells). */
#define LINE_MAX_TEST 8192

/* Parse a position with the given rules, players, turn, ply, scores and
 * board, in the canonical order of the fields. */
static void
position(const char *rules, int players, int turn, long ply,
    const char *scores, const char *board, struct lf_position *pos)
{
	static char line[LINE_MAX_TEST];
	int n;

	n = snprintf(line, sizeof line, "lf1 variant=traditional players=%d "
	    "%s turn=%d ply=%ld score=%s board=%s", players, rules, turn, ply,
	    scores, board);
	ck_assert_int_lt(n, (int)sizeof line);
	parse_ok(line, pos);
}

/* The rules of most cases: orthogonal jumps, no opening. */
#define ORTH "jumps=orth chain=free opening=none removal=any"
#define DIAG8 "jumps=diag8 chain=free opening=none removal=any"
#define HEX "jumps=hex chain=free opening=none removal=any"

/* The result of a position whose only interest is its scores: a board of
 * one piece, where nothing can move. */
static void
result_of_scores(int players, const char *scores, struct lf_result *res)
{
	static struct lf_position pos;

	position(ORTH, players, 1, 9, scores, "1", &pos);
	lf_result(&pos, res);
}

/* Check the ranks of the first n players against want, and the number of
 * winners and the best score. */
static void
expect_ranking(const struct lf_result *res, int n, const int *want,
    int winners, long best)
{
	int i;

	for (i = 0; i < n; i++)
		ck_assert_msg(res->rank[i] == want[i], "player %d ranks %d, "
		    "want %d", i + 1, res->rank[i], want[i]);
	ck_assert_int_eq(res->winners, winners);
	ck_assert_int_eq(res->best, best);
}

/* Whether lf_result() says the game is over, and that it agrees with
 * lf_game_over(), which it is documented to report. */
static int
over(const struct lf_position *pos)
{
	struct lf_result res;

	lf_result(pos, &res);
	ck_assert_int_eq(res.over, lf_game_over(pos));
	return res.over;
}

/* The outcome line of pos, as lf_outcome_format() appends it after
 * "x" (to check that it appends). */
static void
expect_outcome(const struct lf_position *pos, const char *want)
{
	struct lf_result res;
	struct lf_buf out;

	lf_result(pos, &res);
	lf_buf_init(&out);
	lf_buf_puts(&out, "x");
	ck_assert_int_eq(lf_outcome_format(pos, &res, &out, NULL), LF_OK);
	ck_assert_int_eq(out.failed, 0);
	ck_assert_str_eq(out.data + 1, want);
	ck_assert_int_eq(out.data[0], 'x');
	lf_buf_free(&out);
}

/* over() for a board under the given rules, with two players on 1 point
 * each, player 1 to move at ply 3: the setting of the end-of-game cases. */
static int
over_on(const char *rules, const char *board)
{
	static struct lf_position pos;

	position(rules, 2, 1, 3, "1,1", board, &pos);
	return over(&pos);
}

/* At the start every score is 0: everyone shares rank 1 and the best
 * score, and the game is not over while a removal is due on a full
 * board. */
START_TEST(test_start)
{
	static const int want[] = { 1, 1 };
	static struct lf_position pos;
	struct lf_result res;

	position("jumps=orth chain=free opening=each removal=any", 2, 1, 0,
	    "0,0", "1111/1111/1111/1111", &pos);
	lf_result(&pos, &res);
	expect_ranking(&res, 2, want, 2, 0);
	ck_assert_int_eq(res.over, 0);
}
END_TEST

/* Two players: the higher score ranks 1 and wins alone, whichever seat
 * holds it. */
START_TEST(test_two_players)
{
	static const int first[] = { 1, 2 }, second[] = { 2, 1 };
	struct lf_result res;

	result_of_scores(2, "5,3", &res);
	expect_ranking(&res, 2, first, 1, 5);
	result_of_scores(2, "3,5", &res);
	expect_ranking(&res, 2, second, 1, 5);
	result_of_scores(2, "0,1", &res);
	expect_ranking(&res, 2, second, 1, 1);
}
END_TEST

/* Two players with equal scores draw: both rank 1, both are winners. */
START_TEST(test_two_players_draw)
{
	static const int want[] = { 1, 1 };
	struct lf_result res;

	result_of_scores(2, "4,4", &res);
	expect_ranking(&res, 2, want, 2, 4);
}
END_TEST

/* The example of lf-score(1): scores of 3, 4 and 4 rank 3, 1 and 1, since
 * a rank counts every player ahead, and players 2 and 3 draw. */
START_TEST(test_tie_at_the_top)
{
	static const int want[] = { 3, 1, 1 };
	struct lf_result res;

	result_of_scores(3, "3,4,4", &res);
	expect_ranking(&res, 3, want, 2, 4);
}
END_TEST

/* A tie below the top shares its rank, the rank after it is skipped, and
 * the leader still wins alone: 5, 2, 2, 1 rank 1, 2, 2, 4. */
START_TEST(test_tie_below_the_top)
{
	static const int want[] = { 1, 2, 2, 4 };
	struct lf_result res;

	result_of_scores(4, "5,2,2,1", &res);
	expect_ranking(&res, 4, want, 1, 5);
}
END_TEST

/* Two ties at once, in seat order unlike score order: 1, 6, 1, 6, 3 rank
 * 4, 1, 4, 1, 3, and players 2 and 4 draw. */
START_TEST(test_two_ties)
{
	static const int want[] = { 4, 1, 4, 1, 3 };
	struct lf_result res;

	result_of_scores(5, "1,6,1,6,3", &res);
	expect_ranking(&res, 5, want, 2, 6);
}
END_TEST

/* Every player equal, with points: all rank 1 and all draw. */
START_TEST(test_all_equal)
{
	static const int want[] = { 1, 1, 1, 1 };
	struct lf_result res;

	result_of_scores(4, "7,7,7,7", &res);
	expect_ranking(&res, 4, want, 4, 7);
}
END_TEST

/* The leader may sit in any seat, the last included; the rest rank
 * behind it by score. */
START_TEST(test_leader_last)
{
	static const int want[] = { 3, 2, 4, 1 };
	struct lf_result res;

	result_of_scores(4, "2,8,0,9", &res);
	expect_ranking(&res, 4, want, 1, 9);
}
END_TEST

/* Only the players of the game count: scores stored beyond them (which a
 * parsed position never holds) change neither the best score nor the
 * winners. */
START_TEST(test_only_players_count)
{
	static const int want[] = { 2, 1 };
	static struct lf_position pos;
	struct lf_result res;
	int i;

	position(ORTH, 2, 1, 9, "1,2", "1", &pos);
	for (i = 2; i < LF_MAX_PLAYERS; i++)
		pos.score[i] = 100 + i;
	lf_result(&pos, &res);
	expect_ranking(&res, 2, want, 1, 2);
}
END_TEST

/* lf_result() reads the position and leaves it as it was. */
START_TEST(test_position_untouched)
{
	static struct lf_position pos, before;
	struct lf_result res;

	position(ORTH, 3, 2, 4, "2,0,2", "11./.1./..1", &pos);
	before = pos;
	lf_result(&pos, &res);
	ck_assert_int_eq(memcmp(&pos, &before, sizeof pos), 0);
}
END_TEST

/* Over or not on a row of three cells, orthogonal jumps: "11." has the
 * jump a1-c1 and ".11" the jump c1-a1; "1.1" has none, since a jump needs
 * a piece beside the mover and the empty cell right behind it, "111" has
 * no empty cell and "..." no piece. */
START_TEST(test_over_in_a_row)
{
	ck_assert_int_eq(over_on(ORTH, "11."), 0);
	ck_assert_int_eq(over_on(ORTH, ".11"), 0);
	ck_assert_int_eq(over_on(ORTH, "1.1"), 1);
	ck_assert_int_eq(over_on(ORTH, "111"), 1);
	ck_assert_int_eq(over_on(ORTH, "..."), 1);
	/* In a column too: a3 over a2 to a1. */
	ck_assert_int_eq(over_on(ORTH, "1/1/."), 0);
}
END_TEST

/* Over depends on the jump directions: on "1../.1./..." only the
 * diagonal a3-c1 exists, which diag8 has and hex lacks; on "..1/.1./..."
 * only c3-a1 exists, the up-right to down-left diagonal that hex also
 * has; orth has neither. */
START_TEST(test_over_by_directions)
{
	ck_assert_int_eq(over_on(ORTH, "1../.1./..."), 1);
	ck_assert_int_eq(over_on(DIAG8, "1../.1./..."), 0);
	ck_assert_int_eq(over_on(HEX, "1../.1./..."), 1);
	ck_assert_int_eq(over_on(ORTH, "..1/.1./..."), 1);
	ck_assert_int_eq(over_on(DIAG8, "..1/.1./..."), 0);
	ck_assert_int_eq(over_on(HEX, "..1/.1./..."), 0);
}
END_TEST

/* A cell left out of the board ('#') can be neither jumped over nor
 * landed on. */
START_TEST(test_over_with_shape)
{
	ck_assert_int_eq(over_on(ORTH, "1#."), 1);
	ck_assert_int_eq(over_on(ORTH, "11#"), 1);
	ck_assert_int_eq(over_on(ORTH, "11#./###."), 1);
	ck_assert_int_eq(over_on(ORTH, "#11."), 0);
}
END_TEST

/* While a removal is due the game is over only when no piece is left to
 * remove, even on a full board without a jump; once the removals are
 * made, a full board has no move. */
START_TEST(test_over_in_the_opening)
{
	static struct lf_position pos;

	/* opening=each with 3 players: removals at plies 0, 1 and 2. */
	position("jumps=orth chain=free opening=each removal=any", 3, 3, 2,
	    "1,1,0", "111/111", &pos);
	ck_assert_int_eq(over(&pos), 0);
	position("jumps=orth chain=free opening=each removal=any", 3, 1, 3,
	    "1,1,1", "111/111", &pos);
	ck_assert_int_eq(over(&pos), 1);
	/* opening=first: one removal, at ply 0. */
	position("jumps=orth chain=free opening=first removal=any", 2, 1, 0,
	    "0,0", "1", &pos);
	ck_assert_int_eq(over(&pos), 0);
	position("jumps=orth chain=free opening=first removal=any", 2, 2, 1,
	    "0,0", "111", &pos);
	ck_assert_int_eq(over(&pos), 1);
	/* removal=low still leaves a piece to remove. */
	position("jumps=orth chain=free opening=each removal=low", 2, 1, 0,
	    "0,0", "4/2", &pos);
	ck_assert_int_eq(over(&pos), 0);
	/* Nothing left to remove. */
	position("jumps=orth chain=free opening=each removal=any", 2, 2, 1,
	    "1,0", ".", &pos);
	ck_assert_int_eq(over(&pos), 1);
}
END_TEST

/* Any player may move any piece, so whether the game is over does not
 * depend on who is to move, nor on the chain rule (a piece that can jump
 * once has a move under every rule). */
START_TEST(test_over_for_everyone)
{
	static const char *const chains[] = { "free", "continue", "most" };
	static struct lf_position pos;
	char rules[128];
	int turn, c;

	for (c = 0; c < 3; c++)
		for (turn = 1; turn <= 4; turn++) {
			snprintf(rules, sizeof rules, "jumps=orth chain=%s "
			    "opening=none removal=any", chains[c]);
			position(rules, 4, turn, 7, "1,2,3,1", "11./.../1.1",
			    &pos);
			ck_assert_int_eq(over(&pos), 0);
			position(rules, 4, turn, 7, "1,2,3,1", "1../.../1.1",
			    &pos);
			ck_assert_int_eq(over(&pos), 1);
		}
}
END_TEST

/* The outcome line: a game in progress names the player to move and the
 * ply; a finished one the winner and the score, or the players sharing
 * the highest score, listed "1 and 2" or "1, 2 and 4". */
START_TEST(test_outcome_line)
{
	static struct lf_position pos;

	position(ORTH, 2, 2, 3, "1,0", "11.", &pos);
	expect_outcome(&pos, "in progress: player 2 to move, ply 3");
	position(ORTH, 2, 1, 9, "1,12", "1", &pos);
	expect_outcome(&pos, "game over: player 2 wins with 12");
	position(ORTH, 3, 1, 9, "5,5,2", "1", &pos);
	expect_outcome(&pos, "game over: draw between players 1 and 2 with 5");
	position(ORTH, 4, 1, 9, "9,9,1,9", "1", &pos);
	expect_outcome(&pos,
	    "game over: draw between players 1, 2 and 4 with 9");
	position(ORTH, 2, 1, 0, "0,0", "1", &pos);
	expect_outcome(&pos, "game over: draw between players 1 and 2 with 0");
}
END_TEST

/* A short game played by hand with Murray's values: a green (4) jumps
 * the red (3) and the game is over, with player 1 the winner on 3 points;
 * a removal of a yellow (2) counts 2. */
START_TEST(test_played_game)
{
	static const int after_jump[] = { 1, 2 };
	static struct lf_position pos;
	struct lf_result res;
	struct lf_error err;
	LF_MOVE_STATIC(move);

	parse_ok("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=none removal=any turn=1 ply=0 score=0,0 board=43.", &pos);
	lf_result(&pos, &res);
	ck_assert_int_eq(res.over, 0);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_move_parse(&pos, "a1-c1", 5, &move, &err), LF_OK);
	ck_assert_int_eq(lf_apply(&pos, &move, NULL, &err), LF_OK);
	lf_result(&pos, &res);
	ck_assert_int_eq(res.over, 1);
	expect_ranking(&res, 2, after_jump, 1, 3);

	parse_ok("lf1 variant=murray players=2 jumps=orth chain=free "
	    "opening=each removal=any turn=2 ply=1 score=1,0 board=2.", &pos);
	ck_assert_int_eq(lf_move_parse(&pos, "a1", 2, &move, &err), LF_OK);
	ck_assert_int_eq(lf_apply(&pos, &move, NULL, &err), LF_OK);
	lf_result(&pos, &res);
	ck_assert_int_eq(res.over, 1);
	ck_assert_int_eq(res.rank[0], 2);
	ck_assert_int_eq(res.rank[1], 1);
	ck_assert_int_eq(res.winners, 1);
	ck_assert_int_eq(res.best, 2);
}
END_TEST

/* LF_MAX_PLAYERS players with distinct scores rank 1 to 16 in the
 * reverse order of their scores. */
START_TEST(test_most_players_distinct)
{
	static char scores[256];
	struct lf_result res;
	size_t n = 0;
	int i;

	for (i = 0; i < LF_MAX_PLAYERS; i++)
		n += (size_t)snprintf(scores + n, sizeof scores - n, "%s%d",
		    i > 0 ? "," : "", i * 3);
	result_of_scores(LF_MAX_PLAYERS, scores, &res);
	for (i = 0; i < LF_MAX_PLAYERS; i++)
		ck_assert_int_eq(res.rank[i], LF_MAX_PLAYERS - i);
	ck_assert_int_eq(res.winners, 1);
	ck_assert_int_eq(res.best, (LF_MAX_PLAYERS - 1) * 3);
}
END_TEST

/* LF_MAX_PLAYERS players all on 0: a draw between all 16. */
START_TEST(test_most_players_draw)
{
	struct lf_result res;
	int i;

	result_of_scores(LF_MAX_PLAYERS, "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0",
	    &res);
	for (i = 0; i < LF_MAX_PLAYERS; i++)
		ck_assert_int_eq(res.rank[i], 1);
	ck_assert_int_eq(res.winners, LF_MAX_PLAYERS);
	ck_assert_int_eq(res.best, 0);
}
END_TEST

/* LF_MAX_PLAYERS players in pairs of equal scores: each pair shares the
 * rank of the players ahead of it plus one (1, 3, 5, ...), and the top
 * pair draws. */
START_TEST(test_most_players_pairs)
{
	static char scores[256];
	struct lf_result res;
	size_t n = 0;
	int i;

	for (i = 0; i < LF_MAX_PLAYERS; i++)
		n += (size_t)snprintf(scores + n, sizeof scores - n, "%s%d",
		    i > 0 ? "," : "", 10 + i / 2);
	result_of_scores(LF_MAX_PLAYERS, scores, &res);
	for (i = 0; i < LF_MAX_PLAYERS; i++)
		ck_assert_int_eq(res.rank[i],
		    LF_MAX_PLAYERS - 1 - 2 * (i / 2));
	ck_assert_int_eq(res.winners, 2);
	ck_assert_int_eq(res.best, 10 + (LF_MAX_PLAYERS - 1) / 2);
}
END_TEST

/* The largest scores a line holds compare exactly: 2147483647 beats
 * 2147483646, and two of them draw. */
START_TEST(test_largest_scores)
{
	static const int first[] = { 1, 2, 3 }, both[] = { 1, 1, 3 };
	struct lf_result res;

	result_of_scores(3, "2147483647,2147483646,0", &res);
	expect_ranking(&res, 3, first, 1, LF_MAX_NUMBER);
	result_of_scores(3, "2147483647,2147483647,1", &res);
	expect_ranking(&res, 3, both, 2, LF_MAX_NUMBER);
}
END_TEST

/* A 64 x 64 board whose rows are all made of fill, but for the bottom
 * row, last_row. */
static const char *
board_64(char fill, const char *last_row)
{
	static char board[LINE_MAX_TEST];
	size_t n = 0;
	int r;

	for (r = 0; r < LF_MAX_HEIGHT - 1; r++) {
		memset(board + n, fill, LF_MAX_WIDTH);
		n += LF_MAX_WIDTH;
		board[n++] = '/';
	}
	ck_assert_uint_eq(strlen(last_row), LF_MAX_WIDTH);
	memcpy(board + n, last_row, LF_MAX_WIDTH + 1);
	return board;
}

/* The largest board, empty but for its bottom row: a jump at the far
 * corner (the last bit of a row) is found in either direction, and a
 * lone piece there has none. */
START_TEST(test_largest_board)
{
	static struct lf_position pos;
	char row[LF_MAX_WIDTH + 1];

	memset(row, '.', LF_MAX_WIDTH);
	row[LF_MAX_WIDTH] = '\0';
	row[LF_MAX_WIDTH - 3] = '1';
	row[LF_MAX_WIDTH - 2] = '1';
	position(ORTH, 2, 1, 3, "1,1", board_64('.', row), &pos);
	ck_assert_int_eq(over(&pos), 0);
	row[LF_MAX_WIDTH - 3] = '.';
	row[LF_MAX_WIDTH - 1] = '1';
	position(ORTH, 2, 1, 3, "1,1", board_64('.', row), &pos);
	ck_assert_int_eq(over(&pos), 0);
	row[LF_MAX_WIDTH - 2] = '.';
	position(ORTH, 2, 1, 3, "1,1", board_64('.', row), &pos);
	ck_assert_int_eq(over(&pos), 1);
}
END_TEST

/* The largest board full, with no removal due, has no move at all; with
 * one empty cell in its far corner it has the two jumps into it. */
START_TEST(test_largest_board_full)
{
	static struct lf_position pos;
	char row[LF_MAX_WIDTH + 1];

	memset(row, '9', LF_MAX_WIDTH);
	row[LF_MAX_WIDTH] = '\0';
	position(ORTH, 2, 1, 3, "1,1", board_64('9', row), &pos);
	ck_assert_int_eq(over(&pos), 1);
	row[LF_MAX_WIDTH - 1] = '.';
	position(ORTH, 2, 1, 3, "1,1", board_64('9', row), &pos);
	ck_assert_int_eq(over(&pos), 0);
	ck_assert_uint_eq(count_of(&pos), 2);
}
END_TEST

/* The suite for score.c. */
static Suite *
score_suite(void)
{
	Suite *s = suite_create("score");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_start);
	tcase_add_test(core, test_two_players);
	tcase_add_test(core, test_two_players_draw);
	tcase_add_test(core, test_tie_at_the_top);
	tcase_add_test(core, test_tie_below_the_top);
	tcase_add_test(core, test_two_ties);
	tcase_add_test(core, test_all_equal);
	tcase_add_test(core, test_leader_last);
	tcase_add_test(core, test_only_players_count);
	tcase_add_test(core, test_position_untouched);
	tcase_add_test(core, test_over_in_a_row);
	tcase_add_test(core, test_over_by_directions);
	tcase_add_test(core, test_over_with_shape);
	tcase_add_test(core, test_over_in_the_opening);
	tcase_add_test(core, test_over_for_everyone);
	tcase_add_test(core, test_played_game);
	tcase_add_test(core, test_outcome_line);
	suite_add_tcase(s, core);

	tcase_add_test(limits, test_most_players_distinct);
	tcase_add_test(limits, test_most_players_draw);
	tcase_add_test(limits, test_most_players_pairs);
	tcase_add_test(limits, test_largest_scores);
	tcase_add_test(limits, test_largest_board);
	tcase_add_test(limits, test_largest_board_full);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(score_suite)
