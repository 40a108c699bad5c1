//! What the board's teaching overlays show, computed from a position:
//! frozen pieces, the pieces the side to move can capture this turn (and
//! how), the rabbits that can reach goal (this turn for the side to move,
//! next turn for the other side if nothing changed), and how many pieces of
//! each side stand beside each trap. The scene draws them and
//! [`Overlays::words`] says them for screen readers.

use super::capture_search::{capture_threats, CaptureThreat};
use super::goal_search::goal_threats;
use crate::arimaa::NEIGHBORS;
use crate::words::{Msg, Words};
use crate::{Bitboard, ByColor, Color, Position, Square, Step};

/// Which overlays to compute and show: a set of bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct OverlaySet(pub u8);

impl OverlaySet {
    /// None of them.
    pub const NONE: OverlaySet = OverlaySet(0);
    /// Frozen pieces, of both sides.
    pub const FROZEN: OverlaySet = OverlaySet(1);
    /// Enemy pieces the side to move can capture this turn.
    pub const CAPTURES: OverlaySet = OverlaySet(2);
    /// Rabbits that can reach goal.
    pub const GOALS: OverlaySet = OverlaySet(4);
    /// Pieces beside each trap, by side.
    pub const TRAPS: OverlaySet = OverlaySet(8);
    /// Every overlay.
    pub const ALL: OverlaySet = OverlaySet(15);

    /// Whether every overlay of `other` is in the set.
    pub const fn contains(self, other: OverlaySet) -> bool {
        self.0 & other.0 == other.0
    }
    /// True when the set holds none.
    pub const fn is_empty(self) -> bool {
        self.0 & OverlaySet::ALL.0 == 0
    }
    /// Reads a list of names (`frozen captures goals traps`, `all`, `none`),
    /// separated by spaces or commas; unknown names are left out.
    pub fn parse(text: &str) -> OverlaySet {
        let mut set = 0;
        for word in text.split(|c: char| c == ',' || c.is_whitespace()) {
            set |= match word.trim().to_ascii_lowercase().as_str() {
                "frozen" => 1,
                "captures" => 2,
                "goals" => 4,
                "traps" => 8,
                "all" => 15,
                _ => 0,
            };
        }
        OverlaySet(set)
    }
}

impl std::ops::BitOr for OverlaySet {
    type Output = OverlaySet;
    fn bitor(self, o: OverlaySet) -> OverlaySet {
        OverlaySet(self.0 | o.0)
    }
}

/// A rabbit that can reach goal in one turn of its side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoalThreat {
    /// The rabbit's side.
    pub color: Color,
    /// Where it stands.
    pub rabbit: Square,
    /// The goal square the move below takes it to.
    pub goal: Square,
    /// A shortest move that takes it there.
    pub steps: Vec<Step>,
}

/// The pieces beside one trap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrapControl {
    /// The trap.
    pub trap: Square,
    /// How many pieces of each side stand on its four neighbours.
    pub count: ByColor<u8>,
}

/// Everything the overlays show for one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overlays {
    /// The overlays computed (the others are left empty).
    pub set: OverlaySet,
    /// The side to move.
    pub side: Color,
    /// Frozen pieces of both sides.
    pub frozen: Bitboard,
    /// Enemy pieces the side to move can capture this turn.
    pub captures: Vec<CaptureThreat>,
    /// Rabbits of the side to move that can reach goal this turn, then
    /// those of the other side that could on its next turn.
    pub goals: Vec<GoalThreat>,
    /// The four traps, c3 f3 c6 f6.
    pub traps: [TrapControl; 4],
}

impl Overlays {
    /// The overlays of `set` for `pos`.
    pub fn of(pos: &Position, set: OverlaySet) -> Overlays {
        let board = &pos.board;
        let frozen = if set.contains(OverlaySet::FROZEN) {
            board.frozen(Color::Gold) | board.frozen(Color::Silver)
        } else {
            Bitboard::EMPTY
        };
        let captures = if set.contains(OverlaySet::CAPTURES) {
            capture_threats(pos)
        } else {
            Vec::new()
        };
        let mut goals = Vec::new();
        if set.contains(OverlaySet::GOALS) {
            for side in [pos.side, !pos.side] {
                let p = Position::new(pos.board, side);
                goals.extend(
                    goal_threats(&p)
                        .into_iter()
                        .map(|(rabbit, steps)| GoalThreat {
                            color: side,
                            rabbit,
                            goal: end_square(rabbit, &steps),
                            steps,
                        }),
                );
            }
        }
        let traps = super::TRAPS.map(|trap| TrapControl {
            trap,
            count: ByColor::new_with(|c| {
                if set.contains(OverlaySet::TRAPS) {
                    (board.color(c) & NEIGHBORS[trap.index()]).count() as u8
                } else {
                    0
                }
            }),
        });
        Overlays {
            set,
            side: pos.side,
            frozen,
            captures,
            goals,
            traps,
        }
    }

