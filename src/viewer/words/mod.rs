//! Words for screen readers: each step as a sentence, the position as text.

pub(crate) mod movelist;

pub use movelist::{move_list, MoveListEntry};

use crate::record::{Glyph, Marking, Move, MoveKind, NodeError, StepRecord};
use crate::{Board, Color, Piece, Role, Square, StepKind, TakenStep};

/// "Gold elephant d4 north", "silver rabbit c4 pushed east, captured on c3".
pub fn step_words(t: &TakenStep) -> String {
    let verb = match t.kind {
        StepKind::PushStart => " pushed",
        StepKind::PullEnd => " pulled",
        _ => "",
    };
    let to = t.step.to().map_or(String::new(), |s| format!(" to {s}"));
    let mut s = format!(
        "{} {}{verb} {}{to}",
        t.step.piece.words(),
        t.step.from,
        t.step.dir.word()
    );
    if let Some(c) = t.capture {
        if c.piece == t.step.piece && Some(c.square) == t.step.to() {
            s.push_str(", captured");
        } else {
            s.push_str(&format!(", {} captured on {}", c.piece.words(), c.square));
        }
    }
    s
}

/// A whole move in words; steps joined by semicolons.
pub fn move_words(mv: &Move, taken: &[TakenStep]) -> String {
    let who = if mv.label.color == Color::Gold {
        "Gold"
    } else {
        "Silver"
    };
    let body = match &mv.kind {
        MoveKind::Setup(_) => format!("{who} sets up"),
        MoveKind::Resign => format!("{who} resigns"),
        MoveKind::Lost => format!("{who} loses"),
        MoveKind::Pass => format!("{who} passes"),
        MoveKind::Timeout => format!("{who} runs out of time"),
        MoveKind::Forfeit => format!("{who} forfeits"),
        MoveKind::Result(r) => r.words(),
        MoveKind::Steps(_) => taken.iter().map(step_words).collect::<Vec<_>>().join("; "),
        MoveKind::Morabaraba(m, _) => morabaraba_words(*m),
    };
    let mut s = format!("{}: {body}", mv.label);
    capitalize_after_colon(&mut s);
    s
}

/// A move that could not be read or played in full, in words: what was
/// read, then the error ("3g: Gold dog e1 north to e2; then an error at
/// Zz9q: expected …."), or the error alone when nothing was read.
pub fn broken_move_words(mv: &Move, taken: &[TakenStep], e: &NodeError) -> String {
    let read = match &mv.kind {
        MoveKind::Steps(_) => !taken.is_empty(),
        MoveKind::Setup(ps) => !ps.is_empty(),
        _ => true,
    };
    let mut s = if read {
        move_words(mv, taken) + "; then an error"
    } else {
        mv.label.to_string() + ": Error"
    };
    if !e.token.is_empty() {
        s.push_str(" at ");
        s.push_str(&e.token);
    }
    s + ": " + &e.to_string() + "."
}

/// A position marking in words: "arrow from d2 to d4 (green)", "d4
/// highlighted (red)", "d4 labelled A"; `None` for the markings about a move
/// and those this version does not know.
pub fn marking_words(m: &Marking) -> Option<String> {
    Some(match m {
        Marking::Arrow { from, to, colour } => {
            format!("arrow from {from} to {to} ({})", colour.name())
        }
        Marking::Highlight { square, colour } => {
            format!("{square} highlighted ({})", colour.name())
        }
        Marking::Square { square, label } => format!("{square} labelled {label}"),
        _ => return None,
    })
}

/// `words` followed by the move's glyphs (", interesting move") and a
/// sentence naming the position's markings ("Marked: d4 highlighted
/// (red)."), if there are any.
pub fn with_annotations(mut words: String, glyphs: &[Glyph], marks: &[&Marking]) -> String {
    for g in glyphs {
        words.push_str(", ");
        words.push_str(&g.words());
    }
    let marks: Vec<String> = marks.iter().filter_map(|m| marking_words(m)).collect();
    if !marks.is_empty() {
        if !words.is_empty() && !words.ends_with('.') {
            words.push('.');
        }
        if !words.is_empty() {
            words.push(' ');
        }
        // "Marked:" rather than a capital: a sentence may start with a square.
        words.push_str("Marked: ");
        words.push_str(&marks.join("; "));
        words.push('.');
    }
    words
}

