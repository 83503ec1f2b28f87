/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* cli.c: what every lf-* program does alike: its name in messages, the
 * messages and exit statuses, checked writes to standard output, and the
 * FILE operand. */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
