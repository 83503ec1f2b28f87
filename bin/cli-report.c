/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* cli-report.c: a library error as the programs report it, and the exit
 * status it is worth: apart from cli.c, so that the page's engine
 * (bin/wasm/), which has its own cli_warn(), reports errors alike. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"

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
