FAN31415926
Id: 669122
Event: Casual game
Site: Over the Net
Date: 2026.02.01
Gold: bot_dolores_v1
Silver: browni3141
TimeControl: 15s/2m30s/100
Result: 1-0
Termination: r

1g Da1 Eb1 Cc1 Rd1 Re1 Rf1 Cg1 Hh1 Ra2 Mb2 Rc2 Dd2 Re2 Rf2 Rg2 Hh2
1s eb7 mg7 ha7 hh7 dd7 de7 cb8 cg8 rc7 rf7 ra8 rc8 rd8 re8 rf8 rh8
2g Mb2n Eb1n Mb3e Eb2n
2s eb7s eb6s eb5s hh7s
3g Hh2n Hh1n Da1e Db1n
3s mg7s mg6s mg5s mg4s
4g Mc3e Eb3e Ec3n
4s mg3n Rg2n mg4n Rg3n
5g Hh2w Hg2n Rg4e Ec4e
5s hh6s hh5n Rh4n mg5n
6g Ed4e Ee4e Ef4n Ef5e
6s mg6n eb4e ec4e ha7s
7g Md3w Mc3w Mb3w Hg3n
7s ed4w ec4w eb4s ha6e
8g Hg4w Eg5n Dd2n Hf4n
8s hb6e hc6e hd6e rh8s
9g Eg6w mg7s mg6s Ef6e
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
16g Hg3w Hf3e rf4s rf3x Cc1w
16s Ma6e ea5n ea6s ea5e
17g hd6s Ee6w Hf5e rf6s
17s mc6s Mb6e eb5n cb8s
18g rf5s Hg5w rf4s rf3x Hf5s
18s hd5s ra8s re8s rd8e
19g Hf4n Hf5w He5n Hg3n
19s mc5e md5e eb6s eb5e
20g Mc6w rc7s Ed6s Mb6w
20s hg6s hg5w He6e Hf6x me5n
21g hd4w Ed5s hc4s hc3x Ed4w
21s rc6e ec5n ec6w me6e
22g Ec4n Ec5e Ed5e rd6s
22s hf5e hg5e mf6e rc8s
23g rd5s Ee5w Ed5n Hg4s
23s hh5n Rh4n Rh5w hh6s
24g Dd3s rd4s rd3w rc3x Dd2n
24s mg6n Rg5n Rg6w Rf6x mg7s
25g Ra2n Ra3n Ra4n Dd3e
25s re8w rd8w rc8w rb8w
26g Cg1n Db3e Dc3n Dc4n
26s mg6s mg5s Hg3e mg4s
27g De3n De4n De5w Re2n
27s Hh3n mg3e hh5w hg5n
28g Rd1n Rd2n Rd3n Rd4w
28s Hh4n mh3n Hh5n mh4n
29g Ed6e Dd5n Dc5n Rc4n
29s hg6w mh5w mg5n cg8s
30g Re3n Re4n Re1n Re2n
30s hf6s df7s cg7w hf5e
31g Re5w Ee6s df6w Ee5e
31s hg5e mg6w de6s mf6w
32g Ef5e de5e df5s Eg5w
32s me6e Dd6e dd7s mf6e
33g rc7e Dc6n Rd5e Re3n
33s cb7n eb6n eb7s Dc7w
34g df4s df3x Ef5s Ef4n Ef5e
34s eb6e ec6w Rc5n Rc6x rd7w
35g Eg5w mg6s mg5s Ef5e
35s eb6e Ma6e ec6s Mb6e Mc6x
36g Hh6w Hg6w Hf6e cf7s cf6x
36s ec5e dd6n ed5n re7e
37g Re5e Rf5n Hg6n Rf6e

FAN31415926
Id: 669123
Event: Casual game
Site: Over the Net
Date: 2026.02.01
Gold: bot_dolores_v1
Silver: browni3141
TimeControl: 15s/2m30s/100
Result: 1-0
Termination: g

