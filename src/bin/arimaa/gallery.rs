//! `arimaa gallery` (not implemented yet).

#[allow(unused_variables)]
pub fn run(inputs: &[std::path::PathBuf], out: &std::path::Path) -> u8 {
    eprintln!("arimaa gallery: not implemented yet");
    2
}
