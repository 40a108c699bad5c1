// WordPress 6.1 (Debian) with the plugin, as readers fetch it: the Author's block
// posts keep their fragments byte for byte (kses lets exactly them through), the
// Author's shortcode post serves the element with the record as text, a hostile record
// and hostile attributes become nothing, a post without a board loads nothing of ours,
// and the optimizer filter (defer/async) keeps the classic loader. In Chromium, with
// the block editor: wordpress-editor.test.mjs.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import * as core from "../../www/dist/arimaa-core.js";
import { blockFragment } from "../../integrations/wordpress/arimaa-viewer/block/fragment.js";
import { startWordPress, installed } from "./servers.mjs";
import { launch } from "./sites.mjs";
import { watch, screenshot } from "../browser/harness.mjs";
import { solveFirstPuzzle } from "../browser/viewer-helpers.mjs";

const data = (f) => fileURLToPath(new URL(`data/${f}`, import.meta.url));
const text = (f) => readFileSync(data(f), "utf8");
let wp;

// The first puzzle of the demo's file: goal in 1, answered by Dd6n Rc7n.
const PUZZLE = readFileSync(new URL("../../www/games/puzzles.fan", import.meta.url), "utf8").split(/(?=^FAN31415926$)/m)[0];
const ANSWER = /Dd6n|Rc7n|Dd6w/;
// The same puzzle as a shortcode, with a bad mode-side pairing and an unknown overlay.
const PUZZLE_SHORTCODE = `A puzzle.\n\n[arimaa mode="Puzzle" guess-side="gold" overlays="traps, glow" onclick="alert(1)"]\n${PUZZLE}[/arimaa]\n\nAfter it.`;
let browser;
// Block posts as the editor saves them (block/fragment.js with the core's staticHtml),
// chosen to hold every part of the static view: players, arrows, highlights, glyphs,
// variations, comments, problems; and a hostile record.
const BLOCKS = {
  annotated: [text("collection.pgn"), { path: "2s", orientation: "silver" }],
  broken: [text("game.fan").replace("3g Hh2n Hh1n", "3g Hh2x Hh1n"), { coordinates: false, spoilers: true }],
  hostile: [text("hostile.fan"), { path: "2g" }],
  puzzle: [PUZZLE, { mode: "puzzle", overlays: "frozen goals" }],
};
const fragments = {};

before(async () => {
  assert.ok(installed(), "run scripts/setup-blog.sh");
  await core.initStatic(readFileSync(new URL("../../www/dist/arimaa-edit_bg.wasm", import.meta.url)));
  const blocks = {};
  for (const [title, [record, settings]] of Object.entries(BLOCKS)) {
    fragments[title] = blockFragment(core, record, settings).html;
    const comment = JSON.stringify(settings).replace(/</g, "\\u003c");
    blocks[title] = `<!-- wp:arimaa/game ${comment} -->\n<div class="wp-block-arimaa-game">${fragments[title]}</div>\n<!-- /wp:arimaa/game -->`;
  }
  blocks.puzzleShortcode = PUZZLE_SHORTCODE;
  wp = await startWordPress({ record: data("game.fan"), hostile: data("hostile.fan"), blocks });
});
after(async () => {
  await browser?.close();
  await wp?.stop();
});
const get = async (query) => {
  const res = await fetch(`${wp.url}/?${query}`);
  assert.equal(res.status, 200);
  return res.text();
};

test("the Author's shortcode post: the element with checked attributes, the record as readable text, and the loader", async () => {
  const html = await get(`p=${wp.posts.shortcode}`);
  const figure = /<figure class="arimaa arimaa-shortcode">[\s\S]*?<\/figure>/.exec(html)?.[0] ?? "";
  assert.match(figure, /^<figure class="arimaa arimaa-shortcode"><arimaa-viewer path="2g" orientation="silver" controls move-list comments coordinates><pre class="arimaa-record-text">1g Da1/);
  assert.doesNotMatch(figure, /onclick|<p>|<br/, "no unknown attribute, no paragraphs inside the element");
  assert.match(figure, /Gold&#039;s elephant -- and the &quot;camel&quot; 8\) -- go north: 2x3 &amp; /, "not texturized, no smiley");
  assert.match(html, /<script src='[^']*\/plugins\/arimaa-viewer\/loader\.js/);
});

test("a hostile record and hostile attributes become text or nothing", async () => {
  const html = await get(`p=${wp.posts.hostileShortcode}`);
  const figure = /<figure class="arimaa arimaa-shortcode">[\s\S]*?<\/figure>/.exec(html)?.[0] ?? "";
  assert.match(figure, /^<figure class="arimaa arimaa-shortcode"><arimaa-viewer controls move-list comments coordinates><pre/);
  assert.doesNotMatch(figure, /<script|onerror|onload|javascript:|<img|<svg/);
});

