//! `arimaa replay` and `arimaa convert` on Howdah records, as a user runs
//! them: each game judged by Howdah's rules, a `.pgn` file read as Howdah
//! reads it.

use crate::cli;
use cli::arimaa;

fn howdah(name: &str) -> String {
    format!("{}/tests/data/howdah/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn replay_gives_howdahs_results() {
    let files = [
        "archive-669150-resigns-against-the-tags.pgn",
        "archive-669158-resigns-against-the-tags.pgn",
        "end-word-against-result-tags.pgn",
        "lost-gives-no-result.pgn",
        "tag-names-as-written.pgn",
        "goal-stated-before-analysis.pgn",
        "other-shapes/result-code-colon-tag.pgn",
    ]
    .map(howdah);
    let mut args = vec!["replay"];
    args.extend(files.iter().map(String::as_str));
    let (code, out) = arimaa(&args);
    assert_eq!(code, 0);
    // Games are named by their `GameId`, then by their file.
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines,
        [
            "669150 ok wr",
            "669158 ok wr",
            "end-word-against-result-tags ok br",
            "lost-gives-no-result ok *",
            "12 ok *",
            "goal-stated-before-analysis ok wg",
            "result-code-colon-tag ok wr",
            "games: 7, legal: 7, results agree: 6, disagree: 1",
        ]
    );
}

#[test]
fn a_pgn_file_of_plain_moves_is_read_as_howdah_reads_it() {
    let pgn = howdah("other-shapes/tagless-game-after-an-unfinished-one.pgn");
    let (code, out) = arimaa(&["replay", &pgn]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "tagless-game-after-an-unfinished-one illegal 1g: line 5, column 1: \
         expected move 2s, found 1g (at `1g`)\n\
         games: 1, legal: 0, results agree: 0, disagree: 0\n"
    );
    // Not named `.pgn`, the same text is arimaa.com's: a game at each `1g`.
    let dir = std::env::temp_dir().join(format!("arimaa-pgn-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let txt = dir.join("plain.txt");
    std::fs::copy(&pgn, &txt).expect("copy");
    let (_, out) = arimaa(&["replay", &txt.to_string_lossy()]);
    assert_eq!(
        out.lines().last(),
        Some("games: 2, legal: 2, results agree: 2, disagree: 0")
    );
    // `convert` reads a `.pgn` file the same way, and says where it broke.
    let (code, _) = arimaa(&["convert", "--to", "fan", &pgn]);
    assert_eq!(code, 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn convert_writes_the_edge_records_back_unchanged() {
    for name in [
        "tag-names-as-written.pgn",
        "lower-case-position-tag.pgn",
        "end-words-before-results.pgn",
        "goal-stated-before-analysis.pgn",
        "elimination-stated-before-analysis.pgn",
        "archive-669150-resigns-against-the-tags.pgn",
    ] {
        let path = howdah(name);
        let (code, out) = arimaa(&["convert", "--to", "pgn", &path]);
        assert_eq!(code, 0, "{name}");
        assert_eq!(out, std::fs::read_to_string(&path).unwrap(), "{name}");
    }
}
