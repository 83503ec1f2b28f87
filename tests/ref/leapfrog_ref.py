#!/usr/bin/env python3
# Copyright (c) 2026 The leapfrog authors.  SPDX-License-Identifier: ISC
# (the ISC licence: see the file COPYING).
"""leapfrog_ref.py: an independent reference implementation of the Leap Frog
rules of RULES.md, written for clarity, not speed, to cross-check the C
library.  It shares no code or data layout with lib/: the board is a dict
from plain (x, y) coordinates (x from the left, y from the bottom, both
0-based) to a cell value, routes are found by a naive depth-first search
on copies of the board, and the chain rules are applied by filtering the
complete list of a piece's routes.

Usage (a position line is read from standard input; the last one counts,
move lines after it are applied first):
  leapfrog_ref.py moves            list the legal moves, one per line
  leapfrog_ref.py count            print the number of legal moves
  leapfrog_ref.py perft DEPTH      print the perft count
  leapfrog_ref.py apply MOVE...    apply moves, print the position after each
  leapfrog_ref.py crosscheck [--bin DIR] [--rounds N] [--seed S]
                                   compare with the C programs in DIR
  leapfrog_ref.py cases FILE...    check the expectations of rule case
                                   files (tests/data/rules-*.cases)
Only the standard library is used; Python 3.6 or newer.
"""

import os
import random
import subprocess
import sys

# Directions as (dx, dy) with y growing upwards, in the documented order.
DIRECTIONS = {
    "orth": [(0, 1), (1, 0), (0, -1), (-1, 0)],
    "diag8": [(0, 1), (1, 1), (1, 0), (1, -1),
              (0, -1), (-1, -1), (-1, 0), (-1, 1)],
    # hex: up (x, y+1), up-right (x+1, y+1), right, down, down-left, left.
    "hex": [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)],
}

EMPTY = 0
FIELDS = ["variant", "players", "jumps", "chain", "opening", "removal",
          "turn", "ply", "score", "board"]


class Position:
    """A position: rules, board and state of play."""

    def __init__(self):
        self.variant = "traditional"
        self.players = 2
        self.jumps = "orth"
        self.chain = "free"
        self.opening = "each"
        self.removal = "any"
        self.turn = 0           # 0-based
        self.ply = 0
        self.score = [0, 0]
        self.width = 0
        self.height = 0
        self.cells = {}         # (x, y) -> value, EMPTY for an empty cell

    def copy(self):
        p = Position()
        p.__dict__.update(self.__dict__)
        p.score = list(self.score)
        p.cells = dict(self.cells)
        return p


def parse_position(line):
    """Parse a position line (any field order) into a Position."""
    words = line.split()
    if not words or words[0] != "lf1":
        raise ValueError("not a position line: %r" % line)
    fields = {}
    for w in words[1:]:
        key, _, value = w.partition("=")
        if key in fields or key not in FIELDS:
            raise ValueError("bad field %r" % w)
        fields[key] = value
    if set(fields) != set(FIELDS):
        raise ValueError("missing fields")
    p = Position()
    p.variant = fields["variant"]
    p.players = int(fields["players"])
    p.jumps = fields["jumps"]
    p.chain = fields["chain"]
    p.opening = fields["opening"]
    p.removal = fields["removal"]
    p.turn = int(fields["turn"]) - 1
    p.ply = int(fields["ply"])
    p.score = [int(s) for s in fields["score"].split(",")]
    assert len(p.score) == p.players
    rows = fields["board"].split("/")
    p.height = len(rows)
    p.width = len(rows[0])
    for top, row in enumerate(rows):
        assert len(row) == p.width
        y = p.height - 1 - top
        for x, ch in enumerate(row):
            if ch == "#":
                continue
            p.cells[(x, y)] = EMPTY if ch == "." else int(ch)
    return p


def format_position(p):
    """The canonical position line."""
    rows = []
    for y in range(p.height - 1, -1, -1):
        row = ""
        for x in range(p.width):
            if (x, y) not in p.cells:
                row += "#"
            elif p.cells[(x, y)] == EMPTY:
                row += "."
            else:
                row += str(p.cells[(x, y)])
        rows.append(row)
    return ("lf1 variant=%s players=%d jumps=%s chain=%s opening=%s "
            "removal=%s turn=%d ply=%d score=%s board=%s" % (
                p.variant, p.players, p.jumps, p.chain, p.opening,
                p.removal, p.turn + 1, p.ply,
                ",".join(str(s) for s in p.score), "/".join(rows)))


