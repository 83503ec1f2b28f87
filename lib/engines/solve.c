/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/*
 * solve.c: the exact value of a position of two players (lf-bot(1)'s
 * --solve): what the player to move captures from here on minus what the
 * other does, under best play by both, with the line that gets it.
 *
 * Negamax alpha-beta to the end of the game, fail-soft, driven by
 * zero-window tests from a guess of 0 (MTD(f): the values are small
 * integers near 0), with:
 * - a transposition table (solve_table.c) that starts small and doubles
 *   as it fills, so that a short solve touches little memory, keyed by
 *   the position up to the symmetries of the board that keep its shape
 *   and its jump directions (solve_symmetry.c: the 8 of a square, 4 of a
 *   rectangle, the 12 of a hexagon, fewer for a shape that is not
 *   symmetric): a node works out the keys of its children's images
 *   from its own, when it looks them up, with a table of the keys of
 *   each piece's images made at the start (lf_solve_image_keys()), and
 *   gives each child its own; the least of them is the position's; a
 *   slot keeps both bounds that the tests find, and a bucket of two
 *   slots keeps the position that cost the most work and the newest;
 * - enhanced transposition cut-offs: a child whose stored bound already
 *   refutes the node ends it before any child is searched; and a child
 *   whose stored bounds (or the points left) settle it within the node's
 *   window is not made nor counted as a node, its value taken as it is;
 * - moves tried by the points they take, most first (the engines'
 *   order, core_int.h), and within 6 plies of the root, where the
 *   subtrees are big enough to pay for listing each child's moves, among
 *   equals those that leave the other player the fewest replies first
 *   (the line, solve_pv(), keeps the points' order);
 * - bounds from the points left on the board: a node can gain no more
 *   than they make, nor lose more;
 * - a budget of nodes and time, after which the solver says it did not
 *   finish.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "solve_int.h"

#define TABLE_START_BYTES ((size_t)1 << 20) /* the table's first size */
#define REPLIES_PLIES 6     /* the depths whose moves the replies order */

/* Make a solver with a table of at most table_bytes, which starts at a
 * megabyte and grows as the solves fill it. */
enum lf_status
lf_solver_new(struct lf_solver **solver, size_t table_bytes,
    struct lf_error *err)
{
	struct lf_solver *s = calloc(1, sizeof *s);
	size_t entries;

	*solver = NULL;
	if (s == NULL)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	s->most = lf_solve_table_entries(table_bytes);
	entries = lf_solve_table_entries(TABLE_START_BYTES);
	if (entries > s->most)
		entries = s->most;
	s->table = calloc(entries, sizeof *s->table);
	s->map = malloc(SYMMETRIES_MAX * sizeof *s->map);
	if (s->table == NULL || s->map == NULL) {
		free(s->table);
		free(s->map);
		free(s);
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	}
	s->mask = entries - 1;
	lf_move_list_init(&s->pv);
	*solver = s;
	return LF_OK;
}

/* Release a solver; NULL is allowed. */
void
lf_solver_free(struct lf_solver *s)
{
	int i;

	if (s == NULL)
		return;
	for (i = 0; i < s->plies; i++) {
		lf_move_list_release(&s->ply[i].list);
		lf_core_order_release(&s->ply[i].o);
		free(s->ply[i].images);
		free(s->ply[i].child);
	}
	free(s->ply);
	free(s->table);
	free(s->map);
	free(s->img);
	lf_move_list_release(&s->pv);
	free(s);
}

/* The ply record of depth d, grown on first use (before a search: see
 * solve_begin()). */
static struct solve_ply *
ply_at(struct lf_solver *s, int d)
{
	struct solve_ply *more;

	if (d >= s->plies) {
		more = realloc(s->ply, (size_t)(d + 16) * sizeof *more);
		if (more == NULL)
			return NULL;
		memset(more + s->plies, 0, (size_t)(d + 16 - s->plies) *
		    sizeof *more);
		for (; s->plies < d + 16; s->plies++)
			lf_move_list_init(&more[s->plies].list);
		s->ply = more;
	}
	return &s->ply[d];
}

