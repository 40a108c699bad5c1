//! Building the scene of a board: squares, traps, highlights, coordinates,
//! pieces (at rest, in flight, fading), arrows, markings and the move's
//! glyph badge, bottom to top.
//!
//! Two kinds of arrow: a move's own steps ([`step_arrows`], [`Paint::Arrow`],
//! narrow) and an annotator's ([`MarkArrow`], one of the four mark colours,
//! a wider shaft and head), so a drawn plan never passes for a move.

use super::anim::Animation;
use super::frame;
use super::layout::Layout;
use super::path::PathData;
use super::pieces::{piece_items, PieceStyle, GLYPH_BOX};
use super::scene::{Item, Point, Scene, Style, Tag, Transform, Weight};
use super::theme::Paint;
use crate::record::{Glyph, MarkColour};
use crate::{Bitboard, Board, Piece, Square, TakenStep};

/// A short label on a square (`A`, `x`, `1`…), as in diagrams.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marking {
    /// The square labelled.
    pub square: Square,
    /// The label, a few characters at most to fit the square.
    pub label: String,
}

/// An arrow from the centre of one square to the centre of another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arrow {
    /// The square it starts at.
    pub from: Square,
    /// The square it points to.
    pub to: Square,
}

/// An annotator's arrow (FAN `@ad2d4=G`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MarkArrow {
    /// Where it starts and where it points.
    pub arrow: Arrow,
    /// Its colour.
    pub colour: MarkColour,
}

/// An annotator's highlighted square (FAN `@hd4=R`): a translucent fill
/// under the pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Highlight {
    /// The square.
    pub square: Square,
    /// Its colour.
    pub colour: MarkColour,
}

/// A glyph judging the move shown, drawn as a badge on the square the move
/// ended on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GlyphBadge {
    /// The moved piece's destination (the last step's).
    pub square: Square,
    /// The glyph; only those with a badge colour ([`Paint::of_glyph`]) are drawn.
    pub glyph: Glyph,
}

/// What the teaching overlays mark on a board (see `crate::teach::Overlays`).
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct OverlayMarks {
    /// Pieces that can be captured this turn: a red ring.
    pub capturable: Bitboard,
    /// Rabbits that can reach goal in one turn of their side: a green ring.
    pub goal_rabbits: Bitboard,
    /// The goal squares they reach: filled green, under the pieces.
    pub goal_squares: Bitboard,
    /// Each trap with how many gold and silver pieces stand beside it: a
    /// gold and a silver disc with the counts at its lower corners.
    pub traps: Option<[(Square, u8, u8); 4]>,
}

/// Everything a board picture shows besides its geometry (see [`Layout`]).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct SceneInput {
    /// The placement; while animating, the placement *after* the animated steps.
    pub board: Board,
    /// Animal silhouettes or letters on the tokens.
    pub piece_style: PieceStyle,
    /// Squares highlighted as the last move's (see [`last_move_squares`]).
    pub last_move: Bitboard,
    /// Labels drawn on squares (FAN's `@x<square>=<label>` markings).
    pub markings: Vec<Marking>,
    /// Arrows drawn over the pieces (see [`step_arrows`]).
    pub arrows: Vec<Arrow>,
    /// An annotator's arrows, over the step arrows.
    pub mark_arrows: Vec<MarkArrow>,
    /// An annotator's highlighted squares, under the pieces.
    pub highlights: Vec<Highlight>,
    /// The glyph of the move shown, as a badge at a corner of its square.
    pub glyph: Option<GlyphBadge>,
    /// The square of a piece picked up in interactive play.
    pub selected: Option<Square>,
    /// Where the selected piece may go: dots on empty squares, rings on occupied ones.
    pub targets: Bitboard,
    /// Pieces marked as frozen (while analysing, or by the frozen overlay).
    pub frozen: Bitboard,
    /// Teaching overlays: pieces the side to move can capture this turn,
    /// rabbits that can reach goal and the goal squares they reach, and
    /// the pieces of each side beside each trap.
    pub overlays: OverlayMarks,
    /// The pieces in motion in this frame; empty for a board at rest.
    pub animation: Animation,
}

impl SceneInput {
    /// A picture of `board` alone: no highlight, marking, arrow or motion.
    pub fn new(board: Board) -> SceneInput {
        SceneInput {
            board,
            ..SceneInput::default()
        }
    }
}

