/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* bot-time.c: lf-bot's time policy, the one every level follows: when the
 * clock of a move started (the referee's LF_TIME, LF_DEADLINE and
 * LF_CLOCK_FILE, or the bot's --time), how much of it a level may use,
 * and the memory of the search's table and the MCTS tree, which grows
 * with the time. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot-time.h"
#include "cli.h"

#define TABLE_BYTES_PER_SECOND ((size_t)32 << 20) /* for the table */
#define TABLE_BYTES_MIN ((size_t)128 << 10)
#define TABLE_BYTES_MAX ((size_t)256 << 20)
#define TABLE_BYTES_FIXED ((size_t)4 << 20)
#define START_UP 0.005    /* seconds to start the process, at least */
#define FINISH 0.005      /* seconds kept to write the move, at least */
#define MIN_BUDGET 0.0005 /* the least time a search is given */
#define WAITED 0.002      /* a read that took longer waited for its line */
#define MAX_CLOCK 1e15    /* seconds on the monotonic clock, at most */
#define TREE_BYTES_PER_SECOND ((size_t)128 << 20) /* for the MCTS tree */
#define TREE_BYTES_MIN ((size_t)16 << 20)
#define TREE_BYTES_MAX ((size_t)512 << 20)

/* The referee's time per move, LF_TIME in seconds; 0 when it says none.
 * An invalid LF_TIME is ignored when --time was given, else it exits. */
static double
referee_seconds(int time_given)
{
	const char *env = getenv("LF_TIME");
	double seconds;

	if (env == NULL || env[0] == '\0')
		return 0;
	if (cli_parse_seconds(env, &seconds) == 0)
		return seconds;
	if (!time_given)
		cli_die(EXIT_USAGE, "invalid LF_TIME '%s' (expected "
		    "seconds, a decimal number greater than 0)", env);
	return 0;
}

/* When the referee's clock of the first move started, in seconds on the
 * monotonic clock: its LF_DEADLINE less its time per move (referee, from
 * LF_TIME, else the bot's own), when it says (for a persistent bot, the
 * earliest it can be); else a moment before this process started,
 * START_UP before now.  Exits on an invalid LF_DEADLINE. */
static double
first_clock_start(double referee, int *told)
{
	const char *env = getenv("LF_DEADLINE");
	double deadline;

	*told = 0;
	if (env == NULL || env[0] == '\0' || referee <= 0)
		return lf_clock() - START_UP;
	if (cli_parse_decimal(env, MAX_CLOCK, &deadline) != 0)
		cli_die(EXIT_USAGE, "invalid LF_DEADLINE '%.40s' (expected "
		    "seconds on the monotonic clock, such as 81234.567)", env);
	*told = 1;
	return deadline - referee;
}

/* Set the clock of the first move from the command line and the
 * referee's environment: the time per move (--time, else the referee's
 * LF_TIME, else one second unless limited says that a fixed depth or
 * number of playouts bounds the move), when its clock started, and what
 * is kept to finish.  Exits on an invalid LF_TIME or LF_DEADLINE. */
void
bot_time_start(struct bot_clock *clk, int persistent, int limited)
{
	const char *env;
	double age, referee;
	int told, clocked;

	/* The referee's time per move is the default; without either, one
	 * second, or no limit at all for a fixed depth. */
	referee = referee_seconds(clk->time_given);
	if (!clk->time_given && referee > 0)
		clk->seconds = referee;
	else if (!clk->time_given && !limited)
		clk->seconds = 1;
	/* On a game clock (lf-play --tc), LF_TIME is this move's share of
	 * it, and LF_DEADLINE when the clock runs out. */
	env = getenv("LF_CLOCK");
	clocked = env != NULL && env[0] != '\0';
	/* Without a game clock, a move that took longer than the referee's
	 * time would lose the game: that time is the most a move may take. */
	if (referee > 0 && clk->seconds > referee && !clocked)
		clk->seconds = referee;
	/* The clock of the first move started when the referee says, or
	 * with the process; on a game clock, now. */
	if (clocked) {
		clk->start = lf_clock() - START_UP;
		env = getenv("LF_DEADLINE");
		if (env != NULL && cli_parse_decimal(env, MAX_CLOCK,
		    &clk->hard) != 0)
			cli_die(EXIT_USAGE, "invalid LF_DEADLINE '%.40s'", env);
		told = 0;
	} else {
		/* The referee's clock, not the bot's --time: with a shorter
		 * --time the move starts as the referee's does, and ends
		 * sooner. */
		clk->start = first_clock_start(referee > 0 ? referee :
		    clk->seconds, &told);
		/* A fresh bot's clock started before the process did. */
		if (!persistent && clk->start > lf_clock() - START_UP)
			clk->start = lf_clock() - START_UP;
	}
	age = lf_clock() - clk->start;
	/* A machine that was slow to start the program may be as slow to
	 * let it write its move: keep as much time for that (for a fresh
	 * bot, where the age is the start-up). */
	clk->reserve = !persistent && told && age > FINISH ? age : FINISH;
}

/* In persistent mode, start the clock of a position line whose reading
 * began at before: lf-bot.c's serve() says why, and gives earliest (the last
 * answer, or the start), first (when the first move's clock started) and
 * whether a move was answered yet. */
void
bot_time_line(struct bot_clock *clk, double before, double earliest,
    double first, int answered)
{
	double after = lf_clock();

	if (after - before > WAITED) {
		clk->start = after - WAITED;
		clk->reserve = FINISH;
	} else
		clk->start = earliest;
	if (!answered && after < first)
		clk->start = after;
	else if (!answered && clk->start < first)
		clk->start = first;
}

/* In persistent mode, after a move is written: keep the least time to
 * finish again, and return the time of the answer. */
double
bot_time_answered(struct bot_clock *clk)
{
	double now = lf_clock();

	clk->reserve = FINISH;
	return now;
}

/* On a game clock (lf-play --tc), read what the referee says of this
 * move from the file LF_CLOCK_FILE names, "clock=S increment=S time=S
 * deadline=S": the time the move may take, unless --time said, and the
 * deadline it must be in by.  Nothing without the file. */
void
bot_time_read_file(struct bot_clock *clk)
{
	const char *path = getenv("LF_CLOCK_FILE");
	char line[256], *p;
	double v;
	FILE *fp;

	if (path == NULL || path[0] == '\0' || (fp = fopen(path, "r")) == NULL)
		return;
	if (fgets(line, sizeof line, fp) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		for (p = strtok(line, " "); p != NULL; p = strtok(NULL, " ")) {
			if (strncmp(p, "time=", 5) == 0 && !clk->time_given &&
			    cli_parse_decimal(p + 5, MAX_CLOCK, &v) == 0 &&
			    v > 0)
				clk->seconds = v;
			else if (strncmp(p, "deadline=", 9) == 0 &&
			    cli_parse_decimal(p + 9, MAX_CLOCK, &v) == 0)
				clk->hard = v;
		}
	}
	fclose(fp);
}

/* The seconds left on the clock of the move for a share of the time per
 * move (MIN_BUDGET at least), after what was used and what is kept to
 * finish. */
double
bot_time_left(const struct bot_clock *clk, double share)
{
	double now = lf_clock();
	double left = share * clk->seconds - (now - clk->start) -
	    clk->reserve;

	if (clk->hard > 0 && clk->hard - now - clk->reserve < left)
		left = clk->hard - now - clk->reserve;

	return left < MIN_BUDGET ? MIN_BUDGET : left;
}

/* The size of the transposition table for a search of the given seconds
 * (0: a fixed depth): in proportion, since a page of memory costs time
 * the first time it is touched and a short search fills a small table.
 * A search of a second visits some 1 to 2 million nodes (murray 15 x 15),
 * and 32 MB holds 2 million entries: with 4 MB a second, the table held
 * an eighth of them, and the search lost 35 Elo at 0.1 s a move. */
size_t
bot_time_table_bytes(double seconds)
{
	double bytes = (double)TABLE_BYTES_PER_SECOND * seconds;

	if (seconds <= 0)
		return TABLE_BYTES_FIXED;
	if (bytes > (double)TABLE_BYTES_MAX)
		return TABLE_BYTES_MAX;
	return bytes < (double)TABLE_BYTES_MIN ? TABLE_BYTES_MIN :
	    (size_t)bytes;
}

/* The size of the MCTS tree for a search of the given seconds (0: a
 * fixed number of playouts): in proportion, within bounds. */
size_t
bot_time_tree_bytes(double seconds)
{
	double bytes = (double)TREE_BYTES_PER_SECOND * seconds;

	if (seconds <= 0 || bytes > (double)TREE_BYTES_MAX)
		return TREE_BYTES_MAX;
	return bytes < (double)TREE_BYTES_MIN ? TREE_BYTES_MIN : (size_t)bytes;
}
