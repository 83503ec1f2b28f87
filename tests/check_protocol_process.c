/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_protocol_process.c: the protocol suite's cases of bots as
 * processes: a bot that ignores SIGTERM or leaves a child holding its
 * output, persistent bots, a command that cannot start, input closed,
 * an interrupted wait, and bots that die with the referee. */
#include "config.h"

#include "check_protocol.h"

/* A bot that ignores SIGTERM is killed, with the processes it started. */
START_TEST(test_ignores_sigterm)
{
	struct bot *bot;
	struct lf_error err;
	pid_t child;

	bot = start_marked("trap '' TERM; sleep 60", 200, &child);
	bot_set_grace(bot, 100);
	ck_assert(bot_ask(bot, START, strlen(START), &err) == LF_OK);
	ck_assert_int_eq(bot_fault(bot), LF_BOT_TIMEOUT);
	bot_stop(bot);
	ck_assert_int_eq(bot_running(bot), 0);
	ck_assert(gone(child));
	bot_free(bot);
}
END_TEST

START_TEST(test_child_keeps_output)
{
	struct bot *bot;
	struct lf_error err;
	pid_t child;

	siginfo_t info;

	/* The bot's first process exits; the case waits until it has,
	 * without reaping it. */
	bot = start_marked("exit 0", 300, &child);
	memset(&info, 0, sizeof info);
	ck_assert(waitid(P_PID, (id_t)bot->pid, &info, WEXITED | WNOWAIT) ==
	    0);
	ck_assert(bot_ask(bot, START, strlen(START), &err) == LF_OK);
	ck_assert_int_eq(bot_fault(bot), LF_BOT_TIMEOUT);
	ck_assert_str_eq(bot_reason(bot), "no move within 0.3 s (it exited "
	    "with status 0, but a process it started kept its output open)");
	bot_stop(bot);
	ck_assert(gone(child));
	bot_free(bot);
}
END_TEST

