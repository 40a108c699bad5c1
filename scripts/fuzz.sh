#!/usr/bin/env bash
# Fuzzes the parsers and the turn builder with cargo-fuzz (libFuzzer).
#
#   scripts/fuzz.sh [target|all] [seconds] [-- extra libFuzzer flags]
#
# Builds the targets with `cargo +nightly fuzz`, copies the committed seeds
# (fuzz/seeds/<target>/) into the working corpus (fuzz/corpus/<target>/, not
# committed), runs each target for the given time (default 60 s), one after
# the other, and prints per target: executions, exec/s, coverage (cov, ft),
# corpus size and crashes. Logs go to fuzz/logs/<target>.log, crash inputs
# to fuzz/artifacts/<target>/. Exit status is non-zero if any target crashed.
# See docs/fuzzing.md.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"

TARGETS=(arimaa_com_moves diagram archive_line fan time_control fims turn_builder viewer_load pgn)
which=${1:-all}
secs=${2:-60}
shift $(( $# > 2 ? 2 : $# ))
[[ ${1:-} == -- ]] && shift
extra=("$@")

if [[ $which == all ]]; then
  run=("${TARGETS[@]}")
else
  run=("$which")
fi

cargo +nightly fuzz build
mkdir -p logs
failed=0
printf '%-18s %12s %9s %7s %7s %7s %8s\n' target execs exec/s cov ft corpus crashes
for t in "${run[@]}"; do
  mkdir -p "corpus/$t" "artifacts/$t"
  cp -n seeds/"$t"/* "corpus/$t/" 2>/dev/null || true
  log="logs/$t.log"
  status=0
  marker=$(mktemp)
  cargo +nightly fuzz run "$t" "corpus/$t" -- \
    -max_total_time="$secs" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
    "${extra[@]}" >"$log" 2>&1 || status=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  # The last status line libFuzzer printed: `#N ... cov: C ft: F corp: K/...`.
  last=$(grep -aE '^#[0-9]+' "$log" | grep -a 'cov:' | tail -1 || true)
  cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<<"$last")
  ft=$(sed -n 's/.*ft: \([0-9]*\).*/\1/p' <<<"$last")
  corpus=$(ls "corpus/$t" | wc -l)
  # Inputs libFuzzer saved during this run: crash-, leak-, timeout-, oom-.
  crashes=$(find "artifacts/$t" -type f -newer "$marker" | wc -l)
  rm -f "$marker"
  printf '%-18s %12s %9s %7s %7s %7s %8s\n' "$t" "${execs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "$corpus" "$crashes"
  if [[ $status -ne 0 ]]; then
    failed=1
    echo "  $t stopped with status $status; see fuzz/$log" >&2
  fi
done
exit $failed
