// <arimaa-viewer>: placeholder shell over the wasm API (the real viewer replaces it).
// No inline styles or scripts anywhere: pages may serve a strict CSP.
import initWasm, { version, boardFromShort } from "./pkg/arimaa.js";

let loading = null;

/** Loads the wasm module once per page (located next to pkg/arimaa.js). */
export function init() {
  loading ??= initWasm().then(() => undefined);
  return loading;
}

export { version, boardFromShort };

/** Defines the custom elements (done on import; safe to call again). */
export function registerElements() {
  if (!customElements.get("arimaa-viewer")) customElements.define("arimaa-viewer", ArimaaViewer);
}

export class ArimaaViewer extends HTMLElement {
  static observedAttributes = ["board"];

  connectedCallback() {
    this.#render();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#render();
  }

  async #render() {
    const root = this.shadowRoot ?? this.attachShadow({ mode: "open" });
    try {
      await init();
      const title = document.createElement("p");
      title.className = "version";
      title.textContent = `arimaa-viewer ${version()}`;
      const parts = [title];
      const board = this.getAttribute("board");
      if (board !== null) parts.push(diagram(boardFromShort(board)));
      root.replaceChildren(...parts);
      this.dispatchEvent(new Event("load"));
    } catch (error) {
      const message = document.createElement("p");
      message.className = "error";
      message.textContent = String(error?.message ?? error);
      root.replaceChildren(message);
      this.dispatchEvent(new CustomEvent("error", { detail: error }));
    }
  }
}

/** A text diagram: ranks 8..1, files a..h, "." for an empty square. */
function diagram(squares) {
  const pre = document.createElement("pre");
  const lines = [];
  for (let rank = 0; rank < 8; rank++) {
    const row = squares.slice(rank * 8, rank * 8 + 8).map((p) => p ?? ".");
    lines.push(`${8 - rank} ${row.join(" ")}`);
  }
  lines.push("  a b c d e f g h");
  pre.textContent = lines.join("\n");
  return pre;
}

registerElements();
