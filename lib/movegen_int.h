/* movegen_int.h: the move walker shared by movegen.c and apply.c. */
#ifndef LF_MOVEGEN_INT_H
#define LF_MOVEGEN_INT_H

#include "leapfrog.h"

/* Whether a cell value is a piece (LF_EMPTY and LF_OFF have no low bits). */
#define LF_IS_PIECE(v) (((v) & 0x0f) != 0)

int lf_longest_from(struct lf_position *pos, const struct lf_direction *dirs,
    int ndirs, int cur);
int lf_can_jump_from(const struct lf_position *pos, int cur);
void lf_set_cell(struct lf_position *pos, int index, int value);
uint64_t lf_jumpers_in_row(const struct lf_position *pos, int r);

#endif /* LF_MOVEGEN_INT_H */
