// WordPress 6.1 (Debian) with the plugin, as readers fetch it: the Author's shortcode
// post serves the element with the record as text, a hostile record and hostile
// attributes become nothing, a post without a board loads nothing of ours, and the
// optimizer filter (defer/async) keeps the classic loader. Browser cases: see README.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { startWordPress, installed } from "./servers.mjs";

const data = (f) => fileURLToPath(new URL(`data/${f}`, import.meta.url));
let wp;
before(async () => {
  assert.ok(installed(), "run scripts/setup-blog.sh");
  wp = await startWordPress({ record: data("game.fan"), hostile: data("hostile.fan") });
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
