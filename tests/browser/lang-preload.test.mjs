// A language pack preloaded by the page (issue 36: "with the pack preloaded, the first
// board shows its words with no extra round trip"): the page's <link rel="preload"
// as="fetch" crossorigin> is the element's own request, so the pack is fetched once, at
// the page's start, beside the element's script instead of after it; without the preload
// the element asks for it only once it runs and finds the page German.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, watch } from "./harness.mjs";

const env = useBrowser();

/**
 * Opens a test page and records, in order, when each request of the package started
 * and finished; resolves once the viewer has its game.
 * @param {string} name
 */
async function visit(name) {
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 800 } });
  const page = await context.newPage();
  const errors = watch(page);
  const console = [];
  page.on("console", (m) => console.push(m.text()));
  /** @type {string[]} */
  const events = [];
  const file = (r) => new URL(r.url()).pathname.split("/").pop();
  page.on("request", (r) => r.url().includes("/dist/") && events.push(`start ${file(r)}`));
  page.on("requestfinished", (r) => r.url().includes("/dist/") && events.push(`end ${file(r)}`));
  // The words the viewer shows when its game first appears.
  // (On the document: a "load" event of an element never reaches the window.)
  await page.addInitScript(() => {
    document.addEventListener("load", (e) => {
      const v = /** @type {HTMLElement} */ (e.target);
      if (v.id === "v" && !("firstWords" in window)) window.firstWords = v.shadowRoot?.querySelector("button.next")?.getAttribute("aria-label");
    }, true);
  });
  await page.goto(new URL(`test-pages/${name}`, env.url).href);
  await page.waitForFunction(() => document.getElementById("v")?.game);
  const next = page.locator("#v").getByRole("button", { name: "Nächster Zug", exact: true });
  await next.waitFor();
  const firstWords = await page.evaluate(() => window.firstWords);
  return { page, errors, console, events, firstWords, context };
}

test("a preloaded pack is fetched once, with the page, not after the element's script; the board's words are German", async () => {
  const { errors, console, events, firstWords, context } = await visit("lang-preload.html");
  assert.equal(firstWords, "Nächster Schritt", "the first board is in German when its game appears");
  const pack = events.filter((e) => e === "start arimaa-lang-de.json");
  assert.equal(pack.length, 1, `one request for the pack: ${events.join(", ")}`);
  // Asked for before the element's bundle had arrived: no round trip waits for the element.
  assert.ok(events.indexOf("start arimaa-lang-de.json") < events.indexOf("end arimaa-viewer.js"), events.join(", "));
  assert.ok(events.indexOf("start arimaa-lang-de.json") < events.indexOf("start arimaa_bg.wasm"), events.join(", "));
  // Chromium warns when a preload is not used by a request that matches it.
  assert.deepEqual(console.filter((m) => /preload/i.test(m)), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test("without the preload the pack is asked for only once the element runs (the round trip the preload saves)", async () => {
  const { errors, events, firstWords, context } = await visit("lang-plain.html");
  assert.equal(firstWords, "Nächster Schritt");
  assert.equal(events.filter((e) => e === "start arimaa-lang-de.json").length, 1, events.join(", "));
  assert.ok(events.indexOf("start arimaa-lang-de.json") > events.indexOf("end arimaa-viewer.js"), events.join(", "));
  assert.deepEqual(errors, []);
  await context.close();
});
