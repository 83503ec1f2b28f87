/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* protocol_int.h: the insides of a bot handle, which bot.c runs and
 * protocol.c talks to, for the library and its tests. */
#ifndef LF_PROTOCOL_INT_H
#define LF_PROTOCOL_INT_H

#include <sys/types.h>

#include "leapfrog.h"

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
long lf_bot_allotment(const struct lf_bot *bot);
enum lf_status lf_bot_write_clock(struct lf_bot *bot, long long deadline,
    struct lf_error *err);
enum lf_status lf_sys_error(struct lf_error *err, const char *what);
int lf_bot_peek_exit(struct lf_bot *bot);
int lf_bot_wait_exit(struct lf_bot *bot, long long deadline, int fd);
void lf_close_fd(int *fd);

#endif /* LF_PROTOCOL_INT_H */
