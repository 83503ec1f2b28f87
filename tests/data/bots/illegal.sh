#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# illegal.sh: a bot that plays a jump, illegal while the opening lasts,
# and a removal, illegal after it.
read -r position
case $position in
*" ply=0 "*|*" ply=1 "*) echo a1-a3 ;;
*) echo a1 ;;
esac
