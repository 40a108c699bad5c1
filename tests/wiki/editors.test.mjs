// What a wiki's editors meet, in a real MediaWiki (see wiki.mjs): a record with
// problems puts its page in the tracking category and the preview says what is wrong;
// hostile wikitext (attributes, records, file names, `</arimaa>` in a comment, strip
// markers, bytes that are not UTF-8, a huge record) and a hostile uploaded record
// change nothing outside their board, with scripts on or off.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, watch, screenshot } from "../browser/harness.mjs";
import { createWiki, apiLogin, cliHasHtml } from "./wiki.mjs";

const html = cliHasHtml();

const CATEGORY = "Category:Pages with broken Arimaa records";
const SETUP = `1g Da1 Eb1 Cc1 Rd1 Re1 Rf1 Cg1 Hh1 Ra2 Mb2 Rc2 Dd2 Re2 Rf2 Rg2 Hh2
1s eb7 mg7 ha7 hh7 dd7 de7 cb8 cg8 rc7 rf7 ra8 rc8 rd8 re8 rf8 rh8`;
// Line 3, column 4: the elephant is on b1, not e1.
const BROKEN = `${SETUP}\n2g Ee1n Ee2n Ee3n Ee4n\n`;
// MediaWiki makes U+007F a "?" in wikitext (it builds strip markers with it), but not
// in uploaded files, which reach the extension as they are.
const MARKER = "\x7f'\"`UNIQ--arimaa-00000000-QINU`\"'\x7f";

// Each payload, if it ever ran, would set window.__pwned.
const HOSTILE = `Hostile boards follow.

<arimaa path='"><img src=x onerror="window.__pwned=1">' orientation="silver onmouseover=window.__pwned=2" onclick="window.__pwned=3" style="position:fixed;inset:0" link="a b" game="1; rm -rf /" analysis="<b>" controls=maybe>
${SETUP}
2g Mb2n Eb1n Mb3e Eb2n "<script>window.__pwned=4</script> and <img src=x onerror=window.__pwned=5>"
</arimaa>

{{#tag:arimaa|${SETUP}
2g Mb2n Eb1n Mb3e Eb2n "a comment holding </arimaa><script>window.__pwned=6</script> inside"|path=2g}}

<arimaa>
${SETUP}
2g Mb2n Eb1n Mb3e Eb2n "the tag ends at </arimaa><script>window.__pwned=7</script> and the rest is page text"
</arimaa>

<arimaa src="File:<script>window.__pwned=8</script>.fan"/>
<arimaa src="javascript:window.__pwned=9"/>
<arimaa src='File:"onmouseover=window.__pwned=11 x=".fan'/>
<arimaa src="File:Game.fan&quot; onclick=&quot;window.__pwned=12"/>
<arimaa src="File:../../LocalSettings.php"/>
<arimaa src="File:Hostile record.fan" path="2g"/>
<arimaa src="File:Bad bytes.txt"/>

The end of the hostile page.
`;
// An uploaded record whose text tries to leave the board (MediaWiki refuses uploads
// that a browser could take for HTML, so these are the ones that get through).
const HOSTILE_FILE = `${SETUP}
2g Mb2n Eb1n Mb3e Eb2n "</pre></arimaa-viewer><b onclick=window.__pwned=10>out</b> &lt;script&gt; {{Template}} [[Link]]"
2s eb7s "a strip marker ${MARKER}, which MediaWiki would replace by the first board's HTML" eb6s eb5s hh7s
`;
// Bytes that are not UTF-8 reach the extension only in an upload: MediaWiki makes
// every edit UTF-8 (and its own parser fails on other bytes in wikitext).
const BAD_BYTES = Buffer.concat([Buffer.from(`${SETUP}\n2g Mb2n Eb1n Mb3e Eb2n "bytes `), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from(` that are not UTF-8"\n`)]);
const ARIMAA_COM = `1w Da1 Eb1 Cc1 Rd1 Re1 Rf1 Cg1 Hh1 Ra2 Mb2 Rc2 Dd2 Re2 Rf2 Rg2 Hh2
1b eb7 mg7 ha7 hh7 dd7 de7 cb8 cg8 rc7 rf7 ra8 rc8 rd8 re8 rf8 rh8
2w Mb2n Eb1n Mb3e Eb2n
2b eb7s eb6s eb5s hh7s
3w
`;
const ALLOWED = new Set(["src", "path", "game", "orientation", "theme", "link", "controls", "move-list", "comments", "coordinates", "spoilers", "analysis", "mode", "guess-side", "overlays"]);

