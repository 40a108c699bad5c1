#!/usr/bin/env bash
# The crate as a dependency: a library build without the `cli` feature pulls
# in no clap, and every public item is documented (the docs build clean).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

deps="$(cargo tree --no-default-features -e normal --prefix none)"
if grep -q '^clap ' <<<"$deps"; then
  echo "check-crate: clap is a dependency of the library without the cli feature" >&2
  exit 1
fi
echo "check-crate: library without default features: $(wc -l <<<"$deps") crate(s), no clap"

RUSTDOCFLAGS="-D warnings -D missing_docs" cargo doc --lib --no-deps --quiet
echo "check-crate: cargo doc: every public item documented, no warnings"
