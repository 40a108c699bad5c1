// Browser benchmark for <arimaa-viewer>: results go to #results and to
// window.benchResults (read by scripts/bench-browser.mjs, printed by npm test).
import { init, GameView } from "../src/element/element.js";
// The editor's module (feature `edit`), which viewers with `analysis` load.
import initEditor, { GameView as EditorView } from "../pkg-edit/arimaa.js";

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

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[s.length >> 1] : NaN;
};

/** The square a step in notation (`Ed2n`) enters. */
function stepTarget(step) {
  const file = step.charCodeAt(1), rank = step.charCodeAt(2);
  const [df, dr] = { n: [0, 1], s: [0, -1], e: [1, 0], w: [-1, 0] }[step[3]];
  return String.fromCharCode(file + df) + String.fromCharCode(rank + dr);
}

/**
 * Playing on the board (analysis): at every position of the main line, a piece of
 * the side to move picked up (the move begun, its targets found) and the board
 * drawn, then put down on a target (the step checked and made) and drawn again;
 * each timed alone, 400 px at dpr 2. The move is dropped between positions, so
 * every pick also pays for beginning a move there.
 */
function pickAndPut(record) {
  const view = new EditorView(record);
  const canvas = document.createElement("canvas");
  const dpr = 2;
  canvas.width = canvas.height = 400 * dpr;
  const ctx = canvas.getContext("2d");
  view.setTheme({}, false);
  view.setAnalysing(true);
  const pick = [], put = [];
  for (let round = 0; round < 3; round++) {
    view.first();
    while (view.nextMove()) {
      // Setups are arranged, not stepped: only positions that take a turn of steps.
      if (view.moveDraft().input !== "arimaa") continue;
      const gold = view.state().sideToMove === "gold";
      const step = view.stepCompletions("").find((s) => (s[0] === s[0].toUpperCase()) === gold);
      if (!step) continue;
      const from = step.slice(1, 3);
      let t0 = performance.now();
      view.boardTap(from);
      view.draw(ctx, 400, dpr, "gold", true, 1);
      pick.push(performance.now() - t0);
      t0 = performance.now();
      view.boardTap(stepTarget(step));
      view.draw(ctx, 400, dpr, "gold", true, 1);
      put.push(performance.now() - t0);
      view.cancelMove();
    }
  }
  view.free();
  return { pickMs: median(pick), putMs: median(put), n: pick.length };
}

/**
 * The animation: the ten moves 8s–13s of the demo game as a 320 px GIF, planned
 * in Rust, drawn by the board's canvas code and encoded by the on-demand encoder.
 * The first run fetches the encoder; the figure is the median of the three after it.
 * The films are planned by the editor's wasm (the reader's leaves them to it).
 */
async function tenMoveGif(record) {
  const { encodeGif } = await import("../src/element/gif.js");
  const view = new EditorView(record);
  const times = [];
  let bytes;
  for (let run = 0; run < 4; run++) {
    const t0 = performance.now();
    const plan = view.film("8s", "13s", false, 320, "gold", true);
    bytes = await encodeGif({ width: plan.width, height: plan.height, delays: plan.delays, drawStill: (i, ctx) => view.drawStill(i, ctx) });
    if (run > 0) times.push(performance.now() - t0);
  }
  view.free();
  return { ms: median(times), bytes: bytes.length };
}

/**
 * Teaching in the editor's wasm, as the element calls it: at every position of the demo
 * game's main line, all four overlays computed with the board drawn (400 px, dpr 2), and
 * the next move guessed on the board (judged, the guess mode's call); on each of the
 * twelve demo puzzles, the record's answer judged on the board (puzzle mode). Overlays
 * timed per call, judgements per 20 calls (the clock's steps are 0.1 ms); medians and
 * worsts after a round that warms up, and the very first call apart.
 */
