use super::*;

const SETUP: &str = "1g Ra2 Rb2 Rc2 Rd2 Re2 Rf2 Rg2 Rh2 Ha1 Db1 Cc1 Md1 Ee1 Cf1 Dg1 Hh1\n1s ra7 rb7 rc7 rd7 re7 rf7 rg7 rh7 ha8 db8 cc8 md8 ee8 cf8 dg8 hh8\n";

/// Every tag of `html` in order, as (name, closing); checks that a tag
/// only ever starts with `<` (all text is escaped) and that they nest.
fn tags(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack: Vec<String> = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find('<') {
        rest = &rest[i + 1..];
        let end = rest.find('>').expect("a tag ends");
        let tag = &rest[..end];
        rest = &rest[end + 1..];
        let closing = tag.starts_with('/');
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        if closing {
            assert_eq!(stack.pop().as_deref(), Some(name.as_str()), "{html}");
        } else if !tag.ends_with('/') {
            stack.push(name.clone());
        }
        out.push(name);
    }
    assert!(stack.is_empty(), "unclosed: {stack:?}");
    out
}

#[test]
fn the_fragment_holds_the_board_named_in_words_the_players_and_nested_moves() {
    let text = format!(
        "FAN31415926\nGold: Ann\nSilver: Bob\nResult: 1-0\n\n{SETUP}2g Ra2n Rb2n Rc2n Rd2n \"Quiet.\" [2g Rh2n Rg2n]\n2s ra7s rb7s\n"
    );
    let view = static_html(
        &text,
        &StaticOptions {
            path: Some("2g"),
            ..StaticOptions::default()
        },
    );
    let html = &view.html;
    assert_eq!(view.path, "2g");
    assert!(view.problems.is_empty(), "{:?}", view.problems);
    // The live viewer's frame: the board column (players, board, node) and the side
    // panel (a scrolling box, then the strut of the panel's width).
    assert!(
        html.starts_with(
            "<div class=\"arimaa-static\" slot=\"static\">\n<div class=\"arimaa-frame\"><div class=\"arimaa-board\"><p class=\"arimaa-players\">"
        ),
        "{html}"
    );
    assert!(
        html.contains(&format!("</p></div>\n<div class=\"arimaa-side\"><svg class=\"arimaa-strut\" width=\"{SIDE_WIDTH}\" height=\"0\" aria-hidden=\"true\"></svg><div class=\"arimaa-scroll\" tabindex=\"0\">\n<ol class=\"arimaa-moves\"")),
        "{html}"
    );
    assert!(
        html.ends_with("</ol>\n</div></div></div>\n</div>\n"),
        "{html}"
    );
    assert!(
        html.contains("</p>\n<svg role=\"img\" aria-label=\"After 2g. Gold: elephant e1"),
        "{html}"
    );
    assert!(html.contains("width=\"320\" height=\"320\""));
    assert!(html.contains("<p class=\"arimaa-players\">Gold <b dir=\"auto\">Ann</b> · Silver <b dir=\"auto\">Bob</b>"), "{html}");
    assert!(
        html.contains("<p class=\"arimaa-node\"><b>After 2g</b>: Ra2n Rb2n Rc2n Rd2n</p>"),
        "{html}"
    );
    // The variation sits in the item of the move it replaces; the node shown is marked.
    assert!(html.contains("<li><mark aria-current=\"step\"><b class=\"arimaa-label\">2g</b> Ra2n Rb2n Rc2n Rd2n</mark><p class=\"arimaa-comment\" dir=\"auto\">Quiet.</p>"), "{html}");
    assert!(html.contains("<ol class=\"arimaa-variation\" aria-label=\"Variation from 2g\">\n<li><b class=\"arimaa-label\">2g</b> Rh2n Rg2n</li></ol></li>\n<li><b class=\"arimaa-label\">2s</b>"), "{html}");
    let names = tags(html);
    assert_eq!(names.iter().filter(|n| *n == "svg").count(), 4);
}

