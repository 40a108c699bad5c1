1g Da1 Eb1 Cc1 Rd1 Re1 Rf1 Cg1 Hh1 Ra2 Mb2 Rc2 Dd2 Re2 Rf2 Rg2 Hh2
1s eb7 mg7 ha7 hh7 dd7 de7 cb8 cg8 rc7 rf7 ra8 rc8 rd8 re8 rf8 rh8
2g Mb2n {</template></arimaa-viewer><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"><svg onload="window.__pwned=3"></svg>]]></description>}
