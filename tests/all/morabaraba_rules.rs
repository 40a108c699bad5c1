//! One test per rule, each on a small position written in FIMS notation:
//! `<in hand> <White's cows> <Black's cows> <side> <White's last> <Black's last> <clock>`.

use arimaa::morabaraba::{
    perft, DrawReason, Move, MoveError, Outcome, Phase, Point, Position, Side, WinReason,
};

fn pos(fims: &str) -> Position {
    let pos: Position = fims.parse().unwrap_or_else(|e| panic!("{fims}: {e}"));
    assert_eq!(pos.to_setup().inconsistencies(), vec![], "{fims}");
    pos
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

fn pt(s: &str) -> Point {
    s.parse().unwrap()
}

fn play(p: &Position, m: &str) -> Result<Position, MoveError> {
    p.play(mv(m))
}

/// The legal moves as sorted text.
fn moves(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(Move::to_string).collect();
    v.sort();
    assert_eq!(v.len() as u64, p.count_legal_moves());
    v
}

fn moves_to(p: &Position, to: &str) -> Vec<String> {
    let to = pt(to);
    let mut v: Vec<String> = p
        .legal_moves()
        .into_iter()
        .filter(|m| m.to() == to)
        .map(|m| m.to_string())
        .collect();
    v.sort();
    v
}

#[test]
fn perft_from_the_start() {
    let expected = [1, 24, 552, 12_144, 255_024, 5_150_880];
    for (depth, &n) in expected.iter().enumerate() {
        assert_eq!(perft(depth as u32), n, "depth {depth}");
    }
}

#[test]
fn new_game_places_on_any_point() {
    let p = Position::new();
    assert_eq!(p.side_to_move(), Side::White);
    assert_eq!((p.in_hand(Side::White), p.in_hand(Side::Black)), (12, 12));
    assert_eq!(p.phase(Side::White), Phase::Placing);
    assert_eq!(moves(&p).len(), 24);
    let p = play(&p, "d7").unwrap();
    assert_eq!(p.to_string(), "11,12 d7 - B d7 - 0");
    assert_eq!(play(&p, "d7"), Err(MoveError::Occupied { point: pt("d7") }));
}

#[test]
fn cows_in_hand_must_be_dropped_first() {
    // White has three cows on the board but one still in hand: no flying, no stepping.
    let p = pos("1,1 a1,d1,g4 c5,d5,g7,e3 W g4 e3 0");
    assert_eq!(p.phase(Side::White), Phase::Placing);
    assert_eq!(play(&p, "g4-g1"), Err(MoveError::MustDrop));
    assert_eq!(moves(&p).len(), 24 - 7 - 1 + 4); // g1 forms a mill: one move per target
    let after = play(&p, "b2").unwrap();
    assert_eq!(after.to_string(), "0,1 a1,d1,b2,g4 e3,c5,d5,g7 B b2 e3 0");
}

#[test]
fn drop_needs_a_cow_in_hand() {
    let p = pos("0,0 a1,d1,b4,f4 c5,d5,e3,g7 W b6-b4 g4-g7 3");
    assert_eq!(play(&p, "d2"), Err(MoveError::NoCowInHand));
}

#[test]
fn forming_a_mill_requires_one_capture() {
    // White: a1 d1 (g1 completes the bottom row). Black: a7 d7.
    let p = pos("10,10 a1,d1 a7,d7 W d1 d7 0");
    assert_eq!(moves_to(&p, "g1"), ["g1xa7", "g1xd7"]);
    assert_eq!(moves(&p).len(), 19 + 2);
    assert_eq!(play(&p, "g1"), Err(MoveError::CaptureRequired));
    assert_eq!(
        play(&p, "g1xb6"),
        Err(MoveError::NotEnemyCow { point: pt("b6") })
    );
    assert_eq!(
        play(&p, "g1xa1"),
        Err(MoveError::NotEnemyCow { point: pt("a1") })
    );
    assert_eq!(
        play(&p, "a4xa7"),
        Err(MoveError::NoMill { capture: pt("a7") })
    );
    let after = play(&p, "g1xa7").unwrap();
    assert_eq!(after.to_string(), "9,10 a1,d1,g1 d7 B g1xa7 d7 0");
}

#[test]
fn cows_in_a_mill_are_protected() {
    // Black's c5-d5-e5 is a mill; only f2 may be shot.
    let p = pos("8,8 d1,g1,a4,a7 f2,c5,d5,e5 W a7 e5 0");
    assert_eq!(moves_to(&p, "a1"), ["a1xf2"]);
    assert_eq!(
        play(&p, "a1xd5"),
        Err(MoveError::InMill { point: pt("d5") })
    );
}

#[test]
fn when_all_enemy_cows_stand_in_mills_any_may_be_shot() {
    let p = pos("9,9 d1,g1,a4 c5,d5,e5 W a4 e5 0");
    assert_eq!(moves_to(&p, "a1"), ["a1xc5", "a1xd5", "a1xe5"]);
    assert!(play(&p, "a1xd5").is_ok());
}

#[test]
fn two_mills_at_once_shoot_one_cow() {
    // a1 completes both a1-d1-g1 and a1-a4-a7.
    let p = pos("8,8 d1,g1,a4,a7 b6,c5,d5,f2 W a7 f2 0");
    assert_eq!(moves_to(&p, "a1"), ["a1xb6", "a1xc5", "a1xd5", "a1xf2"]);
    assert!("a1xb6xc5".parse::<Move>().is_err());
    let after = play(&p, "a1xb6").unwrap();
    assert_eq!(after.cows(Side::Black).count(), 3);
}

#[test]
fn a_mill_with_nothing_to_shoot_is_a_plain_move() {
    // Black has no cow on the board (but enough in hand to play on).
    let p = pos("10,10 d1,g1 - W - - 0");
    assert_eq!(moves_to(&p, "a1"), ["a1"]);
    assert_eq!(
        play(&p, "a1xa7"),
        Err(MoveError::NothingToCapture { capture: pt("a7") })
    );
    assert!(play(&p, "a1").is_ok());
}

#[test]
fn moving_is_one_step_along_a_line() {
    let p = pos("0,0 a1,d1,b4,f4 c5,d5,e3,g7 W b6-b4 g4-g7 3");
    assert_eq!(p.phase(Side::White), Phase::Moving);
    assert!(play(&p, "d1-d2").is_ok());
    assert!(play(&p, "a1-b2").is_ok(), "diagonals are lines");
    assert_eq!(
        play(&p, "d1-d3"),
        Err(MoveError::NotAdjacent {
            from: pt("d1"),
            to: pt("d3")
        })
    );
    assert_eq!(
        play(&p, "d2-d3"),
        Err(MoveError::NoOwnCow { point: pt("d2") })
    );
    assert_eq!(
        play(&p, "c5-c4"),
        Err(MoveError::NoOwnCow { point: pt("c5") })
    );
    assert_eq!(
        play(&p, "a1-d1"),
        Err(MoveError::Occupied { point: pt("d1") })
    );
    // a1: a4 b2 | d1: d2 g1 | b4: a4 b6 b2 c4 | f4: e4 f2 f6 g4
    assert_eq!(moves(&p).len(), 2 + 2 + 4 + 4);
    assert_eq!(
        play(&p, "b4-b2").unwrap().to_string(),
        "0,0 a1,d1,b2,f4 e3,c5,d5,g7 B b4-b2 g4-g7 4"
    );
}

#[test]
fn a_side_with_three_cows_flies() {
    let p = pos("0,0 a1,d1,b4 c5,d5,e3,g7 W b6-b4 g4-g7 3");
    assert_eq!(p.phase(Side::White), Phase::Flying);
    // 3 cows × 17 empty points; b4-g1 completes a1-d1-g1 and has 4 targets.
    assert_eq!(moves(&p).len(), 3 * 17 - 1 + 4);
    assert!(play(&p, "a1-g4").is_ok());
    assert!(mv("b4-g1xc5").is_flight());
    assert!(play(&p, "b4-g1xc5").is_ok());
    // Black, with four cows, still steps.
    let black = pos("0,0 a1,d1,b4 c5,d5,e3,g7 B b4 g4-g7 0");
    assert_eq!(black.phase(Side::Black), Phase::Moving);
    assert_eq!(
        play(&black, "g7-a7"),
        Err(MoveError::NotAdjacent {
            from: pt("g7"),
            to: pt("a7")
        })
    );
}

#[test]
fn reduced_to_two_cows_loses() {
    let p = pos("0,0 a1,d1,f2,b4 c5,d5,g7 W b6-b4 g4-g7 7");
    assert_eq!(p.outcome(), None);
    let after = play(&p, "f2-g1xg7").unwrap();
    let won = Outcome::Win {
        winner: Side::White,
        reason: WinReason::ReducedToTwo,
    };
    assert_eq!(after.outcome(), Some(won));
    assert_eq!(
        after.to_string(),
        "0,0 a1,d1,g1,b4 c5,d5 B f2-g1xg7 g4-g7 0"
    );
    assert!(after.legal_moves().is_empty());
    assert_eq!(
        play(&after, "c5-c4"),
        Err(MoveError::GameOver { outcome: won })
    );
    assert_eq!(won.to_string(), "White wins: Black is down to two cows");
}

#[test]
fn two_cows_while_placing_is_a_loss_only_counting_the_hand() {
    // Two on the board but one in hand: three cows, play goes on.
    let p = pos("1,1 a1,d1,b4,f4,g4,c3,e3,e5 c5,d5 W g4 d5 0");
    assert_eq!(p.outcome(), None);
    // Shooting one of them leaves two cows in all: Black has lost.
    let after = play(&p, "g1xc5").unwrap();
    assert_eq!(after.outcome().and_then(Outcome::winner), Some(Side::White));
}

#[test]
fn a_side_that_cannot_move_loses() {
    // Black's four cows on a1 a4 a7 d7 are walled in by White.
    let p = pos("0,0 d1,b2,b4,b6,d6,g7 a1,a4,a7,d7 B d2-d1 a4 1");
    assert!(p.legal_moves().is_empty());
    let won = Outcome::Win {
        winner: Side::White,
        reason: WinReason::Blocked,
    };
    assert_eq!(p.outcome(), Some(won));
    assert_eq!(play(&p, "d7-d6"), Err(MoveError::GameOver { outcome: won }));
}

#[test]
fn more_than_fifty_moves_without_drop_or_capture_draw() {
    let p = pos("0,0 a1,d1,f2,b4 c5,d5,e3,g7 W b6-b4 e4-e3 50");
    assert_eq!(p.outcome(), None);
    let after = play(&p, "b4-c4").unwrap();
    assert_eq!(after.halfmove_clock(), 51);
    let draw = Outcome::Draw {
        reason: DrawReason::HalfmoveClock,
    };
    assert_eq!(after.outcome(), Some(draw));
    assert!(after.legal_moves().is_empty());
    // A capture resets the clock instead.
    let after = play(&p, "f2-g1xg7").unwrap();
    assert_eq!((after.halfmove_clock(), after.outcome()), (0, None));
    // And every drop resets it.
    let placing = pos("1,1 a1,d1,g4 c5,d5,g7,e3 W g4 e3 0");
    assert_eq!(play(&placing, "b2").unwrap().halfmove_clock(), 0);
}

#[test]
fn a_win_on_the_fifty_first_move_is_a_win() {
    // Black's last step walls White in at the moment the clock passes 50.
    let p = pos("0,0 a1,a4,a7,d7 d1,b2,b4,b6,d6,f6 B g7-d7 f4-f6 50");
    let after = play(&p, "f6-g7").unwrap();
    assert_eq!(after.halfmove_clock(), 51);
    let won = Outcome::Win {
        winner: Side::Black,
        reason: WinReason::Blocked,
    };
    assert_eq!(after.outcome(), Some(won));
}

/// White broke the mill b6-d6-f6 with d6-d5, forming c5-d5-e5 and shooting a7.
const MACHINE_GUN: &str = "0,0 b6,f6,c5,d5,e5 a1,g1,d2,b4 W d6-d5xa7 d1-d2 1";

#[test]
fn machine_gunning_cow_may_not_go_straight_back() {
    let p = pos(MACHINE_GUN);
    assert!(p.is_machine_gun(pt("d5"), pt("d6")));
    let err = MoveError::MachineGun {
        from: pt("d5"),
        to: pt("d6"),
    };
    assert_eq!(play(&p, "d5-d6xa1"), Err(err));
    assert_eq!(play(&p, "d5-d6"), Err(err));
    assert!(moves(&p).iter().all(|m| !m.starts_with("d5-d6")));
    // Any other move is fine: the rule forbids only that one return.
    assert!(play(&p, "f6-f4").is_ok());
}

#[test]
fn another_cow_may_re_form_the_mill() {
    // Same, with a White cow on d7 that can fill d6.
    let p = pos("0,0 b6,f6,c5,d5,e5,d7 a1,g1,d2,b4 W d6-d5xa7 d1-d2 1");
    // b6, d7 and f6 can each fill d6 and form a mill (b6 and f6 make d7-d6-d5),
    // shooting any of Black's four; only d5 may not go back.
    let to_d6 = moves_to(&p, "d6");
    assert_eq!(to_d6.len(), 3 * 4);
    assert!(to_d6.iter().all(|m| !m.starts_with("d5")));
    assert!(play(&p, "d7-d6xa1").is_ok());
}

#[test]
fn going_back_is_allowed_after_another_move_or_without_a_mill() {
    // One move later the cow may return and shoot.
    let later = pos("0,0 b6,f6,c5,d5,e5,g4 a1,g1,d2,b4 W f4-g4 d1-d2 5");
    assert!(play(&later, "d5-d6xa1").is_ok());
    // Black shot f6, so going back forms no mill and is an ordinary step.
    let shot = pos("0,0 b6,c5,d5,e5,g4 a1,b2,d2,f2 W d6-d5xa7 d1-d2xf6 0");
    assert!(play(&shot, "d5-d6").is_ok());
    // A drop that formed a mill restricts nothing.
    let drop = pos("0,0 b6,d6,f6,c5,e5,d5 a1,g1,b4,d2 W d5xa7 d2 0");
    assert!(!drop.is_machine_gun(pt("d5"), pt("d6")));
}

#[test]
fn moves_expose_what_to_animate() {
    let p = pos(MACHINE_GUN);
    let m = mv("f6-f4");
    let after = p.play(m).unwrap();
    assert_eq!(
        (m.from(), m.to(), m.capture()),
        (Some(pt("f6")), pt("f4"), None)
    );
    assert_eq!(after.cow_at(pt("f4")), Some(Side::White));
    assert_eq!(after.cow_at(pt("f6")), None);
    assert_eq!(after.last_move(Side::White), Some(m));
    assert_eq!(after.side_to_move(), Side::Black);
}
