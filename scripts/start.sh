#!/usr/bin/env bash
# npm start: set up, build the wasm, serve www/ on http://127.0.0.1:${PORT:-8080}/
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
bash scripts/setup.sh
bash scripts/build-wasm.sh
# The gallery the demo page links to: February 2026 from the shared archive.
archive="$ROOT/../shared/data/arimaa/allgames202602.txt"
if [ -f "$archive" ]; then
  cargo run -q --bin arimaa -- gallery "$archive" www/gallery-2026-02
else
  echo "start: $archive not found; the demo's gallery link will be empty"
fi
exec node scripts/serve.mjs "$@"
