//! Animations of a line for the browser's GIF export: `film` plans the stills
//! (in Rust, as the CLI does), `drawStill` paints one with the board's canvas
//! code, and the lazily loaded encoder (www/src/element/gif.js) does the rest.

use super::game_view::{orientation, GameView, Planned};
use crate::render::canvas::draw;
use crate::viewer::{FilmOptions, GamePath};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;
use web_sys::CanvasRenderingContext2d;

#[wasm_bindgen]
impl GameView {
    /// Plans the animation of the open game's line from `from` to `to` (paths
    /// as `path()` gives them; `to` later on the same line, or "" for the end
    /// of the line) at `size` px, and
    /// keeps it for `drawStill`. Returns `{ width, height, delays }` (one delay
    /// in ms per still); throws an `Error` saying why the line cannot be played.
    pub fn film(
        &mut self,
        from: &str,
        to: &str,
        comments: bool,
        size: f32,
        orientation_name: &str,
        coordinates: bool,
    ) -> Result<Object, JsError> {
        let from = self.film_end(from)?;
        let to = if to.trim().is_empty() {
            self.viewer()
                .line_end(&from)
                .map_err(|e| JsError::new(&e.to_string()))?
        } else {
            self.film_end(to)?
        };
        let opts = FilmOptions {
            comments,
            ..FilmOptions::default()
        };
        let film = self
            .viewer()
            .film(&from, &to, &opts)
            .map_err(|e| JsError::new(&e.to_string()))?;
        let size = if size.is_finite() {
            size.clamp(64.0, 1024.0)
        } else {
            320.0
        };
        let planned = Planned {
            size,
            orientation: orientation(orientation_name),
            coordinates,
            film,
        };
        // Every still of a film has the same size: the first one's.
        let first = planned.film.stills[0];
        let scene = self.viewer_mut().still_scene(
            &planned.film,
            &first,
            planned.size,
            planned.orientation,
            planned.coordinates,
        );
        let o = Object::new();
        let set = |k: &str, v: JsValue| {
            let _ = Reflect::set(&o, &JsValue::from_str(k), &v);
        };
        set("width", JsValue::from(scene.width.ceil()));
        set("height", JsValue::from(scene.height.ceil()));
        let delays: Array = planned
            .film
            .stills
            .iter()
            .map(|s| JsValue::from(s.delay_ms))
            .collect();
        set("delays", delays.into());
        self.film = Some(planned);
        Ok(o)
    }

    /// Paints still `index` of the last film on `ctx` (at dpr 1, in the colours
    /// of the last `setTheme`); `false` when there is no such still, or the
    /// record changed since the film was planned.
    #[wasm_bindgen(js_name = drawStill)]
    pub fn draw_still(&mut self, index: usize, ctx: &CanvasRenderingContext2d) -> bool {
        let Some(planned) = self.film.take() else {
            return false;
        };
        let tree = &self.viewer().record().tree;
        let drawn = match planned.film.stills.get(index) {
            Some(still) if still.cursor.node.index() < tree.len() => {
                let scene = self.viewer_mut().still_scene(
                    &planned.film,
                    still,
                    planned.size,
                    planned.orientation,
                    planned.coordinates,
                );
                draw(ctx, &scene, &self.palette, 1.0);
                true
            }
            _ => false,
        };
        self.film = Some(planned);
        drawn
    }
}

impl GameView {
    /// A film's end: a path of the open game (a game part must name it).
    fn film_end(&self, text: &str) -> Result<crate::record::Path, JsError> {
        let p: GamePath = text
            .parse()
            .map_err(|e| JsError::new(&format!("path `{}`: {e}", text.trim())))?;
        if let Some(game) = &p.game {
            let index = self
                .games
                .find(game)
                .map_err(|e| JsError::new(&format!("path `{}`: {e}", text.trim())))?;
            if index != self.games.index() {
                return Err(JsError::new(
                    "an animation plays a line of the game open, not of another game",
                ));
            }
        }
        Ok(p.path)
    }
}
