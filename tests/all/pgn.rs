//! Reading Howdah records ("pgn"): the format notes' examples A–C, the
//! situations of Howdah's own record tests (with our own records), errors
//! with their places, collections and hostile input.

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
        MoveKind::Result(r) => out += &format!(" {}", r.token_line()),
        MoveKind::Morabaraba(..) => out += " cow",
    }
    out
}

/// The moves from a node, its main line first.
fn children(tree: &Tree, id: NodeId) -> Vec<String> {
    tree.node(id)
        .children
        .iter()
        .map(|&c| mv(tree, c))
        .collect()
}

/// The main line's moves after the setups.
fn main_moves(r: &Record) -> Vec<String> {
    r.tree
        .main_line()
        .skip(3)
        .map(|id| mv(&r.tree, id))
        .collect()
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
    let e = p
        .first_error()
        .unwrap_or_else(|| panic!("no error in\n{text}"));
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
            ("Result", "0-1"),
            ("Termination", "t"),
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
    assert_eq!(
        fields(&r),
        [("Event", "casual"), ("Gold", "alice"), ("Silver", "bob")]
    );
    assert_eq!(
        main_moves(&r),
        ["2g Ra2n Ra3n", "2s rh7s rh6s", "3g Ra4n", "3s resigns"]
    );
    let two_g = main_at(t, 1);
    let kids = children(t, two_g);
    assert_eq!(kids, ["2s rh7s rh6s", "2s ra7s"]);
    let three_g = main_at(t, 3);
    let kids = children(t, three_g);
    assert_eq!(kids, ["3s resigns", "3s rh5s"]);
    let likely = t.node(three_g).children[1];
    assert_eq!(before(t, likely), Some("Likely:"));
    assert_eq!(mv(t, t.node(likely).children[0]), "4g Ra5n");
    assert_eq!(t.len(), 10);
}

/// Setups with the elephants in front (e2, e7) and dogs on b2, b7.
fn setups() -> String {
    "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2\n\
     1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 md7 ee7 cf7 dg7 hh7\n"
        .to_owned()
}

/// A set position: gold rabbit a7, cat c3 (a trap) guarded by the dog on
/// d3; silver rabbit h7 and elephant e5. Gold to move.
fn board() -> String {
    let ranks = [
        "        ", "R      r", "        ", "    e   ", "        ", "  CD    ", "        ",
        "        ",
    ];
    format!("[{}]", ranks.concat())
}

// Howdah: plain_record_round_trips_through_game
#[test]
fn plain_record() {
    let r = ok(&format!("{}2g Ee2n Ee3n\n2s ee7s\n", setups()));
    assert_eq!(main_moves(&r), ["2g Ee2n Ee3n", "2s ee7s"]);
    assert_eq!(r.tree.len(), 5);
    assert!(r.header.fields.is_empty());
    let e3 = r.tree.node(main_at(&r.tree, 1)).position.board();
    assert_eq!(e3.piece_at(sq("e4")).map(|p| p.char()), Some('E'));
}

// Howdah: full_record_round_trips
#[test]
fn full_record() {
    let text = format!(
        "[Event \"Club \\\"open\\\" \\\\ night\"]\n[White \"ann\"]\n[Black \"ben\"]\n[PlyCount \"4\"]\n\n\
         {{A quiet game.}}\n{}2g Ee2n Ee3n ?! {{Early. [%emt 0:00:12] [%cal Ge4e6]}}\n(\n{{Calmer:}}\n\
         2g Db2n\n2s ee7s\n(\n2s db7s !? $14\n)\n)\n2s ee7s {{Brace \\}} and \\\\.}}\n",
        setups()
    );
    let r = ok(&text);
    let t = &r.tree;
    assert_eq!(
        fields(&r),
        [
            ("Event", "Club \"open\" \\ night"),
            ("Gold", "ann"),
            ("Silver", "ben")
        ]
    );
    assert_eq!(before(t, at(t, &[0])), Some("A quiet game."));
    let e = main_at(t, 1);
    assert_eq!(comment(t, e), Some("Early."));
    let m = t.node(e).mv.as_ref().unwrap();
    assert_eq!(
        m.before_markings,
        [Marking::Time(12), Marking::Glyph(Glyph(6))]
    );
    let MoveKind::Steps(steps) = &m.kind else {
        panic!()
    };
    assert_eq!(
        steps[1].note.markings,
        [Marking::Arrow {
            from: sq("e4"),
            to: sq("e6"),
            colour: MarkColour::Green
        }]
    );
    let calm = at(t, &[0, 0, 1]);
    assert_eq!(mv(t, calm), "2g Db2n");
    assert_eq!(before(t, calm), Some("Calmer:"));
    let nested = at(t, &[0, 0, 1, 1]);
    assert_eq!(mv(t, nested), "2s db7s");
    assert_eq!(glyphs(t, nested), [5, 14]);
    assert_eq!(mv(t, at(t, &[0, 0, 1, 0])), "2s ee7s");
    assert_eq!(comment(t, main_at(t, 2)), Some("Brace } and \\."));
    assert_eq!(t.len(), 8);
}

