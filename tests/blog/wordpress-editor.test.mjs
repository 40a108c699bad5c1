// The block "Arimaa game" in the real block editor of WordPress 6.1 (Debian, with
// MariaDB; servers.mjs), used by an Author in Chromium: log in, add the block, paste a
// record or upload a .pgn collection, watch the live preview follow the sidebar,
// publish. Then the post as readers get it: with keys and clicks, without JavaScript,
// in the RSS feed, behind an optimizer's defer/async; a hostile record does nothing;
// a post without a board loads nothing of ours. The cases run in order: each reads
// the posts the ones before it published.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, watch, screenshot } from "../browser/harness.mjs";
import { startWordPress, installed } from "./servers.mjs";
import { logIn, newPost, insertBySlash, insertByInserter, blockSettings, paste, previewReady, previewAt, publish, savedFragment, ourErrors } from "./wp-editor.mjs";
import { readerPage, viewerReady, boardPixels, feedItem } from "./wp-reader.mjs";
import { solveFirstPuzzle } from "../browser/viewer-helpers.mjs";
import { FIRST_PUZZLE, givenAway } from "../browser/answer.mjs";

const data = (f) => fileURLToPath(new URL(`data/${f}`, import.meta.url));
const GAME = readFileSync(data("game.fan"), "utf8");
const HOSTILE = readFileSync(data("hostile.fan"), "utf8");
const HOSTILE_COMMENT = /<\/template><\/arimaa-viewer><script>window\.__pwned=1<\/script><img src=x onerror="window\.__pwned=2">/;

let wp;
let browser;
let author; // the Author's page, logged in
let authorErrors;
const posts = {};

/** The move list's row of the node shown, once its text matches `text` (rows are redrawn on the next frame). */
const current = (viewer, text) => viewer.locator('[role="treeitem"][aria-current="step"]').filter({ hasText: text });

before(async () => {
  assert.ok(installed(), "run scripts/setup-blog.sh");
  wp = await startWordPress({ record: data("game.fan"), hostile: data("hostile.fan") });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: wp.url });
  author = await context.newPage();
  authorErrors = watch(author);
  // A dialog is an error; leaving a post with unsaved changes (after a failed case) is
  // confirmed, so that the next case starts on its own page.
  author.on("dialog", (d) => {
    authorErrors.push(`dialog: ${d.type()} ${d.message()}`);
    return d.type() === "beforeunload" ? d.accept() : d.dismiss();
  });
});
after(async () => {
  await browser?.close();
  await wp?.stop();
});

