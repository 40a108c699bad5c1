//! The draw list: what to paint, in pixels, with colours named by role.
//!
//! Every item maps onto one or two calls of a 2D canvas context
//! (`fillRect`/`roundRect`, `arc`, `new Path2D(d)`, `fillText`; a group is
//! `save` + `translate` + `scale` + `globalAlpha` … `restore`) and onto one
//! SVG element. Strokes always have round caps and joins. Text positions are
//! alphabetic baselines, so no backend needs vertical text metrics; the font
//! family is the backend's choice (a sans-serif).

use super::theme::Paint;
use crate::{Piece, Square};
use std::borrow::Cow;

/// A point in the coordinate system of the enclosing group (pixels at top level).
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Point {
    /// Horizontal coordinate, growing to the right.
    pub x: f32,
    /// Vertical coordinate, growing downwards.
    pub y: f32,
}

impl Point {
    /// The point at `(x, y)`.
    pub const fn new(x: f32, y: f32) -> Point {
        Point { x, y }
    }

    /// The point a fraction `t` of the way from `self` to `to`.
    #[must_use]
    pub fn lerp(self, to: Point, t: f32) -> Point {
        Point::new(self.x + (to.x - self.x) * t, self.y + (to.y - self.y) * t)
    }

    /// The straight-line distance to `other`.
    pub fn distance(self, other: Point) -> f32 {
        ((self.x - other.x).powi(2) + (self.y - other.y).powi(2)).sqrt()
    }
}

/// An outline: paint and width (in the units of the enclosing group).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stroke {
    /// The outline's colour role.
    pub paint: Paint,
    /// Line width, centred on the outline.
    pub width: f32,
}

/// How a shape is painted. `opacity` multiplies the theme colour's own alpha.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// The inside's colour role; `None` leaves it unpainted.
    pub fill: Option<Paint>,
    /// The outline; `None` draws none.
    pub stroke: Option<Stroke>,
    /// `0.0` invisible … `1.0` as the theme says.
    pub opacity: f32,
}

impl Style {
    /// Filled with `paint`, no outline.
    pub const fn fill(paint: Paint) -> Style {
        Style {
            fill: Some(paint),
            stroke: None,
            opacity: 1.0,
        }
    }
    /// Outlined with `paint`, `width` wide, not filled.
    pub const fn stroke(paint: Paint, width: f32) -> Style {
        Style {
            fill: None,
            stroke: Some(Stroke { paint, width }),
            opacity: 1.0,
        }
    }
    /// The same style with an outline added (or replaced).
    #[must_use]
    pub const fn with_stroke(mut self, paint: Paint, width: f32) -> Style {
        self.stroke = Some(Stroke { paint, width });
        self
    }
    /// The same style with another opacity.
    #[must_use]
    pub const fn with_opacity(mut self, opacity: f32) -> Style {
        self.opacity = opacity;
        self
    }
}

/// Horizontal text alignment (`text-anchor` in SVG, `textAlign` on a canvas).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// The text starts at the point.
    Start,
    /// The text is centred on the point.
    Middle,
    /// The text ends at the point.
    End,
}

/// Font weight of a text item.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weight {
    /// Regular text (coordinates, labels).
    Normal,
    /// Bold text (letters on tokens, marking badges).
    Bold,
}

/// `translate(dx, dy) scale(scale)`: a point `p` of the group lands at
/// `(dx + scale·p.x, dy + scale·p.y)` in the parent.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Transform {
    /// Horizontal offset, in the parent's units.
    pub dx: f32,
    /// Vertical offset, in the parent's units.
    pub dy: f32,
    /// Scale factor applied before the offset.
    pub scale: f32,
}

impl Transform {
    /// No offset, scale 1: the group draws in its parent's coordinates.
    pub const IDENTITY: Transform = Transform {
        dx: 0.0,
        dy: 0.0,
        scale: 1.0,
    };

    /// `translate(dx, dy) scale(scale)`.
    pub const fn new(dx: f32, dy: f32, scale: f32) -> Transform {
        Transform { dx, dy, scale }
    }

    /// Where a point of the group lands in the parent.
    pub fn apply(self, p: Point) -> Point {
        Point::new(self.dx + self.scale * p.x, self.dy + self.scale * p.y)
    }

    /// The transform applying `inner` first, then `self`.
    #[must_use]
    pub fn then_inner(self, inner: Transform) -> Transform {
        Transform::new(
            self.dx + self.scale * inner.dx,
            self.dy + self.scale * inner.dy,
            self.scale * inner.scale,
        )
    }

    /// True for [`Transform::IDENTITY`], which a backend may skip.
    pub fn is_identity(self) -> bool {
        self == Transform::IDENTITY
    }
}

/// What a group shows, for tests, hit regions and accessibility layers;
/// backends may ignore it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tag {
    /// An untagged group (board layers, decorations).
    None,
    /// A piece at rest on a square.
    Piece(Piece, Square),
    /// A piece in flight (animation).
    Flying(Piece),
    /// A captured piece fading out on its trap.
    Fading(Piece, Square),
    /// The label of a marking.
    Marking(Square),
    /// The badge of the move's glyph, on the square the move ended on.
    Glyph(Square),
    /// The ring around a piece the side to move can capture this turn.
    Capturable(Square),
    /// The ring around a rabbit that can reach goal in one turn.
    GoalThreat(Square),
    /// A trap's count of neighbouring pieces by side.
    TrapControl(Square),
    /// A Morabaraba cow at rest on a point.
    Cow(crate::morabaraba::Side, crate::morabaraba::Point),
    /// A cow arriving (dropped or moving).
    CowFlying(crate::morabaraba::Side),
    /// A shot cow fading out.
    CowFading(crate::morabaraba::Side, crate::morabaraba::Point),
    /// The count of a side's cows still to place.
    InHand(crate::morabaraba::Side, u8),
}

