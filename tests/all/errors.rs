//! Every public error type is a `std::error::Error`: `?` moves it into a
//! `Box<dyn Error>`, and what comes out says what went wrong. Each function
//! below fails through `?` on purpose; the test checks the message.

use arimaa::clock::{parse_server_log, TimeControl};
use arimaa::fan;
use arimaa::morabaraba::{self, parse_move, Setup};
use arimaa::notation::archive::read_archive;
use arimaa::notation::diagram::parse_short;
use arimaa::record::{ErrorKind, NodeError, Path};
use arimaa::{
    validate_setup, Board, Color, Direction, Game, GameError, Piece, Position, RuleSet, Square,
    Step, TurnBuilder,
};
use std::error::Error;

type Result<T = ()> = std::result::Result<T, Box<dyn Error>>;

const SETUP: &str = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2\n1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7\n";

fn node_error() -> Result {
    fan::read_strict(&format!("{SETUP}2g Ee2n Ee3n Ee4n Ee5n Ee6n"))?;
    Ok(())
}

fn path_error() -> Result {
    let record = fan::read_strict(SETUP)?;
    "9g".parse::<Path>()?.resolve(&record.tree)?;
    Ok(())
}

fn turn_error() -> Result {
    let mut turn = TurnBuilder::new(Position::new(Board::empty(), Color::Gold));
    let elephant = Piece::from_char('E').ok_or("a piece")?;
    let d4 = Square::parse("d4").ok_or("a square")?;
    turn.step(Step::new(elephant, d4, Direction::North))?;
    Ok(())
}

fn game_error() -> Result {
    let mut game = Game::new(RuleSet::Current);
    game.play(&game.turn())?;
    Ok(())
}

fn setup_error() -> Result {
    let mut board = Board::empty();
    let rabbit = Piece::from_char('R').ok_or("a piece")?;
    board.put(Square::parse("a5").ok_or("a square")?, rabbit);
    validate_setup(&board, Color::Gold, true)?;
    Ok(())
}

fn notation_error() -> Result {
    parse_short("[not a board]")?;
    Ok(())
}

fn archive_error() -> Result {
    let (_, errors) = read_archive("no header here");
    if let Some(e) = errors.into_iter().next() {
        return Err(e.into());
    }
    Ok(())
}

fn time_control_error() -> Result {
    "1/1/101".parse::<TimeControl>()?;
    Ok(())
}

fn server_log_error() -> Result {
    parse_server_log(["after 5w, move used:x"])?;
    Ok(())
}

fn fims_error() -> Result {
    parse_move("d4")?;
    Ok(())
}

fn fims_position_error() -> Result {
    "not a position".parse::<morabaraba::Position>()?;
    Ok(())
}

fn cow_move_error() -> Result {
    let start = morabaraba::Position::new();
    start.play(parse_move("d1")?)?.play(parse_move("d1")?)?;
    Ok(())
}

fn cow_setup_error() -> Result {
    let setup: Setup = "w:d1,d2,d3,d5,d6,d7,a1,a4,a7,g1,g4,g7,b2/b:/h0/0".parse()?;
    morabaraba::Position::from_setup(&setup)?;
    Ok(())
}

#[test]
fn every_public_error_boxes_and_says_why() {
    type Case = (&'static str, fn() -> Result, &'static str);
    let cases: [Case; 13] = [
        ("NodeError", node_error, "at most 4 steps"),
        ("PathError", path_error, "no move 9g"),
        ("TurnError", turn_error, "no piece"),
        ("GameError", game_error, "set up"),
        ("SetupError", setup_error, "home rows"),
        ("NotationError", notation_error, "expected"),
        ("ArchiveError", archive_error, "column"),
        ("ParseTimeControlError", time_control_error, ""),
        ("ServerLogError", server_log_error, ""),
        ("fims::ParseError", fims_error, ""),
        ("fims::ParsePositionError", fims_position_error, ""),
        ("morabaraba::MoveError", cow_move_error, "occupied"),
        ("morabaraba::SetupError", cow_setup_error, ""),
    ];
    for (name, case, says) in cases {
        let e = case().expect_err(name);
        let text = e.to_string();
        assert!(!text.is_empty() && text.contains(says), "{name}: {text}");
    }
}

/// A NodeError keeps the rules' own error as its source.
#[test]
fn a_node_error_keeps_the_rules_error_as_its_source() {
    let e: NodeError = fan::read_strict(&format!("{SETUP}2g Ra1s")).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::Turn(_)), "{e:?}");
    assert!(e.source().is_some());
    let boxed: Box<dyn Error> = Box::new(GameError::NotMovePhase);
    assert!(boxed.to_string().contains("set up"));
}
