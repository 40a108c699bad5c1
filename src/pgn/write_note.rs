//! One brace comment of a Howdah record, gathered from the places our tree
//! keeps annotations: free text first, then each `[%…]` command once.

use super::commands::{split_kept, Take};
use crate::record::{Kept, Marking};

/// What our writer writes for a comment written as `written` and read with
/// `take`: its text and markings, gathered as the writer gathers them.
pub(super) fn canonical(written: &str, take: Take) -> String {
    let (s, _) = split_kept(written, take);
    let mut note = Note::default();
    note.text(s.text.as_deref());
    note.move_facts(&s.about_move);
    note.step(&s.position);
    note.text_of().unwrap_or_default()
}

/// The text and commands of one `{…}` comment, in the order they are written.
#[derive(Default)]
pub(super) struct Note {
    texts: Vec<String>,
    /// `%emt`: seconds the move took.
    emt: Option<u32>,
    /// `%clk`: the mover's reserve after the move.
    clk: Option<u32>,
    /// `%cal` items: `Gd2d4`.
    cal: Vec<String>,
    /// `%csl` items: `Rd4`.
    csl: Vec<String>,
    /// `%lbl` items: `d4=A`.
    lbl: Vec<String>,
    /// `%fan` items: markings Howdah has no command for, as FAN writes them.
    fan: Vec<String>,
    /// An empty comment was given: `{}` is written even with nothing in it,
    /// as Howdah keeps an empty comment.
    empty: bool,
}

impl Note {
    /// Adds free text; several texts for one place are joined by a space,
    /// as Howdah joins several comments.
    pub(super) fn text(&mut self, text: Option<&str>) {
        match text {
            Some("") => self.empty = true,
            Some(t) => self.texts.push(t.to_owned()),
            None => {}
        }
    }

    /// The move's own times from its `before_markings` (glyphs are written
    /// as words, position markings elsewhere). A second time of one kind has
    /// no command of its own and goes to `%fan`.
    pub(super) fn move_facts(&mut self, markings: &[Marking]) {
        for m in markings {
            match m {
                Marking::Time(s) if self.emt.is_none() => self.emt = Some(*s),
                Marking::Clock(s) if self.clk.is_none() => self.clk = Some(*s),
                Marking::Time(_) | Marking::Clock(_) => self.fan.push(m.text()),
                _ => {}
            }
        }
    }

    /// The position markings of `before_markings` (arrows, highlights,
    /// labels, others), which describe the position before the move.
    pub(super) fn position(&mut self, markings: &[Marking]) {
        for m in markings.iter().filter(|m| !m.is_about_move()) {
            self.shape(m);
        }
    }

    /// A last step's markings: all of them describe the position after the
    /// move. Glyphs and times standing there (not where FAN means them)
    /// keep their FAN text in `%fan`.
    pub(super) fn step(&mut self, markings: &[Marking]) {
        for m in markings {
            self.shape(m);
        }
    }

    fn shape(&mut self, m: &Marking) {
        match m {
            Marking::Arrow { from, to, colour } => {
                self.cal.push(format!("{}{from}{to}", colour.letter()))
            }
            Marking::Highlight { square, colour } => {
                self.csl.push(format!("{}{square}", colour.letter()))
            }
            Marking::Square { square, label } => self.lbl.push(format!("{square}={label}")),
            Marking::Other(text) => self.fan.push(text.clone()),
            Marking::Glyph(_) | Marking::Time(_) | Marking::Clock(_) => self.fan.push(m.text()),
        }
    }

    /// True when there is nothing to write.
    pub(super) fn is_empty(&self) -> bool {
        !self.empty
            && self.texts.is_empty()
            && self.emt.is_none()
            && self.clk.is_none()
            && self.cal.is_empty()
            && self.csl.is_empty()
            && self.lbl.is_empty()
            && self.fan.is_empty()
    }

    /// Writes `{…}`, escaped, when there is anything to write; returns
    /// whether it wrote: `kept`'s spelling while this note is still what
    /// it was read into (nothing of it was edited), else the canonical form.
    /// `take`: what the reader takes from a comment in this place.
    pub(super) fn write_kept(&self, out: &mut String, kept: Option<&Kept>, take: Take) -> bool {
        let Some(text) = self.text_of() else {
            return false;
        };
        out.push('{');
        let spelled = match kept {
            Some(k) if canonical(&k.written, take) == text => k.written.as_str(),
            _ => text.as_str(),
        };
        escape_comment(out, spelled);
        out.push('}');
        true
    }

    /// The comment's text as it stands between the braces, unescaped:
    /// `None` when there is nothing to write.
    pub(super) fn text_of(&self) -> Option<String> {
        if self.is_empty() {
            return None;
        }
        let mut parts: Vec<String> = self.texts.clone();
        parts.extend(self.emt.map(|s| format!("[%emt {}]", clock(s))));
        parts.extend(self.clk.map(|s| format!("[%clk {}]", clock(s))));
        for (name, items, sep) in [
            ("cal", &self.cal, ","),
            ("csl", &self.csl, ","),
            ("lbl", &self.lbl, " "),
            ("fan", &self.fan, " "),
        ] {
            if !items.is_empty() {
                parts.push(format!("[%{name} {}]", items.join(sep)));
            }
        }
        Some(parts.join(" "))
    }
}

/// `H:MM:SS`, hours unpadded, as Howdah writes `%emt`.
pub(super) fn clock(secs: u32) -> String {
    format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
}

/// A comment's text with `\` and `}` escaped (newlines stay raw).
fn escape_comment(out: &mut String, text: &str) {
    for c in text.chars() {
        if matches!(c, '\\' | '}') {
            out.push('\\');
        }
        out.push(c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{Glyph, MarkColour};
    use crate::Square;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn text_then_each_command_once_in_order() {
        let mut n = Note::default();
        assert!(n.is_empty());
        n.text(Some("a } b \\ c"));
        n.text(Some(""));
        n.text(Some("next"));
        n.move_facts(&[Marking::Clock(7200), Marking::Time(3726), Marking::Time(5)]);
        n.step(&[
            Marking::Other("zz".into()),
            Marking::Highlight {
                square: sq("d4"),
                colour: MarkColour::Red,
            },
            Marking::Arrow {
                from: sq("d2"),
                to: sq("d4"),
                colour: MarkColour::Green,
            },
            Marking::Glyph(Glyph(5)),
        ]);
        n.position(&[
            Marking::Glyph(Glyph(1)),
            Marking::Arrow {
                from: sq("b1"),
                to: sq("b2"),
                colour: MarkColour::Red,
            },
            Marking::Square {
                square: sq("e5"),
                label: "B".into(),
            },
            Marking::Time(9),
        ]);
        let mut out = String::new();
        assert!(n.write_kept(&mut out, None, Take::All));
        assert_eq!(
            out,
            "{a \\} b \\\\ c next [%emt 1:02:06] [%clk 2:00:00] [%cal Gd2d4,Rb1b2] \
             [%csl Rd4] [%lbl e5=B] [%fan t=5 zz !?]}"
        );
        assert_eq!(clock(12), "0:00:12");
        assert_eq!(clock(36000), "10:00:00");
    }
}
