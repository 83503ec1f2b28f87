#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# perfect.sh: lf-bot's levels against perfect play, the table of lf-bot(1).
#
# For each board, a fixed set of positions from random play: game G (G =
# SEED, SEED + 1, ...) starts from lf-new --seed=G and is played by
# lf-bot --level=random, each ply with its own seed, to a ply drawn from
# G (the opening's removals done, 2 plies or more; when the game ends
# before it, a ply drawn again below its end); its position is kept when
# the player to move has more than one legal move.  So the set is the
# same on every run.  Each position is solved with lf-bot --solve (its
# value: the final difference of points under best play by both, and
# the best move), then each level is asked for its move at each time,
# and a move other than the solver's is judged by solving the position
# after it.  A line for each board, level and time: the positions, the
# share of perfect moves (those worth as much as the best), the mean
# points lost a move (what the best move ends with more than the move
# asked) and the worst loss.
#
# usage: perfect.sh [-ae] [-n POSITIONS] [-b "BOARD ..."] [-l "LEVEL ..."]
#                   [-t "SECONDS ..."] [-j JOBS] [-c DIR] [-S SEED]
#                   [-T SECONDS]
# e.g.:  PATH=$builddir/bin:$PATH tests/bench/perfect.sh -n 20 -t 0.1
#
# BOARD is VARIANT-SIZE as lf-new takes them: traditional-5x5 (the
# default boards are traditional and murray, 5x5 and 5x6); LEVEL is an
# lf-bot level (auto, the default level, mcts, greedy, random); POSITIONS
# is the size of each board's set, 200 by default; JOBS the commands run
# at once, 2 by default (xargs -P; one at a time where xargs has no -P).
# The solver has SECONDS a position, 3600 by default; a position it does
# not finish is left out of the table and counted on standard error.
#
# The solved values are kept in DIR (perfect.cache by default): the
# position sets, and a line for each position solved and each move
# judged, so that a second run solves nothing again but the moves it has
# not seen.  With -a, every legal move of each position is solved too
# (the value of every move, for a later run of other levels), child by
# child.  With -e, each move that loses points is told on standard
# error: its board, level and time, the position, the move, what it
# loses and the solver's best move.
#
# Never run by "make check": it measures, it does not test; "make
# perfect" runs it with the defaults, PERFECT_FLAGS to pass options.
set -eu
LC_ALL=C
export LC_ALL

tab=$(printf '\t')

