// The HTML the block "Arimaa game" saves: the element holding the record (in a
// <template>) and its static view (the core's staticHtml, README "Static first"),
// so a post's HTML, its feed and readers without scripts show the board and moves.
// Loaded by editor.js in the block editor, and by the tests in Node, with the core.
//
// The markup is written in the form WordPress's post filter (kses, for authors
// without unfiltered_html) writes back: what an Author saves is then exactly what
// readers get, byte for byte, and the block's HTML stays valid when reopened.

const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ESCAPES[c]);

/** The block's settings as saved in its comment (block.json's attributes), with their defaults. */
export const DEFAULTS = Object.freeze({
  game: 1,
  path: "",
  orientation: "gold",
  controls: true,
  moveList: true,
  comments: true,
  coordinates: true,
  spoilers: false,
  mode: "",
  guessSide: "",
  overlays: undefined,
});

/** The overlays the element draws, and `all`. */
const OVERLAYS = ["frozen", "captures", "goals", "traps", "all"];

/**
 * The teaching settings as the element takes them: a mode (`guess`, `puzzle`), the side
 * guessed, and the overlays on at first (known names, spaces between; "" shows the
 * group with none on; null, no group). Other values are left out.
 */
export function teaching(s) {
  const mode = s.mode === "guess" || s.mode === "puzzle" ? s.mode : null;
  const guessSide = mode === "guess" && (s.guessSide === "gold" || s.guessSide === "silver") ? s.guessSide : null;
  const overlays =
    typeof s.overlays === "string"
      ? [...new Set(s.overlays.toLowerCase().split(/[\s,]+/).filter((w) => OVERLAYS.includes(w)))].join(" ")
      : null;
  return { mode, guessSide, overlays };
}

/**
 * The control characters kses deletes from a post (all below U+0020 but tab, line
 * feed and carriage return): taken out first, so that the record kept in the post is
 * the one the picture was made from.
 */
const STRIPPED = /[\x00-\x08\x0B\x0C\x0E-\x1F]/g;

/**
 * The saved fragment for `record` and the block's `settings` (see DEFAULTS), made by
 * `core.staticHtml` (after `await core.initStatic()`). Gives `{ html, path, problems }`:
 * `path` is the node the picture shows (the element opens there), `problems` what
 * staticHtml found wrong with the record or the settings. `lang`: the site's language
 * (BCP 47, "de-DE"), which the static view is written in and the element then speaks,
 * whatever the page around it says; none, the page's.
 */
export function blockFragment(core, record, settings = {}, { lang } = {}) {
  const s = { ...DEFAULTS, ...settings };
  const text = String(record).replace(STRIPPED, "");
  const path = String(s.path ?? "").trim();
  const silver = s.orientation === "silver";
  const teach = teaching(s);
  const hides = !!s.spoilers || teach.mode !== null;
  const language = typeof lang === "string" && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(lang) ? lang : null;
  const view = core.staticHtml(text, {
    lang: language ?? undefined,
    path: path || undefined,
    game: s.game > 1 ? String(s.game) : undefined,
    orientation: silver ? "silver" : "gold",
    theme: "light",
    coordinates: !!s.coordinates,
    // Guessing and puzzles hide the moves to be found, in the static view too.
    spoilers: hides,
  });
  const attributes = [
    language ? ` lang="${language}"` : "",
    s.controls ? " controls" : "",
    s.moveList ? " move-list" : "",
    s.comments ? " comments" : "",
    s.coordinates ? " coordinates" : "",
    s.spoilers ? " spoilers" : "",
    ` path="${escape(view.path)}"`,
    silver ? ' orientation="silver"' : "",
    teach.mode ? ` mode="${teach.mode}"` : "",
    teach.guessSide ? ` guess-side="${teach.guessSide}"` : "",
    teach.overlays !== null ? ` overlays="${teach.overlays}"` : "",
  ].join("");
  // Moves the reader is to find ride in base64, never as text a search engine, a feed
  // reader or a reader of the source reads; the element decodes them (README "Nothing
  // given away").
  const carried = hides
    ? `<template class="arimaa-record" data-encoding="base64">${base64(text)}</template>`
    : `<template class="arimaa-record">${escape(text)}</template>`;
  const html =
    `<figure class="arimaa">\n` +
    `<arimaa-viewer${attributes}>${carried}\n` +
    keptByKses(view.html) +
    `</arimaa-viewer>\n</figure>`;
  return { html, path: view.path, problems: view.problems };
}

/** `text`'s UTF-8 in base64 (what the element's `data-encoding="base64"` reads). */
export function base64(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * kses writes a self-closing tag's end as " />" (`<path d="…" />`); the SVG writer
 * writes "/>". Every text and attribute value of the fragment has its ">" escaped,
 * so "/>" occurs only at the end of a tag.
 */
const keptByKses = (html) => html.replace(/(?<! )\/>/g, " />");
