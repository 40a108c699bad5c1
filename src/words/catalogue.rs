// Generated from i18n/en.json by scripts/messages.mjs: edit there.
//! The Rust words' messages: their keys as a type, English, and the translations
//! the builds with catalogues embed.

/// A message of i18n/en.json's `arimaa-words-*`, in the order of the packs' lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u16)]
pub enum Msg {
    /// `arimaa-words-side-gold`: Gold
    SideGold,
    /// `arimaa-words-side-silver`: Silver
    SideSilver,
    /// `arimaa-words-side-white`: White
    SideWhite,
    /// `arimaa-words-side-black`: Black
    SideBlack,
    /// `arimaa-words-piece-gold-rabbit`: gold rabbit
    PieceGoldRabbit,
    /// `arimaa-words-piece-gold-cat`: gold cat
    PieceGoldCat,
    /// `arimaa-words-piece-gold-dog`: gold dog
    PieceGoldDog,
    /// `arimaa-words-piece-gold-horse`: gold horse
    PieceGoldHorse,
    /// `arimaa-words-piece-gold-camel`: gold camel
    PieceGoldCamel,
    /// `arimaa-words-piece-gold-elephant`: gold elephant
    PieceGoldElephant,
    /// `arimaa-words-piece-silver-rabbit`: silver rabbit
    PieceSilverRabbit,
    /// `arimaa-words-piece-silver-cat`: silver cat
    PieceSilverCat,
    /// `arimaa-words-piece-silver-dog`: silver dog
    PieceSilverDog,
    /// `arimaa-words-piece-silver-horse`: silver horse
    PieceSilverHorse,
    /// `arimaa-words-piece-silver-camel`: silver camel
    PieceSilverCamel,
    /// `arimaa-words-piece-silver-elephant`: silver elephant
    PieceSilverElephant,
    /// `arimaa-words-pieces-rabbit`: {{PLURAL:$1|rabbit|rabbits}} $2
    PiecesRabbit,
    /// `arimaa-words-pieces-cat`: {{PLURAL:$1|cat|cats}} $2
    PiecesCat,
    /// `arimaa-words-pieces-dog`: {{PLURAL:$1|dog|dogs}} $2
    PiecesDog,
    /// `arimaa-words-pieces-horse`: {{PLURAL:$1|horse|horses}} $2
    PiecesHorse,
    /// `arimaa-words-pieces-camel`: {{PLURAL:$1|camel|camels}} $2
    PiecesCamel,
    /// `arimaa-words-pieces-elephant`: {{PLURAL:$1|elephant|elephants}} $2
    PiecesElephant,
    /// `arimaa-words-position-side`: $1: $2.
    PositionSide,
    /// `arimaa-words-position-no-pieces`: no pieces
    PositionNoPieces,
    /// `arimaa-words-position-to-move`: $1 to move.
    PositionToMove,
    /// `arimaa-words-direction-north`: north
    DirectionNorth,
    /// `arimaa-words-direction-east`: east
    DirectionEast,
    /// `arimaa-words-direction-south`: south
    DirectionSouth,
    /// `arimaa-words-direction-west`: west
    DirectionWest,
    /// `arimaa-words-step`: $1 $2 $3 to $4
    Step,
    /// `arimaa-words-step-push`: $1 $2 pushed $3 to $4
    StepPush,
    /// `arimaa-words-step-pull`: $1 $2 pulled $3 to $4
    StepPull,
    /// `arimaa-words-captured-itself`: $1, captured
    CapturedItself,
    /// `arimaa-words-captured-other`: $1, $2 captured on $3
    CapturedOther,
    /// `arimaa-words-steps`: $1; $2
    Steps,
    /// `arimaa-words-move`: $1: $2
    Move,
    /// `arimaa-words-move-setup`: $1 sets up
    MoveSetup,
    /// `arimaa-words-move-resign`: $1 resigns
    MoveResign,
    /// `arimaa-words-move-lose`: $1 loses
    MoveLose,
    /// `arimaa-words-move-pass`: $1 passes
    MovePass,
    /// `arimaa-words-move-timeout`: $1 runs out of time
    MoveTimeout,
    /// `arimaa-words-move-forfeit`: $1 forfeits
    MoveForfeit,
    /// `arimaa-words-start`: Start of the game.
    Start,
    /// `arimaa-words-broken-move`: $1; then an error
    BrokenMove,
    /// `arimaa-words-broken-nothing`: $1: Error
    BrokenNothing,
    /// `arimaa-words-error-at`: $1 at $2
    ErrorAt,
    /// `arimaa-words-error`: $1: $2.
    Error,
    /// `arimaa-words-colour-green`: green
    ColourGreen,
    /// `arimaa-words-colour-red`: red
    ColourRed,
    /// `arimaa-words-colour-yellow`: yellow
    ColourYellow,
    /// `arimaa-words-colour-blue`: blue
    ColourBlue,
    /// `arimaa-words-mark-arrow`: arrow from $1 to $2 ($3)
    MarkArrow,
    /// `arimaa-words-mark-highlight`: $1 highlighted ($2)
    MarkHighlight,
    /// `arimaa-words-mark-label`: $1 labelled $2
    MarkLabel,
    /// `arimaa-words-marked`: Marked: $1.
    Marked,
    /// `arimaa-words-glyph-with`: $1, $2
    GlyphWith,
    /// `arimaa-words-glyph-1`: good move
    Glyph1,
    /// `arimaa-words-glyph-2`: mistake
    Glyph2,
    /// `arimaa-words-glyph-3`: brilliant move
    Glyph3,
    /// `arimaa-words-glyph-4`: blunder
    Glyph4,
    /// `arimaa-words-glyph-5`: interesting move
    Glyph5,
    /// `arimaa-words-glyph-6`: dubious move
    Glyph6,
    /// `arimaa-words-glyph-7`: forced move
    Glyph7,
    /// `arimaa-words-glyph-10`: even position
    Glyph10,
    /// `arimaa-words-glyph-13`: unclear position
    Glyph13,
    /// `arimaa-words-glyph-14`: gold is slightly better
    Glyph14,
    /// `arimaa-words-glyph-15`: silver is slightly better
    Glyph15,
    /// `arimaa-words-glyph-16`: gold is better
    Glyph16,
    /// `arimaa-words-glyph-17`: silver is better
    Glyph17,
    /// `arimaa-words-glyph-18`: gold is winning
    Glyph18,
    /// `arimaa-words-glyph-19`: silver is winning
    Glyph19,
    /// `arimaa-words-glyph-22`: gold is in zugzwang
    Glyph22,
    /// `arimaa-words-glyph-23`: silver is in zugzwang
    Glyph23,
    /// `arimaa-words-glyph-other`: glyph $1
    GlyphOther,
    /// `arimaa-words-wins-by`: $1 wins by $2
    WinsBy,
    /// `arimaa-words-reason-goal`: goal
    ReasonGoal,
    /// `arimaa-words-reason-elimination`: elimination
    ReasonElimination,
    /// `arimaa-words-reason-immobilization`: immobilization
    ReasonImmobilization,
    /// `arimaa-words-reason-time`: time
    ReasonTime,
    /// `arimaa-words-reason-resignation`: resignation
    ReasonResignation,
    /// `arimaa-words-reason-illegal-move`: illegal move
    ReasonIllegalMove,
    /// `arimaa-words-reason-score`: score
    ReasonScore,
    /// `arimaa-words-reason-forfeit`: forfeit
    ReasonForfeit,
    /// `arimaa-words-or`: $1 or $2
    Or,
    /// `arimaa-words-or-more`: $1, $2
    OrMore,
    /// `arimaa-words-picked`: $1 $2 picked up
    Picked,
    /// `arimaa-words-picked-ways`: $1: $2
    PickedWays,
    /// `arimaa-words-picked-to`: to $1
    PickedTo,
    /// `arimaa-words-picked-dislodge`: may push or pull $1
    PickedDislodge,
    /// `arimaa-words-draft`: $1's move so far: $2; $3.
    Draft,
    /// `arimaa-words-morabaraba-place`: places a cow on $1
    MorabarabaPlace,
    /// `arimaa-words-morabaraba-move`: moves $1–$2
    MorabarabaMove,
    /// `arimaa-words-morabaraba-fly`: flies $1–$2
    MorabarabaFly,
    /// `arimaa-words-morabaraba-capture`: $1 and captures $2
    MorabarabaCapture,
    /// `arimaa-words-morabaraba-turn`: $1: $2 $3
    MorabarabaTurn,
    /// `arimaa-words-morabaraba-resign`: resigns
    MorabarabaResign,
    /// `arimaa-words-morabaraba-unplayable`: has a move that could not be played
    MorabarabaUnplayable,
    /// `arimaa-words-morabaraba-cows`: {{PLURAL:$1|cow|cows}} $2
    MorabarabaCows,
    /// `arimaa-words-morabaraba-no-cows`: no cows on the board
    MorabarabaNoCows,
    /// `arimaa-words-morabaraba-hand`: $1, $2 in hand
    MorabarabaHand,
    /// `arimaa-words-morabaraba-hand-none`: $1, none in hand
    MorabarabaHandNone,
    /// `arimaa-words-morabaraba-side`: $1: $2.
    MorabarabaSide,
    /// `arimaa-words-morabaraba-to-move`: $1 to move.
    MorabarabaToMove,
    /// `arimaa-words-morabaraba-reduced`: $1 wins: $2 is down to two cows.
    MorabarabaReduced,
    /// `arimaa-words-morabaraba-blocked`: $1 wins: $2 cannot move.
    MorabarabaBlocked,
    /// `arimaa-words-morabaraba-draw`: Draw: more than $1 moves without a drop or a capture.
    MorabarabaDraw,
    /// `arimaa-words-goal-task`: $1 to play: $2
    GoalTask,
    /// `arimaa-words-goal-this-turn`: reach goal this turn
    GoalThisTurn,
    /// `arimaa-words-goal-within`: reach goal within $1 turns, whatever the defence
    GoalWithin,
    /// `arimaa-words-goal-capture`: capture the $1 on $2
    GoalCapture,
    /// `arimaa-words-goal-immobilize-piece`: leave the $1 on $2 unable to move
    GoalImmobilizePiece,
    /// `arimaa-words-goal-immobilize`: win by immobilization
    GoalImmobilize,
    /// `arimaa-words-goal-defend`: stop $1's goal threat
    GoalDefend,
    /// `arimaa-words-verdict-right`: Right: the move $1.$2
    VerdictRight,
    /// `arimaa-words-verdict-wrong`: Not right: the move $1.$2
    VerdictWrong,
    /// `arimaa-words-verdict-illegal`: Not legal: the move $1.$2
    VerdictIllegal,
    /// `arimaa-words-listed-main`:  It is the record's solution.
    ListedMain,
    /// `arimaa-words-listed-variation`:  The record gives it as a solution too.
    ListedVariation,
    /// `arimaa-words-listed-alternative`:  It is an alternative: the record gives another way.
    ListedAlternative,
    /// `arimaa-words-listed-try`:  The record shows this try.
    ListedTry,
    /// `arimaa-words-does-goal`: reaches the goal
    DoesGoal,
    /// `arimaa-words-does-capture`: captures the $1 on $2
    DoesCapture,
    /// `arimaa-words-does-immobilize-piece`: leaves the $1 on $2 unable to move
    DoesImmobilizePiece,
    /// `arimaa-words-does-immobilize`: leaves $1 without a move
    DoesImmobilize,
    /// `arimaa-words-does-defend`: stops $1's goal threat
    DoesDefend,
    /// `arimaa-words-not-goal`: does not reach the goal
    NotGoal,
    /// `arimaa-words-not-capture`: does not capture the $1 on $2
    NotCapture,
    /// `arimaa-words-not-immobilize-piece`: does not leave the $1 on $2 unable to move
    NotImmobilizePiece,
    /// `arimaa-words-not-immobilize`: does not leave $1 without a move
    NotImmobilize,
    /// `arimaa-words-not-defend`: does not stop $1's goal threat
    NotDefend,
    /// `arimaa-words-no-move`: no move $1
    NoMove,
    /// `arimaa-words-no-move-goal`: no move reaches goal this turn
    NoMoveGoal,
    /// `arimaa-words-no-move-goal-within`: no move forces a goal within $1 turns
    NoMoveGoalWithin,
    /// `arimaa-words-judge-forced`: leaves no defence: the goal comes next turn
    JudgeForced,
    /// `arimaa-words-judge-won`: wins the game by $1
    JudgeWon,
    /// `arimaa-words-judge-not-stopped`: does not stop the threat: $1 still reaches goal by $2
    JudgeNotStopped,
    /// `arimaa-words-judge-not-forced`: does not force the goal: $1 defends by $2
    JudgeNotForced,
    /// `arimaa-words-judge-lost`: loses the game: $1 wins by $2
    JudgeLost,
    /// `arimaa-words-judge-draw`: ends the game in a draw
    JudgeDraw,
    /// `arimaa-words-judge-illegal`: is not legal: $1
    JudgeIllegal,
    /// `arimaa-words-reason-repetition`: repetition
    ReasonRepetition,
    /// `arimaa-words-reason-double-elimination`: double elimination
    ReasonDoubleElimination,
    /// `arimaa-words-guess-right`: Right: the move played.
    GuessRight,
    /// `arimaa-words-guess-right-marked`: Right: the move played (marked $1).
    GuessRightMarked,
    /// `arimaa-words-guess-good`: Not the move played, but also good: the record gives it marked $1.
    GuessGood,
    /// `arimaa-words-guess-alternative`: Not the move played; the record gives it as an alternative.
    GuessAlternative,
    /// `arimaa-words-guess-marked`: Not the move played; the record gives it marked $1.
    GuessMarked,
    /// `arimaa-words-guess-other`: Legal, but not the move played.
    GuessOther,
    /// `arimaa-words-guess-illegal`: Not legal: $1.
    GuessIllegal,
    /// `arimaa-words-hint-piece`: The $1 on $2 moves first.
    HintPiece,
    /// `arimaa-words-hint-step`: The first step is $1: $2 $3 $4.
    HintStep,
    /// `arimaa-words-frozen-none`: No piece is frozen.
    FrozenNone,
    /// `arimaa-words-frozen`: Frozen: $1.
    Frozen,
    /// `arimaa-words-captures-none`: $1 can capture nothing this turn.
    CapturesNone,
    /// `arimaa-words-captures`: $1 can capture: $2.
    Captures,
    /// `arimaa-words-capture-by`: $1 by $2
    CaptureBy,
    /// `arimaa-words-goals-now`: $1 can reach goal this turn: $2.
    GoalsNow,
    /// `arimaa-words-goals-next`: $1 threatens goal next turn: $2.
    GoalsNext,
    /// `arimaa-words-goal-by`: rabbit $1 to $2 by $3
    GoalBy,
    /// `arimaa-words-goals-none`: No rabbit can reach goal in one turn.
    GoalsNone,
    /// `arimaa-words-traps`: Pieces beside the traps: $1.
    Traps,
    /// `arimaa-words-trap`: $1 gold $2, silver $3
    Trap,
    /// `arimaa-words-list`: $1, $2
    List,
    /// `arimaa-words-off-board`: off the board
    OffBoard,
    /// `arimaa-words-steps-left`: {{PLURAL:$1|$1 step left|$1 steps left}}
    StepsLeft,
    /// `arimaa-words-end-move`: no steps left: end the move
    EndMove,
    /// `arimaa-words-morabaraba-mill-white`: $1 $2, a mill: shoot a black cow on $3
    MorabarabaMillWhite,
    /// `arimaa-words-morabaraba-mill-black`: $1 $2, a mill: shoot a white cow on $3
    MorabarabaMillBlack,
    /// `arimaa-words-morabaraba-picked`: $1 cow $2 picked up
    MorabarabaPicked,
    /// `arimaa-words-morabaraba-picked-to`: $1: to $2
    MorabarabaPickedTo,
    /// `arimaa-words-morabaraba-draft`: $1. $2
    MorabarabaDraft,
    /// `arimaa-words-reason-abandoned`: abandoned
    ReasonAbandoned,
    /// `arimaa-words-static-game`: Game $1 of $2
    StaticGame,
    /// `arimaa-words-static-game-label`: Game $1 of $2: $3
    StaticGameLabel,
    /// `arimaa-words-static-start`: At the start
    StaticStart,
    /// `arimaa-words-static-after`: After $1
    StaticAfter,
    /// `arimaa-words-static-board`: $1. $2
    StaticBoard,
    /// `arimaa-words-static-hidden`: The moves ahead are hidden.
    StaticHidden,
    /// `arimaa-words-static-problems`: Problems
    StaticProblems,
    /// `arimaa-words-static-moves`: Moves
    StaticMoves,
    /// `arimaa-words-static-variation-from`: Variation from $1
    StaticVariationFrom,
    /// `arimaa-words-static-result`: Result $1
    StaticResult,
    /// `arimaa-words-gallery-error`: record has an error
    GalleryError,
    /// `arimaa-words-gallery-title`: Arimaa games
    GalleryTitle,
    /// `arimaa-words-gallery-count`: {{PLURAL:$1|$1 game|$1 games}}
    GalleryCount,
    /// `arimaa-words-gallery-shown`: $1 of $2 games
    GalleryShown,
    /// `arimaa-words-gallery-filters`: Filter games
    GalleryFilters,
    /// `arimaa-words-gallery-player`: Player
    GalleryPlayer,
    /// `arimaa-words-gallery-result`: Result
    GalleryResult,
    /// `arimaa-words-gallery-any`: any
    GalleryAny,
    /// `arimaa-words-gallery-ending`: Ending
    GalleryEnding,
    /// `arimaa-words-gallery-from`: From
    GalleryFrom,
    /// `arimaa-words-gallery-to`: To
    GalleryTo,
    /// `arimaa-words-gallery-final-position`: Final position
    GalleryFinalPosition,
    /// `arimaa-words-gallery-date`: Date
    GalleryDate,
    /// `arimaa-words-gallery-players`: Players
    GalleryPlayers,
    /// `arimaa-words-gallery-plies`: Plies
    GalleryPlies,
    /// `arimaa-words-gallery-plies-count`: {{PLURAL:$1|$1 ply|$1 plies}}
    GalleryPliesCount,
    /// `arimaa-words-gallery-game`: Arimaa game $1
    GalleryGame,
    /// `arimaa-words-gallery-all`: All games
    GalleryAll,
    /// `arimaa-words-gallery-vs`: $1 vs $2
    GalleryVs,
    /// `arimaa-words-gallery-wins`: $1 wins
    GalleryWins,
    /// `arimaa-words-gallery-wins-by`: $1 wins ($2)
    GalleryWinsBy,
    /// `arimaa-words-gallery-last-moves`: The last moves, animated
    GalleryLastMoves,
    /// `arimaa-words-gallery-last-moves-alt`: The last moves animated: $1
    GalleryLastMovesAlt,
    /// `arimaa-words-game-label`: $1 game viewer: $2 vs $3
    GameLabel,
    /// `arimaa-words-no-solution`: The puzzle has no solution: $1.
    NoSolution,
    /// `arimaa-words-short-goal`: goal in $1
    ShortGoal,
    /// `arimaa-words-short-capture`: capture $1
    ShortCapture,
    /// `arimaa-words-short-immobilize-piece`: immobilize $1
    ShortImmobilizePiece,
    /// `arimaa-words-short-immobilize`: immobilize
    ShortImmobilize,
    /// `arimaa-words-short-defend`: defend goal
    ShortDefend,
}

