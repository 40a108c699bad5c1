// Types for the ```arimaa fence's shared rules (www/src/markdown/fence.js), re-exported by
// arimaa-viewer/markdown-it and arimaa-viewer/remark.

/**
 * The options of a fence's info string, the element's attributes in camelCase and the
 * fence's `size`: ```arimaa path=12s orientation=silver size=320 theme=dark link
 * controls=off coordinates=off spoilers mode=puzzle overlays=frozen,traps
 */
export interface FenceOptions {
  // Generated from www/src/attributes.json by scripts/attributes.mjs: edit there.
  /** In a text of several games, the game to open: its number (`3`, 1-based) or `id=` and its `Id` header (`id=669130`); without it the first. */
  game: string | null;
  /** The node to open at, e.g. `12s`, `5g.2.6s`, `12s:2`, `3/12s` (the docs' Node paths). */
  path: string | null;
  /** The side at the bottom of the board: `gold` or `silver`. */
  orientation: "gold" | "silver";
  /** On unless turned off. Show the navigation buttons. */
  controls: boolean;
  /** On unless turned off. Show the move list (variations as indented, collapsible lists). */
  moveList: boolean;
  /** On unless turned off. Show the caption: the move, step and position comments of the node shown. */
  comments: boolean;
  /** On unless turned off. Draw the file and rank labels around the board. */
  coordinates: boolean;
  /** Hide the result and the moves after the node shown until "Show the rest of the game". */
  spoilers: boolean;
  /** `dark` or `light` forces a colour scheme; without it `prefers-color-scheme` decides. */
  theme: "dark" | "light" | null;
  /** Readers may play moves on the board, each kept in the record's tree. */
  analysis: boolean;
  /** The page's address follows the node shown, and a page opened with it opens there; the value is the viewer's key (empty: its `id`, else `arimaa`). */
  link: string | null;
  /** `guess`: the reader guesses each next move on the board; `puzzle`: the reader solves the record's puzzle, judged by the engine. */
  mode: "guess" | "puzzle" | null;
  /** With `mode="guess"`, `gold` or `silver`: only that side's moves are guessed, the other side's play themselves. */
  guessSide: "gold" | "silver" | null;
  /** A toggle group under the board that draws frozen pieces, captures, goal threats and trap control; the value names those on at first (`frozen traps`, `all`), empty for none. */
  overlays: string | null;
  /** The static view's board in px (64–2048). */
  size: number;
  // (end of the generated part)
}

/** Whether an info string (its first word) names an arimaa fence. */
export function isArimaaFence(info: string | null | undefined): boolean;

/** Reads an info string (starting with `arimaa`); unknown words are reported as problems. */
export function fenceOptions(info: string): { options: FenceOptions; problems: string[] };

/**
 * One fence as HTML: a <figure> holding the <arimaa-viewer> with the record (in a
 * <template class="arimaa-record">, or with `recordIn: "pre"` a hidden
 * <pre class="arimaa-record"> for pipelines that compile HTML to JSX), the static view of
 * the node (the board as SVG, the moves, the problems). With `spoilers` or a `mode` the
 * record is written in base64 (`data-encoding="base64"`, decoded by the element), so
 * the page never holds the moves to be found as text. Needs the static view's
 * producer loaded (the plugins do it).
 */
export function renderFence(record: string, info: string, options?: { recordIn?: "template" | "pre" }): string;
