#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# random-game.sh: play a whole game of uniformly random moves with nothing
# but the filters and the shell, and write its record: the starting
# position, then one move per line.  Usage: random-game.sh [lf-new options]
# (default: traditional 7 x 7).  Replay the record with lf-apply --last:
# $ sh examples/random-game.sh --variant=murray --size=6 >record &&
#   lf-apply --last <record
set -eu
dir=$(cd "$(dirname "$0")" && pwd)
# Run the programs from the build tree when they are not installed.
if ! command -v lf-new >/dev/null 2>&1; then
	PATH="$dir/../bin:$PATH"
fi
if [ "$#" -eq 0 ]; then
	set -- --size=7 --seed=1
fi
pos=$(lf-new "$@" | grep -v '^#')
echo "$pos"
seed=1
while :; do
	move=$(echo "$pos" | lf-moves | awk -v seed="$seed" '
		{ moves[NR] = $0 }
		END { if (NR > 0) { srand(seed)
			print moves[int(rand() * NR) + 1] } }')
	[ -n "$move" ] || break
	echo "$move"
	pos=$(echo "$pos" | lf-apply "$move")
	seed=$((seed + 1))
done
