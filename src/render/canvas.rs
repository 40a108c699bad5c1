//! Draws a [`Scene`] on a 2D canvas (browser build only).
//!
//! Colours arrive as CSS strings (the page's custom properties, or the
//! theme's defaults), so any CSS colour a page sets works. Glyph paths are
//! `'static`; their `Path2D` objects are built once and reused.

use super::scene::{Anchor, Item, Scene, Style, Weight};
use super::theme::{Paint, Theme};
use std::borrow::Cow;
use std::cell::RefCell;
use web_sys::{CanvasRenderingContext2d, Path2d};

/// One CSS colour per paint role.
#[derive(Clone, Debug)]
pub struct Palette(Vec<String>);

impl Palette {
    /// Each role's colour from `theme`, its alpha kept (see
    /// [`Rgba::css`](super::Rgba::css)).
    pub fn from_theme(theme: &Theme) -> Palette {
        Palette(Paint::ALL.iter().map(|p| theme.get(*p).css()).collect())
    }
    /// Overrides one role with any CSS colour.
    pub fn set(&mut self, paint: Paint, css: &str) {
        let css = css.trim();
        if !css.is_empty() && css.len() < 100 {
            self.0[paint as usize] = css.to_owned();
        }
    }
    /// The CSS colour of a role.
    pub fn get(&self, paint: Paint) -> &str {
        &self.0[paint as usize]
    }
}

thread_local! {
    /// Parsed glyph paths, by the address of their static text. There are a few
    /// dozen, so a list beats linking a hash table into the module.
    static PATHS: RefCell<Vec<(usize, Path2d)>> = const { RefCell::new(Vec::new()) };
}

// The Cow's variant is the point: only borrowed (static) glyph text is cached.
#[allow(clippy::ptr_arg)]
fn with_path(d: &Cow<'static, str>, f: impl FnOnce(&Path2d)) {
    match d {
        Cow::Borrowed(s) => PATHS.with(|cache| {
            let mut cache = cache.borrow_mut();
            let key = s.as_ptr() as usize;
            if !cache.iter().any(|(k, _)| *k == key) {
                if let Ok(p) = Path2d::new_with_path_string(s) {
                    cache.push((key, p));
                }
            }
            if let Some((_, p)) = cache.iter().find(|(k, _)| *k == key) {
                f(p);
            }
        }),
        Cow::Owned(s) => {
            if let Ok(p) = Path2d::new_with_path_string(s) {
                f(&p);
            }
        }
    }
}

/// Clears the canvas and draws `scene` scaled by `dpr` (scene units are CSS px).
pub fn draw(ctx: &CanvasRenderingContext2d, scene: &Scene, palette: &Palette, dpr: f64) {
    let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
    ctx.clear_rect(0.0, 0.0, f64::from(scene.width), f64::from(scene.height));
    ctx.set_line_cap("round");
    ctx.set_line_join("round");
    ctx.set_global_alpha(1.0);
    for item in &scene.items {
        draw_item(ctx, item, palette, 1.0);
    }
}

fn draw_item(ctx: &CanvasRenderingContext2d, item: &Item, palette: &Palette, alpha: f64) {
    match item {
        Item::Rect {
            x,
            y,
            width,
            height,
            radius,
            style,
        } => {
            ctx.begin_path();
            let (x, y, w, h) = (
                f64::from(*x),
                f64::from(*y),
                f64::from(*width),
                f64::from(*height),
            );
            let r = f64::from(*radius).min(w / 2.0).min(h / 2.0);
            if r > 0.0 {
                ctx.move_to(x + r, y);
                let _ = ctx.arc_to(x + w, y, x + w, y + h, r);
                let _ = ctx.arc_to(x + w, y + h, x, y + h, r);
                let _ = ctx.arc_to(x, y + h, x, y, r);
                let _ = ctx.arc_to(x, y, x + w, y, r);
                ctx.close_path();
            } else {
                ctx.rect(x, y, w, h);
            }
            paint(ctx, style, palette, alpha, None);
        }
        Item::Circle { cx, cy, r, style } => {
            ctx.begin_path();
            let _ = ctx.arc(
                f64::from(*cx),
                f64::from(*cy),
                f64::from(*r),
                0.0,
                std::f64::consts::TAU,
            );
            paint(ctx, style, palette, alpha, None);
        }
        Item::Path { d, style } => with_path(d, |p| paint(ctx, style, palette, alpha, Some(p))),
        Item::Text {
            x,
            y,
            text,
            size,
            weight,
            anchor,
            paint: color,
        } => {
            ctx.set_global_alpha(alpha);
            ctx.set_fill_style_str(palette.get(*color));
            let bold = if *weight == Weight::Bold { "bold " } else { "" };
            // Whole tenths of a pixel: integer formatting keeps float printing out of the wasm.
            let tenths = (size * 10.0).round() as i32;
            ctx.set_font(&format!(
                "{bold}{}.{}px system-ui, sans-serif",
                tenths / 10,
                tenths % 10
            ));
            ctx.set_text_align(match anchor {
                Anchor::Start => "start",
                Anchor::Middle => "center",
                Anchor::End => "end",
            });
            ctx.set_text_baseline("alphabetic");
            let _ = ctx.fill_text(text, f64::from(*x), f64::from(*y));
        }
        Item::Group {
            transform,
            opacity,
            items,
            ..
        } => {
            ctx.save();
            let _ = ctx.translate(f64::from(transform.dx), f64::from(transform.dy));
            let _ = ctx.scale(f64::from(transform.scale), f64::from(transform.scale));
            for i in items {
                draw_item(ctx, i, palette, alpha * f64::from(*opacity));
            }
            ctx.restore();
        }
    }
}

fn paint(
    ctx: &CanvasRenderingContext2d,
    style: &Style,
    palette: &Palette,
    alpha: f64,
    path: Option<&Path2d>,
) {
    ctx.set_global_alpha(alpha * f64::from(style.opacity));
    if let Some(fill) = style.fill {
        ctx.set_fill_style_str(palette.get(fill));
        match path {
            Some(p) => ctx.fill_with_path_2d(p),
            None => ctx.fill(),
        }
    }
    if let Some(stroke) = style.stroke {
        ctx.set_stroke_style_str(palette.get(stroke.paint));
        ctx.set_line_width(f64::from(stroke.width));
        match path {
            Some(p) => ctx.stroke_with_path(p),
            None => ctx.stroke(),
        }
    }
}
