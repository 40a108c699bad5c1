//! Pictures and animations from the CLI: `arimaa diagram` writes an SVG that
//! reads as XML and a PNG that decodes to the size asked; `arimaa gif` writes
//! a GIF whose frames and delays are the film's and whose last frame is the
//! position after a capture, as the diagram of that position draws it.

use std::path::{Path, PathBuf};
use std::process::Command;

const DEMO: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/www/demo/games/demo.fan");

fn arimaa(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arimaa"))
        .args(args)
        .output()
        .expect("run arimaa");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!stderr.contains("panicked"), "{stderr}");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("utf-8"),
        stderr,
    )
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("arimaa-pictures-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

/// A PNG's size and straight RGBA pixels.
fn decode_png(path: &Path) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(std::fs::File::open(path).expect("png"));
    let mut reader = decoder.read_info().expect("png header");
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).expect("png frame");
    assert_eq!(info.color_type, png::ColorType::Rgba);
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

/// A GIF's frames composed as a viewer shows them: the delays (cs) and the last picture.
fn decode_gif(path: &Path) -> (u16, u16, Vec<u16>, Vec<u8>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut d = options
        .read_info(std::fs::File::open(path).expect("gif"))
        .expect("gif header");
    let (w, h) = (d.width(), d.height());
    let mut canvas = vec![0u8; w as usize * h as usize * 4];
    let mut delays = Vec::new();
    while let Some(f) = d.read_next_frame().expect("gif frame") {
        delays.push(f.delay);
        for row in 0..f.height as usize {
            for col in 0..f.width as usize {
                let src = (row * f.width as usize + col) * 4;
                if f.buffer[src + 3] == 0 {
                    continue; // transparent: what was there stays
                }
                let dst = ((f.top as usize + row) * w as usize + f.left as usize + col) * 4;
                canvas[dst..dst + 4].copy_from_slice(&f.buffer[src..src + 4]);
            }
        }
    }
    (w, h, delays, canvas)
}

/// The share of pixels in rows `0..rows` that differ clearly between two RGBA images of width `w`.
fn differing(a: &[u8], b: &[u8], w: usize, rows: usize) -> f64 {
    let n = w * rows;
    let off = (0..n)
        .filter(|&i| {
            let d: i32 = (0..3)
                .map(|c| (i32::from(a[i * 4 + c]) - i32::from(b[i * 4 + c])).abs())
                .sum();
            d > 60
        })
        .count();
    off as f64 / n as f64
}

#[test]
fn a_diagram_is_an_svg_that_reads_as_xml_or_a_png_of_the_size_asked() {
    let svg = scratch("9g.svg");
    let (code, out, err) = arimaa(&[
        "diagram",
        DEMO,
        "--path",
        "9g",
        "--size",
        "240",
        "--flip",
        "--theme",
        "dark",
        "-o",
        s(&svg),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("at 9g"), "{out}");
    let text = std::fs::read_to_string(&svg).expect("svg");
    let doc = roxmltree::Document::parse(&text).expect("the SVG is well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    assert_eq!(
        (root.attribute("width"), root.attribute("height")),
        (Some("240"), Some("240"))
    );
    // Coordinates are drawn: the file letters are text.
    let letters: Vec<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|n| n.text())
        .collect();
    assert!(
        letters.contains(&"a") && letters.contains(&"8"),
        "{letters:?}"
    );

    let png = scratch("9g.png");
    let (code, _, err) = arimaa(&[
        "diagram",
        DEMO,
        "--path",
        "9g",
        "--size",
        "320",
        "-o",
        s(&png),
    ]);
    assert_eq!(code, 0, "{err}");
    let (w, h, pixels) = decode_png(&png);
    assert_eq!((w, h), (320, 320));
    let colours: std::collections::HashSet<&[u8]> = pixels.chunks_exact(4).collect();
    assert!(
        colours.len() > 50,
        "a drawing, not a blank: {} colours",
        colours.len()
    );
}

#[test]
fn a_gif_of_a_pull_a_push_and_a_capture_has_the_films_frames_and_ends_on_the_position_after_it() {
    // 8s → 16g, fifteen moves of four steps: 9g is a pull and a push (Eg6w
    // mg7s, then mg6s Ef6e); 16g pulls the silver rabbit onto f3 and captures
    // it there (Hg3w Hf3e rf4s rf3x).
    let gif = scratch("16g.gif");
    let (code, out, err) = arimaa(&[
        "gif",
        DEMO,
        "--from",
        "8s",
        "--to",
        "16g",
        "--no-coordinates",
        "-o",
        s(&gif),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("241 frames"), "{out}");
    let (w, h, delays, last) = decode_gif(&gif);
    assert_eq!(w, 320);
    assert!(h > 320, "a caption band under the board: {h}");
    // The start held 2 s, four stills a step (0.1 s each), a second's pause
    // on each move, the last held 2 s.
    let mut expected = vec![200u16];
    for _move in 0..15 {
        for step in 0..4 {
            expected.extend([10, 10, 10, if step == 3 { 100 } else { 10 }]);
        }
    }
    *expected.last_mut().expect("frames") = 200;
    assert_eq!(delays, expected);
    let png = scratch("16g.png");
    let (code, _, err) = arimaa(&[
        "diagram",
        DEMO,
        "--path",
        "16g",
        "--no-coordinates",
        "-o",
        s(&png),
    ]);
    assert_eq!(code, 0, "{err}");
    let (_, _, after) = decode_png(&png);
    let off = differing(&last, &after, 320, 320);
    assert!(
        off < 0.01,
        "the last frame is the board after 16g: {:.2}% differs",
        off * 100.0
    );
    // And not the board before the capture: f3 held the rabbit there.
    let before = scratch("16g-3.png");
    let (code, _, err) = arimaa(&[
        "diagram",
        DEMO,
        "--path",
        "16g:3",
        "--no-coordinates",
        "-o",
        s(&before),
    ]);
    assert_eq!(code, 0, "{err}");
    let (_, _, pulled) = decode_png(&before);
    assert!(
        differing(&pulled, &after, 320, 320) > 0.005,
        "the capture changes the board"
    );
}

#[test]
fn a_gif_of_ten_moves_stays_small() {
    let gif = scratch("ten.gif");
    let (code, out, err) = arimaa(&["gif", DEMO, "--from", "8s", "--to", "13s", "-o", s(&gif)]);
    assert_eq!(code, 0, "{err}");
    let size = std::fs::metadata(&gif).expect("gif").len();
    eprintln!("pictures: GIF of 10 moves (8s→13s) at 320 px: {size} B ({out})");
    assert!(size < 200_000, "{size} B");
}

#[test]
fn bad_requests_are_refused_with_the_reason_and_status_2() {
    let out = scratch("x.png");
    let cases: [(&[&str], &str); 5] = [
        (
            &["diagram", DEMO, "--path", "99z", "-o", s(&out)],
            "not a turn label",
        ),
        (
            &["diagram", DEMO, "-o", "x.jpeg"],
            "must end in .svg or .png",
        ),
        (
            &["diagram", DEMO, "--theme", "pink", "-o", s(&out)],
            "unknown theme",
        ),
        (
            &["gif", DEMO, "--from", "16g", "--to", "15s", "-o", s(&out)],
            "not after the start",
        ),
        (
            &["diagram", "/no/such/file.fan", "-o", s(&out)],
            "cannot read",
        ),
    ];
    for (args, why) in cases {
        let (code, _, err) = arimaa(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains(why), "{args:?}: {err}");
    }
}
