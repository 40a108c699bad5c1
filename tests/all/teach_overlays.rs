//! The overlays against a brute force on random positions: frozen pieces
//! and trap counts square by square, captures and goals against a search
//! of every step sequence with the rules' turn builder (tests/common/brute.rs),
//! each overlay's move replayed and checked shortest.

use crate::common;
use common::brute::brute;

use arimaa::teach::{capture_threats, goal_threats, OverlaySet, Overlays};
use arimaa::{Bitboard, Board, Color, Piece, Position, Role, Square, TurnBuilder, NEIGHBORS};
use proptest::prelude::*;

/// A random position: a few pieces of each side anywhere, none alone on
/// a trap (no game shows one), no rabbit on its goal rank.
fn position() -> impl Strategy<Value = Position> {
    let piece = (0..2usize, 0..6usize, 0..64u8).prop_map(|(c, r, s)| {
        (
            Piece::new(Color::ALL[c], Role::ALL[r]),
            Square::new(s).unwrap(),
        )
    });
    (prop::collection::vec(piece, 2..20), any::<bool>()).prop_map(|(pieces, gold)| {
        let mut board = Board::empty();
        for (p, s) in pieces {
            let goal = p.role == Role::Rabbit && s.rank() == p.color.goal_rank();
            if !goal && board.piece_at(s).is_none() {
                board.put(s, p);
            }
        }
        for t in Bitboard::TRAPS {
            if let Some(p) = board.piece_at(t) {
                if (board.color(p.color) & NEIGHBORS[t.index()]).is_empty() {
                    board.remove(t);
                }
            }
        }
        Position::new(board, if gold { Color::Gold } else { Color::Silver })
    })
}

/// Plays `steps` from `pos`, which must be a legal complete turn.
fn play(pos: &Position, steps: &[arimaa::Step]) -> TurnBuilder {
    let mut t = TurnBuilder::new(*pos);
    for s in steps {
        t.step(*s).unwrap_or_else(|e| panic!("{pos:?}: {s}: {e}"));
    }
    t.finish().expect("a complete turn");
    t
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    #[test]
    fn frozen_and_traps_square_by_square(pos in position()) {
        let o = Overlays::of(&pos, OverlaySet::FROZEN | OverlaySet::TRAPS);
        for sq in Square::all() {
            prop_assert_eq!(o.frozen.contains(sq), pos.board.is_frozen(sq), "{}", sq);
        }
        for t in &o.traps {
            for c in Color::ALL {
                let n = Square::all()
                    .filter(|s| s.direction_to(t.trap).is_some())
                    .filter(|s| pos.board.piece_at(*s).is_some_and(|p| p.color == c))
                    .count();
                prop_assert_eq!(usize::from(t.count[c]), n);
            }
        }
    }

    #[test]
    fn captures_and_goals_agree_with_every_step_sequence(pos in position()) {
        let b = brute(&pos);
        let captures = capture_threats(&pos);
        let found: Vec<Square> = captures.iter().map(|c| c.square).collect();
        let mut expected: Vec<Square> = b.captures.keys().copied().collect();
        expected.sort();
        prop_assert_eq!(&found, &expected, "captures of {:?}", pos);
        for c in &captures {
            let t = play(&pos, &c.steps);
            let fell = t.steps().any(|s| s.capture.is_some_and(|x| x.piece == c.piece));
            prop_assert!(fell, "{:?} does not capture {}", c.steps, c.square);
            prop_assert_eq!(c.steps.len(), b.captures[&c.square], "shortest capture of {}", c.square);
        }
        let goals = goal_threats(&pos);
        let rabbits: Vec<Square> = goals.iter().map(|g| g.0).collect();
        let mut expected: Vec<Square> = b.goals.keys().copied().collect();
        expected.sort();
        prop_assert_eq!(&rabbits, &expected, "goal threats of {:?}", pos);
        for (r, steps) in &goals {
            let t = play(&pos, steps);
            let end = steps.iter().fold(*r, |at, s| if s.from == at { s.to().unwrap() } else { at });
            prop_assert_eq!(end.rank(), pos.side.goal_rank());
            prop_assert_eq!(t.board().piece_at(end), Some(Piece::new(pos.side, Role::Rabbit)));
            prop_assert_eq!(steps.len(), b.goals[r], "shortest goal of {}", r);
        }
        prop_assert_eq!(arimaa::teach::can_goal(&pos), !b.goals.is_empty());
        // The move list of the search behind puzzles: the same boards.
        let listed: std::collections::HashSet<Board> =
            arimaa::teach::moves_with_steps(&pos).into_iter().map(|(b, _)| b).collect();
        prop_assert_eq!(listed, b.boards.clone());
    }
}

#[test]
fn overlays_in_words() {
    // Gold: elephant d5 beside the silver dog c5 (pushed onto c6, it
    // falls), rabbit b6 two steps from goal; silver's camel freezes the
    // gold horse g2, which freezes silver's rabbit g3; silver's rabbit a2
    // is a step from goal.
    let board = Position::board_from_short(concat!(
        "        ", "        ", " R      ", "  dE    ", "        ", "      r ", "r     Hm",
        "        "
    ))
    .unwrap();
    let pos = Position::new(board, Color::Gold);
    let o = Overlays::of(&pos, OverlaySet::ALL);
    let words = o.words(&arimaa::words::Words::english(), &pos);
    assert!(
        words.contains("Frozen: gold horse g2, silver rabbit g3, silver dog c5."),
        "{words}"
    );
    assert!(
        words.contains("Gold can capture: silver dog c5 by dc5n Ed5w."),
        "{words}"
    );
    assert!(
        words.contains("Gold can reach goal this turn: rabbit b6 to b8 by Rb6n Rb7n."),
        "{words}"
    );
    assert!(
        words.contains("Silver threatens goal next turn: rabbit a2 to a1 by ra2s."),
        "{words}"
    );
    assert!(words.contains("c6 gold 1, silver 1"), "{words}");
    let none = Overlays::of(&pos, OverlaySet::NONE);
    assert_eq!(none.words(&arimaa::words::Words::english(), &pos), "");
    assert!(none.captures.is_empty() && none.goals.is_empty() && none.frozen.is_empty());
    assert_eq!(OverlaySet::parse("frozen, goals"), OverlaySet(5));
    assert_eq!(OverlaySet::parse("all"), OverlaySet::ALL);
}
