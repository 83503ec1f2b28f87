/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* record.c: how a game ended, the result line of a game record
 * (leapfrog(5)): its parser and canonical form, its agreement with the
 * final position, and the ranking and the words of the outcome, where a
 * player who forfeits or resigns loses whatever the scores. */
#include "config.h"

#include <string.h>

#include "leapfrog.h"
#include "buf_int.h"
#include "position_handle_int.h"
#include "position_int.h"
#include "record_int.h"
#include "score_int.h"

/* The fields after the tag, in canonical order. */
enum field { R_END, R_PLAYER, R_REASON, R_SCORE, R_COUNT };

static const char *const field_names[R_COUNT] = {
	"end", "player", "reason", "score"
};

static const char *const end_names[LF_END_COUNT] = {
	"over", "forfeit", "resign"
};

/* How each fault is told in the outcome: "player 2 forfeits on time". */
static const char *const fault_words[LF_BOT_FAULT_COUNT] = {
	"", "on time", "by exiting without a move",
	"by being killed without a move", "by writing no move",
	"by writing an incomplete line",
	"by writing a line that is not a move", "by an illegal move"
};

/* The name of how a game ended, as the result line writes it. */
const char *
lf_end_name(enum lf_end end)
{
	if ((int)end < 0 || end >= LF_END_COUNT)
		return "unknown";
	return end_names[end];
}

/* The short name of a fault, as the result line writes it (reason=) and
 * lf-play(1) records it. */
const char *
lf_bot_fault_name(enum lf_bot_fault fault)
{
	static const char *const names[LF_BOT_FAULT_COUNT] = {
		"ok", "timeout", "exit", "signal", "silence", "incomplete",
		"garbage", "illegal"
	};

	if ((int)fault < 0 || fault >= LF_BOT_FAULT_COUNT)
		return "unknown";
	return names[fault];
}

/* Whether a line is a result line: its first field is the word
 * "result", so that a reader can tell it from a move line before
 * parsing it. */
int
lf_is_result_line(const char *line, size_t len)
{
	size_t i = 0;

	while (i < len && lf_is_blank(line[i]))
		i++;
	if (len - i < 6 || memcmp(line + i, "result", 6) != 0)
		return 0;
	i += 6;
	return i == len || lf_is_blank(line[i]) || line[i] == '\r';
}

/* Refuse an ending that no result line could write, before reading its
 * scores: what a hand-made struct lf_ending could hold. */
static enum lf_status
ending_valid(const struct lf_ending *e, struct lf_error *err)
{
	if ((int)e->end < 0 || e->end >= LF_END_COUNT)
		return lf_error_set(err, LF_EINVAL, 0, "unknown end %d",
		    (int)e->end);
	if (e->players < LF_MIN_PLAYERS || e->players > LF_MAX_PLAYERS)
		return lf_error_set(err, LF_EINVAL, 0, "an ending of %d "
		    "players (expected %d to %d)", e->players, LF_MIN_PLAYERS,
		    LF_MAX_PLAYERS);
	if (e->end != LF_END_OVER &&
	    (e->player < 0 || e->player >= e->players))
		return lf_error_set(err, LF_EINVAL, 0, "player %d of %d %s "
		    "(players count from 0 here)", e->player, e->players,
		    e->end == LF_END_FORFEIT ? "cannot forfeit" :
		    "cannot resign");
	if (e->end == LF_END_FORFEIT && ((int)e->reason <= LF_BOT_OK ||
	    e->reason >= LF_BOT_FAULT_COUNT))
		return lf_error_set(err, LF_EINVAL, 0,
		    "a forfeit for reason %d, which is not a fault",
		    (int)e->reason);
	return LF_OK;
}

/* Set *e to the end of a game in pos: the scores are the position's.
 * An ending that no result line could write is refused, *e untouched. */
enum lf_status
lf_ending_init(struct lf_ending *e, const struct lf_position *pos,
    enum lf_end end, int player, enum lf_bot_fault reason,
    struct lf_error *err)
{
	struct lf_ending tmp;
	enum lf_status st;
	int i;

	memset(&tmp, 0, sizeof tmp);
	tmp.end = end;
	tmp.player = end == LF_END_OVER ? -1 : player;
	tmp.reason = end == LF_END_FORFEIT ? reason : LF_BOT_OK;
	tmp.players = pos->rules.players;
	if ((st = ending_valid(&tmp, err)) != LF_OK)
		return st;
	for (i = 0; i < tmp.players; i++)
		tmp.score[i] = pos->score[i];
	*e = tmp;
	return LF_OK;
}

/* Parse the value of a field that names one of a list of words. */
static int
parse_word(const struct lf_span *sp, const char *(*name)(int), int from,
    int count)
{
	int i;

	for (i = from; i < count; i++)
		if (strlen(name(i)) == sp->len &&
		    memcmp(name(i), sp->text, sp->len) == 0)
			return i;
	return -1;
}

/* lf_end_name and lf_bot_fault_name over int, for parse_word. */
static const char *
end_word(int i)
{
	return lf_end_name((enum lf_end)i);
}

