#!/usr/bin/env python3
"""Writes the committed seed corpus fuzz/seeds/<target>/ from the repo's test data
(tests/data/) and spec examples. Run once by hand (python3 fuzz/make_seeds.py
[dir holding data/], default the repo's tests/); the output is committed."""
import hashlib, os, random, sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA_ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "tests")
OUT = os.path.join(HERE, "seeds")
MAX = 4096  # bytes per seed: keep the committed corpus small

def put(target, data):
    if isinstance(data, str):
        data = data.encode()
    data = data[:MAX]
    d = os.path.join(OUT, target)
    os.makedirs(d, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()[:16]
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)

def read(*p):
    with open(os.path.join(DATA_ROOT, *p), encoding="utf-8") as f:
        return f.read()

archive = read("data", "arimaa", "allgames202602.txt").splitlines()
header, rows = archive[0], archive[1:]
cols = header.split("\t")
mi, ei = cols.index("movelist"), cols.index("events")
# Shortest rows first: whole games that fit in a seed.
by_len = sorted(rows, key=len)
def shortened(row, moves):
    """The row with its movelist and event log cut to the first moves, so
    that it stays a well-formed row within the seed size."""
    f = row.split("\t")
    f[mi] = "\\n".join(f[mi].split("\\n")[:moves])
    f[ei] = "\\n".join(f[ei].split("\\n")[:moves + 2])
    return "\t".join(f)

for row in by_len[:6]:
    put("archive_line", shortened(row, 40))
