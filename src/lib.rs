#![warn(missing_docs)]
//! Arimaa for programs and for the web: the rules, the notations, match
//! clocks, Morabaraba, and a board renderer.
//!
//! - **Rules** ([`arimaa`], re-exported at the root): board and positions,
//!   steps, pushes and pulls built one step at a time with typed errors
//!   ([`TurnBuilder`], [`TurnError`]), games with repetition and every
//!   ending ([`Game`], [`Outcome`]), both editions of the rules
//!   ([`RuleSet`]), and unique-move generation ([`MoveGen`]: every distinct
//!   board one turn can reach).
//! - **Notations**: FAN, the Flexible Arimaa Notation, with header,
//!   variations, comments and markings ([`fan`]); and arimaa.com's own
//!   formats: game text, position diagrams and the tab-separated archive
//!   rows ([`notation`]). FAN extends the arimaa.com game text, so
//!   [`fan::read`] reads both.
//! - **One game tree**: every format reads into a [`record::Record`] (a
//!   header and a [`record::Tree`] of moves with variations), the writers
//!   write from it, and the viewer navigates it. A problem in the text
//!   never loses the rest: the broken move becomes a node holding its
//!   [`record::NodeError`] (what went wrong, at which line and column) and
//!   reading goes on.
//! - **Match clocks** ([`clock`]): the `M/R/P/L/G/T` time control, both
//!   players' reserves replayed move by move, games halted at the game
//!   limit scored, and the clock data of arimaa.com's server logs and FAN.
//! - **Morabaraba** ([`morabaraba`]): the second game the viewer shows, with
//!   its rules and the FIMS notation; FAN records of it (`Variant:
//!   morabaraba`) read into the same tree.
//! - **Rendering** ([`render`]): a board (Arimaa or Morabaraba) turned into
//!   a flat, themeable draw list that a backend paints: SVG here, a 2D
//!   canvas in the browser build.
//!
//! # Example
//!
//! Read a FAN record, walk its tree, and report a broken record's problem
//! with its place:
//!
//! ```
//! use arimaa::fan;
//! use arimaa::record::{MoveKind, Path};
//!
//! fn main() -> Result<(), Box<dyn std::error::Error>> {
//!     let text = "FAN31415926
//! Event: an example
//!
//! 1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2
//! 1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7
//! 2g Ee2n Ee3n [2g Md2n \"a variation\"] 2s ed7s \"a comment\"
//! ";
//!     // `read_strict` wants a record without a single problem.
//!     let record = fan::read_strict(text)?;
//!     assert_eq!(record.header.get("Event"), Some("an example"));
//!
//!     // Every node in reading order: the root (the empty board before the
//!     // setups), then each move, a variation right after the move it
//!     // replaces. A path names a node, for links and the viewer.
//!     let tree = &record.tree;
//!     let mut lines = Vec::new();
//!     for id in tree.walk().skip(1) {
//!         let mv = tree.node(id).mv.as_ref().expect("only the root has no move");
//!         let mut line = format!("{}: ", Path::of(tree, id));
//!         match &mv.kind {
//!             MoveKind::Setup(placements) => {
//!                 line += &format!("{} sets up {} pieces", mv.label.color.name(), placements.len())
//!             }
//!             MoveKind::Steps(steps) => {
//!                 let steps: Vec<String> = steps.iter().map(|s| s.step.to_string()).collect();
//!                 line += &steps.join(" ");
//!             }
//!             _ => line += "a resignation, a pass, …",
//!         }
//!         if let Some(comment) = &mv.comment {
//!             line += &format!(" ({comment})");
//!         }
//!         lines.push(line);
//!     }
//!     assert_eq!(
//!         lines,
//!         [
//!             "1g: Gold sets up 16 pieces",
//!             "1s: Silver sets up 16 pieces",
//!             "2g: Ee2n Ee3n",
//!             "2g.1.2g: Md2n (a variation)",
//!             "2s: ed7s (a comment)",
//!         ]
//!     );
//!     // The main line leaves the variation out.
//!     assert_eq!(tree.main_line().count(), 5);
//!
//!     // A broken record: the elephant cannot step from d3 onto the camel on
//!     // d2. `fan::read` keeps everything before the problem and says where
//!     // it is; `read_strict` fails with the same error.
//!     let broken = text.replace("Ee2n Ee3n", "Ee2n Ee3w Ed3s");
//!     let parsed = fan::read(&broken);
//!     let (node, error) = &parsed.errors[0];
//!     assert_eq!(Path::of(&parsed.record.tree, *node).to_string(), "2g");
//!     assert_eq!(
//!         error.located().to_string(),
//!         "line 6, column 14: Ed3s: d2 is occupied (at `Ed3s`)"
//!     );
//!     assert_eq!(fan::read_strict(&broken), Err(error.clone()));
//!     Ok(())
//! }
//! ```
//!
//! # Modules
//!
//! From the bottom up (ARCHITECTURE.md, "The module tower": each uses only
//! those listed before it):
//!
//! - [`arimaa`]: the rules (its items are also at the crate root).
//! - [`morabaraba`]: Morabaraba rules and the FIMS notation.
//! - [`limits`]: the bounds that keep hostile input cheap to read.
//! - [`record`]: the game tree every format reads into, node paths, and
//!   the errors a record can hold.
//! - [`notation`]: arimaa.com game text words, diagrams, archive rows and
//!   the arimaa.com writer.
//! - [`teach`]: puzzles judged by the rules, guess-the-move and hints,
//!   and the board's overlays (frozen pieces, captures and goals in reach,
//!   trap control).
//! - [`render`]: the scene (a draw list), layout, themes, animation frames
//!   and the SVG backend (natively also PNG and GIF, with `pictures`).
//! - [`fan`]: FAN reading (lenient or strict) and writing.
//! - [`pgn`]: Howdah's PGN-style records: reading (a game or a
//!   collection) and writing.
//! - [`clock`]: time controls, clock replay and scoring, server logs.
//! - [`verdict`]: records checked against their stated results, the
//!   checks behind `arimaa replay`.
//! - [`viewer`]: the `<arimaa-viewer>` element's state without a browser:
//!   any record text loaded, a cursor in the tree, and what is shown there
//!   (scene, comments, errors, the move list, words for screen readers),
//!   moves made on the board, edits, animations.
//! - [`html`]: the static view, the HTML a page holds inside
//!   `<arimaa-viewer>` so that it reads without scripts.
//! - [`gallery`](gallery/index.html) (not in the wasm build): static game
//!   galleries, as `arimaa gallery` writes them.
//!
//! The browser build (`wasm32`) adds `wasm`, the JavaScript API of the
//! `<arimaa-viewer>` element, and `render::canvas`, its canvas backend.
//!
//! # Features
//!
//! - `cli` (on by default): the `arimaa` command line tool (check records
//!   and their clocks, convert between notations, count moves, draw
//!   pictures, write static views and galleries), which needs `clap`; it
//!   turns `pictures` on.
//! - `pictures` (native builds): pictures drawn to pixels, PNG and
//!   animated GIF (`render::rasterize`, `render::encode_gif`), through
//!   `resvg`, `gif` and `color_quant`. The browser draws with its canvas.
//! - `teach` (browser build): [`teach`] (puzzles, guesses, the board's
//!   overlays) and its JavaScript API. Native builds always have it.
//! - `pages` (browser build): the static view's producer, the board as SVG
//!   and a film's stills in the JavaScript API, and archive rows read.
//! - `edit` (browser build; `pages` + `teach`): the editor's wasm, with
//!   moves made on the board, the tree reshaped, notes written, the record
//!   written back.
//!
//! A library user leaves `cli` out, and clap with it:
//!
//! ```toml
//! [dependencies]
//! arimaa-viewer = { version = "0.2", default-features = false }
//! ```
//!
//! The library itself has no dependency outside the browser build but
//! those of `pictures`; its build script's (`cfg_aliases`) runs at build
//! time only. ARCHITECTURE.md ("The builds") tables what each build has.

pub mod arimaa;
pub mod clock;
#[cfg(feature = "engine")]
pub mod engine;
pub mod fan;
#[cfg(native)]
pub mod gallery;
pub mod html;
pub mod limits;
mod markup;
pub mod morabaraba;
pub mod notation;
pub mod pgn;
pub mod record;
pub mod render;
// Compiled into the wasm only with the `teach` feature: unused, it still cost
// a reader's wasm about 0.1 KB gzip.
#[cfg(teaching)]
pub mod teach;
pub mod verdict;
pub mod viewer;
#[cfg(wasm)]
pub mod wasm;
pub mod words;

pub use arimaa::*;

// The docs site's Rust guide: `cargo test --doc` compiles and runs its examples, so the
// page cannot drift from the API (scripts/docs/fences.mjs names the pages included so).
#[cfg(doctest)]
#[doc = include_str!("../docs/guide/rust.md")]
pub struct GuideExamples;
