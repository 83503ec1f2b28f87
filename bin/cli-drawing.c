/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* cli-drawing.c: how the programs draw on a terminal: colour when it
 * shows colour and the user did not say no, Unicode under a UTF-8
 * locale. */
#include "config.h"

#include <langinfo.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

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
