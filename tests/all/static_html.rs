//! The static view (`arimaa::html`, README "Static first") of real records: its
//! size for the demo game and for a 100-move archive game (printed: run with
//! `--nocapture`), hostile archive rows whose text never becomes markup, and
//! `arimaa html`.

use arimaa::html::{static_html, StaticOptions};
use arimaa::viewer::CollectionView;

const ARCHIVE: &str = include_str!("../data/arimaa/allgames202602.txt");
const DEMO: &str = include_str!("../../www/demo/games/demo.fan");

#[test]
fn sizes_of_the_demo_game_and_a_hundred_move_archive_game() {
    let demo = static_html(DEMO, &StaticOptions::default());
    println!("static view, demo game: {} bytes", demo.html.len());
    assert!(demo.html.len() < 32 * 1024, "{}", demo.html.len());

    // The archive game closest to 100 moves (200 plies) on its main line.
    let mut games = CollectionView::new(ARCHIVE);
    let mut best = (usize::MAX, 0, 0);
    for i in 0..games.games().len() {
        games.open(i);
        let plies = games.viewer().record().tree.main_line().count() - 1;
        let distance = plies.abs_diff(200);
        if distance < best.0 {
            best = (distance, i, plies);
        }
    }
    let (_, index, plies) = best;
    assert!(plies >= 180, "{plies} plies");
    let number = (index + 1).to_string();
    let view = static_html(
        ARCHIVE,
        &StaticOptions {
            game: Some(&number),
            ..StaticOptions::default()
        },
    );
    assert!(view.problems.is_empty(), "{:?}", view.problems);
    assert_eq!(view.html.matches("<li>").count(), plies, "one item a move");
    println!(
        "static view, archive game {} ({plies} plies): {} bytes",
        games.games()[index].id.as_deref().unwrap_or("?"),
        view.html.len()
    );
    assert!(view.html.len() < 48 * 1024, "{}", view.html.len());
    // Deterministic: the same bytes again.
    assert_eq!(
        view,
        static_html(
            ARCHIVE,
            &StaticOptions {
                game: Some(&number),
                ..StaticOptions::default()
            }
        )
    );
}

#[test]
fn hostile_archive_rows_stay_text() {
    const EVIL: &str = "<img src=x onerror=alert(1)>";
    let setup = "1w Ee2 Md2 Hb2 Hg2 Dc2 Df2 Ca2 Ch2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1\\n1b ee7 md7 hb7 hg7 dc7 df7 ca7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8\\n2w Ee2n";
    let columns = "id\twusername\tbusername\tevent\tsite\ttimecontrol\tstartts\tresult\ttermination\tmovelist\tevents";
    let text = format!(
        "{columns}\njavascript:alert(1)\t{EVIL}\t</script><script>alert(2)</script>\t\"'><svg onload=alert(3)>\t\t2/2\t1234567890\tw\tg\t{setup}\t\n"
    );
    let view = static_html(&text, &StaticOptions::default());
    for bad in ["<img", "<script", "<svg onload", "</script"] {
        assert!(!view.html.contains(bad), "{bad} in {}", view.html);
    }
    assert!(
        view.html.contains("&lt;img src=x onerror=alert(1)&gt;"),
        "{}",
        view.html
    );
}

// Runs the binary: with the `cli` feature only.
#[cfg(feature = "cli")]
#[test]
fn the_cli_writes_the_element_with_its_static_view_and_refuses_a_path_that_names_nothing() {
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_arimaa"))
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("the binary runs")
    };
    let out = run(&[
        "html",
        "www/demo/games/demo.fan",
        "--path",
        "9g",
        "--flip",
        "--size",
        "240",
    ]);
    assert!(out.status.success());
    let html = String::from_utf8(out.stdout).unwrap();
    assert!(html.starts_with("<arimaa-viewer controls move-list comments coordinates path=\"9g\" orientation=\"silver\"><template class=\"arimaa-record\">FAN31415926\n"), "{html}");
    assert!(html.contains("\n<div class=\"arimaa-static\" slot=\"static\">\n"));
    assert!(html.contains("width=\"240\" height=\"240\""));
    assert!(html.ends_with("</div>\n</arimaa-viewer>\n"));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains(&format!("arimaa html: {} bytes (static view ", html.len())),
        "{stderr}"
    );

    let fragment = run(&["html", "www/demo/games/demo.fan", "--fragment"]);
    assert!(String::from_utf8(fragment.stdout)
        .unwrap()
        .starts_with("<div class=\"arimaa-static\""));

    // A puzzle of the file, its solution hidden: the task, the board, no moves.
    let puzzle = run(&[
        "html",
        "www/demo/games/puzzles.fan",
        "--game",
        "4",
        "--spoilers",
    ]);
    assert!(puzzle.status.success());
    let html = String::from_utf8(puzzle.stdout).unwrap();
    assert!(
        html.contains(" spoilers><template class=\"arimaa-record\" data-encoding=\"base64\">"),
        "{html}"
    );
    let view = &html[html.find("<div class=\"arimaa-static\"").unwrap()..];
    assert!(
        view.contains("<b>Gold to play: capture the silver horse on f6.</b>"),
        "{view}"
    );
    // Nowhere in the element: not in its static view, nor in its record, which rides
    // in base64 (the element decodes it).
    for given_away in ["Mg5s", "rg6s", "Both friends"] {
        assert!(!html.contains(given_away), "{given_away}: {html}");
    }

    let bad = run(&["html", "www/demo/games/demo.fan", "--path", "99g"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(bad.stdout.is_empty());
    assert!(String::from_utf8(bad.stderr)
        .unwrap()
        .contains("path `99g`"));
}
