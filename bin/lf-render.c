/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* lf-render: replay a stream of game records and positions and draw where
 * each game ends (or every position, or the one after N moves) as text,
 * as Unicode with colours on a terminal, or as an SVG document, the move
 * that led to it marked (lf-render(1)). */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* Which positions of each game are drawn. */
enum show { SHOW_END, SHOW_PLY, SHOW_ALL };

/* A position to draw, with what led to it: the move and the position it
 * was played in, and the game's result line when the position ends it. */
struct frame {
	int set;
	struct lf_position *pos, *before;
	struct lf_move *move;
	int have_move;
	struct lf_ending ending;
	int have_ending;
};

/* What the command line asked for, the game being read, the frame
 * waiting to be drawn, and with --last the drawings of the last game. */
struct render_state {
	struct lf_render_options options;
	enum show show;
	long ply;                   /* with SHOW_PLY */
	int last_only;              /* draw only the last game's */
	int drawn;                  /* drawings written (or held) so far */
	long moves;                 /* moves of the current game read */
	long game_line;             /* the line of its position */
	struct lf_position *prev;   /* the position before the next move */
	struct frame pending;       /* the frame to draw when it is known */
	struct lf_buf out;
	struct lf_buf held;         /* with last_only: the game's drawings */
	struct lf_viewer *viewer;   /* --format=html: the games for it */
	struct lf_viewer *header;   /* with last_only: the comment lines since
	                             * the last move or result, which a next
	                             * game takes as its header */
	int after_result;           /* the last event was a result line */
};

/* Print the synopsis; it matches the SYNOPSIS of lf-render(1). */
static void
usage(FILE *fp)
{
	fprintf(fp,
	    "usage: lf-render [--format=text|svg|html] "
	    "[--color=auto|always|never] [--ascii]\n"
	    "                 [--last] [--all | --ply=N] [--play] "
	    "[--check-steps=N]\n"
	    "                 [file ...]\n"
	    "       lf-render --help | --version\n");
}

/* Write the --help text: the synopsis, what the program is for, and
 * every option with its short form. */
static void
help(void)
{
	usage(stdout);
	fputs("\n"
	    "Replay a stream of game records and position lines and draw "
	    "where each\n"
	    "game ends, as text, in colour on a terminal, or as an SVG "
	    "document; the\n"
	    "move that led to a position is marked.  Or write a web page "
	    "that replays\n"
	    "the games move by move.\n"
	    "\n"
	    "      --format=FORMAT   text (the default), svg (one position: "
	    "the last\n"
	    "                        game's) or html (a page that replays "
	    "them all)\n"
	    "      --color=WHEN      auto (the default: on a terminal that "
	    "shows\n"
	    "                        colour, without NO_COLOR), always or "
	    "never\n"
	    "      --ascii           keep to ASCII in colour too (the default\n"
	    "                        outside a UTF-8 locale)\n"
	    "      --last            draw only the last game\n"
	    "      --all             draw every position of each game\n"
	    "      --ply=N           draw each game's position after N moves\n"
	    "      --play            html: open the page playing on from the "
	    "first\n"
	    "                        game's last position (as its address "
	    "#play)\n"
	    CLI_CHECK_HELP
	    "  -h, --help            write this help and exit\n"
	    "  -V, --version         write the version and exit\n"
	    "\nSee lf-render(1).\n", stdout);
}

/* Draw one frame and write it out at once, so that everything drawn
 * before a later error in the stream stays drawn and whole; with --last,
 * hold it with the other drawings of its game instead.  Exits with
 * EXIT_SYSTEM when memory or the output fails. */
