/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING).
 *
 * movegen_random.c: moves drawn at random: uniformly, by counting the
 * routes (chain=free ones a bit row at a time, see movegen_scan.c) and
 * picking one, and by the playout policy, which follows one route from a
 * piece drawn among those that can jump and counts nothing.
 */
#include "config.h"

#include "leapfrog.h"
#include "movegen_int.h"
#include "random_int.h"

/* The steps a chain=most playout first gives each piece's search, and
 * each search that tells whether a jump keeps the longest route open:
 * plenty on the boards of play, and where it is not, the route found
 * first is followed. */
#define PLAYOUT_STEPS ((uint64_t)1 << 12)

/* Put a removal chosen uniformly at random into *move and return 1, or
 * return 0 when there is none: the pieces are counted and found a bit
 * row at a time, with no walk over the board. */
static int
random_removal(const struct lf_position *pos, struct lf_random *rng,
    struct lf_move *move)
{
	int r, here;
	uint64_t rows[LF_MAX_HEIGHT], n = lf_removable_rows(pos, rows), k;

	if (n == 0)
		return 0;
	k = lf_random_below(rng, n);
	for (r = 0; (uint64_t)(here = lf_popcount64(rows[r])) <= k; r++)
		k -= (uint64_t)here;
	for (; k > 0; k--)
		rows[r] &= rows[r] - 1;
	move->square[0] = (uint16_t)lf_cell_at(lf_ctz64(rows[r]), r);
	move->length = 1;
	return 1;
}

/* Pick chain=free move k of p, counting in scan order (by direction, then
 * bit row, then column), which is quick to skip through. */
static void
free_pick(struct lf_position *p, const struct lf_free_scan *scan, uint64_t k,
    struct lf_move *move, struct lf_meter *m)
{
	uint64_t movers, group, ext, bit;
	int r, d;

	for (d = 0; d < scan->ndirs; d++)
		for (r = 2; r < p->height + 2; r++) {
			group = scan->group[d][r];
			if (k >= group) {
				k -= group;
				continue;
			}
			movers = p->priv.piece_bits[r] & scan->open[d][r];
			ext = lf_free_scan_extendable(scan, d, r, movers);
			for (; movers; movers &= movers - 1) {
				int c = lf_ctz64(movers);
				int from = lf_cell_at(c, r - 2);
				int land = from + 2 * scan->dirs[d].offset;
				uint64_t more = 0;
				bit = UINT64_C(1) << (c + 2 * scan->dirs[d].dc);
				if (ext & bit)
					more = lf_free_extensions(p, scan, d,
					    land, m);
				if (k == 0) {
					move->length = 2;
					move->square[0] = (uint16_t)from;
					move->square[1] = (uint16_t)land;
					return;
				}
				if (k <= more) {
					lf_pick_free_extension(p, scan, d, from,
					    k - 1, move, m);
					return;
				}
				k -= 1 + more;
			}
		}
}

/* Draw a chain=free move uniformly: count every route a bit row at a
 * time, keeping the count of each direction and row, then pick one.
 * Return 1, or 0 when there is none or the meter ran out. */
static int
random_free(struct lf_position *pos, struct lf_random *rng,
    struct lf_move *move, struct lf_meter *m)
{
	static _Thread_local struct lf_free_scan scan;
	const struct lf_direction *dirs;
	int ndirs = lf_directions(pos->rules.jumps, &dirs);
	uint64_t n;

	lf_free_scan_init(pos, dirs, ndirs, &scan);
	n = lf_free_count(pos, &scan, m);
	if (n == 0 || lf_meter_moves(m, n))
		return 0;
	move->length = 0;
	free_pick(pos, &scan, lf_random_below(rng, n), move, m);
	return move->length > 0;
}

/* Draw a move uniformly under chain=continue or chain=most: count the
 * routes, then walk to the one drawn.  Return 1, or 0 when there is none
 * or the meter ran out. */
static int
random_walked(struct lf_position *pos, struct lf_random *rng,
    struct lf_move *move, struct lf_meter *m)
{
	uint64_t n = lf_count_in_place(pos, m);

