// The one-file build (www/dist/arimaa-viewer.one.js) on a server that has nothing
// else of ours: no arimaa_bg.wasm, no chunks. Under the strict CSP of issue #8 the
// viewer reads its inline record, shows the board and follows the keyboard, and the
// page never asks for a .wasm file.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "../../scripts/serve.mjs";
import { CHROMIUM, CHROMIUM_ARGS, screenshot, watch } from "./harness.mjs";
import { ready } from "./viewer-helpers.mjs";

const DIST = fileURLToPath(new URL("../../www/dist/", import.meta.url));
const WWW = fileURLToPath(new URL("../../www/", import.meta.url));

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>One file</title>
  <link rel="icon" href="data:,">
  <script src="csp-watch.js"></script>
  <script type="module" src="arimaa-viewer.one.js"></script>
</head>
<body>
  <arimaa-viewer id="one" controls move-list comments>
1g Da1 Eb1 Cc1 Rd1 Re1 Rf1 Cg1 Hh1 Ra2 Mb2 Rc2 Dd2 Re2 Rf2 Rg2 Hh2
1s eb7 mg7 ha7 hh7 dd7 de7 cb8 cg8 rc7 rf7 ra8 rc8 rd8 re8 rf8 rh8
2g Mb2n Eb1n Mb3e Eb2n "The elephant and camel head for the c3 trap together."
2s eb7s eb6s eb5s hh7s
  </arimaa-viewer>
</body>
</html>
`;

let dir, server, browser;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), "arimaa-one-file-"));
  copyFileSync(join(DIST, "arimaa-viewer.one.js"), join(dir, "arimaa-viewer.one.js"));
  copyFileSync(join(WWW, "test-pages/csp-watch.js"), join(dir, "csp-watch.js"));
  writeFileSync(join(dir, "index.html"), PAGE);
  server = await startServer({ root: dir, port: 0, csp: true });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});
after(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("the one-file module alone shows and plays a game under the strict CSP, with no wasm file served", async () => {
  const context = await browser.newContext({ viewport: { width: 700, height: 800 } });
  try {
    const page = await context.newPage();
    const errors = watch(page);
    const requested = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(new URL("index.html", server.url).href, { waitUntil: "load" });
    await ready(page, "#one");
    assert.equal(await page.evaluate(() => document.getElementById("one").game.format()), "fan");

    // The board's canvas has pixels, and the keyboard walks the game.
    const painted = await page.evaluate(() => {
      const canvas = document.getElementById("one").shadowRoot.querySelector("canvas");
      const px = canvas.getContext("2d").getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data;
      return px[3];
    });
    assert.equal(painted, 255);
    await page.focus("#one");
    await page.keyboard.press("End");
    await page.waitForFunction(() => document.getElementById("one").path === "2s");
    await page.keyboard.press("ArrowUp");
    await page.waitForFunction(() => document.getElementById("one").path === "2g");
    await screenshot(page, "one-file");

    assert.deepEqual(requested.filter((p) => /\.wasm$|arimaa-viewer\.js$|-edit|-gif/.test(p)), []);
    assert.deepEqual(
      requested.filter((p) => !["/index.html", "/csp-watch.js", "/arimaa-viewer.one.js"].includes(p)),
      [],
    );
    assert.deepEqual(await page.evaluate(() => window.__violations.slice()), []);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
