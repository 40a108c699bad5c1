//! FIMS notation (Free Internet Morabaraba Server): moves such as `a1`,
//! `a1xf2`, `d1-d2`, `d1-d2xa1`, and seven-field positions such as
//! `12,12 - - W - - 0` (a new game).
//!
//! Reading never panics; every error names the column (1-based, in
//! characters) and what was expected there. Writing produces the canonical
//! form: single spaces, cows listed from `a1` to `g7`.

use super::board::{Point, PointSet};
use super::moves::Move;
use super::rules::{Position, COWS_PER_SIDE};
use super::setup::{Setup, SetupError};
use super::side::{BySide, Side};
use std::fmt;
use std::str::FromStr;

/// The seven fields of a FIMS position, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// Cows in hand, White's then Black's: `12,12`.
    InHand,
    /// White's cows on the board: `a1,d1` or `-`.
    WhiteCows,
    /// Black's cows on the board: `a1,d1` or `-`.
    BlackCows,
    /// Whose move is next: `W` or `B`.
    SideToMove,
    /// White's last move, for the machine-gunning rule, or `-`.
    LastWhiteMove,
    /// Black's last move, for the machine-gunning rule, or `-`.
    LastBlackMove,
    /// Moves since the last drop or capture.
    HalfmoveClock,
}

impl Field {
    /// The seven fields, in the order written.
    pub const ALL: [Field; 7] = [
        Field::InHand,
        Field::WhiteCows,
        Field::BlackCows,
        Field::SideToMove,
        Field::LastWhiteMove,
        Field::LastBlackMove,
        Field::HalfmoveClock,
    ];

    /// The field's name in words (`side to move`), for error messages.
    pub const fn name(self) -> &'static str {
        match self {
            Field::InHand => "cows in hand",
            Field::WhiteCows => "White's cows",
            Field::BlackCows => "Black's cows",
            Field::SideToMove => "side to move",
            Field::LastWhiteMove => "White's last move",
            Field::LastBlackMove => "Black's last move",
            Field::HalfmoveClock => "half-move clock",
        }
    }
}

/// What the reader was looking for when it failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Expected {
    /// A column letter `a`–`g`, starting a point.
    File,
    /// A row digit `1`–`7`, ending a point.
    Rank,
    /// After a point: `-` for a step, `x` for a capture, or the end of the move.
    StepOrCapture,
    /// After a step's destination: `x` for a capture, or the end of the move.
    CaptureOrEnd,
    /// Nothing more after a complete move.
    EndOfMove,
    /// A digit of a number.
    Digit,
    /// The `,` between the two counts of cows in hand.
    Comma,
    /// `,` before the next point of a list, or the list's end.
    CommaOrEnd,
    /// A point of a list, or `-` for an empty list.
    PointOrDash,
    /// A last move, or `-` for none.
    MoveOrDash,
    /// The side to move, `W` or `B`.
    Side,
    /// The space ending a field.
    EndOfField,
    /// A field the text ends before.
    Field(Field),
    /// Nothing more after the seventh field.
    EndOfPosition,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expected::File => "a column letter a-g",
            Expected::Rank => "a row digit 1-7",
            Expected::StepOrCapture => "'-', 'x' or the end of the move",
            Expected::CaptureOrEnd => "'x' or the end of the move",
            Expected::EndOfMove => "the end of the move",
            Expected::Digit => "a digit",
            Expected::Comma => "','",
            Expected::CommaOrEnd => "',' or the end of the list",
            Expected::PointOrDash => "a point such as a1, or '-' for none",
            Expected::MoveOrDash => "a move such as a1 or d1-d2, or '-' for none",
            Expected::Side => "'W' or 'B'",
            Expected::EndOfField => "a space (the end of the field)",
            Expected::Field(field) => return write!(f, "the {}", field.name()),
            Expected::EndOfPosition => "the end of the position (it has seven fields)",
        })
    }
}

/// What is wrong at a [`ParseError`]'s column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParseErrorKind {
    /// `found` is `None` at the end of the text.
    Expected {
        /// What would have been accepted there.
        expected: Expected,
        /// The character found.
        found: Option<char>,
    },
    /// A well-formed name where the board has no point, such as `a2` or `d4`.
    NotAPoint {
        /// The column letter written.
        file: char,
        /// The row digit written.
        rank: char,
    },
    /// A point listed twice in one side's cows.
    DuplicatePoint {
        /// The point listed again.
        point: Point,
    },
    /// A number larger than its field allows (cows in hand beyond 12, a
    /// half-move clock beyond `u16`).
    NumberTooLarge {
        /// The largest value the field takes.
        max: u16,
    },
}

