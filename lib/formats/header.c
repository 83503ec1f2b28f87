/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* header.c: the header of a game record (leapfrog(5), "Header lines"):
 * which game it is and who sits in each seat, as lines of key=value
 * fields that start with "#:", so that readers older than them skip them
 * as comments; their parser and canonical form, and the comments that
 * said the same in records of 0.1. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "leapfrog.h"
#include "buf_int.h"
#include "header_int.h"
#include "position_int.h"
#include "text_int.h"

#define MAX_SECONDS 1000000L /* the longest time in a header line */

/* The kinds of header line, by their word after "#:". */
enum kind { K_GAME, K_SEAT };

/* The fields of each kind, in canonical order. */
enum game_field { G_NUMBER, G_ROUND, G_SEED, G_START, G_COUNT };
enum seat_field {
	S_PLAYER, S_BOT, S_NAME, S_TIME, S_CLOCK, S_INCREMENT, S_COMMAND,
	S_COUNT
};

static const char *const game_names[G_COUNT] = {
	"number", "round", "seed", "start"
};

static const char *const seat_names[S_COUNT] = {
	"player", "bot", "name", "time", "clock", "increment", "command"
};

/* Where a field lies in a header line; a text field's value is what lies
 * between its quotes, escapes and all. */
struct field {
	const char *text;  /* NULL when the field is absent */
	size_t len;
	int column;        /* of the value (a text's opening quote) */
	int key_column;
	int quoted;
};

/* Make h a header that says nothing: no game line, no seat. */
void
lf_header_init(struct lf_header *h)
{
	int p;

	memset(h, 0, sizeof *h);
	for (p = 0; p < LF_MAX_PLAYERS; p++) {
		h->seat[p].player = -1;
		h->seat[p].bot = -1;
	}
}

/* The offset of the "#:" that starts a header line, or len when the line
 * is not one. */
static size_t
header_start(const char *line, size_t len)
{
	size_t i = 0;

	while (i < len && lf_is_blank(line[i]))
		i++;
	if (len - i >= 2 && line[i] == '#' && line[i + 1] == ':')
		return i;
	return len;
}

/* Whether a header line is a game line, which starts a header. */
int
lf_header_game_line(const char *line, size_t len)
{
	size_t i = header_start(line, len);

	if (i == len)
		return 0;
	for (i += 2; i < len && lf_is_blank(line[i]); i++)
		;
	return len - i >= 4 && memcmp(line + i, "game", 4) == 0 &&
	    (len - i == 4 || lf_is_blank(line[i + 4]) || line[i + 4] == '\r');
}

/* Whether a line is a header line: its first characters other than
 * blanks are "#:" (to readers that know no header, a comment). */
int
lf_is_header_line(const char *line, size_t len)
{
	return header_start(line, len) < len;
}

/* Scan the value of a text field, in double quotes, from line[*i] (the
 * opening quote): only \" and \\ are escapes. */
static enum lf_status
scan_text(const char *line, size_t len, size_t *i, struct lf_error *err)
{
	size_t open = *i, k = open + 1;

	for (; k < len && line[k] != '"'; k++)
		if (line[k] == '\\') {
			if (k + 1 == len || (line[k + 1] != '"' &&
			    line[k + 1] != '\\'))
				return lf_error_set(err, LF_EINVAL, (int)k + 1,
				    "a backslash in text escapes only '\"' "
				    "and '\\'");
			k++;
		}
	if (k == len)
		return lf_error_set(err, LF_EINVAL, (int)open + 1,
		    "text with no closing '\"'");
	if (k + 1 < len && !lf_is_blank(line[k + 1]))
		return lf_error_set(err, LF_EINVAL, (int)k + 2,
		    "a blank must follow the closing '\"' of a text");
	*i = k + 1;
	return LF_OK;
}

/* Split the fields after the kind's word, from line[i], into fields[],
 * each at most once and known by names[]; text values are quoted,
 * others printable ASCII. */
