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

/** Records the `pathchange`/`load`/`error` events of every viewer into window.__events. */
export async function recordEvents(page) {
  await page.evaluate(() => {
    window.__events = [];
    for (const type of ["pathchange", "load", "error"]) {
      document.addEventListener(type, (e) => {
        if (e.target?.localName === "arimaa-viewer") {
          window.__events.push({ type, id: e.target.id, detail: e.detail });
        }
      });
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
      const coords = v.hasAttribute("coordinates");
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
      const { GameView } = await import("./arimaa-viewer.js");
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
export async function shadowTextMatching(page, viewer, selector, pattern, ms = 3000) {
  const until = Date.now() + ms;
  let text = await shadowText(page, viewer, selector);
  while (!pattern.test(text ?? "") && Date.now() < until) {
    await page.waitForTimeout(50);
    text = await shadowText(page, viewer, selector);
  }
  return text;
}
