/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* render.c: drawing positions as plain text, as Unicode with ANSI colours
 * for a terminal, and as a standalone SVG document.  Every drawing is
 * appended to an lf_buf; nothing here prints. */
#include "config.h"

#include <string.h>

#include "leapfrog.h"
#include "board_int.h"
#include "buf_int.h"
#include "render_int.h"

/* How each colour a variant names (lf_colour_name) is drawn.  On a
 * terminal a piece is its digit, in bold, on a background of its colour,
 * so that it reads the same on light and dark terminals and its value
 * never rests on the colour alone; the digit is black or white, whichever
 * stands out more (a contrast of 5.8:1 or more).  The colours are from
 * the 256 of xterm, chosen so that every two values of a variant stay
 * apart for people who see red and green alike (deuteranopia,
 * protanopia): tests/colours.test simulates it.  In SVG the same holds
 * with the fill and the ink of the digit. */
struct colour {
	const char *name;
	const char *ansi; /* SGR parameters for a terminal */
	const char *fill; /* SVG fill */
	const char *ink;  /* SVG colour of the digit on the fill */
};

static const struct colour colours[] = {
	{ "white", "1;38;5;16;48;5;255", "#ffffff", "#000000" },
	{ "yellow", "1;38;5;16;48;5;220", "#f2c318", "#000000" },
	{ "red", "1;38;5;231;48;5;124", "#a50f15", "#ffffff" },
	{ "green", "1;38;5;16;48;5;36", "#1b9e77", "#000000" },
	{ "blue", "1;38;5;231;48;5;26", "#1e4fd6", "#ffffff" },
};

/* Pieces whose value the variant gives no colour are drawn grey. */
static const struct colour neutral = { NULL, "1;38;5;16;48;5;250", "#c9c9c9",
    "#000000" };

#define ANSI_RESET "\033[0m"
#define ANSI_DIM "\033[2m"
#define ANSI_BOLD "\033[1m"
#define SMALL_DOT "\xc2\xb7"     /* U+00B7 MIDDLE DOT */

/* SVG geometry, in pixels; integers only, so that the output does not
 * depend on the locale's decimal point. */
#define SVG_PITCH 40     /* distance between cells in a row */
#define SVG_HEX_ROW 35   /* distance between hexagonal rows (40 * 0.866) */
#define SVG_HEX_TIP 23   /* from a hexagonal cell's centre to its tip */
#define SVG_HEX_SIDE 12  /* ... and to the ends of its sides (23 + 12 = 35) */
#define SVG_PIECE 16     /* radius of a piece */
#define SVG_HOLE 4       /* radius of an empty cell's hole */
#define SVG_RING 18      /* radius of the ring around a marked square */
#define SVG_GONE 14      /* radius of the faded ring of a captured piece */
#define SVG_MARGIN 8     /* space around the drawing */
#define SVG_TOP 16       /* top edge of the board */
#define SVG_LINE 20      /* distance between lines of text */
#define SVG_CHAR 8       /* generous width of a character of text */

/* The colour a variant draws pieces of a value in, or NULL when it names
 * none (the piece is then drawn neutral with its digit). */
static const struct colour *
colour_of(enum lf_variant variant, int value)
{
	const char *name = lf_colour_name(variant, value);
	size_t i;

	if (name == NULL)
		return NULL;
	for (i = 0; i < sizeof colours / sizeof colours[0]; i++)
		if (strcmp(colours[i].name, name) == 0)
			return &colours[i];
	return NULL;
}

/* Point *fill and *ink at the SVG colours of a piece of a value in a
 * variant (neutral for a value the variant names no colour for), for the
 * replay viewer, which draws as the SVG drawing does. */
void
lf_render_piece_colour(enum lf_variant variant, int value, const char **fill,
    const char **ink)
{
	const struct colour *c = colour_of(variant, value);

	if (c == NULL)
		c = &neutral;
	*fill = c->fill;
	*ink = c->ink;
}

/* The number of decimal digits of a non-negative number. */
static int
digits(long n)
{
	int d = 1;

	while (n >= 10) {
		n /= 10;
		d++;
	}
	return d;
}

