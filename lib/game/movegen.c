/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING).
 *
 * movegen.c: what every kind of move generation shares: the pieces that
 * can jump, found a whole bit row at a time, and the route walker, which
 * follows routes cell by cell on the padded board, capturing and
 * restoring in place, so that nothing is copied or allocated per jump;
 * under chain=most it asks the best route of each piece (movegen_best.c)
 * how many jumps a route must make.  Listing (movegen_list.c), counting
 * (movegen_count.c, and perft in lib/engines/perft.c), random moves and
 * playouts (movegen_random.c) are built on them.
 */
#include "config.h"

#include "leapfrog.h"
#include "movegen_int.h"

/* Whether a piece standing on cur could jump. */
int
lf_can_jump_from(const struct lf_position *pos, int cur)
{
	const struct lf_direction *dirs;
	int i, ndirs = lf_directions(pos->rules.jumps, &dirs);

	for (i = 0; i < ndirs; i++) {
		int mid = cur + dirs[i].offset;
		if (LF_IS_PIECE(pos->priv.cell[mid]) &&
		    pos->priv.cell[mid + dirs[i].offset] == LF_EMPTY)
			return 1;
	}
	return 0;
}

/* Whether the game is over: the player to move has no legal move. */
int
lf_game_over(const struct lf_position *pos)
{
	int r;

	if (lf_in_opening(pos))
		return lf_lowest_value(pos) == 0;
	for (r = 0; r < pos->height; r++)
		if (lf_jumpers_in_row(pos, r) != 0)
			return 0;
	return 1;
}

/* Advance the turn and ply as after a move worth points, call the
 * visitor, and undo; or only call it, when it reads only the route. */
static void
visit_after(struct lf_walker *w, int length, long points)
{
	struct lf_position *p = w->pos;
	int player = p->turn;

	if (!w->placed) {
		w->visit(w, length);
		return;
	}
	p->score[player] += points;
	p->ply++;
	p->turn = player + 1 == p->rules.players ? 0 : player + 1;
	w->visit(w, length);
	p->turn = player;
	p->ply--;
	p->score[player] -= points;
}

/* Visit the route that has reached cur after `jumps` jumps: the piece is
 * put down there for the visit and lifted again, when the visitor reads
 * the position. */
static void
visit_route(struct lf_walker *w, int cur, int jumps)
{
	w->visits++;
	if (!w->placed) {
		w->visit(w, jumps + 1);
		return;
	}
	lf_store_cell(w->pos, cur, w->mover);
	visit_after(w, jumps + 1, w->points);
	lf_store_cell(w->pos, cur, LF_EMPTY);
}

/* Empty or fill a cell the route jumps: in the bit rows too when the
 * visitor reads the position, else in the cells alone, which are all
 * the walk reads. */
static inline void
walk_store(struct lf_walker *w, int idx, int v)
{
	if (w->placed)
		lf_store_cell(w->pos, idx, v);
	else
		w->pos->priv.cell[idx] = (unsigned char)v;
}

/* Whether the state of the piece standing on cur, with the captures the
 * walker's keys name, is known to lead to no route of the target under
 * chain=most; with add, remember that it does not. */
static inline int
dead_state(struct lf_walker *w, int cur, int add)
{
	return lf_state_set_has(&w->dead,
	    w->ka ^ lf_state_key_a(cur + LF_CELLS),
	    w->kb ^ lf_state_key_b(cur + LF_CELLS), add);
}

/* The jump in the direction of offset off from cur, where the lifted
 * piece stands after jumps jumps: if it is open, *any is set, and the
 * route that makes it is visited (under chain=free) and followed;
 * nonzero once the walk stops.  Inline, so that off is a constant. */
LF_HOT_INLINE int
walk_step(struct lf_walker *w, int cur, int jumps, int off, int *any)
{
	struct lf_position *p = w->pos;
	int mid = cur + off, land = mid + off, v = p->priv.cell[mid];

	if (!LF_IS_PIECE(v) || p->priv.cell[land] != LF_EMPTY)
		return 0;
	*any = 1;
	if (lf_meter_step(w->meter)) {
		w->stop = 1;
		return 1;
	}
	walk_store(w, mid, LF_EMPTY);
	w->points += v;
	w->route[jumps + 1] = (uint16_t)land;
	if (w->memo) {
		w->ka ^= lf_state_key_a(mid);
		w->kb ^= lf_state_key_b(mid);
	}
	if (w->chain == LF_CHAIN_FREE)
		visit_route(w, land, jumps + 1);
	if (!w->stop)
		lf_walk_routes(w, land, jumps + 1);
	if (w->memo) {
		w->ka ^= lf_state_key_a(mid);
		w->kb ^= lf_state_key_b(mid);
	}
	w->points -= v;
	walk_store(w, mid, v);
	return w->stop;
}

