/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* lf-wasm.c: the page's engine, a WebAssembly module that answers
 * requests as the programs answer their command lines (lf-render(1), The
 * engine in the page): a first line with a command and its arguments, then
 * the input lines, and the answer is what the program would write on
 * standard output, or one line "error: MESSAGE" where it would fail.
 * lf-bot's choice of a move (bot-choose.c) and reports (bot-report.c), the
 * replay of the input (cli-replay.c), the rule options (cli-rules.c) and
 * lf-score's report (score-report.c) are the programs' own code. */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot-choose.h"
#include "bot-time.h"
#include "cli.h"
#include "lf-wasm.h"
#include "number_int.h"
#include "score-report.h"

#define EXPORT(name) __attribute__((export_name(#name)))
#define MAX_WORDS 64            /* of a request's first line */
#define SOLVER_BYTES ((size_t)32 << 20) /* the solver's table */

char *lfw_input(size_t n) EXPORT(lfw_input);
const char *lfw_run(void) EXPORT(lfw_run);
const char *lfw_output(void) EXPORT(lfw_output);

static char *request;           /* the request, NUL-terminated */
static char *input;             /* its input lines, within request */
static struct lf_buf out;       /* the answer */
static int failed;              /* whether the answer is an error */

/* A buffer of n + 1 bytes for the next request, which the caller writes
 * there with a NUL after it; NULL when memory runs out. */
char *
lfw_input(size_t n)
{
	free(request);
	request = n + 1 > n ? malloc(n + 1) : NULL;
	return request;
}

/* Append to the answer; 0, or -1 when memory runs out. */
int
lfw_write(const char *data, size_t len)
{
	if (failed)
		return 0;
	return lf_buf_add(&out, data, len) == LF_OK ? 0 : -1;
}

/* Make the answer the one line "error: MESSAGE"; the first error stays. */
void
lfw_error(const char *message)
{
	if (failed)
		return;
	lf_buf_reset(&out);
	lf_buf_printf(&out, "%s: %s\n", cli_program, message);
	failed = 1;
}

/* The request's input lines as a stream, as the programs' standard
 * input; NULL when memory runs out. */
FILE *
lfw_stdin(void)
{
	static char blank[] = "\n";

	if (input == NULL || input[0] == '\0')
		return fmemopen(blank, 1, "r");
	return fmemopen(input, strlen(input), "r");
}

/* The answer of the last request: its output or its error. */
const char *
lfw_output(void)
{
	if (out.failed)
		return "error: out of memory\n";
	return out.data != NULL ? out.data : "";
}

/* The last position of the request's input, replayed as the programs
 * replay theirs (cli_replay()). */
static struct lf_position *
input_position(void)
{
	struct lf_game *game = cli_replay("-");
	struct lf_position *pos = cli_position();

	lf_position_copy(pos, lf_game_position(game));
	lf_game_free(game);
	return pos;
}

/* Append one move line, as lf_each_move() finds it. */
static int
add_move(const struct lf_move *move, void *arg)
{
	const struct lf_position *pos = arg;

	lf_move_format(pos, move, &out, NULL);
	lf_buf_add(&out, "\n", 1);
	return 0;
}

/* moves: the legal moves, as lf-moves writes them. */
static void
run_moves(int argc, char **argv)
{
	struct lf_position *pos;
	struct lf_budget budget = { 0, 0, 0 };
	struct lf_error err;

	(void)argv;
	if (argc != 1)
		cli_die(EXIT_USAGE, "moves takes no arguments");
	pos = input_position();
	/* As in lf-moves: under chain=most, the steps of --check-steps
	 * bound the search for each piece's longest route. */
	if (lf_position_rules(pos)->chain == LF_CHAIN_MOST)
		budget.nodes = cli_check.nodes;
	lf_error_clear(&err);
	if (lf_each_move(pos, add_move, pos, &budget, &err) != LF_OK) {
		if (strstr(err.message, " steps ran out") != NULL)
			cli_check_note(&err);
		cli_report(NULL, 0, &err);
		exit(cli_exit_status(err.status));
	}
	lf_position_free(pos);
}

/* Append the position line. */
static void
add_position(const struct lf_position *pos)
{
	lf_position_format(pos, &out, NULL);
	lf_buf_add(&out, "\n", 1);
}

/* apply MOVE...: the positions after each move, as lf-apply MOVE...
 * writes them, and its messages. */
