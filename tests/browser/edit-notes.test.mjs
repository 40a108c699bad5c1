// Annotating in <arimaa-viewer editable>: comments typed into the notes panel,
// glyph toggles, game details, and markings drawn on the board with the right
// mouse button, each shown on screen, in the move list and in `viewer.record`,
// and read back by another viewer. Read-only and analysis-only viewers show no
// panel and keep the browser's context menu.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { setup, RESULTS } from "./harness.mjs";
import { ready, prependViewer } from "./viewer-helpers.mjs";
import { squareCentres, drag, typeInto } from "./edit-helpers.mjs";
import { axeViolations } from "./axe.mjs";

const V = "#notes";

const RECORD = `FAN31415926
Gold: Ann

1g Da1 Eb1 Cc1 Rd1 Re1 Rf1 Cg1 Hh1 Ra2 Mb2 Rc2 Dd2 Re2 Rf2 Rg2 Hh2
1s eb7 mg7 ha7 hh7 dd7 de7 cb8 cg8 rc7 rf7 ra8 rc8 rd8 re8 rf8 rh8
2g Mb2n Eb1n Mb3e Eb2n
2s eb7s eb6s eb5s hh7s
3g Hh2n Hh1n Da1e Db1n
`;

const ALL = { controls: "", "move-list": "", comments: "", coordinates: "", loading: "eager" };

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

/** Opens the demo page with the record in viewer `#notes` (attributes `attrs`), at `path`. */
async function open(attrs, { width = 1200, path = "2g" } = {}) {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width, height: 900 } });
  await prependViewer(page, "notes", attrs, RECORD);
  await ready(page, V);
  await page.evaluate(() => {
    window.__changes = [];
    document.addEventListener("change", (e) => {
      if (e.target?.localName === "arimaa-viewer") window.__changes.push(e.detail);
    });
  });
  await goTo(page, path);
  return { page, errors, v: page.locator(V) };
}

async function goTo(page, path, sel = V) {
  await page.evaluate(([s, p]) => document.querySelector(s).goTo(p), [sel, path]);
  await page.waitForFunction(([s, p]) => document.querySelector(s).path === p, [sel, path]);
}

const record = (page, sel = V) => page.evaluate((s) => document.querySelector(s).record, sel);
const state = (page, sel = V) => page.evaluate((s) => document.querySelector(s).game.state(), sel);
const changes = (page) => page.evaluate(() => window.__changes.splice(0).map((c) => `${c.kind} ${c.path}`));

/** Waits until the record (FAN) matches `pattern`. */
async function recordMatches(page, pattern, sel = V) {
  await page.waitForFunction(([s, src]) => new RegExp(src).test(document.querySelector(s).record), [sel, pattern.source]);
}

/** A right-button drag from square `a` to square `b` (a right click when they are one). */
async function rightDrag(page, a, b = a, modifiers = []) {
  await page.locator(V).locator("canvas").scrollIntoViewIfNeeded();
  await drag(page, await squareCentres(page, V), a, b, { button: "right", modifiers });
}

/** A second, read-only viewer `#copy` reading the first's FAN, at `path`. */
async function copy(page, path) {
  const fan = await record(page);
  await prependViewer(page, "copy", ALL, fan);
  await ready(page, "#copy");
  await goTo(page, path, "#copy");
  return page.locator("#copy");
}

