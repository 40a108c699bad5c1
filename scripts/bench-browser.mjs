// Runs www/bench/bench.html in headless Debian Chromium under the strict CSP and
// prints the viewer's figures against its budgets (a benchmark: it reports,
// and fails only if the page cannot run).
//   node scripts/bench-browser.mjs      (after scripts/build-wasm.sh)
import { chromium } from "playwright-core";
import { startServer } from "./serve.mjs";
import { CHROMIUM, CHROMIUM_ARGS } from "../tests/browser/harness.mjs";

const server = await startServer({ port: 0, csp: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
});
let code = 0;
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  await page.goto(new URL("bench/bench.html", server.url).href);
  await page.waitForFunction(() => window.benchResults, null, { timeout: 60000 });
  const r = await page.evaluate(() => window.benchResults);
  if (r.error) throw new Error(r.error);
  const verdict = (v, budget) => (v <= budget ? "within budget" : "OVER budget");
  console.log(`bench: 100 viewers, all boards drawn: ${r.hundredViewersMs} ms (budget 1000 ms, ${verdict(r.hundredViewersMs, 1000)})`);
  console.log(`bench: next ply + redraw, 400 px at dpr 2: ${r.nextPlyRedrawMs} ms over ${r.pliesTimed} plies (budget 2 ms, ${verdict(r.nextPlyRedrawMs, 2)})`);
  console.log(`bench: GIF of the 10 moves 8s-13s at 320 px, planned, drawn and encoded in the browser: ${r.gifMs} ms (${r.gifBytes} B); the CLI's: cargo bench --bench pictures`);
  if (r.pickUpMs != null) {
    console.log(`bench: pick a piece up + its targets drawn, 400 px at dpr 2: ${r.pickUpMs} ms median of ${r.picksTimed} (budget 16 ms, ${verdict(r.pickUpMs, 16)})`);
    console.log(`bench: put it down + redraw, 400 px at dpr 2: ${r.putDownMs} ms median of ${r.picksTimed} (budget 16 ms, ${verdict(r.putDownMs, 16)})`);
  }
  const t = r.teach;
  console.log(`bench: all four overlays computed + the board drawn (editor's wasm, 400 px at dpr 2), ${t.positions} positions of the demo game: median ${t.overlaysMs} ms, worst ${t.overlaysWorstMs} ms (budget 16 ms, ${verdict(t.overlaysWorstMs, 16)}); the very first call ${t.overlaysColdMs} ms`);
  console.log(`bench: the next move guessed on the board and judged, same positions: median ${t.guessMs} ms, worst ${t.guessWorstMs} ms (budget 16 ms, ${verdict(t.guessWorstMs, 16)})`);
  console.log(`bench: a puzzle's answer judged on the board by the engine, the ${t.puzzles} demo puzzles: median ${t.answerMs} ms, worst ${t.answerWorstMs} ms (budget 16 ms, ${verdict(t.answerWorstMs, 16)}); natively: cargo bench --bench teach`);
  const input = await inputLatency();
  for (const [what, xs] of [["pick a piece up (targets drawn)", input.pick], ["put it down on a target (click)", input.put]]) {
    const ok = median(xs) < 16 && Math.max(...xs) < 33;
    console.log(`bench: ${what}, pointerdown to the first frame showing it, 400 px board at dpr 2: median ${median(xs).toFixed(1)} ms, worst ${Math.max(...xs).toFixed(1)} ms over ${xs.length} (budget: median 16 ms, worst 33 ms, ${ok ? "within budget" : "OVER budget"})`);
  }
} catch (e) {
  console.error(`bench: ${e.message}`);
  code = 1;
} finally {
  await browser.close();
  await server.close();
}
process.exit(code);

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

/**
 * Input latency, as a reader feels it: real mouse clicks (Playwright) on the board of an
 * <arimaa-viewer analysis> (www/bench/bench-input.js) at deviceScaleFactor 2, from the
 * pointerdown's timeStamp to the end of the first frame whose pixels show the change:
 * a piece picked up (its square highlighted, its targets dotted), then put down on a
 * target, at each of the main line's first positions; the move is cancelled between.
 */
async function inputLatency() {
  const context = await browser.newContext({ viewport: { width: 900, height: 700 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(new URL("bench/bench.html?input", server.url).href);
  await page.waitForFunction(() => window.benchInputReady, null, { timeout: 60000 });
  const size = await page.evaluate(() => window.benchInputReady);
  if (Math.round(size) !== 400) throw new Error(`the input bench's board is ${size} px, not 400`);
  const positions = await page.evaluate(() => window.benchInput.plan(30));
  const pick = [], put = [];
  for (const round of [0, 1]) {
    for (const { path, from, to } of positions) {
      await page.evaluate((p) => window.benchInput.goTo(p), path);
      await page.evaluate((box) => window.benchInput.arm(box), from.box);
      await page.mouse.click(from.x, from.y);
      const a = await page.evaluate(() => window.inputResult);
      await page.evaluate((box) => window.benchInput.arm(box), from.box);
      await page.mouse.click(to.x, to.y);
      const b = await page.evaluate(() => window.inputResult);
      if (round > 0) { pick.push(a); put.push(b); } // the first round warms up
      await page.keyboard.press("Escape");
    }
  }
  if (process.env.BENCH_PHASES) {
    // Per gesture, ms: [listener heard it, its task over, frame began, the frame's work, callbacks' lag]
    console.log(JSON.stringify(await page.evaluate(() => window.phases.map((p) => p.map(Math.round)))));
  }
  await context.close();
  return { pick, put };
}
