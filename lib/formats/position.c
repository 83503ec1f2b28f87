/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* position.c: the position line of leapfrog(5): a strict, locale-free
 * parser that names the field and column of any fault, and the formatter
 * that writes the canonical form. */
#include "config.h"

#include <string.h>

#include "leapfrog.h"
#include "board_int.h"
#include "buf_int.h"
#include "number_int.h"
#include "position_int.h"
#include "text_int.h"

/* The fields after the tag, in canonical order. */
enum field {
	F_VARIANT, F_PLAYERS, F_JUMPS, F_CHAIN, F_OPENING, F_REMOVAL,
	F_TURN, F_PLY, F_SCORE, F_BOARD, F_COUNT
};

static const char *const field_names[F_COUNT] = {
	"variant", "players", "jumps", "chain", "opening", "removal",
	"turn", "ply", "score", "board"
};

/* Whether c separates fields. */
int
lf_is_blank(char c)
{
	return c == ' ' || c == '\t';
}

/* Whether a number of the field name has a leading zero, which the
 * lines refuse (err says so). */
static int
leading_zero(const char *text, size_t len, int column, const char *name,
    struct lf_error *err)
{
	if (len > 1 && text[0] == '0' && lf_number_digits(text, len) == len) {
		lf_error_set(err, LF_EINVAL, column,
		    "field '%s': number '%.*s' has a leading zero", name,
		    (int)(len > 20 ? 20 : len), text);
		return 1;
	}
	return 0;
}

/* Parse a decimal number with no sign and no leading zero that lies in
 * [min, max] with lf_number_long(); name is the field, for the message. */
enum lf_status
lf_number_parse(const char *text, size_t len, int column, long min, long max,
    const char *name, long *out, struct lf_error *err)
{
	struct lf_error e;

	if (leading_zero(text, len, column, name, err))
		return LF_EINVAL;
	lf_error_clear(&e);
	if (lf_number_long(text, len, min, max, out, &e) != LF_OK)
		return lf_error_set(err, e.status, column + e.column - 1,
		    "field '%s': %s", name, e.message);
	return LF_OK;
}

/* The same for a number up to 2^64 - 1 (a seed), with lf_number_u64(). */
enum lf_status
lf_number_parse_u64(const char *text, size_t len, int column, uint64_t min,
    uint64_t max, const char *name, uint64_t *out, struct lf_error *err)
{
	struct lf_error e;

	if (leading_zero(text, len, column, name, err))
		return LF_EINVAL;
	lf_error_clear(&e);
	if (lf_number_u64(text, len, min, max, out, &e) != LF_OK)
		return lf_error_set(err, e.status, column + e.column - 1,
		    "field '%s': %s", name, e.message);
	return LF_OK;
}

/* Parse a field whose value is a rule or variant name; the library's
 * message says what the field accepts. */
static enum lf_status
parse_name(const struct lf_span *sp, enum field f, int *out,
    struct lf_error *err)
{
	struct lf_error e;
	enum lf_status st;
	enum lf_variant v = LF_TRADITIONAL;
	enum lf_jumps j = LF_JUMPS_ORTH;
	enum lf_chain c = LF_CHAIN_FREE;
	enum lf_opening o = LF_OPENING_EACH;
	enum lf_removal r = LF_REMOVAL_ANY;
	int value;

	switch (f) {
	case F_VARIANT:
		st = lf_variant_parse(sp->text, sp->len, &v, &e);
		value = (int)v;
		break;
	case F_JUMPS:
		st = lf_jumps_parse(sp->text, sp->len, &j, &e);
		value = (int)j;
		break;
	case F_CHAIN:
		st = lf_chain_parse(sp->text, sp->len, &c, &e);
		value = (int)c;
		break;
	case F_OPENING:
		st = lf_opening_parse(sp->text, sp->len, &o, &e);
		value = (int)o;
		break;
	case F_REMOVAL:
		st = lf_removal_parse(sp->text, sp->len, &r, &e);
		value = (int)r;
		break;
	default:
		st = lf_error_set(&e, LF_EINVAL, 1, "not a name");
		value = 0;
		break;
	}
	if (st == LF_OK) {
		*out = value;
		return LF_OK;
	}
	return lf_error_set(err, st, sp->column, "field '%s': %s",
	    field_names[f], e.message);
}

