//! The demo puzzles (www/demo/games/puzzles.fan) checked by search, each against
//! a search that does not share the judge's code: the stated solution is
//! right, no shorter one exists, and the judge accepts every move that
//! reaches the goal and rejects the rest. Also: the `Puzzle` field in FAN
//! and PGN, alternatives the record does not list, and guess-the-move.

use crate::common;
use common::brute::brute;

use arimaa::record::{game_at, MoveKind, NodeId, Record};
use arimaa::teach::{
    can_goal, check_puzzle, hint, judge_guess, judge_turn, moves_with_steps, Guess, Listed, Puzzle,
    PuzzleGoal, Solution, Verdict,
};
use arimaa::{
    reached_goal, Board, Color, Game, MoveGen, Piece, Position, Role, RuleSet, Step, TurnBuilder,
};

fn puzzles() -> Vec<Record> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("www/demo/games/puzzles.fan");
    let text = std::fs::read_to_string(path).expect("www/demo/games/puzzles.fan");
    let games = arimaa::viewer::load_all(&text).games;
    for (i, g) in games.iter().enumerate() {
        assert!(
            g.loaded.errors.is_empty(),
            "puzzle {}: {:?}",
            i + 1,
            g.loaded.errors
        );
    }
    games.into_iter().map(|g| g.loaded.record).collect()
}

fn main_steps(record: &Record, node: NodeId) -> Vec<Step> {
    let tree = &record.tree;
    let child = tree.main_child(node).expect("a stated move");
    match &tree.node(child).mv.as_ref().unwrap().kind {
        MoveKind::Steps(s) => s.iter().map(|r| r.step).collect(),
        other => panic!("not steps: {other:?}"),
    }
}

/// Every board the other side can leave after `pos`, by move generation.
fn replies(pos: &Position) -> Vec<Board> {
    MoveGen::new().unique_moves(pos).to_vec()
}

/// Whether `side` has a rabbit-on-goal move from `board`, by move generation.
fn goal_by_movegen(board: &Board, side: Color) -> bool {
    replies(&Position::new(*board, side))
        .iter()
        .any(|b| reached_goal(b, side))
}

fn can_step(board: &Board, sq: arimaa::Square) -> bool {
    let p = board.piece_at(sq).unwrap();
    !board.is_frozen(sq)
        && arimaa::Direction::ALL.into_iter().any(|d| {
            let back = p.role == Role::Rabbit && d == arimaa::backward(p.color);
            !back && sq.step(d).is_some_and(|to| board.piece_at(to).is_none())
        })
}

