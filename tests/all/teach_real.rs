//! The goal search and the judge on real positions, each answer compared
//! with a full search of the turn's moves by move generation: the 485
//! diagrams of the goal-in-one file, and every position of the archive
//! games where the side to move could reach goal.

use crate::common;
use common::data;

use arimaa::notation::archive::read_archive;
use arimaa::notation::diagram::parse_diagrams;
use arimaa::record::{game_at, MoveKind};
use arimaa::teach::{can_goal, goal_threats, judge_turn, moves_with_steps, PuzzleGoal, Verdict};
use arimaa::{reached_goal, Game, MoveGen, Piece, Position, Role, RuleSet, TurnBuilder, TurnLabel};

/// Does the side to move have a turn leaving a rabbit on goal? Move generation, no pruning.
fn goal_by_movegen(gen: &mut MoveGen, pos: &Position) -> bool {
    gen.unique_moves(pos)
        .iter()
        .any(|b| reached_goal(b, pos.side))
}

/// Judges every move of the turn against "goal in 1" and compares each
/// verdict with the board it leaves; returns how many moves reach goal.
fn judge_every_move(game: &Game, label: &str) -> usize {
    let pos = game.position();
    let moves = moves_with_steps(&pos);
    assert_eq!(
        moves.len(),
        MoveGen::new().count(&pos),
        "{label}: the same moves"
    );
    let mut goals = 0;
    for (board, steps) in &moves {
        let j = judge_turn(game, PuzzleGoal::Goal(1), steps);
        if let Verdict::Illegal(e) = &j.verdict {
            // Only a third repetition can make a generated move illegal.
            assert_eq!(
                e.to_string(),
                "the position would occur for the third time",
                "{label}"
            );
            continue;
        }
        assert_eq!(j.after.map(|p| p.board), Some(*board), "{label}: {steps:?}");
        let goal = reached_goal(board, pos.side);
        assert_eq!(
            j.verdict == Verdict::Reached,
            goal,
            "{label}: {steps:?} {:?}",
            j.verdict
        );
        goals += usize::from(goal);
    }
    goals
}

/// Checks the goal search and the threats at `pos` against move generation.
fn check_goal_search(gen: &mut MoveGen, pos: &Position, label: &str) -> bool {
    let full = goal_by_movegen(gen, pos);
    assert_eq!(can_goal(pos), full, "{label}: {pos:?}");
    let threats = goal_threats(pos);
    assert_eq!(!threats.is_empty(), full, "{label}");
    for (rabbit, steps) in &threats {
        let mut t = TurnBuilder::new(*pos);
        let mut at = *rabbit;
        for s in steps {
            t.step(*s).unwrap_or_else(|e| panic!("{label}: {s}: {e}"));
            if s.from == at {
                at = s.to().unwrap();
            }
        }
        assert!(t.finish().is_ok());
        assert_eq!(at.rank(), pos.side.goal_rank(), "{label}: rabbit {rabbit}");
        assert_eq!(
            t.board().piece_at(at),
            Some(Piece::new(pos.side, Role::Rabbit))
        );
    }
    full
}

#[test]
fn the_goal_file_positions() {
    let text = data("goal-in-one-turn-positions.txt");
    let diagrams = parse_diagrams(&text).unwrap();
    // The file's own labels, unverified: `cangoal N` (steps), `true`, `false`.
    let labels: Vec<bool> = text
        .lines()
        .filter_map(|l| l.strip_prefix("::: cangoal "))
        .map(|v| v.trim() != "false")
        .collect();
    assert_eq!(labels.len(), diagrams.len());
    let mut gen = MoveGen::new();
    let (mut goals, mut agree, mut judged) = (0, 0, 0);
    for (i, (d, label)) in diagrams.iter().zip(&labels).enumerate() {
        let side = d.side.unwrap();
        let pos = d.turn(side).unwrap().start();
        let name = format!("diagram {}", i + 1);
        let full = check_goal_search(&mut gen, &pos, &name);
        goals += usize::from(full);
        agree += usize::from(full == *label);
        // The judge on every move of one diagram in five.
        if i % 5 == 0 {
            let game = Game::from_position(pos, TurnLabel::new(2, side), RuleSet::Current);
            let reached = judge_every_move(&game, &name);
            assert_eq!(reached > 0, full, "{name}");
            judged += 1;
        }
    }
    println!("goal file: {goals} of {} with a goal; labels agree on {agree}; {judged} judged move by move", diagrams.len());
    assert_eq!(goals, 303);
    // The file's labels all agree with move generation and the search.
    assert_eq!(agree, diagrams.len());
}

