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
import { logIn } from "./wp-editor.mjs";
import { feedItem } from "./wp-reader.mjs";
import { watch, screenshot } from "../browser/harness.mjs";
import { solveFirstPuzzle } from "../browser/viewer-helpers.mjs";
import { FIRST_PUZZLE, givenAway } from "../browser/answer.mjs";

const data = (f) => fileURLToPath(new URL(`data/${f}`, import.meta.url));
const text = (f) => readFileSync(data(f), "utf8");
let wp;

// The first puzzle of the demo's file: goal in 1, answered by Dd6n Rc7n.
const PUZZLE = FIRST_PUZZLE;
// The same puzzle as a shortcode, with a bad mode-side pairing and an unknown overlay.
const PUZZLE_SHORTCODE = `A puzzle.\n\n[arimaa mode="Puzzle" guess-side="gold" overlays="traps, glow" onclick="alert(1)"]\n${PUZZLE}[/arimaa]\n\nAfter it.`;
// The element's spellings, and a word of 0.1.0 for off (comments="no").
const SPELLINGS_SHORTCODE = `[arimaa orientation="silver" controls="off" comments="no" analysis]\n${text("game.fan")}[/arimaa]`;
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
  blocks.spellings = SPELLINGS_SHORTCODE;
  // A puzzle as the block saved it before its record rode in base64: the record as text.
  const asText = `<template class="arimaa-record">${PUZZLE.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c])}</template>`;
  fragments.oldPuzzle = fragments.puzzle.replace(/<template class="arimaa-record" data-encoding="base64">[^<]*<\/template>/, asText);
  assert.notEqual(fragments.oldPuzzle, fragments.puzzle);
  blocks.oldPuzzle = blocks.puzzle.replace(fragments.puzzle, fragments.oldPuzzle);
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
  // The record for the element, and for readers without scripts the viewer's frame with
  // the board's place held and the record as text (README "One layout").
  assert.match(figure, /^<figure class="arimaa arimaa-shortcode"><arimaa-viewer path="2g" orientation="silver" controls move-list comments coordinates><template class="arimaa-record">1g Da1 [^<]*<\/template><div class="arimaa-static" slot="static"><div class="arimaa-frame"><div class="arimaa-board"><p class="arimaa-players"><\/p><svg role="img" aria-label="The board, drawn when JavaScript runs"[\s\S]*?<pre class="arimaa-record-text">1g Da1/);
  assert.doesNotMatch(figure, /onclick|<p>(?!<\/p>)|<br/, "no unknown attribute, no paragraphs inside the element but the frame's players row");
  assert.match(figure, /Gold&#039;s elephant -- and the &quot;camel&quot; 8\) -- go north: 2x3 &amp; /, "not texturized, no smiley");
  assert.match(html, /<script src='[^']*\/plugins\/arimaa-viewer\/loader\.js/);
});

test("a hostile record and hostile attributes become text or nothing", async () => {
  const html = await get(`p=${wp.posts.hostileShortcode}`);
  const figure = /<figure class="arimaa arimaa-shortcode">[\s\S]*?<\/figure>/.exec(html)?.[0] ?? "";
  assert.match(figure, /^<figure class="arimaa arimaa-shortcode"><arimaa-viewer controls move-list comments coordinates><template class="arimaa-record">/);
  assert.doesNotMatch(figure, /<script|onerror|onload|javascript:|<img|<svg (?!role="img" aria-label="The board, drawn when JavaScript runs"|class="arimaa-strut")/);
});

