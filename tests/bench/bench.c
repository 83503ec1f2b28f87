/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* bench.c: the benchmarks behind the performance figures in the README:
 * perft speed, random games per second on several boards (moves drawn by
 * the playout policy and uniformly), the cost of a ply as the board
 * grows, the speed of the alpha-beta search and of the Monte Carlo
 * search, and position parse-plus-format speed.  Run by "make bench";
 * never by "make check". */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "leapfrog.h"
#include "cpu_int.h"
#include "position_handle_int.h"

/* Seconds since an arbitrary point, from the monotonic clock. */
static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Make a starting position or exit. */
static void
new_game(enum lf_variant v, int size, uint64_t seed, struct lf_position *pos)
{
	struct lf_new_options opt;
	struct lf_error err;

	lf_new_options_default(v, &opt, NULL);
	opt.width = opt.height = size;
	opt.seed = seed;
	if (lf_new_game(&opt, pos, &err) != LF_OK) {
		fprintf(stderr, "bench: %s\n", err.message);
		exit(1);
	}
}

/* A move to fill, or exit when memory runs out. */
static struct lf_move *
new_move(void)
{
	struct lf_move *move;
	struct lf_error err;

	if (lf_move_new(&move, &err) != LF_OK) {
		fprintf(stderr, "bench: %s\n", err.message);
		exit(1);
	}
	return move;
}

/* The copies of the hot loops to measure, into paths: the one chosen at
 * run time first, then the portable one if that is another; return how
 * many. */
static size_t
cpu_paths(enum lf_cpu_path paths[2])
{
	size_t n = 0;

	paths[n++] = lf_cpu_path();
	if (paths[0] != LF_CPU_PORTABLE)
		paths[n++] = LF_CPU_PORTABLE;
	return n;
}

/* Perft with bulk counting from the 9 x 9 traditional board after the
 * removals e5 and e3, counted by the copy named how. */
static void
bench_perft(const char *how, int depth)
{
	static struct lf_position pos;
	struct lf_move *move = new_move();
	struct lf_error err;
	const char *removals[] = { "e5", "e3" };
	double t0, t;
	uint64_t leaves;
	int i;

	new_game(LF_TRADITIONAL, 9, 0, &pos);
	for (i = 0; i < 2; i++)
		if (lf_move_parse(&pos, removals[i], 2, move, &err) != LF_OK ||
		    lf_apply(&pos, move, NULL, &err) != LF_OK) {
			fprintf(stderr, "bench: %s\n", err.message);
			exit(1);
		}
	lf_move_free(move);
	t0 = now();
	if (lf_perft(&pos, depth, &leaves, NULL, &err) != LF_OK) {
		fprintf(stderr, "bench: %s\n", err.message);
		exit(1);
	}
	t = now() - t0;
	printf("perft (%s) traditional 9x9 after e5 e3, depth %d: %llu leaves "
	    "in %.2f s = %.1f million leaves/s\n", how, depth,
	    (unsigned long long)leaves, t, (double)leaves / t / 1e6);
}

/* Perft at depths 6 and 7 on each copy of its count, the one chosen at
 * run time first. */
static void
bench_perfts(void)
{
	enum lf_cpu_path paths[2];
	size_t j, npaths = cpu_paths(paths);
	int depth;

	for (j = 0; j < npaths; j++) {
		lf_cpu_force(paths[j]);
		for (depth = 6; depth <= 7; depth++)
			bench_perft(lf_cpu_path_name(paths[j]), depth);
	}
	lf_cpu_force(paths[0]);
}

/* How a random game draws its moves: lf_random_move() or
 * lf_playout_move(); NULL for whole games played by lf_playout(). */
typedef enum lf_status (*draw_fn)(struct lf_position *, struct lf_random *,
    struct lf_move *, const struct lf_budget *, struct lf_error *);

/* Play complete games on v's boards of size x size from seed 0 on, each
 * move drawn by draw (or each game by lf_playout()), for about
 * `seconds`; the games, the plies and the seconds taken into *games,
 * *plies and *t. */
