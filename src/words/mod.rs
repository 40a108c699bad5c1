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
mod errors;
mod plural;
mod rules;

pub use catalogue::Msg;
pub use plural::{Category, Rule};

#[cfg(catalogues)]
use catalogue::COUNT;
use catalogue::ENGLISH;
use std::sync::Arc;

/// A catalogue of the Rust words in one language, falling back to English
/// message by message. Cheap to clone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    /// The language asked for, as given (`de-AT`); `en` for English.
    language: Arc<str>,
    /// The messages, one a line in [`Msg`]'s order, an empty line left to
    /// English; `None` when all are. Lines, as the pack hands them over, not a
    /// table: the reader's wasm keeps them with no code to split them.
    lines: Option<Arc<str>>,
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
            lines: None,
            rule: Rule::OneOther,
        }
    }

    /// Messages handed over as lines, in [`Msg`]'s order (the element's
    /// pack, its `arimaa-words-*` joined by line breaks): an empty or
    /// missing line is left to English, extra lines are ignored.
    pub fn from_pack(language: &str, lines: &str) -> Words {
        Words {
            language: language.into(),
            lines: (!lines.is_empty()).then(|| lines.into()),
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
        let lines: Vec<&str> = (0..COUNT)
            .map(|i| chain.iter().find_map(|m| m[i]).unwrap_or(""))
            .collect();
        Words {
            language: tag.trim().into(),
            lines: Some(lines.join("\n").into()),
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
        match self.lines.as_deref().map(|l| line(l, msg)) {
            Some(m) if !m.is_empty() => format(m, params, self.rule),
            _ => format(english(msg), params, Rule::OneOther),
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

/// Line `msg` of `lines` ("" past the end).
fn line(lines: &str, msg: Msg) -> &str {
    lines.split('\n').nth(msg as usize).unwrap_or("")
}

/// A message in English ("" for one this build never builds).
pub(crate) fn english(msg: Msg) -> &'static str {
    line(ENGLISH, msg)
}

/// `{{PLURAL:$n|…}}` chosen, and `$n` replaced (in the chosen form too): as
/// words.js formats. Malformed syntax is kept as written; a missing parameter is
/// empty. Bytes scanned by hand: `str::find` of a pattern costs the reader's
/// wasm its searcher.
fn format(message: &str, params: &[&str], rule: Rule) -> String {
    const PLURAL: &[u8] = b"{{PLURAL:$";
    let param = |n: usize| {
        n.checked_sub(1)
            .and_then(|i| params.get(i))
            .copied()
            .unwrap_or("")
    };
    let b = message.as_bytes();
    // The number written at `at`, and where its digits end.
    let number = |at: usize| {
        let digits = b[at.min(b.len())..]
            .iter()
            .take_while(|c| c.is_ascii_digit());
        let n = digits.clone().fold(0usize, |n, d| {
            n.saturating_mul(10).saturating_add(usize::from(d - b'0'))
        });
        (n, at + digits.count())
    };
    let mut out = String::with_capacity(message.len() + 16);
    let (mut i, mut kept) = (0, 0);
    while i < b.len() {
        let (replaced, next) = if b[i] == b'$' {
            match number(i + 1) {
                (n, end) if end > i + 1 => (Some(param(n).to_string()), end),
                _ => (None, i + 1),
            }
        } else if b[i..].starts_with(PLURAL) {
            let (n, end) = number(i + PLURAL.len());
            let close = b[end..].windows(2).position(|w| w == b"}}");
            match close {
                Some(c) if end > i + PLURAL.len() && b.get(end) == Some(&b'|') => {
                    let forms: Vec<&str> = message[end + 1..end + c].split('|').collect();
                    let form = forms[rule.form(param(n), forms.len())];
                    (Some(format(form, params, rule)), end + c + 2)
                }
                _ => (None, i + 1),
            }
        } else {
            (None, i + 1)
        };
        if let Some(text) = replaced {
            out.push_str(&message[kept..i]);
            out.push_str(&text);
            kept = next;
        }
        i = next;
    }
    out.push_str(&message[kept..]);
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
pub fn sentence(s: String) -> String {
    if let Some(c) = s.chars().next() {
        let up = upper(c);
        if up != c {
            let mut out = String::with_capacity(s.len() + 1);
            out.push(up);
            out.push_str(&s[c.len_utf8()..]);
            return out;
        }
    }
    s
}

/// `c` in upper case, for the scripts a sentence of the catalogue or a page's
/// pack may start with (Latin with Latin-1 and Extended-A: every language of
/// i18n/; Greek; Cyrillic); other letters as they are. Not `char::to_uppercase`,
/// whose tables of every script cost the reader's wasm about 1 KB gzip.
fn upper(c: char) -> char {
    let n = c as u32;
    let odd_lower = |n: u32| if n % 2 == 1 { n - 1 } else { n };
    let even_lower = |n: u32| if n % 2 == 0 { n - 1 } else { n };
    let up = match n {
        0x61..=0x7a | 0xe0..=0xfe if n != 0xf7 => n - 0x20,
        0xff => 0x178,
        0x100..=0x137 | 0x14a..=0x177 => odd_lower(n),
        0x139..=0x148 | 0x179..=0x17e => even_lower(n),
        0x3b1..=0x3c9 if n != 0x3c2 => n - 0x20,
        0x430..=0x44f => n - 0x20,
        0x450..=0x45f => n - 0x50,
        _ => n,
    };
    char::from_u32(up).unwrap_or(c)
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
