//! Reshaping on small trees (the exact order of children) and on real
//! records (FAN written after each operation reads back to the same tree).

use super::*;
use crate::fan;
use crate::record::{Move, MoveKind, Record};
use crate::{Board, Color, Position, TurnLabel};

fn pass(label: &str) -> Move {
    Move::new(TurnLabel::parse(label).unwrap(), MoveKind::Pass)
}

/// 2g ─ 2s a ─ 3g a3
///    ├ 2s b ─ 3g b3 [3g b3x]
///    └ 2s c
struct Small {
    t: Tree,
    g: NodeId,
    a: NodeId,
    a3: NodeId,
    b: NodeId,
    b3: NodeId,
    b3x: NodeId,
    c: NodeId,
}

fn small() -> Small {
    let pos = Position::new(Board::empty(), Color::Gold);
    let mut t = Tree::new(pos);
    let g = t.add_child(NodeId::ROOT, pass("2g"), pos);
    let a = t.add_child(g, pass("2s"), pos);
    let b = t.add_child(g, pass("2s"), pos);
    let c = t.add_child(g, pass("2s"), pos);
    let a3 = t.add_child(a, pass("3g"), pos);
    let b3 = t.add_child(b, pass("3g"), pos);
    let b3x = t.add_child(b, pass("3g"), pos);
    Small {
        t,
        g,
        a,
        a3,
        b,
        b3,
        b3x,
        c,
    }
}

fn kids(t: &Tree, id: NodeId) -> Vec<NodeId> {
    t.node(id).children.clone()
}

#[test]
fn promote_moves_the_variation_a_move_is_in_one_place_up() {
    let mut s = small();
    // b3 is b's main continuation: promoting it promotes its variation, b.
    assert_eq!(s.t.promote(s.b3), Ok(s.b));
    assert_eq!(kids(&s.t, s.g), vec![s.b, s.a, s.c]);
    assert_eq!(s.t.promote(s.c), Ok(s.c));
    assert_eq!(kids(&s.t, s.g), vec![s.b, s.c, s.a]);
    // b is the main line now.
    assert_eq!(s.t.promote(s.b3), Err(ReshapeError::MainLine));
    assert_eq!(
        s.t.promote(NodeId::ROOT),
        Err(ReshapeError::Start(Reshape::Promote))
    );
    assert_eq!(
        s.t.promote(NodeId(99)),
        Err(ReshapeError::NoNode(NodeId(99)))
    );
    assert_eq!(
        ReshapeError::MainLine.to_string(),
        "the main line cannot be promoted"
    );
}

#[test]
fn demote_moves_a_variation_down_and_the_main_line_gives_way() {
    let mut s = small();
    assert_eq!(s.t.demote(s.b), Ok(s.b));
    assert_eq!(kids(&s.t, s.g), vec![s.a, s.c, s.b]);
    // The main line at its nearest branch: a3's branch is at 2s.
    let before = kids(&s.t, s.g);
    assert_eq!(before, vec![s.a, s.c, s.b]);
    assert_eq!(s.t.demote(s.a3), Ok(s.a));
    assert_eq!(kids(&s.t, s.g), vec![s.c, s.a, s.b]);
    // A tree without branches has nothing to give way to.
    let pos = Position::new(Board::empty(), Color::Gold);
    let mut line = Tree::new(pos);
    let x = line.add_child(NodeId::ROOT, pass("2g"), pos);
    assert_eq!(line.demote(x), Err(ReshapeError::NoAlternative));
    assert_eq!(
        line.demote(NodeId::ROOT),
        Err(ReshapeError::Start(Reshape::Demote))
    );
}

#[test]
fn demoting_the_last_variation_is_refused_and_changes_nothing() {
    let mut s = small();
    let before = s.t.clone();
    assert_eq!(s.t.demote(s.c), Err(ReshapeError::LastVariation));
    // b3x is b's last alternative: its variation cannot go lower.
    assert_eq!(s.t.demote(s.b3x), Err(ReshapeError::LastVariation));
    assert_eq!(s.t, before);
}

#[test]
fn make_main_line_raises_every_branch_on_the_way_up() {
    let mut s = small();
    s.t.make_main_line(s.b3x).unwrap();
    assert_eq!(kids(&s.t, s.g), vec![s.b, s.a, s.c]);
    assert_eq!(kids(&s.t, s.b), vec![s.b3x, s.b3]);
    let main: Vec<NodeId> = s.t.main_line().collect();
    assert_eq!(main, vec![NodeId::ROOT, s.g, s.b, s.b3x]);
    assert_eq!(
        s.t.make_main_line(s.b3x),
        Err(ReshapeError::AlreadyMainLine)
    );
    assert_eq!(
        s.t.make_main_line(NodeId::ROOT),
        Err(ReshapeError::Start(Reshape::MainLine))
    );
    // The former main continuation is the first alternative, the rest keep their order.
    s.t.make_main_line(s.c).unwrap();
    assert_eq!(kids(&s.t, s.g), vec![s.c, s.b, s.a]);
}