static enum lf_status
split_fields(const char *line, size_t len, size_t i,
    const char *const *names, int count, struct field *fields,
    struct lf_error *err)
{
	size_t start, eq;
	enum lf_status st;
	int f;

	for (f = 0; f < count; f++)
		fields[f].text = NULL;
	for (;;) {
		while (i < len && lf_is_blank(line[i]))
			i++;
		if (i == len)
			return LF_OK;
		start = i;
		while (i < len && line[i] >= 'a' && line[i] <= 'z')
			i++;
		if (i == len || line[i] != '=' || i == start)
			return lf_error_set(err, LF_EINVAL, (int)start + 1,
			    "a header field is of the form key=value");
		eq = i++;
		if ((f = lf_field_index(names, count, line + start,
		    eq - start)) < 0)
			return lf_error_set(err, LF_EINVAL, (int)start + 1,
			    "unknown field '%.*s'", (int)(eq - start > 20 ? 20 :
			    eq - start), line + start);
		if (fields[f].text != NULL)
			return lf_error_set(err, LF_EINVAL, (int)start + 1,
			    "field '%s' appears twice (first at column %d)",
			    names[f], fields[f].key_column);
		fields[f].key_column = (int)start + 1;
		fields[f].column = (int)i + 1;
		fields[f].quoted = i < len && line[i] == '"';
		if (fields[f].quoted) {
			if ((st = scan_text(line, len, &i, err)) != LF_OK)
				return st;
			fields[f].text = line + eq + 2;
			fields[f].len = i - eq - 3;
		} else {
			for (; i < len && !lf_is_blank(line[i]); i++)
				if ((unsigned char)line[i] < 0x21 ||
				    (unsigned char)line[i] >= 0x7f)
					return lf_error_set(err, LF_EINVAL,
					    (int)i + 1, "field '%s': a byte "
					    "outside printable ASCII (text is "
					    "written in double quotes)",
					    names[f]);
			fields[f].text = line + eq + 1;
			fields[f].len = i - eq - 1;
		}
		if (fields[f].len == 0)
			return lf_error_set(err, LF_EINVAL, fields[f].column,
			    "field '%s' has an empty value", names[f]);
	}
}

/* Parse a number field, which must not be quoted. */
static enum lf_status
number_field(const struct field *fd, const char *name, long min, long max,
    long *out, struct lf_error *err)
{
	if (fd->quoted)
		return lf_error_set(err, LF_EINVAL, fd->column, "field '%s' "
		    "is a number, not text in quotes", name);
	return lf_number_parse(fd->text, fd->len, fd->column, min, max,
	    name, out, err);
}

/* Parse a time field in seconds, with up to three decimals, into
 * milliseconds; only an increment may be 0. */
static enum lf_status
seconds_field(const struct field *fd, const char *name, long *ms,
    struct lf_error *err)
{
	size_t whole = 0, k;
	enum lf_status st;
	long s, frac = 0;

	while (whole < fd->len && fd->text[whole] != '.')
		whole++;
	if (fd->quoted)
		return lf_error_set(err, LF_EINVAL, fd->column, "field '%s' "
		    "is a number, not text in quotes", name);
	if ((st = lf_number_parse(fd->text, whole, fd->column, 0, MAX_SECONDS,
	    name, &s, err)) != LF_OK)
		return st;
	if (whole < fd->len) {
		k = fd->len - whole - 1;
		if (k == 0 || k > 3 || fd->text[fd->len - 1] == '0')
			return lf_error_set(err, LF_EINVAL, fd->column +
			    (int)whole, "field '%s': seconds have one to three "
			    "decimals, the last not 0", name);
		for (k = whole + 1; k < whole + 4; k++) {
			if (k < fd->len && (fd->text[k] < '0' ||
			    fd->text[k] > '9'))
				return lf_error_set(err, LF_EINVAL,
				    fd->column + (int)k, "field '%s': a "
				    "decimal "
				    "is a digit", name);
			frac = frac * 10 +
			    (k < fd->len ? fd->text[k] - '0' : 0);
		}
		if (s == MAX_SECONDS)
			return lf_error_set(err, LF_EINVAL, fd->column, "field "
			    "'%s': more than %ld seconds", name, MAX_SECONDS);
	}
	if (s == 0 && frac == 0 && strcmp(name, "increment") != 0)
		return lf_error_set(err, LF_EINVAL, fd->column, "field '%s': "
		    "0 seconds (leave the field out instead)", name);
	*ms = s * 1000 + frac;
	return LF_OK;
}

