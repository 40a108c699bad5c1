//! A Morabaraba position, move legality, move generation and the outcome.
//! The rule choices are explained in `docs/morabaraba.md`.

use super::board::{in_mills, mill_through, Point, PointSet};
use super::moves::Move;
use super::side::{BySide, Side};
use std::fmt;

/// Cows each side starts with, all in hand.
pub const COWS_PER_SIDE: u8 = 12;
/// The game is drawn when the half-move clock exceeds this.
pub const HALFMOVE_LIMIT: u16 = 50;

/// Everything the rules need, and exactly what a FIMS position string holds:
/// cows on the board and in hand, side to move, each side's last move
/// (for the machine-gunning rule) and the half-move clock.
///
/// Invariants (checked by [`Position::from_setup`]): no point holds two cows and
/// no side has more than 12 cows on the board and in hand together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(super) cows: BySide<PointSet>,
    pub(super) in_hand: BySide<u8>,
    pub(super) side: Side,
    pub(super) last_moves: BySide<Option<Move>>,
    pub(super) halfmove_clock: u16,
}

/// What a side does on its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Cows left in hand: drop one.
    Placing,
    /// Step a cow to a neighbouring empty point.
    Moving,
    /// Exactly three cows left and none in hand: move a cow to any empty point.
    Flying,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The side that won.
        winner: Side,
        /// Why the other side lost.
        reason: WinReason,
    },
    /// Nobody won.
    Draw {
        /// Why the game was drawn.
        reason: DrawReason,
    },
}

/// Why a side won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser has fewer than three cows on the board and in hand together.
    ReducedToTwo,
    /// The loser, to move, has no legal move.
    Blocked,
}

/// Why a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// More than 50 moves without a drop or a capture.
    HalfmoveClock,
}

impl Outcome {
    /// The winning side; `None` for a draw.
    pub const fn winner(self) -> Option<Side> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win {
                winner,
                reason: WinReason::ReducedToTwo,
            } => write!(f, "{winner} wins: {} is down to two cows", !*winner),
            Outcome::Win {
                winner,
                reason: WinReason::Blocked,
            } => write!(f, "{winner} wins: {} cannot move", !*winner),
            Outcome::Draw {
                reason: DrawReason::HalfmoveClock,
            } => write!(
                f,
                "draw: more than {HALFMOVE_LIMIT} moves without a drop or a capture"
            ),
        }
    }
}

/// Why a move is not legal in a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveError {
    /// The game has already ended.
    GameOver {
        /// How it ended.
        outcome: Outcome,
    },
    /// A drop with no cow left in hand.
    NoCowInHand,
    /// A step while cows remain in hand: they must be dropped first.
    MustDrop,
    /// The destination is not empty.
    Occupied {
        /// The occupied destination.
        point: Point,
    },
    /// The step starts where the mover has no cow.
    NoOwnCow {
        /// The point the step starts from.
        point: Point,
    },
    /// A step to a point that is not a neighbour, by a side that may not fly.
    NotAdjacent {
        /// Where the cow starts.
        from: Point,
        /// Where it was to go.
        to: Point,
    },
    /// The cow that broke a mill to form one goes straight back to re-form it.
    MachineGun {
        /// Where the cow starts (the point its last move went to).
        from: Point,
        /// The point it left on its last move.
        to: Point,
    },
    /// A mill was formed and an enemy cow can be shot, but none was named.
    CaptureRequired,
    /// A capture named although the move forms no mill.
    NoMill {
        /// The point named for the capture.
        capture: Point,
    },
    /// A mill was formed but the enemy has no cow on the board to shoot.
    NothingToCapture {
        /// The point named for the capture.
        capture: Point,
    },
    /// The named point holds no enemy cow.
    NotEnemyCow {
        /// The point named for the capture.
        point: Point,
    },
    /// The enemy cow stands in a mill while others of its side do not.
    InMill {
        /// The point named for the capture.
        point: Point,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::words::Words::english().morabaraba_error(self))
    }
}

impl std::error::Error for MoveError {}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

impl Position {
    /// The start: empty board, 12 cows in each hand, White to move.
    pub const fn new() -> Position {
        Position {
            cows: BySide::new(PointSet::EMPTY, PointSet::EMPTY),
            in_hand: BySide::new(COWS_PER_SIDE, COWS_PER_SIDE),
            side: Side::White,
            last_moves: BySide::new(None, None),
            halfmove_clock: 0,
        }
    }

