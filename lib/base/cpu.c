/* Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
 * (the ISC licence: see the file COPYING). */
/*
 * cpu.c: the choice between the portable copy of the hot loops and the
 * copy compiled for the x86-64 bit instructions (POPCNT, BMI1, BMI2, AVX2),
 * made once, at the first call: the x86 copy where configure could build
 * it and the processor has the instructions, unless the environment
 * variable LEAPFROG_CPU is "portable" (libleapfrog(3)), which the tests and
 * the benchmark use to run both.
 */
#include "config.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "cpu_int.h"

/* 0 until chosen, else the path + 1. */
static atomic_int chosen;

/* Whether this build has the x86 copies and this processor their
 * instructions. */
static int
x86_supported(void)
{
#ifdef HAVE_X86_DISPATCH
	__builtin_cpu_init();
	return __builtin_cpu_supports("popcnt") &&
	    __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
	    __builtin_cpu_supports("avx2");
#else
	return 0;
#endif
}

/* The path this processor and the environment allow. */
static enum lf_cpu_path
detect(void)
{
	const char *env = getenv("LEAPFROG_CPU");

	if (env != NULL && strcmp(env, "portable") == 0)
		return LF_CPU_PORTABLE;
	return x86_supported() ? LF_CPU_X86 : LF_CPU_PORTABLE;
}

/* The path the hot loops take. */
enum lf_cpu_path
lf_cpu_path(void)
{
	int c = atomic_load_explicit(&chosen, memory_order_relaxed);

	if (c == 0) {
		c = (int)detect() + 1;
		atomic_store_explicit(&chosen, c, memory_order_relaxed);
	}
	return (enum lf_cpu_path)(c - 1);
}

/* Take path from now on (the benchmark measures each): 1, or 0 when this
 * build or processor does not have it. */
int
lf_cpu_force(enum lf_cpu_path path)
{
	if (path == LF_CPU_X86 && !x86_supported())
		return 0;
	atomic_store_explicit(&chosen, (int)path + 1, memory_order_relaxed);
	return 1;
}

/* The name of a path, for the benchmark's lines. */
const char *
lf_cpu_path_name(enum lf_cpu_path path)
{
	return path == LF_CPU_X86 ? "x86-64 popcnt/bmi2/avx2" : "portable";
}