	if (n == 0 || lf_meter_moves(m, n))
		return 0;
	return lf_pick_nth(pos, lf_random_below(rng, n), move, m);
}

/* The status of a position with no move to draw. */
static enum lf_status
game_over(struct lf_error *err)
{
	return lf_error_set(err, LF_EINVAL, 0,
	    "the game is over: there is no legal move");
}

/* The status of a draw that found no move: the budget ran out, or the
 * game is over. */
static enum lf_status
no_move(const struct lf_meter *m, struct lf_error *err)
{
	if (m->out != LF_METER_GOING)
		return lf_meter_fail(m, err, "drawing a move");
	return game_over(err);
}

/* Put a legal move of pos chosen uniformly at random into *move, within
 * the budget (its moves bound the routes drawn from).  pos is changed
 * during the call and restored; nothing is allocated but the
 * move's room for a route of the board. */
enum lf_status
lf_random_move(struct lf_position *pos, struct lf_random *rng,
    struct lf_move *move, const struct lf_budget *budget,
    struct lf_error *err)
{
	struct lf_meter m;
	int found;

	if (lf_move_fit(move, pos) != 0)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	lf_meter_start(&m, budget);
	if (lf_in_opening(pos))
		found = random_removal(pos, rng, move);
	else if (pos->rules.chain == LF_CHAIN_FREE)
		found = random_free(pos, rng, move, &m);
	else
		found = random_walked(pos, rng, move, &m);
	return found && m.out == LF_METER_GOING ? LF_OK : no_move(&m, err);
}

/* Put back the pieces a playout route of len squares in move captured
 * (captured[i] under step i + 1) and the piece of value v on its start,
 * and set the move's length. */
static void
put_back(struct lf_position *p, struct lf_move *move, int len,
    const unsigned char *captured, int v)
{
	int i;

	for (i = len - 1; i > 0; i--)
		p->priv.cell[(move->square[i - 1] + move->square[i]) / 2] =
		    captured[i - 1];
	p->priv.cell[move->square[0]] = (unsigned char)v;
	move->length = len;
}

/*
 * Follow a playout route from the jumping piece on from: each jump drawn
 * among the open directions, and under chain=free a stop drawn with them
 * after the first jump.  Cells are changed while the route is drawn and
 * restored before the return.  A walk of its own rather than the
 * walker's, which follows every route: this follows one, drawn as it
 * goes, among the open directions found without a branch (which are open
 * is random, so a branch would be mispredicted half the time).
 */
static void
playout_route(struct lf_position *p, const struct lf_direction *dirs,
    int ndirs, int from, struct lf_random *rng, struct lf_move *move)
{
	unsigned char captured[LF_MAX_ROUTE];
	int open[LF_DIRS_MAX], nopen, i, cur = from, len = 1;
	int v = p->priv.cell[from];
	int may_stop = p->rules.chain == LF_CHAIN_FREE;
	uint32_t choice;

	move->square[0] = (uint16_t)from;
	p->priv.cell[from] = LF_EMPTY;
	for (;;) {
		/* The cell two steps away is read only beside a piece (the
		 * border is one cell wide), else cur is. */
		nopen = 0;
		for (i = 0; i < ndirs; i++) {
			int off = dirs[i].offset;
			int piece = LF_IS_PIECE(p->priv.cell[cur + off]);
			int land = piece ? cur + 2 * off : cur;
			open[nopen] = off;
			nopen += piece & (p->priv.cell[land] == LF_EMPTY);
		}
		if (nopen == 0)
			break;
		choice = lf_draw_below(rng,
		    (uint32_t)(nopen + (may_stop && len > 1)));
		if (choice == (uint32_t)nopen)
			break;
		captured[len - 1] = p->priv.cell[cur + open[choice]];
		p->priv.cell[cur + open[choice]] = LF_EMPTY;
		cur += 2 * open[choice];
		move->square[len++] = (uint16_t)cur;
	}
	put_back(p, move, len, captured, v);
}

/* The most jumps the piece lifted and standing on cur can make, up to
 * goal (0: no goal), searched within `steps` steps of the meter; the
 * route found goes into route when it is not NULL.  -1 when the steps
 * (or the meter) ran out first. */
