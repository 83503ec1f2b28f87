/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_core.c: Check suite for lib/engines/core.c, what the engines
 * share: its table holds the keys lf_piece_key() and lf_turn_key() hash;
 * the game key tells the rules and shapes apart and nothing else; making
 * a move changes the position as lf_apply_unchecked() does, takes its
 * points and keeps the key of the pieces, and unmaking it gives the
 * position back; the order ranks by the points, the generator's order
 * among equals, and sorting gives what picking one by one gives; and the
 * three engines give their results in the one shape, each field filled
 * as documented. */
#include "config.h"

#include "check_util.h"
#include "core_int.h"

/* The table's keys are the hashed ones, for every cell and value, every
 * side to move and every count of removals due. */
START_TEST(test_keys)
{
	static struct lf_position pos;
	int index, v, players, turn;
	long ply;
	enum lf_opening opening;

	lf_core_init();
	lf_core_init();
	for (index = 0; index < LF_CELLS; index++) {
		ck_assert(lf_core_piece_key(index, 0) == 0);
		for (v = 1; v <= LF_MAX_VALUE; v++)
			ck_assert(lf_core_piece_key(index, v) ==
			    lf_piece_key(index, v));
	}
	random_position(&pos, LF_MURRAY, 6, 2, LF_JUMPS_ORTH, LF_CHAIN_FREE,
	    1, 0);
	for (opening = 0; opening < LF_OPENING_COUNT; opening++)
		for (players = 2; players <= LF_MAX_PLAYERS; players++)
			for (turn = 0; turn < players; turn++)
				for (ply = 0; ply <= LF_MAX_PLAYERS + 1;
				    ply++) {
					pos.rules.opening = opening;
					pos.rules.players = players;
					pos.turn = turn;
					pos.ply = ply;
					ck_assert(lf_core_turn_key(&pos) ==
					    lf_turn_key(&pos));
				}
}
END_TEST

/* The game key: the same at every ply of a game, another for each rule
 * and for another shape. */
START_TEST(test_game_key)
{
	static struct lf_position a, b;
	uint64_t k;

	random_position(&a, LF_MURRAY, 7, 2, LF_JUMPS_ORTH, LF_CHAIN_FREE, 3,
	    0);
	k = lf_core_game_key(&a);
	random_position(&b, LF_MURRAY, 7, 2, LF_JUMPS_ORTH, LF_CHAIN_FREE, 3,
	    9);
	ck_assert(lf_core_game_key(&b) == k);
	b = a;
	b.rules.players = 3;
	ck_assert(lf_core_game_key(&b) != k);
	b = a;
	b.rules.jumps = LF_JUMPS_DIAG8;
	ck_assert(lf_core_game_key(&b) != k);
	b = a;
	b.rules.chain = LF_CHAIN_MOST;
	ck_assert(lf_core_game_key(&b) != k);
	b = a;
	b.rules.opening = LF_OPENING_NONE;
	ck_assert(lf_core_game_key(&b) != k);
	b = a;
	b.rules.removal = LF_REMOVAL_ANY;
	ck_assert(lf_core_game_key(&b) != k);
	b = a;
	b.priv.cell[lf_index(2, 3)] = LF_OFF;
	ck_assert(lf_core_game_key(&b) != k);
}
END_TEST

/* The text of a position, to compare two. */
static const char *
text_of(const struct lf_position *pos, struct lf_buf *buf)
{
	buf->len = 0;
	ck_assert_int_eq(lf_position_format(pos, buf, NULL), LF_OK);
	return buf->data;
}

/* Every move of positions of every rule, from the opening to the end:
 * made, it gives lf_apply_unchecked()'s position, its points and the key
 * of the new pieces; unmade, the position it was made in. */
