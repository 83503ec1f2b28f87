/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-tournament.c: tournaments: the games of the schedule played in
 * worker processes, --jobs at a time, their records written under --out
 * and their results summed into the table. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "play.h"

/* A tournament game running in a worker process. */
struct worker {
	pid_t pid;
	int fd;                     /* the summary comes down this pipe */
	long index;
	struct lf_buf data;
};

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
int
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