/// The text with its first letter upper case.
pub fn sentence(mut s: String) -> String {
    if let Some(c) = s.chars().next() {
        let up: String = c.to_uppercase().collect();
        s.replace_range(..c.len_utf8(), &up);
    }
    s
}

fn capitalize_after_colon(s: &mut String) {
    if let Some(i) = s.find(": ") {
        let j = i + 2;
        if let Some(c) = s[j..].chars().next() {
            let up: String = c.to_uppercase().collect();
            s.replace_range(j..j + c.len_utf8(), &up);
        }
    }
}

/// The move as notation text (`Ed4n rc4e Hb4e rc3x`).
pub fn move_text(mv: &Move) -> String {
    match &mv.kind {
        MoveKind::Setup(ps) => ps
            .iter()
            .map(|(p, sq)| format!("{p}{sq}"))
            .collect::<Vec<_>>()
            .join(" "),
        MoveKind::Steps(steps) => steps.iter().map(step_text).collect::<Vec<_>>().join(" "),
        MoveKind::Resign => "resigns".into(),
        MoveKind::Lost => "lost".into(),
        MoveKind::Pass => "pass".into(),
        MoveKind::Timeout => "timeout".into(),
        MoveKind::Forfeit => "forfeit".into(),
        MoveKind::Result(r) => r.token_line(),
        MoveKind::Morabaraba(m, _) => m.to_string(),
    }
}

pub fn step_text(s: &StepRecord) -> String {
    match s.capture {
        Some(c) => format!("{} {}{}x", s.step, c.piece, c.square),
        None => s.step.to_string(),
    }
}

/// The position as text: each side's pieces by kind, strongest first.
pub fn position_words(board: &Board, side_to_move: Color) -> String {
    let mut parts = Vec::new();
    for color in Color::ALL {
        let mut kinds = Vec::new();
        for role in Role::ALL.iter().rev() {
            let squares: Vec<String> = board
                .pieces(Piece::new(color, *role))
                .map(|s: Square| s.to_string())
                .collect();
            if !squares.is_empty() {
                let name = if squares.len() > 1 {
                    format!("{}s", role.name())
                } else {
                    role.name().to_owned()
                };
                kinds.push(format!("{name} {}", squares.join(" ")));
            }
        }
        let list = if kinds.is_empty() {
            "no pieces".to_owned()
        } else {
            kinds.join(", ")
        };
        parts.push(format!("{}: {list}.", color.name()));
    }
    parts.push(format!("{} to move.", side_to_move.name()));
    parts.join(" ")
}

/// A Morabaraba move in words: "places a cow on d1", "moves d1–d2 and
/// captures a1", "flies a1–g7".
pub fn morabaraba_words(m: crate::morabaraba::Move) -> String {
    let mut s = String::new();
    match m.from() {
        None => {
            s.push_str("places a cow on ");
            s.push_str(&m.to().to_string());
        }
        Some(from) => {
            s.push_str(if m.is_flight() { "flies " } else { "moves " });
            s.push_str(&from.to_string());
            s.push('\u{2013}');
            s.push_str(&m.to().to_string());
        }
    }
    if let Some(c) = m.capture() {
        s.push_str(" and captures ");
        s.push_str(&c.to_string());
    }
    s
}

/// A whole Morabaraba move in words, with its label: "3g: White moves d1–d2".
pub fn morabaraba_move_words(mv: &Move) -> String {
    let who = if mv.label.color == Color::Gold {
        "White"
    } else {
        "Black"
    };
    let body = match &mv.kind {
        MoveKind::Morabaraba(m, _) => morabaraba_words(*m),
        MoveKind::Resign => "resigns".into(),
        // An error node: the move was not played (its error says why).
        _ => "has a move that could not be played".into(),
    };
    let mut s = mv.label.to_string();
    s.push_str(": ");
    s.push_str(who);
    s.push(' ');
    s.push_str(&body);
    s
}

