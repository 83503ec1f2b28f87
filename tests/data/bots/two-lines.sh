#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# two-lines.sh: a persistent bot that writes two move lines for each
# position, the first legal move and the next: the referee must take the
# first and discard the second before it sends the next position.
while read -r position; do
	echo "$position" | lf-moves | head -n 2
done