/* The length of the longest column name of the board: 1 up to 26
 * columns, 2 beyond. */
static int
column_name_length(const struct lf_position *pos)
{
	char name[16];

	lf_column_name(pos->width - 1, name, sizeof name, NULL);
	return (int)strlen(name);
}

/* Append n spaces. */
static void
add_spaces(struct lf_buf *out, int n)
{
	static const char spaces[] = "                                ";

	while (n > 0) {
		int k = n < (int)sizeof spaces - 1 ? n : (int)sizeof spaces - 1;
		lf_buf_add(out, spaces, (size_t)k);
		n -= k;
	}
}

/* Append the lines that describe the state of play, each ending in a
 * newline: the rules, the ply with the side to move and the phase (or,
 * when the game is over, how it ended: by the rules, or as the result
 * line of opt->ending says, a forfeit say), and one line per player with
 * the score, the player to move marked with '>'.  With aligned set,
 * numbers are padded into columns for a fixed-width font. */
static void
add_info(const struct lf_position *pos, const struct lf_render_options *opt,
    int aligned, struct lf_buf *out)
{
	struct lf_result res;
	int p, number_width, score_width;

	lf_result(pos, &res);
	lf_buf_printf(out, "variant=%s jumps=%s chain=%s opening=%s "
	    "removal=%s\n", lf_variant_name(pos->rules.variant),
	    lf_jumps_name(pos->rules.jumps), lf_chain_name(pos->rules.chain),
	    lf_opening_name(pos->rules.opening),
	    lf_removal_name(pos->rules.removal));
	if (opt->ending != NULL) {
		res.over = 1;
		lf_buf_printf(out, "ply %ld, ", pos->ply);
		if (lf_ending_describe(opt->ending, out, NULL) != LF_OK)
			lf_buf_puts(out, "game over");
		lf_buf_add(out, "\n", 1);
	} else if (res.over) {
		lf_buf_printf(out, "ply %ld, ", pos->ply);
		lf_outcome_format(pos, &res, out, NULL);
		lf_buf_add(out, "\n", 1);
	} else
		lf_buf_printf(out, "ply %ld, player %d to move (%s)\n",
		    pos->ply, pos->turn + 1,
		    lf_in_opening(pos) ? "removal" : "jumping");
	number_width = aligned ? digits(pos->rules.players) : 0;
	score_width = aligned ? digits(res.best > 0 ? res.best : 0) : 0;
	for (p = 0; p < pos->rules.players; p++)
		lf_buf_printf(out, "%c player %*d: %*ld\n",
		    p == pos->turn && !res.over ? '>' : ' ', number_width,
		    p + 1, score_width, pos->score[p]);
}

/* Append the symbol of one cell of a text drawing: a piece is its digit
 * (on its colour's background with colour), an empty cell a dot (a dim
 * middle dot in Unicode). */
static void
add_text_cell(const struct lf_position *pos, int value,
    const struct lf_render_options *opt, struct lf_buf *out)
{
	const struct colour *c;
	int unicode = opt->format == LF_RENDER_UNICODE;

	if (value == LF_EMPTY) {
		if (opt->colour)
			lf_buf_puts(out, ANSI_DIM);
		lf_buf_puts(out, unicode ? SMALL_DOT : ".");
		if (opt->colour)
			lf_buf_puts(out, ANSI_RESET);
		return;
	}
	if (!opt->colour) {
		lf_buf_printf(out, "%c", '0' + value);
		return;
	}
	c = colour_of(pos->rules.variant, value);
	lf_buf_printf(out, "\033[%sm%c" ANSI_RESET,
	    c != NULL ? c->ansi : neutral.ansi, '0' + value);
}

/* Append the column names under a text drawing: one line, or two lines
 * read downwards when the board is wider than 26 columns (aa, ab, ...).
 * Hexagonal boards place each name where the next cell of its column
 * would be, one row below the board. */
static void
add_text_columns(const struct lf_position *pos, int label_width,
    struct lf_buf *out)
{
	char name[16];
	int lines = column_name_length(pos), line, x, len, pending;

