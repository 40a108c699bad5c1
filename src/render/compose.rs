//! Films drawn fast: the stills of an animation composed from parts drawn
//! once, and only where a still differs from the one before.
//!
//! Drawing every still as SVG through resvg costs milliseconds; a gallery
//! animates thousands of games. Here a scene's top-level items become
//! [`Op`]s: plain rectangles (squares, highlights, the board's edge, the
//! caption band) are filled directly; everything else (a piece's group, a
//! caption's text, an arrow) is drawn once by resvg into a sprite and
//! blitted. Piece sprites are shared by every film of the process (a piece
//! looks the same in every game); the rest is kept for one film. A group is
//! drawn at its offset's fraction of a pixel, to 1/8 px, and blitted at the
//! whole pixels, so a piece in flight costs one lookup.

use super::raster::{pixmap, RasterError, Rgba8};
use super::scene::{Item, Scene, Style, Transform};
use super::theme::Theme;
use resvg::tiny_skia as sk;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// A rectangle of whole pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PixelRect {
    /// Left edge.
    pub x: u32,
    /// Top edge.
    pub y: u32,
    /// Width (at least 1).
    pub width: u32,
    /// Height (at least 1).
    pub height: u32,
}

/// Bounds in pixels, `x0..x1` × `y0..y1`; empty when `x0 >= x1` or `y0 >= y1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Bounds {
    x0: i32,
    y0: i32,
    x1: i32,
    y1: i32,
}

impl Bounds {
    const EMPTY: Bounds = Bounds {
        x0: i32::MAX,
        y0: i32::MAX,
        x1: i32::MIN,
        y1: i32::MIN,
    };

    fn is_empty(self) -> bool {
        self.x0 >= self.x1 || self.y0 >= self.y1
    }

    fn union(self, o: Bounds) -> Bounds {
        if o.is_empty() {
            return self;
        }
        Bounds {
            x0: self.x0.min(o.x0),
            y0: self.y0.min(o.y0),
            x1: self.x1.max(o.x1),
            y1: self.y1.max(o.y1),
        }
    }

    fn intersect(self, o: Bounds) -> Bounds {
        Bounds {
            x0: self.x0.max(o.x0),
            y0: self.y0.max(o.y0),
            x1: self.x1.min(o.x1),
            y1: self.y1.min(o.y1),
        }
    }
}

/// Pixels drawn once, placed relative to a whole-pixel anchor.
struct Sprite {
    dx: i32,
    dy: i32,
    pixmap: sk::Pixmap,
}

/// How one top-level item is drawn.
#[derive(Clone)]
enum Op {
    /// A rectangle filled or outlined directly (premultiplied paint colour).
    Rect {
        rect: sk::Rect,
        color: sk::Color,
        stroke: Option<f32>,
    },
    /// A sprite's pixels at `(x, y)`, with an opacity.
    Blit {
        sprite: Arc<Sprite>,
        x: i32,
        y: i32,
        opacity: f32,
    },
    /// Nothing visible.
    None,
}

#[derive(Clone)]
struct Planned {
    op: Op,
    bounds: Bounds,
}

/// Sprites of groups (pieces) shared by every film: keyed by theme, the
/// picture's size, the scale and the offset's fraction, then by content.
type SpriteKey = (Theme, u32, u32, u32, u8, u8);
type SpriteCache = HashMap<SpriteKey, Vec<(Vec<Item>, Arc<Sprite>)>>;

fn shared_sprites() -> &'static Mutex<SpriteCache> {
    static SPRITES: OnceLock<Mutex<SpriteCache>> = OnceLock::new();
    SPRITES.get_or_init(|| Mutex::new(HashMap::new()))
}

/// More sprites than any set of boards needs: past it, the cache starts over.
const MAX_SHARED: usize = 4096;

/// Draws one film's stills, each as the rectangle that changed since the
/// previous still.
pub struct FilmPainter {
    theme: Theme,
    width: u32,
    height: u32,
    canvas: Option<sk::Pixmap>,
    items: Vec<Item>,
    planned: Vec<Planned>,
    /// Sprites of items drawn in this film only (captions, arrows, labels).
    local: Vec<(Item, Arc<Sprite>)>,
}

