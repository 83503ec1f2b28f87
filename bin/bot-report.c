/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* bot-report.c: what lf-bot says of its thinking: under --verbose a line
 * on standard error for each iteration of the search or for the MCTS,
 * under --analyze the best moves with their values and lines as comment
 * lines on standard output, before the move. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "bot-report.h"
#include "cli.h"

/* Under --verbose, describe an iteration of the search on stderr. */
void
bot_report_iteration(const struct lf_engine_info *info, void *arg)
{
	const struct lf_position *pos = arg;
	struct lf_buf name;

	lf_buf_init(&name);
	lf_move_format(pos, info->best.move, &name, NULL);
	cli_warn("depth %d: %s value %ld%s, %llu nodes in %.3f s (%.0f/s)",
	    info->depth, name.failed ? "?" : name.data, info->best.value,
	    info->solved ? " (solved)" : "", (unsigned long long)info->nodes,
	    info->seconds, info->seconds > 0 ? (double)info->nodes /
	    info->seconds : 0.0);
	lf_buf_free(&name);
}

/* Append the best lines of the search as comment lines: "#   K. MOVE
 * VALUE: MOVES" (VALUE the points the player to move gets more than the
 * other side from here, as far as the search sees). */
static void
add_lines(const struct bot_analysis *a, const struct lf_engine_info *info,
    struct lf_buf *out)
{
	static struct lf_position *after; /* made once, kept */
	static struct lf_move *move;      /* made once, kept */
	struct lf_engine_move best;
	size_t i;
	int k;

	if (after == NULL) {
		after = cli_position();
		move = cli_move();
	}
	for (k = 0; k < info->moves; k++) {
		if (lf_search_best(a->search, k, &best, NULL) != LF_OK)
			continue;
		lf_buf_printf(out, "#   %d. ", k + 1);
		lf_move_format(a->pos, best.move, out, NULL);
		lf_buf_printf(out, " %+ld:", best.value);
		lf_position_copy(after, a->pos);
		for (i = 0; i < lf_move_list_count(best.line); i++) {
			lf_move_list_get(best.line, i, move, NULL);
			lf_buf_add(out, " ", 1);
			lf_move_format(after, move, out, NULL);
			lf_apply_unchecked(after, move, NULL);
		}
		lf_buf_add(out, "\n", 1);
	}
}

/* Under --analyze, write each completed iteration of the search as
 * comment lines on standard output, before the move: its depth, nodes
 * and speed, then its best lines. */
void
bot_report_lines(const struct lf_engine_info *info, void *arg)
{
	const struct bot_analysis *a = arg;
	struct lf_buf out;

	lf_buf_init(&out);
	lf_buf_printf(&out, "# depth %d%s: %llu nodes in %.3f s (%.0f/s)\n",
	    info->depth, info->solved ? " (solved)" : "",
	    (unsigned long long)info->nodes, info->seconds,
	    info->seconds > 0 ? (double)info->nodes / info->seconds : 0.0);
	add_lines(a, info, &out);
	if (out.failed || cli_write(out.data, out.len) != 0)
		exit(EXIT_SYSTEM);
	lf_buf_free(&out);
	if (a->verbose)
		bot_report_iteration(info, a->pos);
}

/* Under --analyze, the summary after the search: the best moves of the
 * deepest iteration with their values on one comment line, the last
 * before the move, which a referee keeps with it. */
void
bot_report_summary(const struct bot_analysis *a,
    const struct lf_engine_info *info)
{
	struct lf_engine_move best;
	struct lf_buf out;
	int k;

	if (info->moves == 0)
		return;
	lf_buf_init(&out);
	lf_buf_printf(&out, "# analysis, depth %d%s:", info->depth,
	    info->solved ? " (solved)" : "");
	for (k = 0; k < info->moves; k++) {
		if (lf_search_best(a->search, k, &best, NULL) != LF_OK)
			continue;
		lf_buf_printf(&out, "%s ", k > 0 ? "," : "");
		lf_move_format(a->pos, best.move, &out, NULL);
		lf_buf_printf(&out, " %+ld", best.value);
	}
	lf_buf_add(&out, "\n", 1);
	if (out.failed || cli_write(out.data, out.len) != 0)
		exit(EXIT_SYSTEM);
	lf_buf_free(&out);
}

/* Under --analyze or --verbose, after an MCTS search: its playouts and
 * speed, then its lines most tried moves with their mean rewards (as per
 * cent) and playouts, as comment lines on standard output (--analyze)
 * ending with a summary that a referee keeps, or one line on standard
 * error (--verbose). */
void
bot_report_mcts(const struct lf_mcts *mcts, long lines, int verbose,
    const struct lf_position *pos, const struct lf_engine_info *info)
{
	struct lf_engine_move best;
	struct lf_buf out, sum;
	double speed = info->seconds > 0 ?
	    (double)info->playouts / info->seconds : 0.0;
	int k;

	if (verbose)
		cli_warn("mcts: %llu playouts, %llu nodes in %.3f s (%.0f/s), "
		    "value %.1f%%", (unsigned long long)info->playouts,
		    (unsigned long long)info->nodes, info->seconds, speed,
		    100 * info->best.reward);
	if (lines == 0)
		return;
	lf_buf_init(&out);
	lf_buf_init(&sum);
	lf_buf_printf(&out, "# mcts: %llu playouts, %llu nodes in %.3f s "
	    "(%.0f/s)\n", (unsigned long long)info->playouts,
	    (unsigned long long)info->nodes, info->seconds, speed);
	lf_buf_printf(&sum, "# analysis, mcts %llu playouts:",
	    (unsigned long long)info->playouts);
	for (k = 0; k < lines && k < info->moves; k++) {
		if (lf_mcts_best(mcts, k, &best, NULL) != LF_OK)
			continue;
		lf_buf_printf(&out, "#   %d. ", k + 1);
		lf_move_format(pos, best.move, &out, NULL);
		lf_buf_printf(&out, " %.1f%%: %llu playouts\n",
		    100 * best.reward, (unsigned long long)best.playouts);
		lf_buf_printf(&sum, "%s ", k > 0 ? "," : "");
		lf_move_format(pos, best.move, &sum, NULL);
		lf_buf_printf(&sum, " %.1f%%", 100 * best.reward);
	}
	lf_buf_add(&sum, "\n", 1);
	if (!sum.failed)
		lf_buf_add(&out, sum.data, sum.len);
	if (out.failed || sum.failed || cli_write(out.data, out.len) != 0)
		exit(EXIT_SYSTEM);
	lf_buf_free(&out);
	lf_buf_free(&sum);
}
