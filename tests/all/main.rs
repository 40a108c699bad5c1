//! Every native integration test, one module a file, in one test binary:
//! the crate and its dependencies are linked once instead of once a file.
//! `cargo test --test all NAME` runs the tests whose path holds NAME
//! (`cargo test --test all fan_props::`, a file's). The browser's tests are
//! tests/wasm.rs.

// Native only: the tests read files, run the `arimaa` binary and use
// native-only dev-dependencies (proptest, png, roxmltree).
#![cfg(native)]

#[path = "../common/mod.rs"]
mod common;
// Only integration tests know where cargo built the binary, so this is not in
// `common`; the tests that run it need the `cli` feature.
#[cfg(feature = "cli")]
#[path = "../common/cli.rs"]
mod cli;

mod broken_moves;
#[cfg(feature = "cli")]
mod cli_closed_output;
mod clocks;
mod collections;
#[cfg(feature = "cli")]
mod collections_cli;
mod diagrams;
#[cfg(feature = "engine")]
mod engine;
#[cfg(feature = "cli")]
mod engine_cli;
mod errors;
mod fan;
mod fan_props;
mod fuzz_regressions;
mod hostile;
mod limits;
#[cfg(feature = "cli")]
mod morabaraba_cli;
mod morabaraba_fan;
mod morabaraba_fims;
mod morabaraba_rules;
mod no_panic;
mod old_rules;
mod oracle;
mod pgn;
#[cfg(feature = "cli")]
mod pgn_cli;
mod pgn_corpus;
mod pgn_edges;
mod pgn_fidelity;
mod pgn_round_trip;
mod pgn_write;
#[cfg(feature = "cli")]
mod pictures_cli;
mod props;
mod render_snapshot;
mod replay_archive;
mod round_trip;
mod rules;
mod static_html;
#[cfg(feature = "cli")]
mod teach_cli;
mod teach_overlays;
mod teach_puzzles;
mod teach_real;
mod teach_viewer;
mod viewer;
#[cfg(feature = "cli")]
mod words_cli;
