/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* cli.c: helpers shared by the lf-* programs. */
#include "config.h"

#include <errno.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "text_int.h"

const char *cli_program = "lf";

/* The program's name where getopt looks for it (argv[0]), so that its
 * messages name the program as ours do, whatever path started it. */
static char argv0[32];

/* Set once a write error has been reported, so that closing standard
 * output does not report it a second time. */
static int write_error_reported;

/* Remember the program's name for messages, also for getopt's, and let
 * SIGPIPE end the program: a reader that goes away (| head) stops it at
 * once and quietly, as it stops cat(1), even when it was started with
 * SIGPIPE ignored. */
void
cli_init(const char *name, char **argv)
{
	cli_program = name;
	if (argv != NULL && argv[0] != NULL) {
		snprintf(argv0, sizeof argv0, "%s", name);
		argv[0] = argv0;
	}
	signal(SIGPIPE, SIG_DFL);
}

/* End the program as a closed pipe does, quietly, by SIGPIPE: for a write
 * that failed with EPIPE because the signal was ignored or blocked. */
static _Noreturn void
pipe_closed(void)
{
	sigset_t set;

	signal(SIGPIPE, SIG_DFL);
	sigemptyset(&set);
	sigaddset(&set, SIGPIPE);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(SIGPIPE);
	_exit(EXIT_SYSTEM);
}

/* Write "program: " and text on stderr as one line, text shown as the
 * rule for text from outside says (lf_text_clean()), so that no input
 * echoed in a message (a file name, a move, a bot's command) can drive
 * the user's terminal. */
static void
put_message(char *text)
{
	lf_text_clean(text);
	fprintf(stderr, "%s: %s\n", cli_program, text);
}

/* Format a message and put it on stderr. */
static void
put_messagev(const char *fmt, va_list ap)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 0)))
#endif
    ;

static void
put_messagev(const char *fmt, va_list ap)
{
	char small[512], *text = small;
	va_list again;
	int n;

	va_copy(again, ap);
	n = vsnprintf(small, sizeof small, fmt, ap);
	if (n >= (int)sizeof small && (text = malloc((size_t)n + 1)) != NULL)
		vsnprintf(text, (size_t)n + 1, fmt, again);
	va_end(again);
	put_message(text != NULL ? text : small);
	if (text != small)
		free(text);
}

/* Print "program: message" on stderr. */
void
cli_warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	put_messagev(fmt, ap);
	va_end(ap);
}

/* Print "program: message" on stderr and exit with status. */
void
cli_die(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	put_messagev(fmt, ap);
	va_end(ap);
	exit(status);
}

/* Print a library error as "program: FILE: line N, column M: message";
 * file is omitted when NULL or standard input, line when 0. */
void
cli_report(const char *file, long line, const struct lf_error *err)
{
	char where[64];

	if (line > 0 && err->column > 0)
		snprintf(where, sizeof where, "line %ld, column %d: ", line,
		    err->column);
	else if (line > 0)
		snprintf(where, sizeof where, "line %ld: ", line);
	else if (err->column > 0)
		snprintf(where, sizeof where, "column %d: ", err->column);
	else
		where[0] = '\0';
	if (file != NULL && strcmp(file, "-") != 0)
		cli_warn("%s: %s%s", file, where, err->message);
	else
		cli_warn("%s%s", where, err->message);
}

/* The exit status for a library status. */
int
cli_exit_status(enum lf_status st)
{
	switch (st) {
	case LF_OK:
		return 0;
	case LF_EINVAL:
	case LF_ELIMIT:
	case LF_EBUDGET:
		return EXIT_INPUT;
	case LF_ENOMEM:
	case LF_ESYS:
	default:
		return EXIT_SYSTEM;
	}
}

/* Print the --version text. */
void
cli_version(void)
{
	printf("%s (leapfrog) %s\n", cli_program, lf_version());
}

/* Report a failed write to standard output, once, or end quietly when
 * its reader has gone (EPIPE); return EXIT_SYSTEM. */
static int
write_failed(void)
{
	int e = errno;

	if (e == EPIPE)
		pipe_closed();
	if (!write_error_reported)
		cli_warn("write error: %s", e != 0 ? strerror(e) :
		    "output failed");
	write_error_reported = 1;
	return EXIT_SYSTEM;
}