/* The key of player turn to move at ply and of the removals of the
 * opening still due: lf_core_turn_key() of such a position. */
static uint64_t
turn_key(const struct lf_solver *s, int turn, long ply)
{
	long left = s->removals - ply;

	return lf_zobrist.turn[turn] ^ lf_zobrist.removals[left > 0 ? left :
	    0];
}

/* The position's key in the table: the least of its images' keys. */
static uint64_t
canonical_key(const struct lf_solver *s, const struct lf_position *pos)
{
	uint64_t k = s->key[0];
	int t;

	for (t = 1; t < s->symmetries; t++)
		if (s->key[t] < k)
			k = s->key[t];
	return k ^ s->game ^ turn_key(s, pos->turn, pos->ply);
}

/* What the table's key of each child of pos has besides its pieces: the
 * rules and the shape, the side to move and the removals due after a
 * move. */
static uint64_t
child_rest_key(const struct lf_solver *s, const struct lf_position *pos)
{
	int turn = pos->turn + 1 == pos->rules.players ? 0 : pos->turn + 1;

	return s->game ^ turn_key(s, turn, pos->ply + 1);
}

/* Work out, from the board before it and the keys of its images, keys,
 * the keys of the images of the child of pos by move i of a ply's list
 * and its key in the table (into the ply's images and child), without
 * making the move, so that the table can be asked about the child first
 * (enhanced transposition cut-offs); rest is child_rest_key() of pos.
 * Return the points the move takes.  The keys of the images of each
 * square come from the table of image_at(). */
static int
move_keys(const struct lf_solver *s, const struct lf_position *pos,
    struct solve_ply *p, uint32_t i, const uint64_t *keys, uint64_t rest)
{
	static const uint64_t none[SYMMETRIES_MAX];
	const uint16_t *sq;
	int n = lf_list_route(&p->list, i, &sq), v, k, t, mid, points;
	int m = s->symmetries;
	const unsigned char *cell = pos->priv.cell;
	uint64_t *d = p->images + (size_t)i * (size_t)m, x, least = UINT64_MAX;
	const uint64_t *from, *to = none, *jumped = none, *more, *base = keys;

	v = cell[sq[0]];
	from = s->img + image_at(s, sq[0], v);
	points = v;
	if (n > 1) {
		to = s->img + image_at(s, sq[n - 1], v);
		mid = (sq[0] + sq[1]) / 2;
		points = cell[mid];
		jumped = s->img + image_at(s, mid, cell[mid]);
	}
	if (n > 2) {
		/* The node's keys and the pieces jumped after the first,
		 * into d first. */
		for (t = 0; t < m; t++)
			d[t] = keys[t];
		for (k = 2; k < n; k++) {
			mid = (sq[k - 1] + sq[k]) / 2;
			points += cell[mid];
			more = s->img + image_at(s, mid, cell[mid]);
			for (t = 0; t < m; t++)
				d[t] ^= more[t];
		}
		base = d;
	}
	for (t = 0; t < m; t++) {
		x = base[t] ^ from[t] ^ to[t] ^ jumped[t];
		d[t] = x;
		if (x < least)
			least = x;
	}
	p->child[i].key = least ^ rest;
	return points;
}

/* The array items, of *cap items of size bytes, grown to hold need
 * (realloc() may move it), or NULL when out of memory (it is then as it
 * was). */
static void *
reserve(void *items, size_t *cap, size_t need, size_t size)
{
	size_t more = *cap ? *cap : 256;
	void *grown;

	if (need <= *cap && items != NULL)
		return items;
	while (more < need)
		more *= 2;
	if ((grown = realloc(items, more * size)) == NULL)
		return NULL;
	*cap = more;
	return grown;
}

/* Make room in a ply for the keys of its moves' children; return -1
 * when out of memory. */
