#!/usr/bin/env python3
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
"""greedy-bot.py: a greedy bot in Python that speaks the bot protocol of
lf-play(1) directly: for every position line on standard input it writes
the move that captures the most points, asking lf-moves --long for the
legal moves.  It answers one line per position and flushes each answer,
so it plays as a fresh process per move or as a persistent one:

    lf-play 'python3 examples/greedy-bot.py' 'sh examples/random-bot.sh'
    lf-play --persistent 'python3 examples/greedy-bot.py' ...

Equal moves are broken at random, seeded by LF_SEED when it is set."""
import os
import random
import subprocess
import sys


def legal_moves(position):
    """The legal moves of a position line and their points."""
    listing = subprocess.run(["lf-moves", "--long"], input=position + "\n",
                             capture_output=True, text=True, check=True)
    moves = []
    for line in listing.stdout.splitlines():
        fields = line.split()
        points = int(fields[-1].split("=", 1)[1])
        moves.append((fields[0], points))
    return moves


def main():
    rng = random.Random(os.environ.get("LF_SEED"))
    for line in sys.stdin:
        position = line.strip()
        if not position or position.startswith("#"):
            continue
        moves = legal_moves(position)
        if not moves:
            return 1
        best = max(points for _, points in moves)
        move = rng.choice([m for m, points in moves if points == best])
        print(move, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
