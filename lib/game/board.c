/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* board.c: board geometry: the padded cell array, squares and their names,
 * and the direction tables of the three kinds of jump. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "leapfrog.h"
#include "board_int.h"
#include "dirs_int.h"

#define S LF_STRIDE

/* The direction tables of the three kinds of jump, made from the one
 * list of each in dirs_int.h. */
#define DIRECTION(dc, dr) { LF_OFFSET(dc, dr), dc, dr },
static const struct lf_direction orth_dirs[] = { LF_DIRS_ORTH(DIRECTION) };
static const struct lf_direction diag8_dirs[] = { LF_DIRS_DIAG8(DIRECTION) };
static const struct lf_direction hex_dirs[] = { LF_DIRS_HEX(DIRECTION) };
#undef DIRECTION

/* The array index of a cell given its 0-based column and row from the top. */
int
lf_index(int column, int row_from_top)
{
	return lf_cell_at(column, row_from_top);
}

/* The 0-based column of an array index. */
int
lf_column_of(int index)
{
	return index % S - 1;
}

/* The 0-based row, counted from the top, of an array index. */
int
lf_row_from_top(int index)
{
	return index / S - 1;
}

/* Whether index names a cell of the board's shape (empty or not). */
int
lf_on_board(const struct lf_position *pos, int index)
{
	if (index < 0 || index >= LF_CELLS)
		return 0;
	return pos->priv.cell[index] != LF_OFF;
}

/* Whether index lies in the board's bounding box. */
static int
in_box(const struct lf_position *pos, int index)
{
	int c = lf_column_of(index), r = lf_row_from_top(index);

	return index >= 0 && index < LF_CELLS && c >= 0 && c < pos->width &&
	    r >= 0 && r < pos->height;
}

/* What is at index: LF_EMPTY, a piece's value, or LF_OFF for a place
 * outside the board's shape (any index outside its box included). */
int
lf_cell(const struct lf_position *pos, int index)
{
	return in_box(pos, index) ? pos->priv.cell[index] : LF_OFF;
}

/* Put contents (LF_EMPTY, a value 1 to LF_MAX_VALUE, or LF_OFF to take
 * the cell out of the board's shape) at index, which must lie in the
 * board's box, keeping the bit rows in step; the scores, turn and ply are
 * the caller's to keep consistent with it. */
enum lf_status
lf_set_cell(struct lf_position *pos, int index, int contents,
    struct lf_error *err)
{
	int row;
	uint64_t bit;

	if (!in_box(pos, index))
		return lf_error_set(err, LF_EINVAL, 0, "index %d is not in "
		    "the %dx%d board", index, pos->width, pos->height);
	if (contents != LF_EMPTY && contents != LF_OFF &&
	    (contents < 1 || contents > LF_MAX_VALUE))
		return lf_error_set(err, LF_EINVAL, 0, "%d is no cell's "
		    "contents: a cell holds LF_EMPTY, a value 1 to %d or "
		    "LF_OFF", contents, LF_MAX_VALUE);
	if (contents != LF_OFF) {
		lf_store_cell(pos, index, contents);
		return LF_OK;
	}
	row = lf_row_from_top(index) + 2;
	bit = UINT64_C(1) << lf_column_of(index);
	pos->priv.cell[index] = LF_OFF;
	pos->priv.piece_bits[row] &= ~bit;
	pos->priv.empty_bits[row] &= ~bit;
	return LF_OK;
}

/* The number of cells in the board's shape. */
int
lf_cell_count(const struct lf_position *pos)
{
	int r, c, n = 0;

	for (r = 0; r < pos->height; r++)
		for (c = 0; c < pos->width; c++)
			if (pos->priv.cell[lf_cell_at(c, r)] != LF_OFF)
				n++;
	return n;
}

/* The number of pieces on the board. */
int
lf_piece_count(const struct lf_position *pos)
{
	int r, c, v, n = 0;

	for (r = 0; r < pos->height; r++)
		for (c = 0; c < pos->width; c++) {
			v = pos->priv.cell[lf_cell_at(c, r)];
			if (v != LF_OFF && v != LF_EMPTY)
				n++;
		}
	return n;
}

/* The total value of the pieces on the board. */
long
lf_points_on_board(const struct lf_position *pos)
{
	int r, c, v;
	long n = 0;

	for (r = 0; r < pos->height; r++)
		for (c = 0; c < pos->width; c++) {
			v = pos->priv.cell[lf_cell_at(c, r)];
			if (v != LF_OFF)
				n += v;
		}
	return n;
}

/* The lowest piece value on the board, or 0 when the board has no piece:
 * what a removal must take under the "low" rule.  Value by value, a bit
 * row at a time, so that a board holding a 1 is read only as far as its
 * first 1. */
int
lf_lowest_value(const struct lf_position *pos)
{
	int r, v;

	for (v = 1; v <= LF_MAX_VALUE; v++)
		for (r = 0; r < pos->height; r++)
			if (lf_value_bits(pos, r, v) != 0)
				return v;
	return 0;
}

/* Point *dirs at the direction table of a kind of jump and return the
 * number of directions in it. */
