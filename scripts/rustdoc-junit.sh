#!/usr/bin/env bash
# rustdoc for the doc tests of scripts/test-step.sh (cargo test --doc with RUSTDOC=this):
# libtest's JUnit report (`-- -Z unstable-options --format junit`) is an unstable option,
# which the stable test harness accepts only under RUSTC_BOOTSTRAP=1. It is set here, for
# rustdoc and the doc tests it compiles and runs, and nowhere else: given to cargo, it
# would reach the dependencies' build scripts (anyhow and proc-macro2 probe for nightly
# features when they see it), which would build differently and rebuild every time.
RUSTC_BOOTSTRAP=1 exec rustdoc "$@"
