//! The build matrix, written once: each name below is a `cfg` the code tests
//! instead of spelling out the features and target behind it. ARCHITECTURE.md
//! ("The builds") tables which of the four builds (CLI, native library,
//! reader's wasm, editor's wasm) has what.

use cfg_aliases::cfg_aliases;

fn main() {
    cfg_aliases! {
        // The browser build, and every other.
        wasm: { target_arch = "wasm32" },
        native: { not(target_arch = "wasm32") },
        // Puzzles, guesses and the board's overlays (src/teach and what shows
        // them): native builds always, the wasm with the `teach` feature.
        teaching: { any(feature = "teach", native) },
        // Archive rows (and their server-log clocks) read: every build but
        // the reader's wasm, which leaves them to the editor's.
        archives: { any(feature = "pages", native) },
        // Pictures drawn to pixels here (PNG, animated GIF): native builds with
        // the `pictures` feature; the browser draws with its canvas.
        raster: { all(feature = "pictures", native) },
        // The Rust words' translations built in (src/words/catalogue.rs): native
        // builds and the editor's wasm (staticHtml); the reader's wasm is handed
        // the element's pack instead.
        catalogues: { any(feature = "pages", native) },
        // The viewer's JavaScript API (GameView and the functions beside it): every
        // wasm but the engine's, which the `worker` feature builds with the engine's
        // entry points alone (src/wasm/engine.rs): its Web Worker is handed a
        // position, not a record, and needs none of the record readers.
        viewer_api: { all(wasm, not(feature = "worker")) },
    }
}
