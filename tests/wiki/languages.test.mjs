// A wiki whose content language is German (issue 36): the board is written in the page's
// language once, for every reader, and kept in the parser cache (a reader whose interface
// is English gets the same rendering, the CLI not run again); the static view comes from
// the CLI's `arimaa html --lang de`, the extension's own words from its i18n/ (made from
// the one catalogue), and the element, given the page's `lang`, labels its controls in German.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, watch, screenshot } from "../browser/harness.mjs";
import { createWiki, apiLogin, CLI } from "./wiki.mjs";

const de = JSON.parse(readFileSync(new URL("../../i18n/de.json", import.meta.url), "utf8"));
const en = JSON.parse(readFileSync(new URL("../../i18n/en.json", import.meta.url), "utf8"));
const fr = JSON.parse(readFileSync(new URL("../../i18n/fr.json", import.meta.url), "utf8"));
/** A catalogue message as MediaWiki shows it (its HTML entities read). */
const shown = (message) => message.replace(/&lt;/g, "<").replace(/&gt;/g, ">");
// Whether the CLI writes its words in other languages (`arimaa html --lang`); an older
// one is asked, refuses, and the wiki falls back to its English view.
const cliSpeaks = spawnSync(CLI, ["html", "--help"], { encoding: "utf8" }).stdout?.includes("--lang") ?? false;

const RECORD = `1g Da1 Eb1 Cc1 Rd1 Re1 Rf1 Cg1 Hh1 Ra2 Mb2 Rc2 Dd2 Re2 Rf2 Rg2 Hh2
1s eb7 mg7 ha7 hh7 dd7 de7 cb8 cg8 rc7 rf7 ra8 rc8 rd8 re8 rf8 rh8
2g Mb2n Eb1n Mb3e Eb2n
2s eb7s eb6s eb5s hh7s
3g Hh2n Hh1n Da1e Db1n`;
const TITLE = "Arimaa-Partie";
const PAGE = `Eine Partie.\n\n<arimaa path=2g>\n${RECORD}\n</arimaa>\n\nEin leerer Tag:\n<arimaa></arimaa>\n`;
// A page of the German wiki whose own language is French (Special:PageLanguage).
const FRENCH = "Partie en français";

let wiki;
let server;
let browser;
before(async () => {
  wiki = await createWiki("de", { lang: "de", settings: "$wgPageLanguageUseDB = true;\n$wgGroupPermissions['sysop']['pagelang'] = true;" });
  server = await wiki.serve({ cli: true });
  wiki.edit(TITLE, PAGE);
  wiki.edit(FRENCH, `Une partie.\n\n<arimaa path=2g>\n${RECORD}\n</arimaa>\n\n<arimaa></arimaa>\n`);
  const api = await apiLogin(server.url, wiki.admin);
  const { query } = await api.call({ action: "query", meta: "tokens" });
  const set = new FormData();
  set.append("token", query.tokens.csrftoken);
  await api.call({ action: "setpagelanguage", title: FRENCH, lang: "fr", reason: "test" }, set);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});
after(async () => {
  await browser?.close();
  await wiki?.close();
});

const pageUrl = (query = "", title = TITLE) => `${server.url}index.php?title=${encodeURIComponent(title)}${query}`;
/** The key MediaWiki saved the page's rendering under, from the comment it writes in the page. */
const cacheKey = (html) => html.match(/Saved in parser cache with key (\S+)/)?.[1];
const runLines = () => readFileSync(join(wiki.dir, "cli-runs.log"), "utf8").split("\n").filter(Boolean);

async function open(query, { javaScriptEnabled = true, title = TITLE } = {}) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(pageUrl(query, title), { waitUntil: "load" });
  return { page, errors, context };
}

