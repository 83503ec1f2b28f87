/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-proc.c: the processes of lf-play: the signals that end it, noted
 * in a flag and on a self-pipe that ends the bots' waits; standard
 * descriptors that cannot be lost; and, on Linux, the child subreaper and
 * parent-death signal that let no process of a game outlive it, whatever
 * dies (lf-play(1), PROCESSES). */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef HAVE_SYS_PRCTL_H
#include <sys/prctl.h>
#endif

#include "number_int.h"
#include "play.h"

#if defined(HAVE_SYS_PRCTL_H) && defined(PR_SET_CHILD_SUBREAPER) && \
    defined(PR_SET_PDEATHSIG)
#define HAVE_SUBREAPER 1
#endif

#define ORPHAN_ROUNDS 64 /* rounds of killing what was left to us */

/* The signal that ends the referee, once caught; 0 before. */
volatile sig_atomic_t got_signal;

/* A pipe that a caught signal writes a byte to, so that a bot's wait can
 * poll it and end at once (bot_set_interrupt()). */
static int signal_pipe[2] = { -1, -1 };

/* Note the signal and wake the waits. */
static void
note_signal(int sig)
{
	int saved = errno;

	got_signal = sig;
	if (signal_pipe[1] >= 0)
		(void)write(signal_pipe[1], "", 1);
	errno = saved;
}

/* The signals that end the referee, which it catches. */
static const int caught_signals[] = { SIGINT, SIGTERM, SIGHUP };

static void on_signal(int sig, siginfo_t *info, void *context);

/* After the first signal caught, let the next ones restart the system
 * call they interrupt rather than fail it: the game ends already (the
 * flag and the self-pipe say so), and the lines that tell the person how,
 * written to the terminal through stdio, must not be cut: a Ctrl-C
 * reaches a worker from the terminal, then again from the referee's
 * forward, which would fail the newline after the prompt with EINTR. */
static void
restart_after_first_signal(void)
{
	struct sigaction sa;
	size_t i;

	for (i = 0; i < sizeof caught_signals / sizeof caught_signals[0];
	    i++)
		if (sigaction(caught_signals[i], NULL, &sa) == 0 &&
		    (sa.sa_flags & SA_SIGINFO) != 0 &&
		    sa.sa_sigaction == on_signal) {
			sa.sa_flags |= SA_RESTART;
			sigaction(caught_signals[i], &sa, NULL);
		}
}

/* Catch a signal: note it, or, for a second interrupt while the first is
 * dealt with (the bots stopped, the record written), die of it at once,
 * as a person pressing Ctrl-C again wants; the referee's forward of the
 * first to a worker, which the terminal interrupted too, is no second. */
static void
on_signal(int sig, siginfo_t *info, void *context)
{
	(void)context;
	if (sig == SIGINT && got_signal == SIGINT && !(info != NULL &&
	    info->si_code == SI_USER && info->si_pid == getppid())) {
		signal(SIGINT, SIG_DFL);
		raise(SIGINT);
	}
	if (!got_signal)
		restart_after_first_signal();
	note_signal(sig);
}

/* Make the self-pipe, close-on-exec and non-blocking at both ends. */
static void
make_signal_pipe(void)
{
	if (cloexec_pipe(signal_pipe) != 0)
		cli_die(EXIT_SYSTEM, "pipe: %s", strerror(errno));
	if (set_nonblocking(signal_pipe[0]) != 0 ||
	    set_nonblocking(signal_pipe[1]) != 0)
		cli_die(EXIT_SYSTEM, "fcntl: %s", strerror(errno));
}

/* Put /dev/null on a standard descriptor that is closed, so that no file
 * or pipe of the referee lands there; standard output gets it read-only,
 * so that writing the results to a closed output fails as it should. */
static void
hold_descriptor(int fd, int flags)
{
	int got;

	if (fcntl(fd, F_GETFD) >= 0 || errno != EBADF)
		return;
	got = open("/dev/null", flags);
	if (got >= 0 && got != fd) {
		dup2(got, fd);
		close(got);
	}
}

/* Set up the process: standard descriptors held, the self-pipe, and on
 * Linux the child subreaper, so that what a bot leaves behind when its
 * parent dies comes to the referee to be killed. */
void
proc_init(void)
{
	hold_descriptor(STDIN_FILENO, O_RDONLY);
	hold_descriptor(STDOUT_FILENO, O_RDONLY);
	hold_descriptor(STDERR_FILENO, O_WRONLY);
	make_signal_pipe();
	/* The writes to the bots and of the record see EPIPE: a closed
	 * standard output then stops the bots before the referee ends
	 * quietly, killed by SIGPIPE as other filters are. */
	signal(SIGPIPE, SIG_IGN);
#ifdef HAVE_SUBREAPER
	prctl(PR_SET_CHILD_SUBREAPER, 1);
#endif
}

/* Catch the signals that end a referee, so that it can stop its bots
 * first (leaving alone those it was started ignoring, as a background job
 * ignores SIGINT); SIGPIPE stays ignored (proc_init()), so that a bot
 * that goes away is an error to handle, not a death. */
