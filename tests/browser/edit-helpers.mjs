// Page-side helpers for the editing tests: where squares are, and the gestures a
// reader makes on the board.

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
