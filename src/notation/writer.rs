//! Writing the arimaa.com notation from the game tree: tags, then one move a
//! line with `g`/`s` labels and capture tokens right after the step that
//! caused them (`rb3e rc3x Hb2n`). The notation has no variations, so only
//! the main line, the game as played, is written. Reading what this writes
//! gives the same main line.

use crate::record::{game_at, MoveKind, NodeId, Record};
use crate::RuleSet;
use std::fmt::Write;

/// Writes a record's main line as arimaa.com text (header fields as tags, a
/// blank line, the moves). A move that could not be read is written as it
/// was found, and the text stops there. A game won on the board ends with
/// the next label alone, as arimaa.com writes it; `rules` decide whether the
/// board had decided the game.
pub fn write_game(record: &Record, rules: RuleSet) -> String {
    let mut out = String::new();
    for (name, value) in &record.header.fields {
        write_field(&mut out, name, value);
    }
    if !record.header.fields.is_empty() {
        out.push('\n');
    }
    let tree = &record.tree;
    let mut end = NodeId::ROOT;
    for id in tree.main_line().skip(1) {
        let node = tree.node(id);
        let Some(mv) = node.mv.as_ref() else { break };
        let _ = write!(out, "{}", mv.label);
        if let Some(e) = node.error.as_ref().filter(|e| !e.rest.is_empty()) {
            let _ = writeln!(out, " {}", e.rest);
            return out;
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
            MoveKind::Timeout => out.push_str(" timeout"),
            MoveKind::Forfeit => out.push_str(" forfeit"),
            // arimaa.com's words for the side to move losing; a result the
            // words cannot say ends the record with the label alone.
            MoveKind::Result(r) => {
                let lost = (r.winner != mv.label.color).then_some("lost");
                if let Some(word) = r.end_word(mv.label.color).or(lost) {
                    let _ = write!(out, " {word}");
                }
            }
            MoveKind::Morabaraba(m, _) => {
                let _ = write!(out, " {m}");
            }
        }
        out.push('\n');
        end = id;
    }
    let decided = tree.node(end).mv.as_ref().is_some_and(|m| {
        matches!(m.kind, MoveKind::Setup(_) | MoveKind::Steps(_)) && tree.node(end).error.is_none()
    });
    if decided {
        if let Some(game) = game_at(tree, end, rules).filter(|g| g.outcome().is_some()) {
            let _ = writeln!(out, "{}", game.label());
        }
    }
    out
}

/// One header field, `Name: value`, as the reader reads it back: the
/// one-line form is trimmed when read, so other values go in a block. FAN
/// and arimaa.com headers are read by the same reader and written by this.
pub(crate) fn write_field(out: &mut String, name: &str, value: &str) {
    if value.contains('\n') || value.trim() != value {
        let _ = writeln!(out, "{name}: -=+=-\n{value}\n-=+=-");
    } else {
        let _ = writeln!(out, "{name}: {value}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fan;

    const SETUP: &str = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2\n1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7\n";

    #[test]
    fn takebacks_are_dropped_and_capture_tokens_come_from_the_board() {
        let text = format!(
            "Event: X\n\n{SETUP}2g Ee2n Ee3n\n2s takeback\n2g Cc2n Cc3x\n2s ed7s\n3g resigns"
        );
        let record = fan::read_strict(&text).unwrap();
        let written = write_game(&record, RuleSet::Current);
        assert_eq!(
            written,
            format!("Event: X\n\n{SETUP}2g Cc2n Cc3x\n2s ed7s\n3g resigns\n")
        );
        let again = fan::read_strict(&written).unwrap();
        assert_eq!(write_game(&again, RuleSet::Current), written);
    }

    #[test]
    fn a_game_won_on_the_board_ends_with_the_next_label() {
        // Gold's rabbit walks to goal on an emptied board (from a position).
        let start = crate::Position::new(
            crate::Position::board_from_short(&format!("{}R{}", " ".repeat(8), " ".repeat(55)))
                .unwrap(),
            crate::Color::Gold,
        );
        let options = fan::ReadOptions::default()
            .from_position(start, crate::TurnLabel::new(2, crate::Color::Gold));
        let record = fan::read_with("2g Ra7n", options).record;
        assert!(write_game(&record, RuleSet::Current).ends_with("2g Ra7n\n2s\n"));
    }

    #[test]
    fn multi_line_and_padded_values_use_the_block_form() {
        let mut record = fan::read_strict(SETUP).unwrap();
        record.header.set("Chat", "2s hi\n3g ho".into());
        record.header.set("Pad", " x ".into());
        let text = write_game(&record, RuleSet::Current);
        assert!(text.starts_with("Chat: -=+=-\n2s hi\n3g ho\n-=+=-\nPad: -=+=-\n x \n-=+=-\n\n"));
        assert_eq!(fan::read_strict(&text).unwrap().header, record.header);
    }
}
