#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# escape.sh: a bot whose child leaves its process group (setsid) holding
# the output open, out of the referee's reach; the referee must not wait
# for it.  It sleeps far longer than its 5 s to move, so that the
# output cannot close before the deadline on a slow machine.
setsid sleep 100 &
read -r position
exit 0
