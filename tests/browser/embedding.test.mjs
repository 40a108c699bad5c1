// The element as frameworks, workers and HTML tools use it: properties set before
// the element is defined or before the game is loaded, the later of `record` and
// `src` winning, events that stay off window.onerror, the DOM-free entry in a
// worker, and inline records after an HTML minifier or with a raw `<`.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, screenshot } from "./harness.mjs";

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

/** Waits until viewer `id` has a game and its first state, then reads what it shows. */
async function loaded(page, id) {
  await page.waitForFunction((id) => document.getElementById(id)?.game?.state(), id);
  return page.evaluate((id) => {
    const v = document.getElementById(id);
    return {
      path: v.path,
      event: v.game.info().event ?? null,
      games: v.games.length,
      gameNumber: v.gameNumber,
      comment: v.game.state().moveComment ?? v.game.state().stepComment ?? null,
      errors: v.game.errors().map((e) => e.message),
    };
  }, id);
}

test("properties set before the element is defined, or before its game is loaded, all take effect", async () => {
  const { page, errors } = await env.open("test-pages/frameworks.html", { viewport: { width: 900, height: 2400 } });
  await page.waitForFunction(() => "defined" in document.body.dataset);
  const record = await loaded(page, "record");
  assert.equal(record.errors.length, 0);
  assert.equal(await page.evaluate(() => document.getElementById("record").game.moveList().length), 4);
  assert.equal((await loaded(page, "path")).path, "2g");
  // `src` was an attribute, then `record` was set: the record is shown, not demo.fan.
  const srcThenRecord = await loaded(page, "src-then-record");
  assert.equal(srcThenRecord.event, null);
  assert.equal(await page.evaluate(() => document.getElementById("src-then-record").game.moveList().length), 4);
  // `record`, then `src` as a property: the ten games.
  await page.waitForFunction(() => document.getElementById("record-then-src").games.length === 10);
  // gameNumber and path before load: game 3 at 2s.
  await page.waitForFunction(() => document.getElementById("game").gameNumber === 3);
  assert.deepEqual(
    await page.evaluate(() => [document.getElementById("game").gameNumber, document.getElementById("game").path]),
    [3, "3/2s"],
  );
  assert.deepEqual(errors, []);
});

test("after load, the later of record and src wins, whichever order they come in", async () => {
  const { page, errors } = await env.open("test-pages/frameworks.html", { viewport: { width: 900, height: 2400 } });
  await loaded(page, "record");
  const count = () => page.evaluate(() => document.getElementById("record").games.length);
  await page.evaluate(() => { document.getElementById("record").src = "ten-games.fan"; });
  await page.waitForFunction(() => document.getElementById("record").games.length === 10);
  await page.evaluate(async () => {
    const { RECORD } = await import("./frameworks.js");
    document.getElementById("record").record = RECORD;
  });
  await page.waitForFunction(() => document.getElementById("record").games.length === 1);
  // Setting the same src again is a change too: record had replaced it.
  await page.evaluate(() => { document.getElementById("record").src = "ten-games.fan"; });
  await page.waitForFunction(() => document.getElementById("record").games.length === 10);
  assert.equal(await count(), 10);
  assert.equal(await page.evaluate(() => document.getElementById("record").src), "ten-games.fan");
  assert.deepEqual(errors, []);
});

test("a bad path gives the viewer an error event, and window.onerror hears nothing", async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  // Before any page script: what an error monitor would install.
  await page.addInitScript(() => {
    window.__onerror = [];
    window.onerror = (message) => { window.__onerror.push(String(message)); };
    window.__heard = [];
    document.addEventListener("error", (e) => {
      if (e.target?.localName === "arimaa-viewer") window.__heard.push(e.detail.message);
    }, true);
  });
  await page.goto(new URL("test-pages/frameworks.html", env.url).href);
  await loaded(page, "record");
  assert.equal(await page.evaluate(() => document.getElementById("record").goTo("99g")), false);
  await page.waitForFunction(() => window.__heard.length === 1);
  assert.match(await page.evaluate(() => window.__heard[0]), /99g/);
  assert.deepEqual(await page.evaluate(() => window.__onerror), []);
  await context.close();
});

test("the DOM-free entry parses a record in a module worker", async () => {
  const { page, errors } = await env.open("test-pages/worker.html");
  await page.waitForFunction(() => "done" in document.getElementById("result").dataset);
  const answer = JSON.parse(await page.textContent("#result"));
  assert.equal(answer.error, undefined, answer.error);
  assert.equal(answer.games, 10);
  assert.match(answer.path, /^3\/\d+[gs]$/);
  assert.equal(answer.gold, await page.evaluate(async () => {
    const text = await (await fetch("ten-games.fan")).text();
    return text.split(/\n\n(?=FAN31415926)/)[2].match(/^Gold: (.*)$/m)[1];
  }));
  assert.match(answer.version, /^\d+\.\d+\.\d+/);
  assert.deepEqual(errors, []);
});

test("an inline record joined onto one line says so on screen and still plays; one in a text/plain script keeps its lines and raw <", async () => {
  const { page, errors } = await env.open("test-pages/inline.html", { viewport: { width: 900, height: 1400 } });
  const joined = await loaded(page, "joined");
  assert.match(joined.errors[0], /line 1, column \d+: a line break is missing before this move: the record's lines seem joined into one/);
  const text = await page.evaluate(() => document.getElementById("joined").shadowRoot.textContent);
  assert.match(text, /lines seem joined into one/);
  // What came before the moves is the header; the moves are read and can be stepped through.
  assert.equal(joined.event, "Minified Gold: Ann Silver: Bob");
  await page.locator("#joined").focus();
  await page.keyboard.press("End");
  assert.equal(await page.evaluate(() => document.getElementById("joined").path), "2g");

  const script = await loaded(page, "script");
  assert.deepEqual(script.errors, []);
  assert.equal(script.event, "Kept whole");
  await page.evaluate(() => document.getElementById("script").goTo("2g"));
  assert.equal(
    await page.evaluate(() => document.getElementById("script").game.state().moveComment),
    "Material: gold <= silver, and 3 < 4 <b>plain</b>.",
  );
  const shown = await page.evaluate(() => document.getElementById("script").shadowRoot.textContent);
  assert.ok(shown.includes("3 < 4 <b>plain</b>"), "the comment is shown as text");
  await screenshot(page, "embedding-inline");
  assert.deepEqual(errors, []);
});
