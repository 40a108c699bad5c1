// Puzzles (`mode="puzzle"`) on the demo's file of twelve (www/demo/games/puzzles.fan): the
// reader plays with real drags, taps and typed steps; the engine judges each answer
// against the record's goal, so a right move the record does not give is accepted and
// said to be an alternative; a miss is taken back with why; hints, the other side's
// answer in a goal in two, "Next puzzle", the score.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { setup, screenshot } from "./harness.mjs";
import { shadowTextMatching } from "./viewer-helpers.mjs";
import { squareCentres, drag, openViewer } from "./edit-helpers.mjs";
import { axeViolations } from "./axe.mjs";

const V = "#puzzle";
const PUZZLES = readFileSync(new URL("../../www/demo/games/puzzles.fan", import.meta.url), "utf8");

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

async function open(attrs = {}, viewport = { width: 1200, height: 900 }, hasTouch = false) {
  const opened = await openViewer(env, { id: "puzzle", record: PUZZLES, attrs: { comments: "", mode: "puzzle", ...attrs }, viewport, hasTouch });
  await opened.page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelector(".puzzle-task")?.textContent, V);
  return opened;
}

const path = (page) => page.evaluate((s) => document.querySelector(s).path, V);
const task = async (page, pattern) => assert.match(await shadowTextMatching(page, V, ".puzzle-task", pattern), pattern);
const prompt = async (page, pattern) => assert.match(await shadowTextMatching(page, V, ".puzzle-prompt", pattern), pattern);
const score = async (page, pattern) => assert.match(await shadowTextMatching(page, V, ".puzzle-score", pattern), pattern);
const button = (page, name) => page.locator(V).getByRole("button", { name, exact: true });
const steps = (page) => page.evaluate((s) => document.querySelector(s).game.moveDraft().steps.length, V);
const moves = (page) => page.evaluate((s) => document.querySelector(s).game.moveList().length, V);

async function typeMove(page, text) {
  const field = page.locator(V).getByLabel("Steps", { exact: true });
  await field.fill(text);
  await field.press("Enter");
}

