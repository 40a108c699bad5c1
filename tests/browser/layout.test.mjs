// One layout for the static view and the live viewer (README "One layout"): a page of
// static views, as `arimaa html`, the Markdown plugin and the integrations write them,
// with the package's arimaa-viewer.css, in the places pages put boards (an article's
// column, a table cell beside text, a column with paragraph margins of its own, a
// narrow sidebar of 182 px, one of 160 px; a text of ten games; a board without its
// side panel). At 1200, 600 and 375 px: without scripts, with the element defined
// and its wasm held back, and live, every viewer's box, its board and what follows it
// are the same, and Chromium reports no layout shift. The viewer of a 94-move game
// is no taller than 1.5 times its board when its list is beside it; every control
// fits the 160 px column; printed, the static view and the live viewer show every move.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync, mkdirSync, copyFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { initStatic, staticHtml } from "../../www/src/core/core.js";
import { markdown, page } from "../../examples/markdown/build.mjs";
import { setup, watch, screenshot } from "./harness.mjs";
import { watchShifts, takeOver, measure, differences, longGame } from "./takeover.mjs";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const OUT = `${ROOT}www/test-pages/generated/`;
const escape = (t) => t.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);


let env;
const WIDTHS = [1200, 600, 375];

before(async () => {
  await initStatic();
  const game = longGame();
  const ten = readFileSync(`${ROOT}www/test-pages/ten-games.fan`, "utf8");
  const viewer = (id, record, attributes = "controls move-list comments coordinates") => {
    const view = staticHtml(record, { size: 320 });
    return `<arimaa-viewer id="${id}" ${attributes} path="${escape(view.path)}"><template class="arimaa-record">${escape(record)}</template>\n${view.html}</arimaa-viewer>`;
  };
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Boards where pages put them</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="../../dist/arimaa-viewer.css">
<link rel="stylesheet" href="../layout.css">
<script type="module" src="../../dist/arimaa-viewer.js"></script>
</head>
<body>
<main>
<h1>Boards where pages put them</h1>
<p>In the article's column:</p>
${viewer("column", game)}
<p>A table:</p>
<table class="wikitable"><tr><th>Game</th><th>Notes</th></tr>
<tr><td>${viewer("cell", game)}</td><td>KingDel against bot_Bomb2005Fast: gold's elephant and camel take the west.</td></tr></table>
<p>After the table.</p>
<div class="margins"><p>A column whose paragraphs have margins of their own:</p>${viewer("margins", game)}<p>After it.</p></div>
<div class="sidebar">${viewer("sidebar", game)}</div>
<p>After the 182 px sidebar.</p>
<div class="tiny">${viewer("tiny", game)}</div>
<p>After the 160 px column.</p>
${viewer("ten", ten)}
<p>After the ten games.</p>
${viewer("bare", game, "controls coordinates")}
<p>The end of the page.</p>
</main>
</body>
</html>
`;
  mkdirSync(OUT, { recursive: true });
  writeFileSync(`${OUT}layout.html`, html);
  // A Markdown page as the example site builds it: the long game's fence, a paragraph
  // after it, a puzzle's fence (its static view shorter than a game's list).
  const puzzle = readFileSync(`${ROOT}www/demo/games/puzzles.fan`, "utf8").split(/\n(?=FAN31415926)/)[0];
  const md = await markdown();
  const doc = `# A long game\n\n\`\`\`arimaa path=40s\n${game}\`\`\`\n\nThe text after the game.\n\n\`\`\`arimaa mode=puzzle\n${puzzle}\`\`\`\n\nThe end.\n`;
  writeFileSync(`${OUT}markdown-layout.html`, page({
    title: "A long game", body: md.render(doc), script: "../../dist/arimaa-viewer.js", style: "markdown-site.css",
  }));
  copyFileSync(`${ROOT}examples/markdown/style.css`, `${OUT}markdown-site.css`);
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

const url = () => new URL("test-pages/generated/layout.html", env.url).href;

for (const width of WIDTHS) {
  test(`at ${width} px: the same boxes without scripts, before the wasm and live, and no layout shift`, async () => {
    const plain = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const off = await plain.newPage();
    await off.goto(url(), { waitUntil: "load" });
    const noScripts = await measure(off);
    await screenshot(off, `layout-${width}-static`);
    await plain.close();

    const context = await env.browser.newContext({ viewport: { width, height: 900 } });
    await watchShifts(context);
    const visit = await takeOver(context, url());
    const errors = watch(visit.page);
    assert.deepEqual(differences(noScripts, visit.before), [], "the static views, with and without the element defined");
    assert.deepEqual(differences(visit.before, visit.after), [], "the static views and the live viewers");
    assert.deepEqual(visit.shifts, [], "Chromium saw no layout shift");
    assert.ok(visit.after.viewers.every((v) => v.live));
    console.log(`layout at ${width} px: page ${visit.after.height} px; viewers ${visit.after.viewers.map((v) => `${v.box.width}×${v.box.height}`).join(", ")}`);
    await screenshot(visit.page, `layout-${width}-live`);

    const page = visit.page;
    // Each viewer fits its column, and so does every control in it.
    const fits = await page.evaluate(() => [...document.querySelectorAll("arimaa-viewer")].map((v) => {
      const host = v.getBoundingClientRect();
      const column = v.parentElement.getBoundingClientRect();
      const buttons = [...v.shadowRoot.querySelectorAll(".controls button")].filter((b) => b.getClientRects().length);
      const widths = buttons.map((b) => b.getBoundingClientRect().width);
      const outside = buttons.filter((b) => {
        const r = b.getBoundingClientRect();
        return r.left < host.left - 0.5 || r.right > host.right + 0.5;
      }).map((b) => b.getAttribute("aria-label"));
      const board = v.shadowRoot.querySelector("canvas").getBoundingClientRect().width;
      return { id: v.id, width: host.width, board, column: column.width, outside, spread: Math.max(...widths) - Math.min(...widths), names: buttons.map((b) => b.getAttribute("aria-label")) };
    }));
    for (const f of fits) {
      assert.ok(f.width <= f.column + 0.5, `${f.id} fits its column: ${f.width} ≤ ${f.column}`);
      assert.deepEqual(f.outside, [], `${f.id}: every control inside the viewer`);
      // As many controls as the board column holds (22 px each), the steps and moves
      // first, then Share; all of one width.
      const room = Math.min(9, Math.floor((f.board + 4) / 22));
      assert.equal(f.names.length, room, `${f.id}: ${f.names.length} controls under a ${f.board} px board`);
      for (const name of ["Next step", "Previous step", "Next move", "Previous move", "Share"].slice(0, room)) {
        assert.ok(f.names.includes(name), `${f.id}: ${name} is kept under a ${f.board} px board`);
      }
      assert.ok(f.spread <= 1, `${f.id}: controls of one width (spread ${f.spread} px)`);
    }
    if (width === 1200) {
      // The 94-move game with its list beside the board: as tall as the board says.
      const column = visit.after.viewers[0];
      const side = await page.evaluate(() => {
        const v = document.getElementById("column").shadowRoot;
        return { list: v.querySelector(".side-box").getBoundingClientRect().left, board: v.querySelector("canvas").getBoundingClientRect().right };
      });
      assert.ok(side.list > side.board, "the list is beside the board");
      assert.ok(column.box.height <= 1.5 * column.board.width, `${column.box.height} px tall for a ${column.board.width} px board`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const width of WIDTHS) {
  test(`a Markdown page at ${width} px: its boards keep their boxes, and no layout shift`, async () => {
    const context = await env.browser.newContext({ viewport: { width, height: 900 } });
    await watchShifts(context);
    const visit = await takeOver(context, new URL("test-pages/generated/markdown-layout.html", env.url).href);
    const errors = watch(visit.page);
    assert.equal(visit.after.viewers.length, 2);
    assert.deepEqual(differences(visit.before, visit.after), []);
    assert.deepEqual(visit.shifts, []);
    console.log(`markdown at ${width} px: page ${visit.after.height} px; viewers ${visit.after.viewers.map((v) => `${v.box.width}×${v.box.height}`).join(", ")}`);
    if (width !== 600) await screenshot(visit.page, `layout-markdown-${width}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("printed, the static view and the live viewer show every move", async () => {
  const plain = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 800, height: 900 } });
  const off = await plain.newPage();
  await off.goto(url(), { waitUntil: "load" });
  await off.emulateMedia({ media: "print" });
  const cut = await off.evaluate(() => [...document.querySelectorAll(".arimaa-scroll")].filter((s) => s.scrollHeight > s.clientHeight + 1).length);
  assert.equal(cut, 0, "no static list scrolls on paper");
  assert.ok(await off.locator("#column .arimaa-moves li").last().isVisible());
  await plain.close();

  const context = await env.browser.newContext({ viewport: { width: 800, height: 900 } });
  await watchShifts(context);
  const { page } = await takeOver(context, url());
  await page.emulateMedia({ media: "print" });
  const live = await page.evaluate(() => {
    const side = document.getElementById("column").shadowRoot.querySelector(".side");
    const list = side.querySelector(".movelist");
    return { side: side.scrollHeight - side.clientHeight, list: list.scrollHeight - list.clientHeight, rows: list.querySelectorAll("li").length };
  });
  assert.ok(live.side <= 1 && live.list <= 1, `the live list is whole on paper: ${JSON.stringify(live)}`);
  assert.ok(live.rows >= 187);
  await screenshot(page, "layout-print-live");
  await context.close();
});
