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

/* Start a summary for the game whose "# game" line this is, read from
 * file at line. */
void
summary_start(struct summary *sum, const char *game_line, const char *file,
    long line)
{
	int i;

	memset(sum, 0, sizeof *sum);
	sum->game_line = strdup(game_line);
	if (sum->game_line == NULL)
		cli_die(EXIT_SYSTEM, "out of memory");
	sum->file = file;
	sum->line = line;
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

/* Take in the result comment that lf-play wrote before records had a
 * result line, "# result: scores S1,S2[; player P forfeits (KIND):
 * REASON]; OUTCOME", unless the result line said it already. */
static void
summary_old_result(struct summary *sum, const char *line)
{
	const char *p = line + 17;
	struct lf_ending *e = &sum->ending;
	long seat, score;
	size_t len;
	int f;

	if (sum->finished)
		return;
	memset(e, 0, sizeof *e);
	e->end = LF_END_OVER;
	e->player = -1;
	while (e->players < LF_MAX_PLAYERS &&
	    scan_number(&p, LF_MAX_NUMBER, &score) == 0) {
		e->score[e->players++] = score;
		if (*p != ',')
			break;
		p++;
	}
	if (strncmp(p, "; ", 2) != 0 || e->players < LF_MIN_PLAYERS)
		return;
	p += 2;
	if (strncmp(p, "player ", 7) == 0 && (p += 7,
	    scan_number(&p, e->players, &seat) == 0) && seat >= 1 &&
	    strncmp(p, " forfeits (", 11) == 0) {
		p += 11;
		len = strcspn(p, ")");
		e->player = (int)seat - 1;
		e->end = len == 6 && strncmp(p, "resign", 6) == 0 ?
		    LF_END_RESIGN : LF_END_FORFEIT;
		e->reason = LF_BOT_TIMEOUT;
		for (f = 1; f < LF_BOT_FAULT_COUNT; f++)
			if (strlen(lf_bot_fault_name((enum lf_bot_fault)f)) ==
			    len && strncmp(p, lf_bot_fault_name(
			    (enum lf_bot_fault)f), len) == 0)
				e->reason = (enum lf_bot_fault)f;
		if (e->end == LF_END_RESIGN)
			e->reason = LF_BOT_OK;
	}
	sum->finished = 1;
}

/* Take in a comment line of a record: "# player S: bot B: COMMAND", or
 * the result comment of older records; other lines are ignored. */
void
summary_comment(struct summary *sum, const char *line)
{
	const char *p;
	long seat, bot;

	if (strncmp(line, "# result: scores ", 17) == 0) {
		summary_old_result(sum, line);
		return;
	}
	if (strncmp(line, "# player ", 9) != 0)
		return;
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
}

/* Take in the lines a worker reported: the comments of the record's
 * header and its result line (which lf-play wrote, so it parses). */
void
summary_lines(struct summary *sum, const char *text)
{
	const char *line, *nl;
	char *copy;
	size_t len;

	for (line = text; *line != '\0'; line = nl + 1) {
		nl = strchr(line, '\n');
		if (nl == NULL)
			break;
		len = (size_t)(nl - line);
		if ((copy = malloc(len + 1)) == NULL)
			cli_die(EXIT_SYSTEM, "out of memory");
		memcpy(copy, line, len);
		copy[len] = '\0';
		if (lf_is_result_line(copy, len) &&
		    lf_ending_parse(copy, len, &sum->ending, NULL) == LF_OK)
			sum->finished = 1;
		else if (copy[0] == '#')
			summary_comment(sum, copy);
		free(copy);
	}
}

/* Name the bots of a tournament in the table before any game is in. */
void
table_init(struct table *t, const struct settings *set)
{
	struct lf_buf name;
	int i;

	memset(t, 0, sizeof *t);
	t->bots = set->bot_count;
	for (i = 0; i < set->bot_count; i++) {
		lf_buf_init(&name);
		printable_add(&name, set->bots[i], COMMAND_SHOWN);
		if (name.failed)
			cli_die(EXIT_SYSTEM, "out of memory");
		t->command[i] = name.data;
	}
}

/* Release the names of the bots. */
void
table_free(struct table *t)
{
	int i;

	for (i = 0; i < LF_MAX_PLAYERS; i++)
		free(t->command[i]);
}

/* Say that a record does not fit the table, and count it. */
static void
table_problem(struct table *t, const struct summary *sum, const char *why)
{
	cli_warn("%s: %s (line %ld): %s, skipped", sum->file,
	    sum->game_line + 2, sum->line, why);
	t->problems++;
}

/* Count one finished game in the table: the player who forfeited or
 * resigned loses, the others rank by score (lf_ending_result()). */
void
table_add(struct table *t, const struct summary *sum)
{
	struct lf_result res;
	char why[80];
	double share;
	int s, b;

	if (sum->seats < LF_MIN_PLAYERS) {
		table_problem(t, sum, sum->seats == 1 ? "one player" :
		    "no '# player' line");
		return;
	}
	if (sum->ending.players != sum->seats) {
		table_problem(t, sum, "the result does not match the players");
		return;
	}
	for (s = 0; s < sum->seats; s++)
		if (sum->bot[s] < 0) {
			snprintf(why, sizeof why, "no '# player %d' line",
			    s + 1);
			table_problem(t, sum, why);
			return;
		}
	lf_ending_result(&sum->ending, &res, NULL);
	share = 1.0 / res.winners;
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
		if (s == sum->ending.player)
			t->forfeits[b]++;
		if (res.rank[s] != 1)
			t->losses[b]++;
		else if (res.winners == 1)
			t->wins[b]++;
		else
			t->draws[b]++;
		if (res.rank[s] == 1)
			t->points[b] += share;
		if (b == 0 && sum->seats == 2) {
			double mine = res.rank[s] == 1 ? share : 0.0;
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
		printable_add(out, t->command[b] != NULL ? t->command[b] : "?",
		    COMMAND_SHOWN);
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

