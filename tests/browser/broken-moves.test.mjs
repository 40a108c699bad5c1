// Issue 15, what a reader sees of a record's flaws and secrets: a move with a
// malformed token keeps its legal steps on the board, its row and its words;
// with `spoilers`, no variation of a move not reached gives itself away; a
// Morabaraba game shows the cows each side still has in hand.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, screenshot } from "./harness.mjs";
import { ready, colourShare, shadowTextMatching, prependViewer as add } from "./viewer-helpers.mjs";
import { BROKEN_RECORDS } from "./broken-record.mjs";

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});


for (const [format, { record, line }] of Object.entries(BROKEN_RECORDS)) {
  test(`${format}: the move broken at Zz9q keeps De1n Ee5w Ed5n on the board, in its row and in words`, async () => {
    const { page, errors } = await env.open("demo/index.html", { viewport: { width: 900, height: 900 } });
    await ready(page);
    await add(page, "broken", { controls: "", "move-list": "", comments: "", loading: "eager" }, record);
    await ready(page, "#broken");
    // Real keys: the start, then move by move to 3g.
    await page.focus("#broken");
    await page.keyboard.press("Home");
    await page.waitForFunction(() => document.querySelector("#broken").path === "start");
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.querySelector("#broken").path === "3g");
    await ready(page, "#broken");
    const seen = await page.evaluate(() => {
      const v = document.querySelector("#broken");
      const root = v.shadowRoot;
      const row = root.querySelector('.entry[aria-current]');
      const bad = row.querySelector(".bad-token");
      return {
        state: v.game.state(),
        row: { text: row.querySelector(".text").textContent, bad: bad?.firstChild.textContent, title: bad?.title, all: row.textContent },
        alert: root.querySelector('.side [role="alert"]').textContent,
        live: root.querySelector("[aria-live]").textContent,
      };
    });
    // The board: the dog went up to e2, the elephant to d6; e1 and e5 are empty.
    assert.equal(seen.state.moveText, "De1n Ee5w Ed5n");
    assert.match(seen.state.positionText, /dogs? [^.]*e2/);
    assert.match(seen.state.positionText, /elephant d6/);
    assert.ok((await colourShare(page, "#broken", "d6", "--arimaa-gold")) > 0.1, "a gold piece on d6");
    assert.ok((await colourShare(page, "#broken", "e5", "--arimaa-gold")) < 0.02, "e5 empty");
    // The row: what was read, then the token at fault with its reason.
    assert.equal(seen.row.text, "De1n Ee5w Ed5n");
    assert.equal(seen.row.bad, "Zz9q");
    assert.match(seen.row.title, /^expected a step/);
    assert.match(seen.row.all, /^3gDe1n Ee5w Ed5nZz9q: expected a step/);
    // The error on screen, with its place, and the words spoken.
    assert.match(seen.alert, new RegExp(`line ${line}, column 19: expected a step .*Zz9q`));
    assert.match(seen.live, /^3g: Gold dog e1 north to e2; gold elephant e5 west to d5; gold elephant d5 north to d6; then an error at Zz9q: expected a step/);
    if (format !== "arimaa.com") {
      assert.equal(seen.state.moveComment, "A typo in the record");
      assert.match(await shadowTextMatching(page, "#broken", ".caption", /A typo/), /A typo in the record/);
    }
    await page.locator("#broken").scrollIntoViewIfNeeded();
    await screenshot(page, `broken-move-${format.replace(".", "-")}`);
    assert.deepEqual(errors, []);
  });
}

