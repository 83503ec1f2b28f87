/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* lf-play: the referee: plays bots (and people) against each other, one
 * per player, and writes the game record; plays tournaments with the seats
 * rotated, in parallel, in shards, and merges their results (lf-play(1)). */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"

#define DEFAULT_TIME_MS 10000L
#define MAX_TIME_MS (1000000L * 1000L)
#define MAX_GAMES 1000000L
#define MAX_JOBS 256L
#define WRAP_COLUMN 72

/* What the command line asked for. */
struct settings {
	struct cli_game rules;      /* the rule options */
	int rule_options;           /* how many rule options were given */
	struct lf_new_options new_options; /* boards are made from these */
	char *shape;
	const char *start_path;     /* --start */
	struct lf_position *starts; /* its positions */
	size_t start_count;
	long time_ms;
	unsigned long persistent;   /* bit b: bot operand b is persistent */
	long games;                 /* 0: one game, its record on stdout */
	long jobs;
	const char *out_dir;
	long shard, shards;         /* play shard I of N of the schedule */
	int colour;                 /* colour in the drawings shown to people */
	int bot_count;
	char **bots;                /* the BOT operands */
	int humans;                 /* how many of them are people */
	int players_given;          /* --players was given */
};

/* One seat of a game: who plays it. */
struct seat {
	int bot;                    /* the operand, 0-based */
	int human;
	struct lf_bot engine;
};

/* A game record being written. */
struct record {
	FILE *fp;                   /* NULL: no record kept */
	const char *path;           /* its name in messages */
	struct lf_buf comments;     /* the header and result lines */
	int failed;
};

/* What a record's comment lines say about its game. */
struct summary {
	char *game_line;            /* its "# game" line, to spot duplicates */
	const char *file;           /* where it was read, for messages */
	size_t order;               /* when it was read */
	int seats;
	int bot[LF_MAX_PLAYERS];    /* the bot in each seat, 0-based, or -1 */
	char *command[LF_MAX_PLAYERS];
	int scores;
	long score[LF_MAX_PLAYERS];
	int forfeit;                /* the seat that forfeited, or -1 */
	int finished;               /* its result line was read */
};

/* Results per bot, summed over games. */
struct table {
	int bots;
	char *command[LF_MAX_PLAYERS];
	int mismatch_told[LF_MAX_PLAYERS];
	long games[LF_MAX_PLAYERS], wins[LF_MAX_PLAYERS];
	long draws[LF_MAX_PLAYERS], losses[LF_MAX_PLAYERS];
	long forfeits[LF_MAX_PLAYERS];
	double points[LF_MAX_PLAYERS];
	long duel_games;            /* for two bots: bot 1's points per game */
	double duel_sum, duel_squares;
	int problems;               /* records that did not fit */
};

/* A tournament game running in a worker process. */
struct worker {
	pid_t pid;
	int fd;                     /* the summary comes down this pipe */
	long index;
	struct lf_buf data;
};

static volatile sig_atomic_t got_signal;
static struct lf_stream human_input; /* what people type */

/* Print the synopsis; it matches the SYNOPSIS of lf-play(1). */
static void
usage(FILE *fp)
{
	fprintf(fp,
	    "usage: lf-play [--variant=NAME] [--size=N|WxH] [--shape=FILE] "
	    "[--seed=N]\n"
	    "               [--jumps=orth|diag8|hex] "
	    "[--chain=free|continue|most]\n"
	    "               [--opening=each|first|none] [--removal=any|low] "
	    "[--start=FILE]\n"
	    "               [--time=SECONDS] [--persistent[=N,...]] "
	    "[--color=auto|always|never]\n"
	    "               [--games=N [--jobs=N] [--out=DIR] "
	    "[--shard=I/N]] BOT BOT [BOT ...]\n"
	    "       lf-play --merge FILE|DIR ...\n"
	    "       lf-play --help | --version\n");
}

/* Note the signal; the game loop and the waits look at the flag. */
static void
on_signal(int sig)
{
	got_signal = sig;
}

/* Catch the signals that end a referee, so that it can stop its bots
 * first (leaving alone those it was started ignoring, as a background
 * job ignores SIGINT), and ignore SIGPIPE, so that a closed output is an
 * error to report rather than a death that leaves bots running. */
