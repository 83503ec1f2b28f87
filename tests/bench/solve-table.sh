#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# solve-table.sh: solve the starting positions of traditional Leap Frog,
# two players, chain=free, on every board of W x H cells with W <= H and
# W H <= 20, the squares 5 x 5 and 6 x 6 and the 5 x 6 board, under
# opening=each and opening=first, with lf-bot --solve and a time limit of
# SECONDS a position (default 600), and print a line for each: the
# board, the opening rule, the value for player 1 (the points player 1
# gets from the start more than player 2 under best play: 0 is a draw),
# player 1's best opening removal, the nodes searched and the seconds,
# or "not solved" with what was searched.  This is the table of
# leapfrog(7).  Never run by "make check": it measures.
# With JOBS more than 1, each position is solved in shards, JOBS at once,
# by solve-shards.sh (its first ply, each shard within SECONDS; the nodes
# and seconds are the shards' sums, so more than one solve's), keeping
# them under the directory SHARDS (default: solve-table.shards), so that
# a run again resumes where one stopped.
# usage: solve-table.sh [SECONDS [JOBS [SHARDS]]]
set -eu
LC_ALL=C
export LC_ALL

seconds=${1:-600}
jobs=${2:-1}
shards=${3:-solve-table.shards}
here=$(dirname "$0")
boards=""
for w in 1 2 3 4; do
	for h in $(seq "$w" 20); do
		[ $((w * h)) -le 20 ] && [ $((w * h)) -ge 2 ] &&
		    boards="$boards ${w}x$h"
	done
done
boards="$boards 5x5 5x6 6x6"

printf '%-6s %-7s %6s %-8s %12s %9s\n' board opening value opening nodes \
    seconds
for b in $boards; do
	for o in each first; do
		# --size takes WxH as columns by rows.
		if [ "$jobs" -gt 1 ]; then
			line=$(lf-new --size="$b" --opening="$o" |
			    sh "$here/solve-shards.sh" -j "$jobs" \
			    -t "$seconds" "$shards/$b-$o" |
			    sed -n '1,2p' | tr '\n' ' ') || true
		else
			line=$(lf-new --size="$b" --opening="$o" |
			    lf-bot --solve --time="$seconds" --level=greedy |
			    sed -n '1,2p' | tr '\n' ' ')
		fi
		case $line in
		"# solved: "*)
			echo "$line" | awk -v b="$b" -v o="$o" '{
				for (i = 1; i <= NF; i++) {
					if ($i == "value") v = $(i + 1)
					if ($i == "nodes") n = $(i - 1)
					if ($i == "s,") t = $(i - 1)
					if ($i == "line:") m = $(i + 1)
				}
				printf "%-6s %-7s %6s %-8s %12s %9s\n",
				    b, o, v, m, n, t
			}' ;;
		*)
			echo "$line" | awk -v b="$b" -v o="$o" '{
				for (i = 1; i <= NF; i++) {
					if ($i == "nodes") n = $(i - 1)
					if ($i == "in") t = $(i + 1)
				}
				printf "%-6s %-7s %6s %-8s %12s %9s\n",
				    b, o, "-", "not", n, t
			}' ;;
		esac
	done
done
