/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* bot-time.h: lf-bot's time policy (bot-time.c): the clock of each move,
 * the time every level may think, and the memory that time is worth. */
#ifndef LF_BOT_TIME_H
#define LF_BOT_TIME_H

#include <stddef.h>

#define BOT_TIME_SHARE 0.7 /* of the time per move that the search may use */

/* The clock of a move: what the time policy knows of it. */
struct bot_clock {
	double seconds;     /* time per move; 0: none */
	double start;       /* when the clock of the move started */
	double reserve;     /* seconds kept to finish after the search */
	double hard;        /* on a game clock, when the move must be in
			       (monotonic seconds); 0: none */
	int time_given;     /* --time was given */
};

void bot_time_start(struct bot_clock *clk, int persistent, int limited);
void bot_time_line(struct bot_clock *clk, double before, double earliest,
    double first, int answered);
double bot_time_answered(struct bot_clock *clk);
void bot_time_read_file(struct bot_clock *clk);
double bot_time_left(const struct bot_clock *clk, double share);
size_t bot_time_table_bytes(double seconds);
size_t bot_time_tree_bytes(double seconds);

#endif /* LF_BOT_TIME_H */