#[test]
fn the_demo_puzzles_are_sound() {
    let records = puzzles();
    assert_eq!(records.len(), 12);
    let mut kinds = std::collections::HashSet::new();
    for (i, record) in records.iter().enumerate() {
        let n = i + 1;
        let check = check_puzzle(record).expect("a puzzle");
        assert!(
            check.problems.is_empty(),
            "puzzle {n}: {:?}",
            check.problems
        );
        let puzzle = check.puzzle.clone().unwrap();
        kinds.insert(std::mem::discriminant(&puzzle.goal));
        let start = *record.tree.root().position.arimaa().unwrap();
        for t in arimaa::Bitboard::TRAPS {
            if let Some(p) = start.board.piece_at(t) {
                let friends = start.board.color(p.color) & arimaa::NEIGHBORS[t.index()];
                assert!(friends.nonempty(), "puzzle {n}: {p} alone on the trap {t}");
            }
        }
        let game = Game::from_position(
            start,
            arimaa::TurnLabel::new(2, start.side),
            RuleSet::Current,
        );
        let side = start.side;
        let stated = main_steps(record, NodeId::ROOT);
        let answer = puzzle.judge(record, NodeId::ROOT, &stated).unwrap();
        assert!(
            answer.is_right(),
            "puzzle {n}: {}",
            answer.words(&arimaa::words::Words::english())
        );
        assert!(matches!(answer.listed, Listed::Main(_)), "puzzle {n}");
        let moves = moves_with_steps(&start);
        match puzzle.goal {
            PuzzleGoal::Goal(1) => {
                // An independent search: the shortest rabbit on goal is the stated length.
                let b = brute(&start);
                assert_eq!(b.goals.values().min(), Some(&stated.len()), "puzzle {n}");
                for (board, steps) in &moves {
                    let v = judge_turn(&game, puzzle.goal, steps).verdict;
                    assert_eq!(
                        v == Verdict::Reached,
                        reached_goal(board, side),
                        "puzzle {n}: {steps:?}"
                    );
                }
            }
            PuzzleGoal::Goal(_) => {
                // No goal in one turn, by a search of every step sequence.
                assert!(
                    brute(&start).goals.is_empty() && !can_goal(&start),
                    "puzzle {n}"
                );
                let mut right = 0;
                for (board, steps) in &moves {
                    let v = judge_turn(&game, puzzle.goal, steps).verdict;
                    let after = Position::new(*board, !side);
                    match v {
                        Verdict::Forced => {
                            right += 1;
                            // Every answer of the defence leaves a goal (move generation only).
                            for reply in replies(&after) {
                                let ended =
                                    reached_goal(&reply, !side) || reached_goal(&reply, side);
                                assert!(
                                    ended || goal_by_movegen(&reply, side),
                                    "puzzle {n}: {steps:?}"
                                );
                            }
                        }
                        Verdict::Missed { reply: Some(r) } => {
                            let mut t = TurnBuilder::new(after);
                            for s in &r {
                                t.step(*s).unwrap();
                            }
                            let b = t.finish().unwrap().board;
                            assert!(
                                reached_goal(&b, !side) || !goal_by_movegen(&b, side),
                                "puzzle {n}"
                            );
                        }
                        other => panic!("puzzle {n}: {steps:?}: {other:?}"),
                    }
                }
                assert!(right >= 1, "puzzle {n}");
                // The stated line's second turn reaches goal.
                let tree = &record.tree;
                let first = tree.main_child(NodeId::ROOT).unwrap();
                let reply = tree.main_child(first).unwrap();
                let last = main_steps(record, reply);
                let later = puzzle.judge(record, reply, &last).unwrap();
                assert_eq!(later.judgement.verdict, Verdict::Reached, "puzzle {n}");
            }
            PuzzleGoal::Capture(p, sq) => {
                let b = brute(&start);
                assert_eq!(
                    b.captures.get(&sq),
                    Some(&stated.len()),
                    "puzzle {n}: shortest capture"
                );
                assert_eq!(start.board.piece_at(sq), Some(p));
            }
            PuzzleGoal::Defend => {
                let mut shortest = usize::MAX;
                for (board, steps) in &moves {
                    let v = judge_turn(&game, puzzle.goal, steps).verdict;
                    let holds = !goal_by_movegen(board, !side);
                    assert_eq!(v == Verdict::Reached, holds, "puzzle {n}: {steps:?}");
                    if holds {
                        shortest = shortest.min(steps.len());
                    }
                }
                assert_eq!(shortest, stated.len(), "puzzle {n}");
            }
            PuzzleGoal::Immobilize => {
                let mut shortest = usize::MAX;
                for (board, steps) in &moves {
                    let v = judge_turn(&game, puzzle.goal, steps).verdict;
                    let stuck = replies(&Position::new(*board, !side)).is_empty();
                    assert_eq!(v == Verdict::Reached, stuck, "puzzle {n}: {steps:?}");
                    if stuck {
                        shortest = shortest.min(steps.len());
                    }
                }
                assert_eq!(shortest, stated.len(), "puzzle {n}");
            }
            PuzzleGoal::ImmobilizePiece(p, _) => {
                // One piece of its kind: it is known on every board.
                assert_eq!(start.board.count(p), 1);
                let mut shortest = usize::MAX;
                for (board, steps) in &moves {
                    let v = judge_turn(&game, puzzle.goal, steps).verdict;
                    let stuck = board.pieces(p).next().is_some_and(|s| !can_step(board, s));
                    assert_eq!(v == Verdict::Reached, stuck, "puzzle {n}: {steps:?}");
                    if stuck {
                        shortest = shortest.min(steps.len());
                    }
                }
                assert_eq!(shortest, stated.len(), "puzzle {n}");
            }
        }
    }
    // Every kind of goal is in the demo.
    assert_eq!(kinds.len(), 5);
}

