// The markdown-it plugin under Node: fences become a viewer holding the record (in a
// template, escaped) and its static view (the core's staticHtml: board, moves, problems); options are read from
// the info string; other fences are left to markdown-it.
import { test } from "node:test";
import assert from "node:assert/strict";
import MarkdownIt from "markdown-it";
import { arimaaMarkdownIt, fenceOptions } from "../../www/src/markdown/markdown-it.js";
import { FIRST_PUZZLE, givenAway } from "../browser/answer.mjs";

const md = new MarkdownIt().use(await arimaaMarkdownIt());
const SETUP = "1g Ra2 Rb2 Rc2 Rd2 Re2 Rf2 Rg2 Rh2 Ha1 Db1 Cc1 Md1 Ee1 Cf1 Dg1 Hh1\n1s ra7 rb7 rc7 rd7 re7 rf7 rg7 rh7 ha8 db8 cc8 md8 ee8 cf8 dg8 hh8";

test("the info string's options, spelled as the element's attributes, and a typo said rather than ignored", () => {
  const { options, problems } = fenceOptions("arimaa path=12s:2 orientation=silver size=240 theme=dark link=game1 controls=off move-list=off comments=off coordinates=off analysis game=2");
  assert.deepEqual(options, {
    game: "2", path: "12s:2", orientation: "silver", controls: false, moveList: false, comments: false, coordinates: false,
    spoilers: false, theme: "dark", analysis: true, link: "game1", mode: null, guessSide: null, overlays: null, size: 240,
  });
  assert.deepEqual(problems, []);
  const teach = fenceOptions("arimaa mode=guess guess-side=silver overlays=frozen,traps spoilers").options;
  assert.deepEqual([teach.mode, teach.guessSide, teach.overlays, teach.spoilers], ["guess", "silver", "frozen traps", true]);
  assert.equal(fenceOptions("arimaa overlays").options.overlays, "");
  assert.equal(fenceOptions("arimaa link").options.link, "");
  assert.deepEqual(fenceOptions("arimaa mode=quiz").problems, ["`mode=quiz` was ignored: mode is guess or puzzle"]);
  assert.deepEqual(fenceOptions("arimaa guess-side=gold").problems, ["`guess-side` does nothing without `mode=guess`"]);
  const bad = fenceOptions("arimaa flipp size=9999 overlays=glow,traps");
  assert.equal(bad.problems.length, 3);
  assert.match(bad.problems[0], /^`flipp` is not an option \(game=, path=, orientation=, controls, move-list, /);
  assert.equal(bad.problems[1], "`size=9999` was ignored: size is a number of px from 64 to 2048");
  assert.equal(bad.problems[2], "`overlays=glow,traps`: glow left out (overlays: frozen, captures, goals, traps or all)");
  assert.equal(bad.options.overlays, "traps");
});

test("switches read as the element reads them; the old words and spellings still read, with a problem naming the new", () => {
  const read = (info) => fenceOptions(`arimaa ${info}`);
  for (const [info, on] of [["controls", true], ["controls=on", true], ["controls=true", true], ["controls=off", false], ["controls=false", false], ["controls=OFF", false]]) {
    assert.deepEqual([read(info).options.controls, read(info).problems], [on, []], info);
  }
  assert.deepEqual(read("controls=no"), { ...read("controls=off"), problems: ["`controls=no` reads as off: write `controls=off`"] });
  assert.equal(read("spoilers=maybe").options.spoilers, true, "any other word is on, as on the element");
  assert.deepEqual(read("spoilers=maybe").problems, ["`spoilers=maybe` reads as on (a switch is off only with off or false)"]);
  const old = read("flip board no-coordinates");
  const now = read("orientation=silver controls=off move-list=off comments=off coordinates=off");
  assert.deepEqual(old.options, now.options);
  assert.deepEqual(old.problems, [
    "`flip` is the old spelling of `orientation=silver`: write that",
    "`board` is the old spelling of `controls=off move-list=off comments=off`: write that",
    "`no-coordinates` is the old spelling of `coordinates=off`: write that",
  ]);
  // Later words win, old or new: `board` then `controls` keeps the buttons.
  assert.equal(read("board controls").options.controls, true);
});

test("a fence becomes the viewer with its record, a picture of the node and the options as attributes", () => {
  const html = md.render(`\`\`\`arimaa path=2g orientation=silver link=a analysis\n${SETUP}\n2g Ra2n Rb2n Rc2n Rd2n\n\`\`\`\n`);
  assert.match(html, /^<figure class="arimaa">\n<arimaa-viewer path="2g" orientation="silver" controls move-list comments coordinates analysis link="a">/);
  assert.match(html, /<template class="arimaa-record">1g Ra2 [^<]*2g Ra2n Rb2n Rc2n Rd2n\n<\/template>/);
  assert.match(html, /<div class="arimaa-static" slot="static">\n<div class="arimaa-frame"><div class="arimaa-board"><p class="arimaa-players"><\/p>\n<svg role="img" aria-label="After 2g\. [^"]*" xmlns="http:\/\/www.w3.org\/2000\/svg" width="320" height="320"/);
  assert.match(html, /<mark aria-current="step"><b class="arimaa-label">2g<\/b> Ra2n Rb2n Rc2n Rd2n<\/mark>/);
  assert.doesNotMatch(html, /arimaa-problem/);
  // The old spelling writes the same element, with the problem under the picture.
  const old = md.render(`\`\`\`arimaa path=2g flip board link=a\n${SETUP}\n2g Ra2n Rb2n Rc2n Rd2n\n\`\`\`\n`);
  assert.match(old, /<arimaa-viewer path="2g" orientation="silver" coordinates link="a">/);
  assert.match(old, /<p class="arimaa-problem" slot="static">`flip` is the old spelling of `orientation=silver`: write that<\/p>/);
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
  assert.match(html, /<arimaa-viewer path="start" controls move-list comments coordinates mode="puzzle" overlays="frozen">/);
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
