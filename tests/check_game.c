/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_game.c: Check suite for lib/formats/game.c: replaying a game stream of
 * position lines, move lines, comments and blank lines, where a position
 * replaces the current one and a move is checked and applied to it, a
 * result line says how the game ended and must agree with the position;
 * every error carries the line (lf_game_line_number()) and the column. */
#include "config.h"

#include <stdio.h>

#include "check_util.h"

/* The 4 x 4 start of a traditional game, and the positions after the
 * removals b2 and c3 and the jump b4-b2, worked by hand: b2 is on the
 * third row from the top, c3 on the second; b4 jumps over b3 into b2. */
#define START "lf1 variant=traditional players=2 jumps=orth chain=free " \
	"opening=each removal=any turn=1 ply=0 score=0,0 " \
	"board=1111/1111/1111/1111"
#define AFTER1 "lf1 variant=traditional players=2 jumps=orth chain=free " \
	"opening=each removal=any turn=2 ply=1 score=1,0 " \
	"board=1111/1111/1.11/1111"
#define AFTER2 "lf1 variant=traditional players=2 jumps=orth chain=free " \
	"opening=each removal=any turn=1 ply=2 score=1,1 " \
	"board=1111/11.1/1.11/1111"
#define AFTER3 "lf1 variant=traditional players=2 jumps=orth chain=free " \
	"opening=each removal=any turn=2 ply=3 score=2,1 " \
	"board=1.11/1..1/1111/1111"

/* A board where the piece on a5 can jump right once, or down twice (the
 * example of lf-moves(1)). */
#define CHAINS "lf1 variant=traditional players=2 jumps=orth chain=%s " \
	"opening=none removal=any turn=1 ply=0 score=0,0 " \
	"board=11.../1..../...../1..../....."

/* A game reader over len bytes of memory, so tests can hold NUL bytes. */
struct mem_game {
	FILE *fp;
	struct lf_game *g;
};

/* Open a game reader on len bytes of data. */
static void
mem_open(struct mem_game *m, const char *data, size_t len)
{
	if (len == 0)
		m->fp = tmpfile();
	else
		m->fp = fmemopen((void *)(uintptr_t)data, len, "r");
	ck_assert_ptr_nonnull(m->fp);
	ck_assert_int_eq(lf_game_new(&m->g, m->fp, NULL), LF_OK);
}

/* mem_open() on a NUL-terminated text. */
static void
text_open(struct mem_game *m, const char *text)
{
	mem_open(m, text, strlen(text));
}

/* Close a reader opened by mem_open(). */
static void
mem_close(struct mem_game *m)
{
	lf_game_free(m->g);
	fclose(m->fp);
}

/* Check that the current position formats as want. */
static void
expect_position(const struct lf_game *g, const char *want)
{
	struct lf_buf out;

	ck_assert_ptr_nonnull(lf_game_position(g));
	lf_buf_init(&out);
	ck_assert_int_eq(lf_position_format(lf_game_position(g), &out, NULL),
	    LF_OK);
	ck_assert_int_eq(out.failed, 0);
	ck_assert_msg(strcmp(out.data, want) == 0, "position '%s', want '%s'",
	    out.data, want);
	lf_buf_free(&out);
}

/* Read the next event, which must be want, from line number; then the
 * current position must format as position (NULL: not checked). */
static void
expect_event(struct mem_game *m, enum lf_game_event want, long number,
    const char *position)
{
	enum lf_game_event event = (enum lf_game_event)-1;
	struct lf_error err;

	lf_error_clear(&err);
	ck_assert_msg(lf_game_next(m->g, &event, &err) == LF_OK,
	    "line %ld, column %d: %s", lf_game_line_number(m->g), err.column,
	    err.message);
	ck_assert_int_eq(event, want);
	ck_assert_int_eq(lf_game_line_number(m->g), number);
	if (position != NULL)
		expect_position(m->g, position);
}

/* The next call must fail with status st on line number at column, with
 * a message that contains fragment and starts in lowercase. */