	for (line = 0; line < lines; line++) {
		pending = label_width;
		if (pos->rules.jumps == LF_JUMPS_HEX)
			pending += pos->height;
		for (x = 0; x < pos->width; x++) {
			pending++;
			lf_column_name(x, name, sizeof name, NULL);
			len = (int)strlen(name);
			if (line < lines - len) {
				pending++;
				continue;
			}
			add_spaces(out, pending);
			pending = 0;
			lf_buf_add(out, name + line - (lines - len), 1);
		}
		lf_buf_add(out, "\n", 1);
	}
}

/* Append the key to the colours of a drawing in colour: each value the
 * variant names by a colour, drawn as on the board, with the colour's
 * name ("1 white  2 yellow  3 red  4 green"). */
static void
add_text_key(const struct lf_position *pos, struct lf_buf *out)
{
	const struct colour *c;
	int v, first = 1;

	for (v = 1; v <= LF_MAX_VALUE; v++) {
		if ((c = colour_of(pos->rules.variant, v)) == NULL)
			continue;
		lf_buf_printf(out, "%s\033[%sm%d" ANSI_RESET " %s",
		    first ? "" : "  ", c->ansi, v, c->name);
		first = 0;
	}
	if (!first)
		lf_buf_add(out, "\n", 1);
}

/* Whether the options ask for the square at index to be marked: one of
 * opt->marked, or of the route of opt->move. */
static int
is_marked(const struct lf_render_options *opt, int index)
{
	size_t i;
	int k;

	for (i = 0; i < opt->marked_count; i++)
		if (opt->marked != NULL && opt->marked[i] == index)
			return 1;
	if (opt->move != NULL)
		for (k = 0; k < opt->move->length; k++)
			if (opt->move->square[k] == index)
				return 1;
	return 0;
}

/* How a text drawing marks the square at index: 0 not, '[' between
 * brackets (of opt->move's route, or of opt->marked without a move), '('
 * between parentheses (of opt->marked, but not of the route of
 * opt->move), so that the move that led to the position and the other
 * squares are told apart without colour. */
static int
text_mark(const struct lf_render_options *opt, int index)
{
	size_t i;
	int k;

	if (opt->move != NULL)
		for (k = 0; k < opt->move->length; k++)
			if (opt->move->square[k] == index)
				return '[';
	for (i = 0; i < opt->marked_count; i++)
		if (opt->marked != NULL && opt->marked[i] == index)
			return opt->move != NULL ? '(' : '[';
	return 0;
}

/* Append a bracket that marks a square, in bold with colour, so that the
 * mark shows in every drawing, with colour or without. */
static void
add_mark(const struct lf_render_options *opt, const char *bracket,
    struct lf_buf *out)
{
	if (opt->colour)
		lf_buf_printf(out, ANSI_BOLD "%s" ANSI_RESET, bracket);
	else
		lf_buf_puts(out, bracket);
}

/* Append the rows of a text drawing, from the top: the row's number, then
 * its cells with the spaces before them; a marked square is written
 * between brackets or parentheses (text_mark()), which take the spaces
 * around it ("[5]", "(5)"), and the space between two marked squares side
 * by side becomes "|" when they are marked alike, else the second one's
 * opening mark ("(5[3]"). */
static void
add_text_rows(const struct lf_position *pos,
    const struct lf_render_options *opt, int label_width, struct lf_buf *out)
{
	static const char *const opening[] = { "[", "(" };
	static const char *const closing[] = { "]", ")" };
	int hex = pos->rules.jumps == LF_JUMPS_HEX;
	int r, x, v, pending, marked, open;

	for (r = 0; r < pos->height; r++) {
		lf_buf_printf(out, "%*d", label_width, pos->height - r);
		pending = hex ? r : 0;
		open = 0;
		for (x = 0; x < pos->width; x++) {
			pending++;
			v = pos->priv.cell[lf_cell_at(x, r)];
			if (v == LF_OFF) {
				pending++;
				continue;
			}
			marked = text_mark(opt, lf_cell_at(x, r));
			if (open && marked && pending == 1)
				add_mark(opt, marked == open ? "|" :
				    opening[marked == '('], out);
			else if (open)
				add_mark(opt, closing[open == '('], out);
			if (open)
				pending--;
			if (marked && pending > 0) {
				add_spaces(out, pending - 1);
				add_mark(opt, opening[marked == '('], out);
			} else
				add_spaces(out, pending);
			pending = 0;
			add_text_cell(pos, v, opt, out);
			open = marked;
		}
		if (open)
			add_mark(opt, closing[open == '('], out);
		lf_buf_add(out, "\n", 1);
	}
}

