//! The SVG of fixed scenes, compared byte for byte with files under
//! `tests/snapshots/`. After an intended change of the drawing, look at the
//! new pictures and refresh the files with `UPDATE_SNAPSHOTS=1 cargo test`.

use arimaa::render::{build_scene, to_svg, Layout, Marking, PieceStyle, SceneInput, Theme};
use arimaa::{Color, Position, Square};
use std::path::PathBuf;

fn check(name: &str, svg: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/snapshots")
        .join(name);
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&path, svg).expect("write snapshot");
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (run with UPDATE_SNAPSHOTS=1)", path.display()));
    if expected != svg {
        let line = expected
            .lines()
            .zip(svg.lines())
            .position(|(a, b)| a != b)
            .map_or(expected.lines().count().min(svg.lines().count()), |i| i);
        panic!(
            "{name} differs from line {}: expected {:?}, got {:?} (UPDATE_SNAPSHOTS=1 to accept)",
            line + 1,
            expected.lines().nth(line),
            svg.lines().nth(line)
        );
    }
}

fn start() -> SceneInput {
    SceneInput::new(
        Position::board_from_short(
            "rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR",
        )
        .expect("start position"),
    )
}

#[test]
fn start_position_light_200() {
    let scene = build_scene(&Layout::new(200.0, Color::Gold, false), &start());
    check("start-light-200.svg", &to_svg(&scene, &Theme::LIGHT));
}

#[test]
fn letters_dark_silver_300_with_markings() {
    let mut input = start();
    input.piece_style = PieceStyle::Letter;
    input.markings = vec![
        Marking {
            square: Square::parse("d4").expect("d4"),
            label: "a".into(),
        },
        Marking {
            square: Square::parse("e7").expect("e7"),
            label: "1".into(),
        },
    ];
    let scene = build_scene(&Layout::new(300.0, Color::Silver, true), &input);
    check("letters-dark-silver-300.svg", &to_svg(&scene, &Theme::DARK));
}

#[test]
fn morabaraba_light_300_with_cows_last_move_and_a_marking() {
    use arimaa::morabaraba::{Point, PointSet};
    use arimaa::render::{build_morabaraba_scene, MorabarabaInput};
    let p = |s: &str| Point::parse(s).expect("a point");
    let input = MorabarabaInput {
        white: PointSet::from_points(&[p("a1"), p("d2"), p("c3")]),
        black: PointSet::from_points(&[p("g7"), p("d6")]),
        last_move: PointSet::from_points(&[p("d1"), p("d2")]),
        markings: vec![(6, 0, "A".into())],
        ..MorabarabaInput::default()
    };
    let scene = build_morabaraba_scene(&Layout::new(300.0, Color::Gold, true), &input);
    check("morabaraba-light-300.svg", &to_svg(&scene, &Theme::LIGHT));
}
