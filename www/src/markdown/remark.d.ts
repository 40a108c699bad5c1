// Types for arimaa-viewer/remark (www/src/markdown/remark.js). Typed structurally, so that
// neither unified's nor mdast's types are needed.

import type { InitSource } from "../core/core.js";
export { FenceOptions, fenceOptions, renderFence } from "./fence.js";

/** The part of an mdast tree the plugin reads and writes. */
export interface MdastNode {
  type: string;
  children?: MdastNode[];
  lang?: string | null;
  meta?: string | null;
  value?: string;
  [key: string]: unknown;
}

/** The plugin's options. */
export interface RemarkArimaaOptions {
  /** Anything initStatic() of arimaa-viewer/core takes, for arimaa-edit_bg.wasm. */
  wasm?: InitSource;
  /**
   * Where the record rides: a <template> (the markdown-it plugin's output), or a hidden
   * <pre> for pipelines that compile HTML to JSX (they drop a template's content).
   * Default: "pre" when remark-mdx is in the processor, else "template".
   */
  recordIn?: "template" | "pre";
}

/**
 * The remark plugin: `unified().use(remarkParse).use(remarkArimaa)`, or Astro's
 * `markdown.remarkPlugins: [remarkArimaa]`. Each ```arimaa code node becomes an `html`
 * node; the transform loads the static view's producer the first time it meets one.
 */
export function remarkArimaa(options?: RemarkArimaaOptions): (tree: MdastNode) => Promise<void>;
export default remarkArimaa;
