/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/*
 * leapfrog.h: the public interface of libleapfrog, the library behind the
 * leapfrog toolkit for the Leap Frog game family (see libleapfrog(3)).
 *
 * The library never prints, never exits and never aborts on bad input.
 * One return convention (libleapfrog(3), DESCRIPTION): a function that can
 * fail returns an enum lf_status, LF_OK (0) on success, and takes a
 * struct lf_error *err last, which may always be NULL; only the buffer
 * appenders, whose one failure is LF_ENOMEM, and lf_error_set take none.
 * A function that returns anything else cannot fail.
 *
 * A pointer that a call only reads is const.  A position that is not
 * const is filled or changed by the call (lf_apply(), lf_position_parse(),
 * lf_playout()...), or, for move generation, perft and the searches,
 * changed while the call runs (moves made and unmade on it) and restored
 * before it returns, as their comments say.
 */
#ifndef LEAPFROG_H
#define LEAPFROG_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Limits.  Every limit is enforced with an error, never with a silent cut. */
#define LF_MAX_WIDTH 64   /* columns of a board */
#define LF_MAX_HEIGHT 64  /* rows of a board */
#define LF_MIN_PLAYERS 2
#define LF_MAX_PLAYERS 16
#define LF_MAX_VALUE 9    /* piece values are 1 to 9 */
#define LF_MAX_NUMBER 2147483647L /* largest ply or score in a line */
#define LF_MAX_LINE 65536 /* longest line a stream reader accepts */
#define LF_MAX_ROUTE 4096 /* squares in a route: more than any board allows */
#define LF_MAX_NAME 64      /* bytes of a seat's name in a record's header */
#define LF_MAX_COMMAND 1024 /* bytes of a seat's command in a record's header */

/* The steps within which a game reader (lf_game_new()) and lf-play's
 * referee check each move by default: a bound the same on every
 * machine, so that a record read on one reads on every one. */
#define LF_CHECK_STEPS 10000000

/* The search (lf_search_run()) and the Monte Carlo tree search
 * (lf_mcts_run()). */
#define LF_SEARCH_MAX_DEPTH 100 /* plies, the deepest iteration */
#define LF_SEARCH_MAX_LINES 16 /* best moves ranked exactly, at most */
#define LF_MCTS_EXPLORATION 0.7 /* the UCB1 constant by default */
#define LF_MCTS_PLIES 6         /* the moves of a playout by default */
#define LF_MCTS_TO_END (-1)     /* plies: play every game to its end */

/* What lf_cell() finds at a square: LF_EMPTY, a piece value 1..9, or
 * LF_OFF (no cell: outside the board's shape). */
#define LF_EMPTY 0
#define LF_OFF 0x80

enum lf_status {
	LF_OK = 0,
	LF_EINVAL, /* invalid input: a malformed line, an illegal move */
	LF_ELIMIT, /* input beyond a documented limit */
	LF_ENOMEM, /* out of memory */
	LF_ESYS,   /* a system or I/O error; errno is kept in the record */
	LF_EBUDGET, /* the call's budget ran out before it finished */
	LF_EINTR    /* a wait ended early because the caller asked */
};

/* Where and why a call failed; filled by every call that can fail. */
struct lf_error {
	enum lf_status status;
	int column;        /* 1-based column in the input line, 0 if none */
	int sys_errno;     /* errno for LF_ESYS, else 0 */
	char message[256]; /* lowercase, no column prefix, no newline */
};

enum lf_variant {
	LF_TRADITIONAL,
	LF_MURRAY,
	LF_FROGLET,
	LF_CAPTURE,
	LF_VARIANT_COUNT
};

enum lf_jumps { LF_JUMPS_ORTH, LF_JUMPS_DIAG8, LF_JUMPS_HEX, LF_JUMPS_COUNT };
enum lf_chain {
	LF_CHAIN_FREE, LF_CHAIN_CONTINUE, LF_CHAIN_MOST, LF_CHAIN_COUNT
};
enum lf_opening {
	LF_OPENING_EACH, LF_OPENING_FIRST, LF_OPENING_NONE, LF_OPENING_COUNT
};
enum lf_removal { LF_REMOVAL_ANY, LF_REMOVAL_LOW, LF_REMOVAL_COUNT };