/* Copy the text of a quoted field into out, of size bytes, without its
 * escapes and shown by the rule for text from outside. */
static enum lf_status
text_field(const struct field *fd, const char *name, char *out, size_t size,
    struct lf_error *err)
{
	size_t i, n = 0;

	if (!fd->quoted)
		return lf_error_set(err, LF_EINVAL, fd->column, "field '%s' is "
		    "text, in double quotes", name);
	for (i = 0; i < fd->len; i++) {
		if (fd->text[i] == '\\')
			i++;
		if (n + 1 == size)
			return lf_error_set(err, LF_ELIMIT, fd->column,
			    "field '%s': longer than %zu bytes", name,
			    size - 1);
		out[n++] = fd->text[i];
	}
	out[n] = '\0';
	lf_text_clean(out);
	return LF_OK;
}

/* Take in a game line's fields. */
static enum lf_status
parse_game(const struct field *fields, size_t len, struct lf_header *h,
    struct lf_error *err)
{
	struct lf_header tmp = *h;
	enum lf_status st;

	if (h->game != 0)
		return lf_error_set(err, LF_EINVAL, 1,
		    "a second game line in the header");
	if (fields[G_NUMBER].text == NULL)
		return lf_error_set(err, LF_EINVAL, (int)len + 1,
		    "missing field 'number' (of the game)");
	if ((st = number_field(&fields[G_NUMBER], "number", 1, LF_MAX_NUMBER,
	    &tmp.game, err)) != LF_OK)
		return st;
	if (fields[G_ROUND].text != NULL && (st = number_field(
	    &fields[G_ROUND], "round", 1, LF_MAX_NUMBER, &tmp.round, err)) !=
	    LF_OK)
		return st;
	if (fields[G_START].text != NULL && (st = number_field(
	    &fields[G_START], "start", 1, LF_MAX_NUMBER, &tmp.start, err)) !=
	    LF_OK)
		return st;
	if (fields[G_SEED].text != NULL) {
		if (fields[G_SEED].quoted)
			return lf_error_set(err, LF_EINVAL,
			    fields[G_SEED].column, "field 'seed' is a number, "
			    "not text in quotes");
		if ((st = lf_number_parse_u64(fields[G_SEED].text,
		    fields[G_SEED].len, fields[G_SEED].column, 0, UINT64_MAX,
		    "seed", &tmp.seed, err)) != LF_OK)
			return st;
		tmp.seeded = 1;
	}
	h->game = tmp.game;
	h->round = tmp.round;
	h->start = tmp.start;
	h->seeded = tmp.seeded;
	h->seed = tmp.seed;
	return LF_OK;
}

/* Take in a seat line's fields. */
static enum lf_status
parse_seat(const struct field *fields, size_t len, struct lf_header *h,
    struct lf_error *err)
{
	struct lf_seat seat;
	enum lf_status st;
	long n;

