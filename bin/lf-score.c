/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* lf-score: the scores, ranking and outcome of a position (lf-score(1)). */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "score-report.h"

/* Print the synopsis; it matches the SYNOPSIS of lf-score(1). */
static void
usage(FILE *fp)
{
	fprintf(fp,
	    "usage: lf-score [--format=plain|table] [--check-steps=N] [FILE]\n"
	    "       lf-score --help | --version\n");
}

/* Write the --help text: the synopsis, what the program is for, and
 * every option with its short form. */
static void
help(void)
{
	usage(stdout);
	fputs("\n"
	    "Write each player's points and rank, and whether the game is over "
	    "and\n"
	    "who won, for the last position of the input.\n"
	    "\n"
	    "  -f, --format=FORMAT   table: aligned under a heading (the "
	    "default on a\n"
	    "                        terminal); plain: one line per player, "
	    "PLAYER POINTS\n"
	    "                        RANK (the default off a terminal, for "
	    "scripts)\n"
	    CLI_CHECK_HELP
	    "  -h, --help            write this help and exit\n"
	    "  -V, --version         write the version and exit\n"
	    "\nSee lf-score(1).\n", stdout);
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		CLI_CHECK_OPTION,
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct lf_game *game;
	struct lf_buf out;
	int ch, table = -1, status;

	cli_init("lf-score", argv);
	while ((ch = getopt_long(argc, argv, "f:hV", longopts, NULL)) != -1) {
		switch (ch) {
		case 'f':
			if (strcmp(optarg, "plain") == 0)
				table = 0;
			else if (strcmp(optarg, "table") == 0)
				table = 1;
			else
				cli_die(EXIT_USAGE, "unknown --format '%s' "
				    "(expected plain or table)", optarg);
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
	/* Words for a person, bare numbers for a script (as ls(1) lays
	 * out its names in columns on a terminal only). */
	if (table < 0)
		table = isatty(STDOUT_FILENO);
	game = cli_replay(cli_file_operand(argc, argv, usage));
	lf_buf_init(&out);
	score_report(game, table, &out);
	if (out.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	status = cli_write(out.data, out.len);
	lf_buf_free(&out);
	lf_game_free(game);
	if (cli_close_stdout() != 0)
		status = EXIT_SYSTEM;
	return status;
}
