//! The engine's API for its Web Worker (www/src/engine/worker.js), in the wasm
//! built with the `worker` feature (scripts/build-wasm.sh, www/pkg-engine): a
//! reader's and an editor's wasm do not carry it, and it carries nothing else
//! (build.rs, `viewer_api`): the worker is handed the position, not the record.
//!
//! A worker cannot be told to stop while a wasm call runs (its messages wait
//! for the call to return, and without SharedArrayBuffer, which wikis and
//! blogs cannot enable, nothing else reaches it). Searching in slices that
//! return every few tens of milliseconds was measured and does not answer in
//! time: each call begins with the root's every distinct turn generated and
//! evaluated, 20 to 700 ms in wasm on the demo game's positions, and cannot be
//! cut. So one call searches to its limit, posting each iteration as it
//! completes ([`EngineSearch::analyse`]'s callback), and the page stops a
//! search by ending its worker (www/src/engine/client.js).

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

use crate::engine::{Control, Engine, Limits, Progress, PvTurn, Score};
use crate::notation::line::replay;
use crate::{Color, Game, TurnLabel};

fn set(obj: &Object, key: &str, value: impl Into<JsValue>) {
    let _ = Reflect::set(obj, &JsValue::from_str(key), &value.into());
}

fn side_name(c: Color) -> &'static str {
    match c {
        Color::Gold => "gold",
        Color::Silver => "silver",
    }
}

/// The worker's clock and its line: each iteration's progress goes to the
/// worker's callback at once (it posts it to the page while the search goes on).
struct WorkerControl<'a> {
    on_progress: &'a js_sys::Function,
    first: TurnLabel,
}

impl Control for WorkerControl<'_> {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
    fn progress(&mut self, info: &Progress) {
        let _ = self
            .on_progress
            .call1(&JsValue::NULL, &progress_object(info, self.first));
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

    /// The position to analyse: `moves` (one a line, `2g Ee2n Ee3n`, the
    /// arimaa.com notation) played from `start` (a record's set position,
    /// `12s [<64 squares>]`, or "" for the empty board before the setups), as
    /// www/src/engine/line.js reads them from the reader's wasm. Errors say
    /// where and why (`notation::line`); nothing else is read here, so this
    /// wasm carries none of the record readers.
    #[wasm_bindgen(js_name = setPosition)]
    pub fn set_position(&mut self, start: &str, moves: &str) -> Result<(), JsError> {
        self.game = None;
        let game = replay(start, moves).map_err(|e| JsError::new(&e.to_string()))?;
        self.game = Some(game);
        Ok(())
    }

    /// Searches the position set for `ms` milliseconds (none when 0), at
    /// most `depth` whole turns and `nodes` positions (none when 0), calling `on_progress` with each
    /// iteration completed, and gives the last: `{ depth, steps, score, nodes,
    /// ms, pv }` (protocol.js, Progress). The call returns only at a limit: the
    /// page stops it by ending the worker (worker.js says why).
    pub fn analyse(
        &mut self,
        ms: f64,
        depth: u8,
        nodes: f64,
        on_progress: &js_sys::Function,
    ) -> Result<Object, JsError> {
        let game = self
            .game
            .as_ref()
            .ok_or_else(|| JsError::new("no position set"))?;
        let limits = Limits {
            time_ms: (ms >= 1.0).then(|| ms.min(3_600_000.0) as u64),
            nodes: (nodes >= 1.0).then_some(nodes as u64),
            depth: (depth > 0).then_some(depth),
        };
        let first = game.label();
        let mut control = WorkerControl { on_progress, first };
        let analysis = self
            .engine
            .analyse(game, &limits, &mut control)
            .map_err(|e| JsError::new(&e.to_string()))?;
        Ok(progress_object(&analysis, first))
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
    let pv: Array =
        p.pv.iter()
            .map(|t| {
                let o = turn_object(t, label);
                label = label.next();
                JsValue::from(o)
            })
            .collect();
    set(&o, "pv", pv);
    o
}
