/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* play-dir.c: the directory of --out: its file .lf-play says which
 * tournament its records are of, every setting that changes the results
 * (the games, the schedule and shards, the rules, seed or start, the bots,
 * the time control and persistence), so that a run of another tournament
 * is refused with the setting that differs; and a lock on it, one byte a
 * shard, keeps two runs from playing the same games there at once. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "play.h"

#ifndef O_NOFOLLOW
#define O_NOFOLLOW 0
#endif

#define SETTINGS_FILE ".lf-play"
#define SETTINGS_MAX (1L << 20) /* bytes: far more than 16 bots need */

/* The settings file of this run, locked: byte I for shard I while the
 * run lives, byte 0 while the directory is checked. */
static struct {
	int fd;
	int write;                  /* the file is to get want */
	struct lf_buf want;         /* this run's settings */
	struct lf_buf name;         /* DIR/.lf-play, printable */
} dir = { -1, 0, { NULL, 0, 0, 0 }, { NULL, 0, 0, 0 } };

/* Append milliseconds as seconds are written on the command line: "10",
 * "0.5" (as LF_TIME has them). */
static void
add_seconds(struct lf_buf *out, long ms)
{
	char text[32];

	if (lf_format_seconds(ms, text, sizeof text, NULL) == LF_OK)
		lf_buf_puts(out, text);
}

/* A checksum of the positions of --start (64-bit FNV-1a), so that the
 * file tells them apart without holding them all. */
static unsigned long long
starts_checksum(const struct starts *s)
{
	unsigned long long h = 14695981039346656037ULL;
	size_t i;

	for (i = 0; i < s->text.len; i++) {
		h ^= (unsigned char)s->text.data[i];
		h *= 1099511628211ULL;
	}
	return h;
}

/* Append the settings of the tournament that change its results, one
 * KEY=VALUE line each, as the settings file holds them (lf-play(1),
 * TOURNAMENTS). */
static void
settings_text(const struct settings *set, struct lf_buf *out)
{
	static const char *const kinds[] = { "all", "round-robin",
	    "gauntlet" };
	struct lf_position *pos = cli_position();
	const struct lf_rules *r = &set->new_options.rules;
	const char *sep = "";
	int b;

	lf_buf_puts(out, "# lf-play: the tournament whose records this "
	    "directory holds (lf-play(1))\n");
	lf_buf_printf(out, "games=%ld\ntournament=%s\nrounds=%ld\n",
	    set->games, kinds[set->tournament], set->rounds);
	if (set->sprt.on)
		lf_buf_printf(out, "sprt=%g,%g,%g,%g\n", set->sprt.elo0,
		    set->sprt.elo1, set->sprt.alpha, set->sprt.beta);
	else
		lf_buf_puts(out, "sprt=none\n");
	lf_buf_printf(out, "shards=%ld\n", set->shards);
	if (set->start_path != NULL)
		lf_buf_printf(out, "start=%zu positions, checksum %016llx\n",
		    set->starts.count, starts_checksum(&set->starts));
	else {
		if (lf_new_game(&set->new_options, pos, NULL) != LF_OK)
			cli_die(EXIT_USAGE, "the board cannot be made");
		lf_buf_printf(out, "start=none\nvariant=%s\nsize=%dx%d\n"
		    "shape=%s\nplayers=%d\njumps=%s\nchain=%s\nopening=%s\n"
		    "removal=%s\nseed=%llu\n", lf_variant_name(r->variant),
		    lf_position_width(pos), lf_position_height(pos),
		    set->new_options.shape != NULL ?
		    set->new_options.shape : "none", r->players,
		    lf_jumps_name(r->jumps), lf_chain_name(r->chain),
		    lf_opening_name(r->opening), lf_removal_name(r->removal),
		    (unsigned long long)set->new_options.seed);
	}
	lf_position_free(pos);
	lf_buf_puts(out, "time=");
	add_seconds(out, set->time_ms);
	lf_buf_puts(out, "\ntc=");
	if (set->tc_base_ms > 0) {
		add_seconds(out, set->tc_base_ms);
		lf_buf_puts(out, "+");
		add_seconds(out, set->tc_inc_ms);
	} else
		lf_buf_puts(out, "none");
	lf_buf_puts(out, "\nstartup-time=");
	add_seconds(out, set->startup_ms);
	lf_buf_puts(out, "\npersistent=");
	for (b = 0; b < set->bot_count; b++)
		if (set->persistent >> b & 1) {
			lf_buf_printf(out, "%s%d", sep, b + 1);
			sep = ",";
		}
	lf_buf_printf(out, "%s\nbots=%d\n", *sep == '\0' ? "none" : "",
	    set->bot_count);
	/* Only when given, so that the directories of earlier versions,
	 * which lack it, are those of tournaments without it. */
	if (set->adjudicate != 0) {
		lf_buf_puts(out, "adjudicate=");
		adjudicate_format(set, out);
		lf_buf_puts(out, "\n");
	}
	for (b = 0; b < set->bot_count; b++) {
		lf_buf_printf(out, "bot %d=", b + 1);
		printable_add(out, set->bots[b], COMMAND_SHOWN);
		lf_buf_printf(out, "\nname %d=%s\n", b + 1,
		    set->names[b] != NULL ? set->names[b] : "");
	}
	if (out->failed)
		cli_die(EXIT_SYSTEM, "out of memory");
}

