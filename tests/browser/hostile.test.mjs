// Hostile records in the viewer: markup and `javascript:` in tags, player
// names and comments, invalid UTF-8 and huge numbers, all shown as text and
// never run; `src` failures of every kind shown on screen with an `error` event.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, screenshot } from "./harness.mjs";
import { startServer } from "../../scripts/serve.mjs";
import { ready, recordEvents, events } from "./viewer-helpers.mjs";

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

/** Watches for dialogs; `window.__pwned` is what any injected handler would set. */
function guard(page) {
  const dialogs = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => {});
  });
  return dialogs;
}

/** Elements that record text could have made, in the document and every viewer's shadow root. */
function injected(page) {
  return page.evaluate(() => {
    const bad = "img, script:not([src]), iframe, object, embed, a, [onerror], [onload], [onmouseover], [href^='javascript' i], [src^='javascript' i]";
    const roots = [document, ...[...document.querySelectorAll("arimaa-viewer")].map((v) => v.shadowRoot)];
    return roots.flatMap((r) => [...r.querySelectorAll(bad)].map((e) => e.outerHTML.slice(0, 80)));
  });
}

/** All text a viewer shows (shadow DOM) and its accessible label, at `path`. */
async function shown(page, id, path) {
  if (path) {
    await page.evaluate(([id, p]) => document.getElementById(id).goTo(p), [id, path]);
    await ready(page, `#${id}`);
  }
  return page.evaluate((id) => {
    const v = document.getElementById(id);
    return v.shadowRoot.textContent + "\n" + v.getAttribute("aria-label");
  }, id);
}

test("hostile tags, names and comments are shown as text; nothing runs, no element is made", async () => {
  const { page, errors } = await env.open("test-pages/hostile.html", { viewport: { width: 900, height: 1000 } });
  const dialogs = guard(page);
  for (const id of ["#fan", "#archive", "#utf8", "#huge"]) await ready(page, id);

  // FAN: tags and the three kinds of comment, each at the node that shows it.
  let text = (await shown(page, "fan", "1s")) + (await shown(page, "fan", "2g:2")) + (await shown(page, "fan", "2g"));
  for (const s of [
    `</script><img src=x onerror="window.__pwned='gold'">`,
    `<script>window.__pwned='silver'</script>`,
    `<script>window.__pwned='position'</script>`,
    `</script><img src=x onerror=window.__pwned='step'>`,
    `javascript:window.__pwned='move'`,
  ]) assert.ok(text.includes(s), `shows ${s}`);

  // An archive row: names and event.
  text = await shown(page, "archive");
  assert.ok(text.includes(`<img src=x onerror="window.__pwned='wuser'">`), "gold name as text");
  assert.ok(text.includes(`</script><script>window.__pwned='buser'</script>`), "silver name as text");
  const header = await page.evaluate(() => Object.fromEntries(document.getElementById("archive").game.header()));
  assert.equal(header.Event, "javascript:window.__pwned='event'");

  // Invalid UTF-8: replacement characters in the name and the comment, no crash.
  text = (await shown(page, "utf8", "2g:1")) + (await shown(page, "utf8", "2g"));
  assert.ok(text.includes("Bad\uFFFD\uFFFDbytes"), "the name with U+FFFD");
  assert.ok(text.includes("broken \uFFFD( utf-8"), "the comment with U+FFFD");

  // Huge numbers: errors for the bad labels, the game up to them, and the bad ply attribute.
  const huge = await page.evaluate(() => {
    const v = document.getElementById("huge");
    return { errors: v.game.errors().map((e) => e.message), path: v.path, failure: v.shadowRoot.querySelector(".failure").hidden };
  });
  assert.ok(huge.errors.length >= 1, "the huge move number is an error");
  assert.equal(huge.failure, true, "the game itself is shown");
  assert.match(await shown(page, "huge", "2s"), /Huge/);

  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "hostile-page");
  assert.deepEqual(await injected(page), []);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.deepEqual(dialogs, []);
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assert.deepEqual(errors, []);
});

test("a bad ply attribute with a huge number fires error and keeps the viewer working", async () => {
  const { page, errors } = await env.open("demo/index.html");
  await ready(page);
  await recordEvents(page);
  await page.evaluate(() => {
    const v = document.createElement("arimaa-viewer");
    v.id = "plied";
    v.setAttribute("loading", "eager");
    v.setAttribute("ply", "99999999999999999999g");
    v.setAttribute("src", "games/demo.fan");
    document.querySelector("main").prepend(v);
  });
  await page.waitForFunction(() => window.__events.some((e) => e.type === "error" && e.id === "plied"));
  const err = (await events(page, "error")).find((e) => e.id === "plied");
  assert.match(err.detail.message, /99999999999999999999g/);
  await ready(page, "#plied");
  for (const path of ["4294967296g", "9g.99999999999999999999.9g", "9g:99999999999999999999"]) {
    assert.equal(await page.evaluate((p) => document.getElementById("plied").goTo(p), path), false, path);
  }
  assert.deepEqual(errors, []);
});

