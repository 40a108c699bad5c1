//! `arimaa perft` (not implemented yet).

#[allow(unused_variables)]
pub fn run(variant: &str, depth: u32) -> u8 {
    eprintln!("arimaa perft: not implemented yet");
    2
}
