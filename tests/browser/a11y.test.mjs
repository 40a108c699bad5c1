// Accessibility of <arimaa-viewer>: axe-core (WCAG 2 A/AA) on the demo page in light
// and dark, the move list by keyboard, focus kept when a control disables itself,
// the board redrawn on a device-pixel-ratio change, printing, rtl pages and the size
// of a viewer whose src fails.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, screenshot, RESULTS } from "./harness.mjs";
import { ready, recordEvents, events, eventually } from "./viewer-helpers.mjs";
import { axeViolations } from "./axe.mjs";

const DEMO = ["#demo", "#howdah", "#morabaraba", "#inline", "#diagram"];

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});


/** The element focused, through shadow roots: { id of its viewer, tag, role, path, action }. */
const focused = (page) =>
  page.evaluate(() => {
    let a = document.activeElement;
    let host = null;
    while (a?.shadowRoot?.activeElement) {
      host = a;
      a = a.shadowRoot.activeElement;
    }
    return {
      viewer: host?.id ?? null, tag: a?.localName ?? null, id: a?.id ?? null, role: a?.getAttribute("role") ?? null,
      path: a?.dataset?.path ?? null, action: a?.dataset?.action ?? null, current: a?.getAttribute("aria-current") ?? null,
    };
  });

test("axe (WCAG 2 A/AA) finds nothing on the demo page, light and dark, with variations, comments and spoilers shown", async () => {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width: 1200, height: 900 } });
  for (const v of DEMO) {
    await page.locator(v).scrollIntoViewIfNeeded(); // the last two start lazily
    await ready(page, v);
  }
  const found = {};
  const audit = async (name) => {
    // every viewer painted in its current state
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    found[name] = await axeViolations(page);
  };
  // #demo opens at 8s: the chooser shows the main line and a variation.
  assert.equal(await page.locator("#demo").locator("[data-choose]").count(), 2);
  await audit("light, variations");
  await page.evaluate(() => document.querySelector("#demo").goTo("4s"));
  await page.locator("#demo").locator(".caption .comment", { hasText: "Two pulls" }).waitFor();
  await page.locator("#inline").locator(".spoiler").waitFor();
  await audit("light, comment and spoiler button");
  await page.emulateMedia({ colorScheme: "dark" });
  await audit("prefers-color-scheme dark, comment");
  await page.evaluate(() => document.querySelector("#demo").goTo("8s"));
  await page.locator("#demo").locator("[data-choose]").first().waitFor();
  await audit("prefers-color-scheme dark, variations");
  await screenshot(page, "a11y-demo-dark");
  await page.emulateMedia({ colorScheme: "light" });
  await page.evaluate(() => document.querySelectorAll("arimaa-viewer").forEach((v) => v.setAttribute("theme", "dark")));
  await audit("theme=dark, variations");
  await page.evaluate(() => document.querySelector("#demo").goTo("4s"));
  await page.locator("#demo").locator(".caption .comment", { hasText: "Two pulls" }).waitFor();
  await audit("theme=dark, comment");
  await screenshot(page, "a11y-demo-theme-dark");
  const report = Object.entries(found).filter(([, lines]) => lines.length).map(([name, lines]) => `${name}:\n  ${lines.join("\n  ")}`);
  assert.equal(report.length, 0, `axe violations:\n${report.join("\n")}`);
  assert.deepEqual(errors, []);
});

