//! `arimaa analyse` and `arimaa annotate` through the binary: a score and
//! a line; a record written back with `[%eval …]` on every move, which
//! reads back; bad limits refused with the reason.

use crate::cli::arimaa;

const GAME: &str = "FAN31415926

1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2
1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7
2g Ee2n Ee3n Ee4n Md2n \"the elephant out\"
2s ed7s ed6s ed5s me7s
";

fn record(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("arimaa-engine-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn analyse_prints_a_score_and_a_line() {
    let file = record("game.fan", GAME);
    let (code, out) = arimaa(&["analyse", &file, "--path", "2g", "--depth", "1"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.starts_with("position: 2g (Silver to move)\ndepth 1 (4 steps) "),
        "{out}"
    );
    let score = out
        .lines()
        .find_map(|l| l.strip_prefix("score: "))
        .expect("a score");
    assert!(score.parse::<arimaa::engine::Score>().is_ok(), "{score}");
    let line = out
        .lines()
        .find_map(|l| l.strip_prefix("line: s "))
        .expect("a line");
    // The first turn of the line is Silver's, steps as the notation writes them.
    let first = line.split(" | ").next().unwrap();
    assert!((1..=4).contains(&first.split(' ').count()), "{line}");
}

#[test]
fn annotate_writes_an_eval_on_every_move_that_reads_back() {
    let file = record("annotate.fan", GAME);
    let (code, out) = arimaa(&["annotate", &file, "--depth", "1"]);
    assert_eq!(code, 0, "{out}");
    let parsed = arimaa::fan::read(&out);
    assert!(parsed.errors.is_empty(), "{:?}\n{out}", parsed.errors);
    let tree = &parsed.record.tree;
    let comments: Vec<String> = tree
        .main_line()
        .filter_map(|id| tree.node(id).mv.as_ref()?.comment.clone())
        .collect();
    assert_eq!(comments.len(), 2, "{out}");
    // The comment written before is kept, the evaluation after it.
    assert!(
        comments[0].starts_with("the elephant out [%eval "),
        "{}",
        comments[0]
    );
    for c in &comments {
        let start = c.find("[%eval ").unwrap() + 7;
        let value = &c[start..c[start..].find(']').unwrap() + start];
        assert!(value.parse::<arimaa::engine::Score>().is_ok(), "{c}");
    }
}

#[test]
fn bad_limits_and_finished_games_are_refused_with_the_reason() {
    let file = record("limits.fan", GAME);
    let (code, out) = arimaa(&["analyse", &file, "--time", "soon"]);
    assert_eq!((code, out.as_str()), (2, ""));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_arimaa"))
        .args(["analyse", &file, "--time", "soon"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("`soon` is no time: expected a duration like 2s"),
        "{err}"
    );
    let (code, _) = arimaa(&["analyse", &file, "--depth", "0"]);
    assert_eq!(code, 2);
}
