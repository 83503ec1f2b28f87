/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* cli-rules.c: the rule options that the programs which make or referee
 * a game share (--variant, --size, --players, --seed, --jumps, ...), and
 * the lf_new_game() options they make. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "number_int.h"

/* Write the lines of --help that describe the rule options, which the
 * programs that make or referee a game share (lf-new(1), lf-play(1)). */
void
cli_rule_options_help(FILE *fp)
{
	fputs("      --variant=NAME    traditional (the default), murray, "
	    "froglet or capture\n"
	    "      --size=N|WxH      N x N or W x H cells, 1 to 64 "
	    "(default 15; froglet 12)\n"
	    "      --shape=FILE      the board's shape, drawn in FILE "
	    "('-': standard input)\n"
	    "      --players=N       2 (the default) to 16 players\n"
	    "      --seed=N          the seed of the random placement of "
	    "the pieces\n"
	    "      --jumps=RULE      orth, diag8 or hex: the directions of "
	    "a jump\n"
	    "      --chain=RULE      free, continue or most: going on "
	    "after a jump\n"
	    "      --opening=RULE    each, first or none: who opens with "
	    "a removal\n"
	    "      --removal=RULE    any or low: which pieces an opening "
	    "removal may take\n", fp);
}

/* Start with every rule option unset. */
void
cli_game_init(struct cli_game *g)
{
	memset(g, 0, sizeof *g);
	g->variant = LF_TRADITIONAL;
	g->players = 2;
	g->jumps = g->chain = g->opening = g->removal = -1;
}

/* Parse a --size argument, N or WxH. */
static int
parse_size(const char *arg, int *w, int *h)
{
	const char *x = strchr(arg, 'x');
	long a, b;

	if (x == NULL)
		x = strchr(arg, 'X');
	if (x == NULL) {
		if (cli_parse_long(arg, 1, 1000000, &a) != 0)
			return -1;
		*w = *h = (int)a;
		return 0;
	}
	if (lf_number_long(arg, (size_t)(x - arg), 1, 1000000, &a, NULL) !=
	    LF_OK || cli_parse_long(x + 1, 1, 1000000, &b) != 0)
		return -1;
	*w = (int)a;
	*h = (int)b;
	return 0;
}

/* Handle one rule option; return 1 if opt was one, 0 if not.  Exits with
 * EXIT_USAGE on a bad value. */
int
cli_game_option(struct cli_game *g, int opt, const char *arg)
{
	size_t len = arg ? strlen(arg) : 0;
	struct lf_error err;
	enum lf_jumps j;
	enum lf_chain c;
	enum lf_opening o;
	enum lf_removal r;

	switch (opt) {
	case OPT_VARIANT:
		if (lf_variant_parse(arg, len, &g->variant, &err) != LF_OK)
			cli_die(EXIT_USAGE, "--variant: %s", err.message);
		g->variant_set = 1;
		return 1;
	case OPT_SIZE:
		if (parse_size(arg, &g->width, &g->height) != 0)
			cli_die(EXIT_USAGE, "invalid --size '%s' (expected N "
			    "or WxH, positive numbers)", arg);
		return 1;
	case OPT_PLAYERS:
		if (cli_parse_long(arg, 0, 1000000000L, &g->players) != 0)
			cli_die(EXIT_USAGE, "invalid --players '%s' (expected "
			    "a number from %d to %d)", arg, LF_MIN_PLAYERS,
			    LF_MAX_PLAYERS);
		if (g->players < LF_MIN_PLAYERS || g->players > LF_MAX_PLAYERS)
			cli_die(EXIT_USAGE, "--players=%s is out of range (%d "
			    "to %d)", arg, LF_MIN_PLAYERS, LF_MAX_PLAYERS);
		return 1;
	case OPT_SEED: {
		uint64_t v;
		if (lf_number_u64(arg, len, 0, UINT64_MAX, &v, NULL) != LF_OK)
			cli_die(EXIT_USAGE, "invalid --seed '%s' (expected a "
			    "number from 0 to 18446744073709551615)", arg);
		g->seed = v;
		g->have_seed = 1;
		return 1;
	}
	case OPT_JUMPS:
		if (lf_jumps_parse(arg, len, &j, &err) != LF_OK)
			cli_die(EXIT_USAGE, "--jumps: %s", err.message);
		g->jumps = (int)j;
		return 1;
	case OPT_CHAIN:
		if (lf_chain_parse(arg, len, &c, &err) != LF_OK)
			cli_die(EXIT_USAGE, "--chain: %s", err.message);
		g->chain = (int)c;
		return 1;
	case OPT_OPENING:
		if (lf_opening_parse(arg, len, &o, &err) != LF_OK)
			cli_die(EXIT_USAGE, "--opening: %s", err.message);
		g->opening = (int)o;
		return 1;
	case OPT_REMOVAL:
		if (lf_removal_parse(arg, len, &r, &err) != LF_OK)
			cli_die(EXIT_USAGE, "--removal: %s", err.message);
		g->removal = (int)r;
		return 1;
	case OPT_SHAPE:
		g->shape_file = arg;
		return 1;
	default:
		return 0;
	}
}

/* Turn the rule options into lf_new_game() options: the variant's defaults
 * with the overrides applied.  *shape_out receives a string to free. */
int
cli_game_make(struct cli_game *g, struct lf_new_options *opt,
    char **shape_out)
{
	lf_new_options_default(g->variant, opt, NULL);
	opt->rules.players = (int)g->players;
	if (g->jumps >= 0)
		opt->rules.jumps = (enum lf_jumps)g->jumps;
	if (g->chain >= 0)
		opt->rules.chain = (enum lf_chain)g->chain;
	if (g->opening >= 0)
		opt->rules.opening = (enum lf_opening)g->opening;
	if (g->removal >= 0)
		opt->rules.removal = (enum lf_removal)g->removal;
	if (g->shape_file != NULL && g->width != 0)
		cli_die(EXIT_USAGE, "--size and --shape cannot be used "
		    "together");
	opt->width = g->width;
	opt->height = g->height;
	*shape_out = NULL;
	if (g->shape_file != NULL) {
		*shape_out = cli_shape_read(g->shape_file);
		opt->shape = *shape_out;
	}
	if (!g->have_seed) {
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		g->seed = ((unsigned long long)ts.tv_sec * 1000000007ULL) ^
		    ((unsigned long long)ts.tv_nsec << 20) ^
		    (unsigned long long)getpid();
		/* Keep picked seeds short enough to retype. */
		g->seed %= 1000000000000ULL;
	}
	opt->seed = g->seed;
	return 0;
}
