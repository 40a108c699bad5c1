//! The rules' refusals in words: a Morabaraba move's, an Arimaa setup's, a
//! capture token's. Their `Display` (logs, the CLI, the API's errors) is
//! these words in English, so each text is written once, in i18n/en.json.

use super::{Msg, Words};
use crate::arimaa::SetupError;
use crate::morabaraba::{DrawReason, MoveError, Outcome, Side, WinReason, HALFMOVE_LIMIT};
use crate::record::CaptureError;
use crate::{Piece, Square};

impl Words {
    /// "White", "Black": a Morabaraba side as a sentence's subject.
    pub fn morabaraba_side(&self, s: Side) -> String {
        let msg = match s {
            Side::White => Msg::SideWhite,
            Side::Black => Msg::SideBlack,
        };
        self.t(msg, &[])
    }

    /// How a Morabaraba game ended: "White wins: Black is down to two cows."
    pub fn morabaraba_outcome(&self, o: Outcome) -> String {
        match o {
            Outcome::Win { winner, reason } => self.t(
                match reason {
                    WinReason::ReducedToTwo => Msg::MorabarabaReduced,
                    WinReason::Blocked => Msg::MorabarabaBlocked,
                },
                &[
                    &self.morabaraba_side(winner),
                    &self.morabaraba_side(!winner),
                ],
            ),
            Outcome::Draw {
                reason: DrawReason::HalfmoveClock,
            } => self.t(Msg::MorabarabaDraw, &[&HALFMOVE_LIMIT.to_string()]),
        }
    }

    /// Why a Morabaraba move is not legal: "d1 is occupied".
    pub fn morabaraba_error(&self, e: &MoveError) -> String {
        use MoveError::*;
        let (msg, first, second) = match *e {
            GameOver { outcome } => (Msg::GameOver, self.morabaraba_outcome(outcome), None),
            NoCowInHand => (Msg::MorabarabaNoHand, String::new(), None),
            MustDrop => (Msg::MorabarabaMustDrop, String::new(), None),
            Occupied { point } => (Msg::MorabarabaOccupied, point.to_string(), None),
            NoOwnCow { point } => (Msg::MorabarabaNoOwnCow, point.to_string(), None),
            NotAdjacent { from, to } => (Msg::MorabarabaNoLine, from.to_string(), Some(to)),
            MachineGun { from, to } => (Msg::MorabarabaBack, format!("{from}-{to}"), None),
            CaptureRequired => (Msg::MorabarabaNameShot, String::new(), None),
            NoMill { capture } => (Msg::MorabarabaNoMill, format!("x{capture}"), None),
            NothingToCapture { capture } => {
                (Msg::MorabarabaNoCowToShoot, format!("x{capture}"), None)
            }
            NotEnemyCow { point } => (Msg::MorabarabaNotEnemy, point.to_string(), None),
            InMill { point } => (Msg::MorabarabaInMill, point.to_string(), None),
        };
        let second = second.map_or(String::new(), |p| p.to_string());
        self.t(msg, &[&first, &second])
    }

    /// Why an Arimaa setup breaks the rules: "setup needs 8 × R, found 2".
    pub fn setup_error(&self, e: &SetupError) -> String {
        match e {
            SetupError::OutsideHomeRows { piece, square } => self.t(
                Msg::SetupHomeRows,
                &[&piece.to_string(), &square.to_string()],
            ),
            SetupError::WrongCount {
                piece,
                expected,
                found,
            } => self.t(
                Msg::SetupCount,
                &[
                    &piece.to_string(),
                    &expected.to_string(),
                    &found.to_string(),
                ],
            ),
            SetupError::UnprotectedTrap { piece, square } => {
                self.t(Msg::SetupTrap, &[&piece.to_string(), &square.to_string()])
            }
        }
    }

    /// Why a capture token does not match its step: "capture token Rc3x, but
    /// nothing was captured".
    pub fn capture_error(&self, e: &CaptureError) -> String {
        let token = |p: Piece, s: Square| format!("{p}{s}x");
        let (msg, written, captured) = match e {
            CaptureError::Missing(c) => (Msg::TokenMissing, token(c.piece, c.square), None),
            CaptureError::Wrong {
                written: (p, sq),
                captured: c,
            } => (
                Msg::TokenWrong,
                token(*p, *sq),
                Some(token(c.piece, c.square)),
            ),
            CaptureError::Nothing { written: (p, sq) } => (Msg::TokenNothing, token(*p, *sq), None),
        };
        self.t(msg, &[&written, &captured.unwrap_or_default()])
    }
}
