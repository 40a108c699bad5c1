//! The move list as nested ordered lists: the main line one `<ol>`, each
//! variation an `<ol>` inside the item of the move it is an alternative to,
//! each move's comments beside it. Written from the flat entries the element's
//! list is built from, with a stack (no recursion: a hostile record may nest
//! variations two thousand deep).

use super::writer::Html;
use crate::record::{NodeId, Record, Tree};
use crate::viewer::MoveListEntry;
use crate::words::{Msg, Words};

/// Deeper variations than this are listed at this depth: browsers flatten
/// very deep markup anyway, and a reader cannot follow it.
const MAX_NESTING: usize = 16;

pub(super) fn write(
    h: &mut Html,
    w: &Words,
    record: &Record,
    entries: &[MoveListEntry],
    shown: NodeId,
) {
    if entries.is_empty() {
        return;
    }
    h.open(
        "ol",
        &[
            ("class", Some("arimaa-moves")),
            ("aria-label", Some(&w.t(Msg::StaticMoves, &[]))),
        ],
    );
    // One level per open <ol>: whether an <li> is open in it.
    let mut levels: Vec<bool> = vec![false];
    for e in entries {
        let depth = e.depth.min(MAX_NESTING);
        let nests = e.variation_start && e.depth > 0 && e.depth <= MAX_NESTING;
        let keep = if nests { depth } else { depth + 1 };
        while levels.len() > keep.max(1) {
            close_level(h, &mut levels);
        }
        if nests {
            // Inside the item of the move this one is an alternative to.
            if let Some(open @ false) = levels.last_mut() {
                h.open("li", &[]);
                *open = true;
            }
            h.newline();
            h.open(
                "ol",
                &[
                    ("class", Some("arimaa-variation")),
                    (
                        "aria-label",
                        Some(&w.t(Msg::StaticVariationFrom, &[&e.label])),
                    ),
                ],
            );
            levels.push(false);
        } else if let Some(open) = levels.last_mut() {
            if std::mem::take(open) {
                h.close("li");
            }
        }
        h.newline();
        h.open("li", &[]);
        if let Some(open) = levels.last_mut() {
            *open = true;
        }
        item(h, w, record, e, e.node == shown);
    }
    while levels.len() > 1 {
        close_level(h, &mut levels);
    }
    if levels.pop() == Some(true) {
        h.close("li");
    }
    h.newline();
    h.close("ol");
    h.newline();
}

/// The entries of the moves that lead to `shown`, as one line: what a list
/// that hides the moves ahead shows.
pub(super) fn line_to(entries: &[MoveListEntry], tree: &Tree, shown: NodeId) -> Vec<MoveListEntry> {
    let mut line = vec![false; tree.len()];
    for id in tree.path_to(shown) {
        line[id.0 as usize] = true;
    }
    entries
        .iter()
        .filter(|e| line.get(e.node.0 as usize) == Some(&true))
        .map(|e| MoveListEntry {
            depth: 0,
            variation_start: false,
            ..e.clone()
        })
        .collect()
}

/// Closes the innermost level's open item and its list.
fn close_level(h: &mut Html, levels: &mut Vec<bool>) {
    if levels.pop() == Some(true) {
        h.close("li");
    }
    h.close("ol");
}

/// One move: its comment before, label and notation (marked when it is the
/// node shown: `<mark>` stands out without a stylesheet), glyphs, problem,
/// comment after.
fn item(h: &mut Html, w: &Words, record: &Record, e: &MoveListEntry, shown: bool) {
    let before = record
        .tree
        .get(e.node)
        .and_then(|n| n.mv.as_ref())
        .and_then(|m| m.before_comment.as_deref());
    if let Some(c) = before {
        h.element(
            "p",
            &[("class", Some("arimaa-comment")), ("dir", Some("auto"))],
            c,
        );
    }
    if shown {
        h.open("mark", &[("aria-current", Some("step"))]);
    }
    h.element("b", &[("class", Some("arimaa-label"))], &e.label);
    h.text(" ");
    h.text(&e.text);
    if let Some(token) = e.error_token.as_deref() {
        h.text(" ");
        h.text(token);
    }
    if shown {
        h.close("mark");
    }
    for g in &e.glyphs {
        h.text(" ");
        match g.meaning() {
            Some(_) => h.element("abbr", &[("title", Some(&w.glyph(*g)))], &g.to_string()),
            None => h.text(&g.to_string()),
        }
    }
    if let Some(error) = e.error.as_deref() {
        h.text(" — ");
        h.element("em", &[("class", Some("arimaa-error"))], error);
    }
    if let Some(c) = e.comment.as_deref() {
        h.element(
            "p",
            &[("class", Some("arimaa-comment")), ("dir", Some("auto"))],
            c,
        );
    }
}
