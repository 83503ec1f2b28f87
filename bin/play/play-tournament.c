/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-tournament.c: tournaments: the directory of --out checked so that
 * no record is overwritten or mixed with another tournament's (with
 * --resume, what it holds is counted and only the missing games are
 * played; its settings file and lock are play-dir.c's), the games of the
 * schedule played in worker processes, --jobs at a time, and their
 * results summed into the table. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "number_int.h"
#include "play.h"

#define NOT_A_RECORD (-1)
#define FOREIGN_RECORD (-2)

/* The games this run plays, first to end - 1, and those whose complete
 * records --resume found. */
struct plan {
	long first, end;
	char *done;                 /* done[g - first] */
	long done_count;
};

/* The game number of a file name under --out, 0-based, when it is game-G
 * (or, with temp set, .game-G.*) with G written as this tournament writes
 * it; NOT_A_RECORD for another name, FOREIGN_RECORD for a record name
 * that this tournament would not write (another number of games). */
static long
game_of_name(const struct settings *set, const char *name, int temp)
{
	const char *prefix = temp ? ".game-" : "game-", *p;
	char digits[16], ours[32];
	size_t n;
	long g;

	if (strncmp(name, prefix, strlen(prefix)) != 0)
		return NOT_A_RECORD;
	p = name + strlen(prefix);
	n = strspn(p, "0123456789");
	if (n == 0 || (temp ? p[n] != '.' : p[n] != '\0'))
		return NOT_A_RECORD;
	if (n >= sizeof digits)
		return FOREIGN_RECORD;
	memcpy(digits, p, n);
	digits[n] = '\0';
	if (cli_parse_long(digits, 1, set->games, &g) != 0)
		return FOREIGN_RECORD;
	snprintf(ours, sizeof ours, "%0*ld", game_number_width(set), g);
	return strcmp(ours, digits) == 0 ? g - 1 : FOREIGN_RECORD;
}

/* With --html, write the page of a game that --resume found finished when
 * a stopped run did not (it stopped between the record and its page);
 * exit 3 when it cannot be written. */
