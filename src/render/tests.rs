//! The scene tested as geometry: where things are drawn, not how they look.

use super::*;
use crate::{
    Bitboard, Board, Color, Direction, Piece, Position, Role, Square, TakenStep, TurnBuilder,
};

const START: &str = "rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR";

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn piece(c: char) -> Piece {
    Piece::from_char(c).unwrap()
}

fn near(a: Point, b: Point) -> bool {
    a.distance(b) < 0.01
}

/// The centre, in scene pixels, of every group tagged `want`.
fn centers(scene: &Scene, want: impl Fn(Tag) -> bool) -> Vec<Point> {
    scene
        .tagged()
        .into_iter()
        .filter(|(tag, _, _)| want(*tag))
        .map(|(_, t, _)| t.apply(Point::new(GLYPH_BOX / 2.0, GLYPH_BOX / 2.0)))
        .collect()
}

fn fill_rects(scene: &Scene, paint: Paint) -> Vec<(Point, f32)> {
    let mut found = Vec::new();
    scene.walk(|item, to_scene| {
        if let Item::Rect {
            x,
            y,
            width,
            height,
            style,
            ..
        } = item
        {
            if style.fill == Some(paint) {
                let c = to_scene.apply(Point::new(x + width / 2.0, y + height / 2.0));
                found.push((c, width * to_scene.scale));
            }
        }
    });
    found
}

fn texts(scene: &Scene) -> Vec<(String, Point, Paint)> {
    let mut found = Vec::new();
    scene.walk(|item, to_scene| {
        if let Item::Text {
            x, y, text, paint, ..
        } = item
        {
            found.push((text.clone(), to_scene.apply(Point::new(*x, *y)), *paint));
        }
    });
    found
}

fn lone_piece(p: char, on: &str) -> Board {
    let mut board = Board::empty();
    board.put(sq(on), piece(p));
    board
}

#[test]
fn piece_on_d4_is_centred_in_both_orientations() {
    let input = SceneInput::new(lone_piece('E', "d4"));
    for (orientation, expected) in [
        (Color::Gold, Point::new(350.0, 450.0)),
        (Color::Silver, Point::new(450.0, 350.0)),
    ] {
        let layout = Layout::new(800.0, orientation, false);
        let scene = build_scene(&layout, &input);
        let found = centers(&scene, |t| t == Tag::Piece(piece('E'), sq("d4")));
        assert_eq!(found.len(), 1);
        assert!(near(found[0], expected), "{orientation:?}: {:?}", found[0]);
        // The token itself: a circle of TOKEN_RADIUS centred on the square.
        let mut tokens = Vec::new();
        scene.walk(|item, t| {
            if let Item::Circle { cx, cy, r, style } = item {
                if style.fill == Some(Paint::GoldPiece) {
                    tokens.push((t.apply(Point::new(*cx, *cy)), r * t.scale));
                }
            }
        });
        assert_eq!(tokens.len(), 1);
        assert!(near(tokens[0].0, expected));
        assert!((tokens[0].1 - 45.0).abs() < 0.01);
    }
}

#[test]
fn every_piece_of_the_start_position_is_drawn_on_its_square() {
    let board = Position::board_from_short(START).unwrap();
    for orientation in Color::ALL {
        let layout = Layout::new(400.0, orientation, true);
        let scene = build_scene(&layout, &SceneInput::new(board));
        let mut count = 0;
        for (tag, t, _) in scene.tagged() {
            if let Tag::Piece(p, s) = tag {
                assert_eq!(board.piece_at(s), Some(p));
                let c = t.apply(Point::new(50.0, 50.0));
                assert_eq!(layout.square_at(c), Some(s));
                count += 1;
            }
        }
        assert_eq!(count, 32);
    }
}

#[test]
fn traps_are_drawn_at_c3_f3_c6_f6() {
    for orientation in Color::ALL {
        let layout = Layout::new(640.0, orientation, true);
        let scene = build_scene(&layout, &SceneInput::default());
        let traps = fill_rects(&scene, Paint::TrapSquare);
        let mut squares: Vec<Square> = traps
            .iter()
            .map(|(c, w)| {
                assert!((w - layout.square).abs() < 0.01);
                layout.square_at(*c).unwrap()
            })
            .collect();
        squares.sort();
        assert_eq!(squares, vec![sq("c3"), sq("f3"), sq("c6"), sq("f6")]);
    }
}

