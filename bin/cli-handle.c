/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* cli-handle.c: the library's handles that the programs make, a position
 * and a move, or an exit when memory runs out: apart from cli.c, so that
 * the page's engine (bin/wasm/), whose cli_die() ends a request, makes
 * them alike. */
#include "config.h"

#include "cli.h"

/* A new position for the caller to fill (lf_position_new()); exits when
 * memory runs out. */
struct lf_position *
cli_position(void)
{
	struct lf_position *pos;
	struct lf_error err;

	lf_error_clear(&err);
	if (lf_position_new(&pos, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	return pos;
}

/* A new move for the caller to fill (lf_move_new()); exits when memory
 * runs out. */
struct lf_move *
cli_move(void)
{
	struct lf_move *move;
	struct lf_error err;

	lf_error_clear(&err);
	if (lf_move_new(&move, &err) != LF_OK)
		cli_die(EXIT_SYSTEM, "%s", err.message);
	return move;
}
