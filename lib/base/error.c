/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* error.c: error records filled by every library call that can fail. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "leapfrog.h"

/* Reset a record to "no error" so a caller can reuse it. */
void
lf_error_clear(struct lf_error *err)
{
	if (err == NULL)
		return;
	err->status = LF_OK;
	err->column = 0;
	err->sys_errno = 0;
	err->message[0] = '\0';
}

/* Fill a record and return its status, so callers can write
 * "return lf_error_set(...)". */
enum lf_status
lf_error_set(struct lf_error *err, enum lf_status status, int column,
    const char *fmt, ...)
{
	va_list ap;
	char *p;

	if (err == NULL)
		return status;
	err->status = status;
	err->column = column;
	err->sys_errno = 0;
	va_start(ap, fmt);
	vsnprintf(err->message, sizeof err->message, fmt, ap);
	va_end(ap);
	/* Messages quote the input: keep its control bytes and non-ASCII
	 * bytes (a terminal's escape sequences, broken UTF-8) out of them. */
	for (p = err->message; *p != '\0'; p++)
		if ((unsigned char)*p < 0x20 || (unsigned char)*p >= 0x7f)
			*p = '?';
	return status;
}

/* The library's version, which programs print for --version. */
const char *
lf_version(void)
{
	return PACKAGE_VERSION;
}
