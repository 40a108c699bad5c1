// Playing moves on the board of an <arimaa-viewer analysis>: real mouse drags,
// clicks and touch taps; the move bar; the keyboard alone; the tree that grows.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, mkdirSync } from "node:fs";
import { setup } from "./harness.mjs";
import { shadowTextMatching } from "./viewer-helpers.mjs";
import { squareCentres, drag, openViewer } from "./edit-helpers.mjs";
import { axeViolations } from "./axe.mjs";

const SHOTS = "/tmp/moves-shots";
const V = "#play";

// The first game of the February 2026 archive (Id 669122), as FAN: the collection's
// first game, without the next game's magic line (which would open a second, empty game).
const [MAGIC, FIRST] = readFileSync(new URL("../../www/test-pages/ten-games.fan", import.meta.url), "utf8")
  .split(/\n(?=Id: )/);
const GAME = `${MAGIC}\n${FIRST.replace(/\s*FAN31415926\s*$/, "\n")}`;

// Gold to move: a horse on d3 frozen by the camel on d4 (the dog on b2 may come
// to free it), an elephant on e6 beside a rabbit on d6 (to push, to pull, or to
// push into the trap on c6).
const DIAGRAM = `g
 +-----------------+
8| r r r r . r r r |
7| . . . . . . . . |
6| . . . r E . . . |
5| . . . . . . . . |
4| . . . m . . . . |
3| . . . H . . . . |
2| . D . . . . . . |
1| R R R R R R R R |
 +-----------------+
   a b c d e f g h
`;

let env;
before(async () => {
  env = await setup();
  mkdirSync(SHOTS, { recursive: true });
});
after(async () => {
  await env?.teardown();
});

/** Opens the demo page with a viewer `#play` of `record` at its top. */
async function open(record, { attrs = { analysis: "" }, viewport, hasTouch = false } = {}) {
  const opened = await openViewer(env, { id: "play", record, attrs, viewport, hasTouch });
  if ("analysis" in attrs) {
    await opened.page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelector(".moves"), V);
  }
  return opened;
}

const centres = (page) => squareCentres(page, V);

const draft = (page) => page.evaluate((s) => document.querySelector(s).shadowRoot.querySelector(".steps-made").textContent, V);
const status = (page) => page.evaluate((s) => document.querySelector(s).shadowRoot.querySelector(".move-status").textContent, V);
const path = (page) => page.evaluate((s) => document.querySelector(s).path, V);
const moveText = (page) => page.evaluate((s) => document.querySelector(s).game.state().moveText, V);
const bar = (page, name) => page.locator(V).getByRole("button", { name, exact: true });

async function waitDraft(page, text) {
  try {
    await page.waitForFunction(([s, t]) => document.querySelector(s).shadowRoot.querySelector(".steps-made").textContent === t, [V, text], { timeout: 5000 });
  } catch (e) {
    throw new Error(`waiting for "${text}": the move bar shows "${await draft(page)}", the status "${await status(page)}"`);
  }
}
async function waitStatus(page, pattern) {
  return shadowTextMatching(page, V, ".move-status", pattern);
}

