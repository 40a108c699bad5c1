//! `arimaa puzzles` and `--overlays` through the binary: the demo puzzles
//! check out, a broken one is reported with its problem and exit 1, and
//! the overlays reach the SVG a diagram writes.

// Native only: runs the binary.
#![cfg(not(target_arch = "wasm32"))]

#[path = "common/cli.rs"]
mod cli;
use cli::arimaa;

fn demo() -> String {
    format!("{}/www/games/puzzles.fan", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_demo_puzzles_check_out_and_a_broken_one_does_not() {
    let (code, out) = arimaa(&["puzzles", &demo()]);
    assert_eq!(code, 0, "{out}");
    assert!(out.ends_with("puzzles: 12, ok: 12, problems: 0\n"), "{out}");
    assert!(out.contains(":3 ok Silver to play: reach goal this turn: stated 4 steps, 1 right answers (shortest 4 steps)"), "{out}");
    // The stated move of puzzle 1 made a step longer than needed, and a
    // goal naming a piece that is not there.
    let text = std::fs::read_to_string(demo()).unwrap();
    let first = text.split("\nFAN31415926").next().unwrap();
    let longer = first.replace("2g Dd6n Rc7n", "2g Ra2n Dd6n Rc7n");
    let wrong = first.replace("Puzzle: goal in 1", "Puzzle: capture hd5");
    let dir = std::env::temp_dir().join(format!("arimaa-teach-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("broken.fan");
    std::fs::write(&path, format!("{longer}\n{wrong}")).unwrap();
    let (code, out) = arimaa(&["puzzles", path.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(":1 problem Gold to play: reach goal this turn: stated 3 steps"),
        "{out}"
    );
    assert!(
        out.contains("a solution of 2 steps exists, shorter than the stated 3"),
        "{out}"
    );
    assert!(out.contains(":2 problem the puzzle names the silver horse on d5, which the other side does not have there"), "{out}");
    assert!(out.ends_with("puzzles: 2, ok: 0, problems: 2\n"), "{out}");
    // Overlays in a diagram: puzzle 9's rings and trap counts in the SVG.
    let svg = dir.join("p9.svg");
    let (code, _) = arimaa(&[
        "diagram",
        &demo(),
        "--path",
        "9/start",
        "--overlays",
        "all",
        "-o",
        svg.to_str().unwrap(),
    ]);
    assert_eq!(code, 0);
    let plain = dir.join("plain.svg");
    arimaa(&[
        "diagram",
        &demo(),
        "--path",
        "9/start",
        "-o",
        plain.to_str().unwrap(),
    ]);
    let count = |p: &std::path::Path| {
        std::fs::read_to_string(p)
            .unwrap()
            .matches("<circle")
            .count()
    };
    assert_eq!(count(&svg) - count(&plain), 12, "4 rings and 8 trap discs");
    std::fs::remove_dir_all(&dir).unwrap();
}
