//! `[%name args]` commands inside brace comments, turned into markings.
//!
//! Howdah keeps commands in the comment text; we interpret the ones with a
//! marking of their own (`%emt`, `%clk`, `%cal`, `%csl`, `%lbl`, `%fan`)
//! and leave every other command, and any known one that does not read,
//! verbatim in the text where it stood.

use crate::record::{Kept, MarkColour, Marking, MoveKind};
use crate::Square;

/// A comment split: the text left and the markings its commands gave.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Split {
    /// The text with the interpreted commands removed, trimmed; `None` if empty.
    pub text: Option<String>,
    /// `%emt` and `%clk`: about the move.
    pub about_move: Vec<Marking>,
    /// `%cal`, `%csl`, `%lbl`, `%fan`: about the position after the move.
    pub position: Vec<Marking>,
}

/// Which commands to take out of the text.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Take {
    /// A move's comment: every known command.
    All,
    /// A game comment or an intro: the position commands only (a time
    /// there has no move to belong to).
    Position,
    /// A setup's comment: the times only (`%emt`, `%clk`, which Howdah and
    /// the archive give setups too); shapes have no step to hang on.
    Times,
    /// None: the comment of an end word, which no clock stands after.
    Nothing,
}

impl Take {
    /// What a move's comment takes: a setup's its times, an end word's
    /// nothing, a move of steps every command.
    pub(super) fn for_move(kind: &MoveKind) -> Take {
        match kind {
            MoveKind::Steps(steps) if !steps.is_empty() => Take::All,
            MoveKind::Setup(_) => Take::Times,
            _ => Take::Nothing,
        }
    }
}

/// Splits `comment` into text and markings.
pub(super) fn split(comment: &str, take: Take) -> Split {
    let mut out = Split::default();
    let mut text = String::with_capacity(comment.len());
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        let Some(len) = rest[start..].find(']') else {
            break;
        };
        let command = &rest[start + 2..start + len];
        let name_end = command.find(char::is_whitespace).unwrap_or(command.len());
        let (name, args) = (&command[..name_end], command[name_end..].trim());
        let markings = if take == Take::Nothing || name.is_empty() {
            None
        } else {
            interpret(name, args)
        };
        match markings {
            Some((about_move, position))
                if match take {
                    Take::All => true,
                    Take::Position => about_move.is_empty(),
                    Take::Times => position.is_empty(),
                    Take::Nothing => false,
                } =>
            {
                text.push_str(&rest[..start]);
                out.about_move.extend(about_move);
                out.position.extend(position);
                // One space beside the command goes with it.
                let after = &rest[start + len + 1..];
                if text.ends_with(' ') {
                    text.pop();
                    rest = after;
                } else {
                    rest = after.strip_prefix(' ').unwrap_or(after);
                }
            }
            _ => {
                text.push_str(&rest[..start + len + 1]);
                rest = &rest[start + len + 1..];
            }
        }
    }
    text.push_str(rest);
    let t = text.trim();
    out.text = (!t.is_empty()).then(|| t.to_owned());
    out
}

/// [`split`], and the comment as written when our writer might not give it
/// back (a command in it, or blanks around it): the viewer draws the
/// markings, and the writer gives the spelling back while what it would
/// write for it is still what it writes for the node
/// ([`canonical`](super::write_note::canonical)).
/// The comparison waits for the writer, so that a reader, who never
/// writes, does not carry the writer.
pub(super) fn split_kept(comment: &str, take: Take) -> (Split, Option<Kept>) {
    let mut s = split(comment, take);
    if s.text.is_none() && s.about_move.is_empty() && s.position.is_empty() {
        // `{}` (or blanks): an empty text, which Howdah keeps and we write back.
        s.text = Some(comment.to_owned());
    }
    let kept = (comment.contains("[%") || comment.trim() != comment).then(|| Kept {
        written: comment.to_owned(),
    });
    (s, kept)
}

type Markings = (Vec<Marking>, Vec<Marking>);