#[test]
fn a_text_of_several_games_has_the_pickers_row_and_spoilers_keep_its_result() {
    let one = |gold: &str| format!("FAN31415926\nGold: {gold}\nResult: 1-0\n\n{SETUP}2g Ra2n\n");
    let text = format!("{}{}", one("Ann"), one("Cy"));
    let view = static_html(
        &text,
        &StaticOptions {
            game: Some("2"),
            ..StaticOptions::default()
        },
    );
    assert!(
        view.html.starts_with("<div class=\"arimaa-static\" slot=\"static\">\n<p class=\"arimaa-game\">Game 2 of 2: 2. Cy – Silver, 1-0</p>\n<div class=\"arimaa-frame\">"),
        "{}",
        view.html
    );
    let hidden = static_html(
        &text,
        &StaticOptions {
            game: Some("2"),
            spoilers: true,
            ..StaticOptions::default()
        },
    );
    assert!(
        hidden
            .html
            .contains("<p class=\"arimaa-game\">Game 2 of 2</p>"),
        "{}",
        hidden.html
    );
    // One game: no row (the viewer's picker is hidden too).
    assert!(!static_html(&one("Ann"), &StaticOptions::default())
        .html
        .contains("arimaa-game"));
}

#[test]
fn record_text_is_never_markup() {
    let evil = "<img src=x onerror=alert(1)>\"'&";
    let text = format!(
        "FAN31415926\nGold: {evil}\nSilver: </div><script>\nEvent: {evil}\n\n{SETUP}2g Ra2n \"{evil}\" Rb2n\n2s \"</ol></li>{evil}\" ra7s Zz9 \"{evil}\"\n"
    );
    let view = static_html(
        &text,
        &StaticOptions {
            path: Some(evil),
            game: Some(evil),
            ..StaticOptions::default()
        },
    );
    let allowed = [
        "div", "svg", "defs", "path", "g", "use", "rect", "circle", "text", "p", "b", "span", "ol",
        "li", "mark", "em", "ul", "abbr",
    ];
    for name in tags(&view.html) {
        assert!(
            allowed.contains(&name.as_str()),
            "<{name}> in {}",
            view.html
        );
    }
    assert!(!view.html.contains("<img"));
    assert!(!view.html.contains("<script"));
    assert!(view
        .html
        .contains("&lt;img src=x onerror=alert(1)&gt;&quot;&apos;&amp;"));
    assert_eq!(view.problems.len(), 3, "{:?}", view.problems);
}

#[test]
fn the_same_record_gives_the_same_bytes_and_options_change_the_picture() {
    let text = format!("{SETUP}2g Ra2n Rb2n Rc2n Rd2n\n");
    let a = static_html(&text, &StaticOptions::default());
    assert_eq!(a, static_html(&text, &StaticOptions::default()));
    let b = static_html(
        &text,
        &StaticOptions {
            size: 10_000,
            orientation: Color::Silver,
            dark: true,
            coordinates: false,
            ..StaticOptions::default()
        },
    );
    assert!(b.html.contains("width=\"2048\" height=\"2048\""));
    assert_ne!(a.html, b.html);
    // Without a path: where the element opens, after the setups.
    assert_eq!(a.path, "1s");
}

#[test]
fn a_broken_record_is_shown_at_its_problem_which_is_listed() {
    let view = static_html(&format!("{SETUP}2g Ra2n Zz9\n"), &StaticOptions::default());
    assert_eq!(view.path, "2g");
    assert_eq!(view.problems.len(), 1);
    assert!(
        view.html.contains(
            "<ul class=\"arimaa-problems\" aria-label=\"Problems\"><li>line 3, column 9:"
        ),
        "{}",
        view.html
    );
}

#[test]
fn a_game_of_several_is_chosen_and_its_path_says_which() {
    let one = format!("FAN31415926\nId: a\n\n{SETUP}2g Ra2n Rb2n Rc2n Rd2n\n");
    let two = format!("FAN31415926\nId: b\n\n{SETUP}2g Rh2n Rg2n Rf2n Re2n\n");
    let view = static_html(
        &format!("{one}\n{two}"),
        &StaticOptions {
            game: Some("id=b"),
            path: Some("2g"),
            ..StaticOptions::default()
        },
    );
    assert_eq!(view.path, "2/2g");
    assert!(view.html.contains("Rh2n Rg2n"));
}

