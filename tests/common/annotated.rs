//! Random annotated records holding only what both FAN and Howdah's record
//! format keep (see /work/pgn-mapping.md): legal games with variations, a
//! game comment and variation intros (with arrows, highlights and labels),
//! move comments, glyphs, move times and clocks, and shapes on the last step
//! of a move. Left out on purpose: step comments, markings on other steps,
//! annotations before a move in mid-line, `"` in comments, `[%` in comments,
//! comments with spaces at their ends, `Other` markings, identical sibling
//! moves (Howdah merges them), end words and the computed tags.
//!
//! [`annotated_record`] is the proptest strategy; [`annotated_fan`] the FAN
//! text it reads, for a failure message.

use super::{Lcg, SETUP};
use arimaa::fan;
use arimaa::record::{add_glyph, game_at, Glyph, Marking, NodeId, Record};
use arimaa::{Direction, Game, RuleSet, TurnBuilder};
use proptest::prelude::*;

/// Texts the generator draws from: comments and square labels.
#[derive(Clone, Debug)]
pub struct Pools {
    /// Comments: no `"` (FAN has no escape for it), no `[` (Howdah reads
    /// `[%…]` as commands), no spaces at the ends (Howdah trims), but
    /// braces, backslashes and line breaks inside.
    pub comments: Vec<String>,
    /// Header fields, names unique and none that either format computes.
    pub fields: Vec<(String, String)>,
}

/// A comment both formats keep exactly.
pub fn comment() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-zA-Z0-9.!?]([a-zA-Z0-9 ,.!?{}()#\\\\\n-]{0,16}[a-zA-Z0-9.!?}])?",
        Just("a } b \\ c {d}".to_string()),
        Just("石 🐘 e\u{301}".to_string()),
    ]
}

/// Header fields: names from a fixed list (neither White/Black nor a
/// computed tag), values with quotes, backslashes and sometimes a line break.
pub fn fields() -> impl Strategy<Value = Vec<(String, String)>> {
    const NAMES: [&str; 8] = [
        "Event",
        "Site",
        "Date",
        "Gold",
        "Silver",
        "GoldRating",
        "Annotator",
        "TimeControl",
    ];
    let value = prop_oneof![
        "[ -~]{0,16}".prop_map(|s| s.trim().to_owned()),
        "[a-z\"\\\\]{1,6}\n[a-z ]{0,6}[a-z]".prop_map(|s| s.to_owned()),
    ];
    prop::collection::vec((0..NAMES.len(), value), 0..5).prop_map(|fs| {
        let mut seen = Vec::new();
        let mut out = Vec::new();
        for (i, v) in fs {
            if !seen.contains(&i) {
                seen.push(i);
                out.push((NAMES[i].to_owned(), v));
            }
        }
        out
    })
}

/// The strategy: an annotated record read from [`annotated_fan`].
pub fn annotated_record() -> impl Strategy<Value = Record> {
    (
        any::<u64>(),
        prop::collection::vec(comment(), 1..5),
        fields(),
    )
        .prop_map(|(seed, comments, fields)| {
            record(&annotated_fan(seed, &Pools { comments, fields }))
        })
}

/// Reads the generated FAN text; when the main line ends on the board, the
/// header says so (`Termination`, `Result`), as a Howdah record's tags would.
pub fn record(text: &str) -> Record {
    let mut record = fan::read_strict(text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    let end = record.tree.main_line().last().unwrap_or(NodeId::ROOT);
    let outcome = game_at(&record.tree, end, RuleSet::Current).and_then(|g| g.outcome());
    if let Some(o) = outcome {
        if let Some(w) = o.winner {
            let token = if w == arimaa::Color::Gold {
                "1-0"
            } else {
                "0-1"
            };
            record
                .header
                .set("Termination", o.termination.code().to_string());
            record.header.set("Result", token.to_owned());
        }
    }
    record
}

/// FAN text of a random annotated game from `seed`.
pub fn annotated_fan(seed: u64, pools: &Pools) -> String {
    let mut rng = Lcg(seed);
    let mut src = String::from("FAN31415926\n");
    for (name, value) in &pools.fields {
        if value.contains('\n') || value.trim() != value {
            src.push_str(&format!("{name}: -=+=-\n{value}\n-=+=-\n"));
        } else {
            src.push_str(&format!("{name}: {value}\n"));
        }
    }
    src.push('\n');
    let mut setups = SETUP.lines();
    let (gold, silver) = (setups.next().unwrap(), setups.next().unwrap());
    // The game comment, with shapes, on the first move.
    let (label, placements) = gold.split_once(' ').unwrap();
    let intro = intro(&mut rng, pools);
    src.push_str(&format!(
        "{label}{intro} {placements}{}\n",
        tail(&mut rng, pools, "")
    ));
    src.push_str(&format!("{silver}{}\n", tail(&mut rng, pools, "")));
    let mut game = super::after_setup();
    random_line(&mut game, &mut rng, 12, 0, pools, &mut src);
    src
}

/// A comment (sometimes) and shapes (sometimes) before a line's first move.
fn intro(rng: &mut Lcg, pools: &Pools) -> String {
    let mut s = String::new();
    if rng.next(2) == 0 {
        s.push_str(&format!(" \"{}\"", pick(rng, &pools.comments)));
    }
    s.push_str(&shapes(rng));
    s
}

/// Arrows, then highlights, then labels: the order Howdah's `%cal`,
/// `%csl`, `%lbl` commands give them back.
fn shapes(rng: &mut Lcg) -> String {
    let mut s = String::new();
    let sq = |rng: &mut Lcg| format!("{}{}", (b'a' + rng.next(8) as u8) as char, 1 + rng.next(8));
    let colour = |rng: &mut Lcg| ['G', 'R', 'Y', 'B'][rng.next(4)];
    for _ in 0..rng.next(4).saturating_sub(1) {
        let (a, b, c) = (sq(rng), sq(rng), colour(rng));
        s.push_str(&format!(" @a{a}{b}={c}"));
    }
    for _ in 0..rng.next(4).saturating_sub(1) {
        let (a, c) = (sq(rng), colour(rng));
        s.push_str(&format!(" @h{a}={c}"));
    }
    for _ in 0..rng.next(4).saturating_sub(1) {
        let a = sq(rng);
        s.push_str(&format!(" @x{a}={}", ["A", "B", "x1", "Z9"][rng.next(4)]));
    }
    s
}

/// A move's own facts after its label: time, clock, glyphs (by the class rule).
fn facts(rng: &mut Lcg) -> String {
    let mut ms = Vec::new();
    if rng.next(3) == 0 {
        ms.push(Marking::Time(rng.next(4000) as u32));
    }
    if rng.next(4) == 0 {
        ms.push(Marking::Clock(rng.next(20_000) as u32));
    }
    for _ in 0..rng.next(5).saturating_sub(2) {
        let g = [
            "!", "?", "!!", "??", "!?", "?!", "$14", "$16", "$22", "$0", "$200",
        ];
        add_glyph(&mut ms, Glyph::parse(g[rng.next(g.len())]).unwrap());
    }
    ms.iter().map(|m| format!(" @{}", m.text())).collect()
}

/// After a move's last word: shapes on the last step (`steps` not empty)
/// and the move's comment, each sometimes.
fn tail(rng: &mut Lcg, pools: &Pools, steps: &str) -> String {
    let mut s = String::new();
    if !steps.is_empty() && rng.next(3) == 0 {
        s.push_str(&shapes(rng));
    }
    if rng.next(3) == 0 {
        s.push_str(&format!(" \"{}\"", pick(rng, &pools.comments)));
    }
    s
}

fn pick<'a>(rng: &mut Lcg, items: &'a [String]) -> &'a str {
    &items[rng.next(items.len())]
}

