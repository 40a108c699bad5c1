//! `arimaa analyse` and `arimaa annotate`: the engine (src/engine) on a
//! record's positions.
//!
//! `analyse` prints each iteration (`depth`, score, nodes, speed, line) and
//! then the result; `annotate` writes the record back in its notation with
//! `[%eval …]` in the comment of every main-line move (the value of the
//! position after it, from Gold's side) and `?` / `??` on a move that lost
//! one / two rabbits or more of evaluation against the position before it,
//! from the mover's side.

use arimaa::engine::{Engine, Limits, Progress, Score, StopFlag};
use arimaa::record::{add_glyph, game_at, Glyph, MoveKind, NodeId, Record};
use arimaa::viewer::{CollectionView, Format};
use arimaa::{Color, RuleSet};
use std::io::{self, Write};
use std::path::Path;
use std::sync::atomic::AtomicBool;

/// Evaluation lost by a move that earns `?` and `??`, in hundredths of a rabbit.
pub const MISTAKE: i32 = 100;
pub const BLUNDER: i32 = 200;
/// What a won game counts as when a loss of evaluation is measured.
const WON: i32 = 5_000;

fn fail(command: &str, message: impl std::fmt::Display) -> io::Result<u8> {
    eprintln!("arimaa {command}: {message}");
    Ok(2)
}

/// `2s`, `500ms`, `1.5s`, or seconds alone.
pub fn parse_time(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let (number, scale) = if let Some(ms) = t.strip_suffix("ms") {
        (ms, 1.0)
    } else if let Some(s) = t.strip_suffix('s') {
        (s, 1000.0)
    } else {
        (t, 1000.0)
    };
    match number.parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 && v * scale <= 86_400_000.0 => {
            Ok((v * scale).round().max(1.0) as u64)
        }
        _ => Err(format!(
            "`{text}` is no time: expected a duration like 2s, 1.5s or 500ms"
        )),
    }
}

fn limits(time: Option<&str>, depth: Option<u8>, default_ms: u64) -> Result<Limits, String> {
    let time_ms = time.map(parse_time).transpose()?;
    if depth == Some(0) {
        return Err("--depth must be at least 1 (whole turns)".into());
    }
    Ok(Limits {
        time_ms: if depth.is_some() {
            time_ms
        } else {
            Some(time_ms.unwrap_or(default_ms))
        },
        depth,
        nodes: None,
    })
}

fn open(command: &str, file: &Path) -> Result<CollectionView, u8> {
    let text = super::read_input(file)?;
    let games = CollectionView::new(&text);
    if let Some((_, e)) = games.viewer().errors().first() {
        eprintln!("arimaa {command}: {}: {}", file.display(), e.located());
    }
    Ok(games)
}

fn line_text(p: &Progress) -> String {
    let turns: Vec<String> =
        p.pv.iter()
            .map(|t| format!("{}{} {}", "", t.side.char(), t.text()))
            .collect();
    turns.join(" | ")
}

fn score_words(score: Score) -> String {
    match score {
        Score::Win { winner, turns } => format!("{} wins in {turns} ({score})", winner.name()),
        Score::Centirabbits(_) => score.to_string(),
    }
}

/// `arimaa analyse FILE [--path P] [--time T | --depth N]`
pub fn analyse(
    out: &mut impl Write,
    file: &Path,
    path: Option<&str>,
    time: Option<&str>,
    depth: Option<u8>,
) -> io::Result<u8> {
    let limits = match limits(time, depth, 2000) {
        Ok(l) => l,
        Err(e) => return fail("analyse", e),
    };
    let mut games = match open("analyse", file) {
        Ok(g) => g,
        Err(code) => return Ok(code),
    };
    if let Some(p) = path {
        if let Err(e) = games.go_to_text(p) {
            return fail("analyse", format!("path `{p}`: {e}"));
        }
    } else {
        // The end of the main line: the position a finished record leaves.
        let tree = &games.viewer().record().tree;
        let last = tree.main_line().last().unwrap_or(NodeId::ROOT);
        let text = arimaa::record::Path::of(tree, last).to_string();
        let _ = games.viewer_mut().go_to_text(&text);
    }
    let viewer = games.viewer();
    let tree = &viewer.record().tree;
    let node = viewer.cursor().node;
    let Some(game) = game_at(tree, node, RuleSet::Current) else {
        return fail("analyse", "not an Arimaa record");
    };
    let at = viewer.path();
    writeln!(
        out,
        "position: {at} ({} to move)",
        game.position().side.name()
    )?;
    let flag = AtomicBool::new(false);
    let mut lines = Vec::new();
    let mut control = StopFlag::new(&flag, |p: &Progress| {
        lines.push(format!(
            "depth {} ({} steps) {} nodes {} nps {} time {:.0} ms line {}",
            p.depth,
            p.steps(),
            p.score,
            p.nodes,
            p.nps(),
            p.ms,
            line_text(p)
        ))
    });
    let result = Engine::new().analyse(&game, &limits, &mut control);
    drop(control);
    let a = match result {
        Ok(a) => a,
        Err(e) => return fail("analyse", e),
    };
    for l in lines {
        writeln!(out, "{l}")?;
    }
    writeln!(out, "score: {}", score_words(a.score))?;
    writeln!(out, "line: {}", line_text(&a))?;
    Ok(0)
}

