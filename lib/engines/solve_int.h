/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* solve_int.h: the insides of the exact solver (solve.c), shared by the
 * files it is made of: its transposition table (solve_table.c) and the
 * symmetries of the board that the table folds together
 * (solve_symmetry.c); not part of the public interface. */
#ifndef LF_SOLVE_INT_H
#define LF_SOLVE_INT_H

#include <stddef.h>
#include <stdint.h>

#include "leapfrog.h"
#include "core_int.h"
#include "movegen_int.h"

#define SYMMETRIES_MAX 12
#define SOLVE_INF 1000000000

/* A table slot: the key, the bounds known on the value (equal when it
 * is exact), and the work it cost.  A bucket is two slots: the first
 * keeps what cost the most work, the second what came last. */
struct solve_entry {
	uint64_t key;
	int32_t lower, upper;
	uint32_t work;            /* log2 of the nodes searched; 0: empty */
};

/* What a depth of the search owns, reused from node to node. */
struct solve_ply {
	struct lf_move_list list;
	struct lf_core_order o;   /* the order of its moves */
	unsigned char captured[LF_MAX_ROUTE];
	/* The keys of the images of the child of each move of the list,
	 * by its index, once move_keys() has worked them out: move i's
	 * from images[i * symmetries] on. */
	uint64_t *images;
	size_t images_cap;
	/* Move i's child: its key in the table (the least of its images'
	 * keys) and the points the move takes. */
	struct solve_child {
		uint64_t key;
		long points;
	} *child;
	size_t child_cap;
};

struct lf_solver {
	struct solve_entry *table;
	size_t mask;
	size_t used;              /* slots filled */
	size_t most;              /* the entries it may grow to */
	struct solve_ply *ply;
	int plies;
	/* The symmetries of the board: map[t][index] is the image of a
	 * cell under symmetry t; key[t] the key of the board's image at the
	 * root (a node of the search has its own from its parent's ply). */
	int symmetries;
	uint16_t (*map)[LF_CELLS];
	uint64_t key[SYMMETRIES_MAX];
	/* The keys of the pieces' images, made at the start of a search
	 * (lf_solve_image_keys()), so that a node looks each one up at
	 * once (image_at()). */
	uint64_t *img;
	size_t img_cap;
	int img_base;             /* the first cell they cover */
	uint64_t game;            /* the key of the rules and the shape */
	long removals;            /* of the opening, lf_opening_removals() */
	long left;                /* points on the board */
	struct lf_meter meter;
	uint64_t nodes;
	int stopped;              /* the budget ran out */
	int failed;               /* out of memory */
	/* The result: the value, when finished, and the line of best play
	 * with its first move. */
	int finished;
	long value;
	struct lf_move_list pv;
	struct lf_move first;
};

/* The table's slot that holds key, or NULL. */
static inline struct solve_entry *
probe(const struct lf_solver *s, uint64_t key)
{
	struct solve_entry *e = &s->table[key & s->mask & ~(size_t)1];

	if (e[0].work != 0 && e[0].key == key)
		return &e[0];
	if (s->mask > 0 && e[1].work != 0 && e[1].key == key)
		return &e[1];
	return NULL;
}

/* Ask the processor to bring the bucket of key into its caches, ahead
 * of the probe() that will read it: a node asks for all its children's
 * at once, so that their latencies overlap. */
static inline void
prefetch_bucket(const struct lf_solver *s, uint64_t key)
{
#if defined(__GNUC__)
	__builtin_prefetch(&s->table[key & s->mask & ~(size_t)1]);
#else
	(void)s;
	(void)key;
#endif
}

/* Where s->img has the keys of a piece of value v on the images of cell
 * index, under each symmetry in turn (the first, the identity's, its own
 * key). */
static inline size_t
image_at(const struct lf_solver *s, int index, int v)
{
	return ((size_t)(index - s->img_base) * (LF_MAX_VALUE + 1) +
	    (size_t)v) * (size_t)s->symmetries;
}

/* solve_table.c */
size_t lf_solve_table_entries(size_t bytes);
void lf_solve_store(struct lf_solver *s, uint64_t key, long lower,
    long upper, uint64_t work);

/* solve_symmetry.c */
void lf_solve_find_symmetries(struct lf_solver *s,
    const struct lf_position *pos);
int lf_solve_image_keys(struct lf_solver *s, const struct lf_position *pos);

#endif