/* The rules a game is played under; see RULES in leapfrog(7). */
struct lf_rules {
	enum lf_variant variant;
	int players;
	enum lf_jumps jumps;
	enum lf_chain chain;
	enum lf_opening opening;
	enum lf_removal removal;
};

/*
 * A position: the rules, the board and the state of play, behind a handle
 * (its layout is no part of the interface).  Make one with
 * lf_position_new(), fill it with lf_new_game(), lf_position_parse(),
 * lf_board_clear() or lf_position_copy(), read it with the accessors
 * below, lf_cell() and the rest, and release it with lf_position_free().
 * Squares are named by the index that lf_index() gives.
 */
struct lf_position;

/* position_handle.c: positions made, copied and read by the library */
enum lf_status lf_position_new(struct lf_position **pos,
    struct lf_error *err);
void lf_position_free(struct lf_position *pos);
void lf_position_copy(struct lf_position *dst, const struct lf_position *src);
const struct lf_rules *lf_position_rules(const struct lf_position *pos);
enum lf_status lf_position_set_rules(struct lf_position *pos,
    const struct lf_rules *rules, struct lf_error *err);
int lf_position_width(const struct lf_position *pos);
int lf_position_height(const struct lf_position *pos);
int lf_position_turn(const struct lf_position *pos);
long lf_position_ply(const struct lf_position *pos);
long lf_position_score(const struct lf_position *pos, int player);

/* A growable byte buffer that formatting and rendering functions append to. */
struct lf_buf {
	char *data; /* NUL-terminated when not NULL */
	size_t len;
	size_t cap;
	int failed; /* an append failed (LF_ENOMEM); later ones do nothing */
};

struct lf_random;

/*
 * budget.c: how much work a call may do.  Every call that can take long
 * (listing, counting, perft, the longest route, checking a chain=most
 * move, searching) takes a budget and stops with LF_EBUDGET when it is
 * spent, checking it often.  A zero field sets no limit; a NULL budget
 * sets none at all.
 */
struct lf_budget {
	uint64_t nodes;  /* steps of work: jumps tried, positions searched */
	uint64_t moves;  /* moves listed, counted or drawn from */
	double deadline; /* the time, on lf_clock(), at which to stop */
};
double lf_clock(void);

