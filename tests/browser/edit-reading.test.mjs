// Issue 24, "editing and reading: nobody is dropped": the focus stays in the viewer when
// a control of the editing panels turns itself off, a clicked row takes the focus (its
// keys act on it), comments keep every character through FAN and PGN, every control is
// named (read from Chromium's accessibility tree, not the DOM), variation chips are
// named as they show, the "⋯" button sits beside the move text, and a refused Promote
// is said in a live region that is in the accessibility tree before it speaks.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { setup, screenshot } from "./harness.mjs";
import { ready, prependViewer } from "./viewer-helpers.mjs";
import { squareCentres, drag, typeInto } from "./edit-helpers.mjs";

const V = "#ed";
const DEMO = readFileSync(new URL("../../www/demo/games/demo.fan", import.meta.url), "utf8");
const ALL = { controls: "", "move-list": "", comments: "", loading: "eager" };

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

async function open(attrs, record, path, width = 1200) {
  const { page, errors } = await env.open("demo/index.html", { viewport: { width, height: 900 } });
  await prependViewer(page, "ed", attrs, record);
  await ready(page, V);
  await page.waitForFunction((s) => document.querySelector(s).shadowRoot.querySelector(".list-wrap .edit-menu"), V);
  if (path) await goTo(page, path);
  return { page, errors, v: page.locator(V) };
}

async function goTo(page, path, sel = V) {
  await page.evaluate(([s, p]) => document.querySelector(s).goTo(p), [sel, path]);
  await page.waitForFunction(([s, p]) => document.querySelector(s).path === p, [sel, path]);
}

/** A legal first step from the position shown, as [from, to] squares (from the Steps field's completions). */
async function legalStep(page) {
  const word = await page.evaluate((s) => document.querySelector(s).game.stepCompletions("").find((w) => /^[A-Za-z][a-h][1-8][nsew]$/.test(w)), V);
  const [file, rank, dir] = [word.charCodeAt(1), +word[2], word[3]];
  const to = dir === "n" ? [file, rank + 1] : dir === "s" ? [file, rank - 1] : dir === "e" ? [file + 1, rank] : [file - 1, rank];
  return [word.slice(1, 3), String.fromCharCode(to[0]) + to[1]];
}

/** What has the focus: "viewer" (the host itself), "body", or the focused shadow node's text. */
const focus = (page) =>
  page.evaluate((s) => {
    const v = document.querySelector(s);
    if (document.activeElement === document.body) return "body";
    if (document.activeElement !== v) return `outside: ${document.activeElement?.localName}`;
    const a = v.shadowRoot.activeElement;
    if (!a) return "viewer";
    return a.dataset.path ? `row ${a.dataset.path}` : `${a.localName} ${a.textContent.trim()}`;
  }, V);

