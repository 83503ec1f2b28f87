/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* board_int.h: the layout of a position's board, private to the library
 * (struct lf_position's priv), and the moves and move lists behind the
 * opaque handles of leapfrog.h. */
#ifndef LF_BOARD_INT_H
#define LF_BOARD_INT_H

#include "leapfrog.h"
#include "position_handle_int.h"
#include "move_int.h"

/*
 * The board is stored padded: one sentinel border cell (LF_OFF) around the
 * playing area and a fixed row stride, so that the neighbour of a real
 * cell in any direction is always inside the array, and so is the cell
 * beyond it when that neighbour is a real cell: move generation checks the
 * jumped cell before the landing cell and needs no bounds checks.  Index
 * (row from the top + 1) * LF_STRIDE + (column + 1) holds a cell.
 *
 * The same board is kept as bit rows, in step with cell[] through
 * lf_store_cell() and lf_position_sync(): bit c of piece_bits[r + 2] is
 * set when column c of row r from the top holds a piece, of
 * empty_bits[r + 2] when it is an empty cell.  Two zero rows above and
 * below need no bounds checks.
 */
#define LF_STRIDE (LF_MAX_WIDTH + 2)
#define LF_CELLS (LF_STRIDE * (LF_MAX_HEIGHT + 2))

_Static_assert(sizeof ((struct lf_position *)0)->priv.cell == LF_CELLS,
    "struct lf_position holds the padded board");

/* The index in cell[] of column c of row r from the top: lf_index(),
 * inline for the hot loops. */
static inline int
lf_cell_at(int c, int r)
{
	return (r + 1) * LF_STRIDE + c + 1;
}

/* A direction of jump: its offset in cell[], and the column and row steps
 * (rows counted downwards) that make it. */
struct lf_direction {
	int offset, dc, dr;
};
int lf_directions(enum lf_jumps jumps, const struct lf_direction **dirs);

void lf_position_sync(struct lf_position *pos);
uint64_t lf_value_bits(const struct lf_position *pos, int r, int v);
void lf_board_blank(struct lf_position *pos, int width, int height);

/* Set a cell to LF_EMPTY or a piece and keep the bit rows in step:
 * inline, because every jump made or undone on the hot paths of perft,
 * random play and the search goes through it (the index arithmetic is
 * lf_index()'s, inverted). */
static inline void
lf_store_cell(struct lf_position *pos, int index, int value)
{
	int row = index / LF_STRIDE + 1;
	uint64_t bit = UINT64_C(1) << (index % LF_STRIDE - 1);

	pos->priv.cell[index] = (unsigned char)value;
	if (value == LF_EMPTY) {
		pos->priv.piece_bits[row] &= ~bit;
		pos->priv.empty_bits[row] |= bit;
	} else {
		pos->priv.piece_bits[row] |= bit;
		pos->priv.empty_bits[row] &= ~bit;
	}
}

/*
 * A move (leapfrog.h's handle): its route, in a buffer that grows with
 * the routes put in it.  A function that fills a move makes room first
 * with lf_move_fit(), then writes square[] freely: a route has its
 * starting square and one square per capture, and a board of n cells
 * holds at most n - 1 pieces to capture, so n squares are enough.
 */
struct lf_move {
	int length;       /* squares: 1 for a removal, 0 for no move yet */
	int cap;          /* squares the buffer holds */
	uint16_t *square; /* board indices, see lf_index() */
};
void lf_move_init(struct lf_move *move);

/* Declare a move with room for any route in static storage of its own,
 * for code that keeps moves in variables and needs no handle to free (the
 * test suites): no function grows a move that has room for LF_MAX_ROUTE
 * squares. */
#define LF_MOVE_STATIC(name) \
	static uint16_t name##_squares[LF_MAX_ROUTE]; \
	static struct lf_move name = { 0, LF_MAX_ROUTE, name##_squares }
void lf_move_release(struct lf_move *move);
int lf_move_reserve(struct lf_move *move, int squares);

/* Make room in move for any route of pos: 0, or -1 when memory ran out. */
static inline int
lf_move_fit(struct lf_move *move, const struct lf_position *pos)
{
	int need = pos->width * pos->height;

	return need <= move->cap ? 0 : lf_move_reserve(move, need);
}

/* A list of moves (leapfrog.h's handle): their routes one after the
 * other in squares[], move i from start[i] to start[i + 1]. */
struct lf_move_list {
	size_t count;      /* moves in the list */
	uint32_t *start;
	int32_t *points;   /* what each move captures (lf_route_points()),
			      in lists that lf_list_moves() filled; room
			      for start_cap */
	uint16_t *squares;
	size_t start_cap, squares_len, squares_cap;
	int failed;        /* an allocation failed */
};
void lf_move_list_init(struct lf_move_list *list);
void lf_move_list_release(struct lf_move_list *list);

#endif /* LF_BOARD_INT_H */