	memset(&seat, 0, sizeof seat);
	seat.bot = -1;
	if (fields[S_PLAYER].text == NULL)
		return lf_error_set(err, LF_EINVAL, (int)len + 1,
		    "missing field 'player' (whose seat it is)");
	if ((st = number_field(&fields[S_PLAYER], "player", 1, LF_MAX_PLAYERS,
	    &n, err)) != LF_OK)
		return st;
	seat.player = (int)n - 1;
	if (h->seat[seat.player].player >= 0)
		return lf_error_set(err, LF_EINVAL, fields[S_PLAYER].column,
		    "a second seat line for player %ld", n);
	if (fields[S_BOT].text != NULL) {
		if ((st = number_field(&fields[S_BOT], "bot", 1,
		    LF_MAX_PLAYERS, &n, err)) != LF_OK)
			return st;
		seat.bot = (int)n - 1;
	}
	if (fields[S_INCREMENT].text != NULL && fields[S_CLOCK].text == NULL)
		return lf_error_set(err, LF_EINVAL,
		    fields[S_INCREMENT].key_column,
		    "field 'increment' goes only with 'clock'");
	if ((fields[S_TIME].text != NULL && (st = seconds_field(
	    &fields[S_TIME], "time", &seat.time_ms, err)) != LF_OK) ||
	    (fields[S_CLOCK].text != NULL && (st = seconds_field(
	    &fields[S_CLOCK], "clock", &seat.clock_ms, err)) != LF_OK) ||
	    (fields[S_INCREMENT].text != NULL && (st = seconds_field(
	    &fields[S_INCREMENT], "increment", &seat.increment_ms, err)) !=
	    LF_OK) ||
	    (fields[S_NAME].text != NULL && (st = text_field(&fields[S_NAME],
	    "name", seat.name, sizeof seat.name, err)) != LF_OK) ||
	    (fields[S_COMMAND].text != NULL && (st = text_field(
	    &fields[S_COMMAND], "command", seat.command, sizeof seat.command,
	    err)) != LF_OK))
		return st;
	h->seat[seat.player] = seat;
	return LF_OK;
}

/* Parse one header line (without its newline; a trailing CR is allowed)
 * and add what it says to *h: the game line once, a seat line once per
 * player.  On failure *h is untouched and err names the column. */
enum lf_status
lf_header_parse(const char *line, size_t len, struct lf_header *h,
    struct lf_error *err)
{
	struct field fields[(int)S_COUNT > (int)G_COUNT ? S_COUNT : G_COUNT];
	size_t i, start;
	enum kind kind;
	enum lf_status st;

	if (len > 0 && line[len - 1] == '\r')
		len--;
	if (len > LF_MAX_LINE)
		return lf_error_set(err, LF_ELIMIT, LF_MAX_LINE + 1,
		    "line longer than %d bytes", LF_MAX_LINE);
	if ((i = header_start(line, len)) == len)
		return lf_error_set(err, LF_EINVAL, 1,
		    "a header line starts with '#:'");
	for (i += 2; i < len && lf_is_blank(line[i]); i++)
		;
	for (start = i; i < len && !lf_is_blank(line[i]); i++)
		;
	if (i - start == 4 && memcmp(line + start, "game", 4) == 0)
		kind = K_GAME;
	else if (i - start == 4 && memcmp(line + start, "seat", 4) == 0)
		kind = K_SEAT;
	else
		return lf_error_set(err, LF_EINVAL, (int)start + 1,
		    "a header line is a 'game' or a 'seat' line");
	if (kind == K_GAME) {
		if ((st = split_fields(line, len, i, game_names, G_COUNT,
		    fields, err)) != LF_OK)
			return st;
		return parse_game(fields, len, h, err);
	}
	if ((st = split_fields(line, len, i, seat_names, S_COUNT, fields,
	    err)) != LF_OK)
		return st;
	return parse_seat(fields, len, h, err);
}

/* Write seconds given in milliseconds as a decimal number without
 * trailing zeros ("10", "0.5", "1.25"), whatever the locale; a negative
 * time, or a buffer too small for the whole number, is refused with ""
 * in out. */
