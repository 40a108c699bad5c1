// Moves made on the board that are not Arimaa steps: Morabaraba drops, a mill and the
// cow it shoots (by touch taps); steps, a shot refused, a flight (by clicks and drags)
// and a move typed; an Arimaa game begun from nothing, its two setups arranged in the
// home rows (by mouse drags, and by touch taps on a phone-sized page).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { setup, watch, screenshot } from "./harness.mjs";
import { ready, prependViewer } from "./viewer-helpers.mjs";
import { squareCentres, drag } from "./edit-helpers.mjs";
import { axeViolations } from "./axe.mjs";

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

async function open(width, { hasTouch = false } = {}) {
  const context = await env.browser.newContext({ viewport: { width, height: 900 }, hasTouch });
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(new URL("demo/index.html", env.url).href, { waitUntil: "load" });
  return { context, page, errors };
}

/** A viewer `#id` with `attrs`, reading `record`, with its move bar ready and in view. */
async function viewer(page, id, attrs, record) {
  await prependViewer(page, id, { controls: "", "move-list": "", animation: "off", ...attrs }, record);
  await ready(page, `#${id}`);
  await page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelector(".moves"), `#${id}`);
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
}

const DEMO = readFileSync(new URL("../../www/demo/games/demo-morabaraba.fan", import.meta.url), "utf8");
/** axe's WCAG A/AA violations on `page` in light and dark, as lines. */
async function axe(page) {
  const lines = [];
  for (const scheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme: scheme });
    lines.push(...(await axeViolations(page)).map((l) => `${scheme} ${l}`));
  }
  await page.emulateMedia({ colorScheme: "light" });
  return lines;
}

const status = (page, sel) => page.locator(sel).locator(".move-status");
const path = (page, sel) => page.evaluate((s) => document.querySelector(s).path, sel);

