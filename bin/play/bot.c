/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* bot.c: a bot's process, for the referee's side of the bot protocol
 * (protocol.c, lf-play(1)): the handle and its settings; the shell command
 * line started in a process group of its own, with pipes on its standard
 * input and output and the environment of the protocol, dying with the
 * referee where the system allows it; its end seen without reaping it;
 * and the whole group stopped, whatever the bot does to resist. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef HAVE_SYS_PRCTL_H
#include <sys/prctl.h>
#endif

#include "leapfrog.h"
#include "bot.h"

#ifdef HAVE_PIPE2
/* Declared by <unistd.h> only beyond _POSIX_C_SOURCE=200809L. */
int pipe2(int fds[2], int flags);
#endif

extern char **environ;

#define DEFAULT_TIME_MS 10000
#define DEFAULT_GRACE_MS 250
#define DEFAULT_STARTUP_MS 10000
#define MAX_SIGNAL 65      /* above every signal number of the systems */
#define NOT_FOUND 127      /* the shell's status when it cannot run it */
#define KILL_WAIT_MS 5000  /* the longest wait for a killed bot to end */
#define CHILD_VARS 6       /* the protocol's variables set in vars[] */

/* The environment of a bot's process, made before the fork. */
struct child_env {
	char **envp;             /* the referee's entries, then these: */
	char vars[CHILD_VARS][64]; /* LF_PLAYER=... */
	char *clock_file;        /* LF_CLOCK_FILE=..., or NULL */
};

/* Milliseconds on the monotonic clock, lf_clock()'s, the one clock of
 * deadlines. */
long long
now_ms(void)
{
	return (long long)(lf_clock() * 1000);
}

/* Fill err for a failed system call, keeping errno. */
enum lf_status
sys_error(struct lf_error *err, const char *what)
{
	int saved = errno;

	lf_error_set(err, LF_ESYS, 0, "%s: %s", what, strerror(saved));
	if (err != NULL)
		err->sys_errno = saved;
	return LF_ESYS;
}

/* Make a bot for a shell command line (copied) that plays seat player
 * (1-based): by default a fresh process for each move, 10 seconds per
 * move. */
enum lf_status
bot_new(struct bot **out, const char *command, int player,
    struct lf_error *err)
{
	struct bot *bot;
	size_t len;

	*out = NULL;
	if (command == NULL || command[0] == '\0')
		return lf_error_set(err, LF_EINVAL, 0, "empty bot command");
	if (player < 1 || player > LF_MAX_PLAYERS)
		return lf_error_set(err, LF_EINVAL, 0, "player %d is out of "
		    "range (1 to %d)", player, LF_MAX_PLAYERS);
	if ((bot = calloc(1, sizeof *bot)) == NULL)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	len = strlen(command);
	if ((bot->command = malloc(len + 1)) == NULL) {
		free(bot);
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	}
	memcpy(bot->command, command, len + 1);
	bot->player = player;
	bot->time_ms = DEFAULT_TIME_MS;
	bot->clock_ms = -1;
	bot->startup_ms = DEFAULT_STARTUP_MS;
	bot->grace_ms = DEFAULT_GRACE_MS;
	bot->interrupt_fd = -1;
	bot->to_bot = bot->from_bot = -1;
	lf_buf_init(&bot->input);
	lf_buf_init(&bot->reply);
	lf_buf_init(&bot->comment);
	*out = bot;
	return LF_OK;
}

/* The time limit of each move, in milliseconds (at least 1). */
void
bot_set_time(struct bot *bot, long ms)
{
	bot->time_ms = ms > 0 ? ms : 1;
}

/* Say that the bot plays on a game clock: remaining_ms left on it and
 * increment_ms added after each move (remaining_ms at or below 0: no
 * time left, which a move accepted at its deadline can leave).  The
 * clock bounds nothing here, the caller sets the move's time limit
 * (bot_set_time()) from it; it is what the bot is told, in
 * LF_CLOCK, LF_INCREMENT and LF_CLOCK_FILE, with LF_TIME the share of it
 * that a move may take (lf-play(1), THE BOT PROTOCOL). */
