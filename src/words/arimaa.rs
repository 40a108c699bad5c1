//! The game's nouns in words: sides, pieces, directions, glyphs, reasons.

use super::{Msg, Words};
use crate::record::{Glyph, MarkColour, OutsideReason, StatedReason, StatedResult};
use crate::{Color, Direction, Piece, Role};

impl Words {
    /// "Gold", "Silver": a side as a sentence's subject.
    pub fn side(&self, c: Color) -> String {
        self.t(
            match c {
                Color::Gold => Msg::SideGold,
                Color::Silver => Msg::SideSilver,
            },
            &[],
        )
    }

    /// "gold elephant", "silver rabbit".
    pub fn piece(&self, p: Piece) -> String {
        use Msg::*;
        let gold = [
            PieceGoldRabbit,
            PieceGoldCat,
            PieceGoldDog,
            PieceGoldHorse,
            PieceGoldCamel,
            PieceGoldElephant,
        ];
        let silver = [
            PieceSilverRabbit,
            PieceSilverCat,
            PieceSilverDog,
            PieceSilverHorse,
            PieceSilverCamel,
            PieceSilverElephant,
        ];
        let by_role = if p.color == Color::Gold { gold } else { silver };
        self.t(by_role[p.role.index()], &[])
    }

    /// A side's pieces of one kind with their squares: "rabbits a2 b2".
    pub fn pieces(&self, role: Role, squares: &[String]) -> String {
        use Msg::*;
        let msg = [
            PiecesRabbit,
            PiecesCat,
            PiecesDog,
            PiecesHorse,
            PiecesCamel,
            PiecesElephant,
        ][role.index()];
        self.t(msg, &[&squares.len().to_string(), &squares.join(" ")])
    }

    /// "north", "east"…
    pub fn direction(&self, d: Direction) -> String {
        self.t(
            match d {
                Direction::North => Msg::DirectionNorth,
                Direction::East => Msg::DirectionEast,
                Direction::South => Msg::DirectionSouth,
                Direction::West => Msg::DirectionWest,
            },
            &[],
        )
    }

    /// A marking's colour: "green".
    pub fn colour(&self, c: MarkColour) -> String {
        self.t(
            match c {
                MarkColour::Green => Msg::ColourGreen,
                MarkColour::Red => Msg::ColourRed,
                MarkColour::Yellow => Msg::ColourYellow,
                MarkColour::Blue => Msg::ColourBlue,
            },
            &[],
        )
    }

    /// A glyph's meaning ("interesting move"), or "glyph $200" for one
    /// without a common meaning.
    pub fn glyph(&self, g: Glyph) -> String {
        use Msg::*;
        let msg = match g.0 {
            1 => Glyph1,
            2 => Glyph2,
            3 => Glyph3,
            4 => Glyph4,
            5 => Glyph5,
            6 => Glyph6,
            7 => Glyph7,
            10 => Glyph10,
            13 => Glyph13,
            14 => Glyph14,
            15 => Glyph15,
            16 => Glyph16,
            17 => Glyph17,
            18 => Glyph18,
            19 => Glyph19,
            22 => Glyph22,
            23 => Glyph23,
            _ => return self.t(GlyphOther, &[&g.to_string()]),
        };
        self.t(msg, &[])
    }

    /// Why a game ended, as a record states it: "resignation".
    pub fn reason(&self, r: StatedReason) -> String {
        use Msg::*;
        let msg = match r {
            StatedReason::Goal => ReasonGoal,
            StatedReason::Elimination => ReasonElimination,
            StatedReason::Immobilization => ReasonImmobilization,
            StatedReason::Outside(OutsideReason::Timeout) => ReasonTime,
            StatedReason::Outside(OutsideReason::Resignation) => ReasonResignation,
            StatedReason::Outside(OutsideReason::IllegalMove) => ReasonIllegalMove,
            StatedReason::Outside(OutsideReason::Score) => ReasonScore,
            StatedReason::Outside(OutsideReason::Forfeit) => ReasonForfeit,
        };
        self.t(msg, &[])
    }

    /// A stated result: "Gold wins by resignation".
    pub fn result(&self, r: StatedResult) -> String {
        self.t(Msg::WinsBy, &[&self.side(r.winner), &self.reason(r.reason)])
    }

    /// A side as its game names it: Gold and Silver, or White and Black in
    /// Morabaraba (`variant` as [`crate::viewer::GameInfo`] names it).
    pub fn side_of(&self, variant: &str, c: Color) -> String {
        match (variant, c) {
            ("Morabaraba", Color::Gold) => self.t(Msg::SideWhite, &[]),
            ("Morabaraba", Color::Silver) => self.t(Msg::SideBlack, &[]),
            _ => self.side(c),
        }
    }

    /// A game's termination as a summary keeps it: the English words of
    /// [`crate::notation::archive::termination_words`] translated, any
    /// other text (a record's own `Termination`) as written.
    pub fn termination(&self, words: &str) -> String {
        use Msg::*;
        let msg = match words {
            "goal" => ReasonGoal,
            "immobilization" => ReasonImmobilization,
            "elimination" => ReasonElimination,
            "time" => ReasonTime,
            "resignation" => ReasonResignation,
            "illegal move" => ReasonIllegalMove,
            "score" => ReasonScore,
            "forfeit" => ReasonForfeit,
            "abandoned" => ReasonAbandoned,
            "repetition" => ReasonRepetition,
            "double elimination" => ReasonDoubleElimination,
            _ => return words.to_owned(),
        };
        self.t(msg, &[])
    }
}
