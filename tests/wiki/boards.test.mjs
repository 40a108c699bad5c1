// The extension in a real MediaWiki (Debian's 1.39, see wiki.mjs), as a wiki's readers
// meet it: a page with three boards (inline, an uploaded .fan, one inside a template)
// works with real keys and clicks and loads the element once; read without JavaScript
// it shows the three games; a page without a board asks for nothing of ours; a second
// view comes from the parser cache (the CLI does not run again) and still works; on a
// wiki without the CLI each board is the element holding its record as text; a
// puzzle's page gives its task, not its answer, and judges the answer typed.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, RESULTS, watch, screenshot } from "../browser/harness.mjs";
import { solveFirstPuzzle } from "../browser/viewer-helpers.mjs";
import { FIRST_PUZZLE, givenAway } from "../browser/answer.mjs";
import { createWiki, apiLogin, cliHasHtml, settled } from "./wiki.mjs";

const DEMO = readFileSync(new URL("../../www/demo/games/demo.fan", import.meta.url));
const SETUP = `1g Da1 Eb1 Cc1 Rd1 Re1 Rf1 Cg1 Hh1 Ra2 Mb2 Rc2 Dd2 Re2 Rf2 Rg2 Hh2
1s eb7 mg7 ha7 hh7 dd7 de7 cb8 cg8 rc7 rf7 ra8 rc8 rd8 re8 rf8 rh8`;
// MediaWiki's tidying makes a space before "?", ":", "!" a no-break space in the
// page's text (French spacing); a record's text must reach the board as written.
const COMMENT = "Where to ? The c3 trap : elephant and camel !";
const INLINE = `${SETUP}
2g Mb2n Eb1n Mb3e Eb2n "${COMMENT}"
2s eb7s eb6s eb5s hh7s
3g Hh2n Hh1n Da1e Db1n
3s mg7s mg6s mg5s mg4s`;
const TEMPLATED = `${SETUP}
2g Ra2n Ra3n Ra4n Ra5n
2s eb7s eb6s eb5s eb4e`;

const BOARDS_PAGE = `A page with three Arimaa boards.

== Inline ==
<arimaa path=2g>
${INLINE}
</arimaa>

== Uploaded ==
<arimaa src="File:Demo game.fan" path=4s />

== From a template ==
{{Arimaa game|path=2g|record=${TEMPLATED}}}

The end of the page.
`;
// The first puzzle of the demo's file: goal in 1, answered by Dd6n Rc7n.
const PUZZLE = FIRST_PUZZLE;
const PUZZLE_PAGE = `A puzzle, with overlays.

<arimaa mode=Puzzle overlays="frozen, goals">
${PUZZLE}</arimaa>
`;
const TEMPLATE = `<includeonly>{{#tag:arimaa|{{{record}}}|path={{{path|}}}|orientation={{{orientation|gold}}}}}</includeonly>`;

let wiki;
let server;
let plain;
let browser;
const html = cliHasHtml();

before(async () => {
  wiki = await createWiki("boards");
  server = await wiki.serve({ cli: true });
  const api = await apiLogin(server.url, wiki.admin);
  const upload = await api.upload("Demo game.fan", DEMO);
  assert.equal(upload.upload?.result, "Success", JSON.stringify(upload));
  wiki.edit("Template:Arimaa game", TEMPLATE);
  wiki.edit("Arimaa boards", BOARDS_PAGE);
  wiki.edit("Arimaa puzzle", PUZZLE_PAGE);
  wiki.edit("Plain page", "A page about something else.\n\n== Section ==\nNo board here.\n");
  plain = await wiki.serve({ cli: false });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});
after(async () => {
  await browser?.close();
  await wiki?.close();
});

const pageUrl = (base, title) => `${base}index.php?title=${encodeURIComponent(title.replaceAll(" ", "_"))}`;
// On a phone's width a page is read in MediaWiki's phone skin, Minerva (Wikimedia's
// mobile view; Debian ships it): Vector keeps its 176 px sidebar at any width.
const PHONE = 375;

/** Opens a page; `requests` lists every URL it asked for. */
async function open(base, title, { javaScriptEnabled = true, width = 1200 } = {}) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors = watch(page);
  const requests = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.goto(pageUrl(base, title) + (width <= PHONE ? "&useskin=minerva" : ""), { waitUntil: "load" });
  return { page, errors, requests, context };
}

