/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* search_int.h: the insides of a search (search.c), shared by the files
 * it is made of: the transposition table and the keys (search_tt.c), the
 * ranks of the moves (search_order.c) and the best lines
 * (search_lines.c); not part of the public interface.  The search makes
 * its moves, keys its positions and picks its moves with the engines'
 * core (core_int.h). */
#ifndef LF_SEARCH_INT_H
#define LF_SEARCH_INT_H

#include <stdint.h>

#include "leapfrog.h"
#include "core_int.h"
#include "movegen_int.h"

#define VALUE_INF 1000000000
#define HISTORY_SIZE 4096       /* slots of the history table */
#define NO_MOVE UINT32_MAX
#define ROOT_MOVES ((uint64_t)1 << 18) /* root moves searched, at most */
#define NODE_MOVES ((uint64_t)1 << 14) /* more moves make a node a leaf */
#define ESTIMATE_STEPS ((uint64_t)1 << 16) /* lf_search_evaluate()'s */
#define LMR_MOVES 3   /* moves searched in full before a reduction */
#define LMR_DEPTH 3   /* the least depth where late moves are reduced */
#define LMR_MOVES2 6  /* moves before a reduction of two plies */
#define LMR_DEPTH2 4  /* the least depth of a reduction of two plies */

/* What a stored value is: the node's value, or a bound on it. */
enum { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER };

/* A transposition table slot: 16 bytes. */
struct tt_entry {
	uint64_t key;
	int32_t value;
	uint16_t move;   /* index of the best move in generation order */
	uint8_t depth;   /* plies searched below the node */
	uint8_t flags;   /* the bound, TT_SOLVED and the age */
};
#define TT_BOUND 3       /* flags: what the value is, BOUND_* */
#define TT_SOLVED 4      /* flags: no line was cut by the depth limit */
#define TT_AGE_SHIFT 3   /* flags: the search that stored it, 5 bits */

/* What one ply of the search owns. */
struct ply {
	struct lf_move_list list;
	struct lf_core_order o; /* the order of its moves, best first once
				   picked */
	unsigned char captured[LF_MAX_ROUTE]; /* to unmake the current move */
};

struct lf_search {
	struct tt_entry *table;
	size_t table_mask;
	uint8_t age;
	int dirty;              /* a search has run since the last clear */
	int32_t history[HISTORY_SIZE];
	struct ply ply[LF_SEARCH_MAX_DEPTH + 1];
	/* The search under way. */
	int root_player;
	int paranoid;           /* three players or more */
	int best_reply;         /* and a best-reply search, not a
				   paranoid one (limits->best_reply) */
	int reduce;             /* late move reductions: two players, and
				   not limits->exact */
	uint64_t game_key;      /* the rules and the shape of the board
				   (lf_core_game_key()), whether late moves
				   are reduced, and a paranoid search's root
				   player */
	uint64_t nodes;
	unsigned long horizon;  /* lines cut by the depth limit so far */
	double start;           /* lf_clock() when the search began */
	double deadline;        /* the budget's, 0: none */
	struct lf_meter meter;  /* spends the budget */
	int stopped;
	int failed;             /* out of memory */
	struct lf_move best;    /* the best move found, lf_engine_info's */
	/* frontier_capture()'s move, and its value when the node must list
	 * its moves after all (the leaves below do not touch them). */
	uint16_t capture[LF_MAX_ROUTE];
	int capture_length;
	int capture_value;
	/* With limits->lines > 1: the value of each root place in the
	 * iteration under way (exact when the place is one of the best
	 * lines), and the best lines of the last iteration completed. */
	int lines;
	int *root_value;
	size_t root_cap;
	int line_count;
	long line_value[LF_SEARCH_MAX_LINES];
	struct lf_move_list line[LF_SEARCH_MAX_LINES];
	struct lf_move line_move[LF_SEARCH_MAX_LINES]; /* their first moves */
	struct lf_move_list scratch;  /* the moves of a node of a line */
};

/* Whether two players are on the same side of the search: in a game of
 * two only a player with itself, in a paranoid search the root player
 * alone or the others together. */
static inline int
same_side(const struct lf_search *s, int a, int b)
{
	if (!s->paranoid)
		return a == b;
	return (a == s->root_player) == (b == s->root_player);
}

/* The player who moves after the player to move in pos makes a move:
 * the next in turn, but in a best-reply search, once the opening's
 * removals are over, the root player after any other, since that one
 * move stands for the best reply of all the others (every player may
 * move every piece, so all of them have the same moves, and their
 * points count alike). */
static inline int
next_mover(const struct lf_search *s, const struct lf_position *pos)
{
	if (s->best_reply && pos->turn != s->root_player &&
	    pos->ply + 1 >= lf_opening_removals(&pos->rules))
		return s->root_player;
	return (pos->turn + 1) % pos->rules.players;
}

/* The history slot of a move, by its first and last squares. */
static inline size_t
history_slot(const uint16_t *sq, int n)
{
	return (size_t)(lf_mix64((uint64_t)sq[0] << 16 | sq[n - 1]) &
	    (HISTORY_SIZE - 1));
}

/* The table's entry for key, or NULL. */
static inline struct tt_entry *
tt_find(const struct lf_search *s, uint64_t key)
{
	struct tt_entry *e;

	if (s->table == NULL)
		return NULL;
	e = &s->table[key & s->table_mask];
	return e->key == key ? e : NULL;
}

/* The best move an entry records, or NO_MOVE. */
static inline uint32_t
tt_move(const struct tt_entry *e)
{
	return e == NULL || e->move == UINT16_MAX ? NO_MOVE : e->move;
}

/* search_tt.c: the keys and the transposition table */
uint64_t lf_tt_position_key(const struct lf_search *s,
    const struct lf_position *pos);
void lf_tt_store(struct lf_search *s, uint64_t key, int value, int bound,
    int depth, int solved, uint32_t move);

/* search_order.c: the search's ranks of the moves */
void lf_order_rank(struct lf_search *s, struct ply *p, uint32_t first);
void lf_order_promote(struct ply *p, size_t i);

/* search_lines.c: the best lines (multi-PV) */
void lf_lines_copy_best(struct lf_search *s, const struct ply *p,
    uint32_t m);
int lf_lines_alpha(const struct lf_search *s, size_t i);
void lf_lines_sort_root(struct lf_search *s, struct ply *p, size_t n);
void lf_lines_keep(struct lf_search *s, const struct lf_position *pos,
    size_t n, int depth);

#endif /* LF_SEARCH_INT_H */
