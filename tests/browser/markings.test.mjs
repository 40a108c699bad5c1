// <arimaa-viewer> with an annotated record inline: arrows, highlighted squares and
// glyphs on the canvas, in the move list and in the live region.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { setup } from "./harness.mjs";
import { ready, colourShare, eventually, shadowTextMatching } from "./viewer-helpers.mjs";

const SHOTS = "/tmp/draw-shots";
const V = "#marked";

// 2g is interesting (!?); the position after it carries a green arrow d7–d5 and e4
// highlighted red (written after 2s's label: they are about the position before 2s).
const RECORD = `FAN31415926
Gold: Annotator
Silver: Reader

1g Da1 Eb1 Cc1 Rd1 Re1 Rf1 Cg1 Hh1 Ra2 Mb2 Rc2 Dd2 Re2 Rf2 Rg2 Hh2
1s eb7 mg7 ha7 hh7 dd7 de7 cb8 cg8 rc7 rf7 ra8 rc8 rd8 re8 rf8 rh8
2g @!? Mb2n Eb1n Mb3e Eb2n "The camel and the elephant head for c3."
2s @ad7d5=G @hd4=R @?? eb7s eb6s eb5s hh7s
3g @ab3b4=B @ha3=Y Hh2n Hh1n Da1e Db1n
`;

let env;
before(async () => {
  env = await setup();
  mkdirSync(SHOTS, { recursive: true });
});
after(async () => {
  await env?.teardown();
});

/** Adds the annotated record, inline, as viewer `#marked` at the top of the demo page. */
async function addViewer(page, attrs = {}) {
  await page.evaluate(([record, attrs]) => {
    const v = document.createElement("arimaa-viewer");
    v.id = "marked";
    for (const [k, val] of Object.entries({ controls: "", "move-list": "", comments: "", coordinates: "", loading: "eager", ...attrs })) {
      v.setAttribute(k, val);
    }
    v.textContent = record;
    document.querySelector("main").prepend(v);
  }, [RECORD, attrs]);
  await ready(page, V);
}

/** The canvas pixel (RGB) at the centre of `square`, found by hit testing as a user would click. */
function centrePixel(page, square) {
  return page.evaluate(([sel, sq]) => {
    const v = document.querySelector(sel);
    const canvas = v.shadowRoot.querySelector("canvas");
    const css = parseFloat(canvas.style.width);
    const dpr = canvas.width / css;
    const coords = v.hasAttribute("coordinates");
    let x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
    for (let y = 0; y < css; y += 1) {
      for (let x = 0; x < css; x += 1) {
        if (v.game.squareAt(x, y, css, v.orientation, coords) === sq) {
          x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
        }
      }
    }
    const px = canvas.getContext("2d").getImageData(Math.round((x0 + x1) / 2 * dpr), Math.round((y0 + y1) / 2 * dpr), 1, 1).data;
    return [px[0], px[1], px[2]];
  }, [V, square]);
}

/** A theme default as [r, g, b, alpha 0..1]. */
async function themeColour(page, name) {
  const hex = await page.evaluate(async (n) => (await import("../src/element/element.js")).GameView.themeDefaults(false)[n], name);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return [r, g, b, hex.length > 7 ? parseInt(hex.slice(7, 9), 16) / 255 : 1];
}

const blend = (under, [r, g, b, a], opacity = 1) => [r, g, b].map((c, i) => under[i] * (1 - a * opacity) + c * a * opacity);
const far = (p, q) => Math.max(...p.map((c, i) => Math.abs(c - q[i])));
const state = (page) => page.evaluate((s) => document.querySelector(s).game.state(), V);