let wiki;
let server;
let browser;

before(async () => {
  wiki = await createWiki("editors");
  server = await wiki.serve({ cli: true });
  const api = await apiLogin(server.url, wiki.admin);
  assert.equal((await api.upload("Hostile record.fan", Buffer.from(HOSTILE_FILE))).upload?.result, "Success");
  assert.equal((await api.upload("Bad bytes.txt", BAD_BYTES)).upload?.result, "Success");
  // MediaWiki's own upload check refuses a record a browser could read as HTML.
  await assert.rejects(api.upload("Html record.fan", Buffer.from(`${SETUP}\n2g Mb2n "<img src=x onerror=1>"\n`)), /verification-error/);
  // Records uploaded in the three formats a wiki takes: FAN (in the boards test),
  // Howdah's PGN with several games, and arimaa.com's notation as .txt.
  assert.equal((await api.upload("Demo collection.pgn", readFileSync(new URL("../../www/demo/games/demo-collection.pgn", import.meta.url)))).upload?.result, "Success");
  assert.equal((await api.upload("Arimaa com game.txt", Buffer.from(ARIMAA_COM))).upload?.result, "Success");
  wiki.edit("Uploaded formats", `<arimaa src="File:Demo collection.pgn" game=2 />\n\n<arimaa src="File:Arimaa com game.txt" />\n`);
  wiki.edit("Good record", `<arimaa>\n${SETUP}\n2g Mb2n Eb1n Mb3e Eb2n\n</arimaa>\n`);
  wiki.edit("Broken record", `Text.\n<arimaa>\n${BROKEN}</arimaa>\n`);
  wiki.edit("Missing file", `<arimaa src="File:Nowhere.fan"/>\n`);
  wiki.edit("Empty board", `<arimaa>\n</arimaa>\n`);
  wiki.edit("Huge record", `<arimaa>\n${SETUP}\n2g Mb2n "${"a long comment ".repeat(75_000)}"\n</arimaa>\nAfter the huge board.\n`);
  wiki.edit("Hostile", HOSTILE);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});
after(async () => {
  await browser?.close();
  await wiki?.close();
});

const pageUrl = (title) => `${server.url}index.php?title=${encodeURIComponent(title.replaceAll(" ", "_"))}`;

async function categoryMembers() {
  const query = new URLSearchParams({ action: "query", list: "categorymembers", cmtitle: CATEGORY, cmlimit: "50", format: "json", formatversion: "2" });
  const json = await (await fetch(`${server.url}api.php?${query}`)).json();
  return json.query.categorymembers.map((m) => m.title).sort();
}

test("a missing file, an empty tag and a record over the size limit put the page in the tracking category", async () => {
  const members = await categoryMembers();
  for (const title of ["Missing file", "Empty board", "Huge record"]) assert.ok(members.includes(title), `${title} in ${members}`);
  assert.ok(!members.includes("Good record"));
  // The category page lists them for editors; the huge record is not drawn but said.
  const page = await browser.newPage();
  await page.goto(pageUrl(CATEGORY));
  await assert.doesNotReject(page.getByRole("link", { name: "Missing file" }).waitFor());
  await page.goto(pageUrl("Huge record"));
  assert.match(await page.locator(".mw-arimaa").innerText(), /the record is \d+ bytes long; records up to 1048576 bytes are shown/);
  assert.match(await page.locator(".mw-parser-output").innerText(), /After the huge board\./);
  assert.equal(await page.locator(".mw-parser-output arimaa-viewer").count(), 0);
  await page.close();
});

test("a record with an illegal move puts its page in the tracking category", async () => {
  const members = await categoryMembers();
  assert.ok(members.includes("Broken record"), `${members}`);
  assert.ok(!members.includes("Good record"));
});