/* error.c */
void lf_error_clear(struct lf_error *err);
enum lf_status lf_error_set(struct lf_error *err, enum lf_status status,
    int column, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
const char *lf_version(void);

/* buf.c (lf_buf_json(): text.c): growing buffers */
void lf_buf_init(struct lf_buf *buf);
void lf_buf_free(struct lf_buf *buf);
void lf_buf_reset(struct lf_buf *buf);
enum lf_status lf_buf_add(struct lf_buf *buf, const char *text, size_t len);
enum lf_status lf_buf_puts(struct lf_buf *buf, const char *text);
enum lf_status lf_buf_json(struct lf_buf *buf, const char *text, size_t len);
enum lf_status lf_buf_printf(struct lf_buf *buf, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* board.c: geometry, squares and directions */
int lf_index(int column, int row_from_top);
int lf_column_of(int index);
int lf_row_from_top(int index);
int lf_on_board(const struct lf_position *pos, int index);
int lf_cell(const struct lf_position *pos, int index);
enum lf_status lf_set_cell(struct lf_position *pos, int index, int contents,
    struct lf_error *err);
int lf_cell_count(const struct lf_position *pos);
int lf_piece_count(const struct lf_position *pos);
long lf_points_on_board(const struct lf_position *pos);
int lf_lowest_value(const struct lf_position *pos);
enum lf_status lf_column_name(int column, char *out, size_t size,
    struct lf_error *err);
enum lf_status lf_square_name(const struct lf_position *pos, int index,
    char *out, size_t size, struct lf_error *err);
enum lf_status lf_square_parse(const struct lf_position *pos,
    const char *text, size_t len, int *index, struct lf_error *err);
enum lf_status lf_board_clear(struct lf_position *pos, int width, int height,
    struct lf_error *err);

/* rules.c: variants, rule options and their names */
const char *lf_variant_name(enum lf_variant v);
const char *lf_jumps_name(enum lf_jumps j);
const char *lf_chain_name(enum lf_chain c);
const char *lf_opening_name(enum lf_opening o);
const char *lf_removal_name(enum lf_removal r);
enum lf_status lf_variant_parse(const char *name, size_t len,
    enum lf_variant *out, struct lf_error *err);
enum lf_status lf_jumps_parse(const char *name, size_t len,
    enum lf_jumps *out, struct lf_error *err);
enum lf_status lf_chain_parse(const char *name, size_t len,
    enum lf_chain *out, struct lf_error *err);
enum lf_status lf_opening_parse(const char *name, size_t len,
    enum lf_opening *out, struct lf_error *err);
enum lf_status lf_removal_parse(const char *name, size_t len,
    enum lf_removal *out, struct lf_error *err);
enum lf_status lf_rules_default(enum lf_variant v, struct lf_rules *rules,
    struct lf_error *err);
enum lf_status lf_default_size(enum lf_variant v, int *size,
    struct lf_error *err);
const char *lf_colour_name(enum lf_variant v, int value);
int lf_opening_removals(const struct lf_rules *rules);
int lf_in_opening(const struct lf_position *pos);

/* position.c: the position line (leapfrog(5)) */
enum lf_status lf_position_parse(const char *line, size_t len,
    struct lf_position *pos, struct lf_error *err);
enum lf_status lf_position_format(const struct lf_position *pos,
    struct lf_buf *out, struct lf_error *err);
int lf_is_position_line(const char *line, size_t len);

/* move.c: moves and their notation ("e5", "c3-c5-e5") */
struct lf_move;
enum lf_status lf_move_new(struct lf_move **move, struct lf_error *err);
void lf_move_free(struct lf_move *move);
int lf_move_length(const struct lf_move *move);
const uint16_t *lf_move_squares(const struct lf_move *move);
enum lf_status lf_move_set(struct lf_move *move, const uint16_t *square,
    int length, struct lf_error *err);
enum lf_status lf_move_parse(const struct lf_position *pos, const char *text,
    size_t len, struct lf_move *move, struct lf_error *err);
enum lf_status lf_move_format(const struct lf_position *pos,
    const struct lf_move *move, struct lf_buf *out, struct lf_error *err);

/* movegen*.c, perft.c: legal moves, counting and perft */
struct lf_move_list;
enum lf_status lf_move_list_new(struct lf_move_list **list,
    struct lf_error *err);
void lf_move_list_free(struct lf_move_list *list);
size_t lf_move_list_count(const struct lf_move_list *list);
enum lf_status lf_move_list_get(const struct lf_move_list *list, size_t i,
    struct lf_move *move, struct lf_error *err);
/* These change *pos while they run and restore it before they return;
 * lf_each_move() walks a copy. */
enum lf_status lf_generate(struct lf_position *pos,
    struct lf_move_list *list, const struct lf_budget *budget,
    struct lf_error *err);
enum lf_status lf_each_move(const struct lf_position *pos,
    int (*visit)(const struct lf_move *move, void *arg), void *arg,
    const struct lf_budget *budget, struct lf_error *err);
enum lf_status lf_count_moves(struct lf_position *pos, uint64_t *count,
    const struct lf_budget *budget, struct lf_error *err);
enum lf_status lf_nth_move(struct lf_position *pos, uint64_t n,
    struct lf_move *move, const struct lf_budget *budget,
    struct lf_error *err);
enum lf_status lf_random_move(struct lf_position *pos, struct lf_random *rng,
    struct lf_move *move, const struct lf_budget *budget,
    struct lf_error *err);
enum lf_status lf_playout_move(struct lf_position *pos,
    struct lf_random *rng, struct lf_move *move,
    const struct lf_budget *budget, struct lf_error *err);

/* playout.c: a whole game played out with lf_playout_move()'s policy */
enum lf_status lf_playout(struct lf_position *pos, struct lf_random *rng,
    const struct lf_budget *budget, struct lf_error *err);

/* perft.c, movegen_best.c: these change *pos while they run and restore it
 * before they return. */
enum lf_status lf_perft(struct lf_position *pos, int depth, uint64_t *leaves,
    const struct lf_budget *budget, struct lf_error *err);
enum lf_status lf_best_route_length(struct lf_position *pos, int start,
    int *jumps, const struct lf_budget *budget, struct lf_error *err);
int lf_game_over(const struct lf_position *pos);

/* apply.c: making moves */
enum lf_status lf_check_move(const struct lf_position *pos,
    const struct lf_move *move, const struct lf_budget *budget,
    struct lf_error *err);
enum lf_status lf_apply(struct lf_position *pos, const struct lf_move *move,
    const struct lf_budget *budget, struct lf_error *err);
enum lf_status lf_apply_unchecked(struct lf_position *pos,
    const struct lf_move *move, struct lf_error *err);
enum lf_status lf_move_points(const struct lf_position *pos,
    const struct lf_move *move, long *points, struct lf_error *err);

/* score.c: end of game, ranking and the winner */
struct lf_result {
	int over;                  /* the player to move has no move */
	int rank[LF_MAX_PLAYERS];  /* 1 = best; equal scores share a rank */
	int winners;               /* players sharing the highest score */
	long best;                 /* the highest score */
};
void lf_result(const struct lf_position *pos, struct lf_result *res);
enum lf_status lf_outcome_format(const struct lf_position *pos,
    const struct lf_result *res, struct lf_buf *out, struct lf_error *err);

/* random.c: the documented generator behind random boards */
struct lf_random {
	uint64_t state;
};
void lf_random_seed(struct lf_random *rng, uint64_t seed);
uint64_t lf_random_next(struct lf_random *rng);
uint64_t lf_random_below(struct lf_random *rng, uint64_t bound);

/* newgame.c: starting positions */
struct lf_new_options {
	struct lf_rules rules;
	int width, height;      /* 0: the variant's default size */
	const char *shape;      /* rows of a board mask separated by '/' or
				   NULL */
	uint64_t seed;
};
enum lf_status lf_new_options_default(enum lf_variant v,
    struct lf_new_options *opt, struct lf_error *err);
enum lf_status lf_piece_counts(enum lf_variant v, int cells,
    int counts[LF_MAX_VALUE + 1], struct lf_error *err);
enum lf_status lf_new_game(const struct lf_new_options *opt,
    struct lf_position *pos, struct lf_error *err);

/* render.c: drawing positions */
enum lf_render_format { LF_RENDER_TEXT, LF_RENDER_UNICODE, LF_RENDER_SVG };
struct lf_ending;
struct lf_render_options {
	enum lf_render_format format;
	int colour; /* ANSI colours for text and Unicode drawings */
	const int *marked;   /* board indices (lf_index) of squares to mark; */
	size_t marked_count; /* 0: none */
	const struct lf_move *move;       /* the move that led to the position,
					     drawn; NULL: none */
	const struct lf_position *before; /* the position it was played in, for
					     its captures; NULL: unknown */
	const struct lf_ending *ending;   /* how the game ended, from its
					     result line; NULL: by the rules */
};
enum lf_status lf_render(const struct lf_position *pos,
    const struct lf_render_options *opt, struct lf_buf *out,
    struct lf_error *err);

/*
 * The engines' results, one shape for the three: lf_search_run(),
 * lf_mcts_run() and lf_solver_run() fill a struct lf_engine_info, and
 * lf_search_best(), lf_mcts_best() and lf_solver_best() give its ranked
 * moves, best first, each as a struct lf_engine_move.  A value is in
 * points, a long, for the search and the solver (value), and a mean
 * reward from 0 to 1, a double, for the Monte Carlo search (reward):
 * each engine fills its own, and a field that does not apply to an
 * engine is 0, or NULL.  The moves and lines are the engine's own:
 * valid until its next run.
 */
struct lf_engine_move {
	const struct lf_move *move; /* the move */
	long value;        /* search, solver: in points, for the player to
			      move; mcts: 0 */
	double reward;     /* mcts: its mean reward for the player to move,
			      0..1; search, solver: 0 */
	uint64_t playouts; /* mcts: the playouts through the move; else 0 */
	const struct lf_move_list *line; /* search, solver: the principal
			      line, the move first; mcts: NULL */
};
struct lf_engine_info {
	int depth;          /* search: plies of the deepest completed
			       iteration; mcts, solver: 0 */
	uint64_t playouts;  /* mcts: games played on from the tree; else 0 */
	uint64_t nodes;     /* positions searched (search, solver), or in
			       the tree (mcts) */
	double seconds;     /* time taken so far */
	int solved;         /* search, solver: the value is exact, every
			       line reached the end of the game; mcts: 0 */
	int moves;          /* ranked moves that lf_*_best() gives */
	struct lf_engine_move best; /* the move chosen, with its value */
};

/*
 * search.c: the engine behind lf-bot(1).  Iterative deepening alpha-beta
 * (negamax) with a transposition table.  A value is in points and looks
 * forward only: what the player to move will capture from here on minus
 * what the others will; in a game of three or more players every other
 * player counts as one opponent (paranoid search).  lf_search_run(),
 * lf_search_evaluate() and lf_search_greedy() change *pos while they run
 * and restore it before they return.
 */
struct lf_search;
struct lf_search_limits {
	int depth;      /* deepest iteration, 1..LF_SEARCH_MAX_DEPTH; 0: any */
	int lines;      /* best moves valued exactly and given with their
			   lines, 1..LF_SEARCH_MAX_LINES; 0: 1 */
	int exact;      /* 1: every move searched to the full depth, so that
			   a value is the minimax value at that depth; 0:
			   with two players, late moves a ply or two less
			   deep unless they turn out better (stronger) */
	int best_reply; /* 1: with three players or more, a best-reply
			   search (the root player's moves alternate with
			   the one best reply of all the others); 0: a
			   paranoid one (every player in turn) */
	/* Called after each completed iteration when not NULL. */
	void (*progress)(const struct lf_engine_info *info, void *arg);
	void *progress_arg;
};
enum lf_status lf_search_new(struct lf_search **search, size_t table_bytes,
    struct lf_error *err);
void lf_search_free(struct lf_search *search);
void lf_search_clear(struct lf_search *search);
enum lf_status lf_search_run(struct lf_search *search,
    struct lf_position *pos, const struct lf_search_limits *limits,
    const struct lf_budget *budget, struct lf_engine_info *info,
    struct lf_error *err);
enum lf_status lf_search_best(const struct lf_search *search, int i,
    struct lf_engine_move *best, struct lf_error *err);
long lf_search_evaluate(struct lf_position *pos);
enum lf_status lf_search_greedy(struct lf_position *pos,
    struct lf_random *rng, struct lf_move *move,
    const struct lf_budget *budget, struct lf_error *err);

/*
 * mcts.c: Monte Carlo tree search (UCT) behind lf-bot --level=mcts, for
 * any number of players: each player maximises its own reward (its share
 * of the points captured), and the positions below the tree are played
 * on for a few moves with lf_playout_move()'s policy.  lf_mcts_run()
 * changes *pos while it runs and restores it before it returns.
 */
struct lf_mcts;
struct lf_mcts_limits {
	uint64_t seed;      /* of the playouts: the same seed and playouts,
			       the same move */
	uint64_t playouts;  /* at most; 0: until the budget is spent */
	double exploration; /* the UCB1 constant; 0: LF_MCTS_EXPLORATION */
	int plies;          /* the moves a playout plays before the points
			       captured judge it; 0: LF_MCTS_PLIES;
			       LF_MCTS_TO_END: to the end, judged by the
			       win first */
};
enum lf_status lf_mcts_new(struct lf_mcts **mcts, size_t tree_bytes,
    struct lf_error *err);
void lf_mcts_free(struct lf_mcts *mcts);
enum lf_status lf_mcts_run(struct lf_mcts *mcts, struct lf_position *pos,
    const struct lf_mcts_limits *limits, const struct lf_budget *budget,
    struct lf_engine_info *info, struct lf_error *err);
enum lf_status lf_mcts_best(const struct lf_mcts *mcts, int i,
    struct lf_engine_move *best, struct lf_error *err);

/*
 * solve.c: the exact value of a position of two players, to the end of
 * the game: alpha-beta with a table folded by the board's symmetries.
 */
struct lf_solver;
enum lf_status lf_solver_new(struct lf_solver **solver, size_t table_bytes,
    struct lf_error *err);
void lf_solver_free(struct lf_solver *solver);
enum lf_status lf_solver_run(struct lf_solver *solver,
    const struct lf_position *pos, const struct lf_budget *budget,
    struct lf_engine_info *info, struct lf_error *err);
enum lf_status lf_solver_best(const struct lf_solver *solver, int i,
    struct lf_engine_move *best, struct lf_error *err);
int lf_solver_symmetries(const struct lf_solver *solver);
enum lf_status lf_solver_below(struct lf_solver *solver,
    const struct lf_position *pos, long cap, const struct lf_budget *budget,
    struct lf_engine_info *info, struct lf_error *err);

/* stream.c: reading streams of positions, moves, results and comments */
enum lf_line_kind {
	LF_LINE_BLANK, LF_LINE_COMMENT, LF_LINE_POSITION, LF_LINE_MOVE,
	LF_LINE_RESULT, /* a result line, see record.c */
	LF_LINE_END     /* no line: the end of the stream */
};
struct lf_stream;
enum lf_status lf_stream_new(struct lf_stream **stream, FILE *fp,
    struct lf_error *err);
void lf_stream_free(struct lf_stream *s);
enum lf_status lf_stream_next(struct lf_stream *s, enum lf_line_kind *kind,
    struct lf_error *err);
const char *lf_stream_line(const struct lf_stream *s, size_t *len);
long lf_stream_line_number(const struct lf_stream *s);

/*
 * Why a bot forfeits a game (lf-play(1), leapfrog(5): the reason= of a
 * result line); lf-play's referee runs the bots.
 */
enum lf_bot_fault {
	LF_BOT_OK,         /* a legal move */
	LF_BOT_TIMEOUT,    /* no move line within the time limit */
	LF_BOT_EXITED,     /* exited with a status other than 0, no move */
	LF_BOT_KILLED,     /* killed by a signal without a move */
	LF_BOT_SILENT,     /* ended its output without writing anything */
	LF_BOT_INCOMPLETE, /* wrote part of a line, then ended its output */
	LF_BOT_GARBAGE,    /* a line that is not a move, or too long */
	LF_BOT_ILLEGAL,    /* a move that the rules forbid */
	LF_BOT_FAULT_COUNT
};
const char *lf_bot_fault_name(enum lf_bot_fault fault); /* record.c */

/* record.c: how a game ended, the result line of a game record */
enum lf_end {
	LF_END_OVER,    /* played to the end: nobody can move */
	LF_END_FORFEIT, /* a bot forfeited, for the reason given */
	LF_END_RESIGN,  /* a player resigned */
	LF_END_COUNT
};
struct lf_ending {
	enum lf_end end;
	int player;                 /* who forfeited or resigned, 0-based;
				       -1 for LF_END_OVER */
	enum lf_bot_fault reason;   /* why, for LF_END_FORFEIT; else
				       LF_BOT_OK */
	int players;                /* the number of scores */
	long score[LF_MAX_PLAYERS]; /* each player's points at the end */
};
int lf_is_result_line(const char *line, size_t len);
const char *lf_end_name(enum lf_end end);
enum lf_status lf_ending_init(struct lf_ending *e,
    const struct lf_position *pos, enum lf_end end, int player,
    enum lf_bot_fault reason, struct lf_error *err);
enum lf_status lf_ending_parse(const char *line, size_t len,
    struct lf_ending *e, struct lf_error *err);
enum lf_status lf_ending_check(const struct lf_ending *e,
    const struct lf_position *pos, struct lf_error *err);
enum lf_status lf_ending_format(const struct lf_ending *e,
    struct lf_buf *out, struct lf_error *err);
enum lf_status lf_ending_result(const struct lf_ending *e,
    struct lf_result *res, struct lf_error *err);
enum lf_status lf_ending_describe(const struct lf_ending *e,
    struct lf_buf *out, struct lf_error *err);

/* header.c: the header of a game record: which game, who sits where */
struct lf_seat {
	int player;      /* the player of the seat, 0-based; -1: no seat line */
	int bot;         /* who sits there: lf-play's BOT operand, 0-based;
			    -1: not said */
	long time_ms;    /* the time for each move; 0: not said */
	long clock_ms;   /* the game clock at the start; 0: no clock */
	long increment_ms; /* added to the clock after each move */
	char name[LF_MAX_NAME + 1];       /* "": no name */
	char command[LF_MAX_COMMAND + 1]; /* "": not said */
};
struct lf_header {
	long game;       /* the number of the game, from 1; 0: no game line */
	long round;      /* its round in a round robin or a gauntlet; 0: none */
	long start;      /* the position of a file it started from, from 1;
			    0: none */
	int seeded;      /* the board was made from seed: */
	uint64_t seed;
	struct lf_seat seat[LF_MAX_PLAYERS]; /* seat[p]: player p's */
};
void lf_header_init(struct lf_header *h);
int lf_is_header_line(const char *line, size_t len);
enum lf_status lf_header_parse(const char *line, size_t len,
    struct lf_header *h, struct lf_error *err);
enum lf_status lf_header_format(const struct lf_header *h,
    struct lf_buf *out, struct lf_error *err);

/* game.c: replaying game streams (a position, then moves, then a result) */
enum lf_game_event {
	LF_GAME_END, LF_GAME_POSITION, LF_GAME_MOVE, LF_GAME_RESULT,
	LF_GAME_COMMENT,
	LF_GAME_HEADER  /* a line of the next game's header (header.c) */
};
struct lf_game;
enum lf_status lf_game_new(struct lf_game **game, FILE *fp,
    struct lf_error *err);
void lf_game_free(struct lf_game *g);
void lf_game_set_budget(struct lf_game *g, const struct lf_budget *budget);
void lf_game_set_comments(struct lf_game *g, int on);
enum lf_status lf_game_next(struct lf_game *g, enum lf_game_event *event,
    struct lf_error *err);
const struct lf_position *lf_game_position(const struct lf_game *g);
const struct lf_move *lf_game_move(const struct lf_game *g);
const struct lf_ending *lf_game_ending(const struct lf_game *g);
const struct lf_header *lf_game_header(const struct lf_game *g);
long lf_game_header_line(const struct lf_game *g);
const char *lf_game_line(const struct lf_game *g, size_t *len);
long lf_game_line_number(const struct lf_game *g);

/* viewer.c: a page that replays games in a browser (lf-render(1)'s
 * --format=html) */
struct lf_viewer;
enum lf_status lf_viewer_new(struct lf_viewer **viewer, struct lf_error *err);
void lf_viewer_free(struct lf_viewer *viewer);
enum lf_status lf_viewer_add_game(struct lf_viewer *viewer,
    const struct lf_position *start, struct lf_error *err);
enum lf_status lf_viewer_add_move(struct lf_viewer *viewer,
    const struct lf_move *move, struct lf_error *err);
enum lf_status lf_viewer_add_ending(struct lf_viewer *viewer,
    const struct lf_ending *ending, struct lf_error *err);
enum lf_status lf_viewer_add_comment(struct lf_viewer *viewer,
    const char *text, size_t len, struct lf_error *err);
enum lf_status lf_viewer_set_play(struct lf_viewer *viewer, int on,
    struct lf_error *err);
enum lf_status lf_viewer_write(const struct lf_viewer *viewer,
    struct lf_buf *out, struct lf_error *err);
enum lf_status lf_viewer_add_event(struct lf_viewer *viewer,
    const struct lf_game *game, enum lf_game_event event,
    struct lf_error *err);

#ifdef __cplusplus
}
#endif
#endif /* LEAPFROG_H */
