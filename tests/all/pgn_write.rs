//! The Howdah record writer (`pgn::write`): the examples of
//! docs/howdah-format-notes.md §2 byte for byte, each annotation's place,
//! hostile trees, and every real game of the test data well-formed.

use crate::common;

use arimaa::fan::{self, ReadOptions};
use arimaa::notation::archive::read_archive;
use arimaa::pgn::{self, WriteError};
use arimaa::record::{Move, MoveKind, NodeId, NodePosition, Record, Tree};
use arimaa::{Board, Color, Piece, Position, Role, RuleSet, Square, TurnLabel};

const G: &str = "1g Da1 Hb1 Cc1 Ed1 Me1 Cf1 Hg1 Dh1 Ra2 Rb2 Rc2 Rd2 Re2 Rf2 Rg2 Rh2";
const S: &str = "1s ra7 rb7 rc7 rd7 re7 rf7 rg7 rh7 da8 hb8 cc8 md8 ee8 cf8 hg8 dh8";

/// A FAN record that must read without a problem.
fn fan(text: &str) -> Record {
    let parsed = fan::read(text);
    assert!(parsed.errors.is_empty(), "{:?}\n{text}", parsed.errors);
    parsed.record
}

/// FAN text: `head` lines, a blank line, the setups, then `moves`.
fn fan_game(head: &str, moves: &str) -> String {
    format!("FAN31415926\n{head}\n\n{G}\n{S}\n{moves}")
}

fn written(record: &Record) -> String {
    pgn::write(record).expect("an Arimaa record")
}

#[test]
fn example_a_tournament_game() {
    let head = "Gold: bot_a\nSilver: bot_b\nTimeControl: 0:30/5/100/3\nTermination: t\nResult: 0-1";
    let record = fan(&fan_game(head, "2g Ra2n Ra3n\n2s ra7s ra6s\n"));
    let expected = format!(
        "[Gold \"bot_a\"]\n[Silver \"bot_b\"]\n[TimeControl \"0:30/5/100/3\"]\n\
         [PlyCount \"4\"]\n[ResultCode \"t\"]\n[Result \"0-1\"]\n\n\
         {G}\n{S}\n2g Ra2n Ra3n\n2s ra7s ra6s\n0-1\n"
    );
    assert_eq!(written(&record), expected);
}

#[test]
fn example_b_annotations() {
    let text = format!(
        "{}\n{S}\n2g @?! Ra2n Ra3n \"Slow.\"\n[2g \"Better:\" @! Rd2n Rd3n Rd4n]\n\
         2s @$14 ra7s ra6s \"a }} b\nnext line\"\n",
        G.replacen("1g", "1g \"Opening study\"", 1)
    );
    let record = fan(&text);
    let expected = format!(
        "{{Opening study}}\n{G}\n{S}\n2g Ra2n Ra3n ?! {{Slow.}}\n(\n{{Better:}}\n\
         2g Rd2n Rd3n Rd4n !\n)\n2s ra7s ra6s $14 {{a \\}} b\nnext line}}\n"
    );
    assert_eq!(written(&record), expected);
}

#[test]
fn example_c_takeback_resignation_and_analysis() {
    let head = "Event: casual\nGold: alice\nSilver: bob";
    // FAN puts no variation after an end word: the analysis is read first,
    // then the resignation made the main line, as the pgn reader builds it.
    let moves = "2g Ra2n Ra3n\n2s rh7s rh6s\n[2s ra7s]\n3g Ra4n\n\
                 3s \"Likely:\" rh5s\n[3s resigns]\n4g Ra5n\n";
    let mut record = fan(&fan_game(head, moves));
    let ra4n = record.tree.main_line().nth(5).unwrap();
    record.tree.node_mut(ra4n).children.swap(0, 1);
    // The FAN reader keeps the resignation as the main line and the analysis beside it.
    let end = record.tree.main_line().last().unwrap();
    assert_eq!(
        record.tree.node(end).mv.as_ref().unwrap().kind,
        MoveKind::Resign
    );
    let expected = format!(
        "[Event \"casual\"]\n[Gold \"alice\"]\n[Silver \"bob\"]\n[PlyCount \"5\"]\n\
         [ResultCode \"r\"]\n[Result \"1-0\"]\n\n{G}\n{S}\n2g Ra2n Ra3n\n2s rh7s rh6s\n\
         (\n2s ra7s\n)\n3g Ra4n\n(\n{{Likely:}}\n3s rh5s\n4g Ra5n\n)\n3s resigns\n1-0\n"
    );
    assert_eq!(written(&record), expected);
}

