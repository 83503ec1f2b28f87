/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* position_handle.c: a position as a program holds it: made, copied and
 * freed by the library, and read through accessors, so that the board's
 * layout is no part of the interface. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "board_int.h"

/* Make a position for the caller to fill (lf_new_game(),
 * lf_position_parse(), lf_board_clear(), lf_position_copy()); until then
 * it is a valid one: traditional's rules on a board of one empty cell,
 * player 1 to move at ply 0, no points. */
enum lf_status
lf_position_new(struct lf_position **pos, struct lf_error *err)
{
	*pos = calloc(1, sizeof **pos);
	if (*pos == NULL)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	lf_rules_default(LF_TRADITIONAL, &(*pos)->rules, NULL);
	lf_board_clear(*pos, 1, 1, NULL);
	return LF_OK;
}

/* Release a position made by lf_position_new(); NULL is allowed. */
void
lf_position_free(struct lf_position *pos)
{
	free(pos);
}

/* Make dst the same position as src: the copy that a program keeps
 * before it tries a move, or of a position that a game reader owns. */
void
lf_position_copy(struct lf_position *dst, const struct lf_position *src)
{
	if (dst != src)
		memcpy(dst, src, sizeof *dst);
}

/* The rules the position is played under, the position's own: valid
 * while it lives, and changed when it is. */
const struct lf_rules *
lf_position_rules(const struct lf_position *pos)
{
	return &pos->rules;
}

/* Refuse the value of a rule that is not one of its count values. */
static enum lf_status
rule_check(const char *name, int value, int count, struct lf_error *err)
{
	if (value < 0 || value >= count)
		return lf_error_set(err, LF_EINVAL, 0, "unknown %s %d "
		    "(expected "
		    "0 to %d)", name, value, count - 1);
	return LF_OK;
}

/* Put pos under rules, as a program that builds a position by hand
 * needs; the board, side to move, ply and scores are kept (the scores of
 * players beyond the new number dropped), so the side to move must be
 * one of the players.  On an error pos is untouched. */
enum lf_status
lf_position_set_rules(struct lf_position *pos, const struct lf_rules *rules,
    struct lf_error *err)
{
	enum lf_status st;
	int p;

	if ((st = rule_check("variant", (int)rules->variant, LF_VARIANT_COUNT,
	    err)) != LF_OK ||
	    (st = rule_check("jumps", (int)rules->jumps, LF_JUMPS_COUNT,
	    err)) != LF_OK ||
	    (st = rule_check("chain", (int)rules->chain, LF_CHAIN_COUNT,
	    err)) != LF_OK ||
	    (st = rule_check("opening", (int)rules->opening, LF_OPENING_COUNT,
	    err)) != LF_OK ||
	    (st = rule_check("removal", (int)rules->removal, LF_REMOVAL_COUNT,
	    err)) != LF_OK)
		return st;
	if (rules->players < LF_MIN_PLAYERS || rules->players > LF_MAX_PLAYERS)
		return lf_error_set(err, LF_ELIMIT, 0, "%d players is out of "
		    "range (%d to %d)", rules->players, LF_MIN_PLAYERS,
		    LF_MAX_PLAYERS);
	if (pos->turn >= rules->players)
		return lf_error_set(err, LF_EINVAL, 0, "player %d is to move, "
		    "beyond the %d players", pos->turn + 1, rules->players);
	pos->rules = *rules;
	for (p = rules->players; p < LF_MAX_PLAYERS; p++)
		pos->score[p] = 0;
	return LF_OK;
}

/* The columns of the board's bounding box. */
int
lf_position_width(const struct lf_position *pos)
{
	return pos->width;
}

/* The rows of the board's bounding box. */
int
lf_position_height(const struct lf_position *pos)
{
	return pos->height;
}

/* The player to move, 0-based. */
int
lf_position_turn(const struct lf_position *pos)
{
	return pos->turn;
}

/* The turns played so far. */
long
lf_position_ply(const struct lf_position *pos)
{
	return pos->ply;
}

/* The points that player (0-based) has captured; 0 for a player that the
 * game does not have, so that a loop to LF_MAX_PLAYERS is safe. */
long
lf_position_score(const struct lf_position *pos, int player)
{
	if (player < 0 || player >= pos->rules.players)
		return 0;
	return pos->score[player];
}
