/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* check_protocol.c: Check suite for bin/play/bot.c and protocol.c: real
 * bots, shell command lines, behaving and misbehaving in every way the
 * referee must classify.  No case depends on the machine's speed: a bot
 * that must have done something before the clock runs out says so in a
 * file that the case waits for, and the clocks of the bots that must
 * answer are long.
 * This file holds the bots' names, clocks and answers; the bots as
 * processes (signals, persistent bots, starting, the referee's death) are
 * in check_protocol_process.c. */
#include "config.h"

#include "check_protocol.h"

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

/* Bad arguments to bot_new() are errors, with or without a record. */
START_TEST(test_new_errors)
{
	struct bot *bot = (struct bot *)&bot;
	struct lf_error err;

	ck_assert_int_eq(bot_new(&bot, "", 1, &err), LF_EINVAL);
	ck_assert_ptr_null(bot);
	ck_assert_int_eq(bot_new(&bot, "echo a1", 0, NULL), LF_EINVAL);
	ck_assert_int_eq(bot_new(&bot, "echo a1", LF_MAX_PLAYERS + 1,
	    NULL), LF_EINVAL);
	bot_free(NULL);
}
END_TEST

START_TEST(test_legal_move)
{
	struct bot *bot = new_bot("read -r p; echo a1", LONG_MS);
	LF_MOVE_STATIC(move);
	size_t len;

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_OK);
	ck_assert_int_eq(move.length, 1);
	ck_assert_str_eq(bot_reply(bot, &len), "a1");
	ck_assert_uint_eq(len, 2);
	ck_assert_str_eq(bot_reason(bot), "");
	bot_free(bot);
}
END_TEST

/* LF_PLAYER and LF_TIME; no LF_PERSISTENT for a fresh bot, even when the
 * referee has one in its environment. */
START_TEST(test_environment)
{
	struct bot *bot;
	LF_MOVE_STATIC(move);
	struct lf_position pos;
	struct lf_error err;

	setenv("LF_PERSISTENT", "1", 1);
	ck_assert(bot_new(&bot, "test \"$LF_PLAYER\" = 2 && "
	    "test \"$LF_TIME\" = 20.5 && test -z \"${LF_PERSISTENT+x}\" && "
	    "echo a1", 2, NULL) == LF_OK);
	bot_set_time(bot, 20500);
	parse_ok(START, &pos);
	ck_assert(bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_str_eq(lf_bot_fault_name(bot_fault(bot)), "ok");
	bot_free(bot);
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
	struct bot *bot;
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
		bot_set_clock(bot, remaining[i], 0);
		lf_error_clear(&err);
		ck_assert(bot_move(bot, &pos, &move, &err) == LF_OK);
		ck_assert_msg(bot_fault(bot) == LF_BOT_OK, "%ld ms: %s",
		    remaining[i], bot_reason(bot));
		bot_free(bot);
	}
}
END_TEST

/* A clock file that cannot be written (a file size limit of 0 here) is
 * an error that leaves no descriptor open and no temporary file: the
 * descriptor used to leak on each failed write. */
START_TEST(test_clock_write_fails)
{
	struct bot *bot = new_bot("echo a1", LONG_MS);
	struct rlimit old, none;
	struct lf_error err;
	char temp[4200];
	void (*xfsz)(int);
	int before, after, i;

	bot_set_clock(bot, 1000, 0);
	ck_assert(bot_write_clock(bot, 0, NULL) == LF_OK);
	xfsz = signal(SIGXFSZ, SIG_IGN);
	ck_assert_int_eq(getrlimit(RLIMIT_FSIZE, &old), 0);
	none = old;
	none.rlim_cur = 0;
	ck_assert_int_eq(setrlimit(RLIMIT_FSIZE, &none), 0);
	before = dup(STDIN_FILENO);
	close(before);
	for (i = 0; i < 3; i++) {
		lf_error_clear(&err);
		ck_assert(bot_write_clock(bot, 0, &err) == LF_ESYS);
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
	bot_free(bot);
}
END_TEST

/* The bot gets the referee's environment, but the protocol's variables
 * only from the referee's own settings, each once: those that the
 * referee's environment holds are replaced or dropped.  (Other LF_
 * variables of the environment that runs the test are the bot's too, and
 * not counted.) */
START_TEST(test_environment_inherited)
{
	static const char *const names[] = {
		"LF_PLAYER", "LF_TIME", "LF_CLOCK", "LF_INCREMENT",
		"LF_CLOCK_FILE", "LF_DEADLINE", "LF_PERSISTENT"
	};
	struct bot *bot;
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
	    "test \"$(env | grep -c -E '^LF_(PLAYER|TIME|CLOCK|INCREMENT|"
	    "CLOCK_FILE|DEADLINE|PERSISTENT)=')\" = 3 && echo a1", LONG_MS);
	parse_ok(START, &pos);
	lf_error_clear(&err);
	ck_assert(bot_move(bot, &pos, &move, &err) == LF_OK);
	ck_assert_msg(bot_fault(bot) == LF_BOT_OK, "%s",
	    bot_reason(bot));
	bot_free(bot);
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
	struct bot *bot;
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
		bot_set_persistent(bot, persistent);
		bot_set_startup_time(bot, 2500);
		before = seconds_now();
		ck_assert(bot_move(bot, &pos, &move, &err) == LF_OK);
		after = seconds_now();
		ck_assert_int_eq(bot_fault(bot), LF_BOT_OK);
		bot_free(bot);
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
	struct bot *bot = new_bot("test \"$(cat)\" = '" START "' && "
	    "echo b2", LONG_MS);
	LF_MOVE_STATIC(move);

	/* The bot gets exactly the position line, then end of input. */
	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_OK);
	ck_assert_str_eq(bot_reply(bot, NULL), "b2");
	bot_free(bot);
}
END_TEST

