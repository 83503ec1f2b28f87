/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_render.c: Check suite for lib/pictures/render.c. */
#include "config.h"

#include "check_util.h"

#define MURRAY_3X3 "lf1 variant=murray players=2 jumps=orth chain=free " \
	"opening=each removal=low turn=2 ply=3 score=1,12 board=123/4.1/2#5"
/* The same pieces with the hole in a corner, where a3 can jump: a game in
 * progress, player 2 to move. */
#define MURRAY_3X3_PLAYING "lf1 variant=murray players=2 jumps=orth " \
	"chain=free opening=each removal=low turn=2 ply=3 score=1,12 " \
	"board=12./431/2#5"

/* Draw the position line in the given format into out, which the caller
 * frees. */
static void
draw(const char *line, enum lf_render_format format, int colour,
    struct lf_buf *out)
{
	static struct lf_position pos;
	struct lf_render_options opt;

	parse_ok(line, &pos);
	memset(&opt, 0, sizeof opt);
	opt.format = format;
	opt.colour = colour;
	lf_buf_init(out);
	ck_assert_int_eq(lf_render(&pos, &opt, out, NULL), LF_OK);
	ck_assert(!out->failed);
	ck_assert_ptr_nonnull(out->data);
}

/* The number of times needle occurs in haystack. */
static int
count(const char *haystack, const char *needle)
{
	int n = 0;
	size_t len = strlen(needle);

	while ((haystack = strstr(haystack, needle)) != NULL) {
		n++;
		haystack += len;
	}
	return n;
}

/* The number of values written on the pieces of an SVG drawing: the
 * texts of the group in the pieces' font size. */
static int
values_written(const char *svg)
{
	const char *p = strstr(svg, "font-size=\"16\"");
	const char *end = p != NULL ? strstr(p, "</g>") : NULL;
	int n = 0;

	if (end == NULL)
		return -1;
	while ((p = strstr(p, "<text")) != NULL && p < end) {
		n++;
		p++;
	}
	return n;
}

/* Whether text holds only ASCII bytes. */
static int
is_ascii(const char *text)
{
	for (; *text; text++)
		if ((unsigned char)*text >= 0x80)
			return 0;
	return 1;
}

/* No piece of MURRAY_3X3 can jump (the hole is two cells from none), so
 * the game is over: the outcome replaces the player to move, and no line
 * is marked. */
START_TEST(test_text_exact)
{
	struct lf_buf out;

	draw(MURRAY_3X3, LF_RENDER_TEXT, 0, &out);
	ck_assert_str_eq(out.data,
	    "3 1 2 3\n"
	    "2 4 . 1\n"
	    "1 2   5\n"
	    "  a b c\n"
	    "variant=murray jumps=orth chain=free opening=each removal=low\n"
	    "ply 3, game over: player 2 wins with 12\n"
	    "  player 1:  1\n"
	    "  player 2: 12\n");
	lf_buf_free(&out);
}
END_TEST


/* On a hexagonal board, where columns run slantwise, a column's name
 * stands just below its lowest cell (a, b under a1, b1) or, where a cell
 * of another column would be as near, just above its highest (c, d above
 * c4, d4, the drawing taller by a row above): they stood where the next
 * cell of the column below would be, as near a cell of the next column
 * ('a' between a1 and b1, 'c' beside b1). */
START_TEST(test_svg_hex_names)
{
	struct lf_buf out;

	draw("lf1 variant=capture players=2 jumps=hex chain=free "
	    "opening=none removal=any turn=1 ply=0 score=0,0 "
	    "board=##11/#1.1/11.#/1.##", LF_RENDER_SVG, 0, &out);
	/* a1 and b1 are at (88, 141) and (128, 141), c4 and d4 at
	 * (108, 36) and (148, 36); rows are 35 apart. */
	ck_assert(strstr(out.data, "<circle cx=\"88\" cy=\"141\"") != NULL);
	ck_assert(strstr(out.data, "<circle cx=\"108\" cy=\"36\"") != NULL);
	ck_assert(strstr(out.data, "<text x=\"88\" y=\"180\">a</text>") !=
	    NULL);
	ck_assert(strstr(out.data, "<text x=\"128\" y=\"180\">b</text>") !=
	    NULL);
	ck_assert(strstr(out.data, "<text x=\"108\" y=\"5\">c</text>") !=
	    NULL);
	ck_assert(strstr(out.data, "<text x=\"148\" y=\"5\">d</text>") !=
	    NULL);
	ck_assert(strstr(out.data, "viewBox=\"0 -35 504 335\"") != NULL);
	ck_assert(strstr(out.data, "<rect y=\"-35\" width=\"504\" "
	    "height=\"335\"") != NULL);
	lf_buf_free(&out);
}
END_TEST
/* A game in progress names the player to move and the phase, marks that
 * player's line, in bold with colour, and in the SVG title. */
