// Animated GIF of a line: the frames are the viewer's own (the film planned in
// Rust, each still drawn by the same canvas code as the board), encoded here.
// Loaded on demand (the element imports it when a GIF is asked for), so readers
// who never make one do not download the encoder. Imports nothing of the
// element's: the element hands over the GameView and the film.
import { GifWriter, quantize, applyPalette } from "../../vendor/gif.js";

/** @typedef {{ x: number, y: number, w: number, h: number }} Box a rectangle of pixels */

/**
 * Encodes the film `view` holds (after view.film(...)) as an animated GIF:
 * one global palette (quantized from a sample of the frames: the first, the
 * last and some between), each frame after the first cropped to what changed.
 * `drawStill(i, ctx)` draws still i onto a width × height canvas at dpr 1.
 * Returns the GIF's bytes.
 * @param {object} film
 * @param {number} film.width
 * @param {number} film.height
 * @param {number[]} film.delays each still's, in ms
 * @param {(i: number, ctx: CanvasRenderingContext2D) => void} film.drawStill
 * @returns {Promise<Uint8Array<ArrayBuffer>>}
 */
export async function encodeGif({ width, height, delays, drawStill }) {
  // A DOM canvas, not an OffscreenCanvas: drawStill takes a CanvasRenderingContext2D.
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = /** @type {CanvasRenderingContext2D} a new canvas has one */ (canvas.getContext("2d", { willReadFrequently: true }));
  const frame = (/** @type {number} */ i) => {
    ctx.clearRect(0, 0, width, height);
    drawStill(i, ctx);
    return ctx.getImageData(0, 0, width, height).data;
  };
  const n = delays.length;
  // The palette: every colour of the board is on the first and the last frame
  // but the moving pieces' edges and the captions; a few frames between add those.
  const sampleAt = [...new Set([0, n - 1, ...[1, 2, 3].map((k) => Math.floor((k * n) / 4))])];
  const samples = sampleAt.map(frame);
  const joined = new Uint8ClampedArray(samples.length * width * height * 4);
  samples.forEach((s, k) => joined.set(s, k * s.length));
  // The last slot is transparent: a frame's pixels that did not change are left as
  // they were (disposal 1), so only what moved costs bytes.
  const palette = quantize(joined, 255, { format: "rgb444" });
  const clear = palette.length;
  const packed = palette.map(([r, g, b]) => (r << 16) | (g << 8) | b);
  while (packed.length <= clear || packed.length & (packed.length - 1)) packed.push(0);

  const frames = [];
  let previous = null;
  for (let i = 0; i < n; i++) {
    const rgba = frame(i);
    // An unchanged frame still holds its delay: one clear pixel.
    const box = previous ? changed(previous, rgba, width, height) ?? { x: 0, y: 0, w: 1, h: 1 } : { x: 0, y: 0, w: width, h: height };
    const index = applyPalette(crop(rgba, width, box), palette, "rgb444");
    if (previous) keepUnchanged(index, previous, rgba, width, box, clear);
    frames.push({ ...box, index, delay: Math.round(delays[i] / 10) });
    previous = rgba;
    // Let the page breathe between frames: a long line takes a while.
    if (i % 16 === 15) await new Promise((resolve) => setTimeout(resolve));
  }
  // omggif writes into a buffer it does not grow: size it for the worst case
  // (LZW never emits more than 12 bits a pixel) plus the blocks around frames.
  const bound = 1024 + packed.length * 3 + frames.reduce((sum, f) => sum + f.w * f.h * 1.5 + 64, 0);
  const out = new Uint8Array(Math.ceil(bound));
  const writer = new GifWriter(out, width, height, { palette: packed, loop: 0 });
  for (const f of frames) {
    const first = f === frames[0];
    writer.addFrame(f.x, f.y, f.w, f.h, f.index, { delay: f.delay, disposal: 1, ...(first ? {} : { transparent: clear }) });
  }
  return out.slice(0, writer.end());
}

/**
 * The smallest rectangle holding every pixel that differs, or null.
 * @param {Uint8ClampedArray} a
 * @param {Uint8ClampedArray} b
 * @param {number} width
 * @param {number} height
 * @returns {Box | null}
 */
function changed(a, b, width, height) {
  let x0 = width, y0 = height, x1 = -1, y1 = -1;
  const words = (/** @type {Uint8ClampedArray} */ x) => new Uint32Array(x.buffer, x.byteOffset, width * height);
  const wa = words(a), wb = words(b);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (wa[row + x] !== wb[row + x]) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        y1 = y;
      }
    }
  }
  return x1 < 0 ? null : { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/**
 * Marks the pixels of the box that are the same in `before` and `after` transparent.
 * @param {Uint8Array} index
 * @param {Uint8ClampedArray} before
 * @param {Uint8ClampedArray} after
 * @param {number} width
 * @param {Box} box
 * @param {number} clear
 */
function keepUnchanged(index, before, after, width, { x, y, w, h }, clear) {
  const a = new Uint32Array(before.buffer, before.byteOffset, before.length / 4);
  const b = new Uint32Array(after.buffer, after.byteOffset, after.length / 4);
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const at = (y + r) * width + x + c;
      if (a[at] === b[at]) index[r * w + c] = clear;
    }
  }
}

/**
 * @param {Uint8ClampedArray} rgba
 * @param {number} width
 * @param {Box} box
 */
function crop(rgba, width, { x, y, w, h }) {
  const out = new Uint8ClampedArray(w * h * 4);
  for (let r = 0; r < h; r++) out.set(rgba.subarray(((y + r) * width + x) * 4, ((y + r) * width + x + w) * 4), r * w * 4);
  return out;
}
