//! Annotating the open game at the cursor (the `editable` viewer's notes
//! panel and board markings): comments, glyphs, markings, header fields.
//! Where each note is kept is `viewer::annotate`'s to say.

use super::GameView;
use crate::record::{Glyph, Marking};
use crate::viewer::{CommentOn, HeaderField, NoteError};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

fn put(obj: &Object, key: &str, value: impl Into<JsValue>) {
    let _ = Reflect::set(obj, &JsValue::from_str(key), &value.into());
}

impl GameView {
    /// A refused note, in the viewer's words.
    fn note_refused(&self, e: NoteError) -> JsError {
        JsError::new(&e.words(self.viewer().words()))
    }
}

#[wasm_bindgen]
impl GameView {
    /// What the notes panel shows at the cursor: `{ position, positionEditable,
    /// move, moveEditable, step, inside, glyphs, markings, header }`, the
    /// comments `""` when absent, `glyphs` their symbols (`["!?", "$14"]`),
    /// `markings` FAN text (`"@ad2d4=G @hc3=R"`), `header` `{ gold, silver,
    /// event, date, result }`.
    pub fn notes(&self) -> Object {
        let n = self.viewer().notes();
        let o = Object::new();
        put(&o, "position", n.position.unwrap_or_default());
        put(&o, "positionEditable", n.position_editable);
        put(&o, "move", n.move_comment.unwrap_or_default());
        put(&o, "moveEditable", n.move_editable);
        put(&o, "step", n.step.unwrap_or_default());
        put(&o, "inside", n.inside);
        let glyphs: Array = n
            .glyphs
            .iter()
            .map(|g| JsValue::from(g.to_string()))
            .collect();
        put(&o, "glyphs", glyphs);
        put(&o, "markings", n.markings);
        let header = Object::new();
        for (field, value) in n.header {
            put(&header, &field.names()[0].to_ascii_lowercase(), value);
        }
        put(&o, "header", header);
        o
    }

    /// Sets the comment on `"position"`, `"move"` or `"step"` at the cursor;
    /// empty text clears it. Throws, saying why, where a record has no place
    /// for it.
    #[wasm_bindgen(js_name = setComment)]
    pub fn set_comment(&mut self, on: &str, text: &str) -> Result<(), JsError> {
        let on = CommentOn::parse(on).ok_or_else(|| {
            JsError::new(&format!(
                "\"{on}\" is not something to comment: position, move or step"
            ))
        })?;
        self.viewer_mut()
            .set_comment(on, text)
            .map_err(|e| self.note_refused(e))
    }

    /// Puts a glyph (`"!"`, `"?!"`, `"$14"`) on the move at the cursor or takes
    /// it off; one of its class is replaced. Returns whether it is now on.
    #[wasm_bindgen(js_name = toggleGlyph)]
    pub fn toggle_glyph(&mut self, text: &str) -> Result<bool, JsError> {
        let glyph = Glyph::parse(text)
            .ok_or_else(|| self.note_refused(NoteError::NotAGlyph(text.into())))?;
        self.viewer_mut()
            .toggle_glyph(glyph)
            .map_err(|e| self.note_refused(e))
    }

    /// Draws a marking in FAN (`"ad2d4=G"`, `"hc3=R"`, `"xd4=A"`, the `@`
    /// optional) on the position shown, or takes the same one away. Returns
    /// whether it is now drawn.
    #[wasm_bindgen(js_name = toggleMarking)]
    pub fn toggle_marking(&mut self, text: &str) -> Result<bool, JsError> {
        let body = text.trim();
        let marking = Marking::parse(body.strip_prefix('@').unwrap_or(body));
        self.viewer_mut()
            .toggle_marking(marking)
            .map_err(|e| self.note_refused(e))
    }

    /// Replaces the markings on the position shown by those of a FAN text
    /// (`"@ad2d4=G @hc3=R"`; empty clears them).
    #[wasm_bindgen(js_name = setMarkings)]
    pub fn set_markings(&mut self, text: &str) -> Result<(), JsError> {
        self.viewer_mut()
            .set_markings(text)
            .map_err(|e| self.note_refused(e))
    }

    /// Sets a header field (`"gold"`, `"silver"`, `"event"`, `"date"`,
    /// `"result"`); empty text removes it.
    #[wasm_bindgen(js_name = setHeader)]
    pub fn set_header(&mut self, field: &str, value: &str) -> Result<(), JsError> {
        let f = HeaderField::parse(field).ok_or_else(|| {
            JsError::new(&format!(
                "\"{field}\" is not a header field: gold, silver, event, date or result"
            ))
        })?;
        self.viewer_mut().set_header(f, value);
        Ok(())
    }
}

#[wasm_bindgen]
impl GameView {
    /// The glyphs the notes panel offers: `[{ text, meaning }]` (`"!?"`,
    /// `"interesting move"`; `"$14"`, `"gold is slightly better"`), the
    /// meanings in the viewer's words (`setWords`).
    #[wasm_bindgen(js_name = glyphChoices)]
    pub fn glyph_choices(&self) -> Array {
        let words = self.viewer().words();
        crate::viewer::PANEL_GLYPHS
            .iter()
            .map(|g| {
                let o = Object::new();
                put(&o, "text", g.to_string());
                put(&o, "meaning", words.glyph(*g));
                JsValue::from(o)
            })
            .collect()
    }

    /// The longest square label, in characters.
    #[wasm_bindgen(js_name = maxLabelChars)]
    pub fn max_label_chars() -> u32 {
        crate::viewer::MAX_LABEL_CHARS as u32
    }
}
