/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_position_handle.c: Check suite for lib/game/position_handle.c:
 * positions made, copied and freed by the library and read through its
 * accessors, as a program sees them (the public interface only: no test
 * here looks inside a position). */
#include "config.h"

#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check_util.h"

/* A position from lf_position_new(), which must succeed. */
static struct lf_position *
new_position(void)
{
	struct lf_position *pos = NULL;
	struct lf_error err;

	ck_assert_int_eq(lf_position_new(&pos, &err), LF_OK);
	ck_assert_ptr_nonnull(pos);
	return pos;
}

/* Whether pos has the line text: its canonical form. */
static int
line_is(const struct lf_position *pos, const char *text)
{
	struct lf_buf b;
	int same;

	lf_buf_init(&b);
	ck_assert_int_eq(lf_position_format(pos, &b, NULL), LF_OK);
	same = strcmp(b.data, text) == 0;
	if (!same)
		fprintf(stderr, "# got %s, expected %s\n", b.data, text);
	lf_buf_free(&b);
	return same;
}

#define ONE_CELL "lf1 variant=traditional players=2 jumps=orth chain=free " \
	"opening=each removal=any turn=1 ply=0 score=0,0 board=."
#define THREE "lf1 variant=murray players=3 jumps=diag8 chain=continue " \
	"opening=none removal=low turn=2 ply=7 score=4,0,11 board=12#/.31"

/* A new position is already a valid one, which reads back from its line:
 * traditional's rules on one empty cell, player 1 to move at ply 0. */
START_TEST(test_new_is_valid)
{
	struct lf_position *pos = new_position(), *back = new_position();
	const struct lf_rules *rules = lf_position_rules(pos);
	struct lf_error err;

	ck_assert(line_is(pos, ONE_CELL));
	ck_assert_int_eq(rules->variant, LF_TRADITIONAL);
	ck_assert_int_eq(rules->players, 2);
	ck_assert_int_eq(lf_position_width(pos), 1);
	ck_assert_int_eq(lf_position_height(pos), 1);
	ck_assert_int_eq(lf_position_turn(pos), 0);
	ck_assert_int_eq(lf_position_ply(pos), 0);
	ck_assert_int_eq(lf_position_score(pos, 0), 0);
	ck_assert_int_eq(lf_position_score(pos, 1), 0);
	ck_assert_int_eq(lf_cell(pos, lf_index(0, 0)), LF_EMPTY);
	ck_assert_int_eq(lf_cell_count(pos), 1);
	ck_assert_int_eq(lf_position_parse(ONE_CELL, strlen(ONE_CELL), back,
	    &err), LF_OK);
	ck_assert(line_is(back, ONE_CELL));
	lf_position_free(back);
	lf_position_free(pos);
}
END_TEST

/* The record is optional, and freeing NULL does nothing. */
START_TEST(test_new_without_record)
{
	struct lf_position *pos = NULL;

	ck_assert_int_eq(lf_position_new(&pos, NULL), LF_OK);
	ck_assert_ptr_nonnull(pos);
	ck_assert(line_is(pos, ONE_CELL));
	lf_position_free(pos);
	lf_position_free(NULL);
}
END_TEST

/* Each accessor reads its field of the line: the rules, the size, the
 * side to move from 0, the ply and each player's score. */
START_TEST(test_accessors)
{
	struct lf_position *pos = new_position();
	const struct lf_rules *rules;

	parse_ok(THREE, pos);
	rules = lf_position_rules(pos);
	ck_assert_int_eq(rules->variant, LF_MURRAY);
	ck_assert_int_eq(rules->players, 3);
	ck_assert_int_eq(rules->jumps, LF_JUMPS_DIAG8);
	ck_assert_int_eq(rules->chain, LF_CHAIN_CONTINUE);
	ck_assert_int_eq(rules->opening, LF_OPENING_NONE);
	ck_assert_int_eq(rules->removal, LF_REMOVAL_LOW);
	ck_assert_int_eq(lf_position_width(pos), 3);
	ck_assert_int_eq(lf_position_height(pos), 2);
	ck_assert_int_eq(lf_position_turn(pos), 1);
	ck_assert_int_eq(lf_position_ply(pos), 7);
	ck_assert_int_eq(lf_position_score(pos, 0), 4);
	ck_assert_int_eq(lf_position_score(pos, 1), 0);
	ck_assert_int_eq(lf_position_score(pos, 2), 11);
	/* The rules are the position's own: they follow it. */
	parse_ok(ONE_CELL, pos);
	ck_assert_ptr_eq(lf_position_rules(pos), rules);
	ck_assert_int_eq(rules->players, 2);
	ck_assert_int_eq(rules->variant, LF_TRADITIONAL);
	lf_position_free(pos);
}
END_TEST

