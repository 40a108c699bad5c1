// The words built in Rust in the reader's language (issue 36): on a German page the
// board's accessible name (the position in words) and the live region (the move in
// words) are German, as the accessibility tree gives them to a screen reader (read over
// CDP); changing `lang` re-speaks them without reading the record again; a page's own
// messages reach them; a puzzle's task is German.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { useBrowser, watch } from "./harness.mjs";

const env = useBrowser();
const DEMO = readFileSync(new URL("../../www/demo/games/demo.fan", import.meta.url), "utf8");
const PUZZLES = readFileSync(new URL("../../www/demo/games/puzzles.fan", import.meta.url), "utf8");

/**
 * The demo page with one viewer of `record`, the page in `lang` (none when null).
 * @param {string | null} lang
 * @param {string} record
 * @param {Record<string, string>} [attrs]
 */
async function open(lang, record, attrs = {}) {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(new URL("demo/index.html", env.url).href, { waitUntil: "load" });
  await page.evaluate(([lang, record, attrs]) => {
    if (lang) document.documentElement.lang = lang;
    else document.documentElement.removeAttribute("lang");
    window.__loads = 0;
    const v = document.createElement("arimaa-viewer");
    v.id = "v";
    for (const [k, val] of Object.entries({ controls: "", "move-list": "", loading: "eager", animation: "false", ...attrs })) v.setAttribute(k, val);
    v.textContent = record;
    v.addEventListener("load", () => window.__loads++);
    document.querySelector("main").prepend(v);
  }, [lang, record, attrs]);
  await page.waitForFunction(() => window.__loads >= 1);
  return { page, errors, context, cdp: await context.newCDPSession(page) };
}

/**
 * What a screen reader is given of the viewer #v: every name in its part of the
 * accessibility tree (its shadow tree's included), and the board's.
 * @param {import("playwright-core").CDPSession} cdp
 */
async function spoken(cdp) {
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "#v" });
  const { node } = await cdp.send("DOM.describeNode", { nodeId });
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const inside = [];
  const stack = nodes.filter((n) => n.backendDOMNodeId === node.backendNodeId);
  while (stack.length) {
    const n = /** @type {typeof nodes[number]} */ (stack.pop());
    inside.push(n);
    for (const c of n.childIds ?? []) if (byId.has(c)) stack.push(byId.get(c));
  }
  const names = inside.filter((n) => !n.ignored && n.name?.value).map((n) => ({ role: n.role?.value, name: n.name.value }));
  // The board: a canvas named by the position in words (then the annotator's markings).
  const board = names.find((n) => n.role === "image" && n.name.startsWith("Gold: "))?.name ?? "";
  return { names: names.map((n) => n.name), board };
}

/** Waits until the accessibility tree's names satisfy `ok` (each answer awaited, for up to 10 s), and gives them. */
async function until(cdp, ok, what) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const s = await spoken(cdp);
    if (ok(s)) return s;
  }
  assert.fail(`the accessibility tree never showed ${what}: ${JSON.stringify((await spoken(cdp)).names.slice(0, 60))}`);
}

// A German step in words: "Gold-Kamel b2 nach Norden auf b3".
const GERMAN_STEP = /(Gold|Silber)-(Kaninchen|Katze|Hund|Pferd|Kamel|Elefant) [a-h][1-8] nach (Norden|Osten|Süden|Westen) auf [a-h][1-8]/;
const ENGLISH = /\b(gold|silver) (rabbit|cat|dog|horse|camel|elephant)\b|\b(north|south|east|west) to\b| to move\.|Start of the game/i;

test("a German page speaks the position and the move in German (the accessibility tree, over CDP)", async () => {
  const { page, errors, context, cdp } = await open("de", DEMO);
  await page.locator("#v").getByRole("button", { name: "Nächster Zug", exact: true }).click();
  const s = await until(cdp, (s) => s.names.some((n) => GERMAN_STEP.test(n)), "a German move");
  assert.match(s.board, /^Gold: Elefant [a-h][1-8], Kamel [a-h][1-8], Pferde [a-h][1-8] [a-h][1-8], .* Silber: .* ist am Zug\.( Markiert: .*)?$/);
  // The record's own comments are English, as written: not ours to translate.
  assert.deepEqual(s.names.filter((n) => ENGLISH.test(n) && !DEMO.includes(n.trim())), [], "no English description");
  assert.deepEqual(errors, []);
  await context.close();
});

test("changing lang re-speaks the position without reading the record again; a page's own words reach it", async () => {
  const { page, errors, context, cdp } = await open(null, DEMO);
  await page.locator("#v").getByRole("button", { name: "Next move", exact: true }).click();
  const english = await until(cdp, (s) => / to move\./.test(s.board), "an English board");
  const path = await page.evaluate(() => document.getElementById("v").path);
  await page.evaluate(() => document.getElementById("v").setAttribute("lang", "de-AT"));
  const german = await until(cdp, (s) => / ist am Zug\./.test(s.board), "the board in German");
  assert.notEqual(german.board, english.board);
  // The same position: the same squares, in the same order.
  assert.deepEqual(german.board.match(/[a-h][1-8]/g), english.board.match(/[a-h][1-8]/g));
  assert.equal(await page.evaluate(() => document.getElementById("v").path), path, "the node shown stays");
  assert.equal(await page.evaluate(() => window.__loads), 1, "the record is not read again");
  await page.evaluate(() => customElements.get("arimaa-viewer").addMessages("de", { "arimaa-words-side-silver": "Silbern" }));
  await until(cdp, (s) => s.board.includes(" Silbern: "), "the page's own word");
  await page.evaluate(() => document.getElementById("v").removeAttribute("lang"));
  await until(cdp, (s) => s.board === english.board, "English again");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a German page states a puzzle's task in German", async () => {
  const { page, errors, context } = await open("de", PUZZLES, { mode: "puzzle" });
  const task = page.locator("#v").locator(".puzzle-task");
  await page.waitForFunction(() => document.getElementById("v").shadowRoot.querySelector(".puzzle-task")?.textContent.includes(" am Zug: "));
  assert.match(await task.textContent(), /^(Gold|Silber) am Zug: .+\.$/);
  assert.doesNotMatch(await task.textContent(), /to play|reach goal/);
  assert.deepEqual(errors, []);
  await context.close();
});
