/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* bot-choose.c: how lf-bot chooses a move: the solver first under
 * --solve, then the level's engine within the time, and the move line it
 * writes. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot-choose.h"
#include "bot-report.h"
#include "bot-time.h"
#include "cli.h"

/* A finished game has no move to solve for: report it at line of file
 * (0: none), with its value and result, and exit 1 as every level does. */
static _Noreturn void
solved_over(const struct lf_position *pos, const char *file, long line)
{
	struct lf_result res;
	struct lf_buf words;
	struct lf_error err;

	lf_buf_init(&words);
	lf_result(pos, &res);
	if (lf_outcome_format(pos, &res, &words, NULL) != LF_OK)
		cli_die(EXIT_SYSTEM, "out of memory");
	lf_error_set(&err, LF_EINVAL, 0, "the game is over: there is no legal "
	    "move (solved: value +0; %s)", words.data);
	cli_report(file, line, &err);
	exit(EXIT_INPUT);
}

/* --solve: solve pos for two players within the budget and the nodes
 * of --nodes; when the solver finishes, write its value and line as
 * comments and return 1 with its first move in bot->move; else write
 * that it did not finish and return 0, for the level to choose. */
static int
solve(struct bot *bot, struct lf_position *pos, const struct lf_budget *time,
    const char *file, long line_number)
{
	static const char not_two[] =
	    "# not solved: the solver plays games of two players\n";
	static struct lf_position *after; /* made once, kept */
	struct lf_budget budget = *time;
	struct lf_engine_info info;
	const struct lf_engine_move *best = &info.best;
	struct lf_buf out;
	struct lf_error err;
	long diff;
	size_t i;
	int turn, other;

	if (lf_position_rules(pos)->players != 2) {
		if (cli_write(not_two, strlen(not_two)) != 0)
			exit(EXIT_SYSTEM);
		return 0;
	}
	if (lf_game_over(pos))
		solved_over(pos, file, line_number);
	budget.nodes = (uint64_t)bot->nodes;
	lf_error_clear(&err);
	if (lf_solver_run(bot->solver, pos, &budget, &info, &err) != LF_OK)
		cli_die(cli_exit_status(err.status), "%s", err.message);
	lf_buf_init(&out);
	if (!info.solved || info.moves == 0) {
		/* The nodes are fewer than the steps of --nodes (listing a
		 * position's moves takes steps too): say which ran out. */
		lf_buf_printf(&out, "# not solved within the budget: %llu "
		    "nodes in %.3f s; ", (unsigned long long)info.nodes,
		    info.seconds);
		if (bot->nodes > 0 && (budget.deadline <= 0 ||
		    lf_clock() < budget.deadline))
			lf_buf_printf(&out, "its %ld steps ran out\n",
			    bot->nodes);
		else
			lf_buf_printf(&out, "its time ran out\n");
		if (out.failed || cli_write(out.data, out.len) != 0)
			exit(EXIT_SYSTEM);
		lf_buf_free(&out);
		return 0;
	}
	/* The value counts the points to come; the scores made count too. */
	turn = lf_position_turn(pos);
	other = 1 - turn;
	diff = lf_position_score(pos, turn) - lf_position_score(pos, other) +
	    best->value;
	lf_buf_printf(&out, "# solved: value %+ld for player %d to move, who "
	    "ends %+ld against player %d; %llu nodes in %.3f s, %d "
	    "symmetr%s\n# line:", best->value, turn + 1, diff, other + 1,
	    (unsigned long long)info.nodes, info.seconds,
	    lf_solver_symmetries(bot->solver),
	    lf_solver_symmetries(bot->solver) == 1 ? "y" : "ies");
	if (after == NULL)
		after = cli_position();
	lf_position_copy(after, pos);
	for (i = 0; i < lf_move_list_count(best->line); i++) {
		if (lf_move_list_get(best->line, i, bot->move, NULL) != LF_OK)
			cli_die(EXIT_SYSTEM, "out of memory");
		lf_buf_add(&out, " ", 1);
		lf_move_format(after, bot->move, &out, NULL);
		lf_apply_unchecked(after, bot->move, NULL);
	}
	lf_buf_add(&out, "\n", 1);
	if (out.failed || lf_move_list_get(best->line, 0, bot->move, NULL) !=
	    LF_OK)
		cli_die(EXIT_SYSTEM, "out of memory");
	if (cli_write(out.data, out.len) != 0)
		exit(EXIT_SYSTEM);
	lf_buf_free(&out);
	return 1;
}

/* Put the level called name (auto, random, greedy, search, mcts or brs:
 * BOT_LEVEL_NAMES) into *level; return 0, or -1 for no such level. */
