/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_protocol.c: Check suite for lib/protocol.c: real bots, shell
 * command lines, behaving and misbehaving in every way the referee must
 * classify.  No case depends on the machine's speed: a bot that must have
 * done something before the clock runs out says so in a file that the
 * case waits for, and the clocks of the bots that must answer are long. */
#include "config.h"

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
static double
seconds_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Sleep for ms milliseconds. */
static void
sleep_ms(long ms)
{
	struct timespec ts;

	ts.tv_sec = ms / 1000;
	ts.tv_nsec = (ms % 1000) * 1000000L;
	nanosleep(&ts, NULL);
}

/* A scratch file name of this test process, numbered. */
static const char *
scratch(int n)
{
	static char path[8][256];

	snprintf(path[n], sizeof path[n], "%s/check_protocol.%ld.%d",
	    getenv("TMPDIR") != NULL ? getenv("TMPDIR") : "/tmp",
	    (long)getpid(), n);
	return path[n];
}

/* Wait until a file exists (a bot says it is ready); fail after WAIT_S. */
static void
wait_for_file(const char *path)
{
	double give_up = seconds_now() + WAIT_S;

	while (access(path, F_OK) != 0) {
		ck_assert_msg(seconds_now() < give_up, "%s never came", path);
		sleep_ms(5);
	}
}

/* The process ID a bot wrote into a file, once it is there. */
static pid_t
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
static int
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
static int
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
static struct lf_bot *
new_bot(const char *command, long time_ms)
{
	struct lf_bot *bot;
	struct lf_error err;

	lf_error_clear(&err);
	ck_assert_msg(lf_bot_new(&bot, command, 1, &err) == LF_OK, "%s",
	    err.message);
	lf_bot_set_time(bot, time_ms);
	return bot;
}

/* Ask a fresh bot for its move in START; return the fault. */
static enum lf_bot_fault
ask_start(struct lf_bot *bot, struct lf_move *move)
{
	struct lf_position pos;
	struct lf_error err;

	parse_ok(START, &pos);
	lf_error_clear(&err);
	ck_assert_msg(lf_bot_move(bot, &pos, move, &err) == LF_OK, "%s",
	    err.message);
	ck_assert_int_eq(lf_bot_running(bot), 0); /* a fresh bot stops */
	return lf_bot_fault(bot);
}

/* Start a bot whose command is before, "touch FILE; ", then after, and
 * wait until the file exists: the bot has done what is before. */
static struct lf_bot *
start_ready(const char *before, const char *after, long time_ms)
{
	char command[512];
	struct lf_bot *bot;
	struct lf_error err;

	unlink(scratch(1));
	snprintf(command, sizeof command, "%s touch %s; %s", before,
	    scratch(1), after);
	bot = new_bot(command, time_ms);
	ck_assert(lf_bot_start(bot, &err) == LF_OK);
	wait_for_file(scratch(1));
	unlink(scratch(1));
	return bot;
}

/* Start a bot that writes its process ID into a file and then runs
 * command: the file says it is running, and who to look for after. */
static struct lf_bot *
start_marked(const char *command, long time_ms, pid_t *pid)
{
	char line[1024];
	struct lf_bot *bot;
	struct lf_error err;

	unlink(scratch(0));
	snprintf(line, sizeof line, "sh -c 'echo $$ >%s; exec sleep 60' & "
	    "%s", scratch(0), command);
	bot = new_bot(line, time_ms);
	ck_assert(lf_bot_start(bot, &err) == LF_OK);
	*pid = read_pid(scratch(0));
	unlink(scratch(0));
	return bot;
}

START_TEST(test_fault_names)
{
	ck_assert_str_eq(lf_bot_fault_name(LF_BOT_OK), "ok");
	ck_assert_str_eq(lf_bot_fault_name(LF_BOT_TIMEOUT), "timeout");
	ck_assert_str_eq(lf_bot_fault_name(LF_BOT_EXITED), "exit");
	ck_assert_str_eq(lf_bot_fault_name(LF_BOT_KILLED), "signal");
	ck_assert_str_eq(lf_bot_fault_name(LF_BOT_SILENT), "silence");
	ck_assert_str_eq(lf_bot_fault_name(LF_BOT_INCOMPLETE), "incomplete");
	ck_assert_str_eq(lf_bot_fault_name(LF_BOT_GARBAGE), "garbage");
	ck_assert_str_eq(lf_bot_fault_name(LF_BOT_ILLEGAL), "illegal");
	ck_assert_str_eq(lf_bot_fault_name(LF_BOT_FAULT_COUNT), "unknown");
}
END_TEST