test("the move list is one tab stop; arrows move in it, Enter goes to a move; Tab leaves it", async () => {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width: 1200, height: 900 } });
  await ready(page);
  await recordEvents(page);
  const demo = page.locator("#demo");
  assert.equal(await demo.locator('[role="treeitem"][tabindex="0"]').count(), 1, "one tab stop among the rows");
  const rows = await demo.locator('[role="treeitem"]').count();
  assert.ok(rows > 30, `${rows} rows`);

  // From the viewer, Tab reaches the list in a few presses, on the current move.
  await page.focus("#demo");
  let tabs = 0;
  while ((await focused(page)).role !== "treeitem" && tabs < 30) {
    await page.keyboard.press("Tab");
    tabs++;
  }
  assert.ok(tabs < 20, `${tabs} Tab presses to the list`);
  assert.deepEqual(await focused(page).then((f) => [f.viewer, f.path, f.current]), ["demo", "8s", "step"]);

  // ↓ moves the focus, not the game; Enter goes there.
  await page.keyboard.press("ArrowDown");
  assert.deepEqual(await focused(page).then((f) => [f.path, f.current]), ["9g", null]);
  assert.equal(await page.evaluate(() => document.querySelector("#demo").path), "8s");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  assert.equal((await focused(page)).path, "8g");
  await page.keyboard.press("Enter");
  assert.deepEqual((await events(page, "pathchange")).map((e) => e.detail.path), ["8g"]);
  await demo.locator('.entry[data-path="8g"][aria-current="step"]').waitFor();
  assert.equal((await focused(page)).path, "8g", "focus stays on the row");
  // Space too; Home and End reach the ends of what is shown.
  await page.keyboard.press("Home");
  assert.equal((await focused(page)).path, "1g");
  await page.keyboard.press(" ");
  assert.deepEqual((await events(page, "pathchange")).map((e) => e.detail.path), ["1g"]);
  await page.keyboard.press("End");
  const last = await focused(page);
  assert.equal(last.role, "treeitem");
  assert.equal(await demo.locator('[role="treeitem"][tabindex="0"]').count(), 1);

  // A variation: ← folds it from inside (first to its fold button, then folds), → opens it.
  await page.evaluate(() => document.querySelector("#demo").goTo("8s"));
  await demo.locator('.entry[data-path="8s"][aria-current="step"]').waitFor();
  await page.keyboard.press("Home");
  while ((await focused(page)).path !== "9g") await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown"); // the variation's fold button
  let f = await focused(page);
  assert.equal(f.role, "treeitem");
  assert.equal(f.path, null);
  await page.keyboard.press("ArrowDown"); // its first move
  const inVariation = (await focused(page)).path;
  assert.match(inVariation, /^9g\.\d+/);
  await page.keyboard.press("ArrowLeft"); // up to the fold button
  f = await focused(page);
  assert.equal(f.path, null);
  await page.keyboard.press("ArrowLeft"); // folds it
  assert.equal(await demo.locator(`.entry[data-path="${inVariation}"]`).isVisible(), false);
  await page.keyboard.press("ArrowRight"); // opens it
  await demo.locator(`.entry[data-path="${inVariation}"]`).waitFor();

  // Tab leaves the list; Shift+Tab comes back to the row last focused.
  await page.keyboard.press("Tab");
  assert.notEqual((await focused(page)).role, "treeitem");
  await page.keyboard.press("Shift+Tab");
  assert.equal((await focused(page)).role, "treeitem");
  assert.equal((await focused(page)).path, null, "the fold button, last focused");
  await page.locator("#demo").locator(".list-wrap").screenshot({ path: `${RESULTS}a11y-list-focus.png` });

  // A click on a row goes there and focuses that row (its keys act on it); → still steps
  // on from it, and the focus follows the move shown.
  await demo.locator('.entry[data-path="5g"]').click();
  await demo.locator('.entry[data-path="5g"][aria-current="step"]').waitFor();
  assert.deepEqual(await focused(page).then((f) => [f.viewer, f.role, f.path]), ["demo", "treeitem", "5g"]);
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector("#demo").path === "5s:1");
  assert.deepEqual(await focused(page).then((f) => [f.role, f.path]), ["treeitem", "5s"]);
  await page.keyboard.press("ArrowLeft");
  await page.waitForFunction(() => document.querySelector("#demo").path === "5g");
  assert.deepEqual(await focused(page).then((f) => [f.role, f.path]), ["treeitem", "5g"]);
  assert.deepEqual(errors, []);
});

