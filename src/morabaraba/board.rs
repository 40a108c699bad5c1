//! The Morabaraba board: 24 points on three nested squares joined by the
//! midpoint spokes and the corner diagonals, their neighbours and the 20 mills.
//!
//! Points are named as in FIMS notation, column `a`–`g` and row `1`–`7`:
//!
//! ```text
//! 7  a7 ------------ d7 ------------ g7
//!    |  \            |            /  |
//! 6  |    b6 ------- d6 ------- f6   |
//!    |    |  \       |       /  |    |
//! 5  |    |   c5 --- d5 --- e5  |    |
//!    |    |   |             |   |    |
//! 4  a4 - b4 - c4          e4 - f4 - g4
//!    |    |   |             |   |    |
//! 3  |    |   c3 --- d3 --- e3  |    |
//!    |    |  /       |       \  |    |
//! 2  |    b2 ------- d2 ------- f2   |
//!    |  /            |            \  |
//! 1  a1 ------------ d1 ------------ g1
//!    a    b   c      d      e   f    g
//! ```

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};

/// One of the 24 points, numbered row by row from `a1` = 0 to `g7` = 23.
/// Only the 24 real points can be built, so `a2` or `d4` never exist.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

/// Column (0 = `a`) and row (0 = row 1) of each point, by index.
#[rustfmt::skip]
const COORDS: [(u8, u8); 24] = [
    (0, 0), (3, 0), (6, 0),
    (1, 1), (3, 1), (5, 1),
    (2, 2), (3, 2), (4, 2),
    (0, 3), (1, 3), (2, 3), (4, 3), (5, 3), (6, 3),
    (2, 4), (3, 4), (4, 4),
    (1, 5), (3, 5), (5, 5),
    (0, 6), (3, 6), (6, 6),
];

impl Point {
    /// `a1`: the outer square's bottom-left corner.
    pub const A1: Point = Point(0);
    /// `d1`: the outer square's bottom midpoint.
    pub const D1: Point = Point(1);
    /// `g1`: the outer square's bottom-right corner.
    pub const G1: Point = Point(2);
    /// `b2`: the middle square's bottom-left corner.
    pub const B2: Point = Point(3);
    /// `d2`: the middle square's bottom midpoint.
    pub const D2: Point = Point(4);
    /// `f2`: the middle square's bottom-right corner.
    pub const F2: Point = Point(5);
    /// `c3`: the inner square's bottom-left corner.
    pub const C3: Point = Point(6);
    /// `d3`: the inner square's bottom midpoint.
    pub const D3: Point = Point(7);
    /// `e3`: the inner square's bottom-right corner.
    pub const E3: Point = Point(8);
    /// `a4`: the outer square's left midpoint.
    pub const A4: Point = Point(9);
    /// `b4`: the middle square's left midpoint.
    pub const B4: Point = Point(10);
    /// `c4`: the inner square's left midpoint.
    pub const C4: Point = Point(11);
    /// `e4`: the inner square's right midpoint.
    pub const E4: Point = Point(12);
    /// `f4`: the middle square's right midpoint.
    pub const F4: Point = Point(13);
    /// `g4`: the outer square's right midpoint.
    pub const G4: Point = Point(14);
    /// `c5`: the inner square's top-left corner.
    pub const C5: Point = Point(15);
    /// `d5`: the inner square's top midpoint.
    pub const D5: Point = Point(16);
    /// `e5`: the inner square's top-right corner.
    pub const E5: Point = Point(17);
    /// `b6`: the middle square's top-left corner.
    pub const B6: Point = Point(18);
    /// `d6`: the middle square's top midpoint.
    pub const D6: Point = Point(19);
    /// `f6`: the middle square's top-right corner.
    pub const F6: Point = Point(20);
    /// `a7`: the outer square's top-left corner.
    pub const A7: Point = Point(21);
    /// `d7`: the outer square's top midpoint.
    pub const D7: Point = Point(22);
    /// `g7`: the outer square's top-right corner.
    pub const G7: Point = Point(23);

    /// How many points the board has.
    pub const COUNT: usize = 24;

    /// Builds a point from its index; `None` outside `0..24`.
    pub const fn new(index: u8) -> Option<Point> {
        if (index as usize) < Point::COUNT {
            Some(Point(index))
        } else {
            None
        }
    }

    /// Builds a point from column (0 = `a`) and row (0 = row 1); `None` where
    /// the grid has no point (such as `a2` or the centre `d4`).
    pub const fn from_coords(file: u8, rank: u8) -> Option<Point> {
        let mut i = 0;
        while i < Point::COUNT {
            if COORDS[i].0 == file && COORDS[i].1 == rank {
                return Some(Point(i as u8));
            }
            i += 1;
        }
        None
    }

