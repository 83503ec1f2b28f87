/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* newgame.c: starting positions: board shapes, the piece counts of each
 * variant (RULES.md) and the documented random placement. */
#include "config.h"

#include <string.h>

#include "leapfrog.h"
#include "board_int.h"
#include "random_int.h"

/* The side of the capture hexagon and the rows of its 9 x 9 array. */
#define CAPTURE_SIDE 5

/* Fill opt with a variant's default rules and size. */
enum lf_status
lf_new_options_default(enum lf_variant v, struct lf_new_options *opt,
    struct lf_error *err)
{
	struct lf_rules rules;
	enum lf_status st = lf_rules_default(v, &rules, err);

	if (st != LF_OK)
		return st;
	memset(opt, 0, sizeof *opt);
	opt->rules = rules;
	opt->shape = NULL;
	return LF_OK;
}

/* Round num / den to the nearest whole number, halves up. */
static int
round_ratio(long num, long den)
{
	return (int)((2 * num + den) / (2 * den));
}

/* How many pieces of each value a variant puts on a board of `cells`
 * pieces: murray 4:3:2:1 and froglet 66:51:21:6 for values 1:2:3:4, the
 * higher values rounded to nearest (halves up) and value 1 taking the
 * rest; one value-1 piece per cell otherwise. */
enum lf_status
lf_piece_counts(enum lf_variant v, int cells, int counts[LF_MAX_VALUE + 1],
    struct lf_error *err)
{
	static const long murray[] = { 0, 0, 3, 2, 1 };
	static const long froglet[] = { 0, 0, 51, 21, 6 };
	const long *weight = NULL;
	long total = 0;
	int value, rest = cells;
	struct lf_rules rules; /* only to refuse a value that is no variant */
	enum lf_status st = lf_rules_default(v, &rules, err);

	if (st != LF_OK)
		return st;
	if (cells < 0 || cells > LF_MAX_WIDTH * LF_MAX_HEIGHT)
		return lf_error_set(err, cells < 0 ? LF_EINVAL : LF_ELIMIT, 0,
		    "%d cells are out of range (0 to %d)", cells,
		    LF_MAX_WIDTH * LF_MAX_HEIGHT);
	memset(counts, 0, sizeof(int) * (LF_MAX_VALUE + 1));
	if (v == LF_MURRAY) {
		weight = murray;
		total = 10;
	} else if (v == LF_FROGLET) {
		weight = froglet;
		total = 144;
	}
	if (weight != NULL)
		for (value = 4; value >= 2; value--) {
			counts[value] = round_ratio(weight[value] * cells,
			    total);
			rest -= counts[value];
		}
	counts[1] = rest;
	return LF_OK;
}

/* The size of opt's rectangular board, the variant's default where opt
 * gives none, into *width and *height. */
static enum lf_status
rectangle_size(const struct lf_new_options *opt, int *width, int *height,
    struct lf_error *err)
{
	int w = opt->width, h = opt->height;
	enum lf_status st;

	if (w == 0 && h == 0) {
		st = lf_default_size(opt->rules.variant, &w, err);
		if (st != LF_OK)
			return st;
		h = w;
	}
	if (w < 1 || h < 1 || w > LF_MAX_WIDTH || h > LF_MAX_HEIGHT)
		return lf_error_set(err, LF_ELIMIT, 0,
		    "board size %dx%d is out of range (1x1 to %dx%d)", w, h,
		    LF_MAX_WIDTH, LF_MAX_HEIGHT);
	*width = w;
	*height = h;
	return LF_OK;
}

/* Lay out the cells of a board that is not a plain rectangle (opt's shape,
 * or else capture's hexagon) as '#' (no cell), '.' (an empty cell), 'o' (a
 * cell for a random piece) or a digit (a fixed piece) in mask, a
 * LF_MAX_HEIGHT x LF_MAX_WIDTH array, and set *width and *height. */