/* A player the game does not have has no points, so that a loop to
 * LF_MAX_PLAYERS reads nothing it should not. */
START_TEST(test_score_beyond_the_players)
{
	struct lf_position *pos = new_position();

	parse_ok(THREE, pos);
	ck_assert_int_eq(lf_position_score(pos, -1), 0);
	ck_assert_int_eq(lf_position_score(pos, 3), 0);
	ck_assert_int_eq(lf_position_score(pos, LF_MAX_PLAYERS), 0);
	ck_assert_int_eq(lf_position_score(pos, 1 << 30), 0);
	lf_position_free(pos);
}
END_TEST

/* A copy is the same position in full (the board as move generation sees
 * it included), and is independent: a move made in the copy leaves the
 * original as it was; copying a position onto itself changes nothing. */
START_TEST(test_copy)
{
	static const char *const line = "lf1 variant=traditional players=2 "
	    "jumps=orth chain=free opening=none removal=any turn=1 ply=4 "
	    "score=3,1 board=1.2./2211/.3.1/1#12";
	struct lf_position *pos = new_position(), *copy = new_position();
	struct lf_move *move = NULL;
	struct lf_buf before;

	ck_assert_int_eq(lf_move_new(&move, NULL), LF_OK);
	parse_ok(line, pos);
	lf_position_copy(copy, pos);
	ck_assert(line_is(copy, line));
	ck_assert_uint_eq(count_of(copy), count_of(pos));
	ck_assert_uint_eq(perft_of(copy, 3), perft_of(pos, 3));
	ck_assert_int_eq(lf_move_parse(copy, "b2-b4", 5, move, NULL), LF_OK);
	ck_assert_int_eq(lf_apply(copy, move, NULL, NULL), LF_OK);
	ck_assert_int_eq(lf_position_ply(copy), 5);
	ck_assert(line_is(pos, line));
	lf_buf_init(&before);
	ck_assert_int_eq(lf_position_format(copy, &before, NULL), LF_OK);
	lf_position_copy(copy, copy);
	ck_assert(line_is(copy, before.data));
	lf_buf_free(&before);
	lf_move_free(move);
	lf_position_free(copy);
	lf_position_free(pos);
}
END_TEST

/* A copy of the position that a game reader owns outlives the reader. */
START_TEST(test_copy_from_game)
{
	static char stream[] = ONE_CELL "\n" THREE "\n";
	struct lf_position *kept = new_position();
	struct lf_game *game = NULL;
	enum lf_game_event event;
	FILE *fp;

	fp = fmemopen(stream, sizeof stream - 1, "r");
	ck_assert_ptr_nonnull(fp);
	ck_assert_int_eq(lf_game_new(&game, fp, NULL), LF_OK);
	ck_assert_int_eq(lf_game_next(game, &event, NULL), LF_OK);
	ck_assert_int_eq(lf_game_next(game, &event, NULL), LF_OK);
	ck_assert_int_eq(event, LF_GAME_POSITION);
	lf_position_copy(kept, lf_game_position(game));
	lf_game_free(game);
	fclose(fp);
	ck_assert(line_is(kept, THREE));
	lf_position_free(kept);
}
END_TEST

/* The functions that make positions fill one that lf_position_new()
 * made: a new game, and a cleared board. */
