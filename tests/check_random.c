/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_random.c: Check suite for lib/base/random.c, the SplitMix64 generator
 * behind random boards.  The pinned values below were computed
 * independently, with a small Python 3 implementation of SplitMix64
 * (Steele, Lea and Flood) and of the rejection rule documented in
 * lf-new(1), not with this library. */
#include "config.h"

#include "check_util.h"
#include "random_int.h"

/* The first outputs for seed 0 (the well-known SplitMix64 sequence). */
static const uint64_t seed0_outputs[] = {
	UINT64_C(0xe220a8397b1dcdaf), UINT64_C(0x6e789e6aa1b965f4),
	UINT64_C(0x06c45d188009454f), UINT64_C(0xf88bb8a8724c81ec),
	UINT64_C(0x1b39896a51a8749b)
};

/* The first outputs for seed 1234567. */
static const uint64_t seed1234567_outputs[] = {
	UINT64_C(0x599ed017fb08fc85), UINT64_C(0x2c73f08458540fa5),
	UINT64_C(0x883ebce5a3f27c77), UINT64_C(0x3fbef740e9177b3f),
	UINT64_C(0xe3b8346708cb5ecd)
};

/* Check that a seed yields the given outputs in order. */
static void
expect_outputs(uint64_t seed, const uint64_t *want, size_t n)
{
	struct lf_random rng;
	size_t i;

	lf_random_seed(&rng, seed);
	for (i = 0; i < n; i++) {
		uint64_t got = lf_random_next(&rng);
		ck_assert_msg(got == want[i], "seed %llu output %zu: got "
		    "%#llx, "
		    "want %#llx", (unsigned long long)seed, i,
		    (unsigned long long)got, (unsigned long long)want[i]);
	}
}

/* Seed 0 gives the reference SplitMix64 outputs. */
START_TEST(test_seed_0_pinned)
{
	expect_outputs(0, seed0_outputs, 5);
}
END_TEST

/* Seed 1234567 gives the reference outputs. */
START_TEST(test_seed_1234567_pinned)
{
	expect_outputs(1234567, seed1234567_outputs, 5);
}
END_TEST

/* Seeding again restarts the sequence: a seed is the whole state. */
START_TEST(test_reseed_restarts)
{
	struct lf_random rng;

	lf_random_seed(&rng, 0);
	(void)lf_random_next(&rng);
	(void)lf_random_next(&rng);
	lf_random_seed(&rng, 0);
	ck_assert_uint_eq(lf_random_next(&rng), seed0_outputs[0]);
}
END_TEST

/* Draws stay below their bound for small, odd and huge bounds. */
START_TEST(test_below_in_range)
{
	static const uint64_t bounds[] = {
		1, 2, 3, 6, 7, 10, 1000, UINT64_C(4294967297),
		UINT64_C(0x8000000000000001), UINT64_MAX
	};
	struct lf_random rng;
	size_t b;
	int i;

	lf_random_seed(&rng, 99);
	for (b = 0; b < sizeof bounds / sizeof bounds[0]; b++)
		for (i = 0; i < 2000; i++)
			ck_assert_uint_lt(lf_random_below(&rng, bounds[b]),
			    bounds[b]);
}
END_TEST

/* below(6) from seed 0 gives the reference sequence. */
START_TEST(test_below_pinned)
{
	static const uint64_t want[] = { 1, 0, 1, 4, 1, 0, 5, 2, 5, 2 };
	struct lf_random rng;
	size_t i;

	lf_random_seed(&rng, 0);
	for (i = 0; i < sizeof want / sizeof want[0]; i++)
		ck_assert_uint_eq(lf_random_below(&rng, 6), want[i]);
}
END_TEST

/* With bound 2^63 + 1 outputs below 2^64 mod bound = 2^63 - 1 are
 * rejected: from seed 0 the second and third outputs are skipped. */
START_TEST(test_below_rejects)
{
	struct lf_random rng;
	uint64_t bound = UINT64_C(0x8000000000000001);

	lf_random_seed(&rng, 0);
	ck_assert_uint_eq(lf_random_below(&rng, bound),
	    UINT64_C(0x6220a8397b1dcdae));
	ck_assert_uint_eq(lf_random_below(&rng, bound),
	    UINT64_C(0x788bb8a8724c81eb));
	/* Four outputs were drawn: the next is the fifth. */
	ck_assert_uint_eq(lf_random_next(&rng), seed0_outputs[4]);
}
END_TEST

/* lf_random_below() is the documented rule, x % bound after rejecting
 * outputs below 2^64 mod bound, for every bound from 2 to 64 x 64 (where it
 * finds the remainder by multiplying) and past it, on generator outputs
 * and on the outputs at the edges of a multiple of the bound. */
