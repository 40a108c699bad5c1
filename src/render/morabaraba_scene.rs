//! Building the scene of a Morabaraba board: the 24 points joined by their
//! 40 lines (the four diagonals included), coordinates a–g / 1–7, cows of
//! both sides (at rest, arriving, shot), the last move and markings.
//!
//! The same [`Layout`] as Arimaa's (size, orientation, margins) is divided
//! into a 7 × 7 grid; White takes the gold paints and Black the silver ones,
//! so one theme (and the same CSS custom properties) serves both games.

use super::frame;
use super::layout::Layout;
use super::path::PathData;
use super::scene::{Item, Point, Scene, Style, Tag, Transform, Weight};
use super::theme::Paint;
use crate::morabaraba::{Point as Spot, PointSet, Side, NEIGHBOURS};
use crate::Color;

/// A cow on its way: dropped from the hand (`from` = `None`, it fades in) or
/// stepping / flying from `from`; `t` runs from 0 to 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CowFlight {
    /// Whose cow it is.
    pub side: Side,
    /// The point it leaves; `None` for a drop.
    pub from: Option<Spot>,
    /// The point it arrives on.
    pub to: Spot,
    /// Progress, `0.0` at the start … `1.0` arrived.
    pub t: f32,
}

/// A shot cow fading out (`alpha` from 1 to 0).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CowFade {
    /// Whose cow it is.
    pub side: Side,
    /// The point it stood on.
    pub at: Spot,
    /// Opacity, `1.0` just shot … `0.0` gone.
    pub alpha: f32,
}

/// Everything a Morabaraba picture shows besides its geometry.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct MorabarabaInput {
    /// The cows at rest; while animating, after the move (the arriving cow
    /// is drawn by `flight`, not here).
    pub white: PointSet,
    /// Black's cows at rest, as `white` is White's.
    pub black: PointSet,
    /// The points the last move left and entered.
    pub last_move: PointSet,
    /// Labels on points, by the 7 × 7 grid (file 0..7, rank 0..7).
    pub markings: Vec<(u8, u8, String)>,
    /// A cow arriving in this frame.
    pub flight: Option<CowFlight>,
    /// A shot cow fading out in this frame.
    pub fade: Option<CowFade>,
    /// The cows White and Black still have to place (shown while either
    /// has some).
    pub in_hand: (u8, u8),
    /// The cow picked up on the board (a move being made).
    pub selected: Option<Spot>,
    /// Where a move being made may go (dots on empty points), or the cows a
    /// formed mill may shoot (rings).
    pub targets: PointSet,
}

/// The side of one grid cell.
fn cell(layout: &Layout) -> f32 {
    layout.board_size() / 7.0
}

/// The pixel centre of a grid position (file and rank 0..7) on screen.
pub fn grid_center(layout: &Layout, file: u8, rank: u8) -> Point {
    let (col, row) = match layout.orientation {
        Color::Gold => (file, 6 - rank.min(6)),
        Color::Silver => (6 - file.min(6), rank),
    };
    let c = cell(layout);
    Point::new(
        layout.origin.x + (f32::from(col) + 0.5) * c,
        layout.origin.y + (f32::from(row) + 0.5) * c,
    )
}

/// The pixel centre of a point.
pub fn point_center(layout: &Layout, p: Spot) -> Point {
    grid_center(layout, p.file(), p.rank())
}

/// The point under a pixel (a click), within a third of a cell of it.
pub fn point_at(layout: &Layout, at: Point) -> Option<Spot> {
    let c = cell(layout);
    Spot::all().find(|p| point_center(layout, *p).distance(at) <= c / 3.0)
}

/// Draws `input` with the geometry of `layout`.
pub fn build_morabaraba_scene(layout: &Layout, input: &MorabarabaInput) -> Scene {
    let mut scene = Scene::new(layout.size, layout.size);
    let c = cell(layout);
    frame::ground(&mut scene, layout);
    frame::edge(&mut scene, layout, (c * 0.03).max(1.0));
    // The lines, one path: each neighbour pair once.
    let mut lines = PathData::new();
    for p in Spot::all() {
        for q in NEIGHBOURS[p.index()] {
            if q.index() > p.index() {
                lines.move_to(point_center(layout, p));
                lines.line_to(point_center(layout, q));
            }
        }
    }
    scene.push(Item::path(
        lines.into_string(),
        Style::stroke(Paint::BoardEdge, (c * 0.045).max(1.0)),
    ));
    for p in input.last_move {
        scene.push(Item::circle(
            point_center(layout, p),
            c * 0.46,
            Style::fill(Paint::LastMove),
        ));
    }
    if let Some(p) = input.selected {
        scene.push(Item::circle(
            point_center(layout, p),
            c * 0.46,
            Style::fill(Paint::Selected),
        ));
    }
    for p in Spot::all() {
        scene.push(Item::circle(
            point_center(layout, p),
            c * 0.09,
            Style::fill(Paint::BoardEdge),
        ));
    }
    if layout.coordinates {
        coordinates(&mut scene, layout);
    }
    for (set, s) in [(input.white, Side::White), (input.black, Side::Black)] {
        for p in set {
            let at = point_center(layout, p);
            scene.push(cow(c, s, at, Tag::Cow(s, p), 1.0));
        }
    }
    if let Some(f) = input.fade {
        let at = point_center(layout, f.at);
        let alpha = f.alpha.clamp(0.0, 1.0);
        scene.push(cow(c, f.side, at, Tag::CowFading(f.side, f.at), alpha));
    }
    if let Some(f) = input.flight {
        let t = f.t.clamp(0.0, 1.0);
        let to = point_center(layout, f.to);
        let (at, alpha) = match f.from {
            Some(from) => (point_center(layout, from).lerp(to, t), 1.0),
            None => (to, t),
        };
        scene.push(cow(c, f.side, at, Tag::CowFlying(f.side), alpha));
    }
    for p in input.targets {
        let at = point_center(layout, p);
        scene.push(if occupied_by_cow(input, p) {
            Item::circle(at, c * 0.42, Style::stroke(Paint::LegalTarget, c * 0.07))
        } else {
            Item::circle(at, c * 0.15, Style::fill(Paint::LegalTarget))
        });
    }
    if input.in_hand != (0, 0) {
        hand(&mut scene, layout, input.in_hand);
    }
    let occupied = input.white | input.black;
    for (file, rank, label) in &input.markings {
        let on_cow = Spot::from_coords(*file, *rank).is_some_and(|p| occupied.contains(p));
        scene.push(marking(layout, *file, *rank, label, on_cow));
    }
    scene
}

