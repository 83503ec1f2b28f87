#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# strength.sh: measure one bot against another over two-player games, as
# a referee would run them: each move is asked of a fresh process, with
# LF_PLAYER and LF_TIME set, timed, and checked by lf-apply.  The boards
# are those of seeds 1..PAIRS, each played twice with the seats swapped.
# A move slower than the time limit, as /usr/bin/time measures the bot's
# process (to 1/100 s), is counted as late (a referee would forfeit it)
# but played; an illegal move or a failed bot loses the game.
#
# usage: strength.sh [-n PAIRS] [-t SECONDS] [-v VARIANT] [-s SIZE]
#                    [-j JOBS] BOT_A BOT_B
# e.g.:  PATH=$builddir/bin:$PATH tests/bench/strength.sh -n 50 -t 0.1 \
#            'lf-bot' 'lf-bot --level=greedy'
#
# Output: one line per game, then a summary from BOT_A's side: wins,
# draws and losses, the share of points (a draw is half), the mean score
# margin, the late moves and the slowest move of each bot, the forfeits.
# Never run by "make check": it measures, it does not test.
set -eu
LC_ALL=C
export LC_ALL

pairs=50
seconds=0.1
variant=murray
size=9
jobs=1

# play SEED FIRST: one game on the board of SEED; FIRST is A or B, the bot
# that plays player 1.  Prints "seed first result score_a score_b moves
# late_a late_b max_ms_a max_ms_b forfeit".
play() {
	seed=$1
	first=$2
	pos=$(lf-new --variant="$variant" --size="$size" --seed="$seed")
	moves=0
	late_a=0
	late_b=0
	max_a=0
	max_b=0
	forfeit=-
	limit_ms=$(awk -v s="$seconds" 'BEGIN { printf "%d", s * 1000 }')
	timing=$(mktemp "${TMPDIR:-/tmp}/strength.XXXXXX")
	while [ "$(printf '%s\n' "$pos" | lf-moves --count)" != 0 ]; do
		turn=$(printf '%s\n' "$pos" | sed 's/.* turn=\([0-9]*\) .*/\1/')
		if { [ "$turn" = 1 ] && [ "$first" = A ]; } ||
		    { [ "$turn" = 2 ] && [ "$first" = B ]; }; then
			side=A
			bot=$bot_a
		else
			side=B
			bot=$bot_b
		fi
		move=$(printf '%s\n' "$pos" | LF_PLAYER=$turn LF_TIME=$seconds \
		    /usr/bin/time -f %e -o "$timing" sh -c "$bot" 2>/dev/null) ||
		    move=""
		taken_ms=$(awk '{ printf "%d", $1 * 1000 }' "$timing")
		if [ "$side" = A ]; then
			[ "$taken_ms" -gt "$limit_ms" ] && late_a=$((late_a + 1))
			[ "$taken_ms" -gt "$max_a" ] && max_a=$taken_ms
		else
			[ "$taken_ms" -gt "$limit_ms" ] && late_b=$((late_b + 1))
			[ "$taken_ms" -gt "$max_b" ] && max_b=$taken_ms
		fi
		if [ -z "$move" ] ||
		    ! next=$(printf '%s\n' "$pos" | lf-apply --last "$move" \
		    2>/dev/null); then
			forfeit=$side
			break
		fi
		pos=$next
		moves=$((moves + 1))
	done
	rm -f "$timing"
	scores=$(printf '%s\n' "$pos" | sed 's/.* score=\([0-9]*\),\([0-9]*\) .*/\1 \2/')
	set -- $scores
	if [ "$first" = A ]; then score_a=$1; score_b=$2
	else score_a=$2; score_b=$1; fi
	if [ "$forfeit" = A ]; then result=L
	elif [ "$forfeit" = B ]; then result=W
	elif [ "$score_a" -gt "$score_b" ]; then result=W
	elif [ "$score_a" -lt "$score_b" ]; then result=L
	else result=D; fi
	echo "$seed $first $result $score_a $score_b $moves $late_a $late_b" \
	    "$max_a $max_b $forfeit"
}

usage() {
	echo "usage: strength.sh [-n PAIRS] [-t SECONDS] [-v VARIANT] [-s SIZE]" >&2
	echo "                   [-j JOBS] BOT_A BOT_B" >&2
	exit 2
}

if [ "${1:-}" = --play ]; then
	# One game, when run by xargs below.
	variant=$2 size=$3 seconds=$4 bot_a=$5 bot_b=$6
	play "$7" "$8"
	exit 0
fi

while getopts n:t:v:s:j: opt; do
	case $opt in
	n) pairs=$OPTARG ;;
	t) seconds=$OPTARG ;;
	v) variant=$OPTARG ;;
	s) size=$OPTARG ;;
	j) jobs=$OPTARG ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[ $# -eq 2 ] || usage

echo "# A: $1"
echo "# B: $2"
echo "# $variant ${size}x$size, $pairs boards, seats swapped, $seconds s per move"
echo "# seed first result score_a score_b moves late_a late_b max_ms_a max_ms_b forfeit"
results=$(mktemp "${TMPDIR:-/tmp}/strength.XXXXXX")
trap 'rm -f "$results"' EXIT
seed=1
while [ "$seed" -le "$pairs" ]; do
	printf '%s A\n%s B\n' "$seed" "$seed"
	seed=$((seed + 1))
done | xargs -P "$jobs" -n 2 sh "$0" --play "$variant" "$size" "$seconds" \
    "$1" "$2" | tee "$results"
awk '
	{ games++; n[$3]++; moves += $6; late_a += $7; late_b += $8
	  margin += $4 - $5
	  if ($9 > max_a) max_a = $9
	  if ($10 > max_b) max_b = $10
	  if ($11 != "-") forfeits[$11]++ }
	END {
		printf "A: %d wins, %d draws, %d losses of %d games (%.1f%%), " \
		    "mean margin %.2f\n", n["W"], n["D"], n["L"], games,
		    100 * (n["W"] + n["D"] / 2) / games, margin / games
		printf "moves %d; late moves: A %d, B %d; slowest: A %d ms, " \
		    "B %d ms; forfeits: A %d, B %d\n", moves, late_a, late_b,
		    max_a, max_b, forfeits["A"], forfeits["B"]
	}' "$results"
