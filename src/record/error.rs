//! Why part of a record could not be read or played, typed from the rules up.
//!
//! A [`NodeError`] says what went wrong ([`ErrorKind`], keeping the rules'
//! own [`TurnError`], [`GameError`] and Morabaraba errors), where (line,
//! column, the token found) and what text of the move was left unread, so a
//! writer can put it back. Its `Display` is the reason alone, for a UI that
//! shows the place apart; [`NodeError::located`] adds the place, for logs.

use super::syntax::{ArchiveError, NotationError};
use crate::morabaraba::MoveError as MorabarabaMoveError;
use crate::words::Words;
use crate::{Capture, Color, GameError, Piece, Square, TurnError, TurnLabel};
use std::fmt;

/// What a reader expected where it found something else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Expected {
    /// Any word of an Arimaa move line: label, step, capture, placement, keyword.
    Word,
    /// Any word of a Morabaraba move line: label, FIMS move, keyword.
    MorabarabaWord,
    /// A turn label before the first word of a move.
    Label,
    /// A step or a capture token inside a turn.
    Step,
    /// A placement inside a setup.
    Placement,
    /// A FIMS move.
    FimsMove,
    /// A tag line of a Howdah record: `[Name "value"]`, one a line.
    Tag,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&Words::english()))
    }
}

/// A capture token that does not say what the step captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CaptureError {
    /// The step captured a piece and no token says so.
    Missing(Capture),
    /// The token names another piece or square than the one captured.
    Wrong {
        /// The token as written: piece and trap.
        written: (Piece, Square),
        /// What the step really captured.
        captured: Capture,
    },
    /// A token where the step captured nothing.
    Nothing {
        /// The token as written: piece and trap.
        written: (Piece, Square),
    },
}

impl fmt::Display for CaptureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Words::english().capture_error(self))
    }
}

impl std::error::Error for CaptureError {}

/// One of the limits on hostile input ([`crate::limits`]), with the value found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Limit {
    /// The record text is larger than [`crate::limits::MAX_RECORD_BYTES`].
    RecordBytes {
        /// The record's size in bytes.
        found: usize,
    },
    /// The tree would grow past [`crate::limits::MAX_NODES`] moves.
    Nodes,
    /// Variations nest deeper than [`crate::limits::MAX_VARIATION_DEPTH`].
    VariationDepth,
    /// A comment is longer than [`crate::limits::MAX_COMMENT_BYTES`].
    CommentBytes {
        /// The comment's size in bytes.
        found: usize,
    },
    /// A collection holds more than [`crate::limits::MAX_GAMES_PER_FILE`] games.
    Games,
}

impl Limit {
    /// The error for a record of `len` bytes, when it is over
    /// [`MAX_RECORD_BYTES`](crate::limits::MAX_RECORD_BYTES).
    pub(crate) fn record_too_large(len: usize) -> Option<Limit> {
        (len > crate::limits::MAX_RECORD_BYTES).then_some(Limit::RecordBytes { found: len })
    }

    /// The error for a comment of `len` bytes, when it is over
    /// [`MAX_COMMENT_BYTES`](crate::limits::MAX_COMMENT_BYTES).
    pub(crate) fn comment_too_long(len: usize) -> Option<Limit> {
        (len > crate::limits::MAX_COMMENT_BYTES).then_some(Limit::CommentBytes { found: len })
    }

    /// The error for the `count`-th game (1-based) of a text, when it is past
    /// [`MAX_GAMES_PER_FILE`](crate::limits::MAX_GAMES_PER_FILE).
    pub(crate) fn too_many_games(count: usize) -> Option<Limit> {
        (count > crate::limits::MAX_GAMES_PER_FILE).then_some(Limit::Games)
    }
}

impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&Words::english()))
    }
}

/// What was opened and never closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unclosed {
    /// A `"` comment running to the end of the text.
    Comment,
    /// A `[` variation with no `]`.
    Variation,
    /// A Howdah `{` comment running to the end of the text.
    BraceComment,
    /// A Howdah `(` variation with no `)`.
    Parenthesis,
    /// A multi-line tag value (`Name: -=+=-`) with no closing `-=+=-` line.
    TagValue,
}