    /// The points holding `side`'s cows.
    pub fn cows(&self, side: Side) -> PointSet {
        self.cows[side]
    }
    /// How many cows `side` still has to drop.
    pub fn in_hand(&self, side: Side) -> u8 {
        self.in_hand[side]
    }
    /// The side whose move is next.
    pub const fn side_to_move(&self) -> Side {
        self.side
    }
    /// `side`'s most recent move, which the machine-gunning rule looks at.
    pub fn last_move(&self, side: Side) -> Option<Move> {
        self.last_moves[side]
    }
    /// Moves since the last drop or capture.
    pub const fn halfmove_clock(&self) -> u16 {
        self.halfmove_clock
    }
    /// The points holding a cow of either side.
    pub fn occupied(&self) -> PointSet {
        self.cows.white | self.cows.black
    }
    /// The points holding no cow.
    pub fn empty(&self) -> PointSet {
        !self.occupied()
    }
    /// The side whose cow stands on `p`, if any.
    pub fn cow_at(&self, p: Point) -> Option<Side> {
        Side::ALL.into_iter().find(|&s| self.cows[s].contains(p))
    }
    /// Cows on the board and in hand.
    pub fn total(&self, side: Side) -> u32 {
        self.cows[side].count() + u32::from(self.in_hand[side])
    }

    /// What `side` does on its turn now: drop, step or fly.
    pub fn phase(&self, side: Side) -> Phase {
        if self.in_hand[side] > 0 {
            Phase::Placing
        } else if self.cows[side].count() == 3 {
            Phase::Flying
        } else {
            Phase::Moving
        }
    }

    /// The enemy cows `by` may shoot after forming a mill: those outside mills,
    /// or any of them when all stand in mills.
    pub fn capture_targets(&self, by: Side) -> PointSet {
        let enemy = self.cows[!by];
        let free = enemy - in_mills(enemy);
        if free.is_empty() {
            enemy
        } else {
            free
        }
    }

    /// A win by material: a side with fewer than three cows has lost.
    fn material_outcome(&self) -> Option<Outcome> {
        for loser in [self.side, !self.side] {
            if self.total(loser) < 3 {
                let winner = !loser;
                let reason = WinReason::ReducedToTwo;
                return Some(Outcome::Win { winner, reason });
            }
        }
        None
    }

