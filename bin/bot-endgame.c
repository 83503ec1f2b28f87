/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* bot-endgame.c: lf-bot's exact endgames (lf-bot(1), Solving): in a game
 * of two players the search and the Monte Carlo search give way to the
 * solver as soon as it finishes within the move, and from there the bot
 * plays perfectly.
 *
 * The solver's nodes grow some tenfold with each two plies further from
 * the end of a game (4 to 23 times in one of murray 15 x 15), one move of
 * each player, and a node of the middle game, with its many routes to
 * list, costs far more than one of the endgame: a probe there would cost
 * far more than its share of the time, since the solver looks at the
 * clock only every so many nodes, and on a loaded machine a probe
 * stretches further (a probe of 1/16 of every move lost 182 Elo on murray
 * 15 x 15).  So the solver is tried only where it is predicted to
 * finish within the move: its nodes grow with the pieces that have a
 * piece beside them (in a direction of jump), the live ones, which may
 * still take part in a jump, some 1.68 times a live piece (fitted on 422
 * positions of boards of 5 x 5 to 15 x 15 that the solver finished, the
 * prediction within a factor of 2.4 either way for two thirds of them).
 * There it comes first, with FIRST_SHARE of the move's time, and the
 * level has the rest; what the search leaves of it (it stops early when
 * its next depth would not finish) goes to the solver again, which takes
 * up its work from its table, kept from run to run.  Elsewhere the
 * solver is tried only once the game's end is in sight, when the
 * search's best line ends the game, in what the search left of the
 * move's time: the search's move is kept when the solver does not
 * finish, and it costs the search nothing.  Once it has finished, the
 * solver comes first and has half the time of the next moves,
 * SOLVED_SHARE (its table, kept from move to move in persistent mode,
 * holds the solved line and answers at once), and should it not finish,
 * the level still has the other half. */
#include "config.h"

#include "bot-endgame.h"
#include "cli.h"

#define FIRST_SHARE 0.75 /* of the move's time, where predicted to finish */
#define SOLVED_SHARE 0.5 /* of the move's time, once solved */
/* The solver's nodes predicted for a position of n live pieces:
 * NODES_BASE * NODES_GROWTH^n; it is tried where they are at most
 * REACH_PER_SECOND a second of the move's time: it searches some 0.3 to
 * 1.5 million nodes a second on a core of the development machine, with
 * the load, and half the positions need fewer than predicted. */
#define NODES_BASE 0.55
#define NODES_GROWTH 1.68
#define REACH_PER_SECOND 2e6
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

/* Run the solver on pos within deadline (0: none) and eg's nodes, and
 * put its move into move when it finished; return whether it did.
 * seconds is the time per move (0: none), for the size of the table. */