#[test]
fn highlights_and_selection_cover_their_squares() {
    let layout = Layout::new(400.0, Color::Silver, false);
    let mut input = SceneInput::new(lone_piece('R', "a2"));
    input.last_move = Bitboard::EMPTY.with(sq("a1")).with(sq("a2"));
    input.selected = Some(sq("a2"));
    input.targets = Bitboard::EMPTY.with(sq("a3")).with(sq("a2"));
    let scene = build_scene(&layout, &input);
    let on = |paint| {
        let mut v: Vec<Square> = fill_rects(&scene, paint)
            .iter()
            .map(|(c, _)| layout.square_at(*c).unwrap())
            .collect();
        v.sort();
        v
    };
    assert_eq!(on(Paint::LastMove), vec![sq("a1"), sq("a2")]);
    assert_eq!(on(Paint::Selected), vec![sq("a2")]);
    // A dot on the empty target, a ring around the occupied one.
    let mut dots = Vec::new();
    let mut rings = Vec::new();
    scene.walk(|item, _| {
        if let Item::Circle { cx, cy, style, .. } = item {
            let s = layout.square_at(Point::new(*cx, *cy));
            if style.fill == Some(Paint::LegalTarget) {
                dots.push(s);
            } else if style.stroke.map(|s| s.paint) == Some(Paint::LegalTarget) {
                rings.push(s);
            }
        }
    });
    assert_eq!(dots, vec![Some(sq("a3"))]);
    assert_eq!(rings, vec![Some(sq("a2"))]);
}

#[test]
fn coordinates_follow_the_orientation() {
    for (orientation, left_file, bottom_rank) in
        [(Color::Gold, "a", "1"), (Color::Silver, "h", "8")]
    {
        let layout = Layout::new(420.0, orientation, true);
        let scene = build_scene(&layout, &SceneInput::default());
        let labels: Vec<_> = texts(&scene)
            .into_iter()
            .filter(|t| t.2 == Paint::Coordinate)
            .collect();
        assert_eq!(labels.len(), 16);
        let leftmost_file = labels
            .iter()
            .filter(|t| t.1.y > layout.board_size())
            .min_by(|a, b| a.1.x.total_cmp(&b.1.x))
            .unwrap();
        assert_eq!(leftmost_file.0, left_file);
        let lowest_rank = labels
            .iter()
            .filter(|t| t.1.x < layout.origin.x)
            .max_by(|a, b| a.1.y.total_cmp(&b.1.y))
            .unwrap();
        assert_eq!(lowest_rank.0, bottom_rank);
        // Every label lies in the margins, none on the board.
        assert!(labels.iter().all(|t| layout.square_at(t.1).is_none()));
    }
    let scene = build_scene(
        &Layout::new(420.0, Color::Gold, false),
        &SceneInput::default(),
    );
    assert!(texts(&scene).is_empty());
}

#[test]
fn markings_label_their_squares() {
    let layout = Layout::new(800.0, Color::Gold, false);
    let mut input = SceneInput::new(lone_piece('d', "e5"));
    input.markings = vec![
        Marking {
            square: sq("b4"),
            label: "A".into(),
        },
        Marking {
            square: sq("e5"),
            label: "x".into(),
        },
    ];
    let scene = build_scene(&layout, &input);
    let labels: Vec<_> = texts(&scene)
        .into_iter()
        .filter(|t| t.0 == "A" || t.0 == "x")
        .collect();
    assert_eq!(labels.len(), 2);
    // Baselines sit inside the marked squares: centred on an empty one,
    // in a badge at the top-right corner of an occupied one.
    assert_eq!(layout.square_at(labels[0].1), Some(sq("b4")));
    assert!((labels[0].1.x - layout.square_center(sq("b4")).x).abs() < 0.01);
    assert_eq!(labels[0].2, Paint::Marking);
    assert_eq!(layout.square_at(labels[1].1), Some(sq("e5")));
    assert!(labels[1].1.x > layout.square_center(sq("e5")).x);
    assert_eq!(labels[1].2, Paint::MarkingText);
    let tags: Vec<_> = scene
        .tagged()
        .into_iter()
        .map(|t| t.0)
        .filter(|t| matches!(t, Tag::Marking(_)))
        .collect();
    assert_eq!(tags, vec![Tag::Marking(sq("b4")), Tag::Marking(sq("e5"))]);
    // Markings are drawn above the pieces.
    let order: Vec<_> = scene
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Group { tag, .. } => Some(*tag),
            _ => None,
        })
        .collect();
    assert!(matches!(order.last(), Some(Tag::Marking(_))));
}

