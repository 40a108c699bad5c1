//! Colour roles and the themes that give them values.
//!
//! A scene names colours by role ([`Paint`]); a backend looks them up in a
//! [`Theme`]. The web component starts from [`Theme::LIGHT`] or
//! [`Theme::DARK`] and overrides roles from CSS custom properties named by
//! [`Paint::css_var`], so one scene serves every theme.

use crate::record::{Glyph, MarkColour};

/// A colour role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Paint {
    /// Behind the board: the coordinate margins.
    Background,
    /// The light squares (and the whole Morabaraba board).
    BoardLight,
    /// The dark squares of the checkered Arimaa board.
    BoardDark,
    /// The line around the board.
    BoardEdge,
    /// The four trap squares.
    TrapSquare,
    /// File letters and rank numbers in the margins.
    Coordinate,
    /// Gold's tokens (White's cows in Morabaraba).
    GoldPiece,
    /// The outline of Gold's tokens.
    GoldPieceRim,
    /// The animal or letter on Gold's tokens.
    GoldPieceInk,
    /// Silver's tokens (Black's cows in Morabaraba).
    SilverPiece,
    /// The outline of Silver's tokens.
    SilverPieceRim,
    /// The animal or letter on Silver's tokens.
    SilverPieceInk,
    /// The shadow under every token.
    PieceShadow,
    /// Squares of the last move's steps.
    LastMove,
    /// The square of the piece picked up in interactive play.
    Selected,
    /// Dots on the squares a selected piece may reach.
    LegalTarget,
    /// Marking labels on empty squares and badges on occupied ones.
    Marking,
    /// The letter inside a marking badge.
    MarkingText,
    /// Arrows drawn over the board.
    Arrow,
    /// An annotator's green arrows and highlighted squares (`@ad2d4=G`,
    /// `@hd4=G`). The four mark colours are translucent, as a pen over the
    /// board, and more saturated than [`Paint::Arrow`], whose arrows are
    /// also narrower: a move's own path never looks like an annotation.
    MarkGreen,
    /// An annotator's red arrows and squares.
    MarkRed,
    /// An annotator's yellow arrows and squares.
    MarkYellow,
    /// An annotator's blue arrows and squares.
    MarkBlue,
    /// The badge of a good (`!`) or brilliant (`!!`) move: green.
    GlyphGood,
    /// The badge of a mistake (`?`): orange.
    GlyphMistake,
    /// The badge of a blunder (`??`): red.
    GlyphBlunder,
    /// The badge of an interesting move (`!?`): light blue.
    GlyphInteresting,
    /// The badge of a dubious move (`?!`): pink.
    GlyphDubious,
    /// The symbol on a glyph badge. Every glyph colour is dark enough for
    /// it to be read on it (white), on the board and in the move list.
    GlyphText,
}

impl Paint {
    /// How many roles there are: the length of a theme's colour table.
    pub const COUNT: usize = 29;

    /// Every role, in declaration order (the order of [`Theme`]'s table).
    pub const ALL: [Paint; Paint::COUNT] = [
        Paint::Background,
        Paint::BoardLight,
        Paint::BoardDark,
        Paint::BoardEdge,
        Paint::TrapSquare,
        Paint::Coordinate,
        Paint::GoldPiece,
        Paint::GoldPieceRim,
        Paint::GoldPieceInk,
        Paint::SilverPiece,
        Paint::SilverPieceRim,
        Paint::SilverPieceInk,
        Paint::PieceShadow,
        Paint::LastMove,
        Paint::Selected,
        Paint::LegalTarget,
        Paint::Marking,
        Paint::MarkingText,
        Paint::Arrow,
        Paint::MarkGreen,
        Paint::MarkRed,
        Paint::MarkYellow,
        Paint::MarkBlue,
        Paint::GlyphGood,
        Paint::GlyphMistake,
        Paint::GlyphBlunder,
        Paint::GlyphInteresting,
        Paint::GlyphDubious,
        Paint::GlyphText,
    ];