def column_name(x):
    """Spreadsheet column letters of 0-based column x."""
    name = ""
    x += 1
    while x > 0:
        x -= 1
        name = chr(ord("a") + x % 26) + name
        x //= 26
    return name


def square_name(sq):
    return "%s%d" % (column_name(sq[0]), sq[1] + 1)


def parse_square(text):
    """(x, y) of a square name, any case."""
    text = text.lower()
    i = 0
    x = 0
    while i < len(text) and text[i].isalpha():
        x = x * 26 + ord(text[i]) - ord("a") + 1
        i += 1
    return (x - 1, int(text[i:]) - 1)


def route_name(route):
    return "-".join(square_name(sq) for sq in route)


def opening_removals(p):
    """How many removals open the game."""
    return {"each": p.players, "first": 1, "none": 0}[p.opening]


def in_opening(p):
    return p.ply < opening_removals(p)


def reading_order(p):
    """Every cell of the board, top row first, each row left to right."""
    for y in range(p.height - 1, -1, -1):
        for x in range(p.width):
            if (x, y) in p.cells:
                yield (x, y)


def piece_routes(p, start):
    """Every route (list of squares) of the piece on start under chain=free,
    depth first, directions in table order, a route before its
    extensions."""
    board = dict(p.cells)
    board[start] = EMPTY            # the piece is lifted off its square
    found = []

    def search(cur, route):
        for dx, dy in DIRECTIONS[p.jumps]:
            mid = (cur[0] + dx, cur[1] + dy)
            land = (cur[0] + 2 * dx, cur[1] + 2 * dy)
            if board.get(mid, EMPTY) == EMPTY:
                continue        # no cell, or an empty one
            if land not in board or board[land] != EMPTY:
                continue
            value = board[mid]
            board[mid] = EMPTY
            found.append(route + [land])
            search(land, route + [land])
            board[mid] = value

    search(start, [start])
    return found


