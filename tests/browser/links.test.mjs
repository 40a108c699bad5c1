// Links that open what they name (issue 24): a fragment or a `path` attribute that
// names another game of a collection opens that game everywhere (board, `gameNumber`,
// picker, players, move list, name); a page anchor kept beside viewers' entries
// (`#notes&c=4/20g`) is scrolled to; a fragment without a viewer's entry leaves it be.
// Page: www/test-pages/links.html (ten-games.fan twice, a section far down).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, watch } from "./harness.mjs";
import { ready } from "./viewer-helpers.mjs";

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

const PAGE = "test-pages/links.html";

async function open(hash = "") {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(new URL(`${PAGE}${hash}`, env.url).href, { waitUntil: "load" });
  for (const id of ["#coll", "#attr"]) await ready(page, id);
  return { context, page, errors };
}

/** Everything viewer `id` says about the game it shows, and what game 4 is. */
function shown(page, id) {
  return page.evaluate((id) => {
    const v = document.getElementById(id);
    const root = v.shadowRoot;
    const rows = [...root.querySelectorAll(".movelist [data-path]")];
    return {
      path: v.path,
      gameNumber: v.gameNumber,
      picked: root.querySelector(".picker select").selectedIndex,
      players: root.querySelector(".players").textContent,
      rows: rows.length,
      listRows: v.game.moveList().length,
      current: root.querySelector('.movelist [aria-current="step"]')?.textContent ?? null,
      label: v.getAttribute("aria-label"),
      idHeader: v.game.header().find(([k]) => k === "Id")?.[1],
      game4: v.games[3],
    };
  }, id);
}

function assertGame4At20g(s, what) {
  assert.equal(s.path, "4/20g", what);
  assert.equal(s.idHeader, "669125", `${what}: the board's game`);
  assert.equal(s.gameNumber, 4, `${what}: gameNumber`);
  assert.equal(s.picked, 3, `${what}: the Game picker`);
  assert.match(s.players, new RegExp(`^Gold ${s.game4.gold}`), `${what}: the players line`);
  assert.match(s.players, new RegExp(`Silver ${s.game4.silver}`), `${what}: the players line`);
  assert.equal(s.rows, s.listRows, `${what}: the move list is the open game's`);
  assert.match(s.current ?? "", /^20g(?!\d)/, `${what}: the current row is 20g`);
  assert.equal(s.label, `Arimaa game viewer: ${s.game4.gold} vs ${s.game4.silver}`, `${what}: the accessible name`);
}

test("#c=4/20g and path=\"4/20g\" open game 4 at 20g everywhere: board, gameNumber, picker, players, list, name", async () => {
  const { context, page, errors } = await open("#c=4/20g");
  assertGame4At20g(await shown(page, "coll"), "the link");
  assertGame4At20g(await shown(page, "attr"), "the path attribute");
  // And from there the viewer moves inside game 4.
  await page.evaluate(() => document.getElementById("coll").nextMove());
  assert.equal((await shown(page, "coll")).path, "4/20s");
  assert.deepEqual(errors, []);
  await context.close();
});

const anchorTop = (page) => page.evaluate(() => Math.round(document.getElementById("notes").getBoundingClientRect().top));

test("a page anchor beside an entry is scrolled to, at load and on hashchange; a fragment without the entry leaves the viewer where it is", async () => {
  const { context, page, errors } = await open("#notes&c=4/20g");
  assert.equal((await shown(page, "coll")).path, "4/20g");
  await page.waitForFunction(() => Math.abs(document.getElementById("notes").getBoundingClientRect().top) < 2);
  assert.ok(await page.evaluate(() => window.scrollY > 500), "the page scrolled down to #notes");

  // A table of contents' link: the browser scrolls to #top itself; the viewer stays and
  // its entry is put back beside the anchor.
  await page.evaluate(() => document.getElementById("coll").nextMove());
  await page.evaluate(() => document.getElementById("to-top").click());
  await page.waitForFunction(() => location.hash === "#top&c=4/20s");
  assert.equal((await shown(page, "coll")).path, "4/20s", "a fragment without the viewer's entry leaves it where it is");
  assert.ok(Math.abs(await page.evaluate(() => document.getElementById("top").getBoundingClientRect().top)) < 20);

  // A fragment changed with an anchor and an entry: the viewer moves, the page scrolls to the anchor.
  await page.evaluate(() => (location.hash = "#notes&c=6/3g"));
  await page.waitForFunction(() => document.getElementById("coll").path === "6/3g");
  await page.waitForFunction(() => Math.abs(document.getElementById("notes").getBoundingClientRect().top) < 2);
  assert.equal((await shown(page, "coll")).gameNumber, 6);
  assert.ok(Math.abs(await anchorTop(page)) < 2);
  assert.deepEqual(errors, []);
  await context.close();
});
