/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* lf-play: the referee: plays bots (and people) against each other, one
 * per player, and writes the game record; plays tournaments with the seats
 * rotated, in parallel, in shards, and merges their results (lf-play(1)).
 * This file reads the command line; the games, people, records,
 * tournaments, tables and processes have modules of their own (play.h). */
#include "config.h"

#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "number_int.h"
#include "play/play.h"

#define DEFAULT_TIME_MS 10000L
#define DEFAULT_STARTUP_MS 10000L
#define MAX_TIME_MS (1000000L * 1000L)

/* Print the synopsis; it matches the SYNOPSIS of lf-play(1). */
static void
usage(FILE *fp)
{
	fprintf(fp,
	    "usage: lf-play [rule options] [--start=FILE] [-t SECONDS] "
	    "[-p[N,...]]\n"
	    "               [--startup-time=SECONDS] [--adjudicate[=HOW]]\n"
	    "               [--color=WHEN] [--ascii]\n"
	    "               BOT BOT [BOT ...]\n"
	    "       lf-play -g N [-j N] [-o DIR [-r] [--html]] [--shard=I/N] "
	    "[options]\n"
	    "               BOT BOT ...\n"
	    "       lf-play --tournament=round-robin|gauntlet [--rounds=N] "
	    "[--sprt=...]\n"
	    "               [options] BOT BOT ...\n"
	    "       lf-play -m [--results=FORMAT] [--check-steps=N] FILE|DIR "
	    "...\n"
	    "       lf-play -h | -V\n");
}

/* Print the help: the usage and every option with its short form,
 * within 80 columns. */
static void
help(void)
{
	usage(stdout);
	fputs("\n"
	    "Referee games between bots, programs that read a position line "
	    "and write a\n"
	    "move line, and write the game record; play tournaments.  See "
	    "lf-play(1).\n"
	    "\n", stdout);
	cli_rule_options_help(stdout);
	fputs("      --start=FILE      start from the positions in FILE "
	    "('-': standard input)\n"
	    "      --name=NAME       name the BOT that comes next\n"
	    "  -t, --time=SECONDS    a bot's time for each move (default 10; "
	    "none with --tc)\n"
	    "      --tc=BASE[+INC]   a game clock: BASE seconds a bot, INC "
	    "more a move\n"
	    "  -p, --persistent[=N,...]  one process of each bot (or of bots "
	    "N,...) a game\n"
	    "      --startup-time=SECONDS  a persistent bot's start-up "
	    "allowance (10)\n"
	    "      --adjudicate[=HOW]  end a game once its result cannot "
	    "change: margin,\n"
	    "                        solve or solve:NODES (margin,solve:"
	    "10000)\n"
	    "      --color=WHEN      auto, always or never: colour in the "
	    "boards shown\n"
	    "      --ascii           keep those boards to ASCII in colour too\n"
	    "  -g, --games=N         play a tournament of N games\n"
	    "      --tournament=KIND  round-robin: two-player games between "
	    "every two\n"
	    "                        bots; gauntlet: between bot 1 and each "
	    "other\n"
	    "      --rounds=N        games a pair plays: twice N, the seats "
	    "swapped (1)\n"
	    "      --sprt=ELO0,ELO1[,ALPHA,BETA]  stop two bots' games once "
	    "the SPRT\n"
	    "                        decides (alpha and beta 0.05)\n"
	    "  -j, --jobs=N          play N games at once (default 1)\n"
	    "  -o, --out=DIR         write the record of each game into DIR\n"
	    "  -r, --resume          with --out, play only the games DIR "
	    "lacks\n"
	    "      --html            with --out, write beside each record a "
	    "page that\n"
	    "                        replays it (game-N.html)\n"
	    "      --shard=I/N       play slice I of N of the tournament's "
	    "games\n"
	    "  -m, --merge           print the table of the records in FILE "
	    "and DIR\n"
	    "      --results=FORMAT  the table as text (the default), json or "
	    "csv\n"
	    CLI_CHECK_HELP
	    "  -h, --help            write this help and exit\n"
	    "  -V, --version         write the version and exit\n", stdout);
}

/* Parse seconds, a decimal number with an optional fraction ("10",
 * "0.5"), into milliseconds from min to MAX_TIME_MS, whatever the locale,
 * with the library's parser (lf_number_fixed(): the digits beyond the
 * milliseconds are dropped); return 0 or -1. */