/// A syntax error in FIMS text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseError {
    /// 1-based, counted in characters.
    pub column: usize,
    /// The position field being read; `None` for a lone move or point.
    pub field: Option<Field>,
    /// What went wrong there.
    pub kind: ParseErrorKind,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}", self.column)?;
        if let Some(field) = self.field {
            write!(f, " ({})", field.name())?;
        }
        f.write_str(": ")?;
        match self.kind {
            ParseErrorKind::Expected { expected, found } => {
                write!(f, "expected {expected}, found ")?;
                match found {
                    // Quoted by hand as `{:?}` would (the shipped wasm is built
                    // with `-Zfmt-debug=none`, where `{:?}` prints nothing); a char's
                    // Debug leaves `"` unescaped, `escape_debug` does not.
                    Some('"') => f.write_str("'\"'"),
                    Some(c) => write!(f, "'{}'", c.escape_debug()),
                    None => f.write_str("the end of the text"),
                }
            }
            ParseErrorKind::NotAPoint { file, rank } => {
                write!(f, "{file}{rank} is not a point of the board")
            }
            ParseErrorKind::DuplicatePoint { point } => write!(f, "{point} is listed twice"),
            ParseErrorKind::NumberTooLarge { max } => write!(f, "number larger than {max}"),
        }
    }
}

impl std::error::Error for ParseError {}

/// A position string that is not well-formed, or describes no playable position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParsePositionError {
    /// The text is not a FIMS position.
    Syntax(ParseError),
    /// The position reads but cannot be played from (a point held by both
    /// sides, more than 12 cows a side).
    Setup(SetupError),
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePositionError::Syntax(e) => e.fmt(f),
            ParsePositionError::Setup(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ParsePositionError {}

/// Reads one field (or a whole lone move) of `input`, which stops at `end`.
struct Cursor<'a> {
    input: &'a str,
    pos: usize,
    end: usize,
    field: Option<Field>,
}

impl<'a> Cursor<'a> {
    fn new(input: &'a str, pos: usize, end: usize, field: Option<Field>) -> Cursor<'a> {
        Cursor {
            input,
            pos,
            end,
            field,
        }
    }

    fn peek(&self) -> Option<char> {
        self.input.get(self.pos..self.end)?.chars().next()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += c.len_utf8();
            true
        } else {
            false
        }
    }

    fn at_end(&self) -> bool {
        self.pos >= self.end
    }

    fn error_at(&self, pos: usize, kind: ParseErrorKind) -> ParseError {
        let column = self.input.get(..pos).map_or(pos, |s| s.chars().count()) + 1;
        ParseError {
            column,
            field: self.field,
            kind,
        }
    }

    /// `expected` was not found at the cursor; reports the character really
    /// there, even past the end of the field.
    fn expected(&self, expected: Expected) -> ParseError {
        let found = self.input.get(self.pos..).and_then(|s| s.chars().next());
        self.error_at(self.pos, ParseErrorKind::Expected { expected, found })
    }

    fn finish(&self, expected: Expected) -> Result<(), ParseError> {
        if self.at_end() {
            Ok(())
        } else {
            Err(self.expected(expected))
        }
    }

    fn point(&mut self) -> Result<Point, ParseError> {
        let start = self.pos;
        let file = match self.peek() {
            Some(c @ 'a'..='g') => c,
            _ => return Err(self.expected(Expected::File)),
        };
        self.pos += 1;
        let rank = match self.peek() {
            Some(c @ '1'..='7') => c,
            _ => return Err(self.expected(Expected::Rank)),
        };
        self.pos += 1;
        let (f, r) = (file as u8 - b'a', rank as u8 - b'1');
        Point::from_coords(f, r)
            .ok_or_else(|| self.error_at(start, ParseErrorKind::NotAPoint { file, rank }))
    }

    /// A whole move, up to the end of the cursor.
    fn mv(&mut self) -> Result<Move, ParseError> {
        let first = self.point()?;
        let mut mv = Move::Drop {
            to: first,
            capture: None,
        };
        let mut after = Expected::StepOrCapture;
        if self.eat('-') {
            let to = self.point()?;
            mv = Move::Step {
                from: first,
                to,
                capture: None,
            };
            after = Expected::CaptureOrEnd;
        }
        if self.eat('x') {
            mv = mv.with_capture(Some(self.point()?));
            after = Expected::EndOfMove;
        }
        self.finish(after)?;
        Ok(mv)
    }