START_TEST(test_in_progress)
{
	struct lf_buf out;

	draw(MURRAY_3X3_PLAYING, LF_RENDER_TEXT, 0, &out);
	ck_assert_str_eq(out.data,
	    "3 1 2 .\n"
	    "2 4 3 1\n"
	    "1 2   5\n"
	    "  a b c\n"
	    "variant=murray jumps=orth chain=free opening=each removal=low\n"
	    "ply 3, player 2 to move (jumping)\n"
	    "  player 1:  1\n"
	    "> player 2: 12\n");
	lf_buf_free(&out);
	draw(MURRAY_3X3_PLAYING, LF_RENDER_UNICODE, 1, &out);
	ck_assert_ptr_nonnull(strstr(out.data, "\033[1m> player 2: 12\033[0m"));
	lf_buf_free(&out);
	draw(MURRAY_3X3_PLAYING, LF_RENDER_SVG, 0, &out);
	ck_assert_ptr_nonnull(strstr(out.data, "<title>Leap Frog: murray, "
	    "3x3, ply 3, player 2 to move</title>"));
	ck_assert_ptr_nonnull(strstr(out.data, "&gt; player 2: 12"));
	lf_buf_free(&out);
}
END_TEST

START_TEST(test_text_opening_phase)
{
	struct lf_buf out;

	draw("lf1 variant=traditional players=3 jumps=orth chain=free "
	    "opening=each removal=any turn=2 ply=1 score=1,0,0 board=1.1",
	    LF_RENDER_TEXT, 0, &out);
	ck_assert_str_eq(out.data,
	    "1 1 . 1\n"
	    "  a b c\n"
	    "variant=traditional jumps=orth chain=free opening=each "
	    "removal=any\n"
	    "ply 1, player 2 to move (removal)\n"
	    "  player 1: 1\n"
	    "> player 2: 0\n"
	    "  player 3: 0\n");
	lf_buf_free(&out);
}
END_TEST

START_TEST(test_text_no_trailing_blanks)
{
	struct lf_buf out;

	draw("lf1 variant=traditional players=2 jumps=orth chain=free "
	    "opening=none removal=any turn=1 ply=0 score=0,0 "
	    "board=#1#/111/#.#", LF_RENDER_TEXT, 0, &out);
	ck_assert_ptr_null(strstr(out.data, " \n"));
	ck_assert_ptr_nonnull(strstr(out.data, "3   1\n2 1 1 1\n1   .\n"));
	lf_buf_free(&out);
}
END_TEST

START_TEST(test_text_hex_indent)
{
	struct lf_buf out;

	/* A hexagon of side 2: row r from the top is indented r
	 * characters, so the rows form a hexagon. */
	draw("lf1 variant=capture players=2 jumps=hex chain=free "
	    "opening=none removal=any turn=1 ply=0 score=0,0 "
	    "board=#11/1.1/11#", LF_RENDER_TEXT, 0, &out);
	ck_assert_str_eq(out.data,
	    "3   1 1\n"
	    "2  1 . 1\n"
	    "1   1 1\n"
	    "     a b c\n"
	    "variant=capture jumps=hex chain=free opening=none removal=any\n"
	    "ply 0, game over: draw between players 1 and 2 with 0\n"
	    "  player 1: 0\n"
	    "  player 2: 0\n");
	lf_buf_free(&out);
}
END_TEST

