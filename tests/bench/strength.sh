#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# strength.sh: the strength table of lf-bot(1): its levels against each
# other in tournaments refereed by lf-play(1), on Murray's variant, for
# each board size, number of players and time per move asked.
#
# Two players: a round-robin of the alpha-beta search, the Monte Carlo
# search and, with -P, another lf-bot command (a previous release's), each
# pair playing every board twice with the seats swapped; the line gives
# each level's Elo from the table of lf-play, the first's with its 95%
# margin.  Three and four players: games of the two searches seated
# alternately, mcts first (mcts, search, mcts, search for four; for three
# the search has two seats of three, or with -R one seat, search first),
# on boards of seeds SEED.., the seats turning from game to game; the
# line gives each level's points a game (1 a win, shared in a tie), with
# a 95% margin for the level with one seat (for four players, the mean
# of the two seats of each level).  -R matters since the order of play
# does: with two searches, one of them moves right after mcts.  With -b,
# three levels: the best-reply search, mcts and the paranoid search, in
# that order (with -R, brs, search, mcts; four players: brs, mcts,
# search, mcts), each level's points a game with a 95% margin (for mcts
# with four players, the mean of its two seats, no margin).
#
# usage: strength.sh [-bmR] [-g GAMES] [-t "SECONDS ..."] [-T SECONDS]
#                    [-s "SIZE ..."] [-p "PLAYERS ..."] [-j JOBS] [-P BOT]
#                    [-S SEED] [-o DIR]
# e.g.:  PATH=$builddir/bin:$PATH tests/bench/strength.sh -g 100 \
#            -t 0.1 -s "9 15" -p "2 3 4"
#
# With -T, the bots are given the time per move (lf-bot --time) and the
# referee's limit is -T's, so that a loaded machine, where a bot may
# answer late, does not make them forfeit: -t 0.1 -T 1.
#
# GAMES is the games of each table (of each pair of bots, for two
# players), 100 by default, as in lf-bot(1).  SEED is the seed of the
# first board, 1 by default: a run of 60 games from seed 61 after one
# from seed 1 plays other boards, so that the two tables can be added up.
#
# With -o, the records of each table's games are kept in a directory of
# their own under DIR, named for the table and the seed
# (DIR/murray-15x15-3p-1s-s1); when that directory is already there, the
# run goes on where it was stopped (lf-play --resume), so the same
# command run again finishes a run that was cut off.  With -m and -o,
# nothing is played: each table is printed from the records of every run
# of it under DIR, whatever its seed (lf-play --merge), which adds up
# the runs from other seeds.
#
# Never run by "make check": it measures, it does not test; "make
# strength" runs it with the defaults below.
set -eu
LC_ALL=C
export LC_ALL

games=100
times="0.1"
sizes="9 15 18"
players_list="2 3 4"
jobs=2
prev=""
seed=1
out=""
merge=0
reverse=0
brs=0
limit=""

while getopts bmRg:t:T:s:p:j:P:S:o: opt; do
	case $opt in
	g) games=$OPTARG ;;
	t) times=$OPTARG ;;
	T) limit=$OPTARG ;;
	s) sizes=$OPTARG ;;
	p) players_list=$OPTARG ;;
	j) jobs=$OPTARG ;;
	P) prev=$OPTARG ;;
	S) seed=$OPTARG ;;
	o) out=$OPTARG ;;
	m) merge=1 ;;
	R) reverse=1 ;;
	b) brs=1 ;;
	*) echo "usage: strength.sh [-bmR] [-g GAMES] [-t SECONDS]" \
	    "[-T SECONDS]" \
	    "[-s SIZES]" \
	    "[-p PLAYERS] [-j JOBS] [-P BOT] [-S SEED] [-o DIR]" >&2
	   exit 2 ;;
	esac
done
if [ "$merge" = 1 ] && [ -z "$out" ]; then
	echo "strength.sh: -m needs -o DIR, the directory of the records" >&2
	exit 2
fi
if [ "$merge" = 0 ] && [ -n "$out" ]; then
	mkdir -p "$out"
fi

csv=$(mktemp "${TMPDIR:-/tmp}/strength.XXXXXX")
log=$(mktemp "${TMPDIR:-/tmp}/strength.XXXXXX")
trap 'rm -f "$csv" "$log"' EXIT

# referee TABLE ARGS...: lf-play with ARGS, its table in $csv; with -o,
# the records in DIR/TABLE-sSEED, resumed when the directory is there;
# with -m, the table of the records of every DIR/TABLE-s*, and nothing
# played.  On a failure, say so with lf-play's last messages and exit.
referee() {
	table=$out/$1-s
	shift
	if [ "$merge" = 1 ]; then
		set -- "$table"*
		if [ ! -d "$1" ]; then
			echo "strength.sh: no records of $table* to merge" >&2
			exit 1
		fi
		set -- --merge --results=csv "$@"
	elif [ -n "$out" ]; then
		[ -d "$table$seed" ] && set -- --resume "$@"
		set -- --out="$table$seed" "$@"
	fi
	if ! lf-play "$@" >"$csv" 2>"$log"; then
		echo "strength.sh: lf-play $* failed:" >&2
		tail -n 5 "$log" >&2
		exit 1
	fi
}

