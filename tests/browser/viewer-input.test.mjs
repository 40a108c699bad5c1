// <arimaa-viewer>: touch swipes, held buttons, theming through custom properties.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser } from "./harness.mjs";
import { ready, recordEvents, events, colourShare } from "./viewer-helpers.mjs";

const env = useBrowser();

test("a horizontal swipe on the board steps; a vertical one does not", async () => {
  const { page, errors } = await env.open("demo/index.html");
  await ready(page);
  await recordEvents(page);
  const swipe = (dx, dy) => page.evaluate(([dx, dy]) => {
    const c = document.querySelector("#demo").shadowRoot.querySelector("canvas");
    const r = c.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const opts = { pointerId: 7, pointerType: "touch", bubbles: true, composed: true, isPrimary: true };
    c.dispatchEvent(new PointerEvent("pointerdown", { ...opts, clientX: x, clientY: y }));
    c.dispatchEvent(new PointerEvent("pointerup", { ...opts, clientX: x + dx, clientY: y + dy }));
  }, [dx, dy]);
  const touch = await page.evaluate(() => getComputedStyle(document.querySelector("#demo").shadowRoot.querySelector("canvas")).touchAction);
  assert.equal(touch, "pan-y");
  await swipe(-80, 5);
  assert.deepEqual((await events(page, "pathchange")).map((e) => e.detail.path), ["9g:1"]);
  await swipe(80, -4);
  assert.deepEqual((await events(page, "pathchange")).map((e) => e.detail.path), ["8s"]);
  await swipe(10, 120);
  await swipe(-20, 0);
  assert.deepEqual(await events(page, "pathchange"), []);
  assert.deepEqual(errors, []);
});


test("holding a button repeats it; a click acts once", async () => {
  const { page, errors } = await env.open("demo/index.html");
  await ready(page);
  await page.evaluate(() => document.querySelector("#demo").first());
  await recordEvents(page);
  const next = page.locator("#demo").getByRole("button", { name: "Next step" });
  await next.click();
  assert.equal((await events(page, "pathchange")).length, 1);
  // Page time under Playwright's clock: the hold lasts exactly 850 ms of it, whatever
  // the machine's load (repeating starts 400 ms in and steps every 100 ms).
  await page.clock.install();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const box = await next.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.clock.runFor(850);
  await page.mouse.up();
  const held = (await events(page, "pathchange")).length;
  assert.equal(held, 5, "the press, then a repeat at 500, 600, 700 and 800 ms: 1 + 4 steps");
  await page.clock.runFor(1000);
  assert.equal((await events(page, "pathchange")).length, 0, "stops on release");
  assert.deepEqual(errors, []);
});


test("board colours follow --arimaa-* custom properties and theme=dark", async () => {
  const { page, errors } = await env.open("demo/index.html");
  await ready(page);
  await page.evaluate(() => {
    const v = document.querySelector("#demo");
    v.goTo("1s");
    v.style.setProperty("--arimaa-gold", "#00ff00");
  });
  await ready(page);
  const green = await page.evaluate(() => {
    const c = document.querySelector("#demo").shadowRoot.querySelector("canvas");
    const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] < 30 && d[i + 1] > 225 && d[i + 2] < 30) n++;
    return n;
  });
  assert.ok(green > 1000, `green pieces drawn (${green} px)`);
  assert.equal(await colourShare(page, "#demo", "b1", "--arimaa-gold"), 0);

  // theme="dark": the light squares use the dark defaults.
  await page.locator("#diagram").scrollIntoViewIfNeeded();
  await ready(page, "#diagram");
  const dark = await page.evaluate(async () => {
    const v = document.querySelector("#diagram");
    const { GameView } = await import("../src/element/element.js");
    const want = GameView.themeDefaults(true)["--arimaa-board-light"];
    const c = v.shadowRoot.querySelector("canvas");
    const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    const rgb = [1, 3, 5].map((i) => parseInt(want.slice(i, i + 2), 16));
    let n = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (Math.abs(d[i] - rgb[0]) + Math.abs(d[i + 1] - rgb[1]) + Math.abs(d[i + 2] - rgb[2]) < 6) n++;
    }
    return n / (d.length / 4);
  });
  assert.ok(dark > 0.1, `dark light-squares cover ${dark}`);
  assert.deepEqual(errors, []);
});
