/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* fuzz.h: what the fuzz targets share.  Each target defines
 * LLVMFuzzerTestOneInput(); it is linked either with libFuzzer
 * (./configure --enable-fuzzing, clang) or with replay.c, a main() that
 * feeds it the committed corpora and regression inputs under "make check".
 * A broken property aborts, which both runners report as a failure. */
#ifndef LF_FUZZ_H
#define LF_FUZZ_H

#include <stddef.h>
#include <stdio.h>
#include <stdint.h>

#include "leapfrog.h"
#include "board_int.h"

/* Move generation is exponential on some boards (a lattice of pieces and
 * holes has astronomically many routes), so the targets enumerate moves
 * only on boards at most this big. */
#define FUZZ_MAX_CELLS 40
#define FUZZ_MAX_PIECES 24
#define FUZZ_MAX_MOVES 20000 /* skip positions with more legal moves */
#define FUZZ_NODES 2000000 /* or that take more steps to count */
#define FUZZ_CHECKED_MOVES 256 /* moves applied and checked in full */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_ASSERT(cond) \
	do { \
		if (!(cond)) \
			fuzz_fail(__FILE__, __LINE__, #cond); \
	} while (0)

_Noreturn void fuzz_fail(const char *file, int line, const char *what);
void fuzz_check_error(enum lf_status st, const struct lf_error *err,
    size_t len);
int fuzz_small(const struct lf_position *pos);
void fuzz_check_position(const struct lf_position *pos);
void fuzz_same_position(const struct lf_position *a,
    const struct lf_position *b);
void fuzz_check_apply(const struct lf_position *pos,
    const struct lf_move *move);
void fuzz_check_moves(struct lf_position *pos);
int fuzz_move_listed(struct lf_position *pos, const struct lf_move *move);
FILE *fuzz_open_input(const uint8_t *data, size_t size);
void fuzz_check_text(const char *text, size_t len, const char *allowed);
void fuzz_check_json(const char *text, size_t len);

#endif /* LF_FUZZ_H */
