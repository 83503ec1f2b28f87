/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* lf-moves: list, count or perft the legal moves of a position
 * (lf-moves(1)). */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define MAX_PERFT_DEPTH 64

/* Print the synopsis; it matches the SYNOPSIS of lf-moves(1). */
static void
usage(FILE *fp)
{
	fprintf(fp,
	    "usage: lf-moves [--count | --long] [FILE]\n"
	    "       lf-moves --perft=DEPTH [--divide] [FILE]\n"
	    "       lf-moves --help | --version\n");
}

/* Write the --help text: the synopsis, what the program is for, and
 * every option with its short form. */
static void
help(void)
{
	usage(stdout);
	fputs("\n"
	    "List the legal moves of the last position of the input, one per line,\n"
	    "or count them, or count the sequences of moves of a depth (perft).\n"
	    "\n"
	    "  -c, --count           write only the number of legal moves\n"
	    "  -l, --long            write what each move captures and its points\n"
	    "      --perft=DEPTH     count the sequences of DEPTH moves, 0 to 64\n"
	    "      --divide          with --perft, the count under each first move\n"
	    "  -h, --help            write this help and exit\n"
	    "  -V, --version         write the version and exit\n"
	    "\nSee lf-moves(1).\n", stdout);
}

/* Append one move, with what it captures and its points under --long. */
static void
format_move(const struct lf_position *pos, const uint16_t *sq, int n,
    int with_captures, struct lf_buf *out)
{
	char name[16];
	int i, len;

	lf_move_format(pos, sq, n, out);
	if (with_captures) {
		lf_buf_puts(out, " captures=");
		for (i = 0; i < (n == 1 ? 1 : n - 1); i++) {
			int cell = n == 1 ? sq[0] : (sq[i] + sq[i + 1]) / 2;
			len = lf_square_name(pos, cell, name, sizeof name);
			if (i > 0)
				lf_buf_add(out, ",", 1);
			lf_buf_add(out, name, (size_t)len);
		}
		lf_buf_printf(out, " points=%ld", lf_move_points(pos, sq, n));
	}
	lf_buf_add(out, "\n", 1);
}

/* Write buf to stdout and empty it; exit on a write error. */
static void
flush_buf(struct lf_buf *out)
{
	if (out->failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	if (cli_write(out->data, out->len) != 0)
		exit(EXIT_SYSTEM);
	lf_buf_reset(out);
}

/* Print every legal move, or each first move and the leaves under it
 * (--divide), or only the totals. */
static void
list_moves(struct lf_position *pos, int with_captures, int divide,
    int depth)
{
	struct lf_move_list list;
	struct lf_error err;
	struct lf_buf out;
	uint64_t total = 0;
	size_t i;

	lf_move_list_init(&list);
	lf_buf_init(&out);
	if (lf_generate(pos, &list, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	for (i = 0; i < list.count; i++) {
		const uint16_t *sq;
		int n = lf_move_list_get(&list, i, &sq);
		if (!divide) {
			format_move(pos, sq, n, with_captures, &out);
		} else {
			struct lf_position after = *pos;
			uint64_t leaves;
			lf_apply_unchecked(&after, sq, n);
			leaves = lf_perft(&after, depth - 1);
			total += leaves;
			lf_move_format(pos, sq, n, &out);
			lf_buf_printf(&out, " %llu\n", (unsigned long long)leaves);
		}
		if (out.len >= 65536)
			flush_buf(&out);
	}
	if (divide)
		lf_buf_printf(&out, "%llu\n", (unsigned long long)total);
	flush_buf(&out);
	lf_buf_free(&out);
	lf_move_list_free(&list);
}

int
main(int argc, char *argv[])
{
	enum { OPT_PERFT = OPT_CLI_LAST, OPT_DIVIDE };
	static const struct option longopts[] = {
		{ "count", no_argument, NULL, 'c' },
		{ "long", no_argument, NULL, 'l' },
		{ "perft", required_argument, NULL, OPT_PERFT },
		{ "divide", no_argument, NULL, OPT_DIVIDE },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	static struct lf_game game;
	int ch, count = 0, with_captures = 0, divide = 0;
	long depth = -1;

	cli_init("lf-moves", argv);
	while ((ch = getopt_long(argc, argv, "clhV", longopts, NULL)) != -1) {
		switch (ch) {
		case 'c':
			count = 1;
			break;
		case 'l':
			with_captures = 1;
			break;
		case OPT_PERFT:
			if (cli_parse_long(optarg, 0, MAX_PERFT_DEPTH, &depth) != 0)
				cli_die(EXIT_USAGE, "invalid --perft '%s' "
				    "(expected a depth from 0 to %d)", optarg,
				    MAX_PERFT_DEPTH);
			break;
		case OPT_DIVIDE:
			divide = 1;
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
	if (argc - optind > 1) {
		cli_warn("too many operands: at most one FILE");
		usage(stderr);
		return EXIT_USAGE;
	}
	if (divide && depth < 1)
		cli_die(EXIT_USAGE, "--divide needs --perft=DEPTH with a depth "
		    "of 1 or more");
	if (depth >= 0 && (count || with_captures))
		cli_die(EXIT_USAGE, "--perft cannot be combined with --count "
		    "or --long");
	if (count && with_captures)
		cli_die(EXIT_USAGE, "--count cannot be combined with --long");
	cli_replay(optind < argc ? argv[optind] : "-", &game);
	if (divide) {
		list_moves(&game.pos, 0, 1, (int)depth);
	} else if (depth >= 0) {
		printf("%llu\n", (unsigned long long)lf_perft(&game.pos, (int)depth));
	} else if (count) {
		printf("%llu\n", (unsigned long long)lf_count_moves(&game.pos));
	} else {
		list_moves(&game.pos, with_captures, 0, 0);
	}
	lf_game_free(&game);
	return cli_close_stdout();
}
