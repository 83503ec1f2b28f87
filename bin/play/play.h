/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play.h: what the modules of lf-play share: the settings of the command
 * line, game records being written, the results table, the processes
 * that play the games, and the entry points of the game loop, people,
 * tournaments and --merge. */
#ifndef LF_PLAY_H
#define LF_PLAY_H

#include <signal.h>
#include <stdio.h>
#include <sys/types.h>

#include "../cli.h"
#include "bot.h"

#define MAX_JOBS 256L
#define MAX_GAMES 1000000L
/* The bytes of a bot's command shown in a record, cut there with "...",
 * so that it fits in a seat of the header (LF_MAX_COMMAND in all). */
#define COMMAND_SHOWN (LF_MAX_COMMAND - 3)
#define MAX_NAME 32         /* bytes of a bot's --name */

/* The starting positions of --start, as canonical lines. */
struct starts {
	struct lf_buf text;         /* the lines, each ended by '\0' */
	size_t *offset;             /* where position i starts in text */
	size_t count, cap;
};

/* What the command line asked for. */
/* The sequential probability ratio test of --sprt (play-stats.c). */
struct sprt {
	int on;
	double elo0, elo1, alpha, beta;
	long pairs[5];              /* pairs in which bot 1 scored 0, 0.5
				       ... 2 */
};

/* How the results table is written (--results). */
enum results { RESULTS_TEXT, RESULTS_JSON, RESULTS_CSV };

/* Who plays whom in a tournament (play-schedule.c). */
enum tournament {
	TOURNAMENT_ALL,             /* every bot in every game */
	TOURNAMENT_ROUND_ROBIN,     /* every two bots */
	TOURNAMENT_GAUNTLET         /* the first bot and each other */
};

struct settings {
	struct cli_game rules;      /* the rule options */
	int rule_options;           /* how many rule options were given */
	struct lf_new_options new_options; /* boards are made from these */
	char *shape;
	const char *start_path;     /* --start */
	struct starts starts;       /* its positions */
	long time_ms;
	int time_given;             /* --time was given */
	long tc_base_ms, tc_inc_ms; /* --tc: a game clock, when base > 0 */
	long startup_ms;            /* a persistent bot's start-up allowance */
	unsigned long persistent;   /* bit b: bot operand b is persistent */
	long games;                 /* 0: one game, its record on stdout */
	long jobs;
	const char *out_dir;
	int resume;                 /* --resume: finish what --out holds */
	int html;                   /* --html: a viewer beside each record */
	long shard, shards;         /* play shard I of N of the schedule */
	int colour;                 /* colour in the drawings shown to people */
	int ascii;                  /* --ascii: keep those to ASCII */
	enum tournament tournament;
	long rounds;                /* of a round robin or a gauntlet */
	struct sprt sprt;           /* --sprt */
	enum results results;       /* --results */
	int seats;                  /* players in each game */
	int bot_count;
	char **bots;                /* the BOT operands */
	const char *names[LF_MAX_PLAYERS]; /* their --name, or NULL */
	int names_given;
	int humans;                 /* how many of them are people */
	int players_given;          /* --players was given */
	int adjudicate;             /* --adjudicate: ADJUDICATE_* bits */
	long adjudicate_nodes;      /* the solver's budget there */
};

/* A game record being written, line by line, to a descriptor. */
struct record {
	int fd;                     /* -1: no record kept */
	const char *path;           /* its name in messages, printable */
	struct lf_buf summary;      /* header lines and result lines */
	int write_errno;            /* set when a write failed */
	int hold;                   /* keep the lines in held, unwritten */
	struct lf_buf held;
};

/* A move of a game's history: who played it, and where its text and its
 * route are kept. */
struct played {
	int player;                 /* 0-based */
	int length;                 /* squares of its route */
	size_t text_at, square_at;
};

/* The moves of a game so far (play-history.c). */
struct history {
	struct lf_position *start;  /* where the game started */
	struct lf_buf text;         /* each move as written, ended by '\0' */
	struct played *played;
	uint16_t *square;           /* the routes of the moves, one after
	                             * the other */
	size_t count, cap, squares, square_cap;
	size_t shown;               /* the moves people have been shown */
};

/* How a game ended for the referee. */
enum game_status {
	GAME_DONE,                  /* played to its end, forfeits included */
	GAME_ERROR,                 /* the referee's error, said in a message */
	GAME_SIGNAL,                /* a signal stopped it */
	GAME_CLOSED                 /* standard output was closed */
};

/* What a record says about its game, for the results table. */
struct summary {
	char *game_line;            /* "# game G[ round=R] seed=S|start=K",
	                             * from its header: which game it is */
	long game;                  /* its number, from 1 */
	const char *file;           /* where it was read, for messages */
	long line;                  /* the line where its record starts */
	size_t order;               /* when it was read */
	int seats;
	int bot[LF_MAX_PLAYERS];    /* the bot in each seat, 0-based, or -1 */
	char *command[LF_MAX_PLAYERS];
	char *name[LF_MAX_PLAYERS]; /* the --name of bot b, or NULL */
	int finished;               /* how it ended is known: */
	struct lf_ending ending;    /* this way */
};

