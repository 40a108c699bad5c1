// Guess the move (`mode="guess"`): the reader plays the next move on the board with real
// drags, clicks and typed steps; the record's move is played, any other taken back and
// judged; hints, Show move, the score, the other side answering, the moves ahead hidden.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, screenshot } from "./harness.mjs";
import { shadowTextMatching } from "./viewer-helpers.mjs";
import { squareCentres, drag, openViewer } from "./edit-helpers.mjs";
import { axeViolations } from "./axe.mjs";

const V = "#guess";
// Gold's 2g has two alternatives in the record: one marked !? (interesting, not good),
// one marked ! (good).
const RECORD = `1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ca2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Ch2
1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ca7 db7 hc7 ed7 me7 hf7 dg7 ch7
2g Ed2n Ed3n Me2n Me3n "The elephant and the camel take the centre." [2g @!? Db2n Db3n Dg2n Dg3n] [2g @! Ed2n Ed3n Ed4n Me2n]
2s ed7s ed6s me7s me6s
3g Ca2n Ca3n Ch2n Ch3n
3s ca7s ca6s ch7s ch6s
`;

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

async function open(attrs, viewport = { width: 1200, height: 900 }) {
  const guess = { comments: "", mode: "guess", path: "1s", ...attrs };
  const opened = await openViewer(env, { id: "guess", record: RECORD, attrs: guess, viewport });
  await opened.page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelector(".guess-prompt")?.textContent, V);
  return opened;
}

const path = (page) => page.evaluate((s) => document.querySelector(s).path, V);
const prompt = async (page, pattern) => assert.match(await shadowTextMatching(page, V, ".guess-prompt", pattern), pattern);
const score = async (page, pattern) => assert.match(await shadowTextMatching(page, V, ".guess-score", pattern), pattern);
const button = (page, name) => page.locator(V).getByRole("button", { name, exact: true });
const listText = (page) => page.evaluate((s) => document.querySelector(s).shadowRoot.querySelector(".list, ol, [part~='list']")?.innerText ?? "", V);

async function dragMove(page, moves) {
  const at = await squareCentres(page, V);
  for (const [a, b] of moves) await drag(page, at, a, b);
}

