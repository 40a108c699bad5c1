//! Scene → standalone SVG: one element per item, colours inlined from the
//! theme, no external references, deterministic (numbers rounded to 1/100).

use super::num::{push_fixed, push_num};
use super::scene::{Anchor, Item, Scene, Style, Transform, Weight};
use super::theme::{Paint, Theme};

const FONT: &str = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif";

/// Writes `scene` as an SVG document sized in pixels, with a matching `viewBox`.
pub fn to_svg(scene: &Scene, theme: &Theme) -> String {
    let mut w = Writer {
        out: String::with_capacity(16 * 1024),
        theme,
    };
    w.out.push_str("<svg xmlns=\"http://www.w3.org/2000/svg\"");
    w.num_attr("width", scene.width);
    w.num_attr("height", scene.height);
    w.out.push_str(" viewBox=\"0 0 ");
    push_num(&mut w.out, scene.width);
    w.out.push(' ');
    push_num(&mut w.out, scene.height);
    w.out.push('"');
    w.attr("font-family", FONT);
    w.out.push_str(">\n");
    for item in &scene.items {
        w.item(item, 1);
    }
    w.out.push_str("</svg>\n");
    w.out
}

struct Writer<'a> {
    out: String,
    theme: &'a Theme,
}

impl Writer<'_> {
    fn attr(&mut self, name: &str, value: &str) {
        self.out.push(' ');
        self.out.push_str(name);
        self.out.push_str("=\"");
        escape_into(&mut self.out, value);
        self.out.push('"');
    }

    fn num_attr(&mut self, name: &str, value: f32) {
        self.out.push(' ');
        self.out.push_str(name);
        self.out.push_str("=\"");
        push_num(&mut self.out, value);
        self.out.push('"');
    }

    /// `name="#rrggbb"` plus `name-opacity` when the theme colour is translucent.
    fn paint_attr(&mut self, name: &str, paint: Paint) {
        let color = self.theme.get(paint);
        self.attr(name, &color.hex());
        if color.a < 255 {
            self.num_attr(&format!("{name}-opacity"), color.alpha());
        }
    }

    fn style(&mut self, style: &Style) {
        match style.fill {
            Some(paint) => self.paint_attr("fill", paint),
            None => self.attr("fill", "none"),
        }
        if let Some(stroke) = style.stroke {
            self.paint_attr("stroke", stroke.paint);
            self.num_attr("stroke-width", stroke.width);
            self.attr("stroke-linecap", "round");
            self.attr("stroke-linejoin", "round");
        }
        if style.opacity < 1.0 {
            self.num_attr("opacity", style.opacity.max(0.0));
        }
    }

    fn item(&mut self, item: &Item, depth: usize) {
        for _ in 0..depth {
            self.out.push(' ');
        }
        match item {
            Item::Rect {
                x,
                y,
                width,
                height,
                radius,
                style,
            } => {
                self.out.push_str("<rect");
                self.num_attr("x", *x);
                self.num_attr("y", *y);
                self.num_attr("width", *width);
                self.num_attr("height", *height);
                if *radius > 0.0 {
                    self.num_attr("rx", *radius);
                }
                self.style(style);
                self.out.push_str("/>\n");
            }
            Item::Circle { cx, cy, r, style } => {
                self.out.push_str("<circle");
                self.num_attr("cx", *cx);
                self.num_attr("cy", *cy);
                self.num_attr("r", *r);
                self.style(style);
                self.out.push_str("/>\n");
            }
            Item::Path { d, style } => {
                self.out.push_str("<path");
                self.attr("d", d);
                self.style(style);
                self.out.push_str("/>\n");
            }
            Item::Text {
                x,
                y,
                text,
                size,
                weight,
                anchor,
                paint,
            } => {
                self.out.push_str("<text");
                self.num_attr("x", *x);
                self.num_attr("y", *y);
                self.num_attr("font-size", *size);
                if *weight == Weight::Bold {
                    self.attr("font-weight", "bold");
                }
                match anchor {
                    Anchor::Start => {}
                    Anchor::Middle => self.attr("text-anchor", "middle"),
                    Anchor::End => self.attr("text-anchor", "end"),
                }
                self.paint_attr("fill", *paint);
                self.out.push('>');
                escape_into(&mut self.out, text);
                self.out.push_str("</text>\n");
            }
            Item::Group {
                transform,
                opacity,
                items,
                ..
            } => {
                self.out.push_str("<g");
                if !transform.is_identity() {
                    self.transform(*transform);
                }
                if *opacity < 1.0 {
                    self.num_attr("opacity", opacity.max(0.0));
                }
                self.out.push_str(">\n");
                for child in items {
                    self.item(child, depth + 1);
                }
                for _ in 0..depth {
                    self.out.push(' ');
                }
                self.out.push_str("</g>\n");
            }
        }
    }

    fn transform(&mut self, t: Transform) {
        self.out.push_str(" transform=\"translate(");
        push_num(&mut self.out, t.dx);
        self.out.push(' ');
        push_num(&mut self.out, t.dy);
        self.out.push(')');
        if t.scale != 1.0 {
            self.out.push_str(" scale(");
            push_fixed(&mut self.out, t.scale, 5);
            self.out.push(')');
        }
        self.out.push('"');
    }
}

/// Escapes the five XML special characters; drops control characters XML 1.0 forbids.
fn escape_into(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(' '),
            c if (c as u32) < 0x20 => {}
            c => out.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{
        build_scene, Animation, Arrow, Fade, Flight, Layout, Marking, PieceStyle, SceneInput,
    };
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
                assert!(!svg.contains("href") && !svg.contains("url(") && !svg.contains("var("));
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
            "  <path d=\"M 0 0 L 1 1\" fill=\"none\" stroke=\"#1e5aaa\" stroke-opacity=\"0.75\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
        );
        assert_eq!(lines[4], " </g>");
        assert_eq!(lines[5], "</svg>");
    }
}
