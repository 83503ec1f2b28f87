#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# hang.sh: a bot that reads the position and never answers.
read -r position
sleep 100