test("the static view and the extension's words are German, written with --lang de", async () => {
  const { page, errors, context } = await open("", { javaScriptEnabled: false });
  // The page's only board ran each of these (when the page was saved, or viewed first).
  const runs = runLines();
  assert.ok(runs.length > 0, "the page was rendered with the CLI");
  assert.ok(runs.every((r) => r.startsWith("html ") || r.startsWith("convert ")), runs.join("\n"));
  assert.ok(runs.some((r) => / --lang de( |$)/.test(r)), `the CLI was asked for German: ${runs.join("\n")}`);

  const viewer = page.locator(".mw-parser-output arimaa-viewer");
  assert.equal(await viewer.count(), 1);
  assert.equal(await viewer.getAttribute("lang"), "de");
  await viewer.locator("svg").first().waitFor({ state: "visible" });
  if (cliSpeaks) {
    // The page holds what `arimaa html --lang de` writes, which is not the English view.
    const record = join(wiki.dir, "record.txt");
    writeFileSync(record, RECORD);
    const view = (...lang) => spawnSync(CLI, ["html", record, "--fragment", "--size", "320", "--path", "2g", ...lang], { encoding: "utf8" }).stdout;
    const german = view("--lang", "de");
    assert.notEqual(german, view(), "the CLI's German view differs from its English one");
    const text = async (html) => {
      const probe = await context.newPage();
      await probe.setContent(html);
      const words = await probe.locator("body").innerText();
      await probe.close();
      return words;
    };
    assert.equal((await viewer.innerText()).trim(), (await text(german)).trim());
  } else {
    // A CLI older than --lang refused it; the wiki asked again without it: an English view rather than none.
    assert.ok(runs.some((r) => r.startsWith("html ") && !r.includes("--lang")), runs.join("\n"));
    assert.ok((await viewer.locator("ol li").count()) >= 2, "the moves are listed");
  }
  // The extension's own message, from its i18n/de.json, in the page's language.
  const broken = page.locator(".mw-parser-output .mw-arimaa-broken");
  assert.equal(await broken.getAttribute("lang"), "de");
  assert.equal((await broken.innerText()).trim(), shown(de["arimaaviewer-problem-empty"]));
  assert.notEqual(de["arimaaviewer-problem-empty"], en["arimaaviewer-problem-empty"]);
  assert.deepEqual(errors, []);
  await screenshot(page, "wiki-de-nojs");
  await context.close();
});

test("the element speaks German on the German page, for a reader whose interface is English too, from one cached rendering", async () => {
  const views = [];
  for (const query of ["", "&uselang=en"]) {
    const { page, errors, context } = await open(query);
    const viewer = page.locator(".mw-parser-output arimaa-viewer");
    await page.waitForFunction(() => document.querySelector("arimaa-viewer")?.game);
    // German accessible names in the element's shadow DOM, no English one.
    const next = viewer.getByRole("button", { name: de["arimaa-viewer-next-move"], exact: true });
    await next.waitFor({ state: "visible" });
    assert.equal(await viewer.getByRole("button", { name: en["arimaa-viewer-next-move"], exact: true }).count(), 0);
    assert.equal(await viewer.getByRole("button", { name: de["arimaa-viewer-flip"], exact: true }).count(), 1);
    await next.click();
    await page.waitForFunction(() => document.querySelector("arimaa-viewer").path === "2s");
    views.push({ key: cacheKey(await page.content()), runs: wiki.cliRuns(), interface: await page.evaluate(() => document.documentElement.lang) });
    assert.deepEqual(errors, []);
    await screenshot(page, `wiki-de${query ? "-uselang-en" : ""}`);
    await context.close();
  }
  // The reader's interface language changed (German, then English); the board did not,
  // and the second view ran no CLI: it was served from the same parser cache entry.
  assert.deepEqual(views.map((v) => v.interface), ["de", "en"]);
  assert.ok(views[0].key, "MediaWiki names the parser cache key in the page");
  assert.equal(views[1].key, views[0].key);
  assert.doesNotMatch(views[0].key, /userlang/);
  assert.equal(views[1].runs, views[0].runs, "the CLI ran again for the English interface");
});

test("a page whose own language is French (Special:PageLanguage) has its board in French on the German wiki", async () => {
  const { page, errors, context } = await open("", { title: FRENCH });
  // (the page was rendered again for its new language, on this view or by a job before it)
  assert.ok(runLines().some((r) => / --lang fr( |$)/.test(r)), "the CLI was asked for French");
  const viewer = page.locator(".mw-parser-output arimaa-viewer");
  assert.equal(await viewer.getAttribute("lang"), "fr");
  await page.waitForFunction(() => document.querySelector("arimaa-viewer")?.game);
  await viewer.getByRole("button", { name: fr["arimaa-viewer-next-move"], exact: true }).waitFor();
  assert.equal(await viewer.getByRole("button", { name: de["arimaa-viewer-next-move"], exact: true }).count(), 0);
  const broken = page.locator(".mw-parser-output .mw-arimaa-broken");
  assert.equal(await broken.getAttribute("lang"), "fr");
  // (MediaWiki's French typography makes the space before ":" a no-break one)
  const spaces = (text) => text.replace(/[\u00a0\u202f]/g, " ").trim();
  assert.equal(spaces(await broken.innerText()), shown(fr["arimaaviewer-problem-empty"]));
  assert.deepEqual(errors, []);
  await screenshot(page, "wiki-de-page-fr");
  await context.close();
});
