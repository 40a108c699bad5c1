//! An annotator's arrows, highlighted squares and the move's glyph badge,
//! as scene geometry and as SVG.

use super::*;
use crate::record::{Glyph, MarkColour};
use crate::{Color, Position, Square};

const START: &str = "rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR";

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn input() -> SceneInput {
    SceneInput::new(Position::board_from_short(START).unwrap())
}

/// The points of a polygon's path data (`M x y L x y … Z`).
fn points(d: &str) -> Vec<Point> {
    let nums: Vec<f32> = d
        .split_whitespace()
        .filter_map(|t| t.parse::<f32>().ok())
        .collect();
    nums.chunks(2).map(|p| Point::new(p[0], p[1])).collect()
}

/// Every top-level path filled with `paint`, as its points.
fn paths(scene: &Scene, paint: Paint) -> Vec<Vec<Point>> {
    scene
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Path { d, style } if style.fill == Some(paint) => Some(points(d)),
            _ => None,
        })
        .collect()
}

/// Distance from `p` to the line through `a` and `b`.
fn off_line(p: Point, a: Point, b: Point) -> f32 {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    ((p.x - a.x) * dy - (p.y - a.y) * dx).abs() / a.distance(b)
}

#[test]
fn an_arrow_of_each_colour_runs_from_its_square_to_its_target_in_its_paint() {
    for orientation in Color::ALL {
        let layout = Layout::new(800.0, orientation, false);
        let (from, to) = (sq("d2"), sq("f5"));
        for colour in MarkColour::ALL {
            let mut input = input();
            input.mark_arrows = vec![MarkArrow {
                arrow: Arrow { from, to },
                colour,
            }];
            let scene = build_scene(&layout, &input);
            let found = paths(&scene, Paint::of_mark(colour));
            assert_eq!(found.len(), 1, "{colour:?}");
            let p = &found[0];
            assert_eq!(p.len(), 7, "a shaft and a head");
            let (a, b) = (layout.square_center(from), layout.square_center(to));
            // The shaft starts across the centre of `from`; the tip is on the
            // line, inside the target square, just short of its centre.
            assert!(p[0].lerp(p[6], 0.5).distance(a) < 0.01);
            assert!(off_line(p[3], a, b) < 0.01);
            assert_eq!(layout.square_at(p[3]), Some(to));
            let short = p[3].distance(b);
            assert!(short > 0.0 && short < layout.square * 0.1, "{short}");
            // No other colour's paint is used.
            for other in MarkColour::ALL.into_iter().filter(|c| *c != colour) {
                assert!(paths(&scene, Paint::of_mark(other)).is_empty());
            }
        }
    }
}

#[test]
fn annotators_arrows_are_wider_than_the_moves_own() {
    let layout = Layout::new(800.0, Color::Gold, false);
    let arrow = Arrow {
        from: sq("c3"),
        to: sq("c6"),
    };
    let mut input = input();
    input.arrows = vec![arrow];
    input.mark_arrows = vec![MarkArrow {
        arrow,
        colour: MarkColour::Blue,
    }];
    let scene = build_scene(&layout, &input);
    let step = &paths(&scene, Paint::Arrow)[0];
    let mark = &paths(&scene, Paint::MarkBlue)[0];
    let shaft = |p: &[Point]| p[0].distance(p[6]);
    let head = |p: &[Point]| p[2].distance(p[4]);
    assert!(
        shaft(mark) > shaft(step) * 1.3,
        "{} {}",
        shaft(mark),
        shaft(step)
    );
    assert!(head(mark) > head(step) * 1.2);
    // Drawn over the step arrows.
    let index = |paint| {
        scene
            .items
            .iter()
            .position(|i| matches!(i, Item::Path { style, .. } if style.fill == Some(paint)))
    };
    assert!(index(Paint::MarkBlue) > index(Paint::Arrow));
    assert_ne!(
        Theme::LIGHT.get(Paint::MarkBlue),
        Theme::LIGHT.get(Paint::Arrow)
    );
}

