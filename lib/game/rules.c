/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* rules.c: the variants of RULES.md, their default rules and colours, and
 * the names of every rule option. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "leapfrog.h"
#include "position_handle_int.h"

static const char *const variant_names[] = {
	"traditional", "murray", "froglet", "capture"
};
static const char *const jumps_names[] = { "orth", "diag8", "hex" };
static const char *const chain_names[] = { "free", "continue", "most" };
static const char *const opening_names[] = { "each", "first", "none" };
static const char *const removal_names[] = { "any", "low" };

/* Look a name of len bytes up in a table; return its index or -1. */
static int
name_lookup(const char *const *table, int count, const char *name, size_t len)
{
	int i;

	for (i = 0; i < count; i++)
		if (strlen(table[i]) == len && memcmp(table[i], name, len) == 0)
			return i;
	return -1;
}

/* The name of a variant as the position line and --variant spell it. */
const char *
lf_variant_name(enum lf_variant v)
{
	return (unsigned)v < LF_VARIANT_COUNT ? variant_names[v] : "?";
}

/* The name of a jump rule. */
const char *
lf_jumps_name(enum lf_jumps j)
{
	return (unsigned)j < LF_JUMPS_COUNT ? jumps_names[j] : "?";
}

/* The name of a chain rule. */
const char *
lf_chain_name(enum lf_chain c)
{
	return (unsigned)c < LF_CHAIN_COUNT ? chain_names[c] : "?";
}

/* The name of an opening rule. */
const char *
lf_opening_name(enum lf_opening o)
{
	return (unsigned)o < LF_OPENING_COUNT ? opening_names[o] : "?";
}

/* The name of a removal rule. */
const char *
lf_removal_name(enum lf_removal r)
{
	return (unsigned)r < LF_REMOVAL_COUNT ? removal_names[r] : "?";
}

/* Look name up in a table of count names, exactly, and put its index in
 * *out; else say what was wrong and what the table accepts, so that the
 * position reader and the programs' options give the same message. */
static enum lf_status
name_parse(const char *const *table, int count, const char *name, size_t len,
    int *out, struct lf_error *err)
{
	char expected[64];
	size_t n = 0;
	int i;

	if (name == NULL)
		len = 0;
	i = name_lookup(table, count, name != NULL ? name : "", len);
	if (i >= 0) {
		*out = i;
		return LF_OK;
	}
	expected[0] = '\0';
	for (i = 0; i < count; i++)
		n += (size_t)snprintf(expected + n, sizeof expected - n, "%s%s",
		    i == 0 ? "" : i == count - 1 ? " or " : ", ", table[i]);
	return lf_error_set(err, LF_EINVAL, 1,
	    "unknown value '%.*s%s' (expected %s)", (int)(len > 20 ? 20 : len),
	    name != NULL ? name : "", len > 20 ? "..." : "", expected);
}

/* Parse a variant name as the position line and --variant spell it. */
enum lf_status
lf_variant_parse(const char *name, size_t len, enum lf_variant *out,
    struct lf_error *err)
{
	int i;
	enum lf_status st = name_parse(variant_names, LF_VARIANT_COUNT, name,
	    len, &i, err);

	if (st == LF_OK)
		*out = (enum lf_variant)i;
	return st;
}

/* Parse the name of a jump rule. */
enum lf_status
lf_jumps_parse(const char *name, size_t len, enum lf_jumps *out,
    struct lf_error *err)
{
	int i;
	enum lf_status st = name_parse(jumps_names, LF_JUMPS_COUNT, name, len,
	    &i, err);

	if (st == LF_OK)
		*out = (enum lf_jumps)i;
	return st;
}

/* Parse the name of a chain rule. */
enum lf_status
lf_chain_parse(const char *name, size_t len, enum lf_chain *out,
    struct lf_error *err)
{
	int i;
	enum lf_status st = name_parse(chain_names, LF_CHAIN_COUNT, name, len,
	    &i, err);

	if (st == LF_OK)
		*out = (enum lf_chain)i;
	return st;
}