test("controls that turn themselves off hand the focus to the viewer; a clicked row takes it", async () => {
  const { page, errors, v } = await open({ ...ALL, editable: "" }, DEMO, "5g");
  const [from, to] = await legalStep(page);
  // Focusing a button of the bar may scroll the page: the squares are found again before each drag.
  const step = async () => drag(page, await squareCentres(page, V), from, to);
  const bar = v.locator(".moves");
  // Undo step, pressed with Enter, turns itself off.
  await step();
  await bar.locator("button", { hasText: "Undo step" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction((s) => document.querySelector(s).game.moveDraft().steps.length === 0, V);
  await page.waitForFunction((s) => !!document.querySelector(s).shadowRoot.querySelector(".moves button:disabled"), V);
  assert.equal(await focus(page), "viewer", "Undo step");
  // End move too; the viewer's keys work at once.
  await step();
  await page.waitForFunction((s) => document.querySelector(s).game.moveDraft().canEnd, V).catch(async (e) => {
    throw new Error(`${e.message}: ${JSON.stringify(await page.evaluate((s) => document.querySelector(s).game.moveDraft(), V))} ${from}-${to}`);
  });
  await bar.locator("button", { hasText: "End move" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction((s) => document.querySelector(s).path !== "5g", V);
  await page.waitForFunction((s) => document.querySelector(s).shadowRoot.activeElement === null, V);
  assert.equal(await focus(page), "viewer", "End move");
  const played = await page.evaluate((s) => document.querySelector(s).path, V);
  await page.keyboard.press("ArrowLeft");
  await page.waitForFunction(([s, p]) => document.querySelector(s).path !== p, [V, played]);
  // Cancel.
  await goTo(page, "5g");
  await step();
  await bar.locator("button", { hasText: "Cancel" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction((s) => !document.querySelector(s).game.moveDraft().active, V);
  await page.waitForFunction((s) => document.querySelector(s).shadowRoot.activeElement === null, V);
  assert.equal(await focus(page), "viewer", "Cancel");
  // A glyph button, when Home takes the viewer to the start (no move: no glyphs).
  await v.getByRole("button", { name: "!?, interesting move" }).focus();
  await page.keyboard.press("Home");
  await page.waitForFunction((s) => document.querySelector(s).game.state().atStart, V);
  await page.waitForFunction((s) => document.querySelector(s).shadowRoot.activeElement === null, V);
  assert.equal(await focus(page), "viewer", "glyph button");

  // A clicked row takes the focus: Alt+↑ and Delete act on the move clicked.
  await goTo(page, "9g");
  const alt = v.locator('.movelist .entry[data-path="9g.1.9g"]');
  await alt.click();
  await page.waitForFunction((s) => document.querySelector(s).path === "9g.1.9g", V);
  assert.equal(await focus(page), "row 9g.1.9g");
  await page.keyboard.press("Alt+ArrowUp");
  await page.waitForFunction((s) => document.querySelector(s).path === "9g", V);
  assert.equal(await focus(page), "row 9g", "the promoted move keeps the focus");
  const last = await page.evaluate((s) => document.querySelector(s).game.moveList().at(-1).path, V);
  await v.locator(`.movelist .entry[data-path="${last}"]`).click();
  assert.equal(await focus(page), `row ${last}`);
  await page.keyboard.press("Delete");
  await page.waitForFunction(([s, p]) => !document.querySelector(s).game.moveList().some((e) => e.path === p), [V, last]);
  assert.deepEqual(errors, []);
});

test("a comment keeps every character typed, through FAN and PGN read back", async () => {
  const { page, errors, v } = await open({ ...ALL, editable: "" }, DEMO, "5g");
  const typed = `He said "go" } { \\ ' 🐘 \\q done`;
  await typeInto(page, v.locator(".notes textarea[data-on='move']"), typed);
  await page.waitForFunction((s) => !!document.querySelector(s).game.state().moveComment, V);
  assert.equal(await page.evaluate((s) => document.querySelector(s).game.state().moveComment, V), typed, "stored as typed");
  const files = {};
  for (const [item, ext] of [["Download .fan", "fan"], ["Download .pgn", "pgn"]]) {
    await v.locator(".record-menu").click();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: item, exact: true }).click()]);
    files[ext] = await readFile(await download.path(), "utf8");
  }
  for (const [ext, text] of Object.entries(files)) {
    await prependViewer(page, `back-${ext}`, ALL, text);
    await ready(page, `#back-${ext}`);
    await goTo(page, "5g", `#back-${ext}`);
    const back = await page.evaluate((s) => document.querySelector(s).game.state().moveComment, `#back-${ext}`);
    assert.equal(back, typed, `${ext} reads back the same comment`);
  }
  assert.deepEqual(errors, []);
});

/** Every node of the viewer's accessibility tree (Chromium's, through CDP) with a role that needs a name. */
async function namedControls(page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  const roles = new Set(["button", "textbox", "combobox", "checkbox", "menuitem", "treeitem", "link", "tree", "menu", "group", "slider", "spinbutton"]);
  return nodes
    .filter((n) => !n.ignored && roles.has(n.role?.value))
    .map((n) => ({ role: n.role.value, name: n.name?.value ?? "" }));
}

test("every control of an editing viewer has a name; variation chips are named as they show", async () => {
  const { page, errors, v } = await open({ ...ALL, editable: "" }, DEMO, "8s");
  await v.locator(".variations button").first().waitFor();
  const controls = await namedControls(page);
  assert.ok(controls.length > 20, `found ${controls.length}`);
  const unnamed = controls.filter((c) => !c.name.trim() && c.role !== "group");
  assert.deepEqual(unnamed, [], "no control without a name");
  const shown = await v.locator(".variations button").evaluateAll((bs) => bs.map((b) => b.innerText.replace(/\s+/g, " ").trim()));
  const chips = controls.filter((c) => c.role === "button" && /^\d /.test(c.name));
  assert.ok(shown.length >= 2);
  for (const text of shown) {
    assert.match(text, /^\d \d+[gs] /, `"${text}" shows the key and the move apart`);
    assert.ok(chips.some((c) => c.name === text), `a chip named "${text}", as shown; names: ${chips.map((c) => c.name)}`);
  }
  assert.deepEqual(errors, []);
});

test("the ⋯ button sits beside the move text; a refused Promote is said in a live region", async () => {
  const { page, errors, v } = await open({ ...ALL, editable: "" }, DEMO, "9s");
  const button = v.locator(".row-actions");
  await button.waitFor();
  const boxes = await page.evaluate((s) => {
    const r = document.querySelector(s).shadowRoot;
    const box = (n) => n.getBoundingClientRect().toJSON();
    const row = r.querySelector('.entry[aria-current="step"]');
    return { button: box(r.querySelector(".row-actions")), label: box(row.querySelector(".label")), text: box(row.querySelector(".text")) };
  }, V);
  const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  assert.ok(!overlap(boxes.button, boxes.text) && !overlap(boxes.button, boxes.label), JSON.stringify(boxes));
  await screenshot(page, "edit-reading-row-actions", v.locator(".list-wrap"));
  // At 1200 px the notes panel shows whole (no box of its own to scroll), and the list,
  // which gives way to it, still shows the current move.
  const fit = await page.evaluate((s) => {
    const r = document.querySelector(s).shadowRoot;
    const notes = r.querySelector(".notes");
    const list = r.querySelector(".movelist").getBoundingClientRect();
    const row = r.querySelector('.entry[aria-current="step"]').getBoundingClientRect();
    return { notes: [notes.scrollHeight, notes.clientHeight], rowShown: row.top >= list.top && row.bottom <= list.bottom };
  }, V);
  assert.ok(fit.notes[0] <= fit.notes[1] + 1, `notes ${fit.notes}`);
  assert.ok(fit.rowShown, "the current move is in the list's view");
  await screenshot(page, "edit-reading-notes-1200", v);

  // The status line is a live region in the tree before anything is said.
  const live = async () => {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    await cdp.detach();
    return nodes.filter((n) => !n.ignored && n.role?.value === "status").length;
  };
  const before = await live();
  await button.click();
  const promote = page.getByRole("menuitem", { name: "Promote", exact: true });
  await promote.waitFor();
  await page.keyboard.press("Enter");
  await v.locator(".tree-status", { hasText: "the main line cannot be promoted" }).waitFor();
  assert.equal(await live(), before, "no status region appeared: it was there already, and speaks");
  assert.equal(await v.locator(".tree-status").getAttribute("role"), "status");
  assert.deepEqual(errors, []);
});
