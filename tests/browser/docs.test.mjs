// The docs site as its readers meet it: built from the repository (scripts/docs.mjs, in
// before(), so a build that fails fails here), served by the strict-CSP static server,
// and every page opened in Chromium at 1200 px: no console error or failed request,
// every live example's board ready, every internal link and #anchor found, no axe
// violation. A few pages at 375 px: nothing wider than the screen. The search finds a
// section. Screenshots of the home page, a guide (1200 and 375 px) and the attributes'
// page go to test-results/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { chromium } from "playwright-core";
import { buildDocs, sources } from "../../scripts/docs.mjs";
import { startServer } from "../../scripts/serve.mjs";
import { CHROMIUM, CHROMIUM_ARGS, RESULTS, screenshot, watch } from "./harness.mjs";
import { axeViolations } from "./axe.mjs";

const OUT = join(RESULTS, "docs-site");
let server;
let browser;
let built;
const pages = [...new Set([...sources().values(), "search.html"])].sort();
/** What each page holds: its ids, and the links it makes (site paths with their #). */
const seen = new Map();

before(async () => {
  built = await buildDocs({ out: OUT });
  console.log(`docs: ${built.pages} pages built in ${built.seconds.toFixed(1)} s`);
  server = await startServer({ root: OUT, port: 0 });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a site page in a new context of `width` px; its errors are collected. */
async function open(path, width = 1200, height = 900) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(new URL(path, server.url).href, { waitUntil: "load" });
  return { page, errors, context };
}

/**
 * Starts every viewer as a reader scrolling down the page would (a viewer starts when
 * within 200 px of the viewport), back to the top, then waits until each has its game
 * and a painted board. Gives how many there are.
 */
async function everyBoardReady(page) {
  const count = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const viewers = [...document.querySelectorAll("arimaa-viewer")];
    for (const viewer of viewers) {
      viewer.scrollIntoView({ block: "center" });
      await frame();
    }
    window.scrollTo(0, 0);
    return viewers.length;
  });
  if (count) {
    await page.waitForFunction(() =>
      [...document.querySelectorAll("arimaa-viewer")].every((v) => v.game && v.shadowRoot?.querySelector("canvas")?.width > 0),
    );
  }
  return count;
}

for (const path of pages) {
  test(`${path}: no console error, every board ready, no axe violation`, async () => {
    const { page, errors, context } = await open(path);
    try {
      const viewers = await everyBoardReady(page);
      const { ids, links } = await page.evaluate(() => ({
        ids: [...document.querySelectorAll("[id], a[name]")].map((e) => e.id || e.getAttribute("name")),
        links: [...document.querySelectorAll("a[href]")].map((a) => a.href),
      }));
      seen.set(path, { ids: new Set(ids), links, viewers });
      assert.deepEqual(await axeViolations(page), [], `${path}: axe`);
      assert.deepEqual(errors, [], `${path}: errors`);
    } finally {
      await context.close();
    }
  });
}

test("the guides, the gallery and the attributes' page hold live boards, one per attribute there", () => {
  const attributes = JSON.parse(readFileSync(join(OUT, "dist/arimaa-attributes.json"), "utf8")).attributes;
  assert.equal(seen.get("reference/attributes.html")?.viewers, attributes.length);
  for (const path of ["index.html", "gallery.html", "guide/embed.html", "guide/teaching.html", "guide/markdown.html"]) {
    assert.ok(seen.get(path)?.viewers > 0, `${path} has boards`);
  }
});

test("every internal link names a page or file of the site, and every #anchor an element of it", () => {
  assert.equal(seen.size, pages.length, "every page was read");
  const broken = [];
  for (const [from, { links }] of seen) {
    for (const href of links) {
      const url = new URL(href);
      if (url.origin !== new URL(server.url).origin) continue;
      const path = decodeURIComponent(url.pathname.slice(1)) || "index.html";
      const file = join(OUT, path);
      if (!existsSync(file) || statSync(file).isDirectory()) {
        broken.push(`${from}: ${path} is no file of the site`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      // A viewer's entry (`key=path`, Sharing) is no anchor; a search query is no page.
      if (!anchor || anchor.includes("=")) continue;
      const ids = seen.get(path)?.ids ?? new Set([...readFileSync(file, "utf8").matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
      if (!ids.has(anchor)) broken.push(`${from}: ${path}#${anchor} names no element`);
    }
  }
  assert.deepEqual(broken, []);
});

test("at 375 px the home page, a guide and the attributes' page fit the screen", async () => {
  for (const [path, name] of [["index.html", "docs-home-375"], ["guide/embed.html", "docs-guide-375"], ["reference/attributes.html", null]]) {
    const { page, errors, context } = await open(path, 375, 800);
    try {
      await everyBoardReady(page);
      const wide = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      assert.ok(wide.page <= wide.screen, `${path}: ${wide.page} px wide at ${wide.screen}`);
      if (name) await screenshot(page, name);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});

test("screenshots at 1200 px: the home page, a guide, the attributes' page", async () => {
  for (const [path, name] of [["index.html", "docs-home"], ["guide/embed.html", "docs-guide"], ["reference/attributes.html", "docs-attributes"]]) {
    const { page, errors, context } = await open(path);
    try {
      await everyBoardReady(page);
      assert.ok(existsSync(await screenshot(page, name)));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
});

test("the search finds a section by its words, and links to it", async () => {
  const { page, errors, context } = await open("search.html?q=guess%20side");
  try {
    await page.waitForFunction(() => document.querySelectorAll("#search-results li").length > 0);
    const first = await page.evaluate(() => {
      const link = document.querySelector("#search-results a");
      return { text: link.textContent, href: link.getAttribute("href") };
    });
    assert.match(first.text, /guess/i);
    const [file, anchor] = first.href.split("#");
    assert.ok(seen.get(file)?.ids.has(anchor ?? "") || !anchor, `${first.href} is a section of the site`);
    assert.match(await page.locator("#search-status").textContent(), /^\d+ sections? holds? “guess side”\.$/);
    assert.equal(await page.inputValue("#search-q"), "guess side");
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test("the live examples are the code they show: the board's attributes are the block's", async () => {
  // An example block shows its code under the board; the board on the page is the same
  // element (its static view added), so its attributes read back as the code says.
  const { page, errors, context } = await open("reference/attributes.html");
  try {
    const pairs = await page.evaluate(() =>
      [...document.querySelectorAll(".example")].map((example) => {
        const viewer = example.querySelector(".example-live arimaa-viewer");
        const code = example.querySelector("pre code").textContent;
        const shown = new DOMParser().parseFromString(code, "text/html").querySelector("arimaa-viewer");
        const attributes = (e) => Object.fromEntries([...e.attributes].map((a) => [a.name, a.value]));
        return { live: attributes(viewer), shown: attributes(shown) };
      }),
    );
    assert.ok(pairs.length > 0);
    for (const { live, shown } of pairs) {
      // The element adds its own (role, tabindex, its accessible name); the author's are the code's.
      const authored = Object.fromEntries(Object.entries(live).filter(([name]) => !/^(role|tabindex|aria-.*)$/.test(name)));
      const src = (attributes) => ({ ...attributes, ...(attributes.src && { src: posix.basename(attributes.src) }) });
      assert.deepEqual(src(authored), src(shown));
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
