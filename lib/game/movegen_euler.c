/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING).
 *
 * movegen_euler.c: the route of one piece that captures every piece it
 * could ever reach, found without search as an Euler trail, where the
 * search for the best route (movegen_best.c) would take too long.
 */
#include "config.h"

#include <string.h>

#include "leapfrog.h"
#include "movegen_int.h"

/*
 * A longest route found without search: a route that captures every
 * piece the piece lifted from start could ever capture (what
 * capturable_total() of movegen_best.c counts) is the longest there is.
 * The landing cells it can reach are the nodes of a graph whose edges
 * are the pieces between them, which stay the same as the route goes (a
 * captured piece is never a landing cell), so such a route is an Euler
 * trail from start: every node but start and the trail's end has even
 * degree.  The one complication is a diagonal crossing, a piece between
 * two pairs of nodes, of which a route takes one: the choices that make
 * the degrees right are a linear system over GF(2), solved by
 * elimination, then Hierholzer's walk makes the trail.  On a lattice of
 * holes, where the search for the longest route never ends, this takes
 * milliseconds.
 */
#define EULER_NODES 1024     /* landing cells of one piece's class */
#define EULER_EDGES 4096
#define EULER_WORDS (EULER_NODES / 64)

struct euler {
	int nodes, edges, vars;
	int16_t node_of[LF_CELLS];        /* -1: not a node */
	uint16_t cell[EULER_NODES];       /* the node's cell */
	uint16_t end[EULER_EDGES][2];     /* the nodes of an edge */
	uint16_t mid[EULER_EDGES];        /* the piece it captures */
	int16_t twin[EULER_EDGES];        /* the crossing edge, or -1 */
	int16_t var_edge[EULER_EDGES];    /* edge A of each variable */
	unsigned char chosen[EULER_EDGES];
	uint64_t col[EULER_NODES][EULER_WORDS];  /* a variable's nodes */
	uint64_t comb[EULER_NODES][EULER_WORDS]; /* the variables in it */
	int16_t pivot[EULER_NODES];       /* the column whose lowest node */
	uint64_t want[EULER_WORDS], how[EULER_WORDS];
	uint16_t adj_start[EULER_NODES + 1], adj[2 * EULER_EDGES];
	uint16_t ptr[EULER_NODES], stack[EULER_EDGES + 1];
	uint16_t walk[EULER_EDGES + 1];
};

/* Find the nodes and edges reachable from start (its piece lifted);
 * 0, or -1 when there are more than the tables hold. */
static int
euler_graph(struct euler *e, const unsigned char *cell,
    const struct lf_direction *dirs, int ndirs, int start)
{
	static _Thread_local int16_t edge_of[LF_CELLS];
	int head = 0, i, x, mid, land, k;

	e->nodes = e->edges = 0;
	memset(e->node_of, 0xff, sizeof e->node_of);
	memset(edge_of, 0xff, sizeof edge_of);
	e->node_of[start] = 0;
	e->cell[e->nodes++] = (uint16_t)start;
	while (head < e->nodes) {
		x = e->cell[head++];
		for (i = 0; i < ndirs; i++) {
			mid = x + dirs[i].offset;
			land = mid + dirs[i].offset;
			if (!LF_IS_PIECE(cell[mid]) || cell[land] != LF_EMPTY)
				continue;
			if (e->node_of[land] < 0) {
				if (e->nodes == EULER_NODES)
					return -1;
				e->node_of[land] = (int16_t)e->nodes;
				e->cell[e->nodes++] = (uint16_t)land;
			}
			if (land < x)   /* each edge once, from its lower end */
				continue;
			if (e->edges == EULER_EDGES)
				return -1;
			k = e->edges++;
			e->end[k][0] = (uint16_t)e->node_of[x];
			e->end[k][1] = (uint16_t)e->node_of[land];
			e->mid[k] = (uint16_t)mid;
			e->twin[k] = edge_of[mid];
			if (edge_of[mid] >= 0)
				e->twin[edge_of[mid]] = (int16_t)k;
			edge_of[mid] = (int16_t)k;
		}
	}
	return 0;
}

/* Flip the bits of an edge's two nodes in a bit set of nodes. */
static void
flip_ends(const struct euler *e, int k, uint64_t *set)
{
	int a = e->end[k][0], b = e->end[k][1];

	set[a / 64] ^= (uint64_t)1 << (a % 64);
	set[b / 64] ^= (uint64_t)1 << (b % 64);
}

/* Reduce a bit set of nodes by the pivot columns, recording the
 * variables used in how; whether it reduced to nothing. */
static int
euler_reduce(struct euler *e, uint64_t *set, uint64_t *how)
{
	int w, r, p, j;

	for (w = 0; w < EULER_WORDS; w++)
		while (set[w] != 0) {
			r = w * 64 + lf_ctz64(set[w]);
			if ((p = e->pivot[r]) < 0)
				return 0;
			for (j = 0; j < EULER_WORDS; j++) {
				set[j] ^= e->col[p][j];
				how[j] ^= e->comb[p][j];
			}
		}
	return 1;
}