void
bot_set_clock(struct bot *bot, long remaining_ms, long increment_ms)
{
	bot->clock_ms = remaining_ms > 0 ? remaining_ms : 0;
	bot->increment_ms = increment_ms > 0 ? increment_ms : 0;
}

/* What LF_TIME says a move may take: the time limit, or with a clock
 * 1/BOT_CLOCK_MOVES of it plus the increment, within the limit. */
long
bot_allotment(const struct bot *bot)
{
	long share;

	if (bot->clock_ms < 0)
		return bot->time_ms;
	share = bot->clock_ms / BOT_CLOCK_MOVES + bot->increment_ms;
	if (share > bot->time_ms)
		share = bot->time_ms;
	return share > 1 ? share : 1;
}

/* Rewrite the bot's clock file, LF_CLOCK_FILE, for the position about to
 * be sent: "clock=S increment=S time=S deadline=S" and a newline, in
 * seconds, the deadline on the monotonic clock.  Written to a temporary
 * name and renamed, so that the bot never reads half of it.  Nothing to
 * do for a bot without a clock. */
enum lf_status
bot_write_clock(struct bot *bot, long long deadline,
    struct lf_error *err)
{
	char line[160], clock[32], inc[32], share[32], temp[4096];
	char *dir, *file;
	int fd, n, saved;
	ssize_t wrote;

	if (bot->clock_ms < 0)
		return LF_OK;
	if (bot->clock_dir == NULL) {
		const char *tmpdir = getenv("TMPDIR");
		n = snprintf(temp, sizeof temp, "%s/lf-clock.XXXXXX",
		    tmpdir != NULL && tmpdir[0] == '/' ? tmpdir : "/tmp");
		if (n < 0 || (size_t)n >= sizeof temp)
			return lf_error_set(err, LF_ELIMIT, 0, "TMPDIR is too "
			    "long for the clock file");
		if (mkdtemp(temp) == NULL)
			return sys_error(err, "the clock file's directory");
		dir = strdup(temp);
		file = malloc(strlen(temp) + 7);
		if (dir == NULL || file == NULL) {
			free(dir);
			free(file);
			rmdir(temp);
			return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
		}
		snprintf(file, strlen(temp) + 7, "%s/clock", temp);
		bot->clock_dir = dir;
		bot->clock_file = file;
	}
	lf_format_seconds(bot->clock_ms, clock, sizeof clock, NULL);
	lf_format_seconds(bot->increment_ms, inc, sizeof inc, NULL);
	lf_format_seconds(bot_allotment(bot), share, sizeof share, NULL);
	n = snprintf(line, sizeof line, "clock=%s increment=%s time=%s "
	    "deadline=%lld.%03lld\n", clock, inc, share, deadline / 1000,
	    deadline % 1000);
	snprintf(temp, sizeof temp, "%s/clock.new", bot->clock_dir);
	fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0)
		return sys_error(err, "the clock file");
	/* The descriptor is closed whatever the write did. */
	wrote = write(fd, line, (size_t)n);
	saved = wrote < 0 ? errno : EIO;
	if (close(fd) != 0 && wrote == n)
		saved = errno;
	else if (wrote == n)
		saved = 0;
	if (saved == 0 && rename(temp, bot->clock_file) != 0)
		saved = errno;
	if (saved != 0) {
		unlink(temp);
		errno = saved;
		return sys_error(err, "the clock file");
	}
	return LF_OK;
}

/* Keep one process for the whole game instead of one per move. */
void
bot_set_persistent(struct bot *bot, int persistent)
{
	bot->persistent = persistent != 0;
}

/* The start-up allowance of a persistent bot: its first move's clock
 * starts this long after the process, or when the position is sent if
 * that is later. */
void
bot_set_startup_time(struct bot *bot, long ms)
{
	bot->startup_ms = ms > 0 ? ms : 0;
}