/// The markings of a known command; `None` for an unknown or malformed one.
fn interpret(name: &str, args: &str) -> Option<Markings> {
    let position = |ms: Vec<Marking>| Some((Vec::new(), ms));
    match name {
        "emt" => Some((vec![Marking::Time(duration(args)?)], Vec::new())),
        "clk" => Some((vec![Marking::Clock(duration(args)?)], Vec::new())),
        "cal" => position(list(args, ',', arrow)?),
        "csl" => position(list(args, ',', highlight)?),
        "lbl" => position(list(args, ' ', label)?),
        "fan" => position(list(args, ' ', |w| Some(Marking::Other(w.to_owned())))?),
        _ => None,
    }
}

fn list(args: &str, sep: char, item: impl Fn(&str) -> Option<Marking>) -> Option<Vec<Marking>> {
    let items: Option<Vec<Marking>> = args
        .split(sep)
        .map(str::trim)
        .filter(|w| !w.is_empty())
        .map(item)
        .collect();
    items.filter(|v| !v.is_empty())
}

fn colour(c: &str) -> Option<MarkColour> {
    let mut cs = c.chars();
    match (cs.next(), cs.next()) {
        (Some(c), None) if c.is_ascii_uppercase() => MarkColour::from_letter(c),
        _ => None,
    }
}

/// `Gd2d4`.
fn arrow(w: &str) -> Option<Marking> {
    if w.len() != 5 || !w.is_ascii() {
        return None;
    }
    Some(Marking::Arrow {
        colour: colour(&w[..1])?,
        from: Square::parse(&w[1..3])?,
        to: Square::parse(&w[3..])?,
    })
}

/// `Rd4`.
fn highlight(w: &str) -> Option<Marking> {
    if w.len() != 3 || !w.is_ascii() {
        return None;
    }
    Some(Marking::Highlight {
        colour: colour(&w[..1])?,
        square: Square::parse(&w[1..])?,
    })
}

/// `d4=A`.
fn label(w: &str) -> Option<Marking> {
    let (sq, label) = w.split_once('=')?;
    if label.is_empty() || label.contains(['[', ']', '"', '@']) {
        return None;
    }
    Some(Marking::Square {
        square: Square::parse(sq)?,
        label: label.to_owned(),
    })
}

/// Colon-separated non-negative numbers, the last may have a fraction
/// (`0:00:12`, `1:30`, `7`, `0:00:01.5`): whole seconds, rounded half up.
/// Integer arithmetic only: parsing an `f64` would ship the float parser
/// and its 10 KB table of powers of five in the wasm.
pub(super) fn duration(text: &str) -> Option<u32> {
    let parts: Vec<&str> = text.split(':').collect();
    if parts.len() > 3 {
        return None;
    }
    let mut secs: u64 = 0;
    for (i, p) in parts.iter().enumerate() {
        let (whole, fraction) = match p.split_once('.') {
            Some((w, f)) if i + 1 == parts.len() => (w, Some(f)),
            Some(_) => return None,
            None => (*p, None),
        };
        let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
        if !digits(whole) || whole.len() > 12 || fraction.is_some_and(|f| !digits(f)) {
            return None;
        }
        secs = secs.checked_mul(60)?.checked_add(whole.parse().ok()?)?;
        if fraction.is_some_and(|f| f.as_bytes()[0] >= b'5') {
            secs += 1;
        }
    }
    u32::try_from(secs).ok()
}

#[cfg(test)]
mod tests {
    use super::super::write_note::canonical;
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn known_commands_become_markings_and_others_stay() {
        let s = split(
            "Slow. [%emt 0:01:02] [%eval 30] [%cal Ga4a6,Rb2b3] [%csl Yd4] [%lbl c3=A] [%fan ?x]",
            Take::All,
        );
        assert_eq!(s.text.as_deref(), Some("Slow. [%eval 30]"));
        assert_eq!(s.about_move, vec![Marking::Time(62)]);
        assert_eq!(
            s.position,
            vec![
                Marking::Arrow {
                    from: sq("a4"),
                    to: sq("a6"),
                    colour: MarkColour::Green
                },
                Marking::Arrow {
                    from: sq("b2"),
                    to: sq("b3"),
                    colour: MarkColour::Red
                },
                Marking::Highlight {
                    square: sq("d4"),
                    colour: MarkColour::Yellow
                },
                Marking::Square {
                    square: sq("c3"),
                    label: "A".into()
                },
                Marking::Other("?x".into()),
            ]
        );
    }