# job KIND ARG: one unit of work, run by xargs, its answer a line on
# standard output.  KIND game: ARG is "BOARD<tab>G", the position of game
# G (or nothing); solve: ARG is "POSITION<tab>MOVE", the final difference
# for the player to move after MOVE under best play ("*": the position's
# own, and its best move); move: ARG is "POSITION<tab>LEVEL<tab>SECONDS",
# the move of the level.
if [ "${1:-}" = -X ]; then
	kind=$2 arg=$3
	case $kind in
	game)
		board=${arg%%"$tab"*} g=${arg#*"$tab"}
		variant=${board%%-*} size=${board#*-}
		cells=$(( ${size%%x*} * ${size#*x} ))
		stream=$(lf-new --variant="$variant" --size="$size" --seed="$g")
		# The ply, 2 or more, from the game's number alone.
		target=$(awk -v g="$g" -v c="$cells" \
		    'BEGIN { srand(g); print 2 + int(rand() * (c - 3)) }')
		ply=0
		while [ "$ply" -lt "$target" ]; do
			move=$(printf '%s\n' "$stream" |
			    lf-bot --level=random --seed=$((g * 1000 + ply)) \
			    2>/dev/null) || break
			stream=$(printf '%s\n%s' "$stream" "$move")
			ply=$((ply + 1))
		done
		if [ "$ply" -lt "$target" ]; then
			# Over at ply PLY: a ply before its end, drawn again.
			[ "$ply" -le 2 ] && exit 0
			ply=$((2 + (target - 2) % (ply - 2)))
		fi
		pos=$(printf '%s\n' "$stream" | head -n $((ply + 1)) |
		    lf-apply --last)
		n=$(printf '%s\n' "$pos" | lf-moves --count)
		[ "$n" -gt 1 ] && printf '%s\t%s\t%s\t%s\n' "$board" "$g" \
		    "$ply" "$pos"
		exit 0 ;;
	solve)
		pos=${arg%%"$tab"*} move=${arg#*"$tab"}
		if [ "$move" = '*' ]; then
			child=$pos
		else
			child=$(printf '%s\n' "$pos" | lf-apply --last "$move")
		fi
		out=$(printf '%s\n' "$child" |
		    lf-bot --solve --time="$PERFECT_SOLVE_TIME" --level=greedy \
		    2>&1) || true
		printf '%s\n' "$out" | awk -v pos="$pos" -v move="$move" \
		    -v child="$child" '
		/^# solved: / {
			for (i = 1; i <= NF; i++)
				if ($i == "ends") v = $(i + 1) + 0
		}
		/^# line: / { best = $3 }
		/game over/ { over = 1 }
		END {
			if (over) {
				# No move after MOVE: the difference of the
				# scores for the player who made it.
				n = split(child, f, " ")
				for (i = 1; i <= n; i++) {
					if (f[i] ~ /^turn=/)
						turn = substr(f[i], 6)
					if (f[i] ~ /^score=/)
						score = substr(f[i], 7)
				}
				split(score, s, ",")
				v = s[3 - turn] - s[turn]
				printf "%s\t%s\t%d\n", pos, move, v
			} else if (v == "")
				printf "%s\t%s\t?\n", pos, move
			else if (move == "*")
				printf "%s\t*\t%d\t%s\n", pos, v, best
			else
				printf "%s\t%s\t%d\n", pos, move, -v
		}'
		exit 0 ;;
	move)
		pos=${arg%%"$tab"*} rest=${arg#*"$tab"}
		level=${rest%%"$tab"*} t=${rest#*"$tab"}
		move=$(printf '%s\n' "$pos" |
		    lf-bot --level="$level" --time="$t" --seed=1 2>/dev/null) ||
		    move='?'
		printf '%s\t%s\t%s\t%s\n' "$pos" "$level" "$t" "$move"
		exit 0 ;;
	esac
	exit 2
fi

count=200
boards="traditional-5x5 murray-5x5 traditional-5x6 murray-5x6"
levels="auto mcts greedy random"
times="0.1 1"
jobs=2
cache=perfect.cache
seed=1
all=0
errors=0
PERFECT_SOLVE_TIME=3600

while getopts aen:b:l:t:j:c:S:T: opt; do
	case $opt in
	a) all=1 ;;
	e) errors=1 ;;
	n) count=$OPTARG ;;
	b) boards=$OPTARG ;;
	l) levels=$OPTARG ;;
	t) times=$OPTARG ;;
	j) jobs=$OPTARG ;;
	c) cache=$OPTARG ;;
	S) seed=$OPTARG ;;
	T) PERFECT_SOLVE_TIME=$OPTARG ;;
	*) echo "usage: perfect.sh [-ae] [-n POSITIONS] [-b BOARDS]" \
	    "[-l LEVELS] [-t SECONDS] [-j JOBS] [-c DIR] [-S SEED]" \
	    "[-T SECONDS]" >&2
	   exit 2 ;;
	esac
done
export PERFECT_SOLVE_TIME
mkdir -p "$cache"
touch "$cache/solved"
self=$0
case $self in
*/*) ;;
*) self=./$self ;;
esac

work=$(mktemp -d "${TMPDIR:-/tmp}/perfect.XXXXXX")
trap 'rm -rf "$work"' EXIT

# run KIND: each line of standard input is the ARG of a job of KIND,
# run JOBS at once where xargs can, their lines on standard output.
run() {
	cat >"$work/jobs"
	if [ ! -s "$work/jobs" ]; then
		return 0
	elif printf '' | xargs -P 1 true 2>/dev/null; then
		tr '\n' '\0' <"$work/jobs" |
		    xargs -0 -n 1 -P "$jobs" sh "$self" -X "$1"
	else
		while IFS= read -r line; do
			sh "$self" -X "$1" "$line"
		done <"$work/jobs"
	fi
}

# The position sets: COUNT positions of each board, from the games of
# seed SEED on, made once and kept.
for b in $boards; do
	set="$cache/positions-$b-s$seed"
	have=0
	[ -f "$set" ] && have=$(wc -l <"$set")
	if [ "$have" -lt "$count" ]; then
		g=$seed
		: >"$work/games"
		while [ "$(wc -l <"$work/games")" -lt "$count" ]; do
			# Enough games for what is missing, and a fifth more.
			n=$(( (count - $(wc -l <"$work/games")) * 6 / 5 + 2 ))
			seq "$g" $((g + n - 1)) | sed "s/^/$b$tab/" | run game \
			    >>"$work/games"
			g=$((g + n))
		done
		sort -t "$tab" -k 2,2n "$work/games" | cut -f 2- >"$set"
	fi
	head -n "$count" "$set" | cut -f 3 >>"$work/positions"
done

# solve PAIRS: solve the "POSITION<tab>MOVE" lines of the file PAIRS that
# the cache has not, and add them to it.
solve() {
	awk -F '\t' 'FILENAME == ARGV[1] { seen[$1 FS $2] = 1; next }
	    !(($1 FS $2) in seen) && !(($1 FS $2) in asked) {
		asked[$1 FS $2] = 1
		print
	    }' "$cache/solved" "$1" >"$work/ask"
	if [ -s "$work/ask" ]; then
		echo "perfect.sh: solving $(wc -l <"$work/ask") positions" >&2
		run solve <"$work/ask" >>"$cache/solved"
	fi
}

sed "s/\$/$tab*/" "$work/positions" >"$work/pairs"
if [ "$all" = 1 ]; then
	while IFS= read -r pos; do
		printf '%s\n' "$pos" | lf-moves |
		    awk -v pos="$pos" '{ print pos "\t" $0 }'
	done <"$work/positions" >>"$work/pairs"