for row in by_len[len(by_len) // 2: len(by_len) // 2 + 10]:
    put("archive_line", shortened(row, 12))
old = read("data", "arimaa", "allgames201111-sample.txt").splitlines()
for row in sorted(old[1:], key=len)[:4]:
    put("archive_line", shortened(row, 12))
put("archive_line", header + "\n" + by_len[0])

# arimaa.com move text (and FAN, which extends it): the movelists.
for row in by_len[:16] + by_len[-4:]:
    f = row.split("\t")
    moves = f[mi].replace("\\n", "\n")
    put("arimaa_com_moves", moves)
    put("fan", "FAN31415926\nGold: a\nSilver: b\n\n" + moves)
    put("viewer_load", moves)
put("arimaa_com_moves", "Event: Casual Game\nWhite: Aamir\nBlack: Omar\nChat: -=+=-\n2s White: hi\n-=+=-\n\n1g Ra2\n")
put("arimaa_com_moves", "1w Ra2 Rb2\n1b ra7\n2w Ra2n Rb2n\n2b takeback\n2b rb7s\n3w resigns\n")

# FAN: the spec's examples, on top of a setup so they replay in part.
setup = by_len[0].split("\t")[mi].replace("\\n", "\n").split("\n")[:2]
spec_fan = [
    "3g rd6s rd5w rc5s rc4w [ 3g m5n hb7 rc5s rc4w ]",
    "5g rd6s rd5w Md6s ca1e [ 5g hb7 m5n hb7 rc5s ] [ 5g dh9s m5n hb7 rc5s ]",
    "5g Rd6s Rd5w Md6s Ca1e\n  [ 5g Hb7 Dh9s Cb4n Ca4w\n  5s ca1e rd6s rd5w Md6s\n    [ 5s hb7 m5n hb7 rc5s ] ]",
    "5g \"Gold is in trouble\" rd6s rd5w Md6s ca1e",
    "5g rd6s rd5w Md6s ca1e \"Camel should be instead sacrificed\" 5s",
    "5g @x4d=red rd6s rd5w Md6s ca1e",
]
for ex in spec_fan:
    put("fan", "FAN31415926\nVersion: 1\n\n" + ex)
    put("fan", "\n".join(setup) + "\n" + ex)
put("fan", "FAN31415926\nVariant: morabaraba\n\n1w a1\n1b d1\n")
put("fan", "\n".join(setup) + "\n2g Ee2n \"step\" Ee3n @xd4=A @t=12 [ 2g Ee2w ] \"move\"\n2s @t=3 ra7s\n")

# Diagrams: the goal-in-one-turn positions, and short forms.
text = read("data", "arimaa", "goal-in-one-turn-positions.txt")
blocks = text.split("end")
for b in blocks[:14]:
    put("diagram", b.strip("\n") + "\n")
    put("viewer_load", b.strip("\n") + "\n")
put("diagram", "7g Da1n Cc1n\n" + blocks[0].strip("\n") + "\n")
put("diagram", "[rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR]")
put("diagram", "[rrrrrrrr........x..x...........................x..x...RRRRRRRR]")
put("diagram", "s\n" + blocks[3].strip("\n"))

# Time controls: the match rules' examples; some with move times after a newline.
tcs = ["0/5", "0:12/5", "3/0", "40/2", "0:30/5/100/3", "4/2/50/10/6", "4/4/100/4/6",
       "4/4/100/4/90t", "4/4/100/4/90t/5", "24h5m10s/0/0/0/60d", "2m30s/1h", "0:45/3/75/30/4/2",
       "@t=12", "t=0", "1/1/0/0/0/0/0"]
rng = random.Random(1)
for tc in tcs:
    put("time_control", tc)
    used = b"".join(rng.randrange(0, 400).to_bytes(4, "little") for _ in range(24))
    put("time_control", tc.encode() + b"\n" + used)

# FIMS: the notation's examples and the library tests' positions.
fims = ["a1", "a1xf2", "d1-d2", "d1-d2xa1", "a7-g1", "12,12 - - W - - 0",
        "0,0 a7,a1,d1,b6,b2,c5,c3,e3,d3,c4,f2 d7,d6,d5 W f2-g1xd7 g7-d5xg1 0",
        "3,4 a1,g7 d5 B a1xd5 - 0", "0,0 a1,d1 d1 W - - 0", "12,0 a1 - W - - 0",
        "0,0 a1,d1,g1,b2,d2 a7,d7,g7 B a1-a4 - 12", "5,5 a1,b2,c3,d2,f4 a7,b6,c5,e5 W c3 e5 3",
        "0,0 a1,a4,a7,g7,g4 d1,d2,d3 W - - 49", "0,0 a1,a4,a7 d1,d2,d3 B a4-b4 d3-c4 7"]
for f in fims:
    put("fims", f)
board = read("data", "morabaraba", "board.txt")
put("fims", board[:200])

# Step sequences: random bytes on both starts (gold/silver, standard/random board).
for i in range(24):
    put("turn_builder", bytes([i % 4 | (rng.randrange(64) << 2)]) + bytes(rng.randrange(256) for _ in range(96)))

# Howdah records ("pgn"): tags, comments with commands, glyphs, blocks,
# results, a set position, a collection and a broken game.
g = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2\n"
s = "1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 md7 ee7 cf7 dg7 hh7\n"
put("pgn", '[Event "club \\"x\\""]\n[White "a"]\n[BlackElo "1800"]\n[PlyCount "4"]\n\n{Game.}\n'
    + g + s + "2g Ee2n Ee3n ?! {Early. [%emt 0:00:12] [%cal Ge4e6] [%eval 3]}\n(\n{Calmer:}\n"
    "2g Db2n\n2s ee7s\n(\n2s db7s !? $14\n)\n)\n2s ee7s {a \\} b\nc}\n")
put("pgn", 'Event: casual\nWhite: a\nChat: -=+=-\nhi\n-=+=-\n\n' + g + s
    + "2w Ee2n\n2b ee7s\n3w takeback\n2b md7s\n3w resigns\n(\n{Likely:}\n3w Ee3n\n)\n1-0\n")
board = "".join(["        ", "R      r", "        ", "    e   ", "        ", "  CD    ", "        ", "        "])
put("pgn", '[Position "g [' + board + ']"]\n'
    "2g Dd3n\n( 2g Cc3n\n2s ee5s\n0-1 t\n)\n2s ee5s\n3g Ra7n\n")
put("pgn", '[Result "1-0"]\n' + g + s + "2g Ee2n\n1-0\n\n[Event \"2\"]\n" + g + s
    + "2g Ee2n 2s ee7s(2s db7s)3g Ee3n\n*\n{lone}\n")
put("pgn", g + s + "2g Ee2n Xx9n\n(\n2g Db2n\n)\n)\n! {open\n")
# Howdah's edge shapes (issue 33): names as written, a lower-case position,
# end words before other results, a goal in the tags before analysis, a
# colon ResultCode, a game without tags after an unfinished one.
put("pgn", '[Event "a"]\n[event "b"]\n[Termination "r"]\n[gameid "3"]\n[result "1-0"]\n'
    '[position "g [' + board + ']"]\n[plycount "4"]\n[ResultCode "g"]\n[Result "1-0"]\n\n' + g + s
    + "2g Ee2n\n(\n2g Db2n\n2s resigns\n1-0 t\n)\n(\n2g Md2n\n2s lost\n0-1 r\n)\n"
    "2s ee7s\n(\n3g Ee3n\n)\n1-0\nResultCode: r\nResult: 0-1\n\n" + g + s + "2g Ee2n\n" + g + s)
