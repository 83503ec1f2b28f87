/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-game.c: one game of lf-play: the seats, the loop that asks each
 * bot or person for its move and checks it, and the game record. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play.h"

/* One seat of a game: who plays it. */
struct seat {
	int bot;                    /* the operand, 0-based */
	int human;
	struct lf_bot engine;
};

/* Whether a BOT operand stands for a person at the terminal. */
int
is_human(const char *bot)
{
	return strcmp(bot, "-") == 0 || strcmp(bot, "human") == 0;
}

/* Copy text into a comment, with control characters made '?', so that a
 * command line with a newline cannot break the record. */
void
add_printable(struct lf_buf *out, const char *text)
{
	for (; *text != '\0'; text++) {
		unsigned char c = (unsigned char)*text;
		lf_buf_add(out, c < 0x20 || c == 0x7f ? "?" : text, 1);
	}
}

/* Write one line of the record and flush it, so that the record is whole
 * up to this line whatever happens next; keep comments for the summary. */
static void
record_line(struct record *rec, const char *text, int keep)
{
	if (keep) {
		lf_buf_puts(&rec->comments, text);
		lf_buf_add(&rec->comments, "\n", 1);
	}
	if (rec->fp == NULL || rec->failed)
		return;
	if (fputs(text, rec->fp) == EOF || putc('\n', rec->fp) == EOF ||
	    fflush(rec->fp) != 0) {
		cli_warn("%s: write error: %s", rec->path, strerror(errno));
		rec->failed = 1;
	}
}

/* Make the starting position of game index (0-based) and write the
 * record's header: the game, its seed or start, and who plays each seat. */
static void
start_game(const struct settings *set, long index, struct seat *seats,
    struct lf_position *pos, struct record *rec)
{
	long board = index / set->bot_count;
	struct lf_new_options opt;
	struct lf_error err;
	struct lf_buf line;
	int s;

	lf_buf_init(&line);
	if (set->starts != NULL) {
		*pos = set->starts[(size_t)board % set->start_count];
		lf_buf_printf(&line, "# game %ld start=%zu", index + 1,
		    (size_t)board % set->start_count + 1);
	} else {
		opt = set->new_options;
		opt.seed += (uint64_t)board;
		lf_error_clear(&err);
		if (lf_new_game(&opt, pos, &err) != LF_OK)
			cli_die(EXIT_USAGE, "%s", err.message);
		lf_buf_printf(&line, "# game %ld seed=%llu", index + 1,
		    (unsigned long long)opt.seed);
	}
	record_line(rec, line.data, 1);
	for (s = 0; s < set->bot_count; s++) {
		lf_buf_reset(&line);
		lf_buf_printf(&line, "# player %d: bot %d: ", s + 1,
		    seats[s].bot + 1);
		add_printable(&line, set->bots[seats[s].bot]);
		record_line(rec, line.data, 1);
	}
	lf_buf_reset(&line);
	lf_position_format(pos, &line);
	record_line(rec, line.data, 0);
	if (line.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	lf_buf_free(&line);
}

/* Append the result line: the scores, who forfeited and why, and who
 * won or drew. */
static void
format_result(const struct lf_position *pos, int forfeit, const char *why,
    struct lf_buf *out)
{
	int winner[LF_MAX_PLAYERS], i, count, seen = 0;
	int n = pos->rules.players;

	lf_buf_puts(out, "# result: scores ");
	for (i = 0; i < n; i++)
		lf_buf_printf(out, "%s%ld", i > 0 ? "," : "", pos->score[i]);
	if (forfeit >= 0)
		lf_buf_printf(out, "; player %d forfeits (%s", forfeit + 1,
		    why);
	count = find_winners(n, pos->score, forfeit, winner);
	lf_buf_puts(out, count == 1 ? "; player " : "; draw between players ");
	for (i = 0; i < n; i++) {
		if (!winner[i])
			continue;
		seen++;
		if (seen > 1)
			lf_buf_puts(out, seen == count ? " and " : ", ");
		lf_buf_printf(out, "%d", i + 1);
	}
	if (count == 1)
		lf_buf_puts(out, " wins");
}

/* Play game index (0-based) of the schedule, writing its record.  Return
 * 0 when the game was played to its end (forfeits included), EXIT_SYSTEM
 * after an error is reported, or -1 when a signal interrupted it (the
 * record then ends with the last move played). */
int
play_game(const struct settings *set, long index, struct record *rec)
{
	static struct lf_position pos;
	static struct lf_move move;
	struct seat seats[LF_MAX_PLAYERS];
	struct lf_error err;
	struct lf_buf line;
	char reason[sizeof seats[0].engine.reason + 32], last[96];
	int s, n = set->bot_count, forfeit = -1, status = 0, r;

	for (s = 0; s < n; s++) {
		seats[s].bot = (int)((s + index) % n);
		seats[s].human = is_human(set->bots[seats[s].bot]);
		lf_bot_init(&seats[s].engine, set->bots[seats[s].bot], s + 1,
		    set->time_ms);
		seats[s].engine.persistent =
		    (int)(set->persistent >> seats[s].bot & 1);
		seats[s].engine.stop = &got_signal;
	}
	start_game(set, index, seats, &pos, rec);
	lf_buf_init(&line);
	last[0] = '\0';
	while (!rec->failed && !lf_game_over(&pos)) {
		s = pos.turn;
		if (got_signal) {
			status = -1;
			break;
		}
		if (seats[s].human) {
			r = human_move(set, &pos, last, &move, reason,
			    sizeof reason);
			if (r == 1)
				forfeit = s;
			else if (r != 0)
				status = r;
			if (r != 0)
				break;
		} else {
			lf_error_clear(&err);
			if (lf_bot_move(&seats[s].engine, &pos, &move,
			    &err) != LF_OK) {
				if (got_signal) {
					status = -1;
					break;
				}
				cli_warn("player %d: %s", s + 1, err.message);
				status = EXIT_SYSTEM;
				break;
			}
			if (seats[s].engine.fault != LF_BOT_OK) {
				forfeit = s;
				snprintf(reason, sizeof reason, "%s): %s",
				    lf_bot_fault_name(seats[s].engine.fault),
				    seats[s].engine.reason);
				break;
			}
		}
		lf_buf_reset(&line);
		lf_move_format(&pos, move.square, move.length, &line, NULL);
		if (line.failed)
			cli_die(EXIT_SYSTEM, "out of memory");
		record_line(rec, line.data, 0);
		snprintf(last, sizeof last, "player %d played %.40s", s + 1,
		    line.data);
		lf_apply_unchecked(&pos, move.square, move.length, NULL);
	}
	for (s = 0; s < n; s++)
		lf_bot_free(&seats[s].engine);
	if (status == 0 && rec->failed)
		status = EXIT_SYSTEM;
	if (status == 0) {
		lf_buf_reset(&line);
		format_result(&pos, forfeit, reason, &line);
		record_line(rec, line.data, 1);
		if (set->humans > 0) {
			if (last[0] != '\0') {
				fprintf(stderr, "%s\n", last);
				show_position(set, &pos);
			}
			fprintf(stderr, "%s\n", line.data + 2);
		}
		if (line.failed)
			cli_die(EXIT_SYSTEM, "out of memory");
		if (rec->failed)
			status = EXIT_SYSTEM;
	}
	lf_buf_free(&line);
	return status;
}

