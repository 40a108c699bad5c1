//! A broken record's reasons in words: why a word of it could not be read
//! or a move of it played, and where. Their `Display` (logs, the CLI, the
//! API's errors) is these words in English, so each text is written once, in
//! i18n/en.json. The move notation and the tokens found stay as written,
//! parameters of the words.

use super::{Msg, Words};
use crate::record::{
    ErrorKind, Expected, Limit, Misplaced, NodeError, PositionError, ResultError, Unclosed,
};
use crate::{Color, GameError, TurnError};

impl Expected {
    /// What was expected, as a noun phrase: "a step like Ed4n or a capture like rc3x".
    pub fn words(&self, w: &Words) -> String {
        w.t(
            match self {
                Expected::Word => Msg::ExpectedWord,
                Expected::MorabarabaWord => Msg::ExpectedMorabarabaWord,
                Expected::Label => Msg::ExpectedLabel,
                Expected::Step => Msg::ExpectedStep,
                Expected::Placement => Msg::ExpectedPlacement,
                Expected::FimsMove => Msg::ExpectedFims,
                Expected::Tag => Msg::ExpectedTag,
            },
            &[],
        )
    }
}

impl TurnError {
    /// Why the rules refuse a step of a record's turn: "Ed4n: the gold elephant is frozen".
    pub fn words(&self, w: &Words) -> String {
        use TurnError::*;
        let step = |s: &crate::Step| s.to_string();
        match self {
            NoPiece { square } => w.t(Msg::RuleNoPiece, &[&square.to_string()]),
            WrongPiece {
                square,
                named,
                found,
            } => w.t(
                Msg::RuleWrongPiece,
                &[&square.to_string(), &found.to_string(), &named.to_string()],
            ),
            OffBoard { step: s } => w.t(Msg::RuleOffBoard, &[&step(s)]),
            Occupied { step: s, square } => {
                w.t(Msg::RuleOccupied, &[&step(s), &square.to_string()])
            }
            TooManySteps => w.t(Msg::RuleFourSteps, &[]),
            Frozen { step: s } => w.t(Msg::RuleFrozen, &[&step(s), &w.piece(s.piece)]),
            RabbitBackward { step: s } => w.t(Msg::RuleRabbitBack, &[&step(s)]),
            CannotDislodge { step: s } => w.t(Msg::RuleDislodge, &[&step(s), &w.piece(s.piece)]),
            PushOnLastStep { step: s } => w.t(Msg::RulePushLast, &[&step(s)]),
            PushIncomplete { vacated } => w.t(Msg::RulePushIncomplete, &[&vacated.to_string()]),
            PusherTooWeak { step: s } => w.t(Msg::RulePusherWeak, &[&step(s)]),
            Empty => w.t(Msg::RuleEmpty, &[]),
            NoChange => w.t(Msg::RuleNoChange, &[]),
            ThirdRepetition => w.t(Msg::RuleRepetition, &[]),
        }
    }
}

impl GameError {
    /// Why the game refuses a record's setup or turn.
    pub fn words(&self, w: &Words) -> String {
        match self {
            GameError::Turn(e) => e.words(w),
            GameError::Setup(e) => w.setup_error(e),
            GameError::NotSetupPhase => w.t(Msg::RuleSetupOnly, &[]),
            GameError::NotMovePhase => w.t(Msg::RuleSetUpFirst, &[]),
            GameError::SquareTaken(sq) => w.t(Msg::RuleSquareTaken, &[&sq.to_string()]),
            GameError::GameOver(_) => w.t(Msg::RuleOver, &[]),
            GameError::WrongStart => w.t(Msg::RuleWrongStart, &[]),
        }
    }
}

impl Limit {
    /// Which limit on hostile input the record is past, with the value found.
    pub fn words(&self, w: &Words) -> String {
        use crate::limits::*;
        let n = |v: usize| v.to_string();
        match *self {
            Limit::RecordBytes { found } => {
                w.t(Msg::LimitRecord, &[&n(found), &n(MAX_RECORD_BYTES)])
            }
            Limit::Nodes => w.t(Msg::LimitNodes, &[&n(MAX_NODES)]),
            Limit::VariationDepth => w.t(Msg::LimitDepth, &[&n(MAX_VARIATION_DEPTH)]),
            Limit::Games => w.t(Msg::LimitGames, &[&n(MAX_GAMES_PER_FILE)]),
            Limit::CommentBytes { found } => {
                w.t(Msg::LimitComment, &[&n(found), &n(MAX_COMMENT_BYTES)])
            }
        }
    }
}

impl Unclosed {
    /// What was opened and never closed, and the closing mark expected.
    pub fn words(&self, w: &Words) -> String {
        w.t(
            match self {
                Unclosed::Comment => Msg::UnclosedComment,
                Unclosed::Variation => Msg::UnclosedVariation,
                Unclosed::BraceComment => Msg::UnclosedBrace,
                Unclosed::Parenthesis => Msg::UnclosedParenthesis,
                Unclosed::TagValue => Msg::UnclosedTag,
            },
            &[],
        )
    }
}