#[test]
fn a_highlight_covers_its_square_under_the_pieces() {
    let layout = Layout::new(640.0, Color::Silver, true);
    let mut input = input();
    // An occupied square and an empty one.
    input.highlights = vec![
        Highlight {
            square: sq("e2"),
            colour: MarkColour::Red,
        },
        Highlight {
            square: sq("d5"),
            colour: MarkColour::Yellow,
        },
    ];
    let scene = build_scene(&layout, &input);
    let first_piece = scene
        .items
        .iter()
        .position(|i| {
            matches!(
                i,
                Item::Group {
                    tag: Tag::Piece(..),
                    ..
                }
            )
        })
        .unwrap();
    for h in &input.highlights {
        let (i, rect) = scene
            .items
            .iter()
            .enumerate()
            .find(|(_, i)| {
                matches!(i, Item::Rect { style, .. } if style.fill == Some(Paint::of_mark(h.colour)))
            })
            .unwrap();
        let Item::Rect {
            x,
            y,
            width,
            height,
            style,
            ..
        } = rect
        else {
            unreachable!()
        };
        let o = layout.square_origin(h.square);
        assert!((x - o.x).abs() < 0.01 && (y - o.y).abs() < 0.01);
        assert!((width - layout.square).abs() < 0.01 && (height - layout.square).abs() < 0.01);
        assert!(style.opacity > 0.2 && style.opacity < 1.0, "translucent");
        assert!(i < first_piece, "under the pieces");
    }
}

#[test]
fn the_glyph_badge_sits_in_a_corner_of_the_destination_square() {
    for orientation in Color::ALL {
        let layout = Layout::new(480.0, orientation, true);
        let to = sq("b3");
        for (glyph, paint) in [
            (Glyph(5), Paint::GlyphInteresting),
            (Glyph(4), Paint::GlyphBlunder),
            (Glyph(1), Paint::GlyphGood),
        ] {
            let mut input = input();
            input.glyph = Some(GlyphBadge { square: to, glyph });
            let scene = build_scene(&layout, &input);
            let tagged = scene.tagged();
            let (tag, _, group) = tagged.last().unwrap();
            assert_eq!(*tag, Tag::Glyph(to));
            let Item::Group { items, .. } = group else {
                unreachable!()
            };
            let Item::Circle { cx, cy, r, style } = &items[0] else {
                panic!("a disc first: {items:?}")
            };
            let c = Point::new(*cx, *cy);
            assert_eq!(style.fill, Some(paint));
            // Wholly inside the square, off its centre (the piece keeps that).
            let o = layout.square_origin(to);
            assert!(cx - r >= o.x && cx + r <= o.x + layout.square);
            assert!(cy - r >= o.y && cy + r <= o.y + layout.square);
            assert!(c.distance(layout.square_center(to)) > layout.square * 0.3);
            let Item::Text { text, paint, .. } = &items[1] else {
                panic!("then the symbol")
            };
            assert_eq!(Some(text.as_str()), glyph.symbol());
            assert_eq!(*paint, Paint::GlyphText);
        }
    }
    // A glyph without a symbol gets no badge.
    let mut input = input();
    input.glyph = Some(GlyphBadge {
        square: sq("b3"),
        glyph: Glyph(14),
    });
    let scene = build_scene(&Layout::new(480.0, Color::Gold, false), &input);
    assert!(scene.tagged().iter().all(|t| !matches!(t.0, Tag::Glyph(_))));
}

#[test]
fn svg_draws_arrows_highlights_and_badges_translucent_where_the_theme_says() {
    let layout = Layout::new(400.0, Color::Gold, false);
    let mut input = input();
    input.mark_arrows = vec![MarkArrow {
        arrow: Arrow {
            from: sq("d2"),
            to: sq("d4"),
        },
        colour: MarkColour::Green,
    }];
    input.highlights = vec![Highlight {
        square: sq("e4"),
        colour: MarkColour::Red,
    }];
    input.glyph = Some(GlyphBadge {
        square: sq("c2"),
        glyph: Glyph(5),
    });
    let scene = build_scene(&layout, &input);
    for theme in [Theme::LIGHT, Theme::DARK] {
        let svg = to_svg(&scene, &theme);
        let attr = |p: Paint| format!("fill=\"{}\"", theme.get(p).hex());
        let alpha = |p: Paint| {
            let mut s = String::from("fill-opacity=\"");
            super::num::push_num(&mut s, theme.get(p).alpha());
            s + "\""
        };
        let green = svg
            .lines()
            .find(|l| l.contains(&attr(Paint::MarkGreen)))
            .unwrap();
        assert!(green.trim_start().starts_with("<path"));
        assert!(green.contains(&alpha(Paint::MarkGreen)), "{green}");
        let red = svg
            .lines()
            .find(|l| l.contains(&attr(Paint::MarkRed)))
            .unwrap();
        assert!(red.trim_start().starts_with("<rect"));
        assert!(red.contains(&alpha(Paint::MarkRed)), "{red}");
        assert!(red.contains(" opacity=\"0.55\""), "{red}");
        assert!(svg.contains(&attr(Paint::GlyphInteresting)));
        assert!(svg.contains(">!?</text>"));
    }
}
