/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* bot-endgame.c: lf-bot's exact endgames (lf-bot(1), Solving): in a game
 * of two players the search and the Monte Carlo search give way to the
 * solver as soon as it finishes within the move, and from there the bot
 * plays perfectly.
 *
 * The solver's nodes grow some tenfold with each two plies further from
 * the end of a game (4 to 23 times in one of murray 15 x 15), one move of
 * each player.  A probe of a small share of the move's time, PROBE_SHARE,
 * thus finishes a move or two after a solver given the whole time would
 * have, and costs the middle game no more than that share.  Once a probe
 * has finished, the solver is given half the time of the next moves,
 * SOLVED_SHARE (its table, kept from move to move in persistent mode,
 * holds the solved line and answers at once), and should it not finish,
 * the level still has the other half. */
#include "config.h"

#include "bot-endgame.h"
#include "cli.h"

#define PROBE_SHARE (1.0 / 16) /* of the move's time, until solved */
#define SOLVED_SHARE 0.5        /* of the move's time, once solved */
#define TABLE_BYTES_PER_SECOND ((size_t)32 << 20)
#define TABLE_BYTES_PER_NODE 32
#define TABLE_BYTES_MIN ((size_t)2 << 20)
#define TABLE_BYTES_MAX ((size_t)256 << 20)

/* The solver's table for a time per move (0: none, then for the budget
 * of nodes of eg): enough for the nodes it may search, within bounds. */
static size_t
table_bytes(const struct bot_endgame *eg, double seconds)
{
	double bytes = seconds > 0 ? seconds * TABLE_BYTES_PER_SECOND :
	    (double)eg->nodes * TABLE_BYTES_PER_NODE;

	if (bytes < (double)TABLE_BYTES_MIN)
		return TABLE_BYTES_MIN;
	if (bytes > (double)TABLE_BYTES_MAX)
		return TABLE_BYTES_MAX;
	return (size_t)bytes;
}

/* Solve pos when the endgame policy of eg says the solver may finish,
 * within budget (the level's: its deadline, 0 for none) and eg's nodes;
 * return 1 with the solver's move in move when it finished, else 0 for
 * the level to choose.  seconds is the time per move (0: none).  Only
 * games of two players that are not over are tried, and only with a
 * bound of time (unless the level's work is fixed) or nodes.  Exits
 * when there is no memory. */
int
bot_endgame_move(struct bot_endgame *eg, const struct lf_position *pos,
    const struct lf_budget *budget, double seconds, struct lf_move *move)
{
	struct lf_budget probe = { 0, 0, 0 };
	struct lf_engine_info info;
	struct lf_error err;
	double now = lf_clock(), deadline = eg->fixed ? 0 : budget->deadline;

	if (eg->fixed)
		seconds = 0;
	if (!eg->on || lf_position_rules(pos)->players != 2 ||
	    lf_game_over(pos) || (deadline <= 0 && eg->nodes == 0))
		return 0;
	/* A position earlier than the last one solved is another game's. */
	if (lf_position_ply(pos) <= eg->ply)
		eg->solved = 0;
	eg->ply = lf_position_ply(pos);
	probe.nodes = eg->nodes;
	if (deadline > 0)
		probe.deadline = now + (deadline - now) *
		    (eg->solved ? SOLVED_SHARE : PROBE_SHARE);
	lf_error_clear(&err);
	if ((eg->solver == NULL && lf_solver_new(&eg->solver,
	    table_bytes(eg, seconds), &err) != LF_OK) ||
	    lf_solver_run(eg->solver, pos, &probe, &info, &err) != LF_OK)
		cli_die(cli_exit_status(err.status), "%s", err.message);
	eg->solved = info.solved && info.moves > 0;
	if (eg->verbose)
		cli_warn("endgame: %s in %llu nodes in %.3f s",
		    eg->solved ? "solved" : "not solved",
		    (unsigned long long)info.nodes, info.seconds);
	if (eg->solved && lf_move_list_get(info.best.line, 0, move, NULL) !=
	    LF_OK)
		cli_die(EXIT_SYSTEM, "out of memory");
	return eg->solved;
}

/* Release what eg holds. */
void
bot_endgame_free(struct bot_endgame *eg)
{
	lf_solver_free(eg->solver);
	eg->solver = NULL;
}