enum lf_status
lf_format_seconds(long ms, char *out, size_t size, struct lf_error *err)
{
	long whole = ms / 1000, frac = ms % 1000;
	int n;

	if (size > 0)
		out[0] = '\0';
	if (ms < 0)
		return lf_error_set(err, LF_EINVAL, 0,
		    "a time of %ld ms is negative", ms);
	if (frac == 0)
		n = snprintf(out, size, "%ld", whole);
	else if (frac % 100 == 0)
		n = snprintf(out, size, "%ld.%ld", whole, frac / 100);
	else if (frac % 10 == 0)
		n = snprintf(out, size, "%ld.%02ld", whole, frac / 10);
	else
		n = snprintf(out, size, "%ld.%03ld", whole, frac);
	if (n < 0 || (size_t)n >= size) {
		if (size > 0)
			out[0] = '\0';
		return lf_error_set(err, LF_EINVAL, 0, "%zu bytes cannot hold "
		    "%ld ms in seconds and a NUL", size, ms);
	}
	return LF_OK;
}

/* Append seconds from milliseconds, as few decimals as they need. */
static void
add_seconds(struct lf_buf *out, long ms)
{
	char text[32];

	lf_format_seconds(ms, text, sizeof text, NULL);
	lf_buf_puts(out, text);
}

/* Append text in double quotes, shown by the rule for text from outside,
 * with '"' and '\' escaped. */
static void
add_text(struct lf_buf *out, const char *key, const char *text)
{
	struct lf_buf shown;
	size_t i;

	lf_buf_init(&shown);
	lf_text_add(&shown, text, strlen(text), (size_t)-1);
	lf_buf_printf(out, " %s=\"", key);
	for (i = 0; i < shown.len; i++) {
		if (shown.data[i] == '"' || shown.data[i] == '\\')
			lf_buf_add(out, "\\", 1);
		lf_buf_add(out, shown.data + i, 1);
	}
	lf_buf_add(out, "\"", 1);
	if (shown.failed)
		out->failed = 1;
	lf_buf_free(&shown);
}

/* Refuse a header that no header lines could say: what a hand-made
 * struct lf_header could hold. */
static enum lf_status
header_valid(const struct lf_header *h, struct lf_error *err)
{
	const struct lf_seat *s;
	int p;

	if (h->game < 0 || h->game > LF_MAX_NUMBER || h->round < 0 ||
	    h->round > LF_MAX_NUMBER || h->start < 0 ||
	    h->start > LF_MAX_NUMBER)
		return lf_error_set(err, LF_EINVAL, 0, "a game number, round "
		    "or start out of range (1 to %ld)", LF_MAX_NUMBER);
	if (h->game == 0 && (h->round != 0 || h->start != 0 || h->seeded))
		return lf_error_set(err, LF_EINVAL, 0, "a round, start or seed "
		    "without the game's number");
	for (p = 0; p < LF_MAX_PLAYERS; p++) {
		s = &h->seat[p];
		if (s->player < 0)
			continue;
		if (s->player != p)
			return lf_error_set(err, LF_EINVAL, 0, "seat %d says "
			    "it is player %d's", p + 1, s->player + 1);
		if (s->bot < -1 || s->bot >= LF_MAX_PLAYERS)
			return lf_error_set(err, LF_EINVAL, 0, "player %d's "
			    "bot %d is out of range (1 to %d)", p + 1,
			    s->bot + 1, LF_MAX_PLAYERS);
		if (s->time_ms < 0 || s->time_ms > MAX_SECONDS * 1000 ||
		    s->clock_ms < 0 || s->clock_ms > MAX_SECONDS * 1000 ||
		    s->increment_ms < 0 ||
		    s->increment_ms > MAX_SECONDS * 1000)
			return lf_error_set(err, LF_EINVAL, 0, "player %d's "
			    "times are out of range (0 to %ld s)", p + 1,
			    MAX_SECONDS);
		if (s->clock_ms == 0 && s->increment_ms != 0)
			return lf_error_set(err, LF_EINVAL, 0, "player %d has "
			    "an "
			    "increment but no clock", p + 1);
		if (memchr(s->name, '\0', sizeof s->name) == NULL ||
		    memchr(s->command, '\0', sizeof s->command) == NULL)
			return lf_error_set(err, LF_ELIMIT, 0, "player %d's "
			    "name "
			    "or command is longer than %d or %d bytes", p + 1,
			    LF_MAX_NAME, LF_MAX_COMMAND);
	}
	return LF_OK;
}

