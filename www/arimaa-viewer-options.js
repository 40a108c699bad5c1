// The attributes of <arimaa-viewer>, read in one place: each change of an observed
// attribute reads them all again into one frozen options object, and everything
// else reads that object, never the attributes.

/** The attributes the element observes (see README "Attributes"). */
export const ATTRIBUTES = [
  "src", "game", "path", "ply", "orientation", "controls", "move-list", "comments",
  "animation", "spoilers", "coordinates", "theme", "loading", "analysis", "editable", "storage",
  "link", "mode", "guess-side", "overlays",
];

/** The documented rule for boolean attributes: present and not "false" or "off". */
export function isOn(/** @type {string | null} */ value) {
  return value !== null && value !== "false" && value !== "off";
}

/**
 * The element's attributes as options:
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
 * - `link`: the page's URL fragment follows the node shown (arimaa-viewer-link.js): the
 *   attribute's value ("" for the default key), or null when absent;
 * - `mode`: "guess", "puzzle" or null (the attribute's other values are null).
 *   `mode="guess"`: the reader guesses each next move on the board
 *   (arimaa-viewer-edit-guess.js); `mode="puzzle"`: the reader solves the record's
 *   puzzle (its `Puzzle` field) on the board, judged by the engine
 *   (arimaa-viewer-edit-puzzle.js). Both need the editing engine, as `analysis` does,
 *   and hide the moves ahead, as `spoilers` does;
 * - `guessSide`: the `guess-side` attribute as written (the guessing part reads
 *   "gold" or "silver": only that side's moves are guessed, the other's play
 *   themselves; anything else, both);
 * - `overlays`: the `overlays` attribute's value (the overlays on at first: names among
 *   `frozen captures goals traps`, or `all`), "" for the toggle group with none on, or
 *   null when absent: no overlays (arimaa-viewer-edit-overlays.js);
 * - `editor`: whether the viewer uses the editor's wasm (and the editing chunk): with
 *   `analysis` (and so every mode) or `overlays`.
 * @param {Element} el
 * @returns {Options}
 */
export function readOptions(el) {
  const get = (/** @type {string} */ name) => el.getAttribute(name);
  const theme = get("theme");
  const moveList = isOn(get("move-list"));
  const comments = isOn(get("comments"));
  const mode = /^(guess|puzzle)$/.test(/** @type {string} */ (get("mode"))) ? /** @type {"guess" | "puzzle"} */ (get("mode")) : null;
  const judged = !!mode;
  const overlays = get("overlays");
  const analysis = isOn(get("analysis")) || isOn(get("editable")) || judged;
  return Object.freeze({
    src: get("src"),
    game: get("game"),
    path: get("path") ?? get("ply"),
    orientation: get("orientation") === "silver" ? "silver" : "gold",
    controls: isOn(get("controls")),
    moveList,
    comments,
    side: moveList || comments || analysis || overlays !== null,
    coordinates: isOn(get("coordinates")),
    spoilers: isOn(get("spoilers")) || judged,
    animation: isOn(get("animation") ?? ""),
    theme: theme === "dark" || theme === "light" ? theme : null,
    eager: get("loading") === "eager",
    analysis,
    editable: isOn(get("editable")) && !judged,
    mode,
    overlays,
    editor: analysis || overlays !== null,
    guessSide: get("guess-side"),
    storage: get("storage") || null,
    link: get("link"),
  });
}

/**
 * The options object (readOptions): what each option means is said there.
 * @typedef {Readonly<{
 *   src: string | null, game: string | null, path: string | null,
 *   orientation: import("./arimaa-core.js").Side,
 *   controls: boolean, moveList: boolean, comments: boolean, side: boolean, coordinates: boolean,
 *   spoilers: boolean, animation: boolean, theme: "dark" | "light" | null, eager: boolean,
 *   analysis: boolean, editable: boolean, mode: "guess" | "puzzle" | null, overlays: string | null,
 *   editor: boolean, guessSide: string | null, storage: string | null, link: string | null,
 * }>} Options
 */