static int
parse_seconds(const char *text, size_t len, long min, long *ms)
{
	uint64_t v;

	if (lf_number_fixed(text, len, 3, (uint64_t)min,
	    (uint64_t)MAX_TIME_MS, &v, NULL) != LF_OK)
		return -1;
	*ms = (long)v;
	return 0;
}

/* Parse --tc=BASE[+INC], seconds as parse_seconds() reads them (BASE at
 * least a millisecond, INC possibly 0), into milliseconds; return 0 or
 * -1. */
static int
parse_clock(const char *text, long *base, long *inc)
{
	const char *plus = strchr(text, '+');

	*inc = 0;
	if (plus == NULL)
		return parse_seconds(text, strlen(text), 1, base);
	return parse_seconds(text, (size_t)(plus - text), 1, base) != 0 ||
	    parse_seconds(plus + 1, strlen(plus + 1), 0, inc) != 0 ? -1 : 0;
}

/* Parse --shard=I/N, 1 <= I <= N; return 0 or -1. */
static int
parse_shard(const char *text, long *shard, long *shards)
{
	const char *slash = strchr(text, '/');

	if (slash == NULL || lf_number_long(text, (size_t)(slash - text), 1,
	    MAX_GAMES, shard, NULL) != LF_OK ||
	    cli_parse_long(slash + 1, 1, MAX_GAMES, shards) != 0 ||
	    *shard > *shards)
		return -1;
	return 0;
}

/* Parse --persistent=N[,N...], the bot operands that are persistent,
 * into bits; return 0 or -1. */
static int
parse_persistent(const char *text, unsigned long *bits)
{
	const char *p = text, *comma;
	long n;

	*bits = 0;
	for (;;) {
		comma = strchr(p, ',');
		if (comma == NULL)
			comma = p + strlen(p);
		if (lf_number_long(p, (size_t)(comma - p), 1, LF_MAX_PLAYERS,
		    &n, NULL) != LF_OK)
			return -1;
		*bits |= 1UL << (n - 1);
		if (*comma == '\0')
			return 0;
		p = comma + 1;
	}
}

/* Check the options of a round robin or a gauntlet: two-player games
 * between bots (no people), as many as the rounds make. */
static void
schedule_pairs(struct settings *set)
{
	long games;

	if (set->games != 0)
		cli_die(EXIT_USAGE, "--games does not go with --tournament, "
		    "whose games are two a pair of bots a round: give "
		    "--rounds");
	if (set->players_given && set->rules.players != 2)
		cli_die(EXIT_USAGE, "--tournament plays two-player games, not "
		    "of %ld players", set->rules.players);
	if (set->humans > 0)
		cli_die(EXIT_USAGE, "--tournament plays bots, not people");
	if (set->rounds == 0)
		set->rounds = 1;
	set->seats = 2;
	games = schedule_games(set);
	if (games > MAX_GAMES)
		cli_die(EXIT_USAGE, "--rounds=%ld makes %ld games, more than "
		    "%ld", set->rounds, games, MAX_GAMES);
	set->games = games;
}

/* Check the options of a game or a tournament once every one is read,
 * and make what the games need: the boards' options or the start
 * positions. */
