// A strict consumer of the Markdown plugins' types (www/arimaa-markdown-it.d.ts,
// www/arimaa-remark.d.ts): both re-export the one fence module's options and renderer.
import { arimaaMarkdownIt, fenceOptions, type FenceOptions, type MarkdownItPlugin } from "../../www/arimaa-markdown-it.js";
import { remarkArimaa, renderFence, type MdastNode } from "../../www/arimaa-remark.js";

export async function plugins(): Promise<[MarkdownItPlugin, (tree: MdastNode) => Promise<void>]> {
  const options: FenceOptions = fenceOptions("arimaa path=12s flip").options;
  const size: number = options.size;
  return [await arimaaMarkdownIt({ wasm: new URL(`https://example.org/arimaa-edit_bg.wasm#${size}`) }), remarkArimaa()];
}

export async function transform(tree: MdastNode): Promise<string> {
  await remarkArimaa({ wasm: "https://example.org/arimaa-edit_bg.wasm", recordIn: "pre" })(tree);
  return renderFence("1g Ra2", "arimaa board", { recordIn: "template" });
}
