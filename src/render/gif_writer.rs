//! Frames to an animated GIF: one global palette, each frame after the
//! first cropped to the rectangle that changed, its unchanged pixels
//! transparent so that only what moved costs bytes. The browser's encoder
//! (www/src/element/gif.js) does the same.

use super::compose::PixelRect;
use super::raster::Rgba8;
use color_quant::NeuQuant;
use std::collections::HashMap;

/// The colours of a GIF: 255 learnt from sample pictures, the last index
/// left for transparency.
pub struct Palette {
    quant: NeuQuant,
}

impl Palette {
    /// The palette that suits `samples` best (NeuQuant; it takes a few
    /// milliseconds for a board, so films that look alike share one).
    pub fn learn(samples: &[&Rgba8]) -> Palette {
        let mut pixels = Vec::new();
        for s in samples {
            pixels.extend_from_slice(&s.pixels);
        }
        Palette {
            quant: NeuQuant::new(10, 255, &pixels),
        }
    }
}

/// Part of a frame: the pixels of `rect` (of the whole picture for the
/// first), shown for `delay_ms`.
pub struct Patch {
    /// Where the pixels go.
    pub rect: PixelRect,
    /// `rect`'s pixels.
    pub pixels: Rgba8,
    /// How long the frame stays, in milliseconds.
    pub delay_ms: u32,
}

/// Writes `frames` (all the same size; each with its delay in ms) as a GIF
/// that loops forever. `None` for no frames or frames of different sizes.
pub fn encode_gif(frames: &[(Rgba8, u32)]) -> Option<Vec<u8>> {
    let (first, _) = frames.first()?;
    let (w, h) = (first.width, first.height);
    if frames
        .iter()
        .any(|(f, _)| (f.width, f.height) != (w, h) || w > 65535 || h > 65535)
    {
        return None;
    }
    // The palette: the first and last frames hold the board; a few between
    // add the pieces' edges in motion and the captions.
    let n = frames.len();
    let samples: Vec<&Rgba8> = [0, n / 4, n / 2, 3 * n / 4, n - 1]
        .iter()
        .map(|&k| &frames[k].0)
        .collect();
    let palette = Palette::learn(&samples);
    let patches: Vec<Patch> = frames
        .iter()
        .map(|(f, delay)| Patch {
            rect: PixelRect {
                x: 0,
                y: 0,
                width: w,
                height: h,
            },
            pixels: f.clone(),
            delay_ms: *delay,
        })
        .collect();
    encode_patches(w, h, &patches, &palette)
}

/// Writes a `width` × `height` GIF that loops forever from `patches`, the
/// first covering the whole picture, each later one what changed. `None`
/// for no patch, a first one that is not the whole picture, or a patch
/// outside it.
pub fn encode_patches(
    width: u32,
    height: u32,
    patches: &[Patch],
    palette: &Palette,
) -> Option<Vec<u8>> {
    let whole = PixelRect {
        x: 0,
        y: 0,
        width,
        height,
    };
    if patches.first()?.rect != whole || width > 65535 || height > 65535 {
        return None;
    }
    if patches.iter().any(|p| {
        let r = p.rect;
        (p.pixels.width, p.pixels.height) != (r.width, r.height)
            || r.x + r.width > width
            || r.y + r.height > height
    }) {
        return None;
    }
    let quant = &palette.quant;
    let clear = 255u8;
    let mut colours = quant.color_map_rgb();
    colours.resize(256 * 3, 0);
    let mut cache: HashMap<u32, u8> = HashMap::new();
    let mut index_of = |px: &[u8]| -> u8 {
        let key = u32::from_le_bytes([px[0], px[1], px[2], px[3]]);
        *cache
            .entry(key)
            .or_insert_with(|| quant.index_of(&[px[0], px[1], px[2], 255]) as u8)
    };

    // What the viewer shows so far: a pixel a patch leaves as it was is transparent.
    let mut shown = Rgba8 {
        width,
        height,
        pixels: vec![0; (width * height * 4) as usize],
    };
    let mut out = Vec::new();
    {
        let mut enc = gif::Encoder::new(&mut out, width as u16, height as u16, &colours).ok()?;
        enc.set_repeat(gif::Repeat::Infinite).ok()?;
        for (k, patch) in patches.iter().enumerate() {
            let first = k == 0;
            let (x, y, fw, fh) = if first {
                (0, 0, width, height)
            } else {
                changed(&shown, patch).unwrap_or((0, 0, 1, 1))
            };
            let mut buffer = Vec::with_capacity((fw * fh) as usize);
            for row in y..y + fh {
                for col in x..x + fw {
                    let at = ((row * width + col) * 4) as usize;
                    let inside = col >= patch.rect.x
                        && row >= patch.rect.y
                        && col < patch.rect.x + patch.rect.width
                        && row < patch.rect.y + patch.rect.height;
                    if !inside {
                        buffer.push(clear);
                        continue;
                    }
                    let from = (((row - patch.rect.y) * patch.rect.width + col - patch.rect.x) * 4)
                        as usize;
                    let px = &patch.pixels.pixels[from..from + 4];
                    if !first && shown.pixels[at..at + 4] == *px {
                        buffer.push(clear);
                    } else {
                        buffer.push(index_of(px));
                        shown.pixels[at..at + 4].copy_from_slice(px);
                    }
                }
            }
            let mut f = gif::Frame {
                left: x as u16,
                top: y as u16,
                width: fw as u16,
                height: fh as u16,
                buffer: buffer.into(),
                delay: ((patch.delay_ms + 5) / 10).min(u32::from(u16::MAX)) as u16,
                dispose: gif::DisposalMethod::Keep,
                ..gif::Frame::default()
            };
            if !first {
                f.transparent = Some(clear);
            }
            enc.write_frame(&f).ok()?;
        }
    }
    Some(out)
}

/// The smallest rectangle (x, y, width, height) of the patch's pixels that
/// differ from those shown.
fn changed(shown: &Rgba8, patch: &Patch) -> Option<(u32, u32, u32, u32)> {
    let r = patch.rect;
    let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
    let mut any = false;
    for row in 0..r.height {
        let from = (row * r.width * 4) as usize;
        let at = (((r.y + row) * shown.width + r.x) * 4) as usize;
        let len = (r.width * 4) as usize;
        let (new, old) = (
            &patch.pixels.pixels[from..from + len],
            &shown.pixels[at..at + len],
        );
        if new == old {
            continue;
        }
        for (col, (a, b)) in new.chunks_exact(4).zip(old.chunks_exact(4)).enumerate() {
            if a != b {
                let (x, y) = (r.x + col as u32, r.y + row);
                x0 = x0.min(x);
                x1 = x1.max(x);
                y0 = y0.min(y);
                y1 = y1.max(y);
                any = true;
            }
        }
    }
    any.then(|| (x0, y0, x1 - x0 + 1, y1 - y0 + 1))
}