// Howdah: results_from_tags_and_tokens
#[test]
fn results_from_tags_and_tokens() {
    let body = format!("{}2g Ee2n\n2s ee7s\n", setups());
    let r = ok(&format!(
        "[ResultCode \"r\"]\n[Result \"1-0\"]\n{body}1-0\n"
    ));
    assert_eq!(fields(&r), [("Result", "1-0"), ("Termination", "r")]);
    // The token alone sets the Result field.
    let r = ok(&format!("{body}0-1\n"));
    assert_eq!(fields(&r), [("Result", "0-1")]);
    // An old draw stays in the fields; the tree has no end node.
    let r = ok(&format!(
        "[ResultCode \"n\"]\n[Result \"1/2-1/2\"]\n{body}1/2-1/2\n"
    ));
    assert_eq!(fields(&r), [("Result", "1/2-1/2"), ("Termination", "n")]);
    assert_eq!(r.tree.len(), 5);
    // A token contradicting the tag.
    let text = format!("[Result \"1-0\"]\n{body}0-1\n");
    let p = pgn::read(&text);
    let e = p.first_error().unwrap();
    assert_eq!(
        e.kind,
        ErrorKind::Result(ResultError::TagMismatch {
            token: arimaa::record::ResultToken::SilverWins,
            tag: "1-0".into()
        })
    );
    assert_eq!((e.line, e.column, e.token.as_str()), (6, 1, "0-1"));
    assert_eq!(p.record.tree.len(), 5);
}

// Howdah: arimaa_com_tags_and_labels
#[test]
fn arimaa_com_tags_and_labels() {
    let text = "Event: club\nWhite: ann\nChat: -=+=-\n  ann: hi\nben: gl\n-=+=-\n\
                1w Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Da2 Hb2 Cc2 Ed2 Me2 Cf2 Hg2 Dh2\n\
                1b ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 da7 hb7 cc7 ed7 me7 cf7 hg7 dh7\n\
                2w Ed2n Ed3n\n2B ed7s\n";
    let r = ok(text);
    assert_eq!(
        fields(&r),
        [
            ("Event", "club"),
            ("Gold", "ann"),
            ("Chat", "  ann: hi\nben: gl")
        ]
    );
    let t = &r.tree;
    let labels: Vec<TurnLabel> = t
        .main_line()
        .skip(1)
        .map(|id| t.node(id).mv.as_ref().unwrap().label)
        .collect();
    assert_eq!(labels, [label("1g"), label("1s"), label("2g"), label("2s")]);
}

// Howdah: chess_tag_names_are_mapped
#[test]
fn chess_tag_names_are_mapped() {
    let text = format!(
        "[WhiteElo \"2100\"]\n[BlackTitle \"bot\"]\n[Whitespace \"kept\"]\n[White \"a\"]\n\
         [Round \"3\"]\n[ResultCode \"t\"]\n[Result \"1-0\"]\n\n{}2g Ee2n\n2s ee7s\n1-0\n",
        setups()
    );
    let r = ok(&text);
    assert_eq!(
        fields(&r),
        [
            ("GoldRating", "2100"),
            ("SilverTitle", "bot"),
            ("Whitespace", "kept"),
            ("Gold", "a"),
            ("Round", "3"),
            ("Result", "1-0"),
            ("Termination", "t"),
        ]
    );
}

// Howdah: several_games
#[test]
fn several_games() {
    let game = |who: &str, res: &str| format!("[Gold \"{who}\"]\n{}2g Ee2n\n{res}\n", setups());
    let text = format!("{}{}", game("a", "1-0"), game("b", "0-1"));
    let games = pgn::read_all(&text);
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].record.header.get("Gold"), Some("b"));
    assert_eq!(games[1].record.header.get("Result"), Some("0-1"));
    assert!(games
        .iter()
        .all(|g| g.errors.is_empty() && g.record.tree.len() == 4));
    let e = pgn::read_strict(&text).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Misplaced(Misplaced::SeveralGames));
    assert_eq!(e.line, 6);
    // Without result tokens a tag after moves starts the next game.
    let text = format!("{}{}", game("a", ""), game("b", ""));
    let games = pgn::read_all(&text);
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].record.header.get("Result"), None);
    // The first game only.
    assert_eq!(pgn::read(&text).record.header.get("Gold"), Some("a"));
}