START_TEST(test_text_plain_has_no_escapes)
{
	struct lf_buf out;

	draw(MURRAY_3X3, LF_RENDER_TEXT, 0, &out);
	ck_assert_ptr_null(strchr(out.data, '\033'));
	ck_assert(is_ascii(out.data));
	lf_buf_free(&out);
}
END_TEST

START_TEST(test_unicode_colour)
{
	struct lf_buf out;

	draw(MURRAY_3X3, LF_RENDER_UNICODE, 1, &out);
	/* 1 white, 2 yellow, 3 red, 4 green: each its digit, in bold, on a
	 * background of its colour, black or white for contrast; 5 has no
	 * murray colour and is grey. */
	ck_assert_ptr_nonnull(strstr(out.data,
	    "\033[1;38;5;16;48;5;255m1\033[0m"));
	ck_assert_ptr_nonnull(strstr(out.data,
	    "\033[1;38;5;16;48;5;220m2\033[0m"));
	ck_assert_ptr_nonnull(strstr(out.data,
	    "\033[1;38;5;231;48;5;124m3\033[0m"));
	ck_assert_ptr_nonnull(strstr(out.data,
	    "\033[1;38;5;16;48;5;36m4\033[0m"));
	ck_assert_ptr_nonnull(strstr(out.data,
	    "\033[1;38;5;16;48;5;250m5\033[0m"));
	ck_assert_ptr_nonnull(strstr(out.data, "\033[2m\xc2\xb7\033[0m"));
	/* No piece is told by colour alone: no disc, every digit there. */
	ck_assert_ptr_null(strstr(out.data, "\xe2\x97\x8f"));
	/* The key names the four colours' values. */
	ck_assert_ptr_nonnull(strstr(out.data,
	    "\033[1;38;5;16;48;5;255m1\033[0m white  "
	    "\033[1;38;5;16;48;5;220m2\033[0m yellow  "
	    "\033[1;38;5;231;48;5;124m3\033[0m red  "
	    "\033[1;38;5;16;48;5;36m4\033[0m green\n"));
	/* The game is over: no line is bold (test_in_progress has one). */
	ck_assert_ptr_null(strstr(out.data, "\033[1m>"));
	ck_assert_int_eq(count(out.data, "\033["),
	    count(out.data, "\033[0m") * 2);
	lf_buf_free(&out);
}
END_TEST

START_TEST(test_text_colour_ascii)
{
	struct lf_buf out;

	draw(MURRAY_3X3, LF_RENDER_TEXT, 1, &out);
	ck_assert(is_ascii(out.data));
	ck_assert_ptr_nonnull(strstr(out.data,
	    "\033[1;38;5;16;48;5;36m4\033[0m"));
	ck_assert_ptr_nonnull(strstr(out.data, "\033[2m.\033[0m"));
	/* The key too, in ASCII. */
	ck_assert_ptr_nonnull(strstr(out.data, "\033[0m green\n"));
	lf_buf_free(&out);
}
END_TEST

START_TEST(test_unicode_without_colour)
{
	struct lf_buf out;

	draw(MURRAY_3X3, LF_RENDER_UNICODE, 0, &out);
	ck_assert_ptr_null(strchr(out.data, '\033'));
	ck_assert_ptr_nonnull(strstr(out.data, "2 4 \xc2\xb7 1\n"));
	ck_assert_ptr_null(strstr(out.data, " white"));
	lf_buf_free(&out);
}
END_TEST

START_TEST(test_froglet_colours)
{
	struct lf_buf out;

	draw("lf1 variant=froglet players=2 jumps=orth chain=free "
	    "opening=first removal=low turn=1 ply=0 score=0,0 board=14",
	    LF_RENDER_UNICODE, 1, &out);
	ck_assert_ptr_nonnull(strstr(out.data,
	    "1 \033[1;38;5;16;48;5;36m1\033[0m "
	    "\033[1;38;5;231;48;5;26m4\033[0m\n"));
	lf_buf_free(&out);
}
END_TEST

