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
#include <unistd.h>

#include "cli.h"

/* Print the synopsis; it matches the SYNOPSIS of lf-apply(1). */
static void
usage(FILE *fp)
{
	fprintf(fp,
	    "usage: lf-apply [--last] [--file=FILE] [--check-steps=N]\n"
	    "                [--timeout=SECONDS] [FILE ...] [MOVE ...]\n"
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
	    "write each position reached.  An operand in the form of a move "
	    "(e5,\n"
	    "c3-c5-e5) is a MOVE, and every operand after it; one before is "
	    "a FILE.\n"
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
 * (only the last with --last); the first is operand number first + 1,
 * as messages count them. */
static void
apply_operands(struct lf_position *pos, char **moves, int n, int first,
    int last, const struct lf_budget *budget, struct lf_buf *out)
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
			    "argument %d: %.180s", first + i + 1, reason);
			fail(NULL, 0, &err);
		}
		if (lf_move_parse(pos, moves[i], strlen(moves[i]), move,
		    &err) != LF_OK) {
			memcpy(reason, err.message, sizeof reason);
			snprintf(err.message, sizeof err.message,
			    "argument %d, '%.30s': %.180s", first + i + 1,
			    moves[i], reason);
			err.column = 0;
			fail(NULL, 0, &err);
		}
		if (lf_check_move(pos, move, budget, &err) != LF_OK) {
			memcpy(reason, err.message, sizeof reason);
			snprintf(err.message, sizeof err.message,
			    "argument %d: %s move %.30s: %.180s", first + i + 1,
			    err.status == LF_EBUDGET ? "cannot check" :
			    "illegal", moves[i], reason);
			err.column = 0;
			fail(NULL, 0, &err);
		}
		lf_apply_unchecked(pos, move, NULL);
		if (!last)
			print_position(pos, out);
	}
	if (last)
		print_position(pos, out);
	lf_move_free(move);
}

/* Whether an operand has the form of a move: squares of one or two
 * letters (as many as a column of the widest board takes) and a number,
 * joined by '-', blanks around it allowed (lf_move_parse()).  The first
 * such operand starts the MOVE operands; those before it are FILEs. */
static int
move_form(const char *text)
{
	static const char letters[] =
	    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
	size_t column, row;

	text += strspn(text, " \t");
	for (;;) {
		column = strspn(text, letters);
		row = strspn(text + column, "0123456789");
		if (column == 0 || column > 2 || row == 0)
			return 0;
		text += column + row;
		if (*text != '-')
			break;
		text++;
	}
	return text[strspn(text, " \t\r")] == '\0';
}

/* Whether an operand that names no file is a move mistyped rather than a
 * file name: made of the characters of moves (letters, digits, '-' and
 * blanks) with a digit among them, as '1a', 'a1-' or 'a1--c1', so that
 * lf_move_parse() says what is wrong with it. */
static int
mistyped_move(const char *text)
{
	return text[strspn(text, "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789- \t")] == '\0' &&
	    strpbrk(text, "0123456789") != NULL &&
	    access(text, F_OK) != 0 && errno == ENOENT;
}

/* Check, before any input is read, that a FILE operand names a file, or
 * could: a path that does not exist, as 'gmae' or 'c3-c5x', with no '/'
 * in it, may as well be a move mistyped, so the message says both. */
static void
check_file_operand(const char *path, int number)
{
	if (strcmp(path, "-") == 0 || strchr(path, '/') != NULL ||
	    access(path, F_OK) == 0 || errno != ENOENT)
		return;
	cli_die(EXIT_INPUT, "argument %d, '%s': no such file, and not a move "
	    "(such as e5 or c3-c5-e5)", number, path);
}

/* What replaying the stream of every FILE in turn carries from one to
 * the next. */
struct replay {
	struct lf_position *held;   /* a position read that no move followed */
	int pending;                /* whether held is still to be written */
	int last;                   /* --last */
	int moves;                  /* whether MOVE operands follow */
	struct lf_budget *budget;
	struct lf_buf out;
};

/* Replay the stream of one FILE ("-": standard input), writing each
 * position as lf-apply(1) says, and copy the last position it reaches
 * into pos; on invalid input write what was read before and exit. */
static void
replay_file(struct replay *r, const char *path, struct lf_position *pos)
{
	enum lf_game_event event;
	struct lf_game *game;
	struct lf_error err;
	FILE *fp;

	lf_error_clear(&err);
	fp = cli_open(path);
	cli_game_open(fp, &game);
	lf_game_set_budget(game, r->budget);
	for (;;) {
		if (lf_game_next(game, &event, &err) != LF_OK ||
		    out_of_time(r->budget, &err)) {
			/* What was read before the bad line is not lost. */
			if (r->pending && !r->last && !r->moves)
				print_position(r->held, &r->out);
			fail(path, lf_game_line_number(game), &err);
		}
		if (event == LF_GAME_END)
			break;
		/* Comments and a result line change no position. */
		if (r->moves || event == LF_GAME_COMMENT ||
		    event == LF_GAME_RESULT)
			continue;
		if (event == LF_GAME_POSITION) {
			/* A position that no move follows is printed as read,
			 * in canonical form. */
			if (r->pending && !r->last)
				print_position(r->held, &r->out);
			lf_position_copy(r->held, lf_game_position(game));
			r->pending = 1;
			continue;
		}
		r->pending = 0;
		if (!r->last)
			print_position(lf_game_position(game), &r->out);
	}
	if (fp != stdin)
		fclose(fp);
	if (lf_game_position(game) == NULL)
		cli_die(EXIT_INPUT, "%s: no position in the input",
		    strcmp(path, "-") == 0 ? "standard input" : path);
	lf_position_copy(pos, lf_game_position(game));
	lf_game_free(game);
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
	struct lf_position *pos;
	struct lf_budget budget;
	struct replay r;
	const char *file = NULL;
	int ch, i, files, operands;
	double seconds = 0;

	cli_init("lf-apply", argv);
	memset(&r, 0, sizeof r);
	while ((ch = getopt_long(argc, argv, "f:hV", longopts, NULL)) != -1) {
		switch (ch) {
		case 'L':
			r.last = 1;
			break;
		case 'f':
			file = optarg;
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
	for (files = 0; files < operands; files++) {
		if (move_form(argv[optind + files]) ||
		    mistyped_move(argv[optind + files]))
			break;
		check_file_operand(argv[optind + files], files + 1);
	}
	r.moves = operands > files;
	/* The clock of --timeout runs from the start. */
	budget = cli_check;
	if (seconds > 0)
		budget.deadline = deadline = lf_clock() + seconds;
	r.budget = &budget;
	lf_buf_init(&r.out);
	r.held = cli_position();
	pos = cli_position();
	/* --file is read first, then the FILE operands; without either,
	 * standard input. */
	if (file != NULL || files == 0)
		replay_file(&r, file != NULL ? file : "-", pos);
	for (i = 0; i < files; i++)
		replay_file(&r, argv[optind + i], pos);
	if (r.moves)
		apply_operands(pos, argv + optind + files, operands - files,
		    files, r.last, &budget, &r.out);
	else if (r.pending || r.last)
		print_position(pos, &r.out);
	lf_buf_free(&r.out);
	lf_position_free(pos);
	lf_position_free(r.held);
	return cli_close_stdout();
}
