/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* lf-render: draw the positions of a stream as text, as Unicode with
 * colours on a terminal, or as an SVG document (lf-render(1)). */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* What the command line asked for, and the position kept for --last. */
struct render_state {
	struct lf_render_options options;
	int last_only;              /* draw only the last position */
	int drawn;                  /* positions written so far */
	int have_last;
	struct lf_position last;
	struct lf_buf out;
};

/* Print the synopsis; it matches the SYNOPSIS of lf-render(1). */
static void
usage(FILE *fp)
{
	fprintf(fp,
	    "usage: lf-render [--format=text|svg] [--color=auto|always|never] "
	    "[--ascii]\n"
	    "                 [--last] [file ...]\n"
	    "       lf-render --help | --version\n");
}

/* Write the --help text: the synopsis, what the program is for, and
 * every option with its short form. */
static void
help(void)
{
	usage(stdout);
	fputs("\n"
	    "Draw the positions of a stream of position lines as text, in "
	    "colour on\n"
	    "a terminal, or as an SVG document.\n"
	    "\n"
	    "      --format=FORMAT   text (the default) or svg (the last "
	    "position)\n"
	    "      --color=WHEN      auto (the default: on a terminal that "
	    "shows\n"
	    "                        colour, without NO_COLOR), always or "
	    "never\n"
	    "      --ascii           keep to ASCII in colour too (the default\n"
	    "                        outside a UTF-8 locale)\n"
	    "      --last            draw only the last position\n"
	    "  -h, --help            write this help and exit\n"
	    "  -V, --version         write the version and exit\n"
	    "\nSee lf-render(1).\n", stdout);
}

/* Draw one position and write it out at once, so that everything drawn
 * before a later error in the stream stays drawn and whole.  Exits with
 * EXIT_SYSTEM when memory or the output fails. */
static void
draw(struct render_state *st, const struct lf_position *pos)
{
	struct lf_error err;

	lf_buf_reset(&st->out);
	if (st->drawn > 0)
		lf_buf_add(&st->out, "\n", 1);
	if (lf_render(pos, &st->options, &st->out, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	if (cli_write(st->out.data, st->out.len) != 0 || cli_flush() != 0)
		exit(EXIT_SYSTEM);
	st->drawn++;
}

/* Read one stream: draw each position line (or keep it for --last), skip
 * move lines, comments and blank lines, and check that a result line is
 * well formed.  Exits on invalid input or a read error, after reporting
 * its file, line and column. */
static void
render_stream(struct render_state *st, const char *path)
{
	static struct lf_position pos;
	FILE *fp = cli_open(path);
	struct lf_stream *s;
	struct lf_ending ending;
	struct lf_error err;
	enum lf_line_kind kind;
	enum lf_status status;
	const char *line;
	size_t len;

	lf_error_clear(&err);
	if (lf_stream_new(&s, fp, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	for (;;) {
		if (lf_stream_next(s, &kind, &err) != LF_OK) {
			cli_report(path, err.status == LF_ESYS ? 0 :
			    lf_stream_line_number(s), &err);
			exit(cli_exit_status(err.status));
		}
		if (kind == LF_LINE_END)
			break;
		if (kind != LF_LINE_POSITION && kind != LF_LINE_RESULT)
			continue;
		line = lf_stream_line(s, &len);
		if (kind == LF_LINE_RESULT)
			status = lf_ending_parse(line, len, &ending, &err);
		else
			status = lf_position_parse(line, len, &pos, &err);
		if (status != LF_OK) {
			cli_report(path, lf_stream_line_number(s), &err);
			exit(cli_exit_status(err.status));
		}
		if (kind == LF_LINE_RESULT)
			continue;
		if (st->last_only) {
			st->last = pos;
			st->have_last = 1;
		} else
			draw(st, &pos);
	}
	lf_stream_free(s);
	if (fp != stdin)
		fclose(fp);
}

int
main(int argc, char *argv[])
{
	enum { OPT_FORMAT = OPT_CLI_LAST, OPT_COLOR, OPT_ASCII, OPT_LAST };
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "color", required_argument, NULL, OPT_COLOR },
		{ "ascii", no_argument, NULL, OPT_ASCII },
		{ "last", no_argument, NULL, OPT_LAST },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	static struct render_state st;
	const char *colour_arg = NULL;
	int ch, svg = 0, ascii = 0, colour, i;

	cli_init("lf-render", argv);
	while ((ch = getopt_long(argc, argv, "hV", longopts, NULL)) != -1) {
		switch (ch) {
		case OPT_FORMAT:
			if (strcmp(optarg, "svg") == 0)
				svg = 1;
			else if (strcmp(optarg, "text") == 0)
				svg = 0;
			else
				cli_die(EXIT_USAGE, "unknown --format '%s' "
				    "(expected text or svg)", optarg);
			break;
		case OPT_COLOR:
			if (cli_parse_colour(optarg, &colour) != 0)
				cli_die(EXIT_USAGE, "unknown --color '%s' "
				    "(expected auto, always or never)", optarg);
			colour_arg = optarg;
			break;
		case OPT_ASCII:
			ascii = 1;
			break;
		case OPT_LAST:
			st.last_only = 1;
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
	/* Decide on colour once every option is read (the last --color
	 * wins; without one, a terminal, TERM and NO_COLOR decide), and on
	 * Unicode from the locale and --ascii. */
	cli_parse_colour(colour_arg, &colour);
	cli_drawing(colour, ascii, &st.options);
	if (svg) {
		st.options.format = LF_RENDER_SVG;
		st.last_only = 1;
	}
	lf_buf_init(&st.out);

	if (optind == argc)
		render_stream(&st, "-");
	for (i = optind; i < argc; i++)
		render_stream(&st, argv[i]);
	if (st.last_only) {
		if (!st.have_last)
			cli_die(EXIT_INPUT, "no position to draw in the input");
		draw(&st, &st.last);
	}
	lf_buf_free(&st.out);
	return cli_close_stdout();
}