test("comments on a move, a position and a step; a glyph; the game's details", async () => {
  const { page, errors, v } = await open({ ...ALL, editable: "" });
  const panel = v.locator(".notes");
  await panel.waitFor();

  await typeInto(page, v.getByLabel("Comment on the move 2g"), "The camel heads for c3.");
  await recordMatches(page, /Eb2n "The camel heads for c3\."/);
  await v.locator(".caption .comment", { hasText: "The camel heads for c3." }).waitFor();
  await v.locator(".movelist .note", { hasText: "The camel heads for c3." }).waitFor();

  await typeInto(page, v.getByLabel("Comment on the position"), "Silver must answer.");
  await recordMatches(page, /2s "Silver must answer\."/);
  await v.locator(".caption .position", { hasText: "Silver must answer." }).waitFor();

  await goTo(page, "2g:2");
  await typeInto(page, v.getByLabel("Comment on the step 2g:2"), "The elephant follows.");
  await recordMatches(page, /Eb1n "The elephant follows\."/);
  await v.locator(".caption .step", { hasText: "The elephant follows." }).waitFor();
  // Leaving a field unchanged saves nothing.
  await v.getByLabel("Comment on the step 2g:2").click();
  await page.keyboard.press("Tab");

  await goTo(page, "2g");
  const glyph = v.getByRole("button", { name: "!?, interesting move" });
  await glyph.click();
  await page.waitForFunction((s) => document.querySelector(s).game.state().glyphs.map((g) => g.text).join() === "!?", V);
  // The buttons are drawn by the next frame after the record changed: wait for it.
  const pressed = (button, value) => button.and(page.locator(`[aria-pressed="${value}"]`)).waitFor();
  await pressed(glyph, "true");
  await recordMatches(page, /2g @!\? Mb2n/);
  await v.locator(".movelist .entry[data-path='2g'] .glyph", { hasText: "!?" }).waitFor();
  // `?` replaces `!?` (one judgement of a move), and toggles off again.
  const mistake = v.getByRole("button", { name: "?, mistake" });
  await mistake.click();
  await recordMatches(page, /2g @\? Mb2n/);
  await pressed(glyph, "false");
  await pressed(mistake, "true");

  await v.getByText("Game details").click();
  await typeInto(page, v.getByLabel("Silver", { exact: true }), "Bob");
  await typeInto(page, v.getByLabel("Event", { exact: true }), "Club match");
  await recordMatches(page, /Silver: Bob\n/);
  await recordMatches(page, /Event: Club match\n/);
  await v.locator(".players", { hasText: "Bob" }).waitFor();
  await v.locator(".players .event", { hasText: "Club match" }).waitFor();

  assert.deepEqual(await changes(page), [
    "comment 2g", "comment 2g", "comment 2g:2", "glyph 2g", "glyph 2g", "header 2g", "header 2g",
  ]);

  // Read back by another viewer: each note where it was written.
  const c = await copy(page, "2g");
  await c.locator(".caption .comment", { hasText: "The camel heads for c3." }).waitFor();
  await c.locator(".caption .position", { hasText: "Silver must answer." }).waitFor();
  await c.locator(".movelist .entry[data-path='2g'] .glyph", { hasText: "?" }).waitFor();
  await c.locator(".players", { hasText: "Bob" }).waitFor();
  await goTo(page, "2g:2", "#copy");
  await c.locator(".caption .step", { hasText: "The elephant follows." }).waitFor();
  assert.equal(await c.locator(".notes").count(), 0, "a read-only viewer has no notes panel");
  assert.deepEqual(errors, []);
});

test("arrows, highlights and labels drawn with the right button, and typed as FAN", async () => {
  const { page, errors, v } = await open({ ...ALL, editable: "" });
  await v.locator(".notes").waitFor();
  const before = await screenshotOfBoard(page);

  await rightDrag(page, "d7", "d5");
  await recordMatches(page, /Eb2n @ad7d5=G/);
  await rightDrag(page, "e4", "e4", ["Shift"]);
  await recordMatches(page, /Eb2n @ad7d5=G @he4=R/);
  await rightDrag(page, "f3", "f4", ["Alt"]);
  await recordMatches(page, /@af3f4=B/);
  let s = await state(page);
  assert.match(s.positionText, /arrow from d7 to d5 \(green\)/);
  assert.match(s.positionText, /e4 highlighted \(red\)/);
  assert.match(s.positionText, /arrow from f3 to f4 \(blue\)/);
  // On the canvas: its label says them, and its pixels changed.
  assert.match(await v.locator("canvas").getAttribute("aria-label"), /e4 highlighted \(red\)/);
  assert.notEqual(await screenshotOfBoard(page), before);

  // The same again takes it away; the same arrow in another colour recolours it.
  await rightDrag(page, "e4", "e4", ["Shift"]);
  await page.waitForFunction((s) => !/@he4/.test(document.querySelector(s).record), V);
  await rightDrag(page, "f3", "f4", ["Shift", "Alt"]);
  await recordMatches(page, /@af3f4=Y/);

  // A label: typed in the Label field, then right-click squares.
  await typeInto(page, v.getByLabel("Label", { exact: true }), "a");
  await rightDrag(page, "c3");
  await recordMatches(page, /@xc3=a/);
  // The Markings field shows the position's markings as FAN and takes them typed.
  const fan = v.getByLabel("Markings", { exact: true });
  // (filled at the next frame, once the label is drawn)
  await page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelector(".marks .fan-field input").value === "@ad7d5=G @af3f4=Y @xc3=a", V);
  await typeInto(page, fan, "@ad7d5=G @hb4=R @hb5=G");
  await recordMatches(page, /Eb2n @ad7d5=G @hb4=R @hb5=G\n/);
  // A typo is refused, in words, and changes nothing.
  await typeInto(page, fan, "@hb9=G");
  await v.getByRole("alert").filter({ hasText: "is not a marking" }).waitFor();
  await recordMatches(page, /Eb2n @ad7d5=G @hb4=R @hb5=G\n/);

  assert.deepEqual(await changes(page), [
    "marking 2g", "marking 2g", "marking 2g", "marking 2g", "marking 2g", "marking 2g", "marking 2g",
  ]);
  await copy(page, "2g");
  s = await state(page, "#copy");
  assert.match(s.positionText, /arrow from d7 to d5 \(green\); b4 highlighted \(red\); b5 highlighted \(green\)/);
  assert.deepEqual(errors, []);
});

