1g Da1 Eb1 Cc1 Rd1 Re1 Rf1 Cg1 Hh1 Ra2 Mb2 Rc2 Dd2 Re2 Rf2 Rg2 Hh2
1s eb7 mg7 ha7 hh7 dd7 de7 cb8 cg8 rc7 rf7 ra8 rc8 rd8 re8 rf8 rh8
2g Mb2n Eb1n Mb3e Eb2n {Gold's elephant -- and the "camel" 8) -- go north: 2x3 & <b>}
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
