#!/usr/bin/env bash
# npm test: every step of scripts/test-step.sh, in this order, each also runnable alone as
# `npm run test:STEP` (see CONTRIBUTING.md for what each runs):
#   1. native, crate, wasm, types
#   2. build (www/pkg, www/pkg-edit, www/dist; without it the later steps are not run)
#   3. wiki and blog in the background (they wait on PHP and databases more than on the
#      CPU) beside e2e and node; collected before size, bench and package, which they
#      would slow
# Each step leaves test-results/<step>.log and its results as JUnit XML; the summary and
# the last line "N passed, N failed" are counted from those files by scripts/test-totals.mjs
# (a step that fails without reporting, e.g. a compile error, counts as 1 failed).
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

bash scripts/setup.sh --browser || { echo "test: setup failed"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p test-results
rm -f test-results/*.status test-results/*.xml
# The steps know they run under npm test: the set-up and the build are done here.
export ARIMAA_TEST_RUN=1
ran=()

step() {
  ran+=("$1")
  bash scripts/test-step.sh "$1"
}

declare -A bg_pids=()
step_bg() {
  ran+=("$1")
  ARIMAA_TEST_QUIET=1 bash scripts/test-step.sh "$1" &
  bg_pids[$1]=$!
}
# Prints a background step's log whole, so that two steps' lines never interleave.
collect_bg() {
  wait "${bg_pids[$1]}"
  echo
  echo "=== $1 (finished in the background)"
  cat "test-results/$1.log"
}

step native
step crate
step wasm
step types
if step build; then
  step_bg wiki
  step_bg blog
  step e2e
  step node
  collect_bg wiki
  collect_bg blog
  step size
  step bench
  step package
else
  echo "test: wasm build failed; skipping wiki, blog, e2e, node, size, bench and package"
fi

node scripts/test-totals.mjs summary "${ran[@]}"
