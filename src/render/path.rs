//! Building SVG path data (`M 1 2 L 3 4 Z`), the format both backends accept:
//! SVG's `d` attribute and the canvas `Path2D` constructor.

use super::num::push_num;
use super::scene::Point;

/// An SVG path-data string under construction.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PathData(String);

impl PathData {
    /// An empty path.
    pub fn new() -> PathData {
        PathData(String::new())
    }

    fn command(&mut self, c: char, points: &[Point]) -> &mut Self {
        if !self.0.is_empty() {
            self.0.push(' ');
        }
        self.0.push(c);
        for p in points {
            self.0.push(' ');
            push_num(&mut self.0, p.x);
            self.0.push(' ');
            push_num(&mut self.0, p.y);
        }
        self
    }

    /// `M`: starts a new subpath at `p`.
    pub fn move_to(&mut self, p: Point) -> &mut Self {
        self.command('M', &[p])
    }
    /// `L`: a straight line to `p`.
    pub fn line_to(&mut self, p: Point) -> &mut Self {
        self.command('L', &[p])
    }
    /// `Q`: a quadratic Bézier curve to `p`, bent towards `control`.
    pub fn quad_to(&mut self, control: Point, p: Point) -> &mut Self {
        self.command('Q', &[control, p])
    }
    /// `Z`: closes the subpath with a line back to its start.
    pub fn close(&mut self) -> &mut Self {
        self.command('Z', &[])
    }

    /// A closed polygon through `points`.
    pub fn polygon(points: &[Point]) -> PathData {
        let mut d = PathData::new();
        if let Some((first, rest)) = points.split_first() {
            d.move_to(*first);
            for p in rest {
                d.line_to(*p);
            }
            d.close();
        }
        d
    }

    /// The path data so far.
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The path data, for an [`Item::Path`](super::Item::Path).
    pub fn into_string(self) -> String {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_commands() {
        let mut d = PathData::new();
        d.move_to(Point::new(1.0, 2.5))
            .line_to(Point::new(3.0, 4.0))
            .quad_to(Point::new(5.0, 6.0), Point::new(7.0, 8.0))
            .close();
        assert_eq!(d.as_str(), "M 1 2.5 L 3 4 Q 5 6 7 8 Z");
        assert_eq!(PathData::polygon(&[]).as_str(), "");
    }
}
