// Types for arimaa-viewer/markdown-it (www/src/markdown/markdown-it.js). The plugin takes any
// markdown-it instance; it is typed structurally so that markdown-it's types are not needed.

import type { InitSource } from "../core/core.js";
export { FenceOptions, fenceOptions, renderFence } from "./fence.js";

/** What markdown-it's `use` takes. */
export type MarkdownItPlugin = (md: {
  renderer: { rules: { fence?: (...args: any[]) => string } };
}) => void;

/**
 * Loads the static view's producer (`wasm`: anything initStatic() of arimaa-viewer/core
 * takes, for arimaa-edit_bg.wasm) and gives the plugin:
 * `new MarkdownIt().use(await arimaaMarkdownIt())`.
 */
export function arimaaMarkdownIt(options?: { wasm?: InitSource }): Promise<MarkdownItPlugin>;
export default arimaaMarkdownIt;
