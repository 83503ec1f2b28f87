#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# silent.sh: a bot that reads its input and exits with status 0, writing
# nothing.
cat >/dev/null
