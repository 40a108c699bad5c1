//! The words built in Rust, in the reader's language (issue 36): spoken
//! descriptions, the move list's and teaching words, the static view, the
//! gallery. Every message is one of i18n/en.json's `arimaa-words-*`, named by
//! a [`Msg`] (src/words/catalogue.rs, written from i18n/ by
//! scripts/messages.mjs), in the same format as the element's words.js:
//! `$1` parameters and `{{PLURAL:$n|one|other}}` (CLDR's rules, plural.rs).
//!
//! English is built in. The other languages are built into the native builds
//! and the editor's wasm ([`Words::for_language`]); the reader's wasm carries
//! none (each would cost every reader), and is handed the pack the element
//! fetched ([`Words::from_pack`]).

mod arimaa;
// Written by scripts/messages.mjs, which --check compares byte for byte.
#[rustfmt::skip]
mod catalogue;
mod plural;

pub use catalogue::Msg;
pub use plural::{Category, Rule};

use catalogue::{english, COUNT};
use std::sync::Arc;

/// A catalogue of the Rust words in one language, falling back to English
/// message by message. Cheap to clone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    /// The language asked for, as given (`de-AT`); `en` for English.
    language: Arc<str>,
    /// The messages that are not English, by [`Msg`]; `None` when all are.
    table: Option<Arc<[Option<Box<str>>]>>,
    /// The plural rules of the translated messages (English's for the rest).
    rule: Rule,
}

impl Default for Words {
    fn default() -> Words {
        Words::english()
    }
}

impl Words {
    /// English, built in.
    pub fn english() -> Words {
        Words {
            language: "en".into(),
            table: None,
            rule: Rule::OneOther,
        }
    }

    /// Messages handed over as lines, in [`Msg`]'s order (the element's
    /// pack, its `arimaa-words-*` joined by line breaks): an empty or
    /// missing line is left to English, extra lines are ignored.
    pub fn from_pack(language: &str, lines: &str) -> Words {
        let table: Arc<[Option<Box<str>>]> = lines
            .split('\n')
            .chain(std::iter::repeat(""))
            .take(COUNT)
            .map(|l| (!l.is_empty()).then(|| l.into()))
            .collect();
        Words {
            language: language.into(),
            table: table.iter().any(Option::is_some).then_some(table),
            rule: Rule::of(language),
        }
    }

    /// The catalogue of a language tag, as the element chooses it: `de-AT`
    /// takes de-AT's messages, then de's, then English's. An unknown
    /// language gives English (with the language's name kept).
    #[cfg(catalogues)]
    pub fn for_language(tag: &str) -> Words {
        let lower = tag.trim().to_ascii_lowercase().replace('_', "-");
        let parts: Vec<&str> = lower.split('-').collect();
        let chain: Vec<&[Option<&str>; COUNT]> = (1..=parts.len())
            .rev()
            .filter_map(|n| {
                let code = parts[..n].join("-");
                catalogue::LANGUAGES
                    .iter()
                    .find(|(c, _)| *c == code)
                    .map(|(_, m)| m)
            })
            .collect();
        if chain.is_empty() {
            // English words are not said to be in another language; an
            // English regional tag (en-GB) is kept.
            let mut w = Words::english();
            if parts[0] == "en" {
                w.language = tag.trim().into();
            }
            return w;
        }
        let table: Arc<[Option<Box<str>>]> = (0..COUNT)
            .map(|i| chain.iter().find_map(|m| m[i]).map(Box::from))
            .collect();
        Words {
            language: tag.trim().into(),
            table: Some(table),
            rule: Rule::of(&lower),
        }
    }

    /// Whether the catalogue has words of `tag`'s language built in
    /// besides English (de-AT: yes, as German's).
    #[cfg(catalogues)]
    pub fn has_language(tag: &str) -> bool {
        let primary = tag
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        primary == "en"
            || catalogue::LANGUAGES
                .iter()
                .any(|(c, _)| c.split('-').next() == Some(&primary))
    }

