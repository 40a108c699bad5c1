// What a reader sees when the viewers of a page take over from their static views:
// the page is opened with the wasm held back, the static views are measured once
// painted, the wasm is let through, every viewer is scrolled to (they start near the
// viewport, as a reader meets them), and the page is measured again. Layout shifts are
// read from Chromium's own `layout-shift` entries over the whole visit.
//
//   const visit = await takeOver(context, url);
//   visit.shifts          // every layout-shift entry once the HTML is parsed: [] when nothing moved
//   visit.before, .after  // { viewers: [{ box, board, next }], height }
//   visit.page            // left open at the top, every viewer live

import { readFileSync } from "node:fs";

/** Game 669231 of the archive (94 moves, won by goal), as an archive text of one row. */
export function longGame() {
  const [head, ...rows] = readFileSync(new URL("../data/arimaa/allgames202602.txt", import.meta.url), "utf8").split("\n");
  return `${head}\n${rows.find((r) => r.startsWith("669231\t"))}\n`;
}

/**
 * Collects the layout-shift entries of the context's pages into window.layoutShifts:
 * those that moved something inside `within` (the page's content: a wiki's or a
 * blog's own menus that rearrange themselves are not the boards' doing).
 */
export async function watchShifts(context, { within = "body" } = {}) {
  await context.addInitScript((within) => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const area = document.querySelector(within);
        const nodes = e.sources.map((s) => s.node).filter((n) => n && area?.contains(n));
        if (!nodes.length) continue;
        window.layoutShifts.push({
          at: e.startTime,
          value: e.value,
          recentInput: e.hadRecentInput,
          sources: nodes.map((n) => `${n.nodeName}${n.id ? `#${n.id}` : ""}${n.className ? `.${String(n.className).split(" ")[0]}` : ""}`),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  }, within);
}

const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * Every viewer's box, its board's (the static picture, or the live canvas), the top
 * of what follows it in the page, and the page's height; in page coordinates.
 */
export function measure(page, selector = "arimaa-viewer") {
  return page.evaluate((selector) => {
    const round = (v) => Math.round(v * 100) / 100;
    const rect = (el) => {
      const r = el.getBoundingClientRect();
      return { x: round(r.x + scrollX), y: round(r.y + scrollY), width: round(r.width), height: round(r.height) };
    };
    // What follows the viewer in the page: the next box that is shown, outside it.
    const next = (el) => {
      for (let n = el; n && n !== document.body; n = n.parentElement) {
        for (let s = n.nextElementSibling; s; s = s.nextElementSibling) {
          if (s.getClientRects().length) return round(s.getBoundingClientRect().top + scrollY);
        }
      }
      return null;
    };
    const viewers = [...document.querySelectorAll(selector)].map((v) => {
      const live = v.shadowRoot?.querySelector("slot[name=static]")?.hidden;
      const board = live ? v.shadowRoot.querySelector("canvas") : v.querySelector(".arimaa-static svg[role=img]");
      return { box: rect(v), board: board ? rect(board) : null, next: next(v), live: !!live };
    });
    return { viewers, height: document.documentElement.scrollHeight };
  }, selector);
}

/**
 * Opens `url` in `context` (watchShifts must have been called on it) with the wasm
 * held back, measures the static views, lets the wasm through and waits for every
 * viewer to be live, scrolling to each; measures again at the top of the page.
 * `settled(page)`, when given, waits for the host's own scripts after `load` (a wiki
 * skin that rearranges its menus for a narrow screen changes the page's height: that
 * is the host's doing, not the boards', and must be over before the first measure).
 */
export async function takeOver(context, url, { selector = "arimaa-viewer", onStatic, settled } = {}) {
  const page = await context.newPage();
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/arimaa(-edit)?_bg\.wasm(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: "load" });
  await settled?.(page);
  await frames(page);
  const before = await measure(page, selector);
  await onStatic?.(page);
  release();
  const count = before.viewers.length;
  for (let i = 0; i < count; i++) {
    await page.locator(selector).nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction(([selector, i]) => {
      const v = document.querySelectorAll(selector)[i];
      return v.game && v.shadowRoot.querySelector("slot[name=static]")?.hidden && v.shadowRoot.querySelector("canvas").width > 0;
    }, [selector, i]);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await frames(page);
  const after = await measure(page, selector);
  // While the HTML is still arriving, the page is laid out in parts (a table's columns
  // before all its cells are there): that is loading, before any script of ours ran.
  const { all, parsed } = await page.evaluate(() => ({
    all: window.layoutShifts,
    parsed: performance.getEntriesByType("navigation")[0].domInteractive,
  }));
  const shifts = all.filter((s) => s.at >= parsed).map(({ at, ...s }) => s);
  const loading = all.filter((s) => s.at < parsed);
  if (loading.length) console.log(`(layout shifts while the HTML was arriving, not counted: ${JSON.stringify(loading)})`);
  return { page, before, after, shifts };
}

/** The differences between two measures, as readable lines ([] when the same). */
export function differences(before, after) {
  const lines = [];
  if (before.height !== after.height) lines.push(`page height ${before.height} → ${after.height}`);
  before.viewers.forEach((b, i) => {
    const a = after.viewers[i];
    for (const key of ["box", "board", "next"]) {
      if (JSON.stringify(b[key]) !== JSON.stringify(a?.[key])) lines.push(`viewer ${i} ${key} ${JSON.stringify(b[key])} → ${JSON.stringify(a?.[key])}`);
    }
  });
  return lines;
}