/** Waits until every board has loaded its game, scrolling to each as a reader would (they start near the viewport). */
async function loaded(page) {
  const viewers = page.locator("arimaa-viewer");
  await viewers.first().waitFor({ state: "attached" });
  // Scrolled to only once MediaWiki's scripts are done: the edit form focuses its text
  // box, scrolling the preview's board out of view before it had started (a flake).
  await settled(page);
  const count = await viewers.count();
  for (let i = 0; i < count; i++) {
    await viewers.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction((n) => document.querySelectorAll("arimaa-viewer")[n].game, i);
  }
}
const paths = (page) => page.$$eval("arimaa-viewer", (vs) => vs.map((v) => v.path));

test("three boards (inline, an uploaded file, a template) work with real clicks and keys; the element loads once", async () => {
  const { page, errors, requests, context } = await open(server.url, "Arimaa boards");
  await loaded(page);
  const viewers = page.locator(".mw-parser-output arimaa-viewer");
  assert.equal(await viewers.count(), 3);
  assert.deepEqual(await paths(page), ["2g", "4s", "2g"]);
  assert.equal(await viewers.nth(0).evaluate((v) => v.game.state().moveComment), COMMENT);

  // Inline: a click on "Next move", then the key ↓ on the focused viewer.
  const inline = viewers.nth(0);
  await inline.getByRole("button", { name: "Next move" }).click();
  await page.waitForFunction(() => document.querySelectorAll("arimaa-viewer")[0].path === "2s");
  await page.keyboard.press("ArrowDown");
  await page.waitForFunction(() => document.querySelectorAll("arimaa-viewer")[0].path === "3g");

  // The uploaded record, fetched by the element from the file's URL: End, then a click back.
  const file = viewers.nth(1);
  const last = await file.evaluate((v) => v.game.moveList().at(-1).path);
  await file.getByRole("button", { name: "Last position of this line" }).click();
  await page.waitForFunction((p) => document.querySelectorAll("arimaa-viewer")[1].path === p, last);
  await page.keyboard.press("Home");
  await page.waitForFunction(() => document.querySelectorAll("arimaa-viewer")[1].path === "start");
  assert.match(await file.evaluate((v) => v.getAttribute("src")), /\/images\/.+\/Demo_game\.fan$/);

  // The template's board: its own record, turned with "Previous move".
  const templated = viewers.nth(2);
  assert.equal(await templated.evaluate((v) => v.game.moveList().at(-1).text), "eb7s eb6s eb5s eb4e");
  await templated.getByRole("button", { name: "Previous move" }).click();
  await page.waitForFunction(() => document.querySelectorAll("arimaa-viewer")[2].path === "1s");
  // Moving one board moved no other.
  assert.deepEqual(await paths(page), ["3g", "start", "1s"]);

  const ours = (name) => requests.filter((u) => new URL(u).pathname.endsWith(`/${name}`));
  assert.equal(ours("arimaa-viewer.js").length, 1, requests.join("\n"));
  assert.equal(ours("arimaa_bg.wasm").length, 1, requests.join("\n"));
  assert.deepEqual(errors, []);
  await screenshot(page, "wiki-boards-1200");
  // The top of the page as a reader first sees it (the extension's README shows it).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${RESULTS}wiki-boards-1200-top.png` });
  await context.close();

  const narrow = await open(server.url, "Arimaa boards", { width: PHONE });
  await loaded(narrow.page);
  await screenshot(narrow.page, "wiki-boards-375");
  const overflow = await narrow.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px at 375px`);
  // Each board fits its column: nothing of it is cut off or scrolled.
  const cut = await narrow.page.$$eval(".mw-arimaa", (boxes) => boxes.map((b) => b.scrollWidth - b.clientWidth));
  assert.deepEqual(cut, [0, 0, 0]);
  assert.deepEqual(narrow.errors, []);
  await narrow.context.close();
});

test("with JavaScript off the page shows each game: pictures and moves (CLI), or the record as text", async () => {
  for (const width of [1200, PHONE]) {
    const { page, errors, context } = await open(server.url, "Arimaa boards", { javaScriptEnabled: false, width });
    const viewers = page.locator(".mw-parser-output arimaa-viewer");
    assert.equal(await viewers.count(), 3);
    if (html) {
      // The CLI's static board: a picture and the moves as a list, for each board.
      for (let i = 0; i < 3; i++) {
        await assert.doesNotReject(viewers.nth(i).locator("svg").first().waitFor({ state: "visible" }));
        assert.ok((await viewers.nth(i).locator("ol li").count()) >= 2);
      }
      assert.match(await viewers.nth(0).innerText(), /Mb2n Eb1n Mb3e Eb2n/);
      assert.ok((await viewers.nth(0).textContent()).includes(COMMENT));
    } else {
      // No `arimaa html`: the records themselves, readable.
      assert.match(await viewers.nth(0).locator("pre").innerText(), /2g Mb2n Eb1n Mb3e Eb2n/);
      assert.ok((await viewers.nth(0).textContent()).includes(COMMENT));
      assert.match(await viewers.nth(1).locator("pre").innerText(), /GameId: 669122/);
      assert.match(await viewers.nth(2).locator("pre").innerText(), /2s eb7s eb6s eb5s eb4e/);
    }
    assert.deepEqual(errors, []);
    await screenshot(page, `wiki-boards-nojs-${width}`);
    await context.close();
  }
});

test("a page without a board asks for no file of ours (no module, wasm or stylesheet)", async () => {
  const { page, errors, requests, context } = await open(server.url, "Plain page");
  await page.waitForFunction(() => document.readyState === "complete");
  assert.match(await page.locator(".mw-parser-output").innerText(), /No board here/);
  assert.ok(requests.length > 3, "the page loaded MediaWiki's own files");
  const ours = requests.filter((u) => /arimaa/i.test(decodeURIComponent(u)));
  assert.deepEqual(ours, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a second view is served from the parser cache (the CLI does not run) and its boards work", async () => {
  await fetch(`${pageUrl(server.url, "Arimaa boards")}&action=purge`, { method: "POST" });
  const cachedTime = (text) => text.match(/Cached time: (\d+)/)?.[1];
  const first = await open(server.url, "Arimaa boards");
  await loaded(first.page);
  const firstTime = cachedTime(await first.page.content());
  await first.context.close();
  const runs = wiki.cliRuns();
  assert.ok(runs > 0, "the purged page was rendered with the CLI");

  const second = await open(server.url, "Arimaa boards");
  await loaded(second.page);
  assert.equal(wiki.cliRuns(), runs, "the CLI ran again for a cached page");
  assert.ok(firstTime);
  assert.equal(cachedTime(await second.page.content()), firstTime);
  await second.page.locator("arimaa-viewer").first().getByRole("button", { name: "Next step" }).click();
  await second.page.waitForFunction(() => document.querySelector("arimaa-viewer").path !== "2g");
  assert.deepEqual(second.errors, []);
  await second.context.close();
});

test("without the CLI each board is the element holding its record as text, and works", async () => {
  const off = await open(plain.url, "Arimaa boards", { javaScriptEnabled: false });
  // The viewer's frame (README "One layout"): the board's place held, the record as text beside it.
  const pres = off.page.locator(".mw-parser-output arimaa-viewer .arimaa-static .arimaa-side pre.arimaa-record-text");
  assert.equal(await pres.count(), 3);
  assert.match(await pres.nth(0).innerText(), /^1g Da1 Eb1/);
  const boards = off.page.locator(".mw-parser-output arimaa-viewer .arimaa-static svg[role=img]");
  assert.equal(await boards.count(), 3);
  assert.equal(await boards.first().getAttribute("aria-label"), "The board, drawn when JavaScript runs");
  await screenshot(off.page, "wiki-boards-nocli-nojs");
  // On screen a long record scrolls in its box; printed, all of it is on paper.
  const clipped = () => pres.nth(1).evaluate((pre) => {
    const box = pre.closest(".arimaa-scroll");
    return box.scrollHeight - box.clientHeight;
  });
  assert.ok((await clipped()) > 0);
  await off.page.emulateMedia({ media: "print" });
  assert.equal(await clipped(), 0);
  await off.context.close();

  const on = await open(plain.url, "Arimaa boards");
  await loaded(on.page);
  assert.deepEqual(await paths(on.page), ["2g", "4s", "2g"]);
  await on.page.locator("arimaa-viewer").first().getByRole("button", { name: "Next move" }).click();
  await on.page.waitForFunction(() => document.querySelector("arimaa-viewer").path === "2s");
  // The record text is no longer shown once the element runs.
  assert.equal(await on.page.locator("pre.arimaa-record-text").first().isVisible(), false);
  assert.deepEqual(on.errors, []);
  await on.context.close();
});

test("editing a page and previewing it shows live boards", async () => {
  const { page, errors, context } = await open(server.url, "Plain page");
  await page.goto(`${pageUrl(server.url, "Preview sandbox")}&action=edit`);
  await page.locator("#wpTextbox1").fill(`Before.\n<arimaa path=2s>\n${INLINE}\n</arimaa>\n`);
  await page.locator("#wpPreview").click();
  await page.waitForURL(/action=submit/);
  await loaded(page);
  const viewer = page.locator("#wikiPreview arimaa-viewer");
  assert.equal(await viewer.count(), 1);
  assert.equal(await viewer.evaluate((v) => v.path), "2s");
  await viewer.getByRole("button", { name: "Next move" }).click();
  await page.waitForFunction(() => document.querySelector("#wikiPreview arimaa-viewer").path === "3g");
  // MediaWiki's edit form stashes the text through the API as it is typed, and the
  // page asks for its icons: pressing Preview aborts those requests of MediaWiki's.
  const theirAbort = (e) => /^requestfailed: \S+ net::ERR_ABORTED( \(its page was left\))?$/.test(e) && !/arimaa/i.test(e);
  assert.deepEqual(errors.filter((e) => !theirAbort(e)), []);
  await context.close();
});

test("a puzzle gives nothing away: its page (with or without the CLI), the wiki's view of its source as HTML, and its static view; in the browser the answer typed is solved", async () => {
  assert.match(PUZZLE, /^Puzzle: goal in 1$/m);
  // The page as the server sends it, before any script.
  const served = await (await fetch(pageUrl(server.url, "Arimaa puzzle"))).text();
  const element = /<arimaa-viewer[^>]*>/.exec(served)?.[0] ?? "";
  assert.match(element, / mode="puzzle"/);
  assert.match(element, / overlays="frozen goals"/);
  // The record rides whole in base64 (the element decodes it); nothing of the answer is text.
  const carried = /<template class="arimaa-record" data-encoding="base64">([A-Za-z0-9+/=]+)<\/template>/.exec(served)?.[1];
  assert.equal(Buffer.from(carried, "base64").toString("utf8").trim(), PUZZLE.trim());
  assert.deepEqual(givenAway(served), [], "the page");
  // The parser's HTML as the API gives it (what other tools and mirrors read).
  const parsed = await (await fetch(`${server.url}api.php?action=parse&page=Arimaa_puzzle&prop=text&format=json&formatversion=2`)).json();
  assert.deepEqual(givenAway(parsed.parse.text), [], "action=parse");
  // A wiki without the CLI does not show the record as text either, but says why.
  const bare = await (await fetch(pageUrl(plain.url, "Arimaa puzzle"))).text();
  assert.deepEqual(givenAway(bare), [], "the page without the CLI");
  assert.doesNotMatch(bare, /arimaa-record-text/);
  assert.match(bare, /<p class="arimaa-record-hidden">The moves are hidden: this board is a puzzle or a game to guess/);
  if (html) {
    const view = /<div class="arimaa-static"[\s\S]*?<\/arimaa-viewer>/.exec(served)?.[0] ?? "";
    assert.match(view, /<p class="arimaa-puzzle"><b>Gold to play: reach goal this turn\.<\/b><\/p>/);
    assert.match(view, /The moves ahead are hidden\./);
  }

  const { page, errors, context } = await open(server.url, "Arimaa puzzle");
  const viewer = page.locator(".mw-parser-output arimaa-viewer");
  await viewer.scrollIntoViewIfNeeded();
  await viewer.locator(".puzzle-task").filter({ hasText: "Gold to play: reach goal this turn." }).waitFor();
  await viewer.getByRole("button", { name: "Frozen", exact: true, pressed: true }).waitFor();
  await viewer.getByRole("button", { name: "Captures", exact: true, pressed: false }).waitFor();
  assert.deepEqual(givenAway(await page.content()), [], "the page's DOM once the element runs");
  await screenshot(page, "wiki-puzzle-open", viewer);
  assert.match(await solveFirstPuzzle(page, viewer), /^Right: the move reaches the goal\. It is the record's solution\. Solved\.$/);
  assert.equal(await viewer.evaluate((v) => v.path), "2g");
  await screenshot(page, "wiki-puzzle-solved", viewer);
  assert.deepEqual(errors, []);
  await context.close();
});
