#!/usr/bin/env bash
# npm's prepack (npm pack, npm publish): builds www/dist, the package's files, so a
# fresh clone packs the real thing. Fails with what to install when a tool is missing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

need() {
  command -v "$1" >/dev/null || { echo "prepack: $1 not found: $2 — see README (Contributing)" >&2; exit 1; }
}
need cargo "install Rust (https://rustup.rs)"
need rustup "install Rust through rustup (https://rustup.rs)"

bash scripts/setup.sh
bash scripts/build-wasm.sh

# What the package's exports and files name must exist, or the tarball would be broken.
for f in arimaa-viewer.js arimaa-viewer.js.map arimaa-core.js arimaa-core.js.map arimaa_bg.wasm \
  arimaa-viewer-edit.js arimaa-viewer-edit.js.map arimaa-edit_bg.wasm \
  arimaa-viewer-engine.js arimaa-engine-worker.js arimaa-engine_bg.wasm \
  arimaa-viewer.d.ts arimaa-core.d.ts custom-elements.json; do
  [ -s "www/dist/$f" ] || { echo "prepack: the build made no www/dist/$f" >&2; exit 1; }
done
echo "prepack: www/dist built"