/* The line after line in a text of lines: past its newline, or at the
 * end of the text. */
static const char *
next_line(const char *line)
{
	line += strcspn(line, "\n");
	return *line == '\n' ? line + 1 : line;
}

/* Find the line of key (key_len bytes) in a settings text; return it, or
 * NULL when there is none. */
static const char *
setting_line(const char *text, const char *key, size_t key_len)
{
	const char *line;

	for (line = text; *line != '\0'; line = next_line(line))
		if (line[0] != '#' && strncmp(line, key, key_len) == 0 &&
		    (line[key_len] == '=' || line[key_len] == '\n' ||
		    line[key_len] == '\0'))
			return line;
	return NULL;
}

/* Append one side of a difference: the line of the setting, or "no KEY",
 * with its control bytes made '?'. */
static void
add_side(struct lf_buf *out, const char *line, const char *key,
    size_t key_len, const char *where)
{
	struct lf_buf copy;

	lf_buf_init(&copy);
	if (line != NULL)
		lf_buf_add(&copy, line, strcspn(line, "\n"));
	else {
		lf_buf_puts(&copy, "no ");
		lf_buf_add(&copy, key, key_len);
	}
	if (copy.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	printable_add(out, copy.data, COMMAND_SHOWN);
	lf_buf_printf(out, " %s", where);
	lf_buf_free(&copy);
}

/* Find the first setting that the file (have) and this run (want) give
 * differently, or that one of them lacks; append "KEY=A there, KEY=B
 * here" and return 1, or return 0 when they agree. */
static int
first_difference(const char *have, const char *want, struct lf_buf *out)
{
	const char *texts[2] = { want, have }, *line, *a, *b;
	size_t key_len, n;
	int k;

	for (k = 0; k < 2; k++)
		for (line = texts[k]; *line != '\0'; line = next_line(line)) {
			if (line[0] == '#' || line[0] == '\n')
				continue;
			key_len = strcspn(line, "=\n");
			a = setting_line(have, line, key_len);
			b = setting_line(want, line, key_len);
			if (a != NULL && b != NULL && (n = strcspn(a, "\n")) ==
			    strcspn(b, "\n") && memcmp(a, b, n) == 0)
				continue;
			add_side(out, a, line, key_len, "there, ");
			add_side(out, b, line, key_len, "here");
			return 1;
		}
	return 0;
}

/* Lock byte at of the settings file (type F_WRLCK or F_UNLCK), waiting
 * for it when asked; return 0, or -1 with errno set. */
static int
lock_byte(long at, short type, int wait)
{
	struct flock fl;

	memset(&fl, 0, sizeof fl);
	fl.l_type = type;
	fl.l_whence = SEEK_SET;
	fl.l_start = (off_t)at;
	fl.l_len = 1;
	while (fcntl(dir.fd, wait ? F_SETLKW : F_SETLK, &fl) != 0) {
		if (errno != EINTR)
			return -1;
		if (got_signal)
			proc_die_of_signal(got_signal);
	}
	return 0;
}

/* The process of another run that holds the lock of a shard (at: its
 * byte) or of any (at 1, len 0: to the end), or 0 when none does. */
static long
lock_holder(long at, long len)
{
	struct flock fl;

	memset(&fl, 0, sizeof fl);
	fl.l_type = F_WRLCK;
	fl.l_whence = SEEK_SET;
	fl.l_start = (off_t)at;
	fl.l_len = (off_t)len;
	if (fcntl(dir.fd, F_GETLK, &fl) != 0 || fl.l_type == F_UNLCK)
		return 0;
	return (long)fl.l_pid;
}

/* Whether the directory holds a record of any tournament (game-N). */
static int
holds_records(const struct settings *set)
{
	struct dirent *entry;
	DIR *d = opendir(set->out_dir);
	int found = 0;

	if (d == NULL)
		cli_die(EXIT_SYSTEM, "%s: %s", set->out_dir, strerror(errno));
	while (!found && (entry = readdir(d)) != NULL)
		found = strncmp(entry->d_name, "game-", 5) == 0 &&
		    entry->d_name[5] >= '0' && entry->d_name[5] <= '9';
	closedir(d);
	return found;
}

/* Read the settings file into *have; exit 3 when it cannot be read. */
static void
read_settings(struct lf_buf *have)
{
	char chunk[4096];
	ssize_t got;
	off_t at = 0;

	lf_buf_puts(have, "");
	while ((got = pread(dir.fd, chunk, sizeof chunk, at)) != 0) {
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0)
			cli_die(EXIT_SYSTEM, "%s: %s", dir.name.data,
			    strerror(errno));
		if ((at += got) > SETTINGS_MAX)
			cli_die(EXIT_INPUT, "%s is not the settings of a "
			    "tournament: more than %ld bytes", dir.name.data,
			    SETTINGS_MAX);
		lf_buf_add(have, chunk, (size_t)got);
	}
	if (have->failed)
		cli_die(EXIT_SYSTEM, "out of memory");
}