static void
run_apply(int argc, char **argv)
{
	struct lf_position *pos;
	struct lf_move *move = cli_move();
	struct lf_error err;
	char reason[sizeof err.message];
	int i;

	if (argc < 2)
		cli_die(EXIT_USAGE, "apply needs a move");
	pos = input_position();
	lf_error_clear(&err);
	for (i = 1; i < argc; i++) {
		if (lf_move_parse(pos, argv[i], strlen(argv[i]), move,
		    &err) != LF_OK) {
			memcpy(reason, err.message, sizeof reason);
			cli_die(cli_exit_status(err.status), "argument %d, "
			    "'%.30s': %.180s", i, argv[i], reason);
		}
		if (lf_check_move(pos, move, &cli_check, &err) != LF_OK) {
			cli_check_note(&err);
			memcpy(reason, err.message, sizeof reason);
			cli_die(cli_exit_status(err.status), "argument %d: %s "
			    "move %.30s: %.180s", i, err.status == LF_EBUDGET ?
			    "cannot check" : "illegal", argv[i], reason);
		}
		lf_apply_unchecked(pos, move, NULL);
		add_position(pos);
	}
	lf_move_free(move);
	lf_position_free(pos);
}

/* A number argument from min to max, or end the request naming it. */
static long
number(const char *name, const char *text, long min, long max)
{
	long n;

	if (cli_parse_long(text, min, max, &n) != 0)
		cli_die(EXIT_USAGE, "invalid %s '%s' (expected a number from "
		    "%ld to %ld)", name, text, min, max);
	return n;
}

/* The seconds argument: 0, as lf-bot without --time, or as --time. */
static void
seconds(struct bot *bot, const char *text)
{
	if (strcmp(text, "0") == 0)
		return;
	bot->clock.seconds = cli_seconds_option("time", text);
	bot->clock.time_given = 1;
}

/* The options of lf-bot that follow as NAME=N: depth, nodes, playouts
 * and seed. */
static void
bot_options(struct bot *bot, int argc, char **argv)
{
	unsigned long long seed;
	int i;

	for (i = 0; i < argc; i++) {
		if (strncmp(argv[i], "depth=", 6) == 0)
			bot->depth = number("depth", argv[i] + 6, 1,
			    LF_SEARCH_MAX_DEPTH);
		else if (strncmp(argv[i], "nodes=", 6) == 0)
			bot->nodes = number("nodes", argv[i] + 6, 1,
			    LF_MAX_NUMBER);
		else if (strncmp(argv[i], "playouts=", 9) == 0)
			bot->playouts = number("playouts", argv[i] + 9, 1,
			    LF_MAX_NUMBER);
		else if (strncmp(argv[i], "seed=", 5) == 0) {
			if (lf_number_u64(argv[i] + 5, strlen(argv[i] + 5), 0,
			    UINT64_MAX, &seed, NULL) != LF_OK)
				cli_die(EXIT_USAGE, "invalid seed '%s'",
				    argv[i] + 5);
			lf_random_seed(&bot->rng, seed);
		} else
			cli_die(EXIT_USAGE, "unknown argument '%s' (expected "
			    "depth=N, nodes=N, playouts=N or seed=N)", argv[i]);
	}
}

/* Run the bot on the input's last position and write its answer, as
 * lf-bot's main() does once its options are read, with when as its
 * --solve. */
