"""Writes tests/oracle/engine_tactics.tsv: positions where Gold to move can
capture a piece, or must stop Silver's goal, each checked with pyrimaa
(`pip install aei`), whose move generation is independent of ours.

Row: kind <TAB> side <TAB> short board (a8..h1) <TAB> what pyrimaa found.
- capture: no side can reach goal this turn or the next, Gold has a turn
  that takes a silver piece; found = how many of Gold's turns capture.
- defend: Silver would reach goal if it moved now, Gold has a turn after
  which Silver cannot; found = 1 (the search stops at the first).
The engine's test (tests/all/engine.rs) checks that its best turn takes a
piece or stops the goal.

Run: python3 tests/oracle/engine_tactics.py > tests/oracle/engine_tactics.tsv
"""
import sys

from pyrimaa import board
from pyrimaa.board import Color, Piece

FILES = "abcdefgh"


def empty():
    return [["."] * 8 for _ in range(8)]  # [rank 0..7][file 0..7]


def put(b, square, piece):
    b[int(square[1]) - 1][FILES.index(square[0])] = piece


def short(b):
    return "".join("".join(b[r]) for r in range(7, -1, -1)).replace(".", " ")


def position(side, b):
    return board.parse_short_pos(side, 4, "[" + short(b) + "]")


def silver_pieces(pos):
    return sum(bin(pos.bitBoards[p]).count("1") for p in range(Piece.SRABBIT, Piece.SELEPHANT + 1))


def goals(pos):
    """Whether the side to move has a turn that ends in its own goal."""
    me = pos.color
    for after in pos.get_moves():
        g = after.is_goal()
        # is_goal is from the side to move after the turn (the other side).
        if g and ((g == -1) if after.color != me else (g == 1)):
            return True
    return False


def capture_cases():
    # A silver piece beside a trap no silver piece guards, the gold
    # elephant on its other side: a push into the trap takes it.
    # (trap, victim square, elephant square)
    sites = [
        ("c6", "d6", "e6"), ("f6", "e6", "d6"), ("c3", "d3", "e3"), ("f3", "e3", "d3"),
        ("c6", "c5", "c4"), ("f6", "f5", "f4"), ("c3", "c4", "c5"), ("f3", "f4", "f5"),
    ]
    for trap, victim, elephant in sites:
        for kind in "cdhm":
            b = empty()
            for f in "abcdefgh":
                put(b, f + "8", "r")
                put(b, f + "1", "R")
            put(b, victim, kind)
            put(b, elephant, "E")
            # The silver elephant far from the site, in the corner row.
            put(b, "h7" if victim[0] in "cd" else "a7", "e")
            yield "capture", b


def defend_cases():
    # A silver rabbit two steps from goal on an open file, Gold's dog
    # near enough to block or to push it back.
    for f in range(8):
        file = FILES[f]
        b = empty()
        for g in "abcdefgh":
            put(b, g + "8", "r" if g != file else ".")
        put(b, file + "3", "r")
        put(b, FILES[(f + 2) % 8] + "2", "D")
        put(b, FILES[(f + 4) % 8] + "1", "R")
        put(b, FILES[(f + 5) % 8] + "1", "R")
        put(b, FILES[(f + 4) % 8] + "7", "e")
        put(b, FILES[(f + 6) % 8] + "4", "E")
        yield "defend", b


def main():
    for kind, b in list(capture_cases()) + list(defend_cases()):
        gold = position(Color.GOLD, b)
        silver = position(Color.SILVER, b)
        moves = gold.get_moves()
        if kind == "capture":
            if goals(gold) or goals(silver):
                sys.exit("a capture case with a goal in reach: " + short(b))
            before = silver_pieces(gold)
            found = sum(1 for m in moves if silver_pieces(m) < before)
        else:
            if goals(gold) or not goals(silver):
                sys.exit("a defence case without Silver's threat: " + short(b))
            # One answer that holds is enough (each check searches Silver's turn).
            found = next((1 for m in moves if not goals(m)), 0)
        if found == 0:
            sys.exit("no answer for " + kind + ": " + short(b))
        print(f"{kind}\tg\t{short(b)}\t{found}")


main()
