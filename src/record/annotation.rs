//! Comments and markings, the annotations a FAN record carries.
//!
//! FAN leaves markings open (`@` and any text without spaces, interpreted
//! by the record's version). This project's markings, documented in
//! `docs/fan-markings.md`, are told apart by their first characters, so a
//! reader that knows none of them keeps them all as [`Marking::Other`].

use crate::Square;
use std::fmt;

/// The colour of an arrow or a highlighted square: the four colours the
/// chess tools' `%cal`/`%csl` commands name, by the same letters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarkColour {
    /// `G`: the colour most annotators draw with.
    Green,
    /// `R`.
    Red,
    /// `Y`.
    Yellow,
    /// `B`.
    Blue,
}

impl MarkColour {
    /// Every colour, in the order a colour picker cycles through them.
    pub const ALL: [MarkColour; 4] = [
        MarkColour::Green,
        MarkColour::Red,
        MarkColour::Yellow,
        MarkColour::Blue,
    ];
    /// The colour of a letter (either case).
    pub fn from_letter(c: char) -> Option<MarkColour> {
        match c.to_ascii_uppercase() {
            'G' => Some(MarkColour::Green),
            'R' => Some(MarkColour::Red),
            'Y' => Some(MarkColour::Yellow),
            'B' => Some(MarkColour::Blue),
            _ => None,
        }
    }
    /// The colour's letter, upper case.
    pub fn letter(self) -> char {
        match self {
            MarkColour::Green => 'G',
            MarkColour::Red => 'R',
            MarkColour::Yellow => 'Y',
            MarkColour::Blue => 'B',
        }
    }
    /// The colour's name in words, for screen readers.
    pub fn name(self) -> &'static str {
        match self {
            MarkColour::Green => "green",
            MarkColour::Red => "red",
            MarkColour::Yellow => "yellow",
            MarkColour::Blue => "blue",
        }
    }
}

/// A move's glyph: one of PGN's numeric annotation glyphs (`$0`–`$255`),
/// the first six written as their symbols (`!`, `?`, `!!`, `??`, `!?`, `?!`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Glyph(pub u8);

const GLYPH_SYMBOLS: [&str; 6] = ["!", "?", "!!", "??", "!?", "?!"];

impl Glyph {
    /// Reads a symbol (`!?`) or a number (`$14`).
    pub fn parse(text: &str) -> Option<Glyph> {
        if let Some(i) = GLYPH_SYMBOLS.iter().position(|s| *s == text) {
            return Some(Glyph(i as u8 + 1));
        }
        let digits = text.strip_prefix('$')?;
        if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits.parse::<u8>().ok().map(Glyph)
    }
    /// The symbol of glyphs 1–6 (`None` for the others).
    pub fn symbol(self) -> Option<&'static str> {
        GLYPH_SYMBOLS
            .get(usize::from(self.0).wrapping_sub(1))
            .copied()
    }
    /// Whether the glyph calls a move good: `!` or `!!`.
    pub fn is_good(self) -> bool {
        matches!(self.0, 1 | 3)
    }
    /// Glyphs of one class replace each other on a move: 1–9 judge the
    /// move, 10–19 the position; the others stand side by side.
    pub fn class(self) -> Option<u8> {
        match self.0 {
            1..=9 => Some(1),
            10..=19 => Some(2),
            _ => None,
        }
    }
    /// What the glyph means, in words (for the move list's title and
    /// screen readers); `None` for the glyphs without a common meaning.
    pub fn meaning(self) -> Option<&'static str> {
        Some(match self.0 {
            1 => "good move",
            2 => "mistake",
            3 => "brilliant move",
            4 => "blunder",
            5 => "interesting move",
            6 => "dubious move",
            7 => "forced move",
            10 => "even position",
            13 => "unclear position",
            14 => "gold is slightly better",
            15 => "silver is slightly better",
            16 => "gold is better",
            17 => "silver is better",
            18 => "gold is winning",
            19 => "silver is winning",
            22 => "gold is in zugzwang",
            23 => "silver is in zugzwang",
            _ => return None,
        })
    }
    /// The glyph in words: its meaning ("interesting move"), or "glyph $200"
    /// for one without a common meaning.
    /// In English; [`crate::words::Words::glyph`] in another language.
    pub fn words(self) -> String {
        crate::words::Words::english().glyph(self)
    }
}

impl fmt::Display for Glyph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.symbol() {
            Some(s) => f.write_str(s),
            None => write!(f, "${}", self.0),
        }
    }
}

/// Adds a glyph to a move's markings by the class rule ([`Glyph::class`]):
/// it replaces a glyph of its class in place, and is not added twice.
pub fn add_glyph(markings: &mut Vec<Marking>, glyph: Glyph) {
    let same_class = |m: &Marking| match m {
        Marking::Glyph(g) => *g == glyph || (g.class().is_some() && g.class() == glyph.class()),
        _ => false,
    };
    match markings.iter().position(same_class) {
        Some(i) => markings[i] = Marking::Glyph(glyph),
        None => markings.push(Marking::Glyph(glyph)),
    }
}

