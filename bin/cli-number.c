/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* cli-number.c: the numbers of the command line and the environment:
 * whole numbers within bounds, decimals and seconds. */
#include "config.h"

#include <string.h>

#include "cli.h"
#include "number_int.h"

/* Parse a whole decimal number in [min, max] (max >= 0) with the
 * library's parser (lf_number_long()); return 0 on success. */
int
cli_parse_long(const char *text, long min, long max, long *out)
{
	return lf_number_long(text, strlen(text), min, max, out, NULL) ==
	    LF_OK ? 0 : -1;
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
 * no greater than max, whatever the locale, with the library's parser
 * (lf_number_decimal()); return 0 on success. */
int
cli_parse_decimal(const char *text, double max, double *out)
{
	return lf_number_decimal(text, strlen(text), max, out, NULL) ==
	    LF_OK ? 0 : -1;
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
