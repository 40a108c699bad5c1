// Debian's Hugo builds a small site (tests/blog/hugo/) with the theme component
// integrations/hugo: the shortcode with a record from the page bundle, an inline record,
// a static view pre-rendered by `arimaa html --fragment`, and a hostile record. Read in
// Chromium under the strict CSP: without JavaScript the record (or the static board) is
// there to read; with it, each element upgrades and steps with a key.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { assembleTheme } from "../../integrations/hugo/build.mjs";
import { ready, solveFirstPuzzle } from "../browser/viewer-helpers.mjs";
import { FIRST_PUZZLE, givenAway } from "../browser/answer.mjs";
import { screenshot } from "../browser/harness.mjs";
import { arimaaCli, hugoInstalled, launch, open, run, scratch, serveSite, stepTo } from "./sites.mjs";

const HERE = fileURLToPath(new URL(".", import.meta.url));
const GAME = join(HERE, "data/game.fan");
let site;
let browser;
let html;
let xml;
let built;
let puzzleView;

/** Copies the fixture into `dir`, the theme component into its themes/arimaa. */
function lay(dir) {
  cpSync(join(HERE, "hugo"), dir, { recursive: true });
  assembleTheme(join(dir, "themes/arimaa"));
  cpSync(GAME, join(dir, "content/posts/bundle/game.fan"));
  writeFileSync(join(dir, "content/posts/puzzle.md"), `---\ntitle: Puzzle\n---\n\n{{< arimaa mode="puzzle" overlays="frozen,goals" >}}\n${FIRST_PUZZLE}{{< /arimaa >}}\n`);
  mkdirSync(join(dir, "content/posts/puzzle-static"));
  writeFileSync(join(dir, "content/posts/puzzle-static/puzzle.fan"), FIRST_PUZZLE);
  writeFileSync(join(dir, "content/posts/puzzle-static/index.md"), '---\ntitle: A pre-rendered puzzle\n---\n\n{{< arimaa src="puzzle.fan" mode="puzzle" static="arimaa/puzzle.html" />}}\n');
}

