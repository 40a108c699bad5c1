// The element under jsdom, as Vitest and Jest run component tests: jsdom has
// custom elements but no matchMedia, ResizeObserver, IntersectionObserver or
// canvas. The viewer must still load its record and navigate; only the board
// is not drawn.
import { test } from "node:test";
import assert from "node:assert/strict";
import { JSDOM } from "jsdom";

const RECORD = `1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2
1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7
2g Ee2n Ee3n Ee4n Dg2n "The elephant walks to the centre."
2s ed7s ed6s ed5w hh7s
`;

/**
 * Runs `body(window, errors)` with jsdom's globals installed, as a jsdom test environment
 * makes them (`errors`: the page's uncaught errors), then puts Node's back.
 */
async function underJsdom(body) {
  const dom = new JSDOM(`<!doctype html><body></body>`, { pretendToBeVisual: true });
  const { window } = dom;
  // What a jsdom test environment makes global.
  const globals = ["window", "document", "HTMLElement", "customElements", "CustomEvent", "Event", "Node", "CSSStyleSheet",
    "requestAnimationFrame", "cancelAnimationFrame"];
  const saved = Object.fromEntries(globals.map((g) => [g, globalThis[g]]));
  for (const g of globals) {
    Object.defineProperty(globalThis, g, { value: g === "window" ? window : window[g], configurable: true, writable: true });
  }
  const errors = [];
  window.addEventListener("error", (e) => errors.push(e.message ?? String(e)));
  try {
    await body(window, errors);
  } finally {
    for (const g of globals) Object.defineProperty(globalThis, g, { value: saved[g], configurable: true, writable: true });
    window.close();
  }
}

test("under jsdom the element loads a record, navigates and reports events", () =>
  underJsdom(async (window, errors) => {
    const { ArimaaViewer } = await import("../../www/src/element/element.js");
    assert.equal(window.customElements.get("arimaa-viewer"), ArimaaViewer);
    const viewer = window.document.createElement("arimaa-viewer");
    const loaded = new Promise((resolve) => viewer.addEventListener("load", (e) => resolve(e.detail), { once: true }));
    viewer.path = "2g";
    viewer.record = RECORD;
    window.document.body.append(viewer);
    const detail = await loaded;
    assert.equal(detail.format, "fan");
    assert.deepEqual(detail.errors, []);
    assert.equal(viewer.path, "2g");
    const changes = [];
    viewer.addEventListener("pathchange", (e) => changes.push(e.detail.path));
    assert.equal(viewer.next(), true);
    assert.deepEqual(changes, ["2s:1"]);
    assert.equal(viewer.game.state().moveComment, undefined);
    viewer.remove();
    assert.deepEqual(errors, []);
  }));

// jsdom has no canvas (getContext gives null): the failure, said where the board goes,
// must not clear a canvas that is not there (it threw, and no `error` event came).
test("under jsdom a record that cannot be read is an error event and a message, not an exception", () =>
  underJsdom(async (window, errors) => {
    // A fresh copy of the element's module: its class extends this window's HTMLElement.
    const { ArimaaViewer } = await import(`../../www/src/element/element.js?window=${Date.now()}`);
    assert.equal(window.customElements.get("arimaa-viewer"), ArimaaViewer);
    const viewer = window.document.createElement("arimaa-viewer");
    const template = window.document.createElement("template");
    template.className = "arimaa-record";
    template.dataset.encoding = "base64";
    template.content.append("not base64!");
    viewer.append(template);
    viewer.setAttribute("loading", "eager");
    const failed = new Promise((resolve) => viewer.addEventListener("error", (e) => resolve(e.detail), { once: true }));
    window.document.body.append(viewer);
    const detail = await failed;
    assert.match(detail.message, /data-encoding="base64"\) is not base64 of UTF-8 text/);
    assert.equal(viewer.shadowRoot.querySelector(".failure").textContent, detail.message);
    viewer.remove();
    assert.deepEqual(errors, []);
  }));

test("under plain Node both entries import, and the core parses a record (the wasm read from disk)", async () => {
  assert.equal(globalThis.document, undefined);
  const element = await import("../../www/src/element/element.js");
  element.registerElements(); // no customElements here: nothing to do, nothing thrown
  const core = await import("../../www/src/core/core.js");
  assert.equal(element.parseGame, core.parseGame);
  const game = await core.parseGame(RECORD);
  assert.equal(game.moveList().length, 4);
  game.last();
  assert.equal(game.state().path, "2s");
  assert.match(core.version(), /^\d+\.\d+\.\d+/);
  game.free();
});

test("init() names the wasm it could not load and what to do, and a later call retries", async () => {
  // A fresh copy of the core (its own module instance), so the test's failed load is its own.
  const core = await import(`../../www/src/core/core.js?fresh=${Date.now()}`);
  const missing = new URL("../../www/pkg/missing.wasm", import.meta.url);
  await assert.rejects(core.init(missing.href), (error) => {
    assert.match(error.message, /^Cannot load the Arimaa viewer's WebAssembly from file:.*missing\.wasm: /);
    assert.match(error.message, /pass its URL, a Response, its bytes or a compiled WebAssembly\.Module to init\(\)/);
    return true;
  });
  const { readFile } = await import("node:fs/promises");
  await core.init(await readFile(new URL("../../www/pkg/arimaa_bg.wasm", import.meta.url)));
  const game = await core.parseGame(RECORD);
  assert.equal(game.moveList().length, 4);
  game.free();
});
