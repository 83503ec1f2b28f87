/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* budget_int.h: the meter that spends a budget (budget.c), which every
 * call that can take long counts its work with; not part of the public
 * interface. */
#ifndef LF_BUDGET_INT_H
#define LF_BUDGET_INT_H

#include <stdint.h>

#include "leapfrog.h"

/*
 * A meter spends a budget (struct lf_budget): the hot loops count steps
 * down with lf_meter_step(), which looks at the limits and the clock only
 * once every batch of steps, so that a budget costs one decrement and one
 * test per step.  A batch is LF_METER_BATCH steps, or fewer when steps
 * are slow: with a deadline, each batch is sized so as to last about
 * LF_METER_GAP seconds, so that the deadline is seen soon after it passes
 * however long a step takes.
 */
#define LF_METER_BATCH 1024
#define LF_METER_GAP 0.0002
enum lf_meter_out {
	LF_METER_GOING,  /* the budget is not spent */
	LF_METER_NODES,  /* the steps ran out */
	LF_METER_MOVES,  /* more moves than the budget allows */
	LF_METER_TIME    /* the deadline passed */
};
struct lf_meter {
	uint64_t tick;      /* steps left in this batch */
	uint64_t batch;     /* the steps the batch began with */
	uint64_t steps;     /* steps of the batches before */
	uint64_t nodes;     /* the most steps, UINT64_MAX for no limit */
	uint64_t moves;     /* moves counted so far */
	uint64_t max_moves; /* UINT64_MAX for no limit */
	double deadline;    /* 0: none */
	uint64_t size;      /* the steps of a whole batch */
	double looked;      /* when the clock was last read; 0: never */
	enum lf_meter_out out;
};

void lf_meter_start(struct lf_meter *m, const struct lf_budget *budget);
int lf_meter_look(struct lf_meter *m);
void lf_meter_part(const struct lf_meter *m, uint64_t steps,
    struct lf_meter *part);
void lf_meter_join(struct lf_meter *m, const struct lf_meter *part);
int lf_meter_count_part(const struct lf_meter *m, struct lf_meter *part);
void lf_meter_count_join(struct lf_meter *m, const struct lf_meter *part);
enum lf_status lf_meter_fail(const struct lf_meter *m, struct lf_error *err,
    const char *doing);

/* Count one step of work; non-zero once the budget is spent. */
static inline int
lf_meter_step(struct lf_meter *m)
{
	return --m->tick == 0 && lf_meter_look(m);
}

/* Count n moves found; non-zero once there are more than the budget
 * allows (or it is spent otherwise). */
static inline int
lf_meter_moves(struct lf_meter *m, uint64_t n)
{
	m->moves += n;
	if (m->moves > m->max_moves && m->out == LF_METER_GOING)
		m->out = LF_METER_MOVES;
	return m->out != LF_METER_GOING;
}

/* Whether a count of n moves more than the meter has seen would pass the
 * most it allows; if so, the meter is spent. */
static inline int
lf_meter_too_many(struct lf_meter *m, uint64_t n)
{
	if (m->out == LF_METER_GOING && m->moves <= m->max_moves &&
	    n > m->max_moves - m->moves)
		m->out = LF_METER_MOVES;
	return m->out != LF_METER_GOING;
}

#endif /* LF_BUDGET_INT_H */