fn occupied_by_cow(input: &MorabarabaInput, p: Spot) -> bool {
    (input.white | input.black).contains(p)
}

/// The cows each side still has to place, as a count on a smaller cow of
/// its colour in the centre of the board, the one place no point or line
/// is; White's on the left when White is at the bottom. A side with none
/// left shows 0, faded, while the other still places.
fn hand(scene: &mut Scene, layout: &Layout, (white, black): (u8, u8)) {
    let c = cell(layout);
    let centre = grid_center(layout, 3, 3);
    let dx = match layout.orientation {
        Color::Gold => -0.3 * c,
        Color::Silver => 0.3 * c,
    };
    for (side, n, x) in [
        (Side::White, white, centre.x + dx),
        (Side::Black, black, centre.x - dx),
    ] {
        let at = Point::new(x, centre.y);
        let opacity = if n == 0 { 0.45 } else { 1.0 };
        let mut token = cow(c * 0.75, side, at, Tag::InHand(side, n), opacity);
        if let Item::Group { items, .. } = &mut token {
            // Ink on the cow's body, as Arimaa's piece letters; the inner ring would cross it.
            items.pop();
            let ink = match side {
                Side::White => Paint::GoldPieceInk,
                Side::Black => Paint::SilverPieceInk,
            };
            let size = if n > 9 { 0.36 } else { 0.44 };
            let text = n.to_string();
            items.push(Item::centered_text(
                Point::new(0.0, 0.0),
                text,
                size,
                Weight::Bold,
                ink,
            ));
        }
        scene.push(token);
    }
}

/// A cow: a shadowed disc with a rim and an inner ring, centred on `at`.
fn cow(cell: f32, side: Side, at: Point, tag: Tag, opacity: f32) -> Item {
    let (body, rim, ink) = match side {
        Side::White => (Paint::GoldPiece, Paint::GoldPieceRim, Paint::GoldPieceInk),
        Side::Black => (
            Paint::SilverPiece,
            Paint::SilverPieceRim,
            Paint::SilverPieceInk,
        ),
    };
    let o = Point::new(0.0, 0.0);
    Item::Group {
        tag,
        transform: Transform::new(at.x, at.y, cell),
        opacity,
        items: vec![
            Item::circle(
                Point::new(0.02, 0.04),
                0.36,
                Style::fill(Paint::PieceShadow),
            ),
            Item::circle(o, 0.34, Style::fill(body).with_stroke(rim, 0.05)),
            Item::circle(o, 0.2, Style::stroke(ink, 0.035).with_opacity(0.6)),
        ],
    }
}

fn coordinates(scene: &mut Scene, layout: &Layout) {
    let size = layout.square * 0.3;
    let below = layout.board_size() + (layout.size - layout.board_size()) / 2.0;
    for i in 0..7u8 {
        let file = grid_center(layout, i, 0);
        scene.push(Item::centered_text(
            Point::new(file.x, below),
            String::from(char::from(b'a' + i)),
            size,
            Weight::Normal,
            Paint::Coordinate,
        ));
        let rank = grid_center(layout, 0, i);
        scene.push(Item::centered_text(
            Point::new(layout.origin.x / 2.0, rank.y),
            String::from(char::from(b'1' + i)),
            size,
            Weight::Normal,
            Paint::Coordinate,
        ));
    }
}

fn marking(layout: &Layout, file: u8, rank: u8, label: &str, on_cow: bool) -> Item {
    let c = cell(layout);
    let at = grid_center(layout, file, rank);
    let chars = label.chars().count().max(1) as f32;
    let items = if on_cow {
        let badge = Point::new(at.x + c * 0.3, at.y - c * 0.3);
        vec![
            Item::circle(
                badge,
                c * 0.17,
                Style::fill(Paint::Marking).with_stroke(Paint::MarkingText, c * 0.02),
            ),
            Item::centered_text(
                badge,
                label.to_owned(),
                c * 0.24 * (2.0 / chars.max(2.0)),
                Weight::Bold,
                Paint::MarkingText,
            ),
        ]
    } else {
        vec![Item::centered_text(
            at,
            label.to_owned(),
            c * 0.5 * (2.0 / chars.max(2.0)).min(1.0),
            Weight::Bold,
            Paint::Marking,
        )]
    };
    let square = crate::Square::from_coords(file.min(7), rank.min(7)).expect("on the board");
    Item::Group {
        tag: Tag::Marking(square),
        transform: Transform::IDENTITY,
        opacity: 1.0,
        items,
    }
}
