//! What each fuzz target checks, one function per target, taking the raw
//! input bytes and panicking when an invariant breaks.
//!
//! The fuzz crate calls these from `fuzz_targets/`, and the library's
//! `tests/all/fuzz_regressions.rs` includes this file by path to replay every
//! committed seed and crash input through the same checks in plain
//! `cargo test` (so the checks run in CI without a nightly toolchain).
//! Only the library's public API and `std` are used here.

use arimaa::clock::{self, Clock, TimeControl};
use arimaa::fan;
use arimaa::morabaraba;
use arimaa::notation::archive::{looks_like_archive, read_archive};
use arimaa::notation::arimaa_com::{parse_move_body, split_games, NotationError};
use arimaa::notation::diagram::{
    parse_diagram, parse_diagrams, parse_short, write_diagram, write_short,
};
use arimaa::notation::writer::write_game;
use arimaa::pgn;
use arimaa::verdict::{self, Played};
use arimaa::{
    Bitboard, Board, Color, Direction, MoveGen, Piece, Position, Role, RuleSet, Square, Step,
    TurnBuilder,
};

/// The texts a byte input stands for: the UTF-8 text if it is valid, else the
/// lossy conversion (so inputs that are not UTF-8 still reach the parsers).
fn text_of(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

/// An error position must point into the text (one past the last line or
/// column is allowed: "expected more, found the end").
fn assert_inside(text: &str, line: usize, column: usize, what: &dyn std::fmt::Debug) {
    let lines = text.lines().count().max(1);
    assert!(
        line >= 1 && line <= lines + 1,
        "error line {line} outside 1..={} for {what:?}",
        lines + 1
    );
    let width = text.lines().nth(line - 1).map_or(0, |l| l.chars().count());
    assert!(
        column >= 1 && column <= width + 1,
        "error column {column} outside 1..={} on line {line} for {what:?}",
        width + 1
    );
}

fn notation_error_inside(text: &str, e: &NotationError) {
    assert_inside(text, e.at.line, e.at.column, e);
}

/// arimaa.com move text: the words read with their positions; the record,
/// read by the one reader, written back in arimaa.com notation, reads again
/// to the same main line (moves, positions, how it ends), and written once
/// more, to the same text.
pub fn arimaa_com_moves(data: &[u8]) {
    let text = text_of(data);
    match parse_move_body(&text) {
        Ok(_) => {}
        Err(e) => notation_error_inside(&text, &e),
    }
    let _ = split_games(&text);
    for rules in [RuleSet::Current, RuleSet::Pre2008] {
        let options = fan::ReadOptions::rules(rules);
        let parsed = fan::read_with(&text, options);
        for (_, e) in &parsed.errors {
            assert_inside(&text, e.line, e.column, e);
        }
        let written = write_game(&parsed.record, rules);
        if !parsed.errors.is_empty() {
            let _ = fan::read_with(&written, options);
            continue;
        }
        let again = fan::read_strict_with(&written, options).unwrap_or_else(|e| {
            panic!(
                "written record does not re-read: {}\n{written}",
                e.located()
            )
        });
        let main = |r: &arimaa::record::Record| -> Vec<_> {
            r.tree
                .main_line()
                .map(|id| (r.tree.node(id).mv.clone(), r.tree.node(id).position))
                .collect()
        };
        assert_eq!(main(&again), main(&parsed.record), "{written}");
        assert_eq!(again.header, parsed.record.header, "{written}");
        assert_eq!(write_game(&again, rules), written);
        if let (Some(a), Some(b)) = (Played::of(&parsed.record, rules), Played::of(&again, rules)) {
            assert_eq!(a.ending, b.ending, "{written}");
            assert_eq!(a.game.position(), b.game.position(), "{written}");
        }
    }
}

/// Diagrams and the short form: parse, write, re-parse to the same board.
pub fn diagram(data: &[u8]) {
    let text = text_of(data);
    match parse_diagrams(&text) {
        Ok(diagrams) => {
            for d in &diagrams {
                check_board(&d.board);
                let written = write_diagram(&d.board, None);
                let again = parse_diagram(&written)
                    .unwrap_or_else(|e| panic!("written diagram does not parse: {e}\n{written}"));
                assert_eq!(again.board, d.board, "{written}");
                for side in Color::ALL {
                    if let Ok(turn) = d.turn(side) {
                        assert_eq!(*turn.board(), d.board);
                    }
                    if let Ok(start) = d.start(side) {
                        check_board(&start.board);
                    }
                }
            }
        }
        Err(e) => notation_error_inside(&text, &e),
    }
    if let Err(e) = parse_diagram(&text) {
        notation_error_inside(&text, &e);
    }
    if let Ok(board) = parse_short(&text) {
        check_board(&board);
        let written = write_short(&board);
        let again = parse_short(&written)
            .unwrap_or_else(|e| panic!("written short form does not parse: {e}\n{written}"));
        assert_eq!(again, board, "{written}");
    }
}

/// The arimaa.com archive header, for inputs that are a bare row.
pub const ARCHIVE_HEADER: &str = "id\twplayerid\tbplayerid\twusername\tbusername\twtitle\tbtitle\twcountry\tbcountry\twrating\tbrating\twratingk\tbratingk\twtype\tbtype\tevent\tsite\ttimecontrol\tpostal\tstartts\tendts\tresult\ttermination\tplycount\tmode\trated\tcorrupt\tmovelist\tevents";

/// Archive rows: read them, judge each game (rules and clocks), load each
/// into the viewer's record.
pub fn archive_line(data: &[u8]) {
    let mut text = text_of(data);
    if !looks_like_archive(&text) {
        text = format!("{ARCHIVE_HEADER}\n{text}");
    }
    let (games, errors) = read_archive(&text);
    let lines = text.lines().count().max(1);
    for e in &errors {
        assert!(
            e.line >= 1 && e.line <= lines,
            "{e:?} outside {lines} lines"
        );
    }
    for g in &games {
        let _ = verdict::check_archive_game(g);
        let _ = clock::check_archive_game(g);
        let _ = clock::parse_server_log(g.events());
        let _ = arimaa::viewer::archive_record(g);
    }
}

/// FAN: the lenient reader never fails; a strict read writes back and reads
/// again to an equal record; any record writes back to something readable.
pub fn fan(data: &[u8]) {
    let text = text_of(data);
    let lenient = fan::read(&text);
    for (node, e) in &lenient.errors {
        assert_inside(&text, e.line, e.column, e);
        assert!(
            node.index() < lenient.record.tree.len(),
            "error on no node: {e}"
        );
    }
    let written = fan::write(&lenient.record);
    let _ = fan::read(&written);
    match fan::read_strict(&text) {
        Ok(first) => {
            assert!(lenient.errors.is_empty());
            assert_eq!(first, lenient.record, "strict and lenient disagree");
            let again = fan::read_strict(&written).unwrap_or_else(|e| {
                panic!("written FAN does not re-read: {}\n{written}", e.located())
            });
            assert_eq!(again, first, "write → read changed the record\n{written}");
        }
        Err(e) => assert_eq!(Some(&e), lenient.first_error()),
    }
}

/// Howdah records: every game of a collection read leniently, each error
/// inside the text and on a node of its game, every node's error listed,
/// the limits kept; the strict reader agrees with the lenient one; each
/// game written as FAN reads again.
pub fn pgn(data: &[u8]) {
    let text = text_of(data);
    let games = pgn::read_all(&text);
    assert!(games.len() <= arimaa::limits::MAX_GAMES_PER_FILE + 1);
    for g in &games {
        let tree = &g.record.tree;
        assert!(
            tree.len() <= arimaa::limits::MAX_NODES + 1,
            "{} nodes",
            tree.len()
        );
        for (node, e) in &g.errors {
            assert_inside(&text, e.line, e.column, e);
            assert!(node.index() < tree.len(), "error on no node: {e}");
        }
        for id in tree.walk() {
            if let Some(e) = &tree.node(id).error {
                assert!(
                    g.errors.iter().any(|(n, x)| *n == id && x == e),
                    "node error not listed: {e}"
                );
            }
        }
        let _ = fan::read(&fan::write(&g.record));
    }
    match pgn::read_strict(&text) {
        Ok(record) => {
            assert!(games.len() <= 1, "strict read {} games", games.len());
            if let Some(g) = games.first() {
                assert!(g.errors.is_empty());
                assert_eq!(record, g.record, "strict and lenient disagree");
            }
        }
        Err(e) if games.len() == 1 => assert_eq!(Some(&e), games[0].first_error()),
        Err(_) => {}
    }
}

fn u32_at(bytes: &[u8], i: usize) -> Option<u32> {
    let b = bytes.get(i * 4..i * 4 + 4)?;
    Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

/// Time controls: the first line is parsed and written back; the bytes after
/// it are the seconds each move used, replayed through the clock (on the
/// parsed control, else on one built from the first bytes).
pub fn time_control(data: &[u8]) {
    let split = data.iter().position(|&b| b == b'\n').unwrap_or(data.len());
    let (head, tail) = (&data[..split], data.get(split + 1..).unwrap_or(&[]));
    let text = text_of(head);
    let control = match text.parse::<TimeControl>() {
        Ok(tc) => {
            let written = tc.to_string();
            let again: TimeControl = written
                .parse()
                .unwrap_or_else(|e| panic!("`{written}` (from `{text}`) does not parse: {e}"));
            assert_eq!(again, tc, "`{text}` → `{written}`");
            tc
        }
        Err(e) => {
            let _ = e.to_string();
            let _ = e.field();
            let mut tc =
                TimeControl::new(u32_at(tail, 0).unwrap_or(30), u32_at(tail, 1).unwrap_or(60));
            tc.percent = tail.get(8).copied().unwrap_or(100);
            tc.reserve_limit = u32_at(tail, 3).unwrap_or(0);
            tc.max_move_time = u32_at(tail, 4).unwrap_or(0);
            tc
        }
    };
    if let Ok(Some(secs)) = clock::fan::parse_time_marking(&text) {
        let written = clock::fan::write_time_marking(secs);
        assert_eq!(
            clock::fan::parse_time_marking(&written),
            Ok(Some(secs)),
            "`{text}` → `{written}`"
        );
    }
    let used: Vec<u32> = (0..tail.len() / 4)
        .filter_map(|i| u32_at(tail, i))
        .take(256)
        .collect();
    let mut clock = Clock::new(control);
    let mut game_time = 0u64;
    for &secs in &used {
        let _ = clock.time_left();
        let _ = clock.move_time();
        match clock.play(secs) {
            Ok(mv) => {
                assert!(mv.game_time >= game_time, "game time went back");
                game_time = mv.game_time;
                if !mv.completed {
                    assert!(clock.end().is_some(), "an incomplete move ends the game");
                }
            }
            Err(end) => {
                assert_eq!(clock.end(), Some(end));
                break;
            }
        }
        if let Some(first) = used.first() {
            let _ = clock::credit(&control, *first, secs);
        }
    }
    let _ = clock::replay(control, used.iter().copied());
}

/// FIMS (Morabaraba): moves, points, setups and positions parse, write and
/// re-parse equal; every legal move of a parsed position plays to a position
/// that writes and re-parses equal.
pub fn fims(data: &[u8]) {
    let text = text_of(data);
    let width = text.chars().count();
    let column_ok = |c: usize| assert!(c >= 1 && c <= width + 1, "column {c} for `{text}`");
    match morabaraba::parse_move(&text) {
        Ok(mv) => assert_eq!(morabaraba::parse_move(&mv.to_string()), Ok(mv), "`{text}`"),
        Err(e) => column_ok(e.column),
    }
    match morabaraba::parse_point(&text) {
        Ok(p) => assert_eq!(morabaraba::parse_point(&p.to_string()), Ok(p), "`{text}`"),
        Err(e) => column_ok(e.column),
    }
    match morabaraba::parse_setup(&text) {
        Ok(s) => {
            let written = s.to_string();
            assert_eq!(
                morabaraba::parse_setup(&written),
                Ok(s),
                "`{text}` → `{written}`"
            );
            let _ = s.inconsistencies();
        }
        Err(e) => column_ok(e.column),
    }
    let Ok(pos) = text.parse::<morabaraba::Position>() else {
        return;
    };
    assert_eq!(pos.to_string().parse(), Ok(pos), "`{text}`");
    let _ = pos.outcome();
    let moves = pos.legal_moves();
    assert_eq!(moves.len() as u64, pos.count_legal_moves());
    for mv in moves {
        let next = pos
            .play(mv)
            .unwrap_or_else(|e| panic!("legal move {mv} refused in `{text}`: {e}"));
        let written = next.to_string();
        assert_eq!(written.parse(), Ok(next), "`{text}` + {mv} → `{written}`");
    }
}

/// Pieces of one colour, per role.
fn counts(board: &Board) -> [[u32; 6]; 2] {
    let mut out = [[0; 6]; 2];
    for c in Color::ALL {
        for r in Role::ALL {
            out[c.index()][r.index()] = board.count(Piece::new(c, r));
        }
    }
    out
}

/// The bitboards agree with each other and the hash with the placement.
pub fn check_board(board: &Board) {
    let gold = board.color(Color::Gold);
    let silver = board.color(Color::Silver);
    assert!((gold & silver).is_empty(), "a square in both colours");
    let mut roles = Bitboard::EMPTY;
    for r in Role::ALL {
        let b = board.role(r);
        assert!((roles & b).is_empty(), "a square in two roles");
        roles |= b;
    }
    assert_eq!(
        roles,
        gold | silver,
        "roles and colours cover different squares"
    );
    assert_eq!(board.occupied(), gold | silver);
    let mut fresh = Board::empty();
    for sq in Square::all() {
        if let Some(p) = board.piece_at(sq) {
            fresh.put(sq, p);
        }
    }
    assert_eq!(fresh, *board, "hash differs from one computed from scratch");
}

/// No piece stands on a trap without a friendly neighbour.
fn no_unsupported_trap_piece(board: &Board) {
    for c in Color::ALL {
        let own = board.color(c);
        let lost = own & Bitboard::TRAPS & !own.neighbors();
        assert!(lost.is_empty(), "unsupported {c:?} piece on a trap");
    }
}

/// The usual opening placement, both sides full.
const STANDARD: &str = "rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR";

/// Builds a start position from the first bytes; returns it and the rest.
fn start_position(data: &[u8]) -> (Position, &[u8]) {
    let Some((&choice, rest)) = data.split_first() else {
        return (
            Position::new(Position::board_from_short(STANDARD).unwrap(), Color::Gold),
            &[],
        );
    };
    let side = if choice & 1 == 0 {
        Color::Gold
    } else {
        Color::Silver
    };
    if choice & 2 == 0 {
        let board = Position::board_from_short(STANDARD).expect("valid");
        return (Position::new(board, side), rest);
    }
    // Up to 32 placements, two bytes each: square, piece.
    let n = usize::from(choice >> 2).min(32).min(rest.len() / 2);
    let mut board = Board::empty();
    for pair in rest[..2 * n].chunks(2) {
        let sq = Square::new(pair[0] & 63).expect("in range");
        let role = Role::ALL[usize::from(pair[1]) % 6];
        let color = Color::ALL[usize::from(pair[1] / 6) % 2];
        if board.piece_at(sq).is_none() {
            board.put(sq, Piece::new(color, role));
        }
    }
    // A reachable position never shows an unsupported piece on a trap.
    while board.resolve_captures().is_some() {}
    (Position::new(board, side), &rest[2 * n..])
}

/// Random steps through [`TurnBuilder`]: each byte pair is a square and a
/// direction plus an action (step, named step, undo, finish the turn).
pub fn turn_builder(data: &[u8]) {
    let (start, ops) = start_position(data);
    check_board(&start.board);
    let mut turn = TurnBuilder::new(start);
    let mut movegen_runs = 0;
    for pair in ops.chunks(2).take(256) {
        let (a, b) = (pair[0], pair.get(1).copied().unwrap_or(0));
        let sq = Square::new(a & 63).expect("in range");
        let dir = Direction::ALL[usize::from(b & 3)];
        let before = *turn.board();
        let len = turn.len();
        match b >> 4 {
            15 => {
                let undone = turn.undo();
                assert_eq!(undone.is_some(), len > 0);
                if len > 0 {
                    assert_eq!(turn.len(), len - 1);
                }
                check_board(turn.board());
                continue;
            }
            14 => {
                if let Ok(next) = turn.finish() {
                    assert_ne!(next.board, start.board);
                    check_board(&next.board);
                    // Move generation is slow next to a step: once per input.
                    // Move generation takes milliseconds on a full board, a
                    // hundred times a step sequence: only on inputs that end in
                    // 0xff, once.
                    if movegen_runs < 1 && data.last() == Some(&0xff) {
                        movegen_runs += 1;
                        let mut gen = MoveGen::new();
                        for board in gen.unique_moves(&next) {
                            check_board(board);
                        }
                        let _ = arimaa::has_move(&next, |_| true);
                    }
                    turn = TurnBuilder::new(next);
                }
                continue;
            }
            _ => {}
        }
        let result = if b >> 4 == 13 {
            // A step naming some piece, perhaps not the one standing there.
            let piece = Piece::new(
                Color::ALL[usize::from(a >> 7)],
                Role::ALL[usize::from(b >> 2 & 3)],
            );
            let step = Step::new(piece, sq, dir);
            let checked = turn.check(step);
            let r = turn.step(step);
            assert_eq!(checked.is_ok(), r.is_ok());
            r
        } else {
            turn.step_from(sq, dir)
        };
        let after = *turn.board();
        check_board(&after);
        no_unsupported_trap_piece(&after);
        let Ok(taken) = result else {
            assert_eq!(after, before, "a refused step changed the board");
            assert_eq!(turn.len(), len);
            continue;
        };
        assert_eq!(turn.len(), len + 1);
        let (was, now) = (counts(&before), counts(&after));
        let mut expected = was;
        if let Some(c) = taken.capture {
            assert!(c.square.is_trap(), "capture off a trap");
            assert_eq!(after.piece_at(c.square), None);
            expected[c.piece.color.index()][c.piece.role.index()] -= 1;
        }
        assert_eq!(
            now, expected,
            "piece counts changed other than by the capture"
        );
        let to = taken
            .step
            .to()
            .expect("an accepted step stays on the board");
        assert_eq!(before.piece_at(taken.step.from), Some(taken.step.piece));
        assert_eq!(after.piece_at(taken.step.from), None);
        if taken.capture.map(|c| c.square) != Some(to) {
            assert_eq!(after.piece_at(to), Some(taken.step.piece));
        }
        let mut undone = turn.clone();
        assert_eq!(undone.undo(), Some(taken));
        assert_eq!(*undone.board(), before, "undo did not restore the board");
    }
}

/// The viewer on any text: walk the cursor everywhere, build every state and scene.
pub fn viewer_load(data: &[u8]) {
    let text = text_of(data);
    let mut v = arimaa::viewer::Viewer::new(&text);
    let _ = v.state();
    let _ = v.scene(400.0, Color::Gold, true, 1.0);
    v.first();
    let mut steps = 0;
    while steps < 1000 {
        let _ = v.state();
        // Scenes cost far more than states: every 16th step only.
        if steps % 16 == 0 {
            let _ = v.scene(300.0, Color::Silver, false, 0.5);
        }
        let _ = v.path();
        let alternatives = v.state().variations.len();
        if alternatives > 1 && steps % 2 == 1 {
            v.choose(alternatives - 1);
        } else if !v.next_step() {
            break;
        }
        steps += 1;
    }
    while v.prev_move() {}
    v.last();
    let _ = v.state();
    let path = v.path();
    v.go_to(&path)
        .expect("a path the viewer gave goes back to the same place");
    assert_eq!(v.path(), path);
    let _ = v.go_to_text(&text);
}
