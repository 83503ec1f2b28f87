/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/*
 * playout_kernel.h: the game loop of playout.c, included there once for
 * each instruction set it is compiled for.  The includer defines
 * KERNEL(name), the name of a function of this copy; KERNEL_ATTR, the
 * target attribute of its functions (empty for the portable copy);
 * KERNEL_POPCOUNT(x), the bits set in x; and KERNEL_SELECT(bits, k), the
 * position of the k-th set bit of bits, counting from 0.  The packed
 * board (struct packed) and its shifts are playout.c's.
 */

/* Turn the cell at bit bi of the packed board (bit r * L + c of the
 * words taken as one long integer) from a piece to an empty cell or back:
 * either way, its bit flips in both sets.  With nv (a constant) not 0,
 * the board is held in nv 256-bit registers and the bit goes into
 * delta[] instead, to be flipped there after the route. */
static inline __attribute__((always_inline)) KERNEL_ATTR void
KERNEL(flip)(struct packed *pk, KERNEL_VEC *delta, int nv, int bi)
{
	uint64_t bit = UINT64_C(1) << (bi & 63);

#ifdef KERNEL_AVX2
	if (nv > 0) {
		/* 32-bit lane i of value j takes 1 << (bi - 256 j - 32 i),
		 * which is 0 for every lane but bi's (a count of 32 or
		 * more, or below 0, shifts the bit out). */
		__m256i at = _mm256_sub_epi32(_mm256_set1_epi32(bi),
		    _mm256_setr_epi32(0, 32, 64, 96, 128, 160, 192, 224));
		int j;
		_Pragma("GCC unroll 12")
		for (j = 0; j < nv; j++)
			delta[j] = _mm256_xor_si256(delta[j],
			    _mm256_sllv_epi32(_mm256_set1_epi32(1),
			    _mm256_sub_epi32(at, _mm256_set1_epi32(256 * j))));
		return;
	}
#else
	(void)delta;
	(void)nv;
#endif
	pk->piece[(bi >> 6) + PACK_PAD] ^= bit;
	pk->empty[(bi >> 6) + PACK_PAD] ^= bit;
}

/* Follow a playout route from the jumping piece at bit b of packed word
 * word and make it: each jump drawn among the open directions (in the order of
 * the rule's list), and under chain=free a stop drawn with them after the
 * first jump, as lf_playout_move() draws them; the points go to the
 * player to move.  The top and bottom rows the route touched go into
 * *top and *bottom. */
static inline __attribute__((always_inline)) KERNEL_ATTR void
KERNEL(route)(struct lf_position *p, struct packed *pk, enum lf_jumps jumps,
    int L, int may_stop, int word, int b, struct lf_random *rng, int *top,
    int *bottom, KERNEL_VEC *delta, int nv)
{
	unsigned char *cell = p->priv.cell;
	int r = (word - PACK_PAD) * (64 / L) + b / L, c = b % L, i;
	int from = lf_cell_at(c, r), cur = from, bi = r * L + c;
	int open[LF_DIRS_MAX], step[LF_DIRS_MAX], rows[LF_DIRS_MAX];
	int nopen, len = 1, low = r, high = r, v = cell[from];
	long points = 0;
	uint32_t choice;

	/* The directions open for the first jump, from the masks of the
	 * word, found with the pieces that can jump, without waiting for
	 * the cells around the piece drawn. */
	nopen = 0;
	i = 0;
#define FIRST_OPEN(dc, dr) { \
		open[nopen] = LF_OFFSET(dc, dr); \
		step[nopen] = (dr) * L + (dc); \
		rows[nopen] = (dr); \
		nopen += (int)(pk->open[i++][word] >> b & 1); \
	}
	LF_FOR_DIRS(jumps, FIRST_OPEN)
