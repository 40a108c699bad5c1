"""Reads `side [short]<TAB>steps` lines on stdin; prints the board after pyrimaa
plays the steps with `Position.do_move` (its reading of a move, one step at a
time through `do_step`), as `[short]`, or `illegal` when pyrimaa refuses them.
"""
import sys

from pyrimaa import board

for line in sys.stdin:
    line = line.rstrip("\n")
    if not line:
        continue
    position, steps = line.split("\t")
    side = board.Color.GOLD if position[0] == "g" else board.Color.SILVER
    pos = board.parse_short_pos(side, 4, position[2:])
    try:
        after = pos.do_move(board.parse_move(steps))
    except board.IllegalMove:
        print("illegal", flush=True)
        continue
    print(after._to_short_str(), flush=True)