static void
expect_error(struct mem_game *m, enum lf_status st, long number, int column,
    const char *fragment)
{
	enum lf_game_event event;
	struct lf_error err;

	lf_error_clear(&err);
	ck_assert_int_eq(lf_game_next(m->g, &event, &err), st);
	ck_assert_int_eq(err.status, st);
	ck_assert_int_eq(lf_game_line_number(m->g), number);
	ck_assert_msg(err.column == column, "column %d, want %d (%s)",
	    err.column, column, err.message);
	ck_assert_msg(strstr(err.message, fragment) != NULL,
	    "message '%s' lacks '%s'", err.message, fragment);
	ck_assert_msg(err.message[0] != '\0' &&
	    !(err.message[0] >= 'A' && err.message[0] <= 'Z'),
	    "message '%s' is empty or starts with a capital", err.message);
}

/* Check that the route last applied is the squares named, each given as
 * a 0-based column and row from the top. */
static void
expect_route(const struct lf_game *g, int length, const int *cr)
{
	const struct lf_move *move = lf_game_move(g);
	int i;

	ck_assert_ptr_nonnull(move);
	ck_assert_int_eq(move->length, length);
	for (i = 0; i < length; i++)
		ck_assert_int_eq(move->square[i],
		    lf_index(cr[2 * i], cr[2 * i + 1]));
}

/* A game record, a position then a move per line, replays move by move,
 * and the route last applied is kept. */
START_TEST(test_replay_record)
{
	static const int b2[] = { 1, 2 }, c3[] = { 2, 1 };
	static const int b4_b2[] = { 1, 0, 1, 2 };
	struct mem_game m;

	text_open(&m, START "\nb2\nc3\nb4-b2\n");
	ck_assert_ptr_null(lf_game_position(m.g));
	expect_event(&m, LF_GAME_POSITION, 1, START);
	expect_event(&m, LF_GAME_MOVE, 2, AFTER1);
	expect_route(m.g, 1, b2);
	expect_event(&m, LF_GAME_MOVE, 3, AFTER2);
	expect_route(m.g, 1, c3);
	expect_event(&m, LF_GAME_MOVE, 4, AFTER3);
	expect_route(m.g, 2, b4_b2);
	expect_event(&m, LF_GAME_END, 4, AFTER3);
	mem_close(&m);
}
END_TEST

/* Comments and blank lines make no event but count as lines; moves may
 * have blanks around them, upper case and a CRLF line end, and the last
 * line may lack its newline. */
START_TEST(test_comments_and_layout)
{
	struct mem_game m;

	text_open(&m, "# a game\r\n\r\n   \t\n" START "\r\n  # more\n"
	    "\tB2 \r\n\n\nc3");
	expect_event(&m, LF_GAME_POSITION, 4, START);
	expect_event(&m, LF_GAME_MOVE, 6, AFTER1);
	expect_event(&m, LF_GAME_MOVE, 9, AFTER2);
	expect_event(&m, LF_GAME_END, 9, AFTER2);
	mem_close(&m);
}
END_TEST

/* A position line replaces the current position, whatever came before,
 * and the moves after it apply to it: a stream may hold many games. */
START_TEST(test_position_replaces)
{
	struct mem_game m;

	text_open(&m, START "\nb2\n" AFTER2 "\nb4-b2\n" START "\n" START
	    "\nb2\n");
	expect_event(&m, LF_GAME_POSITION, 1, START);
	expect_event(&m, LF_GAME_MOVE, 2, AFTER1);
	expect_event(&m, LF_GAME_POSITION, 3, AFTER2);
	expect_event(&m, LF_GAME_MOVE, 4, AFTER3);
	expect_event(&m, LF_GAME_POSITION, 5, START);
	expect_event(&m, LF_GAME_POSITION, 6, START);
	expect_event(&m, LF_GAME_MOVE, 7, AFTER1);
	expect_event(&m, LF_GAME_END, 7, NULL);
	mem_close(&m);
}
END_TEST

