#!/usr/bin/env bash
# One step of `npm test`, alone: `npm run test:STEP [-- ARGS]` (see CONTRIBUTING.md).
#
#   bash scripts/test-step.sh STEP [ARGS...]
#
# Alone, a step first runs scripts/setup.sh --browser (a second when all is installed)
# and, if it needs the built www/ (e2e, node, wiki, blog, size, bench, package) and
# www/pkg or www/dist is missing or older than a source, the build step; then it prints
# the summary and "N passed, N failed" of what it ran, as npm test does for all steps.
# Under scripts/test.sh (ARIMAA_TEST_RUN=1) it runs the step only: the set-up and the
# build are test.sh's.
#
# Each step writes test-results/STEP.log (what it printed), test-results/STEP.status
# ("exit seconds") and its results as JUnit XML: test-results/STEP.xml, and for the Rust
# steps also test-results/STEP.doc.xml (the doc tests). scripts/test-totals.mjs counts them.
#
# ARGS go to the step's runner: files and options of `node --test` for the node steps
# (files given replace the step's own; write options as --opt=value), a test filter of
# cargo nextest for native and wasm (the benches and doc tests then do not run).
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

STEPS="native crate wasm types build wiki blog e2e node size bench package"

# The steps that are one check (passed if the command exits 0) rather than a suite of tests.
is_check() { case $1 in crate | types | build | size | bench) return 0 ;; esac; return 1; }
# The steps that load what the build makes (www/pkg, www/pkg-edit, www/dist).
needs_build() { case $1 in wiki | blog | e2e | node | size | bench | package) return 0 ;; esac; return 1; }

# What each step runs, as printed in its heading.
describe() {
  case $1 in
    native) echo "cargo nextest run (lib, bins, tests, examples); cargo test --bench '*'; cargo test --doc" ;;
    crate) echo "bash scripts/check-crate.sh" ;;
    wasm) echo "cargo nextest run --target wasm32-unknown-unknown --features edit; its doc tests" ;;
    types) echo "tsc -p tests/types; tsc -p www/src" ;;
    build) echo "bash scripts/build-wasm.sh" ;;
    wiki) echo "cargo build --bin arimaa; node --test tests/wiki/*.test.mjs" ;;
    blog) echo "node --test tests/blog/*.test.mjs" ;;
    e2e) echo "node --test tests/browser/*.test.mjs" ;;
    node) echo "node --test tests/node/*.test.mjs" ;;
    size) echo "node scripts/size.mjs" ;;
    bench) echo "node scripts/bench-browser.mjs" ;;
    package) echo "node --test tests/packaging/*.test.mjs" ;;
  esac
}

target_dir() {
  cargo metadata --format-version 1 --no-deps |
    node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))'
}

# cargo nextest run ARGS…, its JUnit report (.config/nextest.toml) copied to test-results/STEP.xml.
nextest() { # STEP ARGS...
  local step=$1 report rc=0
  shift
  report="$(target_dir)/nextest/default/junit.xml"
  # A report left by an earlier run must not stand in for one this run did not write.
  rm -f "$report"
  cargo nextest run --no-fail-fast "$@" || rc=$?
  [ -f "$report" ] && cp "$report" "test-results/$step.xml"
  return "$rc"
}

# cargo test --doc ARGS…, reported by libtest as JUnit into test-results/STEP.doc.xml
# (see scripts/rustdoc-junit.sh) and printed from it, one line a test.
doc_tests() { # STEP ARGS...
  local step=$1 rc=0
  shift
  RUSTDOC="$ROOT/scripts/rustdoc-junit.sh" cargo test --doc "$@" -- -Z unstable-options --format junit \
    >"test-results/$step.doc.xml" || rc=$?
  node scripts/test-totals.mjs show "test-results/$step.doc.xml"
  return "$rc"
}

