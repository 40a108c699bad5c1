//! Piece tokens: a round token in the piece's colour carrying an animal
//! silhouette (or, as a fallback, the role's letter).
//!
//! Glyphs are SVG path data in a 100 × 100 box, the token centred at
//! (50, 50). Each glyph is a filled silhouette in the token's ink colour,
//! plus details (eyes, ears, tusks) cut back out of it in the token colour:
//! `holes` are filled, `lines` stroked with [`DETAIL_WIDTH`]. All animals
//! face left, so the set reads as one family.

use super::scene::{Anchor, Item, Point, Style, Weight};
use super::theme::Paint;
use crate::{Color, Piece, Role};

/// Side of the box glyph coordinates live in; a token fills one square.
pub const GLYPH_BOX: f32 = 100.0;
/// Radius of the token, in glyph units.
pub const TOKEN_RADIUS: f32 = 45.0;
const RIM_WIDTH: f32 = 4.0;
const DETAIL_WIDTH: f32 = 3.0;
const SHADOW_OFFSET: f32 = 3.0;

/// How pieces are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PieceStyle {
    /// Animal silhouettes.
    #[default]
    Glyph,
    /// The role's upper-case letter (E M H D C R) on the token.
    Letter,
}

/// The path data of one animal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Glyph {
    /// The silhouette, filled with the ink colour.
    pub body: &'static str,
    /// Filled with the token colour on top of the body (eyes, nose).
    pub holes: &'static str,
    /// Stroked with the token colour on top of the body (ears, tusks, mouths).
    pub lines: &'static str,
}

const ELEPHANT: Glyph = Glyph {
    body: "M 24.24 37.12 C 24.24 27.92 31.6 22.4 40.8 23.32 C 51.84 21.48 62.88 22.4 72.08 27.92 \
           C 79.44 32.52 83.12 40.8 83.12 50 L 83.12 75.76 L 72.08 75.76 L 71.16 62.88 \
           C 64.72 64.72 55.52 64.72 50 62.88 L 49.08 75.76 L 38.04 75.76 L 38.04 61.04 \
           C 35.28 59.2 32.52 57.36 30.68 54.6 C 28.84 60.12 27.92 65.64 27.92 70.24 \
           C 27.92 74.84 24.24 77.6 20.56 76.68 C 16.88 75.76 15.96 72.08 17.8 70.24 \
           C 19.64 59.2 18.72 46.32 24.24 37.12 Z",
    holes: "M 29.76 33.44 a 2.3 2.3 0 1 0 4.6 0 a 2.3 2.3 0 1 0 -4.6 0 Z",
    lines: "M 40.8 29.76 C 50 29.76 53.68 37.12 51.84 48.16 C 46.32 51.84 40.8 50 38.96 46.32 \
            M 32.52 51.84 C 29.76 56.44 26.08 58.28 22.4 57.36",
};

const CAMEL: Glyph = Glyph {
    body: "M 14.12 34.36 C 14.12 29.76 18.72 27.92 24.24 27.92 L 27 26.08 L 28.84 28.84 \
           C 31.6 30.68 32.52 34.36 32.52 38.96 C 33.44 44.48 35.28 46.32 38.96 44.48 \
           C 40.8 35.28 44.48 29.76 48.16 29.76 C 51.84 29.76 53.68 35.28 54.6 38.96 \
           C 56.44 31.6 60.12 27.92 63.8 28.84 C 69.32 29.76 72.08 35.28 74.84 40.8 \
           C 77.6 43.56 80.36 46.32 81.28 51.84 L 79.44 51.84 L 78.52 77.6 \
           L 72.08 77.6 L 71.16 60.12 C 64.72 61.96 57.36 61.96 50.92 60.12 \
           L 50 77.6 L 43.56 77.6 L 42.64 57.36 C 37.12 55.52 31.6 50 27.92 44.48 \
           C 26.08 40.8 24.24 39.88 20.56 39.88 C 15.96 39.88 14.12 38.04 14.12 34.36 \
           Z",
    holes: "M 20.56 32.06 a 1.84 1.84 0 1 0 3.68 0 a 1.84 1.84 0 1 0 -3.68 0 \
            Z",
    lines: "",
};

const HORSE: Glyph = Glyph {
    body:
        "M 37.12 24.24 C 38.04 19.64 39.88 15.96 42.64 13.2 C 44.48 15.96 46.32 18.72 47.24 20.56 \
           C 48.16 16.88 50 14.12 53.68 11.36 C 55.52 15.04 56.44 18.72 56.44 22.4 \
           Q 63.8 22.4 63.8 27.92 Q 71.16 29.76 69.32 36.2 Q 76.68 39.88 73.92 46.32 \
           Q 80.36 51.84 76.68 57.36 Q 81.28 63.8 76.68 68.4 L 75.76 77.6 Q 59.2 83.12 42.64 80.36 \
           C 43.56 72.08 46.32 64.72 48.16 57.36 C 46.32 52.76 40.8 54.6 37.12 57.36 \
           C 33.44 61.04 27 62.88 22.4 61.04 C 16.88 59.2 15.04 53.68 18.72 49.08 \
           C 24.24 41.72 31.6 31.6 37.12 24.24 Z",
    holes: "M 37.12 32.52 a 2.3 2.3 0 1 0 4.6 0 a 2.3 2.3 0 1 0 -4.6 0 Z",
    lines: "M 22.4 53.68 L 24.24 52.76",
};