#undef FIRST_OPEN
	cell[from] = LF_EMPTY;
	KERNEL(flip)(pk, delta, nv, bi);
	while (nopen > 0) {
		choice = lf_draw_below(rng,
		    (uint32_t)(nopen + (may_stop && len > 1)));
		if (choice == (uint32_t)nopen)
			break;
		points += cell[cur + open[choice]];
		cell[cur + open[choice]] = LF_EMPTY;
		KERNEL(flip)(pk, delta, nv, bi + step[choice]);
		cur += 2 * open[choice];
		bi += 2 * step[choice];
		r += 2 * rows[choice];
		len++;
		low = r < low ? r : low;
		high = r > high ? r : high;
		/* The cell two steps away is read only beside a piece (the
		 * border is one cell wide), else cur is, which is empty. */
		nopen = 0;
#define STEP_OPEN(dc, dr) { \
		int off_ = LF_OFFSET(dc, dr); \
		int piece_ = LF_IS_PIECE(cell[cur + off_]); \
		int land_ = piece_ ? cur + 2 * off_ : cur; \
		open[nopen] = off_; \
		step[nopen] = (dr) * L + (dc); \
		rows[nopen] = (dr); \
		nopen += piece_ & (cell[land_] == LF_EMPTY); \
	}
		LF_FOR_DIRS(jumps, STEP_OPEN)
#undef STEP_OPEN
	}
	cell[cur] = (unsigned char)v;
	KERNEL(flip)(pk, delta, nv, bi);
	p->score[p->turn] += points;
	p->ply++;
	p->turn = p->turn + 1 == p->rules.players ? 0 : p->turn + 1;
	*top = low;
	*bottom = high;
}

/* The pieces of packed word w that can jump, in the rule's directions
 * (written out from their lists, so that every shift is a constant);
 * those that can jump in each direction go into pk->open. */
static inline __attribute__((always_inline)) KERNEL_ATTR uint64_t
KERNEL(jumpers)(struct packed *pk, int w, enum lf_jumps jumps, int L)
{
	uint64_t open = 0;

	int i = 0;

#define OPEN_IN(dc, dr) { \
		uint64_t o_ = pk->piece[w] & \
		    pack_columns(pack_rows(pk->piece, w, dr, L), dc, L) & \
		    pack_columns(pack_rows(pk->empty, w, 2 * (dr), L), \
		    2 * (dc), L); \
		pk->open[i++][w] = o_; \
		open |= o_; \
	}
	LF_FOR_DIRS(jumps, OPEN_IN)
#undef OPEN_IN
	return open;
}

#ifdef KERNEL_AVX2
/*
 * The vector board of the AVX2 copy: the packed words from PACK_PAD on
 * as nv 256-bit values of four words each, held in registers through the
 * game: one for up to 16 rows of 16-bit lanes (15 x 15), three for up to
 * 24 rows of 32-bit lanes (18 x 18).  Words past the board are zero.
 */
#define VEC_MAX (PACK_VECTOR_WORDS / 4)

/* Value j of the nv values x, rows of L bits, moved d rows up (d from -2
 * to 2): whole lanes cross from value to value, zeros come in past the
 * ends. */
static inline __attribute__((always_inline)) KERNEL_ATTR __m256i
KERNEL(vector_rows)(const __m256i *x, int j, int nv, int d, int L)
{
	__m256i zero = _mm256_setzero_si256(), t;

	if (d > 0) {
		/* The high half of x[j] and the low half of the next. */
		t = _mm256_permute2x128_si256(x[j], j + 1 < nv ? x[j + 1] :
		    zero, 0x21);
		switch (d * L / 8) {
		case 2:
			return _mm256_alignr_epi8(t, x[j], 2);
		case 4:
			return _mm256_alignr_epi8(t, x[j], 4);
		default:
			return _mm256_alignr_epi8(t, x[j], 8);
		}
	}
	if (d < 0) {
		/* The high half of the one before and the low half of x[j]. */
		t = _mm256_permute2x128_si256(j > 0 ? x[j - 1] : zero, x[j],
		    0x21);
		switch (-d * L / 8) {
		case 2:
			return _mm256_alignr_epi8(x[j], t, 14);
		case 4:
			return _mm256_alignr_epi8(x[j], t, 12);
		default:
			return _mm256_alignr_epi8(x[j], t, 8);
		}
	}
	return x[j];
}

/* A 256-bit value of L-bit lanes with its columns moved so that column c
 * holds what column c + dc held (dc from -2 to 2): nothing crosses a
 * lane. */