/* Follow every route from cur, where the lifted piece stands after jumps
 * jumps, visiting those the chain rule allows, a route before its
 * extensions, the directions in the order of the jump rule's table
 * (written out here, so that their offsets are constants).  Under
 * chain=most a state (where the piece stands, what it captured) from
 * which no route made the target is remembered and not followed again
 * when another order of the same captures reaches it, so that the walk
 * costs no more than the routes it visits and the states it passes, not
 * every route there is. */
void
lf_walk_routes(struct lf_walker *w, int cur, int jumps)
{
	uint64_t visits = w->visits;
	int any = 0;

	if (w->memo && jumps >= 2 && dead_state(w, cur, 0))
		return;
	if (!w->stop) {
#define STEP(dc, dr) \
	if (walk_step(w, cur, jumps, LF_OFFSET(dc, dr), &any)) \
		break;
		LF_FOR_DIRS(w->pos->rules.jumps, STEP)
#undef STEP
	}
	if (!any && jumps > 0 && w->chain != LF_CHAIN_FREE &&
	    (w->chain == LF_CHAIN_CONTINUE || jumps == w->target))
		visit_route(w, cur, jumps);
	if (w->memo && jumps >= 2 && w->visits == visits && !w->stop)
		dead_state(w, cur, 1);
}

/* Visit every legal move of the position, in the documented order: by
 * starting square in reading order (top row first, left to right), then
 * routes depth first with directions in table order, a route before its
 * extensions.  Stops early when visit() or the meter sets w->stop. */
void
lf_walk_moves(struct lf_walker *w)
{
	struct lf_position *p = w->pos;
	struct lf_best_route best;
	int r, c, idx, v;
	uint64_t bits;

	w->chain = p->rules.chain;
	w->stop = 0;
	w->memo = 0;
	w->visits = 0;
	if (lf_in_opening(p)) {
		uint64_t rows[LF_MAX_HEIGHT];
		lf_removable_rows(p, rows);
		for (r = 0; r < p->height && !w->stop; r++)
			for (bits = rows[r]; bits && !w->stop;
			    bits &= bits - 1) {
				c = lf_ctz64(bits);
				idx = lf_cell_at(c, r);
				v = p->priv.cell[idx];
				if (lf_meter_step(w->meter)) {
					w->stop = 1;
					break;
				}
				w->route[0] = (uint16_t)idx;
				w->points = v;
				lf_store_cell(p, idx, LF_EMPTY);
				visit_after(w, 1, v);
				lf_store_cell(p, idx, v);
			}
		return;
	}
	if (w->chain == LF_CHAIN_MOST) {
		/* A set for each walker, since a visitor may walk too. */
		w->dead.slot = NULL;
		lf_state_set_clear(&w->dead);
		w->memo = 1;
	}
	for (r = 0; r < p->height && !w->stop; r++) {
		bits = lf_jumpers_in_row(p, r);
		for (; bits && !w->stop; bits &= bits - 1) {
			c = lf_ctz64(bits);
			idx = lf_cell_at(c, r);
			w->mover = p->priv.cell[idx];
			w->points = 0;
			w->route[0] = (uint16_t)idx;
			lf_store_cell(p, idx, LF_EMPTY);
			if (w->chain == LF_CHAIN_MOST) {
				/* What was dead for one piece is not for
				 * the next. */
				lf_state_set_clear(&w->dead);
				w->ka = w->kb = 0;
				best.weighted = 0;
				best.goal = 0;
				best.total = 0;
				best.route = NULL;
				lf_best_route(p, idx, w->meter, &best);
				w->target = best.total;
				if (w->meter->out != LF_METER_GOING)
					w->stop = 1;
			}
			if (!w->stop)
				lf_walk_routes(w, idx, 0);
			lf_store_cell(p, idx, w->mover);
		}
	}
	if (w->memo) {
		lf_state_set_clear(&w->dead);
		w->memo = 0;
	}
}

/* Visit every legal move of pos with visit, passing data, the route in
 * route (LF_MAX_ROUTE squares), spending the meter: the walk that
 * listing, counting and perft share.  If placed, visit sees the position
 * after each move (the piece put down, the points scored and the turn
 * passed), as perft needs; else it reads only the route, and the walk
 * spares itself that work. */
void
lf_walk(struct lf_position *pos, void (*visit)(struct lf_walker *, int),
    void *data, uint16_t *route, struct lf_meter *m, int placed)
{
	struct lf_walker w;

	w.placed = placed;
	w.pos = pos;
	w.visit = visit;
	w.data = data;
	w.route = route;
	w.meter = m;
	lf_walk_moves(&w);
}
