/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/*
 * play-stats.c: the statistics of a tournament: a bot's Elo from its
 * points per game with a 95% error margin, as cutechess-cli computes them
 * (the mean and the spread of the points of each game, through the
 * logistic curve), the same from the spread of the pairs of games with
 * the seats swapped, and the sequential probability ratio test of two
 * bots (--sprt) on those pairs, as fishtest runs it: the generalised
 * SPRT of Michel Van den Bergh on the pentanomial results of the pairs,
 * in logistic Elo, with a prior of one pair of each kind.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "number_int.h"
#include "play.h"

#define Z95 1.959964 /* the 97.5% point of the normal distribution */
#define SPRT_MAX 1e6 /* --sprt reads no larger number (it takes far less) */

/* The Elo difference that a score fraction strictly between 0 and 1
 * means: D(s) = -400 log10(1/s - 1). */
double
stats_elo(double score)
{
	return -400.0 * log10(1.0 / score - 1.0);
}

/* The score fraction that an Elo difference means, the inverse. */
static double
score_of(double elo)
{
	return 1.0 / (1.0 + pow(10.0, -elo / 400.0));
}

/* From n games whose points (each 0 to 1) sum to sum and their squares to
 * squares: the Elo of the mean and half the width of its 95% interval,
 * INFINITY when the interval reaches a score of 0 or 1.  Return 0, or -1
 * when the mean is 0 or 1 (every point lost or won: *elo is then -inf or
 * +inf) or there is no game. */
int
stats_elo_interval(long n, double sum, double squares, double *elo,
    double *margin)
{
	double mean, var, low, high;

	*elo = 0.0;
	*margin = INFINITY;
	if (n <= 0)
		return -1;
	mean = sum / (double)n;
	if (mean <= 0.0 || mean >= 1.0) {
		*elo = mean <= 0.0 ? -INFINITY : INFINITY;
		return -1;
	}
	var = squares / (double)n - mean * mean;
	if (var < 0.0)
		var = 0.0;
	low = mean - Z95 * sqrt(var / (double)n);
	high = mean + Z95 * sqrt(var / (double)n);
	*elo = stats_elo(mean) + 0.0; /* + 0.0: no "-0" */
	if (low > 0.0 && high < 1.0)
		*margin = (stats_elo(high) - stats_elo(low)) / 2.0;
	return 0;
}

/* Parse --sprt=ELO0,ELO1[,ALPHA,BETA] (ALPHA and BETA 0.05 by default),
 * decimals as the library's parser reads them (lf_number_decimal()), the
 * Elo differences with an optional minus sign; return 0 or -1. */
int
sprt_parse(const char *text, struct sprt *s)
{
	double v[4] = { 0.0, 0.0, 0.05, 0.05 };
	size_t len;
	int i, minus;

	memset(s, 0, sizeof *s);
	for (i = 0; i < 4; i++) {
		minus = i < 2 && *text == '-';
		text += minus;
		len = strcspn(text, ",");
		if (lf_number_decimal(text, len, SPRT_MAX, &v[i], NULL) !=
		    LF_OK)
			return -1;
		if (minus)
			v[i] = -v[i];
		text += len;
		if (*text == '\0')
			break;
		text++;
	}
	if ((i != 1 && i != 3) || *text != '\0' || v[0] >= v[1] ||
	    v[0] <= -1000 || v[1] >= 1000 || v[2] <= 0.0 || v[2] >= 0.5 ||
	    v[3] <= 0.0 || v[3] >= 0.5)
		return -1;
	s->elo0 = v[0];
	s->elo1 = v[1];
	s->alpha = v[2];
	s->beta = v[3];
	s->on = 1;
	return 0;
}

/* The kind of a pair of games, 0 to 4, in which the first bot scored
 * points (0, 0.5, ... 2). */
int
stats_pair_kind(double points)
{
	int k = (int)lround(points * 2.0);

	return k < 0 ? 0 : k > 4 ? 4 : k;
}

/* The mean score a game (0 to 1) and its variance a pair, from weights
 * w[k] of the pairs in which the first bot scored k / 2 points (their
 * total, more than 0, in total). */
static void
pair_moments(const double w[5], double total, double *mean, double *var)
{
	double c;
	int k;

	*mean = 0.0;
	*var = 0.0;
	for (k = 0; k < 5; k++)
		*mean += w[k] * (double)k / 4.0;
	*mean /= total;
	for (k = 0; k < 5; k++) {
		c = (double)k / 4.0 - *mean;
		*var += w[k] * c * c;
	}
	*var /= total;
}