static int
reserve_keys(const struct lf_solver *s, struct solve_ply *p)
{
	uint64_t *images;
	struct solve_child *child;

	images = reserve(p->images, &p->images_cap, p->list.count *
	    (size_t)s->symmetries, sizeof *images);
	if (images == NULL)
		return -1;
	p->images = images;
	child = reserve(p->child, &p->child_cap, p->list.count,
	    sizeof *child);
	if (child == NULL)
		return -1;
	p->child = child;
	return 0;
}

/* Make move i of a ply's list with the engines' core, keeping the
 * points left; return the points it takes.  The child's keys are those
 * move_keys() has worked out. */
static int
make(struct lf_solver *s, struct lf_position *pos, struct solve_ply *p,
    uint32_t i)
{
	const uint16_t *sq;
	int n = lf_list_route(&p->list, i, &sq), points;
	uint64_t board = 0;

	points = lf_core_make(pos, sq, n, p->captured, &board);
	s->left -= points;
	return points;
}

/* Take back move i of a ply's list, made by make(). */
static void
unmake(struct lf_solver *s, struct lf_position *pos, struct solve_ply *p,
    uint32_t i, int points)
{
	const uint16_t *sq;
	int n = lf_list_route(&p->list, i, &sq);

	lf_core_unmake(pos, sq, n, p->captured, points);
	s->left += points;
}

/* Order the moves of a ply by the points they take, most first, the
 * generator's order among equals (the engines' order, core_int.h), and
 * make room for the changes of their keys.  The ranks are distinct, so
 * any sort gives lf_core_sort()'s order: a short list, as most are, is
 * sorted by insertion, which costs less there than lf_core_sort()'s
 * picks. */
static int
order_moves(const struct lf_solver *s, const struct lf_position *pos,
    struct solve_ply *p)
{
	size_t n = p->list.count, i, j;
	uint32_t m;

	if ((n > p->o.cap && lf_core_order_reserve(&p->o, n) != 0) ||
	    reserve_keys(s, p) != 0)
		return -1;
	lf_core_order_points(&p->o, pos, &p->list);
	if (n > 32)
		return lf_core_sort(&p->o, n);
	for (i = 1; i < n; i++) {
		m = p->o.order[i];
		for (j = i; j > 0 && p->o.rank[p->o.order[j - 1]] <
		    p->o.rank[m]; j--)
			p->o.order[j] = p->o.order[j - 1];
		p->o.order[j] = m;
	}
	return 0;
}

/* Order the moves of a ply again, those of a node near the root, whose
 * subtrees are big: by the points they take, most first, then by the
 * fewest replies they leave the other player, then in the generator's
 * order.  The replies are listed in the next ply's list, which the
 * children's searches make again.  Return -1 when out of memory or out
 * of the budget (s->stopped is set). */
static int
order_by_replies(struct lf_solver *s, struct lf_position *pos,
    struct solve_ply *p, struct solve_ply *next)
{
	enum lf_list_result r;
	size_t replies;
	uint32_t m, tie;

	for (m = 0; m < p->list.count; m++) {
		make(s, pos, p, m);
		r = lf_list_moves(pos, &next->list, &s->meter, UINT64_MAX);
		replies = next->list.count;
		unmake(s, pos, p, m, (int)p->child[m].points);
		if (r == LF_LIST_FAILED)
			s->failed = 1;
		if (r == LF_LIST_FAILED || s->meter.out != LF_METER_GOING) {
			s->stopped = 1;
			return -1;
		}
		tie = (uint32_t)(65535 - (replies < 65535 ? replies : 65535))
		    << 16 | (65535 - (m < 65535 ? m : 65535));
		p->o.order[m] = m;
		p->o.rank[m] = lf_core_rank(p->child[m].points, tie);
	}
	if (lf_core_sort(&p->o, p->list.count) != 0) {
		s->failed = s->stopped = 1;
		return -1;
	}
	return 0;
}

/* Whether a position of key with left points on the board has a value
 * within (alpha, beta) that needs no search: its bounds from the points
 * left or from the table settle it, the value then into *value (fail-
 * soft, as negamax() gives it); else its entry in the table, if any, into
 * *entry. */
