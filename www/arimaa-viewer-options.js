// The attributes of <arimaa-viewer>, read in one place: each change of an observed
// attribute reads them all again into one frozen options object, and everything
// else reads that object, never the attributes.

/** The attributes the element observes (see README "Attributes"). */
export const ATTRIBUTES = [
  "src", "game", "path", "ply", "orientation", "controls", "move-list", "comments",
  "animation", "spoilers", "coordinates", "theme", "loading", "analysis", "editable", "storage",
  "link", "mode", "guess-side",
];

/** The documented rule for boolean attributes: present and not "false" or "off". */
export function isOn(value) {
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
 * - `side`: whether the side panel (move list or caption) is shown;
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
 * - `guess`: `mode="guess"`: the reader guesses each next move on the board
 *   (arimaa-viewer-edit-guess.js); it needs the editing engine, as `analysis` does, and
 *   hides the moves ahead, as `spoilers` does;
 * - `guessSide`: `guess-side="gold"` or `"silver"`: only that side's moves are guessed,
 *   the other side's play themselves; null for both.
 */
export function readOptions(el) {
  const get = (name) => el.getAttribute(name);
  const theme = get("theme");
  const moveList = isOn(get("move-list"));
  const comments = isOn(get("comments"));
  const guess = get("mode") === "guess";
  const guessSide = get("guess-side");
  return Object.freeze({
    src: get("src"),
    game: get("game"),
    path: get("path") ?? get("ply"),
    orientation: get("orientation") === "silver" ? "silver" : "gold",
    controls: isOn(get("controls")),
    moveList,
    comments,
    side: moveList || comments,
    coordinates: isOn(get("coordinates")),
    spoilers: isOn(get("spoilers")) || guess,
    animation: get("animation") === null || isOn(get("animation")),
    theme: theme === "dark" || theme === "light" ? theme : null,
    eager: get("loading") === "eager",
    analysis: isOn(get("analysis")) || isOn(get("editable")) || guess,
    editable: isOn(get("editable")) && !guess,
    guess,
    guessSide: guess && (guessSide === "gold" || guessSide === "silver") ? guessSide : null,
    storage: get("storage") || null,
    link: get("link"),
  });
}
