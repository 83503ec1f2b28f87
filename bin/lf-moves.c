/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* lf-moves: list, count or perft the legal moves of a position
 * (lf-moves(1)). */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"
#include "number_int.h"

#define MAX_PERFT_DEPTH 64
#define MAX_JOBS 256      /* processes of --perft --jobs */

/* Print the synopsis; it matches the SYNOPSIS of lf-moves(1). */
static void
usage(FILE *fp)
{
	fprintf(fp,
	    "usage: lf-moves [--count | --long] [--max-moves=N] "
	    "[--check-steps=N]\n"
	    "                [--timeout=SECONDS] [FILE]\n"
	    "       lf-moves --perft=DEPTH [--divide] [--jobs=N] "
	    "[--max-moves=N]\n"
	    "                [--check-steps=N] [--timeout=SECONDS] [FILE]\n"
	    "       lf-moves --help | --version\n");
}

/* Write the --help text: the synopsis, what the program is for, and
 * every option with its short form. */
static void
help(void)
{
	usage(stdout);
	fputs("\n"
	    "List the legal moves of the last position of the input, one per "
	    "line,\n"
	    "or count them, or count the sequences of moves of a depth "
	    "(perft).\n"
	    "\n"
	    "  -c, --count           write only the number of legal moves\n"
	    "  -l, --long            write what each move captures and its "
	    "points\n"
	    "      --perft=DEPTH     count the sequences of DEPTH moves, 0 to "
	    "64\n"
	    "      --divide          with --perft, the count under each first "
	    "move\n"
	    "      --jobs=N          with --perft, count in N processes at "
	    "once (default:\n"
	    "                        one for each processor)\n"
	    "      --max-moves=N     give up when there are more than N moves\n"
	    CLI_CHECK_HELP
	    "      --timeout=SECONDS  give up when the work is not done in "
	    "SECONDS\n"
	    "  -h, --help            write this help and exit\n"
	    "  -V, --version         write the version and exit\n"
	    "\nSee lf-moves(1).\n", stdout);
}

/* The bounds of the command line, for messages, and the deadline. */
static const char *max_moves_arg, *timeout_arg;
static double deadline;

/* Report a library error and exit; a budget that ran out is named by the
 * option that set it (the steps that the library's message counts are
 * --check-steps'; in a replay, cli_replay_bounded() names them). */
static _Noreturn void
fail(struct lf_error *err)
{
	size_t len = strlen(err->message);

	if (err->status == LF_EBUDGET) {
		if (deadline > 0 && lf_clock() >= deadline)
			snprintf(err->message + len, sizeof err->message - len,
			    " (--timeout=%.20s)", timeout_arg);
		else if (strstr(err->message, " steps ran out") != NULL)
			cli_check_note(err);
		else if (max_moves_arg != NULL)
			snprintf(err->message + len, sizeof err->message - len,
			    " (--max-moves=%.20s)", max_moves_arg);
	}
	cli_report(NULL, 0, err);
	exit(cli_exit_status(err->status));
}

/* Append one move, with what it captures and its points under --long. */
static void
format_move(const struct lf_position *pos, const struct lf_move *move,
    int with_captures, struct lf_buf *out)
{
	char name[16];
	long points;
	int i;

	lf_move_format(pos, move, out, NULL);
	if (with_captures) {
		const uint16_t *sq = lf_move_squares(move);
		int n = lf_move_length(move);

		lf_buf_puts(out, " captures=");
		for (i = 0; i < (n == 1 ? 1 : n - 1); i++) {
			int cell = n == 1 ? sq[0] : (sq[i] + sq[i + 1]) / 2;
			lf_square_name(pos, cell, name, sizeof name, NULL);
			if (i > 0)
				lf_buf_add(out, ",", 1);
			lf_buf_puts(out, name);
		}
		lf_move_points(pos, move, &points, NULL);
		lf_buf_printf(out, " points=%ld", points);
	}
	lf_buf_add(out, "\n", 1);
}

