#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# referee.sh: where the time of a tournament goes.  Plays GAMES games
# (default 1000) of traditional 8 x 8 between two fast bots (lf-bot
# --level=random, persistent) with --jobs=2, and prints the wall time,
# the processor time of everything (GNU time: user and system of lf-play
# and all it waited for), and, when perf(1) can sample this process's
# children, the user time of each kind of process (perf record of
# task-clock:u, sorted by command): the referee and its game processes
# (lf-play), the bots (lf-bot) and their shells (sh).  The referee's own
# processor time per game is the figure to watch: it should be small
# beside the bots'.  Run by "make bench-referee", never by "make check".
# usage: referee.sh [GAMES]
set -eu
LC_ALL=C
export LC_ALL

games=${1:-1000}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lfref.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

set -- --variant=traditional --size=8 --seed=1 --games="$games" --jobs=2 \
    --persistent 'lf-bot --level=random --seed=1' \
    'lf-bot --level=random --seed=2'

if [ -x /usr/bin/time ]; then
	/usr/bin/time -f '%e %U %S' -o "$tmp/time" lf-play "$@" >/dev/null
	read -r wall user sys <"$tmp/time"
	awk -v g="$games" -v w="$wall" -v u="$user" -v s="$sys" 'BEGIN {
		printf "%d games of traditional 8x8, two persistent random " \
		    "lf-bots, --jobs=2\n", g
		printf "wall: %.2f s (%.1f games/s); processor, everything: " \
		    "%.2f s (%.2f ms a game)\n",
		    w, g / w, u + s, (u + s) * 1000 / g
	}'
else
	echo "referee.sh: no /usr/bin/time: the totals are left out" >&2
fi

if command -v perf >/dev/null 2>&1 &&
    perf record -q -e task-clock:u -F 4000 -o "$tmp/perf.data" -- \
    lf-play "$@" >/dev/null 2>"$tmp/perf.err"; then
	perf report -i "$tmp/perf.data" --sort comm --stdio -n 2>/dev/null |
	    awk -v g="$games" '
	    /^#/ || NF < 3 { next }
	    { n[$3] = $2; total += $2 }
	    END {
		printf "user time by process (perf, 4000 samples/s):"
		for (c in n)
			printf " %s %.1f%% (%.3f ms a game)", c,
			    100 * n[c] / total, n[c] / 4000 * 1000 / g
		printf "\n"
	    }'
else
	echo "referee.sh: perf cannot sample here: the split by process is" \
	    "left out" >&2
fi
