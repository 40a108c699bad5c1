// Reshaping the tree from the move list (promote, demote, make main line, delete from
// here: the row's menu by real clicks, the context menu, and keys on a focused row)
// and handing the record back (copy with the clipboard read back, downloads read from
// disk, both read back to an equal tree), `storage` across reloads, axe with the menus
// open, and screenshots at 320 and 1200 px.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { setup, screenshot } from "./harness.mjs";
import { ready } from "./viewer-helpers.mjs";
import { axeViolations } from "./axe.mjs";

const PAGE = "test-pages/edit-tree.html";
const KEY = "arimaa-edit-tree-test";

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

/** Every `change` of the page's viewers, from the first script on (kept across reloads in sessionStorage). */
const RECORD_CHANGES = () => {
  const all = JSON.parse(sessionStorage.getItem("changes") ?? "[]");
  window.__changes = all;
  document.addEventListener("change", (e) => {
    if (e.target?.localName !== "arimaa-viewer") return;
    all.push({ kind: e.detail.kind, path: e.detail.path, record: e.detail.record });
    sessionStorage.setItem("changes", JSON.stringify(all));
  }, true);
};

/** Opens the test page with the viewer loaded and its editing parts attached. */
async function open(width = 1200, { init = [], permissions = [] } = {}) {
  const { page, errors } = await env.open("about:blank", { viewport: { width, height: 900 } });
  if (permissions.length) await page.context().grantPermissions(permissions, { origin: env.url });
  await page.addInitScript(RECORD_CHANGES);
  for (const script of init) await page.addInitScript(script);
  await page.goto(new URL(PAGE, env.url).href);
  await loaded(page);
  return { page, errors };
}

async function loaded(page) {
  await ready(page, "#edit");
  await page.waitForFunction(() => {
    const r = document.querySelector("#edit").shadowRoot;
    return r.querySelector(".record-menu") && r.querySelector(".list-wrap .edit-menu");
  });
}

/** Takes the recorded changes. */
const changes = (page) =>
  page.evaluate(() => {
    const out = window.__changes.splice(0);
    sessionStorage.setItem("changes", "[]");
    return out.map(({ kind, path, record }) => ({ kind, path, fan: record === document.querySelector("#edit").record }));
  });

/** The viewer's path, its move list as "path text" lines, and the tree menu's status. */
const view = (page) =>
  page.evaluate(() => {
    const v = document.querySelector("#edit");
    const r = v.shadowRoot;
    return {
      path: v.path,
      rows: v.game.moveList().map((e) => `${e.path} ${e.text}`),
      shown: [...r.querySelectorAll(".movelist .entry")].map((li) => li.dataset.path),
      status: r.querySelector(".tree-status").textContent,
    };
  });

/** What has the focus inside the viewer: { role, path, item, label }. */
const focused = (page) =>
  page.evaluate(() => {
    const a = document.querySelector("#edit").shadowRoot.activeElement;
    return { role: a?.getAttribute("role") ?? null, path: a?.dataset?.path ?? null, item: a?.dataset?.item ?? null, cls: a?.className ?? null };
  });

