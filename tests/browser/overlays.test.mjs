// The overlays' toggle group (`overlays`): frozen pieces, captures, goal threats and trap
// control turned on and off with real clicks, keys and taps; the board drawn again (its
// pixels compared), the words under the group, the attribute's value, a move played.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { setup, screenshot } from "./harness.mjs";
import { shadowTextMatching } from "./viewer-helpers.mjs";
import { openViewer } from "./edit-helpers.mjs";
import { axeViolations } from "./axe.mjs";

const V = "#overlaid";
const PUZZLES = readFileSync(new URL("../../www/demo/games/puzzles.fan", import.meta.url), "utf8");

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

async function open(attrs, viewport = { width: 1200, height: 900 }, hasTouch = false) {
  const opened = await openViewer(env, { id: "overlaid", record: PUZZLES, attrs, viewport, hasTouch });
  await opened.page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelector(".overlays"), V);
  return opened;
}

const words = (page, pattern) => shadowTextMatching(page, V, ".overlay-words", pattern);
const button = (page, name) => page.locator(V).getByRole("button", { name, exact: true });
const pressed = (page) =>
  page.evaluate(
    (s) => [...document.querySelector(s).shadowRoot.querySelectorAll(".overlays button[aria-pressed='true']")].map((b) => b.dataset.overlay),
    V,
  );
/** The board's pixels once the frame asked for is drawn (two frames: the ui, then the board). */
const pixels = (page) =>
  page.evaluate(
    (s) => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(document.querySelector(s).shadowRoot.querySelector("canvas").toDataURL())))),
    V,
  );

test("frozen and goal threats on and off by clicks and keys: the board and its words follow; the attribute sets them", async () => {
  const { page, errors, context } = await open({ overlays: "frozen" });
  // Puzzle 1: the gold rabbit on c7 is frozen by the silver horse on b7.
  await words(page, /^Frozen: .*gold rabbit c7/);
  assert.deepEqual(await pressed(page), ["frozen"]);
  const frozen = await pixels(page);
  await button(page, "Goal threats").click();
  await words(page, /Goal/i);
  assert.deepEqual(await pressed(page), ["frozen", "goals"]);
  const both = await pixels(page);
  assert.ok(both !== frozen, "the goal threats are drawn");
  await screenshot(page, "overlays-frozen-goals-1200", page.locator(V));
  // The Share menu's pictures are drawn from the same scene: the SVG has the marks too.
  const svg = () => page.evaluate((s) => document.querySelector(s).toSVG({ size: 240 }), V);
  const svgBoth = await svg();
  assert.deepEqual(await axeViolations(page, V), []);
  // By the keyboard: Space on a focused toggle.
  await button(page, "Goal threats").focus();
  await page.keyboard.press("Space");
  await page.waitForFunction((s) => !/Goal/i.test(document.querySelector(s).shadowRoot.querySelector(".overlay-words").textContent), V);
  assert.ok((await pixels(page)) === frozen, "the board is as it was with the frozen pieces alone");
  await button(page, "Frozen").focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelector(".overlay-words").textContent === "", V);
  assert.deepEqual(await pressed(page), []);
  const none = await pixels(page);
  assert.ok(none !== frozen, "the frozen mark is gone");
  const svgNone = await svg();
  assert.match(svgNone, /^<svg /);
  assert.ok(svgBoth.length > svgNone.length, "the SVG with overlays on holds more marks");
  // A new value of the author's attribute sets them again.
  await page.evaluate((s) => document.querySelector(s).setAttribute("overlays", "goals, frozen"), V);
  await words(page, /^Frozen: .*Goal/is);
  assert.deepEqual(await pressed(page), ["frozen", "goals"]);
  assert.ok((await pixels(page)) === both, "drawn as when turned on by the toggles");
  // Taken off: the group goes, and so do the marks.
  await page.evaluate((s) => document.querySelector(s).removeAttribute("overlays"), V);
  await page.waitForFunction((s) => !document.querySelector(s).shadowRoot.querySelector(".overlays"), V);
  assert.ok((await pixels(page)) === none, "no marks without the attribute");
  assert.deepEqual(errors, []);
  await context.close();
});

test("all overlays at 320 px in the dark theme, by taps; the words follow a move", async () => {
  const { page, errors, context } = await open({ overlays: "all", game: "4", theme: "dark" }, { width: 320, height: 900 }, true);
  // Puzzle 4: gold can capture the silver horse on f6.
  await words(page, /hf6|horse f6/);
  assert.deepEqual(await pressed(page), ["frozen", "captures", "goals", "traps"]);
  await screenshot(page, "overlays-all-dark-320", page.locator(V));
  assert.deepEqual(await axeViolations(page, V), []);
  const all = await page.evaluate((s) => document.querySelector(s).shadowRoot.querySelector(".overlay-words").textContent, V);
  assert.match(all, /Gold can capture: silver horse f6 by .*Pieces beside the traps: .*f6 gold 0, silver 2\.$/);
  await button(page, "Traps").tap();
  await page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelector(".overlay-traps").getAttribute("aria-pressed") === "false", V);
  assert.deepEqual(await pressed(page), ["frozen", "captures", "goals"]);
  const fewer = await page.evaluate((s) => document.querySelector(s).shadowRoot.querySelector(".overlay-words").textContent, V);
  assert.match(fewer, /Gold can capture: silver horse f6/);
  assert.doesNotMatch(fewer, /traps/, "the trap counts are no longer said");
  // The record's move: the horse falls; the words are of the new position.
  const before = await page.evaluate((s) => document.querySelector(s).shadowRoot.querySelector(".overlay-words").textContent, V);
  await page.evaluate((s) => document.querySelector(s).nextMove(), V);
  await page.waitForFunction(([s, b]) => document.querySelector(s).shadowRoot.querySelector(".overlay-words").textContent !== b, [V, before]);
  assert.deepEqual(errors, []);
  await context.close();
});
