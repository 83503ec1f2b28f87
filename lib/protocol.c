/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* protocol.c: the referee's side of the bot protocol (lf-play(1)): run a
 * bot, a shell command line, in a process group of its own with pipes to
 * its standard input and output; send it a position line; read one line
 * back before a deadline; say what went wrong when no move came; and stop
 * the whole process group, whatever the bot does to resist. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "leapfrog.h"

#define POLL_SLICE_MS 50   /* longest wait between looks at bot->stop */
#define READ_CHUNK 4096
#define QUOTE_MAX 40       /* bytes of a bot's output quoted in a reason */
#define DEFAULT_GRACE_MS 250

/* Milliseconds on the monotonic clock. */
static long long
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Sleep for ms milliseconds (less if a signal arrives). */
static void
sleep_ms(long ms)
{
	struct timespec ts;

	ts.tv_sec = ms / 1000;
	ts.tv_nsec = (ms % 1000) * 1000000L;
	nanosleep(&ts, NULL);
}

/* Whether the caller has asked every wait to end. */
static int
stopped(const struct lf_bot *bot)
{
	return bot->stop != NULL && *bot->stop != 0;
}

/* Fill err for a failed system call, keeping errno. */
static enum lf_status
sys_error(struct lf_error *err, const char *what)
{
	int saved = errno;

	lf_error_set(err, LF_ESYS, 0, "%s: %s", what, strerror(saved));
	err->sys_errno = saved;
	return LF_ESYS;
}

/* Write seconds given in milliseconds as a decimal number without
 * trailing zeros ("10", "0.5", "1.25"), whatever the locale. */
void
lf_format_seconds(long ms, char *out, size_t size)
{
	long whole = ms / 1000, frac = ms % 1000;

	if (frac == 0)
		snprintf(out, size, "%ld", whole);
	else if (frac % 100 == 0)
		snprintf(out, size, "%ld.%ld", whole, frac / 100);
	else if (frac % 10 == 0)
		snprintf(out, size, "%ld.%02ld", whole, frac / 10);
	else
		snprintf(out, size, "%ld.%03ld", whole, frac);
}

