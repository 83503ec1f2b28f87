#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# escape-pid.sh FILE: a bot that starts a grandchild in a session of its
# own (setsid), out of the reach of its process group, which writes its
# process ID to FILE and would live for a long time; once the ID is
# there, the bot plays the first legal move.  The referee must kill the
# grandchild when the game ends.
# shellcheck disable=SC2016
setsid sh -c 'echo $$ >>"$1"; exec sleep 300' sh "$1" </dev/null >/dev/null &
while ! [ -s "$1" ]; do
	sleep 0.05
done
lf-moves | head -n 1
