#!/usr/bin/env bash
# Builds the shipped wasm into www/pkg: cargo (profile wasm-release) → wasm-bindgen
# (--target web) → wasm-opt -Oz (npm binaryen). Run scripts/setup.sh first.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

out=www/pkg
target_dir="$(cargo metadata --format-version 1 --no-deps |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')"
raw="$target_dir/wasm32-unknown-unknown/wasm-release/arimaa.wasm"

cargo build --lib --target wasm32-unknown-unknown --profile wasm-release

# Regenerate from scratch so no stale file from an older build ships.
rm -rf "$out"
wasm-bindgen --target web --out-dir "$out" --out-name arimaa "$raw"

# Rust's default wasm features for this target; wasm-opt must accept them and may keep them.
wasm-opt -Oz \
  --enable-bulk-memory --enable-multivalue --enable-mutable-globals \
  --enable-nontrapping-float-to-int --enable-reference-types --enable-sign-ext \
  "$out/arimaa_bg.wasm" -o "$out/arimaa_bg.wasm"

# gzip level 9 through node's zlib, the same measure as scripts/size.mjs.
size() {
  node -e 'const b = require("fs").readFileSync(process.argv[1]);
    const z = require("zlib").gzipSync(b, { level: 9 }).length;
    console.log(`${String(b.length).padStart(8)} B  ${String(z).padStart(7)} B gzip`)' "$1"
}
echo "build-wasm: rustc output    $(size "$raw")"
echo "build-wasm: $out/arimaa_bg.wasm $(size "$out/arimaa_bg.wasm")"
echo "build-wasm: $out/arimaa.js      $(size "$out/arimaa.js")"
