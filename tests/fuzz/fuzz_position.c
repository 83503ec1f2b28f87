/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* fuzz_position.c: fuzz the position line parser.  Any input is one line;
 * the parser must accept it or refuse it with a proper error, never read
 * outside it; an accepted position must survive format-then-parse, and
 * its legal moves (on small boards) must all apply cleanly. */
#include "config.h"

#include "fuzz.h"

/* Parse the input as a position line and check what comes of it. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct lf_position pos;
	struct lf_error err;
	enum lf_status st;

	lf_error_clear(&err);
	st = lf_position_parse((const char *)data, size, &pos, &err);
	if (st != LF_OK) {
		fuzz_check_error(st, &err, size);
		return 0;
	}
	FUZZ_ASSERT(lf_is_position_line((const char *)data, size));
	fuzz_check_position(&pos);
	fuzz_check_moves(&pos);
	return 0;
}
