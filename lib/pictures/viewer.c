/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/*
 * viewer.c: the replay viewer, one self-contained HTML page that shows
 * games move by move in a browser (lf-render --format=html).  The page,
 * lib/pictures/viewer.html with its script lib/pictures/viewer.js, holds
 * the script and the style; this module fills in the games as data: for
 * each, its starting position, its moves as routes of (column, row) pairs
 * with their notation, how it ended and its comment lines.  The script
 * replays the moves, so that a long game costs its moves and not a board
 * per ply.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "board_int.h"
#include "buf_int.h"
#include "render_int.h"

extern const char *const lf_viewer_page[]; /* viewer_page.c, made from
					      viewer.html */
extern const char *const lf_viewer_engine[]; /* viewer_engine.c: the page's
						engine, or no line */

/* A game of the viewer, as parts of its JSON object. */
struct viewer_game {
	struct lf_buf head;     /* the fields of the starting position */
	struct lf_buf moves;    /* "[c,r,...]" routes, comma-separated */
	struct lf_buf notation; /* their notation, as JSON strings */
	struct lf_buf comments; /* JSON strings */
	struct lf_buf notes;    /* [move, "note"] pairs: "# move ..." lines */
	struct lf_buf end;      /* how it ended, once known: a string */
	long count;             /* moves */
};

/* The games, the position the last one has reached, and comment lines
 * read before it is known which game they belong to. */
struct lf_viewer {
	struct viewer_game *game;
	size_t count, cap;
	struct lf_position now;
	int have_ending;
	struct lf_ending ending;
	struct lf_buf pending;  /* comments waiting for what comes next */
	int play;               /* the page opens playing
				   (lf_viewer_set_play) */
};

/* Make an empty viewer. */
enum lf_status
lf_viewer_new(struct lf_viewer **viewer, struct lf_error *err)
{
	*viewer = calloc(1, sizeof **viewer);
	if (*viewer == NULL)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	lf_buf_init(&(*viewer)->pending);
	return LF_OK;
}

/* Make the page open playing from the last position of its first game,
 * as its address #play does (on: 1), or replaying its games (0, the
 * default); a page without the engine (a library built without the
 * WebAssembly toolchain) cannot play, and is refused. */
enum lf_status
lf_viewer_set_play(struct lf_viewer *viewer, int on, struct lf_error *err)
{
	if (on && lf_viewer_engine[0] == NULL)
		return lf_error_set(err, LF_EINVAL, 0, "the page has no engine "
		    "to play with: the library was built without the "
		    "WebAssembly toolchain (see lf-render(1))");
	viewer->play = on != 0;
	return LF_OK;
}

/* Release a viewer; NULL is allowed. */
void
lf_viewer_free(struct lf_viewer *v)
{
	size_t i;

	if (v == NULL)
		return;
	for (i = 0; i < v->count; i++) {
		lf_buf_free(&v->game[i].head);
		lf_buf_free(&v->game[i].moves);
		lf_buf_free(&v->game[i].notation);
		lf_buf_free(&v->game[i].comments);
		lf_buf_free(&v->game[i].notes);
		lf_buf_free(&v->game[i].end);
	}
	free(v->game);
	lf_buf_free(&v->pending);
	free(v);
}

/* Append a comma to a list in buf unless it is empty. */
static void
add_separator(struct lf_buf *buf)
{
	if (buf->len > 0)
		lf_buf_add(buf, ",", 1);
}

/* Write how the game the viewer holds last ended into its end: the
 * result line's words when it had one, the outcome when nobody can move,
 * else null (the game goes on). */
static void
close_game(struct lf_viewer *v)
{
	struct viewer_game *g;
	struct lf_buf text;
	struct lf_result res;

	if (v->count == 0)
		return;
	g = &v->game[v->count - 1];
	lf_buf_reset(&g->end);
	lf_buf_init(&text);
	if (v->have_ending)
		lf_ending_describe(&v->ending, &text, NULL);
	else if (lf_game_over(&v->now)) {
		lf_result(&v->now, &res);
		lf_outcome_format(&v->now, &res, &text, NULL);
	}
	if (text.failed)
		g->end.failed = 1;
	else if (text.len > 0)
		lf_buf_json(&g->end, text.data, text.len);
	else
		lf_buf_puts(&g->end, "null");
	lf_buf_free(&text);
}