static inline __attribute__((always_inline)) KERNEL_ATTR __m256i
KERNEL(vector_columns)(__m256i x, int dc, int L)
{
	switch (dc) {
	case 1:
		return L == 16 ? _mm256_srli_epi16(x, 1) :
		    _mm256_srli_epi32(x, 1);
	case 2:
		return L == 16 ? _mm256_srli_epi16(x, 2) :
		    _mm256_srli_epi32(x, 2);
	case -1:
		return L == 16 ? _mm256_slli_epi16(x, 1) :
		    _mm256_slli_epi32(x, 1);
	case -2:
		return L == 16 ? _mm256_slli_epi16(x, 2) :
		    _mm256_slli_epi32(x, 2);
	default:
		return x;
	}
}

/* The pieces that can jump on the vector board (pieces and empty cells
 * given as nv values each), a whole value at a time; as
 * KERNEL(jumpers) does for a word, they go into pk->jumpers, those of
 * each direction into pk->open, and their counts into pk->count, for
 * the 4 nv words.  Returns their total. */
static inline __attribute__((always_inline)) KERNEL_ATTR uint32_t
KERNEL(vector_jumpers)(struct packed *pk, const __m256i *piece,
    const __m256i *empty, int nv, enum lf_jumps jumps, int L)
{
	__m256i all[VEC_MAX], o;
	uint32_t *count = pk->count + PACK_PAD, n = 0;
	int i = 0, j;

	_Pragma("GCC unroll 12")
	for (j = 0; j < nv; j++)
		all[j] = _mm256_setzero_si256();
#define VECTOR_OPEN_IN(dc, dr) { \
		_Pragma("GCC unroll 12") \
		for (j = 0; j < nv; j++) { \
			o = _mm256_and_si256(_mm256_and_si256(piece[j], \
			    KERNEL(vector_columns)(KERNEL(vector_rows)(piece, \
			    j, nv, dr, L), dc, L)), KERNEL(vector_columns)( \
			    KERNEL(vector_rows)(empty, j, nv, 2 * (dr), L), \
			    2 * (dc), L)); \
			_mm256_storeu_si256((__m256i *)(void *)(pk->open[i] + \
			    PACK_PAD + 4 * j), o); \
			all[j] = _mm256_or_si256(all[j], o); \
		} \
		i++; \
	}
	LF_FOR_DIRS(jumps, VECTOR_OPEN_IN)
#undef VECTOR_OPEN_IN
	_Pragma("GCC unroll 12")
	for (j = 0; j < nv; j++)
		_mm256_storeu_si256((__m256i *)(void *)(pk->jumpers + PACK_PAD +
		    4 * j), all[j]);
	_Pragma("GCC unroll 12")
	for (j = 0; j < 4 * nv; j++)
		count[j] = (uint32_t)KERNEL_POPCOUNT(pk->jumpers[PACK_PAD + j]);
	/* Summed as a tree rather than one count after the other: a
	 * shorter wait for the next draw. */
	_Pragma("GCC unroll 12")
	for (j = 0; j < 4 * nv; j += 4)
		n += (count[j] + count[j + 1]) + (count[j + 2] + count[j + 3]);
	return n;
}
#endif

/* Draw one of the n pieces that can jump, in words PACK_PAD on of pk's
 * counts: return its word and put its bit in *b.  The word holding the
 * k-th piece, and the pieces before it, are found without a branch, then
 * KERNEL_SELECT finds it in its word. */
static inline __attribute__((always_inline)) KERNEL_ATTR int
KERNEL(pick)(const struct packed *pk, int words, uint32_t n,
    struct lf_random *rng, int *b)
{
	uint32_t k = lf_draw_below(rng, n), seen = 0, skip = 0;
	int w, word = PACK_PAD;

	for (w = PACK_PAD; w < words + PACK_PAD; w++) {
		uint32_t before = seen <= k ? seen : skip;
		seen += pk->count[w];
		word += seen <= k;
		skip = before;
	}
	*b = KERNEL_SELECT(pk->jumpers[word], k - skip);
	return word;
}

/*
 * Play p out under the rule's jumps and rows of lanes of L bits (both
 * constants where this is inlined), under chain=free or chain=continue;
 * four (a constant too) when the board is exactly four words.  The
 * pieces that can jump are kept a packed word at a time with their
 * counts, and after each move only the words within two rows of those it
 * touched are found again (all of them on boards of four words or
 * fewer).
 */
