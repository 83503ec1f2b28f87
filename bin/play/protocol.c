/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* protocol.c: the referee's side of the bot protocol (lf-play(1)): send a
 * bot (bot.c) a position line; read one move line back before a deadline,
 * discarding what it wrote after its last move; say what went wrong when
 * no move came, and tell a bot that cannot be started from one that
 * forfeits; judge the move. */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

#include "leapfrog.h"
#include "move_int.h" /* lf_move_brief() */
#include "bot.h"
#include "text_int.h"

#define READ_CHUNK 4096
#define QUOTE_MAX 40       /* bytes of a bot's output quoted in a reason */
#define DRAIN_MAX (4 * LF_MAX_LINE) /* most bytes dropped before a send */
#define NOT_FOUND 127      /* the shell's status: command not found */
#define NOT_EXECUTABLE 126 /* the shell's status: found, cannot run */

/* The caller asked every wait to end. */
static enum lf_status
interrupted(struct lf_error *err)
{
	lf_error_set(err, LF_EINTR, 0, "interrupted");
	if (err != NULL)
		err->sys_errno = EINTR;
	return LF_EINTR;
}

/* The name of a signal that ends programs, or NULL. */
static const char *
signal_name(int sig)
{
	static const struct {
		int number;
		const char *name;
	} names[] = {
		{ SIGHUP, "SIGHUP" }, { SIGINT, "SIGINT" },
		{ SIGQUIT, "SIGQUIT" }, { SIGILL, "SIGILL" },
		{ SIGTRAP, "SIGTRAP" }, { SIGABRT, "SIGABRT" },
		{ SIGBUS, "SIGBUS" }, { SIGFPE, "SIGFPE" },
		{ SIGKILL, "SIGKILL" }, { SIGUSR1, "SIGUSR1" },
		{ SIGSEGV, "SIGSEGV" }, { SIGUSR2, "SIGUSR2" },
		{ SIGPIPE, "SIGPIPE" }, { SIGALRM, "SIGALRM" },
		{ SIGTERM, "SIGTERM" }, { SIGXCPU, "SIGXCPU" },
		{ SIGXFSZ, "SIGXFSZ" }, { SIGSYS, "SIGSYS" }
	};
	size_t i;

	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		if (names[i].number == sig)
			return names[i].name;
	return NULL;
}

/* Write without being killed by SIGPIPE when the bot has gone: the signal
 * is blocked during the write, and a SIGPIPE that the write raised is
 * taken back with sigwait(), which returns at once since it is pending. */
static ssize_t
write_quietly(int fd, const char *data, size_t len)
{
	sigset_t pipe_set, old_set, pending;
	int was_pending, saved, sig;
	ssize_t n;

	sigemptyset(&pipe_set);
	sigaddset(&pipe_set, SIGPIPE);
	sigprocmask(SIG_BLOCK, &pipe_set, &old_set);
	sigpending(&pending);
	was_pending = sigismember(&pending, SIGPIPE);
	n = write(fd, data, len);
	saved = errno;
	if (n < 0 && saved == EPIPE && !was_pending &&
	    sigpending(&pending) == 0 && sigismember(&pending, SIGPIPE))
		sigwait(&pipe_set, &sig);
	sigprocmask(SIG_SETMASK, &old_set, NULL);
	errno = saved;
	return n;
}

/* Write more of the request; a bot that does not read its input gets it
 * no more.  A fresh bot's input is closed once the request is written. */
static void
send_more(struct bot *bot, const char *text, size_t len, size_t *sent)
{
	ssize_t n;

	if (*sent < len)
		n = write_quietly(bot->to_bot, text + *sent, len - *sent);
	else
		n = write_quietly(bot->to_bot, "\n", 1);
	if (n > 0)
		*sent += (size_t)n;
	else if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK &&
	    errno != EINTR) {
		*sent = len + 1;
		close_fd(&bot->to_bot);
	}
	if (*sent > len && !bot->persistent)
		close_fd(&bot->to_bot);
}

/* Read what the bot has written, if anything, into its input, or
 * nowhere when drop is set; note the end of its output.  *got is the
 * number of bytes read (0 at the end or when nothing was there). */
