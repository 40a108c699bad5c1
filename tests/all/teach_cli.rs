//! `arimaa puzzles` and `--overlays` through the binary: the demo puzzles
//! check out, a broken one is reported with its problem and exit 1, and
//! the overlays reach the SVG a diagram writes.

use crate::cli;
use cli::arimaa;

fn demo() -> String {
    format!("{}/www/demo/games/puzzles.fan", env!("CARGO_MANIFEST_DIR"))
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

/// Writes `files` (name, text) to a fresh folder and runs `arimaa puzzles` on them.
fn check_files(tag: &str, files: &[(&str, String)]) -> (i32, String) {
    let dir = std::env::temp_dir().join(format!("arimaa-teach-cli-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut args = vec!["puzzles".to_owned()];
    for (name, text) in files {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        args.push(path.to_str().unwrap().to_owned());
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = arimaa(&args);
    std::fs::remove_dir_all(&dir).unwrap();
    out
}

#[test]
fn a_stated_move_that_cannot_be_played_is_named_by_line_and_column() {
    let text = std::fs::read_to_string(demo()).unwrap();
    let puzzles: Vec<&str> = text.split("\nFAN31415926").collect();
    // Puzzle 1's solution moves an elephant from b2, where nothing stands.
    let first = puzzles[0].replace("2g Dd6n Rc7n", "2g Eb2n");
    // Puzzle 11's second turn starts with a step of a rabbit not yet on h6.
    let second = format!("FAN31415926{}", puzzles[10]).replace("3g Rg6e Rh6n", "3g Rh6e Rh6n");
    let (code, out) = check_files("unreadable", &[("one.fan", first), ("two.fan", second)]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "one.fan:1 problem Gold to play: reach goal this turn: stated solution unreadable, "
        ),
        "{out}"
    );
    assert!(
        out.contains("; the stated solution 2g cannot be played: line 6, column 4: no piece on b2 (at `Eb2n`)\n"),
        "{out}"
    );
    assert!(!out.contains("at least one step"), "{out}");
    assert!(!out.contains("not the main line"), "{out}");
    assert!(!out.contains("states no solution"), "{out}");
    assert!(
        out.contains("two.fan:1 problem Gold to play: reach goal within 2 turns, whatever the defence: stated 4 steps, "),
        "{out}"
    );
    assert!(
        out.contains(
            "; the stated move 3g cannot be played: line 8, column 4: no piece on h6 (at `Rh6e`)\n"
        ),
        "{out}"
    );
    assert!(out.ends_with("puzzles: 2, ok: 0, problems: 2\n"), "{out}");
}

#[test]
fn a_puzzle_with_no_solution_says_so() {
    // Gold's elephant and rabbit are far from silver's rabbits and from goal.
    let board =
        ".....r.r................................................R..E....".replace('.', " ");
    let capture = format!("FAN31415926\nPuzzle: capture rf8\nPosition: g [{board}]\n\n2g Ed1n\n");
    let goal = format!("FAN31415926\nPuzzle: goal in 1\nPosition: g [{board}]\n");
    let (code, out) = check_files("none", &[("capture.fan", capture), ("goal.fan", goal)]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("capture.fan:1 problem Gold to play: capture the silver rabbit on f8: stated 1 steps, 0 right answers (shortest none steps)"), "{out}");
    assert!(
        out.contains("; the stated solution is wrong: the move does not capture the silver rabbit on f8; the puzzle has no solution: no move captures the silver rabbit on f8\n"),
        "{out}"
    );
    assert!(
        out.contains("; the record states no solution; the puzzle has no solution: no move reaches goal this turn\n"),
        "{out}"
    );
}