# node --test with the spec reporter on the console and the JUnit one into test-results/STEP.xml.
# ARGS: files (replacing DEFAULT_FILES) and options of node --test.
node_tests() { # STEP CONCURRENCY ARGS... -- DEFAULT_FILES...
  local step=$1 concurrency=$2 files=() options=() defaults=()
  shift 2
  while [ $# -gt 0 ] && [ "$1" != -- ]; do
    case $1 in -*) options+=("$1") ;; *) files+=("$1") ;; esac
    shift
  done
  shift
  defaults=("$@")
  [ ${#files[@]} -gt 0 ] || files=("${defaults[@]}")
  node --test ${concurrency:+--test-concurrency=$concurrency} "${options[@]}" \
    --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=junit --test-reporter-destination="test-results/$step.xml" \
    "${files[@]}"
}

# The commands of STEP (ARGS as above).
commands() { # STEP ARGS...
  local step=$1 rc=0
  shift
  case $step in
    native)
      nextest native --lib --bins --tests --examples "$@" || rc=1
      if [ $# = 0 ]; then
        # The benches (harness = false: no test list for nextest) run once each as a check.
        cargo test --benches --no-fail-fast || rc=1
        doc_tests native || rc=1
      fi
      return "$rc"
      ;;
    crate) bash scripts/check-crate.sh ;;
    wasm)
      # Chromium for wasm-bindgen-test-runner, through Debian's matching chromedriver.
      export CHROMEDRIVER=/usr/bin/chromedriver
      nextest wasm --target wasm32-unknown-unknown --features edit "$@" || rc=1
      if [ $# = 0 ]; then doc_tests wasm --target wasm32-unknown-unknown --features edit || rc=1; fi
      return "$rc"
      ;;
    # The .d.ts as a strict TypeScript user compiles it (no emit); then the sources, strictly
    # (www/src/tsconfig.json), which need the wasm glue's types that the build writes.
    types)
      tsc -p tests/types || return 1
      { [ -f www/pkg-edit/arimaa.d.ts ] && [ -f www/vendor/gif.d.ts ]; } || bash scripts/build-wasm.sh || return 1
      tsc -p www/src
      ;;
    build) bash scripts/build-wasm.sh ;;
    wiki)
      cargo build --bin arimaa || return 1
      node_tests wiki 2 "$@" -- tests/wiki/*.test.mjs
      ;;
    blog) node_tests blog 1 "$@" -- tests/blog/*.test.mjs ;;
    e2e)
      rm -rf test-results/traces
      node_tests e2e 2 "$@" -- tests/browser/*.test.mjs
      ;;
    node) node_tests node "" "$@" -- tests/node/*.test.mjs ;;
    size) node scripts/size.mjs ;;
    # Prints the viewer's performance budgets (fails only if the page cannot run).
    bench) node scripts/bench-browser.mjs ;;
    package) node_tests package 1 "$@" -- tests/packaging/*.test.mjs ;;
  esac
}

# Runs STEP: its output into test-results/STEP.log and, unless ARIMAA_TEST_QUIET=1 (a step
# run in the background, whose log test.sh prints whole later), onto the console.
run_step() { # STEP ARGS...
  local step=$1 start=$SECONDS rc pid tailer
  rm -f "test-results/$step.xml" "test-results/$step".*.xml "test-results/$step.status"
  : >"test-results/$step.log"
  echo
  if [ "${ARIMAA_TEST_QUIET:-0}" = 1 ]; then
    echo "=== $step (in the background): $(describe "$step")"
    commands "$@" >"test-results/$step.log" 2>&1
    rc=$?
  else
    echo "=== $step: $(describe "$step")"
    # Not a pipe into tee: servers a step leaves running would hold the pipe open.
    commands "$@" >"test-results/$step.log" 2>&1 &
    pid=$!
    tail -n +1 -F --pid="$pid" "test-results/$step.log" 2>/dev/null &
    tailer=$!
    wait "$pid"
    rc=$?
    wait "$tailer" 2>/dev/null
  fi
  echo "$rc $((SECONDS - start))" >"test-results/$step.status"
  if is_check "$step"; then node scripts/test-totals.mjs check "$step" "$(describe "$step")"; fi
  return "$rc"
}

# True when www/pkg, www/pkg-edit and www/dist exist and no input of the build is newer
# than the first file the build writes; else says what is missing or newer.
build_is_fresh() {
  local stamp=www/pkg/arimaa.js newer
  for f in "$stamp" www/pkg-edit/arimaa_bg.wasm www/dist/arimaa-viewer.js; do
    [ -f "$f" ] || { echo "$f is missing"; return 1; }
  done
  newer="$(find src Cargo.toml Cargo.lock package-lock.json scripts/build-wasm.sh scripts/build-one-file.mjs \
    scripts/bundle.mjs scripts/message-ids.mjs scripts/messages.mjs scripts/dist-sources.mjs scripts/attributes.mjs \
    scripts/custom-elements.mjs scripts/page-files.mjs scripts/vendor-gif.js i18n www \
    \( -path www/pkg -o -path www/pkg-edit -o -path www/dist -o -path www/vendor -o -path 'www/demo/gallery-*' \) -prune \
    -o -type f \( -name '*.rs' -o -name '*.toml' -o -name '*.lock' -o -name '*.json' -o -name '*.js' -o -name '*.mjs' \
    -o -name '*.ts' -o -name '*.css' -o -name '*.sh' \) -newer "$stamp" -print -quit)"
  [ -z "$newer" ] || { echo "$newer is newer than $stamp"; return 1; }
}

step=${1:-}
case " $STEPS " in
  *" $step "*) shift ;;
  *)
    echo "usage: scripts/test-step.sh STEP [ARGS...]; STEP is one of: $STEPS" >&2
    exit 2
    ;;
esac
mkdir -p test-results

if [ "${ARIMAA_TEST_RUN:-0}" = 1 ]; then
  run_step "$step" "$@"
  exit
fi

bash scripts/setup.sh --browser || { echo "test: setup failed"; echo "0 passed, 1 failed"; exit 1; }
ran=()
if needs_build "$step" && ! why="$(build_is_fresh)"; then
  echo "test:$step needs the build: $why"
  ran+=(build)
  if ! run_step build; then
    echo "test:$step: the build failed; $step not run"
    node scripts/test-totals.mjs summary "${ran[@]}"
    exit 1
  fi
fi
ran+=("$step")
run_step "$step" "$@"
node scripts/test-totals.mjs summary "${ran[@]}"
