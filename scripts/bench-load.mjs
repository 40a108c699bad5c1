// Page-load benchmark: <arimaa-viewer> (the shipped www/dist bundle) against
// @lichess-org/pgn-viewer, side by side in one run.
//
//   npm run bench:load                 5 rounds
//   node scripts/bench-load.mjs 9      or BENCH_ROUNDS=9
//   node scripts/bench-load.mjs --pages arimaa,arimaa-preload,lichess
//   BENCH_DIST=DIR …                   another build of the package instead of www/dist
//
// Each page (www/bench/load/NAME.html) shows one annotated game on a 400 px board.
// Every round opens every page in a fresh browser context (cold cache, new
// connections) under Chrome DevTools' "Slow 4G" network and a 4× CPU slowdown,
// alternating the order between rounds, and measures from navigation start
// (performance.timeOrigin):
//   board        the frame that first shows the game's position: ours, the frame
//                after the element's `load` event once its canvas has pixels; lichess,
//                the frame after chessground's pieces are in the DOM;
//   interactive  the frame that first shows a position changed by a user: once the
//                board is drawn, the viewer is focused and ArrowRight pressed (through
//                CDP, as a keyboard would) until a press changes the position.
// Both pages are served by scripts/serve.mjs with gzip and without CSP (lichess's
// stylesheet embeds fonts as data: URLs, which the strict policy forbids).
// The lichess package is GPL: it is copied from node_modules into a temporary
// directory for the run, never into our sources.

import { chromium } from "playwright-core";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startServer } from "./serve.mjs";
import { CHROMIUM, CHROMIUM_ARGS } from "../tests/browser/harness.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

// Chrome DevTools' "Slow 4G" preset (the former "Fast 3G"): bytes per second, ms per request.
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75, // 562.5 ms
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, // 180,000 B/s (1.44 Mbit/s)
  uploadThroughput: ((750 * 1000) / 8) * 0.9, // 84,375 B/s
};
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 800, height: 900 };
const TIMEOUT_MS = 120_000;

const { rounds, pages } = parseArgs(process.argv.slice(2));

/** What a page holds: which viewer (how its board and position are read) and what to focus. */
function pageKind(name) {
  return name.startsWith("lichess")
    ? { viewer: "lichess", focus: ".lpv" }
    : { viewer: "arimaa", focus: "arimaa-viewer" };
}

// ---- in the page (installed before any of the page's scripts) ----------------

function probe() {
  const marks = {};
  let boardSeen = false;
  let key0;
  let moved = false;
  let boardReady;
  window.__loadBench = marks;
  window.__loadBenchBoard = new Promise((ok) => (boardReady = ok));

  const arimaa = () => document.querySelector("arimaa-viewer");
  // The position shown, as each viewer names it (a static board, not yet upgraded, has none).
  const position = () =>
    arimaa() ? (arimaa().path ?? null) : document.querySelector(".lpv button.move.current")?.textContent ?? "start";
  // Our canvas has been drawn on (the board's background is opaque everywhere).
  const painted = () => {
    const canvas = arimaa()?.shadowRoot?.querySelector("canvas");
    if (!canvas?.width) return false;
    const middle = canvas.getContext("2d").getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1);
    return middle.data[3] > 0;
  };

  // Called when the board's content is in place; it is shown by the next frame.
  function boardDrawn(check = () => true) {
    if (boardSeen) return;
    boardSeen = true;
    key0 = position();
    const frame = () =>
      requestAnimationFrame(() => {
        if (!check()) return frame();
        marks.board = performance.now();
        boardReady();
      });
    frame();
  }

  // Ours: the element's `load` event (it has scheduled its paint for the next frame).
  // On the document: `load` events never propagate to the window.
  document.addEventListener(
    "load",
    (e) => {
      if (e.target?.localName !== "arimaa-viewer") return;
      marks.loaded = performance.now();
      // A static-first page showed its board long ago: from now on a key press counts.
      if (boardSeen) key0 = position();
      boardDrawn(painted);
    },
    true,
  );
  customElements.whenDefined("arimaa-viewer").then(() => (marks.script = performance.now()));

  // Lichess: its root and chessground's pieces appearing in the DOM.
  // Static first: the board is the SVG in the page's HTML, shown at parse.
  const seen = new MutationObserver(() => {
    if (marks.script === undefined && document.querySelector(".lpv")) marks.script = performance.now();
    if (document.querySelector("cg-board piece, arimaa-viewer svg")) {
      seen.disconnect();
      boardDrawn();
    }
  });
  seen.observe(document, { childList: true, subtree: true });

  // Interactive: after the viewer's own handlers (bubble phase), did this key move it?
  addEventListener("keydown", (e) => {
    if (!boardSeen || moved || marks.loaded === undefined && arimaa()) return;
    marks.firstKey ??= e.timeStamp;
    if (position() === key0) return;
    moved = true;
    marks.input = e.timeStamp;
    requestAnimationFrame(() => (marks.interactive = performance.now()));
  });
}