START_TEST(test_format_seconds)
{
	char text[32];

	ck_assert_int_eq(lf_format_seconds(10000, text, sizeof text,
	    NULL), LF_OK);
	ck_assert_str_eq(text, "10");
	ck_assert_int_eq(lf_format_seconds(500, text, sizeof text,
	    NULL), LF_OK);
	ck_assert_str_eq(text, "0.5");
	ck_assert_int_eq(lf_format_seconds(1250, text, sizeof text,
	    NULL), LF_OK);
	ck_assert_str_eq(text, "1.25");
	ck_assert_int_eq(lf_format_seconds(1, text, sizeof text, NULL), LF_OK);
	ck_assert_str_eq(text, "0.001");
	ck_assert_int_eq(lf_format_seconds(0, text, sizeof text, NULL), LF_OK);
	ck_assert_str_eq(text, "0");
}
END_TEST

/* A negative time, or a buffer too small for the whole number, is
 * LF_EINVAL with an empty string, a message or, with a NULL record, the
 * status alone. */
START_TEST(test_format_seconds_refuses)
{
	struct lf_error err;
	char text[8];

	memset(text, '*', sizeof text);
	lf_error_clear(&err);
	ck_assert_int_eq(lf_format_seconds(-500, text, sizeof text, &err),
	    LF_EINVAL);
	ck_assert_str_eq(err.message, "a time of -500 ms is negative");
	ck_assert_str_eq(text, "");
	ck_assert_int_eq(lf_format_seconds(-1, text, sizeof text, NULL),
	    LF_EINVAL);
	ck_assert_int_eq(lf_format_seconds(1250, text, 4, &err), LF_EINVAL);
	ck_assert_str_eq(err.message,
	    "4 bytes cannot hold 1250 ms in seconds and a NUL");
	ck_assert_str_eq(text, "");
	ck_assert_int_eq(lf_format_seconds(1250, text, 5, NULL), LF_OK);
	ck_assert_str_eq(text, "1.25");
	ck_assert_int_eq(lf_format_seconds(1250, text, 0, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_format_seconds(1250, text, 1, NULL), LF_EINVAL);
	ck_assert_str_eq(text, "");
}
END_TEST

/* Bad arguments to lf_bot_new() are errors, with or without a record. */
START_TEST(test_new_errors)
{
	struct lf_bot *bot = (struct lf_bot *)&bot;
	struct lf_error err;

	ck_assert_int_eq(lf_bot_new(&bot, "", 1, &err), LF_EINVAL);
	ck_assert_ptr_null(bot);
	ck_assert_int_eq(lf_bot_new(&bot, "echo a1", 0, NULL), LF_EINVAL);
	ck_assert_int_eq(lf_bot_new(&bot, "echo a1", LF_MAX_PLAYERS + 1,
	    NULL), LF_EINVAL);
	lf_bot_free(NULL);
}
END_TEST

START_TEST(test_legal_move)
{
	struct lf_bot *bot = new_bot("read -r p; echo a1", LONG_MS);
	LF_MOVE_STATIC(move);
	size_t len;

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_OK);
	ck_assert_int_eq(move.length, 1);
	ck_assert_str_eq(lf_bot_reply(bot, &len), "a1");
	ck_assert_uint_eq(len, 2);
	ck_assert_str_eq(lf_bot_reason(bot), "");
	lf_bot_free(bot);
}
END_TEST

/* LF_PLAYER and LF_TIME; no LF_PERSISTENT for a fresh bot, even when the
 * referee has one in its environment. */
