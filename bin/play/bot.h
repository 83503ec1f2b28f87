/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* bot.h: lf-play's referee side of the bot protocol (lf-play(1)): a bot
 * is a shell command line, run with sh -c in a process group of its own,
 * that reads position lines on its standard input and writes one move
 * line per position on its standard output.  bot.c runs its processes,
 * protocol.c talks to them; these calls fork, wait and signal processes,
 * and the caller must not ignore SIGCHLD. */
#ifndef LF_BOT_H
#define LF_BOT_H

#include <sys/types.h>

#include "leapfrog.h"
#include "header_int.h" /* lf_format_seconds() */

struct lf_bot;
enum lf_status lf_bot_new(struct lf_bot **bot, const char *command,
    int player, struct lf_error *err);
void lf_bot_free(struct lf_bot *bot);
void lf_bot_set_time(struct lf_bot *bot, long ms);
void lf_bot_set_clock(struct lf_bot *bot, long remaining_ms,
    long increment_ms);
void lf_bot_set_persistent(struct lf_bot *bot, int persistent);
void lf_bot_set_startup_time(struct lf_bot *bot, long ms);
void lf_bot_set_grace(struct lf_bot *bot, long ms);
void lf_bot_set_interrupt(struct lf_bot *bot, int fd);
enum lf_status lf_bot_start(struct lf_bot *bot, struct lf_error *err);
enum lf_status lf_bot_ask(struct lf_bot *bot, const char *line, size_t len,
    struct lf_error *err);
enum lf_status lf_bot_move(struct lf_bot *bot, const struct lf_position *pos,
    struct lf_move *move, struct lf_error *err);
void lf_bot_stop(struct lf_bot *bot);
int lf_bot_running(const struct lf_bot *bot);
enum lf_bot_fault lf_bot_fault(const struct lf_bot *bot);
const char *lf_bot_reason(const struct lf_bot *bot);
const char *lf_bot_reply(const struct lf_bot *bot, size_t *len);
#define LF_MAX_COMMENT 1024 /* bytes of a bot's comment that are kept */
const char *lf_bot_comment(const struct lf_bot *bot, size_t *len);
long lf_bot_elapsed(const struct lf_bot *bot);

struct lf_bot {
	/* Settings: see the lf_bot_set_* calls. */
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
#define LF_CLOCK_MOVES 20 /* LF_TIME is 1/20 of the clock, plus its
			     increment: what a bot that spends LF_TIME on
			     every move can afford */
long long lf_now_ms(void);
int lf_set_cloexec(int fd);
int lf_cloexec_pipe(int fds[2]);
int lf_set_nonblocking(int fd);
long lf_bot_allotment(const struct lf_bot *bot);
enum lf_status lf_bot_write_clock(struct lf_bot *bot, long long deadline,
    struct lf_error *err);
enum lf_status lf_sys_error(struct lf_error *err, const char *what);
int lf_bot_peek_exit(struct lf_bot *bot);
int lf_bot_wait_exit(struct lf_bot *bot, long long deadline, int fd);
void lf_close_fd(int *fd);

#endif /* LF_BOT_H */
