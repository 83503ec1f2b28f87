/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-adjudicate.c: --adjudicate (lf-play(1), ADJUDICATION): ending a
 * game as soon as its result can no longer change, by the margin (every
 * two players' scores differ by more than the points left on the board)
 * or by the solver (it finishes the position within a budget of nodes);
 * the referee then plays the game to its end itself, the moves marked,
 * so that the record ends with an ordinary result line. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "number_int.h"
#include "play.h"

/* The solver's table: ample for the budgets of adjudication. */
#define ADJUDICATE_TABLE_BYTES ((size_t)16 << 20)

/* Parse the value of --adjudicate: a comma-separated list of margin,
 * solve and solve:NODES (NULL: margin,solve); return 0 or -1. */
int
adjudicate_parse(const char *text, struct settings *set)
{
	const char *p = text, *comma;
	size_t len;
	long nodes;

	set->adjudicate = 0;
	set->adjudicate_nodes = ADJUDICATE_NODES;
	if (text == NULL) {
		set->adjudicate = ADJUDICATE_MARGIN | ADJUDICATE_SOLVE;
		return 0;
	}
	for (;;) {
		comma = strchr(p, ',');
		len = comma != NULL ? (size_t)(comma - p) : strlen(p);
		if (len == 6 && strncmp(p, "margin", 6) == 0)
			set->adjudicate |= ADJUDICATE_MARGIN;
		else if (len == 5 && strncmp(p, "solve", 5) == 0)
			set->adjudicate |= ADJUDICATE_SOLVE;
		else if (len > 6 && strncmp(p, "solve:", 6) == 0 &&
		    lf_number_long(p + 6, len - 6, 1, LF_MAX_NUMBER, &nodes,
		    NULL) == LF_OK) {
			set->adjudicate |= ADJUDICATE_SOLVE;
			set->adjudicate_nodes = nodes;
		} else
			return -1;
		if (comma == NULL)
			return 0;
		p = comma + 1;
	}
}

/* Append the adjudication of the settings as --adjudicate would give it:
 * "margin,solve:10000", or "none". */
void
adjudicate_format(const struct settings *set, struct lf_buf *out)
{
	if (set->adjudicate == 0)
		lf_buf_puts(out, "none");
	if (set->adjudicate & ADJUDICATE_MARGIN)
		lf_buf_puts(out, "margin");
	if (set->adjudicate & ADJUDICATE_SOLVE)
		lf_buf_printf(out, "%ssolve:%ld", set->adjudicate &
		    ADJUDICATE_MARGIN ? "," : "", set->adjudicate_nodes);
}

/* Start the adjudication of a game. */
void
adjudicate_begin(struct adjudication *a)
{
	memset(a, 0, sizeof *a);
	lf_buf_init(&a->lines);
}

/* Release what the adjudication of a game holds. */
void
adjudicate_end(struct adjudication *a)
{
	lf_solver_free(a->solver);
	lf_buf_free(&a->lines);
	memset(a, 0, sizeof *a);
}

/* The least difference between two players' scores in pos. */
static long
least_margin(const struct lf_position *pos)
{
	int i, j, players = lf_position_rules(pos)->players;
	long d, least = LF_MAX_NUMBER;

	for (i = 0; i < players; i++)
		for (j = i + 1; j < players; j++) {
			d = labs(lf_position_score(pos, i) -
			    lf_position_score(pos, j));
			if (d < least)
				least = d;
		}
	return least;
}

/* Play move, which the library chose and so is legal, on pos as the
 * referee's, appending it and its note ("# move adjudicated=HOW") to the
 * lines; return 0, or -1 when it cannot be applied. */
static int
play_out(struct adjudication *a, struct lf_position *pos,
    const struct lf_move *move, const char *how)
{
	if (lf_move_format(pos, move, &a->lines, NULL) != LF_OK ||
	    lf_apply_unchecked(pos, move, NULL) != LF_OK)
		return -1;
	lf_buf_printf(&a->lines, "\n# move adjudicated=%s\n", how);
	return 0;
}

/* The margin: when every two players' scores differ by more than the
 * points left on the board, no capture can change the ranking; then
 * finish the game with the move that takes the most points (the first
 * such) each turn.  Return 1 when adjudicated, 0 when not, -1 on a
 * failure said in error. */
static int
by_margin(struct adjudication *a, struct lf_position *pos,
    struct lf_move *move, struct lf_buf *error)
{
	long margin = least_margin(pos), left = lf_points_on_board(pos);
	struct lf_error err;

	if (margin <= left)
		return 0;
	lf_buf_printf(&a->lines, "# adjudication: margin=%ld left=%ld: every "
	    "two players' scores differ by more than the points left on the "
	    "board, so the ranking can no longer change; the moves below are "
	    "the referee's, each taking the most points, not the players'\n",
	    margin, left);
	lf_error_clear(&err);
	while (!lf_game_over(pos)) {
		if (lf_search_greedy(pos, NULL, move, NULL, &err) != LF_OK) {
			lf_buf_printf(error, "adjudication: %s", err.message);
			return -1;
		}
		if (play_out(a, pos, move, "margin") != 0) {
			lf_buf_puts(error, "adjudication: the referee's move "
			    "cannot be applied");
			return -1;
		}
	}
	return 1;
}

/* The solver: when it finishes the position of two players within the
 * budget of nodes, play its line of best play by both to the end.
 * Return as by_margin() does. */
static int
by_solver(const struct settings *set, struct adjudication *a,
    struct lf_position *pos, struct lf_move *move, struct lf_buf *error)
{
	struct lf_budget budget;
	struct lf_engine_info info;
	struct lf_engine_move best;
	struct lf_error err;
	size_t i, count;

	lf_error_clear(&err);
	if (a->solver == NULL && lf_solver_new(&a->solver,
	    ADJUDICATE_TABLE_BYTES, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	memset(&budget, 0, sizeof budget);
	budget.nodes = (uint64_t)set->adjudicate_nodes;
	if (lf_solver_run(a->solver, pos, &budget, &info, &err) != LF_OK) {
		lf_buf_printf(error, "adjudication: %s", err.message);
		return -1;
	}
	if (!info.solved || info.moves == 0)
		return 0;
	lf_solver_best(a->solver, 0, &best, NULL);
	lf_buf_printf(&a->lines, "# adjudication: solve budget=%ld "
	    "nodes=%llu value=%+ld: the solver finished the position, player "
	    "%d to move; the moves below are its line of best play by both, "
	    "not the players'\n", set->adjudicate_nodes,
	    (unsigned long long)info.nodes, best.value,
	    lf_position_turn(pos) + 1);
	count = lf_move_list_count(best.line);
	for (i = 0; i < count; i++)
		if (lf_move_list_get(best.line, i, move, &err) != LF_OK ||
		    play_out(a, pos, move, "solve") != 0)
			break;
	if (i < count || !lf_game_over(pos)) {
		lf_buf_puts(error, "adjudication: the solver's line does not "
		    "end the game");
		return -1;
	}
	return 1;
}

/* Judge pos, the game not over, before the player to move is asked:
 * when the result can no longer change, play the game to its end in pos
 * and keep the lines that record it (a comment that says why, then each
 * move with its note) in a->lines.  Return 1 when adjudicated, 0 when
 * the game goes on, -1 on a failure said in error. */
int
adjudicate(const struct settings *set, struct adjudication *a,
    struct lf_position *pos, struct lf_move *move, struct lf_buf *error)
{
	int r = 0;

	lf_buf_reset(&a->lines);
	if (set->adjudicate & ADJUDICATE_MARGIN)
		r = by_margin(a, pos, move, error);
	if (r == 0 && (set->adjudicate & ADJUDICATE_SOLVE) &&
	    lf_position_rules(pos)->players == 2)
		r = by_solver(set, a, pos, move, error);
	if (a->lines.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	return r;
}