int
lf_directions(enum lf_jumps jumps, const struct lf_direction **dirs)
{
	switch (jumps) {
	case LF_JUMPS_DIAG8:
		*dirs = diag8_dirs;
		return (int)(sizeof diag8_dirs / sizeof diag8_dirs[0]);
	case LF_JUMPS_HEX:
		*dirs = hex_dirs;
		return (int)(sizeof hex_dirs / sizeof hex_dirs[0]);
	case LF_JUMPS_ORTH:
	default:
		*dirs = orth_dirs;
		return (int)(sizeof orth_dirs / sizeof orth_dirs[0]);
	}
}

/* Write the letters of a 0-based column (a ... z, aa, ab, ...) into out,
 * NUL-terminated; on failure out holds "" when size allows. */
enum lf_status
lf_column_name(int column, char *out, size_t size, struct lf_error *err)
{
	char tmp[8]; /* 26^7 names are more than an int counts */
	int n = 0, i;
	unsigned rest = (unsigned)column + 1;

	if (size > 0)
		out[0] = '\0';
	if (column < 0)
		return lf_error_set(err, LF_EINVAL, 0,
		    "column %d is negative", column);
	while (rest > 0) {
		rest--;
		tmp[n++] = (char)('a' + rest % 26);
		rest /= 26;
	}
	if ((size_t)n + 1 > size)
		return lf_error_set(err, LF_EINVAL, 0, "%zu bytes cannot hold "
		    "the name of column %d and a NUL", size, column);
	for (i = 0; i < n; i++)
		out[i] = tmp[n - 1 - i];
	out[n] = '\0';
	return LF_OK;
}

/* Write the name of the square at index ("e5": column letters, then the
 * row counted from 1 at the bottom) into out, NUL-terminated; on failure
 * out holds "" when size allows. */
enum lf_status
lf_square_name(const struct lf_position *pos, int index, char *out,
    size_t size, struct lf_error *err)
{
	char letters[8];
	int row, len;

	if (size > 0)
		out[0] = '\0';
	if (!lf_on_board(pos, index))
		return lf_error_set(err, LF_EINVAL, 0,
		    "index %d is not a cell of the board", index);
	lf_column_name(lf_column_of(index), letters, sizeof letters, NULL);
	row = pos->height - lf_row_from_top(index);
	len = snprintf(out, size, "%s%d", letters, row);
	if (len < 0 || (size_t)len >= size) {
		if (size > 0)
			out[0] = '\0';
		return lf_error_set(err, LF_EINVAL, 0, "%zu bytes cannot hold "
		    "the name of square %s%d and a NUL", size, letters, row);
	}
	return LF_OK;
}

/* Parse a square name (letters in either case, then a row number with no
 * leading zero) that must name a cell of the board.  Error columns count
 * from 1 at the start of text. */
enum lf_status
lf_square_parse(const struct lf_position *pos, const char *text, size_t len,
    int *index, struct lf_error *err)
{
	size_t i = 0, letters_end;
	long column = 0, row = 0;
	int idx;

	while (i < len && ((text[i] >= 'a' && text[i] <= 'z') ||
	    (text[i] >= 'A' && text[i] <= 'Z'))) {
		int letter = (text[i] | 0x20) - 'a';
		if (column <= LF_MAX_WIDTH)
			column = column * 26 + letter + 1;
		i++;
	}
	if (i == 0)
		return lf_error_set(err, LF_EINVAL, 1,
		    "square '%.*s' does not start with a column letter",
		    (int)(len > 16 ? 16 : len), text);
	letters_end = i;
	if (i == len)
		return lf_error_set(err, LF_EINVAL, (int)i + 1,
		    "square '%.*s' has no row number",
		    (int)(len > 16 ? 16 : len), text);
	if (text[i] == '0')
		return lf_error_set(err, LF_EINVAL, (int)i + 1,
		    "row number of square '%.*s' starts with 0",
		    (int)(len > 16 ? 16 : len), text);
	while (i < len && text[i] >= '0' && text[i] <= '9') {
		if (row <= LF_MAX_HEIGHT)
			row = row * 10 + (text[i] - '0');
		i++;
	}
	if (i < len)
		return lf_error_set(err, LF_EINVAL, (int)i + 1,
		    "unexpected character '%c' in square '%.*s'",
		    text[i] >= 0x20 && text[i] < 0x7f ? text[i] : '?',
		    (int)(len > 16 ? 16 : len), text);
	if (column > pos->width)
		return lf_error_set(err, LF_EINVAL, 1,
		    "square '%.*s' is off the board: its column is beyond the "
		    "board's %d", (int)(len > 16 ? 16 : len), text, pos->width);
	if (row > pos->height)
		return lf_error_set(err, LF_EINVAL, (int)letters_end + 1,
		    "square '%.*s' is off the board: its row is beyond the "
		    "board's %d", (int)(len > 16 ? 16 : len), text,
		    pos->height);
	idx = lf_cell_at((int)column - 1, pos->height - (int)row);
	if (pos->priv.cell[idx] == LF_OFF)
		return lf_error_set(err, LF_EINVAL, 1,
		    "square '%.*s' is not a cell of the board's shape",
		    (int)len, text);
	*index = idx;
	return LF_OK;
}

