/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_protocol.c: Check suite for lib/protocol.c: real bots, shell
 * command lines, behaving and misbehaving in every way the referee must
 * classify. */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "check_util.h"

/* Player 1 to move in the opening of a 3 x 3 board: a1 is legal. */
#define START "lf1 variant=traditional players=2 jumps=orth chain=free " \
	"opening=each removal=any turn=1 ply=0 score=0,0 board=111/111/111"

/* Seconds on the monotonic clock. */
static double
seconds_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Ask a fresh bot for its move in START; return the fault. */
static enum lf_bot_fault
ask_start(const char *command, long time_ms, struct lf_bot *bot,
    struct lf_move *move)
{
	struct lf_position pos;
	struct lf_error err;

	parse_ok(START, &pos);
	lf_error_clear(&err);
	lf_bot_init(bot, command, 1, time_ms);
	ck_assert_msg(lf_bot_move(bot, &pos, move, &err) == LF_OK, "%s",
	    err.message);
	ck_assert_int_eq(bot->pid, 0); /* a fresh bot is stopped */
	return bot->fault;
}

/* A command that starts a child of the bot that writes to a file after
 * a second if it is still alive then; the file's name goes in path. */
static void
watchdog(char *command, size_t size, char *path, size_t path_size,
    const char *before, const char *after)
{
	snprintf(path, path_size, "%s/check_protocol.%ld",
	    getenv("TMPDIR") != NULL ? getenv("TMPDIR") : "/tmp",
	    (long)getpid());
	unlink(path);
	snprintf(command, size, "%s (sleep 1; echo alive >'%s') & %s", before,
	    path, after);
}

/* Whether every process of the bot was stopped: after the watchdog's
 * second, its file must not exist. */
static int
all_stopped(const char *path)
{
	struct timespec wait = { 1, 500000000L };
	int gone;

	nanosleep(&wait, NULL);
	gone = access(path, F_OK) != 0;
	unlink(path);
	return gone;
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

	lf_format_seconds(10000, text, sizeof text);
	ck_assert_str_eq(text, "10");
	lf_format_seconds(500, text, sizeof text);
	ck_assert_str_eq(text, "0.5");
	lf_format_seconds(1250, text, sizeof text);
	ck_assert_str_eq(text, "1.25");
	lf_format_seconds(1, text, sizeof text);
	ck_assert_str_eq(text, "0.001");
}
END_TEST

