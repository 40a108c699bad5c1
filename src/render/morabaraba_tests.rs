//! The Morabaraba scene: points, lines, cows, highlights, coordinates.

use super::*;
use crate::morabaraba::{Point as Spot, PointSet, Side, MILLS};
use crate::Color;

fn spot(s: &str) -> Spot {
    Spot::parse(s).unwrap()
}

/// Circles filled with `paint`, by centre.
fn discs(scene: &Scene, paint: Paint) -> Vec<super::Point> {
    let mut out = Vec::new();
    scene.walk(|item, t| {
        if let Item::Circle { cx, cy, style, .. } = item {
            if style.fill == Some(paint) && t.is_identity() {
                out.push(super::Point::new(*cx, *cy));
            }
        }
    });
    out
}

fn near(a: super::Point, b: super::Point) -> bool {
    (a.x - b.x).abs() < 0.01 && (a.y - b.y).abs() < 0.01
}

#[test]
fn the_board_has_24_points_and_40_lines_with_the_diagonals() {
    let layout = Layout::new(700.0, Color::Gold, false);
    let scene = build_morabaraba_scene(&layout, &MorabarabaInput::default());
    let points = discs(&scene, Paint::BoardEdge);
    assert_eq!(points.len(), 24);
    // a1 bottom left, g7 top right, 100 px apart.
    assert!(near(
        point_center(&layout, spot("a1")),
        super::Point::new(50.0, 650.0)
    ));
    assert!(near(
        point_center(&layout, spot("g7")),
        super::Point::new(650.0, 50.0)
    ));
    assert!(near(
        point_center(&layout, spot("d5")),
        super::Point::new(350.0, 250.0)
    ));
    for p in Spot::all() {
        assert!(
            points.iter().any(|c| near(*c, point_center(&layout, p))),
            "{p}"
        );
    }
    let lines: Vec<&str> = scene
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Path { d, style }
                if style.stroke.is_some_and(|s| s.paint == Paint::BoardEdge) =>
            {
                Some(d.as_ref())
            }
            _ => None,
        })
        .collect();
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].matches('M').count(), 40);
    // Every mill's ends are joined through its middle: e.g. the diagonal a1-b2-c3.
    let segment = |a: &str, b: &str| {
        let (p, q) = (
            point_center(&layout, spot(a)),
            point_center(&layout, spot(b)),
        );
        let f = |v: f32| {
            let mut s = String::new();
            super::num::push_num(&mut s, v);
            s
        };
        let one = format!("M {} {} L {} {}", f(p.x), f(p.y), f(q.x), f(q.y));
        let other = format!("M {} {} L {} {}", f(q.x), f(q.y), f(p.x), f(p.y));
        lines[0].contains(&one) || lines[0].contains(&other)
    };
    for [a, b, c] in MILLS {
        assert!(segment(&a.to_string(), &b.to_string()), "{a}-{b}");
        assert!(segment(&b.to_string(), &c.to_string()), "{b}-{c}");
    }
}

#[test]
fn cows_are_drawn_on_their_points_in_both_orientations() {
    for orientation in Color::ALL {
        let layout = Layout::new(350.0, orientation, true);
        let input = MorabarabaInput {
            white: PointSet::from_points(&[spot("a1"), spot("d5")]),
            black: PointSet::from_point(spot("g7")),
            last_move: PointSet::from_points(&[spot("d6"), spot("d5")]),
            ..MorabarabaInput::default()
        };
        let scene = build_morabaraba_scene(&layout, &input);
        let cows: Vec<(Tag, super::Point)> = scene
            .tagged()
            .into_iter()
            .map(|(tag, t, _)| (tag, super::Point::new(t.dx, t.dy)))
            .collect();
        assert_eq!(cows.len(), 3);
        for (tag, at) in cows {
            let Tag::Cow(_, p) = tag else {
                panic!("{tag:?}")
            };
            assert!(near(at, point_center(&layout, p)));
            assert_eq!(point_at(&layout, at), Some(p));
        }
        assert_eq!(discs(&scene, Paint::LastMove).len(), 2);
        // Coordinates a–g and 1–7.
        let mut labels = Vec::new();
        scene.walk(|item, _| {
            if let Item::Text {
                text,
                paint: Paint::Coordinate,
                ..
            } = item
            {
                labels.push(text.clone());
            }
        });
        labels.sort();
        assert_eq!(labels.concat(), "1234567abcdefg");
    }
    let flipped = Layout::new(700.0, Color::Silver, false);
    assert!(near(
        point_center(&flipped, spot("a1")),
        super::Point::new(650.0, 50.0)
    ));
}