test("a four-step move by mouse drags at 5g of an archive game is kept as a variation; the same move again goes to it", async () => {
  const { page, errors, context } = await open(GAME);
  await page.evaluate((s) => document.querySelector(s).goTo("4s"), V);
  const at = await centres(page);
  const rows = await page.evaluate((s) => document.querySelector(s).game.moveList().length, V);
  await drag(page, at, "c4", "d4");
  await waitDraft(page, "Steps: Ec4e");
  await drag(page, at, "d4", "d5");
  await drag(page, at, "d5", "d6");
  await drag(page, at, "d6", "e6");
  await waitDraft(page, "Steps: Ec4e Ed4n Ed5n Ed6e");
  await bar(page, "End move").click();
  await page.waitForFunction((s) => document.querySelector(s).path !== "4s", V);
  assert.equal(await path(page), "5g.1.5g");
  assert.equal(await moveText(page), "Ec4e Ed4n Ed5n Ed6e");
  // In the move list, as a variation, and in the record.
  const list = await page.evaluate((s) => document.querySelector(s).game.moveList(), V);
  assert.equal(list.length, rows + 1);
  const row = list.find((r) => r.path === "5g.1.5g");
  assert.equal(row.text, "Ec4e Ed4n Ed5n Ed6e");
  assert.equal(row.depth, 1);
  await shadowTextMatching(page, V, "[aria-current]", /Ec4e Ed4n Ed5n Ed6e/);
  const fan = await page.evaluate((s) => document.querySelector(s).record, V);
  assert.match(fan, /\(5g Ec4e Ed4n Ed5n Ed6e\)|5g Ec4e Ed4n Ed5n Ed6e/);
  const changes = await page.evaluate(() => window.__changes);
  assert.deepEqual(changes.map((c) => [c.kind, c.path]), [["move", "5g.1.5g"]]);
  // The same move again, click then click, ended by a double click: no new node.
  await page.evaluate((s) => document.querySelector(s).goTo("4s"), V);
  for (const [a, b] of [["c4", "d4"], ["d4", "d5"], ["d5", "d6"]]) {
    await page.mouse.click(at[a].x, at[a].y);
    await page.mouse.click(at[b].x, at[b].y);
  }
  await page.mouse.click(at.d6.x, at.d6.y);
  await page.mouse.click(at.e6.x, at.e6.y);
  await waitDraft(page, "Steps: Ec4e Ed4n Ed5n Ed6e");
  await page.mouse.dblclick(at.e6.x, at.e6.y);
  await page.waitForFunction((s) => document.querySelector(s).path === "5g.1.5g", V);
  assert.equal(await page.evaluate((s) => document.querySelector(s).game.moveList().length, V), rows + 1);
  assert.equal((await page.evaluate(() => window.__changes)).length, 1, "no change: the move was there");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a push by drags, a pull by clicks ended with Enter, a capture on a trap", async () => {
  const { page, errors, context } = await open(DIAGRAM);
  const at = await centres(page);
  // Push: the rabbit first, then the elephant into its square.
  await drag(page, at, "d6", "d7");
  await waitDraft(page, "Steps: rd6n");
  await waitStatus(page, /a push must be completed: a stronger piece must step into d6/);
  await bar(page, "End move").isDisabled();
  await drag(page, at, "e6", "d6");
  await waitDraft(page, "Steps: rd6n Ee6w");
  await bar(page, "End move").click();
  await page.waitForFunction((s) => document.querySelector(s).path === "2g", V);
  assert.equal(await moveText(page), "rd6n Ee6w");

  // Pull: back to the start; the elephant steps away, the rabbit follows.
  await page.evaluate((s) => document.querySelector(s).goTo("start"), V);
  await page.mouse.click(at.e6.x, at.e6.y);
  await page.mouse.click(at.e5.x, at.e5.y);
  await page.mouse.click(at.d6.x, at.d6.y);
  await page.mouse.click(at.e6.x, at.e6.y);
  await waitDraft(page, "Steps: Ee6s rd6e");
  await page.keyboard.press("Enter");
  await page.waitForFunction((s) => document.querySelector(s).game.state().moveText === "Ee6s rd6e", V);
  assert.equal(await path(page), "2g.1.2g");

  // Capture: the rabbit pushed into c6 falls.
  await page.evaluate((s) => document.querySelector(s).goTo("start"), V);
  await drag(page, at, "d6", "c6");
  await waitDraft(page, "Steps: rd6w rc6x");
  await drag(page, at, "e6", "d6");
  await bar(page, "End move").click();
  await page.waitForFunction((s) => document.querySelector(s).game.state().moveText === "rd6w rc6x Ee6w", V);
  const fan = await page.evaluate((s) => document.querySelector(s).record, V);
  assert.match(fan, /rd6w rc6x Ee6w/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("touch: a frozen piece is refused in words, then freed; taps play it", async () => {
  const { page, errors, context } = await open(DIAGRAM, { hasTouch: true, viewport: { width: 500, height: 900 } });
  const at = await centres(page);
  const tap = (sq) => page.touchscreen.tap(at[sq].x, at[sq].y);
  await tap("d3");
  await waitStatus(page, /^the gold horse is frozen: a stronger enemy piece is next to it and no friendly one$/);
  assert.equal(await draft(page), "");
  // The dog comes to d2, next to the horse.
  await tap("b2"); await tap("c2");
  await waitDraft(page, "Steps: Db2e");
  await tap("c2"); await tap("d2");
  await waitDraft(page, "Steps: Db2e Dc2e");
  assert.equal(await status(page), "");
  await tap("d3"); await tap("e3");
  await waitDraft(page, "Steps: Db2e Dc2e Hd3e");
  assert.equal(await path(page), "start", "a tap sequence is no swipe");
  assert.deepEqual(errors, []);
  await context.close();
});

test("an illegal drop says why and changes nothing; undo by button and Backspace; Escape cancels", async () => {
  const { page, errors, context } = await open(DIAGRAM);
  const at = await centres(page);
  await drag(page, at, "e6", "g6");
  await waitStatus(page, /^a piece moves one square at a time: g6 is not next to e6$/);
  assert.equal(await draft(page), "");
  await drag(page, at, "b2", "b1");
  await waitStatus(page, /^b1 is taken: a piece steps only onto an empty square$/);
  await drag(page, at, "e6", "e5");
  await drag(page, at, "e5", "f5");
  await waitDraft(page, "Steps: Ee6s Ee5e");
  assert.equal(await status(page), "", "a step clears the refusal");
  await bar(page, "Undo step").click();
  await waitDraft(page, "Steps: Ee6s");
  await page.locator(V).focus();
  await page.keyboard.press("Backspace");
  await waitDraft(page, "");
  assert.equal(await bar(page, "Undo step").isDisabled(), true);
  await drag(page, at, "e6", "e5");
  await waitDraft(page, "Steps: Ee6s");
  await page.keyboard.press("Escape");
  await waitDraft(page, "");
  assert.equal(await path(page), "start");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a move entered with the keyboard alone: Tab to the Steps field, type, Enter", async () => {
  const { page, errors, context } = await open(DIAGRAM);
  await page.locator(V).focus();
  let found = false;
  for (let i = 0; i < 40 && !found; i++) {
    await page.keyboard.press("Tab");
    found = await page.evaluate((s) => {
      const a = document.querySelector(s).shadowRoot.activeElement;
      return !!a && a.matches("input") && a.closest("label")?.textContent.startsWith("Steps");
    }, V);
  }
  assert.ok(found, "the Steps field is reached with Tab");
  await page.keyboard.type("Ee6s E");
  // Completions: the legal next steps after what is typed.
  await page.waitForFunction((s) => [...document.querySelector(s).shadowRoot.querySelectorAll("datalist option")]
    .some((o) => o.value === "Ee6s Ee5s"), V);
  await page.keyboard.type("e5s");
  await page.keyboard.press("Enter");
  await page.waitForFunction((s) => document.querySelector(s).path === "2g", V);
  assert.equal(await moveText(page), "Ee6s Ee5s");
  // Announced as any move shown, by the viewer's live region.
  await shadowTextMatching(page, V, ".sr", /^2g: /);
  assert.equal(await status(page), "");
  // A refused text says why and stays to be fixed.
  await page.keyboard.type("rd8n");
  await page.keyboard.press("Enter");
  await waitStatus(page, /^the silver rabbit cannot leave the board$/);
  assert.equal(await path(page), "2g");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a read-only viewer is as before: no move bar, a click moves nothing", async () => {
  const { page, errors, context } = await open(DIAGRAM, { attrs: {} });
  const at = await centres(page);
  assert.equal(await page.evaluate((s) => document.querySelector(s).shadowRoot.querySelector(".moves"), V), null);
  await drag(page, at, "e6", "e5");
  await page.mouse.click(at.e6.x, at.e6.y);
  await page.mouse.click(at.e5.x, at.e5.y);
  await page.keyboard.press("Enter");
  assert.equal(await path(page), "start");
  assert.equal(await page.evaluate((s) => document.querySelector(s).game.moveList().length, V), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("screenshots: 320 and 1200 px wide, and a move half made", async () => {
  for (const width of [320, 1200]) {
    const { page, errors, context } = await open(GAME, { viewport: { width, height: 1100 }, attrs: { analysis: "", coordinates: "" } });
    await page.evaluate((s) => document.querySelector(s).goTo("4s"), V);
    const at = await centres(page);
    await drag(page, at, "c4", "d4");
    await waitDraft(page, "Steps: Ec4e");
    await page.mouse.click(at.d4.x, at.d4.y);
    await page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelector(".moves").dataset.selected === "d4", V);
    await page.locator(V).screenshot({ path: `${SHOTS}/moves-${width}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  }
  const { page, context } = await open(DIAGRAM, { viewport: { width: 700, height: 900 }, attrs: { analysis: "", coordinates: "" } });
  const at = await centres(page);
  await page.mouse.click(at.e6.x, at.e6.y);
  await page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelector(".moves").dataset.selected === "e6", V);
  await page.locator(V).screenshot({ path: `${SHOTS}/moves-picked.png` });
  await context.close();
});

test("axe (WCAG 2 A/AA) finds nothing in the move bar, light and dark, with a refusal and steps shown", async () => {
  for (const theme of ["light", "dark"]) {
    const { page, errors, context } = await open(DIAGRAM, { attrs: { analysis: "", theme } });
    const at = await centres(page);
    await drag(page, at, "e6", "e5");
    await waitDraft(page, "Steps: Ee6s");
    await drag(page, at, "d3", "e3");
    await waitStatus(page, /the gold horse is frozen/);
    const violations = await axeViolations(page, V);
    assert.deepEqual(violations, [], theme);
    if (theme === "dark") await page.locator(V).screenshot({ path: `${SHOTS}/moves-dark.png` });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("while a move is half made, the board's name and the live region describe the board shown", async () => {
  const { page, errors, context } = await open(DIAGRAM);
  const at = await centres(page);
  const words = () => page.evaluate((s) => {
    const root = document.querySelector(s).shadowRoot;
    return { name: root.querySelector("canvas").getAttribute("aria-label"), live: root.querySelector(".sr").textContent };
  }, V);
  const node = (await words()).name;
  assert.match(node, /^Gold: elephant e6, /);
  // A piece picked up by a click: where it may go, and what it may push or pull.
  await page.mouse.click(at.e6.x, at.e6.y);
  // The live region speaks at once, the board's name follows with the frame that draws it.
  const both = (live, name) => page.waitForFunction(([s, l, n]) => {
    const root = document.querySelector(s).shadowRoot;
    return root.querySelector(".sr").textContent.includes(l) && root.querySelector("canvas").getAttribute("aria-label").includes(n);
  }, [V, live, name]);
  await both("picked up", "picked up");
  let w = await words();
  assert.equal(w.live, "Gold elephant e6 picked up: to e5, f6 or e7; may push or pull silver rabbit d6.");
  assert.equal(w.name, `${w.live} ${node}`);
  // Dropped on e5: the step in words, the steps left, the elephant on e5 in the board's name.
  await page.mouse.click(at.e5.x, at.e5.y);
  await waitDraft(page, "Steps: Ee6s");
  await both("south", "so far");
  w = await words();
  assert.equal(w.live, "Gold elephant e6 south to e5; 3 steps left.");
  assert.match(w.name, /^Gold's move so far: Ee6s; 3 steps left\. Gold: elephant e5, /);
  // A drag: picked up, then stepped; the name follows the board.
  await drag(page, at, "e5", "f5");
  await waitDraft(page, "Steps: Ee6s Ee5e");
  await both("Gold elephant e5 east to f5; 2 steps left.", "Ee6s Ee5e");
  assert.match((await words()).name, /^Gold's move so far: Ee6s Ee5e; 2 steps left\. Gold: elephant f5, /);
  // Cancelled: the node's words again.
  await page.keyboard.press("Escape");
  await page.waitForFunction(([s, n]) => document.querySelector(s).shadowRoot.querySelector("canvas").getAttribute("aria-label") === n, [V, node]);
  assert.deepEqual(errors, []);
  await context.close();
});
