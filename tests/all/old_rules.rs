//! The rule sets side by side: losing both sides' last rabbits in one turn.

use arimaa::{
    Board, Color, Direction, Game, Outcome, Piece, Position, RuleSet, Square, Step, Termination,
    TurnLabel,
};

/// Gold pushes silver's last rabbit into f6 and walks its own last rabbit into c3.
fn double_elimination(rules: RuleSet) -> Option<Outcome> {
    let mut board = Board::empty();
    for (c, at) in [('e', "a8"), ('r', "f5"), ('E', "f4"), ('R', "b3")] {
        board.put(Square::parse(at).unwrap(), Piece::from_char(c).unwrap());
    }
    let mut game = Game::from_position(
        Position::new(board, Color::Gold),
        TurnLabel::new(10, Color::Gold),
        rules,
    );
    let mut turn = game.turn();
    let sq = |s| Square::parse(s).unwrap();
    for (piece, from, dir) in [
        ('r', "f5", Direction::North),
        ('E', "f4", Direction::North),
        ('R', "b3", Direction::East),
    ] {
        let t = turn
            .step(Step::new(Piece::from_char(piece).unwrap(), sq(from), dir))
            .unwrap();
        assert!(
            t.capture.is_some() || piece == 'E',
            "{piece} {from} is captured"
        );
    }
    game.play(&turn).unwrap()
}

#[test]
fn double_elimination_was_a_draw_before_2008_and_is_the_movers_win_now() {
    assert_eq!(
        double_elimination(RuleSet::Pre2008),
        Some(Outcome {
            winner: None,
            termination: Termination::DoubleElimination
        })
    );
    assert_eq!(
        double_elimination(RuleSet::Current),
        Some(Outcome {
            winner: Some(Color::Gold),
            termination: Termination::Elimination
        })
    );
    assert_eq!(RuleSet::for_start_time(1_214_870_399), RuleSet::Pre2008);
    assert_eq!(RuleSet::for_start_time(1_214_870_400), RuleSet::Current);
}