/* Write to standard output; return 0, or report the failure and return
 * EXIT_SYSTEM. */
int
cli_write(const char *data, size_t len)
{
	if (len > 0 && fwrite(data, 1, len, stdout) != len)
		return write_failed();
	return 0;
}

/* Flush standard output, so that a reader down a pipe sees at once what
 * was written; return 0, or report the failure and return EXIT_SYSTEM. */
int
cli_flush(void)
{
	if (fflush(stdout) != 0)
		return write_failed();
	return 0;
}

/* Flush and close standard output, so that a full disk is an error rather
 * than silent truncation; return 0 or EXIT_SYSTEM. */
int
cli_close_stdout(void)
{
	int failed = ferror(stdout);

	if (fflush(stdout) != 0)
		failed = 1;
	if (fclose(stdout) != 0)
		failed = 1;
	return failed ? write_failed() : 0;
}

/* The one FILE operand of a filter after getopt_long(): "-" (standard
 * input) when there is none.  More than one is a usage error: the reason
 * and the usage on stderr, and exit EXIT_USAGE. */
const char *
cli_file_operand(int argc, char **argv, void (*usage)(FILE *))
{
	if (argc - optind > 1) {
		cli_warn("too many operands: at most one FILE");
		usage(stderr);
		exit(EXIT_USAGE);
	}
	return optind < argc ? argv[optind] : "-";
}

/* Open a file operand for reading; "-" is standard input.  Exits with
 * EXIT_SYSTEM when it cannot be opened. */
FILE *
cli_open(const char *path)
{
	FILE *fp;

	if (strcmp(path, "-") == 0)
		return stdin;
	fp = fopen(path, "r");
	if (fp == NULL)
		cli_die(EXIT_SYSTEM, "%s: %s", path, strerror(errno));
	return fp;
}

/* Parse a whole decimal number in [min, max] (max >= 0); return 0 on
 * success. */
int
cli_parse_long(const char *text, long min, long max, long *out)
{
	long v = 0;
	const char *p = text;

	if (*p == '\0')
		return -1;
	for (; *p; p++) {
		if (*p < '0' || *p > '9')
			return -1;
		/* v * 10 + digit <= max, without overflow: v <= max / 10
		 * bounds v * 10 by max (a division of max - digit would
		 * round a negative quotient up to 0). */
		if (v > max / 10 || v * 10 > max - (*p - '0'))
			return -1;
		v = v * 10 + (*p - '0');
	}
	if (v < min)
		return -1;
	*out = v;
	return 0;
}

/* Parse a positive decimal number of seconds ("2", "0.5", ".25") no
 * greater than CLI_MAX_SECONDS, whatever the locale; return 0 on
 * success. */
int
cli_parse_seconds(const char *text, double *out)
{
	double v;

	if (cli_parse_decimal(text, CLI_MAX_SECONDS, &v) != 0 || v <= 0)
		return -1;
	*out = v;
	return 0;
}

/* Parse a decimal number with an optional fraction ("81234.567", ".5")
 * no greater than max, whatever the locale; return 0 on success. */
int
cli_parse_decimal(const char *text, double max, double *out)
{
	double v = 0, scale = 1;
	int digits = 0, point = 0;
	const char *p;

	for (p = text; *p != '\0'; p++) {
		if (*p == '.' && !point) {
			point = 1;
			continue;
		}
		if (*p < '0' || *p > '9')
			return -1;
		digits++;
		if (point) {
			scale /= 10;
			v += (*p - '0') * scale;
		} else {
			v = v * 10 + (*p - '0');
			if (v > max)
				return -1;
		}
	}
	if (digits == 0)
		return -1;
	*out = v;
	return 0;
}

/* The seconds of an option such as --time=SECONDS, or exit with a usage
 * error that names the option. */
double
cli_seconds_option(const char *option, const char *arg)
{
	double seconds = 0;

	if (cli_parse_seconds(arg, &seconds) != 0)
		cli_die(EXIT_USAGE, "invalid --%s '%s' (expected seconds, a "
		    "decimal number greater than 0, such as 0.5)", option, arg);
	return seconds;
}

/* Whether the terminal on fd shows colour, unless the user said no: fd is
 * a terminal whose TERM is set and not "dumb", and NO_COLOR is unset or
 * empty (https://no-color.org). */
