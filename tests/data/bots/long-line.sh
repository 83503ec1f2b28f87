#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# long-line.sh: a bot that answers with an endless line and no newline.
read -r position
yes a1 | tr -d '\n'
