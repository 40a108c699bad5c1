//! An unvalidated position (what a FIMS string says), its conversion into a
//! [`Position`], and a separate check that the last moves fit the board.

use super::board::PointSet;
use super::moves::Move;
use super::rules::{Position, COWS_PER_SIDE};
use super::side::{BySide, Side};
use super::Point;
use std::fmt;

/// The seven fields of a FIMS position, as written: nothing is checked beyond
/// syntax. Turn it into a [`Position`] with [`Position::from_setup`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Cows each side still has to drop.
    pub in_hand: BySide<u8>,
    /// The points each side's cows stand on.
    pub cows: BySide<PointSet>,
    /// The side whose move is next.
    pub side_to_move: Side,
    /// Each side's most recent move, for the machine-gunning rule.
    pub last_moves: BySide<Option<Move>>,
    /// Moves since the last drop or capture.
    pub halfmove_clock: u16,
}

impl Default for Setup {
    fn default() -> Setup {
        Position::new().to_setup()
    }
}

/// Why a [`Setup`] cannot be played from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetupError {
    /// The point is listed for both sides.
    BothSides {
        /// The point listed twice.
        point: Point,
    },
    /// More than 12 cows on the board and in hand together.
    TooManyCows {
        /// The side with too many cows.
        side: Side,
        /// Its cows on the board and in hand together.
        count: u32,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::BothSides { point } => write!(f, "{point} is listed for both sides"),
            SetupError::TooManyCows { side, count } => write!(
                f,
                "{side} has {count} cows on the board and in hand (at most {COWS_PER_SIDE})"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

impl Position {
    /// Accepts any setup whose cows fit on the board and in the box. The last
    /// moves are taken as given (they only feed the machine-gunning rule); see
    /// [`Setup::inconsistencies`] to check them against the board.
    pub fn from_setup(setup: &Setup) -> Result<Position, SetupError> {
        if let Some(point) = (setup.cows.white & setup.cows.black).first() {
            return Err(SetupError::BothSides { point });
        }
        for side in Side::ALL {
            let count = setup.cows[side].count() + u32::from(setup.in_hand[side]);
            if count > u32::from(COWS_PER_SIDE) {
                return Err(SetupError::TooManyCows { side, count });
            }
        }
        Ok(Position {
            cows: setup.cows,
            in_hand: setup.in_hand,
            side: setup.side_to_move,
            last_moves: setup.last_moves,
            halfmove_clock: setup.halfmove_clock,
        })
    }

    /// The position's seven FIMS fields, for writing or editing it.
    pub fn to_setup(&self) -> Setup {
        Setup {
            in_hand: self.in_hand,
            cows: self.cows,
            side_to_move: self.side,
            last_moves: self.last_moves,
            halfmove_clock: self.halfmove_clock,
        }
    }
}

impl TryFrom<Setup> for Position {
    type Error = SetupError;
    fn try_from(setup: Setup) -> Result<Position, SetupError> {
        Position::from_setup(&setup)
    }
}

impl From<Position> for Setup {
    fn from(pos: Position) -> Setup {
        pos.to_setup()
    }
}

/// A way in which a setup cannot have arisen in play. `side` made `mv`, one of
/// the two last moves; the side that did not move last made its move first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Inconsistency {
    /// The point the move went to holds no cow of `side`, and the later
    /// opponent move did not shoot it.
    CowNotOnDestination {
        /// The side that made the move.
        side: Side,
        /// That side's last move, as the setup gives it.
        mv: Move,
    },
    /// The point the cow left is occupied again, which no later move explains.
    OriginOccupied {
        /// The side that made the move.
        side: Side,
        /// That side's last move, as the setup gives it.
        mv: Move,
    },
    /// The shot cow's point holds an enemy cow that no later move put there.
    ShotCowPresent {
        /// The side that made the move.
        side: Side,
        /// That side's last move, as the setup gives it.
        mv: Move,
    },
    /// A step while `side` still has cows in hand (hands only shrink).
    StepWithCowsInHand {
        /// The side that made the move.
        side: Side,
        /// That side's last move: a step.
        mv: Move,
    },
    /// The last move was a drop or a capture, so the clock should be 0.
    ClockNotReset {
        /// The half-move clock the setup gives.
        clock: u16,
    },
    /// The last move neither dropped nor captured, so the clock cannot be 0.
    ClockZero,
    /// Placing alternates from White: with White to move both hands are equal,
    /// with Black to move Black holds one more.
    HandsOutOfTurn {
        /// Cows in White's hand.
        white: u8,
        /// Cows in Black's hand.
        black: u8,
        /// The side to move the setup gives.
        side_to_move: Side,
    },
}

impl fmt::Display for Inconsistency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Inconsistency::*;
        match *self {
            CowNotOnDestination { side, mv } => write!(
                f,
                "{side}'s last move {} ends on {}, which holds no {side} cow",
                mv,
                mv.to()
            ),
            OriginOccupied { side, mv } => write!(
                f,
                "{side}'s last move {} left {}, which is occupied",
                mv,
                mv.from().map_or(String::new(), |p| p.to_string())
            ),
            ShotCowPresent { side, mv } => write!(
                f,
                "{side}'s last move {} shot the cow on {}, which is still there",
                mv,
                mv.capture().map_or(String::new(), |p| p.to_string())
            ),
            StepWithCowsInHand { side, mv } => write!(
                f,
                "{side}'s last move {} is a step, but {side} still has cows in hand",
                mv
            ),
            ClockNotReset { clock } => write!(
                f,
                "the last move dropped or captured, so the half-move clock should be 0, not {clock}"
            ),
            ClockZero => write!(
                f,
                "the last move neither dropped nor captured, so the half-move clock cannot be 0"
            ),
            HandsOutOfTurn {
                white,
                black,
                side_to_move,
            } => write!(
                f,
                "{white},{black} in hand with {side_to_move} to move cannot arise from alternate drops"
            ),
        }
    }
}

