//! What the element shows about a record as a whole, decided once per load:
//! which game it is, the words for the two sides and the players' names, the
//! event, the result and the element's accessible name. The element only
//! shows these; it derives none of them.

use super::Format;
use crate::record::{Header, Record, Variant};
use crate::words::{Msg, Words};
use crate::{ByColor, Color};

/// One side as the viewer names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SideInfo {
    /// The game's word for the side: `Gold`/`Silver` in Arimaa,
    /// `White`/`Black` in Morabaraba.
    pub word: String,
    /// The player's name from the header, when the record gives one.
    pub player: Option<String>,
}

/// The facts about a record the element shows outside the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// `Arimaa` or `Morabaraba`.
    pub game: &'static str,
    /// `arimaa` or `morabaraba`.
    pub variant: &'static str,
    /// `fan`, `archive`, `diagram` or `pgn`.
    pub format: &'static str,
    /// Both sides: the game's word for each and the player, when named.
    pub sides: ByColor<SideInfo>,
    /// The header's `Event`.
    pub event: Option<String>,
    /// The header's `Result`, as written.
    pub result: Option<String>,
    /// The element's accessible name: `Arimaa game viewer: Gold vs Silver`,
    /// with the players' names when known.
    pub label: String,
}

/// The name `GameView.format()` gives a format.
pub fn format_name(format: Format) -> &'static str {
    match format {
        Format::Fan => "fan",
        Format::Archive => "archive",
        Format::Diagram => "diagram",
        Format::Pgn => "pgn",
    }
}

/// The first of the header fields `names` with text in it (an empty value
/// counts as absent).
fn field(header: &Header, names: &[&str]) -> Option<String> {
    names
        .iter()
        .find_map(|n| header.get(n).filter(|v| !v.trim().is_empty()))
        .map(str::to_owned)
}

/// The name `GameView.variant()` and `info().variant` give a game.
pub fn variant_name(variant: Variant) -> &'static str {
    match variant {
        Variant::Arimaa => "arimaa",
        Variant::Morabaraba => "morabaraba",
    }
}

/// What the element shows about `record` (read as `format`) as a whole.
pub fn game_info(record: &Record, format: Format, w: &Words) -> GameInfo {
    let header = &record.header;
    // A Morabaraba record names White and Black; FAN's tags may be either
    // pair in both games, so both are read for each side.
    let game = match header.variant {
        Variant::Arimaa => "Arimaa",
        Variant::Morabaraba => "Morabaraba",
    };
    let words = [w.side_of(game, Color::Gold), w.side_of(game, Color::Silver)];
    let variant = variant_name(header.variant);
    let gold = field(header, &["Gold", "White"]);
    let silver = field(header, &["Silver", "Black"]);
    let label = w.t(
        Msg::GameLabel,
        &[
            game,
            gold.as_deref().unwrap_or(&words[0]),
            silver.as_deref().unwrap_or(&words[1]),
        ],
    );
    let [gold_word, silver_word] = words;
    GameInfo {
        game,
        variant,
        format: format_name(format),
        sides: ByColor {
            gold: SideInfo {
                word: gold_word,
                player: gold,
            },
            silver: SideInfo {
                word: silver_word,
                player: silver,
            },
        },
        event: field(header, &["Event"]),
        result: field(header, &["Result"]),
        label,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::viewer::load;

    fn info(text: &str) -> GameInfo {
        let l = load(text);
        game_info(&l.record, l.format, &Words::english())
    }

    #[test]
    fn arimaa_sides_are_gold_and_silver_with_the_players() {
        let i = info("FAN31415926\nGold: Ann\nSilver: Bob\nEvent: Cup\nResult: 1-0\n\n1g Ra2\n");
        assert_eq!((i.game, i.variant, i.format), ("Arimaa", "arimaa", "fan"));
        assert_eq!(i.sides.gold.word, "Gold");
        assert_eq!(i.sides.silver.word, "Silver");
        assert_eq!(i.sides.gold.player.as_deref(), Some("Ann"));
        assert_eq!(i.sides.silver.player.as_deref(), Some("Bob"));
        assert_eq!(i.event.as_deref(), Some("Cup"));
        assert_eq!(i.result.as_deref(), Some("1-0"));
        assert_eq!(i.label, "Arimaa game viewer: Ann vs Bob");
    }

    #[test]
    fn without_players_the_label_names_the_sides() {
        let i = info("1g Ra2\n");
        assert_eq!(i.sides.gold.player, None);
        assert_eq!(i.sides.silver.player, None);
        assert_eq!((i.event.clone(), i.result.clone()), (None, None));
        assert_eq!(i.label, "Arimaa game viewer: Gold vs Silver");
        // An empty field is no name.
        let i = info("FAN31415926\nGold:\nSilver: Bob\n\n1g Ra2\n");
        assert_eq!(i.label, "Arimaa game viewer: Gold vs Bob");
    }

    #[test]
    fn morabaraba_sides_are_white_and_black() {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/www/demo/games/demo-morabaraba.fan"
        ))
        .unwrap();
        let i = info(&text);
        assert_eq!((i.game, i.variant), ("Morabaraba", "morabaraba"));
        assert_eq!(i.sides.gold.word, "White");
        assert_eq!(i.sides.silver.word, "Black");
        assert_eq!(i.sides.gold.player.as_deref(), Some("Nomsa (demo)"));
        assert_eq!(
            i.label,
            "Morabaraba game viewer: Nomsa (demo) vs Thabo (demo)"
        );
        let bare = info("FAN31415926\nVariant: morabaraba\n\n1g c3\n");
        assert_eq!(bare.label, "Morabaraba game viewer: White vs Black");
    }

    #[test]
    fn white_and_black_tags_name_arimaa_players_too() {
        let i = info("FAN31415926\nWhite: Wan\nBlack: Bea\n\n1g Ra2\n");
        assert_eq!(i.sides.gold.word, "Gold");
        assert_eq!(i.label, "Arimaa game viewer: Wan vs Bea");
    }

    #[test]
    fn archive_rows_and_diagrams_say_their_format() {
        let diagram = "12g\n +-----------------+\n8| r r r   r r r r |\n7|                 |\n6|                 |\n5|                 |\n4|                 |\n3|                 |\n2|                 |\n1| R R R R R R R R |\n +-----------------+\n   a b c d e f g h\n";
        assert_eq!(info(diagram).format, "diagram");
        assert_eq!(format_name(Format::Archive), "archive");
    }
}
