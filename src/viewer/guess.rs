//! Guess the move: the reader plays the cursor's next move on the board and
//! is told whether it is the record's. A guess is the record's move when it
//! reaches the same position, as the engine counts moves (steps in another
//! order are the same move); it is never kept in the tree.

use super::board_input::Outcome;
use super::cursor::Cursor;
use super::Viewer;
use crate::record::{Marking, NodeId};

/// What the board says of a move played while guessing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The record's next move: the cursor is on it.
    Right,
    /// A move the record has as an alternative; `good` when its glyphs
    /// call it good (`!`, `!!`). The board is back where it was.
    Alternative {
        /// The alternative is marked `!` or `!!`.
        good: bool,
    },
    /// A legal move the record does not have here. The board is back.
    Other,
}

/// A hint for the next move, for the board: `level` 1 names the piece that
/// moves first, 2 its first step too.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The square the first step starts from (`d2`).
    pub square: String,
    /// The hint in words: "The gold elephant on d2 moves first." or
    /// "The first step is Ed2n: gold elephant d2 north."
    pub words: String,
}

impl Viewer {
    /// Turns guessing on or off. While on, a move played on the board is
    /// judged against the cursor's next move instead of being kept.
    pub fn set_guessing(&mut self, on: bool) {
        self.guessing = on;
        self.draft = None;
    }

    /// The verdict on a finished move from node `at` reaching `existing`
    /// (the child of `at` with the same position, if any); the cursor goes
    /// to the record's move when the guess is right.
    pub(super) fn judge_guess(&mut self, at: NodeId, existing: Option<NodeId>) -> Outcome {
        let tree = &self.record.tree;
        self.draft = None;
        let verdict = match existing {
            Some(c) if tree.main_child(at) == Some(c) => {
                self.cursor = Cursor::whole(tree, c);
                Verdict::Right
            }
            Some(c) => Verdict::Alternative {
                good: tree.node(c).mv.as_ref().is_some_and(|m| {
                    m.before_markings
                        .iter()
                        .any(|g| matches!(g, Marking::Glyph(g) if g.is_good()))
                }),
            },
            None => Verdict::Other,
        };
        Outcome::Guessed(verdict)
    }

    /// A hint for the cursor's next move (of steps), with the square to
    /// look at, or `None` when there is none to give (the end of the line,
    /// a setup, a Morabaraba move): the teaching hint ([`crate::teach::hint`]).
    #[cfg(any(feature = "teach", not(target_arch = "wasm32")))]
    pub fn guess_hint(&self, level: u8) -> Option<Hint> {
        let hint = self.hint(level)?;
        let square = match hint {
            crate::teach::Hint::Piece(_, at) => at,
            crate::teach::Hint::Step(step) => step.from,
        };
        Some(Hint {
            square: square.to_string(),
            words: hint.words(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RECORD: &str = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ca2 Db2 Hc2 Ed2 Me2 Hf2 Dg2 Ch2\n\
        1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ca7 db7 hc7 ed7 me7 hf7 dg7 ch7\n\
        2g Ed2n Ed3n Me2n Me3n [2g @! Me2n Me3n Ed2n Ed3n] [2g @!? Db2n Db3n Dg2n Dg3n]\n\
        2s ed7s ed6s me7s me6s\n";

    fn at(path: &str) -> Viewer {
        let mut v = Viewer::new(RECORD);
        v.go_to_text(path).unwrap();
        v.set_guessing(true);
        v
    }

    fn guess(v: &mut Viewer, steps: &str) -> Outcome {
        v.play_steps(steps, true).unwrap()
    }

    #[test]
    fn the_records_move_is_right_in_any_step_order() {
        let mut v = at("1s");
        let n = v.record().tree.len();
        assert_eq!(
            guess(&mut v, "Me2n Ed2n Ed3n Me3n"),
            Outcome::Guessed(Verdict::Right)
        );
        assert_eq!(v.path().to_string(), "2g");
        assert_eq!(v.record().tree.len(), n, "a guess is never kept");
    }

    #[test]
    fn alternatives_and_other_moves_leave_the_board_where_it_was() {
        let mut v = at("1s");
        let n = v.record().tree.len();
        // The record's move in another order reaches the main line's node: right
        // (the first test); an alternative of the record's is not.
        assert_eq!(
            guess(&mut v, "Db2n Db3n Dg2n Dg3n"),
            Outcome::Guessed(Verdict::Alternative { good: false })
        );
        assert_eq!(v.path().to_string(), "1s");
        assert_eq!(
            guess(&mut v, "Ca2n Ca3n Ch2n Ch3n"),
            Outcome::Guessed(Verdict::Other)
        );
        assert_eq!(v.path().to_string(), "1s");
        assert_eq!(v.record().tree.len(), n);
        assert!(v.draft_state().steps.is_empty());
    }

    #[test]
    fn a_move_of_two_steps_ended_by_hand_is_judged_and_taken_back() {
        let mut v = at("1s");
        v.drag("a2", "a3").unwrap();
        v.drag("h2", "h3").unwrap();
        assert_eq!(v.draft_state().steps.len(), 2);
        assert_eq!(v.end_move().unwrap(), Outcome::Guessed(Verdict::Other));
        assert!(v.draft_state().steps.is_empty());
        assert_eq!(v.path().to_string(), "1s");
        // The board takes a new move at once.
        assert_eq!(v.drag("a2", "a3").unwrap(), Outcome::Stepped);
    }

    #[test]
    fn an_alternative_marked_good_is_said_to_be_good() {
        let rec = RECORD.replace("[2g @! Me2n Me3n Ed2n Ed3n]", "[2g @! Ed2n Ed3n Ed4n Me2n]");
        let mut v = Viewer::new(&rec);
        v.go_to_text("1s").unwrap();
        v.set_guessing(true);
        assert_eq!(
            v.play_steps("Ed2n Ed3n Ed4n Me2n", true).unwrap(),
            Outcome::Guessed(Verdict::Alternative { good: true })
        );
    }

    #[test]
    fn hints_name_the_first_piece_then_its_step() {
        let v = at("1s");
        let one = v.guess_hint(1).unwrap();
        assert_eq!(one.square, "d2");
        assert_eq!(one.words, "The gold elephant on d2 moves first.");
        assert_eq!(
            v.guess_hint(2).unwrap().words,
            "The first step is Ed2n: gold elephant d2 north."
        );
        assert_eq!(at("2s").guess_hint(1), None, "the end of the line");
    }
}
