/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* movegen_int.h: the move walker shared by movegen.c and apply.c. */
#ifndef LF_MOVEGEN_INT_H
#define LF_MOVEGEN_INT_H

#include "leapfrog.h"

/* Whether a cell value is a piece (LF_EMPTY and LF_OFF have no low bits). */
#define LF_IS_PIECE(v) (((v) & 0x0f) != 0)

int lf_longest_from(struct lf_position *pos, const struct lf_direction *dirs,
    int ndirs, int cur);
int lf_can_jump_from(const struct lf_position *pos, int cur);
uint64_t lf_jumpers_in_row(const struct lf_position *pos, int r);

/* Set a cell and keep the bit rows in step: inline, because every jump
 * made or undone on the hot paths of perft, random play and the search
 * goes through it (the index arithmetic is lf_index()'s, inverted). */
static inline void
lf_set_cell(struct lf_position *pos, int index, int value)
{
	int row = index / LF_STRIDE + 1;
	uint64_t bit = UINT64_C(1) << (index % LF_STRIDE - 1);

	pos->cell[index] = (unsigned char)value;
	if (value == LF_EMPTY) {
		pos->piece_bits[row] &= ~bit;
		pos->empty_bits[row] |= bit;
	} else {
		pos->piece_bits[row] |= bit;
		pos->empty_bits[row] &= ~bit;
	}
}

#endif /* LF_MOVEGEN_INT_H */