#[test]
fn a_piece_in_flight_is_at_the_interpolated_position() {
    let layout = Layout::new(800.0, Color::Gold, false);
    // The board after the step: the elephant already stands on d5.
    let mut input = SceneInput::new(lone_piece('E', "d5"));
    input.animation.flights.push(Flight {
        piece: piece('E'),
        from: sq("d4"),
        to: sq("d5"),
        t: 0.25,
    });
    let scene = build_scene(&layout, &input);
    assert!(
        centers(&scene, |t| matches!(t, Tag::Piece(..))).is_empty(),
        "the arriving piece is not drawn twice"
    );
    let flying = centers(&scene, |t| t == Tag::Flying(piece('E')));
    let expected = layout
        .square_center(sq("d4"))
        .lerp(layout.square_center(sq("d5")), 0.25);
    assert_eq!(flying.len(), 1);
    assert!(near(flying[0], expected), "{:?} vs {expected:?}", flying[0]);
    assert!(near(expected, Point::new(350.0, 425.0)));
    // Silver at the bottom: the same flight moves down the screen.
    let flipped = build_scene(&Layout::new(800.0, Color::Silver, false), &input);
    assert!(near(
        centers(&flipped, |t| t == Tag::Flying(piece('E')))[0],
        Point::new(450.0, 375.0)
    ));
}

#[test]
fn a_fading_capture_is_translucent_on_its_trap() {
    let layout = Layout::new(800.0, Color::Gold, false);
    let mut input = SceneInput::default();
    input.animation.fades.push(Fade {
        piece: piece('c'),
        square: sq("c6"),
        alpha: 0.4,
    });
    let scene = build_scene(&layout, &input);
    let tagged = scene.tagged();
    let (_, t, item) = tagged
        .iter()
        .find(|t| t.0 == Tag::Fading(piece('c'), sq("c6")))
        .unwrap();
    assert!(near(
        t.apply(Point::new(50.0, 50.0)),
        layout.square_center(sq("c6"))
    ));
    assert!(matches!(item, Item::Group { opacity, .. } if (*opacity - 0.4).abs() < 1e-6));
}

/// Gold pushes the lone silver cat from c5 onto the trap c6 with the elephant, then steps a rabbit.
fn push_and_capture() -> (Board, Vec<TakenStep>) {
    let mut board = Board::empty();
    board.put(sq("c5"), piece('c'));
    board.put(sq("d5"), piece('E'));
    board.put(sq("a2"), piece('R'));
    board.put(sq("h7"), piece('r'));
    let mut turn = TurnBuilder::new(Position::new(board, Color::Gold));
    let steps = vec![
        turn.step_from(sq("c5"), Direction::North).unwrap(),
        turn.step_from(sq("d5"), Direction::West).unwrap(),
        turn.step_from(sq("a2"), Direction::North).unwrap(),
    ];
    (board, steps)
}

#[test]
fn a_capturing_step_moves_then_fades() {
    let (_, steps) = push_and_capture();
    let capture = steps[0].capture.expect("the cat dies on c6");
    assert_eq!(capture.square, sq("c6"));
    let early = Animation::step(&steps[0], 0.3);
    assert_eq!(early.fades, vec![]);
    assert_eq!(early.flights.len(), 1);
    assert!((early.flights[0].t - 0.5).abs() < 1e-6);
    let late = Animation::step(&steps[0], 0.8);
    assert_eq!(late.flights, vec![]);
    assert_eq!(late.fades.len(), 1);
    assert!((late.fades[0].alpha - 0.5).abs() < 1e-5);
    let plain = Animation::step(&steps[1], 0.3);
    assert_eq!(
        plain.flights,
        vec![Flight {
            piece: piece('E'),
            from: sq("d5"),
            to: sq("c5"),
            t: 0.3
        }]
    );
}

#[test]
fn a_turn_plays_step_by_step() {
    let (before, steps) = push_and_capture();
    let (board, anim) = turn_frame(&before, &steps, 0.0);
    // Step 0 at t = 0: the board after it, with the cat still on c5 in flight.
    assert_eq!(board.piece_at(sq("c5")), None);
    assert_eq!(board.piece_at(sq("c6")), None);
    assert_eq!(anim.flights[0].from, sq("c5"));
    assert_eq!(anim.flights[0].t, 0.0);
    let (board, anim) = turn_frame(&before, &steps, 1.5);
    assert_eq!(board.piece_at(sq("c5")), Some(piece('E')));
    assert_eq!(
        anim.flights,
        vec![Flight {
            piece: piece('E'),
            from: sq("d5"),
            to: sq("c5"),
            t: 0.5
        }]
    );
    let (board, anim) = turn_frame(&before, &steps, 3.0);
    assert!(anim.is_empty());
    let mut turn = TurnBuilder::new(Position::new(before, Color::Gold));
    for taken in &steps {
        turn.step(taken.step).unwrap();
    }
    assert_eq!(board, *turn.board());
    assert_eq!(board.piece_at(sq("a3")), Some(piece('R')));
    assert_eq!(board.occupied().count(), 3);
    // Beyond the end (or before the start) the progress is clamped.
    assert_eq!(turn_frame(&before, &steps, 9.0).0, board);
    assert_eq!(
        turn_frame(&before, &steps, -1.0).1,
        turn_frame(&before, &steps, 0.0).1
    );
    assert_eq!(
        turn_frame(&before, &[], 0.5),
        (before, Animation::default())
    );
}