static const char *
fault_word(int i)
{
	return lf_bot_fault_name((enum lf_bot_fault)i);
}

/* Parse the comma-separated scores: one per player, 2 to 16. */
static enum lf_status
parse_scores(const struct lf_span *sp, struct lf_ending *e,
    struct lf_error *err)
{
	size_t i = 0, start;
	enum lf_status st;

	e->players = 0;
	for (;;) {
		start = i;
		while (i < sp->len && sp->text[i] != ',')
			i++;
		if (e->players == LF_MAX_PLAYERS)
			return lf_error_set(err, LF_EINVAL,
			    sp->column + (int)start,
			    "field 'score': more than %d scores",
			    LF_MAX_PLAYERS);
		st = lf_number_parse(sp->text + start, i - start,
		    sp->column + (int)start, 0, LF_MAX_NUMBER, "score",
		    &e->score[e->players], err);
		if (st != LF_OK)
			return st;
		e->players++;
		if (i == sp->len)
			break;
		i++; /* the comma */
	}
	if (e->players < LF_MIN_PLAYERS)
		return lf_error_set(err, LF_EINVAL, sp->column,
		    "field 'score': one score, but a game has %d to %d "
		    "players", LF_MIN_PLAYERS, LF_MAX_PLAYERS);
	return LF_OK;
}

/* Judge the tag of a result line: the word "result". */
static enum lf_status
result_tag(const char *text, size_t len, int column, struct lf_error *err)
{
	if (len == 6 && memcmp(text, "result", 6) == 0)
		return LF_OK;
	return lf_error_set(err, LF_EINVAL, column,
	    "a result line starts with the word 'result'");
}

/* A field that must be there is missing. */
static enum lf_status
missing(size_t len, const char *name, const char *why,
    struct lf_error *err)
{
	return lf_error_set(err, LF_EINVAL, (int)len + 1,
	    "missing field '%s'%s", name, why);
}

/* Check the ending against the position it ends, with the columns of its
 * fields for the message (all 0 when not known). */
static enum lf_status
check_against(const struct lf_ending *e, const struct lf_position *pos,
    const int column[R_COUNT], struct lf_error *err)
{
	int i, over;

	if (e->players != pos->rules.players)
		return lf_error_set(err, LF_EINVAL, column[R_SCORE],
		    "field 'score': %d scores, but the game has %d players",
		    e->players, pos->rules.players);
	for (i = 0; i < e->players; i++)
		if (e->score[i] != pos->score[i])
			return lf_error_set(err, LF_EINVAL, column[R_SCORE],
			    "field 'score': player %d has %ld points here but "
			    "%ld in the position", i + 1, e->score[i],
			    pos->score[i]);
	over = lf_game_over(pos);
	if (e->end == LF_END_OVER && !over)
		return lf_error_set(err, LF_EINVAL, column[R_END],
		    "field 'end': end=over, but player %d can still move",
		    pos->turn + 1);
	if (e->end != LF_END_OVER && over)
		return lf_error_set(err, LF_EINVAL, column[R_END],
		    "field 'end': end=%s, but the game is over (no player "
		    "can move)", lf_end_name(e->end));
	return LF_OK;
}

/* Parse a result line into *e and, when pos is not NULL, check it
 * against the position the game ended in; *e is untouched on failure. */
enum lf_status
lf_ending_parse_for(const char *line, size_t len,
    const struct lf_position *pos, struct lf_ending *e,
    struct lf_error *err)
{
	struct lf_span spans[R_COUNT];
	struct lf_ending tmp;
	int column[R_COUNT], f, value;
	enum lf_status st;
	long n;