/* A position line in any accepted layout becomes the parsed position. */
START_TEST(test_position_layout)
{
	struct mem_game m;

	text_open(&m, "\t lf1 board=1111/1111/1111/1111 ply=0 turn=1 "
	    "score=0,0  players=2\tvariant=traditional jumps=orth "
	    "chain=free opening=each removal=any \r\nb2\n");
	expect_event(&m, LF_GAME_POSITION, 1, START);
	expect_event(&m, LF_GAME_MOVE, 2, AFTER1);
	mem_close(&m);
}
END_TEST

/* A route of several jumps captures each piece it jumps: a5-a3-a1 takes
 * a4 and a2, so player 1 has 2 points and the piece ends on a1. */
START_TEST(test_multi_jump)
{
	static const int route[] = { 0, 0, 0, 2, 0, 4 };
	static char text[512];
	struct mem_game m;

	snprintf(text, sizeof text, CHAINS "\na5-a3-a1\n", "free");
	text_open(&m, text);
	expect_event(&m, LF_GAME_POSITION, 1, NULL);
	expect_event(&m, LF_GAME_MOVE, 2, "lf1 variant=traditional players=2 "
	    "jumps=orth chain=free opening=none removal=any turn=2 ply=1 "
	    "score=2,0 board=.1.../...../...../...../1....");
	expect_route(m.g, 3, route);
	expect_event(&m, LF_GAME_END, 2, NULL);
	mem_close(&m);
}
END_TEST

/* A game played to its end on a row of four: removals a1 and d1, then
 * c1-a1; nothing can jump after it, and player 1 leads 2 to 1. */
START_TEST(test_game_to_the_end)
{
	struct mem_game m;
	struct lf_result res;

	text_open(&m, "lf1 variant=traditional players=2 jumps=orth "
	    "chain=free opening=each removal=any turn=1 ply=0 score=0,0 "
	    "board=1111\na1\nd1\nc1-a1\n");
	expect_event(&m, LF_GAME_POSITION, 1, NULL);
	expect_event(&m, LF_GAME_MOVE, 2, NULL);
	expect_event(&m, LF_GAME_MOVE, 3, NULL);
	ck_assert_int_eq(lf_game_over(lf_game_position(m.g)), 0);
	expect_event(&m, LF_GAME_MOVE, 4, "lf1 variant=traditional players=2 "
	    "jumps=orth chain=free opening=each removal=any turn=2 ply=3 "
	    "score=2,1 board=1...");
	expect_event(&m, LF_GAME_END, 4, NULL);
	lf_result(lf_game_position(m.g), &res);
	ck_assert_int_eq(res.over, 1);
	ck_assert_int_eq(res.rank[0], 1);
	ck_assert_int_eq(res.rank[1], 2);
	mem_close(&m);
}
END_TEST

/* An empty stream, or one of comments and blank lines only, ends at once
 * with no position; the end is reported again if asked. */
START_TEST(test_end_without_position)
{
	struct mem_game m;

	mem_open(&m, "", 0);
	expect_event(&m, LF_GAME_END, 0, NULL);
	ck_assert_ptr_null(lf_game_position(m.g));
	mem_close(&m);
	text_open(&m, "# only\n\n  # comments\n");
	expect_event(&m, LF_GAME_END, 3, NULL);
	expect_event(&m, LF_GAME_END, 3, NULL);
	ck_assert_ptr_null(lf_game_position(m.g));
	mem_close(&m);
}
END_TEST

/* A move before any position line is an error at the column of the
 * move, on its line, comments and blank lines counted. */
START_TEST(test_move_before_position)
{
	struct mem_game m;

	text_open(&m, "e5\n");
	expect_error(&m, LF_EINVAL, 1, 1, "a move before any position line");
	mem_close(&m);
	text_open(&m, "# c\n\n  e5\n");
	expect_error(&m, LF_EINVAL, 3, 3, "a move before any position line");
	ck_assert_ptr_null(lf_game_position(m.g));
	mem_close(&m);
}
END_TEST

/* A move line that is not a move is an error at the column of the fault
 * in the line, blanks before the move counted. */