1g Da1 Db1 Rc1 Rd1 Ce1 Rf1 Cg1 Eh1 Ha2 Rb2 Rc2 Rd2 Me2 Rf2 Rg2 Hh2
1s ee7 mb7 ha7 hh7 dd7 de8 cg7 cb8 rc7 rf7 ra8 rc8 rd8 rf8 rg8 rh8
2g Hh2n Hh3n Eh1n Eh2n
2s ee7s ee6s hh7s ee5s
3g Eh3w Eg3w Ef3w Ha2n
3s ee4w ed4s ed3n Rd2n
4g Rd3w Rc3w Ee3n Ee4n
4s hh6w mb7s ha7s cb8s
5g Rg2e Ha3n Da1n Da2n
5s ed4w ec4w Ha4n eb4w
6g Ee5e Ef5e Eg5w hg6s
6s rh8s rh7s rh6s hg5n
7g Hh4s rh5s Hh3w rh4s
7s Ha5e ea4n mb6e Hb5n
8g Ef5e Eg5w hg6s Rb2w
8s cg7s hg5e mc6e Hb6e Hc6x
9g Db1n Ef5w Ee5n Cg1n
9s ea5s ea4e Da3n ha6s
10g Hg3n rh3w rg3w rf3x Hg4s
10s ha5e Da4n eb4e ec4e
11g Hg3n Hg4n cg6n Hg5n
11s ed4e md6s md5e me5e
12g Hg6w rf7w Hf6n Ee6e
12s ee4e mf5e mg5n mg6e
13g Me2w Md2n Md3w Ef6e
13s hb5n Da5e ef4n cg7e
14g Rb3n Db5w Rb4w Mc3w
14s ch7n mh6n mh7w ch8s
15g Eg6w mg7s mg6e Ef6e
15s ch7n mh6n mh7w ch8s
16g Eg6w mg7s mg6s Ef6e
16s ef5s mg5w dd7s dd6e
17g Eg6w mf5w Ef6s Ra4e
17s rg8s rg7s me5w md5n
18g Ef5n de6s Ef6w Rh2n
18s hh5w hg5w de5w md6n
19g Da5s Hf7s rg6n Hf6e
19s re7e rf7s md7e me7e
20g Hg6s Hg5s Cg2n Ee6s
20s hf5e ef4w Hg4w rf6e
21g Ee5e Hf4e Cg3s Hg4s
21s hb6s hb5n Rb4n dd5n
22g Mb3n Rb5w hg5s Ef5e
22s ee4e hg4e Rh3s hh4s
23g Eg5s rg6s Ce1n Db2n
23s hb6w Rh2s hh3s ef4w
24g Eg4w rg5s Ef4n Ef5w
24s rg7s Cg2s hh2w ee4s
25g Hg3e rg4s rg3w Hh3w
25s mf7s rf8s de8s cb7s
26g Ee5e Ef5s mf6s Mb4n
26s cb6n de7s de6s mf5e
27g Mb5n Da4e Db4e Dc4n
27s dd6w de5w rd8s rd7s
28g Ef4n Ef5s mg5w Mb6s
28s rf7s mf5e ch7s ch6s
29g Ef4n Ef5s mg5w Mb5n
29s mf5e ra8s rc8w mg5s
30g Ef4n mg4w mf4w Ef5s
30s me4n me5e mf5e mg5s
31g Ef4n mg4w mf4w Ef5s
31s me4n me5e mf5e rf6s
32g rf5n Ef4n Ef5s mg5w
32s mf5e rf6s mg5s ch5s
33g mg4n Ef4e mg5e Eg4n
33s rd6e dd5e rf5s de5w
34g Eg5w rf4e Ef5s Ra2n
34s mh5w ch4n rg4e mg5s
35g Ef4n mg4w mf4w Ef5s
35s me4w md4w Dc5w mc4n
36g Hg3e Hh3w rh4s Db5s
36s ch5s rh3s ch4s mc5w
37g Ra3n Db4e Dc4n Ef4n
37s Dc5s mb5e dd5e dc6e
38g Ra4e Dc4e Dd4s Rb4w
38s de5s de4e df4e mc5w
39g Ef5w Ee5e re6s
39s rc7e rd7e re7e cb7e
40g Db3e re5s Ef5w Ee5w
40s re4e mb5s mb4n Ra4e
41g Dc3n Dc4n Dc5n Ed5w
41s ee3n Ce2n Rf2w hg2w
42g cc7n Dc6n Rd1e Cg1n
42s ee4w ed4n dd6e ed5n
43g Ec5e mb5e mc5s Ed5w
43s ed6n ed7s Dc7e cc8s
44g mc4s mc3x Ec5s Ec4n Rb4n
44s de6s de5s de4n Ce3n
45g Dd3n Ce4s Ec5e Rb5e
45s dg4n dg5w de5n de6n
46g Rc5n Dd4w Dc4n Rc1e
46s ed6e Dd7s de7w rb8s
47g Mb6s Rc6w Dd6w
47s cc7n dd7w ee6w cc8w
48g Ce3n rf3w re3w Ce4s
48s ed6n Dc6e Dd6e ed7s
49g Rb6e Ed5e Mb5n De6n
49s ed6s dc7e rb7e dd7s
50g rd3w rc3x Ce3w De7w Ee5n
50s Dc5s ed5w ra7e cb8e
51g dd6s Ee6w Re2n Re3n
51s rb7w ec5w Mb6n eb5n
52g Dc4n Dd7n rc7e Rc6n
52s Mb7n eb6n Rc7s eb7e
53g Rc6w Dc5w Rb6n Db5n
53s Db6s ha6e hb6w Rb7s
54g Rb6n Db5n Mb8w Rb7n

FAN31415926
Id: 669124
Event: Casual game
Site: Over the Net
Date: 2026.02.01
Gold: bot_dolores_v1
Silver: browni3141
TimeControl: 8s/10s/100
Result: 1-0
Termination: g