START_TEST(test_environment)
{
	struct lf_bot *bot;
	LF_MOVE_STATIC(move);
	struct lf_position pos;
	struct lf_error err;

	setenv("LF_PERSISTENT", "1", 1);
	ck_assert(lf_bot_new(&bot, "test \"$LF_PLAYER\" = 2 && "
	    "test \"$LF_TIME\" = 20.5 && test -z \"${LF_PERSISTENT+x}\" && "
	    "echo a1", 2, NULL) == LF_OK);
	lf_bot_set_time(bot, 20500);
	parse_ok(START, &pos);
	ck_assert(lf_bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_str_eq(lf_bot_fault_name(lf_bot_fault(bot)), "ok");
	lf_bot_free(bot);
	unsetenv("LF_PERSISTENT");
}
END_TEST

/* A clock at or below zero, which a move accepted at its deadline can
 * leave, is no time left: LF_CLOCK=0, the least LF_TIME and a clock
 * file that says so; it used to be taken for no clock at all, with
 * LF_CLOCK unset and no clock file. */
START_TEST(test_clock_spent)
{
	static const long remaining[] = { 0, -1, -250 };
	struct lf_bot *bot;
	LF_MOVE_STATIC(move);
	struct lf_position pos;
	struct lf_error err;
	size_t i;

	parse_ok(START, &pos);
	for (i = 0; i < sizeof remaining / sizeof remaining[0]; i++) {
		bot = new_bot("test \"$LF_CLOCK\" = 0 && "
		    "test \"$LF_INCREMENT\" = 0 && test \"$LF_TIME\" = 0.001 "
		    "&& grep -q '^clock=0 increment=0 time=0.001 ' "
		    "\"$LF_CLOCK_FILE\" && echo a1", LONG_MS);
		lf_bot_set_clock(bot, remaining[i], 0);
		lf_error_clear(&err);
		ck_assert(lf_bot_move(bot, &pos, &move, &err) == LF_OK);
		ck_assert_msg(lf_bot_fault(bot) == LF_BOT_OK, "%ld ms: %s",
		    remaining[i], lf_bot_reason(bot));
		lf_bot_free(bot);
	}
}
END_TEST

/* A clock file that cannot be written (a file size limit of 0 here) is
 * an error that leaves no descriptor open and no temporary file: the
 * descriptor used to leak on each failed write. */
START_TEST(test_clock_write_fails)
{
	struct lf_bot *bot = new_bot("echo a1", LONG_MS);
	struct rlimit old, none;
	struct lf_error err;
	char temp[4200];
	void (*xfsz)(int);
	int before, after, i;

	lf_bot_set_clock(bot, 1000, 0);
	ck_assert(lf_bot_write_clock(bot, 0, NULL) == LF_OK);
	xfsz = signal(SIGXFSZ, SIG_IGN);
	ck_assert_int_eq(getrlimit(RLIMIT_FSIZE, &old), 0);
	none = old;
	none.rlim_cur = 0;
	ck_assert_int_eq(setrlimit(RLIMIT_FSIZE, &none), 0);
	before = dup(STDIN_FILENO);
	close(before);
	for (i = 0; i < 3; i++) {
		lf_error_clear(&err);
		ck_assert(lf_bot_write_clock(bot, 0, &err) == LF_ESYS);
		ck_assert_msg(strstr(err.message, "the clock file: ") != NULL,
		    "%s", err.message);
	}
	after = dup(STDIN_FILENO);
	close(after);
	ck_assert_int_eq(setrlimit(RLIMIT_FSIZE, &old), 0);
	signal(SIGXFSZ, xfsz);
	ck_assert_int_eq(after, before);
	snprintf(temp, sizeof temp, "%s/clock.new", bot->clock_dir);
	ck_assert_int_ne(access(temp, F_OK), 0);
	lf_bot_free(bot);
}
END_TEST

/* The bot gets the referee's environment, but the protocol's variables
 * only from the referee's own settings, each once: those that the
 * referee's environment holds are replaced or dropped. */
START_TEST(test_environment_inherited)
{
	static const char *const names[] = {
		"LF_PLAYER", "LF_TIME", "LF_CLOCK", "LF_INCREMENT",
		"LF_CLOCK_FILE", "LF_DEADLINE", "LF_PERSISTENT"
	};
	struct lf_bot *bot;
	LF_MOVE_STATIC(move);
	struct lf_position pos;
	struct lf_error err;
	size_t i;

	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		setenv(names[i], "9", 1);
	setenv("LF_KEPT", "a=b", 1);
	bot = new_bot("test \"$LF_PLAYER\" = 1 && test \"$LF_TIME\" = 60 && "
	    "test -z \"${LF_CLOCK+x}${LF_INCREMENT+x}${LF_CLOCK_FILE+x}"
	    "${LF_PERSISTENT+x}\" && test \"$LF_DEADLINE\" != 9 && "
	    "test \"$LF_KEPT\" = a=b && "
	    "test \"$(env | grep -c '^LF_')\" = 4 && echo a1", LONG_MS);
	parse_ok(START, &pos);
	lf_error_clear(&err);
	ck_assert(lf_bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_msg(lf_bot_fault(bot) == LF_BOT_OK, "%s",
	    lf_bot_reason(bot));
	lf_bot_free(bot);
	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		unsetenv(names[i]);
	unsetenv("LF_KEPT");
}
END_TEST

/* LF_DEADLINE is the end of the move's time on the monotonic clock: for
 * a fresh bot, its start plus its time; for a persistent bot, plus its
 * start-up allowance too.  LF_PERSISTENT=1 tells a persistent bot. */
START_TEST(test_deadline)
{
	char command[512];
	struct lf_bot *bot;
	struct lf_position pos;
	LF_MOVE_STATIC(move);
	struct lf_error err;
	double before, after, deadline = 0;
	FILE *fp;
	int persistent, told = -1;

	parse_ok(START, &pos);
	for (persistent = 0; persistent < 2; persistent++) {
		unlink(scratch(1));
		snprintf(command, sizeof command, "echo \"$LF_DEADLINE "
		    "${LF_PERSISTENT:-0}\" >%s; echo a1; cat >/dev/null",
		    scratch(1));
		bot = new_bot(command, 40000);
		lf_bot_set_persistent(bot, persistent);
		lf_bot_set_startup_time(bot, 2500);
		before = seconds_now();
		ck_assert(lf_bot_move(bot, &pos, &move, &err) == LF_OK);
		after = seconds_now();
		ck_assert_int_eq(lf_bot_fault(bot), LF_BOT_OK);
		lf_bot_free(bot);
		fp = fopen(scratch(1), "r");
		ck_assert_ptr_nonnull(fp);
		ck_assert_int_eq(fscanf(fp, "%lf %d", &deadline, &told), 2);
		ck_assert_int_eq(told, persistent);
		fclose(fp);
		unlink(scratch(1));
		before += 40 + (persistent ? 2.5 : 0);
		after += 40 + (persistent ? 2.5 : 0);
		ck_assert_msg(deadline >= before - 0.002 &&
		    deadline <= after + 0.002, "LF_DEADLINE %.3f not in "
		    "[%.3f, %.3f]", deadline, before, after);
	}
}
END_TEST

START_TEST(test_position_on_input)
{
	struct lf_bot *bot = new_bot("test \"$(cat)\" = '" START "' && "
	    "echo b2", LONG_MS);
	LF_MOVE_STATIC(move);

	/* The bot gets exactly the position line, then end of input. */
	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_OK);
	ck_assert_str_eq(lf_bot_reply(bot, NULL), "b2");
	lf_bot_free(bot);
}
END_TEST

START_TEST(test_comments_and_crlf)
{
	struct lf_bot *bot = new_bot("printf '\\n  \\n# thinking\\r\\n  a1 "
	    "\\r\\ngarbage after\\n'", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_OK);
	ck_assert_str_eq(lf_bot_reply(bot, NULL), "  a1 ");
	ck_assert_int_eq(move.length, 1);
	lf_bot_free(bot);
}
END_TEST

START_TEST(test_garbage)
{
	struct lf_bot *bot = new_bot("echo 'hello, world'", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_GARBAGE);
	ck_assert_msg(strstr(lf_bot_reason(bot), "wrote 'hello, world', "
	    "which is not a move") != NULL, "%s", lf_bot_reason(bot));
	lf_bot_free(bot);
}
END_TEST

START_TEST(test_illegal)
{
	struct lf_bot *bot = new_bot("echo A1-A3", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_ILLEGAL);
	ck_assert_msg(strncmp(lf_bot_reason(bot), "illegal move a1-a3: a jump, "
	    "but the opening is not over", 45) == 0, "%s",
	    lf_bot_reason(bot));
	lf_bot_free(bot);
}
END_TEST

START_TEST(test_exit_status)
{
	struct lf_bot *bot = new_bot("exit 3", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_EXITED);
	ck_assert_str_eq(lf_bot_reason(bot),
	    "exited with status 3 without a move");
	lf_bot_free(bot);
}
END_TEST

START_TEST(test_shell_status_of_signal)
{
	struct lf_bot *bot = new_bot("sh -c 'kill -s SEGV $$'; exit $?",
	    LONG_MS);
	LF_MOVE_STATIC(move);

	/* The shell survives its command and reports 128 + 11. */
	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_EXITED);
	ck_assert_msg(strstr(lf_bot_reason(bot), "exited with status 139 (a "
	    "shell's status when its command is killed by SIGSEGV)") != NULL,
	    "%s", lf_bot_reason(bot));
	lf_bot_free(bot);
}
END_TEST

