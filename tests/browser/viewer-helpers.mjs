// Page-side helpers for the <arimaa-viewer> end-to-end tests.

/** Waits until the viewer `selector` has loaded a game (its GameView exists). */
export async function ready(page, selector = "#demo") {
  await page.waitForFunction((s) => {
    const v = document.querySelector(s);
    return v && v.game && v.shadowRoot.querySelector("canvas").width > 0;
  }, selector);
  // one more frame so the board is painted
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Records the `pathchange`/`load`/`error` events of every viewer into window.__events
 * (listening in the capture phase: `load` and `error` do not bubble).
 */
export async function recordEvents(page) {
  await page.evaluate(() => {
    window.__events = [];
    for (const type of ["pathchange", "load", "error"]) {
      document.addEventListener(type, (e) => {
        if (e.target?.localName === "arimaa-viewer") {
          window.__events.push({ type, id: e.target.id, detail: e.detail });
        }
      }, true);
    }
  });
}

/** Takes the recorded events (only `type`, if given). */
export const events = (page, type) =>
  page.evaluate((t) => window.__events.splice(0).filter((e) => !t || e.type === t), type);

/**
 * Share of the pixels of `square` on the viewer's canvas that are within 40 of
 * the colour of the custom property `colorVar` (from the wasm theme defaults).
 */
export function colourShare(page, selector, square, colorVar) {
  return page.evaluate(
    async ([sel, sq, name]) => {
      const v = document.querySelector(sel);
      const canvas = v.shadowRoot.querySelector("canvas");
      const css = parseFloat(canvas.style.width);
      const dpr = canvas.width / css;
      const c = v.getAttribute("coordinates");
      const coords = c !== null && c !== "false" && c !== "off"; // the documented boolean rule
      const orient = v.orientation;
      // Find the square's box by hit testing a grid of points.
      let x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
      for (let y = 0; y < css; y += 2) {
        for (let x = 0; x < css; x += 2) {
          if (v.game.squareAt(x, y, css, orient, coords) === sq) {
            x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
          }
        }
      }
      if (x1 < 0) return -1;
      const { GameView } = await import("../src/element/element.js");
      const hex = GameView.themeDefaults(false)[name];
      const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const ctx = canvas.getContext("2d");
      const img = ctx.getImageData(Math.round(x0 * dpr), Math.round(y0 * dpr),
        Math.max(1, Math.round((x1 - x0) * dpr)), Math.max(1, Math.round((y1 - y0) * dpr)));
      let hits = 0;
      for (let i = 0; i < img.data.length; i += 4) {
        const d = Math.abs(img.data[i] - want[0]) + Math.abs(img.data[i + 1] - want[1]) + Math.abs(img.data[i + 2] - want[2]);
        if (d < 40) hits++;
      }
      return hits / (img.data.length / 4);
    },
    [selector, square, colorVar],
  );
}

/** Text of the shadow part `selector` of viewer `viewer`. */
export function shadowText(page, viewer, selector) {
  return page.evaluate(([v, s]) => document.querySelector(v).shadowRoot.querySelector(s)?.textContent ?? null, [viewer, selector]);
}

/** Text in a viewer's shadow DOM once it matches `pattern` (the element
 * re-renders in the next animation frame), or its last value after `ms`. */
export async function shadowTextMatching(page, viewer, selector, pattern, ms = 5000) {
  await page
    .waitForFunction(([v, s, source, flags]) => new RegExp(source, flags).test(document.querySelector(v).shadowRoot.querySelector(s)?.textContent ?? ""),
      [viewer, selector, pattern.source, pattern.flags], { timeout: ms })
    .catch(() => {}); // the caller's assertion reports the last text
  return shadowText(page, viewer, selector);
}

/**
 * Polls `read()` until `ok(value)` holds (an `expect.poll`: the board is drawn in a
 * later animation frame, so pixels are waited for, never read once after an action).
 * Returns the last value read; the caller asserts on it.
 */
export async function eventually(read, ok, { timeout = 5000, interval = 25 } = {}) {
  const until = Date.now() + timeout;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, interval));
    value = await read();
  }
  return value;
}

/**
 * Counts the page's animation frames from now on: `window.__frames` holds how many
 * were requested and how many ran. Call before the action whose frames matter.
 */
export function countFrames(page) {
  return page.evaluate(() => {
    if (!window.__frames) {
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (cb) => {
        window.__frames.requested++;
        return raf((t) => {
          window.__frames.ran++;
          cb(t);
        });
      };
      const cancel = window.cancelAnimationFrame.bind(window);
      window.cancelAnimationFrame = (id) => {
        if (id) window.__frames.cancelled++;
        cancel(id);
      };
    }
    window.__frames = { requested: 0, ran: 0, cancelled: 0 };
  });
}

/** Waits until at least `min` counted frames ran and none is pending (animations over); returns the count. */
export async function framesSettled(page, min = 1) {
  await page.waitForFunction((n) => {
    const f = window.__frames;
    return f.ran >= n && f.requested - f.cancelled <= f.ran;
  }, min, { polling: 20, timeout: 10000 });
  return page.evaluate(() => window.__frames.ran);
}

/** Adds a viewer with `attrs` and, if given, a `record`, at the top of the demo page's <main>. */
export function prependViewer(page, id, attrs, record) {
  return page.evaluate(([id, attrs, record]) => {
    const v = document.createElement("arimaa-viewer");
    v.id = id;
    for (const [k, val] of Object.entries(attrs)) v.setAttribute(k, val);
    document.querySelector("main").prepend(v);
    if (record != null) v.record = record;
  }, [id, attrs, record]);
}

/**
 * The demo's first puzzle (www/demo/games/puzzles.fan: goal in 1) solved as a reader does, in
 * the viewer `viewer` (a locator) of `page`: its answer typed in the move bar's Steps field
 * and Enter. Returns the puzzle prompt's words once they say it is solved.
 */
export async function solveFirstPuzzle(page, viewer) {
  await viewer.locator(".puzzle-task").filter({ hasText: "Gold to play: reach goal this turn." }).waitFor();
  await viewer.getByLabel("Steps", { exact: true }).click();
  await page.keyboard.type("Dd6n Rc7n");
  await page.keyboard.press("Enter");
  const prompt = viewer.locator(".puzzle-prompt");
  await prompt.filter({ hasText: /Solved/ }).waitFor();
  return prompt.innerText();
}
