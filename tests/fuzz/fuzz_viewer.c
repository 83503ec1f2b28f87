/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* fuzz_viewer.c: fuzz the replay viewer (lf-render --format=html, lf-play
 * --html) on an input read as a stream: its events, up to the end or the
 * first fault, go to the viewer as lf-render hands them, and the page is
 * written.  Whatever the stream holds, the games that the page embeds
 * are one valid JSON value, hold no "</script" (in any case) that would
 * end their script element, and no byte that the rule for text from
 * outside replaces (newlines between games aside). */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "fuzz.h"

#define GAMES_START "<script id=\"lf-games\" type=\"application/json\">"

/* Check the games that the page embeds: from the end of the script
 * element's start tag to the first "</script" after it. */
static void
check_page(const struct lf_buf *page)
{
	const char *start, *end;
	size_t i;

	FUZZ_ASSERT(!page->failed && page->data != NULL);
	start = strstr(page->data, GAMES_START);
	FUZZ_ASSERT(start != NULL);
	start += strlen(GAMES_START);
	for (end = start; *end != '\0'; end++)
		if (strncasecmp(end, "</script", 8) == 0)
			break;
	FUZZ_ASSERT(*end != '\0');
	fuzz_check_json(start, (size_t)(end - start));
	fuzz_check_text(start, (size_t)(end - start), "\n");
	for (i = 0; start + i < end; i++)
		FUZZ_ASSERT(start[i] != '\n' || (i > 0 && start[i - 1] == ','));
}

/* Replay the input into a viewer and check the page it writes. */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FILE *fp = fuzz_open_input(data, size);
	struct lf_viewer *viewer;
	struct lf_game *game;
	enum lf_game_event event;
	struct lf_error err;
	struct lf_buf page;

	FUZZ_ASSERT(fp != NULL);
	FUZZ_ASSERT(lf_viewer_new(&viewer, NULL) == LF_OK);
	FUZZ_ASSERT(lf_game_new(&game, fp, NULL) == LF_OK);
	lf_game_set_comments(game, 1);
	for (;;) {
		lf_error_clear(&err);
		if (lf_game_next(game, &event, &err) != LF_OK) {
			fuzz_check_error(err.status, &err, LF_MAX_LINE);
			break;
		}
		if (event == LF_GAME_END)
			break;
		FUZZ_ASSERT(lf_viewer_add_event(viewer, game, event, &err) ==
		    LF_OK);
	}
	lf_buf_init(&page);
	FUZZ_ASSERT(lf_viewer_write(viewer, &page, NULL) == LF_OK);
	check_page(&page);
	lf_buf_free(&page);
	lf_game_free(game);
	lf_viewer_free(viewer);
	fclose(fp);
	return 0;
}
