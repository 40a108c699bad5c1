// Types for arimaa-viewer/markdown-it (www/arimaa-markdown-it.js). The plugin takes any
// markdown-it instance; it is typed structurally so that markdown-it's types are not needed.

/** The options of a fence's info string: ```arimaa path=12s flip size=320 theme=dark link board no-coordinates */
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
}

/** Reads an info string (starting with `arimaa`); unknown words are reported as problems. */
export function fenceOptions(info: string): { options: FenceOptions; problems: string[] };

/**
 * One fence as HTML: a <figure> holding the <arimaa-viewer> with the record (in a
 * <template class="arimaa-record">), the static SVG picture of the node and the
 * record's problems. Needs the wasm loaded (arimaaMarkdownIt does it).
 */
export function renderFence(record: string, info: string): string;

/** What markdown-it's `use` takes. */
export type MarkdownItPlugin = (md: {
  renderer: { rules: { fence?: (...args: any[]) => string } };
}) => void;

/**
 * Loads the static view's producer (`wasm`: anything initStatic() of arimaa-viewer/core
 * takes, for arimaa-edit_bg.wasm) and gives the plugin:
 * `new MarkdownIt().use(await arimaaMarkdownIt())`.
 */
export function arimaaMarkdownIt(options?: { wasm?: unknown }): Promise<MarkdownItPlugin>;
export default arimaaMarkdownIt;
