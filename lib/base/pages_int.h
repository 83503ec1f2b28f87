/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* pages_int.h: advice to the kernel on the pages of a big table
 * (pages.c); not part of the public interface. */
#ifndef LF_PAGES_INT_H
#define LF_PAGES_INT_H

#include <stddef.h>

int lf_pages_random_access(void *p, size_t bytes);

#endif
