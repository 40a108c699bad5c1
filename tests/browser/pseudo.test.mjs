// Issue 36's first "done when": with the page in the pseudo-locale en-XA (accented, 40 %
// longer, bracketed: scripts/messages.mjs), viewers in every state the element's suites
// reach (reading, spoilers, a collection, a broken record, a failed load, analysis with its
// menus, a move half made and one refused, notes, guess and puzzle modes, overlays,
// autoplay, share, Morabaraba, the engine's panel) show and speak no word that missed the catalogue, in the shadow DOM,
// the accessibility tree or the live regions, and no control is clipped or overlaps
// another, at 1200 and 320 px (tests/browser/pseudo-check.mjs). One page per width with
// every viewer on it, the states reached one after another by real clicks, drags and
// keys: a few seconds, where running every suite again in en-XA would take minutes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { useBrowser, watch, screenshot, RESULTS } from "./harness.mjs";
import { squareCentres, drag } from "./edit-helpers.mjs";
import { englishLeft, boxProblems, watchLive, ENGLISH_LEFT } from "./pseudo-check.mjs";
import { BROKEN } from "./broken-record.mjs";

const env = useBrowser();
const read = (path) => readFileSync(new URL(`../../www/${path}`, import.meta.url), "utf8");
const DEMO = read("demo/games/demo.fan");
const PUZZLES = read("demo/games/puzzles.fan");
const COLLECTION = read("demo/games/demo-collection.pgn");
const MORABARABA = read("demo/games/demo-morabaraba.fan");
const NOT_A_RECORD = "Zz9q is not a move, and this is no record";

/** [id, attributes, record]: a viewer in each state the suites reach. */
const VIEWERS = [
  ["reader", { comments: "", coordinates: "", path: "8s", link: "" }, DEMO], // before 9g and its variation: the chooser
  ["spoilers", { comments: "", spoilers: "", path: "3g" }, DEMO],
  ["collection", { comments: "" }, COLLECTION],
  ["broken", { comments: "" }, BROKEN],
  ["failed", {}, NOT_A_RECORD],
  ["analysis", { analysis: "", editable: "", comments: "", coordinates: "", path: "9g", storage: "pseudo-analysis" }, DEMO],
  ["guess", { mode: "guess", "guess-side": "gold", comments: "", path: "2s" }, DEMO],
  ["puzzle", { mode: "puzzle", comments: "" }, PUZZLES],
  ["overlays", { overlays: "all", comments: "", path: "12s" }, DEMO],
  ["morabaraba", { analysis: "", editable: "", comments: "" }, MORABARABA],
  ["engine", { engine: "", comments: "", path: "9g" }, DEMO],
  // A record that cannot be fetched: the failure said where the board goes.
  ["missing", { src: "missing.fan" }, ""],
];
const MISSING = /^(http 404: .*\/missing\.fan|console: Failed to load resource: .* 404 .*)$/;
const IDS = VIEWERS.map(([id]) => id);
/** The wide page (a desktop's); the narrow one, 320 px, is a phone's. */
const WIDE = 1200;
/** Each viewer's record, whose own words it may show as they are. */
const RECORDS = { ...Object.fromEntries(VIEWERS.map(([id, , record]) => [id, record])), returned: DEMO };

/** The pseudo-locale page with `viewers`, loaded (or failed), their live regions watched. */
async function open(viewport, viewers = VIEWERS) {
  const ids = viewers.map(([id]) => id);
  const context = await env.browser.newContext({ viewport });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(new URL("test-pages/pseudo.html", env.url).href, { waitUntil: "load" });
  await page.evaluate((viewers) => {
    window.__settled = {};
    for (const [id, attrs, record] of viewers) {
      const v = document.createElement("arimaa-viewer");
      v.id = id;
      for (const [k, val] of Object.entries({ controls: "", "move-list": "", loading: "eager", animation: "false", ...attrs })) v.setAttribute(k, val);
      v.textContent = record;
      for (const type of ["load", "error"]) v.addEventListener(type, () => (window.__settled[id] = type));
      document.querySelector("main").append(v);
    }
  }, viewers);
  await page.waitForFunction((ids) => ids.every((id) => window.__settled[id]), ids);
  // The words of the pack, not English: the first control of each viewer says so.
  await page.waitForFunction((id) => document.getElementById(id).shadowRoot.querySelector("button.flip").getAttribute("aria-label").startsWith("["), ids[0]);
  await watchLive(page, ids);
  return { page, errors, context };
}

