// A strict consumer of the Markdown plugins' types (www/src/markdown/markdown-it.d.ts,
// www/src/markdown/remark.d.ts): both re-export the one fence module's options and renderer.
import { arimaaMarkdownIt, fenceOptions, type FenceOptions, type MarkdownItPlugin } from "../../www/src/markdown/markdown-it.js";
import { remarkArimaa, renderFence, type MdastNode } from "../../www/src/markdown/remark.js";

export async function plugins(): Promise<[MarkdownItPlugin, (tree: MdastNode) => Promise<void>]> {
  const options: FenceOptions = fenceOptions("arimaa path=12s flip").options;
  const size: number = options.size;
  const mode: "guess" | "puzzle" | null = fenceOptions("arimaa mode=puzzle spoilers").options.mode;
  const hidden: boolean = options.spoilers && mode !== "guess";
  return [await arimaaMarkdownIt({ wasm: new URL(`https://example.org/arimaa-edit_bg.wasm#${size}${hidden}`) }), remarkArimaa()];
}

export async function transform(tree: MdastNode): Promise<string> {
  await remarkArimaa({ wasm: "https://example.org/arimaa-edit_bg.wasm", recordIn: "pre" })(tree);
  return renderFence("1g Ra2", "arimaa board", { recordIn: "template" });
}