void
proc_catch_signals(void)
{
	struct sigaction sa, old;
	size_t i;

	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = on_signal;
	sigemptyset(&sa.sa_mask);
	/* No SA_RESTART: a read from a person ends (until the first signal
	 * caught: restart_after_first_signal()). */
	sa.sa_flags = SA_SIGINFO;
	for (i = 0; i < sizeof caught_signals / sizeof caught_signals[0];
	    i++)
		if (sigaction(caught_signals[i], NULL, &old) == 0 &&
		    old.sa_handler != SIG_IGN)
			sigaction(caught_signals[i], &sa, NULL);
}

/* The descriptor that becomes readable when a signal was caught. */
int
proc_interrupt_fd(void)
{
	return signal_pipe[0];
}

/* In a worker process, just forked: a self-pipe of its own, and on Linux
 * SIGTERM when the referee dies (even of SIGKILL), so that the worker
 * stops its bots rather than finishing its game; it is the subreaper of
 * its bots' processes in turn. */
void
proc_in_worker(void)
{
#ifdef HAVE_SUBREAPER
	pid_t parent = getppid();
#endif

	close(signal_pipe[0]);
	close(signal_pipe[1]);
	make_signal_pipe();
	if (got_signal)
		note_signal(got_signal);
#ifdef HAVE_SUBREAPER
	if (prctl(PR_SET_PDEATHSIG, SIGTERM) == 0 && getppid() != parent)
		note_signal(SIGTERM);
	prctl(PR_SET_CHILD_SUBREAPER, 1);
#endif
}

/* Die of a signal, now that the bots are stopped, so that the caller
 * sees how the referee ended. */
void
proc_die_of_signal(int sig)
{
	sigset_t set;

	signal(sig, SIG_DFL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	raise(sig);
	_exit(128 + sig);
}

/* Write all of a buffer to a descriptor, going on after a signal, so that
 * every line written is whole; return 0, or -1 with errno set. */
int
proc_write_all(int fd, const char *data, size_t len)
{
	ssize_t n;

	while (len > 0) {
		n = write(fd, data, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -1;
		if (n == 0) {
			errno = EIO;
			return -1;
		}
		data += n;
		len -= (size_t)n;
	}
	return 0;
}

#ifdef HAVE_SUBREAPER
/* Whether pid is one of the workers to keep. */
static int
kept(pid_t pid, const struct worker *keep, long count)
{
	long i;

	for (i = 0; i < count; i++)
		if (keep[i].pid == pid)
			return 1;
	return 0;
}

/* The parent of process pid, from /proc/PID/stat (field 4, counted after
 * the name in parentheses, which may hold anything); -1 if unknown. */
static long
parent_of(const char *pid)
{
	char path[64], text[512], *p;
	long ppid;
	size_t n;
	FILE *fp;

	snprintf(path, sizeof path, "/proc/%s/stat", pid);
	if ((fp = fopen(path, "r")) == NULL)
		return -1;
	n = fread(text, 1, sizeof text - 1, fp);
	fclose(fp);
	text[n] = '\0';
	if ((p = strrchr(text, ')')) == NULL || p[1] != ' ' || p[2] == '\0' ||
	    p[3] != ' ')
		return -1;
	return lf_number_long(p + 4, lf_number_digits(p + 4, strlen(p + 4)),
	    0, LONG_MAX, &ppid, NULL) == LF_OK ? ppid : -1;
}

/* Kill the children of this process that are not workers to keep, with
 * their process groups, and reap them; return how many there were. */
static int
kill_round(const struct worker *keep, long count)
{
	DIR *dir = opendir("/proc");
	struct dirent *entry;
	pid_t self = getpid(), pid, group;
	long number;
	int found = 0;

	if (dir == NULL)
		return 0;
	while ((entry = readdir(dir)) != NULL) {
		if (lf_number_long(entry->d_name, strlen(entry->d_name), 1,
		    LONG_MAX, &number, NULL) != LF_OK ||
		    parent_of(entry->d_name) != (long)self)
			continue;
		pid = (pid_t)number;
		if (kept(pid, keep, count))
			continue;
		group = getpgid(pid);
		if (group > 0 && group != getpgrp())
			kill(-group, SIGKILL);
		kill(pid, SIGKILL);
		while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
			continue;
		found++;
	}
	closedir(dir);
	return found;
}
#endif

/* Kill what a game left behind: the processes that came to this process
 * as their subreaper when their parents died (a bot's child that left
 * its process group, the bots of a worker that was killed), and their
 * children in turn.  Only on Linux; elsewhere such a process is left to
 * end on its own (lf-play(1), PROCESSES). */
void
proc_kill_orphans(const struct worker *keep, long count)
{
#ifdef HAVE_SUBREAPER
	int round;

	for (round = 0; round < ORPHAN_ROUNDS; round++)
		if (kill_round(keep, count) == 0)
			break;
#else
	(void)keep;
	(void)count;
#endif
}
