// A real Astro build (tests/blog/astro/: Astro 5 with @astrojs/mdx, its own pinned npm
// packages) with the remark plugin from www/dist: the fences of a Markdown page and an
// MDX page become the viewer with its static view. Served with the strict CSP and read
// in Chromium: without JavaScript the board and the moves are there at parse; with it,
// each element upgrades at the fence's path and steps with a key.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ready } from "../browser/viewer-helpers.mjs";
import { screenshot } from "../browser/harness.mjs";
import { DIST, astroInstalled, launch, open, run, scratch, serveSite, stepTo } from "./sites.mjs";

const FIXTURE = fileURLToPath(new URL("astro/", import.meta.url));
let site;
let browser;
let out;
let built;
const html = (page) => readFileSync(join(out, page, "index.html"), "utf8");

before(async () => {
  assert.ok(astroInstalled(FIXTURE), "run scripts/setup-blog.sh (npm ci in tests/blog/astro)");
  const dir = scratch("astro");
  out = join(dir, "site");
  built = await run(process.execPath, [join(FIXTURE, "node_modules/astro/astro.js"), "build"], {
    cwd: FIXTURE,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", ARIMAA_ASTRO_OUT: out, ARIMAA_ASTRO_CACHE: join(dir, "cache") },
  });
  // What the layout's head names: the element's module and the reader's wasm.
  mkdirSync(join(out, "arimaa"));
  for (const file of ["arimaa-viewer.js", "arimaa_bg.wasm"]) cpSync(join(DIST, file), join(out, "arimaa", file));
  site = await serveSite(out);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test("astro build writes each fence as the viewer with its record and static view; other code stays code", () => {
  console.log(`astro build took ${built.ms} ms`);
  const md = html("");
  assert.match(md, /<figure class="arimaa">\n<arimaa-viewer path="2g" controls move-list="" comments="" coordinates=""><template class="arimaa-record">1g Da1 /);
  assert.match(md, /\{Gold's elephant goes north: 2x3 &#x26; &#x3C;b>\}/, "the record escaped in the template");
  assert.match(md, /<div class="arimaa-static" slot="static">\s*<div class="arimaa-frame"><div class="arimaa-board"><p class="arimaa-players"><\/p>\s*<svg role="img" aria-label="After 2g\. /);
  assert.match(md, /<pre><code class="language-js">const answer = "&#x3C;b>42&#x3C;\/b>";/);
  // MDX compiles the HTML to JSX, which drops a template's content: the record rides in a hidden pre.
  const mdx = html("mdx");
  assert.match(mdx, /<arimaa-viewer path="2s" orientation="silver" controls move-list comments coordinates><pre class="arimaa-record" hidden>1g Da1 /);
  assert.match(mdx, /<p>The same game in MDX, 3 moves, shown from Silver’s side:<\/p>/, "MDX's own expressions still work");
  assert.match(mdx, /<svg role="img" aria-label="After 2s\. [^"]*" xmlns="http:\/\/www.w3.org\/2000\/svg" width="320"/);
});

for (const [name, path, node, next] of [["Markdown", "", "2g", "2s"], ["MDX", "mdx/", "2s", "3g"]]) {
  test(`${name} page without JavaScript: the static board and the moves at parse, the record not shown`, async () => {
    const { page, errors, close } = await open(browser, `${site.url}${path}`, { javaScript: false });
    const board = page.locator(".arimaa-static svg[role=img]");
    const box = await board.boundingBox();
    assert.ok(box && box.width >= 300 && box.height >= 300, `the static board is shown: ${JSON.stringify(box)}`);
    assert.match(await board.getAttribute("aria-label"), new RegExp(`^After ${node}\\. `));
    assert.match(await page.locator(".arimaa-moves mark").innerText(), new RegExp(`^${node} `), "the node shown is marked in the moves");
    assert.equal(await page.locator(".arimaa-record").isVisible(), false);
    // The moves and the comment are shown by the static view; the record's own text
    // (the comment in its braces) is not.
    const text = await page.evaluate(() => document.body.innerText);
    assert.match(text, /\nGold's elephant goes north: 2x3 & <b>\n/);
    assert.doesNotMatch(text, /\{Gold's/, "the record's text is not shown");
    await screenshot(page, `astro-${name.toLowerCase()}-no-js`);
    assert.deepEqual(errors, []);
    await close();
  });

  test(`${name} page with JavaScript: the viewer takes over at ${node}, reads the record whole and steps with a key`, async () => {
    const { page, errors, requests, close } = await open(browser, `${site.url}${path}`);
    await ready(page, "arimaa-viewer");
    assert.equal(await page.evaluate(() => document.querySelector("arimaa-viewer").path), node);
    assert.equal(await page.locator(".arimaa-static svg[role=img]").isVisible(), false, "the viewer took over from the static view");
    assert.equal(await page.evaluate(() => document.querySelector("arimaa-viewer").game.errors().length), 0);
    assert.match(await page.evaluate(() => document.querySelector("arimaa-viewer").shadowRoot.textContent), /Gold's elephant goes north: 2x3 & <b>/);
    await stepTo(page, "arimaa-viewer", "ArrowDown", next);
    assert.deepEqual(requests.filter((p) => /\.(js|wasm)$/.test(p)).sort(), ["/arimaa/arimaa-viewer.js", "/arimaa/arimaa_bg.wasm"]);
    await screenshot(page, `astro-${name.toLowerCase()}-js`);
    assert.deepEqual(errors, []);
    await close();
  });
}
