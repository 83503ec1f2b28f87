/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* rules.c: the variants of RULES.md, their default rules and colours, and
 * the names of every rule option. */
#include "config.h"

#include <string.h>

#include "leapfrog.h"

static const char *const variant_names[] = { "traditional", "murray", "froglet", "capture" };
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

/* Parse a variant name; return 0 on success, -1 if unknown. */
int
lf_variant_parse(const char *name, size_t len, enum lf_variant *v)
{
	int i = name_lookup(variant_names, LF_VARIANT_COUNT, name, len);

	if (i >= 0)
		*v = (enum lf_variant)i;
	return i >= 0 ? 0 : -1;
}

/* Parse a jump rule name; return 0 on success, -1 if unknown. */
int
lf_jumps_parse(const char *name, size_t len, enum lf_jumps *j)
{
	int i = name_lookup(jumps_names, LF_JUMPS_COUNT, name, len);

	if (i >= 0)
		*j = (enum lf_jumps)i;
	return i >= 0 ? 0 : -1;
}

/* Parse a chain rule name; return 0 on success, -1 if unknown. */
int
lf_chain_parse(const char *name, size_t len, enum lf_chain *c)
{
	int i = name_lookup(chain_names, LF_CHAIN_COUNT, name, len);

	if (i >= 0)
		*c = (enum lf_chain)i;
	return i >= 0 ? 0 : -1;
}

/* Parse an opening rule name; return 0 on success, -1 if unknown. */
int
lf_opening_parse(const char *name, size_t len, enum lf_opening *o)
{
	int i = name_lookup(opening_names, LF_OPENING_COUNT, name, len);

	if (i >= 0)
		*o = (enum lf_opening)i;
	return i >= 0 ? 0 : -1;
}

/* Parse a removal rule name; return 0 on success, -1 if unknown. */
int
lf_removal_parse(const char *name, size_t len, enum lf_removal *r)
{
	int i = name_lookup(removal_names, LF_REMOVAL_COUNT, name, len);

	if (i >= 0)
		*r = (enum lf_removal)i;
	return i >= 0 ? 0 : -1;
}

/* Fill rules with a variant's defaults from the table in RULES.md. */
void
lf_rules_default(enum lf_variant v, struct lf_rules *rules)
{
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
}

/* A variant's default board size: the side of a square board, or for
 * capture the side of its hexagon. */
int
lf_default_size(enum lf_variant v)
{
	switch (v) {
	case LF_FROGLET:
		return 12;
	case LF_CAPTURE:
		return 5;
	case LF_TRADITIONAL:
	case LF_MURRAY:
	default:
		return 15;
	}
}

/* The colour a variant gives pieces of a value, or NULL if it names none. */
const char *
lf_colour_name(enum lf_variant v, int value)
{
	static const char *const murray[] = { NULL, "white", "yellow", "red", "green" };
	static const char *const froglet[] = { NULL, "green", "yellow", "red", "blue" };

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
