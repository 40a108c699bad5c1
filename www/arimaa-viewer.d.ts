// Types for arimaa-viewer.js (placeholder API; grows with the viewer).

/** Loads the wasm module; call (and await) before the functions below. Idempotent. */
export function init(): Promise<void>;

/** The library version, e.g. "0.1.0". */
export function version(): string;

/**
 * Reads a 64-character short board (a8..h8, …, a1..h1; space or "." for empty;
 * brackets optional). Returns 64 piece letters ("E", "r", …) or null per square.
 * @throws Error when the text is not a short board.
 */
export function boardFromShort(short: string): (string | null)[];

/** Defines <arimaa-viewer> (already done on import). */
export function registerElements(): void;

/** <arimaa-viewer board="[…64…]">: shows the version and, if given, the board. */
export class ArimaaViewer extends HTMLElement {
  static observedAttributes: string[];
}

declare global {
  interface HTMLElementTagNameMap {
    "arimaa-viewer": ArimaaViewer;
  }
}