const goTo = (page, path) =>
  page.evaluate(async (p) => {
    document.querySelector("#edit").goTo(p);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, path);

const menuItem = (page, name) => page.getByRole("menuitem", { name, exact: true });
const row = (page, path) => page.locator(`#edit .movelist .entry[data-path="${path}"]`);

test("the row's menu by clicks: promote, demote, make main line, delete from here", async () => {
  const { page, errors } = await open();
  await goTo(page, "9g.1.9s");
  const before = await view(page);
  assert.ok(before.rows.includes("9g.1.9g Eg6w mg7s"));
  assert.ok(before.rows.includes("9g Eg6w mg7s mg6s Ef6e"));

  const button = page.locator("#edit .row-actions");
  await button.click();
  await menuItem(page, "Promote").waitFor();
  assert.equal(await button.getAttribute("aria-expanded"), "true");
  assert.equal(await button.getAttribute("aria-label"), "Actions for move 9s");
  await menuItem(page, "Promote").click();
  let now = await view(page);
  assert.equal(now.path, "9s", "the cursor's move is on the main line now");
  assert.ok(now.rows.includes("9g Eg6w mg7s"));
  assert.ok(now.rows.includes("9g.1.9g Eg6w mg7s mg6s Ef6e"), "the old main line is the first alternative");
  assert.deepEqual(now.shown, now.rows.map((r) => r.split(" ")[0]), "the list shows the tree");
  assert.equal(now.status, "Promoted 9s");
  assert.deepEqual(await changes(page), [{ kind: "promote", path: "9s", fan: true }]);
  assert.equal((await focused(page)).cls, "row-actions", "the focus is back on the button");

  // On the main line: Promote is offered disabled, with the reason, and refuses in words.
  await button.click();
  assert.equal(await menuItem(page, "Promote").getAttribute("aria-disabled"), "true");
  assert.equal(await menuItem(page, "Promote").getAttribute("title"), "the main line cannot be promoted");
  await menuItem(page, "Promote").click({ force: true }); // aria-disabled: Playwright would wait
  assert.equal((await view(page)).status, "the main line cannot be promoted");
  assert.deepEqual(await changes(page), []);
  // Demote on the main line: the move gives way to the alternative at its own branch.
  await menuItem(page, "Demote").click();
  now = await view(page);
  assert.equal(now.path, "9s.1.9s");
  assert.ok(now.rows.includes("9s mg6n"));
  assert.deepEqual(await changes(page), [{ kind: "demote", path: "9s.1.9s", fan: true }]);

  // Make main line from the old main line's 12g: every branch up to it.
  await goTo(page, "9g.1.12g");
  await button.click();
  await menuItem(page, "Make main line").click();
  now = await view(page);
  assert.equal(now.path, "12g");
  assert.ok(now.rows.includes("9g Eg6w mg7s mg6s Ef6e"));
  assert.ok(now.rows.includes("9g.1.9g Eg6w mg7s"));
  assert.deepEqual(await changes(page), [{ kind: "mainline", path: "12g", fan: true }]);

  // Delete from the cursor's own move: to the position before it.
  await button.click();
  await menuItem(page, "Delete from here").click();
  now = await view(page);
  assert.equal(now.path, "11s");
  assert.equal(now.rows.filter((r) => !r.includes(".")).at(-1).split(" ")[0], "11s", "the main line ends at 11s");
  assert.deepEqual(await changes(page), [{ kind: "delete", path: "11s", fan: true }]);
  assert.deepEqual(errors, []);
});

test("keys on a focused row, and the context menu by key and by right click", async () => {
  const { page, errors } = await open();
  await row(page, "9g.1.9g").focus();
  await page.keyboard.press("Alt+ArrowUp");
  let now = await view(page);
  assert.ok(now.rows.includes("9g Eg6w mg7s"));
  assert.deepEqual(await focused(page), { role: "treeitem", path: "9g", item: null, cls: "entry" }, "the focus follows the move");
  assert.deepEqual(await changes(page), [{ kind: "promote", path: "9g", fan: true }]);
  await page.keyboard.press("Alt+ArrowDown");
  assert.equal((await focused(page)).path, "9g.1.9g");
  assert.deepEqual((await changes(page)).map((c) => c.kind), ["demote"]);

  // Alt+Shift+↑ on the nested variation's move: it becomes the main line.
  await row(page, "9g.1.9s.1.9s").focus();
  await page.keyboard.press("Alt+Shift+ArrowUp");
  assert.equal((await focused(page)).path, "9s");
  assert.deepEqual(await changes(page), [{ kind: "mainline", path: "9s", fan: true }]);
  // A refusal changes nothing and says why.
  await page.keyboard.press("Alt+ArrowUp");
  assert.equal((await view(page)).status, "the main line cannot be promoted");
  assert.deepEqual(await changes(page), []);

  // Shift+F10 opens the menu on the focused row; arrows move, Escape closes and gives the focus back.
  await page.keyboard.press("Shift+F10");
  assert.equal((await focused(page)).item, "promote");
  await page.keyboard.press("ArrowDown");
  assert.equal((await focused(page)).item, "demote");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  assert.equal((await focused(page)).item, "delete", "the arrows wrap around");
  await page.keyboard.press("Escape");
  assert.deepEqual(await focused(page), { role: "treeitem", path: "9s", item: null, cls: "entry" });
  assert.equal(await page.locator("#edit .list-wrap .edit-menu").isHidden(), true);
  // The ContextMenu key, then Enter on "Delete from here".
  await page.keyboard.press("ContextMenu");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  let after = await view(page);
  assert.ok(!after.rows.some((r) => r.endsWith(" mg6n")));
  assert.deepEqual(await changes(page), [{ kind: "delete", path: "9g", fan: true }]);
  assert.equal((await focused(page)).path, "9g", "the focus goes to the position before");
  assert.ok(after.rows.includes("9s mg6s"));

  // Delete on a focused row of the old main line, now a variation; the cursor was inside the deleted part.
  await goTo(page, "9g.1.12g");
  await row(page, "9g.1.10g").focus();
  await page.keyboard.press("Delete");
  after = await view(page);
  assert.equal(after.path, "9g.1.9s");
  assert.ok(!after.rows.some((r) => r.startsWith("9g.1.10g ")));
  assert.ok(after.rows.some((r) => r.startsWith("9g.1.9s ")));
  assert.deepEqual(await changes(page), [{ kind: "delete", path: "9g.1.9s", fan: true }]);

  // A right click on a row opens the same menu; a click outside closes it.
  await row(page, "5g").click({ button: "right" });
  await menuItem(page, "Demote").waitFor();
  assert.equal(await menuItem(page, "Promote").getAttribute("aria-disabled"), "true");
  await page.mouse.click(5, 5);
  await page.locator("#edit .list-wrap .edit-menu").waitFor({ state: "hidden" });
  assert.deepEqual(await changes(page), []);
  assert.deepEqual(errors, []);
});

/** `text` read into a new GameView (the reader's parseGame): its move list and header. */
const readBack = (page, text) =>
  page.evaluate(async (t) => {
    const { parseGame } = await import("../src/element/element.js");
    const g = await parseGame(t);
    const out = { rows: g.moveList().map((e) => `${e.path} ${e.text} ${e.comment ?? ""}`), header: g.header(), errors: g.errors().length };
    g.free();
    return out;
  }, text);

const current = (page) =>
  page.evaluate(() => {
    const v = document.querySelector("#edit");
    return {
      rows: v.game.moveList().map((e) => `${e.path} ${e.text} ${e.comment ?? ""}`),
      header: v.game.header(),
      fan: v.record,
      pgn: v.recordAs("pgn"),
      arimaa: v.recordAs("arimaa"),
      main: v.game.moveList().filter((e) => e.depth === 0).map((e) => e.text),
    };
  });

test("copy and download the record; FAN and PGN read back to an equal tree", async () => {
  const { page, errors } = await open(1200, { permissions: ["clipboard-read", "clipboard-write"] });
  await row(page, "9g.1.9s.1.9s").focus();
  await page.keyboard.press("Alt+Shift+ArrowUp");
  const now = await current(page);
  assert.ok(now.main.includes("mg6n"));
  const status = page.locator("#edit .record-status");

  const menu = page.locator("#edit .record-menu");
  await menu.click();
  assert.equal(await menu.getAttribute("aria-expanded"), "true");
  await menuItem(page, "Copy FAN").click();
  await status.filter({ hasText: "Copied the FAN record" }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), now.fan);
  await menu.click();
  await menuItem(page, "Copy PGN").click();
  await status.filter({ hasText: "Copied the PGN record" }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), now.pgn);

  const files = {};
  for (const [item, ext] of [["Download .fan", "fan"], ["Download .pgn", "pgn"], ["Download arimaa.com text", "txt"]]) {
    await menu.click();
    const [download] = await Promise.all([page.waitForEvent("download"), menuItem(page, item).click()]);
    assert.equal(download.suggestedFilename(), `arimaa-669122.${ext}`);
    files[ext] = await readFile(await download.path(), "utf8");
  }
  assert.equal(files.fan, now.fan);
  assert.equal(files.pgn, now.pgn);
  assert.equal(files.txt, now.arimaa);
  // The object URLs are revoked once the download has started.
  await status.filter({ hasText: "Downloaded arimaa-669122.txt" }).waitFor();

  const fan = await readBack(page, files.fan);
  assert.deepEqual(fan.rows, now.rows, "FAN: the same tree, comments included");
  assert.deepEqual(fan.header, now.header);
  assert.equal(fan.errors, 0);
  const pgn = await readBack(page, files.pgn);
  assert.deepEqual(pgn.rows.map((r) => r.split(" ").slice(0, -1).join(" ")),
    now.rows.map((r) => r.split(" ").slice(0, -1).join(" ")), "PGN: the same moves and variations");
  assert.equal(pgn.errors, 0);
  for (const [k, v] of now.header.filter(([k]) => /^(Event|Gold|Silver)$/.test(k))) {
    assert.ok(pgn.header.some(([k2, v2]) => k2 === k && v2 === v) || files.pgn.includes(v), `PGN keeps ${k}`);
  }
  const txt = await readBack(page, files.txt);
  assert.deepEqual(txt.rows.map((r) => r.split(" ").slice(1, -1).join(" ")), now.main, "arimaa.com text: the main line");
  assert.deepEqual(errors, []);
});