START_TEST(test_below_is_remainder)
{
	struct lf_random rng, ref;
	uint64_t bound, x, q, edges[6];
	size_t i;

	lf_random_seed(&rng, 77);
	lf_random_seed(&ref, 77);
	for (bound = 2; bound <= LF_MAX_WIDTH * LF_MAX_HEIGHT + 100; bound++)
		for (i = 0; i < 20; i++) {
			x = lf_random_next(&ref);
			while (x < (0 - bound) % bound)
				x = lf_random_next(&ref);
			ck_assert_msg(lf_random_below(&rng, bound) ==
			    x % bound, "bound %llu, draw %zu",
			    (unsigned long long)bound, i);
		}
	for (bound = 2; bound <= LF_MAX_WIDTH * LF_MAX_HEIGHT; bound++) {
		q = UINT64_MAX / bound;
		edges[0] = UINT64_MAX;
		edges[1] = q * bound;
		edges[2] = q * bound - 1;
		edges[3] = (q / 2) * bound;
		edges[4] = (q / 2) * bound - 1;
		edges[5] = (q / 3) * bound + bound - 1;
		for (i = 0; i < 6; i++)
			ck_assert_msg(lf_remainder(edges[i], bound) ==
			    edges[i] % bound, "%llu mod %llu",
			    (unsigned long long)edges[i],
			    (unsigned long long)bound);
	}
}
END_TEST

/* Each of six outcomes turns up about equally often.  The seed is fixed,
 * so the check is deterministic; the tolerance (6%, about 6.5 standard
 * deviations) would not flake with any seed either. */
START_TEST(test_below_uniform)
{
	enum { SIDES = 6, DRAWS = 60000 };
	struct lf_random rng;
	long count[SIDES] = { 0 };
	int i;

	lf_random_seed(&rng, 20260101);
	for (i = 0; i < DRAWS; i++)
		count[lf_random_below(&rng, SIDES)]++;
	for (i = 0; i < SIDES; i++)
		ck_assert_msg(count[i] > DRAWS / SIDES - 600 &&
		    count[i] < DRAWS / SIDES + 600,
		    "value %d drawn %ld times of %d", i, count[i], DRAWS);
}
END_TEST

/* Bound 1 (and 0, outside the contract) give 0 without failing. */
START_TEST(test_below_trivial_bounds)
{
	struct lf_random rng;

	lf_random_seed(&rng, 5);
	ck_assert_uint_eq(lf_random_below(&rng, 1), 0);
	ck_assert_uint_eq(lf_random_below(&rng, 0), 0);
}
END_TEST

/* The largest seed wraps the state around 2^64 as SplitMix64 does. */
START_TEST(test_seed_max_wraps)
{
	static const uint64_t want[] = {
		UINT64_C(0xe4d971771b652c20), UINT64_C(0xe99ff867dbf682c9)
	};

	expect_outputs(UINT64_MAX, want, 2);
}
END_TEST

/* Bound 2^64 - 1 rejects only the output 0, so seed 0's first output is
 * taken as it is. */
START_TEST(test_below_max_bound)
{
	struct lf_random rng;

	lf_random_seed(&rng, 0);
	ck_assert_uint_eq(lf_random_below(&rng, UINT64_MAX), seed0_outputs[0]);
}
END_TEST

/* A power of two rejects nothing and keeps the low bits. */
START_TEST(test_below_power_of_two)
{
	struct lf_random rng;

	lf_random_seed(&rng, 0);
	ck_assert_uint_eq(lf_random_below(&rng, UINT64_C(1) << 63),
	    seed0_outputs[0] & ~(UINT64_C(1) << 63));
	ck_assert_uint_eq(lf_random_below(&rng, 1024),
	    seed0_outputs[1] & 1023);
}
END_TEST

/* The suite for random.c. */
static Suite *
random_suite(void)
{
	Suite *s = suite_create("random");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_add_test(core, test_seed_0_pinned);
	tcase_add_test(core, test_seed_1234567_pinned);
	tcase_add_test(core, test_reseed_restarts);
	tcase_add_test(core, test_below_in_range);
	tcase_add_test(core, test_below_pinned);
	tcase_add_test(core, test_below_rejects);
	tcase_add_test(core, test_below_uniform);
	tcase_add_test(core, test_below_is_remainder);
	suite_add_tcase(s, core);

	tcase_add_test(limits, test_below_trivial_bounds);
	tcase_add_test(limits, test_seed_max_wraps);
	tcase_add_test(limits, test_below_max_bound);
	tcase_add_test(limits, test_below_power_of_two);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(random_suite)
