/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-prompt.c: the people's prompt at a terminal, edited with libedit
 * when lf-play is built with it: the arrow and Emacs keys edit the line,
 * Up and Down walk the lines typed in the game, Tab completes a move or a
 * command, Ctrl-L draws the board again; a signal ends the read.  Without
 * libedit, or without a terminal, play-people.c reads lines as they
 * come. */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef HAVE_LIBEDIT
#include <histedit.h>
#endif

#include "play.h"

#ifdef HAVE_LIBEDIT

#define HISTORY_LINES 500   /* lines typed that Up walks back through */
#define WRAP_COLUMN 72
#define PROMPT_BYTES 256

static EditLine *editor;
static HistoryW *typed;                     /* the lines of this game */
static char prompt_text[PROMPT_BYTES];
static const struct prompt_hooks *hooks;    /* while a line is read */
static int interrupt_fd = -1;               /* readable after a signal */
static int interrupted;                     /* a signal ended the read */

/* Whether people's lines are edited: libedit is built in and both the
 * keyboard and the screen are a terminal. */
int
prompt_editing(void)
{
	return isatty(STDIN_FILENO) && isatty(STDERR_FILENO);
}

/* The prompt, for libedit. */
static char *
editor_prompt(EditLine *el)
{
	(void)el;
	return prompt_text;
}

/* Read a key for libedit, a byte from standard input (ASCII: any other
 * byte is '?'): 1 when read, 0 at the end of the input, -1 on an error
 * or when a signal was caught, which the self-pipe tells even when it
 * came just before the wait, so that the read ends at once. */
