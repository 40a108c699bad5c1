//! The node identities, move-list rows and error nodes the element relies on
//! instead of comparing path strings.

use super::*;

fn demo() -> Viewer {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/www/demo/games/demo.fan"
    ))
    .unwrap();
    Viewer::new(&text)
}

/// The state's row, checked against the move list's entry for the cursor.
fn assert_row_is_the_cursors(v: &Viewer) {
    let s = v.state();
    let list = move_list(&v.record().tree, v.words());
    match s.row {
        None => {
            assert_eq!(s.node, NodeId::ROOT);
            assert_eq!(s.ahead, 0);
        }
        Some(row) => {
            assert_eq!(list[row].node, s.node, "row {row} shows the cursor's node");
            assert_eq!(list[row].path, s.path.clone().with_step(None));
            assert_eq!(s.ahead, row + 1);
        }
    }
}

#[test]
fn the_state_names_the_cursors_node_and_its_row_everywhere() {
    let mut v = demo();
    assert_row_is_the_cursors(&v);
    v.first();
    let s = v.state();
    assert_eq!((s.node, s.row, s.ahead), (NodeId::ROOT, None, 0));
    // Every step of the main line, partial moves included.
    let mut steps = 0;
    while v.next_step() {
        assert_row_is_the_cursors(&v);
        steps += 1;
    }
    assert!(steps > 35, "{steps} steps");
    // Every node of the tree, variations included.
    for e in move_list(&v.record().tree, v.words()) {
        v.go_to(&e.path).unwrap();
        assert_eq!(v.state().node, e.node, "{}", e.path);
        assert_row_is_the_cursors(&v);
    }
}

#[test]
fn inside_a_move_the_row_is_the_moves_own() {
    let mut v = demo();
    v.go_to_text("9g").unwrap();
    let whole = v.state();
    v.go_to_text("9g:2").unwrap();
    let part = v.state();
    assert_eq!(part.steps_shown, 2);
    assert_eq!(
        (part.node, part.row, part.ahead),
        (whole.node, whole.row, whole.ahead)
    );
}

#[test]
fn each_variation_names_the_node_it_leads_to() {
    let mut v = demo();
    v.go_to_text("8s").unwrap();
    let vars = v.state().variations;
    assert_eq!(vars.len(), 2);
    let tree = &v.record().tree;
    for (path, _, _, node) in &vars {
        assert_eq!(Path::of(tree, *node), *path);
    }
    assert!(v.choose(1));
    assert_eq!(v.state().node, vars[1].3);
}

#[test]
fn each_error_has_the_node_it_is_attached_to() {
    let text = "1g Ee2 Md2 Hb2 Hg2 Dc2 Df2 Ca2 Ch2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1\n1s ee7 md7 hb7 hg7 dc7 df7 ca7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8\n2g Ee2n Ee3n\n2s ee7s Zz9\n3g Ee4n\n";
    let v = Viewer::new(text);
    assert!(!v.errors().is_empty());
    let tree = &v.record().tree;
    for (id, e) in v.errors() {
        assert_eq!(tree.node(*id).error.as_ref(), Some(e));
    }
    assert_eq!(Path::of(tree, v.errors()[0].0), "2s");
    // An error about the whole record is the root's.
    let v = Viewer::new(&"x".repeat(crate::limits::MAX_RECORD_BYTES + 1));
    let nodes: Vec<NodeId> = v.errors().iter().map(|(id, _)| *id).collect();
    assert_eq!(nodes, vec![NodeId::ROOT]);
}

#[test]
fn info_comes_from_the_loaded_record() {
    let i = demo().info();
    assert_eq!(i.label, "Arimaa game viewer: bot_dolores_v1 vs browni3141");
    assert_eq!(i.format, "fan");
    assert!(i.event.is_some_and(|e| e.starts_with("Casual game")));
}
