//! Scoring a game halted at the G limit.

use crate::arimaa::{ByColor, Color};

/// The winner of a game halted by the G limit: "the player who currently has
/// or most recently had more pieces left after the completion of a turn wins;
/// otherwise silver wins."
///
/// `counts` holds both sides' piece counts after each completed turn, oldest
/// first. Start after silver's setup: right after gold's setup silver has no
/// pieces yet, and that entry would make gold the winner of a game in which
/// the counts were always equal.
#[must_use]
pub fn winner_by_score(counts: impl IntoIterator<Item = ByColor<u8>>) -> Color {
    let mut winner = Color::Silver;
    for c in counts {
        if c.gold != c.silver {
            winner = if c.gold > c.silver {
                Color::Gold
            } else {
                Color::Silver
            };
        }
    }
    winner
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(counts: &[(u8, u8)]) -> Color {
        winner_by_score(
            counts
                .iter()
                .map(|&(gold, silver)| ByColor { gold, silver }),
        )
    }

    #[test]
    fn current_lead_wins() {
        assert_eq!(score(&[(16, 16), (16, 15)]), Color::Gold);
        assert_eq!(score(&[(16, 16), (15, 16)]), Color::Silver);
        assert_eq!(score(&[(16, 15), (14, 15)]), Color::Silver);
    }

    #[test]
    fn most_recent_lead_wins_when_level() {
        // Gold led last before the counts became equal again.
        assert_eq!(
            score(&[(16, 16), (15, 16), (15, 14), (14, 14), (14, 14)]),
            Color::Gold
        );
        assert_eq!(score(&[(16, 16), (16, 15), (15, 15)]), Color::Gold);
        assert_eq!(score(&[(16, 15), (15, 16), (15, 15)]), Color::Silver);
    }

    #[test]
    fn never_a_lead_means_silver() {
        assert_eq!(score(&[]), Color::Silver);
        assert_eq!(score(&[(16, 16), (15, 15), (15, 15)]), Color::Silver);
    }
}