/** One viewer's shadow tree as a locator. */
const viewer = (page, id) => page.locator(`#${id}`);

/**
 * Collects, state after state, the English left and the boxes gone wrong; `done` asserts
 * none failed and prints what is still English (KNOWN_ISSUES).
 */
function checker(page, width) {
  // The names do not change with the width, only which controls show: the accessibility
  // tree, the slowest to read, is read at the wide one (the narrow one shows fewer).
  const accessibilityTree = width === WIDE;
  const leaks = [];
  const boxes = [];
  const expected = new Map();
  let read = 0;
  return {
    async check(state, ids = IDS) {
      const found = await englishLeft(page, ids, RECORDS, { accessibilityTree });
      read += found.read;
      for (const l of found.leaks) leaks.push(`${state}: ${l.viewer} ${l.where}: "${l.run}" in "${l.text}"`);
      for (const e of found.expected) expected.set(`${e.source}: "${e.run}"`, [e.source, e.run, e.pattern]);
      for (const b of await boxProblems(page, ids)) boxes.push(`${state}: ${b}`);
    },
    done(t) {
      writeFileSync(`${RESULTS}pseudo-${width}.json`, JSON.stringify({ leaks, boxes, expected: [...expected.keys()] }, null, 1));
      const bySource = new Map();
      for (const [source, run] of expected.values()) bySource.set(source, [...(bySource.get(source) ?? []), run]);
      for (const [source, runs] of [...bySource].sort()) t.diagnostic(`still English (KNOWN_ISSUES): ${source}: ${runs.length} strings, e.g. "${runs[0]}"`);
      const used = new Set([...expected.values()].map(([, , pattern]) => pattern));
      for (const [pattern, source] of ENGLISH_LEFT) if (!used.has(pattern)) t.diagnostic(`stale allow-list entry (nothing matched at ${width} px): ${pattern} (${source})`);
      t.diagnostic(`${read} strings read in ${STATES.length + 1} states`);
      assert.ok(read > 300, `${read} strings read`);
      assert.deepEqual(leaks, [], "English that did not go through the catalogue");
      assert.deepEqual(boxes, [], "controls clipped or overlapping");
    },
  };
}

/** An open popup menu of viewer `id` (the Share, Record or a row's actions). */
const openMenu = (page, id) => viewer(page, id).locator(".edit-menu:not([hidden])");

/** The actions menu of the analysis viewer's current row, from its ⋯ button. */
async function openRowActions(page) {
  await viewer(page, "analysis").locator(".entry[aria-current]").hover();
  await viewer(page, "analysis").locator("button.row-actions").click();
  await openMenu(page, "analysis").waitFor();
}

/**
 * The states, one after another on the page `open` made: each `[name, ids, reach]`, where
 * `reach(page)` gets there as a reader does and the check reads the viewers `ids`.
 * @type {[string, string[], (page: import("playwright-core").Page) => Promise<void>][]}
 */
