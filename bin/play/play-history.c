/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-history.c: the moves of a game so far, as written and as routes,
 * with who played each: what people are shown of the moves since they
 * last looked, what undo takes back (the position is made again from the
 * start), and what the record of a game that people play is written
 * from when the game ends. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "play.h"

/* Start the history of a game from its starting position. */
void
history_begin(struct history *h, const struct lf_position *start)
{
	memset(h, 0, sizeof *h);
	h->start = cli_position();
	lf_position_copy(h->start, start);
	lf_buf_init(&h->text);
}

/* Free what the history holds. */
void
history_free(struct history *h)
{
	lf_buf_free(&h->text);
	lf_position_free(h->start);
	h->start = NULL;
	free(h->played);
	free(h->square);
	h->played = NULL;
	h->square = NULL;
	h->count = h->cap = h->squares = h->square_cap = 0;
}

/* Make room in the array *items, of *cap items of size bytes each, for
 * need items, doubling it; exits when memory runs out, as the referee's
 * other tables do. */
static void
grow(void **items, size_t *cap, size_t need, size_t size)
{
	size_t n = *cap > 0 ? *cap : 64;
	void *grown;

	if (need <= *cap)
		return;
	while (n < need)
		n *= 2;
	if ((grown = realloc(*items, n * size)) == NULL)
		cli_die(EXIT_SYSTEM, "out of memory");
	*items = grown;
	*cap = n;
}

/* Add the move that player (0-based) played, as written and as its
 * route. */
void
history_add(struct history *h, int player, const char *text,
    const uint16_t *square, int length)
{
	struct played *p;
	void *items;

	items = h->played;
	grow(&items, &h->cap, h->count + 1, sizeof *h->played);
	h->played = items;
	items = h->square;
	grow(&items, &h->square_cap, h->squares + (size_t)length,
	    sizeof *h->square);
	h->square = items;
	p = &h->played[h->count++];
	p->player = player;
	p->text_at = h->text.len;
	p->square_at = h->squares;
	p->length = length;
	lf_buf_add(&h->text, text, strlen(text) + 1);
	if (h->text.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	memcpy(h->square + h->squares, square, (size_t)length *
	    sizeof *square);
	h->squares += (size_t)length;
}

/* The text of move i (0-based), as written in the record. */
const char *
history_text(const struct history *h, size_t i)
{
	return h->text.data + h->played[i].text_at;
}

/* The route of move i: its squares, board indices, into *square and
 * their number. */
int
history_route(const struct history *h, size_t i, const uint16_t **square)
{
	*square = h->square + h->played[i].square_at;
	return h->played[i].length;
}

/* The number of moves that player has played so far. */
size_t
history_moves_of(const struct history *h, int player)
{
	size_t i, n = 0;

	for (i = 0; i < h->count; i++)
		n += h->played[i].player == player;
	return n;
}

/* Take back the last move of player and every move after it, and make
 * *pos again: the position where player played it; append the moves
 * taken back to *taken, "a4-c4 (player 1), a3-c3 (player 2)".  Return
 * how many, 0 when player has not moved.  The moves shown to people
 * become those after player's move before that one, the replies to it,
 * so that they are shown again. */
size_t
history_undo(struct history *h, int player, struct lf_position *pos,
    struct lf_buf *taken)
{
	static struct lf_move *move; /* made once, kept */
	size_t i, keep = h->count, n;

	while (keep > 0 && h->played[keep - 1].player != player)
		keep--;
	if (keep == 0)
		return 0;
	keep--;
	for (i = keep; i < h->count; i++)
		lf_buf_printf(taken, "%s%.60s (player %d)", i > keep ? ", " :
		    "", history_text(h, i), h->played[i].player + 1);
	n = h->count - keep;
	h->count = keep;
	h->text.len = h->played[keep].text_at;
	h->text.data[h->text.len] = '\0';
	h->squares = h->played[keep].square_at;
	lf_position_copy(pos, h->start);
	if (move == NULL)
		move = cli_move();
	for (i = 0; i < keep; i++) {
		if (lf_move_set(move, h->square + h->played[i].square_at,
		    h->played[i].length, NULL) != LF_OK)
			cli_die(EXIT_SYSTEM, "out of memory");
		lf_apply_unchecked(pos, move, NULL);
	}
	h->shown = keep;
	while (h->shown > 0 && h->played[h->shown - 1].player != player)
		h->shown--;
	return n;
}