before(async () => {
  assert.ok(hugoInstalled(), "run scripts/setup-blog.sh");
  const dir = scratch("hugo");
  lay(dir);
  // The site's build step for the pre-rendered page, as the README tells Hugo users.
  const { stdout } = await run(await arimaaCli(), ["html", "--fragment", "--path", "2g", GAME]);
  mkdirSync(join(dir, "assets/arimaa"), { recursive: true });
  writeFileSync(join(dir, "assets/arimaa/game-2g.html"), stdout);
  // The puzzle's static view, as the README tells: with --spoilers.
  const puzzle = await run(await arimaaCli(), ["html", "--fragment", "--spoilers", join(dir, "content/posts/puzzle-static/puzzle.fan")]);
  puzzleView = puzzle.stdout;
  writeFileSync(join(dir, "assets/arimaa/puzzle.html"), puzzleView);
  built = await run("hugo", ["--source", dir]);
  const out = join(dir, "public");
  html = (page) => readFileSync(join(out, page, "index.html"), "utf8");
  xml = (feed) => readFileSync(join(out, feed, "index.xml"), "utf8");
  site = await serveSite(out);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test("the shortcode writes the element with its record as escaped text; the module is loaded once, only where there is a board", () => {
  console.log(`hugo built the site in ${built.ms} ms`);
  const bundle = html("posts/bundle");
  assert.equal(bundle.match(/<script type="module" src="\/arimaa\/arimaa-viewer\.js"><\/script>/g)?.length, 1);
  assert.match(bundle, /<link rel="preload" as="fetch" crossorigin href="\/arimaa\/arimaa_bg\.wasm">/);
  // The record for the element, and for readers without scripts the viewer's frame with
  // the board's place held and the record as text (README "One layout").
  assert.match(bundle, /<figure class="arimaa arimaa-shortcode"><arimaa-viewer path="2g" controls move-list comments coordinates><template class="arimaa-record">1g Da1 [^<]*<\/template><div class="arimaa-static" slot="static"><div class="arimaa-frame"><div class="arimaa-board"><p class="arimaa-players"><\/p><svg role="img" aria-label="The board, drawn when JavaScript runs"[\s\S]*?<pre class="arimaa-record-text">1g Da1 /);
  // The spelling of 0.1.0 still reads, and the build says the new one (the bundle's second board).
  assert.match(bundle, /<arimaa-viewer path="3g" coordinates><template class="arimaa-record">1g Da1/, "board=\"true\": no controls, list or comments");
  assert.match(built.stdout + built.stderr, /WARN .*bundle\/index\.md:11:1": arimaa: board="true" is the old spelling of controls="off" move-list="off" comments="off": write that/);
  assert.match(bundle, /\{Gold&#39;s elephant -- and the &#34;camel&#34; 8\) -- go north: 2x3 &amp; &lt;b&gt;\}/);
  assert.doesNotMatch(bundle, /<p>\s*<figure|<\/figure>\s*<\/p>/, "no paragraph around the figure");
  // The element's spellings, written onto it in the schema's order.
  assert.match(html("posts/inline"), /<arimaa-viewer path="2s" orientation="silver" controls move-list comments coordinates theme="dark" analysis link="game"><template class="arimaa-record">/);
  assert.doesNotMatch(built.stdout + built.stderr, /inline\.md.*arimaa/, "the new spellings: no warning");
  const list = html("posts");
  assert.doesNotMatch(list, /arimaa/, "a page without a board loads nothing of ours");
});

test("a hostile record stays text inside the element", () => {
  const hostile = html("posts/hostile");
  const figure = /<figure class="arimaa arimaa-shortcode">[\s\S]*?<\/figure>/.exec(hostile)?.[0] ?? "";
  assert.match(figure, /^<figure class="arimaa arimaa-shortcode"><arimaa-viewer path="2g" controls move-list comments coordinates>/);
  assert.doesNotMatch(figure, /<script|<img|<svg (?!role="img" aria-label="The board, drawn when JavaScript runs"|class="arimaa-strut")|<\/arimaa-viewer><\/arimaa-viewer>/);
  assert.equal(figure.match(/<\/template>/g).length, 1, "the record's own template, closed once");
  assert.equal(figure.match(/<\/arimaa-viewer>/g).length, 1);
});

test("an unknown or positional parameter, or a missing file, fails the build and says where", async () => {
  const dir = scratch("hugo-typo");
  lay(dir); // without the build step's assets/arimaa/game-2g.html
  writeFileSync(join(dir, "content/posts/typo.md"), '---\ntitle: Typo\n---\n\n{{< arimaa src="content/posts/bundle/game.fan" flipp="true" />}}\n');
  const typo = await run("hugo", ["--source", dir]).then(() => "", (e) => e.message);
  assert.match(typo, /typo\.md:5:1": arimaa: unknown parameter "flipp" \(known: src, game, path, orientation, controls, /);
  assert.match(typo, /static\.md:7:1": arimaa: static "arimaa\/game-2g\.html" is not a file of assets\//);
  writeFileSync(join(dir, "content/posts/typo.md"), '---\ntitle: Typo\n---\n\n{{< arimaa "game.fan" />}}\n');
  await assert.rejects(run("hugo", ["--source", dir]), /typo\.md:5:1": arimaa: parameters are named/);
  writeFileSync(join(dir, "content/posts/typo.md"), '---\ntitle: Typo\n---\n\n{{< arimaa src="nowhere.fan" />}}\n');
  await assert.rejects(run("hugo", ["--source", dir]), /arimaa: src "nowhere\.fan" is neither in the page bundle nor a file of the project/);
  writeFileSync(join(dir, "content/posts/typo.md"), '---\ntitle: Typo\n---\n\n{{< arimaa src="content/posts/bundle/game.fan" mode="quiz" overlays="glow" />}}\n');
  const teaching = await run("hugo", ["--source", dir]).then(() => "", (e) => e.message);
  assert.match(teaching, /typo\.md:5:1": arimaa: mode "quiz" is not guess or puzzle/);
  assert.match(teaching, /typo\.md:5:1": arimaa: overlays: "glow" is not frozen, captures, goals, traps or all/);
  // Parameters that try to leave the element fail the build too, saying what is expected.
  writeFileSync(join(dir, "content/posts/typo.md"), '---\ntitle: Typo\n---\n\n{{< arimaa path=`"><script>window.__pwned=4</script>` link=`" onmouseover="window.__pwned=5` >}}1g Da1{{< /arimaa >}}\n');
  const hostile = await run("hugo", ["--source", dir]).then(() => "", (e) => e.message);
  assert.match(hostile, /typo\.md:5:1": arimaa: path "\\"><script>window.__pwned=4<\/script>" is not a node such as 12s, 5g\.2\.6s, 12s:2 or 3\/12s/);
  assert.match(hostile, /typo\.md:5:1": arimaa: link "\\" onmouseover=\\"window.__pwned=5" is not empty, or a key of letters, digits, - and _/);
});

test("a puzzle gives nothing away: its pages, their static view and the feeds hold none of its answer; the record rides in base64", () => {
  const figure = /<figure class="arimaa arimaa-shortcode">[\s\S]*?<\/figure>/.exec(html("posts/puzzle"))?.[0] ?? "";
  assert.match(figure, /^<figure class="arimaa arimaa-shortcode"><arimaa-viewer controls move-list comments coordinates mode="puzzle" overlays="frozen goals"><template class="arimaa-record" data-encoding="base64">([A-Za-z0-9+/=]+)<\/template><div class="arimaa-static" slot="static"><div class="arimaa-frame"><div class="arimaa-board"><p class="arimaa-players"><\/p><svg role="img" aria-label="The board, drawn when JavaScript runs"[\s\S]*?<p class="arimaa-record-hidden">/);
  assert.equal(Buffer.from(/data-encoding="base64">([^<]+)</.exec(figure)[1], "base64").toString("utf8"), FIRST_PUZZLE.trim());
  assert.doesNotMatch(figure, /<pre/);
  assert.match(html("posts/puzzle-static"), /<template class="arimaa-record" data-encoding="base64">[A-Za-z0-9+/=]+<\/template>\n<div class="arimaa-static"/);
  assert.match(puzzleView, /<b>Gold to play: reach goal this turn\.<\/b>/);
  for (const [what, text] of [
    ["the puzzle's page", html("posts/puzzle")],
    ["the pre-rendered puzzle's page", html("posts/puzzle-static")],
    ["its static view", puzzleView],
    ["the site's feed", xml("")],
    ["the posts' feed", xml("posts")],
  ]) {
    assert.deepEqual(givenAway(text), [], what);
  }
});

test("the feeds carry no record, only the static view (where the page names one) and a link to the page", () => {
  const items = Object.fromEntries([...xml("posts").matchAll(/<item>[\s\S]*?<title>([^<]*)<\/title>[\s\S]*?<description>([\s\S]*?)<\/description>/g)].map((m) => [m[1], m[2]]));
  assert.match(items.Puzzle, /^Solve the puzzle on the site$/);
  assert.match(items["An inline record"], /Play through the game on the site$/);
  // The record's own text (its setup, its comment) is not there; the static view's moves are.
  assert.doesNotMatch(items["An inline record"], /1g Da1|a comment with/);
  assert.doesNotMatch(items["A game from the page bundle"], /1g Da1|camel/);
  assert.match(items["A pre-rendered static view"], /After 2g: Mb2n Eb1n Mb3e Eb2n/);
});

test("in the browser the puzzles' panels, and the answer typed in the move bar is solved", async () => {
  for (const post of ["posts/puzzle/", "posts/puzzle-static/"]) {
    const { page, errors, close } = await open(browser, `${site.url}${post}`);
    const viewer = page.locator("arimaa-viewer");
    await viewer.locator(".puzzle-task").filter({ hasText: "Gold to play: reach goal this turn." }).waitFor();
    if (post === "posts/puzzle/") await viewer.getByRole("button", { name: "Goal threats", pressed: true }).waitFor();
    assert.match(await solveFirstPuzzle(page, viewer), /^Right: the move reaches the goal\. It is the record's solution\. Solved\.$/, post);
    await screenshot(page, `hugo-${post.split("/")[1]}-solved`, viewer);
    assert.deepEqual(errors, []);
    await close();
  }
});

test("without JavaScript: the record is there to read, and the pre-rendered page shows the board and the moves", async () => {
  const { page, errors, close } = await open(browser, `${site.url}posts/bundle/`, { javaScript: false });
  const record = page.locator("pre.arimaa-record-text").first();
  assert.ok(await record.isVisible());
  assert.match(await record.innerText(), /^1g Da1 [\s\S]*2g Mb2n Eb1n Mb3e Eb2n \{Gold's elephant -- and the "camel" 8\) -- go north: 2x3 & <b>\}\n2s /);
  await screenshot(page, "hugo-no-js");
  assert.deepEqual(errors, []);
  await close();

  const pre = await open(browser, `${site.url}posts/static/`, { javaScript: false });
  const board = pre.page.locator(".arimaa-static svg[role=img]");
  const box = await board.boundingBox();
  assert.ok(box && box.width >= 300 && box.height >= 300, `the static board is shown: ${JSON.stringify(box)}`);
  assert.match(await board.getAttribute("aria-label"), /^After 2g\. /);
  assert.ok((await pre.page.locator(".arimaa-moves li").count()) > 3, "the moves are listed");
  assert.equal(await pre.page.locator("template.arimaa-record").isVisible(), false, "the record is not shown twice");
  await screenshot(pre.page, "hugo-static-no-js");
  assert.deepEqual(pre.errors, []);
  await pre.close();
});

test("with JavaScript: the elements upgrade at their paths and step with keys, fetching the module and the wasm once", async () => {
  const { page, errors, requests, close } = await open(browser, `${site.url}posts/bundle/`);
  await page.evaluate(() => document.querySelectorAll("arimaa-viewer").forEach((v, i) => (v.id = `v${i}`)));
  await ready(page, "#v0");
  await ready(page, "#v1");
  assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll("arimaa-viewer")].map((v) => [v.path, v.game.errors().length])), [["2g", 0], ["3g", 0]]);
  assert.match(await page.evaluate(() => document.querySelector("#v0").shadowRoot.textContent), /2x3 & <b>/, "the comment came through the escaping whole");
  await stepTo(page, "#v0", "ArrowDown", "2s");
  assert.equal(await page.locator("pre.arimaa-record-text").first().isVisible(), false, "the record text is not shown once the viewer runs");
  assert.deepEqual(requests.filter((p) => /\.(js|wasm)$/.test(p)).sort(), ["/arimaa/arimaa-viewer.js", "/arimaa/arimaa_bg.wasm"]);
  await screenshot(page, "hugo-js");
  assert.deepEqual(errors, []);
  await close();

  const pre = await open(browser, `${site.url}posts/static/`);
  await ready(pre.page, "arimaa-viewer");
  assert.equal(await pre.page.locator(".arimaa-static svg[role=img]").isVisible(), false, "the viewer took over from the static view");
  await stepTo(pre.page, "arimaa-viewer", "ArrowUp", "1s");
  assert.deepEqual(pre.errors, []);
  await pre.close();

  const inline = await open(browser, `${site.url}posts/inline/`);
  await ready(inline.page, "arimaa-viewer");
  assert.deepEqual(await inline.page.evaluate(() => { const v = document.querySelector("arimaa-viewer"); return [v.path, v.orientation]; }), ["2s", "silver"]);
  await stepTo(inline.page, "arimaa-viewer", "ArrowDown", "3g");
  assert.match(inline.page.url(), /#game=3g$/, "link=\"game\": the address follows");
  assert.deepEqual(inline.errors, []);
  await inline.close();
});

test("the hostile page runs nothing from its record, which the viewer reads whole as text", async () => {
  const { page, errors, close } = await open(browser, `${site.url}posts/hostile/`);
  await page.waitForFunction(() => document.querySelector("arimaa-viewer").game);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  const text = await page.evaluate(() => document.querySelector("arimaa-viewer").shadowRoot.textContent);
  assert.ok(text.includes('2gMb2n</template></arimaa-viewer><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">'), text);
  // The page's own DOM (not the viewer's shadow root): nothing the record named.
  assert.equal(await page.evaluate(() => document.querySelectorAll("img, main script, main svg:not(.arimaa-static svg)").length), 0);
  assert.deepEqual(errors, []);
  await close();
});
