//! Reading Howdah records: the text cut into tokens, the tokens into games
//! (`docs/howdah-format-notes.md` §1.9), each game read on its own.

use super::detect::{evidence, Evidence};
use super::game::GameReader;
use super::lex::{tokenize, Kind, Token};
use super::tags::{parse_colon_tag, parse_pgn_tag};
use crate::fan::Parsed;
use crate::record::{Header, Limit, Misplaced, NodeError, NodeId, Record, Tree};
use crate::{Board, Color, Position};

/// True when `text` is a Howdah record rather than FAN or arimaa.com text:
/// the first token only one of the formats holds is Howdah's (a tag line,
/// a `#` line, a `{}` comment, a parenthesis, a glyph, a result token or
/// `lose`; see `detect`). Text that either could be is left to FAN.
pub fn looks_like(text: &str) -> bool {
    matches!(evidence(text), Some(Evidence::Tag | Evidence::Howdah))
}

/// True when `text` holds no token only FAN has: a Howdah record, or text
/// either format reads (plain move lines, `Name: value` tags), which only
/// something outside the text (a file named `.pgn`) can give to Howdah.
pub fn may_be(text: &str) -> bool {
    !matches!(evidence(text), Some(Evidence::Fan))
}

/// True when the first line of `text` that is neither blank nor a `#`
/// line is a tag (`[Name "value"]` or `Name: value`): in a Howdah record, a
/// board diagram after it is a `Position` tag's value, not a diagram to show.
pub(crate) fn starts_with_tags(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'))
        .is_some_and(|l| parse_pgn_tag(l).is_some() || parse_colon_tag(l).is_some())
}

/// The first game of `text`, with every problem beside the tree (an empty
/// record for a text with no game).
pub fn read(text: &str) -> Parsed {
    read_all(text).into_iter().next().unwrap_or_else(empty)
}

/// Every game of `text`, in order, each with its own problems. A game
/// starts at any token after a main-line result token, or at a tag after
/// anything that is not a tag. Past [`crate::limits::MAX_GAMES_PER_FILE`]
/// games, the last one returned is empty and holds the limit's error.
pub fn read_all(text: &str) -> Vec<Parsed> {
    if let Some(limit) = Limit::record_too_large(text.len()) {
        let mut p = empty();
        p.errors.push((NodeId::ROOT, NodeError::at_start(limit)));
        return vec![p];
    }
    let toks = tokenize(text);
    let mut out = Vec::new();
    for (n, range) in split(&toks).into_iter().enumerate() {
        if let Some(limit) = Limit::too_many_games(n + 1) {
            let mut p = empty();
            let e = error_at(&toks[range.start], limit.into());
            p.errors.push((NodeId::ROOT, e));
            out.push(p);
            break;
        }
        out.push(GameReader::new(text, &toks[range]).read());
    }
    out
}

/// The one game of `text` (an empty record for empty text), or its first
/// problem; a second game is an error at its first token.
#[allow(clippy::result_large_err)]
pub fn read_strict(text: &str) -> Result<Record, NodeError> {
    if let Some(limit) = Limit::record_too_large(text.len()) {
        return Err(NodeError::at_start(limit));
    }
    let toks = tokenize(text);
    let games = split(&toks);
    if let Some(second) = games.get(1) {
        return Err(error_at(
            &toks[second.start],
            Misplaced::SeveralGames.into(),
        ));
    }
    match games.into_iter().next() {
        Some(range) => GameReader::new(text, &toks[range]).read().into_result(),
        None => Ok(empty().record),
    }
}

fn error_at(tok: &Token<'_>, kind: crate::record::ErrorKind) -> NodeError {
    NodeError {
        kind,
        line: tok.line,
        column: tok.column,
        token: tok.text.chars().take(40).collect(),
        rest: String::new(),
    }
}

fn empty() -> Parsed {
    Parsed {
        record: Record {
            header: Header::default(),
            tree: Tree::new(Position::new(Board::empty(), Color::Gold)),
        },
        errors: Vec::new(),
    }
}

/// The token ranges of the games: a new game at any token after a result
/// token outside parentheses, or at a tag after any token that is not one.
fn split(toks: &[Token<'_>]) -> Vec<std::ops::Range<usize>> {
    let mut starts = Vec::new();
    let mut in_game = false;
    let mut moves = false;
    let mut ended = false;
    let mut depth = 0usize;
    for (i, t) in toks.iter().enumerate() {
        let new = !in_game || ended || (t.is_tag() && moves);
        if new {
            starts.push(i);
            in_game = true;
            moves = false;
            depth = 0;
        }
        match t.kind {
            Kind::Open => depth += 1,
            Kind::Close => depth = depth.saturating_sub(1),
            _ => {}
        }
        moves |= !t.is_tag();
        ended = depth == 0 && t.result().is_some();
    }
    let ends = starts.iter().skip(1).copied().chain([toks.len()]);
    starts.iter().zip(ends).map(|(&a, b)| a..b).collect()
}