test("a puzzle solved by a move the record does not give: accepted as an alternative, kept as a variation; Next puzzle", async () => {
  const { page, errors, context } = await open();
  await task(page, /^Gold to play: reach goal this turn\.$/);
  await prompt(page, /^Gold to play: make your move on the board\.$/);
  await score(page, /^Solved 0 of 0$/);
  const before = await moves(page);
  await page.evaluate((s) => {
    window.__judged = [];
    document.querySelector(s).addEventListener("judged", (e) => window.__judged.push(e.detail));
  }, V);
  // The dog unfreezes the rabbit, the rabbit reaches goal, and the dog steps on: a third
  // step the record's two solutions do not have.
  const at = await squareCentres(page, V);
  await drag(page, at, "d6", "d7");
  await drag(page, at, "c7", "c8");
  await drag(page, at, "d7", "e7");
  await page.waitForFunction((s) => document.querySelector(s).game.moveDraft().steps.length === 3, V);
  await button(page, "End move").click();
  await prompt(page, /^Right: the move reaches the goal.*It is an alternative: the record gives another way\. Solved\.$/);
  await score(page, /^Solved 1 of 1$/);
  assert.equal(await moves(page), before + 1, "the reader's answer is kept as a variation");
  assert.equal(await path(page), "1/2g.2.2g", "the cursor is on the new variation");
  const [event] = await page.evaluate(() => window.__judged);
  assert.deepEqual({ ...event, words: undefined }, { mode: "puzzle", outcome: "solved-alternative", path: "1/2g.2.2g", words: undefined, right: 1, tried: 1, finished: true });
  assert.match(event.words, /It is an alternative/);
  await screenshot(page, "puzzle-alternative-1200", page.locator(V));
  assert.deepEqual(await axeViolations(page, V), []);
  // The next puzzle of the file, by the keyboard.
  await button(page, "Next puzzle").focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction((s) => document.querySelector(s).gameNumber === 2, V);
  await task(page, /^Gold to play: reach goal this turn\.$/);
  await prompt(page, /^Gold to play: make your move on the board\.$/);
  await score(page, /^Solved 1 of 1$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a miss by taps is taken back with why; a hint by the keyboard; then the record's answer typed: solved, not counted", async () => {
  const { page, errors, context } = await open({}, { width: 320, height: 900 }, true);
  const at = await squareCentres(page, V);
  // The dog steps away, one step (taps: the piece, then its square), ended by the button.
  await page.touchscreen.tap(at.d6.x, at.d6.y);
  await page.touchscreen.tap(at.d5.x, at.d5.y);
  await page.waitForFunction((s) => document.querySelector(s).game.moveDraft().steps.length === 1, V);
  await button(page, "End move").tap();
  await prompt(page, /^Not right: .*Try again, ask for a hint, or show the solution\.$/);
  assert.equal(await path(page), "1/start", "the board is back at the puzzle");
  assert.equal(await steps(page), 0);
  await score(page, /^Solved 0 of 1$/);
  await screenshot(page, "puzzle-missed-320", page.locator(V));
  await button(page, "Hint").focus();
  await page.keyboard.press("Enter");
  await prompt(page, /^The gold dog on d6 moves first\.$/);
  await typeMove(page, "Dd6n Rc7n");
  await prompt(page, /^Right: the move reaches the goal.*It is the record's solution\. Solved \(after a miss, a hint or the solution\)\.$/);
  assert.equal(await path(page), "1/2g");
  await score(page, /^Solved 0 of 1$/);
  assert.deepEqual(await axeViolations(page, V), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a goal in two turns, in the dark theme: silver's answer plays itself, the second move finishes it; Show solution", async () => {
  const { page, errors, context } = await open({ game: "11", theme: "dark" });
  await task(page, /^Gold to play: reach goal within 2 turns, whatever the defence\.$/);
  await typeMove(page, "Rg2n Rg3n Rg4n Rg5n");
  await prompt(page, /^Right: .* Silver answers 2s: dd8e rf8e ee5n\. Your move again\.$/);
  assert.equal(await path(page), "11/2s");
  await typeMove(page, "Rg6e Rh6n Rh7n");
  await prompt(page, /^Right: the move reaches the goal.* Solved\.$/);
  await score(page, /^Solved 1 of 1$/);
  assert.deepEqual(await axeViolations(page, V), []);
  // The next one, solved by "Show solution": counted as not solved.
  await button(page, "Next puzzle").click();
  await page.waitForFunction((s) => document.querySelector(s).gameNumber === 12, V);
  await button(page, "Show solution").click();
  await prompt(page, /^The solution: 2s .*\. Gold answers 3g: .*\. Your move again\.$/);
  await score(page, /^Solved 1 of 2$/);
  await screenshot(page, "puzzle-dark-1200", page.locator(V));
  assert.deepEqual(errors, []);
  await context.close();
});

test("a record that states no puzzle says so, and a bad goal says why", async () => {
  const plain = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ca2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Ch2\n1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ca7 db7 hc7 ed7 me7 hf7 dg7 ch7\n";
  const { page, errors, context } = await openViewer(env, { id: "puzzle", record: plain, attrs: { mode: "puzzle" } });
  await task(page, /^This record states no puzzle: it has no Puzzle field\.$/);
  assert.equal(await page.evaluate((s) => document.querySelector(s).shadowRoot.querySelector(".puzzle-hint").disabled, V), true);
  await page.evaluate((s) => {
    document.querySelector(s).record = "FAN31415926\nPuzzle: capture Ee4\nPosition: g [     r   hR   r    D                  e         R   E  R        ]\n";
  }, V);
  await task(page, /^The puzzle cannot be set: the puzzle names the gold elephant on e4, which the other side does not have there\.$/);
  assert.deepEqual(errors, []);
  await context.close();
});

// Puzzles that are themselves wrong, and what stepping does while solving (issue 33).
const FIRST = PUZZLES.split("\nFAN31415926")[0];
const FOURTH = `FAN31415926${PUZZLES.split("\nFAN31415926")[3]}`;
// Gold's elephant and rabbit are far from silver's rabbits and from goal: nothing to capture.
const NO_SOLUTION = `FAN31415926\nPuzzle: capture rf8\nPosition: g [${".....r.r................................................R..E....".replaceAll(".", " ")}]\n`;

const listenJudged = (page) =>
  page.evaluate((s) => {
    window.__judged = [];
    document.querySelector(s).addEventListener("judged", (e) => window.__judged.push(e.detail));
  }, V);
const judgedOutcomes = (page) => page.evaluate(() => window.__judged.map((d) => d.outcome));
const disabled = (page, key) => page.evaluate(([s, k]) => document.querySelector(s).shadowRoot.querySelector(`.puzzle-${k}`).disabled, [V, key]);

test("a stated solution that cannot be played: Show solution says where and why, and plays a right answer the engine finds", async () => {
  const { page, errors, context } = await open();
  await page.evaluate(([s, text]) => (document.querySelector(s).record = text), [V, FIRST.replace("2g Dd6n Rc7n", "2g Eb2n")]);
  await prompt(page, /^Gold to play: make your move on the board\.$/);
  await listenJudged(page);
  // The hint is the engine's answer's, not the unplayable elephant's.
  await button(page, "Hint").click();
  await prompt(page, /^The gold dog on d6 moves first\.$/);
  await button(page, "Show solution").click();
  await prompt(page, /^The record's solution 2g cannot be played: line 6, column 4: no piece on b2 \(at `Eb2n`\)\. A right answer: 2g Dd6[nw] Rc7n( Dc6x)?\.$/);
  assert.match(await path(page), /^2g\.\d\.2g$/, "the engine's answer is a variation, and shown");
  await score(page, /^Solved 0 of 1$/);
  assert.deepEqual(await judgedOutcomes(page), ["shown"]);
  await screenshot(page, "puzzle-unplayable-solution-1200", page.locator(V));
  assert.deepEqual(errors, []);
  await context.close();
});

test("a puzzle with no solution says so at once and after a miss; Hint and Show solution stay off", async () => {
  const { page, errors, context } = await openViewer(env, { id: "puzzle", record: NO_SOLUTION, attrs: { mode: "puzzle" } });
  await task(page, /^Gold to play: capture the silver rabbit on f8\.$/);
  await prompt(page, /^The puzzle has no solution: no move captures the silver rabbit on f8\.$/);
  assert.equal(await disabled(page, "hint"), true);
  assert.equal(await disabled(page, "show"), true);
  await typeMove(page, "Ed1n");
  await prompt(page, /^Not right: the move does not capture the silver rabbit on f8\. The puzzle has no solution: no move captures the silver rabbit on f8\.$/);
  await score(page, /^Solved 0 of 1$/);
  await screenshot(page, "puzzle-no-solution-1200", page.locator(V));
  assert.deepEqual(errors, []);
  await context.close();
});

test("stepping forward keeps a puzzle's solution hidden until it is solved or shown; stepping back and forth through what was seen", async () => {
  const { page, errors, context } = await open();
  await listenJudged(page);
  await page.locator(V).focus();
  for (const key of ["ArrowDown", "ArrowRight", "End", "Enter"]) {
    await page.keyboard.press(key);
    await prompt(page, /^The moves ahead are the solution: play your move on the board, or choose Show solution\.$/);
    assert.equal(await path(page), "1/start", `${key} does not step into the solution`);
  }
  // The buttons are the same steps.
  for (const name of ["Next step", "Next move", "Last position of this line"]) {
    await page.locator(V).getByRole("button", { name, exact: true }).click();
    await prompt(page, /^The moves ahead are the solution/);
    assert.equal(await path(page), "1/start", name);
  }
  // Nor does the list offer the moves ahead, or a goTo reach them.
  assert.equal(await page.locator(V).getByRole("button", { name: "Show the rest of the game" }).isVisible(), false);
  assert.equal(await page.evaluate((s) => document.querySelector(s).goTo("1/2g"), V), false);
  assert.equal(await path(page), "1/start");
  assert.deepEqual(await judgedOutcomes(page), [], "nothing was shown or judged");
  await score(page, /^Solved 0 of 0$/);
  // The answer, never seen, solves it; then its moves are the reader's to step through.
  await typeMove(page, "Dd6n Rc7n");
  await prompt(page, /^Right: the move reaches the goal\. It is the record's solution\. Solved\.$/);
  await score(page, /^Solved 1 of 1$/);
  await page.locator(V).focus();
  await page.keyboard.press("Home");
  await page.waitForFunction((s) => document.querySelector(s).path === "1/start", V);
  await page.keyboard.press("ArrowDown");
  await page.waitForFunction((s) => document.querySelector(s).path === "1/2g", V);
  // A goal in two: after the first turn and silver's answer, back to the start and
  // forward again through them; past them, the second turn's answer stays hidden.
  await page.evaluate((s) => (document.querySelector(s).gameNumber = 11), V);
  await page.waitForFunction((s) => document.querySelector(s).path === "11/start", V);
  await typeMove(page, "Rg2n Rg3n Rg4n Rg5n");
  await prompt(page, /Silver answers 2s: dd8e rf8e ee5n\. Your move again\.$/);
  await page.locator(V).focus();
  await page.keyboard.press("Home");
  await page.waitForFunction((s) => document.querySelector(s).path === "11/start", V);
  await page.keyboard.press("ArrowDown");
  await page.waitForFunction((s) => document.querySelector(s).path === "11/2g", V);
  await page.keyboard.press("ArrowDown");
  await page.waitForFunction((s) => document.querySelector(s).path === "11/2s", V);
  await page.keyboard.press("ArrowDown");
  await prompt(page, /^The moves ahead are the solution/);
  assert.equal(await path(page), "11/2s");
  // Show solution plays the last turn; the puzzle is over and counts as not solved.
  await button(page, "Show solution").click();
  await prompt(page, /^The solution: 3g Rg6e Rh6n Rh7n\.$/);
  await score(page, /^Solved 1 of 2$/);
  assert.deepEqual(await judgedOutcomes(page), ["solved", "solved", "shown"]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a new record starts the score again: a miss on it is a miss, and the capture puzzle's miss names the capture", async () => {
  const { page, errors, context } = await open();
  await typeMove(page, "Dd6n Rc7n");
  await score(page, /^Solved 1 of 1$/);
  await page.evaluate(([s, text]) => (document.querySelector(s).record = text), [V, FOURTH]);
  await task(page, /^Gold to play: capture the silver horse on f6\.$/);
  await score(page, /^Solved 0 of 0$/);
  await typeMove(page, "Ra2n");
  await prompt(page, /^Not right: the move does not capture the silver horse on f6\. Try again, ask for a hint, or show the solution\.$/);
  await score(page, /^Solved 0 of 1$/);
  await typeMove(page, "Mg5s rg6s df7n hf6x Eg7w");
  await prompt(page, /^Right: the move captures the silver horse on f6\. It is the record's solution\. Solved \(after a miss, a hint or the solution\)\.$/);
  await score(page, /^Solved 0 of 1$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a record written in the page in base64 is read whole (text beyond ASCII too); one that is not base64, or in an unknown encoding, says why", async () => {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width: 1000, height: 900 } });
  const record = `${PUZZLES.split(/(?=^FAN31415926$)/m)[0].trimEnd()} {Le chien – «à côté» ♘}\n`;
  // As the Markdown plugin, the CLI and the integrations write it: parsed from HTML.
  await page.evaluate((record) => {
    const bytes = new TextEncoder().encode(record);
    const encoded = btoa(String.fromCharCode(...bytes));
    const host = document.createElement("div");
    host.innerHTML = [
      `<arimaa-viewer id="b64" mode="puzzle" loading="eager"><template class="arimaa-record" data-encoding="base64">${encoded.replace(/.{60}/g, "$&\n")}</template></arimaa-viewer>`,
      `<arimaa-viewer id="bad" loading="eager"><template class="arimaa-record" data-encoding="base64">not base64!</template></arimaa-viewer>`,
      `<arimaa-viewer id="rot" loading="eager"><template class="arimaa-record" data-encoding="rot13">1t Qn1</template></arimaa-viewer>`,
    ].join("");
    document.querySelector("main").prepend(host);
  }, record);
  await page.waitForFunction(() => document.querySelector("#b64").game);
  assert.equal(await page.evaluate(() => document.querySelector("#b64").record.includes("{Le chien – «à côté» ♘}")), true);
  await page.locator("#b64 .puzzle-task").filter({ hasText: "Gold to play: reach goal this turn." }).waitFor();
  await page.locator("#bad .failure").filter({ hasText: 'the record (data-encoding="base64") is not base64 of UTF-8 text, the one encoding the viewer reads' }).waitFor();
  await page.locator("#rot .failure").filter({ hasText: 'the record (data-encoding="rot13") is not base64 of UTF-8 text, the one encoding the viewer reads' }).waitFor();
  assert.deepEqual(errors, []);
});