/* Append the header's lines in canonical form, each ended by a newline:
 * the game line, when the header has one, then a seat line for each
 * player that has a seat, in order. */
enum lf_status
lf_header_format(const struct lf_header *h, struct lf_buf *out,
    struct lf_error *err)
{
	const struct lf_seat *s;
	enum lf_status st;
	int p;

	if ((st = header_valid(h, err)) != LF_OK)
		return st;
	if (h->game != 0) {
		lf_buf_printf(out, "#: game number=%ld", h->game);
		if (h->round != 0)
			lf_buf_printf(out, " round=%ld", h->round);
		if (h->seeded)
			lf_buf_printf(out, " seed=%llu",
			    (unsigned long long)h->seed);
		if (h->start != 0)
			lf_buf_printf(out, " start=%ld", h->start);
		lf_buf_add(out, "\n", 1);
	}
	for (p = 0; p < LF_MAX_PLAYERS; p++) {
		s = &h->seat[p];
		if (s->player < 0)
			continue;
		lf_buf_printf(out, "#: seat player=%d", p + 1);
		if (s->bot >= 0)
			lf_buf_printf(out, " bot=%d", s->bot + 1);
		if (s->name[0] != '\0')
			add_text(out, "name", s->name);
		if (s->time_ms != 0) {
			lf_buf_puts(out, " time=");
			add_seconds(out, s->time_ms);
		}
		if (s->clock_ms != 0) {
			lf_buf_puts(out, " clock=");
			add_seconds(out, s->clock_ms);
			lf_buf_puts(out, " increment=");
			add_seconds(out, s->increment_ms);
		}
		if (s->command[0] != '\0')
			add_text(out, "command", s->command);
		lf_buf_add(out, "\n", 1);
	}
	return lf_buf_status(out, err);
}

/* Read a number of the comments of 0.1 at *p, from 1 to max, advancing
 * *p; 0 when there is none there. */
static long
old_number(const char **p, const char *end, long max)
{
	uint64_t n;
	size_t len = 0;

	while (*p + len < end && (*p)[len] >= '0' && (*p)[len] <= '9')
		len++;
	if (lf_number_parse_u64(*p, len, 0, 1, (uint64_t)max, "", &n,
	    NULL) != LF_OK)
		return 0;
	*p += len;
	return (long)n;
}

/* Whether the text at p, before end, starts with word. */
static int
old_word(const char **p, const char *end, const char *word)
{
	size_t n = strlen(word);

	if ((size_t)(end - *p) < n || memcmp(*p, word, n) != 0)
		return 0;
	*p += n;
	return 1;
}

/* Make a header of 0.1 that says nothing. */
void
lf_header_old_init(struct lf_old_header *old)
{
	lf_header_init(&old->h);
	memset(old->name, 0, sizeof old->name);
	old->lines = 0;
}

/* Take in "# game G[ round=R] seed=S" or "... start=K" of 0.1, which
 * starts a header anew. */