const STATES = [
  ["the share menu open", ["reader"], async (page) => {
    await viewer(page, "reader").locator("button.share").click();
    await openMenu(page, "reader").waitFor();
  }],
  ["a link shared", ["reader"], async (page) => {
    await openMenu(page, "reader").getByRole("menuitem").first().click();
    await page.waitForFunction(() => document.getElementById("reader").shadowRoot.querySelector(".share-status").textContent !== "");
  }],
  ["a picture downloaded", ["reader"], async (page) => {
    await viewer(page, "reader").locator("button.share").click();
    const saved = page.waitForEvent("download");
    await openMenu(page, "reader").getByRole("menuitem").nth(1).click();
    await saved;
    await page.waitForFunction(() => /\.svg/.test(document.getElementById("reader").shadowRoot.querySelector(".share-status").textContent));
  }],
  ["autoplay", ["reader"], async (page) => {
    await viewer(page, "reader").locator("button.play").click();
    await page.waitForFunction(() => document.getElementById("reader").shadowRoot.querySelector("button.play").getAttribute("aria-pressed") === "true");
  }],
  ["autoplay stopped", ["reader"], async (page) => {
    await viewer(page, "reader").locator("button.play").click();
    await page.waitForFunction(() => document.getElementById("reader").shadowRoot.querySelector("button.play").getAttribute("aria-pressed") === "false");
  }],
  ["the rest of the game revealed", ["spoilers"], async (page) => {
    await viewer(page, "spoilers").locator("button.spoiler").click();
    await viewer(page, "spoilers").locator("button.spoiler").waitFor({ state: "hidden" });
  }],
  ["the collection's third game", ["collection"], async (page) => {
    await viewer(page, "collection").locator("select").selectOption({ index: 2 });
    await page.waitForFunction(() => document.getElementById("collection").gameNumber === 3);
  }],
  ["the broken move shown", ["broken"], async (page) => {
    await viewer(page, "broken").locator(".problems button").click();
    await viewer(page, "broken").locator(".side .error").waitFor();
  }],
  ["the record menu open", ["analysis"], async (page) => {
    await viewer(page, "analysis").locator("button.record-menu").click();
    await openMenu(page, "analysis").waitFor();
  }],
  ["the record copied", ["analysis"], async (page) => {
    await openMenu(page, "analysis").getByRole("menuitem").first().click();
    await page.waitForFunction(() => document.getElementById("analysis").shadowRoot.querySelector(".record-status").textContent !== "");
  }],
  ["a row's actions open", ["analysis"], openRowActions],
  ["a row's action refused", ["analysis"], async (page) => {
    // The main line's move cannot be promoted: the menu says why. (Taking the screenshot
    // scrolled the page, which closes a menu.)
    if (!(await openMenu(page, "analysis").count())) await openRowActions(page);
    // Playwright will not click what aria-disabled marks: the reader's keys choose it.
    await openMenu(page, "analysis").getByRole("menuitem").first().focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.getElementById("analysis").shadowRoot.querySelector(".tree-status").textContent !== "");
    await page.keyboard.press("Escape");
  }],
  ["a move half made", ["analysis"], async (page) => {
    const at = await squareCentres(page, "#analysis");
    await drag(page, at, "d7", "d6");
    await page.waitForFunction(() => document.getElementById("analysis").shadowRoot.querySelector(".steps-made").textContent !== "");
  }],
  ["a step refused", ["analysis"], async (page) => {
    const at = await squareCentres(page, "#analysis");
    await drag(page, at, "g6", "g7");
    await page.waitForFunction(() => document.getElementById("analysis").shadowRoot.querySelector(".move-status").textContent !== "");
  }],
  ["the game's details open", ["analysis"], async (page) => {
    await viewer(page, "analysis").locator("details.game-details summary").click();
    await viewer(page, "analysis").locator("details.game-details[open]").waitFor();
  }],
  ["a comment written (kept in the page's storage)", ["analysis"], async (page) => {
    await viewer(page, "analysis").locator("label.comment-position textarea").fill("12g Ed2n");
    await viewer(page, "analysis").locator("label.comment-position textarea").press("Tab");
    await page.waitForFunction(() => localStorage.getItem("pseudo-analysis")?.includes("Ed2n"));
  }],
  ["the edits restored when the reader comes back", ["returned"], async (page) => {
    // The page again, as the reader finds it on coming back: the same viewer, the same key.
    await page.evaluate((record) => {
      const v = document.createElement("arimaa-viewer");
      v.id = "returned";
      for (const [k, val] of Object.entries({ controls: "", "move-list": "", loading: "eager", animation: "false", analysis: "", editable: "", storage: "pseudo-analysis" })) v.setAttribute(k, val);
      v.textContent = record;
      document.querySelector("main").append(v);
    }, DEMO);
    await viewer(page, "returned").locator(".restored:not([hidden])").waitFor();
    await watchLive(page, ["returned"]);
  }],
  ["a hint in guess mode", ["guess"], async (page) => {
    await viewer(page, "guess").locator("button.guess-hint").click();
    await page.waitForFunction(() => /2|1/.test(document.getElementById("guess").shadowRoot.querySelector(".guess-score").textContent));
  }],
  ["a wrong guess", ["guess"], async (page) => {
    // 3g was Hh2n Hh1n Da1e Db1n.
    await viewer(page, "guess").locator(".moves input").fill("Ra2n");
    await viewer(page, "guess").locator(".moves input").press("Enter");
    await viewer(page, "guess").locator(".guess-prompt.wrong").waitFor();
  }],
  ["the move shown in guess mode", ["guess"], async (page) => {
    await viewer(page, "guess").locator("button.guess-show").click();
    await page.waitForFunction(() => document.getElementById("guess").path !== "2s");
  }],
  ["a puzzle's hint", ["puzzle"], async (page) => {
    await viewer(page, "puzzle").locator("button.puzzle-hint").click();
    await page.waitForFunction(() => document.getElementById("puzzle").shadowRoot.querySelector(".puzzle-prompt").textContent !== "");
  }],
  ["a puzzle's wrong answer", ["puzzle"], async (page) => {
    await viewer(page, "puzzle").locator(".moves input").fill("Ee2n");
    await viewer(page, "puzzle").locator(".moves input").press("Enter");
    await viewer(page, "puzzle").locator(".puzzle-prompt.wrong").waitFor();
  }],
  ["a puzzle solved", ["puzzle"], async (page) => {
    await viewer(page, "puzzle").locator(".moves input").fill("Dd6n Rc7n");
    await viewer(page, "puzzle").locator(".moves input").press("Enter");
    await viewer(page, "puzzle").locator(".puzzle-prompt.right").waitFor();
  }],
  ["a failure said again in a new language, then in en-XA", ["missing"], async (page) => {
    await page.evaluate(() => document.getElementById("missing").setAttribute("lang", "de"));
    await page.waitForFunction(() => document.getElementById("missing").shadowRoot.querySelector(".failure").textContent.startsWith("Die Partie kann nicht"));
    await page.evaluate(() => document.getElementById("missing").removeAttribute("lang"));
    await page.waitForFunction(() => document.getElementById("missing").shadowRoot.querySelector(".failure").textContent.startsWith("["));
    // What the alert said in German was meant: the checks are of en-XA.
    await page.evaluate(() => window.__spoken.missing.splice(0));
  }],
  ["a Morabaraba cow placed", ["morabaraba"], async (page) => {
    await viewer(page, "morabaraba").locator(".moves input").fill("d2");
    await viewer(page, "morabaraba").locator(".moves input").press("Enter");
    await page.waitForFunction(() => document.getElementById("morabaraba").path !== "start");
  }],
  ["a Morabaraba move refused", ["morabaraba"], async (page) => {
    await viewer(page, "morabaraba").locator(".moves input").fill("d2");
    await viewer(page, "morabaraba").locator(".moves input").press("Enter");
    await page.waitForFunction(() => document.getElementById("morabaraba").shadowRoot.querySelector(".move-status").textContent !== "");
  }],
  ["the engine analysing", ["engine"], async (page) => {
    await viewer(page, "engine").locator("button.engine-toggle").click();
    await viewer(page, "engine").locator(".engine-line button").first().waitFor({ timeout: 20000 });
    await page.waitForFunction(() => document.getElementById("engine").shadowRoot.querySelector(".engine-depth").textContent !== "");
  }],
  ["the engine's line shown on the board", ["engine"], async (page) => {
    await viewer(page, "engine").locator(".engine-line button").first().click();
    await viewer(page, "engine").locator("button.engine-back").waitFor();
  }],
  ["the engine off", ["engine"], async (page) => {
    await viewer(page, "engine").locator("button.engine-back").click();
    await viewer(page, "engine").locator("button.engine-toggle").click();
    await page.waitForFunction(() => document.getElementById("engine").shadowRoot.querySelector("button.engine-toggle").getAttribute("aria-pressed") === "false");
  }],
  ["an overlay turned off", ["overlays"], async (page) => {
    await viewer(page, "overlays").locator("button[data-overlay]").first().click();
    await viewer(page, "overlays").locator('button[data-overlay][aria-pressed="false"]').first().waitFor();
  }],
];