START_TEST(test_make_unmake)
{
	static const enum lf_jumps jumps[] = { LF_JUMPS_ORTH, LF_JUMPS_DIAG8,
	    LF_JUMPS_HEX };
	static const enum lf_chain chains[] = { LF_CHAIN_FREE,
	    LF_CHAIN_CONTINUE, LF_CHAIN_MOST };
	static struct lf_position pos, work, applied;
	static unsigned char captured[LF_MAX_ROUTE];
	struct lf_move_list list;
	struct lf_buf want, got;
	uint16_t *sq;
	uint64_t board, key;
	size_t i;
	int j, c, plies, len, points;

	lf_core_init();
	lf_move_list_init(&list);
	lf_buf_init(&want);
	lf_buf_init(&got);
	for (j = 0; j < 3; j++)
		for (c = 0; c < 3; c++)
			for (plies = 0; plies < 40; plies += 7) {
				random_position(&pos, LF_TRADITIONAL, 6, 2 + c,
				    jumps[j], chains[c], (uint64_t)(j * 3 + c),
				    plies);
				ck_assert_int_eq(lf_generate(&pos, &list, NULL,
				    NULL), LF_OK);
				board = lf_core_board_key(&pos);
				for (i = 0; i < list.count; i++) {
					len = route_at(&list, i, &sq);
					work = pos;
					applied = pos;
					lf_apply_unchecked(&applied,
					    ROUTE_MOVE(sq, len), NULL);
					key = board;
					points = lf_core_make(&work, sq, len,
					    captured, &key);
					ck_assert_int_eq(points,
					    points_of(&pos,
					    ROUTE_MOVE(sq, len)));
					ck_assert_str_eq(text_of(&work, &got),
					    text_of(&applied, &want));
					ck_assert(key ==
					    lf_core_board_key(&applied));
					lf_core_unmake(&work, sq, len, captured,
					    points);
					ck_assert_str_eq(text_of(&work, &got),
					    text_of(&pos, &want));
					ck_assert(lf_core_board_key(&work) ==
					    board);
				}
			}
	lf_buf_free(&want);
	lf_buf_free(&got);
	lf_move_list_release(&list);
}
END_TEST

/* The moves ranked by their points, most first, then as generated; and
 * lf_core_sort() gives the order that picking the best one by one gives,
 * on short and long lists with many equal ranks. */
START_TEST(test_order)
{
	static const size_t sizes[] = { 0, 1, 5, 32, 33, 100, 1000 };
	static struct lf_position pos;
	struct lf_core_order o, picked;
	struct lf_move_list list;
	struct lf_random rng;
	uint16_t *sq;
	size_t i, k, n;
	long last = -1, p;
	int len;

	memset(&o, 0, sizeof o);
	memset(&picked, 0, sizeof picked);
	lf_move_list_init(&list);
	bench_middle_game(&pos);
	ck_assert_int_eq(lf_generate(&pos, &list, NULL, NULL), LF_OK);
	ck_assert_uint_gt(list.count, 40);
	ck_assert_int_eq(lf_core_order_reserve(&o, list.count), 0);
	lf_core_order_points(&o, &pos, &list);
	ck_assert_int_eq(lf_core_sort(&o, list.count), 0);
	for (i = 0; i < list.count; i++) {
		len = route_at(&list, o.order[i], &sq);
		p = points_of(&pos, ROUTE_MOVE(sq, len));
		ck_assert(i == 0 || p < last || (p == last &&
		    o.order[i] > o.order[i - 1]));
		last = p;
	}
	lf_random_seed(&rng, 5);
	for (k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		n = sizes[k];
		ck_assert_int_eq(lf_core_order_reserve(&o, n), 0);
		ck_assert_int_eq(lf_core_order_reserve(&picked, n), 0);
		for (i = 0; i < n; i++) {
			o.order[i] = picked.order[i] = (uint32_t)(n - 1 - i);
			o.rank[i] = picked.rank[i] = lf_core_rank(
			    (long)lf_random_below(&rng, 4),
			    (uint32_t)lf_random_below(&rng, 3));
		}
		ck_assert_int_eq(lf_core_sort(&o, n), 0);
		for (i = 0; i < n; i++)
			lf_core_pick(&picked, i, n);
		for (i = 0; i < n; i++)
			ck_assert_uint_eq(o.order[i], picked.order[i]);
	}
	lf_core_order_release(&o);
	lf_core_order_release(&picked);
	lf_move_list_release(&list);
}
END_TEST