static int
attempt(struct bot_endgame *eg, const struct lf_position *pos,
    double deadline, double seconds, struct lf_move *move)
{
	struct lf_budget probe = { 0, 0, 0 };
	struct lf_engine_info info;
	struct lf_error err;

	probe.nodes = eg->nodes;
	probe.deadline = deadline;
	eg->tried = 1;
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

/* The number of pieces of pos with a piece on a neighbouring cell in a
 * direction of jump of its rules: those that may still jump or be jumped
 * over, on which the solver's work depends. */
static int
live_pieces(const struct lf_position *pos)
{
	/* Column and row steps to the neighbours: the first 4 orthogonal,
	 * the first 6 those of hex (leapfrog(5)), all 8 those of diag8. */
	static const int step[8][2] = {
		{ 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 }, { 1, -1 }, { -1, 1 },
		{ 1, 1 }, { -1, -1 }
	};
	enum lf_jumps jumps = lf_position_rules(pos)->jumps;
	int steps = jumps == LF_JUMPS_DIAG8 ? 8 : jumps == LF_JUMPS_HEX ? 6 : 4;
	int w = lf_position_width(pos), h = lf_position_height(pos);
	int r, c, d, rr, cc, cell, live = 0;

	for (r = 0; r < h; r++)
		for (c = 0; c < w; c++) {
			cell = lf_cell(pos, lf_index(c, r));
			if (cell == LF_EMPTY || cell == LF_OFF)
				continue;
			for (d = 0; d < steps; d++) {
				cc = c + step[d][0];
				rr = r + step[d][1];
				if (cc < 0 || cc >= w || rr < 0 || rr >= h)
					continue;
				cell = lf_cell(pos, lf_index(cc, rr));
				if (cell != LF_EMPTY && cell != LF_OFF)
					break;
			}
			live += d < steps;
		}
	return live;
}

/* Whether the solver is predicted to finish pos within seconds: its
 * nodes predicted from the live pieces, against what it searches in
 * that time. */
static int
within_reach(struct bot_endgame *eg, const struct lf_position *pos,
    double seconds)
{
	double nodes = NODES_BASE, reach = seconds * REACH_PER_SECOND;
	int live = live_pieces(pos), i;

	for (i = 0; i < live && nodes <= reach; i++)
		nodes *= NODES_GROWTH;
	if (nodes > reach)
		return 0;
	if (eg->verbose)
		cli_warn("endgame: %d live pieces: the solver first", live);
	return 1;
}

/* Before the level: solve pos when the endgame policy of eg says the
 * solver may finish, within budget (the level's: its deadline, 0 for
 * none) and eg's nodes; return 1 with the solver's move in move when it
 * finished, else 0 for the level to choose.  seconds is the time per
 * move (0: none).  Only games of two players that are not over are
 * tried, and only with a bound of time (unless the level's work is
 * fixed) or nodes; on the clock, only once the solver has finished or
 * where it is predicted to finish.  Exits when there is no memory. */
int
bot_endgame_move(struct bot_endgame *eg, const struct lf_position *pos,
    const struct lf_budget *budget, double seconds, struct lf_move *move)
{
	double now = lf_clock(), deadline = eg->fixed ? 0 : budget->deadline;

	eg->tried = 0;
	if (eg->fixed)
		seconds = 0;
	if (!eg->on || lf_position_rules(pos)->players != 2 ||
	    lf_game_over(pos) || (deadline <= 0 && eg->nodes == 0))
		return 0;
	/* A position earlier than the last one tried is another game's. */
	if (lf_position_ply(pos) <= eg->ply)
		eg->solved = 0;
	eg->ply = lf_position_ply(pos);
	if (deadline <= 0)
		return attempt(eg, pos, 0, seconds, move);
	if (eg->solved)
		return attempt(eg, pos, now + (deadline - now) * SOLVED_SHARE,
		    seconds, move);
	if (within_reach(eg, pos, deadline - now))
		return attempt(eg, pos, now + (deadline - now) * FIRST_SHARE,
		    seconds, move);
	return 0;
}

/* Whether the search's best line in info, played from pos, ends the
 * game. */
static int
line_ends(struct bot_endgame *eg, const struct lf_position *pos,
    const struct lf_engine_info *info)
{
	const struct lf_move_list *line = info->best.line;
	struct lf_error err;
	size_t i;

	if (line == NULL || info->moves == 0)
		return 0;
	lf_error_clear(&err);
	if (eg->after == NULL)
		eg->after = cli_position();
	if (eg->step == NULL && lf_move_new(&eg->step, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	lf_position_copy(eg->after, pos);
	for (i = 0; i < lf_move_list_count(line); i++) {
		if (lf_move_list_get(line, i, eg->step, NULL) != LF_OK)
			cli_die(EXIT_SYSTEM, "out of memory");
		lf_apply_unchecked(eg->after, eg->step, NULL);
	}
	return lf_game_over(eg->after);
}

/* After the search, whose result for pos is info: in what is left of
 * budget, the solver goes on when it was tried before the search and did
 * not finish, and is tried when the search's best line ends the game,
 * unless the search solved the position itself (its move is then as good
 * as the solver's).  Returns 1 with the solver's move in move when it
 * finished, to be played instead of the search's. */
int
bot_endgame_after(struct bot_endgame *eg, const struct lf_position *pos,
    const struct lf_budget *budget, double seconds,
    const struct lf_engine_info *info, struct lf_move *move)
{
	if (!eg->on || eg->fixed || lf_position_rules(pos)->players != 2 ||
	    info->solved)
		return 0;
	if (budget->deadline <= lf_clock() ||
	    (!eg->tried && !line_ends(eg, pos, info)))
		return 0;
	return attempt(eg, pos, budget->deadline, seconds, move);
}

/* Release what eg holds. */
void
bot_endgame_free(struct bot_endgame *eg)
{
	lf_solver_free(eg->solver);
	lf_position_free(eg->after);
	lf_move_free(eg->step);
	eg->solver = NULL;
	eg->after = NULL;
	eg->step = NULL;
}