/* Parse the comma-separated scores, one per player. */
static enum lf_status
parse_scores(const struct lf_span *sp, struct lf_position *pos,
    struct lf_error *err)
{
	size_t i = 0, start;
	int n = 0;
	enum lf_status st;

	for (;;) {
		start = i;
		while (i < sp->len && sp->text[i] != ',')
			i++;
		if (n == pos->rules.players)
			return lf_error_set(err, LF_EINVAL,
			    sp->column + (int)start,
			    "field 'score': more scores than the %d players",
			    pos->rules.players);
		st = lf_number_parse(sp->text + start, i - start,
		    sp->column + (int)start, 0, LF_MAX_NUMBER, "score",
		    &pos->score[n], err);
		if (st != LF_OK)
			return st;
		n++;
		if (i == sp->len)
			break;
		i++; /* the comma */
	}
	if (n < pos->rules.players)
		return lf_error_set(err, LF_EINVAL, sp->column + (int)sp->len,
		    "field 'score': %d score%s for %d players", n,
		    n == 1 ? "" : "s", pos->rules.players);
	return LF_OK;
}

/* Parse the board rows into pos->priv.cell, which must start all LF_OFF. */
static enum lf_status
parse_board(const struct lf_span *sp, struct lf_position *pos,
    struct lf_error *err)
{
	int row = 0, col = 0, width = -1, cells = 0;
	size_t i;
	char b[8];

	for (i = 0; i <= sp->len; i++) {
		int column = sp->column + (int)i;
		char c = i < sp->len ? sp->text[i] : '/';

		if (c == '/') {
			if (col == 0)
				return lf_error_set(err, LF_EINVAL, column,
				    "field 'board': row %d is empty", row + 1);
			if (width < 0)
				width = col;
			else if (col != width)
				return lf_error_set(err, LF_EINVAL, column,
				    "field 'board': row %d has %d cells, "
				    "row 1 has %d", row + 1, col, width);
			row++;
			col = 0;
			continue;
		}
		if (row >= LF_MAX_HEIGHT)
			return lf_error_set(err, LF_ELIMIT, column,
			    "field 'board': more than %d rows", LF_MAX_HEIGHT);
		if (col >= LF_MAX_WIDTH)
			return lf_error_set(err, LF_ELIMIT, column,
			    "field 'board': row %d is longer than %d cells",
			    row + 1, LF_MAX_WIDTH);
		if (width >= 0 && col >= width)
			return lf_error_set(err, LF_EINVAL, column,
			    "field 'board': row %d is longer than row 1 "
			    "(%d cells)", row + 1, width);
		if (c == '.')
			pos->priv.cell[lf_cell_at(col, row)] = LF_EMPTY;
		else if (c >= '1' && c <= '9')
			pos->priv.cell[lf_cell_at(col, row)] =
			    (unsigned char)(c - '0');
		else if (c != '#')
			return lf_error_set(err, LF_EINVAL, column,
			    "field 'board': unexpected %s in row %d (a cell "
			    "is '.', '#' or a digit 1-9)",
			    lf_text_byte((unsigned char)c, b), row + 1);
		if (c != '#')
			cells++;
		col++;
	}
	if (cells == 0)
		return lf_error_set(err, LF_EINVAL, sp->column,
		    "field 'board': the board has no cell");
	pos->width = width;
	pos->height = row;
	return LF_OK;
}

/* The index of the key of len bytes at key among the count names, or -1
 * when it is none of them. */
int
lf_field_index(const char *const *names, int count, const char *key,
    size_t len)
{
	int f;

	for (f = 0; f < count; f++)
		if (strlen(names[f]) == len && memcmp(names[f], key, len) == 0)
			return f;
	return -1;
}

/* Split a line into its tag, which tag() judges, and key=value fields
 * named in names[], checking that each appears at most once; an absent
 * field's span has a NULL text.  what names the line in messages. */
enum lf_status
lf_fields_split(const char *line, size_t len, const char *what,
    enum lf_status (*tag)(const char *text, size_t len, int column,
    struct lf_error *err), const char *const *names, int count,
    struct lf_span *spans, struct lf_error *err)
{
	size_t i = 0, start, eq;
	int f, tag_seen = 0;
	enum lf_status st;
	char b[8];