/* play-pairs.c: games 2k + 1 and 2k + 2 of bot 1 against bot 2, the
 * first of each pair waiting for its partner. */
struct pair_half {
	long pair;                  /* k */
	double points;              /* bot 1's in the first game */
	int seat;                   /* bot 1's in the first game */
	int used, waiting;
};
struct pairs {
	struct pair_half *slot;     /* open addressing, linear probing */
	size_t cap, count;          /* slots (a power of 2), pairs in them */
};
int pairs_take(struct pairs *p, long game, double points, int seat,
    double *total, int *swapped);
void pairs_free(struct pairs *p);

/* Results per bot, summed over games. */
struct table {
	int bots;
	char *command[LF_MAX_PLAYERS];
	char *name[LF_MAX_PLAYERS]; /* --name, or NULL */
	int mismatch_told[LF_MAX_PLAYERS];
	long games[LF_MAX_PLAYERS], wins[LF_MAX_PLAYERS];
	long draws[LF_MAX_PLAYERS], losses[LF_MAX_PLAYERS];
	long forfeits[LF_MAX_PLAYERS];
	double points[LF_MAX_PLAYERS];
	double squares[LF_MAX_PLAYERS]; /* of each game's points */
	/* Two-player games: what bot a scored against bot b. */
	long pair_games[LF_MAX_PLAYERS][LF_MAX_PLAYERS];
	double pair_points[LF_MAX_PLAYERS][LF_MAX_PLAYERS];
	int many_seats;             /* a game had more than two players */
	struct sprt sprt;
	struct pairs pairs;         /* bot 1's games against bot 2 */
	long swapped[5];            /* pairs with the seats swapped in which
	                             * bot 1 scored 0, 0.5 ... 2 */
	int problems;               /* records that did not fit */
};

/* A game played in a worker process. */
struct worker {
	pid_t pid;                  /* 0: none */
	int fd;                     /* its report comes down this pipe */
	long index;
	struct lf_buf data;
};

/* play-schedule.c: who plays game G, where and in which round */
struct game_plan {
	int seat_bot[LF_MAX_PLAYERS]; /* the bot in each seat, 0-based */
	long board;                 /* 0-based */
	long round;                 /* from 1 */
};
long schedule_games(const struct settings *set);
void schedule_game(const struct settings *set, long index,
    struct game_plan *plan);
long schedule_boards(const struct settings *set, long end);

/* play-proc.c: signals and processes */
extern volatile sig_atomic_t got_signal;
void proc_init(void);
void proc_catch_signals(void);
int proc_interrupt_fd(void);
void proc_in_worker(void);
_Noreturn void proc_die_of_signal(int sig);
void proc_kill_orphans(const struct worker *keep, long count);
int proc_write_all(int fd, const char *data, size_t len);

/* play-record.c: game records */
void printable_add(struct lf_buf *out, const char *text, size_t max);
void record_start(const struct settings *set, long index,
    const struct game_plan *plan, struct lf_position *pos,
    struct lf_header *h);
void record_header(const struct settings *set, long index,
    const struct game_plan *plan, struct lf_position *pos,
    struct lf_buf *out);
void record_line(struct record *rec, const char *text, int keep);
void record_lines(struct record *rec, const char *text);
void record_move_note(struct record *rec, const struct bot *bot);
void record_ending(struct record *rec, const struct lf_ending *e,
    const char *detail);
void record_release(struct record *rec);

/* play-history.c: the moves of a game so far */
void history_begin(struct history *h, const struct lf_position *start);
void history_free(struct history *h);
void history_add(struct history *h, int player, const char *text,
    const uint16_t *square, int length);
const char *history_text(const struct history *h, size_t i);
int history_route(const struct history *h, size_t i, const uint16_t **square);
size_t history_moves_of(const struct history *h, int player);
size_t history_undo(struct history *h, int player, struct lf_position *pos,
    struct lf_buf *taken);

/* play-starts.c: the positions of --start */
void starts_read(struct settings *set);
void starts_get(const struct settings *set, size_t i,
    struct lf_position *pos);

/* play-adjudicate.c: --adjudicate */
#define ADJUDICATE_MARGIN 1     /* the lead is more than the points left */
#define ADJUDICATE_SOLVE 2      /* the solver finishes the position */
#define ADJUDICATE_NODES 10000L /* its budget by default */
/* The adjudication of one game: the solver, kept from move to move, and
 * the lines that record the end of a game adjudicated. */
