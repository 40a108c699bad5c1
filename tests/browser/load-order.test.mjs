// What a page fetches, and when, for the shipped package (the page-load benchmark's
// pages in www/bench/load, under the strict CSP): the round trips a slow network pays.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, watch } from "./harness.mjs";
import { ready } from "./viewer-helpers.mjs";

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

/** Opens `path` and logs, in order, each request's start and each request's end as "start|end name". */
async function load(path) {
  const context = await env.browser.newContext({ viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  const errors = watch(page);
  const log = [];
  const name = (r) => new URL(r.url()).pathname.split("/").pop();
  page.on("request", (r) => log.push(`start ${name(r)}`));
  page.on("requestfinished", (r) => log.push(`end ${name(r)}`));
  await page.goto(new URL(path, env.url).href, { waitUntil: "load" });
  await ready(page, "arimaa-viewer");
  return { page, errors, log };
}

test("a src record is fetched beside the wasm, not after it", async () => {
  const { page, errors, log } = await load("bench/load/arimaa.html");
  assert.ok(log.indexOf("start demo.fan") >= 0, log.join(", "));
  assert.ok(log.indexOf("start demo.fan") < log.indexOf("end arimaa_bg.wasm"), log.join(", "));
  assert.equal(await page.evaluate(() => document.querySelector("arimaa-viewer").game.errors().length), 0);
  assert.deepEqual(errors, []);
});

test("the head's preloads are used: the module and the wasm are fetched once, before the module runs", async () => {
  const { errors, log } = await load("bench/load/arimaa-preload.html");
  assert.equal(log.filter((l) => l === "start arimaa_bg.wasm").length, 1, log.join(", "));
  assert.equal(log.filter((l) => l === "start arimaa-viewer.js").length, 1, log.join(", "));
  // Requested from the head, so before the module has even arrived.
  assert.ok(log.indexOf("start arimaa_bg.wasm") < log.indexOf("end arimaa-viewer.js"), log.join(", "));
  assert.deepEqual(errors, []);
});