#[test]
fn game_comment_with_shapes_and_move_commands() {
    let text = format!(
        "{}\n{S}\n2g @t=12 @c=7200 Ra2n Ra3n @aa3a5=Y @hd4=R @xd4=A @xe5=B @foo \"Fine.\"\n\
         2s ra7s\n",
        G.replacen("1g", "1g \"Opening\" @ad2d4=G @ab1b2=R @hc3=G", 1)
    );
    let record = fan(&text);
    let expected = format!(
        "{{Opening [%cal Gd2d4,Rb1b2] [%csl Gc3]}}\n{G}\n{S}\n\
         2g Ra2n Ra3n {{Fine. [%emt 0:00:12] [%clk 2:00:00] [%cal Ya3a5] [%csl Rd4] \
         [%lbl d4=A e5=B] [%fan foo]}}\n2s ra7s\n"
    );
    assert_eq!(written(&record), expected);
}

#[test]
fn mid_line_annotations_join_the_previous_comment() {
    // `2s`'s comment and arrow are about the position after 2g: Howdah's
    // place is 2g's comment. Step comments and earlier steps' markings have
    // no Howdah place.
    let text = fan_game(
        "",
        "2g Ra2n \"step note\" @xa3=Z Ra3n \"Move.\"\n2s \"Now:\" @ad7d5=B @? ra7s\n3g pass\n",
    );
    let record = fan(&text);
    let out = written(&record);
    assert!(
        out.ends_with("2g Ra2n Ra3n {Move. Now: [%cal Bd7d5]}\n2s ra7s ?\n3g pass\n"),
        "{out}"
    );
}

#[test]
fn nested_variations_each_in_its_block() {
    let moves = "2g Ra2n\n[2g Rb2n\n2s rb7s\n[2s rd7s \"deep\"\n3g Rc2n\n[3g Rd2n]]\n3g Rb3n]\n\
                 [2g Rh2n]\n2s ra7s\n";
    let record = fan(&fan_game("Event: x", moves));
    let expected = format!(
        "[Event \"x\"]\n[PlyCount \"4\"]\n\n{G}\n{S}\n2g Ra2n\n(\n2g Rb2n\n2s rb7s\n(\n\
         2s rd7s {{deep}}\n3g Rc2n\n(\n3g Rd2n\n)\n)\n3g Rb3n\n)\n(\n2g Rh2n\n)\n2s ra7s\n"
    );
    assert_eq!(written(&record), expected);
}

/// A set position: gold rabbit on a7 one step from goal, silver to keep a
/// rabbit and an elephant.
fn near_goal() -> Position {
    let mut board = Board::empty();
    let sq = |s: &str| Square::parse(s).unwrap();
    board.put(sq("a7"), Piece::new(Color::Gold, Role::Rabbit));
    board.put(sq("e1"), Piece::new(Color::Gold, Role::Elephant));
    board.put(sq("h2"), Piece::new(Color::Silver, Role::Rabbit));
    board.put(sq("d8"), Piece::new(Color::Silver, Role::Elephant));
    Position::new(board, Color::Gold)
}