# two SIZE SECONDS: the round-robin of two players.
two() {
	bt=${limit:+ --time=$2}
	rounds=$(( (games + 1) / 2 ))
	if [ -n "$prev" ]; then
		referee "murray-${1}x$1-2p-${2}s-prev" \
		    --variant=murray --size="$1" --seed="$seed" \
		    --time="${limit:-$2}" --persistent --jobs="$jobs" \
		    --tournament=round-robin \
		    --rounds="$rounds" --results=csv \
		    --name=search "lf-bot --level=search$bt" \
		    --name=mcts "lf-bot --level=mcts$bt" \
		    --name=prev "$prev"
	else
		referee "murray-${1}x$1-2p-${2}s" \
		    --variant=murray --size="$1" --seed="$seed" \
		    --time="${limit:-$2}" --persistent --jobs="$jobs" \
		    --tournament=round-robin \
		    --rounds="$rounds" --results=csv \
		    --name=search "lf-bot --level=search$bt" \
		    --name=mcts "lf-bot --level=mcts$bt"
	fi
	tr -d '\r' <"$csv" | awk -F, -v size="$1" -v t="$2" 'NR > 1 {
		# An Elo lf-play leaves blank is infinite: every point to one.
		elo = $11 != "" ? sprintf("%+.0f", $11) : \
		    ($10 > 0.5 ? "+inf" : "-inf")
		line = line sprintf("%s%s %s (%d-%d-%d)", NR > 2 ? ", " : "",
		    $2, elo, $5, $6, $7)
		if (NR == 2 && $12 != "")
			line = line sprintf(" +/- %.0f", $12)
		n = $4
	} END {
		printf "%2dx%-2d  2 players  %4s s  %4d games a bot   Elo " \
		    "(won-drawn-lost): %s\n", size, size, t, n, line
	}'
}

# many SIZE SECONDS PLAYERS: the two searches seated alternately.
many() {
	size=$1 t=$2 n=$3
	bt=${limit:+ --time=$t}
	table="murray-${size}x$size-${n}p-${t}s"
	if [ "$brs" = 1 ] && [ "$n" = 3 ] && [ "$reverse" = 1 ]; then
		table=$table-brs-R
		set -- --name=brs "lf-bot --level=brs$bt" \
		    --name=search "lf-bot --level=search$bt" \
		    --name=mcts1 "lf-bot --level=mcts$bt"
	elif [ "$brs" = 1 ]; then
		table=$table-brs
		set -- --name=brs "lf-bot --level=brs$bt" \
		    --name=mcts1 "lf-bot --level=mcts$bt" \
		    --name=search "lf-bot --level=search$bt"
		[ "$n" = 4 ] &&
		    set -- "$@" --name=mcts2 "lf-bot --level=mcts$bt"
	elif [ "$n" = 3 ] && [ "$reverse" = 1 ]; then
		table=$table-R
		set -- --name=search "lf-bot --level=search$bt" \
		    --name=mcts1 "lf-bot --level=mcts$bt" \
		    --name=mcts2 "lf-bot --level=mcts$bt"
	elif [ "$n" = 3 ]; then
		set -- --name=mcts "lf-bot --level=mcts$bt" \
		    --name=search1 "lf-bot --level=search$bt" \
		    --name=search2 "lf-bot --level=search$bt"
	else
		set -- --name=mcts1 "lf-bot --level=mcts$bt" \
		    --name=search1 "lf-bot --level=search$bt" \
		    --name=mcts2 "lf-bot --level=mcts$bt" \
		    --name=search2 "lf-bot --level=search$bt"
	fi
	referee "$table" \
	    --variant=murray --size="$size" --players="$n" \
	    --seed="$seed" --time="${limit:-$t}" --persistent --jobs="$jobs" \
	    --games="$games" \
	    --results=csv "$@"
	tr -d '\r' <"$csv" |
	    awk -F, -v size="$size" -v t="$t" -v n="$n" 'NR > 1 {
		kind = $2
		sub(/[0-9]+$/, "", kind)
		score[kind] += $10
		seats[kind]++
		games = $4
	} END {
		for (k in score) {
			p = score[k] / seats[k]
			m = seats[k] == 1 ? sprintf(" +/- %.3f",
			    1.96 * sqrt(p * (1 - p) / games)) : ""
			line[k] = sprintf("%s %.3f%s", k, p, m)
		}
		printf "%2dx%-2d  %d players  %4s s  %4d games        " \
		    "points a game: %s%s, %s (fair share %.3f)\n", size, size,
		    n, t, games, "brs" in line ? line["brs"] ", " : "",
		    line["mcts"], line["search"], 1 / n
	}'
}

for t in $times; do
	for size in $sizes; do
		for n in $players_list; do
			if [ "$n" = 2 ]; then
				two "$size" "$t"
			else
				many "$size" "$t" "$n"
			fi
		done
	done
done
