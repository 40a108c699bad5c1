//! Colours, piece kinds and per-colour storage.

use std::fmt;
use std::ops::{Index, IndexMut, Not};

/// The two sides. Gold moves first and sets up on ranks 1–2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Color {
    Gold = 0,
    Silver = 1,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::Gold, Color::Silver];

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
    Rabbit = 0,
    Cat = 1,
    Dog = 2,
    Horse = 3,
    Camel = 4,
    Elephant = 5,
}

impl Role {
    pub const ALL: [Role; 6] = [
        Role::Rabbit,
        Role::Cat,
        Role::Dog,
        Role::Horse,
        Role::Camel,
        Role::Elephant,
    ];

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
    pub color: Color,
    pub role: Role,
}

impl Piece {
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    pub const fn char(self) -> char {
        let c = self.role.char();
        match self.color {
            Color::Gold => c.to_ascii_uppercase(),
            Color::Silver => c,
        }
    }

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
    pub fn words(self) -> String {
        let color = match self.color {
            Color::Gold => "gold",
            Color::Silver => "silver",
        };
        format!("{color} {}", self.role.name())
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
    pub gold: T,
    pub silver: T,
}

impl<T> ByColor<T> {
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
