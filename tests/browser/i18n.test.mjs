// Words in the reader's language (issue 36): a German page shows German controls, a
// German section of an English page only there (and a Japanese one, with the words the
// wasm builds), every zh-… page reaches the Chinese pack, each language's controls fit at
// 320 px, a new `lang` relabels without reading the record again, a broken record says
// its problem in the page's language. The pseudo-locale en-XA over every state the
// suites reach: pseudo.test.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { useBrowser, watch, screenshot } from "./harness.mjs";
import { squareCentres, drag } from "./edit-helpers.mjs";
import { BROKEN } from "./broken-record.mjs";

const env = useBrowser();
const DEMO = readFileSync(new URL("../../www/demo/games/demo.fan", import.meta.url), "utf8");
const PUZZLES = readFileSync(new URL("../../www/demo/games/puzzles.fan", import.meta.url), "utf8");
const catalogue = (code) => JSON.parse(readFileSync(new URL(`../../i18n/${code}.json`, import.meta.url), "utf8"));
// Gold to move: the horse on d3 is frozen by the camel on d4.
const FROZEN = `g
 +-----------------+
8| r r r r . r r r |
7| . . . . . . . . |
6| . . . r E . . . |
5| . . . . . . . . |
4| . . . m . . . . |
3| . . . H . . . . |
2| . D . . . . . . |
1| R R R R R R R R |
 +-----------------+
   a b c d e f g h
`;

/**
 * The demo page with viewers: [id, attributes, record, the lang of a section around it or null].
 * @param {{ width: number, height: number }} viewport
 * @param {string | null} pageLang
 * @param {[string, Record<string, string>, string, string | null][]} viewers
 */
async function open(viewport, pageLang, viewers) {
  const context = await env.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(new URL("demo/index.html", env.url).href, { waitUntil: "load" });
  await page.evaluate(([pageLang, viewers]) => {
    if (pageLang) document.documentElement.lang = pageLang;
    else document.documentElement.removeAttribute("lang");
    window.__loads = {};
    for (const [id, attrs, record, section] of viewers.reverse()) {
      const v = document.createElement("arimaa-viewer");
      v.id = id;
      for (const [k, val] of Object.entries({ controls: "", "move-list": "", loading: "eager", animation: "false", ...attrs })) v.setAttribute(k, val);
      v.textContent = record;
      v.addEventListener("load", () => (window.__loads[id] = (window.__loads[id] ?? 0) + 1));
      let holder = v;
      if (section) {
        holder = document.createElement("section");
        holder.lang = section;
        holder.append(v);
      }
      document.querySelector("main").prepend(holder);
    }
  }, [pageLang, viewers]);
  for (const [id] of viewers) await page.waitForFunction((id) => window.__loads[id] >= 1, id);
  return { page, errors, context };
}

const name = (page, id, button) => page.evaluate(([id, b]) => document.getElementById(id).shadowRoot.querySelector(`button.${b}`).getAttribute("aria-label"), [id, button]);

test("a German page shows German controls; a German section of an English page is German only there", async () => {
  const { page, errors, context } = await open({ width: 1200, height: 900 }, "de", [["v", {}, DEMO, null]]);
  await page.waitForFunction(() => document.getElementById("v").shadowRoot.querySelector("button.next").getAttribute("aria-label") === "Nächster Schritt");
  const before = await page.evaluate(() => document.getElementById("v").path);
  await page.locator("#v").getByRole("button", { name: "Nächster Zug", exact: true }).click();
  assert.notEqual(await page.evaluate(() => document.getElementById("v").path), before, "the German button moves");
  assert.equal(await page.evaluate(() => document.getElementById("v").shadowRoot.querySelector(".viewer").lang), "de");
  assert.deepEqual(errors, []);
  await context.close();

  const mixed = await open({ width: 1200, height: 900 }, "en", [["de", {}, DEMO, "de"], ["en", {}, DEMO, null]]);
  await mixed.page.waitForFunction(() => document.getElementById("de").shadowRoot.querySelector("button.flip").getAttribute("aria-label") === "Brett drehen");
  assert.equal(await name(mixed.page, "en", "flip"), "Flip board");
  assert.equal(await name(mixed.page, "de", "first"), "Erste Stellung");
  assert.deepEqual(mixed.errors, []);
  await mixed.context.close();
});

