/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* random.c: the project's own pseudo-random generator, SplitMix64, so that
 * a seed gives the same board on every machine (lf-new(1) documents the
 * algorithm). */
#include "config.h"

#include "leapfrog.h"
#include "random_int.h"

/* Start the generator from a 64-bit seed. */
void
lf_random_seed(struct lf_random *rng, uint64_t seed)
{
	rng->state = seed;
}

/* The next 64-bit output of SplitMix64 (Steele, Lea and Flood, 2014). */
uint64_t
lf_random_next(struct lf_random *rng)
{
	return lf_random_step(rng);
}

#ifdef __SIZEOF_INT128__
_Atomic uint64_t lf_reciprocal[LF_RECIPROCAL_MAX + 1];
#endif

/* A uniform number in [0, bound) for bound > 0: outputs below
 * 2^64 mod bound are rejected so that every result is equally likely. */
uint64_t
lf_random_below(struct lf_random *rng, uint64_t bound)
{
	return lf_draw_below64(rng, bound);
}