/* Write buf to stdout and empty it; exit on a write error. */
static void
flush_buf(struct lf_buf *out)
{
	if (out->failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	if (cli_write(out->data, out->len) != 0)
		exit(EXIT_SYSTEM);
	lf_buf_reset(out);
}

/* What print_move needs: the position and the output. */
struct printer {
	const struct lf_position *pos;
	int with_captures;
	struct lf_buf out;
};

/* Print one move of the list as lf_each_move() finds it. */
static int
print_move(const struct lf_move *move, void *arg)
{
	struct printer *pr = arg;

	format_move(pr->pos, move, pr->with_captures, &pr->out);
	if (pr->out.len >= 65536)
		flush_buf(&pr->out);
	return 0;
}

/* Print every legal move as it is found, in constant memory; with a
 * --max-moves or a bound of steps, only once they are counted and known
 * to be within it, so that nothing is printed before an error (a list
 * held until then would take memory in proportion to their routes,
 * which on a lattice of holes are thousands of squares each). */
static void
list_moves(struct lf_position *pos, int with_captures,
    const struct lf_budget *budget)
{
	struct printer pr;
	struct lf_error err;
	uint64_t n;

	lf_error_clear(&err);
	if ((budget->moves != 0 || budget->nodes != 0) &&
	    lf_count_moves(pos, &n, budget, &err) != LF_OK) {
		if (err.status == LF_EBUDGET &&
		    strstr(err.message, " steps ran out") != NULL)
			lf_error_set(&err, LF_EBUDGET, 0, "listing moves: "
			    "the budget of %llu steps ran out",
			    (unsigned long long)budget->nodes);
		else if (err.status == LF_EBUDGET && (deadline == 0 ||
		    lf_clock() < deadline))
			lf_error_set(&err, LF_EBUDGET, 0, "listing moves: "
			    "more than %llu moves, the most the budget allows",
			    (unsigned long long)budget->moves);
		fail(&err);
	}
	pr.pos = pos;
	pr.with_captures = with_captures;
	lf_buf_init(&pr.out);
	if (lf_each_move(pos, print_move, &pr, budget, &err) != LF_OK) {
		flush_buf(&pr.out);
		fail(&err);
	}
	flush_buf(&pr.out);
	lf_buf_free(&pr.out);
}

/* The leaves under first move i of list, into leaves[i]; 0, or -1 with
 * the error in err. */
static int
perft_under(const struct lf_position *pos, const struct lf_move_list *list,
    size_t i, int depth, const struct lf_budget *budget, uint64_t *leaves,
    struct lf_error *err)
{
	static struct lf_position *after; /* made once, kept */
	static struct lf_move *move;      /* made once, kept */

	if (after == NULL) {
		after = cli_position();
		move = cli_move();
	}
	if (lf_move_list_get(list, i, move, err) != LF_OK)
		return -1;
	lf_position_copy(after, pos);
	lf_apply_unchecked(after, move, NULL);
	return lf_perft(after, depth - 1, &leaves[i], budget, err) == LF_OK ?
	    0 : -1;
}

/* In a job's process: take the numbers of first moves from tasks, one
 * at a time while there are any (the jobs share the pipe, so a job that
 * finishes early takes more), count the leaves under each, and write them
 * on fd as lines "I LEAVES", or "!STATUS MESSAGE" on an error; never
 * returns.  Each number is written and read whole, in one call of
 * sizeof (uint32_t) bytes, which a pipe keeps together. */
static _Noreturn void
perft_job(const struct lf_position *pos, const struct lf_move_list *list,
    int depth, int tasks, const struct lf_budget *budget, uint64_t *leaves,
    int fd)
{
	struct lf_error err;
	struct lf_buf out;
	uint32_t i;

	lf_error_clear(&err);
	lf_buf_init(&out);
	while (read(tasks, &i, sizeof i) == (ssize_t)sizeof i &&
	    i < lf_move_list_count(list)) {
		if (perft_under(pos, list, i, depth, budget, leaves,
		    &err) != 0) {
			lf_buf_reset(&out);
			lf_buf_printf(&out, "!%d %s\n", (int)err.status,
			    err.message);
			break;
		}
		lf_buf_printf(&out, "%lu %llu\n", (unsigned long)i,
		    (unsigned long long)leaves[i]);
	}
	_exit(out.failed || write(fd, out.data, out.len) !=
	    (ssize_t)out.len ? 3 : 0);
}

/* Read what job wrote on fd into leaves[], to its end; 0, or -1 with the
 * job's error in err. */
static int
perft_collect(FILE *fp, uint64_t *leaves, size_t count, struct lf_error *err)
{
	char line[LF_MAX_LINE];
	uint64_t i, n;
	long status;
	size_t digits;

	while (fgets(line, sizeof line, fp) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		digits = lf_number_digits(line + 1, strlen(line + 1));
		if (line[0] == '!') {
			if (lf_number_long(line + 1, digits, LF_OK + 1,
			    LF_EINTR, &status, NULL) != LF_OK)
				status = LF_ESYS;
			lf_error_set(err, (enum lf_status)status, 0, "%s",
			    strchr(line, ' ') != NULL ? strchr(line, ' ') + 1 :
			    "a job failed");
			return -1;
		}
		/* "I N": the leaves under the first move i. */
		digits = lf_number_digits(line, strlen(line));
		if (count > 0 && line[digits] == ' ' &&
		    lf_number_u64(line, digits, 0,
		    count - 1, &i, NULL) == LF_OK && lf_number_u64(line +
		    digits + 1, strlen(line + digits + 1), 0, UINT64_MAX, &n,
		    NULL) == LF_OK)
			leaves[i] = n;
	}
	return 0;
}

/* Stop the jobs from first to jobs - 1, whose work is no longer wanted
 * once another has failed. */
static void
stop_jobs(const pid_t *pid, int first, int jobs)
{
	int j;

	for (j = first; j < jobs; j++)
		kill(pid[j], SIGTERM);
}

/* The leaves of perft under each first move of pos, into leaves[] (one
 * per move of list), counted by jobs processes at once, which take the
 * moves one at a time from a pipe of their numbers, so that the work
 * stays balanced however unequal the moves; exits on an error, or when a
 * job fails. */
static void
perft_parallel(const struct lf_position *pos, const struct lf_move_list *list,
    int depth, int jobs, const struct lf_budget *budget, uint64_t *leaves)
{
	struct lf_error err;
	pid_t pid[MAX_JOBS];
	FILE *fp[MAX_JOBS];
	int fds[2], tasks[2], j, failed = 0, status;
	uint32_t i;

	lf_error_clear(&err);
	fflush(stdout);
	if (pipe(tasks) != 0)
		cli_die(EXIT_SYSTEM, "pipe: %s", strerror(errno));
	for (j = 0; j < jobs; j++) {
		if (pipe(fds) != 0)
			cli_die(EXIT_SYSTEM, "pipe: %s", strerror(errno));
		if ((pid[j] = fork()) < 0)
			cli_die(EXIT_SYSTEM, "fork: %s", strerror(errno));
		if (pid[j] == 0) {
			close(fds[0]);
			close(tasks[1]);
			perft_job(pos, list, depth, tasks[0], budget, leaves,
			    fds[1]);
		}
		close(fds[1]);
		if ((fp[j] = fdopen(fds[0], "r")) == NULL)
			cli_die(EXIT_SYSTEM, "fdopen: %s", strerror(errno));
	}
	close(tasks[0]);
	/* A job that fails stops reading: once none reads, the write fails
	 * with EPIPE (SIGPIPE is ignored meanwhile) and what the jobs said
	 * is collected below. */
	signal(SIGPIPE, SIG_IGN);
	for (i = 0; i < lf_move_list_count(list); i++)
		if (write(tasks[1], &i, sizeof i) != (ssize_t)sizeof i)
			break;
	close(tasks[1]);
	signal(SIGPIPE, SIG_DFL);
	for (j = 0; j < jobs; j++) {
		if (!failed && perft_collect(fp[j], leaves,
		    lf_move_list_count(list), &err) != 0) {
			failed = 1;
			stop_jobs(pid, j + 1, jobs);
		}
		fclose(fp[j]);
		/* Once one job has failed, the others are stopped and
		 * their ends are not errors of their own. */
		if ((waitpid(pid[j], &status, 0) < 0 || !WIFEXITED(status) ||
		    WEXITSTATUS(status) != 0) && !failed) {
			lf_error_set(&err, LF_ESYS, 0, "perft job %d of %d "
			    "failed", j + 1, jobs);
			failed = 1;
			stop_jobs(pid, j + 1, jobs);
		}
	}
	if (failed)
		fail(&err);
}

/* Count perft to depth (0 or more) from pos in this process and print
 * it. */
static void
perft_total(struct lf_position *pos, int depth, const struct lf_budget *budget)
{
	struct lf_error err;
	uint64_t n;

	lf_error_clear(&err);
	if (lf_perft(pos, depth, &n, budget, &err) != LF_OK)
		fail(&err);
	printf("%llu\n", (unsigned long long)n);
}

/* The squares of the routes of first moves that --perft holds at most
 * for each move --max-moves allows: a lattice of holes gives routes of
 * thousands of squares, whose list would take gigabytes. */
#define SQUARES_PER_MOVE 16

/* What fits_visit counts: the first moves and their squares so far, and
 * the most of each that a list may hold. */
struct fit {
	uint64_t moves, squares, most_moves, most_squares;
};

/* Count one first move and its squares; stop once the moves pass the
 * most (the squares are summed to the end, so that too many moves is
 * what a position of both is refused for). */
static int
fits_visit(const struct lf_move *move, void *arg)
{
	struct fit *fit = arg;

	fit->moves++;
	fit->squares += (uint64_t)lf_move_length(move);
	return fit->moves > fit->most_moves;
}

/* Whether the first moves of pos can be held in a list in memory in
 * proportion to --max-moves: no more than it, with no more than
 * SQUARES_PER_MOVE squares a move on the whole (always, without it);
 * found by walking them without holding them.  If not, err says why. */
static int
firsts_fit(const struct lf_position *pos, const struct lf_budget *budget,
    struct lf_error *err)
{
	struct fit fit;
	struct lf_budget walk = *budget;

	if (budget->moves == 0)
		return 1;
	memset(&fit, 0, sizeof fit);
	fit.most_moves = budget->moves;
	fit.most_squares = budget->moves * SQUARES_PER_MOVE;
	walk.moves = 0;
	if (lf_each_move(pos, fits_visit, &fit, &walk, err) != LF_OK)
		fail(err);
	if (fit.moves > fit.most_moves)
		lf_error_set(err, LF_EBUDGET, 0, "listing moves: more "
		    "than %llu "
		    "moves, the most the budget allows",
		    (unsigned long long)fit.most_moves);
	else if (fit.squares > fit.most_squares)
		lf_error_set(err, LF_EBUDGET, 0, "listing moves: routes "
		    "of more "
		    "than %llu squares in all, the most the budget allows",
		    (unsigned long long)fit.most_squares);
	else
		return 1;
	return 0;
}

/* Count perft to depth (1 or more) from pos by its first moves, jobs at
 * once: with each, print each first move and the leaves under it
 * (--divide); then their total.  The first moves are listed within the
 * moves of the budget, so that a position with millions of them is not
 * held in memory: when there are more, the count is that of one process,
 * which stops as soon as the budget does, and --divide gives up. */
static void
divide(struct lf_position *pos, int depth, int jobs, int each,
    const struct lf_budget *budget)
{
	struct lf_move_list *list;
	struct lf_error err;
	struct lf_buf out;
	struct lf_move *move;
	uint64_t total = 0, *leaves;
	size_t i, count;

	lf_buf_init(&out);
	lf_error_clear(&err);
	if (!firsts_fit(pos, budget, &err)) {
		if (each)
			fail(&err);
		perft_total(pos, depth, budget);
		return;
	}
	if (lf_move_list_new(&list, &err) != LF_OK)
		fail(&err);
	if (lf_generate(pos, list, budget, &err) != LF_OK) {
		if (each || err.status != LF_EBUDGET ||
		    (deadline > 0 && lf_clock() >= deadline))
			fail(&err);
		lf_move_list_free(list);
		perft_total(pos, depth, budget);
		return;
	}
	count = lf_move_list_count(list);
	if ((leaves = calloc(count + 1, sizeof *leaves)) == NULL)
		cli_die(EXIT_SYSTEM, "out of memory");
	move = cli_move();
	if (jobs > 1)
		perft_parallel(pos, list, depth, jobs, budget, leaves);
	else
		for (i = 0; i < count; i++)
			if (perft_under(pos, list, i, depth, budget, leaves,
			    &err) != 0)
				fail(&err);
	for (i = 0; i < count; i++) {
		total += leaves[i];
		if (!each)
			continue;
		if (lf_move_list_get(list, i, move, &err) != LF_OK)
			fail(&err);
		lf_move_format(pos, move, &out, NULL);
		lf_buf_printf(&out, " %llu\n", (unsigned long long)leaves[i]);
	}
	/* The moves of the budget bound the leaves in all. */
	if (budget->moves > 0 && total > budget->moves) {
		lf_error_set(&err, LF_EBUDGET, 0, "counting perft: more than "
		    "%llu leaves", (unsigned long long)budget->moves);
		fail(&err);
	}
	lf_buf_printf(&out, "%llu\n", (unsigned long long)total);
	flush_buf(&out);
	lf_buf_free(&out);
	free(leaves);
	lf_move_free(move);
	lf_move_list_free(list);
}

/* The processors online, 1 to MAX_JOBS: the jobs of --perft by default,
 * since the counts are the same whatever the jobs. */
static long
online_cores(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n < 1 ? 1 : n > MAX_JOBS ? MAX_JOBS : n;
}

int
main(int argc, char *argv[])
{
	enum {
		OPT_PERFT = OPT_CLI_LAST, OPT_DIVIDE, OPT_MAX_MOVES,
		OPT_TIMEOUT, OPT_JOBS
	};
	static const struct option longopts[] = {
		{ "count", no_argument, NULL, 'c' },
		{ "long", no_argument, NULL, 'l' },
		{ "perft", required_argument, NULL, OPT_PERFT },
		{ "divide", no_argument, NULL, OPT_DIVIDE },
		{ "jobs", required_argument, NULL, OPT_JOBS },
		{ "max-moves", required_argument, NULL, OPT_MAX_MOVES },
		{ "timeout", required_argument, NULL, OPT_TIMEOUT },
		CLI_CHECK_OPTION,
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct lf_position *pos;
	struct lf_game *game;
	const char *path;
	struct lf_budget budget = { 0, 0, 0 }, replay;
	struct lf_error err;
	uint64_t n;
	int ch, count = 0, with_captures = 0, divide_moves = 0;
	long depth = -1, max_moves = 0, jobs = 0;
	double seconds = 0;

	cli_init("lf-moves", argv);
	while ((ch = getopt_long(argc, argv, "clhV", longopts, NULL)) != -1) {
		switch (ch) {
		case 'c':
			count = 1;
			break;
		case 'l':
			with_captures = 1;
			break;
		case OPT_PERFT:
			if (cli_parse_long(optarg, 0, MAX_PERFT_DEPTH,
			    &depth) != 0)
				cli_die(EXIT_USAGE, "invalid --perft '%s' "
				    "(expected a depth from 0 to %d)", optarg,
				    MAX_PERFT_DEPTH);
			break;
		case OPT_DIVIDE:
			divide_moves = 1;
			break;
		case OPT_JOBS:
			if (cli_parse_long(optarg, 1, MAX_JOBS, &jobs) != 0)
				cli_die(EXIT_USAGE, "invalid --jobs '%s' "
				    "(expected a number from 1 to %d)", optarg,
				    MAX_JOBS);
			break;
		case OPT_MAX_MOVES:
			if (cli_parse_long(optarg, 1, LONG_MAX,
			    &max_moves) != 0)
				cli_die(EXIT_USAGE, "invalid --max-moves '%s' "
				    "(expected a number of moves, 1 or more)",
				    optarg);
			max_moves_arg = optarg;
			break;
		case OPT_TIMEOUT:
			seconds = cli_seconds_option("timeout", optarg);
			timeout_arg = optarg;
			break;
		case OPT_CHECK_STEPS:
			cli_check_option(optarg);
			break;
		case 'h':
			help();
			return cli_close_stdout();
		case 'V':
			cli_version();
			return cli_close_stdout();
		default:
			usage(stderr);
			return EXIT_USAGE;
		}
	}
	path = cli_file_operand(argc, argv, usage);
	if (divide_moves && depth < 1)
		cli_die(EXIT_USAGE, "--divide needs --perft=DEPTH with a depth "
		    "of 1 or more");
	if (jobs > 1 && depth < 0)
		cli_die(EXIT_USAGE, "--jobs needs --perft=DEPTH");
	if (jobs == 0)
		jobs = online_cores();
	if (depth >= 0 && (count || with_captures))
		cli_die(EXIT_USAGE, "--perft cannot be combined with --count "
		    "or --long");
	if (count && with_captures)
		cli_die(EXIT_USAGE, "--count cannot be combined with --long");
	/* The clock of --timeout runs from the start, through the replay. */
	if (seconds > 0)
		budget.deadline = deadline = lf_clock() + seconds;
	budget.moves = (uint64_t)max_moves;
	replay = cli_check;
	replay.deadline = deadline;
	game = cli_replay_bounded(path, &replay);
	pos = cli_position();
	lf_position_copy(pos, lf_game_position(game));
	lf_game_free(game);
	/* Under chain=most, listing and counting search each piece's
	 * longest route, as checking a move does, and the same steps bound
	 * that search; other moves are found in time in proportion to
	 * their number, which --max-moves bounds. */
	if (lf_position_rules(pos)->chain == LF_CHAIN_MOST && depth < 0)
		budget.nodes = cli_check.nodes;
	lf_error_clear(&err);
	if (divide_moves) {
		divide(pos, (int)depth, (int)jobs, 1, &budget);
	} else if (depth >= 1 && jobs > 1) {
		divide(pos, (int)depth, (int)jobs, 0, &budget);
	} else if (depth >= 0) {
		perft_total(pos, (int)depth, &budget);
	} else if (count) {
		if (lf_count_moves(pos, &n, &budget, &err) != LF_OK)
			fail(&err);
		printf("%llu\n", (unsigned long long)n);
	} else {
		list_moves(pos, with_captures, &budget);
	}
	lf_position_free(pos);
	return cli_close_stdout();
}
