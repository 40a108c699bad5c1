#!/usr/bin/env bash
# npm start: set up, build the wasm, serve www/ on http://127.0.0.1:${PORT:-8080}/
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
bash scripts/setup.sh
bash scripts/build-wasm.sh
exec node scripts/serve.mjs "$@"