/// The squares a move's steps left and entered.
pub fn last_move_squares(steps: &[TakenStep]) -> Bitboard {
    let mut squares = Bitboard::EMPTY;
    for taken in steps {
        squares = squares.with(taken.step.from);
        if let Some(to) = taken.step.to() {
            squares = squares.with(to);
        }
    }
    squares
}

/// One arrow per step.
pub fn step_arrows(steps: &[TakenStep]) -> Vec<Arrow> {
    steps
        .iter()
        .filter_map(|t| {
            Some(Arrow {
                from: t.step.from,
                to: t.step.to()?,
            })
        })
        .collect()
}

/// Draws `input` with the geometry of `layout`.
pub fn build_scene(layout: &Layout, input: &SceneInput) -> Scene {
    let mut scene = Scene::new(layout.size, layout.size);
    let sq = layout.square;
    board_squares(&mut scene, layout);
    let square_fill = |scene: &mut Scene, s: Square, paint: Paint| {
        let o = layout.square_origin(s);
        scene.push(Item::rect(o.x, o.y, sq, sq, Style::fill(paint)));
    };
    for s in input.last_move {
        square_fill(&mut scene, s, Paint::LastMove);
    }
    if let Some(s) = input.selected {
        square_fill(&mut scene, s, Paint::Selected);
    }
    for h in &input.highlights {
        // The mark colours are strong enough for an arrow; a whole square
        // in them would hide the board, so fills are lighter still.
        let o = layout.square_origin(h.square);
        let style = Style::fill(Paint::of_mark(h.colour)).with_opacity(HIGHLIGHT_OPACITY);
        scene.push(Item::rect(o.x, o.y, sq, sq, style));
    }
    // The teaching overlays: only builds that can set them draw them (a
    // reader's wasm cannot, and carries none of this).
    #[cfg(teaching)]
    for s in input.overlays.goal_squares {
        let o = layout.square_origin(s);
        let style = Style::fill(Paint::MarkGreen).with_opacity(HIGHLIGHT_OPACITY);
        scene.push(Item::rect(o.x, o.y, sq, sq, style));
    }
    if layout.coordinates {
        coordinates(&mut scene, layout);
    }
    targets(&mut scene, layout, input);
    pieces(&mut scene, layout, input);
    frozen_marks(&mut scene, layout, input);
    #[cfg(teaching)]
    overlay_marks(&mut scene, layout, &input.overlays);
    for arrow in &input.arrows {
        if let Some(item) = arrow_item(layout, *arrow, &STEP_ARROW, Paint::Arrow) {
            scene.push(item);
        }
    }
    for m in &input.mark_arrows {
        if let Some(item) = arrow_item(layout, m.arrow, &MARK_ARROW, Paint::of_mark(m.colour)) {
            scene.push(item);
        }
    }
    for marking in &input.markings {
        let occupied = input.board.piece_at(marking.square).is_some();
        scene.push(marking_item(layout, marking, occupied));
    }
    if let Some(badge) = input.glyph {
        // Top right, like a label's badge; top left when a label has that corner.
        let labelled = input.markings.iter().any(|m| m.square == badge.square)
            && input.board.piece_at(badge.square).is_some();
        if let Some(item) = glyph_item(layout, badge, labelled) {
            scene.push(item);
        }
    }
    scene
}

/// How much of a mark colour a highlighted square takes.
pub const HIGHLIGHT_OPACITY: f32 = 0.55;

/// An arrow's proportions, in squares: half the shaft's width, half the
/// head's, the head's length, and the gap from the tip to the target's centre.
struct ArrowShape {
    shaft: f32,
    head: f32,
    head_length: f32,
    gap: f32,
}

const STEP_ARROW: ArrowShape = ArrowShape {
    shaft: 0.08,
    head: 0.22,
    head_length: 0.34,
    gap: 0.1,
};

const MARK_ARROW: ArrowShape = ArrowShape {
    shaft: 0.12,
    head: 0.3,
    head_length: 0.42,
    gap: 0.05,
};

fn board_squares(scene: &mut Scene, layout: &Layout) {
    let sq = layout.square;
    frame::ground(scene, layout);
    for s in Square::all() {
        let paint = if s.is_trap() {
            Paint::TrapSquare
        } else if (s.file() + s.rank()) % 2 == 0 {
            Paint::BoardDark
        } else {
            continue;
        };
        let o = layout.square_origin(s);
        scene.push(Item::rect(o.x, o.y, sq, sq, Style::fill(paint)));
    }
    frame::edge(scene, layout, (sq * 0.03).max(1.0));
}

