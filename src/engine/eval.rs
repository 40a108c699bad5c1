//! The static evaluation, in hundredths of a rabbit from Gold's side.
//!
//! Written from the published descriptions of how Arimaa programs and
//! players judge a position:
//! - material by HarLog (the formula is public): each officer is worth
//!   `1 / (Q + O)`, `O` being how many enemy officers are stronger (`2 / Q`
//!   when none is), plus `G · ln(rabbits × pieces)` for each side, with
//!   `Q = 1.447530126` and `G = 0.6314442034`. One rabbit lost from the
//!   full army is the unit: 100 here;
//! - trap control: a trap with more, and stronger, friends beside it is
//!   safe for one's pieces and a threat to the other side's;
//! - frozen pieces and hostages: a frozen piece next to a trap the enemy
//!   holds is about to be lost, and ties down its defenders;
//! - rabbit advancement, much more when the way to goal is open;
//! - the elephant's mobility: central and free to move, not blockaded.
//!
//! Tactics (captures and goals this turn) are the quiescence search's, so
//! the terms here stay cheap: bitboard counts, no search.

use crate::arimaa::{Bitboard, Board, NEIGHBORS};
use crate::{Color, Piece, Role, Square};

const Q: f64 = 1.447530126;
const G: f64 = 0.6314442034;

/// Weights of the kinds for positional terms (not material: HarLog's).
const WEIGHT: [i32; 6] = [100, 150, 200, 300, 450, 800];

/// The four traps, c3, f3, c6, f6, with the side whose home each guards.
const TRAPS: [(u8, Color); 4] = [
    (18, Color::Gold),
    (21, Color::Gold),
    (42, Color::Silver),
    (45, Color::Silver),
];

/// The evaluation's tables, computed once.
pub(crate) struct Evaluator {
    /// `officer[o]`: an officer with `o` stronger enemy officers, centirabbits.
    officer: [i32; 9],
    /// `rabbits[r][p]`: `G · ln(r · p)` for r rabbits among p pieces, centirabbits.
    rabbits: [[i32; 17]; 9],
}

impl Default for Evaluator {
    fn default() -> Self {
        Evaluator::new()
    }
}

impl Evaluator {
    pub(crate) fn new() -> Evaluator {
        // One rabbit lost from the full army (8 of 16 → 7 of 15) is 100.
        let unit = 100.0 / (G * (128.0f64 / 105.0).ln());
        let mut officer = [0; 9];
        for (o, v) in officer.iter_mut().enumerate() {
            let h = if o == 0 {
                2.0 / Q
            } else {
                1.0 / (Q + o as f64)
            };
            *v = (h * unit).round() as i32;
        }
        let mut rabbits = [[0; 17]; 9];
        for (r, row) in rabbits.iter_mut().enumerate() {
            for (p, v) in row.iter_mut().enumerate() {
                // No rabbit is a lost game, judged by the rules before any
                // evaluation; a finite floor keeps the arithmetic safe.
                let n = (r * p).max(1) as f64;
                *v = (G * n.ln() * unit).round() as i32 - if r == 0 { 2000 } else { 0 };
            }
        }
        Evaluator { officer, rabbits }
    }

    /// HarLog material, Gold's minus Silver's.
    pub(crate) fn material(&self, board: &Board) -> i32 {
        let count = |c: Color, r: Role| board.pieces(Piece::new(c, r)).count() as usize;
        let side = |me: Color| {
            let other = !me;
            let mut total = 0;
            let mut pieces = 0;
            for role in Role::ALL {
                let n = count(me, role);
                pieces += n;
                if role == Role::Rabbit || n == 0 {
                    continue;
                }
                let stronger: usize = Role::ALL[role.index() + 1..]
                    .iter()
                    .map(|&r| count(other, r))
                    .sum();
                total += n as i32 * self.officer[stronger.min(8)];
            }
            total + self.rabbits[count(me, Role::Rabbit).min(8)][pieces.min(16)]
        };
        side(Color::Gold) - side(Color::Silver)
    }

    /// The whole evaluation, from Gold's side.
    pub(crate) fn evaluate(&self, board: &Board) -> i32 {
        // Who holds each trap, worked out once for both sides' terms.
        let held = TRAPS.map(|(t, _)| {
            let trap = Square::new(t).expect("a trap");
            if holds(board, Color::Gold, trap) {
                Some(Color::Gold)
            } else if holds(board, Color::Silver, trap) {
                Some(Color::Silver)
            } else {
                None
            }
        });
        self.material(board) + positional(board, Color::Gold, &held)
            - positional(board, Color::Silver, &held)
    }
}

fn role_on(board: &Board, sq: Square) -> Role {
    board.piece_at(sq).map_or(Role::Rabbit, |p| p.role)
}

/// The strongest kind of `color` among `squares`, if any.
fn strongest(board: &Board, color: Color, squares: Bitboard) -> Option<Role> {
    let mine = board.color(color) & squares;
    Role::ALL
        .iter()
        .rev()
        .copied()
        .find(|&r| (mine & board.role(r)).nonempty())
}