impl FilmPainter {
    /// A painter for stills in `theme`'s colours.
    pub fn new(theme: &Theme) -> FilmPainter {
        FilmPainter {
            theme: *theme,
            width: 0,
            height: 0,
            canvas: None,
            items: Vec::new(),
            planned: Vec::new(),
            local: Vec::new(),
        }
    }

    /// Draws `scene`, the next still: returns where it differs from the
    /// previous still (the whole picture for the first, or after a change of
    /// size) and that rectangle's pixels. An unchanged still gives the
    /// top-left pixel.
    pub fn still(&mut self, scene: &Scene) -> Result<(PixelRect, Rgba8), RasterError> {
        let (w, h) = (scene.width.ceil(), scene.height.ceil());
        if !(1.0..=8192.0).contains(&w) || !(1.0..=8192.0).contains(&h) {
            return Err(RasterError::Size(scene.width, scene.height));
        }
        let (w, h) = (w as u32, h as u32);
        let fresh = self.canvas.is_none() || (w, h) != (self.width, self.height);
        if fresh {
            self.width = w;
            self.height = h;
            self.canvas = Some(sk::Pixmap::new(w, h).ok_or(RasterError::Size(w as f32, h as f32))?);
            self.items.clear();
            self.planned.clear();
        }
        // Match each item with an equal one of the previous still; what has
        // no match, there or here, is where the pictures differ.
        let mut used = vec![false; self.items.len()];
        let mut planned = Vec::with_capacity(scene.items.len());
        let mut dirty = Bounds::EMPTY;
        for (i, item) in scene.items.iter().enumerate() {
            let n = self.items.len();
            let found = (0..n)
                .map(|k| (i + k) % n)
                .find(|&j| !used[j] && self.items[j] == *item);
            match found {
                Some(j) => {
                    used[j] = true;
                    planned.push(self.planned[j].clone());
                }
                None => {
                    let p = self.plan(item)?;
                    dirty = dirty.union(p.bounds);
                    planned.push(p);
                }
            }
        }
        for (p, used) in self.planned.iter().zip(&used) {
            if !used {
                dirty = dirty.union(p.bounds);
            }
        }
        self.items.clone_from(&scene.items);
        self.planned = planned;

        let whole = Bounds {
            x0: 0,
            y0: 0,
            x1: w as i32,
            y1: h as i32,
        };
        let area = if fresh { whole } else { dirty.intersect(whole) };
        let area = if area.is_empty() {
            Bounds {
                x0: 0,
                y0: 0,
                x1: 1,
                y1: 1,
            }
        } else {
            area
        };
        let patch = self.draw(area)?;
        let canvas = self.canvas.as_mut().ok_or(RasterError::Size(0.0, 0.0))?;
        // A plain copy: the patch holds every item over its area.
        let (cw, pw) = (canvas.width() as usize * 4, patch.width() as usize * 4);
        let dst = canvas.data_mut();
        for (row, line) in patch.data().chunks_exact(pw).enumerate() {
            let at = (area.y0 as usize + row) * cw + area.x0 as usize * 4;
            dst[at..at + pw].copy_from_slice(line);
        }
        let rect = PixelRect {
            x: area.x0 as u32,
            y: area.y0 as u32,
            width: (area.x1 - area.x0) as u32,
            height: (area.y1 - area.y0) as u32,
        };
        Ok((rect, straight(&patch)))
    }

    /// The whole picture as drawn so far.
    pub fn picture(&self) -> Option<Rgba8> {
        self.canvas.as_ref().map(straight)
    }

