//! Checking records against their stated results: the logic behind `arimaa replay`.
//!
//! A game's line is `<id> ok <result><termination>` or
//! `<id> illegal <move-label>: <reason>`. For a game that ended on the board the
//! result printed is the replay's own verdict; otherwise it is the record's
//! (the archive's columns, or `resigns`/`lost` in the text), since the replay
//! only shows that every move up to the last one was legal.

use super::archive::ArchiveGame;
use super::arimaa_com::{parse_game, parse_move_body, GameRecord};
use super::replay::{build_turn, replay, Ending, Replay};
use crate::{Color, RuleSet, TurnError};
use std::fmt;

/// The verdict on one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub id: String,
    /// The output line for `arimaa replay`.
    pub line: String,
    pub legal: bool,
    /// Legal and the record's result agrees with the replay.
    pub agrees: bool,
    /// Extra explanation (rejected moves found in the server log).
    pub note: Option<String>,
}

/// Totals for the final line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub games: usize,
    pub legal: usize,
    pub agree: usize,
    pub disagree: usize,
}

impl Summary {
    pub fn add(&mut self, v: &Verdict) {
        self.games += 1;
        if v.legal {
            self.legal += 1;
            if v.agrees {
                self.agree += 1;
            } else {
                self.disagree += 1;
            }
        }
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "games: {}, legal: {}, results agree: {}, disagree: {}",
            self.games, self.legal, self.agree, self.disagree
        )
    }
}

/// The archive's result letter for a colour.
pub fn result_letter(c: Option<Color>) -> char {
    match c {
        Some(Color::Gold) => 'w',
        Some(Color::Silver) => 'b',
        None => 'd',
    }
}

/// Replays one archive row and compares it with its `result`/`termination` columns.
pub fn check_archive_game(g: &ArchiveGame) -> Verdict {
    let id = g.id().to_owned();
    let rules = g
        .start_time()
        .map_or(RuleSet::Current, RuleSet::for_start_time);
    let text = g.movelist().join("\n");
    let record = match parse_game(&text) {
        Ok(r) => r,
        Err(e) => return syntax_verdict(id, &text, &e),
    };
    let r = match replay(&record, rules) {
        Ok(r) => r,
        Err(e) => return illegal(id, e.to_string()),
    };
    let result = g.result().chars().next();
    let term = g.termination().chars().next();
    let stated = format!("{}{}", g.result(), g.termination());
    match (r.ending, term) {
        (Ending::Board(o), _) => {
            let own = format!("{}{}", result_letter(o.winner), o.termination.code());
            let agrees = own == stated;
            ok(id, own, agrees, None)
        }
        (_, Some('g' | 'e' | 'm' | 'p' | 'n')) => ok(id, stated, false, None),
        (_, Some('i')) => {
            let (agrees, note) = check_rejected(&r, g, result);
            ok(id, stated, agrees, note)
        }
        _ => ok(id, stated, true, None),
    }
}

/// Replays a FAN record: every variation must be legal; the main line's
/// verdict is that of the game it records.
pub fn check_fan_game(id: &str, text: &str) -> Verdict {
    let parsed = crate::fan::read(text);
    let tree = &parsed.record.tree;
    if let Some((node, e)) = tree.first_error() {
        let label = tree
            .node(node)
            .mv
            .as_ref()
            .map_or("start".to_owned(), |m| m.label.to_string());
        return illegal(id.to_owned(), format!("{label}: {}", e.located()));
    }
    if parsed.record.header.variant == crate::record::Variant::Morabaraba {
        return morabaraba_verdict(id, &parsed.record);
    }
    check_text_game(
        id,
        &super::writer::write_main_line(&parsed.record),
        RuleSet::Current,
    )
}

/// A legal Morabaraba record's result, in the archive's letters: `we` (White
/// reduced Black to two cows), `bm` (Black blocked White), `dc` (the
/// half-move clock ran out), `wr` (Black resigned), `*` (unfinished).
fn morabaraba_verdict(id: &str, record: &crate::record::Record) -> Verdict {
    use crate::morabaraba::{Outcome, WinReason};
    let tree = &record.tree;
    let end = tree
        .main_line()
        .last()
        .unwrap_or(crate::record::NodeId::ROOT);
    let shown = match crate::record::cows_at(tree, end).outcome() {
        Some(Outcome::Win { winner, reason }) => {
            let code = match reason {
                WinReason::ReducedToTwo => 'e',
                WinReason::Blocked => 'm',
            };
            format!(
                "{}{code}",
                result_letter(Some(crate::record::side_color(winner)))
            )
        }
        Some(Outcome::Draw { .. }) => "dc".to_owned(),
        None => match tree.node(end).mv.as_ref().map(|m| (&m.kind, m.label.color)) {
            Some((crate::record::MoveKind::Resign, c)) => format!("{}r", result_letter(Some(!c))),
            _ => "*".to_owned(),
        },
    };
    ok(id.to_owned(), shown, true, None)
}