test("the Author adds the block, pastes a record, sees the preview follow the sidebar, publishes", async () => {
  await logIn(author, wp.url, wp.author);
  await newPost(author, wp.url, "A game in the block", { guide: true });
  const block = await insertBySlash(author);
  await paste(author, block.getByRole("textbox", { name: "Game record" }), GAME);
  const preview = await previewReady(author);
  await previewAt(author, "1s");

  // The node to open, typed in the sidebar: the preview goes there.
  await author.getByRole("textbox", { name: "Open at (node path)" }).click();
  await author.keyboard.type("3g");
  await previewAt(author, "3g");
  await current(preview, /^3g\s*Hh2n Hh1n Da1e Db1n$/).waitFor();
  await screenshot(author, "wordpress-editor-preview-1200");

  posts.game = await publish(author);
  const fragment = savedFragment(posts.game.content);
  // The saved board is in the site's language (an English site's here), which the element then speaks.
  assert.match(fragment, /<arimaa-viewer lang="en-US" controls move-list comments coordinates path="3g"><template class="arimaa-record">1g Da1/);
  assert.match(fragment, /<div class="arimaa-static" slot="static" lang="en-US">\n<div class="arimaa-frame"><div class="arimaa-board"><p class="arimaa-players"><\/p>\n<svg role="img" aria-label="After 3g\. /);

  // What readers get is what the Author saved, byte for byte: WordPress's filter for
  // Authors (kses) kept every tag and attribute, and no prose filter touched it.
  const html = await (await fetch(`${wp.url}/?p=${posts.game.id}`)).text();
  assert.ok(html.includes(fragment), "the saved fragment is in the post as it was saved");
  assert.deepEqual(ourErrors(authorErrors), []);
});

test("the published post works with clicks and keys, and loads the element and its wasm once", async () => {
  const { page, errors, requests, context } = await readerPage(browser, `${wp.url}/?p=${posts.game.id}`);
  const viewer = await viewerReady(page);
  assert.equal(await viewer.evaluate((v) => v.path), "3g");
  await viewer.getByRole("button", { name: "Next move" }).click();
  await page.waitForFunction(() => document.querySelector("arimaa-viewer").path === "3s");
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector("arimaa-viewer").path === "4g:1");
  await page.keyboard.press("ArrowDown");
  await page.waitForFunction(() => document.querySelector("arimaa-viewer").path === "4g");
  await viewer.getByRole("treeitem", { name: /^2s\b/ }).click();
  await page.waitForFunction(() => document.querySelector("arimaa-viewer").path === "2s");
  await current(viewer, /^2s\s*eb7s eb6s eb5s hh7s$/).waitFor();

  const ours = (name) => requests.filter((u) => new URL(u).pathname.endsWith(`/${name}`));
  assert.equal(ours("loader.js").length, 1, requests.join("\n"));
  assert.equal(ours("arimaa-viewer.js").length, 1, requests.join("\n"));
  assert.equal(ours("arimaa_bg.wasm").length, 1, requests.join("\n"));
  assert.deepEqual(ours("arimaa-edit_bg.wasm"), [], "readers never load the editor's wasm");
  assert.deepEqual(errors, []);
  await page.evaluate(() => document.querySelector("arimaa-viewer").scrollIntoView());
  await screenshot(page, "wordpress-post-1200");
  await screenshot(page, "wordpress-post-1200-block", page.locator(".wp-block-arimaa-game"));
  await context.close();

  const narrow = await readerPage(browser, `${wp.url}/?p=${posts.game.id}`, { width: 375 });
  await viewerReady(narrow.page);
  const overflow = await narrow.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px at 375px`);
  await screenshot(narrow.page, "wordpress-post-375");
  await screenshot(narrow.page, "wordpress-post-375-block", narrow.page.locator(".wp-block-arimaa-game"));
  assert.deepEqual(narrow.errors, []);
  await narrow.context.close();
});

test("without JavaScript the post shows the board at 3g and the moves as text", async () => {
  for (const width of [1200, 375]) {
    const { page, errors, requests, context } = await readerPage(browser, `${wp.url}/?p=${posts.game.id}`, { javaScriptEnabled: false, width });
    const board = page.locator(".wp-block-arimaa-game .arimaa-static svg[role=img]");
    await board.waitFor({ state: "visible" });
    const box = await board.boundingBox();
    assert.ok(box.width >= 250 && box.x >= 0 && box.x + box.width <= width, JSON.stringify(box));
    assert.match(await page.locator(".arimaa-moves").innerText(), /3g Hh2n Hh1n Da1e Db1n/);
    assert.match(await page.locator(".arimaa-moves mark").innerText(), /^3g /, "the node shown is marked");
    assert.match(await page.locator(".arimaa-moves").innerText(), /Gold's elephant -- and the "camel" 8\) -- go north: 2x3 & <b>/);
    const pixel = await boardPixels(browser, await screenshot(page, `wordpress-post-nojs-board-${width}`, board));
    assert.ok(pixel.isTrap("f3"), `f3 is an empty trap square: ${pixel.f3}`);
    assert.ok(pixel.isEmpty("d5") && pixel.isEmpty("e5") && !pixel.same("d5", "e5"), `empty squares alternate: ${pixel.d5} ${pixel.e5}`);
    assert.ok(!pixel.isEmpty("b3") && !pixel.isTrap("b3"), `Gold's elephant stands on b3: ${pixel.b3}`);
    assert.ok(requests.some((u) => u.endsWith(".css") || u.includes(".css?")), "the theme's stylesheets loaded");
    await screenshot(page, `wordpress-post-nojs-${width}`);
    await screenshot(page, `wordpress-post-nojs-${width}-block`, page.locator(".wp-block-arimaa-game"));
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("the RSS feed carries the saved static view and a link to the post: readers of the feed see the picture and the moves, not the record", async () => {
  const xml = await (await fetch(`${wp.url}/?feed=rss2`)).text();
  const item = await feedItem(browser, xml, "A game in the block");
  // The static view as saved, and a link to the post; not the element, nor its record.
  const view = /<div class="arimaa-static" slot="static" lang="en-US">[\s\S]*<\/div>\n/.exec(savedFragment(posts.game.content))[0];
  assert.ok(item.encoded.includes(view), "content:encoded holds the static view as saved");
  assert.ok(item.encoded.includes(`<a href="${wp.url}/?p=${posts.game.id}">Play through the game on the site</a>`), item.encoded);
  assert.doesNotMatch(item.encoded, /arimaa-record|<arimaa-viewer/);
  assert.equal(item.svgs, 1);
  assert.match(item.moves, /3g Hh2n Hh1n Da1e Db1n/);
  assert.equal(item.marked, "3g Hh2n Hh1n Da1e Db1n");
});

test("the published post reopened in the editor: the block is valid, its preview at 3g, nothing changed", async () => {
  authorErrors.length = 0;
  await author.goto(`${wp.url}/wp-admin/post.php?post=${posts.game.id}&action=edit`);
  await previewReady(author);
  await previewAt(author, "3g");
  assert.equal(await author.locator(".block-editor-warning").count(), 0, "no block marked invalid");
  assert.equal(await author.evaluate(() => wp.data.select("core/block-editor").getBlocks()[0]?.isValid), true);
  assert.equal(await author.evaluate(() => wp.data.select("core/editor").isEditedPostDirty()), false);
  assert.deepEqual(ourErrors(authorErrors), []);
});

test("a puzzle: the Author picks the mode; the post and its feed give nothing away; reopened, the editor has the record whole; readers solve it", async () => {
  authorErrors.length = 0;
  await newPost(author, wp.url, "A puzzle in the block");
  const block = await insertBySlash(author);
  await paste(author, block.getByRole("textbox", { name: "Game record" }), FIRST_PUZZLE);
  const preview = await previewReady(author);
  // The sidebar's "Teaching" panel, opened if it is closed.
  const teaching = author.getByRole("button", { name: "Teaching" });
  if ((await teaching.getAttribute("aria-expanded")) !== "true") await teaching.click();
  await author.getByRole("combobox", { name: "Mode" }).selectOption({ label: "Puzzle" });
  await preview.locator(".puzzle-task").filter({ hasText: "Gold to play: reach goal this turn." }).waitFor();
  posts.puzzle = await publish(author);
  const fragment = savedFragment(posts.puzzle.content);
  assert.match(fragment, / mode="puzzle"><template class="arimaa-record" data-encoding="base64">[A-Za-z0-9+/=]+<\/template>/);
  assert.deepEqual(givenAway(posts.puzzle.content), [], "the saved post");
  const html = await (await fetch(`${wp.url}/?p=${posts.puzzle.id}`)).text();
  assert.ok(html.includes(fragment), "readers get the fragment as saved");
  assert.deepEqual(givenAway(html), [], "the post's page");
  assert.deepEqual(givenAway(await (await fetch(`${wp.url}/?feed=rss2`)).text()), [], "the feed");

  // Reopened: the block is valid and unchanged, its record box holds the record decoded.
  await author.goto(`${wp.url}/wp-admin/post.php?post=${posts.puzzle.id}&action=edit`);
  await previewReady(author);
  await author.locator(".wp-block-arimaa-game").click();
  await blockSettings(author);
  const box = author.getByRole("textbox", { name: /^Record \(FAN/ });
  assert.equal((await box.inputValue()).trim(), FIRST_PUZZLE.trim());
  assert.equal(await author.evaluate(() => wp.data.select("core/block-editor").getBlocks()[0]?.isValid), true);
  assert.equal(await author.evaluate(() => wp.data.select("core/editor").isEditedPostDirty()), false);

  const { page, errors, context } = await readerPage(browser, `${wp.url}/?p=${posts.puzzle.id}`);
  const viewer = page.locator(".wp-block-arimaa-game arimaa-viewer");
  await viewer.scrollIntoViewIfNeeded();
  assert.match(await solveFirstPuzzle(page, viewer), /^Right: the move reaches the goal\. It is the record's solution\. Solved\.$/);
  assert.deepEqual(errors, []);
  await context.close();
  assert.deepEqual(ourErrors(authorErrors), []);
});

/**
 * Clicks `button` until the file chooser opens, as a person clicks again when nothing
 * happened: on a loaded machine the block's Upload button is on screen a moment before
 * the media placeholder has wired it (a first click then opened nothing).
 */
async function chooseFile(page, button) {
  for (let attempt = 1; ; attempt++) {
    const chooser = page.waitForEvent("filechooser", { timeout: 5000 });
    await button.click();
    try {
      return await chooser;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

test("an uploaded .pgn collection: the Author picks game 2 in the sidebar, readers get game 2", async () => {
  authorErrors.length = 0;
  await newPost(author, wp.url, "A game of a collection");
  const block = await insertByInserter(author);
  await (await chooseFile(author, block.getByRole("button", { name: "Upload" }))).setFiles(data("collection.pgn"));
  const preview = await previewReady(author);
  // Opening the inserter closed the settings sidebar: the Author opens it again.
  await blockSettings(author);
  const picker = author.getByRole("combobox", { name: "Game of the collection" });
  await picker.locator("option").nth(1).waitFor({ state: "attached" });
  const second = (await picker.locator("option").allInnerTexts())[1];
  assert.match(second, /^2\. bot_ShallowBlue/);
  await picker.selectOption({ label: second });
  await author.waitForFunction(() => document.querySelector(".wp-block-arimaa-game arimaa-viewer")?.gameNumber === 2);
  assert.match(await preview.evaluate((v) => v.shadowRoot.textContent), /bot_ShallowBlue/);
  posts.collection = await publish(author);
  assert.match(savedFragment(posts.collection.content), /path="2\/1s"/);
  assert.match(posts.collection.content, /<!-- wp:arimaa\/game \{"mediaId":\d+,"game":2\} -->/);

  const { page, errors, context } = await readerPage(browser, `${wp.url}/?p=${posts.collection.id}`);
  const viewer = await viewerReady(page);
  assert.equal(await viewer.evaluate((v) => v.gameNumber), 2);
  assert.equal(await viewer.evaluate((v) => v.path), "2/1s");
  await viewer.getByRole("button", { name: "Next move" }).click();
  await page.waitForFunction(() => document.querySelector("arimaa-viewer").path === "2/2g");
  await page.keyboard.press("End");
  const last = await viewer.evaluate((v) => v.game.moveList().at(-1).path);
  await page.waitForFunction((p) => document.querySelector("arimaa-viewer").path === `2/${p}`, last);
  assert.deepEqual(errors, []);
  await context.close();

  const off = await readerPage(browser, `${wp.url}/?p=${posts.collection.id}`, { javaScriptEnabled: false });
  assert.match(await off.page.locator(".arimaa-static .arimaa-players").innerText(), /bot_ShallowBlue.*Axo/);
  await off.context.close();
  assert.deepEqual(ourErrors(authorErrors), []);
});

test("a hostile record pasted by the Author stays text: nothing runs in the editor, the post or the feed", async () => {
  authorErrors.length = 0;
  await newPost(author, wp.url, "A hostile record");
  const block = await insertBySlash(author);
  await paste(author, block.getByRole("textbox", { name: "Game record" }), HOSTILE);
  await previewReady(author);
  posts.hostile = await publish(author);
  assert.equal(await author.evaluate(() => window.__pwned), undefined);

  const { page, errors, context } = await readerPage(browser, `${wp.url}/?p=${posts.hostile.id}`);
  const dialogs = [];
  page.on("dialog", (d) => (dialogs.push(d.message()), d.dismiss()));
  const viewer = await viewerReady(page);
  await viewer.getByRole("treeitem", { name: /^2g\b/ }).click();
  await page.waitForFunction(() => document.querySelector("arimaa-viewer").path === "2g");
  assert.match(await viewer.evaluate((v) => v.game.state().moveComment), HOSTILE_COMMENT);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.equal(await page.locator('img[src="x"], [onerror], [onload]').count(), 0);
  assert.deepEqual(dialogs, []);
  assert.deepEqual(errors, []);
  await context.close();

  const off = await readerPage(browser, `${wp.url}/?p=${posts.hostile.id}`, { javaScriptEnabled: false });
  assert.match(await off.page.locator(".arimaa-moves").innerText(), HOSTILE_COMMENT);
  assert.equal(await off.page.locator(".wp-block-arimaa-game script, .wp-block-arimaa-game img").count(), 0);
  await off.context.close();

  const item = await feedItem(browser, await (await fetch(`${wp.url}/?feed=rss2`)).text(), "A hostile record");
  assert.match(item.moves, HOSTILE_COMMENT);
  assert.equal(item.scripts, 0);
  assert.deepEqual(ourErrors(authorErrors), []);
});

test("an optimizer that adds defer and async to every script: the post still upgrades and works", async () => {
  const { page, errors, context } = await readerPage(browser, `${wp.url}/?p=${posts.game.id}&optimize=1`);
  assert.equal(await page.locator('script[src*="/plugins/arimaa-viewer/loader.js"][defer][async]').count(), 1);
  const viewer = await viewerReady(page);
  await viewer.getByRole("button", { name: "Previous move" }).click();
  await page.waitForFunction(() => document.querySelector("arimaa-viewer").path === "2s");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a post without a board asks for no file of ours", async () => {
  const { page, errors, requests, context } = await readerPage(browser, `${wp.url}/?p=${wp.posts.plain}`);
  assert.match(await page.locator("main").innerText(), /Nothing to see here/);
  assert.ok(requests.length > 3, "the page loaded the theme's files");
  assert.deepEqual(requests.filter((u) => /arimaa/i.test(decodeURIComponent(u))), []);
  assert.deepEqual(errors, []);
  await context.close();
});