test("the shortcode takes the element's spellings; a word of 0.1.0 still reads, and its note is for the post's editors only", async () => {
  const html = await get(`p=${wp.posts.blocks.spellings}`);
  const figure = /<figure class="arimaa arimaa-shortcode">[\s\S]*?<\/figure>/.exec(html)?.[0] ?? "";
  assert.match(figure, /^<figure class="arimaa arimaa-shortcode"><arimaa-viewer orientation="silver" move-list coordinates analysis><template class="arimaa-record">/);
  assert.doesNotMatch(figure, /arimaa-problem/, "readers are not shown the note");
  browser ??= await launch();
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, wp.url, wp.author);
  await page.goto(`${wp.url}/?p=${wp.posts.blocks.spellings}`);
  const notes = await page.locator(".arimaa-shortcode .arimaa-problem").allInnerTexts();
  assert.deepEqual(notes, ['[arimaa]: comments="no" reads as off: write comments="off".']);
  await screenshot(page, "wordpress-shortcode-note", page.locator(".arimaa-shortcode"));
  await context.close();
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
    if (title === "oldPuzzle") continue; // its record is encoded on the way out (below)
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

test("the Author's puzzles (block and shortcode) keep their teaching attributes and give nothing away: the task, the record in base64", async () => {
  assert.match(PUZZLE, /^Puzzle: goal in 1$/m);
  const block = await get(`p=${wp.posts.blocks.puzzle}`);
  assert.ok(block.includes(`<div class="wp-block-arimaa-game">${fragments.puzzle}</div>`), "the puzzle's fragment as saved");
  assert.match(fragments.puzzle, /<arimaa-viewer controls move-list comments coordinates path="start" mode="puzzle" overlays="frozen goals"><template class="arimaa-record" data-encoding="base64">[A-Za-z0-9+/=]+<\/template>/);
  assert.match(block, /<p class="arimaa-puzzle"><b>Gold to play: reach goal this turn\.<\/b><\/p>/);
  assert.deepEqual(givenAway(block), [], "the block's page");

  const short = await get(`p=${wp.posts.blocks.puzzleShortcode}`);
  const figure = /<figure class="arimaa arimaa-shortcode">[\s\S]*?<\/figure>/.exec(short)?.[0] ?? "";
  // Checked values only: the mode in lower case, no guess-side without guessing, known overlays.
  assert.match(figure, /^<figure class="arimaa arimaa-shortcode"><arimaa-viewer controls move-list comments coordinates mode="puzzle" overlays="traps"><template class="arimaa-record" data-encoding="base64">/);
  assert.equal(Buffer.from(/data-encoding="base64">([^<]+)</.exec(figure)[1], "base64").toString("utf8"), PUZZLE.trim());
  assert.doesNotMatch(figure, /onclick|guess-side|glow|<pre/);
  assert.match(figure, /<p class="arimaa-record-hidden">The moves are hidden/);
  assert.deepEqual(givenAway(short), [], "the shortcode's page");

  // What the REST API gives anyone (the post's rendered content and its excerpt).
  for (const id of [wp.posts.blocks.puzzle, wp.posts.blocks.puzzleShortcode]) {
    const post = JSON.parse(await get(`rest_route=/wp/v2/posts/${id}`));
    assert.deepEqual(givenAway(post.content.rendered + post.excerpt.rendered), [], `the REST API's post ${id}`);
  }

  // A puzzle saved with its record as text (before base64) is encoded on the way out.
  const old = await get(`p=${wp.posts.blocks.oldPuzzle}`);
  assert.deepEqual(givenAway(old), [], "an older block's page");
  assert.ok(old.includes(`<div class="wp-block-arimaa-game">${fragments.puzzle}</div>`), "read as the block saves it now");
});

test("the feed gives nothing away: each board is its static view (blocks) and a link to the post, never the record", async () => {
  const xml = await get("feed=rss2");
  assert.deepEqual(givenAway(xml), [], "the whole feed");
  assert.deepEqual(givenAway(await get("feed=atom")), [], "the Atom feed");
  assert.doesNotMatch(xml, /arimaa-record|<arimaa-viewer|&lt;arimaa-viewer/, "no record, no element, in any item");
  browser ??= await launch();
  const link = (id) => `<a href="${wp.url}/?p=${id}">`;
  const puzzle = await feedItem(browser, xml, "puzzle");
  assert.equal(puzzle.svgs, 1, "the block's static view: the board");
  assert.match(puzzle.encoded, /<b>Gold to play: reach goal this turn\.<\/b>/);
  assert.ok(puzzle.encoded.includes(`<p class="arimaa-feed-link">${link(wp.posts.blocks.puzzle)}Solve the puzzle on the site</a></p>`), puzzle.encoded);
  const short = await feedItem(browser, xml, "puzzleShortcode");
  assert.ok(short.encoded.includes(`${link(wp.posts.blocks.puzzleShortcode)}Solve the puzzle on the site</a>`), short.encoded);
  // An ordinary shortcode's record, text on the page for readers without scripts, is not in the feed.
  const game = await feedItem(browser, xml, "A shortcode game");
  assert.ok(game.encoded.includes(`${link(wp.posts.shortcode)}Play through the game on the site</a>`), game.encoded);
  assert.doesNotMatch(game.encoded, /<pre|1g Da1/);
  const annotated = await feedItem(browser, xml, "annotated");
  assert.equal(annotated.svgs, 1);
  assert.match(annotated.encoded, /Play through the game on the site/);
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
