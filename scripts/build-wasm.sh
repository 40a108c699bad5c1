#!/usr/bin/env bash
# Builds the shipped wasm into www/pkg: cargo (profile wasm-release) → wasm-bindgen
# (--target web) → wasm-opt -Oz (npm binaryen). Run scripts/setup.sh first.
#
# The cargo step uses $WASM_NIGHTLY (env.sh) to rebuild std with the crate
# (-Z build-std) and make panics trap at once (-C panic=immediate-abort): the
# panic and formatting machinery std would otherwise link is about a quarter of
# the gzip size. Panics are bugs, never bad input (src/wasm), so all a user loses
# is the panic message in the console. If that toolchain cannot build, the stable
# toolchain builds a larger but otherwise identical module (ARIMAA_WASM_STABLE=1
# forces it).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

target_dir="$(cargo metadata --format-version 1 --no-deps |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')"

# Two modules from the one crate: the reader's (www/pkg) and the editor's, built with
# the `edit` feature (www/pkg-edit), which only viewers with `analysis` or `editable`
# load. The editor's build has a target directory of its own: with one, each build
# would undo the other's (the features differ) and both would be rebuilt every time.
#
# -Zfmt-debug=none: `{:?}` prints nothing (no shipped path shows Debug text);
# -Zlocation-detail=none: no file names for panic locations (panics trap anyway);
# optimize_for_size: std's smaller variants (sorting, formatting of integers).
build_module() { # OUT_DIR TARGET_DIR PROFILE WASM_OPT_LEVEL [CARGO_ARGS…]
  local out=$1 dir=$2 profile=$3 opt=$4
  shift 4
  local raw="$dir/wasm32-unknown-unknown/$profile/arimaa.wasm"
  if [ "${ARIMAA_WASM_STABLE:-0}" != 1 ] &&
    RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zfmt-debug=none -Zlocation-detail=none" \
      cargo "+$WASM_NIGHTLY" build --lib --target wasm32-unknown-unknown --profile "$profile" \
      --target-dir "$dir" "$@" -Z build-std=std,panic_abort -Z build-std-features=optimize_for_size; then
    echo "build-wasm: $out built with $WASM_NIGHTLY, std rebuilt, immediate-abort panics"
  else
    echo "build-wasm: WARNING: building $out with stable Rust; the module will be about 25 KB gzip larger" >&2
    cargo build --lib --target wasm32-unknown-unknown --profile "$profile" --target-dir "$dir" "$@"
  fi
  # Regenerate from scratch so no stale file from an older build ships.
  rm -rf "$out"
  wasm-bindgen --target web --out-dir "$out" --out-name arimaa "$raw"
  # Rust's default wasm features for this target; wasm-opt must accept them and may keep them.
  # --converge repeats -Oz while it still shrinks the module (about 0.3 KB gzip).
  # --low-memory-unused: addresses below 1 KB are never used (Rust puts the stack first,
  # growing down from 1 MB, and the data after it), so `ptr + constant` folds into the
  # load's offset: 0.7 KB gzip less. --strip-producers: the tools' names, which no reader
  # needs.
  wasm-opt "$opt" --converge --low-memory-unused --strip-producers \
    --enable-bulk-memory --enable-multivalue --enable-mutable-globals \
    --enable-nontrapping-float-to-int --enable-reference-types --enable-sign-ext \
    "$out/arimaa_bg.wasm" -o "$out/arimaa_bg.wasm"
  # What --low-memory-unused assumes: no data below 1 KB (the first segment's address).
  local first
  first=$(wasm-dis --all-features "$out/arimaa_bg.wasm" | grep -m1 -o '(data [^(]*(i32.const [0-9]*' | grep -o '[0-9]*$')
  if [ -z "$first" ] || [ "$first" -lt 1024 ]; then
    echo "build-wasm: $out's data starts at ${first:-?}, below 1 KB: --low-memory-unused would be wrong" >&2
    exit 1
  fi
}
# Without the default features: they are the CLI's, and the CLI's engine (src/engine,
# the `engine` feature) would bring teaching into the reader's wasm (18 KB gzip).
build_module www/pkg "$target_dir" wasm-release -Oz --no-default-features
build_module www/pkg-edit "$target_dir/editor" wasm-release -Oz --no-default-features --features edit
# The engine's, for its Web Worker (src/wasm/engine.rs): fetched only when a reader
# first turns the engine on. Built for speed (profile wasm-engine, wasm-opt -O3): the
# search's positions a second are its strength.
build_module www/pkg-engine "$target_dir/engine" wasm-engine -O3 --no-default-features --features worker
raw="$target_dir/wasm32-unknown-unknown/wasm-release/arimaa.wasm"
out=www/pkg