/// Replays a game in arimaa.com notation (`id` names it in the output).
pub fn check_text_game(id: &str, text: &str, rules: RuleSet) -> Verdict {
    let record: GameRecord = match parse_game(text) {
        Ok(r) => r,
        Err(e) => return syntax_verdict(id.to_owned(), text, &e),
    };
    match replay(&record, rules) {
        Err(e) => illegal(id.to_owned(), e.to_string()),
        Ok(r) => {
            // A stated result from the tags (`Result: 1-0`, `Termination: t`), if any.
            let winner = match record.tag("Result").map(str::trim) {
                Some("1-0") => Some('w'),
                Some("0-1") => Some('b'),
                _ => None,
            };
            let term = record
                .tag("Termination")
                .and_then(|t| t.trim().chars().next());
            let stated = winner.zip(term).map(|(w, t)| format!("{w}{t}"));
            let (shown, agrees) = match r.ending {
                Ending::Board(o) => {
                    let own = format!("{}{}", result_letter(o.winner), o.termination.code());
                    let agrees = stated.as_ref().map_or(true, |s| *s == own);
                    (own, agrees)
                }
                Ending::Resigned(c) => (format!("{}r", result_letter(Some(!c))), true),
                Ending::Lost(c) => (format!("{}g", result_letter(Some(!c))), true),
                Ending::Passed(_) | Ending::Unfinished => {
                    let board_term = matches!(term, Some('g' | 'e' | 'm' | 'p' | 'n'));
                    (stated.unwrap_or_else(|| "*".to_owned()), !board_term)
                }
            };
            ok(id.to_owned(), shown, agrees, None)
        }
    }
}

/// For a game lost by an illegal move: the server log's rejected move must be
/// illegal in the replayed final position.
fn check_rejected(r: &Replay, g: &ArchiveGame, result: Option<char>) -> (bool, Option<String>) {
    let rejected: Vec<(&str, &str)> = g
        .events()
        .into_iter()
        .filter_map(|e| {
            let rest = e.split_once("rejected move [")?.1;
            let (steps, reason) = rest.split_once(']')?;
            Some((steps, reason.trim_start_matches(';').trim()))
        })
        .collect();
    let Some(&(steps, server_reason)) = rejected.last() else {
        return (r.game.outcome().is_none(), None);
    };
    let label = r.game.label();
    let loser_ok = result.is_some_and(|c| c == result_letter(Some(!label.color)));
    let Ok(items) = parse_move_body(steps) else {
        return (
            false,
            Some(format!("cannot read the rejected move [{steps}]")),
        );
    };
    let mut turn = r.game.turn();
    let ours = match build_turn(&mut turn, &items) {
        Err((_, reason)) => reason.to_string(),
        Ok(_) => match r.game.check_turn(&turn) {
            Err(e) => e.to_string(),
            Ok(_) => {
                return (
                    false,
                    Some(format!(
                        "{label} rejected move [{steps}] ({server_reason}) is legal in the replay"
                    )),
                )
            }
        },
    };
    let repetition = ours == TurnError::ThirdRepetition.to_string();
    let note = format!(
        "{label} rejected move [{steps}]: server: {server_reason}; replay: {ours}{}",
        if repetition {
            " (third repetition)"
        } else {
            ""
        }
    );
    (loser_ok, Some(note))
}

fn ok(id: String, result: String, agrees: bool, note: Option<String>) -> Verdict {
    Verdict {
        line: format!("{id} ok {result}"),
        id,
        legal: true,
        agrees,
        note,
    }
}

fn illegal(id: String, reason: String) -> Verdict {
    Verdict {
        line: format!("{id} illegal {reason}"),
        id,
        legal: false,
        agrees: false,
        note: None,
    }
}

/// A syntax error is reported under the label of the move that holds it.
fn syntax_verdict(id: String, text: &str, e: &super::arimaa_com::NotationError) -> Verdict {
    let label = text
        .lines()
        .nth(e.at.line.saturating_sub(1))
        .and_then(|l| l.split_whitespace().next())
        .filter(|w| super::arimaa_com::parse_label(w).is_some())
        .unwrap_or("-");
    illegal(id, format!("{label}: {e}"))
}
