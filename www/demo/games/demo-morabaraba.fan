FAN31415926
Version: 1
Variant: morabaraba
Event: Morabaraba demo game (annotated)
White: Nomsa (demo)
Black: Thabo (demo)
Authors: arimaa-viewer demo notes (moves played with the crate's rules engine)

1g "Twelve cows each, all in hand. White drops first." c3
1s e5
2g a4
2s d3
3g g4
3s c5
4g "White builds on the middle row." b4 @xc4=A "A threat: a cow on A would close the mill a4-b4-c4."
4s g1 "Black misses the threat and drops far away."
5g c4xe5 "The first mill: White shoots e5."
  [5g c4xd3 "Shooting d3 instead also works; e5 is the cow nearer the centre."
   5s e3 "Black fills the gap at once."]
5s f6
6g b6
6s b2
7g d1
7s a1
8g e5
8s d2
9g f2
9s f4
10g e4
10s a7
11g e3xg1 "e3 completes the column e3-e4-e5 and shoots g1."
11s g7
12g g1xd2 "White's last cow closes the diagonal g1-f2-e3."
12s d7xd1 "Black's last drop closes a7-d7-g7 and shoots d1."
13g "All cows are placed: from now on cows move along the lines." b6-d6
13s d3-d2
14g c3-d3
14s c5-b6
15g c4-c3xa1 "Stepping back into c3 re-forms the mill c3-d3-e3."
15s d2-d1
16g a4-a1
16s b2-d2
17g b4-b2xf6 "Another mill on the diagonal: a1, b2 and c3."
  [17g e5-d5 "A quieter move, keeping the cows together."
   17s f6-e5]
17s b6-c5
18g d6-b6
18s c5-d5
19g b6-c5
19s f4-f6
20g f2-f4xd5
20s d2-f2
21g b2-d2
21s f6-d6
22g d2-b2xd6 "Opening and closing the same mill: the cow that left b2 returns, shooting again."
22s a7-a4
23g c3-c4
23s a4-a7xb2 "Black forms a7-d7-g7 again."
24g d3-c3xd1
24s f2-d2
25g f4-f2xd2 "Black is down to three cows and may now fly."
25s g7-d6 "The first flight: g7 to d6 is not along a line."
26g e3-d3
26s d6-g7xd3 "Flying back re-forms a7-d7-g7."
27g f2-e3xd7 "Black has two cows left: White wins."
