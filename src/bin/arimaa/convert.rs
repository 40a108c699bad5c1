//! `arimaa convert` (not implemented yet).

#[allow(unused_variables)]
pub fn run(to: &str, file: &std::path::Path) -> u8 {
    eprintln!("arimaa convert: not implemented yet");
    2
}