static enum lf_status
read_more(struct bot *bot, int drop, size_t *got, struct lf_error *err)
{
	char chunk[READ_CHUNK];
	ssize_t n = read(bot->from_bot, chunk, sizeof chunk);

	*got = 0;
	if (n > 0) {
		bot->wrote = 1;
		*got = (size_t)n;
		if (drop)
			return LF_OK;
		if (lf_buf_add(&bot->input, chunk, (size_t)n) != LF_OK)
			return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	} else if (n == 0) {
		bot->eof = 1;
	} else if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
		return sys_error(err, "reading from a bot");
	}
	return LF_OK;
}

/* Drop the first n bytes of the input. */
static void
consume(struct bot *bot, size_t n)
{
	memmove(bot->input.data, bot->input.data + n, bot->input.len - n);
	bot->input.len -= n;
	bot->input.data[bot->input.len] = '\0';
	bot->scanned = 0;
}

/* Discard what the bot wrote after its last move, already read or
 * waiting in the pipe (up to DRAIN_MAX bytes), so that a line too many
 * for one position is not taken as the answer to the next. */
static enum lf_status
drain(struct bot *bot, struct lf_error *err)
{
	size_t dropped = 0, n;
	enum lf_status st;

	lf_buf_reset(&bot->input);
	bot->scanned = 0;
	while (!bot->eof && dropped < DRAIN_MAX) {
		if ((st = read_more(bot, 1, &n, err)) != LF_OK)
			return st;
		if (n == 0)
			break;
		dropped += n;
	}
	return LF_OK;
}

/* Read what the bot has written and not been read yet, without waiting,
 * up to a little more than the longest line. */
static enum lf_status
read_ready(struct bot *bot, struct lf_error *err)
{
	enum lf_status st;
	size_t got;

	do {
		if ((st = read_more(bot, 0, &got, err)) != LF_OK)
			return st;
	} while (got > 0 && bot->input.len <= LF_MAX_LINE);
	return LF_OK;
}

/* Keep the text of a comment line that the bot wrote before its move,
 * bytes start to end of its input (after the '#'), without the blank
 * after the '#' and the blanks and CR at its end, cut to BOT_MAX_COMMENT
 * bytes: a bot may say what it thinks of its move. */
static void
keep_comment(struct bot *bot, size_t start, size_t end)
{
	const char *text = bot->input.data;

	while (start < end && (text[start] == ' ' || text[start] == '\t'))
		start++;
	while (end > start && (text[end - 1] == ' ' || text[end - 1] == '\t'
	    || text[end - 1] == '\r'))
		end--;
	if (end - start > BOT_MAX_COMMENT)
		end = start + BOT_MAX_COMMENT;
	lf_buf_reset(&bot->comment);
	lf_buf_add(&bot->comment, text + start, end - start);
}

/* Take the next line of the input that is neither blank nor a comment
 * into bot->reply, without its newline or a final CR; return 1, or 0
 * when no complete line is there. */
static int
take_line(struct bot *bot)
{
	char *nl;
	size_t len, i;

	while (bot->input.len > 0) {
		nl = memchr(bot->input.data + bot->scanned, '\n',
		    bot->input.len - bot->scanned);
		if (nl == NULL) {
			bot->scanned = bot->input.len;
			return 0;
		}
		len = (size_t)(nl - bot->input.data);
		for (i = 0; i < len; i++)
			if (bot->input.data[i] != ' ' &&
			    bot->input.data[i] != '\t' &&
			    bot->input.data[i] != '\r')
				break;
		if (i == len || bot->input.data[i] == '#') {
			if (i < len)
				keep_comment(bot, i + 1, len);
			consume(bot, len + 1);
			continue;
		}
		lf_buf_reset(&bot->reply);
		if (len > 0 && bot->input.data[len - 1] == '\r')
			lf_buf_add(&bot->reply, bot->input.data, len - 1);
		else
			lf_buf_add(&bot->reply, bot->input.data, len);
		consume(bot, len + 1);
		return 1;
	}
	return 0;
}

