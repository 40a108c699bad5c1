//! Reshaping the tree and handing the record back (feature `edit`):
//! promote, demote, make main line and delete from a move named by its path,
//! and the record in each written format. The words of every refusal come
//! from `record::ReshapeError`, `viewer::NodeAtError` and `viewer::ExportError`.

use super::GameView;
use crate::record::{NodeId, Path, Reshape};
use crate::viewer::RecordFormat;
use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;

impl GameView {
    /// The node `path` names in the game open, or why none.
    fn edit_target(&self, path: &str) -> Result<NodeId, JsError> {
        self.games.node_at(path).map_err(|e| {
            let why = e.words(self.viewer().words());
            JsError::new(&format!("path `{}`: {why}", path.trim()))
        })
    }

    /// A refused reshape, in the viewer's words.
    fn refused(&self, e: crate::record::ReshapeError) -> JsError {
        JsError::new(&e.words(self.viewer().words()))
    }

    /// The path of `id` as it is now.
    fn path_of(&self, id: NodeId) -> String {
        Path::of(&self.viewer().record().tree, id).to_string()
    }
}

#[wasm_bindgen]
impl GameView {
    /// Moves the variation the move at `path` is in one place up among its
    /// siblings (the first alternative becomes the main continuation).
    /// Returns the move's path after the change; throws an `Error` saying
    /// why when it cannot ("the main line cannot be promoted"), changing
    /// nothing.
    pub fn promote(&mut self, path: &str) -> Result<String, JsError> {
        let id = self.edit_target(path)?;
        let done = self.viewer_mut().promote(id);
        done.map_err(|e| self.refused(e))?;
        Ok(self.path_of(id))
    }

    /// Moves the line the move at `path` is in one place down among its
    /// siblings (on the main line: the nearest alternative before it takes
    /// its place). Returns the move's path after the change; throws as
    /// `promote` does.
    pub fn demote(&mut self, path: &str) -> Result<String, JsError> {
        let id = self.edit_target(path)?;
        let done = self.viewer_mut().demote(id);
        done.map_err(|e| self.refused(e))?;
        Ok(self.path_of(id))
    }

    /// Makes the line through the move at `path` the main line, all the way
    /// up. Returns the move's path after the change (on the main line);
    /// throws as `promote` does.
    #[wasm_bindgen(js_name = makeMainLine)]
    pub fn make_main_line(&mut self, path: &str) -> Result<String, JsError> {
        let id = self.edit_target(path)?;
        let done = self.viewer_mut().make_main_line(id);
        done.map_err(|e| self.refused(e))?;
        Ok(self.path_of(id))
    }

    /// Deletes the move at `path` and everything after it; a cursor in the
    /// deleted part goes to the position before it. Returns that position's
    /// path; throws as `promote` does ("the start cannot be deleted").
    #[wasm_bindgen(js_name = deleteFrom)]
    pub fn delete_from(&mut self, path: &str) -> Result<String, JsError> {
        let id = self.edit_target(path)?;
        let done = self.viewer_mut().delete_from(id);
        let parent = done.map_err(|e| self.refused(e))?;
        Ok(self.path_of(parent))
    }

    /// What the move at `path` allows, for a menu: `{ promote, demote,
    /// mainline, delete }`, each `null` when it can be done, or why not in
    /// words. Throws an `Error` for a path that names no move.
    #[wasm_bindgen(js_name = reshapeChoices)]
    pub fn reshape_choices(&self, path: &str) -> Result<Object, JsError> {
        let id = self.edit_target(path)?;
        let tree = &self.viewer().record().tree;
        let o = Object::new();
        for (key, op) in [
            ("promote", Reshape::Promote),
            ("demote", Reshape::Demote),
            ("mainline", Reshape::MainLine),
            ("delete", Reshape::Delete),
        ] {
            let why = tree.reshape_refusal(op, id).map_or(JsValue::NULL, |e| {
                JsValue::from(e.words(self.viewer().words()))
            });
            let _ = Reflect::set(&o, &JsValue::from_str(key), &why);
        }
        Ok(o)
    }

    /// The record written in `format`: `"fan"` (as `fan()`), `"pgn"`
    /// (Howdah's record, variations and comments included) or `"arimaa"`
    /// (arimaa.com's notation: the main line only). Throws an `Error`
    /// saying why for another name, or a record the format cannot hold.
    #[wasm_bindgen(js_name = recordAs)]
    pub fn record_as(&self, format: &str) -> Result<String, JsError> {
        let format: RecordFormat = format.parse().map_err(|e| JsError::new(&format!("{e}")))?;
        self.viewer()
            .write_as(format)
            .map_err(|e| JsError::new(&e.to_string()))
    }
}