START_TEST(test_killed)
{
	struct lf_bot *bot = new_bot("kill -s SEGV $$", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_KILLED);
	ck_assert_str_eq(lf_bot_reason(bot),
	    "killed by signal 11 (SIGSEGV) without a move");
	lf_bot_free(bot);
}
END_TEST

START_TEST(test_silent)
{
	struct lf_bot *bot = new_bot("cat >/dev/null", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_SILENT);
	ck_assert_str_eq(lf_bot_reason(bot),
	    "exited with status 0 without writing a move");
	lf_bot_free(bot);
}
END_TEST

/* It closes its output and goes on: silence.  The case waits until the
 * output is closed, then asks with a clock already run out: what came
 * by the deadline, the end of the output, counts. */
START_TEST(test_closed_output)
{
	struct lf_bot *bot = start_ready("exec >&-;", "sleep 60", 300);
	struct lf_error err;

	ck_assert(lf_bot_ask(bot, START, strlen(START), &err) == LF_OK);
	ck_assert_int_eq(lf_bot_fault(bot), LF_BOT_SILENT);
	ck_assert_str_eq(lf_bot_reason(bot),
	    "closed its output without writing a move");
	lf_bot_free(bot);
}
END_TEST

START_TEST(test_incomplete)
{
	struct lf_bot *bot = new_bot("printf c3-c; kill -s KILL $$", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_INCOMPLETE);
	ck_assert_str_eq(lf_bot_reason(bot), "wrote an incomplete line "
	    "'c3-c', then was killed by signal 9 (SIGKILL)");
	lf_bot_free(bot);
}
END_TEST

