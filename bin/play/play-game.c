/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-game.c: one game of lf-play: the seats, the persistent bots started
 * with the game, the loop that asks each bot or person for its move and
 * checks it, and the game record, ended by how the game ended. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "play.h"

#define COMMAND_QUOTED 80 /* bytes of a bot command in a message */

/* One seat of a game: who plays it. */
struct seat {
	int bot;                    /* the operand, 0-based */
	int human;
	struct bot *engine;      /* NULL for a person */
	long clock_ms;              /* with --tc: the time left on its clock */
};

/* Whether a BOT operand stands for a person at the terminal. */
int
is_human(const char *bot)
{
	return strcmp(bot, "-") == 0 || strcmp(bot, "human") == 0;
}

/* Say that the bot of a seat failed through no move of its own: "bot 1
 * (nosuchbot): cannot be started: ...". */
static enum game_status
bot_error(const struct settings *set, const struct seat *seat,
    const struct lf_error *err, struct lf_buf *error)
{
	lf_buf_printf(error, "bot %d (", seat->bot + 1);
	printable_add(error, set->bots[seat->bot], COMMAND_QUOTED);
	lf_buf_printf(error, "): %s", err->message);
	return GAME_ERROR;
}

/* How writing the record went: GAME_DONE while it goes well, GAME_CLOSED
 * when standard output was closed (which ends the referee quietly), else
 * GAME_ERROR with the message. */
static enum game_status
record_status(const struct record *rec, struct lf_buf *error)
{
	if (rec->write_errno == 0)
		return GAME_DONE;
	if (rec->write_errno == EPIPE && rec->fd == STDOUT_FILENO)
		return GAME_CLOSED;
	lf_buf_printf(error, "%s: write error: %s", rec->path,
	    strerror(rec->write_errno));
	return GAME_ERROR;
}

/* Make the seats of game index, as the schedule (plan) says. */
static enum game_status
make_seats(const struct settings *set, const struct game_plan *plan,
    struct seat *seats, struct lf_buf *error)
{
	struct lf_error err;
	struct seat *seat;
	int s;

	lf_error_clear(&err);
	for (s = 0; s < set->seats; s++) {
		seat = &seats[s];
		seat->bot = plan->seat_bot[s];
		seat->human = is_human(set->bots[seat->bot]);
		seat->engine = NULL;
		if (seat->human)
			continue;
		if (bot_new(&seat->engine, set->bots[seat->bot], s + 1,
		    &err) != LF_OK)
			return bot_error(set, seat, &err, error);
		bot_set_time(seat->engine, set->time_ms);
		seat->clock_ms = set->tc_base_ms;
		if (set->tc_base_ms > 0) {
			bot_set_time(seat->engine, set->tc_base_ms <
			    set->time_ms ? set->tc_base_ms : set->time_ms);
			bot_set_clock(seat->engine, set->tc_base_ms,
			    set->tc_inc_ms);
		}
		bot_set_persistent(seat->engine,
		    (int)(set->persistent >> seat->bot & 1));
		bot_set_startup_time(seat->engine, set->startup_ms);
		bot_set_interrupt(seat->engine, proc_interrupt_fd());
	}
	return GAME_DONE;
}

/* Write the header and the starting position into the record. */
static void
write_header(const struct settings *set, long index,
    const struct game_plan *plan, struct lf_position *pos,
    struct record *rec)
{
	struct lf_buf header;

	lf_buf_init(&header);
	record_header(set, index, plan, pos, &header);
	record_lines(rec, header.data);
	lf_buf_free(&header);
}

/* Start the persistent bots with the game, so that their start-up runs
 * while the others move, outside their clocks. */
static enum game_status
start_bots(const struct settings *set, struct seat *seats,
    struct lf_buf *error)
{
	struct lf_error err;
	int s;