    /// The languages built in besides English, lower case.
    #[cfg(catalogues)]
    pub fn languages() -> impl Iterator<Item = &'static str> {
        catalogue::LANGUAGES.iter().map(|(c, _)| *c)
    }

    /// The language asked for (`de-AT`), for a page's `lang`.
    pub fn language(&self) -> &str {
        &self.language
    }

    /// A message with its parameters (`$1` is `params[0]`).
    pub fn t(&self, msg: Msg, params: &[&str]) -> String {
        let translated = self.table.as_ref().and_then(|t| t[msg as usize].as_deref());
        match translated {
            Some(m) => format(m, params, self.rule),
            None => format(english(msg), params, Rule::OneOther),
        }
    }

    /// Items joined by [`Msg::List`]: "a, b, c".
    pub fn list(&self, items: &[String]) -> String {
        self.join(items, Msg::List, Msg::List)
    }

    /// Items joined by [`Msg::Steps`]: "a; b; c".
    pub fn steps(&self, items: &[String]) -> String {
        self.join(items, Msg::Steps, Msg::Steps)
    }

    /// Choices, as `Intl.ListFormat`'s disjunction: "e4, f5 or e6".
    pub fn or_list(&self, items: &[String]) -> String {
        self.join(items, Msg::OrMore, Msg::Or)
    }

    fn join(&self, items: &[String], middle: Msg, last: Msg) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., end] => {
                let mut s = rest[0].clone();
                for item in &rest[1..] {
                    s = self.t(middle, &[&s, item]);
                }
                self.t(last, &[&s, end])
            }
        }
    }
}

/// `{{PLURAL:$n|…}}` chosen, then `$n` replaced: as words.js formats.
/// Malformed syntax is kept as written; a missing parameter is empty.
fn format(message: &str, params: &[&str], rule: Rule) -> String {
    let param = |n: usize| {
        n.checked_sub(1)
            .and_then(|i| params.get(i))
            .copied()
            .unwrap_or("")
    };
    let mut chosen = String::with_capacity(message.len());
    let mut rest = message;
    while let Some(at) = rest.find("{{PLURAL:$") {
        chosen.push_str(&rest[..at]);
        let after = &rest[at + "{{PLURAL:$".len()..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        let body = after[digits..].strip_prefix('|');
        match (
            after[..digits].parse::<usize>(),
            body.and_then(|b| b.find("}}").map(|e| (b, e))),
        ) {
            (Ok(n), Some((body, end))) => {
                let forms: Vec<&str> = body[..end].split('|').collect();
                chosen.push_str(forms[rule.form(param(n), forms.len())]);
                rest = &body[end + 2..];
            }
            _ => {
                chosen.push_str("{{PLURAL:$");
                rest = after;
            }
        }
    }
    chosen.push_str(rest);
    let mut out = String::with_capacity(chosen.len() + 16);
    let mut rest = chosen.as_str();
    while let Some(at) = rest.find('$') {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            out.push('$');
        } else {
            out.push_str(after[..digits].parse().map_or("", param));
        }
        rest = &after[digits..];
    }
    out.push_str(rest);
    out
}

/// Whether `tag` is shaped as a BCP 47 language tag (`de`, `pt-BR`,
/// `zh-Hans`; MediaWiki's `de-formal`): letters, digits and hyphens, a
/// primary subtag of 2–8 letters. What a page may put in a `lang` attribute.
pub fn is_language_tag(tag: &str) -> bool {
    let mut parts = tag.split(['-', '_']);
    let primary = parts.next().unwrap_or("");
    (2..=8).contains(&primary.len())
        && primary.bytes().all(|b| b.is_ascii_alphabetic())
        && parts.all(|p| (1..=8).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_alphanumeric()))
}

/// The text with its first letter upper case (a sentence's start).
pub fn sentence(mut s: String) -> String {
    if let Some(c) = s.chars().next() {
        let up: String = c.to_uppercase().collect();
        s.replace_range(..c.len_utf8(), &up);
    }
    s
}

/// `s` ended as a sentence: a full stop in the script of its last letter (`。` after
/// Japanese or Chinese), none when a message already ends in one.
pub fn full_stop(mut s: String) -> String {
    match s.chars().last() {
        Some('.' | '。' | '!' | '?' | '！' | '？') | None => {}
        Some(c)
            if ('\u{3000}'..='\u{9fff}').contains(&c) || ('\u{ff00}'..='\u{ffef}').contains(&c) =>
        {
            s.push('。')
        }
        Some(_) => s.push('.'),
    }
    s
}

#[cfg(test)]
mod leak_tests;
#[cfg(test)]
mod tests;
