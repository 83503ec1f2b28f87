/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/* cpu_int.h: which copy of the hot loops runs (cpu.c): the portable one,
 * or one compiled for the instructions of this processor, found at run
 * time. */
#ifndef LF_CPU_INT_H
#define LF_CPU_INT_H

enum lf_cpu_path {
	LF_CPU_PORTABLE, /* plain C, any processor */
	LF_CPU_X86       /* x86-64 with POPCNT, BMI1, BMI2 and AVX2 */
};

/* The target attributes of the x86 copies (with HAVE_X86_DISPATCH): the
 * bit instructions, and with them AVX2 for the playouts' vector board
 * (perft's count is slower compiled for AVX2).  The x86 copy runs only
 * where the processor has all of them. */
#define LF_CPU_X86_TARGET "popcnt,bmi,bmi2"
#define LF_CPU_X86_AVX2_TARGET "popcnt,bmi,bmi2,avx2"

enum lf_cpu_path lf_cpu_path(void);
int lf_cpu_force(enum lf_cpu_path path);
const char *lf_cpu_path_name(enum lf_cpu_path path);

#endif /* LF_CPU_INT_H */