/// Brackets, annotations and keywords where a record's structure allows none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Misplaced {
    /// A `[` with no move before it in its line.
    VariationWithoutMove,
    /// (Strict reading) a variation opened inside a variation's first move.
    VariationOfFirstMove,
    /// A `]` with no open `[`.
    UnmatchedClose,
    /// A comment or marking with no move after it.
    AnnotationOutsideMove,
    /// `takeback` at the start of a line.
    NothingToTakeBack,
    /// A label with no step after it, where the line goes on.
    EmptyMove,
    /// A placement among the steps of a turn.
    PlacementInTurn,
    /// A turn from a side that has not set up yet.
    SetupFirst(Color),
    /// More than one word in a Morabaraba move.
    SeveralMorabarabaWords,
    /// An archive text with no game row.
    NoGame,
    /// A Howdah `(` with no move before it in its line.
    BlockWithoutMove,
    /// A Howdah `)` with no open `(`.
    UnmatchedParenthesis,
    /// A Howdah `( )` block with no move in it.
    EmptyVariation,
    /// A glyph (`!?`, `$14`) with no move before it in its line.
    GlyphWithoutMove,
    /// A move after the line ended (an end word, a bare label, a decided
    /// position, a variation's result).
    AfterEnd,
    /// A second game where one record was wanted.
    SeveralGames,
    /// A move on a header's line: the record's lines were joined into one
    /// (HTML minifiers do this to an inline record).
    JoinedLines,
}

impl fmt::Display for Misplaced {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&Words::english()))
    }
}

/// What went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A word that is not what the reader expected there.
    Syntax(Expected),
    /// A move whose label is not the next one of its line.
    Label {
        /// The label the line had reached.
        expected: TurnLabel,
        /// The label written.
        found: TurnLabel,
    },
    /// A step the rules refuse.
    Turn(TurnError),
    /// A move the rules refuse as a whole (an illegal setup, a repetition,
    /// a move after the game ended).
    Game(GameError),
    /// A capture token that does not match the capture.
    Capture(CaptureError),
    /// A Morabaraba move the rules refuse.
    Morabaraba(MorabarabaMoveError),
    /// Input past one of the limits.
    Limit(Limit),
    /// A comment or a variation not closed.
    Unclosed(Unclosed),
    /// Something where the structure of a record allows none.
    Misplaced(Misplaced),
    /// A row of an archive file that cannot be read.
    Archive(ArchiveError),
    /// A position diagram that cannot be read.
    Diagram(NotationError),
    /// A result token of a Howdah record that does not fit.
    Result(ResultError),
    /// A `Position` tag (or FAN `Position` field) that cannot be read.
    Position(PositionError),
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&Words::english()))
    }
}

impl From<TurnError> for ErrorKind {
    fn from(e: TurnError) -> Self {
        ErrorKind::Turn(e)
    }
}

impl From<GameError> for ErrorKind {
    fn from(e: GameError) -> Self {
        // A turn refused step by step reads the same whichever layer refused it.
        match e {
            GameError::Turn(t) => ErrorKind::Turn(t),
            e => ErrorKind::Game(e),
        }
    }
}

impl From<CaptureError> for ErrorKind {
    fn from(e: CaptureError) -> Self {
        ErrorKind::Capture(e)
    }
}

impl From<MorabarabaMoveError> for ErrorKind {
    fn from(e: MorabarabaMoveError) -> Self {
        ErrorKind::Morabaraba(e)
    }
}

impl From<Limit> for ErrorKind {
    fn from(e: Limit) -> Self {
        ErrorKind::Limit(e)
    }
}

impl From<Unclosed> for ErrorKind {
    fn from(e: Unclosed) -> Self {
        ErrorKind::Unclosed(e)
    }
}

impl From<ResultError> for ErrorKind {
    fn from(e: ResultError) -> Self {
        ErrorKind::Result(e)
    }
}

impl From<PositionError> for ErrorKind {
    fn from(e: PositionError) -> Self {
        ErrorKind::Position(e)
    }
}

impl From<Misplaced> for ErrorKind {
    fn from(e: Misplaced) -> Self {
        ErrorKind::Misplaced(e)
    }
}

/// A result token of a Howdah record (`1-0`, `0-1`, `1/2-1/2`, `*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResultToken {
    /// `1-0`.
    GoldWins,
    /// `0-1`.
    SilverWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: unknown or unfinished.
    Unknown,
}

impl ResultToken {
    /// Reads a token as written.
    pub fn parse(word: &str) -> Option<ResultToken> {
        Some(match word {
            "1-0" => ResultToken::GoldWins,
            "0-1" => ResultToken::SilverWins,
            "1/2-1/2" => ResultToken::Draw,
            "*" => ResultToken::Unknown,
            _ => return None,
        })
    }
    /// The token as written.
    pub fn text(self) -> &'static str {
        match self {
            ResultToken::GoldWins => "1-0",
            ResultToken::SilverWins => "0-1",
            ResultToken::Draw => "1/2-1/2",
            ResultToken::Unknown => "*",
        }
    }
    /// The side that won, `None` for a draw or `*`.
    pub fn winner(self) -> Option<Color> {
        match self {
            ResultToken::GoldWins => Some(Color::Gold),
            ResultToken::SilverWins => Some(Color::Silver),
            _ => None,
        }
    }
}