/* How long a stopped bot has to exit before it is killed. */
void
bot_set_grace(struct bot *bot, long ms)
{
	bot->grace_ms = ms > 0 ? ms : 0;
}

/* A descriptor (a self-pipe written by a signal handler, say) that ends
 * every wait with LF_EINTR once it is readable; -1 for none. */
void
bot_set_interrupt(struct bot *bot, int fd)
{
	bot->interrupt_fd = fd;
}

/* Whether a process of the bot runs (or has not been stopped yet). */
int
bot_running(const struct bot *bot)
{
	return bot->pid > 0;
}

/* What the last exchange gave: LF_BOT_OK for a legal move. */
enum lf_bot_fault
bot_fault(const struct bot *bot)
{
	return bot->fault;
}

/* Why the bot forfeits, one printable line; "" for none. */
const char *
bot_reason(const struct bot *bot)
{
	return bot->reason;
}

/* The line the bot answered, without its line end. */
const char *
bot_reply(const struct bot *bot, size_t *len)
{
	if (len != NULL)
		*len = bot->reply.len;
	return bot->reply.data != NULL ? bot->reply.data : "";
}

/* The last comment line the bot wrote before its answer in the last
 * exchange (its text after the '#', at most BOT_MAX_COMMENT bytes), ""
 * when it wrote none; *len, when not NULL, gets its length. */
const char *
bot_comment(const struct bot *bot, size_t *len)
{
	if (len != NULL)
		*len = bot->comment.len;
	return bot->comment.data != NULL ? bot->comment.data : "";
}

/* How long the last exchange took on the bot's clock, in milliseconds. */
long
bot_elapsed(const struct bot *bot)
{
	return bot->elapsed_ms;
}

/* Mark a descriptor close-on-exec, so that no bot inherits it; 0, or -1
 * with errno set. */
int
set_cloexec(int fd)
{
	int flags = fcntl(fd, F_GETFD);

	return flags < 0 ? -1 : fcntl(fd, F_SETFD, flags | FD_CLOEXEC);
}

/* Make a pipe whose ends are close-on-exec, so that no bot inherits
 * another bot's pipes (which would keep them open after the referee
 * closes them): at once with pipe2() where it exists, so that no other
 * thread's fork can catch them in between. */
int
cloexec_pipe(int fds[2])
{
#ifdef HAVE_PIPE2
	return pipe2(fds, O_CLOEXEC);
#else
	if (pipe(fds) != 0)
		return -1;
	if (set_cloexec(fds[0]) != 0 || set_cloexec(fds[1]) != 0) {
		close(fds[0]);
		close(fds[1]);
		return -1;
	}
	return 0;
#endif
}

/* Make a descriptor non-blocking, so that a bot that reads or writes
 * nothing cannot hold the referee past its deadline. */
