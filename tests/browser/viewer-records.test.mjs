// <arimaa-viewer> with bad, broken and hostile input: errors on screen, never markup.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, screenshot } from "./harness.mjs";
import { ready, recordEvents, events, shadowText, prependViewer as add } from "./viewer-helpers.mjs";

const env = useBrowser();


test("a broken record shows the game up to the error and the error text", async () => {
  const { page, errors } = await env.open("demo/index.html");
  await ready(page);
  await recordEvents(page);
  const text = await (await page.request.get(new URL("demo/games/demo.fan", env.url).href)).text();
  // 5g: the elephant cannot step onto an occupied square.
  const broken = text.replace("5g Hh2w Hg2n Rg4e Ec4e", "5g Hh2w Hg2n Rg4e Ec4w");
  assert.notEqual(broken, text);
  await add(page, "broken", { controls: "", "move-list": "", comments: "", "loading": "eager" }, broken);
  await ready(page, "#broken");
  const evs = await events(page);
  const load = evs.find((e) => e.type === "load" && e.id === "broken");
  assert.ok(load.detail.errors.length >= 1);
  assert.ok(load.detail.errors[0].line > 0);
  assert.ok(evs.some((e) => e.type === "error" && e.id === "broken"));
  assert.match(await shadowText(page, "#broken", ".problems"), /problem/);

  await page.evaluate(() => document.querySelector("#broken").last());
  await ready(page, "#broken");
  const state = await page.evaluate(() => document.querySelector("#broken").game.state());
  assert.ok(state.label === "4s" || state.label === "5g", `stops at the error, got ${state.label}`);
  // the error node: its text is on screen in an alert
  const errPath = load.detail.errors[0].path;
  await page.evaluate((p) => document.querySelector("#broken").goTo(p), errPath);
  await ready(page, "#broken");
  const alert = await page.evaluate(() => {
    const a = document.querySelector("#broken").shadowRoot.querySelector('.side [role="alert"]');
    return { text: a.textContent, hidden: a.hidden };
  });
  assert.equal(alert.hidden, false);
  assert.match(alert.text, /line \d+/);
  await page.locator("#broken").scrollIntoViewIfNeeded();
  await screenshot(page, "viewer-broken");
  assert.deepEqual(errors, []);
});

test("hostile comments and headers appear as text; no element is made from them", async () => {
  const { page, errors } = await env.open("demo/index.html");
  await ready(page);
  await page.evaluate(() => { window.__alerted = false; window.alert = () => { window.__alerted = true; }; });
  const evil = '<img src=x onerror=alert(1)>';
  const record = [
    "FAN31415926",
    "Gold: </script><img src=x onerror=alert(1)>",
    "Silver: <b>bold</b>",
    "",
    `1g "${evil}" Da1 Eb1 Cc1 Rd1 Re1 Rf1 Cg1 Hh1 Ra2 Mb2 Rc2 Dd2 Re2 Rf2 Rg2 Hh2 "</script><script>alert(2)</script>"`,
    "1s eb7 mg7 ha7 hh7 dd7 de7 cb8 cg8 rc7 rf7 ra8 rc8 rd8 re8 rf8 rh8",
    "",
  ].join("\n");
  await add(page, "evil", { controls: "", "move-list": "", comments: "", loading: "eager" }, record);
  await ready(page, "#evil");
  await page.evaluate(() => document.querySelector("#evil").goTo("1g"));
  await ready(page, "#evil");
  const found = await page.evaluate(() => {
    const root = document.querySelector("#evil").shadowRoot;
    return {
      imgs: root.querySelectorAll("img, script").length + document.querySelectorAll("img").length,
      bold: [...root.querySelectorAll("b")].map((b) => b.textContent),
      text: root.textContent,
      label: document.querySelector("#evil").getAttribute("aria-label"),
    };
  });
  assert.equal(found.imgs, 0);
  assert.ok(found.bold.includes("<b>bold</b>"), "markup in a header stays text");
  assert.ok(found.text.includes(evil), "the comment is shown as text");
  assert.ok(found.text.includes("</script><script>alert(2)</script>"), "the step/move comment is shown as text");
  assert.ok(found.label.includes("</script><img"), "header names are text");
  // Anything injected would have loaded (or failed) and run its handler by the time the network is idle.
  await page.waitForLoadState("networkidle");
  assert.equal(await page.evaluate(() => window.__alerted), false);
  assert.deepEqual(errors, []);
});

test("src failures (404, wrong type, not text) show a clear error and dispatch error", async () => {
  const { page, errors } = await env.open("demo/index.html");
  await ready(page);
  await recordEvents(page);
  const cases = { missing: "games/nope.fan", wasm: "../pkg/arimaa_bg.wasm", page: "index.html" };
  for (const [id, src] of Object.entries(cases)) await add(page, id, { src, loading: "eager", controls: "" });
  await page.waitForFunction(() => window.__events.filter((e) => e.type === "error").length >= 3);
  const evs = (await events(page)).filter((e) => e.type === "error");
  const messages = Object.fromEntries(evs.map((e) => [e.id, e.detail.message]));
  assert.match(messages.missing, /HTTP 404/);
  assert.match(messages.wasm, /application\/wasm, not a text record/);
  assert.match(messages.page, /text\/html, not a text record/);
  for (const id of Object.keys(cases)) {
    const shown = await page.evaluate((id) => {
      const f = document.getElementById(id).shadowRoot.querySelector(".failure");
      return { text: f.textContent, hidden: f.hidden, role: f.getAttribute("role") };
    }, id);
    assert.equal(shown.hidden, false);
    assert.equal(shown.role, "alert");
    assert.match(shown.text, /Cannot load the game/);
  }
  // The only page errors are the deliberate 404s.
  assert.deepEqual(errors.filter((e) => !/nope\.fan|status of 404/.test(e)), []);
});

test("the record property round-trips FAN; bad paths raise error events, not exceptions", async () => {
  const { page, errors } = await env.open("demo/index.html");
  await ready(page);
  await recordEvents(page);
  const out = await page.evaluate(() => {
    const v = document.querySelector("#demo");
    const ok = v.goTo("99x");
    return { ok, fan: v.record };
  });
  assert.equal(out.ok, false);
  assert.match(out.fan, /^FAN/);
  assert.match(out.fan, /Only the pull/);
  const evs = await events(page);
  assert.equal(evs.length, 1);
  assert.equal(evs[0].type, "error");
  assert.match(evs[0].detail.message, /99x/);
  // parseGame from the module
  const parsed = await page.evaluate(async () => {
    const api = await import("../src/element/element.js");
    const g = await api.parseGame("garbage that is no record");
    const r = { errors: g.errors().length, isError: false };
    try { g.goTo("nowhere"); } catch (e) { r.isError = e instanceof Error; }
    g.free();
    return r;
  });
  assert.ok(parsed.errors > 0);
  assert.equal(parsed.isError, true);
  assert.deepEqual(errors, []);
});
