//! Words for screen readers: each step as a sentence, the position as text.

pub(crate) mod movelist;

pub use movelist::{move_list, MoveListEntry};

use crate::record::{Glyph, Marking, Move, MoveKind, NodeError, StepRecord};
use crate::words::{full_stop, sentence, Msg, Words};
use crate::{Board, Color, Piece, Role, Square, StepKind, TakenStep};

/// "Gold elephant d4 north", "silver rabbit c4 pushed east, captured on c3".
pub fn step_words(w: &Words, t: &TakenStep) -> String {
    let msg = match t.kind {
        StepKind::PushStart => Msg::StepPush,
        StepKind::PullEnd => Msg::StepPull,
        _ => Msg::Step,
    };
    let to = t
        .step
        .to()
        .map_or_else(|| w.t(Msg::OffBoard, &[]), |s| s.to_string());
    let piece = w.piece(t.step.piece);
    let s = w.t(
        msg,
        &[
            &piece,
            &t.step.from.to_string(),
            &w.direction(t.step.dir),
            &to,
        ],
    );
    match t.capture {
        Some(c) if c.piece == t.step.piece && Some(c.square) == t.step.to() => {
            w.t(Msg::CapturedItself, &[&s])
        }
        Some(c) => w.t(
            Msg::CapturedOther,
            &[&s, &w.piece(c.piece), &c.square.to_string()],
        ),
        None => s,
    }
}

/// A whole move in words; steps joined by semicolons.
pub fn move_words(w: &Words, mv: &Move, taken: &[TakenStep]) -> String {
    let who = w.side(mv.label.color);
    let body = match &mv.kind {
        MoveKind::Setup(_) => w.t(Msg::MoveSetup, &[&who]),
        MoveKind::Resign => w.t(Msg::MoveResign, &[&who]),
        MoveKind::Lost => w.t(Msg::MoveLose, &[&who]),
        MoveKind::Pass => w.t(Msg::MovePass, &[&who]),
        MoveKind::Timeout => w.t(Msg::MoveTimeout, &[&who]),
        MoveKind::Forfeit => w.t(Msg::MoveForfeit, &[&who]),
        MoveKind::Result(r) => w.result(*r),
        MoveKind::Steps(_) => {
            let steps: Vec<String> = taken.iter().map(|t| step_words(w, t)).collect();
            w.steps(&steps)
        }
        MoveKind::Morabaraba(m, _) => morabaraba_words(w, *m),
    };
    w.t(Msg::Move, &[&mv.label.to_string(), &sentence(body)])
}

/// A move that could not be read or played in full, in words: what was
/// read, then the error ("3g: Gold dog e1 north to e2; then an error at
/// Zz9q: expected …."), or the error alone when nothing was read. The
/// error's reason is in `w`'s words too, its token as written.
pub fn broken_move_words(w: &Words, mv: &Move, taken: &[TakenStep], e: &NodeError) -> String {
    let read = match &mv.kind {
        MoveKind::Steps(_) => !taken.is_empty(),
        MoveKind::Setup(ps) => !ps.is_empty(),
        _ => true,
    };
    let mut s = if read {
        w.t(Msg::BrokenMove, &[&move_words(w, mv, taken)])
    } else {
        w.t(Msg::BrokenNothing, &[&mv.label.to_string()])
    };
    if !e.token.is_empty() {
        s = w.t(Msg::ErrorAt, &[&s, &e.token]);
    }
    w.t(Msg::Error, &[&s, &e.words(w)])
}

/// A position marking in words: "arrow from d2 to d4 (green)", "d4
/// highlighted (red)", "d4 labelled A"; `None` for the markings about a move
/// and those this version does not know.
pub fn marking_words(w: &Words, m: &Marking) -> Option<String> {
    Some(match m {
        Marking::Arrow { from, to, colour } => w.t(
            Msg::MarkArrow,
            &[&from.to_string(), &to.to_string(), &w.colour(*colour)],
        ),
        Marking::Highlight { square, colour } => w.t(
            Msg::MarkHighlight,
            &[&square.to_string(), &w.colour(*colour)],
        ),
        Marking::Square { square, label } => w.t(Msg::MarkLabel, &[&square.to_string(), label]),
        _ => return None,
    })
}

