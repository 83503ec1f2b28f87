/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/*
 * mcts.c: Monte Carlo tree search (UCT) for any number of players.
 *
 * Each iteration walks down the tree from the root, choosing at each
 * node the move with the best UCB1 bound for the player to move there,
 * adds a node when it reaches a move tried once before, plays a few
 * moves on from there with the playout policy (lf_playout_move(),
 * LF_MCTS_PLIES by default), and adds the outcome to the moves it walked
 * through.
 *
 * The outcome is a reward for every player, from 0 to 1: its share of
 * the points captured since the root (an equal share when none were).
 * On Murray's 18 x 18 board with three players, playouts cut short this
 * way made the level win 15 games of 20 against two alpha-beta searches
 * at 0.1 s a move, where playouts to the end of the game won none of 60
 * (and 6 moves did better than 3 or 20): after the next few moves a
 * random game is mostly noise, and the points taken on the way are the
 * signal.  Played to its end (LF_MCTS_TO_END), a game's reward is
 * WIN_WEIGHT for a win (shared among the players tied for the top
 * score), plus the rest in proportion to the share of the points.
 * Every move is credited with the reward of the player who makes it, so
 * that each player maximises its own reward (a max-n backup): with three
 * or more players no coalition is assumed, unlike the paranoid
 * alpha-beta of search.c (Sturtevant, "An analysis of UCT in multi-player
 * games", Computers and Games 2008, found UCT with this backup stronger
 * than max-n and paranoid search in Chinese Checkers).
 *
 * A node's moves are listed when it is added and ordered by the points
 * they capture (the engines' order, core_int.h), so the captures are
 * tried first; a move is tried once before it is compared by its bound.
 * A node with more moves than NODE_MOVES stays a leaf, and once the tree
 * has used its memory no node is added: the search goes on with playouts
 * from the leaves.
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "core_int.h"
#include "movegen_int.h"

#define NODE_MOVES ((uint64_t)1 << 14) /* more moves keep a node a leaf */
#define WIN_WEIGHT 0.9                 /* of a reward, for winning */
#define CLOCK_EVERY 16                 /* playouts between clock reads */
#define DEFAULT_PLAYOUTS 10000         /* with no limit nor deadline */
#define MAX_PLAYOUTS UINT32_MAX        /* what the visit counts hold */

/* What a node is. */
enum node_state {
	NODE_NEW,      /* its moves are not listed yet */
	NODE_INNER,    /* its moves are the edges first .. first + count - 1 */
	NODE_OVER,     /* the game is over */
	NODE_LEAF      /* too many moves, or no memory left: playouts only */
};

/* A position in the tree. */
struct mcts_node {
	uint32_t first;  /* its first edge */
	uint32_t count;  /* its edges */
	uint32_t visits; /* iterations through it */
	uint8_t state;   /* enum node_state */
	uint8_t turn;    /* the player to move */
};

/* A move of a node, and what came of it. */
struct mcts_edge {
	uint32_t child;  /* its node, 0 for none yet */
	uint32_t visits; /* iterations through it */
	double reward;   /* the rewards of the player who makes it, summed */
	uint32_t route;  /* its squares in squares[] */
	uint16_t length;
};

struct lf_mcts {
	size_t bytes;        /* the most the tree may take */
	struct mcts_node *node;
	size_t nodes, node_cap;
	struct mcts_edge *edge;
	size_t edges, edge_cap;
	uint16_t *squares;
	size_t squares_len, squares_cap;
	int full;            /* the tree has used its memory */
	struct lf_move_list list; /* scratch for listing a node's moves */
	struct lf_core_order order; /* and for ordering them */
	uint32_t *path;      /* the edges of an iteration */
	size_t path_cap;
	uint32_t *rank;      /* the root's edges, most visited first */
	struct lf_move *rank_move; /* and their moves */
	size_t ranked;
	struct lf_move *step;     /* a move of a playout */
	long root_score[LF_MAX_PLAYERS];
	int players;
	int plies;           /* the moves of a playout, or LF_MCTS_TO_END */
};

