/* @ts-self-types="./arimaa.d.ts" */

/**
 * One engine and the position it analyses, kept between slices.
 */
export class EngineSearch {
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        EngineSearchFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_enginesearch_free(ptr, 0);
    }
    /**
     * An engine with the wasm build's table (its size in `tableBytes`).
     */
    constructor() {
        const ret = wasm.enginesearch_new();
        this.__wbg_ptr = ret;
        EngineSearchFinalization.register(this, this.__wbg_ptr, this);
        return this;
    }
    /**
     * The position to analyse: the node `path` names in `record` (any text the
     * viewer reads), after its whole move. A path inside a move (`12s:2`) is
     * the position before that move. Errors say why there is nothing to analyse.
     * @param {string} record
     * @param {string} path
     */
    setPosition(record, path) {
        try {
            const retptr = wasm.__wbindgen_add_to_stack_pointer(-16);
            const ptr0 = passStringToWasm0(record, wasm.__wbindgen_export, wasm.__wbindgen_export2);
            const len0 = WASM_VECTOR_LEN;
            const ptr1 = passStringToWasm0(path, wasm.__wbindgen_export, wasm.__wbindgen_export2);
            const len1 = WASM_VECTOR_LEN;
            wasm.enginesearch_setPosition(retptr, this.__wbg_ptr, ptr0, len0, ptr1, len1);
            var r0 = getDataViewMemory0().getInt32(retptr + 4 * 0, true);
            var r1 = getDataViewMemory0().getInt32(retptr + 4 * 1, true);
            if (r1) {
                throw takeObject(r0);
            }
        } finally {
            wasm.__wbindgen_add_to_stack_pointer(16);
        }
    }
    /**
     * Searches the position set for about `ms` milliseconds (at most `depth`
     * whole turns when > 0) and gives the deepest iteration completed:
     * `{ depth, steps, score, nodes, ms, pv }` (worker.js, Progress).
     * @param {number} ms
     * @param {number} depth
     * @returns {object}
     */
    slice(ms, depth) {
        try {
            const retptr = wasm.__wbindgen_add_to_stack_pointer(-16);
            wasm.enginesearch_slice(retptr, this.__wbg_ptr, ms, depth);
            var r0 = getDataViewMemory0().getInt32(retptr + 4 * 0, true);
            var r1 = getDataViewMemory0().getInt32(retptr + 4 * 1, true);
            var r2 = getDataViewMemory0().getInt32(retptr + 4 * 2, true);
            if (r2) {
                throw takeObject(r1);
            }
            return takeObject(r0);
        } finally {
            wasm.__wbindgen_add_to_stack_pointer(16);
        }
    }
    /**
     * The transposition table's memory in bytes.
     * @returns {number}
     */
    tableBytes() {
        const ret = wasm.enginesearch_tableBytes(this.__wbg_ptr);
        return ret >>> 0;
    }
}
if (Symbol.dispose) EngineSearch.prototype[Symbol.dispose] = EngineSearch.prototype.free;

/**
 * A record (every game of its text, one open) and its cursor: what one
 * `<arimaa-viewer>` shows.
 */