for (const width of [WIDE, 320]) {
  test(`en-XA at ${width} px: every state's words through the catalogue, no control clipped or overlapping`, async (t) => {
    const { page, errors, context } = await open({ width, height: 900 });
    const { check, done } = checker(page, width);
    // Where the time goes (npm test's e2e step is the longest): the checks, the pictures, the rest.
    const spent = { checks: 0, screenshots: 0 };
    const timed = async (what, work) => {
      const start = performance.now();
      await work();
      spent[what] += performance.now() - start;
    };
    const shot = (name, id) => timed("screenshots", () => screenshot(page, `pseudo-${width}-${name}`, viewer(page, id)));
    const began = performance.now();
    await timed("checks", () => check("loaded"));
    for (const [name, ids, reach] of STATES) {
      await reach(page);
      await timed("checks", () => check(name, ids));
      if (await openMenu(page, ids[0]).count() || !IDS.includes(ids[0])) await shot(name.replace(/\W+/g, "-"), ids[0]);
    }
    // Each viewer in its last state (the menus were taken open, above): what a person looks at.
    for (const id of IDS) await shot(id, id);
    t.diagnostic(`${Math.round(performance.now() - began)} ms: checks ${Math.round(spent.checks)}, screenshots ${Math.round(spent.screenshots)}`);
    done(t);
    assert.deepEqual(errors.filter((e) => !MISSING.test(e)), []);
    await context.close();
  });
}

