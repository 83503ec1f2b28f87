/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* lf-bot: the built-in engine, a bot that answers a position with a move
 * (lf-bot(1)). */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bot-endgame.h"
#include "bot-report.h"
#include "bot-time.h"
#include "cli.h"

#define SOLVER_BYTES ((size_t)256 << 20) /* the solver's table */

/* The levels; LEVEL_AUTO, the default, is the Monte Carlo search for
 * three players or more and the alpha-beta search for two, as the tables
 * of lf-bot(1), Strength, found. */
enum level { LEVEL_AUTO, LEVEL_RANDOM, LEVEL_GREEDY, LEVEL_SEARCH, LEVEL_MCTS };
enum {
	OPT_SOLVE = OPT_CLI_LAST, OPT_NODES, OPT_ANALYZE, OPT_PLAYOUTS,
	OPT_PLIES, OPT_EXACT
};
#define MAX_PLIES 1000000 /* --plies */
/* --solve=WHEN: the solver first, in the endgame (the default) or never. */
enum { SOLVE_FIRST, SOLVE_ENDGAME, SOLVE_NEVER };

/* What the command line asks for. */
struct bot {
	enum level level;
	struct bot_clock clock;
	long depth;         /* 0: as deep as the time allows */
	int have_seed;
	struct lf_random rng;
	int verbose;
	struct lf_search *search;
	int solve;          /* --solve=first: the exact value first */
	struct bot_endgame endgame; /* --solve=endgame: exact endgames */
	int exact;          /* --exact: no late move reductions */
	long lines;         /* --analyze: the best lines shown; 0: none */
	long nodes;         /* --nodes: the solver's budget; 0: none */
	long playouts;      /* --playouts: the MCTS level's; 0: the time's */
	long plies;         /* --plies: the moves of its playouts, or
			       LF_MCTS_TO_END; 0: LF_MCTS_PLIES */
	struct lf_mcts *mcts;
	struct lf_solver *solver;
	struct lf_move *move;     /* the move drawn or found */
	struct lf_move *fallback; /* a playout move, should the search fail */
};

/* Print the synopsis; it matches the SYNOPSIS of lf-bot(1). */
static void
usage(FILE *fp)
{
	fprintf(fp,
	    "usage: lf-bot [--level=auto|random|greedy|search|mcts] "
	    "[--time=SECONDS]\n"
	    "              [--depth=N] [--exact] [--playouts=N] "
	    "[--plies=N|end]\n"
	    "              [--solve[=first|endgame|never]] [--nodes=N] "
	    "[--analyze[=N]]\n"
	    "              [--seed=N] [--persistent] [--verbose] "
	    "[--check-steps=N] [FILE]\n"
	    "       lf-bot --help | --version\n");
}

/* Write the --help text: the synopsis, what the program is for, and
 * every option with its short form. */
static void
help(void)
{
	usage(stdout);
	fputs("\n"
	    "Answer a position with a move: the last position of the input, or "
	    "with\n"
	    "--persistent every position line as it comes.\n"
	    "\n"
	    "  -l, --level=LEVEL     auto (the default: mcts for three players "
	    "or more,\n"
	    "                        else search), random, greedy, search or "
	    "mcts\n"
	    "  -t, --time=SECONDS    time for each move (default: $LF_TIME, or "
	    "1)\n"
	    "  -d, --depth=N         search N plies deep at most, 1 to 100\n"
	    "      --playouts=N      mcts: play N games out for each move, "
	    "within the time\n"
	    "      --plies=N|end     mcts: play each game out N moves (6), "
	    "or to its end\n"
	    "      --solve[=WHEN]    solve the position to the end (two "
	    "players) within\n"
	    "                        the time and --nodes: first (--solve "
	    "alone), in the\n"
	    "                        endgame (the default: search and mcts) "
	    "or never\n"
	    "      --nodes=N         the solver's budget of positions\n"
	    "      --exact           search every move to the full depth (no "
	    "reductions)\n"
	    "      --analyze[=N]     write the search's best N moves (3) with "
	    "their\n"
	    "                        values and lines as it deepens, as "
	    "comments\n"
	    "      --seed=N          seed of the random, greedy and mcts "
	    "levels' draws\n"
	    "  -p, --persistent      answer every position line, flushing each "
	    "move\n"
	    "                        (also when $LF_PERSISTENT is 1)\n"
	    "  -v, --verbose         describe the search on standard error\n"
	    CLI_CHECK_HELP
	    "  -h, --help            write this help and exit\n"
	    "  -V, --version         write the version and exit\n"
	    "\nSee lf-bot(1).\n", stdout);
}

