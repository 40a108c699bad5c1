//! Morabaraba moves made on the board: a drop, a step or a flight, and the
//! cow to shoot when a mill forms. The gestures arrive here from
//! [`super::board_input`].
//!
//! A tap on an empty point drops a cow while the mover has cows in hand; in
//! the moving and flying phases a tap on one's own cow picks it up and a tap
//! (or a drag) on an empty point moves it there. A move that closes a mill is
//! not complete until the mover taps the enemy cow it shoots. Every move is
//! one the rules engine lists ([`crate::morabaraba::Position::legal_moves`]),
//! so the board cannot make a move the records would refuse.

use super::gesture::{DraftState, Outcome, Spot};
use super::refusal::{InputError, MorabarabaRefusal};
use super::Draft;
use crate::morabaraba::{
    parse_move, parse_point, Move, MoveError, Phase, Point, PointSet, Position, Side,
};
use crate::record::{morabaraba_at, side_color, Move as TreeMove, MoveKind, NodeId, StepNote};
use crate::render::{build_morabaraba_scene, Layout, Scene};
use crate::viewer::words::{self, DraftWords};
use crate::viewer::Viewer;
use crate::words::Msg;
use crate::TurnLabel;

/// A Morabaraba move in progress: the cow picked up, or a move that formed
/// a mill and waits for the cow it shoots.
#[derive(Clone, Debug)]
pub(crate) struct MorabarabaDraft {
    /// The node the move is made from.
    at: NodeId,
    /// The cow picked up (moving or flying).
    selected: Option<Point>,
    /// A drop or step that closes a mill, made but for its shot.
    owed: Option<Move>,
}

impl Viewer {
    /// The position a move is made from, or why none may be made there.
    fn morabaraba_start(&self) -> Result<Position, InputError> {
        let tree = &self.record.tree;
        if !self.cursor.is_whole(tree) {
            return Err(InputError::InsideMove);
        }
        if tree.node(self.cursor.node).error.is_some() {
            return Err(InputError::BrokenMove);
        }
        let pos = morabaraba_at(tree, self.cursor.node);
        if let Some(o) = pos.outcome() {
            return Err(InputError::GameOver(self.words.morabaraba_outcome(o)));
        }
        Ok(pos)
    }

    /// The move in progress at the cursor (a fresh one if there is none).
    fn morabaraba_draft(&self) -> MorabarabaDraft {
        match &self.draft {
            Some(Draft::Morabaraba(d)) if d.at == self.cursor.node => d.clone(),
            _ => MorabarabaDraft {
                at: self.cursor.node,
                selected: None,
                owed: None,
            },
        }
    }

    /// A tap on point `at` (a drop, picking a cow up, moving it, a shot).
    pub(super) fn morabaraba_tap(&mut self, at: Spot) -> Result<Outcome, InputError> {
        let at = at.point()?;
        let pos = self.morabaraba_start()?;
        let mut d = self.morabaraba_draft();
        let mover = pos.side_to_move();
        if let Some(owed) = d.owed {
            let shot = owed.with_capture(Some(at));
            return match pos.play(shot) {
                Ok(after) => Ok(self.keep_morabaraba_move(&d, shot, after, &pos)),
                Err(e) => Err(MorabarabaRefusal::Rule(e).into()),
            };
        }
        if pos.cow_at(at) == Some(mover) && pos.phase(mover) != Phase::Placing {
            if d.selected == Some(at) {
                d.selected = None;
                self.draft = Some(Draft::Morabaraba(d));
                return Ok(Outcome::Dropped);
            }
            if moves_from(&pos, at).is_empty() {
                return Err(MorabarabaRefusal::Stuck { point: at }.into());
            }
            d.selected = Some(at);
            self.draft = Some(Draft::Morabaraba(d));
            return Ok(Outcome::Picked);
        }
        if let Some(owner) = pos.cow_at(at) {
            if pos.phase(mover) == Phase::Placing {
                return Err(MorabarabaRefusal::DropFirst {
                    point: at,
                    owner,
                    mover,
                }
                .into());
            }
            if owner != mover {
                return Err(MorabarabaRefusal::NotYours { point: at, mover }.into());
            }
        }
        let mv = match d.selected {
            Some(from) => Move::Step {
                from,
                to: at,
                capture: None,
            },
            None => Move::Drop {
                to: at,
                capture: None,
            },
        };
        self.morabaraba_make(d, mv, &pos)
    }