#[test]
fn a_collection_of_three_games() {
    let text = format!(
        "[Event \"one\"]\n{s}2g Ee2n\n1-0\n\n# second\n{s}2g Md2n\n2s ee7s\n*\n\
         {{third}}\n[Event \"three\"]\n{s}",
        s = setups()
    );
    let games = pgn::read_all(&text);
    assert_eq!(
        games.len(),
        4,
        "the comment before the tags is a game of its own"
    );
    let sizes: Vec<usize> = games.iter().map(|g| g.record.tree.len()).collect();
    assert_eq!(sizes, [4, 5, 1, 3]);
    assert_eq!(games[1].record.header.get("Result"), Some("*"));
    assert_eq!(games[3].record.header.get("Event"), Some("three"));
    assert!(games.iter().all(|g| g.errors.is_empty()));
    let text = text.replace("{third}\n", "");
    let games = pgn::read_all(&text);
    assert_eq!(games.len(), 3);
}

// Howdah: takeback_keeps_the_old_move
#[test]
fn takeback_keeps_the_old_move() {
    let r = ok(&format!(
        "{}2g Ee2n\n2s ee7s\n3g takeback\n2s md7s\n3g Ee3n\n",
        setups()
    ));
    let t = &r.tree;
    assert_eq!(main_moves(&r), ["2g Ee2n", "2s md7s", "3g Ee3n"]);
    let kids = children(t, main_at(t, 1));
    assert_eq!(kids, ["2s md7s", "2s ee7s"]);
}

// Howdah: lenient_layout
#[test]
fn lenient_layout() {
    let r = ok(&format!("{}2g Ee2n 2s ee7s(2s db7s)3g Ee3n\n", setups()));
    let t = &r.tree;
    assert_eq!(main_moves(&r), ["2g Ee2n", "2s ee7s", "3g Ee3n"]);
    assert_eq!(mv(t, at(t, &[0, 0, 0, 1])), "2s db7s");
    assert_eq!(t.len(), 7);
}

// Howdah: games_from_a_set_position
#[test]
fn games_from_a_set_position() {
    let b = board();
    let text = format!(
        "[Gold \"ann\"]\n[Position \"g {b}\"]\n\n{{Gold to play.}}\n2g Dd3n\n(\n2g Cc3n\n)\n2s ee5s\n"
    );
    let r = ok(&text);
    let t = &r.tree;
    assert_eq!(
        fields(&r),
        [("Gold", "ann")],
        "the tag is the root, not a field"
    );
    let root = t.root().position.arimaa().copied().unwrap();
    assert_eq!(root.side, Color::Gold);
    assert_eq!(root.board.to_short(), &b[1..65]);
    let first = at(t, &[0]);
    assert_eq!(before(t, first), Some("Gold to play."));
    // The capture token was missing: the capture is computed.
    assert_eq!(mv(t, first), "2g Dd3n Cc3x");
    assert_eq!(mv(t, at(t, &[1])), "2g Cc3n");
    assert_eq!(mv(t, at(t, &[0, 0])), "2s ee5s");
    // A first label renumbers the start.
    let r = ok(&format!("[Position \"g {b}\"]\n31g Dd3n\n31s ee5s\n"));
    assert_eq!(mv(&r.tree, at(&r.tree, &[0, 0])), "31s ee5s");
    // A wrong side does not renumber and fails.
    let (kind, line) = first_error(&format!("[Position \"{b}\"]\n31s ee5s\n"));
    assert_eq!(
        kind,
        ErrorKind::Label {
            expected: label("2g"),
            found: label("31s")
        }
    );
    assert_eq!(line, 2);
    // The tag's own number, and silver to move.
    let r = ok(&format!("[Position \"7s {b}\"]\n7s ee5s\n"));
    assert_eq!(r.tree.root().position.side(), Color::Silver);
    assert_eq!(r.tree.len(), 2);
    // No moves: only the root.
    let r = ok(&format!("[Position \"g {b}\"]\n"));
    assert!(r.tree.is_empty() && r.header.fields.is_empty());
    assert_eq!(root, r.tree.root().position.arimaa().copied().unwrap());
}

