// Page-side helpers for the editing tests: a viewer on the demo page, where squares
// are, and the gestures a reader makes on the board.
import { ready } from "./viewer-helpers.mjs";

/**
 * Opens the demo page in a new context with a viewer `#id` of `record` at the top of its
 * main column (controls, move list, eager, no animation, then `attrs`), scrolled into
 * view; its `change` events are kept in `window.__changes`. Resolves once it is ready.
 */
export async function openViewer(env, { id, record, attrs = {}, viewport = { width: 1000, height: 900 }, hasTouch = false }) {
  const context = await env.browser.newContext({ viewport, hasTouch });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(new URL("demo/index.html", env.url).href, { waitUntil: "load" });
  await page.evaluate(([id, record, attrs]) => {
    const v = document.createElement("arimaa-viewer");
    v.id = id;
    for (const [k, val] of Object.entries({ controls: "", "move-list": "", loading: "eager", animation: "false", ...attrs })) {
      v.setAttribute(k, val);
    }
    v.textContent = record;
    window.__changes = [];
    v.addEventListener("change", (e) => window.__changes.push(e.detail));
    document.querySelector("main").prepend(v);
  }, [id, record, attrs]);
  await ready(page, `#${id}`);
  await page.evaluate((sel) => document.querySelector(sel).scrollIntoView(), `#${id}`);
  return { page, errors, context };
}

/** Page coordinates of every square's centre on viewer `sel`, found by hit testing as a pointer is. */
export function squareCentres(page, sel) {
  return page.evaluate((s) => {
    const v = document.querySelector(s);
    const canvas = v.shadowRoot.querySelector("canvas");
    const r = canvas.getBoundingClientRect();
    const css = r.width;
    const coords = v.hasAttribute("coordinates") && !/^(false|off)$/.test(v.getAttribute("coordinates"));
    const acc = {};
    for (let y = 2; y < css; y += 4) {
      for (let x = 2; x < css; x += 4) {
        const sq = v.game.squareAt(x, y, css, v.orientation, coords);
        if (!sq) continue;
        const a = (acc[sq] ??= [0, 0, 0]);
        a[0] += x; a[1] += y; a[2]++;
      }
    }
    const out = {};
    for (const [sq, [x, y, n]] of Object.entries(acc)) out[sq] = { x: r.left + x / n, y: r.top + y / n };
    return out;
  }, sel);
}

/** A mouse drag from square `from` to `to` (`at` from squareCentres), with `button` and held `modifiers`. */
export async function drag(page, at, from, to, { button = "left", modifiers = [] } = {}) {
  for (const k of modifiers) await page.keyboard.down(k);
  await page.mouse.move(at[from].x, at[from].y);
  await page.mouse.down({ button });
  await page.mouse.move((at[from].x + at[to].x) / 2, (at[from].y + at[to].y) / 2, { steps: 2 });
  await page.mouse.move(at[to].x, at[to].y, { steps: 2 });
  await page.mouse.up({ button });
  for (const k of modifiers) await page.keyboard.up(k);
}

/** Clicks a field, types `text` as keys over what it held, and leaves it with Tab (a `change`). */
export async function typeInto(page, field, text) {
  await field.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(text);
  await page.keyboard.press("Tab");
}
