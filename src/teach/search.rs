//! Breadth-first search over the actions of one turn, with the steps that
//! reach each state kept, so that a found position comes with a move.
//!
//! As in move generation ([`crate::MoveGen`]), a turn is split into
//! indivisible actions (an own step, a push, a pull): between actions the
//! state is the board alone, plus whatever the caller follows through the
//! turn (a piece's square, pieces already moved) as a small tag. States are
//! deduplicated on (board, tag) and reached at their fewest steps first, so
//! the move found for a state is a shortest one.

use crate::arimaa::{backward, Bitboard, Board, Capture, NEIGHBORS};
use crate::{Color, Piece, Position, Role, Square, Step, MAX_STEPS};

/// One indivisible part of a turn: an own step, or a push or a pull (two
/// steps, in the order they are played).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Action {
    steps: [Step; 2],
    len: u8,
}

impl Action {
    fn one(step: Step) -> Action {
        Action {
            steps: [step, step],
            len: 1,
        }
    }
    fn two(first: Step, second: Step) -> Action {
        Action {
            steps: [first, second],
            len: 2,
        }
    }
    /// The action's steps in order.
    pub(crate) fn steps(&self) -> &[Step] {
        &self.steps[..usize::from(self.len)]
    }
}

/// What a search keeps of a state, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Keep {
    /// Not worth keeping: nothing wanted can come of it.
    Drop,
    /// Kept and visited, not expanded.
    Leaf,
    /// Kept, visited and expanded.
    Expand,
}

/// What a search follows through the turn besides the board, packed in
/// bits by each explorer. One type for every search, and explorers called
/// through `dyn`, so that the browser build holds one copy of the search
/// (a generic one was copied per explorer: several KB of wasm).
pub(crate) type Tag = u64;

/// What a search looks for: the tag it follows through the turn and the
/// states it keeps.
pub(crate) trait Explorer {
    /// The tag after `action` (with what each of its steps captured);
    /// `None` leaves this branch.
    fn advance(&mut self, tag: Tag, action: &Action, captures: [Option<Capture>; 2])
        -> Option<Tag>;
    /// Whether a state with `left` steps still to play is kept.
    fn keep(&self, board: &Board, tag: Tag, left: usize) -> Keep;
    /// Called once for each state kept, at its fewest steps; `true` stops
    /// the search.
    fn visit(&mut self, index: u32, board: &Board, tag: Tag, steps: usize) -> bool;
}

struct Node {
    board: Board,
    tag: Tag,
    parent: u32,
    action: Option<Action>,
}

/// The states of one search and how each was reached; reuse one across
/// searches to keep its buffers.
pub(crate) struct Search {
    nodes: Vec<Node>,
    slots: Vec<u32>,
    layers: [Vec<u32>; MAX_STEPS + 1],
}

