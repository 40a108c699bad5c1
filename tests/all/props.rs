//! Properties: write → read gives back what was written, for every format
//! (arimaa.com notation, diagrams and short boards, archive rows, FAN headers
//! and annotations, time controls, FIMS moves and positions, node paths), and
//! move generation agrees with playing each turn step by step through
//! `TurnBuilder`. FAN trees with variations are in `tests/all/fan_props.rs`.

use crate::common;
use common::{Lcg, SETUP};

use arimaa::clock::{GameLimit, TimeControl};
use arimaa::fan;
use arimaa::morabaraba;
use arimaa::notation::archive::read_archive;
use arimaa::notation::arimaa_com::{parse_move_body, ItemKind};
use arimaa::notation::diagram::{parse_diagram, parse_short, write_diagram, write_short};
use arimaa::notation::writer::write_game;
use arimaa::record::{Move, MoveKind, NodeId, Path, Tree};
use arimaa::viewer::Viewer;
use arimaa::{
    Board, Color, Direction, MoveGen, Piece, Position, Role, Square, Step, TurnBuilder, TurnLabel,
};
use proptest::prelude::*;
use std::collections::HashSet;

fn color() -> impl Strategy<Value = Color> {
    prop_oneof![Just(Color::Gold), Just(Color::Silver)]
}
fn piece() -> impl Strategy<Value = Piece> {
    (color(), 0..Role::ALL.len()).prop_map(|(c, r)| Piece::new(c, Role::ALL[r]))
}
fn square() -> impl Strategy<Value = Square> {
    (0u8..8, 0u8..8).prop_map(|(f, r)| Square::from_coords(f, r).unwrap())
}
fn label() -> impl Strategy<Value = TurnLabel> {
    (1u32..=999_999_999, color()).prop_map(|(n, c)| TurnLabel::new(n, c))
}

/// Any board: up to 20 pieces anywhere (traps included: the notations don't judge).
fn board() -> impl Strategy<Value = Board> {
    prop::collection::vec((square(), piece()), 0..20).prop_map(|pieces| {
        let mut b = Board::empty();
        for (sq, p) in pieces {
            if b.piece_at(sq).is_none() {
                b.put(sq, p);
            }
        }
        b
    })
}

// ---- arimaa.com game notation ----------------------------------------------

fn item() -> impl Strategy<Value = ItemKind> {
    prop_oneof![
        (piece(), square()).prop_map(|(p, s)| ItemKind::Place(p, s)),
        (piece(), square(), 0..4usize).prop_map(|(p, s, d)| ItemKind::Step(Step::new(
            p,
            s,
            Direction::ALL[d]
        ))),
        (piece(), square()).prop_map(|(p, s)| ItemKind::Capture(p, s)),
    ]
}

/// The text of a move-body token.
fn item_text(kind: &ItemKind) -> String {
    match kind {
        ItemKind::Place(p, sq) => format!("{p}{sq}"),
        ItemKind::Step(s) => s.to_string(),
        ItemKind::Capture(p, sq) => format!("{p}{sq}x"),
    }
}

/// Tag names as the notation allows them; values with any characters, one
/// line or several (no line of which starts with the `-=+=-` marker, and no
/// line that could read as the blank line ending a header).
fn tag() -> impl Strategy<Value = (String, String)> {
    let name = "[A-Za-z][A-Za-z0-9_ -]{0,12}[A-Za-z0-9_-]"
        .prop_filter("the reader's own fields", |n| {
            !n.eq_ignore_ascii_case("version") && !n.eq_ignore_ascii_case("variant")
        })
        // A line whose first word reads as a move (`ca1 A: …`) is a move, not a tag.
        .prop_filter("a name that reads as a tag", |n| {
            fan::read(&format!("{n}: x\n"))
                .record
                .header
                .get(n)
                .is_some()
        });
    let one_line =
        "[^\r\n\u{b}\u{c}\u{85}\u{2028}\u{2029}]{0,30}".prop_map(|s| s.trim().to_owned());
    let several = prop::collection::vec("[^\r\n\u{85}\u{2028}\u{2029}]{1,20}", 2..4)
        .prop_map(|lines| lines.join("\n"));
    let value = prop_oneof![3 => one_line, 1 => several].prop_filter("the marker", |v| {
        !v.starts_with("-=+=-") && !v.lines().any(|l| l.trim_start().starts_with("-=+=-"))
    });
    (name, value)
}