/* Give the comments that wait to the game under way: a move or a result
 * line of its own came after them. */
static void
take_pending(struct lf_viewer *v)
{
	struct viewer_game *g = &v->game[v->count - 1];

	if (v->pending.len == 0)
		return;
	add_separator(&g->comments);
	lf_buf_add(&g->comments, v->pending.data, v->pending.len);
	lf_buf_reset(&v->pending);
}

/* Append the rules of a game's starting position in words, as a JSON
 * string, for the page's header: the variant, the board, the players and
 * each rule option ("Murray's coloured game, 9 x 9 board, 2
 * players, orthogonal jumps, free chains, each player opens by removing
 * a piece of the lowest value"). */
static void
add_rules_words(struct lf_buf *h, const struct lf_position *start)
{
	static const char *const variant[LF_VARIANT_COUNT] = {
		"Traditional Leap Frog", "Murray's coloured game", "Froglet",
		"Capture"
	};
	static const char *const jumps[LF_JUMPS_COUNT] = {
		"orthogonal jumps", "orthogonal and diagonal jumps",
		"hexagonal jumps"
	};
	static const char *const chain[LF_CHAIN_COUNT] = {
		"free chains", "chains that must go on while they can",
		"chains that must capture the most"
	};
	static const char *const opening[LF_OPENING_COUNT] = {
		"each player opens by removing ",
		"the first player opens by removing ", "no opening removals"
	};
	const struct lf_rules *rules = &start->rules;
	int r, c, cells = 0;

	for (r = 0; r < start->height; r++)
		for (c = 0; c < start->width; c++)
			if (lf_cell(start, lf_cell_at(c, r)) != LF_OFF)
				cells++;
	lf_buf_printf(h, "\"%s, ", variant[rules->variant]);
	if (cells == start->width * start->height)
		lf_buf_printf(h, "%d \\u00d7 %d board", start->width,
		    start->height);
	else
		lf_buf_printf(h, "board of %d cells", cells);
	lf_buf_printf(h, ", %d players, %s, %s, %s%s\"", rules->players,
	    jumps[rules->jumps], chain[rules->chain], opening[rules->opening],
	    rules->opening == LF_OPENING_NONE ? "" :
	    rules->removal == LF_REMOVAL_LOW ? "a piece of the lowest value" :
	    "any piece");
}

/* Start a game from its starting position; the moves, the result and
 * the comments added next are its own, and the comments added before it,
 * since the last game's moves, too. */
enum lf_status
lf_viewer_add_game(struct lf_viewer *v, const struct lf_position *start,
    struct lf_error *err)
{
	struct viewer_game *g;
	struct lf_buf *h;
	const char *fill, *ink;
	char name[16];
	int r, c, p, cell;

