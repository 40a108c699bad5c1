//! FAN, the Flexible Arimaa Notation: variations, comments, markings, header.

mod cows;
mod lexer;
mod parser;
mod replay;
pub mod word;
mod writer;

pub use lexer::{tokenize, Span, Token, TokenKind};
pub use parser::{parse, ParseOptions, Parsed, MAX_VARIATION_DEPTH};
pub use writer::write;
