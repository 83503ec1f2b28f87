#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# tournament.sh: a small tournament between the example bots: the random
# bot against the greedy awk bot on murray boards of 6 x 6, each board
# played twice with the seats swapped, two games at a time.  The game
# records go to DIR (default: games); the results table is printed.
# Usage: tournament.sh [GAMES [DIR]]
# $ sh examples/tournament.sh 4 example-games
set -eu
dir=$(cd "$(dirname "$0")" && pwd)
# Run the programs from the build tree when they are not installed.
if ! command -v lf-play >/dev/null 2>&1; then
	PATH="$dir/../bin:$PATH"
fi
games=${1:-10}
out=${2:-games}
# The bots find the scripts through the environment that lf-play passes
# on, so that no path is pasted into a command line: any directory name
# works, quotes and semicolons included.  (So the single quotes below are
# meant: the bots' shells expand $LF_EXAMPLES, not this one.)
LF_EXAMPLES=$dir
export LF_EXAMPLES
# shellcheck disable=SC2016
lf-play --variant=murray --size=6 --seed=1 --time=30 --games="$games" \
    --jobs=2 --out="$out" \
    'sh "$LF_EXAMPLES/random-bot.sh"' \
    'lf-moves --long | awk -f "$LF_EXAMPLES/greedy-bot.awk"'
