/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* random_int.h: the generator's step and the bounded draw of the
 * playouts, inline for the hot loops that draw at every jump. */
#ifndef LF_RANDOM_INT_H
#define LF_RANDOM_INT_H

#include <stdatomic.h>

#include "leapfrog.h"

/* The next 64-bit output of SplitMix64 (Steele, Lea and Flood, 2014):
 * lf_random_next()'s, inline. */
static inline uint64_t
lf_random_step(struct lf_random *rng)
{
	uint64_t z;

	rng->state += UINT64_C(0x9e3779b97f4a7c15);
	z = rng->state;
	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

/* A uniform number in [0, bound) for 0 < bound < 2^32, by Lemire's
 * multiply-and-shift with rejection: playouts draw at every jump, and the
 * two divisions of lf_random_below() would cost them more than the rest
 * of the draw. */
static inline uint32_t
lf_draw_below(struct lf_random *rng, uint32_t bound)
{
	uint64_t m = (lf_random_step(rng) >> 32) * bound;
	uint32_t low = (uint32_t)m, threshold;

	if (low < bound) {
		threshold = (0 - bound) % bound;
		while (low < threshold) {
			m = (lf_random_step(rng) >> 32) * bound;
			low = (uint32_t)m;
		}
	}
	return (uint32_t)(m >> 32);
}

/* The bounds up to which lf_random_below() finds a remainder by
 * multiplying: every draw of a board's shuffle (64 x 64 cells at most). */
#define LF_RECIPROCAL_MAX (LF_MAX_WIDTH * LF_MAX_HEIGHT)

#ifdef __SIZEOF_INT128__
__extension__ typedef unsigned __int128 lf_uint128; /* GCC and Clang's */

/* floor((2^64 - 1) / b) for each bound b, each made at its first use (0
 * until then): relaxed atomics, since threads that race to make one
 * store the same value. */
extern _Atomic uint64_t lf_reciprocal[LF_RECIPROCAL_MAX + 1];
#endif

/* x mod bound, the same as x % bound, but for small bounds without a
 * division.  With m = floor((2^64 - 1) / bound), x m / 2^64 is above
 * x / bound - 1 and at most x / bound, so the quotient it gives is exact
 * or one short, which one subtraction mends. */
static inline uint64_t
lf_remainder(uint64_t x, uint64_t bound)
{
#ifdef __SIZEOF_INT128__
	uint64_t m, r;

	if (bound <= LF_RECIPROCAL_MAX) {
		m = atomic_load_explicit(&lf_reciprocal[bound],
		    memory_order_relaxed);
		if (m == 0) {
			m = UINT64_MAX / bound;
			atomic_store_explicit(&lf_reciprocal[bound], m,
			    memory_order_relaxed);
		}
		r = x - (uint64_t)((lf_uint128)x * m >> 64) * bound;
		return r >= bound ? r - bound : r;
	}
#endif
	return x % bound;
}

/* lf_random_below(), inline for the loops that draw many times (a
 * board's shuffle), where the generator's state can stay in a register:
 * outputs below 2^64 mod bound are rejected so that every result is
 * equally likely. */
static inline uint64_t
lf_draw_below64(struct lf_random *rng, uint64_t bound)
{
	uint64_t threshold, x;

	if (bound <= 1)
		return 0;
	/* threshold = 2^64 mod bound is below bound, so an output of bound
	 * or more (nearly all of them) is taken without the division that
	 * finds it. */
	x = lf_random_step(rng);
	if (x < bound) {
		threshold = (0 - bound) % bound;
		while (x < threshold)
			x = lf_random_step(rng);
	}
	return lf_remainder(x, bound);
}

#endif /* LF_RANDOM_INT_H */
