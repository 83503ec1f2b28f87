/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/*
 * bot-checkpoint.c: lf-bot --solve --checkpoint=FILE (lf-bot(1),
 * Solving).  The file is text:
 *
 *   # lf-bot --solve checkpoint: NODES nodes in SECONDS s
 *   POSITION
 *   MOVE LOWER UPPER
 *   ...
 *
 * the work done so far, the position solved, and a line for each of its
 * moves with the least and the most its value can be (? where nothing is
 * known yet).  It is written whole, by a rename, after each answer of a
 * job, so that a solve cut off at any time leaves the file of its last
 * answer.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot-checkpoint.h"
#include "cli.h"

#define HEADER "# lf-bot --solve checkpoint: "

/* Read a bound, a number or ?, from text into *out (unknown when ?);
 * return the text after it, or NULL when it is neither. */
static const char *
read_bound(const char *text, long unknown, long *out)
{
	char *end;
	long v;

	text += strspn(text, " ");
	if (*text == '?') {
		*out = unknown;
		return text + 1;
	}
	errno = 0;
	v = strtol(text, &end, 10);
	if (end == text || errno != 0 || v <= SOLVE_LOWEST ||
	    v >= SOLVE_HIGHEST)
		return NULL;
	*out = v;
	return end;
}

/* Read line number line of the checkpoint at path, a move and its
 * bounds, into the move of moves it names; die when it is malformed. */
static void
read_move(const char *path, long line, char *text,
    struct checkpoint_move *moves, size_t n)
{
	const char *rest = NULL;
	size_t len = strcspn(text, " "), i;
	long lower, upper;
	int spaced = text[len] == ' ';

	for (i = 0; i < n; i++)
		if (strlen(moves[i].name) == len &&
		    strncmp(moves[i].name, text, len) == 0)
			break;
	text[len] = '\0';
	if (i == n)
		cli_die(EXIT_INPUT, "%s: line %ld: no move %s in the "
		    "position", path, line, text);
	if (spaced)
		rest = read_bound(text + len + 1, SOLVE_LOWEST, &lower);
	if (rest != NULL)
		rest = read_bound(rest, SOLVE_HIGHEST, &upper);
	if (rest == NULL || *rest != '\0' || (lower != SOLVE_LOWEST &&
	    upper != SOLVE_HIGHEST && lower > upper))
		cli_die(EXIT_INPUT, "%s: line %ld: expected the move's least "
		    "and most values after %s (numbers, or ?, the least "
		    "first)", path, line, text);
	moves[i].lower = lower;
	moves[i].upper = upper;
}

/* Read the checkpoint at path into the bounds of moves (n moves of the
 * position written as position) and the work done into *work; return 0,
 * or 1 when there is no such file yet (then nothing is known).  Die with
 * a message naming the file and line when it is not a checkpoint of that
 * position, or cannot be read. */
int
checkpoint_read(const char *path, const char *position,
    struct checkpoint_move *moves, size_t n, struct checkpoint_work *work)
{
	FILE *fp = fopen(path, "r");
	char *text = NULL, *work_text;
	size_t cap = 0;
	ssize_t len;
	long line = 0;
	int used = 0;

	if (fp == NULL) {
		if (errno == ENOENT)
			return 1;
		cli_die(EXIT_SYSTEM, "%s: %s", path, strerror(errno));
	}
	while ((len = getline(&text, &cap, fp)) >= 0) {
		line++;
		if (len > 0 && text[len - 1] == '\n')
			text[--len] = '\0';
		if (line == 1) {
			work_text = strncmp(text, HEADER, strlen(HEADER)) ==
			    0 ? text + strlen(HEADER) : NULL;
			if (work_text == NULL ||
			    sscanf(work_text, "%" SCNu64 " nodes in %lf s%n",
			    &work->nodes, &work->seconds, &used) != 2 ||
			    work_text[used] != '\0' || work->seconds < 0)
				cli_die(EXIT_INPUT, "%s: line 1: not a "
				    "checkpoint of lf-bot --solve", path);
		} else if (line == 2) {
			if (strcmp(text, position) != 0)
				cli_die(EXIT_INPUT, "%s: line 2: the "
				    "checkpoint is of another position", path);
		} else {
			read_move(path, line, text, moves, n);
		}
	}
	if (ferror(fp))
		cli_die(EXIT_SYSTEM, "%s: %s", path, strerror(errno));
	if (line < 2)
		cli_die(EXIT_INPUT, "%s: line %ld: the checkpoint ends before "
		    "its position", path, line + 1);
	free(text);
	fclose(fp);
	return 0;
}

/* Write a bound, or ? when it is unknown. */
static void
write_bound(FILE *fp, long bound, long unknown)
{
	if (bound == unknown)
		fputs(" ?", fp);
	else
		fprintf(fp, " %+ld", bound);
}

/* Write the checkpoint of the n moves of position and the work done to
 * path, whole: to path.tmp, then renamed.  Return 0, or -1 with errno
 * set. */
int
checkpoint_write(const char *path, const char *position,
    const struct checkpoint_move *moves, size_t n,
    const struct checkpoint_work *work)
{
	size_t len = strlen(path) + 5, i;
	char *tmp = malloc(len);
	FILE *fp;
	int failed, saved;

	if (tmp == NULL)
		return -1;
	snprintf(tmp, len, "%s.tmp", path);
	if ((fp = fopen(tmp, "w")) == NULL) {
		saved = errno;
		free(tmp);
		errno = saved;
		return -1;
	}
	fprintf(fp, HEADER "%" PRIu64 " nodes in %.3f s\n%s\n", work->nodes,
	    work->seconds, position);
	for (i = 0; i < n; i++) {
		fputs(moves[i].name, fp);
		write_bound(fp, moves[i].lower, SOLVE_LOWEST);
		write_bound(fp, moves[i].upper, SOLVE_HIGHEST);
		fputc('\n', fp);
	}
	failed = ferror(fp);
	saved = errno;
	if (fclose(fp) != 0 && !failed) {
		failed = 1;
		saved = errno;
	}
	if (!failed && rename(tmp, path) != 0) {
		failed = 1;
		saved = errno;
	}
	if (failed)
		remove(tmp);
	free(tmp);
	errno = saved;
	return failed ? -1 : 0;
}
