/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* position_int.h: the scanner of key=value lines that the position line
 * and the result line of leapfrog(5) share, inside the library. */
#ifndef LF_POSITION_INT_H
#define LF_POSITION_INT_H

#include <stddef.h>
#include <stdint.h>

#include "leapfrog.h"

/* Where a field's value lies in a line. */
struct lf_span {
	const char *text;   /* NULL when the field is absent */
	size_t len;
	int column;         /* 1-based column of the value's first byte */
	int key_column;     /* 1-based column of the key */
};

int lf_is_blank(char c);
int lf_field_index(const char *const *names, int count, const char *key,
    size_t len);
enum lf_status lf_fields_split(const char *line, size_t len,
    const char *what, enum lf_status (*tag)(const char *text, size_t len,
    int column, struct lf_error *err), const char *const *names, int count,
    struct lf_span *spans, struct lf_error *err);
enum lf_status lf_number_parse(const char *text, size_t len, int column,
    long min, long max, const char *name, long *out, struct lf_error *err);
enum lf_status lf_number_parse_u64(const char *text, size_t len, int column,
    uint64_t min, uint64_t max, const char *name, uint64_t *out,
    struct lf_error *err);

#endif /* LF_POSITION_INT_H */
