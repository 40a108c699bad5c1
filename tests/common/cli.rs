//! The `arimaa` binary run as a user runs it, for the CLI tests (only integration
//! tests know where cargo built the binary, so this is not in `common`).

use std::process::Command;

/// Runs `arimaa ARGS`: its exit code and standard output; a panic fails the test.
pub fn arimaa(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arimaa"))
        .args(args)
        .output()
        .expect("run arimaa");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("utf-8"),
    )
}