START_TEST(test_malformed_moves)
{
	static const struct {
		const char *line;
		int column;
		const char *fragment;
	} cases[] = {
		{ "b2-", 4, "ends with '-'" },
		{ "  zz9", 3, "off the board" },
		{ "e1", 1, "off the board" },
		{ "b2--c2", 4, "missing square" },
		{ "-b2", 1, "missing square" },
		{ "b0", 2, "starts with 0" },
		{ "\ta1-a3-", 8, "ends with '-'" },
		{ "c 3", 2, "unexpected character ' '" },
	};
	static char text[256];
	struct mem_game m;
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		snprintf(text, sizeof text, "%s\n%s\n", START, cases[i].line);
		text_open(&m, text);
		expect_event(&m, LF_GAME_POSITION, 1, START);
		expect_error(&m, LF_EINVAL, 2, cases[i].column,
		    cases[i].fragment);
		mem_close(&m);
	}
}
END_TEST

/* An illegal move is an error at the column where the move starts,
 * named in lowercase with the reason the rules give. */
START_TEST(test_illegal_moves)
{
	static char text[512];
	struct mem_game m;

	text_open(&m, START "\n  B4-B2\n");
	expect_event(&m, LF_GAME_POSITION, 1, START);
	expect_error(&m, LF_EINVAL, 2, 3, "illegal move b4-b2: a jump, but "
	    "the opening is not over");
	mem_close(&m);

	text_open(&m, AFTER2 "\nb2\n");
	expect_event(&m, LF_GAME_POSITION, 1, AFTER2);
	expect_error(&m, LF_EINVAL, 2, 1, "illegal move b2: b2 is a removal, "
	    "but the opening is over");
	mem_close(&m);

	text_open(&m, AFTER2 "\na4-c4\n");
	expect_event(&m, LF_GAME_POSITION, 1, AFTER2);
	expect_error(&m, LF_EINVAL, 2, 1, "illegal move a4-c4: a4 to c4: the "
	    "landing square c4 is occupied");
	mem_close(&m);

	/* chain=continue: a5-a3 stops where the piece can jump on. */
	snprintf(text, sizeof text, CHAINS "\na5-a3\n", "continue");
	text_open(&m, text);
	expect_event(&m, LF_GAME_POSITION, 1, NULL);
	expect_error(&m, LF_EINVAL, 2, 1, "chain=continue");
	mem_close(&m);

	/* chain=most: a5-c5 captures 1 where a5-a3-a1 captures 2. */
	snprintf(text, sizeof text, CHAINS "\na5-c5\n", "most");
	text_open(&m, text);
	expect_event(&m, LF_GAME_POSITION, 1, NULL);
	expect_error(&m, LF_EINVAL, 2, 1, "chain=most");
	mem_close(&m);
}
END_TEST

/* A rejected move leaves the current position as it was, and reading
 * goes on at the next line, where a legal move applies to it. */
START_TEST(test_rejected_move_changes_nothing)
{
	static struct lf_position before;
	struct mem_game m;

	text_open(&m, AFTER2 "\nb2\nzz\nb4-b2\n");
	expect_event(&m, LF_GAME_POSITION, 1, AFTER2);
	before = *lf_game_position(m.g);
	expect_error(&m, LF_EINVAL, 2, 1, "illegal move b2");
	ck_assert_int_eq(memcmp(lf_game_position(m.g), &before,
	    sizeof before), 0);
	expect_error(&m, LF_EINVAL, 3, 3, "square 'zz' has no row number");
	ck_assert_int_eq(memcmp(lf_game_position(m.g), &before,
	    sizeof before), 0);
	ck_assert_ptr_nonnull(lf_game_position(m.g));
	expect_event(&m, LF_GAME_MOVE, 4, AFTER3);
	mem_close(&m);
}
END_TEST

/* A malformed position line is an error at the column of the bad field,
 * and the position before it stays current. */