START_TEST(test_filled_by_the_library)
{
	struct lf_position *pos = new_position();
	struct lf_new_options opt;

	ck_assert_int_eq(lf_new_options_default(LF_FROGLET, &opt, NULL),
	    LF_OK);
	opt.width = 5;
	opt.height = 4;
	opt.seed = 9;
	ck_assert_int_eq(lf_new_game(&opt, pos, NULL), LF_OK);
	ck_assert_int_eq(lf_position_rules(pos)->variant, LF_FROGLET);
	ck_assert_int_eq(lf_position_width(pos), 5);
	ck_assert_int_eq(lf_position_height(pos), 4);
	ck_assert_int_eq(lf_piece_count(pos), 20);
	ck_assert_int_eq(lf_board_clear(pos, 7, 3, NULL), LF_OK);
	ck_assert_int_eq(lf_position_width(pos), 7);
	ck_assert_int_eq(lf_position_height(pos), 3);
	ck_assert_int_eq(lf_piece_count(pos), 0);
	ck_assert_int_eq(lf_cell_count(pos), 21);
	lf_position_free(pos);
}
END_TEST

/* A position built by hand: new, under rules of the program's, a board
 * cleared and its pieces set; it plays and reads back as its line. */
START_TEST(test_built_by_hand)
{
	struct lf_position *pos = new_position();
	struct lf_rules rules;
	struct lf_error err;
	uint64_t moves = 0;

	ck_assert_int_eq(lf_rules_default(LF_TRADITIONAL, &rules, NULL), LF_OK);
	rules.opening = LF_OPENING_NONE;
	rules.players = 3;
	ck_assert_int_eq(lf_position_set_rules(pos, &rules, &err), LF_OK);
	ck_assert_int_eq(lf_board_clear(pos, 5, 1, NULL), LF_OK);
	ck_assert_int_eq(lf_set_cell(pos, lf_index(0, 0), 1, NULL), LF_OK);
	ck_assert_int_eq(lf_set_cell(pos, lf_index(1, 0), 2, NULL), LF_OK);
	ck_assert_int_eq(lf_set_cell(pos, lf_index(3, 0), 3, NULL), LF_OK);
	ck_assert_int_eq(lf_set_cell(pos, lf_index(4, 0), 1, NULL), LF_OK);
	ck_assert_int_eq(lf_position_rules(pos)->players, 3);
	ck_assert_int_eq(lf_position_rules(pos)->opening, LF_OPENING_NONE);
	ck_assert_int_eq(lf_count_moves(pos, &moves, NULL, NULL), LF_OK);
	ck_assert_uint_eq(moves, 2);
	ck_assert(line_is(pos, "lf1 variant=traditional players=3 jumps=orth "
	    "chain=free opening=none removal=any turn=1 ply=0 score=0,0,0 "
	    "board=12.31"));
	lf_position_free(pos);
}
END_TEST

/* Rules out of range are refused, the position untouched; the side to
 * move must stay one of the players, and the scores of the players
 * dropped go with them. */
