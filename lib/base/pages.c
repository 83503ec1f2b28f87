/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/*
 * pages.c: advice to the kernel on the pages of a big table read and
 * written at random, as the search's transposition table is: on Linux,
 * huge pages (madvise(MADV_HUGEPAGE), which transparent huge pages in
 * their usual "madvise" mode wait for), so that a probe of the table
 * seldom misses the processor's address translations as well as its
 * caches; elsewhere nothing.  Persistent lf-bot searches of depth 7 on
 * 48 murray 15 x 15 positions took 4% less user time with them on the
 * table of a second a move (32 MB), 8% less on that of 3 seconds (96 MB);
 * the kernel's zeroing of the bigger pages costs some 0.05 s of system
 * time a process.  The solver's table, which grows by realloc(), gained
 * nothing measurable on 5 x 6 and is not advised.
 */
#define _DEFAULT_SOURCE 1 /* glibc: madvise() and MADV_HUGEPAGE */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

#include "pages_int.h"

#define HUGE_PAGE ((uintptr_t)2 << 20) /* the x86-64 and arm64 size */

/* Advise the kernel that the bytes at p, a table read and written at
 * random, are worth huge pages: only the huge pages that lie wholly
 * inside it, and only pages not yet touched are sure to get them.
 * Return 1 when the kernel took the advice, 0 when there was nothing to
 * advise (a table smaller than a huge page) or the system has no such
 * advice; the table works the same either way. */
int
lf_pages_random_access(void *p, size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
	uintptr_t start = ((uintptr_t)p + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
	uintptr_t end = ((uintptr_t)p + bytes) & ~(HUGE_PAGE - 1);

	if (p == NULL || bytes > UINTPTR_MAX - (uintptr_t)p || end <= start)
		return 0;
	return madvise((void *)start, (size_t)(end - start),
	    MADV_HUGEPAGE) == 0;
#else
	(void)p;
	(void)bytes;
	return 0;
#endif
}