#[test]
fn a_set_position_and_analysis_after_a_goal() {
    let start = near_goal();
    let opts =
        ReadOptions::rules(RuleSet::Current).from_position(start, TurnLabel::new(12, Color::Gold));
    let parsed = fan::read_with("Gold: g\n\n12g Ra7n\n[12g Ee1n \"slower\"]\n", opts);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let mut record = parsed.record;
    // After the goal the game is over: a move hung after it (by hand, as a
    // Howdah continuation block reads) is analysis.
    let goal = record.tree.main_line().last().unwrap();
    let after = match record.tree.node(goal).position {
        NodePosition::Arimaa(p) => p,
        NodePosition::Morabaraba(_) => unreachable!(),
    };
    let mut mv = Move::new(TurnLabel::new(12, Color::Silver), MoveKind::Pass);
    mv.before_comment = Some("what if".into());
    record.tree.add_child(goal, mv, after);
    let short = start.board.to_short();
    assert_eq!(short.len(), 64);
    let expected = format!(
        "[Gold \"g\"]\n[Position \"g [{short}]\"]\n[PlyCount \"1\"]\n[ResultCode \"g\"]\n\
         [Result \"1-0\"]\n\n12g Ra7n\n(\n12g Ee1n {{slower}}\n)\n(\n{{what if}}\n12s pass\n)\n1-0\n"
    );
    assert_eq!(written(&record), expected);
    // Without tags a set position still writes its Position tag, and no PlyCount.
    record.header.fields.clear();
    let out = written(&record);
    let tags = format!("[Position \"g [{short}]\"]\n[PlyCount \"1\"]\n[ResultCode \"g\"]\n");
    assert!(out.starts_with(&tags), "{out}");
}

#[test]
fn tag_values_are_escaped() {
    let mut record = fan(&fan_game("Event: x", "2g Ra2n\n"));
    record
        .header
        .set("Event", "say \"hi\" \\ there\nand bye".into());
    record.header.set("Chat", "-".into());
    let out = written(&record);
    assert!(
        out.starts_with(
            "[Event \"say \\\"hi\\\" \\\\ there\\nand bye\"]\n[Chat \"-\"]\n[PlyCount \"3\"]\n\n"
        ),
        "{out}"
    );
    // One tag per line whatever the value holds.
    assert_eq!(out.lines().filter(|l| l.starts_with('[')).count(), 3);
}

#[test]
fn end_words_and_results_of_the_main_line() {
    let cases = [
        ("3g timeout\n", "", "3g timeout\n", Some(("t", "0-1"))),
        ("3g forfeit\n", "", "3g forfeit\n", Some(("f", "0-1"))),
        ("3g lost\n", "", "3g lost\n", None),
        // The header says the result; the tree does not override it.
        (
            "3g resigns\n",
            "Result: 1-0",
            "3g resigns\n",
            Some(("r", "1-0")),
        ),
    ];
    for (end, head, line, result) in cases {
        let record = fan(&fan_game(head, &format!("2g Ra2n\n2s ra7s\n{end}")));
        let out = written(&record);
        let (code, token) = match result {
            Some((c, t)) => (format!("[ResultCode \"{c}\"]\n"), format!("{t}\n")),
            None => (String::new(), String::new()),
        };
        assert!(out.contains(&code), "{out}");
        assert!(out.ends_with(&format!("2s ra7s\n{line}{token}")), "{out}");
        // PlyCount only follows another tag; ResultCode and Result come after it.
        assert!(!out.contains("PlyCount"), "{out}");
    }
}

#[test]
fn unreadable_moves_are_written_as_found() {
    let parsed = fan::read(&fan_game("", "2g Ra2n Xz9q \"x\" foo\n2s ra7s\n"));
    assert!(!parsed.errors.is_empty());
    let out = written(&parsed.record);
    // FAN keeps the rest of the line, here the next move too: one Howdah line.
    assert!(out.ends_with("\n2g Ra2n Xz9q \"x\" foo 2s ra7s\n"), "{out}");
}

#[test]
fn a_morabaraba_record_is_refused() {
    let record = fan("FAN31415926\nVariant: morabaraba\n\n1g d1\n1s d2\n");
    assert_eq!(pgn::write(&record), Err(WriteError::Morabaraba));
    assert_eq!(pgn::write_all(&[record]), Err(WriteError::Morabaraba));
}

#[test]
fn the_empty_record_is_the_empty_string() {
    let record = fan("");
    assert_eq!(written(&record), "");
    assert_eq!(pgn::write_all(&[record]).unwrap(), "");
}

#[test]
fn nesting_two_thousand_deep_writes_without_recursion() {
    let record = fan(&common::deep_record(3, 2000));
    // Run on a small stack: recursion per level would overflow it.
    let out = std::thread::Builder::new()
        .stack_size(256 << 10)
        .spawn(move || written(&record))
        .unwrap()
        .join()
        .unwrap();
    assert_eq!(out.lines().filter(|l| *l == "(").count(), 2000);
    assert_eq!(out.lines().filter(|l| *l == ")").count(), 2000);
    check_well_formed(&out, false);
}

