// <arimaa-viewer> keeps one state: the cursor only moves through the element (the
// `game` facade included), attributes follow the documented boolean rule, board
// colours are read when they can change (never per frame), and what the element
// says about the game (labels, players, problems, spoilers) is what GameView says.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser } from "./harness.mjs";
import { ready, recordEvents, events, colourShare, eventually, countFrames, framesSettled } from "./viewer-helpers.mjs";

const env = useBrowser();

const gold = (page, square) => colourShare(page, "#demo", square, "--arimaa-gold");
const current = (page, selector = "#demo") =>
  page.locator(selector).locator('.entry[aria-current="step"]');

test("navigating through viewer.game moves the element: path, board, list and pathchange follow", async () => {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width: 1200, height: 900 } });
  await ready(page);
  await recordEvents(page);
  assert.ok((await gold(page, "g6")) > 0.15, "at 8s the gold elephant is on g6");
  // 9g starts with Eg6w: one step through the facade.
  const r = await page.evaluate(() => {
    const v = document.querySelector("#demo");
    return { moved: v.game.nextStep(), path: v.path, gamePath: v.game.path() };
  });
  assert.deepEqual(r, { moved: true, path: "9g:1", gamePath: "9g:1" });
  assert.deepEqual((await events(page, "pathchange")).map((e) => e.detail), [{ path: "9g:1", label: "9g" }]);
  assert.ok((await eventually(() => gold(page, "f6"), (x) => x > 0.15)) > 0.15, "the board shows the step: elephant on f6");
  // The step is animated: the elephant may still be between g6 and f6 on the frame read.
  assert.ok((await eventually(() => gold(page, "g6"), (x) => x < 0.02)) < 0.02, "g6 left empty");
  await current(page).and(page.locator('[data-path="9g"]')).waitFor();

  // goTo through the facade: the list marks the row; a bad path throws and changes nothing.
  const bad = await page.evaluate(() => {
    const v = document.querySelector("#demo");
    v.game.goTo("4s");
    try {
      v.game.goTo("nowhere");
      return "no error";
    } catch (e) {
      return e instanceof Error ? v.path : "not an Error";
    }
  });
  assert.equal(bad, "4s");
  assert.deepEqual((await events(page, "pathchange")).map((e) => e.detail.path), ["4s"]);
  await current(page).and(page.locator('[data-path="4s"]')).waitFor();
  assert.equal(await current(page).count(), 1);

  // The facade reads and navigates; freeing and drawing stay the element's.
  const shape = await page.evaluate(() => {
    const g = document.querySelector("#demo").game;
    return { frozen: Object.isFrozen(g), free: typeof g.free, draw: typeof g.draw, setTheme: typeof g.setTheme };
  });
  assert.deepEqual(shape, { frozen: true, free: "undefined", draw: "undefined", setTheme: "undefined" });

  // After a new record, the old facade no longer moves anything.
  const text = await (await page.request.get(new URL("demo/games/demo.fan", env.url).href)).text();
  await page.evaluate((t) => {
    const v = document.querySelector("#demo");
    window.__oldGame = v.game;
    v.record = t;
  }, text);
  await page.waitForFunction(() => {
    const v = document.querySelector("#demo");
    return v.game && v.game !== window.__oldGame;
  });
  const stale = await page.evaluate(() => {
    try {
      window.__oldGame.nextStep();
      return "moved";
    } catch (e) {
      return e.message;
    }
  });
  assert.match(stale, /no longer the viewer's/);
  assert.deepEqual(errors, []);
});