/// How many messages there are.
pub(crate) const COUNT: usize = 212;

/// A message in English; empty for one this build never builds (each costs the
/// reader's wasm its bytes: the teaching words are the editor's, the static view's
/// and the gallery's the native builds' and the editor's).
#[allow(unreachable_patterns)]
pub(crate) fn english(msg: Msg) -> &'static str {
    match msg {
        Msg::SideGold => "Gold",
        Msg::SideSilver => "Silver",
        Msg::SideWhite => "White",
        Msg::SideBlack => "Black",
        Msg::PieceGoldRabbit => "gold rabbit",
        Msg::PieceGoldCat => "gold cat",
        Msg::PieceGoldDog => "gold dog",
        Msg::PieceGoldHorse => "gold horse",
        Msg::PieceGoldCamel => "gold camel",
        Msg::PieceGoldElephant => "gold elephant",
        Msg::PieceSilverRabbit => "silver rabbit",
        Msg::PieceSilverCat => "silver cat",
        Msg::PieceSilverDog => "silver dog",
        Msg::PieceSilverHorse => "silver horse",
        Msg::PieceSilverCamel => "silver camel",
        Msg::PieceSilverElephant => "silver elephant",
        Msg::PiecesRabbit => "{{PLURAL:$1|rabbit|rabbits}} $2",
        Msg::PiecesCat => "{{PLURAL:$1|cat|cats}} $2",
        Msg::PiecesDog => "{{PLURAL:$1|dog|dogs}} $2",
        Msg::PiecesHorse => "{{PLURAL:$1|horse|horses}} $2",
        Msg::PiecesCamel => "{{PLURAL:$1|camel|camels}} $2",
        Msg::PiecesElephant => "{{PLURAL:$1|elephant|elephants}} $2",
        Msg::PositionSide => "$1: $2.",
        Msg::PositionNoPieces => "no pieces",
        Msg::PositionToMove => "$1 to move.",
        Msg::DirectionNorth => "north",
        Msg::DirectionEast => "east",
        Msg::DirectionSouth => "south",
        Msg::DirectionWest => "west",
        Msg::Step => "$1 $2 $3 to $4",
        Msg::StepPush => "$1 $2 pushed $3 to $4",
        Msg::StepPull => "$1 $2 pulled $3 to $4",
        Msg::CapturedItself => "$1, captured",
        Msg::CapturedOther => "$1, $2 captured on $3",
        Msg::Steps => "$1; $2",
        Msg::Move => "$1: $2",
        Msg::MoveSetup => "$1 sets up",
        Msg::MoveResign => "$1 resigns",
        Msg::MoveLose => "$1 loses",
        Msg::MovePass => "$1 passes",
        Msg::MoveTimeout => "$1 runs out of time",
        Msg::MoveForfeit => "$1 forfeits",
        Msg::Start => "Start of the game.",
        Msg::BrokenMove => "$1; then an error",
        Msg::BrokenNothing => "$1: Error",
        Msg::ErrorAt => "$1 at $2",
        Msg::Error => "$1: $2.",
        Msg::ColourGreen => "green",
        Msg::ColourRed => "red",
        Msg::ColourYellow => "yellow",
        Msg::ColourBlue => "blue",
        Msg::MarkArrow => "arrow from $1 to $2 ($3)",
        Msg::MarkHighlight => "$1 highlighted ($2)",
        Msg::MarkLabel => "$1 labelled $2",
        Msg::Marked => "Marked: $1.",
        Msg::GlyphWith => "$1, $2",
        Msg::Glyph1 => "good move",
        Msg::Glyph2 => "mistake",
        Msg::Glyph3 => "brilliant move",
        Msg::Glyph4 => "blunder",
        Msg::Glyph5 => "interesting move",
        Msg::Glyph6 => "dubious move",
        Msg::Glyph7 => "forced move",
        Msg::Glyph10 => "even position",
        Msg::Glyph13 => "unclear position",
        Msg::Glyph14 => "gold is slightly better",
        Msg::Glyph15 => "silver is slightly better",
        Msg::Glyph16 => "gold is better",
        Msg::Glyph17 => "silver is better",
        Msg::Glyph18 => "gold is winning",
        Msg::Glyph19 => "silver is winning",
        Msg::Glyph22 => "gold is in zugzwang",
        Msg::Glyph23 => "silver is in zugzwang",
        Msg::GlyphOther => "glyph $1",
        Msg::WinsBy => "$1 wins by $2",
        Msg::ReasonGoal => "goal",
        Msg::ReasonElimination => "elimination",
        Msg::ReasonImmobilization => "immobilization",
        Msg::ReasonTime => "time",
        Msg::ReasonResignation => "resignation",
        Msg::ReasonIllegalMove => "illegal move",
        Msg::ReasonScore => "score",
        Msg::ReasonForfeit => "forfeit",
        Msg::Or => "$1 or $2",
        Msg::OrMore => "$1, $2",
        Msg::Picked => "$1 $2 picked up",
        Msg::PickedWays => "$1: $2",
        Msg::PickedTo => "to $1",
        Msg::PickedDislodge => "may push or pull $1",
        Msg::Draft => "$1's move so far: $2; $3.",
        Msg::MorabarabaPlace => "places a cow on $1",
        Msg::MorabarabaMove => "moves $1–$2",
        Msg::MorabarabaFly => "flies $1–$2",
        Msg::MorabarabaCapture => "$1 and captures $2",
        Msg::MorabarabaTurn => "$1: $2 $3",
        Msg::MorabarabaResign => "resigns",
        Msg::MorabarabaUnplayable => "has a move that could not be played",
        Msg::MorabarabaCows => "{{PLURAL:$1|cow|cows}} $2",
        Msg::MorabarabaNoCows => "no cows on the board",
        Msg::MorabarabaHand => "$1, $2 in hand",
        Msg::MorabarabaHandNone => "$1, none in hand",
        Msg::MorabarabaSide => "$1: $2.",
        Msg::MorabarabaToMove => "$1 to move.",
        Msg::MorabarabaReduced => "$1 wins: $2 is down to two cows.",
        Msg::MorabarabaBlocked => "$1 wins: $2 cannot move.",
        Msg::MorabarabaDraw => "Draw: more than $1 moves without a drop or a capture.",
        #[cfg(teaching)]
        Msg::GoalTask => "$1 to play: $2",
        #[cfg(teaching)]
        Msg::GoalThisTurn => "reach goal this turn",
        #[cfg(teaching)]
        Msg::GoalWithin => "reach goal within $1 turns, whatever the defence",
        #[cfg(teaching)]
        Msg::GoalCapture => "capture the $1 on $2",
        #[cfg(teaching)]
        Msg::GoalImmobilizePiece => "leave the $1 on $2 unable to move",
        #[cfg(teaching)]
        Msg::GoalImmobilize => "win by immobilization",
        #[cfg(teaching)]
        Msg::GoalDefend => "stop $1's goal threat",
        #[cfg(teaching)]
        Msg::VerdictRight => "Right: the move $1.$2",
        #[cfg(teaching)]
        Msg::VerdictWrong => "Not right: the move $1.$2",
        #[cfg(teaching)]
        Msg::VerdictIllegal => "Not legal: the move $1.$2",
        #[cfg(teaching)]
        Msg::ListedMain => " It is the record's solution.",
        #[cfg(teaching)]
        Msg::ListedVariation => " The record gives it as a solution too.",
        #[cfg(teaching)]
        Msg::ListedAlternative => " It is an alternative: the record gives another way.",
        #[cfg(teaching)]
        Msg::ListedTry => " The record shows this try.",
        #[cfg(teaching)]
        Msg::DoesGoal => "reaches the goal",
        #[cfg(teaching)]
        Msg::DoesCapture => "captures the $1 on $2",
        #[cfg(teaching)]
        Msg::DoesImmobilizePiece => "leaves the $1 on $2 unable to move",
        #[cfg(teaching)]
        Msg::DoesImmobilize => "leaves $1 without a move",
        #[cfg(teaching)]
        Msg::DoesDefend => "stops $1's goal threat",
        #[cfg(teaching)]
        Msg::NotGoal => "does not reach the goal",
        #[cfg(teaching)]
        Msg::NotCapture => "does not capture the $1 on $2",
        #[cfg(teaching)]
        Msg::NotImmobilizePiece => "does not leave the $1 on $2 unable to move",
        #[cfg(teaching)]
        Msg::NotImmobilize => "does not leave $1 without a move",
        #[cfg(teaching)]
        Msg::NotDefend => "does not stop $1's goal threat",
        #[cfg(teaching)]
        Msg::NoMove => "no move $1",
        #[cfg(teaching)]
        Msg::NoMoveGoal => "no move reaches goal this turn",
        #[cfg(teaching)]
        Msg::NoMoveGoalWithin => "no move forces a goal within $1 turns",
        #[cfg(teaching)]
        Msg::JudgeForced => "leaves no defence: the goal comes next turn",
        #[cfg(teaching)]
        Msg::JudgeWon => "wins the game by $1",
        #[cfg(teaching)]
        Msg::JudgeNotStopped => "does not stop the threat: $1 still reaches goal by $2",
        #[cfg(teaching)]
        Msg::JudgeNotForced => "does not force the goal: $1 defends by $2",
        #[cfg(teaching)]
        Msg::JudgeLost => "loses the game: $1 wins by $2",
        #[cfg(teaching)]
        Msg::JudgeDraw => "ends the game in a draw",
        #[cfg(teaching)]
        Msg::JudgeIllegal => "is not legal: $1",
        #[cfg(teaching)]
        Msg::ReasonRepetition => "repetition",
        #[cfg(teaching)]
        Msg::ReasonDoubleElimination => "double elimination",
        #[cfg(teaching)]
        Msg::GuessRight => "Right: the move played.",
        #[cfg(teaching)]
        Msg::GuessRightMarked => "Right: the move played (marked $1).",
        #[cfg(teaching)]
        Msg::GuessGood => "Not the move played, but also good: the record gives it marked $1.",
        #[cfg(teaching)]
        Msg::GuessAlternative => "Not the move played; the record gives it as an alternative.",
        #[cfg(teaching)]
        Msg::GuessMarked => "Not the move played; the record gives it marked $1.",
        #[cfg(teaching)]
        Msg::GuessOther => "Legal, but not the move played.",
        #[cfg(teaching)]
        Msg::GuessIllegal => "Not legal: $1.",
        #[cfg(teaching)]
        Msg::HintPiece => "The $1 on $2 moves first.",
        #[cfg(teaching)]
        Msg::HintStep => "The first step is $1: $2 $3 $4.",
        #[cfg(teaching)]
        Msg::FrozenNone => "No piece is frozen.",
        #[cfg(teaching)]
        Msg::Frozen => "Frozen: $1.",
        #[cfg(teaching)]
        Msg::CapturesNone => "$1 can capture nothing this turn.",
        #[cfg(teaching)]
        Msg::Captures => "$1 can capture: $2.",
        #[cfg(teaching)]
        Msg::CaptureBy => "$1 by $2",
        #[cfg(teaching)]
        Msg::GoalsNow => "$1 can reach goal this turn: $2.",
        #[cfg(teaching)]
        Msg::GoalsNext => "$1 threatens goal next turn: $2.",
        #[cfg(teaching)]
        Msg::GoalBy => "rabbit $1 to $2 by $3",
        #[cfg(teaching)]
        Msg::GoalsNone => "No rabbit can reach goal in one turn.",
        #[cfg(teaching)]
        Msg::Traps => "Pieces beside the traps: $1.",
        #[cfg(teaching)]
        Msg::Trap => "$1 gold $2, silver $3",
        Msg::List => "$1, $2",
        Msg::OffBoard => "off the board",
        Msg::StepsLeft => "{{PLURAL:$1|$1 step left|$1 steps left}}",
        Msg::EndMove => "no steps left: end the move",
        Msg::MorabarabaMillWhite => "$1 $2, a mill: shoot a black cow on $3",
        Msg::MorabarabaMillBlack => "$1 $2, a mill: shoot a white cow on $3",
        Msg::MorabarabaPicked => "$1 cow $2 picked up",
        Msg::MorabarabaPickedTo => "$1: to $2",
        Msg::MorabarabaDraft => "$1. $2",
        Msg::ReasonAbandoned => "abandoned",
        #[cfg(catalogues)]
        Msg::StaticGame => "Game $1 of $2",
        #[cfg(catalogues)]
        Msg::StaticGameLabel => "Game $1 of $2: $3",
        #[cfg(catalogues)]
        Msg::StaticStart => "At the start",
        #[cfg(catalogues)]
        Msg::StaticAfter => "After $1",
        #[cfg(catalogues)]
        Msg::StaticBoard => "$1. $2",
        #[cfg(catalogues)]
        Msg::StaticHidden => "The moves ahead are hidden.",
        #[cfg(catalogues)]
        Msg::StaticProblems => "Problems",
        #[cfg(catalogues)]
        Msg::StaticMoves => "Moves",
        #[cfg(catalogues)]
        Msg::StaticVariationFrom => "Variation from $1",
        #[cfg(catalogues)]
        Msg::StaticResult => "Result $1",
        #[cfg(catalogues)]
        Msg::GalleryError => "record has an error",
        #[cfg(catalogues)]
        Msg::GalleryTitle => "Arimaa games",
        #[cfg(catalogues)]
        Msg::GalleryCount => "{{PLURAL:$1|$1 game|$1 games}}",
        #[cfg(catalogues)]
        Msg::GalleryShown => "$1 of $2 games",
        #[cfg(catalogues)]
        Msg::GalleryFilters => "Filter games",
        #[cfg(catalogues)]
        Msg::GalleryPlayer => "Player",
        #[cfg(catalogues)]
        Msg::GalleryResult => "Result",
        #[cfg(catalogues)]
        Msg::GalleryAny => "any",
        #[cfg(catalogues)]
        Msg::GalleryEnding => "Ending",
        #[cfg(catalogues)]
        Msg::GalleryFrom => "From",
        #[cfg(catalogues)]
        Msg::GalleryTo => "To",
        #[cfg(catalogues)]
        Msg::GalleryFinalPosition => "Final position",
        #[cfg(catalogues)]
        Msg::GalleryDate => "Date",
        #[cfg(catalogues)]
        Msg::GalleryPlayers => "Players",
        #[cfg(catalogues)]
        Msg::GalleryPlies => "Plies",
        #[cfg(catalogues)]
        Msg::GalleryPliesCount => "{{PLURAL:$1|$1 ply|$1 plies}}",
        #[cfg(catalogues)]
        Msg::GalleryGame => "Arimaa game $1",
        #[cfg(catalogues)]
        Msg::GalleryAll => "All games",
        #[cfg(catalogues)]
        Msg::GalleryVs => "$1 vs $2",
        #[cfg(catalogues)]
        Msg::GalleryWins => "$1 wins",
        #[cfg(catalogues)]
        Msg::GalleryWinsBy => "$1 wins ($2)",
        #[cfg(catalogues)]
        Msg::GalleryLastMoves => "The last moves, animated",
        #[cfg(catalogues)]
        Msg::GalleryLastMovesAlt => "The last moves animated: $1",
        Msg::GameLabel => "$1 game viewer: $2 vs $3",
        #[cfg(teaching)]
        Msg::NoSolution => "The puzzle has no solution: $1.",
        #[cfg(teaching)]
        Msg::ShortGoal => "goal in $1",
        #[cfg(teaching)]
        Msg::ShortCapture => "capture $1",
        #[cfg(teaching)]
        Msg::ShortImmobilizePiece => "immobilize $1",
        #[cfg(teaching)]
        Msg::ShortImmobilize => "immobilize",
        #[cfg(teaching)]
        Msg::ShortDefend => "defend goal",
        _ => "",
    }
}