#[test]
fn last_move_squares_and_arrows_come_from_the_steps() {
    let (_, steps) = push_and_capture();
    let squares = last_move_squares(&steps);
    let mut list: Vec<Square> = squares.collect();
    list.sort();
    assert_eq!(list, vec![sq("a2"), sq("a3"), sq("c5"), sq("d5"), sq("c6")]);
    let arrows = step_arrows(&steps);
    assert_eq!(
        arrows[1],
        Arrow {
            from: sq("d5"),
            to: sq("c5")
        }
    );
    // Arrows run from the first square's centre to just short of the second's.
    let layout = Layout::new(800.0, Color::Gold, false);
    let input = SceneInput {
        arrows: vec![
            arrows[1],
            Arrow {
                from: sq("a1"),
                to: sq("a1"),
            },
        ],
        ..SceneInput::default()
    };
    let scene = build_scene(&layout, &input);
    let paths: Vec<String> = scene
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Path { d, style } if style.fill == Some(Paint::Arrow) => Some(d.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(paths.len(), 1, "an arrow to its own square is not drawn");
    let numbers: Vec<f32> = paths[0].split(' ').filter_map(|w| w.parse().ok()).collect();
    let points: Vec<Point> = numbers.chunks(2).map(|c| Point::new(c[0], c[1])).collect();
    assert_eq!(points.len(), 7);
    let start = points[0].lerp(points[6], 0.5);
    assert!(near(start, layout.square_center(sq("d5"))));
    assert!(
        near(points[3], Point::new(250.0 + 10.0, 350.0)),
        "tip {:?}",
        points[3]
    );
}

#[test]
fn letter_style_draws_role_letters() {
    let layout = Layout::new(200.0, Color::Gold, false);
    let mut input = SceneInput::new(Position::board_from_short(START).unwrap());
    input.piece_style = PieceStyle::Letter;
    let scene = build_scene(&layout, &input);
    let mut letters: Vec<String> = texts(&scene).into_iter().map(|t| t.0).collect();
    letters.sort();
    letters.dedup();
    assert_eq!(letters, vec!["C", "D", "E", "H", "M", "R"]);
    let mut paths = 0;
    scene.walk(|item, _| paths += usize::from(matches!(item, Item::Path { .. })));
    assert_eq!(paths, 0);
}

#[test]
fn glyphs_are_distinct_and_stay_on_the_token() {
    for (i, a) in Role::ALL.iter().enumerate() {
        for b in &Role::ALL[i + 1..] {
            assert_ne!(glyph(*a).body, glyph(*b).body);
        }
        // Every coordinate of every path stays inside the token's rim (45 ± 2).
        let g = glyph(*a);
        for d in [g.body, g.holes, g.lines] {
            let mut numbers = Vec::new();
            let mut relative = false;
            for word in d.split_whitespace() {
                match word.parse::<f32>() {
                    Ok(n) if !relative => numbers.push(n),
                    Ok(_) => {}
                    Err(_) => relative = word.chars().all(|c| c.is_ascii_lowercase()),
                }
            }
            for p in numbers.chunks(2) {
                let r = Point::new(p[0], p[1]).distance(Point::new(50.0, 50.0));
                assert!(r < TOKEN_RADIUS - 2.5, "{a:?} point {p:?} at {r}");
            }
        }
    }
}

#[test]
fn theme_colours_parse_in_hex_and_functional_forms() {
    use super::Rgba;
    assert_eq!(Rgba::parse(" #0f0 "), Some(Rgba::rgb(0, 255, 0)));
    assert_eq!(
        Rgba::parse("#11223344"),
        Some(Rgba::new(0x11, 0x22, 0x33, 0x44))
    );
    assert_eq!(Rgba::parse("rgb(10, 20, 30)"), Some(Rgba::rgb(10, 20, 30)));
    assert_eq!(
        Rgba::parse("rgba(10,20,30,0.5)"),
        Some(Rgba::new(10, 20, 30, 128))
    );
    assert_eq!(
        Rgba::parse("rgb(10 20 30 / 1)"),
        Some(Rgba::rgb(10, 20, 30))
    );
    assert_eq!(Rgba::parse("rgb(300, -4, 2)"), Some(Rgba::rgb(255, 0, 2)));
    for bad in [
        "red",
        "rgb(1,2)",
        "rgb(a,b,c)",
        "rgb(1,2,3",
        "#12345",
        "rgb(NaN,1,2)",
    ] {
        assert_eq!(Rgba::parse(bad), None, "{bad}");
    }
}