    /// The CSS custom property a page sets to override this role.
    pub const fn css_var(self) -> &'static str {
        match self {
            Paint::Background => "--arimaa-background",
            Paint::BoardLight => "--arimaa-board-light",
            Paint::BoardDark => "--arimaa-board-dark",
            Paint::BoardEdge => "--arimaa-board-edge",
            Paint::TrapSquare => "--arimaa-trap",
            Paint::Coordinate => "--arimaa-coordinate",
            Paint::GoldPiece => "--arimaa-gold",
            Paint::GoldPieceRim => "--arimaa-gold-rim",
            Paint::GoldPieceInk => "--arimaa-gold-ink",
            Paint::SilverPiece => "--arimaa-silver",
            Paint::SilverPieceRim => "--arimaa-silver-rim",
            Paint::SilverPieceInk => "--arimaa-silver-ink",
            Paint::PieceShadow => "--arimaa-shadow",
            Paint::LastMove => "--arimaa-last-move",
            Paint::Selected => "--arimaa-selected",
            Paint::LegalTarget => "--arimaa-target",
            Paint::Marking => "--arimaa-marking",
            Paint::MarkingText => "--arimaa-marking-text",
            Paint::Arrow => "--arimaa-arrow",
            Paint::MarkGreen => "--arimaa-mark-green",
            Paint::MarkRed => "--arimaa-mark-red",
            Paint::MarkYellow => "--arimaa-mark-yellow",
            Paint::MarkBlue => "--arimaa-mark-blue",
            Paint::GlyphGood => "--arimaa-glyph-good",
            Paint::GlyphMistake => "--arimaa-glyph-mistake",
            Paint::GlyphBlunder => "--arimaa-glyph-blunder",
            Paint::GlyphInteresting => "--arimaa-glyph-interesting",
            Paint::GlyphDubious => "--arimaa-glyph-dubious",
            Paint::GlyphText => "--arimaa-glyph-text",
        }
    }

    /// The role an arrow or a highlight of `colour` is painted with.
    pub const fn of_mark(colour: MarkColour) -> Paint {
        match colour {
            MarkColour::Green => Paint::MarkGreen,
            MarkColour::Red => Paint::MarkRed,
            MarkColour::Yellow => Paint::MarkYellow,
            MarkColour::Blue => Paint::MarkBlue,
        }
    }

    /// The badge colour of a glyph that judges the move by a symbol
    /// (`!`, `?`, `!!`, `??`, `!?`, `?!`); `None` for the others, which
    /// get no badge on the board (the move list still shows them).
    pub const fn of_glyph(glyph: Glyph) -> Option<Paint> {
        Some(match glyph.0 {
            1 | 3 => Paint::GlyphGood,
            2 => Paint::GlyphMistake,
            4 => Paint::GlyphBlunder,
            5 => Paint::GlyphInteresting,
            6 => Paint::GlyphDubious,
            _ => return None,
        })
    }
}

/// An sRGB colour with alpha, 8 bits per channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgba {
    /// Red.
    pub r: u8,
    /// Green.
    pub g: u8,
    /// Blue.
    pub b: u8,
    /// Alpha: 0 transparent, 255 opaque.
    pub a: u8,
}

const HEX: &[u8; 16] = b"0123456789abcdef";

