//! An Arimaa setup made on the board: the side to set up arranges its
//! pieces in its two home rows. The gestures arrive here from
//! [`super::board_input`].
//!
//! A setup starts as the standard arrangement ([`standard_setup`]), placed
//! by the first gesture or by the element's "Standard setup" button: the
//! arrangement most beginners start from, and a board with nothing on it
//! would leave nothing to arrange. A piece is then moved by a drag (or a tap
//! on it and a tap on the square): onto another of its side's pieces the two
//! swap, onto an empty home-row square it moves. End move keeps the setup:
//! the node of the same setup if there is one, else a new one.

use super::gesture::{DraftState, Outcome, Spot};
use super::refusal::{InputError, SetupRefusal};
use super::Draft;
use crate::arimaa::validate_setup;
use crate::notation::arimaa_com::{parse_move_body, ItemKind};
use crate::record::{Move, MoveKind, NodeId, NodePosition};
use crate::render::{build_scene, Layout, Scene, SceneInput};
use crate::viewer::Viewer;
use crate::words::Msg;
use crate::{Bitboard, Board, Color, Piece, Position, Role, Square, TurnLabel};

/// A setup in progress: the board with the side's pieces as arranged so
/// far, the piece picked up, and the arrangements before, for undo.
#[derive(Clone, Debug)]
pub(crate) struct SetupDraft {
    /// The node the setup is made from.
    at: NodeId,
    /// The side setting up.
    side: Color,
    board: Board,
    selected: Option<Square>,
    before: Vec<Board>,
}

/// The two home rows of `side`.
fn home(side: Color) -> Bitboard {
    match side {
        Color::Gold => Bitboard::rank(0) | Bitboard::rank(1),
        Color::Silver => Bitboard::rank(6) | Bitboard::rank(7),
    }
}

/// The standard setup of `side`: the eight rabbits on the back row, and in
/// front of them horse, dog, cat, camel and elephant, cat, dog, horse (the
/// elephant on e2 for Gold, on d7 for Silver: each faces the other side's
/// camel). A plain, symmetric start that beginners' setups resemble, with
/// every officer in front of the rabbits; arranging it is the point.
pub fn standard_setup(side: Color) -> Vec<(Piece, Square)> {
    use Role::*;
    let (back, front, officers) = match side {
        Color::Gold => (0, 1, [Horse, Dog, Cat, Camel, Elephant, Cat, Dog, Horse]),
        Color::Silver => (7, 6, [Horse, Dog, Cat, Elephant, Camel, Cat, Dog, Horse]),
    };
    let at = |file: usize, rank| Square::from_coords(file as u8, rank).expect("on the board");
    (0..8)
        .map(|f| (Piece::new(side, Rabbit), at(f, back)))
        .chain(
            officers
                .into_iter()
                .enumerate()
                .map(|(f, r)| (Piece::new(side, r), at(f, front))),
        )
        .collect()
}

impl SetupDraft {
    /// The placements, back row first, file by file, as records write them.
    fn placements(&self) -> Vec<(Piece, Square)> {
        let mut squares: Vec<Square> = (self.board.color(self.side) & home(self.side))
            .into_iter()
            .collect();
        let back = |s: &Square| match self.side {
            Color::Gold => s.rank(),
            Color::Silver => 7 - s.rank(),
        };
        squares.sort_by_key(|s| (back(s), s.file()));
        squares
            .into_iter()
            .filter_map(|s| Some((self.board.piece_at(s)?, s)))
            .collect()
    }

    fn check(&self, s: Square) -> Result<(), SetupRefusal> {
        if home(self.side).contains(s) {
            Ok(())
        } else {
            Err(SetupRefusal::OutsideHomeRows {
                side: self.side,
                square: s,
            })
        }
    }

    /// The setup written as records write it (`Ra1 Rb1 … Hh2`).
    fn text(&self) -> String {
        let words: Vec<String> = self
            .placements()
            .into_iter()
            .map(|(piece, square)| format!("{piece}{square}"))
            .collect();
        words.join(" ")
    }

    /// The side's home rows as `text` places them (every piece of the army
    /// once, as in a record's setup), or why not.
    fn typed(&self, text: &str) -> Result<Board, SetupRefusal> {
        let items = parse_move_body(text).map_err(SetupRefusal::Unreadable)?;
        let mut mine = Board::empty();
        for item in items {
            let ItemKind::Place(piece, square) = item.kind else {
                return Err(SetupRefusal::NotPlacement);
            };
            if mine.piece_at(square).is_some() {
                return Err(SetupRefusal::Twice { square });
            }
            mine.put(square, piece);
        }
        validate_setup(&mine, self.side, false).map_err(SetupRefusal::Army)?;
        let mut board = self.board;
        for s in home(self.side) {
            board.remove(s);
        }
        for s in mine.occupied() {
            if let Some(p) = mine.piece_at(s) {
                board.put(s, p);
            }
        }
        Ok(board)
    }

