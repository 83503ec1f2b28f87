#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# crash.sh: a bot that reads the position and dies of SIGSEGV without a move.
read -r position
kill -s SEGV $$
