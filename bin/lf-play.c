/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* lf-play: the referee: plays bots (and people) against each other, one
 * per player, and writes the game record; plays tournaments with the seats
 * rotated, in parallel, in shards, and merges their results (lf-play(1)). */
#include "config.h"

#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "play.h"

#define DEFAULT_TIME_MS 10000L
#define MAX_TIME_MS (1000000L * 1000L)
#define MAX_GAMES 1000000L

/* The signal that ends the referee, once caught; 0 before. */
volatile sig_atomic_t got_signal;

/* Print the synopsis; it matches the SYNOPSIS of lf-play(1). */
static void
usage(FILE *fp)
{
	fprintf(fp,
	    "usage: lf-play [--variant=NAME] [--size=N|WxH] [--shape=FILE] "
	    "[--seed=N]\n"
	    "               [--jumps=orth|diag8|hex] "
	    "[--chain=free|continue|most]\n"
	    "               [--opening=each|first|none] [--removal=any|low] "
	    "[--start=FILE]\n"
	    "               [--time=SECONDS] [--persistent[=N,...]] "
	    "[--color=auto|always|never]\n"
	    "               [--games=N [--jobs=N] [--out=DIR] "
	    "[--shard=I/N]] BOT BOT [BOT ...]\n"
	    "       lf-play --merge FILE|DIR ...\n"
	    "       lf-play --help | --version\n");
}

/* Note the signal; the game loop and the waits look at the flag. */
static void
on_signal(int sig)
{
	got_signal = sig;
}

/* Catch the signals that end a referee, so that it can stop its bots
 * first (leaving alone those it was started ignoring, as a background
 * job ignores SIGINT), and ignore SIGPIPE, so that a closed output is an
 * error to report rather than a death that leaves bots running. */
static void
catch_signals(void)
{
	static const int signals[] = { SIGINT, SIGTERM, SIGHUP };
	struct sigaction sa, old;
	size_t i;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = 0; /* no SA_RESTART: a read from a person ends */
	for (i = 0; i < sizeof signals / sizeof signals[0]; i++)
		if (sigaction(signals[i], NULL, &old) == 0 &&
		    old.sa_handler != SIG_IGN)
			sigaction(signals[i], &sa, NULL);
	signal(SIGPIPE, SIG_IGN);
}

/* Die of the signal that was caught, now that the bots are stopped, so
 * that the caller sees how the referee ended. */
