//! `GameView`: one record and its cursor per `<arimaa-viewer>` element.
//! Coarse calls only; objects cross as plain JS objects built here.

use crate::record::{Glyph, NodeId, Path};
use crate::render::canvas::{draw, Palette};
use crate::render::{Layout, Paint, Rgba, Theme};
use crate::viewer::{
    format_name, move_list, variant_name, CollectionView, GameRef, GameSummary, SideInfo, Viewer,
};
use crate::words::Words;
use crate::Color;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;
use web_sys::CanvasRenderingContext2d;

/// A record (every game of its text, one open) and its cursor: what one
/// `<arimaa-viewer>` shows.
#[wasm_bindgen]
pub struct GameView {
    pub(super) games: CollectionView,
    /// The board colours, parsed once by `setTheme` (light until then).
    pub(super) palette: Palette,
    /// The same colours for `svg`, which writes them as hex: a colour the
    /// SVG writer cannot read (a CSS name) keeps the theme's default.
    theme: Theme,
    /// The animation `film` planned last, for `drawStill` (src/wasm/film.rs).
    #[cfg(feature = "pages")]
    pub(super) film: Option<Planned>,
}

/// A film and how its stills are drawn (src/wasm/film.rs plans and draws it).
#[cfg(feature = "pages")]
pub(super) struct Planned {
    pub(super) film: crate::viewer::Film,
    pub(super) size: f32,
    pub(super) orientation: crate::Color,
    pub(super) coordinates: bool,
}

fn set(obj: &Object, key: &str, value: impl Into<JsValue>) {
    let _ = Reflect::set(obj, &JsValue::from_str(key), &value.into());
}

fn set_opt(obj: &Object, key: &str, value: &Option<String>) {
    if let Some(v) = value {
        set(obj, key, v.as_str());
    }
}

/// `[{ text, meaning?, colour? }]`: each glyph's symbol (`!?`, `$14`), its
/// meaning in words, and the custom property of its badge colour.
fn glyph_list(w: &Words, glyphs: &[Glyph]) -> Array {
    glyphs
        .iter()
        .map(|g| {
            let o = Object::new();
            set(&o, "text", g.to_string());
            if g.meaning().is_some() {
                set(&o, "meaning", w.glyph(*g));
            }
            if let Some(p) = Paint::of_glyph(*g) {
                set(&o, "colour", p.css_var());
            }
            JsValue::from(o)
        })
        .collect()
}

fn set_node(obj: &Object, id: NodeId) {
    set(obj, "node", id.0);
}

fn side_info(side: SideInfo) -> Object {
    let o = Object::new();
    set(&o, "word", side.word);
    set(
        &o,
        "player",
        side.player.map_or(JsValue::NULL, JsValue::from),
    );
    o
}

fn summary(w: &Words, g: &GameSummary) -> Object {
    let o = Object::new();
    let text = |v: &Option<String>| v.as_deref().map_or(JsValue::NULL, JsValue::from);
    set(&o, "number", g.number as u32);
    set(&o, "id", text(&g.id));
    set(&o, "gold", text(&g.gold));
    set(&o, "silver", text(&g.silver));
    set(&o, "result", g.result.as_str());
    set(&o, "termination", text(&g.termination));
    set(&o, "date", text(&g.date));
    set(&o, "label", g.label(w));
    o
}

pub(super) fn orientation(s: &str) -> Color {
    if s.eq_ignore_ascii_case("silver") {
        Color::Silver
    } else {
        Color::Gold
    }
}

fn side_name(c: Color) -> &'static str {
    match c {
        Color::Gold => "gold",
        Color::Silver => "silver",
    }
}

impl GameView {
    pub(super) fn viewer(&self) -> &Viewer {
        self.games.viewer()
    }

    pub(super) fn viewer_mut(&mut self) -> &mut Viewer {
        self.games.viewer_mut()
    }
}

