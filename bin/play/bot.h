/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* bot.h: lf-play's referee side of the bot protocol (lf-play(1)): a bot
 * is a shell command line, run with sh -c in a process group of its own,
 * that reads position lines on its standard input and writes one move
 * line per position on its standard output.  bot.c runs its processes,
 * protocol.c talks to them; these calls fork, wait and signal processes,
 * and the caller must not ignore SIGCHLD. */
#ifndef PLAY_BOT_H
#define PLAY_BOT_H

#include <sys/types.h>

#include "leapfrog.h"
#include "header_int.h" /* lf_format_seconds() */

struct bot;
enum lf_status bot_new(struct bot **bot, const char *command,
    int player, struct lf_error *err);
void bot_free(struct bot *bot);
void bot_set_time(struct bot *bot, long ms);
void bot_set_clock(struct bot *bot, long remaining_ms,
    long increment_ms);
void bot_set_persistent(struct bot *bot, int persistent);
void bot_set_startup_time(struct bot *bot, long ms);
void bot_set_grace(struct bot *bot, long ms);
void bot_set_interrupt(struct bot *bot, int fd);
enum lf_status bot_start(struct bot *bot, struct lf_error *err);
enum lf_status bot_ask(struct bot *bot, const char *line, size_t len,
    struct lf_error *err);
enum lf_status bot_move(struct bot *bot, const struct lf_position *pos,
    struct lf_move *move, struct lf_error *err);
void bot_stop(struct bot *bot);
int bot_running(const struct bot *bot);
enum lf_bot_fault bot_fault(const struct bot *bot);
const char *bot_reason(const struct bot *bot);
const char *bot_reply(const struct bot *bot, size_t *len);
#define BOT_MAX_COMMENT 1024 /* bytes of a bot's comment that are kept */
const char *bot_comment(const struct bot *bot, size_t *len);
long bot_elapsed(const struct bot *bot);

struct bot {
	/* Settings: see the bot_set_* calls. */
	char *command;       /* the shell command line, a copy */
	int player;          /* the seat it plays, 1-based: LF_PLAYER */
	long time_ms;        /* time limit per move: LF_TIME */
	long clock_ms;       /* with a game clock, the time left; else -1 */
	long increment_ms;   /* and what each move adds to it */
	char *clock_dir;     /* a directory of its own for LF_CLOCK_FILE */
	char *clock_file;    /* that file, rewritten before each position */
	int persistent;      /* one process for the whole game */
	long startup_ms;     /* a persistent bot's start-up allowance */
	long grace_ms;       /* how long a stopped bot has before SIGKILL */
	int interrupt_fd;    /* readable: end every wait; -1 for none */
	/* The process, while it runs. */
	pid_t pid;           /* also its process group; 0 when none */
	long long started_ms; /* when it was started, monotonic clock */
	int to_bot;          /* our end of its standard input, or -1 */
	int from_bot;        /* our end of its standard output, or -1 */
	struct lf_buf input; /* what it wrote that is not used yet */
	size_t scanned;      /* bytes of input known to hold no newline */
	int eof;             /* its standard output has ended */
	long asked;          /* positions sent to this process */
	int wrote;           /* it wrote something on its output */
	int answered;        /* a process of it has answered a position */
	int exited;          /* its first process has ended: */
	int reaped;          /* and was reaped (without waitid) */
	int exit_status;     /* with this status, */
	int exit_signal;     /* or killed by this signal (else 0) */
	/* The last exchange. */
	struct lf_buf reply; /* the line it answered, without its newline */
	struct lf_buf comment; /* its last comment line before it */
	enum lf_bot_fault fault;
	char reason[256];    /* why it forfeits, one printable line */
	long elapsed_ms;     /* how long it took, on its clock */
};

/* bot.c */
#define BOT_CLOCK_MOVES 20 /* LF_TIME is 1/20 of the clock, plus its
			     increment: what a bot that spends LF_TIME on
			     every move can afford */
long long now_ms(void);
int set_cloexec(int fd);
int cloexec_pipe(int fds[2]);
int set_nonblocking(int fd);
long bot_allotment(const struct bot *bot);
enum lf_status bot_write_clock(struct bot *bot, long long deadline,
    struct lf_error *err);
enum lf_status sys_error(struct lf_error *err, const char *what);
int bot_peek_exit(struct bot *bot);
int bot_wait_exit(struct bot *bot, long long deadline, int fd);
void close_fd(int *fd);

#endif /* PLAY_BOT_H */