	if (v->count == v->cap) {
		size_t cap = v->cap ? v->cap * 2 : 4;
		struct viewer_game *more = realloc(v->game, cap * sizeof *more);
		if (more == NULL)
			return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
		v->game = more;
		v->cap = cap;
	}
	g = &v->game[v->count];
	memset(g, 0, sizeof *g);
	lf_buf_init(&g->head);
	lf_buf_init(&g->moves);
	lf_buf_init(&g->notation);
	lf_buf_init(&g->comments);
	lf_buf_init(&g->notes);
	lf_buf_init(&g->end);
	v->count++;
	h = &g->head;
	lf_buf_printf(h, "\"title\":\"%s %dx%d\",\"rules\":\"variant=%s "
	    "players=%d jumps=%s chain=%s opening=%s removal=%s\",",
	    lf_variant_name(start->rules.variant), start->width, start->height,
	    lf_variant_name(start->rules.variant), start->rules.players,
	    lf_jumps_name(start->rules.jumps),
	    lf_chain_name(start->rules.chain),
	    lf_opening_name(start->rules.opening),
	    lf_removal_name(start->rules.removal));
	lf_buf_puts(h, "\"about\":");
	add_rules_words(h, start);
	lf_buf_printf(h, ",\"w\":%d,\"h\":%d,\"hex\":%s,\"players\":%d,"
	    "\"turn\":%d,\"ply\":%ld,\"removals\":%d,\"board\":\"",
	    start->width, start->height,
	    start->rules.jumps == LF_JUMPS_HEX ? "true" : "false",
	    start->rules.players, start->turn, start->ply,
	    lf_opening_removals(&start->rules));
	for (r = 0; r < start->height; r++) {
		if (r > 0)
			lf_buf_add(h, "/", 1);
		for (c = 0; c < start->width; c++) {
			cell = lf_cell(start, lf_cell_at(c, r));
			name[0] = cell == LF_OFF ? '#' :
			    cell == LF_EMPTY ? '.' :
			    (char)('0' + cell);
			lf_buf_add(h, name, 1);
		}
	}
	lf_buf_puts(h, "\",\"score\":[");
	for (p = 0; p < start->rules.players; p++)
		lf_buf_printf(h, "%s%ld", p > 0 ? "," : "", start->score[p]);
	lf_buf_puts(h, "],\"colours\":[");
	for (c = 0; c <= LF_MAX_VALUE; c++) {
		lf_render_piece_colour(start->rules.variant, c, &fill, &ink);
		lf_buf_printf(h, "%s[\"%s\",\"%s\"]", c > 0 ? "," : "", fill,
		    ink);
	}
	lf_buf_puts(h, "],");
	lf_buf_add(&g->comments, v->pending.data, v->pending.len);
	lf_buf_reset(&v->pending);
	v->now = *start;
	v->have_ending = 0;
	close_game(v);
	return lf_buf_status(h, err) != LF_OK || g->comments.failed ||
	    g->end.failed ? lf_error_set(err, LF_ENOMEM, 0, "out of memory") :
	    LF_OK;
}

/* Add a move to the game last started; it must be legal there (as the
 * moves of a game that lf_game_next() replays are): only its squares are
 * checked. */
enum lf_status
lf_viewer_add_move(struct lf_viewer *v, const struct lf_move *move,
    struct lf_error *err)
{
	struct viewer_game *g;
	enum lf_status st;
	int k;

	if (v->count == 0)
		return lf_error_set(err, LF_EINVAL, 0, "a move before any "
		    "game");
	if (v->have_ending)
		return lf_error_set(err, LF_EINVAL, 0, "a move after the "
		    "game's result");
	take_pending(v);
	g = &v->game[v->count - 1];
	add_separator(&g->notation);
	lf_buf_add(&g->notation, "\"", 1);
	st = lf_move_format(&v->now, move, &g->notation, err);
	if (st != LF_OK)
		return st;
	lf_buf_add(&g->notation, "\"", 1);
	add_separator(&g->moves);
	lf_buf_add(&g->moves, "[", 1);
	for (k = 0; k < move->length; k++)
		lf_buf_printf(&g->moves, "%s%d,%d", k > 0 ? "," : "",
		    lf_column_of(move->square[k]),
		    lf_row_from_top(move->square[k]));
	lf_buf_add(&g->moves, "]", 1);
	if ((st = lf_apply_unchecked(&v->now, move, err)) != LF_OK)
		return st;
	g->count++;
	close_game(v);
	if (g->moves.failed || g->notation.failed || g->end.failed ||
	    g->comments.failed)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	return LF_OK;
}

/* Say how the game last started ended, from its result line. */
enum lf_status
lf_viewer_add_ending(struct lf_viewer *v, const struct lf_ending *ending,
    struct lf_error *err)
{
	if (v->count == 0)
		return lf_error_set(err, LF_EINVAL, 0, "a result before any "
		    "game");
	v->ending = *ending;
	v->have_ending = 1;
	take_pending(v);
	close_game(v);
	if (v->game[v->count - 1].comments.failed)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	return lf_buf_status(&v->game[v->count - 1].end, err);
}