	lf_error_clear(&err);
	for (s = 0; s < set->seats; s++)
		if (seats[s].engine != NULL &&
		    (set->persistent >> seats[s].bot & 1) &&
		    bot_start(seats[s].engine, &err) != LF_OK)
			return bot_error(set, &seats[s], &err, error);
	return GAME_DONE;
}

/* Ask the bot of the seat to move for player s; a fault ends the game
 * with its forfeit.  Return GAME_DONE with *ended 0 and *move legal, or
 * with *ended 1 and *e, *detail set; or how the game was stopped. */
static enum game_status
bot_turn(const struct settings *set, struct seat *seat, int s,
    const struct lf_position *pos, struct lf_move *move, int *ended,
    struct lf_ending *e, char *detail, size_t size, struct lf_buf *error)
{
	struct lf_error err;
	enum lf_status st;

	lf_error_clear(&err);
	/* On a game clock the move may take what is left on it (and no
	 * more than --time, when given); the bot is told both. */
	if (set->tc_base_ms > 0) {
		bot_set_time(seat->engine, seat->clock_ms < set->time_ms ?
		    seat->clock_ms : set->time_ms);
		bot_set_clock(seat->engine, seat->clock_ms, set->tc_inc_ms);
	}
	people_thinking(set, s, seat->bot, 1);
	st = bot_move(seat->engine, pos, move, &err);
	people_thinking(set, s, seat->bot, 0);
	/* A move read at its deadline may have taken a little more than
	 * the clock held: that leaves no time, not a debt. */
	if (set->tc_base_ms > 0) {
		seat->clock_ms += set->tc_inc_ms - bot_elapsed(seat->engine);
		if (seat->clock_ms < 0)
			seat->clock_ms = 0;
	}
	if (st == LF_EINTR || (st != LF_OK && got_signal))
		return GAME_SIGNAL;
	if (st != LF_OK)
		return bot_error(set, seat, &err, error);
	if (bot_fault(seat->engine) != LF_BOT_OK) {
		lf_ending_init(e, pos, LF_END_FORFEIT, s,
		    bot_fault(seat->engine), NULL);
		snprintf(detail, size, "%s", bot_reason(seat->engine));
		*ended = 1;
	}
	return GAME_DONE;
}

/* Ask the person in seat s for a move, and take moves back when they
 * ask; return as bot_turn() does. */
static enum game_status
human_turn(const struct settings *set, int s, struct lf_position *pos,
    struct history *h, struct lf_move *move, int *ended,
    struct lf_ending *e, char *detail, size_t size, struct lf_buf *error)
{
	struct lf_buf taken;
	int r;

	while ((r = human_move(set, pos, h, move, detail, size)) ==
	    PEOPLE_UNDO) {
		lf_buf_init(&taken);
		history_undo(h, s, pos, &taken);
		fprintf(stderr, "took back %s\n", taken.failed ? "moves" :
		    taken.data);
		lf_buf_free(&taken);
	}
	if (r == 1) {
		lf_ending_init(e, pos, LF_END_RESIGN, s, LF_BOT_OK, NULL);
		*ended = 1;
	} else if (r < 0)
		return GAME_SIGNAL;
	else if (r != 0) {
		lf_buf_puts(error, detail);
		return GAME_ERROR;
	}
	return GAME_DONE;
}

/* Write the moves of a game that people played into its record, held
 * until now, so that the record holds the game as it was played, without
 * the moves taken back. */
static void
write_moves(struct record *rec, const struct history *h)
{
	size_t i;

	if (!rec->hold)
		return;
	record_release(rec);
	for (i = 0; i < h->count; i++)
		record_line(rec, history_text(h, i), 0);
}

/* Play game index (0-based) of the schedule, writing its record: the
 * header, the moves as they are played, and how the game ended.  A
 * signal, a write error or the referee's own failure stop it where it
 * is, the record whole up to its last line; then the bots are stopped
 * and what they left is killed.  When people play, the record is held
 * until the game ends (or stops), since they may take moves back. */
