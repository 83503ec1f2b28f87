/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* cli.h: what every lf-* program shares: error messages in the toolkit's
 * format, exit statuses, checked output (cli.c, cli-report.c), new
 * positions and moves (cli-handle.c), numbers (cli-number.c), drawings
 * (cli-drawing.c), the rule options (cli-rules.c, cli-shape.c), and
 * reading the input (cli-replay.c). */
#ifndef LF_CLI_H
#define LF_CLI_H

#include <getopt.h>
#include <stdio.h>

#include "leapfrog.h"

/* Exit statuses, the same for every program (leapfrog(7)). */
#define EXIT_INPUT 1
#define EXIT_USAGE 2
#define EXIT_SYSTEM 3

/* cli.c */
extern const char *cli_program;

void cli_init(const char *name, char **argv);
void cli_warn(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
_Noreturn void cli_die(int status, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void cli_version(void);
int cli_write(const char *data, size_t len);
int cli_flush(void);
int cli_close_stdout(void);
FILE *cli_open(const char *path);
const char *cli_file_operand(int argc, char **argv, void (*usage)(FILE *));

/* cli-handle.c */
struct lf_position *cli_position(void);
struct lf_move *cli_move(void);

/* cli-report.c */
void cli_report(const char *file, long line, const struct lf_error *err);
int cli_exit_status(enum lf_status st);

/* cli-number.c */
int cli_parse_long(const char *text, long min, long max, long *out);
#define CLI_MAX_SECONDS 1000000.0
int cli_parse_seconds(const char *text, double *out);
int cli_parse_decimal(const char *text, double max, double *out);
double cli_seconds_option(const char *option, const char *arg);

/* cli-drawing.c */
int cli_parse_colour(const char *arg, int *colour);
int cli_colour_auto(int fd);
int cli_utf8_locale(void);
void cli_drawing(int colour, int ascii, struct lf_render_options *opt);

/* cli-replay.c */
struct lf_game *cli_replay(const char *path);
struct lf_game *cli_replay_bounded(const char *path,
    const struct lf_budget *budget);

/* --check-steps=N, which every program that checks moves takes: the
 * steps within which each move is checked (LF_CHECK_STEPS by default,
 * 0: no bound), as a budget. */
extern struct lf_budget cli_check;
#define CLI_CHECK_OPTION \
	{ "check-steps", required_argument, NULL, OPT_CHECK_STEPS }
#define CLI_STRING_(x) #x
#define CLI_STRING(x) CLI_STRING_(x)
#define CLI_CHECK_HELP \
	"      --check-steps=N   check each move within N steps (default " \
	CLI_STRING(LF_CHECK_STEPS) ";\n" \
	"                        0: no bound)\n"
void cli_check_option(const char *arg);
void cli_check_note(struct lf_error *err);
void cli_game_open(FILE *fp, struct lf_game **g);

/* Options shared by the programs that make or referee a game. */
enum {
	OPT_VARIANT = 0x100, OPT_SIZE, OPT_PLAYERS, OPT_SEED, OPT_JUMPS,
	OPT_CHAIN, OPT_OPENING, OPT_REMOVAL, OPT_SHAPE, OPT_CHECK_STEPS,
	OPT_CLI_LAST
};
#define CLI_RULE_OPTIONS \
	{ "variant", required_argument, NULL, OPT_VARIANT }, \
	{ "size", required_argument, NULL, OPT_SIZE }, \
	{ "players", required_argument, NULL, OPT_PLAYERS }, \
	{ "seed", required_argument, NULL, OPT_SEED }, \
	{ "jumps", required_argument, NULL, OPT_JUMPS }, \
	{ "chain", required_argument, NULL, OPT_CHAIN }, \
	{ "opening", required_argument, NULL, OPT_OPENING }, \
	{ "removal", required_argument, NULL, OPT_REMOVAL }, \
	{ "shape", required_argument, NULL, OPT_SHAPE }

/* The rule options as given on the command line, applied over the
 * variant's defaults once all are read. */
struct cli_game {
	int variant_set;
	enum lf_variant variant;
	int width, height;
	long players;
	int have_seed;
	unsigned long long seed;
	int jumps, chain, opening, removal; /* -1: the variant's default */
	const char *shape_file;
};

/* cli-rules.c */
void cli_game_init(struct cli_game *g);
void cli_rule_options_help(FILE *fp);
int cli_game_option(struct cli_game *g, int opt, const char *arg);
int cli_game_make(struct cli_game *g, struct lf_new_options *opt,
    char **shape_out);

/* cli-shape.c */
char *cli_shape_read(const char *path);

#endif /* LF_CLI_H */
