//! The records of `tests/data/howdah/`, each written by hand after Howdah's
//! writer (its canonical form): every one reads without a problem, writing
//! what was read gives the file back byte for byte, and the tree holds what
//! Howdah's does: as many moves, on the main line and in all, variations,
//! comments, and the same result.

use arimaa::pgn;
use arimaa::record::{Marking, MoveKind, Node, Record};
use arimaa::Color;
use std::path::Path;

/// The corpus files, sorted by name, with their text.
pub fn corpus() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/howdah");
    let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
        .expect("the corpus folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).expect("UTF-8 text"))
        })
        .collect();
    files.sort();
    files
}

#[test]
fn every_howdah_record_reads_and_writes_back_byte_for_byte() {
    let files = corpus();
    assert!(files.len() >= 10, "{} files", files.len());
    for (name, text) in &files {
        let record = match pgn::read_strict(text) {
            Ok(r) => r,
            Err(e) => panic!("{name}: {}", e.located()),
        };
        let out = pgn::write(&record).expect("an Arimaa record");
        assert_eq!(out, *text, "{name}");
    }
}

#[test]
fn the_corpus_as_one_collection_reads_back_game_by_game() {
    let files = corpus();
    let records: Vec<_> = files
        .iter()
        .map(|(_, t)| pgn::read_strict(t).expect("reads"))
        .collect();
    let all = pgn::write_all(&records).unwrap();
    let back = pgn::read_all(&all);
    assert_eq!(back.len(), records.len());
    for ((name, text), game) in files.iter().zip(&back) {
        assert!(game.errors.is_empty(), "{name}: {:?}", game.errors);
        assert_eq!(pgn::write(&game.record).unwrap(), *text, "{name}");
    }
}

/// What Howdah's tree holds for a record, counted as Howdah counts.
#[derive(Debug, PartialEq)]
struct Counts {
    /// Moves (setups and turns; end words and results are not moves).
    moves: usize,
    /// Moves on the main line, up to where the game ended: `PlyCount`.
    main: usize,
    /// `( … )` blocks: alternatives, and moves after a finished game.
    variations: usize,
    /// The game comment, intros and comments after moves.
    comments: usize,
    /// Howdah's result: the winner and the reason letter.
    result: Option<(Color, char)>,
}

fn played(n: &Node) -> bool {
    matches!(
        n.mv.as_ref().map(|m| &m.kind),
        Some(MoveKind::Setup(_) | MoveKind::Steps(_))
    )
}

/// Howdah keeps one comment after a move (ours: its text, its times, the
/// shapes on the position after it) and one before a line's first move
/// (the game comment, an intro; ours: the text and shapes before it).
fn comments_of(n: &Node) -> usize {
    let Some(mv) = n.mv.as_ref() else { return 0 };
    let about_move = |m: &Marking| matches!(m, Marking::Time(_) | Marking::Clock(_));
    let on_position = |m: &Marking| !about_move(m) && !matches!(m, Marking::Glyph(_));
    let last_step = match &mv.kind {
        MoveKind::Steps(steps) => steps.last().is_some_and(|s| !s.note.markings.is_empty()),
        _ => false,
    };
    let after = mv.comment.is_some()
        || n.spelling.comment.is_some()
        || mv.before_markings.iter().any(about_move)
        || last_step;
    let before = mv.before_comment.is_some()
        || n.spelling.intro.is_some()
        || mv.before_markings.iter().any(on_position);
    usize::from(after) + usize::from(before)
}

fn counts(r: &Record) -> Counts {
    let tree = &r.tree;
    let nodes = || (0..tree.len()).map(|i| tree.node(arimaa::record::NodeId(i as u32)));
    let variations = nodes()
        .map(|n| {
            let moves = n.children.iter().filter(|&&c| played(tree.node(c))).count();
            let main = n.children.first().is_some_and(|&c| played(tree.node(c)));
            moves - usize::from(main)
        })
        .sum();
    Counts {
        moves: nodes().filter(|n| played(n)).count(),
        main: tree.main_line().filter(|&id| played(tree.node(id))).count(),
        variations,
        comments: nodes().map(comments_of).sum::<usize>()
            + usize::from(tree.start_comment().is_some()),
        result: pgn::result_of(r).map(|e| (e.winner, e.code)),
    }
}

/// Each file's counts, found by reading it as Howdah's reader does
/// (Janzert/howdah `record.rs`: `parse_games`, `GameParser::finish`).
#[test]
fn every_howdah_record_holds_what_howdahs_tree_holds() {
    use Color::{Gold, Silver};
    let c = |moves, main, variations, comments, result| Counts {
        moves,
        main,
        variations,
        comments,
        result,
    };
    let expected = [
        (
            "analysis-after-resignation.pgn",
            c(8, 5, 2, 1, Some((Gold, 'r'))),
        ),
        (
            "analysis-before-an-end-word.pgn",
            c(5, 3, 1, 1, Some((Gold, 'r'))),
        ),
        ("annotated-variations.pgn", c(8, 5, 2, 4, None)),
        // The tags win over `42g resigns`: gold won, as the archive says.
        (
            "archive-669150-resigns-against-the-tags.pgn",
            c(82, 82, 0, 82, Some((Gold, 'r'))),
        ),
        (
            "archive-669158-resigns-against-the-tags.pgn",
            c(64, 64, 0, 64, Some((Gold, 'r'))),
        ),
        (
            "elimination-stated-before-analysis.pgn",
            c(4, 3, 1, 0, Some((Silver, 'e'))),
        ),
        (
            "end-word-against-result-tags.pgn",
            c(3, 3, 0, 0, Some((Silver, 'r'))),
        ),
        ("end-words-before-results.pgn", c(8, 5, 3, 0, None)),
        ("game-comment-after-a-position.pgn", c(0, 0, 0, 1, None)),
        ("game-comment-after-tags.pgn", c(0, 0, 0, 1, None)),
        (
            "game-comment-of-a-result.pgn",
            c(0, 0, 0, 1, Some((Silver, 'f'))),
        ),
        (
            "goal-stated-before-analysis.pgn",
            c(6, 4, 1, 1, Some((Gold, 'g'))),
        ),
        ("lost-gives-no-result.pgn", c(4, 4, 0, 0, None)),
        ("lower-case-position-tag.pgn", c(3, 3, 0, 0, None)),
        ("results-in-variations.pgn", c(13, 5, 8, 1, None)),
        ("set-position-capture.pgn", c(3, 2, 1, 1, None)),
        ("spelling-kept.pgn", c(8, 7, 1, 8, None)),
        ("tag-names-as-written.pgn", c(4, 4, 0, 0, None)),
        ("tournament-timeout.pgn", c(5, 5, 0, 0, Some((Silver, 't')))),
    ];
    let files = corpus();
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    let listed: Vec<&str> = expected.iter().map(|(n, _)| *n).collect();
    assert_eq!(names, listed, "every file has its counts");
    for ((name, text), (_, want)) in files.iter().zip(expected) {
        let games = pgn::read_all(text);
        assert_eq!(games.len(), 1, "{name}");
        assert!(games[0].errors.is_empty(), "{name}: {:?}", games[0].errors);
        assert_eq!(counts(&games[0].record), want, "{name}");
    }
}