#[test]
fn an_arriving_cow_and_a_shot_one_are_translucent() {
    let layout = Layout::new(700.0, Color::Gold, false);
    let input = MorabarabaInput {
        flight: Some(CowFlight {
            side: Side::White,
            from: Some(spot("d1")),
            to: spot("d2"),
            t: 0.5,
        }),
        fade: Some(CowFade {
            side: Side::Black,
            at: spot("a1"),
            alpha: 0.25,
        }),
        ..MorabarabaInput::default()
    };
    let scene = build_morabaraba_scene(&layout, &input);
    let tagged = scene.tagged();
    let (_, t, _) = tagged
        .iter()
        .find(|g| g.0 == Tag::CowFlying(Side::White))
        .unwrap();
    let mid = point_center(&layout, spot("d1")).lerp(point_center(&layout, spot("d2")), 0.5);
    assert!(near(super::Point::new(t.dx, t.dy), mid));
    let fading = tagged
        .iter()
        .find(|g| g.0 == Tag::CowFading(Side::Black, spot("a1")))
        .unwrap();
    assert!(matches!(fading.2, Item::Group { opacity, .. } if (*opacity - 0.25).abs() < 1e-6));
    // A drop fades in where it lands.
    let drop = MorabarabaInput {
        flight: Some(CowFlight {
            side: Side::Black,
            from: None,
            to: spot("g1"),
            t: 0.3,
        }),
        ..MorabarabaInput::default()
    };
    let scene = build_morabaraba_scene(&layout, &drop);
    let (_, t, item) = scene.tagged().into_iter().next().unwrap();
    assert!(near(
        super::Point::new(t.dx, t.dy),
        point_center(&layout, spot("g1"))
    ));
    assert!(matches!(item, Item::Group { opacity, .. } if (*opacity - 0.3).abs() < 1e-6));
}

#[test]
fn markings_sit_on_points_or_as_badges_on_cows() {
    let layout = Layout::new(700.0, Color::Gold, false);
    let input = MorabarabaInput {
        white: PointSet::from_point(spot("c4")),
        markings: vec![(2, 3, "A".into()), (3, 3, "x".into())],
        ..MorabarabaInput::default()
    };
    let scene = build_morabaraba_scene(&layout, &input);
    let marks: Vec<Tag> = scene
        .tagged()
        .into_iter()
        .map(|t| t.0)
        .filter(|t| matches!(t, Tag::Marking(_)))
        .collect();
    assert_eq!(marks.len(), 2);
    let svg = to_svg(&scene, &Theme::LIGHT);
    assert!(svg.contains(">A</text>") && svg.contains(">x</text>"));
}

/// The hand counters in the scene: side, count and centre in pixels.
fn hands(scene: &Scene) -> Vec<(Side, u8, super::Point)> {
    scene
        .tagged()
        .into_iter()
        .filter_map(|(tag, t, _)| match tag {
            Tag::InHand(side, n) => Some((side, n, t.apply(super::Point::new(0.0, 0.0)))),
            _ => None,
        })
        .collect()
}

#[test]
fn the_cows_in_hand_are_counted_in_the_centre_while_either_side_places() {
    let layout = Layout::new(700.0, Color::Gold, false);
    let input = MorabarabaInput {
        in_hand: (7, 8),
        ..MorabarabaInput::default()
    };
    let shown = hands(&build_morabaraba_scene(&layout, &input));
    // White's left of the centre (d4 at 350, 350), Black's right of it.
    assert_eq!(shown.len(), 2);
    assert_eq!((shown[0].0, shown[0].1), (Side::White, 7));
    assert_eq!((shown[1].0, shown[1].1), (Side::Black, 8));
    assert!(
        near(shown[0].2, super::Point::new(320.0, 350.0)),
        "{shown:?}"
    );
    assert!(
        near(shown[1].2, super::Point::new(380.0, 350.0)),
        "{shown:?}"
    );
    // The count is written on the counter.
    let mut texts = Vec::new();
    build_morabaraba_scene(&layout, &input).walk(|item, _| {
        if let Item::Text { text, .. } = item {
            texts.push(text.clone());
        }
    });
    assert!(texts.contains(&"7".to_owned()) && texts.contains(&"8".to_owned()));
    // Flipped, Black's is on the left.
    let flipped = hands(&build_morabaraba_scene(
        &Layout::new(700.0, Color::Silver, false),
        &input,
    ));
    assert!(flipped[0].2.x > flipped[1].2.x, "{flipped:?}");
    // One side done placing: its 0 still shows; both done: no counters.
    let one = MorabarabaInput {
        in_hand: (0, 1),
        ..MorabarabaInput::default()
    };
    assert_eq!(hands(&build_morabaraba_scene(&layout, &one)).len(), 2);
    assert!(hands(&build_morabaraba_scene(
        &layout,
        &MorabarabaInput::default()
    ))
    .is_empty());
}