// ---- archive rows: a test-side writer (the library only reads them) ---------

const ARCHIVE_COLUMNS: [&str; 8] = [
    "id",
    "wusername",
    "busername",
    "event",
    "timecontrol",
    "result",
    "movelist",
    "events",
];

fn write_archive(rows: &[Vec<String>]) -> String {
    let mut out = ARCHIVE_COLUMNS.join("\t");
    for row in rows {
        out.push('\n');
        out.push_str(&row.join("\t"));
    }
    out.push('\n');
    out
}

fn archive_cell() -> impl Strategy<Value = String> {
    "[^\t\r\n]{0,16}"
}

fn archive_row() -> impl Strategy<Value = Vec<String>> {
    let lines = prop::collection::vec("[^\t\r\n\\\\]{0,12}", 0..5).prop_map(|l| l.join("\\n"));
    (
        "[0-9]{1,8}",
        archive_cell(),
        archive_cell(),
        archive_cell(),
        archive_cell(),
        archive_cell(),
        lines.clone(),
        lines,
    )
        .prop_map(|(a, b, c, d, e, f, g, h)| vec![a, b, c, d, e, f, g, h])
}

// ---- FAN header values and annotations --------------------------------------

/// Values of any characters on one line (the reader trims them).
fn header_value() -> impl Strategy<Value = String> {
    "[^\r\n\u{b}\u{c}\u{85}\u{2028}\u{2029}]{0,30}"
        .prop_map(|s| s.trim().to_owned())
        .prop_filter("the marker", |v| !v.starts_with("-=+=-"))
}

/// Comments: anything but `"` (FAN has no escape for it), braces and
/// brackets, quotes of other kinds, markup and any script.
fn comment() -> impl Strategy<Value = String> {
    prop_oneof![
        "[^\"]{1,24}",
        Just("{ [ ] } ' ` « » “ ” @ \\ </script>".to_string()),
        Just("<img src=x onerror=alert(1)>".to_string()),
        Just("حجر 石 🐘 e\u{301}".to_string()),
    ]
}

/// A marking: a square label, or any other word kept verbatim.
fn marking() -> impl Strategy<Value = String> {
    prop_oneof![
        "x[a-h][1-8]=[A-Za-z0-9]",
        "t=[0-9]{1,6}",
        "[a-z:=0-9<>/'.{}]{1,10}"
    ]
}

/// Three turns after the setups, written one word at a time.
const STEPS: [&str; 10] = [
    "2g", "Ee2n", "Ee3n", "Md2n", "2s", "ee7s", "ee6s", "3g", "Hb2n", "Hb3n",
];

// ---- node paths ---------------------------------------------------------------

fn pass(label: TurnLabel) -> Move {
    Move::new(label, MoveKind::Pass)
}

/// A tree of up to `n` moves: each new move follows a random earlier node
/// (so nodes get alternatives, and alternatives nest).
fn random_tree(seed: u64, n: usize) -> Tree {
    let pos = Position::new(Board::empty(), Color::Gold);
    let mut tree = Tree::new(pos);
    let mut ids = vec![NodeId::ROOT];
    let mut rng = Lcg(seed);
    for _ in 0..n {
        let parent = ids[rng.next(ids.len())];
        let label = match &tree.node(parent).mv {
            Some(m) if m.label.color == Color::Gold => {
                TurnLabel::new(m.label.number, Color::Silver)
            }
            Some(m) => TurnLabel::new(m.label.number + 1, Color::Gold),
            None => TurnLabel::new(1, Color::Gold),
        };
        ids.push(tree.add_child(parent, pass(label), pos));
    }
    tree
}

// ---- move generation against TurnBuilder -----------------------------------