export class GameView {
    __destroy_into_raw() {
        const ptr = this.__wbg_ptr;
        this.__wbg_ptr = 0;
        GameViewFinalization.unregister(this);
        return ptr;
    }
    free() {
        const ptr = this.__destroy_into_raw();
        wasm.__wbg_gameview_free(ptr, 0);
    }
    /**
     * Judges a move as the puzzle's answer at the cursor, `null` where
     * the puzzle sets no task: `{ right, verdict, words, listed, node?,
     * reply? }`. `verdict`: `reached`, `forced`, `won`, `missed`, `lost`,
     * `illegal`; `listed`: `main`, `variation` or `no` (with the record's
     * `node` when listed); `reply`: the other side's move that shows a
     * miss. @throws Error when `text` is not a move in notation.
     * @param {string} text
     * @returns {any}
     */
    answer(text) {
        try {
            const retptr = wasm.__wbindgen_add_to_stack_pointer(-16);
            const ptr0 = passStringToWasm0(text, wasm.__wbindgen_export, wasm.__wbindgen_export2);
            const len0 = WASM_VECTOR_LEN;
            wasm.gameview_answer(retptr, this.__wbg_ptr, ptr0, len0);
            var r0 = getDataViewMemory0().getInt32(retptr + 4 * 0, true);
            var r1 = getDataViewMemory0().getInt32(retptr + 4 * 1, true);
            var r2 = getDataViewMemory0().getInt32(retptr + 4 * 2, true);
            if (r2) {
                throw takeObject(r1);
            }
            return takeObject(r0);
        } finally {
            wasm.__wbindgen_add_to_stack_pointer(16);
        }
    }
    /**
     * Plays alternative `index` of the next move (0: the main line).
     * @param {number} index
     * @returns {boolean}
     */
    choose(index) {
        const ret = wasm.gameview_choose(this.__wbg_ptr, index);
        return ret !== 0;
    }
    /**
     * Draws the board at the cursor in the colours of the last `setTheme`;
     * `progress` < 1 animates the last step.
     * @param {CanvasRenderingContext2D} ctx
     * @param {number} css_size
     * @param {number} dpr
     * @param {string} orientation_name
     * @param {boolean} coordinates
     * @param {number} progress
     */
    draw(ctx, css_size, dpr, orientation_name, coordinates, progress) {
        try {
            const ptr0 = passStringToWasm0(orientation_name, wasm.__wbindgen_export, wasm.__wbindgen_export2);
            const len0 = WASM_VECTOR_LEN;
            wasm.gameview_draw(this.__wbg_ptr, addBorrowedObject(ctx), css_size, dpr, ptr0, len0, coordinates, progress);
        } finally {
            heap[stack_pointer++] = undefined;
        }
    }
    /**
     * The record's problems: `{ message, reason, line, column, token, path,
     * node }`; `message` is `reason` with its location in front.
     * @returns {Array<any>}
     */
    errors() {
        const ret = wasm.gameview_errors(this.__wbg_ptr);
        return takeObject(ret);
    }
    /**
     * The record written as FAN: the tree as read, comments and variations.
     * @returns {string}
     */
    fan() {
        let deferred1_0;
        let deferred1_1;
        try {
            const retptr = wasm.__wbindgen_add_to_stack_pointer(-16);
            wasm.gameview_fan(retptr, this.__wbg_ptr);
            var r0 = getDataViewMemory0().getInt32(retptr + 4 * 0, true);
            var r1 = getDataViewMemory0().getInt32(retptr + 4 * 1, true);
            deferred1_0 = r0;
            deferred1_1 = r1;
            return getStringFromWasm0(r0, r1);
        } finally {
            wasm.__wbindgen_add_to_stack_pointer(16);
            wasm.__wbindgen_export4(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * The 0-based index of the game `reference` names: its number (`3`)
     * or `id=669130`; throws an `Error` saying why when none.
     * @param {string} reference
     * @returns {number}
     */
    findGame(reference) {
        try {
            const retptr = wasm.__wbindgen_add_to_stack_pointer(-16);
            const ptr0 = passStringToWasm0(reference, wasm.__wbindgen_export, wasm.__wbindgen_export2);
            const len0 = WASM_VECTOR_LEN;
            wasm.gameview_findGame(retptr, this.__wbg_ptr, ptr0, len0);
            var r0 = getDataViewMemory0().getInt32(retptr + 4 * 0, true);
            var r1 = getDataViewMemory0().getInt32(retptr + 4 * 1, true);
            var r2 = getDataViewMemory0().getInt32(retptr + 4 * 2, true);
            if (r2) {
                throw takeObject(r1);
            }
            return r0 >>> 0;
        } finally {
            wasm.__wbindgen_add_to_stack_pointer(16);
        }
    }
    /**
     * The start of the game.
     * @returns {boolean}
     */
    first() {
        const ret = wasm.gameview_first(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * `"fan"`, `"archive"` or `"diagram"`: how the text was read.
     * @returns {string}
     */
    format() {
        let deferred1_0;
        let deferred1_1;
        try {
            const retptr = wasm.__wbindgen_add_to_stack_pointer(-16);
            wasm.gameview_format(retptr, this.__wbg_ptr);
            var r0 = getDataViewMemory0().getInt32(retptr + 4 * 0, true);
            var r1 = getDataViewMemory0().getInt32(retptr + 4 * 1, true);
            deferred1_0 = r0;
            deferred1_1 = r1;
            return getStringFromWasm0(r0, r1);
        } finally {
            wasm.__wbindgen_add_to_stack_pointer(16);
            wasm.__wbindgen_export4(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * 0-based index of the game open (in `games()`).
     * @returns {number}
     */
    gameIndex() {
        const ret = wasm.gameview_gameIndex(this.__wbg_ptr);
        return ret >>> 0;
    }
    /**
     * Every game of the text, in order: `{ number, id, gold, silver,
     * result, termination, date, label }` (`number` 1-based; absent facts
     * `null`; `result` one of `1-0`, `0-1`, `½-½`, `*`).
     * @returns {Array<any>}
     */
    games() {
        const ret = wasm.gameview_games(this.__wbg_ptr);
        return takeObject(ret);
    }
    /**
     * Moves the cursor to a path, opening the game it names (`3/12s`,
     * `id=669130/12s`; without a game, a node of the game open); throws an
     * `Error` saying why for a malformed path or one that names no game or
     * node, and then stays put.
     * @param {string} path
     */
    goTo(path) {
        try {
            const retptr = wasm.__wbindgen_add_to_stack_pointer(-16);
            const ptr0 = passStringToWasm0(path, wasm.__wbindgen_export, wasm.__wbindgen_export2);
            const len0 = WASM_VECTOR_LEN;
            wasm.gameview_goTo(retptr, this.__wbg_ptr, ptr0, len0);
            var r0 = getDataViewMemory0().getInt32(retptr + 4 * 0, true);
            var r1 = getDataViewMemory0().getInt32(retptr + 4 * 1, true);
            if (r1) {
                throw takeObject(r0);
            }
        } finally {
            wasm.__wbindgen_add_to_stack_pointer(16);
        }
    }
    /**
     * Judges a move as a guess of the record's next move at the cursor,
     * `null` when there is none to guess: `{ kind, good, words, node? }`,
     * `kind` one of `same`, `listed` (a variation the record gives, `good`
     * when marked `!` or `!!`), `other`, `illegal`. @throws Error when
     * `text` is not a move in notation.
     * @param {string} text
     * @returns {any}
     */
    guess(text) {
        try {
            const retptr = wasm.__wbindgen_add_to_stack_pointer(-16);
            const ptr0 = passStringToWasm0(text, wasm.__wbindgen_export, wasm.__wbindgen_export2);
            const len0 = WASM_VECTOR_LEN;
            wasm.gameview_guess(retptr, this.__wbg_ptr, ptr0, len0);
            var r0 = getDataViewMemory0().getInt32(retptr + 4 * 0, true);
            var r1 = getDataViewMemory0().getInt32(retptr + 4 * 1, true);
            var r2 = getDataViewMemory0().getInt32(retptr + 4 * 2, true);
            if (r2) {
                throw takeObject(r1);
            }
            return takeObject(r0);
        } finally {
            wasm.__wbindgen_add_to_stack_pointer(16);
        }
    }
    /**
     * The header's fields in file order, as `[name, value]` pairs.
     * @returns {Array<any>}
     */
    header() {
        const ret = wasm.gameview_header(this.__wbg_ptr);
        return takeObject(ret);
    }
    /**
     * A hint about the record's next move at the cursor, `null` when
     * there is none: level 1 `{ square, piece, words }` (the piece that
     * moves first), level 2 `{ square, piece, step, words }` (the first step).
     * @param {number} level
     * @returns {any}
     */
    hint(level) {
        const ret = wasm.gameview_hint(this.__wbg_ptr, level);
        return takeObject(ret);
    }
    /**
     * The record as a whole, as the element shows it (computed on each call;
     * the element asks once per load): `{ game, variant, format, gold,
     * silver, event, result, label }`, each side `{ word, player }`.
     * @returns {object}
     */
    info() {
        const ret = wasm.gameview_info(this.__wbg_ptr);
        return takeObject(ret);
    }
    /**
     * The last answer judged on the board while solving, as `answer`
     * gives it; `null` before the first.
     * @returns {any}
     */
    lastAnswer() {
        const ret = wasm.gameview_lastAnswer(this.__wbg_ptr);
        return takeObject(ret);
    }
    /**
     * The end of the cursor's line.
     * @returns {boolean}
     */
    last() {
        const ret = wasm.gameview_last(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * Every move of the tree in reading order, one row each.
     * @returns {Array<any>}
     */
    moveList() {
        const ret = wasm.gameview_moveList(this.__wbg_ptr);
        return takeObject(ret);
    }
    /**
     * Reads every game of any supported text and opens the first; never
     * throws: problems are in `errors()`.
     * @param {string} text
     */
    constructor(text) {
        const ptr0 = passStringToWasm0(text, wasm.__wbindgen_export, wasm.__wbindgen_export2);
        const len0 = WASM_VECTOR_LEN;
        const ret = wasm.gameview_new(ptr0, len0);
        this.__wbg_ptr = ret;
        GameViewFinalization.register(this, this.__wbg_ptr, this);
        return this;
    }
    /**
     * The rest of this move, or the whole next one.
     * @returns {boolean}
     */
    nextMove() {
        const ret = wasm.gameview_nextMove(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * One step forward; `false` when the cursor did not move.
     * @returns {boolean}
     */
    nextStep() {
        const ret = wasm.gameview_nextStep(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * Opens game `index` (0-based) after its setups, as a load opens the
     * first; `false` when there is no such game.
     * @param {number} index
     * @returns {boolean}
     */
    openGame(index) {
        const ret = wasm.gameview_openGame(this.__wbg_ptr, index);
        return ret !== 0;
    }
    /**
     * The overlays at the cursor, `null` when none is on: `{ frozen:
     * [square], captures: [{ square, piece, steps }], goals: [{ side,
     * rabbit, goal, steps }], traps: [{ trap, gold, silver }], words }`.
     * @returns {any}
     */
    overlays() {
        const ret = wasm.gameview_overlays(this.__wbg_ptr);
        return takeObject(ret);
    }
    /**
     * The cursor's path (`start`, `12s`, `5g.2.6s`, `12s:2`), with the
     * game's number in front when the text holds several (`3/12s`).
     * @returns {string}
     */
    path() {
        let deferred1_0;
        let deferred1_1;
        try {
            const retptr = wasm.__wbindgen_add_to_stack_pointer(-16);
            wasm.gameview_path(retptr, this.__wbg_ptr);
            var r0 = getDataViewMemory0().getInt32(retptr + 4 * 0, true);
            var r1 = getDataViewMemory0().getInt32(retptr + 4 * 1, true);
            deferred1_0 = r0;
            deferred1_1 = r1;
            return getStringFromWasm0(r0, r1);
        } finally {
            wasm.__wbindgen_add_to_stack_pointer(16);
            wasm.__wbindgen_export4(deferred1_0, deferred1_1, 1);
        }
    }
    /**
     * The position before this move.
     * @returns {boolean}
     */
    prevMove() {
        const ret = wasm.gameview_prevMove(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * One step back.
     * @returns {boolean}
     */
    prevStep() {
        const ret = wasm.gameview_prevStep(this.__wbg_ptr);
        return ret !== 0;
    }
    /**
     * The other side's move in a puzzle at the cursor (where it is to
     * move), in notation: the record's, else a defence the engine finds;
     * `null` where there is none.
     * @returns {string | undefined}
     */
    puzzleReply() {
        try {
            const retptr = wasm.__wbindgen_add_to_stack_pointer(-16);
            wasm.gameview_puzzleReply(retptr, this.__wbg_ptr);
            var r0 = getDataViewMemory0().getInt32(retptr + 4 * 0, true);
            var r1 = getDataViewMemory0().getInt32(retptr + 4 * 1, true);
            let v1;
            if (r0 !== 0) {
                v1 = getStringFromWasm0(r0, r1);
                wasm.__wbindgen_export4(r0, r1 * 1, 1);
            }
            return v1;
        } finally {
            wasm.__wbindgen_add_to_stack_pointer(16);
        }
    }
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
     * @returns {any}
     */
    puzzleSolution() {
        const ret = wasm.gameview_puzzleSolution(this.__wbg_ptr);
        return takeObject(ret);
    }
    /**
     * The record's puzzle, `null` without a `Puzzle` field: `{ goal,
     * side, words }` (`goal` as the field writes it, `words` the task:
     * "Gold to play: reach goal this turn"), or `{ error }` when the field
     * cannot be set.
     * @returns {any}
     */
    puzzle() {
        const ret = wasm.gameview_puzzle(this.__wbg_ptr);
        return takeObject(ret);
    }
    /**
     * Arrows to draw over the position shown besides the record's (the
     * engine's best turn): `squares` is pairs of squares, `"e2e3 e3f3"`, each
     * from–to; "" draws none. A pair that names no squares is left out.
     * @param {string} squares
     */
    setHints(squares) {
        const ptr0 = passStringToWasm0(squares, wasm.__wbindgen_export, wasm.__wbindgen_export2);
        const len0 = WASM_VECTOR_LEN;
        wasm.gameview_setHints(this.__wbg_ptr, ptr0, len0);
    }
    /**
     * Sets the overlays the board shows and `state().overlayWords` says:
     * names among `frozen captures goals traps` (or `all`, `none`),
     * separated by spaces or commas; unknown names are left out.
     * @param {string} names
     */
    setOverlays(names) {
        const ptr0 = passStringToWasm0(names, wasm.__wbindgen_export, wasm.__wbindgen_export2);
        const len0 = WASM_VECTOR_LEN;
        wasm.gameview_setOverlays(this.__wbg_ptr, ptr0, len0);
    }
    /**
     * Puzzle solving on or off: while on, a move of the puzzle's side
     * played on the board is judged against the record's `Puzzle` goal.
     * The calls that play moves then return `"solved"` (right, the
     * record's: the cursor is on it), `"solved-alternative"` (right in a
     * way the record does not give: kept as a variation, the cursor on
     * it) or `"missed"` (taken back); `lastAnswer()` says more.
     * @param {boolean} on
     */
    setSolving(on) {
        wasm.gameview_setSolving(this.__wbg_ptr, on);
    }
    /**
     * Sets the board colours `draw` uses until the next call: the dark or
     * light defaults, overridden by any colour `theme` gives by custom
     * property name (`{ "--arimaa-gold": "#0f0" }`; other keys and values
     * that are not strings are ignored). Returns every colour now in use,
     * by custom property, for the element's own parts (the move list's
     * glyphs) to match the board.
     * @param {any} theme
     * @param {boolean} dark
     * @returns {object}
     */
    setTheme(theme, dark) {
        try {
            const ret = wasm.gameview_setTheme(this.__wbg_ptr, addBorrowedObject(theme), dark);
            return takeObject(ret);
        } finally {
            heap[stack_pointer++] = undefined;
        }
    }
    /**
     * The square (Morabaraba: the point) under a point of the board (CSS px), e.g. `"d4"`.
     * @param {number} x
     * @param {number} y
     * @param {number} css_size
     * @param {string} orientation_name
     * @param {boolean} coordinates
     * @returns {string | undefined}
     */
    squareAt(x, y, css_size, orientation_name, coordinates) {
        try {
            const retptr = wasm.__wbindgen_add_to_stack_pointer(-16);
            const ptr0 = passStringToWasm0(orientation_name, wasm.__wbindgen_export, wasm.__wbindgen_export2);
            const len0 = WASM_VECTOR_LEN;
            wasm.gameview_squareAt(retptr, this.__wbg_ptr, x, y, css_size, ptr0, len0, coordinates);
            var r0 = getDataViewMemory0().getInt32(retptr + 4 * 0, true);
            var r1 = getDataViewMemory0().getInt32(retptr + 4 * 1, true);
            let v2;
            if (r0 !== 0) {
                v2 = getStringFromWasm0(r0, r1);
                wasm.__wbindgen_export4(r0, r1 * 1, 1);
            }
            return v2;
        } finally {
            wasm.__wbindgen_add_to_stack_pointer(16);
        }
    }
    /**
     * What the element shows at the cursor (the `ViewState` of the .d.ts).
     * @returns {object}
     */
    state() {
        const ret = wasm.gameview_state(this.__wbg_ptr);
        return takeObject(ret);
    }
    /**
     * Default colours (light or dark) by custom property name.
     * @param {boolean} dark
     * @returns {object}
     */
    static themeDefaults(dark) {
        const ret = wasm.gameview_themeDefaults(dark);
        return takeObject(ret);
    }
    /**
     * The CSS custom properties the board colours come from.
     * @returns {Array<any>}
     */
    static themeVars() {
        const ret = wasm.gameview_themeVars();
        return takeObject(ret);
    }
    /**
     * `"arimaa"` or `"morabaraba"`: which board `draw` paints.
     * @returns {string}
     */
    variant() {
        let deferred1_0;
        let deferred1_1;
        try {
            const retptr = wasm.__wbindgen_add_to_stack_pointer(-16);
            wasm.gameview_variant(retptr, this.__wbg_ptr);
            var r0 = getDataViewMemory0().getInt32(retptr + 4 * 0, true);
            var r1 = getDataViewMemory0().getInt32(retptr + 4 * 1, true);
            deferred1_0 = r0;
            deferred1_1 = r1;
            return getStringFromWasm0(r0, r1);
        } finally {
            wasm.__wbindgen_add_to_stack_pointer(16);
            wasm.__wbindgen_export4(deferred1_0, deferred1_1, 1);
        }
    }
}
if (Symbol.dispose) GameView.prototype[Symbol.dispose] = GameView.prototype.free;

/**
 * The largest record read, in bytes (`limits::MAX_RECORD_BYTES`): the
 * element refuses a longer `src` before reading it into memory.
 * @returns {number}
 */
export function maxRecordBytes() {
    const ret = wasm.maxRecordBytes();
    return ret >>> 0;
}

/**
 * True when this module cannot read `text` and the editor's wasm can (archive
 * rows, which the reader's wasm leaves out): the element and `parseGame` then
 * read it with that one.
 * @param {string} text
 * @returns {boolean}
 */
export function needsFullReader(text) {
    const ptr0 = passStringToWasm0(text, wasm.__wbindgen_export, wasm.__wbindgen_export2);
    const len0 = WASM_VECTOR_LEN;
    const ret = wasm.needsFullReader(ptr0, len0);
    return ret !== 0;
}

/**
 * The crate version, e.g. `"0.1.0"`.
 * @returns {string}
 */
export function version() {
    let deferred1_0;
    let deferred1_1;
    try {
        const retptr = wasm.__wbindgen_add_to_stack_pointer(-16);
        wasm.version(retptr);
        var r0 = getDataViewMemory0().getInt32(retptr + 4 * 0, true);
        var r1 = getDataViewMemory0().getInt32(retptr + 4 * 1, true);
        deferred1_0 = r0;
        deferred1_1 = r1;
        return getStringFromWasm0(r0, r1);
    } finally {
        wasm.__wbindgen_add_to_stack_pointer(16);
        wasm.__wbindgen_export4(deferred1_0, deferred1_1, 1);
    }
}
function __wbg_get_imports() {
    const import0 = {
        __proto__: null,
        __wbg_Error_67e7344beaa85059: function(arg0, arg1) {
            const ret = Error(getStringFromWasm0(arg0, arg1));
            return addHeapObject(ret);
        },
        __wbg___wbindgen_string_get_92ab86bb19cbc12f: function(arg0, arg1) {
            const obj = getObject(arg1);
            const ret = typeof(obj) === 'string' ? obj : undefined;
            var ptr1 = isLikeNone(ret) ? 0 : passStringToWasm0(ret, wasm.__wbindgen_export, wasm.__wbindgen_export2);
            var len1 = WASM_VECTOR_LEN;
            getDataViewMemory0().setInt32(arg0 + 4 * 1, len1, true);
            getDataViewMemory0().setInt32(arg0 + 4 * 0, ptr1, true);
        },
        __wbg___wbindgen_throw_5d9e815e6fdf150f: function(arg0, arg1) {
            throw new Error(getStringFromWasm0(arg0, arg1));
        },
        __wbg_arcTo_f0332364c730e496: function() { return handleError(function (arg0, arg1, arg2, arg3, arg4, arg5) {
            getObject(arg0).arcTo(arg1, arg2, arg3, arg4, arg5);
        }, arguments); },
        __wbg_arc_e3bb5e0478f5d999: function() { return handleError(function (arg0, arg1, arg2, arg3, arg4, arg5) {
            getObject(arg0).arc(arg1, arg2, arg3, arg4, arg5);
        }, arguments); },
        __wbg_beginPath_ccad41b15817641f: function(arg0) {
            getObject(arg0).beginPath();
        },
        __wbg_clearRect_60e914c5e35403c7: function(arg0, arg1, arg2, arg3, arg4) {
            getObject(arg0).clearRect(arg1, arg2, arg3, arg4);
        },
        __wbg_closePath_f1cbbee0f99bf1e4: function(arg0) {
            getObject(arg0).closePath();
        },
        __wbg_fillText_9b463cd65b9c1016: function() { return handleError(function (arg0, arg1, arg2, arg3, arg4) {
            getObject(arg0).fillText(getStringFromWasm0(arg1, arg2), arg3, arg4);
        }, arguments); },
        __wbg_fill_61b0872bf5d91622: function(arg0) {
            getObject(arg0).fill();
        },
        __wbg_fill_69a1a2c7866d9d49: function(arg0, arg1) {
            getObject(arg0).fill(getObject(arg1));
        },
        __wbg_get_989d0a1309644f2b: function() { return handleError(function (arg0, arg1) {
            const ret = Reflect.get(getObject(arg0), getObject(arg1));
            return addHeapObject(ret);
        }, arguments); },
        __wbg_moveTo_2e2b57a16e7eda7b: function(arg0, arg1, arg2) {
            getObject(arg0).moveTo(arg1, arg2);
        },
        __wbg_new_bebc3f4757acf305: function() {
            const ret = new Object();
            return addHeapObject(ret);
        },
        __wbg_new_ffa92086ea89f79c: function() {
            const ret = new Array();
            return addHeapObject(ret);
        },
        __wbg_new_with_path_string_a6c70c301cea56a3: function() { return handleError(function (arg0, arg1) {
            const ret = new Path2D(getStringFromWasm0(arg0, arg1));
            return addHeapObject(ret);
        }, arguments); },
        __wbg_now_d1fb6650485d7f3e: function() {
            const ret = Date.now();
            return ret;
        },
        __wbg_of_1c173c2ad96e2f7e: function(arg0, arg1) {
            const ret = Array.of(getObject(arg0), getObject(arg1));
            return addHeapObject(ret);
        },
        __wbg_push_bfdf956ba476f65b: function(arg0, arg1) {
            const ret = getObject(arg0).push(getObject(arg1));
            return ret;
        },
        __wbg_rect_72ec16500f72e6f3: function(arg0, arg1, arg2, arg3, arg4) {
            getObject(arg0).rect(arg1, arg2, arg3, arg4);
        },
        __wbg_restore_eecc6aaa55774880: function(arg0) {
            getObject(arg0).restore();
        },
        __wbg_save_c33ea55c57a4e522: function(arg0) {
            getObject(arg0).save();
        },
        __wbg_scale_3309b08795192444: function() { return handleError(function (arg0, arg1, arg2) {
            getObject(arg0).scale(arg1, arg2);
        }, arguments); },
        __wbg_setTransform_a79839e493a9863e: function() { return handleError(function (arg0, arg1, arg2, arg3, arg4, arg5, arg6) {
            getObject(arg0).setTransform(arg1, arg2, arg3, arg4, arg5, arg6);
        }, arguments); },
        __wbg_set_a377297433dfea63: function() { return handleError(function (arg0, arg1, arg2) {
            const ret = Reflect.set(getObject(arg0), getObject(arg1), getObject(arg2));
            return ret;
        }, arguments); },
        __wbg_set_fillStyle_59940a18480ccdf7: function(arg0, arg1, arg2) {
            getObject(arg0).fillStyle = getStringFromWasm0(arg1, arg2);
        },
        __wbg_set_font_50854c5bdd1ca607: function(arg0, arg1, arg2) {
            getObject(arg0).font = getStringFromWasm0(arg1, arg2);
        },
        __wbg_set_globalAlpha_fead6b3865673822: function(arg0, arg1) {
            getObject(arg0).globalAlpha = arg1;
        },
        __wbg_set_lineCap_83ca7eaf0e7f233d: function(arg0, arg1, arg2) {
            getObject(arg0).lineCap = getStringFromWasm0(arg1, arg2);
        },
        __wbg_set_lineJoin_4183d91ee3d5aeea: function(arg0, arg1, arg2) {
            getObject(arg0).lineJoin = getStringFromWasm0(arg1, arg2);
        },
        __wbg_set_lineWidth_0b0f32c89c240172: function(arg0, arg1) {
            getObject(arg0).lineWidth = arg1;
        },
        __wbg_set_strokeStyle_2ce46a01ec1ff9ad: function(arg0, arg1, arg2) {
            getObject(arg0).strokeStyle = getStringFromWasm0(arg1, arg2);
        },
        __wbg_set_textAlign_b3d2e546635621d4: function(arg0, arg1, arg2) {
            getObject(arg0).textAlign = getStringFromWasm0(arg1, arg2);
        },
        __wbg_set_textBaseline_41538118f83d0399: function(arg0, arg1, arg2) {
            getObject(arg0).textBaseline = getStringFromWasm0(arg1, arg2);
        },
        __wbg_stroke_8a243e7601bb8549: function(arg0) {
            getObject(arg0).stroke();
        },
        __wbg_stroke_f885538d88984637: function(arg0, arg1) {
            getObject(arg0).stroke(getObject(arg1));
        },
        __wbg_translate_f1b2cec824c31943: function() { return handleError(function (arg0, arg1, arg2) {
            getObject(arg0).translate(arg1, arg2);
        }, arguments); },
        __wbindgen_generic_0000000000000001: function(arg0) {
            // Cast intrinsic for `F64 -> Externref`.
            const ret = arg0;
            return addHeapObject(ret);
        },
        __wbindgen_generic_0000000000000002: function(arg0, arg1) {
            // Cast intrinsic for `Ref(String) -> Externref`.
            const ret = getStringFromWasm0(arg0, arg1);
            return addHeapObject(ret);
        },
        __wbindgen_object_drop_ref: function(arg0) {
            takeObject(arg0);
        },
    };
    return {
        __proto__: null,
        "./arimaa_bg.js": import0,
    };
}

const EngineSearchFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_enginesearch_free(ptr, 1));
const GameViewFinalization = (typeof FinalizationRegistry === 'undefined')
    ? { register: () => {}, unregister: () => {} }
    : new FinalizationRegistry(ptr => wasm.__wbg_gameview_free(ptr, 1));

function addHeapObject(obj) {
    if (heap_next === heap.length) heap.push(heap.length + 1);
    const idx = heap_next;
    heap_next = heap[idx];

    heap[idx] = obj;
    return idx;
}

function addBorrowedObject(obj) {
    if (stack_pointer == 1) throw new Error('out of js stack');
    heap[--stack_pointer] = obj;
    return stack_pointer;
}

function dropObject(idx) {
    if (idx < 1028) return;
    heap[idx] = heap_next;
    heap_next = idx;
}

let cachedDataViewMemory0 = null;
function getDataViewMemory0() {
    if (cachedDataViewMemory0 === null || cachedDataViewMemory0.buffer.detached === true || (cachedDataViewMemory0.buffer.detached === undefined && cachedDataViewMemory0.buffer !== wasm.memory.buffer)) {
        cachedDataViewMemory0 = new DataView(wasm.memory.buffer);
    }
    return cachedDataViewMemory0;
}

function getStringFromWasm0(ptr, len) {
    return decodeText(ptr >>> 0, len);
}

let cachedUint8ArrayMemory0 = null;
function getUint8ArrayMemory0() {
    if (cachedUint8ArrayMemory0 === null || cachedUint8ArrayMemory0.byteLength === 0) {
        cachedUint8ArrayMemory0 = new Uint8Array(wasm.memory.buffer);
    }
    return cachedUint8ArrayMemory0;
}

function getObject(idx) { return heap[idx]; }

function handleError(f, args) {
    try {
        return f.apply(this, args);
    } catch (e) {
        wasm.__wbindgen_export3(addHeapObject(e));
    }
}

let heap = new Array(1024).fill(undefined);
heap.push(undefined, null, true, false);

let heap_next = heap.length;

function isLikeNone(x) {
    return x === undefined || x === null;
}

function passStringToWasm0(arg, malloc, realloc) {
    if (realloc === undefined) {
        const buf = cachedTextEncoder.encode(arg);
        const ptr = malloc(buf.length, 1) >>> 0;
        getUint8ArrayMemory0().subarray(ptr, ptr + buf.length).set(buf);
        WASM_VECTOR_LEN = buf.length;
        return ptr;
    }

    let len = arg.length;
    let ptr = malloc(len, 1) >>> 0;

    const mem = getUint8ArrayMemory0();

    let offset = 0;

    for (; offset < len; offset++) {
        const code = arg.charCodeAt(offset);
        if (code > 0x7F) break;
        mem[ptr + offset] = code;
    }
    if (offset !== len) {
        if (offset !== 0) {
            arg = arg.slice(offset);
        }
        ptr = realloc(ptr, len, len = offset + arg.length * 3, 1) >>> 0;
        const view = getUint8ArrayMemory0().subarray(ptr + offset, ptr + len);
        const ret = cachedTextEncoder.encodeInto(arg, view);

        offset += ret.written;
        ptr = realloc(ptr, len, offset, 1) >>> 0;
    }

    WASM_VECTOR_LEN = offset;
    return ptr;
}

let stack_pointer = 1024;

function takeObject(idx) {
    const ret = getObject(idx);
    dropObject(idx);
    return ret;
}

let cachedTextDecoder = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
cachedTextDecoder.decode();
const MAX_SAFARI_DECODE_BYTES = 2146435072;
let numBytesDecoded = 0;
function decodeText(ptr, len) {
    numBytesDecoded += len;
    if (numBytesDecoded >= MAX_SAFARI_DECODE_BYTES) {
        cachedTextDecoder = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
        cachedTextDecoder.decode();
        numBytesDecoded = len;
    }
    return cachedTextDecoder.decode(getUint8ArrayMemory0().subarray(ptr, ptr + len));
}

const cachedTextEncoder = new TextEncoder();

if (!('encodeInto' in cachedTextEncoder)) {
    cachedTextEncoder.encodeInto = function (arg, view) {
        const buf = cachedTextEncoder.encode(arg);
        view.set(buf);
        return {
            read: arg.length,
            written: buf.length
        };
    };
}

let WASM_VECTOR_LEN = 0;

let wasmModule, wasmInstance, wasm;
function __wbg_finalize_init(instance, module) {
    wasmInstance = instance;
    wasm = instance.exports;
    wasmModule = module;
    cachedDataViewMemory0 = null;
    cachedUint8ArrayMemory0 = null;
    return wasm;
}

async function __wbg_load(module, imports) {
    if (typeof Response === 'function' && module instanceof Response) {
        if (!module.ok) {
            throw new Error(`failed to fetch Wasm: ${module.status} ${module.statusText} fetching '${module.url}'`);
        }

        if (typeof WebAssembly.instantiateStreaming === 'function') {
            try {
                return await WebAssembly.instantiateStreaming(module, imports);
            } catch (e) {
                const validResponse = expectedResponseType(module.type);

                if (validResponse && module.headers.get('Content-Type') !== 'application/wasm') {
                    console.warn("`WebAssembly.instantiateStreaming` failed because your server does not serve Wasm with `application/wasm` MIME type. Falling back to `WebAssembly.instantiate` which is slower. Original error:\n", e);

                } else { throw e; }
            }
        }

        const bytes = await module.arrayBuffer();
        return await WebAssembly.instantiate(bytes, imports);
    } else {
        const instance = await WebAssembly.instantiate(module, imports);

        if (instance instanceof WebAssembly.Instance) {
            return { instance, module };
        } else {
            return instance;
        }
    }

    function expectedResponseType(type) {
        switch (type) {
            case 'basic': case 'cors': case 'default': return true;
        }
        return false;
    }
}

function initSync(module) {
    if (wasm !== undefined) return wasm;


    if (module !== undefined) {
        if (Object.getPrototypeOf(module) === Object.prototype) {
            ({module} = module)
        } else {
            console.warn('using deprecated parameters for `initSync()`; pass a single object instead')
        }
    }

    const imports = __wbg_get_imports();
    if (!(module instanceof WebAssembly.Module)) {
        module = new WebAssembly.Module(module);
    }
    const instance = new WebAssembly.Instance(module, imports);
    return __wbg_finalize_init(instance, module);
}

async function __wbg_init(module_or_path) {
    if (wasm !== undefined) return wasm;


    if (module_or_path !== undefined) {
        if (Object.getPrototypeOf(module_or_path) === Object.prototype) {
            ({module_or_path} = module_or_path)
        } else {
            console.warn('using deprecated parameters for the initialization function; pass a single object instead')
        }
    }

    if (module_or_path === undefined) {
        module_or_path = new URL('arimaa_bg.wasm', import.meta.url);
    }
    const imports = __wbg_get_imports();

    if (typeof module_or_path === 'string' || (typeof Request === 'function' && module_or_path instanceof Request) || (typeof URL === 'function' && module_or_path instanceof URL)) {
        module_or_path = fetch(module_or_path);
    }

    const { instance, module } = await __wbg_load(await module_or_path, imports);

    return __wbg_finalize_init(instance, module);
}

export { initSync, __wbg_init as default };
