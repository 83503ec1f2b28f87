/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* number.c: the one parser of decimal numbers, for the lines the library
 * reads and the options and variables the programs read: whole numbers
 * within bounds, and numbers with a fraction (seconds).  Locale-free and
 * strict: digits and at most one point, no sign, no space, no exponent;
 * a fault names its column (1 for the first byte) and what was wrong. */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "leapfrog.h"
#include "number_int.h"
#include "text_int.h"

#define SHOWN 20 /* the bytes of a number quoted in a message, at most */

/* The number of decimal digits text starts with, for a caller that reads
 * a number inside a longer text. */
size_t
lf_number_digits(const char *text, size_t len)
{
	size_t i = 0;

	while (i < len && text[i] >= '0' && text[i] <= '9')
		i++;
	return i;
}

/* Report the byte at text[i], which no number may hold, in err. */
static enum lf_status
not_a_digit(const char *text, size_t i, const char *how, struct lf_error *err)
{
	char b[8];

	return lf_error_set(err, LF_EINVAL, (int)i + 1, "%s is not a digit "
	    "(numbers are written in decimal, %s)",
	    lf_text_byte((unsigned char)text[i], b), how);
}

/* Parse text[0, len) as a whole decimal number in [min, max]: digits
 * only, leading zeros allowed.  A number beyond LF_MAX_NUMBER that is out
 * of range is LF_ELIMIT, any other fault LF_EINVAL. */
enum lf_status
lf_number_u64(const char *text, size_t len, uint64_t min, uint64_t max,
    uint64_t *out, struct lf_error *err)
{
	uint64_t v = 0;
	unsigned d;
	int huge = 0;
	size_t i;

	if (len == 0)
		return lf_error_set(err, LF_EINVAL, 1, "empty number");
	for (i = 0; i < len; i++) {
		d = (unsigned)((unsigned char)text[i] - '0');
		if (d > 9)
			return not_a_digit(text, i, "with no sign", err);
		/* Past UINT64_MAX the value no longer matters, only that it
		 * is out of range. */
		if (huge || v > (UINT64_MAX - d) / 10)
			huge = 1;
		else
			v = v * 10 + d;
	}
	if (huge || v < min || v > max)
		return lf_error_set(err, huge || v > (uint64_t)LF_MAX_NUMBER ?
		    LF_ELIMIT : LF_EINVAL, 1,
		    "%.*s%s is out of range (%llu to %llu)",
		    (int)(len > SHOWN ? SHOWN : len), text,
		    len > SHOWN ? "..." : "", (unsigned long long)min,
		    (unsigned long long)max);
	*out = v;
	return LF_OK;
}

/* lf_number_u64() for a long in [min, max], where 0 <= min <= max. */
enum lf_status
lf_number_long(const char *text, size_t len, long min, long max, long *out,
    struct lf_error *err)
{
	uint64_t v;
	enum lf_status st;

	st = lf_number_u64(text, len, (uint64_t)(min < 0 ? 0 : min),
	    (uint64_t)(max < 0 ? 0 : max), &v, err);
	if (st == LF_OK)
		*out = (long)v;
	return st;
}

/* Check that text[0, len) is a decimal number with an optional fraction
 * ("10", "0.5", ".25", "3."): digits, at most one point, one digit at
 * least. */
static enum lf_status
check_decimal(const char *text, size_t len, struct lf_error *err)
{
	size_t i, digits = 0;
	int point = 0;

	for (i = 0; i < len; i++) {
		if (text[i] == '.' && !point)
			point = 1;
		else if (text[i] >= '0' && text[i] <= '9')
			digits++;
		else
			return not_a_digit(text, i, "such as 0.5", err);
	}
	if (digits == 0)
		return lf_error_set(err, LF_EINVAL, 1, len == 0 ?
		    "empty number" : "a number needs a digit");
	return LF_OK;
}

/* Parse a decimal number with an optional fraction in units of
 * 10^-places ("0.5" with places 3 is 500), the digits beyond those
 * places dropped, in [min, max] units. */
enum lf_status
lf_number_fixed(const char *text, size_t len, int places, uint64_t min,
    uint64_t max, uint64_t *out, struct lf_error *err)
{
	uint64_t v = 0, unit = 1;
	enum lf_status st;
	size_t i;
	int k, point = 0, left = places, huge = 0;
	unsigned d;

	if ((st = check_decimal(text, len, err)) != LF_OK)
		return st;
	for (i = 0; i < len; i++) {
		if (text[i] == '.') {
			point = 1;
			continue;
		}
		if (point && left == 0)
			continue;
		if (point)
			left--;
		d = (unsigned)(text[i] - '0');
		if (huge || v > (UINT64_MAX - d) / 10)
			huge = 1;
		else
			v = v * 10 + d;
	}
	for (; left > 0 && !huge; left--)
		if (v > UINT64_MAX / 10)
			huge = 1;
		else
			v *= 10;
	if (huge || v < min || v > max) {
		for (k = 0; k < places; k++)
			unit *= 10;
		return lf_error_set(err, LF_EINVAL, 1, "%.*s%s is out of "
		    "range (%llu.%0*llu to %llu.%0*llu)",
		    (int)(len > SHOWN ? SHOWN : len), text,
		    len > SHOWN ? "..." : "", (unsigned long long)(min / unit),
		    places, (unsigned long long)(min % unit),
		    (unsigned long long)(max / unit), places,
		    (unsigned long long)(max % unit));
	}
	*out = v;
	return LF_OK;
}

/* Parse a decimal number with an optional fraction, no greater than max,
 * into a double. */
enum lf_status
lf_number_decimal(const char *text, size_t len, double max, double *out,
    struct lf_error *err)
{
	double v = 0, scale = 1;
	enum lf_status st;
	int point = 0;
	size_t i;

	if ((st = check_decimal(text, len, err)) != LF_OK)
		return st;
	for (i = 0; i < len; i++) {
		if (text[i] == '.') {
			point = 1;
			continue;
		}
		if (point) {
			scale /= 10;
			v += (text[i] - '0') * scale;
		} else {
			v = v * 10 + (text[i] - '0');
			if (v > max)
				return lf_error_set(err, LF_EINVAL, 1,
				    "%.*s%s is out of range (at most %g)",
				    (int)(len > SHOWN ? SHOWN : len), text,
				    len > SHOWN ? "..." : "", max);
		}
	}
	*out = v;
	return LF_OK;
}