START_TEST(test_comments_and_crlf)
{
	struct bot *bot = new_bot("printf '\\n  \\n# thinking\\r\\n  a1 "
	    "\\r\\ngarbage after\\n'", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_OK);
	ck_assert_str_eq(bot_reply(bot, NULL), "  a1 ");
	ck_assert_int_eq(move.length, 1);
	bot_free(bot);
}
END_TEST

START_TEST(test_garbage)
{
	struct bot *bot = new_bot("echo 'hello, world'", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_GARBAGE);
	ck_assert_msg(strstr(bot_reason(bot), "wrote 'hello, world', "
	    "which is not a move") != NULL, "%s", bot_reason(bot));
	bot_free(bot);
}
END_TEST

START_TEST(test_illegal)
{
	struct bot *bot = new_bot("echo A1-A3", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_ILLEGAL);
	ck_assert_msg(strncmp(bot_reason(bot), "illegal move a1-a3: a jump, "
	    "but the opening is not over", 45) == 0, "%s",
	    bot_reason(bot));
	bot_free(bot);
}
END_TEST

START_TEST(test_exit_status)
{
	struct bot *bot = new_bot("exit 3", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_EXITED);
	ck_assert_str_eq(bot_reason(bot),
	    "exited with status 3 without a move");
	bot_free(bot);
}
END_TEST

START_TEST(test_shell_status_of_signal)
{
	struct bot *bot = new_bot("sh -c 'kill -s SEGV $$'; exit $?",
	    LONG_MS);
	LF_MOVE_STATIC(move);

	/* The shell survives its command and reports 128 + 11. */
	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_EXITED);
	ck_assert_msg(strstr(bot_reason(bot), "exited with status 139 (a "
	    "shell's status when its command is killed by SIGSEGV)") != NULL,
	    "%s", bot_reason(bot));
	bot_free(bot);
}
END_TEST

START_TEST(test_killed)
{
	struct bot *bot = new_bot("kill -s SEGV $$", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_KILLED);
	ck_assert_str_eq(bot_reason(bot),
	    "killed by signal 11 (SIGSEGV) without a move");
	bot_free(bot);
}
END_TEST

START_TEST(test_silent)
{
	struct bot *bot = new_bot("cat >/dev/null", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_SILENT);
	ck_assert_str_eq(bot_reason(bot),
	    "exited with status 0 without writing a move");
	bot_free(bot);
}
END_TEST

/* It closes its output and goes on: silence.  The case waits until the
 * output is closed, then asks with a clock already run out: what came
 * by the deadline, the end of the output, counts. */
START_TEST(test_closed_output)
{
	struct bot *bot = start_ready("exec >&-;", "sleep 60", 300);
	struct lf_error err;

	ck_assert(bot_ask(bot, START, strlen(START), &err) == LF_OK);
	ck_assert_int_eq(bot_fault(bot), LF_BOT_SILENT);
	ck_assert_str_eq(bot_reason(bot),
	    "closed its output without writing a move");
	bot_free(bot);
}
END_TEST

START_TEST(test_incomplete)
{
	struct bot *bot = new_bot("printf c3-c; kill -s KILL $$", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_INCOMPLETE);
	ck_assert_str_eq(bot_reason(bot), "wrote an incomplete line "
	    "'c3-c', then was killed by signal 9 (SIGKILL)");
	bot_free(bot);
}
END_TEST

START_TEST(test_incomplete_exit)
{
	struct bot *bot = new_bot("printf a1", LONG_MS);
	LF_MOVE_STATIC(move);

	/* A last line without its newline is not a move. */
	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_INCOMPLETE);
	ck_assert_str_eq(bot_reason(bot), "wrote an incomplete line 'a1', "
	    "then exited with status 0");
	bot_free(bot);
}
END_TEST

START_TEST(test_timeout)
{
	struct bot *bot = new_bot("sleep 60", 200);
	LF_MOVE_STATIC(move);
	double start = seconds_now();

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_TIMEOUT);
	ck_assert_str_eq(bot_reason(bot), "no move within 0.2 s");
	ck_assert(bot_elapsed(bot) >= 200);
	ck_assert(seconds_now() - start < WAIT_S);
	bot_free(bot);
}
END_TEST

