#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# exit.sh: a bot that reads the position and exits with status 3 without a move.
read -r position
exit 3
