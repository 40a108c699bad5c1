// Arimaa in Markdown, as a reader meets it: a document with three records (one broken)
// rendered by markdown-it with the plugin validates as HTML; read without JavaScript it
// shows three pictures and the problem, not the record text; with JavaScript, three
// viewers at the nodes the info strings name, the broken one with its error on screen.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync, mkdirSync, copyFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { HtmlValidate } from "html-validate";
import { markdown, page } from "../../examples/markdown/build.mjs";
import { setup, watch, screenshot } from "./harness.mjs";
import { ready, solveFirstPuzzle } from "./viewer-helpers.mjs";
import { squareCentres, drag } from "./edit-helpers.mjs";
import { FIRST_PUZZLE, givenAway } from "./answer.mjs";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const OUT = `${ROOT}www/test-pages/generated/`;
let env;
let html;
let puzzleHtml;
before(async () => {
  const md = await markdown();
  const text = readFileSync(`${ROOT}tests/data/markdown/three-records.md`, "utf8");
  html = page({ title: "Three records", body: md.render(text), script: "../../src/element/element.js", layout: "../../dist/arimaa-viewer.css", style: "style.css" });
  mkdirSync(OUT, { recursive: true });
  writeFileSync(`${OUT}markdown.html`, html);
  puzzleHtml = page({ title: "A puzzle", body: md.render(`A puzzle.\n\n\`\`\`arimaa mode=puzzle\n${FIRST_PUZZLE}\`\`\`\n`), script: "../../src/element/element.js", layout: "../../dist/arimaa-viewer.css", style: "style.css" });
  writeFileSync(`${OUT}markdown-puzzle.html`, puzzleHtml);
  copyFileSync(`${ROOT}examples/markdown/style.css`, `${OUT}style.css`);
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

test("the rendered document validates as HTML (html-validate's recommended rules, the element declared)", async () => {
  const validator = new HtmlValidate({
    extends: ["html-validate:recommended"],
    // <arimaa-viewer> as the plugin writes it: flow content holding a template, the
    // picture and problems; its attributes are the element's (README "Attributes").
    elements: [
      "html5",
      {
        "arimaa-viewer": {
          flow: true,
          permittedContent: ["template", "div", "p"],
          attributes: {
            controls: { boolean: true }, "move-list": { boolean: true }, comments: { boolean: true },
            coordinates: { boolean: true }, path: {}, orientation: { enum: ["gold", "silver"] },
            theme: { enum: ["dark", "light"] }, link: {},
          },
        },
      },
    ],
  });
  const report = await validator.validateString(html);
  const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
  assert.deepEqual(messages, []);
  assert.ok(report.valid);
});

test("without JavaScript: three pictures and the problem, no record text", async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 900, height: 900 } });
  const p = await context.newPage();
  const errors = watch(p);
  await p.goto(new URL("test-pages/generated/markdown.html", env.url).href, { waitUntil: "load" });
  const pictures = p.locator(".arimaa-static svg[role=img]");
  assert.equal(await pictures.count(), 3);
  for (let i = 0; i < 3; i++) {
    const box = await pictures.nth(i).boundingBox();
    assert.ok(box && box.width >= 300 && box.height >= 300, `picture ${i} is shown: ${JSON.stringify(box)}`);
  }
  const text = await p.evaluate(() => document.body.innerText);
  assert.match(text, /line 3, column 14: .*Zz9/);
  // The old spelling read, and said under its picture with the new one.
  assert.match(text, /`no-coordinates` is the old spelling of `coordinates=off`: write that/);
  assert.equal(await p.locator(".arimaa-problem").count(), 1, "the new spellings say nothing");
  // The moves are shown as the static view's list; the record's raw text (its
  // header and comment quotes) is not.
  assert.doesNotMatch(text, /FAN31415926|"[A-Z]/, "the record text is not shown");
  assert.ok(await p.locator(".arimaa-moves li").count() > 3, "the moves are listed");
  await screenshot(p, "markdown-no-js");
  assert.deepEqual(errors, []);
  await context.close();
});

