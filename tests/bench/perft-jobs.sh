#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# perft-jobs.sh: what the processes of lf-moves --perft --jobs gain.
# Counts perft to DEPTH (default 7) from traditional 9 x 9 after the
# removals e5 and e3 (bench.c's position) with one job and with one per
# processor, checks that the counts agree, and prints the wall time of
# each and the speed-up.  Run by "make bench" after the benchmark
# program, with lf-moves on PATH; never by "make check".
# usage: perft-jobs.sh [DEPTH]
set -eu
LC_ALL=C
export LC_ALL

depth=${1:-7}
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lfjobs.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

lf-new --variant=traditional --size=9 | lf-apply e5 e3 | tail -n 1 \
    >"$tmp/pos"

# The wall time of lf-moves --perft with $1 jobs, in seconds; the count
# goes into $tmp/count.$1.
timed() {
	t0=$(date +%s.%N)
	lf-moves --perft="$depth" --jobs="$1" "$tmp/pos" >"$tmp/count.$1"
	t1=$(date +%s.%N)
	awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }'
}

one=$(timed 1)
all=$(timed "$cores")
if ! cmp -s "$tmp/count.1" "$tmp/count.$cores"; then
	echo "perft-jobs.sh: the counts of 1 and $cores jobs differ" >&2
	exit 1
fi
awk -v d="$depth" -v n="$(cat "$tmp/count.1")" -v c="$cores" \
    -v one="$one" -v all="$all" 'BEGIN {
	printf "perft traditional 9x9 after e5 e3, depth %d (%d leaves), " \
	    "lf-moves --jobs=1: %.2f s; --jobs=%d: %.2f s; speed-up %.2f " \
	    "on %d processors\n", d, n, one, c, all, one / all, c
}'