// Howdah: the_main_game_keeps_the_set_position (here: FAN keeps it too)
#[test]
fn fan_keeps_the_set_position() {
    let b = board();
    let r = ok(&format!(
        "[Event \"study\"]\n[Position \"g {b}\"]\n2g Dd3n Cc3x\n2s ee5s\n"
    ));
    let fan_text = arimaa::fan::write(&r);
    assert!(
        fan_text.contains(&format!("Event: study\nPosition: g {b}\n")),
        "{fan_text}"
    );
    let back = arimaa::fan::read_strict(&fan_text).unwrap();
    assert_eq!(back.tree, r.tree);
    assert_eq!(back.header, r.header);
    // A first label renumbers a FAN start too.
    let text = format!("FAN31415926\nPosition: g {b}\n\n12g Dd3n Cc3x\n");
    let back = arimaa::fan::read_strict(&text).unwrap();
    assert_eq!(mv(&back.tree, at(&back.tree, &[0])), "12g Dd3n Cc3x");
    // A malformed field is an error at its line; the tree starts empty.
    let p = arimaa::fan::read("FAN31415926\nEvent: x\nPosition: g [rr]\n\n1g Ra2\n");
    let e = p.first_error().unwrap();
    assert_eq!(
        e.kind,
        ErrorKind::Position(PositionError::Squares { found: 2 })
    );
    assert_eq!(e.line, 3);
    assert!(p.record.tree.root().position.board().occupied().is_empty());
}

// Howdah: errors_have_lines
#[test]
fn errors_have_lines() {
    let s = setups();
    let b = board();
    let cases: Vec<(String, ErrorKind, usize)> = vec![
        (
            format!("{s}2g Ee2n\n(\n4g Db2n\n)\n"),
            ErrorKind::Label {
                expected: label("2g"),
                found: label("4g"),
            },
            5,
        ),
        (
            format!("{s}2g Ee2n\n(\n2g Db2n\n"),
            Unclosed::Parenthesis.into(),
            4,
        ),
        (format!("{s})\n"), Misplaced::UnmatchedParenthesis.into(), 3),
        (format!("(\n{s}"), Misplaced::BlockWithoutMove.into(), 1),
        (
            format!("{s}2g Ee2n\n{{no end\n\n"),
            Unclosed::BraceComment.into(),
            4,
        ),
        (
            format!("{s}Ee2n\n"),
            ErrorKind::Syntax(arimaa::record::Expected::Label),
            3,
        ),
        (
            "[Position \"g [r]\"]\n".to_owned(),
            PositionError::Squares { found: 1 }.into(),
            1,
        ),
        (
            format!("[Position \"g {b}\"]\n\n{G}\n"),
            ErrorKind::Label {
                expected: label("2g"),
                found: label("1g"),
            },
            3,
        ),
        (
            format!("{s}2g Ee2n\n2s resigns\n2s ee7s\n"),
            Misplaced::AfterEnd.into(),
            5,
        ),
    ];
    for (text, kind, line) in cases {
        let p = pgn::read(&text);
        let e = p
            .first_error()
            .unwrap_or_else(|| panic!("no error in\n{text}"));
        assert_eq!((&e.kind, e.line), (&kind, line), "{text}");
        assert!(pgn::read_strict(&text).is_err());
    }
}

// Howdah: analysis_after_a_resignation
#[test]
fn analysis_after_a_resignation() {
    let s = setups();
    let text = format!(
        "{s}2g Ee2n Ee3n\n2s ee7s\n3g resigns\n(\n3g Ee4n\n3s ee6e\n)\n(\n{{Or:}}\n3g Db2n\n)\n"
    );
    let r = ok(&text);
    let t = &r.tree;
    let two_s = main_at(t, 2);
    let kids = children(t, two_s);
    assert_eq!(kids, ["3g resigns", "3g Ee4n", "3g Db2n"]);
    assert_eq!(before(t, t.node(two_s).children[2]), Some("Or:"));
    assert_eq!(t.len(), 9);
    // The chess habit of repeating the last move gives the same tree.
    let repeated = format!(
        "{s}2g Ee2n Ee3n\n2s ee7s\n3g resigns\n(\n2s ee7s\n3g Ee4n\n3s ee6e\n)\n(\n{{Or:}}\n2s ee7s 3g Db2n\n)\n"
    );
    let again = ok(&repeated);
    assert_eq!(again.tree, r.tree);
    // Continuation blocks after the game's last real move.
    let text = format!("{s}2g Ee2n Ee3n\n2s ee7s\n(\n{{Likely:}}\n3g Ee4n\n)\n");
    let r = ok(&text);
    let t = &r.tree;
    let two_s = main_at(t, 2);
    assert_eq!(mv(t, t.node(two_s).children[0]), "3g Ee4n");
    assert_eq!(before(t, t.node(two_s).children[0]), Some("Likely:"));
}