static int
settled(const struct lf_solver *s, uint64_t key, long left, long alpha,
    long beta, long *value, const struct solve_entry **entry)
{
	const struct solve_entry *e;

	/* No node gains more than the points left, nor loses more. */
	*value = alpha >= left ? left : -left;
	if (alpha >= left || beta <= -left)
		return 1;
	if ((*entry = e = probe(s, key)) == NULL)
		return 0;
	*value = e->lower;
	if (e->lower >= beta || e->lower == e->upper)
		return 1;
	*value = e->upper;
	return e->upper <= alpha;
}

/* The value of pos for the player to move within (alpha, beta): the
 * points they take from here on minus the other player's, fail-soft.
 * d is the depth from the root, key the position's in the table and
 * keys its images' keys (canonical_key() and s->key at the root, which
 * the parent works out for the others: move_keys()). */
static long
negamax(struct lf_solver *s, struct lf_position *pos, int d, long alpha,
    long beta, uint64_t key, const uint64_t *keys)
{
	struct solve_ply *p;
	const struct solve_entry *e = NULL;
	struct solve_child *c;
	uint64_t rest, nodes = s->nodes;
	long best = -SOLVE_INF, v, orig;
	size_t i;
	uint32_t m;

	s->nodes++;
	if (lf_meter_step(&s->meter)) {
		s->stopped = 1;
		return 0;
	}
	if (settled(s, key, s->left, alpha, beta, &v, &e))
		return v;
	if (e != NULL) {
		if (e->lower > alpha)
			alpha = e->lower;
		if (e->upper < beta)
			beta = e->upper;
	}
	orig = alpha;
	/* solve_begin() made the plies of every depth the game reaches. */
	p = &s->ply[d];
	switch (lf_list_moves(pos, &p->list, &s->meter, UINT64_MAX)) {
	case LF_LIST_FAILED:
		s->failed = s->stopped = 1;
		return 0;
	default:
		if (s->meter.out != LF_METER_GOING) {
			s->stopped = 1;
			return 0;
		}
	}
	if (p->list.count == 0)
		return 0;
	if (order_moves(s, pos, p) != 0) {
		s->failed = s->stopped = 1;
		return 0;
	}
	/* Enhanced transposition cut-offs: a child the table already
	 * bounds low enough refutes the node at once.  The keys of all
	 * the children first, their buckets asked for as each is known,
	 * then the probes: a probe was a quarter of the time, most of it
	 * waiting for memory, one bucket after another. */
	rest = child_rest_key(s, pos);
	for (i = 0; i < p->list.count; i++) {
		m = p->o.order[i];
		c = &p->child[m];
		c->points = move_keys(s, pos, p, m, keys, rest);
		prefetch_bucket(s, c->key);
	}
	for (i = 0; i < p->list.count; i++) {
		m = p->o.order[i];
		c = &p->child[m];
		e = probe(s, c->key);
		v = e != NULL ? c->points - e->upper : -SOLVE_INF;
		if (v >= beta) {
			best = v;
			goto done;
		}
	}
	if (d < REPLIES_PLIES &&
	    order_by_replies(s, pos, p, &s->ply[d + 1]) != 0)
		return 0;
	for (i = 0; i < p->list.count; i++) {
		m = p->o.order[i];
		c = &p->child[m];
		/* A child that its bounds settle, as far as the table
		 * knows it now, is not made. */
		if (!settled(s, c->key, s->left - c->points,
		    c->points - beta, c->points - alpha, &v, &e)) {
			make(s, pos, p, m);
			v = negamax(s, pos, d + 1, c->points - beta,
			    c->points - alpha, c->key, p->images +
			    (size_t)m * (size_t)s->symmetries);
			/* The child's list was made again from the
			 * position: the routes of this ply's list stay
			 * where they were. */
			unmake(s, pos, p, m, (int)c->points);
			if (s->stopped)
				return 0;
		}
		v = c->points - v;
		if (v > best)
			best = v;
		if (best > alpha)
			alpha = best;
		if (alpha >= beta)
			break;
	}
done:
	lf_solve_store(s, key, best > orig ? best : -SOLVE_INF,
	    best < beta ? best : SOLVE_INF, s->nodes - nodes);
	return best;
}