impl Misplaced {
    /// What stands where the record's structure allows none.
    pub fn words(&self, w: &Words) -> String {
        use Misplaced::*;
        w.t(
            match self {
                VariationWithoutMove => Msg::MisplacedVariation,
                VariationOfFirstMove => Msg::MisplacedFirstMove,
                UnmatchedClose => Msg::MisplacedClose,
                AnnotationOutsideMove => Msg::MisplacedAnnotation,
                NothingToTakeBack => Msg::MisplacedTakeback,
                EmptyMove => Msg::MisplacedEmptyMove,
                PlacementInTurn => Msg::MisplacedPlacement,
                // One message a side: the verb and its words agree with the side's name.
                SetupFirst(Color::Gold) => Msg::MisplacedSetupGold,
                SetupFirst(Color::Silver) => Msg::MisplacedSetupSilver,
                SeveralMorabarabaWords => Msg::MisplacedFimsWords,
                NoGame => Msg::MisplacedNoGame,
                BlockWithoutMove => Msg::MisplacedBlock,
                UnmatchedParenthesis => Msg::MisplacedParenthesis,
                EmptyVariation => Msg::MisplacedEmptyVariation,
                GlyphWithoutMove => Msg::MisplacedGlyph,
                AfterEnd => Msg::MisplacedAfterEnd,
                SeveralGames => Msg::MisplacedGames,
                JoinedLines => Msg::MisplacedJoined,
            },
            &[],
        )
    }
}

impl ResultError {
    /// Why a Howdah result token does not fit where it stands.
    pub fn words(&self, w: &Words) -> String {
        match self {
            ResultError::TagMismatch { token, tag } => {
                w.t(Msg::ResultTag, &[token.text(), tag.as_str()])
            }
            ResultError::InVariation(t) => w.t(Msg::ResultInVariation, &[t.text()]),
            ResultError::WithoutMove(t) => w.t(Msg::ResultWithoutMove, &[t.text()]),
            ResultError::NoReason => w.t(Msg::ResultNoReason, &[]),
            ResultError::LineEnd => w.t(Msg::ResultLineEnd, &[]),
            ResultError::NotOnBoard => w.t(Msg::ResultNotOnBoard, &[]),
        }
    }
}

impl PositionError {
    /// Why a `Position` tag cannot be read.
    pub fn words(&self, w: &Words) -> String {
        match self {
            PositionError::Squares { found } => w.t(Msg::PositionTagSquares, &[&found.to_string()]),
            PositionError::Square(c) => w.t(Msg::PositionTagSquare, &[&c.to_string()]),
            PositionError::Turn(word) => w.t(Msg::PositionTagTurn, &[word.as_str()]),
            PositionError::BeforeMoves { number } => {
                w.t(Msg::PositionTagEarly, &[&number.to_string()])
            }
            PositionError::NoBoard => w.t(Msg::PositionTagNoBoard, &[]),
            // The diagram reader's own reason stays as it is written (src/notation).
            PositionError::Diagram(e) => w.t(Msg::PositionTagDiagram, &[e.as_str()]),
        }
    }
}

impl ErrorKind {
    /// The reason alone, in `w`'s words.
    pub fn words(&self, w: &Words) -> String {
        match self {
            ErrorKind::Syntax(e) => w.t(Msg::Expected, &[&e.words(w)]),
            ErrorKind::Label { expected, found } => w.t(
                Msg::ExpectedMove,
                &[&expected.to_string(), &found.to_string()],
            ),
            ErrorKind::Turn(e) => e.words(w),
            ErrorKind::Game(e) => e.words(w),
            ErrorKind::Capture(e) => w.capture_error(e),
            ErrorKind::Morabaraba(e) => w.morabaraba_error(e),
            ErrorKind::Limit(e) => e.words(w),
            ErrorKind::Unclosed(e) => e.words(w),
            ErrorKind::Misplaced(e) => e.words(w),
            ErrorKind::Result(e) => e.words(w),
            ErrorKind::Position(e) => e.words(w),
            // The archive reader's and the diagram reader's reasons are theirs,
            // as written (the editor's archive rows; src/notation's diagrams).
            ErrorKind::Archive(e) => e.message.clone(),
            ErrorKind::Diagram(e) => w.t(Msg::Expected, &[&e.expected]),
        }
    }
}

impl NodeError {
    /// The reason alone, in `w`'s words: "expected move 3g, found 4g".
    pub fn words(&self, w: &Words) -> String {
        self.kind.words(w)
    }

    /// The reason and the token found: "expected … (at `Xa9n`)".
    pub fn at_token_words(&self, w: &Words) -> String {
        let reason = self.words(w);
        if self.token.is_empty() {
            reason
        } else {
            w.t(Msg::AtToken, &[&reason, &self.token])
        }
    }

    /// The reason with its place: "line 3, column 7: expected … (at `Xa9n`)".
    pub fn located_words(&self, w: &Words) -> String {
        w.t(
            Msg::Located,
            &[
                &self.line.to_string(),
                &self.column.to_string(),
                &self.at_token_words(w),
            ],
        )
    }
}
