/* tslint:disable */
/* eslint-disable */

/**
 * One engine and the position it analyses, kept between slices.
 */
export class EngineSearch {
    free(): void;
    [Symbol.dispose](): void;
    /**
     * An engine with the wasm build's table (its size in `tableBytes`).
     */
    constructor();
    /**
     * The position to analyse: the node `path` names in `record` (any text the
     * viewer reads), after its whole move. A path inside a move (`12s:2`) is
     * the position before that move. Errors say why there is nothing to analyse.
     */
    setPosition(record: string, path: string): void;
    /**
     * Searches the position set for about `ms` milliseconds (at most `depth`
     * whole turns when > 0) and gives the deepest iteration completed:
     * `{ depth, steps, score, nodes, ms, pv }` (worker.js, Progress).
     */
    slice(ms: number, depth: number): object;
    /**
     * The transposition table's memory in bytes.
     */
    tableBytes(): number;
}

/**
 * A record (every game of its text, one open) and its cursor: what one
 * `<arimaa-viewer>` shows.
 */
export class GameView {
    free(): void;
    [Symbol.dispose](): void;
    /**
     * Judges a move as the puzzle's answer at the cursor, `null` where
     * the puzzle sets no task: `{ right, verdict, words, listed, node?,
     * reply? }`. `verdict`: `reached`, `forced`, `won`, `missed`, `lost`,
     * `illegal`; `listed`: `main`, `variation` or `no` (with the record's
     * `node` when listed); `reply`: the other side's move that shows a
     * miss. @throws Error when `text` is not a move in notation.
     */
    answer(text: string): any;
    /**
     * Plays alternative `index` of the next move (0: the main line).
     */
    choose(index: number): boolean;
    /**
     * Draws the board at the cursor in the colours of the last `setTheme`;
     * `progress` < 1 animates the last step.
     */
    draw(ctx: CanvasRenderingContext2D, css_size: number, dpr: number, orientation_name: string, coordinates: boolean, progress: number): void;
    /**
     * The record's problems: `{ message, reason, line, column, token, path,
     * node }`; `message` is `reason` with its location in front.
     */
    errors(): Array<any>;
    /**
     * The record written as FAN: the tree as read, comments and variations.
     */
    fan(): string;
    /**
     * The 0-based index of the game `reference` names: its number (`3`)
     * or `id=669130`; throws an `Error` saying why when none.
     */
    findGame(reference: string): number;
    /**
     * The start of the game.
     */
    first(): boolean;
    /**
     * `"fan"`, `"archive"` or `"diagram"`: how the text was read.
     */
    format(): string;
    /**
     * 0-based index of the game open (in `games()`).
     */
    gameIndex(): number;
    /**
     * Every game of the text, in order: `{ number, id, gold, silver,
     * result, termination, date, label }` (`number` 1-based; absent facts
     * `null`; `result` one of `1-0`, `0-1`, `½-½`, `*`).
     */
    games(): Array<any>;
    /**
     * Moves the cursor to a path, opening the game it names (`3/12s`,
     * `id=669130/12s`; without a game, a node of the game open); throws an
     * `Error` saying why for a malformed path or one that names no game or
     * node, and then stays put.
     */
    goTo(path: string): void;
    /**
     * Judges a move as a guess of the record's next move at the cursor,
     * `null` when there is none to guess: `{ kind, good, words, node? }`,
     * `kind` one of `same`, `listed` (a variation the record gives, `good`
     * when marked `!` or `!!`), `other`, `illegal`. @throws Error when
     * `text` is not a move in notation.
     */
    guess(text: string): any;
    /**
     * The header's fields in file order, as `[name, value]` pairs.
     */
    header(): Array<any>;
    /**
     * A hint about the record's next move at the cursor, `null` when
     * there is none: level 1 `{ square, piece, words }` (the piece that
     * moves first), level 2 `{ square, piece, step, words }` (the first step).
     */
    hint(level: number): any;
    /**
     * The record as a whole, as the element shows it (computed on each call;
     * the element asks once per load): `{ game, variant, format, gold,
     * silver, event, result, label }`, each side `{ word, player }`.
     */
    info(): object;
    /**
     * The last answer judged on the board while solving, as `answer`
     * gives it; `null` before the first.
     */
    lastAnswer(): any;
    /**
     * The end of the cursor's line.
     */
    last(): boolean;
    /**
     * Every move of the tree in reading order, one row each.
     */
    moveList(): Array<any>;
    /**
     * Reads every game of any supported text and opens the first; never
     * throws: problems are in `errors()`.
     */
    constructor(text: string);
    /**
     * The rest of this move, or the whole next one.
     */
    nextMove(): boolean;
    /**
     * One step forward; `false` when the cursor did not move.
     */
    nextStep(): boolean;
    /**
     * Opens game `index` (0-based) after its setups, as a load opens the
     * first; `false` when there is no such game.
     */
    openGame(index: number): boolean;
    /**
     * The overlays at the cursor, `null` when none is on: `{ frozen:
     * [square], captures: [{ square, piece, steps }], goals: [{ side,
     * rabbit, goal, steps }], traps: [{ trap, gold, silver }], words }`.
     */
    overlays(): any;
    /**
     * The cursor's path (`start`, `12s`, `5g.2.6s`, `12s:2`), with the
     * game's number in front when the text holds several (`3/12s`).
     */
    path(): string;
    /**
     * The position before this move.
     */
    prevMove(): boolean;
    /**
     * One step back.
     */
    prevStep(): boolean;
    /**
     * The other side's move in a puzzle at the cursor (where it is to
     * move), in notation: the record's, else a defence the engine finds;
     * `null` where there is none.
     */
    puzzleReply(): string | undefined;
    /**
     * How the puzzle's task at the cursor can be done, `null` where it
     * sets none: `{ kind, steps?, problem?, words? }`. `kind`: `stated`
     * (the record's next move is right), `found` (the record gives no
     * right move that can be played; `steps`, in notation, is a right
     * answer the engine found), `none` (no move does the task; `words`
     * says so: "The puzzle has no solution: no move captures the silver
     * horse on f6."), `unsearched` (the record gives no right move and the
     * goal is too long to search on the way). `problem`: what is wrong
     * with the record's move, when it is not right ("the record's solution
     * 2g cannot be played: line 6, column 4: …").
     */
    puzzleSolution(): any;
    /**
     * The record's puzzle, `null` without a `Puzzle` field: `{ goal,
     * side, words }` (`goal` as the field writes it, `words` the task:
     * "Gold to play: reach goal this turn"), or `{ error }` when the field
     * cannot be set.
     */
    puzzle(): any;
    /**
     * Arrows to draw over the position shown besides the record's (the
     * engine's best turn): `squares` is pairs of squares, `"e2e3 e3f3"`, each
     * from–to; "" draws none. A pair that names no squares is left out.
     */
    setHints(squares: string): void;
    /**
     * Sets the overlays the board shows and `state().overlayWords` says:
     * names among `frozen captures goals traps` (or `all`, `none`),
     * separated by spaces or commas; unknown names are left out.
     */
    setOverlays(names: string): void;
    /**
     * Puzzle solving on or off: while on, a move of the puzzle's side
     * played on the board is judged against the record's `Puzzle` goal.
     * The calls that play moves then return `"solved"` (right, the
     * record's: the cursor is on it), `"solved-alternative"` (right in a
     * way the record does not give: kept as a variation, the cursor on
     * it) or `"missed"` (taken back); `lastAnswer()` says more.
     */
    setSolving(on: boolean): void;
    /**
     * Sets the board colours `draw` uses until the next call: the dark or
     * light defaults, overridden by any colour `theme` gives by custom
     * property name (`{ "--arimaa-gold": "#0f0" }`; other keys and values
     * that are not strings are ignored). Returns every colour now in use,
     * by custom property, for the element's own parts (the move list's
     * glyphs) to match the board.
     */
    setTheme(theme: any, dark: boolean): object;
    /**
     * The square (Morabaraba: the point) under a point of the board (CSS px), e.g. `"d4"`.
     */
    squareAt(x: number, y: number, css_size: number, orientation_name: string, coordinates: boolean): string | undefined;
    /**
     * What the element shows at the cursor (the `ViewState` of the .d.ts).
     */
    state(): object;
    /**
     * Default colours (light or dark) by custom property name.
     */
    static themeDefaults(dark: boolean): object;
    /**
     * The CSS custom properties the board colours come from.
     */
    static themeVars(): Array<any>;
    /**
     * `"arimaa"` or `"morabaraba"`: which board `draw` paints.
     */
    variant(): string;
}

