//! Comments and markings, the annotations a FAN record carries.

use crate::Square;

/// A marking: `@` followed by any non-space text. `x<square>=<label>` marks a
/// square with a label; any other form is kept verbatim so newer markings
/// survive a round trip through this version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Marking {
    /// `@x<square>=<label>`: a label drawn on a square.
    Square {
        /// The square marked.
        square: Square,
        /// The text drawn on it.
        label: String,
    },
    /// Any other marking: the text after `@`, kept as written.
    Other(String),
}

impl Marking {
    /// Reads the text after `@`.
    pub fn parse(text: &str) -> Marking {
        if let Some(rest) = text.strip_prefix('x') {
            if let Some((sq, label)) = rest.split_once('=') {
                if let Some(square) = Square::parse(sq) {
                    return Marking::Square {
                        square,
                        label: label.to_owned(),
                    };
                }
            }
        }
        Marking::Other(text.to_owned())
    }

    /// The text after `@`.
    pub fn text(&self) -> String {
        match self {
            Marking::Square { square, label } => format!("x{square}={label}"),
            Marking::Other(s) => s.clone(),
        }
    }
}

/// Annotations of a single step.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StepNote {
    /// Free text about the step (a `"…"` comment after it).
    pub comment: Option<String>,
    /// Markings written after the step, in order.
    pub markings: Vec<Marking>,
}

impl StepNote {
    /// True when the step carries neither comment nor marking.
    pub fn is_empty(&self) -> bool {
        self.comment.is_none() && self.markings.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_markings_are_interpreted_and_others_kept() {
        let m = Marking::parse("xd4=A");
        assert_eq!(
            m,
            Marking::Square {
                square: Square::parse("d4").unwrap(),
                label: "A".into()
            }
        );
        assert_eq!(m.text(), "xd4=A");
        // The FAN spec's own example `x4d=red` has file and rank swapped: kept verbatim.
        assert_eq!(Marking::parse("x4d=red"), Marking::Other("x4d=red".into()));
        assert_eq!(Marking::parse("x4d=red").text(), "x4d=red");
    }
}