int
cli_colour_auto(int fd)
{
	const char *no_colour = getenv("NO_COLOR");
	const char *term = getenv("TERM");

	return isatty(fd) && (no_colour == NULL || no_colour[0] == '\0') &&
	    term != NULL && term[0] != '\0' && strcmp(term, "dumb") != 0;
}

/* Decide whether to use colour on standard output from
 * --color=auto|always|never (NULL is auto); return 0, or -1 for an
 * unknown value. */
int
cli_parse_colour(const char *arg, int *colour)
{
	if (arg == NULL || strcmp(arg, "auto") == 0)
		*colour = cli_colour_auto(STDOUT_FILENO);
	else if (strcmp(arg, "always") == 0)
		*colour = 1;
	else if (strcmp(arg, "never") == 0)
		*colour = 0;
	else
		return -1;
	return 0;
}

/* Whether the user's locale (LC_ALL, LC_CTYPE, LANG) writes UTF-8, so
 * that Unicode drawings can be shown.  The program's own locale stays
 * "C", so that parsing does not depend on the user's. */
int
cli_utf8_locale(void)
{
	const char *codeset;
	int utf8 = 0;

	if (setlocale(LC_CTYPE, "") != NULL) {
		codeset = nl_langinfo(CODESET);
		utf8 = codeset != NULL && (strcmp(codeset, "UTF-8") == 0 ||
		    strcmp(codeset, "utf8") == 0);
	}
	setlocale(LC_CTYPE, "C");
	return utf8;
}

/* Choose how text drawings look: with colour, Unicode under a UTF-8
 * locale unless ascii is set; without colour, plain ASCII, the same on
 * every terminal and in every file; no square marked. */
void
cli_drawing(int colour, int ascii, struct lf_render_options *opt)
{
	memset(opt, 0, sizeof *opt);
	opt->colour = colour;
	opt->format = colour && !ascii && cli_utf8_locale() ?
	    LF_RENDER_UNICODE : LF_RENDER_TEXT;
}

/* Write the lines of --help that describe the rule options, which the
 * programs that make or referee a game share (lf-new(1), lf-play(1)). */
void
cli_rule_options_help(FILE *fp)
{
	fputs("      --variant=NAME    traditional (the default), murray, "
	    "froglet or capture\n"
	    "      --size=N|WxH      N x N or W x H cells, 1 to 64 "
	    "(default 15; froglet 12)\n"
	    "      --shape=FILE      the board's shape, drawn in FILE "
	    "('-': standard input)\n"
	    "      --players=N       2 (the default) to 16 players\n"
	    "      --seed=N          the seed of the random placement of "
	    "the pieces\n"
	    "      --jumps=RULE      orth, diag8 or hex: the directions of "
	    "a jump\n"
	    "      --chain=RULE      free, continue or most: going on "
	    "after a jump\n"
	    "      --opening=RULE    each, first or none: who opens with "
	    "a removal\n"
	    "      --removal=RULE    any or low: which pieces an opening "
	    "removal may take\n", fp);
}

/* Start with every rule option unset. */
void
cli_game_init(struct cli_game *g)
{
	memset(g, 0, sizeof *g);
	g->variant = LF_TRADITIONAL;
	g->players = 2;
	g->jumps = g->chain = g->opening = g->removal = -1;
}

/* Parse a --size argument, N or WxH. */
static int
parse_size(const char *arg, int *w, int *h)
{
	char first[32];
	const char *x = strchr(arg, 'x');
	long a, b;

	if (x == NULL)
		x = strchr(arg, 'X');
	if (x == NULL) {
		if (cli_parse_long(arg, 1, 1000000, &a) != 0)
			return -1;
		*w = *h = (int)a;
		return 0;
	}
	if ((size_t)(x - arg) >= sizeof first)
		return -1;
	memcpy(first, arg, (size_t)(x - arg));
	first[x - arg] = '\0';
	if (cli_parse_long(first, 1, 1000000, &a) != 0 ||
	    cli_parse_long(x + 1, 1, 1000000, &b) != 0)
		return -1;
	*w = (int)a;
	*h = (int)b;
	return 0;
}

/* Handle one rule option; return 1 if opt was one, 0 if not.  Exits with
 * EXIT_USAGE on a bad value. */