/* Choose an edge of each crossing so that every node but start and one
 * other has even degree; 0, or -1 when no choice does. */
static int
euler_choose(struct euler *e, int start)
{
	static _Thread_local uint64_t base[EULER_WORDS];
	int k, v, t, w;

	e->vars = 0;
	memset(base, 0, sizeof base);
	memset(e->pivot, 0xff, sizeof e->pivot);
	for (k = 0; k < e->edges; k++) {
		e->chosen[k] = 1;
		if (e->twin[k] >= 0 && e->twin[k] < k) {
			e->chosen[k] = 0;   /* edge B of a crossing, for now */
			continue;
		}
		flip_ends(e, k, base);
		if (e->twin[k] < 0)
			continue;
		/* Variable v swaps edge A (k) for edge B (its twin). */
		v = e->vars++;
		e->var_edge[v] = (int16_t)k;
		memset(e->col[v], 0, sizeof e->col[v]);
		memset(e->comb[v], 0, sizeof e->comb[v]);
		flip_ends(e, k, e->col[v]);
		flip_ends(e, e->twin[k], e->col[v]);
		e->comb[v][v / 64] |= (uint64_t)1 << (v % 64);
		if (!euler_reduce(e, e->col[v], e->comb[v])) {
			for (w = 0; e->col[v][w] == 0; w++)
				;
			e->pivot[w * 64 + lf_ctz64(e->col[v][w])] = (int16_t)v;
		}
	}
	/* The odd nodes must be start and t, or none (t == start). */
	for (t = 0; t < e->nodes; t++) {
		memcpy(e->want, base, sizeof base);
		memset(e->how, 0, sizeof e->how);
		e->want[start / 64] ^= (uint64_t)1 << (start % 64);
		e->want[t / 64] ^= (uint64_t)1 << (t % 64);
		if (euler_reduce(e, e->want, e->how))
			break;
	}
	if (t == e->nodes)
		return -1;
	for (v = 0; v < e->vars; v++)
		if (e->how[v / 64] >> (v % 64) & 1) {
			k = e->var_edge[v];
			e->chosen[k] = 0;
			e->chosen[e->twin[k]] = 1;
		}
	return 0;
}

/* Walk an Euler trail of the chosen edges from node 0 (Hierholzer's),
 * into e->walk; the number of nodes on it. */
static int
euler_walk(struct euler *e)
{
	static _Thread_local unsigned char used[EULER_EDGES];
	int n = 0, top = 0, v, k, i;

	memset(e->adj_start, 0, sizeof e->adj_start);
	for (k = 0; k < e->edges; k++)
		if (e->chosen[k]) {
			e->adj_start[e->end[k][0] + 1]++;
			e->adj_start[e->end[k][1] + 1]++;
		}
	for (i = 0; i < e->nodes; i++)
		e->adj_start[i + 1] += e->adj_start[i];
	memcpy(e->ptr, e->adj_start, sizeof e->ptr);
	for (k = 0; k < e->edges; k++)
		if (e->chosen[k]) {
			e->adj[e->ptr[e->end[k][0]]++] = (uint16_t)k;
			e->adj[e->ptr[e->end[k][1]]++] = (uint16_t)k;
		}
	memcpy(e->ptr, e->adj_start, sizeof e->ptr);
	memset(used, 0, sizeof used);
	e->stack[top++] = 0;
	while (top > 0) {
		v = e->stack[top - 1];
		while (e->ptr[v] < e->adj_start[v + 1] &&
		    used[e->adj[e->ptr[v]]])
			e->ptr[v]++;
		if (e->ptr[v] == e->adj_start[v + 1]) {
			e->walk[n++] = (uint16_t)v;
			top--;
			continue;
		}
		k = e->adj[e->ptr[v]++];
		used[k] = 1;
		e->stack[top++] = e->end[k][0] == v ? e->end[k][1] :
		    e->end[k][0];
	}
	return n;
}

/* The route of the piece lifted from start in pos that captures every
 * piece it could ever capture, into route (LF_MAX_ROUTE squares): its
 * jumps, or 0 when there is no such route that the method above finds
 * (the degrees cannot be made right, the chosen edges are not connected,
 * or the piece cannot jump).  No search: a time in proportion to the
 * square of the board's cells at worst. */
int
lf_capture_all_route(const struct lf_position *pos, int start,
    uint16_t *route)
{
	static _Thread_local struct euler e;
	const struct lf_direction *dirs;
	int ndirs = lf_directions(pos->rules.jumps, &dirs), n, i, pieces = 0;

	if (euler_graph(&e, pos->priv.cell, dirs, ndirs, start) != 0 ||
	    e.edges == 0 || euler_choose(&e, 0) != 0)
		return 0;
	for (i = 0; i < e.edges; i++)
		pieces += e.chosen[i];
	n = euler_walk(&e);
	if (n != pieces + 1 || n > LF_MAX_ROUTE)
		return 0;    /* not connected: some edges were left */
	/* The walk comes out from its end back to start. */
	for (i = 0; i < n; i++)
		route[i] = e.cell[e.walk[n - 1 - i]];
	return n - 1;
}
