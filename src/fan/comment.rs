//! A comment's text in FAN. The spec ends a comment at the next `"` and has
//! no escape, so a reader's `"` could not be kept; this dialect adds one that
//! holds no `"` (a reader that does not know it still finds every comment's
//! end, and shows the escape as written): `\q` is `"` and `\\` is `\`. A
//! backslash before anything else is itself, so records written without the
//! escape in mind (`C:\games`) read as they always did.

use std::borrow::Cow;

/// The text as written between a comment's quotes.
pub(crate) fn escape(text: &str) -> Cow<'_, str> {
    if !text.contains(['"', '\\']) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\q"),
            '\\' => out.push_str("\\\\"),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// The text a comment written as `raw` (between its quotes) holds.
pub(crate) fn unescape(raw: &str) -> String {
    if !raw.contains('\\') {
        return raw.to_owned();
    }
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            ('\\', Some('q')) => {
                chars.next();
                out.push('"');
            }
            ('\\', Some('\\')) => {
                chars.next();
                out.push('\\');
            }
            (c, _) => out.push(c),
        }
    }
    out
}

/// The length a comment of `text` takes in a FAN record (what the reader's limit counts).
pub(crate) fn written_len(text: &str) -> usize {
    text.len() + text.matches(['"', '\\']).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_character_comes_back_and_no_quote_is_written() {
        for text in [
            "plain",
            "the camel \"goes\" up",
            "a } b { c \\ d ' e 🐘 \"",
            "\\q is not a quote",
            "ends with \\",
            "\\\\\"\"",
            "C:\\games",
        ] {
            let written = escape(text);
            assert!(!written.contains('"'), "{written}");
            assert_eq!(written.len(), written_len(text));
            assert_eq!(unescape(&written), text);
        }
    }

    #[test]
    fn a_backslash_before_anything_else_is_itself() {
        assert_eq!(unescape(r"C:\games\new"), r"C:\games\new");
        assert_eq!(unescape(r"ends \"), r"ends \");
        assert_eq!(unescape(r"say \qhi\q, \\ one"), r#"say "hi", \ one"#);
    }
}