static void
run_bot(struct bot *bot, enum solve_when when)
{
	struct lf_position *pos;
	struct lf_error err;
	const char *option, *levels;

	if ((option = bot_settle(bot, when, &levels)) != NULL)
		cli_die(EXIT_USAGE, "%s= needs the level %s", option, levels);
	bot_time_start(&bot->clock, 0, bot->depth > 0 || bot->playouts > 0);
	lf_error_clear(&err);
	if ((bot->solve && lf_solver_new(&bot->solver, SOLVER_BYTES, &err) !=
	    LF_OK) ||
	    lf_move_new(&bot->move, &err) != LF_OK ||
	    lf_move_new(&bot->fallback, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	pos = input_position();
	bot_print_move(pos, bot_choose(bot, pos, "-", 0));
	lf_position_free(pos);
	lf_move_free(bot->move);
	lf_move_free(bot->fallback);
	lf_solver_free(bot->solver);
	bot_endgame_free(&bot->endgame);
	lf_mcts_free(bot->mcts);
	lf_search_free(bot->search);
}

/* bot LEVEL SECONDS SEED [depth=N] [playouts=N] [nodes=N]: as lf-bot
 * --level=LEVEL --time=SECONDS --seed=SEED [--depth=N] [--playouts=N]
 * [--nodes=N], with its switch to the solver in the endgame. */
static void
run_level(int argc, char **argv)
{
	struct bot bot;
	char seed[32];

	memset(&bot, 0, sizeof bot);
	if (argc < 4)
		cli_die(EXIT_USAGE, "bot needs LEVEL SECONDS SEED");
	if (bot_level_parse(argv[1], &bot.level) != 0)
		cli_die(EXIT_USAGE, "unknown level '%s' (expected "
		    BOT_LEVEL_NAMES ")", argv[1]);
	seconds(&bot, argv[2]);
	snprintf(seed, sizeof seed, "seed=%.20s", argv[3]);
	bot.have_seed = 1;
	bot_options(&bot, 1, (char *[]){ seed });
	bot_options(&bot, argc - 4, argv + 4);
	run_bot(&bot, SOLVE_ENDGAME);
}

/* analyse N SECONDS [depth=N] [seed=N]: as lf-bot --analyze=N
 * --time=SECONDS. */
static void
run_analyse(int argc, char **argv)
{
	struct bot bot;

	memset(&bot, 0, sizeof bot);
	if (argc < 3)
		cli_die(EXIT_USAGE, "analyse needs N SECONDS");
	bot.lines = number("N", argv[1], 1, LF_SEARCH_MAX_LINES);
	seconds(&bot, argv[2]);
	bot_options(&bot, argc - 3, argv + 3);
	run_bot(&bot, SOLVE_ENDGAME);
}

/* solve SECONDS [nodes=N] [seed=N]: as lf-bot --solve --time=SECONDS. */
static void
run_solve(int argc, char **argv)
{
	struct bot bot;

	memset(&bot, 0, sizeof bot);
	if (argc < 2)
		cli_die(EXIT_USAGE, "solve needs SECONDS");
	seconds(&bot, argv[1]);
	bot_options(&bot, argc - 2, argv + 2);
	run_bot(&bot, SOLVE_FIRST);
}

/* new OPTIONS...: the starting position, as lf-new OPTIONS... writes it. */
static void
run_new(int argc, char **argv)
{
	static const struct option longopts[] = {
		CLI_RULE_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct cli_game game;
	struct lf_new_options opt;
	struct lf_position *pos = cli_position();
	struct lf_error err;
	char *shape;
	int ch;

	cli_game_init(&game);
	optind = 0;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":", longopts, NULL)) != -1)
		if (!cli_game_option(&game, ch, optarg))
			cli_die(EXIT_USAGE, "invalid option '%s'",
			    argv[optind - 1]);
	if (optind < argc)
		cli_die(EXIT_USAGE, "unexpected operand '%s'", argv[optind]);
	cli_game_make(&game, &opt, &shape);
	lf_error_clear(&err);
	if (lf_new_game(&opt, pos, &err) != LF_OK)
		cli_die(EXIT_USAGE, "%s", err.message);
	free(shape);
	if (!game.have_seed && (opt.rules.variant == LF_MURRAY ||
	    opt.rules.variant == LF_FROGLET))
		lf_buf_printf(&out, "# seed=%llu\n", game.seed);
	add_position(pos);
	lf_position_free(pos);
}

/* score: the scores, ranks and outcome, as lf-score writes them to a
 * pipe. */
static void
run_score(int argc, char **argv)
{
	struct lf_game *game;

	(void)argv;
	if (argc != 1)
		cli_die(EXIT_USAGE, "score takes no arguments");
	game = cli_replay("-");
	score_report(game, 0, &out);
	lf_game_free(game);
}

/* Run the request in the buffer of lfw_input() and return its answer,
 * valid until the next call; an exit on the way (a program's failure)
 * leaves it for lfw_output(). */
const char *
lfw_run(void)
{
	static const struct {
		const char *name;
		void (*run)(int, char **);
	} commands[] = {
		{ "moves", run_moves }, { "apply", run_apply },
		{ "bot", run_level }, { "analyse", run_analyse },
		{ "solve", run_solve }, { "new", run_new },
		{ "score", run_score }
	};
	char *argv[MAX_WORDS + 1], *p;
	int argc = 0;
	size_t i;

	lf_buf_reset(&out);
	lf_buf_add(&out, "", 0);
	failed = 0;
	if (request == NULL)
		cli_die(EXIT_USAGE, "no request");
	/* The first line's words; the input lines follow it. */
	p = request;
	input = strchr(request, '\n');
	if (input != NULL)
		*input++ = '\0';
	for (;;) {
		p += strspn(p, " \t\r");
		if (*p == '\0')
			break;
		if (argc == MAX_WORDS)
			cli_die(EXIT_USAGE, "more than %d words", MAX_WORDS);
		argv[argc++] = p;
		p += strcspn(p, " \t\r");
		if (*p != '\0')
			*p++ = '\0';
	}
	argv[argc] = NULL;
	if (argc == 0)
		cli_die(EXIT_USAGE, "an empty request (expected moves, apply, "
		    "bot, analyse, solve, new or score)");
	for (i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (strcmp(argv[0], commands[i].name) == 0)
			break;
	if (i == sizeof commands / sizeof commands[0])
		cli_die(EXIT_USAGE, "unknown request '%s' (expected moves, "
		    "apply, bot, analyse, solve, new or score)", argv[0]);
	commands[i].run(argc, argv);
	return lfw_output();
}