	for (f = 0; f < count; f++)
		spans[f].text = NULL;
	for (;;) {
		while (i < len && lf_is_blank(line[i]))
			i++;
		if (i == len)
			break;
		start = i;
		eq = 0;
		while (i < len && !lf_is_blank(line[i])) {
			unsigned char c = (unsigned char)line[i];
			if (c < 0x20 || c >= 0x7f)
				return lf_error_set(err, LF_EINVAL, (int)i + 1,
				    "unexpected byte %s (a %s is printable "
				    "ASCII)", lf_text_byte(c, b), what);
			if (c == '=' && eq == 0)
				eq = i;
			i++;
		}
		if (!tag_seen) {
			st = tag(line + start, i - start, (int)start + 1, err);
			if (st != LF_OK)
				return st;
			tag_seen = 1;
			continue;
		}
		if (eq == 0)
			return lf_error_set(err, LF_EINVAL, (int)start + 1,
			    "field '%.*s' is not of the form key=value",
			    (int)(i - start > 20 ? 20 : i - start),
			    line + start);
		if ((f = lf_field_index(names, count, line + start,
		    eq - start)) < 0)
			return lf_error_set(err, LF_EINVAL, (int)start + 1,
			    "unknown field '%.*s'",
			    (int)(eq - start > 20 ? 20 : eq - start),
			    line + start);
		if (spans[f].text != NULL)
			return lf_error_set(err, LF_EINVAL, (int)start + 1,
			    "field '%s' appears twice (first at column %d)",
			    names[f], spans[f].key_column);
		spans[f].text = line + eq + 1;
		spans[f].len = i - eq - 1;
		spans[f].column = (int)eq + 2;
		spans[f].key_column = (int)start + 1;
		if (spans[f].len == 0)
			return lf_error_set(err, LF_EINVAL, (int)eq + 2,
			    "field '%s' has an empty value", names[f]);
	}
	if (!tag_seen)
		return lf_error_set(err, LF_EINVAL, 1, "empty %s", what);
	return LF_OK;
}

/* Judge the tag of a position line: "lf1", or another version named. */
static enum lf_status
position_tag(const char *text, size_t len, int column, struct lf_error *err)
{
	if (len == 3 && memcmp(text, "lf1", 3) == 0)
		return LF_OK;
	if (len > 2 && memcmp(text, "lf", 2) == 0 && text[2] >= '0' &&
	    text[2] <= '9')
		return lf_error_set(err, LF_EINVAL, column,
		    "unsupported format version '%.*s' (this reader knows "
		    "lf1)", (int)(len > 12 ? 12 : len), text);
	return lf_error_set(err, LF_EINVAL, column,
	    "a position line starts with the tag 'lf1'");
}

/* Split a position line into its fields, checking that each appears
 * exactly once. */
static enum lf_status
split_fields(const char *line, size_t len, struct lf_span spans[F_COUNT],
    struct lf_error *err)
{
	enum lf_status st;
	int f;

	st = lf_fields_split(line, len, "position line", position_tag,
	    field_names, F_COUNT, spans, err);
	if (st != LF_OK)
		return st;
	for (f = 0; f < F_COUNT; f++)
		if (spans[f].text == NULL)
			return lf_error_set(err, LF_EINVAL, (int)len + 1,
			    "missing field '%s'", field_names[f]);
	return LF_OK;
}

/* Parse one position line (without its newline; a trailing CR is allowed)
 * into *pos.  On failure *pos is left untouched and err names the field
 * and column. */
enum lf_status
lf_position_parse(const char *line, size_t len, struct lf_position *pos,
    struct lf_error *err)
{
	static struct lf_position tmp_zero;
	struct lf_position tmp = tmp_zero;
	struct lf_span spans[F_COUNT];
	enum lf_status st;
	long n;
	int value;

	if (len > 0 && line[len - 1] == '\r')
		len--;
	if (len > LF_MAX_LINE)
		return lf_error_set(err, LF_ELIMIT, LF_MAX_LINE + 1,
		    "line longer than %d bytes", LF_MAX_LINE);
	st = split_fields(line, len, spans, err);
	if (st != LF_OK)
		return st;
	memset(tmp.priv.cell, LF_OFF, sizeof tmp.priv.cell);

