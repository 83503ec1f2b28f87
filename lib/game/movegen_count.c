/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING).
 *
 * movegen_count.c: counting the legal moves without listing them (what
 * perft.c counts at the last ply of its walk).
 * chain=free moves are counted a bit row at a time (the scan of
 * movegen_scan.c), and the rarer routes longer than a jump by counters
 * with the directions unrolled; the other chain rules go through the
 * walker of movegen.c.
 */
#include "config.h"

#include "leapfrog.h"
#include "movegen_int.h"

/*
 * The hot path of perft and random play: chain=free routes counted with
 * the directions unrolled, one function per kind of jump, made from the
 * direction lists.  They are a copy of what the walker does, kept for
 * speed: `make bench`'s perft 9 x 9 depth 7 ran at 14.4 million leaves a
 * second counting every route through the walker (its visitor, bit rows
 * and route) against 24.8 with these, and at 30-33 with one counter that
 * loops over the direction table against 37-38 (each pair measured back
 * to back on the same loaded machine).  COUNT_STEP counts the jump in
 * direction off and every route that extends it; each jump tried is a
 * step of the meter.
 */
#define COUNT_STEP(off)                                                    \
	do {                                                               \
		int v_ = cell[cur + (off)];                                \
		if (LF_IS_PIECE(v_) && cell[cur + 2 * (off)] == LF_EMPTY) { \
			if (lf_meter_step(m))                              \
				return total;                              \
			cell[cur + (off)] = LF_EMPTY;                      \
			total += 1 + COUNT_SELF(cell, cur + 2 * (off), m); \
			cell[cur + (off)] = (unsigned char)v_;             \
		}                                                          \
	} while (0);
#define COUNT_DIR(dc, dr) COUNT_STEP(LF_OFFSET(dc, dr))

/* Count chain=free routes from cur with orthogonal jumps. */
#define COUNT_SELF count_free_orth
static uint64_t
count_free_orth(unsigned char *cell, int cur, struct lf_meter *m)
{
	uint64_t total = 0;

	LF_DIRS_ORTH(COUNT_DIR)
	return total;
}
#undef COUNT_SELF

/* Count chain=free routes from cur with hexagonal jumps. */
#define COUNT_SELF count_free_hex
static uint64_t
count_free_hex(unsigned char *cell, int cur, struct lf_meter *m)
{
	uint64_t total = 0;

	LF_DIRS_HEX(COUNT_DIR)
	return total;
}
#undef COUNT_SELF

/* Count chain=free routes from cur with orthogonal and diagonal jumps. */
#define COUNT_SELF count_free_diag8
static uint64_t
count_free_diag8(unsigned char *cell, int cur, struct lf_meter *m)
{
	uint64_t total = 0;

	LF_DIRS_DIAG8(COUNT_DIR)
	return total;
}
#undef COUNT_SELF

/* Count the chain=free routes from cur (the piece lifted). */
static uint64_t
count_free_routes(struct lf_position *p, int cur, struct lf_meter *m)
{
	switch (p->rules.jumps) {
	case LF_JUMPS_HEX:
		return count_free_hex(p->priv.cell, cur, m);
	case LF_JUMPS_DIAG8:
		return count_free_diag8(p->priv.cell, cur, m);
	case LF_JUMPS_ORTH:
	default:
		return count_free_orth(p->priv.cell, cur, m);
	}
}

/* The routes that extend the jump in direction d landing on land:
 * inline, for lf_free_group_count(), which counts them for every jump
 * that might be extended. */
static inline uint64_t
free_extensions(struct lf_position *p, const struct lf_free_scan *scan,
    int d, int land, struct lf_meter *m)
{
	int off = scan->dirs[d].offset, mid = land - off, from = mid - off;
	int v = p->priv.cell[from], mv = p->priv.cell[mid];
	uint64_t n;

	p->priv.cell[from] = LF_EMPTY;
	p->priv.cell[mid] = LF_EMPTY;
	n = count_free_routes(p, land, m);
	p->priv.cell[from] = (unsigned char)v;
	p->priv.cell[mid] = (unsigned char)mv;
	return n;
}

