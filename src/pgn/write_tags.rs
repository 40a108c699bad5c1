//! The tag section of a Howdah record: the header's fields in order, then
//! the tags Howdah computes from the tree (`Position`, `PlyCount`,
//! `ResultCode`, `Result`), written last as AEI does.

use super::ending::{howdah_ending, Ending};
use super::names::{tag as tag_value, tags_of, COMPUTED};
use crate::record::{Header, TagNames};
use crate::Position;

/// The four result tokens that may close a game.
pub(super) const RESULT_TOKENS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// What the tags need from the tree.
pub(super) struct FromTree {
    /// The root position when the tree starts from a set board.
    pub(super) start: Option<Position>,
    /// Moves from the root to the main line's end, end words not counted.
    pub(super) plies: usize,
    /// The board's decision at the main line's end, if it has a winner.
    pub(super) board: Option<Ending>,
    /// What the main line's end node says: an end word, a stated result.
    pub(super) end: Option<Ending>,
}

/// Writes the tags and the blank line after them; returns the game's
/// result, which the token line repeats.
///
/// The header's tags in order (Howdah's names: see [`tags_of`]), then the
/// ones Howdah computes, as its writer does: `Position`, `PlyCount` (only
/// after another tag), `ResultCode` and `Result`. A Howdah record's result
/// is Howdah's (the board's, the tags', the end word's: see `ending`); for
/// a record of ours the header's fields win over the tree's end, which
/// fills in what they lack.
pub(super) fn write_tags(out: &mut String, header: &Header, tree: &FromTree) -> Option<String> {
    let tags = tags_of(header);
    let start = out.len();
    for (name, value) in &tags {
        if !COMPUTED.contains(&name.as_str()) && name != "Position" {
            tag(out, name, value);
        }
    }
    if let Some(p) = &tree.start {
        let value = format!("{} [{}]", p.side.char(), p.board.to_short());
        tag(out, "Position", &value);
    }
    if tree.plies > 0 && out.len() > start {
        tag(out, "PlyCount", &tree.plies.to_string());
    }
    let stated = |name| tag_value(&tags, name).map(str::to_owned);
    let (code, result) = match header.names {
        TagNames::Howdah { .. } => match howdah_ending(tree.board, &tags, tree.end) {
            Some(e) => (Some(e.code.to_string()), Some(e.token().to_owned())),
            None => (stated("ResultCode"), stated("Result")),
        },
        TagNames::Ours => {
            let ending = tree.end.or(tree.board);
            (
                stated("ResultCode").or_else(|| ending.map(|e| e.code.to_string())),
                stated("Result").or_else(|| ending.map(|e| e.token().to_owned())),
            )
        }
    };
    if let Some(c) = &code {
        tag(out, "ResultCode", c);
    }
    if let Some(r) = &result {
        tag(out, "Result", r);
    }
    if out.len() > start {
        out.push('\n');
    }
    result
}

/// `[Name "value"]` and a newline.
fn tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    tag_name(out, name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

/// A name as Howdah reads one: an ASCII letter, then letters, digits or
/// `_`. FAN names may also hold `-`, spaces or start with a digit; those
/// characters become `_` and a name not starting with a letter gets an `X`
/// before it, so the tag stays readable instead of failing the record.
fn tag_name(out: &mut String, name: &str) {
    if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        out.push('X');
    }
    out.extend(name.chars().map(|c| {
        if c.is_ascii_alphanumeric() || c == '_' {
            c
        } else {
            '_'
        }
    }));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Color;

    fn header(fields: &[(&str, &str)]) -> Header {
        Header {
            fields: fields
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            ..Header::default()
        }
    }

    fn written(h: &Header, tree: &FromTree) -> (String, Option<String>) {
        let mut out = String::new();
        let r = write_tags(&mut out, h, tree);
        (out, r)
    }

    #[test]
    fn computed_tags_come_last_and_fields_win() {
        let tree = FromTree {
            start: None,
            plies: 5,
            board: None,
            end: Some(Ending {
                winner: Color::Gold,
                code: 'r',
            }),
        };
        let h = header(&[
            ("Result", "0-1"),
            ("Event", "x"),
            ("PlyCount", "99"),
            ("Termination", "t"),
        ]);
        let (out, r) = written(&h, &tree);
        assert_eq!(
            out,
            "[Event \"x\"]\n[PlyCount \"5\"]\n[ResultCode \"t\"]\n[Result \"0-1\"]\n\n"
        );
        assert_eq!(r.as_deref(), Some("0-1"));
        // No field: the tree's ending; PlyCount only after another tag.
        let (out, r) = written(&header(&[]), &tree);
        assert_eq!(out, "[ResultCode \"r\"]\n[Result \"1-0\"]\n\n");
        assert_eq!(r.as_deref(), Some("1-0"));
        let none = FromTree {
            start: None,
            plies: 3,
            board: None,
            end: None,
        };
        assert_eq!(written(&header(&[]), &none), (String::new(), None));
        // A literal ResultCode field stands in for Termination.
        let (out, _) = written(&header(&[("ResultCode", "g")]), &none);
        assert_eq!(out, "[ResultCode \"g\"]\n\n");
    }

    #[test]
    fn names_and_values_are_made_readable() {
        let none = FromTree {
            start: None,
            plies: 0,
            board: None,
            end: None,
        };
        let h = header(&[("Game Id", "a\"b\\c\nd"), ("2nd-try", "")]);
        let (out, _) = written(&h, &none);
        assert_eq!(out, "[Game_Id \"a\\\"b\\\\c\\nd\"]\n[X2nd_try \"\"]\n\n");
    }
}