#[test]
fn delete_from_takes_the_subtree_and_renumbers_the_rest() {
    let mut s = small();
    let r = s.t.delete_from(s.b).unwrap();
    assert_eq!(s.t.len(), 5);
    assert_eq!(r.get(s.b), None);
    assert_eq!(r.get(s.b3), None);
    assert_eq!(r.get(s.b3x), None);
    assert_eq!(r.get(s.a), Some(s.a)); // before the deleted ones: kept
    let c = r.get(s.c).unwrap();
    let a3 = r.get(s.a3).unwrap();
    assert_eq!(kids(&s.t, s.g), vec![s.a, c]);
    assert_eq!(s.t.node(a3).parent, Some(s.a));
    assert_eq!(s.t.node(c).parent, Some(s.g));
    // Every parent names a child that names it back.
    for id in s.t.walk() {
        for &ch in &s.t.node(id).children {
            assert_eq!(s.t.node(ch).parent, Some(id));
        }
    }
    assert_eq!(s.t.walk().count(), s.t.len());
    assert_eq!(
        s.t.delete_from(NodeId::ROOT),
        Err(ReshapeError::Start(Reshape::Delete))
    );
    assert_eq!(
        ReshapeError::Start(Reshape::Delete).to_string(),
        "the start cannot be deleted"
    );
    // The main line deleted from its first move: only the start is left.
    let first = s.t.main_child(NodeId::ROOT).unwrap();
    s.t.delete_from(first).unwrap();
    assert!(s.t.is_empty());
}

/// A reshape that says whether it was done.
type Op = fn(&mut Tree, NodeId) -> bool;

fn record(path: &str) -> Record {
    let text = std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    fan::read_strict(&text).unwrap()
}

/// FAN written from `r` reads back to the same tree (numbered in reading
/// order: a reshaped tree's arena is not) and header.
fn assert_round_trips(r: &Record, what: &str) {
    let back = fan::read_strict(&fan::write(r)).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(back.header, r.header, "{what}");
    assert!(
        back.tree.canonical() == r.tree.canonical(),
        "{what}: the tree read back differs"
    );
}

#[test]
fn fan_written_after_every_operation_reads_back_to_the_same_tree() {
    for file in [
        "www/demo/games/demo.fan",
        "www/demo/games/demo-morabaraba.fan",
    ] {
        let start = record(file);
        let ids: Vec<NodeId> = start.tree.walk().skip(1).collect();
        let mut done = 0;
        for &id in &ids {
            let ops: [(&str, Op); 4] = [
                ("promote", |t, id| t.promote(id).is_ok()),
                ("demote", |t, id| t.demote(id).is_ok()),
                ("main line", |t, id| t.make_main_line(id).is_ok()),
                ("delete", |t, id| t.delete_from(id).is_ok()),
            ];
            let kinds = [
                Reshape::Promote,
                Reshape::Demote,
                Reshape::MainLine,
                Reshape::Delete,
            ];
            for ((name, op), kind) in ops.into_iter().zip(kinds) {
                let mut r = start.clone();
                let refusal = start.tree.reshape_refusal(kind, id);
                assert_eq!(
                    op(&mut r.tree, id),
                    refusal.is_none(),
                    "{file}: {name} {}",
                    id.0
                );
                if refusal.is_none() {
                    done += 1;
                    assert_round_trips(&r, &format!("{file}: {name} node {}", id.0));
                } else {
                    assert_eq!(r, start, "{file}: a refused {name} changed the tree");
                }
            }
        }
        assert!(done > ids.len(), "{file}: {done} operations");
    }
}

#[test]
fn promote_then_demote_gives_the_tree_back() {
    let start = record("www/demo/games/demo.fan");
    for id in start.tree.walk().skip(1) {
        let mut t = start.tree.clone();
        let Ok(moved) = t.promote(id) else { continue };
        // Demoting acts on the line the node is shown in: the same branch
        // unless the promoted variation became the main continuation of one.
        if matches!(t.variation_head(moved), Some(h) if h != moved) {
            continue;
        }
        {
            t.demote(moved).unwrap();
            assert_eq!(t, start.tree, "node {}", id.0);
        }
    }
}
