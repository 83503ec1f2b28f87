#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# solve-nodes.sh: the exact solver on fixed positions, for its speed
# (make bench-solve): for each, lf-bot --solve's value, nodes and seconds,
# with JOBS processes (lf-bot --solve --jobs; default 1).  The nodes do
# not depend on the machine, nor on its load (with one job); the seconds
# do.  The positions: traditional 5 x 5 under opening=each and
# opening=first, the first after a4 c2 (ply 2), a murray 9 x 9 endgame 16
# plies before the end of a greedy game, and traditional 5 x 6 under
# opening=first (some seconds).  Never run by "make check": it measures.
# usage: solve-nodes.sh [JOBS]
set -eu
LC_ALL=C
export LC_ALL

jobs=${1:-1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

lf-new --size=5 --opening=each >"$tmp/5x5-each"
lf-new --size=5 --opening=first >"$tmp/5x5-first"
printf 'a4\nc2\n' | cat "$tmp/5x5-each" - | lf-apply | tail -n 1 \
    >"$tmp/5x5-ply2"
end='lf1 variant=murray players=2 jumps=orth chain=free opening=each'
end="$end removal=low turn=1 ply=24 score=55,41"
end="$end board=42211..11/3.221..21/1.......1/2......../4.3....../1.......1"
end="$end/1....2.12/222.....2/443...121"
echo "$end" >"$tmp/9x9-murray-end"
lf-new --size=5x6 --opening=first >"$tmp/5x6-first"

printf '%-15s %5s %6s %10s %9s\n' position jobs value nodes seconds
for p in 5x5-each 5x5-first 5x5-ply2 9x9-murray-end 5x6-first; do
	lf-bot --solve --jobs="$jobs" --level=greedy --time=3600 "$tmp/$p" |
	    sed -n 1p | awk -v p="$p" -v j="$jobs" '{
		v = "-"; n = "-"; t = "-"
		for (i = 1; i <= NF; i++) {
			if ($i == "value") v = $(i + 1)
			if ($i == "nodes") n = $(i - 1)
			if ($i == "s,") t = $(i - 1)
		}
		printf "%-15s %5s %6s %10s %9s\n", p, j, v, n, t
	}'
done
