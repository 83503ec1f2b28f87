/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/*
 * perft.c: perft, which walks the routes with the walker of movegen.c
 * and counts the moves of its last ply in bulk while the board stands in
 * the position before it (movegen_count.c); and the same under
 * chain=free on a board packed into one line of bits, for boards of up
 * to 29 columns and 512 bits, where it fits.  Perft needs neither
 * the values of the pieces nor the scores, only where the pieces and the
 * holes are, so the whole walk runs on two bit lines: a jump flips the
 * same three bits in both, and the moves of the last ply are counted a
 * direction at a time with shifts and popcounts, following cell by cell
 * only the rarer routes longer than a jump.  It counts exactly what the
 * walker of movegen.c counts (every route is a move); lf_perft() hands it
 * the positions it fits, past the opening, and walks the others.  Where
 * the processor has POPCNT (found at run time), the counting of the last
 * ply is compiled for it.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "cpu_int.h"
#include "movegen_int.h"
#include "perft_int.h"

/*
 * The line: cell (c, r) is bit LINE_BASE + r * stride + c, stride =
 * width + 1, so that a zero column parts the rows and a jump off the edge
 * of a row finds no piece or no hole there, as off the top or bottom of
 * the board.  Bits are kept in words 1 to words of piece[] and empty[],
 * words 0 and words + 1 staying zero, so that a cell two steps off the
 * board is still inside the arrays.  A step is at most stride + 1 bits and
 * two steps stay below a word, which bounds the stride.
 */
#define LINE_BASE 64
#define LINE_MOST_WORDS 8
#define LINE_MOST_STRIDE 30
#define LINE_MOST_BITS (64 * LINE_MOST_WORDS)

struct line {
	uint64_t piece[LINE_MOST_WORDS + 2]; /* cells holding a piece */
	uint64_t empty[LINE_MOST_WORDS + 2]; /* the holes */
	int words;                           /* 1, 2, 4 or 8 */
	int ndirs;
	int step[LF_DIRS_MAX];               /* each direction, in bits */
	int low[LF_DIRS_MAX];    /* from a jump's start to its lowest cell */
	uint64_t cells[LF_DIRS_MAX]; /* the cells of a jump from there */
	unsigned blind[LF_DIRS_MAX]; /* for a first jump in each direction,
					the second jumps after which the
					board before both cannot tell whether
					a route goes on */
	uint64_t (*count)(struct line *); /* count_line_portable() or the
					     copy for the processor */
	struct lf_meter *meter;
};

/* Whether bit i of the line x is set. */
static inline uint64_t
line_bit(const uint64_t *x, int i)
{
	return x[i >> 6] >> (i & 63) & 1;
}

/* Word w of the line x read k bits further on (k nonzero, |k| < 64):
 * bit j of the result is bit j + k of the line. */
static inline uint64_t
line_along(const uint64_t *x, int w, int k)
{
	if (k > 0)
		return x[w] >> k | x[w + 1] << (64 - k);
	return x[w] << -k | x[w - 1] >> (64 + k);
}

/* Make or undo (the same flips) the jump from cell from in direction d:
 * its three cells flip from piece to hole or back, in both lines. */
static inline void
line_jump(struct line *b, int from, int d)
{
	int at = from + b->low[d], w = at >> 6, shift = at & 63;
	uint64_t lo = b->cells[d] << shift;
	uint64_t hi = b->cells[d] >> 1 >> (63 - shift);

	b->piece[w] ^= lo;
	b->piece[w + 1] ^= hi;
	b->empty[w] ^= lo;
	b->empty[w + 1] ^= hi;
}

/* Whether the jump from cell cur in the direction of step is open. */
static inline uint64_t
line_open(const struct line *b, int cur, int step)
{
	return line_bit(b->piece, cur + step) &
	    line_bit(b->empty, cur + 2 * step);
}

/* Whether a piece on cur could jump in some direction. */
static inline int
line_open_any(const struct line *b, int cur)
{
	uint64_t open = 0;
	int d;

	for (d = 0; d < b->ndirs; d++)
		open |= line_open(b, cur, b->step[d]);
	return open != 0;
}

/*
 * The routes that go on from cur, where the moving piece stands, each
 * counted once: the count of the last ply beyond a route's first jump.
 * A jump from cur changes cur, the cell it jumps and its landing cell,
 * and none of these is beside the landing cell or behind such a cell in
 * any direction but back over the jumped cell, where the jump is closed
 * before it as after it (a piece on cur, the cell jumped empty); so
 * whether a route can go on from the landing cell can be read before the
 * jump, and the jump is made only where it can.
 */
