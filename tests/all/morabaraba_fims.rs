//! FIMS notation: moves and positions, read and written, with located errors.

use crate::common;
use common::Rng;

use arimaa::morabaraba::fims::{Expected, Field, ParseErrorKind};
use arimaa::morabaraba::{
    parse_move, parse_setup, BySide, Inconsistency, Move, ParseError, ParsePositionError, Point,
    PointSet, Position, Setup, SetupError, Side,
};

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

fn err(s: &str) -> ParseError {
    parse_move(s).unwrap_err()
}

fn expected(column: usize, expected: Expected, found: Option<char>) -> ParseError {
    ParseError {
        column,
        field: None,
        kind: ParseErrorKind::Expected { expected, found },
    }
}

#[test]
fn the_four_move_forms() {
    let cases = [
        (
            "a1",
            Move::Drop {
                to: p("a1"),
                capture: None,
            },
        ),
        (
            "a1xf2",
            Move::Drop {
                to: p("a1"),
                capture: Some(p("f2")),
            },
        ),
        (
            "d1-d2",
            Move::Step {
                from: p("d1"),
                to: p("d2"),
                capture: None,
            },
        ),
        (
            "d1-d2xa1",
            Move::Step {
                from: p("d1"),
                to: p("d2"),
                capture: Some(p("a1")),
            },
        ),
    ];
    for (text, mv) in cases {
        assert_eq!(text.parse::<Move>(), Ok(mv), "{text}");
        assert_eq!(mv.to_string(), text);
    }
    let mv: Move = "d1-d2xa1".parse().unwrap();
    assert_eq!(
        (mv.from(), mv.to(), mv.capture()),
        (Some(p("d1")), p("d2"), Some(p("a1")))
    );
    assert!("a7-g1".parse::<Move>().unwrap().is_flight());
    assert!(!"a7-d7".parse::<Move>().unwrap().is_flight());
}

#[test]
fn move_errors_say_where_and_what() {
    assert_eq!(err(""), expected(1, Expected::File, None));
    assert_eq!(err("h1"), expected(1, Expected::File, Some('h')));
    assert_eq!(err("A1"), expected(1, Expected::File, Some('A')));
    assert_eq!(err("a8"), expected(2, Expected::Rank, Some('8')));
    assert_eq!(err("a"), expected(2, Expected::Rank, None));
    assert_eq!(err("a1-"), expected(4, Expected::File, None));
    assert_eq!(err("a1y"), expected(3, Expected::StepOrCapture, Some('y')));
    assert_eq!(err("a1 "), expected(3, Expected::StepOrCapture, Some(' ')));
    assert_eq!(
        err("a1-d1-g1"),
        expected(6, Expected::CaptureOrEnd, Some('-'))
    );
    assert_eq!(err("a1xd1x"), expected(6, Expected::EndOfMove, Some('x')));
    assert_eq!(err("éa1"), expected(1, Expected::File, Some('é')));
    assert_eq!(err("a1xé"), expected(4, Expected::File, Some('é')));
    let not_a_point = ParseError {
        column: 4,
        field: None,
        kind: ParseErrorKind::NotAPoint {
            file: 'd',
            rank: '4',
        },
    };
    assert_eq!(err("a1-d4"), not_a_point);
    assert_eq!(
        err("a1-d4").to_string(),
        "column 4: d4 is not a point of the board"
    );
    assert_eq!(
        err("a1y").to_string(),
        "column 3: expected '-', 'x' or the end of the move, found 'y'"
    );
    // The found char is quoted as `{:?}` quotes it (the shipped wasm cannot use `{:?}`).
    for c in ['"', '\'', '\\', '\t', 'y'] {
        assert_eq!(
            err(&format!("a1{c}")).to_string(),
            format!("column 3: expected '-', 'x' or the end of the move, found {c:?}")
        );
    }
}

