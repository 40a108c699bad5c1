// The engine in its worker (www/dist/arimaa-engine-worker.js) in Chromium: a sample of
// the 485 goal diagrams (tests/data/arimaa/goal-in-one-turn-positions.txt), each one
// the side to move can end with a goal reported as a win in one, and none of the others;
// the time of each win in the worker printed (issue 37 asks ≤ 50 ms: a measure, printed
// here and in the note, not asserted: a timed test on a shared machine measures the
// machine). The page's viewers load first and one search warms the engine (its table,
// the move buffers made per ply on first use), so the times are the searches'.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { setup, watch } from "./harness.mjs";

const DIAGRAMS = readFileSync(new URL("../data/arimaa/goal-in-one-turn-positions.txt", import.meta.url), "utf8");
/**
 * A diagram (its side's line, then rows `8| . . r x . |` between borders) as the worker
 * is handed a set position: `g [<64 squares>]`, a8..h8 first (x, a trap, is empty).
 * @param {string} text
 */
const startOf = (text) =>
  `${text[0]} [${text.split("\n").filter((l) => /^\d\|/.test(l)).map((l) => l.slice(2, -1).trim().split(/\s+/).join("").replace(/x/g, ".")).join("")}]`;
/**
 * A sample of the diagrams: their set position (side, board), place, and whether the label says a
 * goal is in reach. Every 4th with a goal (each found in milliseconds), every 16th
 * without: a search of one turn there takes 1 to 3.5 s in the worker (measured: the
 * root's turns generated and ordered, outside the node limit), so fewer are run.
 */
const SAMPLE = DIAGRAMS.split(/^end$/m)
  .map((block) => block.trim())
  .filter(Boolean)
  .map((block, n) => {
    const [text, label] = block.split(/^::: cangoal /m);
    return { n: n + 1, start: startOf(text.trim()), goal: label.trim() !== "false", side: text.trim()[0] === "g" ? "gold" : "silver" };
  })
  .filter((d) => (d.goal ? d.n % 4 === 1 : d.n % 16 === 1));

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

test("goal diagrams in the worker: a goal in reach is a win in one, and nothing else is a win (the times printed)", async () => {
  assert.ok(SAMPLE.filter((d) => d.goal).length > 50 && SAMPLE.some((d) => !d.goal), `${SAMPLE.length} diagrams`);
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(new URL("test-pages/engine.html", env.url).href, { waitUntil: "load" });
  // The page's viewers loaded (their wasm compiled) before anything is timed.
  await page.waitForFunction(() => [...document.querySelectorAll("arimaa-viewer")].every((v) => v.game), null, { timeout: 20000 });
  const results = await page.evaluate(async (sample) => {
    const worker = new Worker("../dist/arimaa-engine-worker.js", { type: "module" });
    let id = 0;
    /** One search of a diagram: its first win reported, its last report. */
    const search = (d) => new Promise((resolve) => {
      const mine = ++id;
      let win = null;
      let last = null;
      worker.onmessage = (e) => {
        const m = e.data;
        if (m.id !== mine) return;
        if (m.type === "progress") {
          last = m;
          if (m.score.kind === "win" && win === null) win = m;
        } else if (m.type === "done") resolve({ win, last, tries: 1 });
        else if (m.type === "failed") resolve({ failed: m.message });
      };
      // One turn and the quiescence after it, at most a few thousand positions (as tests/all/engine.rs).
      worker.postMessage({ type: "start", id: mine, start: d.start, moves: "", limits: { depth: 1, nodes: 2000 } });
    });
    await search(sample[0]); // the engine's first search, which allocates what the others reuse
    const out = [];
    for (const d of sample) {
      out.push(await search(d));
    }
    worker.terminate();
    return out;
  }, SAMPLE);
  const failed = results.filter((r) => r.failed);
  assert.deepEqual(failed, []);
  let wins = 0, slowest = 0;
  const times = [];
  const wrong = [];
  for (const [i, d] of SAMPLE.entries()) {
    const { win } = results[i];
    const won = !!win && win.score.winner === d.side && win.score.turns === 1;
    if (won !== d.goal) wrong.push(`diagram ${d.n}: label ${d.goal}, engine ${JSON.stringify(results[i].last?.score)}`);
    if (won) {
      wins++;
      slowest = Math.max(slowest, win.ms);
      times.push([win.ms, d.n]);
    }
  }
  console.log(`engine (worker): ${wins} of ${SAMPLE.length} sampled diagrams (${SAMPLE.filter((d) => d.goal).length} with a goal) won in one, the slowest found in ${slowest.toFixed(1)} ms`);
  times.sort((a, b) => b[0] - a[0]);
  console.log(`engine (worker): the slowest: ${times.slice(0, 5).map(([ms, n]) => `diagram ${n} ${ms.toFixed(1)} ms`).join(", ")}; median ${times[times.length >> 1][0].toFixed(1)} ms`);
  console.log(`engine (worker): ${times.filter(([ms]) => ms > 50).length} of ${wins} wins found in over 50 ms`);
  assert.deepEqual(wrong, []);
  assert.deepEqual(errors, []);
  await context.close();
});