static int
jumps_within(struct lf_position *p, int cur, int goal, uint64_t steps,
    struct lf_meter *m, uint16_t *route)
{
	struct lf_best_route best;
	struct lf_meter part;

	best.weighted = 0;
	best.goal = goal;
	best.total = goal > 0 ? goal - 1 : 0;
	best.route = route;
	lf_meter_part(m, steps, &part);
	lf_best_route(p, cur, &part, &best);
	lf_meter_join(m, &part);
	if (goal > 0 && best.total >= goal)
		return best.total;
	return part.out == LF_METER_GOING ? best.total : -1;
}

/* Whether the piece lifted and standing on cur is shown, within `steps`
 * steps, to be able to make `need` more jumps; such a route goes into
 * route when it is not NULL. */
static int
can_still_jump(struct lf_position *p, int cur, int need, uint64_t steps,
    struct lf_meter *m, uint16_t *route)
{
	if (need <= 0) {
		if (route != NULL)
			route[0] = (uint16_t)cur;
		return 1;
	}
	return jumps_within(p, cur, need, steps, m, route) >= need;
}

/*
 * Follow a chain=most playout route of the piece on from, whose longest
 * routes make target jumps, one of which is witness: each jump is drawn
 * among the open directions after which the piece can still make the
 * target, as far as `steps` steps of search can tell, and the witness
 * (or the route that showed the jump drawn possible) is always one of
 * them, so the route is legal whatever the searches could not tell.
 */
static void
playout_most(struct lf_position *p, const struct lf_direction *dirs,
    int ndirs, int from, int target, uint16_t *witness, uint64_t steps,
    struct lf_random *rng, struct lf_move *move, struct lf_meter *m)
{
	unsigned char captured[LF_MAX_ROUTE];
	int open[LF_DIRS_MAX], nopen, i, cur = from, len = 1;
	int v = p->priv.cell[from];
	int next, off;

	move->square[0] = (uint16_t)from;
	p->priv.cell[from] = LF_EMPTY;
	while (len - 1 < target) {
		/* witness[len - 1 ..] is a route from cur long enough. */
		next = witness[len] - cur;
		nopen = 0;
		for (i = 0; i < ndirs; i++) {
			int mv;
			off = dirs[i].offset;
			mv = p->priv.cell[cur + off];
			if (2 * off == next) {
				open[nopen++] = off;
				continue;
			}
			if (!LF_IS_PIECE(mv) ||
			    p->priv.cell[cur + 2 * off] != LF_EMPTY)
				continue;
			p->priv.cell[cur + off] = LF_EMPTY;
			if (can_still_jump(p, cur + 2 * off, target - len,
			    steps, m, NULL))
				open[nopen++] = off;
			p->priv.cell[cur + off] = (unsigned char)mv;
		}
		off = open[lf_draw_below(rng, (uint32_t)nopen)];
		captured[len - 1] = p->priv.cell[cur + off];
		p->priv.cell[cur + off] = LF_EMPTY;
		if (2 * off != next && !can_still_jump(p, cur + 2 * off,
		    target - len, steps, m, witness + len)) {
			/* Not shown again in time: the witness goes on. */
			p->priv.cell[cur + off] = captured[len - 1];
			off = next / 2;
			captured[len - 1] = p->priv.cell[cur + off];
			p->priv.cell[cur + off] = LF_EMPTY;
		}
		cur += 2 * off;
		move->square[len++] = (uint16_t)cur;
	}
	put_back(p, move, len, captured, v);
}

/*
 * Draw a chain=most playout move among the n pieces that can jump: they
 * are tried in an order drawn at random, and the first whose longest
 * route is found within a number of steps plays, the steps growing
 * fourfold each round.  So the piece is drawn uniformly where longest
 * routes are quick to find, and one whose longest route is slow to find
 * (on a lattice of holes) does not hold up the others.  When the meter
 * runs out first, the move is a route of the first piece (in the order
 * drawn) that takes every piece it could ever take, if one is found
 * without search (lf_capture_all_route()).  Return 1, or 0 when there is
 * none.
 */