#[test]
fn new_game_position() {
    let start: Position = "12,12 - - W - - 0".parse().unwrap();
    assert_eq!(start, Position::new());
    assert_eq!(Position::new().to_string(), "12,12 - - W - - 0");
    assert!(Setup::default().inconsistencies().is_empty());
}

/// The specification's example: well-formed, playable, but not consistent
/// with White's last move (f2 is White's again, d7 is still Black's).
#[test]
fn specification_example() {
    let text = "0,0 a7,a1,d1,b6,b2,c5,c3,e3,d3,c4,f2 d7,d6,d5 W f2-g1xd7 g7-d5xg1 0";
    let setup = parse_setup(text).unwrap();
    assert_eq!(setup.cows.white.count(), 11);
    assert_eq!(setup.cows.black.count(), 3);
    assert_eq!(setup.side_to_move, Side::White);
    assert_eq!(setup.last_moves.white, Some("f2-g1xd7".parse().unwrap()));
    assert_eq!(setup.last_moves.black, Some("g7-d5xg1".parse().unwrap()));
    assert_eq!(setup.halfmove_clock, 0);
    let pos = Position::from_setup(&setup).unwrap();
    // Canonical form: cows from a1 to g7.
    assert_eq!(
        pos.to_string(),
        "0,0 a1,d1,b2,f2,c3,d3,e3,c4,c5,b6,a7 d5,d6,d7 W f2-g1xd7 g7-d5xg1 0"
    );
    let white_move = setup.last_moves.white.unwrap();
    assert_eq!(
        setup.inconsistencies(),
        vec![
            Inconsistency::OriginOccupied {
                side: Side::White,
                mv: white_move
            },
            Inconsistency::ShotCowPresent {
                side: Side::White,
                mv: white_move
            },
        ]
    );
    assert_eq!(
        setup.inconsistencies()[0].to_string(),
        "White's last move f2-g1xd7 left f2, which is occupied"
    );
}

#[test]
fn position_round_trip_and_whitespace() {
    let text = "3,4 a1,g7 d5 B a1xd5 - 0";
    let setup: Setup = text.parse().unwrap();
    assert_eq!(setup.to_string(), text);
    assert_eq!(
        setup,
        Setup {
            in_hand: BySide::new(3, 4),
            cows: BySide::new(
                PointSet::from_points(&[Point::A1, Point::G7]),
                PointSet::from_point(Point::D5)
            ),
            side_to_move: Side::Black,
            last_moves: BySide::new(Some("a1xd5".parse().unwrap()), None),
            halfmove_clock: 0,
        }
    );
    assert_eq!(parse_setup("  3,4\ta1,g7   d5 B a1xd5 - 0\n"), Ok(setup));
}

fn setup_err(s: &str) -> (usize, Option<Field>, ParseErrorKind) {
    let e = parse_setup(s).unwrap_err();
    (e.column, e.field, e.kind)
}

fn exp(expected: Expected, found: Option<char>) -> ParseErrorKind {
    ParseErrorKind::Expected { expected, found }
}

