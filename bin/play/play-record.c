/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-record.c: game records as lf-play writes them (lf-play(1), GAME
 * RECORDS): the header that says which game it is and who plays, one
 * line at a time written whole, and the result line with its comment. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play.h"
#include "text_int.h"

/* Append text as the rule for text from outside shows it
 * (lf_text_add()), cut to max bytes with "..." after it, so that a
 * command line with a newline or an escape sequence cannot break a
 * record or drive a terminal. */
void
printable_add(struct lf_buf *out, const char *text, size_t max)
{
	lf_text_add(out, text, strlen(text), max);
}

/* Make the starting position of game index (0-based) of the plan and
 * fill its header: its number, round, and seed or start, and each seat's
 * bot, name, times (a bot's) and command (cut to fit, with "...").  Exits if
 * the board cannot be made (checked before any game). */
void
record_start(const struct settings *set, long index,
    const struct game_plan *plan, struct lf_position *pos,
    struct lf_header *h)
{
	struct lf_new_options opt;
	struct lf_seat *seat;
	struct lf_buf command;
	struct lf_error err;
	size_t k;
	int s, b;

	lf_header_init(h);
	h->game = index + 1;
	if (set->tournament != TOURNAMENT_ALL)
		h->round = plan->round;
	if (set->start_path != NULL) {
		k = (size_t)plan->board % set->starts.count;
		starts_get(set, k, pos);
		h->start = (long)k + 1;
	} else {
		opt = set->new_options;
		opt.seed += (uint64_t)plan->board;
		lf_error_clear(&err);
		if (lf_new_game(&opt, pos, &err) != LF_OK)
			cli_die(EXIT_USAGE, "%s", err.message);
		h->seeded = 1;
		h->seed = opt.seed;
	}
	for (s = 0; s < set->seats; s++) {
		seat = &h->seat[s];
		b = plan->seat_bot[s];
		seat->player = s;
		seat->bot = b;
		/* A person has no time limit; on a game clock without
		 * --time a move may take what is left on it: no time of its
		 * own. */
		if (!is_human(set->bots[b])) {
			if (set->tc_base_ms == 0 || set->time_given)
				seat->time_ms = set->time_ms;
			seat->clock_ms = set->tc_base_ms;
			seat->increment_ms = set->tc_base_ms > 0 ?
			    set->tc_inc_ms : 0;
		}
		if (set->names[b] != NULL)
			snprintf(seat->name, sizeof seat->name, "%s",
			    set->names[b]);
		lf_buf_init(&command);
		printable_add(&command, set->bots[b], COMMAND_SHOWN);
		if (command.failed)
			cli_die(EXIT_SYSTEM, "out of memory");
		snprintf(seat->command, sizeof seat->command, "%s",
		    command.data);
		lf_buf_free(&command);
	}
}

/* Make the starting position of game index (0-based) and append the
 * record's header: the comments that say in words which game it is, its
 * round in a round robin or a gauntlet, its seed or start and who plays
 * each seat (as the plan says), as every version of lf-play wrote them;
 * the header lines that say the same as data, with the times of each
 * seat (leapfrog(5)); and the position line.  Each line ends with a
 * newline.  Exits if the board cannot be made. */
void
record_header(const struct settings *set, long index,
    const struct game_plan *plan, struct lf_position *pos,
    struct lf_buf *out)
{
	struct lf_header h;
	struct lf_error err;
	int s;

	record_start(set, index, plan, pos, &h);
	lf_buf_printf(out, "# game %ld", h.game);
	if (h.round != 0)
		lf_buf_printf(out, " round=%ld", h.round);
	if (h.start != 0)
		lf_buf_printf(out, " start=%ld\n", h.start);
	else
		lf_buf_printf(out, " seed=%llu\n", (unsigned long long)h.seed);
	for (s = 0; s < set->seats; s++)
		lf_buf_printf(out, "# player %d: bot %d: %s\n", s + 1,
		    h.seat[s].bot + 1, h.seat[s].command);
	for (s = 0; s < set->seats; s++)
		if (h.seat[s].name[0] != '\0')
			lf_buf_printf(out, "# name %d: %s\n", h.seat[s].bot + 1,
			    h.seat[s].name);
	lf_error_clear(&err);
	if (lf_header_format(&h, out, &err) != LF_OK)
		cli_die(cli_exit_status(err.status), "%s", err.message);
	if (lf_position_format(pos, out, NULL) != LF_OK ||
	    lf_buf_add(out, "\n", 1) != LF_OK)
		cli_die(EXIT_SYSTEM, "out of memory");
}

/* Write the comment that follows a bot's move in its record (leapfrog(5),
 * "Notes on moves"): "# move time=S" with the seconds the move took, and
 * " comment=TEXT" with the last comment line the bot wrote before it,
 * when it wrote one, its control bytes made '?'. */
