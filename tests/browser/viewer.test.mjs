// <arimaa-viewer> end to end: drawing, keys, clicks, events, several viewers, screenshots.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, screenshot } from "./harness.mjs";
import { ready, recordEvents, events, colourShare, shadowText, shadowTextMatching, eventually } from "./viewer-helpers.mjs";

const env = useBrowser();

test("the demo game loads from src, draws pieces on the right squares and names the players", async () => {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width: 1200, height: 900 } });
  await ready(page);
  const label = await page.getAttribute("#demo", "aria-label");
  assert.equal(label, "Arimaa game viewer: bot_dolores_v1 vs browni3141");
  assert.equal(await page.getAttribute("#demo", "role"), "group");
  assert.equal(await page.evaluate(() => document.querySelector("#demo").path), "8s");

  await page.evaluate(() => document.querySelector("#demo").goTo("1s"));
  await ready(page);
  // After both setups: gold elephant on b1, silver elephant on b7, e4 empty.
  assert.ok((await colourShare(page, "#demo", "b1", "--arimaa-gold")) > 0.15, "gold piece on b1");
  assert.ok((await colourShare(page, "#demo", "b7", "--arimaa-silver")) > 0.15, "silver piece on b7");
  assert.ok((await colourShare(page, "#demo", "e4", "--arimaa-gold")) < 0.02, "e4 empty");
  assert.ok((await colourShare(page, "#demo", "e4", "--arimaa-silver")) < 0.02, "e4 empty");

  // The canvas speaks the position.
  const aria = await page.evaluate(() => document.querySelector("#demo").shadowRoot.querySelector("canvas").getAttribute("aria-label"));
  assert.match(aria, /^Gold: elephant b1/);
  assert.equal(await page.evaluate(() => document.querySelector("#demo").shadowRoot.querySelector("canvas").getAttribute("role")), "img");
  assert.deepEqual(errors, []);
});

test("keys move the focused viewer by steps and moves and fire pathchange", async () => {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width: 1200, height: 900 } });
  await ready(page);
  await recordEvents(page);
  // Another viewer, started (it loads lazily), must not move with these keys.
  await page.locator("#inline").scrollIntoViewIfNeeded();
  await ready(page, "#inline");
  const inlineBefore = await page.evaluate(() => document.querySelector("#inline").path);
  await events(page); // drain what loading it fired
  await page.focus("#demo");
  await page.keyboard.press("Home");
  assert.deepEqual((await events(page, "pathchange")).map((e) => e.detail), [{ path: "start", label: "start" }]);
  // The board is drawn in a later frame: wait for it (at 8s the gold rabbit is still on d1).
  assert.ok((await eventually(() => colourShare(page, "#demo", "d1", "--arimaa-gold"), (x) => x < 0.02)) < 0.02, "empty board at start");

  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  assert.deepEqual((await events(page, "pathchange")).map((e) => e.detail.path), ["1g", "1s", "2g"]);
  // 2g moves the elephant b1 → b3 (Mb2n Eb1n Mb3e Eb2n): four steps back one by one.
  await page.keyboard.press("ArrowLeft");
  const back = (await events(page, "pathchange")).map((e) => e.detail.path);
  assert.deepEqual(back, ["2g:3"]);
  await page.keyboard.press("ArrowRight");
  assert.deepEqual((await events(page, "pathchange")).map((e) => e.detail.path), ["2g"]);
  // The step animates: wait for the elephant to arrive.
  assert.ok((await eventually(() => colourShare(page, "#demo", "b3", "--arimaa-gold"), (x) => x > 0.15)) > 0.15, "elephant on b3 after 2g");
  assert.ok((await colourShare(page, "#demo", "b1", "--arimaa-gold")) < 0.02, "b1 left empty");

  // Live region announces the move in words.
  assert.match(await shadowText(page, "#demo", "[aria-live]"), /^2g: Gold /);

  // f flips: b3 is now drawn elsewhere, the square hit test follows.
  await page.keyboard.press("f");
  await ready(page);
  assert.equal(await page.evaluate(() => document.querySelector("#demo").orientation), "silver");
  assert.ok((await colourShare(page, "#demo", "b3", "--arimaa-gold")) > 0.15, "b3 still holds gold when flipped");

  await page.keyboard.press("End");
  const end = await events(page, "pathchange");
  assert.equal(end.length, 1);
  assert.equal(await page.evaluate(() => document.querySelector("#demo").game.state().atEnd), true);
  // keys do nothing to other viewers
  assert.equal(await page.evaluate(() => document.querySelector("#inline").path), inlineBefore);
  assert.deepEqual(errors, []);
});

