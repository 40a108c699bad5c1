# Sourced by the other scripts: where the pinned tools live.
# Nothing here installs anything; see setup.sh.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# The wasm-bindgen CLI must be exactly the version of the wasm-bindgen crate in Cargo.lock.
WASM_BINDGEN_VERSION="$(awk '
  $0 == "name = \"wasm-bindgen\"" { found = 1; next }
  found && /^version = / { gsub(/"/, "", $3); print $3; exit }
' "$ROOT/Cargo.lock")"
if [ -z "$WASM_BINDGEN_VERSION" ]; then
  echo "env.sh: no wasm-bindgen entry in Cargo.lock" >&2
  return 1 2>/dev/null || exit 1
fi

# Tools built from source are cached outside the repository, one directory per version,
# so every worktree and every clean checkout shares them.
ARIMAA_VIEWER_CACHE="${ARIMAA_VIEWER_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/arimaa-viewer}"
WASM_BINDGEN_ROOT="$ARIMAA_VIEWER_CACHE/wasm-bindgen-$WASM_BINDGEN_VERSION"

case ":$PATH:" in
  *":$WASM_BINDGEN_ROOT/bin:"*) ;;
  *) PATH="$WASM_BINDGEN_ROOT/bin:$ROOT/node_modules/.bin:$PATH" ;;
esac

export ROOT WASM_BINDGEN_VERSION ARIMAA_VIEWER_CACHE WASM_BINDGEN_ROOT PATH
