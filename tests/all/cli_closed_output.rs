//! The CLI stops quietly when its output is closed early (`arimaa replay FILE |
//! head -1`): exit status 0 and no panic message, for every subcommand that
//! prints more than a line.

use std::ffi::OsString;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn archive() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/arimaa/allgames202602.txt")
}

/// Runs `arimaa ARGS`, reads the first line of its output, closes the pipe and
/// waits: the program must notice the closed output and end quietly.
fn first_line_then_close(args: &[OsString]) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arimaa"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run arimaa");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("piped stdout"))
        .read_line(&mut first)
        .expect("read the first line");
    // The reader is dropped: the read end of the pipe is closed now.
    assert!(!first.is_empty(), "{args:?}: no output");
    let out = child.wait_with_output().expect("wait for arimaa");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
}

/// The archive given `n` times: far more output than a pipe buffers, so the
/// program writes again after the reader has gone.
fn archive_times(n: usize) -> Vec<OsString> {
    vec![archive().into_os_string(); n]
}

#[test]
fn replay_stops_quietly() {
    let mut args = vec![OsString::from("replay")];
    args.extend(archive_times(40));
    first_line_then_close(&args);
}

#[test]
fn clocks_stops_quietly() {
    let mut args = vec![OsString::from("clocks")];
    args.extend(archive_times(40));
    first_line_then_close(&args);
}

#[test]
fn convert_stops_quietly() {
    // Every game of the archive as a record: hundreds of KB.
    for to in ["arimaa", "fan"] {
        first_line_then_close(&["convert".into(), "--to".into(), to.into(), archive().into()]);
    }
}

#[test]
fn movecount_tsv_stops_quietly() {
    let rows = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/arimaa/movecounts-published.tsv"),
    )
    .expect("movecounts-published.tsv");
    let tsv = Path::new(env!("CARGO_TARGET_TMPDIR")).join("movecounts-x40.tsv");
    std::fs::write(&tsv, rows.repeat(40)).expect("write the long tsv");
    first_line_then_close(&["movecount".into(), "--tsv".into(), tsv.into()]);
}
