fn main() {
    let text = std::fs::read_to_string(std::env::args().nth(1).unwrap()).unwrap();
    for g in arimaa::pgn::read_all(&text) {
        println!("nodes {}", g.record.tree.len());
        for (id, e) in &g.errors {
            println!("{id:?} {}", e.located());
        }
    }
}