	if ((st = parse_name(&spans[F_VARIANT], F_VARIANT, &value, err)) !=
	    LF_OK)
		return st;
	tmp.rules.variant = (enum lf_variant)value;
	st = lf_number_parse(spans[F_PLAYERS].text, spans[F_PLAYERS].len,
	    spans[F_PLAYERS].column, LF_MIN_PLAYERS, LF_MAX_PLAYERS,
	    "players", &n, err);
	if (st != LF_OK)
		return st;
	tmp.rules.players = (int)n;
	if ((st = parse_name(&spans[F_JUMPS], F_JUMPS, &value, err)) != LF_OK)
		return st;
	tmp.rules.jumps = (enum lf_jumps)value;
	if ((st = parse_name(&spans[F_CHAIN], F_CHAIN, &value, err)) != LF_OK)
		return st;
	tmp.rules.chain = (enum lf_chain)value;
	if ((st = parse_name(&spans[F_OPENING], F_OPENING, &value, err)) !=
	    LF_OK)
		return st;
	tmp.rules.opening = (enum lf_opening)value;
	if ((st = parse_name(&spans[F_REMOVAL], F_REMOVAL, &value, err)) !=
	    LF_OK)
		return st;
	tmp.rules.removal = (enum lf_removal)value;
	st = lf_number_parse(spans[F_TURN].text, spans[F_TURN].len,
	    spans[F_TURN].column, 1, tmp.rules.players, "turn", &n, err);
	if (st != LF_OK)
		return st;
	tmp.turn = (int)n - 1;
	st = lf_number_parse(spans[F_PLY].text, spans[F_PLY].len,
	    spans[F_PLY].column, 0, LF_MAX_NUMBER, "ply", &tmp.ply, err);
	if (st != LF_OK)
		return st;
	if ((st = parse_scores(&spans[F_SCORE], &tmp, err)) != LF_OK)
		return st;
	if ((st = parse_board(&spans[F_BOARD], &tmp, err)) != LF_OK)
		return st;
	lf_position_sync(&tmp);
	*pos = tmp;
	return LF_OK;
}

/* Append the canonical position line for pos, without a newline. */
enum lf_status
lf_position_format(const struct lf_position *pos, struct lf_buf *out,
    struct lf_error *err)
{
	char row[LF_MAX_WIDTH];
	int r, c, p;

	lf_buf_printf(out,
	    "lf1 variant=%s players=%d jumps=%s chain=%s opening=%s "
	    "removal=%s turn=%d ply=%ld score=",
	    lf_variant_name(pos->rules.variant), pos->rules.players,
	    lf_jumps_name(pos->rules.jumps), lf_chain_name(pos->rules.chain),
	    lf_opening_name(pos->rules.opening),
	    lf_removal_name(pos->rules.removal), pos->turn + 1, pos->ply);
	for (p = 0; p < pos->rules.players; p++)
		lf_buf_printf(out, p ? ",%ld" : "%ld", pos->score[p]);
	lf_buf_puts(out, " board=");
	for (r = 0; r < pos->height; r++) {
		for (c = 0; c < pos->width; c++) {
			int v = pos->priv.cell[lf_cell_at(c, r)];
			row[c] = v == LF_OFF ? '#' : v == LF_EMPTY ? '.' :
			    (char)('0' + v);
		}
		if (r > 0)
			lf_buf_add(out, "/", 1);
		lf_buf_add(out, row, (size_t)pos->width);
	}
	return lf_buf_status(out, err);
}

/* Whether a line is a position line: its first field is a format tag,
 * "lf" followed by digits (any version, so that a reader can reject an
 * unknown version by name rather than misread it as a move). */
int
lf_is_position_line(const char *line, size_t len)
{
	size_t i = 0, start;

	while (i < len && lf_is_blank(line[i]))
		i++;
	start = i;
	if (len - i < 3 || line[i] != 'l' || line[i + 1] != 'f')
		return 0;
	i += 2;
	while (i < len && line[i] >= '0' && line[i] <= '9')
		i++;
	if (i == start + 2)
		return 0;
	return i == len || lf_is_blank(line[i]) || line[i] == '\r';
}