#[test]
fn archive_positions_with_a_goal_in_reach() {
    let mut gen = MoveGen::new();
    let (mut positions, mut near, mut with_goal, mut final_goals) = (0, 0, 0, 0);
    for file in ["allgames202602.txt", "allgames201111-sample.txt"] {
        let text = data(file);
        for g in read_archive(&text).0 {
            let record = arimaa::fan::read(&g.movelist().join("\n")).record;
            let tree = &record.tree;
            let line: Vec<_> = tree.main_line().collect();
            for (k, &id) in line.iter().enumerate() {
                let Some(next) = line.get(k + 1) else { break };
                let Some(mv) = tree.node(*next).mv.as_ref() else {
                    break;
                };
                let MoveKind::Steps(steps) = &mv.kind else {
                    continue;
                };
                if tree.node(*next).error.is_some() {
                    break;
                }
                let pos = *tree.node(id).position.arimaa().unwrap();
                positions += 1;
                let rabbits = pos.board.pieces(Piece::new(pos.side, Role::Rabbit));
                let reach = rabbits
                    .into_iter()
                    .any(|r| usize::from(pos.side.goal_rank().abs_diff(r.rank())) <= 4);
                if !reach {
                    // No rabbit within four steps of goal: the search must say no at once.
                    assert!(!can_goal(&pos));
                    continue;
                }
                near += 1;
                let label = format!("{} {}", g.get("id").unwrap_or("?"), mv.label);
                if !check_goal_search(&mut gen, &pos, &label) {
                    continue;
                }
                with_goal += 1;
                let game = game_at(tree, id, RuleSet::Current).unwrap();
                assert!(judge_every_move(&game, &label) > 0);
                // The move played: judged as the board it leaves says.
                let played: Vec<_> = steps.iter().map(|s| s.step).collect();
                let j = judge_turn(&game, PuzzleGoal::Goal(1), &played);
                let after = tree.node(*next).position.arimaa().unwrap().board;
                assert_eq!(
                    j.verdict == Verdict::Reached,
                    reached_goal(&after, pos.side),
                    "{label}"
                );
                final_goals += usize::from(j.verdict == Verdict::Reached);
            }
        }
    }
    println!(
        "archive: {positions} positions, {near} with a rabbit within four steps of goal, \
         {with_goal} with a goal in one, {final_goals} goals played"
    );
    // 88 games of the 2026 file end by goal; the 2011 sample adds 4; 65
    // more positions had a goal in one that was not played.
    assert_eq!((with_goal, final_goals), (157, 92));
}

#[test]
fn middle_game_overlays_against_every_step_sequence() {
    // Plies 24, 36 and 48 of eight long archive games: the capture and goal
    // overlays against the brute force of tests/common/brute.rs (every
    // step sequence with the rules' turn builder, every piece followed).
    let text = data("allgames202602.txt");
    let (mut positions, mut captures) = (0, 0);
    let games = read_archive(&text).0;
    let long = games.iter().skip(8).filter(|g| g.movelist().len() > 50);
    for g in long.take(8) {
        let record = arimaa::fan::read(&g.movelist().join("\n")).record;
        let line: Vec<_> = record.tree.main_line().collect();
        for ply in [24, 36, 48] {
            let pos = *record.tree.node(line[ply]).position.arimaa().unwrap();
            let b = common::brute::brute(&pos);
            let found: Vec<_> = arimaa::teach::capture_threats(&pos)
                .iter()
                .map(|c| (c.square, c.steps.len()))
                .collect();
            let mut expected: Vec<_> = b.captures.into_iter().collect();
            expected.sort();
            assert_eq!(found, expected, "{} ply {ply}", g.get("id").unwrap_or("?"));
            let goals: Vec<_> = goal_threats(&pos)
                .iter()
                .map(|(r, s)| (*r, s.len()))
                .collect();
            let mut expected: Vec<_> = b.goals.into_iter().collect();
            expected.sort();
            assert_eq!(goals, expected);
            positions += 1;
            captures += found.len();
        }
    }
    assert_eq!((positions, captures), (24, 7));
}
