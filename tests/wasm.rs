//! The JS API in a real browser: `cargo test --target wasm32-unknown-unknown`
//! (headless Chromium through chromedriver; see .cargo/config.toml).
#![cfg(wasm)]

use arimaa::wasm;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

mod common;

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

#[wasm_bindgen_test]
fn a_5000_ply_game_with_1000_nested_variations_loads_in_the_browser() {
    let text = common::deep_record(5000, 1000);
    let mut view = wasm::GameView::new(&text);
    assert_eq!(view.errors().length(), 0);
    assert!(view.last());
    assert_eq!(view.path(), "2501s");
    assert_eq!(view.move_list().length(), 2 + 5000 + 2 * 1000);
    let again = wasm::GameView::new(&view.fan());
    assert_eq!(again.move_list().length(), view.move_list().length());
}

#[wasm_bindgen_test]
fn game_view_navigates_and_reports_errors_as_data() {
    let text = "1g Ee2 Md2 Hb2 Hg2 Dc2 Df2 Ca2 Ch2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1\n1s ee7 md7 hb7 hg7 dc7 df7 ca7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8\n2g Ee2n Ee3n \"<b>bold?</b>\"\n2s ee7s Xx9";
    let mut view = wasm::GameView::new(text);
    assert_eq!(view.errors().length(), 1);
    // It opens after the setups (1s); the next move is 2g.
    assert_eq!(view.path(), "1s");
    assert!(view.next_move());
    let state = view.state();
    let get = |k: &str| js_sys::Reflect::get(&state, &JsValue::from_str(k)).unwrap();
    assert_eq!(get("path").as_string().as_deref(), Some("2g"));
    assert_eq!(
        get("moveComment").as_string().as_deref(),
        Some("<b>bold?</b>")
    );
    assert!(view.go_to("nonsense").is_err());
    assert!(view.next_move());
    let state = view.state();
    let error = js_sys::Reflect::get(&state, &JsValue::from_str("error"))
        .unwrap()
        .as_string()
        .unwrap();
    assert!(error.contains("Xx9"), "{error}");
}

#[wasm_bindgen_test]
fn game_view_reads_and_navigates_a_morabaraba_record() {
    let text = "FAN31415926\nVariant: morabaraba\n\n1g d1 \"first\"\n1s a1\n2g g1\n2s a4\n3g d2\n3s a7xd2\n4g d4\n";
    let mut view = wasm::GameView::new(text);
    assert_eq!(view.variant(), "morabaraba");
    assert_eq!(view.format(), "fan");
    assert_eq!(view.errors().length(), 1, "d4 is not a point");
    assert_eq!(view.path(), "start");
    assert!(view.next_step());
    let state = view.state();
    let get = |s: &js_sys::Object, k: &str| {
        js_sys::Reflect::get(s, &JsValue::from_str(k))
            .unwrap()
            .as_string()
    };
    assert_eq!(get(&state, "path").as_deref(), Some("1g"));
    assert_eq!(
        get(&state, "announcement").as_deref(),
        Some("1g: White places a cow on d1")
    );
    assert_eq!(get(&state, "moveComment").as_deref(), Some("first"));
    assert_eq!(get(&state, "sideToMove").as_deref(), Some("silver"));
    view.go_to("3s").unwrap();
    let state = view.state();
    assert_eq!(
        get(&state, "announcement").as_deref(),
        Some("3s: Black places a cow on a7 and captures d2")
    );
    assert!(get(&state, "positionText")
        .unwrap()
        .starts_with("White: cows d1 g1, 9 in hand. Black: cows a1 a4 a7, 9 in hand."));
    assert_eq!(view.move_list().length(), 7);
    // Hit testing finds points, not squares; the centre is no point.
    assert_eq!(
        view.square_at(40.0, 660.0, 700.0, "gold", false).as_deref(),
        Some("a1")
    );
    assert_eq!(view.square_at(350.0, 350.0, 700.0, "gold", false), None);
    assert!(view.fan().contains("Variant: morabaraba\n"));
}

#[wasm_bindgen_test]
fn limits_hold_in_the_browser() {
    use arimaa::limits::{MAX_RECORD_BYTES, MAX_VARIATION_DEPTH};
    assert_eq!(wasm::max_record_bytes() as usize, MAX_RECORD_BYTES);
    // Variations one deeper than the limit: an error on the node, no stack overflow.
    let view = wasm::GameView::new(&common::deep_record(3, MAX_VARIATION_DEPTH + 1));
    assert_eq!(view.errors().length(), 1);
    let view = wasm::GameView::new(&" ".repeat(MAX_RECORD_BYTES + 1));
    let message = js_sys::Reflect::get(&view.errors().get(0), &JsValue::from_str("message"))
        .unwrap()
        .as_string()
        .unwrap();
    assert!(
        message.ends_with(&format!(
            "record is {} bytes; the limit is {MAX_RECORD_BYTES}",
            MAX_RECORD_BYTES + 1
        )),
        "{message}"
    );
}
