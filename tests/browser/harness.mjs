// Shared helpers for the end-to-end tests (node --test + playwright-core + Debian Chromium).
//
//   const env = useBrowser();             // the file's server and Chromium, a trace of each failed test
//   test("…", async () => {
//     const { page, errors } = await env.open("demo/index.html");
//     ... assert ..., await env.screenshot(page, "demo"); assert.deepEqual(errors, []);
//   });
//
// or by hand: `const env = await setup()` in a before() hook, `await env.teardown()` in after().

import { chromium } from "playwright-core";
import { before, beforeEach, afterEach, after } from "node:test";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startServer } from "../../scripts/serve.mjs";
import { traceFailures } from "./traces.mjs";

export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
export const RESULTS = fileURLToPath(new URL("../../test-results/", import.meta.url));
export const TRACES = `${RESULTS}traces/`;

/** ARIMAA_TEST_LANG=en-XA: every page in that language, its viewers read for English (pseudo-sweep.mjs). */
const SWEEP_LANG = process.env.ARIMAA_TEST_LANG;

/** The switches every headless Chromium of the tests and benchmarks runs with. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The set-up of a browser test file, as hooks of node:test: the server and Chromium
 * (setup()) started before its first test and closed after its last, and each test's
 * pages traced, the trace kept in test-results/traces/ when the test fails. Call it at
 * the top of the file; the returned object is the environment once the tests run.
 */
export function useBrowser(options = {}) {
  const env = {};
  let traces = null;
  before(async () => {
    Object.assign(env, await setup(options));
    traces = traceFailures(env.browser, TRACES);
  });
  beforeEach((t) => traces?.begin(t));
  afterEach((t) => traces?.end(t));
  after(() => env.teardown?.());
  return env;
}

/**
 * Starts the static server (strict CSP unless `csp: false`) and a headless Chromium.
 * Playwright gives each launch a fresh temporary user-data-dir and deletes it on close.
 */
export async function setup({ csp = true } = {}) {
  const server = await startServer({ port: 0, csp });
  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  } catch (err) {
    await server.close();
    throw err;
  }
  const contexts = [];
  const sweep = SWEEP_LANG ? (await import("./pseudo-sweep.mjs")).sweepContexts(browser, SWEEP_LANG, RESULTS) : null;

  return {
    url: server.url,
    browser,

    /**
     * Opens `path` (relative to www/) in a new context and waits for "load".
     * `errors` collects console errors, uncaught page errors and failed requests.
     */
    async open(path = "", { viewport = { width: 800, height: 600 } } = {}) {
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      const page = await context.newPage();
      const errors = watch(page);
      await page.goto(new URL(path, server.url).href, { waitUntil: "load" });
      return { page, errors };
    },

    screenshot,

    async teardown() {
      await sweep?.sweepAll();
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
      await server.close();
    },
  };
}

/** Records everything a page reports as wrong, as strings, into the returned array. */
export function watch(page) {
  const errors = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
  // A request still going when the page goes to another document is cut short by the
  // browser (net::ERR_ABORTED); that is the page being left, not the file failing, and
  // the message says so. Documents are counted by the page's own navigation requests,
  // so a history.replaceState (no request) does not count as leaving.
  let documents = 0;
  const startedIn = new WeakMap();
  page.on("request", (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) documents++;
    startedIn.set(req, documents);
  });
  page.on("requestfailed", (req) => {
    const left = startedIn.has(req) && startedIn.get(req) !== documents;
    errors.push(`requestfailed: ${req.url()} ${req.failure()?.errorText ?? ""}${left ? " (its page was left)" : ""}`);
  });
  page.on("response", (res) => {
    if (res.status() >= 400) errors.push(`http ${res.status()}: ${res.url()}`);
  });
  return errors;
}

/** Saves a full-page PNG (or of `element`, a locator) to test-results/NAME.png and returns its path. */
export async function screenshot(page, name, element = null) {
  mkdirSync(RESULTS, { recursive: true });
  const path = `${RESULTS}${name}.png`;
  await (element ? element.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  return path;
}
