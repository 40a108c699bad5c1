// The package as shipped (www/dist: one minified module and the wasm) works on a
// page with nothing but its script tag, under the strict CSP.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, screenshot, watch } from "./harness.mjs";
import { ready, recordEvents, events } from "./viewer-helpers.mjs";

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

test("the bundled element loads an inline record, steps with keys, and fetches only the bundle and the wasm", async () => {
  const context = await env.browser.newContext({ viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  const errors = watch(page);
  const scripts = [];
  page.on("request", (r) => scripts.push(new URL(r.url()).pathname));
  await page.goto(new URL("demo/embed.html", env.url).href, { waitUntil: "load" });
  await ready(page, "#embed");
  assert.deepEqual(
    scripts.filter((p) => /\.(js|wasm)$/.test(p)).sort(),
    ["/dist/arimaa-viewer.js", "/dist/arimaa_bg.wasm"],
  );
  await recordEvents(page);
  const viewer = page.locator("#embed");
  await viewer.focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowDown");
  const changes = await events(page, "pathchange");
  assert.ok(changes.length >= 2, `pathchange events: ${JSON.stringify(changes)}`);
  assert.equal(changes.at(-1).detail.path, await page.evaluate(() => document.querySelector("#embed").path));
  await page.keyboard.press("End");
  const caption = await page.evaluate(() => document.querySelector("#embed").shadowRoot.textContent);
  assert.match(caption, /The elephant walks to the centre\./);
  assert.equal(await page.evaluate(() => document.querySelector("#embed").game.errors().length), 0);
  assert.equal(await page.evaluate(() => document.querySelector("#embed").path), "2s");
  await screenshot(page, "embed-bundle");
  assert.deepEqual(errors, []);
  await context.close();
});

// The bundle names messages by number (scripts/message-ids.mjs) and its packs are arrays
// by number: a language and a page's own words by key must still come through.
test("the bundled element speaks German from its pack, and takes a page's words by key", async () => {
  const context = await env.browser.newContext({ viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  const errors = watch(page);
  const fetched = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(new URL("demo/embed.html", env.url).href, { waitUntil: "load" });
  await ready(page, "#embed");
  const flip = page.locator("#embed").getByRole("button", { name: "Flip board", exact: true });
  await flip.waitFor();
  await page.evaluate(() => document.querySelector("#embed").setAttribute("lang", "de"));
  await page.locator("#embed").getByRole("button", { name: "Brett drehen", exact: true }).waitFor();
  assert.equal(await page.locator("#embed").getByRole("button", { name: "Erste Stellung", exact: true }).count(), 1);
  assert.ok(!fetched.includes("/dist/arimaa-lang-keys.json"), "the keys are fetched only when a page adds words");
  await page.evaluate(() => customElements.get("arimaa-viewer").addMessages("de", { "arimaa-viewer-flip": "Umdrehen" }));
  await page.locator("#embed").getByRole("button", { name: "Umdrehen", exact: true }).waitFor();
  assert.deepEqual(fetched.filter((p) => p.includes("arimaa-lang-")).sort(), ["/dist/arimaa-lang-de.json", "/dist/arimaa-lang-keys.json"]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a viewer that edits fetches the editing parts and the editor's wasm instead of the reader's", async () => {
  const context = await env.browser.newContext({ viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  const errors = watch(page);
  const fetched = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(new URL("test-pages/edit-embed.html", env.url).href, { waitUntil: "load" });
  await ready(page, "#edit");
  assert.deepEqual(
    fetched.filter((p) => /\.(js|wasm)$/.test(p)).sort(),
    ["/dist/arimaa-edit_bg.wasm", "/dist/arimaa-viewer-edit.js", "/dist/arimaa-viewer.js"],
  );
  // The editor's GameView is the reader's and more: the viewer reads and steps as before.
  assert.equal(await page.evaluate(() => document.querySelector("#edit").path), "1s");
  await page.locator("#edit").focus();
  await page.keyboard.press("End");
  await page.waitForFunction(() => document.querySelector("#edit").path === "2g");
  assert.deepEqual(errors, []);
  await context.close();
});

test("turning analysis on reloads the record with the editor's wasm, where the reader was", async () => {
  const context = await env.browser.newContext({ viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  const errors = watch(page);
  const fetched = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(new URL("demo/embed.html", env.url).href, { waitUntil: "load" });
  await ready(page, "#embed");
  await page.evaluate(() => {
    const v = document.querySelector("#embed");
    v.goTo("2g:2");
    v.setAttribute("analysis", "");
  });
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((r) => r.name.endsWith("arimaa-edit_bg.wasm")));
  await ready(page, "#embed");
  await page.waitForFunction(() => document.querySelector("#embed").path === "2g:2");
  assert.ok(fetched.includes("/dist/arimaa-viewer-edit.js"), fetched.join());
  // Off again: the editing parts come off, the game stays.
  await page.evaluate(() => document.querySelector("#embed").removeAttribute("analysis"));
  assert.equal(await page.evaluate(() => document.querySelector("#embed").path), "2g:2");
  assert.deepEqual(errors, []);
  await context.close();
});

test("archive rows, which the reader's wasm leaves out, are read by the editor's wasm, fetched for them", async () => {
  const { readFileSync } = await import("node:fs");
  const archive = readFileSync(new URL("../data/arimaa/allgames202602.txt", import.meta.url), "latin1").split("\n").slice(0, 2).join("\n");
  const context = await env.browser.newContext({ viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  const errors = watch(page);
  const fetched = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(new URL("demo/embed.html", env.url).href, { waitUntil: "load" });
  await ready(page, "#embed");
  assert.ok(!fetched.some((p) => p.includes("edit")), `a FAN record needs nothing more: ${fetched.join()}`);
  await page.evaluate((text) => {
    document.querySelector("#embed").record = text;
  }, archive);
  await page.waitForFunction(() => document.querySelector("#embed").games[0]?.id === "669122");
  assert.ok(fetched.includes("/dist/arimaa-edit_bg.wasm"), fetched.join());
  const shown = await page.evaluate(() => {
    const v = document.querySelector("#embed");
    v.last();
    return { errors: v.game.errors().length, path: v.path, moves: v.game.moveList().map((m) => m.label ?? "").join(" ") };
  });
  assert.equal(shown.errors, 0);
  assert.notEqual(shown.path, "start");
  assert.match(shown.moves, /2g/);
  // The core reads them too (with the editor's wasm); the reader's own GameView says why it cannot.
  const core = await page.evaluate(async (text) => {
    const core = await import("/dist/arimaa-core.js");
    await core.init();
    const direct = new core.GameView(text);
    const message = direct.errors()[0]?.message ?? "";
    direct.free();
    const game = await core.parseGame(text);
    const moves = game.moveList().length;
    game.free();
    return { needs: core.needsFullReader(text), message, moves };
  }, archive);
  assert.equal(core.needs, true);
  assert.match(core.message, /archive rows are read by the editor's wasm/);
  assert.ok(core.moves > 10, `${core.moves} moves`);
  assert.deepEqual(errors, []);
  await context.close();
});