int
set_nonblocking(int fd)
{
	int flags = fcntl(fd, F_GETFL);

	return flags < 0 ? -1 : fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

/* Whether an environment entry, NAME=VALUE, sets a variable of the
 * protocol, which the bot gets from the referee only. */
static int
is_protocol_variable(const char *entry)
{
	static const char *const names[] = {
		"LF_PLAYER", "LF_TIME", "LF_CLOCK", "LF_INCREMENT",
		"LF_CLOCK_FILE", "LF_DEADLINE", "LF_PERSISTENT"
	};
	size_t i, len;

	for (i = 0; i < sizeof names / sizeof names[0]; i++) {
		len = strlen(names[i]);
		if (strncmp(entry, names[i], len) == 0 && entry[len] == '=')
			return 1;
	}
	return 0;
}

/* Make the environment of the bot's process, before the fork, since the
 * child may only make async-signal-safe calls: the referee's own without
 * the protocol's variables, then LF_PLAYER, LF_TIME, LF_DEADLINE, on a
 * game clock LF_CLOCK, LF_INCREMENT and LF_CLOCK_FILE, and for a
 * persistent bot LF_PERSISTENT=1 (lf-play(1), THE BOT PROTOCOL).  The
 * entries made are in env; NULL when out of memory. */
static char **
make_environment(const struct bot *bot, struct child_env *env)
{
	char seconds[32];
	size_t count, n = 0, k = 0, i, size;
	long long deadline = bot->started_ms + bot->time_ms +
	    (bot->persistent ? bot->startup_ms : 0);

	for (count = 0; environ[count] != NULL; count++)
		continue;
	env->clock_file = NULL;
	env->envp = malloc((count + CHILD_VARS + 2) * sizeof *env->envp);
	if (env->envp == NULL)
		return NULL;
	for (i = 0; i < count; i++)
		if (!is_protocol_variable(environ[i]))
			env->envp[n++] = environ[i];
	snprintf(env->vars[k++], sizeof env->vars[0], "LF_PLAYER=%d",
	    bot->player);
	lf_format_seconds(bot_allotment(bot), seconds, sizeof seconds,
	    NULL);
	snprintf(env->vars[k++], sizeof env->vars[0], "LF_TIME=%s", seconds);
	if (bot->clock_ms >= 0) {
		lf_format_seconds(bot->clock_ms, seconds, sizeof seconds, NULL);
		snprintf(env->vars[k++], sizeof env->vars[0], "LF_CLOCK=%s",
		    seconds);
		lf_format_seconds(bot->increment_ms, seconds, sizeof seconds,
		    NULL);
		snprintf(env->vars[k++], sizeof env->vars[0],
		    "LF_INCREMENT=%s", seconds);
	}
	if (bot->persistent)
		snprintf(env->vars[k++], sizeof env->vars[0],
		    "LF_PERSISTENT=1");
	snprintf(env->vars[k++], sizeof env->vars[0],
	    "LF_DEADLINE=%lld.%03lld", deadline / 1000, deadline % 1000);
	for (i = 0; i < k; i++)
		env->envp[n++] = env->vars[i];
	if (bot->clock_file != NULL) {
		size = strlen(bot->clock_file) + sizeof "LF_CLOCK_FILE=";
		if ((env->clock_file = malloc(size)) == NULL) {
			free(env->envp);
			return env->envp = NULL;
		}
		snprintf(env->clock_file, size, "LF_CLOCK_FILE=%s",
		    bot->clock_file);
		env->envp[n++] = env->clock_file;
	}
	env->envp[n] = NULL;
	return env->envp;
}

/* In the child, before the exec: every signal that the referee catches
 * goes back to its default action (those it ignores stay ignored, as a
 * background job ignores SIGINT), and so do SIGPIPE and SIGCHLD. */
static void
default_signals(void)
{
	struct sigaction sa, dfl;
	int sig;

	memset(&dfl, 0, sizeof dfl);
	dfl.sa_handler = SIG_DFL;
	sigemptyset(&dfl.sa_mask);
	for (sig = 1; sig < MAX_SIGNAL; sig++)
		if (sigaction(sig, NULL, &sa) == 0 &&
		    ((sa.sa_handler != SIG_DFL && sa.sa_handler != SIG_IGN) ||
		    sig == SIGPIPE || sig == SIGCHLD))
			sigaction(sig, &dfl, NULL);
}

/* In the child: die with the referee where the system allows it, join a
 * new process group, put the pipes on standard input and output, and run
 * the command with the environment made for it, making async-signal-safe
 * calls only.  Status 127 tells the parent that it could not. */
static _Noreturn void
run_child(const struct bot *bot, pid_t parent, int in_fd, int out_fd,
    char **envp)
{
	static char sh[] = "sh", dash_c[] = "-c";
	char *argv[4];
	sigset_t none;
	int in_copy, out_copy;

#if defined(HAVE_SYS_PRCTL_H) && defined(PR_SET_PDEATHSIG)
	/* Killed when the referee dies, even by SIGKILL (Linux). */
	if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != parent)
		_exit(NOT_FOUND);
#else
	(void)parent;
#endif
	setpgid(0, 0);
	/* Copies above 2 first, in case a pipe got descriptor 0 or 1. */
	in_copy = fcntl(in_fd, F_DUPFD, 3);
	out_copy = fcntl(out_fd, F_DUPFD, 3);
	if (in_copy < 0 || out_copy < 0 || dup2(in_copy, STDIN_FILENO) < 0 ||
	    dup2(out_copy, STDOUT_FILENO) < 0)
		_exit(NOT_FOUND);
	close(in_copy);
	close(out_copy);
	/* The referee's handlers must not run here (a signal before the
	 * exec would act for the referee), and a referee ignores SIGPIPE,
	 * which a bot (a shell pipeline) must not: every handler goes back
	 * to the default, then the signals blocked over the fork come. */
	default_signals();
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	argv[0] = sh;
	argv[1] = dash_c;
	argv[2] = bot->command;
	argv[3] = NULL;
	execve("/bin/sh", argv, envp);
	_exit(NOT_FOUND);
}