/// The state table's key: the board's hash with the tag's bits mixed in.
fn key(board: &Board, tag: Tag) -> u64 {
    board.hash() ^ tag.wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

impl Default for Search {
    fn default() -> Self {
        Search {
            nodes: Vec::new(),
            slots: vec![0; 1 << 10],
            layers: Default::default(),
        }
    }
}

impl Search {
    /// Searches the turn of `pos.side` from `pos`, the start followed as
    /// `tag`; returns `true` when the explorer stopped it.
    pub(crate) fn run(&mut self, pos: &Position, tag: Tag, e: &mut dyn Explorer) -> bool {
        self.clear();
        for layer in &mut self.layers {
            layer.clear();
        }
        if e.keep(&pos.board, tag, MAX_STEPS) != Keep::Expand {
            return false;
        }
        self.insert(pos.board, tag, u32::MAX, None);
        self.layers[0].push(0);
        let side = pos.side;
        for depth in 1..=MAX_STEPS {
            let left = MAX_STEPS - depth;
            let mut layer = std::mem::take(&mut self.layers[depth]);
            for from_depth in [depth - 1, depth.wrapping_sub(2)] {
                let Some(sources) = self.layers.get(from_depth) else {
                    continue;
                };
                let sources = sources.clone();
                for parent in sources {
                    let node = &self.nodes[parent as usize];
                    let (board, ptag) = (node.board, node.tag);
                    let mut stop = false;
                    let mut child = |action: &Action, after: &Board, caps| {
                        if stop {
                            return;
                        }
                        let Some(t) = e.advance(ptag, action, caps) else {
                            return;
                        };
                        let keep = e.keep(after, t, left);
                        if keep == Keep::Drop {
                            return;
                        }
                        if let Some(i) = self.insert(*after, t, parent, Some(*action)) {
                            if keep == Keep::Expand && left > 0 {
                                layer.push(i);
                            }
                            stop = e.visit(i, after, t, depth);
                        }
                    };
                    if from_depth == depth - 1 {
                        for_each_step(&board, side, &mut child);
                    } else {
                        for_each_push_pull(&board, side, &mut child);
                    }
                    if stop {
                        self.layers[depth] = layer;
                        return true;
                    }
                }
            }
            self.layers[depth] = layer;
        }
        false
    }

    /// Empties the table. After a large search the slots outnumber the
    /// states of a small one by far: clearing only the slots in use keeps
    /// the many small searches (the engine's goal checks) from paying for
    /// the large one.
    fn clear(&mut self) {
        if self.nodes.len() * 8 < self.slots.len() {
            let mask = self.slots.len() - 1;
            for (index, n) in self.nodes.iter().enumerate() {
                let mut i = (key(&n.board, n.tag) as usize) & mask;
                while self.slots[i] != index as u32 + 1 {
                    i = (i + 1) & mask;
                }
                self.slots[i] = 0;
            }
        } else {
            self.slots.iter_mut().for_each(|s| *s = 0);
        }
        self.nodes.clear();
    }

    /// The steps from the start to state `index`, in order.
    pub(crate) fn steps_to(&self, index: u32) -> Vec<Step> {
        let mut actions = Vec::new();
        let mut i = index;
        while let Some(node) = self.nodes.get(i as usize) {
            match node.action {
                Some(a) => actions.push(a),
                None => break,
            }
            i = node.parent;
        }
        actions
            .iter()
            .rev()
            .flat_map(|a| a.steps().iter().copied())
            .collect()
    }

    /// The board of state `index`.
    pub(crate) fn board(&self, index: u32) -> &Board {
        &self.nodes[index as usize].board
    }

    /// How many states the last search kept.
    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Adds a state; its index if it was new.
    fn insert(
        &mut self,
        board: Board,
        tag: Tag,
        parent: u32,
        action: Option<Action>,
    ) -> Option<u32> {
        if self.nodes.len() * 2 >= self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = (key(&board, tag) as usize) & mask;
        loop {
            let s = self.slots[i];
            if s == 0 {
                let index = self.nodes.len() as u32;
                self.nodes.push(Node {
                    board,
                    tag,
                    parent,
                    action,
                });
                self.slots[i] = index + 1;
                return Some(index);
            }
            let n = &self.nodes[(s - 1) as usize];
            if n.board == board && n.tag == tag {
                return None;
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        self.slots = vec![0; self.slots.len() * 2];
        let mask = self.slots.len() - 1;
        for (index, n) in self.nodes.iter().enumerate() {
            let mut i = (key(&n.board, n.tag) as usize) & mask;
            while self.slots[i] != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = index as u32 + 1;
        }
    }
}

fn role_at(board: &Board, sq: Square) -> Role {
    board.piece_at(sq).map_or(Role::Rabbit, |p| p.role)
}

/// The step of `piece` between two neighbouring squares.
fn step_between(piece: Piece, from: Square, to: Square) -> Step {
    let dir = from
        .direction_to(to)
        .expect("actions step between neighbours");
    Step::new(piece, from, dir)
}

fn apply(board: &mut Board, piece: Piece, from: Square, to: Square) -> Option<Capture> {
    board.shift_piece(piece, from, to);
    board.capture_after_step(piece.color, from)
}

/// Each single step `side` may take on `board`.
fn for_each_step(
    board: &Board,
    side: Color,
    f: &mut impl FnMut(&Action, &Board, [Option<Capture>; 2]),
) {
    let empty = !board.occupied();
    let movers = board.color(side) & !board.frozen(side);
    for from in movers {
        let piece = Piece::new(side, role_at(board, from));
        for to in NEIGHBORS[from.index()] & empty {
            let step = step_between(piece, from, to);
            if piece.role == Role::Rabbit && step.dir == backward(side) {
                continue;
            }
            let mut b = *board;
            let c = apply(&mut b, piece, from, to);
            f(&Action::one(step), &b, [c, None]);
        }
    }
}

/// Each push and pull `side` may make on `board`.
fn for_each_push_pull(
    board: &Board,
    side: Color,
    f: &mut impl FnMut(&Action, &Board, [Option<Capture>; 2]),
) {
    let enemy = board.color(!side);
    let empty = !board.occupied();
    let movers = board.color(side) & !board.frozen(side);
    let candidates = movers & !board.role(Role::Rabbit) & enemy.neighbors();
    for from in candidates {
        let piece = Piece::new(side, role_at(board, from));
        let victims: Bitboard = NEIGHBORS[from.index()] & board.weaker(!side, piece.role);
        for vsq in victims {
            let victim = Piece::new(!side, role_at(board, vsq));
            for to in NEIGHBORS[vsq.index()] & empty {
                let mut b = *board;
                let c1 = apply(&mut b, victim, vsq, to);
                let c2 = apply(&mut b, piece, from, vsq);
                let action = Action::two(
                    step_between(victim, vsq, to),
                    step_between(piece, from, vsq),
                );
                f(&action, &b, [c1, c2]);
            }
            for to in NEIGHBORS[from.index()] & empty {
                let mut b = *board;
                let c1 = apply(&mut b, piece, from, to);
                let c2 = apply(&mut b, victim, vsq, from);
                let action = Action::two(
                    step_between(piece, from, to),
                    step_between(victim, vsq, from),
                );
                f(&action, &b, [c1, c2]);
            }
        }
    }
}

/// Every distinct board of one turn, with a shortest move to each: the
/// search behind puzzle solutions and the tests' full searches.
pub(crate) struct AllMoves;

impl Explorer for AllMoves {
    fn advance(&mut self, tag: Tag, _: &Action, _: [Option<Capture>; 2]) -> Option<Tag> {
        Some(tag)
    }
    fn keep(&self, _: &Board, _: Tag, _: usize) -> Keep {
        Keep::Expand
    }
    fn visit(&mut self, _: u32, _: &Board, _: Tag, _: usize) -> bool {
        false
    }
}
