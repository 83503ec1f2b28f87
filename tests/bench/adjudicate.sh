#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# adjudicate.sh: what lf-play --adjudicate saves.  Plays GAMES games
# (default 20) of murray 9 x 9 between two persistent default lf-bots that
# think SECONDS a move (default 0.1; the referee allows 5 s, so that a
# loaded machine makes no forfeits), without and with --adjudicate (HOW,
# default its own), on the same boards, and prints for each the wall time,
# the plies the bots played and the referee played, the bots' time (the
# records' notes), the games adjudicated, and the load before and after.
# Run by "make bench-adjudicate", never by "make check".
# usage: adjudicate.sh [GAMES [SECONDS [HOW]]]
set -eu
LC_ALL=C
export LC_ALL

games=${1:-20}
seconds=${2:-0.1}
how=${3:-}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lfadj.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

echo "$games games of murray 9x9, two persistent 'lf-bot -t $seconds'," \
    "lf-play -t 5"
for mode in without with; do
	set -- --variant=murray --size=9 --seed=1 --games="$games" --time=5 \
	    --persistent --out="$tmp/$mode"
	if [ "$mode" = with ]; then
		set -- "$@" --adjudicate${how:+=$how}
	fi
	load=$(uptime | sed 's/.*load average: //')
	start=$(date +%s.%N)
	lf-play "$@" "lf-bot -t $seconds" "lf-bot -t $seconds" >/dev/null
	end=$(date +%s.%N)
	cat "$tmp/$mode"/game-* | awk -v mode="$mode" -v start="$start" \
	    -v end="$end" -v load="$load" -v after="$(uptime |
	    sed 's/.*load average: //')" '
	    /^# move time=/ { split($0, f, "[= ]"); bot += f[4]; moves++ }
	    /^# move adjudicated=/ { referee++ }
	    /^# adjudication: / { adjudicated++ }
	    END {
		printf "%s --adjudicate: %.1f s; plies: %d by the bots " \
		    "(%.1f s of their time), %d by the referee (%.1f%%); " \
		    "%d games adjudicated; load %s, then %s\n",
		    mode, end - start, moves, bot, referee,
		    100 * referee / (moves + referee), adjudicated, load,
		    after
	    }'
done
