//! Checking records against their stated results: the logic behind `arimaa replay`.
//!
//! A game's line is `<id> ok <result><termination>` or
//! `<id> illegal <move-label>: <reason>`. For a game that ended on the board the
//! result printed is the replay's own verdict; otherwise it is the record's
//! (the archive's columns, or `resigns`/`lost` in the text), since the replay
//! only shows that every move up to the last one was legal.
//!
//! Every record is read into the shared game tree; a verdict is about the
//! tree's main line. Which result a record states depends on its format:
//!
//! - **Archive rows** ([`check_archive_game`]): the `result` and
//!   `termination` columns. A goal, elimination or immobilization must be
//!   the replay's own; `g e m p n` that the board does not show disagree; an
//!   `i` needs the server log's rejected move to be illegal in the replay.
//! - **FAN and arimaa.com text** ([`check_text_game`]): an ending on the
//!   board is the replay's own and must match the header (`Result` and
//!   `Termination`, any case) when it states one. Otherwise the end word of
//!   the main line wins over the header: `resigns`, `timeout`, `forfeit`
//!   (the side to move lost), arimaa.com's `lost` (the other side won by
//!   goal), a stated result (`@r=1-0i`). Otherwise the header's result, `*`
//!   when it states none; a `g e m p n` the board does not show disagrees.
//! - **Howdah records** ([`check_howdah_game`]): Howdah's own rules
//!   ([`crate::pgn::result_of`]). Tag names count as written (`Result`,
//!   `ResultCode`; `result` and `Termination` are tags like any other). The
//!   board's ending first; else the result tags, `Result` `1-0`/`0-1` with a
//!   one-letter `ResultCode`, which win over the end word (`42g resigns`
//!   with `1-0 r` tags: gold won); else the end word `resigns`, `timeout` or
//!   `forfeit`; else no result, `*`: `lost` and `lose` give none. The result
//!   disagrees only where the board contradicts it: tags stating another
//!   ending than the board's, or a `g e m` the board does not show.

use crate::fan::{self, ReadOptions};
use crate::notation::archive::ArchiveGame;
use crate::notation::arimaa_com::parse_move_body;
use crate::notation::build_turn;
use crate::record::{game_at, MoveKind, NodeId, Record, Variant};
use crate::{Color, Game, Outcome, RuleSet, TurnError};
use std::fmt;

/// The verdict on one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The game's id (the archive's `id` column, or a name given by the caller).
    pub id: String,
    /// The output line for `arimaa replay`.
    pub line: String,
    /// Every move could be read and played, variations included.
    pub legal: bool,
    /// Legal and the record's result agrees with the replay.
    pub agrees: bool,
    /// Extra explanation (rejected moves found in the server log).
    pub note: Option<String>,
}

/// Totals for the final line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Games checked.
    pub games: usize,
    /// Games whose every move was legal.
    pub legal: usize,
    /// Legal games whose stated result agrees with the replay.
    pub agree: usize,
    /// Legal games whose stated result the replay contradicts.
    pub disagree: usize,
}

impl Summary {
    /// Counts one more game.
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

/// How a record's main line ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Goal, elimination, immobilization (or a pre-2008 ending) on the board.
    Board(Outcome),
    /// The side resigned.
    Resigned(Color),
    /// The side lost (arimaa.com's `lost`, in old records).
    Lost(Color),
    /// The side passed as the record's last move.
    Passed(Color),
    /// The side ran out of time (`timeout`).
    TimedOut(Color),
    /// The side forfeited (`forfeit`).
    Forfeited(Color),
    /// A result the record states without a move word (Howdah's `1-0 i`).
    Stated(crate::record::StatedResult),
    /// The moves stop with no decision (time, illegal move, unfinished game).
    Unfinished,
}

/// A record's main line replayed: the game at its end, and how it ends.
#[derive(Clone, Debug)]
pub struct Played {
    /// The rules state after the last move (repetitions, outcome).
    pub game: Game,
    /// How the moves end.
    pub ending: Ending,
}