// Howdah: a_continuation_before_the_next_move_keeps_the_main_line
#[test]
fn a_continuation_before_the_next_move_keeps_the_main_line() {
    let s = setups();
    let r = ok(&format!("{s}2g Ee2n\n(\n2s ee7s\n)\n2s db7s\n3g Ee3n\n"));
    let t = &r.tree;
    assert_eq!(main_moves(&r), ["2g Ee2n", "2s db7s", "3g Ee3n"]);
    let kids = children(t, main_at(t, 1));
    assert_eq!(kids, ["2s db7s", "2s ee7s"]);
    // A label that fits neither reading.
    let (kind, line) = first_error(&format!("{s}2g Ee2n\n(\n3g Ee3n\n)\n"));
    assert_eq!(
        kind,
        ErrorKind::Label {
            expected: label("2g"),
            found: label("3g")
        }
    );
    assert_eq!(line, 5);
}

// Howdah: outside_results_in_variations
#[test]
fn outside_results_in_variations() {
    let s = setups();
    // Silver, to move, resigned: gold won. The result is a node of its own
    // after the line's last move, kept as written (not as `2s resigns`).
    let text = format!("{s}2g Ee2n\n(\n2g Db2n\n1-0 r\n)\n2s ee7s\n");
    let r = ok(&text);
    let t = &r.tree;
    let alt = at(t, &[0, 0, 1]);
    assert_eq!(mv(t, t.node(alt).children[0]), "2s 1-0 r");
    assert_eq!(pgn::write(&r).unwrap(), text);
    // Gold, who had just moved, resigned on silver's turn: no end word can
    // say it, the result line does.
    let text = format!("{s}2g Ee2n\n(\n2g Db2n\n0-1 r\n)\n2s ee7s\n");
    let r = ok(&text);
    assert_eq!(mv(&r.tree, at(&r.tree, &[0, 0, 1, 0])), "2s 0-1 r");
    assert_eq!(pgn::write(&r).unwrap(), text);
    // `0-1 t` with a block after it: the block continues the move, and the
    // result is written after the blocks, as Howdah writes it.
    let r = ok(&format!(
        "{s}2g Ee2n\n(\n2g Db2n\n2s db7s\n0-1 t\n(\n3g Ee2n\n)\n)\n"
    ));
    let t = &r.tree;
    let db7 = at(t, &[0, 0, 1, 0]);
    assert_eq!(children(t, db7), ["3g 0-1 t", "3g Ee2n"]);
    assert_eq!(
        pgn::write(&r).unwrap(),
        format!("{s}2g Ee2n\n(\n2g Db2n\n2s db7s\n(\n3g Ee2n\n)\n0-1 t\n)\n")
    );
    // An end word in a block.
    let r = ok(&format!("{s}2g Ee2n\n(\n2g Db2n\n2s forfeit\n)\n"));
    assert_eq!(mv(&r.tree, at(&r.tree, &[0, 0, 1, 0])), "2s forfeit");
    // Every outside letter is kept, with either winner.
    for line in ["1-0 i", "0-1 i", "1-0 s", "0-1 s", "1-0 f", "0-1 t"] {
        let text = format!("{s}2g Ee2n\n(\n2g Db2n\n{line}\n)\n");
        let r = ok(&text);
        assert_eq!(
            mv(&r.tree, at(&r.tree, &[0, 0, 1, 0])),
            format!("2s {line}")
        );
        assert_eq!(pgn::write(&r).unwrap(), text, "{line}");
    }
    // The main line's token still splits games after a variation's result.
    let text = format!("{s}2g Ee2n\n(\n2g Db2n\n1-0 r\n)\n1-0\n{s}");
    let games = pgn::read_all(&text);
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].record.header.get("Result"), Some("1-0"));
}

// Howdah: variation_result_errors
#[test]
fn variation_result_errors() {
    let s = setups();
    let pre = format!("{s}2g Ee2n\n(\n2g Db2n\n");
    let cases: Vec<(String, ErrorKind, usize)> = vec![
        (format!("{pre}1-0\n)\n"), ResultError::NoReason.into(), 6),
        (format!("{pre}1-0\nr\n)\n"), ResultError::NoReason.into(), 6),
        (format!("{pre}1-0 q\n)\n"), ResultError::NoReason.into(), 6),
        (
            format!("{pre}1-0 g\n)\n"),
            ResultError::NotOnBoard.into(),
            6,
        ),
        (
            format!("{pre}1/2-1/2\n)\n"),
            ResultError::InVariation(arimaa::record::ResultToken::Draw).into(),
            6,
        ),
        (
            format!("{s}2g Ee2n\n(\n1-0 r\n2g Db2n\n)\n"),
            ResultError::WithoutMove(arimaa::record::ResultToken::GoldWins).into(),
            5,
        ),
        (
            format!("{pre}1-0 r\n2s db7s\n)\n"),
            Misplaced::AfterEnd.into(),
            7,
        ),
    ];
    for (text, kind, line) in cases {
        let (k, l) = first_error(&text);
        assert_eq!((k, l), (kind, line), "{}", &text[s.len()..]);
    }
}

