/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* budget.c: budgets, the bounds on the work of a call, and the meter
 * that spends one (budget_int.h). */
#include "config.h"

#include <time.h>

#include "leapfrog.h"
#include "budget_int.h"

/* Seconds on the monotonic clock: the clock of a budget's deadline, so
 * that a caller sets one as lf_clock() + seconds. */
double
lf_clock(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Set the length of the next batch of steps: a whole batch, or what is
 * left of the steps when that is less. */
static void
meter_batch(struct lf_meter *m)
{
	uint64_t left = m->steps < m->nodes ? m->nodes - m->steps : 0;

	if (left == 0 && m->out == LF_METER_GOING)
		m->out = LF_METER_NODES;
	if (m->out != LF_METER_GOING)
		left = 1;
	m->batch = left < m->size ? left : m->size;
	m->tick = m->batch;
}

/* Size the batches after a look at the clock at now, from how long the
 * last batch took, so that a batch lasts about LF_METER_GAP seconds: a
 * clock read costs little against that, and a deadline is seen soon
 * after it passes, even when a step takes long (a node of the solver
 * with many moves). */
static void
meter_pace(struct lf_meter *m, double now)
{
	double took = now - m->looked, size;

	if (m->looked > 0 && took > 0) {
		size = (double)m->size * LF_METER_GAP / took;
		if (size > 2.0 * (double)m->size)
			size = 2.0 * (double)m->size;
		m->size = size >= LF_METER_BATCH ? LF_METER_BATCH :
		    size < 1 ? 1 : (uint64_t)size;
	}
	m->looked = now;
}

/* Start spending budget (NULL: no limit). */
void
lf_meter_start(struct lf_meter *m, const struct lf_budget *budget)
{
	m->steps = 0;
	m->moves = 0;
	m->nodes = UINT64_MAX;
	m->max_moves = UINT64_MAX;
	m->deadline = 0;
	m->size = LF_METER_BATCH;
	m->looked = 0;
	m->out = LF_METER_GOING;
	if (budget != NULL) {
		if (budget->nodes > 0)
			m->nodes = budget->nodes;
		if (budget->moves > 0)
			m->max_moves = budget->moves;
		if (budget->deadline > 0)
			m->deadline = budget->deadline;
	}
	meter_batch(m);
}

/* At the end of a batch: count its steps, look at the limits and the
 * clock, and start the next batch; non-zero once the budget is spent,
 * and from then on at every step. */
int
lf_meter_look(struct lf_meter *m)
{
	double now;

	m->steps += m->batch;
	if (m->out == LF_METER_GOING) {
		if (m->steps >= m->nodes)
			m->out = LF_METER_NODES;
		else if (m->deadline > 0 && (now = lf_clock()) >= m->deadline)
			m->out = LF_METER_TIME;
		else if (m->deadline > 0)
			meter_pace(m, now);
	}
	if (m->out != LF_METER_GOING) {
		m->tick = m->batch = 1;
		m->steps--; /* the next look counts this step again */
		return 1;
	}
	meter_batch(m);
	return m->out != LF_METER_GOING;
}

/* The steps spent so far. */
static uint64_t
meter_spent(const struct lf_meter *m)
{
	return m->steps + (m->batch - m->tick);
}

/* Start spending a part of m's budget: at most steps more steps, with
 * the same deadline, to try something that may take too long, and go on
 * without it. */
void
lf_meter_part(const struct lf_meter *m, uint64_t steps,
    struct lf_meter *part)
{
	uint64_t spent = meter_spent(m);

	*part = *m;
	part->steps = spent;
	if (m->nodes - spent > steps)
		part->nodes = spent + steps;
	meter_batch(part);
}

/* End a part of m's budget: its steps are spent from m, and a deadline
 * that passed in it, or m's own steps that ran out in it, are m's. */
void
lf_meter_join(struct lf_meter *m, const struct lf_meter *part)
{
	m->steps = meter_spent(part);
	m->moves = part->moves;
	if (part->out == LF_METER_TIME || part->out == LF_METER_MOVES ||
	    (part->out == LF_METER_NODES && part->nodes == m->nodes))
		m->out = part->out;
	meter_batch(m);
}

/* Start a part of m's budget for a count that takes a step only for a
 * jump it makes to follow a route, and counts that route first: one step
 * more than the moves m has left, so that the count stops soon after the
 * moves are too many, even when one jump has billions of routes beyond
 * it.  0, and no part, when m bounds no moves. */
int
lf_meter_count_part(const struct lf_meter *m, struct lf_meter *part)
{
	if (m->max_moves == UINT64_MAX || m->moves > m->max_moves)
		return 0;
	lf_meter_part(m, m->max_moves - m->moves + 1, part);
	return 1;
}

/* End a part of lf_meter_count_part(): steps that ran out in it, and not
 * m's own, mean more moves than m allows. */
void
lf_meter_count_join(struct lf_meter *m, const struct lf_meter *part)
{
	lf_meter_join(m, part);
	if (part->out == LF_METER_NODES && part->nodes != m->nodes)
		m->out = LF_METER_MOVES;
}

/* Fill err with what ran out while doing something and return
 * LF_EBUDGET. */
enum lf_status
lf_meter_fail(const struct lf_meter *m, struct lf_error *err,
    const char *doing)
{
	switch (m->out) {
	case LF_METER_MOVES:
		return lf_error_set(err, LF_EBUDGET, 0, "%s: more than %llu "
		    "moves, the most the budget allows", doing,
		    (unsigned long long)m->max_moves);
	case LF_METER_TIME:
		return lf_error_set(err, LF_EBUDGET, 0, "%s: the budget's "
		    "deadline passed", doing);
	case LF_METER_NODES:
	case LF_METER_GOING:
	default:
		return lf_error_set(err, LF_EBUDGET, 0, "%s: the budget of "
		    "%llu steps ran out", doing,
		    (unsigned long long)m->nodes);
	}
}