fn coordinates(scene: &mut Scene, layout: &Layout) {
    let size = layout.square * 0.3;
    for i in 0..8u8 {
        if let Some(s) = layout.square_at_cell(i, 7) {
            let at = layout.file_label_center(i);
            scene.push(Item::centered_text(
                at,
                String::from(s.file_char()),
                size,
                Weight::Normal,
                Paint::Coordinate,
            ));
        }
        if let Some(s) = layout.square_at_cell(0, i) {
            let at = layout.rank_label_center(i);
            scene.push(Item::centered_text(
                at,
                String::from(s.rank_char()),
                size,
                Weight::Normal,
                Paint::Coordinate,
            ));
        }
    }
}

fn targets(scene: &mut Scene, layout: &Layout, input: &SceneInput) {
    let sq = layout.square;
    for s in input.targets {
        let c = layout.square_center(s);
        scene.push(if input.board.piece_at(s).is_some() {
            Item::circle(c, sq * 0.46, Style::stroke(Paint::LegalTarget, sq * 0.07))
        } else {
            Item::circle(c, sq * 0.15, Style::fill(Paint::LegalTarget))
        });
    }
}

/// A small blue badge with a white rim at the bottom left of each frozen
/// piece: out of the way of labels and glyphs (top corners), and in mark
/// colours already themed, so no new colour role is needed.
fn frozen_marks(scene: &mut Scene, layout: &Layout, input: &SceneInput) {
    let sq = layout.square;
    for s in input.frozen {
        let o = layout.square_origin(s);
        let c = Point::new(o.x + sq * 0.18, o.y + sq * 0.82);
        scene.push(Item::circle(
            c,
            sq * 0.1,
            Style::fill(Paint::MarkBlue).with_stroke(Paint::GlyphText, sq * 0.025),
        ));
    }
}

#[cfg(teaching)]
/// Rings around the pieces in reach of a capture (red) or of goal
/// (green), and each trap's count of neighbours by side, as small discs
/// in the pieces' own colours at the trap's lower corners (a piece on a
/// trap always has a friend beside it, so it is never frozen and the
/// frozen badge never shares the corner).
fn overlay_marks(scene: &mut Scene, layout: &Layout, marks: &OverlayMarks) {
    let sq = layout.square;
    let ring = |s: Square, r: f32, paint: Paint, tag: Tag| Item::Group {
        tag,
        transform: Transform::IDENTITY,
        opacity: 1.0,
        items: vec![Item::circle(
            layout.square_center(s),
            sq * r,
            Style::stroke(paint, sq * 0.06),
        )],
    };
    for s in marks.capturable {
        scene.push(ring(s, 0.47, Paint::MarkRed, Tag::Capturable(s)));
    }
    for s in marks.goal_rabbits {
        scene.push(ring(s, 0.40, Paint::MarkGreen, Tag::GoalThreat(s)));
    }
    for &(trap, gold, silver) in marks.traps.iter().flatten() {
        let o = layout.square_origin(trap);
        let mut items = Vec::new();
        for (x, count, fill, rim, ink) in [
            (
                0.2,
                gold,
                Paint::GoldPiece,
                Paint::GoldPieceRim,
                Paint::GoldPieceInk,
            ),
            (
                0.8,
                silver,
                Paint::SilverPiece,
                Paint::SilverPieceRim,
                Paint::SilverPieceInk,
            ),
        ] {
            let c = Point::new(o.x + sq * x, o.y + sq * 0.8);
            items.push(Item::circle(
                c,
                sq * 0.15,
                Style::fill(fill).with_stroke(rim, sq * 0.025),
            ));
            items.push(Item::centered_text(
                c,
                count.to_string(),
                sq * 0.2,
                Weight::Bold,
                ink,
            ));
        }
        scene.push(Item::Group {
            tag: Tag::TrapControl(trap),
            transform: Transform::IDENTITY,
            opacity: 1.0,
            items,
        });
    }
}

fn piece_group(
    layout: &Layout,
    piece: Piece,
    at: Point,
    tag: Tag,
    opacity: f32,
    style: PieceStyle,
) -> Item {
    Item::Group {
        tag,
        transform: Transform::new(at.x, at.y, layout.square / GLYPH_BOX),
        opacity,
        items: piece_items(piece, style),
    }
}

