//! The engine's API for its Web Worker (www/src/engine/worker.js), in the wasm
//! built with the `worker` feature (scripts/build-wasm.sh, www/pkg-engine): a
//! reader's and an editor's wasm do not carry it.
//!
//! A worker cannot be told to stop while a wasm call runs (its messages wait
//! for the call to return, and without SharedArrayBuffer, which wikis and
//! blogs cannot enable, nothing else reaches it). So the worker searches in
//! slices: [`EngineSearch::slice`] searches for a few tens of milliseconds and
//! returns, the worker reads its messages, and the next slice deepens again.
//! Each slice is an iterative deepening from one turn, but the engine keeps
//! its transposition table between slices: the turns already searched are
//! found there, so a slice picks up the deepest iteration about where the
//! last one left it.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

use super::GameView;
use crate::engine::{Control, Engine, Limits, Progress, PvTurn, Score};
use crate::record::game_at;
use crate::{Color, Game, RuleSet, TurnLabel};

fn set(obj: &Object, key: &str, value: impl Into<JsValue>) {
    let _ = Reflect::set(obj, &JsValue::from_str(key), &value.into());
}

fn side_name(c: Color) -> &'static str {
    match c {
        Color::Gold => "gold",
        Color::Silver => "silver",
    }
}

/// The worker's clock (milliseconds are all a slice needs), with no stop of
/// its own: a slice ends by its time limit.
struct SliceClock;

impl Control for SliceClock {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
}

/// One engine and the position it analyses, kept between slices.
#[wasm_bindgen]
pub struct EngineSearch {
    engine: Engine,
    game: Option<Game>,
}

impl Default for EngineSearch {
    fn default() -> Self {
        EngineSearch::new()
    }
}

#[wasm_bindgen]
impl EngineSearch {
    /// An engine with the wasm build's table (its size in `tableBytes`).
    #[wasm_bindgen(constructor)]
    pub fn new() -> EngineSearch {
        EngineSearch {
            engine: Engine::new(),
            game: None,
        }
    }

    /// The transposition table's memory in bytes.
    #[wasm_bindgen(js_name = tableBytes)]
    pub fn table_bytes(&self) -> usize {
        self.engine.table_bytes()
    }

    /// The position to analyse: the node `path` names in `record` (any text the
    /// viewer reads), after its whole move. A path inside a move (`12s:2`) is
    /// the position before that move. Errors say why there is nothing to analyse.
    #[wasm_bindgen(js_name = setPosition)]
    pub fn set_position(&mut self, record: &str, path: &str) -> Result<(), JsError> {
        self.game = None;
        let mut view = GameView::new(record);
        if !path.is_empty() {
            view.go_to(path)?;
        }
        let viewer = view.viewer();
        let tree = &viewer.record().tree;
        let cursor = viewer.cursor();
        let node = if cursor.is_whole(tree) {
            cursor.node
        } else {
            tree.node(cursor.node).parent.unwrap_or(cursor.node)
        };
        let game = game_at(tree, node, RuleSet::Current)
            .ok_or_else(|| JsError::new("this record has no Arimaa position to analyse"))?;
        self.game = Some(game);
        Ok(())
    }

    /// Searches the position set for about `ms` milliseconds (at most `depth`
    /// whole turns when > 0) and gives the deepest iteration completed:
    /// `{ depth, steps, score, nodes, ms, pv }` (worker.js, Progress).
    pub fn slice(&mut self, ms: f64, depth: u8) -> Result<Object, JsError> {
        let game = self
            .game
            .as_ref()
            .ok_or_else(|| JsError::new("no position set"))?;
        let limits = Limits {
            time_ms: Some(ms.clamp(1.0, 60_000.0) as u64),
            nodes: None,
            depth: (depth > 0).then_some(depth),
        };
        let mut clock = SliceClock;
        let analysis = self
            .engine
            .analyse(game, &limits, &mut clock)
            .map_err(|e| JsError::new(&e.to_string()))?;
        Ok(progress_object(&analysis, game.label()))
    }
}

fn score_object(score: Score) -> Object {
    let o = Object::new();
    match score {
        Score::Centirabbits(c) => {
            set(&o, "kind", "rabbits");
            set(&o, "centirabbits", c);
        }
        Score::Win { winner, turns } => {
            set(&o, "kind", "win");
            set(&o, "winner", side_name(winner));
            set(&o, "turns", turns);
        }
    }
    o
}

fn turn_object(turn: &PvTurn, label: TurnLabel) -> Object {
    let o = Object::new();
    set(&o, "side", side_name(turn.side));
    set(&o, "label", label.to_string());
    set(&o, "text", turn.text());
    let steps: Array = turn
        .steps
        .iter()
        .map(|s| {
            let step = Object::new();
            set(&step, "from", s.from.to_string());
            let to: JsValue = s.to().map_or(JsValue::NULL, |t| t.to_string().into());
            set(&step, "to", to);
            JsValue::from(step)
        })
        .collect();
    set(&o, "steps", steps);
    o
}

fn progress_object(p: &Progress, first: TurnLabel) -> Object {
    let o = Object::new();
    set(&o, "depth", p.depth);
    set(&o, "steps", p.steps());
    set(&o, "score", score_object(p.score));
    set(&o, "nodes", p.nodes as f64);
    set(&o, "ms", p.ms);
    let mut label = first;
    let pv: Array = p
        .pv
        .iter()
        .map(|t| {
            let o = turn_object(t, label);
            label = label.next();
            JsValue::from(o)
        })
        .collect();
    set(&o, "pv", pv);
    o
}
