/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-worker.c: every game is played in a worker process of its own,
 * which reports to the referee on a pipe: the summary of the record, or
 * the one line that says why the game could not be played.  A record
 * under --out is written to a temporary name, created without following
 * links, and renamed when the game is over, so that no half record ever
 * carries a game's name. */
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
#include <unistd.h>

#include "play.h"

#define TEMP_TRIES 100

#ifndef O_NOFOLLOW
#define O_NOFOLLOW 0
#endif
#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif

/* The width of game numbers in file names: that of --games. */
int
game_number_width(const struct settings *set)
{
	int width = 1;
	long g;

	for (g = set->games; g >= 10; g /= 10)
		width++;
	return width;
}

/* Append the name of the record of game index under --out, or of another
 * file of the game named with suffix (".html"): DIR/game-G[SUFFIX], or
 * with temp set a temporary name for it, DIR/.game-G[SUFFIX].PID-K, which
 * --merge skips since it starts with a dot. */
void
game_file_name(const struct settings *set, long index, int temp, int k,
    const char *suffix, struct lf_buf *out)
{
	lf_buf_printf(out, "%s/%sgame-%0*ld%s", set->out_dir, temp ? "." : "",
	    game_number_width(set), index + 1, suffix);
	if (temp)
		lf_buf_printf(out, ".%ld-%d", (long)getpid(), k);
	if (out->failed)
		cli_die(EXIT_SYSTEM, "out of memory");
}

/* Create the temporary record of game index, or its file named with
 * suffix: a new file, never one that is there already nor the target of
 * a link.  Return its descriptor, or -1 with the message in *error. */
static int
create_temp(const struct settings *set, long index, const char *suffix,
    struct lf_buf *name, struct lf_buf *error)
{
	int fd = -1, k;

	for (k = 0; k < TEMP_TRIES && fd < 0; k++) {
		lf_buf_reset(name);
		game_file_name(set, index, 1, k, suffix, name);
		fd = open(name->data, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
		    O_CLOEXEC, 0666);
		if (fd < 0 && errno != EEXIST)
			break;
	}
	if (fd < 0) {
		printable_add(error, name->data, LF_MAX_LINE);
		lf_buf_printf(error, ": %s", strerror(errno));
		return -1;
	}
	set_cloexec(fd);
	return fd;
}

/* Read the record of game index under --out into a viewer and write its
 * page beside it, DIR/game-G.html, whole or not at all (under a
 * temporary name, renamed).  Return 0, or -1 with the message in
 * *error. */
int
write_viewer(const struct settings *set, long index, struct lf_buf *error)
{
	struct lf_buf record, temp, final, page;
	struct lf_viewer *viewer = NULL;
	struct lf_game *game = NULL;
	enum lf_game_event event;
	struct lf_error err;
	FILE *fp;
	int fd = -1, failed = -1;

	lf_buf_init(&record);
	lf_buf_init(&temp);
	lf_buf_init(&final);
	lf_buf_init(&page);
	lf_error_clear(&err);
	game_file_name(set, index, 0, 0, "", &record);
	game_file_name(set, index, 0, 0, ".html", &final);
	if ((fp = fopen(record.data, "r")) == NULL) {
		printable_add(error, record.data, LF_MAX_LINE);
		lf_buf_printf(error, ": %s", strerror(errno));
		goto done;
	}
	if (lf_viewer_new(&viewer, &err) != LF_OK ||
	    lf_game_new(&game, fp, &err) != LF_OK)
		goto failed;
	lf_game_set_comments(game, 1);
	do {
		if (lf_game_next(game, &event, &err) != LF_OK ||
		    lf_viewer_add_event(viewer, game, event, &err) != LF_OK)
			goto failed;
	} while (event != LF_GAME_END);
	if (lf_viewer_write(viewer, &page, &err) != LF_OK)
		goto failed;
	if ((fd = create_temp(set, index, ".html", &temp, error)) < 0)
		goto done;
	if (proc_write_all(fd, page.data, page.len) != 0 || close(fd) != 0 ||
	    rename(temp.data, final.data) != 0) {
		printable_add(error, final.data, LF_MAX_LINE);
		lf_buf_printf(error, ": %s", strerror(errno));
		unlink(temp.data);
		goto done;
	}
	failed = 0;
	goto done;
failed:
	printable_add(error, record.data, LF_MAX_LINE);
	lf_buf_printf(error, ": the page that replays it: %s", err.message);
done:
	lf_game_free(game);
	lf_viewer_free(viewer);
	if (fp != NULL)
		fclose(fp);
	lf_buf_free(&record);
	lf_buf_free(&temp);
	lf_buf_free(&final);
	lf_buf_free(&page);
	return failed;
}