/* Draw a position as text: row numbers at the left, column names below,
 * one character per cell with a space between cells, hexagonal rows
 * indented one more character per row, the marked squares between
 * brackets, no trailing blanks; then the state of play. */
static void
render_text(const struct lf_position *pos, const struct lf_render_options *opt,
    struct lf_buf *out)
{
	struct lf_buf info;
	int label_width = digits(pos->height);

	add_text_rows(pos, opt, label_width, out);
	add_text_columns(pos, label_width, out);
	if (opt->colour)
		add_text_key(pos, out);
	lf_buf_init(&info);
	add_info(pos, opt, 1, &info);
	if (info.failed)
		out->failed = 1;
	else if (!opt->colour)
		lf_buf_add(out, info.data, info.len);
	else {
		/* Embolden the line of the player to move. */
		const char *p = info.data, *end = info.data + info.len, *nl;
		for (; p < end; p = nl + 1) {
			nl = memchr(p, '\n', (size_t)(end - p));
			if (*p == '>')
				lf_buf_printf(out, ANSI_BOLD "%.*s" ANSI_RESET
				    "\n", (int)(nl - p), p);
			else
				lf_buf_add(out, p, (size_t)(nl - p + 1));
		}
	}
	lf_buf_free(&info);
}

/* The x coordinate of the centre of column x in row r (from the top) of
 * an SVG drawing, before the drawing is moved to its left margin;
 * hexagonal rows shift half a cell per row. */
static int
svg_raw_x(const struct lf_position *pos, int x, int r)
{
	int cx = SVG_PITCH * x;

	if (pos->rules.jumps == LF_JUMPS_HEX)
		cx += r * SVG_PITCH / 2;
	return cx;
}

/* The y coordinate of the centre of row r (from the top). */
static int
svg_y(const struct lf_position *pos, int r)
{
	int pitch = pos->rules.jumps == LF_JUMPS_HEX ? SVG_HEX_ROW : SVG_PITCH;

	return SVG_TOP + pitch * r + SVG_PITCH / 2;
}

/* Append text with the characters XML reserves escaped. */
static void
add_xml_text(struct lf_buf *out, const char *text, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		if (text[i] == '<')
			lf_buf_puts(out, "&lt;");
		else if (text[i] == '>')
			lf_buf_puts(out, "&gt;");
		else if (text[i] == '&')
			lf_buf_puts(out, "&amp;");
		else
			lf_buf_add(out, text + i, 1);
	}
}

/* The layers of an SVG drawing's cells, each drawn as one group so that
 * shared attributes are written once (as presentation attributes, which
 * every SVG renderer understands, rather than a style sheet). */
enum svg_layer { SVG_GROUND, SVG_HOLES, SVG_PIECES, SVG_VALUES, SVG_MARKS };

/* Append one layer of the cells: the board's ground under every cell (a
 * square or a hexagon, widened by a stroke of its own colour so that the
 * tiles join and the board has a rounded rim), the holes of the empty
 * cells, the pieces with a dark outline, the value written on every
 * piece, so that no value is told by its colour alone, or a thick ring
 * around each marked square. */
static void
add_svg_layer(const struct lf_position *pos,
    const struct lf_render_options *opt, enum svg_layer layer, int left,
    struct lf_buf *out)
{
	static const char *const groups[] = {
		"<g fill=\"#e8dcc0\" stroke=\"#e8dcc0\" stroke-width=\"8\" "
		    "stroke-linejoin=\"round\">\n",
		"<g fill=\"none\" stroke=\"#6b5a3a\" stroke-width=\"1.5\">\n",
		"<g stroke=\"#333333\" stroke-width=\"1\">\n",
		"<g fill=\"#000000\" font-size=\"16\" font-weight=\"bold\" "
		    "text-anchor=\"middle\">\n",
		"<g fill=\"none\" stroke=\"#000000\" stroke-width=\"3\">\n",
	};
	const struct colour *c;
	int hex = pos->rules.jumps == LF_JUMPS_HEX, half = SVG_PITCH / 2;
	int r, x, v, cx, cy;

