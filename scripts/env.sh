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
# cargo-nextest (the Rust tests' runner in npm test), when setup.sh had to build it.
NEXTEST_VERSION=0.9.143
NEXTEST_ROOT="$ARIMAA_VIEWER_CACHE/cargo-nextest-$NEXTEST_VERSION"

case ":$PATH:" in
  *":$WASM_BINDGEN_ROOT/bin:"*) ;;
  *) PATH="$WASM_BINDGEN_ROOT/bin:$ROOT/node_modules/.bin:$PATH:$NEXTEST_ROOT/bin" ;;
esac

# The shipped wasm is built with a nightly toolchain (rebuilding std for size, with
# panics that trap at once); see build-wasm.sh. Any nightly that has rust-src and
# accepts the flags will do: the one already installed as `nightly` if there is one,
# else this pinned date, which setup.sh installs through rustup.
WASM_NIGHTLY_PIN=nightly-2026-05-19
if [ -z "${WASM_NIGHTLY:-}" ]; then
  if rustup run nightly rustc --version >/dev/null 2>&1; then WASM_NIGHTLY=nightly
  else WASM_NIGHTLY=$WASM_NIGHTLY_PIN
  fi
fi

export WASM_NIGHTLY WASM_NIGHTLY_PIN ROOT WASM_BINDGEN_VERSION ARIMAA_VIEWER_CACHE WASM_BINDGEN_ROOT NEXTEST_VERSION NEXTEST_ROOT PATH