/* Make a search whose tree takes at most tree_bytes (1 MB at least). */
enum lf_status
lf_mcts_new(struct lf_mcts **mcts, size_t tree_bytes, struct lf_error *err)
{
	struct lf_mcts *m = calloc(1, sizeof *m);

	*mcts = NULL;
	if (m == NULL || lf_move_new(&m->step, NULL) != LF_OK) {
		lf_mcts_free(m);
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	}
	m->bytes = tree_bytes < ((size_t)1 << 20) ? (size_t)1 << 20 :
	    tree_bytes;
	lf_move_list_init(&m->list);
	*mcts = m;
	return LF_OK;
}

/* Free a search and its tree; NULL is allowed. */
void
lf_mcts_free(struct lf_mcts *m)
{
	if (m == NULL)
		return;
	free(m->node);
	free(m->edge);
	free(m->squares);
	free(m->path);
	free(m->rank);
	free(m->rank_move);
	lf_move_list_release(&m->list);
	lf_core_order_release(&m->order);
	lf_move_free(m->step);
	free(m);
}

/* The bytes the tree holds now. */
static size_t
tree_size(const struct lf_mcts *m)
{
	return m->node_cap * sizeof *m->node + m->edge_cap * sizeof *m->edge +
	    m->squares_cap * sizeof *m->squares;
}

/* Make room in a growing array for n more items of size bytes, within
 * the tree's memory; 0, or -1 when there is no room (m->full is set). */
static int
reserve(struct lf_mcts *m, void **array, size_t *cap, size_t used, size_t n,
    size_t size)
{
	size_t want = *cap;
	void *p;

	if (used + n <= *cap)
		return 0;
	if (want < 1024)
		want = 1024;
	while (want < used + n)
		want *= 2;
	if (tree_size(m) + (want - *cap) * size > m->bytes ||
	    (p = realloc(*array, want * size)) == NULL) {
		m->full = 1;
		return -1;
	}
	*array = p;
	*cap = want;
	return 0;
}

/* Add a node for a position with turn to move; its index, or 0 when the
 * tree is full (index 0 is always the root). */
static uint32_t
add_node(struct lf_mcts *m, int turn)
{
	struct mcts_node *n;

	if (m->nodes >= UINT32_MAX || reserve(m, (void **)&m->node,
	    &m->node_cap, m->nodes, 1, sizeof *m->node) != 0)
		return 0;
	n = &m->node[m->nodes];
	memset(n, 0, sizeof *n);
	n->state = NODE_NEW;
	n->turn = (uint8_t)turn;
	return (uint32_t)m->nodes++;
}

/* List the moves of node id, whose position is pos, as its edges; the
 * node becomes inner, over or a leaf.  LF_EBUDGET when the meter ran
 * out while listing, LF_ENOMEM when the list could not be made. */
static enum lf_status
expand(struct lf_mcts *m, uint32_t id, struct lf_position *pos,
    struct lf_meter *meter)
{
	const uint16_t *sq;
	struct mcts_edge *e;
	size_t j, n;
	uint32_t i;
	uint64_t most = meter->max_moves < NODE_MOVES ? meter->max_moves :
	    NODE_MOVES;

