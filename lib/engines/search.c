/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* search.c: the game-tree search behind lf-bot(1): iterative deepening
 * alpha-beta (negamax with a principal variation search) over the points
 * still to be captured, a transposition table (search_tt.c) keyed by the
 * Zobrist keys of the engines' core (core_int.h), move ordering by the
 * table's move, then the core's order by captured points with history
 * breaking ties (search_order.c), the best lines (search_lines.c), and
 * late move reductions with two players (unless limits->exact).
 *
 * A value looks forward only: the points that the player to move (in a
 * game of three or more, the root player or the coalition of the others,
 * whichever the mover belongs to) captures from the node on, minus those
 * the other side captures.  With three or more players the others move
 * in turn (a paranoid search) or, with limits->best_reply, once the
 * opening is over, the root player's moves alternate with one move of
 * theirs, the best reply of them all (best-reply search: Schadd and
 * Winands, 2011); any player may move any piece, so their moves are the
 * same and that layer is the node's one list of moves (next_mover()).  The
 * scores already made are not part of it, so a node's value depends on the
 * board, the side to move and the phase alone, which is exactly what the
 * table's key covers.
 *
 * Moves are made and unmade in place by the engines' core (core_int.h),
 * which keeps the key of the pieces up to date: each ply owns a move
 * list, an order array and a record of the captured pieces, allocated
 * once and reused, so that nothing is allocated per node once the lists
 * have grown. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "core_int.h"
#include "movegen_int.h"
#include "pages_int.h"
#include "search_int.h"

/* The share of the search's time after which no deeper iteration
 * begins: 0.6 beat 0.5 by +28 +/- 26 Elo (lf-bot(1), Strength). */
#define ITERATION_SHARE 0.6

/* Seconds since the search began. */
static double
elapsed(const struct lf_search *s)
{
	return lf_clock() - s->start;
}

/* The most points one move can capture in pos, 0 when it has no move,
 * as far as the meter allows (less when it runs out).  A removal takes
 * one piece; a jump route is followed as if the chain rule were free,
 * which is exact under that rule and an upper bound under the others:
 * good enough for an estimate, and far quicker than listing the moves
 * (lf_best_capture(): a jump that cannot go on is a route of its own,
 * and the others are searched only for a better total than the best so
 * far).  pos is changed during the call and restored. */
static int
best_capture(struct lf_position *pos, struct lf_meter *m)
{
	int row, best = 0, v;
	uint64_t bits;

	if (lf_in_opening(pos)) {
		if (pos->rules.removal == LF_REMOVAL_LOW)
			return lf_lowest_value(pos);
		for (row = 0; row < pos->height; row++)
			for (bits = pos->priv.piece_bits[row + 2]; bits;
			    bits &= bits - 1) {
				v = pos->priv.cell[lf_cell_at(lf_ctz64(bits),
				    row)];
				if (v > best)
					best = v;
			}
		return best;
	}
	return lf_best_capture(pos, m);
}

/* The static value of a position whose best move captures best points:
 * five eighths of them, rounded down.  The mover is sure to take
 * something, and what it takes opens the board to the reply; in play
 * five eighths beat a half by +27 +/- 26 Elo (lf-bot(1), Strength),
 * which beat none or all of it, and three eighths or three quarters
 * lost to a half. */
static inline int
estimate(int best)
{
	return best * 5 / 8;
}

/* The static value of a position for the player to move, as the search
 * counts it at its depth limit (0 at the end of the game): exact within
 * ESTIMATE_STEPS steps, a lower bound beyond.  pos is changed during the
 * call and restored. */
long
lf_search_evaluate(struct lf_position *pos)
{
	struct lf_budget budget = { ESTIMATE_STEPS, 0, 0 };
	struct lf_meter m;

	lf_meter_start(&m, &budget);
	return estimate(best_capture(pos, &m));
}

/* Make the move sq (len squares) in pos as lf_core_make() does, and
 * give the turn to the player the search lets move next (next_mover(),
 * the next in turn but in a best-reply search): return the points it
 * takes. */
