//! The JavaScript API, exported with wasm-bindgen (browser build only).
//!
//! Rules for this layer: coarse calls, no `unwrap`/`expect`/panics on input from
//! JavaScript, and every failure returned as a real JS `Error` (`JsError`).

mod game_view;

pub use game_view::GameView;

use wasm_bindgen::prelude::*;

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
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// The largest record read, in bytes (`limits::MAX_RECORD_BYTES`): the
/// element refuses a longer `src` before reading it into memory.
#[wasm_bindgen(js_name = maxRecordBytes)]
pub fn max_record_bytes() -> u32 {
    crate::limits::MAX_RECORD_BYTES as u32
}