/* Parse the name of an opening rule. */
enum lf_status
lf_opening_parse(const char *name, size_t len, enum lf_opening *out,
    struct lf_error *err)
{
	int i;
	enum lf_status st = name_parse(opening_names, LF_OPENING_COUNT, name,
	    len, &i, err);

	if (st == LF_OK)
		*out = (enum lf_opening)i;
	return st;
}

/* Parse the name of a removal rule. */
enum lf_status
lf_removal_parse(const char *name, size_t len, enum lf_removal *out,
    struct lf_error *err)
{
	int i;
	enum lf_status st = name_parse(removal_names, LF_REMOVAL_COUNT, name,
	    len, &i, err);

	if (st == LF_OK)
		*out = (enum lf_removal)i;
	return st;
}

/* Refuse a value that is no variant, for the functions that take one. */
static enum lf_status
variant_check(enum lf_variant v, struct lf_error *err)
{
	if ((unsigned)v >= LF_VARIANT_COUNT)
		return lf_error_set(err, LF_EINVAL, 0, "unknown variant %d "
		    "(expected 0 to %d)", (int)v, LF_VARIANT_COUNT - 1);
	return LF_OK;
}

/* Fill rules with a variant's defaults from the table in RULES.md. */
enum lf_status
lf_rules_default(enum lf_variant v, struct lf_rules *rules,
    struct lf_error *err)
{
	enum lf_status st = variant_check(v, err);

	if (st != LF_OK)
		return st;
	rules->variant = v;
	rules->players = 2;
	rules->jumps = LF_JUMPS_ORTH;
	rules->chain = LF_CHAIN_FREE;
	rules->opening = LF_OPENING_EACH;
	rules->removal = LF_REMOVAL_ANY;
	switch (v) {
	case LF_MURRAY:
		rules->removal = LF_REMOVAL_LOW;
		break;
	case LF_FROGLET:
		rules->opening = LF_OPENING_FIRST;
		rules->removal = LF_REMOVAL_LOW;
		break;
	case LF_CAPTURE:
		rules->jumps = LF_JUMPS_HEX;
		rules->opening = LF_OPENING_NONE;
		break;
	case LF_TRADITIONAL:
	default:
		break;
	}
	return LF_OK;
}

/* A variant's default board size: the side of a square board, or for
 * capture the side of its hexagon. */
enum lf_status
lf_default_size(enum lf_variant v, int *size, struct lf_error *err)
{
	enum lf_status st = variant_check(v, err);

	if (st != LF_OK)
		return st;
	switch (v) {
	case LF_FROGLET:
		*size = 12;
		break;
	case LF_CAPTURE:
		*size = 5;
		break;
	case LF_TRADITIONAL:
	case LF_MURRAY:
	default:
		*size = 15;
		break;
	}
	return LF_OK;
}

/* The colour a variant gives pieces of a value, or NULL if it names none. */
const char *
lf_colour_name(enum lf_variant v, int value)
{
	static const char *const murray[] = {
		NULL, "white", "yellow", "red", "green"
	};
	static const char *const froglet[] = {
		NULL, "green", "yellow", "red", "blue"
	};

	switch (v) {
	case LF_MURRAY:
		return value >= 1 && value <= 4 ? murray[value] : NULL;
	case LF_FROGLET:
		return value >= 1 && value <= 4 ? froglet[value] : NULL;
	case LF_TRADITIONAL:
	case LF_CAPTURE:
	default:
		return value == 1 ? "white" : NULL;
	}
}

/* How many opening removals a game under these rules begins with. */
int
lf_opening_removals(const struct lf_rules *rules)
{
	switch (rules->opening) {
	case LF_OPENING_EACH:
		return rules->players;
	case LF_OPENING_FIRST:
		return 1;
	case LF_OPENING_NONE:
	default:
		return 0;
	}
}

/* Whether the player to move must make a removal rather than a jump: the
 * phase follows from the opening rule and the ply (leapfrog(5)). */
int
lf_in_opening(const struct lf_position *pos)
{
	return pos->ply < lf_opening_removals(&pos->rules);
}