START_TEST(test_legal_move)
{
	struct lf_bot bot;
	static struct lf_move move;

	ck_assert_int_eq(ask_start("read -r p; echo a1", 20000, &bot, &move),
	    LF_BOT_OK);
	ck_assert_int_eq(move.length, 1);
	ck_assert_str_eq(bot.reply.data, "a1");
	ck_assert_str_eq(bot.reason, "");
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_environment)
{
	struct lf_bot bot;
	static struct lf_move move;
	struct lf_position pos;
	struct lf_error err;

	parse_ok(START, &pos);
	lf_bot_init(&bot, "test \"$LF_PLAYER\" = 2 && test \"$LF_TIME\" = "
	    "20.5 && echo a1", 2, 20500);
	ck_assert(lf_bot_move(&bot, &pos, &move, &err) == LF_OK);
	ck_assert_str_eq(lf_bot_fault_name(bot.fault), "ok");
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_position_on_input)
{
	struct lf_bot bot;
	static struct lf_move move;

	/* The bot gets exactly the position line, then end of input. */
	ck_assert_int_eq(ask_start("test \"$(cat)\" = '" START "' && echo b2",
	    20000, &bot, &move), LF_BOT_OK);
	ck_assert_str_eq(bot.reply.data, "b2");
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_comments_and_crlf)
{
	struct lf_bot bot;
	static struct lf_move move;

	ck_assert_int_eq(ask_start("printf '\\n  \\n# thinking\\r\\n  a1 \\r\\n"
	    "garbage after\\n'", 20000, &bot, &move), LF_BOT_OK);
	ck_assert_str_eq(bot.reply.data, "  a1 ");
	ck_assert_int_eq(move.length, 1);
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_garbage)
{
	struct lf_bot bot;
	static struct lf_move move;

	ck_assert_int_eq(ask_start("echo 'hello, world'", 20000, &bot, &move),
	    LF_BOT_GARBAGE);
	ck_assert_msg(strstr(bot.reason, "wrote 'hello, world', which is not "
	    "a move") != NULL, "%s", bot.reason);
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_illegal)
{
	struct lf_bot bot;
	static struct lf_move move;

	ck_assert_int_eq(ask_start("echo A1-A3", 20000, &bot, &move),
	    LF_BOT_ILLEGAL);
	ck_assert_msg(strncmp(bot.reason, "illegal move a1-a3: a jump, but the "
	    "opening is not over", 45) == 0, "%s", bot.reason);
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_exit_status)
{
	struct lf_bot bot;
	static struct lf_move move;

	ck_assert_int_eq(ask_start("exit 3", 20000, &bot, &move),
	    LF_BOT_EXITED);
	ck_assert_str_eq(bot.reason, "exited with status 3 without a move");
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_shell_status_of_signal)
{
	struct lf_bot bot;
	static struct lf_move move;

	/* The shell survives its command and reports 128 + 11. */
	ck_assert_int_eq(ask_start("sh -c 'kill -s SEGV $$'; exit $?", 20000,
	    &bot, &move), LF_BOT_EXITED);
	ck_assert_msg(strstr(bot.reason, "exited with status 139 (a shell's "
	    "status when its command is killed by SIGSEGV)") != NULL, "%s",
	    bot.reason);
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_killed)
{
	struct lf_bot bot;
	static struct lf_move move;

	ck_assert_int_eq(ask_start("kill -s SEGV $$", 20000, &bot, &move),
	    LF_BOT_KILLED);
	ck_assert_str_eq(bot.reason,
	    "killed by signal 11 (SIGSEGV) without a move");
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_silent)
{
	struct lf_bot bot;
	static struct lf_move move;

	ck_assert_int_eq(ask_start("cat >/dev/null", 20000, &bot, &move),
	    LF_BOT_SILENT);
	ck_assert_str_eq(bot.reason,
	    "exited with status 0 without writing a move");
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_closed_output)
{
	struct lf_bot bot;
	static struct lf_move move;
	double start = seconds_now();

	/* It closes its output and goes on: silence, once the time is up. */
	ck_assert_int_eq(ask_start("exec >&-; sleep 10", 300, &bot, &move),
	    LF_BOT_SILENT);
	ck_assert_str_eq(bot.reason,
	    "closed its output without writing a move");
	ck_assert(seconds_now() - start < 8.0);
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_incomplete)
{
	struct lf_bot bot;
	static struct lf_move move;

	ck_assert_int_eq(ask_start("printf c3-c; kill -s KILL $$", 20000, &bot,
	    &move), LF_BOT_INCOMPLETE);
	ck_assert_str_eq(bot.reason, "wrote an incomplete line 'c3-c', then "
	    "was killed by signal 9 (SIGKILL)");
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_incomplete_exit)
{
	struct lf_bot bot;
	static struct lf_move move;

	/* A last line without its newline is not a move. */
	ck_assert_int_eq(ask_start("printf a1", 20000, &bot, &move),
	    LF_BOT_INCOMPLETE);
	ck_assert_str_eq(bot.reason, "wrote an incomplete line 'a1', then "
	    "exited with status 0");
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_timeout)
{
	struct lf_bot bot;
	static struct lf_move move;
	double start = seconds_now();

	ck_assert_int_eq(ask_start("sleep 10", 200, &bot, &move),
	    LF_BOT_TIMEOUT);
	ck_assert_str_eq(bot.reason, "no move within 0.2 s");
	ck_assert(bot.elapsed_ms >= 200);
	ck_assert(seconds_now() - start < 8.0);
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_timeout_partial)
{
	struct lf_bot bot;
	static struct lf_move move;

	ck_assert_int_eq(ask_start("printf c3-; sleep 10", 200, &bot, &move),
	    LF_BOT_TIMEOUT);
	ck_assert_str_eq(bot.reason, "no move within 0.2 s (it wrote 'c3-')");
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_ignores_sigterm)
{
	struct lf_bot bot;
	struct lf_error err;
	double start = seconds_now();
	char command[512], path[256];

	watchdog(command, sizeof command, path, sizeof path, "trap '' TERM;",
	    "sleep 10");
	lf_bot_init(&bot, command, 1, 200);
	bot.grace_ms = 100;
	ck_assert(lf_bot_start(&bot, &err) == LF_OK);
	ck_assert(lf_bot_ask(&bot, START, strlen(START), &err) == LF_OK);
	ck_assert_int_eq(bot.fault, LF_BOT_TIMEOUT);
	lf_bot_stop(&bot);
	ck_assert_int_eq(bot.pid, 0);
	ck_assert(seconds_now() - start < 8.0);
	ck_assert(all_stopped(path));
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_child_keeps_output)
{
	struct lf_bot bot;
	struct lf_error err;
	char command[512], path[256];

	watchdog(command, sizeof command, path, sizeof path, "", "exit 0");
	lf_bot_init(&bot, command, 1, 300);
	ck_assert(lf_bot_start(&bot, &err) == LF_OK);
	ck_assert(lf_bot_ask(&bot, START, strlen(START), &err) == LF_OK);
	ck_assert_int_eq(bot.fault, LF_BOT_TIMEOUT);
	ck_assert_str_eq(bot.reason, "no move within 0.3 s (it exited with "
	    "status 0, but a process it started kept its output open)");
	lf_bot_stop(&bot);
	ck_assert(all_stopped(path));
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_persistent)
{
	struct lf_bot bot;
	static struct lf_move move;
	struct lf_position pos;
	struct lf_error err;
	pid_t first;

	lf_bot_init(&bot, "while read -r p; do case $p in *' ply=0 '*) "
	    "echo a1;; *) echo b2;; esac; done", 1, 20000);
	bot.persistent = 1;
	parse_ok(START, &pos);
	ck_assert(lf_bot_move(&bot, &pos, &move, &err) == LF_OK);
	ck_assert_int_eq(bot.fault, LF_BOT_OK);
	ck_assert_str_eq(bot.reply.data, "a1");
	first = bot.pid;
	ck_assert(first > 0);
	lf_apply_unchecked(&pos, move.square, move.length, NULL);
	ck_assert(lf_bot_move(&bot, &pos, &move, &err) == LF_OK);
	ck_assert_int_eq(bot.fault, LF_BOT_OK);
	ck_assert_str_eq(bot.reply.data, "b2");
	ck_assert_int_eq(bot.pid, first);
	/* At the end of its input it exits on its own. */
	lf_bot_stop(&bot);
	ck_assert_int_eq(bot.exited, 1);
	ck_assert_int_eq(bot.exit_signal, 0);
	ck_assert_int_eq(bot.exit_status, 0);
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_persistent_exits)
{
	struct lf_bot bot;
	static struct lf_move move;
	struct lf_position pos;
	struct lf_error err;

	/* A persistent bot that answers once and exits forfeits next time. */
	lf_bot_init(&bot, "read -r p; echo a1", 1, 20000);
	bot.persistent = 1;
	parse_ok(START, &pos);
	ck_assert(lf_bot_move(&bot, &pos, &move, &err) == LF_OK);
	ck_assert_int_eq(bot.fault, LF_BOT_OK);
	lf_apply_unchecked(&pos, move.square, move.length, NULL);
	ck_assert(lf_bot_move(&bot, &pos, &move, &err) == LF_OK);
	ck_assert_int_eq(bot.fault, LF_BOT_SILENT);
	ck_assert_int_eq(bot.pid, 0);
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_input_closed)
{
	struct lf_bot bot;
	struct lf_error err;
	struct timespec wait = { 0, 400000000L };

	/* The bot closes its input before the position is written: the
	 * write fails with EPIPE, which must not kill the referee, and the
	 * answer still counts. */
	lf_bot_init(&bot, "exec 0<&-; sleep 1; echo a1", 1, 20000);
	ck_assert(lf_bot_start(&bot, &err) == LF_OK);
	nanosleep(&wait, NULL);
	ck_assert(lf_bot_ask(&bot, START, strlen(START), &err) == LF_OK);
	ck_assert_int_eq(bot.fault, LF_BOT_OK);
	ck_assert_str_eq(bot.reply.data, "a1");
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_interrupted)
{
	static volatile sig_atomic_t stop_now = 1;
	struct lf_bot bot;
	static struct lf_move move;
	struct lf_position pos;
	struct lf_error err;

	lf_bot_init(&bot, "sleep 10", 1, 20000);
	bot.stop = &stop_now;
	parse_ok(START, &pos);
	lf_error_clear(&err);
	ck_assert(lf_bot_move(&bot, &pos, &move, &err) == LF_ESYS);
	ck_assert_str_eq(err.message, "interrupted");
	ck_assert_int_eq(err.sys_errno, EINTR);
	ck_assert_int_eq(bot.pid, 0);
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_not_running)
{
	struct lf_bot bot;
	struct lf_error err;

	lf_bot_init(&bot, "echo a1", 1, 1000);
	ck_assert(lf_bot_ask(&bot, START, strlen(START), &err) == LF_EINVAL);
	lf_bot_stop(&bot); /* harmless when nothing runs */
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_endless_line)
{
	struct lf_bot bot;
	static struct lf_move move;

	ck_assert_int_eq(ask_start("yes a1 | tr -d '\\n'", 20000, &bot, &move),
	    LF_BOT_GARBAGE);
	ck_assert_str_eq(bot.reason, "wrote a line longer than 65536 bytes");
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_control_bytes)
{
	struct lf_bot bot;
	static struct lf_move move;
	const char *p;

	/* NUL and escape bytes are garbage, and the reason stays printable. */
	ck_assert_int_eq(ask_start("printf 'a\\0001\\033[31m\\n'", 20000, &bot,
	    &move), LF_BOT_GARBAGE);
	for (p = bot.reason; *p != '\0'; p++)
		ck_assert(*p >= 0x20 && *p < 0x7f);
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_long_quote_cut)
{
	struct lf_bot bot;
	static struct lf_move move;

	ck_assert_int_eq(ask_start("printf '%0300d\\n' 0", 20000, &bot, &move),
	    LF_BOT_GARBAGE);
	ck_assert_msg(strstr(bot.reason, "...'") != NULL, "%s", bot.reason);
	ck_assert(strlen(bot.reason) < sizeof bot.reason - 1);
	lf_bot_free(&bot);
}
END_TEST