static uint64_t
count_onwards(struct line *b, int cur)
{
	uint64_t total = 0;
	int d, step;

	for (d = 0; d < b->ndirs; d++) {
		step = b->step[d];
		if (!line_open(b, cur, step))
			continue;
		total++;
		if (!line_open_any(b, cur + 2 * step))
			continue;
		if (lf_meter_step(b->meter))
			return total;
		line_jump(b, cur, d);
		total += count_onwards(b, cur + 2 * step);
		line_jump(b, cur, d);
	}
	return total;
}

/* The direction opposite d, in a list of ndirs clockwise. */
static inline int
opposite(int d, int ndirs)
{
	return d < ndirs / 2 ? d + ndirs / 2 : d - ndirs / 2;
}

/*
 * The routes that go on after the jump from from in direction d, counted
 * on the board before it from open[], which marks, for each direction,
 * the cells a piece could jump from in it on that board.  A second jump
 * in direction e from the landing cell is open after the first jump as
 * before it (see count_bulk()).  Whether a route goes on after the second
 * jump is read on the board before both, leaving out the way back over
 * the second jump's piece, unless one of the cells that would tell is one
 * that the first jump emptied (b->blind, never on orthogonal boards);
 * only the routes that go on are followed, with both jumps made.
 */
static uint64_t
count_beyond(struct line *b, uint64_t open[][LINE_MOST_WORDS + 2],
    int from, int d)
{
	uint64_t total = 0, on;
	int land = from + 2 * b->step[d], next, e, f, back;

	for (e = 0; e < b->ndirs; e++) {
		if (!line_bit(open[e], land))
			continue;
		total++;
		next = land + 2 * b->step[e];
		if (!(b->blind[d] >> e & 1)) {
			back = opposite(e, b->ndirs);
			for (on = 0, f = 0; f < b->ndirs; f++)
				if (f != back)
					on |= line_bit(open[f], next);
			if (!on)
				continue;
		}
		if (lf_meter_step(b->meter))
			return total;
		line_jump(b, from, d);
		line_jump(b, land, e);
		total += count_onwards(b, next);
		line_jump(b, land, e);
		line_jump(b, from, d);
	}
	return total;
}

/* The number of bits set in x: the instruction where hardware is
 * nonzero (in a function compiled for it), else portable C. */
#ifdef HAVE_X86_DISPATCH
#define LINE_POPCOUNT(x, hardware) \
	((hardware) ? (uint64_t)__builtin_popcountll(x) : \
	    (uint64_t)lf_popcount64(x))
#else
#define LINE_POPCOUNT(x, hardware) \
	((void)(hardware), (uint64_t)lf_popcount64(x))
#endif

/*
 * Count the moves of the line, n words long (a constant once inlined, as
 * is hardware, for LINE_POPCOUNT()).  A direction's jumps are counted in
 * bulk: the cells with a piece beside them and a hole behind it.  A jump
 * in direction d can go on only in a direction other than back over the
 * piece it took, and those directions are open from its landing cell
 * before the jump as after it (none of them passes the cells the jump
 * changes), so only the jumps that land on a cell open in some direction
 * are followed.  The count stops once the meter is spent.
 */
static inline __attribute__((always_inline)) uint64_t
count_bulk(struct line *b, const int n, const int hardware)
{
	uint64_t open[LF_DIRS_MAX][LINE_MOST_WORDS + 2];
	uint64_t any[LINE_MOST_WORDS + 2] = { 0 }, total = 0, movers, ext;
	int d, w, step;

	for (d = 0; d < b->ndirs; d++) {
		step = b->step[d];
		open[d][0] = open[d][n + 1] = 0;
		for (w = 1; w <= n; w++) {
			open[d][w] = line_along(b->piece, w, step) &
			    line_along(b->empty, w, 2 * step);
			any[w] |= open[d][w];
		}
	}
	for (d = 0; d < b->ndirs; d++) {
		step = b->step[d];
		for (w = 1; w <= n; w++) {
			movers = open[d][w] & b->piece[w];
			total += LINE_POPCOUNT(movers, hardware);
			for (ext = movers & line_along(any, w, 2 * step);
			    ext; ext &= ext - 1) {
				total += count_beyond(b, open,
				    (w << 6) + lf_ctz64(ext), d);
				if (b->meter->out != LF_METER_GOING)
					return total;
			}
		}
	}
	return total;
}

/* count_bulk() for the line's length. */
#define COUNT_LINE(b, hardware) \
	switch ((b)->words) { \
	case 1: \
		return count_bulk(b, 1, hardware); \
	case 2: \
		return count_bulk(b, 2, hardware); \
	case 4: \
		return count_bulk(b, 4, hardware); \
	default: \
		return count_bulk(b, LINE_MOST_WORDS, hardware); \
	}