test("a post without a board loads nothing of ours", async () => {
  const html = await get(`p=${wp.posts.plain}`);
  assert.match(html, /Nothing to see here/);
  assert.doesNotMatch(html, /arimaa-viewer|arimaa-record/);
});

test("an optimizer adding defer and async keeps the classic loader", async () => {
  const html = await get(`p=${wp.posts.shortcode}&optimize=1`);
  assert.match(html, /<script defer async src='[^']*\/plugins\/arimaa-viewer\/loader\.js/);
});

test("the Author's block posts keep the fragment byte for byte: every part of the static view passes kses", async () => {
  const all = Object.values(fragments).join("");
  for (const part of ['class="arimaa-players"', "<b dir=\"auto\">", "opacity=", ' mode="puzzle" overlays="frozen goals"', 'class="arimaa-puzzle"', 'class="arimaa-hidden"', "<abbr title=", 'class="arimaa-variation"', 'class="arimaa-comment"', 'class="arimaa-problems"', '<em class="arimaa-error">', '<mark aria-current="step">', 'slot="static"', " spoilers", 'orientation="silver"']) {
    assert.ok(all.includes(part), `the fragments hold ${part}`);
  }
  for (const [title, fragment] of Object.entries(fragments)) {
    const html = await get(`p=${wp.posts.blocks[title]}`);
    assert.ok(html.includes(`<div class="wp-block-arimaa-game">${fragment}</div>`), `${title}: the fragment as saved`);
  }
});

test("a hostile record in a block post stays text", async () => {
  const html = await get(`p=${wp.posts.blocks.hostile}`);
  const block = /<div class="wp-block-arimaa-game">[\s\S]*?<\/figure><\/div>/.exec(html)?.[0] ?? "";
  assert.doesNotMatch(block, /<(script|img)\b|<[^>]*\s(onerror|onload)=/);
  assert.match(block, /&lt;\/template&gt;&lt;\/arimaa-viewer&gt;&lt;script&gt;window\.__pwned=1&lt;\/script&gt;/);
});

/** What a reader is shown of a post: its HTML without the inert record the element reads. */
const shownOf = (html) => html.replace(/<template class="arimaa-record">[^<]*<\/template>/g, "");

test("the Author's puzzles (block and shortcode) keep their teaching attributes and give the task, not the answer", async () => {
  assert.match(PUZZLE, /^Puzzle: goal in 1$/m);
  assert.match(PUZZLE, ANSWER);
  const block = await get(`p=${wp.posts.blocks.puzzle}`);
  assert.ok(block.includes(`<div class="wp-block-arimaa-game">${fragments.puzzle}</div>`), "the puzzle's fragment as saved");
  assert.match(fragments.puzzle, /<arimaa-viewer controls move-list comments coordinates path="start" mode="puzzle" overlays="frozen goals">/);
  assert.match(shownOf(block), /<p class="arimaa-puzzle"><b>Gold to play: reach goal this turn\.<\/b><\/p>/);
  assert.doesNotMatch(shownOf(block), ANSWER);

  const short = await get(`p=${wp.posts.blocks.puzzleShortcode}`);
  const figure = /<figure class="arimaa arimaa-shortcode">[\s\S]*?<\/figure>/.exec(short)?.[0] ?? "";
  // Checked values only: the mode in lower case, no guess-side without guessing, known overlays.
  assert.match(figure, /^<figure class="arimaa arimaa-shortcode"><arimaa-viewer controls move-list comments coordinates mode="puzzle" overlays="traps"><template class="arimaa-record">FAN31415926/);
  assert.doesNotMatch(figure, /onclick|guess-side|glow|<pre/);
  assert.match(shownOf(figure), /<p class="arimaa-record-hidden">The moves are hidden/);
  assert.doesNotMatch(shownOf(figure), ANSWER);
});

for (const [name, selector] of [["block", ".wp-block-arimaa-game arimaa-viewer"], ["shortcode", ".arimaa-shortcode arimaa-viewer"]]) {
  test(`the ${name} puzzle in Chromium: its panel, and the answer typed in the move bar is solved`, async () => {
    browser ??= await launch();
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    const errors = watch(page);
    await page.goto(`${wp.url}/?p=${name === "block" ? wp.posts.blocks.puzzle : wp.posts.blocks.puzzleShortcode}`);
    const viewer = page.locator(selector);
    await viewer.scrollIntoViewIfNeeded();
    assert.match(await solveFirstPuzzle(page, viewer), /^Right: the move reaches the goal\. It is the record's solution\. Solved\.$/);
    assert.equal(await viewer.evaluate((v) => v.path), "2g");
    await screenshot(page, `wordpress-puzzle-${name}`, viewer);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
