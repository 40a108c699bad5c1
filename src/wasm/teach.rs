//! Teaching (feature `teach`, in the editor's wasm): the board's overlays,
//! a puzzle's answers judged, guesses of the next move and hints. Moves
//! cross as notation text (`Ed4n Ed5n`); a text that is not one is a JS
//! `Error` saying why.

use super::GameView;
use crate::teach::{Guess, Hint, Listed, OverlaySet, PuzzleAnswer, Solution, Verdict};
use crate::words::{Msg, Words};
use crate::{Color, Step};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

fn set(obj: &Object, key: &str, value: impl Into<JsValue>) {
    let _ = Reflect::set(obj, &JsValue::from_str(key), &value.into());
}

fn steps_text(steps: &[Step]) -> String {
    steps
        .iter()
        .map(Step::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn side(c: Color) -> &'static str {
    match c {
        Color::Gold => "gold",
        Color::Silver => "silver",
    }
}

fn squares(b: crate::Bitboard) -> Array {
    b.map(|s| JsValue::from(s.to_string())).collect()
}

#[wasm_bindgen]
impl GameView {
    /// Sets the overlays the board shows and `state().overlayWords` says:
    /// names among `frozen captures goals traps` (or `all`, `none`),
    /// separated by spaces or commas; unknown names are left out.
    #[wasm_bindgen(js_name = setOverlays)]
    pub fn set_overlays(&mut self, names: &str) {
        self.viewer_mut().set_overlays(OverlaySet::parse(names));
    }

    /// The overlays at the cursor, `null` when none is on: `{ frozen:
    /// [square], captures: [{ square, piece, steps }], goals: [{ side,
    /// rabbit, goal, steps }], traps: [{ trap, gold, silver }], words }`.
    pub fn overlays(&self) -> JsValue {
        let Some(o) = self.viewer().overlays() else {
            return JsValue::NULL;
        };
        let out = Object::new();
        set(&out, "frozen", squares(o.frozen));
        let captures: Array = o
            .captures
            .iter()
            .map(|c| {
                let x = Object::new();
                set(&x, "square", c.square.to_string());
                set(&x, "piece", c.piece.char().to_string());
                set(&x, "steps", steps_text(&c.steps));
                JsValue::from(x)
            })
            .collect();
        set(&out, "captures", captures);
        let goals: Array = o
            .goals
            .iter()
            .map(|g| {
                let x = Object::new();
                set(&x, "side", side(g.color));
                set(&x, "rabbit", g.rabbit.to_string());
                set(&x, "goal", g.goal.to_string());
                set(&x, "steps", steps_text(&g.steps));
                JsValue::from(x)
            })
            .collect();
        set(&out, "goals", goals);
        let traps: Array = o
            .traps
            .iter()
            .filter(|_| o.set.contains(OverlaySet::TRAPS))
            .map(|t| {
                let x = Object::new();
                set(&x, "trap", t.trap.to_string());
                set(&x, "gold", t.count.gold);
                set(&x, "silver", t.count.silver);
                JsValue::from(x)
            })
            .collect();
        set(&out, "traps", traps);
        set(&out, "words", self.viewer().overlay_words());
        out.into()
    }

    /// The record's puzzle, `null` without a `Puzzle` field: `{ goal,
    /// side, words }` (`goal` as the field writes it, `words` the task:
    /// "Gold to play: reach goal this turn"), or `{ error }` when the field
    /// cannot be set.
    pub fn puzzle(&self) -> JsValue {
        let Some(p) = self.viewer().puzzle() else {
            return JsValue::NULL;
        };
        let out = Object::new();
        match p {
            Ok(p) => {
                set(&out, "goal", p.goal.to_string());
                set(&out, "side", side(p.side));
                set(&out, "words", p.goal.words(self.viewer().words(), p.side));
            }
            Err(e) => set(&out, "error", e.to_string()),
        }
        out.into()
    }

    /// Judges a move as the puzzle's answer at the cursor, `null` where
    /// the puzzle sets no task: `{ right, verdict, words, listed, node?,
    /// reply? }`. `verdict`: `reached`, `forced`, `won`, `missed`, `lost`,
    /// `illegal`; `listed`: `main`, `variation` or `no` (with the record's
    /// `node` when listed); `reply`: the other side's move that shows a
    /// miss. @throws Error when `text` is not a move in notation.
    pub fn answer(&self, text: &str) -> Result<JsValue, JsError> {
        let answer = self
            .viewer()
            .answer(text)
            .map_err(|e| JsError::new(&e.to_string()))?;
        Ok(answer
            .as_ref()
            .map_or(JsValue::NULL, |a| answer_object(self.viewer().words(), a)))
    }

    /// Puzzle solving on or off: while on, a move of the puzzle's side
    /// played on the board is judged against the record's `Puzzle` goal.
    /// The calls that play moves then return `"solved"` (right, the
    /// record's: the cursor is on it), `"solved-alternative"` (right in a
    /// way the record does not give: kept as a variation, the cursor on
    /// it) or `"missed"` (taken back); `lastAnswer()` says more.
    #[wasm_bindgen(js_name = setSolving)]
    pub fn set_solving(&mut self, on: bool) {
        self.viewer_mut().set_solving(on);
    }

    /// The last answer judged on the board while solving, as `answer`
    /// gives it; `null` before the first.
    #[wasm_bindgen(js_name = lastAnswer)]
    pub fn last_answer(&self) -> JsValue {
        self.viewer()
            .last_answer()
            .map_or(JsValue::NULL, |a| answer_object(self.viewer().words(), a))
    }

    /// The other side's move in a puzzle at the cursor (where it is to
    /// move), in notation: the record's, else a defence the engine finds;
    /// `null` where there is none.
    #[wasm_bindgen(js_name = puzzleReply)]
    pub fn puzzle_reply(&self) -> Option<String> {
        self.viewer().puzzle_reply().map(|s| steps_text(&s))
    }

    /// How the puzzle's task at the cursor can be done, `null` where it
    /// sets none: `{ kind, steps?, problem?, words? }`. `kind`: `stated`
    /// (the record's next move is right), `found` (the record gives no
    /// right move that can be played; `steps`, in notation, is a right
    /// answer the engine found), `none` (no move does the task; `words`
    /// says so: "The puzzle has no solution: no move captures the silver
    /// horse on f6."), `unsearched` (the record gives no right move and the
    /// goal is too long to search on the way). `problem`: what is wrong
    /// with the record's move, when it is not right ("the record's solution
    /// 2g cannot be played: line 6, column 4: …").
    #[wasm_bindgen(js_name = puzzleSolution)]
    pub fn puzzle_solution(&self) -> JsValue {
        let v = self.viewer();
        let (Some(solution), Some(Ok(puzzle))) = (v.puzzle_solution(), v.puzzle()) else {
            return JsValue::NULL;
        };
        let out = Object::new();
        let kind = match &solution {
            Solution::Stated(_) => "stated",
            Solution::Found(steps) => {
                set(&out, "steps", steps_text(steps));
                "found"
            }
            Solution::Impossible => {
                let goal = puzzle
                    .goal_at(&v.record().tree, v.cursor().node)
                    .unwrap_or(puzzle.goal);
                set(
                    &out,
                    "words",
                    v.words().t(
                        Msg::NoSolution,
                        &[&goal.impossible_words(v.words(), puzzle.side)],
                    ),
                );
                "none"
            }
            Solution::Unsearched => "unsearched",
        };
        set(&out, "kind", kind);
        if let Some(p) = puzzle.stated_problem(v.record(), v.cursor().node) {
            set(&out, "problem", p);
        }
        out.into()
    }

    /// Judges a move as a guess of the record's next move at the cursor,
    /// `null` when there is none to guess: `{ kind, good, words, node? }`,
    /// `kind` one of `same`, `listed` (a variation the record gives, `good`
    /// when marked `!` or `!!`), `other`, `illegal`. @throws Error when
    /// `text` is not a move in notation.
    pub fn guess(&self, text: &str) -> Result<JsValue, JsError> {
        let guess = self
            .viewer()
            .guess(text)
            .map_err(|e| JsError::new(&e.to_string()))?;
        let Some(g) = guess else {
            return Ok(JsValue::NULL);
        };
        let out = Object::new();
        let (kind, node, good) = match &g {
            Guess::Same { node, .. } => ("same", Some(*node), true),
            Guess::Listed { node, glyphs } => {
                ("listed", Some(*node), glyphs.iter().any(|x| x.is_good()))
            }
            Guess::Other => ("other", None, false),
            Guess::Illegal(_) => ("illegal", None, false),
        };
        set(&out, "kind", kind);
        set(&out, "good", good);
        set(&out, "words", g.words(self.viewer().words()));
        if let Some(n) = node {
            set(&out, "node", n.0);
        }
        Ok(out.into())
    }

    /// A hint about the record's next move at the cursor, `null` when
    /// there is none: level 1 `{ square, piece, words }` (the piece that
    /// moves first), level 2 `{ square, piece, step, words }` (the first step).
    pub fn hint(&self, level: u8) -> JsValue {
        let Some(h) = self.viewer().hint(level) else {
            return JsValue::NULL;
        };
        let out = Object::new();
        let (piece, square) = match h {
            Hint::Piece(p, s) => (p, s),
            Hint::Step(s) => {
                set(&out, "step", s.to_string());
                (s.piece, s.from)
            }
        };
        set(&out, "piece", piece.char().to_string());
        set(&out, "square", square.to_string());
        set(&out, "words", h.words(self.viewer().words()));
        out.into()
    }
}

/// A judged answer as the JS API gives it (see `GameView::answer`).
fn answer_object(w: &Words, a: &PuzzleAnswer) -> JsValue {
    let out = Object::new();
    set(&out, "right", a.is_right());
    let (verdict, reply) = match &a.judgement.verdict {
        Verdict::Reached => ("reached", None),
        Verdict::Forced => ("forced", None),
        Verdict::Won(_) => ("won", None),
        Verdict::Missed { reply } => ("missed", reply.as_deref()),
        Verdict::Lost(_) => ("lost", None),
        Verdict::Illegal(_) => ("illegal", None),
    };
    set(&out, "verdict", verdict);
    if let Some(r) = reply {
        set(&out, "reply", steps_text(r));
    }
    set(&out, "words", a.words(w));
    let (listed, node) = match a.listed {
        Listed::Main(n) => ("main", Some(n)),
        Listed::Variation(n) => ("variation", Some(n)),
        Listed::No => ("no", None),
    };
    set(&out, "listed", listed);
    if let Some(n) = node {
        set(&out, "node", n.0);
    }
    out.into()
}