START_TEST(test_incomplete_exit)
{
	struct lf_bot *bot = new_bot("printf a1", LONG_MS);
	LF_MOVE_STATIC(move);

	/* A last line without its newline is not a move. */
	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_INCOMPLETE);
	ck_assert_str_eq(lf_bot_reason(bot), "wrote an incomplete line 'a1', "
	    "then exited with status 0");
	lf_bot_free(bot);
}
END_TEST

START_TEST(test_timeout)
{
	struct lf_bot *bot = new_bot("sleep 60", 200);
	LF_MOVE_STATIC(move);
	double start = seconds_now();

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_TIMEOUT);
	ck_assert_str_eq(lf_bot_reason(bot), "no move within 0.2 s");
	ck_assert(lf_bot_elapsed(bot) >= 200);
	ck_assert(seconds_now() - start < WAIT_S);
	lf_bot_free(bot);
}
END_TEST

/* What the bot wrote of a line is quoted: the case waits until it has
 * written it, so that the clock cannot run out before. */
START_TEST(test_timeout_partial)
{
	struct lf_bot *bot = start_ready("printf c3-;", "sleep 60", 200);
	struct lf_error err;

	ck_assert(lf_bot_ask(bot, START, strlen(START), &err) == LF_OK);
	ck_assert_int_eq(lf_bot_fault(bot), LF_BOT_TIMEOUT);
	ck_assert_str_eq(lf_bot_reason(bot),
	    "no move within 0.2 s (it wrote 'c3-')");
	lf_bot_free(bot);
}
END_TEST

/* A line that came by the deadline counts, even when the referee had no
 * time to read it before. */
START_TEST(test_line_at_deadline)
{
	struct lf_bot *bot = start_ready("echo a1;", "sleep 60", 1);
	struct lf_error err;

	ck_assert(lf_bot_ask(bot, START, strlen(START), &err) == LF_OK);
	ck_assert_int_eq(lf_bot_fault(bot), LF_BOT_OK);
	ck_assert_str_eq(lf_bot_reply(bot, NULL), "a1");
	lf_bot_free(bot);
}
END_TEST

/* A bot that ignores SIGTERM is killed, with the processes it started. */
START_TEST(test_ignores_sigterm)
{
	struct lf_bot *bot;
	struct lf_error err;
	pid_t child;

	bot = start_marked("trap '' TERM; sleep 60", 200, &child);
	lf_bot_set_grace(bot, 100);
	ck_assert(lf_bot_ask(bot, START, strlen(START), &err) == LF_OK);
	ck_assert_int_eq(lf_bot_fault(bot), LF_BOT_TIMEOUT);
	lf_bot_stop(bot);
	ck_assert_int_eq(lf_bot_running(bot), 0);
	ck_assert(gone(child));
	lf_bot_free(bot);
}
END_TEST

START_TEST(test_child_keeps_output)
{
	struct lf_bot *bot;
	struct lf_error err;
	pid_t child;

	siginfo_t info;

	/* The bot's first process exits; the case waits until it has,
	 * without reaping it. */
	bot = start_marked("exit 0", 300, &child);
	memset(&info, 0, sizeof info);
	ck_assert(waitid(P_PID, (id_t)bot->pid, &info, WEXITED | WNOWAIT) ==
	    0);
	ck_assert(lf_bot_ask(bot, START, strlen(START), &err) == LF_OK);
	ck_assert_int_eq(lf_bot_fault(bot), LF_BOT_TIMEOUT);
	ck_assert_str_eq(lf_bot_reason(bot), "no move within 0.3 s (it exited "
	    "with status 0, but a process it started kept its output open)");
	lf_bot_stop(bot);
	ck_assert(gone(child));
	lf_bot_free(bot);
}
END_TEST

