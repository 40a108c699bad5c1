//! Prints every move of a record in words (what screen readers hear):
//! `cargo run --example describe -- FILE`.

use arimaa::viewer::Viewer;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: describe FILE");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(2)
    });
    let mut v = Viewer::new(&text);
    v.first();
    for (_, e) in v.errors() {
        println!("error: {}", e.located());
    }
    while v.next_move() {
        let s = v.state();
        println!("{:<8} {:<40} {}", s.path, s.move_text, s.announcement);
    }
}