/* Send the report to the referee: the summary, or "!" and the message. */
static void
report(int fd, enum game_status status, const struct record *rec,
    const struct lf_buf *error)
{
	if (status == GAME_DONE)
		proc_write_all(fd, rec->summary.data != NULL ?
		    rec->summary.data : "", rec->summary.len);
	else if (error->data != NULL) {
		proc_write_all(fd, "!", 1);
		proc_write_all(fd, error->data, error->len);
		proc_write_all(fd, "\n", 1);
	}
}

/* In the worker process: play game index into its record (standard
 * output for a single game, a file under --out, or none) and report.
 * Never returns: the exit status or the signal tells the referee how it
 * went. */
static _Noreturn void
worker_main(const struct settings *set, long index, int fd)
{
	struct record rec;
	struct lf_buf temp, final, shown, error;
	enum game_status status;

	memset(&rec, 0, sizeof rec);
	lf_buf_init(&rec.summary);
	lf_buf_init(&temp);
	lf_buf_init(&final);
	lf_buf_init(&shown);
	lf_buf_init(&error);
	rec.fd = -1;
	if (set->games == 0) {
		rec.fd = STDOUT_FILENO;
		rec.path = "standard output";
	} else if (set->out_dir != NULL) {
		game_file_name(set, index, 0, 0, "", &final);
		printable_add(&shown, final.data, LF_MAX_LINE);
		rec.path = shown.data;
		if ((rec.fd = create_temp(set, index, "", &temp,
		    &error)) < 0) {
			report(fd, GAME_ERROR, &rec, &error);
			_exit(EXIT_SYSTEM);
		}
	}
	status = play_game(set, index, &rec, &error);
	if (temp.data != NULL) {
		if (status == GAME_DONE && close(rec.fd) != 0) {
			lf_buf_printf(&error, "%s: write error: %s", rec.path,
			    strerror(errno));
			status = GAME_ERROR;
		}
		if (status == GAME_DONE &&
		    rename(temp.data, final.data) != 0) {
			lf_buf_printf(&error, "%s: %s", rec.path,
			    strerror(errno));
			status = GAME_ERROR;
		}
		if (status != GAME_DONE)
			unlink(temp.data);
		if (status == GAME_DONE && set->html &&
		    write_viewer(set, index, &error) != 0)
			status = GAME_ERROR;
	}
	report(fd, status, &rec, &error);
	if (status == GAME_CLOSED)
		proc_die_of_signal(SIGPIPE);
	if (status == GAME_SIGNAL || got_signal)
		proc_die_of_signal(got_signal ? got_signal : SIGTERM);
	_exit(status == GAME_DONE ? 0 : EXIT_SYSTEM);
}

