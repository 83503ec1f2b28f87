/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* number_int.h: the one parser of decimal numbers (number.c), shared by
 * the library's lines and the programs' options; not part of the public
 * interface. */
#ifndef LF_NUMBER_INT_H
#define LF_NUMBER_INT_H

#include <stddef.h>
#include <stdint.h>

#include "leapfrog.h"

size_t lf_number_digits(const char *text, size_t len);
enum lf_status lf_number_u64(const char *text, size_t len, uint64_t min,
    uint64_t max, uint64_t *out, struct lf_error *err);
enum lf_status lf_number_long(const char *text, size_t len, long min,
    long max, long *out, struct lf_error *err);
enum lf_status lf_number_fixed(const char *text, size_t len, int places,
    uint64_t min, uint64_t max, uint64_t *out, struct lf_error *err);
enum lf_status lf_number_decimal(const char *text, size_t len, double max,
    double *out, struct lf_error *err);

#endif /* LF_NUMBER_INT_H */
