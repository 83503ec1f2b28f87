/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* lf-wasm.h: what the page engine's requests (lf-wasm.c) give its copy of
 * the programs' cli.c (wasm-cli.c): the request's output, its error and
 * its input lines. */
#ifndef LF_WASM_H
#define LF_WASM_H

#include <stddef.h>
#include <stdio.h>

int lfw_write(const char *data, size_t len);
void lfw_error(const char *message);
FILE *lfw_stdin(void);

#endif /* LF_WASM_H */