/* Close both ends of two pipes. */
static void
close_pipes(int to[2], int from[2])
{
	close(to[0]);
	close(to[1]);
	close(from[0]);
	close(from[1]);
}

/* Start the bot's process unless it runs already; a persistent bot's
 * start-up allowance starts now. */
enum lf_status
bot_start(struct bot *bot, struct lf_error *err)
{
	struct child_env env;
	int to[2], from[2];
	pid_t pid, parent = getpid();
	sigset_t all, old;
	enum lf_status st;

	if (bot->pid > 0)
		return LF_OK;
	if (cloexec_pipe(to) != 0)
		return sys_error(err, "pipe");
	if (cloexec_pipe(from) != 0) {
		close(to[0]);
		close(to[1]);
		return sys_error(err, "pipe");
	}
	bot->started_ms = now_ms();
	/* The clock file is there for the bot from its start. */
	if ((st = bot_write_clock(bot, bot->started_ms + bot->time_ms +
	    (bot->persistent ? bot->startup_ms : 0), err)) != LF_OK) {
		close_pipes(to, from);
		return st;
	}
	if (make_environment(bot, &env) == NULL) {
		close_pipes(to, from);
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	}
	/* No signal until the child has its own handlers. */
	sigfillset(&all);
	sigprocmask(SIG_SETMASK, &all, &old);
	if (set_nonblocking(to[1]) != 0 || set_nonblocking(from[0]) != 0 ||
	    (pid = fork()) < 0) {
		st = sys_error(err, "cannot start a bot");
		sigprocmask(SIG_SETMASK, &old, NULL);
		close_pipes(to, from);
		free(env.envp);
		free(env.clock_file);
		return st;
	}
	if (pid == 0)
		run_child(bot, parent, to[0], from[1], env.envp);
	sigprocmask(SIG_SETMASK, &old, NULL);
	free(env.envp);
	free(env.clock_file);
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
	bot->asked = 0;
	bot->wrote = 0;
	bot->exited = 0;
	bot->reaped = 0;
	bot->exit_status = 0;
	bot->exit_signal = 0;
	return LF_OK;
}

/* Note how the first process ended, from a wait status or a siginfo. */
static void
note_exit(struct bot *bot, int exited, int code)
{
	bot->exited = 1;
	if (exited)
		bot->exit_status = code;
	else
		bot->exit_signal = code;
}

/* Whether the bot's first process has ended, noting how.  Where waitid()
 * exists it is not reaped, so that its process ID, the group's ID, cannot
 * be reused before bot_stop() has signalled the group; elsewhere it is
 * reaped, and a group left empty could in principle see its ID reused by
 * a new group before the signal. */
int
bot_peek_exit(struct bot *bot)
{
#ifdef HAVE_WAITID
	siginfo_t info;
#else
	int status;
	pid_t got;
#endif

	if (bot->exited)
		return 1;
	if (bot->pid <= 0)
		return 0;
#ifdef HAVE_WAITID
	memset(&info, 0, sizeof info);
	if (waitid(P_PID, (id_t)bot->pid, &info,
	    WEXITED | WNOHANG | WNOWAIT) != 0 || info.si_pid == 0)
		return 0;
	note_exit(bot, info.si_code == CLD_EXITED, info.si_status);
#else
	got = waitpid(bot->pid, &status, WNOHANG);
	if (got != bot->pid)
		return 0;
	bot->reaped = 1;
	note_exit(bot, WIFEXITED(status), WIFEXITED(status) ?
	    WEXITSTATUS(status) : WTERMSIG(status));
#endif
	return 1;
}