/// `words` followed by the move's glyphs (", interesting move") and a
/// sentence naming the position's markings ("Marked: d4 highlighted
/// (red)."), if there are any.
pub fn with_annotations(
    w: &Words,
    mut words: String,
    glyphs: &[Glyph],
    marks: &[&Marking],
) -> String {
    for g in glyphs {
        words = w.t(Msg::GlyphWith, &[&words, &w.glyph(*g)]);
    }
    let marks: Vec<String> = marks.iter().filter_map(|m| marking_words(w, m)).collect();
    if !marks.is_empty() {
        if !words.is_empty() {
            words = full_stop(words);
            words.push(' ');
        }
        // "Marked:" rather than a capital: a sentence may start with a square.
        words.push_str(&w.t(Msg::Marked, &[&w.steps(&marks)]));
    }
    words
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
pub fn position_words(w: &Words, board: &Board, side_to_move: Color) -> String {
    let mut parts = Vec::new();
    for color in Color::ALL {
        let mut kinds = Vec::new();
        for role in Role::ALL.iter().rev() {
            let squares: Vec<String> = board
                .pieces(Piece::new(color, *role))
                .map(|s: Square| s.to_string())
                .collect();
            if !squares.is_empty() {
                kinds.push(w.pieces(*role, &squares));
            }
        }
        let list = if kinds.is_empty() {
            w.t(Msg::PositionNoPieces, &[])
        } else {
            w.list(&kinds)
        };
        parts.push(w.t(Msg::PositionSide, &[&w.side(color), &list]));
    }
    parts.push(w.t(Msg::PositionToMove, &[&w.side(side_to_move)]));
    parts.join(" ")
}

/// A Morabaraba side as a sentence's subject: White is gold, Black silver.
fn morabaraba_side(w: &Words, c: Color) -> String {
    w.t(
        if c == Color::Gold {
            Msg::SideWhite
        } else {
            Msg::SideBlack
        },
        &[],
    )
}

/// A Morabaraba move in words: "places a cow on d1", "moves d1–d2 and
/// captures a1", "flies a1–g7".
pub fn morabaraba_words(w: &Words, m: crate::morabaraba::Move) -> String {
    let to = m.to().to_string();
    let s = match m.from() {
        None => w.t(Msg::MorabarabaPlace, &[&to]),
        Some(from) if m.is_flight() => w.t(Msg::MorabarabaFly, &[&from.to_string(), &to]),
        Some(from) => w.t(Msg::MorabarabaMove, &[&from.to_string(), &to]),
    };
    match m.capture() {
        Some(c) => w.t(Msg::MorabarabaCapture, &[&s, &c.to_string()]),
        None => s,
    }
}

/// A whole Morabaraba move in words, with its label: "3g: White moves d1–d2".
pub fn morabaraba_move_words(w: &Words, mv: &Move) -> String {
    let body = match &mv.kind {
        MoveKind::Morabaraba(m, _) => morabaraba_words(w, *m),
        MoveKind::Resign => w.t(Msg::MorabarabaResign, &[]),
        // An error node: the move was not played (its error says why).
        _ => w.t(Msg::MorabarabaUnplayable, &[]),
    };
    w.t(
        Msg::MorabarabaTurn,
        &[
            &mv.label.to_string(),
            &morabaraba_side(w, mv.label.color),
            &body,
        ],
    )
}

/// A Morabaraba position as text: each side's cows on the board and in
/// hand, then the side to move or, once the game is over, the result.
pub fn morabaraba_position_words(w: &Words, pos: &crate::morabaraba::Position) -> String {
    use crate::morabaraba::Side;
    let side_words = |side: Side| w.morabaraba_side(side);
    let mut parts = Vec::new();
    // While cows are still placed, both hands are told, an empty one too.
    let placing = Side::ALL.iter().any(|&side| pos.in_hand(side) > 0);
    for side in Side::ALL {
        let cows = pos.cows(side);
        let mut s = if cows.is_empty() {
            w.t(Msg::MorabarabaNoCows, &[])
        } else {
            let names: Vec<String> = cows.map(|p| p.to_string()).collect();
            w.t(
                Msg::MorabarabaCows,
                &[&names.len().to_string(), &names.join(" ")],
            )
        };
        match pos.in_hand(side) {
            0 if placing => s = w.t(Msg::MorabarabaHandNone, &[&s]),
            0 => {}
            hand => s = w.t(Msg::MorabarabaHand, &[&s, &hand.to_string()]),
        }
        parts.push(w.t(Msg::MorabarabaSide, &[&side_words(side), &s]));
    }
    parts.push(match pos.outcome() {
        Some(o) => w.morabaraba_outcome(o),
        None => w.t(Msg::MorabarabaToMove, &[&side_words(pos.side_to_move())]),
    });
    parts.join(" ")
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

/// The piece picked up and where it may go: "gold elephant e5 picked up:
/// to e4 or f5; may push or pull silver rabbit d6".
pub fn picked_words(
    w: &Words,
    piece: Piece,
    at: Square,
    to: &[Square],
    dislodge: &[(Piece, Square)],
) -> String {
    let s = w.t(Msg::Picked, &[&w.piece(piece), &at.to_string()]);
    let mut ways = Vec::new();
    if !to.is_empty() {
        let squares: Vec<String> = to.iter().map(Square::to_string).collect();
        ways.push(w.t(Msg::PickedTo, &[&w.or_list(&squares)]));
    }
    if !dislodge.is_empty() {
        let pieces: Vec<String> = dislodge
            .iter()
            .map(|(p, s)| format!("{} {s}", w.piece(*p)))
            .collect();
        ways.push(w.t(Msg::PickedDislodge, &[&w.or_list(&pieces)]));
    }
    if ways.is_empty() {
        s
    } else {
        w.t(Msg::PickedWays, &[&s, &w.steps(&ways)])
    }
}

/// An Arimaa turn half made: `steps` in notation (`Ee6s`), `taken` the
/// same steps played, `picked` the piece picked up ([`picked_words`]),
/// `next` what the turn may or must do next ("2 steps left", a push to
/// complete), `board` and `side` the position shown and whose turn it is.
pub fn draft_words(
    w: &Words,
    side: Color,
    steps: &[String],
    taken: &[TakenStep],
    picked: Option<&str>,
    next: &str,
    board: &Board,
) -> DraftWords {
    let mut position = String::new();
    if !steps.is_empty() {
        position = w.t(Msg::Draft, &[&w.side(side), &steps.join(" "), next]);
        position.push(' ');
    }
    if let Some(p) = picked {
        position.push_str(&full_stop(sentence(p.to_owned())));
        position.push(' ');
    }
    position.push_str(&position_words(w, board, side));
    let announcement = match (picked, taken.last()) {
        (Some(p), _) => full_stop(sentence(p.to_owned())),
        (None, Some(t)) => full_stop(sentence(w.t(Msg::Steps, &[&step_words(w, t), next]))),
        (None, None) => String::new(),
    };
    DraftWords {
        position,
        announcement,
    }
}
