#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# fork-child.sh: a bot that exits at once without a move, leaving a child
# that keeps its standard output open.
sleep 100 &
exit 0