/* Check a ranked move of an engine: a legal move, and a line, when
 * there is one, that starts with it. */
static void
assert_ranked(const struct lf_position *pos, const struct lf_engine_move *m)
{
	uint16_t *sq;
	int n;

	ck_assert_ptr_nonnull(m->move);
	assert_legal(pos, m->move);
	if (m->line == NULL)
		return;
	ck_assert_uint_ge(lf_move_list_count(m->line), 1);
	n = route_at(m->line, 0, &sq);
	ck_assert_int_eq(n, lf_move_length(m->move));
	ck_assert(memcmp(sq, lf_move_squares(m->move),
	    (size_t)n * sizeof *sq) == 0);
}

/* Check that info->best is the engine's ranked move 0, field by field. */
static void
assert_best_first(const struct lf_engine_info *info,
    const struct lf_engine_move *first)
{
	ck_assert_int_eq(lf_move_length(info->best.move),
	    lf_move_length(first->move));
	ck_assert(memcmp(lf_move_squares(info->best.move),
	    lf_move_squares(first->move), (size_t)lf_move_length(first->move) *
	    sizeof *lf_move_squares(first->move)) == 0);
	ck_assert_int_eq(info->best.value, first->value);
	ck_assert(info->best.reward == first->reward);
	ck_assert_uint_eq(info->best.playouts, first->playouts);
	ck_assert(info->best.line == first->line);
}

/* Check the figures of an engine's run: those given, and some nodes. */
static void
assert_figures(const struct lf_engine_info *info, int depth,
    uint64_t playouts, int solved, int moves)
{
	ck_assert_int_eq(info->depth, depth);
	ck_assert_uint_eq(info->playouts, playouts);
	ck_assert_uint_gt(info->nodes, 0);
	ck_assert(info->seconds >= 0);
	ck_assert_int_eq(info->solved, solved);
	ck_assert_int_eq(info->moves, moves);
}

/* The three engines fill one shape, struct lf_engine_info, and give
 * their ranked moves as struct lf_engine_move: each field that applies
 * is filled, each that does not is 0 or NULL, the best move is the first
 * ranked, and the search that sees to the end agrees with the solver. */
