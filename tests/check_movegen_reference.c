/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_movegen_reference.c: the movegen suite's cross-check: a plain
 * reference generator written here agrees with lf_generate() move for
 * move on the positions of random games under many rules. */
#include "config.h"

#include "check_movegen.h"

/*
 * A reference generator, written from RULES.md and lf-moves(1) and not
 * from movegen.c: it finds every route of a piece by a plain depth-first
 * search on the cells, keeps them all with their length and whether the
 * piece could jump on from their end, and only then filters them by the
 * chain rule.  Square names are built here too.
 */
#define REF_MAX 8192
struct ref_walk {
	struct lf_position *pos;
	const struct lf_direction *dirs;
	int ndirs;
	uint16_t route[LF_MAX_ROUTE];
	int n;                  /* routes found for the current piece */
	int jumps[REF_MAX];
	int terminal[REF_MAX];  /* no further jump from its end */
	struct lf_buf text[REF_MAX];
};

/* Append a square's name: column letters (two past z), row from 1 at
 * the bottom. */
static void
ref_name(const struct lf_position *pos, int index, struct lf_buf *out)
{
	int c = index % LF_STRIDE - 1, r = index / LF_STRIDE - 1;
	char letters[3] = { 0, 0, 0 };

	if (c < 26)
		letters[0] = (char)('a' + c);
	else {
		letters[0] = (char)('a' + c / 26 - 1);
		letters[1] = (char)('a' + c % 26);
	}
	lf_buf_printf(out, "%s%d", letters, pos->height - r);
}

/* Follow every jump from the end of a route of `jumps` jumps, recording
 * each longer route; return whether there was any. */
static int
ref_follow(struct ref_walk *w, int jumps)
{
	unsigned char *cell = w->pos->priv.cell;
	int cur = w->route[jumps], i, k, s, any = 0;

	for (i = 0; i < w->ndirs; i++) {
		int step = w->dirs[i].offset, mid = cur + step;
		int land = mid + step, v = cell[mid];
		if (v == LF_OFF || v == LF_EMPTY || cell[land] != LF_EMPTY)
			continue;
		any = 1;
		ck_assert_int_lt(w->n, REF_MAX);
		k = w->n++;
		w->route[jumps + 1] = (uint16_t)land;
		w->jumps[k] = jumps + 1;
		lf_buf_reset(&w->text[k]);
		for (s = 0; s <= jumps + 1; s++) {
			if (s > 0)
				lf_buf_add(&w->text[k], "-", 1);
			ref_name(w->pos, w->route[s], &w->text[k]);
		}
		cell[mid] = LF_EMPTY;
		w->terminal[k] = !ref_follow(w, jumps + 1);
		cell[mid] = (unsigned char)v;
	}
	return any;
}

/* Append the reference's legal moves of pos, joined by spaces. */
static void
ref_moves(struct ref_walk *w, struct lf_position *pos, struct lf_buf *out)
{
	const struct lf_rules *rules = &pos->rules;
	int removals, r, c, v, low = 0, k, best, first = 1;

	removals = rules->opening == LF_OPENING_EACH ? rules->players :
	    rules->opening == LF_OPENING_FIRST ? 1 : 0;
	w->pos = pos;
	w->ndirs = lf_directions(rules->jumps, &w->dirs);
	lf_buf_puts(out, "");
	for (r = 0; r < pos->height; r++)
		for (c = 0; c < pos->width; c++) {
			v = pos->priv.cell[lf_index(c, r)];
			if (v != LF_OFF && v != LF_EMPTY &&
			    (low == 0 || v < low))
				low = v;
		}
	for (r = 0; r < pos->height; r++)
		for (c = 0; c < pos->width; c++) {
			int idx = lf_index(c, r);
			v = pos->priv.cell[idx];
			if (v == LF_OFF || v == LF_EMPTY)
				continue;
			if (pos->ply < removals) {
				if (rules->removal == LF_REMOVAL_LOW &&
				    v != low)
					continue;
				if (!first)
					lf_buf_add(out, " ", 1);
				first = 0;
				ref_name(pos, idx, out);
				continue;
			}
			w->n = 0;
			w->route[0] = (uint16_t)idx;
			pos->priv.cell[idx] = LF_EMPTY;
			ref_follow(w, 0);
			pos->priv.cell[idx] = (unsigned char)v;
			best = 0;
			for (k = 0; k < w->n; k++)
				if (w->jumps[k] > best)
					best = w->jumps[k];
			for (k = 0; k < w->n; k++) {
				if (rules->chain != LF_CHAIN_FREE &&
				    !w->terminal[k])
					continue;
				if (rules->chain == LF_CHAIN_MOST &&
				    w->jumps[k] != best)
					continue;
				if (!first)
					lf_buf_add(out, " ", 1);
				first = 0;
				lf_buf_add(out, w->text[k].data,
				    w->text[k].len);
			}
		}
}