test("with JavaScript: three viewers at the nodes asked, the broken one saying why", async () => {
  const { page: p, errors } = await env.open("test-pages/generated/markdown.html", { viewport: { width: 1100, height: 900 } });
  const viewers = p.locator("arimaa-viewer");
  assert.equal(await viewers.count(), 3);
  for (let i = 0; i < 3; i++) {
    await p.evaluate((i) => (document.querySelectorAll("arimaa-viewer")[i].id = `v${i}`), i);
    await viewers.nth(i).scrollIntoViewIfNeeded();
    await ready(p, `#v${i}`);
  }
  const state = await p.evaluate(() =>
    [...document.querySelectorAll("arimaa-viewer")].map((v) => ({
      path: v.path,
      orientation: v.orientation,
      errors: v.game.errors().length,
      buttons: [...v.shadowRoot.querySelectorAll(".controls button")].some((b) => b.checkVisibility()),
      coordinates: v.hasAttribute("coordinates"),
    })));
  assert.deepEqual(state, [
    { path: "9g", orientation: "gold", errors: 0, buttons: true, coordinates: true },
    { path: "start", orientation: "silver", errors: 0, buttons: false, coordinates: true },
    { path: "2g", orientation: "gold", errors: 1, buttons: true, coordinates: false },
  ]);
  // The static view is not shown once the element has taken over (README "Static first").
  assert.equal(await p.locator(".arimaa-static svg[role=img]").first().isVisible(), false);
  // At the broken move (where the picture was taken) the viewer's alert says why.
  await p.locator("#v2").locator(".side .error", { hasText: /Zz9/ }).waitFor();
  await screenshot(p, "markdown-js");
  assert.deepEqual(errors, []);
});

test("a puzzle fence: the page (source, static view, DOM once the element runs) gives nothing away; the answer typed, or dragged, is solved", async () => {
  assert.deepEqual(givenAway(puzzleHtml), [], "the page's source");
  for (const how of ["typed", "dragged"]) {
    const { page: p, errors } = await env.open("test-pages/generated/markdown-puzzle.html", { viewport: { width: 1100, height: 900 } });
    const viewer = p.locator("arimaa-viewer");
    await viewer.locator(".puzzle-task").filter({ hasText: "Gold to play: reach goal this turn." }).waitFor();
    // The element read its record from the base64, and wrote nothing of it back into the page.
    assert.deepEqual(givenAway(await p.content()), [], "the page's DOM");
    // What it shows, and what a screen reader is given, before an answer (its move list
    // keeps the moves ahead as hidden items, out of both).
    assert.deepEqual(givenAway(await viewer.evaluate((v) => [...v.shadowRoot.children].map((c) => c.innerText ?? "").join("\n"))), [], "what the viewer shows");
    assert.deepEqual(givenAway(await viewer.ariaSnapshot()), [], "the accessibility tree");
    let said;
    if (how === "typed") said = await solveFirstPuzzle(p, viewer);
    else {
      await p.evaluate(() => (document.querySelector("arimaa-viewer").id = "puzzle"));
      const at = await squareCentres(p, "#puzzle");
      await drag(p, at, "d6", "d7");
      await drag(p, at, "c7", "c8");
      await p.waitForFunction(() => document.querySelector("#puzzle").game.moveDraft().steps.length === 2);
      await viewer.getByRole("button", { name: "End move", exact: true }).click();
      said = await viewer.locator(".puzzle-prompt").filter({ hasText: /Solved/ }).innerText();
    }
    assert.match(said, /^Right: the move reaches the goal\. It is the record's solution\. Solved\.$/, how);
    await screenshot(p, `markdown-puzzle-${how}`, viewer);
    assert.deepEqual(errors, []);
  }
});
