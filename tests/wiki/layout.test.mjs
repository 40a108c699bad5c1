// One layout on a wiki (README "One layout"): in Debian's MediaWiki, a page holding a
// 94-move game where wiki editors put boards (a plain paragraph, a wikitable cell, a
// template, {{#if:}}, a <ref>), read in Vector, Vector 2022 and MonoBook at 1200, 600
// and 375 px. Every board's box, the board in it and the text after it are the same
// before the viewer takes over (the element defined, its wasm held back) and after,
// and Chromium reports no layout shift. A page of twenty boards keeps its height.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, watch, screenshot } from "../browser/harness.mjs";
import { watchShifts, takeOver, differences, longGame } from "../browser/takeover.mjs";
import { settled, createWiki, CLI } from "./wiki.mjs";

let wiki;
let server;
let browser;
let fan;

const TEMPLATE = `<includeonly>{{#tag:arimaa|{{{record}}}|path={{{path|}}}}}</includeonly><noinclude>A board from its record: {{Arimaa game|record=…}}.</noinclude>`;
const page = (fan) => `A long game, where a wiki's editors put boards.

== In a paragraph ==
<arimaa>
${fan}</arimaa>
Text after the paragraph's board.

== In a table ==
{| class="wikitable"
! Game !! Notes
|-
|
<arimaa>
${fan}</arimaa>
| KingDel against bot_Bomb2005Fast: gold's elephant and camel take the west.
|}
Text after the table.

== From a template ==
{{Arimaa game|record=${fan}}}
Text after the template.

== In a condition ==
{{#if: yes | <arimaa>
${fan}</arimaa> }}
Text after the condition.

== With a note ==
A sentence with a note.<ref>The game itself: <arimaa>
${fan}</arimaa></ref>

== Notes ==
<references />
The end of the page.
`;

before(async () => {
  wiki = await createWiki("layout", { extensions: ["Cite", "ParserFunctions"] });
  const file = join(wiki.dir, "long-game.txt");
  writeFileSync(file, longGame());
  const converted = spawnSync(CLI, ["convert", "--to", "fan", file], { encoding: "utf8" });
  assert.equal(converted.status, 0, converted.stderr);
  fan = converted.stdout;
  wiki.edit("Template:Arimaa game", TEMPLATE);
  wiki.edit("Long game", page(fan));
  wiki.edit("Twenty boards", Array.from({ length: 20 }, (_, i) => `== Board ${i + 1} ==\n<arimaa>\n${fan}</arimaa>\nText after board ${i + 1}.\n`).join("\n"));
  server = await wiki.serve({ cli: true });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});
after(async () => {
  await browser?.close();
  await wiki?.close();
});

// MediaWiki's modules still on their way after `load`: MonoBook's scripts fold its
// side menus at 375 px (the page 346 px shorter), once in a few runs after load.

const url = (title, skin) => `${server.url}index.php?title=${encodeURIComponent(title.replaceAll(" ", "_"))}&useskin=${skin}`;

for (const skin of ["vector", "vector-2022", "monobook"]) {
  test(`${skin}: five boards keep their boxes at 1200, 600 and 375 px, with no layout shift`, async () => {
    for (const width of [1200, 600, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await watchShifts(context, { within: "#mw-content-text" });
      const visit = await takeOver(context, url("Long game", skin), { selector: ".mw-parser-output arimaa-viewer", settled });
      const errors = watch(visit.page);
      assert.equal(visit.after.viewers.length, 5);
      assert.deepEqual(differences(visit.before, visit.after), [], `${skin} at ${width} px`);
      assert.deepEqual(visit.shifts, [], `${skin} at ${width} px: no layout shift`);
      // Each viewer fits the content column; its controls fit the viewer.
      const outside = await visit.page.evaluate(() => [...document.querySelectorAll(".mw-parser-output arimaa-viewer")].flatMap((v, i) => {
        const host = v.getBoundingClientRect();
        const content = document.querySelector(".mw-parser-output").getBoundingClientRect();
        const out = host.right > content.right + 0.5 ? [`viewer ${i} ${host.right} > ${content.right}`] : [];
        for (const b of v.shadowRoot.querySelectorAll(".controls button")) {
          const r = b.getBoundingClientRect();
          if (r.width && (r.right > host.right + 0.5 || r.left < host.left - 0.5)) out.push(`viewer ${i}: ${b.getAttribute("aria-label")}`);
        }
        return out;
      }));
      assert.deepEqual(outside, [], `${skin} at ${width} px: boards and controls fit`);
      const [first] = visit.after.viewers;
      console.log(`wiki ${skin} ${width} px: page ${visit.after.height} px; first board ${first.box.width}×${first.box.height} (board ${first.board.width})`);
      if (width === 1200 || width === 375) await screenshot(visit.page, `wiki-layout-${skin}-${width}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
}

test("a page of twenty 94-move games keeps its height when the viewers take over", async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  await watchShifts(context, { within: "#mw-content-text" });
  const visit = await takeOver(context, url("Twenty boards", "vector"), { selector: ".mw-parser-output arimaa-viewer", settled });
  assert.equal(visit.after.viewers.length, 20);
  assert.deepEqual(differences(visit.before, visit.after), []);
  assert.deepEqual(visit.shifts, []);
  console.log(`wiki: a page of 20 boards (Vector, 1200 px) is ${visit.after.height} px tall; each viewer ${visit.after.viewers[0].box.height} px`);
  await context.close();
});
