/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* apply.c: judging and making moves.  lf_check_move() gives the reason a
 * move is illegal; lf_apply_unchecked() is the fast path for moves that
 * came from the generator. */
#include "config.h"

#include <stdlib.h>

#include "leapfrog.h"
#include "movegen_int.h"

/* The name of a square, for messages. */
static const char *
square(const struct lf_position *pos, int index, char out[16])
{
	if (lf_square_name(pos, index, out, 16) == 0)
		out[0] = '\0';
	return out;
}

/* Check a removal: the opening must still be on and the square must hold
 * a piece the removal rule allows. */
static enum lf_status
check_removal(const struct lf_position *pos, int index, struct lf_error *err)
{
	char a[16];
	int v = pos->cell[index], low;

	if (!lf_in_opening(pos))
		return lf_error_set(err, LF_EINVAL, 0,
		    "%s is a removal, but the opening is over: every move is "
		    "now a jump", square(pos, index, a));
	if (!LF_IS_PIECE(v))
		return lf_error_set(err, LF_EINVAL, 0,
		    "no piece on %s to remove", square(pos, index, a));
	low = lf_lowest_value(pos);
	if (pos->rules.removal == LF_REMOVAL_LOW && v != low)
		return lf_error_set(err, LF_EINVAL, 0,
		    "%s holds a %d, but removal=low takes only a piece of the "
		    "lowest value on the board (%d)", square(pos, index, a), v,
		    low);
	return LF_OK;
}

/* Whether a step from one cell to another is a jump of the rule: two
 * cells in a straight line along one of its directions. */
static int
is_jump_step(enum lf_jumps jumps, int from, int to)
{
	const struct lf_direction *dirs;
	int i, n = lf_directions(jumps, &dirs);
	int dc = lf_column_of(to) - lf_column_of(from);
	int dr = lf_row_from_top(to) - lf_row_from_top(from);

	for (i = 0; i < n; i++)
		if (dc == 2 * dirs[i].dc && dr == 2 * dirs[i].dr)
			return 1;
	return 0;
}

/* Check a jump route on a scratch copy of the position: every step, then
 * the chain rule at its end. */
static enum lf_status
check_route(const struct lf_position *pos, const struct lf_move *move,
    struct lf_position *scratch, struct lf_error *err)
{
	char a[16], b[16], c[16];
	int i, start = move->square[0], best;

	if (lf_in_opening(pos))
		return lf_error_set(err, LF_EINVAL, 0,
		    "a jump, but the opening is not over: player %d must "
		    "remove a piece (opening=%s)", pos->turn + 1,
		    lf_opening_name(pos->rules.opening));
	if (!LF_IS_PIECE(pos->cell[start]))
		return lf_error_set(err, LF_EINVAL, 0, "no piece on %s",
		    square(pos, start, a));
	*scratch = *pos;
	scratch->cell[start] = LF_EMPTY;
	for (i = 1; i < move->length; i++) {
		int from = move->square[i - 1], to = move->square[i];
		int mid = (from + to) / 2;
		if (!is_jump_step(pos->rules.jumps, from, to))
			return lf_error_set(err, LF_EINVAL, 0,
			    "%s to %s is not a jump: a jump goes two cells in "
			    "a straight line in one of the %s directions",
			    square(pos, from, a), square(pos, to, b),
			    lf_jumps_name(pos->rules.jumps));
		if (scratch->cell[mid] == LF_OFF)
			return lf_error_set(err, LF_EINVAL, 0,
			    "%s to %s jumps over no cell", square(pos, from, a),
			    square(pos, to, b));
		if (!LF_IS_PIECE(scratch->cell[mid]))
			return lf_error_set(err, LF_EINVAL, 0,
			    "%s to %s: no piece on %s to jump over",
			    square(pos, from, a), square(pos, to, b),
			    square(pos, mid, c));
		if (scratch->cell[to] != LF_EMPTY)
			return lf_error_set(err, LF_EINVAL, 0,
			    "%s to %s: the landing square %s is occupied",
			    square(pos, from, a), square(pos, to, b),
			    square(pos, to, c));
		scratch->cell[mid] = LF_EMPTY;
	}
	i = move->square[move->length - 1];
	if (pos->rules.chain == LF_CHAIN_CONTINUE &&
	    lf_can_jump_from(scratch, i))
		return lf_error_set(err, LF_EINVAL, 0,
		    "the route stops on %s, but the piece can jump on and "
		    "chain=continue makes it", square(pos, i, a));
	if (pos->rules.chain == LF_CHAIN_MOST) {
		*scratch = *pos;
		best = lf_best_route_length(scratch, start);
		if (move->length - 1 < best)
			return lf_error_set(err, LF_EINVAL, 0,
			    "the route captures %d piece%s, but the piece on %s "
			    "can capture %d and chain=most demands the most",
			    move->length - 1, move->length == 2 ? "" : "s",
			    square(pos, start, a), best);
	}
	return LF_OK;
}

/* Check that the position after a legal move can still be written: its
 * ply and the mover's score must stay within the numbers of a position
 * line (leapfrog(5)). */
static enum lf_status
check_limits(const struct lf_position *pos, const struct lf_move *move,
    struct lf_error *err)
{
	long points = lf_move_points(pos, move->square, move->length);

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

/* Check that a move is legal in pos; if not, say why in err. */
enum lf_status
lf_check_move(const struct lf_position *pos, const struct lf_move *move,
    struct lf_error *err)
{
	struct lf_position *scratch;
	enum lf_status st;

	if (move->length < 1)
		return lf_error_set(err, LF_EINVAL, 0, "empty move");
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
	st = check_route(pos, move, scratch, err);
	free(scratch);
	if (st != LF_OK)
		return st;
	return check_limits(pos, move, err);
}

/* Make a legal move: a removal or a jump route of length squares. */
void
lf_apply_unchecked(struct lf_position *pos, const uint16_t *square,
    int length)
{
	int player = pos->turn, v = pos->cell[square[0]], i;

	lf_set_cell(pos, square[0], LF_EMPTY);
	if (length == 1) {
		pos->score[player] += v;
	} else {
		for (i = 1; i < length; i++) {
			int mid = (square[i - 1] + square[i]) / 2;
			pos->score[player] += pos->cell[mid];
			lf_set_cell(pos, mid, LF_EMPTY);
		}
		lf_set_cell(pos, square[length - 1], v);
	}
	pos->ply++;
	pos->turn = player + 1 == pos->rules.players ? 0 : player + 1;
}

/* Check a move and, if it is legal, make it. */
enum lf_status
lf_apply(struct lf_position *pos, const struct lf_move *move,
    struct lf_error *err)
{
	enum lf_status st = lf_check_move(pos, move, err);

	if (st == LF_OK)
		lf_apply_unchecked(pos, move->square, move->length);
	return st;
}

/* The points a legal move captures. */
long
lf_move_points(const struct lf_position *pos, const uint16_t *square,
    int length)
{
	long points = 0;
	int i;

	if (length == 1)
		return pos->cell[square[0]];
	/* A route never jumps the same cell twice: each jumped piece leaves
	 * the board at once. */
	for (i = 1; i < length; i++)
		points += pos->cell[(square[i - 1] + square[i]) / 2];
	return points;
}
