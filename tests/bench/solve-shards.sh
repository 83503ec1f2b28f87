#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# solve-shards.sh: solve a position of two players in shards, so that a
# long solve can use several cores or machines and be resumed after an
# interruption without losing finished work.
#
# The work lives in the directory DIR.  The first run reads the position
# (the last of FILE, or of standard input) into DIR/pos and makes the
# tree of its first PLIES plies (-p, default 1) under DIR: each node a
# directory with its position (pos), the move that led there (move) and
# the points it took (points), its children numbered 1, 2, ... in
# lf-moves' order.  The leaves are the shards: each is solved by
# lf-bot --solve into a file of its own (solved, written whole by a
# rename, so a killed shard leaves nothing), and a shard already solved
# is skipped, so running again resumes.  The value of every node is then
# found by negamax over the tree (a move's points minus its child's
# value), and the script writes the root's as lf-bot --solve does:
#   # solved: value +0 for the player to move; 123 nodes in 0.5 s, 4 shards
#   # line: a4 c4 ...
# (the line stops at a position solved as the image of another).
# Positions that a symmetry of the board turns into one solved before
# (orth and diag8 jumps; the 8 symmetries of a square, 4 of a rectangle)
# are solved once.
# (the nodes and seconds the shards' sums) or, while shards are left,
# "# not solved: N of M shards left; ... nodes in ... s in those solved"
# (exit status 1).
#
# -j JOBS     solve JOBS shards at once (default 1)
# -n NODES    the solver's budget of steps for each shard (lf-bot's
#             --nodes; default none): a shard over it stays unsolved
# -t SECONDS  the time for each shard (lf-bot's --time; default 1000000)
# -m MB       the most memory of the solver's table for each shard, in
#             megabytes (lf-bot's --table; default lf-bot's, 256): a big
#             board's shards want gigabytes, and JOBS tables at once
# -l          list the shards left, one command a line, and solve none:
#             for GNU parallel to spread over machines that share DIR,
#             e.g. solve-shards.sh -l DIR | parallel -S host1,host2
# -s SHARD    solve the one shard directory SHARD (what -l lists)
#
# usage: solve-shards.sh [-j JOBS] [-p PLIES] [-n NODES] [-t SECONDS]
#                        [-m MB] [-l] DIR [FILE]
#        solve-shards.sh [-n NODES] [-t SECONDS] [-m MB] -s SHARD
set -eu
LC_ALL=C
export LC_ALL

jobs=1 plies=1 nodes="" seconds=1000000 table="" list=0 shard=""
while getopts j:p:n:t:m:ls: opt; do
	case $opt in
	j) jobs=$OPTARG ;;
	p) plies=$OPTARG ;;
	n) nodes=$OPTARG ;;
	t) seconds=$OPTARG ;;
	m) table=$OPTARG
	   case $table in
	   '' | *[!0-9]*)
		echo "solve-shards.sh: invalid -m '$table': megabytes," \
		    "a whole number" >&2
		exit 2 ;;
	   esac ;;
	l) list=1 ;;
	s) shard=$OPTARG ;;
	*) echo "usage: solve-shards.sh [-j JOBS] [-p PLIES] [-n NODES]" \
	    "[-t SECONDS] [-m MB] [-l] DIR [FILE]" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
self=$0
budget="--time=$seconds${nodes:+ --nodes=$nodes}${table:+ --table=$table}"

# Solve the shard of directory $1 unless it is solved or its game over:
# keep lf-bot's first two lines only when it finished.
solve_shard() {
	[ -f "$1/solved" ] && return 0
	[ "$(lf-moves --count < "$1/pos")" -eq 0 ] && return 0
	lf-bot --solve --level=greedy $budget < "$1/pos" > "$1/out.$$" ||
	    true
	if sed -n 1p "$1/out.$$" | grep -q '^# solved: '; then
		sed -n '1,2p' "$1/out.$$" > "$1/solved.$$"
		mv "$1/solved.$$" "$1/solved"
	fi
	rm -f "$1/out.$$"
}

if [ -n "$shard" ]; then
	solve_shard "$shard"
	exit 0
fi
[ $# -ge 1 ] || { echo "solve-shards.sh: no DIR" >&2; exit 2; }
dir=$1
mkdir -p "$dir"
if [ ! -f "$dir/pos" ]; then
	lf-apply --last ${2:+"$2"} > "$dir/pos.$$"
	mv "$dir/pos.$$" "$dir/pos"
fi

# The position of file $1 up to the symmetries of its board: the least
# image of the board under the 8 symmetries of a square (4 of a
# rectangle), with the rest of the line, when the jumps are orth or
# diag8 (which those symmetries keep); else the line itself.
canonical() {
	awk '{
		line = $0
		if (line !~ / jumps=(orth|diag8) / ||
		    !match(line, / board=[^ ]*/)) {
			print line
			exit
		}
		b = substr(line, RSTART + 7, RLENGTH - 7)
		head = substr(line, 1, RSTART - 1)
		h = split(b, r, "/")
		w = length(r[1])
		for (i = 2; i <= h; i++)
			if (length(r[i]) != w) {
				print line
				exit
			}
		best = ""
		for (t = 0; t < (w == h ? 8 : 4); t++) {
			s = ""
			for (y = 0; y < h; y++) {
				if (y > 0)
					s = s "/"
				for (x = 0; x < w; x++) {
					sx = t >= 4 ? y : x
					sy = t >= 4 ? x : y
					if (t % 2 == 1)
						sx = w - 1 - sx
					if (int(t / 2) % 2 == 1)
						sy = h - 1 - sy
					s = s substr(r[sy + 1], sx + 1, 1)
				}
			}
			if (best == "" || s < best)
				best = s
		}
		print head " board=" best
	}' "$1"
}

