//! The eight examples of the match rules, each parsed and replayed, plus the
//! unit-letter example and a random-input check of the parser.

use super::*;
use crate::arimaa::{ByColor, Color};

fn tc(s: &str) -> TimeControl {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn gold_silver(gold: u32, silver: u32) -> ByColor<u32> {
    ByColor { gold, silver }
}

/// Both setups take `setup` seconds, then the moves.
fn play(control: &str, setup: u32, moves: &[u32]) -> Vec<MoveClock> {
    let times = [setup, setup].into_iter().chain(moves.iter().copied());
    replay(tc(control), times)
}

#[test]
fn example_1_sudden_death() {
    // 0/5: no time per move, 5 minutes each for the whole game.
    let t = tc("0/5");
    assert_eq!(t, TimeControl::new(0, 300));
    // The setup still gets a minute; over it, the reserve pays.
    let moves = play("0/5", 70, &[100, 0, 100, 0, 90, 0, 11]);
    assert_eq!(moves[1].reserves, gold_silver(290, 290));
    assert_eq!(moves[6].reserves.gold, 0);
    assert!(moves[6].end.is_none());
    assert!(!moves[8].completed);
    assert_eq!(
        moves[8].end,
        Some(ClockEnd::OutOfTime { loser: Color::Gold })
    );
}

#[test]
fn example_2_increment() {
    // 0:12/5: 12 s per move; what isn't used goes to the reserve.
    let t = tc("0:12/5");
    assert_eq!((t.move_time, t.reserve, t.percent), (12, 300, 100));
    let moves = play("0:12/5", 30, &[2, 40]);
    assert_eq!(moves[2].reserves.gold, 310);
    assert_eq!(moves[3].reserves.silver, 272);
}

#[test]
fn example_3_quota() {
    // 3/0: 40 moves of 3 minutes fit in 2 hours with no reserve at all.
    assert_eq!(tc("3/0"), TimeControl::new(180, 0));
    let moves = play("3/0", 180, &[180; 78]);
    assert_eq!(moves.len(), 80);
    assert!(moves.iter().all(|m| m.end.is_none()));
    assert_eq!(moves[79].game_time, 2 * 3600 * 2);
    // Unused time is banked; a later move may use it.
    let moves = play("3/0", 10, &[60, 0, 300, 0]);
    assert_eq!(moves[2].reserves.gold, 120);
    assert_eq!(moves[4].reserves.gold, 0);
    assert!(moves[4].end.is_none());
    let moves = play("3/0", 10, &[60, 0, 301]);
    assert_eq!(
        moves[4].end,
        Some(ClockEnd::OutOfTime { loser: Color::Gold })
    );
}

#[test]
fn example_4_reserve_limit() {
    // 0:30/5/100/3: a 5-minute reserve above the 3-minute limit.
    let t = tc("0:30/5/100/3");
    assert_eq!((t.move_time, t.reserve, t.reserve_limit), (30, 300, 180));
    let gold: Vec<u32> = play("0:30/5/100/3", 0, &[10, 0, 150, 0, 10, 0, 100, 0, 10])
        .iter()
        .filter(|m| m.side == Color::Gold)
        .map(|m| m.reserves.gold)
        .collect();
    // Above the limit: not raised; used down to it; capped; below it: raised.
    assert_eq!(gold, [300, 300, 180, 180, 110, 130]);
}

#[test]
fn example_5_half_the_unused_time() {
    // 4/2/50/10/6: half the unused time, rounded, up to 10 minutes; 6 hours.
    let t = tc("4/2/50/10/6");
    assert_eq!((t.percent, t.reserve_limit), (50, 600));
    assert_eq!(t.game_limit, GameLimit::Time(6 * 3600));
    let moves = play("4/2/50/10/6", 0, &[59, 60, 0]);
    assert_eq!(moves[2].reserves.gold, 120 + 91); // 90.5 rounds up
    assert_eq!(moves[3].reserves.silver, 120 + 90);
    assert_eq!(moves[4].reserves.gold, 331);
    // Six hours on the clocks halt the game; it is scored.
    let mut clock = Clock::new(t);
    let mut last = None;
    while let Ok(m) = clock.play(240) {
        last = Some(m);
    }
    let last = last.unwrap();
    assert_eq!(
        (last.game_time, last.end),
        (21_600, Some(ClockEnd::GameTime))
    );
    assert_eq!(last.number, 45);
    assert!(last.end.unwrap().is_scored());
}

#[test]
fn example_6_reserve_at_its_limit() {
    // 4/4/100/4/6: the reserve starts at L and never exceeds it.
    let t = tc("4/4/100/4/6");
    assert_eq!((t.reserve, t.reserve_limit), (240, 240));
    let moves = play("4/4/100/4/6", 0, &[0, 0, 300, 0, 200, 0]);
    let gold: Vec<u32> = moves.iter().step_by(2).map(|m| m.reserves.gold).collect();
    assert_eq!(gold, [240, 240, 180, 220]);
}

#[test]
fn example_7_turn_limit() {
    // 4/4/100/4/90t: ends when silver completes move 90.
    let t = tc("4/4/100/4/90t");
    assert_eq!(t.game_limit, GameLimit::Turns(90));
    let moves = replay(t, [30; 200]);
    assert_eq!(moves.len(), 180);
    let last = moves[179];
    assert_eq!((last.number, last.side), (90, Color::Silver));
    assert_eq!(last.end, Some(ClockEnd::TurnLimit));
    assert!(moves[178].end.is_none());
    // Scored: silver wins unless someone led in pieces.
    assert_eq!(winner_by_score([]), Color::Silver);
}

#[test]
fn example_8_move_limit() {
    // 4/4/100/4/90t/5: no move over 5 minutes even with reserve to spare.
    let t = tc("4/4/100/4/90t/5");
    assert_eq!(t.max_move_time, 300);
    let mut clock = Clock::new(t);
    clock.play(10).unwrap();
    clock.play(10).unwrap();
    assert_eq!(clock.time_left(), 300); // not 240 + 240
    assert!(clock.play(300).unwrap().end.is_none());
    let m = clock.play(301).unwrap();
    assert_eq!(
        m.end,
        Some(ClockEnd::MoveTooLong {
            loser: Color::Silver
        })
    );
    assert_eq!(m.end.unwrap().loser(), Some(Color::Silver));
}

#[test]
fn unit_letters_example() {
    let t = tc("24h5m10s/0/0/0/60d");
    assert_eq!(t.move_time, 24 * 3600 + 5 * 60 + 10);
    assert_eq!((t.reserve, t.percent, t.reserve_limit), (0, 0, 0));
    assert_eq!(t.game_limit, GameLimit::Time(60 * 86_400));
    assert_eq!(tc(&t.to_string()), t);
}

/// xorshift64*: deterministic pseudo-random numbers without a dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Random text: fully random half of the time, otherwise `/`-separated
/// fields of random digits, colons and unit letters (so that many parse).
fn random_text(rng: &mut Rng) -> String {
    const ANY: &[char] = &[
        '0', '1', '2', '5', '9', ':', '/', 's', 'm', 'h', 'd', 't', ' ', 'x', '-', '.', 'é',
    ];
    const FIELD: &[char] = &[
        '0', '1', '3', '5', '9', '0', '1', ':', 's', 'm', 'h', 'd', 't',
    ];
    let pick = |rng: &mut Rng, set: &[char]| set[rng.below(set.len() as u64) as usize];
    if rng.below(2) == 0 {
        let len = rng.below(24);
        return (0..len).map(|_| pick(rng, ANY)).collect();
    }
    let fields = 1 + rng.below(7);
    let mut s = String::new();
    for i in 0..fields {
        if i > 0 {
            s.push('/');
        }
        for _ in 0..1 + rng.below(5) {
            s.push(pick(rng, FIELD));
        }
    }
    s
}

#[test]
fn random_text_never_panics_and_reparses() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut parsed = 0;
    for _ in 0..50_000 {
        let s = random_text(&mut rng);
        match s.parse::<TimeControl>() {
            Ok(t) => {
                parsed += 1;
                assert_eq!(tc(&t.to_string()), t, "{s}");
                let _ = replay(t, (0..20).map(|_| rng.below(400) as u32));
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
    assert!(parsed > 300, "only {parsed} random strings parsed");
}

#[test]
fn random_controls_round_trip() {
    let mut rng = Rng(12345);
    let secs = |rng: &mut Rng| match rng.below(4) {
        0 => 0,
        1 => rng.below(60) as u32,
        2 => rng.below(100_000) as u32,
        _ => rng.next() as u32,
    };
    for _ in 0..20_000 {
        let t = TimeControl {
            move_time: secs(&mut rng),
            reserve: secs(&mut rng),
            percent: rng.below(101) as u8,
            reserve_limit: secs(&mut rng),
            game_limit: match rng.below(3) {
                0 => GameLimit::None,
                1 => GameLimit::Time(secs(&mut rng).max(1)),
                _ => GameLimit::Turns(secs(&mut rng).max(1)),
            },
            max_move_time: secs(&mut rng),
        };
        assert_eq!(tc(&t.to_string()), t, "{t}");
        let _ = replay(t, (0..10).map(|_| secs(&mut rng)));
    }
}
