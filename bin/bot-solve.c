/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/*
 * bot-solve.c: lf-bot --solve --jobs=N (lf-bot(1), Solving): the value
 * of a position of two players found by N processes at once, each with
 * the solver of its own (a copy of the bot's), which this process hands
 * the position's moves one at a time.
 *
 * The moves are taken in the solver's order (the points they take, most
 * first, the generator's order among equals), and each is known by
 * bounds on its value, its points less its child's value, which the
 * jobs narrow with zero-window tests of its child (lf_solver_below()).
 * The value is found as the solver finds it, by zero-window tests from a
 * guess of 0 (MTD(f)), but each test of the position is spread over its
 * moves: the jobs test them at once, and a test ends as soon as one
 * move reaches its mark, or all fall short of it.  Once the value is
 * known, the moves before the first that gives it are tested at it too,
 * so that the best move is the first in that order to give the value, as
 * with one job; the job that knows it best then solves its child for the
 * line.  Moves whose children look alike up to the board's symmetries
 * go to the same job, whose table (folded by those symmetries) answers a
 * twin at once.  With --checkpoint, the bounds of the moves are read
 * from a file first and written to it after each answer
 * (bot-checkpoint.c), so that a solve cut off resumes from its last
 * answer.
 */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bot-checkpoint.h"
#include "bot-choose.h"
#include "bot-solve.h"
#include "cli.h"


/* A move of the root and what is known of its value. */
struct root_move {
	struct lf_move *move;
	char *name;         /* the move in the toolkit's notation */
	long points;
	long lower, upper;  /* bounds on the move's value */
	uint64_t look;      /* the child's board, up to symmetries */
	int busy;           /* a job works on it */
	char *line;         /* the child's line, once exact */
};

/* A job: its process, the pipe of requests to it and of its answers. */
struct job {
	pid_t pid;
	int to;
	FILE *from;
	long move;          /* the move it works on, or -1 */
};

/* A request to a job: test whether the child of move i is below cap,
 * or (line set) solve it and write its line. */
struct request {
	uint32_t i;
	int line;
	long cap;
};

/* Scatter the bits of x (splitmix64's finaliser), so that sums of
 * mixes rarely collide. */