START_TEST(test_set_rules_refused)
{
	struct lf_position *pos = new_position();
	struct lf_rules rules, good;
	struct lf_error err;

	parse_ok(THREE, pos);
	good = *lf_position_rules(pos);
	rules = good;
	rules.jumps = LF_JUMPS_COUNT;
	ck_assert_int_eq(lf_position_set_rules(pos, &rules, &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "unknown jumps 3 (expected 0 to 2)");
	rules = good;
	rules.variant = (enum lf_variant)-1;
	ck_assert_int_eq(lf_position_set_rules(pos, &rules, NULL), LF_EINVAL);
	rules = good;
	rules.chain = LF_CHAIN_COUNT;
	ck_assert_int_eq(lf_position_set_rules(pos, &rules, NULL), LF_EINVAL);
	rules = good;
	rules.opening = LF_OPENING_COUNT;
	ck_assert_int_eq(lf_position_set_rules(pos, &rules, NULL), LF_EINVAL);
	rules = good;
	rules.removal = LF_REMOVAL_COUNT;
	ck_assert_int_eq(lf_position_set_rules(pos, &rules, NULL), LF_EINVAL);
	rules = good;
	rules.players = LF_MAX_PLAYERS + 1;
	ck_assert_int_eq(lf_position_set_rules(pos, &rules, &err), LF_ELIMIT);
	ck_assert_str_eq(err.message, "17 players is out of range (2 to 16)");
	rules.players = 1;
	ck_assert_int_eq(lf_position_set_rules(pos, &rules, NULL), LF_ELIMIT);
	/* Player 2 is to move: two players keep them, and drop player 3's
	 * points. */
	rules.players = 2;
	rules.variant = LF_CAPTURE;
	ck_assert(line_is(pos, THREE));
	ck_assert_int_eq(lf_position_set_rules(pos, &rules, &err), LF_OK);
	ck_assert(line_is(pos, "lf1 variant=capture players=2 jumps=diag8 "
	    "chain=continue opening=none removal=low turn=2 ply=7 score=4,0 "
	    "board=12#/.31"));
	rules.players = 3;
	ck_assert_int_eq(lf_position_set_rules(pos, &rules, NULL), LF_OK);
	ck_assert_int_eq(lf_position_score(pos, 2), 0);
	parse_ok("lf1 variant=traditional players=3 jumps=orth chain=free "
	    "opening=none removal=any turn=3 ply=2 score=0,0,0 board=1.1",
	    pos);
	rules = *lf_position_rules(pos);
	rules.players = 2;
	ck_assert_int_eq(lf_position_set_rules(pos, &rules, &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "player 3 is to move, beyond the 2 "
	    "players");
	ck_assert_int_eq(lf_position_rules(pos)->players, 3);
	lf_position_free(pos);
}
END_TEST

/* What the child of test_out_of_memory finds: 0 when lf_position_new()
 * failed as it should, else which check did not hold. */
static int
new_without_memory(void)
{
	struct rlimit limit = { 64L << 20, 64L << 20 };
	struct lf_position *pos = (struct lf_position *)1;
	struct lf_error err;
	void **chunk, **held = NULL;
	enum lf_status st;
	int result = 0;

	/* Room for no more memory: the address space capped, then every
	 * block of the heap taken, each one holding a link to the last. */
	if (setrlimit(RLIMIT_AS, &limit) != 0)
		return 10;
	while ((chunk = malloc(1024)) != NULL) {
		*chunk = held;
		held = chunk;
	}
	st = lf_position_new(&pos, &err);
	while (held != NULL) {
		chunk = *held;
		free(held);
		held = chunk;
	}
	if (st != LF_ENOMEM)
		result = 1;
	else if (pos != NULL)
		result = 2;
	else if (err.status != LF_ENOMEM ||
	    strcmp(err.message, "out of memory") != 0)
		result = 3;
	else if (lf_position_new(&pos, NULL) != LF_OK)
		result = 4; /* the memory is back */
	lf_position_free(pos);
	return result;
}

/* Out of memory, lf_position_new() fails with LF_ENOMEM and leaves no
 * position, in a child process whose address space is capped. */
START_TEST(test_out_of_memory)
{
	pid_t pid;
	int status;

	/* AddressSanitizer reports an allocation that fails instead of
	 * failing it: the other builds test this. */
	if (RUNNING_UNDER_ASAN)
		return;
	fflush(NULL);
	pid = fork();
	ck_assert_int_ne(pid, -1);
	if (pid == 0)
		_exit(new_without_memory());
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	ck_assert_msg(WIFEXITED(status), "the child ended by signal %d",
	    WIFSIGNALED(status) ? WTERMSIG(status) : 0);
	ck_assert_msg(WEXITSTATUS(status) == 0, "check %d failed",
	    WEXITSTATUS(status));
}
END_TEST

/* The suite for position_handle.c. */
static Suite *
position_handle_suite(void)
{
	Suite *s = suite_create("position_handle");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_new_is_valid);
	tcase_add_test(core, test_new_without_record);
	tcase_add_test(core, test_accessors);
	tcase_add_test(core, test_score_beyond_the_players);
	tcase_add_test(core, test_copy);
	tcase_add_test(core, test_copy_from_game);
	tcase_add_test(core, test_filled_by_the_library);
	tcase_add_test(core, test_built_by_hand);
	suite_add_tcase(s, core);

	tcase_add_test(limits, test_set_rules_refused);
	tcase_add_test(limits, test_out_of_memory);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(position_handle_suite)
