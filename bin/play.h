/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play.h: what the modules of lf-play share: the settings of the command
 * line, game records being written, the results table, and the entry
 * points of the game loop, people, tournaments and --merge. */
#ifndef LF_PLAY_H
#define LF_PLAY_H

#include <signal.h>
#include <stdio.h>

#include "cli.h"

#define MAX_JOBS 256L

/* What the command line asked for. */
struct settings {
	struct cli_game rules;      /* the rule options */
	int rule_options;           /* how many rule options were given */
	struct lf_new_options new_options; /* boards are made from these */
	char *shape;
	const char *start_path;     /* --start */
	struct lf_position *starts; /* its positions */
	size_t start_count;
	long time_ms;
	unsigned long persistent;   /* bit b: bot operand b is persistent */
	long games;                 /* 0: one game, its record on stdout */
	long jobs;
	const char *out_dir;
	long shard, shards;         /* play shard I of N of the schedule */
	int colour;                 /* colour in the drawings shown to people */
	int bot_count;
	char **bots;                /* the BOT operands */
	int humans;                 /* how many of them are people */
	int players_given;          /* --players was given */
};

/* A game record being written. */
struct record {
	FILE *fp;                   /* NULL: no record kept */
	const char *path;           /* its name in messages */
	struct lf_buf comments;     /* the header and result lines */
	int failed;
};

/* What a record's comment lines say about its game. */
struct summary {
	char *game_line;            /* its "# game" line, to spot duplicates */
	const char *file;           /* where it was read, for messages */
	size_t order;               /* when it was read */
	int seats;
	int bot[LF_MAX_PLAYERS];    /* the bot in each seat, 0-based, or -1 */
	char *command[LF_MAX_PLAYERS];
	int scores;
	long score[LF_MAX_PLAYERS];
	int forfeit;                /* the seat that forfeited, or -1 */
	int finished;               /* its result line was read */
};

/* Results per bot, summed over games. */
struct table {
	int bots;
	char *command[LF_MAX_PLAYERS];
	int mismatch_told[LF_MAX_PLAYERS];
	long games[LF_MAX_PLAYERS], wins[LF_MAX_PLAYERS];
	long draws[LF_MAX_PLAYERS], losses[LF_MAX_PLAYERS];
	long forfeits[LF_MAX_PLAYERS];
	double points[LF_MAX_PLAYERS];
	long duel_games;            /* for two bots: bot 1's points per game */
	double duel_sum, duel_squares;
	int problems;               /* records that did not fit */
};


extern volatile sig_atomic_t got_signal;

/* lf-play.c */
_Noreturn void die_of_signal(void);

/* play-game.c: one game between the seats, and its record */
int is_human(const char *bot);
void add_printable(struct lf_buf *out, const char *text);
int play_game(const struct settings *set, long index, struct record *rec);

/* play-people.c: people at the terminal */
void people_init(void);
void show_position(const struct settings *set, const struct lf_position *pos);
int human_move(const struct settings *set, struct lf_position *pos,
    char *last, struct lf_move *move, char *reason, size_t size);

/* play-table.c: what records say, and the results table */
int find_winners(int players, const long *score, int forfeit, int *winner);
void summary_start(struct summary *sum, const char *game_line,
    const char *file);
void summary_free(struct summary *sum);
void summary_line(struct summary *sum, const char *line);
void summary_lines(struct summary *sum, char *text);
void table_add(struct table *t, const struct summary *sum);
int print_table(const struct table *t);
void show_progress(const struct table *t, long done, long total);

/* play-tournament.c */
int run_tournament(const struct settings *set);

/* play-merge.c */
int run_merge(char **paths, int count);

#endif /* LF_PLAY_H */
