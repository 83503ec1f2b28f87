/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/*
 * playout.c: whole games played out with the playout policy, the work of
 * the Monte Carlo search and of random-game benchmarks.  The game is the
 * one that lf_playout_move() and lf_apply_route() would play, move by
 * move, from the same generator: the same draws in the same order.  But
 * under chain=free and chain=continue, once the opening is over, a loop
 * of its own plays it (playout_kernel.h), keeping the pieces that can
 * jump from one move to the next; where the processor has them (x86-64
 * with POPCNT, BMI1, BMI2 and AVX2, found at run time) a copy of that
 * loop compiled for them counts and selects bits in one instruction each
 * and holds boards of up to 16 x 16 (in one 256-bit register) and 32 x 24
 * (in three) in registers.
 */
#include "config.h"

#include <string.h>

#include "leapfrog.h"
#include "cpu_int.h"
#include "movegen_int.h"
#include "random_int.h"

/*
 * The packed board of the loop: the bit rows of the board (bit c of row
 * r for column c, as in the position) packed into 64-bit words as lanes
 * of L = 16, 32 or 64 bits, the narrowest that holds a row, so that one
 * word holds 64 / L rows: row r is lane r mod (64 / L) of word r / (64 /
 * L), the first lane in the low bits.  A 15 x 15 board is four words, not
 * fifteen.  Words are counted from PACK_PAD, with zero words around, so
 * that a neighbouring row is always in the arrays.
 */
#define PACK_PAD 2
#define PACK_WORDS (LF_MAX_HEIGHT + 2 * PACK_PAD)
/* The words from PACK_PAD on that the AVX2 copy reads whatever the
 * board's size (playout_kernel.h), zero past the board. */
#define PACK_VECTOR_WORDS 12
struct packed {
	uint64_t piece[PACK_WORDS];   /* the cells that hold a piece */
	uint64_t empty[PACK_WORDS];   /* the empty cells */
	uint64_t jumpers[PACK_WORDS]; /* the pieces that can jump */
	uint64_t open[LF_DIRS_MAX][PACK_WORDS]; /* those that can jump in
						   each direction */
	uint32_t count[PACK_WORDS];   /* how many, in each word */
};

/* The lane width for a board width. */
static inline int
pack_lane(int width)
{
	return width <= 16 ? 16 : width <= 32 ? 32 : 64;
}

/* A word with the lowest bit of every lane of L bits set. */
static inline uint64_t
lane_ones(int L)
{
	return L == 64 ? 1 : UINT64_MAX / ((UINT64_C(1) << L) - 1);
}

/* The bits of one lane of L bits. */
static inline uint64_t
lane_bits(int L)
{
	return L == 64 ? UINT64_MAX : (UINT64_C(1) << L) - 1;
}

/* Word w of the packed rows x moved d rows up, so that each row holds
 * what row r + d held (d from -2 to 2): the words as one long integer
 * shifted by d lanes. */
static inline __attribute__((always_inline)) uint64_t
pack_rows(const uint64_t *x, int w, int d, int L)
{
	int s = d * L, q, b;

	if (s == 0)
		return x[w];
	if (s > 0) {
		q = s / 64;
		b = s % 64;
		return b == 0 ? x[w + q] :
		    x[w + q] >> b | x[w + q + 1] << (64 - b);
	}
	q = -s / 64;
	b = -s % 64;
	return b == 0 ? x[w - q] : x[w - q] << b | x[w - q - 1] >> (64 - b);
}

/* A packed word with its columns moved so that column c holds what
 * column c + dc held (dc from -2 to 2), nothing crossing from lane to
 * lane. */
static inline __attribute__((always_inline)) uint64_t
pack_columns(uint64_t x, int dc, int L)
{
	if (dc == 0)
		return x;
	if (L == 64)
		return dc > 0 ? x >> dc : x << -dc;
	if (dc > 0)
		return x >> dc & lane_ones(L) * ((UINT64_C(1) << (L - dc)) - 1);
	return x << -dc & lane_ones(L) *
	    (lane_bits(L) & ~((UINT64_C(1) << -dc) - 1));
}

