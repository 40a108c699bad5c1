// Runs www/bench.html in headless Debian Chromium under the strict CSP and
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
  await page.goto(new URL("bench.html", server.url).href);
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
} catch (e) {
  console.error(`bench: ${e.message}`);
  code = 1;
} finally {
  await browser.close();
  await server.close();
}
process.exit(code);