impl Rgba {
    /// An opaque colour.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Rgba {
        Rgba { r, g, b, a: 255 }
    }
    /// A colour with its alpha.
    pub const fn new(r: u8, g: u8, b: u8, a: u8) -> Rgba {
        Rgba { r, g, b, a }
    }

    /// `#rrggbb`, the alpha left out (see [`Rgba::alpha`]).
    pub fn hex(self) -> String {
        let mut s = String::with_capacity(7);
        s.push('#');
        for c in [self.r, self.g, self.b] {
            s.push(HEX[usize::from(c >> 4)] as char);
            s.push(HEX[usize::from(c & 15)] as char);
        }
        s
    }

    /// `#rrggbb`, or `#rrggbbaa` when translucent: a CSS colour (for a
    /// canvas's `fillStyle` or a custom property) that keeps the alpha.
    pub fn css(self) -> String {
        let mut s = self.hex();
        if self.a < 255 {
            s.push(HEX[usize::from(self.a >> 4)] as char);
            s.push(HEX[usize::from(self.a & 15)] as char);
        }
        s
    }

    /// Alpha as `0.0..=1.0`.
    pub fn alpha(self) -> f32 {
        f32::from(self.a) / 255.0
    }

    /// Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)` or
    /// `rgba(r, g, b, a)` (surrounding spaces allowed), the forms a theme's CSS
    /// custom properties are expected to use.
    pub fn parse(s: &str) -> Option<Rgba> {
        let s = s.trim();
        if let Some(args) = s
            .strip_prefix("rgba(")
            .or_else(|| s.strip_prefix("rgb("))
            .and_then(|r| r.strip_suffix(')'))
        {
            return Rgba::parse_function(args);
        }
        let digits = s.strip_prefix('#')?.as_bytes();
        let nibble = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
        let mut v = [0u8; 4];
        v[3] = 255;
        match digits.len() {
            3 | 4 => {
                for (i, &c) in digits.iter().enumerate() {
                    v[i] = nibble(c)? * 17;
                }
            }
            6 | 8 => {
                for (i, pair) in digits.chunks(2).enumerate() {
                    v[i] = nibble(pair[0])? * 16 + nibble(pair[1])?;
                }
            }
            _ => return None,
        }
        Some(Rgba::new(v[0], v[1], v[2], v[3]))
    }

    /// The arguments of `rgb(…)`/`rgba(…)`: three channels 0–255 and an
    /// optional alpha 0–1, separated by commas or spaces (`/` before alpha).
    fn parse_function(args: &str) -> Option<Rgba> {
        let parts: Vec<f32> = args
            .split(|c: char| c == ',' || c == '/' || c.is_whitespace())
            .filter(|p| !p.is_empty())
            .map(decimal)
            .collect::<Option<_>>()?;
        let channel = |v: f32| v.clamp(0.0, 255.0).round() as u8;
        let alpha = match parts.len() {
            3 => 1.0,
            4 => parts[3].clamp(0.0, 1.0),
            _ => return None,
        };
        Some(Rgba::new(
            channel(parts[0]),
            channel(parts[1]),
            channel(parts[2]),
            (alpha * 255.0).round() as u8,
        ))
    }
}

// The glyph badges are the same in both themes: a badge is a solid disc
// with a white symbol, so it reads on any board. Each colour keeps at least
// 3:1 contrast against white (bold text): the familiar hues (green good,
// orange mistake, red blunder, light blue interesting, pink dubious) in
// shades dark enough for that.
const GLYPH_GOOD: Rgba = Rgba::rgb(0x1f, 0x8a, 0x3e);
const GLYPH_MISTAKE: Rgba = Rgba::rgb(0xc8, 0x64, 0x00);
const GLYPH_BLUNDER: Rgba = Rgba::rgb(0xcc, 0x22, 0x22);
const GLYPH_INTERESTING: Rgba = Rgba::rgb(0x1d, 0x84, 0xc6);
const GLYPH_DUBIOUS: Rgba = Rgba::rgb(0xc2, 0x3f, 0x8e);

/// A value for every [`Paint`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Theme {
    colors: [Rgba; Paint::COUNT],
}

impl Theme {
    /// Sand board, amber gold, pale silver.
    pub const LIGHT: Theme = Theme {
        colors: [
            Rgba::rgb(0xf3, 0xec, 0xdc),       // Background
            Rgba::rgb(0xee, 0xdf, 0xbe),       // BoardLight
            Rgba::rgb(0xe3, 0xcf, 0xa6),       // BoardDark
            Rgba::rgb(0x8a, 0x6f, 0x4d),       // BoardEdge
            Rgba::rgb(0xc4, 0x8e, 0x63),       // TrapSquare
            Rgba::rgb(0x6b, 0x56, 0x37),       // Coordinate
            Rgba::rgb(0xe6, 0xa9, 0x2e),       // GoldPiece
            Rgba::rgb(0x6b, 0x45, 0x10),       // GoldPieceRim
            Rgba::rgb(0x3d, 0x26, 0x06),       // GoldPieceInk
            Rgba::rgb(0xe6, 0xea, 0xef),       // SilverPiece
            Rgba::rgb(0x59, 0x63, 0x6f),       // SilverPieceRim
            Rgba::rgb(0x28, 0x31, 0x3c),       // SilverPieceInk
            Rgba::new(0x2a, 0x1c, 0x08, 0x40), // PieceShadow
            Rgba::new(0x3b, 0x82, 0xc4, 0x59), // LastMove
            Rgba::new(0x1f, 0x8a, 0x4c, 0x70), // Selected
            Rgba::new(0x1f, 0x6e, 0x3f, 0x80), // LegalTarget
            Rgba::rgb(0xb3, 0x26, 0x1e),       // Marking
            Rgba::rgb(0xff, 0xff, 0xff),       // MarkingText
            Rgba::new(0x1e, 0x5a, 0xaa, 0x9c), // Arrow
            Rgba::new(0x0f, 0x8a, 0x3c, 0xb0), // MarkGreen
            Rgba::new(0xd6, 0x1f, 0x1f, 0xb0), // MarkRed
            Rgba::new(0xf2, 0xb8, 0x00, 0xc8), // MarkYellow
            Rgba::new(0x1c, 0x3f, 0xd6, 0xb0), // MarkBlue
            GLYPH_GOOD,
            GLYPH_MISTAKE,
            GLYPH_BLUNDER,
            GLYPH_INTERESTING,
            GLYPH_DUBIOUS,
            Rgba::rgb(0xff, 0xff, 0xff), // GlyphText
        ],
    };