/* From the pairs of games of two bots on one board with the seats
 * swapped, pairs[k] of them those in which the first bot scored k / 2
 * points: the Elo of its mean score and half the width of its 95%
 * interval, from the spread of the pairs' scores (the pentanomial
 * model of fishtest, whose pairs cancel the board's and the seat's
 * favour that the spread of single games counts as chance), INFINITY
 * when the interval reaches a score of 0 or 1.  Return 0, or -1 when
 * there are fewer than two pairs, or every pair scored alike (no spread
 * to measure; *elo is then the pairs' Elo, or -inf or +inf). */
int
stats_pair_interval(const long pairs[5], double *elo, double *margin)
{
	double n = (double)stats_pair_count(pairs), w[5], mean, var, low, high;
	int k, kinds = 0;

	*elo = 0.0;
	*margin = INFINITY;
	for (k = 0; k < 5; k++) {
		w[k] = (double)pairs[k];
		kinds += pairs[k] > 0;
	}
	if (n < 2.0)
		return -1;
	pair_moments(w, n, &mean, &var);
	if (mean <= 0.0 || mean >= 1.0)
		*elo = mean <= 0.0 ? -INFINITY : INFINITY;
	else
		*elo = stats_elo(mean) + 0.0; /* + 0.0: no "-0" */
	if (kinds < 2)
		return -1;
	low = mean - Z95 * sqrt(var / n);
	high = mean + Z95 * sqrt(var / n);
	if (low > 0.0 && high < 1.0)
		*margin = (stats_elo(high) - stats_elo(low)) / 2.0;
	return 0;
}

/* Count a pair of games of the first bot against the second, one in each
 * seat: points (0, 0.5, ... 2) is what the first bot scored in the two. */
void
sprt_add_pair(struct sprt *s, double points)
{
	s->pairs[stats_pair_kind(points)]++;
}

/* The bounds of the log-likelihood ratio: accept H0 at or below *lower,
 * H1 at or above *upper. */
void
sprt_bounds(const struct sprt *s, double *lower, double *upper)
{
	*lower = log(s->beta / (1.0 - s->alpha));
	*upper = log((1.0 - s->beta) / s->alpha);
}

/* The log-likelihood ratio of H1 (the first bot is elo1 better) against
 * H0 (elo0 better) from the pairs so far: with the pairs' mean score m
 * (per game, 0 to 1) and its variance v per pair, and s0, s1 the scores
 * of elo0 and elo1, LLR = n (s1 - s0) (2m - s0 - s1) / (2v).  One pair of
 * each kind is added to those played as a prior, so that a few identical
 * pairs, whose variance is 0, cannot decide at once (fishtest, which
 * compares close engines, adds only 0.001 of a pair to a kind not seen);
 * after a few hundred pairs it no longer counts. */
double
sprt_llr(const struct sprt *s)
{
	double n = (double)sprt_count(s), mean, var, s0, s1, w[5];
	int k;

	if (n == 0.0)
		return 0.0;
	for (k = 0; k < 5; k++)
		w[k] = (double)s->pairs[k] + 1.0;
	pair_moments(w, n + 5.0, &mean, &var);
	s0 = score_of(s->elo0);
	s1 = score_of(s->elo1);
	return n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var);
}

/* The number of pairs of games in pairs[5], counted by kind. */
long
stats_pair_count(const long pairs[5])
{
	return pairs[0] + pairs[1] + pairs[2] + pairs[3] + pairs[4];
}

/* The number of pairs counted. */
long
sprt_count(const struct sprt *s)
{
	return stats_pair_count(s->pairs);
}

/* What the test says: 1 when H1 is accepted, -1 when H0 is, 0 while it
 * goes on. */
int
sprt_decision(const struct sprt *s)
{
	double lower, upper, llr = sprt_llr(s);

	sprt_bounds(s, &lower, &upper);
	return llr >= upper ? 1 : llr <= lower ? -1 : 0;
}

/* Append the test's line: its hypotheses, the LLR with its bounds, the
 * pairs it counted, and the decision, which calls bot 1 first (its
 * name, or "bot 1"). */
void
sprt_format(const struct sprt *s, const char *first, struct lf_buf *out)
{
	double lower, upper;
	int d = sprt_decision(s);

	sprt_bounds(s, &lower, &upper);
	lf_buf_printf(out, "SPRT: elo0=%g elo1=%g alpha=%g beta=%g: LLR %.2f "
	    "(%.2f, %.2f) after %ld pairs of games: ", s->elo0, s->elo1,
	    s->alpha, s->beta, sprt_llr(s), lower, upper, sprt_count(s));
	if (d != 0)
		lf_buf_printf(out, "%s accepted (%s is better by %s or "
		    "%s)\n", d > 0 ? "H1" : "H0", first, d > 0 ? "elo1" :
		    "elo0", d > 0 ? "more" : "less");
	else
		lf_buf_puts(out, "no decision yet\n");
}