test("arrows, highlights and glyphs: drawn on the board, listed and spoken", async () => {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width: 1200, height: 900 } });
  await page.waitForFunction(() => customElements.get("arimaa-viewer"));
  await addViewer(page);
  // The viewer opens after the setups, on 1s: nothing is marked yet.
  assert.equal((await state(page)).label, "1s");
  const plain = { d6: await centrePixel(page, "d6"), d4: await centrePixel(page, "d4") };

  // To 2g by a real key press on the focused board.
  await page.locator(V).focus();
  await page.keyboard.press("ArrowDown");
  await page.waitForFunction((s) => document.querySelector(s).game.state().label === "2g", V);

  // The arrow d7–d5 passes over the empty d6: its centre is the board blended with green.
  const green = await themeColour(page, "--arimaa-mark-green");
  const onShaft = blend(plain.d6, green);
  const d6 = await eventually(() => centrePixel(page, "d6"), (p) => far(p, onShaft) <= 10);
  assert.ok(far(d6, onShaft) <= 10, `d6 ${d6} is the green arrow over the board (${onShaft.map(Math.round)})`);
  assert.ok(far(d6, plain.d6) > 40, "and not the square's own colour");

  // d4, highlighted red, empty: redder than without the highlight, its green and blue fall.
  const red = await themeColour(page, "--arimaa-mark-red");
  const d4 = await eventually(() => centrePixel(page, "d4"), (p) => p[1] < plain.d4[1] - 30);
  const want = blend(plain.d4, red, 0.55);
  assert.ok(far(d4, want) <= 10, `d4 ${d4}, expected about ${want.map(Math.round)} over ${plain.d4}`);
  assert.ok(plain.d4[1] - d4[1] > 30 && plain.d4[2] - d4[2] > 30, "green and blue fall");
  assert.ok(Math.abs(plain.d4[0] - d4[0]) < plain.d4[1] - d4[1], "red holds up");

  // The badge of 2g's !? on b3, where its last step (Eb2n) ended.
  const badge = await colourShare(page, V, "b3", "--arimaa-glyph-interesting");
  assert.ok(badge > 0.03 && badge < 0.25, `badge share on b3: ${badge}`);
  assert.equal(await colourShare(page, V, "c3", "--arimaa-glyph-interesting"), 0);

  // The move list: 2g's row shows the glyph as text, its meaning as title and for
  // screen readers, on the badge's colour; 2s's row its blunder.
  const rows = await page.evaluate((s) => [...document.querySelector(s).shadowRoot.querySelectorAll(".entry")].map((li) => {
    const g = li.querySelector(".glyph");
    return {
      path: li.dataset.path,
      text: li.textContent,
      glyph: g?.firstChild.textContent,
      title: g?.title,
      background: g && getComputedStyle(g).backgroundColor,
      colour: g && getComputedStyle(g).color,
    };
  }), V);
  const row = (p) => rows.find((r) => r.path === p);
  assert.equal(row("2g").glyph, "!?");
  assert.equal(row("2g").title, "interesting move");
  assert.match(row("2g").text, /Eb2n\s*!\?, interesting move$/);
  assert.equal(row("2g").background, "rgb(29, 132, 198)");
  assert.equal(row("2g").colour, "rgb(255, 255, 255)");
  assert.equal(row("2s").glyph, "??");
  assert.equal(row("2s").title, "blunder");
  assert.equal(row("1s").glyph, undefined);

  // The live region speaks the move, its glyph and the markings.
  const live = await shadowTextMatching(page, V, "[aria-live]", /arrow from d7 to d5/i);
  assert.match(live, /^2g: Gold camel b2 north.*, interesting move\. Marked: arrow from d7 to d5 \(green\); d4 highlighted \(red\)\.$/);
  // And the board's label, the position text.
  const label = await page.evaluate((s) => document.querySelector(s).shadowRoot.querySelector("canvas").getAttribute("aria-label"), V);
  assert.match(label, /Silver to move\. Marked: arrow from d7 to d5 \(green\); d4 highlighted \(red\)\.$/);

  // One step on, inside 2s: those markings are gone (they were about the position before 2s).
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction((s) => document.querySelector(s).game.state().path === "2s:1", V);
  const d4After = await eventually(() => centrePixel(page, "d4"), (p) => far(p, plain.d4) <= 2);
  assert.ok(far(d4After, plain.d4) <= 2, `d4 plain again: ${d4After}`);

  // Screenshots, wide then narrow, light and dark, on 2g.
  await page.keyboard.press("ArrowLeft");
  await page.waitForFunction((s) => document.querySelector(s).game.state().label === "2g", V);
  await page.locator(V).screenshot({ path: `${SHOTS}/markings-1200.png` });
  await page.setViewportSize({ width: 320, height: 900 });
  await page.waitForFunction((s) => parseFloat(document.querySelector(s).shadowRoot.querySelector("canvas").style.width) <= 320, V);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.locator(V).screenshot({ path: `${SHOTS}/markings-320.png` });
  assert.deepEqual(errors, []);
});

test("the dark theme draws the marks in its own colours", async () => {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width: 1200, height: 900 } });
  await page.waitForFunction(() => customElements.get("arimaa-viewer"));
  await addViewer(page, { theme: "dark", path: "2s" });
  assert.equal((await state(page)).label, "2s");
  // 3g's arrow b3–b4 (blue) and a3 highlighted yellow show at 2s, and 2s's ?? badge on h6.
  const badge = await eventually(() => colourShare(page, V, "h6", "--arimaa-glyph-blunder"), (s) => s > 0.03);
  assert.ok(badge > 0.03, `blunder badge on h6: ${badge}`);
  const live = await page.evaluate((s) => document.querySelector(s).game.state().announcement, V);
  assert.match(live, /blunder\. Marked: arrow from b3 to b4 \(blue\); a3 highlighted \(yellow\)\.$/);
  await page.locator(V).screenshot({ path: `${SHOTS}/markings-dark-1200.png` });
  assert.deepEqual(errors, []);
});