/// Every message, in order (the tests walk them).
#[cfg(test)]
pub(crate) static ALL: [Msg; COUNT] = [
    Msg::SideGold,
    Msg::SideSilver,
    Msg::SideWhite,
    Msg::SideBlack,
    Msg::PieceGoldRabbit,
    Msg::PieceGoldCat,
    Msg::PieceGoldDog,
    Msg::PieceGoldHorse,
    Msg::PieceGoldCamel,
    Msg::PieceGoldElephant,
    Msg::PieceSilverRabbit,
    Msg::PieceSilverCat,
    Msg::PieceSilverDog,
    Msg::PieceSilverHorse,
    Msg::PieceSilverCamel,
    Msg::PieceSilverElephant,
    Msg::PiecesRabbit,
    Msg::PiecesCat,
    Msg::PiecesDog,
    Msg::PiecesHorse,
    Msg::PiecesCamel,
    Msg::PiecesElephant,
    Msg::PositionSide,
    Msg::PositionNoPieces,
    Msg::PositionToMove,
    Msg::DirectionNorth,
    Msg::DirectionEast,
    Msg::DirectionSouth,
    Msg::DirectionWest,
    Msg::Step,
    Msg::StepPush,
    Msg::StepPull,
    Msg::CapturedItself,
    Msg::CapturedOther,
    Msg::Steps,
    Msg::Move,
    Msg::MoveSetup,
    Msg::MoveResign,
    Msg::MoveLose,
    Msg::MovePass,
    Msg::MoveTimeout,
    Msg::MoveForfeit,
    Msg::Start,
    Msg::BrokenMove,
    Msg::BrokenNothing,
    Msg::ErrorAt,
    Msg::Error,
    Msg::ColourGreen,
    Msg::ColourRed,
    Msg::ColourYellow,
    Msg::ColourBlue,
    Msg::MarkArrow,
    Msg::MarkHighlight,
    Msg::MarkLabel,
    Msg::Marked,
    Msg::GlyphWith,
    Msg::Glyph1,
    Msg::Glyph2,
    Msg::Glyph3,
    Msg::Glyph4,
    Msg::Glyph5,
    Msg::Glyph6,
    Msg::Glyph7,
    Msg::Glyph10,
    Msg::Glyph13,
    Msg::Glyph14,
    Msg::Glyph15,
    Msg::Glyph16,
    Msg::Glyph17,
    Msg::Glyph18,
    Msg::Glyph19,
    Msg::Glyph22,
    Msg::Glyph23,
    Msg::GlyphOther,
    Msg::WinsBy,
    Msg::ReasonGoal,
    Msg::ReasonElimination,
    Msg::ReasonImmobilization,
    Msg::ReasonTime,
    Msg::ReasonResignation,
    Msg::ReasonIllegalMove,
    Msg::ReasonScore,
    Msg::ReasonForfeit,
    Msg::Or,
    Msg::OrMore,
    Msg::Picked,
    Msg::PickedWays,
    Msg::PickedTo,
    Msg::PickedDislodge,
    Msg::Draft,
    Msg::MorabarabaPlace,
    Msg::MorabarabaMove,
    Msg::MorabarabaFly,
    Msg::MorabarabaCapture,
    Msg::MorabarabaTurn,
    Msg::MorabarabaResign,
    Msg::MorabarabaUnplayable,
    Msg::MorabarabaCows,
    Msg::MorabarabaNoCows,
    Msg::MorabarabaHand,
    Msg::MorabarabaHandNone,
    Msg::MorabarabaSide,
    Msg::MorabarabaToMove,
    Msg::MorabarabaReduced,
    Msg::MorabarabaBlocked,
    Msg::MorabarabaDraw,
    Msg::GoalTask,
    Msg::GoalThisTurn,
    Msg::GoalWithin,
    Msg::GoalCapture,
    Msg::GoalImmobilizePiece,
    Msg::GoalImmobilize,
    Msg::GoalDefend,
    Msg::VerdictRight,
    Msg::VerdictWrong,
    Msg::VerdictIllegal,
    Msg::ListedMain,
    Msg::ListedVariation,
    Msg::ListedAlternative,
    Msg::ListedTry,
    Msg::DoesGoal,
    Msg::DoesCapture,
    Msg::DoesImmobilizePiece,
    Msg::DoesImmobilize,
    Msg::DoesDefend,
    Msg::NotGoal,
    Msg::NotCapture,
    Msg::NotImmobilizePiece,
    Msg::NotImmobilize,
    Msg::NotDefend,
    Msg::NoMove,
    Msg::NoMoveGoal,
    Msg::NoMoveGoalWithin,
    Msg::JudgeForced,
    Msg::JudgeWon,
    Msg::JudgeNotStopped,
    Msg::JudgeNotForced,
    Msg::JudgeLost,
    Msg::JudgeDraw,
    Msg::JudgeIllegal,
    Msg::ReasonRepetition,
    Msg::ReasonDoubleElimination,
    Msg::GuessRight,
    Msg::GuessRightMarked,
    Msg::GuessGood,
    Msg::GuessAlternative,
    Msg::GuessMarked,
    Msg::GuessOther,
    Msg::GuessIllegal,
    Msg::HintPiece,
    Msg::HintStep,
    Msg::FrozenNone,
    Msg::Frozen,
    Msg::CapturesNone,
    Msg::Captures,
    Msg::CaptureBy,
    Msg::GoalsNow,
    Msg::GoalsNext,
    Msg::GoalBy,
    Msg::GoalsNone,
    Msg::Traps,
    Msg::Trap,
    Msg::List,
    Msg::OffBoard,
    Msg::StepsLeft,
    Msg::EndMove,
    Msg::MorabarabaMillWhite,
    Msg::MorabarabaMillBlack,
    Msg::MorabarabaPicked,
    Msg::MorabarabaPickedTo,
    Msg::MorabarabaDraft,
    Msg::ReasonAbandoned,
    Msg::StaticGame,
    Msg::StaticGameLabel,
    Msg::StaticStart,
    Msg::StaticAfter,
    Msg::StaticBoard,
    Msg::StaticHidden,
    Msg::StaticProblems,
    Msg::StaticMoves,
    Msg::StaticVariationFrom,
    Msg::StaticResult,
    Msg::GalleryError,
    Msg::GalleryTitle,
    Msg::GalleryCount,
    Msg::GalleryShown,
    Msg::GalleryFilters,
    Msg::GalleryPlayer,
    Msg::GalleryResult,
    Msg::GalleryAny,
    Msg::GalleryEnding,
    Msg::GalleryFrom,
    Msg::GalleryTo,
    Msg::GalleryFinalPosition,
    Msg::GalleryDate,
    Msg::GalleryPlayers,
    Msg::GalleryPlies,
    Msg::GalleryPliesCount,
    Msg::GalleryGame,
    Msg::GalleryAll,
    Msg::GalleryVs,
    Msg::GalleryWins,
    Msg::GalleryWinsBy,
    Msg::GalleryLastMoves,
    Msg::GalleryLastMovesAlt,
    Msg::GameLabel,
    Msg::NoSolution,
    Msg::ShortGoal,
    Msg::ShortCapture,
    Msg::ShortImmobilizePiece,
    Msg::ShortImmobilize,
    Msg::ShortDefend,
];

