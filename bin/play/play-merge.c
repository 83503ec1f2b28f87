/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-merge.c: lf-play --merge: the results table of game records read
 * from files and directories. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "play.h"

/* Order file names for qsort. */
static int
compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Order summaries by the game their header names, then by when they
 * were read. */
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
merge_keep(struct merge *m, struct summary *sum, int broken)
{
	struct summary *grown;

	if (sum->game_line == NULL)
		return;
	if (broken) {
		m->problems++;
		summary_free(sum);
		return;
	}
	if (!sum->finished) {
		cli_warn("%s: %s (line %ld) has no result line (an unfinished "
		    "game), skipped", sum->file, sum->game_line + 2,
		    sum->line);
		m->problems++;
		summary_free(sum);
		return;
	}
	if (m->count == m->cap) {
		m->cap = m->cap ? m->cap * 2 : 64;
		grown = realloc(m->games, m->cap * sizeof *m->games);
		if (grown == NULL)
			cli_die(EXIT_SYSTEM, "out of memory");
		m->games = grown;
	}
	sum->order = m->count;
	m->games[m->count++] = *sum;
	memset(sum, 0, sizeof *sum);
}

/* Keep the name of a file read, for the summaries that point to it. */
static const char *
merge_name(struct merge *m, const char *path)
{
	char **grown, *name = strdup(path);

	if (m->file_count == m->file_cap) {
		m->file_cap = m->file_cap ? m->file_cap * 2 : 64;
		grown = realloc(m->files, m->file_cap * sizeof *m->files);
		if (grown == NULL)
			cli_die(EXIT_SYSTEM, "out of memory");
		m->files = grown;
	}
	if (name == NULL)
		cli_die(EXIT_SYSTEM, "out of memory");
	m->files[m->file_count++] = name;
	return name;
}

/* Hand a record read to the caller of read_records(), and release it;
 * what has no game line is no record. */
static void
record_done(struct record_reader *r, struct summary *sum, int broken)
{
	if (sum->game_line != NULL) {
		r->records++;
		r->record(r->arg, sum, broken);
	}
	summary_free(sum);
}

/* Read the game records in fp, one after another, each from the first
 * line of its header (lf_game_set_comments()) to the next: its moves are
 * replayed and its result line checked against the position they lead
 * to, as lf-apply(1) would.  Each record (a header with a game line) is
 * handed to r->record, with broken set when it has a fault; the first
 * fault of a record ends it, and a fault before the first record is
 * counted too.  Unless r->quiet, each such fault is reported; a quiet
 * reader (--resume, which plays a faulty record's game again) still ends
 * lf-play on a move that cannot be checked within --check-steps, since
 * playing the game again would hide it.  This is the one reader of
 * records, of --merge and of --resume alike. */
void
read_records(FILE *fp, const char *path, const char *name,
    struct record_reader *r)
{
	struct summary sum;
	struct lf_game *g;
	struct lf_error err;
	enum lf_game_event event;
	const char *line;
	int broken = 0, in_header = 0;
	enum lf_status st;
	long start = 0;
	size_t len;

