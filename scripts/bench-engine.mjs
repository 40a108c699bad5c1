// The engine's speed in its worker (Chromium, www/dist/arimaa-engine-worker.js) against
// native (tests/all/engine.rs, speed_on_the_archive_positions, release), on the same
// positions: the archive's games (tests/data/arimaa/allgames202602.txt) each at the middle
// of its main line, as the native run picks them. Prints positions a second both ways,
// their ratio, and the median depth reached (steps and turns) in the time given.
//
//   node scripts/bench-engine.mjs [POSITIONS=20] [MS=3000]     (after scripts/build-wasm.sh)
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startServer } from "./serve.mjs";
import init, { GameView } from "../www/pkg-edit/arimaa.js";
import { positionAt } from "../www/src/engine/line.js";
import { CHROMIUM, CHROMIUM_ARGS } from "../tests/browser/harness.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const [count = 20, ms = 3000] = process.argv.slice(2).map(Number);

/** The archive's games at the middle of their main lines, as the worker is handed them (line.js), in file order. */
async function positions() {
  await init({ module_or_path: readFileSync(`${root}www/pkg-edit/arimaa_bg.wasm`) });
  const text = readFileSync(`${root}tests/data/arimaa/allgames202602.txt`, "latin1");
  const view = new GameView(text);
  const out = [];
  for (let i = 0; i < view.games().length && out.length < count; i++) {
    view.openGame(i);
    const main = view.moveList().filter((m) => m.depth === 0);
    // The native run takes node len/2 of the main line counted from the root.
    const at = Math.floor((main.length + 1) / 2) - 1;
    if (at < 0) continue;
    view.goTo(main[at].path);
    const state = view.state();
    if (/setup/i.test(main[at].text) || view.info().result !== "*" && state.atEnd) continue;
    out.push(positionAt(view, state));
  }
  view.free();
  return out;
}

async function inWorker(list) {
  const server = await startServer({ port: 0, csp: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.goto(new URL("test-pages/engine.html", server.url).href, { waitUntil: "load" });
    return await page.evaluate(async ([list, ms]) => {
      const worker = new Worker("../dist/arimaa-engine-worker.js", { type: "module" });
      const out = [];
      for (const [i, p] of list.entries()) {
        out.push(await new Promise((resolve) => {
          let last = null;
          worker.onmessage = (e) => {
            const m = e.data;
            if (m.id !== i + 1) return;
            if (m.type === "progress") last = m;
            else resolve(m.type === "done" ? last : { failed: m.message });
          };
          worker.postMessage({ type: "start", id: i + 1, start: p.start, moves: p.moves, limits: { ms } });
        }));
      }
      worker.terminate();
      return out;
    }, [list, ms]);
  } finally {
    await browser.close();
    await server.close();
  }
}

function native() {
  const out = execFileSync("cargo", ["test", "--release", "--test", "all", "engine::speed_on_the_archive_positions", "--", "--ignored", "--nocapture"], {
    cwd: root,
    env: { ...process.env, ENGINE_POSITIONS: String(count), ENGINE_MS: String(ms) },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const rows = [...out.matchAll(/^\d+: depth (\d+) score \S+ nodes (\d+) nps (\d+)/gm)].map((m) => ({ depth: +m[1], nodes: +m[2], ms: (+m[2] * 1000) / Math.max(1, +m[3]) }));
  return rows;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const list = await positions();
const worker = await inWorker(list);
const failed = worker.filter((r) => !r || r.failed);
if (failed.length) throw new Error(`the worker failed: ${JSON.stringify(failed[0])}`);
const wNodes = worker.reduce((s, r) => s + r.nodes, 0);
const wMs = worker.reduce((s, r) => s + r.ms, 0);
const wNps = (wNodes * 1000) / wMs;
const wDepth = median(worker.map((r) => r.depth));
console.log(`bench-engine: worker (Chromium): ${list.length} positions × ${ms} ms: ${Math.round(wNps)} positions/s, median depth ${wDepth} turns (${wDepth * 4} steps)`);
const rows = native();
const nNodes = rows.reduce((s, r) => s + r.nodes, 0);
const nNps = (nNodes * 1000) / rows.reduce((s, r) => s + r.ms, 0);
const nDepth = median(rows.map((r) => r.depth));
console.log(`bench-engine: native (release): ${rows.length} positions × ${ms} ms: ${Math.round(nNps)} positions/s, median depth ${nDepth} turns (${nDepth * 4} steps)`);
console.log(`bench-engine: wasm/native = ${(wNps / nNps).toFixed(2)} (positions a second)`);