static inline int
search_make(const struct lf_search *s, struct lf_position *pos,
    const uint16_t *sq, int len, unsigned char *captured, uint64_t *board)
{
	int next, points;

	if (!s->best_reply)
		return lf_core_make(pos, sq, len, captured, board);
	next = next_mover(s, pos);
	points = lf_core_make(pos, sq, len, captured, board);
	pos->turn = next;
	return points;
}

/* Take back the move sq (len squares) that search_make() made for
 * mover. */
static inline void
search_unmake(const struct lf_search *s, struct lf_position *pos,
    const uint16_t *sq, int len, const unsigned char *captured, int points,
    int mover)
{
	if (s->best_reply)
		pos->turn = (mover + 1) % pos->rules.players;
	lf_core_unmake(pos, sq, len, captured, points);
}

static int search_node(struct lf_search *s, struct lf_position *pos,
    uint64_t board, int ply, int depth, int alpha, int beta);

/* The value, for the player who made it, of the move just made (worth
 * points, leaving the pieces of key board) within the window (alpha,
 * beta) of that player. */
static int
child_value(struct lf_search *s, struct lf_position *pos, uint64_t board,
    int ply, int depth, int alpha, int beta, int points, int same)
{
	if (same)
		return points + search_node(s, pos, board, ply + 1, depth - 1,
		    alpha - points, beta - points);
	return points - search_node(s, pos, board, ply + 1, depth - 1,
	    points - beta, points - alpha);
}

/* Search the move just made: a null window first for every move but the
 * first, then the full window when it turns out better than alpha. */
static int
move_value(struct lf_search *s, struct lf_position *pos, uint64_t board,
    int ply, int depth, int alpha, int beta, int points, int same, int first)
{
	int v;

	if (first || beta - alpha <= 1)
		return child_value(s, pos, board, ply, depth, alpha, beta,
		    points, same);
	v = child_value(s, pos, board, ply, depth, alpha, alpha + 1, points,
	    same);
	if (v > alpha && v < beta && !s->stopped)
		v = child_value(s, pos, board, ply, depth, alpha, beta, points,
		    same);
	return v;
}

/* The value of a leaf at the depth limit: exact at the end of the game,
 * else the static value, and a line cut short. */
static int
leaf_value(struct lf_search *s, struct lf_position *pos)
{
	int best = best_capture(pos, &s->meter);

	if (s->meter.out != LF_METER_GOING) {
		s->stopped = 1;
		return 0;
	}
	/* Every move captures: no capture, no move. */
	if (best == 0)
		return 0;
	s->horizon++;
	return estimate(best);
}

/* The value of the listed move sq (len squares) at a node of depth plies
 * and window (alpha, beta): made, searched (move_value(), first says
 * whether it is the node's first move) and unmade.  A late move (reduce
 * plies, 1 or 2) is first searched with a null window that much less
 * deep, and in full only when it beats alpha there. */
static int
listed_move_value(struct lf_search *s, struct lf_position *pos,
    uint64_t board, int ply, int depth, int alpha, int beta,
    const uint16_t *sq, int len, int same, int first, int reduce)
{
	unsigned char *captured = s->ply[ply].captured;
	uint64_t child = board;
	int mover = pos->turn, points, v;

	points = search_make(s, pos, sq, len, captured, &child);
	if (reduce > 0) {
		v = child_value(s, pos, child, ply, depth - reduce, alpha,
		    alpha + 1, points, same);
		if (v > alpha && !s->stopped)
			v = move_value(s, pos, child, ply, depth, alpha, beta,
			    points, same, 0);
	} else
		v = move_value(s, pos, child, ply, depth, alpha, beta, points,
		    same, first);
	search_unmake(s, pos, sq, len, captured, points, mover);
	return v;
}

/* What frontier_capture() made of a node. */
enum { FRONTIER_SETTLED, FRONTIER_LOW };

/* At the frontier (one ply from the depth limit, the reply on the other
 * side) with a null window and no table move, the move ordering puts
 * first a move that captures the most, and that move nearly always fails
 * high (83,519 nodes of 86,488 in a search of depth 8 on murray 15 x 15):
 * so find one directly (lf_best_capture_route(), far quicker than
 * listing every move) and try it before listing the moves.  Return
 * FRONTIER_SETTLED with the node's value in *value when that settles the
 * node (no move, no move beating alpha, or a cut-off); FRONTIER_LOW when
 * the moves must be listed after all, with the move that failed low and
 * its value kept in s->capture, s->capture_length and s->capture_value,
 * so that the listing need not search it again.  A node of more than
 * NODE_MOVES moves, a leaf once listed, may so be settled by the value of
 * that move instead: never on the boards people play. */
