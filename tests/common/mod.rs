//! Helpers shared by the integration tests (each test file includes this
//! module and uses what it needs).
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// A file of `shared/data/arimaa/`, found in the nearest ancestor of the
/// crate that has one (the repo sits beside `shared/` in CI and in worktrees
/// one level deeper).
pub fn data_path(name: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    root.ancestors()
        .skip(1)
        .map(|a| a.join("shared/data/arimaa").join(name))
        .find(|p| p.exists())
        .unwrap_or_else(|| panic!("shared/data/arimaa/{name} not found above {root:?}"))
}

/// The text of a shared data file (invalid UTF-8 replaced).
pub fn data(name: &str) -> String {
    String::from_utf8_lossy(&std::fs::read(data_path(name)).expect("readable")).into_owned()
}

/// A small deterministic generator for test inputs.
pub struct Lcg(pub u64);

impl Lcg {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    /// A number below `n` (0 when `n` is 0).
    pub fn next(&mut self, n: usize) -> usize {
        (self.next_u64() as usize) % n.max(1)
    }
}
