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
 * either way, its bit flips in both sets. */
static inline __attribute__((always_inline)) KERNEL_ATTR void
KERNEL(flip)(struct packed *pk, int bi)
{
	uint64_t bit = UINT64_C(1) << (bi & 63);

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
    int *bottom)
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
	KERNEL(flip)(pk, bi);
	while (nopen > 0) {
		choice = lf_draw_below(rng,
		    (uint32_t)(nopen + (may_stop && len > 1)));
		if (choice == (uint32_t)nopen)
			break;
		points += cell[cur + open[choice]];
		cell[cur + open[choice]] = LF_EMPTY;
		KERNEL(flip)(pk, bi + step[choice]);
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
	KERNEL(flip)(pk, bi);
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

/*
 * Play p out under the rule's jumps and rows of lanes of L bits (both
 * constants where this is inlined), under chain=free or chain=continue;
 * four (a constant too) when the board is exactly four words.  The
 * pieces that can jump are kept a packed word at a time with their
 * counts, and after each move only the words within two rows of those it
 * touched are found again (all of them on boards of four words or
 * fewer); the word of the k-th piece is found without a branch, then
 * KERNEL_SELECT finds it in its word.
 */
static inline __attribute__((always_inline)) KERNEL_ATTR void
KERNEL(play_packed)(struct lf_position *p, struct packed *pk,
    struct lf_random *rng, enum lf_jumps jumps, int L, int four)
{
	const int rows = 64 / L;
	int words = four ? 4 : (p->height + rows - 1) / rows;
	int may_stop = p->rules.chain == LF_CHAIN_FREE;
	int w, word, top, bottom, b;
	uint32_t n = 0, k, seen, skip;

	for (w = PACK_PAD; w < words + PACK_PAD; w++) {
		pk->jumpers[w] = KERNEL(jumpers)(pk, w, jumps, L);
		pk->count[w] = (uint32_t)KERNEL_POPCOUNT(pk->jumpers[w]);
		n += pk->count[w];
	}
	while (n > 0) {
		k = lf_draw_below(rng, n);
		/* The word holding the k-th, and the pieces before it. */
		for (w = PACK_PAD, seen = 0, skip = 0, word = PACK_PAD;
		    w < words + PACK_PAD; w++) {
			uint32_t before = seen <= k ? seen : skip;
			seen += pk->count[w];
			word += seen <= k;
			skip = before;
		}
		b = KERNEL_SELECT(pk->jumpers[word], k - skip);
		KERNEL(route)(p, pk, jumps, L, may_stop, word, b, rng, &top,
		    &bottom);
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

/* Play p out to the end of the game with the playout policy, under
 * chain=free or chain=continue and past the opening: one copy of the
 * loop for each kind of jump and width of lane, so that the directions
 * and shifts are constants. */
static KERNEL_ATTR void
KERNEL(play)(struct lf_position *p, struct packed *pk, struct lf_random *rng)
{
	int L = pack_lane(p->width);

	/* Boards of 13 to 16 rows of up to 16 columns (15 x 15, the
	 * usual board) are four words. */
#define PLAY_LANES(jumps) \
	if (L == 16 && p->height > 12 && p->height <= 16) \
		KERNEL(play_packed)(p, pk, rng, jumps, 16, 1); \
	else if (L == 16) \
		KERNEL(play_packed)(p, pk, rng, jumps, 16, 0); \
	else if (L == 32) \
		KERNEL(play_packed)(p, pk, rng, jumps, 32, 0); \
	else \
		KERNEL(play_packed)(p, pk, rng, jumps, 64, 0);
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
}