	switch (lf_list_moves(pos, &m->list, meter, most)) {
	case LF_LIST_FAILED:
		return LF_ENOMEM;
	case LF_LIST_MORE:
		/* More moves than the budget allows, or than a node holds. */
		if (most < NODE_MOVES && meter->out == LF_METER_GOING)
			meter->out = LF_METER_MOVES;
		if (meter->out != LF_METER_GOING)
			return LF_EBUDGET;
		m->node[id].state = NODE_LEAF;
		return LF_OK;
	case LF_LIST_ALL:
	default:
		if (meter->out != LF_METER_GOING)
			return LF_EBUDGET;
		break;
	}
	n = m->list.count;
	if (n == 0) {
		m->node[id].state = lf_game_over(pos) ? NODE_OVER : NODE_LEAF;
		return LF_OK;
	}
	if (m->edges + n > UINT32_MAX || reserve(m, (void **)&m->edge,
	    &m->edge_cap, m->edges, n, sizeof *m->edge) != 0 ||
	    m->squares_len + m->list.squares_len > UINT32_MAX ||
	    reserve(m, (void **)&m->squares, &m->squares_cap, m->squares_len,
	    m->list.squares_len, sizeof *m->squares) != 0) {
		m->node[id].state = NODE_LEAF;
		return LF_OK;
	}
	if (lf_core_order_reserve(&m->order, n) != 0)
		return LF_ENOMEM;
	lf_core_order_points(&m->order, pos, &m->list);
	if (lf_core_sort(&m->order, n) != 0)
		return LF_ENOMEM;
	/* The routes as listed, the edges in the order. */
	memcpy(m->squares + m->squares_len, m->list.squares,
	    m->list.squares_len * sizeof *m->squares);
	for (j = 0; j < n; j++) {
		i = m->order.order[j];
		e = &m->edge[m->edges + j];
		e->child = 0;
		e->visits = 0;
		e->reward = 0;
		e->length = (uint16_t)lf_list_route(&m->list, i, &sq);
		e->route = (uint32_t)(m->squares_len + (size_t)(sq -
		    m->list.squares));
	}
	m->squares_len += m->list.squares_len;
	m->node[id].first = (uint32_t)m->edges;
	m->node[id].count = (uint32_t)n;
	m->node[id].state = NODE_INNER;
	m->edges += n;
	return LF_OK;
}

/* The edge of an inner node to follow: the first untried, in the order
 * of the captures, else the best UCB1 bound, mean reward plus c *
 * sqrt(ln(visits of the node) / visits of the edge). */
static uint32_t
select_edge(const struct lf_mcts *m, const struct mcts_node *n, double c)
{
	const struct mcts_edge *e = m->edge + n->first;
	double log_n = log((double)(n->visits > 0 ? n->visits : 1)), bound;
	double best = -1;
	uint32_t i, pick = 0;

	for (i = 0; i < n->count; i++) {
		if (e[i].visits == 0)
			return n->first + i;
		bound = e[i].reward / e[i].visits +
		    c * sqrt(log_n / e[i].visits);
		if (bound > best) {
			best = bound;
			pick = i;
		}
	}
	return n->first + pick;
}

/* The rewards of the players at the end of a playout (see the top). */
static void
rewards(const struct lf_mcts *m, const struct lf_position *pos,
    double *reward)
{
	struct lf_result res;
	long gained = 0, gain;
	int p;

	for (p = 0; p < m->players; p++)
		gained += pos->score[p] - m->root_score[p];
	for (p = 0; p < m->players; p++) {
		gain = pos->score[p] - m->root_score[p];
		reward[p] = gained > 0 ? (double)gain / (double)gained :
		    1.0 / m->players;
	}
	if (m->plies != LF_MCTS_TO_END)
		return;
	lf_result(pos, &res);
	for (p = 0; p < m->players; p++)
		reward[p] = (res.rank[p] == 1 ? WIN_WEIGHT / res.winners : 0) +
		    (1 - WIN_WEIGHT) * reward[p];
}

/* Play m->plies moves of pos with the playout policy, or the game to its
 * end under LF_MCTS_TO_END: fewer when the game ends first.  The budget
 * bounds what a chain=most move may search. */
static enum lf_status
play_out(struct lf_mcts *m, struct lf_position *pos, struct lf_random *rng,
    const struct lf_budget *budget, struct lf_error *err)
{
	enum lf_status st = LF_OK;
	int k;

	if (m->plies == LF_MCTS_TO_END)
		return lf_playout(pos, rng, budget, err);
	for (k = 0; k < m->plies; k++) {
		if ((st = lf_playout_move(pos, rng, m->step, budget, err)) !=
		    LF_OK)
			return lf_game_over(pos) ? LF_OK : st;
		lf_apply_route(pos, lf_move_squares(m->step),
		    lf_move_length(m->step));
	}
	return st;
}

/* One iteration from the root position: down the tree, a node added,
 * the playout, and its rewards taken back up.  LF_EBUDGET when the
 * budget ran out on the way (nothing is counted). */
static enum lf_status
iterate(struct lf_mcts *m, const struct lf_position *root,
    struct lf_random *rng, double c, const struct lf_budget *budget,
    struct lf_meter *meter, struct lf_error *err)
{
	static _Thread_local struct lf_position pos;
	double reward[LF_MAX_PLAYERS];
	struct mcts_edge *e;
	uint32_t id = 0, ei, child;
	size_t depth = 0, i;
	enum lf_status st;

