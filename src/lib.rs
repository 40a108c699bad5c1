//! Arimaa for the web: the rules engine, the arimaa.com and FAN notations,
//! match clocks, Morabaraba, and the scene the `<arimaa-viewer>` element draws.

pub mod arimaa;
pub mod clock;
pub mod fan;
#[cfg(not(target_arch = "wasm32"))]
pub mod gallery;
pub mod limits;
mod markup;
pub mod morabaraba;
pub mod notation;
pub mod record;
pub mod render;
pub mod viewer;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use arimaa::*;