    /// The result if the game is over: a side with fewer than three cows loses;
    /// then the side to move loses if it cannot move; then more than 50 moves
    /// without a drop or capture draw.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.material_outcome() {
            return Some(o);
        }
        if self.count_moves_raw() == 0 {
            let winner = !self.side;
            let reason = WinReason::Blocked;
            return Some(Outcome::Win { winner, reason });
        }
        if self.halfmove_clock > HALFMOVE_LIMIT {
            let reason = DrawReason::HalfmoveClock;
            return Some(Outcome::Draw { reason });
        }
        None
    }

    /// Ended by material or the clock: no moves are generated then.
    fn ended_without_blocking(&self) -> bool {
        self.material_outcome().is_some() || self.halfmove_clock > HALFMOVE_LIMIT
    }

    /// True once [`Position::outcome`] has a result.
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// True when the side to move may not play `from`-`to` forming a mill:
    /// its own last move was `to`-`from` with a capture (the cow broke a mill
    /// on `to` and formed one on `from`).
    pub fn is_machine_gun(&self, from: Point, to: Point) -> bool {
        matches!(
            self.last_moves[self.side],
            Some(Move::Step { from: a, to: b, capture: Some(_) }) if a == to && b == from
        )
    }

    /// Where the side to move may go from `from`: neighbours, or every empty
    /// point when flying.
    fn destinations(&self, from: Point) -> PointSet {
        let own = self.cows[self.side];
        if own.count() == 3 {
            self.empty()
        } else {
            from.neighbours() & self.empty()
        }
    }

    /// Calls `f` with every legal move. Nothing when the game is decided by
    /// material or the clock.
    pub fn for_each_legal_move(&self, mut f: impl FnMut(Move)) {
        if self.ended_without_blocking() {
            return;
        }
        let side = self.side;
        let own = self.cows[side];
        let targets = self.capture_targets(side);
        let mut emit = |mv: Move, own_after: PointSet| {
            if mill_through(own_after, mv.to()) && !targets.is_empty() {
                for t in targets {
                    f(mv.with_capture(Some(t)));
                }
            } else {
                f(mv);
            }
        };
        if self.in_hand[side] > 0 {
            for to in self.empty() {
                emit(Move::Drop { to, capture: None }, own.with(to));
            }
            return;
        }
        for from in own {
            for to in self.destinations(from) {
                let own_after = own.without(from).with(to);
                if self.is_machine_gun(from, to) && mill_through(own_after, to) {
                    continue;
                }
                let capture = None;
                emit(Move::Step { from, to, capture }, own_after);
            }
        }
    }

    /// Every legal move (empty when the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.for_each_legal_move(|m| moves.push(m));
        moves
    }

    /// How many legal moves there are, without listing them.
    pub fn count_legal_moves(&self) -> u64 {
        if self.ended_without_blocking() {
            0
        } else {
            self.count_moves_raw()
        }
    }

    fn count_moves_raw(&self) -> u64 {
        let side = self.side;
        let own = self.cows[side];
        let per_mill = u64::from(self.capture_targets(side).count()).max(1);
        let mut n = 0;
        if self.in_hand[side] > 0 {
            for to in self.empty() {
                n += if mill_through(own.with(to), to) {
                    per_mill
                } else {
                    1
                };
            }
            return n;
        }
        for from in own {
            for to in self.destinations(from) {
                let own_after = own.without(from).with(to);
                if !mill_through(own_after, to) {
                    n += 1;
                } else if !self.is_machine_gun(from, to) {
                    n += per_mill;
                }
            }
        }
        n
    }

    /// Plays `mv` if it is legal, returning the new position.
    pub fn play(&self, mv: Move) -> Result<Position, MoveError> {
        if let Some(outcome) = self.outcome() {
            return Err(MoveError::GameOver { outcome });
        }
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }

    /// Why `mv` is illegal, assuming the game is not over.
    fn check(&self, mv: Move) -> Result<(), MoveError> {
        let side = self.side;
        let own = self.cows[side];
        let to = mv.to();
        let own_after = match mv {
            Move::Drop { .. } => {
                if self.in_hand[side] == 0 {
                    return Err(MoveError::NoCowInHand);
                }
                own.with(to)
            }
            Move::Step { from, .. } => {
                if self.in_hand[side] > 0 {
                    return Err(MoveError::MustDrop);
                }
                if !own.contains(from) {
                    return Err(MoveError::NoOwnCow { point: from });
                }
                own.without(from).with(to)
            }
        };
        if self.occupied().contains(to) {
            return Err(MoveError::Occupied { point: to });
        }
        let forms_mill = mill_through(own_after, to);
        if let Move::Step { from, .. } = mv {
            if !self.destinations(from).contains(to) {
                return Err(MoveError::NotAdjacent { from, to });
            }
            if forms_mill && self.is_machine_gun(from, to) {
                return Err(MoveError::MachineGun { from, to });
            }
        }
        let targets = self.capture_targets(side);
        match mv.capture() {
            None if forms_mill && !targets.is_empty() => Err(MoveError::CaptureRequired),
            None => Ok(()),
            Some(capture) if !forms_mill => Err(MoveError::NoMill { capture }),
            Some(capture) if targets.is_empty() => Err(MoveError::NothingToCapture { capture }),
            Some(point) if !self.cows[!side].contains(point) => {
                Err(MoveError::NotEnemyCow { point })
            }
            Some(point) if !targets.contains(point) => Err(MoveError::InMill { point }),
            Some(_) => Ok(()),
        }
    }

    /// Plays `mv` without checking it; for moves from [`Position::legal_moves`].
    #[must_use]
    pub fn play_unchecked(&self, mv: Move) -> Position {
        let side = self.side;
        let mut next = *self;
        match mv {
            Move::Drop { to, .. } => {
                next.in_hand[side] = next.in_hand[side].saturating_sub(1);
                next.cows[side] = next.cows[side].with(to);
            }
            Move::Step { from, to, .. } => {
                next.cows[side] = next.cows[side].without(from).with(to);
            }
        }
        if let Some(c) = mv.capture() {
            next.cows[!side] = next.cows[!side].without(c);
        }
        next.halfmove_clock = if mv.is_drop() || mv.capture().is_some() {
            0
        } else {
            self.halfmove_clock.saturating_add(1)
        };
        next.last_moves[side] = Some(mv);
        next.side = !side;
        next
    }

    /// The number of distinct move sequences of `depth` moves from here.
    /// The last level is counted without playing the moves.
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_moves(),
            _ => {
                let mut n = 0;
                self.for_each_legal_move(|mv| n += self.play_unchecked(mv).perft(depth - 1));
                n
            }
        }
    }
}

/// [`Position::perft`] from the start of a game.
pub fn perft(depth: u32) -> u64 {
    Position::new().perft(depth)
}
