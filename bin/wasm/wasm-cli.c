/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* wasm-cli.c: the page engine's own copy of what bin/cli.c gives the
 * programs, for the code of theirs that the module compiles (lf-bot's
 * choice of a move, the replay of the input, the rule options, and
 * cli-report.c's reports of errors and cli-handle.c's new positions and
 * moves): what they write goes to the request's output, a message becomes
 * the request's answer "error: MESSAGE", standard input is the request's
 * input lines, and an exit ends the request (lfw-engine.js then makes the
 * module's instance anew). */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "lf-wasm.h"
#include "text_int.h"

const char *cli_program = "error";

/* Set the request's error to "error: " and the message, the message shown
 * as the rule for text from outside says (lf_text_clean()). */
static void
put_messagev(const char *fmt, va_list ap)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 0)))
#endif
    ;

static void
put_messagev(const char *fmt, va_list ap)
{
	char text[512];

	vsnprintf(text, sizeof text, fmt, ap);
	lf_text_clean(text);
	lfw_error(text);
}

/* Make the message the request's error. */
void
cli_warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	put_messagev(fmt, ap);
	va_end(ap);
}

/* Make the message the request's error and end the request. */
void
cli_die(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	put_messagev(fmt, ap);
	va_end(ap);
	exit(status);
}

/* Append to the request's output; 0, or EXIT_SYSTEM when memory ran out. */
int
cli_write(const char *data, size_t len)
{
	if (lfw_write(data, len) != 0) {
		cli_warn("out of memory");
		return EXIT_SYSTEM;
	}
	return 0;
}

/* Nothing to flush: the output is the request's answer. */
int
cli_flush(void)
{
	return 0;
}

/* The request's input lines for "-" (the programs' standard input); the
 * module has no files. */
FILE *
cli_open(const char *path)
{
	FILE *fp;

	if (strcmp(path, "-") != 0)
		cli_die(EXIT_SYSTEM, "%s: the page's engine reads no files",
		    path);
	fp = lfw_stdin();
	if (fp == NULL)
		cli_die(EXIT_SYSTEM, "out of memory");
	return fp;
}