/* Start a worker process for game index. */
void
worker_start(const struct settings *set, long index, struct worker *w)
{
	sigset_t all, old;
	int fds[2];
	pid_t pid;

	if (cloexec_pipe(fds) != 0)
		cli_die(EXIT_SYSTEM, "pipe: %s", strerror(errno));
	fflush(stdout);
	fflush(stderr);
	/* No signal until the worker has a self-pipe of its own. */
	sigfillset(&all);
	sigprocmask(SIG_SETMASK, &all, &old);
	pid = fork();
	if (pid < 0)
		cli_die(EXIT_SYSTEM, "fork: %s", strerror(errno));
	if (pid == 0) {
		close(fds[0]);
		proc_in_worker();
		sigprocmask(SIG_SETMASK, &old, NULL);
		worker_main(set, index, fds[1]);
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
	close(fds[1]);
	set_nonblocking(fds[0]);
	w->pid = pid;
	w->fd = fds[0];
	w->index = index;
	lf_buf_reset(&w->data);
}

/* Read what the worker sent; return 1 when its pipe has ended. */
int
worker_read(struct worker *w)
{
	char chunk[4096];
	ssize_t got = read(w->fd, chunk, sizeof chunk);

	if (got < 0 && (errno == EINTR || errno == EAGAIN))
		return 0;
	if (got > 0) {
		lf_buf_add(&w->data, chunk, (size_t)got);
		return 0;
	}
	return 1;
}

/* A worker's pipe has ended: reap it.  Return 0 with its summary appended
 * to *summary, EXIT_SYSTEM with the message in *error, or the number of
 * the signal that killed it, negated. */
int
worker_finish(struct worker *w, struct lf_buf *summary, struct lf_buf *error)
{
	int status;

	close(w->fd);
	w->fd = -1;
	while (waitpid(w->pid, &status, 0) < 0 && errno == EINTR)
		continue;
	w->pid = 0;
	if (w->data.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	if (w->data.len > 0 && w->data.data[0] == '!') {
		lf_buf_add(error, w->data.data + 1, w->data.len -
		    (w->data.data[w->data.len - 1] == '\n' ? 2 : 1));
		return EXIT_SYSTEM;
	}
	if (WIFSIGNALED(status))
		return -WTERMSIG(status);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		lf_buf_printf(error, "game %ld: the worker exited with status "
		    "%d", w->index + 1, WEXITSTATUS(status));
		return EXIT_SYSTEM;
	}
	lf_buf_add(summary, w->data.data != NULL ? w->data.data : "",
	    w->data.len);
	return 0;
}

/* Wait for the pipes of the running workers, and for a signal, which is
 * passed on to them once; return the number of descriptors ready. */
int
workers_wait(struct worker *workers, long count, int *forwarded)
{
	struct pollfd fds[MAX_JOBS + 1];
	nfds_t nfds = 0;
	long i;
	int n;

	if (got_signal && !*forwarded) {
		for (i = 0; i < count; i++)
			if (workers[i].pid > 0)
				kill(workers[i].pid, got_signal);
		*forwarded = 1;
	}
	for (i = 0; i < count; i++)
		if (workers[i].pid > 0 && workers[i].fd >= 0) {
			fds[nfds].fd = workers[i].fd;
			fds[nfds++].events = POLLIN;
		}
	if (!*forwarded) {
		fds[nfds].fd = proc_interrupt_fd();
		fds[nfds++].events = POLLIN;
	}
	n = poll(fds, nfds, -1);
	if (n < 0 && errno != EINTR)
		cli_die(EXIT_SYSTEM, "poll: %s", strerror(errno));
	return n;
}

/* One game, its record on standard output: played in a worker, which the
 * referee waits for, passing a signal on to it and ending as it ended. */
int
run_single(const struct settings *set)
{
	struct worker w;
	struct lf_buf summary, error;
	int forwarded = 0, status;

	lf_buf_init(&w.data);
	lf_buf_init(&summary);
	lf_buf_init(&error);
	worker_start(set, 0, &w);
	for (;;) {
		workers_wait(&w, 1, &forwarded);
		if (worker_read(&w))
			break;
	}
	status = worker_finish(&w, &summary, &error);
	proc_kill_orphans(NULL, 0);
	if (got_signal)
		proc_die_of_signal(got_signal);
	if (status == -SIGPIPE)
		proc_die_of_signal(SIGPIPE);
	if (status < 0) {
		lf_buf_printf(&error, "the game's worker process was killed by "
		    "signal %d", -status);
		status = EXIT_SYSTEM;
	}
	if (status != 0 && error.data != NULL)
		cli_warn("%s", error.data);
	lf_buf_free(&w.data);
	lf_buf_free(&summary);
	lf_buf_free(&error);
	return status;
}