#[test]
fn position_errors_say_where_and_what() {
    use Expected as E;
    use Field as F;
    assert_eq!(
        setup_err(""),
        (1, Some(F::InHand), exp(E::Field(F::InHand), None))
    );
    assert_eq!(
        setup_err("12,13 - - W - - 0"),
        (
            4,
            Some(F::InHand),
            ParseErrorKind::NumberTooLarge { max: 12 }
        )
    );
    assert_eq!(
        setup_err("12;12 - - W - - 0"),
        (3, Some(F::InHand), exp(E::Comma, Some(';')))
    );
    assert_eq!(
        setup_err("12,12,0 - - W - - 0"),
        (6, Some(F::InHand), exp(E::EndOfField, Some(',')))
    );
    assert_eq!(
        setup_err("12,12 - - X - - 0"),
        (11, Some(F::SideToMove), exp(E::Side, Some('X')))
    );
    assert_eq!(
        setup_err("12,12 - - w - - 0"),
        (11, Some(F::SideToMove), exp(E::Side, Some('w')))
    );
    assert_eq!(
        setup_err("12,12 - - W - -"),
        (
            16,
            Some(F::HalfmoveClock),
            exp(E::Field(F::HalfmoveClock), None)
        )
    );
    assert_eq!(
        setup_err("12,12 - - W - - 0 x"),
        (19, None, exp(E::EndOfPosition, Some('x')))
    );
    assert_eq!(
        setup_err("0,0 a1,d1,a1 - W - - 0"),
        (
            11,
            Some(F::WhiteCows),
            ParseErrorKind::DuplicatePoint { point: Point::A1 }
        )
    );
    assert_eq!(
        setup_err("0,0 a1;d1 - W - - 0"),
        (7, Some(F::WhiteCows), exp(E::CommaOrEnd, Some(';')))
    );
    assert_eq!(
        setup_err("0,0 a1, - W - - 0"),
        (8, Some(F::WhiteCows), exp(E::File, Some(' ')))
    );
    assert_eq!(
        setup_err("0,0 - x1 W - - 0"),
        (7, Some(F::BlackCows), exp(E::PointOrDash, Some('x')))
    );
    assert_eq!(
        setup_err("0,0 -- - W - - 0"),
        (6, Some(F::WhiteCows), exp(E::EndOfField, Some('-')))
    );
    assert_eq!(
        setup_err("0,0 - - W d1-d2x - 0"),
        (17, Some(F::LastWhiteMove), exp(E::File, Some(' ')))
    );
    assert_eq!(
        setup_err("0,0 - - W - 0 0"),
        (13, Some(F::LastBlackMove), exp(E::MoveOrDash, Some('0')))
    );
    assert_eq!(
        setup_err("0,0 - - W - - 65536"),
        (
            15,
            Some(F::HalfmoveClock),
            ParseErrorKind::NumberTooLarge { max: u16::MAX }
        )
    );
    assert_eq!(
        setup_err("0,0 - - W - - 5a"),
        (16, Some(F::HalfmoveClock), exp(E::EndOfField, Some('a')))
    );
    assert_eq!(
        parse_setup("12,12 - - X - - 0").unwrap_err().to_string(),
        "column 11 (side to move): expected 'W' or 'B', found 'X'"
    );
    // Columns count characters, not bytes.
    assert_eq!(setup_err("0,0 - - W é - 0").0, 11);
}

#[test]
fn unplayable_setups() {
    assert_eq!(
        "0,0 a1,d1 d1 W - - 0".parse::<Position>(),
        Err(ParsePositionError::Setup(SetupError::BothSides {
            point: Point::D1
        }))
    );
    assert_eq!(
        "12,0 a1 - W - - 0".parse::<Position>(),
        Err(ParsePositionError::Setup(SetupError::TooManyCows {
            side: Side::White,
            count: 13
        }))
    );
    assert!(matches!(
        "12,0 a1 - W - - ".parse::<Position>(),
        Err(ParsePositionError::Syntax(_))
    ));
}

const ALPHABET: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'x', '1', '2', '3', '4', '5', '6', '7', '8', '0', '9',
    '-', ',', ' ', 'W', 'B', '\t', 'é', '€', '\u{0}', '🐄',
];

const SEEDS: &[&str] = &[
    "12,12 - - W - - 0",
    "0,0 a7,a1,d1,b6,b2,c5,c3,e3,d3,c4,f2 d7,d6,d5 W f2-g1xd7 g7-d5xg1 0",
    "3,4 a1,g7 d5 B a1xd5 - 12",
    "d1-d2xa1",
    "a1xf2",
];

