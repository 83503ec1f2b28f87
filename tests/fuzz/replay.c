/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* replay.c: run a fuzz target without libFuzzer: feed it each file named
 * on the command line, read whole into a buffer of exactly its size (so
 * that a read past the end is caught by valgrind or ASan), and say how
 * many ran.  A broken property aborts the program. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

/* Read a whole file into a new buffer of exactly its size (one byte for
 * an empty file); NULL on error. */
static uint8_t *
read_file(const char *path, size_t *size)
{
	FILE *fp = fopen(path, "rb");
	uint8_t chunk[65536], *data = NULL, *p;
	size_t len = 0, n;

	if (fp == NULL)
		return NULL;
	while ((n = fread(chunk, 1, sizeof chunk, fp)) > 0) {
		if ((p = realloc(data, len + n)) == NULL) {
			free(data);
			fclose(fp);
			return NULL;
		}
		data = p;
		memcpy(data + len, chunk, n);
		len += n;
	}
	if (ferror(fp) || (len == 0 && (data = malloc(1)) == NULL)) {
		free(data);
		fclose(fp);
		return NULL;
	}
	fclose(fp);
	*size = len;
	return data;
}

int
main(int argc, char *argv[])
{
	int i;

	for (i = 1; i < argc; i++) {
		size_t size;
		uint8_t *data = read_file(argv[i], &size);
		if (data == NULL) {
			fprintf(stderr, "replay: %s: %s\n", argv[i],
			    strerror(errno ? errno : EIO));
			return 3;
		}
		LLVMFuzzerTestOneInput(data, size);
		free(data);
	}
	printf("%d inputs\n", argc - 1);
	return 0;
}
