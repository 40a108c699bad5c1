import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, screenshot } from "./harness.mjs";

const env = useBrowser();

test("the site's root opens the demo page: five viewers, the first with the annotated game, and no errors", async () => {
  const { page, errors } = await env.open("./");
  assert.equal(new URL(page.url()).pathname, "/demo/");
  assert.equal(await page.locator("arimaa-viewer").count(), 5);
  await page.waitForFunction(() => document.querySelector("#demo").game);
  const version = await page.evaluate(async () => (await import("../src/element/element.js")).version());
  assert.match(version, /^\d+\.\d+\.\d+/);
  await screenshot(page, "demo");
  assert.deepEqual(errors, []);
});

test("the page is served under the strict CSP", async () => {
  const { page } = await env.open();
  const response = await page.request.get(env.url);
  assert.match(response.headers()["content-security-policy"], /script-src 'self' 'wasm-unsafe-eval'/);
  const wasm = await page.request.get(new URL("pkg/arimaa_bg.wasm", env.url).href);
  assert.equal(wasm.headers()["content-type"], "application/wasm");
});

test("the demo's Howdah collection opens its first game and offers all three", async () => {
  const { page, errors } = await env.open("demo/index.html");
  await page.waitForFunction(() => document.querySelector("#howdah").games?.length === 3);
  const v = page.locator("#howdah");
  assert.equal(await v.evaluate((el) => el.path), "1/2g");
  const picker = v.locator("select");
  assert.equal(await picker.locator("option").count(), 3);
  assert.match(await picker.locator("option").nth(2).textContent(), /TheCeberalOne/);
  // The third game ends in a resignation; its last move carries a glyph.
  await picker.focus();
  await page.keyboard.press("End");
  await page.waitForFunction(() => document.querySelector("#howdah").path.startsWith("3/"));
  assert.deepEqual(errors, []);
});

test("the teaching page: a file of puzzles, guess the move and overlays, each with its panel, axe-clean", async () => {
  const { page, errors } = await env.open("demo/teach.html");
  for (const id of ["puzzles", "guess", "overlays"]) await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const part = (id, sel) => document.querySelector(`#${id}`)?.shadowRoot?.querySelector(sel)?.textContent;
    return part("puzzles", ".puzzle-task") && part("guess", ".guess-prompt") && part("overlays", ".overlay-words") !== undefined;
  });
  assert.equal(await page.evaluate(() => document.querySelector("#puzzles").games.length), 12);
  assert.match(await page.evaluate(() => document.querySelector("#puzzles").shadowRoot.querySelector(".puzzle-task").textContent), /^Gold to play: reach goal this turn\.$/);
  assert.deepEqual(
    await page.evaluate(() => [...document.querySelector("#overlays").shadowRoot.querySelectorAll("[aria-pressed='true']")].map((b) => b.dataset.overlay)),
    ["frozen", "captures"],
  );
  const { axeViolations } = await import("./axe.mjs");
  assert.deepEqual(await axeViolations(page), []);
  await screenshot(page, "demo-teach");
  assert.deepEqual(errors, []);
});