static int
editor_read(EditLine *el, wchar_t *key)
{
	struct pollfd fds[2];
	unsigned char c;
	ssize_t n;

	(void)el;
	for (;;) {
		fds[0].fd = STDIN_FILENO;
		fds[1].fd = interrupt_fd;
		fds[0].events = fds[1].events = POLLIN;
		fds[0].revents = fds[1].revents = 0;
		if (poll(fds, 2, -1) < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		if (fds[1].revents != 0) {
			interrupted = 1;
			return -1;
		}
		n = read(STDIN_FILENO, &c, 1);
		if (n < 0 && (errno == EINTR || errno == EAGAIN))
			continue;
		if (n <= 0)
			return (int)n;
		*key = c < 0x80 ? (wchar_t)c : L'?';
		return 1;
	}
}

/* Write words (each ended by '\0', bytes in all) on standard error,
 * wrapped, on the lines below the one being edited. */
static void
list_words(const char *words, size_t bytes)
{
	const char *w;
	size_t column = 0, n;

	fputc('\n', stderr);
	for (w = words; w < words + bytes; w += n + 1) {
		n = strlen(w);
		if (column > 0 && column + 1 + n > WRAP_COLUMN) {
			fputc('\n', stderr);
			column = 0;
		}
		fprintf(stderr, "%s%s", column > 0 ? " " : "", w);
		column += (column > 0) + n;
	}
	fputc('\n', stderr);
}

/* Tab: complete the text before the cursor to the longest start that
 * every move or command it can begin shares, or list them when none is
 * longer than what was typed. */
static unsigned char
editor_complete(EditLine *el, int ch)
{
	const LineInfo *li = el_line(el);
	struct lf_buf words, common;
	const char *w;
	size_t len, n = 0, same = 0, i;
	unsigned char done = CC_REFRESH_BEEP;

	(void)ch;
	if (hooks == NULL || hooks->complete == NULL)
		return CC_ERROR;
	len = (size_t)(li->cursor - li->buffer);
	lf_buf_init(&words);
	lf_buf_init(&common);
	hooks->complete(hooks->arg, li->buffer, len, &words);
	for (w = words.data; !words.failed && words.len > 0 &&
	    w < words.data + words.len; w += strlen(w) + 1) {
		if (n++ == 0)
			same = strlen(w);
		for (i = 0; i < same && w[i] == words.data[i]; i++)
			continue;
		same = i;
	}
	if (n > 0 && same > 0 && (n == 1 || same != len ||
	    memcmp(words.data, li->buffer, len) != 0)) {
		/* What every word starts with, in place of what was typed. */
		lf_buf_add(&common, words.data, same);
		if (!common.failed) {
			el_deletestr(el, (int)len);
			el_insertstr(el, common.data);
			done = CC_REFRESH;
		}
	} else if (n > 0) {
		list_words(words.data, words.len);
		done = CC_REDISPLAY;
	}
	lf_buf_free(&words);
	lf_buf_free(&common);
	return done;
}

/* Ctrl-L: clear the screen and draw the board again, with the line being
 * edited below it. */
static unsigned char
editor_redraw(EditLine *el, int ch)
{
	const char *term = getenv("TERM");

	(void)el;
	(void)ch;
	if (term != NULL && *term != '\0' && strcmp(term, "dumb") != 0)
		fputs("\033[H\033[2J", stderr);
	else
		fputc('\n', stderr);
	if (hooks != NULL && hooks->redraw != NULL)
		hooks->redraw(hooks->arg);
	fflush(stderr);
	return CC_REDISPLAY;
}

/* Make the editor: Emacs keys, the game's history, Tab and Ctrl-L bound
 * to what the people's side answers; 0, or -1 when memory runs out. */
static int
editor_open(void)
{
	HistEventW ev;

	editor = el_init("lf-play", stdin, stderr, stderr);
	typed = history_winit();
	if (editor == NULL || typed == NULL) {
		prompt_end();
		errno = ENOMEM;
		return -1;
	}
	history_w(typed, &ev, H_SETSIZE, HISTORY_LINES);
	el_set(editor, EL_EDITOR, "emacs");
	el_set(editor, EL_PROMPT, editor_prompt);
	el_set(editor, EL_GETCFN, editor_read);
	el_wset(editor, EL_HIST, history_w, typed);
	el_set(editor, EL_ADDFN, "lf-complete",
	    "complete a move or a command", editor_complete);
	el_set(editor, EL_BIND, "^I", "lf-complete", NULL);
	el_set(editor, EL_ADDFN, "lf-redraw", "draw the board again",
	    editor_redraw);
	el_set(editor, EL_BIND, "^L", "lf-redraw", NULL);
	return 0;
}

/* Keep a line typed (not blank) in the game's history, for Up. */
static void
remember(const char *line, size_t len)
{
	HistEventW ev;
	wchar_t *wide;
	size_t i;

	if ((wide = malloc((len + 1) * sizeof *wide)) == NULL)
		return;
	for (i = 0; i < len; i++)
		wide[i] = (unsigned char)line[i];
	wide[len] = L'\0';
	history_w(typed, &ev, H_ENTER, wide);
	free(wide);
}

/* Read a line that a person types at the terminal after the prompt,
 * edited, into *line and *len (without the newline; it lasts until the
 * next read); hooks answer Tab and Ctrl-L, interrupt_fd (the self-pipe)
 * ends the read when a signal comes.  Return PROMPT_LINE, PROMPT_END,
 * PROMPT_SIGNAL or PROMPT_ERROR. */
int
prompt_read(const char *prompt, const struct prompt_hooks *h, int fd,
    const char **line, size_t *len)
{
	const char *got;
	int count = 0, saved;

	if (editor == NULL && editor_open() != 0)
		return PROMPT_ERROR;
	snprintf(prompt_text, sizeof prompt_text, "%s", prompt);
	hooks = h;
	interrupt_fd = fd;
	interrupted = 0;
	el_resize(editor);
	errno = 0;
	got = el_gets(editor, &count);
	saved = errno;
	hooks = NULL;
	if (interrupted)
		return PROMPT_SIGNAL;
	if (got == NULL || count <= 0) {
		if (count == 0)
			return PROMPT_END;
		errno = saved != 0 ? saved : EIO;
		return PROMPT_ERROR;
	}
	*len = (size_t)count;
	while (*len > 0 && (got[*len - 1] == '\n' || got[*len - 1] == '\r'))
		(*len)--;
	if (strspn(got, " \t\r\n") < *len)
		remember(got, *len);
	*line = got;
	return PROMPT_LINE;
}

/* Forget the editor and the lines of the game, the terminal as it was. */
void
prompt_end(void)
{
	if (editor != NULL)
		el_end(editor);
	if (typed != NULL)
		history_wend(typed);
	editor = NULL;
	typed = NULL;
}

#else /* !HAVE_LIBEDIT */

/* Without libedit, lines are never edited. */
int
prompt_editing(void)
{
	return 0;
}

/* Never called without libedit: an error. */
int
prompt_read(const char *prompt, const struct prompt_hooks *h, int fd,
    const char **line, size_t *len)
{
	(void)prompt;
	(void)h;
	(void)fd;
	(void)line;
	(void)len;
	errno = ENOTTY;
	return PROMPT_ERROR;
}

/* Nothing to forget without libedit. */
void
prompt_end(void)
{
}

#endif /* HAVE_LIBEDIT */