static int
random_most(struct lf_position *pos, const struct lf_direction *dirs,
    int ndirs, uint16_t *piece, int n, struct lf_random *rng,
    struct lf_move *move, struct lf_meter *m)
{
	static _Thread_local uint16_t witness[LF_MAX_ROUTE];
	uint64_t steps;
	int i, j, drawn = 0, v, target;
	uint16_t t;

	for (steps = PLAYOUT_STEPS; m->out == LF_METER_GOING; steps *= 4)
		for (i = 0; i < n && m->out == LF_METER_GOING; i++) {
			/* Draw the order as the pieces are tried. */
			if (i == drawn) {
				j = i + (int)lf_draw_below(rng,
				    (uint32_t)(n - i));
				t = piece[i];
				piece[i] = piece[j];
				piece[j] = t;
				drawn++;
			}
			v = pos->priv.cell[piece[i]];
			pos->priv.cell[piece[i]] = LF_EMPTY;
			target = jumps_within(pos, piece[i], 0, steps, m,
			    witness);
			pos->priv.cell[piece[i]] = (unsigned char)v;
			if (target > 0) {
				playout_most(pos, dirs, ndirs, piece[i], target,
				    witness, PLAYOUT_STEPS, rng, move, m);
				return 1;
			}
		}
	/* The budget is spent: a route that takes all a piece could ever
	 * take is legal, and found without search when there is one. */
	for (i = 0; i < n; i++) {
		v = pos->priv.cell[piece[i]];
		pos->priv.cell[piece[i]] = LF_EMPTY;
		target = lf_capture_all_route(pos, piece[i], move->square);
		pos->priv.cell[piece[i]] = (unsigned char)v;
		if (target > 0) {
			move->length = target + 1;
			return 1;
		}
	}
	return 0;
}

/* Put a legal move drawn by the playout policy into *move, within the
 * budget.  The policy is cheaper than a uniform draw, which must count
 * every route: the piece is drawn uniformly among those that can jump,
 * then each jump among the open directions (under chain=most, among
 * those that keep the piece's longest route possible), and under
 * chain=free, after the first jump, stopping is one more choice equally
 * likely.  Removals are drawn uniformly.  pos is changed during the call
 * and restored; nothing is allocated but the move's room for a route of
 * the board. */
enum lf_status
lf_playout_move(struct lf_position *pos, struct lf_random *rng,
    struct lf_move *move, const struct lf_budget *budget,
    struct lf_error *err)
{
	const struct lf_direction *dirs;
	uint64_t jumpers[LF_MAX_HEIGHT], n, k, bits;
	int ndirs, r, here, from;

	if (lf_move_fit(move, pos) != 0)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	if (lf_in_opening(pos))
		return random_removal(pos, rng, move) ? LF_OK : game_over(err);
	ndirs = lf_directions(pos->rules.jumps, &dirs);
	for (n = 0, r = 0; r < pos->height; r++) {
		jumpers[r] = lf_jumpers_in_row(pos, r);
		n += (uint64_t)lf_popcount64(jumpers[r]);
	}
	if (n == 0)
		return game_over(err);
	/* Only chain=most searches, and spends the budget. */
	if (pos->rules.chain == LF_CHAIN_MOST) {
		static _Thread_local uint16_t piece[LF_MAX_WIDTH *
		    LF_MAX_HEIGHT];
		struct lf_meter m;
		int count = 0;
		lf_meter_start(&m, budget);
		for (r = 0; r < pos->height; r++)
			for (bits = jumpers[r]; bits; bits &= bits - 1)
				piece[count++] = (uint16_t)lf_cell_at(
				    lf_ctz64(bits), r);
		return random_most(pos, dirs, ndirs, piece, count, rng, move,
		    &m) ? LF_OK : no_move(&m, err);
	}
	k = lf_draw_below(rng, (uint32_t)n);
	for (r = 0; k >= (uint64_t)(here = lf_popcount64(jumpers[r])); r++)
		k -= (uint64_t)here;
	for (bits = jumpers[r]; k > 0; k--)
		bits &= bits - 1;
	from = lf_cell_at(lf_ctz64(bits), r);
	playout_route(pos, dirs, ndirs, from, rng, move);
	return LF_OK;
}
