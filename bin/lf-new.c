/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* lf-new: write the starting position of a game (lf-new(1)). */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* Print the synopsis; it matches the SYNOPSIS of lf-new(1). */
static void
usage(FILE *fp)
{
	fprintf(fp,
	    "usage: lf-new [--variant=NAME] [--size=N|WxH] [--shape=FILE] "
	    "[--players=N]\n"
	    "              [--seed=N] [--jumps=orth|diag8|hex] "
	    "[--chain=free|continue|most]\n"
	    "              [--opening=each|first|none] [--removal=any|low]\n"
	    "       lf-new --help | --version\n");
}

/* Write the --help text: the synopsis, what the program is for, and
 * every option with its short form. */
static void
help(void)
{
	usage(stdout);
	fputs("\n"
	    "Make the starting position of a Leap Frog game and write it as a\n"
	    "position line.\n"
	    "\n", stdout);
	cli_rule_options_help(stdout);
	fputs(
	    "  -h, --help            write this help and exit\n"
	    "  -V, --version         write the version and exit\n"
	    "\nSee lf-new(1).\n", stdout);
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		CLI_RULE_OPTIONS,
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct cli_game game;
	struct lf_new_options opt;
	struct lf_position *pos;
	struct lf_error err;
	struct lf_buf out;
	char *shape;
	int ch, status;

	cli_init("lf-new", argv);
	cli_game_init(&game);
	while ((ch = getopt_long(argc, argv, "hV", longopts, NULL)) != -1) {
		if (cli_game_option(&game, ch, optarg))
			continue;
		switch (ch) {
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
	if (optind < argc) {
		cli_warn("unexpected operand '%s'", argv[optind]);
		usage(stderr);
		return EXIT_USAGE;
	}
	cli_game_make(&game, &opt, &shape);
	pos = cli_position();
	lf_error_clear(&err);
	if (lf_new_game(&opt, pos, &err) != LF_OK) {
		if (game.shape_file != NULL &&
		    strncmp(err.message, "shape", 5) == 0)
			cli_die(EXIT_USAGE, "%s: %s", game.shape_file,
			    err.message);
		cli_die(EXIT_USAGE, "%s", err.message);
	}
	free(shape);
	lf_buf_init(&out);
	if (!game.have_seed && (opt.rules.variant == LF_MURRAY ||
	    opt.rules.variant == LF_FROGLET))
		lf_buf_printf(&out, "# seed=%llu\n", game.seed);
	if (lf_position_format(pos, &out, NULL) != LF_OK ||
	    lf_buf_add(&out, "\n", 1) != LF_OK)
		cli_die(EXIT_SYSTEM, "out of memory");
	status = cli_write(out.data, out.len);
	lf_buf_free(&out);
	lf_position_free(pos);
	if (status != 0) {
		cli_close_stdout();
		return status;
	}
	return cli_close_stdout();
}
