/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* dirs_int.h: the directions of the three kinds of jump, written once,
 * from which board.c makes its direction tables and movegen*.c their
 * unrolled loops. */
#ifndef LF_DIRS_INT_H
#define LF_DIRS_INT_H

#include "board_int.h"

/*
 * The directions of each kind of jump, clockwise from north, as X(dc, dr)
 * with rows counted downwards: the one list from which board.c makes its
 * tables and movegen*.c the unrolled counters and the row detector.
 * Hexagonal boards use axial coordinates in the rows: a cell's neighbours
 * are the cells beside it in its row, the cells above and below it, the
 * cell up and to the right and the cell down and to the left (leapfrog(5)).
 */
#define LF_DIRS_ORTH(X) X(0, -1) X(1, 0) X(0, 1) X(-1, 0)
#define LF_DIRS_DIAG8(X) \
	X(0, -1) X(1, -1) X(1, 0) X(1, 1) X(0, 1) X(-1, 1) X(-1, 0) X(-1, -1)
#define LF_DIRS_HEX(X) X(0, -1) X(1, -1) X(1, 0) X(0, 1) X(-1, 1) X(-1, 0)
#define LF_DIRS_MAX 8

/* X(dc, dr) for each direction of the jump rule jumps, in a switch:
 * where jumps is a constant the other cases fold away. */
#define LF_FOR_DIRS(jumps, X) \
	switch (jumps) { \
	case LF_JUMPS_DIAG8: \
		LF_DIRS_DIAG8(X) \
		break; \
	case LF_JUMPS_HEX: \
		LF_DIRS_HEX(X) \
		break; \
	case LF_JUMPS_ORTH: \
	default: \
		LF_DIRS_ORTH(X) \
		break; \
	}

/* The offset in cell[] of a step of dc columns and dr rows. */
#define LF_OFFSET(dc, dr) ((dr) * LF_STRIDE + (dc))

#endif /* LF_DIRS_INT_H */
