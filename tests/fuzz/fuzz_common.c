/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* fuzz_common.c: the properties the fuzz targets check on every position
 * and move they get to: a parsed position is well formed and survives
 * format-then-parse unchanged; the generator, the counters and
 * lf_check_move() agree; applying a legal move keeps the points and the
 * bit rows in step. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

/* Report a broken property and abort, so that libFuzzer keeps the input
 * and the replay driver fails. */
void
fuzz_fail(const char *file, int line, const char *what)
{
	fprintf(stderr, "%s:%d: property broken: %s\n", file, line, what);
	abort();
}

/* Check an error record from a parser: an input error, a column within
 * the line (len bytes) or just past it, and a one-line lowercase message
 * of printable ASCII (a message may quote the input, but must not pass
 * control bytes or broken UTF-8 on to a terminal). */
void
fuzz_check_error(enum lf_status st, const struct lf_error *err, size_t len)
{
	size_t i, n = strnlen(err->message, sizeof err->message);
	size_t last = len > LF_MAX_LINE ? len : LF_MAX_LINE;

	FUZZ_ASSERT(st == LF_EINVAL || st == LF_ELIMIT);
	FUZZ_ASSERT(err->status == st);
	FUZZ_ASSERT(err->column >= 0 && (size_t)err->column <= last + 1);
	FUZZ_ASSERT(n > 0 && n < sizeof err->message);
	/* Lowercase, unless it starts with an acronym ("NUL byte"). */
	FUZZ_ASSERT((err->message[0] >= 'a' && err->message[0] <= 'z') ||
	    (err->message[0] >= 'A' && err->message[0] <= 'Z' &&
	    err->message[1] >= 'A' && err->message[1] <= 'Z'));
	for (i = 0; i < n; i++)
		FUZZ_ASSERT(err->message[i] >= 0x20 && err->message[i] < 0x7f);
}

/* Open the input as a stream, or return NULL when it cannot be (fmemopen
 * refuses an empty buffer on some systems: then read /dev/null). */
FILE *
fuzz_open_input(const uint8_t *data, size_t size)
{
	if (size == 0)
		return fopen("/dev/null", "r");
	return fmemopen((void *)(uintptr_t)data, size, "r");
}

/* Whether a position is small enough to enumerate its moves in a fuzz
 * run (see FUZZ_MAX_CELLS). */
int
fuzz_small(const struct lf_position *pos)
{
	return lf_cell_count(pos) <= FUZZ_MAX_CELLS ||
	    lf_piece_count(pos) <= FUZZ_MAX_PIECES;
}

/* Check that two positions are the same in every field a reader fills. */
void
fuzz_same_position(const struct lf_position *a, const struct lf_position *b)
{
	int p;

	FUZZ_ASSERT(a->rules.variant == b->rules.variant);
	FUZZ_ASSERT(a->rules.players == b->rules.players);
	FUZZ_ASSERT(a->rules.jumps == b->rules.jumps);
	FUZZ_ASSERT(a->rules.chain == b->rules.chain);
	FUZZ_ASSERT(a->rules.opening == b->rules.opening);
	FUZZ_ASSERT(a->rules.removal == b->rules.removal);
	FUZZ_ASSERT(a->width == b->width && a->height == b->height);
	FUZZ_ASSERT(a->turn == b->turn && a->ply == b->ply);
	for (p = 0; p < a->rules.players; p++)
		FUZZ_ASSERT(a->score[p] == b->score[p]);
	FUZZ_ASSERT(memcmp(a->priv.cell, b->priv.cell,
	    sizeof a->priv.cell) == 0);
	FUZZ_ASSERT(memcmp(a->priv.piece_bits, b->priv.piece_bits,
	    sizeof a->priv.piece_bits) == 0);
	FUZZ_ASSERT(memcmp(a->priv.empty_bits, b->priv.empty_bits,
	    sizeof a->priv.empty_bits) == 0);
}

/* Check that a position is well formed (fields in range, the border all
 * LF_OFF, the bit rows in step with the cells) and that formatting it,
 * parsing the line and formatting again gives the same position and the
 * same bytes. */
