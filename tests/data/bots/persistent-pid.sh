#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# persistent-pid.sh FILE: a persistent bot that writes its process ID to
# FILE, then answers each position with the first legal move.
echo $$ >>"$1"
while read -r position; do
	echo "$position" | lf-moves | head -n 1
done
