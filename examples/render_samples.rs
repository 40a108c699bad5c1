//! Writes sample boards as SVG: `cargo run --example render_samples -- OUTDIR`.

use arimaa::render::{
    build_scene, last_move_squares, piece_items, step_arrows, to_svg, turn_frame, Item, Layout,
    Marking, Paint, PieceStyle, Scene, SceneInput, Style, Tag, Theme, Transform,
};
use arimaa::{Bitboard, Color, Direction, Piece, Position, Role, Square, TurnBuilder};
use std::path::Path;

const START: &str = "rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR";
const MIDDLE: &str = "rr.r.rrrrd..mh.r.....c....cE........e.....D..H..R.H.MC.RRRR..RRR";

fn sq(s: &str) -> Square {
    Square::parse(s).expect("square")
}

fn write(
    dir: &Path,
    name: &str,
    size: f32,
    orientation: Color,
    coords: bool,
    input: &SceneInput,
    theme: &Theme,
) {
    let layout = Layout::new(size, orientation, coords);
    let svg = to_svg(&build_scene(&layout, input), theme);
    std::fs::write(dir.join(name), svg).expect("write svg");
}

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "target/samples".into());
    let dir = Path::new(&dir);
    std::fs::create_dir_all(dir).expect("create output dir");

    let start = SceneInput::new(Position::board_from_short(START).expect("start"));
    for (theme, name) in [(Theme::LIGHT, "light"), (Theme::DARK, "dark")] {
        write(
            dir,
            &format!("start-{name}-800.svg"),
            800.0,
            Color::Gold,
            true,
            &start,
            &theme,
        );
        write(
            dir,
            &format!("start-{name}-200.svg"),
            200.0,
            Color::Gold,
            false,
            &start,
            &theme,
        );
    }

    // Gold pushes the lone silver cat c5 onto c6, where it is captured,
    // then steps the camel: "cc5n cc6x Ed5w Me2n".
    let before = Position::board_from_short(MIDDLE).expect("middle");
    let mut turn = TurnBuilder::new(Position::new(before, Color::Gold));
    let steps: Vec<_> = [
        ("c5", Direction::North),
        ("d5", Direction::West),
        ("e2", Direction::North),
    ]
    .into_iter()
    .map(|(from, dir)| turn.step_from(sq(from), dir).expect("legal step"))
    .collect();
    let markings = vec![
        Marking {
            square: sq("b4"),
            label: "A".into(),
        },
        Marking {
            square: sq("e5"),
            label: "x".into(),
        },
        Marking {
            square: sq("f4"),
            label: "B".into(),
        },
        Marking {
            square: sq("e4"),
            label: "1".into(),
        },
    ];
    // A frame in the middle of the capture's fade, with the last move drawn.
    let (board, animation) = turn_frame(&before, &steps, 0.8);
    let mut fading = SceneInput::new(board);
    fading.animation = animation;
    fading.markings = markings.clone();
    fading.last_move = last_move_squares(&steps[..1]);
    // The end of the turn: highlights, arrows, a selection with its targets.
    let (board, _) = turn_frame(&before, &steps, steps.len() as f32);
    let mut after = SceneInput::new(board);
    after.last_move = last_move_squares(&steps);
    after.arrows = step_arrows(&steps);
    after.markings = markings;
    after.selected = Some(sq("c5"));
    after.targets = Bitboard::EMPTY
        .with(sq("b5"))
        .with(sq("d5"))
        .with(sq("c6"))
        .with(sq("c4"));
    // A frame halfway through the elephant's step.
    let (board, animation) = turn_frame(&before, &steps, 1.5);
    let mut flying = SceneInput::new(board);
    flying.animation = animation;
    for (theme, name) in [(Theme::LIGHT, "light"), (Theme::DARK, "dark")] {
        write(
            dir,
            &format!("turn-{name}-800.svg"),
            800.0,
            Color::Gold,
            true,
            &after,
            &theme,
        );
        write(
            dir,
            &format!("turn-{name}-silver-400.svg"),
            400.0,
            Color::Silver,
            true,
            &after,
            &theme,
        );
        write(
            dir,
            &format!("fade-{name}-400.svg"),
            400.0,
            Color::Gold,
            true,
            &fading,
            &theme,
        );
        write(
            dir,
            &format!("flight-{name}-400.svg"),
            400.0,
            Color::Gold,
            true,
            &flying,
            &theme,
        );
    }

    glyph_sheet(dir, "glyphs-light.svg", &Theme::LIGHT);
    glyph_sheet(dir, "glyphs-dark.svg", &Theme::DARK);

    let mut letters = start.clone();
    letters.piece_style = PieceStyle::Letter;
    write(
        dir,
        "start-letters-light-200.svg",
        200.0,
        Color::Gold,
        false,
        &letters,
        &Theme::LIGHT,
    );
    write(
        dir,
        "start-letters-dark-400.svg",
        400.0,
        Color::Gold,
        true,
        &letters,
        &Theme::DARK,
    );
}

/// Every token at 100, 50 and 25 px on the board colours of `theme`.
fn glyph_sheet(dir: &Path, name: &str, theme: &Theme) {
    let mut scene = Scene::new(660.0, 330.0);
    scene.push(Item::rect(
        0.0,
        0.0,
        660.0,
        330.0,
        Style::fill(Paint::BoardLight),
    ));
    scene.push(Item::rect(
        0.0,
        220.0,
        660.0,
        110.0,
        Style::fill(Paint::BoardDark),
    ));
    let mut place = |piece: Piece, x: f32, y: f32, size: f32, style: PieceStyle| {
        scene.push(Item::Group {
            tag: Tag::None,
            transform: Transform::new(x, y, size / 100.0),
            opacity: 1.0,
            items: piece_items(piece, style),
        });
    };
    for (i, role) in Role::ALL.iter().rev().enumerate() {
        let x = 5.0 + 110.0 * i as f32;
        for (j, color) in Color::ALL.iter().enumerate() {
            let p = Piece::new(*color, *role);
            place(p, x, 5.0 + 110.0 * j as f32, 100.0, PieceStyle::Glyph);
            place(p, x + 50.0 * j as f32, 225.0, 50.0, PieceStyle::Glyph);
            place(p, x + 25.0 * j as f32, 280.0, 25.0, PieceStyle::Glyph);
            place(
                p,
                x + 50.0 + 25.0 * j as f32,
                280.0,
                25.0,
                PieceStyle::Letter,
            );
        }
    }
    std::fs::write(dir.join(name), to_svg(&scene, theme)).expect("write svg");
}
