FAN31415926
Gold: Badÿþbytes
Silver: truncÃ

1g Ee2 Md2 Hb2 Hg2 Dc2 Df2 Ca2 Ch2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1
1s ee7 md7 hb7 hg7 dc7 df7 ca7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8
2g Ee2n "broken Ã( utf-8 í € surrogate" Ee3n
2s ee7s
