#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# signal-referee.sh FILE: a bot that sends SIGTERM to the referee whose
# process ID is in FILE (waiting for the test to write it), then plays the
# first legal move: the signal comes while the referee waits for that
# move, which may be the last of the game.
read -r position
while ! [ -s "$1" ]; do
	sleep 0.05
done
kill -s TERM "$(cat "$1")"
echo "$position" | lf-moves | head -n 1