    /// Makes `mv` (without a shot): played, or kept waiting for its shot.
    fn morabaraba_make(
        &mut self,
        mut d: MorabarabaDraft,
        mv: Move,
        pos: &Position,
    ) -> Result<Outcome, InputError> {
        let legal = pos.legal_moves();
        let same = |m: &Move| m.from() == mv.from() && m.to() == mv.to();
        if legal.iter().any(|m| same(m) && m.capture().is_none()) {
            let after = pos.play(mv).map_err(MorabarabaRefusal::Rule)?;
            return Ok(self.keep_morabaraba_move(&d, mv, after, pos));
        }
        if legal.iter().any(|m| same(m) && m.capture().is_some()) {
            d.selected = None;
            d.owed = Some(mv);
            self.draft = Some(Draft::Morabaraba(d));
            return Ok(Outcome::Stepped);
        }
        // Not legal: the rules engine says why.
        match pos.play(mv) {
            Err(e) => Err(MorabarabaRefusal::Rule(e).into()),
            Ok(_) => Err(MorabarabaRefusal::Rule(MoveError::CaptureRequired).into()),
        }
    }

    /// A cow dragged from `from` to `to`.
    pub(super) fn morabaraba_drag(&mut self, from: Spot, to: Spot) -> Result<Outcome, InputError> {
        let (from, to) = (from.point()?, to.point()?);
        let pos = self.morabaraba_start()?;
        let d = self.morabaraba_draft();
        if d.owed.is_some() {
            return Err(MorabarabaRefusal::ShotOwed {
                victim: !pos.side_to_move(),
            }
            .into());
        }
        let mover = pos.side_to_move();
        match pos.cow_at(from) {
            Some(owner) if owner != mover && pos.phase(mover) == Phase::Placing => {
                Err(MorabarabaRefusal::DropFirst {
                    point: from,
                    owner,
                    mover,
                }
                .into())
            }
            Some(s) if s != mover => Err(MorabarabaRefusal::NotYours { point: from, mover }.into()),
            None => Err(MorabarabaRefusal::Rule(MoveError::NoOwnCow { point: from }).into()),
            Some(_) if pos.phase(mover) == Phase::Placing => {
                Err(MorabarabaRefusal::Rule(MoveError::MustDrop).into())
            }
            Some(_) => self.morabaraba_make(
                d,
                Move::Step {
                    from,
                    to,
                    capture: None,
                },
                &pos,
            ),
        }
    }

    /// Ends the Morabaraba move in progress: a move ends by itself once
    /// made, so this only says what is still owed.
    pub(super) fn morabaraba_end(&mut self) -> Result<Outcome, InputError> {
        let pos = self.morabaraba_start()?;
        match &self.draft {
            Some(Draft::Morabaraba(d)) if d.owed.is_some() => Err(MorabarabaRefusal::ShotOwed {
                victim: !pos.side_to_move(),
            }
            .into()),
            _ => Err(InputError::NoMove),
        }
    }

    /// Takes back the last part of the Morabaraba move in progress: the
    /// move waiting for its shot, then the cow picked up.
    pub(super) fn morabaraba_undo(&mut self) -> Result<Outcome, InputError> {
        let Some(Draft::Morabaraba(d)) = &mut self.draft else {
            return Err(InputError::NoMove);
        };
        if let Some(owed) = d.owed.take() {
            d.selected = owed.from();
            Ok(Outcome::Stepped)
        } else if d.selected.take().is_some() {
            Ok(Outcome::Dropped)
        } else {
            Err(InputError::NoMove)
        }
    }

