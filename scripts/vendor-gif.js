// The GIF encoder's third-party parts, bundled by scripts/build-wasm.sh into
// www/vendor/gif.js (generated, not committed) so that the unbundled sources in
// www/ can import them too. Only the lazily loaded www/src/element/gif.js imports it.
export { GifWriter } from "omggif";
export { quantize, applyPalette } from "gifenc";