/// Whether `color` holds `trap`: more strength beside it than the enemy
/// (never true for both sides at once).
fn holds(board: &Board, color: Color, trap: Square) -> bool {
    let near = NEIGHBORS[trap.index()];
    let mine = (board.color(color) & near).count();
    let theirs = (board.color(!color) & near).count();
    let (a, b) = (
        strongest(board, color, near),
        strongest(board, !color, near),
    );
    match (a, b) {
        (None, _) => false,
        (Some(_), None) => true,
        (Some(a), Some(b)) => {
            a > b || (a == b && mine > theirs) || (mine >= 2 && theirs < 2 && a >= b)
        }
    }
}

/// What `color`'s placement is worth beyond its material.
/// `held`: who holds each of [`TRAPS`].
fn positional(board: &Board, color: Color, held: &[Option<Color>; 4]) -> i32 {
    let own = board.color(color);
    let mut score = 0;
    let frozen = board.frozen(color);
    for sq in frozen {
        score -= WEIGHT[role_on(board, sq).index()] / 10;
    }
    for (&(t, home), &holder) in TRAPS.iter().zip(held) {
        let trap = Square::new(t).expect("a trap");
        let near = NEIGHBORS[trap.index()];
        if holder == Some(color) {
            score += if home == color { 20 } else { 30 };
        }
        // Own pieces beside or on a trap the enemy holds: hostages when
        // frozen, in danger when alone.
        if holder == Some(!color) {
            for sq in own & (near | Bitboard::from_square(trap)) {
                let w = WEIGHT[role_on(board, sq).index()];
                let friends = (NEIGHBORS[sq.index()] & own).count();
                if frozen.contains(sq) {
                    score -= w / 4;
                } else if friends == 0 || sq == trap {
                    score -= w / 10;
                }
            }
        }
    }
    score + rabbits(board, color) + elephant(board, color)
}

/// Rabbits nearer goal are worth more, and much more with the way open:
/// no enemy piece on the squares ahead on their file and beside it.
fn rabbits(board: &Board, color: Color) -> i32 {
    // By distance to goal (0 would be a goal, judged by the rules).
    const AHEAD: [i32; 8] = [0, 40, 20, 8, 3, 0, 0, 0];
    let enemy = board.color(!color);
    let enemy_officers = (enemy & !board.role(Role::Rabbit)).count() as i32;
    let mut score = 0;
    for sq in board.pieces(Piece::new(color, Role::Rabbit)) {
        let distance = usize::from(color.goal_rank().abs_diff(sq.rank()));
        let mut base = AHEAD[distance.min(7)];
        if base == 0 {
            continue;
        }
        let ahead = cone(sq, color);
        if (ahead & enemy).is_empty() {
            base *= 3;
        }
        // The fewer defenders left, the more an advanced rabbit threatens.
        score += base * (16 - enemy_officers) / 8;
    }
    score
}

/// The squares ahead of a rabbit on `sq` towards its goal: its file and the
/// two beside it.
fn cone(sq: Square, color: Color) -> Bitboard {
    let file = Bitboard(0x0101_0101_0101_0101 << sq.file());
    let files = file | file.neighbors();
    let ranks = match color {
        Color::Gold => Bitboard(!0u64 << (8 * (u32::from(sq.rank()) + 1)).min(63)),
        Color::Silver => Bitboard((1u64 << (8 * u32::from(sq.rank()))) - 1),
    };
    if color == Color::Gold && sq.rank() == 7 {
        return Bitboard::EMPTY;
    }
    files & ranks
}

/// An elephant near the centre and free to move is worth more; one with
/// no empty square beside it is blockaded.
fn elephant(board: &Board, color: Color) -> i32 {
    let Some(sq) = board.pieces(Piece::new(color, Role::Elephant)).first() else {
        return 0;
    };
    let (f, r) = (i32::from(sq.file()), i32::from(sq.rank()));
    let centre = (2 * f - 7).abs() + (2 * r - 7).abs(); // 2 in the centre, 14 in a corner
    let free = (NEIGHBORS[sq.index()] & !board.occupied()).count() as i32;
    let blockade = if free == 0 { 60 } else { 0 };
    20 - 2 * centre + 3 * free - blockade
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Position;

    fn board(s: &str) -> Board {
        Position::board_from_short(s).expect("a board")
    }

    const START: &str = "rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR";

    #[test]
    fn one_rabbit_is_one_hundred_and_the_start_is_even() {
        let e = Evaluator::new();
        let start = board(START);
        assert_eq!(e.material(&start), 0);
        assert_eq!(e.evaluate(&start), 0);
        let less = board(&START.replacen('R', " ", 1));
        assert_eq!(e.material(&less), -100);
    }

    #[test]
    fn harlog_values_officers_by_the_stronger_enemies() {
        let e = Evaluator::new();
        let start = board(START);
        let value = |c: char| e.material(&start) - e.material(&board(&START.replacen(c, " ", 1)));
        let (cat, dog, horse, camel) = (value('C'), value('D'), value('H'), value('M'));
        assert!(
            100 < cat && cat < dog && dog < horse && horse < camel,
            "{cat} {dog} {horse} {camel}"
        );
        // A camel is worth well over two rabbits at the start, an elephant far more.
        assert!(camel > 300 && value('E') > 1000, "{camel}");
    }
}