START_TEST(test_persistent)
{
	struct lf_bot *bot = new_bot("while read -r p; do case $p in "
	    "*' ply=0 '*) echo a1;; *) echo b2;; esac; done", LONG_MS);
	LF_MOVE_STATIC(move);
	struct lf_position pos;
	struct lf_error err;
	pid_t first;

	lf_bot_set_persistent(bot, 1);
	parse_ok(START, &pos);
	ck_assert(lf_bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_int_eq(lf_bot_fault(bot), LF_BOT_OK);
	ck_assert_str_eq(lf_bot_reply(bot, NULL), "a1");
	first = bot->pid;
	ck_assert(lf_bot_running(bot));
	lf_apply_unchecked(&pos, move.square, move.length, NULL);
	ck_assert(lf_bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_int_eq(lf_bot_fault(bot), LF_BOT_OK);
	ck_assert_str_eq(lf_bot_reply(bot, NULL), "b2");
	ck_assert_int_eq(bot->pid, first);
	/* At the end of its input it exits on its own. */
	lf_bot_stop(bot);
	ck_assert_int_eq(bot->exited, 1);
	ck_assert_int_eq(bot->exit_signal, 0);
	ck_assert_int_eq(bot->exit_status, 0);
	lf_bot_free(bot);
}
END_TEST

/* One move line per position line: a persistent bot that writes two
 * lines for one position has the second discarded, not taken as its
 * answer to the next position (whose answer is then legal). */
START_TEST(test_persistent_two_lines)
{
	char command[512];
	struct lf_bot *bot;
	LF_MOVE_STATIC(move);
	struct lf_position pos;
	struct lf_error err;

	unlink(scratch(1));
	/* The second line is written before the first is read; the bot
	 * says so, then answers the second position with its own line. */
	snprintf(command, sizeof command, "read -r p; printf 'a1\\nc3\\n"
	    "# more\\n'; touch %s; read -r p; echo b2; cat >/dev/null",
	    scratch(1));
	bot = new_bot(command, LONG_MS);
	lf_bot_set_persistent(bot, 1);
	parse_ok(START, &pos);
	ck_assert(lf_bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_str_eq(lf_bot_reply(bot, NULL), "a1");
	wait_for_file(scratch(1));
	unlink(scratch(1));
	lf_apply_unchecked(&pos, move.square, move.length, NULL);
	ck_assert(lf_bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_int_eq(lf_bot_fault(bot), LF_BOT_OK);
	ck_assert_str_eq(lf_bot_reply(bot, NULL), "b2");
	lf_bot_free(bot);
}
END_TEST

/* A persistent bot's start-up is outside its first move's clock: a bot
 * that takes a second to start answers in time with a 0.3 second clock
 * and a long start-up allowance; its second move has no allowance. */
START_TEST(test_persistent_startup)
{
	struct lf_bot *bot = new_bot("sleep 1; read -r p; echo a1; "
	    "read -r p; sleep 60", 300);
	LF_MOVE_STATIC(move);
	struct lf_position pos;
	struct lf_error err;

	lf_bot_set_persistent(bot, 1);
	lf_bot_set_startup_time(bot, LONG_MS);
	parse_ok(START, &pos);
	ck_assert(lf_bot_start(bot, &err) == LF_OK);
	ck_assert(lf_bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_msg(lf_bot_fault(bot) == LF_BOT_OK, "%s",
	    lf_bot_reason(bot));
	ck_assert(lf_bot_elapsed(bot) == 0); /* answered within start-up */
	lf_apply_unchecked(&pos, move.square, move.length, NULL);
	ck_assert(lf_bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_int_eq(lf_bot_fault(bot), LF_BOT_TIMEOUT);
	ck_assert_str_eq(lf_bot_reason(bot), "no move within 0.3 s");
	lf_bot_free(bot);
}
END_TEST

START_TEST(test_persistent_exits)
{
	struct lf_bot *bot = new_bot("read -r p; echo a1", LONG_MS);
	LF_MOVE_STATIC(move);
	struct lf_position pos;
	struct lf_error err;

	/* A persistent bot that answers once and exits forfeits next time. */
	lf_bot_set_persistent(bot, 1);
	parse_ok(START, &pos);
	ck_assert(lf_bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_int_eq(lf_bot_fault(bot), LF_BOT_OK);
	lf_apply_unchecked(&pos, move.square, move.length, NULL);
	ck_assert(lf_bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_int_eq(lf_bot_fault(bot), LF_BOT_SILENT);
	ck_assert_int_eq(lf_bot_running(bot), 0);
	lf_bot_free(bot);
}
END_TEST

/* A command that cannot be run is the referee's error, not a forfeit:
 * not found (127), not executable (126), or a failed exec of the shell;
 * one that wrote something first forfeits as usual. */
START_TEST(test_cannot_start)
{
	static const struct {
		const char *command;
		enum lf_status status;
		const char *words;
	} cases[] = {
		{ "no-such-command-for-lf-play", LF_ESYS,
		    "cannot be started: the shell exited with status 127 "
		    "(command not found) before writing anything" },
		{ "/dev/null", LF_ESYS, "status 126 (command not "
		    "executable)" },
		{ "echo '# a comment'; no-such-command-for-lf-play", LF_OK,
		    "" },
	};
	struct lf_bot *bot;
	LF_MOVE_STATIC(move);
	struct lf_position pos;
	struct lf_error err;
	size_t i;

	parse_ok(START, &pos);
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		bot = new_bot(cases[i].command, LONG_MS);
		lf_error_clear(&err);
		ck_assert_int_eq(lf_bot_move(bot, &pos, &move, &err),
		    cases[i].status);
		ck_assert_msg(strstr(err.message, cases[i].words) != NULL,
		    "%s", err.message);
		if (cases[i].status == LF_OK)
			ck_assert_int_eq(lf_bot_fault(bot), LF_BOT_EXITED);
		ck_assert_int_eq(lf_bot_running(bot), 0);
		lf_bot_free(bot);
	}
}
END_TEST

START_TEST(test_input_closed)
{
	/* The bot closes its input before the position is written: the
	 * write fails with EPIPE, which must not kill the referee, and the
	 * answer still counts. */
	struct lf_bot *bot = start_ready("exec 0<&-;",
	    "sleep 1; echo a1", LONG_MS);
	struct lf_error err;

	ck_assert(lf_bot_ask(bot, START, strlen(START), &err) == LF_OK);
	ck_assert_int_eq(lf_bot_fault(bot), LF_BOT_OK);
	ck_assert_str_eq(lf_bot_reply(bot, NULL), "a1");
	lf_bot_free(bot);
}
END_TEST

/* A readable interrupt descriptor ends the wait with LF_EINTR, and the
 * bot is stopped. */
START_TEST(test_interrupted)
{
	struct lf_bot *bot = new_bot("sleep 60", LONG_MS);
	LF_MOVE_STATIC(move);
	struct lf_position pos;
	struct lf_error err;
	int fds[2];

	ck_assert_int_eq(pipe(fds), 0);
	ck_assert_int_eq(write(fds[1], "", 1), 1);
	lf_bot_set_interrupt(bot, fds[0]);
	parse_ok(START, &pos);
	lf_error_clear(&err);
	ck_assert(lf_bot_move(bot, &pos, &move, &err) == LF_EINTR);
	ck_assert_str_eq(err.message, "interrupted");
	ck_assert_int_eq(err.sys_errno, EINTR);
	ck_assert_int_eq(lf_bot_running(bot), 0);
	/* Without an error record too. */
	ck_assert(lf_bot_move(bot, &pos, &move, NULL) == LF_EINTR);
	lf_bot_free(bot);
	close(fds[0]);
	close(fds[1]);
}
END_TEST

START_TEST(test_not_running)
{
	struct lf_bot *bot = new_bot("echo a1", 1000);
	struct lf_error err;

	ck_assert(lf_bot_ask(bot, START, strlen(START), &err) == LF_EINVAL);
	ck_assert(lf_bot_ask(bot, START, strlen(START), NULL) == LF_EINVAL);
	lf_bot_stop(bot); /* harmless when nothing runs */
	lf_bot_free(bot);
}
END_TEST

/* The bot dies with the referee, even of SIGKILL, where the system
 * gives the means (Linux: the parent-death signal). */
START_TEST(test_dies_with_referee)
{
#if defined(HAVE_SYS_PRCTL_H)
	pid_t referee, bot_pid;
	char command[512];
	int status;

	unlink(scratch(2));
	snprintf(command, sizeof command, "echo $$ >%s; exec sleep 60",
	    scratch(2));
	referee = fork();
	ck_assert(referee >= 0);
	if (referee == 0) {
		struct lf_bot *bot;

		if (lf_bot_new(&bot, command, 1, NULL) != LF_OK ||
		    lf_bot_start(bot, NULL) != LF_OK)
			_exit(1);
		pause();
		_exit(0);
	}
	bot_pid = read_pid(scratch(2));
	unlink(scratch(2));
	kill(referee, SIGKILL);
	ck_assert(waitpid(referee, &status, 0) == referee);
	ck_assert(gone(bot_pid));
#endif
}
END_TEST

START_TEST(test_endless_line)
{
	struct lf_bot *bot = new_bot("yes a1 | tr -d '\\n'", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_GARBAGE);
	ck_assert_str_eq(lf_bot_reason(bot),
	    "wrote a line longer than 65536 bytes");
	lf_bot_free(bot);
}
END_TEST

START_TEST(test_control_bytes)
{
	struct lf_bot *bot = new_bot("printf 'a\\0001\\033[31m\\n'", LONG_MS);
	LF_MOVE_STATIC(move);
	const char *p;

	/* NUL and escape bytes are garbage, and the reason stays printable. */
	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_GARBAGE);
	for (p = lf_bot_reason(bot); *p != '\0'; p++)
		ck_assert(*p >= 0x20 && *p < 0x7f);
	lf_bot_free(bot);
}
END_TEST

/* The reason quotes the bot's answer as the rule for text from outside
 * shows it: printable UTF-8 kept, a C1 control (CSI), U+202E and a byte
 * that is no UTF-8 one '?' each. */
START_TEST(test_reason_text)
{
	struct lf_bot *bot = new_bot("printf '\\303\\251\\302\\233"
	    "\\342\\200\\256\\377x\\n'", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_GARBAGE);
	ck_assert_msg(strstr(lf_bot_reason(bot), "'\xc3\xa9???x'") != NULL,
	    "%s", lf_bot_reason(bot));
	lf_bot_free(bot);
}
END_TEST

START_TEST(test_long_quote_cut)
{
	struct lf_bot *bot = new_bot("printf '%0300d\\n' 0", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_GARBAGE);
	ck_assert_msg(strstr(lf_bot_reason(bot), "...'") != NULL, "%s",
	    lf_bot_reason(bot));
	ck_assert(strlen(lf_bot_reason(bot)) < sizeof bot->reason - 1);
	lf_bot_free(bot);
}
END_TEST

START_TEST(test_never_reads)
{
	struct lf_bot *bot = new_bot("exec sleep 60", 150);
	struct lf_error err;
	struct lf_buf big;
	int i;

	/* Lines bigger than a pipe holds, to a bot that never reads: each
	 * exchange must end at its deadline, not block in write(). */
	lf_buf_init(&big);
	for (i = 0; i < 100000; i++)
		lf_buf_add(&big, "x", 1);
	lf_bot_set_persistent(bot, 1);
	lf_bot_set_grace(bot, 50);
	ck_assert(lf_bot_start(bot, &err) == LF_OK);
	for (i = 0; i < 3; i++) {
		ck_assert(lf_bot_ask(bot, big.data, big.len, &err) == LF_OK);
		ck_assert_int_eq(lf_bot_fault(bot), LF_BOT_TIMEOUT);
	}
	lf_bot_free(bot);
	lf_buf_free(&big);
}
END_TEST

START_TEST(test_many_bots)
{
	struct lf_bot *bots[LF_MAX_PLAYERS];
	struct lf_error err;
	int i;

	/* Persistent bots do not hold each other's pipes: each sees the end
	 * of its own input when the referee closes it. */
	for (i = 0; i < LF_MAX_PLAYERS; i++) {
		ck_assert(lf_bot_new(&bots[i], "cat >/dev/null", i + 1,
		    &err) == LF_OK);
		lf_bot_set_persistent(bots[i], 1);
		lf_bot_set_grace(bots[i], LONG_MS);
		ck_assert(lf_bot_start(bots[i], &err) == LF_OK);
	}
	for (i = 0; i < LF_MAX_PLAYERS; i++) {
		lf_bot_stop(bots[i]);
		ck_assert_int_eq(bots[i]->exited, 1);
		ck_assert_int_eq(bots[i]->exit_signal, 0);
		lf_bot_free(bots[i]);
	}
}
END_TEST

/* The suite for protocol.c. */
static Suite *
protocol_suite(void)
{
	Suite *s = suite_create("protocol");
	TCase *core = tcase_create("core");
	TCase *limits = tcase_create("limits");

	tcase_set_timeout(core, 600);
	tcase_set_timeout(limits, 600);
	tcase_add_test(core, test_fault_names);
	tcase_add_test(core, test_format_seconds);
	tcase_add_test(core, test_format_seconds_refuses);
	tcase_add_test(core, test_new_errors);
	tcase_add_test(core, test_legal_move);
	tcase_add_test(core, test_clock_spent);
	tcase_add_test(core, test_environment_inherited);
	tcase_add_test(core, test_clock_write_fails);
	tcase_add_test(core, test_environment);
	tcase_add_test(core, test_deadline);
	tcase_add_test(core, test_position_on_input);
	tcase_add_test(core, test_comments_and_crlf);
	tcase_add_test(core, test_garbage);
	tcase_add_test(core, test_illegal);
	tcase_add_test(core, test_exit_status);
	tcase_add_test(core, test_shell_status_of_signal);
	tcase_add_test(core, test_killed);
	tcase_add_test(core, test_silent);
	tcase_add_test(core, test_closed_output);
	tcase_add_test(core, test_incomplete);
	tcase_add_test(core, test_incomplete_exit);
	tcase_add_test(core, test_timeout);
	tcase_add_test(core, test_timeout_partial);
	tcase_add_test(core, test_line_at_deadline);
	tcase_add_test(core, test_ignores_sigterm);
	tcase_add_test(core, test_child_keeps_output);
	tcase_add_test(core, test_persistent);
	tcase_add_test(core, test_persistent_two_lines);
	tcase_add_test(core, test_persistent_startup);
	tcase_add_test(core, test_persistent_exits);
	tcase_add_test(core, test_cannot_start);
	tcase_add_test(core, test_input_closed);
	tcase_add_test(core, test_interrupted);
	tcase_add_test(core, test_not_running);
	tcase_add_test(core, test_dies_with_referee);
	suite_add_tcase(s, core);
	tcase_add_test(limits, test_endless_line);
	tcase_add_test(limits, test_control_bytes);
	tcase_add_test(limits, test_reason_text);
	tcase_add_test(limits, test_long_quote_cut);
	tcase_add_test(limits, test_never_reads);
	tcase_add_test(limits, test_many_bots);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(protocol_suite)