/* Append text as a quotation of at most QUOTE_MAX bytes. */
static void
quote(char *out, size_t size, const char *text, size_t len)
{
	snprintf(out, size, "'%.*s%s'", (int)(len > QUOTE_MAX ? QUOTE_MAX :
	    len), text, len > QUOTE_MAX ? "..." : "");
}

/* Set the fault and its reason; the reason is shown as the rule for text
 * from outside says (lf_text_clean()), since it quotes the bot and goes
 * into a comment of the game record. */
static void
set_fault(struct bot *bot, enum lf_bot_fault fault, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static void
set_fault(struct bot *bot, enum lf_bot_fault fault, const char *fmt, ...)
{
	va_list ap;

	bot->fault = fault;
	va_start(ap, fmt);
	vsnprintf(bot->reason, sizeof bot->reason, fmt, ap);
	va_end(ap);
	lf_text_clean(bot->reason);
}

/* Name the signal that killed the first process: "signal 9 (SIGKILL)". */
static void
describe_signal(const struct bot *bot, char *out, size_t size)
{
	const char *name = signal_name(bot->exit_signal);

	if (name != NULL)
		snprintf(out, size, "signal %d (%s)", bot->exit_signal, name);
	else
		snprintf(out, size, "signal %d", bot->exit_signal);
}

/* Describe how the first process ended: "exited with status 1", "was
 * killed by signal 9 (SIGKILL)". */
static void
describe_exit(const struct bot *bot, char *out, size_t size)
{
	char sig[48];
	const char *name;

	if (bot->exit_signal == 0) {
		/* sh -c waits for its last command and exits with 128 + N
		 * when a signal N killed it. */
		name = bot->exit_status > 128 ?
		    signal_name(bot->exit_status - 128) : NULL;
		if (bot->exit_status == NOT_FOUND ||
		    bot->exit_status == NOT_EXECUTABLE)
			snprintf(out, size, "exited with status %d (a shell's "
			    "status when its command is %s)", bot->exit_status,
			    bot->exit_status == NOT_FOUND ? "not found" :
			    "not executable");
		else if (name != NULL)
			snprintf(out, size, "exited with status %d (a shell's "
			    "status when its command is killed by %s)",
			    bot->exit_status, name);
		else
			snprintf(out, size, "exited with status %d",
			    bot->exit_status);
	} else {
		describe_signal(bot, sig, sizeof sig);
		snprintf(out, size, "was killed by %s", sig);
	}
}

/* The bot's output ended without a complete line: wait (until the
 * deadline) for its first process to end, and say what happened.  A
 * shell that exits with 126 or 127 before writing anything could not
 * run the command: that is the referee's error, not a move lost, unless
 * the bot has answered before, when it is the bot's own doing. */
static enum lf_status
classify_end(struct bot *bot, long long deadline, struct lf_error *err)
{
	char how[128], partial[QUOTE_MAX + 8];
	int ended = bot_wait_exit(bot, deadline, bot->interrupt_fd);

	if (ended < 0)
		return interrupted(err);
	if (ended)
		describe_exit(bot, how, sizeof how);
	else
		snprintf(how, sizeof how, "closed its output");
	if (ended && !bot->wrote && !bot->answered && bot->exit_signal == 0 &&
	    (bot->exit_status == NOT_FOUND ||
	    bot->exit_status == NOT_EXECUTABLE)) {
		lf_error_set(err, LF_ESYS, 0, "cannot be started: the shell "
		    "exited with status %d (%s) before writing anything",
		    bot->exit_status, bot->exit_status == NOT_FOUND ?
		    "command not found" : "command not executable");
		if (err != NULL)
			err->sys_errno = bot->exit_status == NOT_FOUND ?
			    ENOENT : EACCES;
		return LF_ESYS;
	}
	if (bot->input.len > 0) {
		quote(partial, sizeof partial, bot->input.data, bot->input.len);
		set_fault(bot, LF_BOT_INCOMPLETE, "wrote an incomplete line "
		    "%s, then %s", partial, how);
	} else if (bot->exited && bot->exit_signal != 0) {
		describe_signal(bot, how, sizeof how);
		set_fault(bot, LF_BOT_KILLED, "killed by %s without a move",
		    how);
	} else if (bot->exited && bot->exit_status != 0)
		set_fault(bot, LF_BOT_EXITED, "%s without a move", how);
	else
		set_fault(bot, LF_BOT_SILENT, "%s without writing a move", how);
	return LF_OK;
}

/* The deadline passed without a complete line. */
static void
classify_timeout(struct bot *bot, long limit_ms)
{
	char seconds[32], partial[QUOTE_MAX + 8], how[128], extra[200];

	lf_format_seconds(limit_ms, seconds, sizeof seconds, NULL);
	extra[0] = '\0';
	if (bot->input.len > 0) {
		quote(partial, sizeof partial, bot->input.data, bot->input.len);
		snprintf(extra, sizeof extra, " (it wrote %s)", partial);
	} else if (bot_peek_exit(bot)) {
		describe_exit(bot, how, sizeof how);
		snprintf(extra, sizeof extra, " (it %s, but a process it "
		    "started kept its output open)", how);
	}
	set_fault(bot, LF_BOT_TIMEOUT, "no move within %s s%s", seconds,
	    extra);
}

/* When the clock of this exchange starts: when the process started for a
 * fresh bot; for a persistent bot's first position, when its start-up
 * allowance ends or now, whichever is later; else now. */
static long long
clock_start(const struct bot *bot, long long now)
{
	long long ready;

	if (!bot->persistent)
		return bot->started_ms;
	if (bot->asked > 0)
		return now;
	ready = bot->started_ms + bot->startup_ms;
	return ready > now ? ready : now;
}

/* Send one line (a newline is added) to the running bot and read the
 * first line it writes back that is not blank or a comment, within its
 * time limit; what it wrote after its previous answer is discarded
 * first.  On LF_OK, bot_fault() says whether a line came (see
 * bot_reply()) or what went wrong; other statuses are the referee's
 * own failures, LF_ESYS when the bot cannot be started, or LF_EINTR when
 * the interrupt descriptor became readable. */
enum lf_status
bot_ask(struct bot *bot, const char *line, size_t len,
    struct lf_error *err)
{
	long long now = now_ms(), start, deadline;
	struct pollfd fds[3];
	size_t sent = 0, got;
	nfds_t nfds;
	long left;
	int i_in = -1, i_out = -1, i_int = -1, late = 0;
	enum lf_status st;

	bot->fault = LF_BOT_OK;
	bot->reason[0] = '\0';
	bot->elapsed_ms = 0;
	lf_buf_reset(&bot->reply);
	lf_buf_reset(&bot->comment);
	if (bot->pid <= 0 || bot->from_bot < 0)
		return lf_error_set(err, LF_EINVAL, 0,
		    "the bot is not running");
	if (bot->asked > 0 && (st = drain(bot, err)) != LF_OK)
		return st;
	start = clock_start(bot, now);
	deadline = start + bot->time_ms;
	if (bot->persistent && (st = bot_write_clock(bot, deadline,
	    err)) != LF_OK)
		return st;
	bot->asked++;
	if (bot->to_bot < 0)
		sent = len + 1;
	for (;;) {
		if (take_line(bot)) {
			bot->answered = 1;
			if (bot->reply.len > LF_MAX_LINE)
				set_fault(bot, LF_BOT_GARBAGE, "wrote a line "
				    "longer than %d bytes", LF_MAX_LINE);
			break;
		}
		if (bot->input.len > LF_MAX_LINE) {
			set_fault(bot, LF_BOT_GARBAGE, "wrote a line longer "
			    "than %d bytes", LF_MAX_LINE);
			break;
		}
		if (bot->eof) {
			if ((st = classify_end(bot, deadline, err)) != LF_OK)
				return st;
			break;
		}
		if (late) {
			classify_timeout(bot, (long)(deadline - start));
			break;
		}
		left = (long)(deadline - now_ms());
		if (left <= 0) {
			/* What the bot wrote by the deadline counts, even if
			 * it was not read yet: read what is there, once. */
			if ((st = read_ready(bot, err)) != LF_OK)
				return st;
			late = 1;
			continue;
		}
		nfds = 0;
		fds[nfds].fd = bot->from_bot;
		fds[nfds].events = POLLIN;
		i_in = (int)nfds++;
		i_out = i_int = -1;
		if (bot->to_bot >= 0 && sent <= len) {
			fds[nfds].fd = bot->to_bot;
			fds[nfds].events = POLLOUT;
			i_out = (int)nfds++;
		}
		if (bot->interrupt_fd >= 0) {
			fds[nfds].fd = bot->interrupt_fd;
			fds[nfds].events = POLLIN;
			i_int = (int)nfds++;
		}
		if (poll(fds, nfds, (int)(left < 1000000 ? left : 1000000)) <
		    0) {
			if (errno == EINTR)
				continue;
			return sys_error(err, "poll");
		}
		if (i_int >= 0 && fds[i_int].revents != 0)
			return interrupted(err);
		if (i_out >= 0 && fds[i_out].revents != 0)
			send_more(bot, line, len, &sent);
		if (fds[i_in].revents != 0 &&
		    (st = read_more(bot, 0, &got, err)) != LF_OK)
			return st;
	}
	now = now_ms();
	bot->elapsed_ms = now > start ? (long)(now - start) : 0;
	return LF_OK;
}

/* Judge the line the bot wrote as a move of pos: LF_OK, with the fault
 * set when the move is not one, or LF_ENOMEM. */
static enum lf_status
judge_reply(struct bot *bot, const struct lf_position *pos,
    struct lf_move *move, struct lf_error *err)
{
	struct lf_budget budget = { LF_CHECK_STEPS, 0, 0 };
	struct lf_error why;
	char text[QUOTE_MAX + 8], name[80];

	lf_error_clear(&why);
	if (lf_move_parse(pos, bot->reply.data, bot->reply.len, move,
	    &why) != LF_OK) {
		if (why.status == LF_ENOMEM)
			return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
		quote(text, sizeof text, bot->reply.data, bot->reply.len);
		set_fault(bot, LF_BOT_GARBAGE, "wrote %s, which is not a move: "
		    "%s", text, why.message);
		return LF_OK;
	}
	/* Checking a chain=most move searches for a longer route: it may
	 * take as long as the bot had, and a second at least, and no more
	 * than the steps in which every reader checks a move by default, so
	 * that the record replays everywhere.  A move that cannot be shown
	 * legal within that is not accepted. */
	budget.deadline = lf_clock() + (double)(bot->time_ms > 1000 ?
	    bot->time_ms : 1000) / 1000;
	if (lf_check_move(pos, move, &budget, &why) != LF_OK) {
		lf_move_brief(pos, move, name, sizeof name);
		set_fault(bot, LF_BOT_ILLEGAL, "%s move %s: %s",
		    why.status == LF_EBUDGET ? "unchecked" : "illegal", name,
		    why.message);
	}
	return LF_OK;
}

/* Ask the bot for its move in pos: start it if needed, send the position
 * line, judge the answer.  A fresh bot is stopped after its move, and any
 * bot after a fault or an error.  On LF_OK, bot_fault() is LF_BOT_OK
 * and *move is a legal move, or bot_fault() and bot_reason() say
 * why the bot forfeits. */
enum lf_status
bot_move(struct bot *bot, const struct lf_position *pos,
    struct lf_move *move, struct lf_error *err)
{
	struct lf_buf line;
	enum lf_status st;

	st = bot_start(bot, err);
	if (st != LF_OK)
		return st;
	lf_buf_init(&line);
	st = lf_position_format(pos, &line, err);
	if (st != LF_OK) {
		lf_buf_free(&line);
		bot_stop(bot);
		return st;
	}
	st = bot_ask(bot, line.data, line.len, err);
	lf_buf_free(&line);
	if (st == LF_OK && bot->fault == LF_BOT_OK)
		st = judge_reply(bot, pos, move, err);
	if (st != LF_OK || !bot->persistent || bot->fault != LF_BOT_OK)
		bot_stop(bot);
	return st;
}