test("changing lang (the element's, or the page's) relabels without reading the record again", async () => {
  const { page, errors, context } = await open({ width: 1200, height: 900 }, null, [["v", {}, DEMO, null]]);
  await page.locator("#v").getByRole("button", { name: "Next move", exact: true }).click();
  const shown = await page.evaluate(() => document.getElementById("v").path);
  await page.evaluate(() => document.getElementById("v").setAttribute("lang", "de-AT"));
  await page.waitForFunction(() => document.getElementById("v").shadowRoot.querySelector("button.prevMove").getAttribute("aria-label") === "Vorheriger Zug");
  assert.equal(await page.locator("#v").getByRole("tree").getAttribute("aria-label"), "Züge");
  assert.equal(await page.evaluate(() => document.getElementById("v").path), shown, "the node shown stays");
  await page.evaluate(() => document.getElementById("v").removeAttribute("lang"));
  await page.waitForFunction(() => document.getElementById("v").shadowRoot.querySelector("button.prevMove").getAttribute("aria-label") === "Previous move");
  await page.evaluate(() => (document.documentElement.lang = "de"));
  await page.waitForFunction(() => document.getElementById("v").shadowRoot.querySelector("button.flip").getAttribute("aria-label") === "Brett drehen");
  assert.equal(await page.evaluate(() => window.__loads.v), 1, "no second load event");
  // A page adds its own words, without a release.
  await page.evaluate(() => customElements.get("arimaa-viewer").addMessages("de", { "arimaa-viewer-flip": "Umdrehen" }));
  await page.waitForFunction(() => document.getElementById("v").shadowRoot.querySelector("button.flip").getAttribute("aria-label") === "Umdrehen");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a Japanese section of an English page is Japanese only there, and its buttons work", async () => {
  const { page, errors, context } = await open({ width: 1200, height: 900 }, "en", [["ja", {}, DEMO, "ja"], ["en", {}, DEMO, null]]);
  await page.waitForFunction(() => document.getElementById("ja").shadowRoot.querySelector("button.flip").getAttribute("aria-label") === "盤を反転");
  assert.equal(await name(page, "ja", "first"), "最初の局面");
  assert.equal(await page.locator("#ja").getByRole("tree").getAttribute("aria-label"), "指し手");
  assert.equal(await page.evaluate(() => document.getElementById("ja").shadowRoot.querySelector(".viewer").lang), "ja");
  // The English viewer beside it keeps English, and so does the page around both.
  assert.equal(await name(page, "en", "flip"), "Flip board");
  assert.equal(await page.locator("#en").getByRole("tree").getAttribute("aria-label"), "Moves");
  // The words the wasm builds too: the board's description says whose turn it is in
  // Japanese there (its catalogue's words), in English beside it.
  const ja = JSON.parse(readFileSync(new URL("../../i18n/ja.json", import.meta.url), "utf8"));
  const toMove = ja["arimaa-words-position-to-move"].replace("$1", "");
  const board = (id) => page.evaluate((id) => document.getElementById(id).shadowRoot.querySelector("canvas").getAttribute("aria-label"), id);
  await page.waitForFunction(([toMove]) => document.getElementById("ja").shadowRoot.querySelector("canvas").getAttribute("aria-label")?.includes(toMove), [toMove]);
  assert.match(await board("ja"), new RegExp(`(${ja["arimaa-words-side-gold"]}|${ja["arimaa-words-side-silver"]})${toMove}`));
  assert.match(await board("en"), /(Gold|Silver) to move\./);
  const before = await page.evaluate(() => document.getElementById("ja").path);
  await page.locator("#ja").getByRole("button", { name: "次の手", exact: true }).click();
  await page.waitForFunction((before) => document.getElementById("ja").path !== before, before);
  assert.equal(await page.evaluate(() => document.getElementById("en").path), before, "the English viewer did not move");
  await screenshot(page, "i18n-ja-section", page.locator("section[lang=ja]"));
  assert.deepEqual(errors, []);
  await context.close();
});

