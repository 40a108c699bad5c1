//! Playing moves on the board (feature `edit`): gestures, the move in
//! progress, steps typed as text. Every refusal is a JS `Error` whose
//! message says why in the viewer's words ("the gold horse is frozen").

use super::GameView;
use crate::viewer::{InputError, MoveInput, Outcome};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

fn set(obj: &Object, key: &str, value: impl Into<JsValue>) {
    let _ = Reflect::set(obj, &JsValue::from_str(key), &value.into());
}

impl GameView {
    /// What a gesture did, or why it was refused in the viewer's words.
    fn outcome(&self, r: Result<Outcome, InputError>) -> Result<String, JsError> {
        r.map(|o| o.name().to_owned())
            .map_err(|e| JsError::new(&e.words(self.viewer().words())))
    }
}

#[wasm_bindgen]
impl GameView {
    /// Turns the analysis marks on the board (frozen pieces) on or off.
    #[wasm_bindgen(js_name = setAnalysing)]
    pub fn set_analysing(&mut self, on: bool) {
        self.viewer_mut().set_analysing(on);
    }

    /// Guess the move on or off: while on, a move played on the board is
    /// judged against the cursor's next move and never kept. The calls that
    /// play moves then return `"right"` (the cursor is on the record's move),
    /// `"good-alternative"`, `"alternative"` (a move the record has as an
    /// alternative, marked good or not) or `"other"` (the board is back where
    /// it was for those three) instead of `"played"` or `"added"`.
    #[wasm_bindgen(js_name = setGuessing)]
    pub fn set_guessing(&mut self, on: bool) {
        self.viewer_mut().set_guessing(on);
    }

    /// A hint for the cursor's next move: `{ square, words }` (level 1: the
    /// piece that moves first; 2: its first step too), or `undefined` when
    /// there is none (the end of the line, a setup, a Morabaraba move).
    #[wasm_bindgen(js_name = guessHint)]
    pub fn guess_hint(&self, level: u8) -> Option<Object> {
        let hint = self.viewer().guess_hint(level)?;
        let o = Object::new();
        set(&o, "square", hint.square);
        set(&o, "words", hint.words);
        Some(o)
    }

    /// A tap (click) on a square (Morabaraba: a point): picks a piece up or
    /// acts with the one picked up. Returns what happened: `"nothing"`,
    /// `"picked"`, `"dropped"`, `"stepped"`, `"played"` (an existing move
    /// gone to) or `"added"` (a new move in the tree); throws an `Error`
    /// saying why when refused, and then nothing changed.
    #[wasm_bindgen(js_name = boardTap)]
    pub fn board_tap(&mut self, at: &str) -> Result<String, JsError> {
        let r = self.viewer_mut().tap(at);
        self.outcome(r)
    }

    /// A drag of the piece on `from` to `to`; as `boardTap`.
    #[wasm_bindgen(js_name = boardDrag)]
    pub fn board_drag(&mut self, from: &str, to: &str) -> Result<String, JsError> {
        let r = self.viewer_mut().drag(from, to);
        self.outcome(r)
    }

    /// Ends the move in progress and keeps it: `"added"` or `"played"`.
    #[wasm_bindgen(js_name = endMove)]
    pub fn end_move(&mut self) -> Result<String, JsError> {
        let r = self.viewer_mut().end_move();
        self.outcome(r)
    }

    /// Takes back the last step of the move in progress.
    #[wasm_bindgen(js_name = undoStep)]
    pub fn undo_step(&mut self) -> Result<String, JsError> {
        let r = self.viewer_mut().undo_step();
        self.outcome(r)
    }

    /// At a setup: the side's pieces in the standard setup (a setup in
    /// progress, ended by `endMove`); throws elsewhere.
    #[wasm_bindgen(js_name = standardSetup)]
    pub fn standard_setup(&mut self) -> Result<String, JsError> {
        let r = self.viewer_mut().standard_setup();
        self.outcome(r)
    }

    /// Drops the move in progress; `false` when there was none.
    #[wasm_bindgen(js_name = cancelMove)]
    pub fn cancel_move(&mut self) -> bool {
        self.viewer_mut().cancel_move()
    }

    /// Plays the steps typed in `text` (`Ed2n Ed3n`, capture tokens
    /// checked) and, with `end`, ends the move; all or nothing. On a
    /// Morabaraba board `text` is a whole move (`c4-c3xa1`), or after a
    /// mill made on the board the cow it shoots (`a1`); at a setup, the
    /// whole army's placements (`Ra1 Rb1 … Hh2`).
    #[wasm_bindgen(js_name = playSteps)]
    pub fn play_steps(&mut self, text: &str, end: bool) -> Result<String, JsError> {
        let r = self.viewer_mut().play_steps(text, end);
        self.outcome(r)
    }

    /// The legal continuations of the steps typed in `text`, each the whole
    /// field's text (for a `<datalist>`); Morabaraba: the legal moves that
    /// begin with `text`; at a setup, the arrangement shown, written out.
    #[wasm_bindgen(js_name = stepCompletions)]
    pub fn step_completions(&self, text: &str) -> Array {
        self.viewer()
            .step_completions(text)
            .into_iter()
            .map(JsValue::from)
            .collect()
    }

    /// The move in progress: `{ input, active, steps, canEnd, canUndo,
    /// selected?, message }`; `input` is `"arimaa"`, `"morabaraba"` or `"setup"`.
    #[wasm_bindgen(js_name = moveDraft)]
    pub fn move_draft(&self) -> Object {
        let v = self.viewer();
        let s = v.draft_state();
        let o = Object::new();
        let input = match v.move_input() {
            MoveInput::Arimaa => "arimaa",
            MoveInput::Morabaraba => "morabaraba",
            MoveInput::Setup => "setup",
        };
        set(&o, "input", input);
        set(&o, "active", s.active);
        let steps: Array = s.steps.into_iter().map(JsValue::from).collect();
        set(&o, "steps", steps);
        set(&o, "canEnd", s.can_end);
        set(&o, "canUndo", s.can_undo);
        if let Some(sel) = s.selected {
            set(&o, "selected", sel);
        }
        set(&o, "message", s.message);
        o
    }
}