    /// The Morabaraba move in progress, for the move bar.
    pub(super) fn morabaraba_state(&self, d: &MorabarabaDraft) -> DraftState {
        let victim = !morabaraba_at(&self.record.tree, d.at).side_to_move();
        DraftState {
            steps: d.owed.iter().map(|m| m.to_string()).collect(),
            can_end: false,
            can_undo: d.owed.is_some() || d.selected.is_some(),
            active: d.owed.is_some() || d.selected.is_some(),
            selected: d.selected.map(|p| p.to_string()),
            message: if d.owed.is_some() {
                MorabarabaRefusal::ShotOwed { victim }.words(&self.words)
            } else {
                String::new()
            },
        }
    }

    /// The Morabaraba move in progress in words (see `Viewer::draft_words`):
    /// the cow picked up and where it may go, or the mill made and the
    /// cows it may shoot; `None` while neither.
    pub(super) fn morabaraba_draft_words(&self, d: &MorabarabaDraft) -> Option<DraftWords> {
        let pos = morabaraba_at(&self.record.tree, d.at);
        let mover = pos.side_to_move();
        let points = |set: PointSet| -> Vec<String> { set.map(|p| p.to_string()).collect() };
        let w = &self.words;
        let side = |c: Side| {
            w.t(
                if c == Side::White {
                    Msg::SideWhite
                } else {
                    Msg::SideBlack
                },
                &[],
            )
        };
        let (said, shown) = if let Some(owed) = d.owed {
            let mill = if mover == Side::White {
                Msg::MorabarabaMillWhite
            } else {
                Msg::MorabarabaMillBlack
            };
            let targets = w.or_list(&points(pos.capture_targets(mover)));
            let said = w.t(
                mill,
                &[&side(mover), &words::morabaraba_words(w, owed), &targets],
            );
            (said, pos.play_unchecked(owed))
        } else {
            let from = d.selected?;
            let to = points(moves_from(&pos, from));
            let mut said = w.t(Msg::MorabarabaPicked, &[&side(mover), &from.to_string()]);
            if !to.is_empty() {
                said = w.t(Msg::MorabarabaPickedTo, &[&said, &w.or_list(&to)]);
            }
            (said, pos)
        };
        Some(DraftWords {
            position: w.t(
                Msg::MorabarabaDraft,
                &[&said, &words::morabaraba_position_words(w, &shown)],
            ),
            announcement: crate::words::full_stop(said),
        })
    }

    /// The board with the Morabaraba move in progress: the cow picked up and
    /// where it may go, or the move made and the cows it may shoot.
    pub(super) fn morabaraba_scene_of(
        &self,
        d: &MorabarabaDraft,
        layout: &Layout,
        _progress: f32,
    ) -> Option<Scene> {
        let pos = morabaraba_at(&self.record.tree, d.at);
        let mover = pos.side_to_move();
        let mut input = self.morabaraba_input(1.0);
        if let Some(owed) = d.owed {
            let after = pos.play_unchecked(owed);
            input.white = after.cows(Side::White);
            input.black = after.cows(Side::Black);
            input.in_hand = (after.in_hand(Side::White), after.in_hand(Side::Black));
            input.last_move = owed
                .from()
                .map_or(PointSet::EMPTY, PointSet::from_point)
                .with(owed.to());
            input.targets = pos.capture_targets(mover);
        } else if let Some(from) = d.selected {
            input.selected = Some(from);
            input.targets = moves_from(&pos, from);
        }
        Some(build_morabaraba_scene(layout, &input))
    }

    /// Keeps a finished move in the tree (the node it equals, or a new one)
    /// and puts the cursor on it.
    fn keep_morabaraba_move(
        &mut self,
        d: &MorabarabaDraft,
        mv: Move,
        after: Position,
        before: &Position,
    ) -> Outcome {
        let label = self
            .record
            .tree
            .node(d.at)
            .mv
            .as_ref()
            .map_or(TurnLabel::new(1, side_color(before.side_to_move())), |m| {
                m.label.next()
            });
        self.keep_move(
            d.at,
            after.into(),
            |n| matches!(n.mv.as_ref().map(|m| &m.kind), Some(MoveKind::Morabaraba(m, _)) if *m == mv),
            || TreeMove::new(label, MoveKind::Morabaraba(mv, StepNote::default())),
        )
    }
}