static void
catch_signals(void)
{
	static const int signals[] = { SIGINT, SIGTERM, SIGHUP };
	struct sigaction sa, old;
	size_t i;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = 0; /* no SA_RESTART: a read from a person ends */
	for (i = 0; i < sizeof signals / sizeof signals[0]; i++)
		if (sigaction(signals[i], NULL, &old) == 0 &&
		    old.sa_handler != SIG_IGN)
			sigaction(signals[i], &sa, NULL);
	signal(SIGPIPE, SIG_IGN);
}

/* Die of the signal that was caught, now that the bots are stopped, so
 * that the caller sees how the referee ended. */
static _Noreturn void
die_of_signal(void)
{
	int sig = got_signal;
	sigset_t set;

	fflush(stdout);
	signal(sig, SIG_DFL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
	_exit(128 + sig);
}

/* Parse seconds, a decimal number with an optional fraction ("10",
 * "0.5"), into milliseconds, whatever the locale; return 0 or -1. */
static int
parse_seconds(const char *text, long *ms)
{
	long whole = 0, frac = 0;
	int digits = 0, frac_digits = 0;
	const char *p = text;

	for (; *p >= '0' && *p <= '9'; p++, digits++) {
		if (whole > MAX_TIME_MS / 1000)
			return -1;
		whole = whole * 10 + (*p - '0');
	}
	if (*p == '.')
		for (p++; *p >= '0' && *p <= '9'; p++, digits++)
			if (frac_digits < 3) {
				frac = frac * 10 + (*p - '0');
				frac_digits++;
			}
	if (*p != '\0' || digits == 0 || whole > MAX_TIME_MS / 1000)
		return -1;
	for (; frac_digits < 3; frac_digits++)
		frac *= 10;
	*ms = whole * 1000 + frac;
	return *ms >= 1 && *ms <= MAX_TIME_MS ? 0 : -1;
}

/* Parse --shard=I/N, 1 <= I <= N; return 0 or -1. */
static int
parse_shard(const char *text, long *shard, long *shards)
{
	char first[32];
	const char *slash = strchr(text, '/');

	if (slash == NULL || (size_t)(slash - text) >= sizeof first)
		return -1;
	memcpy(first, text, (size_t)(slash - text));
	first[slash - text] = '\0';
	if (cli_parse_long(first, 1, MAX_GAMES, shard) != 0 ||
	    cli_parse_long(slash + 1, 1, MAX_GAMES, shards) != 0 ||
	    *shard > *shards)
		return -1;
	return 0;
}

/* Parse --persistent=N[,N...], the bot operands that are persistent,
 * into bits; return 0 or -1. */
static int
parse_persistent(const char *text, unsigned long *bits)
{
	char number[16];
	const char *p = text, *comma;
	long n;

	*bits = 0;
	for (;;) {
		comma = strchr(p, ',');
		if (comma == NULL)
			comma = p + strlen(p);
		if ((size_t)(comma - p) >= sizeof number)
			return -1;
		memcpy(number, p, (size_t)(comma - p));
		number[comma - p] = '\0';
		if (cli_parse_long(number, 1, LF_MAX_PLAYERS, &n) != 0)
			return -1;
		*bits |= 1UL << (n - 1);
		if (*comma == '\0')
			return 0;
		p = comma + 1;
	}
}

/* Whether a BOT operand stands for a person at the terminal. */
static int
is_human(const char *bot)
{
	return strcmp(bot, "-") == 0 || strcmp(bot, "human") == 0;
}

/* Copy text into a comment, with control characters made '?', so that a
 * command line with a newline cannot break the record. */
static void
add_printable(struct lf_buf *out, const char *text)
{
	for (; *text != '\0'; text++) {
		unsigned char c = (unsigned char)*text;
		lf_buf_add(out, c < 0x20 || c == 0x7f ? "?" : text, 1);
	}
}

/* Mark the winners: the highest score among the players who did not
 * forfeit; return how many share it. */
static int
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

/* Read the --start file: the position each game stream in it ends with
 * (a position line and the moves that follow it).  Exits on an error. */
static void
read_starts(struct settings *set)
{
	static struct lf_game g;
	static struct lf_position current;
	FILE *fp = cli_open(set->start_path);
	enum lf_game_event event;
	struct lf_error err;
	size_t cap = 0;
	int have = 0;

	lf_error_clear(&err);
	lf_game_init(&g, fp);
	for (;;) {
		if (lf_game_next(&g, &event, &err) != LF_OK) {
			cli_report(set->start_path, g.stream.line_number, &err);
			exit(cli_exit_status(err.status));
		}
		if (have && event != LF_GAME_MOVE) {
			if (set->start_count == cap) {
				cap = cap ? cap * 2 : 4;
				set->starts = realloc(set->starts,
				    cap * sizeof *set->starts);
				if (set->starts == NULL)
					cli_die(EXIT_SYSTEM, "out of memory");
			}
			set->starts[set->start_count++] = current;
		}
		if (event == LF_GAME_END)
			break;
		current = g.pos;
		have = 1;
	}
	lf_game_free(&g);
	if (fp != stdin)
		fclose(fp);
	if (set->start_count == 0)
		cli_die(EXIT_INPUT, "%s: no position in the input",
		    strcmp(set->start_path, "-") == 0 ? "standard input" :
		    set->start_path);
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

/* Draw a position for the people playing, on standard error. */
static void
show_position(const struct settings *set, const struct lf_position *pos)
{
	struct lf_render_options opt;
	struct lf_buf out;

	opt.format = set->colour ? LF_RENDER_UNICODE : LF_RENDER_TEXT;
	opt.colour = set->colour;
	lf_buf_init(&out);
	lf_render(pos, &opt, &out);
	if (out.data != NULL)
		fputs(out.data, stderr);
	lf_buf_free(&out);
}

/* List the legal moves for a person, wrapped, on standard error. */
static void
show_moves(struct lf_position *pos)
{
	struct lf_move_list list;
	struct lf_error err;
	struct lf_buf out;
	size_t i, column = 0, before;
	const uint16_t *sq;
	int n;

	lf_move_list_init(&list);
	lf_buf_init(&out);
	if (lf_generate(pos, &list, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	lf_buf_printf(&out, "%zu legal move%s:", list.count,
	    list.count == 1 ? "" : "s");
	column = out.len;
	for (i = 0; i < list.count; i++) {
		n = lf_move_list_get(&list, i, &sq);
		before = out.len;
		lf_buf_add(&out, " ", 1);
		lf_move_format(pos, sq, n, &out);
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
	lf_move_list_free(&list);
}

/* Show the last move (then forget it, as seen) and the position, and ask
 * the person in the turn's seat for a move, on standard input, until a
 * legal one comes.  Return 0 with *move, 1 when they resign (or their
 * input ends), -1 when interrupted, EXIT_SYSTEM on a read error. */
static int
human_move(const struct settings *set, struct lf_position *pos,
    char *last, struct lf_move *move, char *reason, size_t size)
{
	enum lf_line_kind kind;
	struct lf_error err;
	struct lf_buf name;
	const char *text;
	size_t len;

	if (last[0] != '\0')
		fprintf(stderr, "%s\n", last);
	last[0] = '\0';
	show_position(set, pos);
	for (;;) {
		fprintf(stderr, "player %d, your move (? lists them): ",
		    pos->turn + 1);
		fflush(stderr);
		lf_error_clear(&err);
		if (lf_stream_next(&human_input, &kind, &err) != LF_OK) {
			if (got_signal)
				return -1;
			fputc('\n', stderr);
			if (err.status == LF_ESYS || err.status == LF_ENOMEM) {
				cli_warn("standard input: %s", err.message);
				return EXIT_SYSTEM;
			}
			cli_warn("%s", err.message);
			continue;
		}
		if (human_input.saw_eof) {
			fputc('\n', stderr);
			snprintf(reason, size, "resign): end of input");
			return 1;
		}
		/* Show what was typed when it did not come from a terminal,
		 * so that a transcript reads as a dialogue. */
		if (!isatty(STDIN_FILENO))
			fprintf(stderr, "%s\n", human_input.line);
		if (kind == LF_LINE_BLANK || kind == LF_LINE_COMMENT)
			continue;
		text = human_input.line;
		len = human_input.len;
		while (len > 0 && (*text == ' ' || *text == '\t')) {
			text++;
			len--;
		}
		while (len > 0 && (text[len - 1] == ' ' ||
		    text[len - 1] == '\t'))
			len--;
		if ((len == 1 && text[0] == '?') ||
		    (len == 4 && strncmp(text, "help", 4) == 0)) {
			show_moves(pos);
			continue;
		}
		if ((len == 6 && strncmp(text, "resign", 6) == 0) ||
		    (len == 4 && strncmp(text, "quit", 4) == 0)) {
			snprintf(reason, size, "resign): the player resigned");
			return 1;
		}
		if (lf_move_parse(pos, text, len, move, &err) != LF_OK) {
			cli_warn("not a move: %s (? lists the legal moves)",
			    err.message);
			continue;
		}
		if (lf_check_move(pos, move, &err) != LF_OK) {
			lf_buf_init(&name);
			lf_move_format(pos, move->square, move->length, &name);
			cli_warn("illegal move %s: %s", name.failed ? "?" :
			    name.data, err.message);
			lf_buf_free(&name);
			continue;
		}
		return 0;
	}
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
static int
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
		lf_move_format(&pos, move.square, move.length, &line);
		if (line.failed)
			cli_die(EXIT_SYSTEM, "out of memory");
		record_line(rec, line.data, 0);
		snprintf(last, sizeof last, "player %d played %.40s", s + 1,
		    line.data);
		lf_apply_unchecked(&pos, move.square, move.length);
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
static void
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
static void
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
static void
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
static void
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
static void
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
static int
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
static void
show_progress(const struct table *t, long done, long total)
{
	int b;

	fprintf(stderr, "\rlf-play: %ld/%ld games; points:", done, total);
	for (b = 0; b < t->bots; b++)
		fprintf(stderr, " %d: %.1f", b + 1, t->points[b]);
	fprintf(stderr, "\033[K");
	fflush(stderr);
}

/* Mark a descriptor close-on-exec, so that bots do not inherit it. */
static void
set_cloexec(int fd)
{
	int flags = fcntl(fd, F_GETFD);

	if (flags >= 0)
		fcntl(fd, F_SETFD, flags | FD_CLOEXEC);
}

/* Write all of a buffer to a descriptor; return 0 or -1. */
static int
write_all(int fd, const char *data, size_t len)
{
	ssize_t n;

	while (len > 0) {
		n = write(fd, data, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return -1;
		data += n;
		len -= (size_t)n;
	}
	return 0;
}

/* In a worker process: play one game into its file under --out and send
 * its header and result lines to the referee; return the exit status. */
static int
run_worker(const struct settings *set, long index, int fd)
{
	struct record rec;
	struct lf_buf path;
	int status, width = 1;
	long g;

	memset(&rec, 0, sizeof rec);
	lf_buf_init(&rec.comments);
	lf_buf_init(&path);
	for (g = set->games; g >= 10; g /= 10)
		width++;
	if (set->out_dir != NULL) {
		lf_buf_printf(&path, "%s/game-%0*ld", set->out_dir, width,
		    index + 1);
		if (path.failed)
			cli_die(EXIT_SYSTEM, "out of memory");
		rec.path = path.data;
		rec.fp = fopen(path.data, "w");
		if (rec.fp == NULL) {
			cli_warn("%s: %s", path.data, strerror(errno));
			return EXIT_SYSTEM;
		}
		set_cloexec(fileno(rec.fp));
	}
	status = play_game(set, index, &rec);
	if (status < 0)
		die_of_signal();
	if (rec.fp != NULL && fclose(rec.fp) != 0 && status == 0) {
		cli_warn("%s: write error: %s", path.data, strerror(errno));
		status = EXIT_SYSTEM;
	}
	if (status == 0 && (rec.comments.failed ||
	    write_all(fd, rec.comments.data, rec.comments.len) != 0))
		status = EXIT_SYSTEM;
	return status;
}

/* Start a worker process for game index. */
static void
start_worker(const struct settings *set, long index, struct worker *w)
{
	int fds[2];
	pid_t pid;

	if (pipe(fds) != 0)
		cli_die(EXIT_SYSTEM, "pipe: %s", strerror(errno));
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0)
		cli_die(EXIT_SYSTEM, "fork: %s", strerror(errno));
	if (pid == 0) {
		close(fds[0]);
		set_cloexec(fds[1]);
		_exit(run_worker(set, index, fds[1]));
	}
	close(fds[1]);
	set_cloexec(fds[0]);
	w->pid = pid;
	w->fd = fds[0];
	w->index = index;
	lf_buf_reset(&w->data);
}

/* A worker's pipe has ended: reap it and count its game; return 0, or
 * EXIT_SYSTEM when it failed (it has said why). */
static int
finish_worker(struct worker *w, struct table *t)
{
	struct summary sum;
	int status;

	close(w->fd);
	w->fd = -1;
	while (waitpid(w->pid, &status, 0) < 0 && errno == EINTR)
		continue;
	w->pid = 0;
	if (WIFSIGNALED(status) && got_signal)
		return 0;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 ||
	    w->data.data == NULL) {
		if (WIFSIGNALED(status))
			cli_warn("game %ld: the worker was killed by signal %d",
			    w->index + 1, WTERMSIG(status));
		return EXIT_SYSTEM;
	}
	summary_start(&sum, "# game", "worker");
	summary_lines(&sum, w->data.data);
	status = sum.finished ? 0 : EXIT_SYSTEM;
	if (sum.finished)
		table_add(t, &sum);
	summary_free(&sum);
	return status;
}

/* Play the games of the schedule that this shard owns, --jobs at a time,
 * each in a worker process; print the table.  Return the exit status. */
static int
run_tournament(const struct settings *set)
{
	struct worker workers[MAX_JOBS];
	struct pollfd fds[MAX_JOBS];
	struct table t;
	long first, end, next, done = 0;
	int i, running = 0, failed = 0, forwarded = 0, progress, status;
	char chunk[4096];
	ssize_t got;
	nfds_t nfds;
	int slot[MAX_JOBS];

	first = (long)((long long)(set->shard - 1) * set->games / set->shards);
	end = (long)((long long)set->shard * set->games / set->shards);
	if (set->out_dir != NULL && mkdir(set->out_dir, 0777) != 0 &&
	    errno != EEXIST)
		cli_die(EXIT_SYSTEM, "%s: %s", set->out_dir, strerror(errno));
	memset(&t, 0, sizeof t);
	t.bots = set->bot_count;
	for (i = 0; i < set->bot_count; i++) {
		struct lf_buf name;
		lf_buf_init(&name);
		add_printable(&name, set->bots[i]);
		if (name.failed)
			cli_die(EXIT_SYSTEM, "out of memory");
		t.command[i] = name.data;
	}
	for (i = 0; i < set->jobs; i++) {
		workers[i].pid = 0;
		workers[i].fd = -1;
		lf_buf_init(&workers[i].data);
	}
	progress = isatty(STDERR_FILENO) && set->humans == 0;
	next = first;
	for (;;) {
		for (i = 0; i < set->jobs && next < end && !failed &&
		    !got_signal; i++)
			if (workers[i].pid == 0) {
				start_worker(set, next++, &workers[i]);
				running++;
			}
		if (running == 0)
			break;
		if (got_signal && !forwarded) {
			for (i = 0; i < set->jobs; i++)
				if (workers[i].pid > 0)
					kill(workers[i].pid, SIGTERM);
			forwarded = 1;
		}
		nfds = 0;
		for (i = 0; i < set->jobs; i++)
			if (workers[i].pid > 0) {
				fds[nfds].fd = workers[i].fd;
				fds[nfds].events = POLLIN;
				slot[nfds++] = i;
			}
		if (poll(fds, nfds, 100) < 0) {
			if (errno == EINTR)
				continue;
			cli_die(EXIT_SYSTEM, "poll: %s", strerror(errno));
		}
		for (i = 0; i < (int)nfds; i++) {
			struct worker *w = &workers[slot[i]];
			if (fds[i].revents == 0)
				continue;
			got = read(w->fd, chunk, sizeof chunk);
			if (got < 0 && errno == EINTR)
				continue;
			if (got > 0) {
				lf_buf_add(&w->data, chunk, (size_t)got);
				continue;
			}
			if (finish_worker(w, &t) != 0)
				failed = 1;
			else if (!got_signal)
				done++;
			running--;
			if (progress)
				show_progress(&t, done, end - first);
		}
	}
	if (progress)
		fprintf(stderr, "\r\033[K");
	if (got_signal)
		die_of_signal();
	for (i = 0; i < set->jobs; i++)
		lf_buf_free(&workers[i].data);
	status = print_table(&t);
	for (i = 0; i < set->bot_count; i++)
		free(t.command[i]);
	return failed ? EXIT_SYSTEM : status;
}

/* Order file names for qsort. */
static int
compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Order summaries by their "# game" line, then by when they were read. */
static int
compare_summaries(const void *a, const void *b)
{
	const struct summary *x = a, *y = b;
	int c = strcmp(x->game_line, y->game_line);

	if (c != 0)
		return c;
	return x->order < y->order ? -1 : x->order > y->order;
}

/* The finished games read by --merge, and the names of their files. */
struct merge {
	struct summary *games;
	size_t count, cap;
	char **files;
	size_t file_count, file_cap;
	int problems;
};

/* Keep a summary read by --merge, or say why not. */
static void
merge_keep(struct merge *m, struct summary *sum)
{
	if (sum->game_line == NULL)
		return;
	if (!sum->finished) {
		cli_warn("%s: %s has no result line (an unfinished game), "
		    "skipped", sum->file, sum->game_line + 2);
		m->problems++;
		summary_free(sum);
		return;
	}
	if (m->count == m->cap) {
		m->cap = m->cap ? m->cap * 2 : 64;
		m->games = realloc(m->games, m->cap * sizeof *m->games);
		if (m->games == NULL)
			cli_die(EXIT_SYSTEM, "out of memory");
	}
	sum->order = m->count;
	m->games[m->count++] = *sum;
	memset(sum, 0, sizeof *sum);
}

/* Read the comment lines of the game records in one file. */
static void
merge_file(struct merge *m, const char *path)
{
	struct summary sum;
	struct lf_stream s;
	struct lf_error err;
	enum lf_line_kind kind;
	FILE *fp = cli_open(path);
	char *name = strdup(path);

	if (m->file_count == m->file_cap) {
		m->file_cap = m->file_cap ? m->file_cap * 2 : 64;
		m->files = realloc(m->files, m->file_cap * sizeof *m->files);
	}
	if (name == NULL || m->files == NULL)
		cli_die(EXIT_SYSTEM, "out of memory");
	m->files[m->file_count++] = name;
	memset(&sum, 0, sizeof sum);
	lf_stream_init(&s, fp);
	lf_error_clear(&err);
	for (;;) {
		if (lf_stream_next(&s, &kind, &err) != LF_OK) {
			cli_report(path, s.line_number, &err);
			if (err.status == LF_ESYS || err.status == LF_ENOMEM)
				exit(EXIT_SYSTEM);
			m->problems++;
			continue;
		}
		if (s.saw_eof)
			break;
		if (kind != LF_LINE_COMMENT)
			continue;
		if (strncmp(s.line, "# game ", 7) == 0) {
			merge_keep(m, &sum);
			summary_start(&sum, s.line, name);
		} else if (sum.game_line != NULL)
			summary_line(&sum, s.line);
	}
	merge_keep(m, &sum);
	lf_stream_free(&s);
	if (fp != stdin)
		fclose(fp);
}

/* Read the records in a directory, in the order of their names. */
static void
merge_directory(struct merge *m, const char *path, DIR *dir)
{
	struct dirent *entry;
	struct stat st;
	char **names = NULL, *full;
	size_t count = 0, cap = 0, i, len;

	while ((entry = readdir(dir)) != NULL) {
		if (entry->d_name[0] == '.')
			continue;
		len = strlen(path) + strlen(entry->d_name) + 2;
		full = malloc(len);
		if (full == NULL)
			cli_die(EXIT_SYSTEM, "out of memory");
		snprintf(full, len, "%s/%s", path, entry->d_name);
		if (stat(full, &st) != 0 || !S_ISREG(st.st_mode)) {
			free(full);
			continue;
		}
		if (count == cap) {
			cap = cap ? cap * 2 : 64;
			names = realloc(names, cap * sizeof *names);
			if (names == NULL)
				cli_die(EXIT_SYSTEM, "out of memory");
		}
		names[count++] = full;
	}
	closedir(dir);
	qsort(names, count, sizeof *names, compare_names);
	for (i = 0; i < count; i++) {
		merge_file(m, names[i]);
		free(names[i]);
	}
	free(names);
}

/* --merge: sum the results of the game records in files and directories
 * into one table.  Duplicated games (the same "# game" line) count once. */
static int
run_merge(char **paths, int count)
{
	struct merge m;
	struct table t;
	size_t i;
	DIR *dir;
	int k, status;

	memset(&m, 0, sizeof m);
	memset(&t, 0, sizeof t);
	for (k = 0; k < count; k++) {
		if (strcmp(paths[k], "-") == 0) {
			merge_file(&m, paths[k]);
			continue;
		}
		dir = opendir(paths[k]);
		if (dir != NULL)
			merge_directory(&m, paths[k], dir);
		else if (errno == ENOTDIR)
			merge_file(&m, paths[k]);
		else
			cli_die(EXIT_SYSTEM, "%s: %s", paths[k],
			    strerror(errno));
	}
	if (m.count == 0)
		cli_die(EXIT_INPUT, "no finished game records in the input");
	qsort(m.games, m.count, sizeof *m.games, compare_summaries);
	for (i = 0; i < m.count; i++) {
		if (i > 0 && strcmp(m.games[i].game_line,
		    m.games[i - 1].game_line) == 0) {
			cli_warn("%s: %s was already read from %s, skipped",
			    m.games[i].file, m.games[i].game_line + 2,
			    m.games[i - 1].file);
			m.problems++;
			continue;
		}
		table_add(&t, &m.games[i]);
	}
	status = print_table(&t);
	for (i = 0; i < m.count; i++)
		summary_free(&m.games[i]);
	free(m.games);
	for (i = 0; i < m.file_count; i++)
		free(m.files[i]);
	free(m.files);
	for (k = 0; k < t.bots; k++)
		free(t.command[k]);
	if (status == 0 && (m.problems > 0 || t.problems > 0))
		status = EXIT_INPUT;
	return status;
}

/* Check the command line once every option is read and make what the
 * games need: the boards' options or the start positions. */
static void
prepare(struct settings *set, int merge)
{
	int i;

	if (merge)
		return;
	if (set->bot_count < 2)
		cli_die(EXIT_USAGE, "at least two BOT operands are needed, one "
		    "per player");
	if (set->bot_count > LF_MAX_PLAYERS)
		cli_die(EXIT_USAGE, "too many BOT operands: at most %d players",
		    LF_MAX_PLAYERS);
	if (set->persistent != ~0UL && set->persistent >> set->bot_count != 0)
		cli_die(EXIT_USAGE, "--persistent names a bot beyond the %d "
		    "given", set->bot_count);
	for (i = 0; i < set->bot_count; i++) {
		if (set->bots[i][0] == '\0')
			cli_die(EXIT_USAGE, "BOT operand %d is empty", i + 1);
		set->humans += is_human(set->bots[i]);
	}
	if (set->players_given && set->rules.players != set->bot_count)
		cli_die(EXIT_USAGE, "--players=%ld, but %d BOT operands were "
		    "given: the players are the bots", set->rules.players,
		    set->bot_count);
	set->rules.players = set->bot_count;
	if (set->games == 0 && (set->jobs != 0 || set->out_dir != NULL ||
	    set->shards != 0))
		cli_die(EXIT_USAGE, "--jobs, --out and --shard need --games");
	if (set->jobs == 0)
		set->jobs = 1;
	if (set->shards == 0)
		set->shard = set->shards = 1;
	if (set->humans > 0 && set->jobs > 1)
		cli_die(EXIT_USAGE, "people cannot play games in parallel: use "
		    "--jobs=1 with a BOT that is - or human");
	if (set->start_path != NULL) {
		if (set->rule_options > 0)
			cli_die(EXIT_USAGE, "--start cannot be combined with "
			    "the rule options");
		if (set->humans > 0 && strcmp(set->start_path, "-") == 0)
			cli_die(EXIT_USAGE, "--start=- and a person both need "
			    "standard input");
		read_starts(set);
		for (i = 0; i < (int)set->start_count; i++)
			if (set->starts[i].rules.players != set->bot_count)
				cli_die(EXIT_USAGE, "%s: position %d is for %d "
				    "players, but %d BOT operands were given",
				    set->start_path, i + 1,
				    set->starts[i].rules.players,
				    set->bot_count);
		return;
	}
	if (set->shards > 1 && !set->rules.have_seed)
		cli_die(EXIT_USAGE, "--shard needs --seed, so that every shard "
		    "makes the same boards");
	cli_game_make(&set->rules, &set->new_options, &set->shape);
	/* Fail now, not in the middle of a tournament, on a board that
	 * cannot be made. */
	{
		static struct lf_position pos;
		struct lf_error err;
		lf_error_clear(&err);
		if (lf_new_game(&set->new_options, &pos, &err) != LF_OK)
			cli_die(EXIT_USAGE, "%s", err.message);
	}
}

/* Parse the command line, then referee one game or a tournament, or merge
 * the results of game records. */
int
main(int argc, char *argv[])
{
	enum {
		OPT_START = OPT_CLI_LAST, OPT_TIME, OPT_PERSISTENT, OPT_GAMES,
		OPT_JOBS, OPT_OUT, OPT_SHARD, OPT_MERGE, OPT_COLOR
	};
	static const struct option longopts[] = {
		CLI_RULE_OPTIONS,
		{ "start", required_argument, NULL, OPT_START },
		{ "time", required_argument, NULL, OPT_TIME },
		{ "persistent", optional_argument, NULL, OPT_PERSISTENT },
		{ "games", required_argument, NULL, OPT_GAMES },
		{ "jobs", required_argument, NULL, OPT_JOBS },
		{ "out", required_argument, NULL, OPT_OUT },
		{ "shard", required_argument, NULL, OPT_SHARD },
		{ "merge", no_argument, NULL, OPT_MERGE },
		{ "color", required_argument, NULL, OPT_COLOR },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	static struct settings set;
	const char *colour_arg = NULL, *no_colour;
	int ch, merge = 0, other_options = 0, status;
	struct record rec;

	cli_init("lf-play");
	cli_game_init(&set.rules);
	set.time_ms = DEFAULT_TIME_MS;
	while ((ch = getopt_long(argc, argv, "hV", longopts, NULL)) != -1) {
		if (cli_game_option(&set.rules, ch, optarg)) {
			if (ch != OPT_PLAYERS)
				set.rule_options++;
			else
				set.players_given = 1;
			other_options++;
			continue;
		}
		other_options += ch != OPT_MERGE;
		switch (ch) {
		case OPT_START:
			set.start_path = optarg;
			break;
		case OPT_TIME:
			if (parse_seconds(optarg, &set.time_ms) != 0)
				cli_die(EXIT_USAGE, "invalid --time '%s' "
				    "(expected seconds per move, such as 10 or "
				    "0.5, from 0.001 to %ld)", optarg,
				    MAX_TIME_MS / 1000);
			break;
		case OPT_PERSISTENT:
			if (optarg == NULL)
				set.persistent = ~0UL;
			else if (parse_persistent(optarg, &set.persistent) != 0)
				cli_die(EXIT_USAGE, "invalid --persistent '%s' "
				    "(expected bot numbers such as 1 or 1,3, "
				    "from 1 to %d)", optarg, LF_MAX_PLAYERS);
			break;
		case OPT_GAMES:
			if (cli_parse_long(optarg, 1, MAX_GAMES,
			    &set.games) != 0)
				cli_die(EXIT_USAGE, "invalid --games '%s' "
				    "(expected a number from 1 to %ld)", optarg,
				    MAX_GAMES);
			break;
		case OPT_JOBS:
			if (cli_parse_long(optarg, 1, MAX_JOBS, &set.jobs) != 0)
				cli_die(EXIT_USAGE, "invalid --jobs '%s' "
				    "(expected a number from 1 to %ld)", optarg,
				    MAX_JOBS);
			break;
		case OPT_OUT:
			if (optarg[0] == '\0')
				cli_die(EXIT_USAGE, "--out needs a directory");
			set.out_dir = optarg;
			break;
		case OPT_SHARD:
			if (parse_shard(optarg, &set.shard, &set.shards) != 0)
				cli_die(EXIT_USAGE, "invalid --shard '%s' "
				    "(expected I/N, 1 <= I <= N)", optarg);
			break;
		case OPT_MERGE:
			merge = 1;
			break;
		case OPT_COLOR:
			if (cli_parse_colour(optarg, &set.colour) != 0)
				cli_die(EXIT_USAGE, "unknown --color '%s' "
				    "(expected auto, always or never)", optarg);
			colour_arg = optarg;
			break;
		case 'h':
			usage(stdout);
			printf("\nReferee games between bots, programs that "
			    "read a position line and write\na move line, "
			    "and write the game record; play tournaments.  "
			    "See lf-play(1).\n");
			return cli_close_stdout();
		case 'V':
			cli_version();
			return cli_close_stdout();
		default:
			usage(stderr);
			return EXIT_USAGE;
		}
	}
	if (merge && other_options > 0)
		cli_die(EXIT_USAGE, "--merge takes no other option");
	if (merge && optind == argc)
		cli_die(EXIT_USAGE, "--merge needs FILE or DIR operands");
	set.bots = argv + optind;
	set.bot_count = argc - optind;
	prepare(&set, merge);
	catch_signals();
	if (merge)
		return run_merge(argv + optind, argc - optind);
	/* People see the board on standard error: colour follows it. */
	no_colour = getenv("NO_COLOR");
	if (colour_arg == NULL || strcmp(colour_arg, "auto") == 0)
		set.colour = isatty(STDERR_FILENO) &&
		    (no_colour == NULL || no_colour[0] == '\0');
	if (set.humans > 0) {
		/* Unbuffered: a game played in a worker process must not take
		 * the input of the games after it. */
		setvbuf(stdin, NULL, _IONBF, 0);
		lf_stream_init(&human_input, stdin);
	}
	if (set.games > 0)
		return run_tournament(&set);
	memset(&rec, 0, sizeof rec);
	rec.fp = stdout;
	rec.path = "standard output";
	lf_buf_init(&rec.comments);
	status = play_game(&set, 0, &rec);
	if (status < 0)
		die_of_signal();
	lf_buf_free(&rec.comments);
	if (cli_close_stdout() != 0 && status == 0)
		status = EXIT_SYSTEM;
	return status;
}