/* Add a comment line: it waits for what comes next, and goes with the
 * game of the next move or result line, or with the game that the next
 * position line starts (the header of a game record comes before its
 * position line, also after a game that has no result line), or, when
 * nothing comes, with the last game; but a "result:" comment just after a
 * result line goes with its game. */
enum lf_status
lf_viewer_add_comment(struct lf_viewer *v, const char *text, size_t len,
    struct lf_error *err)
{
	struct viewer_game *g;

	/* A note on the move before it (leapfrog(5)) goes with that move. */
	if (v->count > 0 && !v->have_ending && len > 5 &&
	    memcmp(text, "move ", 5) == 0 &&
	    (g = &v->game[v->count - 1])->count > 0) {
		add_separator(&g->notes);
		lf_buf_printf(&g->notes, "[%ld,", g->count - 1);
		lf_buf_json(&g->notes, text + 5, len - 5);
		lf_buf_add(&g->notes, "]", 1);
		return lf_buf_status(&g->notes, err);
	}
	/* The words that follow a result line at once (lf-play's
	 * "# result: ...", leapfrog(5)) go with its game. */
	if (v->count > 0 && v->have_ending && v->pending.len == 0 &&
	    len >= 7 && memcmp(text, "result:", 7) == 0) {
		g = &v->game[v->count - 1];
		add_separator(&g->comments);
		lf_buf_json(&g->comments, text, len);
		return lf_buf_status(&g->comments, err);
	}
	add_separator(&v->pending);
	lf_buf_json(&v->pending, text, len);
	return lf_buf_status(&v->pending, err);
}

/* Hand one event of a game reader to the viewer: a position starts a
 * game, a move is added to it, a result line ends it, and a comment line
 * (its text after the '#' and one blank), a comment of 0.1 that said who
 * played among them, goes with its game; other events, header lines
 * among them, change nothing.  The reader must have checked the moves, as
 * lf_game_next() does. */
enum lf_status
lf_viewer_add_event(struct lf_viewer *v, const struct lf_game *g,
    enum lf_game_event event, struct lf_error *err)
{
	const char *text;
	size_t len;

	switch (event) {
	case LF_GAME_POSITION:
		return lf_viewer_add_game(v, lf_game_position(g), err);
	case LF_GAME_MOVE:
		return lf_viewer_add_move(v, lf_game_move(g), err);
	case LF_GAME_RESULT:
		return lf_viewer_add_ending(v, lf_game_ending(g), err);
	case LF_GAME_HEADER:
		/* A header line is data, which lf_game_header() holds; a
		 * comment of 0.1 that said who played is shown. */
		text = lf_game_line(g, &len);
		if (lf_is_header_line(text, len))
			return LF_OK;
		/* FALLTHROUGH */
	case LF_GAME_COMMENT:
		text = lf_game_line(g, &len);
		while (len > 0 && (*text == ' ' || *text == '\t')) {
			text++;
			len--;
		}
		if (len > 0 && *text == '#') {
			text++;
			len--;
		}
		if (len > 0 && *text == ' ') {
			text++;
			len--;
		}
		while (len > 0 && (text[len - 1] == '\r' ||
		    text[len - 1] == ' ' || text[len - 1] == '\t'))
			len--;
		return lf_viewer_add_comment(v, text, len, err);
	default:
		return LF_OK;
	}
}

/* Append text with the characters HTML reserves escaped. */
static void
add_html_text(struct lf_buf *out, const char *text)
{
	for (; *text != '\0'; text++)
		if (*text == '<')
			lf_buf_puts(out, "&lt;");
		else if (*text == '>')
			lf_buf_puts(out, "&gt;");
		else if (*text == '&')
			lf_buf_puts(out, "&amp;");
		else
			lf_buf_add(out, text, 1);
}