/// A marking: `@` followed by any non-space text. The kinds below are read
/// from their FAN spelling; any other text is kept verbatim so newer markings
/// survive a round trip through this version.
///
/// Where a marking stands says what it is about: after a turn label (in
/// [`crate::record::Move::before_markings`]) glyphs and times are about
/// that move and the others about the position before it; after a step
/// they are about the position after that step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Marking {
    /// `@x<square>=<label>`: a label drawn on a square.
    Square {
        /// The square marked.
        square: Square,
        /// The text drawn on it.
        label: String,
    },
    /// `@a<from><to>=<colour>`: an arrow (`@ad2d4=G`).
    Arrow {
        /// Where the arrow starts.
        from: Square,
        /// Where it points.
        to: Square,
        /// Its colour.
        colour: MarkColour,
    },
    /// `@h<square>=<colour>`: a square highlighted (`@hd4=R`).
    Highlight {
        /// The square.
        square: Square,
        /// Its colour.
        colour: MarkColour,
    },
    /// `@!?`, `@$14`: a glyph on the move.
    Glyph(Glyph),
    /// `@t=<seconds>`: the whole seconds the move took.
    Time(u32),
    /// `@c=<seconds>`: the mover's reserve on the clock after the move.
    Clock(u32),
    /// Any other marking: the text after `@`, kept as written.
    Other(String),
}

fn seconds(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

impl Marking {
    /// Reads the text after `@`.
    pub fn parse(text: &str) -> Marking {
        Marking::known(text).unwrap_or_else(|| Marking::Other(text.to_owned()))
    }

    fn known(text: &str) -> Option<Marking> {
        if let Some(g) = Glyph::parse(text) {
            return Some(Marking::Glyph(g));
        }
        let (key, value) = text.split_once('=')?;
        let colour = || {
            let mut cs = value.chars();
            match (cs.next(), cs.next()) {
                (Some(c), None) if c.is_ascii_uppercase() => MarkColour::from_letter(c),
                _ => None,
            }
        };
        match key.split_at_checked(1)? {
            ("x", sq) => Some(Marking::Square {
                square: Square::parse(sq)?,
                label: value.to_owned(),
            }),
            ("a", squares) if squares.len() == 4 => Some(Marking::Arrow {
                from: Square::parse(&squares[..2])?,
                to: Square::parse(&squares[2..])?,
                colour: colour()?,
            }),
            ("h", sq) => Some(Marking::Highlight {
                square: Square::parse(sq)?,
                colour: colour()?,
            }),
            ("t", "") => seconds(value).map(Marking::Time),
            ("c", "") => seconds(value).map(Marking::Clock),
            _ => None,
        }
    }

    /// The text after `@`.
    pub fn text(&self) -> String {
        match self {
            Marking::Square { square, label } => format!("x{square}={label}"),
            Marking::Arrow { from, to, colour } => format!("a{from}{to}={}", colour.letter()),
            Marking::Highlight { square, colour } => format!("h{square}={}", colour.letter()),
            Marking::Glyph(g) => g.to_string(),
            Marking::Time(s) => format!("t={s}"),
            Marking::Clock(s) => format!("c={s}"),
            Marking::Other(s) => s.clone(),
        }
    }

    /// True for the markings about the move rather than a position: glyphs
    /// and times.
    pub fn is_about_move(&self) -> bool {
        matches!(
            self,
            Marking::Glyph(_) | Marking::Time(_) | Marking::Clock(_)
        )
    }
}

/// Annotations of a single step.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StepNote {
    /// Free text about the step (a `"…"` comment after it).
    pub comment: Option<String>,
    /// Markings written after the step, in order.
    pub markings: Vec<Marking>,
}

impl StepNote {
    /// True when the step carries neither comment nor marking.
    pub fn is_empty(&self) -> bool {
        self.comment.is_none() && self.markings.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_markings_are_interpreted_and_others_kept() {
        let m = Marking::parse("xd4=A");
        assert_eq!(
            m,
            Marking::Square {
                square: Square::parse("d4").unwrap(),
                label: "A".into()
            }
        );
        assert_eq!(m.text(), "xd4=A");
        // The FAN spec's own example `x4d=red` has file and rank swapped: kept verbatim.
        assert_eq!(Marking::parse("x4d=red"), Marking::Other("x4d=red".into()));
        assert_eq!(Marking::parse("x4d=red").text(), "x4d=red");
    }

    #[test]
    fn arrows_highlights_glyphs_and_times_round_trip() {
        let cases = [
            (
                "ad2d4=G",
                Marking::Arrow {
                    from: sq("d2"),
                    to: sq("d4"),
                    colour: MarkColour::Green,
                },
            ),
            (
                "hc3=R",
                Marking::Highlight {
                    square: sq("c3"),
                    colour: MarkColour::Red,
                },
            ),
            ("!?", Marking::Glyph(Glyph(5))),
            ("$14", Marking::Glyph(Glyph(14))),
            ("$0", Marking::Glyph(Glyph(0))),
            ("t=331", Marking::Time(331)),
            ("c=7200", Marking::Clock(7200)),
        ];
        for (text, m) in cases {
            assert_eq!(Marking::parse(text), m, "{text}");
            assert_eq!(m.text(), text);
        }
        // Near misses stay verbatim, so a newer marking is never misread.
        for text in [
            "ad2d4=g", "ad2d4=GR", "ad2d4=P", "ad2d9=G", "ad2=G", "hd4=", "hd4", "$256", "$",
            "$1a", "!!!", "t=", "t=-1", "t=1.5", "tt=1", "c=x", "a", "=", "",
        ] {
            assert_eq!(Marking::parse(text), Marking::Other(text.into()), "{text}");
        }
        // `$1` is read as the glyph `!` and written so.
        assert_eq!(Marking::parse("$1").text(), "!");
    }

    #[test]
    fn glyphs_of_a_class_replace_each_other() {
        let mut ms = vec![Marking::Time(5)];
        for text in ["!", "$14", "?", "$22", "$16", "$22"] {
            add_glyph(&mut ms, Glyph::parse(text).unwrap());
        }
        let texts: Vec<String> = ms.iter().map(Marking::text).collect();
        assert_eq!(texts, ["t=5", "?", "$16", "$22"]);
        assert_eq!(Glyph(4).meaning(), Some("blunder"));
        assert_eq!(Glyph(200).to_string(), "$200");
    }

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }
}