static void
prepare(struct settings *set)
{
	struct lf_position *pos;
	struct lf_error err;
	int i;

	if (set->bot_count < 2)
		cli_die(EXIT_USAGE, "at least two BOT operands are needed, one "
		    "per player");
	if (set->bot_count > LF_MAX_PLAYERS)
		cli_die(EXIT_USAGE, "too many BOT operands: at most %d players",
		    LF_MAX_PLAYERS);
	if (set->persistent != ~0UL && set->persistent >> set->bot_count != 0)
		cli_die(EXIT_USAGE, "--persistent names a bot beyond the %d "
		    "given", set->bot_count);
	for (i = 0; i < set->bot_count; i++) {
		if (set->bots[i][0] == '\0')
			cli_die(EXIT_USAGE, "BOT operand %d is empty", i + 1);
		set->humans += is_human(set->bots[i]);
	}
	/* On a game clock a move may take what is left on it, or --time
	 * when that is less. */
	if (set->tc_base_ms > 0 && !set->time_given)
		set->time_ms = MAX_TIME_MS;
	if (set->tournament != TOURNAMENT_ALL)
		schedule_pairs(set);
	else if (set->rounds != 0)
		cli_die(EXIT_USAGE, "--rounds needs --tournament");
	else if (set->players_given && set->rules.players != set->bot_count)
		cli_die(EXIT_USAGE, "--players=%ld, but %d BOT operands were "
		    "given: the players are the bots (or give --tournament)",
		    set->rules.players, set->bot_count);
	else
		set->seats = set->bot_count;
	set->rules.players = set->seats;
	if (set->games == 0 && (set->jobs != 0 || set->out_dir != NULL ||
	    set->shards != 0 || set->sprt.on))
		cli_die(EXIT_USAGE, "--jobs, --out, --shard and --sprt need "
		    "--games or --tournament");
	if (set->adjudicate == ADJUDICATE_SOLVE && set->seats != 2)
		cli_die(EXIT_USAGE, "--adjudicate=solve judges games of two "
		    "players, not %d (margin judges any)", set->seats);
	if (set->sprt.on && (set->bot_count != 2 || set->seats != 2))
		cli_die(EXIT_USAGE, "--sprt compares two bots in two-player "
		    "games");
	if (set->resume && set->out_dir == NULL)
		cli_die(EXIT_USAGE, "--resume needs --out, the directory of "
		    "the tournament's records");
	if (set->html && set->out_dir == NULL)
		cli_die(EXIT_USAGE, "--html writes a page beside each record "
		    "of --out (for one game: lf-render --format=html)");
	if (set->jobs == 0)
		set->jobs = 1;
	if (set->shards == 0)
		set->shard = set->shards = 1;
	if (set->humans > 0 && set->jobs > 1)
		cli_die(EXIT_USAGE, "people cannot play games in parallel: use "
		    "--jobs=1 with a BOT that is - or human");
	if (set->start_path != NULL) {
		if (set->rule_options > 0)
			cli_die(EXIT_USAGE, "--start cannot be combined with "
			    "the rule options");
		if (set->humans > 0 && strcmp(set->start_path, "-") == 0)
			cli_die(EXIT_USAGE, "--start=- and a person both need "
			    "standard input");
		starts_read(set);
		return;
	}
	if (set->shards > 1 && !set->rules.have_seed)
		cli_die(EXIT_USAGE, "--shard needs --seed, so that every shard "
		    "makes the same boards");
	if (set->resume && !set->rules.have_seed)
		cli_die(EXIT_USAGE, "--resume needs the --seed of the "
		    "tournament, so that it makes the same boards");
	cli_game_make(&set->rules, &set->new_options, &set->shape);
	/* Fail now, not in the middle of a tournament, on a board that
	 * cannot be made. */
	lf_error_clear(&err);
	pos = cli_position();
	if (lf_new_game(&set->new_options, pos, &err) != LF_OK)
		cli_die(EXIT_USAGE, "%s", err.message);
	lf_position_free(pos);
}

/* The options of lf-play besides the rule options. */
enum {
	OPT_START = OPT_CLI_LAST, OPT_STARTUP, OPT_SHARD, OPT_COLOR, OPT_ASCII,
	OPT_HTML, OPT_TOURNAMENT, OPT_ROUNDS, OPT_SPRT, OPT_RESULTS, OPT_TC,
	OPT_NAME, OPT_ADJUDICATE
};

/* Take an operand (ch 1) into the list, named by the --name before it,
 * or a --name (ch OPT_NAME) for the next operand; return the name that
 * waits for an operand.  A name is 1 to MAX_NAME letters, digits and
 * . _ + -, so that tables, progress lines and records show it whole. */
static const char *
take_operand(struct settings *set, char **operands, int *count, int ch,
    char *arg, const char *name)
{
	size_t len;

	if (ch == 1) {
		if (*count < LF_MAX_PLAYERS)
			set->names[*count] = name;
		operands[(*count)++] = arg;
		return NULL;
	}
	len = strlen(arg);
	if (len == 0 || len > MAX_NAME ||
	    strspn(arg, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "0123456789._+-") != len)
		cli_die(EXIT_USAGE, "invalid --name '%s' (expected 1 to %d "
		    "letters, digits, '.', '_', '+' or '-')", arg, MAX_NAME);
	if (name != NULL)
		cli_die(EXIT_USAGE, "--name=%s and --name=%s name one BOT: "
		    "give "
		    "each before the BOT it names", name, arg);
	set->names_given = 1;
	return arg;
}