/* Append the games as a JSON array. */
static void
add_games(const struct lf_viewer *v, struct lf_buf *out)
{
	const struct viewer_game *g;
	size_t i;

	lf_buf_add(out, "[", 1);
	for (i = 0; i < v->count; i++) {
		g = &v->game[i];
		lf_buf_printf(out, "%s{", i > 0 ? ",\n" : "");
		lf_buf_add(out, g->head.data, g->head.len);
		lf_buf_puts(out, "\"moves\":[");
		lf_buf_add(out, g->moves.data, g->moves.len);
		lf_buf_puts(out, "],\"notation\":[");
		lf_buf_add(out, g->notation.data, g->notation.len);
		lf_buf_puts(out, "],\"notes\":[");
		lf_buf_add(out, g->notes.data, g->notes.len);
		lf_buf_puts(out, "],\"end\":");
		lf_buf_add(out, g->end.data, g->end.len);
		lf_buf_puts(out, ",\"comments\":[");
		lf_buf_add(out, g->comments.data, g->comments.len);
		if (i + 1 == v->count && v->pending.len > 0) {
			if (g->comments.len > 0)
				lf_buf_add(out, ",", 1);
			lf_buf_add(out, v->pending.data, v->pending.len);
		}
		lf_buf_puts(out, "]}");
	}
	lf_buf_add(out, "]", 1);
}

/* Append the colours of the pieces of every variant, as a JSON object
 * of [fill, ink] pairs by value, by variant name, for the new games that
 * the page starts. */
static void
add_palette(struct lf_buf *out)
{
	const char *fill, *ink;
	int v, c;

	lf_buf_add(out, "{", 1);
	for (v = 0; v < LF_VARIANT_COUNT; v++) {
		lf_buf_printf(out, "%s\"%s\":[", v > 0 ? "," : "",
		    lf_variant_name((enum lf_variant)v));
		for (c = 0; c <= LF_MAX_VALUE; c++) {
			lf_render_piece_colour((enum lf_variant)v, c, &fill,
			    &ink);
			lf_buf_printf(out, "%s[\"%s\",\"%s\"]",
			    c > 0 ? "," : "",
			    fill, ink);
		}
		lf_buf_add(out, "]", 1);
	}
	lf_buf_add(out, "}", 1);
}

/* Append the page: the viewer's script and style with the games as data,
 * and a title that names the game, or how many there are. */
enum lf_status
lf_viewer_write(const struct lf_viewer *v, struct lf_buf *out,
    struct lf_error *err)
{
	const char *line, *at;
	char title[96];
	size_t i, j;

	if (v->count == 1)
		snprintf(title, sizeof title, "Leap Frog: %s %dx%d, %ld move%s",
		    lf_variant_name(v->now.rules.variant), v->now.width,
		    v->now.height, v->game[0].count,
		    v->game[0].count == 1 ? "" : "s");
	else
		snprintf(title, sizeof title, "Leap Frog: %zu games", v->count);
	for (i = 0; (line = lf_viewer_page[i]) != NULL; i++) {
		if ((at = strstr(line, "@TITLE@")) != NULL) {
			lf_buf_add(out, line, (size_t)(at - line));
			add_html_text(out, title);
			lf_buf_puts(out, at + strlen("@TITLE@"));
		} else if ((at = strstr(line, "@GAMES@")) != NULL) {
			lf_buf_add(out, line, (size_t)(at - line));
			add_games(v, out);
			lf_buf_puts(out, at + strlen("@GAMES@"));
		} else if (strcmp(line, "@ENGINE@\n") == 0) {
			for (j = 0; lf_viewer_engine[j] != NULL; j++)
				lf_buf_puts(out, lf_viewer_engine[j]);
		} else if ((at = strstr(line, "@OPEN@")) != NULL) {
			lf_buf_add(out, line, (size_t)(at - line));
			lf_buf_puts(out, v->play ? "play" : "replay");
			lf_buf_puts(out, at + strlen("@OPEN@"));
		} else if ((at = strstr(line, "@PALETTE@")) != NULL) {
			lf_buf_add(out, line, (size_t)(at - line));
			add_palette(out);
			lf_buf_puts(out, at + strlen("@PALETTE@"));
		} else
			lf_buf_puts(out, line);
	}
	return lf_buf_status(out, err);
}
