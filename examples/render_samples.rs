//! Writes sample boards as SVG: `cargo run --example render_samples -- OUTDIR`.

use arimaa::render::{
    build_scene, piece_items, to_svg, Animation, Arrow, Fade, Flight, Item, Layout, Marking, Paint,
    PieceStyle, Scene, SceneInput, Style, Tag, Theme, Transform,
};
use arimaa::{Bitboard, Color, Piece, Position, Role, Square};
use std::path::Path;

const START: &str = "rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR";
const MIDDLE: &str = "r.rr.rrrrdh.mh.r..c..d.....e......E..M.......H..RDHC.CDRRRR..RRR";

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

    let board = Position::board_from_short(MIDDLE).expect("middle");
    let mut middle = SceneInput::new(board);
    middle.last_move = Bitboard::EMPTY.with(sq("d5")).with(sq("d4")).with(sq("e4"));
    middle.arrows = vec![
        Arrow {
            from: sq("d5"),
            to: sq("d4"),
        },
        Arrow {
            from: sq("d4"),
            to: sq("e4"),
        },
    ];
    middle.markings = vec![
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
    ];
    middle.selected = Some(sq("c4"));
    middle.targets = Bitboard::EMPTY.with(sq("c5")).with(sq("b4")).with(sq("c3"));
    middle.animation = Animation {
        flights: vec![Flight {
            piece: Piece::from_char('e').expect("e"),
            from: sq("d5"),
            to: sq("d6"),
            t: 0.5,
        }],
        fades: vec![Fade {
            piece: Piece::from_char('c').expect("c"),
            square: sq("f6"),
            alpha: 0.5,
        }],
    };
    for (theme, name) in [(Theme::LIGHT, "light"), (Theme::DARK, "dark")] {
        write(
            dir,
            &format!("middle-{name}-800.svg"),
            800.0,
            Color::Gold,
            true,
            &middle,
            &theme,
        );
        write(
            dir,
            &format!("middle-{name}-silver-400.svg"),
            400.0,
            Color::Silver,
            true,
            &middle,
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
