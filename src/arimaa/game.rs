//! A game in progress: setup, turns, repetition history and the outcome.

use super::board::Board;
use super::movegen::has_move;
use super::piece::{Color, Piece, Role};
use super::position::{validate_setup, Position, SetupError};
use super::square::Square;
use super::turn::{TurnBuilder, TurnError};
use super::Bitboard;
use std::fmt;

/// Which edition of the rules a record was played under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum RuleSet {
    /// The rules in force since 2008-07-01.
    #[default]
    Current,
    /// Before 2008-07-01: a third repetition ended the game (the repeating
    /// player lost) and losing the last rabbits on both sides at once was a draw.
    Pre2008,
}

impl RuleSet {
    /// The rules for a game started at a Unix time.
    pub fn for_start_time(unix_seconds: i64) -> RuleSet {
        // 2008-07-01T00:00:00Z
        if unix_seconds < 1_214_870_400 {
            RuleSet::Pre2008
        } else {
            RuleSet::Current
        }
    }
}

/// How a game ended on the board (time, resignation and the like come from records).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    /// A rabbit reached its goal rank.
    Goal,
    /// A side lost its last rabbit.
    Elimination,
    /// The side to move had no legal turn.
    Immobilization,
    /// Pre-2008 rules only: the player who repeated a position a third time lost.
    Repetition,
    /// Pre-2008 rules only: both sides lost their last rabbit in one turn.
    DoubleElimination,
}

impl Termination {
    /// The archive's one-letter code (`g`, `e`, `m`, `p`, `n`).
    pub const fn code(self) -> char {
        match self {
            Termination::Goal => 'g',
            Termination::Elimination => 'e',
            Termination::Immobilization => 'm',
            Termination::Repetition => 'p',
            Termination::DoubleElimination => 'n',
        }
    }
}

/// How a game ended on the board: who won, and by which rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Color>,
    /// The rule that ended the game.
    pub termination: Termination,
}

/// Move numbering: `2g` is Gold's first real move; `1g`/`1s` are the setups.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TurnLabel {
    /// The move number: 1 for the setups, 2 for the first move on the board.
    pub number: u32,
    /// The side playing this turn.
    pub color: Color,
}

impl TurnLabel {
    /// The label of `color`'s turn number `number`.
    pub const fn new(number: u32, color: Color) -> TurnLabel {
        TurnLabel { number, color }
    }
    /// The label that follows: `2g` → `2s` → `3g`.
    #[must_use]
    pub const fn next(self) -> TurnLabel {
        match self.color {
            Color::Gold => TurnLabel::new(self.number, Color::Silver),
            Color::Silver => TurnLabel::new(self.number + 1, Color::Gold),
        }
    }
    /// Reads `12g`, `12s` and the pre-2008 `12w`, `12b`.
    pub fn parse(word: &str) -> Option<TurnLabel> {
        let color = Color::from_char(word.chars().last()?)?;
        let digits = &word[..word.len() - 1];
        if digits.is_empty() || digits.len() > 9 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Some(TurnLabel::new(digits.parse().ok()?, color))
    }

    /// The previous label (`2g` → `1s`); `None` before `1g`.
    pub fn prev(self) -> Option<TurnLabel> {
        match self.color {
            Color::Silver => Some(TurnLabel::new(self.number, Color::Gold)),
            Color::Gold if self.number > 1 => Some(TurnLabel::new(self.number - 1, Color::Silver)),
            Color::Gold => None,
        }
    }
}

impl fmt::Display for TurnLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.number, self.color.char())
    }
}

/// Why a game refuses a setup or a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The turn breaks a movement rule, or repeats a position a third time.
    Turn(TurnError),
    /// The setup is not a legal starting army.
    Setup(SetupError),
    /// A setup was given when a move was due, or the other way round.
    NotSetupPhase,
    /// A turn was given while a side still had to set up.
    NotMovePhase,
    /// The placement puts two pieces on one square.
    SquareTaken(Square),
    /// The game is over already, with this outcome.
    GameOver(Outcome),
    /// The turn was built on another position than the game's.
    WrongStart,
}

