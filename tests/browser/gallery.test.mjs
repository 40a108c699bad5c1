// The static gallery, built by `arimaa gallery` from the real archive, the demo
// record and a broken record, then used as a person would: from the file
// system and from 127.0.0.1, filtering by a player, opening a game, stepping.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { dirname, join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { HtmlValidate } from "html-validate";
import { GifReader } from "omggif";
import { startServer } from "../../scripts/serve.mjs";
import { CHROMIUM, CHROMIUM_ARGS, RESULTS, watch, screenshot } from "./harness.mjs";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const OUT = join(RESULTS, "gallery");
// The real archive, kept in the repo (tests/data/README.md).
const ARCHIVE = resolve(ROOT, "tests/data/arimaa/allgames202602.txt");
// Where that cargo build puts the binary (CARGO_TARGET_DIR moves it, as in a worktree).
const TARGET = process.env.CARGO_TARGET_DIR ? resolve(ROOT, process.env.CARGO_TARGET_DIR) : join(ROOT, "target");

let browser, server, buildOutput;

before(async () => {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const broken = join(RESULTS, "broken-game.txt");
  writeFileSync(broken, "Id: broken-1\n\n1g Ee2 Md2 Hb2 Hg2 Dc2 Df2 Ca2 Ch2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1\n1s ee7 md7 hb7 hg7 dc7 df7 ca7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8\n2g Ee2n Ee3n \"<img src=x onerror=alert(1)>\"\n2s ee7s Zz9\n");
  execFileSync("cargo", ["build", "-q", "--bin", "arimaa"], { cwd: ROOT, stdio: "inherit" });
  buildOutput = execFileSync(join(TARGET, "debug/arimaa"),
    ["gallery", ARCHIVE, join(ROOT, "www/demo/games/demo.fan"), broken, OUT], { cwd: ROOT }).toString();
  server = await startServer({ root: OUT, port: 0, csp: true });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test("the build reports every game and its size", () => {
  assert.match(buildOutput, /gallery: 149 games \(1 with errors\)/);
  assert.match(buildOutput, /KB per game/);
});

test("every relative link and image in the site points at a file", () => {
  const pages = ["index.html", ...readdirSync(join(OUT, "games")).filter((f) => f.endsWith(".html")).map((f) => `games/${f}`)];
  assert.equal(pages.length, 150);
  let checked = 0;
  for (const page of pages) {
    const html = readFileSync(join(OUT, page), "utf8");
    for (const [, url] of html.matchAll(/(?:href|src)="([^"]+)"/g)) {
      if (url.startsWith("data:")) continue;
      // The static view's SVG draws repeated pieces with <use href="#id">: in the page.
      if (url.startsWith("#")) {
        assert.ok(html.includes(`id="${url.slice(1)}"`), `${page}: ${url} names nothing in the page`);
        continue;
      }
      assert.ok(!/^[a-z]+:/i.test(url) && !url.startsWith("/"), `${page}: ${url} is not relative`);
      assert.ok(existsSync(join(OUT, dirname(page), url)), `${page}: broken link ${url}`);
      checked++;
    }
    assert.ok(!html.includes("<img src=x"), `${page} leaks record text as HTML`);
  }
  assert.ok(checked > 600, `${checked} links checked`);
});

test("each game page animates the game's last two moves as a GIF; a broken game's page has none", () => {
  const html = readFileSync(join(OUT, "games/669122.html"), "utf8");
  const img = /<img src="669122\.gif" width="(\d+)" height="(\d+)" alt="The last moves animated: ([^"]+)">/.exec(html);
  assert.ok(img, "the page shows the animation");
  assert.match(img[3], /^\d+[gs] .+; \d+[gs] .+$/, "its alt text names the two moves");
  const gif = new GifReader(new Uint8Array(readFileSync(join(OUT, "games/669122.gif"))));
  assert.deepEqual([gif.width, gif.height], [Number(img[1]), Number(img[2])]);
  assert.equal(gif.width, 240);
  // Each step in three stills, plus the start: two moves of four steps at most.
  assert.ok(gif.numFrames() > 3 && gif.numFrames() <= 1 + 8 * 3, `${gif.numFrames()} frames`);
  assert.equal(gif.frameInfo(gif.numFrames() - 1).delay, 200, "the end is held");
  const gifs = readdirSync(join(OUT, "games")).filter((f) => f.endsWith(".gif"));
  assert.equal(gifs.length, 148, "every game but the broken one");
  assert.ok(!existsSync(join(OUT, "games/broken-1.gif")));
});