    /// The items planned for this still drawn into `area` alone.
    fn draw(&self, area: Bounds) -> Result<sk::Pixmap, RasterError> {
        let (w, h) = ((area.x1 - area.x0) as u32, (area.y1 - area.y0) as u32);
        let mut out = sk::Pixmap::new(w, h).ok_or(RasterError::Size(w as f32, h as f32))?;
        let shift = sk::Transform::from_translate(-area.x0 as f32, -area.y0 as f32);
        for p in &self.planned {
            if p.bounds.intersect(area).is_empty() {
                continue;
            }
            match &p.op {
                Op::Rect {
                    rect,
                    color,
                    stroke,
                } => {
                    let mut paint = sk::Paint::default();
                    paint.set_color(*color);
                    paint.anti_alias = true;
                    let path = sk::PathBuilder::from_rect(*rect);
                    match stroke {
                        None => out.fill_path(&path, &paint, sk::FillRule::Winding, shift, None),
                        Some(width) => {
                            let stroke = sk::Stroke {
                                width: *width,
                                line_cap: sk::LineCap::Round,
                                line_join: sk::LineJoin::Round,
                                ..sk::Stroke::default()
                            };
                            out.stroke_path(&path, &paint, &stroke, shift, None);
                        }
                    }
                }
                Op::Blit {
                    sprite,
                    x,
                    y,
                    opacity,
                } => over(&mut out, &sprite.pixmap, x - area.x0, y - area.y0, *opacity),
                Op::None => {}
            }
        }
        Ok(out)
    }

    /// How `item` is drawn, and where.
    fn plan(&mut self, item: &Item) -> Result<Planned, RasterError> {
        if let Some(p) = self.direct_rect(item) {
            return Ok(p);
        }
        if let Item::Group {
            transform,
            opacity,
            items,
            ..
        } = item
        {
            return self.group(*transform, *opacity, items);
        }
        let sprite = match self.local.iter().find(|(seen, _)| seen == item) {
            Some((_, s)) => s.clone(),
            None => {
                let s = Arc::new(self.sprite(vec![item.clone()])?);
                self.local.push((item.clone(), s.clone()));
                s
            }
        };
        Ok(blit(sprite, 0, 0, 1.0))
    }

    /// A square-cornered rectangle that is only filled or only outlined.
    fn direct_rect(&self, item: &Item) -> Option<Planned> {
        let Item::Rect {
            x,
            y,
            width,
            height,
            radius,
            style:
                Style {
                    fill,
                    stroke,
                    opacity,
                },
        } = item
        else {
            return None;
        };
        if *radius > 0.0 {
            return None;
        }
        let (paint, line) = match (fill, stroke) {
            (Some(paint), None) => (*paint, None),
            (None, Some(s)) => (s.paint, Some(s.width)),
            (None, None) => {
                return Some(Planned {
                    op: Op::None,
                    bounds: Bounds::EMPTY,
                })
            }
            (Some(_), Some(_)) => return None,
        };
        let c = self.theme.get(paint);
        let alpha = c.alpha() * opacity.clamp(0.0, 1.0);
        let rect = sk::Rect::from_xywh(*x, *y, *width, *height)?;
        let grow = line.map_or(0.0, |w| w / 2.0) + 1.0;
        Some(Planned {
            op: Op::Rect {
                rect,
                color: sk::Color::from_rgba8(c.r, c.g, c.b, (alpha * 255.0).round() as u8),
                stroke: line,
            },
            bounds: Bounds {
                x0: (x - grow).floor() as i32,
                y0: (y - grow).floor() as i32,
                x1: (x + width + grow).ceil() as i32,
                y1: (y + height + grow).ceil() as i32,
            },
        })
    }

    /// A group: its contents drawn once at the offset's fraction of a pixel
    /// (shared by every film), blitted at the whole pixels.
    fn group(
        &self,
        transform: Transform,
        opacity: f32,
        items: &[Item],
    ) -> Result<Planned, RasterError> {
        let eighths = |v: f32| {
            let whole = v.floor();
            let frac = ((v - whole) * 8.0).round();
            if frac >= 8.0 {
                (whole as i32 + 1, 0u8)
            } else {
                (whole as i32, frac as u8)
            }
        };
        let (x, fx) = eighths(transform.dx);
        let (y, fy) = eighths(transform.dy);
        let key: SpriteKey = (
            self.theme,
            self.width,
            self.height,
            transform.scale.to_bits(),
            fx,
            fy,
        );
        let cached = {
            let cache = shared_sprites().lock().unwrap_or_else(|e| e.into_inner());
            cache
                .get(&key)
                .and_then(|found| found.iter().find(|(seen, _)| seen == items))
                .map(|(_, s)| s.clone())
        };
        let sprite = match cached {
            Some(s) => s,
            None => {
                let inner =
                    Transform::new(f32::from(fx) / 8.0, f32::from(fy) / 8.0, transform.scale);
                let s = Arc::new(self.sprite(vec![Item::Group {
                    tag: super::scene::Tag::None,
                    transform: inner,
                    opacity: 1.0,
                    items: items.to_vec(),
                }])?);
                let mut cache = shared_sprites().lock().unwrap_or_else(|e| e.into_inner());
                if cache.values().map(Vec::len).sum::<usize>() >= MAX_SHARED {
                    cache.clear();
                }
                cache
                    .entry(key)
                    .or_default()
                    .push((items.to_vec(), s.clone()));
                s
            }
        };
        Ok(blit(sprite, x, y, opacity.clamp(0.0, 1.0)))
    }

