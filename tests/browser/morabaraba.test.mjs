// A Morabaraba record end to end: the demo page's second FAN viewer draws the
// 24-point board and its cows, keys and clicks navigate it like an Arimaa
// record, and a capture visibly removes a cow.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, screenshot } from "./harness.mjs";
import { ready, recordEvents, events, colourShare, shadowText, shadowTextMatching, eventually, countFrames, framesSettled } from "./viewer-helpers.mjs";

const V = "#morabaraba";
let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

async function open() {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width: 1200, height: 900 } });
  await page.locator(V).scrollIntoViewIfNeeded();
  await ready(page, V);
  return { page, errors };
}

const gold = (page, point) => colourShare(page, V, point, "--arimaa-gold");
const silver = (page, point) => colourShare(page, V, point, "--arimaa-silver");
const board = (page, point) => colourShare(page, V, point, "--arimaa-board-light");

test("the Morabaraba viewer draws the board and the cows where the record puts them", async () => {
  const { page, errors } = await open();
  assert.equal(await page.getAttribute(V, "aria-label"), "Morabaraba game viewer: Nomsa (demo) vs Thabo (demo)");
  assert.equal(await page.evaluate((v) => document.querySelector(v).path, V), "4g");
  assert.equal(await page.evaluate((v) => document.querySelector(v).game.variant(), V), "morabaraba");
  // After 4g: White c3 a4 g4 b4, Black e5 d3 c5.
  for (const p of ["c3", "a4", "g4", "b4"]) assert.ok((await gold(page, p)) > 0.3, `white cow on ${p}`);
  for (const p of ["e5", "d3", "c5"]) assert.ok((await silver(page, p)) > 0.3, `black cow on ${p}`);
  for (const p of ["d1", "a7", "f2"]) {
    assert.ok((await gold(page, p)) < 0.02 && (await silver(page, p)) < 0.02, `${p} empty`);
    assert.ok((await board(page, p)) > 0.5, `${p} shows the board`);
  }
  // Points exist only on the 24 intersections: the centre d4 is not one.
  assert.equal(await page.evaluate((v) => document.querySelector(v).game.squareAt(5, 5, 10, "gold", false), V), undefined);
  assert.equal(await page.evaluate((v) => document.querySelector(v).game.squareAt(0.7, 0.7, 10, "gold", false), V), "a7");
  const aria = await page.evaluate((v) => document.querySelector(v).shadowRoot.querySelector("canvas").getAttribute("aria-label"), V);
  assert.match(aria, /^White: cows c3 a4 b4 g4, 8 in hand\. Black: cows d3 c5 e5, 9 in hand\. Black to move\. Marked: c4 labelled A\.$/);
  // The marking after 4g's move is explained in the caption.
  assert.match(await shadowTextMatching(page, V, ".caption", /A threat/), /A threat/);
  await screenshot(page, "morabaraba-4g");
  assert.deepEqual(errors, []);
});

test("keys step through moves, fire pathchange and a capture removes the shot cow", async () => {
  const { page, errors } = await open();
  await recordEvents(page);
  await page.focus(V);
  await countFrames(page);
  await page.keyboard.press("ArrowRight");
  assert.deepEqual((await events(page, "pathchange")).map((e) => e.detail), [{ path: "4s", label: "4s" }]);
  // 4s's animation over before the clock is swapped: a frame it asked for under the real
  // clock would otherwise paint the next move with a real time against a fake start.
  await framesSettled(page);
  assert.match(await shadowTextMatching(page, V, "[aria-live]", /^4s/), /^4s: Black places a cow on g1$/);
  // 5g c4xe5: one key press is the whole move; the shot cow fades while c4 arrives.
  assert.ok((await silver(page, "e5")) > 0.3, "e5 black before the capture");
  // Mid-animation in page time (Playwright's clock, paused): 90 ms into the 250 ms step.
  const image = () => page.evaluate((v) => document.querySelector(v).shadowRoot.querySelector("canvas").toDataURL(), V);
  const before = await image();
  await page.clock.install();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.keyboard.press("ArrowRight");
  await page.clock.runFor(90);
  const during = await image();
  await screenshot(page, "morabaraba-5g-animating");
  await page.clock.runFor(400);
  const after = await image();
  await page.clock.resume();
  assert.ok(during !== before, "90 ms in, the board has left 4s");
  assert.ok(during !== after, "90 ms in, the board has not reached 5g");
  await ready(page, V);
  assert.deepEqual((await events(page, "pathchange")).map((e) => e.detail.path), ["5g"]);
  assert.ok((await silver(page, "e5")) < 0.02, "the shot cow is gone from e5");
  assert.ok((await board(page, "e5")) > 0.5, "e5 shows the board again");
  assert.ok((await gold(page, "c4")) > 0.3, "white cow on c4");
  assert.equal(await shadowText(page, V, "[aria-live]"), "5g: White places a cow on c4 and captures e5");
  await screenshot(page, "morabaraba-5g");

  // One move back is one key: 4s again, e5 back.
  await page.keyboard.press("ArrowLeft");
  await ready(page, V);
  assert.deepEqual((await events(page, "pathchange")).map((e) => e.detail.path), ["4s"]);
  assert.ok((await silver(page, "e5")) > 0.3, "e5 black again after going back");

  // The variation of 5g is chosen by number, like Arimaa ones.
  const vars = await page.evaluate((v) => document.querySelector(v).game.state().variations.map((x) => x.path), V);
  assert.deepEqual(vars, ["5g", "5g.1.5g"]);
  await page.keyboard.press("1");
  assert.deepEqual((await events(page, "pathchange")).map((e) => e.detail.path), ["5g.1.5g"]);
  // Choosing animates: the shot cow fades out over the step.
  assert.ok((await eventually(() => silver(page, "d3"), (x) => x < 0.02)) < 0.02, "the variation shoots d3 instead");
  assert.ok((await silver(page, "e5")) > 0.3, "and e5 stays");
  assert.deepEqual(errors, []);
});

test("clicking a move in the list goes there; flying and the end of the game are told", async () => {
  const { page, errors } = await open();
  await recordEvents(page);
  const row = page.locator(V).locator('.entry[data-path="17g"]');
  await row.click();
  assert.deepEqual((await events(page, "pathchange")).map((e) => e.detail), [{ path: "17g", label: "17g" }]);
  assert.ok((await eventually(() => gold(page, "b2"), (x) => x > 0.3)) > 0.3, "white cow stepped to b2");
  assert.ok((await gold(page, "b4")) < 0.02, "b4 left empty");
  assert.ok((await silver(page, "f6")) < 0.02, "f6 shot");
  assert.match(await shadowTextMatching(page, V, ".caption", /diagonal/), /a1, b2 and c3/);

  await page.evaluate((v) => document.querySelector(v).goTo("25s"), V);
  await ready(page, V);
  const state = await page.evaluate((v) => document.querySelector(v).game.state(), V);
  assert.equal(state.announcement, "25s: Black flies g7\u2013d6");
  await page.focus(V);
  await countFrames(page);
  await page.keyboard.press("End");
  await framesSettled(page); // drawn, and no animation left
  const end = await page.evaluate((v) => document.querySelector(v).game.state(), V);
  assert.equal(end.path, "27g");
  assert.equal(end.atEnd, true);
  assert.match(end.positionText, /White wins: Black is down to two cows\.$/);
  await screenshot(page, "morabaraba-end");
  assert.deepEqual(errors, []);
});
