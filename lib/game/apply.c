/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* apply.c: judging and making moves.  lf_check_move() gives the reason a
 * move is illegal; lf_apply_unchecked() is the fast path for moves that
 * came from the generator. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "movegen_int.h"

/* The steps spent finding how long the longest route of a piece is once
 * a chain=most move is known to be too short, for the message. */
#define EXACT_STEPS ((uint64_t)1 << 17)

/* The name of a square, for messages. */
static const char *
square_name(const struct lf_position *pos, int index, char out[16])
{
	lf_square_name(pos, index, out, 16, NULL);
	return out;
}

/* Check a removal: the opening must still be on and the square must hold
 * a piece the removal rule allows. */
static enum lf_status
check_removal(const struct lf_position *pos, int index, struct lf_error *err)
{
	char a[16];
	int v = pos->priv.cell[index], low;

	if (!lf_in_opening(pos))
		return lf_error_set(err, LF_EINVAL, 0,
		    "%s is a removal, but the opening is over: every move is "
		    "now a jump", square_name(pos, index, a));
	if (!LF_IS_PIECE(v))
		return lf_error_set(err, LF_EINVAL, 0,
		    "no piece on %s to remove", square_name(pos, index, a));
	low = lf_lowest_value(pos);
	if (pos->rules.removal == LF_REMOVAL_LOW && v != low)
		return lf_error_set(err, LF_EINVAL, 0,
		    "%s holds a %d, but removal=low takes only a piece of the "
		    "lowest value on the board (%d)",
		    square_name(pos, index, a), v, low);
	return LF_OK;
}

/* Whether a step from one cell to another is a jump of the rule: two
 * cells in a straight line along one of its directions, which is the
 * difference of their indices alone, since no two cells of a row are
 * LF_STRIDE - 2 or more apart.  A switch made from the directions, since
 * every move that lf_apply_unchecked() makes comes through here. */
static int
is_jump_step(enum lf_jumps jumps, int from, int to)
{
#define JUMP_CASE(dc, dr) case 2 * LF_OFFSET(dc, dr):
	switch (jumps) {
	case LF_JUMPS_DIAG8:
		switch (to - from) {
		LF_DIRS_DIAG8(JUMP_CASE)
			return 1;
		default:
			return 0;
		}
	case LF_JUMPS_HEX:
		switch (to - from) {
		LF_DIRS_HEX(JUMP_CASE)
			return 1;
		default:
			return 0;
		}
	case LF_JUMPS_ORTH:
	default:
		switch (to - from) {
		LF_DIRS_ORTH(JUMP_CASE)
			return 1;
		default:
			return 0;
		}
	}
#undef JUMP_CASE
}

/* Whether every square of a route is a cell, and the cell between the
 * two squares of every step: what keeps a move made without checking the
 * rules from reading or writing outside the board.  The quick test of
 * lf_apply_unchecked(), which random games make every move through. */
static inline int
cells_are_sound(const struct lf_position *pos, const uint16_t *square,
    int length)
{
	const unsigned char *cell = pos->priv.cell;
	int i, to;

	if (length < 1 || length > LF_MAX_ROUTE || square[0] >= LF_CELLS ||
	    cell[square[0]] == LF_OFF)
		return 0;
	for (i = 1; i < length; i++) {
		to = square[i];
		if (to >= LF_CELLS || cell[to] == LF_OFF ||
		    cell[(square[i - 1] + to) / 2] == LF_OFF)
			return 0;
	}
	return 1;
}

/* Check that a route can be made on the board at all, whatever stands
 * on it: 1 to LF_MAX_ROUTE squares, every one a cell, and every step a
 * jump of the rule over a cell.  That is what keeps a hand-made move from
 * reading or writing outside the board. */
static enum lf_status
check_shape(const struct lf_position *pos, const uint16_t *square, int length,
    struct lf_error *err)
{
	char a[16], b[16];
	int i;