test("every page is valid HTML (html-validate, recommended rules)", async () => {
  const hv = new HtmlValidate({ extends: ["html-validate:recommended"] });
  const pages = ["index.html", "games/669122.html", "games/broken-1.html", "games/669122-2.html"];
  for (const page of pages) {
    const report = await hv.validateFile(join(OUT, page));
    const problems = report.results.flatMap((r) => r.messages.map((m) => `${page}:${m.line} ${m.ruleId}: ${m.message}`));
    assert.deepEqual(problems, [], problems.join("\n"));
  }
});

test("from the file system: filter by a player, open a game, read its moves", async () => {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  const errors = watch(page);
  await page.goto(pathToFileURL(join(OUT, "index.html")).href);
  await page.fill("#player", "browni3141");
  const visible = await page.locator("#games tbody tr:not([hidden])").count();
  assert.ok(visible > 0 && visible < 149, `${visible} rows for one player`);
  assert.match(await page.textContent("#count"), new RegExp(`^${visible} of 149 games$`));
  await page.selectOption("#termination", "goal");
  const goals = await page.locator("#games tbody tr:not([hidden])").count();
  assert.ok(goals < visible);
  await screenshot(page, "gallery-index-file");
  await page.locator("#games tbody tr:not([hidden]) td:nth-child(3) a").first().click();
  await page.waitForLoadState("load");
  // Modules and wasm do not load from file://: the static view is the page
  // (README "Static first"): the board as a picture, the moves as a list.
  assert.ok(await page.isVisible(".arimaa-static svg[role=img]"));
  assert.match(await page.locator(".arimaa-static svg[role=img]").getAttribute("aria-label"), /^After \d+[gs]\. Gold: /);
  assert.match(await page.locator(".arimaa-moves > li").first().innerText(), /^1g /);
  await screenshot(page, "gallery-game-file");
  assert.ok(errors.every((e) => /arimaa-viewer|CORS|file:|net::ERR/.test(e)), errors.join("\n"));
  await page.close();
});

test("from 127.0.0.1: open a game and step through it with the viewer", async () => {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const errors = watch(page);
  await page.goto(new URL("index.html", server.url).href);
  await page.fill("#player", "bot_dolores");
  const rows = await page.locator("#games tbody tr:not([hidden])").count();
  assert.ok(rows > 0 && rows < 149, `${rows} rows for one player`);
  await page.fill("#player", "");
  await page.locator("th button[data-sort=plies]").click();
  const first = await page.locator("#games tbody tr td:nth-child(5)").first().textContent();
  await page.locator("th button[data-sort=plies]").click();
  const last = await page.locator("#games tbody tr td:nth-child(5)").first().textContent();
  assert.ok(Number(first) <= Number(last), `sorted both ways: ${first} then ${last}`);
  await page.goto(new URL("games/669122.html", server.url).href);
  // The viewer takes over the static view's box (its slot no longer shown).
  await page.waitForFunction(() => document.querySelector("arimaa-viewer").shadowRoot?.querySelector("slot[name=static]")?.hidden === true, null, { timeout: 10000 });
  assert.equal(await page.locator(".arimaa-static svg[role=img]").isVisible(), false);
  const viewer = page.locator("arimaa-viewer");
  await viewer.focus();
  const before = await viewer.evaluate((el) => el.path);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const after = await viewer.evaluate((el) => el.path);
  assert.notEqual(after, before);
  // The address follows the move shown (`link`): copied or reloaded, it opens there.
  await page.waitForFunction((p) => location.hash === `#move=${p}`, after);
  await page.reload();
  await page.waitForFunction((p) => document.querySelector("arimaa-viewer").path === p, after, { timeout: 10000 });
  await page.locator("figure.last-moves img").scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector("figure.last-moves img").complete);
  await screenshot(page, "gallery-game-served");
  const broken = await browser.newPage();
  await broken.goto(new URL("games/broken-1.html", server.url).href);
  assert.match(await broken.textContent(".error"), /Zz9/);
  // Its static view lists the problem too, and the record's markup stays text.
  assert.match(await broken.locator(".arimaa-problems").innerText(), /Zz9/);
  await broken.close();
  // Leaving the index aborts its pending lazy thumbnails; that is navigation,
  // not a broken resource (the link test checks every file exists).
  assert.deepEqual(errors.filter((e) => !/thumbs\/.*net::ERR_ABORTED/.test(e)), []);
  await page.close();
});