START_TEST(test_bad_position_line)
{
	struct mem_game m;

	text_open(&m, "lf1 variant=chess\n");
	expect_error(&m, LF_EINVAL, 1, 18, "missing field 'players'");
	ck_assert_ptr_null(lf_game_position(m.g));
	mem_close(&m);

	text_open(&m, START "\n# next\nlf1 variant=chess players=2 "
	    "jumps=orth chain=free opening=each removal=any turn=1 ply=0 "
	    "score=0,0 board=1\nb2\n");
	expect_event(&m, LF_GAME_POSITION, 1, START);
	expect_error(&m, LF_EINVAL, 3, 13, "field 'variant'");
	expect_position(m.g, START);
	expect_event(&m, LF_GAME_MOVE, 4, AFTER1);
	mem_close(&m);

	/* The rules are checked too: a turn beyond the players. */
	text_open(&m, "lf1 variant=traditional players=2 jumps=orth "
	    "chain=free opening=each removal=any turn=3 ply=0 score=0,0 "
	    "board=11\n");
	expect_error(&m, LF_EINVAL, 1, 87, "field 'turn'");
	mem_close(&m);
}
END_TEST

/* The errors of the stream reader come through with their line: a NUL
 * byte is an error at its column, and reading goes on after it. */
START_TEST(test_stream_errors)
{
	static const char text[] = START "\nb\0" "2\nb2\n";
	enum lf_game_event event;
	struct lf_error err;
	struct mem_game m;

	mem_open(&m, text, sizeof text - 1);
	expect_event(&m, LF_GAME_POSITION, 1, START);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_game_next(m.g, &event, &err), LF_EINVAL);
	ck_assert_int_eq(lf_game_line_number(m.g), 2);
	ck_assert_int_eq(err.column, 2);
	ck_assert_ptr_nonnull(strstr(err.message, "NUL byte"));
	expect_position(m.g, START);
	expect_event(&m, LF_GAME_MOVE, 3, AFTER1);
	mem_close(&m);
}
END_TEST

/* A move line of LF_MAX_LINE bytes (the move, then blanks) is read and
 * applied; one byte more is an error at column LF_MAX_LINE + 1. */
START_TEST(test_longest_move_line)
{
	static char text[2 * LF_MAX_LINE];
	struct mem_game m;
	size_t n = strlen(START "\n");

	memcpy(text, START "\n", n);
	memcpy(text + n, "b2", 2);
	memset(text + n + 2, ' ', LF_MAX_LINE - 2);
	text[n + LF_MAX_LINE] = '\n';
	mem_open(&m, text, n + LF_MAX_LINE + 1);
	expect_event(&m, LF_GAME_POSITION, 1, START);
	expect_event(&m, LF_GAME_MOVE, 2, AFTER1);
	expect_event(&m, LF_GAME_END, 2, AFTER1);
	mem_close(&m);

	text[n + LF_MAX_LINE] = ' ';
	text[n + LF_MAX_LINE + 1] = '\n';
	mem_open(&m, text, n + LF_MAX_LINE + 2);
	expect_event(&m, LF_GAME_POSITION, 1, START);
	expect_error(&m, LF_ELIMIT, 2, LF_MAX_LINE + 1, "longer than");
	expect_position(m.g, START);
	mem_close(&m);
}
END_TEST

/* A route of more than LF_MAX_ROUTE squares is refused at the column of
 * the square past the limit; a1-a1-... names squares of 2 letters, so the
 * 4097th starts at column 4096 * 3 + 1. */
START_TEST(test_route_too_long)
{
	static char text[sizeof START + 3 * (LF_MAX_ROUTE + 1) + 2];
	struct mem_game m;
	size_t n = strlen(START "\n");
	int i;

	memcpy(text, START "\n", n);
	for (i = 0; i <= LF_MAX_ROUTE; i++) {
		memcpy(text + n, i == 0 ? "a1" : "-a1", i == 0 ? 2 : 3);
		n += i == 0 ? 2 : 3;
	}
	text[n++] = '\n';
	mem_open(&m, text, n);
	expect_event(&m, LF_GAME_POSITION, 1, START);
	expect_error(&m, LF_ELIMIT, 2, LF_MAX_ROUTE * 3 + 1,
	    "route longer than 4096 squares");
	mem_close(&m);
}
END_TEST

/* A move that would take the ply or the mover's score past the largest
 * number a line holds is refused as a limit, with the move named. */
