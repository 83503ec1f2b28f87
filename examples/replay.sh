#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# replay.sh: replay a game record and draw every position, from the start
# to the end, then say how the game ended.  Options go to lf-render.
# Usage: replay.sh [lf-render options] [RECORD]  (standard input without)
set -eu
dir=$(cd "$(dirname "$0")" && pwd)
if ! command -v lf-apply >/dev/null 2>&1; then
	PATH="$dir/../bin:$PATH"
fi
options=""
while [ "$#" -gt 0 ]; do
	case $1 in
	-?*) options="$options $1"; shift ;;
	*) break ;;
	esac
done
record=$(mktemp)
trap 'rm -f "$record"' EXIT
cat "${1:--}" >"$record"
# The starting position, then the position after each move (lf-apply
# prints the position after each move, or the position itself when no
# move follows it).
if grep -v -e '^#' -e '^lf1 ' -e '^[[:space:]]*$' "$record" | grep -q .; then
	{ grep -m 1 '^lf1 ' "$record"; lf-apply <"$record"; } | lf-render $options
else
	lf-apply <"$record" | lf-render $options
fi
grep '^# result: ' "$record" | sed 's/^# //'