test('coordinates="false" and "off" draw no coordinates; present draws them', async () => {
  const { page, errors } = await env.open("demo/index.html");
  await ready(page);
  const text = await (await page.request.get(new URL("demo/games/demo.fan", env.url).href)).text();
  const cases = { absent: null, false: "false", off: "off", empty: "", on: "coordinates" };
  await page.evaluate(([cases, text]) => {
    for (const [id, value] of Object.entries(cases)) {
      const v = document.createElement("arimaa-viewer");
      v.id = `c-${id}`;
      v.setAttribute("loading", "eager");
      v.setAttribute("path", "1s");
      if (value !== null) v.setAttribute("coordinates", value);
      v.style.width = "300px";
      document.querySelector("main").prepend(v);
      v.record = text;
    }
  }, [cases, text]);
  for (const id of Object.keys(cases)) await ready(page, `#c-${id}`);
  const urls = await page.evaluate((ids) =>
    Object.fromEntries(ids.map((id) => [id, document.querySelector(`#c-${id}`).shadowRoot.querySelector("canvas").toDataURL()])),
  Object.keys(cases));
  // (Compared as booleans: a failure prints no kilobytes of data URL.)
  assert.ok(urls.false === urls.absent, 'coordinates="false" draws what no attribute draws');
  assert.ok(urls.off === urls.absent, 'coordinates="off" too');
  assert.ok(urls.empty !== urls.absent, "a present attribute draws coordinates");
  assert.ok(urls.on === urls.empty, 'coordinates="coordinates" as present');
  assert.deepEqual(errors, []);
});

test("board colours are read when they can change, never per animation frame", async () => {
  const { page, errors } = await env.open("demo/index.html");
  await ready(page);
  // Count the element's computed-style reads from here on.
  await page.evaluate(() => {
    const v = document.querySelector("#demo");
    const original = window.getComputedStyle;
    window.__styleReads = 0;
    window.getComputedStyle = function (el, ...rest) {
      if (el === v) window.__styleReads++;
      return original.call(this, el, ...rest);
    };
  });
  const reads = () => page.evaluate(() => window.__styleReads);
  // An animated step: many frames, no read.
  await countFrames(page);
  await page.evaluate(() => document.querySelector("#demo").next());
  const frames = await framesSettled(page, 3);
  assert.ok(frames >= 3, `the step animated over ${frames} frames`);
  assert.equal(await reads(), 0, "no computed-style read while animating");
  assert.ok((await gold(page, "f6")) > 0.15, "the step is drawn");

  // A custom property set on the element: read once, drawn.
  await countFrames(page);
  await page.evaluate(() => document.querySelector("#demo").style.setProperty("--arimaa-gold", "#00ff00"));
  await framesSettled(page);
  assert.equal(await reads(), 1);
  const green = () => page.evaluate(() => {
    const c = document.querySelector("#demo").shadowRoot.querySelector("canvas");
    const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] < 30 && d[i + 1] > 225 && d[i + 2] < 30) n++;
    return n;
  });
  assert.ok((await green()) > 1000, "the pieces are green");

  // theme="dark", then the colour scheme: one read each, the dark board squares.
  const darkSquares = () => page.evaluate(async () => {
    const { GameView } = await import("../src/element/element.js");
    const want = GameView.themeDefaults(true)["--arimaa-board-light"];
    const rgb = [1, 3, 5].map((i) => parseInt(want.slice(i, i + 2), 16));
    const c = document.querySelector("#demo").shadowRoot.querySelector("canvas");
    const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (Math.abs(d[i] - rgb[0]) + Math.abs(d[i + 1] - rgb[1]) + Math.abs(d[i + 2] - rgb[2]) < 6) n++;
    }
    return n / (d.length / 4);
  });
  assert.ok((await darkSquares()) < 0.01, "light board before");
  await countFrames(page);
  await page.evaluate(() => document.querySelector("#demo").setAttribute("theme", "dark"));
  await framesSettled(page);
  assert.equal(await reads(), 2);
  assert.ok((await darkSquares()) > 0.1, "dark board after theme=dark");
  await countFrames(page);
  await page.evaluate(() => document.querySelector("#demo").removeAttribute("theme"));
  await framesSettled(page);
  assert.equal(await reads(), 3);
  assert.ok((await darkSquares()) < 0.01, "light again");
  await countFrames(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await framesSettled(page);
  assert.equal(await reads(), 4);
  assert.ok((await darkSquares()) > 0.1, "dark board under a dark colour scheme");
  assert.deepEqual(errors, []);
});