fn mutate(rng: &mut Rng, s: &str) -> String {
    let mut chars: Vec<char> = s.chars().collect();
    for _ in 0..=rng.below(3) {
        let c = ALPHABET[rng.below(ALPHABET.len())];
        let i = rng.below(chars.len() + 1);
        match rng.below(3) {
            0 => chars.insert(i, c),
            1 if i < chars.len() => chars[i] = c,
            _ if i < chars.len() => {
                chars.remove(i);
            }
            _ => chars.push(c),
        }
    }
    chars.into_iter().collect()
}

fn random_text(rng: &mut Rng) -> String {
    if rng.below(2) == 0 {
        let seed = SEEDS[rng.below(SEEDS.len())];
        mutate(rng, seed)
    } else {
        let len = rng.below(40);
        (0..len)
            .map(|_| ALPHABET[rng.below(ALPHABET.len())])
            .collect()
    }
}

/// No input panics; whatever reads back prints to text that reads back the same,
/// and every error's column lies within the text (or just past its end).
#[test]
fn random_text_never_panics_and_round_trips() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let (mut moves_ok, mut setups_ok) = (0, 0);
    for _ in 0..20_000 {
        let text = random_text(&mut rng);
        let width = text.chars().count() + 1;
        match parse_move(&text) {
            Ok(mv) => {
                moves_ok += 1;
                assert_eq!(parse_move(&mv.to_string()), Ok(mv), "{text:?}");
            }
            Err(e) => assert!((1..=width).contains(&e.column), "{text:?}: {e}"),
        }
        match parse_setup(&text) {
            Ok(setup) => {
                setups_ok += 1;
                assert_eq!(parse_setup(&setup.to_string()), Ok(setup), "{text:?}");
                let _ = setup.inconsistencies();
                if let Ok(pos) = Position::from_setup(&setup) {
                    let _ = (pos.outcome(), pos.legal_moves());
                }
            }
            Err(e) => assert!((1..=width).contains(&e.column), "{text:?}: {e}"),
        }
    }
    assert!(
        moves_ok > 50 && setups_ok > 50,
        "{moves_ok} moves, {setups_ok} setups read"
    );
}

#[test]
fn inconsistencies_are_reported_not_rejected() {
    let check = |s: &str| parse_setup(s).unwrap().inconsistencies();
    let m = |s: &str| s.parse::<Move>().unwrap();
    assert_eq!(check("0,0 a1 d7 W - - 9"), vec![]);
    assert_eq!(
        check("0,0 a1,d1 d7 B a1xg7 - 3"),
        vec![Inconsistency::ClockNotReset { clock: 3 }]
    );
    assert_eq!(
        check("0,0 d1 d7 B a1-d1 - 0"),
        vec![Inconsistency::ClockZero]
    );
    assert_eq!(
        check("3,3 a1 d7 B a1 - 0"),
        vec![Inconsistency::HandsOutOfTurn {
            white: 3,
            black: 3,
            side_to_move: Side::Black
        }]
    );
    assert_eq!(
        check("1,2 d1 d7 B a1-d1 - 1"),
        vec![Inconsistency::StepWithCowsInHand {
            side: Side::White,
            mv: m("a1-d1")
        }]
    );
    assert_eq!(
        check("0,0 a1 d7 B g1 - 0"),
        vec![Inconsistency::CowNotOnDestination {
            side: Side::White,
            mv: m("g1")
        }]
    );
    // White's cow on g1 was shot by Black's later move: consistent.
    assert_eq!(check("0,0 a1,d1 d7,b6 W g4-g1 a7-b6xg1 0"), vec![]);
    // Black later stepped onto the point White's cow had left: consistent.
    assert_eq!(check("0,0 a1,g1 d1,b6 W d1-g1 d2-d1 1"), vec![]);
    // The point Black left, still occupied.
    assert_eq!(
        check("0,0 a1,g1 d1,d2 W - d2-d1 1"),
        vec![Inconsistency::OriginOccupied {
            side: Side::Black,
            mv: m("d2-d1")
        }]
    );
}