#[test]
fn an_answer_the_record_does_not_give_is_an_alternative() {
    let records = puzzles();
    let record = &records[1];
    let puzzle = Puzzle::of(record).unwrap().unwrap();
    let parse = |text: &str| arimaa::viewer::parse_steps(text).unwrap();
    // The horse pulls the guard east instead of north.
    let other = puzzle
        .judge(record, NodeId::ROOT, &parse("Hf7e re7e Re6n Re7n"))
        .unwrap();
    assert!(other.is_right());
    assert_eq!(other.listed, Listed::No);
    assert_eq!(
        other.words(&arimaa::words::Words::english()),
        "Right: the move reaches the goal. It is an alternative: the record gives another way."
    );
    let wrong = puzzle.judge(record, NodeId::ROOT, &parse("Re6w")).unwrap();
    assert_eq!(
        wrong.words(&arimaa::words::Words::english()),
        "Not right: the move does not reach the goal."
    );
    let illegal = puzzle.judge(record, NodeId::ROOT, &parse("Re6s")).unwrap();
    assert!(!illegal.is_right());
    assert_eq!(
        illegal.words(&arimaa::words::Words::english()),
        "Not legal: the move is not legal: Re6s: rabbits cannot step backward."
    );
    // The stated answer in another order of steps is the stated answer.
    let p7 = &records[6];
    let same = Puzzle::of(p7)
        .unwrap()
        .unwrap()
        .judge(p7, NodeId::ROOT, &parse("Rh5n Cf8e Dg6n"))
        .unwrap();
    assert!(matches!(same.listed, Listed::Main(_)));
    assert_eq!(
        same.words(&arimaa::words::Words::english()),
        "Right: the move leaves Silver without a move. It is the record's solution."
    );
    // A try the record marks: judged wrong, and said to be the record's.
    let defend = &records[8];
    let p9 = Puzzle::of(defend).unwrap().unwrap();
    let tree = &defend.tree;
    let try_node = tree.node(NodeId::ROOT).children[1];
    let MoveKind::Steps(s) = &tree.node(try_node).mv.as_ref().unwrap().kind else {
        panic!()
    };
    let steps: Vec<Step> = s.iter().map(|r| r.step).collect();
    let a = p9.judge(defend, NodeId::ROOT, &steps).unwrap();
    assert_eq!(a.listed, Listed::Variation(try_node));
    assert_eq!(
        a.words(&arimaa::words::Words::english()),
        "Not right: the move does not stop the threat: Gold still reaches goal by Rg6e Rh6n Rh7n. The record shows this try."
    );
    // Goal in two: the goal left after each turn, and the defence the viewer plays.
    let p10 = &records[9];
    let p = Puzzle::of(p10).unwrap().unwrap();
    let first = p10.tree.main_child(NodeId::ROOT).unwrap();
    assert_eq!(
        p.goal_at(&p10.tree, NodeId::ROOT),
        Some(PuzzleGoal::Goal(2))
    );
    assert_eq!(p.goal_at(&p10.tree, first), None);
    let reply = p10.tree.main_child(first).unwrap();
    assert_eq!(p.goal_at(&p10.tree, reply), Some(PuzzleGoal::Goal(1)));
    assert_eq!(p.reply(p10, first), Some(main_steps(p10, first)));
}

