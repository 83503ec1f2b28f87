/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-people.c: people at the terminal: the board and the moves shown
 * on standard error, moves read from standard input and explained when
 * they are wrong. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "play.h"

#define WRAP_COLUMN 72
#define SHOW_MOVES 1000          /* moves "?" lists, at most */
#define HUMAN_CHECK_SECONDS 10.0 /* to check a person's chain=most move */
#define HINT_SECONDS 0.9         /* a hint's search, "at most a second" */
#define HINT_TABLE_BYTES ((size_t)4 << 20) /* its transposition table */
#define HINT_LINES 3             /* the best moves a hint ranks */
#define THINKING_COMMAND 40      /* bytes of a bot's command shown */
#define READ_AGAIN (-2)          /* read_line(): no line to act on */

static struct lf_stream *human_input; /* what people type */
static struct lf_search *hint_search; /* the hints' search, made once */
static const char *leaving;           /* how a person resigned: "quit"... */

/* The game at the prompt, which Tab and Ctrl-L answer from. */
struct at_prompt {
	const struct settings *set;
	struct lf_position *pos;
	struct history *h;
};

/* The commands, as Tab completes them. */
static const char *const commands[] = {
	"help", "hint", "quit", "resign", "undo"
};

/* Read people's moves from standard input, unbuffered: a game played in
 * a worker process must not take the input of the games after it. */