void
fuzz_check_position(const struct lf_position *pos)
{
	static struct lf_position again, synced;
	struct lf_buf line, line2;
	struct lf_error err;
	int i, p, r, c;

	FUZZ_ASSERT(pos->width >= 1 && pos->width <= LF_MAX_WIDTH);
	FUZZ_ASSERT(pos->height >= 1 && pos->height <= LF_MAX_HEIGHT);
	FUZZ_ASSERT(pos->rules.players >= LF_MIN_PLAYERS &&
	    pos->rules.players <= LF_MAX_PLAYERS);
	FUZZ_ASSERT(pos->turn >= 0 && pos->turn < pos->rules.players);
	FUZZ_ASSERT(pos->ply >= 0 && pos->ply <= LF_MAX_NUMBER);
	for (p = 0; p < pos->rules.players; p++)
		FUZZ_ASSERT(pos->score[p] >= 0 &&
		    pos->score[p] <= LF_MAX_NUMBER);
	for (i = 0; i < LF_CELLS; i++) {
		int v = pos->priv.cell[i];
		r = lf_row_from_top(i);
		c = lf_column_of(i);
		if (r < 0 || r >= pos->height || c < 0 || c >= pos->width)
			FUZZ_ASSERT(v == LF_OFF);
		else
			FUZZ_ASSERT(v == LF_OFF || v <= LF_MAX_VALUE);
	}
	FUZZ_ASSERT(lf_cell_count(pos) >= 1);
	synced = *pos;
	lf_position_sync(&synced);
	fuzz_same_position(pos, &synced);

	lf_buf_init(&line);
	lf_buf_init(&line2);
	FUZZ_ASSERT(lf_position_format(pos, &line, NULL) == LF_OK);
	FUZZ_ASSERT(!line.failed && line.len <= LF_MAX_LINE);
	FUZZ_ASSERT(lf_is_position_line(line.data, line.len));
	lf_error_clear(&err);
	FUZZ_ASSERT(lf_position_parse(line.data, line.len, &again, &err) ==
	    LF_OK);
	fuzz_same_position(pos, &again);
	FUZZ_ASSERT(lf_position_format(&again, &line2, NULL) == LF_OK);
	FUZZ_ASSERT(!line2.failed && line2.len == line.len &&
	    memcmp(line.data, line2.data, line.len) == 0);
	lf_buf_free(&line);
	lf_buf_free(&line2);
}

/* Check a legal move: its notation parses back to the same route, and
 * applying it moves the turn on, adds its points to the mover's score,
 * takes the right number of pieces and keeps the total of points. */
void
fuzz_check_apply(const struct lf_position *pos, const struct lf_move *move)
{
	static struct lf_position after;
	LF_MOVE_STATIC(parsed);
	struct lf_error err;
	struct lf_buf name;
	long points, total = lf_points_on_board(pos), total_after;
	int p, taken = move->length == 1 ? 1 : move->length - 1;

	lf_buf_init(&name);
	lf_move_format(pos, move, &name, NULL);
	FUZZ_ASSERT(!name.failed);
	lf_error_clear(&err);
	FUZZ_ASSERT(lf_move_parse(pos, name.data, name.len, &parsed, &err) ==
	    LF_OK);
	FUZZ_ASSERT(parsed.length == move->length);
	FUZZ_ASSERT(memcmp(parsed.square, move->square,
	    sizeof move->square[0] * (size_t)move->length) == 0);
	lf_buf_free(&name);

	FUZZ_ASSERT(lf_move_points(pos, move, &points, NULL) == LF_OK);
	FUZZ_ASSERT(points >= taken && points <= (long)taken * LF_MAX_VALUE);
	after = *pos;
	FUZZ_ASSERT(lf_apply(&after, move, NULL, &err) == LF_OK);
	FUZZ_ASSERT(after.ply == pos->ply + 1);
	FUZZ_ASSERT(after.turn == (pos->turn + 1) % pos->rules.players);
	total_after = lf_points_on_board(&after);
	for (p = 0; p < pos->rules.players; p++) {
		total += pos->score[p];
		total_after += after.score[p];
		if (p == pos->turn)
			FUZZ_ASSERT(after.score[p] == pos->score[p] + points);
		else
			FUZZ_ASSERT(after.score[p] == pos->score[p]);
	}
	FUZZ_ASSERT(total == total_after);
	FUZZ_ASSERT(lf_piece_count(&after) == lf_piece_count(pos) - taken);
	fuzz_check_position(&after);
}

/* Order routes by length, then square by square, to find duplicates. */
static const struct lf_move_list *sort_list;
static int
compare_routes(const void *a, const void *b)
{
	LF_MOVE_STATIC(ma); LF_MOVE_STATIC(mb);

	FUZZ_ASSERT(lf_move_list_get(sort_list, *(const size_t *)a, &ma,
	    NULL) == LF_OK);
	FUZZ_ASSERT(lf_move_list_get(sort_list, *(const size_t *)b, &mb,
	    NULL) == LF_OK);

	if (ma.length != mb.length)
		return ma.length < mb.length ? -1 : 1;
	return memcmp(ma.square, mb.square,
	    sizeof *ma.square * (size_t)ma.length);
}

/* Check that the moves of a small position agree everywhere: the count,
 * perft 1, the list, the nth move, a random move and lf_check_move(); that
 * no route is listed twice; and apply the first moves in full.  Leaves
 * *pos as it found it. */
