//! The board at the cursor as a scene: the Arimaa board with the last
//! move, markings, overlays and a move in progress, or the Morabaraba board
//! with its cows in hand; `progress` animates the last step arriving.

use super::{cursor, Cursor, Viewer};
use crate::morabaraba::{PointSet, Side};
use crate::record::{morabaraba_at, Marking, MoveKind};
use crate::render::{
    build_morabaraba_scene, build_scene, last_move_squares, turn_frame, Arrow, CowFade, CowFlight,
    GlyphBadge, Highlight, Layout, MarkArrow, Marking as SceneMarking, MorabarabaInput, Paint,
    Scene, SceneInput,
};
use crate::Color;

impl Viewer {
    /// The Morabaraba scene at the cursor; `progress` < 1 shows the cow of
    /// the move arriving and the cow it shot fading.
    fn morabaraba_scene(&self, layout: &Layout, progress: f32) -> Scene {
        build_morabaraba_scene(layout, &self.morabaraba_input(progress))
    }

    /// What the Morabaraba scene at the cursor draws ([`Viewer::morabaraba_scene`]).
    pub(in crate::viewer) fn morabaraba_input(&self, progress: f32) -> MorabarabaInput {
        let tree = &self.record.tree;
        let node = tree.node(self.cursor.node);
        let pos = morabaraba_at(tree, self.cursor.node);
        let mut input = MorabarabaInput {
            white: pos.cows(Side::White),
            black: pos.cows(Side::Black),
            in_hand: (pos.in_hand(Side::White), pos.in_hand(Side::Black)),
            ..MorabarabaInput::default()
        };
        let played = match (node.mv.as_ref().map(|m| &m.kind), node.error.is_some()) {
            (Some(MoveKind::Morabaraba(m, _)), false) => Some(*m),
            _ => None,
        };
        if let Some(m) = played {
            input.last_move = PointSet::from_point(m.to());
            if let Some(from) = m.from() {
                input.last_move = input.last_move.with(from);
            }
            if progress < 1.0 {
                let mover = !pos.side_to_move();
                let t = progress.max(0.0);
                match mover {
                    Side::White => input.white = input.white.without(m.to()),
                    Side::Black => input.black = input.black.without(m.to()),
                }
                input.flight = Some(CowFlight {
                    side: mover,
                    from: m.from(),
                    to: m.to(),
                    t,
                });
                input.fade = m.capture().map(|at| CowFade {
                    side: !mover,
                    at,
                    alpha: 1.0 - t,
                });
            }
        }
        input.markings = self
            .markings()
            .into_iter()
            .filter_map(|m| match m {
                Marking::Square { square, label } if square.file() < 7 && square.rank() < 7 => {
                    Some((square.file(), square.rank(), label.clone()))
                }
                _ => None,
            })
            .collect();
        input
    }

    /// The scene at the cursor. `progress` in 0..1 animates the last shown
    /// step arriving (1 = at rest).
    pub fn scene(&self, size: f32, orientation: Color, coordinates: bool, progress: f32) -> Scene {
        // Moves are played only in the editor's build: readers' wasm keeps none of it.
        #[cfg(any(feature = "edit", test))]
        if let Some(scene) =
            self.draft_scene(&Layout::new(size, orientation, coordinates), progress)
        {
            return scene;
        }
        if self.is_morabaraba() {
            return self.morabaraba_scene(&Layout::new(size, orientation, coordinates), progress);
        }
        let tree = &self.record.tree;
        let c = self.cursor;
        let (board, taken) = cursor::partial(tree, c);
        let mut input = SceneInput::new(board);
        if progress < 1.0 && !taken.is_empty() {
            let before = cursor::partial(
                tree,
                Cursor {
                    node: c.node,
                    shown: c.shown - 1,
                },
            )
            .0;
            let last = taken.len() - 1;
            let (b, anim) = turn_frame(&before, &taken[last..], progress.max(0.0));
            input.board = b;
            input.animation = anim;
        }
        input.last_move = last_move_squares(&taken);
        #[cfg(any(feature = "edit", test))]
        {
            input.frozen = self.frozen_at_cursor();
        }
        // Overlays at rest only: they describe the position reached.
        #[cfg(teaching)]
        if progress >= 1.0 {
            let (marks, frozen) = self.overlay_marks();
            input.overlays = marks;
            input.frozen |= frozen;
        }
        for m in self.markings() {
            match m {
                Marking::Square { square, label } => input.markings.push(SceneMarking {
                    square: *square,
                    label: label.clone(),
                }),
                Marking::Arrow { from, to, colour } => input.mark_arrows.push(MarkArrow {
                    arrow: Arrow {
                        from: *from,
                        to: *to,
                    },
                    colour: *colour,
                }),
                Marking::Highlight { square, colour } => input.highlights.push(Highlight {
                    square: *square,
                    colour: *colour,
                }),
                _ => {}
            }
        }
        // The badge, once the whole move stands on the board: on the square
        // its last step entered.
        let mv = tree.node(c.node).mv.as_ref();
        if let (true, Some(m), Some(to)) =
            (c.is_whole(tree), mv, taken.last().and_then(|t| t.step.to()))
        {
            input.glyph = m
                .glyphs()
                .into_iter()
                .find(|g| Paint::of_glyph(*g).is_some())
                .map(|glyph| GlyphBadge { square: to, glyph });
        }
        build_scene(&Layout::new(size, orientation, coordinates), &input)
    }
}
