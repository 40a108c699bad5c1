//! The JS API in a real browser: `cargo test --target wasm32-unknown-unknown`
//! (headless Chromium through chromedriver; see .cargo/config.toml).
#![cfg(target_arch = "wasm32")]

use arimaa::wasm;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const START: &str = "[rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR]";

#[wasm_bindgen_test]
fn version_is_the_crate_version() {
    assert_eq!(wasm::version(), env!("CARGO_PKG_VERSION"));
}

#[wasm_bindgen_test]
fn board_from_short_lists_pieces_from_a8_to_h1() {
    let value = wasm::board_from_short(START).expect("a valid board");
    let squares = js_sys::Array::from(&value);
    assert_eq!(squares.length(), 64);
    let letter = |i: u32| squares.get(i).as_string();
    assert_eq!(letter(0).as_deref(), Some("r")); // a8
    assert_eq!(letter(11).as_deref(), Some("e")); // d7
    assert_eq!(letter(52).as_deref(), Some("E")); // e2
    assert_eq!(letter(63).as_deref(), Some("R")); // h1
    assert!(squares.get(20).is_null()); // e6 is empty
}

#[wasm_bindgen_test]
fn bad_board_is_a_js_error() {
    let err = wasm::board_from_short("not a board").expect_err("must fail");
    let err: JsValue = err.into();
    let err: js_sys::Error = err.dyn_into().expect("a real Error object");
    let message = String::from(err.message());
    assert!(message.contains("short board"), "{message}");
}
