//! Paths that name a game of a collection as well as a node of its tree:
//! the viewer's layer over [`crate::record::Path`], which stays about one
//! tree.
//!
//! Grammar (documented in the README):
//! ```text
//! game-path := ( game "/" )? path
//! game      := number | "id=" id
//! number    := 1, 2, …  (the game's place in the text)
//! id        := the game's `Id` (or `GameId`) header, without "/"
//! ```
//! `3/12g.2.13s:2` is node `12g.2.13s:2` of the third game; `id=669130/12g`
//! is 12g of the game whose id is 669130; `3/` is the third game's start.
//! A path without a game names a node of the game open. The viewer writes
//! the game part only when the text holds more than one game, and then
//! always as a number.
//!
//! ```
//! use arimaa::viewer::{GamePath, GameRef};
//! let p: GamePath = "3/12g.2.13s:2".parse().unwrap();
//! assert_eq!(p.game, Some(GameRef::Number(3)));
//! assert_eq!(p.to_string(), "3/12g.2.13s:2");
//! let p: GamePath = "id=669130/12g".parse().unwrap();
//! assert_eq!(p.game, Some(GameRef::Id("669130".into())));
//! assert!("0/12g".parse::<GamePath>().is_err());
//! ```

use crate::record::{Path, PathError};
use std::fmt::{self, Display};
use std::str::FromStr;

/// Which game of a collection a path names.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameRef {
    /// The game's 1-based place in the text.
    Number(usize),
    /// The game whose `Id` (or `GameId`) header is this.
    Id(String),
}

/// A game (or the game open) and a node path in it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct GamePath {
    /// The game named; `None`: the game open.
    pub game: Option<GameRef>,
    /// The node in that game.
    pub path: Path,
}

/// Why a text is not a game path, or names no game or node.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GamePathError {
    /// The part before `/` is neither a game number (1, 2, …) nor `id=…`.
    Game(String),
    /// The text has fewer games: (number asked, games in the text).
    NoGame(usize, usize),
    /// No game has this id.
    NoId(String),
    /// The node path is malformed or names no node of the game.
    Path(PathError),
}

impl Display for GamePathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GamePathError::Game(s) => write!(f, "`{s}` is not a game number or id=…"),
            GamePathError::NoGame(n, count) => {
                write!(f, "no game {n}: the record holds {count}")
            }
            GamePathError::NoId(id) => write!(f, "no game has id {id}"),
            GamePathError::Path(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for GamePathError {}

impl From<PathError> for GamePathError {
    fn from(e: PathError) -> GamePathError {
        GamePathError::Path(e)
    }
}

impl FromStr for GameRef {
    type Err = GamePathError;

    /// `3` or `id=669130`.
    fn from_str(s: &str) -> Result<GameRef, GamePathError> {
        let t = s.trim();
        match t.strip_prefix("id=") {
            Some(id) if !id.is_empty() && !id.contains('/') => Ok(GameRef::Id(id.to_owned())),
            Some(_) => Err(GamePathError::Game(t.to_owned())),
            None => t
                .parse::<usize>()
                .ok()
                .filter(|n| *n > 0)
                .map(GameRef::Number)
                .ok_or_else(|| GamePathError::Game(t.to_owned())),
        }
    }
}

impl Display for GameRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameRef::Number(n) => write!(f, "{n}"),
            GameRef::Id(id) => write!(f, "id={id}"),
        }
    }
}

impl FromStr for GamePath {
    type Err = GamePathError;

    fn from_str(s: &str) -> Result<GamePath, GamePathError> {
        let t = s.trim();
        match t.split_once('/') {
            Some((game, path)) => Ok(GamePath {
                game: Some(game.parse()?),
                path: path.parse()?,
            }),
            None => Ok(GamePath {
                game: None,
                path: t.parse()?,
            }),
        }
    }
}

impl Display for GamePath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(g) = &self.game {
            write!(f, "{g}/")?;
        }
        self.path.fmt(f)
    }
}
