#!/usr/bin/env bash
# npm test: every test kind, each step's output also kept in test-results/<step>.log.
#   1. native      cargo test --all-targets, then the doc tests
#      crate       scripts/check-crate.sh (no clap without `cli`; cargo doc with -D missing_docs)
#   2. wasm        cargo test --target wasm32-unknown-unknown (headless Chromium via chromedriver)
#   3. types       tsc -p tests/types (a strict TypeScript consumer of www/arimaa-viewer.d.ts)
#   4. build       scripts/build-wasm.sh (www/pkg, needed by 5 and 6)
#      blog        node --test tests/blog/*.test.mjs: Debian's WordPress 6.1 and MariaDB with the
#                  plugin integrations/wordpress/arimaa-viewer, its block editor and posts in
#                  Chromium; an Astro build with the remark plugin; Debian's Hugo with
#                  integrations/hugo (in the background, like wiki)
#      wiki        node --test tests/wiki/*.test.mjs: Debian's MediaWiki 1.39 installed into
#                  test-results/wiki-*, the extension integrations/mediawiki/ArimaaViewer, the
#                  CLI (cargo build --bin arimaa) and www/dist, served by php -S, in Chromium
#   5. e2e         node --test tests/browser/*.test.mjs (playwright-core + Debian Chromium;
#                  types.test.mjs checks the .d.ts against the real objects)
#      node        node --test tests/node/*.test.mjs (the modules under Node and jsdom)
#   6. size        node scripts/size.mjs (gzip budget)
#   7. bench       node scripts/bench-browser.mjs (100 viewers; next ply + redraw)
#   8. package     node --test tests/packaging/*.test.mjs (the npm package: installed from its
#                  tarball under Node, its manifest, npm publish --dry-run from a fresh clone;
#                  npm run release from another, its files installed into WordPress, MediaWiki, Hugo)
# Ends with one plain line "N passed, N failed" counting the tests of every step
# (a step that fails without reporting counts, e.g. a compile error, counts as 1 failed).
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

bash scripts/setup.sh --browser || { echo "test: setup failed"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p test-results
rm -f test-results/*.status
passed=0
failed=0
status=0
summary=()

# Sums the pass/fail counts a step printed: cargo/libtest ("test result: ok. 3 passed; 0 failed")
# and node's test runner, TAP or spec ("# pass 3" / "ℹ pass 3").
count() {
  node -e '
    const text = require("fs").readFileSync(process.argv[1], "utf8");
    let p = 0, f = 0;
    for (const m of text.matchAll(/^test result: \w+\. (\d+) passed; (\d+) failed/gm)) { p += +m[1]; f += +m[2]; }
    for (const m of text.matchAll(/^(?:#|ℹ) pass (\d+)$/gm)) p += +m[1];
    for (const m of text.matchAll(/^(?:#|ℹ) fail (\d+)$/gm)) f += +m[1];
    console.log(p, f);
  ' "$1"
}

# step NAME COUNTING CMD...: COUNTING is "tests" (parse counts) or "check" (1 pass/fail).
# Each step leaves its counts in test-results/<name>.status ("passed failed rc seconds"),
# so that a step run in the background (step_bg, then collect) counts like any other.
step_run() {
  local name=$1 kind=$2; shift 2
  local log="test-results/$name.log" start=$SECONDS rc p f
  "$@" >"$log" 2>&1
  rc=$?
  if [ "$kind" = tests ]; then read -r p f < <(count "$log"); else p=0 f=0; fi
  if [ "$kind" = check ] || { [ "$rc" != 0 ] && [ "$f" = 0 ]; }; then
    if [ "$rc" = 0 ]; then p=$((p + 1)); else f=$((f + 1)); fi
  fi
  echo "$p $f $rc $((SECONDS - start))" >"test-results/$name.status"
  return "$rc"
}

# Adds a finished step's counts to the totals and the summary.
collect() {
  local name=$1 p f rc secs
  read -r p f rc secs <"test-results/$name.status" 2>/dev/null || { p=0 f=1 rc=1 secs=0; }
  passed=$((passed + p))
  failed=$((failed + f))
  [ "$rc" = 0 ] || status=1
  summary+=("$(printf '%-7s %-4s %4d passed, %d failed  (%ds)' "$name" "$([ "$rc" = 0 ] && echo ok || echo FAIL)" "$p" "$f" "$secs")")
  return "$rc"
}

# A step in the foreground: its output shown as it runs.
step() {
  local name=$1
  echo
  echo "=== $name: ${*:3}"
  : >"test-results/$name.log"
  step_run "$@" &
  local pid=$!
  # Show the log as it grows, until the step ends.
  tail -n +1 -F --pid="$pid" "test-results/$name.log" 2>/dev/null &
  local tailer=$!
  wait "$pid"
  wait "$tailer" 2>/dev/null
  collect "$name"
}

# A step in the background (the slow real-platform suites): its log is printed
# whole when it is collected, so that two steps' lines never interleave.
declare -A bg_pids=()
step_bg() {
  local name=$1
  echo
  echo "=== $name (in the background): ${*:3}"
  : >"test-results/$name.log"
  step_run "$@" &
  bg_pids[$name]=$!
}
collect_bg() {
  local name=$1
  wait "${bg_pids[$name]}"
  echo
  echo "=== $name (finished in the background)"
  cat "test-results/$name.log"
  collect "$name"
}

native() {
  local rc=0
  cargo test --all-targets --no-fail-fast || rc=1
  cargo test --doc || rc=1
  return "$rc"
}
step native tests native

# The crate as a dependency: no clap without the cli feature, every public item documented.
step crate check bash scripts/check-crate.sh

# Chromium for the wasm-bindgen-test runner, through Debian's matching chromedriver.
CHROMEDRIVER=/usr/bin/chromedriver step wasm tests cargo test --target wasm32-unknown-unknown --features edit --no-fail-fast

# The .d.ts as a strict TypeScript user compiles it (no emit).
step types check bash -c 'tsc -p tests/types && { [ -f www/pkg-edit/arimaa.d.ts ] && [ -f www/vendor/gif.d.ts ] || bash scripts/build-wasm.sh; } && tsc -p www'

wiki() {
  cargo build --bin arimaa || return 1
  node --test --test-concurrency=2 --test-reporter=spec tests/wiki/*.test.mjs
}

if step build check bash scripts/build-wasm.sh; then
  # The real-platform suites wait on PHP and databases more than on the CPU: they run
  # in the background beside the browser tests, and are collected before the bench.
  step_bg wiki tests wiki
  step_bg blog tests node --test --test-concurrency=1 --test-reporter=spec tests/blog/*.test.mjs
  step e2e tests node --test --test-concurrency=2 --test-reporter=spec tests/browser/*.test.mjs
  step node tests node --test --test-reporter=spec tests/node/*.test.mjs
  collect_bg wiki
  collect_bg blog
  step size check node scripts/size.mjs
  # Prints the viewer's performance budgets (fails only if the page cannot run).
  step bench check node scripts/bench-browser.mjs
  step package tests node --test --test-concurrency=1 --test-reporter=spec tests/packaging/*.test.mjs
else
  echo "test: wasm build failed; skipping e2e, size and bench"
fi

echo
echo "=== summary"
printf '%s\n' "${summary[@]}"
echo "$passed passed, $failed failed"
exit "$status"
