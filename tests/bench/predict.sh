#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# predict.sh: the prediction of lf-bot's endgame switch (lf-bot(1),
# Solving, and bin/bot-endgame.c): how the solver's nodes grow with the
# live pieces of a position, those with a piece beside them (orthogonal
# jumps), fitted on positions of random games.
#
# For each board, games G = SEED .. SEED + GAMES - 1 start from lf-new
# --seed=G and are played to the end by lf-bot --level=random, each ply
# with its own seed; every position with 2 to LIVE live pieces (more are
# far beyond the solver; fewer cost nothing) is solved by the switch's
# solver within CAP steps (lf-bot --depth=1 --nodes=CAP --verbose).
# A line for each board: its positions, how many the solver finished and
# their nodes' median; then a line for each number of live pieces from
# MIN: the positions, how many the solver finished, the median of their
# nodes (a position not finished counting as more than any), and the
# prediction BASE * GROWTH^live, by default bot-endgame.c's NODES_BASE
# and NODES_GROWTH; lastly the least-squares fit of log2(nodes) on the
# live pieces over the positions of MIN live pieces or more that the
# solver finished, with its standard deviation (the positions not
# finished pull the fit down).
#
# usage: predict.sh [-g GAMES] [-b "BOARD ..."] [-N CAP] [-L LIVE]
#                   [-m MIN] [-p "BASE GROWTH"] [-S SEED] [-j JOBS]
# e.g.:  PATH=$builddir/bin:$PATH tests/bench/predict.sh -g 2 \
#            -b "traditional-5x5 murray-9x9"
#
# BOARD is VARIANT-SIZE as lf-new takes them (orthogonal jumps); CAP is
# 1000000 steps by default, LIVE 40, MIN 10, GAMES 4, JOBS 2 (xargs
# -P).  Never
# run by "make check": it measures, it does not test.
set -eu
LC_ALL=C
export LC_ALL

tab=$(printf '\t')

# live LINE: the live pieces of the position line LINE.
live() {
	printf '%s\n' "${1##*board=}" | awk -F/ '{
		for (r = 1; r <= NF; r++)
			row[r] = $r
		for (r = 1; r <= NF; r++)
			for (c = 1; c <= length(row[r]); c++) {
				if (substr(row[r], c, 1) !~ /[1-9]/)
					continue
				if (substr(row[r], c - 1, 1) ~ /[1-9]/ ||
				    substr(row[r], c + 1, 1) ~ /[1-9]/ ||
				    (r > 1 &&
				    substr(row[r - 1], c, 1) ~ /[1-9]/) ||
				    (r < NF &&
				    substr(row[r + 1], c, 1) ~ /[1-9]/))
					n++
			}
		print n + 0
	}'
}

# One position, run by xargs: "BOARD<tab>LIVE<tab>POSITION" gives
# "BOARD<tab>LIVE<tab>SOLVED<tab>NODES".
if [ "${1:-}" = -X ]; then
	cap=$2 board=${3%%"$tab"*} rest=${3#*"$tab"}
	n=${rest%%"$tab"*} pos=${rest#*"$tab"}
	said=$(printf '%s\n' "$pos" | lf-bot --depth=1 --nodes="$cap" \
	    --verbose 2>&1 >/dev/null | grep '^lf-bot: endgame: ' || true)
	case $said in
	*"endgame: solved in "*) solved=1 ;;
	*) solved=0 ;;
	esac
	nodes=$(printf '%s\n' "$said" |
	    sed -n 's/.* in \([0-9]*\) nodes.*/\1/p')
	printf '%s\t%s\t%s\t%s\n' "$board" "$n" "$solved" "${nodes:-0}"
	exit 0
fi

games=4
boards="traditional-5x5 murray-5x5 traditional-5x6 murray-5x6 murray-9x9
murray-15x15"
cap=1000000
most=40
least=10
predict="0.55 1.68"
first=1
jobs=2
while getopts g:b:N:L:m:p:S:j: opt; do
	case $opt in
	g) games=$OPTARG ;;
	b) boards=$OPTARG ;;
	N) cap=$OPTARG ;;
	L) most=$OPTARG ;;
	m) least=$OPTARG ;;
	p) predict=$OPTARG ;;
	S) first=$OPTARG ;;
	j) jobs=$OPTARG ;;
	*) echo "usage: predict.sh [-g GAMES] [-b BOARDS] [-N CAP] [-L LIVE]" \
	    "[-m MIN] [-p PREDICTION] [-S SEED] [-j JOBS]" >&2
	   exit 2 ;;
	esac
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/predict.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

echo "# $(uptime)"
: >"$tmp/positions"
for board in $boards; do
	variant=${board%%-*} size=${board#*-}
	g=$first
	while [ "$g" -lt $((first + games)) ]; do
		pos=$(lf-new --variant="$variant" --size="$size" --seed="$g")
		ply=0
		while move=$(printf '%s\n' "$pos" |
		    lf-bot --level=random --seed=$((g * 1000 + ply)) \
		    2>/dev/null); do
			n=$(live "$pos")
			if [ "$n" -ge 2 ] && [ "$n" -le "$most" ]; then
				printf '%s\t%s\t%s\n' "$board" "$n" "$pos" \
				    >>"$tmp/positions"
			fi
			pos=$(printf '%s\n%s\n' "$pos" "$move" | lf-apply |
			    tail -n 1)
			ply=$((ply + 1))
		done
		g=$((g + 1))
	done
done

tr '\n' '\0' <"$tmp/positions" |
    xargs -0 -n 1 -P "$jobs" sh "$0" -X "$cap" >"$tmp/solved"

sort -t "$tab" -k1,1 -k4,4n "$tmp/solved" | awk -F "$tab" '
	{ n[$1]++; if ($3 == 1) { s[$1]++; v[$1, s[$1]] = $4 } }
	END {
		for (b in n)
			printf "%-16s %4d positions, %4d solved, median %d " \
			    "nodes\n", b, n[b], s[b],
			    s[b] ? v[b, int((s[b] + 1) / 2)] : 0
	}' | sort
# The positions by live pieces, those not finished last of each.
sort -t "$tab" -k2,2n -k3,3r -k4,4n "$tmp/solved" |
    awk -F "$tab" -v least="$least" -v p="$predict" '
	$2 >= least {
		n[$2]++; v[$2, n[$2]] = $3 == 1 ? $4 : -1; s[$2] += $3
		if ($2 > most) most = $2
		if ($3 == 1) {
			x = $2; y = log($4) / log(2)
			k++; sx += x; sy += y; sxx += x * x; sxy += x * y
			xs[k] = x; ys[k] = y
		}
	}
	END {
		split(p, c, " ")
		for (l = least; l <= most; l++) {
			if (!n[l])
				continue
			m = v[l, int((n[l] + 1) / 2)]
			printf "live %2d: %4d positions, %4d solved, median " \
			    "%9s nodes, predicted %.0f\n", l, n[l], s[l],
			    m < 0 ? "(more)" : m, c[1] * c[2] ^ l
		}
		if (k < 2) { print "too few positions to fit"; exit }
		b = (k * sxy - sx * sy) / (k * sxx - sx * sx)
		a = (sy - b * sx) / k
		for (i = 1; i <= k; i++)
			e += (ys[i] - a - b * xs[i]) ^ 2
		printf "fit on %d positions: log2(nodes) = %.3f + %.3f * " \
		    "live (sd %.2f): nodes = %.2f * %.2f^live\n", k, a, b,
		    sqrt(e / k), 2 ^ a, 2 ^ b
	}'