# Make the children of node $1 down to depth $2 more plies; a node with
# its children made has the file expanded.  A node whose position is
# the image under a symmetry of one made before it (its canonical form
# is in DIR/canonical) is not searched: its file same names that one.
expand() {
	if [ "$2" -gt 0 ] && [ ! -f "$1/expanded" ] && [ ! -f "$1/same" ]
	then
		i=0
		lf-moves --long < "$1/pos" | while read -r move _ points
		do
			i=$((i + 1))
			mkdir -p "$1/$i"
			echo "$move" > "$1/$i/move"
			echo "${points#points=}" > "$1/$i/points"
			lf-apply --last "$1/pos" "$move" > "$1/$i/pos.$$"
			mv "$1/$i/pos.$$" "$1/$i/pos"
			c=$(canonical "$1/$i/pos")
			twin=$(awk -v c="$c" -F '\t' '$1 == c { print $2;
			    exit }' "$dir/canonical")
			if [ -n "$twin" ] && [ "$twin" != "$1/$i" ]; then
				echo "$twin" > "$1/$i/same"
			elif [ -z "$twin" ]; then
				printf '%s\t%s\n' "$c" "$1/$i" >> \
				    "$dir/canonical"
			fi
		done
		: > "$1/expanded"
	fi
	if [ "$2" -gt 0 ] && [ ! -f "$1/same" ]; then
		for c in "$1"/[0-9]*; do
			[ -d "$c" ] && expand "$c" $(($2 - 1))
		done
	fi
	return 0
}
touch "$dir/canonical"
expand "$dir" "$plies"

# The shards: the nodes without children (a finished game's too).
find "$dir" -name pos -type f | sed 's,/pos$,,' | sort > "$dir/shards.$$"
shards=""
while read -r node; do
	[ -d "$node/1" ] || [ -f "$node/same" ] || shards="$shards $node"
done < "$dir/shards.$$"
rm -f "$dir/shards.$$"

if [ "$list" -eq 1 ]; then
	for node in $shards; do
		[ -f "$node/solved" ] ||
		    echo "sh $self${nodes:+ -n $nodes} -t $seconds" \
		    "${table:+-m $table }-s $node"
	done
	exit 0
fi
for node in $shards; do
	[ -f "$node/solved" ] || echo "$node"
done | xargs -r -n 1 -P "$jobs" sh "$self" ${nodes:+-n "$nodes"} \
    -t "$seconds" ${table:+-m "$table"} -s

# The value of node $1 for its player to move, and its line, as
# "value line...": a shard's from lf-bot, a game over's 0, else the best
# of its children's points minus their value (the first such child in
# lf-moves' order), or the value of its twin under a symmetry (whose
# line, of the image, is left out: the line stops there).  "?" when a
# shard under it is not solved.
value() {
	if [ -f "$1/same" ]; then
		value "$(cat "$1/same")" | sed -n 1p
		echo
		return 0
	fi
	if [ -f "$1/solved" ]; then
		sed -n 's/^# solved: value \([-+0-9]*\) .*/\1/p' "$1/solved"
		sed -n 's/^# line: //p' "$1/solved"
		return 0
	fi
	if [ ! -d "$1/1" ]; then
		if [ "$(lf-moves --count < "$1/pos")" -eq 0 ]; then
			echo 0
			return 0
		fi
		echo "?"
		return 0
	fi
	best="" line=""
	for c in $(seq 1 "$(lf-moves --count < "$1/pos")"); do
		v=$(value "$1/$c" | sed -n 1p)
		[ "$v" = "?" ] && { echo "?"; return 0; }
		v=$(($(cat "$1/$c/points") - v))
		if [ -z "$best" ] || [ "$v" -gt "$best" ]; then
			best=$v
			line="$(cat "$1/$c/move") $(value "$1/$c" | sed -n 2p)"
		fi
	done
	echo "$best"
	echo "$line"
}

left=0 total=0 sum_nodes=0 sum_seconds=0
for node in $shards; do
	total=$((total + 1))
	if [ -f "$node/solved" ]; then
		n=$(sed -n 's/.*; \([0-9]*\) nodes in \([0-9.]*\) s.*/\1/p' \
		    "$node/solved")
		s=$(sed -n 's/.*; \([0-9]*\) nodes in \([0-9.]*\) s.*/\2/p' \
		    "$node/solved")
		sum_nodes=$((sum_nodes + n))
		sum_seconds=$(echo "$sum_seconds $s" | awk '{ print $1 + $2 }')
	elif [ "$(lf-moves --count < "$node/pos")" -ne 0 ]; then
		left=$((left + 1))
	fi
done
if [ "$left" -gt 0 ]; then
	echo "# not solved: $left of $total shards left; $sum_nodes nodes" \
	    "in $sum_seconds s in those solved"
	exit 1
fi
result=$(value "$dir")
v=$(echo "$result" | sed -n 1p)
[ "$v" -ge 0 ] && v="+$v"
echo "# solved: value $v for the player to move; $sum_nodes nodes in" \
    "$sum_seconds s, $total shards"
echo "# line: $(echo "$result" | sed -n 2p | sed 's/ *$//')"