/** Adds a viewer with `src` (or a `record`) to the page. */
function add(page, id, src, record) {
  return page.evaluate(([id, src, record]) => {
    const v = document.createElement("arimaa-viewer");
    v.id = id;
    v.setAttribute("loading", "eager");
    v.setAttribute("controls", "");
    v.setAttribute("comments", "");
    if (src) v.setAttribute("src", src);
    document.querySelector("main").prepend(v);
    if (record != null) v.record = record;
  }, [id, src, record]);
}

/** The on-screen failure of viewer `id`. */
const failure = (page, id) =>
  page.evaluate((id) => {
    const f = document.getElementById(id).shadowRoot.querySelector(".failure");
    return { text: f.textContent, hidden: f.hidden, role: f.getAttribute("role") };
  }, id);

test("src: octet-stream text is read; binary, CSS, blocked, too large are clear errors", async () => {
  const { page, errors } = await env.open("demo/index.html");
  await ready(page);
  await recordEvents(page);
  const limit = await page.evaluate(async () => (await import("../pkg/arimaa.js")).maxRecordBytes());
  assert.equal(limit, 4 * 1024 * 1024);
  // Over the limit, with and without a Content-Length (served by the test, not the server).
  await page.route("**/big-*.fan", (route) =>
    route.fulfill({ status: 200, contentType: "text/plain", body: "x".repeat(limit + 1) }));
  const cases = {
    octet: ["../test-pages/record.bin", null],
    binary: ["../test-pages/binary.bin", /not a text file/],
    css: ["demo.css", /it is text\/css, not a text record/],
    blocked: ["http://127.0.0.1:9/game.fan", /network error/],
    big: ["big-1.fan", new RegExp(`the record is ${limit + 1} bytes; the limit is ${limit}`)],
  };
  for (const [id, [src]] of Object.entries(cases)) await add(page, id, src);
  await page.waitForFunction((n) => new Set(window.__events.filter((e) => e.type !== "pathchange").map((e) => e.id)).size >= n,
    Object.keys(cases).length);
  const evs = await events(page);
  for (const [id, [, message]] of Object.entries(cases)) {
    const mine = evs.filter((e) => e.id === id);
    if (!message) {
      assert.ok(mine.some((e) => e.type === "load" && e.detail.format === "fan"), `${id} loads`);
      continue;
    }
    const err = mine.find((e) => e.type === "error");
    assert.ok(err, `${id} fires error`);
    assert.match(err.detail.message, message);
    const f = await failure(page, id);
    assert.equal(f.hidden, false, id);
    assert.equal(f.role, "alert", id);
    assert.match(f.text, /Cannot load the game/, id);
  }
  // A record property over the limit: the viewer shows the limit as the record's problem.
  await add(page, "bigprop", null, "x".repeat(limit + 1));
  await ready(page, "#bigprop");
  const problem = await page.evaluate(() => document.getElementById("bigprop").game.errors()[0].message);
  assert.match(problem, new RegExp(`record is ${limit + 1} bytes; the limit is ${limit}$`));
  await page.locator("#css").scrollIntoViewIfNeeded();
  await screenshot(page, "hostile-src-failures");
  // The only errors are the refused connection to another origin (the CSP's connect-src).
  assert.deepEqual(errors.filter((e) => !e.includes("127.0.0.1:9/")), []);
});

test("src: a CORS-blocked origin and a refused connection are clear errors (no CSP)", async () => {
  const plain = await setup({ csp: false });
  const other = await startServer({ port: 0, csp: false });
  // A port nothing listens on any more: the connection is refused.
  const gone = await startServer({ port: 0, csp: false });
  const dead = `${gone.url}game.fan`;
  await gone.close();
  try {
    const { page, errors } = await plain.open("demo/index.html");
    await ready(page);
    await recordEvents(page);
    await add(page, "cors", `${other.url}demo/games/demo.fan`);
    await add(page, "refused", dead);
    await page.waitForFunction(() => window.__events.filter((e) => e.type === "error").length >= 2);
    const evs = await events(page, "error");
    for (const id of ["cors", "refused"]) {
      const e = evs.find((e) => e.id === id);
      // Both are on another origin: the message names CORS as the likely cause.
      assert.match(e.detail.message, /Cannot load the game from .*: network error, or the server does not allow this page's origin \(CORS\)\./, id);
      assert.equal((await failure(page, id)).hidden, false);
    }
    // Chromium reports both failures on the console, some without their URL.
    const expected = (e) => e.includes(other.url) || e.includes(dead) || /net::ERR_(FAILED|CONNECTION_REFUSED)|CORS policy/.test(e);
    assert.deepEqual(errors.filter((e) => !expected(e)), []);
    assert.ok(errors.length >= 2, "the browser did report the failures");
  } finally {
    await other.close();
    await plain.teardown();
  }
});
