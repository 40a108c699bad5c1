//! Scene → standalone SVG: one element per item, colours inlined from the
//! theme, no external references, deterministic (numbers rounded to 1/100).
//!
//! Repeats are written once in `<defs>` and drawn with `<use>`: static path
//! data drawn more than once (glyphs of both colours) and top-level groups
//! with identical contents (the pieces of one kind). A definition's id is a
//! hash of its markup, so SVGs inlined side by side in one HTML page only
//! ever share ids for identical content.

use super::num::{push_fixed, push_num};
use super::scene::{Anchor, Item, Scene, Style, Transform, Weight};
use super::theme::{Paint, Theme};
use std::borrow::Cow;

const FONT: &str = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif";

/// Writes `scene` as an SVG document sized in pixels, with a matching `viewBox`.
pub fn to_svg(scene: &Scene, theme: &Theme) -> String {
    let mut w = Writer {
        out: String::with_capacity(8 * 1024),
        theme,
        paths: shared_paths(scene),
    };
    // The markup of every top-level group's contents, and which repeat.
    let bodies: Vec<Option<String>> = scene
        .items
        .iter()
        .map(|item| match item {
            Item::Group { items, .. } => Some(w.children(items, 2)),
            _ => None,
        })
        .collect();
    let mut shared: Vec<(&str, String)> = Vec::new();
    for (i, body) in bodies.iter().enumerate() {
        let Some(body) = body.as_deref() else {
            continue;
        };
        let repeated = bodies[i + 1..].iter().any(|b| b.as_deref() == Some(body));
        if repeated && !shared.iter().any(|(b, _)| *b == body) {
            shared.push((body, markup_id(body)));
        }
    }

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
    if !shared.is_empty() || !w.paths.is_empty() {
        w.out.push_str(" <defs>\n");
        for i in 0..w.paths.len() {
            let (d, id) = (w.paths[i].0, w.paths[i].1.clone());
            w.out.push_str("  <path");
            w.attr("id", &id);
            w.attr("d", d);
            w.out.push_str("/>\n");
        }
        for (body, id) in &shared {
            w.out.push_str("  <g");
            w.attr("id", id);
            w.out.push_str(">\n");
            w.out.push_str(body);
            w.out.push_str("  </g>\n");
        }
        w.out.push_str(" </defs>\n");
    }
    for (item, body) in scene.items.iter().zip(&bodies) {
        match (item, body) {
            (
                Item::Group {
                    transform, opacity, ..
                },
                Some(body),
            ) => match shared.iter().find(|(b, _)| b == body) {
                Some((_, id)) => {
                    w.out.push_str(" <use");
                    w.attr("href", &format!("#{id}"));
                    w.group_attrs(*transform, *opacity);
                    w.out.push_str("/>\n");
                }
                None => {
                    w.out.push_str(" <g");
                    w.group_attrs(*transform, *opacity);
                    w.out.push_str(">\n");
                    w.out.push_str(body);
                    w.out.push_str(" </g>\n");
                }
            },
            _ => w.item(item, 1),
        }
    }
    w.out.push_str("</svg>\n");
    w.out
}

struct Writer<'a> {
    out: String,
    theme: &'a Theme,
    /// Static path data drawn more than once, with its id.
    paths: Vec<(&'a str, String)>,
}

/// The `'static` path data drawn at least twice, in order of first use.
fn shared_paths(scene: &Scene) -> Vec<(&'static str, String)> {
    let mut counts: Vec<(&'static str, usize)> = Vec::new();
    scene.walk(|item, _| {
        if let Item::Path {
            d: Cow::Borrowed(d),
            ..
        } = item
        {
            match counts.iter_mut().find(|(seen, _)| seen == d) {
                Some(entry) => entry.1 += 1,
                None => counts.push((d, 1)),
            }
        }
    });
    counts
        .into_iter()
        .filter(|(_, n)| *n > 1)
        .map(|(d, _)| (d, markup_id(d)))
        .collect()
}

/// `arimaa-` and the FNV-1a hash of some markup, in hex.
fn markup_id(markup: &str) -> String {
    let mut hash: u32 = 0x811c_9dc5;
    for b in markup.bytes() {
        hash = (hash ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    let mut id = String::from("arimaa-");
    for shift in (0..8).rev() {
        id.push(char::from(
            b"0123456789abcdef"[(hash >> (shift * 4)) as usize & 15],
        ));
    }
    id
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
            self.out.push(' ');
            self.out.push_str(name);
            self.out.push_str("-opacity=\"");
            push_num(&mut self.out, color.alpha());
            self.out.push('"');
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
                match self.paths.iter().find(|(shared, _)| *shared == d.as_ref()) {
                    Some((_, id)) => {
                        let href = format!("#{id}");
                        self.out.push_str("<use");
                        self.attr("href", &href);
                    }
                    None => {
                        self.out.push_str("<path");
                        self.attr("d", d);
                    }
                }
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
                self.group_attrs(*transform, *opacity);
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

    /// The markup of `items` at `depth`, without touching the output so far.
    fn children(&mut self, items: &[Item], depth: usize) -> String {
        let outer = std::mem::take(&mut self.out);
        for item in items {
            self.item(item, depth);
        }
        std::mem::replace(&mut self.out, outer)
    }

    fn group_attrs(&mut self, transform: Transform, opacity: f32) {
        if !transform.is_identity() {
            self.transform(transform);
        }
        if opacity < 1.0 {
            self.num_attr("opacity", opacity.max(0.0));
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
}