static int
frontier_capture(struct lf_search *s, struct lf_position *pos, uint64_t key,
    uint64_t board, int ply, int alpha, int beta, int *value)
{
	struct ply *p = &s->ply[ply];
	unsigned long horizon = s->horizon;
	uint64_t child = board;
	int32_t *h;
	int mover = pos->turn, len, points, v;

	points = lf_best_capture_route(pos, &s->meter, s->capture, &len);
	*value = 0;
	if (s->meter.out != LF_METER_GOING) {
		s->stopped = 1;
		return FRONTIER_SETTLED;
	}
	if (len == 0) {
		/* No piece can jump: the end of the game. */
		lf_tt_store(s, key, 0, BOUND_EXACT, 0, 1, NO_MOVE);
		return FRONTIER_SETTLED;
	}
	if (points <= alpha) {
		/* No move captures more than alpha (search_node()). */
		s->horizon++;
		lf_tt_store(s, key, points, BOUND_UPPER, 1, 0, NO_MOVE);
		*value = points;
		return FRONTIER_SETTLED;
	}
	points = search_make(s, pos, s->capture, len, p->captured, &child);
	v = child_value(s, pos, child, ply, 1, alpha, beta, points, 0);
	search_unmake(s, pos, s->capture, len, p->captured, points, mover);
	if (s->stopped)
		return FRONTIER_SETTLED;
	if (v < beta) {
		s->capture_length = len;
		s->capture_value = v;
		return FRONTIER_LOW;
	}
	h = &s->history[history_slot(s->capture, len)];
	if (*h < INT32_MAX / 2)
		(*h)++;
	lf_tt_store(s, key, v, BOUND_LOWER, 1, s->horizon == horizon, NO_MOVE);
	*value = v;
	return FRONTIER_SETTLED;
}

/* Whether the route sq of len squares is frontier_capture()'s move. */
static int
is_frontier_capture(const struct lf_search *s, const uint16_t *sq, int len)
{
	return len == s->capture_length &&
	    memcmp(sq, s->capture, (size_t)len * sizeof *sq) == 0;
}

/* The value of pos, whose pieces have the key board, for its player to
 * move, searched depth plies deep within the window (alpha, beta),
 * failing soft. */