/* Start a search of pos: its symmetries and the keys of their images,
 * the images' keys of the position, the points left. */
static void
solve_begin(struct lf_solver *s, const struct lf_position *pos,
    const struct lf_budget *budget)
{
	int r, c, index, t;
	const uint64_t *k;

	lf_solve_find_symmetries(s, pos);
	lf_core_init();
	lf_meter_start(&s->meter, budget);
	s->nodes = 0;
	s->stopped = s->failed = 0;
	if (lf_solve_image_keys(s, pos) != 0) {
		s->failed = s->stopped = 1;
		return;
	}
	memset(s->key, 0, sizeof s->key);
	s->left = 0;
	for (r = 0; r < pos->height; r++)
		for (c = 0; c < pos->width; c++) {
			index = lf_cell_at(c, r);
			if (!LF_IS_PIECE(pos->priv.cell[index]))
				continue;
			s->left += pos->priv.cell[index];
			k = s->img + image_at(s, index, pos->priv.cell[index]);
			for (t = 0; t < s->symmetries; t++)
				s->key[t] ^= k[t];
		}
	/* The rules and the shape, so that positions of other games (the
	 * table is kept from run to run) never share a key. */
	s->game = lf_core_game_key(pos);
	s->removals = lf_opening_removals(&pos->rules);
	/* Every move takes a piece: the game lasts no more plies than there
	 * are cells.  The plies are made now, since growing them later would
	 * move those the search up the stack is using. */
	if (ply_at(s, lf_cell_count(pos) + 2) == NULL)
		s->failed = s->stopped = 1;
}

/* The value of pos by zero-window tests (MTD(f)): starting from a guess
 * of 0 (the values are small integers near it), each test says whether
 * the value is at least a number, and the bounds close in until they
 * meet. */
static long
mtdf(struct lf_solver *s, struct lf_position *pos)
{
	long lower = -SOLVE_INF, upper = SOLVE_INF, guess = 0, beta;

	while (lower < upper && !s->stopped) {
		beta = guess > lower ? guess : lower + 1;
		guess = negamax(s, pos, 0, beta - 1, beta,
		    canonical_key(s, pos), s->key);
		if (guess < beta)
			upper = guess;
		else
			lower = guess;
	}
	return guess;
}

/* Append the principal variation: from pos, again and again, the first
 * move (in the solver's order) whose child's exact value gives the
 * node's, until the game ends.  The children are solved, mostly from the
 * table. */
static void
solve_pv(struct lf_solver *s, struct lf_position *work, long value)
{
	struct solve_ply *p;
	const uint16_t *sq;
	size_t i;
	uint32_t m = 0;
	uint64_t rest;
	int points, len, depth = 0;
	long v = 0;

	lf_move_list_release(&s->pv);
	lf_move_list_init(&s->pv);
	while (!s->stopped) {
		if ((p = ply_at(s, 0)) == NULL)
			break;
		if (lf_list_moves(work, &p->list, &s->meter, UINT64_MAX) !=
		    LF_LIST_ALL || p->list.count == 0 ||
		    order_moves(s, work, p) != 0)
			break;
		/* A zero-window test of each child: does it give the
		 * value (the most any child gives)? */
		rest = child_rest_key(s, work);
		for (i = 0; i < p->list.count; i++) {
			m = p->o.order[i];
			move_keys(s, work, p, m, s->key, rest);
			points = make(s, work, p, m);
			v = points - negamax(s, work, 1, points - value,
			    points - value + 1, p->child[m].key, p->images +
			    (size_t)m * (size_t)s->symmetries);
			unmake(s, work, p, m, points);
			if (s->stopped || v >= value)
				break;
		}
		if (s->stopped || i == p->list.count)
			break;
		len = lf_list_route(&p->list, m, &sq);
		if (lf_move_list_add(&s->pv, sq, len) != 0) {
			s->failed = s->stopped = 1;
			break;
		}
		/* The child is the position now: its images' keys are the
		 * root's. */
		points = make(s, work, p, m);
		memcpy(s->key, p->images + (size_t)m * (size_t)s->symmetries,
		    (size_t)s->symmetries * sizeof *s->key);
		value = -(value - points);
		depth++;
	}
	(void)depth;
}