/* The rules and board of a random game for the cross-check. */
struct game_setup {
	enum lf_variant variant;
	int width, height;
	const char *shape;
	int players;
	enum lf_jumps jumps;
	enum lf_chain chain;
	enum lf_opening opening;
	enum lf_removal removal;
};

/* Check everything movegen.c says about one position against the
 * reference and against itself; return the number of moves and put a
 * random one of them in *move. */
static size_t
cross_check(struct ref_walk *w, struct lf_position *pos,
    struct lf_random *rng, struct lf_move *move)
{
	static struct lf_position before, after;
	struct lf_move_list list;
	struct lf_buf got, want;
	struct lf_error err;
	uint64_t perft2 = 0;
	size_t i, count;

	memcpy(&before, pos, sizeof before);
	lf_move_list_init(&list);
	generate_ok(pos, &list);
	count = list.count;
	lf_buf_init(&got);
	lf_buf_init(&want);
	list_text(pos, &list, &got);
	ref_moves(w, pos, &want);
	expect_unchanged(pos, &before, "the reference");
	if (strcmp(got.data, want.data) != 0) {
		struct lf_buf line;
		lf_buf_init(&line);
		ck_assert_int_eq(lf_position_format(pos, &line, NULL), LF_OK);
		ck_abort_msg("%.2000s: lf_generate '%.2000s', reference "
		    "'%.2000s'", line.data, got.data, want.data);
	}
	ck_assert_uint_eq(count_of(pos), list.count);
	ck_assert_int_eq(lf_game_over(pos), list.count == 0);
	ck_assert_uint_eq(perft_of(pos, 1), list.count);
	/* Perft 2 is the sum of the moves after each move; the list holds
	 * the points of each. */
	for (i = 0; i < list.count; i++) {
		uint16_t *sq;
		int len = route_at(&list, i, &sq);
		ck_assert_int_eq(lf_list_points(&list, i),
		    lf_route_points(pos, sq, len));
		memcpy(&after, pos, sizeof after);
		lf_apply_unchecked(&after, ROUTE_MOVE(sq, len), NULL);
		perft2 += count_of(&after);
	}
	ck_assert_uint_eq(perft_of(pos, 2), perft2);
	ck_assert_int_eq(lf_nth_move(pos, list.count, move, NULL, NULL),
	    LF_EINVAL);
	if (list.count > 0) {
		ck_assert_int_eq(lf_nth_move(pos, list.count - 1, move, NULL,
		    NULL), LF_OK);
		ck_assert_int_eq(find_move(&list, move), (long)list.count - 1);
		ck_assert_int_eq(lf_nth_move(pos, list.count / 2, move, NULL,
		    NULL), LF_OK);
		ck_assert_int_eq(find_move(&list, move),
		    (long)(list.count / 2));
		ck_assert_int_eq(lf_playout_move(pos, rng, move, NULL, NULL),
		    LF_OK);
		ck_assert_int_ge(find_move(&list, move), 0);
		ck_assert_int_eq(lf_random_move(pos, rng, move, NULL, NULL),
		    LF_OK);
		ck_assert_int_ge(find_move(&list, move), 0);
		lf_error_clear(&err);
		ck_assert_msg(lf_check_move(pos, move, NULL, &err) == LF_OK,
		    "a generated move is refused: %s", err.message);
	} else {
		ck_assert_int_eq(lf_random_move(pos, rng, move, NULL, NULL),
		    LF_EINVAL);
		ck_assert_int_eq(lf_playout_move(pos, rng, move, NULL, NULL),
		    LF_EINVAL);
	}
	expect_unchanged(pos, &before, "movegen");
	lf_buf_free(&got);
	lf_buf_free(&want);
	lf_move_list_release(&list);
	return count;
}

/* Play random games under many rules and check every position on the
 * way against the reference generator, until the game ends. */
