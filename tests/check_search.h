/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_search.h: what the files of the search suite (check_search*.c)
 * share: a search with a table of a given size, a search to a fixed
 * depth and the reference minimax. */
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

/* check_search.c: a search to a fixed depth, which must succeed. */
void search_with(struct lf_search *s, struct lf_position *pos, int depth,
    int exact, int best_reply, struct lf_engine_info *info);

/* check_search_players.c: the plain minimax the searches are checked
 * against (paranoid, or best_reply), and that file's cases. */
long reference(struct lf_position *pos, int root, int depth, int best_reply);
void search_players_cases(TCase *core);

/* The cases of check_search_pinned.c. */
void search_pinned_cases(TCase *core);

#endif /* LF_CHECK_SEARCH_H */
