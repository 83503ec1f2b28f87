/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* text_int.h: the one rule for text that comes from outside (text.c),
 * shared by the library and the programs; not part of the public
 * interface. */
#ifndef LF_TEXT_INT_H
#define LF_TEXT_INT_H

#include <stddef.h>

#include "leapfrog.h"

size_t lf_text_next(const char *text, size_t len, int *shown);
enum lf_status lf_text_add(struct lf_buf *out, const char *text, size_t len,
    size_t max);
size_t lf_text_clean(char *text);
const char *lf_text_byte(unsigned char c, char out[8]);

#endif /* LF_TEXT_INT_H */