/* Handle one option of lf-play's own; exits on a bad value. */
static void
play_option(struct settings *set, int ch, const char *arg,
    const char **colour_arg)
{
	switch (ch) {
	case OPT_START:
		set->start_path = arg;
		break;
	case 't':
		if (parse_seconds(arg, strlen(arg), 1, &set->time_ms) != 0)
			cli_die(EXIT_USAGE, "invalid --time '%s' (expected "
			    "seconds per move, such as 10 or 0.5, from 0.001 "
			    "to %ld)", arg, MAX_TIME_MS / 1000);
		set->time_given = 1;
		break;
	case OPT_STARTUP:
		if (parse_seconds(arg, strlen(arg), 0, &set->startup_ms) != 0)
			cli_die(EXIT_USAGE, "invalid --startup-time '%s' "
			    "(expected seconds, such as 10 or 2.5, from 0 to "
			    "%ld)", arg, MAX_TIME_MS / 1000);
		break;
	case 'p':
		if (arg == NULL)
			set->persistent = ~0UL;
		else if (parse_persistent(arg, &set->persistent) != 0)
			cli_die(EXIT_USAGE, "invalid --persistent '%s' "
			    "(expected bot numbers such as 1 or 1,3, from 1 "
			    "to %d)", arg, LF_MAX_PLAYERS);
		break;
	case 'g':
		if (cli_parse_long(arg, 1, MAX_GAMES, &set->games) != 0)
			cli_die(EXIT_USAGE, "invalid --games '%s' (expected "
			    "a number from 1 to %ld)", arg, MAX_GAMES);
		break;
	case OPT_TOURNAMENT:
		if (strcmp(arg, "round-robin") == 0)
			set->tournament = TOURNAMENT_ROUND_ROBIN;
		else if (strcmp(arg, "gauntlet") == 0)
			set->tournament = TOURNAMENT_GAUNTLET;
		else
			cli_die(EXIT_USAGE, "unknown --tournament '%s' "
			    "(expected round-robin or gauntlet)", arg);
		break;
	case OPT_TC:
		if (parse_clock(arg, &set->tc_base_ms, &set->tc_inc_ms) != 0)
			cli_die(EXIT_USAGE, "invalid --tc '%s' (expected "
			    "BASE[+INC], seconds for the game and added after "
			    "each move, such as 60 or 5+0.1)", arg);
		break;
	case OPT_SPRT:
		if (sprt_parse(arg, &set->sprt) != 0)
			cli_die(EXIT_USAGE, "invalid --sprt '%s' (expected "
			    "ELO0,ELO1[,ALPHA,BETA] with ELO0 < ELO1 and 0 < "
			    "ALPHA, BETA < 0.5)", arg);
		break;
	case OPT_ROUNDS:
		if (cli_parse_long(arg, 1, MAX_GAMES, &set->rounds) != 0)
			cli_die(EXIT_USAGE, "invalid --rounds '%s' (expected "
			    "a number from 1 to %ld)", arg, MAX_GAMES);
		break;
	case 'j':
		if (cli_parse_long(arg, 1, MAX_JOBS, &set->jobs) != 0)
			cli_die(EXIT_USAGE, "invalid --jobs '%s' (expected "
			    "a number from 1 to %ld)", arg, MAX_JOBS);
		break;
	case 'o':
		if (arg[0] == '\0')
			cli_die(EXIT_USAGE, "--out needs a directory");
		set->out_dir = arg;
		break;
	case 'r':
		set->resume = 1;
		break;
	case OPT_SHARD:
		if (parse_shard(arg, &set->shard, &set->shards) != 0)
			cli_die(EXIT_USAGE, "invalid --shard '%s' (expected "
			    "I/N, 1 <= I <= N)", arg);
		break;
	case OPT_COLOR:
		if (cli_parse_colour(arg, &set->colour) != 0)
			cli_die(EXIT_USAGE, "unknown --color '%s' (expected "
			    "auto, always or never)", arg);
		*colour_arg = arg;
		break;
	case OPT_ASCII:
		set->ascii = 1;
		break;
	case OPT_HTML:
		set->html = 1;
		break;
	case OPT_ADJUDICATE:
		if (adjudicate_parse(arg, set) != 0)
			cli_die(EXIT_USAGE, "invalid --adjudicate '%s' "
			    "(expected margin, solve or solve:NODES, "
			    "comma-separated, NODES from 1 to %ld)", arg,
			    LF_MAX_NUMBER);
		break;
	default:
		usage(stderr);
		exit(EXIT_USAGE);
	}
}

/* Parse the command line, then referee one game or a tournament, or merge
 * the results of game records. */