/// Text of a random legal turn of up to 4 steps, capture tokens included.
pub fn random_turn(game: &Game, rng: &mut Lcg) -> Option<(TurnBuilder, String)> {
    for _ in 0..50 {
        let mut turn = game.turn();
        let mut text = String::new();
        for _ in 0..1 + rng.next(4) {
            let squares: Vec<_> = turn.board().occupied().collect();
            let sq = squares[rng.next(squares.len())];
            if let Ok(t) = turn.step_from(sq, Direction::ALL[rng.next(4)]) {
                push_step(&mut text, &t);
            }
        }
        if !text.is_empty() && game.check_turn(&turn).is_ok() {
            return Some((turn, text.trim().to_owned()));
        }
    }
    // From the opening most random walks fail: the first legal one-step turn.
    let squares: Vec<_> = game.turn().board().occupied().collect();
    let first = rng.next(squares.len());
    for k in 0..squares.len() {
        for dir in Direction::ALL {
            let mut turn = game.turn();
            let Ok(t) = turn.step_from(squares[(first + k) % squares.len()], dir) else {
                continue;
            };
            if game.check_turn(&turn).is_ok() {
                let mut text = String::new();
                push_step(&mut text, &t);
                return Some((turn, text.trim().to_owned()));
            }
        }
    }
    None
}

fn push_step(text: &mut String, t: &arimaa::TakenStep) {
    text.push_str(&format!(" {}", t.step));
    if let Some(c) = t.capture {
        text.push_str(&format!(" {}{}x", c.piece, c.square));
    }
}

/// Writes a random line of up to `len` turns from `game`, each move with up
/// to two alternatives (different moves: Howdah merges equal siblings).
fn random_line(
    game: &mut Game,
    rng: &mut Lcg,
    len: usize,
    depth: usize,
    pools: &Pools,
    out: &mut String,
) {
    for _ in 0..len {
        let label = game.label();
        let Some((turn, steps)) = random_turn(game, rng) else {
            break;
        };
        let (own, after) = (facts(rng), tail(rng, pools, &steps));
        out.push_str(&format!("{label}{own} {steps}{after}\n"));
        if game.play(&turn).unwrap().is_some() {
            break;
        }
        // A variation's first move is written by its opener below, so every
        // move here may have alternatives (FAN allows none inside a first move).
        if depth < 3 && rng.next(3) == 0 {
            game.undo();
            let mut taken = vec![steps];
            for _ in 0..1 + rng.next(2) {
                let mut g = game.clone();
                let Some((alt, alt_steps)) = random_turn(&g, rng) else {
                    break;
                };
                if taken.contains(&alt_steps) {
                    continue;
                }
                // The alternative's first move, written here with its intro.
                let (lead, own) = (intro(rng, pools), facts(rng));
                let after = tail(rng, pools, &alt_steps);
                out.push_str(&format!("[{label}{lead}{own} {alt_steps}{after}\n"));
                let over = g.play(&alt).unwrap().is_some();
                if !over {
                    let len = rng.next(4);
                    random_line(&mut g, rng, len, depth + 1, pools, out);
                }
                out.push_str("]\n");
                taken.push(alt_steps);
            }
            game.play(&turn).unwrap();
        }
    }
}
