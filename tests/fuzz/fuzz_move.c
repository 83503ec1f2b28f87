/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* fuzz_move.c: fuzz the move parser and lf_check_move().  An input with a
 * newline is a position line, then the move text; an input without one is
 * the move text alone, tried on a built-in position picked by its length.
 * A parsed move must format back to the same route; a move that
 * lf_check_move() accepts must apply cleanly and be one the generator
 * lists, and one it refuses must not be. */
#include "config.h"

#include <string.h>

#include "fuzz.h"

/* Positions for move text that comes without one: every jump rule and
 * chain rule, the opening, a shaped board, a hexagonal board and boards
 * at the width and height limits. */
static const char *const builtin[] = {
	"lf1 variant=traditional players=2 jumps=orth chain=free "
	"opening=each removal=any turn=1 ply=0 score=0,0 "
	"board=11111/11111/11111/11111/11111",
	"lf1 variant=murray players=3 jumps=orth chain=free opening=each "
	"removal=low turn=2 ply=1 score=1,0,0 board=2314/1.21/3412/2131",
	"lf1 variant=traditional players=2 jumps=diag8 chain=continue "
	"opening=none removal=any turn=1 ply=4 score=2,2 "
	"board=1.1.1/.111./11.11/.111./1.1.1",
	"lf1 variant=capture players=2 jumps=hex chain=most opening=none "
	"removal=any turn=1 ply=0 score=0,0 "
	"board=####11111/###111111/##1111111/#11111111/1111.1111/"
	"11111111#/1111111##/111111###/11111####",
	"lf1 variant=froglet players=4 jumps=orth chain=most opening=first "
	"removal=low turn=3 ply=7 score=1,4,2,9 "
	"board=#1.1#/12.31/.4.2./13.11/#1.1#",
	"lf1 variant=traditional players=2 jumps=orth chain=free "
	"opening=none removal=any turn=2 ply=9 score=2147483640,2147483646 "
	"board=1.11.1111.1111111111111111111111111111111111111111111111111.11",
	"lf1 variant=traditional players=16 jumps=diag8 chain=free "
	"opening=each removal=any turn=16 ply=15 "
	"score=1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,0 "
	"board=1/1/./1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/"
	"1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/1/./1",
};

/* Parse a move in a position and check what comes of it. */
static void
check_move_text(struct lf_position *pos, const char *text, size_t len)
{
	LF_MOVE_STATIC(move); LF_MOVE_STATIC(again);
	struct lf_error err;
	struct lf_buf name;
	enum lf_status st;
	int i, listed;

	lf_error_clear(&err);
	st = lf_move_parse(pos, text, len, &move, &err);
	if (st != LF_OK) {
		fuzz_check_error(st, &err, len);
		return;
	}
	FUZZ_ASSERT(move.length >= 1 && move.length <= LF_MAX_ROUTE);
	for (i = 0; i < move.length; i++)
		FUZZ_ASSERT(lf_on_board(pos, move.square[i]));
	lf_buf_init(&name);
	lf_move_format(pos, &move, &name, NULL);
	FUZZ_ASSERT(!name.failed);
	FUZZ_ASSERT(lf_move_parse(pos, name.data, name.len, &again, &err) ==
	    LF_OK);
	FUZZ_ASSERT(again.length == move.length &&
	    memcmp(again.square, move.square,
	    sizeof move.square[0] * (size_t)move.length) == 0);
	lf_buf_free(&name);

	st = lf_check_move(pos, &move, NULL, &err);
	listed = fuzz_move_listed(pos, &move);
	if (st == LF_OK) {
		FUZZ_ASSERT(listed != 0);
		fuzz_check_apply(pos, &move);
	} else if (st == LF_ELIMIT) {
		fuzz_check_error(st, &err, len);
	} else {
		fuzz_check_error(st, &err, len);
		FUZZ_ASSERT(listed != 1);
	}
}

/* Split the input into a position and a move, and check the move. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct lf_position pos;
	const char *text = (const char *)data;
	const char *newline = memchr(text, '\n', size);
	struct lf_error err;
	size_t n;

	lf_error_clear(&err);
	if (newline != NULL) {
		n = (size_t)(newline - text);
		if (lf_position_parse(text, n, &pos, &err) != LF_OK)
			return 0;
		text += n + 1;
		size -= n + 1;
	} else {
		const char *line = builtin[size % (sizeof builtin /
		    sizeof builtin[0])];
		FUZZ_ASSERT(lf_position_parse(line, strlen(line), &pos, &err) ==
		    LF_OK);
	}
	check_move_text(&pos, text, size);
	return 0;
}
