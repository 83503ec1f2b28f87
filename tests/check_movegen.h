/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_movegen.h: what the files of the movegen suite (check_movegen*.c)
 * share: positions under given rules, the exact move lists, perft, the
 * hostile positions of issue 10, and the function of each file that adds
 * its cases to the suite. */
#ifndef LF_CHECK_MOVEGEN_H
#define LF_CHECK_MOVEGEN_H

#include <stdio.h>

#include "check_util.h"
#include "movegen_int.h"

/* A position under the given rules with no opening (removal=any,
 * player 1 to move at ply 0), the usual setting of the jump tests. */
static inline void
pos_with(const char *jumps, const char *chain, const char *board,
    struct lf_position *pos)
{
	char rules[64];

	snprintf(rules, sizeof rules, "jumps=%s chain=%s opening=none "
	    "removal=any", jumps, chain);
	parse_board_ok(rules, board, pos);
}

/* Fail the test unless pos is byte for byte what it was before a call
 * that must restore it. */
static inline void
expect_unchanged(const struct lf_position *pos,
    const struct lf_position *before, const char *call)
{
	ck_assert_msg(memcmp(pos, before, sizeof *pos) == 0,
	    "%s did not restore the position", call);
}

/* Append the moves of a list, formatted and joined by single spaces. */
static inline void
list_text(const struct lf_position *pos, const struct lf_move_list *list,
    struct lf_buf *out)
{
	LF_MOVE_STATIC(move);
	size_t i;

	lf_buf_add(out, "", 0); /* an empty list is "", not NULL */
	for (i = 0; i < list->count; i++) {
		ck_assert_int_eq(lf_move_list_get(list, i, &move, NULL), LF_OK);
		if (i > 0)
			lf_buf_add(out, " ", 1);
		lf_move_format(pos, &move, out, NULL);
	}
}

/* Generate the moves of pos into list, which must succeed and leave pos
 * as it was. */
static inline void
generate_ok(struct lf_position *pos, struct lf_move_list *list)
{
	static struct lf_position before;
	struct lf_error err;

	memcpy(&before, pos, sizeof before);
	lf_error_clear(&err);
	ck_assert_msg(lf_generate(pos, list, NULL, &err) == LF_OK,
	    "lf_generate: %s",
	    err.message);
	ck_assert_int_eq(list->failed, 0);
	expect_unchanged(pos, &before, "lf_generate");
}

/* The index in list of a move, or -1 when the list does not hold it. */
static inline long
find_move(const struct lf_move_list *list, const struct lf_move *move)
{
	uint16_t *sq;
	size_t i;

	for (i = 0; i < list->count; i++)
		if (route_at(list, i, &sq) == move->length &&
		    memcmp(sq, move->square,
		    (size_t)move->length * sizeof *sq) == 0)
			return (long)i;
	return -1;
}

/* Check that pos has exactly the moves want (formatted, joined by
 * spaces, in the documented order), and that counting, lf_nth_move()
 * and lf_game_over() agree with the list and leave pos unchanged. */
static inline void
expect_moves(struct lf_position *pos, const char *want)
{
	static struct lf_position before;
	LF_MOVE_STATIC(move);
	struct lf_move_list list;
	struct lf_buf text;
	uint16_t *sq;
	size_t i;
	int len;

	memcpy(&before, pos, sizeof before);
	lf_move_list_init(&list);
	generate_ok(pos, &list);
	lf_buf_init(&text);
	list_text(pos, &list, &text);
	ck_assert_int_eq(text.failed, 0);
	ck_assert_msg(strcmp(text.data, want) == 0, "moves '%.2000s', want "
	    "'%.2000s'", text.data, want);
	lf_buf_free(&text);
	ck_assert_uint_eq(count_of(pos), list.count);
	expect_unchanged(pos, &before, "lf_count_moves");
	for (i = 0; i < list.count; i++) {
		len = route_at(&list, i, &sq);
		ck_assert_int_eq(lf_nth_move(pos, i, &move, NULL,
		    NULL), LF_OK);
		ck_assert_int_eq(move.length, len);
		ck_assert_int_eq(memcmp(move.square, sq,
		    (size_t)len * sizeof *sq), 0);
	}
	ck_assert_int_eq(lf_nth_move(pos, list.count, &move, NULL, NULL),
	    LF_EINVAL);
	expect_unchanged(pos, &before, "lf_nth_move");
	ck_assert_int_eq(lf_game_over(pos), list.count == 0);
	ck_assert_uint_eq(perft_of(pos, 1), list.count);
	expect_unchanged(pos, &before, "lf_perft");
	lf_move_list_release(&list);
}

/* Check perft of pos at depths 0 .. n - 1 against want, and that pos is
 * left as it was. */
static inline void
expect_perft(struct lf_position *pos, const uint64_t *want, int n)
{
	static struct lf_position before;
	int d;

	memcpy(&before, pos, sizeof before);
	for (d = 0; d < n; d++) {
		uint64_t got = perft_of(pos, d);
		ck_assert_msg(got == want[d], "perft %d: %llu, want %llu", d,
		    (unsigned long long)got, (unsigned long long)want[d]);
		expect_unchanged(pos, &before, "lf_perft");
	}
}

/* The hostile positions of issue 10, each one line of diag8 chain=free
 * with an empty cell in every other column of every other row: the
 * 25-cell one stalled lf-bot, the 45-cell one has 912838974 moves and
 * the 35-cell one 107292367, which took lf-moves 4.2 GB to list; and
 * the 9 x 9 lattice of lf-moves(1)'s CAVEATS, whose one piece has
 * 10748902 routes. */
#define HOSTILE_25 ".1.1./11111/.111./11111/.1.1."
#define HOSTILE_45 ".1.1.1.11/111111111/.1.111.1./111111111/.1.1.1.11"
#define HOSTILE_35 ".1.1.1./1111111/.111.1./1111111/.1.1.1."
#define LATTICE_9 ".1.1.1.1./111111111/.1.1.1.1./111111111/" \
    ".1.1.1.1./111111111/.1.1.1.1./111111111/11.1.1.1."

/* The cases of check_movegen_best.c, check_movegen_random.c,
 * check_movegen_reference.c and check_movegen_limits.c. */
void movegen_best_cases(TCase *core, TCase *limits);
void movegen_random_cases(TCase *core);
void movegen_reference_cases(TCase *core);
void movegen_limits_cases(TCase *limits);

#endif /* LF_CHECK_MOVEGEN_H */
