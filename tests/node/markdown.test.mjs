// The markdown-it plugin under Node: fences become a viewer holding the record (in a
// template, escaped) and its static view (the core's staticHtml: board, moves, problems); options are read from
// the info string; other fences are left to markdown-it.
import { test } from "node:test";
import assert from "node:assert/strict";
import MarkdownIt from "markdown-it";
import { arimaaMarkdownIt, fenceOptions } from "../../www/arimaa-markdown-it.js";
import { FIRST_PUZZLE, givenAway } from "../browser/answer.mjs";

const md = new MarkdownIt().use(await arimaaMarkdownIt());
const SETUP = "1g Ra2 Rb2 Rc2 Rd2 Re2 Rf2 Rg2 Rh2 Ha1 Db1 Cc1 Md1 Ee1 Cf1 Dg1 Hh1\n1s ra7 rb7 rc7 rd7 re7 rf7 rg7 rh7 ha8 db8 cc8 md8 ee8 cf8 dg8 hh8";

test("the info string's options, and a typo said rather than ignored", () => {
  const { options, problems } = fenceOptions("arimaa path=12s:2 flip size=240 theme=dark link=game1 board no-coordinates");
  assert.deepEqual(options, {
    path: "12s:2", size: 240, theme: "dark", link: "game1", flip: true, board: true, coordinates: false,
    spoilers: false, mode: null, guessSide: null, overlays: null,
  });
  const teach = fenceOptions("arimaa mode=guess guess-side=silver overlays=frozen,traps spoilers").options;
  assert.deepEqual([teach.mode, teach.guessSide, teach.overlays, teach.spoilers], ["guess", "silver", "frozen traps", true]);
  assert.equal(fenceOptions("arimaa overlays").options.overlays, "");
  assert.match(fenceOptions("arimaa mode=quiz").problems[0], /`mode=quiz` is not an option/);
  assert.deepEqual(problems, []);
  assert.equal(fenceOptions("arimaa link").options.link, "");
  const bad = fenceOptions("arimaa flipp size=9999");
  assert.equal(bad.problems.length, 2);
  assert.match(bad.problems[0], /`flipp` is not an option/);
});

test("a fence becomes the viewer with its record, a picture of the node and the options as attributes", () => {
  const html = md.render(`\`\`\`arimaa path=2g flip link=a\n${SETUP}\n2g Ra2n Rb2n Rc2n Rd2n\n\`\`\`\n`);
  assert.match(html, /^<figure class="arimaa">\n<arimaa-viewer controls move-list comments coordinates path="2g" orientation="silver" link="a">/);
  assert.match(html, /<template class="arimaa-record">1g Ra2 [^<]*2g Ra2n Rb2n Rc2n Rd2n\n<\/template>/);
  assert.match(html, /<div class="arimaa-static" slot="static">\n<div class="arimaa-frame"><div class="arimaa-board"><p class="arimaa-players"><\/p>\n<svg role="img" aria-label="After 2g\. [^"]*" xmlns="http:\/\/www.w3.org\/2000\/svg" width="320" height="320"/);
  assert.match(html, /<mark aria-current="step"><b class="arimaa-label">2g<\/b> Ra2n Rb2n Rc2n Rd2n<\/mark>/);
  assert.doesNotMatch(html, /arimaa-problem/);
});

test("record text is escaped: a comment cannot end the template or open a tag", () => {
  const html = md.render(`\`\`\`arimaa\n${SETUP}\n2g Ra2n {</template><script>alert(1)</script> & </script}\n\`\`\`\n`);
  assert.ok(!html.includes("<script"), html);
  assert.equal(html.match(/<\/template>/g).length, 1);
  assert.match(html, /\{&lt;\/template&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; &lt;\/script\}/);
});

test("a broken record's picture stops at the problem, which is written under it; other fences are untouched", () => {
  const html = md.render(`\`\`\`arimaa path=3g\n${SETUP}\n2g Ra2n Zz9\n\`\`\`\n\n\`\`\`js\nlet a = "<b>";\n\`\`\`\n`);
  assert.match(html, /<ul class="arimaa-problems" aria-label="Problems"><li>line 3, column 9: [^<]*Zz9[^<]*<\/li><li>path `3g`: [^<]+<\/li><\/ul>/);
  assert.match(html, /<pre><code class="language-js">let a = &quot;&lt;b&gt;&quot;;\n<\/code><\/pre>/);
});

test("a puzzle fence gives nothing away: the task, the board, and the record in base64 that the element decodes", () => {
  const html = md.render(`\`\`\`arimaa mode=puzzle overlays=frozen\n${FIRST_PUZZLE}\n\`\`\`\n`);
  assert.match(html, /<arimaa-viewer controls move-list comments coordinates path="start" mode="puzzle" overlays="frozen">/);
  assert.match(html, /<p class="arimaa-puzzle"><b>Gold to play: reach goal this turn\.<\/b><\/p>/);
  assert.match(html, /<p class="arimaa-hidden">The moves ahead are hidden\.<\/p>/);
  // The whole HTML, the record's carrier included: no move of the answer, no comment.
  assert.deepEqual(givenAway(html), []);
  const carried = /<template class="arimaa-record" data-encoding="base64">([A-Za-z0-9+/=]+)<\/template>/.exec(html)?.[1];
  assert.equal(Buffer.from(carried, "base64").toString("utf8"), `${FIRST_PUZZLE}\n`, "the record rides whole, as UTF-8");
  // So with a guess, or `spoilers`; an ordinary record (the static view lists its moves anyway) stays text.
  for (const info of ["arimaa mode=guess", "arimaa spoilers"]) {
    assert.deepEqual(givenAway(md.render(`\`\`\`${info}\n${FIRST_PUZZLE}\n\`\`\`\n`)), [], info);
  }
  assert.match(md.render(`\`\`\`arimaa\n${FIRST_PUZZLE}\n\`\`\`\n`), /<template class="arimaa-record">FAN31415926\n/);
});

test("text beyond ASCII rides in base64 as UTF-8", () => {
  const record = `${SETUP}\n2g Ra2n "Gold’s rabbit — «là» ♘"`;
  const html = md.render(`\`\`\`arimaa spoilers\n${record}\n\`\`\`\n`);
  const carried = /data-encoding="base64">([^<]+)</.exec(html)[1];
  assert.equal(Buffer.from(carried, "base64").toString("utf8"), `${record}\n`);
});