static void
viewer_if_missing(const struct settings *set, long g)
{
	struct lf_buf page, error;

	lf_buf_init(&page);
	lf_buf_init(&error);
	game_file_name(set, g, 0, 0, ".html", &page);
	if (page.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	if (access(page.data, F_OK) != 0 && write_viewer(set, g, &error) != 0)
		cli_die(EXIT_SYSTEM, "%s", error.data != NULL ? error.data :
		    "out of memory");
	lf_buf_free(&page);
	lf_buf_free(&error);
}

/* Whether two headers name the same game with the same bots in the same
 * seats: the times are left to the settings file (play-dir.c), which
 * compares them, since records of 0.1 do not say them. */
static int
same_seats(const struct lf_header *a, const struct lf_header *b)
{
	const struct lf_seat *x, *y;
	int p;

	if (a->game != b->game || a->round != b->round ||
	    a->start != b->start || a->seeded != b->seeded ||
	    a->seed != b->seed)
		return 0;
	for (p = 0; p < LF_MAX_PLAYERS; p++) {
		x = &a->seat[p];
		y = &b->seat[p];
		if (x->player != y->player || x->bot != y->bot ||
		    strcmp(x->name, y->name) != 0 ||
		    strcmp(x->command, y->command) != 0)
			return 0;
	}
	return 1;
}

/* Whether the record in path starts with the header this tournament
 * writes for game index: the same game, seed or start, bots and
 * starting position, as the library reads the header (its header lines,
 * or the comments of a record of 0.1). */
static int
same_header(const struct settings *set, long index, const char *path)
{
	struct lf_position *want_pos;
	static struct lf_header want;
	enum lf_game_event event = LF_GAME_END;
	struct game_plan plan;
	struct lf_buf a, b;
	struct lf_game *g = NULL;
	FILE *fp;
	int same = 0;

	schedule_game(set, index, &plan);
	if ((fp = fopen(path, "r")) == NULL)
		return 0;
	want_pos = cli_position();
	record_start(set, index, &plan, want_pos, &want);
	if (lf_game_new(&g, fp, NULL) == LF_OK)
		while (lf_game_next(g, &event, NULL) == LF_OK &&
		    event != LF_GAME_END && event != LF_GAME_POSITION)
			;
	if (event == LF_GAME_POSITION && lf_game_header(g) != NULL &&
	    same_seats(lf_game_header(g), &want)) {
		lf_buf_init(&a);
		lf_buf_init(&b);
		lf_position_format(lf_game_position(g), &a, NULL);
		lf_position_format(want_pos, &b, NULL);
		if (a.failed || b.failed)
			cli_die(EXIT_SYSTEM, "out of memory");
		same = strcmp(a.data, b.data) == 0;
		lf_buf_free(&a);
		lf_buf_free(&b);
	}
	lf_game_free(g);
	lf_position_free(want_pos);
	fclose(fp);
	return same;
}

/* What --resume's reading of one record found. */
struct resumed {
	struct summary first;       /* its first record, when finished */
	int finished;
};

/* Keep the first record that --resume read, when it is whole. */
static void
resume_record(void *arg, struct summary *sum, int broken)
{
	struct resumed *res = arg;

	if (res->finished || broken || !sum->finished)
		return;
	res->first = *sum;
	res->finished = 1;
	memset(sum, 0, sizeof *sum);
}

/* Read a record that --resume found, as --merge reads records
 * (read_records(), quietly): when it is whole (one game, its result
 * read, every move legal, no fault anywhere in the file), count it in the
 * table and return 1; else 0, and the game is played again.  A second
 * record in the file, or a header line after its position (0.1's comment
 * form, '# player 3: ...', which starts the next record) leaves the
 * first without its result, so the file is no whole record.  (Not
 * static: tests/fuzz/fuzz_records.c reads records with it.) */
int
count_record(struct table *t, const char *path)
{
	struct record_reader r;
	struct resumed res;
	FILE *fp = fopen(path, "r");
	int whole;

	if (fp == NULL)
		return 0;
	memset(&r, 0, sizeof r);
	memset(&res, 0, sizeof res);
	r.record = resume_record;
	r.arg = &res;
	r.quiet = 1;
	read_records(fp, path, path, &r);
	fclose(fp);
	whole = res.finished && r.records == 1 && r.faults == 0;
	if (whole)
		table_add(t, &res.first);
	summary_free(&res.first);
	return whole;
}

/* Refuse the directory of --out, exit 1. */
static _Noreturn void
refuse(const struct settings *set, const char *name, const char *why)
{
	cli_die(EXIT_INPUT, "%s/%s %s", set->out_dir, name, why);
}

/* Remove the temporary files (.game-G.PID-K, .game-G.html.PID-K) of
 * games first to end - 1 that a worker left: the worker of process pid,
 * killed, or with pid 0 those of a run of these games that was killed
 * (this run holds their lock, so none is being written). */
static void
remove_temps(const struct settings *set, long first, long end, pid_t pid)
{
	struct dirent *entry;
	struct lf_buf path;
	const char *dot;
	long g, of;
	DIR *dir;

	if ((dir = opendir(set->out_dir)) == NULL)
		cli_die(EXIT_SYSTEM, "%s: %s", set->out_dir, strerror(errno));
	lf_buf_init(&path);
	while ((entry = readdir(dir)) != NULL) {
		g = game_of_name(set, entry->d_name, 1);
		dot = strrchr(entry->d_name, '.');
		if (g < first || g >= end || (pid != 0 &&
		    (lf_number_long(dot + 1, lf_number_digits(dot + 1,
		    strlen(dot + 1)), 1, LONG_MAX, &of, NULL) != LF_OK ||
		    of != (long)pid)))
			continue;
		lf_buf_reset(&path);
		lf_buf_printf(&path, "%s/%s", set->out_dir, entry->d_name);
		if (path.failed)
			cli_die(EXIT_SYSTEM, "out of memory");
		unlink(path.data);
	}
	closedir(dir);
	lf_buf_free(&path);
}

/* scandir()'s order for the directory of --out: shorter names first, then
 * by bytes, so that game-2 comes before game-10 and the record a refusal
 * names is the same on every file system (readdir()'s order is not). */
static int
by_game_order(const struct dirent **a, const struct dirent **b)
{
	size_t la = strlen((*a)->d_name), lb = strlen((*b)->d_name);

	if (la != lb)
		return la < lb ? -1 : 1;
	return strcmp((*a)->d_name, (*b)->d_name);
}

/* Look at what the directory of --out holds, which must be this
 * tournament's (its settings file, play-dir.c, and its records): those of
 * the games this run plays are refused, unless --resume counts the whole
 * ones; those of the other shards are left.  Then what a killed run left
 * under a temporary name is removed. */
static void
check_out_dir(const struct settings *set, struct plan *plan,
    struct table *t)
{
	struct dirent **names, *entry;
	struct lf_buf path;
	int count, i;
	long g;

	if (mkdir(set->out_dir, 0777) != 0 && errno != EEXIST)
		cli_die(EXIT_SYSTEM, "%s: %s", set->out_dir, strerror(errno));
	dir_begin(set);
	if ((count = scandir(set->out_dir, &names, NULL, by_game_order)) < 0)
		cli_die(EXIT_SYSTEM, "%s: %s", set->out_dir, strerror(errno));
	lf_buf_init(&path);
	for (i = 0; i < count; i++) {
		entry = names[i];
		g = game_of_name(set, entry->d_name, 0);
		lf_buf_reset(&path);
		lf_buf_printf(&path, "%s/%s", set->out_dir, entry->d_name);
		if (path.failed)
			cli_die(EXIT_SYSTEM, "out of memory");
		if (g == NOT_A_RECORD)
			continue;
		if (g == FOREIGN_RECORD || !same_header(set, g, path.data))
			refuse(set, entry->d_name, "is a record of another "
			    "tournament: use another directory");
		if (g < plan->first || g >= plan->end)
			continue;
		if (!set->resume)
			refuse(set, entry->d_name, "is there already: give "
			    "--resume to finish the tournament, or use another "
			    "directory");
		if (count_record(t, path.data)) {
			plan->done[g - plan->first] = 1;
			plan->done_count++;
			if (set->html)
				viewer_if_missing(set, g);
		}
	}
	for (i = 0; i < count; i++)
		free(names[i]);
	free(names);
	lf_buf_free(&path);
	dir_commit();
	remove_temps(set, plan->first, plan->end, 0);
}

/* Stop the tournament after an error: the running games are stopped with
 * their bots (their records are not kept), and the referee exits 3 with
 * the one message. */
static _Noreturn void
stop_tournament(struct worker *workers, long jobs, const char *message)
{
	struct lf_buf ignored;
	long i;

	lf_buf_init(&ignored);
	for (i = 0; i < jobs; i++)
		if (workers[i].pid > 0)
			kill(workers[i].pid, SIGTERM);
	for (i = 0; i < jobs; i++)
		if (workers[i].pid > 0) {
			while (!worker_read(&workers[i]))
				workers_wait(&workers[i], 1, &(int){ 1 });
			worker_finish(&workers[i], &ignored, &ignored);
		}
	proc_kill_orphans(NULL, 0);
	cli_warn("%s", message);
	exit(EXIT_SYSTEM);
}

/* A worker has ended: count its game, or stop the tournament. */
static void
worker_done(const struct settings *set, struct worker *workers, long jobs,
    struct worker *w, struct table *t)
{
	struct lf_buf summary, error;
	struct summary sum;
	long index = w->index;
	pid_t pid = w->pid;
	int status;

	lf_buf_init(&summary);
	lf_buf_init(&error);
	status = worker_finish(w, &summary, &error);
	if (status < 0) {
		/* Its bots came to this process when it died; the record
		 * it was writing is left to remove. */
		proc_kill_orphans(workers, jobs);
		if (set->out_dir != NULL)
			remove_temps(set, index, index + 1, pid);
		if (got_signal)
			return;
		lf_buf_printf(&error, "game %ld: the worker process was killed "
		    "by signal %d", index + 1, -status);
	}
	if (status != 0)
		stop_tournament(workers, jobs, error.data != NULL ? error.data :
		    "a worker failed");
	summary_lines(&sum, summary.data != NULL ? summary.data : "",
	    "worker");
	if (sum.finished)
		table_add(t, &sum);
	summary_free(&sum);
	lf_buf_free(&summary);
	lf_buf_free(&error);
}

/* Play the games of the schedule that this shard owns, --jobs at a time,
 * each in a worker process; print the table.  Return the exit status. */
int
run_tournament(const struct settings *set)
{
	struct worker workers[MAX_JOBS];
	/* static: the games done stay reachable when an error exits
	 * (cli_die), which LeakSanitizer would otherwise report */
	static struct plan plan;
	struct table t;
	long next, done, i;
	int running = 0, forwarded = 0, progress;
	double start = lf_clock();

	plan.first = (long)((long long)(set->shard - 1) * set->games /
	    set->shards);
	plan.end = (long)((long long)set->shard * set->games / set->shards);
	plan.done_count = 0;
	if ((plan.done = calloc((size_t)(plan.end - plan.first) + 1, 1)) ==
	    NULL)
		cli_die(EXIT_SYSTEM, "out of memory");
	table_init(&t, set);
	if (set->out_dir != NULL)
		check_out_dir(set, &plan, &t);
	done = plan.done_count;
	for (i = 0; i < set->jobs; i++) {
		workers[i].pid = 0;
		workers[i].fd = -1;
		lf_buf_init(&workers[i].data);
	}
	progress = isatty(STDERR_FILENO) && set->humans == 0;
	next = plan.first;
	for (;;) {
		/* Once the SPRT has decided, no game is started: those
		 * running finish and count. */
		if (t.sprt.on && sprt_decision(&t.sprt) != 0)
			next = plan.end;
		for (i = 0; i < set->jobs && !got_signal; i++) {
			while (next < plan.end && plan.done[next - plan.first])
				next++;
			if (workers[i].pid == 0 && next < plan.end) {
				worker_start(set, next++, &workers[i]);
				running++;
			}
		}
		if (running == 0)
			break;
		workers_wait(workers, set->jobs, &forwarded);
		for (i = 0; i < set->jobs; i++) {
			if (workers[i].pid == 0 || !worker_read(&workers[i]))
				continue;
			worker_done(set, workers, set->jobs, &workers[i], &t);
			running--;
			if (!got_signal)
				done++;
			if (progress && !got_signal)
				show_progress(&t, done, plan.end - plan.first,
				    lf_clock() - start);
		}
	}
	if (progress)
		fprintf(stderr, "\r\033[K");
	if (got_signal)
		proc_die_of_signal(got_signal);
	for (i = 0; i < set->jobs; i++)
		lf_buf_free(&workers[i].data);
	free(plan.done);
	i = print_table(&t, set->results);
	table_free(&t);
	return (int)i;
}