_Noreturn void
die_of_signal(void)
{
	int sig = got_signal;
	sigset_t set;

	fflush(stdout);
	signal(sig, SIG_DFL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
	_exit(128 + sig);
}

/* Parse seconds, a decimal number with an optional fraction ("10",
 * "0.5"), into milliseconds, whatever the locale; return 0 or -1. */
static int
parse_seconds(const char *text, long *ms)
{
	long whole = 0, frac = 0;
	int digits = 0, frac_digits = 0;
	const char *p = text;

	for (; *p >= '0' && *p <= '9'; p++, digits++) {
		if (whole > MAX_TIME_MS / 1000)
			return -1;
		whole = whole * 10 + (*p - '0');
	}
	if (*p == '.')
		for (p++; *p >= '0' && *p <= '9'; p++, digits++)
			if (frac_digits < 3) {
				frac = frac * 10 + (*p - '0');
				frac_digits++;
			}
	if (*p != '\0' || digits == 0 || whole > MAX_TIME_MS / 1000)
		return -1;
	for (; frac_digits < 3; frac_digits++)
		frac *= 10;
	*ms = whole * 1000 + frac;
	return *ms >= 1 && *ms <= MAX_TIME_MS ? 0 : -1;
}

/* Parse --shard=I/N, 1 <= I <= N; return 0 or -1. */
static int
parse_shard(const char *text, long *shard, long *shards)
{
	char first[32];
	const char *slash = strchr(text, '/');

	if (slash == NULL || (size_t)(slash - text) >= sizeof first)
		return -1;
	memcpy(first, text, (size_t)(slash - text));
	first[slash - text] = '\0';
	if (cli_parse_long(first, 1, MAX_GAMES, shard) != 0 ||
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
	char number[16];
	const char *p = text, *comma;
	long n;

	*bits = 0;
	for (;;) {
		comma = strchr(p, ',');
		if (comma == NULL)
			comma = p + strlen(p);
		if ((size_t)(comma - p) >= sizeof number)
			return -1;
		memcpy(number, p, (size_t)(comma - p));
		number[comma - p] = '\0';
		if (cli_parse_long(number, 1, LF_MAX_PLAYERS, &n) != 0)
			return -1;
		*bits |= 1UL << (n - 1);
		if (*comma == '\0')
			return 0;
		p = comma + 1;
	}
}

/* Read the --start file: the position each game stream in it ends with
 * (a position line and the moves that follow it).  Exits on an error. */
static void
read_starts(struct settings *set)
{
	static struct lf_game g;
	static struct lf_position current;
	FILE *fp = cli_open(set->start_path);
	enum lf_game_event event;
	struct lf_error err;
	size_t cap = 0;
	int have = 0;

	lf_error_clear(&err);
	lf_game_init(&g, fp);
	for (;;) {
		if (lf_game_next(&g, &event, &err) != LF_OK) {
			cli_report(set->start_path, g.stream.line_number, &err);
			exit(cli_exit_status(err.status));
		}
		if (have && event != LF_GAME_MOVE) {
			if (set->start_count == cap) {
				cap = cap ? cap * 2 : 4;
				set->starts = realloc(set->starts,
				    cap * sizeof *set->starts);
				if (set->starts == NULL)
					cli_die(EXIT_SYSTEM, "out of memory");
			}
			set->starts[set->start_count++] = current;
		}
		if (event == LF_GAME_END)
			break;
		current = g.pos;
		have = 1;
	}
	lf_game_free(&g);
	if (fp != stdin)
		fclose(fp);
	if (set->start_count == 0)
		cli_die(EXIT_INPUT, "%s: no position in the input",
		    strcmp(set->start_path, "-") == 0 ? "standard input" :
		    set->start_path);
}

/* Check the command line once every option is read and make what the
 * games need: the boards' options or the start positions. */
static void
prepare(struct settings *set, int merge)
{
	int i;

	if (merge)
		return;
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
	if (set->players_given && set->rules.players != set->bot_count)
		cli_die(EXIT_USAGE, "--players=%ld, but %d BOT operands were "
		    "given: the players are the bots", set->rules.players,
		    set->bot_count);
	set->rules.players = set->bot_count;
	if (set->games == 0 && (set->jobs != 0 || set->out_dir != NULL ||
	    set->shards != 0))
		cli_die(EXIT_USAGE, "--jobs, --out and --shard need --games");
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
		read_starts(set);
		for (i = 0; i < (int)set->start_count; i++)
			if (set->starts[i].rules.players != set->bot_count)
				cli_die(EXIT_USAGE, "%s: position %d is for %d "
				    "players, but %d BOT operands were given",
				    set->start_path, i + 1,
				    set->starts[i].rules.players,
				    set->bot_count);
		return;
	}
	if (set->shards > 1 && !set->rules.have_seed)
		cli_die(EXIT_USAGE, "--shard needs --seed, so that every shard "
		    "makes the same boards");
	cli_game_make(&set->rules, &set->new_options, &set->shape);
	/* Fail now, not in the middle of a tournament, on a board that
	 * cannot be made. */
	{
		static struct lf_position pos;
		struct lf_error err;
		lf_error_clear(&err);
		if (lf_new_game(&set->new_options, &pos, &err) != LF_OK)
			cli_die(EXIT_USAGE, "%s", err.message);
	}
}

/* Parse the command line, then referee one game or a tournament, or merge
 * the results of game records. */
int
main(int argc, char *argv[])
{
	enum {
		OPT_START = OPT_CLI_LAST, OPT_TIME, OPT_PERSISTENT, OPT_GAMES,
		OPT_JOBS, OPT_OUT, OPT_SHARD, OPT_MERGE, OPT_COLOR
	};
	static const struct option longopts[] = {
		CLI_RULE_OPTIONS,
		{ "start", required_argument, NULL, OPT_START },
		{ "time", required_argument, NULL, OPT_TIME },
		{ "persistent", optional_argument, NULL, OPT_PERSISTENT },
		{ "games", required_argument, NULL, OPT_GAMES },
		{ "jobs", required_argument, NULL, OPT_JOBS },
		{ "out", required_argument, NULL, OPT_OUT },
		{ "shard", required_argument, NULL, OPT_SHARD },
		{ "merge", no_argument, NULL, OPT_MERGE },
		{ "color", required_argument, NULL, OPT_COLOR },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	static struct settings set;
	const char *colour_arg = NULL;
	int ch, merge = 0, other_options = 0, status;
	struct record rec;

	cli_init("lf-play", argv);
	cli_game_init(&set.rules);
	set.time_ms = DEFAULT_TIME_MS;
	while ((ch = getopt_long(argc, argv, "hV", longopts, NULL)) != -1) {
		if (cli_game_option(&set.rules, ch, optarg)) {
			if (ch != OPT_PLAYERS)
				set.rule_options++;
			else
				set.players_given = 1;
			other_options++;
			continue;
		}
		other_options += ch != OPT_MERGE;
		switch (ch) {
		case OPT_START:
			set.start_path = optarg;
			break;
		case OPT_TIME:
			if (parse_seconds(optarg, &set.time_ms) != 0)
				cli_die(EXIT_USAGE, "invalid --time '%s' "
				    "(expected seconds per move, such as 10 or "
				    "0.5, from 0.001 to %ld)", optarg,
				    MAX_TIME_MS / 1000);
			break;
		case OPT_PERSISTENT:
			if (optarg == NULL)
				set.persistent = ~0UL;
			else if (parse_persistent(optarg, &set.persistent) != 0)
				cli_die(EXIT_USAGE, "invalid --persistent '%s' "
				    "(expected bot numbers such as 1 or 1,3, "
				    "from 1 to %d)", optarg, LF_MAX_PLAYERS);
			break;
		case OPT_GAMES:
			if (cli_parse_long(optarg, 1, MAX_GAMES,
			    &set.games) != 0)
				cli_die(EXIT_USAGE, "invalid --games '%s' "
				    "(expected a number from 1 to %ld)", optarg,
				    MAX_GAMES);
			break;
		case OPT_JOBS:
			if (cli_parse_long(optarg, 1, MAX_JOBS, &set.jobs) != 0)
				cli_die(EXIT_USAGE, "invalid --jobs '%s' "
				    "(expected a number from 1 to %ld)", optarg,
				    MAX_JOBS);
			break;
		case OPT_OUT:
			if (optarg[0] == '\0')
				cli_die(EXIT_USAGE, "--out needs a directory");
			set.out_dir = optarg;
			break;
		case OPT_SHARD:
			if (parse_shard(optarg, &set.shard, &set.shards) != 0)
				cli_die(EXIT_USAGE, "invalid --shard '%s' "
				    "(expected I/N, 1 <= I <= N)", optarg);
			break;
		case OPT_MERGE:
			merge = 1;
			break;
		case OPT_COLOR:
			if (cli_parse_colour(optarg, &set.colour) != 0)
				cli_die(EXIT_USAGE, "unknown --color '%s' "
				    "(expected auto, always or never)", optarg);
			colour_arg = optarg;
			break;
		case 'h':
			usage(stdout);
			printf("\nReferee games between bots, programs that "
			    "read a position line and write\na move line, "
			    "and write the game record; play tournaments.  "
			    "See lf-play(1).\n");
			return cli_close_stdout();
		case 'V':
			cli_version();
			return cli_close_stdout();
		default:
			usage(stderr);
			return EXIT_USAGE;
		}
	}
	if (merge && other_options > 0)
		cli_die(EXIT_USAGE, "--merge takes no other option");
	if (merge && optind == argc)
		cli_die(EXIT_USAGE, "--merge needs FILE or DIR operands");
	set.bots = argv + optind;
	set.bot_count = argc - optind;
	prepare(&set, merge);
	catch_signals();
	if (merge)
		return run_merge(argv + optind, argc - optind);
	/* People see the board on standard error: colour follows it. */
	if (colour_arg == NULL || strcmp(colour_arg, "auto") == 0)
		set.colour = cli_colour_auto(STDERR_FILENO);
	if (set.humans > 0)
		people_init();
	if (set.games > 0)
		return run_tournament(&set);
	memset(&rec, 0, sizeof rec);
	rec.fp = stdout;
	rec.path = "standard output";
	lf_buf_init(&rec.comments);
	status = play_game(&set, 0, &rec);
	if (status < 0)
		die_of_signal();
	lf_buf_free(&rec.comments);
	if (cli_close_stdout() != 0 && status == 0)
		status = EXIT_SYSTEM;
	return status;
}

