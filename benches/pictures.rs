//! Pictures and animations drawn natively, as `arimaa diagram` and `arimaa gif`
//! draw them: the ten moves 8s–13s of the demo game as a 320 px GIF (the issue's
//! measure; the browser's figure is in scripts/bench-browser.mjs), and one
//! position as SVG and as PNG. Prints the GIF's size and frames.

// Native only: resvg and the GIF writer are native.
#![cfg(native)]

use arimaa::render::{to_png, to_svg, Theme};
use arimaa::viewer::{FilmOptions, Viewer};
use arimaa::Color;
use criterion::{black_box, Criterion};
use std::time::Duration;

fn demo() -> Viewer {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/www/demo/games/demo.fan");
    Viewer::new(&std::fs::read_to_string(path).expect("www/demo/games/demo.fan"))
}

fn main() {
    let mut viewer = demo();
    let (from, to) = ("8s".parse().unwrap(), "13s".parse().unwrap());
    let film = viewer
        .film(&from, &to, &FilmOptions::default())
        .expect("a line");
    let gif = viewer
        .film_gif(&film, 320.0, Color::Gold, true, &Theme::LIGHT)
        .expect("a GIF");
    println!(
        "pictures: GIF of the 10 moves 8s-13s at 320 px: {} B, {} frames",
        gif.len(),
        film.stills.len()
    );
    let mut c = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(5))
        .configure_from_args();
    c.bench_function("gif: 10 moves at 320 px (plan, draw, encode)", |b| {
        b.iter(|| {
            let film = viewer.film(&from, &to, &FilmOptions::default()).unwrap();
            black_box(viewer.film_gif(&film, 320.0, Color::Gold, true, &Theme::LIGHT))
        })
    });
    viewer.go_to(&"9g".parse().unwrap()).unwrap();
    c.bench_function("diagram: SVG of 9g at 320 px", |b| {
        b.iter(|| {
            black_box(to_svg(
                &viewer.scene(320.0, Color::Gold, true, 1.0),
                &Theme::LIGHT,
            ))
        })
    });
    c.bench_function("diagram: PNG of 9g at 320 px", |b| {
        b.iter(|| {
            black_box(to_png(
                &viewer.scene(320.0, Color::Gold, true, 1.0),
                &Theme::LIGHT,
            ))
        })
    });
    c.final_summary();
}