impl Viewer {
    /// A Morabaraba move typed as text (`a1`, `d1-d2`, `c4-c3xa1`), played
    /// whole; while a mill waits for its shot, the cow to shoot (`g4` or
    /// `xg4`) is enough. A refusal changes nothing.
    pub(super) fn morabaraba_play_text(&mut self, text: &str) -> Result<Outcome, InputError> {
        let text = text.trim();
        let pos = self.morabaraba_start()?;
        let d = self.morabaraba_draft();
        if d.owed.is_some() {
            let victim = text.strip_prefix('x').unwrap_or(text);
            if let Ok(p) = parse_point(victim) {
                return self.morabaraba_tap(Spot::Point(p));
            }
        }
        let mv = parse_move(text).map_err(|_| MorabarabaRefusal::Notation(text.to_owned()))?;
        let after = pos.play(mv).map_err(MorabarabaRefusal::Rule)?;
        Ok(self.keep_morabaraba_move(&d, mv, after, &pos))
    }

    /// The legal moves that begin with `text`, as they are written (for the
    /// typed move's completions); while a mill waits for its shot, the
    /// whole move with each cow it may shoot.
    pub(super) fn morabaraba_completions(&self, text: &str) -> Vec<String> {
        let Ok(pos) = self.morabaraba_start() else {
            return Vec::new();
        };
        let owed = match &self.draft {
            Some(Draft::Morabaraba(d)) if d.at == self.cursor.node => d.owed,
            _ => None,
        };
        let text = text.trim();
        pos.legal_moves()
            .into_iter()
            .filter(|m| owed.map_or(true, |o| o.from() == m.from() && o.to() == m.to()))
            .map(|m| m.to_string())
            .filter(|m| m.starts_with(text))
            .collect()
    }
}

