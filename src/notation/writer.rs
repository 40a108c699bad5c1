//! Writing the arimaa.com notation: tags, then one move per line with `g`/`s`
//! labels and capture tokens right after the step that caused them
//! (`rb3e rc3x Hb2n`). Reading what this writes gives the same record.

use super::arimaa_com::{Action, GameRecord, Item, ItemKind, MoveRecord, Pos, Tag};
use super::replay::{Ending, PlayedTurn, Replay};
use std::fmt::Write;

const MULTILINE: &str = "-=+=-";

/// Writes a record as text (tags, a blank line, the moves).
pub fn write_game(record: &GameRecord) -> String {
    let mut out = String::new();
    for tag in &record.tags {
        write_tag(&mut out, &tag.name, &tag.value);
    }
    if !record.tags.is_empty() {
        out.push('\n');
    }
    for mv in &record.moves {
        out.push_str(&write_move(mv));
        out.push('\n');
    }
    out
}

/// `Name: value`, or the `-=+=-` block form for a value the one-line form would
/// change (several lines, or white space the reader trims, or a value that
/// itself opens a block).
fn write_tag(out: &mut String, name: &str, value: &str) {
    let one_line = !value.contains('\n') && value.trim() == value && !value.starts_with(MULTILINE);
    if one_line {
        let _ = writeln!(out, "{name}: {value}");
        return;
    }
    // A first line that starts like the block's end can only be read back on the
    // opening line (where it is trimmed, so it was trimmed when read).
    let (first, rest) = match value.split_once('\n') {
        Some((first, rest)) => (first, Some(rest)),
        None => (value, None),
    };
    if first.trim_start().starts_with(MULTILINE) {
        let _ = writeln!(out, "{name}: {MULTILINE} {first}");
        if let Some(rest) = rest {
            let _ = writeln!(out, "{rest}");
        }
    } else {
        let _ = writeln!(out, "{name}: {MULTILINE}\n{value}");
    }
    let _ = writeln!(out, "{MULTILINE}");
}

/// One move line: `12g Ed4n rc4e Hb4e`, `1s ra7 …`, `16s resigns`.
pub fn write_move(mv: &MoveRecord) -> String {
    let mut line = mv.label.to_string();
    match &mv.action {
        Action::Items(items) => {
            for item in items {
                line.push(' ');
                line.push_str(&item_text(item));
            }
        }
        Action::Takeback => line.push_str(" takeback"),
        Action::Resign => line.push_str(" resigns"),
        Action::Lost => line.push_str(" lost"),
        Action::Pass => line.push_str(" pass"),
    }
    line
}

/// `Ra2`, `Ed4n`, `rc3x`.
pub fn item_text(item: &Item) -> String {
    match item.kind {
        ItemKind::Place(p, sq) => format!("{p}{sq}"),
        ItemKind::Step(s) => s.to_string(),
        ItemKind::Capture(p, sq) => format!("{p}{sq}x"),
    }
}

/// The main line of a replayed game as a clean record: takebacks dropped,
/// capture tokens taken from what happened on the board, the ending kept.
pub fn record_from_replay(tags: Vec<Tag>, replay: &Replay) -> GameRecord {
    let at = Pos::default();
    let item = |kind| Item { kind, at };
    let mut moves: Vec<MoveRecord> = replay
        .turns
        .iter()
        .map(|turn| match turn {
            PlayedTurn::Setup(label, placements) => MoveRecord {
                label: *label,
                at,
                action: Action::Items(
                    placements
                        .iter()
                        .map(|&(p, sq)| item(ItemKind::Place(p, sq)))
                        .collect(),
                ),
            },
            PlayedTurn::Steps(label, steps) => {
                let mut items = Vec::new();
                for s in steps {
                    items.push(item(ItemKind::Step(s.step)));
                    if let Some(c) = s.capture {
                        items.push(item(ItemKind::Capture(c.piece, c.square)));
                    }
                }
                MoveRecord {
                    label: *label,
                    at,
                    action: Action::Items(items),
                }
            }
        })
        .collect();
    let label = replay.game.label();
    let last = match replay.ending {
        Ending::Resigned(_) => Some(Action::Resign),
        Ending::Lost(_) => Some(Action::Lost),
        Ending::Passed(_) => Some(Action::Pass),
        _ if replay.empty_final_label => Some(Action::Items(Vec::new())),
        _ => None,
    };
    if let Some(action) = last {
        moves.push(MoveRecord { label, at, action });
    }
    GameRecord { tags, moves }
}

/// The record with every position cleared, for comparing records read from
/// different texts.
pub fn without_positions(record: &GameRecord) -> GameRecord {
    let mut r = record.clone();
    for t in &mut r.tags {
        t.at = Pos::default();
    }
    for m in &mut r.moves {
        m.at = Pos::default();
        if let Action::Items(items) = &mut m.action {
            for i in items {
                i.at = Pos::default();
            }
        }
    }
    r
}

/// The main line of a game tree in arimaa.com notation (the notation has no
/// variations, so only the game as played is written). Header fields become
/// tags. A move that could not be read is written as it was found, and the
/// line stops there.
pub fn write_main_line(record: &crate::record::Record) -> String {
    use crate::record::MoveKind;
    let mut out = String::new();
    for (k, v) in &record.header.fields {
        if v.contains('\n') {
            let _ = writeln!(out, "{k}: {MULTILINE}\n{v}\n{MULTILINE}");
        } else {
            let _ = writeln!(out, "{k}: {v}");
        }
    }
    if !record.header.fields.is_empty() {
        out.push('\n');
    }
    let tree = &record.tree;
    for id in tree.main_line().skip(1) {
        let node = tree.node(id);
        let mv = node.mv.as_ref().expect("non-root nodes hold moves");
        let _ = write!(out, "{}", mv.label);
        if let Some(e) = node.error.as_ref().filter(|e| !e.rest.is_empty()) {
            let _ = writeln!(out, " {}", e.rest);
            break;
        }
        match &mv.kind {
            MoveKind::Setup(ps) => ps.iter().for_each(|(p, sq)| {
                let _ = write!(out, " {p}{sq}");
            }),
            MoveKind::Steps(steps) => steps.iter().for_each(|s| {
                let _ = write!(out, " {}", s.step);
                if let Some(c) = s.capture {
                    let _ = write!(out, " {}{}x", c.piece, c.square);
                }
            }),
            MoveKind::Resign => out.push_str(" resigns"),
            MoveKind::Lost => out.push_str(" lost"),
            MoveKind::Pass => out.push_str(" pass"),
            MoveKind::Cow(m, _) => {
                let _ = write!(out, " {m}");
            }
        }
        out.push('\n');
    }
    out
}