START_TEST(test_svg_basics)
{
	struct lf_buf out;

	draw(MURRAY_3X3, LF_RENDER_SVG, 0, &out);
	ck_assert_int_eq(strncmp(out.data, "<?xml version=\"1.0\" "
	    "encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"",
	    75), 0);
	ck_assert_int_eq(count(out.data, "<svg"), 1);
	ck_assert_int_eq(strcmp(out.data + out.len - 7, "</svg>\n"), 0);
	ck_assert_int_eq(count(out.data, "<g"), count(out.data, "</g>"));
	ck_assert_int_eq(count(out.data, "<text"), count(out.data, "</text>"));
	/* 7 pieces, 1 hole, 4 discs in the key; no circle for '#'. */
	ck_assert_int_eq(count(out.data, "<circle"), 7 + 1 + 4);
	ck_assert_int_eq(count(out.data, " r=\"4\""), 1);
	/* Every piece has its value written, in black or, on red and blue,
	 * in white: no value is told by its colour alone. */
	ck_assert_ptr_nonnull(strstr(out.data, ">5</text>"));
	ck_assert_ptr_nonnull(strstr(out.data, ">4</text>"));
	ck_assert_ptr_nonnull(strstr(out.data, " fill=\"#ffffff\">3</text>"));
	ck_assert_int_eq(values_written(out.data), 7);
	/* The outcome, in the title and under the board. */
	ck_assert_ptr_nonnull(strstr(out.data, "<title>Leap Frog: murray, "
	    "3x3, ply 3, game over</title>"));
	ck_assert_ptr_nonnull(strstr(out.data, ">ply 3, game over: player 2 "
	    "wins with 12<"));
	ck_assert_ptr_null(strchr(out.data, '\033'));
	ck_assert_ptr_null(strstr(out.data, "NaN"));
	lf_buf_free(&out);
}
END_TEST

START_TEST(test_null_options_mean_text)
{
	static struct lf_position pos;
	struct lf_buf a, b;

	parse_ok(MURRAY_3X3, &pos);
	lf_buf_init(&a);
	ck_assert_int_eq(lf_render(&pos, NULL, &a, NULL), LF_OK);
	draw(MURRAY_3X3, LF_RENDER_TEXT, 0, &b);
	ck_assert_str_eq(a.data, b.data);
	lf_buf_free(&a);
	lf_buf_free(&b);
}
END_TEST

/* A format the library does not know is LF_EINVAL, with a message or,
 * with a NULL record, the status alone, and nothing appended. */
START_TEST(test_unknown_format)
{
	static struct lf_position pos;
	struct lf_render_options opt = { (enum lf_render_format)7, 0, NULL,
	    0, NULL, NULL, NULL };
	struct lf_error err;
	struct lf_buf out;

	parse_ok(MURRAY_3X3, &pos);
	lf_buf_init(&out);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_render(&pos, &opt, &out, &err), LF_EINVAL);
	ck_assert_str_eq(err.message, "unknown drawing format 7");
	ck_assert_int_eq(lf_render(&pos, &opt, &out, NULL), LF_EINVAL);
	ck_assert_uint_eq(out.len, 0);
	ck_assert_int_eq(out.failed, 0);
	lf_buf_free(&out);
}
END_TEST

/* The squares of opt.marked are drawn between brackets that take the
 * spaces around them, with "|" between two side by side, in bold with
 * colour, and ringed in SVG; an index that is no square is ignored. */
START_TEST(test_marked_squares)
{
	static struct lf_position pos;
	struct lf_render_options opt;
	struct lf_buf out;
	int marked[] = { lf_index(0, 0), lf_index(1, 0), lf_index(0, 1),
	    lf_index(2, 2), -1, lf_index(1, 2), lf_index(7, 7), 1 << 20 };

	parse_ok(MURRAY_3X3_PLAYING, &pos);
	memset(&opt, 0, sizeof opt);
	opt.marked = marked;
	opt.marked_count = sizeof marked / sizeof marked[0];
	lf_buf_init(&out);
	ck_assert_int_eq(lf_render(&pos, &opt, &out, NULL), LF_OK);
	ck_assert_ptr_nonnull(out.data);
	ck_assert_int_eq(strncmp(out.data,
	    "3[1|2].\n"
	    "2[4]3 1\n"
	    "1 2  [5]\n"
	    "  a b c\n", 32), 0);
	lf_buf_reset(&out);
	opt.colour = 1;
	opt.format = LF_RENDER_UNICODE;
	ck_assert_int_eq(lf_render(&pos, &opt, &out, NULL), LF_OK);
	ck_assert_int_eq(count(out.data, "\033[1m[\033[0m"), 3);
	ck_assert_int_eq(count(out.data, "\033[1m|\033[0m"), 1);
	ck_assert_int_eq(count(out.data, "\033[1m]\033[0m"), 3);
	lf_buf_reset(&out);
	opt.format = LF_RENDER_SVG;
	ck_assert_int_eq(lf_render(&pos, &opt, &out, NULL), LF_OK);
	ck_assert_int_eq(count(out.data, " r=\"18\""), 4);
	ck_assert_int_eq(count(out.data, "<g"), count(out.data, "</g>"));
	lf_buf_free(&out);
}
END_TEST

