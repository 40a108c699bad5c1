//! FAN writer: one move a line, variations indented inside `[ ]`.
//!
//! The output reads back to the same tree: comments are placed by the spec's
//! rule (a lone comment after the last step is the move's; a step comment on
//! the last step is followed by the move comment or a `""` dummy).

use crate::notation::writer::write_field;
use crate::record::{Marking, Move, MoveKind, NodeId, Record, Tree, Variant, FAN_MAGIC};
use std::fmt::Write;

enum Work {
    /// Write the move into this node, then what follows it.
    Node(NodeId, usize),
    Open(usize),
    Close,
}

/// Writes a record as FAN text.
pub fn write(record: &Record) -> String {
    let mut out = String::new();
    out.push_str(FAN_MAGIC);
    out.push('\n');
    let h = &record.header;
    if let Some(v) = h.version {
        let _ = writeln!(out, "Version: {v}");
    }
    if h.variant == Variant::Morabaraba {
        out.push_str("Variant: morabaraba\n");
    }
    for (k, v) in &h.fields {
        write_field(&mut out, k, v);
    }
    if let Some(start) = record.tree.root().position.arimaa() {
        if !start.board.occupied().is_empty() {
            write_field(
                &mut out,
                "Position",
                &crate::notation::start::write_start(start),
            );
        }
    }
    out.push('\n');
    write_tree(&record.tree, &mut out);
    out
}

fn write_tree(tree: &Tree, out: &mut String) {
    let mut stack: Vec<Work> = Vec::new();
    if let Some(first) = tree.main_child(NodeId::ROOT) {
        stack.push(Work::Node(first, 0));
    }
    let mut line_start = true;
    while let Some(work) = stack.pop() {
        match work {
            Work::Open(depth) => {
                newline(out, &mut line_start, depth);
                out.push('[');
                line_start = false;
            }
            Work::Close => {
                out.push_str(" ]");
            }
            Work::Node(id, depth) => {
                newline(out, &mut line_start, depth);
                let at_break = out.is_empty() || out.ends_with(' ') || out.ends_with('\n');
                if out.ends_with('[') || !at_break {
                    out.push(' ');
                }
                write_move(tree, id, out);
                line_start = true;
                let node = tree.node(id);
                if node.error.as_ref().is_some_and(|e| !e.rest.is_empty()) {
                    // Nothing after an unreadable move in its line was read into the tree.
                    continue;
                }
                // Continuation first on the stack bottom, then the variations.
                if let Some(next) = tree.main_child(id) {
                    stack.push(Work::Node(next, depth));
                }
                let parent = node.parent.expect("moves have parents");
                let siblings = &tree.node(parent).children;
                if siblings.first() == Some(&id) {
                    for &alt in siblings[1..].iter().rev() {
                        stack.push(Work::Close);
                        stack.push(Work::Node(alt, depth + 1));
                        stack.push(Work::Open(depth + 1));
                    }
                }
            }
        }
    }
    if !out.ends_with('\n') {
        out.push('\n');
    }
}

fn newline(out: &mut String, line_start: &mut bool, depth: usize) {
    if *line_start {
        if !out.is_empty() && !out.ends_with("\n\n") {
            out.push('\n');
        }
        for _ in 0..depth.min(32) {
            out.push_str("  ");
        }
        *line_start = false;
    }
}

fn comment(out: &mut String, c: &str) {
    // FAN has no escape for `"`: this dialect's (comment.rs) keeps every character.
    let _ = write!(out, " \"{}\"", super::comment::escape(c));
}

fn markings(out: &mut String, ms: &[Marking]) {
    for m in ms {
        let _ = write!(out, " @{}", m.text());
    }
}

fn write_move(tree: &Tree, id: NodeId, out: &mut String) {
    let node = tree.node(id);
    let mv: &Move = node.mv.as_ref().expect("non-root");
    let _ = write!(out, "{}", mv.label);
    if let Some(e) = node.error.as_ref().filter(|e| !e.rest.is_empty()) {
        // An unreadable move is written back exactly as it was found.
        out.push(' ');
        out.push_str(&e.rest);
        return;
    }
    if let Some(c) = &mv.before_comment {
        comment(out, c);
    }
    markings(out, &mv.before_markings);
    let mut last_step_comment = false;
    match &mv.kind {
        MoveKind::Setup(ps) => {
            for (p, sq) in ps {
                let _ = write!(out, " {p}{sq}");
            }
        }
        MoveKind::Steps(steps) => {
            for (i, s) in steps.iter().enumerate() {
                let _ = write!(out, " {}", s.step);
                if let Some(c) = s.capture {
                    let _ = write!(out, " {}{}x", c.piece, c.square);
                }
                markings(out, &s.note.markings);
                if let Some(c) = &s.note.comment {
                    comment(out, c);
                    last_step_comment = i + 1 == steps.len();
                }
            }
        }
        MoveKind::Resign => out.push_str(" resigns"),
        MoveKind::Lost => out.push_str(" lost"),
        MoveKind::Pass => out.push_str(" pass"),
        MoveKind::Timeout => out.push_str(" timeout"),
        MoveKind::Forfeit => out.push_str(" forfeit"),
        MoveKind::Result(r) => {
            // FAN has no result line: a marking says it, and a word readers
            // that do not know the marking read as nearly the same ending.
            let word = r
                .end_word(mv.label.color)
                .unwrap_or(if r.winner == mv.label.color {
                    "pass"
                } else {
                    "lost"
                });
            let _ = write!(out, " @{} {word}", r.marking());
        }
        MoveKind::Morabaraba(m, note) => {
            let _ = write!(out, " {m}");
            markings(out, &note.markings);
            if let Some(c) = &note.comment {
                comment(out, c);
                last_step_comment = true;
            }
        }
    }
    match (&mv.comment, last_step_comment) {
        (Some(c), _) => comment(out, c),
        (None, true) => out.push_str(" \"\""),
        (None, false) => {}
    }
}
