//! A line played as an animation, planned as data: the stills of a film from
//! one node to a later one on its line, each a cursor, a step's progress and
//! how long it stays. Any backend turns the stills into frames (the CLI's GIF
//! writer, the browser's canvas); the scene of each is [`Viewer::still_scene`].

#[cfg(raster)]
mod gif;

#[cfg(raster)]
pub use gif::FilmGifError;

use crate::record::{Path, PathError};
use crate::render::{caption_band, Scene};
use crate::viewer::cursor::{step_count, Cursor};
use crate::viewer::words::move_text;
use crate::viewer::Viewer;
use crate::Color;
use std::fmt;

/// How a film moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FilmOptions {
    /// Stills per step: the last shows the step done, the others its motion.
    pub frames_per_step: u8,
    /// How long one step takes, in milliseconds.
    pub step_ms: u32,
    /// The pause on each whole move.
    pub move_pause_ms: u32,
    /// The pause on the first and the last still.
    pub end_pause_ms: u32,
    /// Whether captions carry the move's comment under its notation.
    pub comments: bool,
}

impl Default for FilmOptions {
    /// Four stills a step, a step in 0.4 s, a second on each move, two at the ends.
    fn default() -> FilmOptions {
        FilmOptions {
            frames_per_step: 4,
            step_ms: 400,
            move_pause_ms: 1000,
            end_pause_ms: 2000,
            comments: false,
        }
    }
}

/// One frame of a film.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Still {
    /// What the board shows: the node and how many of its steps.
    pub cursor: Cursor,
    /// How far the last shown step has arrived (1 = at rest).
    pub progress: f32,
    /// How long the still stays, in milliseconds.
    pub delay_ms: u32,
}

/// The stills from one node to another, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Film {
    /// Every still; the first is the starting position at rest.
    pub stills: Vec<Still>,
    /// Lines of caption under the board in every still (0: no caption band).
    pub caption_lines: usize,
    /// Whether captions carry comments.
    comments: bool,
}

/// The most stills one film holds: a few hundred moves at the default pace.
pub const MAX_STILLS: usize = 4000;

/// Why no film can be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FilmError {
    /// `from` or `to` names no node.
    Path(&'static str, PathError),
    /// `to` is not after `from` on one line.
    NotAfter,
    /// The line is too long for one film.
    TooLong(usize),
}

impl fmt::Display for FilmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FilmError::Path(which, e) => write!(f, "{which}: {e}"),
            FilmError::NotAfter => {
                f.write_str("the end is not after the start on one line of the game")
            }
            FilmError::TooLong(n) => write!(
                f,
                "the line needs {n} frames, more than the {MAX_STILLS} of one animation"
            ),
        }
    }
}

impl std::error::Error for FilmError {}

impl Viewer {
    /// Plans the film of the line from `from` to `to` (a later node on the
    /// same line, or a later step of the same move).
    pub fn film(&self, from: &Path, to: &Path, opts: &FilmOptions) -> Result<Film, FilmError> {
        let tree = &self.record.tree;
        let start = self
            .cursor_at(from)
            .map_err(|e| FilmError::Path("from", e))?;
        let end = self.cursor_at(to).map_err(|e| FilmError::Path("to", e))?;
        // The nodes after `start.node` down to `end.node`, in playing order.
        let mut chain = Vec::new();
        let mut at = end.node;
        while at != start.node {
            chain.push(at);
            at = tree.node(at).parent.ok_or(FilmError::NotAfter)?;
        }
        chain.reverse();
        if chain.is_empty() && end.shown < start.shown {
            return Err(FilmError::NotAfter);
        }
        let frames = u32::from(opts.frames_per_step.max(1));
        let steps = chain.iter().map(|&n| step_count(tree, n)).sum::<usize>() + end.shown;
        let needed = 1 + (steps.saturating_sub(start.shown)) * frames as usize;
        if needed > MAX_STILLS {
            return Err(FilmError::TooLong(needed));
        }
        let mut stills = vec![Still {
            cursor: start,
            progress: 1.0,
            delay_ms: opts.end_pause_ms,
        }];
        let mut cursor = start;
        let mut next = chain.iter();
        while cursor != end {
            cursor = if cursor.is_whole(tree) {
                match next.next() {
                    Some(&node) => Cursor {
                        node,
                        shown: 1.min(step_count(tree, node)),
                    },
                    None => break,
                }
            } else {
                Cursor {
                    node: cursor.node,
                    shown: cursor.shown + 1,
                }
            };
            // A node without steps (the root) has nothing to animate.
            if cursor.shown == 0 {
                continue;
            }
            let moving = opts.step_ms / frames;
            for k in 1..frames {
                stills.push(Still {
                    cursor,
                    progress: k as f32 / frames as f32,
                    delay_ms: moving,
                });
            }
            let rest = if cursor.is_whole(tree) {
                opts.move_pause_ms
            } else {
                moving
            };
            stills.push(Still {
                cursor,
                progress: 1.0,
                delay_ms: rest,
            });
        }
        if let Some(last) = stills.last_mut() {
            last.delay_ms = last.delay_ms.max(opts.end_pause_ms);
        }
        Ok(Film {
            stills,
            caption_lines: if opts.comments { 3 } else { 1 },
            comments: opts.comments,
        })
    }

    /// The end of the line through `from`: its last node, whole.
    pub fn line_end(&self, from: &Path) -> Result<Path, FilmError> {
        let tree = &self.record.tree;
        let start = self
            .cursor_at(from)
            .map_err(|e| FilmError::Path("from", e))?;
        let end = tree.line_from(start.node).last().unwrap_or(start.node);
        Ok(Path::of(tree, end))
    }

    /// The caption of a still: the move being played (label and notation),
    /// then its comment when the film carries comments.
    pub fn caption(&self, film: &Film, still: &Still) -> Vec<String> {
        let tree = &self.record.tree;
        let Some(mv) = tree.node(still.cursor.node).mv.as_ref() else {
            return vec!["Start".to_owned()];
        };
        let mut lines = vec![format!("{} {}", mv.label, move_text(mv))];
        if film.comments {
            if let Some(c) = &mv.comment {
                lines.push(c.clone());
            }
        }
        lines
    }

    /// The scene of one still, its caption in a band under the board; the
    /// viewer's cursor (and any move being entered) is left as it was.
    pub fn still_scene(
        &mut self,
        film: &Film,
        still: &Still,
        size: f32,
        orientation: Color,
        coordinates: bool,
    ) -> Scene {
        let (cursor, draft) = (self.cursor, self.draft.take());
        self.cursor = still.cursor;
        let mut scene = self.scene(size, orientation, coordinates, still.progress);
        self.cursor = cursor;
        self.draft = draft;
        if film.caption_lines > 0 {
            caption_band(&mut scene, &self.caption(film, still), film.caption_lines);
        }
        scene
    }
}

#[cfg(test)]
mod tests;
