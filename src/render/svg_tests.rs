//! The SVG writer: well-formed, escaped, standalone, deterministic.

use super::*;
use crate::{Bitboard, Color, Piece, Position, Square};

/// A small XML well-formedness check: one root, balanced tags, quoted
/// attributes, only the five predefined entities, no `<` in text or values.
fn check_xml(doc: &str) -> Result<usize, String> {
    let b = doc.as_bytes();
    let mut i = 0;
    let mut stack: Vec<&str> = Vec::new();
    let mut roots = 0;
    let mut elements = 0;
    let entity_ok = |at: usize| {
        ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"]
            .iter()
            .any(|e| doc[at..].starts_with(e))
    };
    let name_end = |mut j: usize| {
        while j < b.len() && (b[j].is_ascii_alphanumeric() || b"-_:".contains(&b[j])) {
            j += 1;
        }
        j
    };
    while i < b.len() {
        match b[i] {
            b'<' if b.get(i + 1) == Some(&b'/') => {
                let end = name_end(i + 2);
                let name = &doc[i + 2..end];
                if b.get(end) != Some(&b'>') || stack.pop() != Some(name) {
                    return Err(format!("bad close tag {name} at {i}"));
                }
                i = end + 1;
            }
            b'<' => {
                let end = name_end(i + 1);
                let name = &doc[i + 1..end];
                if name.is_empty() {
                    return Err(format!("empty tag name at {i}"));
                }
                if stack.is_empty() {
                    roots += 1;
                }
                elements += 1;
                i = end;
                loop {
                    while b[i] == b' ' {
                        i += 1;
                    }
                    if doc[i..].starts_with("/>") {
                        i += 2;
                        break;
                    }
                    if b[i] == b'>' {
                        stack.push(name);
                        i += 1;
                        break;
                    }
                    let end = name_end(i);
                    if end == i || b.get(end) != Some(&b'=') || b.get(end + 1) != Some(&b'"') {
                        return Err(format!("bad attribute at {i}"));
                    }
                    i = end + 2;
                    while b[i] != b'"' {
                        if b[i] == b'<' || (b[i] == b'&' && !entity_ok(i)) {
                            return Err(format!("bad attribute value at {i}"));
                        }
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'&' if !entity_ok(i) => return Err(format!("bad entity at {i}")),
            b'>' => return Err(format!("stray > at {i}")),
            c if stack.is_empty() && !c.is_ascii_whitespace() => {
                return Err(format!("text outside the root at {i}"))
            }
            _ => i += 1,
        }
    }
    if roots != 1 || !stack.is_empty() {
        return Err(format!("{roots} roots, unclosed {stack:?}"));
    }
    Ok(elements)
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn busy_input() -> SceneInput {
    let board = Position::board_from_short(
        "rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR",
    )
    .unwrap();
    let mut input = SceneInput::new(board);
    input.last_move = Bitboard::EMPTY.with(sq("d2")).with(sq("d3"));
    input.arrows = vec![Arrow {
        from: sq("d2"),
        to: sq("d3"),
    }];
    input.markings = vec![
        Marking {
            square: sq("d4"),
            label: "<b>&\"'".into(),
        },
        Marking {
            square: sq("a1"),
            label: "A".into(),
        },
    ];
    input.selected = Some(sq("e2"));
    input.targets = Bitboard::EMPTY.with(sq("e3"));
    input.animation = Animation {
        flights: vec![Flight {
            piece: Piece::from_char('M').unwrap(),
            from: sq("d2"),
            to: sq("d3"),
            t: 0.5,
        }],
        fades: vec![Fade {
            piece: Piece::from_char('c').unwrap(),
            square: sq("c6"),
            alpha: 0.3,
        }],
    };
    input
}

#[test]
fn the_checker_rejects_broken_xml() {
    assert!(check_xml("<a><b/></a>").is_ok());
    assert!(check_xml("<a><b></a>").is_err());
    assert!(check_xml("<a>x < y</a>").is_err());
    assert!(check_xml("<a t=\"&x;\"/>").is_err());
    assert!(check_xml("<a/><b/>").is_err());
}

#[test]
fn svg_is_well_formed_escaped_and_standalone() {
    for style in [PieceStyle::Glyph, PieceStyle::Letter] {
        for theme in [Theme::LIGHT, Theme::DARK] {
            let mut input = busy_input();
            input.piece_style = style;
            let scene = build_scene(&Layout::new(480.0, Color::Silver, true), &input);
            let svg = to_svg(&scene, &theme);
            let elements = check_xml(&svg).unwrap_or_else(|e| panic!("{e}\n{svg}"));
            assert!(elements > 100);
            assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"480\" height=\"480\" viewBox=\"0 0 480 480\""));
            assert!(svg.contains(">&lt;b&gt;&amp;&quot;&apos;</text>"));
            assert!(!svg.contains("<b>"));
            assert_eq!(svg.matches("http").count(), 1, "only the namespace");
            assert!(!svg.contains("url(") && !svg.contains("var("));
            // Every reference is internal and defined.
            for part in svg.split("href=\"").skip(1) {
                let target = &part[..part.find('"').unwrap()];
                let id = target.strip_prefix('#').expect("internal reference");
                assert!(
                    svg.contains(&format!("<g id=\"{id}\">"))
                        || svg.contains(&format!("<path id=\"{id}\" d=")),
                    "{id}"
                );
            }
            if style == PieceStyle::Glyph {
                assert!(svg.contains("<use href=\"#arimaa-"));
            }
            assert!(svg.contains(&theme.get(Paint::GoldPiece).hex()));
            assert!(!svg.contains("NaN") && !svg.contains("inf"));
        }
    }
}

#[test]
fn svg_output_is_deterministic() {
    let layout = Layout::new(333.3, Color::Gold, true);
    let a = to_svg(&build_scene(&layout, &busy_input()), &Theme::LIGHT);
    let b = to_svg(&build_scene(&layout, &busy_input()), &Theme::LIGHT);
    assert_eq!(a, b);
    assert_ne!(
        a,
        to_svg(&build_scene(&layout, &busy_input()), &Theme::DARK)
    );
}

#[test]
fn items_map_to_elements() {
    let mut scene = Scene::new(10.0, 10.0);
    scene.push(Item::Rect {
        x: 1.0,
        y: 2.0,
        width: 3.0,
        height: 4.0,
        radius: 0.5,
        style: Style::fill(Paint::LastMove).with_opacity(0.5),
    });
    scene.push(Item::Group {
        tag: crate::render::Tag::None,
        transform: Transform::new(1.0, 2.0, 0.2375),
        opacity: 0.25,
        items: vec![Item::path("M 0 0 L 1 1", Style::stroke(Paint::Arrow, 2.0))],
    });
    let svg = to_svg(&scene, &Theme::LIGHT);
    let lines: Vec<&str> = svg.lines().collect();
    assert_eq!(
        lines[1],
        " <rect x=\"1\" y=\"2\" width=\"3\" height=\"4\" rx=\"0.5\" fill=\"#3b82c4\" fill-opacity=\"0.35\" opacity=\"0.5\"/>"
    );
    assert_eq!(
        lines[2],
        " <g transform=\"translate(1 2) scale(0.2375)\" opacity=\"0.25\">"
    );
    assert_eq!(
        lines[3],
        "  <path d=\"M 0 0 L 1 1\" fill=\"none\" stroke=\"#1e5aaa\" stroke-opacity=\"0.61\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    );
    assert_eq!(lines[4], " </g>");
    assert_eq!(lines[5], "</svg>");
}