int
cli_game_option(struct cli_game *g, int opt, const char *arg)
{
	size_t len = arg ? strlen(arg) : 0;
	struct lf_error err;
	enum lf_jumps j;
	enum lf_chain c;
	enum lf_opening o;
	enum lf_removal r;

	switch (opt) {
	case OPT_VARIANT:
		if (lf_variant_parse(arg, len, &g->variant, &err) != LF_OK)
			cli_die(EXIT_USAGE, "--variant: %s", err.message);
		g->variant_set = 1;
		return 1;
	case OPT_SIZE:
		if (parse_size(arg, &g->width, &g->height) != 0)
			cli_die(EXIT_USAGE, "invalid --size '%s' (expected N "
			    "or WxH, positive numbers)", arg);
		return 1;
	case OPT_PLAYERS:
		if (cli_parse_long(arg, 0, 1000000000L, &g->players) != 0)
			cli_die(EXIT_USAGE, "invalid --players '%s' (expected "
			    "a number from %d to %d)", arg, LF_MIN_PLAYERS,
			    LF_MAX_PLAYERS);
		if (g->players < LF_MIN_PLAYERS || g->players > LF_MAX_PLAYERS)
			cli_die(EXIT_USAGE, "--players=%s is out of range (%d "
			    "to %d)", arg, LF_MIN_PLAYERS, LF_MAX_PLAYERS);
		return 1;
	case OPT_SEED: {
		const char *p = arg;
		unsigned long long v = 0;
		if (*p == '\0')
			cli_die(EXIT_USAGE, "invalid --seed '' (expected a "
			    "number from 0 to 18446744073709551615)");
		for (; *p; p++) {
			if (*p < '0' || *p > '9' ||
			    v > (18446744073709551615ULL - (unsigned)(*p - '0')) / 10)
				cli_die(EXIT_USAGE, "invalid --seed '%s' "
				    "(expected a number from 0 to "
				    "18446744073709551615)", arg);
			v = v * 10 + (unsigned)(*p - '0');
		}
		g->seed = v;
		g->have_seed = 1;
		return 1;
	}
	case OPT_JUMPS:
		if (lf_jumps_parse(arg, len, &j, &err) != LF_OK)
			cli_die(EXIT_USAGE, "--jumps: %s", err.message);
		g->jumps = (int)j;
		return 1;
	case OPT_CHAIN:
		if (lf_chain_parse(arg, len, &c, &err) != LF_OK)
			cli_die(EXIT_USAGE, "--chain: %s", err.message);
		g->chain = (int)c;
		return 1;
	case OPT_OPENING:
		if (lf_opening_parse(arg, len, &o, &err) != LF_OK)
			cli_die(EXIT_USAGE, "--opening: %s", err.message);
		g->opening = (int)o;
		return 1;
	case OPT_REMOVAL:
		if (lf_removal_parse(arg, len, &r, &err) != LF_OK)
			cli_die(EXIT_USAGE, "--removal: %s", err.message);
		g->removal = (int)r;
		return 1;
	case OPT_SHAPE:
		g->shape_file = arg;
		return 1;
	default:
		return 0;
	}
}

/* Report a fault in a shape file at a line and column (column 0: none)
 * and exit with EXIT_USAGE. */
