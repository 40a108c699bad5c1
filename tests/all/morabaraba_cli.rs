//! `arimaa perft`: the count on stdout for Morabaraba, exit 2 otherwise.

use std::process::Command;

fn perft(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arimaa"))
        .arg("perft")
        .args(args)
        .output()
        .expect("run arimaa");
    let text = |b: Vec<u8>| String::from_utf8(b).expect("utf-8");
    (
        out.status.code().unwrap_or(-1),
        text(out.stdout),
        text(out.stderr),
    )
}

#[test]
fn morabaraba_counts() {
    assert_eq!(perft(&["--variant", "morabaraba", "3"]).1, "12144\n");
    assert_eq!(perft(&["4"]), (0, "255024\n".into(), String::new()));
}

#[test]
fn other_variants_exit_2() {
    let (code, out, err) = perft(&["--variant", "arimaa", "2"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("arimaa movecount"), "{err}");
    let (code, _, err) = perft(&["--variant", "chess", "2"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown variant `chess`"), "{err}");
}

#[test]
fn replay_and_convert_read_morabaraba_fan() {
    let demo = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/www/demo/games/demo-morabaraba.fan"
    );
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_arimaa"))
            .args(args)
            .output()
            .expect("run arimaa");
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8(out.stdout).expect("utf-8"),
        )
    };
    let (code, out) = run(&["replay", demo]);
    assert_eq!(code, 0);
    assert!(out.starts_with("demo-morabaraba ok we\n"), "{out}");
    let (code, out) = run(&["convert", "--to", "fan", demo]);
    assert_eq!(code, 0);
    assert!(
        out.contains("Variant: morabaraba\n") && out.contains("\n27g f2-e3xd7 "),
        "{out}"
    );
}