    /// Slate board, the same amber and silver tokens.
    pub const DARK: Theme = Theme {
        colors: [
            Rgba::rgb(0x1c, 0x1f, 0x24),       // Background
            Rgba::rgb(0x41, 0x47, 0x50),       // BoardLight
            Rgba::rgb(0x39, 0x3e, 0x46),       // BoardDark
            Rgba::rgb(0x12, 0x14, 0x18),       // BoardEdge
            Rgba::rgb(0x6e, 0x4c, 0x37),       // TrapSquare
            Rgba::rgb(0xa9, 0xb0, 0xbb),       // Coordinate
            Rgba::rgb(0xe0, 0xa4, 0x30),       // GoldPiece
            Rgba::rgb(0x5c, 0x3a, 0x0a),       // GoldPieceRim
            Rgba::rgb(0x36, 0x21, 0x04),       // GoldPieceInk
            Rgba::rgb(0xd5, 0xdb, 0xe3),       // SilverPiece
            Rgba::rgb(0x4d, 0x57, 0x63),       // SilverPieceRim
            Rgba::rgb(0x22, 0x29, 0x33),       // SilverPieceInk
            Rgba::new(0x00, 0x00, 0x00, 0x66), // PieceShadow
            Rgba::new(0x64, 0xa0, 0xe6, 0x59), // LastMove
            Rgba::new(0x50, 0xc8, 0x8c, 0x66), // Selected
            Rgba::new(0x78, 0xdc, 0xa0, 0x8c), // LegalTarget
            Rgba::rgb(0xff, 0x8a, 0x80),       // Marking
            Rgba::rgb(0x1c, 0x1f, 0x24),       // MarkingText
            Rgba::new(0x6e, 0xaa, 0xff, 0xa8), // Arrow
            Rgba::new(0x3c, 0xd2, 0x6e, 0xb0), // MarkGreen
            Rgba::new(0xff, 0x4d, 0x4d, 0xb0), // MarkRed
            Rgba::new(0xff, 0xd2, 0x28, 0xc0), // MarkYellow
            Rgba::new(0x50, 0x82, 0xff, 0xb8), // MarkBlue
            GLYPH_GOOD,
            GLYPH_MISTAKE,
            GLYPH_BLUNDER,
            GLYPH_INTERESTING,
            GLYPH_DUBIOUS,
            Rgba::rgb(0xff, 0xff, 0xff), // GlyphText
        ],
    };

    /// The colour of a role.
    pub fn get(&self, paint: Paint) -> Rgba {
        self.colors[paint as usize]
    }

    /// Overrides the colour of a role (a CSS custom property, a user's choice).
    pub fn set(&mut self, paint: Paint, color: Rgba) {
        self.colors[paint as usize] = color;
    }

    /// The theme with one role's colour replaced, for building a theme in
    /// one expression.
    #[must_use]
    pub fn with(mut self, paint: Paint, color: Rgba) -> Theme {
        self.set(paint, color);
        self
    }
}

impl Default for Theme {
    fn default() -> Theme {
        Theme::LIGHT
    }
}

