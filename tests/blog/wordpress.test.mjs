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

const data = (f) => fileURLToPath(new URL(`data/${f}`, import.meta.url));
const text = (f) => readFileSync(data(f), "utf8");
let wp;

// Block posts as the editor saves them (block/fragment.js with the core's staticHtml),
// chosen to hold every part of the static view: players, arrows, highlights, glyphs,
// variations, comments, problems; and a hostile record.
const BLOCKS = {
  annotated: [text("collection.pgn"), { path: "2s", orientation: "silver" }],
  broken: [text("game.fan").replace("3g Hh2n Hh1n", "3g Hh2x Hh1n"), { coordinates: false, spoilers: true }],
  hostile: [text("hostile.fan"), { path: "2g" }],
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
  wp = await startWordPress({ record: data("game.fan"), hostile: data("hostile.fan"), blocks });
});
after(async () => {
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
  for (const part of ['class="arimaa-players"', "<b dir=\"auto\">", "opacity=", "<abbr title=", 'class="arimaa-variation"', 'class="arimaa-comment"', 'class="arimaa-problems"', '<em class="arimaa-error">', '<mark aria-current="step">', 'slot="static"', " spoilers", 'orientation="silver"']) {
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