static int
search_node(struct lf_search *s, struct lf_position *pos, uint64_t board,
    int ply, int depth, int alpha, int beta)
{
	struct ply *p = &s->ply[ply];
	struct tt_entry *e;
	uint64_t key;
	unsigned long horizon = s->horizon;
	uint32_t first = NO_MOVE, best_move = NO_MOVE, m;
	int alpha0 = alpha, best = -VALUE_INF, mover = pos->turn, v, points;
	int same, capture_low = 0; /* frontier_capture()'s move failed low */
	size_t i, n;

	s->nodes++;
	if (lf_meter_step(&s->meter))
		s->stopped = 1;
	if (s->stopped)
		return 0;
	if (depth <= 0)
		return leaf_value(s, pos);
	key = s->game_key ^ board ^ lf_core_turn_key(pos);
	e = tt_find(s, key);
	if (e != NULL) {
		/* A value of another depth would make the result depend on
		 * the table; one that saw every line to the end holds at any
		 * depth as great. */
		int solved = e->flags & TT_SOLVED, bound = e->flags & TT_BOUND;
		if (e->depth == depth || (solved && e->depth <= depth)) {
			v = e->value;
			if (bound == BOUND_EXACT ||
			    (bound == BOUND_LOWER && v >= beta) ||
			    (bound == BOUND_UPPER && v <= alpha)) {
				if (!solved)
					s->horizon++;
				return v;
			}
		}
		first = tt_move(e);
	}
	/* Every move passes the turn to the same player (next_mover()). */
	same = same_side(s, mover, next_mover(s, pos));
	if (depth == 1 && !same && first == NO_MOVE && beta - alpha == 1 &&
	    pos->rules.chain == LF_CHAIN_FREE && !lf_in_opening(pos)) {
		if (frontier_capture(s, pos, key, board, ply, alpha, beta,
		    &v) ==
		    FRONTIER_SETTLED)
			return v;
		capture_low = 1;
	}
	switch (lf_list_moves(pos, &p->list, &s->meter, NODE_MOVES)) {
	case LF_LIST_ALL:
		break;
	case LF_LIST_MORE:
		/* Too many moves to look at each: a leaf. */
		return leaf_value(s, pos);
	case LF_LIST_FAILED:
	default:
		s->failed = s->stopped = 1;
		return 0;
	}
	if (s->meter.out != LF_METER_GOING) {
		s->stopped = 1;
		return 0;
	}
	if (lf_core_order_reserve(&p->o, p->list.count) != 0) {
		s->failed = s->stopped = 1;
		return 0;
	}
	n = p->list.count;
	if (n == 0) {
		lf_tt_store(s, key, 0, BOUND_EXACT, 0, 1, NO_MOVE);
		return 0;
	}
	lf_order_rank(s, p, first);
	for (i = 0; i < n; i++) {
		const uint16_t *sq;
		int len;

		m = lf_core_pick(&p->o, i, n);
		len = lf_list_route(&p->list, m, &sq);
		if (depth == 1 && !same &&
		    (points = (int)lf_list_points(&p->list, m)) <= alpha) {
			/* A move at the frontier is worth its points less the
			 * reply's estimate, which is never negative: one that
			 * captures no more than alpha cannot beat it, nor can
			 * those after it, which capture no more (but the
			 * table's move, first, may capture less).  The bound
			 * holds at this depth only. */
			if (points > best)
				best = points;
			s->horizon++;
			if (m == first)
				continue;
			break;
		}
		if (capture_low && is_frontier_capture(s, sq, len)) {
			/* Searched by frontier_capture(): no better than
			 * alpha. */
			capture_low = 0;
			v = s->capture_value;
		} else {
			/* A late move is first searched one or two plies
			 * less deep. */
			int r = 0;
			if (s->reduce && i >= LMR_MOVES && depth >= LMR_DEPTH &&
			    m != first)
				r = i >= LMR_MOVES2 && depth >= LMR_DEPTH2 ?
				    2 : 1;
			v = listed_move_value(s, pos, board, ply, depth,
			    alpha, beta, sq, len, same, i == 0, r);
		}
		if (s->stopped)
			return 0;
		if (v > best) {
			best = v;
			best_move = m;
			if (v > alpha)
				alpha = v;
			if (alpha >= beta) {
				int32_t *h = &s->history[history_slot(sq, len)];
				if (*h < INT32_MAX / 2)
					*h += depth * depth;
				break;
			}
		}
	}
	lf_tt_store(s, key, best, best <= alpha0 ? BOUND_UPPER :
	    best >= beta ? BOUND_LOWER : BOUND_EXACT, depth,
	    s->horizon == horizon, best_move);
	return best;
}

/* Make an empty search with a transposition table of at most table_bytes
 * (0: none). */
enum lf_status
lf_search_new(struct lf_search **search, size_t table_bytes,
    struct lf_error *err)
{
	struct lf_search *s;
	size_t entries = 1;

	*search = NULL;
	s = calloc(1, sizeof *s);
	if (s == NULL)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	lf_move_init(&s->best);
	if (table_bytes >= sizeof(struct tt_entry)) {
		while (entries <= table_bytes / sizeof(struct tt_entry) / 2)
			entries *= 2;
		s->table = calloc(entries, sizeof *s->table);
		if (s->table == NULL) {
			free(s);
			return lf_error_set(err, LF_ENOMEM, 0,
			    "out of memory for a table of %zu bytes",
			    table_bytes);
		}
		s->table_mask = entries - 1;
		lf_pages_random_access(s->table, entries * sizeof *s->table);
	}
	*search = s;
	return LF_OK;
}