1g Ha1 Cb1 Rc1 Dd1 Re1 Rf1 Cg1 Rh1 Ha2 Rb2 Rc2 Dd2 Ee2 Rf2 Mg2 Rh2
1s ed7 mb7 ha7 hh7 de7 dd8 cg7 cb8 rc7 rf7 ra8 rc8 re8 rf8 rg8 rh8
2g Ee2n Ee3n Ee4n Ha2n
2s ed7s ed6s ed5s ha7s
3g Ee5n Mg2n Ee6w de7s
3s mb7s cb8s ed4e hh7s
4g Ha1n Dd2n Dd1n Cg1n
4s ha6s ra8s ra7s rh8s
5g Ed6s Ed5w Ec5w Ha3e
5s ee4s Dd3n ee3w ha5s
6g Eb5e mb6s Ec5e mb5e
6s cb7s cb6e mc5w dd8s
7g Ed5w mb5s Ec5w Ha2n
7s dd7s dd6s cc6e re8s
8g Hb3e Hc3n mb4s Eb5s
8s ed3w Hc4n ec3n de6s
9g mb3e Eb4s mc3e Eb3e
9s de5s de4s Dd4e md3n
10g Ec3e de3e df3x Ed3e Mg3n
10s cd6n dd5n md4n dd6e
11g Ee3w Ed3n md5e Ed4n
11s Hc5n Hc6x ec4n me5e mf5n
12g De4w Ha3e Ed5n Rb2w
12s ha4n ha5e hb5n ec5s
13g Mg4s Ed6s Dd4s Ed5n
13s ec4e cd7n re7w de6n
14g Hb3n Hb4n Hb5e Hc5n
14s mf6w me6s me5w md5w
15g rc7w Hc6n Ed6w Rh2n
15s ed4w ra6s ra5e de7s
16g mc5e Ec6s md5s Ec5e
16s Dd3e md4s md3w rb5e
17g De3w rc5n Ed5w Cb1n
17s hh6w hg6w de6w hf6w
18g Mg3w Mf3w Cg2n Ra2n
18s hb6s rc6w dd6w he6w
19g hb5w Ec5w Rh3n Rh4n
19s Dd3n mc3e Dd4n md3n
20g Me3w Md3w Eb5e rb6s
20s md4e me4n me5n dc6w
21g Dd5s Ec5n hd6s Ec6e
21s ec4n Dd4w hd5e me6n
22g Hc7s db6w Hc6w Dc4w
22s rd7w rc7s me7w md7w
23g Cb2s Mc3w Mb3e Mc3e
23s rb7w mc7w he5e hf5e
24g Cg3n Re1n Re2n Re3n
24s cd8e ce8s ha5s rb5w
25g Rh1w Md3e Me3e Mf3e
25s hg5n Cg4n mb7e Hb6n
26g Re4n Re5n Cg5w Dd2n
26s da6e ec5e ed5e hg6w
27g Ed6n Ed7n Ed8s rc8e
27s Hb7n mc7w Cf5s hf6s
28g Mg3n Mg4n Mg5n Ed7w
28s hf5n ee5e ef5e rf8w
29g Ec7n mb7e mc7e Ec8s
29s Re6w hf6w Rd6s he6w
30g Cf4n Hb8s db6w Hb7s
30s Db4s ha4e hb4n hb5e
31g Hb6s rc6w rb6n Hb5n
31s hd6w md7s rg8e cg7n
32g Ec7e md6e Ed7s Rg1n
32s Mg6n eg5n me6e hc6n
33g Rd5e Ed6e Rg2n Rg3n
33s rd8s rd7s hc7s rb7e
34g rd6n Ee6w Ed6e Rg4n
34s rd7s hc5w hc6s hb5s
35g Rc2n Rc1n Cb1n Rh5n
35s Rh6s eg6e eh6w rh7s
36g Rc3n Dd3n Dd4n Rf1e
36s hc5n Dd5w Dc5w hc6s
37g Hb6n Hb7s rc7w Rg1n
37s rb7e ra5s da6s ra7e
38g Hb6w Ha6e da5n Rg2n
38s Cf5s mf6s ce7w rd6s
39g Rg3w Cf4w Rf3w Ce4w
39s mf5s Rg5w Rf5n mf4n
40g Db3e Dc3e Cb2n Re3e
40s mf5e mg5s Rh5w rh6s
41g Rf3e Rf2e Rg3e Rg2w
41s mg4s mg3s Rf2n Rf3x mg2w
42g Rh3n Re5e Ee6s Rf6w
42s mf2w me2w md2s md1w
43g rd5n Cd4n rd6w Cd5n
43s re8w cg8w cf8w ce8s
44g Ee5w Ed5s hc5e Rc4n
44s Db5w hb4n Rc5s hb5e
45g Rc4w Dd3e Ed4w hd5s
45s Re6s ce7s rh8s mc1w
46g Ec4s hc5s Ec3e hc4s hc3x
46s rc6s eg6w ef6e Rf5n Rf6x
47g De3n Ed3w hd4s Re5e
47s eg6w ef6e Rf5n Rf6x
48g Rb4n rb7w Hb6n Rb5n
48s Rb6s da6e mb1e mc1e
49g db6w Hb7s Ec3n hd3w hc3x
49s rc7w cd7w rd8w rc8w
50g Cb3s Ec4e rc5s Ed4s
50s eg6e Rg5n Rg6w Rf6x eh6w
51g Hb6e Hc6w cc7s cc6x Rb5e
51s rh5w ce6n ce7w rb8e
52g Rc5n Rc6n De4e Df4e
52s Rc7s cd7w rg5e md1w
53g Cd6n Rc6e Rd6e Re6n
53s eg6w ef6w ee6w Re7s
54g Mg7s Mg6w Re6n Mf6x Re7n

FAN31415926
Id: 669125
Event: Casual game
Site: Over the Net
Date: 2026.02.01
Gold: browni3141
Silver: bot_dolores_v1
TimeControl: 8s/10s/100
Result: 1-0
Termination: g

