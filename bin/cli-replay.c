/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* cli-replay.c: reading the input's game stream, each move checked
 * within --check-steps, and replaying it to its last position. */
#include "config.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* The budget of checking a move, set by --check-steps. */
struct lf_budget cli_check = { LF_CHECK_STEPS, 0, 0 };

/* Take --check-steps=N, or exit with a usage error that names it. */
void
cli_check_option(const char *arg)
{
	long steps;

	if (cli_parse_long(arg, 0, LONG_MAX, &steps) != 0)
		cli_die(EXIT_USAGE, "invalid --check-steps '%s' (expected a "
		    "number of steps, or 0 for no bound)", arg);
	cli_check.nodes = (uint64_t)steps;
}

/* Name --check-steps, which raises the bound, in the message of a move
 * whose check ran out of it. */
void
cli_check_note(struct lf_error *err)
{
	size_t len = strlen(err->message);

	if (err->status == LF_EBUDGET)
		snprintf(err->message + len, sizeof err->message - len,
		    " (--check-steps=%llu)",
		    (unsigned long long)cli_check.nodes);
}

/* Make *g a reader of the game stream in fp that checks each move within
 * --check-steps; exits when memory runs out.  (The reader is the
 * caller's variable, which a leak checker sees at an exit on an error.) */
void
cli_game_open(FILE *fp, struct lf_game **g)
{
	struct lf_error err;

	lf_error_clear(&err);
	if (lf_game_new(g, fp, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	lf_game_set_budget(*g, &cli_check);
}

/* Replay the game stream in path ("-" for standard input) to its end and
 * return the reader, whose lf_game_position() is then the last position
 * and lf_game_ending() how the game ended, if it says; on invalid input
 * report the line and column and exit EXIT_INPUT (EXIT_SYSTEM for I/O
 * errors). */
struct lf_game *
cli_replay(const char *path)
{
	return cli_replay_bounded(path, &cli_check);
}

/* cli_replay(), checking each move within budget, whose steps are
 * --check-steps' and whose deadline is the caller's. */
struct lf_game *
cli_replay_bounded(const char *path, const struct lf_budget *budget)
{
	FILE *fp = cli_open(path);
	enum lf_game_event event;
	struct lf_error err;
	struct lf_game *g;

	lf_error_clear(&err);
	cli_game_open(fp, &g);
	lf_game_set_budget(g, budget);
	do {
		if (lf_game_next(g, &event, &err) != LF_OK) {
			if (budget->deadline == 0 ||
			    lf_clock() < budget->deadline)
				cli_check_note(&err);
			cli_report(path, lf_game_line_number(g), &err);
			exit(cli_exit_status(err.status));
		}
	} while (event != LF_GAME_END);
	if (fp != stdin)
		fclose(fp);
	if (lf_game_position(g) == NULL)
		cli_die(EXIT_INPUT, "%s: no position in the input",
		    strcmp(path, "-") == 0 ? "standard input" : path);
	return g;
}