// Howdah: end_markers_round_trip
#[test]
fn end_words() {
    let s = setups();
    let r = ok(&format!("{s}2g Ee2n\n2s resigns\n1-0\n"));
    assert_eq!(main_moves(&r), ["2g Ee2n", "2s resigns"]);
    // A trailing empty label is ignored; `lose` is `lost`; any case.
    let r = ok(&format!("{s}2g Ee2n\n2s LOSE\n2s\n"));
    assert_eq!(main_moves(&r), ["2g Ee2n", "2s lost"]);
    // An end word after a move's steps: the next side ends the game.
    let r = ok(&format!("{s}2g Ee2n\n2s ee7s timeout\n"));
    assert_eq!(main_moves(&r), ["2g Ee2n", "2s ee7s", "3g timeout"]);
    // A bare label ends the line; another one is ignored.
    let r = ok(&format!("{s}2g Ee2n\n2s\n2s\n"));
    assert_eq!(r.tree.len(), 4);
}

#[test]
fn lenient_reading_keeps_what_was_read() {
    let s = setups();
    let text = format!(
        "[Event \"broken\"]\n{s}2g Ee2n\n2s ee7s\n3g Ee3n Xx9n Ee4n {{c}}\n3s ee6s\n*\n[Event \"next\"]\n{s}2g Ee2n\n"
    );
    let games = pgn::read_all(&text);
    assert_eq!(games.len(), 2);
    let p = &games[0];
    let t = &p.record.tree;
    assert_eq!(p.errors.len(), 1);
    let (id, e) = &p.errors[0];
    assert_eq!((e.line, e.column, e.token.as_str()), (6, 9, "Xx9n"));
    assert_eq!(e.kind, ErrorKind::Syntax(arimaa::record::Expected::Step));
    assert_eq!(e.rest, "Ee3n Xx9n Ee4n {c}");
    // The moves before the error are kept; the broken move is a node with
    // the steps before the malformed word, its comment and its error, and
    // the rest of the main line is skipped.
    assert_eq!(main_moves(&p.record), ["2g Ee2n", "2s ee7s", "3g Ee3n"]);
    assert_eq!(t.node(*id).error.as_ref(), Some(e));
    let comment = t.node(*id).mv.as_ref().and_then(|m| m.comment.as_deref());
    assert_eq!(comment, Some("c"));
    assert_eq!(p.record.header.get("Result"), None);
    // The next game is read.
    assert!(games[1].errors.is_empty());
    assert_eq!(games[1].record.header.get("Event"), Some("next"));
    assert_eq!(games[1].record.tree.len(), 4);
    // An illegal step keeps the legal steps before it.
    let p = pgn::read(&format!("{s}2g Ee2n Ee3n Ee4n Ee5n Ee6n\n"));
    let e = p.first_error().unwrap();
    assert!(matches!(e.kind, ErrorKind::Turn(_)), "{:?}", e.kind);
    assert_eq!(e.token, "Ee6n");
    let last = p.record.tree.main_line().last().unwrap();
    assert_eq!(mv(&p.record.tree, last), "2g Ee2n Ee3n Ee4n Ee5n");
    // A broken variation is skipped to its `)`; the main line goes on.
    let p = pgn::read(&format!(
        "{s}2g Ee2n\n(\n2g Qb2n\n2s ee7s\n)\n2s ee7s\n3g Ee3n\n"
    ));
    assert_eq!(p.errors.len(), 1);
    assert_eq!(p.errors[0].1.line, 5);
    assert_eq!(main_moves(&p.record), ["2g Ee2n", "2s ee7s", "3g Ee3n"]);
    // Stray pieces are reported and skipped.
    let games = pgn::read_all(&format!("!\n{s}2g Ee2n\n)\n2s ee7s\n[Bad tag]\n"));
    let kinds: Vec<ErrorKind> = games[0]
        .errors
        .iter()
        .map(|(_, e)| e.kind.clone())
        .collect();
    assert_eq!(
        kinds,
        [
            Misplaced::GlyphWithoutMove.into(),
            Misplaced::UnmatchedParenthesis.into(),
        ]
    );
    assert_eq!(main_moves(&games[0].record), ["2g Ee2n", "2s ee7s"]);
    // A bad tag line after moves starts the next game, as a tag would.
    assert_eq!(games.len(), 2);
    let e = games[1].first_error().unwrap();
    assert_eq!(
        (e.kind.clone(), e.line),
        (ErrorKind::Syntax(arimaa::record::Expected::Tag), 7)
    );
}

