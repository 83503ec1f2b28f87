#!/usr/bin/awk -f
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# greedy-bot.awk: a greedy bot in awk: it reads what lf-moves --long
# writes, one legal move per line with the points it captures,
#   c2-c4 captures=c3 points=4
# and writes the move worth the most points (the first of equals).
# Play it from the top of the tree:
# $ lf-play --size=6 'lf-moves --long | awk -f examples/greedy-bot.awk' 'sh examples/random-bot.sh'
{
	points = $NF
	sub(/^points=/, "", points)
	if (NR == 1 || points + 0 > best) {
		best = points + 0
		move = $1
	}
}
END {
	if (NR > 0)
		print move
}