/* free_extensions() for movegen_random.c's picks. */
uint64_t
lf_free_extensions(struct lf_position *p, const struct lf_free_scan *scan,
    int d, int land, struct lf_meter *m)
{
	return free_extensions(p, scan, d, land, m);
}

/* The number of chain=free routes whose first jump goes in direction d
 * from a mover of bit row r. */
static inline uint64_t
free_group_count(struct lf_position *p, const struct lf_free_scan *scan,
    int d, int r, uint64_t movers, struct lf_meter *m)
{
	uint64_t total = (uint64_t)lf_popcount64(movers), rest;
	int lr = r + 2 * scan->dirs[d].dr;

	for (rest = lf_free_scan_extendable(scan, d, r, movers); rest;
	    rest &= rest - 1)
		total += free_extensions(p, scan, d,
		    lf_cell_at(lf_ctz64(rest), lr - 2), m);
	return total;
}

/* Count every chain=free move of p, whose scan is made, keeping the
 * count of each direction and row in scan->group for a pick, and
 * stopping once they are more than the meter allows. */
uint64_t
lf_free_count(struct lf_position *p, struct lf_free_scan *scan,
    struct lf_meter *m)
{
	uint64_t total = 0, movers, n;
	int r, d;

	for (d = 0; d < scan->ndirs; d++)
		for (r = 2; r < p->height + 2; r++) {
			movers = p->priv.piece_bits[r] & scan->open[d][r];
			n = movers == 0 ? 0 :
			    free_group_count(p, scan, d, r, movers, m);
			scan->group[d][r] = n;
			total += n;
			if (n != 0 && lf_meter_too_many(m, total))
				return total;
		}
	return total;
}

/* Count every chain=free move of p, stopping soon after they pass the
 * moves the meter allows (lf_meter_count_part()). */
static uint64_t
count_free_bulk(struct lf_position *p, const struct lf_direction *dirs,
    int ndirs, struct lf_meter *m)
{
	static _Thread_local struct lf_free_scan scan;
	struct lf_meter part;
	uint64_t total;

	lf_free_scan_init(p, dirs, ndirs, &scan);
	if (!lf_meter_count_part(m, &part))
		return lf_free_count(p, &scan, m);
	total = lf_free_count(p, &scan, &part);
	lf_meter_count_join(m, &part);
	return total;
}

/* Count one route the walker reached. */
static void
count_visit(struct lf_walker *w, int length)
{
	uint64_t *total = w->data;

	(void)length;
	if (lf_meter_too_many(w->meter, ++*total))
		w->stop = 1;
}

/* Count the legal moves of p, changing cells only for the time of the
 * count; the count is short when the meter runs out (or the moves pass
 * what it allows). */
uint64_t
lf_count_in_place(struct lf_position *p, struct lf_meter *m)
{
	const struct lf_direction *dirs;
	uint16_t route[LF_MAX_ROUTE];
	int ndirs = lf_directions(p->rules.jumps, &dirs);
	uint64_t total = 0, rows[LF_MAX_HEIGHT];

	if (lf_in_opening(p))
		return lf_removable_rows(p, rows);
	if (p->rules.chain == LF_CHAIN_FREE)
		return count_free_bulk(p, dirs, ndirs, m);
	lf_walk(p, count_visit, &total, route, m, 0);
	return total;
}

/* Count the legal moves of pos into *count within the budget (pos is
 * changed during the call and restored before it returns). */
enum lf_status
lf_count_moves(struct lf_position *pos, uint64_t *count,
    const struct lf_budget *budget, struct lf_error *err)
{
	struct lf_meter m;

	lf_meter_start(&m, budget);
	*count = lf_count_in_place(pos, &m);
	lf_meter_moves(&m, *count);
	if (m.out != LF_METER_GOING)
		return lf_meter_fail(&m, err, "counting moves");
	return LF_OK;
}