void
record_move_note(struct record *rec, const struct bot *bot)
{
	struct lf_buf note;
	char seconds[32];
	const char *comment = bot_comment(bot, NULL);

	lf_buf_init(&note);
	lf_format_seconds(bot_elapsed(bot), seconds, sizeof seconds, NULL);
	lf_buf_printf(&note, "# move time=%s", seconds);
	if (comment[0] != '\0') {
		lf_buf_puts(&note, " comment=");
		printable_add(&note, comment, BOT_MAX_COMMENT);
	}
	if (note.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	record_line(rec, note.data, 0);
	lf_buf_free(&note);
}

/* Write one line of the record, whole whatever signal comes, so that the
 * record is valid up to this line whatever happens next; keep it for the
 * summary when asked.  While the record is held, the line waits in
 * memory for record_release().  After a failed write nothing more is
 * written. */
void
record_line(struct record *rec, const char *text, int keep)
{
	size_t len = strlen(text);

	if (keep) {
		lf_buf_add(&rec->summary, text, len);
		lf_buf_add(&rec->summary, "\n", 1);
	}
	if (rec->fd < 0 || rec->write_errno != 0)
		return;
	if (rec->hold) {
		lf_buf_add(&rec->held, text, len);
		lf_buf_add(&rec->held, "\n", 1);
		if (rec->held.failed)
			cli_die(EXIT_SYSTEM, "out of memory");
		return;
	}
	if (proc_write_all(rec->fd, text, len) != 0 ||
	    proc_write_all(rec->fd, "\n", 1) != 0)
		rec->write_errno = errno != 0 ? errno : EIO;
}

/* Write each line of text (lines ended by newlines) with record_line(),
 * keeping the header lines for the summary. */
void
record_lines(struct record *rec, const char *text)
{
	const char *line, *nl;
	size_t len;
	char *copy;

	for (line = text; (nl = strchr(line, '\n')) != NULL; line = nl + 1) {
		len = (size_t)(nl - line);
		if ((copy = strndup(line, len)) == NULL)
			cli_die(EXIT_SYSTEM, "out of memory");
		record_line(rec, copy, lf_is_header_line(copy, len));
		free(copy);
	}
}

/* Append the outcome of an ending in words without the forfeit, "player
 * 1 wins" or "draw between players 1 and 2", from lf_ending_describe(),
 * which ends with them (then " with N" for a game played to its end). */
static void
outcome_words(const struct lf_ending *e, struct lf_buf *out)
{
	struct lf_buf words;
	const char *start, *end, *p;

	lf_buf_init(&words);
	lf_ending_describe(e, &words, NULL);
	if (words.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	start = strchr(words.data, ':') + 2;
	for (p = start; (p = strstr(p, "; ")) != NULL; p += 2)
		start = p + 2;
	end = e->end == LF_END_OVER ? strstr(start, " with ") : NULL;
	lf_buf_add(out, start, end != NULL ? (size_t)(end - start) :
	    strlen(start));
	lf_buf_free(&words);
}

/* Write how the game ended: the result line of leapfrog(5), then the
 * comment that says it in words, with the reason of a forfeit, as the
 * records of every version of lf-play have it: "# result: scores 0,0;
 * player 1 forfeits (timeout): no move within 0.5 s; player 2 wins". */
void
record_ending(struct record *rec, const struct lf_ending *e,
    const char *detail)
{
	struct lf_buf line;
	int i;

	lf_buf_init(&line);
	lf_ending_format(e, &line, NULL);
	record_line(rec, line.failed ? "" : line.data, 1);
	lf_buf_reset(&line);
	lf_buf_puts(&line, "# result: scores ");
	for (i = 0; i < e->players; i++)
		lf_buf_printf(&line, i > 0 ? ",%ld" : "%ld", e->score[i]);
	if (e->end != LF_END_OVER) {
		lf_buf_printf(&line, "; player %d forfeits (%s): ",
		    e->player + 1, e->end == LF_END_RESIGN ? "resign" :
		    lf_bot_fault_name(e->reason));
		printable_add(&line, detail != NULL ? detail : "",
		    COMMAND_SHOWN);
	}
	lf_buf_puts(&line, "; ");
	outcome_words(e, &line);
	if (line.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	record_line(rec, line.data, 1);
	lf_buf_free(&line);
}

/* Write the lines held back so far, at once, and write the next lines as
 * they come: the record of a game that people play is written when the
 * game ends, so that the moves they take back are not in it and the
 * record does not come between the boards on their terminal. */
void
record_release(struct record *rec)
{
	rec->hold = 0;
	if (rec->fd >= 0 && rec->write_errno == 0 && rec->held.len > 0 &&
	    proc_write_all(rec->fd, rec->held.data, rec->held.len) != 0)
		rec->write_errno = errno != 0 ? errno : EIO;
	lf_buf_free(&rec->held);
}
