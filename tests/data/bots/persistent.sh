#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# persistent.sh: a persistent bot: one process for the game, one move line
# per position line; it says on standard error how many it answered.
n=0
while read -r position; do
	echo "$position" | lf-moves | head -n 1
	n=$((n + 1))
done
echo "persistent.sh: $n positions" >&2
