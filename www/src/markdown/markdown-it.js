// arimaa-viewer/markdown-it: a markdown-it plugin for ```arimaa fences. Each fence
// (any record the viewer reads) becomes an <arimaa-viewer> holding the record and its
// static view (the core's staticHtml, README "Static first": the board as SVG, the
// moves, the problems), which the element replaces in the same box when scripts run.
//
//   import MarkdownIt from "markdown-it";
//   import { arimaaMarkdownIt } from "arimaa-viewer/markdown-it";
//   const md = new MarkdownIt().use(await arimaaMarkdownIt());
//
// markdown-it renders synchronously, so the wasm is loaded first: the function is
// async and gives the plugin. The info string holds options, the element's attributes
// spelled as it spells them (README "Markdown"):
//   ```arimaa path=12s orientation=silver size=320 theme=dark link=game1 controls=off
// The fence's rules and HTML are fence.js's, shared with the remark plugin.
import { initStatic } from "../core/core.js";
import { isArimaaFence, renderFence } from "./fence.js";

export { fenceOptions, renderFence } from "./fence.js";

/**
 * Loads the static view's producer (optional `wasm`: what the core's initStatic()
 * takes, for arimaa-edit_bg.wasm) and gives the plugin: fences whose info string
 * starts with `arimaa` are rendered by renderFence, others as before.
 * @type {typeof import("./markdown-it.js").arimaaMarkdownIt} as markdown-it.d.ts declares it
 */
export async function arimaaMarkdownIt({ wasm } = {}) {
  await initStatic(wasm);
  return function arimaa(md) {
    const fence = md.renderer.rules.fence;
    md.renderer.rules.fence = (tokens, index, options, env, self) => {
      const token = tokens[index];
      if (!isArimaaFence(token.info)) return /** @type {(...args: unknown[]) => string} markdown-it's own */ (fence)(tokens, index, options, env, self);
      return renderFence(token.content, token.info);
    };
  };
}

export default arimaaMarkdownIt;
