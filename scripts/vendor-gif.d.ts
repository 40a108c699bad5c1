// The types of www/vendor/gif.js (scripts/vendor-gif.js bundled; neither omggif nor
// gifenc ships any): the parts www/src/element/gif.js uses. scripts/build-wasm.sh copies
// this file beside the bundle, where the sources' type check finds it.

/** A colour format of gifenc's quantizer: bits per channel, with or without alpha. */
export type ColourFormat = "rgb565" | "rgb444" | "rgba4444";

/** omggif's writer of a GIF into `buf` (which it does not grow). */
export class GifWriter {
  constructor(buf: Uint8Array, width: number, height: number,
    options?: { palette?: number[]; loop?: number; background?: number });
  /** Adds a frame of palette indices (`w` × `h`) at (`x`, `y`); returns the bytes written so far. */
  addFrame(x: number, y: number, w: number, h: number, indexedPixels: Uint8Array,
    options?: { palette?: number[]; delay?: number; disposal?: number; transparent?: number }): number;
  /** Ends the file; returns its length in bytes. */
  end(): number;
}

/** gifenc's palette of at most `maxColors` colours for RGBA pixels: [r, g, b] (or [r, g, b, a]) each. */
export function quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number,
  options?: { format?: ColourFormat; oneBitAlpha?: boolean | number; clearAlpha?: boolean;
    clearAlphaColor?: number; clearAlphaThreshold?: number }): number[][];

/** gifenc: each RGBA pixel's nearest colour of `palette`, as its index. */
export function applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: number[][], format?: ColourFormat): Uint8Array;
