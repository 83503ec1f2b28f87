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

#include "bot-choose.h"
#include "bot-report.h"
#include "bot-solve.h"
#include "bot-time.h"
#include "cli.h"

#define SOLVER_MB 256      /* the solver's table, by default */
#define SOLVER_MB_MAX 1048576 /* --table, a terabyte, where size_t holds it */

enum {
	OPT_SOLVE = OPT_CLI_LAST, OPT_NODES, OPT_ANALYZE, OPT_PLAYOUTS,
	OPT_PLIES, OPT_EXACT, OPT_TABLE, OPT_JOBS, OPT_CHECKPOINT
};
#define MAX_PLIES 1000000 /* --plies */

static long solve_jobs = 1; /* --jobs: the solver's processes */
static const char *checkpoint; /* --checkpoint: the solve's file, or NULL */

/* Print the synopsis; it matches the SYNOPSIS of lf-bot(1). */
static void
usage(FILE *fp)
{
	fprintf(fp,
	    "usage: lf-bot [--level=auto|random|greedy|search|mcts|brs]\n"
	    "              [--time=SECONDS] [--depth=N] [--exact] "
	    "[--playouts=N]\n"
	    "              [--plies=N|end] [--solve[=first|endgame|never]] "
	    "[--nodes=N]\n"
	    "              [--table=MB] [--jobs=N] [--checkpoint=FILE] "
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
	    "                        else search), random, greedy, search, "
	    "mcts or brs\n"
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
	    "      --nodes=N         the solver's budget of steps (positions, "
	    "jumps)\n"
	    "      --table=MB        --solve: the solver's table grows to MB "
	    "megabytes (256)\n"
	    "      --jobs=N          --solve: solve in N processes at once "
	    "(1)\n"
	    "      --checkpoint=FILE --solve: begin from what FILE knows of "
	    "the solve,\n"
	    "                        and keep in it what each process "
	    "finds\n"
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

/* Choose the move of pos as bot_choose() does (line of file: where pos
 * was read), but with --solve --jobs, solve in the jobs first, and leave
 * the level the rest of the time when they do not finish. */
static const struct lf_move *
choose(struct bot *bot, struct lf_position *pos, const char *path, long line)
{
	struct lf_budget budget = { 0, 0, 0 };
	const struct lf_move *move;
	int solved;

	if ((solve_jobs < 2 && checkpoint == NULL) || !bot->solve ||
	    lf_position_rules(pos)->players != 2 || lf_game_over(pos))
		return bot_choose(bot, pos, path, line);
	if (bot->clock.seconds > 0)
		budget.deadline = lf_clock() + bot_time_left(&bot->clock,
		    BOT_TIME_SHARE);
	budget.nodes = (uint64_t)bot->nodes;
	solved = bot_solve_jobs(bot, pos, &budget, (int)solve_jobs,
	    checkpoint);
	if (solved)
		return bot->move;
	bot->solve = 0;
	move = bot_choose(bot, pos, path, line);
	bot->solve = 1;
	return move;
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
		bot_print_move(pos, choose(bot, pos, path,
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
		{ "table", required_argument, NULL, OPT_TABLE },
		{ "jobs", required_argument, NULL, OPT_JOBS },
		{ "checkpoint", required_argument, NULL, OPT_CHECKPOINT },
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
	const char *env, *path, *option, *levels;
	int ch, persistent = 0, when = SOLVE_ENDGAME;
	long table_mb = 0, table_max = SIZE_MAX >> 20 < SOLVER_MB_MAX ?
	    (long)(SIZE_MAX >> 20) : SOLVER_MB_MAX;
	cli_init("lf-bot", argv);
	cli_game_init(&seed);
	bot.level = LEVEL_AUTO;
	while ((ch = getopt_long(argc, argv, "l:t:d:pvhV", longopts,
	    NULL)) != -1) {
		switch (ch) {
		case 'l':
			if (bot_level_parse(optarg, &bot.level) != 0)
				cli_die(EXIT_USAGE, "unknown --level '%s' "
				    "(expected " BOT_LEVEL_NAMES ")", optarg);
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
		case OPT_TABLE:
			if (cli_parse_long(optarg, 1, table_max, &table_mb) !=
			    0)
				cli_die(EXIT_USAGE, "invalid --table '%s' "
				    "(expected megabytes from 1 to %ld)",
				    optarg, table_max);
			break;
		case OPT_JOBS:
			if (cli_parse_long(optarg, 1, BOT_JOBS_MAX,
			    &solve_jobs) != 0)
				cli_die(EXIT_USAGE, "invalid --jobs '%s' "
				    "(expected a number from 1 to %d)", optarg,
				    BOT_JOBS_MAX);
			break;
		case OPT_CHECKPOINT:
			if (*optarg == '\0')
				cli_die(EXIT_USAGE, "invalid --checkpoint '': "
				    "expected a file name");
			checkpoint = optarg;
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
	if ((option = bot_settle(&bot, (enum solve_when)when, &levels)) != NULL)
		cli_die(EXIT_USAGE, "--%s needs --level=%s", option, levels);
	if (table_mb > 0 && when != SOLVE_FIRST)
		cli_die(EXIT_USAGE, "--table needs --solve");
	if (solve_jobs > 1 && when != SOLVE_FIRST)
		cli_die(EXIT_USAGE, "--jobs needs --solve");
	if (checkpoint != NULL && when != SOLVE_FIRST)
		cli_die(EXIT_USAGE, "--checkpoint needs --solve");
	/* A referee that keeps the bot for the whole game says so. */
	env = getenv("LF_PERSISTENT");
	if (env != NULL && strcmp(env, "1") == 0)
		persistent = 1;
	if (checkpoint != NULL && persistent)
		cli_die(EXIT_USAGE, "--checkpoint is for the solve of one "
		    "position, not with --persistent");
	bot_time_start(&bot.clock, persistent,
	    bot.depth > 0 || bot.playouts > 0);
	bot.have_seed = seed.have_seed;
	lf_random_seed(&bot.rng,
	    seed.have_seed ? seed.seed : seed_from_clock());
	if ((bot.solve && lf_solver_new(&bot.solver,
	    (size_t)(table_mb > 0 ? table_mb : SOLVER_MB) << 20, &err) !=
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
		bot_print_move(pos, choose(&bot, pos, path, 0));
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