#[test]
fn the_puzzle_field_survives_fan_and_pgn() {
    for record in puzzles() {
        let goal = PuzzleGoal::of_header(&record.header).unwrap().unwrap();
        let fan = arimaa::fan::write(&record);
        let again = arimaa::fan::read_strict(&fan).unwrap();
        assert_eq!(PuzzleGoal::of_header(&again.header), Some(Ok(goal)));
        assert_eq!(again.tree.root().position, record.tree.root().position);
        let pgn = arimaa::pgn::write(&record).unwrap();
        assert!(pgn.contains(&format!("[Puzzle \"{goal}\"]")), "{pgn}");
        let back = arimaa::pgn::read(&pgn);
        assert!(back.errors.is_empty(), "{:?}", back.errors);
        assert_eq!(PuzzleGoal::of_header(&back.record.header), Some(Ok(goal)));
        assert_eq!(
            back.record.tree.root().position,
            record.tree.root().position
        );
        assert_eq!(
            Puzzle::of(&back.record).unwrap(),
            Puzzle::of(&record).unwrap()
        );
    }
    // A goal set in a header is written canonically.
    let mut h = arimaa::record::Header::default();
    PuzzleGoal::Capture(
        Piece::new(Color::Silver, Role::Horse),
        arimaa::Square::parse("f6").unwrap(),
    )
    .set_in(&mut h);
    assert_eq!(h.get("Puzzle"), Some("capture hf6"));
    // A goal naming a piece that is not there is refused with the reason.
    let bad =
        arimaa::fan::read(&arimaa::fan::write(&puzzles()[3]).replace("capture hf6", "capture hf5"));
    let e = Puzzle::of(&bad.record).unwrap().unwrap_err();
    assert_eq!(
        e.to_string(),
        "the puzzle names the silver horse on f5, which the other side does not have there"
    );
}

#[test]
fn guesses_and_hints_against_the_record() {
    // A game with a variation marked good: 2g Ee2n Ee3n, or 2g Md2n !.
    let text =
        "FAN31415926\n\n1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2\n\
        1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7\n\
        2g Ee2n Ee3n [2g @! Md2n] [2g @? Ha2n] 2s ed7s\n";
    let record = arimaa::fan::read_strict(text).unwrap();
    let tree = &record.tree;
    let before = tree.main_line().nth(2).unwrap();
    let game = game_at(tree, before, RuleSet::Current).unwrap();
    let steps = |text: &str| -> Vec<Step> {
        let mut t = game.turn();
        text.split_whitespace()
            .map(|w| {
                let from = arimaa::Square::parse(&w[1..3]).unwrap();
                let d = arimaa::Direction::from_char(w.chars().nth(3).unwrap()).unwrap();
                let s = Step::new(
                    Piece::from_char(w.chars().next().unwrap()).unwrap(),
                    from,
                    d,
                );
                let _ = t.step(s);
                s
            })
            .collect()
    };
    let same = judge_guess(&record, before, &steps("Ee2n Ee3n")).unwrap();
    assert!(matches!(same, Guess::Same { .. }));
    assert_eq!(
        same.words(&arimaa::words::Words::english()),
        "Right: the move played."
    );
    let good = judge_guess(&record, before, &steps("Md2n")).unwrap();
    assert_eq!(
        good.words(&arimaa::words::Words::english()),
        "Not the move played, but also good: the record gives it marked good move."
    );
    let bad = judge_guess(&record, before, &steps("Ha2n")).unwrap();
    assert_eq!(
        bad.words(&arimaa::words::Words::english()),
        "Not the move played; the record gives it marked mistake."
    );
    let other = judge_guess(&record, before, &steps("Ee2n")).unwrap();
    assert_eq!(other, Guess::Other);
    let illegal = judge_guess(&record, before, &steps("Ra1n")).unwrap();
    assert_eq!(
        illegal.words(&arimaa::words::Words::english()),
        "Not legal: Ra1n: a2 is occupied."
    );
    // The same move by another order of steps is the same move.
    let e = judge_guess(&record, before, &steps("Ee2n Ee3n")).unwrap();
    assert_eq!(e, same);
    // Hints: the piece, then the step.
    assert_eq!(
        hint(&record, before, 1)
            .map(|h| h.words(&arimaa::words::Words::english()))
            .as_deref(),
        Some("The gold elephant on e2 moves first.")
    );
    assert_eq!(
        hint(&record, before, 2)
            .map(|h| h.words(&arimaa::words::Words::english()))
            .as_deref(),
        Some("The first step is Ee2n: gold elephant e2 north.")
    );
    // Nothing to guess at the end of the line.
    let end = tree.main_line().last().unwrap();
    assert_eq!(judge_guess(&record, end, &[]), None);
    assert_eq!(hint(&record, end, 1), None);
}

