// One annotator's session across the editing parts, as the issue tells it: at 5g of a
// real archive game a new line is played on the board, promoted, commented, given a
// glyph and an arrow; the record handed back as FAN and as PGN reads back to an equal tree.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { setup, watch, screenshot } from "./harness.mjs";
import { ready, prependViewer } from "./viewer-helpers.mjs";
import { squareCentres, drag, typeInto } from "./edit-helpers.mjs";

// The first game of the February 2026 archive (Id 669122), without the next game's magic line.
const [MAGIC, FIRST] = readFileSync(new URL("../../www/test-pages/ten-games.fan", import.meta.url), "utf8")
  .split(/\n(?=Id: )/);
const GAME = `${MAGIC}\n${FIRST.replace(/\s*FAN31415926\s*$/, "\n")}`;
const V = "#session";

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

/** What a reader sees of a tree: every row of the move list, and the notes and markings of each node. */
function tree(page, sel) {
  return page.evaluate((s) => {
    const v = document.querySelector(s);
    const rows = v.game.moveList().map((r) => ({
      path: r.path, label: r.label, text: r.text, depth: r.depth, comment: r.comment ?? null,
      glyphs: (r.glyphs ?? []).map((g) => g.text),
    }));
    const at = v.path;
    const shown = rows.map((r) => {
      v.goTo(r.path);
      return v.game.state().positionText;
    });
    v.goTo(at);
    return { rows, shown };
  }, sel);
}

test("a new line at 5g of an archive game: played, promoted, commented, marked, and read back from FAN and PGN", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 1000 } });
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(new URL("demo/index.html", env.url).href, { waitUntil: "load" });
  await prependViewer(page, "session", { editable: "", controls: "", "move-list": "", comments: "", animation: "off" }, GAME);
  await ready(page, V);
  await page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelector(".moves"), V);
  const v = page.locator(V);
  await v.scrollIntoViewIfNeeded();
  await page.evaluate((s) => {
    window.__changes = [];
    document.querySelector(s).addEventListener("change", (e) => window.__changes.push(`${e.detail.kind} ${e.detail.path}`));
    document.querySelector(s).goTo("4s");
  }, V);

  // Played by mouse drags: the elephant's walk instead of the game's 5g.
  const at = await squareCentres(page, V);
  for (const [from, to] of [["c4", "d4"], ["d4", "d5"], ["d5", "d6"], ["d6", "e6"]]) await drag(page, at, from, to);
  await v.getByRole("button", { name: "End move", exact: true }).click();
  await page.waitForFunction((s) => document.querySelector(s).path === "5g.1.5g", V);

  // Promoted from its row's menu: now the main line, the game's own 5g its alternative.
  await v.locator(".row-actions").click();
  await page.getByRole("menuitem", { name: "Promote", exact: true }).click();
  await page.waitForFunction((s) => document.querySelector(s).path === "5g", V);
  const main = await page.evaluate((s) => document.querySelector(s).game.moveList().find((r) => r.path === "5g").text, V);
  assert.equal(main, "Ec4e Ed4n Ed5n Ed6e");

  // A comment, a glyph and an arrow on it.
  await typeInto(page, v.getByLabel("Comment on the move 5g"), "Why not pull the camel?");
  await v.getByRole("button", { name: "!?, interesting move" }).click();
  await drag(page, at, "e6", "e7", { button: "right", modifiers: ["Shift"] });
  await page.waitForFunction((s) => /@ae6e7=R/.test(document.querySelector(s).record), V);
  assert.deepEqual(await page.evaluate(() => window.__changes), [
    "move 5g.1.5g", "promote 5g", "comment 5g", "glyph 5g", "marking 5g",
  ]);
  await screenshot(page, "edit-session-1200", page.locator(V));

  // Handed back, read back: FAN and Howdah's PGN give the same tree in a plain viewer.
  const original = await tree(page, V);
  const fan = await page.evaluate((s) => document.querySelector(s).record, V);
  const pgn = await page.evaluate((s) => document.querySelector(s).recordAs("pgn"), V);
  assert.match(fan, /Why not pull the camel\?/);
  for (const [id, text] of [["from-fan", fan], ["from-pgn", pgn]]) {
    await prependViewer(page, id, { "move-list": "" }, text);
    await ready(page, `#${id}`);
    assert.deepEqual(await page.evaluate((s) => document.querySelector(s).game.errors(), `#${id}`), [], id);
    assert.deepEqual(await tree(page, `#${id}`), original, id);
  }
  assert.deepEqual(errors, []);
  await context.close();
});
