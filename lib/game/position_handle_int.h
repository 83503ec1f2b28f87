/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* position_handle_int.h: what is behind leapfrog.h's handle struct
 * lf_position, private to the library (and to its white-box tests): the
 * rules, the state of play and the board, whose layout board_int.h
 * describes.  Programs make positions with lf_position_new() and read
 * them with the accessors of position_handle.c. */
#ifndef LF_POSITION_HANDLE_INT_H
#define LF_POSITION_HANDLE_INT_H

#include <stdint.h>

#include "leapfrog.h"

/*
 * A position: the rules, the board and the state of play, a value inside
 * the library (copied with = or memcpy() by the engines and the tests).
 * The board is read and changed through lf_cell() and lf_set_cell()
 * outside the game layer; priv is laid out as board_int.h says.
 */
struct lf_position {
	struct lf_rules rules;
	int width, height;            /* size of the board's bounding box */
	int turn;                     /* player to move, 0-based */
	long ply;                     /* turns played so far */
	long score[LF_MAX_PLAYERS];   /* points captured by each player */
	struct lf_position_private {
		unsigned char cell[(LF_MAX_WIDTH + 2) * (LF_MAX_HEIGHT + 2)];
		uint64_t piece_bits[LF_MAX_HEIGHT + 4];
		uint64_t empty_bits[LF_MAX_HEIGHT + 4];
	} priv;
};

#endif /* LF_POSITION_HANDLE_INT_H */