static inline __attribute__((always_inline)) KERNEL_ATTR void
KERNEL(play_packed)(struct lf_position *p, struct packed *pk,
    struct lf_random *rng, enum lf_jumps jumps, int L, int four)
{
	const int rows = 64 / L;
	int words = four ? 4 : (p->height + rows - 1) / rows;
	int may_stop = p->rules.chain == LF_CHAIN_FREE;
	int w, word, top, bottom, b;
	uint32_t n = 0;

	for (w = PACK_PAD; w < words + PACK_PAD; w++) {
		pk->jumpers[w] = KERNEL(jumpers)(pk, w, jumps, L);
		pk->count[w] = (uint32_t)KERNEL_POPCOUNT(pk->jumpers[w]);
		n += pk->count[w];
	}
	while (n > 0) {
		word = KERNEL(pick)(pk, words, n, rng, &b);
		KERNEL(route)(p, pk, jumps, L, may_stop, word, b, rng, &top,
		    &bottom, NULL, 0);
		if (four) {
			/* All four words, and their total summed as a tree
			 * rather than one count after the other: a fixed
			 * loop, and a shorter wait for the next draw. */
			for (w = PACK_PAD; w < PACK_PAD + 4; w++) {
				pk->jumpers[w] = KERNEL(jumpers)(pk, w, jumps,
				    L);
				pk->count[w] = (uint32_t)KERNEL_POPCOUNT(
				    pk->jumpers[w]);
			}
			n = pk->count[PACK_PAD] + pk->count[PACK_PAD + 1] +
			    (pk->count[PACK_PAD + 2] +
			    pk->count[PACK_PAD + 3]);
			continue;
		}
		/* The words of the rows within two of those touched. */
		top -= 2;
		bottom += 2;
		top = (top < 0 ? 0 : top) / rows + PACK_PAD;
		bottom = (bottom >= p->height ? p->height - 1 : bottom) / rows +
		    PACK_PAD;
		/* On small boards, all the words: a loop of a fixed count
		 * costs less than the mispredicted end of one that varies. */
		if (words <= 4) {
			top = PACK_PAD;
			bottom = words + PACK_PAD - 1;
		}
		for (w = top; w <= bottom; w++) {
			n -= pk->count[w];
			pk->jumpers[w] = KERNEL(jumpers)(pk, w, jumps, L);
			pk->count[w] =
			    (uint32_t)KERNEL_POPCOUNT(pk->jumpers[w]);
			n += pk->count[w];
		}
	}
}

#ifdef KERNEL_AVX2
/* Play p out as KERNEL(play_packed) does, on the vector board of nv
 * values of L-bit lanes (both constants): after each move every value's
 * pieces that can jump are found again, which costs less than finding
 * the words touched. */
static inline __attribute__((always_inline)) KERNEL_ATTR void
KERNEL(play_vector)(struct lf_position *p, struct packed *pk,
    struct lf_random *rng, enum lf_jumps jumps, int L, int nv)
{
	__m256i piece[VEC_MAX], empty[VEC_MAX], delta[VEC_MAX];
	int may_stop = p->rules.chain == LF_CHAIN_FREE;
	int j, word, top, bottom, b;
	uint32_t n;

	_Pragma("GCC unroll 12")
	for (j = 0; j < nv; j++) {
		piece[j] = _mm256_loadu_si256((const __m256i *)(const void *)
		    (pk->piece + PACK_PAD + 4 * j));
		empty[j] = _mm256_loadu_si256((const __m256i *)(const void *)
		    (pk->empty + PACK_PAD + 4 * j));
	}
	n = KERNEL(vector_jumpers)(pk, piece, empty, nv, jumps, L);
	while (n > 0) {
		word = KERNEL(pick)(pk, 4 * nv, n, rng, &b);
		_Pragma("GCC unroll 12")
		for (j = 0; j < nv; j++)
			delta[j] = _mm256_setzero_si256();
		KERNEL(route)(p, pk, jumps, L, may_stop, word, b, rng, &top,
		    &bottom, delta, nv);
		_Pragma("GCC unroll 12")
		for (j = 0; j < nv; j++) {
			piece[j] = _mm256_xor_si256(piece[j], delta[j]);
			empty[j] = _mm256_xor_si256(empty[j], delta[j]);
		}
		n = KERNEL(vector_jumpers)(pk, piece, empty, nv, jumps, L);
	}
	_Pragma("GCC unroll 12")
	for (j = 0; j < nv; j++) {
		_mm256_storeu_si256((__m256i *)(void *)(pk->piece + PACK_PAD +
		    4 * j), piece[j]);
		_mm256_storeu_si256((__m256i *)(void *)(pk->empty + PACK_PAD +
		    4 * j), empty[j]);
	}
}
#endif