test("storage: edits kept across a reload, restored with a note, and discarded", async () => {
  const { page, errors } = await open();
  const original = await page.evaluate(() => document.querySelector("#edit").record);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), null);
  await row(page, "9g.1.9g").focus();
  await page.keyboard.press("Alt+ArrowUp");
  const edited = await page.evaluate(() => document.querySelector("#edit").record);
  assert.notEqual(edited, original);
  const kept = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEY));
  assert.equal(kept.record, edited);
  await changes(page);

  await page.reload();
  await loaded(page);
  const note = page.locator("#edit .restored");
  await note.waitFor();
  assert.match(await note.textContent(), /^Your edits from .+ were restored\.Discard my edits$/);
  await page.waitForFunction((e) => document.querySelector("#edit").record === e, edited);
  await page.waitForFunction(() => window.__changes.length > 0);
  assert.deepEqual(await changes(page), [{ kind: "restore", path: await page.evaluate(() => document.querySelector("#edit").path), fan: true }]);
  assert.ok((await view(page)).rows.includes("9g Eg6w mg7s"));

  await page.getByRole("button", { name: "Discard my edits" }).click();
  await page.waitForFunction((o) => document.querySelector("#edit").record === o, original);
  await note.waitFor({ state: "hidden" });
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), null);
  await page.waitForFunction(() => window.__changes.length > 0);
  assert.deepEqual((await changes(page)).map((c) => [c.kind, c.fan]), [["restore", true]]);

  await page.reload();
  await loaded(page);
  assert.equal(await page.evaluate(() => document.querySelector("#edit").record), original);
  assert.equal(await note.isHidden(), true);
  assert.deepEqual(errors, []);
});

