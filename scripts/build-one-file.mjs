// The one-file build: www/dist/arimaa-viewer.one.js, the element with the reader's
// wasm inside it, for hosts that can serve only one file (a wiki's extension assets,
// a blog's media library, a file copied by hand to a CDN path, bundlers that will
// not copy the wasm).
//
//   node scripts/build-one-file.mjs WASM DIST     (run by scripts/build-wasm.sh)
//
// The wasm is deflated (raw deflate, level 9) and written into the module as
// base64; arimaa-core.js inflates it with the browser's DecompressionStream and
// compiles it while it streams. Base64 of deflated bytes is as dense to a server's
// gzip as the deflated bytes themselves, so the file costs on the wire about what
// the module and the wasm cost as two files (plain base64 of the raw wasm cost
// 47 KB gzip more).
//
// The editing parts and the GIF encoder stay files of their own, fetched only by
// viewers that edit or make a GIF: the one file's dynamic imports name the same
// chunks as arimaa-viewer.js's (checked here to be byte for byte the same), so a
// host that serves only the one file gets every reading feature, and one that also
// serves the chunks and arimaa-edit_bg.wasm gets the rest.

import { build } from "esbuild";
import { OPTIONS, DEFINE } from "./bundle.mjs";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateRawSync, gzipSync } from "node:zlib";

const [wasmFile, dist] = process.argv.slice(2);
if (!wasmFile || !dist) {
  console.error("usage: node scripts/build-one-file.mjs WASM DIST");
  process.exit(2);
}

const wasm = readFileSync(wasmFile);
const packed = deflateRawSync(wasm, { level: 9 }).toString("base64");
const out = mkdtempSync(join(tmpdir(), "arimaa-one-file-"));
try {
  await build({
    // The same entry points and options as the element's bundle (scripts/bundle.mjs),
    // so the chunks get the same names and bytes. No map of its own: its code is
    // arimaa-viewer.js's, whose map ships (the chunks' maps are compared below with
    // theirs, so they are made here too).
    ...OPTIONS,
    outdir: out,
    define: { ...DEFINE, ARIMAA_WASM_INLINE: JSON.stringify(packed) },
  });
  // The chunks must be the ones already in dist, or the one file would import others.
  for (const name of readdirSync(out).filter((n) => n.endsWith(".js") && n !== "arimaa-viewer.js")) {
    const ours = readFileSync(join(out, name));
    let theirs;
    try {
      theirs = readFileSync(join(dist, name));
    } catch {
      throw new Error(`the one-file build has a chunk ${name} that ${dist} lacks`);
    }
    if (!ours.equals(theirs)) throw new Error(`the one-file build's ${name} differs from ${dist}/${name}`);
  }
  const code = readFileSync(join(out, "arimaa-viewer.js"), "utf8").replace(/\/\/# sourceMappingURL=arimaa-viewer\.js\.map\s*$/, "");
  writeFileSync(join(dist, "arimaa-viewer.one.js"), code);
  const gz = (b) => gzipSync(b, { level: 9 }).length;
  console.log(
    `build-one-file: ${dist}/arimaa-viewer.one.js ${String(Buffer.byteLength(code)).padStart(8)} B  ${String(gz(code)).padStart(7)} B gzip ` +
      `(wasm ${wasm.length} B, deflated ${Math.round((packed.length * 3) / 4)} B, in base64 ${packed.length} B)`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
