//! Judging the moves played on the board, for teaching: guess the move
//! (the reader plays the cursor's next move and is told whether it is the
//! record's; a guess is never kept) and puzzles (the puzzle side's move is
//! judged by the engine against the record's `Puzzle` goal: every move that
//! reaches it is right and kept, one the record does not give as a new
//! variation; a miss is taken back). Both judges are `crate::teach`'s.

use crate::record::{Move, MoveKind, NodeId};
use crate::teach::{reached_guess, Guess, Listed, PuzzleAnswer};
use crate::viewer::input::{Answer, Outcome, Verdict};
use crate::viewer::{Cursor, Viewer};

/// What the moves played on the board are judged as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judging {
    /// Guesses of the record's next move.
    Guess,
    /// Answers to the record's puzzle.
    Puzzle,
}

/// What the judge did with a move finished on the board.
pub(in crate::viewer) enum Judged {
    /// Judged and dealt with (a guess, a missed answer): nothing to keep.
    Done(Outcome),
    /// To be kept as any move (no judge, a right answer, a move of the side
    /// the puzzle does not judge), with the answer's verdict when judged.
    Keep(Move, Option<Answer>),
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
        self.set_judging(on.then_some(Judging::Guess));
    }

    /// Turns puzzle solving on or off. While on, a move of the puzzle's side
    /// is judged against its goal: kept when right ([`Outcome::Answered`]),
    /// taken back when not; the other side's moves are kept as in analysis.
    pub fn set_solving(&mut self, on: bool) {
        self.set_judging(on.then_some(Judging::Puzzle));
    }

    fn set_judging(&mut self, judging: Option<Judging>) {
        self.judging = judging;
        self.draft = None;
        self.last_answer = None;
    }

    /// The last answer judged on the board while solving, in full (the
    /// engine's verdict, its words, whether the record gives it).
    pub fn last_answer(&self) -> Option<&PuzzleAnswer> {
        self.last_answer.as_ref()
    }

    /// Judges a move finished on the board at `at` while a judge is on.
    pub(in crate::viewer) fn judge_move(
        &mut self,
        at: NodeId,
        existing: Option<NodeId>,
        mv: Move,
    ) -> Judged {
        match self.judging {
            None => Judged::Keep(mv, None),
            Some(Judging::Guess) => Judged::Done(self.judge_guess(at, existing)),
            Some(Judging::Puzzle) => match self.judge_answer(at, &mv) {
                Some(Answer::Missed) => {
                    self.draft = None;
                    Judged::Done(Outcome::Answered(Answer::Missed))
                }
                answer => Judged::Keep(mv, answer),
            },
        }
    }

    /// The verdict on a finished move from node `at` reaching `existing`
    /// (the child of `at` with the same position, if any); the cursor goes
    /// to the record's move when the guess is right.
    fn judge_guess(&mut self, at: NodeId, existing: Option<NodeId>) -> Outcome {
        let tree = &self.record.tree;
        self.draft = None;
        let verdict = match reached_guess(tree, at, existing) {
            Guess::Same { node, .. } => {
                self.cursor = Cursor::whole(tree, node);
                Verdict::Right
            }
            Guess::Listed { glyphs, .. } => Verdict::Alternative {
                good: glyphs.iter().any(|g| g.is_good()),
            },
            Guess::Other | Guess::Illegal(_) => Verdict::Other,
        };
        Outcome::Guessed(verdict)
    }

    /// The puzzle's judgement of `mv` played at `at`, kept for
    /// [`Viewer::last_answer`]; `None` where the puzzle sets no task.
    fn judge_answer(&mut self, at: NodeId, mv: &Move) -> Option<Answer> {
        let MoveKind::Steps(steps) = &mv.kind else {
            return None;
        };
        let steps: Vec<_> = steps.iter().map(|r| r.step).collect();
        let answer = self.puzzle()?.ok()?.judge(&self.record, at, &steps)?;
        let verdict = match (answer.is_right(), answer.listed) {
            (false, _) => Answer::Missed,
            (true, Listed::No) => Answer::Alternative,
            (true, _) => Answer::Solved,
        };
        self.last_answer = Some(answer);
        Some(verdict)
    }

    /// A hint for the cursor's next move (of steps), with the square to
    /// look at, or `None` when there is none to give (the end of the line,
    /// a setup, a Morabaraba move): the teaching hint ([`crate::teach::hint`]).
    pub fn guess_hint(&self, level: u8) -> Option<Hint> {
        let hint = self.hint(level)?;
        let square = match hint {
            crate::teach::Hint::Piece(_, at) => at,
            crate::teach::Hint::Step(step) => step.from,
        };
        Some(Hint {
            square: square.to_string(),
            words: hint.words(&self.words),
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

    const PUZZLE: &str = "FAN31415926\nEvent: Puzzle 1\nPuzzle: goal in 1\n\
        Position: g [     r   hR   r    D                  e         R   E  R        ]\n\n\
        2g Dd6n Rc7n [2g Dd6w Rc7n Dc6x]\n";

    fn solving() -> Viewer {
        let mut v = Viewer::new(PUZZLE);
        v.set_solving(true);
        v
    }

    #[test]
    fn a_puzzle_answer_the_record_gives_goes_to_its_move() {
        let mut v = solving();
        let n = v.record().tree.len();
        assert_eq!(
            v.play_steps("Dd6n Rc7n", true).unwrap(),
            Outcome::Answered(Answer::Solved)
        );
        assert_eq!(v.path().to_string(), "2g");
        assert_eq!(v.record().tree.len(), n);
        let a = v.last_answer().unwrap();
        assert!(a.is_right());
        assert!(
            a.words(&crate::words::Words::english())
                .contains("the record's solution"),
            "{}",
            a.words(&crate::words::Words::english())
        );
    }

    #[test]
    fn a_puzzle_answer_the_record_does_not_give_is_kept_as_a_variation() {
        let mut v = solving();
        let n = v.record().tree.len();
        assert_eq!(
            v.play_steps("Dd6n Rc7n Dd7e", true).unwrap(),
            Outcome::Answered(Answer::Alternative)
        );
        assert_eq!(v.record().tree.len(), n + 1);
        let tree = &v.record().tree;
        assert_eq!(tree.root().children.len(), 3);
        assert!(v
            .last_answer()
            .unwrap()
            .words(&crate::words::Words::english())
            .contains("alternative"));
    }

    #[test]
    fn a_missed_puzzle_answer_is_taken_back() {
        let mut v = solving();
        let n = v.record().tree.len();
        assert_eq!(
            v.play_steps("Dd6s", true).unwrap(),
            Outcome::Answered(Answer::Missed)
        );
        assert_eq!(v.path().to_string(), "start");
        assert_eq!(v.record().tree.len(), n);
        assert!(!v.last_answer().unwrap().is_right());
        assert!(v.draft_state().steps.is_empty());
    }

    #[test]
    fn where_the_record_has_no_move_a_puzzle_hint_comes_from_the_engine() {
        let bare = PUZZLE.replace("2g Dd6n Rc7n [2g Dd6w Rc7n Dc6x]\n", "");
        let mut v = Viewer::new(&bare);
        v.set_solving(true);
        // Both shortest answers start with the dog: the rabbit is frozen until it moves.
        assert_eq!(
            v.guess_hint(1).unwrap().words,
            "The gold dog on d6 moves first."
        );
        assert!(v
            .guess_hint(2)
            .unwrap()
            .words
            .starts_with("The first step is Dd6"));
        // A record without a puzzle has no engine hint.
        let plain = Viewer::new(&bare.replace("Puzzle: goal in 1\n", ""));
        assert_eq!(plain.guess_hint(1), None);
    }
}
