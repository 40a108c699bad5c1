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
        crate::markup::escape_into(&mut self.out, value);
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
                crate::markup::escape_into(&mut self.out, text);
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