static void
play_games(draw_fn draw, enum lf_variant v, int size, double seconds,
    uint64_t *games, uint64_t *plies, double *t)
{
	static struct lf_position pos;
	struct lf_move *move = new_move();
	struct lf_random rng;
	double t0 = now();

	*games = *plies = 0;
	lf_random_seed(&rng, 12345);
	do {
		new_game(v, size, *games, &pos);
		if (draw == NULL)
			lf_playout(&pos, &rng, NULL, NULL);
		else
			while (draw(&pos, &rng, move, NULL, NULL) == LF_OK)
				lf_apply_unchecked(&pos, move, NULL);
		*plies += (uint64_t)pos.ply;
		(*games)++;
		*t = now() - t0;
	} while (*t < seconds);
	lf_move_free(move);
}

/* Play complete games, each move drawn by draw (NULL: lf_playout()),
 * for about `seconds` and report games and moves per second. */
static void
bench_random_games(const char *how, draw_fn draw, enum lf_variant v,
    int size, double seconds)
{
	uint64_t games, plies;
	double t;

	play_games(draw, v, size, seconds, &games, &plies, &t);
	printf("%s games %s %dx%d: %llu games in %.2f s = %.0f games/s "
	    "(%.1f plies a game, %.2f million plies/s)\n", how,
	    lf_variant_name(v), size, size, (unsigned long long)games, t,
	    (double)games / t, (double)plies / (double)games,
	    (double)plies / t / 1e6);
}

/* Whole playout games (lf_playout()) on the boards of the README, with
 * each copy of the loop this build and processor have: the one chosen
 * at run time first, then the portable one. */
static void
bench_playouts(double seconds)
{
	static const struct {
		enum lf_variant v;
		int size;
	} boards[] = { { LF_TRADITIONAL, 15 }, { LF_MURRAY, 18 },
	    { LF_TRADITIONAL, 64 } };
	enum lf_cpu_path paths[2];
	char how[64];
	size_t i, j, npaths = cpu_paths(paths);

	for (j = 0; j < npaths; j++) {
		lf_cpu_force(paths[j]);
		snprintf(how, sizeof how, "playout (%s)",
		    lf_cpu_path_name(paths[j]));
		for (i = 0; i < sizeof boards / sizeof boards[0]; i++)
			bench_random_games(how, NULL, boards[i].v,
			    boards[i].size, seconds);
	}
	lf_cpu_force(paths[0]);
}

/* The cost of a playout ply on traditional boards from 8 x 8 to 64 x 64,
 * and that cost per column: it grows no faster than the width when the
 * second figure does not grow. */
static void
bench_growth(double seconds)
{
	static const int sizes[] = { 8, 15, 18, 32, 64 };
	uint64_t games, plies;
	double t, ns;
	size_t i;

	for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		play_games(NULL, LF_TRADITIONAL, sizes[i], seconds, &games,
		    &plies, &t);
		ns = t * 1e9 / (double)plies;
		printf("growth traditional %dx%d: %.0f ns a ply, %.1f ns a ply "
		    "per column\n", sizes[i], sizes[i], ns, ns / sizes[i]);
	}
}

/* A murray 15 x 15 position of the middle game: the start and 20 plies
 * of the playout policy. */
static void
middle_game(struct lf_position *pos)
{
	struct lf_move *move = new_move();
	struct lf_random rng;
	int i;

	new_game(LF_MURRAY, 15, 1, pos);
	lf_random_seed(&rng, 1);
	for (i = 0; i < 20 && lf_playout_move(pos, &rng, move, NULL, NULL) ==
	    LF_OK; i++)
		lf_apply_unchecked(pos, move, NULL);
	lf_move_free(move);
}

/* The alpha-beta search of lf-bot at a fixed depth, and the Monte Carlo
 * search for a number of playouts (to the end of the game, then of the
 * default length), on the middle game: nodes and playouts per second. */