    /// The squares of the pieces that can be captured.
    pub fn capturable(&self) -> Bitboard {
        self.captures
            .iter()
            .fold(Bitboard::EMPTY, |b, c| b.with(c.square))
    }

    /// The rabbits that can reach goal (both sides).
    pub fn goal_rabbits(&self) -> Bitboard {
        self.goals
            .iter()
            .fold(Bitboard::EMPTY, |b, g| b.with(g.rabbit))
    }

    /// The goal squares those rabbits reach.
    pub fn goal_squares(&self) -> Bitboard {
        self.goals
            .iter()
            .fold(Bitboard::EMPTY, |b, g| b.with(g.goal))
    }

    /// The overlays in words, one sentence per overlay computed: "Frozen:
    /// gold camel d4. Gold can capture: silver dog c6 by Ed5w dc6n Ec5n.
    /// Gold can reach goal: rabbit b6 to b8 by Rb6n Rb7n. Traps: c3 gold 2,
    /// silver 1; …".
    pub fn words(&self, w: &Words, pos: &Position) -> String {
        let mut out: Vec<String> = Vec::new();
        let board = &pos.board;
        let name = |sq: Square| {
            board
                .piece_at(sq)
                .map_or_else(|| sq.to_string(), |p| format!("{} {sq}", w.piece(p)))
        };
        if self.set.contains(OverlaySet::FROZEN) {
            let list: Vec<String> = self.frozen.map(name).collect();
            out.push(if list.is_empty() {
                w.t(Msg::FrozenNone, &[])
            } else {
                w.t(Msg::Frozen, &[&w.list(&list)])
            });
        }
        if self.set.contains(OverlaySet::CAPTURES) {
            let list: Vec<String> = self
                .captures
                .iter()
                .map(|c| w.t(Msg::CaptureBy, &[&name(c.square), &steps_text(&c.steps)]))
                .collect();
            let who = w.side(self.side);
            out.push(if list.is_empty() {
                w.t(Msg::CapturesNone, &[&who])
            } else {
                w.t(Msg::Captures, &[&who, &w.steps(&list)])
            });
        }
        if self.set.contains(OverlaySet::GOALS) {
            for (side, msg) in [(self.side, Msg::GoalsNow), (!self.side, Msg::GoalsNext)] {
                let list: Vec<String> = self
                    .goals
                    .iter()
                    .filter(|g| g.color == side)
                    .map(|g| {
                        w.t(
                            Msg::GoalBy,
                            &[
                                &g.rabbit.to_string(),
                                &g.goal.to_string(),
                                &steps_text(&g.steps),
                            ],
                        )
                    })
                    .collect();
                if !list.is_empty() {
                    out.push(w.t(msg, &[&w.side(side), &w.steps(&list)]));
                }
            }
            if self.goals.is_empty() {
                out.push(w.t(Msg::GoalsNone, &[]));
            }
        }
        if self.set.contains(OverlaySet::TRAPS) {
            let list: Vec<String> = self
                .traps
                .iter()
                .map(|t| {
                    w.t(
                        Msg::Trap,
                        &[
                            &t.trap.to_string(),
                            &t.count.gold.to_string(),
                            &t.count.silver.to_string(),
                        ],
                    )
                })
                .collect();
            out.push(w.t(Msg::Traps, &[&w.steps(&list)]));
        }
        out.join(" ")
    }
}

/// Where the piece on `start` is after `steps`.
fn end_square(start: Square, steps: &[Step]) -> Square {
    steps.iter().fold(start, |at, s| {
        if s.from == at {
            s.to().unwrap_or(at)
        } else {
            at
        }
    })
}

/// Steps as notation, space separated.
pub(crate) fn steps_text(steps: &[Step]) -> String {
    steps
        .iter()
        .map(Step::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}