test('animation="off" and "false" draw a step in one frame', async () => {
  const { page, errors } = await env.open("demo/index.html");
  await ready(page);
  for (const value of ["off", "false", null]) {
    await page.evaluate((value) => {
      const v = document.querySelector("#demo");
      if (value === null) v.removeAttribute("animation");
      else v.setAttribute("animation", value);
      v.goTo("8s");
    }, value);
    await ready(page);
    await countFrames(page);
    await page.evaluate(() => document.querySelector("#demo").next());
    const frames = await framesSettled(page);
    if (value === null) assert.ok(frames >= 3, `animated by default (${frames} frames)`);
    else assert.equal(frames, 1, `animation="${value}"`);
  }
  assert.deepEqual(errors, []);
});

test("labels, players and problems are the GameView's words; rows are marked and hidden by index", async () => {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width: 1200, height: 900 } });
  await ready(page);
  for (const id of ["#morabaraba", "#inline"]) {
    await page.locator(id).scrollIntoViewIfNeeded();
    await ready(page, id);
  }
  for (const id of ["#demo", "#morabaraba"]) {
    const shown = await page.evaluate((id) => {
      const v = document.querySelector(id);
      return { info: v.game.info(), label: v.getAttribute("aria-label"), players: v.shadowRoot.querySelector(".players").textContent };
    }, id);
    assert.equal(shown.label, shown.info.label);
    for (const side of ["gold", "silver"]) {
      const { word, player } = shown.info[side];
      assert.ok(shown.players.includes(`${word} ${player}`), `${id}: ${word} ${player} in "${shown.players}"`);
    }
    if (shown.info.event) assert.ok(shown.players.includes(shown.info.event));
  }
  const mora = await page.evaluate(() => document.querySelector("#morabaraba").game.info());
  assert.deepEqual([mora.game, mora.gold.word, mora.silver.word], ["Morabaraba", "White", "Black"]);

  // Spoilers: the rows from state.ahead are hidden, the cursor's row is marked.
  const rows = (id) => page.evaluate((id) => {
    const v = document.querySelector(id);
    const s = v.game.state();
    const items = [...v.shadowRoot.querySelectorAll(".item")];
    return {
      row: s.row,
      ahead: s.ahead,
      hidden: items.map((i) => i.hidden),
      marked: items.findIndex((i) => i.querySelector(".entry").hasAttribute("aria-current")),
    };
  }, id);
  let r = await rows("#inline");
  assert.deepEqual(r.hidden, r.hidden.map((_, i) => i >= r.ahead));
  assert.equal(r.marked, r.row);
  await page.evaluate(() => document.querySelector("#inline").nextMove());
  r = await eventually(() => rows("#inline"), (x) => x.marked === x.row);
  assert.equal(r.marked, r.row);
  assert.equal(r.ahead, r.row + 1);
  assert.deepEqual(r.hidden, r.hidden.map((_, i) => i >= r.ahead));

  // A broken record: the problems box from the first error's fields; Show goes to its node.
  const text = await (await page.request.get(new URL("demo/games/demo.fan", env.url).href)).text();
  await page.evaluate((t) => {
    const v = document.createElement("arimaa-viewer");
    v.id = "broken";
    v.setAttribute("loading", "eager");
    v.setAttribute("comments", "");
    document.querySelector("main").prepend(v);
    v.record = t.replace("5g Hh2w Hg2n Rg4e Ec4e", "5g Hh2w Hg2n Rg4e Ec4w");
  }, text);
  await ready(page, "#broken");
  const p = await page.evaluate(() => {
    const v = document.querySelector("#broken");
    const box = v.shadowRoot.querySelector(".problems");
    return { errors: v.game.errors(), text: box.firstChild.textContent, hidden: box.hidden };
  });
  const e = p.errors[0];
  const n = p.errors.length;
  assert.equal(p.hidden, false);
  assert.equal(p.text, `${n} problem${n > 1 ? "s" : ""} in the record: line ${e.line}, column ${e.column}: ${e.reason}`);
  assert.equal(e.message, `line ${e.line}, column ${e.column}: ${e.reason}`);
  assert.ok(!/line \d/.test(e.reason), e.reason);
  await page.locator("#broken").locator(".problems button").click();
  assert.equal(await page.evaluate(() => document.querySelector("#broken").path), e.path);
  assert.equal(await page.evaluate(() => document.querySelector("#broken").game.state().node), e.node);
  assert.deepEqual(errors, []);
});