/// A Morabaraba position as text: each side's cows on the board and in
/// hand, then the side to move or, once the game is over, the result.
pub fn morabaraba_position_words(pos: &crate::morabaraba::Position) -> String {
    use crate::morabaraba::Side;
    let mut s = String::new();
    // While cows are still placed, both hands are told, an empty one too.
    let placing = Side::ALL.iter().any(|&side| pos.in_hand(side) > 0);
    for side in Side::ALL {
        s.push_str(side.name());
        s.push_str(": ");
        let cows = pos.cows(side);
        if cows.is_empty() {
            s.push_str("no cows on the board");
        } else {
            s.push_str(if cows.count() == 1 { "cow " } else { "cows " });
            let names: Vec<String> = cows.map(|p| p.to_string()).collect();
            s.push_str(&names.join(" "));
        }
        match pos.in_hand(side) {
            0 if placing => s.push_str(", none in hand"),
            0 => {}
            hand => {
                s.push_str(", ");
                s.push_str(&hand.to_string());
                s.push_str(" in hand");
            }
        }
        s.push_str(". ");
    }
    match pos.outcome() {
        Some(o) => s.push_str(&sentence(o.to_string())),
        None => {
            s.push_str(pos.side_to_move().name());
            s.push_str(" to move");
        }
    }
    s.push('.');
    s
}

/// A move half made, in words: the board's accessible name and what the
/// live region says while a piece is picked up or steps are made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraftWords {
    /// The position shown: the move so far, the piece picked up, the pieces.
    pub position: String,
    /// The last gesture's result: the piece picked up, or the step made.
    pub announcement: String,
}

/// "e4", "e4 or f5", "e4, f5 or e6".
pub(in crate::viewer) fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// The piece picked up and where it may go: "gold elephant e5 picked up:
/// to e4 or f5; may push or pull silver rabbit d6".
pub fn picked_words(
    piece: Piece,
    at: Square,
    to: &[Square],
    dislodge: &[(Piece, Square)],
) -> String {
    let mut s = format!("{} {at} picked up", piece.words());
    let mut ways = Vec::new();
    if !to.is_empty() {
        let squares: Vec<String> = to.iter().map(Square::to_string).collect();
        ways.push(format!("to {}", or_list(&squares)));
    }
    if !dislodge.is_empty() {
        let pieces: Vec<String> = dislodge
            .iter()
            .map(|(p, s)| format!("{} {s}", p.words()))
            .collect();
        ways.push(format!("may push or pull {}", or_list(&pieces)));
    }
    if !ways.is_empty() {
        s.push_str(": ");
        s.push_str(&ways.join("; "));
    }
    s
}

/// An Arimaa turn half made: `steps` in notation (`Ee6s`), `taken` the
/// same steps played, `picked` the piece picked up ([`picked_words`]),
/// `next` what the turn may or must do next ("2 steps left", a push to
/// complete), `board` and `side` the position shown and whose turn it is.
pub fn draft_words(
    side: Color,
    steps: &[String],
    taken: &[TakenStep],
    picked: Option<&str>,
    next: &str,
    board: &Board,
) -> DraftWords {
    let mut position = String::new();
    if !steps.is_empty() {
        position = format!(
            "{}'s move so far: {}; {next}. ",
            side.name(),
            steps.join(" ")
        );
    }
    if let Some(p) = picked {
        position.push_str(&sentence(p.to_owned()));
        position.push_str(". ");
    }
    position.push_str(&position_words(board, side));
    let announcement = match (picked, taken.last()) {
        (Some(p), _) => sentence(p.to_owned()) + ".",
        (None, Some(t)) => format!("{}; {next}.", sentence(step_words(t))),
        (None, None) => String::new(),
    };
    DraftWords {
        position,
        announcement,
    }
}