/// The points the cow on `from` may move to (a shot aside).
fn moves_from(pos: &Position, from: Point) -> PointSet {
    pos.legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(from))
        .fold(PointSet::EMPTY, |set, m| set.with(m.to()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::viewer::{InputError, Outcome};

    fn empty() -> Viewer {
        Viewer::new("FAN31415926\nVariant: morabaraba\n")
    }

    fn fan(v: &Viewer) -> String {
        crate::fan::write(v.record())
    }

    #[test]
    fn drops_a_mill_and_its_shot() {
        let mut v = empty();
        for p in ["a1", "g1", "a4", "g4"] {
            assert_eq!(v.tap(p), Ok(Outcome::Played { added: true }), "{p}");
        }
        // A taken point, and a cow of one's own during the drops.
        assert_eq!(
            v.tap("g1").unwrap_err().to_string(),
            "g1 is taken, and White still has cows in hand: drop a cow on an empty point"
        );
        assert_eq!(
            v.tap("a1").unwrap_err().to_string(),
            "a1 is taken, and White still has cows in hand: drop a cow on an empty point"
        );
        // a7 closes a1-a4-a7: the move waits for its shot.
        assert_eq!(v.tap("a7"), Ok(Outcome::Stepped));
        assert_eq!(v.draft_state().steps, vec!["a7".to_string()]);
        assert!(v.draft_state().message.contains("tap a black cow"));
        // The words are the board's as shown: the mill made, the cows it may shoot.
        let s = v.state();
        assert!(
            s.announcement
                .starts_with("White places a cow on a7, a mill: shoot a black cow on "),
            "{}",
            s.announcement
        );
        assert!(s.announcement.contains("g1") && s.announcement.contains("g4"));
        assert!(
            s.position_text.contains("White: cows a1 a4 a7"),
            "{}",
            s.position_text
        );
        assert!(matches!(
            v.end_move(),
            Err(InputError::Morabaraba(MorabarabaRefusal::ShotOwed { .. }))
        ));
        assert_eq!(
            v.tap("d7").unwrap_err().to_string(),
            "no enemy cow on d7 to shoot"
        );
        assert_eq!(v.tap("g4"), Ok(Outcome::Played { added: true }));
        assert!(fan(&v).contains("a7xg4"), "{}", fan(&v));
        // Read back equal.
        let again = Viewer::new(&fan(&v));
        assert!(again.errors().is_empty());
        assert_eq!(again.record().tree.canonical(), v.record().tree.canonical());
    }

    #[test]
    fn the_same_move_goes_to_its_node_and_another_is_a_variation() {
        let mut v = Viewer::new("FAN31415926\nVariant: morabaraba\n\n1g a1 1s g1\n");
        v.first();
        assert_eq!(v.tap("a1"), Ok(Outcome::Played { added: false }));
        v.first();
        assert_eq!(v.tap("a4"), Ok(Outcome::Played { added: true }));
        assert_eq!(v.path().to_string(), "1g.1.1g");
    }

    #[test]
    fn moving_after_the_drops_by_tap_and_drag_with_undo() {
        // The drops, made by taps (a shot by tapping too): the legal moves
        // taken in a spread order, until one order leaves a quiet step.
        let (mut v, m) = (1..24)
            .find_map(|stride| {
                let mut v = empty();
                let mut k = 0;
                loop {
                    let pos = morabaraba_at(&v.record().tree, v.cursor().node);
                    if pos.outcome().is_some() {
                        return None;
                    }
                    let legal = pos.legal_moves();
                    if pos.phase(pos.side_to_move()) != Phase::Placing {
                        let quiet = legal.into_iter().find(|m| m.capture().is_none())?;
                        return Some((v, quiet));
                    }
                    k += stride;
                    let m = legal[k % legal.len()];
                    v.tap(&m.to().to_string()).unwrap();
                    if let Some(c) = m.capture() {
                        v.tap(&c.to_string()).unwrap();
                    }
                }
            })
            .expect("an order of drops that leaves a quiet step");
        let (from, to) = (m.from().unwrap(), m.to());
        // Picked, put back, picked again, undone, then dragged.
        assert_eq!(v.tap(&from.to_string()), Ok(Outcome::Picked));
        assert_eq!(v.draft_state().selected, Some(from.to_string()));
        assert_eq!(v.tap(&from.to_string()), Ok(Outcome::Dropped));
        assert_eq!(v.tap(&from.to_string()), Ok(Outcome::Picked));
        assert_eq!(v.undo_step(), Ok(Outcome::Dropped));
        assert!(!v.draft_state().active);
        assert_eq!(
            v.drag(&from.to_string(), &to.to_string()),
            Ok(Outcome::Played { added: true })
        );
        assert!(fan(&v).contains(&format!("{from}-{to}")));
    }

    /// The demo game: its moving phase, a mill among others, a side flying.
    fn demo(path: &str) -> Viewer {
        let mut v = Viewer::new(include_str!("../../../www/demo/games/demo-morabaraba.fan"));
        v.go_to_text(path).unwrap();
        v
    }

    #[test]
    fn a_step_along_a_line_and_a_leap_refused() {
        // 12s: all cows placed; White's 13g b6-d6 is in the record.
        let mut v = demo("12s");
        let b6 = Point::parse("b6").unwrap();
        let empty = morabaraba_at(&v.record().tree, v.cursor().node).empty();
        let far = Point::all()
            .find(|&p| empty.contains(p) && !b6.is_adjacent(p))
            .unwrap();
        assert_eq!(v.tap("b6"), Ok(Outcome::Picked));
        assert_eq!(
            v.tap(&far.to_string()).unwrap_err().to_string(),
            format!("b6 and {far} are not joined by a line (flying needs exactly three cows)")
        );
        assert_eq!(
            v.draft_state().selected.as_deref(),
            Some("b6"),
            "still picked"
        );
        assert_eq!(v.tap("d6"), Ok(Outcome::Played { added: false }));
        assert_eq!(v.path().to_string(), "13g");
        // The enemy's cow is not picked up; a cow does not step onto another.
        let mut v = demo("12s");
        assert_eq!(
            v.tap("g7").unwrap_err().to_string(),
            "the cow on g7 is not White's: it is White to move"
        );
        assert_eq!(
            v.drag("a4", "a7").unwrap_err().to_string(),
            "a7 is occupied"
        );
    }

    #[test]
    fn a_cow_in_a_mill_is_not_shot_while_others_can_be() {
        // 14s: White's c4-c3 re-forms c3-d3-e3; Black's a7-d7-g7 is a mill.
        let mut v = demo("14s");
        assert_eq!(v.drag("c4", "c3"), Ok(Outcome::Stepped));
        assert_eq!(v.path().to_string(), "14s", "no move before the shot");
        assert_eq!(
            v.tap("a7").unwrap_err().to_string(),
            "a7 stands in a mill and other enemy cows do not"
        );
        assert_eq!(
            v.drag("a4", "a1").unwrap_err().to_string(),
            "a mill is formed: tap a black cow to shoot (a ring marks each one allowed)"
        );
        // Undo takes the step back to the cow picked up; the step again, then the shot.
        assert_eq!(v.undo_step(), Ok(Outcome::Stepped));
        assert_eq!(v.draft_state().selected.as_deref(), Some("c4"));
        assert_eq!(v.tap("c3"), Ok(Outcome::Stepped));
        assert_eq!(v.tap("a1"), Ok(Outcome::Played { added: false }));
        assert_eq!(v.path().to_string(), "15g");
    }

    #[test]
    fn a_side_of_three_flies_to_any_empty_point() {
        // 25g: Black is down to three cows; 25s g7-d6 is in the record.
        let v = demo("25g");
        let pos = morabaraba_at(&v.record().tree, v.cursor().node);
        assert_eq!(pos.phase(Side::Black), Phase::Flying);
        let empty = pos.empty();
        let mut v = demo("25g");
        assert_eq!(v.tap("g7"), Ok(Outcome::Picked));
        let g7 = Point::parse("g7").unwrap();
        let far = Point::all()
            .find(|&p| empty.contains(p) && !g7.is_adjacent(p) && p.to_string() != "d6")
            .unwrap();
        assert_eq!(v.tap(&far.to_string()), Ok(Outcome::Played { added: true }));
        assert_eq!(v.path().to_string(), "25s.1.25s", "a variation of 25s");
        assert!(fan(&v).contains(&format!("g7-{far}")), "{}", fan(&v));
        let mut v = demo("25g");
        assert_eq!(v.drag("g7", "d6"), Ok(Outcome::Played { added: false }));
    }

    #[test]
    fn moves_typed_as_text_with_completions() {
        let mut v = demo("14s");
        let all = v.step_completions("");
        assert!(all.contains(&"c4-c3xa1".to_string()), "{all:?}");
        assert!(!all.iter().any(|m| m.ends_with("xa7")), "a7 is in a mill");
        assert_eq!(v.step_completions("c4-c3x"), v.step_completions("c4-c3"));
        assert_eq!(
            v.play_steps("c4-c3", true).unwrap_err().to_string(),
            "a mill was formed: name the cow to shoot"
        );
        assert_eq!(
            v.play_steps("c4-c9", true).unwrap_err().to_string(),
            "\"c4-c9\" is not a move: write a1 for a drop, d1-d2 for a step, with xf2 for a shot"
        );
        assert_eq!(
            v.play_steps("c4-c3xa1", true),
            Ok(Outcome::Played { added: false })
        );
        // A mill made on the board is finished by typing the cow it shoots.
        let mut v = demo("14s");
        v.drag("c4", "c3").unwrap();
        let shots = v.step_completions("");
        assert!(shots.iter().all(|m| m.starts_with("c4-c3x")), "{shots:?}");
        let other = shots.iter().find(|m| *m != "c4-c3xa1").unwrap();
        let victim = other.rsplit('x').next().unwrap();
        assert_eq!(
            v.play_steps(&format!("x{victim}"), true),
            Ok(Outcome::Played { added: true })
        );
        assert!(fan(&v).contains(other.as_str()), "{}", fan(&v));
    }
}