/* KERNEL(play_FN_JUMPS_L_N): KERNEL(FN) (play_packed or play_vector) for
 * the kind of jump JUMPS, lanes of L bits and N (four or nv), a function
 * of its own that is not inlined, so that the compiler takes each copy
 * of the loop alone: with the copies inlined into one function, clang
 * took 48 s of processor time on playout.c under ASan and UBSan (30 s
 * apart); a game played out pays one call more. */
#define PLAY_COPY(fn, jumps, L, n) \
static __attribute__((noinline)) KERNEL_ATTR void \
KERNEL(fn##_##jumps##_##L##_##n)(struct lf_position *p, \
    struct packed *pk, struct lf_random *rng) \
{ \
	KERNEL(fn)(p, pk, rng, jumps, L, n); \
}
#ifdef KERNEL_AVX2
#define PLAY_COPIES(jumps) \
	PLAY_COPY(play_vector, jumps, 16, 1) \
	PLAY_COPY(play_vector, jumps, 32, 3) \
	PLAY_COPY(play_packed, jumps, 16, 0) \
	PLAY_COPY(play_packed, jumps, 32, 0) \
	PLAY_COPY(play_packed, jumps, 64, 0)
#else
#define PLAY_COPIES(jumps) \
	PLAY_COPY(play_packed, jumps, 16, 1) \
	PLAY_COPY(play_packed, jumps, 16, 0) \
	PLAY_COPY(play_packed, jumps, 32, 0) \
	PLAY_COPY(play_packed, jumps, 64, 0)
#endif
PLAY_COPIES(LF_JUMPS_ORTH)
PLAY_COPIES(LF_JUMPS_DIAG8)
PLAY_COPIES(LF_JUMPS_HEX)
#undef PLAY_COPIES
#undef PLAY_COPY

/* Play p out to the end of the game with the playout policy, under
 * chain=free or chain=continue and past the opening: one copy of the
 * loop for each kind of jump and width of lane, so that the directions
 * and shifts are constants. */
static KERNEL_ATTR void
KERNEL(play)(struct lf_position *p, struct packed *pk, struct lf_random *rng)
{
	int L = pack_lane(p->width);

	/* The AVX2 copy holds boards of up to 16 rows of 16 columns, and
	 * up to 24 of 32, in registers; in the other, boards of 13 to 16
	 * rows of up to 16 columns (15 x 15, the usual board) are four
	 * words. */
#ifdef KERNEL_AVX2
#define PLAY_SMALL(jumps) \
	if (L == 16 && p->height <= 16) \
		KERNEL(play_vector_##jumps##_16_1)(p, pk, rng); \
	else if (L == 32 && p->height <= 24) \
		KERNEL(play_vector_##jumps##_32_3)(p, pk, rng); \
	else
#else
#define PLAY_SMALL(jumps) \
	if (L == 16 && p->height > 12 && p->height <= 16) \
		KERNEL(play_packed_##jumps##_16_1)(p, pk, rng); \
	else
#endif
#define PLAY_LANES(jumps) \
	PLAY_SMALL(jumps) \
	if (L == 16) \
		KERNEL(play_packed_##jumps##_16_0)(p, pk, rng); \
	else if (L == 32) \
		KERNEL(play_packed_##jumps##_32_0)(p, pk, rng); \
	else \
		KERNEL(play_packed_##jumps##_64_0)(p, pk, rng);
	switch (p->rules.jumps) {
	case LF_JUMPS_DIAG8:
		PLAY_LANES(LF_JUMPS_DIAG8)
		break;
	case LF_JUMPS_HEX:
		PLAY_LANES(LF_JUMPS_HEX)
		break;
	case LF_JUMPS_ORTH:
	default:
		PLAY_LANES(LF_JUMPS_ORTH)
		break;
	}
#undef PLAY_LANES
#undef PLAY_SMALL
}