/// A random position: `n` pieces of each side on random squares, none of
/// them on an unguarded trap, and no rabbit on its goal rank (positions a
/// game can reach, as far as one turn is concerned).
fn sparse_position(rng: &mut Lcg, n: usize) -> Position {
    let mut board = Board::empty();
    for color in Color::ALL {
        let mut placed = 0;
        while placed < n {
            let sq = Square::from_coords(rng.next(8) as u8, rng.next(8) as u8).unwrap();
            let role = Role::ALL[rng.next(Role::ALL.len())];
            let goal = match color {
                Color::Gold => 7,
                Color::Silver => 0,
            };
            if board.piece_at(sq).is_some() || (role == Role::Rabbit && sq.rank() == goal) {
                continue;
            }
            board.put(sq, Piece::new(color, role));
            placed += 1;
        }
    }
    // Remove pieces left alone on traps (the rules would have taken them).
    for sq in Square::all().filter(|s| s.is_trap()) {
        if let Some(p) = board.piece_at(sq) {
            let guarded = Direction::ALL
                .iter()
                .filter_map(|&d| sq.step(d))
                .any(|n| board.piece_at(n).is_some_and(|q| q.color == p.color));
            if !guarded {
                board.remove(sq);
            }
        }
    }
    Position::new(
        board,
        if rng.next(2) == 0 {
            Color::Gold
        } else {
            Color::Silver
        },
    )
}