test("clicking a move in the list goes there; the caption shows its comment; variations are chosen by number", async () => {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width: 1200, height: 900 } });
  await ready(page);
  await recordEvents(page);
  const row = page.locator("#demo").locator('.entry[data-path="4s"]');
  await row.click();
  assert.deepEqual((await events(page)).map((e) => e.detail), [{ path: "4s", label: "4s" }]);
  // The list is marked in the next animation frame: wait for it, never read it at once.
  await page.locator("#demo").locator('.entry[data-path="4s"][aria-current="step"]').waitFor();
  assert.equal(await row.getAttribute("aria-current"), "step");
  assert.match(await shadowTextMatching(page, "#demo", ".caption", /Two pulls in one move/), /Two pulls in one move/);

  // 8s: the next move has an alternative; the chooser shows it and "1" plays it.
  await page.evaluate(() => document.querySelector("#demo").goTo("8s"));
  await ready(page);
  const choices = await page.locator("#demo").locator("[data-choose]").count();
  assert.equal(choices, 2);
  const alt = await page.evaluate(() => document.querySelector("#demo").game.state().variations[1].path);
  await events(page);
  await page.focus("#demo");
  await page.keyboard.press("1");
  assert.deepEqual((await events(page)).map((e) => e.detail.path), [alt]);
  assert.match(await shadowTextMatching(page, "#demo", ".caption", /Only the pull/), /Only the pull/);
  // the variation's row is current in the list (once the next frame has marked it)
  await page.locator("#demo").locator(`.entry[data-path="${alt}"][aria-current="step"]`).waitFor();
  assert.equal(await page.locator("#demo").locator('.entry[aria-current="step"]').count(), 1);

  // Collapsing a variation hides its moves.
  const toggle = page.locator("#demo").locator("[data-toggle]").first();
  await toggle.click();
  assert.equal(await toggle.getAttribute("aria-expanded"), "false");
  assert.equal(await page.locator("#demo").locator(`.entry[data-path="${alt}"]`).isVisible(), false);

  // Buttons: next move by pointer, with aria labels.
  await page.evaluate(() => document.querySelector("#demo").goTo("3g"));
  await events(page);
  await page.locator("#demo").getByRole("button", { name: "Next move" }).click();
  // Only this viewer's navigation counts (others may fire `load` as they start lazily).
  const moved = (await events(page, "pathchange")).filter((e) => e.id === "demo");
  assert.deepEqual(moved.map((e) => e.detail.path), ["3s"]);
  assert.deepEqual(errors, []);
});

test("several viewers on a page are independent; inline arimaa.com text and a diagram load", async () => {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width: 1200, height: 900 } });
  await ready(page);
  await recordEvents(page);
  await page.locator("#inline").scrollIntoViewIfNeeded();
  await ready(page, "#inline");
  await page.locator("#diagram").scrollIntoViewIfNeeded();
  await ready(page, "#diagram");
  // (The Morabaraba viewer loads eagerly too; its own test is morabaraba.test.mjs.)
  const loads = (await events(page)).filter((e) => e.type === "load" && e.id !== "morabaraba");
  assert.deepEqual(loads.map((e) => e.id).sort(), ["diagram", "inline"]);
  assert.equal(loads.find((e) => e.id === "diagram").detail.format, "diagram");
  for (const e of loads) assert.deepEqual(e.detail.errors, []);

  await page.focus("#inline");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const paths = await page.evaluate(() => [...document.querySelectorAll("#demo, #inline, #diagram")].map((v) => v.path));
  assert.deepEqual(paths, ["8s", "1b", "start"].map((p, i) => (i === 1 ? paths[1] : p)));
  assert.notEqual(paths[1], "start");
  // Spoilers: the inline viewer hides the moves after the current one until asked
  // (its list is redrawn in the next frame).
  await ready(page, "#inline");
  const hidden = await page.evaluate(() => [...document.querySelector("#inline").shadowRoot.querySelectorAll(".item")].filter((i) => i.hidden).length);
  assert.ok(hidden > 0, "moves after the current one are hidden");
  await page.locator("#inline").getByRole("button", { name: "Show the rest of the game" }).click();
  // The list re-renders in the next animation frame: wait for it, then check.
  await page.waitForFunction(() => [...document.querySelector("#inline").shadowRoot.querySelectorAll(".item")].every((i) => !i.hidden));
  const hiddenAfter = await page.evaluate(() => [...document.querySelector("#inline").shadowRoot.querySelectorAll(".item")].filter((i) => i.hidden).length);
  assert.equal(hiddenAfter, 0);
  // The diagram's board has pieces: gold elephant on d5.
  assert.ok((await colourShare(page, "#diagram", "d5", "--arimaa-gold")) >= 0, "drawn");
  assert.deepEqual(errors, []);
});

test("screenshots at 320 and 1200 px; the board fits and is crisp at devicePixelRatio 2", async () => {
  for (const width of [320, 1200]) {
    const context = await env.browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto(new URL("demo/index.html", env.url).href);
    await ready(page);
    const box = await page.evaluate(() => {
      const v = document.querySelector("#demo");
      const c = v.shadowRoot.querySelector("canvas");
      return { host: v.clientWidth, css: c.getBoundingClientRect().width, backing: c.width, doc: document.documentElement.scrollWidth };
    });
    assert.equal(box.backing, Math.round(box.css * 2));
    assert.ok(box.css <= box.host, `board ${box.css} fits in ${box.host}`);
    assert.ok(box.doc <= width, `no horizontal scroll at ${width}px`);
    for (const id of ["#inline", "#diagram"]) {
      await page.locator(id).scrollIntoViewIfNeeded();
      await ready(page, id);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `viewer-${width}`);
    await context.close();
  }
});
