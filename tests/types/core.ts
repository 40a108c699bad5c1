// A strict consumer of arimaa-viewer/core (www/src/core/core.d.ts): the DOM-free entry
// as Node, a worker or server-side code uses it, with every form init() accepts.
import { GameView, init, initStatic, maxRecordBytes, parseGame, staticHtml, version, type StaticHtml, type InitSource, type GameSummary, type ViewState } from "../../www/src/core/core.js";

export async function readRecord(text: string, wasm?: InitSource): Promise<string[]> {
  await init(wasm);
  const game: GameView = await parseGame(text);
  try {
    const games: GameSummary[] = game.games();
    const state: ViewState = game.state();
    return [version(), String(maxRecordBytes()), game.fan(), state.path, ...games.map((g) => g.label)];
  } finally {
    game.free();
  }
}

export const sources: InitSource[] = [
  "https://example.org/arimaa_bg.wasm",
  new URL("https://example.org/arimaa_bg.wasm"),
  new Request("https://example.org/arimaa_bg.wasm"),
  new Response(new Uint8Array(8)),
  fetch("https://example.org/arimaa_bg.wasm"),
  new Uint8Array(8),
  new ArrayBuffer(8),
];
export const compiled = async (bytes: ArrayBuffer): Promise<InitSource> => WebAssembly.compile(bytes);

/** The static view a build tool writes inside <arimaa-viewer>, after loading its producer. */
export async function staticView(text: string): Promise<string> {
  await initStatic();
  const view: StaticHtml = staticHtml(text, { path: "12s", game: 1, size: 320, orientation: "silver", theme: "dark", coordinates: false, spoilers: true });
  return `${view.path} ${view.problems.join("; ")} ${view.html}`;
}
