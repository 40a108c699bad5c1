//! Colours, piece kinds and per-colour storage.

use std::fmt;
use std::ops::{Index, IndexMut, Not};

/// The two sides. Gold moves first and sets up on ranks 1–2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Color {
    /// Moves first, sets up on ranks 1–2 and heads for rank 8.
    Gold = 0,
    /// Moves second, sets up on ranks 7–8 and heads for rank 1.
    Silver = 1,
}

impl Color {
    /// Both sides, Gold first.
    pub const ALL: [Color; 2] = [Color::Gold, Color::Silver];

    /// 0 for Gold, 1 for Silver: for arrays indexed by colour.
    pub const fn index(self) -> usize {
        self as usize
    }
    /// `g` / `s`, the letters of the modern notation.
    pub const fn char(self) -> char {
        match self {
            Color::Gold => 'g',
            Color::Silver => 's',
        }
    }
    /// Accepts the modern `g`/`s` and the pre-2008 `w`/`b`.
    pub const fn from_char(c: char) -> Option<Color> {
        match c {
            'g' | 'w' => Some(Color::Gold),
            's' | 'b' => Some(Color::Silver),
            _ => None,
        }
    }
    /// `Gold` / `Silver`, capitalised, for display.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Gold => "Gold",
            Color::Silver => "Silver",
        }
    }
    /// The rank (0-based) a rabbit of this colour must reach.
    pub const fn goal_rank(self) -> u8 {
        match self {
            Color::Gold => 7,
            Color::Silver => 0,
        }
    }
}

impl Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        match self {
            Color::Gold => Color::Silver,
            Color::Silver => Color::Gold,
        }
    }
}

/// Piece kinds in increasing strength, so that `a > b` means "a can push b".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Role {
    /// Eight per side: the only piece that wins by reaching the far rank, and
    /// the only one that may not step backward.
    Rabbit = 0,
    /// Two per side; stronger only than the rabbit.
    Cat = 1,
    /// Two per side; between the cat and the horse.
    Dog = 2,
    /// Two per side; weaker only than the camel and the elephant.
    Horse = 3,
    /// One per side, written `m`.
    Camel = 4,
    /// One per side: the strongest, so it is never frozen, pushed or pulled.
    Elephant = 5,
}

impl Role {
    /// Every kind, weakest first.
    pub const ALL: [Role; 6] = [
        Role::Rabbit,
        Role::Cat,
        Role::Dog,
        Role::Horse,
        Role::Camel,
        Role::Elephant,
    ];

    /// 0 (rabbit) to 5 (elephant), in strength order: for arrays indexed by kind.
    pub const fn index(self) -> usize {
        self as usize
    }
    /// Lower-case letter (`m` for the camel).
    pub const fn char(self) -> char {
        match self {
            Role::Rabbit => 'r',
            Role::Cat => 'c',
            Role::Dog => 'd',
            Role::Horse => 'h',
            Role::Camel => 'm',
            Role::Elephant => 'e',
        }
    }
    /// The English name in lower case (`camel`), for messages.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Rabbit => "rabbit",
            Role::Cat => "cat",
            Role::Dog => "dog",
            Role::Horse => "horse",
            Role::Camel => "camel",
            Role::Elephant => "elephant",
        }
    }
    /// How many of this kind a full army holds.
    pub const fn count(self) -> u8 {
        match self {
            Role::Rabbit => 8,
            Role::Cat | Role::Dog | Role::Horse => 2,
            Role::Camel | Role::Elephant => 1,
        }
    }
}

/// A coloured piece; its letter is upper case for Gold, lower case for Silver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What kind of piece it is.
    pub role: Role,
}

impl Piece {
    /// A piece of `color` and `role`.
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// Its letter: `E` for the gold elephant, `e` for the silver one.
    pub const fn char(self) -> char {
        let c = self.role.char();
        match self.color {
            Color::Gold => c.to_ascii_uppercase(),
            Color::Silver => c,
        }
    }

    /// Reads a piece letter, the case giving the colour; `None` for any other
    /// character.
    pub const fn from_char(c: char) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::Gold
        } else {
            Color::Silver
        };
        let role = match c.to_ascii_lowercase() {
            'r' => Role::Rabbit,
            'c' => Role::Cat,
            'd' => Role::Dog,
            'h' => Role::Horse,
            'm' => Role::Camel,
            'e' => Role::Elephant,
            _ => return None,
        };
        Some(Piece { color, role })
    }

    /// "Gold elephant", "silver rabbit": used by screen-reader announcements.
    /// In English; [`crate::words::Words::piece`] in another language.
    pub fn words(self) -> String {
        crate::words::Words::english().piece(self)
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// One value per colour, indexed by [`Color`] rather than by 0/1 arithmetic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct ByColor<T> {
    /// Gold's value.
    pub gold: T,
    /// Silver's value.
    pub silver: T,
}

impl<T> ByColor<T> {
    /// Fills both sides by calling `f` with each colour, Gold first.
    pub fn new_with(mut f: impl FnMut(Color) -> T) -> ByColor<T> {
        ByColor {
            gold: f(Color::Gold),
            silver: f(Color::Silver),
        }
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;
    fn index(&self, c: Color) -> &T {
        match c {
            Color::Gold => &self.gold,
            Color::Silver => &self.silver,
        }
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    fn index_mut(&mut self, c: Color) -> &mut T {
        match c {
            Color::Gold => &mut self.gold,
            Color::Silver => &mut self.silver,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for c in "EMHDCRemhdcr".chars() {
            assert_eq!(Piece::from_char(c).unwrap().char(), c);
        }
        assert_eq!(Piece::from_char('x'), None);
        assert!(Role::Elephant > Role::Camel && Role::Cat > Role::Rabbit);
        assert_eq!(Color::from_char('w'), Some(Color::Gold));
        assert_eq!(Color::from_char('b'), Some(Color::Silver));
    }
}