impl fmt::Display for ResultToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text())
    }
}

/// Why a result token of a Howdah record does not fit where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultError {
    /// The main line's token says another result than the `Result` tag.
    TagMismatch {
        /// The token read.
        token: ResultToken,
        /// The tag's value.
        tag: String,
    },
    /// A draw or `*` inside a variation.
    InVariation(ResultToken),
    /// A variation's result with no move before it in its block.
    WithoutMove(ResultToken),
    /// A variation's `1-0`/`0-1` without its reason letter on the same line.
    NoReason,
    /// A reason letter that is none of `g e m t r i s f`, or a winner
    /// the line's end contradicts.
    LineEnd,
    /// `g`, `e` or `m` where the board shows no such end.
    NotOnBoard,
}

impl fmt::Display for ResultError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&Words::english()))
    }
}

/// Why a `Position` value (`g [64 squares]`, `12s [...]`, a diagram) cannot
/// be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The short board holds another number of squares than 64.
    Squares {
        /// How many characters stood between the brackets.
        found: usize,
    },
    /// A character of the short board that is no piece letter, space, `.` or `x`.
    Square(char),
    /// A word before the board that is no side letter or move label.
    Turn(String),
    /// A set position before move 2 (moves 1g and 1s are the setups).
    BeforeMoves {
        /// The move number written.
        number: u32,
    },
    /// Neither a short board nor a diagram.
    NoBoard,
    /// A long diagram that cannot be read.
    Diagram(String),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&Words::english()))
    }
}

impl std::error::Error for PositionError {}

/// A problem found while reading or replaying a record, attached to the node
/// where it happened so everything before it stays usable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodeError {
    /// What went wrong.
    pub kind: ErrorKind,
    /// 1-based line of the token at fault.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// The token at fault as written (at most 40 characters; empty for a
    /// problem with the record as a whole).
    pub token: String,
    /// The unread source text of the line from the error on, written back
    /// verbatim so that nothing the author wrote is lost.
    pub rest: String,
}

impl NodeError {
    /// A problem with the record as a whole, reported at its first line.
    pub fn at_start(kind: impl Into<ErrorKind>) -> NodeError {
        NodeError {
            kind: kind.into(),
            line: 1,
            column: 1,
            token: String::new(),
            rest: String::new(),
        }
    }

    /// The error with its place: `line 3, column 7: expected … (at `Xa9n`)`.
    pub fn located(&self) -> Located<'_> {
        Located(self)
    }

    /// The reason and the token found, for a UI that shows the place
    /// apart: `expected … (at `Xa9n`)`.
    pub fn at_token(&self) -> AtToken<'_> {
        AtToken(self)
    }
}

impl fmt::Display for NodeError {
    /// The reason alone (`expected move 3g, found 4g`); see [`NodeError::located`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.kind.fmt(f)
    }
}

impl std::error::Error for NodeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.kind {
            ErrorKind::Turn(e) => Some(e),
            ErrorKind::Game(e) => Some(e),
            ErrorKind::Capture(e) => Some(e),
            ErrorKind::Morabaraba(e) => Some(e),
            ErrorKind::Archive(e) => Some(e),
            ErrorKind::Diagram(e) => Some(e),
            ErrorKind::Position(e) => Some(e),
            _ => None,
        }
    }
}

/// A [`NodeError`] shown with its line, column and token, for logs.
#[derive(Clone, Copy, Debug)]
pub struct Located<'a>(&'a NodeError);

impl fmt::Display for Located<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.located_words(&Words::english()))
    }
}

/// A [`NodeError`] shown with the token found but not its place.
#[derive(Clone, Copy, Debug)]
pub struct AtToken<'a>(&'a NodeError);

impl fmt::Display for AtToken<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.at_token_words(&Words::english()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_is_the_reason_and_located_adds_the_place() {
        let e = NodeError {
            kind: ErrorKind::Label {
                expected: TurnLabel::new(3, Color::Gold),
                found: TurnLabel::new(4, Color::Gold),
            },
            line: 7,
            column: 2,
            token: "4g".into(),
            rest: String::new(),
        };
        assert_eq!(e.to_string(), "expected move 3g, found 4g");
        assert_eq!(
            e.located().to_string(),
            "line 7, column 2: expected move 3g, found 4g (at `4g`)"
        );
        assert_eq!(
            e.at_token().to_string(),
            "expected move 3g, found 4g (at `4g`)"
        );
    }

    #[test]
    fn every_error_boxes() {
        fn boxed() -> Result<(), Box<dyn std::error::Error>> {
            Err(NodeError::at_start(Limit::Nodes))?;
            Ok(())
        }
        let e = boxed().unwrap_err();
        assert!(e.to_string().contains("the limit is"));
    }
}