    /// `items` drawn by resvg on a picture of this film's size, cut to what
    /// they cover.
    fn sprite(&self, items: Vec<Item>) -> Result<Sprite, RasterError> {
        let scene = Scene {
            width: self.width as f32,
            height: self.height as f32,
            items,
        };
        let full = pixmap(&scene, &self.theme)?;
        let (w, h) = (full.width() as i32, full.height() as i32);
        let mut b = Bounds::EMPTY;
        for (i, px) in full.pixels().iter().enumerate() {
            if px.alpha() > 0 {
                let (x, y) = (i as i32 % w, i as i32 / w);
                b = b.union(Bounds {
                    x0: x,
                    y0: y,
                    x1: x + 1,
                    y1: y + 1,
                });
            }
        }
        let cut = sk::IntRect::from_xywh(b.x0, b.y0, (b.x1 - b.x0) as u32, (b.y1 - b.y0) as u32)
            .and_then(|r| full.clone_rect(r));
        Ok(match cut {
            Some(pixmap) if !b.is_empty() => Sprite {
                dx: b.x0,
                dy: b.y0,
                pixmap,
            },
            _ => Sprite {
                dx: 0,
                dy: 0,
                pixmap: sk::Pixmap::new(1, 1).ok_or(RasterError::Size(w as f32, h as f32))?,
            },
        })
    }
}

/// Draws `src` over `dst` with its top left at `(x, y)` (premultiplied
/// source-over, `opacity` applied to `src`), clipped to `dst`.
fn over(dst: &mut sk::Pixmap, src: &sk::Pixmap, x: i32, y: i32, opacity: f32) {
    let (dw, dh) = (dst.width() as i32, dst.height() as i32);
    let (sw, sh) = (src.width() as i32, src.height() as i32);
    let (x0, y0) = (x.max(0), y.max(0));
    let (x1, y1) = ((x + sw).min(dw), (y + sh).min(dh));
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let o = (opacity.clamp(0.0, 1.0) * 255.0).round() as u32;
    let scale = |v: u32, by: u32| (v * by + 127) / 255;
    let from = src.data();
    let to = dst.data_mut();
    for row in y0..y1 {
        for col in x0..x1 {
            let s = (((row - y) * sw + (col - x)) * 4) as usize;
            let d = ((row * dw + col) * 4) as usize;
            let sa = scale(u32::from(from[s + 3]), o);
            if sa == 0 {
                continue;
            }
            for c in 0..4 {
                let sc = scale(u32::from(from[s + c]), o);
                let dc = scale(u32::from(to[d + c]), 255 - sa);
                to[d + c] = (sc + dc).min(255) as u8;
            }
        }
    }
}

fn blit(sprite: Arc<Sprite>, x: i32, y: i32, opacity: f32) -> Planned {
    let (x, y) = (x + sprite.dx, y + sprite.dy);
    let bounds = Bounds {
        x0: x,
        y0: y,
        x1: x + sprite.pixmap.width() as i32,
        y1: y + sprite.pixmap.height() as i32,
    };
    if opacity <= 0.0 {
        return Planned {
            op: Op::None,
            bounds: Bounds::EMPTY,
        };
    }
    Planned {
        op: Op::Blit {
            sprite,
            x,
            y,
            opacity,
        },
        bounds,
    }
}

/// Premultiplied pixels to straight RGBA.
fn straight(p: &sk::Pixmap) -> Rgba8 {
    Rgba8 {
        width: p.width(),
        height: p.height(),
        pixels: p
            .pixels()
            .iter()
            .flat_map(|c| {
                let c = c.demultiply();
                [c.red(), c.green(), c.blue(), c.alpha()]
            })
            .collect(),
    }
}
