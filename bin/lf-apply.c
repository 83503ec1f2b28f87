/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* lf-apply: apply moves to a position, or replay a game stream
 * (lf-apply(1)). */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* Print the synopsis; it matches the SYNOPSIS of lf-apply(1). */
static void
usage(FILE *fp)
{
	fprintf(fp,
	    "usage: lf-apply [--last] [--file=FILE] [--check-steps=N]\n"
	    "                [--timeout=SECONDS] [MOVE ...]\n"
	    "       lf-apply --help | --version\n");
}

/* Write the --help text: the synopsis, what the program is for, and
 * every option with its short form. */
static void
help(void)
{
	usage(stdout);
	fputs("\n"
	    "Apply moves to the last position read, or replay a game stream, "
	    "and\n"
	    "write each position reached.\n"
	    "\n"
	    "      --last            write only the last position\n"
	    "  -f, --file=FILE       read the stream from FILE ('-': standard "
	    "input)\n"
	    CLI_CHECK_HELP
	    "      --timeout=SECONDS  give up when the work is not done in "
	    "SECONDS\n"
	    "  -h, --help            write this help and exit\n"
	    "  -V, --version         write the version and exit\n"
	    "\nSee lf-apply(1).\n", stdout);
}

/* Write a position line to stdout and flush it, so that a reader down a
 * pipe sees each position as soon as it is known; exit on a write error. */
static void
print_position(const struct lf_position *pos, struct lf_buf *out)
{
	lf_buf_reset(out);
	if (lf_position_format(pos, out, NULL) != LF_OK ||
	    lf_buf_add(out, "\n", 1) != LF_OK)
		cli_die(EXIT_SYSTEM, "out of memory");
	if (cli_write(out->data, out->len) != 0 || cli_flush() != 0)
		exit(EXIT_SYSTEM);
}

/* The --timeout given, for messages, or NULL, and its deadline. */
static const char *timeout_arg;
static double deadline;

/* Report an error and exit, after flushing what was already printed; a
 * budget that ran out is the --timeout's once its time is up, else
 * --check-steps'. */
static _Noreturn void
fail(const char *file, long line, struct lf_error *err)
{
	int status = cli_exit_status(err->status);
	size_t len = strlen(err->message);

	if (err->status == LF_EBUDGET && timeout_arg != NULL &&
	    lf_clock() >= deadline)
		snprintf(err->message + len, sizeof err->message - len,
		    " (--timeout=%.20s)", timeout_arg);
	else
		cli_check_note(err);
	if (cli_close_stdout() != 0)
		status = EXIT_SYSTEM;
	cli_report(file, line, err);
	exit(status);
}

/* Whether the deadline of --timeout has passed; if so, say so in err. */
static int
out_of_time(const struct lf_budget *budget, struct lf_error *err)
{
	if (budget->deadline == 0 || lf_clock() < budget->deadline)
		return 0;
	lf_error_set(err, LF_EBUDGET, 0, "gave up: the time ran out");
	return 1;
}

/* Apply the MOVE operands in order, printing the position after each
 * (only the last with --last). */
static void
apply_operands(struct lf_position *pos, char **moves, int n, int last,
    const struct lf_budget *budget, struct lf_buf *out)
{
	struct lf_move *move;
	struct lf_error err;
	int i;

	lf_error_clear(&err);
	if (lf_move_new(&move, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	for (i = 0; i < n; i++) {
		char reason[sizeof err.message];
		if (out_of_time(budget, &err)) {
			memcpy(reason, err.message, sizeof reason);
			snprintf(err.message, sizeof err.message,
			    "argument %d: %.180s", i + 1, reason);
			fail(NULL, 0, &err);
		}
		if (lf_move_parse(pos, moves[i], strlen(moves[i]), move,
		    &err) != LF_OK) {
			memcpy(reason, err.message, sizeof reason);
			snprintf(err.message, sizeof err.message,
			    "argument %d, '%.30s': %.180s", i + 1, moves[i],
			    reason);
			err.column = 0;
			fail(NULL, 0, &err);
		}
		if (lf_check_move(pos, move, budget, &err) != LF_OK) {
			memcpy(reason, err.message, sizeof reason);
			snprintf(err.message, sizeof err.message,
			    "argument %d: %s move %.30s: %.180s", i + 1,
			    err.status == LF_EBUDGET ? "cannot check" :
			    "illegal", moves[i], reason);
			err.column = 0;
			fail(NULL, 0, &err);
		}
		lf_apply_unchecked(pos, lf_move_squares(move),
		    lf_move_length(move), NULL);
		if (!last)
			print_position(pos, out);
	}
	if (last)
		print_position(pos, out);
	lf_move_free(move);
}

int
main(int argc, char *argv[])
{
	enum { OPT_TIMEOUT = OPT_CLI_LAST };
	static const struct option longopts[] = {
		{ "last", no_argument, NULL, 'L' },
		{ "file", required_argument, NULL, 'f' },
		{ "timeout", required_argument, NULL, OPT_TIMEOUT },
		CLI_CHECK_OPTION,
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct lf_position *held, *pos;
	struct lf_budget budget;
	struct lf_game *game;
	enum lf_game_event event;
	struct lf_error err;
	struct lf_buf out;
	const char *path = "-";
	FILE *fp;
	int ch, last = 0, pending = 0, operands;
	double seconds = 0;

	cli_init("lf-apply", argv);
	while ((ch = getopt_long(argc, argv, "f:hV", longopts, NULL)) != -1) {
		switch (ch) {
		case 'L':
			last = 1;
			break;
		case 'f':
			path = optarg;
			break;
		case OPT_TIMEOUT:
			seconds = cli_seconds_option("timeout", optarg);
			timeout_arg = optarg;
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
	operands = argc - optind;
	/* The clock of --timeout runs from the start. */
	budget = cli_check;
	if (seconds > 0)
		budget.deadline = deadline = lf_clock() + seconds;
	lf_buf_init(&out);
	lf_error_clear(&err);
	held = cli_position();
	pos = cli_position();
	fp = cli_open(path);
	cli_game_open(fp, &game);
	lf_game_set_budget(game, &budget);
	for (;;) {
		if (lf_game_next(game, &event, &err) != LF_OK ||
		    out_of_time(&budget, &err)) {
			/* What was read before the bad line is not lost. */
			if (pending && !last && operands == 0)
				print_position(held, &out);
			fail(path, lf_game_line_number(game), &err);
		}
		if (event == LF_GAME_END)
			break;
		/* Comments and a result line change no position. */
		if (operands > 0 || event == LF_GAME_COMMENT ||
		    event == LF_GAME_RESULT)
			continue;
		if (event == LF_GAME_POSITION) {
			/* A position that no move follows is printed as read,
			 * in canonical form. */
			if (pending && !last)
				print_position(held, &out);
			lf_position_copy(held, lf_game_position(game));
			pending = 1;
			continue;
		}
		pending = 0;
		if (!last)
			print_position(lf_game_position(game), &out);
	}
	if (fp != stdin)
		fclose(fp);
	if (lf_game_position(game) == NULL)
		cli_die(EXIT_INPUT, "%s: no position in the input",
		    strcmp(path, "-") == 0 ? "standard input" : path);
	lf_position_copy(pos, lf_game_position(game));
	lf_game_free(game);
	if (operands > 0)
		apply_operands(pos, argv + optind, operands, last, &budget,
		    &out);
	else if (pending || last)
		print_position(pos, &out);
	lf_buf_free(&out);
	lf_position_free(pos);
	lf_position_free(held);
	return cli_close_stdout();
}
