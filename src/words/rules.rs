//! The rules' refusals in words: a Morabaraba move's, an Arimaa setup's, a
//! capture token's. Their `Display` (logs, the CLI, the API's errors) is
//! these words in English, so each text is written once, in i18n/en.json.

use super::{Msg, Words};
use crate::arimaa::SetupError;
use crate::morabaraba::{DrawReason, MoveError, Outcome, Side, WinReason, HALFMOVE_LIMIT};
use crate::record::CaptureError;

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
        let at = |msg, p: &dyn ToString| self.t(msg, &[&p.to_string()]);
        match *e {
            GameOver { outcome } => self.t(Msg::GameOver, &[&self.morabaraba_outcome(outcome)]),
            NoCowInHand => self.t(Msg::MorabarabaNoHand, &[]),
            MustDrop => self.t(Msg::MorabarabaMustDrop, &[]),
            Occupied { point } => at(Msg::MorabarabaOccupied, &point),
            NoOwnCow { point } => at(Msg::MorabarabaNoOwnCow, &point),
            NotAdjacent { from, to } => {
                self.t(Msg::MorabarabaNoLine, &[&from.to_string(), &to.to_string()])
            }
            MachineGun { from, to } => at(Msg::MorabarabaBack, &format!("{from}-{to}")),
            CaptureRequired => self.t(Msg::MorabarabaNameShot, &[]),
            NoMill { capture } => at(Msg::MorabarabaNoMill, &format!("x{capture}")),
            NothingToCapture { capture } => at(Msg::MorabarabaNoCowToShoot, &format!("x{capture}")),
            NotEnemyCow { point } => at(Msg::MorabarabaNotEnemy, &point),
            InMill { point } => at(Msg::MorabarabaInMill, &point),
        }
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
        let token =
            |p: &dyn ToString, s: &dyn ToString| format!("{}{}x", p.to_string(), s.to_string());
        match e {
            CaptureError::Missing(c) => self.t(Msg::TokenMissing, &[&token(&c.piece, &c.square)]),
            CaptureError::Wrong {
                written: (p, sq),
                captured: c,
            } => self.t(
                Msg::TokenWrong,
                &[&token(p, sq), &token(&c.piece, &c.square)],
            ),
            CaptureError::Nothing { written: (p, sq) } => {
                self.t(Msg::TokenNothing, &[&token(p, sq)])
            }
        }
    }
}
