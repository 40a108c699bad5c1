//! The search: iterative deepening over whole turns, negamax alpha-beta
//! with principal-variation windows, a transposition table, killers and a
//! null-turn cut; the quiescence stage is in `quiesce.rs`.

use super::analysis::{AnalyseError, Analysis, Progress};
use super::ends::winner_after;
use super::eval::Evaluator;
use super::limits::{Control, Limits, EVALUATIONS_BETWEEN_LOOKS, MAX_DEPTH};
use super::ordering::{interior_width, root_full_depth, sort_best_first, Killers, MAX_PLY};
use super::pv;
use super::score::{Score, INFINITE, WIN, WIN_BOUND};
use super::tt::{from_tt, to_tt, Bound, Table, DEFAULT_BITS};
use super::turn::PackedTurn;
use crate::arimaa::Board;
use crate::teach::search::Search as TurnSearch;
use crate::{Game, MoveGen, Position, RuleSet};

/// The search's state between calls: the table, the evaluation's tables
/// and the buffers, so a reader stepping through a game reuses them.
pub struct Engine {
    pub(super) eval: Evaluator,
    pub(super) tt: Table,
    pub(super) killers: Killers,
    /// Move generation's buffers, one a ply, made when a search first goes
    /// that deep (each holds about 0.3 MB: a worker's memory is the page's).
    pub(super) gens: Vec<MoveGen>,
    pub(super) lists: Vec<Vec<(Board, i32)>>,
    /// Buffers of the one-turn searches: goals (many small searches) and
    /// the steps of a turn found as a board (fewer, larger), kept apart so
    /// that the small ones never clear the large one's table.
    pub(super) goals: TurnSearch,
    pub(super) turns: TurnSearch,
    pub(super) pv: Vec<Vec<Board>>,
    pub(super) path: Vec<u64>,
    /// Goal searches' answers by position key: 2^14 slots, about 1.5 MB (a
    /// wrong answer would need two positions with one 64-bit key).
    pub(super) goals_seen: Vec<Option<(u64, Option<Board>)>>,
    pub(super) nodes: u64,
    /// Interior nodes that generated every turn (for measurements).
    pub(super) generated: u64,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new()
    }
}

impl Engine {
    /// An engine with the build's table size (16 MB natively, 1 MB in wasm).
    pub fn new() -> Engine {
        Engine::with_table_bits(DEFAULT_BITS)
    }

    /// An engine whose table holds 2^bits entries of 16 bytes (bits 10 to 26).
    pub fn with_table_bits(bits: u32) -> Engine {
        Engine {
            eval: Evaluator::new(),
            tt: Table::new(bits),
            killers: Killers::default(),
            gens: Vec::new(),
            lists: vec![Vec::new(); MAX_PLY],
            goals: TurnSearch::default(),
            turns: TurnSearch::default(),
            pv: vec![Vec::new(); MAX_PLY + 1],
            path: Vec::new(),
            goals_seen: vec![None; 1 << 14],
            nodes: 0,
            generated: 0,
        }
    }

    /// Interior nodes of the last search that generated every turn (the
    /// others were decided by the table, a killer, a capture or the null turn).
    pub fn full_generations(&self) -> u64 {
        self.generated
    }

    /// The table's memory in bytes.
    pub fn table_bytes(&self) -> usize {
        self.tt.bytes()
    }