/// In English, as the API's, the CLI's and the logs' errors say it; a
/// reader's language is `words` (src/words/errors.rs).
impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&crate::words::Words::english()))
    }
}

impl std::error::Error for GameError {}

impl From<TurnError> for GameError {
    fn from(e: TurnError) -> Self {
        GameError::Turn(e)
    }
}

/// A game from its first setup (or from a given position) to its end.
#[derive(Clone, Debug)]
pub struct Game {
    rules: RuleSet,
    position: Position,
    label: TurnLabel,
    /// Sides that still have to place their pieces.
    setups_left: u8,
    /// Occurrences of each (board, side to move) since play began.
    seen: Occurrences,
    outcome: Option<Outcome>,
    /// What `undo` restores: the state before each setup or turn.
    undo: Vec<Undo>,
}

/// A multiset of position keys, kept sorted. A game has at most a few thousand
/// positions, so this is as quick as a hash map here and keeps a hash table's
/// code out of the browser build.
#[derive(Clone, Debug, Default)]
struct Occurrences(Vec<u64>);

impl Occurrences {
    fn add(&mut self, key: u64) {
        let at = self.0.partition_point(|&k| k < key);
        self.0.insert(at, key);
    }
    fn remove(&mut self, key: u64) {
        let at = self.0.partition_point(|&k| k < key);
        if self.0.get(at) == Some(&key) {
            self.0.remove(at);
        }
    }
    fn count(&self, key: u64) -> u8 {
        let from = self.0.partition_point(|&k| k < key);
        let n = self.0[from..].iter().take_while(|&&k| k == key).count();
        n.min(u8::MAX as usize) as u8
    }
}

#[derive(Clone, Debug)]
struct Undo {
    position: Position,
    label: TurnLabel,
    setups_left: u8,
    outcome: Option<Outcome>,
    /// The repetition key this step added, if any.
    added: Option<u64>,
}

impl Game {
    /// An empty board with Gold to set up (`1g`).
    pub fn new(rules: RuleSet) -> Game {
        Game {
            rules,
            position: Position::new(Board::empty(), Color::Gold),
            label: TurnLabel::new(1, Color::Gold),
            setups_left: 2,
            seen: Occurrences::default(),
            outcome: None,
            undo: Vec::new(),
        }
    }

    /// A game continuing from `position` (puzzles, diagrams), the next turn being `label`.
    pub fn from_position(position: Position, label: TurnLabel, rules: RuleSet) -> Game {
        let mut g = Game {
            rules,
            position,
            label,
            setups_left: 0,
            seen: Occurrences::default(),
            outcome: None,
            undo: Vec::new(),
        };
        g.seen.add(position.key());
        g
    }

    /// The edition of the rules the game is played under.
    pub fn rules(&self) -> RuleSet {
        self.rules
    }
    /// The board now, with the side to move.
    pub fn position(&self) -> Position {
        self.position
    }
    /// The label of the turn to be played next.
    pub fn label(&self) -> TurnLabel {
        self.label
    }
    /// How the game ended; `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    /// True until both sides have placed their pieces.
    pub fn in_setup(&self) -> bool {
        self.setups_left > 0
    }
    /// A fresh builder for the side to move.
    pub fn turn(&self) -> TurnBuilder {
        TurnBuilder::new(self.position)
    }