1g Ed2 Mb2 Ha2 Hh2 Dd1 De2 Cb1 Cg2 Ra1 Rc1 Re1 Rf1 Rg1 Rh1 Rc2 Rf2
1s ma7 rb7 rc7 ed7 de7 rf7 hg7 hh7 ra8 cb8 rc8 rd8 re8 rf8 cg8 dh8
2g Ed2n Ed3n Ed4n Ed5n
2s hg7s hh7s hh6s hh5s
3g Hh2n Mb2n Ha2n Rh1n
3s dh8s dh7s ma7s ma6e
4g Hh3w Hg3n Hg4n Hg5e
4s hh4s hh3n Rh2n
5g Mb3e Mc3e Md3e Me3e
5s de7s ed7e de6e ee7s
6g Ed6s Ed5e Mf3e Mg3n
6s ee6w ed6s ed5s ed4e
7g Ee5e Ef5s Cb1n Dd1n
7s ee4n ee5e ef5e df6w
8g Mg4s hh4w Mg3w hg4s
8s eg5w Hh5w dh6s hg6e
9g Ef4e dh5s Hg5e Eg4w
9s ef5e eg5w Hh5w hh6s
10g Ef4e Hg5n Hg6n Eg4w
10s rc7e rb7e hh5w dh4n
11g Mf3w hg3w hf3x Me3e Mf3e
11s de6n hg5n ef5n ra8s
12g Ef4n Ha3e Hb3e Hc3e
12s mb6n hg6e ef6e hh6n
13g Mg3n Mg4e Rh3w De2n
13s eg6s dh5n eg5n mb7s
14g Rg3n Mh4n Mh5s dh6s
14s eg6s dh5n eg5n
15g Mh4n Rg4n Cg2n Cg3n
15s eg6w Hg7s hh7w
16g Mh5s dh6s Hg6e Rg1n
16s ef6e eg6w Hh6w mb6n
17g Hg6e Mh4s dh5s Hh6s
17s hg7s ef6w ee6s ee5s
18g Mh3w dh4s Hh5n Rg5e
18s ee4e Cg4n ef4e cg8s
19g Mg3w dh3w Mf3n dg3w df3x
19s rd7s rd8s rd6e mb7s
20g Mf4s Hh6n cg7n Hh7w
20s cg8e ch8s rf8e re8e
21g Rh5n Cg5e rf7s Hg7w
21s eg4e Ch5w eh4n ra7s
22g Ef5w rf6s rf5s Ee5e
22s eh5s eh4w rf4w eg4w
23g Mf3e Cg5e Ra1n Rc1w
23s mb6e mc6e re6e md6e
24g De3s re4s re3e De2n
24s rd7s de7w me6n rd6e
25g Mg3n Rg2n Mg4n Hd3w
25s me7n Hf7w me8w He7n
26g hg6n Mg5n Ch5w Ef5w
26s ef4n rf3x dd7e de7e re6w
27g Ee5n De3n Re1n Re2n
27s df7w hg7w md8s He8w
28g De4n Re3n Dd2n Cb2n
28s Cg5e ef5e Mg6n eg5n
29g Rf2n Rf3n Rf4n Rf1n
29s eg6s eg5n Rf5e rf6s
30g rf5n De5e Re4e Rg3n
30s rc7s md7w Hd8s
31g Hc3n Hc4e Hd4e He4n
31s ra6e rg8e rf8e
32g rd6s Ee6w He5n rd5e
32s Hd7n mc7e rc8s rg8w
33g Cb3n Cb4n rb6w Cb5n
33s cb8s
34g Cb6s Cb5e Cc5e rc6s
34s de7n md7e me7w He6n
35g re5s Cd5e Ed6e Dd3e
35s cb7s cb6e cc6e ra6e
36g De3s re4s re3e rf3x De2n
36s rh8w rc5w rb5s rb6s
37g cd6s Ee6w Ce5n De3w
37s rb5e cd5e rc5e
38g Dd3n Dd4e De4w ce5s
38s rb4s rb3s rg8e
39g ce4s Dd4e ce3e cf3x De4s
39s Mg7n eg6n rf6e hf7s
40g Ce6s Ed6e De3w He7e
40s md7s md6w mc6w
41g Ee6w Hd8s Hd7e He7s
41s mb6s mb5s mb4s mb3w
42g Dd3w Dc3w rd5w Ed6s
42s Db3n ma3e rc7s rc6w
43g Ed5s Ed4w Db4w Da4s
43s Da3n mb3w Hf7w eg7w
44g Ec4s rc5s Ec3w rc4s rc3x
44s He7w ef7w rf8s rb6s
45g Eb3e ma3e Ec3n mb3e mc3x
45s He6w ee7s Hd6w Hc6x ee6w
46g Ec4n Mg8s rf7w Mg7w
46s ed6s re7s ed5s ed4s
47g Ec5s Ec4w Eb4s Da4e
47s de8s ed3s Rc2s ed2w
48g Ra2n rb2w Eb3s Ra3n
48s ec2e Rc1n Rc2n Rc3x ed2w
49g Ra4n Ra5n Ra6n Ra7n

FAN31415926
Id: 669126
Event: Casual game
Site: Over the Net
Date: 2026.02.01
Gold: browni3141
Silver: bot_dolores_v1
TimeControl: 8s/0/100
Result: 1-0
Termination: m