#[test]
fn the_words_of_an_answer_name_the_puzzles_goal() {
    let records = puzzles();
    let parse = |text: &str| arimaa::viewer::parse_steps(text).unwrap();
    let words = |n: usize, steps: &str| {
        let r = &records[n - 1];
        let p = Puzzle::of(r).unwrap().unwrap();
        p.judge(r, NodeId::ROOT, &parse(steps))
            .unwrap()
            .words(&arimaa::words::Words::english())
    };
    // Puzzle 4: capture hf6; a miss and the record's capture.
    assert_eq!(
        words(4, "Ra2n"),
        "Not right: the move does not capture the silver horse on f6."
    );
    assert_eq!(
        words(4, "Mg5s rg6s df7n hf6x Eg7w"),
        "Right: the move captures the silver horse on f6. It is the record's solution."
    );
    // Puzzle 6: immobilize mh8; puzzle 7: immobilize; puzzle 1: goal.
    assert_eq!(
        words(6, "Ra1n"),
        "Not right: the move does not leave the silver camel on h8 unable to move."
    );
    assert_eq!(
        words(7, "Dg6w"),
        "Not right: the move does not leave Silver without a move."
    );
    assert_eq!(
        words(1, "Ra2n"),
        "Not right: the move does not reach the goal."
    );
}

#[test]
fn a_puzzles_solution_is_the_records_the_engines_or_none() {
    let records = puzzles();
    let solution = |r: &Record| Puzzle::of(r).unwrap().unwrap().solution(r, NodeId::ROOT);
    let stated = |r: &Record| {
        Puzzle::of(r)
            .unwrap()
            .unwrap()
            .stated_problem(r, NodeId::ROOT)
    };
    let first = arimaa::fan::write(&records[0]);
    // The record's, right.
    let main = records[0].tree.main_child(NodeId::ROOT).unwrap();
    assert_eq!(solution(&records[0]), Some(Solution::Stated(main)));
    assert_eq!(stated(&records[0]), None);
    // The record's cannot be played (no piece on b2): the engine's, with the
    // shortest steps; the hint is the engine's, not the unplayable step's.
    let broken = arimaa::fan::read(&first.replacen("Dd6n Rc7n", "Eb2n", 1)).record;
    let Some(Solution::Found(steps)) = solution(&broken) else {
        panic!("{:?}", solution(&broken))
    };
    assert_eq!(steps.len(), 2);
    assert_eq!(
        steps[0].from.to_string(),
        "d6",
        "the dog unfreezes the rabbit first"
    );
    assert_eq!(
        stated(&broken).unwrap(),
        "the record's solution 2g cannot be played: line 6, column 4: no piece on b2 (at `Eb2n`)"
    );
    assert_eq!(hint(&broken, NodeId::ROOT, 1), None);
    let mut v = arimaa::viewer::Viewer::new(&arimaa::fan::write(&broken));
    v.set_solving(true);
    assert_eq!(
        v.hint(1).unwrap().words(&arimaa::words::Words::english()),
        "The gold dog on d6 moves first."
    );
    // A wrong stated move is said to be wrong, in the goal's words.
    let wrong = arimaa::fan::read(&first.replacen("Dd6n Rc7n", "Ra2n", 1)).record;
    assert!(matches!(solution(&wrong), Some(Solution::Found(_))));
    assert_eq!(
        stated(&wrong).unwrap(),
        "the record's solution 2g is wrong: the move does not reach the goal"
    );
    // No move captures the rabbit, nor wins: no solution, and no hint.
    let board =
        ".....r.r................................................R..E....".replace('.', " ");
    let none = arimaa::fan::read(&format!(
        "FAN31415926\nPuzzle: capture rf8\nPosition: g [{board}]\n"
    ))
    .record;
    assert_eq!(solution(&none), Some(Solution::Impossible));
    let p = Puzzle::of(&none).unwrap().unwrap();
    assert_eq!(
        p.goal
            .impossible_words(&arimaa::words::Words::english(), p.side),
        "no move captures the silver rabbit on f8"
    );
    let mut v = arimaa::viewer::Viewer::new(&arimaa::fan::write(&none));
    v.set_solving(true);
    assert_eq!(v.hint(1), None);
    // A goal in two whose record gives no move: not searched on the way.
    let eleven = arimaa::fan::write(&records[10]);
    let cut = eleven.split("\n2g ").next().unwrap();
    let bare = arimaa::fan::read(cut).record;
    assert_eq!(solution(&bare), Some(Solution::Unsearched));
}