static void
bench_searches(void)
{
	static struct lf_position pos;
	struct lf_search_limits limits;
	struct lf_engine_info info;
	struct lf_mcts_limits mlimits;
	struct lf_engine_info minfo;
	struct lf_search *search;
	struct lf_mcts *mcts;
	struct lf_error err;
	static const int plies[2] = { LF_MCTS_TO_END, LF_MCTS_PLIES };
	int i;

	middle_game(&pos);
	if (lf_search_new(&search, (size_t)32 << 20, &err) != LF_OK ||
	    lf_mcts_new(&mcts, (size_t)256 << 20, &err) != LF_OK) {
		fprintf(stderr, "bench: %s\n", err.message);
		exit(1);
	}
	memset(&limits, 0, sizeof limits);
	limits.depth = 8;
	/* Twice, the table cleared between: the first run pays for the
	 * first touch of the table's pages, which a persistent bot pays once
	 * a game (a bot started for each move pays it each move, on a table
	 * sized by its time). */
	for (i = 0; i < 2; i++) {
		lf_search_clear(search);
		if (lf_search_run(search, &pos, &limits, NULL, &info,
		    &err) != LF_OK) {
			fprintf(stderr, "bench: %s\n", err.message);
			exit(1);
		}
	}
	printf("search murray 15x15, middle game, depth %d, table warm: %llu "
	    "nodes in %.3f s = %.0f nodes/s\n", info.depth,
	    (unsigned long long)info.nodes, info.seconds,
	    (double)info.nodes / info.seconds);
	memset(&mlimits, 0, sizeof mlimits);
	mlimits.seed = 1;
	mlimits.playouts = 20000;
	for (i = 0; i < 2; i++) {
		mlimits.plies = plies[i];
		if (lf_mcts_run(mcts, &pos, &mlimits, NULL, &minfo,
		    &err) != LF_OK) {
			fprintf(stderr, "bench: %s\n", err.message);
			exit(1);
		}
		printf("mcts murray 15x15, middle game, playouts %s: %llu "
		    "playouts, %llu nodes in %.2f s = %.0f playouts/s\n",
		    i == 0 ? "to the end" : "of 6 moves",
		    (unsigned long long)minfo.playouts,
		    (unsigned long long)minfo.nodes, minfo.seconds,
		    (double)minfo.playouts / minfo.seconds);
	}
	lf_search_free(search);
	lf_mcts_free(mcts);
}

/* Parse and format one murray 15 x 15 position line repeatedly. */
static void
bench_parse_format(double seconds)
{
	static struct lf_position pos;
	struct lf_buf line, out;
	struct lf_error err;
	uint64_t lines = 0;
	double t0 = now(), t;

	new_game(LF_MURRAY, 15, 1, &pos);
	lf_buf_init(&line);
	lf_buf_init(&out);
	lf_position_format(&pos, &line, NULL);
	do {
		int i;
		for (i = 0; i < 1000; i++) {
			if (lf_position_parse(line.data, line.len, &pos, &err)
			    != LF_OK) {
				fprintf(stderr, "bench: %s\n", err.message);
				exit(1);
			}
			lf_buf_reset(&out);
			lf_position_format(&pos, &out, NULL);
		}
		lines += 1000;
		t = now() - t0;
	} while (t < seconds);
	printf("parse+format murray 15x15 (%zu bytes): %.0f lines/s\n",
	    line.len, (double)lines / t);
	lf_buf_free(&line);
	lf_buf_free(&out);
}

int
main(int argc, char *argv[])
{
	double seconds = argc > 1 ? atof(argv[1]) : 3.0;

	bench_perfts();
	bench_playouts(seconds);
	bench_random_games("playout-move", lf_playout_move, LF_TRADITIONAL, 15,
	    seconds);
	bench_random_games("uniform", lf_random_move, LF_TRADITIONAL, 15,
	    seconds);
	bench_random_games("uniform", lf_random_move, LF_MURRAY, 18, seconds);
	bench_random_games("uniform", lf_random_move, LF_TRADITIONAL, 64,
	    seconds);
	bench_growth(seconds / 2);
	bench_searches();
	bench_parse_format(seconds);
	return 0;
}
