/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-table.c: what a game record says about its game, from its header
 * (lf_game_header()) and its result line, and the results table of a
 * tournament: points, wins, draws and losses, the Elo difference of two bots
 * or each bot's Elo in a round robin with the table of every pair, and the
 * SPRT. */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "number_int.h"
#include "play.h"

/* Read a decimal number at *p, no greater than max, with the library's
 * parser, advancing *p past its digits; return 0 or -1. */
static int
scan_number(const char **p, long max, long *out)
{
	size_t n = lf_number_digits(*p, strlen(*p));

	if (lf_number_long(*p, n, 0, max, out, NULL) != LF_OK)
		return -1;
	*p += n;
	return 0;
}

/* Start a summary of the game whose header this is, read from file at
 * line (where its record starts): which game it is, and the bot, the
 * command and the name in each seat.  Return 0, or -1 when the header
 * has no game line: then it is no record of lf-play. */
int
summary_start(struct summary *sum, const struct lf_header *h,
    const char *file, long line)
{
	struct lf_buf key;
	const struct lf_seat *seat;
	int p, b;

	memset(sum, 0, sizeof *sum);
	for (p = 0; p < LF_MAX_PLAYERS; p++)
		sum->bot[p] = -1;
	if (h == NULL || h->game == 0)
		return -1;
	lf_buf_init(&key);
	lf_buf_printf(&key, "# game %ld", h->game);
	if (h->round != 0)
		lf_buf_printf(&key, " round=%ld", h->round);
	if (h->seeded)
		lf_buf_printf(&key, " seed=%llu", (unsigned long long)h->seed);
	if (h->start != 0)
		lf_buf_printf(&key, " start=%ld", h->start);
	if (key.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	sum->game_line = key.data;
	sum->game = h->game;
	sum->file = file;
	sum->line = line;
	for (p = 0; p < LF_MAX_PLAYERS; p++) {
		seat = &h->seat[p];
		if (seat->player < 0)
			continue;
		sum->seats = p + 1;
		sum->bot[p] = b = seat->bot;
		if ((sum->command[p] = strdup(seat->command)) == NULL)
			cli_die(EXIT_SYSTEM, "out of memory");
		if (b >= 0 && seat->name[0] != '\0' && sum->name[b] == NULL &&
		    (sum->name[b] = strdup(seat->name)) == NULL)
			cli_die(EXIT_SYSTEM, "out of memory");
	}
	return 0;
}

/* Release what a summary holds. */
void
summary_free(struct summary *sum)
{
	int i;

	free(sum->game_line);
	for (i = 0; i < LF_MAX_PLAYERS; i++) {
		free(sum->command[i]);
		free(sum->name[i]);
	}
	memset(sum, 0, sizeof *sum);
}

/* Take in the result comment that lf-play wrote before records had a
 * result line, "# result: scores S1,S2[; player P forfeits (KIND):
 * REASON]; OUTCOME", unless the result line said it already; other
 * comments are ignored. */
void
summary_comment(struct summary *sum, const char *line)
{
	const char *p = line + 17;
	struct lf_ending *e = &sum->ending;
	long seat, score;
	size_t len;
	int f;

	if (sum->finished || strncmp(line, "# result: scores ", 17) != 0)
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

/* Sum up the lines a worker reported, which lf-play wrote: the header
 * lines of the record (lf_header_parse()) and its result line. */
void
summary_lines(struct summary *sum, const char *text, const char *file)
{
	struct lf_header h;
	struct lf_ending ending;
	const char *line, *nl;
	int finished = 0;
	size_t len;

	memset(&ending, 0, sizeof ending);
	lf_header_init(&h);
	for (line = text; *line != '\0'; line = nl + 1) {
		nl = strchr(line, '\n');
		if (nl == NULL)
			break;
		len = (size_t)(nl - line);
		if (lf_is_header_line(line, len))
			lf_header_parse(line, len, &h, NULL);
		else if (lf_is_result_line(line, len) &&
		    lf_ending_parse(line, len, &ending, NULL) == LF_OK)
			finished = 1;
	}
	summary_start(sum, &h, file, 0);
	sum->ending = ending;
	sum->finished = finished;
}

/* Name the bots of a tournament in the table before any game is in. */
void
table_init(struct table *t, const struct settings *set)
{
	struct lf_buf name;
	int i;

	memset(t, 0, sizeof *t);
	t->bots = set->bot_count;
	t->sprt = set->sprt;
	for (i = 0; i < set->bot_count; i++) {
		lf_buf_init(&name);
		printable_add(&name, set->bots[i], COMMAND_SHOWN);
		if (name.failed)
			cli_die(EXIT_SYSTEM, "out of memory");
		t->command[i] = name.data;
		if (set->names[i] != NULL &&
		    (t->name[i] = strdup(set->names[i])) == NULL)
			cli_die(EXIT_SYSTEM, "out of memory");
	}
}

/* Release the names of the bots. */
void
table_free(struct table *t)
{
	int i;

	for (i = 0; i < LF_MAX_PLAYERS; i++) {
		free(t->command[i]);
		free(t->name[i]);
	}
	pairs_free(&t->pairs);
}

/* Take in what bot 1 scored in a game against bot 2 from seat: once it
 * completes a pair (play-pairs.c), the SPRT counts the pair (--sprt),
 * and the pairs' Elo (format_elo()) too when bot 1 did sit in the other
 * seat in its other game. */
static void
table_pair(struct table *t, const struct summary *sum, double mine, int seat)
{
	double total;
	int swapped;

	switch (pairs_take(&t->pairs, sum->game, mine, seat, &total,
	    &swapped)) {
	case -1:
		cli_die(EXIT_SYSTEM, "out of memory");
		break;
	case 1:
		if (t->sprt.on)
			sprt_add_pair(&t->sprt, total);
		if (swapped)
			t->swapped[stats_pair_kind(total)]++;
		break;
	default:
		break;
	}
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
	double share, mine;
	int s, b;

	if (sum->seats < LF_MIN_PLAYERS) {
		table_problem(t, sum, sum->seats == 1 ? "one player" :
		    "its header seats no player");
		return;
	}
	if (sum->ending.players != sum->seats) {
		table_problem(t, sum, "the result does not match the players");
		return;
	}
	for (s = 0; s < sum->seats; s++)
		if (sum->bot[s] < 0) {
			snprintf(why, sizeof why, "its header seats no bot "
			    "as player %d", s + 1);
			table_problem(t, sum, why);
			return;
		}
	lf_ending_result(&sum->ending, &res, NULL);
	share = 1.0 / res.winners;
	if (sum->seats > 2)
		t->many_seats = 1;
	for (s = 0; s < sum->seats; s++) {
		b = sum->bot[s];
		if (b + 1 > t->bots)
			t->bots = b + 1;
		if (t->name[b] == NULL && sum->name[b] != NULL &&
		    (t->name[b] = strdup(sum->name[b])) == NULL)
			cli_die(EXIT_SYSTEM, "out of memory");
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
		mine = res.rank[s] == 1 ? share : 0.0;
		t->points[b] += mine;
		t->squares[b] += mine * mine;
		if (sum->seats == 2) {
			t->pair_games[b][sum->bot[1 - s]]++;
			t->pair_points[b][sum->bot[1 - s]] += mine;
			if (b == 0 && sum->bot[1 - s] == 1)
				table_pair(t, sum, mine, s);
		}
	}
}

/* Append what a table calls bot b: "NAME: COMMAND" for a bot given a
 * --name, else its command. */
static void
add_bot(const struct table *t, int b, struct lf_buf *out)
{
	if (t->name[b] != NULL)
		lf_buf_printf(out, "%s: ", t->name[b]);
	printable_add(out, t->command[b] != NULL ? t->command[b] : "?",
	    COMMAND_SHOWN);
}

/* Put the short name of bot b into out: its --name, or the last part of
 * the first word of its command ("lf-bot"), with "#B" after it when an
 * earlier bot has that name too. */
static void
short_name(const struct table *t, int b, char *out, size_t size)
{
	const char *c, *start, *end;
	char other[MAX_NAME + 16];
	int k;

	if (t->name[b] != NULL) {
		snprintf(out, size, "%s", t->name[b]);
		return;
	}
	c = t->command[b] != NULL ? t->command[b] : "?";
	c += strspn(c, " \t");
	end = c + strcspn(c, " \t");
	for (start = end; start > c && start[-1] != '/'; start--)
		;
	snprintf(out, size, "%.*s", (int)(end - start > MAX_NAME ? MAX_NAME :
	    end - start), start);
	for (k = 0; k < b; k++) {
		short_name(t, k, other, sizeof other);
		if (strcmp(other, out) == 0) {
			snprintf(other, sizeof other, "%s#%d", out, b + 1);
			snprintf(out, size, "%s", other);
			return;
		}
	}
}

/* Put what the text tables call bot b where its number would stand: its
 * --name, else "bot B" when word is set, "B" when not. */
static void
bot_label(const struct table *t, int b, int word, char *out, size_t size)
{
	if (t->name[b] != NULL)
		snprintf(out, size, "%s", t->name[b]);
	else
		snprintf(out, size, word ? "bot %d" : "%d", b + 1);
}

/* Append an Elo value: signed with one decimal, or +inf / -inf. */
static void
add_elo(struct lf_buf *out, int width, double elo)
{
	char text[32];

	if (isinf(elo))
		snprintf(text, sizeof text, "%sinf", elo < 0 ? "-" : "+");
	else	/* no "-0.0" for a difference that rounds to 0 */
		snprintf(text, sizeof text, "%+.1f", fabs(elo) < 0.05 ? 0.0 :
		    elo);
	lf_buf_printf(out, "%*s", width, text);
}

/* Append an Elo value and the half width of its interval: "+38.1 +/-
 * 41.5", the margin "inf" when the interval reaches a score of 0 or 1. */
static void
add_interval(struct lf_buf *out, double elo, double margin)
{
	add_elo(out, 0, elo);
	lf_buf_puts(out, " +/- ");
	if (isinf(margin))
		lf_buf_puts(out, "inf");
	else
		lf_buf_printf(out, "%.1f", margin);
}

/* Append the Elo difference of bot 1 over bot 2 with its 95% interval,
 * from the mean and the spread of bot 1's points per game, then from
 * those of the pairs of games with the seats swapped where they can be
 * measured (stats_pair_interval()); the bots are called by their names,
 * if they have them. */
static void
format_elo(const struct table *t, struct lf_buf *out)
{
	char first[MAX_NAME + 16], second[MAX_NAME + 16];
	double elo, margin;

	if (t->games[0] == 0)
		return;
	bot_label(t, 0, 1, first, sizeof first);
	bot_label(t, 1, 1, second, sizeof second);
	lf_buf_printf(out, "Elo difference, %s - %s: ", first, second);
	if (stats_elo_interval(t->games[0], t->points[0], t->squares[0], &elo,
	    &margin) != 0) {
		add_elo(out, 0, elo);
		lf_buf_printf(out, " (%s scored every point)\n",
		    elo < 0 ? second : first);
		return;
	}
	add_interval(out, elo, margin);
	lf_buf_printf(out, " (95%% confidence, %ld games)\n", t->games[0]);
	if (stats_pair_interval(t->swapped, &elo, &margin) != 0)
		return;
	lf_buf_printf(out, "Elo difference by pairs, %s - %s: ", first,
	    second);
	add_interval(out, elo, margin);
	lf_buf_printf(out, " (95%% confidence, %ld pairs of games with the "
	    "seats swapped)\n", stats_pair_count(t->swapped));
}

/* Append the row of bot b: its games, wins, draws, losses, forfeits and
 * points per game. */
static void
add_row(const struct table *t, int b, struct lf_buf *out)
{
	lf_buf_printf(out, "%3d  %5ld  %4ld  %5ld  %6ld  %8ld  %11.3f  ",
	    b + 1, t->games[b], t->wins[b], t->draws[b], t->losses[b],
	    t->forfeits[b], t->games[b] > 0 ? t->points[b] /
	    (double)t->games[b] : 0.0);
}

/* Order bots by points per game, best first, then by number. */
static const struct table *rank_table;
static int
compare_rank(const void *a, const void *b)
{
	const struct table *t = rank_table;
	int x = *(const int *)a, y = *(const int *)b;
	double px = t->games[x] > 0 ? t->points[x] / (double)t->games[x] : -1;
	double py = t->games[y] > 0 ? t->points[y] / (double)t->games[y] : -1;

	if (px != py)
		return px > py ? -1 : 1;
	return x - y;
}

/* Append the table of more than two bots in two-player games: ranked by
 * points per game, each with its Elo (against the bots it met, as
 * cutechess-cli reckons it) and 95% margin; then what each bot scored
 * against each other, points/games, the bots called by their names if
 * they have them, else by their numbers. */
static void
format_ranking(const struct table *t, struct lf_buf *out)
{
	int order[LF_MAX_PLAYERS], width[LF_MAX_PLAYERS], i, a, b;
	int label = 3, named = 0;
	double elo, margin;
	char cell[32], name[MAX_NAME + 16];
	size_t len;

	for (i = 0; i < t->bots; i++)
		order[i] = i;
	rank_table = t;
	qsort(order, (size_t)t->bots, sizeof order[0], compare_rank);
	lf_buf_puts(out, "rank  bot  games  wins  draws  losses  forfeits  "
	    "points/game     Elo    +/-  command\n");
	for (i = 0; i < t->bots; i++) {
		b = order[i];
		lf_buf_printf(out, "%4d  ", i + 1);
		add_row(t, b, out);
		stats_elo_interval(t->games[b], t->points[b], t->squares[b],
		    &elo, &margin);
		add_elo(out, 6, elo);
		if (isinf(margin))
			lf_buf_puts(out, "    inf  ");
		else
			lf_buf_printf(out, "  %5.1f  ", margin);
		add_bot(t, b, out);
		lf_buf_add(out, "\n", 1);
	}
	/* Each column as wide as its name, 9 at least. */
	for (b = 0; b < t->bots; b++) {
		bot_label(t, b, 0, name, sizeof name);
		len = strlen(name);
		width[b] = len > 9 ? (int)len : 9;
		if ((int)len > label)
			label = (int)len;
		named |= t->name[b] != NULL;
	}
	lf_buf_puts(out, "\npoints/games of each bot (row) against each "
	    "other (column):\n");
	/* Names stand at the left of their rows, numbers at the right. */
	lf_buf_printf(out, named ? "%-*s" : "%*s", label, "bot");
	for (b = 0; b < t->bots; b++) {
		bot_label(t, b, 0, name, sizeof name);
		lf_buf_printf(out, "  %*s", width[b], name);
	}
	lf_buf_add(out, "\n", 1);
	for (a = 0; a < t->bots; a++) {
		bot_label(t, a, 0, name, sizeof name);
		lf_buf_printf(out, named ? "%-*s" : "%*s", label, name);
		for (b = 0; b < t->bots; b++) {
			if (a == b)
				snprintf(cell, sizeof cell, "-");
			else
				snprintf(cell, sizeof cell, "%g/%ld",
				    t->pair_points[a][b], t->pair_games[a][b]);
			lf_buf_printf(out, "  %*s", width[b], cell);
		}
		lf_buf_add(out, "\n", 1);
	}
}

/* Append the results table: for two bots, or games of more than two
 * players, one row per bot in the order of the bots (and for two bots
 * their Elo difference); for more bots in two-player games, the ranking
 * and the table of pairs.  Then the SPRT's line, if it ran. */
static void
format_table(const struct table *t, struct lf_buf *out)
{
	char name[MAX_NAME + 16];
	int b;

	if (t->bots > 2 && !t->many_seats)
		format_ranking(t, out);
	else {
		lf_buf_puts(out, "bot  games  wins  draws  losses  forfeits  "
		    "points/game  command\n");
		for (b = 0; b < t->bots; b++) {
			add_row(t, b, out);
			add_bot(t, b, out);
			lf_buf_add(out, "\n", 1);
		}
		if (t->bots == 2 && !t->many_seats)
			format_elo(t, out);
	}
	if (t->sprt.on) {
		bot_label(t, 0, 1, name, sizeof name);
		sprt_format(&t->sprt, name, out);
	}
}

/* Append a string as JSON ("" for NULL). */
static void
add_json_text(struct lf_buf *out, const char *text)
{
	if (text == NULL)
		text = "";
	lf_buf_json(out, text, strlen(text));
}

/* Append a number, or null for one that is not finite. */
static void
add_json_number(struct lf_buf *out, double v)
{
	if (isfinite(v))
		lf_buf_printf(out, "%.10g", v);
	else
		lf_buf_puts(out, "null");
}

/* Append the results as one JSON object (lf-play(1), RESULTS FOR
 * SCRIPTS): the bots, the pairs of two-player games, the SPRT, whose
 * pairs of games are given with the games they hold, so that its count
 * is not read as one of games. */
static void
format_json(const struct table *t, struct lf_buf *out)
{
	double elo, margin, lower, upper;
	char name[MAX_NAME + 16];
	int a, b, d, first = 1;

	lf_buf_puts(out, "{\"bots\":[");
	for (b = 0; b < t->bots; b++) {
		stats_elo_interval(t->games[b], t->points[b], t->squares[b],
		    &elo, &margin);
		short_name(t, b, name, sizeof name);
		lf_buf_printf(out, "%s\n{\"bot\":%d,\"name\":",
		    b > 0 ? "," : "", b + 1);
		add_json_text(out, name);
		lf_buf_puts(out, ",\"command\":");
		add_json_text(out, t->command[b]);
		lf_buf_printf(out, ",\"games\":%ld,\"wins\":%ld,\"draws\":%ld,"
		    "\"losses\":%ld,\"forfeits\":%ld,\"points\":%.10g,"
		    "\"score\":", t->games[b], t->wins[b], t->draws[b],
		    t->losses[b], t->forfeits[b], t->points[b]);
		add_json_number(out, t->games[b] > 0 ? t->points[b] /
		    (double)t->games[b] : NAN);
		lf_buf_puts(out, ",\"elo\":");
		add_json_number(out, t->many_seats ? NAN : elo);
		lf_buf_puts(out, ",\"elo_margin\":");
		add_json_number(out, t->many_seats ? NAN : margin);
		lf_buf_puts(out, "}");
	}
	lf_buf_puts(out, "],\n\"pairs\":[");
	for (a = 0; a < t->bots; a++)
		for (b = 0; b < t->bots; b++) {
			if (t->pair_games[a][b] == 0)
				continue;
			lf_buf_printf(out, "%s\n{\"bot\":%d,\"opponent\":%d,"
			    "\"games\":%ld,\"points\":%.10g}",
			    first ? "" : ",", a + 1, b + 1,
			    t->pair_games[a][b], t->pair_points[a][b]);
			first = 0;
		}
	lf_buf_puts(out, "],\n\"sprt\":");
	if (!t->sprt.on)
		lf_buf_puts(out, "null");
	else {
		sprt_bounds(&t->sprt, &lower, &upper);
		d = sprt_decision(&t->sprt);
		lf_buf_printf(out, "{\"elo0\":%.10g,\"elo1\":%.10g,"
		    "\"alpha\":%.10g,\"beta\":%.10g,\"llr\":%.10g,"
		    "\"lower\":%.10g,\"upper\":%.10g,\"pairs\":%ld,"
		    "\"games\":%ld,\"decision\":%s}", t->sprt.elo0,
		    t->sprt.elo1, t->sprt.alpha, t->sprt.beta,
		    sprt_llr(&t->sprt), lower, upper, sprt_count(&t->sprt),
		    2 * sprt_count(&t->sprt),
		    d > 0 ? "\"H1\"" : d < 0 ? "\"H0\"" : "null");
	}
	lf_buf_puts(out, ",\n\"pair_elo\":");
	if (t->bots != 2 || t->many_seats ||
	    stats_pair_interval(t->swapped, &elo, &margin) != 0)
		lf_buf_puts(out, "null");
	else {
		lf_buf_printf(out, "{\"pairs\":%ld,\"elo\":",
		    stats_pair_count(t->swapped));
		add_json_number(out, elo);
		lf_buf_puts(out, ",\"elo_margin\":");
		add_json_number(out, margin);
		lf_buf_puts(out, "}");
	}
	lf_buf_puts(out, "}\n");
}

/* Append a field of CSV: quoted when it holds a comma, a quote or a
 * line break, the quotes doubled (RFC 4180). */
static void
add_csv_text(struct lf_buf *out, const char *text)
{
	if (strpbrk(text, ",\"\r\n") == NULL) {
		lf_buf_puts(out, text);
		return;
	}
	lf_buf_add(out, "\"", 1);
	for (; *text != '\0'; text++) {
		if (*text == '"')
			lf_buf_add(out, "\"", 1);
		lf_buf_add(out, text, 1);
	}
	lf_buf_add(out, "\"", 1);
}

/* Append the results as CSV: a header line, then a line per bot; an
 * infinite Elo or margin is an empty field. */
static void
format_csv(const struct table *t, struct lf_buf *out)
{
	double elo, margin;
	char name[MAX_NAME + 16];
	int b;

	lf_buf_puts(out, "bot,name,command,games,wins,draws,losses,forfeits,"
	    "points,score,elo,elo_margin\r\n");
	for (b = 0; b < t->bots; b++) {
		stats_elo_interval(t->games[b], t->points[b], t->squares[b],
		    &elo, &margin);
		short_name(t, b, name, sizeof name);
		lf_buf_printf(out, "%d,", b + 1);
		add_csv_text(out, name);
		lf_buf_add(out, ",", 1);
		add_csv_text(out, t->command[b] != NULL ? t->command[b] : "");
		lf_buf_printf(out, ",%ld,%ld,%ld,%ld,%ld,%.10g,", t->games[b],
		    t->wins[b], t->draws[b], t->losses[b], t->forfeits[b],
		    t->points[b]);
		if (t->games[b] > 0)
			lf_buf_printf(out, "%.10g", t->points[b] /
			    (double)t->games[b]);
		lf_buf_add(out, ",", 1);
		if (!t->many_seats && isfinite(elo))
			lf_buf_printf(out, "%.10g", elo);
		lf_buf_add(out, ",", 1);
		if (!t->many_seats && isfinite(margin))
			lf_buf_printf(out, "%.10g", margin);
		lf_buf_puts(out, "\r\n");
	}
}

/* Append the table in the format asked for. */
void
table_format(const struct table *t, enum results format, struct lf_buf *out)
{
	if (format == RESULTS_JSON)
		format_json(t, out);
	else if (format == RESULTS_CSV)
		format_csv(t, out);
	else
		format_table(t, out);
}

/* Write the table on standard output in the format asked for; return 0
 * or EXIT_SYSTEM. */
int
print_table(const struct table *t, enum results format)
{
	struct lf_buf out;
	int status;

	lf_buf_init(&out);
	table_format(t, format, &out);
	if (out.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	status = cli_write(out.data, out.len);
	lf_buf_free(&out);
	return status;
}

/* Append a duration in seconds as H:MM:SS, or M:SS under an hour. */
static void
add_duration(struct lf_buf *out, double seconds)
{
	long s = seconds > 0 ? (long)(seconds + 0.5) : 0;

	if (s >= 3600)
		lf_buf_printf(out, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60,
		    s % 60);
	else
		lf_buf_printf(out, "%ld:%02ld", s / 60, s % 60);
}

/* Show how the tournament is going on one line of a terminal, drawn
 * over: the games done, for two bots bot 1's wins, draws and losses and
 * its Elo difference, else the leader; the time taken and an estimate of
 * the time left. */
void
show_progress(const struct table *t, long done, long total, double seconds)
{
	struct lf_buf line;
	double elo, margin;
	char name[MAX_NAME + 16];
	int order[LF_MAX_PLAYERS], b;

	lf_buf_init(&line);
	lf_buf_printf(&line, "\rlf-play: %ld/%ld games", done, total);
	if (t->bots == 2 && !t->many_seats && t->games[0] > 0) {
		short_name(t, 0, name, sizeof name);
		lf_buf_printf(&line, ", %s %ld-%ld-%ld (W-D-L), Elo ", name,
		    t->wins[0], t->draws[0], t->losses[0]);
		stats_elo_interval(t->games[0], t->points[0], t->squares[0],
		    &elo, &margin);
		add_elo(&line, 0, elo);
		if (!isinf(elo) && !isinf(margin))
			lf_buf_printf(&line, " +/- %.0f", margin);
	} else if (t->bots > 2 && done > 0) {
		for (b = 0; b < t->bots; b++)
			order[b] = b;
		rank_table = t;
		qsort(order, (size_t)t->bots, sizeof order[0], compare_rank);
		short_name(t, order[0], name, sizeof name);
		lf_buf_printf(&line, ", leader %s (%.3f a game)", name,
		    t->points[order[0]] /
		    (double)(t->games[order[0]] > 0 ? t->games[order[0]] : 1));
	}
	if (t->sprt.on)
		lf_buf_printf(&line, ", LLR %.2f", sprt_llr(&t->sprt));
	lf_buf_puts(&line, ", ");
	add_duration(&line, seconds);
	if (done > 0 && done < total) {
		lf_buf_puts(&line, " elapsed, about ");
		add_duration(&line, seconds / (double)done *
		    (double)(total - done));
		lf_buf_puts(&line, " left");
	} else
		lf_buf_puts(&line, " elapsed");
	lf_buf_puts(&line, "\033[K");
	if (!line.failed)
		fputs(line.data, stderr);
	fflush(stderr);
	lf_buf_free(&line);
}