	if (length < 1)
		return lf_error_set(err, LF_EINVAL, 0, "empty move");
	if (length > LF_MAX_ROUTE)
		return lf_error_set(err, LF_ELIMIT, 0,
		    "route longer than %d squares", LF_MAX_ROUTE);
	for (i = 0; i < length; i++)
		if (!lf_on_board(pos, square[i]))
			return lf_error_set(err, LF_EINVAL, 0,
			    "square %d of the move (index %d) is not a cell "
			    "of the board", i + 1, square[i]);
	for (i = 1; i < length; i++) {
		int from = square[i - 1], to = square[i];
		if (!is_jump_step(pos->rules.jumps, from, to))
			return lf_error_set(err, LF_EINVAL, 0,
			    "%s to %s is not a jump: a jump goes two cells in "
			    "a straight line in one of the %s directions",
			    square_name(pos, from, a), square_name(pos, to, b),
			    lf_jumps_name(pos->rules.jumps));
		if (pos->priv.cell[(from + to) / 2] == LF_OFF)
			return lf_error_set(err, LF_EINVAL, 0,
			    "%s to %s jumps over no cell",
			    square_name(pos, from, a), square_name(pos, to, b));
	}
	return LF_OK;
}

/* Check that a chain=most route (whose steps are sound) is as long as
 * the longest route of its piece, on a scratch copy of the position,
 * within the budget: first whether a longer route exists at all, which
 * is quick when it does, then, for the message, how long the longest is,
 * within a few more steps (the proof that no route is longer can take
 * far more on a lattice of holes). */
static enum lf_status
check_most(const struct lf_position *pos, const struct lf_move *move,
    struct lf_position *scratch, const struct lf_budget *budget,
    struct lf_error *err)
{
	struct lf_best_route best, exact;
	struct lf_meter meter, part;
	char a[16];
	int start = move->square[0], jumps = move->length - 1;

	*scratch = *pos;
	lf_store_cell(scratch, start, LF_EMPTY);
	memset(&best, 0, sizeof best);
	best.goal = jumps + 1;
	best.total = jumps;
	lf_meter_start(&meter, budget);
	lf_best_route(scratch, start, &meter, &best);
	if (meter.out != LF_METER_GOING)
		return lf_meter_fail(&meter, err, "checking the move under "
		    "chain=most");
	if (best.total <= jumps)
		return LF_OK;
	memset(&exact, 0, sizeof exact);
	exact.total = best.total - 1;
	lf_meter_part(&meter, EXACT_STEPS, &part);
	lf_best_route(scratch, start, &part, &exact);
	return lf_error_set(err, LF_EINVAL, 0, "the route captures %d "
	    "piece%s, but the piece on %s can capture %s%d and chain=most "
	    "demands the most", jumps, jumps == 1 ? "" : "s",
	    square_name(pos, start, a),
	    part.out != LF_METER_GOING ? "at least " : "",
	    exact.total > best.total ? exact.total : best.total);
}

/* Check a jump route whose shape is sound on a scratch copy of the
 * position: every step, then the chain rule at its end.  Under chain=most
 * the longest route of the piece is searched within the budget. */
static enum lf_status
check_route(const struct lf_position *pos, const struct lf_move *move,
    struct lf_position *scratch, const struct lf_budget *budget,
    struct lf_error *err)
{
	char a[16], b[16], c[16];
	int i, start = move->square[0];

	if (lf_in_opening(pos))
		return lf_error_set(err, LF_EINVAL, 0,
		    "a jump, but the opening is not over: player %d must "
		    "remove a piece (opening=%s)", pos->turn + 1,
		    lf_opening_name(pos->rules.opening));
	if (!LF_IS_PIECE(pos->priv.cell[start]))
		return lf_error_set(err, LF_EINVAL, 0, "no piece on %s",
		    square_name(pos, start, a));
	*scratch = *pos;
	scratch->priv.cell[start] = LF_EMPTY;
	for (i = 1; i < move->length; i++) {
		int from = move->square[i - 1], to = move->square[i];
		int mid = (from + to) / 2;
		if (!LF_IS_PIECE(scratch->priv.cell[mid]))
			return lf_error_set(err, LF_EINVAL, 0,
			    "%s to %s: no piece on %s to jump over",
			    square_name(pos, from, a), square_name(pos, to, b),
			    square_name(pos, mid, c));
		if (scratch->priv.cell[to] != LF_EMPTY)
			return lf_error_set(err, LF_EINVAL, 0,
			    "%s to %s: the landing square %s is occupied",
			    square_name(pos, from, a), square_name(pos, to, b),
			    square_name(pos, to, c));
		scratch->priv.cell[mid] = LF_EMPTY;
	}
	i = move->square[move->length - 1];
	if (pos->rules.chain == LF_CHAIN_CONTINUE &&
	    lf_can_jump_from(scratch, i))
		return lf_error_set(err, LF_EINVAL, 0,
		    "the route stops on %s, but the piece can jump on and "
		    "chain=continue makes it", square_name(pos, i, a));
	if (pos->rules.chain == LF_CHAIN_MOST)
		return check_most(pos, move, scratch, budget, err);
	return LF_OK;
}