    #[test]
    fn malformed_and_empty_commands_stay_verbatim() {
        let s = split(
            "[%cal Xz9] a [%] b [%clk 1:2:3:4] [%emt 0:00:01.5]",
            Take::All,
        );
        assert_eq!(s.text.as_deref(), Some("[%cal Xz9] a [%] b [%clk 1:2:3:4]"));
        assert_eq!(s.about_move, vec![Marking::Time(2)]);
        // Intros keep times as text; setups keep shapes; end words everything.
        let s = split("[%emt 5] [%csl Rd4]", Take::Position);
        assert_eq!(s.text.as_deref(), Some("[%emt 5]"));
        assert_eq!(s.position.len(), 1);
        let s = split("[%emt 5] [%csl Rd4] [%clk 0:02:00]", Take::Times);
        assert_eq!(s.text.as_deref(), Some("[%csl Rd4]"));
        assert_eq!(s.about_move, vec![Marking::Time(5), Marking::Clock(120)]);
        assert!(s.position.is_empty());
        let s = split("x [%csl Rd4]", Take::Nothing);
        assert_eq!(s.text.as_deref(), Some("x [%csl Rd4]"));
        assert!(split("[%clk 2:00:00]", Take::All).text.is_none());
    }

    #[test]
    fn what_the_writer_would_not_give_back_is_kept_beside_its_markings() {
        let kept = |c: &str| split_kept(c, Take::All);
        let ours = "Slow. [%emt 0:00:12] [%cal Ga4a6,Rb2b3] [%csl Yd4]";
        let (s, _) = kept(ours);
        assert_eq!(s.text.as_deref(), Some("Slow."));
        assert_eq!((s.about_move.len(), s.position.len()), (1, 3));
        assert_eq!(canonical(ours, Take::All), ours);
        assert!(kept("Plain words.").1.is_none());
        for (verbatim, text, marks, written) in [
            ("[%emt 0:00:01.5]", None, 1, "[%emt 0:00:02]"),
            ("[%emt 12]", None, 1, "[%emt 0:00:12]"),
            ("[%cal Ga4a6] [%cal Rb2b3]", None, 2, "[%cal Ga4a6,Rb2b3]"),
            (
                "[%csl Yd4] [%cal Ga4a6]",
                None,
                2,
                "[%cal Ga4a6] [%csl Yd4]",
            ),
            (
                "[%emt 0:00:12] Slow.",
                Some("Slow."),
                1,
                "Slow. [%emt 0:00:12]",
            ),
            (" x ", Some("x"), 0, "x"),
        ] {
            let (s, spelling) = kept(verbatim);
            assert_eq!(s.text.as_deref(), text, "{verbatim}");
            assert_eq!(s.about_move.len() + s.position.len(), marks, "{verbatim}");
            assert_eq!(spelling.unwrap().written, verbatim);
            assert_eq!(canonical(verbatim, Take::All), written, "{verbatim}");
        }
        let (s, spelling) = kept("");
        assert_eq!((s.text.as_deref(), spelling.is_none()), (Some(""), true));
        let (s, _) = split_kept("Why? [%csl Rd4]", Take::Position);
        assert_eq!((s.text.as_deref(), s.position.len()), (Some("Why?"), 1));
    }

    #[test]
    fn durations() {
        for (t, s) in [
            ("0:00:12", 12),
            ("1:30", 90),
            ("7", 7),
            ("1:02:06", 3726),
            ("0:00:00.4", 0),
            ("0:00:01.5", 2),
            ("2.49", 2),
            ("4294967295", u32::MAX),
        ] {
            assert_eq!(duration(t), Some(s), "{t}");
        }
        for t in [
            "",
            "-1",
            "1:",
            ":1",
            "1.5:00",
            "a",
            "1:2:3:4",
            "1..5",
            ".",
            "1.",
            ".5",
            "4294967296",
            "999999999999:00",
        ] {
            assert_eq!(duration(t), None, "{t}");
        }
    }
}