/**
 * The largest record read, in bytes (`limits::MAX_RECORD_BYTES`): the
 * element refuses a longer `src` before reading it into memory.
 */
export function maxRecordBytes(): number;

/**
 * True when this module cannot read `text` and the editor's wasm can (archive
 * rows, which the reader's wasm leaves out): the element and `parseGame` then
 * read it with that one.
 */
export function needsFullReader(text: string): boolean;

/**
 * The crate version, e.g. `"0.1.0"`.
 */
export function version(): string;

export type InitInput = RequestInfo | URL | Response | BufferSource | WebAssembly.Module;

export interface InitOutput {
    readonly memory: WebAssembly.Memory;
    readonly __wbg_enginesearch_free: (a: number, b: number) => void;
    readonly __wbg_gameview_free: (a: number, b: number) => void;
    readonly enginesearch_new: () => number;
    readonly enginesearch_setPosition: (a: number, b: number, c: number, d: number, e: number, f: number) => void;
    readonly enginesearch_slice: (a: number, b: number, c: number, d: number) => void;
    readonly enginesearch_tableBytes: (a: number) => number;
    readonly gameview_answer: (a: number, b: number, c: number, d: number) => void;
    readonly gameview_choose: (a: number, b: number) => number;
    readonly gameview_draw: (a: number, b: number, c: number, d: number, e: number, f: number, g: number, h: number) => void;
    readonly gameview_errors: (a: number) => number;
    readonly gameview_fan: (a: number, b: number) => void;
    readonly gameview_findGame: (a: number, b: number, c: number, d: number) => void;
    readonly gameview_first: (a: number) => number;
    readonly gameview_format: (a: number, b: number) => void;
    readonly gameview_gameIndex: (a: number) => number;
    readonly gameview_games: (a: number) => number;
    readonly gameview_goTo: (a: number, b: number, c: number, d: number) => void;
    readonly gameview_guess: (a: number, b: number, c: number, d: number) => void;
    readonly gameview_header: (a: number) => number;
    readonly gameview_hint: (a: number, b: number) => number;
    readonly gameview_info: (a: number) => number;
    readonly gameview_last: (a: number) => number;
    readonly gameview_lastAnswer: (a: number) => number;
    readonly gameview_moveList: (a: number) => number;
    readonly gameview_new: (a: number, b: number) => number;
    readonly gameview_nextMove: (a: number) => number;
    readonly gameview_nextStep: (a: number) => number;
    readonly gameview_openGame: (a: number, b: number) => number;
    readonly gameview_overlays: (a: number) => number;
    readonly gameview_path: (a: number, b: number) => void;
    readonly gameview_prevMove: (a: number) => number;
    readonly gameview_prevStep: (a: number) => number;
    readonly gameview_puzzle: (a: number) => number;
    readonly gameview_puzzleReply: (a: number, b: number) => void;
    readonly gameview_puzzleSolution: (a: number) => number;
    readonly gameview_setHints: (a: number, b: number, c: number) => void;
    readonly gameview_setOverlays: (a: number, b: number, c: number) => void;
    readonly gameview_setSolving: (a: number, b: number) => void;
    readonly gameview_setTheme: (a: number, b: number, c: number) => number;
    readonly gameview_squareAt: (a: number, b: number, c: number, d: number, e: number, f: number, g: number, h: number) => void;
    readonly gameview_state: (a: number) => number;
    readonly gameview_themeDefaults: (a: number) => number;
    readonly gameview_themeVars: () => number;
    readonly gameview_variant: (a: number, b: number) => void;
    readonly maxRecordBytes: () => number;
    readonly needsFullReader: (a: number, b: number) => number;
    readonly version: (a: number) => void;
    readonly __wbindgen_export: (a: number, b: number) => number;
    readonly __wbindgen_export2: (a: number, b: number, c: number, d: number) => number;
    readonly __wbindgen_export3: (a: number) => void;
    readonly __wbindgen_add_to_stack_pointer: (a: number) => number;
    readonly __wbindgen_export4: (a: number, b: number, c: number) => void;
}

export type SyncInitInput = BufferSource | WebAssembly.Module;

/**
 * Instantiates the given `module`, which can either be bytes or
 * a precompiled `WebAssembly.Module`.
 *
 * @param {{ module: SyncInitInput }} module - Passing `SyncInitInput` directly is deprecated.
 *
 * @returns {InitOutput}
 */
export function initSync(module: { module: SyncInitInput } | SyncInitInput): InitOutput;

/**
 * If `module_or_path` is {RequestInfo} or {URL}, makes a request and
 * for everything else, calls `WebAssembly.instantiate` directly.
 *
 * @param {{ module_or_path: InitInput | Promise<InitInput> }} module_or_path - Passing `InitInput` directly is deprecated.
 *
 * @returns {Promise<InitOutput>}
 */
export default function __wbg_init (module_or_path?: { module_or_path: InitInput | Promise<InitInput> } | InitInput | Promise<InitInput>): Promise<InitOutput>;
