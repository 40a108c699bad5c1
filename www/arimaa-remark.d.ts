// Types for arimaa-viewer/remark (www/arimaa-remark.js). Typed structurally, so that
// neither unified's nor mdast's types are needed.

export { FenceOptions, fenceOptions, renderFence } from "./arimaa-fence.js";

/** The part of an mdast tree the plugin reads and writes. */
export interface MdastNode {
  type: string;
  children?: MdastNode[];
  lang?: string | null;
  meta?: string | null;
  value?: string;
  [key: string]: unknown;
}

/**
 * The remark plugin: `unified().use(remarkParse).use(remarkArimaa)`, or Astro's
 * `markdown.remarkPlugins: [remarkArimaa]`. Each ```arimaa code node becomes an `html`
 * node; the transform loads the static view's producer the first time it meets one
 * (`wasm`: anything initStatic() of arimaa-viewer/core takes).
 */
export function remarkArimaa(options?: { wasm?: unknown }): (tree: MdastNode) => Promise<void>;
export default remarkArimaa;