	lf_buf_puts(out, groups[layer]);
	for (r = 0; r < pos->height; r++)
		for (x = 0; x < pos->width; x++) {
			v = pos->priv.cell[lf_cell_at(x, r)];
			if (v == LF_OFF || (layer == SVG_MARKS &&
			    !is_marked(opt, lf_cell_at(x, r))) ||
			    (layer != SVG_GROUND && layer != SVG_MARKS &&
			    (v == LF_EMPTY) != (layer == SVG_HOLES)))
				continue;
			cx = left + svg_raw_x(pos, x, r);
			cy = svg_y(pos, r);
			c = colour_of(pos->rules.variant, v);
			if (layer == SVG_GROUND && hex)
				lf_buf_printf(out, "<polygon points=\"%d,%d "
				    "%d,%d %d,%d %d,%d %d,%d %d,%d\"/>\n",
				    cx, cy - SVG_HEX_TIP,
				    cx + half, cy - SVG_HEX_SIDE,
				    cx + half, cy + SVG_HEX_SIDE,
				    cx, cy + SVG_HEX_TIP,
				    cx - half, cy + SVG_HEX_SIDE,
				    cx - half, cy - SVG_HEX_SIDE);
			else if (layer == SVG_GROUND)
				lf_buf_printf(out, "<rect x=\"%d\" y=\"%d\" "
				    "width=\"%d\" height=\"%d\"/>\n", cx - half,
				    cy - half, SVG_PITCH, SVG_PITCH);
			else if (layer == SVG_MARKS)
				lf_buf_printf(out, "<circle cx=\"%d\" "
				    "cy=\"%d\" r=\"%d\"/>\n", cx, cy, SVG_RING);
			else if (layer == SVG_HOLES)
				lf_buf_printf(out, "<circle cx=\"%d\" "
				    "cy=\"%d\" r=\"%d\"/>\n", cx, cy, SVG_HOLE);
			else if (layer == SVG_PIECES)
				lf_buf_printf(out, "<circle cx=\"%d\" "
				    "cy=\"%d\" r=\"%d\" fill=\"%s\"/>\n", cx,
				    cy, SVG_PIECE, c != NULL ? c->fill :
				    neutral.fill);
			else if (c == NULL || strcmp(c->ink, "#000000") == 0)
				lf_buf_printf(out, "<text x=\"%d\" y=\"%d\">%d"
				    "</text>\n", cx, cy + 6, v);
			else
				lf_buf_printf(out, "<text x=\"%d\" y=\"%d\" "
				    "fill=\"%s\">%d</text>\n", cx, cy + 6,
				    c->ink, v);
		}
	lf_buf_puts(out, "</g>\n");
}

/* Whether every square of move is a cell of the board: a move given
 * with the options is drawn only where it fits. */
static int
svg_move_fits(const struct lf_position *pos, const struct lf_move *move)
{
	int k;

	if (move->length < 1 || move->length > LF_MAX_ROUTE)
		return 0;
	for (k = 0; k < move->length; k++)
		if (!lf_on_board(pos, move->square[k]))
			return 0;
	return 1;
}

/* Append the move that led to the position: the pieces it took as faded
 * rings in their colours with their values (when opt->before gives
 * them), and its route as a line from square to square with an arrow at
 * each landing; a removal is only ringed, by the marks. */