int
bot_level_parse(const char *name, enum level *level)
{
	static const char *const names[] = {
		[LEVEL_AUTO] = "auto", [LEVEL_RANDOM] = "random",
		[LEVEL_GREEDY] = "greedy", [LEVEL_SEARCH] = "search",
		[LEVEL_MCTS] = "mcts", [LEVEL_BRS] = "brs"
	};
	size_t i;

	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcmp(name, names[i]) == 0) {
			*level = (enum level)i;
			return 0;
		}
	return -1;
}

/* Settle what the options in bot ask, as lf-bot and the page's engine
 * take them: a depth or --exact makes the default level the search, a
 * number of playouts or plies the Monte Carlo search, and when (--solve)
 * with the level says whether the solver comes first or in the endgame;
 * return NULL, or the option (depth, exact, playouts or plies) that the
 * level does not take, with *levels the levels that take it. */
const char *
bot_settle(struct bot *bot, enum solve_when when, const char **levels)
{
	if (bot->level == LEVEL_AUTO && (bot->depth > 0 || bot->exact))
		bot->level = LEVEL_SEARCH;
	if (bot->level == LEVEL_AUTO && (bot->playouts > 0 || bot->plies != 0))
		bot->level = LEVEL_MCTS;
	*levels = "mcts";
	if (bot->playouts > 0 && bot->level != LEVEL_MCTS)
		return "playouts";
	if (bot->plies != 0 && bot->level != LEVEL_MCTS)
		return "plies";
	*levels = "search or brs";
	if (bot->depth > 0 && bot->level != LEVEL_SEARCH &&
	    bot->level != LEVEL_BRS)
		return "depth";
	if (bot->exact && bot->level != LEVEL_SEARCH && bot->level != LEVEL_BRS)
		return "exact";
	/* The searches switch to the solver in the endgame, unless it is
	 * asked for first or never, or --analyze asks for their analysis;
	 * a fixed depth or number of playouts keeps the move independent
	 * of the clock: then only --nodes bounds the solver. */
	bot->solve = when == SOLVE_FIRST;
	bot->endgame.on = when == SOLVE_ENDGAME && bot->lines == 0 &&
	    (bot->level == LEVEL_AUTO || bot->level == LEVEL_SEARCH ||
	    bot->level == LEVEL_MCTS || bot->level == LEVEL_BRS);
	bot->endgame.fixed = bot->depth > 0 || bot->playouts > 0;
	bot->endgame.nodes = (uint64_t)bot->nodes;
	bot->endgame.verbose = bot->verbose;
	return NULL;
}

/* The level that plays pos: the bot's, or by default the one that plays
 * best for its number of players and its board's size; the search or the
 * Monte Carlo search made when first needed (exits when there is no
 * memory for it). */
static enum level
level_for(struct bot *bot, const struct lf_position *pos)
{
	enum level level = bot->level;
	struct lf_error err;

	if (level == LEVEL_AUTO)
		level = lf_position_rules(pos)->players > 2 ? LEVEL_MCTS :
		    LEVEL_SEARCH;
	lf_error_clear(&err);
	if (((level == LEVEL_SEARCH || level == LEVEL_BRS) &&
	    bot->search == NULL &&
	    lf_search_new(&bot->search,
	    bot_time_table_bytes(bot->clock.seconds), &err) != LF_OK) ||
	    (level == LEVEL_MCTS && bot->mcts == NULL && lf_mcts_new(&bot->mcts,
	    bot_time_tree_bytes(bot->clock.seconds), &err) != LF_OK))
		cli_die(EXIT_SYSTEM, "%s", err.message);
	return level;
}

/* Choose the move of pos at the bot's level and return it (the bot's or
 * the search's); on failure report it (at line of file when line is not
 * 0) and exit.  With a time per move, every
 * level works within BOT_TIME_SHARE of it, and a position too big to list or
 * count in that time (a lattice of holes has millions of routes) gets a
 * move drawn by the playout policy, which follows a single route: drawn
 * before the search, and for the other levels after them, within the
 * rest of the time. */
