//! The CLI's `--lang`: the static view and the gallery in the reader's
//! language (issue 36), the element told the same; a language without words
//! said and English used; a malformed tag refused.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arimaa"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn html_speaks_the_language_asked_for_falling_back_to_its_base_language() {
    let out = run(&[
        "html",
        "www/demo/games/demo.fan",
        "--path",
        "9g",
        "--lang",
        "de-AT",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let html = text(&out.stdout);
    // The element speaks as its static view does, whatever the page's language.
    assert!(
        html.starts_with(
            "<arimaa-viewer controls move-list comments coordinates path=\"9g\" lang=\"de-AT\">"
        ),
        "{html}"
    );
    assert!(
        html.contains("<div class=\"arimaa-static\" slot=\"static\" lang=\"de-AT\">"),
        "{html}"
    );
    // The board's name: which position, and the position in German.
    let label = html.split("role=\"img\" aria-label=\"").nth(1).unwrap();
    let label = &label[..label.find('"').unwrap()];
    assert!(label.starts_with("Nach 9g. Gold: Elefant "), "{label}");
    assert!(
        label.contains(" Silber: ") && label.ends_with(" ist am Zug."),
        "{label}"
    );
    assert!(html.contains("aria-label=\"Züge\""), "the move list's name");
    assert!(html.contains("<b>Nach 9g</b>"), "which node");
    // Move notation stays as written.
    assert!(html.contains("<b class=\"arimaa-label\">2g</b> Mb2n Eb1n Mb3e Eb2n"));
    // English words the element's English static view has are gone.
    let english = text(&run(&["html", "www/demo/games/demo.fan", "--path", "9g"]).stdout);
    assert!(
        english.contains("aria-label=\"After 9g. Gold: elephant "),
        "{english}"
    );
    for word in ["After 9g", "aria-label=\"Moves\"", " to move."] {
        assert!(english.contains(word) && !html.contains(word), "{word}");
    }
}

#[test]
fn a_language_without_words_is_said_and_a_malformed_tag_refused() {
    let out = run(&[
        "html",
        "www/demo/games/demo.fan",
        "--path",
        "9g",
        "--lang",
        "tlh",
    ]);
    assert!(out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("arimaa html: no words in `tlh` yet (built in: en ")
            && stderr.contains(" de "),
        "{stderr}"
    );
    let html = text(&out.stdout);
    assert!(
        html.contains("aria-label=\"After 9g. "),
        "English, and said to be English"
    );
    assert!(html.contains("lang=\"en\""));

    let bad = run(&["html", "www/demo/games/demo.fan", "--lang", "de x"]);
    assert_eq!(bad.status.code(), Some(2));
    let stderr = text(&bad.stderr);
    assert!(
        stderr.contains("--lang")
            && stderr.contains("is not a language tag (like de, de-AT or pt-BR)"),
        "{stderr}"
    );
    assert!(bad.stdout.is_empty());
}

#[test]
fn the_gallery_speaks_the_language_asked_for() {
    let out_dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("gallery-de");
    let _ = std::fs::remove_dir_all(&out_dir);
    let out = run(&[
        "gallery",
        "--no-gifs",
        "--lang",
        "de",
        "www/demo/games/demo.fan",
        "www/demo/games/puzzles.fan",
        out_dir.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let index = std::fs::read_to_string(out_dir.join("index.html")).unwrap();
    assert!(index.contains("<html lang=\"de\">"));
    assert!(index.contains("<h1>Arimaa-Partien</h1>\n<p id=\"count\" data-shown=\"$1 von $2 Partien\">13 Partien</p>"), "{index}");
    assert!(index
        .contains("<option value=\"Gold\">Gold</option><option value=\"Silver\">Silber</option>"));
    assert!(index.contains("<option value=\"goal\">Ziel</option>"));
    for english in [
        "Arimaa games",
        "Filter games",
        ">Players<",
        "Final position",
    ] {
        assert!(!index.contains(english), "{english}");
    }
    let page = std::fs::read_dir(out_dir.join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "html"))
        .unwrap();
    let page = std::fs::read_to_string(page).unwrap();
    assert!(
        page.contains("<nav><a href=\"../index.html\">Alle Partien</a></nav>"),
        "{page}"
    );
    assert!(page.contains(" lang=\"de\">") && page.contains("aria-label=\"Züge\""));
}
