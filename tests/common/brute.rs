//! A brute-force search of one turn, step by step with the rules'
//! [`TurnBuilder`] (no actions, no pruning): every piece is followed from
//! the square it started on, so the tests can ask which piece fell and
//! which rabbit reached goal, and at how few steps. States are merged only
//! when the board, the builder's pending push or pull and every piece's
//! start square agree.

use arimaa::{
    reached_goal, Bitboard, Board, Color, Piece, Position, Role, Square, StepKind, TakenStep,
    TurnBuilder,
};
use std::collections::{HashMap, HashSet};

/// What the brute force found for one position.
#[derive(Default, Debug)]
pub struct Brute {
    /// Start square of each enemy piece that can fall this turn → fewest steps.
    pub captures: HashMap<Square, usize>,
    /// Start square of each own rabbit that can end the turn on goal → fewest steps.
    pub goals: HashMap<Square, usize>,
    /// Every board a legal turn can leave.
    pub boards: HashSet<Board>,
}

#[derive(Clone)]
struct State {
    turn: TurnBuilder,
    /// Start square of the piece now on each square (255: empty).
    origin: [u8; 64],
}

/// What the next step may do, read from the last step taken.
fn pending(last: Option<&TakenStep>) -> (u8, u8, u8) {
    match last {
        Some(t) => match t.kind {
            StepKind::Plain => (1, t.step.piece.role as u8, t.step.from.index() as u8),
            StepKind::PushStart => (2, t.step.piece.role as u8, t.step.from.index() as u8),
            _ => (0, 0, 0),
        },
        None => (0, 0, 0),
    }
}

fn completable(turn: &TurnBuilder) -> bool {
    if turn.finish().is_ok() {
        return true;
    }
    if !turn.push_pending() {
        return false;
    }
    let board = *turn.board();
    board.color(turn.side()).any(|from| {
        arimaa::Direction::ALL.into_iter().any(|d| {
            let mut t = turn.clone();
            t.step_from(from, d).is_ok() && t.finish().is_ok()
        })
    })
}

/// A state as the search merges them: the board, what the next step may
/// do, and where every piece started.
type StateKey = (Board, (u8, u8, u8), Vec<u8>);

/// Searches every legal step sequence of `pos.side`'s turn.
pub fn brute(pos: &Position) -> Brute {
    let side = pos.side;
    let mut origin = [u8::MAX; 64];
    for sq in pos.board.occupied() {
        origin[sq.index()] = sq.index() as u8;
    }
    let mut out = Brute::default();
    let mut seen: HashSet<StateKey> = HashSet::new();
    let mut layer = vec![State {
        turn: TurnBuilder::new(*pos),
        origin,
    }];
    for depth in 1..=4 {
        let mut next = Vec::new();
        for s in &layer {
            let board = *s.turn.board();
            for from in board.occupied() {
                for d in arimaa::Direction::ALL {
                    let mut t = s.turn.clone();
                    let Ok(taken) = t.step_from(from, d) else {
                        continue;
                    };
                    let mut origin = s.origin;
                    let to = taken.step.to().expect("on board");
                    origin[to.index()] = origin[from.index()];
                    origin[from.index()] = u8::MAX;
                    if let Some(c) = taken.capture {
                        let o = origin[c.square.index()];
                        origin[c.square.index()] = u8::MAX;
                        if c.piece.color != side && completable(&t) {
                            // A push's first half still needs its second.
                            let cost = depth + usize::from(t.push_pending());
                            let e = out.captures.entry(Square::new(o).unwrap()).or_insert(cost);
                            *e = (*e).min(cost);
                        }
                    }
                    let key = (*t.board(), pending(t.steps().last()), origin.to_vec());
                    if !seen.insert(key) {
                        continue;
                    }
                    if t.finish().is_ok() {
                        out.boards.insert(*t.board());
                        let rabbits = t.board().pieces(Piece::new(side, Role::Rabbit))
                            & Bitboard::rank(side.goal_rank());
                        for r in rabbits {
                            let o = Square::new(origin[r.index()]).unwrap();
                            let e = out.goals.entry(o).or_insert(depth);
                            *e = (*e).min(depth);
                        }
                    }
                    next.push(State { turn: t, origin });
                }
            }
        }
        layer = next;
    }
    out
}

/// Whether any move of the full search leaves a rabbit of the side to move on goal.
pub fn any_goal(boards: &HashSet<Board>, side: Color) -> bool {
    boards.iter().any(|b| reached_goal(b, side))
}
