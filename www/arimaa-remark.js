// arimaa-viewer/remark: a remark (unified) plugin for ```arimaa fences, for Astro, MDX,
// Docusaurus and any remark → rehype pipeline. Each fence becomes an `html` node holding
// what the markdown-it plugin writes for it (arimaa-fence.js: the <arimaa-viewer> with
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
import { initStatic } from "./arimaa-core.js";
import { isArimaaFence, renderFence } from "./arimaa-fence.js";

export { fenceOptions, renderFence } from "./arimaa-fence.js";

/** remark's `code` node's info string: its lang and meta, as the fence wrote them. */
const infoOf = (node) => [node.lang, node.meta].filter(Boolean).join(" ");

/** Every ```arimaa code node with its parent and index (no dependency for one walk). */
function fences(tree) {
  const found = [];
  const walk = (node) => {
    node.children?.forEach((child, index) => {
      if (child.type === "code" && isArimaaFence(infoOf(child))) found.push({ parent: node, index, node: child });
      else walk(child);
    });
  };
  walk(tree);
  return found;
}

/** Whether remark-mdx is in the processor (its mdast extensions read JSX tags). */
const isMdx = (processor) =>
  [processor?.data?.("fromMarkdownExtensions") ?? []].flat(Infinity).some((e) => e?.enter?.mdxJsxFlowTag);

/**
 * The plugin (`unified().use(remarkArimaa, { wasm, recordIn })`; `wasm`: anything
 * initStatic() of arimaa-viewer/core takes, for arimaa-edit_bg.wasm). Other code
 * blocks are left alone. `recordIn`: where the record rides, "template" or "pre"; by
 * default "pre" under MDX, which compiles the HTML to JSX and so drops a <template>'s
 * content, and "template" elsewhere (what the markdown-it plugin writes).
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
      parent.children[index] = { type: "html", value: renderFence(record, infoOf(node), { recordIn: carrier }), position: node.position };
    }
  };
}

export default remarkArimaa;