# The shipped package (www/dist, the npm package's files): the element, its modules
# and the glue bundled into one minified ES module (arimaa-viewer.js: a page fetches
# it and then the wasm, no third request), the DOM-free core alone (arimaa-core.js,
# for Node, workers and server code), each with an external source map holding its
# sources (maps are fetched only by devtools, so they cost a page nothing), the wasm
# beside them (found through import.meta.url), the types and the custom elements
# manifest. The demo and tests in www/ load the same code unbundled.
dist=www/dist
# What comes from the attributes' one declaration (www/src/attributes.json) must be
# current before it is bundled: `node scripts/attributes.mjs` writes it.
node scripts/attributes.mjs --check
# So must the English the bundles carry, from i18n/en.json (scripts/messages.mjs).
node scripts/messages.mjs --check
rm -rf "$dist"
# The GIF encoder's npm parts as one ES module the unbundled sources can import.
esbuild scripts/vendor-gif.js --bundle --minify --format=esm --target=es2022 \
  --outfile=www/vendor/gif.js --log-level=warning
# Its types, for the sources' type check (www/src/tsconfig.json): the two libraries ship none.
cp scripts/vendor-gif.d.ts www/vendor/gif.d.ts
# The element's bundle is split at its dynamic imports: the editing parts
# (arimaa-viewer-edit.js, from www/src/editing/) and the GIF encoder (arimaa-viewer-gif.js,
# from www/src/element/gif.js) are files of their own, fetched only by viewers that edit
# or make a GIF. Naming them as entry points gives them their public names (a dynamic
# import of an entry point loads that entry's file).
# They import nothing the element does, so no shared chunk may appear (checked below):
# the element stays one request.
# The element's bundles and the core's, finding the wasm beside them, with message ids in
# place of keys (issue 36): scripts/bundle.mjs.
node scripts/bundle.mjs "$dist"
extra="$(cd "$dist" && ls *.js | grep -vx 'arimaa-viewer.js\|arimaa-viewer-edit.js\|arimaa-viewer-gif.js\|arimaa-viewer-engine.js\|arimaa-engine-worker.js\|arimaa-core.js' || true)"
if [ -n "$extra" ]; then
  echo "build-wasm: the element's bundle grew a shared chunk ($extra): the editing parts must import nothing the element imports" >&2
  exit 1
fi
cp "$out/arimaa_bg.wasm" "$dist/"
# The one-file build (arimaa-viewer.one.js): the same element with the reader's wasm inside.
node scripts/build-one-file.mjs "$out/arimaa_bg.wasm" "$dist"
cp www/pkg-edit/arimaa_bg.wasm "$dist/arimaa-edit_bg.wasm"
cp www/pkg-engine/arimaa_bg.wasm "$dist/arimaa-engine_bg.wasm"
# The types, and the markdown-it and remark plugins as written over their shared fence
# module, under their public names: scripts/dist-sources.mjs copies them and points
# their imports at the names beside them (./arimaa-core.js, ./arimaa-fence.js,
# ./arimaa-attributes.js, ./arimaa-viewer.js).
node scripts/dist-sources.mjs "$dist"
# The attributes' declaration, which the integrations' PHP and Go templates read.
cp www/src/attributes.json "$dist/arimaa-attributes.json"
node scripts/custom-elements.mjs "$dist/custom-elements.json"
# The static view's style sheet for pages and the frame of a static view without a board, from the element's frame.
node scripts/page-files.mjs "$dist"
# The language packs beside the element (arimaa-lang-<code>.json), from i18n/, and the pseudo-locale en-XA.
node scripts/messages.mjs --packs "$dist"

# gzip level 9 through node's zlib, the same measure as scripts/size.mjs.
size() {
  node -e 'const b = require("fs").readFileSync(process.argv[1]);
    const z = require("zlib").gzipSync(b, { level: 9 }).length;
    console.log(`${String(b.length).padStart(8)} B  ${String(z).padStart(7)} B gzip`)' "$1"
}
echo "build-wasm: rustc output    $(size "$raw")"
echo "build-wasm: $out/arimaa_bg.wasm $(size "$out/arimaa_bg.wasm")"
echo "build-wasm: $out/arimaa.js      $(size "$out/arimaa.js")"
echo "build-wasm: $dist/arimaa-viewer.js $(size "$dist/arimaa-viewer.js")"
echo "build-wasm: $dist/arimaa-core.js   $(size "$dist/arimaa-core.js")"
echo "build-wasm: $dist/arimaa-viewer-edit.js $(size "$dist/arimaa-viewer-edit.js")"
[ -f "$dist/arimaa-viewer-gif.js" ] && echo "build-wasm: $dist/arimaa-viewer-gif.js  $(size "$dist/arimaa-viewer-gif.js")"
echo "build-wasm: $dist/arimaa-edit_bg.wasm $(size "$dist/arimaa-edit_bg.wasm")"
echo "build-wasm: $dist/arimaa-viewer-engine.js $(size "$dist/arimaa-viewer-engine.js")"
echo "build-wasm: $dist/arimaa-engine-worker.js $(size "$dist/arimaa-engine-worker.js")"
echo "build-wasm: $dist/arimaa-engine_bg.wasm $(size "$dist/arimaa-engine_bg.wasm")"
for pack in "$dist"/arimaa-lang-*.json; do echo "build-wasm: $pack $(size "$pack")"; done