test("a focused button that disables itself hands focus to the viewer, whose keys still work", async () => {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width: 1200, height: 900 } });
  await ready(page);
  await recordEvents(page);
  await page.focus("#demo");
  while ((await focused(page)).action !== "last") await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.locator("#demo").locator('button[data-action="last"]:disabled').waitFor();
  assert.deepEqual(await focused(page).then((f) => [f.tag, f.id]), ["arimaa-viewer", "demo"], "the viewer has the focus");
  await page.keyboard.press("Home");
  await page.waitForFunction(() => document.querySelector("#demo").path === "start");
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector("#demo").path !== "start");

  // The same for "First", pressed with Space, and a variation chip pressed with Enter.
  await page.evaluate(() => document.querySelector("#demo").goTo("3g"));
  await page.locator("#demo").locator('button[data-action="first"]:enabled').waitFor();
  await page.locator("#demo").locator('button[data-action="first"]').focus();
  await page.keyboard.press(" ");
  await page.locator("#demo").locator('button[data-action="first"]:disabled').waitFor();
  assert.equal((await focused(page)).id, "demo");
  await page.keyboard.press("End");
  await page.waitForFunction(() => document.querySelector("#demo").game.state().atEnd);

  await page.evaluate(() => document.querySelector("#demo").goTo("8s"));
  await page.locator("#demo").locator('[data-choose="1"]').focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => /^9g\.1\./.test(document.querySelector("#demo").path));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.equal((await focused(page)).id, "demo", "the chip went away with the chooser");
  await page.keyboard.press("ArrowUp");
  await page.waitForFunction(() => document.querySelector("#demo").path === "8s");
  assert.deepEqual(errors, []);
});

test("a change of device pixel ratio (zoom) redraws the board at the new resolution", async () => {
  // #top is 360 px wide whatever the window: its box never changes, only the ratio.
  const { page, errors } = await env.open("test-pages/a11y.html", { viewport: { width: 1000, height: 800 } });
  await ready(page, "#top");
  const backing = () => page.evaluate(() => {
    const c = document.querySelector("#top").shadowRoot.querySelector("canvas");
    return { px: c.width, css: parseFloat(c.style.width), dpr: devicePixelRatio };
  });
  const before = await backing();
  assert.equal(before.px, Math.round(before.css * 1));
  const cdp = await page.context().newCDPSession(page);
  // Chromium re-evaluates media queries on an emulated ratio change only when the
  // viewport changes too (a real zoom changes both): the width moves by a pixel each time.
  for (const [i, scale] of [2, 1.5, 3].entries()) {
    await cdp.send("Emulation.setDeviceMetricsOverride", { width: 1001 + i, height: 800, deviceScaleFactor: scale, mobile: false });
    const after = await eventually(backing, (b) => b.dpr === scale && b.px === Math.round(b.css * scale));
    assert.equal(after.px, Math.round(after.css * scale), `backing store at dpr ${scale}: ${JSON.stringify(after)}`);
  }
  assert.deepEqual(errors, []);
});

/** Share of the canvas of viewer `selector` that is not transparent. */
const painted = (page, selector) => page.evaluate((s) => {
  const c = document.querySelector(s).shadowRoot.querySelector("canvas");
  if (!c.width) return 0;
  const data = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
  let n = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]) n++;
  return n / (data.length / 4);
}, selector);

test("printing starts and paints viewers that were never scrolled near", async () => {
  const { page, errors } = await env.open("test-pages/a11y.html");
  const state = () => page.evaluate(() => ["#inline", "#fetched"].map((s) => !!document.querySelector(s).game));
  assert.deepEqual(await state(), [false, false], "lazy: not started far below the fold");
  await page.emulateMedia({ media: "print" });
  await page.waitForFunction(() => ["#inline", "#fetched"].every((s) => document.querySelector(s).game));
  for (const s of ["#inline", "#fetched"]) {
    const share = await eventually(() => painted(page, s), (p) => p > 0.9);
    assert.ok(share > 0.9, `${s} painted: ${share}`);
  }
  await page.locator("#inline").screenshot({ path: `${RESULTS}a11y-print-media.png` });

  // page.pdf() fires beforeprint: an inline record is loaded and painted before the
  // page is laid out for print, in the same task.
  const { page: other } = await env.open("test-pages/a11y.html");
  await other.evaluate(() => {
    window.__printed = null;
    // What the canvas held when printing was over (no animation frame ran in between).
    addEventListener("afterprint", () => {
      const c = document.querySelector("#inline").shadowRoot.querySelector("canvas");
      const data = c.width ? c.getContext("2d").getImageData(0, 0, c.width, c.height).data : [];
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]) n++;
      window.__printed = n / Math.max(1, data.length / 4);
    });
  });
  await ready(other, "#top"); // the wasm is in: an inline record then loads within the task
  const pdf = await other.pdf();
  assert.ok(pdf.length > 1000);
  const printed = await other.evaluate(() => window.__printed);
  assert.ok(printed > 0.9, `drawn by the time printing ended: ${printed}`);
  assert.ok(await painted(other, "#inline") > 0.9);
  assert.deepEqual(errors, []);
});