void
people_init(void)
{
	struct lf_error err;

	setvbuf(stdin, NULL, _IONBF, 0);
	if (lf_stream_new(&human_input, stdin, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
}

/* Show a line that was typed, with its control bytes made '?'. */
static void
echo_line(const char *line)
{
	struct lf_buf shown;

	lf_buf_init(&shown);
	printable_add(&shown, line, LF_MAX_LINE);
	fprintf(stderr, "%s\n", shown.failed ? "?" : shown.data);
	lf_buf_free(&shown);
}

/* Draw a position for the people playing, on standard error, with the
 * squares of move last of the history marked between brackets, and those
 * of move own between parentheses (none: -1), so that the two are told
 * apart without colour. */
static void
show_position(const struct settings *set, const struct lf_position *pos,
    const struct history *h, long last, long own)
{
	struct lf_render_options opt;
	static int marked[LF_MAX_ROUTE];
	struct lf_move *move = NULL;
	const uint16_t *square;
	struct lf_buf out;
	int i = 0, length;

	cli_drawing(set->colour, set->ascii, &opt);
	if (last >= 0) {
		length = history_route(h, (size_t)last, &square);
		if (lf_move_new(&move, NULL) != LF_OK)
			cli_die(EXIT_SYSTEM, "out of memory");
		if (lf_move_set(move, square, length, NULL) == LF_OK)
			opt.move = move;
	}
	if (own >= 0)
		for (length = history_route(h, (size_t)own, &square);
		    i < length && i < LF_MAX_ROUTE; i++)
			marked[i] = square[i];
	opt.marked = marked;
	opt.marked_count = (size_t)i;
	lf_buf_init(&out);
	if (lf_render(pos, &opt, &out, NULL) == LF_OK)
		fputs(out.data, stderr);
	lf_buf_free(&out);
	lf_move_free(move);
}

/* Draw the position for the people with the squares of the last move
 * marked between brackets and, when it was another's, those of player's
 * own move before it between parentheses (player 0-based; -1: none), with
 * a line that says which is which. */
static void
show_board(const struct settings *set, const struct history *h,
    int player, const struct lf_position *pos)
{
	long last = (long)h->count - 1, own = -1, i;

	if (last >= 0 && player >= 0 && h->played[last].player != player)
		for (i = last - 1; i >= 0 && own < 0; i--)
			if (h->played[i].player == player)
				own = i;
	show_position(set, pos, h, last, own);
	if (own >= 0)
		fprintf(stderr, "marked: [ ] player %d's move %.60s, ( ) "
		    "your move %.60s\n", h->played[last].player + 1,
		    history_text(h, (size_t)last),
		    history_text(h, (size_t)own));
}

/* Show the people at once the move a person just played, marked on the
 * board, so that they see it while the next player, a bot, thinks. */
void
people_moved(const struct settings *set, const struct history *h,
    const struct lf_position *pos)
{
	show_board(set, h, -1, pos);
}

/* Show the people the moves played since they last looked, one line
 * each but those of player (0-based; -1: none), who typed them, then the
 * position with the squares of the last move marked, so that they see
 * what changed. */
void
show_played(const struct settings *set, struct history *h, int player,
    const struct lf_position *pos)
{
	for (; h->shown < h->count; h->shown++)
		if (h->played[h->shown].player != player)
			fprintf(stderr, "player %d played %.60s\n",
			    h->played[h->shown].player + 1,
			    history_text(h, h->shown));
	show_board(set, h, player, pos);
}

/* Generate the legal moves of pos into a new list, at most SHOW_MOVES of
 * them; return LF_EBUDGET when there are more. */
static enum lf_status
legal_moves(struct lf_position *pos, struct lf_move_list **list)
{
	struct lf_budget budget = { 0, SHOW_MOVES, 0 };
	struct lf_error err;
	enum lf_status st;

	if (lf_move_list_new(list, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	st = lf_generate(pos, *list, &budget, &err);
	if (st != LF_OK && st != LF_EBUDGET)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	return st;
}

/* List the legal moves for a person, wrapped, on standard error. */
static void
show_moves(struct lf_position *pos)
{
	struct lf_move_list *list;
	struct lf_buf out;
	struct lf_move *move = cli_move();
	size_t i, count, column = 0, before;
	struct lf_error err;
	enum lf_status st;

	lf_buf_init(&out);
	st = legal_moves(pos, &list);
	count = lf_move_list_count(list);
	lf_buf_printf(&out, "%s%zu legal move%s:", st == LF_EBUDGET ?
	    "more than " : "", count, count == 1 ? "" : "s");
	column = out.len;
	for (i = 0; i < count; i++) {
		if (lf_move_list_get(list, i, move, &err) != LF_OK)
			cli_die(EXIT_SYSTEM, "%s", err.message);
		before = out.len;
		lf_buf_add(&out, " ", 1);
		lf_move_format(pos, move, &out, NULL);
		column += out.len - before;
		if (column > WRAP_COLUMN && i > 0) {
			/* Start a new line before this move. */
			out.data[before] = '\n';
			column = out.len - before - 1;
		}
	}
	lf_buf_add(&out, "\n", 1);
	if (out.data != NULL)
		fputs(out.data, stderr);
	lf_buf_free(&out);
	lf_move_list_free(list);
	lf_move_free(move);
}

/* Say on standard error, when it is a terminal, that player (0-based),
 * played by BOT operand bot, is thinking, so that people know whose the
 * wait is; with on 0, erase the line again when its move has come. */
void
people_thinking(const struct settings *set, int player, int bot, int on)
{
	static int shown;           /* the length of the line shown */
	struct lf_buf line;

	if (set->humans == 0 || !isatty(STDERR_FILENO))
		return;
	if (!on) {
		if (shown > 0)
			fprintf(stderr, "\r%*s\r", shown, "");
		shown = 0;
		return;
	}
	lf_buf_init(&line);
	lf_buf_printf(&line, "player %d (", player + 1);
	printable_add(&line, set->bots[bot], THINKING_COMMAND);
	lf_buf_puts(&line, ") is thinking...");
	if (line.failed)
		return;
	fputs(line.data, stderr);
	fflush(stderr);
	shown = (int)line.len;
	lf_buf_free(&line);
}

/* Append to *out, in words, what a move takes: the piece a removal
 * takes off ("removes a 1 (1 point)") or the pieces a jump captures, each
 * the one between two squares of its route ("captures a 2 and a 1 (3
 * points)"). */
static void
describe_take(const struct lf_position *pos, const struct lf_move *move,
    struct lf_buf *out)
{
	const uint16_t *sq = lf_move_squares(move);
	int n = lf_move_length(move), k, column, row;
	long points = 0, sum = 0;
	struct lf_buf pieces;

	lf_move_points(pos, move, &points, NULL);
	lf_buf_init(&pieces);
	for (k = 1; k < n; k++) {
		column = (lf_column_of(sq[k - 1]) + lf_column_of(sq[k])) / 2;
		row = (lf_row_from_top(sq[k - 1]) + lf_row_from_top(sq[k])) / 2;
		sum += lf_cell(pos, lf_index(column, row));
		lf_buf_printf(&pieces, "%s a %d", k == 1 ? "" : k == n - 1 ?
		    " and" : ",", lf_cell(pos, lf_index(column, row)));
	}
	if (n == 1)
		lf_buf_printf(out, "removes a %d", lf_cell(pos, sq[0]));
	else if (sum == points && !pieces.failed)
		lf_buf_printf(out, "captures%s", pieces.data);
	else
		lf_buf_puts(out, "captures");
	lf_buf_printf(out, " (%ld point%s)", points, points == 1 ? "" : "s");
	lf_buf_free(&pieces);
}

/* After a hint, the search's view in words: the value of the move hinted
 * for the person, as deep as the search saw, then the other good moves:
 * those as good, and the next best with their values. */
static void
show_hint_values(const struct lf_position *pos,
    const struct lf_engine_info *info)
{
	struct lf_engine_move best;
	struct lf_buf out, good, next;
	long value = info->best.value;
	int k, others = lf_position_rules(pos)->players - 1;

	lf_buf_init(&out);
	lf_buf_init(&good);
	lf_buf_init(&next);
	lf_buf_printf(&out, value == 0 ? "  worth %ld for you: from "
	    "here on you capture " : "  worth %+ld for you: from here on you "
	    "capture ", value);
	if (value == 0)
		lf_buf_puts(&out, "as much as ");
	else
		lf_buf_printf(&out, "%ld point%s %s than ", labs(value),
		    labs(value) == 1 ? "" : "s", value > 0 ? "more" : "less");
	lf_buf_puts(&out, others == 1 ? "your opponent" : "your opponents");
	if (info->solved)
		lf_buf_puts(&out, ",\n  to the end of the game");
	else
		lf_buf_printf(&out, ",\n  as far as the search sees (%d move%s "
		    "ahead)", info->depth, info->depth == 1 ? "" : "s");
	for (k = 1; k < info->moves; k++) {
		if (lf_search_best(hint_search, k, &best, NULL) != LF_OK)
			continue;
		if (best.value == value) {
			lf_buf_puts(&good, good.len > 0 ? ", " : "");
			lf_move_format(pos, best.move, &good, NULL);
		} else {
			lf_buf_puts(&next, next.len > 0 ? ", " : "");
			lf_move_format(pos, best.move, &next, NULL);
			lf_buf_printf(&next, " %+ld", best.value);
		}
	}
	if (good.len > 0)
		lf_buf_printf(&out, "\n  other moves as good: %s", good.data);
	if (next.len > 0)
		lf_buf_printf(&out, "\n  next best: %s", next.data);
	if (!out.failed && !good.failed && !next.failed)
		fprintf(stderr, "%s\n", out.data);
	lf_buf_free(&out);
	lf_buf_free(&good);
	lf_buf_free(&next);
}

/* Suggest a move to a person: what the search of lf-bot finds in
 * HINT_SECONDS, or a playout move where the search finds none in time,
 * written as a move they may type; with the search's values of it and
 * of the next best moves. */
static void
show_hint(const struct lf_position *pos)
{
	static struct lf_position *copy; /* made once, kept */
	static int removals_told;
	struct lf_engine_info info;
	struct lf_move *move = NULL;
	const struct lf_move *hinted = NULL;
	struct lf_budget budget = { 0, 0, 0 };
	struct lf_search_limits limits;
	struct lf_random rng;
	struct lf_error err;
	struct lf_buf name;
	enum lf_status st;

	lf_error_clear(&err);
	if (hint_search == NULL &&
	    lf_search_new(&hint_search, HINT_TABLE_BYTES, &err) != LF_OK) {
		cli_warn("no hint: %s", err.message);
		return;
	}
	fputs("hint: ", stderr);
	fflush(stderr);
	if (copy == NULL)
		copy = cli_position();
	lf_position_copy(copy, pos);
	budget.deadline = lf_clock() + HINT_SECONDS;
	memset(&limits, 0, sizeof limits);
	limits.lines = HINT_LINES;
	st = lf_search_run(hint_search, copy, &limits, &budget, &info, &err);
	/* Interrupted while thinking: the game ends, as at the prompt. */
	if (got_signal) {
		fputc('\n', stderr);
		return;
	}
	if (st == LF_OK)
		hinted = info.best.move;
	else if (st == LF_EBUDGET &&
	    (st = lf_move_new(&move, &err)) == LF_OK) {
		lf_random_seed(&rng, (uint64_t)lf_position_ply(pos));
		budget.deadline = lf_clock() + HINT_SECONDS;
		st = lf_playout_move(copy, &rng, move, &budget, &err);
		hinted = move;
	}
	lf_buf_init(&name);
	if (st == LF_OK) {
		lf_move_format(pos, hinted, &name, NULL);
		lf_buf_puts(&name, " ");
		describe_take(pos, hinted, &name);
	}
	if (st != LF_OK || name.failed)
		fprintf(stderr, "none found: %s\n", st != LF_OK ?
		    err.message : "out of memory");
	else {
		fprintf(stderr, "%s\n", name.data);
		/* Said once: a removal looks like no capture. */
		if (lf_move_length(hinted) == 1 && !removals_told) {
			fputs("  (a removal scores: the piece removed counts "
			    "for you, as a captured one does)\n", stderr);
			removals_told = 1;
		}
		if (hinted == info.best.move && info.depth > 0)
			show_hint_values(pos, &info);
	}
	lf_buf_free(&name);
	lf_move_free(move);
}

/* Tell the people how the game ended, in one line whichever way it ended:
 * by the rules, by a resignation, said with how the person asked for it
 * ("game over: player 1 resigns (quit); player 2 wins"), or abandoned by
 * a signal (ending NULL); the last position first when they have not
 * seen it, and after the line, when the record comes next on the same
 * terminal (here set), the heading it comes under. */
void
people_ended(const struct settings *set, struct history *h,
    const struct lf_position *pos, const struct lf_ending *ending, int here)
{
	struct lf_buf line;
	const char *winner;

	lf_buf_init(&line);
	if (ending == NULL)
		lf_buf_printf(&line, "game abandoned (%s): no one wins; the "
		    "record stops at ply %ld, without a result",
		    got_signal == SIGINT ? "Ctrl-C" : got_signal == SIGHUP ?
		    "SIGHUP" : "SIGTERM", lf_position_ply(pos));
	else {
		if (h->shown < h->count)
			show_played(set, h, -1, pos);
		lf_ending_describe(ending, &line, NULL);
		winner = line.failed ? NULL : strchr(line.data, ';');
		if (ending->end == LF_END_RESIGN && leaving != NULL &&
		    winner != NULL) {
			fprintf(stderr, "game over: player %d resigns (%s)%s\n",
			    ending->player + 1, leaving, winner);
			lf_buf_reset(&line);
		}
	}
	if (!line.failed && line.len > 0)
		fprintf(stderr, "%s\n", line.data);
	lf_buf_free(&line);
	leaving = NULL;
	if (here)
		fputs("\nthe game record:\n", stderr);
}

/* Forget what the hints and the prompt used: a game of its own. */
void
people_end(void)
{
	lf_search_free(hint_search);
	hint_search = NULL;
	prompt_end();
}

/* List what a person may type at the prompt. */
static void
show_commands(void)
{
	fputs("a move     a square to remove, such as e5, or a jump's route, "
	    "such as c3-c5-e5\n"
	    "?          list the legal moves\n"
	    "hint       suggest a move (the search of lf-bot, a second)\n"
	    "undo       take back your last move and the moves played since\n"
	    "resign     give up the game (quit too; so does the end of the "
	    "input)\n"
	    "help       this list\n"
	    "The squares of the last move are marked on the board: [5];\n"
	    "those of your move before it (5).\n",
	    stderr);
}

/* Whether the line typed is the word, whatever its case. */
static int
is_word(const char *text, size_t len, const char *word)
{
	size_t i;

	if (len != strlen(word))
		return 0;
	for (i = 0; i < len; i++)
		if ((text[i] | 0x20) != word[i])
			return 0;
	return 1;
}

/* Whether the byte is a blank that a person may leave in a line. */
static int
is_blank(char c)
{
	return c == ' ' || c == '\t';
}

/* Append to *out the move a person typed without the blanks beside its
 * dashes ("c6 - a6" is c6-a6), which leave no doubt about the route:
 * a move written by a program has none. */
static void
tidy_typed(const char *text, size_t len, struct lf_buf *out)
{
	size_t i, j;

	for (i = 0; i < len; i++) {
		if (is_blank(text[i])) {
			for (j = i; j < len && is_blank(text[j]); j++)
				continue;
			if ((i > 0 && text[i - 1] == '-') ||
			    (j < len && text[j] == '-')) {
				i = j - 1;
				continue;
			}
		}
		lf_buf_add(out, text + i, 1);
	}
}

/* Whether word starts with the len bytes of start, whatever their case. */
static int
starts_with(const char *word, const char *start, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (word[i] == '\0' || (start[i] | 0x20) != (word[i] | 0x20))
			return 0;
	return 1;
}

/* Tab at the prompt: append to *words the commands and the legal moves
 * (as many as "?" lists) that start with the text typed, read as a move
 * is, each ended by '\0'. */
static void
complete_typed(void *arg, const char *typed, size_t len,
    struct lf_buf *words)
{
	struct at_prompt *here = arg;
	struct lf_move_list *list;
	struct lf_buf tidy, name;
	struct lf_move *move = cli_move();
	const char *start;
	size_t i, skip;

	for (skip = 0; skip < len && is_blank(typed[skip]); skip++)
		continue;
	lf_buf_init(&tidy);
	tidy_typed(typed + skip, len - skip, &tidy);
	start = tidy.data != NULL ? tidy.data : "";
	for (i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (starts_with(commands[i], start, tidy.len))
			lf_buf_add(words, commands[i], strlen(commands[i]) + 1);
	legal_moves(here->pos, &list);
	lf_buf_init(&name);
	for (i = 0; i < lf_move_list_count(list); i++) {
		lf_move_list_get(list, i, move, NULL);
		lf_buf_reset(&name);
		lf_move_format(here->pos, move, &name, NULL);
		if (!name.failed && starts_with(name.data, start, tidy.len))
			lf_buf_add(words, name.data, name.len + 1);
	}
	lf_buf_free(&name);
	lf_buf_free(&tidy);
	lf_move_list_free(list);
	lf_move_free(move);
}

/* Ctrl-L at the prompt: the board again. */
static void
redraw_board(void *arg)
{
	struct at_prompt *here = arg;

	show_board(here->set, here->h, lf_position_turn(here->pos), here->pos);
}

/* Read the next line a person types at a terminal, edited (play-prompt.c),
 * into *text and *len; return as read_line() does, but READ_AGAIN only
 * for a blank line or a comment. */
static int
read_edited(const char *prompt, struct at_prompt *here, const char **text,
    size_t *len, char *reason, size_t size)
{
	struct prompt_hooks hooks = { complete_typed, redraw_board, NULL };

	hooks.arg = here;
	switch (prompt_read(prompt, &hooks, proc_interrupt_fd(), text, len)) {
	case PROMPT_LINE:
		break;
	case PROMPT_SIGNAL:
		return -1;
	case PROMPT_END:
		fputc('\n', stderr);
		snprintf(reason, size, "end of input");
		return 1;
	default:
		snprintf(reason, size, "standard input: %s", strerror(errno));
		return EXIT_SYSTEM;
	}
	while (*len > 0 && is_blank(**text)) {
		(*text)++;
		(*len)--;
	}
	return *len == 0 || **text == '#' ? READ_AGAIN : 0;
}

/* Read the next line a person types after the prompt, without the blanks
 * around it, into *text and *len: edited at a terminal where lf-play has
 * libedit, else as it comes, shown when it did not come from a terminal,
 * so that a transcript reads as a dialogue.  Return 0, READ_AGAIN for a
 * blank line, a comment or a line that could not be read, 1 at the end
 * of the input, -1 when interrupted, EXIT_SYSTEM on a read error. */
static int
read_line(const char *prompt, struct at_prompt *here, const char **text,
    size_t *len, char *reason, size_t size)
{
	enum lf_line_kind kind;
	struct lf_error err;
	int r;

	if (prompt_editing()) {
		if ((r = read_edited(prompt, here, text, len, reason,
		    size)) != 0)
			return r;
		while (*len > 0 && is_blank((*text)[*len - 1]))
			(*len)--;
		return 0;
	}
	fputs(prompt, stderr);
	fflush(stderr);
	lf_error_clear(&err);
	if (lf_stream_next(human_input, &kind, &err) != LF_OK) {
		if (got_signal)
			return -1;
		fputc('\n', stderr);
		if (err.status == LF_ESYS || err.status == LF_ENOMEM) {
			snprintf(reason, size, "standard input: %s",
			    err.message);
			return EXIT_SYSTEM;
		}
		cli_warn("%s", err.message);
		return READ_AGAIN;
	}
	if (kind == LF_LINE_END) {
		fputc('\n', stderr);
		snprintf(reason, size, "end of input");
		return 1;
	}
	*text = lf_stream_line(human_input, len);
	if (!isatty(STDIN_FILENO))
		echo_line(*text);
	if (kind == LF_LINE_BLANK || kind == LF_LINE_COMMENT)
		return READ_AGAIN;
	while (*len > 0 && is_blank(**text)) {
		(*text)++;
		(*len)--;
	}
	while (*len > 0 && is_blank((*text)[*len - 1]))
		(*len)--;
	return 0;
}

/* Check a move a person typed: 0 when it is legal, else -1 after saying
 * what is wrong with it; within the steps in which every reader checks a
 * move by default, as a bot's, so that the record replays. */
static int
check_typed(const struct lf_position *pos, const char *text, size_t len,
    struct lf_move *move)
{
	struct lf_budget budget = { LF_CHECK_STEPS, 0, 0 };
	struct lf_error err;
	struct lf_buf name, tidy;
	enum lf_status st;

	lf_error_clear(&err);
	lf_buf_init(&tidy);
	tidy_typed(text, len, &tidy);
	if (tidy.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	st = lf_move_parse(pos, tidy.data != NULL ? tidy.data : "",
	    tidy.len, move, &err);
	lf_buf_free(&tidy);
	if (st != LF_OK) {
		cli_warn("not a move: %s (? lists the legal moves, help the "
		    "commands)", err.message);
		return -1;
	}
	budget.deadline = lf_clock() + HUMAN_CHECK_SECONDS;
	if (lf_check_move(pos, move, &budget, &err) != LF_OK) {
		lf_buf_init(&name);
		lf_move_format(pos, move, &name, NULL);
		cli_warn("%s move %s: %s", err.status == LF_EBUDGET ?
		    "unchecked" : "illegal", name.failed ? "?" : name.data,
		    err.message);
		lf_buf_free(&name);
		return -1;
	}
	return 0;
}

/* Show the moves since the people last looked and the position, and ask
 * the person in the turn's seat for a move, on standard input, until a
 * legal one comes, answering the commands on the way.  Return 0 with
 * *move, PEOPLE_UNDO when they take back their last move (which h holds),
 * 1 when they resign (or their input ends), -1 when interrupted,
 * EXIT_SYSTEM on a read error. */
int
human_move(const struct settings *set, struct lf_position *pos,
    struct history *h, struct lf_move *move, char *reason, size_t size)
{
	struct at_prompt here;
	char prompt[96];
	const char *text;
	size_t len;
	int r;

	here.set = set;
	here.pos = pos;
	here.h = h;
	show_played(set, h, lf_position_turn(pos), pos);
	snprintf(prompt, sizeof prompt, "player %d, your move (? lists the "
	    "moves, help the commands): ", lf_position_turn(pos) + 1);
	for (;;) {
		/* A signal that came while a command was answered (a hint
		 * thinks for a second) ends the game before the next read. */
		if (got_signal)
			return -1;
		if ((r = read_line(prompt, &here, &text, &len, reason,
		    size)) == READ_AGAIN)
			continue;
		if (r == 1)
			leaving = isatty(STDIN_FILENO) ? "Ctrl-D" :
			    "end of input";
		if (r == -1)
			fputc('\n', stderr);
		if (r != 0)
			return r;
		if (len == 1 && text[0] == '?')
			show_moves(pos);
		else if (is_word(text, len, "help"))
			show_commands();
		else if (is_word(text, len, "hint"))
			show_hint(pos);
		else if (is_word(text, len, "undo")) {
			if (history_moves_of(h, lf_position_turn(pos)) > 0)
				return PEOPLE_UNDO;
			cli_warn("nothing to undo: player %d has not moved "
			    "yet", lf_position_turn(pos) + 1);
		} else if (is_word(text, len, "resign") ||
		    is_word(text, len, "quit")) {
			leaving = is_word(text, len, "quit") ? "quit" :
			    "resign";
			snprintf(reason, size, "the player resigned");
			return 1;
		} else if (check_typed(pos, text, len, move) == 0)
			return 0;
	}
}