impl Setup {
    /// Checks that the setup could be the result of its two last moves (and of
    /// alternate placing). Empty when nothing contradicts; `-` moves are not
    /// checked. The FIMS specification's own example fails this check.
    pub fn inconsistencies(&self) -> Vec<Inconsistency> {
        let mut found = Vec::new();
        let (w, b) = (self.in_hand.white, self.in_hand.black);
        let turn_ok = match self.side_to_move {
            Side::White => w == b,
            Side::Black => b == w + 1,
        };
        if (w > 0 || b > 0) && !turn_ok {
            found.push(Inconsistency::HandsOutOfTurn {
                white: w,
                black: b,
                side_to_move: self.side_to_move,
            });
        }
        let last = !self.side_to_move; // moved most recently
        let first = self.side_to_move; // moved before that
        if let Some(mv) = self.last_moves[last] {
            self.check_move(last, mv, None, &mut found);
            let resets = mv.is_drop() || mv.capture().is_some();
            if resets && self.halfmove_clock != 0 {
                let clock = self.halfmove_clock;
                found.push(Inconsistency::ClockNotReset { clock });
            } else if !resets && self.halfmove_clock == 0 {
                found.push(Inconsistency::ClockZero);
            }
        }
        if let Some(mv) = self.last_moves[first] {
            self.check_move(first, mv, self.last_moves[last], &mut found);
        }
        found
    }

    /// `side` played `mv`; `later` is the opponent's move made after it, if any.
    fn check_move(
        &self,
        side: Side,
        mv: Move,
        later: Option<Move>,
        found: &mut Vec<Inconsistency>,
    ) {
        let own = self.cows[side];
        let enemy = self.cows[!side];
        let later_shot = later.and_then(Move::capture);
        let later_to = later.map(Move::to);
        if !own.contains(mv.to()) && later_shot != Some(mv.to()) {
            found.push(Inconsistency::CowNotOnDestination { side, mv });
        }
        if let Some(from) = mv.from() {
            if own.contains(from) || (enemy.contains(from) && later_to != Some(from)) {
                found.push(Inconsistency::OriginOccupied { side, mv });
            }
            if self.in_hand[side] > 0 {
                found.push(Inconsistency::StepWithCowsInHand { side, mv });
            }
        }
        if let Some(shot) = mv.capture() {
            if own.contains(shot) || (enemy.contains(shot) && later_to != Some(shot)) {
                found.push(Inconsistency::ShotCowPresent { side, mv });
            }
        }
    }
}