1g Ed2 Mb2 Ha2 Hh2 Dd1 De2 Cb1 Cg2 Ra1 Rc1 Re1 Rf1 Rg1 Rh1 Rc2 Rf2
1s ra7 mb7 rc7 rd7 ee7 rf7 rg7 hh7 ha8 db8 cc8 rd8 de8 rf8 cg8 rh8
2g Ed2n Ed3n Ed4n Ed5n
2s ee7s de8s hh7s rh8s
3g Hh2n Rh1n Ed6s rd7s
3s rd6w rc6w ee6s ee5s
4g Ed5w Ec5w Eb5e rb6s
4s hh6s hh5s hh4w hg4s
5g Ec5e Ed5e Ee5e Ef5s
5s ee4s hg3w hf3e Rf2n
6g Mb2n Mb3n Mb4s rb5s
6s mb7s mb6s rb4w de7s
7g Ha2n Ha3s ra4s Rf1n
7s De2w ee3s ee2n db8s
8g Ef4e Eg4w hg3n Hh3w
8s rg7s rg6s hg4e hh4s
9g Mb3s ra3e rb3e rc3x Mb2n
9s rd8e cc8e ha8e hb8e
10g Ef4e Eg4w rg5s Cb1n
10s hh3n cd8s cd7s cg8s
11g Ef4n rg4w rf4w Ef5s
11s hh4w cg7s cg6s rh7s
12g re4w Ef4w rd4s Ee4w
12s cg5w cf5s cf4n Rf3n
13g rd3w rc3x Ed4s Ed3n Ed4n
13s cf5n Rf4n cf6e Rf5n Rf6x
14g Ed5e cd6s cd5s Ee5w
14s hg4w hf4s Rf2s hf3s
15g Hg3n Hg4w Cg2n Mb3e
15s ee3n ee4s Hf4w mb5n
16g Mc3e Ed5e He4e Ha2n
16s Md3w ee3w cd4e ed3e
17g Cb2n Rc2w Mc3s Dd2n
17s hf2n Cg3s hf3e hc8e
18g Mc2e Md2e Me2e Rc1n
18s hg3n hg4n hd8s hd7s
19g Hf4e ce4e cf4s Hg4w
19s cf3e ee3e Hf4n ef3n
20g Dd3e de6n Ee5n Dd1n
20s mb6s mb5s mb4w Cb3n
21g Ra1n Ha3e Cb4e Cc4s
21s ma4e Hb3w mb4s de7w
22g De3e cg3e Df3e Dd2n
22s Ha3n mb3w Ha4n ma3n
23g Mf2n Mf3w Rf1n Me3n
23s ef4e eg4w Dg3n ch3n
24g Dd3e Me4n Hf5n Rb2n
24s ef4n Dg4w Me5w ef5w
25g rf7e Hf6n hd6w Ee6w
25s ee5n ee6e ef6s Hf7s Hf6x
26g dd7e Ed6n Ed7s rc7e hc6x
26s ef5w Df4n Df5n Df6x hg5w
27g Ed6e rd7s rd6w rc6x Ee6w
27s ee5s Md5e cg6w rg7w
28g Ed6e Me5w Ee6w Cg2n
28s ee4n ee5s Md5e re8w
29g Ed6e Me5w Md5s Ee6w
29s ee4e Md4e Me4n ef4w
30g Ed6e Me5w Md5s Ee6w
30s Md4n ee4w Md5e ed4n
31g Ed6e Me5s Ee6s De3w
31s ed5s Me4e ed4e rh6s
32g Cg3w Mf4e Mg4s Cf3w
32s Ce3s ee4s ch4w rh5s
33g Rf2n Ce2e Rb3n Cc3w
33s ee3s Cf2s ee2e hf5s
34g Rg1n Cf1e Dd3e Rb4e
34s hf4n cg4w cf4e Rf3n
35g hf5e Ee5e Rf4w Re4w
35s cg4w ef2n Mg3n ef3e
36g hg5e Ef5e cf4s Mg4w
36s de7s cf3s eg3w rd8s
37g Rd4e De3s De2w cf2w ef3x
37s Ha5n ma4n ma5e mb5n
38g Eg5w hh5w hg5s Ef5e
38s hg4s hg3e Rg2n rd7w
39g Eg5w Ef5w Ee5w Ed5w
39s Rh2w hh3s rh4s cf6s
40g Rg2w Mf4s Rg3n Mf3e
40s hh2w rf7s rf6e rg6s
41g Rg4e Ec5w Eb5e mb6s
41s rg5e cf5e cg5s rf8s
42g Mg3w rh3w Mf3n rg3w rf3x
42s Rf2n hg2w ce2n db7s
43g Dd2e ce3w De2n Rf3e
43s hf2w he2w cd3n mb5w
44g Mf4s cg4w Mf3s cf4s cf3x
44s cd4n hd2n hd3n cd5n
45g Mf2w Me2w Md2n Re1n
45s cd6s Re4e hd4e he4n
46g Md3n Md4e Me4w he5s
46s de6s Rf4s he4e hf4e
47g Md4e Me4e Rg3e Rf3e
47s cd5n de5n de6e df6e
48g Mf4n hg4w hf4s hf3x Mf5s
48s cd6w db6s db5s db4w
49g Ec5w Eb5s Eb4n da4e
49s cc6e rc7s rc6s
50g De3n De4w Dd4n Mf4n
50s rf7w re7s cd6n cd7w
51g Dd5n Dd6n re6w Mf5e

FAN31415926
Id: 669127
Event: Casual game
Site: Over the Net
Date: 2026.02.01
Gold: Jipbi
Silver: bot_ShallowBlue
TimeControl: 2/2/100/5/0
Result: 0-1
Termination: g