START_TEST(test_engine_info)
{
	static struct lf_position pos;
	struct lf_search *search;
	struct lf_mcts *mcts;
	struct lf_solver *solver;
	struct lf_search_limits limits;
	struct lf_mcts_limits mlimits;
	struct lf_engine_info info;
	struct lf_engine_move m;
	uint64_t sum = 0;
	long value;
	int i;

	random_position(&pos, LF_MURRAY, 5, 2, LF_JUMPS_ORTH, LF_CHAIN_FREE,
	    3, 4);
	ck_assert_uint_ge(count_of(&pos), 3);
	ck_assert_int_eq(lf_search_new(&search, 1 << 20, NULL), LF_OK);
	ck_assert_int_eq(lf_mcts_new(&mcts, 0, NULL), LF_OK);
	ck_assert_int_eq(lf_solver_new(&solver, 1 << 20, NULL), LF_OK);

	/* The search: a depth, nodes, two ranked moves in points with
	 * their lines, no playouts, no reward. */
	memset(&limits, 0, sizeof limits);
	limits.depth = 2;
	limits.lines = 2;
	limits.exact = 1;
	ck_assert_int_eq(lf_search_run(search, &pos, &limits, NULL, &info,
	    NULL), LF_OK);
	assert_figures(&info, 2, 0, 0, 2);
	ck_assert_ptr_nonnull(info.best.line);
	ck_assert(info.best.reward == 0);
	ck_assert_uint_eq(info.best.playouts, 0);
	for (i = 0; i < info.moves; i++) {
		ck_assert_int_eq(lf_search_best(search, i, &m, NULL), LF_OK);
		assert_ranked(&pos, &m);
		ck_assert_ptr_nonnull(m.line);
		ck_assert(m.reward == 0);
		ck_assert_uint_eq(m.playouts, 0);
		if (i == 0)
			assert_best_first(&info, &m);
		else
			ck_assert_int_le(m.value, info.best.value);
	}
	ck_assert_int_eq(lf_search_best(search, 2, &m, NULL), LF_EINVAL);
	/* Without limits->lines, one ranked move still: 0 means 1. */
	limits.lines = 0;
	ck_assert_int_eq(lf_search_run(search, &pos, &limits, NULL, &info,
	    NULL), LF_OK);
	ck_assert_int_eq(info.moves, 1);
	ck_assert_int_eq(lf_search_best(search, 0, &m, NULL), LF_OK);
	assert_best_first(&info, &m);
	/* To the end of the game: solved, the solver's value. */
	limits.depth = 0;
	ck_assert_int_eq(lf_search_run(search, &pos, &limits, NULL, &info,
	    NULL), LF_OK);
	ck_assert_int_eq(info.solved, 1);
	value = info.best.value;

	/* The Monte Carlo search: playouts, nodes in the tree, every root
	 * move ranked with its playouts and reward, no depth, no points,
	 * no line. */
	memset(&mlimits, 0, sizeof mlimits);
	mlimits.seed = 1;
	mlimits.playouts = 300;
	ck_assert_int_eq(lf_mcts_run(mcts, &pos, &mlimits, NULL, &info, NULL),
	    LF_OK);
	assert_figures(&info, 0, 300, 0, (int)count_of(&pos));
	ck_assert_int_eq(info.best.value, 0);
	ck_assert(info.best.reward > 0 && info.best.reward <= 1);
	ck_assert_uint_gt(info.best.playouts, 0);
	ck_assert_ptr_null(info.best.line);
	for (i = 0; i < info.moves; i++) {
		ck_assert_int_eq(lf_mcts_best(mcts, i, &m, NULL), LF_OK);
		assert_ranked(&pos, &m);
		ck_assert_int_eq(m.value, 0);
		ck_assert(m.reward >= 0 && m.reward <= 1);
		ck_assert_ptr_null(m.line);
		if (i == 0)
			assert_best_first(&info, &m);
		sum += m.playouts;
	}
	ck_assert_uint_eq(sum, info.playouts);
	ck_assert_int_eq(lf_mcts_best(mcts, info.moves, &m, NULL), LF_EINVAL);

	/* The solver: nodes, solved, one ranked move in points with its
	 * line to the end; no depth, no playouts, no reward. */
	ck_assert_int_eq(lf_solver_run(solver, &pos, NULL, &info, NULL),
	    LF_OK);
	assert_figures(&info, 0, 0, 1, 1);
	ck_assert_int_eq(info.best.value, value);
	ck_assert(info.best.reward == 0);
	ck_assert_uint_eq(info.best.playouts, 0);
	ck_assert_ptr_nonnull(info.best.line);
	ck_assert_int_eq(lf_solver_best(solver, 0, &m, NULL), LF_OK);
	assert_ranked(&pos, &m);
	assert_best_first(&info, &m);
	ck_assert_int_eq(lf_solver_best(solver, 1, &m, NULL), LF_EINVAL);

	lf_search_free(search);
	lf_mcts_free(mcts);
	lf_solver_free(solver);
}
END_TEST

/* The suite for core.c. */
static Suite *
core_suite(void)
{
	Suite *s = suite_create("core");
	TCase *core = tcase_create("core");

	tcase_add_test(core, test_keys);
	tcase_add_test(core, test_game_key);
	tcase_add_test(core, test_make_unmake);
	tcase_add_test(core, test_order);
	tcase_add_test(core, test_engine_info);
	suite_add_tcase(s, core);
	return s;
}

CHECK_MAIN(core_suite)