// ---- one page load ------------------------------------------------------------

async function measure(browser, baseUrl, name) {
  const { focus } = pageKind(name);
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (err) => errors.push(err.message));
    page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
    await page.addInitScript(probe);

    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    cdp.on("Network.requestWillBeSent", ({ requestId, request, initiator, type }) => {
      requests.set(requestId, { url: request.url, type, initiator: initiatorUrl(initiator), bytes: 0 });
    });
    cdp.on("Network.responseReceived", ({ requestId, response }) => {
      const r = requests.get(requestId);
      if (r) Object.assign(r, { status: response.status, mime: response.mimeType, encoding: response.headers["Content-Encoding"] ?? response.headers["content-encoding"] });
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      const r = requests.get(requestId);
      if (r) r.bytes = encodedDataLength;
    });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    await page.goto(new URL(`bench/load/${name}.html`, baseUrl).href, { waitUntil: "commit" });
    await within(page.evaluate(() => window.__loadBenchBoard), `${name}: no board`);
    // A user who sees the board presses → until the position changes.
    await within(
      (async () => {
        for (;;) {
          const done = await page.evaluate((sel) => {
            if (window.__loadBench.interactive !== undefined) return true;
            document.querySelector(sel)?.focus();
            return false;
          }, focus);
          if (done) return;
          await page.keyboard.press("ArrowRight");
        }
      })(),
      `${name}: never interactive`,
    );
    const result = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0];
      return {
        marks: window.__loadBench,
        dcl: nav.domContentLoadedEventEnd,
        onload: nav.loadEventEnd,
        timing: [nav, ...performance.getEntriesByType("resource")].map((e) => ({
          url: e.name,
          start: e.startTime,
          firstByte: e.responseStart,
          end: e.responseEnd,
        })),
      };
    });
    if (errors.length) throw new Error(`${name}: ${errors.join("; ")}`);
    const boardSize = await page.evaluate((sel) => {
      const el = document.querySelector(sel);
      const board = el.shadowRoot?.querySelector("canvas") ?? el.querySelector("cg-board");
      return Math.round(board.getBoundingClientRect().width);
    }, focus);
    const list = [...requests.values()].filter((r) => r.url.startsWith("http"));
    const urls = list.map((r) => r.url);
    const twice = urls.filter((u, i) => urls.indexOf(u) !== i);
    if (twice.length) console.log(`  ${name}: fetched twice (a preload not used?): ${twice.map(short).join(", ")}`);
    for (const r of list) Object.assign(r, result.timing.find((t) => t.url === r.url) ?? {});
    return { ...result.marks, dcl: result.dcl, onload: result.onload, boardSize, requests: list };
  } finally {
    await context.close();
  }
}

function initiatorUrl(initiator) {
  if (initiator.url) return initiator.url;
  const frame = initiator.stack?.callFrames?.[0] ?? initiator.stack?.parent?.callFrames?.[0];
  return frame?.url ?? initiator.type;
}

