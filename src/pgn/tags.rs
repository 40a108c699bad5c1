//! Tag lines of Howdah records: `[Name "value"]` and arimaa.com's
//! `Name: value`, and the chess names mapped to Arimaa's.

/// A multi-line arimaa.com value: `Name: -=+=-`, lines, a line starting `-=+=-`.
pub(super) const MULTILINE: &str = "-=+=-";

/// A letter, then letters, digits or `_`.
fn is_tag_name(name: &str) -> bool {
    name.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Reads a trimmed `[Name "value"]` line: the value is everything between
/// the first and the last `"`, `\n` a newline and `\x` the character x.
pub(super) fn parse_pgn_tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    if !is_tag_name(name) {
        return None;
    }
    let mut value = String::with_capacity(quoted.len());
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next()? {
                'n' => value.push('\n'),
                other => value.push(other),
            }
        } else {
            value.push(c);
        }
    }
    Some((name.to_owned(), value))
}

/// Reads a trimmed `Name: value` line (nothing or a space after the colon).
pub(super) fn parse_colon_tag(line: &str) -> Option<(&str, &str)> {
    let (name, value) = line.split_once(':')?;
    (is_tag_name(name) && (value.is_empty() || value.starts_with(' ')))
        .then(|| (name, value.trim()))
}

/// `White…`/`Black…` become `Gold…`/`Silver…` when the rest is empty or
/// starts with a capital (`Whitespace` stays), and `…Elo` becomes `…Rating`.
pub(super) fn arimaa_name(name: &str) -> String {
    for (chess, arimaa) in [("White", "Gold"), ("Black", "Silver")] {
        if let Some(rest) = name.strip_prefix(chess) {
            if rest.chars().next().map_or(true, |c| c.is_ascii_uppercase()) {
                let rest = if rest == "Elo" { "Rating" } else { rest };
                return format!("{arimaa}{rest}");
            }
        }
    }
    name.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pgn_tags_unescape() {
        assert_eq!(
            parse_pgn_tag(r#"[Event "a \"b\" \\ c\nd"]"#),
            Some(("Event".into(), "a \"b\" \\ c\nd".into()))
        );
        // An unescaped quote inside is tolerated: first to last `"`.
        assert_eq!(parse_pgn_tag(r#"[Site "x "y" z"]"#).unwrap().1, "x \"y\" z");
        for bad in [
            r#"[Event "x\"]"#,
            r#"[1x "a"]"#,
            r#"[Event]"#,
            r#"[Event x]"#,
            "[Ev\u{e9} \"a\"]",
        ] {
            assert_eq!(parse_pgn_tag(bad), None, "{bad}");
        }
    }

    #[test]
    fn colon_tags_and_names() {
        assert_eq!(parse_colon_tag("Event: casual "), Some(("Event", "casual")));
        assert_eq!(parse_colon_tag("Event:"), Some(("Event", "")));
        assert_eq!(parse_colon_tag("Event:x"), None);
        assert_eq!(parse_colon_tag("2g: x"), None);
        for (from, to) in [
            ("White", "Gold"),
            ("BlackElo", "SilverRating"),
            ("WhiteTitle", "GoldTitle"),
            ("Whitespace", "Whitespace"),
            ("Event", "Event"),
        ] {
            assert_eq!(arimaa_name(from), to);
        }
    }
}
