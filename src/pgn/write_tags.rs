//! The tag section of a Howdah record: the header's fields in order, then
//! the tags Howdah computes from the tree (`Position`, `PlyCount`,
//! `ResultCode`, `Result`), written last as AEI does.

use super::tags::written_name;
use crate::record::Header;
use crate::{Color, Position};

/// Fields the writer does not copy: computed from the tree, or written
/// under their Howdah name (`Termination` is `ResultCode`).
const COMPUTED: [&str; 5] = [
    "PlyCount",
    "ResultCode",
    "Result",
    "Termination",
    "Position",
];

/// The four result tokens that may close a game.
pub(super) const RESULT_TOKENS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// How the main line ends, by the tree: the winner and Howdah's reason letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Ending {
    pub(super) winner: Color,
    pub(super) code: char,
}

/// What the tags need from the tree.
pub(super) struct FromTree {
    /// The root position when the tree starts from a set board.
    pub(super) start: Option<Position>,
    /// Moves from the root to the main line's end, end words not counted.
    pub(super) plies: usize,
    /// The result the main line's end shows, if any.
    pub(super) ending: Option<Ending>,
}

/// Writes the tags and the blank line after them; returns the game's
/// result (`Result` field, else the tree's), which the token line repeats.
pub(super) fn write_tags(out: &mut String, header: &Header, tree: &FromTree) -> Option<String> {
    let start = out.len();
    for (name, value) in &header.fields {
        if !COMPUTED.iter().any(|c| c.eq_ignore_ascii_case(name)) {
            tag(out, written_name(name, &header.fields), value);
        }
    }
    if let Some(p) = &tree.start {
        let value = format!("{} [{}]", p.side.char(), p.board.to_short());
        tag(out, "Position", &value);
    }
    if tree.plies > 0 && out.len() > start {
        tag(out, "PlyCount", &tree.plies.to_string());
    }
    let code = header
        .get("Termination")
        .or_else(|| header.get("ResultCode"))
        .map(str::to_owned)
        .or_else(|| tree.ending.map(|e| e.code.to_string()));
    let result = header
        .get("Result")
        .map(str::to_owned)
        .or_else(|| tree.ending.map(|e| token(e.winner).to_owned()));
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

/// The result token of a win.
fn token(winner: Color) -> &'static str {
    match winner {
        Color::Gold => "1-0",
        Color::Silver => "0-1",
    }
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
            ending: Some(Ending {
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
            ending: None,
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
            ending: None,
        };
        let h = header(&[("Game Id", "a\"b\\c\nd"), ("2nd-try", "")]);
        let (out, _) = written(&h, &none);
        assert_eq!(out, "[Game_Id \"a\\\"b\\\\c\\nd\"]\n[X2nd_try \"\"]\n\n");
    }
}