#[test]
fn with_spoilers_only_the_moves_to_the_node_shown_are_listed_and_no_result() {
    let text = format!(
        "FAN31415926\nGold: Ann\nSilver: Bob\nResult: 1-0\n\n{SETUP}2g Ra2n Rb2n Rc2n Rd2n \"Quiet.\" [2g Rh2n Rg2n \"The other way.\"]\n2s ra7s rb7s \"Ahead.\"\n"
    );
    let shown = |path: &str| {
        static_html(
            &text,
            &StaticOptions {
                path: Some(path),
                spoilers: true,
                ..StaticOptions::default()
            },
        )
        .html
    };
    let at_1s = shown("1s");
    assert!(at_1s.contains("Gold <b dir=\"auto\">Ann</b>"), "{at_1s}");
    assert!(!at_1s.contains("Result"), "{at_1s}");
    assert!(
        !at_1s.contains("Ra2n") && !at_1s.contains("Rh2n") && !at_1s.contains("Quiet"),
        "{at_1s}"
    );
    assert!(at_1s.contains("<p class=\"arimaa-hidden\">The moves ahead are hidden.</p>"));
    tags(&at_1s);
    // Inside the variation: the line that leads there, flat, and nothing of the main line.
    let in_variation = shown("2g.1.2g");
    assert!(in_variation.contains("Rh2n Rg2n") && in_variation.contains("The other way."));
    assert!(
        !in_variation.contains("Ra2n") && !in_variation.contains("arimaa-variation"),
        "{in_variation}"
    );
    assert!(
        !in_variation.contains("arimaa-hidden"),
        "nothing is ahead of the variation's end"
    );
    // The same record without spoilers lists everything, with the result.
    let all = static_html(&text, &StaticOptions::default()).html;
    assert!(all.contains("Result 1-0") && all.contains("Ahead."));
    let element = viewer_element(
        &static_html(
            &text,
            &StaticOptions {
                spoilers: true,
                ..StaticOptions::default()
            },
        ),
        &StaticOptions {
            spoilers: true,
            ..StaticOptions::default()
        },
        RecordSource::Src("game.fan"),
        &[("mode", "guess")],
    );
    assert!(element.starts_with("<arimaa-viewer src=\"game.fan\" controls move-list comments coordinates path=\"1s\" spoilers mode=\"guess\">"), "{element}");
}

#[test]
fn a_puzzle_states_its_task() {
    let text = "FAN31415926\nPuzzle: goal in 1\nPosition: g [     r   hR   r    D                  e         R   E  R        ]\n\n2g Dd6n Rc7n\n";
    let html = static_html(
        text,
        &StaticOptions {
            spoilers: true,
            ..StaticOptions::default()
        },
    )
    .html;
    assert!(
        html.contains("<p class=\"arimaa-puzzle\"><b>Gold to play: reach goal this turn.</b></p>"),
        "{html}"
    );
    assert!(
        !html.contains("Dd6n"),
        "the solution is not given away: {html}"
    );
}

#[test]
fn base64_is_what_atob_reads() {
    // RFC 4648's test vectors, and text beyond ASCII.
    for (bytes, encoded) in [
        ("", ""),
        ("f", "Zg=="),
        ("fo", "Zm8="),
        ("foo", "Zm9v"),
        ("foob", "Zm9vYg=="),
        ("fooba", "Zm9vYmE="),
        ("foobar", "Zm9vYmFy"),
        ("é ♘", "w6kg4pmY"),
    ] {
        assert_eq!(base64(bytes.as_bytes()), encoded, "{bytes}");
    }
    assert_eq!(base64(&[0xfb, 0xff, 0xbf]), "+/+/");
}

#[test]
fn a_record_that_hides_moves_rides_in_base64_and_others_as_text() {
    let text = "FAN31415926\nPuzzle: goal in 1\nPosition: g [     r   hR   r    D                  e         R   E  R        ]\n\n2g Dd6n Rc7n \"A friend <beside> the rabbit.\"\n";
    let hidden = StaticOptions {
        spoilers: true,
        ..StaticOptions::default()
    };
    let encoded = format!(
        "<template class=\"arimaa-record\" data-encoding=\"base64\">{}</template>",
        base64(text.as_bytes())
    );
    for (options, extra) in [
        (&hidden, &[][..]),
        (&StaticOptions::default(), &[("mode", "puzzle")][..]),
    ] {
        let element = viewer_element(
            &static_html(text, &hidden),
            options,
            RecordSource::Inline(text),
            extra,
        );
        assert!(element.contains(&encoded), "{element}");
        for given_away in ["Dd6n", "Rc7n", "friend"] {
            assert!(!element.contains(given_away), "{given_away}: {element}");
        }
    }
    let options = StaticOptions::default();
    let plain = viewer_element(
        &static_html(text, &options),
        &options,
        RecordSource::Inline(text),
        &[],
    );
    assert!(
        plain.contains("<template class=\"arimaa-record\">FAN31415926\n"),
        "{plain}"
    );
    assert!(plain.contains("A friend &lt;beside&gt; the rabbit."));
}