    /// Forgets what earlier searches stored (for measurements that must
    /// not depend on what was searched before).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.killers.clear();
    }

    /// The static evaluation of `board`, in hundredths of a rabbit from Gold's side.
    pub fn evaluate(&self, board: &Board) -> i32 {
        self.eval.evaluate(board)
    }

    /// Searches the position `game` stands at within `limits`, telling
    /// `control` each iteration and polling its stop; returns the last
    /// iteration completed (the first one always completes far enough to
    /// give a turn, whatever the limits).
    pub fn analyse(
        &mut self,
        game: &Game,
        limits: &Limits,
        control: &mut dyn Control,
    ) -> Result<Analysis, AnalyseError> {
        if game.outcome().is_some() {
            return Err(AnalyseError::GameOver);
        }
        if game.in_setup() {
            return Err(AnalyseError::Setup);
        }
        self.tt.new_search();
        self.killers.clear();
        self.path.clear();
        self.nodes = 0;
        self.generated = 0;
        let start = control.now_ms();
        let mut s = Searcher {
            e: self,
            game,
            control,
            start,
            deadline: limits.time_ms.map(|t| start + t as f64),
            node_limit: limits.nodes,
            stop_due: false,
            stopped: false,
            must_finish: true,
            root_improved: false,
        };
        let out = s.iterate(limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH));
        Ok(out)
    }

    /// [`Engine::analyse`] with `std`'s clock and no stop (natively).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn analyse_quietly(
        &mut self,
        game: &Game,
        limits: &Limits,
    ) -> Result<Analysis, AnalyseError> {
        let flag = std::sync::atomic::AtomicBool::new(false);
        let mut control = super::StopFlag::new(&flag, |_| {});
        self.analyse(game, limits, &mut control)
    }
}

/// One search: the engine, the game for repetitions, and the limits.
pub(super) struct Searcher<'a> {
    pub(super) e: &'a mut Engine,
    game: &'a Game,
    control: &'a mut dyn Control,
    start: f64,
    deadline: Option<f64>,
    node_limit: Option<u64>,
    /// A limit reached or the caller's stop seen (the caller is not asked
    /// again), acted on once the first turn is searched.
    stop_due: bool,
    pub(super) stopped: bool,
    /// While the first iteration's first turn is searched, limits wait:
    /// an analysis always has a turn to give.
    must_finish: bool,
    /// The iteration under way has found a better turn than the first.
    root_improved: bool,
}

/// The value for the side to move when the game ends after the turn played
/// at `ply`: won by `winner`.
pub(super) fn end_value(winner_is_mover: bool, ply: usize) -> i32 {
    let v = WIN - (ply as i32 + 1);
    if winner_is_mover {
        v
    } else {
        -v
    }
}