test("an editable viewer on a German page refuses a step and a reshape in German and names its glyphs in German; in French once the page is", async () => {
  const [de, fr] = [catalogue("de"), catalogue("fr")];
  const { page, errors, context } = await open({ width: 1200, height: 900 }, "de", [["board", { editable: "" }, FROZEN, null], ["tree", { editable: "" }, DEMO, null]]);
  const text = (id, sel) => page.evaluate(([id, sel]) => document.getElementById(id).shadowRoot.querySelector(sel)?.textContent, [id, sel]);
  const waitText = (id, sel, want) =>
    page.waitForFunction(([id, sel, want]) => document.getElementById(id).shadowRoot.querySelector(sel)?.textContent === want, [id, sel, want])
      .catch(async () => assert.fail(`${id} ${sel}: "${await text(id, sel)}", not "${want}"`));
  const frozen = (c) => c["arimaa-words-refused-frozen"].replace("$1", c["arimaa-words-piece-gold-horse"]);
  const glyph = (c) => page.locator("#tree").getByRole("button", { name: c["arimaa-editor-glyph"].replace("$1", "!?").replace("$2", c["arimaa-words-glyph-5"]), exact: true });

  // The frozen horse dragged: refused, in German.
  await page.waitForFunction(() => document.getElementById("board").shadowRoot.querySelector(".move-status"));
  await drag(page, await squareCentres(page, "#board"), "d3", "e3");
  await waitText("board", ".move-status", frozen(de));

  // At a move of the main line: its glyph buttons say their meanings in German, and work.
  await page.evaluate(() => document.getElementById("tree").goTo("2g"));
  await glyph(de).click();
  await page.waitForFunction(() => document.getElementById("tree").game.notes().glyphs.includes("!?"));
  assert.equal(await glyph(de).getAttribute("aria-pressed"), "true");
  // Its row's menu: Promote is offered disabled, saying why in German, and refuses so.
  await page.locator("#tree .row-actions").click();
  const promote = page.getByRole("menuitem", { name: de["arimaa-editor-promote"], exact: true });
  assert.equal(await promote.getAttribute("title"), de["arimaa-words-reshape-main-line"]);
  await promote.click({ force: true }); // aria-disabled: Playwright would wait
  await waitText("tree", ".tree-status", de["arimaa-words-reshape-main-line"]);
  await screenshot(page, "i18n-de-editing", page.locator("#tree"));

  // The page turns French: the glyphs are relabelled, and a refusal is said in French.
  await page.evaluate(() => (document.documentElement.lang = "fr"));
  await glyph(fr).waitFor();
  await page.locator("#board").scrollIntoViewIfNeeded(); // the menu scrolled the page to the other viewer
  await drag(page, await squareCentres(page, "#board"), "d3", "e3");
  await waitText("board", ".move-status", frozen(fr));
  assert.deepEqual(errors, []);
  await context.close();
});