/* The short name of a fault, as lf-play(1) records it. */
const char *
lf_bot_fault_name(enum lf_bot_fault fault)
{
	static const char *const names[LF_BOT_FAULT_COUNT] = {
		"ok", "timeout", "exit", "signal", "silence", "incomplete",
		"garbage", "illegal"
	};

	if ((int)fault < 0 || fault >= LF_BOT_FAULT_COUNT)
		return "unknown";
	return names[fault];
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

/* Set the settings to their defaults: a fresh process for each move. */
void
lf_bot_init(struct lf_bot *bot, const char *command, int player,
    long time_ms)
{
	memset(bot, 0, sizeof *bot);
	bot->command = command;
	bot->player = player;
	bot->time_ms = time_ms;
	bot->grace_ms = DEFAULT_GRACE_MS;
	bot->to_bot = bot->from_bot = -1;
	lf_buf_init(&bot->input);
	lf_buf_init(&bot->reply);
}

/* Mark a descriptor close-on-exec, so that no bot inherits another bot's
 * pipes (which would keep them open after the referee closes them). */
static int
set_cloexec(int fd)
{
	int flags = fcntl(fd, F_GETFD);

	return flags < 0 ? -1 : fcntl(fd, F_SETFD, flags | FD_CLOEXEC);
}

/* Make a descriptor non-blocking, so that a bot that reads or writes
 * nothing cannot hold the referee past its deadline. */
static int
set_nonblocking(int fd)
{
	int flags = fcntl(fd, F_GETFL);

	return flags < 0 ? -1 : fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

/* In the child: join a new process group, put the pipes on standard input
 * and output, export LF_PLAYER and LF_TIME, and run the command. */
static _Noreturn void
run_child(const struct lf_bot *bot, int in_fd, int out_fd)
{
	char text[32];
	sigset_t none;
	int in_copy, out_copy;

	setpgid(0, 0);
	/* Copies above 2 first, in case a pipe got descriptor 0 or 1. */
	in_copy = fcntl(in_fd, F_DUPFD, 3);
	out_copy = fcntl(out_fd, F_DUPFD, 3);
	if (in_copy < 0 || out_copy < 0 || dup2(in_copy, STDIN_FILENO) < 0 ||
	    dup2(out_copy, STDOUT_FILENO) < 0)
		_exit(127);
	close(in_copy);
	close(out_copy);
	/* A referee ignores SIGPIPE; a bot (a shell pipeline) must not. */
	signal(SIGPIPE, SIG_DFL);
	signal(SIGCHLD, SIG_DFL);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	snprintf(text, sizeof text, "%d", bot->player);
	setenv("LF_PLAYER", text, 1);
	lf_format_seconds(bot->time_ms, text, sizeof text);
	setenv("LF_TIME", text, 1);
	execl("/bin/sh", "sh", "-c", bot->command, (char *)NULL);
	_exit(127);
}

/* Start the bot's process unless it runs already. */
enum lf_status
lf_bot_start(struct lf_bot *bot, struct lf_error *err)
{
	int to[2], from[2];
	pid_t pid;

	if (bot->pid > 0)
		return LF_OK;
	if (pipe(to) != 0)
		return sys_error(err, "pipe");
	if (pipe(from) != 0) {
		close(to[0]);
		close(to[1]);
		return sys_error(err, "pipe");
	}
	if (set_cloexec(to[0]) != 0 || set_cloexec(to[1]) != 0 ||
	    set_cloexec(from[0]) != 0 || set_cloexec(from[1]) != 0 ||
	    set_nonblocking(to[1]) != 0 || set_nonblocking(from[0]) != 0 ||
	    (pid = fork()) < 0) {
		enum lf_status st = sys_error(err, "cannot start a bot");
		close(to[0]);
		close(to[1]);
		close(from[0]);
		close(from[1]);
		return st;
	}
	if (pid == 0)
		run_child(bot, to[0], from[1]);
	/* Also here: the group must exist before anyone signals it. */
	setpgid(pid, pid);
	close(to[0]);
	close(from[1]);
	bot->pid = pid;
	bot->to_bot = to[1];
	bot->from_bot = from[0];
	lf_buf_reset(&bot->input);
	bot->scanned = 0;
	bot->eof = 0;
	bot->exited = 0;
	bot->exit_status = 0;
	bot->exit_signal = 0;
	return LF_OK;
}

/* Whether the bot's first process has ended, noting how.  It is not
 * reaped, so that its process ID, the group's ID, cannot be reused
 * before lf_bot_stop() has signalled the group. */
static int
peek_exit(struct lf_bot *bot)
{
	siginfo_t info;

	if (bot->exited)
		return 1;
	if (bot->pid <= 0)
		return 0;
	memset(&info, 0, sizeof info);
	if (waitid(P_PID, (id_t)bot->pid, &info,
	    WEXITED | WNOHANG | WNOWAIT) != 0 || info.si_pid == 0)
		return 0;
	bot->exited = 1;
	if (info.si_code == CLD_EXITED)
		bot->exit_status = info.si_status;
	else
		bot->exit_signal = info.si_status;
	return 1;
}

/* Wait until the first process ends or the deadline passes; return
 * whether it ended. */
static int
wait_exit(struct lf_bot *bot, long long deadline)
{
	long step = 1, left;

	while (!peek_exit(bot)) {
		left = (long)(deadline - now_ms());
		if (left <= 0 || stopped(bot))
			return 0;
		sleep_ms(step < left ? step : left);
		if (step < 16)
			step *= 2;
	}
	return 1;
}

/* Close our end of a pipe. */
static void
close_fd(int *fd)
{
	if (*fd >= 0) {
		close(*fd);
		*fd = -1;
	}
}

/* Stop the bot: close its pipes, let a persistent bot exit on its own,
 * then SIGTERM its process group, and SIGKILL whatever is left of it
 * after the grace time; reap the first process. */
void
lf_bot_stop(struct lf_bot *bot)
{
	int status;

	close_fd(&bot->to_bot);
	close_fd(&bot->from_bot);
	if (bot->pid <= 0)
		return;
	if (bot->persistent)
		wait_exit(bot, now_ms() + bot->grace_ms);
	if (!peek_exit(bot)) {
		kill(-bot->pid, SIGTERM);
		wait_exit(bot, now_ms() + bot->grace_ms);
	}
	/* The group may outlive its first process: a child it started. */
	kill(-bot->pid, SIGKILL);
	while (waitpid(bot->pid, &status, 0) < 0 && errno == EINTR)
		continue;
	bot->pid = 0;
}

/* Stop the bot and release its buffers. */
void
lf_bot_free(struct lf_bot *bot)
{
	lf_bot_stop(bot);
	lf_buf_free(&bot->input);
	lf_buf_free(&bot->reply);
}

/* Write without being killed by SIGPIPE when the bot has gone: the signal
 * is blocked during the write and a SIGPIPE it raised is taken back. */
static ssize_t
write_quietly(int fd, const char *data, size_t len)
{
	sigset_t pipe_set, old_set, pending;
	struct timespec zero = { 0, 0 };
	int was_pending, saved;
	ssize_t n;

	sigemptyset(&pipe_set);
	sigaddset(&pipe_set, SIGPIPE);
	sigprocmask(SIG_BLOCK, &pipe_set, &old_set);
	sigpending(&pending);
	was_pending = sigismember(&pending, SIGPIPE);
	n = write(fd, data, len);
	saved = errno;
	if (n < 0 && saved == EPIPE && !was_pending)
		sigtimedwait(&pipe_set, NULL, &zero);
	sigprocmask(SIG_SETMASK, &old_set, NULL);
	errno = saved;
	return n;
}

/* Write more of the request; a bot that does not read its input gets it
 * no more.  A fresh bot's input is closed once the request is written. */
static void
send_more(struct lf_bot *bot, const char *text, size_t len, size_t *sent)
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

/* Read what the bot has written; note the end of its output. */
static enum lf_status
read_more(struct lf_bot *bot, struct lf_error *err)
{
	char chunk[READ_CHUNK];
	ssize_t n = read(bot->from_bot, chunk, sizeof chunk);

	if (n > 0) {
		lf_buf_add(&bot->input, chunk, (size_t)n);
		if (bot->input.failed)
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
consume(struct lf_bot *bot, size_t n)
{
	memmove(bot->input.data, bot->input.data + n, bot->input.len - n);
	bot->input.len -= n;
	bot->input.data[bot->input.len] = '\0';
	bot->scanned = 0;
}

/* Take the next line of the input that is neither blank nor a comment
 * into bot->reply, without its newline or a final CR; return 1, or 0
 * when no complete line is there. */
static int
take_line(struct lf_bot *bot)
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

/* Set the fault and its reason; the reason is made one printable line,
 * since it goes into a comment of the game record. */
static void
set_fault(struct lf_bot *bot, enum lf_bot_fault fault, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static void
set_fault(struct lf_bot *bot, enum lf_bot_fault fault, const char *fmt, ...)
{
	va_list ap;
	char *p;

	bot->fault = fault;
	va_start(ap, fmt);
	vsnprintf(bot->reason, sizeof bot->reason, fmt, ap);
	va_end(ap);
	for (p = bot->reason; *p != '\0'; p++)
		if ((unsigned char)*p < 0x20 || (unsigned char)*p >= 0x7f)
			*p = '?';
}

/* Name the signal that killed the first process: "signal 9 (SIGKILL)". */
static void
describe_signal(const struct lf_bot *bot, char *out, size_t size)
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
describe_exit(const struct lf_bot *bot, char *out, size_t size)
{
	char sig[48];
	const char *name;

	if (bot->exit_signal == 0) {
		/* sh -c waits for its last command and exits with 128 + N
		 * when a signal N killed it. */
		name = bot->exit_status > 128 ?
		    signal_name(bot->exit_status - 128) : NULL;
		if (name != NULL)
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
 * deadline) for its first process to end, and say what happened. */
static void
classify_end(struct lf_bot *bot, long long deadline)
{
	char how[128], partial[QUOTE_MAX + 8];

	if (wait_exit(bot, deadline))
		describe_exit(bot, how, sizeof how);
	else
		snprintf(how, sizeof how, "closed its output");
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
}

/* The deadline passed without a complete line. */
static void
classify_timeout(struct lf_bot *bot)
{
	char seconds[32], partial[QUOTE_MAX + 8], how[128], extra[200];

	lf_format_seconds(bot->time_ms, seconds, sizeof seconds);
	extra[0] = '\0';
	if (bot->input.len > 0) {
		quote(partial, sizeof partial, bot->input.data, bot->input.len);
		snprintf(extra, sizeof extra, " (it wrote %s)", partial);
	} else if (peek_exit(bot)) {
		describe_exit(bot, how, sizeof how);
		snprintf(extra, sizeof extra, " (it %s, but a process it "
		    "started kept its output open)", how);
	}
	set_fault(bot, LF_BOT_TIMEOUT, "no move within %s s%s", seconds,
	    extra);
}

/* Send one line (a newline is added) to the running bot and read the
 * first line it writes back that is not blank or a comment, within its
 * time limit.  On LF_OK, bot->fault says whether a line came (into
 * bot->reply) or what went wrong; other statuses are the referee's own
 * failures, or LF_ESYS "interrupted" when *bot->stop was set. */
enum lf_status
lf_bot_ask(struct lf_bot *bot, const char *line, size_t len,
    struct lf_error *err)
{
	long long start = now_ms(), deadline = start + bot->time_ms;
	struct pollfd fds[2];
	size_t sent = 0;
	nfds_t nfds;
	long left;
	enum lf_status st;

	bot->fault = LF_BOT_OK;
	bot->reason[0] = '\0';
	lf_buf_reset(&bot->reply);
	if (bot->pid <= 0 || bot->from_bot < 0)
		return lf_error_set(err, LF_EINVAL, 0,
		    "the bot is not running");
	if (bot->to_bot < 0)
		sent = len + 1;
	for (;;) {
		if (stopped(bot)) {
			lf_error_set(err, LF_ESYS, 0, "interrupted");
			err->sys_errno = EINTR;
			return LF_ESYS;
		}
		if (take_line(bot)) {
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
			classify_end(bot, deadline);
			break;
		}
		left = (long)(deadline - now_ms());
		if (left <= 0) {
			classify_timeout(bot);
			break;
		}
		nfds = 0;
		fds[nfds].fd = bot->from_bot;
		fds[nfds++].events = POLLIN;
		if (bot->to_bot >= 0 && sent <= len) {
			fds[nfds].fd = bot->to_bot;
			fds[nfds++].events = POLLOUT;
		}
		if (poll(fds, nfds, (int)(left < POLL_SLICE_MS ? left :
		    POLL_SLICE_MS)) < 0) {
			if (errno == EINTR)
				continue;
			return sys_error(err, "poll");
		}
		if (nfds == 2 && fds[1].revents != 0)
			send_more(bot, line, len, &sent);
		if (fds[0].revents != 0 &&
		    (st = read_more(bot, err)) != LF_OK)
			return st;
	}
	bot->elapsed_ms = (long)(now_ms() - start);
	return LF_OK;
}

/* Judge the line the bot wrote as a move of pos. */
static void
judge_reply(struct lf_bot *bot, const struct lf_position *pos,
    struct lf_move *move)
{
	struct lf_budget budget = { 0, 0, 0 };
	struct lf_error why;
	struct lf_buf name;
	char text[QUOTE_MAX + 8];

	lf_error_clear(&why);
	if (lf_move_parse(pos, bot->reply.data, bot->reply.len, move,
	    &why) != LF_OK) {
		quote(text, sizeof text, bot->reply.data, bot->reply.len);
		set_fault(bot, LF_BOT_GARBAGE, "wrote %s, which is not a move: "
		    "%s", text, why.message);
		return;
	}
	/* Checking a chain=most move searches for a longer route: it may
	 * take as long as the bot had, and a second at least.  A move that
	 * cannot be shown legal in that time is not accepted. */
	budget.deadline = lf_clock() + (double)(bot->time_ms > 1000 ?
	    bot->time_ms : 1000) / 1000;
	if (lf_check_move(pos, move, &budget, &why) != LF_OK) {
		lf_buf_init(&name);
		lf_move_format(pos, move->square, move->length, &name, NULL);
		set_fault(bot, LF_BOT_ILLEGAL, "%s move %s: %s",
		    why.status == LF_EBUDGET ? "unchecked" : "illegal",
		    name.failed ? "?" : name.data, why.message);
		lf_buf_free(&name);
	}
}

/* Ask the bot for its move in pos: start it if needed, send the position
 * line, judge the answer.  A fresh bot is stopped after its move, and any
 * bot after a fault.  On LF_OK, bot->fault is LF_BOT_OK and *move is a
 * legal move, or bot->fault and bot->reason say why the bot forfeits. */
enum lf_status
lf_bot_move(struct lf_bot *bot, const struct lf_position *pos,
    struct lf_move *move, struct lf_error *err)
{
	struct lf_buf line;
	enum lf_status st;

	st = lf_bot_start(bot, err);
	if (st != LF_OK)
		return st;
	lf_buf_init(&line);
	lf_position_format(pos, &line);
	if (line.failed) {
		lf_buf_free(&line);
		lf_bot_stop(bot);
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	}
	st = lf_bot_ask(bot, line.data, line.len, err);
	lf_buf_free(&line);
	if (st == LF_OK && bot->fault == LF_BOT_OK)
		judge_reply(bot, pos, move);
	if (st != LF_OK || !bot->persistent || bot->fault != LF_BOT_OK)
		lf_bot_stop(bot);
	return st;
}