#[test]
fn write_all_separates_games_by_their_tokens() {
    let a = fan(&fan_game("Event: one\nResult: 1-0", "2g Ra2n\n"));
    let b = fan(&fan_game("Event: two", "2g Rb2n\n"));
    let out = pgn::write_all(&[a, b.clone()]).unwrap();
    let expected = format!(
        "[Event \"one\"]\n[PlyCount \"3\"]\n[Result \"1-0\"]\n\n{G}\n{S}\n2g Ra2n\n1-0\n\n\
         [Event \"two\"]\n[PlyCount \"3\"]\n\n{G}\n{S}\n2g Rb2n\n"
    );
    assert_eq!(out, expected);
    // `*` only where Howdah could not tell a game without result from the
    // next: before a game with no tag, and after one with no move text.
    let bare = fan(&fan_game("", "2g Rd2n\n"));
    let tags_only = fan("FAN31415926\nEvent: three\n\n");
    let records = [b.clone(), bare, b.clone(), tags_only, b];
    let out = pgn::write_all(&records).unwrap();
    let games = pgn::read_all(&out);
    assert_eq!(games.len(), 5, "{out}");
    assert_eq!(out.matches("*\n").count(), 2, "{out}");
    assert!(out.contains("2g Rb2n\n*\n\n1g"), "{out}");
    assert!(out.contains("[Event \"three\"]\n\n*\n"), "{out}");
    // Game by game, as `arimaa convert` sends them out, the same text.
    let one_by_one: Vec<String> = (0..records.len())
        .map(|i| pgn::write_of(&records, i).unwrap())
        .collect();
    assert_eq!(one_by_one.join("\n"), out);
}

/// Checks a written record's layout: the tags one a line and a blank line,
/// then comment lines, `(`/`)` lines and move lines, each move line's label
/// the next of its line (a block's first the move before it or the next),
/// the result token last when `token`.
fn check_well_formed(out: &str, token: bool) {
    let mut lines: Vec<&str> = out.lines().collect();
    assert!(out.ends_with('\n'), "{out}");
    let tags = lines.iter().take_while(|l| l.starts_with('[')).count();
    for l in &lines[..tags] {
        // One quoted value: no quote ends it early (escaped ones do not count).
        let bare = l.replace("\\\\", "").replace("\\\"", "");
        assert!(bare.ends_with("\"]") && !bare.contains("\" "), "{l}");
        let (name, value) = l[1..].split_once(' ').unwrap();
        assert!(
            name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'),
            "{l}"
        );
        assert!(value.starts_with('"') && !value.contains('\n'), "{l}");
    }
    if tags > 0 {
        assert_eq!(lines[tags], "", "a blank line after the tags");
        lines.drain(..=tags);
    }
    if token {
        let last = lines.pop().unwrap();
        assert!(["1-0", "0-1", "1/2-1/2", "*"].contains(&last), "{last}");
    }
    // Per open line: its last label.
    let mut frames: Vec<Option<TurnLabel>> = vec![None];
    let mut before_block: Vec<Option<TurnLabel>> = Vec::new();
    // Inside a comment that goes on past its line.
    let mut in_comment = false;
    for l in lines {
        if in_comment {
            in_comment = !closes(l);
            continue;
        }
        if let Some(at) = l.find('{') {
            in_comment = !closes(&l[at + 1..]);
        }
        match l {
            "(" => {
                before_block.push(*frames.last().unwrap());
                frames.push(None);
            }
            ")" => {
                assert!(frames.len() > 1, "unmatched )");
                assert!(frames.pop().unwrap().is_some(), "empty block");
                before_block.pop();
            }
            _ if l.starts_with('{') => {}
            _ => {
                let word = l.split(' ').next().unwrap();
                let label = TurnLabel::parse(word).unwrap_or_else(|| panic!("{l}"));
                let frame = frames.last_mut().unwrap();
                match *frame {
                    Some(prev) => assert_eq!(label, prev.next(), "{l}"),
                    None => {
                        if let Some(Some(b)) = before_block.last() {
                            assert!(label == *b || label == b.next(), "{l} after {b}");
                        }
                    }
                }
                *frame = Some(label);
            }
        }
    }
    assert_eq!(frames.len(), 1, "unclosed (");
    assert!(!in_comment, "unclosed {{");
}