/* What the bot wrote of a line is quoted: the case waits until it has
 * written it, so that the clock cannot run out before. */
START_TEST(test_timeout_partial)
{
	struct bot *bot = start_ready("printf c3-;", "sleep 60", 200);
	struct lf_error err;

	ck_assert(bot_ask(bot, START, strlen(START), &err) == LF_OK);
	ck_assert_int_eq(bot_fault(bot), LF_BOT_TIMEOUT);
	ck_assert_str_eq(bot_reason(bot),
	    "no move within 0.2 s (it wrote 'c3-')");
	bot_free(bot);
}
END_TEST

/* A line that came by the deadline counts, even when the referee had no
 * time to read it before. */
START_TEST(test_line_at_deadline)
{
	struct bot *bot = start_ready("echo a1;", "sleep 60", 1);
	struct lf_error err;

	ck_assert(bot_ask(bot, START, strlen(START), &err) == LF_OK);
	ck_assert_int_eq(bot_fault(bot), LF_BOT_OK);
	ck_assert_str_eq(bot_reply(bot, NULL), "a1");
	bot_free(bot);
}
END_TEST

START_TEST(test_endless_line)
{
	struct bot *bot = new_bot("yes a1 | tr -d '\\n'", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_GARBAGE);
	ck_assert_str_eq(bot_reason(bot),
	    "wrote a line longer than 65536 bytes");
	bot_free(bot);
}
END_TEST

START_TEST(test_control_bytes)
{
	struct bot *bot = new_bot("printf 'a\\0001\\033[31m\\n'", LONG_MS);
	LF_MOVE_STATIC(move);
	const char *p;

	/* NUL and escape bytes are garbage, and the reason stays printable. */
	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_GARBAGE);
	for (p = bot_reason(bot); *p != '\0'; p++)
		ck_assert(*p >= 0x20 && *p < 0x7f);
	bot_free(bot);
}
END_TEST

/* The reason quotes the bot's answer as the rule for text from outside
 * shows it: printable UTF-8 kept, a C1 control (CSI), U+202E and a byte
 * that is no UTF-8 one '?' each. */
START_TEST(test_reason_text)
{
	struct bot *bot = new_bot("printf '\\303\\251\\302\\233"
	    "\\342\\200\\256\\377x\\n'", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_GARBAGE);
	ck_assert_msg(strstr(bot_reason(bot), "'\xc3\xa9???x'") != NULL,
	    "%s", bot_reason(bot));
	bot_free(bot);
}
END_TEST

START_TEST(test_long_quote_cut)
{
	struct bot *bot = new_bot("printf '%0300d\\n' 0", LONG_MS);
	LF_MOVE_STATIC(move);

	ck_assert_int_eq(ask_start(bot, &move), LF_BOT_GARBAGE);
	ck_assert_msg(strstr(bot_reason(bot), "...'") != NULL, "%s",
	    bot_reason(bot));
	ck_assert(strlen(bot_reason(bot)) < sizeof bot->reason - 1);
	bot_free(bot);
}
END_TEST

START_TEST(test_never_reads)
{
	struct bot *bot = new_bot("exec sleep 60", 150);
	struct lf_error err;
	struct lf_buf big;
	int i;

	/* Lines bigger than a pipe holds, to a bot that never reads: each
	 * exchange must end at its deadline, not block in write(). */
	lf_buf_init(&big);
	for (i = 0; i < 100000; i++)
		lf_buf_add(&big, "x", 1);
	bot_set_persistent(bot, 1);
	bot_set_grace(bot, 50);
	ck_assert(bot_start(bot, &err) == LF_OK);
	for (i = 0; i < 3; i++) {
		ck_assert(bot_ask(bot, big.data, big.len, &err) == LF_OK);
		ck_assert_int_eq(bot_fault(bot), LF_BOT_TIMEOUT);
	}
	bot_free(bot);
	lf_buf_free(&big);
}
END_TEST

START_TEST(test_many_bots)
{
	struct bot *bots[LF_MAX_PLAYERS];
	struct lf_error err;
	int i;

	/* Persistent bots do not hold each other's pipes: each sees the end
	 * of its own input when the referee closes it. */
	for (i = 0; i < LF_MAX_PLAYERS; i++) {
		ck_assert(bot_new(&bots[i], "cat >/dev/null", i + 1,
		    &err) == LF_OK);
		bot_set_persistent(bots[i], 1);
		bot_set_grace(bots[i], LONG_MS);
		ck_assert(bot_start(bots[i], &err) == LF_OK);
	}
	for (i = 0; i < LF_MAX_PLAYERS; i++) {
		bot_stop(bots[i]);
		ck_assert_int_eq(bots[i]->exited, 1);
		ck_assert_int_eq(bots[i]->exit_signal, 0);
		bot_free(bots[i]);
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
	protocol_process_cases(core);
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
