/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-table.c: what the comment lines of a game record say about its
 * game, and the results table of a tournament, with the Elo difference. */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play.h"

/* Mark the winners: the highest score among the players who did not
 * forfeit; return how many share it. */
int
find_winners(int players, const long *score, int forfeit, int *winner)
{
	long best = -1;
	int i, count = 0;

	for (i = 0; i < players; i++)
		if (i != forfeit && score[i] > best)
			best = score[i];
	for (i = 0; i < players; i++) {
		winner[i] = i != forfeit && score[i] == best;
		count += winner[i];
	}
	return count;
}

/* Read a decimal number at *p, advancing it; return 0 or -1. */
static int
scan_number(const char **p, long max, long *out)
{
	long v = 0;
	const char *q = *p;

	if (*q < '0' || *q > '9')
		return -1;
	for (; *q >= '0' && *q <= '9'; q++) {
		if (v > (max - (*q - '0')) / 10)
			return -1;
		v = v * 10 + (*q - '0');
	}
	*p = q;
	*out = v;
	return 0;
}

/* Start a summary for the game whose "# game" line this is. */
void
summary_start(struct summary *sum, const char *game_line, const char *file)
{
	int i;

	memset(sum, 0, sizeof *sum);
	sum->game_line = strdup(game_line);
	if (sum->game_line == NULL)
		cli_die(EXIT_SYSTEM, "out of memory");
	sum->file = file;
	sum->forfeit = -1;
	for (i = 0; i < LF_MAX_PLAYERS; i++)
		sum->bot[i] = -1;
}

/* Release what a summary holds. */
void
summary_free(struct summary *sum)
{
	int i;

	free(sum->game_line);
	for (i = 0; i < LF_MAX_PLAYERS; i++)
		free(sum->command[i]);
	memset(sum, 0, sizeof *sum);
}

/* Take in a "# player S: bot B: COMMAND" or "# result: ..." line of a
 * record; other lines are ignored. */
void
summary_line(struct summary *sum, const char *line)
{
	const char *p;
	long seat, bot, score;

	if (strncmp(line, "# player ", 9) == 0) {
		p = line + 9;
		if (scan_number(&p, LF_MAX_PLAYERS, &seat) != 0 || seat < 1 ||
		    strncmp(p, ": bot ", 6) != 0)
			return;
		p += 6;
		if (scan_number(&p, LF_MAX_PLAYERS, &bot) != 0 || bot < 1 ||
		    strncmp(p, ": ", 2) != 0)
			return;
		sum->bot[seat - 1] = (int)bot - 1;
		free(sum->command[seat - 1]);
		sum->command[seat - 1] = strdup(p + 2);
		if (sum->command[seat - 1] == NULL)
			cli_die(EXIT_SYSTEM, "out of memory");
		if (seat > sum->seats)
			sum->seats = (int)seat;
		return;
	}
	if (strncmp(line, "# result: scores ", 17) != 0)
		return;
	p = line + 17;
	sum->scores = 0;
	while (sum->scores < LF_MAX_PLAYERS &&
	    scan_number(&p, LF_MAX_NUMBER, &score) == 0) {
		sum->score[sum->scores++] = score;
		if (*p != ',')
			break;
		p++;
	}
	if (strncmp(p, "; ", 2) != 0)
		return;
	p += 2;
	if (strncmp(p, "player ", 7) == 0) {
		p += 7;
		if (scan_number(&p, LF_MAX_PLAYERS, &seat) == 0 &&
		    strncmp(p, " forfeits", 9) == 0 && seat >= 1 &&
		    seat <= sum->scores)
			sum->forfeit = (int)seat - 1;
	}
	sum->finished = 1;
}

/* Take in every line of a buffer of comment lines. */
void
summary_lines(struct summary *sum, char *text)
{
	char *line, *nl;

	for (line = text; line != NULL && *line != '\0'; line = nl) {
		nl = strchr(line, '\n');
		if (nl != NULL)
			*nl++ = '\0';
		summary_line(sum, line);
	}
}