/* With opt.move too, the squares of opt.marked that are not of its route
 * are drawn between parentheses, so that they are told apart from the
 * move's without colour; side by side with a square marked otherwise, the
 * space between takes the second one's opening mark. */
START_TEST(test_marked_and_move)
{
	static struct lf_position pos;
	struct lf_render_options opt;
	struct lf_move *move;
	struct lf_buf out;
	uint16_t route[] = {
		(uint16_t)lf_index(0, 0), (uint16_t)lf_index(2, 0)
	};
	int marked[] = { lf_index(1, 0), lf_index(0, 1), lf_index(0, 0) };

	parse_ok(MURRAY_3X3_PLAYING, &pos);
	ck_assert_int_eq(lf_move_new(&move, NULL), LF_OK);
	ck_assert_int_eq(lf_move_set(move, route, 2, NULL), LF_OK);
	memset(&opt, 0, sizeof opt);
	opt.marked = marked;
	opt.marked_count = sizeof marked / sizeof marked[0];
	opt.move = move;
	lf_buf_init(&out);
	ck_assert_int_eq(lf_render(&pos, &opt, &out, NULL), LF_OK);
	ck_assert_ptr_nonnull(out.data);
	ck_assert_int_eq(strncmp(out.data,
	    "3[1(2[.]\n"
	    "2(4)3 1\n"
	    "1 2   5\n"
	    "  a b c\n", 32), 0);
	lf_buf_free(&out);
	lf_move_free(move);
}
END_TEST

/* A line for a width x height board of 1s with n players. */
static char *
big_line(int width, int height, int players, long score)
{
	struct lf_buf line;
	int r, c, p;

	lf_buf_init(&line);
	lf_buf_printf(&line, "lf1 variant=traditional players=%d jumps=orth "
	    "chain=free opening=each removal=any turn=%d ply=0 score=",
	    players, players);
	for (p = 0; p < players; p++)
		lf_buf_printf(&line, p ? ",%ld" : "%ld", score);
	lf_buf_puts(&line, " board=");
	for (r = 0; r < height; r++) {
		if (r > 0)
			lf_buf_puts(&line, "/");
		for (c = 0; c < width; c++)
			lf_buf_puts(&line, "1");
	}
	ck_assert(!line.failed);
	return line.data;
}

START_TEST(test_limit_64x64)
{
	struct lf_buf out;
	char *line = big_line(LF_MAX_WIDTH, LF_MAX_HEIGHT, 2, 0);

	draw(line, LF_RENDER_TEXT, 0, &out);
	/* 64 rows, 2 lines of column names, 2 info lines, 2 players. */
	ck_assert_int_eq(count(out.data, "\n"), 64 + 2 + 2 + 2);
	ck_assert_int_eq(strncmp(out.data, "64 1 1 1", 8), 0);
	ck_assert_ptr_nonnull(strstr(out.data, "\n 1 1 1 1"));
	/* The names of columns 27 to 64 (aa ... bl) read downwards. */
	ck_assert_ptr_nonnull(strstr(out.data,
	    " a a b b b b b b b b b b b b\n"));
	ck_assert_ptr_nonnull(strstr(out.data,
	    " y z a b c d e f g h i j k l\n"));
	lf_buf_free(&out);
	draw(line, LF_RENDER_SVG, 0, &out);
	ck_assert_int_eq(count(out.data, "<circle"), 64 * 64 + 1);
	ck_assert_ptr_nonnull(strstr(out.data, ">bl</text>"));
	ck_assert_int_eq(values_written(out.data), 64 * 64);
	lf_buf_free(&out);
	draw(line, LF_RENDER_UNICODE, 1, &out);
	/* Every piece its digit on its colour, and the key's "1 white". */
	ck_assert_int_eq(count(out.data, "\033[1;38;5;16;48;5;255m1\033[0m"),
	    64 * 64 + 1);
	lf_buf_free(&out);
	free(line);
}
END_TEST

