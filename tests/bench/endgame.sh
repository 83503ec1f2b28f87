#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# endgame.sh: lf-bot's exact endgames (lf-bot(1), Solving): from how many
# plies before the end of a game the default level switches to the
# solver, and what that is worth in a match against another lf-bot (a
# previous release's, built without the switch).
#
# Switch: for each time per move and board size, GAMES games of Murray's
# variant (boards of seeds SEED.., 1 by default) between two persistent
# default bots with --verbose, which say whenever they try the solver whether it
# finished ('lf-bot: endgame: solved' or 'not solved'); the first move it
# finished is counted from the end of the game, and the line gives that
# number for each game, their mean, and the plies of the games.  The bots
# think for the time per move (--time), and the referee allows ten times
# as much, so that a loaded machine forfeits no game; the line says how
# many games were forfeited all the same.
#
# Match (with -P BOT): a round-robin of lf-bot against BOT, ROUNDS boards
# each played twice with the seats swapped, persistent, at each time per
# move (the referee's ten times as much, as above), on each size of -m;
# the line gives lf-bot's Elo with its 95% margin from the table of
# lf-play(1), the games won, drawn and lost, and lf-bot's forfeits and
# BOT's.
#
# usage: endgame.sh [-g GAMES] [-t "SECONDS ..."] [-s "SIZE ..."] [-S SEED]
#                   [-P BOT [-r ROUNDS] [-m "SIZE ..."] [-j JOBS]]
# e.g.:  PATH=$builddir/bin:$PATH tests/bench/endgame.sh -g 3 \
#            -t "0.1 1" -s "9 15 18" -P /tmp/base/bin/lf-bot -r 100 -m 15
#
# Never run by "make check": it measures, it does not test; "make
# bench-endgame" runs it with the defaults below (the switch only).
set -eu
LC_ALL=C
export LC_ALL

games=3
times="0.1 1"
sizes="9 15 18"
prev=""
rounds=50
match_sizes="15"
jobs=2
first=1

while getopts g:t:s:S:P:r:m:j: opt; do
	case $opt in
	g) games=$OPTARG ;;
	t) times=$OPTARG ;;
	s) sizes=$OPTARG ;;
	S) first=$OPTARG ;;
	P) prev=$OPTARG ;;
	r) rounds=$OPTARG ;;
	m) match_sizes=$OPTARG ;;
	j) jobs=$OPTARG ;;
	*) echo "usage: endgame.sh [-g GAMES] [-t SECONDS] [-s SIZES]" \
	    "[-S SEED]" \
	    "[-P BOT [-r ROUNDS] [-m SIZES] [-j JOBS]]" >&2
	   exit 2 ;;
	esac
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/endgame.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# referee SECONDS: the referee's time per move for bots that think for
# SECONDS.
referee() {
	awk -v t="$1" 'BEGIN { print t * 10 }'
}

echo "# $(uptime)"
for t in $times; do
	for size in $sizes; do
		line="" plies="" forfeits=0
		seed=$first
		while [ "$seed" -lt $((first + games)) ]; do
			if ! lf-play --variant=murray --size="$size" \
			    --seed="$seed" --time="$(referee "$t")" \
			    --persistent \
			    "lf-bot --time=$t --verbose" \
			    "lf-bot --time=$t --verbose" \
			    >"$tmp/record" 2>"$tmp/err"; then
				echo "endgame.sh: lf-play failed:" >&2
				grep -v '^lf-bot: ' "$tmp/err" | tail -n 5 >&2
				exit 1
			fi
			# A ply ends with the search's 'searched' line (or
			# its playout move), or with a solve before the
			# search, which no 'searched' line follows; a solve
			# after the search comes before its 'searched'.
			# shellcheck disable=SC2046 # two numbers, split
			set -- $(awk '
			    /^lf-bot: endgame: solved in / {
				if (pending) n++
				if (!s) s = n + 1
				pending = 1
			    }
			    /^lf-bot: searched |a playout move instead$/ {
				n++
				pending = 0
			    }
			    END { n += pending; print n, s ? n - s + 1 : 0 }' \
			    "$tmp/err")
			n=$1 before=$2
			if grep -q '^result end=forfeit' "$tmp/record"; then
				forfeits=$((forfeits + 1))
			fi
			line="$line${line:+ }$before"
			plies="$plies${plies:+ }$n"
			seed=$((seed + 1))
		done
		echo "$line" | awk -v size="$size" -v t="$t" -v p="$plies" \
		    -v f="$forfeits" '{
			for (i = 1; i <= NF; i++)
				sum += $i
			printf "murray %2dx%-2d  %4s s  switch %s plies " \
			    "before " \
			    "the end (mean %.1f) of %s; %d forfeited\n", size,
			    size, t, $0, sum / NF, p, f
		}'
	done
done

[ -n "$prev" ] || exit 0
for t in $times; do
	for size in $match_sizes; do
		if ! lf-play --variant=murray --size="$size" --seed=1 \
		    --time="$(referee "$t")" --persistent --jobs="$jobs" \
		    --tournament=round-robin --rounds="$rounds" \
		    --results=csv --name=lf-bot "lf-bot --time=$t" \
		    --name=prev "$prev --time=$t" \
		    >"$tmp/csv" 2>"$tmp/err"; then
			echo "endgame.sh: lf-play failed:" >&2
			tail -n 5 "$tmp/err" >&2
			exit 1
		fi
		tr -d '\r' <"$tmp/csv" | awk -F, -v size="$size" -v t="$t" \
		    'NR == 2 {
			elo = $11 != "" ? sprintf("%+.0f", $11) : \
			    ($10 > 0.5 ? "+inf" : "-inf")
			margin = $12 != "" ? sprintf(" +/- %.0f", $12) : ""
			line = sprintf("murray %2dx%-2d  %4s s  %4d games  " \
			    "lf-bot against prev: Elo %s%s (won-drawn-lost " \
			    "%d-%d-%d), forfeits %d", size, size, t, $4, elo,
			    margin, $5, $6, $7, $8)
		} NR == 3 { printf "%s and %d\n", line, $8 }'
	done
done
