#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# tournament.sh: a round robin between three engines, named: the random
# bot and the greedy awk bot of this directory, and the built-in engine
# lf-bot, on murray boards of 6 x 6 with game clocks of 10 seconds and
# 0.1 more a move.  Every pair plays ROUNDS times two games (default 1),
# one board with the seats swapped, two games at a time.  The game
# records go to DIR (default: games), each with a page that replays it
# (game-N.html); the ranking and the table of pairs are printed.
# Usage: tournament.sh [ROUNDS [DIR]]
# $ sh examples/tournament.sh 1 example-games
set -eu
dir=$(cd "$(dirname "$0")" && pwd)
# Run the programs from the build tree when they are not installed.
if ! command -v lf-play >/dev/null 2>&1; then
	PATH="$dir/../bin:$PATH"
fi
rounds=${1:-1}
out=${2:-games}
# The bots find the scripts through the environment that lf-play passes
# on, so that no path is pasted into a command line: any directory name
# works, quotes and semicolons included.  (So the single quotes below are
# meant: the bots' shells expand $LF_EXAMPLES, not this one.)
LF_EXAMPLES=$dir
export LF_EXAMPLES
# shellcheck disable=SC2016
lf-play --variant=murray --size=6 --seed=1 --tc=10+0.1 \
    --tournament=round-robin --rounds="$rounds" --jobs=2 --out="$out" --html \
    --name=random 'sh "$LF_EXAMPLES/random-bot.sh"' \
    --name=greedy 'lf-moves --long | awk -f "$LF_EXAMPLES/greedy-bot.awk"' \
    --name=lf-bot 'lf-bot'