/* The best move of the last run, when it finished and the game was not
 * over (its one ranked move): its value, what the player to move
 * captures from the position on minus what the other player does under
 * best play by both, and the line of best play to the end of the game. */
enum lf_status
lf_solver_best(const struct lf_solver *s, int i, struct lf_engine_move *best,
    struct lf_error *err)
{
	if (lf_core_best(best, i, s->finished && s->pv.count > 0, err) !=
	    LF_OK)
		return LF_EINVAL;
	best->move = &s->first;
	best->value = s->value;
	best->line = &s->pv;
	return LF_OK;
}

/* The number of symmetries of the last position's board that the table
 * folded together (1: none but the identity). */
int
lf_solver_symmetries(const struct lf_solver *s)
{
	return s->symmetries;
}

/* Solve pos within the budget and fill info: its exact value and line,
 * or with test set, one zero-window test of whether the value is below
 * cap (its bound in info->best.value, no line). */
static enum lf_status
run(struct lf_solver *s, const struct lf_position *pos,
    const struct lf_budget *budget, int test, long cap,
    struct lf_engine_info *info, struct lf_error *err)
{
	struct lf_position *work;
	double start = lf_clock();
	long value;

	memset(info, 0, sizeof *info);
	s->finished = 0;
	s->value = 0;
	lf_move_list_release(&s->pv);
	lf_move_list_init(&s->pv);
	if (pos->rules.players != 2)
		return lf_error_set(err, LF_EINVAL, 0, "the solver plays "
		    "games of two players, not %d", pos->rules.players);
	if ((work = malloc(sizeof *work)) == NULL)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	*work = *pos;
	solve_begin(s, work, budget);
	value = s->stopped ? 0 : test ? negamax(s, work, 0, cap - 1, cap,
	    canonical_key(s, work), s->key) : mtdf(s, work);
	if (!s->stopped) {
		s->value = value;
		if (!test)
			solve_pv(s, work, value);
		s->finished = !s->stopped;
	}
	free(work);
	info->nodes = s->nodes;
	info->seconds = lf_clock() - start;
	if (s->failed)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	info->solved = s->finished;
	info->best.value = s->value;
	/* A game over has a value, 0, but no move. */
	if (s->finished && s->pv.count > 0) {
		lf_core_move_view(&s->first, s->pv.squares + s->pv.start[0],
		    (int)(s->pv.start[1] - s->pv.start[0]));
		info->moves = 1;
		lf_solver_best(s, 0, &info->best, NULL);
	}
	return LF_OK;
}

/* Solve pos within the budget and fill info: on LF_OK, info->solved
 * says whether the value is exact, and then its best move, value and
 * line are there.  LF_EINVAL for a game of more than two players. */
enum lf_status
lf_solver_run(struct lf_solver *s, const struct lf_position *pos,
    const struct lf_budget *budget, struct lf_engine_info *info,
    struct lf_error *err)
{
	return run(s, pos, budget, 0, 0, info, err);
}

/* One zero-window test of pos within the budget, for a caller that
 * searches a position's moves itself (lf-bot --solve --jobs): whether
 * the value is less than cap.  On LF_OK, when info->solved, the value is
 * at most info->best.value if that is less than cap, else at least it;
 * there is no move nor line. */
enum lf_status
lf_solver_below(struct lf_solver *s, const struct lf_position *pos,
    long cap, const struct lf_budget *budget, struct lf_engine_info *info,
    struct lf_error *err)
{
	if (cap > SOLVE_INF)
		cap = SOLVE_INF;
	if (cap < 1 - SOLVE_INF)
		cap = 1 - SOLVE_INF;
	return run(s, pos, budget, 1, cap, info, err);
}
