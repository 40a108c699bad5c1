//! A band of text under a drawing: the caption of an animation's frames.

use super::scene::{Anchor, Item, Scene, Style, Weight};
use super::theme::Paint;

/// Letters per line the band allows, from a generous average letter width
/// (no font metrics here: a backend's font may be wider, so keep a margin).
fn fitting(width: f32, font: f32) -> usize {
    ((width - font) / (font * 0.56)).max(4.0) as usize
}

/// Grows `scene` by a band of `lines` text lines and writes `text` in it:
/// the first entry on its own line, bold; the rest wrapped at spaces into
/// the lines left. What does not fit ends with `…`.
pub fn caption_band(scene: &mut Scene, text: &[String], lines: usize) {
    if lines == 0 {
        return;
    }
    let font = (scene.width / 24.0).clamp(9.0, 28.0);
    let line = font * 1.3;
    let top = scene.height;
    let band = line * lines as f32 + font * 0.6;
    scene.height += band;
    scene.push(Item::rect(
        0.0,
        top,
        scene.width,
        band,
        Style::fill(Paint::Background),
    ));
    let room = fitting(scene.width, font);
    let mut rows: Vec<(String, Weight)> = Vec::new();
    if let Some(first) = text.first() {
        rows.push((ellipsize(first, room), Weight::Bold));
    }
    let rest = text.get(1..).unwrap_or_default().join(" ");
    rows.extend(
        wrap(&rest, room, lines.saturating_sub(1))
            .into_iter()
            .map(|l| (l, Weight::Normal)),
    );
    for (k, (row, weight)) in rows.into_iter().take(lines).enumerate() {
        scene.push(Item::Text {
            x: font * 0.5,
            y: top + font * 1.3 + line * k as f32,
            text: row,
            size: font,
            weight,
            anchor: Anchor::Start,
            paint: Paint::Coordinate,
        });
    }
}

/// `text` cut to `room` letters, ending with `…` when cut.
fn ellipsize(text: &str, room: usize) -> String {
    if text.chars().count() <= room {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(room.saturating_sub(1)).collect();
    cut.truncate(cut.trim_end().len());
    cut.push('…');
    cut
}

/// `text` broken at spaces into at most `lines` lines of `room` letters.
fn wrap(text: &str, room: usize, lines: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut words = text.split_whitespace().peekable();
    while out.len() < lines {
        let mut current = String::new();
        while let Some(word) = words.peek() {
            let len = current.chars().count();
            if len > 0 && len + 1 + word.chars().count() > room {
                break;
            }
            if len > 0 {
                current.push(' ');
            }
            current.push_str(word);
            words.next();
        }
        if current.is_empty() {
            match words.next() {
                Some(long) => current = long.to_owned(),
                None => break,
            }
        }
        out.push(current);
    }
    if words.peek().is_some() {
        if let Some(last) = out.last_mut() {
            *last = ellipsize(&format!("{last} …"), room);
            if !last.ends_with('…') {
                last.push('…');
            }
        }
    }
    out.into_iter().map(|l| ellipsize(&l, room)).collect()
}

#[cfg(test)]
mod tests {
    use super::{caption_band, ellipsize, wrap};
    use crate::render::{Item, Scene};

    #[test]
    fn long_words_and_lines_are_cut_with_an_ellipsis() {
        assert_eq!(ellipsize("12s Ed4n Ed5n", 20), "12s Ed4n Ed5n");
        assert_eq!(ellipsize("12s Ed4n Ed5n rc3e", 10), "12s Ed4n…");
        assert_eq!(wrap("a bb ccc dddd", 6, 3), ["a bb", "ccc", "dddd"]);
        let two = wrap("a bb ccc dddd", 6, 2);
        assert_eq!(two.len(), 2);
        assert!(two[1].ends_with('…'), "{two:?}");
        assert_eq!(wrap("", 6, 2), Vec::<String>::new());
    }

    #[test]
    fn the_band_grows_the_scene_and_holds_the_lines() {
        let mut scene = Scene::new(320.0, 320.0);
        let text = ["12s Ed4n".to_owned(), "A fine move.".to_owned()];
        caption_band(&mut scene, &text, 3);
        assert!(
            scene.height > 340.0 && scene.height < 400.0,
            "{}",
            scene.height
        );
        let texts: Vec<&str> = scene
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Text { text, y, .. } if *y > 320.0 && *y < scene.height => {
                    Some(text.as_str())
                }
                _ => None,
            })
            .collect();
        assert_eq!(texts, ["12s Ed4n", "A fine move."]);
    }
}
