#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# comments.sh: a bot that writes blank and comment lines before its move,
# which the referee skips, and ends the line with CR LF.
read -r position
printf '\n# thinking\n'
move=$(echo "$position" | lf-moves | head -n 1)
printf '%s\r\n' "$move"
