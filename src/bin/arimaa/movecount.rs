//! `arimaa movecount` (not implemented yet).

#[allow(unused_variables)]
pub fn run(side: Option<String>, tsv: Option<std::path::PathBuf>, position: Option<String>) -> u8 {
    eprintln!("arimaa movecount: not implemented yet");
    2
}
