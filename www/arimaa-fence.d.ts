// Types for the ```arimaa fence's shared rules (www/arimaa-fence.js), re-exported by
// arimaa-viewer/markdown-it and arimaa-viewer/remark.

/** The options of a fence's info string: ```arimaa path=12s flip size=320 theme=dark link board no-coordinates spoilers mode=puzzle guess-side=gold overlays=frozen,traps */
export interface FenceOptions {
  path: string | null;
  size: number;
  theme: "dark" | "light" | null;
  /** The element's `link` attribute ("" for the default key), or null. */
  link: string | null;
  flip: boolean;
  /** Only the board: no controls, move list or comments. */
  board: boolean;
  coordinates: boolean;
  /** The element's `spoilers`; the static view then lists only the moves to the node shown (so it does with a mode). */
  spoilers: boolean;
  /** The element's `mode`: guess the move, or solve the record's puzzle. */
  mode: "guess" | "puzzle" | null;
  /** The element's `guess-side`. */
  guessSide: "gold" | "silver" | null;
  /** The element's `overlays` (names separated by spaces), "" for the group with none on, or null. */
  overlays: string | null;
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
