//! Board geometry: where each square is for a given pixel size and orientation.

use super::scene::Point;
use crate::{Color, Square};

/// Width of the coordinate margins (left and bottom), in squares.
pub const COORDINATE_MARGIN: f32 = 0.42;

/// The pixel geometry of one drawing: a square area of `size` pixels, the
/// board in it, and the coordinate margins when they are shown.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// Width and height of the whole drawing, in pixels.
    pub size: f32,
    /// Side of one square.
    pub square: f32,
    /// Top-left corner of the board (a8 with Gold at the bottom).
    pub origin: Point,
    /// The colour whose home ranks are at the bottom.
    pub orientation: Color,
    /// Whether the drawing keeps margins for file letters and rank numbers.
    pub coordinates: bool,
}

impl Layout {
    /// Fits the board (and, if `coordinates`, margins for file letters below
    /// and rank numbers on the left) into a `size` × `size` pixel area.
    pub fn new(size: f32, orientation: Color, coordinates: bool) -> Layout {
        let size = size.max(0.0);
        let margin = if coordinates { COORDINATE_MARGIN } else { 0.0 };
        let square = size / (8.0 + margin);
        Layout {
            size,
            square,
            origin: Point::new(square * margin, 0.0),
            orientation,
            coordinates,
        }
    }

    /// Side of the 8 × 8 board.
    pub fn board_size(&self) -> f32 {
        8.0 * self.square
    }

    /// Column (0 = left) and row (0 = top) of a square as seen on screen.
    pub fn cell(&self, sq: Square) -> (u8, u8) {
        match self.orientation {
            Color::Gold => (sq.file(), 7 - sq.rank()),
            Color::Silver => (7 - sq.file(), sq.rank()),
        }
    }

    /// The square shown at a screen column and row.
    pub fn square_at_cell(&self, col: u8, row: u8) -> Option<Square> {
        if col > 7 || row > 7 {
            return None;
        }
        match self.orientation {
            Color::Gold => Square::from_coords(col, 7 - row),
            Color::Silver => Square::from_coords(7 - col, row),
        }
    }

    /// Top-left corner of a square.
    pub fn square_origin(&self, sq: Square) -> Point {
        let (col, row) = self.cell(sq);
        Point::new(
            self.origin.x + f32::from(col) * self.square,
            self.origin.y + f32::from(row) * self.square,
        )
    }

    /// Centre of a square: where its piece is drawn.
    pub fn square_center(&self, sq: Square) -> Point {
        let o = self.square_origin(sq);
        Point::new(o.x + self.square / 2.0, o.y + self.square / 2.0)
    }

    /// The square under a pixel (a click), `None` outside the board.
    pub fn square_at(&self, p: Point) -> Option<Square> {
        let x = (p.x - self.origin.x) / self.square;
        let y = (p.y - self.origin.y) / self.square;
        if !(0.0..8.0).contains(&x) || !(0.0..8.0).contains(&y) {
            return None;
        }
        self.square_at_cell(x as u8, y as u8)
    }

    /// Where the file letter of screen column `col` is centred (its baseline
    /// is `size · 0.36` lower), in the bottom margin.
    pub fn file_label_center(&self, col: u8) -> Point {
        let margin = self.size - self.board_size();
        Point::new(
            self.origin.x + (f32::from(col) + 0.5) * self.square,
            self.board_size() + margin / 2.0,
        )
    }

    /// Where the rank number of screen row `row` is centred, in the left margin.
    pub fn rank_label_center(&self, row: u8) -> Point {
        Point::new(self.origin.x / 2.0, (f32::from(row) + 0.5) * self.square)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn gold_at_the_bottom() {
        let l = Layout::new(800.0, Color::Gold, false);
        assert_eq!(l.square, 100.0);
        assert_eq!(l.square_origin(sq("a8")), Point::new(0.0, 0.0));
        assert_eq!(l.square_center(sq("a1")), Point::new(50.0, 750.0));
        assert_eq!(l.square_center(sq("d4")), Point::new(350.0, 450.0));
        assert_eq!(l.square_center(sq("h8")), Point::new(750.0, 50.0));
    }

    #[test]
    fn silver_at_the_bottom() {
        let l = Layout::new(800.0, Color::Silver, false);
        assert_eq!(l.square_center(sq("h8")), Point::new(50.0, 750.0));
        assert_eq!(l.square_center(sq("a1")), Point::new(750.0, 50.0));
        assert_eq!(l.square_center(sq("d4")), Point::new(450.0, 350.0));
    }

    #[test]
    fn margins_for_coordinates() {
        let l = Layout::new(842.0, Color::Gold, true);
        assert!((l.square - 100.0).abs() < 1e-3);
        assert!((l.origin.x - 42.0).abs() < 1e-3);
        assert_eq!(l.origin.y, 0.0);
        let a = l.file_label_center(0);
        assert!((a.x - 92.0).abs() < 1e-3 && (a.y - 821.0).abs() < 1e-3);
        let r8 = l.rank_label_center(0);
        assert!((r8.x - 21.0).abs() < 1e-3 && (r8.y - 50.0).abs() < 1e-3);
    }

    #[test]
    fn hit_testing_round_trips() {
        for orientation in Color::ALL {
            for coordinates in [false, true] {
                let l = Layout::new(333.0, orientation, coordinates);
                for s in Square::all() {
                    let c = l.square_center(s);
                    assert_eq!(l.square_at(c), Some(s));
                    let o = l.square_origin(s);
                    let inside = Point::new(o.x + 0.01, o.y + l.square - 0.01);
                    assert_eq!(l.square_at(inside), Some(s));
                }
                assert_eq!(l.square_at(Point::new(l.origin.x - 1.0, 5.0)), None);
                assert_eq!(
                    l.square_at(Point::new(l.origin.x + 5.0, l.board_size() + 1.0)),
                    None
                );
                assert_eq!(l.square_at(Point::new(f32::NAN, 5.0)), None);
            }
        }
    }
}
