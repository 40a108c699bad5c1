use super::catalogue::{english, ALL, COUNT, KEYS};
use super::*;
use crate::record::StatedReason;
use crate::Color;

/// A pack whose every message is its key in brackets, with its parameters:
/// whatever a word-building path writes that does not come from the
/// catalogue shows as a plain English word.
pub(crate) fn marker_words() -> Words {
    let lines: Vec<String> = KEYS
        .iter()
        .zip(ALL.map(english))
        .map(|(k, en)| {
            let mut params: Vec<String> = Vec::new();
            for p in 1..=9 {
                if en.contains(&format!("${p}")) {
                    params.push(format!("${p}"));
                }
            }
            format!("⟦{}⟧{}", &k["arimaa-words-".len()..], params.join("·"))
        })
        .collect();
    Words::from_pack("x-marker", &lines.join("\n"))
}

#[test]
fn parameters_are_replaced_and_missing_ones_are_empty() {
    assert_eq!(format("$1 to $2", &["a", "b"], Rule::OneOther), "a to b");
    assert_eq!(format("$2 $1 $3", &["a", "b"], Rule::OneOther), "b a ");
    assert_eq!(
        format("costs $ 5, $x", &[], Rule::OneOther),
        "costs $ 5, $x"
    );
}

#[test]
fn plurals_choose_by_the_languages_rules() {
    let m = "{{PLURAL:$1|$1 cow|$1 cows}} on $2";
    assert_eq!(format(m, &["1", "d1"], Rule::OneOther), "1 cow on d1");
    assert_eq!(format(m, &["3", "d1"], Rule::OneOther), "3 cows on d1");
    let pl = "{{PLURAL:$1|$1 krowa|$1 krowy|$1 krów}}";
    assert_eq!(format(pl, &["1"], Rule::of("pl")), "1 krowa");
    assert_eq!(format(pl, &["22"], Rule::of("pl")), "22 krowy");
    assert_eq!(format(pl, &["12"], Rule::of("pl")), "12 krów");
    assert_eq!(format("{{PLURAL:$1|牛}}", &["5"], Rule::of("ja")), "牛");
    // Broken syntax stays (its parameter replaced), as words.js leaves it.
    assert_eq!(
        format("{{PLURAL:$1|a", &["1"], Rule::OneOther),
        "{{PLURAL:1|a"
    );
}

#[test]
fn english_is_built_in_and_a_pack_falls_back_to_it_message_by_message() {
    let en = Words::english();
    assert_eq!(en.t(Msg::WinsBy, &["Gold", "goal"]), "Gold wins by goal");
    let mut lines = vec![""; COUNT];
    lines[Msg::SideGold as usize] = "Or";
    let fr = Words::from_pack("fr", &lines.join("\n"));
    assert_eq!(fr.side(Color::Gold), "Or");
    assert_eq!(fr.side(Color::Silver), "Silver");
    // A short pack (an older one) leaves the rest to English, and does not panic.
    let short = Words::from_pack("fr", "Or");
    assert_eq!(short.side(Color::Gold), "Or");
    assert_eq!(short.reason(StatedReason::Goal), "goal");
    assert_eq!(Words::from_pack("fr", "").language(), "fr");
}

#[cfg(catalogues)]
#[test]
fn a_regional_tag_falls_back_to_its_language_then_english() {
    let de = Words::for_language("de-AT");
    assert_eq!(de.language(), "de-AT");
    assert_eq!(de.side(Color::Silver), "Silber");
    assert_eq!(Words::for_language("DE_de").side(Color::Silver), "Silber");
    let unknown = Words::for_language("tlh");
    assert_eq!(unknown.side(Color::Silver), "Silver");
    // English words are not said to be Klingon.
    assert_eq!(unknown.language(), "en");
    assert_eq!(Words::for_language("en-GB").language(), "en-GB");
    assert!(
        Words::has_language("de-CH") && Words::has_language("en") && !Words::has_language("tlh")
    );
    assert!(Words::languages().any(|l| l == "de"));
}

#[cfg(catalogues)]
#[test]
fn every_built_in_language_keeps_each_messages_parameters() {
    for (code, messages) in super::catalogue::LANGUAGES.iter() {
        for (i, m) in messages.iter().enumerate() {
            let Some(m) = m else { continue };
            for p in 1..=9 {
                let param = format!("${p}");
                assert_eq!(
                    m.contains(&param),
                    english(ALL[i]).contains(&param),
                    "{code} {}: {param}",
                    KEYS[i]
                );
            }
        }
    }
}

#[test]
fn language_tags_are_told_from_other_text() {
    for good in ["de", "pt-BR", "zh-Hans", "de-formal", "en_GB", "sr-Latn-RS"] {
        assert!(is_language_tag(good), "{good}");
    }
    for bad in [
        "",
        "d",
        "de-",
        "de x",
        "<b>",
        "deutsch-Österreich",
        "1e",
        "de--at",
    ] {
        assert!(!is_language_tag(bad), "{bad}");
    }
}

#[test]
fn lists_join_as_the_language_says() {
    let en = Words::english();
    let items = |n: usize| (1..=n).map(|i| format!("e{i}")).collect::<Vec<_>>();
    assert_eq!(en.or_list(&items(0)), "");
    assert_eq!(en.or_list(&items(1)), "e1");
    assert_eq!(en.or_list(&items(2)), "e1 or e2");
    assert_eq!(en.or_list(&items(3)), "e1, e2 or e3");
    assert_eq!(en.steps(&items(3)), "e1; e2; e3");
    assert_eq!(en.list(&items(2)), "e1, e2");
}

#[test]
fn nouns_come_from_the_catalogue() {
    let w = marker_words();
    assert_eq!(
        w.piece(crate::Piece::new(Color::Silver, crate::Role::Cat)),
        "⟦piece-silver-cat⟧"
    );
    assert_eq!(
        w.pieces(crate::Role::Dog, &["a1".into(), "b1".into()]),
        "⟦pieces-dog⟧2·a1 b1"
    );
    assert_eq!(w.glyph(crate::record::Glyph(200)), "⟦glyph-other⟧$200");
}

#[test]
fn sentence_raises_the_first_letter_only() {
    assert_eq!(sentence("élan vital".into()), "Élan vital");
    assert_eq!(sentence(String::new()), "");
}

#[test]
fn full_stop_follows_the_script_and_never_doubles() {
    assert_eq!(full_stop("Gold to move".into()), "Gold to move.");
    assert_eq!(full_stop("Gold to move.".into()), "Gold to move.");
    assert_eq!(full_stop("銀の手番".into()), "銀の手番。");
    assert_eq!(full_stop("銀の手番。".into()), "銀の手番。");
    assert_eq!(full_stop(String::new()), "");
}