for (const width of [320, 1200]) {
  test(`Morabaraba by touch at ${width} px: drops, a mill waiting for its shot, a refused shot, the shot`, async () => {
    const { context, page, errors } = await open(width, { hasTouch: true });
    await viewer(page, "cows", { analysis: "" }, "FAN31415926\nVariant: morabaraba\n");
    let at = await squareCentres(page, "#cows");
    const tap = (p) => page.touchscreen.tap(at[p].x, at[p].y);
    for (const [p, reached] of [["a1", "1g"], ["g1", "1s"], ["a4", "2g"], ["g4", "2s"]]) {
      await tap(p);
      await page.waitForFunction(([s, r]) => document.querySelector(s).path === r, ["#cows", reached]);
    }
    // A tap on an enemy cow while cows are in hand says what to do.
    await tap("g4");
    await status(page, "#cows").filter({ hasText: "g4 is taken, and White still has cows in hand: drop a cow on an empty point" }).waitFor();
    assert.equal(await path(page, "#cows"), "2s");
    // a7 closes a1-a4-a7: the move waits for the cow it shoots.
    await tap("a7");
    await status(page, "#cows").filter({ hasText: "a mill is formed: tap a black cow to shoot" }).waitFor();
    assert.equal(await path(page, "#cows"), "2s", "no move yet");
    await screenshot(page, `edit-morabaraba-mill-${width}`, page.locator("#cows"));
    at = await squareCentres(page, "#cows"); // the shot may have scrolled the page
    await tap("d7");
    await status(page, "#cows").filter({ hasText: "no enemy cow on d7 to shoot" }).waitFor();
    await tap("g4");
    await page.waitForFunction((s) => document.querySelector(s).path === "3g", "#cows");
    const fan = await page.evaluate((s) => document.querySelector(s).record, "#cows");
    assert.match(fan, /3g a7xg4/);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("an Arimaa game from an empty editable viewer: both setups arranged, a first move, read back equal", async () => {
  const { context, page, errors } = await open(1200);
  await viewer(page, "fresh", { editable: "", coordinates: "" }, "");
  const v = page.locator("#fresh");
  await v.getByRole("button", { name: "Standard setup", exact: true }).click();
  let at = await squareCentres(page, "#fresh");
  // The elephant and the camel change places; a piece picked up shows where it may go.
  await drag(page, at, "e2", "d2");
  await page.mouse.click(at.a2.x, at.a2.y);
  await v.locator('.moves[data-selected="a2"]').waitFor();
  await screenshot(page, "edit-setup-arranging-1200", page.locator("#fresh"));
  at = await squareCentres(page, "#fresh"); // the shot may have scrolled the page
  await page.mouse.click(at.a4.x, at.a4.y);
  await status(page, "#fresh").filter({ hasText: "a4 is outside Gold's home rows" }).waitFor();
  await page.mouse.click(at.a2.x, at.a2.y); // put back
  await v.getByRole("button", { name: "End move", exact: true }).click();
  await page.waitForFunction((s) => document.querySelector(s).path === "1g", "#fresh");
  await v.getByRole("button", { name: "Standard setup", exact: true }).click();
  await v.getByRole("button", { name: "End move", exact: true }).click();
  await page.waitForFunction((s) => document.querySelector(s).path === "1s", "#fresh");
  await drag(page, at, "d2", "d3");
  await v.getByRole("button", { name: "End move", exact: true }).click();
  await page.waitForFunction((s) => document.querySelector(s).path === "2g", "#fresh");
  const fan = await page.evaluate((s) => document.querySelector(s).record, "#fresh");
  assert.match(fan, /1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2/);
  assert.match(fan, /2g Ed2n/);
  await prependViewer(page, "copy", { "move-list": "" }, fan);
  await ready(page, "#copy");
  const rows = (s) => page.evaluate((sel) => document.querySelector(sel).game.moveList().map((r) => `${r.path} ${r.text}`), s);
  assert.deepEqual(await rows("#copy"), await rows("#fresh"));
  assert.deepEqual(await page.evaluate(() => document.querySelector("#copy").game.errors()), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Morabaraba by mouse after the drops: a step, a leap refused, a cow in a mill not shot, a flight, a move typed", async () => {
  const { context, page, errors } = await open(1200);
  // The demo game: all cows placed at 12s; at 14s White's c4-c3 re-forms a mill while
  // Black's a7-d7-g7 stands; at 25g Black is down to three cows.
  await viewer(page, "demo-cows", { analysis: "", path: "12s" }, DEMO);
  const V = "#demo-cows";
  const v = page.locator(V);
  let at = await squareCentres(page, V);
  const click = (p) => page.mouse.click(at[p].x, at[p].y);
  const goTo = async (p) => {
    await page.evaluate(([s, p]) => (document.querySelector(s).path = p), [V, p]);
    await page.waitForFunction(([s, p]) => document.querySelector(s).path === p, [V, p]);
  };
  // Click then click: b6 picked (its targets drawn), d1 is not on a line from it, d6 is.
  await page.waitForFunction((s) => document.querySelector(s).path === "12s", V);
  await click("b6");
  await v.locator('.moves[data-selected="b6"]').waitFor();
  await click("d1");
  await status(page, V).filter({ hasText: "b6 and d1 are not joined by a line (flying needs exactly three cows)" }).waitFor();
  await v.locator('.moves[data-selected="b6"]').waitFor();
  await click("d6");
  await page.waitForFunction((s) => document.querySelector(s).path === "13g", V);

  // A drag makes the mill; the shot is owed; a cow in a mill may not be shot while others may.
  await goTo("14s");
  await drag(page, at, "c4", "c3");
  await status(page, V).filter({ hasText: "a mill is formed: tap a black cow to shoot" }).waitFor();
  await screenshot(page, "edit-morabaraba-shot-owed-1200", v);
  assert.deepEqual(await axe(page), [], "axe with a shot owed and the Move field shown");
  at = await squareCentres(page, V);
  await click("a7");
  await status(page, V).filter({ hasText: "a7 stands in a mill and other enemy cows do not" }).waitFor();
  assert.equal(await path(page, V), "14s", "no move yet");
  await click("a1");
  await page.waitForFunction((s) => document.querySelector(s).path === "15g", V);

  // Three cows fly: g7 to b2, no line between them, a new variation.
  await goTo("25g");
  await drag(page, at, "g7", "b2");
  await page.waitForFunction((s) => document.querySelector(s).path === "25s.1.25s", V);
  assert.match(await page.evaluate((s) => document.querySelector(s).record, V), /\[ 25s g7-b2 \]/);

  // The keyboard alone: the Move field, its completions, Enter.
  await goTo("14s");
  const field = v.getByRole("combobox", { name: "Move" });
  await field.focus();
  await page.keyboard.type("c4-c3xb");
  await v.locator('datalist option[value="c4-c3xb6"]').waitFor({ state: "attached" });
  const offered = await v.locator("datalist option").evaluateAll((os) => os.map((o) => o.value));
  assert.deepEqual(offered, ["c4-c3xb2", "c4-c3xb6"]);
  await page.keyboard.type("2");
  await page.keyboard.press("Enter");
  await page.waitForFunction((s) => /c4-c3xb2/.test(document.querySelector(s).record), V);
  assert.equal(await path(page, V), "15g.1.15g", "a variation of 15g");
  const fan = await page.evaluate((s) => document.querySelector(s).record, V);
  await prependViewer(page, "copy", { "move-list": "" }, fan);
  await ready(page, "#copy");
  assert.deepEqual(await page.evaluate(() => document.querySelector("#copy").game.errors()), []);
  assert.equal(await page.evaluate(() => document.querySelector("#copy").record), fan);
  assert.deepEqual(errors, []);
  await context.close();
});

test("both setups arranged by touch taps at 320 px, from an empty editable viewer", async () => {
  const { context, page, errors } = await open(320, { hasTouch: true });
  await viewer(page, "phone", { editable: "" }, "");
  const V = "#phone";
  const v = page.locator(V);
  await v.getByRole("button", { name: "Standard setup", exact: true }).tap();
  await status(page, V).filter({ hasText: "Gold's setup" }).waitFor();
  let at = await squareCentres(page, V);
  const tap = (p) => page.touchscreen.tap(at[p].x, at[p].y);
  // The horse on a2 picked up, then put on a1: it and the rabbit there change places.
  await tap("a2");
  await v.locator('.moves[data-selected="a2"]').waitFor();
  await screenshot(page, "edit-setup-arranging-320", v);
  assert.deepEqual(await axe(page), [], "axe while a setup is arranged");
  at = await squareCentres(page, V);
  await tap("a5");
  await status(page, V).filter({ hasText: "a5 is outside Gold's home rows: a setup stays on rows 1 and 2" }).waitFor();
  await tap("a1");
  await v.locator('.moves[data-selected=""]').waitFor();
  await v.getByRole("button", { name: "End move", exact: true }).tap();
  await page.waitForFunction((s) => document.querySelector(s).path === "1g", V);
  // Silver's: the elephant and the camel change places.
  await tap("d7");
  await v.locator('.moves[data-selected="d7"]').waitFor();
  await tap("e7");
  await v.locator('.moves[data-selected=""]').waitFor();
  await v.getByRole("button", { name: "End move", exact: true }).tap();
  await page.waitForFunction((s) => document.querySelector(s).path === "1s", V);
  const fan = await page.evaluate((s) => document.querySelector(s).record, V);
  assert.match(fan, /1g Ha1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ra2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2/);
  assert.match(fan, /1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 md7 ee7 cf7 dg7 hh7/);
  await prependViewer(page, "copy", {}, fan);
  await ready(page, "#copy");
  assert.deepEqual(await page.evaluate(() => document.querySelector("#copy").game.errors()), []);
  assert.equal(await page.evaluate(() => document.querySelector("#copy").record), fan);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a setup typed with the keyboard alone: the arrangement shown is offered, changed, played with Enter", async () => {
  const { context, page, errors } = await open(1200);
  await viewer(page, "keys", { editable: "" }, "");
  const V = "#keys";
  const v = page.locator(V);
  const field = v.getByRole("combobox", { name: "Setup" });
  await field.focus();
  const standard = "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2";
  await v.locator(`datalist option[value="${standard}"]`).waitFor({ state: "attached" });
  await page.keyboard.type("Ra1 Rb1");
  await page.keyboard.press("Enter");
  await status(page, V).filter({ hasText: "setup needs 8 × R, found 2" }).waitFor();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(standard.replace("Md2", "Ed2").replace("Ee2", "Me2"));
  await page.keyboard.press("Enter");
  await page.waitForFunction((s) => document.querySelector(s).path === "1g", V);
  assert.match(await page.evaluate((s) => document.querySelector(s).record, V), /1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2/);
  // Silver's: the field now offers Silver's standard setup.
  await v.locator('datalist option[value^="ra8 rb8"]').waitFor({ state: "attached" });
  assert.deepEqual(errors, []);
  await context.close();
});
