/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_search.h: what the files of the search suite (check_search*.c)
 * share: a search with a table of a given size. */
#ifndef LF_CHECK_SEARCH_H
#define LF_CHECK_SEARCH_H

#include "check_util.h"

/* A search with a table of the given size, or fail the test. */
static inline struct lf_search *
new_search(size_t table_bytes)
{
	struct lf_search *s = NULL;
	struct lf_error err;

	lf_error_clear(&err);
	ck_assert_msg(lf_search_new(&s, table_bytes, &err) == LF_OK, "%s",
	    err.message);
	ck_assert_ptr_nonnull(s);
	return s;
}

/* The cases of check_search_pinned.c. */
void search_pinned_cases(TCase *core);

#endif /* LF_CHECK_SEARCH_H */