1g Da1 Rb1 Rc1 Rd1 Ce1 Rf1 Dg1 Rh1 Ha2 Rb2 Ec2 Cd2 Me2 Rf2 Hg2 Rh2
1s da7 hb7 hc7 ed7 me7 df7 cg7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8
2g Me2n Cd2n Hg2n Dg1n
2s ed7s me7s hb7s ed6s
3g Ec2e Ce1n
3s ed5s Cd3w Cc3x ed4s ed3n
4g Ed2n Rd1n Ha2n
4s ed4e ee4n Me3n da7s
5g Ce2n Me4w Rf2w
5s ee5s Ce3e ee4s ee3n
6g Re2e Ha3e
6s Md4n ee4w Md5n ed4n
7g Ed3n Ed4w Ec4n Da1n
7s Md6n ed5n cg7s ch7s
8g Ec5w Eb5e hb6s Da2n
8s df7s df6s hc7s hc6w
9g Cf3n Hg3n Dg2n Rf2n
9s df5w Cf4n Cf5n Cf6x de5e
10g Ec5e hb5e hc5n Ed5w
10s hb6s hc6w me6s ra8s
11g Ec5e me5s Ed5e Hg4w
11s ed6w Md7s ec6s Md6w Mc6x
12g df5n Ee5e Ef5e Hf4n
12s df6w me4e Hf5n Hf6x mf4n
13g Rf3n Dg3n Rh2w Rg2n
13s ec5s ec4w Hb3e Hc3x eb4s
14g Rd2w Rf1n Rh1w Rg1n
14s hb5e hc5s rc8s de6w
15g mf5w Eg5w Dg4n Rf2n
15s eb3e ec3w Rc2n Rc3x dd6e
16g me5w Ef5w Dg5s cg6s
16s eb3e Da3e ec3e Db3e Dc3x
17g de6e df6x Ee5n cg5w Dg4n
17s md5w ch6w rf8s rf7s
18g cf5w Dg5w ce5s Ee6s
18s hb6e hc6e hd6e da6e
19g Rg3n Rf3e ce4w Ee5s
19s he6s rf6w Df5n Df6x he5e
20g Ee4n Ee5w hf5w Rb2e
20s hc4s hc3n Rc2n Rc3x he5e
21g Rf4w Ed5e Rg4n Rg3n
21s cg6n Rg5n Rg6w Rf6x cg7s
22g hf5e Ee5e Ef5s Rg2n
22s hg5w re6s rb8s rd8s
23g hf5n Ef4n Ef5e re5e
23s ed3e rf5s rf4s rf3s
24g Rc1e Rd1e Re1e Eg5w
24s rf2w re2s

FAN31415926
Id: 669128
Event: Casual game
Site: Over the Net
Date: 2026.02.01
Gold: bot_ArimaaScoreP2
Silver: Leonidas_05
TimeControl: 2/2/100/10/8
Result: 0-1
Termination: g

1g Ra2 Hb2 Cc2 Hd2 Ee2 Cf2 Mg2 Rh2 Ra1 Rb1 Rc1 Dd1 De1 Rf1 Rg1 Rh1
1s ra7 hb7 dc7 md7 ee7 df7 hg7 rh7 ra8 rb8 rc8 cd8 ce8 rf8 rg8 rh8
2g Rh2n Ra2n Rh3n Rh4n
2s ee7s ee6s ee5s hg7s
3g Ra3n Rh1n Ra4n Ra5n
3s hb7s hg6e hh6w Rh5n
4g Rh2n Ra1n Rh3n Rh4n
4s hg6s Rh6w Rg6w Rf6x hg5n
5g Rh5n Ra2n Ra3n Ra4n
5s hb6s Ra6e Rb6e Rc6x hb5n
6g Mg2n Rg1n Mg3n Mg4n
6s ee4e ef4n ef5s Mg5w
7g Rg2e Rh2n Rh3n Rh4n
7s Mf5n Mf6x ef4n md7s ce8s
8g Ee2n Ee3n Ee4n Ee5n
8s cd8s ef5s ef4w rg8s
9g Rf1e Rg1n Rg2n Rg3n
9s ee4s ee3s Cf2n Cf3x ee2e
10g Rg4n Rb1w Rg5w Rf5n
10s Rf6s df7s Rf5s df6s
11g Ee6s Ee5n df5w Rf4n
11s rf8s md6s Rf5s de5e
12g Ee6s df5n Ee5e Rf4e
12s ef2w hb6w ha6e Ra5n
13g Rg4w Rf4w Re4n Re5n
13s Re6w df6w Rd6w Rc6x cd7s
14g Ra1n Ra2n Ra3n Ra4n
14s hb6s Ra6e Rb6e Rc6x hb5n
15g De1e Ef5e hg6w Eg5n
15s md5e me5e mf5e hf6s
16g mg5s Eg6s mg4w Eg5s
16s ee2n de6e df6e rc8e
17g Hb2s Eg4n hf5n Eg5w
17s hf6w hb6w ha6e Ra5n
18g Hd2n Cc2n Cc3n Cc4n
18s Hd3w Hc3x ee3w ed3e rd8s
19g Hb1n Hb2w Ha2n Ha3n
19s hb6e hc6w Cc5n Cc6x cd6s
20g Ha4e Rc1n Hb4e Hc4n
20s rd7s cd5e rd6s rd5s
21g Dd1n Dd2n Rc2n Rc3n
21s Dd3w ee3w ed3e rd4s
22g Dc3s rd3w rc3x Rc4e Rd4n
22s ce7w cd7s ee3n mf4e
23g Dc2e Rh5w Dd2n Dd3n
23s Dd4w ee4w Dc4s Dc3x ed4w
24g ce5s Ef5w he6e Ee5n
24s Hc5n Hc6x ec4n ec5s Rd5w
25g cd6n Ee6w Ed6w Rc5e Ec6x
25s rf7w hf6s re7s ce4w
26g Df1e Dg1e Dh1w Dg1n
26s re6s re5s re4s re3s
27g Dg2w re2n Df2w De2w
27s re3s cd4e ce4s re2s

FAN31415926
Id: 669129
Event: Casual game
Site: Over the Net
Date: 2026.02.01
Gold: bot_dolores_v1
Silver: browni3141
TimeControl: 8s/0/100
Result: 1-0
Termination: r