impl Played {
    /// The main line of a legal Arimaa record (`None` for Morabaraba).
    pub fn of(record: &Record, rules: RuleSet) -> Option<Played> {
        if record.header.variant != Variant::Arimaa {
            return None;
        }
        let tree = &record.tree;
        let end = tree.main_line().last().unwrap_or(NodeId::ROOT);
        let game = game_at(tree, end, rules)?;
        let ending = match tree.node(end).mv.as_ref().map(|m| (&m.kind, m.label.color)) {
            Some((MoveKind::Resign, c)) => Ending::Resigned(c),
            Some((MoveKind::Lost, c)) => Ending::Lost(c),
            Some((MoveKind::Pass, c)) => Ending::Passed(c),
            Some((MoveKind::Timeout, c)) => Ending::TimedOut(c),
            Some((MoveKind::Forfeit, c)) => Ending::Forfeited(c),
            Some((MoveKind::Result(r), _)) => Ending::Stated(*r),
            _ => game.outcome().map_or(Ending::Unfinished, Ending::Board),
        };
        Some(Played { game, ending })
    }
}

/// The archive's result letter for a colour.
pub(crate) fn result_letter(c: Option<Color>) -> char {
    match c {
        Some(Color::Gold) => 'w',
        Some(Color::Silver) => 'b',
        None => 'd',
    }
}

/// Reads a record and replays its main line; the first problem anywhere in
/// the tree (a variation included) makes the game illegal.
fn read(id: &str, text: &str, rules: RuleSet) -> Result<(Record, Option<Played>), Verdict> {
    judged(id, fan::read_with(text, ReadOptions::rules(rules)), rules)
}

/// A record already read, replayed as [`read`] replays it.
fn judged(
    id: &str,
    parsed: fan::Parsed,
    rules: RuleSet,
) -> Result<(Record, Option<Played>), Verdict> {
    if let Some((node, e)) = parsed.errors.first() {
        let tree = &parsed.record.tree;
        let label = tree
            .get(*node)
            .and_then(|n| n.mv.as_ref())
            .map_or("start".to_owned(), |m| m.label.to_string());
        return Err(illegal(id.to_owned(), format!("{label}: {}", e.located())));
    }
    let played = Played::of(&parsed.record, rules);
    Ok((parsed.record, played))
}

/// Replays one archive row and compares it with its `result`/`termination` columns.
pub fn check_archive_game(g: &ArchiveGame) -> Verdict {
    let id = g.id().to_owned();
    let rules = g
        .start_time()
        .map_or(RuleSet::Current, RuleSet::for_start_time);
    let r = match read(&id, &g.movelist().join("\n"), rules) {
        Ok((_, Some(played))) => played,
        Ok((_, None)) => return illegal(id, "start: not an Arimaa game".into()),
        Err(v) => return v,
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
            let (agrees, note) = check_rejected(&r.game, g, result);
            ok(id, stated, agrees, note)
        }
        _ => ok(id, stated, true, None),
    }
}

/// Replays a FAN record: every variation must be legal; the main line's
/// verdict is that of the game it records.
pub fn check_fan_game(id: &str, text: &str) -> Verdict {
    check_text_game(id, text, RuleSet::Current)
}

/// A legal Morabaraba record's result, in the archive's letters: `we` (White
/// reduced Black to two cows), `bm` (Black blocked White), `dc` (the
/// half-move clock ran out), `wr` (Black resigned), `*` (unfinished).
fn morabaraba_verdict(id: &str, record: &Record) -> Verdict {
    use crate::morabaraba::{Outcome, WinReason};
    let tree = &record.tree;
    let end = tree.main_line().last().unwrap_or(NodeId::ROOT);
    let shown = match crate::record::morabaraba_at(tree, end).outcome() {
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
            Some((MoveKind::Resign, c)) => format!("{}r", result_letter(Some(!c))),
            Some((MoveKind::Timeout, c)) => format!("{}t", result_letter(Some(!c))),
            Some((MoveKind::Forfeit, c)) => format!("{}f", result_letter(Some(!c))),
            Some((MoveKind::Result(r), _)) => {
                format!("{}{}", result_letter(Some(r.winner)), r.reason.letter())
            }
            _ => "*".to_owned(),
        },
    };
    ok(id.to_owned(), shown, true, None)
}