/// `-12`, `0.5`, `.5`: a plain decimal. Hand-rolled: `str::parse::<f32>`
/// would link the float parser into the wasm, several kilobytes for this.
fn decimal(s: &str) -> Option<f32> {
    let (negative, s) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let (whole, frac) = s.split_once('.').unwrap_or((s, ""));
    if whole.is_empty() && frac.is_empty() || whole.len() > 6 {
        return None;
    }
    let mut v = 0.0f32;
    for c in whole.chars() {
        v = v * 10.0 + c.to_digit(10)? as f32;
    }
    let mut scale = 0.1f32;
    for c in frac.chars() {
        v += c.to_digit(10)? as f32 * scale;
        scale /= 10.0;
    }
    Some(if negative { -v } else { v })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paints_are_listed_in_order() {
        for (i, p) in Paint::ALL.iter().enumerate() {
            assert_eq!(*p as usize, i);
            assert!(p.css_var().starts_with("--arimaa-"));
        }
    }

    #[test]
    fn every_mark_colour_and_judging_glyph_has_its_own_role() {
        let marks: Vec<Paint> = MarkColour::ALL.iter().map(|c| Paint::of_mark(*c)).collect();
        let glyphs: Vec<Paint> = (1..=6).filter_map(|g| Paint::of_glyph(Glyph(g))).collect();
        assert_eq!(glyphs.len(), 6);
        assert_eq!(Paint::of_glyph(Glyph(7)), None);
        assert_eq!(Paint::of_glyph(Glyph(14)), None);
        for theme in [Theme::LIGHT, Theme::DARK] {
            for (i, p) in marks.iter().enumerate() {
                let c = theme.get(*p);
                // Translucent, and neither another mark's colour nor the step arrows'.
                assert!(c.a > 0x80 && c.a < 0xff, "{p:?}");
                assert_ne!(c, theme.get(Paint::Arrow));
                assert!(marks[..i].iter().all(|q| theme.get(*q) != c));
            }
            // White symbols stay readable on every badge (WCAG's 3:1 for bold text).
            let white = theme.get(Paint::GlyphText);
            for p in &glyphs {
                assert!(contrast(theme.get(*p), white) >= 3.0, "{p:?}");
            }
        }
    }

    fn contrast(a: Rgba, b: Rgba) -> f32 {
        let lum = |c: Rgba| {
            let lin = |v: u8| {
                let v = f32::from(v) / 255.0;
                if v <= 0.039_28 {
                    v / 12.92
                } else {
                    ((v + 0.055) / 1.055).powf(2.4)
                }
            };
            0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
        };
        let (x, y) = (lum(a), lum(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    #[test]
    fn parses_and_prints_hex() {
        assert_eq!(Rgba::parse("#e6a92e"), Some(Rgba::rgb(0xe6, 0xa9, 0x2e)));
        assert_eq!(Rgba::parse(" #fff "), Some(Rgba::rgb(255, 255, 255)));
        assert_eq!(Rgba::parse("#0008"), Some(Rgba::new(0, 0, 0, 0x88)));
        assert_eq!(
            Rgba::parse("#11223344"),
            Some(Rgba::new(0x11, 0x22, 0x33, 0x44))
        );
        assert_eq!(Rgba::parse("red"), None);
        assert_eq!(Rgba::parse("#12345"), None);
        assert_eq!(Rgba::parse("#gg0000"), None);
        assert_eq!(Rgba::rgb(0xe6, 0xa9, 0x2e).hex(), "#e6a92e");
        assert_eq!(Rgba::rgb(0xe6, 0xa9, 0x2e).css(), "#e6a92e");
        assert_eq!(Rgba::new(0x0f, 0x8a, 0x3c, 0xb0).css(), "#0f8a3cb0");
        assert_eq!(
            Rgba::parse(&Rgba::new(1, 2, 3, 4).css()),
            Some(Rgba::new(1, 2, 3, 4))
        );
        let t = Theme::DARK.with(Paint::Arrow, Rgba::rgb(1, 2, 3));
        assert_eq!(t.get(Paint::Arrow), Rgba::rgb(1, 2, 3));
        assert_eq!(t.get(Paint::GoldPiece), Theme::DARK.get(Paint::GoldPiece));
    }
}