    /// The piece on `from` to `to`: swapped with a piece there, or moved.
    fn shift(&mut self, from: Square, to: Square) -> Result<Outcome, SetupRefusal> {
        self.check(from)?;
        self.check(to)?;
        let piece = self
            .board
            .piece_at(from)
            .ok_or(SetupRefusal::NoPiece { square: from })?;
        self.selected = None;
        if from == to {
            return Ok(Outcome::Dropped);
        }
        self.before.push(self.board);
        self.board.remove(from);
        if let Some(other) = self.board.remove(to) {
            self.board.put(from, other);
        }
        self.board.put(to, piece);
        Ok(Outcome::Stepped)
    }
}

impl Viewer {
    /// The setup in progress at the cursor, begun with the standard one.
    fn setup_draft(&mut self) -> Result<&mut SetupDraft, InputError> {
        let at = self.cursor.node;
        if !matches!(&self.draft, Some(Draft::Setup(d)) if d.at == at) {
            self.draft = Some(Draft::Setup(self.new_setup()?));
        }
        match &mut self.draft {
            Some(Draft::Setup(d)) => Ok(d),
            _ => Err(InputError::NoMove),
        }
    }

    /// A setup begun at the cursor: the standard one.
    fn new_setup(&self) -> Result<SetupDraft, InputError> {
        let at = self.cursor.node;
        let tree = &self.record.tree;
        if !self.cursor.is_whole(tree) {
            return Err(InputError::InsideMove);
        }
        let node = tree.node(at);
        if node.error.is_some() {
            return Err(InputError::BrokenMove);
        }
        let pos = *node.position.arimaa().ok_or(InputError::BrokenMove)?;
        let mut board = pos.board;
        for (piece, square) in standard_setup(pos.side) {
            board.put(square, piece);
        }
        Ok(SetupDraft {
            at,
            side: pos.side,
            board,
            selected: None,
            before: Vec::new(),
        })
    }

    /// Puts the side's pieces back in the standard setup (the element's
    /// "Standard setup" button); undo goes back to the arrangement before.
    pub fn standard_setup(&mut self) -> Result<Outcome, InputError> {
        if self.move_input() != super::MoveInput::Setup {
            return Err(InputError::NoMove);
        }
        let d = self.setup_draft()?;
        let mut board = d.board;
        for s in home(d.side) {
            board.remove(s);
        }
        for (piece, square) in standard_setup(d.side) {
            board.put(square, piece);
        }
        if board != d.board {
            d.before.push(d.board);
            d.board = board;
        }
        d.selected = None;
        Ok(Outcome::Stepped)
    }

    /// A tap on square `at` (picking a piece up, swapping it with another).
    pub(super) fn setup_tap(&mut self, at: Spot) -> Result<Outcome, InputError> {
        let at = at.square()?;
        let d = self.setup_draft()?;
        d.check(at)?;
        match d.selected {
            Some(from) => Ok(d.shift(from, at)?),
            None if d.board.piece_at(at).is_some() => {
                d.selected = Some(at);
                Ok(Outcome::Picked)
            }
            None => Ok(Outcome::Nothing),
        }
    }

    /// A piece dragged from `from` to `to`.
    pub(super) fn setup_drag(&mut self, from: Spot, to: Spot) -> Result<Outcome, InputError> {
        let (from, to) = (from.square()?, to.square()?);
        // `shift` checks everything before it changes anything.
        Ok(self.setup_draft()?.shift(from, to)?)
    }

    /// Ends the setup in progress: kept in the tree, the cursor on it.
    pub(super) fn setup_end(&mut self) -> Result<Outcome, InputError> {
        let d = self.setup_draft()?.clone();
        let after = NodePosition::Arimaa(Position::new(d.board, !d.side));
        let placements = d.placements();
        Ok(self.keep_move(
            d.at,
            after,
            |n| {
                n.position == after
                    && matches!(n.mv.as_ref().map(|m| &m.kind), Some(MoveKind::Setup(_)))
            },
            || Move::new(TurnLabel::new(1, d.side), MoveKind::Setup(placements)),
        ))
    }

    /// A setup typed as text (`Ra1 Rb1 … Hh2`, the whole army): it becomes
    /// the arrangement, kept at once with `end`. A refusal changes nothing.
    pub(super) fn setup_play_text(&mut self, text: &str, end: bool) -> Result<Outcome, InputError> {
        let d = self.setup_draft()?;
        let board = d.typed(text)?;
        if board != d.board {
            d.before.push(d.board);
            d.board = board;
        }
        d.selected = None;
        if end {
            self.setup_end()
        } else {
            Ok(Outcome::Stepped)
        }
    }

    /// The setup in progress written out, the one completion of a typed
    /// setup: keyboard users start from it and change what they want.
    pub(super) fn setup_completions(&self) -> Vec<String> {
        match &self.draft {
            Some(Draft::Setup(d)) if d.at == self.cursor.node => vec![d.text()],
            _ => self.new_setup().map(|d| vec![d.text()]).unwrap_or_default(),
        }
    }

    /// Takes back the last change of the setup in progress.
    pub(super) fn setup_undo(&mut self) -> Result<Outcome, InputError> {
        let Some(Draft::Setup(d)) = &mut self.draft else {
            return Err(InputError::NoMove);
        };
        d.selected = None;
        d.board = d.before.pop().ok_or(InputError::NoMove)?;
        Ok(Outcome::Stepped)
    }