START_TEST(test_limit_16_players)
{
	struct lf_buf out;
	char *line = big_line(2, 1, LF_MAX_PLAYERS, LF_MAX_NUMBER);

	draw(line, LF_RENDER_TEXT, 0, &out);
	ck_assert_ptr_nonnull(strstr(out.data,
	    "\n  player  1: 2147483647\n  player  2: 2147483647\n"));
	ck_assert_ptr_nonnull(strstr(out.data,
	    "\n  player 15: 2147483647\n> player 16: 2147483647\n"));
	ck_assert_int_eq(count(out.data, "player"), 17);
	lf_buf_free(&out);
	draw(line, LF_RENDER_SVG, 0, &out);
	/* The same lines, and the title. */
	ck_assert_int_eq(count(out.data, "player"), 17 + 1);
	lf_buf_free(&out);
	free(line);
}
END_TEST

START_TEST(test_limit_1x1)
{
	struct lf_buf out;

	draw("lf1 variant=traditional players=2 jumps=hex chain=free "
	    "opening=none removal=any turn=1 ply=0 score=0,0 board=.",
	    LF_RENDER_TEXT, 0, &out);
	ck_assert_int_eq(strncmp(out.data, "1 .\n   a\n", 9), 0);
	lf_buf_free(&out);
	draw("lf1 variant=traditional players=2 jumps=hex chain=free "
	    "opening=none removal=any turn=1 ply=0 score=0,0 board=.",
	    LF_RENDER_SVG, 0, &out);
	ck_assert_int_eq(count(out.data, "<circle"), 1 + 1);
	lf_buf_free(&out);
}
END_TEST

START_TEST(test_limit_appends)
{
	static struct lf_position pos;
	struct lf_buf out;
	size_t once;

	/* Rendering appends; it never overwrites what the buffer holds. */
	parse_ok(MURRAY_3X3, &pos);
	lf_buf_init(&out);
	lf_buf_puts(&out, "head\n");
	ck_assert_int_eq(lf_render(&pos, NULL, &out, NULL), LF_OK);
	once = out.len;
	ck_assert_int_eq(lf_render(&pos, NULL, &out, NULL), LF_OK);
	ck_assert_int_eq(strncmp(out.data, "head\n3 1 2 3\n", 13), 0);
	ck_assert_uint_eq(out.len, 2 * once - 5);
	lf_buf_free(&out);
}
END_TEST

/* The suite for render.c. */
static Suite *
render_suite(void)
{
	Suite *s = suite_create("render");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_text_exact);
	tcase_add_test(core, test_in_progress);
	tcase_add_test(core, test_text_opening_phase);
	tcase_add_test(core, test_text_no_trailing_blanks);
	tcase_add_test(core, test_text_hex_indent);
	tcase_add_test(core, test_text_plain_has_no_escapes);
	tcase_add_test(core, test_unicode_colour);
	tcase_add_test(core, test_text_colour_ascii);
	tcase_add_test(core, test_unicode_without_colour);
	tcase_add_test(core, test_froglet_colours);
	tcase_add_test(core, test_svg_basics);
	tcase_add_test(core, test_svg_hex_names);
	tcase_add_test(core, test_null_options_mean_text);
	tcase_add_test(core, test_unknown_format);
	tcase_add_test(core, test_marked_squares);
	tcase_add_test(core, test_marked_and_move);
	suite_add_tcase(s, core);
	tcase_add_test(limits, test_limit_64x64);
	tcase_add_test(limits, test_limit_16_players);
	tcase_add_test(limits, test_limit_1x1);
	tcase_add_test(limits, test_limit_appends);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(render_suite)