test("spoilers: no variation toggle or chooser of a move not reached shows", async () => {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width: 900, height: 900 } });
  await ready(page);
  const text = await (await page.request.get(new URL("demo/games/demo.fan", env.url).href)).text();
  await add(page, "secret", { controls: "", "move-list": "", spoilers: "", loading: "eager" }, text);
  await ready(page, "#secret");
  const shown = () => page.evaluate(() => {
    const root = document.querySelector("#secret").shadowRoot;
    const visible = (n) => n.checkVisibility();
    return {
      path: document.querySelector("#secret").path,
      toggles: [...root.querySelectorAll(".toggle")].filter(visible).length,
      variations: [...root.querySelectorAll(".variation")].filter(visible).length,
      chooser: [...root.querySelectorAll('[part~="variation"]')].filter(visible).length,
      allToggles: root.querySelectorAll(".toggle").length,
    };
  });
  let s = await shown();
  assert.ok(s.allToggles >= 2, "the demo has variations");
  assert.deepEqual([s.toggles, s.variations, s.chooser], [0, 0, 0], JSON.stringify(s));
  // 8s: the next move (9g) has alternatives; still nothing of them shows.
  await page.focus("#secret");
  await page.keyboard.press("Home");
  for (let i = 0; i < 16; i++) await page.keyboard.press("ArrowDown");
  await page.waitForFunction(() => document.querySelector("#secret").path === "8s");
  await ready(page, "#secret");
  s = await shown();
  assert.deepEqual([s.toggles, s.variations, s.chooser], [0, 0, 0], JSON.stringify(s));
  // Nor can a digit key play one (keys are handled as they are dispatched).
  await page.keyboard.press("1");
  await page.keyboard.press("2");
  assert.equal(await page.evaluate(() => document.querySelector("#secret").path), "8s");
  await page.locator("#secret").scrollIntoViewIfNeeded();
  await screenshot(page, "spoilers-8s");
  // Shown the rest: the toggles and the chooser are there.
  await page.locator("#secret").getByRole("button", { name: "Show the rest of the game" }).click();
  await page.waitForFunction(() => [...document.querySelector("#secret").shadowRoot.querySelectorAll(".toggle")].some((t) => t.checkVisibility()));
  s = await shown();
  assert.ok(s.toggles >= 2 && s.chooser >= 2, JSON.stringify(s));
  assert.deepEqual(errors, []);
});

test("Morabaraba: the cows in hand are drawn in the centre and told, at 320 px", async () => {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width: 320, height: 800 } });
  const V = "#morabaraba";
  await page.locator(V).scrollIntoViewIfNeeded();
  await ready(page, V);
  await page.focus(V);
  await page.keyboard.press("Home");
  await page.waitForFunction((v) => document.querySelector(v).path === "start", V);
  await ready(page, V);
  /** Share of the pixels around the board's centre, left or right, in a side's colour. */
  const counter = (dx, name) => page.evaluate(async ([v, dx, name]) => {
    const canvas = document.querySelector(v).shadowRoot.querySelector("canvas");
    const css = parseFloat(canvas.style.width);
    const dpr = canvas.width / css;
    const { GameView } = await import("../src/element/element.js");
    const hex = GameView.themeDefaults(false)[name];
    const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    // The centre of the 7 × 7 grid; the coordinates take 0.42 of an eighth on the left (render::Layout).
    const eighth = css / 8.42;
    const cell = (8 * eighth) / 7;
    const x = (0.42 * eighth + (3.5 + dx) * cell) * dpr;
    const y = 3.5 * cell * dpr;
    const r = cell * 0.12 * dpr;
    const img = canvas.getContext("2d").getImageData(Math.round(x - r), Math.round(y - r), Math.round(2 * r), Math.round(2 * r));
    let hits = 0;
    for (let i = 0; i < img.data.length; i += 4) {
      const d = Math.abs(img.data[i] - want[0]) + Math.abs(img.data[i + 1] - want[1]) + Math.abs(img.data[i + 2] - want[2]);
      if (d < 40) hits++;
    }
    return hits / (img.data.length / 4);
  }, [V, dx, name]);
  assert.ok((await counter(-0.3, "--arimaa-gold")) > 0.2, "White's counter left of the centre");
  assert.ok((await counter(0.3, "--arimaa-silver")) > 0.2, "Black's counter right of the centre");
  const aria = await page.evaluate((v) => document.querySelector(v).shadowRoot.querySelector("canvas").getAttribute("aria-label"), V);
  assert.match(aria, /^White: no cows on the board, 12 in hand\. Black: no cows on the board, 12 in hand\./);
  await screenshot(page, "morabaraba-hand-320-start");
  // End: every cow placed long ago, no counters.
  await page.keyboard.press("End");
  await page.waitForFunction((v) => document.querySelector(v).game.state().atEnd, V);
  await ready(page, V);
  assert.ok((await counter(-0.3, "--arimaa-gold")) < 0.05, "no counter once every cow is placed");
  assert.doesNotMatch(await page.evaluate((v) => document.querySelector(v).shadowRoot.querySelector("canvas").getAttribute("aria-label"), V), /in hand/);
  assert.deepEqual(errors, []);
});
