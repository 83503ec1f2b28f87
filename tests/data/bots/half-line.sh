#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# half-line.sh: a bot that writes half a move line and is killed.
read -r position
printf 'c3-c'
kill -s KILL $$