// The checks find what they look for: English put into a viewer by hand (a text, a name,
// a live region's words), and a control pushed over another and out of the viewer.
test("the checks find an English word, a name and a spoken sentence, and a control over another", async () => {
  const { page, context } = await open({ width: 1200, height: 900 }, [VIEWERS[0]]);
  const before = await englishLeft(page, ["reader"], RECORDS);
  assert.deepEqual(before.leaks, [], "nothing to find before");
  await page.evaluate(() => {
    const root = document.getElementById("reader").shadowRoot;
    root.querySelector(".caption").append(Object.assign(document.createElement("span"), { textContent: "Copied to the clipboard" }));
    root.querySelector("button.flip").setAttribute("aria-label", "Flip the board");
    root.querySelector("[aria-live]").textContent = "White to move";
    root.querySelector("button.first").style.transform = "translateX(60px)";
    root.querySelector("button.share").style.transform = "translateX(400px)";
  });
  const after = await englishLeft(page, ["reader"], RECORDS);
  const runs = after.leaks.map((l) => `${l.where}: ${l.run}`);
  for (const want of ["span: Copied to the clipboard", "button.flip[aria-label]: Flip the board", "live region: White to move", "button (accessibility tree name): Flip the board"]) {
    assert.ok(runs.includes(want), `${want} in ${JSON.stringify(runs)}`);
  }
  const boxes = await boxProblems(page, ["reader"]);
  assert.ok(boxes.some((b) => /button\.first .* overlaps button\.prevMove/.test(b)), boxes.join("\n"));
  assert.ok(boxes.some((b) => /button\.share .* (clipped by|runs out of the side)/.test(b)), boxes.join("\n"));
  await context.close();
});