1g Ha1 Eb1 Rc1 Cd1 Re1 Rf1 Cg1 Dh1 Ra2 Hb2 Rc2 Rd2 De2 Rf2 Rg2 Mh2
1s ed7 mb7 ha7 hg7 de7 dd8 ca8 cg8 rc7 rf7 rh7 rb8 rc8 re8 rf8 rh8
2g Hb2n Eb1n Ha1e Mh2n
2s ed7s ed6s ed5s dd8s
3g Hb3w Eb2n Eb3n Hb1n
3s ed4s ed3n Rd2n ha7s
4g Eb4n Eb5n Hb2n Cd1n
4s ed4n Rd3n ed5w Rd4n
5g Dh1n Mh3w Dh2n Dh3n
5s dd7s dd6n Rd5n ca8s
6g Eb6s ha6e hb6e Eb5n
6s Rd6e dd7s Re6e Rf6x de7s
7g Eb6w mb7s mb6s Ea6e
7s ec5s ec4w mb5e eb4n
8g Eb6w Ea6s ca7s Mg3n
8s hc6w ca6n mc5n eb5e
9g Ea5n hb6n Ea6e Ha3n
9s ec5s ca7n hg7s hg6w
10g Eb6s Eb5e Ec5w mc6s
10s mc5n hb7w ha7s ca8s
11g Eb5e Ec5e Ed5w dd6s
11s ec4e dd5n mc6w mb6n
12g Ec5e dd6w Ed5n Mg4s
12s dc6w ed4s de6n cg8s
13g Ed6n rc7s Ed7w Ec7e
13s ed3n ed4n ed5n hf6w
14g Ha4n Ed7w Ha5e Hb5e
14s re8w rd8s rf8w re8w
15g Hc5s rc6s rc5e Hc4n
15s db6e mb7s ca7e ha6n
16g Hc5s dc6s Hc4e dc5s
16s mb6s mb5s dc4n mb4e
17g cb7s Ec7w cb6e Eb7s
17s Hd4e mc4e dc5w rd5w
18g db5s Eb6s rc5e Eb5e
18s He4n md4e me4e mf4n
19g rd5s Ec5e He5s He4s
19s mf5e mg5e mh5n Dh4n
20g Hb3s db4s db3e dc3x Hb2n
20s cc6n ha7s mh6w Dh5n
21g Ed5e Ee5e Ef5e Rg2e
21s cg7n he6e mg6n ed6s
22g Dh6s rh7s Dh5s rh6s
22s hf6w ha6s ha5s ha4s
23g Cd2n De2w Dh4s rh5s
23s rd4w ed5s Cd3w ed4s
24g Eg5w Ef5w Ee5w he6s
24s ed3n rc4w ed4w rb4w
25g He3w he5s Ed5e Cg1n
25s ec4e he4e ed4e ee4s
26g Ee5e hf4s Ef5s Re1n
26s mg7s mg6w mf6w me6s
27g Ef4n Ef5s me5e
27s cg8s cg7s cg6w mf5w
28g rh4n Dh3n Ef4n Dh4w
28s hf3n Rf2n cf6e de7s
29g Hb3n Hb4s ra4e Re2e
29s me5w md5w mc5w rb4w
30g Ef5w Ee5w de6s Ed5w
30s hf4n Rf3n hf5n Rf4n
31g Hd3n Hd4n Hd5n Hd6e
31s ee3n de5w ee4n dd5s
32g Ec5e mb5e Cc3e Dg4n
32s ee5s dd4w mc5n mc6e
33g Ed5e md6s He6n Ee5n
33s dc4n md5e Rf5s me5e
34g Mg3w Rf4e Mf3w Cg2n
34s dc5n cg6e hf6e mf5n
35g rf7e He7e mf6s Ee6e
35s ee4e mf5w me5n ef4w
36g me6w Ef6w rh5s Dg5e
36s md6s md5e me5e ee4e
37g Ee6s Ee5n mf5w Cg3e
37s ef4w me5e mf5n ee4e
38g Ee6n mf6w me6w Ee7s
38s ef4w md6s md5e me5e
39g Ee6e mf5s Ef6s Ch3w
39s Rg4n mf4e dc6e dd6e
40g Ef5s Rg5w Dh5w rh4n
40s rh5s Dg5e mg4n rd7e
41g Rf5n Ef4n mg5s Ef5e
41s mg4w mf4n ee4e rd8e
42g mf5w Eg5w me5s Ef5w
42s me4w md4w mc4w re8e
43g rh4w Dh5s Ee5w de6s
43s ef4w de5n Rf6s de6e
44g rg4w Dh4w rf4s rf3x Dg4w
44s mb4n Hb3n mb5n Hb4n
45g Ed5w Hb5s Hb4s ra4e
45s Rf5e df6s ee4n rb8s
46g Ec5e Ed5n Ed6e Df4e
46s mb6s rb4w df5n ee5e
47g Me3n Me4w Md4w Mc4w
47s ef5s ef4w ee4w ed4w
48g Ee6w Ed6n cc7s cc6x Ed7w
48s ec4n Mb4e mb5s ch6s
49g Cd3n Mc4s Hb3s Mc3w

FAN31415926
Id: 669130
Event: Casual game
Site: Over the Net
Date: 2026.02.01
Gold: bot_dolores_v1
Silver: browni3141
TimeControl: 8s/0/0
Result: 1-0
Termination: t

