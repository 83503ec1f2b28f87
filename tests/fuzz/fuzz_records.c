/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* fuzz_records.c: fuzz lf-play's readers of game records on an input
 * read as a file: lf-play --merge's (merge_table()) and --resume's
 * (count_record()), which build the results table from the records'
 * comment lines and result lines.  Whatever the records hold, the table
 * as text, CSV and JSON holds only what the rule for text from outside
 * shows (and line ends), the CSV has a line of 12 fields a bot, the JSON
 * is valid; and a record that --resume counts counts the same in --merge.
 * Built from lf-play's modules (bin/play/). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"
#include "../../bin/play/play.h"

/* The file the input is written to, since the readers read files. */
static char input_path[4096];

/* Remove the input file at exit. */
static void
remove_input(void)
{
	unlink(input_path);
}

/* Write the input into the input file, made on the first call. */
static void
write_input(const uint8_t *data, size_t size)
{
	const char *dir = getenv("TMPDIR");
	FILE *fp;
	int fd;

	if (input_path[0] == '\0') {
		snprintf(input_path, sizeof input_path,
		    "%s/fuzz_records.XXXXXX",
		    dir != NULL && dir[0] != '\0' ? dir : "/tmp");
		fd = mkstemp(input_path);
		FUZZ_ASSERT(fd >= 0);
		close(fd);
		atexit(remove_input);
	}
	fp = fopen(input_path, "wb");
	FUZZ_ASSERT(fp != NULL);
	FUZZ_ASSERT(fwrite(data, 1, size, fp) == size);
	FUZZ_ASSERT(fclose(fp) == 0);
}

/* Check a CSV table: a header line and a line per bot, each of 12 fields
 * (RFC 4180: a quoted field doubles its quotes), each line ended by
 * CR LF. */
static void
check_csv(const struct table *t, const char *csv, size_t len)
{
	size_t i = 0;
	int lines = 0, fields = 1, quoted = 0;

	for (i = 0; i < len; i++) {
		if (quoted) {
			if (csv[i] == '"' && i + 1 < len && csv[i + 1] == '"')
				i++;
			else if (csv[i] == '"')
				quoted = 0;
		} else if (csv[i] == '"')
			quoted = 1;
		else if (csv[i] == ',')
			fields++;
		else if (csv[i] == '\r') {
			FUZZ_ASSERT(i + 1 < len && csv[i + 1] == '\n');
			FUZZ_ASSERT(fields == 12);
			fields = 1;
			lines++;
			i++;
		} else
			FUZZ_ASSERT(csv[i] != '\n');
	}
	FUZZ_ASSERT(!quoted && fields == 1);
	FUZZ_ASSERT(lines == t->bots + 1);
}

/* Check the table in each format, and put its text form in *text. */
static void
check_table(const struct table *t, struct lf_buf *text)
{
	struct lf_buf out;

	lf_buf_init(&out);
	table_format(t, RESULTS_TEXT, text);
	FUZZ_ASSERT(!text->failed);
	fuzz_check_text(text->data, text->len, "\n");
	table_format(t, RESULTS_CSV, &out);
	FUZZ_ASSERT(!out.failed);
	fuzz_check_text(out.data, out.len, "\r\n");
	check_csv(t, out.data, out.len);
	lf_buf_reset(&out);
	table_format(t, RESULTS_JSON, &out);
	FUZZ_ASSERT(!out.failed);
	fuzz_check_text(out.data, out.len, "\n");
	fuzz_check_json(out.data, out.len);
	lf_buf_free(&out);
}

/* The number of lines of the input that start with "# game ", the line
 * that starts a record. */
static int
game_lines(const uint8_t *data, size_t size)
{
	size_t i;
	int n = 0;

	for (i = 0; i + 7 <= size; i++)
		if ((i == 0 || data[i - 1] == '\n') &&
		    memcmp(data + i, "# game ", 7) == 0)
			n++;
	return n;
}

/* Read the input as --merge and as --resume do, and check the tables. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct table merged, resumed;
	struct lf_buf merged_text, resumed_text;
	char *paths[1];
	size_t games;
	int whole;

	write_input(data, size);
	paths[0] = input_path;
	lf_buf_init(&merged_text);
	lf_buf_init(&resumed_text);
	games = merge_table(paths, 1, &merged);
	check_table(&merged, &merged_text);
	memset(&resumed, 0, sizeof resumed);
	whole = count_record(&resumed, input_path);
	check_table(&resumed, &resumed_text);
	/* One whole record: --merge reads the same game, and the two
	 * tables are the same.  A whole record that --resume leaves out of
	 * its table as a problem (its header seats no bot, say) --merge may
	 * leave out for a reason of its own (no result line where a header
	 * line ended the record): no game is counted either way. */
	if (whole && game_lines(data, size) == 1) {
		FUZZ_ASSERT(games == 1 || resumed.problems > 0);
		FUZZ_ASSERT(merged_text.len == resumed_text.len &&
		    memcmp(merged_text.data, resumed_text.data,
		    merged_text.len) == 0);
	}
	lf_buf_free(&merged_text);
	lf_buf_free(&resumed_text);
	table_free(&merged);
	table_free(&resumed);
	return 0;
}