    /// Places the side to move's army. `lenient` allows fewer pieces (puzzles).
    pub fn setup(
        &mut self,
        placements: &[(Piece, Square)],
        lenient: bool,
    ) -> Result<(), GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::GameOver(o));
        }
        if self.setups_left == 0 {
            return Err(GameError::NotSetupPhase);
        }
        let side = self.position.side;
        let mut board = self.position.board;
        let mut mine = Board::empty();
        for &(piece, sq) in placements {
            if board.occupied().contains(sq) {
                return Err(GameError::SquareTaken(sq));
            }
            board.put(sq, piece);
            if piece.color == side {
                mine.put(sq, piece);
            } else {
                // Placing the other side's pieces is reported as being off its rows.
                return Err(GameError::Setup(SetupError::OutsideHomeRows {
                    piece,
                    square: sq,
                }));
            }
        }
        validate_setup(&mine, side, lenient).map_err(GameError::Setup)?;
        self.save(None);
        self.position = Position::new(board, !side);
        self.setups_left -= 1;
        self.label = self.label.next();
        if self.setups_left == 0 {
            self.seen.add(self.position.key());
            self.undo.last_mut().expect("saved").added = Some(self.position.key());
        }
        Ok(())
    }

    /// Would finishing `turn` now be legal? Returns the resulting position.
    pub fn check_turn(&self, turn: &TurnBuilder) -> Result<Position, GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::GameOver(o));
        }
        if self.setups_left > 0 {
            return Err(GameError::NotMovePhase);
        }
        if turn.start() != self.position {
            return Err(GameError::WrongStart);
        }
        let after = turn.finish()?;
        if self.rules == RuleSet::Current && self.occurrences(&after) >= 2 {
            return Err(TurnError::ThirdRepetition.into());
        }
        Ok(after)
    }

    /// Plays a finished turn and decides whether the game is over.
    pub fn play(&mut self, turn: &TurnBuilder) -> Result<Option<Outcome>, GameError> {
        let after = self.check_turn(turn)?;
        let mover = self.position.side;
        let repeated = self.occurrences(&after) >= 2;
        self.save(Some(after.key()));
        self.seen.add(after.key());
        self.position = after;
        self.label = self.label.next();
        self.outcome = if repeated {
            // Only reachable under the pre-2008 rules (checked above otherwise).
            Some(Outcome {
                winner: Some(!mover),
                termination: Termination::Repetition,
            })
        } else {
            self.decide(mover)
        };
        Ok(self.outcome)
    }

    fn save(&mut self, added: Option<u64>) {
        self.undo.push(Undo {
            position: self.position,
            label: self.label,
            setups_left: self.setups_left,
            outcome: self.outcome,
            added,
        });
    }

    /// Takes back the last setup or turn; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(u) = self.undo.pop() else {
            return false;
        };
        if let Some(key) = u.added {
            self.seen.remove(key);
        }
        self.position = u.position;
        self.label = u.label;
        self.setups_left = u.setups_left;
        self.outcome = u.outcome;
        true
    }

    /// How often `pos` has occurred since play began.
    pub fn occurrences(&self, pos: &Position) -> u8 {
        self.seen.count(pos.key())
    }

    /// The end-of-turn checks, in the official order, after `mover` moved.
    fn decide(&self, mover: Color) -> Option<Outcome> {
        let board = &self.position.board;
        let other = !mover;
        let win = |winner: Color, termination| {
            Some(Outcome {
                winner: Some(winner),
                termination,
            })
        };
        if reached_goal(board, mover) {
            return win(mover, Termination::Goal);
        }
        if reached_goal(board, other) {
            return win(other, Termination::Goal);
        }
        let rabbits = |c: Color| board.count(Piece::new(c, Role::Rabbit));
        if self.rules == RuleSet::Pre2008 && rabbits(mover) == 0 && rabbits(other) == 0 {
            return Some(Outcome {
                winner: None,
                termination: Termination::DoubleElimination,
            });
        }
        if rabbits(other) == 0 {
            return win(mover, Termination::Elimination);
        }
        if rabbits(mover) == 0 {
            return win(other, Termination::Elimination);
        }
        if !self.can_move() {
            return win(mover, Termination::Immobilization);
        }
        None
    }

    /// Whether the side to move has a legal turn (a turn that only repeats a
    /// position for the third time is no legal turn).
    pub fn can_move(&self) -> bool {
        let pos = self.position;
        has_move(&pos, |b| {
            self.rules == RuleSet::Pre2008 || self.occurrences(&Position::new(*b, !pos.side)) < 2
        })
    }
}

/// Does a rabbit of `color` stand on its goal rank?
pub fn reached_goal(board: &Board, color: Color) -> bool {
    (board.pieces(Piece::new(color, Role::Rabbit)) & Bitboard::rank(color.goal_rank())).nonempty()
}