START_TEST(test_number_limits)
{
	struct mem_game m;

	text_open(&m, "lf1 variant=traditional players=2 jumps=orth "
	    "chain=free opening=none removal=any turn=1 ply=2147483647 "
	    "score=0,0 board=11.\na1-c1\n");
	expect_event(&m, LF_GAME_POSITION, 1, NULL);
	expect_error(&m, LF_ELIMIT, 2, 1,
	    "illegal move a1-c1: the ply would pass 2147483647");
	mem_close(&m);

	text_open(&m, "lf1 variant=traditional players=2 jumps=orth "
	    "chain=free opening=none removal=any turn=2 ply=5 "
	    "score=0,2147483647 board=11.\na1-c1\n");
	expect_event(&m, LF_GAME_POSITION, 1, NULL);
	expect_error(&m, LF_ELIMIT, 2, 1,
	    "illegal move a1-c1: player 2's score would pass 2147483647");
	mem_close(&m);

	/* Up to the limit is fine: ply 2147483646 and a score one short. */
	text_open(&m, "lf1 variant=traditional players=2 jumps=orth "
	    "chain=free opening=none removal=any turn=2 ply=2147483646 "
	    "score=0,2147483646 board=11.\na1-c1\n");
	expect_event(&m, LF_GAME_POSITION, 1, NULL);
	expect_event(&m, LF_GAME_MOVE, 2, "lf1 variant=traditional players=2 "
	    "jumps=orth chain=free opening=none removal=any turn=1 "
	    "ply=2147483647 score=0,2147483647 board=..1");
	mem_close(&m);
}
END_TEST

/* A reader checks each move within LF_CHECK_STEPS steps by default: the
 * 55-capture move of tests/data/most-lattice.game, where a1 can take 56
 * pieces, took minutes to refuse; now it cannot be checked, and the
 * message names the move by its first squares, its last and its jumps. */
START_TEST(test_default_budget)
{
	static const char text[] =
	    "lf1 variant=traditional players=2 jumps=diag8 chain=most ope"
	    "ning=none removal=any turn=1 ply=0 score=0,0 board=.1.1.1.1."
	    "/111111111/.1.1.1.1./111111111/.1.1.1.1./111111111/.1.1.1.1."
	    "/111111111/11.1.1.1.\n"
	    "a1-c1-c3-c5-a5-a3-c3-e5-e7-g7-i7-g5-e5-g7-g5-g3-i5-i3-g1-g3-"
	    "e3-e1-g1-i1-i3-g3-e1-c1-e3-e5-c5-e7-c7-a7-a9-c9-e9-c7-c9-a7-"
	    "a5-c7-c5-a3-a1-c3-e3-g5-i5-i7-i9-g7-g9-e9-e7-g9\n";
	struct mem_game m;

	text_open(&m, text);
	expect_event(&m, LF_GAME_POSITION, 1, NULL);
	expect_error(&m, LF_EBUDGET, 2, 1, "cannot check move "
	    "a1-c1-c3-...-g9, 55 jumps: checking the move under chain=most: "
	    "the budget of 10000000 steps ran out");
	mem_close(&m);
}
END_TEST

/* Replay a long random game on the largest board, murray's values and
 * diagonal jumps: write the start and every move to a file, read it back,
 * and after each move the reader's position must be the one the moves
 * made directly. */
