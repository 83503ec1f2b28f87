#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# env.sh: a bot that reports its environment on standard error (whether
# LF_DEADLINE is a number of seconds, not its value), then plays the
# first legal move.
case ${LF_DEADLINE-} in
[0-9]*.[0-9][0-9][0-9]) deadline=seconds ;;
*) deadline="'${LF_DEADLINE-unset}'" ;;
esac
echo "env.sh: LF_PLAYER=$LF_PLAYER LF_TIME=$LF_TIME" \
    "LF_PERSISTENT=${LF_PERSISTENT-unset} LF_DEADLINE=$deadline" >&2
lf-moves | head -n 1