/// True when a comment's text closes on this line (an unescaped `}`).
fn closes(text: &str) -> bool {
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '}' => return true,
            _ => {}
        }
    }
    false
}

#[test]
fn every_real_game_writes_well_formed() {
    let mut games = 0;
    for file in ["allgames202602.txt", "allgames201111-sample.txt"] {
        let (rows, errors) = read_archive(&common::data(file));
        assert!(errors.is_empty(), "{errors:?}");
        for g in &rows {
            let rules = g
                .start_time()
                .map_or(RuleSet::Current, RuleSet::for_start_time);
            let mut record =
                fan::read_with(&g.movelist().join("\n"), ReadOptions::rules(rules)).record;
            // The tags `arimaa convert` gives an archive row.
            for (name, value) in g.tags() {
                record.header.set(name, value);
            }
            let has_result = !g.result().is_empty();
            let out = written(&record);
            check_well_formed(&out, has_result);
            // The id under Howdah's name for it.
            assert!(
                out.starts_with(&format!("[GameId \"{}\"]\n", g.id())),
                "{out}"
            );
            assert!(out.contains(&format!("[ResultCode \"{}\"]\n", g.termination())));
            // Every main-line move has its line, in order.
            let main: Vec<String> = main_labels(&record.tree);
            let written_main: Vec<&str> = out
                .lines()
                .scan(0i32, |depth, l| {
                    let at = *depth;
                    *depth += i32::from(l == "(") - i32::from(l == ")");
                    Some((at, l))
                })
                .filter(|(d, l)| {
                    *d == 0 && TurnLabel::parse(l.split(' ').next().unwrap()).is_some()
                })
                .map(|(_, l)| l.split(' ').next().unwrap())
                .collect();
            assert_eq!(written_main, main, "{}", g.id());
            games += 1;
        }
    }
    assert_eq!(games, 159);
}

/// The labels of the main line's moves, as the writer writes them outside blocks.
fn main_labels(tree: &Tree) -> Vec<String> {
    tree.main_line()
        .filter(|&id| id != NodeId::ROOT)
        .map(|id| tree.node(id).mv.as_ref().unwrap().label.to_string())
        .collect()
}

/// The lines of a written record that start outside a `{…}` comment (a
/// comment may span lines and hold a line that is just `(`). Tag pairs
/// (`[Event "{"]`) are not move text: a brace in their value opens nothing.
fn lines_outside_comments(out: &str) -> impl Iterator<Item = &str> {
    let mut in_comment = false;
    out.lines().filter(move |line| {
        let starts_outside = !in_comment;
        if starts_outside && line.starts_with('[') {
            return true;
        }
        let mut chars = line.chars();
        while let Some(c) = chars.next() {
            match c {
                '\\' if in_comment => {
                    chars.next();
                }
                '{' => in_comment = true,
                '}' => in_comment = false,
                _ => {}
            }
        }
        starts_outside
    })
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 48, ..Default::default() })]
    /// Random annotated records (the FAN ↔ Howdah round trip's) write
    /// well-formed, every main-line move outside blocks, every comment kept.
    #[test]
    fn annotated_records_write_well_formed(record in common::annotated::annotated_record()) {
        let out = written(&record);
        check_well_formed(&out, record.header.get("Result").is_some());
        let tree = &record.tree;
        let blocks = lines_outside_comments(&out).filter(|l| *l == "(").count();
        let alternatives: usize = tree.walk().map(|id| tree.node(id).children.len().saturating_sub(1)).sum();
        proptest::prop_assert_eq!(blocks, alternatives);
        for id in tree.walk() {
            let Some(mv) = tree.node(id).mv.as_ref() else { continue };
            for c in mv.comment.iter().chain(&mv.before_comment) {
                let escaped = c.replace('\\', "\\\\").replace('}', "\\}");
                proptest::prop_assert!(out.contains(&escaped), "{}\n{}", c, out);
            }
        }
    }
}