/** The board's pixels, as a data URL (to tell whether anything was drawn). */
function screenshotOfBoard(page, sel = V) {
  return page.evaluate((s) => document.querySelector(s).shadowRoot.querySelector("canvas").toDataURL(), sel);
}

/** Whether a right click on the board's e4 had its context menu suppressed. */
async function menuSuppressed(page, sel) {
  await page.evaluate(() => {
    window.__menu = null;
    window.addEventListener("contextmenu", (e) => (window.__menu = e.defaultPrevented), { once: true });
  });
  await page.locator(sel).locator("canvas").scrollIntoViewIfNeeded();
  const at = (await squareCentres(page, sel)).e4;
  await page.mouse.click(at.x, at.y, { button: "right" });
  await page.waitForFunction(() => window.__menu !== null);
  return page.evaluate(() => window.__menu);
}

test("read-only and analysis-only viewers show no panel and keep the browser's context menu", async () => {
  for (const attrs of [ALL, { ...ALL, analysis: "" }]) {
    const { page, errors, v } = await open(attrs);
    if (attrs.analysis !== undefined) {
      // The editing module is loaded (analysis) but annotates nothing.
      await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.endsWith("/src/editing/index.js")));
    }
    assert.equal(await v.locator(".notes:visible").count(), 0);
    assert.equal(await menuSuppressed(page, V), false);
    const fan = await record(page);
    await rightDrag(page, "d7", "d5");
    assert.equal(await record(page), fan, "no marking drawn");
    assert.deepEqual(errors, []);
  }
  // An editable viewer keeps the menu for its board.
  const { page } = await open({ ...ALL, editable: "" });
  await page.locator(V).locator(".notes").waitFor();
  assert.equal(await menuSuppressed(page, V), true);
});

test("the panel is there even when the attributes hide the side panel", async () => {
  const { page, errors, v } = await open({ controls: "", loading: "eager", editable: "" }, { width: 320 });
  await v.locator(".notes").waitFor();
  await typeInto(page, v.getByLabel("Comment on the move 2g"), "Seen below the board.");
  await recordMatches(page, /Eb2n "Seen below the board\."/);
  assert.equal(await v.locator(".movelist").isVisible(), false, "the move list stays hidden");
  assert.deepEqual(errors, []);
});

/** A picture of the viewer alone, in test-results/. */
async function shot(page, name) {
  mkdirSync(RESULTS, { recursive: true });
  await page.locator(V).screenshot({ path: `${RESULTS}${name}.png` });
}

test("axe finds nothing in the panel, light and dark; screenshots at 320 and 1200 px", async () => {
  for (const width of [1200, 320]) {
    const { page, errors, v } = await open({ ...ALL, editable: "" }, { width });
    await v.locator(".notes").waitFor();
    await typeInto(page, v.getByLabel("Comment on the move 2g"), "A comment to show.");
    await v.getByRole("button", { name: "!?, interesting move" }).click();
    await rightDrag(page, "d7", "d5");
    await rightDrag(page, "e4", "e4", ["Shift"]);
    await v.getByText("Game details").click();
    await recordMatches(page, /@he4=R/);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.deepEqual(await axeViolations(page, "#notes"), [], `light at ${width}`);
    await shot(page, `edit-notes-${width}-light`);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.deepEqual(await axeViolations(page, "#notes"), [], `dark at ${width}`);
    await shot(page, `edit-notes-${width}-dark`);
    assert.deepEqual(errors, []);
  }
});