static void
add_svg_move(const struct lf_position *pos,
    const struct lf_render_options *opt, int left, struct lf_buf *out)
{
	const struct lf_move *m = opt->move;
	const struct lf_position *b = opt->before;
	const struct colour *c;
	int k, at, v, x, y;

	if (!svg_move_fits(pos, m))
		return;
	if (b != NULL && b->width == pos->width && b->height == pos->height) {
		lf_buf_puts(out, "<g opacity=\"0.45\" stroke=\"#333333\" "
		    "stroke-dasharray=\"3 3\" font-size=\"12\" "
		    "text-anchor=\"middle\">\n");
		for (k = m->length == 1 ? 0 : 1; k < m->length; k++) {
			at = m->length == 1 ? m->square[0] :
			    (m->square[k - 1] + m->square[k]) / 2;
			v = lf_cell(b, at);
			if (v == LF_EMPTY || v == LF_OFF)
				continue;
			c = colour_of(pos->rules.variant, v);
			x = left + svg_raw_x(pos, lf_column_of(at),
			    lf_row_from_top(at));
			y = svg_y(pos, lf_row_from_top(at));
			lf_buf_printf(out, "<circle class=\"captured\" "
			    "cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\"/>\n"
			    "<text x=\"%d\" y=\"%d\" stroke=\"none\">%d"
			    "</text>\n", x, y, SVG_GONE,
			    c != NULL ? c->fill : neutral.fill, x, y + 4, v);
		}
		lf_buf_puts(out, "</g>\n");
	}
	if (m->length < 2)
		return;
	lf_buf_puts(out, "<defs><marker id=\"lf-arrow\" viewBox=\"0 0 10 10\" "
	    "refX=\"9\" refY=\"5\" markerWidth=\"4\" markerHeight=\"4\" "
	    "orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" "
	    "fill=\"#000000\"/></marker></defs>\n"
	    "<g class=\"route\" fill=\"none\" stroke=\"#000000\" "
	    "stroke-width=\"3\" stroke-opacity=\"0.7\" "
	    "stroke-linecap=\"round\" marker-end=\"url(#lf-arrow)\">\n");
	for (k = 1; k < m->length; k++) {
		/* Each step its own line, so that each landing has its arrow;
		 * the line stops short of the piece's edge. */
		int x0 = left + svg_raw_x(pos, lf_column_of(m->square[k - 1]),
		    lf_row_from_top(m->square[k - 1]));
		int y0 = svg_y(pos, lf_row_from_top(m->square[k - 1]));
		int x1 = left + svg_raw_x(pos, lf_column_of(m->square[k]),
		    lf_row_from_top(m->square[k]));
		int y1 = svg_y(pos, lf_row_from_top(m->square[k]));
		lf_buf_printf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" "
		    "y2=\"%d\"/>\n", x0 + (x1 - x0) / 5, y0 + (y1 - y0) / 5,
		    x1 - (x1 - x0) / 5, y1 - (y1 - y0) / 5);
	}
	lf_buf_puts(out, "</g>\n");
}

/* The column, possibly -1, where the name of row r goes: left of the
 * board, or on a hexagonal board just left of the row's first cell, so
 * that the names follow the edge of the hexagon. */
static int
svg_row_label_column(const struct lf_position *pos, int r)
{
	int x;

	if (pos->rules.jumps == LF_JUMPS_HEX)
		for (x = 0; x < pos->width; x++)
			if (pos->priv.cell[lf_cell_at(x, r)] != LF_OFF)
				return x - 1;
	return -1;
}

/* Whether column x, row r (from the top) is a cell of the board. */
static int
svg_is_cell(const struct lf_position *pos, int x, int r)
{
	return x >= 0 && x < pos->width && r >= 0 && r < pos->height &&
	    pos->priv.cell[lf_cell_at(x, r)] != LF_OFF;
}

/* Where the name of column x goes, as the row (from the top) whose
 * place in the column gives its x, in *xr, and the row that gives its y,
 * in *yr (-1 above the board): below the board; on a hexagonal board,
 * where a column runs slantwise, just below its lowest cell or else just
 * above its highest, where no cell of another column stands as near, or
 * else where its next cell below would be. */