/* Release a search and everything it holds. */
void
lf_search_free(struct lf_search *search)
{
	int i;

	if (search == NULL)
		return;
	for (i = 0; i <= LF_SEARCH_MAX_DEPTH; i++) {
		lf_move_list_release(&search->ply[i].list);
		lf_core_order_release(&search->ply[i].o);
	}
	lf_move_release(&search->best);
	for (i = 0; i < LF_SEARCH_MAX_LINES; i++)
		lf_move_list_release(&search->line[i]);
	lf_move_list_release(&search->scratch);
	free(search->root_value);
	free(search->table);
	free(search);
}

/* Forget what earlier searches learnt (the table and the history), so
 * that the next search gives the same result as a fresh one. */
void
lf_search_clear(struct lf_search *search)
{
	if (!search->dirty)
		return;
	search->dirty = 0;
	if (search->table != NULL)
		memset(search->table, 0,
		    (search->table_mask + 1) * sizeof *search->table);
	memset(search->history, 0, sizeof search->history);
	search->age = 0;
}

/* Search the root moves one iteration depth plies deep, best first;
 * return how many were searched to the end, and the best of them in
 * *best_at (its place in the order) and *best_value.  With several
 * lines, the first s->lines places get the full window, and the others
 * one that keeps them out of the best lines only when they do not
 * belong there, so that the values of the best lines are exact. */
static size_t
search_root(struct lf_search *s, struct lf_position *pos, uint64_t board,
    int depth, size_t *best_at, int *best_value)
{
	struct ply *p = &s->ply[0];
	size_t i, n = p->list.count;
	int alpha = -VALUE_INF, mover = pos->turn, v, points, a;

	*best_value = -VALUE_INF;
	*best_at = 0;
	for (i = 0; i < n; i++) {
		const uint16_t *sq;
		uint64_t child = board;
		int len = lf_list_route(&p->list, p->o.order[i], &sq);

		a = s->lines > 1 ? lf_lines_alpha(s, i) : alpha;
		points = search_make(s, pos, sq, len, p->captured, &child);
		v = move_value(s, pos, child, 0, depth, a, VALUE_INF, points,
		    same_side(s, mover, pos->turn), i < (size_t)s->lines);
		search_unmake(s, pos, sq, len, p->captured, points, mover);
		if (s->stopped)
			return i;
		if (s->lines > 1)
			s->root_value[i] = v;
		if (v > *best_value) {
			*best_value = v;
			*best_at = i;
			alpha = v;
		}
	}
	return n;
}

/* Find the best move of pos by iterative deepening within the limits
 * and the budget: the best move of the deepest iteration completed, or
 * of the moves an unfinished one searched, or, when the budget runs out
 * before any, the root move that captures the most.  At most ROOT_MOVES
 * root moves (or the budget's moves, if fewer) are searched, the first
 * in the documented order.  Fails with LF_EINVAL when the game is over,
 * LF_EBUDGET when the budget ran out before a legal move was found; pos
 * is changed during the call and restored before it returns. */
enum lf_status
lf_search_run(struct lf_search *s, struct lf_position *pos,
    const struct lf_search_limits *limits, const struct lf_budget *budget,
    struct lf_engine_info *info, struct lf_error *err)
{
	struct ply *p = &s->ply[0];
	uint32_t first;
	uint64_t board, key, most = ROOT_MOVES;
	size_t n, done, best_at;
	int depth, max_depth, value;
	unsigned long horizon;

