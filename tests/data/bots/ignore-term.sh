#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# ignore-term.sh: a bot that ignores SIGTERM and never answers, so only
# SIGKILL stops it.
trap '' TERM
read -r position
sleep 100
