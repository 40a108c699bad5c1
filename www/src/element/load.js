// Reading a record for <arimaa-viewer>: the wasm (the reader's, or the editor's for a
// viewer that edits) and the record (set, fetched from `src`, or written in the page)
// at once. What the load then does (the game, the node a path or a link opens, the
// `load` event) is the controller's (controller.js).
import { init, GameView, maxRecordBytes, needsFullReader } from "../core/core.js";
import { wasmLoader } from "../core/wasm-loader.js";
import { fetchRecord, failure } from "./fetch.js";

/**
 * What reads and draws a record: the reader's wasm (READER) or the editor's
 * (editing/index.js, engine()).
 * @typedef {object} Engine
 * @property {(source?: import("../core/core.js").InitSource) => Promise<void>} init loads its wasm once
 * @property {typeof GameView} GameView
 * @property {() => number} maxRecordBytes
 * @property {(text: string) => boolean} [needsFullReader] the reader's: whether `text` needs the editor's wasm
 */
/**
 * The editing chunk as the element uses it, once imported.
 * @typedef {{ attachEditing: typeof import("../editing/index.js").attachEditing,
 *   engine: import("../editing/index.js").EditorEngine }} EditingModule
 */

/** The reader's wasm and its GameView: what every viewer that does not edit uses. @type {Readonly<Engine>} */
export const READER = Object.freeze({ init, GameView, maxRecordBytes, needsFullReader });

// The editing parts and the editor's wasm (a larger build of the crate, its own file),
// imported on first use by a viewer with `analysis`, `editable`, a `mode` or `overlays`,
// once per page.
/** @type {Promise<EditingModule> | null} */
let editing = null;
/** The editing chunk, imported once (again after a failure). */
export function editingModule() {
  return (editing ??= import("../editing/index.js")
    .then((m) => ({ attachEditing: m.attachEditing, engine: m.engine(wasmLoader) }))
    .catch((error) => {
      editing = null; // the next viewer (or load) tries again
      throw error;
    }));
}

/**
 * The record written in the page: the text of a `<template class="arimaa-record">`
 * child when there is one (what the Markdown plugin writes, beside a static picture
 * for pages read without scripts), else the element's own text but a static view's.
 * A record that holds moves the reader is to find (a puzzle's, a guess's, one behind
 * `spoilers`) comes with `data-encoding="base64"` (its UTF-8 in base64), so that
 * neither the page's source, nor a search engine or feed reader, reads it as text.
 * @param {Element} element
 */
function inlineRecord(element) {
  const template = /** @type {HTMLTemplateElement | null} */ (element.querySelector(":scope > template.arimaa-record"));
  const encoding = (template ?? element.querySelector(":scope > .arimaa-record[data-encoding]"))?.getAttribute("data-encoding");
  const text = template
    ? template.content.textContent
    : [...element.childNodes].filter((n) => !/** @type {Partial<Element>} text and comments have no attributes */ (n).getAttribute?.("slot")).map((n) => n.textContent).join("");
  if (encoding == null) return text.trim();
  try {
    if (encoding === "base64") return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0))).trim();
  } catch {
    // said below
  }
  throw failure("arimaa-viewer-error-encoding", String(encoding));
}

/**
 * Reads the record of a load: the wasm the options ask for (the editor's with
 * `options.editor`, else the reader's) and the record at once (set through `record`,
 * fetched from `src`, or written in the page), the record's fetch started beside the
 * wasm's, not after it: one round trip less. Archive rows, which the reader's wasm
 * leaves to the editor's, are read by the editor's. Gives `{ text, engine }`, or null
 * when `stale()` says a newer load has begun; throws what stops the load.
 * @param {Element} host
 * @param {import("./state.js").ViewerState} state
 * @param {import("./options.js").Options} options
 * @param {() => boolean} stale
 * @returns {Promise<{ text: string, engine: Engine } | null>}
 */
export async function readRecord(host, state, options, stale) {
  const edit = options.editor ? editingModule() : null;
  /** @type {Promise<Engine>} */
  const engine = edit ? edit.then((m) => m.engine) : Promise.resolve(READER);
  const limit = engine.then(async (e) => {
    await e.init();
    return e.maxRecordBytes();
  });
  const fetching = state.record === null && options.src !== null ? fetchRecord(options.src, limit) : null;
  for (const p of [limit, fetching]) p?.catch(() => {}); // their errors reach the awaits below
  await limit;
  let text;
  if (state.record !== null) text = state.record;
  else if (fetching) text = await fetching;
  else text = state.inline ??= inlineRecord(host);
  if (stale()) return null;
  let e = await engine;
  // Archive rows: the reader's wasm leaves them to the editor's (README "Building the wasm").
  if (e.needsFullReader?.(text)) {
    e = (await editingModule()).engine;
    await e.init();
    if (stale()) return null;
  }
  return { text, engine: e };
}
