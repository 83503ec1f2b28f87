#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# garbage.sh: a bot that answers with a line that is not a move.
read -r position
echo 'hello, world'
