#!/usr/bin/env bash
# Installs what the build needs; idempotent and quick when everything is in place.
#
#   scripts/setup.sh            wasm target, wasm-bindgen-cli (pinned), npm packages
#   scripts/setup.sh --browser  the same, plus Debian chromium + chromium-driver, PyPI aei and cargo-nextest for the tests,
#                               and the wiki tests' MediaWiki (scripts/setup-wiki.sh)
#   scripts/setup.sh --wiki     the same as without flags, plus the wiki tests' MediaWiki
#
# wasm-bindgen-cli is built once per version into $ARIMAA_VIEWER_CACHE
# (default ${XDG_CACHE_HOME:-$HOME/.cache}/arimaa-viewer).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

want_browser=0
want_wiki=0
for arg in "$@"; do
  case "$arg" in
    --browser) want_browser=1; want_wiki=1 ;;
    --wiki) want_wiki=1 ;;
    *) echo "setup.sh: unknown argument $arg" >&2; exit 2 ;;
  esac
done

say() { echo "setup: $*"; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else echo "setup: need root to run: $*" >&2; return 1
  fi
}

apt_updated=0
apt_install() {
  if ! command -v apt-get >/dev/null; then
    echo "setup: apt-get not found; install these yourself: $*" >&2
    return 1
  fi
  if [ "$apt_updated" = 0 ]; then
    as_root apt-get update -qq
    apt_updated=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

# A C toolchain: rustc links native code (tests, cargo install) with `cc`.
if ! command -v cc >/dev/null; then
  say "installing gcc (linker for native builds)"
  apt_install gcc libc6-dev
fi

# 1. Rust target for the browser build.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding rustup target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

# 1b. The nightly toolchain and std's sources for the size-optimised wasm build.
if ! rustup run "$WASM_NIGHTLY" rustc --version >/dev/null 2>&1; then
  say "installing rust $WASM_NIGHTLY (minimal, with rust-src) for the shipped wasm"
  rustup toolchain install "$WASM_NIGHTLY" --profile minimal --component rust-src
fi
if ! rustup component list --installed --toolchain "$WASM_NIGHTLY" 2>/dev/null | grep -q '^rust-src'; then
  say "adding rust-src to $WASM_NIGHTLY"
  rustup component add rust-src --toolchain "$WASM_NIGHTLY"
fi

# 2. wasm-bindgen-cli, exactly the crate's version (it refuses to run otherwise).
# Not --locked: the CLI's own lock file pins a yanked crate and fails to resolve.
wb="$WASM_BINDGEN_ROOT/bin"
if ! { [ -x "$wb/wasm-bindgen" ] && [ -x "$wb/wasm-bindgen-test-runner" ] &&
       [ "$("$wb/wasm-bindgen" --version 2>/dev/null)" = "wasm-bindgen $WASM_BINDGEN_VERSION" ]; }; then
  say "building wasm-bindgen-cli $WASM_BINDGEN_VERSION into $WASM_BINDGEN_ROOT (a few minutes, once)"
  mkdir -p "$ARIMAA_VIEWER_CACHE"
  staging="$(mktemp -d "$ARIMAA_VIEWER_CACHE/.install-XXXXXX")"
  trap 'rm -rf "$staging"' EXIT
  cargo install wasm-bindgen-cli --version "=$WASM_BINDGEN_VERSION" \
    --no-default-features --root "$staging"
  # Swap in complete installs only, so an interrupted build never looks finished.
  rm -rf "$WASM_BINDGEN_ROOT"
  mv "$staging" "$WASM_BINDGEN_ROOT"
  trap - EXIT
fi

# 3. npm packages (playwright-core, binaryen for wasm-opt), from package-lock.json.
# Keyed on the lock file's content, not its date: a fresh clone's lock file is always
# newer than the packages (the publish test's clone shares this checkout's node_modules).
lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f node_modules/.package-lock.json ] || [ "$(cat node_modules/.setup-lock-sum 2>/dev/null)" != "$lock_sum" ]; then
  say "npm ci"
  # --json=false: under `npm publish --json` (prepack) npm would print its report as JSON.
  npm ci --no-audit --no-fund --json=false
  echo "$lock_sum" > node_modules/.setup-lock-sum
fi

# 4. Browser and driver for the tests: Debian's, which match each other.
if [ "$want_browser" = 1 ]; then
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    say "installing Debian chromium and chromium-driver"
    apt_install chromium chromium-driver
  fi
  # A font with Japanese and Chinese letters (4 MB): without one Chromium draws boxes, and
  # the language tests' screenshots and boxes would not be what readers see.
  if ! dpkg -s fonts-droid-fallback >/dev/null 2>&1; then
    say "installing Debian fonts-droid-fallback (Japanese and Chinese letters)"
    apt_install fonts-droid-fallback
  fi
  # The blog platforms of tests/blog/ (WordPress, MariaDB, Hugo).
  bash scripts/setup-blog.sh
  # 5. The rules oracle for tests/all/oracle.rs: pyrimaa, from PyPI's `aei`.
  if ! python3 -c "import pyrimaa.board" 2>/dev/null; then
    say "installing aei (pyrimaa) from PyPI"
    python3 -m pip install --quiet --disable-pip-version-check aei
  fi
  # 5b. cargo-nextest, which runs the Rust tests of npm test (scripts/test-step.sh): any
  # installed one will do; else this version, built once into the cache (a few minutes).
  if ! cargo nextest --version >/dev/null 2>&1; then
    say "building cargo-nextest $NEXTEST_VERSION into $NEXTEST_ROOT (a few minutes, once)"
    mkdir -p "$ARIMAA_VIEWER_CACHE"
    staging="$(mktemp -d "$ARIMAA_VIEWER_CACHE/.install-XXXXXX")"
    trap 'rm -rf "$staging"' EXIT
    cargo install cargo-nextest --locked --version "=$NEXTEST_VERSION" \
      --no-default-features --features default-no-update --root "$staging"
    rm -rf "$NEXTEST_ROOT"
    mv "$staging" "$NEXTEST_ROOT"
    trap - EXIT
  fi
fi

# 6. MediaWiki, PHP and SQLite for tests/wiki (Debian packages).
if [ "$want_wiki" = 1 ]; then
  bash "$ROOT/scripts/setup-wiki.sh"
fi

say "ok (wasm-bindgen $WASM_BINDGEN_VERSION, $(node_modules/.bin/wasm-opt --version 2>/dev/null || echo 'wasm-opt ?'))"
