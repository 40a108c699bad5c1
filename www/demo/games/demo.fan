FAN31415926
Version: 2
Event: Casual game, arimaa.com (annotated demo)
GameId: 669122
Gold: bot_dolores_v1
Silver: browni3141
TimeControl: 15s/2m30s/100
Authors: arimaa-viewer demo notes (moves from the arimaa.com archive)

1g "Both sides set up. Gold keeps the elephant on b1, unusually far from the centre." Da1 Eb1 Cc1 Rd1 Re1 Rf1 Cg1 Hh1 Ra2 Mb2 Rc2 Dd2 Re2 Rf2 Rg2 Hh2
1s eb7 mg7 ha7 hh7 dd7 de7 cb8 cg8 rc7 rf7 ra8 rc8 rd8 re8 rf8 rh8
2g Mb2n Eb1n Mb3e Eb2n @ab3b5=G @ac3c5=G "The elephant and camel head for the c3 trap together."
2s eb7s eb6s eb5s hh7s
3g Hh2n Hh1n Da1e Db1n
3s @!? mg7s mg6s mg5s mg4s @hf3=R @hg3=Y "Silver's camel runs deep to g3, next to Gold's home trap at f3."
4g Mc3e Eb3e Ec3n
4s @! mg3n Rg2n "the camel pulls a rabbit out of the home row" mg4n Rg3n "Two pulls in one move: the rabbit is dragged up to g4."
5g Hh2w Hg2n Rg4e Ec4e
5s hh6s hh5n Rh4n mg5n
6g Ed4e Ee4e Ef4n Ef5e
6s mg6n eb4e ec4e ha7s
7g Md3w Mc3w Mb3w Hg3n
7s ed4w ec4w eb4s ha6e
8g Hg4w Eg5n Dd2n Hf4n
8s hb6e hc6e hd6e rh8s
9g "Gold to move: the silver camel on g7 is next to the gold elephant." @!! @xg7=A @xg5=B @ag7g5=R @hg6=G Eg6w mg7s mg6s Ef6e "A pull and a push in one move: the camel goes from A to B."
  [9g Eg6w mg7s "Only the pull: the camel stays next to the elephant."
   9s mg6s "The camel slips away south." [9s mg6n "Or straight back to g7."] ]
9s Rh5s hh6s Hf5s mg5w
10g Eg6s Rh4w Hf4w He4n
10s rf7s rf8s He5s mf5w
11g Eg5w me5w Ef5w He4w
11s he6w md5w Hd4n mc5n
12g Hd5s Ee5w Ed5w Rg4e
12s hd6e mc6e Ma3n eb3w
13g Ec5e Ed5e md6s Db2n
13s he6w md5w Hd4n mc5n
14g Ee5n Hd5e Hh3w He5e
14s hh5w hg5n Ma4n ea3n
15g Hf5e rf6s rf5s Hg5w
15s Ma5n ea4n rf7s de7e
16g @! @xf3=x Hg3w Hf3e rf4s rf3x "captured on the undefended f3 trap" Cc1w "The first capture of the game."
16s @? Ma6e ea5n ea6s ea5e
17g hd6s Ee6w Hf5e rf6s
17s mc6s Mb6e eb5n cb8s
18g rf5s Hg5w rf4s rf3x Hf5s "A push into f3 captures a second rabbit."