fn pieces(scene: &mut Scene, layout: &Layout, input: &SceneInput) {
    let anim = &input.animation;
    let arriving = anim
        .flights
        .iter()
        .fold(Bitboard::EMPTY, |b, f| b.with(f.to));
    let style = input.piece_style;
    for s in input.board.occupied() {
        if arriving.contains(s) {
            continue;
        }
        if let Some(p) = input.board.piece_at(s) {
            let at = layout.square_origin(s);
            scene.push(piece_group(layout, p, at, Tag::Piece(p, s), 1.0, style));
        }
    }
    for fade in &anim.fades {
        let at = layout.square_origin(fade.square);
        let alpha = fade.alpha.clamp(0.0, 1.0);
        let tag = Tag::Fading(fade.piece, fade.square);
        scene.push(piece_group(layout, fade.piece, at, tag, alpha, style));
    }
    for flight in &anim.flights {
        let from = layout.square_origin(flight.from);
        let at = from.lerp(layout.square_origin(flight.to), flight.t.clamp(0.0, 1.0));
        scene.push(piece_group(
            layout,
            flight.piece,
            at,
            Tag::Flying(flight.piece),
            1.0,
            style,
        ));
    }
}

fn arrow_item(layout: &Layout, arrow: Arrow, shape: &ArrowShape, paint: Paint) -> Option<Item> {
    let sq = layout.square;
    let start = layout.square_center(arrow.from);
    let tip_center = layout.square_center(arrow.to);
    let length = start.distance(tip_center);
    if length < 1e-3 {
        return None;
    }
    let (dx, dy) = (
        (tip_center.x - start.x) / length,
        (tip_center.y - start.y) / length,
    );
    let at = |along: f32, across: f32| {
        Point::new(
            start.x + dx * along - dy * across,
            start.y + dy * along + dx * across,
        )
    };
    let tip = length - sq * shape.gap;
    let base = tip - sq * shape.head_length;
    let (shaft, head) = (sq * shape.shaft, sq * shape.head);
    let outline = [
        at(0.0, shaft),
        at(base, shaft),
        at(base, head),
        at(tip, 0.0),
        at(base, -head),
        at(base, -shaft),
        at(0.0, -shaft),
    ];
    Some(Item::path(
        PathData::polygon(&outline).into_string(),
        Style::fill(paint),
    ))
}

fn glyph_item(layout: &Layout, badge: GlyphBadge, left: bool) -> Option<Item> {
    let paint = Paint::of_glyph(badge.glyph)?;
    let symbol = badge.glyph.symbol()?;
    let sq = layout.square;
    let o = layout.square_origin(badge.square);
    let x = if left { 0.19 } else { 0.81 };
    let c = Point::new(o.x + sq * x, o.y + sq * 0.19);
    let size = sq * if symbol.len() > 1 { 0.22 } else { 0.28 };
    Some(Item::Group {
        tag: Tag::Glyph(badge.square),
        transform: Transform::IDENTITY,
        opacity: 1.0,
        items: vec![
            Item::circle(
                c,
                sq * 0.18,
                Style::fill(paint).with_stroke(Paint::GlyphText, sq * 0.025),
            ),
            Item::centered_text(c, symbol.to_owned(), size, Weight::Bold, Paint::GlyphText),
        ],
    })
}

fn marking_item(layout: &Layout, marking: &Marking, occupied: bool) -> Item {
    let sq = layout.square;
    let o = layout.square_origin(marking.square);
    let chars = marking.label.chars().count().max(1) as f32;
    let items = if occupied {
        let c = Point::new(o.x + sq * 0.8, o.y + sq * 0.2);
        let size = sq * 0.26 * (2.0 / chars.max(2.0));
        vec![
            Item::circle(
                c,
                sq * 0.19,
                Style::fill(Paint::Marking).with_stroke(Paint::MarkingText, sq * 0.02),
            ),
            Item::centered_text(
                c,
                marking.label.clone(),
                size,
                Weight::Bold,
                Paint::MarkingText,
            ),
        ]
    } else {
        let c = layout.square_center(marking.square);
        let size = sq * 0.55 * (2.0 / chars.max(2.0)).min(1.0);
        vec![Item::centered_text(
            c,
            marking.label.clone(),
            size,
            Weight::Bold,
            Paint::Marking,
        )]
    };
    Item::Group {
        tag: Tag::Marking(marking.square),
        transform: Transform::IDENTITY,
        opacity: 1.0,
        items,
    }
}