/// The value for comparing moves, from `side`'s point of view.
fn for_side(score: Score, side: Color) -> i32 {
    let gold = match score {
        Score::Centirabbits(c) => c.clamp(-WON + 1, WON - 1),
        Score::Win {
            winner: Color::Gold,
            ..
        } => WON,
        Score::Win { .. } => -WON,
    };
    if side == Color::Gold {
        gold
    } else {
        -gold
    }
}

/// The `[%eval …]` command of a comment, if it has one that reads.
pub fn eval_in(comment: &str) -> Option<Score> {
    let start = comment.find("[%eval")?;
    let rest = &comment[start + 6..];
    let end = rest.find(']')?;
    rest[..end].trim().parse().ok()
}

/// The comment with its `[%eval …]` set to `score` (added at the end, or replaced).
fn with_eval(comment: Option<&str>, score: Score) -> String {
    let command = format!("[%eval {score}]");
    let Some(c) = comment else { return command };
    if let Some(start) = c.find("[%eval") {
        if let Some(len) = c[start..].find(']') {
            return format!("{}{command}{}", &c[..start], &c[start + len + 1..]);
        }
    }
    format!("{} {command}", c.trim_end())
}

/// `arimaa annotate FILE [--time T | --depth N]`: the record, annotated, to stdout.
pub fn annotate(
    out: &mut impl Write,
    file: &Path,
    time: Option<&str>,
    depth: Option<u8>,
) -> io::Result<u8> {
    let limits = match limits(time, depth, 1000) {
        Ok(l) => l,
        Err(e) => return fail("annotate", e),
    };
    let games = match open("annotate", file) {
        Ok(g) => g,
        Err(code) => return Ok(code),
    };
    let format = games.viewer().format();
    let mut record: Record = games.viewer().record().clone();
    let mut engine = Engine::new();
    let line: Vec<NodeId> = record.tree.main_line().collect();
    // The value of the position each main-line node leaves.
    let mut before: Option<Score> = None;
    let (mut marked, mut evaluated, mut replaced) = (0, 0, 0);
    for &id in &line {
        let Some(mv) = record.tree.node(id).mv.as_ref() else {
            continue;
        };
        let mover = mv.label.color;
        let is_turn = matches!(&mv.kind, MoveKind::Steps(s) if !s.is_empty());
        let Some(game) = game_at(&record.tree, id, RuleSet::Current) else {
            break;
        };
        let score = match game.outcome() {
            Some(o) => o.winner.map(|w| Score::Win {
                winner: w,
                turns: 1,
            }),
            None if game.in_setup() => None,
            None => engine.analyse_quietly(&game, &limits).ok().map(|a| a.score),
        };
        let Some(score) = score else {
            before = None;
            continue;
        };
        if game.outcome().is_some() && !is_turn {
            break;
        }
        evaluated += 1;
        let mv = record.tree.node_mut(id).mv.as_mut().expect("a move");
        if is_turn {
            replaced += usize::from(mv.comment.as_deref().and_then(eval_in).is_some());
            mv.comment = Some(with_eval(mv.comment.as_deref(), score));
            if let Some(b) = before {
                let lost = for_side(b, mover) - for_side(score, mover);
                let glyph = if lost >= BLUNDER {
                    "??"
                } else if lost >= MISTAKE {
                    "?"
                } else {
                    ""
                };
                if let Some(g) = Glyph::parse(glyph) {
                    add_glyph(&mut mv.before_markings, g);
                    marked += 1;
                }
            }
        }
        before = Some(score);
    }
    let text = match format {
        Format::Pgn => match arimaa::pgn::write(&record) {
            Ok(t) => t,
            Err(e) => return fail("annotate", e),
        },
        _ => arimaa::fan::write(&record),
    };
    out.write_all(text.as_bytes())?;
    eprintln!(
        "arimaa annotate: {evaluated} positions evaluated, {marked} moves marked ? or ??, {replaced} earlier evaluations replaced"
    );
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_and_evals_read() {
        assert_eq!(parse_time("2s"), Ok(2000));
        assert_eq!(parse_time("500ms"), Ok(500));
        assert_eq!(parse_time("1.5"), Ok(1500));
        assert!(parse_time("fast").is_err());
        assert!(parse_time("-1s").is_err());
        assert_eq!(
            eval_in("good [%eval -0.35] move"),
            Some(Score::Centirabbits(-35))
        );
        assert_eq!(
            with_eval(Some("a [%eval 1] b"), Score::Centirabbits(5)),
            "a [%eval +0.05] b"
        );
        assert_eq!(
            with_eval(Some("note"), Score::Centirabbits(-5)),
            "note [%eval -0.05]"
        );
    }
}