impl Searcher<'_> {
    /// True once a limit is reached or the caller stopped the search: looked
    /// at every position (a position near goal costs up to a millisecond, its
    /// goal search; a look, a clock read and the caller's flag, costs nothing
    /// measurable) and between a position's turns generated and evaluated.
    pub(super) fn poll(&mut self) -> bool {
        if self.stopped || self.must_finish {
            return self.stopped;
        }
        self.stopped = self.stop_due();
        self.stopped
    }

    /// Has a limit been reached or the caller stopped the search? Asked
    /// while the first turn is searched too (the root's turns are cut
    /// short), where it does not yet stop the search.
    fn stop_due(&mut self) -> bool {
        if !self.stop_due {
            let late = self.deadline.is_some_and(|d| self.control.now_ms() >= d);
            let spent = self.node_limit.is_some_and(|n| self.e.nodes >= n);
            self.stop_due = late || spent || self.control.stopped();
        }
        self.stop_due
    }

    /// Move generation's buffers for `ply`.
    fn gen(&mut self, ply: usize) -> &mut MoveGen {
        while self.e.gens.len() <= ply {
            self.e.gens.push(MoveGen::new());
        }
        &mut self.e.gens[ply]
    }

    /// The evaluation for the side to move, with the worth of its turn: a
    /// one-turn search of the start position finds about +0.8 for whoever
    /// moves (the best of thousands of turns by the evaluation), so a
    /// position with the other side to move is worth that much less to it.
    /// Without it every value would swing by the side to move, and
    /// `annotate` would mark every move.
    pub(super) fn static_value(&self, pos: &Position) -> i32 {
        const TEMPO: i32 = 80;
        let v = self.e.eval.evaluate(&pos.board);
        TEMPO
            + if pos.side == crate::Color::Gold {
                v
            } else {
                -v
            }
    }

    /// Would the position after `board` occur a third time (an illegal turn)?
    pub(super) fn repeats(&self, board: &Board, mover: crate::Color) -> bool {
        let after = Position::new(*board, !mover);
        let key = after.key();
        let on_path = self.e.path.iter().filter(|&&k| k == key).count();
        let in_game = usize::from(self.game.occurrences(&after));
        let _ = RuleSet::Current; // both editions forbid (or lose by) a third time
        in_game + on_path >= 2
    }

    pub(super) fn set_pv(&mut self, ply: usize, board: Board) {
        let (head, tail) = self.e.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(board);
        line.extend_from_slice(&tail[0]);
    }

    fn iterate(&mut self, max_depth: u8) -> Analysis {
        let root = self.game.position();
        let mut best: Option<Analysis> = None;
        let mut order: Vec<(Board, i32)> = Vec::new();
        for depth in 1..=max_depth {
            self.root_improved = false;
            let value = self.root(&root, depth, &mut order);
            // A stopped iteration still counts when a turn searched to its
            // depth beat the previous best turn searched to its depth (the
            // previous best is searched first): the better turn is played,
            // the depth reported is the last one completed.
            let partial = self.stopped && best.is_some();
            if partial && !self.root_improved {
                break;
            }
            let boards = self.e.pv[0].clone();
            let report = Progress {
                depth: if partial { depth - 1 } else { depth },
                score: Score::from_search(value, root.side),
                nodes: self.e.nodes,
                ms: self.control.now_ms() - self.start,
                pv: pv::line(&root, &boards),
            };
            self.control.progress(&report);
            let decided = value.abs() >= WIN_BOUND;
            best = Some(report);
            if self.stopped || decided {
                break;
            }
            // The next iteration takes several times longer: do not start
            // one that would not get past its first turns.
            if let Some(d) = self.deadline {
                let now = self.control.now_ms();
                if now - self.start > (d - self.start) * 0.6 {
                    break;
                }
            }
        }
        best.expect("the first iteration always completes")
    }

    /// The root's turns, best first by the evaluation. A stop seen while they
    /// are generated or evaluated (tens of milliseconds in a middle game)
    /// keeps those already evaluated: the search then ends after the best of
    /// them is searched, the one turn an analysis always has.
    fn order_root(&mut self, pos: &Position, order: &mut Vec<(Board, i32)>) {
        self.gen(0);
        let mut gens = std::mem::take(&mut self.e.gens);
        let (boards, _) = gens[0].unique_moves_until(pos, &mut || self.stop_due());
        // Nothing legal generated yet: all of them, whatever the stop.
        let boards = if boards.iter().any(|b| !self.repeats(b, pos.side)) {
            boards
        } else {
            gens[0].unique_moves(pos)
        };
        for (i, &b) in boards.iter().enumerate() {
            if self.repeats(&b, pos.side) {
                continue;
            }
            let after = Position::new(b, !pos.side);
            let score = -self.static_value(&after);
            order.push((b, score));
            if i % EVALUATIONS_BETWEEN_LOOKS == EVALUATIONS_BETWEEN_LOOKS - 1 && self.stop_due() {
                break;
            }
        }
        self.e.gens = gens;
        sort_best_first(order);
    }

    /// One iteration at the root: every legal turn, the previous
    /// iteration's best first.
    fn root(&mut self, pos: &Position, depth: u8, order: &mut Vec<(Board, i32)>) -> i32 {
        self.e.pv[0].clear();
        self.e.pv[1].clear();
        if let Some(b) = self.goal_board(pos) {
            self.set_pv(0, b);
            return end_value(true, 0);
        }
        if order.is_empty() {
            self.order_root(pos, order);
        }
        if order.is_empty() {
            // Every turn would repeat a position a third time: no legal turn.
            return -WIN;
        }
        let (mut alpha, beta) = (-INFINITE, INFINITE);
        let mut best_board = order[0].0;
        let full_depth = root_full_depth(depth);
        for i in 0..order.len() {
            let b = order[i].0;
            let v = if i >= full_depth && depth >= 2 && alpha > -WIN_BOUND {
                let v = self.child(pos, &b, depth - 1, alpha, beta, 0, false);
                if v > alpha && !self.stopped {
                    self.child(pos, &b, depth, alpha, beta, 0, false)
                } else {
                    v
                }
            } else {
                self.child(pos, &b, depth, alpha, beta, 0, i == 0)
            };
            if self.stopped && !self.must_finish {
                break;
            }
            self.must_finish = false;
            order[i].1 = v;
            if v > alpha {
                alpha = v;
                best_board = b;
                self.set_pv(0, b);
                self.root_improved = i > 0;
            }
        }
        // The best first next time; the rest by their (bounded) values.
        order.sort_by(|a, b| {
            (b.0 == best_board)
                .cmp(&(a.0 == best_board))
                .then(b.1.cmp(&a.1))
        });
        alpha
    }

    /// Whether the side to move can reach goal this turn.
    pub(super) fn can_goal(&mut self, pos: &Position) -> bool {
        self.goal_board(pos).is_some()
    }

    /// The board after a goal this turn, if the side to move has one: the
    /// goal search, its answer remembered by position (positions recur,
    /// through the iterations and as both sides' threats).
    pub(super) fn goal_board(&mut self, pos: &Position) -> Option<Board> {
        let key = pos.key();
        let slot = key as usize & (self.e.goals_seen.len() - 1);
        if let Some((k, answer)) = self.e.goals_seen[slot] {
            if k == key {
                return answer;
            }
        }
        let answer = super::goal_bound::goal_board(&mut self.e.goals, pos);
        self.e.goals_seen[slot] = Some((key, answer));
        answer
    }

    /// The value of the turn to `board` for the side to move at `pos`,
    /// searched `depth - 1` turns deeper; a full window for the first turn,
    /// a null window (re-searched when it fails high) for the others.
    pub(super) fn child(
        &mut self,
        pos: &Position,
        board: &Board,
        depth: u8,
        alpha: i32,
        beta: i32,
        ply: usize,
        full: bool,
    ) -> i32 {
        if let Some(next) = self.e.pv.get_mut(ply + 1) {
            next.clear();
        }
        if let Some(winner) = winner_after(board, pos.side) {
            return end_value(winner == pos.side, ply);
        }
        let after = Position::new(*board, !pos.side);
        self.e.path.push(after.key());
        let d = depth - 1;
        let v = if full {
            -self.search(&after, d, -beta, -alpha, ply + 1)
        } else {
            let v = -self.search(&after, d, -alpha - 1, -alpha, ply + 1);
            if v > alpha && v < beta && !self.stopped {
                -self.search(&after, d, -beta, -alpha, ply + 1)
            } else {
                v
            }
        };
        self.e.path.pop();
        v
    }

    fn search(&mut self, pos: &Position, depth: u8, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.e.pv[ply].clear();
        if depth == 0 || ply + 2 >= MAX_PLY {
            return self.quiesce(pos, alpha, beta, ply, 0);
        }
        self.e.nodes += 1;
        if self.poll() {
            return 0;
        }
        if let Some(b) = self.goal_board(pos) {
            self.set_pv(ply, b);
            return end_value(true, ply);
        }
        let pv_node = beta - alpha > 1;
        let key = pos.key();
        let mut tt_turn = PackedTurn::NONE;
        if let Some(hit) = self.e.tt.probe(key) {
            tt_turn = hit.turn;
            let v = from_tt(hit.value, ply);
            if !pv_node && hit.depth >= depth {
                let cut = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => v >= beta,
                    Bound::Upper => v <= alpha,
                };
                if cut {
                    return v;
                }
            }
        }
        // The null turn: the side to move lets the other side move again
        // (no rule allows it, but a real turn is almost never worse); if
        // that still fails to bring the value under beta, a turn won't.
        if !pv_node && self.static_value(pos) >= beta {
            let null = Position::new(pos.board, !pos.side);
            let v = -self.search(&null, depth.saturating_sub(2), -beta, -beta + 1, ply + 1);
            if self.stopped {
                return 0;
            }
            if v >= beta && v < WIN_BOUND {
                return v;
            }
        }
        let alpha0 = alpha;
        let mut best = -INFINITE;
        let mut best_board: Option<Board> = None;
        let mut best_turn = PackedTurn::NONE;
        let mut tried = [0u64; 3];
        let mut tries = 0;
        // First the turns known without generating all: the table's and the
        // killers. (Captures are not searched for here: in the opening the
        // capture search cost three quarters of a two-turn search; the
        // quiescence still plays them.)
        let [k0, k1] = self.e.killers.get(ply);
        for t in [tt_turn, k0, k1] {
            let Some(b) = t.play(pos) else { continue };
            if tried[..tries].contains(&b.hash()) || self.repeats(&b, pos.side) {
                continue;
            }
            tried[tries] = b.hash();
            tries += 1;
            let v = self.child(pos, &b, depth, alpha, beta, ply, tries == 1);
            if self.stopped {
                return 0;
            }
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    best_board = Some(b);
                    best_turn = t;
                    self.set_pv(ply, b);
                    if v >= beta {
                        self.e.killers.add(ply, t);
                        self.e.tt.store(key, to_tt(v, ply), depth, Bound::Lower, t);
                        return v;
                    }
                }
            }
        }
        // Then every turn, by the evaluation.
        if self.poll() {
            return 0;
        }
        self.e.generated += 1;
        let mut list = std::mem::take(&mut self.e.lists[ply]);
        list.clear();
        // Tens of thousands of boards, generated then evaluated: the stop is
        // looked at as they are (it would otherwise wait up to 60 ms).
        self.gen(ply);
        let mut gens = std::mem::take(&mut self.e.gens);
        let (generated, _) = gens[ply].unique_moves_until(pos, &mut || self.poll());
        for &b in generated {
            if !tried[..tries].contains(&b.hash()) {
                list.push((b, 0));
            }
        }
        self.e.gens = gens;
        if self.stopped {
            self.e.lists[ply] = list;
            return 0;
        }
        // The whole evaluation: only the best few are searched.
        let sign = if pos.side == crate::Color::Gold {
            1
        } else {
            -1
        };
        for (i, entry) in list.iter_mut().enumerate() {
            if i % EVALUATIONS_BETWEEN_LOOKS == EVALUATIONS_BETWEEN_LOOKS - 1 && self.poll() {
                break;
            }
            entry.1 = sign * self.e.eval.evaluate(&entry.0);
        }
        if self.stopped {
            self.e.lists[ply] = list;
            return 0;
        }
        let width = interior_width(depth);
        // Only the first `width` are searched unless they all lose: those
        // are picked and sorted, the rest left in any order.
        if list.len() > 2 * width {
            list.select_nth_unstable_by(width, |a, b| b.1.cmp(&a.1));
            sort_best_first(&mut list[..width]);
        } else {
            sort_best_first(&mut list);
        }
        let mut searched = tries;
        for &(b, _) in list.iter() {
            if searched >= width && best > -WIN_BOUND {
                break;
            }
            if self.repeats(&b, pos.side) {
                continue;
            }
            searched += 1;
            let v = self.child(pos, &b, depth, alpha, beta, ply, searched == 1);
            if self.stopped {
                self.e.lists[ply] = list;
                return 0;
            }
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    best_board = Some(b);
                    best_turn = PackedTurn::NONE;
                    self.set_pv(ply, b);
                    if v >= beta {
                        break;
                    }
                }
            }
        }
        self.e.lists[ply] = list;
        if searched == 0 {
            // No legal turn (each would repeat a position a third time).
            return -(WIN - ply as i32);
        }
        if let (Some(b), true) = (best_board, best_turn.is_none()) {
            let steps = pv::steps_to(&mut self.e.turns, pos, &b);
            best_turn = steps.and_then(|s| PackedTurn::pack(&s)).unwrap_or_default();
        }
        let bound = if best >= beta {
            self.e.killers.add(ply, best_turn);
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.e
            .tt
            .store(key, to_tt(best, ply), depth, bound, best_turn);
        best
    }
}