/* Count the moves of the line, in portable C. */
static uint64_t
count_line_portable(struct line *b)
{
	COUNT_LINE(b, 0)
}

#ifdef HAVE_X86_DISPATCH
/* Count the moves of the line, with the POPCNT instruction. */
static __attribute__((target(LF_CPU_X86_TARGET))) uint64_t
count_line_x86(struct line *b)
{
	COUNT_LINE(b, 1)
}
#endif

/*
 * Count the moves of the line with b->count, stopping soon after they
 * pass the moves the meter allows, even when a single jump has billions
 * of routes beyond it.  A count takes a step only for a jump it makes to
 * follow a route, and counts the route first, so when the meter bounds
 * the moves, a part of it allowing one step more than the moves left
 * stops the count once they are too many.
 */
static uint64_t
count_within(struct line *b)
{
	struct lf_meter *m = b->meter, part;
	uint64_t total;

	if (!lf_meter_count_part(m, &part))
		return b->count(b);
	b->meter = &part;
	total = b->count(b);
	b->meter = m;
	lf_meter_count_join(m, &part);
	return total;
}

static uint64_t perft_line(struct line *b, int depth);

/* The leaves depth - 1 plies below every route that goes on from cur,
 * where the moving piece stands. */
static uint64_t
perft_onwards(struct line *b, int cur, int depth)
{
	uint64_t total = 0;
	int d, step;

	for (d = 0; d < b->ndirs; d++) {
		step = b->step[d];
		if (!line_open(b, cur, step))
			continue;
		if (lf_meter_step(b->meter))
			return total;
		line_jump(b, cur, d);
		total += perft_line(b, depth - 1);
		if (b->meter->out == LF_METER_GOING)
			total += perft_onwards(b, cur + 2 * step, depth);
		line_jump(b, cur, d);
		if (b->meter->out != LF_METER_GOING)
			return total;
	}
	return total;
}

/* The pieces of the line, n words long, that can jump, in word w. */
static inline __attribute__((always_inline)) uint64_t
jumpers_in(const struct line *b, int w)
{
	uint64_t open = 0;
	int d;

	for (d = 0; d < b->ndirs; d++)
		open |= line_along(b->piece, w, b->step[d]) &
		    line_along(b->empty, w, 2 * b->step[d]);
	return open & b->piece[w];
}

/* The leaves depth plies below the line, counting the last ply in bulk. */
static uint64_t
perft_line(struct line *b, int depth)
{
	uint64_t total = 0, movers;
	int w;

	if (depth <= 1) {
		total = count_within(b);
		lf_meter_moves(b->meter, total);
		return total;
	}
	for (w = 1; w <= b->words; w++)
		for (movers = jumpers_in(b, w); movers; movers &= movers - 1) {
			total += perft_onwards(b, (w << 6) + lf_ctz64(movers),
			    depth);
			if (b->meter->out != LF_METER_GOING)
				return total;
		}
	return total;
}

/* Whether direction (dc, dr) is among the ndirs of dirs. */
static int
is_direction(const struct lf_direction *dirs, int ndirs, int dc, int dr)
{
	int f;

	for (f = 0; f < ndirs; f++)
		if (dirs[f].dc == dc && dirs[f].dr == dr)
			return 1;
	return 0;
}

/*
 * The second jumps e after a first jump d (from p over p + d to p + 2d,
 * then over p + 2d + e to p + 2d + 2e) for which a third jump f could
 * pass over or land on a cell the first jump emptied: p + 2d + 2e + f is
 * p + d when f = -d - 2e, and p + 2d + 2e + 2f is p when f = -d - e.
 */
static unsigned
blind_jumps(const struct lf_direction *dirs, int ndirs, int d)
{
	unsigned blind = 0;
	int e, dc = dirs[d].dc, dr = dirs[d].dr, ec, er;

	for (e = 0; e < ndirs; e++) {
		ec = dirs[e].dc;
		er = dirs[e].dr;
		if (is_direction(dirs, ndirs, -dc - 2 * ec, -dr - 2 * er) ||
		    is_direction(dirs, ndirs, -dc - ec, -dr - er))
			blind |= 1u << e;
	}
	return blind;
}

/* Whether lf_perft_line() can search p: chain=free, past the opening,
 * and a board that fits the line. */