static enum lf_status
board_mask(const struct lf_new_options *opt, char *mask, int *width,
    int *height, struct lf_error *err)
{
	int r, c, w = opt->width, h = opt->height;
	int side = CAPTURE_SIDE, n = 2 * CAPTURE_SIDE - 1;

	if (opt->shape != NULL) {
		const char *p = opt->shape;
		w = -1;
		r = c = 0;
		for (;; p++) {
			if (*p == '/' || *p == '\0') {
				if (c == 0)
					return lf_error_set(err, LF_EINVAL, 0,
					    "shape row %d is empty", r + 1);
				if (w >= 0 && c != w)
					return lf_error_set(err, LF_EINVAL, 0,
					    "shape row %d has %d cells, row 1 "
					    "has %d", r + 1, c, w);
				w = c;
				r++;
				c = 0;
				if (*p == '\0')
					break;
				continue;
			}
			if (r >= LF_MAX_HEIGHT || c >= LF_MAX_WIDTH)
				return lf_error_set(err, LF_ELIMIT, 0,
				    "shape is larger than %d x %d",
				    LF_MAX_WIDTH, LF_MAX_HEIGHT);
			if (*p == 'x' || *p == 'X' || *p == 'O')
				mask[r * LF_MAX_WIDTH + c] = 'o';
			else if (*p == '#' || *p == '.' || *p == 'o' ||
			    (*p >= '1' && *p <= '9'))
				mask[r * LF_MAX_WIDTH + c] = *p;
			else
				return lf_error_set(err, LF_EINVAL, 0,
				    "shape row %d, column %d: unexpected "
				    "character (use 'o' for a piece, '.' for "
				    "an empty cell, '#' for no cell, or a "
				    "digit "
				    "for a piece of that value)", r + 1, c + 1);
			c++;
		}
		*width = w;
		*height = r;
		return LF_OK;
	}
	/* Capture's hexagon, in the axial layout: row y from the bottom
	 * holds columns x with |x - y| <= side - 1 (leapfrog(5)). */
	if ((w != 0 || h != 0) && (w != side || h != side))
		return lf_error_set(err, LF_EINVAL, 0,
		    "capture is played on the 61-cell hexagon of side %d "
		    "(size %d), not %dx%d; use a shape for other hexagonal "
		    "boards", side, side, w, h);
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++) {
			int y = n - 1 - r, d = c - y;
			mask[r * LF_MAX_WIDTH + c] =
			    d > side - 1 || -d > side - 1 ? '#' : 'o';
		}
	mask[(n / 2) * LF_MAX_WIDTH + n / 2] = '.';
	*width = *height = n;
	return LF_OK;
}

/* Whether opt's board is a plain rectangle of random pieces: no shape,
 * and not the hexagon of capture. */
static int
is_rectangle(const struct lf_new_options *opt)
{
	return opt->shape == NULL && opt->rules.variant != LF_CAPTURE;
}

/* Make the starting position for opt: the board shape, the variant's
 * pieces shuffled by Fisher-Yates with lf_random_below() from the seed and
 * laid on the 'o' cells in reading order, every score 0, player 1 to move. */
enum lf_status
lf_new_game(const struct lf_new_options *opt, struct lf_position *pos,
    struct lf_error *err)
{
	char mask[LF_MAX_WIDTH * LF_MAX_HEIGHT];
	unsigned char pieces[LF_MAX_WIDTH * LF_MAX_HEIGHT];
	int counts[LF_MAX_VALUE + 1];
	int r, c, width = 0, height = 0, random_cells = 0, total_pieces = 0;
	int value, i, n;
	struct lf_random rng;
	enum lf_status st;

	if (opt->rules.players < LF_MIN_PLAYERS ||
	    opt->rules.players > LF_MAX_PLAYERS)
		return lf_error_set(err, LF_ELIMIT, 0,
		    "%d players is out of range (%d to %d)",
		    opt->rules.players, LF_MIN_PLAYERS, LF_MAX_PLAYERS);
	/* A rectangle needs no mask: every cell takes a random piece. */
	if (is_rectangle(opt)) {
		if ((st = rectangle_size(opt, &width, &height, err)) != LF_OK)
			return st;
		random_cells = total_pieces = width * height;
	} else {
		st = board_mask(opt, mask, &width, &height, err);
		if (st != LF_OK)
			return st;
		for (r = 0; r < height; r++)
			for (c = 0; c < width; c++) {
				char m = mask[r * LF_MAX_WIDTH + c];
				random_cells += m == 'o';
				total_pieces += m == 'o' ||
				    (m >= '1' && m <= '9');
			}
	}
	if (opt->rules.players > total_pieces)
		return lf_error_set(err, LF_EINVAL, 0,
		    "more players (%d) than pieces on the board (%d)",
		    opt->rules.players, total_pieces);

	st = lf_piece_counts(opt->rules.variant, random_cells, counts, err);
	if (st != LF_OK)
		return st;
	n = 0;
	for (value = 1; value <= LF_MAX_VALUE; value++)
		for (i = 0; i < counts[value]; i++)
			pieces[n++] = (unsigned char)value;
	lf_random_seed(&rng, opt->seed);
	/* Pieces all of one value (every traditional board) come out of
	 * the shuffle as they went in, so it is skipped. */
	for (i = n > 0 && pieces[0] != pieces[n - 1] ? n - 1 : 0; i > 0;
	    i--) {
		int j = (int)lf_draw_below64(&rng, (uint64_t)i + 1);
		unsigned char t = pieces[i];
		pieces[i] = pieces[j];
		pieces[j] = t;
	}

	memset(pos, 0, sizeof *pos);
	pos->rules = opt->rules;
	lf_board_blank(pos, width, height);
	n = 0;
	if (is_rectangle(opt))
		for (r = 0; r < height; r++)
			memcpy(pos->priv.cell + lf_cell_at(0, r),
			    pieces + r * width, (size_t)width);
	else
		for (r = 0; r < height; r++)
			for (c = 0; c < width; c++) {
				char m = mask[r * LF_MAX_WIDTH + c];
				int idx = lf_cell_at(c, r);
				if (m == 'o')
					pos->priv.cell[idx] = pieces[n++];
				else if (m == '#')
					pos->priv.cell[idx] = LF_OFF;
				else if (m >= '1' && m <= '9')
					pos->priv.cell[idx] =
					    (unsigned char)(m - '0');
			}
	lf_position_sync(pos);
	return LF_OK;
}