test("on a dir=rtl page the controls keep their left-to-right order and record text is isolated", async () => {
  const { page, errors } = await env.open("test-pages/rtl.html", { viewport: { width: 1000, height: 800 } });
  await ready(page, "#rtl");
  const layout = await page.evaluate(() => {
    const root = document.querySelector("#rtl").shadowRoot;
    const x = (a) => root.querySelector(`[data-action="${a}"]`).getBoundingClientRect().x;
    const dir = (s) => {
      const n = root.querySelector(s);
      return n.matches(":dir(rtl)") ? "rtl" : "ltr";
    };
    return {
      order: ["first", "prev", "next", "last"].map(x),
      comment: dir(".caption .comment:not([hidden])"),
      commentDir: root.querySelector(".caption .comment").getAttribute("dir"),
      notes: [...root.querySelectorAll(".note")].map((n) => [n.textContent, n.matches(":dir(rtl)") ? "rtl" : "ltr"]),
      names: [...root.querySelectorAll(".players b")].map((n) => [n.textContent, n.matches(":dir(rtl)") ? "rtl" : "ltr"]),
    };
  });
  const [first, prev, next, last] = layout.order;
  assert.ok(first < prev && prev < next && next < last, `first … last from left to right: ${layout.order}`);
  assert.equal(layout.commentDir, "auto");
  assert.equal(layout.comment, "ltr", "the English comment reads left to right");
  assert.deepEqual(layout.notes, [["The elephant leads (4 steps).", "ltr"], ["الفيل يتقدم.", "rtl"]]);
  assert.deepEqual(layout.names, [["Alice (English)", "ltr"], ["سارة", "rtl"]]);
  // ← still goes back, as its button points.
  await page.focus("#rtl");
  await page.keyboard.press("ArrowLeft");
  await page.waitForFunction(() => document.querySelector("#rtl").path === "2g:3");
  await screenshot(page, "a11y-rtl");
  assert.deepEqual(errors, []);
});

test("a failed src keeps the viewer's size and shows the error where the board goes", async () => {
  const { page, errors } = await env.open("test-pages/a11y.html");
  await recordEvents(page);
  let release;
  const held = new Promise((r) => (release = r));
  await page.route("**/slow-missing.fan", async (route) => {
    await held;
    await route.fulfill({ status: 404, contentType: "text/plain", body: "not here" });
  });
  await page.evaluate(() => {
    const v = document.createElement("arimaa-viewer");
    v.id = "failing";
    for (const a of ["controls", "move-list", "comments"]) v.setAttribute(a, "");
    v.setAttribute("loading", "eager");
    v.setAttribute("src", "slow-missing.fan");
    document.body.prepend(v);
  });
  await page.waitForFunction(() => document.querySelector("#failing").shadowRoot.querySelector("canvas").style.width !== "");
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const box = () => page.evaluate(() => {
    const v = document.querySelector("#failing");
    const board = v.shadowRoot.querySelector("canvas").getBoundingClientRect();
    const f = v.shadowRoot.querySelector(".failure");
    const r = f.getBoundingClientRect();
    return { height: v.getBoundingClientRect().height, board: [board.width, board.height], failure: f.hidden ? null : [r.width, r.height] };
  });
  const before = await box();
  assert.equal(before.board[0], before.board[1], "the board's square is held before load");
  assert.ok(before.board[0] >= 200, `board ${before.board}`);
  release();
  await page.waitForFunction(() => window.__events.some((e) => e.type === "error" && e.id === "failing"));
  const after = await box();
  assert.equal(after.height, before.height, "no jump");
  assert.ok(after.failure && after.failure[0] >= before.board[0] && after.failure[1] >= before.board[1], `failure box ${after.failure}`);
  assert.match(await page.evaluate(() => document.querySelector("#failing").shadowRoot.querySelector(".failure").textContent), /Cannot load the game/);
  await screenshot(page, "a11y-failed-src");
  assert.deepEqual(errors.filter((e) => !/slow-missing|404/.test(e)), []);
});
