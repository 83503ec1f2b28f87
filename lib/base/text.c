/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/*
 * text.c: the one rule for text that comes from outside (a bot's command,
 * reply or comment, the comment lines of a record, a file name) wherever
 * it is shown or written: in a message on a terminal, a game record, a
 * results table, CSV, JSON or the replay viewer's page (leapfrog(5),
 * "Text from outside").  Printable UTF-8 is kept; each C0 control byte,
 * DEL, C1 control (U+0080-U+009F), line or paragraph separator (U+2028,
 * U+2029), bidirectional control (U+061C, U+200E, U+200F, U+202A-U+202E,
 * U+2066-U+2069) and each byte that does not start a valid UTF-8
 * sequence becomes one '?', so that no such text can drive a terminal,
 * break a line of a record or reorder what a reader sees.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "leapfrog.h"
#include "text_int.h"

/* The length of the valid UTF-8 sequence of two or more bytes at s, of
 * len bytes, with its code point in *cp; 0 when there is none there
 * (overlong forms and surrogates are not valid, RFC 3629). */
static size_t
utf8_sequence(const unsigned char *s, size_t len, uint32_t *cp)
{
	size_t n, k;
	uint32_t v, min;

	if (s[0] >= 0xc2 && s[0] <= 0xdf) {
		n = 2;
		v = s[0] & 0x1f;
		min = 0x80;
	} else if (s[0] >= 0xe0 && s[0] <= 0xef) {
		n = 3;
		v = s[0] & 0x0f;
		min = 0x800;
	} else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		n = 4;
		v = s[0] & 0x07;
		min = 0x10000;
	} else
		return 0;
	if (len < n)
		return 0;
	for (k = 1; k < n; k++) {
		if ((s[k] & 0xc0) != 0x80)
			return 0;
		v = v << 6 | (s[k] & 0x3f);
	}
	if (v < min || v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff))
		return 0;
	*cp = v;
	return n;
}

/* The number of bytes of the character that starts text, of len bytes
 * (len > 0), and in *shown whether the rule keeps it (1) or makes it one
 * '?' (0); a byte that starts no valid sequence is a character of one
 * byte here. */
size_t
lf_text_next(const char *text, size_t len, int *shown)
{
	const unsigned char *s = (const unsigned char *)text;
	uint32_t cp;
	size_t n;

	if (s[0] < 0x80) {
		*shown = s[0] >= 0x20 && s[0] != 0x7f;
		return 1;
	}
	if ((n = utf8_sequence(s, len, &cp)) == 0) {
		*shown = 0;
		return 1;
	}
	*shown = cp > 0x9f && cp != 0x061c && cp != 0x200e && cp != 0x200f &&
	    !(cp >= 0x2028 && cp <= 0x202e) && !(cp >= 0x2066 && cp <= 0x2069);
	return n;
}

/* Append len bytes of text as the rule shows them; past max bytes of
 * text, cut it between two characters and append "..." instead of the
 * rest. */
enum lf_status
lf_text_add(struct lf_buf *out, const char *text, size_t len, size_t max)
{
	size_t i = 0, n;
	int shown;

	while (i < len) {
		n = lf_text_next(text + i, len - i, &shown);
		if (i + n > max)
			return lf_buf_puts(out, "...");
		lf_buf_add(out, shown ? text + i : "?", shown ? n : 1);
		i += n;
	}
	return out->failed ? LF_ENOMEM : LF_OK;
}

/* Append len bytes of text as a JSON string (RFC 8259) that is safe
 * inside an HTML script element too: the text shown as the rule for text
 * from outside says (control characters and bytes that are no UTF-8
 * made '?'), then quotes and backslashes escaped, and the
 * characters of markup (< > &) too. */
enum lf_status
lf_buf_json(struct lf_buf *out, const char *text, size_t len)
{
	size_t i = 0, n;
	int shown;

	lf_buf_add(out, "\"", 1);
	while (i < len) {
		n = lf_text_next(text + i, len - i, &shown);
		if (!shown)
			lf_buf_add(out, "?", 1);
		else if (text[i] == '"' || text[i] == '\\')
			lf_buf_printf(out, "\\%c", text[i]);
		else if (text[i] == '<' || text[i] == '>' || text[i] == '&')
			lf_buf_printf(out, "\\u%04x", text[i]);
		else
			lf_buf_add(out, text + i, n);
		i += n;
	}
	return lf_buf_add(out, "\"", 1);
}

/* Apply the rule to a string in place (it never grows) and return its
 * new length. */
size_t
lf_text_clean(char *text)
{
	size_t len = strlen(text), i = 0, j = 0, n;
	int shown;

	while (i < len) {
		n = lf_text_next(text + i, len - i, &shown);
		if (shown)
			memmove(text + j, text + i, n);
		else
			text[j] = '?';
		j += shown ? n : 1;
		i += n;
	}
	text[j] = '\0';
	return j;
}

/* A printable rendering of a byte for an error message: the character
 * in quotes, or its code in hexadecimal ("'x'", "0x09"). */
const char *
lf_text_byte(unsigned char c, char out[8])
{
	if (c >= 0x21 && c < 0x7f)
		snprintf(out, 8, "'%c'", c);
	else
		snprintf(out, 8, "0x%02x", c);
	return out;
}