const struct lf_move *
bot_choose(struct bot *bot, struct lf_position *pos, const char *file,
    long line)
{
	struct lf_search_limits limits;
	struct lf_mcts_limits mcts_limits;
	struct lf_engine_info info;
	struct bot_analysis analysis;
	const struct bot_clock *clk = &bot->clock;
	struct lf_move *move = bot->move;
	const struct lf_move *chosen = move;
	struct lf_budget budget = { 0, 0, 0 };
	struct lf_error err;
	enum lf_status st;
	enum level level;
	double seconds = 0;
	int have_fallback = 0;

	lf_error_clear(&err);
	if (clk->seconds > 0) {
		seconds = bot_time_left(clk, BOT_TIME_SHARE);
		budget.deadline = lf_clock() + seconds;
	}
	if (bot->solve && solve(bot, pos, &budget, file, line))
		return bot->move;
	if (bot->solve && clk->seconds > 0)
		budget.deadline = lf_clock() +
		    bot_time_left(clk, BOT_TIME_SHARE);
	if (bot_endgame_move(&bot->endgame, pos, &budget, clk->seconds, move))
		return move;
	level = level_for(bot, pos);
	switch (level) {
	case LEVEL_RANDOM:
		st = lf_random_move(pos, &bot->rng, move, &budget, &err);
		break;
	case LEVEL_GREEDY:
		st = lf_search_greedy(pos, bot->have_seed ? &bot->rng : NULL,
		    move, &budget, &err);
		break;
	case LEVEL_MCTS:
		memset(&mcts_limits, 0, sizeof mcts_limits);
		mcts_limits.seed = lf_random_next(&bot->rng);
		mcts_limits.playouts = (uint64_t)bot->playouts;
		mcts_limits.plies = (int)bot->plies;
		st = lf_mcts_run(bot->mcts, pos, &mcts_limits, &budget,
		    &info, &err);
		if (st == LF_OK) {
			chosen = info.best.move;
			bot_report_mcts(bot->mcts, bot->lines, bot->verbose,
			    pos, &info);
		}
		break;
	case LEVEL_SEARCH:
	case LEVEL_BRS:
	default:
		memset(&limits, 0, sizeof limits);
		limits.depth = (int)bot->depth;
		limits.exact = bot->exact;
		limits.best_reply = level == LEVEL_BRS;
		/* Without a clock the answer depends on nothing but the
		 * position: start from an empty table. */
		if (clk->seconds <= 0)
			lf_search_clear(bot->search);
		if (bot->verbose) {
			limits.progress = bot_report_iteration;
			limits.progress_arg = pos;
		}
		if (bot->lines > 0) {
			analysis.search = bot->search;
			analysis.pos = pos;
			analysis.verbose = bot->verbose;
			limits.lines = (int)bot->lines;
			limits.progress = bot_report_lines;
			limits.progress_arg = &analysis;
		}
		/* A playout move first, kept in case the search finds none:
		 * microseconds on the boards of play; where a move is slow
		 * to find at all (the longest route of a piece under
		 * chain=most, on a lattice of holes) it may take all the
		 * time, and the search, left none, gives way to it. */
		if (clk->seconds > 0) {
			struct lf_budget quick = budget;
			quick.deadline = lf_clock() + bot_time_left(clk, 1);
			have_fallback = lf_playout_move(pos, &bot->rng,
			    bot->fallback, &quick, NULL) == LF_OK;
		}
		st = lf_search_run(bot->search, pos, &limits, &budget, &info,
		    &err);
		if (st == LF_OK) {
			chosen = info.best.move;
			if (bot->lines > 0)
				bot_report_summary(&analysis, &info);
			if (bot_endgame_after(&bot->endgame, pos, &budget,
			    clk->seconds, &info, move))
				chosen = move;
		}
		if (st == LF_EBUDGET && have_fallback) {
			chosen = bot->fallback;
			st = LF_OK;
		}
		if (st == LF_OK && bot->verbose && clk->seconds > 0)
			cli_warn("searched %.3f s of %.3f s; %.3f s on the "
			    "clock of %.3f s", info.seconds, seconds,
			    lf_clock() - clk->start, clk->seconds);
		break;
	}
	if (st == LF_EBUDGET) {
		if (bot->verbose)
			cli_warn("%s; a playout move instead", err.message);
		lf_error_clear(&err);
		budget.deadline = lf_clock() + bot_time_left(clk, 1);
		st = lf_playout_move(pos, &bot->rng, move, &budget, &err);
		chosen = move;
	}
	if (st != LF_OK) {
		cli_report(file, line, &err);
		exit(cli_exit_status(st));
	}
	return chosen;
}

/* Write a move line and flush it, so that a referee waiting on a pipe
 * sees it at once; exit on a write error. */
void
bot_print_move(const struct lf_position *pos, const struct lf_move *move)
{
	struct lf_buf out;

	lf_buf_init(&out);
	lf_move_format(pos, move, &out,
	    NULL);
	lf_buf_add(&out, "\n", 1);
	if (out.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	if (cli_write(out.data, out.len) != 0 || cli_flush() != 0)
		exit(EXIT_SYSTEM);
	lf_buf_free(&out);
}