def can_jump_after(p, route):
    """Whether the piece that ran route could jump again from its end."""
    board = dict(p.cells)
    board[route[0]] = EMPTY
    for a, b in zip(route, route[1:]):
        board[((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)] = EMPTY
    cur = route[-1]
    for dx, dy in DIRECTIONS[p.jumps]:
        mid = (cur[0] + dx, cur[1] + dy)
        land = (cur[0] + 2 * dx, cur[1] + 2 * dy)
        if board.get(mid, EMPTY) != EMPTY and board.get(land) == EMPTY:
            return True
    return False


def legal_moves(p):
    """The legal moves of p as routes, in the documented order."""
    if in_opening(p):
        pieces = [sq for sq in reading_order(p) if p.cells[sq] != EMPTY]
        if p.removal == "low" and pieces:
            low = min(p.cells[sq] for sq in pieces)
            pieces = [sq for sq in pieces if p.cells[sq] == low]
        return [[sq] for sq in pieces]
    moves = []
    for start in reading_order(p):
        if p.cells[start] == EMPTY:
            continue
        routes = piece_routes(p, start)
        if p.chain == "continue":
            routes = [r for r in routes if not can_jump_after(p, r)]
        elif p.chain == "most" and routes:
            best = max(len(r) for r in routes)
            routes = [r for r in routes if len(r) == best]
        moves.extend(routes)
    return moves


def apply_move(p, route):
    """The position after the legal move route."""
    q = p.copy()
    if len(route) == 1:
        q.score[q.turn] += q.cells[route[0]]
        q.cells[route[0]] = EMPTY
    else:
        value = q.cells[route[0]]
        q.cells[route[0]] = EMPTY
        for a, b in zip(route, route[1:]):
            mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
            q.score[q.turn] += q.cells[mid]
            q.cells[mid] = EMPTY
        q.cells[route[-1]] = value
    q.ply += 1
    q.turn = (q.turn + 1) % q.players
    return q


LARGEST = 2147483647


def within_limits(p, route):
    """Whether the position after route still fits a position line: its
    ply and the mover's score at most LARGEST."""
    q = apply_move(p, route)
    return q.ply <= LARGEST and q.score[p.turn] <= LARGEST


def parse_move(text):
    return [parse_square(s) for s in text.strip().split("-")]


def perft(p, depth):
    """The number of move sequences of depth plies from p."""
    if depth == 0:
        return 1
    moves = legal_moves(p)
    if depth == 1:
        return len(moves)
    return sum(perft(apply_move(p, m), depth - 1) for m in moves)


def points_on_board(p):
    return sum(p.cells.values())


def read_input(stream):
    """The last position of a stream with its following moves applied."""
    p = None
    for line in stream:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("lf1"):
            p = parse_position(line)
        else:
            if p is None:
                raise ValueError("a move before any position")
            move = parse_move(line)
            if move not in legal_moves(p):
                raise ValueError("illegal move %s" % line)
            p = apply_move(p, move)
    return p


# ---------------------------------------------------------------------------
# Cross-checking the C programs.

class Checker:
    """Runs the C programs and compares them with the reference."""

    def __init__(self, bindir, verbose=False):
        self.bindir = bindir
        self.verbose = verbose
        self.failures = 0
        self.checks = 0

    def run(self, args, stdin):
        prog = os.path.join(self.bindir, args[0])
        env = None
        # Skip libtool's wrapper script, which costs a shell per call.
        real = os.path.join(self.bindir, ".libs", args[0])
        if os.path.exists(real):
            prog = real
            env = dict(os.environ)
            env["LD_LIBRARY_PATH"] = os.path.join(self.bindir, "..", "lib",
                                                  ".libs")
        try:
            res = subprocess.run([prog] + args[1:], input=stdin.encode(),
                                 stdout=subprocess.PIPE, env=env,
                                 stderr=subprocess.PIPE, timeout=60)
        except subprocess.TimeoutExpired:
            self.fail("timeout of %s" % " ".join(args), stdin.strip(), "")
            return -1, "", "timeout"
        return res.returncode, res.stdout.decode(), res.stderr.decode()

    def fail(self, what, line, detail):
        self.failures += 1
        print("MISMATCH %s\n  position: %s\n  %s" % (what, line, detail))
        sys.stdout.flush()

    def check_moves(self, p):
        """Compare the move list (set and order) and the count."""
        line = format_position(p)
        self.checks += 1
        routes = legal_moves(p)
        want = [route_name(m) for m in routes]
        rc, out, err = self.run(["lf-moves"], line + "\n")
        got = out.split()
        if rc != 0 or got != want:
            extra = sorted(set(got) - set(want))
            missing = sorted(set(want) - set(got))
            self.fail("lf-moves", line,
                      "rc=%d err=%s\n  C only: %s\n  ref only: %s\n"
                      "  same set, other order: %s" % (
                          rc, err.strip(), extra[:10], missing[:10],
                          not extra and not missing))
        rc, out, err = self.run(["lf-moves", "--count"], line + "\n")
        if rc != 0 or out.strip() != str(len(want)):
            self.fail("lf-moves --count", line,
                      "C %s, ref %d" % (out.strip(), len(want)))
        return routes

    def check_perft(self, p, depth):
        line = format_position(p)
        self.checks += 1
        want = perft(p, depth)
        rc, out, err = self.run(["lf-moves", "--perft=%d" % depth],
                                line + "\n")
        if rc != 0 or out.strip() != str(want):
            self.fail("perft %d" % depth, line,
                      "C %s (rc %d %s), ref %d" % (out.strip(), rc,
                                                   err.strip(), want))
        return want

    def check_apply(self, p, moves, rng):
        """Every listed move applies to the reference's position; a few
        made-up routes are accepted exactly when they are legal."""
        line = format_position(p)
        self.checks += 1
        if not moves:
            return
        # Each move separately, on the same starting position.
        for m in moves if len(moves) <= 12 else rng.sample(moves, 12):
            rc, out, err = self.run(["lf-apply", route_name(m)], line + "\n")
            want = format_position(apply_move(p, m))
            if rc != 0 or out.strip() != want:
                self.fail("lf-apply %s" % route_name(m), line,
                          "rc=%d err=%s\n  C:   %s\n  ref: %s" % (
                              rc, err.strip(), out.strip(), want))
        legal = set(route_name(m) for m in moves)
        for cand in self.candidates(p, moves, rng):
            name = route_name(cand)
            rc, out, err = self.run(["lf-apply", name], line + "\n")
            if (rc == 0) != (name in legal) or rc not in (0, 1):
                self.fail("lf-apply %s legality" % name, line,
                          "C rc=%d err=%s, ref legal=%s" % (
                              rc, err.strip(), name in legal))

    def candidates(self, p, moves, rng):
        """Made-up routes near the legal ones: truncated, extended,
        bent, and random removals or steps."""
        cells = list(p.cells)
        out = []
        for m in rng.sample(moves, min(4, len(moves))):
            if len(m) > 2:
                out.append(m[:-1])
            for dx, dy in DIRECTIONS["diag8"] + [(0, 2), (2, 0), (3, 0)]:
                end = m[-1]
                nxt = (end[0] + 2 * dx, end[1] + 2 * dy)
                if nxt in p.cells:
                    out.append(m + [nxt])
            out.append(m[:1])
        for _ in range(4):
            a = rng.choice(cells)
            b = rng.choice(cells)
            out.append([a])
            out.append([a, b])
        return out


def random_board(rng, width, height, hole_rate, empty_rate, values):
    rows = []
    for _ in range(height):
        row = ""
        for _ in range(width):
            r = rng.random()
            if r < hole_rate:
                row += "#"
            elif r < hole_rate + empty_rate:
                row += "."
            else:
                row += str(rng.choice(values))
        rows.append(row)
    if all(ch == "#" for row in rows for ch in row):
        rows[0] = "." + rows[0][1:]
    return "/".join(rows)


def random_position(rng):
    """A random position line with random rules, board and state."""
    players = rng.choice([2, 2, 2, 3, 4, 16])
    jumps = rng.choice(["orth", "diag8", "hex"])
    chain = rng.choice(["free", "continue", "most"])
    opening = rng.choice(["each", "first", "none"])
    removal = rng.choice(["any", "low"])
    width = rng.randint(1, 7)
    height = rng.randint(1, 7)
    if rng.random() < 0.05:
        width = rng.choice([62, 63, 64])
        height = rng.randint(1, 3)
    elif rng.random() < 0.05:
        height = rng.choice([63, 64])
        width = rng.randint(1, 3)
    board = random_board(rng, width, height, rng.choice([0, 0, 0.1, 0.3]),
                         rng.choice([0.1, 0.3, 0.5]),
                         rng.choice([[1], [1, 2, 3, 4], list(range(1, 10))]))
    ply = rng.choice([0, 0, 1, 2, 3, 5, 20])
    score = ",".join(str(rng.randint(0, 9)) for _ in range(players))
    return parse_position(
        "lf1 variant=traditional players=%d jumps=%s chain=%s opening=%s "
        "removal=%s turn=%d ply=%d score=%s board=%s" % (
            players, jumps, chain, opening, removal,
            rng.randint(1, players), ply, score, board))


def new_game(checker, rng):
    """A starting position from lf-new with random options."""
    variant = rng.choice(["traditional", "murray", "froglet", "capture"])
    args = ["lf-new", "--variant=" + variant,
            "--seed=%d" % rng.randint(0, 10 ** 6)]
    if variant != "capture":
        args.append("--size=%dx%d" % (rng.randint(3, 7), rng.randint(3, 7)))
    if rng.random() < 0.5:
        args.append("--jumps=" + rng.choice(["orth", "diag8", "hex"]))
    if rng.random() < 0.5:
        args.append("--chain=" + rng.choice(["free", "continue", "most"]))
    if variant != "capture" and rng.random() < 0.5:
        args.append("--opening=" + rng.choice(["each", "first"]))
    if rng.random() < 0.5:
        args.append("--removal=" + rng.choice(["any", "low"]))
    if rng.random() < 0.3:
        args.append("--players=%d" % rng.choice([3, 4, 16]))
    rc, out, err = checker.run(args, "")
    if rc != 0 and "more players" in err:
        return new_game(checker, rng)
    if rc != 0:
        raise RuntimeError("%s: %s" % (" ".join(args), err))
    return parse_position(out.strip().splitlines()[-1])


def crosscheck(argv):
    bindir = "bin"
    rounds = 200
    seed = 1
    i = 0
    while i < len(argv):
        if argv[i] == "--bin":
            bindir = argv[i + 1]
            i += 2
        elif argv[i] == "--rounds":
            rounds = int(argv[i + 1])
            i += 2
        elif argv[i] == "--seed":
            seed = int(argv[i + 1])
            i += 2
        else:
            raise SystemExit("unknown argument %s" % argv[i])
    rng = random.Random(seed)
    checker = Checker(bindir)
    positions = 0
    for n in range(rounds):
        if n % 10 == 0:
            print("round %d, %d positions, %d mismatches" % (
                n, positions, checker.failures))
            sys.stdout.flush()
        # A random game from a starting position, checked at every ply.
        p = new_game(checker, rng) if n % 2 == 0 else random_position(rng)
        while True:
            positions += 1
            moves = checker.check_moves(p)
            if positions % 3 == 0:
                checker.check_apply(p, moves, rng)
            if positions % 5 == 0:
                # The deepest perft of at most about 20000 leaves.
                depth = 1
                while depth < 5 and perft(p, depth) < 2000:
                    depth += 1
                checker.check_perft(p, depth)
            if not moves:
                break
            p = apply_move(p, rng.choice(moves))
    print("%d positions, %d checks, %d mismatches" % (
        positions, checker.checks, checker.failures))
    return 1 if checker.failures else 0


def read_cases(path):
    """The cases of a tests/data/rules-*.cases file, as dicts."""
    cases = []
    case = None
    in_expect = False
    with open(path) as fp:
        for number, line in enumerate(fp, 1):
            line = line.rstrip("\n")
            if not line:
                if case:
                    cases.append(case)
                case, in_expect = None, False
                continue
            if case is None:
                case = {"line": number, "input": [], "expect": None,
                        "status": 0, "stderr": None, "command": None}
            if in_expect:
                case["expect"].append(line)
            elif line.startswith("#"):
                pass
            elif line.startswith(("position:", "move:")):
                case["input"].append(line.split(":", 1)[1].strip())
            elif line.startswith("command:"):
                case["command"] = line.split(":", 1)[1].split()
            elif line.startswith("status:"):
                case["status"] = int(line.split(":", 1)[1])
            elif line.startswith("stderr:"):
                case["stderr"] = line.split(":", 1)[1].strip()
            elif line == "expect:":
                case["expect"] = []
                in_expect = True
    if case:
        cases.append(case)
    return [c for c in cases if c["command"]]


def reference_run(case):
    """What the reference makes of a case's command: (status, lines), or
    None when it does not model the command."""
    cmd = case["command"]
    try:
        p = read_input(case["input"])
    except (ValueError, AssertionError, KeyError, IndexError):
        return (1, [])
    if cmd == ["lf-moves"]:
        return (0, [route_name(m) for m in legal_moves(p)])
    if cmd == ["lf-moves", "--count"]:
        return (0, [str(len(legal_moves(p)))])
    if cmd[0] == "lf-moves" and cmd[1].startswith("--perft="):
        return (0, [str(perft(p, int(cmd[1][8:])))])
    if cmd[0] == "lf-apply" and len(cmd) > 1 and not cmd[1].startswith("-"):
        lines = []
        for text in cmd[1:]:
            try:
                m = parse_move(text)
            except (ValueError, IndexError):
                return (1, lines)
            if m not in legal_moves(p) or not within_limits(p, m):
                return (1, lines)
            p = apply_move(p, m)
            lines.append(format_position(p))
        return (0, lines)
    if cmd == ["lf-apply", "--last"] or cmd == ["lf-apply"]:
        return (0, [format_position(p)])
    return None


def check_cases(paths):
    """Compare the expectations of rule case files with the reference."""
    bad = 0
    total = 0
    for path in paths:
        for case in read_cases(path):
            got = reference_run(case)
            if got is None:
                continue
            total += 1
            status, lines = got
            if case["stderr"] is not None:
                same = status == case["status"]
            else:
                same = (status, lines) == (case["status"], case["expect"])
            if not same:
                bad += 1
                print("%s:%d: reference gives status %d:\n  %s" % (
                    path, case["line"], status, "\n  ".join(lines)))
    print("%d cases checked against the reference, %d differ" % (total, bad))
    return 1 if bad else 0


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    cmd = argv[1]
    if cmd == "crosscheck":
        return crosscheck(argv[2:])
    if cmd == "cases":
        return check_cases(argv[2:])
    p = read_input(sys.stdin)
    if p is None:
        sys.stderr.write("no position\n")
        return 1
    if cmd == "moves":
        for m in legal_moves(p):
            print(route_name(m))
    elif cmd == "count":
        print(len(legal_moves(p)))
    elif cmd == "perft":
        print(perft(p, int(argv[2])))
    elif cmd == "apply":
        for text in argv[2:]:
            m = parse_move(text)
            if m not in legal_moves(p):
                sys.stderr.write("illegal move %s\n" % text)
                return 1
            p = apply_move(p, m)
            print(format_position(p))
    else:
        sys.stderr.write(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