#[wasm_bindgen]
impl GameView {
    /// Reads every game of any supported text and opens the first; never
    /// throws: problems are in `errors()`.
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str) -> GameView {
        GameView {
            games: CollectionView::new(text),
            palette: Palette::from_theme(&Theme::LIGHT),
            theme: Theme::LIGHT,
            #[cfg(feature = "pages")]
            film: None,
        }
    }

    /// The language of the words it builds (spoken descriptions, the move
    /// list's glyph meanings, the teaching words): `lang` a BCP 47 tag, for
    /// its plural rules; `lines` the language's `arimaa-words-*` messages
    /// in the catalogue's order, one a line, as the element's pack has them
    /// (an empty line is left to English). With no lines, a build that has
    /// the catalogues built in (the editor's) uses its own.
    #[wasm_bindgen(js_name = setWords)]
    pub fn set_words(&mut self, lang: &str, lines: &str) {
        #[cfg(catalogues)]
        let words = if lines.is_empty() {
            Words::for_language(lang)
        } else {
            Words::from_pack(lang, lines)
        };
        #[cfg(not(catalogues))]
        let words = Words::from_pack(lang, lines);
        self.viewer_mut().set_words(words);
    }

    /// Every game of the text, in order: `{ number, id, gold, silver,
    /// result, termination, date, label }` (`number` 1-based; absent facts
    /// `null`; `result` one of `1-0`, `0-1`, `½-½`, `*`).
    pub fn games(&self) -> Array {
        self.games
            .games()
            .iter()
            .map(|g| JsValue::from(summary(self.viewer().words(), g)))
            .collect()
    }

    /// 0-based index of the game open (in `games()`).
    #[wasm_bindgen(js_name = gameIndex)]
    pub fn game_index(&self) -> usize {
        self.games.index()
    }

    /// Opens game `index` (0-based) after its setups, as a load opens the
    /// first; `false` when there is no such game.
    #[wasm_bindgen(js_name = openGame)]
    pub fn open_game(&mut self, index: usize) -> bool {
        self.games.open(index)
    }

    /// The 0-based index of the game `reference` names: its number (`3`)
    /// or `id=669130`; throws an `Error` saying why when none.
    #[wasm_bindgen(js_name = findGame)]
    pub fn find_game(&self, reference: &str) -> Result<usize, JsError> {
        reference
            .parse::<GameRef>()
            .and_then(|g| self.games.find(&g))
            .map_err(|e| JsError::new(&format!("game `{}`: {e}", reference.trim())))
    }

    /// `"fan"`, `"archive"` or `"diagram"`: how the text was read.
    pub fn format(&self) -> String {
        format_name(self.viewer().format()).into()
    }

    /// The record as a whole, as the element shows it (computed on each call;
    /// the element asks once per load): `{ game, variant, format, gold,
    /// silver, event, result, label }`, each side `{ word, player }`.
    pub fn info(&self) -> Object {
        let i = self.viewer().info();
        let o = Object::new();
        set(&o, "game", i.game);
        set(&o, "variant", i.variant);
        set(&o, "format", i.format);
        set(&o, "gold", side_info(i.sides.gold));
        set(&o, "silver", side_info(i.sides.silver));
        let text = |v: Option<String>| v.map_or(JsValue::NULL, JsValue::from);
        set(&o, "event", text(i.event));
        set(&o, "result", text(i.result));
        set(&o, "label", i.label);
        o
    }

    /// `"arimaa"` or `"morabaraba"`: which board `draw` paints.
    pub fn variant(&self) -> String {
        variant_name(self.viewer().record().header.variant).into()
    }

    /// The record's problems: `{ message, reason, line, column, token, path,
    /// node }`; `message` is `reason` with its location in front.
    pub fn errors(&self) -> Array {
        let tree = &self.viewer().record().tree;
        let w = self.viewer().words();
        self.viewer()
            .errors()
            .iter()
            .map(|(at, e)| {
                let o = Object::new();
                set(&o, "message", e.located_words(w));
                set(&o, "reason", e.at_token_words(w));
                set(&o, "line", e.line as u32);
                set(&o, "column", e.column as u32);
                set(&o, "token", e.token.as_str());
                set(&o, "path", Path::of(tree, *at).to_string());
                set_node(&o, *at);
                JsValue::from(o)
            })
            .collect()
    }

    /// The header's fields in file order, as `[name, value]` pairs.
    pub fn header(&self) -> Array {
        self.viewer()
            .record()
            .header
            .fields
            .iter()
            .map(|(k, v)| JsValue::from(Array::of2(&k.into(), &v.into())))
            .collect()
    }

    /// The cursor's path (`start`, `12s`, `5g.2.6s`, `12s:2`), with the
    /// game's number in front when the text holds several (`3/12s`).
    pub fn path(&self) -> String {
        self.games.path().to_string()
    }

    /// Moves the cursor to a path, opening the game it names (`3/12s`,
    /// `id=669130/12s`; without a game, a node of the game open); throws an
    /// `Error` saying why for a malformed path or one that names no game or
    /// node, and then stays put.
    #[wasm_bindgen(js_name = goTo)]
    pub fn go_to(&mut self, path: &str) -> Result<(), JsError> {
        self.games
            .go_to_text(path)
            .map_err(|e| JsError::new(&format!("path `{}`: {e}", path.trim())))
    }

    /// One step forward; `false` when the cursor did not move.
    #[wasm_bindgen(js_name = nextStep)]
    pub fn next_step(&mut self) -> bool {
        self.viewer_mut().next_step()
    }
    /// One step back.
    #[wasm_bindgen(js_name = prevStep)]
    pub fn prev_step(&mut self) -> bool {
        self.viewer_mut().prev_step()
    }
    /// The rest of this move, or the whole next one.
    #[wasm_bindgen(js_name = nextMove)]
    pub fn next_move(&mut self) -> bool {
        self.viewer_mut().next_move()
    }
    /// The position before this move.
    #[wasm_bindgen(js_name = prevMove)]
    pub fn prev_move(&mut self) -> bool {
        self.viewer_mut().prev_move()
    }
    /// The start of the game.
    pub fn first(&mut self) -> bool {
        self.viewer_mut().first()
    }
    /// The end of the cursor's line.
    pub fn last(&mut self) -> bool {
        self.viewer_mut().last()
    }
    /// Plays alternative `index` of the next move (0: the main line).
    pub fn choose(&mut self, index: usize) -> bool {
        self.viewer_mut().choose(index)
    }

    /// What the element shows at the cursor (the `ViewState` of the .d.ts).
    pub fn state(&self) -> Object {
        let s = self.viewer().state();
        let o = Object::new();
        set_node(&o, s.node);
        set(&o, "row", s.row.map_or(-1, |r| r as i32));
        set(&o, "ahead", s.ahead as u32);
        set(&o, "path", self.games.path().to_string());
        set(&o, "label", s.label);
        set(&o, "moveText", s.move_text);
        set(&o, "glyphs", glyph_list(self.viewer().words(), &s.glyphs));
        set(&o, "stepsShown", s.steps_shown as u32);
        set(&o, "stepsTotal", s.steps_total as u32);
        set_opt(&o, "positionComment", &s.position_comment);
        set_opt(&o, "moveComment", &s.move_comment);
        set_opt(&o, "stepComment", &s.step_comment);
        set_opt(&o, "error", &s.error);
        set(&o, "announcement", s.announcement);
        set(&o, "positionText", s.position_text);
        set(&o, "sideToMove", side_name(s.side_to_move));
        let vars: Array = s
            .variations
            .into_iter()
            .map(|(path, label, text, node)| {
                let v = Object::new();
                set_node(&v, node);
                set(&v, "path", path.to_string());
                set(&v, "label", label);
                set(&v, "text", text);
                JsValue::from(v)
            })
            .collect();
        set(&o, "variations", vars);
        set(&o, "atStart", s.at_start);
        set(&o, "atEnd", s.at_end);
        if let Some(c) = s.clocks {
            let clocks = Object::new();
            set(&clocks, "gold", c.gold);
            set(&clocks, "silver", c.silver);
            set(&o, "clocks", clocks);
        }
        #[cfg(feature = "teach")]
        {
            let words = self.viewer().overlay_words();
            if !words.is_empty() {
                set(&o, "overlayWords", words);
            }
        }
        o
    }

    /// Every move of the tree in reading order, one row each.
    #[wasm_bindgen(js_name = moveList)]
    pub fn move_list(&self) -> Array {
        let w = self.viewer().words();
        move_list(&self.viewer().record().tree, w)
            .into_iter()
            .map(|e| {
                let o = Object::new();
                set_node(&o, e.node);
                set(&o, "path", e.path.to_string());
                set(&o, "label", e.label);
                set(&o, "text", e.text);
                if !e.glyphs.is_empty() {
                    set(&o, "glyphs", glyph_list(w, &e.glyphs));
                }
                set(&o, "depth", e.depth as u32);
                set(&o, "variationStart", e.variation_start);
                set_opt(&o, "comment", &e.comment);
                set(&o, "hasError", e.has_error);
                set_opt(&o, "errorToken", &e.error_token);
                set_opt(&o, "error", &e.error);
                JsValue::from(o)
            })
            .collect()
    }

    /// Sets the board colours `draw` uses until the next call: the dark or
    /// light defaults, overridden by any colour `theme` gives by custom
    /// property name (`{ "--arimaa-gold": "#0f0" }`; other keys and values
    /// that are not strings are ignored). Returns every colour now in use,
    /// by custom property, for the element's own parts (the move list's
    /// glyphs) to match the board.
    #[wasm_bindgen(js_name = setTheme)]
    pub fn set_theme(&mut self, theme: &JsValue, dark: bool) -> Object {
        let mut svg_theme = if dark { Theme::DARK } else { Theme::LIGHT };
        let mut palette = Palette::from_theme(&svg_theme);
        for p in Paint::ALL {
            if let Some(css) = Reflect::get(theme, &JsValue::from_str(p.css_var()))
                .ok()
                .and_then(|v| v.as_string())
            {
                palette.set(p, &css);
                if let Some(c) = Rgba::parse(&css) {
                    svg_theme.set(p, c);
                }
            }
        }
        self.theme = svg_theme;
        let used = Object::new();
        for p in Paint::ALL {
            set(&used, p.css_var(), palette.get(p));
        }
        self.palette = palette;
        used
    }

    /// Draws the board at the cursor in the colours of the last `setTheme`;
    /// `progress` < 1 animates the last step.
    pub fn draw(
        &self,
        ctx: &CanvasRenderingContext2d,
        css_size: f32,
        dpr: f64,
        orientation_name: &str,
        coordinates: bool,
        progress: f32,
    ) {
        let scene = self.viewer().scene(
            css_size,
            orientation(orientation_name),
            coordinates,
            progress,
        );
        draw(ctx, &scene, &self.palette, dpr);
    }

    /// The board at the cursor, at rest, as a standalone SVG document `size`
    /// px square: what `draw` paints, in the colours of the last `setTheme`.
    #[cfg(feature = "pages")]
    pub fn svg(&self, size: f32, orientation_name: &str, coordinates: bool) -> String {
        let size = if size.is_finite() {
            size.clamp(16.0, 4096.0)
        } else {
            400.0
        };
        let scene = self
            .viewer()
            .scene(size, orientation(orientation_name), coordinates, 1.0);
        crate::render::to_svg(&scene, &self.theme)
    }

    /// The record written as FAN: the tree as read, comments and variations.
    pub fn fan(&self) -> String {
        crate::fan::write(self.viewer().record())
    }

    /// The square (Morabaraba: the point) under a point of the board (CSS px), e.g. `"d4"`.
    #[wasm_bindgen(js_name = squareAt)]
    pub fn square_at(
        &self,
        x: f32,
        y: f32,
        css_size: f32,
        orientation_name: &str,
        coordinates: bool,
    ) -> Option<String> {
        let layout = Layout::new(css_size, orientation(orientation_name), coordinates);
        let at = crate::render::Point::new(x, y);
        if self.viewer().is_morabaraba() {
            return crate::render::point_at(&layout, at).map(|p| p.to_string());
        }
        layout.square_at(at).map(|s| s.to_string())
    }

    /// The CSS custom properties the board colours come from.
    #[wasm_bindgen(js_name = themeVars)]
    pub fn theme_vars() -> Array {
        Paint::ALL
            .iter()
            .map(|p| JsValue::from_str(p.css_var()))
            .collect()
    }

    /// Default colours (light or dark) by custom property name.
    #[wasm_bindgen(js_name = themeDefaults)]
    pub fn theme_defaults(dark: bool) -> Object {
        let theme = if dark { Theme::DARK } else { Theme::LIGHT };
        let o = Object::new();
        for p in Paint::ALL {
            set(&o, p.css_var(), theme.get(p).css());
        }
        o
    }
}
