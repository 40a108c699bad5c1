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
    body: "M 24.2 37.1 C 24.2 27.9 31.6 22.4 40.8 23.3 C 51.8 21.5 62.9 22.4 72.1 27.9 \
           C 79.4 32.5 83.1 40.8 83.1 50 L 83.1 75.8 L 72.1 75.8 L 71.2 62.9 \
           C 64.7 64.7 55.5 64.7 50 62.9 L 49.1 75.8 L 38 75.8 L 38 61 C 35.3 59.2 32.5 57.4 30.7 54.6 \
           C 28.8 60.1 27.9 65.6 27.9 70.2 C 27.9 74.8 24.2 77.6 20.6 76.7 \
           C 16.9 75.8 16 72.1 17.8 70.2 C 19.6 59.2 18.7 46.3 24.2 37.1 Z",
    holes: "M 29.8 33.4 a 2.3 2.3 0 1 0 4.6 0 a 2.3 2.3 0 1 0 -4.6 0 Z",
    lines: "M 40.8 29.8 C 50 29.8 53.7 37.1 51.8 48.2 C 46.3 51.8 40.8 50 39 46.3 \
            M 32.5 51.8 C 29.8 56.4 26.1 58.3 22.4 57.4",
};

const CAMEL: Glyph = Glyph {
    body: "M 14.1 34.4 C 14.1 29.8 18.7 27.9 24.2 27.9 L 27 26.1 L 28.8 28.8 \
           C 31.6 30.7 32.5 34.4 32.5 39 C 33.4 44.5 35.3 46.3 39 44.5 C 40.8 35.3 44.5 29.8 48.2 29.8 \
           C 51.8 29.8 53.7 35.3 54.6 39 C 56.4 31.6 60.1 27.9 63.8 28.8 C 69.3 29.8 72.1 35.3 74.8 40.8 \
           C 77.6 43.6 80.4 46.3 81.3 51.8 L 79.4 51.8 L 78.5 77.6 L 72.1 77.6 \
           L 71.2 60.1 C 64.7 62 57.4 62 50.9 60.1 L 50 77.6 L 43.6 77.6 L 42.6 57.4 \
           C 37.1 55.5 31.6 50 27.9 44.5 C 26.1 40.8 24.2 39.9 20.6 39.9 C 16 39.9 14.1 38 14.1 34.4 \
           Z",
    holes: "M 20.6 32.1 a 1.8 1.8 0 1 0 3.7 0 a 1.8 1.8 0 1 0 -3.7 0 Z",
    lines: "",
};

const HORSE: Glyph = Glyph {
    body: "M 37.1 24.2 C 38 19.6 39.9 16 42.6 13.2 C 44.5 16 46.3 18.7 47.2 20.6 \
           C 48.2 16.9 50 14.1 53.7 11.4 C 55.5 15 56.4 18.7 56.4 22.4 Q 63.8 22.4 63.8 27.9 \
           Q 71.2 29.8 69.3 36.2 Q 76.7 39.9 73.9 46.3 Q 80.4 51.8 76.7 57.4 \
           Q 81.3 63.8 76.7 68.4 L 75.8 77.6 Q 59.2 83.1 42.6 80.4 C 43.6 72.1 46.3 64.7 48.2 57.4 \
           C 46.3 52.8 40.8 54.6 37.1 57.4 C 33.4 61 27 62.9 22.4 61 C 16.9 59.2 15 53.7 18.7 49.1 \
           C 24.2 41.7 31.6 31.6 37.1 24.2 Z",
    holes: "M 37.1 32.5 a 2.3 2.3 0 1 0 4.6 0 a 2.3 2.3 0 1 0 -4.6 0 Z",
    lines: "M 22.4 53.7 L 24.2 52.8",
};

const DOG: Glyph = Glyph {
    body: "M 57.4 19.6 C 48.2 18.7 41.7 23.3 39 28.8 C 34.4 28.8 28.8 28.8 24.2 28.8 \
           C 19.6 27.9 16 29.8 16 33.4 C 16 38 17.8 40.8 21.5 42.6 C 25.2 45.4 29.8 48.2 35.3 48.2 \
           C 39.9 56.4 42.6 66.6 42.6 79.4 Q 57.4 83.1 72.1 78.5 C 75.8 66.6 75.8 55.5 72.1 46.3 \
           C 75.8 35.3 70.2 21.5 57.4 19.6 Z",
    holes: "M 39.4 31.6 a 2.3 2.3 0 1 0 4.6 0 a 2.3 2.3 0 1 0 -4.6 0 Z",
    lines: "M 51.8 25.2 C 61 21.5 69.3 28.8 67.5 43.6 C 66.6 52.8 62 57.4 57.4 55.5 \
            C 53.7 50 51.8 37.1 51.8 25.2 M 22.4 41.7 C 26.1 42.6 29.8 42.6 32.5 41.7 \
            M 43.6 67.5 Q 57.4 71.2 73 65.6",
};

const CAT: Glyph = Glyph {
    body: "M 25.2 20.6 L 39 36.2 C 46.3 33.4 53.7 33.4 61 36.2 L 74.8 20.6 \
           L 76.7 45.4 C 82.2 57.4 75.8 73 50 74.8 C 24.2 73 17.8 57.4 23.3 45.4 \
           Z",
    holes: "M 34.4 50.9 Q 39.4 44.5 44.5 50.9 Q 39.4 54.6 34.4 50.9 Z M 55.5 50.9 \
            Q 60.6 44.5 65.6 50.9 Q 60.6 54.6 55.5 50.9 Z M 46.3 58.3 L 53.7 58.3 \
            L 50 62 Z",
    lines: "M 50 62 L 50 64.7 M 44.5 66.6 Q 50 69.3 55.5 66.6",
};

const RABBIT: Glyph = Glyph {
    body: "M 27.9 40.8 C 27.9 35.3 31.6 31.6 35.3 30.7 C 33.4 22.4 33.4 15 36.2 13.2 \
           C 39.9 13.2 41.7 22.4 41.7 31.6 C 44.5 24.2 48.2 16.9 51.8 16.9 \
           C 54.6 17.8 51.8 27.9 46.3 35.3 C 55.5 39 62.9 44.5 68.4 50 C 77.6 48.2 83.1 53.7 80.4 61 \
           C 83.1 68.4 77.6 77.6 68.4 77.6 L 35.3 77.6 C 31.6 77.6 31.6 73.9 35.3 73 \
           L 40.8 72.1 C 39 62.9 37.1 53.7 35.3 50 C 29.8 50 26.1 46.3 27.9 40.8 \
           Z",
    holes: "M 31.6 38 a 1.8 1.8 0 1 0 3.7 0 a 1.8 1.8 0 1 0 -3.7 0 Z",
    lines: "M 59.2 76.7 C 57.4 66.6 62.9 59.2 72.1 59.2",
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
                text: String::from(piece.role.char().to_ascii_uppercase()),
                size,
                weight: Weight::Bold,
                anchor: Anchor::Middle,
                paint: ink,
            });
        }
    }
    items
}