/// Every board a turn can reach, found by trying every step of every piece
/// through `TurnBuilder`, up to four steps (states deduplicated by board and
/// by what the builder remembers: a pending push, the last step for a pull).
fn boards_by_turn_builder(pos: &Position) -> HashSet<Board> {
    let mut out = HashSet::new();
    let mut seen = HashSet::new();
    let mut layer = vec![TurnBuilder::new(*pos)];
    for _ in 0..arimaa::MAX_STEPS {
        let mut next = Vec::new();
        for turn in &layer {
            for sq in turn.board().occupied() {
                for dir in Direction::ALL {
                    let mut t = turn.clone();
                    if t.step_from(sq, dir).is_err() {
                        continue;
                    }
                    if let Ok(after) = t.finish() {
                        out.insert(after.board);
                    }
                    let last = t
                        .steps()
                        .last()
                        .map(|s| (s.step, s.capture.map(|c| c.square)));
                    if seen.insert((*t.board(), t.len(), t.push_pending(), last)) {
                        next.push(t);
                    }
                }
            }
        }
        layer = next;
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn move_bodies_round_trip(kinds in prop::collection::vec(item(), 1..8)) {
        let text: Vec<String> = kinds.iter().map(item_text).collect();
        let read = parse_move_body(&text.join(" "));
        prop_assert!(read.is_ok(), "{:?}\n{}", read.err(), text.join(" "));
        let read: Vec<ItemKind> = read.unwrap().into_iter().map(|i| i.kind).collect();
        prop_assert_eq!(read, kinds);
    }

    /// A game with tags, written in arimaa.com notation from the tree and
    /// read back by the one reader, is the same record.
    #[test]
    fn arimaa_com_games_round_trip(
        tags in prop::collection::vec(tag(), 0..4),
        seed in any::<u64>(),
        turns in 0..16usize,
    ) {
        let mut text = String::new();
        let mut names = HashSet::new();
        for (name, value) in &tags {
            if names.insert(name.to_ascii_lowercase()) {
                if value.contains('\n') {
                    text.push_str(&format!("{name}: -=+=-\n{value}\n-=+=-\n"));
                } else {
                    text.push_str(&format!("{name}: {value}\n"));
                }
            }
        }
        text.push('\n');
        text.push_str(SETUP);
        let mut game = common::after_setup();
        let mut rng = Lcg(seed);
        for _ in 0..turns {
            let label = game.label();
            let word = common::random_move(&mut game, &mut rng, "");
            text.push_str(&format!("{label} {word}\n"));
        }
        let first = fan::read_strict(&text);
        prop_assert!(first.is_ok(), "{:?}\n{}", first.err(), text);
        let first = first.unwrap();
        let written = write_game(&first, arimaa::RuleSet::Current);
        let second = fan::read_strict(&written);
        prop_assert!(second.is_ok(), "{:?}\n{}", second.err(), written);
        prop_assert_eq!(second.unwrap(), first, "\n{}\n---\n{}", text, written);
    }

    #[test]
    fn diagrams_and_short_boards_round_trip(b in board(), l in label(), form in 0..3usize) {
        let header = match form {
            0 => None,
            1 => Some(l.to_string()),
            _ => Some(l.color.char().to_string()),
        };
        let text = write_diagram(&b, header.as_deref());
        let d = parse_diagram(&text);
        prop_assert!(d.is_ok(), "{:?}\n{}", d.err(), text);
        let d = d.unwrap();
        prop_assert_eq!(d.board, b);
        match form {
            0 => prop_assert_eq!((d.label, d.side), (None, None)),
            1 => prop_assert_eq!(d.label, Some(l)),
            _ => prop_assert_eq!(d.side_or(!l.color), l.color),
        }
        prop_assert_eq!(parse_short(&write_short(&b)).unwrap(), b);
    }

    #[test]
    fn archive_rows_round_trip(rows in prop::collection::vec(archive_row(), 1..4)) {
        let text = write_archive(&rows);
        let (games, errors) = read_archive(&text);
        prop_assert!(errors.is_empty(), "{:?}", errors);
        prop_assert_eq!(games.len(), rows.len());
        for (g, row) in games.iter().zip(&rows) {
            for (col, value) in ARCHIVE_COLUMNS.iter().zip(row) {
                prop_assert_eq!(g.get(col), Some(value.as_str()));
            }
            let lines: Vec<&str> = if row[6].is_empty() { Vec::new() } else { row[6].split("\\n").collect() };
            prop_assert_eq!(g.movelist(), lines);
        }
        // A lone row, as the viewer gets it: the names become header fields as they are.
        let v = Viewer::new(&write_archive(&rows[..1]));
        let header = &v.record().header;
        prop_assert_eq!(header.get("Gold").unwrap_or(""), rows[0][1].trim());
        prop_assert_eq!(header.get("Silver").unwrap_or(""), rows[0][2].trim());
    }

    #[test]
    fn fan_header_values_and_step_annotations_round_trip(
        values in prop::collection::vec(header_value(), 1..4),
        notes in prop::collection::vec((0..4usize, comment(), marking()), STEPS.len()),
    ) {
        let mut src = String::from("FAN31415926\n");
        for (i, v) in values.iter().enumerate() {
            src.push_str(&format!("Field{i}: {v}\n"));
        }
        src.push('\n');
        src.push_str(SETUP);
        for (word, (kind, c, m)) in STEPS.iter().zip(&notes) {
            if word.len() == 2 {
                src.push('\n');
            }
            src.push_str(word);
            // Nothing, a comment, a marking or both after each word.
            if kind & 1 == 1 { src.push_str(&format!(" \"{c}\"")); }
            if kind & 2 == 2 { src.push_str(&format!(" @{m}")); }
            src.push(' ');
        }
        let first = fan::read_strict(&src);
        prop_assert!(first.is_ok(), "{:?}\n{}", first.err(), src);
        let first = first.unwrap();
        prop_assert_eq!(first.tree.main_line().count(), 6);
        for (i, v) in values.iter().enumerate() {
            prop_assert_eq!(first.header.get(&format!("Field{i}")), Some(v.as_str()));
        }
        let text = fan::write(&first);
        let second = fan::read_strict(&text).unwrap();
        prop_assert_eq!(&first, &second, "\n{}\n---\n{}", src, text);
    }

    #[test]
    fn time_controls_round_trip(
        m in any::<u32>(), r in any::<u32>(), p in 0u8..=100, l in any::<u32>(),
        g in prop_oneof![Just(GameLimit::None), any::<u32>().prop_map(GameLimit::Time), (1u32..).prop_map(GameLimit::Turns)],
        t in any::<u32>(),
    ) {
        let tc = TimeControl { move_time: m, reserve: r, percent: p, reserve_limit: l, game_limit: g, max_move_time: t };
        let text = tc.to_string();
        let back = text.parse::<TimeControl>();
        prop_assert!(back.is_ok(), "{}: {:?}", text, back.err());
        let back = back.unwrap();
        // `G` of zero time is no limit, whichever way it was written.
        let want = match g { GameLimit::Time(0) => TimeControl { game_limit: GameLimit::None, ..tc }, _ => tc };
        prop_assert_eq!(back, want);
    }

    #[test]
    fn any_time_control_that_reads_writes_back_canonically(text in "[0-9:/tdhms]{1,24}") {
        if let Ok(tc) = text.parse::<TimeControl>() {
            let canonical = tc.to_string();
            prop_assert_eq!(canonical.parse::<TimeControl>().unwrap(), tc);
        }
    }

    #[test]
    fn fims_moves_and_positions_of_random_games_round_trip(seed in any::<u64>(), plies in 0usize..80) {
        let mut rng = Lcg(seed);
        let mut pos = morabaraba::Position::new();
        for _ in 0..plies {
            let text = pos.to_string();
            let back = text.parse::<morabaraba::Position>();
            prop_assert!(back.is_ok(), "{}: {:?}", text, back.err());
            prop_assert_eq!(back.unwrap(), pos);
            let moves = pos.legal_moves();
            for mv in &moves {
                prop_assert_eq!(mv.to_string().parse::<morabaraba::Move>().ok(), Some(*mv));
            }
            if moves.is_empty() || pos.is_game_over() {
                break;
            }
            pos = pos.play(moves[rng.next(moves.len())]).unwrap();
        }
    }

    #[test]
    fn every_node_of_a_random_tree_round_trips_through_its_path(seed in any::<u64>(), n in 1usize..60) {
        let tree = random_tree(seed, n);
        for id in tree.walk() {
            let path = Path::of(&tree, id);
            let text = path.to_string();
            let reread = text.parse::<Path>();
            prop_assert_eq!(reread.as_ref(), Ok(&path), "{}", text);
            let back = path.resolve(&tree);
            prop_assert!(back.is_ok(), "{}: {:?}", text, back.err());
            prop_assert_eq!(back.unwrap().node, id, "{}", text);
            for k in (id != NodeId::ROOT).then_some(1..=3u8).into_iter().flatten() {
                let p = format!("{text}:{k}").parse::<Path>().unwrap().resolve(&tree).unwrap();
                prop_assert_eq!((p.node, p.step), (id, Some(k)));
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Move generation agrees with the step-by-step rules: the boards it
    /// gives are exactly those `TurnBuilder` reaches with a finished turn,
    /// with no duplicates.
    #[test]
    fn unique_moves_equal_every_turn_builder_turn(seed in any::<u64>(), n in 1usize..8) {
        let pos = sparse_position(&mut Lcg(seed), n);
        let mut gen = MoveGen::new();
        let moves = gen.unique_moves(&pos);
        let set: HashSet<Board> = moves.iter().copied().collect();
        prop_assert_eq!(set.len(), moves.len(), "duplicates in [{}]", pos.board.to_short());
        let by_steps = boards_by_turn_builder(&pos);
        prop_assert_eq!(set.len(), by_steps.len(), "{} [{}]", pos.side.char(), pos.board.to_short());
        prop_assert!(set == by_steps, "{} [{}]", pos.side.char(), pos.board.to_short());
    }
}

/// The same with every piece on the board: after a real setup, and along a
/// random game from it (a few turns apart, so pieces meet and traps fill).
#[test]
fn unique_moves_along_a_random_game_match_turn_builder() {
    let parsed = fan::read_strict(SETUP).unwrap();
    let end = parsed.tree.main_line().last().unwrap();
    let mut pos = *parsed.tree.node(end).position.arimaa().unwrap();
    let mut gen = MoveGen::new();
    let mut rng = Lcg(0x5eed);
    for turn in 0..13 {
        let moves: Vec<Board> = gen.unique_moves(&pos).to_vec();
        if turn % 12 == 0 {
            let set: HashSet<Board> = moves.iter().copied().collect();
            assert_eq!(set.len(), moves.len(), "duplicates");
            assert!(
                set == boards_by_turn_builder(&pos),
                "[{}]",
                pos.board.to_short()
            );
        }
        if moves.is_empty() {
            break;
        }
        pos = Position::new(moves[rng.next(moves.len())], !pos.side);
    }
}