static int
old_game(const char *p, const char *end, struct lf_old_header *old)
{
	struct lf_header tmp;
	const char *q;
	size_t len;

	lf_header_init(&tmp);
	if ((tmp.game = old_number(&p, end, LF_MAX_NUMBER)) == 0)
		return 0;
	if (old_word(&p, end, " round=") &&
	    (tmp.round = old_number(&p, end, LF_MAX_NUMBER)) == 0)
		return 0;
	if (old_word(&p, end, " start=")) {
		if ((tmp.start = old_number(&p, end, LF_MAX_NUMBER)) == 0)
			return 0;
	} else if (old_word(&p, end, " seed=")) {
		for (q = p; q < end && *q >= '0' && *q <= '9'; q++)
			;
		len = (size_t)(q - p);
		if (lf_number_parse_u64(p, len, 0, 0, UINT64_MAX, "", &tmp.seed,
		    NULL) != LF_OK)
			return 0;
		tmp.seeded = 1;
		p = q;
	}
	if (p != end)
		return 0;
	lf_header_old_init(old);
	old->h = tmp;
	return 2;
}

/* Take in "# player P: bot B: COMMAND" of 0.1; a longer command than a
 * seat holds is cut, with "...". */
static int
old_player(const char *p, const char *end, struct lf_header *h)
{
	struct lf_seat *s;
	struct lf_buf shown;
	long player, bot;

	if ((player = old_number(&p, end, LF_MAX_PLAYERS)) == 0 ||
	    !old_word(&p, end, ": bot ") ||
	    (bot = old_number(&p, end, LF_MAX_PLAYERS)) == 0 ||
	    !old_word(&p, end, ": "))
		return 0;
	lf_buf_init(&shown);
	lf_text_add(&shown, p, (size_t)(end - p), LF_MAX_COMMAND - 3);
	if (shown.failed) {
		lf_buf_free(&shown);
		return 0;
	}
	s = &h->seat[player - 1];
	s->player = (int)player - 1;
	s->bot = (int)bot - 1;
	memcpy(s->command, shown.data != NULL ? shown.data : "", shown.len);
	s->command[shown.len] = '\0';
	lf_buf_free(&shown);
	return 1;
}

/* Take in "# name B: NAME" of 0.1, kept by bot until the position line
 * says which seats the bot has. */
static int
old_name(const char *p, const char *end, struct lf_old_header *old)
{
	long bot;
	size_t len;

	if ((bot = old_number(&p, end, LF_MAX_PLAYERS)) == 0 ||
	    !old_word(&p, end, ": "))
		return 0;
	len = (size_t)(end - p);
	if (len == 0 || len > LF_MAX_NAME)
		return 0;
	memcpy(old->name[bot - 1], p, len);
	old->name[bot - 1][len] = '\0';
	lf_text_clean(old->name[bot - 1]);
	return 1;
}

/* Take in a comment that said in records of 0.1 which game it was and
 * who sat where: "# game ...", "# player ..." or "# name ..." as lf-play
 * 0.1 wrote them.  Return 2 for a game comment, which starts the header
 * anew, 1 for the others, 0 when the comment is none of them (*old
 * untouched: it is only a comment). */
int
lf_header_old_comment(const char *line, size_t len, struct lf_old_header *old)
{
	const char *p = line, *end = line + len;
	int taken = 0;

	if (len > 0 && end[-1] == '\r')
		end--;
	if (old_word(&p, end, "# game "))
		taken = old_game(p, end, old);
	else if (old_word(&p, end, "# player "))
		taken = old_player(p, end, &old->h);
	else if (old_word(&p, end, "# name "))
		taken = old_name(p, end, old);
	old->lines += taken != 0;
	return taken;
}

/* The header that the comments of 0.1 gave: each seat with the name of
 * its bot. */
void
lf_header_old_finish(const struct lf_old_header *old, struct lf_header *h)
{
	int p;

	*h = old->h;
	for (p = 0; p < LF_MAX_PLAYERS; p++)
		if (h->seat[p].player >= 0 && h->seat[p].bot >= 0)
			memcpy(h->seat[p].name, old->name[h->seat[p].bot],
			    sizeof h->seat[p].name);
}