	if (len > 0 && line[len - 1] == '\r')
		len--;
	if (len > LF_MAX_LINE)
		return lf_error_set(err, LF_ELIMIT, LF_MAX_LINE + 1,
		    "line longer than %d bytes", LF_MAX_LINE);
	st = lf_fields_split(line, len, "result line", result_tag,
	    field_names, R_COUNT, spans, err);
	if (st != LF_OK)
		return st;
	memset(&tmp, 0, sizeof tmp);
	for (f = 0; f < R_COUNT; f++)
		column[f] = spans[f].text != NULL ? spans[f].column : 0;
	if (spans[R_END].text == NULL)
		return missing(len, "end", "", err);
	if ((value = parse_word(&spans[R_END], end_word, 0,
	    LF_END_COUNT)) < 0)
		return lf_error_set(err, LF_EINVAL, spans[R_END].column,
		    "field 'end': unknown value '%.*s' (expected over, "
		    "forfeit or resign)", (int)(spans[R_END].len > 20 ? 20 :
		    spans[R_END].len), spans[R_END].text);
	tmp.end = (enum lf_end)value;
	if (spans[R_SCORE].text == NULL)
		return missing(len, "score", "", err);
	if ((st = parse_scores(&spans[R_SCORE], &tmp, err)) != LF_OK)
		return st;
	tmp.player = -1;
	if (tmp.end == LF_END_OVER && spans[R_PLAYER].text != NULL)
		return lf_error_set(err, LF_EINVAL, spans[R_PLAYER].key_column,
		    "field 'player' does not go with end=over");
	if (tmp.end != LF_END_OVER) {
		if (spans[R_PLAYER].text == NULL)
			return missing(len, "player", tmp.end ==
			    LF_END_FORFEIT ? " (who forfeits)" :
			    " (who resigns)", err);
		st = lf_number_parse(spans[R_PLAYER].text,
		    spans[R_PLAYER].len, spans[R_PLAYER].column, 1,
		    tmp.players, "player", &n, err);
		if (st != LF_OK)
			return st;
		tmp.player = (int)n - 1;
	}
	tmp.reason = LF_BOT_OK;
	if (tmp.end != LF_END_FORFEIT && spans[R_REASON].text != NULL)
		return lf_error_set(err, LF_EINVAL, spans[R_REASON].key_column,
		    "field 'reason' goes only with end=forfeit");
	if (tmp.end == LF_END_FORFEIT) {
		if (spans[R_REASON].text == NULL)
			return missing(len, "reason", " (why the player "
			    "forfeits)", err);
		if ((value = parse_word(&spans[R_REASON], fault_word, 1,
		    LF_BOT_FAULT_COUNT)) < 0)
			return lf_error_set(err, LF_EINVAL,
			    spans[R_REASON].column, "field 'reason': unknown "
			    "value '%.*s' (expected timeout, exit, signal, "
			    "silence, incomplete, garbage or illegal)",
			    (int)(spans[R_REASON].len > 20 ? 20 :
			    spans[R_REASON].len), spans[R_REASON].text);
		tmp.reason = (enum lf_bot_fault)value;
	}
	if (pos != NULL && (st = check_against(&tmp, pos, column, err)) !=
	    LF_OK)
		return st;
	*e = tmp;
	return LF_OK;
}

/* Parse a result line (without its newline; a trailing CR is allowed)
 * into *e; on failure *e is untouched and err names the field and
 * column. */
enum lf_status
lf_ending_parse(const char *line, size_t len, struct lf_ending *e,
    struct lf_error *err)
{
	return lf_ending_parse_for(line, len, NULL, e, err);
}

/* Check that an ending agrees with the position the game ended in: the
 * same players and scores, and end=over exactly when nobody can move. */
enum lf_status
lf_ending_check(const struct lf_ending *e, const struct lf_position *pos,
    struct lf_error *err)
{
	static const int none[R_COUNT];
	enum lf_status st = ending_valid(e, err);

	if (st != LF_OK)
		return st;
	return check_against(e, pos, none, err);
}

/* Append the canonical result line, without a newline. */
enum lf_status
lf_ending_format(const struct lf_ending *e, struct lf_buf *out,
    struct lf_error *err)
{
	enum lf_status st = ending_valid(e, err);
	int i;

	if (st != LF_OK)
		return st;
	lf_buf_printf(out, "result end=%s", lf_end_name(e->end));
	if (e->end != LF_END_OVER)
		lf_buf_printf(out, " player=%d", e->player + 1);
	if (e->end == LF_END_FORFEIT)
		lf_buf_printf(out, " reason=%s", lf_bot_fault_name(e->reason));
	lf_buf_puts(out, " score=");
	for (i = 0; i < e->players; i++)
		lf_buf_printf(out, i ? ",%ld" : "%ld", e->score[i]);
	return lf_buf_status(out, err);
}

/* Fill res with the outcome of the ended game: the player who forfeited
 * or resigned ranks last and wins nothing; the others rank by score. */
enum lf_status
lf_ending_result(const struct lf_ending *e, struct lf_result *res,
    struct lf_error *err)
{
	enum lf_status st = ending_valid(e, err);

	if (st != LF_OK)
		return st;
	lf_rank_scores(e->players, e->score,
	    e->end == LF_END_OVER ? -1 : e->player, res);
	res->over = 1;
	return LF_OK;
}

/* Append the outcome as one line without its newline, as lf-score(1)
 * prints it: "game over: player 2 forfeits on time; player 1 wins". */
enum lf_status
lf_ending_describe(const struct lf_ending *e, struct lf_buf *out,
    struct lf_error *err)
{
	struct lf_result res;
	enum lf_status st = lf_ending_result(e, &res, err);

	if (st != LF_OK)
		return st;
	lf_buf_puts(out, "game over: ");
	if (e->end == LF_END_FORFEIT)
		lf_buf_printf(out, "player %d forfeits %s; ", e->player + 1,
		    (int)e->reason > 0 && e->reason < LF_BOT_FAULT_COUNT ?
		    fault_words[e->reason] : "");
	else if (e->end == LF_END_RESIGN)
		lf_buf_printf(out, "player %d resigns; ", e->player + 1);
	lf_winners_format(e->players, &res, out);
	if (e->end == LF_END_OVER)
		lf_buf_printf(out, " with %ld", res.best);
	return lf_buf_status(out, err);
}