test("a guess right by mouse drags: the move is played with its comment, silver answers, the score counts it", async () => {
  const { page, errors, context } = await open({ "guess-side": "gold" });
  await prompt(page, /^Gold to move: play the move you would choose\.$/);
  await score(page, /^Found 0 of 0$/);
  assert.doesNotMatch(await listText(page), /Ed2n/, "the move to guess is not shown ahead");
  await page.evaluate((s) => {
    window.__judged = [];
    document.querySelector(s).addEventListener("judged", (e) => window.__judged.push(e.detail));
  }, V);
  await dragMove(page, [["d2", "d3"], ["e2", "e3"], ["d3", "d4"], ["e3", "e4"]]);
  await button(page, "End move").click();
  // Right: the record's move (the steps in another order are the same move), then silver's reply.
  await page.waitForFunction((s) => document.querySelector(s).path === "2s", V);
  await prompt(page, /^Right: 2g is the move played\. Silver answered 2s: ed7s ed6s me7s me6s\. Gold to move\.$/);
  await score(page, /^Found 1 of 1$/);
  assert.deepEqual(await page.evaluate(() => window.__judged.map(({ mode, outcome, path, right, tried, finished }) => [mode, outcome, path, right, tried, finished])), [
    ["guess", "right", "2s", 1, 1, false],
  ]);
  assert.match(await page.evaluate((s) => document.querySelector(s).shadowRoot.textContent, V), /The elephant and the camel take the centre\./);
  assert.equal(await page.evaluate((s) => document.querySelector(s).game.moveList().length, V), 8, "nothing added to the record");
  await screenshot(page, "guess-right-1200", page.locator(V));
  assert.deepEqual(await axeViolations(page, V), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a wrong guess, then a hint, then its step, then the right move typed: judged each time, the board put back", async () => {
  const { page, errors, context } = await open({});
  // An alternative the record has (marked !?, not good): taken back.
  await dragMove(page, [["b2", "b3"], ["g2", "g3"], ["b3", "b4"], ["g3", "g4"]]);
  await button(page, "End move").click();
  await prompt(page, /^The record has that move as an alternative, but it is not the move played\. Try again/);
  assert.equal(await path(page), "1s");
  assert.equal(await page.evaluate((s) => document.querySelector(s).game.moveDraft().steps.length, V), 0, "the board is back");
  await score(page, /^Found 0 of 1$/);
  // A move the record does not have, by clicks (a piece, then its square; never the same
  // square twice running, which is a double click), ended by the End move button.
  const at = await squareCentres(page, V);
  for (const [a, b] of [["a2", "a3"], ["h2", "h3"], ["b2", "b3"], ["g2", "g3"]]) {
    await page.mouse.click(at[a].x, at[a].y);
    await page.mouse.click(at[b].x, at[b].y);
  }
  await page.waitForFunction((s) => document.querySelector(s).game.moveDraft().steps.length === 4, V);
  await button(page, "End move").click();
  await prompt(page, /^That is not the move played\. Try again, ask for a hint, or show the move\.$/);
  assert.equal(await page.evaluate((s) => document.querySelector(s).game.moveDraft().steps.length, V), 0, "the board is back");
  await score(page, /^Found 0 of 1$/);
  // Hints, by the keyboard: the piece, then its first step; then no more.
  await button(page, "Hint").focus();
  await page.keyboard.press("Enter");
  await prompt(page, /^The gold elephant on d2 moves first\.$/);
  await page.keyboard.press("Enter");
  await prompt(page, /^The first step is Ed2n: gold elephant d2 north\.$/);
  await page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelector(".guess-hint").disabled, V);
  assert.equal(await page.evaluate((s) => document.querySelector(s) === document.activeElement, V), true, "the focus is handed to the viewer");
  // The record's move, typed in the move bar's field.
  const field = page.locator(V).getByLabel("Steps", { exact: true });
  await field.fill("Ed2n Ed3n Me2n Me3n");
  await field.press("Enter");
  await page.waitForFunction((s) => document.querySelector(s).path === "2g", V, { timeout: 5000 }).catch(async (e) => {
    const why = await page.evaluate((s) => {
      const r = document.querySelector(s).shadowRoot;
      return [r.querySelector(".move-status")?.textContent, r.querySelector(".guess-prompt")?.textContent, document.querySelector(s).path];
    }, V);
    throw new Error(`after typing the move: ${JSON.stringify(why)}: ${e.message}`);
  });
  await prompt(page, /^Right: 2g is the move played\.$/);
  await score(page, /^Found 1 of 1$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a good alternative is said to be good; Show move plays the record's move and counts it not found", async () => {
  const { page, errors, context } = await open({}, { width: 320, height: 900 });
  await dragMove(page, [["d2", "d3"], ["d3", "d4"], ["d4", "d5"], ["e2", "e3"]]);
  await button(page, "End move").click();
  await prompt(page, /^That move is good too \(the record marks it so\), but it is not the move played\./);
  await screenshot(page, "guess-good-alternative-320", page.locator(V));
  await button(page, "Show move").click();
  await page.waitForFunction((s) => document.querySelector(s).path === "2g", V);
  await prompt(page, /^The move played was 2g\.$/);
  await score(page, /^Found 0 of 1$/);
  // Silver to move now (no guess-side): the reader guesses both sides.
  await prompt(page, /./);
  assert.equal(await page.evaluate((s) => document.querySelector(s).game.state().sideToMove, V), "silver");
  assert.deepEqual(await axeViolations(page, V), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test("with guess-side, the stepping keys keep to the side guessed: silver's moves play themselves both ways", async () => {
  const { page, errors, context } = await open({ "guess-side": "gold" });
  await prompt(page, /^Gold to move: play the move you would choose\.$/);
  await page.locator(V).focus();
  // ↓ past gold's move to guess lands after silver's answer, where gold is to move again.
  await page.keyboard.press("ArrowDown");
  await page.waitForFunction((s) => document.querySelector(s).path !== "1s", V);
  assert.equal(await path(page), "2s");
  await prompt(page, /^Gold to move: play the move you would choose\.$/);
  // ↑ and ← go back to where gold was to move, not into silver's move.
  await page.keyboard.press("ArrowUp");
  await page.waitForFunction((s) => document.querySelector(s).path !== "2s", V);
  assert.equal(await path(page), "1s");
  await page.keyboard.press("ArrowDown");
  await page.waitForFunction((s) => document.querySelector(s).path === "2s", V);
  await page.keyboard.press("ArrowLeft");
  await page.waitForFunction((s) => document.querySelector(s).path !== "2s", V);
  assert.equal(await path(page), "1s");
  // → steps through gold's move step by step; its last step brings silver's answer.
  for (let n = 1; n <= 3; n++) {
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(([s, n]) => document.querySelector(s).game.state().stepsShown === n, [V, n]);
    assert.equal(await path(page), `2g:${n}`);
  }
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction((s) => !document.querySelector(s).path.startsWith("2g"), V);
  assert.equal(await path(page), "2s");
  await prompt(page, /^Gold to move: play the move you would choose\.$/);
  // End: the end of the line, gold to move.
  await page.keyboard.press("End");
  await page.waitForFunction((s) => document.querySelector(s).path === "3s", V);
  await prompt(page, /^The end of the line: you found 0 of 0 moves\.$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a new record starts the guesses' score again", async () => {
  const { page, errors, context } = await open({ "guess-side": "gold" });
  await page.locator(V).getByLabel("Steps", { exact: true }).fill("Ed2n Ed3n Me2n Me3n");
  await page.locator(V).getByLabel("Steps", { exact: true }).press("Enter");
  await score(page, /^Found 1 of 1$/);
  await page.evaluate(([s, text]) => (document.querySelector(s).record = text), [V, RECORD.replace("take the centre", "go forward")]);
  await score(page, /^Found 0 of 0$/);
  assert.deepEqual(errors, []);
  await context.close();
});