/* Pack the bit rows of p into pk, in lanes of L bits. */
static void
pack(const struct lf_position *p, struct packed *pk, int L)
{
	int r, rows = 64 / L, words = (p->height + rows - 1) / rows;
	size_t zero = sizeof(uint64_t) * (size_t)((words > PACK_VECTOR_WORDS ?
	    words : PACK_VECTOR_WORDS) + 2 * PACK_PAD);

	memset(pk->piece, 0, zero);
	memset(pk->empty, 0, zero);
	for (r = 0; r < p->height; r++) {
		pk->piece[r / rows + PACK_PAD] |=
		    p->priv.piece_bits[r + 2] << (r % rows * L);
		pk->empty[r / rows + PACK_PAD] |=
		    p->priv.empty_bits[r + 2] << (r % rows * L);
	}
}

/* Put the packed rows back into p's bit rows. */
static void
unpack(const struct packed *pk, struct lf_position *p, int L)
{
	int r, rows = 64 / L;

	for (r = 0; r < p->height; r++) {
		p->priv.piece_bits[r + 2] =
		    pk->piece[r / rows + PACK_PAD] >> (r % rows * L) &
		    lane_bits(L);
		p->priv.empty_bits[r + 2] =
		    pk->empty[r / rows + PACK_PAD] >> (r % rows * L) &
		    lane_bits(L);
	}
}

/* The position of the k-th set bit of bits (which has more than k), by
 * clearing the lowest k. */
static inline int
select_portable(uint64_t bits, uint32_t k)
{
	for (; k > 0; k--)
		bits &= bits - 1;
	return lf_ctz64(bits);
}

#define KERNEL(name) name##_portable
#define KERNEL_ATTR
#define KERNEL_POPCOUNT(x) lf_popcount64(x)
#define KERNEL_SELECT(bits, k) select_portable(bits, k)
#define KERNEL_VEC uint64_t
#include "playout_kernel.h"
#undef KERNEL_VEC
#undef KERNEL
#undef KERNEL_ATTR
#undef KERNEL_POPCOUNT
#undef KERNEL_SELECT

#ifdef HAVE_X86_DISPATCH
#include <immintrin.h>
#define KERNEL(name) name##_x86
#define KERNEL_ATTR __attribute__((target(LF_CPU_X86_AVX2_TARGET)))
#define KERNEL_POPCOUNT(x) __builtin_popcountll(x)
#define KERNEL_SELECT(bits, k) \
	__builtin_ctzll(_pdep_u64(UINT64_C(1) << (k), (bits)))
#define KERNEL_AVX2
#define KERNEL_VEC __m256i
#include "playout_kernel.h"
#undef KERNEL_VEC
#undef KERNEL_AVX2
#undef KERNEL
#undef KERNEL_ATTR
#undef KERNEL_POPCOUNT
#undef KERNEL_SELECT
#endif

/* Play pos out to the end of the game with the playout policy, drawing
 * from rng: the moves lf_playout_move() would draw, made one after the
 * other.  The budget bounds each chain=most move's search, as it does
 * lf_playout_move()'s.  LF_OK once the game is over; on an error pos
 * holds the game as far as it went. */
enum lf_status
lf_playout(struct lf_position *pos, struct lf_random *rng,
    const struct lf_budget *budget, struct lf_error *err)
{
	static _Thread_local uint16_t squares[LF_MAX_ROUTE];
	struct lf_move move = { 0, LF_MAX_ROUTE, squares };
	struct packed pk;
	enum lf_status st;

	while (lf_in_opening(pos) || pos->rules.chain == LF_CHAIN_MOST) {
		st = lf_playout_move(pos, rng, &move, budget, err);
		if (st != LF_OK)
			return lf_game_over(pos) ? LF_OK : st;
		lf_apply_route(pos, move.square, move.length);
	}
	pack(pos, &pk, pack_lane(pos->width));
#ifdef HAVE_X86_DISPATCH
	if (lf_cpu_path() == LF_CPU_X86)
		play_x86(pos, &pk, rng);
	else
#endif
		play_portable(pos, &pk, rng);
	unpack(&pk, pos, pack_lane(pos->width));
	return LF_OK;
}