#[test]
fn hostile_inputs_are_refused_without_panic() {
    let s = setups();
    // An unclosed brace swallows the rest: an error at the `{`.
    let p = pgn::read(&format!("{s}2g Ee2n {{ never closed\n2s ee7s\n"));
    let e = p.first_error().unwrap();
    assert_eq!(
        (e.kind.clone(), e.line, e.column),
        (Unclosed::BraceComment.into(), 3, 9)
    );
    assert_eq!(p.record.tree.len(), 4);
    // 3000 bare `(`: one error, nothing read.
    let p = pgn::read(&"(".repeat(3000));
    assert_eq!(p.errors.len(), 1);
    assert_eq!(
        p.first_error().unwrap().kind,
        Misplaced::BlockWithoutMove.into()
    );
    // 3000 nested blocks, each after a move: refused past the depth limit.
    let mut text = format!("{s}2g Ee2n\n");
    for _ in 0..3000 {
        text.push_str("( 2g Db2n ");
    }
    let p = pgn::read(&text);
    let kinds: Vec<ErrorKind> = p.errors.iter().map(|(_, e)| e.kind.clone()).collect();
    assert_eq!(
        kinds,
        [Limit::VariationDepth.into(), Unclosed::Parenthesis.into()]
    );
    // Blocks of moves already in the tree add no node but count against
    // the node limit.
    let text = format!("{s}2g Ee2n\n{}", "( 2g Ee2n )\n".repeat(11_000));
    let p = pgn::read(&text);
    assert_eq!(p.record.tree.len(), 4);
    let e = p.first_error().unwrap();
    assert_eq!(
        (e.kind.clone(), e.line),
        (Limit::Nodes.into(), 3 + 10_000 - 3)
    );
    // A comment past the limit is refused, the moves kept.
    let p = pgn::read(&format!("{s}2g Ee2n {{{}}}\n2s ee7s\n", "x".repeat(70_000)));
    assert!(matches!(
        p.first_error().unwrap().kind,
        ErrorKind::Limit(Limit::CommentBytes { found: 70_000 })
    ));
    assert_eq!(p.record.tree.len(), 5);
    // Too many games.
    let games = pgn::read_all(&"*\n".repeat(arimaa::limits::MAX_GAMES_PER_FILE + 5));
    assert_eq!(games.len(), arimaa::limits::MAX_GAMES_PER_FILE + 1);
    let last = games.last().unwrap().first_error().unwrap();
    assert_eq!(last.kind, Limit::Games.into());
    assert_eq!(last.line, arimaa::limits::MAX_GAMES_PER_FILE + 1);
    // Odd bytes.
    for text in [
        "\u{0}",
        "[",
        "{",
        "}",
        ")",
        "1-0 r",
        "[Position \"\u{e9}\"]",
        "0g",
        "2g\r\n",
        "$999",
    ] {
        let _ = pgn::read_all(text);
        let _ = pgn::read_strict(text);
    }
}

#[test]
fn which_texts_look_like_howdah_records() {
    let s = setups();
    assert!(pgn::looks_like("\n# a note\n[Event \"x\"]\n"));
    assert!(pgn::looks_like(&format!("{{Study}}\n{s}")));
    assert!(pgn::looks_like(&format!("{s}2g Ee2n (2g Db2n)\n")));
    // FAN and arimaa.com text are not.
    assert!(!pgn::looks_like(&format!(
        "FAN31415926\n\n{s}2g Ee2n \"x (y)\"\n"
    )));
    assert!(!pgn::looks_like(&format!("Event: x\n{s}2g Ee2n\n")));
    assert!(!pgn::looks_like(&format!(
        "{s}2g Ee2n [ 2g Db2n ] \"{{x}}\"\n"
    )));
    assert!(!pgn::looks_like(""));
}