/* Open and lock the directory of --out (made already) for this run's
 * shard, and check that its settings file is this tournament's: exit 1
 * when another run plays the shard there, or when the file is another
 * tournament's while the directory holds records or another run (else
 * the file is to be rewritten).  The directory stays locked against the
 * other shards' checks until dir_commit(). */
void
dir_begin(const struct settings *set)
{
	struct lf_buf path, have, why;
	long pid;

	lf_buf_init(&path);
	lf_buf_init(&have);
	lf_buf_init(&why);
	lf_buf_printf(&path, "%s/%s", set->out_dir, SETTINGS_FILE);
	printable_add(&dir.name, path.data != NULL ? path.data : "",
	    LF_MAX_LINE);
	if (path.failed || dir.name.failed)
		cli_die(EXIT_SYSTEM, "out of memory");
	/* Never through a link: the file may be rewritten. */
	dir.fd = open(path.data, O_RDWR | O_CREAT | O_NOCTTY | O_NOFOLLOW,
	    0666);
	if (dir.fd < 0)
		cli_die(EXIT_SYSTEM, "%s: %s", dir.name.data, strerror(errno));
	set_cloexec(dir.fd);
	if (lock_byte(set->shard, F_WRLCK, 0) != 0) {
		if (errno != EACCES && errno != EAGAIN)
			cli_die(EXIT_SYSTEM, "%s: cannot be locked: %s",
			    dir.name.data, strerror(errno));
		pid = lock_holder(set->shard, 1);
		cli_die(EXIT_INPUT, "%s is in use: lf-play (process %ld) "
		    "plays these games there; wait for it to end, or use "
		    "another directory", set->out_dir, pid);
	}
	if (lock_byte(0, F_WRLCK, 1) != 0)
		cli_die(EXIT_SYSTEM, "%s: cannot be locked: %s", dir.name.data,
		    strerror(errno));
	settings_text(set, &dir.want);
	read_settings(&have);
	if (have.len == 0)
		dir.write = 1;
	else if (first_difference(have.data, dir.want.data, &why)) {
		if (why.failed)
			cli_die(EXIT_SYSTEM, "out of memory");
		if (holds_records(set) || lock_holder(1, 0) != 0)
			cli_die(EXIT_INPUT, "%s holds another tournament: "
			    "%s; give its options, or use another directory",
			    set->out_dir, why.data);
		dir.write = 1;
	}
	lf_buf_free(&path);
	lf_buf_free(&have);
	lf_buf_free(&why);
}

/* Write this tournament's settings when the directory had none (or the
 * settings of a tournament that left no record), and let the other
 * shards check the directory; exit 3 when the file cannot be written. */
void
dir_commit(void)
{
	size_t done = 0;
	ssize_t n;

	if (dir.write && ftruncate(dir.fd, 0) != 0)
		cli_die(EXIT_SYSTEM, "%s: %s", dir.name.data, strerror(errno));
	while (dir.write && done < dir.want.len) {
		n = pwrite(dir.fd, dir.want.data + done, dir.want.len - done,
		    (off_t)done);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			cli_die(EXIT_SYSTEM, "%s: write error: %s",
			    dir.name.data, strerror(errno));
		done += (size_t)n;
	}
	dir.write = 0;
	if (lock_byte(0, F_UNLCK, 0) != 0)
		cli_die(EXIT_SYSTEM, "%s: %s", dir.name.data, strerror(errno));
}
