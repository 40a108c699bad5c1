//! Frames to an animated GIF: one global palette (quantized from a sample
//! of the frames), each frame after the first cropped to the rectangle that
//! changed, its unchanged pixels transparent so that only what moved costs
//! bytes. The browser's encoder (www/arimaa-viewer-gif.js) does the same.

use super::raster::Rgba8;
use color_quant::NeuQuant;
use std::collections::HashMap;

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
    let mut sample = Vec::new();
    for k in [0, n / 4, n / 2, 3 * n / 4, n - 1] {
        sample.extend_from_slice(&frames[k].0.pixels);
    }
    let quant = NeuQuant::new(10, 255, &sample);
    let clear = 255u8;
    let mut palette = quant.color_map_rgb();
    palette.resize(256 * 3, 0);
    let mut cache: HashMap<u32, u8> = HashMap::new();
    let mut index_of = |px: &[u8]| -> u8 {
        let key = u32::from_le_bytes([px[0], px[1], px[2], px[3]]);
        *cache
            .entry(key)
            .or_insert_with(|| quant.index_of(&[px[0], px[1], px[2], 255]) as u8)
    };

    let mut out = Vec::new();
    {
        let mut enc = gif::Encoder::new(&mut out, w as u16, h as u16, &palette).ok()?;
        enc.set_repeat(gif::Repeat::Infinite).ok()?;
        let mut previous: Option<&Rgba8> = None;
        for (frame, delay) in frames {
            let (x, y, fw, fh) = match previous {
                None => (0, 0, w, h),
                Some(p) => changed(p, frame).unwrap_or((0, 0, 1, 1)),
            };
            let mut buffer = Vec::with_capacity((fw * fh) as usize);
            for row in y..y + fh {
                for col in x..x + fw {
                    let at = ((row * w + col) * 4) as usize;
                    let px = &frame.pixels[at..at + 4];
                    let same = previous.is_some_and(|p| p.pixels[at..at + 4] == *px);
                    buffer.push(if same { clear } else { index_of(px) });
                }
            }
            let mut f = gif::Frame {
                left: x as u16,
                top: y as u16,
                width: fw as u16,
                height: fh as u16,
                buffer: buffer.into(),
                delay: ((delay + 5) / 10).min(u32::from(u16::MAX)) as u16,
                dispose: gif::DisposalMethod::Keep,
                ..gif::Frame::default()
            };
            if previous.is_some() {
                f.transparent = Some(clear);
            }
            enc.write_frame(&f).ok()?;
            previous = Some(frame);
        }
    }
    Some(out)
}

/// The smallest rectangle (x, y, width, height) holding every changed pixel.
fn changed(a: &Rgba8, b: &Rgba8) -> Option<(u32, u32, u32, u32)> {
    let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
    let mut any = false;
    for (i, (pa, pb)) in a
        .pixels
        .chunks_exact(4)
        .zip(b.pixels.chunks_exact(4))
        .enumerate()
    {
        if pa != pb {
            let (x, y) = (i as u32 % a.width, i as u32 / a.width);
            x0 = x0.min(x);
            x1 = x1.max(x);
            y0 = y0.min(y);
            y1 = y1.max(y);
            any = true;
        }
    }
    any.then(|| (x0, y0, x1 - x0 + 1, y1 - y0 + 1))
}
