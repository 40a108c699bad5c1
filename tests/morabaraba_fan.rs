//! Morabaraba records in FAN (`Variant: morabaraba`): reading, writing back,
//! every rule reachable through a record, errors on nodes, and the viewer.

use arimaa::fan::{parse, write, ParseOptions};
use arimaa::morabaraba::{Outcome, Side, WinReason};
use arimaa::record::{cows_at, MoveKind, NodeId, Variant};
use arimaa::viewer::Viewer;

fn read(src: &str) -> arimaa::fan::Parsed {
    parse(src, ParseOptions::default()).expect("lenient reading never fails")
}

fn demo() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/www/games/demo-morabaraba.fan"))
        .unwrap()
}

#[test]
fn the_demo_game_is_legal_and_ends_in_a_win() {
    let p = parse(&demo(), ParseOptions { strict: true, ..ParseOptions::default() })
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(p.record.header.variant, Variant::Morabaraba);
    let tree = &p.record.tree;
    let end = *tree.main_line().last().unwrap();
    let pos = cows_at(tree, end);
    assert_eq!(
        pos.outcome(),
        Some(Outcome::Win { winner: Side::White, reason: WinReason::ReducedToTwo })
    );
    assert_eq!(tree.main_line().len(), 54);
}
