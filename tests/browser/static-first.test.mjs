// Static first (README "Static first"): a page holding the record's static view
// inside <arimaa-viewer>. Without JavaScript the board is there (its squares' pixels
// checked in a screenshot) and the moves are text. With JavaScript, held back until
// the static view has been painted, the viewer takes over in the same box: no layout
// shift (a `layout-shift` PerformanceObserver), the same node, the board where the
// picture was, the page's scroll and focus untouched.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { HtmlValidate } from "html-validate";
import { initStatic, staticHtml } from "../../www/src/core/core.js";
import { renderFence } from "../../www/src/markdown/fence.js";
import { setup, watch, screenshot } from "./harness.mjs";
import { axeViolations } from "./axe.mjs";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const OUT = `${ROOT}www/test-pages/generated/`;
const escape = (t) => t.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const filler = (n) => Array.from({ length: n }, (_, i) => `<p>Paragraph ${i + 1} of the article around the game.</p>`).join("\n");
let env;
let view;

before(async () => {
  await initStatic();
  const record = readFileSync(`${ROOT}www/demo/games/demo.fan`, "utf8");
  view = staticHtml(record, { path: "9g", size: 320 });
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Static first</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="../../dist/arimaa-viewer.css">
<script type="module" src="../../src/element/element.js"></script>
</head>
<body>
<h1>An annotated game</h1>
<p><a id="before" href="#after">Skip the game</a></p>
${filler(3)}
<arimaa-viewer controls move-list comments coordinates path="${escape(view.path)}" loading="eager"><template class="arimaa-record">${escape(record)}</template>
${view.html}</arimaa-viewer>
<p id="after">The text after the game.</p>
${filler(40)}
</body>
</html>
`;
  mkdirSync(OUT, { recursive: true });
  writeFileSync(`${OUT}static-first.html`, html);
  // A puzzle as the Markdown fence writes it: the static view gives the task, not the answer.
  const puzzle = readFileSync(`${ROOT}www/demo/games/puzzles.fan`, "utf8").split(/\n(?=FAN31415926)/)[0];
  writeFileSync(`${OUT}static-puzzle.html`, html.replace(/<arimaa-viewer [\s\S]*<\/arimaa-viewer>/, () => renderFence(puzzle, "arimaa mode=puzzle overlays=frozen")));
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

test("the static view is valid HTML, its board an image named by the position, its moves nested lists", async () => {
  const report = await new HtmlValidate({ extends: ["html-validate:recommended"] }).validateString(
    `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${view.html}</body></html>`);
  const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
  assert.deepEqual(messages, []);
  assert.match(view.html, /^<div class="arimaa-static" slot="static">\n<div class="arimaa-frame"><div class="arimaa-board"><p class="arimaa-players">Gold <b dir="auto">bot_dolores_v1<\/b>/);
  assert.match(view.html, /<svg role="img" aria-label="After 9g\. Gold: elephant /);
  assert.match(view.html, /<ol class="arimaa-variation" aria-label="Variation from 9g">/);
  assert.equal(view.path, "9g");
  console.log(`static view of the demo game: ${view.html.length} bytes`);
});

test("without JavaScript: the board's squares are painted and the moves are text", async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 800, height: 900 } });
  const p = await context.newPage();
  const errors = watch(p);
  await p.goto(new URL("test-pages/generated/static-first.html", env.url).href, { waitUntil: "load" });
  const board = p.locator(".arimaa-static svg[role=img]");
  const box = await board.boundingBox();
  assert.ok(box && Math.round(box.width) === 320 && Math.round(box.height) === 320, JSON.stringify(box));
  const png = await screenshot(p, "static-first-no-js-board", board);
  const text = await p.locator(".arimaa-moves").innerText();
  assert.match(text, /9g Eg6w mg7s mg6s Ef6e/);
  assert.match(text, /Only the pull: the camel stays next to the elephant\./);
  assert.match(await p.locator("mark").innerText(), /^9g /, "the node shown is marked");
  await screenshot(p, "static-first-no-js");
  await context.close();
  // Read the screenshot's pixels in a page that runs scripts.
  const reader = await env.browser.newPage();
  const pixel = await reader.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement("canvas");
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext("2d");
    ctx.drawImage(img, 0, 0);
    // Square centres: 320 px with coordinates is 8.42 squares, the margin on the left.
    const sq = 320 / 8.42;
    const at = (file, rank) => [...ctx.getImageData(Math.round(sq * 0.42 + (file + 0.5) * sq), Math.round((7 - rank + 0.5) * sq), 1, 1).data].slice(0, 3);
    return { c3: at(2, 2), d5: at(3, 4), e5: at(4, 4), d1: at(3, 0) };
  }, readFileSync(png).toString("base64"));
  await reader.close();
  const near = (a, b) => a.every((v, i) => Math.abs(v - b[i]) <= 3);
  const LIGHT = [0xee, 0xdf, 0xbe];
  const DARK = [0xe3, 0xcf, 0xa6];
  const TRAP = [0xc4, 0x8e, 0x63];
  assert.ok(near(pixel.c3, TRAP), `c3 is a trap: ${pixel.c3}`);
  assert.ok(near(pixel.d5, LIGHT) || near(pixel.d5, DARK), `d5 is an empty square: ${pixel.d5}`);
  assert.ok(near(pixel.e5, LIGHT) || near(pixel.e5, DARK), `e5 is an empty square: ${pixel.e5}`);
  assert.ok(!near(pixel.d5, pixel.e5), "neighbouring squares alternate");
  assert.ok(![LIGHT, DARK, TRAP].some((c) => near(pixel.d1, c)), `a piece stands on d1 after 9g: ${pixel.d1}`);
  assert.deepEqual(errors, []);
});

test("with JavaScript: the viewer takes over in the same box, at the same node, without a layout shift", async () => {
  const context = await env.browser.newContext({ viewport: { width: 800, height: 900 } });
  await context.addInitScript(() => {
    window.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifts.push(e.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  const p = await context.newPage();
  const errors = watch(p);
  // The wasm is held back until the static view has been painted and looked at.
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await p.route("**/arimaa_bg.wasm", async (route) => {
    await held;
    await route.continue();
  });
  await p.goto(new URL("test-pages/generated/static-first.html", env.url).href, { waitUntil: "load" });
  await p.locator(".arimaa-static svg[role=img]").waitFor();
  await p.focus("#before");
  await p.evaluate(() => window.scrollTo(0, 40));
  // Painted twice: the static view is what the reader has seen.
  await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const before = await p.evaluate(() => {
    const svg = document.querySelector(".arimaa-static svg[role=img]").getBoundingClientRect();
    const box = document.querySelector("arimaa-viewer").getBoundingClientRect();
    return {
      board: { x: svg.x, y: svg.y, width: svg.width, height: svg.height },
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
      after: document.getElementById("after").getBoundingClientRect().top,
      scroll: window.scrollY,
      defined: !!customElements.get("arimaa-viewer"),
    };
  });
  assert.equal(before.defined, true, "the element is defined and still shows the static view");
  await screenshot(p, "static-first-before");
  release();
  await p.waitForFunction(() => {
    const v = document.querySelector("arimaa-viewer");
    return v.game && v.shadowRoot.querySelector("slot[name=static]").hidden && v.shadowRoot.querySelector("canvas").width > 0;
  });
  await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const now = await p.evaluate(() => {
    const v = document.querySelector("arimaa-viewer");
    const canvas = v.shadowRoot.querySelector("canvas").getBoundingClientRect();
    const box = v.getBoundingClientRect();
    return {
      board: { x: canvas.x, y: canvas.y, width: canvas.width, height: canvas.height },
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
      after: document.getElementById("after").getBoundingClientRect().top,
      scroll: window.scrollY,
      path: v.path,
      focus: document.activeElement.id,
      shifts: window.shifts,
      staticShown: document.querySelector(".arimaa-static svg[role=img]").getClientRects().length > 0,
    };
  });
  await screenshot(p, "static-first-after");
  assert.deepEqual(now.shifts, [], "no layout shift");
  assert.equal(now.after, before.after, "the text after the viewer has not moved");
  // One layout: the element's box and the board in it are where the static view had them.
  assert.deepEqual(now.box, before.box, "the element keeps its box");
  assert.deepEqual(now.board, before.board, "the board stays put");
  assert.equal(now.path, "9g");
  assert.equal(now.scroll, before.scroll);
  assert.equal(now.focus, "before");
  assert.equal(now.staticShown, false, "the static view is no longer shown");
  assert.deepEqual(errors, []);
  await context.close();
});

test("when the wasm cannot be loaded, the static view stays and the element says why", async () => {
  const context = await env.browser.newContext({ viewport: { width: 800, height: 900 } });
  const p = await context.newPage();
  await p.route("**/arimaa_bg.wasm", (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "gone" }));
  await p.addInitScript(() => {
    window.failures = [];
    document.addEventListener("error", (e) => {
      if (e.target.localName === "arimaa-viewer") window.failures.push(e.detail.message);
    }, true);
  });
  await p.goto(new URL("test-pages/generated/static-first.html", env.url).href, { waitUntil: "load" });
  await p.waitForFunction(() => window.failures.length > 0);
  assert.match(await p.evaluate(() => window.failures[0]), /arimaa_bg\.wasm/);
  assert.ok(await p.locator(".arimaa-static svg[role=img]").isVisible(), "the static board is still shown");
  assert.match(await p.locator(".arimaa-moves").innerText(), /9g Eg6w mg7s mg6s Ef6e/);
  await context.close();
});

test("the static view, as a page without the viewer's module shows it, passes axe and reads as an image and lists", async () => {
  const context = await env.browser.newContext({ viewport: { width: 800, height: 900 } });
  const p = await context.newPage();
  // The module never arrives: the element stays undefined and the static view is the page.
  await p.route("**/src/element/element.js", (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "" }));
  await p.goto(new URL("test-pages/generated/static-first.html", env.url).href, { waitUntil: "load" });
  assert.deepEqual(await axeViolations(p, ".arimaa-static"), []);
  // What a screen reader meets: one image named by the position, then lists of moves.
  const tree = await p.locator(".arimaa-static").ariaSnapshot();
  assert.match(tree, /img "After 9g\. Gold: elephant [^"]+Silver to move\."/);
  assert.match(tree, /- list "Moves":\n\s+- listitem:\n\s+- paragraph: Both sides set up[^\n]*\n\s+- text: 1g Da1 Eb1/);
  assert.match(tree, /- list "Variation from 9g":\n\s+- listitem:/);
  await context.close();
});

test("a puzzle's static view gives the task, not the answer; the viewer that takes over shows its whole panel and judges", async () => {
  const context = await env.browser.newContext({ viewport: { width: 800, height: 900 } });
  const p = await context.newPage();
  const errors = watch(p);
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await p.route("**/arimaa-edit_bg.wasm", async (route) => {
    await held;
    await route.continue();
  });
  await p.goto(new URL("test-pages/generated/static-puzzle.html", env.url).href, { waitUntil: "load" });
  const shown = await p.locator(".arimaa-static").innerText();
  assert.match(shown, /Gold to play: reach goal this turn\./);
  assert.match(shown, /The moves ahead are hidden\./);
  assert.doesNotMatch(shown, /Dd6n|Rc7n|unfreezes/);
  release();
  // Taken over from the shorter static box: the panel and the move bar are inside the viewer's box.
  await p.waitForFunction(() => document.querySelector("arimaa-viewer").shadowRoot.querySelector(".puzzle-task")?.textContent);
  const field = p.locator("arimaa-viewer").getByLabel("Steps", { exact: true });
  await field.waitFor();
  await p.waitForFunction(() => {
    const v = document.querySelector("arimaa-viewer");
    const box = v.getBoundingClientRect();
    const input = v.shadowRoot.querySelector(".moves input").getBoundingClientRect();
    return input.height > 0 && input.bottom <= box.bottom + 1;
  });
  await field.scrollIntoViewIfNeeded();
  await field.fill("Dd6n Rc7n");
  await field.press("Enter");
  await p.waitForFunction(() => /Solved\.$/.test(document.querySelector("arimaa-viewer").shadowRoot.querySelector(".puzzle-prompt").textContent));
  await screenshot(p, "static-puzzle-solved", p.locator("arimaa-viewer"));
  assert.deepEqual(errors, []);
  await context.close();
});
