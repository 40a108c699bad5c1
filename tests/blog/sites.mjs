// The static site generators' side of tests/blog/: one-shot builds (Astro from the
// fixture's own npm packages, Debian's Hugo) into scratch folders under
// test-results/blog/, the output served on 127.0.0.1 with the strict CSP
// (scripts/serve.mjs), and headless Chromium to read it with and without JavaScript.
//
//   const site = await serveSite(dir);   // { url, close() }
//   const browser = await launch();
//   const { page, errors, requests } = await open(browser, `${site.url}posts/x/`, { javaScript: false });
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startServer } from "../../scripts/serve.mjs";
import { CHROMIUM, CHROMIUM_ARGS, watch } from "../browser/harness.mjs";

const exec = promisify(execFile);
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const DIST = join(ROOT, "www/dist");

/** A fresh scratch folder test-results/blog/NAME. */
export function scratch(name) {
  const dir = join(ROOT, "test-results/blog", name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Runs a command to its end; a failure carries its output. Resolves to { stdout, stderr, ms }. */
export async function run(cmd, args, options = {}) {
  const start = Date.now();
  try {
    const { stdout, stderr } = await exec(cmd, args, { maxBuffer: 64 << 20, ...options });
    return { stdout, stderr, ms: Date.now() - start };
  } catch (error) {
    error.message += `\n${error.stdout ?? ""}${error.stderr ?? ""}`;
    throw error;
  }
}

/** The `arimaa` CLI of this checkout (cargo build: a no-op once the tests built it). */
export async function arimaaCli() {
  const { stdout } = await run("cargo", ["metadata", "--format-version", "1", "--no-deps"], { cwd: ROOT });
  await run("cargo", ["build", "--quiet", "--bin", "arimaa"], { cwd: ROOT });
  return join(JSON.parse(stdout).target_directory, "debug/arimaa");
}

/** Serves `dir` as a host would, with the strict CSP on every response. */
export const serveSite = (dir) => startServer({ root: dir, port: 0 });

/** Headless Debian Chromium, as the browser tests run it. */
export const launch = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });

/**
 * Opens `url` in a new context (scripts on or off) and waits for "load". `errors`: what
 * the page reported as wrong (console errors, CSP violations among them, failed
 * requests); `requests`: the paths it fetched.
 */
export async function open(browser, url, { javaScript = true, viewport = { width: 900, height: 900 } } = {}) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport });
  const page = await context.newPage();
  const errors = watch(page);
  const requests = [];
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(url, { waitUntil: "load" });
  return { page, errors, requests, close: () => context.close() };
}

/** Focuses the viewer, presses `key` and waits for its path to become `path`. */
export async function stepTo(page, selector, key, path) {
  await page.locator(selector).focus();
  await page.keyboard.press(key);
  await page.waitForFunction(([s, p]) => document.querySelector(s).path === p, [selector, path]);
}

/** Whether the Debian package or the fixture's npm packages are installed (scripts/setup-blog.sh). */
export const hugoInstalled = () => existsSync("/usr/bin/hugo");
export const astroInstalled = (fixture) => existsSync(join(fixture, "node_modules/astro/astro.js"));
