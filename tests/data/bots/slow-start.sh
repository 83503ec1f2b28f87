#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# slow-start.sh: a persistent bot that takes six seconds to start (as a
# JVM or a bot loading a model does) before it reads its first position,
# then answers each position at once with the first legal move.
sleep 6
while read -r position; do
	echo "$position" | lf-moves | head -n 1
done