int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		CLI_RULE_OPTIONS,
		{ "start", required_argument, NULL, OPT_START },
		{ "time", required_argument, NULL, 't' },
		{ "tc", required_argument, NULL, OPT_TC },
		{ "persistent", optional_argument, NULL, 'p' },
		{ "startup-time", required_argument, NULL, OPT_STARTUP },
		{ "games", required_argument, NULL, 'g' },
		{ "tournament", required_argument, NULL, OPT_TOURNAMENT },
		{ "rounds", required_argument, NULL, OPT_ROUNDS },
		{ "sprt", required_argument, NULL, OPT_SPRT },
		{ "results", required_argument, NULL, OPT_RESULTS },
		{ "jobs", required_argument, NULL, 'j' },
		{ "out", required_argument, NULL, 'o' },
		{ "resume", no_argument, NULL, 'r' },
		{ "shard", required_argument, NULL, OPT_SHARD },
		{ "merge", no_argument, NULL, 'm' },
		{ "color", required_argument, NULL, OPT_COLOR },
		{ "ascii", no_argument, NULL, OPT_ASCII },
		{ "html", no_argument, NULL, OPT_HTML },
		{ "name", required_argument, NULL, OPT_NAME },
		{ "adjudicate", optional_argument, NULL, OPT_ADJUDICATE },
		CLI_CHECK_OPTION,
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	static struct settings set;
	const char *colour_arg = NULL, *name = NULL;
	char **operands;
	int ch, merge = 0, other_options = 0, status, count = 0;

	cli_init("lf-play", argv);
	proc_init();
	cli_game_init(&set.rules);
	set.time_ms = DEFAULT_TIME_MS;
	set.startup_ms = DEFAULT_STARTUP_MS;
	/* The operands in their order among the options (the leading '-'),
	 * so that --name names the BOT after it. */
	if ((operands = calloc((size_t)argc + 1, sizeof *operands)) == NULL)
		cli_die(EXIT_SYSTEM, "out of memory");
	while ((ch = getopt_long(argc, argv, "-t:p::g:j:o:rmhV", longopts,
	    NULL)) != -1) {
		if (ch == 1 || ch == OPT_NAME) {
			name = take_operand(&set, operands, &count, ch, optarg,
			    name);
			continue;
		}
		if (cli_game_option(&set.rules, ch, optarg)) {
			if (ch != OPT_PLAYERS)
				set.rule_options++;
			else
				set.players_given = 1;
			other_options++;
			continue;
		}
		if (ch == 'h') {
			free(operands);
			help();
			return cli_close_stdout();
		}
		if (ch == 'V') {
			free(operands);
			cli_version();
			return cli_close_stdout();
		}
		if (ch == 'm') {
			merge = 1;
			continue;
		}
		if (ch == OPT_CHECK_STEPS) {
			cli_check_option(optarg);
			continue;
		}
		if (ch == OPT_RESULTS) {
			if (strcmp(optarg, "text") == 0)
				set.results = RESULTS_TEXT;
			else if (strcmp(optarg, "json") == 0)
				set.results = RESULTS_JSON;
			else if (strcmp(optarg, "csv") == 0)
				set.results = RESULTS_CSV;
			else
				cli_die(EXIT_USAGE, "unknown --results '%s' "
				    "(expected text, json or csv)", optarg);
			continue;
		}
		other_options++;
		play_option(&set, ch, optarg, &colour_arg);
	}
	while (optind < argc)
		name = take_operand(&set, operands, &count, 1, argv[optind++],
		    name);
	if (name != NULL)
		cli_die(EXIT_USAGE, "--name=%s names no BOT: give it before "
		    "the BOT it names", name);
	if (merge && (other_options > 0 || set.names_given))
		cli_die(EXIT_USAGE, "--merge takes no other option but "
		    "--results and --check-steps");
	if (merge && count == 0)
		cli_die(EXIT_USAGE, "--merge needs FILE or DIR operands");
	set.bots = operands;
	set.bot_count = count;
	if (!merge)
		prepare(&set);
	/* A merge runs no bot: a signal ends it at once, wherever it is
	 * in a record. */
	if (!merge)
		proc_catch_signals();
	if (merge) {
		status = run_merge(operands, count, set.results);
	} else {
		/* People see the board on standard error: colour follows
		 * it. */
		if (colour_arg == NULL || strcmp(colour_arg, "auto") == 0)
			set.colour = cli_colour_auto(STDERR_FILENO);
		if (set.humans > 0)
			people_init();
		status = set.games > 0 ? run_tournament(&set) :
		    run_single(&set);
	}
	if (cli_close_stdout() != 0 && status != EXIT_SYSTEM)
		status = EXIT_SYSTEM;
	return status;
}