/// One thing to draw.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// An axis-aligned rectangle with optional rounded corners.
    Rect {
        /// Left edge, in the group's units.
        x: f32,
        /// Top edge.
        y: f32,
        /// Width, in the group's units.
        width: f32,
        /// Height.
        height: f32,
        /// Corner radius; `0.0` for square corners.
        radius: f32,
        /// Fill, outline and opacity.
        style: Style,
    },
    /// A circle.
    Circle {
        /// Centre, horizontally.
        cx: f32,
        /// Centre, vertically.
        cy: f32,
        /// Radius.
        r: f32,
        /// Fill, outline and opacity.
        style: Style,
    },
    /// SVG path data; glyphs are `'static` so a backend can cache their `Path2D`.
    Path {
        /// The path data, in the units of the enclosing group.
        d: Cow<'static, str>,
        /// Fill, outline and opacity.
        style: Style,
    },
    /// Text whose baseline starts (or is centred, or ends) at `(x, y)`.
    Text {
        /// Horizontal position of the anchor.
        x: f32,
        /// Vertical position of the baseline.
        y: f32,
        /// The text to draw.
        text: String,
        /// Font size, in the group's units.
        size: f32,
        /// Regular or bold.
        weight: Weight,
        /// Which end of the text `x` is (start, middle, end).
        anchor: Anchor,
        /// The text's colour role.
        paint: Paint,
    },
    /// Children drawn with a transform and a group opacity. SVG composites
    /// the group first; a canvas may do the same with an offscreen layer or
    /// simply multiply `globalAlpha` (overlaps then show through slightly).
    Group {
        /// What the group shows, for hit tests and accessibility.
        tag: Tag,
        /// Maps the children's coordinates into the parent's.
        transform: Transform,
        /// Opacity of the whole group, `0.0` … `1.0`.
        opacity: f32,
        /// The children, drawn first to last.
        items: Vec<Item>,
    },
}

impl Item {
    /// A rectangle with square corners.
    pub fn rect(x: f32, y: f32, width: f32, height: f32, style: Style) -> Item {
        Item::Rect {
            x,
            y,
            width,
            height,
            radius: 0.0,
            style,
        }
    }

    /// Text centred on `at` (the baseline set so the letters sit around it).
    pub fn centered_text(at: Point, text: String, size: f32, weight: Weight, paint: Paint) -> Item {
        Item::Text {
            x: at.x,
            y: at.y + size * 0.36,
            text,
            size,
            weight,
            anchor: Anchor::Middle,
            paint,
        }
    }

    /// A circle around `center`.
    pub fn circle(center: Point, r: f32, style: Style) -> Item {
        Item::Circle {
            cx: center.x,
            cy: center.y,
            r,
            style,
        }
    }

    /// A path from SVG path data (a [`PathData`](super::PathData) string or a
    /// glyph's `'static` data).
    pub fn path(d: impl Into<Cow<'static, str>>, style: Style) -> Item {
        Item::Path { d: d.into(), style }
    }

    /// Visits this item and, for groups, every descendant, with the transform
    /// that maps the item's coordinates to the scene's pixels.
    pub fn walk<'a>(&'a self, to_scene: Transform, f: &mut impl FnMut(&'a Item, Transform)) {
        f(self, to_scene);
        if let Item::Group {
            transform, items, ..
        } = self
        {
            let inner = to_scene.then_inner(*transform);
            for item in items {
                item.walk(inner, f);
            }
        }
    }
}

/// A complete picture: its pixel size and items drawn first to last.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Scene {
    /// Width in pixels.
    pub width: f32,
    /// Height in pixels.
    pub height: f32,
    /// The items, drawn first to last (later ones on top).
    pub items: Vec<Item>,
}

impl Scene {
    /// An empty picture of `width` × `height` pixels.
    pub fn new(width: f32, height: f32) -> Scene {
        Scene {
            width,
            height,
            items: Vec::new(),
        }
    }

    /// Adds an item on top of those already there.
    pub fn push(&mut self, item: Item) {
        self.items.push(item);
    }

    /// Every item, depth first, with its transform to scene pixels.
    pub fn walk<'a>(&'a self, mut f: impl FnMut(&'a Item, Transform)) {
        for item in &self.items {
            item.walk(Transform::IDENTITY, &mut f);
        }
    }

    /// The tagged groups with their transform to scene pixels
    /// (the group's own transform included).
    pub fn tagged(&self) -> Vec<(Tag, Transform, &Item)> {
        let mut found = Vec::new();
        self.walk(|item, to_scene| {
            if let Item::Group { tag, transform, .. } = item {
                if *tag != Tag::None {
                    found.push((*tag, to_scene.then_inner(*transform), item));
                }
            }
        });
        found
    }
}
