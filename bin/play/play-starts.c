/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-starts.c: the starting positions of --start: each position line of
 * the stream, with the moves after it applied, read only as far as the
 * games need and kept as canonical lines, so that a large file costs no
 * more memory than the games it serves. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play.h"

/* The number of start positions the games of this run use: one per board
 * up to the board of its last game. */
static size_t
starts_needed(const struct settings *set)
{
	long end;

	if (set->games == 0)
		return 1;
	end = (long)((long long)set->shard * set->games / set->shards);
	return (size_t)schedule_boards(set, end);
}

/* Keep a position as its canonical line; exit when it is for another
 * number of players than the games have. */
static void
starts_keep(struct settings *set, const struct lf_position *pos)
{
	struct starts *st = &set->starts;
	size_t *grown;

	if (lf_position_rules(pos)->players != set->seats)
		cli_die(EXIT_USAGE, "%s: position %zu is for %d players, but "
		    "the games have %d", strcmp(set->start_path,
		    "-") == 0 ? "standard input" : set->start_path,
		    st->count + 1, lf_position_rules(pos)->players, set->seats);
	if (st->count == st->cap) {
		st->cap = st->cap ? st->cap * 2 : 16;
		grown = realloc(st->offset, st->cap * sizeof *st->offset);
		if (grown == NULL)
			cli_die(EXIT_SYSTEM, "out of memory");
		st->offset = grown;
	}
	st->offset[st->count++] = st->text.len;
	if (lf_position_format(pos, &st->text, NULL) != LF_OK ||
	    lf_buf_add(&st->text, "", 1) != LF_OK)
		cli_die(EXIT_SYSTEM, "out of memory");
}

/* Read the --start file up to the positions the games need: the position
 * each game stream in it ends with.  Exits on an error. */
void
starts_read(struct settings *set)
{
	struct lf_position *current;
	FILE *fp = cli_open(set->start_path);
	size_t needed = starts_needed(set);
	enum lf_game_event event;
	struct lf_game *g;
	struct lf_error err;
	const char *line;
	size_t len;
	int have = 0;

	lf_error_clear(&err);
	current = cli_position();
	lf_buf_init(&set->starts.text);
	cli_game_open(fp, &g);
	for (;;) {
		if (lf_game_next(g, &event, &err) != LF_OK) {
			/* A position line that is not needed is not read. */
			line = lf_game_line(g, &len);
			if (have && set->starts.count + 1 == needed &&
			    lf_is_position_line(line, len)) {
				starts_keep(set, current);
				break;
			}
			cli_check_note(&err);
			cli_report(set->start_path, lf_game_line_number(g),
			    &err);
			exit(cli_exit_status(err.status));
		}
		/* A position is complete when the next one starts. */
		if (have && (event == LF_GAME_POSITION || event == LF_GAME_END))
			starts_keep(set, current);
		if (event == LF_GAME_END || set->starts.count == needed)
			break;
		if (event == LF_GAME_POSITION || event == LF_GAME_MOVE) {
			lf_position_copy(current, lf_game_position(g));
			have = 1;
		}
	}
	lf_game_free(g);
	lf_position_free(current);
	if (fp != stdin)
		fclose(fp);
	if (set->starts.count == 0)
		cli_die(EXIT_INPUT, "%s: no position in the input",
		    strcmp(set->start_path, "-") == 0 ? "standard input" :
		    set->start_path);
}

/* Position i of --start. */
void
starts_get(const struct settings *set, size_t i, struct lf_position *pos)
{
	const char *line = set->starts.text.data + set->starts.offset[i];

	if (lf_position_parse(line, strlen(line), pos, NULL) != LF_OK)
		cli_die(EXIT_SYSTEM, "start position %zu cannot be read back",
		    i + 1);
}
