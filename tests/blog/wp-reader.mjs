// A post as readers get it, in Chromium: the page (with or without JavaScript), the
// viewer once it has taken over, the static board's pixels, and an item of the feed.
// Used by wordpress-editor.test.mjs.
import { readFileSync } from "node:fs";
import { watch } from "../browser/harness.mjs";

/** Opens `url` in a fresh context (logged out); `requests` lists every URL it asked for. */
export async function readerPage(browser, url, { javaScriptEnabled = true, width = 1200 } = {}) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors = watch(page);
  const requests = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.goto(url, { waitUntil: "load" });
  return { page, errors, requests, context };
}

/** Waits until the block's viewer (the post's, or the editor's preview) has read its game and painted its board. */
export function blockViewerPainted(page) {
  return page.waitForFunction(() => {
    const v = document.querySelector(".wp-block-arimaa-game arimaa-viewer");
    const canvas = v?.shadowRoot?.querySelector("canvas");
    return v?.game && canvas && canvas.width > 0;
  });
}

/** Waits until the post's viewer has taken over: its game read and its board painted. */
export async function viewerReady(page) {
  const viewer = page.locator(".wp-block-arimaa-game arimaa-viewer");
  await viewer.scrollIntoViewIfNeeded();
  await blockViewerPainted(page);
  return viewer;
}

// The light theme's squares (src/render/theme.rs), as the static-first test reads them.
const LIGHT = [0xee, 0xdf, 0xbe];
const DARK = [0xe3, 0xcf, 0xa6];
const TRAP = [0xc4, 0x8e, 0x63];
const near = (a, b) => a.every((v, i) => Math.abs(v - b[i]) <= 3);

/**
 * The colour at the centre of each square of a screenshot of the static board (Gold
 * at the bottom, with coordinates: 8.42 squares across, the margin on the left and
 * at the bottom), read in a page that runs scripts.
 */
export async function boardPixels(browser, png) {
  const page = await browser.newPage();
  const squares = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement("canvas");
    [c.width, c.height] = [img.width, img.height];
    const ctx = c.getContext("2d");
    ctx.drawImage(img, 0, 0);
    const sq = img.width / 8.42;
    const out = {};
    for (let file = 0; file < 8; file++) {
      for (let rank = 0; rank < 8; rank++) {
        const x = Math.round(sq * 0.42 + (file + 0.5) * sq);
        const y = Math.round((7 - rank + 0.5) * sq);
        out[`${"abcdefgh"[file]}${rank + 1}`] = [...ctx.getImageData(x, y, 1, 1).data].slice(0, 3);
      }
    }
    return out;
  }, readFileSync(png).toString("base64"));
  await page.close();
  return {
    ...squares,
    isTrap: (sq) => near(squares[sq], TRAP),
    isEmpty: (sq) => near(squares[sq], LIGHT) || near(squares[sq], DARK),
    same: (a, b) => near(squares[a], squares[b]),
  };
}

/**
 * The feed's item titled `title`, as a feed reader takes it: the XML parsed, the
 * item's content:encoded parsed as HTML. Gives its text and what it holds.
 */
export async function feedItem(browser, xml, title) {
  const page = await browser.newPage();
  const item = await page.evaluate(
    ([text, wanted]) => {
      const feed = new DOMParser().parseFromString(text, "application/xml");
      if (feed.querySelector("parsererror")) return { error: feed.querySelector("parsererror").textContent };
      const entry = [...feed.querySelectorAll("item")].find((i) => i.querySelector("title")?.textContent === wanted);
      if (!entry) return { error: `no item titled ${wanted}` };
      const encoded = entry.getElementsByTagNameNS("http://purl.org/rss/1.0/modules/content/", "encoded")[0]?.textContent ?? "";
      const doc = new DOMParser().parseFromString(encoded, "text/html");
      return {
        encoded,
        // A feed carries the static view without the element around it.
        svgs: doc.querySelectorAll(".arimaa-static svg[role=img]").length,
        moves: doc.querySelector(".arimaa-moves")?.textContent ?? "",
        marked: doc.querySelector(".arimaa-moves mark")?.textContent ?? "",
        scripts: doc.querySelectorAll("script, img, [onerror], [onload]").length,
      };
    },
    [xml, title],
  );
  await page.close();
  if (item.error) throw new Error(item.error);
  return item;
}
