#!/bin/sh
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
# random-bot.sh: a complete bot in one line: it reads a position line on
# standard input and writes one of its legal moves, chosen at random.
# Play it from the top of the tree:
# $ lf-play --size=6 'sh examples/random-bot.sh' 'sh examples/random-bot.sh'
lf-moves | shuf -n 1
