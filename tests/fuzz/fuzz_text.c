/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* fuzz_text.c: the properties of text that the programs write from what
 * they read: it follows the rule for text from outside (leapfrog(5):
 * no control character, bidirectional control or byte that is no UTF-8),
 * and what is meant as JSON is one valid JSON value (RFC 8259). */
#include "config.h"

#include <string.h>

#include "fuzz.h"
#include "text_int.h"

/* Check that len bytes of text hold only what the rule shows, and the
 * control bytes in allowed (line ends of a table, say). */
void
fuzz_check_text(const char *text, size_t len, const char *allowed)
{
	size_t i = 0;
	int shown;

	while (i < len) {
		size_t n = lf_text_next(text + i, len - i, &shown);
		FUZZ_ASSERT(shown || (text[i] != '\0' &&
		    strchr(allowed, text[i]) != NULL));
		i += n;
	}
}

/* A JSON reader's place: the text left, and how deep it is. */
struct json {
	const char *p, *end;
	int depth;
};

/* Skip JSON whitespace. */
static void
json_blank(struct json *j)
{
	while (j->p < j->end && (*j->p == ' ' || *j->p == '\t' ||
	    *j->p == '\n' || *j->p == '\r'))
		j->p++;
}

/* Take word (true, false, null) if it comes next. */
static int
json_word(struct json *j, const char *word)
{
	size_t n = strlen(word);

	if ((size_t)(j->end - j->p) < n || memcmp(j->p, word, n) != 0)
		return 0;
	j->p += n;
	return 1;
}

/* Take the digits that come next; return how many. */
static size_t
json_digits(struct json *j)
{
	const char *start = j->p;

	while (j->p < j->end && *j->p >= '0' && *j->p <= '9')
		j->p++;
	return (size_t)(j->p - start);
}

/* Take a number: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)? */
static int
json_number(struct json *j)
{
	if (j->p < j->end && *j->p == '-')
		j->p++;
	if (j->p < j->end && *j->p == '0')
		j->p++;
	else if (json_digits(j) == 0)
		return 0;
	if (j->p < j->end && *j->p == '.') {
		j->p++;
		if (json_digits(j) == 0)
			return 0;
	}
	if (j->p < j->end && (*j->p == 'e' || *j->p == 'E')) {
		j->p++;
		if (j->p < j->end && (*j->p == '+' || *j->p == '-'))
			j->p++;
		if (json_digits(j) == 0)
			return 0;
	}
	return 1;
}

/* Take a \uXXXX escape after its backslash and u; the character it
 * stands for must be one the rule shows. */
static int
json_escape(struct json *j)
{
	unsigned cp = 0;
	char utf8[3];
	int k, shown;

	for (k = 0; k < 4; k++, j->p++) {
		if (j->p == j->end)
			return 0;
		if (*j->p >= '0' && *j->p <= '9')
			cp = cp * 16 + (unsigned)(*j->p - '0');
		else if (*j->p >= 'a' && *j->p <= 'f')
			cp = cp * 16 + (unsigned)(*j->p - 'a' + 10);
		else if (*j->p >= 'A' && *j->p <= 'F')
			cp = cp * 16 + (unsigned)(*j->p - 'A' + 10);
		else
			return 0;
	}
	if (cp < 0x80) {
		utf8[0] = (char)cp;
		return lf_text_next(utf8, 1, &shown) && shown;
	}
	if (cp < 0x800) {
		utf8[0] = (char)(0xc0 | cp >> 6);
		utf8[1] = (char)(0x80 | (cp & 0x3f));
		return lf_text_next(utf8, 2, &shown) && shown;
	}
	utf8[0] = (char)(0xe0 | cp >> 12);
	utf8[1] = (char)(0x80 | (cp >> 6 & 0x3f));
	utf8[2] = (char)(0x80 | (cp & 0x3f));
	/* A surrogate is no character (and the writers write none). */
	return lf_text_next(utf8, 3, &shown) == 3 && shown;
}

/* Take a string; what it holds must be valid UTF-8 that the rule shows,
 * raw or escaped. */
static int
json_string(struct json *j)
{
	size_t n;
	int shown;

	if (j->p == j->end || *j->p != '"')
		return 0;
	j->p++;
	while (j->p < j->end) {
		if (*j->p == '"') {
			j->p++;
			return 1;
		}
		if (*j->p == '\\') {
			if (++j->p == j->end)
				return 0;
			if (*j->p == 'u') {
				j->p++;
				if (!json_escape(j))
					return 0;
				continue;
			}
			if (strchr("\"\\/bfnrt", *j->p) == NULL ||
			    *j->p == '\0')
				return 0;
			j->p++;
			continue;
		}
		n = lf_text_next(j->p, (size_t)(j->end - j->p), &shown);
		if (!shown)
			return 0;
		j->p += n;
	}
	return 0;
}

static int json_value(struct json *j);

/* Take the members of an object or the elements of an array, after its
 * opening bracket, up to its closing one. */
static int
json_members(struct json *j, char close, int object)
{
	if (++j->depth > 64)
		return 0;
	json_blank(j);
	if (j->p < j->end && *j->p == close) {
		j->p++;
		j->depth--;
		return 1;
	}
	for (;;) {
		if (object) {
			json_blank(j);
			if (!json_string(j))
				return 0;
			json_blank(j);
			if (j->p == j->end || *j->p != ':')
				return 0;
			j->p++;
		}
		if (!json_value(j))
			return 0;
		if (j->p < j->end && *j->p == ',') {
			j->p++;
			continue;
		}
		if (j->p < j->end && *j->p == close) {
			j->p++;
			j->depth--;
			return 1;
		}
		return 0;
	}
}

/* Take a value with the whitespace around it. */
static int
json_value(struct json *j)
{
	int ok;

	json_blank(j);
	if (j->p == j->end)
		return 0;
	if (*j->p == '{') {
		j->p++;
		ok = json_members(j, '}', 1);
	} else if (*j->p == '[') {
		j->p++;
		ok = json_members(j, ']', 0);
	} else if (*j->p == '"')
		ok = json_string(j);
	else if (*j->p == '-' || (*j->p >= '0' && *j->p <= '9'))
		ok = json_number(j);
	else
		ok = json_word(j, "true") || json_word(j, "false") ||
		    json_word(j, "null");
	json_blank(j);
	return ok;
}

/* Check that len bytes of text are one JSON value and nothing else, its
 * strings valid UTF-8 that the rule shows. */
void
fuzz_check_json(const char *text, size_t len)
{
	struct json j = { text, text + len, 0 };

	FUZZ_ASSERT(json_value(&j));
	FUZZ_ASSERT(j.p == j.end);
}
