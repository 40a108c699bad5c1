// The attributes of <arimaa-viewer>, read in one place: each change of an observed
// attribute reads them all again into one frozen options object, and everything
// else reads that object, never the attributes. Which attributes there are, their
// types, values and defaults come from attributes.json (README "Attributes"),
// through the module scripts/attributes.mjs writes from it.
import { ELEMENT } from "../attributes.js";

/** The attributes the element observes (see README "Attributes"). */
export const ATTRIBUTES = /** @type {(keyof typeof ELEMENT)[]} */ (Object.keys(ELEMENT));

/** The documented rule for boolean attributes: present and not "false" or "off". */
export function isOn(/** @type {string | null} */ value) {
  return value !== null && value !== "false" && value !== "off";
}

/**
 * An attribute as the schema types it: a switch by isOn, its default when absent; an
 * enum's value, or its default (the first) when absent or not one of the enum's; else
 * as written.
 * @param {Element} el
 * @param {keyof typeof ELEMENT} name
 * @returns {boolean | string | null} as Attributes types it, by name
 */
function read(el, name) {
  const spec = /** @type {boolean | readonly (string | null)[] | null} */ (ELEMENT[name]);
  const value = el.getAttribute(name);
  if (typeof spec === "boolean") return value === null ? spec : isOn(value);
  return spec?.includes(value) ? value : spec ? spec[0] : value;
}

/**
 * The element's attributes as options, each under its name in camelCase (`ply` and
 * `loading` too, as written; read `path` and `eager`):
 * - `src`: the record's URL, or null;
 * - `game`: the game to open in a text of several: its number (1-based) or
 *   `id=` and its id, or null (the first);
 * - `path`: the node to open at (`path`, else its alias `ply`), or null;
 * - `orientation`: "gold" or "silver" (before flips);
 * - `controls`, `moveList`, `comments`, `coordinates`, `spoilers`: booleans;
 * - `side`: whether the side panel is shown (the move list, the comments, or the
 *   editing parts' panels);
 * - `animation`: step animation allowed (on unless the attribute says off);
 * - `theme`: "dark", "light", or null when prefers-color-scheme decides;
 * - `eager`: `loading="eager"` (start at once instead of near the viewport);
 * - `analysis`: readers may play moves on the board, kept as variations (on
 *   with `editable` too);
 * - `editable`: the record may be annotated and reshaped (comments, glyphs,
 *   markings, header, setups);
 * - `storage`: the localStorage key under which edits are kept across reloads, or null;
 * - `link`: the page's URL fragment follows the node shown (link.js): the
 *   attribute's value ("" for the default key), or null when absent;
 * - `mode`: "guess", "puzzle" or null (the attribute's other values are null).
 *   `mode="guess"`: the reader guesses each next move on the board
 *   (editing/guess.js); `mode="puzzle"`: the reader solves the record's
 *   puzzle (its `Puzzle` field) on the board, judged by the engine
 *   (editing/puzzle.js). Both need the editing engine, as `analysis` does,
 *   and hide the moves ahead, as `spoilers` does;
 * - `guessSide`: "gold" or "silver": only that side's moves are guessed, the other's
 *   play themselves; null (any other value), both;
 * - `overlays`: the `overlays` attribute's value (the overlays on at first: names among
 *   `frozen captures goals traps`, or `all`), "" for the toggle group with none on, or
 *   null when absent: no overlays (editing/overlays.js);
 * - `editor`: whether the viewer uses the editor's wasm (and the editing chunk): with
 *   `analysis` (and so every mode) or `overlays`;
 * - `engine`: the engine's toggle and panel (engine/index.js), never in a `mode`.
 * @param {Element} el
 */
export function readOptions(el) {
  // Every attribute as typed, under its name in camelCase (move-list: moveList), then
  // what follows from several.
  const o = /** @type {Attributes} filled here, by name */ ({});
  for (const name of ATTRIBUTES) {
    /** @type {Record<string, unknown>} */ (o)[name.replace(/-(.)/g, (_, c) => c.toUpperCase())] = read(el, name);
  }
  const judged = !!o.mode;
  const analysis = o.analysis || o.editable || judged;
  return Object.freeze({
    ...o,
    path: o.path ?? o.ply,
    side: o.moveList || o.comments || analysis || o.overlays !== null || o.engine,
    spoilers: o.spoilers || judged,
    eager: o.loading === "eager",
    analysis,
    editable: o.editable && !judged,
    // A teaching mode's answer is what the engine would show.
    engine: o.engine && !judged,
    editor: analysis || o.overlays !== null,
    storage: o.storage || null,
  });
}

/**
 * The options object (readOptions): what each option means is said there.
 * @typedef {ReturnType<typeof readOptions>} Options
 */
/**
 * The element's attributes as read() reads them, typed from ELEMENT's values: each
 * under its name in camelCase; a switch a boolean, an enum one of its values (its
 * default null or not), else the text written or null.
 * @typedef {{ [K in keyof typeof ELEMENT as CamelCase<K>]: AttributeValue<(typeof ELEMENT)[K]> }} Attributes
 */
/**
 * `move-list` → `moveList`.
 * @template {string} S
 * @typedef {S extends `${infer A}-${infer B}` ? `${A}${Capitalize<CamelCase<B>>}` : S} CamelCase
 */
/**
 * @template Spec
 * @typedef {Spec extends boolean ? boolean : Spec extends readonly (infer V)[] ? V : string | null} AttributeValue
 */
