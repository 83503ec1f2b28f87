/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* buf.c: a growable byte buffer, so output can be built whole and written
 * only when it is complete. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "leapfrog.h"
#include "buf_int.h"

/* Start an empty buffer that owns no memory yet. */
void
lf_buf_init(struct lf_buf *buf)
{
	buf->data = NULL;
	buf->len = 0;
	buf->cap = 0;
	buf->failed = 0;
}

/* Release a buffer's memory and leave it empty. */
void
lf_buf_free(struct lf_buf *buf)
{
	free(buf->data);
	lf_buf_init(buf);
}

/* Empty a buffer but keep its memory for the next use. */
void
lf_buf_reset(struct lf_buf *buf)
{
	buf->len = 0;
	buf->failed = 0;
	if (buf->data != NULL)
		buf->data[0] = '\0';
}

/* Make room for extra more bytes plus a terminating NUL. */
static int
buf_reserve(struct lf_buf *buf, size_t extra)
{
	size_t need, cap;
	char *data;

	if (buf->failed)
		return 0;
	if (extra > (size_t)-1 / 2 - buf->len) {
		buf->failed = 1;
		return 0;
	}
	need = buf->len + extra + 1;
	if (need <= buf->cap)
		return 1;
	cap = buf->cap ? buf->cap : 256;
	while (cap < need)
		cap *= 2;
	data = realloc(buf->data, cap);
	if (data == NULL) {
		buf->failed = 1;
		return 0;
	}
	buf->data = data;
	buf->cap = cap;
	return 1;
}

/* Append len bytes of text.  The status repeats the sticky flag, so that
 * a caller may check each append or only the buffer at the end. */
enum lf_status
lf_buf_add(struct lf_buf *buf, const char *text, size_t len)
{
	if (!buf_reserve(buf, len))
		return LF_ENOMEM;
	if (len > 0)
		memcpy(buf->data + buf->len, text, len);
	buf->len += len;
	buf->data[buf->len] = '\0';
	return LF_OK;
}

/* Append a NUL-terminated string. */
enum lf_status
lf_buf_puts(struct lf_buf *buf, const char *text)
{
	return lf_buf_add(buf, text, strlen(text));
}

/* Append formatted text, as printf would write it. */
enum lf_status
lf_buf_printf(struct lf_buf *buf, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (buf->failed)
		return LF_ENOMEM;
	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0) {
		/* Only a conversion that the C library cannot do (a wide
		 * character outside the locale) gets here; the text is lost
		 * as if memory had run out. */
		buf->failed = 1;
		return LF_ENOMEM;
	}
	if (!buf_reserve(buf, (size_t)n))
		return LF_ENOMEM;
	va_start(ap, fmt);
	vsnprintf(buf->data + buf->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	buf->len += (size_t)n;
	return LF_OK;
}

/* What a function that appends to out and takes an error record returns
 * at its end: LF_OK, or LF_ENOMEM with err filled when an append to out
 * failed, that call's or an earlier one. */
enum lf_status
lf_buf_status(const struct lf_buf *out, struct lf_error *err)
{
	if (out->failed)
		return lf_error_set(err, LF_ENOMEM, 0, "out of memory");
	return LF_OK;
}
