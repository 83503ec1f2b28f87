/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* random_int.h: the generator's step and the bounded draw of the
 * playouts, inline for the hot loops that draw at every jump. */
#ifndef LF_RANDOM_INT_H
#define LF_RANDOM_INT_H

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

#endif /* LF_RANDOM_INT_H */