    /// The setup in progress, for the move bar.
    pub(super) fn setup_state(&self, d: &SetupDraft) -> DraftState {
        let message = match d.side {
            Color::Gold => Msg::SetupDraftGold,
            Color::Silver => Msg::SetupDraftSilver,
        };
        DraftState {
            steps: Vec::new(),
            can_end: true,
            can_undo: !d.before.is_empty(),
            active: true,
            selected: d.selected.map(|s| s.to_string()),
            message: self.words.t(message, &[]),
        }
    }

    /// The board with the setup in progress, the piece picked up and where it may go.
    pub(super) fn setup_scene_of(
        &self,
        d: &SetupDraft,
        layout: &Layout,
        _progress: f32,
    ) -> Option<Scene> {
        let mut input = SceneInput::new(d.board);
        input.selected = d.selected;
        if let Some(s) = d.selected {
            input.targets = home(d.side) & !Bitboard::from_square(s);
        }
        Some(build_scene(layout, &input))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::viewer::Outcome;

    #[test]
    fn a_game_from_nothing_both_setups_arranged_then_a_move() {
        let mut v = Viewer::new("");
        assert_eq!(v.move_input(), super::super::MoveInput::Setup);
        // The first gesture places the standard setup; a drag swaps two pieces.
        assert_eq!(v.drag("e2", "d2"), Ok(Outcome::Stepped));
        assert_eq!(v.tap("a2"), Ok(Outcome::Picked));
        assert_eq!(
            v.tap("a3").unwrap_err().to_string(),
            "a3 is outside Gold's home rows: a setup stays on rows 1 and 2"
        );
        assert_eq!(
            v.tap("a1"),
            Ok(Outcome::Stepped),
            "the horse and a rabbit swap"
        );
        assert_eq!(v.undo_step(), Ok(Outcome::Stepped));
        assert_eq!(v.end_move(), Ok(Outcome::Played { added: true }));
        // Silver's: the standard one by the button.
        assert_eq!(v.standard_setup(), Ok(Outcome::Stepped));
        assert_eq!(v.end_move(), Ok(Outcome::Played { added: true }));
        assert_eq!(v.move_input(), super::super::MoveInput::Arimaa);
        assert_eq!(
            v.drag("d2", "d3"),
            Ok(Outcome::Stepped),
            "the elephant, now on d2, steps"
        );
        assert_eq!(v.end_move(), Ok(Outcome::Played { added: true }));
        let fan = crate::fan::write(v.record());
        assert!(
            fan.contains("1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"),
            "{fan}"
        );
        assert!(
            fan.contains("1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7"),
            "{fan}"
        );
        assert!(fan.contains("2g Ed2n"), "{fan}");
        let again = Viewer::new(&fan);
        assert!(again.errors().is_empty(), "{:?}", again.errors());
        assert_eq!(again.record().tree.canonical(), v.record().tree.canonical());
        // The same setup again goes to its node.
        v.first();
        assert_eq!(v.drag("e2", "d2"), Ok(Outcome::Stepped));
        assert_eq!(v.end_move(), Ok(Outcome::Played { added: false }));
    }

    #[test]
    fn a_setup_typed_from_its_completion() {
        let mut v = Viewer::new("");
        let offered = v.step_completions("");
        assert_eq!(
            offered,
            vec!["Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2".to_string()]
        );
        let refused =
            |v: &mut Viewer, text: &str| v.play_steps(text, true).unwrap_err().to_string();
        assert_eq!(refused(&mut v, "Ra1 Rb1"), "setup needs 8 × R, found 2");
        assert_eq!(refused(&mut v, "Ra1 Ra1"), "a1 is named twice");
        assert_eq!(refused(&mut v, "Ra3"), "R on a3 is outside its home rows");
        assert_eq!(
            refused(&mut v, "Ed2n"),
            "a setup only places pieces (Ra1 Rb1 … Hh2): no steps yet"
        );
        assert!(refused(&mut v, "Zz9").starts_with("cannot read \"Zz9\""));
        assert_eq!(v.path().to_string(), "start", "nothing played");
        // The elephant and the camel the other way round, typed, kept by Enter.
        let text = offered[0].replace("Md2", "Ed2").replace("Ee2", "Me2");
        assert_eq!(
            v.play_steps(&text, true),
            Ok(Outcome::Played { added: true })
        );
        let fan = crate::fan::write(v.record());
        assert!(fan.contains(&format!("1g {text}")), "{fan}");
        // Silver's, typed without ending, then ended.
        let silver = v.step_completions("")[0].clone();
        assert!(silver.starts_with("ra8"), "{silver}");
        assert_eq!(v.play_steps(&silver, false), Ok(Outcome::Stepped));
        assert_eq!(v.end_move(), Ok(Outcome::Played { added: true }));
        assert_eq!(v.move_input(), super::super::MoveInput::Arimaa);
        assert!(v.step_completions("").contains(&"Ed2n".to_string()));
    }
}