const DOG: Glyph = Glyph {
    body:
        "M 57.36 19.64 C 48.16 18.72 41.72 23.32 38.96 28.84 C 34.36 28.84 28.84 28.84 24.24 28.84 \
           C 19.64 27.92 15.96 29.76 15.96 33.44 C 15.96 38.04 17.8 40.8 21.48 42.64 \
           C 25.16 45.4 29.76 48.16 35.28 48.16 C 39.88 56.44 42.64 66.56 42.64 79.44 \
           Q 57.36 83.12 72.08 78.52 C 75.76 66.56 75.76 55.52 72.08 46.32 \
           C 75.76 35.28 70.24 21.48 57.36 19.64 Z",
    holes: "M 39.42 31.6 a 2.3 2.3 0 1 0 4.6 0 a 2.3 2.3 0 1 0 -4.6 0 Z",
    lines:
        "M 51.84 25.16 C 61.04 21.48 69.32 28.84 67.48 43.56 C 66.56 52.76 61.96 57.36 57.36 55.52 \
            C 53.68 50 51.84 37.12 51.84 25.16 M 22.4 41.72 C 26.08 42.64 29.76 42.64 32.52 41.72 \
            M 43.56 67.48 Q 57.36 71.16 73 65.64",
};

const CAT: Glyph = Glyph {
    body: "M 25.16 20.56 L 38.96 36.2 C 46.32 33.44 53.68 33.44 61.04 36.2 \
           L 74.84 20.56 L 76.68 45.4 C 82.2 57.36 75.76 73 50 74.84 C 24.24 73 17.8 57.36 23.32 45.4 \
           Z",
    holes: "M 34.36 50.92 Q 39.42 44.48 44.48 50.92 Q 39.42 54.6 34.36 50.92 \
            Z M 55.52 50.92 Q 60.58 44.48 65.64 50.92 Q 60.58 54.6 55.52 50.92 \
            Z M 46.32 58.28 L 53.68 58.28 L 50 61.96 Z",
    lines: "M 50 61.96 L 50 64.72 M 44.48 66.56 Q 50 69.32 55.52 66.56",
};

const RABBIT: Glyph = Glyph {
    body: "M 27.92 40.8 C 27.92 35.28 31.6 31.6 35.28 30.68 C 33.44 22.4 33.44 15.04 36.2 13.2 \
           C 39.88 13.2 41.72 22.4 41.72 31.6 C 44.48 24.24 48.16 16.88 51.84 16.88 \
           C 54.6 17.8 51.84 27.92 46.32 35.28 C 55.52 38.96 62.88 44.48 68.4 50 \
           C 77.6 48.16 83.12 53.68 80.36 61.04 C 83.12 68.4 77.6 77.6 68.4 77.6 \
           L 35.28 77.6 C 31.6 77.6 31.6 73.92 35.28 73 L 40.8 72.08 C 38.96 62.88 37.12 53.68 35.28 50 \
           C 29.76 50 26.08 46.32 27.92 40.8 Z",
    holes: "M 31.6 38.04 a 1.84 1.84 0 1 0 3.68 0 a 1.84 1.84 0 1 0 -3.68 0 \
            Z",
    lines: "M 59.2 76.68 C 57.36 66.56 62.88 59.2 72.08 59.2",
};

/// The silhouette of a role.
pub const fn glyph(role: Role) -> &'static Glyph {
    match role {
        Role::Elephant => &ELEPHANT,
        Role::Camel => &CAMEL,
        Role::Horse => &HORSE,
        Role::Dog => &DOG,
        Role::Cat => &CAT,
        Role::Rabbit => &RABBIT,
    }
}

/// Token fill, rim and ink roles of a colour.
pub(crate) const fn paints(color: Color) -> (Paint, Paint, Paint) {
    match color {
        Color::Gold => (Paint::GoldPiece, Paint::GoldPieceRim, Paint::GoldPieceInk),
        Color::Silver => (
            Paint::SilverPiece,
            Paint::SilverPieceRim,
            Paint::SilverPieceInk,
        ),
    }
}

/// The items of one piece in glyph coordinates (a [`GLYPH_BOX`] square):
/// shadow, token, then silhouette or letter.
pub fn piece_items(piece: Piece, style: PieceStyle) -> Vec<Item> {
    let (token, rim, ink) = paints(piece.color);
    let center = Point::new(GLYPH_BOX / 2.0, GLYPH_BOX / 2.0);
    let mut items = vec![
        Item::circle(
            Point::new(center.x, center.y + SHADOW_OFFSET),
            TOKEN_RADIUS + RIM_WIDTH / 2.0,
            Style::fill(Paint::PieceShadow),
        ),
        Item::circle(
            center,
            TOKEN_RADIUS,
            Style::fill(token).with_stroke(rim, RIM_WIDTH),
        ),
    ];
    match style {
        PieceStyle::Glyph => {
            let g = glyph(piece.role);
            items.push(Item::path(g.body, Style::fill(ink)));
            if !g.holes.is_empty() {
                items.push(Item::path(g.holes, Style::fill(token)));
            }
            if !g.lines.is_empty() {
                items.push(Item::path(g.lines, Style::stroke(token, DETAIL_WIDTH)));
            }
        }
        PieceStyle::Letter => {
            let size = 58.0;
            items.push(Item::Text {
                x: center.x,
                y: center.y + size * 0.36,
                text: piece.role.char().to_ascii_uppercase().to_string(),
                size,
                weight: Weight::Bold,
                anchor: Anchor::Middle,
                paint: ink,
            });
        }
    }
    items
}