START_TEST(test_persistent)
{
	struct bot *bot = new_bot("while read -r p; do case $p in "
	    "*' ply=0 '*) echo a1;; *) echo b2;; esac; done", LONG_MS);
	LF_MOVE_STATIC(move);
	struct lf_position pos;
	struct lf_error err;
	pid_t first;

	bot_set_persistent(bot, 1);
	parse_ok(START, &pos);
	ck_assert(bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_int_eq(bot_fault(bot), LF_BOT_OK);
	ck_assert_str_eq(bot_reply(bot, NULL), "a1");
	first = bot->pid;
	ck_assert(bot_running(bot));
	lf_apply_unchecked(&pos, &move, NULL);
	ck_assert(bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_int_eq(bot_fault(bot), LF_BOT_OK);
	ck_assert_str_eq(bot_reply(bot, NULL), "b2");
	ck_assert_int_eq(bot->pid, first);
	/* At the end of its input it exits on its own. */
	bot_stop(bot);
	ck_assert_int_eq(bot->exited, 1);
	ck_assert_int_eq(bot->exit_signal, 0);
	ck_assert_int_eq(bot->exit_status, 0);
	bot_free(bot);
}
END_TEST

/* One move line per position line: a persistent bot that writes two
 * lines for one position has the second discarded, not taken as its
 * answer to the next position (whose answer is then legal). */
START_TEST(test_persistent_two_lines)
{
	char command[512];
	struct bot *bot;
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
	bot_set_persistent(bot, 1);
	parse_ok(START, &pos);
	ck_assert(bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_str_eq(bot_reply(bot, NULL), "a1");
	wait_for_file(scratch(1));
	unlink(scratch(1));
	lf_apply_unchecked(&pos, &move, NULL);
	ck_assert(bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_int_eq(bot_fault(bot), LF_BOT_OK);
	ck_assert_str_eq(bot_reply(bot, NULL), "b2");
	bot_free(bot);
}
END_TEST

/* A persistent bot's start-up is outside its first move's clock: a bot
 * that takes a second to start answers in time with a 0.3 second clock
 * and a long start-up allowance; its second move has no allowance. */
START_TEST(test_persistent_startup)
{
	struct bot *bot = new_bot("sleep 1; read -r p; echo a1; "
	    "read -r p; sleep 60", 300);
	LF_MOVE_STATIC(move);
	struct lf_position pos;
	struct lf_error err;

	bot_set_persistent(bot, 1);
	bot_set_startup_time(bot, LONG_MS);
	parse_ok(START, &pos);
	ck_assert(bot_start(bot, &err) == LF_OK);
	ck_assert(bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_msg(bot_fault(bot) == LF_BOT_OK, "%s",
	    bot_reason(bot));
	ck_assert(bot_elapsed(bot) == 0); /* answered within start-up */
	lf_apply_unchecked(&pos, &move, NULL);
	ck_assert(bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_int_eq(bot_fault(bot), LF_BOT_TIMEOUT);
	ck_assert_str_eq(bot_reason(bot), "no move within 0.3 s");
	bot_free(bot);
}
END_TEST

START_TEST(test_persistent_exits)
{
	struct bot *bot = new_bot("read -r p; echo a1", LONG_MS);
	LF_MOVE_STATIC(move);
	struct lf_position pos;
	struct lf_error err;

	/* A persistent bot that answers once and exits forfeits next time. */
	bot_set_persistent(bot, 1);
	parse_ok(START, &pos);
	ck_assert(bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_int_eq(bot_fault(bot), LF_BOT_OK);
	lf_apply_unchecked(&pos, &move, NULL);
	ck_assert(bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_int_eq(bot_fault(bot), LF_BOT_SILENT);
	ck_assert_int_eq(bot_running(bot), 0);
	bot_free(bot);
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
	struct bot *bot;
	LF_MOVE_STATIC(move);
	struct lf_position pos;
	struct lf_error err;
	size_t i;

	parse_ok(START, &pos);
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		bot = new_bot(cases[i].command, LONG_MS);
		lf_error_clear(&err);
		ck_assert_int_eq(bot_move(bot, &pos, &move, &err),
		    cases[i].status);
		ck_assert_msg(strstr(err.message, cases[i].words) != NULL,
		    "%s", err.message);
		if (cases[i].status == LF_OK)
			ck_assert_int_eq(bot_fault(bot), LF_BOT_EXITED);
		ck_assert_int_eq(bot_running(bot), 0);
		bot_free(bot);
	}
}
END_TEST

START_TEST(test_input_closed)
{
	/* The bot closes its input before the position is written: the
	 * write fails with EPIPE, which must not kill the referee, and the
	 * answer still counts. */
	struct bot *bot = start_ready("exec 0<&-;",
	    "sleep 1; echo a1", LONG_MS);
	struct lf_error err;

	ck_assert(bot_ask(bot, START, strlen(START), &err) == LF_OK);
	ck_assert_int_eq(bot_fault(bot), LF_BOT_OK);
	ck_assert_str_eq(bot_reply(bot, NULL), "a1");
	bot_free(bot);
}
END_TEST

/* A readable interrupt descriptor ends the wait with LF_EINTR, and the
 * bot is stopped. */
START_TEST(test_interrupted)
{
	struct bot *bot = new_bot("sleep 60", LONG_MS);
	LF_MOVE_STATIC(move);
	struct lf_position pos;
	struct lf_error err;
	int fds[2];

	ck_assert_int_eq(pipe(fds), 0);
	ck_assert_int_eq(write(fds[1], "", 1), 1);
	bot_set_interrupt(bot, fds[0]);
	parse_ok(START, &pos);
	lf_error_clear(&err);
	ck_assert(bot_move(bot, &pos, &move, &err) == LF_EINTR);
	ck_assert_str_eq(err.message, "interrupted");
	ck_assert_int_eq(err.sys_errno, EINTR);
	ck_assert_int_eq(bot_running(bot), 0);
	/* Without an error record too. */
	ck_assert(bot_move(bot, &pos, &move, NULL) == LF_EINTR);
	bot_free(bot);
	close(fds[0]);
	close(fds[1]);
}
END_TEST

START_TEST(test_not_running)
{
	struct bot *bot = new_bot("echo a1", 1000);
	struct lf_error err;

	ck_assert(bot_ask(bot, START, strlen(START), &err) == LF_EINVAL);
	ck_assert(bot_ask(bot, START, strlen(START), NULL) == LF_EINVAL);
	bot_stop(bot); /* harmless when nothing runs */
	bot_free(bot);
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
		struct bot *bot;

		if (bot_new(&bot, command, 1, NULL) != LF_OK ||
		    bot_start(bot, NULL) != LF_OK)
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

/* Add the cases of this file to the suite. */
void
protocol_process_cases(TCase *core)
{
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
}
