//! Telling a Howdah record from FAN and arimaa.com text, by what the text
//! can only be.
//!
//! Howdah writes no tag block for a game without tags or result, so its
//! records need not start with a tag. Both formats read plain move lines
//! and `Name: value` tags alike; what tells them apart is the first token
//! (outside tag lines) that only one of them holds:
//!
//! | Howdah only | FAN only |
//! |---|---|
//! | a `[Name "value"]` tag line | the magic line `FAN31415926` |
//! | a line starting with `#` (skipped by Howdah) | a `"…"` comment |
//! | a `{…}` comment | a `[` or `]` (a variation) |
//! | a `(` or `)` (a variation) | an `@` marking (`@!?`, `@t=12`) |
//! | a glyph word: `!`, `?`, `!!`, `??`, `!?`, `?!`, `$14` | |
//! | a result token: `1-0`, `0-1`, `1/2-1/2`, `*` | |
//! | the end word `lose` | |
//! | a `ResultCode: r` tag (FAN says `Termination`) | |
//!
//! Text holding neither (moves, `Name: value` tags, capture tokens,
//! `takeback`, `resigns`) is FAN, which reads arimaa.com text; Howdah would
//! read it as the same game. Reading stops at the first token that decides,
//! so a quote inside a Howdah comment or a brace inside a FAN comment does
//! not count: each format's comments are only entered once it has won.

use super::tags::{parse_colon_tag, parse_pgn_tag, MULTILINE};
use crate::record::FAN_MAGIC;

/// Which format the first telling token of a text belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Evidence {
    /// A `[Name "value"]` tag line.
    Tag,
    /// Any other Howdah-only token.
    Howdah,
    /// A FAN-only token.
    Fan,
}

/// The first token of `text` that only one format holds (see the module
/// docs), or `None` when every token could be either.
pub(crate) fn evidence(text: &str) -> Option<Evidence> {
    let mut lines = text.lines().map(str::trim);
    while let Some(line) = lines.next() {
        if line.is_empty() {
            continue;
        }
        if line.starts_with(FAN_MAGIC) {
            return Some(Evidence::Fan);
        }
        if line.starts_with('#') {
            return Some(Evidence::Howdah);
        }
        if parse_pgn_tag(line).is_some() {
            return Some(Evidence::Tag);
        }
        if let Some((name, value)) = parse_colon_tag(line) {
            // AEI's and Howdah's name for the reason letter: FAN and
            // arimaa.com call it `Termination`.
            if name == "ResultCode" {
                return Some(Evidence::Howdah);
            }
            // Both formats read these; a multi-line value runs to its
            // closing `-=+=-` line, whatever it holds.
            if value == MULTILINE {
                for l in lines.by_ref() {
                    if l.starts_with(MULTILINE) {
                        break;
                    }
                }
            }
            continue;
        }
        if let Some(found) = line.split_whitespace().find_map(word_evidence) {
            return Some(found);
        }
    }
    None
}

/// What one whitespace-free word tells: a glyph or result word standing
/// before any special character, else that character.
fn word_evidence(word: &str) -> Option<Evidence> {
    let special = word.find(['{', '}', '(', ')', '"', '[', ']', '@']);
    let head = &word[..special.unwrap_or(word.len())];
    if is_howdah_word(head) {
        return Some(Evidence::Howdah);
    }
    match word[special?..].chars().next()? {
        '{' | '}' | '(' | ')' => Some(Evidence::Howdah),
        _ => Some(Evidence::Fan),
    }
}

/// Words Howdah reads and FAN does not: glyphs, results, `lose`.
fn is_howdah_word(word: &str) -> bool {
    matches!(
        word,
        "!" | "?" | "!!" | "??" | "!?" | "?!" | "1-0" | "0-1" | "1/2-1/2" | "*"
    ) || word.eq_ignore_ascii_case("lose")
        || word
            .strip_prefix('$')
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_telling_token_decides() {
        let cases = [
            ("[Event \"x\"]\n1g Ra1", Some(Evidence::Tag)),
            ("# saved\n1g Ra1", Some(Evidence::Howdah)),
            ("1g Ra1\n2g Ee2n !\n", Some(Evidence::Howdah)),
            ("1g Ra1\n2g Ee2n $14\n", Some(Evidence::Howdah)),
            ("1g Ra1\n*\n", Some(Evidence::Howdah)),
            ("1g Ra1\n1s lose\n", Some(Evidence::Howdah)),
            (
                "2g Ee2n {He said \"go\" [%emt 0:00:03]}",
                Some(Evidence::Howdah),
            ),
            ("2g Ee2n !{x}", Some(Evidence::Howdah)),
            ("2g Ee2n \"see {this} (and that)\"", Some(Evidence::Fan)),
            ("2g Ee2n [2g Ed2n]", Some(Evidence::Fan)),
            ("2g @!? Ee2n", Some(Evidence::Fan)),
            ("FAN31415926\n2g Ee2n {x}", Some(Evidence::Fan)),
            ("Event: Final (round 2)\n\n1g Ra1\n", None),
            (
                "Chat: -=+=-\n(hi) \"there\"\n-=+=-\n2g Ee2n ?\n",
                Some(Evidence::Howdah),
            ),
            ("Gold: a\n1g Ra1 Rb1\n2g Ee2n Rc3x\n2s resigns\n", None),
            (
                "Result: 1-0\nResultCode: r\n\n1g Ra1\n",
                Some(Evidence::Howdah),
            ),
            ("Result: 1-0\nresultcode: r\n\n1g Ra1\n", None),
            ("", None),
        ];
        for (text, want) in cases {
            assert_eq!(evidence(text), want, "{text:?}");
        }
    }
}