function teachOnBoard(record, puzzles) {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 800;
  const ctx = canvas.getContext("2d");
  const overlays = [], guesses = [], answers = [];
  let cold = null; // the very first call: the wasm's first draw and allocations
  const view = new EditorView(record);
  view.setTheme({}, false);
  for (let round = 0; round < 3; round++) {
    view.first();
    while (view.nextMove()) {
      if (view.moveDraft().input !== "arimaa" || view.state().atEnd) continue;
      let t0 = performance.now();
      view.setOverlays("all");
      view.draw(ctx, 400, 2, "gold", true, 1);
      cold ??= performance.now() - t0;
      if (round > 0) overlays.push(performance.now() - t0); // the first round warms up
      view.setOverlays("none");
      const path = view.path();
      view.nextMove();
      const next = view.state().moveText;
      view.goTo(path);
      // The browser's clock has 0.1 ms steps: each guess is timed over 20 plays (each
      // judged right, the cursor taken back to the position between them).
      view.setGuessing(true);
      t0 = performance.now();
      for (let k = 0; k < 20; k++) {
        const outcome = view.playSteps(next, true);
        if (outcome !== "right") throw new Error(`the guess of ${next} at ${path} was judged ${outcome}`);
        view.goTo(path);
      }
      if (round > 0) guesses.push((performance.now() - t0) / 20);
      view.setGuessing(false);
    }
  }
  view.free();
  const file = new EditorView(puzzles);
  for (let i = 0; i < file.games().length; i++) {
    file.openGame(i);
    file.setSolving(true);
    file.first();
    file.nextMove();
    const answer = file.state().moveText;
    file.first();
    const t0 = performance.now();
    for (let k = 0; k < 20; k++) {
      const outcome = file.playSteps(answer, true);
      if (outcome !== "solved") throw new Error(`puzzle ${i + 1}'s answer was judged ${outcome}`);
      file.first();
    }
    answers.push((performance.now() - t0) / 20);
  }
  file.free();
  const worst = (xs) => Math.max(...xs);
  return {
    overlaysMs: median(overlays), overlaysWorstMs: worst(overlays), overlaysColdMs: cold, positions: overlays.length / 2,
    guessMs: median(guesses), guessWorstMs: worst(guesses),
    answerMs: median(answers), answerWorstMs: worst(answers), puzzles: answers.length,
  };
}

async function main() {
  await init();
  const record = await (await fetch("../demo/games/demo.fan")).text();
  const ply = nextPlyAndRedraw(record);
  await initEditor();
  const play = pickAndPut(record);
  const teach = teachOnBoard(record, await (await fetch("../demo/games/puzzles.fan")).text());
  const page = await hundredViewers(record);
  const gif = await tenMoveGif(record);
  const results = {
    hundredViewersMs: Math.round(page),
    nextPlyRedrawMs: Number(ply.ms.toFixed(3)),
    pliesTimed: ply.plies,
    ...(play && {
      pickUpMs: Number(play.pickMs.toFixed(3)),
      putDownMs: Number(play.putMs.toFixed(3)),
      picksTimed: play.n,
    }),
    teach: Object.fromEntries(Object.entries(teach).map(([k, v]) => [k, Number(v.toFixed(3))])),
    gifMs: Math.round(gif.ms),
    gifBytes: gif.bytes,
  };
  window.benchResults = results;
  out.textContent =
    `100 viewers, all boards drawn: ${results.hundredViewersMs} ms (budget 1000 ms)\n` +
    `next ply + redraw (400 px, dpr 2): ${results.nextPlyRedrawMs} ms over ${results.pliesTimed} plies (budget 2 ms)` +
    `\nGIF of 10 moves at 320 px: ${results.gifMs} ms, ${results.gifBytes} B` +
    `\nall overlays + board drawn: ${teach.overlaysMs.toFixed(3)} ms median, ${teach.overlaysWorstMs.toFixed(3)} ms worst; a guess judged: ${teach.guessMs.toFixed(3)} ms; a puzzle answer judged: ${teach.answerMs.toFixed(3)} ms median, ${teach.answerWorstMs.toFixed(3)} ms worst (budget 16 ms each)` +
    (play ? `\npick a piece up + targets drawn: ${results.pickUpMs} ms, put it down + redraw: ${results.putDownMs} ms (medians of ${results.picksTimed}, 400 px, dpr 2; budget 16 ms each)` : "");
}

// bench.html?input: the input latency page (www/bench/bench-input.js), driven by the script.
if (location.search === "?input") {
  import("./bench-input.js").then(async (m) => {
    const record = await (await fetch("../demo/games/demo.fan")).text();
    window.benchInput = m;
    window.benchInputReady = await m.setUp(record);
  });
} else main().catch((e) => {
  out.textContent = `benchmark failed: ${e.message}`;
  window.benchResults = { error: e.message };
});
