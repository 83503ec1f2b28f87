/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* bits_int.h: the bit operations of the bit-row board, with the
 * compiler's builtins where configure found them and portable C where it
 * did not. */
#ifndef LF_BITS_INT_H
#define LF_BITS_INT_H

#include <stdint.h>

/* The index of the lowest set bit of x, which must not be 0: the
 * builtin, or a de Bruijn sequence where there is none. */
static inline int
lf_ctz64(uint64_t x)
{
#ifdef HAVE_BUILTIN_CTZLL
	return __builtin_ctzll(x);
#else
	static const unsigned char index[64] = {
		0, 1, 2, 53, 3, 7, 54, 27, 4, 38, 41, 8, 34, 55, 48, 28,
		62, 5, 39, 46, 44, 42, 22, 9, 24, 35, 59, 56, 49, 18, 29, 11,
		63, 52, 6, 26, 37, 40, 33, 47, 61, 45, 43, 21, 23, 58, 17, 10,
		51, 25, 36, 32, 60, 20, 57, 16, 50, 31, 19, 15, 30, 14, 13, 12
	};
	return index[((x & (0 - x)) * UINT64_C(0x022fdd63cc95386d)) >> 58];
#endif
}

/* The number of bits set in x.  The builtin only where the processor
 * counts bits in one instruction (without -mpopcnt it is a library call,
 * slower than the classic SWAR sum, which serves everywhere else). */
static inline int
lf_popcount64(uint64_t x)
{
#if defined(HAVE_BUILTIN_POPCOUNTLL) && defined(__POPCNT__)
	return __builtin_popcountll(x);
#else
	x = x - ((x >> 1) & UINT64_C(0x5555555555555555));
	x = (x & UINT64_C(0x3333333333333333)) +
	    ((x >> 2) & UINT64_C(0x3333333333333333));
	x = (x + (x >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
	return (int)((x * UINT64_C(0x0101010101010101)) >> 56);
#endif
}

#endif /* LF_BITS_INT_H */
