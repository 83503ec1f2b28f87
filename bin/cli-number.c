/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* cli-number.c: the numbers of the command line and the environment:
 * whole numbers within bounds, decimals and seconds. */
#include "config.h"

#include <stddef.h>

#include "cli.h"

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
