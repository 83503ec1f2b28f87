#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# no-read.sh: a persistent bot that never reads its input and never
# answers: the referee must not block writing to it.
exec sleep 100
