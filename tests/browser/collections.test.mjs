// <arimaa-viewer> with a record of several games: the game picker (keyboard and
// pointer), the `game` attribute, the `load` event's games and paths naming the game.
// The record: www/test-pages/ten-games.fan, the first 10 games of
// tests/data/arimaa/allgames202602.txt as `arimaa convert --to fan` writes them.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { setup } from "./harness.mjs";
import { ready, recordEvents, events } from "./viewer-helpers.mjs";

const SHOTS = "/tmp/coll-shots";
let env;
before(async () => {
  env = await setup();
  mkdirSync(SHOTS, { recursive: true });
});
after(async () => {
  await env?.teardown();
});

/** Adds a viewer showing ten-games.fan with `attrs` to the demo page. */
function add(page, id, attrs = {}) {
  return page.evaluate(([id, attrs]) => {
    const v = document.createElement("arimaa-viewer");
    v.id = id;
    const all = { src: "../test-pages/ten-games.fan", controls: "", "move-list": "", comments: "", loading: "eager", ...attrs };
    for (const [k, val] of Object.entries(all)) v.setAttribute(k, val);
    document.querySelector("main").prepend(v);
  }, [id, attrs]);
}

/** What the viewer shows about the game open: picker, players, header id, path, first list row. */
function shown(page, id) {
  return page.evaluate((id) => {
    const v = document.querySelector(`#${id}`);
    const root = v.shadowRoot;
    const select = root.querySelector(".picker select");
    return {
      options: [...select.options].map((o) => o.textContent),
      selected: select.selectedIndex,
      pickerHidden: root.querySelector(".picker").hidden,
      players: root.querySelector(".players").textContent,
      id: v.game.header().find(([k]) => k === "Id")?.[1],
      path: v.path,
      gameNumber: v.gameNumber,
      rows: root.querySelectorAll(".movelist [data-path]").length,
      lastRow: [...root.querySelectorAll(".movelist [data-path]")].at(-1)?.textContent,
    };
  }, id);
}

/** Waits until viewer `id` shows game `n` (1-based). */
// Also waits for the frame that draws it: the players' names are rendered at the next
// animation frame after the game opens (reading them sooner raced that frame).
const showing = (page, id, n) =>
  page.waitForFunction(([id, n]) => {
    const v = document.querySelector(`#${id}`);
    const root = v.shadowRoot;
    const { gold, silver } = v.games[n - 1];
    const players = root.querySelector(".players").textContent;
    return v.gameNumber === n && root.querySelector(".picker select").selectedIndex === n - 1 &&
      players.includes(gold) && players.includes(silver);
  }, [id, n]);

test("the picker lists the ten games and chooses by keyboard and by pointer", async () => {
  const { page, errors } = await env.open("demo/index.html");
  await ready(page);
  await recordEvents(page);
  await add(page, "coll");
  await ready(page, "#coll");
  const load = (await events(page, "load")).find((e) => e.id === "coll");
  assert.equal(load.detail.games.length, 10);
  assert.equal(load.detail.gameIndex, 0);
  assert.deepEqual(load.detail.games.map((g) => g.id),
    ["669122", "669123", "669124", "669125", "669126", "669127", "669128", "669129", "669130", "669131"]);
  assert.equal(load.detail.games[5].label, "6. Jipbi – bot_ShallowBlue, 0-1 goal, 2026.02.01");

  let s = await shown(page, "coll");
  assert.equal(s.options.length, 10);
  assert.equal(s.pickerHidden, false);
  assert.equal(s.options[0], "1. bot_dolores_v1 – browni3141, 1-0 resignation, 2026.02.01");
  assert.equal((s.id), "669122");
  assert.match(s.path, /^1\//, "the path names the game");
  const label = await page.evaluate(() =>
    document.querySelector("#coll").shadowRoot.querySelector(".picker").textContent.startsWith("Game"));
  assert.ok(label, "the select is labelled Game");
  const first = s;

  // Keyboard: focus the select, two arrows down, Enter.
  await page.focus("#coll >> .picker select");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await showing(page, "coll", 3);
  s = await shown(page, "coll");
  assert.equal(s.id, "669124");
  assert.match(s.players, /bot_dolores_v1/);
  assert.match(s.players, /browni3141/);
  assert.match(s.path, /^3\/1s$/, "game 3 opens after its setups");
  assert.notEqual(s.lastRow, first.lastRow, "the move list is game 3's");
  const moves = await page.evaluate(() => document.querySelector("#coll").game.moveList().length);
  assert.equal(s.rows, moves);
  const pathchange = (await events(page, "pathchange")).filter((e) => e.id === "coll");
  assert.equal(pathchange.at(-1)?.detail.path, "3/1s");
  // The arrows moved the picker, not the game.
  assert.equal(await page.evaluate(() => document.querySelector("#coll").game.gameIndex()), 2);

  // Pointer (a native select's choice).
  await page.selectOption("#coll >> .picker select", "5");
  await showing(page, "coll", 6);
  s = await shown(page, "coll");
  assert.equal(s.id, "669127");
  assert.match(s.players, /Jipbi/);
  assert.match(s.players, /bot_ShallowBlue/);

  // A path with a game part opens that game at that node; `path` says so.
  await page.evaluate(() => (document.querySelector("#coll").path = "9/5s:2"));
  await showing(page, "coll", 9);
  assert.equal((await shown(page, "coll")).path, "9/5s:2");
  await page.evaluate(() => (document.querySelector("#coll").path = "id=669123/3g"));
  await showing(page, "coll", 2);
  assert.equal((await shown(page, "coll")).path, "2/3g");
  // Moving inside the game keeps the game part.
  await page.evaluate(() => document.querySelector("#coll").nextMove());
  assert.equal((await shown(page, "coll")).path, "2/3s");
  // An unknown game: an error event, nothing changes.
  await page.evaluate(() => (document.querySelector("#coll").gameNumber = 11));
  const bad = (await events(page, "error")).find((e) => e.id === "coll");
  assert.match(bad.detail.message, /no game 11/);
  assert.equal((await shown(page, "coll")).path, "2/3s");

  for (const width of [320, 1200]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.locator("#coll").screenshot({ path: `${SHOTS}/picker-${width}.png` });
  }
  assert.deepEqual(errors, []);
});

test("the game attribute opens game 5; a single game shows no picker", async () => {
  const { page, errors } = await env.open("demo/index.html");
  await ready(page);
  await recordEvents(page);
  await add(page, "five", { game: "5" });
  await ready(page, "#five");
  await showing(page, "five", 5);
  const s = await shown(page, "five");
  assert.equal(s.id, "669126");
  assert.match(s.path, /^5\//);
  const load = (await events(page, "load")).find((e) => e.id === "five");
  assert.equal(load.detail.gameIndex, 4);
  assert.equal(load.detail.games.length, 10);
  // By id, through the attribute.
  await page.evaluate(() => document.querySelector("#five").setAttribute("game", "id=669131"));
  await showing(page, "five", 10);
  // The demo is one game: no picker, and paths without a game part.
  const demo = await page.evaluate(() => {
    const v = document.querySelector("#demo");
    return { hidden: v.shadowRoot.querySelector(".picker").hidden, path: v.path, games: v.games.length };
  });
  assert.deepEqual(demo, { hidden: true, path: demo.path.replace(/^\d+\//, ""), games: 1 });
  assert.deepEqual(errors, []);
});