/* Sleep until ms milliseconds pass or fd (if not -1) is readable; return
 * whether it is. */
static int
sleep_or_interrupt(int fd, long ms)
{
	struct pollfd p;
	struct timespec ts;

	if (fd < 0) {
		ts.tv_sec = ms / 1000;
		ts.tv_nsec = (ms % 1000) * 1000000L;
		nanosleep(&ts, NULL);
		return 0;
	}
	p.fd = fd;
	p.events = POLLIN;
	p.revents = 0;
	return poll(&p, 1, (int)ms) > 0 && p.revents != 0;
}

/* Wait until the first process ends or the deadline passes; return 1 when
 * it ended, 0 when the deadline passed, -1 when interrupted (only when
 * fd is not -1). */
int
bot_wait_exit(struct bot *bot, long long deadline, int fd)
{
	long step = 1, left;

	while (!bot_peek_exit(bot)) {
		left = (long)(deadline - now_ms());
		if (left <= 0)
			return 0;
		if (sleep_or_interrupt(fd, step < left ? step : left))
			return -1;
		if (step < 16)
			step *= 2;
	}
	return 1;
}

/* Close our end of a pipe. */
void
close_fd(int *fd)
{
	if (*fd >= 0) {
		close(*fd);
		*fd = -1;
	}
}

/* Send sig to the bot's process group and to its first process, which
 * may have left that group (for the referee's, whose group the referee
 * cannot signal); a first process already reaped is left alone, since
 * its process ID may be another's now. */
static void
signal_bot(const struct bot *bot, int sig)
{
	kill(-bot->pid, sig);
	if (!bot->reaped)
		kill(bot->pid, sig);
}

/* Reap the first process, which has been sent SIGKILL, waiting at most
 * KILL_WAIT_MS for it: a process that even SIGKILL does not end at once
 * (one stuck in the kernel) is left to the referee's end, never waited
 * for without a limit. */
static void
reap_bot(struct bot *bot)
{
	long long deadline = now_ms() + KILL_WAIT_MS;
	pid_t got;

	while (!bot->reaped) {
		got = waitpid(bot->pid, NULL, WNOHANG);
		if (got == bot->pid || (got < 0 && errno != EINTR))
			break;
		if (now_ms() >= deadline)
			break;
		sleep_or_interrupt(-1, 1);
	}
}

/* Stop the bot: close its pipes, let a persistent bot exit on its own,
 * then SIGTERM its process group and its first process, and SIGKILL them
 * after the grace time, wherever the first process has gone; reap it. */
void
bot_stop(struct bot *bot)
{
	close_fd(&bot->to_bot);
	close_fd(&bot->from_bot);
	if (bot->pid <= 0)
		return;
	if (bot->persistent)
		bot_wait_exit(bot, now_ms() + bot->grace_ms, -1);
	if (!bot_peek_exit(bot)) {
		signal_bot(bot, SIGTERM);
		bot_wait_exit(bot, now_ms() + bot->grace_ms, -1);
	}
	/* The group may outlive its first process: a child it started. */
	signal_bot(bot, SIGKILL);
	reap_bot(bot);
	bot->pid = 0;
}

/* Stop the bot and release it; NULL is allowed. */
void
bot_free(struct bot *bot)
{
	if (bot == NULL)
		return;
	bot_stop(bot);
	if (bot->clock_file != NULL) {
		unlink(bot->clock_file);
		rmdir(bot->clock_dir);
	}
	free(bot->clock_file);
	free(bot->clock_dir);
	lf_buf_free(&bot->input);
	lf_buf_free(&bot->reply);
	lf_buf_free(&bot->comment);
	free(bot->command);
	free(bot);
}
