/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_search_players.c: the search with three players or more (part
 * of check_search): paranoid and best-reply, each against a plain
 * minimax of its own kind written here (reference()), at every depth,
 * with and without the table, and the move where the two differ. */
#include "config.h"

#include "check_search.h"

/*
 * The reference: a plain minimax over every move, with no pruning, no
 * table and no ordering.  The value is the root player's points from
 * here on minus the others' (paranoid: every other player minimises
 * it), and the depth limit counts with lf_search_evaluate() for the
 * player to move, as the search does.  With best_reply, once the
 * opening is over, the root player moves again after each move of
 * another (best-reply search: the reply stands for all the others').
 */
long
reference(struct lf_position *pos, int root, int depth, int best_reply)
{
	struct lf_move_list list;
	struct lf_position *after;
	struct lf_error err;
	long best = 0, v;
	int mover = pos->turn;
	size_t i;

	if (depth == 0) {
		v = lf_search_evaluate(pos);
		return mover == root ? v : -v;
	}
	lf_move_list_init(&list);
	ck_assert(lf_generate(pos, &list, NULL, &err) == LF_OK);
	after = malloc(sizeof *after);
	ck_assert_ptr_nonnull(after);
	for (i = 0; i < list.count; i++) {
		uint16_t *sq;
		int len = route_at(&list, i, &sq);
		long points = points_of(pos, ROUTE_MOVE(sq, len));
		*after = *pos;
		lf_apply_unchecked(after, ROUTE_MOVE(sq, len), NULL);
		if (best_reply && mover != root && !lf_in_opening(after))
			after->turn = root;
		v = (mover == root ? points : -points) +
		    reference(after, root, depth - 1, best_reply);
		if (i == 0 || (mover == root ? v > best : v < best))
			best = v;
	}
	free(after);
	lf_move_list_release(&list);
	return best;
}

START_TEST(test_search_multiplayer)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_search *s = new_search(1 << 20);
	int players, seed, depth;

	for (players = 3; players <= 4; players++)
		for (seed = 1; seed <= 5; seed++) {
			random_position(&pos, LF_MURRAY, 5, players,
			    LF_JUMPS_ORTH, LF_CHAIN_FREE, (uint64_t)seed,
			    players + seed);
			if (count_of(&pos) < 2)
				continue;
			for (depth = 1; depth <= 4; depth++) {
				long want = reference(&pos, pos.turn, depth, 0);
				search_with(s, &pos, depth, 1, 0, &info);
				ck_assert_msg(info.best.value == want, "%d "
				    "players, seed %d, depth %d: minimax %ld, "
				    "search %ld", players, seed, depth, want,
				    info.best.value);
				assert_legal(&pos, info.best.move);
			}
		}
	lf_search_free(s);
}
END_TEST

/* Search pos exactly to a fixed depth, best-reply or paranoid, which
 * must succeed. */
static void
search_reply(struct lf_search *s, struct lf_position *pos, int depth,
    int best_reply, struct lf_engine_info *info)
{
	search_with(s, pos, depth, 1, best_reply, info);
}

/* With limits.best_reply and three or four players, the search's value
 * is the best-reply minimax's at every depth, in the opening too (where
 * every player removes in turn), with and without the table; with two
 * players it is the plain search. */
START_TEST(test_search_best_reply_minimax)
{
	static struct lf_position pos;
	static struct lf_engine_info with, without;
	struct lf_search *table = new_search(1 << 20), *plain = new_search(0);
	int players, seed, depth;

	for (players = 2; players <= 4; players++)
		for (seed = 1; seed <= 6; seed++) {
			random_position(&pos, LF_MURRAY, 5, players,
			    LF_JUMPS_ORTH, LF_CHAIN_FREE, (uint64_t)seed,
			    seed * 2 - 2);
			if (count_of(&pos) < 2)
				continue;
			for (depth = 1; depth <= 4; depth++) {
				long want = reference(&pos, pos.turn, depth, 1);
				search_reply(table, &pos, depth, 1, &with);
				search_reply(plain, &pos, depth, 1, &without);
				ck_assert_msg(with.best.value == want &&
				    without.best.value == want, "%d players, "
				    "seed %d, depth %d: best-reply minimax "
				    "%ld, "
				    "search %ld, without table %ld", players,
				    seed, depth, want, with.best.value,
				    without.best.value);
				assert_legal(&pos, with.best.move);
			}
		}
	lf_search_free(table);
	lf_search_free(plain);
}
END_TEST

/* Player 2 of 3 moves.  b4-b2 takes 3; b4-d4 takes 2 and leaves the 3 on
 * b3 to the next player's a3-c3, after which a1-a3 takes the 4.  Three
 * plies deep, the paranoid search lets player 1 take that 4 and plays
 * b4-b2 (+1); the best-reply search gives the ply after the reply back to
 * player 2, which takes the 4 itself, and plays b4-d4 (2 - 3 + 4, less
 * half the 2 that a4-a2 takes next: +2).  Two plies deep it sees a move
 * and its reply only, and plays b4-b2 too. */
static const char reply[] = "lf1 variant=murray players=3 jumps=orth "
    "chain=free opening=each removal=low turn=2 ply=7 score=8,4,4 "
    "board=322./13../4.../2...";

START_TEST(test_search_best_reply)
{
	static struct lf_position pos;
	static struct lf_engine_info info;
	struct lf_search *s = new_search(1 << 16);

	parse_ok(reply, &pos);
	/* From an empty table each time: the nodes pinned. */
	search_reply(s, &pos, 3, 0, &info);
	ck_assert(move_is(&pos, info.best.move, "b4-b2"));
	ck_assert_int_eq(info.best.value, 1);
	ck_assert_uint_eq(info.nodes, 18);
	lf_search_clear(s);
	search_reply(s, &pos, 3, 1, &info);
	ck_assert(move_is(&pos, info.best.move, "b4-d4"));
	ck_assert_int_eq(info.best.value, 2);
	ck_assert_uint_eq(info.nodes, 20);
	ck_assert_int_eq(info.best.value, reference(&pos, pos.turn, 3, 1));
	search_reply(s, &pos, 2, 1, &info);
	ck_assert(move_is(&pos, info.best.move, "b4-b2"));
	lf_search_free(s);
}
END_TEST

/* Add the cases of this file to the suite's core. */
void
search_players_cases(TCase *core)
{
	tcase_add_test(core, test_search_multiplayer);
	tcase_add_test(core, test_search_best_reply);
	tcase_add_test(core, test_search_best_reply_minimax);
}