/// Howdah writes no tag block for a game without tags or result: such a
/// record is told from FAN by its first Howdah-only token (a glyph, a `{}`
/// comment, `*`, `lose`, a `#` line), and reads as the Howdah record it is.
#[test]
fn records_without_tags_are_read_as_howdah_records() {
    use arimaa::viewer::{load, load_all, Format};
    let s = setups();
    let cases = [
        // A glyph, then a comment holding a quote and a command.
        format!("{s}2g Ee2n Ee3n !\n2s ee7s {{He said \"go\" [%emt 0:00:03]}}\n"),
        // The comment first: its quote does not make it FAN.
        format!("{{A \"quiet\" game.}}\n{s}2g Ee2n Ee3n\n2s ee7s\n"),
        // A `#` line Howdah skips.
        format!("# from my notebook\n{s}2g Ee2n Ee3n\n2s ee7s\n"),
        // The unknown-result token.
        format!("{s}2g Ee2n Ee3n\n2s ee7s\n*\n"),
        // The end word `lose`.
        format!("{s}2g Ee2n Ee3n\n2s ee7s\n3g lose\n"),
    ];
    for text in &cases {
        let loaded = load(text);
        assert_eq!(loaded.format, Format::Pgn, "{text}");
        assert!(loaded.errors.is_empty(), "{text}: {:?}", loaded.errors);
        let direct = ok(text);
        assert_eq!(loaded.record, direct, "{text}");
        assert_eq!(
            main_moves(&loaded.record)[..2],
            ["2g Ee2n Ee3n", "2s ee7s"],
            "{text}"
        );
    }
    let glyph = load(&cases[0]).record;
    assert_eq!(glyphs(&glyph.tree, main_at(&glyph.tree, 1)), [1]);
    let said = main_at(&glyph.tree, 2);
    assert_eq!(comment(&glyph.tree, said), Some("He said \"go\""));
    let time = glyph
        .tree
        .node(said)
        .mv
        .as_ref()
        .unwrap()
        .before_markings
        .clone();
    assert_eq!(time, [Marking::Time(3)]);
    let lost = load(&cases[4]).record;
    assert_eq!(
        mv(&lost.tree, lost.tree.main_line().last().unwrap()),
        "3g lost"
    );
    // Two untagged games, each ended by its result token.
    let two = format!("{s}2g Ee2n\n*\n{s}2g Db2n\n*\n");
    let games = load_all(&two).games;
    assert_eq!(games.len(), 2);
    assert!(games.iter().all(|g| g.loaded.format == Format::Pgn));
    // FAN and arimaa.com text stay FAN: a FAN comment may hold braces.
    for fan in [
        format!("{s}2g Ee2n \"see {{this}} (and that)\"\n"),
        format!("{s}2g Ee2n [2g Db2n]\n"),
        format!("Event: Final (round 2)\n\n{s}2g Ee2n\n"),
        format!("{s}2g Ee2n\n2s resigns\n"),
    ] {
        assert_eq!(load(&fan).format, Format::Fan, "{fan}");
    }
}

/// `Position` in the long format: the move label, then the diagram, blanks
/// or dots for empty squares and `X` on empty traps, as Howdah writes it
/// (`\n` escapes in the tag). The record is read as Howdah's, not as a
/// diagram to show.
#[test]
fn a_position_tag_in_the_long_format_is_read() {
    use arimaa::viewer::{load, Format};
    let rows = [
        "8| r   . . . . . . |",
        "7|                 |",
        "6|     X     X     |",
        "5|         e       |",
        "4|                 |",
        "3|     C D   X     |",
        "2| R . . . . . . . |",
        "1|                 |",
    ];
    let long = format!(
        "7g\n +-----------------+\n{}\n +-----------------+\n   a b c d e f g h\n",
        rows.join("\n")
    );
    let escaped = long.replace('\n', "\\n");
    let text = format!("[Gold \"ann\"]\n[Position \"{escaped}\"]\n\n7g Dd3n\n7s ee5s\n");
    for r in [ok(&text), load(&text).record] {
        let root = r.tree.root().position.arimaa().copied().unwrap();
        assert_eq!(root.side, Color::Gold);
        let b = root.board;
        let on = |s: &str| b.piece_at(sq(s)).map(|p| p.char());
        assert_eq!(
            [on("a8"), on("e5"), on("c3"), on("d3"), on("a2"), on("c6")],
            [Some('r'), Some('e'), Some('C'), Some('D'), Some('R'), None]
        );
        assert_eq!(b.occupied().count(), 5);
        assert_eq!(main_moves_from_root(&r), ["7g Dd3n Cc3x", "7s ee5s"]);
        assert_eq!(fields(&r), [("Gold", "ann")]);
    }
    assert_eq!(load(&text).format, Format::Pgn);
    // arimaa.com's multi-line tag form holds the same value.
    let colon = format!("Gold: ann\nPosition: -=+=-\n{long}-=+=-\n\n7g Dd3n !\n7s ee5s\n");
    let loaded = load(&colon);
    assert_eq!(loaded.format, Format::Pgn);
    assert!(loaded.errors.is_empty(), "{:?}", loaded.errors);
    assert_eq!(
        main_moves_from_root(&loaded.record),
        ["7g Dd3n Cc3x", "7s ee5s"]
    );
    // A diagram alone is still shown as one.
    assert_eq!(load(&long).format, Format::Diagram);
}

/// The main line's moves from the root (a set position has no setups).
fn main_moves_from_root(r: &Record) -> Vec<String> {
    r.tree
        .main_line()
        .skip(1)
        .map(|id| mv(&r.tree, id))
        .collect()
}