/// The keys, by [`Msg`] (the tests name them; no build needs them).
#[cfg(test)]
pub(crate) static KEYS: [&str; COUNT] = [
    "arimaa-words-side-gold",
    "arimaa-words-side-silver",
    "arimaa-words-side-white",
    "arimaa-words-side-black",
    "arimaa-words-piece-gold-rabbit",
    "arimaa-words-piece-gold-cat",
    "arimaa-words-piece-gold-dog",
    "arimaa-words-piece-gold-horse",
    "arimaa-words-piece-gold-camel",
    "arimaa-words-piece-gold-elephant",
    "arimaa-words-piece-silver-rabbit",
    "arimaa-words-piece-silver-cat",
    "arimaa-words-piece-silver-dog",
    "arimaa-words-piece-silver-horse",
    "arimaa-words-piece-silver-camel",
    "arimaa-words-piece-silver-elephant",
    "arimaa-words-pieces-rabbit",
    "arimaa-words-pieces-cat",
    "arimaa-words-pieces-dog",
    "arimaa-words-pieces-horse",
    "arimaa-words-pieces-camel",
    "arimaa-words-pieces-elephant",
    "arimaa-words-position-side",
    "arimaa-words-position-no-pieces",
    "arimaa-words-position-to-move",
    "arimaa-words-direction-north",
    "arimaa-words-direction-east",
    "arimaa-words-direction-south",
    "arimaa-words-direction-west",
    "arimaa-words-step",
    "arimaa-words-step-push",
    "arimaa-words-step-pull",
    "arimaa-words-captured-itself",
    "arimaa-words-captured-other",
    "arimaa-words-steps",
    "arimaa-words-move",
    "arimaa-words-move-setup",
    "arimaa-words-move-resign",
    "arimaa-words-move-lose",
    "arimaa-words-move-pass",
    "arimaa-words-move-timeout",
    "arimaa-words-move-forfeit",
    "arimaa-words-start",
    "arimaa-words-broken-move",
    "arimaa-words-broken-nothing",
    "arimaa-words-error-at",
    "arimaa-words-error",
    "arimaa-words-colour-green",
    "arimaa-words-colour-red",
    "arimaa-words-colour-yellow",
    "arimaa-words-colour-blue",
    "arimaa-words-mark-arrow",
    "arimaa-words-mark-highlight",
    "arimaa-words-mark-label",
    "arimaa-words-marked",
    "arimaa-words-glyph-with",
    "arimaa-words-glyph-1",
    "arimaa-words-glyph-2",
    "arimaa-words-glyph-3",
    "arimaa-words-glyph-4",
    "arimaa-words-glyph-5",
    "arimaa-words-glyph-6",
    "arimaa-words-glyph-7",
    "arimaa-words-glyph-10",
    "arimaa-words-glyph-13",
    "arimaa-words-glyph-14",
    "arimaa-words-glyph-15",
    "arimaa-words-glyph-16",
    "arimaa-words-glyph-17",
    "arimaa-words-glyph-18",
    "arimaa-words-glyph-19",
    "arimaa-words-glyph-22",
    "arimaa-words-glyph-23",
    "arimaa-words-glyph-other",
    "arimaa-words-wins-by",
    "arimaa-words-reason-goal",
    "arimaa-words-reason-elimination",
    "arimaa-words-reason-immobilization",
    "arimaa-words-reason-time",
    "arimaa-words-reason-resignation",
    "arimaa-words-reason-illegal-move",
    "arimaa-words-reason-score",
    "arimaa-words-reason-forfeit",
    "arimaa-words-or",
    "arimaa-words-or-more",
    "arimaa-words-picked",
    "arimaa-words-picked-ways",
    "arimaa-words-picked-to",
    "arimaa-words-picked-dislodge",
    "arimaa-words-draft",
    "arimaa-words-morabaraba-place",
    "arimaa-words-morabaraba-move",
    "arimaa-words-morabaraba-fly",
    "arimaa-words-morabaraba-capture",
    "arimaa-words-morabaraba-turn",
    "arimaa-words-morabaraba-resign",
    "arimaa-words-morabaraba-unplayable",
    "arimaa-words-morabaraba-cows",
    "arimaa-words-morabaraba-no-cows",
    "arimaa-words-morabaraba-hand",
    "arimaa-words-morabaraba-hand-none",
    "arimaa-words-morabaraba-side",
    "arimaa-words-morabaraba-to-move",
    "arimaa-words-morabaraba-reduced",
    "arimaa-words-morabaraba-blocked",
    "arimaa-words-morabaraba-draw",
    "arimaa-words-goal-task",
    "arimaa-words-goal-this-turn",
    "arimaa-words-goal-within",
    "arimaa-words-goal-capture",
    "arimaa-words-goal-immobilize-piece",
    "arimaa-words-goal-immobilize",
    "arimaa-words-goal-defend",
    "arimaa-words-verdict-right",
    "arimaa-words-verdict-wrong",
    "arimaa-words-verdict-illegal",
    "arimaa-words-listed-main",
    "arimaa-words-listed-variation",
    "arimaa-words-listed-alternative",
    "arimaa-words-listed-try",
    "arimaa-words-does-goal",
    "arimaa-words-does-capture",
    "arimaa-words-does-immobilize-piece",
    "arimaa-words-does-immobilize",
    "arimaa-words-does-defend",
    "arimaa-words-not-goal",
    "arimaa-words-not-capture",
    "arimaa-words-not-immobilize-piece",
    "arimaa-words-not-immobilize",
    "arimaa-words-not-defend",
    "arimaa-words-no-move",
    "arimaa-words-no-move-goal",
    "arimaa-words-no-move-goal-within",
    "arimaa-words-judge-forced",
    "arimaa-words-judge-won",
    "arimaa-words-judge-not-stopped",
    "arimaa-words-judge-not-forced",
    "arimaa-words-judge-lost",
    "arimaa-words-judge-draw",
    "arimaa-words-judge-illegal",
    "arimaa-words-reason-repetition",
    "arimaa-words-reason-double-elimination",
    "arimaa-words-guess-right",
    "arimaa-words-guess-right-marked",
    "arimaa-words-guess-good",
    "arimaa-words-guess-alternative",
    "arimaa-words-guess-marked",
    "arimaa-words-guess-other",
    "arimaa-words-guess-illegal",
    "arimaa-words-hint-piece",
    "arimaa-words-hint-step",
    "arimaa-words-frozen-none",
    "arimaa-words-frozen",
    "arimaa-words-captures-none",
    "arimaa-words-captures",
    "arimaa-words-capture-by",
    "arimaa-words-goals-now",
    "arimaa-words-goals-next",
    "arimaa-words-goal-by",
    "arimaa-words-goals-none",
    "arimaa-words-traps",
    "arimaa-words-trap",
    "arimaa-words-list",
    "arimaa-words-off-board",
    "arimaa-words-steps-left",
    "arimaa-words-end-move",
    "arimaa-words-morabaraba-mill-white",
    "arimaa-words-morabaraba-mill-black",
    "arimaa-words-morabaraba-picked",
    "arimaa-words-morabaraba-picked-to",
    "arimaa-words-morabaraba-draft",
    "arimaa-words-reason-abandoned",
    "arimaa-words-static-game",
    "arimaa-words-static-game-label",
    "arimaa-words-static-start",
    "arimaa-words-static-after",
    "arimaa-words-static-board",
    "arimaa-words-static-hidden",
    "arimaa-words-static-problems",
    "arimaa-words-static-moves",
    "arimaa-words-static-variation-from",
    "arimaa-words-static-result",
    "arimaa-words-gallery-error",
    "arimaa-words-gallery-title",
    "arimaa-words-gallery-count",
    "arimaa-words-gallery-shown",
    "arimaa-words-gallery-filters",
    "arimaa-words-gallery-player",
    "arimaa-words-gallery-result",
    "arimaa-words-gallery-any",
    "arimaa-words-gallery-ending",
    "arimaa-words-gallery-from",
    "arimaa-words-gallery-to",
    "arimaa-words-gallery-final-position",
    "arimaa-words-gallery-date",
    "arimaa-words-gallery-players",
    "arimaa-words-gallery-plies",
    "arimaa-words-gallery-plies-count",
    "arimaa-words-gallery-game",
    "arimaa-words-gallery-all",
    "arimaa-words-gallery-vs",
    "arimaa-words-gallery-wins",
    "arimaa-words-gallery-wins-by",
    "arimaa-words-gallery-last-moves",
    "arimaa-words-gallery-last-moves-alt",
    "arimaa-words-game-label",
    "arimaa-words-no-solution",
    "arimaa-words-short-goal",
    "arimaa-words-short-capture",
    "arimaa-words-short-immobilize-piece",
    "arimaa-words-short-immobilize",
    "arimaa-words-short-defend",
];