static void
draw(struct render_state *st, const struct frame *f)
{
	struct lf_render_options opt = st->options;
	struct lf_buf *to = st->last_only ? &st->held : &st->out;
	struct lf_error err;

	opt.move = f->have_move ? f->move : NULL;
	opt.before = f->have_move ? f->before : NULL;
	opt.ending = f->have_ending ? &f->ending : NULL;
	if (!st->last_only)
		lf_buf_reset(to);
	if (st->drawn > 0)
		lf_buf_add(to, "\n", 1);
	if (lf_render(f->pos, &opt, to, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	st->drawn++;
	if (!st->last_only && (cli_write(to->data, to->len) != 0 ||
	    cli_flush() != 0))
		exit(EXIT_SYSTEM);
}

/* The pending frame is known: draw it. */
static void
flush_pending(struct render_state *st)
{
	if (!st->pending.set)
		return;
	draw(st, &st->pending);
	st->pending.set = 0;
}

/* Make the position the game has reached the pending frame. */
static void
hold(struct render_state *st, const struct lf_game *g, int moved)
{
	struct frame *f = &st->pending;

	f->set = 1;
	lf_position_copy(f->pos, lf_game_position(g));
	f->have_move = moved;
	if (moved) {
		lf_position_copy(f->before, st->prev);
		if (lf_move_set(f->move, lf_move_squares(lf_game_move(g)),
		    lf_move_length(lf_game_move(g)), NULL) != LF_OK)
			cli_die(EXIT_SYSTEM, "out of memory");
	}
	f->have_ending = 0;
}

/* A game ends (a position line starts the next, more set, or the
 * stream ends): under --ply it must have reached the ply asked for; its
 * last frame is drawn, but with --last only the last game's is, so a
 * game that another follows is forgotten. */
static void
end_game(struct render_state *st, const char *path, long line, int more)
{
	struct lf_error err;

	if (st->game_line > 0 && st->show == SHOW_PLY && st->moves < st->ply) {
		lf_error_set(&err, LF_EINVAL, 0, "the game of line %ld has %ld "
		    "move%s, not the %ld of --ply", st->game_line, st->moves,
		    st->moves == 1 ? "" : "s", st->ply);
		cli_report(path, line, &err);
		exit(EXIT_INPUT);
	}
	if (st->last_only && more) {
		st->pending.set = 0;
		lf_buf_reset(&st->held);
		st->drawn = 0;
	} else
		flush_pending(st);
}

/* Take in one event of the game reader: start a game, a move played, a
 * result line; each decides which frame is drawn, when. */
static void
take_event(struct render_state *st, const struct lf_game *g,
    enum lf_game_event event, const char *path)
{
	switch (event) {
	case LF_GAME_POSITION:
		end_game(st, path, lf_game_line_number(g), 1);
		st->moves = 0;
		st->game_line = lf_game_line_number(g);
		if (st->show != SHOW_PLY || st->ply == 0)
			hold(st, g, 0);
		break;
	case LF_GAME_MOVE:
		st->moves++;
		if (st->show != SHOW_PLY || st->moves == st->ply)
			hold(st, g, 1);
		break;
	case LF_GAME_RESULT:
		/* The result line tells how the game ended, so it goes with
		 * its last position; under --all, which drew that position
		 * at once, a game that ended otherwise than by the rules (a
		 * forfeit, a resignation) has it drawn again to say so. */
		if (st->show == SHOW_ALL &&
		    lf_game_ending(g)->end != LF_END_OVER)
			st->pending.set = 1;
		if (st->pending.set && (st->show != SHOW_PLY ||
		    st->moves == st->ply)) {
			st->pending.ending = *lf_game_ending(g);
			st->pending.have_ending = 1;
		}
		break;
	default:
		break;
	}
	/* Every position is drawn as soon as it is read under --all, so
	 * that a game can be followed as it is played. */
	if (st->show == SHOW_ALL)
		flush_pending(st);
	lf_position_copy(st->prev, lf_game_position(g));
}

/* --format=html: hand one event of the game reader to the viewer; with
 * --last, a new game replaces the games before it, and keeps its header
 * (the comment lines before its position).  Exits on failure. */
static void
take_viewer_event(struct render_state *st, const struct lf_game *g,
    enum lf_game_event event)
{
	struct lf_error err;
	const char *line = lf_game_line(g, NULL);
	int comment, to_header;

	lf_error_clear(&err);
	/* A comment is the next game's header, but not the "# result:"
	 * words just after a result line, which are its game's
	 * (lf_viewer_add_comment()). */
	line += strspn(line, " \t");
	line += *line == '#';
	line += *line == ' ';
	comment = event == LF_GAME_COMMENT || event == LF_GAME_HEADER;
	to_header = st->last_only && comment &&
	    !(st->after_result && strncmp(line, "result:", 7) == 0);
	st->after_result = event == LF_GAME_RESULT;
	if (st->last_only && event == LF_GAME_POSITION) {
		lf_viewer_free(st->viewer);
		st->viewer = st->header;
		st->header = NULL;
	} else if (st->last_only && !comment) {
		lf_viewer_free(st->header);
		st->header = NULL;
	}
	if ((st->viewer == NULL && lf_viewer_new(&st->viewer, &err) != LF_OK) ||
	    (to_header && st->header == NULL &&
	    lf_viewer_new(&st->header, &err) != LF_OK))
		cli_die(EXIT_SYSTEM, "%s", err.message);
	if (event == LF_GAME_POSITION)
		st->drawn++;
	if (lf_viewer_add_event(st->viewer, g, event, &err) != LF_OK ||
	    (to_header && lf_viewer_add_event(st->header, g, event, &err) !=
	    LF_OK))
		cli_die(cli_exit_status(err.status), "%s", err.message);
}

/* Replay one stream and draw what it asks.  On invalid input or a read
 * error, the position reached is drawn first (unless --last holds it
 * back), then the error is reported with its file, line and column, and
 * the program exits. */
static void
render_stream(struct render_state *st, const char *path)
{
	FILE *fp = cli_open(path);
	struct lf_game *g;
	enum lf_game_event event;
	struct lf_error err;

	lf_error_clear(&err);
	cli_game_open(fp, &g);
	lf_game_set_comments(g, st->viewer != NULL);
	st->game_line = 0;
	for (;;) {
		if (lf_game_next(g, &event, &err) != LF_OK) {
			if (!st->last_only && st->viewer == NULL)
				flush_pending(st);
			cli_check_note(&err);
			cli_report(path, err.status == LF_ESYS ? 0 :
			    lf_game_line_number(g), &err);
			exit(cli_exit_status(err.status));
		}
		if (event == LF_GAME_END)
			break;
		if (st->viewer != NULL)
			take_viewer_event(st, g, event);
		else
			take_event(st, g, event, path);
	}
	end_game(st, path, lf_game_line_number(g), 0);
	lf_game_free(g);
	if (fp != stdin)
		fclose(fp);
}

int
main(int argc, char *argv[])
{
	enum {
		OPT_FORMAT = OPT_CLI_LAST, OPT_COLOR, OPT_ASCII, OPT_LAST,
		OPT_ALL, OPT_PLY, OPT_PLAY
	};
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "color", required_argument, NULL, OPT_COLOR },
		{ "ascii", no_argument, NULL, OPT_ASCII },
		{ "last", no_argument, NULL, OPT_LAST },
		{ "all", no_argument, NULL, OPT_ALL },
		{ "ply", required_argument, NULL, OPT_PLY },
		{ "play", no_argument, NULL, OPT_PLAY },
		CLI_CHECK_OPTION,
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	static struct render_state st;
	struct lf_error err;
	const char *colour_arg = NULL;
	int ch, svg = 0, html = 0, ascii = 0, play = 0, colour, i;

	cli_init("lf-render", argv);
	while ((ch = getopt_long(argc, argv, "hV", longopts, NULL)) != -1) {
		switch (ch) {
		case OPT_FORMAT:
			svg = strcmp(optarg, "svg") == 0;
			html = strcmp(optarg, "html") == 0;
			if (!svg && !html && strcmp(optarg, "text") != 0)
				cli_die(EXIT_USAGE, "unknown --format '%s' "
				    "(expected text, svg or html)", optarg);
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
		case OPT_ALL:
			st.show = SHOW_ALL;
			break;
		case OPT_PLY:
			if (cli_parse_long(optarg, 0, LF_MAX_NUMBER,
			    &st.ply) != 0)
				cli_die(EXIT_USAGE, "invalid --ply '%s' "
				    "(expected a number of moves, 0 or more)",
				    optarg);
			st.show = SHOW_PLY;
			break;
		case OPT_PLAY:
			play = 1;
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
	if (svg && st.show == SHOW_ALL)
		cli_die(EXIT_USAGE, "--all draws many positions, and an SVG "
		    "document holds one: use --ply=N to choose it");
	if (play && !html)
		cli_die(EXIT_USAGE, "--play needs --format=html: it opens the "
		    "page playing");
	if (html && st.show != SHOW_END)
		cli_die(EXIT_USAGE, "--%s does not go with --format=html, "
		    "whose "
		    "page shows every position (open it at #ply=N)",
		    st.show == SHOW_ALL ? "all" : "ply");
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
	lf_buf_init(&st.held);
	lf_error_clear(&err);
	if (html && lf_viewer_new(&st.viewer, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	if (play && lf_viewer_set_play(st.viewer, 1, &err) != LF_OK)
		cli_die(EXIT_USAGE, "--play: %s", err.message);
	if (lf_move_new(&st.pending.move, NULL) != LF_OK)
		cli_die(EXIT_SYSTEM, "out of memory");
	st.pending.pos = cli_position();
	st.pending.before = cli_position();
	st.prev = cli_position();

	if (optind == argc)
		render_stream(&st, "-");
	for (i = optind; i < argc; i++)
		render_stream(&st, argv[i]);
	if (html) {
		if (st.drawn == 0)
			cli_die(EXIT_INPUT, "no game to show in the input");
		if (lf_viewer_write(st.viewer, &st.out, &err) != LF_OK)
			cli_die(EXIT_SYSTEM, "%s", err.message);
		if (cli_write(st.out.data, st.out.len) != 0)
			exit(EXIT_SYSTEM);
		lf_viewer_free(st.viewer);
		lf_viewer_free(st.header);
	} else if (st.last_only) {
		if (st.drawn == 0)
			cli_die(EXIT_INPUT, "no position to draw in the input");
		if (st.held.failed)
			cli_die(EXIT_SYSTEM, "out of memory");
		if (cli_write(st.held.data, st.held.len) != 0)
			exit(EXIT_SYSTEM);
	}
	lf_move_free(st.pending.move);
	lf_position_free(st.pending.pos);
	lf_position_free(st.pending.before);
	lf_position_free(st.prev);
	lf_buf_free(&st.out);
	lf_buf_free(&st.held);
	return cli_close_stdout();
}
