// The engine as shipped (www/dist): a reader who never turns it on fetches not one byte
// of it; turned on, its panel, worker and wasm come from beside the element, under the
// strict CSP with `worker-src 'self'`, the viewer's height the same with the bar as
// without it, axe-clean, at 1200 and 320 px, light and dark; a page that forbids
// workers is told so; the one-file build fetches the same three files from beside it.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { setup, screenshot, watch } from "./harness.mjs";
import { ready } from "./viewer-helpers.mjs";
import { axeViolations } from "./axe.mjs";
import { startServer } from "../../scripts/serve.mjs";

const DIST = fileURLToPath(new URL("../../www/dist/", import.meta.url));
const WWW = fileURLToPath(new URL("../../www/", import.meta.url));
const ENGINE_FILES = ["arimaa-viewer-engine.js", "arimaa-engine-worker.js", "arimaa-engine_bg.wasm"];

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

/** A new page of `url` in its own context; every request's path (the workers' too) in `fetched`. */
async function open(url, viewport = { width: 1200, height: 900 }, colorScheme = "light") {
  const context = await env.browser.newContext({ viewport, colorScheme });
  const page = await context.newPage();
  const errors = watch(page);
  const fetched = [];
  context.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(url, { waitUntil: "load" });
  return { context, page, errors, fetched };
}

const engineFetched = (fetched) => fetched.filter((p) => ENGINE_FILES.some((f) => p.endsWith(`/${f}`)));
const height = (page, id) => page.evaluate((id) => document.getElementById(id).getBoundingClientRect().height, id);
const score = (page, id) => page.evaluate((id) => document.getElementById(id).shadowRoot.querySelector(".engine-score")?.textContent ?? "", id);

async function analyse(page, id) {
  await page.locator(`#${id}`).getByRole("button", { name: "Engine analysis" }).click();
  await page.waitForFunction((id) => document.getElementById(id).shadowRoot.querySelector(".engine-line button"), id, { timeout: 30000 });
}

test("a reader who never turns the engine on fetches nothing of it; turned on, its three files come once, the height stays, no CSP violation", async () => {
  const { context, page, errors, fetched } = await open(new URL("test-pages/engine.html", env.url).href);
  await ready(page, "#plain");
  await ready(page, "#engine");
  const scripts = fetched.filter((p) => /\.(js|wasm)$/.test(p) && !p.endsWith("csp-watch.js")).sort();
  assert.deepEqual(scripts, ["/dist/arimaa-viewer.js", "/dist/arimaa_bg.wasm"], "the engine's viewer fetches what the reader's does");
  assert.deepEqual(engineFetched(fetched), []);
  const before = await height(page, "engine");
  assert.equal(before, await height(page, "plain"), "the engine's viewer is laid out as the reader's (both with their side panel)");

  await analyse(page, "engine");
  assert.match(await score(page, "engine"), /^[+-]\d+\.\d\d$|wins in/);
  assert.deepEqual(engineFetched(fetched).sort(), ENGINE_FILES.map((f) => `/dist/${f}`).sort(), "each engine file once");
  const bar = await page.evaluate(() => !document.getElementById("engine").shadowRoot.querySelector(".engine-bar").hidden);
  assert.ok(bar, "the bar shows");
  assert.equal(await height(page, "engine"), before, "the viewer is as tall with the bar and the line as without");
  await screenshot(page, "engine-1200-light", page.locator("#engine"));
  assert.deepEqual(await axeViolations(page, "#engine"), []);
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test("at 320 px in the dark theme: the same height with the bar, axe-clean; screenshots at 320 px light and 1200 px dark", async () => {
  for (const [width, scheme] of [[320, "dark"], [320, "light"], [1200, "dark"]]) {
    const { context, page, errors } = await open(new URL("test-pages/engine.html", env.url).href, { width, height: 900 }, scheme);
    await ready(page, "#engine");
    const before = await height(page, "engine");
    await analyse(page, "engine");
    assert.equal(await height(page, "engine"), before, `${width} px ${scheme}: as tall with the engine's line as without`);
    // The bar inside the viewer's box: nothing overflows the column.
    const box = await page.evaluate(() => {
      const v = document.getElementById("engine");
      const bar = v.shadowRoot.querySelector(".engine-bar").getBoundingClientRect();
      const host = v.getBoundingClientRect();
      return { bar: [bar.left, bar.right], host: [host.left, host.right] };
    });
    assert.ok(box.bar[0] >= box.host[0] && box.bar[1] <= box.host[1] + 0.5, `${width} px: the bar within the viewer ${JSON.stringify(box)}`);
    await screenshot(page, `engine-${width}-${scheme}`, page.locator("#engine"));
    if (scheme === "dark") assert.deepEqual(await axeViolations(page, "#engine"), [], `${width} px ${scheme}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("a page that forbids workers: the panel says the engine cannot start, and nothing else breaks", async () => {
  const { context, page, errors, fetched } = await open(new URL("test-pages/engine-blocked.html", env.url).href);
  await ready(page, "#engine");
  await page.locator("#engine").getByRole("button", { name: "Engine analysis" }).click();
  await page.waitForFunction(() => /cannot start here/.test(document.getElementById("engine").shadowRoot.querySelector(".engine-status")?.textContent ?? ""), null, { timeout: 10000 });
  assert.equal(await page.locator("#engine .engine-toggle").getAttribute("aria-pressed"), "false");
  assert.ok(!fetched.some((p) => p.endsWith("arimaa-engine_bg.wasm")), "no wasm fetched for a worker that never ran");
  const violations = await page.evaluate(() => window.__violations);
  assert.ok(violations.length > 0 && violations.every((v) => v.startsWith("worker-src")), violations.join());
  // The browser's own console line about the refused worker is the only error.
  assert.ok(errors.every((e) => /worker/i.test(e)), errors.join("\n"));
  // The viewer still reads: a key still moves it.
  await page.locator("#engine").focus();
  await page.keyboard.press("ArrowDown");
  await page.waitForFunction(() => document.getElementById("engine").path === "9s");
  await context.close();
});

test("the one-file build fetches the engine's three files from beside it, and analyses under the strict CSP", async () => {
  const dir = mkdtempSync(join(tmpdir(), "arimaa-one-file-engine-"));
  const server = { close: async () => {} };
  try {
    for (const f of ["arimaa-viewer.one.js", ...ENGINE_FILES]) copyFileSync(join(DIST, f), join(dir, f));
    copyFileSync(join(WWW, "test-pages/csp-watch.js"), join(dir, "csp-watch.js"));
    const record = readFileSync(join(WWW, "demo/games/demo.fan"), "utf8").replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]);
    writeFileSync(join(dir, "index.html"), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>One file and the engine</title>
<link rel="icon" href="data:,"><script src="csp-watch.js"></script><script type="module" src="arimaa-viewer.one.js"></script></head>
<body><arimaa-viewer id="one" engine controls path="9g" loading="eager"><template class="arimaa-record">${record}</template></arimaa-viewer></body></html>`);
    const s = await startServer({ root: dir, port: 0, csp: true });
    server.close = s.close;
    const { context, page, errors, fetched } = await open(s.url);
    await ready(page, "#one");
    assert.deepEqual(engineFetched(fetched), []);
    await analyse(page, "one");
    assert.deepEqual(engineFetched(fetched).sort(), ENGINE_FILES.map((f) => `/${f}`).sort());
    assert.ok(!fetched.includes("/arimaa_bg.wasm"), "the reader's wasm is inside the one file");
    assert.match(await score(page, "one"), /^[+-]\d+\.\d\d$|wins in/);
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
