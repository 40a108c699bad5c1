import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, screenshot } from "./harness.mjs";

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

test("demo page shows the wasm version and the board, with no errors", async () => {
  const { page, errors } = await env.open("index.html");
  const viewer = page.locator("arimaa-viewer");
  await viewer.locator(".version").waitFor();
  assert.match(await viewer.locator(".version").textContent(), /^arimaa-viewer \d+\.\d+\.\d+/);
  const diagram = await viewer.locator("pre").textContent();
  assert.equal(diagram.split("\n")[0], "8 r r r r r r r r");
  assert.equal(diagram.split("\n")[7], "1 R R R R R R R R");
  await screenshot(page, "demo");
  assert.deepEqual(errors, []);
});

test("the page is served under the strict CSP", async () => {
  const { page } = await env.open();
  const response = await page.request.get(env.url);
  assert.match(response.headers()["content-security-policy"], /script-src 'self' 'wasm-unsafe-eval'/);
  const wasm = await page.request.get(new URL("pkg/arimaa_bg.wasm", env.url).href);
  assert.equal(wasm.headers()["content-type"], "application/wasm");
});

test("bad input crosses into JS as a real Error", async () => {
  const { page, errors } = await env.open("index.html");
  const result = await page.evaluate(async () => {
    const api = await import("./arimaa-viewer.js");
    await api.init();
    try {
      api.boardFromShort("not a board");
      return "no error";
    } catch (e) {
      return { isError: e instanceof Error, message: e.message };
    }
  });
  assert.equal(result.isError, true);
  assert.match(result.message, /short board/);

  // The element shows the message instead of failing silently.
  await page.evaluate(() => document.querySelector("arimaa-viewer").setAttribute("board", "x"));
  await page.locator("arimaa-viewer .error").waitFor();
  assert.deepEqual(errors, []);
});
