// Browser benchmark for <arimaa-viewer>: results go to #results and to
// window.benchResults (read by scripts/bench-browser.mjs, printed by npm test).
import { init, GameView } from "./arimaa-viewer.js";

const out = document.getElementById("results");
const frame = () => new Promise((r) => requestAnimationFrame(() => r()));

async function hundredViewers(record) {
  const host = document.getElementById("viewers");
  const t0 = performance.now();
  const loaded = [];
  for (let i = 0; i < 100; i++) {
    const v = document.createElement("arimaa-viewer");
    v.setAttribute("loading", "eager");
    v.setAttribute("path", "20g");
    v.style.width = "240px";
    v.style.display = "inline-block";
    loaded.push(new Promise((r) => v.addEventListener("load", r, { once: true })));
    v.record = record;
    host.append(v);
  }
  await Promise.all(loaded);
  await frame();
  await frame();
  return performance.now() - t0;
}

function nextPlyAndRedraw(record) {
  const view = new GameView(record);
  const canvas = document.createElement("canvas");
  const dpr = 2;
  canvas.width = canvas.height = 400 * dpr;
  const ctx = canvas.getContext("2d");
  view.setTheme({}, false); // the colours are parsed once, not per draw
  let n = 0;
  const t0 = performance.now();
  for (let round = 0; round < 5; round++) {
    view.first();
    while (view.nextMove()) {
      view.draw(ctx, 400, dpr, "gold", true, 1);
      n++;
    }
  }
  const ms = (performance.now() - t0) / n;
  view.free();
  return { ms, plies: n };
}

async function main() {
  await init();
  const record = await (await fetch("games/demo.fan")).text();
  const ply = nextPlyAndRedraw(record);
  const page = await hundredViewers(record);
  const results = {
    hundredViewersMs: Math.round(page),
    nextPlyRedrawMs: Number(ply.ms.toFixed(3)),
    pliesTimed: ply.plies,
  };
  window.benchResults = results;
  out.textContent =
    `100 viewers, all boards drawn: ${results.hundredViewersMs} ms (budget 1000 ms)\n` +
    `next ply + redraw (400 px, dpr 2): ${results.nextPlyRedrawMs} ms over ${results.pliesTimed} plies (budget 2 ms)`;
}

main().catch((e) => {
  out.textContent = `benchmark failed: ${e.message}`;
  window.benchResults = { error: e.message };
});