/// Each translated language (lower case) and its messages by [`Msg`]; `None` is left to English.
#[cfg(catalogues)]
pub(crate) static LANGUAGES: [(&str, [Option<&str>; COUNT]); 1] = [
    (
        "de",
        [
            Some("Gold"),
            Some("Silber"),
            Some("Weiß"),
            Some("Schwarz"),
            Some("Gold-Kaninchen"),
            Some("Gold-Katze"),
            Some("Gold-Hund"),
            Some("Gold-Pferd"),
            Some("Gold-Kamel"),
            Some("Gold-Elefant"),
            Some("Silber-Kaninchen"),
            Some("Silber-Katze"),
            Some("Silber-Hund"),
            Some("Silber-Pferd"),
            Some("Silber-Kamel"),
            Some("Silber-Elefant"),
            Some("{{PLURAL:$1|Kaninchen}} $2"),
            Some("{{PLURAL:$1|Katze|Katzen}} $2"),
            Some("{{PLURAL:$1|Hund|Hunde}} $2"),
            Some("{{PLURAL:$1|Pferd|Pferde}} $2"),
            Some("{{PLURAL:$1|Kamel|Kamele}} $2"),
            Some("{{PLURAL:$1|Elefant|Elefanten}} $2"),
            Some("$1: $2."),
            Some("keine Figuren"),
            Some("$1 ist am Zug."),
            Some("nach Norden"),
            Some("nach Osten"),
            Some("nach Süden"),
            Some("nach Westen"),
            Some("$1 $2 $3 auf $4"),
            Some("$1 $2 $3 auf $4 geschoben"),
            Some("$1 $2 $3 auf $4 gezogen"),
            Some("$1, geschlagen"),
            Some("$1, $2 auf $3 geschlagen"),
            Some("$1; $2"),
            Some("$1: $2"),
            Some("$1 stellt auf"),
            Some("$1 gibt auf"),
            Some("$1 verliert"),
            Some("$1 passt"),
            Some("$1 hat keine Zeit mehr"),
            Some("$1 verliert kampflos"),
            Some("Beginn der Partie."),
            Some("$1; dann ein Fehler"),
            Some("$1: Fehler"),
            Some("$1 bei $2"),
            Some("$1: $2."),
            Some("grün"),
            Some("rot"),
            Some("gelb"),
            Some("blau"),
            Some("Pfeil von $1 nach $2 ($3)"),
            Some("$1 hervorgehoben ($2)"),
            Some("$1 beschriftet mit $2"),
            Some("Markiert: $1."),
            Some("$1, $2"),
            Some("guter Zug"),
            Some("Fehler"),
            Some("brillanter Zug"),
            Some("grober Fehler"),
            Some("interessanter Zug"),
            Some("zweifelhafter Zug"),
            Some("erzwungener Zug"),
            Some("ausgeglichene Stellung"),
            Some("unklare Stellung"),
            Some("Gold steht leicht besser"),
            Some("Silber steht leicht besser"),
            Some("Gold steht besser"),
            Some("Silber steht besser"),
            Some("Gold steht auf Gewinn"),
            Some("Silber steht auf Gewinn"),
            Some("Gold ist im Zugzwang"),
            Some("Silber ist im Zugzwang"),
            Some("Zeichen $1"),
            Some("$1 gewinnt ($2)"),
            Some("Ziel"),
            Some("Verlust aller Kaninchen"),
            Some("Zugunfähigkeit"),
            Some("Zeitüberschreitung"),
            Some("Aufgabe"),
            Some("unerlaubter Zug"),
            Some("Punktwertung"),
            Some("Nichtantreten"),
            Some("$1 oder $2"),
            Some("$1, $2"),
            Some("$1 $2 aufgenommen"),
            Some("$1: $2"),
            Some("nach $1"),
            Some("kann $1 schieben oder ziehen"),
            Some("Zug von $1 bisher: $2; $3."),
            Some("setzt eine Kuh auf $1"),
            Some("zieht $1–$2"),
            Some("springt $1–$2"),
            Some("$1 und schlägt $2"),
            Some("$1: $2 $3"),
            Some("gibt auf"),
            Some("hat einen Zug, der nicht gespielt werden konnte"),
            Some("{{PLURAL:$1|Kuh|Kühe}} $2"),
            Some("keine Kühe auf dem Brett"),
            Some("$1, $2 in der Hand"),
            Some("$1, keine in der Hand"),
            Some("$1: $2."),
            Some("$1 ist am Zug."),
            Some("$1 gewinnt: $2 hat nur noch zwei Kühe."),
            Some("$1 gewinnt: $2 kann nicht ziehen."),
            Some("Remis: mehr als $1 Züge ohne Setzen oder Schlagen."),
            Some("$1 am Zug: $2"),
            Some("das Ziel in diesem Zug erreichen"),
            Some("das Ziel in höchstens $1 Zügen erreichen, was auch immer verteidigt wird"),
            Some("den $1 auf $2 schlagen"),
            Some("den $1 auf $2 festsetzen"),
            Some("durch Zugunfähigkeit des Gegners gewinnen"),
            Some("die Zieldrohung von $1 abwehren"),
            Some("Richtig: Der Zug $1.$2"),
            Some("Nicht richtig: Der Zug $1.$2"),
            Some("Nicht erlaubt: Der Zug $1.$2"),
            Some(" Es ist die Lösung der Aufzeichnung."),
            Some(" Die Aufzeichnung nennt ihn ebenfalls als Lösung."),
            Some(" Es ist eine Alternative: Die Aufzeichnung löst es anders."),
            Some(" Die Aufzeichnung zeigt diesen Versuch."),
            Some("erreicht das Ziel"),
            Some("schlägt den $1 auf $2"),
            Some("setzt den $1 auf $2 fest"),
            Some("lässt $1 ohne Zug"),
            Some("wehrt die Zieldrohung von $1 ab"),
            Some("erreicht das Ziel nicht"),
            Some("schlägt den $1 auf $2 nicht"),
            Some("setzt den $1 auf $2 nicht fest"),
            Some("lässt $1 nicht ohne Zug"),
            Some("wehrt die Zieldrohung von $1 nicht ab"),
            Some("kein Zug $1"),
            Some("kein Zug erreicht in diesem Zug das Ziel"),
            Some("kein Zug erzwingt das Ziel in höchstens $1 Zügen"),
            Some("lässt keine Verteidigung: Das Ziel folgt im nächsten Zug"),
            Some("gewinnt die Partie ($1)"),
            Some("wehrt die Drohung nicht ab: $1 erreicht das Ziel trotzdem durch $2"),
            Some("erzwingt das Ziel nicht: $1 verteidigt durch $2"),
            Some("verliert die Partie: $1 gewinnt ($2)"),
            Some("beendet die Partie mit einem Remis"),
            Some("ist nicht erlaubt: $1"),
            Some("Stellungswiederholung"),
            Some("Verlust aller Kaninchen auf beiden Seiten"),
            Some("Richtig: der gespielte Zug."),
            Some("Richtig: der gespielte Zug (markiert als $1)."),
            Some("Nicht der gespielte Zug, aber auch gut: Die Aufzeichnung nennt ihn, markiert als $1."),
            Some("Nicht der gespielte Zug; die Aufzeichnung nennt ihn als Alternative."),
            Some("Nicht der gespielte Zug; die Aufzeichnung nennt ihn, markiert als $1."),
            Some("Erlaubt, aber nicht der gespielte Zug."),
            Some("Nicht erlaubt: $1."),
            Some("Der $1 auf $2 zieht zuerst."),
            Some("Der erste Schritt ist $1: $2 $3 $4."),
            Some("Keine Figur ist festgehalten."),
            Some("Festgehalten: $1."),
            Some("$1 kann in diesem Zug nichts schlagen."),
            Some("$1 kann schlagen: $2."),
            Some("$1 durch $2"),
            Some("$1 kann in diesem Zug das Ziel erreichen: $2."),
            Some("$1 droht im nächsten Zug das Ziel: $2."),
            Some("Kaninchen $1 nach $2 durch $3"),
            Some("Kein Kaninchen kann das Ziel in einem Zug erreichen."),
            Some("Figuren neben den Fallen: $1."),
            Some("$1 Gold $2, Silber $3"),
            Some("$1, $2"),
            Some("vom Brett"),
            Some("{{PLURAL:$1|noch $1 Schritt|noch $1 Schritte}}"),
            Some("keine Schritte mehr: Zug beenden"),
            Some("$1 $2, eine Mühle: schlage eine schwarze Kuh auf $3"),
            Some("$1 $2, eine Mühle: schlage eine weiße Kuh auf $3"),
            Some("$1: Kuh $2 aufgenommen"),
            Some("$1: nach $2"),
            Some("$1. $2"),
            Some("abgebrochen"),
            Some("Partie $1 von $2"),
            Some("Partie $1 von $2: $3"),
            Some("Am Anfang"),
            Some("Nach $1"),
            Some("$1. $2"),
            Some("Die folgenden Züge sind verborgen."),
            Some("Probleme"),
            Some("Züge"),
            Some("Variante ab $1"),
            Some("Ergebnis $1"),
            Some("Aufzeichnung fehlerhaft"),
            Some("Arimaa-Partien"),
            Some("{{PLURAL:$1|$1 Partie|$1 Partien}}"),
            Some("$1 von $2 Partien"),
            Some("Partien filtern"),
            Some("Spieler"),
            Some("Ergebnis"),
            Some("alle"),
            Some("Ende"),
            Some("Von"),
            Some("Bis"),
            Some("Schlussstellung"),
            Some("Datum"),
            Some("Spieler"),
            Some("Halbzüge"),
            Some("{{PLURAL:$1|$1 Halbzug|$1 Halbzüge}}"),
            Some("Arimaa-Partie $1"),
            Some("Alle Partien"),
            Some("$1 gegen $2"),
            Some("$1 gewinnt"),
            Some("$1 gewinnt ($2)"),
            Some("Die letzten Züge, animiert"),
            Some("Die letzten Züge animiert: $1"),
            Some("$1-Betrachter: $2 gegen $3"),
            Some("Die Aufgabe hat keine Lösung: $1."),
            Some("Ziel in $1"),
            Some("schlage $1"),
            Some("setze $1 fest"),
            Some("Zugunfähigkeit"),
            Some("Ziel verteidigen"),
        ],
    ),
];