/// Replays a record in FAN or arimaa.com notation (`id` names it in the
/// output) and compares it with the result its header states, if any
/// (`Result: 1-0` and `Termination: t`).
pub fn check_text_game(id: &str, text: &str, rules: RuleSet) -> Verdict {
    check_parsed_game(id, fan::read_with(text, ReadOptions::rules(rules)), rules)
}

/// [`check_text_game`] for a record already read (a Howdah record, a game
/// of a collection read by `viewer::load_all`).
pub fn check_parsed_game(id: &str, parsed: fan::Parsed, rules: RuleSet) -> Verdict {
    let (record, played) = match judged(id, parsed, rules) {
        Ok(r) => r,
        Err(v) => return v,
    };
    let Some(r) = played else {
        return match record.header.variant {
            Variant::Morabaraba => morabaraba_verdict(id, &record),
            Variant::Arimaa => illegal(id.to_owned(), "start: not an Arimaa game".into()),
        };
    };
    let winner = match record.header.get("Result").map(str::trim) {
        Some("1-0") => Some('w'),
        Some("0-1") => Some('b'),
        _ => None,
    };
    let term = record
        .header
        .get("Termination")
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
        Ending::TimedOut(c) => (format!("{}t", result_letter(Some(!c))), true),
        Ending::Forfeited(c) => (format!("{}f", result_letter(Some(!c))), true),
        Ending::Stated(r) => {
            let own = format!("{}{}", result_letter(Some(r.winner)), r.reason.letter());
            (own, true)
        }
        Ending::Passed(_) | Ending::Unfinished => {
            let board_term = matches!(term, Some('g' | 'e' | 'm' | 'p' | 'n'));
            (stated.unwrap_or_else(|| "*".to_owned()), !board_term)
        }
    };
    ok(id.to_owned(), shown, agrees, None)
}

/// Replays a Howdah record (`id` names it in the output) and judges its
/// result by Howdah's rules (see the module docs).
pub fn check_howdah_game(id: &str, parsed: fan::Parsed) -> Verdict {
    let (record, played) = match judged(id, parsed, RuleSet::Current) {
        Ok(r) => r,
        Err(v) => return v,
    };
    let Some(r) = played else {
        return illegal(id.to_owned(), "start: not an Arimaa game".into());
    };
    let board = r.game.outcome().and_then(|o| {
        Some(crate::pgn::Ending {
            winner: o.winner?,
            code: o.termination.code(),
        })
    });
    let Some(ending) = crate::pgn::result_of(&record) else {
        return ok(id.to_owned(), "*".to_owned(), true, None);
    };
    let agrees = match (board, crate::pgn::tags_result(&record)) {
        (Some(b), Some(stated)) => b == stated,
        (Some(_), None) => true,
        (None, _) => !matches!(ending.code, 'g' | 'e' | 'm'),
    };
    let shown = format!("{}{}", result_letter(Some(ending.winner)), ending.code);
    ok(id.to_owned(), shown, agrees, None)
}

/// For a game lost by an illegal move: the server log's rejected move must be
/// illegal in the replayed final position.
fn check_rejected(game: &Game, g: &ArchiveGame, result: Option<char>) -> (bool, Option<String>) {
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
        return (game.outcome().is_none(), None);
    };
    let label = game.label();
    let loser_ok = result.is_some_and(|c| c == result_letter(Some(!label.color)));
    let Ok(items) = parse_move_body(steps) else {
        return (
            false,
            Some(format!("cannot read the rejected move [{steps}]")),
        );
    };
    let mut turn = game.turn();
    let ours = match build_turn(&mut turn, &items) {
        Err((_, reason)) => reason.to_string(),
        Ok(_) => match game.check_turn(&turn) {
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