START_TEST(test_long_game_largest_board)
{
	static struct lf_position start, pos;
	struct lf_new_options opt;
	struct lf_random rng;
	struct lf_error err;
	LF_MOVE_STATIC(move);
	struct lf_game *g;
	struct lf_buf buf;
	enum lf_game_event event;
	FILE *fp = tmpfile();
	long moves = 0, replayed = 0;
	static long plies[8192];

	ck_assert_ptr_nonnull(fp);
	ck_assert_int_eq(lf_new_options_default(LF_MURRAY, &opt, NULL), LF_OK);
	opt.width = LF_MAX_WIDTH;
	opt.height = LF_MAX_HEIGHT;
	opt.rules.jumps = LF_JUMPS_DIAG8;
	opt.rules.players = 3;
	opt.seed = 5;
	lf_error_clear(&err);
	ck_assert_int_eq(lf_new_game(&opt, &start, &err), LF_OK);
	lf_buf_init(&buf);
	ck_assert_int_eq(lf_position_format(&start, &buf, NULL), LF_OK);
	lf_buf_add(&buf, "\n", 1);
	pos = start;
	lf_random_seed(&rng, 7);
	/* Play the game to its end, keeping the moves. */
	while (lf_random_move(&pos, &rng, &move, NULL, NULL) == 0) {
		lf_move_format(&pos, &move, &buf, NULL);
		lf_buf_add(&buf, "\n", 1);
		lf_apply_unchecked(&pos, &move, NULL);
		ck_assert_int_lt(moves, 8192);
		plies[moves++] = pos.ply;
	}
	ck_assert_int_eq(buf.failed, 0);
	ck_assert_int_gt(moves, 1000);
	ck_assert_uint_eq(fwrite(buf.data, 1, buf.len, fp), buf.len);
	rewind(fp);
	/* Replay it. */
	ck_assert_int_eq(lf_game_new(&g, fp, NULL), LF_OK);
	ck_assert_int_eq(lf_game_next(g, &event, &err), LF_OK);
	ck_assert_int_eq(event, LF_GAME_POSITION);
	ck_assert_int_eq(memcmp(lf_game_position(g), &start, sizeof start), 0);
	for (;;) {
		ck_assert_msg(lf_game_next(g, &event, &err) == LF_OK,
		    "line %ld: %s", lf_game_line_number(g), err.message);
		if (event == LF_GAME_END)
			break;
		ck_assert_int_eq(event, LF_GAME_MOVE);
		ck_assert_int_eq(lf_game_position(g)->ply, plies[replayed]);
		replayed++;
	}
	ck_assert_int_eq(replayed, moves);
	ck_assert_int_eq(lf_game_line_number(g), moves + 1);
	ck_assert_int_eq(memcmp(lf_game_position(g), &pos, sizeof pos), 0);
	ck_assert_int_eq(lf_game_over(lf_game_position(g)), 1);
	lf_game_free(g);
	lf_buf_free(&buf);
	fclose(fp);
}
END_TEST

/* Line numbers keep counting over a long stream: 100000 comment and
 * blank lines before a move that comes before any position. */
START_TEST(test_many_lines)
{
	static char text[200000 + 8];
	struct mem_game m;
	size_t n = 0;
	int i;

	for (i = 0; i < 100000; i++) {
		if (i % 2 == 0)
			text[n++] = '#';
		text[n++] = '\n';
	}
	memcpy(text + n, "e5\n", 3);
	n += 3;
	mem_open(&m, text, n);
	expect_error(&m, LF_EINVAL, 100001, 1, "before any position");
	mem_close(&m);
}
END_TEST

/* The suite for game.c. */
static Suite *
game_suite(void)
{
	Suite *s = suite_create("game");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_replay_record);
	tcase_add_test(core, test_comments_and_layout);
	tcase_add_test(core, test_position_replaces);
	tcase_add_test(core, test_position_layout);
	tcase_add_test(core, test_multi_jump);
	tcase_add_test(core, test_game_to_the_end);
	tcase_add_test(core, test_end_without_position);
	tcase_add_test(core, test_move_before_position);
	tcase_add_test(core, test_malformed_moves);
	tcase_add_test(core, test_illegal_moves);
	tcase_add_test(core, test_rejected_move_changes_nothing);
	tcase_add_test(core, test_bad_position_line);
	tcase_add_test(core, test_stream_errors);
	suite_add_tcase(s, core);

	tcase_set_timeout(limits, 60);
	tcase_add_test(limits, test_longest_move_line);
	tcase_add_test(limits, test_route_too_long);
	tcase_add_test(limits, test_number_limits);
	tcase_add_test(limits, test_default_budget);
	tcase_add_test(limits, test_long_game_largest_board);
	tcase_add_test(limits, test_many_lines);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(game_suite)