enum game_status
play_game(const struct settings *set, long index, struct record *rec,
    struct lf_buf *error)
{
	struct lf_position *pos = cli_position();
	static struct history hist;
	struct adjudication adj;
	struct lf_move *move;
	struct seat seats[LF_MAX_PLAYERS];
	struct game_plan plan;
	struct lf_ending ending;
	struct lf_buf line;
	char detail[300];
	enum game_status status;
	int s, r, ended = 0;

	memset(seats, 0, sizeof seats);
	if (lf_move_new(&move, NULL) != LF_OK)
		cli_die(EXIT_SYSTEM, "out of memory");
	lf_buf_init(&rec->held);
	rec->hold = set->humans > 0;
	schedule_game(set, index, &plan);
	status = make_seats(set, &plan, seats, error);
	if (status == GAME_DONE) {
		write_header(set, index, &plan, pos, rec);
		status = start_bots(set, seats, error);
	}
	history_begin(&hist, pos);
	adjudicate_begin(&adj);
	lf_buf_init(&line);
	detail[0] = '\0';
	while (status == GAME_DONE && !ended) {
		if ((status = record_status(rec, error)) != GAME_DONE)
			break;
		if (got_signal) {
			status = GAME_SIGNAL;
			break;
		}
		if (lf_game_over(pos)) {
			lf_ending_init(&ending, pos, LF_END_OVER, -1,
			    LF_BOT_OK, NULL);
			ended = 1;
			break;
		}
		/* The result can no longer change: the referee plays the
		 * game to its end. */
		if (set->adjudicate != 0 &&
		    (r = adjudicate(set, &adj, pos, move, error)) != 0) {
			if (r < 0) {
				status = GAME_ERROR;
				break;
			}
			lf_ending_init(&ending, pos, LF_END_OVER, -1,
			    LF_BOT_OK, NULL);
			ended = 1;
			break;
		}
		s = lf_position_turn(pos);
		if (seats[s].human)
			status = human_turn(set, s, pos, &hist, move, &ended,
			    &ending, detail, sizeof detail, error);
		else
			status = bot_turn(set, &seats[s], s, pos, move,
			    &ended, &ending, detail, sizeof detail, error);
		if (status != GAME_DONE || ended)
			break;
		lf_buf_reset(&line);
		lf_move_format(pos, move, &line, NULL);
		if (line.failed)
			cli_die(EXIT_SYSTEM, "out of memory");
		if (!rec->hold) {
			record_line(rec, line.data, 0);
			if (seats[s].engine != NULL)
				record_move_note(rec, seats[s].engine);
		}
		history_add(&hist, s, line.data, lf_move_squares(move),
		    lf_move_length(move));
		lf_apply_unchecked(pos, move, NULL);
		if (seats[s].human && !lf_game_over(pos) &&
		    !seats[lf_position_turn(pos)].human)
			people_moved(set, &hist, pos);
	}
	for (s = 0; s < set->seats; s++)
		bot_free(seats[s].engine);
	proc_kill_orphans(NULL, 0);
	/* A signal that came while the last move was judged still stops
	 * the game: the record then ends with that move. */
	if (status == GAME_DONE && got_signal)
		status = GAME_SIGNAL;
	if (set->humans > 0 && ((status == GAME_DONE && ended) ||
	    status == GAME_SIGNAL))
		people_ended(set, &hist, pos, status == GAME_DONE ? &ending :
		    NULL, rec->fd == STDOUT_FILENO && isatty(STDOUT_FILENO));
	write_moves(rec, &hist);
	if (status == GAME_DONE && ended) {
		if (adj.lines.len > 0)
			record_lines(rec, adj.lines.data);
		record_ending(rec, &ending, detail);
		status = record_status(rec, error);
	}
	history_free(&hist);
	adjudicate_end(&adj);
	people_end();
	lf_buf_free(&line);
	lf_move_free(move);
	lf_position_free(pos);
	return status;
}
