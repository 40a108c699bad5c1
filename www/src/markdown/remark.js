// arimaa-viewer/remark: a remark (unified) plugin for ```arimaa fences, for Astro, MDX,
// Docusaurus and any remark → rehype pipeline. Each fence becomes an `html` node holding
// what the markdown-it plugin writes for it (fence.js: the <arimaa-viewer> with
// the record and its static view, README "Static first"), so the page reads without
// JavaScript and the element takes over in the same box when scripts run.
//
//   import { remarkArimaa } from "arimaa-viewer/remark";
//   // astro.config.mjs: export default defineConfig({ markdown: { remarkPlugins: [remarkArimaa] } });
//
// The transform is async: it loads the static view's producer (the core's initStatic,
// once per process) the first time a document holds a fence. remark-rehype drops raw
// HTML unless told to keep it (`allowDangerousHtml`, then rehype-raw or rehype-stringify
// with the same option); Astro's Markdown and MDX keep it already.
import { initStatic } from "../core/core.js";
import { isArimaaFence, renderFence } from "./fence.js";

export { fenceOptions, renderFence } from "./fence.js";

/** @typedef {import("./remark.js").MdastNode} MdastNode */

/** remark's `code` node's info string: its lang and meta, as the fence wrote them. */
const infoOf = (/** @type {MdastNode} */ node) => [node.lang, node.meta].filter(Boolean).join(" ");

/**
 * Every ```arimaa code node with its parent and index (no dependency for one walk).
 * @param {MdastNode} tree
 */
function fences(tree) {
  /** @type {{ parent: MdastNode, index: number, node: MdastNode }[]} */
  const found = [];
  const walk = (/** @type {MdastNode} */ node) => {
    node.children?.forEach((child, index) => {
      if (child.type === "code" && isArimaaFence(infoOf(child))) found.push({ parent: node, index, node: child });
      else walk(child);
    });
  };
  walk(tree);
  return found;
}

/**
 * The part of a unified processor read here: its data, by key.
 * @typedef {{ data?: (key: string) => unknown } | undefined} Processor
 */
/** @typedef {Agreed<Exclude<typeof remarkArimaa, typeof import("./remark.js").remarkArimaa>>} AgreesWithDts */

/** Whether remark-mdx is in the processor (its mdast extensions read JSX tags). */
const isMdx = (/** @type {Processor} */ processor) =>
  [processor?.data?.("fromMarkdownExtensions") ?? []].flat(Infinity).some((/** @type {{ enter?: { mdxJsxFlowTag?: unknown } } | undefined} */ e) => e?.enter?.mdxJsxFlowTag);

/**
 * The plugin (`unified().use(remarkArimaa, { wasm, recordIn })`; `wasm`: anything
 * initStatic() of arimaa-viewer/core takes, for arimaa-edit_bg.wasm). Other code
 * blocks are left alone. `recordIn`: where the record rides, "template" or "pre"; by
 * default "pre" under MDX, which compiles the HTML to JSX and so drops a <template>'s
 * content, and "template" elsewhere (what the markdown-it plugin writes).
 * @this {Processor} unified's processor, when it calls the plugin
 * @param {import("./remark.js").RemarkArimaaOptions} [options]
 * @returns {(tree: MdastNode) => Promise<void>}
 */
export function remarkArimaa({ wasm, recordIn } = {}) {
  const processor = this;
  return async function transform(tree) {
    const found = fences(tree);
    if (found.length === 0) return;
    await initStatic(wasm);
    const carrier = recordIn ?? (isMdx(processor) ? "pre" : "template");
    for (const { parent, index, node } of found) {
      // remark's value lacks the fence's last line break, which markdown-it keeps: put
      // back, the two plugins write the same bytes for the same fence.
      const record = node.value ? `${node.value}\n` : "";
      /** @type {MdastNode[]} it holds the fence */ (parent.children)[index] = { type: "html", value: renderFence(record, infoOf(node), { recordIn: carrier }), position: node.position };
    }
  };
}

export default remarkArimaa;
