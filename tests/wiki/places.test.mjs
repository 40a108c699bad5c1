// Every place Debian's MediaWiki 1.39 shows a board (see wiki.mjs), as an editor meets
// them: Special:ExpandTemplates' preview is a live board, stepped with a key (and a
// preview made through the API names the modules that make it live); the
// template the extension's README shows does not put its own page among the broken
// records; an uploaded .fan or .pgn record's file page carries no "may contain
// malicious code" warning.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, watch, screenshot } from "../browser/harness.mjs";
import { createWiki, apiLogin, EXTENSION } from "./wiki.mjs";

const DEMO = readFileSync(new URL("../../www/demo/games/demo.fan", import.meta.url));
const RECORD = `1g Da1 Eb1 Cc1 Rd1 Re1 Rf1 Cg1 Hh1 Ra2 Mb2 Rc2 Dd2 Re2 Rf2 Rg2 Hh2
1s eb7 mg7 ha7 hh7 dd7 de7 cb8 cg8 rc7 rf7 ra8 rc8 rd8 re8 rf8 rh8
2g Mb2n Eb1n Mb3e Eb2n
2s eb7s eb6s eb5s hh7s
3g Hh2n Hh1n Da1e Db1n`;
// The template exactly as the extension's README writes it.
const README = readFileSync(`${EXTENSION}/README.md`, "utf8");
const TEMPLATE = /```wikitext\n(<includeonly>\{\{#tag:arimaa[\s\S]*?)```/.exec(README)?.[1];
const CATEGORY = "Category:Pages with broken Arimaa records";

let wiki;
let server;
let api;
let browser;

before(async () => {
  assert.ok(TEMPLATE, "the README shows a template");
  wiki = await createWiki("places");
  server = await wiki.serve({ cli: true });
  api = await apiLogin(server.url, wiki.admin);
  for (const name of ["Demo game.fan", "Demo game.pgn"]) {
    const upload = await api.upload(name, name.endsWith(".pgn") ? readFileSync(new URL("../blog/data/collection.pgn", import.meta.url)) : DEMO);
    assert.equal(upload.upload?.result, "Success", JSON.stringify(upload));
  }
  wiki.edit("Template:Arimaa game", TEMPLATE);
  wiki.edit("Template:Arimaa game bare", "{{#tag:arimaa|{{{record}}}|path={{{path|}}}}}");
  wiki.edit("Uses the template", `{{Arimaa game|path=2s|record=${RECORD}}}\n`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});
after(async () => {
  await browser?.close();
  await wiki?.close();
});

const pageUrl = (title) => `${server.url}index.php?title=${encodeURIComponent(title.replaceAll(" ", "_"))}`;

async function open(url) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(url, { waitUntil: "load" });
  return { page, errors, context };
}

/** The categories of `title`, as the API lists them. */
async function categories(title) {
  const { query } = await api.call({ action: "query", prop: "categories", titles: title });
  return (query.pages[0].categories ?? []).map((c) => c.title);
}

test("Special:ExpandTemplates: the preview's board is live, and steps with a key", async () => {
  const { page, errors, context } = await open(`${server.url}index.php?title=Special:ExpandTemplates`);
  await page.locator('textarea[name="wpInput"]').fill(`{{Arimaa game|path=2g|record=${RECORD}}}`);
  await page.getByRole("button", { name: "OK" }).click();
  const viewer = page.locator("arimaa-viewer");
  await viewer.waitFor({ state: "attached" });
  await viewer.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector("arimaa-viewer")?.game);
  assert.equal(await viewer.evaluate((v) => v.path), "2g");
  await viewer.getByRole("button", { name: "Next move" }).click();
  await page.waitForFunction(() => document.querySelector("arimaa-viewer").path === "2s");
  await page.keyboard.press("ArrowDown");
  await page.waitForFunction(() => document.querySelector("arimaa-viewer").path === "3g");
  assert.equal(await page.locator(".arimaa-static svg").first().isVisible(), false, "the live board took the static one's place");
  await screenshot(page, "wiki-expandtemplates", viewer);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a preview made through the API names the modules that make its board live", async () => {
  const { parse } = await api.call({ action: "parse", title: "API preview", text: `<arimaa>\n${RECORD}\n</arimaa>`, prop: "text|modules|modulestyles", contentmodel: "wikitext" });
  assert.match(parse.text, /<arimaa-viewer /);
  assert.ok(parse.modules.includes("ext.arimaaViewer"), JSON.stringify(parse.modules));
  assert.ok(parse.modulestyles.includes("ext.arimaaViewer.styles"), JSON.stringify(parse.modulestyles));
});

test("the README's template: its own page is no board and not among the broken records; a page using it is", async () => {
  assert.deepEqual(await categories("Template:Arimaa game"), []);
  // The same tag without <includeonly> is what the category is for: `{{{record}}}` is no record.
  assert.deepEqual(await categories("Template:Arimaa game bare"), [CATEGORY]);
  assert.deepEqual(await categories("Uses the template"), []);
  const { page, errors, context } = await open(pageUrl("Template:Arimaa game"));
  assert.equal(await page.locator(".mw-parser-output arimaa-viewer, .mw-arimaa-broken").count(), 0);
  assert.match(await page.locator(".mw-parser-output").innerText(), /Shows an Arimaa game: \{\{Arimaa game\|record=…\|path=9g\}\}/);
  // MediaWiki's skin asks for its logo after the load event: leaving while that request is
  // in flight aborts it, which the page's error list would count.
  await page.waitForLoadState("networkidle");
  await page.goto(pageUrl("Uses the template"));
  await page.waitForFunction(() => document.querySelector("arimaa-viewer")?.game);
  assert.equal(await page.locator("arimaa-viewer").evaluate((v) => v.path), "2s");
  assert.deepEqual(errors, []);
  await context.close();
});

test("an uploaded .fan or .pgn record's file page has no warning about malicious code; one a browser could read as HTML is still refused", async () => {
  for (const name of ["Html record.fan", "Html record.pgn"]) {
    await assert.rejects(api.upload(name, Buffer.from(`${RECORD}\n3s mg7s "<img src=x onerror=1>"\n`)), /verification-error/, name);
  }
  const { query } = await api.call({ action: "query", prop: "imageinfo", iiprop: "mime", titles: "File:Demo game.fan|File:Demo game.pgn" });
  assert.deepEqual(query.pages.map((p) => p.imageinfo[0].mime).sort(), ["text/x-arimaa-fan", "text/x-arimaa-pgn"]);
  for (const name of ["Demo game.fan", "Demo game.pgn"]) {
    const { page, errors, context } = await open(pageUrl(`File:${name}`));
    await page.locator("#file, .fullMedia").first().waitFor();
    assert.equal(await page.locator(".mediaWarning").count(), 0, `${name}: ${await page.locator(".mediaWarning").allInnerTexts()}`);
    assert.equal(await page.locator(".dangerousLink").count(), 0);
    assert.doesNotMatch(await page.locator("#mw-content-text").innerText(), /malicious code/);
    await screenshot(page, `wiki-file-page-${name.split(".")[1]}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