	s->start = lf_clock();
	lf_meter_start(&s->meter, budget);
	s->deadline = s->meter.deadline;
	if (budget != NULL && budget->moves > 0 && budget->moves < most)
		most = budget->moves;
	/* The moves of the budget bound the root list alone. */
	s->meter.max_moves = UINT64_MAX;
	s->nodes = 0;
	s->horizon = 0;
	s->stopped = s->failed = 0;
	s->line_count = 0;
	if (limits->lines < 0 || limits->lines > LF_SEARCH_MAX_LINES)
		return lf_error_set(err, LF_EINVAL, 0, "%d lines: a search "
		    "ranks 1 to %d", limits->lines, LF_SEARCH_MAX_LINES);
	s->lines = limits->lines > 1 ? limits->lines : 1;
	s->age++;
	s->dirty = 1;
	s->root_player = pos->turn;
	s->paranoid = pos->rules.players > 2;
	s->best_reply = s->paranoid && limits->best_reply;
	/* With three players or more the reductions made the paranoid
	 * search weaker (lf-bot(1), Strength): two players only. */
	s->reduce = !limits->exact && !s->paranoid;
	/* The values of a search with reductions are not those without,
	 * nor those of a paranoid search for one root player those for
	 * another, nor a best-reply search's a paranoid one's: they never
	 * share the table's entries. */
	lf_core_init();
	s->game_key = lf_core_game_key(pos) ^ (s->reduce ? UINT64_C(0) :
	    lf_mix64(UINT64_C(0x600000)));
	if (s->paranoid)
		s->game_key ^= lf_mix64(UINT64_C(0x600000) |
		    (uint64_t)s->root_player |
		    (s->best_reply ? UINT64_C(0x100) : 0));
	max_depth = limits->depth > 0 && limits->depth < LF_SEARCH_MAX_DEPTH ?
	    limits->depth : LF_SEARCH_MAX_DEPTH;
	memset(info, 0, sizeof *info);

	if (lf_list_moves(pos, &p->list, &s->meter, most) == LF_LIST_FAILED)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	n = p->list.count;
	if (n == 0 && s->meter.out != LF_METER_GOING)
		return lf_meter_fail(&s->meter, err, "searching");
	if (n == 0)
		return lf_error_set(err, LF_EINVAL, 0,
		    "the game is over: there is no legal move");
	if (lf_core_order_reserve(&p->o, n) != 0)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	if (n > s->root_cap) {
		int *values = realloc(s->root_value, n * sizeof *values);
		if (values == NULL)
			return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
		s->root_value = values;
		s->root_cap = n;
	}
	board = lf_core_board_key(pos);
	key = s->game_key ^ board ^ lf_core_turn_key(pos);
	first = tt_move(tt_find(s, key));
	/* The root order: the table's move, then by points; the first move
	 * is the answer until an iteration completes. */
	lf_order_rank(s, p, first);
	if (lf_core_sort(&p->o, n) != 0)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	lf_lines_copy_best(s, p, p->o.order[0]);
	if (s->failed)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	info->best.move = &s->best;
	info->best.value = lf_route_points(pos, s->best.square,
	    s->best.length);
	if (n == 1 || s->meter.out != LF_METER_GOING)
		max_depth = 0;

	for (depth = 1; depth <= max_depth; depth++) {
		horizon = s->horizon;
		done = search_root(s, pos, board, depth, &best_at, &value);
		if (done < n) {
			/* Stopped: the moves searched to the end were tried
			 * after the last iteration's best, so the best of them
			 * is at least as sound. */
			if (done > 0 && !s->failed) {
				lf_lines_copy_best(s, p, p->o.order[best_at]);
				info->best.value = value;
				/* A move of its own, not the line's. */
				if (best_at > 0)
					info->best.line = NULL;
			}
			break;
		}
		if (s->lines > 1)
			lf_lines_sort_root(s, p, n);
		else {
			lf_order_promote(p, best_at);
			s->root_value[0] = value;
		}
		lf_lines_keep(s, pos, n, depth);
		lf_lines_copy_best(s, p, p->o.order[0]);
		info->best.value = value;
		info->best.line = s->line_count > 0 ? &s->line[0] : NULL;
		info->moves = s->line_count;
		info->depth = depth;
		info->solved = s->horizon == horizon;
		info->nodes = s->nodes;
		info->seconds = elapsed(s);
		lf_tt_store(s, key, value, BOUND_EXACT, depth, info->solved,
		    p->o.order[0]);
		if (limits->progress != NULL)
			limits->progress(info, limits->progress_arg);
		/* A solved game needs no deeper look, and an iteration
		 * begun late would rarely finish (one that does not still
		 * gives the moves it searched). */
		if (info->solved || (s->deadline > 0 && elapsed(s) >
		    (s->deadline - s->start) * ITERATION_SHARE))
			break;
	}
	info->nodes = s->nodes;
	info->seconds = elapsed(s);
	if (s->failed)
		return lf_error_set(err, LF_ENOMEM, 0,
		    "out of memory during the search");
	return LF_OK;
}

