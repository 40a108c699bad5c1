// The README's recipes, done the way a front-end developer does them, on the package
// as npm packs it (tests/packaging/packed.mjs): an esbuild app that imports
// "arimaa-viewer" with the wasm copied beside its output, the same app as an iife
// classic script, the package loaded from another origin with and without CORS
// headers, and a page whose first wasm request fails.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { startServer, CSP } from "../../scripts/serve.mjs";
import { installPacked, ROOT } from "../packaging/packed.mjs";
import { setup, watch, screenshot } from "./harness.mjs";
import { ready } from "./viewer-helpers.mjs";

const VERSION = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version;
const RECORD = `1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2
1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7
2g Ee2n Ee3n Ee4n Dg2n "The elephant walks to the centre."
2s ed7s ed6s ed5w hh7s`;

// The app: the element from the package, and the core's version() once a viewer has loaded.
const MAIN = `import { registerElements, version } from "arimaa-viewer";
registerElements();
for (const viewer of document.querySelectorAll("arimaa-viewer")) {
  viewer.addEventListener("load", () => { viewer.dataset.version = version(); });
}
`;

// An inline record inside <script type="text/plain">: an HTML minifier leaves its lines alone.
const page = (script) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>recipe</title><link rel="icon" href="data:,"></head>
<body>
<arimaa-viewer id="v" controls move-list comments loading="eager"><script type="text/plain">
${RECORD}
</script></arimaa-viewer>
${script}
</body>
</html>
`;

let env, packed, servers = [];
before(async () => {
  env = await setup();
  packed = installPacked();
  const { app } = packed;
  writeFileSync(join(app, "main.js"), MAIN);
  const common = { absWorkingDir: app, entryPoints: ["main.js"], bundle: true, minify: true, logLevel: "error" };
  // The README's esbuild recipe: bundle, then copy the wasm beside the output.
  await build({ ...common, format: "esm", outdir: "out" });
  await build({ ...common, format: "iife", outdir: "out-iife" });
  await build({ ...common, format: "esm", outdir: "out-nowasm" });
  const wasm = join(packed.pkg, "www/dist/arimaa_bg.wasm");
  for (const dir of ["out", "out-iife"]) copyFileSync(wasm, join(app, dir, "arimaa_bg.wasm"));
  writeFileSync(join(app, "esm.html"), page('<script type="module" src="out/main.js"></script>'));
  writeFileSync(join(app, "iife.html"), page('<script src="out-iife/main.js"></script>'));
  writeFileSync(join(app, "nowasm.html"), page('<script type="module" src="out-nowasm/main.js"></script>'));
});
after(async () => {
  for (const s of servers) await s.close();
  await env?.teardown();
  packed?.cleanup();
});

async function serve(options) {
  const server = await startServer({ root: packed.app, port: 0, ...options });
  servers.push(server);
  return server;
}

async function open(url) {
  const context = await env.browser.newContext({ viewport: { width: 800, height: 600 } });
  const p = await context.newPage();
  const errors = watch(p);
  const requests = [];
  p.on("request", (r) => requests.push(r.url()));
  await p.goto(url, { waitUntil: "load" });
  return { page: p, errors, requests, context };
}

/** The viewer's failure text once it shows one. */
async function failure(p, selector = "#v") {
  const alert = await p.waitForFunction((s) => {
    const box = document.querySelector(s)?.shadowRoot?.querySelector(".failure");
    return box && !box.hidden && box.textContent;
  }, selector);
  return alert.jsonValue();
}

/** Steps to the end with the keyboard and returns the caption's text. */
async function playThrough(p) {
  await p.locator("#v").focus();
  await p.keyboard.press("End");
  await p.waitForFunction(() => document.querySelector("#v").path === "2s");
  return p.evaluate(() => document.querySelector("#v").shadowRoot.textContent);
}

test("esbuild: an app importing arimaa-viewer, with the wasm copied beside the bundle, shows the game", async () => {
  const server = await serve({});
  const { page: p, errors, requests, context } = await open(`${server.url}esm.html`);
  await ready(p, "#v");
  assert.match(await playThrough(p), /The elephant walks to the centre\./);
  assert.equal(await p.evaluate(() => document.querySelector("#v").dataset.version), VERSION);
  assert.deepEqual(requests.filter((u) => /\.(js|wasm)$/.test(u)).map((u) => new URL(u).pathname), ["/out/main.js", "/out/arimaa_bg.wasm"]);
  await screenshot(p, "recipe-esbuild");
  assert.deepEqual(errors, []);
  await context.close();
});

test("esbuild iife: the same app as a classic script finds the wasm beside itself", async () => {
  const server = await serve({});
  const { page: p, errors, context } = await open(`${server.url}iife.html`);
  await ready(p, "#v");
  assert.match(await playThrough(p), /The elephant walks to the centre\./);
  assert.deepEqual(errors, []);
  await context.close();
});

test("esbuild without the wasm copied: the viewer says which URL failed and what to do", async () => {
  const server = await serve({});
  const { page: p, context } = await open(`${server.url}nowasm.html`);
  const text = await failure(p);
  assert.ok(text.includes(`${server.url}out-nowasm/arimaa_bg.wasm`), text);
  assert.match(text, /HTTP 404/);
  assert.match(text, /Serve arimaa_bg\.wasm beside the script/);
  await context.close();
});

test("another origin: without CORS headers the viewer names the wasm's URL and CORS; with them it works", async () => {
  const bare = await serve({ csp: false });
  const cdn = await serve({ csp: false, cors: true });
  const origins = [bare.url, cdn.url].map((u) => new URL(u).origin).join(" ");
  // The page allows the other origins' scripts and fetches, as an embedding site's policy would.
  const policy = CSP.replace("script-src 'self'", `script-src 'self' ${origins}`).replace("connect-src 'self'", `connect-src 'self' ${origins}`);
  const site = await serve({ csp: policy });
  // A classic script loads from anywhere; its wasm fetch needs the other origin's consent.
  writeFileSync(join(packed.app, "cors-none.html"), page(`<script src="${bare.url}out-iife/main.js"></script>`));
  writeFileSync(join(packed.app, "cors-iife.html"), page(`<script src="${cdn.url}out-iife/main.js"></script>`));
  // A module script from a CDN: the package's own bundle, unbundled by the site.
  writeFileSync(join(packed.app, "cors-module.html"),
    page(`<script type="module" src="${cdn.url}node_modules/arimaa-viewer/www/dist/arimaa-viewer.js"></script>`));

  const none = await open(`${site.url}cors-none.html`);
  const text = await failure(none.page);
  assert.ok(text.includes(`${bare.url}out-iife/arimaa_bg.wasm`), text);
  assert.match(text, /CORS/);
  assert.ok(none.errors.some((e) => /CORS/.test(e)), "the browser blocked it for CORS");
  await screenshot(none.page, "recipe-cors-missing");
  await none.context.close();

  for (const name of ["cors-iife.html", "cors-module.html"]) {
    const ok = await open(`${site.url}${name}`);
    await ready(ok.page, "#v");
    assert.match(await playThrough(ok.page), /The elephant walks to the centre\./, name);
    assert.deepEqual(ok.errors, [], name);
    await ok.context.close();
  }
});

test("a failed wasm load is retried: after a 404, a second viewer on the page loads", async () => {
  const server = await serve({});
  const context = await env.browser.newContext({ viewport: { width: 800, height: 600 } });
  let refused = 0;
  await context.route("**/arimaa_bg.wasm", (route) => {
    if (refused++ === 0) return route.fulfill({ status: 404, body: "not found" });
    return route.continue();
  });
  const p = await context.newPage();
  await p.goto(`${server.url}esm.html`, { waitUntil: "load" });
  const text = await failure(p);
  assert.match(text, /HTTP 404/);
  assert.ok(text.includes("out/arimaa_bg.wasm"), text);
  await p.evaluate((record) => {
    const second = document.createElement("arimaa-viewer");
    second.id = "second";
    second.setAttribute("loading", "eager");
    document.body.append(second);
    second.record = record;
  }, RECORD);
  await ready(p, "#second");
  assert.equal(await p.evaluate(() => document.querySelector("#second").game.errors().length), 0);
  assert.equal(refused, 2, "the second viewer fetched the wasm again");
  await context.close();
});