static void
svg_column_label(const struct lf_position *pos, int x, int *xr, int *yr)
{
	int low, high;

	*xr = *yr = pos->height;
	if (pos->rules.jumps != LF_JUMPS_HEX)
		return;
	for (low = pos->height - 1; low > 0 && !svg_is_cell(pos, x, low); low--)
		continue;
	for (high = 0; high < low && !svg_is_cell(pos, x, high); high++)
		continue;
	if (!svg_is_cell(pos, x - 1, low + 1) &&
	    !svg_is_cell(pos, x, low + 1)) {
		*xr = low;
		*yr = low + 1;
	} else if (!svg_is_cell(pos, x, high - 1) &&
	    !svg_is_cell(pos, x + 1, high - 1)) {
		*xr = high;
		*yr = high - 1;
	} else
		*xr = *yr = low + 1;
}

/* Widen the range [*low, *high] to take in value. */
static void
widen(int *low, int *high, int value)
{
	if (value < *low)
		*low = value;
	if (value > *high)
		*high = value;
}

/* Draw a position as a standalone SVG document: the board's cells on a
 * board-coloured ground, the marked squares ringed, coordinates along the
 * left and bottom edges, and the state of play as lines of text below. */
static void
render_svg(const struct lf_position *pos, const struct lf_render_options *opt,
    struct lf_buf *out)
{
	struct lf_buf info;
	char name[16];
	const struct colour *c;
	const char *p, *nl, *end;
	int xmin = 1 << 30, xmax = -(1 << 30), ymax, left;
	int xr, yr, width, height, above = 0, y;
	int r, x, v, widest = 0, lines = 0, keys = 0, kx;

	lf_buf_init(&info);
	add_info(pos, opt, 0, &info);
	if (info.failed) {
		out->failed = 1;
		return;
	}
	end = info.data + info.len;
	for (p = info.data; p < end; p = nl + 1) {
		nl = memchr(p, '\n', (size_t)(end - p));
		if ((int)(nl - p) > widest)
			widest = (int)(nl - p);
		lines++;
	}
	for (v = 1; v <= LF_MAX_VALUE; v++)
		if (colour_of(pos->rules.variant, v) != NULL)
			keys++;
	if (keys > 0)
		lines++;

	/* Find the extent of the cells and of the coordinates, so that a
	 * shaped or hexagonal board starts at the left margin. */
	for (r = 0; r < pos->height; r++)
		for (x = 0; x < pos->width; x++)
			if (pos->priv.cell[lf_cell_at(x, r)] != LF_OFF)
				widen(&xmin, &xmax, svg_raw_x(pos, x, r));
	ymax = svg_y(pos, pos->height - 1);
	for (r = 0; r < pos->height; r++)
		widen(&xmin, &xmax, svg_raw_x(pos,
		    svg_row_label_column(pos, r), r));
	for (x = 0; x < pos->width; x++) {
		svg_column_label(pos, x, &xr, &yr);
		widen(&xmin, &xmax, svg_raw_x(pos, x, xr));
		if (svg_y(pos, yr) > ymax)
			ymax = svg_y(pos, yr);
		if (yr < 0)
			above = SVG_HEX_ROW;
	}
	left = SVG_MARGIN + SVG_PITCH / 2 - xmin;
	width = SVG_MARGIN * 2 + xmax - xmin + SVG_PITCH;
	if (width < 2 * SVG_MARGIN + SVG_CHAR * widest)
		width = 2 * SVG_MARGIN + SVG_CHAR * widest;
	height = ymax + 16 + SVG_LINE * lines + SVG_MARGIN;