test("a German page says a broken record's problem in German, its line, column and token kept", async () => {
  const de = catalogue("de");
  const { page, errors, context } = await open({ width: 1200, height: 900 }, "de", [["v", {}, BROKEN, null]]);
  const lines = BROKEN.split("\n");
  const line = lines.findIndex((l) => l.includes("Zz9q")) + 1;
  const column = lines[line - 1].indexOf("Zz9q") + 1;
  // A word where a step was expected, in the German catalogue's words.
  const reason = de["arimaa-words-at-token"].replace("$1", de["arimaa-words-expected"].replace("$1", de["arimaa-words-expected-step"])).replace("$2", "Zz9q");
  const text = (sel) => page.evaluate((sel) => document.getElementById("v").shadowRoot.querySelector(sel)?.textContent ?? "", sel);
  const waitFor = (sel, want) =>
    page.waitForFunction(([sel, want]) => document.getElementById("v").shadowRoot.querySelector(sel)?.textContent.includes(want), [sel, want])
      .catch(async () => assert.fail(`${sel}: "${await text(sel)}" does not say "${want}"`));

  // The problems line under the board: the count, the place and the reason, all in German.
  await waitFor(".problems", `Zeile ${line}, Spalte ${column}: ${reason}`);
  assert.match(await text(".problems"), /^1 Problem in der Aufzeichnung/);
  // Shown: the broken move's alert says it with its place, in the German words.
  await page.locator("#v .problems").getByRole("button", { name: de["arimaa-viewer-problem-show"], exact: true }).click();
  await waitFor(".side .error", de["arimaa-words-located"].replace("$1", String(line)).replace("$2", String(column)).replace("$3", reason));
  // The move list's broken row says why, in German, to a pointer and to a screen reader.
  const row = await page.evaluate(() => document.getElementById("v").shadowRoot.querySelector(".bad-token")?.title ?? "");
  assert.equal(row, de["arimaa-words-expected"].replace("$1", de["arimaa-words-expected-step"]));
  await screenshot(page, "i18n-de-broken", page.locator("#v"));

  // The page turns English: the same problem, said again in English.
  await page.evaluate(() => (document.documentElement.lang = "en"));
  await waitFor(".side .error", `line ${line}, column ${column}: expected a step like Ed4n or a capture like rc3x (at \`Zz9q\`)`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("pages in zh, zh-CN, zh-TW and zh-Hans reach the Simplified Chinese pack (arimaa-lang-zh.json)", async () => {
  const { page, errors, context } = await open({ width: 1200, height: 900 }, "en", [
    ["zh", {}, DEMO, "zh"],
    ["cn", {}, DEMO, "zh-CN"],
    ["tw", {}, DEMO, "zh-TW"],
    ["hans", {}, DEMO, "zh-Hans"],
  ]);
  for (const id of ["zh", "cn", "tw", "hans"]) {
    await page.waitForFunction((id) => document.getElementById(id).shadowRoot.querySelector("button.flip").getAttribute("aria-label") === "翻转棋盘", id);
    assert.equal(await page.evaluate((id) => document.getElementById(id).shadowRoot.querySelector(".viewer").lang, id), "zh", id);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// The words each language really has (not the pseudo-locale's): its longest must fit
// the buttons and labels at the narrowest width too, with the puzzle and analysis panels.
for (const lang of ["fr", "es", "pt", "cs", "pl", "ja", "zh-Hans"]) {
  test(`${lang} at 320 px: the controls are in ${lang}, none clipped or overlapping`, async () => {
    const words = JSON.parse(readFileSync(new URL(`../../i18n/${lang.toLowerCase()}.json`, import.meta.url), "utf8"));
    const { page, errors, context } = await open({ width: 320, height: 900 }, lang, [
      ["analysis", { analysis: "", overlays: "all" }, DEMO, null],
      ["puzzle", { mode: "puzzle" }, PUZZLES, null],
    ]);
    await page.waitForFunction((flip) => document.getElementById("analysis").shadowRoot.querySelector("button.flip").getAttribute("aria-label") === flip, words["arimaa-viewer-flip"]);
    await page.locator("#puzzle").getByRole("button", { name: words["arimaa-editor-hint"], exact: true }).waitFor();
    assert.deepEqual(await badBoxes(page, ["analysis", "puzzle"]), []);
    for (const id of ["analysis", "puzzle"]) await screenshot(page, `i18n-${lang}-320-${id}`, page.locator(`#${id}`));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/**
 * Controls clipped (their text wider than their box) or overlapping another, in the
 * viewers `ids`: none is the rule in every language.
 * @param {import("playwright-core").Page} page
 * @param {string[]} ids
 */
const badBoxes = (page, ids) =>
  page.evaluate((ids) => {
    const problems = [];
    for (const id of ids) {
      const root = document.getElementById(id).shadowRoot;
      const buttons = [...root.querySelectorAll("button, label, summary")].filter((b) => b.getClientRects().length && !b.closest(".edit-menu, .movelist"));
      for (const b of buttons) if (b.scrollWidth > b.clientWidth + 1 && getComputedStyle(b).overflow !== "visible") problems.push(`${id} ${b.className || b.textContent}: clipped`);
      for (let i = 0; i < buttons.length; i++) {
        for (let j = i + 1; j < buttons.length; j++) {
          if (buttons[i].contains(buttons[j]) || buttons[j].contains(buttons[i])) continue;
          const a = buttons[i].getBoundingClientRect(), c = buttons[j].getBoundingClientRect();
          const w = Math.min(a.right, c.right) - Math.max(a.left, c.left), h = Math.min(a.bottom, c.bottom) - Math.max(a.top, c.top);
          if (w > 1 && h > 1) problems.push(`${id}: ${buttons[i].className || buttons[i].textContent} overlaps ${buttons[j].className || buttons[j].textContent}`);
        }
      }
    }
    return problems;
  }, ids);
