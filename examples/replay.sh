#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# replay.sh: replay a game record and draw every position, from the start
# to the end, then say how the game ended.  Options go to lf-render.
# Usage: replay.sh [lf-render options] [RECORD]  (standard input without)
# $ sh examples/random-game.sh --size=4 | sh examples/replay.sh --ascii
set -eu
dir=$(cd "$(dirname "$0")" && pwd)
if ! command -v lf-apply >/dev/null 2>&1; then
	PATH="$dir/../bin:$PATH"
fi
# Keep the options (they go to lf-render) in "$@" and take the operand.
input=-
n=$#
while [ "$n" -gt 0 ]; do
	case $1 in
	-?*) set -- "$@" "$1" ;;
	*) input=$1 ;;
	esac
	shift
	n=$((n - 1))
done
record=$(mktemp)
trap 'rm -f "$record"' EXIT
cat -- "$input" >"$record"
# The starting position, then the position after each move (lf-apply
# prints the position after each move, or the position itself when no
# move follows it).
if grep -v -e '^#' -e '^lf1 ' -e '^result ' -e '^[[:space:]]*$' "$record" |
    grep -q .; then
	{ grep -m 1 '^lf1 ' "$record"; lf-apply <"$record"; } | lf-render "$@"
else
	lf-apply <"$record" | lf-render "$@"
fi
grep '^# result: ' "$record" | sed 's/^# //'