static uint64_t
mix(uint64_t x)
{
	x = (x ^ (x >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	x = (x ^ (x >> 27)) * UINT64_C(0x94d049bb133111eb);
	return x ^ (x >> 31);
}

/* A number for the child's board that its images under the symmetries of
 * a square board or a rectangle share: the sum over its pieces of a mix
 * of the value and the distances to the centre lines, the smaller first.
 * Boards that are no images of each other may share it too: then they
 * only go to the same job. */
static uint64_t
look_of(const struct lf_position *pos)
{
	int w = lf_position_width(pos), h = lf_position_height(pos);
	int c, r, v, dx, dy;
	uint64_t sum = 0;

	for (r = 0; r < h; r++)
		for (c = 0; c < w; c++) {
			v = lf_cell(pos, lf_index(c, r));
			if (v == LF_EMPTY || v == LF_OFF)
				continue;
			dx = abs(2 * c - (w - 1));
			dy = abs(2 * r - (h - 1));
			sum += mix((uint64_t)(dx < dy ? dx : dy) << 32 |
			    (uint64_t)(dx < dy ? dy : dx) << 8 | (uint64_t)v);
		}
	return sum;
}

/* In a job's process: answer each request from fd_in with a line on
 * fd_out, "I SOLVED VALUE NODES SYMMETRIES", and for a line, the child's
 * line of best play after it; never returns. */
static _Noreturn void
job_serve(struct bot *bot, const struct lf_position *pos,
    struct root_move *moves, const struct lf_budget *budget, int fd_in,
    int fd_out)
{
	struct lf_position *child = cli_position();
	struct lf_engine_info info;
	struct lf_move *m = bot->move;
	struct request req;
	struct lf_buf out;
	struct lf_error err;
	enum lf_status st;
	size_t k;

	lf_error_clear(&err);
	lf_buf_init(&out);
	while (read(fd_in, &req, sizeof req) == (ssize_t)sizeof req) {
		lf_position_copy(child, pos);
		lf_apply_unchecked(child, moves[req.i].move, NULL);
		st = req.line ? lf_solver_run(bot->solver, child, budget, &info,
		    &err) : lf_solver_below(bot->solver, child, req.cap, budget,
		    &info, &err);
		if (st != LF_OK)
			_exit(cli_exit_status(err.status));
		lf_buf_reset(&out);
		lf_buf_printf(&out, "%lu %d %ld %llu %d",
		    (unsigned long)req.i, info.solved, info.best.value,
		    (unsigned long long)info.nodes,
		    lf_solver_symmetries(bot->solver));
		for (k = 0; req.line && info.solved && info.moves > 0 &&
		    k < lf_move_list_count(info.best.line); k++) {
			lf_move_list_get(info.best.line, k, m, NULL);
			lf_buf_add(&out, " ", 1);
			lf_move_format(child, m, &out, NULL);
			lf_apply_unchecked(child, m, NULL);
		}
		lf_buf_add(&out, "\n", 1);
		if (out.failed || write(fd_out, out.data, out.len) !=
		    (ssize_t)out.len)
			_exit(EXIT_SYSTEM);
	}
	_exit(0);
}

/* Start jobs processes, each answering requests about the moves of
 * pos. */
static void
jobs_start(struct bot *bot, const struct lf_position *pos,
    struct root_move *moves, const struct lf_budget *budget,
    struct job *job, int jobs)
{
	int in[2], out[2], j, k;

	fflush(stdout);
	for (j = 0; j < jobs; j++) {
		if (pipe(in) != 0 || pipe(out) != 0)
			cli_die(EXIT_SYSTEM, "pipe: %s", strerror(errno));
		if ((job[j].pid = fork()) < 0)
			cli_die(EXIT_SYSTEM, "fork: %s", strerror(errno));
		if (job[j].pid == 0) {
			/* The other jobs' pipes are theirs. */
			for (k = 0; k < j; k++) {
				close(job[k].to);
				fclose(job[k].from);
			}
			close(in[1]);
			close(out[0]);
			job_serve(bot, pos, moves, budget, in[0], out[1]);
		}
		close(in[0]);
		close(out[1]);
		job[j].to = in[1];
		job[j].move = -1;
		if ((job[j].from = fdopen(out[0], "r")) == NULL)
			cli_die(EXIT_SYSTEM, "fdopen: %s", strerror(errno));
	}
}

/* Stop the jobs and wait for them; stop is set when their work is no
 * longer wanted (they may be in the middle of it). */
static void
jobs_stop(struct job *job, int jobs, int stop)
{
	int j;

	for (j = 0; j < jobs; j++) {
		close(job[j].to);
		if (stop)
			kill(job[j].pid, SIGTERM);
	}
	for (j = 0; j < jobs; j++) {
		fclose(job[j].from);
		waitpid(job[j].pid, NULL, 0);
	}
}

/* What is known of the value of the position: its bounds, the most of
 * its moves' bounds. */
static void
bounds(const struct root_move *moves, size_t n, long *lower, long *upper)
{
	size_t i;

	*lower = SOLVE_LOWEST;
	*upper = SOLVE_LOWEST;
	for (i = 0; i < n; i++) {
		if (moves[i].lower > *lower)
			*lower = moves[i].lower;
		if (moves[i].upper > *upper)
			*upper = moves[i].upper;
	}
}

/* The next request for job j, if there is one for it: while the value
 * is not known, a test of the next mark (MTD(f)'s, from a guess of 0) on
 * a move not known to reach it nor to fall short; once it is, a test of
 * it on the moves before the first that reaches it, then the line of
 * that move.  A move goes to no job while another works on it or on one
 * that looks alike, nor to another job than the one that had those
 * before.  Return whether there was one; *done says that all is known. */
static int
next_request(struct root_move *moves, size_t n, int j, const long *owner,
    struct request *req, int *done)
{
	long lower, upper, mark;
	size_t i, k, first = n;
	int busy = 0, other, ahead = 0;

	bounds(moves, n, &lower, &upper);
	if (lower == upper)
		mark = lower;
	else if (lower == SOLVE_LOWEST && upper == SOLVE_HIGHEST)
		mark = 0;
	else
		mark = lower == SOLVE_LOWEST ? upper : lower + 1;
	for (i = 0; i < n; i++)
		busy |= moves[i].busy;
	if (lower == upper)
		for (first = 0; moves[first].lower < mark; first++)
			;
	*done = 0;
	for (i = 0; i < n; i++) {
		if (moves[i].busy || i > first)
			continue;
		if (i == first) {
			/* Every move before it falls short: its line. */
			if (moves[i].line != NULL) {
				*done = !busy;
				return 0;
			}
			if (busy)
				return 0;
		} else if (moves[i].lower >= mark || moves[i].upper < mark) {
			continue;
		}
		/* From the guess, while a move before it is tested at the
		 * mark, a move is tested at the next mark: should one reach
		 * the guess, every move has to be tested there.  Not once it
		 * is known to fall short of the next mark: then at the mark
		 * (else the same test would be asked again and again). */
		ahead = 0;
		if (lower == SOLVE_LOWEST && upper == SOLVE_HIGHEST &&
		    moves[i].upper > mark)
			for (k = 0; k < i && !ahead; k++)
				ahead = moves[k].busy;
		other = owner[i] >= 0 && owner[i] != j;
		for (k = 0; k < n && !other; k++)
			other = moves[k].busy && moves[k].look == moves[i].look;
		if (other)
			continue;
		req->i = (uint32_t)i;
		req->line = i == first;
		req->cap = moves[i].points - mark - ahead + 1;
		return 1;
	}
	return 0;
}

/* Send req to job j, and note that it works on the move, and from now
 * on on those that look alike. */
static void
give(struct root_move *moves, size_t n, struct job *job, int j, long *owner,
    const struct request *req)
{
	size_t k;

	for (k = 0; k < n; k++)
		if (moves[k].look == moves[req->i].look)
			owner[k] = j;
	if (write(job[j].to, req, sizeof *req) != (ssize_t)sizeof *req)
		cli_die(EXIT_SYSTEM, "a solver job failed");
	moves[req->i].busy = 1;
	job[j].move = (long)req->i;
}

/* Read job j's answer about its move into moves; return 0, or -1 when it
 * did not finish within the budget. */
static int
take_answer(struct root_move *moves, struct job *job, int j,
    const struct request *req, uint64_t *nodes, int *symmetries)
{
	char *line = NULL, *p;
	size_t cap = 0;
	unsigned long i;
	long value, got;
	unsigned long long n;
	int solved, used;
	struct root_move *m;

	if (getline(&line, &cap, job[j].from) < 0 ||
	    sscanf(line, "%lu %d %ld %llu %d%n", &i, &solved, &value, &n,
	    symmetries, &used) != 5 || (long)i != job[j].move)
		cli_die(EXIT_SYSTEM, "solver job %d failed", j + 1);
	*nodes += n;
	m = &moves[i];
	m->busy = 0;
	job[j].move = -1;
	if (!solved) {
		free(line);
		return -1;
	}
	got = m->points - value;
	p = line + used;
	p[strcspn(p, "\n")] = '\0';
	if (req->line) {
		m->lower = m->upper = got;
		if ((m->line = strdup(*p == ' ' ? p + 1 : p)) == NULL)
			cli_die(EXIT_SYSTEM, "out of memory");
	} else if (value >= req->cap) {
		/* The child's value is at least value: the move's at most
		 * got. */
		if (got < m->upper)
			m->upper = got;
	} else if (got > m->lower) {
		m->lower = got;
	}
	free(line);
	return 0;
}

/* Fill moves with the moves of pos in the solver's order, their points
 * and looks; return how many. */
static size_t
root_moves(struct lf_position *pos, struct root_move **out)
{
	struct lf_move_list *list;
	struct lf_position *child = cli_position();
	struct root_move *moves, t;
	struct lf_error err;
	struct lf_buf name;
	size_t n, i, k;

	lf_error_clear(&err);
	lf_buf_init(&name);
	if (lf_move_list_new(&list, &err) != LF_OK ||
	    lf_generate(pos, list, NULL, &err) != LF_OK)
		cli_die(cli_exit_status(err.status), "%s", err.message);
	n = lf_move_list_count(list);
	if ((moves = calloc(n, sizeof *moves)) == NULL)
		cli_die(EXIT_SYSTEM, "out of memory");
	for (i = 0; i < n; i++) {
		if (lf_move_new(&moves[i].move, &err) != LF_OK ||
		    lf_move_list_get(list, i, moves[i].move, &err) != LF_OK ||
		    lf_move_points(pos, moves[i].move, &moves[i].points,
		    &err) != LF_OK)
			cli_die(cli_exit_status(err.status), "%s",
			    err.message);
		moves[i].lower = SOLVE_LOWEST;
		moves[i].upper = SOLVE_HIGHEST;
		lf_buf_reset(&name);
		lf_move_format(pos, moves[i].move, &name, NULL);
		if (name.failed || (moves[i].name = strdup(name.data)) == NULL)
			cli_die(EXIT_SYSTEM, "out of memory");
		lf_position_copy(child, pos);
		lf_apply_unchecked(child, moves[i].move, NULL);
		moves[i].look = look_of(child);
		/* Most points first, the generator's order among equals. */
		for (k = i; k > 0 && moves[k - 1].points < moves[k].points;
		    k--) {
			t = moves[k];
			moves[k] = moves[k - 1];
			moves[k - 1] = t;
		}
	}
	lf_move_list_free(list);
	lf_position_free(child);
	lf_buf_free(&name);
	*out = moves;
	return n;
}

/* The signal that ends the solve (SIGINT, SIGTERM or SIGHUP), 0 while
 * none came, and the pipe through which its handler wakes the poll. */
static volatile sig_atomic_t caught;
static int wake[2] = { -1, -1 };
static const int endings[] = { SIGINT, SIGTERM, SIGHUP };

/* Note a signal that ends the solve, and wake the poll. */
static void
on_signal(int sig)
{
	int saved = errno;
	ssize_t r;

	caught = sig;
	r = write(wake[1], "", 1);
	(void)r;
	errno = saved;
}

/* Catch the signals that end the solve (on), so that the jobs are
 * stopped with it, or give them back their old handlers (off). */
static void
catch_endings(int on, struct sigaction *old)
{
	struct sigaction sa;
	size_t k;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (k = 0; k < sizeof endings / sizeof endings[0]; k++) {
		if (!on) {
			sigaction(endings[k], &old[k], NULL);
			continue;
		}
		/* A signal ignored (as nohup ignores SIGHUP) stays so. */
		sigaction(endings[k], NULL, &old[k]);
		if (old[k].sa_handler != SIG_IGN)
			sigaction(endings[k], &sa, NULL);
	}
}

/* The names and bounds of the moves, as a checkpoint keeps them (to be
 * freed), or NULL when there is no memory for them. */
static struct checkpoint_move *
known_of(const struct root_move *moves, size_t n)
{
	struct checkpoint_move *known = calloc(n ? n : 1, sizeof *known);
	size_t i;

	for (i = 0; known != NULL && i < n; i++) {
		known[i].name = moves[i].name;
		known[i].lower = moves[i].lower;
		known[i].upper = moves[i].upper;
	}
	return known;
}

/* Under --checkpoint, read what path knows of the moves of pos into
 * their bounds and the work before into *work; the position's line goes
 * to position, for the writes that follow. */
static void
checkpoint_load(const char *path, const struct lf_position *pos,
    struct root_move *moves, size_t n, struct lf_buf *position,
    struct checkpoint_work *work)
{
	struct checkpoint_move *known = known_of(moves, n);
	size_t i;

	if (known == NULL || lf_position_format(pos, position, NULL) !=
	    LF_OK || position->failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	if (checkpoint_read(path, position->data, known, n, work) == 0)
		for (i = 0; i < n; i++) {
			moves[i].lower = known[i].lower;
			moves[i].upper = known[i].upper;
		}
	free(known);
}

/* Write what is known of the moves and the work done to the checkpoint
 * at path; return 0, or -1 with errno set. */
static int
checkpoint_save(const char *path, const char *position,
    const struct root_move *moves, size_t n,
    const struct checkpoint_work *work)
{
	struct checkpoint_move *known = known_of(moves, n);
	int r;

	if (known == NULL)
		return -1;
	r = checkpoint_write(path, position, known, n, work);
	free(known);
	return r;
}

/* A bound as text: the number, or ? when unknown. */
static const char *
bound_text(long bound, long unknown, char *text, size_t size)
{
	if (bound == unknown)
		return "?";
	snprintf(text, size, "%+ld", bound);
	return text;
}

/* Under --verbose, say on stderr what job j's answer taught of move m
 * and of the position, whose moves are moves[0..n), and what it cost. */
static void
report_answer(const struct root_move *m, const struct root_move *moves,
    size_t n, int j, uint64_t nodes, double seconds)
{
	char t[4][24];
	long lower, upper;

	bounds(moves, n, &lower, &upper);
	cli_warn("job %d: %s from %s to %s, %llu nodes in %.3f s; the "
	    "position from %s to %s", j + 1, m->name,
	    bound_text(m->lower, SOLVE_LOWEST, t[0], sizeof t[0]),
	    bound_text(m->upper, SOLVE_HIGHEST, t[1], sizeof t[1]),
	    (unsigned long long)nodes, seconds,
	    bound_text(lower, SOLVE_LOWEST, t[2], sizeof t[2]),
	    bound_text(upper, SOLVE_HIGHEST, t[3], sizeof t[3]));
}

/* --solve --jobs: solve pos (two players, not over) within budget with
 * the bot's jobs; when it finishes, write the value and line as the
 * solver's --solve does and return 1 with the first move in bot->move;
 * else write that it did not finish and return 0.  jobs is 1 to
 * BOT_JOBS_MAX.  With a checkpoint (a path, or NULL), begin from what it
 * knows and keep in it what each answer teaches, with the work of all
 * the runs, which the nodes and seconds written count too.  A signal
 * that ends the process (SIGINT, SIGTERM, SIGHUP) stops the jobs first. */
int
bot_solve_jobs(struct bot *bot, struct lf_position *pos,
    const struct lf_budget *budget, int jobs, const char *checkpoint)
{
	struct root_move *moves;
	struct job job[BOT_JOBS_MAX];
	struct pollfd fds[BOT_JOBS_MAX + 1];
	struct request req[BOT_JOBS_MAX];
	struct sigaction old[sizeof endings / sizeof endings[0]];
	struct checkpoint_work prior = { 0, 0.0 }, work;
	long *owner, value, upper, best, diff;
	double start = lf_clock(), given[BOT_JOBS_MAX];
	uint64_t nodes = 0, before;
	size_t n, i;
	int j, busy, stopped = 0, done = 0, failed = 0;
	int symmetries = 1, turn;
	struct lf_buf out, position;

	n = root_moves(pos, &moves);
	if ((owner = malloc((n > 0 ? n : 1) * sizeof *owner)) == NULL)
		cli_die(EXIT_SYSTEM, "out of memory");
	for (i = 0; i < n; i++)
		owner[i] = -1;
	lf_buf_init(&position);
	if (checkpoint != NULL)
		checkpoint_load(checkpoint, pos, moves, n, &position, &prior);
	if ((size_t)jobs > n)
		jobs = (int)n;
	/* A job that fails makes the write to it fail, rather than end
	 * this process by SIGPIPE. */
	signal(SIGPIPE, SIG_IGN);
	jobs_start(bot, pos, moves, budget, job, jobs);
	if (pipe(wake) != 0)
		cli_die(EXIT_SYSTEM, "pipe: %s", strerror(errno));
	caught = 0;
	catch_endings(1, old);
	while (!stopped && !done && !caught && !failed) {
		busy = 0;
		for (j = 0; j < jobs; j++) {
			if (job[j].move < 0 && next_request(moves, n, j, owner,
			    &req[j], &done)) {
				give(moves, n, job, j, owner, &req[j]);
				given[j] = lf_clock();
			}
			fds[j].fd = fileno(job[j].from);
			fds[j].events = job[j].move >= 0 ? POLLIN : 0;
			busy += job[j].move >= 0;
		}
		if (busy == 0)
			break;
		fds[jobs].fd = wake[0];
		fds[jobs].events = POLLIN;
		if (poll(fds, (nfds_t)jobs + 1, -1) < 0 && errno != EINTR)
			cli_die(EXIT_SYSTEM, "poll: %s", strerror(errno));
		for (j = 0; j < jobs && !caught && !failed; j++) {
			if (job[j].move < 0 || fds[j].revents == 0)
				continue;
			i = (size_t)job[j].move;
			before = nodes;
			if (take_answer(moves, job, j, &req[j], &nodes,
			    &symmetries) != 0) {
				stopped = 1;
				continue;
			}
			if (bot->verbose)
				report_answer(&moves[i], moves, n, j,
				    nodes - before, lf_clock() - given[j]);
			if (checkpoint == NULL)
				continue;
			work.nodes = prior.nodes + nodes;
			work.seconds = prior.seconds + lf_clock() - start;
			if (checkpoint_save(checkpoint, position.data, moves,
			    n, &work) != 0)
				failed = errno != 0 ? errno : EIO;
		}
	}
	jobs_stop(job, jobs, stopped || caught || failed);
	catch_endings(0, old);
	close(wake[0]);
	close(wake[1]);
	if (caught) {
		raise(caught);
		exit(128 + caught);
	}
	if (failed)
		cli_die(EXIT_SYSTEM, "%s: %s", checkpoint, strerror(failed));
	signal(SIGPIPE, SIG_DFL);
	nodes += prior.nodes;
	start -= prior.seconds;
	lf_buf_free(&position);
	bounds(moves, n, &value, &upper);
	for (best = 0; (size_t)best < n && moves[best].line == NULL; best++)
		;
	lf_buf_init(&out);
	if (stopped || (size_t)best == n) {
		lf_buf_printf(&out, "# not solved within the budget: %llu "
		    "nodes in %.3f s\n", (unsigned long long)nodes,
		    lf_clock() - start);
	} else {
		turn = lf_position_turn(pos);
		diff = lf_position_score(pos, turn) -
		    lf_position_score(pos, 1 - turn) + value;
		lf_buf_printf(&out, "# solved: value %+ld for player %d to "
		    "move, who ends %+ld against player %d; %llu nodes in "
		    "%.3f s, %d symmetr%s\n# line: ", value, turn + 1, diff,
		    2 - turn, (unsigned long long)nodes, lf_clock() - start,
		    symmetries, symmetries == 1 ? "y" : "ies");
		lf_move_format(pos, moves[best].move, &out, NULL);
		if (moves[best].line[0] != '\0')
			lf_buf_printf(&out, " %s", moves[best].line);
		lf_buf_add(&out, "\n", 1);
		if (lf_move_set(bot->move, lf_move_squares(moves[best].move),
		    lf_move_length(moves[best].move), NULL) != LF_OK)
			cli_die(EXIT_SYSTEM, "out of memory");
	}
	if (out.failed || cli_write(out.data, out.len) != 0)
		exit(EXIT_SYSTEM);
	lf_buf_free(&out);
	for (i = 0; i < n; i++) {
		lf_move_free(moves[i].move);
		free(moves[i].name);
		free(moves[i].line);
	}
	free(moves);
	free(owner);
	return !stopped && (size_t)best < n;
}
