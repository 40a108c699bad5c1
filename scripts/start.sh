#!/usr/bin/env bash
# npm start: set up, build the wasm, serve www/ on http://127.0.0.1:${PORT:-8080}/
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
bash scripts/setup.sh
bash scripts/build-wasm.sh
# The gallery the demo page links to: February 2026 from the archive in tests/data.
cargo run -q --bin arimaa -- gallery tests/data/arimaa/allgames202602.txt www/demo/gallery-2026-02
exec node scripts/serve.mjs "$@"
