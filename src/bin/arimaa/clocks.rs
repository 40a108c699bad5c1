//! `arimaa clocks` (not implemented yet).

#[allow(unused_variables)]
pub fn run(files: &[std::path::PathBuf]) -> u8 {
    eprintln!("arimaa clocks: not implemented yet");
    2
}