test("storage that refuses (full, or turned off) is said in words, never thrown", async () => {
  const full = () => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (this === window.localStorage) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      return set.call(this, k, v);
    };
  };
  const { page, errors } = await open(1200, { init: [full] });
  await row(page, "9g.1.9g").focus();
  await page.keyboard.press("Alt+ArrowUp");
  await page.locator("#edit .record-status").filter({ hasText: "Your edits could not be kept: this browser's storage for the page is full" }).waitFor();
  assert.deepEqual((await changes(page)).map((c) => c.kind), ["promote"]);

  const off = () => {
    Object.defineProperty(window, "localStorage", { get() { throw new DOMException("denied", "SecurityError"); } });
  };
  const second = await open(1200, { init: [off] });
  await row(second.page, "9g.1.9g").focus();
  await second.page.keyboard.press("Alt+ArrowUp");
  await second.page.locator("#edit .record-status").filter({ hasText: "does not let the page store anything" }).waitFor();
  assert.deepEqual(errors, []);
  assert.deepEqual(second.errors, []);
});

test("axe finds nothing with either menu open, light and dark; screenshots at 320 and 1200 px", async () => {
  for (const width of [1200, 320]) {
    const { page, errors } = await open(width);
    await goTo(page, "9g.1.9s");
    for (const scheme of ["light", "dark"]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.locator("#edit .row-actions").click();
      await menuItem(page, "Promote").waitFor();
      assert.deepEqual(await axeViolations(page), [], `${width} ${scheme}: the move menu`);
      await screenshot(page, `edit-tree-menu-${width}-${scheme}`);
      await page.keyboard.press("Escape");
      await page.locator("#edit .record-menu").click();
      await menuItem(page, "Copy FAN").waitFor();
      assert.deepEqual(await axeViolations(page), [], `${width} ${scheme}: the record menu`);
      await screenshot(page, `edit-record-menu-${width}-${scheme}`);
      await page.keyboard.press("Escape");
      assert.equal((await focused(page)).cls, "record-menu");
    }
    assert.deepEqual(errors, []);
  }
});
