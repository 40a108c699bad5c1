//! Every game of a text and the one being viewed: the text is read once,
//! and switching games hands records between the shelf and the viewer
//! instead of reading anything again.

use super::load::{
    load, load_all, Collection, GamePath, GamePathError, GameRef, GameSummary, Loaded,
};
use super::Viewer;

/// The games of one text, one of them open in a [`Viewer`].
pub struct CollectionView {
    summaries: Vec<GameSummary>,
    /// Every game but the open one (its slot is empty while the viewer holds it).
    shelf: Vec<Option<Loaded>>,
    /// 0-based index of the open game.
    index: usize,
    viewer: Viewer,
}

impl CollectionView {
    /// Reads every game of `text` ([`load_all`]) and opens the first.
    pub fn new(text: &str) -> CollectionView {
        CollectionView::from_collection(load_all(text))
    }

    /// Opens the first game of a collection.
    pub fn from_collection(c: Collection) -> CollectionView {
        let (summaries, mut shelf): (Vec<_>, Vec<_>) = c
            .games
            .into_iter()
            .map(|g| (g.summary, Some(g.loaded)))
            .unzip();
        // `load_all` never gives an empty collection; an empty record if it did.
        let first = shelf
            .first_mut()
            .and_then(Option::take)
            .unwrap_or_else(|| load(""));
        CollectionView {
            summaries,
            shelf,
            index: 0,
            viewer: Viewer::open(first),
        }
    }

    /// What the picker says about each game, in text order.
    pub fn games(&self) -> &[GameSummary] {
        &self.summaries
    }

    /// 0-based index of the game open.
    pub fn index(&self) -> usize {
        self.index
    }

    /// The game open.
    pub fn viewer(&self) -> &Viewer {
        &self.viewer
    }

    /// The game open, to move its cursor.
    pub fn viewer_mut(&mut self) -> &mut Viewer {
        &mut self.viewer
    }

    /// Opens game `index` (0-based) where loading opens a game, after its
    /// setups, even when it is already open; `false` (and nothing changes)
    /// when there is no such game.
    pub fn open(&mut self, index: usize) -> bool {
        if index >= self.summaries.len() {
            return false;
        }
        let words = self.viewer.words().clone();
        let next = match self.shelf.get_mut(index).and_then(Option::take) {
            Some(loaded) => loaded,
            // The open game itself: reopened below from the viewer's record.
            None => {
                let placeholder = Viewer::open(load(""));
                std::mem::replace(&mut self.viewer, placeholder).close()
            }
        };
        let mut opened = Viewer::open(next);
        opened.set_words(words);
        let previous = std::mem::replace(&mut self.viewer, opened);
        if index != self.index {
            if let Some(slot) = self.shelf.get_mut(self.index) {
                *slot = Some(previous.close());
            }
        }
        self.index = index;
        true
    }

    /// The 0-based index of the game `game` names.
    pub fn find(&self, game: &GameRef) -> Result<usize, GamePathError> {
        match game {
            GameRef::Number(n) => (1..=self.summaries.len())
                .contains(n)
                .then(|| n - 1)
                .ok_or(GamePathError::NoGame(*n, self.summaries.len())),
            GameRef::Id(id) => self
                .summaries
                .iter()
                .position(|s| s.id.as_deref() == Some(id.as_str()))
                .ok_or_else(|| GamePathError::NoId(id.clone())),
        }
    }

    /// The cursor's path, with the game's number in front when the text
    /// holds more than one game (`3/12s:2`).
    pub fn path(&self) -> GamePath {
        GamePath {
            game: (self.summaries.len() > 1).then_some(GameRef::Number(self.index + 1)),
            path: self.viewer.path(),
        }
    }

    /// Goes to a game path; an unknown game or node changes nothing and says why.
    pub fn go_to(&mut self, to: &GamePath) -> Result<(), GamePathError> {
        let index = match &to.game {
            Some(g) => self.find(g)?,
            None => self.index,
        };
        if index != self.index {
            let tree = self
                .shelf
                .get(index)
                .and_then(Option::as_ref)
                .map(|l| &l.record.tree);
            if let Some(tree) = tree {
                to.path.resolve(tree)?;
            }
            self.open(index);
        }
        Ok(self.viewer.go_to(&to.path)?)
    }

    /// Goes to the game path a text names ([`CollectionView::go_to`]).
    pub fn go_to_text(&mut self, text: &str) -> Result<(), GamePathError> {
        self.go_to(&text.parse()?)
    }
}
