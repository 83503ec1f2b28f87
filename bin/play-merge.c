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

/* Order summaries by their "# game" line, then by when they were read. */
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
merge_keep(struct merge *m, struct summary *sum)
{
	if (sum->game_line == NULL)
		return;
	if (!sum->finished) {
		cli_warn("%s: %s has no result line (an unfinished game), "
		    "skipped", sum->file, sum->game_line + 2);
		m->problems++;
		summary_free(sum);
		return;
	}
	if (m->count == m->cap) {
		m->cap = m->cap ? m->cap * 2 : 64;
		m->games = realloc(m->games, m->cap * sizeof *m->games);
		if (m->games == NULL)
			cli_die(EXIT_SYSTEM, "out of memory");
	}
	sum->order = m->count;
	m->games[m->count++] = *sum;
	memset(sum, 0, sizeof *sum);
}

/* Read the comment lines of the game records in one file. */
static void
merge_file(struct merge *m, const char *path)
{
	struct summary sum;
	struct lf_stream s;
	struct lf_error err;
	enum lf_line_kind kind;
	FILE *fp = cli_open(path);
	char *name = strdup(path);

	if (m->file_count == m->file_cap) {
		m->file_cap = m->file_cap ? m->file_cap * 2 : 64;
		m->files = realloc(m->files, m->file_cap * sizeof *m->files);
	}
	if (name == NULL || m->files == NULL)
		cli_die(EXIT_SYSTEM, "out of memory");
	m->files[m->file_count++] = name;
	memset(&sum, 0, sizeof sum);
	lf_stream_init(&s, fp);
	lf_error_clear(&err);
	for (;;) {
		if (lf_stream_next(&s, &kind, &err) != LF_OK) {
			cli_report(path, s.line_number, &err);
			if (err.status == LF_ESYS || err.status == LF_ENOMEM)
				exit(EXIT_SYSTEM);
			m->problems++;
			continue;
		}
		if (s.saw_eof)
			break;
		if (kind != LF_LINE_COMMENT)
			continue;
		if (strncmp(s.line, "# game ", 7) == 0) {
			merge_keep(m, &sum);
			summary_start(&sum, s.line, name);
		} else if (sum.game_line != NULL)
			summary_line(&sum, s.line);
	}
	merge_keep(m, &sum);
	lf_stream_free(&s);
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
		if (entry->d_name[0] == '.')
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
	qsort(names, count, sizeof *names, compare_names);
	for (i = 0; i < count; i++) {
		merge_file(m, names[i]);
		free(names[i]);
	}
	free(names);
}

/* --merge: sum the results of the game records in files and directories
 * into one table.  Duplicated games (the same "# game" line) count once. */
int
run_merge(char **paths, int count)
{
	struct merge m;
	struct table t;
	size_t i;
	DIR *dir;
	int k, status;

	memset(&m, 0, sizeof m);
	memset(&t, 0, sizeof t);
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
	if (m.count == 0)
		cli_die(EXIT_INPUT, "no finished game records in the input");
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
		table_add(&t, &m.games[i]);
	}
	status = print_table(&t);
	for (i = 0; i < m.count; i++)
		summary_free(&m.games[i]);
	free(m.games);
	for (i = 0; i < m.file_count; i++)
		free(m.files[i]);
	free(m.files);
	for (k = 0; k < t.bots; k++)
		free(t.command[k]);
	if (status == 0 && (m.problems > 0 || t.problems > 0))
		status = EXIT_INPUT;
	return status;
}