/* Make an empty width x height board with every cell in the shape and the
 * sentinel border around it, its bit rows in step; a size the array
 * cannot hold leaves pos untouched. */
enum lf_status
lf_board_clear(struct lf_position *pos, int width, int height,
    struct lf_error *err)
{
	if (width < 1 || height < 1 || width > LF_MAX_WIDTH ||
	    height > LF_MAX_HEIGHT)
		return lf_error_set(err, width > LF_MAX_WIDTH ||
		    height > LF_MAX_HEIGHT ? LF_ELIMIT : LF_EINVAL, 0,
		    "board size %dx%d is out of range (1x1 to %dx%d)", width,
		    height, LF_MAX_WIDTH, LF_MAX_HEIGHT);

	lf_board_blank(pos, width, height);
	lf_position_sync(pos);
	return LF_OK;
}

/* lf_board_clear()'s cells for a size known to fit, leaving the bit rows
 * to the caller, which fills the board first (lf_new_game()) and then
 * makes them once with lf_position_sync(). */
void
lf_board_blank(struct lf_position *pos, int width, int height)
{
	int r;

	memset(pos->priv.cell, LF_OFF, sizeof pos->priv.cell);
	pos->width = width;
	pos->height = height;
	for (r = 0; r < height; r++)
		memset(pos->priv.cell + lf_cell_at(0, r), LF_EMPTY,
		    (size_t)width);
}

/* The eight cells from row[0] on as one word, row[i] in byte i: a
 * single load where the compiler sees it, whatever the byte order. */
static inline uint64_t
eight_cells(const unsigned char *row)
{
	return (uint64_t)row[0] | (uint64_t)row[1] << 8 |
	    (uint64_t)row[2] << 16 | (uint64_t)row[3] << 24 |
	    (uint64_t)row[4] << 32 | (uint64_t)row[5] << 40 |
	    (uint64_t)row[6] << 48 | (uint64_t)row[7] << 56;
}

/* The top bit of each byte of x gathered into bit i for byte i. */
static inline uint64_t
top_bits(uint64_t x)
{
	return (x & UINT64_C(0x8080808080808080)) *
	    UINT64_C(0x0002040810204081) >> 56;
}

/* The bytes of x that are zero, as the top bit of each byte (adding 0x7f
 * to a byte's low seven bits sets its top bit unless they are all zero). */
static inline uint64_t
zero_bytes(uint64_t x)
{
	const uint64_t low = UINT64_C(0x7f7f7f7f7f7f7f7f);

	return ~(((x & low) + low) | x);
}

/* The columns of the board's width: the bits a bit row may hold. */
static inline uint64_t
width_bits(const struct lf_position *pos)
{
	return pos->width == 64 ? UINT64_MAX : (UINT64_C(1) << pos->width) - 1;
}

/* Bit c set when column c of row r holds a piece of value v: eight cells
 * at a time, as bytes of a word, each compared with v. */
uint64_t
lf_value_bits(const struct lf_position *pos, int r, int v)
{
	const unsigned char *row = pos->priv.cell + lf_cell_at(0, r);
	uint64_t bits = 0, spread = UINT64_C(0x0101010101010101) * (uint64_t)v;
	int c;

	for (c = 0; c < pos->width; c += 8)
		bits |= top_bits(zero_bytes(eight_cells(row + c) ^ spread)) <<
		    c;
	return bits & width_bits(pos);
}

/* Recompute the bit rows of pos from cell[]; every library call that
 * changes cell[] keeps them in step itself.  Eight cells at a time, as
 * bytes of a word: a piece's low four bits are not all zero (adding 0x7f
 * to them sets the byte's top bit), and an empty cell is a zero byte; a
 * row is read to a multiple of eight cells, within the padding. */
_Static_assert(LF_MAX_HEIGHT * LF_STRIDE + 1 + (LF_MAX_WIDTH + 7) / 8 * 8 <=
    LF_CELLS, "the last row is read in eights within cell[]");
void
lf_position_sync(struct lf_position *pos)
{
	uint64_t x, piece, empty, keep = width_bits(pos);
	int r, c;

	memset(pos->priv.piece_bits, 0, sizeof pos->priv.piece_bits);
	memset(pos->priv.empty_bits, 0, sizeof pos->priv.empty_bits);
	for (r = 0; r < pos->height; r++) {
		const unsigned char *row = pos->priv.cell + lf_cell_at(0, r);
		piece = empty = 0;
		for (c = 0; c < pos->width; c += 8) {
			x = eight_cells(row + c);
			piece |= top_bits((x & UINT64_C(0x0f0f0f0f0f0f0f0f)) +
			    UINT64_C(0x7f7f7f7f7f7f7f7f)) << c;
			empty |= top_bits(zero_bytes(x)) << c;
		}
		pos->priv.piece_bits[r + 2] = piece & keep;
		pos->priv.empty_bits[r + 2] = empty & keep;
	}
}