/* Check that the position after a legal move can still be written: its
 * ply and the mover's score must stay within the numbers of a position
 * line (leapfrog(5)). */
static enum lf_status
check_limits(const struct lf_position *pos, const struct lf_move *move,
    struct lf_error *err)
{
	long points = lf_route_points(pos, move->square, move->length);

	if (pos->ply >= LF_MAX_NUMBER)
		return lf_error_set(err, LF_ELIMIT, 0,
		    "the ply would pass %ld, the largest a position line "
		    "holds", LF_MAX_NUMBER);
	if (pos->score[pos->turn] > LF_MAX_NUMBER - points)
		return lf_error_set(err, LF_ELIMIT, 0,
		    "player %d's score would pass %ld, the largest a "
		    "position line holds", pos->turn + 1, LF_MAX_NUMBER);
	return LF_OK;
}

/* Check that a move is legal in pos; if not, say why in err.  Only a
 * chain=most move needs the budget, for the search of a longer route. */
enum lf_status
lf_check_move(const struct lf_position *pos, const struct lf_move *move,
    const struct lf_budget *budget, struct lf_error *err)
{
	struct lf_position *scratch;
	enum lf_status st;

	st = check_shape(pos, move->square, move->length, err);
	if (st != LF_OK)
		return st;
	if (lf_game_over(pos))
		return lf_error_set(err, LF_EINVAL, 0,
		    "the game is over: no move is possible");
	if (move->length == 1) {
		st = check_removal(pos, move->square[0], err);
		return st != LF_OK ? st : check_limits(pos, move, err);
	}
	scratch = malloc(sizeof *scratch);
	if (scratch == NULL)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	st = check_route(pos, move, scratch, budget, err);
	free(scratch);
	if (st != LF_OK)
		return st;
	return check_limits(pos, move, err);
}

/* Make a move whose shape is sound (see check_shape()). */
static inline void
apply_route(struct lf_position *pos, const uint16_t *square, int length)
{
	int player = pos->turn, v = pos->priv.cell[square[0]], i;

	lf_store_cell(pos, square[0], LF_EMPTY);
	if (length == 1) {
		pos->score[player] += v;
	} else {
		for (i = 1; i < length; i++) {
			int mid = (square[i - 1] + square[i]) / 2;
			pos->score[player] += pos->priv.cell[mid];
			lf_store_cell(pos, mid, LF_EMPTY);
		}
		lf_store_cell(pos, square[length - 1], v);
	}
	pos->ply++;
	pos->turn = player + 1 == pos->rules.players ? 0 : player + 1;
}

/* Make a move whose shape is sound: what the generator's moves are, so
 * the search makes them directly. */
void
lf_apply_route(struct lf_position *pos, const uint16_t *square, int length)
{
	apply_route(pos, square, length);
}

/* Make a move known to be legal, such as one from the generator: only
 * what keeps the board whole is checked (every square a cell, and the
 * cell between the squares of each step), not the rules; a move that
 * fails is refused with the reason check_shape() finds. */
enum lf_status
lf_apply_unchecked(struct lf_position *pos, const struct lf_move *move,
    struct lf_error *err)
{
	if (!cells_are_sound(pos, move->square, move->length))
		return check_shape(pos, move->square, move->length, err);
	apply_route(pos, move->square, move->length);
	return LF_OK;
}

/* Check a move and, if it is legal, make it. */
enum lf_status
lf_apply(struct lf_position *pos, const struct lf_move *move,
    const struct lf_budget *budget, struct lf_error *err)
{
	enum lf_status st = lf_check_move(pos, move, budget, err);

	if (st == LF_OK)
		apply_route(pos, move->square, move->length);
	return st;
}

/* The points a legal move captures, into *points. */
enum lf_status
lf_move_points(const struct lf_position *pos, const struct lf_move *move,
    long *points, struct lf_error *err)
{
	*points = 0;
	if (!cells_are_sound(pos, move->square, move->length))
		return check_shape(pos, move->square, move->length, err);
	*points = lf_route_points(pos, move->square, move->length);
	return LF_OK;
}