fi
solve "$work/pairs"

# The moves of each level at each time.
for t in $times; do
	for l in $levels; do
		sed "s/\$/$tab$l$tab$t/" "$work/positions"
	done
done | run move >"$work/moves"

# The moves that are not the solver's best, judged by solving after them.
awk -F '\t' 'FILENAME == ARGV[1] { if ($2 == "*") best[$1] = $4; next }
    $4 != "?" && $4 != best[$1] { print $1 FS $4 }' \
    "$cache/solved" "$work/moves" >"$work/pairs"
solve "$work/pairs"

# The table: positions are told from their board by the position line.
for b in $boards; do
	set="$cache/positions-$b-s$seed"
	head -n "$count" "$set" | cut -f 3 | sed "s/^/$b$tab/"
done >"$work/boards"
printf '%-16s %-7s %5s %9s %8s %10s %6s\n' board level time positions \
    perfect "mean loss" worst
awk -F '\t' -v errors="$errors" -v order="$boards" -v levels="$levels" \
    -v times="$times" '
FILENAME == ARGV[1] { board[$2] = $1; next }
FILENAME == ARGV[2] {
	if ($2 == "*") { value[$1] = $3; best[$1] = $4 }
	else value[$1 FS $2] = $3
	next
}
{
	b = board[$1]
	k = b FS $2 FS $3
	if (value[$1] == "?" || value[$1] == "") { unsolved[b]++; next }
	if ($4 == "?") { failed[k]++; next }
	if ($4 == best[$1]) loss = 0
	else if (value[$1 FS $4] == "" || value[$1 FS $4] == "?") {
		unsolved[b]++
		next
	} else loss = value[$1] - value[$1 FS $4]
	n[k]++
	if (loss == 0) perfect[k]++
	else if (errors)
		printf "perfect.sh: %s %s %s: %s: %s loses %d (best: %s)\n",
		    b, $2, $3, $1, $4, loss, best[$1] >"/dev/stderr"
	sum[k] += loss
	if (loss > worst[k]) worst[k] = loss
}
END {
	nb = split(order, bs, " ")
	nl = split(levels, ls, " ")
	nt = split(times, ts, " ")
	for (i = 1; i <= nb; i++)
		for (j = 1; j <= nt; j++)
			for (m = 1; m <= nl; m++) {
				k = bs[i] FS ls[m] FS ts[j]
				if (n[k] == 0) continue
				printf "%-16s %-7s %5s %9d %7.1f%% %10.3f " \
				    "%6d\n",
				    bs[i], ls[m], ts[j], n[k],
				    100 * perfect[k] / n[k], sum[k] / n[k],
				    worst[k]
				if (failed[k])
					printf "perfect.sh: %s: %d moves not " \
					    "given\n", k, failed[k] \
					    >"/dev/stderr"
			}
	for (b in unsolved)
		printf "perfect.sh: %s: %d moves not judged (not solved)\n",
		    b, unsolved[b] >"/dev/stderr"
}' "$work/boards" "$cache/solved" "$work/moves"