    /// Parses `a1`..`g7` (lower case, as FIMS writes them).
    pub fn parse(s: &str) -> Option<Point> {
        match s.as_bytes() {
            [f @ b'a'..=b'g', r @ b'1'..=b'7'] => Point::from_coords(f - b'a', r - b'1'),
            _ => None,
        }
    }

    /// 0 (`a1`) to 23 (`g7`): for arrays indexed by point.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// Column, 0 = `a`.
    pub const fn file(self) -> u8 {
        COORDS[self.0 as usize].0
    }
    /// Row, 0 = row 1.
    pub const fn rank(self) -> u8 {
        COORDS[self.0 as usize].1
    }
    /// The column letter, `a` to `g`.
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }
    /// The row digit, `1` to `7`.
    pub const fn rank_char(self) -> char {
        (b'1' + self.rank()) as char
    }

    /// The points joined to this one by a line.
    pub const fn neighbours(self) -> PointSet {
        NEIGHBOURS[self.0 as usize]
    }

    /// True when `other` is one step away along a line.
    pub const fn is_adjacent(self, other: Point) -> bool {
        self.neighbours().contains(other)
    }

    /// The mills this point belongs to: two or three.
    pub fn mills(self) -> impl Iterator<Item = [Point; 3]> {
        let mask = MILLS_THROUGH[self.index()];
        (0..MILLS.len())
            .filter(move |i| mask & (1 << i) != 0)
            .map(|i| MILLS[i])
    }

    /// Every point, `a1` first.
    pub fn all() -> impl Iterator<Item = Point> {
        (0..Point::COUNT as u8).map(Point)
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

impl fmt::Debug for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A set of points as a 24-bit mask (bit `i` = point with index `i`).
/// Bits above 23 are never set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct PointSet(u32);

impl PointSet {
    /// No point.
    pub const EMPTY: PointSet = PointSet(0);
    /// All 24 points.
    pub const ALL: PointSet = PointSet((1 << Point::COUNT) - 1);

    /// `None` when a bit above 23 is set.
    pub const fn from_bits(bits: u32) -> Option<PointSet> {
        if bits & !PointSet::ALL.0 == 0 {
            Some(PointSet(bits))
        } else {
            None
        }
    }
    /// The mask itself: bit `i` for the point with index `i`.
    pub const fn bits(self) -> u32 {
        self.0
    }
    /// The set holding only `p`.
    pub const fn from_point(p: Point) -> PointSet {
        PointSet(1 << p.0)
    }
    /// The set of the points listed (usable in constants, as the mill table is).
    pub const fn from_points(points: &[Point]) -> PointSet {
        let mut bits = 0;
        let mut i = 0;
        while i < points.len() {
            bits |= 1 << points[i].0;
            i += 1;
        }
        PointSet(bits)
    }

    /// True when the set holds no point.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Is `p` in the set?
    pub const fn contains(self, p: Point) -> bool {
        self.0 & (1 << p.0) != 0
    }
    /// True when every point of `self` is also in `of`.
    pub const fn is_subset(self, of: PointSet) -> bool {
        self.0 & !of.0 == 0
    }
    /// How many points the set holds.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }
    /// The set plus `p`.
    #[must_use]
    pub const fn with(self, p: Point) -> PointSet {
        PointSet(self.0 | (1 << p.0))
    }
    /// The set minus `p`.
    #[must_use]
    pub const fn without(self, p: Point) -> PointSet {
        PointSet(self.0 & !(1 << p.0))
    }
    /// The lowest-numbered point.
    pub const fn first(self) -> Option<Point> {
        if self.0 == 0 {
            None
        } else {
            Some(Point(self.0.trailing_zeros() as u8))
        }
    }
}

impl Iterator for PointSet {
    type Item = Point;
    fn next(&mut self) -> Option<Point> {
        let p = self.first()?;
        self.0 &= self.0 - 1;
        Some(p)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl FromIterator<Point> for PointSet {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> PointSet {
        iter.into_iter().fold(PointSet::EMPTY, PointSet::with)
    }
}

impl BitAnd for PointSet {
    type Output = PointSet;
    fn bitand(self, o: PointSet) -> PointSet {
        PointSet(self.0 & o.0)
    }
}
impl BitAndAssign for PointSet {
    fn bitand_assign(&mut self, o: PointSet) {
        self.0 &= o.0;
    }
}
impl BitOr for PointSet {
    type Output = PointSet;
    fn bitor(self, o: PointSet) -> PointSet {
        PointSet(self.0 | o.0)
    }
}
impl BitOrAssign for PointSet {
    fn bitor_assign(&mut self, o: PointSet) {
        self.0 |= o.0;
    }
}
/// Set difference.
impl Sub for PointSet {
    type Output = PointSet;
    fn sub(self, o: PointSet) -> PointSet {
        PointSet(self.0 & !o.0)
    }
}
/// Complement within the 24 points.
impl Not for PointSet {
    type Output = PointSet;
    fn not(self) -> PointSet {
        PointSet(!self.0 & PointSet::ALL.0)
    }
}

impl fmt::Debug for PointSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(*self).finish()
    }
}

const fn set(points: &[Point]) -> PointSet {
    PointSet::from_points(points)
}

use Point as P;

/// The neighbours of each point, by index (40 lines, each listed from both ends).
pub const NEIGHBOURS: [PointSet; 24] = [
    set(&[P::A4, P::B2, P::D1]),        // a1
    set(&[P::D2, P::A1, P::G1]),        // d1
    set(&[P::G4, P::F2, P::D1]),        // g1
    set(&[P::B4, P::C3, P::D2, P::A1]), // b2
    set(&[P::D3, P::B2, P::F2, P::D1]), // d2
    set(&[P::F4, P::E3, P::D2, P::G1]), // f2
    set(&[P::C4, P::D3, P::B2]),        // c3
    set(&[P::C3, P::E3, P::D2]),        // d3
    set(&[P::E4, P::D3, P::F2]),        // e3
    set(&[P::A7, P::B4, P::A1]),        // a4
    set(&[P::B6, P::A4, P::C4, P::B2]), // b4
    set(&[P::C5, P::B4, P::C3]),        // c4
    set(&[P::E5, P::F4, P::E3]),        // e4
    set(&[P::F6, P::E4, P::G4, P::F2]), // f4
    set(&[P::G7, P::F4, P::G1]),        // g4
    set(&[P::B6, P::D5, P::C4]),        // c5
    set(&[P::D6, P::C5, P::E5]),        // d5
    set(&[P::F6, P::D5, P::E4]),        // e5
    set(&[P::A7, P::D6, P::C5, P::B4]), // b6
    set(&[P::D7, P::B6, P::F6, P::D5]), // d6
    set(&[P::G7, P::D6, P::E5, P::F4]), // f6
    set(&[P::D7, P::B6, P::A4]),        // a7
    set(&[P::A7, P::G7, P::D6]),        // d7
    set(&[P::D7, P::F6, P::G4]),        // g7
];

/// The 20 mills: 12 sides of the three squares, 4 midpoint spokes, 4 diagonals.
/// Each is a line of three points in order, so its two gaps are two lines of
/// [`NEIGHBOURS`] and every line of the board lies in exactly one mill.
pub const MILLS: [[Point; 3]; 20] = [
    [P::A7, P::D7, P::G7],
    [P::G7, P::G4, P::G1],
    [P::G1, P::D1, P::A1],
    [P::A1, P::A4, P::A7],
    [P::B6, P::D6, P::F6],
    [P::F6, P::F4, P::F2],
    [P::F2, P::D2, P::B2],
    [P::B2, P::B4, P::B6],
    [P::C5, P::D5, P::E5],
    [P::E5, P::E4, P::E3],
    [P::E3, P::D3, P::C3],
    [P::C3, P::C4, P::C5],
    [P::A7, P::B6, P::C5],
    [P::D7, P::D6, P::D5],
    [P::G7, P::F6, P::E5],
    [P::G4, P::F4, P::E4],
    [P::G1, P::F2, P::E3],
    [P::D1, P::D2, P::D3],
    [P::A1, P::B2, P::C3],
    [P::A4, P::B4, P::C4],
];

/// [`MILLS`] as point sets.
pub const MILL_SETS: [PointSet; 20] = {
    let mut table = [PointSet::EMPTY; 20];
    let mut i = 0;
    while i < MILLS.len() {
        table[i] = set(&MILLS[i]);
        i += 1;
    }
    table
};

/// For each point, bit `m` is set when the point lies on mill `m` of [`MILLS`].
pub const MILLS_THROUGH: [u32; 24] = {
    let mut table = [0u32; 24];
    let mut m = 0;
    while m < MILLS.len() {
        let mut k = 0;
        while k < 3 {
            table[MILLS[m][k].index()] |= 1 << m;
            k += 1;
        }
        m += 1;
    }
    table
};

/// The cows of `cows` that stand in a complete mill of `cows`.
pub fn in_mills(cows: PointSet) -> PointSet {
    MILL_SETS
        .iter()
        .filter(|m| m.is_subset(cows))
        .fold(PointSet::EMPTY, |acc, &m| acc | m)
}

/// True when `cows` completes a mill through `at`.
pub fn mill_through(cows: PointSet, at: Point) -> bool {
    let mut mask = MILLS_THROUGH[at.index()];
    while mask != 0 {
        let m = mask.trailing_zeros() as usize;
        if MILL_SETS[m].is_subset(cows) {
            return true;
        }
        mask &= mask - 1;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::path::PathBuf;

    #[test]
    fn names_round_trip() {
        for p in Point::all() {
            assert_eq!(Point::parse(&p.to_string()), Some(p));
        }
        assert_eq!(Point::parse("a2"), None);
        assert_eq!(Point::parse("d4"), None);
        assert_eq!(Point::parse("h1"), None);
        assert_eq!(Point::parse("A1"), None);
        assert_eq!(Point::parse("a1 "), None);
        assert_eq!(Point::new(24), None);
        assert_eq!(Point::from_coords(3, 3), None);
        assert_eq!(Point::G7.to_string(), "g7");
    }

    #[test]
    fn point_sets() {
        let s = PointSet::from_points(&[Point::A1, Point::G7]);
        assert_eq!(s.count(), 2);
        assert_eq!(s.collect::<Vec<_>>(), vec![Point::A1, Point::G7]);
        assert_eq!((!s).count(), 22);
        assert_eq!(!PointSet::ALL, PointSet::EMPTY);
        assert_eq!(PointSet::from_bits(1 << 24), None);
        assert_eq!(
            s - PointSet::from_point(Point::A1),
            PointSet::from_point(Point::G7)
        );
    }

    #[test]
    fn tables_are_consistent() {
        let mut edges = 0;
        for p in Point::all() {
            for q in p.neighbours() {
                assert!(q.is_adjacent(p), "{p}-{q} listed one way only");
                edges += 1;
            }
            let n = p.mills().count();
            assert!(n == 2 || n == 3, "{p} lies on {n} mills");
        }
        assert_eq!(edges, 80);
        // Each mill is a line of two neighbour steps, and together they hold every line once.
        let mut lines = BTreeSet::new();
        for [a, b, c] in MILLS {
            assert!(a.is_adjacent(b) && b.is_adjacent(c) && !a.is_adjacent(c));
            assert!(lines.insert((a.min(b), a.max(b))));
            assert!(lines.insert((b.min(c), b.max(c))));
        }
        assert_eq!(lines.len(), 40);
    }

    /// The data file, kept in the repo (`tests/data/README.md` says where it came from).
    fn board_txt() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/morabaraba/board.txt")
    }

    #[test]
    fn tables_match_board_file() {
        let text = std::fs::read_to_string(board_txt()).expect("read board.txt");
        let mut neighbours = [PointSet::EMPTY; 24];
        let mut mills = BTreeSet::new();
        let mut seen_points = PointSet::EMPTY;
        for line in text.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') || line.starts_with("24 points") {
                continue;
            }
            if let Some((name, rest)) = line.split_once(':') {
                let p = Point::parse(name.trim()).expect("point name");
                seen_points = seen_points.with(p);
                neighbours[p.index()] = rest
                    .split_whitespace()
                    .map(|n| Point::parse(n).expect("neighbour name"))
                    .collect();
            } else {
                let mut mill: Vec<Point> = line
                    .split('-')
                    .map(|n| Point::parse(n).expect("mill point"))
                    .collect();
                mill.sort();
                mills.insert(mill);
            }
        }
        assert_eq!(seen_points, PointSet::ALL);
        assert_eq!(neighbours, NEIGHBOURS);
        let ours: BTreeSet<Vec<Point>> = MILLS
            .iter()
            .map(|m| {
                let mut v = m.to_vec();
                v.sort();
                v
            })
            .collect();
        assert_eq!(mills.len(), 20);
        assert_eq!(ours, mills);
    }

    /// A step that leaves one mill and completes another needs at least five
    /// cows of its side (docs/morabaraba.md relies on it: machine-gunning
    /// never concerns a flying side).
    #[test]
    fn breaking_one_mill_into_another_takes_five_cows() {
        let mut fewest = u32::MAX;
        for (m1, &left) in MILL_SETS.iter().zip(&MILLS) {
            for x in left {
                for y in x.neighbours() - *m1 {
                    for m2 in MILL_SETS.iter().filter(|m| m.contains(y) && !m.contains(x)) {
                        fewest = fewest.min((*m1 | *m2).without(y).count());
                    }
                }
            }
        }
        assert_eq!(fewest, 5);
    }

    #[test]
    fn mill_detection() {
        let cows = PointSet::from_points(&[Point::A7, Point::D7, Point::G7, Point::B6]);
        assert!(mill_through(cows, Point::D7));
        assert!(!mill_through(cows, Point::B6));
        assert_eq!(
            in_mills(cows),
            PointSet::from_points(&[Point::A7, Point::D7, Point::G7])
        );
    }
}