function within(promise, message) {
  let timer;
  const timeout = new Promise((_, fail) => (timer = setTimeout(() => fail(new Error(message)), TIMEOUT_MS)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// ---- the run ------------------------------------------------------------------

function stage() {
  // The pages with what they load, laid out as in www/ (so the pages' relative
  // URLs are the same) plus the lichess package beside its page.
  const dir = mkdtempSync(join(tmpdir(), "bench-load-"));
  cpSync(join(ROOT, "www/bench/load"), join(dir, "bench/load"), { recursive: true });
  cpSync(process.env.BENCH_DIST ?? join(ROOT, "www/dist"), join(dir, "dist"), { recursive: true });
  mkdirSync(join(dir, "demo/games"), { recursive: true });
  cpSync(join(ROOT, "www/demo/games/demo.fan"), join(dir, "demo/games/demo.fan"));
  const lichess = join(ROOT, "node_modules/@lichess-org/pgn-viewer/dist");
  for (const file of ["lichess-pgn-viewer.min.js", "lichess-pgn-viewer.css"]) {
    cpSync(join(lichess, file), join(dir, "bench/load/vendor", file));
  }
  return dir;
}

/**
 * The static-first page: the demo game as the Markdown plugin writes it (the fragment
 * every page builder writes: the board as SVG, the moves as text), upgraded in place
 * by the element. Written at each run by the shipped plugin, so it measures the
 * shipped fragment.
 */
async function writeStaticPage(dir) {
  const dist = process.env.BENCH_DIST ?? join(ROOT, "www/dist");
  const plugin = await import(pathToFileURL(join(dist, "arimaa-markdown-it.js")).href);
  await plugin.arimaaMarkdownIt();
  const record = readFileSync(join(ROOT, "www/demo/games/demo.fan"), "utf8");
  const fragment = plugin.renderFence(record, "arimaa size=400");
  const template = readFileSync(join(dir, "bench/load/arimaa.html"), "utf8");
  const page = template
    .replace("<title>Page-load benchmark: arimaa-viewer</title>", "<title>Page-load benchmark: arimaa-viewer, static first</title>")
    .replace(
      /<!-- The README's one-tag embed.*-->/,
      "<!-- Static first: the fragment the page builders write, upgraded by the element; the wasm preloaded as the Markdown example's pages do. -->\n" +
        '  <link rel="preload" as="fetch" crossorigin href="../../dist/arimaa_bg.wasm">',
    )
    .replace(/<arimaa-viewer src=[^>]*><\/arimaa-viewer>/, fragment.trim());
  if (page === template) throw new Error("bench-load: arimaa.html no longer has the shape writeStaticPage expects");
  writeFileSync(join(dir, "bench/load/arimaa-static.html"), page);
  // The same page with its own stylesheet inlined, as blogs that inline their critical
  // CSS serve it: nothing blocks the first paint after the HTML, and the static view
  // needs no stylesheet of ours, so the board is on screen one round trip in.
  const css = readFileSync(join(dir, "bench/load/bench-load.css"), "utf8");
  const inlined = page.replace('<link rel="stylesheet" href="bench-load.css">', `<style>\n${css}</style>`);
  if (inlined === page) throw new Error("bench-load: arimaa.html no longer links bench-load.css");
  writeFileSync(join(dir, "bench/load/arimaa-static-css.html"), inlined);
}

const median = (xs) => {
  const s = xs.filter((x) => x !== undefined).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)}`.padStart(6) : "     -");
const kb = (b) => `${(b / 1000).toFixed(1)} kB`;

async function main() {
  const dir = stage();
  await writeStaticPage(dir);
  const server = await startServer({ root: dir, port: 0, csp: false });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const results = Object.fromEntries(pages.map((p) => [p, []]));
  const started = Date.now();
  try {
    console.log(
      `page-load benchmark: Slow 4G (latency ${SLOW_4G.latency} ms, down ${SLOW_4G.downloadThroughput} B/s, ` +
        `up ${SLOW_4G.uploadThroughput} B/s), CPU ${CPU_SLOWDOWN}× slower, gzip, ${rounds} rounds, cold cache each`,
    );
    console.log("ms from navigation start: board = first frame with the game's position, interactive = first frame a key press changed");
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? [...pages].reverse() : pages;
      const line = [];
      for (const name of order) {
        const r = await measure(browser, server.url, name);
        results[name].push(r);
        line.push(`${name} board ${ms(r.board)} interactive ${ms(r.interactive)}`);
      }
      console.log(`round ${round + 1}: ${line.join(" | ")}`);
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }

  console.log(`\nmedians (ms)     board  interactive  script ran  DOMContentLoaded  onload   bytes   board px`);
  const med = {};
  for (const name of pages) {
    const rs = results[name];
    const m = (k) => median(rs.map((r) => r[k]));
    med[name] = { board: m("board"), interactive: m("interactive") };
    const bytes = median(rs.map((r) => r.requests.reduce((sum, q) => sum + q.bytes, 0)));
    console.log(
      `${name.padEnd(16)}${ms(m("board"))} ${ms(m("interactive"))}       ${ms(m("script"))}      ${ms(m("dcl"))}      ${ms(m("onload"))}  ${kb(bytes).padStart(9)}  ${rs[0].boardSize}`,
    );
  }
  const lichess = pages.find((p) => pageKind(p).viewer === "lichess");
  if (lichess) {
    for (const name of pages.filter((p) => pageKind(p).viewer === "arimaa")) {
      const ratio = (k) => (med[name][k] / med[lichess][k]).toFixed(2);
      console.log(`ratio ${name}/${lichess}: board ${ratio("board")}, interactive ${ratio("interactive")}`);
    }
  }

  console.log("\nrequests (medians, ms from navigation start; bytes on the wire; initiator)");
  for (const name of pages) {
    console.log(`${name}:`);
    const urls = results[name][0].requests.map((r) => r.url);
    for (const url of urls) {
      const rows = results[name].map((r) => r.requests.find((q) => q.url === url)).filter(Boolean);
      const m = (k) => median(rows.map((r) => r[k]));
      const r = rows[0];
      console.log(
        `  ${short(url).padEnd(34)} start ${ms(m("start"))}  first byte ${ms(m("firstByte"))}  end ${ms(m("end"))}` +
          `  ${kb(m("bytes")).padStart(9)} ${r.encoding ?? "identity"}  ← ${short(r.initiator)}`,
      );
    }
    const m = (k) => median(results[name].map((r) => r[k]));
    if (pageKind(name).viewer === "arimaa") {
      console.log(`  element defined ${ms(m("script"))}, load event ${ms(m("loaded"))}, board ${ms(m("board"))}, interactive ${ms(m("interactive"))}`);
    } else {
      console.log(`  viewer root in DOM ${ms(m("script"))}, board ${ms(m("board"))}, interactive ${ms(m("interactive"))}`);
    }
  }
  console.log(`\n${rounds * pages.length} page loads in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const short = (url) => (url.startsWith("http") ? new URL(url).pathname.replace(/^\/(bench\/load\/)?/, "") : url);

function parseArgs(argv) {
  let rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  let pages = ["lichess", "arimaa", "arimaa-one", "arimaa-inline", "arimaa-one-inline", "arimaa-static", "arimaa-static-css"];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--pages" && i + 1 < argv.length) pages = argv[++i].split(",");
    else if (/^\d+$/.test(argv[i])) rounds = Number(argv[i]);
    else {
      console.error("usage: node scripts/bench-load.mjs [ROUNDS] [--pages arimaa,lichess,...]  (BENCH_ROUNDS env)");
      process.exit(2);
    }
  }
  if (!(rounds >= 1)) {
    console.error("bench-load: rounds must be at least 1");
    process.exit(2);
  }
  return { rounds, pages };
}

await main().catch((err) => {
  console.error(`bench-load: ${err.stack ?? err}`);
  process.exit(1);
});