START_TEST(test_never_reads)
{
	struct lf_bot bot;
	struct lf_error err;
	struct lf_buf big;
	double start = seconds_now();
	int i;

	/* Lines bigger than a pipe holds, to a bot that never reads: each
	 * exchange must end at its deadline, not block in write(). */
	lf_buf_init(&big);
	for (i = 0; i < 100000; i++)
		lf_buf_add(&big, "x", 1);
	lf_bot_init(&bot, "exec sleep 10", 1, 150);
	bot.persistent = 1;
	ck_assert(lf_bot_start(&bot, &err) == LF_OK);
	for (i = 0; i < 3; i++) {
		ck_assert(lf_bot_ask(&bot, big.data, big.len, &err) == LF_OK);
		ck_assert_int_eq(bot.fault, LF_BOT_TIMEOUT);
	}
	bot.grace_ms = 50;
	lf_bot_free(&bot);
	lf_buf_free(&big);
	ck_assert(seconds_now() - start < 8.0);
}
END_TEST

START_TEST(test_many_bots)
{
	struct lf_bot bots[LF_MAX_PLAYERS];
	struct lf_error err;
	int i;

	/* Persistent bots do not hold each other's pipes: each sees the end
	 * of its own input when the referee closes it. */
	for (i = 0; i < LF_MAX_PLAYERS; i++) {
		lf_bot_init(&bots[i], "cat >/dev/null", i + 1, 20000);
		bots[i].persistent = 1;
		bots[i].grace_ms = 5000;
		ck_assert(lf_bot_start(&bots[i], &err) == LF_OK);
	}
	for (i = 0; i < LF_MAX_PLAYERS; i++) {
		lf_bot_stop(&bots[i]);
		ck_assert_int_eq(bots[i].exited, 1);
		ck_assert_int_eq(bots[i].exit_signal, 0);
		lf_bot_free(&bots[i]);
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

	tcase_set_timeout(core, 60);
	tcase_set_timeout(limits, 60);
	tcase_add_test(core, test_fault_names);
	tcase_add_test(core, test_format_seconds);
	tcase_add_test(core, test_legal_move);
	tcase_add_test(core, test_environment);
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
	tcase_add_test(core, test_ignores_sigterm);
	tcase_add_test(core, test_child_keeps_output);
	tcase_add_test(core, test_persistent);
	tcase_add_test(core, test_persistent_exits);
	tcase_add_test(core, test_input_closed);
	tcase_add_test(core, test_interrupted);
	tcase_add_test(core, test_not_running);
	suite_add_tcase(s, core);
	tcase_add_test(limits, test_endless_line);
	tcase_add_test(limits, test_control_bytes);
	tcase_add_test(limits, test_long_quote_cut);
	tcase_add_test(limits, test_never_reads);
	tcase_add_test(limits, test_many_bots);
	suite_add_tcase(s, limits);
	return s;
}

CHECK_MAIN(protocol_suite)