void
fuzz_check_moves(struct lf_position *pos)
{
	static struct lf_position before;
	LF_MOVE_STATIC(move); LF_MOVE_STATIC(nth);
	struct lf_move_list list;
	struct lf_budget budget = { FUZZ_NODES, FUZZ_MAX_MOVES, 0 };
	struct lf_random rng;
	struct lf_error err;
	enum lf_status st;
	uint64_t count, leaves;
	size_t i, *order;
	int n;

	if (!fuzz_small(pos))
		return;
	before = *pos;
	st = lf_count_moves(pos, &count, &budget, NULL);
	fuzz_same_position(pos, &before);
	FUZZ_ASSERT(st == LF_OK || st == LF_EBUDGET);
	if (st != LF_OK)
		return;
	FUZZ_ASSERT((count == 0) == (lf_game_over(pos) != 0));
	FUZZ_ASSERT(lf_perft(pos, 1, &leaves, NULL, NULL) == LF_OK);
	FUZZ_ASSERT(leaves == count);
	fuzz_same_position(pos, &before);
	lf_move_list_init(&list);
	lf_error_clear(&err);
	FUZZ_ASSERT(lf_generate(pos, &list, NULL, &err) == LF_OK);
	fuzz_same_position(pos, &before);
	FUZZ_ASSERT(list.count == count);
	for (i = 0; i < list.count; i++) {
		FUZZ_ASSERT(lf_move_list_get(&list, i, &move, NULL) == LF_OK);
		n = move.length;
		FUZZ_ASSERT(n >= 1 && n <= LF_MAX_ROUTE);
		/* Under chain=most each check searches the longest route
		 * of the piece: the regression input slow-chain-most-diag8,
		 * 4320 routes of 16 jumps on a dense diag8 board, ran past
		 * libFuzzer's 10 s when that search followed every route,
		 * and takes 0.08 s now that it does not. */
		if (i < FUZZ_CHECKED_MOVES) {
			FUZZ_ASSERT(lf_check_move(pos, &move, NULL,
			    &err) == LF_OK ||
			    err.status == LF_ELIMIT);
			if (err.status != LF_ELIMIT)
				fuzz_check_apply(pos, &move);
			lf_error_clear(&err);
		}
		if (i < 8 || i + 1 == list.count) {
			FUZZ_ASSERT(lf_nth_move(pos, i, &nth, NULL, NULL) == 0);
			FUZZ_ASSERT(nth.length == n && memcmp(nth.square,
			    move.square, sizeof *move.square * (size_t)n) == 0);
		}
	}
	FUZZ_ASSERT(lf_nth_move(pos, count, &nth, NULL, NULL) == LF_EINVAL);
	lf_random_seed(&rng, count);
	FUZZ_ASSERT(lf_random_move(pos, &rng, &move, NULL, NULL) ==
	    (count ? LF_OK : LF_EINVAL));
	if (count > 0)
		FUZZ_ASSERT(lf_check_move(pos, &move, NULL, &err) == LF_OK ||
		    err.status == LF_ELIMIT);
	fuzz_same_position(pos, &before);

	order = malloc(sizeof *order * (list.count + 1));
	FUZZ_ASSERT(order != NULL);
	for (i = 0; i < list.count; i++)
		order[i] = i;
	sort_list = &list;
	qsort(order, list.count, sizeof *order, compare_routes);
	for (i = 1; i < list.count; i++)
		FUZZ_ASSERT(compare_routes(&order[i - 1], &order[i]) != 0);
	free(order);
	lf_move_list_release(&list);
}

/* Whether the generator lists move in pos: 1 or 0, or -1 when the
 * position is too big to enumerate. */
int
fuzz_move_listed(struct lf_position *pos, const struct lf_move *move)
{
	struct lf_budget budget = { FUZZ_NODES, FUZZ_MAX_MOVES, 0 };
	struct lf_move_list list;
	struct lf_error err;
	uint64_t count;
	size_t i;
	int found = 0;
	LF_MOVE_STATIC(listed);

	if (!fuzz_small(pos) || lf_count_moves(pos, &count, &budget, NULL) !=
	    LF_OK)
		return -1;
	lf_move_list_init(&list);
	FUZZ_ASSERT(lf_generate(pos, &list, NULL, &err) == LF_OK);
	for (i = 0; i < list.count && !found; i++)
		found = lf_move_list_get(&list, i, &listed, NULL) == LF_OK &&
		    listed.length == move->length &&
		    memcmp(listed.square, move->square,
		    sizeof *move->square * (size_t)move->length) == 0;
	lf_move_list_release(&list);
	return found;
}
