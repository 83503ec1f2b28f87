/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING).
 *
 * movegen_scan.c: the position read a bit row at a time for move
 * generation: the pieces the opening lets the player to move remove, and
 * the jumps open in each direction (the scan with which chain=free moves
 * are counted and picked).  The walker (movegen.c), the best route
 * (movegen_best.c), counting (movegen_count.c) and random moves
 * (movegen_random.c) read them; it calls none of them.
 */
#include "config.h"

#include <string.h>

#include "leapfrog.h"
#include "movegen_int.h"

/* The lowest value a removal may take: that of the lowest piece under
 * removal=low, 0 (any piece) under removal=any. */
int
lf_removable_value(const struct lf_position *pos)
{
	return pos->rules.removal == LF_REMOVAL_LOW ? lf_lowest_value(pos) : 0;
}

/* Put into rows[r] the bit row of row r's pieces that the opening lets
 * the player to move remove in p (those of the lowest value, or every
 * piece under removal=any), for each row of p, and return how many there
 * are in all. */
uint64_t
lf_removable_rows(const struct lf_position *p, uint64_t *rows)
{
	int low = lf_removable_value(p), r;
	uint64_t total = 0;

	for (r = 0; r < p->height; r++) {
		rows[r] = low == 0 ? p->priv.piece_bits[r + 2] :
		    lf_value_bits(p, r, low);
		total += (uint64_t)lf_popcount64(rows[r]);
	}
	return total;
}

/*
 * Counting and picking chain=free moves a bit row at a time.  open[e]
 * marks the cells from which a jump in direction e is open (a piece next,
 * an empty cell behind).  A jump in direction d from p to l over m can be
 * extended only through a direction other than back over m (the cells p
 * and m that the jump empties are neither a piece beside l nor behind
 * one), and those are open from l before the jump as after it, so a jump
 * whose landing cell is open in no direction is exactly one route, and
 * only the rarer others are followed cell by cell.
 */

/* The open rows of direction e, (dc, dr), into scan, and their union
 * into any_open: inline, so that with constant steps the shifts fold
 * into single instructions. */
LF_HOT_INLINE void
scan_direction(const struct lf_position *p, struct lf_free_scan *scan,
    int e, int dc, int dr)
{
	const uint64_t *piece = p->priv.piece_bits, *empty = p->priv.empty_bits;
	uint64_t *open = scan->open[e], o;
	int r, h = p->height;

	open[0] = open[1] = open[h + 2] = open[h + 3] = 0;
	for (r = 2; r < h + 2; r++) {
		o = lf_open_in(piece, empty, r, dc, dr);
		open[r] = o;
		scan->any_open[r] |= o;
	}
}

/* Fill the open rows of every direction of dirs, the table of p's jump
 * rule, whose directions are written out here in its order. */
void
lf_free_scan_init(const struct lf_position *p, const struct lf_direction *dirs,
    int ndirs, struct lf_free_scan *scan)
{
	int e = 0;

	scan->dirs = dirs;
	scan->ndirs = ndirs;
	memset(scan->any_open, 0, sizeof(uint64_t) * (size_t)(p->height + 4));
#define DIRECTION(dc, dr) scan_direction(p, scan, e++, dc, dr);
	LF_FOR_DIRS(p->rules.jumps, DIRECTION)
#undef DIRECTION
}