START_TEST(test_reference_random_games)
{
	static const struct game_setup setups[] = {
		{ LF_TRADITIONAL, 5, 5, NULL, 2, LF_JUMPS_ORTH, LF_CHAIN_FREE,
		    LF_OPENING_EACH, LF_REMOVAL_ANY },
		{ LF_MURRAY, 6, 6, NULL, 3, LF_JUMPS_ORTH, LF_CHAIN_FREE,
		    LF_OPENING_EACH, LF_REMOVAL_LOW },
		{ LF_TRADITIONAL, 5, 5, NULL, 2, LF_JUMPS_DIAG8, LF_CHAIN_FREE,
		    LF_OPENING_EACH, LF_REMOVAL_ANY },
		{ LF_MURRAY, 5, 5, NULL, 2, LF_JUMPS_HEX, LF_CHAIN_FREE,
		    LF_OPENING_FIRST, LF_REMOVAL_LOW },
		{ LF_CAPTURE, 0, 0, NULL, 2, LF_JUMPS_HEX, LF_CHAIN_FREE,
		    LF_OPENING_NONE, LF_REMOVAL_ANY },
		{ LF_CAPTURE, 0, 0, NULL, 2, LF_JUMPS_HEX, LF_CHAIN_CONTINUE,
		    LF_OPENING_NONE, LF_REMOVAL_ANY },
		{ LF_TRADITIONAL, 6, 6, NULL, 2, LF_JUMPS_ORTH,
		    LF_CHAIN_CONTINUE, LF_OPENING_EACH, LF_REMOVAL_ANY },
		{ LF_MURRAY, 5, 5, NULL, 2, LF_JUMPS_DIAG8, LF_CHAIN_MOST,
		    LF_OPENING_FIRST, LF_REMOVAL_LOW },
		{ LF_FROGLET, 6, 6, NULL, 2, LF_JUMPS_ORTH, LF_CHAIN_MOST,
		    LF_OPENING_FIRST, LF_REMOVAL_LOW },
		{ LF_TRADITIONAL, 0, 0, "##ooo##/##ooo##/ooooooo/ooo.ooo/"
		    "ooooooo/##ooo##/##ooo##", 2, LF_JUMPS_ORTH, LF_CHAIN_FREE,
		    LF_OPENING_NONE, LF_REMOVAL_ANY },
		{ LF_MURRAY, 0, 0, "o#oo#o/oooooo/#oooo#/oooooo/o#oo#o", 2,
		    LF_JUMPS_DIAG8, LF_CHAIN_CONTINUE, LF_OPENING_EACH,
		    LF_REMOVAL_ANY },
		{ LF_MURRAY, 64, 2, NULL, 2, LF_JUMPS_ORTH, LF_CHAIN_FREE,
		    LF_OPENING_FIRST, LF_REMOVAL_LOW },
		{ LF_TRADITIONAL, 3, 40, NULL, 4, LF_JUMPS_DIAG8,
		    LF_CHAIN_FREE, LF_OPENING_EACH, LF_REMOVAL_ANY },
	};
	static struct ref_walk w;
	static struct lf_position pos;
	LF_MOVE_STATIC(move);
	struct lf_new_options opt;
	struct lf_error err;
	struct lf_random rng;
	size_t s, k;
	int seed, ply, positions = 0;

	for (k = 0; k < REF_MAX; k++)
		lf_buf_init(&w.text[k]);
	for (s = 0; s < sizeof setups / sizeof setups[0]; s++)
		for (seed = 1; seed <= 3; seed++) {
			const struct game_setup *g = &setups[s];
			ck_assert_int_eq(lf_new_options_default(g->variant,
			    &opt, NULL), LF_OK);
			opt.width = g->width;
			opt.height = g->height;
			opt.shape = g->shape;
			opt.rules.players = g->players;
			opt.rules.jumps = g->jumps;
			opt.rules.chain = g->chain;
			opt.rules.opening = g->opening;
			opt.rules.removal = g->removal;
			opt.seed = (uint64_t)seed;
			lf_error_clear(&err);
			ck_assert_msg(lf_new_game(&opt, &pos, &err) == LF_OK,
			    "setup %zu: %s", s, err.message);
			lf_random_seed(&rng, (uint64_t)(1000 * s) +
			    (uint64_t)seed);
			for (ply = 0; ply < 200; ply++) {
				positions++;
				if (cross_check(&w, &pos, &rng, &move) == 0)
					break;
				lf_apply_unchecked(&pos, &move, NULL);
			}
			ck_assert_int_lt(ply, 200);
		}
	ck_assert_int_gt(positions, 1000); /* 1045 with these seeds */
	for (k = 0; k < REF_MAX; k++)
		lf_buf_free(&w.text[k]);
}
END_TEST

/* Add the cases of this file to the suite. */
void
movegen_reference_cases(TCase *core)
{
	tcase_add_test(core, test_reference_random_games);
}
