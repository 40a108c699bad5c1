// Moves made on the board that are not Arimaa steps: Morabaraba drops, a mill and the
// cow it shoots (by touch taps), and an Arimaa game begun from nothing, its two setups
// arranged in the home rows (by mouse drags).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, watch, screenshot } from "./harness.mjs";
import { ready, prependViewer } from "./viewer-helpers.mjs";
import { squareCentres, drag } from "./edit-helpers.mjs";

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
  await page.goto(new URL("index.html", env.url).href, { waitUntil: "load" });
  return { context, page, errors };
}

/** A viewer `#id` with `attrs`, reading `record`, with its move bar ready and in view. */
async function viewer(page, id, attrs, record) {
  await prependViewer(page, id, { controls: "", "move-list": "", animation: "off", ...attrs }, record);
  await ready(page, `#${id}`);
  await page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelector(".moves"), `#${id}`);
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
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
    // a7 closes a1-a4-a7: the move waits for the cow it shoots.
    await tap("a7");
    await status(page, "#cows").filter({ hasText: "a mill is formed: tap the Black cow to shoot" }).waitFor();
    assert.equal(await path(page, "#cows"), "2s", "no move yet");
    await screenshot(page, `edit-cows-mill-${width}`, page.locator("#cows"));
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