test("the preview says what is wrong: bad attributes, a missing file, and the record's line and column", async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${pageUrl("Preview of problems")}&action=edit`);
  await page.locator("#wpTextbox1").fill(
    `<arimaa controls=maybe orientation=up colour=red mode=quiz guess-side=silver overlays="traps glow" comments=no coordinates=off>\n${BROKEN}</arimaa>\n<arimaa src="File:Nowhere.fan"/>\n` +
      `<arimaa path=9g>\n${SETUP}\n</arimaa>\n`,
  );
  await page.locator("#wpPreview").click();
  await page.waitForURL(/action=submit/);
  const note = page.locator(".previewnote");
  await note.waitFor();
  const text = await note.innerText();
  // A switch reads as the element reads it: any word but off or false is on, said.
  assert.match(text, /controls="maybe" reads as on: a switch is off only with "off" or "false"/);
  assert.match(text, /orientation="up" was ignored: the value should be gold or silver/);
  // The attributes the tag takes, listed from their declaration (arimaa-attributes.json).
  assert.match(text, /the attribute "colour" is not known and was ignored \(known: src, game, path, orientation, controls, move-list, comments, coordinates, spoilers, theme, analysis, link, mode, guess-side, overlays\)/);
  assert.match(text, /mode="quiz" was ignored: the value should be guess or puzzle/);
  assert.match(text, /overlays: "glow" is not known and was left out \(the words: frozen, captures, goals, traps or all\)/);
  assert.match(text, /guess-side="silver" was ignored: it does nothing without mode="guess"/);
  // The word of 0.1.0 for off still turns it off, and says the new one; the new one says nothing.
  assert.match(text, /comments="no" reads as off: write comments="off"/);
  assert.doesNotMatch(text, /coordinates=/);
  // What was right of those values reached the element; the wrong ones did not.
  const firstBoard = page.locator("#wikiPreview arimaa-viewer").first();
  assert.equal(await firstBoard.getAttribute("overlays"), "traps");
  assert.equal(await firstBoard.getAttribute("mode"), null);
  assert.equal(await firstBoard.getAttribute("guess-side"), null);
  assert.equal(await firstBoard.getAttribute("controls"), "");
  assert.equal(await firstBoard.getAttribute("comments"), null);
  assert.equal(await firstBoard.getAttribute("coordinates"), null);
  assert.match(text, /there is no file "File:Nowhere\.fan" on this wiki/);
  assert.match(text, /record: line 3, column 4: e1 holds R, not E/);
  // A node the record does not reach: said, and the board opens where it would.
  assert.match(text, /record: path `9g`: no move 9g/);
  const lastBoard = page.locator("#wikiPreview arimaa-viewer").last();
  assert.notEqual(await lastBoard.getAttribute("path"), "9g");
  await lastBoard.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll("#wikiPreview arimaa-viewer")].at(-1).game);
  assert.equal(await lastBoard.evaluate((v) => v.path), "1s");
  await screenshot(page, "wiki-preview-problems");
  await context.close();
});

test("records uploaded as .pgn (several games; game=2 opens the second) and as arimaa.com .txt are boards", async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(pageUrl("Uploaded formats"));
  const viewers = page.locator(".mw-parser-output arimaa-viewer");
  assert.equal(await viewers.count(), 2);
  for (let i = 0; i < 2; i++) {
    await viewers.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction((n) => document.querySelectorAll(".mw-parser-output arimaa-viewer")[n].game, i);
  }
  assert.equal(await viewers.nth(0).evaluate((v) => v.gameNumber), 2);
  assert.equal(await viewers.nth(0).evaluate((v) => v.games.length), 3);
  assert.equal(await viewers.nth(1).evaluate((v) => v.game.format()), "fan");
  assert.deepEqual(await viewers.nth(1).evaluate((v) => v.game.moveList().map((e) => e.label)), ["1g", "1s", "2g", "2s"]);
  assert.deepEqual(await viewers.nth(1).evaluate((v) => v.game.errors()), []);
  assert.ok(!(await categoryMembers()).includes("Uploaded formats"));
  assert.deepEqual(errors, []);
  await context.close();
});

/** Everything on the page that would let markup from the page's text act. */
const breaches = (page, own) =>
  page.evaluate((allowed) => {
    const found = [];
    for (const el of document.querySelectorAll("*")) {
      for (const { name } of el.attributes) if (/^on/i.test(name)) found.push(`${el.localName}[${name}]`);
    }
    for (const el of document.querySelectorAll(".mw-parser-output script, .mw-parser-output img[src='x']"))
      found.push(`<${el.localName}> in the content`);
    for (const v of document.querySelectorAll("arimaa-viewer")) {
      for (const { name, value } of v.attributes) if (!allowed.includes(name)) found.push(`arimaa-viewer[${name}=${value}]`);
      if (v.querySelector("arimaa-viewer, .mw-arimaa")) found.push("a board inside a board");
    }
    if (window.__pwned !== undefined) found.push(`ran payload ${window.__pwned}`);
    return found;
  }, [...ALLOWED, "lang", ...own]);

for (const javaScriptEnabled of [true, false]) {
  test(`hostile input changes nothing outside its board (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    const errors = watch(page);
    const dialogs = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      d.dismiss();
    });
    await page.goto(pageUrl("Hostile"));
    const viewers = page.locator(".mw-parser-output arimaa-viewer");
    // Boards: the hostile attributes, the #tag, the tag cut short, the two uploads;
    // four bad src values are notes, each in its own box (a fifth, holding a ">",
    // ends the tag there: MediaWiki shows that tag as text).
    assert.equal(await viewers.count(), 5);
    assert.equal(await page.locator(".mw-arimaa-broken").count(), 4);
    if (javaScriptEnabled) {
      for (let i = 0; i < 5; i++) {
        await viewers.nth(i).scrollIntoViewIfNeeded();
        await page.waitForFunction((n) => document.querySelectorAll(".mw-parser-output arimaa-viewer")[n].game, i);
      }
      // The hostile comment is shown as text, in its board (the #tag's, opened at 2g).
      assert.equal(await viewers.nth(1).evaluate((v) => v.path), "2g");
      assert.match(await viewers.nth(1).evaluate((v) => v.game.state().moveComment), /<\/arimaa><script>window\.__pwned=6<\/script>/);
    } else {
      // The record stays text: in the <template> beside the static board, or shown.
      const record = (n) =>
        viewers.nth(n).evaluate((v) => v.querySelector("template.arimaa-record")?.content.textContent ?? v.textContent);
      assert.match(await record(0), /<script>window\.__pwned=4<\/script> and <img src=x/);
      assert.match(await record(1), /<\/arimaa><script>window\.__pwned=6<\/script> inside/);
    }
    // Only checked attributes reached the element: none of the hostile ones (the
    // running element adds its own role, tabindex and name; the server may name the
    // node its static board shows, and gives the page's language).
    const own = javaScriptEnabled ? ["aria-label", "role", "tabindex"] : [];
    const first = await viewers.nth(0).evaluate((v) => v.getAttributeNames());
    assert.equal(await viewers.nth(0).getAttribute("lang"), "en");
    assert.deepEqual(
      first.filter((a) => a !== "path" && a !== "lang").sort(),
      ["comments", "controls", "coordinates", "move-list", ...own].sort(),
    );
    assert.match((await viewers.nth(0).getAttribute("path")) ?? "1g", /^[0-9a-z]+$/);
    assert.deepEqual(await breaches(page, own), []);
    assert.deepEqual(dialogs, []);
    // The page goes on after the boards, as a paragraph of its own.
    assert.equal(
      await page.locator(".mw-parser-output > p").filter({ hasText: "The end of the hostile page." }).count(),
      1,
    );
    // The early </arimaa> ended that tag: the rest is the page's text, escaped by MediaWiki.
    assert.match(await page.locator(".mw-parser-output").innerText(), /<script>window\.__pwned=7<\/script> and the rest is page text/);
    await screenshot(page, `wiki-hostile-${javaScriptEnabled ? "js" : "nojs"}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