struct adjudication {
	struct lf_solver *solver;
	struct lf_buf lines;
};
int adjudicate_parse(const char *text, struct settings *set);
void adjudicate_format(const struct settings *set, struct lf_buf *out);
void adjudicate_begin(struct adjudication *a);
void adjudicate_end(struct adjudication *a);
int adjudicate(const struct settings *set, struct adjudication *a,
    struct lf_position *pos, struct lf_move *move, struct lf_buf *error);

/* play-game.c: one game between the seats, and its record */
int is_human(const char *bot);
enum game_status play_game(const struct settings *set, long index,
    struct record *rec, struct lf_buf *error);

/* play-people.c: people at the terminal */
#define PEOPLE_UNDO 2            /* human_move(): the person asked undo */
void people_init(void);
void people_end(void);
void people_thinking(const struct settings *set, int player, int bot, int on);
void show_played(const struct settings *set, struct history *h, int player,
    const struct lf_position *pos);
void people_moved(const struct settings *set, const struct history *h,
    const struct lf_position *pos);
void people_ended(const struct settings *set, struct history *h,
    const struct lf_position *pos, const struct lf_ending *ending, int here);
int human_move(const struct settings *set, struct lf_position *pos,
    struct history *h, struct lf_move *move, char *reason, size_t size);

/* play-prompt.c: the line editor of the people's prompt */
#define PROMPT_LINE 0       /* prompt_read(): a line, in *line */
#define PROMPT_END 1        /* the end of the input (Ctrl-D) */
#define PROMPT_SIGNAL (-1)  /* a signal came */
#define PROMPT_ERROR (-2)   /* a read error, errno set */
/* What the editor asks of the people's side while a line is typed. */
struct prompt_hooks {
	/* Append the words that complete the text typed (len bytes),
	 * each ended by '\0'. */
	void (*complete)(void *arg, const char *typed, size_t len,
	    struct lf_buf *words);
	/* Draw the board again (Ctrl-L), the screen cleared. */
	void (*redraw)(void *arg);
	void *arg;
};
int prompt_editing(void);
int prompt_read(const char *prompt, const struct prompt_hooks *hooks,
    int interrupt_fd, const char **line, size_t *len);
void prompt_end(void);

/* play-worker.c: games in worker processes */
int game_number_width(const struct settings *set);
void game_file_name(const struct settings *set, long index, int temp, int k,
    const char *suffix, struct lf_buf *out);
int write_viewer(const struct settings *set, long index,
    struct lf_buf *error);
void worker_start(const struct settings *set, long index, struct worker *w);
int workers_wait(struct worker *workers, long count, int *forwarded);
int worker_read(struct worker *w);
int worker_finish(struct worker *w, struct lf_buf *summary,
    struct lf_buf *error);
int run_single(const struct settings *set);

/* play-table.c: what records say, and the results table */
int summary_start(struct summary *sum, const struct lf_header *h,
    const char *file, long line);
void summary_free(struct summary *sum);
void summary_comment(struct summary *sum, const char *line);
void summary_lines(struct summary *sum, const char *text, const char *file);
void table_init(struct table *t, const struct settings *set);
void table_free(struct table *t);
void table_add(struct table *t, const struct summary *sum);
void table_format(const struct table *t, enum results format,
    struct lf_buf *out);
int print_table(const struct table *t, enum results format);
void show_progress(const struct table *t, long done, long total,
    double seconds);


/* play-stats.c: Elo and the SPRT */
double stats_elo(double score);
int stats_elo_interval(long n, double sum, double squares, double *elo,
    double *margin);
int stats_pair_kind(double points);
long stats_pair_count(const long pairs[5]);
int stats_pair_interval(const long pairs[5], double *elo, double *margin);
int sprt_parse(const char *text, struct sprt *s);
void sprt_add_pair(struct sprt *s, double points);
void sprt_bounds(const struct sprt *s, double *lower, double *upper);
double sprt_llr(const struct sprt *s);
long sprt_count(const struct sprt *s);
int sprt_decision(const struct sprt *s);
void sprt_format(const struct sprt *s, const char *first,
    struct lf_buf *out);

/* play-dir.c: the directory of --out: its settings file and lock */
void dir_begin(const struct settings *set);
void dir_commit(void);

/* play-tournament.c */
int count_record(struct table *t, const char *path);
int run_tournament(const struct settings *set);

/* play-merge.c: the one reader of game records (read_records()), and
 * --merge */
struct record_reader {
	/* Called with each record read, to its end or to its first fault
	 * (then broken is 1); it may take what *sum holds (and clear it). */
	void (*record)(void *arg, struct summary *sum, int broken);
	void *arg;
	int quiet;                  /* report no fault */
	int records;                /* out: the records read */
	int faults;                 /* out: the faults, in records or not */
	int faults_outside;         /* out: those outside a record (before
	                             * its game line) */
};
void read_records(FILE *fp, const char *path, const char *name,
    struct record_reader *r);
size_t merge_table(char **paths, int count, struct table *t);
int run_merge(char **paths, int count, enum results format);

#endif /* LF_PLAY_H */
