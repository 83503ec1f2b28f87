/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* solve_symmetry.c: the symmetries of a board that the exact solver's
 * table folds together (solve.c): those that keep the shape of the board
 * and the directions of its jumps. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "solve_int.h"

/* Whether the matrix a (acting on column and row steps, rows counted
 * downwards) maps the jump directions of the rule onto themselves. */
static int
keeps_directions(enum lf_jumps jumps, const int a[4])
{
	const struct lf_direction *dirs;
	int n = lf_directions(jumps, &dirs), i, k, dc, dr;

	for (i = 0; i < n; i++) {
		dc = a[0] * dirs[i].dc + a[1] * dirs[i].dr;
		dr = a[2] * dirs[i].dc + a[3] * dirs[i].dr;
		for (k = 0; k < n; k++)
			if (dirs[k].dc == dc && dirs[k].dr == dr)
				break;
		if (k == n)
			return 0;
	}
	return 1;
}

/* Try the symmetry of matrix a about the centre (cx2/2, cy2/2): keep its
 * map when it sends every cell to a cell of the board (so the shape to
 * itself) and the directions to themselves. */
static void
try_symmetry(struct lf_solver *s, const struct lf_position *pos,
    const int a[4], int cx2, int cy2)
{
	uint16_t *map = s->map[s->symmetries];
	int r, c, dx, dy, x2, y2, from, to;

	if (s->symmetries == SYMMETRIES_MAX ||
	    !keeps_directions(pos->rules.jumps, a))
		return;
	for (from = 0; from < LF_CELLS; from++)
		map[from] = (uint16_t)from;
	for (r = 0; r < pos->height; r++)
		for (c = 0; c < pos->width; c++) {
			from = lf_cell_at(c, r);
			if (pos->priv.cell[from] == LF_OFF)
				continue;
			dx = 2 * c - cx2;
			dy = 2 * r - cy2;
			x2 = a[0] * dx + a[1] * dy + cx2;
			y2 = a[2] * dx + a[3] * dy + cy2;
			if (x2 % 2 != 0 || y2 % 2 != 0 || x2 < 0 || y2 < 0 ||
			    x2 / 2 >= pos->width || y2 / 2 >= pos->height)
				return;
			to = lf_cell_at(x2 / 2, y2 / 2);
			if (pos->priv.cell[to] == LF_OFF)
				return;
			map[from] = (uint16_t)to;
		}
	s->symmetries++;
}

/* Find the symmetries of the board of pos: those of the square lattice
 * (the 8 of a square) about the centre of the box, or for hexagonal
 * jumps the 12 of the hexagonal lattice about the centre of the cells,
 * as far as each keeps the shape and the directions.  The identity is
 * always the first. */
void
lf_solve_find_symmetries(struct lf_solver *s, const struct lf_position *pos)
{
	static const int square[8][4] = {
		{ 1, 0, 0, 1 }, { -1, 0, 0, 1 }, { 1, 0, 0, -1 },
		{ -1, 0, 0, -1 }, { 0, 1, 1, 0 }, { 0, -1, -1, 0 },
		{ 0, 1, -1, 0 }, { 0, -1, 1, 0 }
	};
	int a[4] = { 1, 0, 0, 1 }, b[4], k, r, c, n = 0, sx = 0, sy = 0;

	s->symmetries = 0;
	if (pos->rules.jumps != LF_JUMPS_HEX) {
		for (k = 0; k < 8; k++)
			try_symmetry(s, pos, square[k], pos->width - 1,
			    pos->height - 1);
		return;
	}
	for (r = 0; r < pos->height; r++)
		for (c = 0; c < pos->width; c++)
			if (pos->priv.cell[lf_cell_at(c, r)] != LF_OFF) {
				sx += c;
				sy += r;
				n++;
			}
	if (n == 0 || (2 * sx) % n != 0 || (2 * sy) % n != 0) {
		try_symmetry(s, pos, a, 0, 0);
		return;
	}
	/* The rotations by 60 degrees, each with and without the mirror
	 * that swaps the two axes. */
	for (k = 0; k < 6; k++) {
		try_symmetry(s, pos, a, 2 * sx / n, 2 * sy / n);
		b[0] = a[1];
		b[1] = a[0];
		b[2] = a[3];
		b[3] = a[2];
		try_symmetry(s, pos, b, 2 * sx / n, 2 * sy / n);
		/* a = rotation * a, rotation (0 -1; 1 1). */
		b[0] = -a[2];
		b[1] = -a[3];
		b[2] = a[0] + a[2];
		b[3] = a[1] + a[3];
		memcpy(a, b, sizeof a);
	}
}

/* Make the table of the keys of the pieces' images on the board of pos,
 * whose symmetries lf_solve_find_symmetries() has found (after
 * lf_core_init()): for each cell of the board and each value, the key of
 * that piece on the cell's image under each symmetry (image_at()).
 * Return -1 when out of memory. */
int
lf_solve_image_keys(struct lf_solver *s, const struct lf_position *pos)
{
	int first = lf_cell_at(0, 0), r, c, index, v, t;
	size_t need = ((size_t)(lf_cell_at(pos->width - 1, pos->height - 1) -
	    first) + 1) * (LF_MAX_VALUE + 1) * (size_t)s->symmetries;
	uint64_t *more, *k;

	if (need > s->img_cap) {
		if ((more = realloc(s->img, need * sizeof *more)) == NULL)
			return -1;
		s->img = more;
		s->img_cap = need;
	}
	s->img_base = first;
	for (r = 0; r < pos->height; r++)
		for (c = 0; c < pos->width; c++) {
			index = lf_cell_at(c, r);
			for (v = 0; v <= LF_MAX_VALUE; v++) {
				k = s->img + image_at(s, index, v);
				for (t = 0; t < s->symmetries; t++)
					k[t] = lf_core_piece_key(
					    s->map[t][index], v);
			}
		}
	return 0;
}
