#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# env.sh: a bot that reports its environment on standard error, then plays
# the first legal move.
echo "env.sh: LF_PLAYER=$LF_PLAYER LF_TIME=$LF_TIME" >&2
lf-moves | head -n 1