1g Ca1 Db1 Cc1 Rd1 De1 Rf1 Eg1 Hh1 Ra2 Mb2 Rc2 Rd2 Re2 Rf2 Hg2 Rh2
1s ee7 mg7 ha7 hh7 dd7 de8 cb7 cg8 rc7 rf7 ra8 rb8 rc8 rd8 rf8 rh8
2g Hg2n Eg1n Hh1w Mb2n
2s ee7s ee6s ee5s ee4s
3g Hg3n Eg2n Hg1n Hg4e
3s ee3w Re2n Re3n ed3e
4g Eg3n Hg2n Eg4n Eg5n
4s Re4n ee3n hh7s rh8s
5g Eg6s mg7s Eg5w mg6s
5s hh6s mg5n Re5w ee4n
6g Ef5e Rd2n Rd3n Rd5w
6s cg8s mg6w ee5s ee4e
7g Mb3n Mb4n Mb5n Db1n
7s ef4w ee4n ee5w de8s
8g Mb6e Mc6w rc7s rc6x Db2n
8s Rc5s ed5w ec5w dd7s
9g Eg5w Ef5e mf6s Rc4n
9s de7s de6s mf5n de5w
10g Eg5w Ef5w Ee5n Hh4w
10s mf6e cb7e Mb6n eb5n
11g dd6w Ee6w Hg4w Hf4w
11s mg6s mg5s Hg3e mg4s
12g De1n De2n Hh3n Rd4w
12s ha7s hh5w hg5s hg4w
13g dd5s Ed6s Ed5e Ee5e

FAN31415926
Id: 669131
Event: Casual game
Site: Over the Net
Date: 2026.02.01
Gold: browni3141
Silver: bot_dolores_v1
TimeControl: 8s/0/0
Result: 0-1
Termination: g

1g Ee2 Mb2 Ha2 Hh2 De1 Dd2 Cb1 Cg2 Ra1 Rc1 Rd1 Rf1 Rg1 Rh1 Rc2 Rf2
1s ma7 rb7 rc7 cd7 ee7 rf7 rg7 hh7 ca8 db8 rc8 rd8 re8 rf8 dg8 hh8
2g Ee2n Ee3n Ee4n Ee5n
2s hh7s hh8s hh6s hh7s
3g Mb2n Mb3e Mc3e Hh2n
3s hh6w ma7s ca8s db8w
4g Md3e Me3e Mf3e Rh1n
4s da8e ca7n rb7w db8s
5g Mg3n Mg4e Mh4w hh5s
5s ca8e ma6s ma5s ma4s
6g Ha2e Mg4w hh4w Hh3n
6s ma3n ma4e mb4s db7s
7g Dd2n hg4s Mf4e De1n
7s Hb2w mb3s Rc2n mb2e
8g hg3w hf3x Mg4s De2w Rf2w
8s mc2w mb2n mb3n mb4n
9g Mg3n Mg4n Mg5s hg6s
9s rg7s hg5e hh5n hh6n
10g Hh4n Hh5n rg6n Hh6w
10s mb5s mb4s mb3s mb2e
11g Ee6e Ef6w rf7s rf6x Rf1n
11s ee7e hh7s rg7e ef7e
12g Mg4e Mh4n Mh5s hh6s
12s Hg6s eg7s Hg5w eg6s
13g Mh4s hh5s Mh3w hh4s
13s eg5s eg4w Mg3n hh3n
14g Cg2n hh4s Mg4e Rc3w
14s ef4e Mh4n eg4e cb8s
15g Hf5n Hf6n Re2n Ha2e
15s Mh5n eh4n eh5w eg5n
16g Hf7w rf8s rf7e He7e
16s re8e rd8e re8s rc8e
17g Rf2n Rf3n Rf4n Rg1n
17s Cg3w hh3w Rg2w hg3s
18g Ra1n Dd3n Dd2n Dd4e
18s Rf2w hg2w Re2w hf2w
19g Cf3e Ee6w De4n De5n
19s eg6s eg5s eg4n Cg3n
20g Rh2n Rh3w Ed6s Ed5s
20s db6s db5s Rb3e db4s
21g db3w Hb2n Rc3n Rc4w
21s mc2w Hb3e mb2n eg5n
22g Hc3n Hc4n Ed4w Hc5e
22s Rd2w he2w Rc2w hd2w
23g De6s re7s re6e De5n
23s mb3e da3e Dd3s mc3e
24g Dd2e Ec4e md3s Ed4s
24s Rd1e md2s cb7s ra7s
25g Hd5s Hd4w Rb4w Hc4s
25s rc7s rc6s rc5s cd7w
26g db3w Hc3w Ed3s De2e
26s ra6s ra5e rb5s cb6s
27g Ed2n hc2e hd2e Ed3s
27s rc4e rb4e rd4s cb5n
28g Rb2e Cg4w Cf4s Re3n
28s rc4e rd3e Df2e he2e
29g Ed2e Cf3n re3e Ee2n
29s eg6s rf6x eg5s Rg3e eg4s
30g Ee3s hf2s Ee2e Rc2e
30s Rd2e md1n md2w rd4s
31g Re1w Re4n De6w Hb3s
31s mc2e md2w Rd1n rf8w
32g Rc1e Re5n Re6e Mh6w
32s cc7e cd7e re8e rd8e
33g Dd6e De6w ce7s Hf7w
33s mc2n Hb2e mc3n Hc2n Hc3x
34g Rd1w Rf6n ce6e cf6x He7s
34s mc4e md4n Dd6w Dc6x md5n
35g Mg6s rg7s rg6w rf6x Mg5n
35s da3e db3e dc3s dg8s
36g Rc1e Mg6w dg7s Rf7e
36s rf8e re8e md6n md7e
37g Mf6n dg6w df6x Rd1w Rc1e
37s rd3w rc3w rb3s dc2s
38g Mf7s rf8s Mf6e rf7s rf6x
38s dc1n Cb1e rb2s
