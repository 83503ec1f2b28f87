#!/usr/bin/env python3
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
"""greedy-bot.py: a greedy bot in Python that speaks the bot protocol of
lf-play(1) directly: for every position line on standard input it writes
the move that captures the most points, asking lf-moves --long for the
legal moves.  It answers one line per position and flushes each answer,
so it plays as a fresh process per move or as a persistent one:

    $ lf-play --size=4 'python3 examples/greedy-bot.py' 'sh examples/random-bot.sh'
    $ lf-play --size=5 --persistent 'python3 examples/greedy-bot.py --seed=7' 'lf-bot --persistent --depth=2'

Usage: greedy-bot.py [--seed=N].  Of equal moves it plays the first that
lf-moves lists, or with --seed=N one drawn at random by a generator seeded
with N, so that games can vary and still be replayed."""
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
    seed = None
    for arg in sys.argv[1:]:
        if arg.startswith("--seed=") and arg[len("--seed="):].isdigit():
            seed = int(arg[len("--seed="):])
        else:
            print("greedy-bot.py: usage: greedy-bot.py [--seed=N]",
                  file=sys.stderr)
            return 2
    rng = random.Random(seed)
    for line in sys.stdin:
        position = line.strip()
        if not position or position.startswith("#"):
            continue
        moves = legal_moves(position)
        if not moves:
            return 1
        best = max(points for _, points in moves)
        equal = [m for m, points in moves if points == best]
        move = equal[0] if seed is None else rng.choice(equal)
        print(move, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