	lf_buf_printf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
	    "width=\"%d\" height=\"%d\" viewBox=\"0 %d %d %d\" "
	    "font-family=\"sans-serif\" font-size=\"14\">\n",
	    width, height + above, -above, width, height + above);
	if (opt->ending != NULL || lf_game_over(pos))
		lf_buf_printf(out, "<title>Leap Frog: %s, %dx%d, ply %ld, game "
		    "over</title>\n", lf_variant_name(pos->rules.variant),
		    pos->width, pos->height, pos->ply);
	else
		lf_buf_printf(out, "<title>Leap Frog: %s, %dx%d, ply %ld, "
		    "player %d to move</title>\n",
		    lf_variant_name(pos->rules.variant), pos->width,
		    pos->height, pos->ply, pos->turn + 1);
	if (above > 0)
		lf_buf_printf(out, "<rect y=\"%d\" width=\"%d\" height=\"%d\" "
		    "fill=\"#ffffff\"/>\n", -above, width, height + above);
	else
		lf_buf_printf(out, "<rect width=\"%d\" height=\"%d\" "
		    "fill=\"#ffffff\"/>\n", width, height);
	add_svg_layer(pos, opt, SVG_GROUND, left, out);
	add_svg_layer(pos, opt, SVG_HOLES, left, out);
	add_svg_layer(pos, opt, SVG_PIECES, left, out);
	add_svg_layer(pos, opt, SVG_VALUES, left, out);
	if (opt->marked_count > 0 || opt->move != NULL)
		add_svg_layer(pos, opt, SVG_MARKS, left, out);
	if (opt->move != NULL)
		add_svg_move(pos, opt, left, out);

	/* Coordinates: row names left of the rows, column names where
	 * svg_column_label() puts them. */
	lf_buf_puts(out, "<g fill=\"#555555\" font-size=\"12\" "
	    "text-anchor=\"middle\">\n");
	for (r = 0; r < pos->height; r++)
		lf_buf_printf(out, "<text x=\"%d\" y=\"%d\">%d</text>\n",
		    left + svg_raw_x(pos, svg_row_label_column(pos, r), r),
		    svg_y(pos, r) + 4, pos->height - r);
	for (x = 0; x < pos->width; x++) {
		svg_column_label(pos, x, &xr, &yr);
		lf_column_name(x, name, sizeof name, NULL);
		lf_buf_printf(out, "<text x=\"%d\" y=\"%d\">%s</text>\n",
		    left + svg_raw_x(pos, x, xr), svg_y(pos, yr) + 4, name);
	}
	lf_buf_puts(out, "</g>\n");

	y = ymax + 16;
	for (p = info.data; p < end; p = nl + 1) {
		nl = memchr(p, '\n', (size_t)(end - p));
		y += SVG_LINE;
		lf_buf_printf(out, "<text x=\"%d\" y=\"%d\"%s xml:space="
		    "\"preserve\">", SVG_MARGIN, y,
		    *p == '>' ? " font-weight=\"bold\"" : "");
		add_xml_text(out, p, (size_t)(nl - p));
		lf_buf_puts(out, "</text>\n");
	}
	if (keys > 0) {
		y += SVG_LINE;
		kx = SVG_MARGIN + 7;
		for (v = 1; v <= LF_MAX_VALUE; v++) {
			if ((c = colour_of(pos->rules.variant, v)) == NULL)
				continue;
			lf_buf_printf(out, "<circle cx=\"%d\" cy=\"%d\" "
			    "r=\"7\" fill=\"%s\" stroke=\"#333333\"/>\n"
			    "<text x=\"%d\" y=\"%d\">%s %d</text>\n",
			    kx, y - 5, c->fill, kx + 12, y, c->name, v);
			kx += 24 + SVG_CHAR * ((int)strlen(c->name) + 2);
		}
	}
	lf_buf_puts(out, "</svg>\n");
	lf_buf_free(&info);
}

/* Append a drawing of pos in the format opt asks for (a zeroed options
 * record asks for plain text): LF_RENDER_TEXT uses ASCII only, with each
 * piece's digit on its colour and a key to the colours when opt->colour
 * is set; LF_RENDER_UNICODE draws empty cells as middle dots too;
 * LF_RENDER_SVG writes a standalone SVG document.  The squares of
 * opt->marked are drawn between brackets in text, ringed in SVG; an index
 * that is no square of the board is ignored. */
enum lf_status
lf_render(const struct lf_position *pos, const struct lf_render_options *opt,
    struct lf_buf *out, struct lf_error *err)
{
	static const struct lf_render_options plain;

	if (opt == NULL)
		opt = &plain;
	switch (opt->format) {
	case LF_RENDER_SVG:
		render_svg(pos, opt, out);
		break;
	case LF_RENDER_TEXT:
	case LF_RENDER_UNICODE:
		render_text(pos, opt, out);
		break;
	default:
		return lf_error_set(err, LF_EINVAL, 0,
		    "unknown drawing format %d", (int)opt->format);
	}
	return lf_buf_status(out, err);
}
