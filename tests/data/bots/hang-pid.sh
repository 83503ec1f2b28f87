#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# hang-pid.sh FILE: a bot that never answers, with a child in its
# process group: both write their process IDs to FILE (the bot's own also
# to FILE.bot), so that a test can wait for them to run, find the process
# that started the bot, and see that nothing is left of them afterwards.
# shellcheck disable=SC2016
sh -c 'echo $$ >>"$1"; exec sleep 300' sh "$1" &
echo $$ >>"$1"
echo $$ >>"$1.bot"
exec sleep 300
