//! The JavaScript API, exported with wasm-bindgen (browser build only).
//!
//! Rules for this layer: coarse calls, no `unwrap`/`expect`/panics on input from
//! JavaScript, and every failure returned as a real JS `Error` (`JsError`).

// The SVG document and the stills of an animation (toSVG, toGIF): with the static
// view's producer in the editor's wasm, which the element loads for them on first
// use (about 6.5 KB gzip a reader's wasm does not carry).
#[cfg(feature = "pages")]
mod film;
// Not in the engine's wasm (build.rs, `viewer_api`).
#[cfg(viewer_api)]
mod game_view;
// The editing methods of GameView (more `#[wasm_bindgen] impl GameView` blocks),
// built only with the `edit` feature: see scripts/build-wasm.sh.
#[cfg(feature = "edit")]
mod edit_moves;
#[cfg(feature = "edit")]
mod edit_notes;
#[cfg(feature = "edit")]
mod edit_tree;
// Overlays, puzzles and guesses (more `#[wasm_bindgen] impl GameView`), with
// the `teach` feature: the editor's wasm has it, a reader's does not.
#[cfg(all(feature = "teach", viewer_api))]
mod teach;
// The engine's search for its Web Worker: the engine's own wasm, and all of it
// but the allocator (the `worker` feature; scripts/build-wasm.sh, www/pkg-engine).
// Not `engine` alone, which the default features (the CLI's) turn on for every build.
#[cfg(feature = "worker")]
mod engine;

#[cfg(viewer_api)]
pub use game_view::GameView;

#[cfg(viewer_api)]
use js_sys::Array;
use wasm_bindgen::prelude::*;

#[cfg(viewer_api)]
use crate::arimaa::Position;

/// talc instead of std's dlmalloc: 1.9 KB gzip less wasm (measured), and no slower
/// on the viewer bench (scripts/bench-browser.mjs).
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Runs once when the module is instantiated: Rust panics (bugs, never bad input)
/// then show up in the browser console with their message instead of "unreachable".
/// Not in the shipped build (`-Cpanic=immediate-abort`, scripts/build-wasm.sh): its
/// panics trap at once and never reach a hook, so the hook would be dead code.
#[allow(unexpected_cfgs)] // `immediate-abort` is a nightly panic strategy
#[cfg(not(panic = "immediate-abort"))]
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The crate version, e.g. `"0.1.0"`.
#[cfg(viewer_api)]
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// The largest record read, in bytes (`limits::MAX_RECORD_BYTES`): the
/// element refuses a longer `src` before reading it into memory.
#[cfg(viewer_api)]
#[wasm_bindgen(js_name = maxRecordBytes)]
pub fn max_record_bytes() -> u32 {
    crate::limits::MAX_RECORD_BYTES as u32
}

/// True when this module cannot read `text` and the editor's wasm can (archive
/// rows, which the reader's wasm leaves out): the element and `parseGame` then
/// read it with that one.
#[cfg(viewer_api)]
#[wasm_bindgen(js_name = needsFullReader)]
pub fn needs_full_reader(text: &str) -> bool {
    crate::viewer::needs_full_reader(text)
}

/// Reads a board in the 64-character short form (a8..h8, a7..h7, …, a1..h1; space
/// or `.` for an empty square; the surrounding `[` `]` optional).
///
/// Returns 64 entries in that same order: the piece letter (`"E"` gold elephant,
/// `"r"` silver rabbit, …) or `null` for an empty square; a `JsError` (a real JS
/// `Error` once it crosses) when the text is not a short board.
///
/// Not exported to JavaScript (it was `boardFromShort`, never declared in the
/// .d.ts nor reachable from the package's module, and 0.6 KB of gzip): kept for
/// Rust callers in the browser build, such as tests/wasm.rs.
#[cfg(viewer_api)]
pub fn board_from_short(short: &str) -> Result<JsValue, JsError> {
    let board = Position::board_from_short(short).ok_or_else(|| {
        JsError::new("not a short board: expected 64 squares of piece letters, space or '.'")
    })?;
    // `null` (not `undefined`) for an empty square, as JSON would have it.
    Ok(board
        .to_short()
        .chars()
        .map(|c| match c {
            ' ' => JsValue::NULL,
            c => JsValue::from(c.to_string()),
        })
        .collect::<Array>()
        .into())
}

/// The static view of a record (README "Static first"): `{ html, path,
/// problems }` for `text` and `options` `{ path, game, size, orientation,
/// theme, coordinates, spoilers, lang }` (each optional; unknown values take the
/// defaults; `lang` a BCP 47 tag: the words in that language, falling back to
/// its base language, then English).
#[cfg(feature = "pages")]
#[wasm_bindgen(js_name = staticHtml)]
pub fn static_html(text: &str, options: &JsValue) -> js_sys::Object {
    use js_sys::Reflect;
    let get = |key: &str| Reflect::get(options, &JsValue::from_str(key)).ok();
    let text_of = |key: &str| get(key).and_then(|v| v.as_string());
    let path = text_of("path");
    let game =
        get("game").and_then(|v| v.as_string().or_else(|| v.as_f64().map(|n| n.to_string())));
    let defaults = crate::html::StaticOptions::default();
    let words = text_of("lang").map(|l| crate::words::Words::for_language(&l));
    let options = crate::html::StaticOptions {
        path: path.as_deref(),
        game: game.as_deref(),
        size: get("size")
            .and_then(|v| v.as_f64())
            .filter(|n| n.is_finite())
            .map_or(defaults.size, |n| n.clamp(0.0, 1e6) as u32),
        orientation: match text_of("orientation").as_deref() {
            Some("silver") => crate::Color::Silver,
            _ => crate::Color::Gold,
        },
        dark: text_of("theme").as_deref() == Some("dark"),
        coordinates: get("coordinates").and_then(|v| v.as_bool()).unwrap_or(true),
        spoilers: get("spoilers").and_then(|v| v.as_bool()).unwrap_or(false),
        words: words.as_ref(),
    };
    let view = crate::html::static_html(text, &options);
    let out = js_sys::Object::new();
    let _ = Reflect::set(&out, &"html".into(), &view.html.into());
    let _ = Reflect::set(&out, &"path".into(), &view.path.into());
    let problems: Array = view.problems.into_iter().map(JsValue::from).collect();
    let _ = Reflect::set(&out, &"problems".into(), &problems);
    out
}
