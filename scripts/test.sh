#!/usr/bin/env bash
# npm test: every test kind, each step's output also kept in test-results/<step>.log.
#   1. native      cargo test --all-targets, then the doc tests
#      crate       scripts/check-crate.sh (no clap without `cli`; cargo doc with -D missing_docs)
#   2. wasm        cargo test --target wasm32-unknown-unknown (headless Chromium via chromedriver)
#   3. types       tsc -p tests/types (a strict TypeScript consumer of www/arimaa-viewer.d.ts)
#   4. build       scripts/build-wasm.sh (www/pkg, needed by 5 and 6)
#      blog        node --test tests/blog/*.test.mjs (Debian WordPress + MariaDB with the plugin)
#   5. e2e         node --test tests/browser/*.test.mjs (playwright-core + Debian Chromium;
#                  types.test.mjs checks the .d.ts against the real objects)
#      node        node --test tests/node/*.test.mjs (the modules under Node and jsdom)
#   6. size        node scripts/size.mjs (gzip budget)
#   7. bench       node scripts/bench-browser.mjs (100 viewers; next ply + redraw)
#   8. package     node --test tests/packaging/*.test.mjs (the npm package: installed from its
#                  tarball under Node, its manifest, npm publish --dry-run from a fresh clone)
# Ends with one plain line "N passed, N failed" counting the tests of every step
# (a step that fails without reporting counts, e.g. a compile error, counts as 1 failed).
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

bash scripts/setup.sh --browser || { echo "test: setup failed"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p test-results
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
step() {
  local name=$1 kind=$2; shift 2
  local log="test-results/$name.log" start=$SECONDS rc p f
  echo
  echo "=== $name: $*"
  "$@" 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  if [ "$kind" = tests ]; then read -r p f < <(count "$log"); else p=0 f=0; fi
  if [ "$kind" = check ] || { [ "$rc" != 0 ] && [ "$f" = 0 ]; }; then
    if [ "$rc" = 0 ]; then p=$((p + 1)); else f=$((f + 1)); fi
  fi
  passed=$((passed + p))
  failed=$((failed + f))
  [ "$rc" = 0 ] || status=1
  summary+=("$(printf '%-7s %-4s %4d passed, %d failed  (%ds)' "$name" "$([ "$rc" = 0 ] && echo ok || echo FAIL)" "$p" "$f" $((SECONDS - start)))")
  return "$rc"
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
step types check tsc -p tests/types

if step build check bash scripts/build-wasm.sh; then
  # WordPress (MariaDB, php -S) and the plugin, from Debian (scripts/setup-blog.sh).
  step blog tests node --test --test-reporter=spec tests/blog/*.test.mjs
  step e2e tests node --test --test-concurrency=2 --test-reporter=spec tests/browser/*.test.mjs
  step node tests node --test --test-reporter=spec tests/node/*.test.mjs
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