/* Count one finished game in the table. */
void
table_add(struct table *t, const struct summary *sum)
{
	int winner[LF_MAX_PLAYERS], count, s, b;
	double share;

	if (sum->scores != sum->seats) {
		cli_warn("%s: %s: the result does not match the players, "
		    "skipped", sum->file, sum->game_line + 2);
		t->problems++;
		return;
	}
	for (s = 0; s < sum->seats; s++)
		if (sum->bot[s] < 0) {
			cli_warn("%s: %s: no '# player %d' line, skipped",
			    sum->file, sum->game_line + 2, s + 1);
			t->problems++;
			return;
		}
	count = find_winners(sum->seats, sum->score, sum->forfeit, winner);
	share = 1.0 / count;
	for (s = 0; s < sum->seats; s++) {
		b = sum->bot[s];
		if (b + 1 > t->bots)
			t->bots = b + 1;
		if (t->command[b] == NULL) {
			t->command[b] = strdup(sum->command[s]);
			if (t->command[b] == NULL)
				cli_die(EXIT_SYSTEM, "out of memory");
		} else if (strcmp(t->command[b], sum->command[s]) != 0 &&
		    !t->mismatch_told[b]) {
			cli_warn("%s: %s: bot %d is '%s' here but '%s' before",
			    sum->file, sum->game_line + 2, b + 1,
			    sum->command[s], t->command[b]);
			t->mismatch_told[b] = 1;
			t->problems++;
		}
		t->games[b]++;
		if (s == sum->forfeit)
			t->forfeits[b]++;
		if (!winner[s])
			t->losses[b]++;
		else if (count == 1)
			t->wins[b]++;
		else
			t->draws[b]++;
		if (winner[s])
			t->points[b] += share;
		if (b == 0 && sum->seats == 2) {
			double mine = winner[s] ? share : 0.0;
			t->duel_games++;
			t->duel_sum += mine;
			t->duel_squares += mine * mine;
		}
	}
}

/* The Elo difference for a score fraction strictly between 0 and 1. */
static double
elo(double fraction)
{
	return -400.0 * log10(1.0 / fraction - 1.0);
}

/* Append the Elo difference of bot 1 over bot 2 with its 95% interval,
 * from the mean and the spread of bot 1's points per game. */
static void
format_elo(const struct table *t, struct lf_buf *out)
{
	double n = (double)t->duel_games, mean, var, margin, low, high;

	if (t->bots != 2 || t->duel_games == 0)
		return;
	mean = t->duel_sum / n;
	lf_buf_puts(out, "Elo difference, bot 1 - bot 2: ");
	if (mean <= 0.0 || mean >= 1.0) {
		lf_buf_printf(out, "%s (bot %d scored every point)\n",
		    mean <= 0.0 ? "-inf" : "+inf", mean <= 0.0 ? 2 : 1);
		return;
	}
	var = t->duel_squares / n - mean * mean;
	if (var < 0.0)
		var = 0.0;
	margin = 1.959964 * sqrt(var / n);
	low = mean - margin;
	high = mean + margin;
	lf_buf_printf(out, "%+.1f +/- ", elo(mean));
	if (low <= 0.0 || high >= 1.0)
		lf_buf_puts(out, "inf");
	else
		lf_buf_printf(out, "%.1f", (elo(high) - elo(low)) / 2.0);
	lf_buf_printf(out, " (95%% confidence, %ld games)\n", t->duel_games);
}

/* Append the results table: one row per bot. */
static void
format_table(const struct table *t, struct lf_buf *out)
{
	int b;

	lf_buf_puts(out, "bot  games  wins  draws  losses  forfeits  "
	    "points/game  command\n");
	for (b = 0; b < t->bots; b++) {
		lf_buf_printf(out, "%3d  %5ld  %4ld  %5ld  %6ld  %8ld  "
		    "%11.3f  ", b + 1, t->games[b], t->wins[b], t->draws[b],
		    t->losses[b], t->forfeits[b], t->games[b] > 0 ?
		    t->points[b] / (double)t->games[b] : 0.0);
		add_printable(out, t->command[b] != NULL ? t->command[b] : "?");
		lf_buf_add(out, "\n", 1);
	}
	format_elo(t, out);
}

/* Write the table on standard output; return 0 or EXIT_SYSTEM. */
int
print_table(const struct table *t)
{
	struct lf_buf out;
	int status;

	lf_buf_init(&out);
	format_table(t, &out);
	if (out.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	status = cli_write(out.data, out.len);
	lf_buf_free(&out);
	return status;
}

/* Show how the tournament is going, on one line of a terminal. */
void
show_progress(const struct table *t, long done, long total)
{
	int b;

	fprintf(stderr, "\rlf-play: %ld/%ld games; points:", done, total);
	for (b = 0; b < t->bots; b++)
		fprintf(stderr, " %d: %.1f", b + 1, t->points[b]);
	fprintf(stderr, "\033[K");
	fflush(stderr);
}

