/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_protocol.h: what the files of the protocol suite
 * (check_protocol*.c) share: the starting position, the clocks, scratch
 * files, waiting for a bot and for a process to go, and starting bots. */
#ifndef LF_CHECK_PROTOCOL_H
#define LF_CHECK_PROTOCOL_H

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "check_util.h"
#include "../bin/play/bot.h"

/* Player 1 to move in the opening of a 3 x 3 board: a1 is legal. */
#define START "lf1 variant=traditional players=2 jumps=orth chain=free " \
	"opening=each removal=any turn=1 ply=0 score=0,0 board=111/111/111"

#define LONG_MS 60000 /* the time of a bot that must answer */
#define WAIT_S 60     /* the longest wait for a bot to do something */

/* Seconds on the monotonic clock. */
static inline double
seconds_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Sleep for ms milliseconds. */
static inline void
sleep_ms(long ms)
{
	struct timespec ts;

	ts.tv_sec = ms / 1000;
	ts.tv_nsec = (ms % 1000) * 1000000L;
	nanosleep(&ts, NULL);
}

/* A scratch file name of this test process, numbered. */
static inline const char *
scratch(int n)
{
	static char path[8][256];

	snprintf(path[n], sizeof path[n], "%s/check_protocol.%ld.%d",
	    getenv("TMPDIR") != NULL ? getenv("TMPDIR") : "/tmp",
	    (long)getpid(), n);
	return path[n];
}

/* Wait until a file exists (a bot says it is ready); fail after WAIT_S. */
static inline void
wait_for_file(const char *path)
{
	double give_up = seconds_now() + WAIT_S;

	while (access(path, F_OK) != 0) {
		ck_assert_msg(seconds_now() < give_up, "%s never came", path);
		sleep_ms(5);
	}
}

/* The process ID a bot wrote into a file, once it is there. */
static inline pid_t
read_pid(const char *path)
{
	FILE *fp;
	long pid = 0;

	wait_for_file(path);
	for (;;) {
		fp = fopen(path, "r");
		if (fp != NULL && fscanf(fp, "%ld", &pid) == 1 && pid > 0) {
			fclose(fp);
			return (pid_t)pid;
		}
		if (fp != NULL)
			fclose(fp);
		sleep_ms(5);
	}
}

/* Whether process pid is a zombie, as far as /proc tells (where there
 * is none, it is not known to be one): a process killed whose parent has
 * not reaped it, as an init that never reaps may leave it. */
static inline int
zombie(pid_t pid)
{
	char path[64], text[512], *p;
	size_t n;
	FILE *fp;

	snprintf(path, sizeof path, "/proc/%ld/stat", (long)pid);
	if ((fp = fopen(path, "r")) == NULL)
		return 0;
	n = fread(text, 1, sizeof text - 1, fp);
	fclose(fp);
	text[n] = '\0';
	p = strrchr(text, ')');
	return p != NULL && p[1] == ' ' && p[2] == 'Z';
}

/* Whether process pid is gone (or dead, a zombie) within WAIT_S. */
static inline int
gone(pid_t pid)
{
	double give_up = seconds_now() + WAIT_S;

	for (;;) {
		waitpid(pid, NULL, WNOHANG); /* when it is a child of ours */
		if ((kill(pid, 0) != 0 && errno == ESRCH) || zombie(pid))
			return 1;
		if (seconds_now() > give_up)
			return 0;
		sleep_ms(5);
	}
}

/* A new bot for player 1 with the time limit given. */
static inline struct bot *
new_bot(const char *command, long time_ms)
{
	struct bot *bot;
	struct lf_error err;

	lf_error_clear(&err);
	ck_assert_msg(bot_new(&bot, command, 1, &err) == LF_OK, "%s",
	    err.message);
	bot_set_time(bot, time_ms);
	return bot;
}

/* Ask a fresh bot for its move in START; return the fault. */
static inline enum lf_bot_fault
ask_start(struct bot *bot, struct lf_move *move)
{
	struct lf_position pos;
	struct lf_error err;

	parse_ok(START, &pos);
	lf_error_clear(&err);
	ck_assert_msg(bot_move(bot, &pos, move, &err) == LF_OK, "%s",
	    err.message);
	ck_assert_int_eq(bot_running(bot), 0); /* a fresh bot stops */
	return bot_fault(bot);
}

/* Start a bot whose command is before, "touch FILE; ", then after, and
 * wait until the file exists: the bot has done what is before. */
static inline struct bot *
start_ready(const char *before, const char *after, long time_ms)
{
	char command[512];
	struct bot *bot;
	struct lf_error err;

	unlink(scratch(1));
	snprintf(command, sizeof command, "%s touch %s; %s", before,
	    scratch(1), after);
	bot = new_bot(command, time_ms);
	ck_assert(bot_start(bot, &err) == LF_OK);
	wait_for_file(scratch(1));
	unlink(scratch(1));
	return bot;
}

/* Start a bot that writes its process ID into a file and then runs
 * command: the file says it is running, and who to look for after. */
static inline struct bot *
start_marked(const char *command, long time_ms, pid_t *pid)
{
	char line[1024];
	struct bot *bot;
	struct lf_error err;

	unlink(scratch(0));
	snprintf(line, sizeof line, "sh -c 'echo $$ >%s; exec sleep 60' & "
	    "%s", scratch(0), command);
	bot = new_bot(line, time_ms);
	ck_assert(bot_start(bot, &err) == LF_OK);
	*pid = read_pid(scratch(0));
	unlink(scratch(0));
	return bot;
}

/* The cases of check_protocol_process.c. */
void protocol_process_cases(TCase *core);

#endif /* LF_CHECK_PROTOCOL_H */