/* A seed for the levels that draw at random when none is given. */
static uint64_t
seed_from_clock(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return ((uint64_t)ts.tv_sec * UINT64_C(1000000007)) ^
	    ((uint64_t)ts.tv_nsec << 20) ^ (uint64_t)getpid();
}

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
		lf_buf_printf(&out, "# not solved within the budget: %llu "
		    "nodes in %.3f s\n", (unsigned long long)info.nodes,
		    info.seconds);
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
	if ((level == LEVEL_SEARCH && bot->search == NULL &&
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
static const struct lf_move *
choose(struct bot *bot, struct lf_position *pos, const char *file,
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
		budget.deadline = lf_clock() + bot_time_left(clk, BOT_TIME_SHARE);
	if (bot_endgame_move(&bot->endgame, pos, &budget, clk->seconds, move))
		return move;
	switch (level_for(bot, pos)) {
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
	default:
		memset(&limits, 0, sizeof limits);
		limits.depth = (int)bot->depth;
		limits.exact = bot->exact;
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
static void
print_move(const struct lf_position *pos, const struct lf_move *move)
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

/* Persistent mode: answer every position line of the stream with a move
 * line as soon as it is read, until the end of the input.  A referee's
 * clock starts when it writes the position: if the line was waiting when
 * the bot came to read it, at some time since the bot's last answer (or
 * its start), which is taken to be safe; otherwise as the line came.  The
 * referee gives a persistent bot a start-up allowance, and the first
 * move's clock starts when it is over (LF_DEADLINE less the time per
 * move) or later: a first line read before then is timed from its reading,
 * as any other, so that the bot does not think through the allowance. */
static void
serve(struct bot *bot, const char *path)
{
	struct lf_position *pos = cli_position();
	struct lf_game *game;
	enum lf_game_event event;
	struct lf_error err;
	FILE *fp = cli_open(path);
	double earliest = bot->clock.start, first = bot->clock.start, before;
	int answered = 0;

	lf_error_clear(&err);
	cli_game_open(fp, &game);
	for (;;) {
		before = lf_clock();
		if (lf_game_next(game, &event, &err) != LF_OK) {
			cli_check_note(&err);
			cli_report(path, lf_game_line_number(game), &err);
			exit(cli_exit_status(err.status));
		}
		if (event == LF_GAME_END)
			break;
		if (event != LF_GAME_POSITION)
			continue;
		bot_time_line(&bot->clock, before, earliest, first, answered);
		bot_time_read_file(&bot->clock);
		lf_position_copy(pos, lf_game_position(game));
		print_move(pos, choose(bot, pos, path,
		    lf_game_line_number(game)));
		earliest = bot_time_answered(&bot->clock);
		answered = 1;
	}
	lf_game_free(game);
	lf_position_free(pos);
	if (fp != stdin)
		fclose(fp);
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "level", required_argument, NULL, 'l' },
		{ "time", required_argument, NULL, 't' },
		{ "depth", required_argument, NULL, 'd' },
		{ "seed", required_argument, NULL, OPT_SEED },
		{ "solve", optional_argument, NULL, OPT_SOLVE },
		{ "nodes", required_argument, NULL, OPT_NODES },
		{ "playouts", required_argument, NULL, OPT_PLAYOUTS },
		{ "plies", required_argument, NULL, OPT_PLIES },
		{ "analyze", optional_argument, NULL, OPT_ANALYZE },
		{ "exact", no_argument, NULL, OPT_EXACT },
		{ "persistent", no_argument, NULL, 'p' },
		{ "verbose", no_argument, NULL, 'v' },
		CLI_CHECK_OPTION,
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct lf_position *pos;
	static struct bot bot;
	struct lf_game *game;
	struct cli_game seed;
	struct lf_error err;
	const char *env, *path;
	int ch, persistent = 0, when = SOLVE_ENDGAME;
	cli_init("lf-bot", argv);
	cli_game_init(&seed);
	bot.level = LEVEL_AUTO;
	while ((ch = getopt_long(argc, argv, "l:t:d:pvhV", longopts,
	    NULL)) != -1) {
		switch (ch) {
		case 'l':
			if (strcmp(optarg, "random") == 0)
				bot.level = LEVEL_RANDOM;
			else if (strcmp(optarg, "greedy") == 0)
				bot.level = LEVEL_GREEDY;
			else if (strcmp(optarg, "search") == 0)
				bot.level = LEVEL_SEARCH;
			else if (strcmp(optarg, "auto") == 0)
				bot.level = LEVEL_AUTO;
			else if (strcmp(optarg, "mcts") == 0)
				bot.level = LEVEL_MCTS;
			else
				cli_die(EXIT_USAGE, "unknown --level '%s' "
				    "(expected auto, random, greedy, search or "
				    "mcts)",
				    optarg);
			break;
		case 't':
			bot.clock.seconds = cli_seconds_option("time", optarg);
			bot.clock.time_given = 1;
			break;
		case 'd':
			if (cli_parse_long(optarg, 1, LF_SEARCH_MAX_DEPTH,
			    &bot.depth) != 0)
				cli_die(EXIT_USAGE, "invalid --depth '%s' "
				    "(expected a number from 1 to %d)", optarg,
				    LF_SEARCH_MAX_DEPTH);
			break;
		case OPT_SEED:
			cli_game_option(&seed, ch, optarg);
			break;
		case OPT_SOLVE:
			if (optarg == NULL || strcmp(optarg, "first") == 0)
				when = SOLVE_FIRST;
			else if (strcmp(optarg, "endgame") == 0)
				when = SOLVE_ENDGAME;
			else if (strcmp(optarg, "never") == 0)
				when = SOLVE_NEVER;
			else
				cli_die(EXIT_USAGE, "unknown --solve '%s' "
				    "(expected first, endgame or never)",
				    optarg);
			break;
		case OPT_EXACT:
			bot.exact = 1;
			break;
		case OPT_ANALYZE:
			bot.lines = 3;
			if (optarg != NULL && cli_parse_long(optarg, 1,
			    LF_SEARCH_MAX_LINES, &bot.lines) != 0)
				cli_die(EXIT_USAGE, "invalid --analyze '%s' "
				    "(expected a number of moves from 1 to %d)",
				    optarg, LF_SEARCH_MAX_LINES);
			break;
		case OPT_NODES:
			if (cli_parse_long(optarg, 1, LF_MAX_NUMBER,
			    &bot.nodes) != 0)
				cli_die(EXIT_USAGE, "invalid --nodes '%s' "
				    "(expected a number from 1 to %ld)", optarg,
				    LF_MAX_NUMBER);
			break;
		case OPT_PLAYOUTS:
			if (cli_parse_long(optarg, 1, LF_MAX_NUMBER,
			    &bot.playouts) != 0)
				cli_die(EXIT_USAGE, "invalid --playouts '%s' "
				    "(expected a number from 1 to %ld)", optarg,
				    LF_MAX_NUMBER);
			break;
		case OPT_PLIES:
			if (strcmp(optarg, "end") == 0)
				bot.plies = LF_MCTS_TO_END;
			else if (cli_parse_long(optarg, 1, MAX_PLIES,
			    &bot.plies) != 0)
				cli_die(EXIT_USAGE, "invalid --plies '%s' "
				    "(expected a number from 1 to %d, or end)",
				    optarg, MAX_PLIES);
			break;
		case 'p':
			persistent = 1;
			break;
		case 'v':
			bot.verbose = 1;
			break;
		case OPT_CHECK_STEPS:
			cli_check_option(optarg);
			break;
		case 'h':
			help();
			return cli_close_stdout();
		case 'V':
			cli_version();
			return cli_close_stdout();
		default:
			usage(stderr);
			return EXIT_USAGE;
		}
	}
	path = cli_file_operand(argc, argv, usage);
	/* --depth is the search's, --playouts and --plies the Monte Carlo
	 * search's. */
	if (bot.level == LEVEL_AUTO && (bot.depth > 0 || bot.exact))
		bot.level = LEVEL_SEARCH;
	if (bot.level == LEVEL_AUTO && (bot.playouts > 0 || bot.plies != 0))
		bot.level = LEVEL_MCTS;
	if (bot.playouts > 0 && bot.level != LEVEL_MCTS)
		cli_die(EXIT_USAGE, "--playouts needs --level=mcts");
	if (bot.plies != 0 && bot.level != LEVEL_MCTS)
		cli_die(EXIT_USAGE, "--plies needs --level=mcts");
	if (bot.depth > 0 && bot.level != LEVEL_SEARCH)
		cli_die(EXIT_USAGE, "--depth needs --level=search");
	if (bot.exact && bot.level != LEVEL_SEARCH)
		cli_die(EXIT_USAGE, "--exact needs --level=search");
	/* The searches switch to the solver in the endgame, unless it is
	 * asked for first or never, or --analyze asks for their analysis;
	 * a fixed depth or number of playouts keeps the move independent
	 * of the clock: then only --nodes bounds the solver. */
	bot.solve = when == SOLVE_FIRST;
	bot.endgame.on = when == SOLVE_ENDGAME && bot.lines == 0 &&
	    (bot.level == LEVEL_AUTO || bot.level == LEVEL_SEARCH ||
	    bot.level == LEVEL_MCTS);
	bot.endgame.fixed = bot.depth > 0 || bot.playouts > 0;
	bot.endgame.nodes = (uint64_t)bot.nodes;
	bot.endgame.verbose = bot.verbose;
	/* A referee that keeps the bot for the whole game says so. */
	env = getenv("LF_PERSISTENT");
	if (env != NULL && strcmp(env, "1") == 0)
		persistent = 1;
	bot_time_start(&bot.clock, persistent, bot.depth > 0 || bot.playouts > 0);
	bot.have_seed = seed.have_seed;
	lf_random_seed(&bot.rng, seed.have_seed ? seed.seed : seed_from_clock());
	if ((bot.solve && lf_solver_new(&bot.solver, SOLVER_BYTES, &err) !=
	    LF_OK) ||
	    lf_move_new(&bot.move, &err) != LF_OK ||
	    lf_move_new(&bot.fallback, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);

	if (persistent) {
		serve(&bot, path);
	} else {
		game = cli_replay(path);
		pos = cli_position();
		lf_position_copy(pos, lf_game_position(game));
		lf_game_free(game);
		print_move(pos, choose(&bot, pos, path, 0));
		lf_position_free(pos);
	}
	lf_move_free(bot.move);
	lf_move_free(bot.fallback);
	lf_solver_free(bot.solver);
	bot_endgame_free(&bot.endgame);
	lf_mcts_free(bot.mcts);
	lf_search_free(bot.search);
	return cli_close_stdout();
}