	pos = *root;
	for (;;) {
		if (m->node[id].state == NODE_NEW &&
		    (st = expand(m, id, &pos, meter)) != LF_OK)
			return lf_error_set(err, st, 0, st == LF_ENOMEM ?
			    "out of memory" : "the budget ran out listing "
			    "the moves of a node");
		if (m->node[id].state != NODE_INNER)
			break;
		ei = select_edge(m, &m->node[id], c);
		if (depth == m->path_cap) {
			size_t cap = m->path_cap ? 2 * m->path_cap : 256;
			uint32_t *p = realloc(m->path, cap * sizeof *p);
			if (p == NULL)
				return lf_error_set(err, LF_ENOMEM, 0,
				    "out of memory");
			m->path = p;
			m->path_cap = cap;
		}
		m->path[depth++] = ei;
		e = &m->edge[ei];
		lf_apply_route(&pos, m->squares + e->route, e->length);
		if (e->child != 0) {
			id = e->child;
			continue;
		}
		if (e->visits == 0 || m->full ||
		    (child = add_node(m, pos.turn)) == 0)
			break;
		m->edge[ei].child = child;
		id = child;
	}
	if ((st = play_out(m, &pos, rng, budget, err)) != LF_OK)
		return st;
	rewards(m, &pos, reward);
	m->node[0].visits++;
	for (i = 0; i < depth; i++) {
		const struct mcts_node *from;
		e = &m->edge[m->path[i]];
		from = i == 0 ? &m->node[0] : &m->node[m->edge[m->path[i -
		    1]].child];
		e->visits++;
		e->reward += reward[from->turn];
		if (e->child != 0)
			m->node[e->child].visits++;
	}
	return LF_OK;
}

/* Sort the root's edges by visits, most first, then by mean reward. */
static _Thread_local const struct lf_mcts *rank_of;
static int
by_visits(const void *a, const void *b)
{
	const struct mcts_edge *x = &rank_of->edge[*(const uint32_t *)a];
	const struct mcts_edge *y = &rank_of->edge[*(const uint32_t *)b];
	double mx = x->visits ? x->reward / x->visits : 0;
	double my = y->visits ? y->reward / y->visits : 0;

	if (x->visits != y->visits)
		return x->visits > y->visits ? -1 : 1;
	if (mx != my)
		return mx > my ? -1 : 1;
	return x->route < y->route ? -1 : x->route > y->route;
}

/* Rank the root's moves into m->rank and m->rank_move; LF_ENOMEM on
 * failure. */
static enum lf_status
rank_root(struct lf_mcts *m)
{
	const struct mcts_node *root = &m->node[0];
	const struct mcts_edge *e;
	uint32_t i;

	free(m->rank);
	free(m->rank_move);
	m->ranked = 0;
	m->rank_move = NULL;
	if ((m->rank = malloc((root->count + 1) * sizeof *m->rank)) == NULL ||
	    (m->rank_move = malloc((root->count + 1) *
	    sizeof *m->rank_move)) == NULL)
		return LF_ENOMEM;
	for (i = 0; i < root->count; i++)
		m->rank[i] = root->first + i;
	rank_of = m;
	qsort(m->rank, root->count, sizeof *m->rank, by_visits);
	for (i = 0; i < root->count; i++) {
		e = &m->edge[m->rank[i]];
		lf_core_move_view(&m->rank_move[i], m->squares + e->route,
		    e->length);
	}
	m->ranked = root->count;
	return LF_OK;
}

/* Search pos, which must not be over, within the limits and the budget:
 * its deadline ends the search, its nodes (when not 0) bound the
 * playouts as limits->playouts does, and its moves bound the moves of
 * the root; with none of these, DEFAULT_PLAYOUTS are played; never more
 * than MAX_PLAYOUTS.  The move found is the one tried most.  LF_EBUDGET
 * when the root's moves could not be listed within the budget; LF_EINVAL
 * when the game is over. */
