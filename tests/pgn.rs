//! Reading Howdah records ("pgn"): the format notes' examples A–C, the
//! situations of Howdah's own record tests (with our own records), errors
//! with their places, collections and hostile input.

use arimaa::fan::Parsed;
use arimaa::pgn;
use arimaa::record::{
    ErrorKind, Glyph, Limit, MarkColour, Marking, Misplaced, MoveKind, NodeId, PositionError,
    Record, ResultError, Tree, Unclosed,
};
use arimaa::{Color, Square, TurnLabel};

const G: &str = "1g Da1 Hb1 Cc1 Ed1 Me1 Cf1 Hg1 Dh1 Ra2 Rb2 Rc2 Rd2 Re2 Rf2 Rg2 Rh2";
const S: &str = "1s ra7 rb7 rc7 rd7 re7 rf7 rg7 rh7 da8 hb8 cc8 md8 ee8 cf8 hg8 dh8";

/// A move as text: label and body (`2g Ra2n Ra3n`, `3s resigns`).
fn mv(tree: &Tree, id: NodeId) -> String {
    let m = tree.node(id).mv.as_ref().expect("a move");
    let mut out = m.label.to_string();
    match &m.kind {
        MoveKind::Setup(ps) => ps.iter().for_each(|(p, s)| out += &format!(" {p}{s}")),
        MoveKind::Steps(steps) => {
            for s in steps {
                out += &format!(" {}", s.step);
                if let Some(c) = s.capture {
                    out += &format!(" {}{}x", c.piece, c.square);
                }
            }
        }
        MoveKind::Resign => out += " resigns",
        MoveKind::Lost => out += " lost",
        MoveKind::Timeout => out += " timeout",
        MoveKind::Forfeit => out += " forfeit",
        MoveKind::Pass => out += " pass",
        MoveKind::Cow(..) => out += " cow",
    }
    out
}

/// The main line's moves after the setups.
fn main_moves(r: &Record) -> Vec<String> {
    r.tree.main_line().skip(3).map(|id| mv(&r.tree, id)).collect()
}

/// The node reached from the root by child indices.
fn at(tree: &Tree, path: &[usize]) -> NodeId {
    path.iter()
        .fold(NodeId::ROOT, |id, &k| tree.node(id).children[k])
}

/// The node after the setups and `n` more main-line moves.
fn main_at(tree: &Tree, n: usize) -> NodeId {
    tree.main_line().nth(2 + n).expect("long enough")
}

fn ok(text: &str) -> Record {
    match pgn::read_strict(text) {
        Ok(r) => r,
        Err(e) => panic!("{}\n{text}", e.located()),
    }
}

fn first_error(text: &str) -> (ErrorKind, usize) {
    let p = pgn::read(text);
    let e = p.first_error().unwrap_or_else(|| panic!("no error in\n{text}"));
    (e.kind.clone(), e.line)
}

fn fields(r: &Record) -> Vec<(&str, &str)> {
    r.header
        .fields
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect()
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn label(s: &str) -> TurnLabel {
    TurnLabel::parse(s).unwrap()
}

fn glyphs(tree: &Tree, id: NodeId) -> Vec<u8> {
    let m = tree.node(id).mv.as_ref().unwrap();
    m.before_markings
        .iter()
        .filter_map(|m| match m {
            Marking::Glyph(g) => Some(g.0),
            _ => None,
        })
        .collect()
}

fn comment(tree: &Tree, id: NodeId) -> Option<&str> {
    tree.node(id).mv.as_ref().unwrap().comment.as_deref()
}

fn before(tree: &Tree, id: NodeId) -> Option<&str> {
    tree.node(id).mv.as_ref().unwrap().before_comment.as_deref()
}

#[test]
fn example_a_aei_tournament_game() {
    let text = format!(
        "[White \"bot_a\"]\n[Black \"bot_b\"]\n[TimeControl \"0:30/5/100/3\"]\n[PlyCount \"4\"]\n\
         [ResultCode \"t\"]\n[Result \"0-1\"]\n\n{G}\n{S}\n2g Ra2n Ra3n\n2s ra7s ra6s\n0-1\n"
    );
    let r = ok(&text);
    assert_eq!(
        fields(&r),
        [
            ("Gold", "bot_a"),
            ("Silver", "bot_b"),
            ("TimeControl", "0:30/5/100/3"),
            ("Termination", "t"),
            ("Result", "0-1"),
        ]
    );
    assert_eq!(main_moves(&r), ["2g Ra2n Ra3n", "2s ra7s ra6s"]);
    assert_eq!(r.tree.len(), 5);
}

#[test]
fn example_b_annotations() {
    let text = format!(
        "{{Opening study}}\n{G}\n{S}\n2g Ra2n Ra3n {{Slow.}} ?!\n( {{Better:}} 2g Rd2n Rd3n Rd4n ! )\n\
         2s ra7s ra6s $14 {{a \\}} b\nnext line}}\n"
    );
    let r = ok(&text);
    let t = &r.tree;
    let g1 = at(t, &[0]);
    assert_eq!(before(t, g1), Some("Opening study"));
    let two_g = main_at(t, 1);
    assert_eq!(mv(t, two_g), "2g Ra2n Ra3n");
    assert_eq!(comment(t, two_g), Some("Slow."));
    assert_eq!(glyphs(t, two_g), [6]);
    let alt = at(t, &[0, 0, 1]);
    assert_eq!(mv(t, alt), "2g Rd2n Rd3n Rd4n");
    assert_eq!(before(t, alt), Some("Better:"));
    assert_eq!(glyphs(t, alt), [1]);
    let two_s = main_at(t, 2);
    assert_eq!(glyphs(t, two_s), [14]);
    assert_eq!(comment(t, two_s), Some("a } b\nnext line"));
    assert_eq!(t.len(), 6);
}

fn example_c() -> String {
    format!(
        "Event: casual\nWhite: alice\nBlack: bob\n\n{G}\n{S}\n2w Ra2n Ra3n\n2b ra7s\n3w takeback\n\
         2b rh7s rh6s\n3w Ra4n\n3b resigns\n(\n{{Likely:}}\n3b rh5s\n4w Ra5n\n)\n"
    )
}

#[test]
fn example_c_takeback_resignation_analysis() {
    let r = ok(&example_c());
    let t = &r.tree;
    assert_eq!(fields(&r), [("Event", "casual"), ("Gold", "alice"), ("Silver", "bob")]);
    assert_eq!(
        main_moves(&r),
        ["2g Ra2n Ra3n", "2s rh7s rh6s", "3g Ra4n", "3s resigns"]
    );
    let two_g = main_at(t, 1);
    let kids: Vec<String> = t.node(two_g).children.iter().map(|&c| mv(t, c)).collect();
    assert_eq!(kids, ["2s rh7s rh6s", "2s ra7s"]);
    let three_g = main_at(t, 3);
    let kids: Vec<String> = t.node(three_g).children.iter().map(|&c| mv(t, c)).collect();
    assert_eq!(kids, ["3s resigns", "3s rh5s"]);
    let likely = t.node(three_g).children[1];
    assert_eq!(before(t, likely), Some("Likely:"));
    assert_eq!(mv(t, t.node(likely).children[0]), "4g Ra5n");
    assert_eq!(t.len(), 10);
}
