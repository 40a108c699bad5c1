//! The checks behind every fuzz target (shared with the library's
//! `tests/all/fuzz_regressions.rs`, which includes `checks.rs` by path).

pub mod checks;