enum lf_status
lf_mcts_run(struct lf_mcts *m, struct lf_position *pos,
    const struct lf_mcts_limits *limits, const struct lf_budget *budget,
    struct lf_engine_info *info, struct lf_error *err)
{
	struct lf_budget root_budget = { 0, 0, 0 };
	struct lf_random rng;
	struct lf_meter meter;
	uint64_t most = UINT64_MAX;
	double start = lf_clock(), deadline = 0, c = LF_MCTS_EXPLORATION;
	enum lf_status st;
	int p;

	memset(info, 0, sizeof *info);
	m->nodes = m->edges = m->squares_len = 0;
	m->full = 0;
	m->ranked = 0;
	m->players = pos->rules.players;
	m->plies = LF_MCTS_PLIES;
	for (p = 0; p < m->players; p++)
		m->root_score[p] = pos->score[p];
	if (limits != NULL) {
		lf_random_seed(&rng, limits->seed);
		if (limits->exploration > 0)
			c = limits->exploration;
		if (limits->plies > 0 || limits->plies == LF_MCTS_TO_END)
			m->plies = limits->plies;
		if (limits->playouts > 0)
			most = limits->playouts;
	} else
		lf_random_seed(&rng, 0);
	if (budget != NULL) {
		root_budget = *budget;
		deadline = budget->deadline;
		if (budget->nodes > 0 && budget->nodes < most)
			most = budget->nodes;
		/* The nodes count playouts, not the steps of a listing. */
		root_budget.nodes = 0;
	}
	if (most == UINT64_MAX && deadline <= 0)
		most = DEFAULT_PLAYOUTS;
	/* Tiny games play millions of playouts a second: a long deadline
	 * would wrap the 32-bit visit counts round. */
	if (most > MAX_PLAYOUTS)
		most = MAX_PLAYOUTS;
	lf_meter_start(&meter, &root_budget);
	if (add_node(m, pos->turn) != 0 || m->nodes != 1)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	if ((st = expand(m, 0, pos, &meter)) != LF_OK)
		return st == LF_ENOMEM ? lf_error_set(err, st, 0,
		    "out of memory") : lf_meter_fail(&meter, err,
		    "listing the moves");
	if (m->node[0].state == NODE_OVER)
		return lf_error_set(err, LF_EINVAL, 0, "the game is over: "
		    "there "
		    "is no legal move");
	if (m->node[0].state != NODE_INNER)
		return lf_error_set(err, LF_EBUDGET, 0, "too many moves to "
		    "search: more than %llu, or no memory for them",
		    (unsigned long long)NODE_MOVES);
	/* Inner nodes list their moves under the rest of the budget, with
	 * no bound on the moves (a node with too many is a leaf). */
	root_budget.moves = 0;
	lf_meter_start(&meter, &root_budget);
	while (m->node[0].count > 1 && info->playouts < most) {
		if (deadline > 0 && info->playouts % CLOCK_EVERY == 0 &&
		    lf_clock() >= deadline)
			break;
		st = iterate(m, pos, &rng, c, &root_budget, &meter, err);
		if (st == LF_EBUDGET)
			break;
		if (st != LF_OK)
			return st;
		info->playouts++;
	}
	if ((st = rank_root(m)) != LF_OK)
		return lf_error_set(err, st, 0, "out of memory");
	lf_error_clear(err);
	lf_mcts_best(m, 0, &info->best, NULL);
	info->moves = (int)m->ranked;
	info->nodes = m->nodes;
	info->seconds = lf_clock() - start;
	return LF_OK;
}

/* Ranked move i (0 for the move chosen) of the root's moves, ranked by
 * the playouts through it: its playouts and its mean reward for the
 * player to move (0 to 1). */
enum lf_status
lf_mcts_best(const struct lf_mcts *m, int i, struct lf_engine_move *best,
    struct lf_error *err)
{
	const struct mcts_edge *e;

	if (lf_core_best(best, i, (int)m->ranked, err) != LF_OK)
		return LF_EINVAL;
	e = &m->edge[m->rank[i]];
	best->move = &m->rank_move[i];
	best->playouts = e->visits;
	best->reward = e->visits ? e->reward / e->visits : 0;
	return LF_OK;
}
