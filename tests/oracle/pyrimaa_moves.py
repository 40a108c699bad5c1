"""Reads `side [short]` lines on stdin; prints `count fnv64` of pyrimaa's unique moves.

The fingerprint is FNV-1a (64 bit) over the sorted short forms of every
resulting board joined by newlines, so the Rust side can compare whole sets.
"""
import sys

from pyrimaa import board


def fnv64(text):
    h = 0xCBF29CE484222325
    for b in text.encode():
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


for line in sys.stdin:
    line = line.rstrip("\n")
    if not line:
        continue
    side = board.Color.GOLD if line[0] == "g" else board.Color.SILVER
    pos = board.parse_short_pos(side, 4, line[2:])
    shorts = sorted(p._to_short_str()[1:-1] for p in pos.get_moves())
    print(len(shorts), fnv64("\n".join(shorts)), flush=True)