int
lf_perft_line_fits(const struct lf_position *p)
{
	int stride = p->width + 1;

	return p->rules.chain == LF_CHAIN_FREE && !lf_in_opening(p) &&
	    stride <= LINE_MOST_STRIDE &&
	    p->height * stride <= LINE_MOST_BITS;
}

/* The leaves depth plies (at least 1) below p, which must fit the line,
 * with the meter m. */
uint64_t
lf_perft_line(const struct lf_position *p, int depth, struct lf_meter *m)
{
	const struct lf_direction *dirs;
	struct line b;
	int stride = p->width + 1, r, d, at, step, bits = p->height * stride;

	memset(b.piece, 0, sizeof b.piece);
	memset(b.empty, 0, sizeof b.empty);
	b.words = bits <= 64 ? 1 : bits <= 128 ? 2 : bits <= 256 ? 4 :
	    LINE_MOST_WORDS;
	b.ndirs = lf_directions(p->rules.jumps, &dirs);
	for (d = 0; d < b.ndirs; d++) {
		step = dirs[d].dr * stride + dirs[d].dc;
		b.step[d] = step;
		b.low[d] = step > 0 ? 0 : 2 * step;
		b.cells[d] = 1 | UINT64_C(1) << abs(step) |
		    UINT64_C(1) << 2 * abs(step);
	}
	for (d = 0; d < b.ndirs; d++)
		b.blind[d] = blind_jumps(dirs, b.ndirs, d);
	b.count = count_line_portable;
#ifdef HAVE_X86_DISPATCH
	if (lf_cpu_path() == LF_CPU_X86)
		b.count = count_line_x86;
#endif
	b.meter = m;
	for (r = 0; r < p->height; r++) {
		at = LINE_BASE + r * stride;
		b.piece[at >> 6] |= p->priv.piece_bits[r + 2] << (at & 63);
		b.empty[at >> 6] |= p->priv.empty_bits[r + 2] << (at & 63);
		if ((at & 63) != 0) {
			b.piece[(at >> 6) + 1] |=
			    p->priv.piece_bits[r + 2] >> (64 - (at & 63));
			b.empty[(at >> 6) + 1] |=
			    p->priv.empty_bits[r + 2] >> (64 - (at & 63));
		}
	}
	return perft_line(&b, depth);
}

/* Perft state: the depth still to search, the leaves found, and whether
 * the positions that fit go to the line. */
struct perft {
	int depth;
	uint64_t nodes;
	int line;
};

static uint64_t perft_in_place(struct lf_position *p, int depth,
    struct lf_meter *m, int line);

/* At the end of a route, search the position after it. */
static void
perft_visit(struct lf_walker *w, int length)
{
	struct perft *pf = w->data;

	(void)length;
	pf->nodes += perft_in_place(w->pos, pf->depth - 1, w->meter,
	    pf->line);
	if (w->meter->out != LF_METER_GOING)
		w->stop = 1;
}

/* The route squares perft writes and never reads, shared by every level. */
static _Thread_local uint16_t perft_route[LF_MAX_ROUTE];

/* The leaves depth plies below p, counting the moves of the last ply in
 * bulk; on the line from the first position that fits it, if line is
 * nonzero. */
static uint64_t
perft_in_place(struct lf_position *p, int depth, struct lf_meter *m,
    int line)
{
	struct perft pf;
	uint64_t n;

	if (depth <= 0) {
		lf_meter_moves(m, 1);
		return 1;
	}
	if (line && lf_perft_line_fits(p))
		return lf_perft_line(p, depth, m);
	if (depth == 1) {
		n = lf_count_in_place(p, m);
		lf_meter_moves(m, n);
		return n;
	}
	pf.depth = depth;
	pf.nodes = 0;
	pf.line = line;
	lf_walk(p, perft_visit, &pf, perft_route, m, 1);
	return pf.nodes;
}

/* The leaves depth plies below p, walked by the walker at every ply:
 * what the line must count, for the tests. */
uint64_t
lf_perft_walked(struct lf_position *p, int depth, struct lf_meter *m)
{
	return perft_in_place(p, depth, m, 0);
}

/* The number of move sequences of depth plies from pos (perft) into
 * *leaves, counting the last ply in bulk, within the budget (its moves
 * count the leaves); pos is changed during the call and restored. */
enum lf_status
lf_perft(struct lf_position *pos, int depth, uint64_t *leaves,
    const struct lf_budget *budget, struct lf_error *err)
{
	struct lf_meter m;

	lf_meter_start(&m, budget);
	*leaves = perft_in_place(pos, depth, &m, 1);
	if (m.out != LF_METER_GOING)
		return lf_meter_fail(&m, err, "perft");
	return LF_OK;
}