	memset(&sum, 0, sizeof sum);
	lf_error_clear(&err);
	cli_game_open(fp, &g);
	lf_game_set_comments(g, 1);
	for (;;) {
		/* No bot runs yet when --resume reads: a signal ends the
		 * referee here, even in the middle of a long record. */
		if (got_signal)
			proc_die_of_signal(got_signal);
		st = lf_game_next(g, &event, &err);
		if (st != LF_OK && (err.status == LF_ESYS ||
		    err.status == LF_ENOMEM || (r->quiet &&
		    err.status == LF_EBUDGET))) {
			if (err.status == LF_EBUDGET)
				cli_check_note(&err);
			cli_report(path, lf_game_line_number(g), &err);
			exit(err.status == LF_EBUDGET ? EXIT_INPUT :
			    EXIT_SYSTEM);
		}
		if (st == LF_OK && event == LF_GAME_END)
			break;
		/* A record holds one game: a second position line with no
		 * header of its own is no part of it. */
		if (st == LF_OK && event == LF_GAME_POSITION && !in_header &&
		    sum.game_line != NULL)
			st = lf_error_set(&err, LF_EINVAL, 0, "a second game "
			    "in one record (each game of a record file starts "
			    "with its header)");
		/* A header that starts on another line starts the next
		 * record, and so does a bad header line after any other
		 * line. */
		line = lf_game_line(g, &len);
		if (st == LF_OK ? event == LF_GAME_HEADER &&
		    lf_game_header_line(g) != start :
		    !in_header && lf_is_header_line(line, len)) {
			record_done(r, &sum, broken);
			in_header = 1;
			broken = 0;
			start = st == LF_OK ? lf_game_header_line(g) :
			    lf_game_line_number(g);
		}
		if (st != LF_OK) {
			/* Outside the records too: a binary file is
			 * reported as every reader reports it. */
			if (!broken) {
				if (!r->quiet) {
					cli_check_note(&err);
					cli_report(path,
					    lf_game_line_number(g), &err);
				}
				broken = 1;
				r->faults++;
				r->faults_outside += sum.game_line == NULL;
			}
			continue;
		}
		if (in_header && (event == LF_GAME_HEADER ||
		    event == LF_GAME_POSITION)) {
			/* What the header says so far: the records of lf-play
			 * before 0.1 had no position line. */
			if (!broken) {
				summary_free(&sum);
				summary_start(&sum, lf_game_header(g), name,
				    start);
			}
			in_header = event == LF_GAME_HEADER;
		} else if (event == LF_GAME_COMMENT && sum.game_line != NULL)
			summary_comment(&sum, lf_game_line(g, NULL));
		else if (event == LF_GAME_RESULT && sum.game_line != NULL) {
			sum.ending = *lf_game_ending(g);
			sum.finished = 1;
		}
	}
	record_done(r, &sum, broken);
	lf_game_free(g);
}

/* --merge's reader of one file: keep its finished records (merge_keep());
 * a file that holds none, with no fault to name, is said to. */
static void
merge_record(void *arg, struct summary *sum, int broken)
{
	merge_keep(arg, sum, broken);
}

/* Read the game records in one file (read_records()) for --merge. */
static void
merge_file(struct merge *m, const char *path)
{
	struct record_reader r;
	const char *name = merge_name(m, path);
	FILE *fp = cli_open(path);

	memset(&r, 0, sizeof r);
	r.record = merge_record;
	r.arg = m;
	read_records(fp, path, name, &r);
	m->problems += r.faults_outside;
	if (r.records == 0 && r.faults == 0) {
		cli_warn("%s: no game record in it (a record of lf-play starts "
		    "with its header, '#: game number=N ...')", path);
		m->problems++;
	}
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
		len = strlen(entry->d_name);
		/* Hidden files, and the pages of lf-play --html. */
		if (entry->d_name[0] == '.' || (len > 5 &&
		    strcmp(entry->d_name + len - 5, ".html") == 0))
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
	if (count > 0)
		qsort(names, count, sizeof *names, compare_names);
	for (i = 0; i < count; i++) {
		merge_file(m, names[i]);
		free(names[i]);
	}
	free(names);
}

/* Sum the finished games of the records in files and directories into
 * the table t, made here; duplicated games (the same game, round and seed
 * or start) count once.  Each problem is reported and counted in
 * t->problems.  Return the number of finished games read. */
size_t
merge_table(char **paths, int count, struct table *t)
{
	struct merge m;
	size_t i;
	DIR *dir;
	int k;

	memset(&m, 0, sizeof m);
	memset(t, 0, sizeof *t);
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
	if (m.count > 0)
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
		table_add(t, &m.games[i]);
	}
	for (i = 0; i < m.count; i++)
		summary_free(&m.games[i]);
	free(m.games);
	for (i = 0; i < m.file_count; i++)
		free(m.files[i]);
	free(m.files);
	t->problems += m.problems;
	return m.count;
}

/* --merge: print the table of the game records in files and directories
 * (merge_table()). */
int
run_merge(char **paths, int count, enum results format)
{
	struct table t;
	int status;

	if (merge_table(paths, count, &t) == 0)
		cli_die(EXIT_INPUT, "no finished game records in the input");
	status = print_table(&t, format);
	if (status == 0 && t.problems > 0)
		status = EXIT_INPUT;
	table_free(&t);
	return status;
}
