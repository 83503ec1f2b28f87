/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* buf_int.h: what the library's formatting functions share about the
 * buffers they append to (buf.c); not part of the public interface. */
#ifndef LF_BUF_INT_H
#define LF_BUF_INT_H

#include "leapfrog.h"

enum lf_status lf_buf_status(const struct lf_buf *out, struct lf_error *err);

#endif /* LF_BUF_INT_H */