static _Noreturn void
shape_fail(const char *path, long line, int column, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static _Noreturn void
shape_fail(const char *path, long line, int column, const char *fmt, ...)
{
	struct lf_error err;
	va_list ap;

	lf_error_clear(&err);
	err.column = column;
	va_start(ap, fmt);
	vsnprintf(err.message, sizeof err.message, fmt, ap);
	va_end(ap);
	cli_report(path, line, &err);
	exit(EXIT_USAGE);
}

/* Whether c may stand for a place of a shape (lf-new(1)). */
static int
is_shape_char(char c)
{
	return c == '#' || c == '.' || c == 'o' || c == 'O' || c == 'x' ||
	    c == 'X' || (c >= '1' && c <= '9');
}

/* Read a shape file into one string of rows joined by '/', checking each
 * line as it is read so that a fault names its line and column.  Blank
 * lines are skipped; spaces, tabs and a trailing CR are dropped. */
static char *
read_shape(const char *path)
{
	FILE *fp = cli_open(path);
	struct lf_stream *s;
	struct lf_error err;
	struct lf_buf rows;
	enum lf_line_kind kind;
	const char *line;
	long first_line = 0, number;
	int height = 0, width = 0, cells, column;
	size_t i, len;

	lf_error_clear(&err);
	if (lf_stream_new(&s, fp, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	lf_buf_init(&rows);
	for (;;) {
		if (lf_stream_next(s, &kind, &err) != LF_OK) {
			cli_report(path, lf_stream_line_number(s), &err);
			exit(err.status == LF_ESYS || err.status == LF_ENOMEM ?
			    EXIT_SYSTEM : EXIT_USAGE);
		}
		if (kind == LF_LINE_END)
			break;
		line = lf_stream_line(s, &len);
		number = lf_stream_line_number(s);
		cells = 0;
		for (i = 0; i < len; i++) {
			char c = line[i];
			column = (int)i + 1;
			if (c == ' ' || c == '\t')
				continue;
			if (!is_shape_char(c)) {
				unsigned char b = (unsigned char)c;
				char shown[8];
				if (b > 0x20 && b < 0x7f)
					snprintf(shown, sizeof shown, "'%c'", b);
				else
					snprintf(shown, sizeof shown, "0x%02x", b);
				shape_fail(path, number, column,
				    "unexpected %s in the shape (a place is "
				    "'o', '.', '#' or a digit 1-9)", shown);
			}
			if (cells == 0 && height == LF_MAX_HEIGHT)
				shape_fail(path, number, column,
				    "the shape has more than %d rows",
				    LF_MAX_HEIGHT);
			if (cells == LF_MAX_WIDTH)
				shape_fail(path, number, column,
				    "the row is longer than %d cells",
				    LF_MAX_WIDTH);
			if (height > 0 && cells == width)
				shape_fail(path, number, column,
				    "the row is longer than the first row "
				    "(line %ld, %d cells)", first_line, width);
			if (cells == 0 && height > 0)
				lf_buf_add(&rows, "/", 1);
			lf_buf_add(&rows, &c, 1);
			cells++;
		}
		if (cells == 0)
			continue;
		if (height == 0) {
			width = cells;
			first_line = number;
		} else if (cells < width)
			shape_fail(path, number, (int)len + 1,
			    "the row has %d cell%s, the first row (line %ld) "
			    "has %d", cells, cells == 1 ? "" : "s", first_line,
			    width);
		height++;
	}
	lf_stream_free(s);
	if (fp != stdin)
		fclose(fp);
	if (rows.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	if (rows.len == 0)
		cli_die(EXIT_USAGE, "%s: the shape has no rows",
		    strcmp(path, "-") == 0 ? "standard input" : path);
	return rows.data;
}

/* Turn the rule options into lf_new_game() options: the variant's defaults
 * with the overrides applied.  *shape_out receives a string to free. */
int
cli_game_make(struct cli_game *g, struct lf_new_options *opt,
    char **shape_out)
{
	lf_new_options_default(g->variant, opt, NULL);
	opt->rules.players = (int)g->players;
	if (g->jumps >= 0)
		opt->rules.jumps = (enum lf_jumps)g->jumps;
	if (g->chain >= 0)
		opt->rules.chain = (enum lf_chain)g->chain;
	if (g->opening >= 0)
		opt->rules.opening = (enum lf_opening)g->opening;
	if (g->removal >= 0)
		opt->rules.removal = (enum lf_removal)g->removal;
	if (g->shape_file != NULL && g->width != 0)
		cli_die(EXIT_USAGE, "--size and --shape cannot be used together");
	opt->width = g->width;
	opt->height = g->height;
	*shape_out = NULL;
	if (g->shape_file != NULL) {
		*shape_out = read_shape(g->shape_file);
		opt->shape = *shape_out;
	}
	if (!g->have_seed) {
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		g->seed = ((unsigned long long)ts.tv_sec * 1000000007ULL) ^
		    ((unsigned long long)ts.tv_nsec << 20) ^
		    (unsigned long long)getpid();
		/* Keep picked seeds short enough to retype. */
		g->seed %= 1000000000000ULL;
	}
	opt->seed = g->seed;
	return 0;
}

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

/* A new position for the caller to fill (lf_position_new()); exits when
 * memory runs out. */
struct lf_position *
cli_position(void)
{
	struct lf_position *pos;
	struct lf_error err;

	lf_error_clear(&err);
	if (lf_position_new(&pos, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	return pos;
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
