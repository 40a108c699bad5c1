// The ```arimaa fence, once for every Markdown pipeline: its info string's options and
// the HTML it becomes (an <arimaa-viewer> holding the record and its static view,
// README "Static first"). The markdown-it plugin (arimaa-markdown-it.js) and the remark
// plugin (arimaa-remark.js) are thin adapters over these two functions, so a page comes
// out the same whichever toolchain built it.
//
// Runs wherever the core does (Node, workers, browsers): no DOM here. renderFence needs
// the static view's producer loaded first (the core's initStatic).
import { staticHtml } from "./arimaa-core.js";

/** @typedef {typeof import("./arimaa-fence.js")} Published the types arimaa-fence.d.ts gives these */

const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escape = (/** @type {unknown} */ text) => String(text).replace(/[&<>"]/g, (c) => ESCAPES[/** @type {keyof ESCAPES} */ (c)]);

/** `text`'s UTF-8 in base64, what the element's `data-encoding="base64"` reads (atob). */
function base64(/** @type {string} */ text) {
  const bytes = new TextEncoder().encode(String(text));
  let binary = "";
  // In slices: one fromCharCode call per byte is slow, and one for all overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Whether an info string (`arimaa path=12s`, or remark's lang and meta joined) is ours. @type {Published["isArimaaFence"]} */
export const isArimaaFence = (info) => String(info ?? "").trim().split(/\s+/)[0] === "arimaa";

/**
 * Reads a fence's info string after `arimaa`: `path=…`, `size=N`, `theme=dark|light`,
 * `link` or `link=key`, `mode=guess|puzzle`, `guess-side=gold|silver`, `overlays` or
 * `overlays=frozen,captures,goals,traps` (commas: the info string splits at spaces), and
 * the flags `flip`, `board` (no controls, list or comments), `no-coordinates` and
 * `spoilers`. Unknown words are errors, so a typo does not pass unseen.
 * @type {Published["fenceOptions"]}
 */
export function fenceOptions(info) {
  /** @type {import("./arimaa-fence.js").FenceOptions} */
  const options = {
    path: null, size: 320, theme: null, link: null, flip: false, board: false, coordinates: true,
    spoilers: false, mode: null, guessSide: null, overlays: null,
  };
  const problems = [];
  for (const word of info.trim().split(/\s+/).slice(1)) {
    const [key, value] = word.includes("=") ? [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)] : [word, null];
    if (key === "path" && value) options.path = value;
    else if (key === "size" && /^\d+$/.test(value ?? "") && Number(value) >= 64 && Number(value) <= 2048) options.size = Number(value);
    else if (key === "theme" && (value === "dark" || value === "light")) options.theme = value;
    else if (key === "link") options.link = value ?? "";
    else if (key === "flip" && value === null) options.flip = true;
    else if (key === "board" && value === null) options.board = true;
    else if (key === "no-coordinates" && value === null) options.coordinates = false;
    else if (key === "spoilers" && value === null) options.spoilers = true;
    else if (key === "mode" && (value === "guess" || value === "puzzle")) options.mode = value;
    else if (key === "guess-side" && (value === "gold" || value === "silver")) options.guessSide = value;
    else if (key === "overlays" && /^(|[a-z]+(,[a-z]+)*)$/.test(value ?? "")) options.overlays = (value ?? "").replaceAll(",", " ");
    else problems.push(`\`${word}\` is not an option (path=, size=64…2048, theme=dark|light, link, flip, board, no-coordinates, spoilers, mode=guess|puzzle, guess-side=gold|silver, overlays=frozen,captures,goals,traps)`);
  }
  return { options, problems };
}

/**
 * The HTML of one fence: the viewer holding its record and its static view (made by
 * the core's staticHtml, the producer the CLI and the gallery use too), and any
 * problem with the info string. `recordIn`: "template" (the light-DOM contract's
 * `<template class="arimaa-record">`) or "pre" (a hidden `<pre class="arimaa-record">`,
 * for pipelines that turn HTML into JSX: they drop a template's content).
 * @type {Published["renderFence"]}
 */
export function renderFence(record, info, { recordIn = "template" } = {}) {
  const { options, problems } = fenceOptions(info);
  // Guessing and puzzles hide the moves to be found, in the static view as in the element.
  const spoilers = options.spoilers || options.mode !== null;
  const view = staticHtml(record, {
    path: options.path ?? undefined,
    size: options.size,
    orientation: options.flip ? "silver" : "gold",
    theme: options.theme ?? "light",
    coordinates: options.coordinates,
    spoilers,
  });
  const attributes = [
    options.board ? "" : " controls move-list comments",
    options.coordinates ? " coordinates" : "",
    ` path="${escape(view.path)}"`,
    options.flip ? ' orientation="silver"' : "",
    options.theme ? ` theme="${options.theme}"` : "",
    options.link !== null ? ` link="${escape(options.link)}"` : "",
    options.spoilers ? " spoilers" : "",
    options.mode ? ` mode="${options.mode}"` : "",
    options.guessSide ? ` guess-side="${options.guessSide}"` : "",
    options.overlays !== null ? ` overlays="${escape(options.overlays)}"` : "",
  ].join("");
  // The record rides in a <template>: parsed as text, never shown, and not part of
  // the element's textContent; the element reads it from there (template.content).
  // A hidden <pre> is not shown either (the static view lists the moves), and the
  // element reads it as its own text, which is all that is not slotted.
  // The info string's problems go with the static view (slot="static"): shown
  // until the element runs.
  // Moves the reader is to find ride in base64 (README "Nothing given away"): no search
  // engine, feed reader or reader of the source reads them; the element decodes them.
  const encoding = spoilers ? ' data-encoding="base64"' : "";
  const carrier = recordIn === "pre" ? [`<pre class="arimaa-record"${encoding} hidden>`, "</pre>"] : [`<template class="arimaa-record"${encoding}>`, "</template>"];
  return (
    `<figure class="arimaa">\n` +
    `<arimaa-viewer${attributes}>` +
    `${carrier[0]}${spoilers ? base64(record) : escape(record)}${carrier[1]}\n` +
    view.html +
    problems.map((p) => `<p class="arimaa-problem" slot="static">${escape(p)}</p>\n`).join("") +
    `</arimaa-viewer>\n</figure>\n`
  );
}