    fn number(&mut self, max: u16) -> Result<u16, ParseError> {
        let start = self.pos;
        let mut value: u32 = 0;
        let mut digits = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            value = (value * 10 + d).min(u32::from(u16::MAX) + 1);
            self.pos += 1;
            digits += 1;
        }
        if digits == 0 {
            return Err(self.expected(Expected::Digit));
        }
        u16::try_from(value)
            .ok()
            .filter(|&v| v <= max)
            .ok_or_else(|| self.error_at(start, ParseErrorKind::NumberTooLarge { max }))
    }

    fn in_hand(&mut self) -> Result<BySide<u8>, ParseError> {
        let max = u16::from(COWS_PER_SIDE);
        let white = self.number(max)?;
        if !self.eat(',') {
            return Err(self.expected(Expected::Comma));
        }
        let black = self.number(max)?;
        self.finish(Expected::EndOfField)?;
        // Both are at most 12, so they fit.
        Ok(BySide::new(white as u8, black as u8))
    }

    fn cows(&mut self) -> Result<PointSet, ParseError> {
        if self.eat('-') {
            self.finish(Expected::EndOfField)?;
            return Ok(PointSet::EMPTY);
        }
        if !matches!(self.peek(), Some('a'..='g')) {
            return Err(self.expected(Expected::PointOrDash));
        }
        let mut set = PointSet::EMPTY;
        loop {
            let start = self.pos;
            let point = self.point()?;
            if set.contains(point) {
                return Err(self.error_at(start, ParseErrorKind::DuplicatePoint { point }));
            }
            set = set.with(point);
            if self.at_end() {
                return Ok(set);
            }
            if !self.eat(',') {
                return Err(self.expected(Expected::CommaOrEnd));
            }
        }
    }

    fn side(&mut self) -> Result<Side, ParseError> {
        let side = self.peek().and_then(Side::from_char);
        let side = side.ok_or_else(|| self.expected(Expected::Side))?;
        self.pos += 1;
        self.finish(Expected::EndOfField)?;
        Ok(side)
    }

    fn last_move(&mut self) -> Result<Option<Move>, ParseError> {
        if self.eat('-') {
            self.finish(Expected::EndOfField)?;
            return Ok(None);
        }
        if !matches!(self.peek(), Some('a'..='g')) {
            return Err(self.expected(Expected::MoveOrDash));
        }
        self.mv().map(Some)
    }
}

/// Reads a move such as `a1`, `a1xf2`, `d1-d2` or `d1-d2xa1` (nothing else
/// around it). The result is not checked against any position.
pub fn parse_move(s: &str) -> Result<Move, ParseError> {
    Cursor::new(s, 0, s.len(), None).mv()
}

/// Reads a point such as `a1`.
pub fn parse_point(s: &str) -> Result<Point, ParseError> {
    let mut cur = Cursor::new(s, 0, s.len(), None);
    let p = cur.point()?;
    cur.finish(Expected::EndOfMove)?;
    Ok(p)
}

/// Byte ranges of the whitespace-separated tokens of `s`.
fn tokens(s: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in s.char_indices() {
        match (c.is_whitespace(), start) {
            (true, Some(st)) => {
                out.push((st, i));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(st) = start {
        out.push((st, s.len()));
    }
    out
}

/// Reads the seven fields of a FIMS position, separated by any whitespace.
/// Only syntax is checked (plus no point twice in one list and at most 12
/// cows in a hand); see [`Position::from_setup`] and [`Setup::inconsistencies`].
pub fn parse_setup(s: &str) -> Result<Setup, ParseError> {
    let toks = tokens(s);
    let cursor = |i: usize| -> Result<Cursor, ParseError> {
        let field = Field::ALL[i];
        match toks.get(i) {
            Some(&(a, b)) => Ok(Cursor::new(s, a, b, Some(field))),
            None => {
                let cur = Cursor::new(s, s.len(), s.len(), Some(field));
                Err(cur.expected(Expected::Field(field)))
            }
        }
    };
    let in_hand = cursor(0)?.in_hand()?;
    let white = cursor(1)?.cows()?;
    let black = cursor(2)?.cows()?;
    let side_to_move = cursor(3)?.side()?;
    let last_white = cursor(4)?.last_move()?;
    let last_black = cursor(5)?.last_move()?;
    let mut clock = cursor(6)?;
    let halfmove_clock = clock.number(u16::MAX)?;
    clock.finish(Expected::EndOfField)?;
    if let Some(&(a, _)) = toks.get(7) {
        return Err(Cursor::new(s, a, s.len(), None).expected(Expected::EndOfPosition));
    }
    Ok(Setup {
        in_hand,
        cows: BySide::new(white, black),
        side_to_move,
        last_moves: BySide::new(last_white, last_black),
        halfmove_clock,
    })
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(from) = self.from() {
            write!(f, "{from}-")?;
        }
        write!(f, "{}", self.to())?;
        if let Some(c) = self.capture() {
            write!(f, "x{c}")?;
        }
        Ok(())
    }
}

impl FromStr for Move {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Move, ParseError> {
        parse_move(s)
    }
}

impl FromStr for Point {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Point, ParseError> {
        parse_point(s)
    }
}

struct CowList(PointSet);

impl fmt::Display for CowList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("-");
        }
        for (i, p) in self.0.enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

struct LastMove(Option<Move>);

impl fmt::Display for LastMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(mv) => mv.fmt(f),
            None => f.write_str("-"),
        }
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{},{} {} {} {} {} {} {}",
            self.in_hand.white,
            self.in_hand.black,
            CowList(self.cows.white),
            CowList(self.cows.black),
            self.side_to_move.char(),
            LastMove(self.last_moves.white),
            LastMove(self.last_moves.black),
            self.halfmove_clock
        )
    }
}

impl FromStr for Setup {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Setup, ParseError> {
        parse_setup(s)
    }
}

/// The FIMS position string.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_setup().fmt(f)
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;
    fn from_str(s: &str) -> Result<Position, ParsePositionError> {
        let setup = parse_setup(s).map_err(ParsePositionError::Syntax)?;
        Position::from_setup(&setup).map_err(ParsePositionError::Setup)
    }
}
